/* Checking and printing the trees (the tree half of `jolt fsck` and
 * `jolt dump-tree`; the namespace layer adds its checks on top).
 *
 * The check walks every tree from the superblock, each node once (shared
 * subtrees are counted again, not walked again) and verifies: checksums,
 * fsid, own location, levels, generations against the parent's pointer and
 * the superblock, owners, key order inside nodes and against the parent's
 * keys, item bounds; then the extent tree against what the walk found:
 * every node and data extent referenced exactly as many times as its
 * extent item says, no extent item without references (leaks), no extents
 * overlapping each other or outside the tree/data space, bytes_used, and
 * (on a live mount) the in-memory free space map agreeing with the extent
 * items. A damaged node is reported with its location and its subtree
 * skipped; the check never stops at the first problem.
 *
 * Both take fs->lock themselves (except jolt_fs_check_dev, which mounts
 * for itself); run them between operations, not inside a handle. */
#ifndef JOLT_FS_FSCK_H
#define JOLT_FS_FSCK_H
#include <stdint.h>
#include <stdio.h>

#include "ctree.h"

/* One message per problem, naming the block ("node 1294336 (tree 5 level
 * 0): keys out of order at slot 7"). */
typedef void (*jolt_fsck_report_fn)(void *ctx, const char *msg);
/* Called for every leaf item of every tree, in key order per tree, for
 * checks above the tree level; a non-zero return stops the walk with that
 * value. data is valid during the call. */
typedef int (*jolt_fsck_item_fn)(void *ctx, uint64_t tree, const struct jolt_fs_key *key,
				 const void *data, uint32_t size);

struct jolt_fsck_opts {
	jolt_fsck_report_fn report;  /* NULL: messages are only counted */
	void *report_ctx;
	jolt_fsck_item_fn item;      /* NULL: none */
	void *item_ctx;
	uint32_t max_messages;       /* 0: 100; problems beyond are counted, not reported */
	uint32_t pad;
};

struct jolt_fsck_result {
	uint64_t problems;
	uint64_t trees, nodes, leaves, items;
	uint64_t data_extents, data_bytes;
	uint64_t shared_nodes;       /* nodes reached by more than one pointer */
};

/* Checks a mounted filesystem (its last commit plus the running
 * transaction's changes when called between handles: call it right after
 * a commit to check what is on disk). Returns the number of problems
 * (0: clean) or a negative errno when it could not run; res may be NULL. */
long jolt_fs_check(struct jolt_fs_info *fs, const struct jolt_fsck_opts *o,
		   struct jolt_fsck_result *res);
/* Mounts dev read-only for checking (JOLT_FS_MOUNT_CHECK), checks, and
 * unmounts. A mount that fails counts as one problem, reported. */
long jolt_fs_check_dev(struct jolt_blk *dev, const struct jolt_fsck_opts *o,
		       struct jolt_fsck_result *res);

/* Prints items the tree level does not decode (the namespace layer's):
 * return 1 when printed, 0 to let the dump print them as hex. */
typedef int (*jolt_dump_item_fn)(void *ctx, FILE *out, const struct jolt_fs_key *key,
				 const void *data, uint32_t size);

/* Prints the superblock, then tree `tree` (0: every tree) node by node, in
 * the manner of btrfs inspect-internal dump-tree: each node's header, each
 * item's key, offset and size, and the tree-level items decoded (ROOT_ITEM,
 * EXTENT_ITEM, METADATA_ITEM, EXTENT_DATA). A damaged node is printed as
 * its error. 0, -ENOENT (no such tree). */
int jolt_fs_dump(struct jolt_fs_info *fs, uint64_t tree, FILE *out, jolt_dump_item_fn item,
		 void *item_ctx);
void jolt_fs_dump_super(const struct jolt_fs_super *sb, FILE *out);
/* Prints the node at bytenr (any level and generation; verified all the
 * same), and with follow every node below it (btrfs's dump-tree -b and
 * --follow). -EINVAL: bytenr is not a node's place in the tree/data space. */
int jolt_fs_dump_block(struct jolt_fs_info *fs, uint64_t bytenr, int follow, FILE *out,
		       jolt_dump_item_fn item, void *item_ctx);

#endif
