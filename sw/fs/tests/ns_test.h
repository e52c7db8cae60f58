/* Helpers of the namespace tests: a mem device holding a fresh filesystem
 * made and mounted through the public API (fs.h), the namespace fsck that
 * fails the test with its messages, and small file helpers. */
#ifndef JOLT_NS_TEST_H
#define JOLT_NS_TEST_H
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jolt/blk.h"
#include "jolt/fs.h"

static inline uint64_t n_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static inline struct jolt_blk *n_dev(uint64_t size, uint32_t bs)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	jolt_blk_opts_default(&o);
	o.block_size = bs ? bs : 4096;
	o.size = size;
	o.queue_depth = 16;
	int rc = jolt_blk_open("mem", "", &o, &b, why, sizeof(why));
	if (rc)
		fprintf(stderr, "open mem: %s\n", why);
	CHECK_EQ(rc, 0);
	return b;
}

static inline void n_mkfs_opts(struct jolt_blk *dev, const struct jolt_mkfs_opts *o)
{
	char why[256];
	int rc = jolt_mkfs(dev, o, why, sizeof(why));
	if (rc)
		fprintf(stderr, "mkfs: %s\n", why);
	CHECK_EQ(rc, 0);
}

static inline void n_mkfs(struct jolt_blk *dev, uint32_t nodesize, uint32_t sectorsize, int pptrs)
{
	struct jolt_mkfs_opts o;
	jolt_mkfs_opts_default(&o);
	o.nodesize = nodesize;
	o.sectorsize = sectorsize;
	o.journal_bytes = 2 << 20;
	o.parent_ptrs = (uint32_t)pptrs;
	n_mkfs_opts(dev, &o);
}

static inline struct jolt_fs *n_mount_opts(struct jolt_blk *dev, const struct jolt_mount_opts *o)
{
	struct jolt_fs *fs;
	char why[256];
	int rc = jolt_mount(dev, o, &fs, why, sizeof(why));
	if (rc)
		fprintf(stderr, "mount: %s\n", why);
	CHECK_EQ(rc, 0);
	return fs;
}

static inline struct jolt_fs *n_mount(struct jolt_blk *dev)
{
	struct jolt_mount_opts o;
	jolt_mount_opts_default(&o);
	o.commit_interval_ms = JOLT_COMMIT_NEVER;
	return n_mount_opts(dev, &o);
}

static inline void n_report(void *ctx, const char *msg)
{
	(void)ctx;
	fprintf(stderr, "fsck: %s\n", msg);
}

/* Both levels of fsck must be clean. */
static inline void n_fsck(struct jolt_fs *fs)
{
	struct jolt_check_result r;
	long n = jolt_check(fs, JOLT_CHECK_ALL, n_report, NULL, &r);
	CHECK_EQ(n, 0);
}

static inline void n_fsck_dev(struct jolt_blk *dev)
{
	struct jolt_check_result r;
	long n = jolt_check_dev(dev, JOLT_CHECK_ALL, n_report, NULL, &r);
	CHECK_EQ(n, 0);
}

/* A fresh filesystem of `size` bytes, mounted. */
static inline struct jolt_fs *n_fresh(struct jolt_blk **dev, uint64_t size, int pptrs)
{
	*dev = n_dev(size, 4096);
	n_mkfs(*dev, 0, 0, pptrs);
	return n_mount(*dev);
}

static inline void n_put(struct jolt_fs *fs, const char *path, const void *data, size_t len)
{
	struct jolt_file *f;
	CHECK_EQ(jolt_create(fs, path, 0644, &f), 0);
	CHECK_EQ(jolt_pwrite(f, data, len, 0), (int64_t)len);
	CHECK_EQ(jolt_close(f), 0);
}

/* Reads a whole file (malloc'ed, *len its size). */
static inline uint8_t *n_get(struct jolt_fs *fs, const char *path, size_t *len)
{
	struct jolt_file *f;
	struct jolt_stat st;
	CHECK_EQ(jolt_open(fs, path, JOLT_O_RDONLY, 0, &f), 0);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	uint8_t *b = malloc(st.size + 1);
	CHECK(b != NULL);
	CHECK_EQ(jolt_pread(f, b, st.size + 1, 0), (int64_t)st.size);
	CHECK_EQ(jolt_close(f), 0);
	*len = st.size;
	return b;
}

#endif
