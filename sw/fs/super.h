/* Making, mounting and unmounting a filesystem image (btrfs's disk-io.c):
 * the image layout and the superblock's two copies, docs/disk-format.md.
 *
 * mkfs lays out the image (reserved 64 KiB, two superblock copies, the
 * journal region as a jolt log image, the tree/data space) and commits the
 * first generation: a root tree naming an extent tree and an empty fs tree
 * 5 whose root directory (256) the namespace layer creates. mount reads
 * both superblock copies and takes the valid one with the highest
 * generation, loads the root and extent trees, builds the free-space map
 * from the extent tree, and opens a partition view of the journal region
 * (jolt_fs_journal_dev) for the tree log. */
#ifndef JOLT_FS_SUPER_H
#define JOLT_FS_SUPER_H
#include <stddef.h>
#include <stdint.h>

#include "ctree.h"

struct jolt_fs_mkfs_opts {
	uint64_t total_bytes;        /* 0: the device's capacity */
	uint64_t journal_bytes;      /* 0: total/32 within 2..128 MiB (1 MiB-aligned) */
	uint32_t nodesize;           /* 0: 16 KiB; a power of two 512..64K, >= sectorsize */
	uint32_t sectorsize;         /* 0: 4 KiB; a power of two >= the device block size */
	uint32_t record_size;        /* journal record size (0: the journal's default) */
	uint32_t mmp_interval;       /* multi-mount protection, seconds (0: 5; at most 300) */
	uint64_t incompat_flags;     /* enum jolt_fs_incompat (parent pointers: the ns layer;
	                              * INCOMPAT_MMP is always set) */
	uint64_t generation;         /* 0: 1 (tests may start elsewhere) */
	const char *label;           /* NULL: none; up to 63 bytes */
	uint8_t fsid[16];            /* all zero: random */
};
void jolt_fs_mkfs_opts_default(struct jolt_fs_mkfs_opts *o);

/* Writes a new filesystem on dev (everything on it is lost) and makes it
 * durable. 0, or -EINVAL (bad options, device too small), -EBUSY (dev is
 * in use: claimed by another jolt, or a filesystem mounted elsewhere) with
 * why. */
int jolt_fs_mkfs(struct jolt_blk *dev, const struct jolt_fs_mkfs_opts *o, char *why,
		 size_t why_len);

struct jolt_fs_mount_opts {
	uint64_t cache_bytes;        /* node cache bound (0: 64 MiB) */
	uint32_t commit_interval_ms; /* 0: 30000; use JOLT_FS_MOUNT_NO_INTERVAL to disable */
	uint32_t flags;              /* enum jolt_fs_mount_flags */
};

enum {
	JOLT_FS_MOUNT_NO_INTERVAL = 0xffffffff,
};

void jolt_fs_mount_opts_default(struct jolt_fs_mount_opts *o);

/* Mounts the filesystem on dev (the caller keeps the device and closes it
 * after unmount). 0, or -EINVAL (not a jolt filesystem), -EOPNOTSUPP
 * (newer version, unknown incompat features), -EUCLEAN / -EIO (damaged:
 * why names the block), -EBUSY (a read-write mount of a filesystem mounted
 * elsewhere: multi-mount protection, mmp.h), -ENOMEM; why gets a message. A read-write mount of a device others may reach waits for the
 * multi-mount protection (mmp.h). */
int jolt_fs_mount(struct jolt_blk *dev, const struct jolt_fs_mount_opts *o,
		  struct jolt_fs_info **out, char *why, size_t why_len);
/* Commits (unless read-only or failed), drops everything, frees fs.
 * Returns the commit's error, or the filesystem's fatal error. */
int jolt_fs_unmount(struct jolt_fs_info *fs);

/* The tree with id objectid, loaded from its ROOT_ITEM on first use (kept
 * until unmount). -ENOENT when no such tree. */
int jolt_fs_read_root(struct jolt_fs_info *fs, uint64_t objectid, struct jolt_root **out);
/* The superblock copies: the generation each holds (0: invalid). */
int jolt_fs_super_generations(struct jolt_blk *dev, uint64_t gen[2]);

/* A view of the journal region (a jolt log image), valid until unmount.
 * NULL on read-only mounts. */
struct jolt_blk *jolt_fs_journal_dev(struct jolt_fs_info *fs);

#endif
