/* Helpers shared by the filesystem's tests: a mem device with a fresh
 * filesystem, fsck that fails the test with its messages, and a seeded
 * random generator. */
#ifndef JOLT_FS_TEST_H
#define JOLT_FS_TEST_H
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "alloc.h"
#include "btree.h"
#include "check.h"
#include "fsck.h"
#include "node.h"
#include "super.h"
#include "trans.h"

static inline uint64_t t_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* A mem device of `size` bytes with `bs`-byte blocks. */
static inline struct jolt_blk *t_dev(const char *target, uint32_t bs, uint32_t qd)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	jolt_blk_opts_default(&o);
	o.block_size = bs;
	o.queue_depth = qd ? qd : 32;
	int rc = jolt_blk_open("mem", target, &o, &b, why, sizeof(why));
	if (rc)
		fprintf(stderr, "open mem %s: %s\n", target, why);
	CHECK_EQ(rc, 0);
	return b;
}

static inline void t_mkfs(struct jolt_blk *dev, uint32_t nodesize, uint32_t sectorsize)
{
	struct jolt_fs_mkfs_opts o;
	char why[256];
	jolt_fs_mkfs_opts_default(&o);
	o.nodesize = nodesize;
	o.sectorsize = sectorsize;
	o.journal_bytes = 1 << 20;
	int rc = jolt_fs_mkfs(dev, &o, why, sizeof(why));
	if (rc)
		fprintf(stderr, "mkfs: %s\n", why);
	CHECK_EQ(rc, 0);
}

static inline struct jolt_fs_info *t_mount(struct jolt_blk *dev, uint64_t cache_bytes)
{
	struct jolt_fs_mount_opts o;
	struct jolt_fs_info *fs;
	char why[256];
	jolt_fs_mount_opts_default(&o);
	o.cache_bytes = cache_bytes;
	o.commit_interval_ms = JOLT_FS_MOUNT_NO_INTERVAL;
	int rc = jolt_fs_mount(dev, &o, &fs, why, sizeof(why));
	if (rc)
		fprintf(stderr, "mount: %s\n", why);
	CHECK_EQ(rc, 0);
	return fs;
}

static inline void t_report(void *ctx, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "fsck: %s\n", msg);
}

/* fsck must be clean. */
static inline void t_fsck(struct jolt_fs_info *fs)
{
	struct jolt_fsck_opts o = { .report = t_report };
	long n = jolt_fs_check(fs, &o, NULL);
	CHECK_EQ(n, 0);
}

static inline struct jolt_root *t_fs_tree(struct jolt_fs_info *fs)
{
	struct jolt_root *r;
	CHECK_EQ(jolt_fs_read_root(fs, JOLT_FS_FS_TREE_OBJECTID, &r), 0);
	return r;
}

#endif
