/* Transactions and their commit (btrfs's transaction.c). The protocol and
 * why a crash at any point leaves the previous or the new commit are at
 * the top of trans.c.
 *
 * There is at most one running transaction (generation = last commit + 1).
 * An operation joins it with a handle (jolt_trans_begin), reserving the
 * worst-case number of new nodes it may need; its changes become durable
 * all at once when the transaction commits: on demand (jolt_trans_commit,
 * jolt_fs_commit: sync, and an fsync the log cannot take), at unmount, and when the
 * commit interval has passed (jolt_fs_commit_if_due). The interval is a
 * hook the namespace layer drives: it calls jolt_fs_commit_if_due after
 * each operation and from a timer thread (FUSE) every second or so; the
 * tree layer starts no thread of its own.
 *
 * All calls require fs->lock held. */
#ifndef JOLT_FS_TRANS_H
#define JOLT_FS_TRANS_H
#include <stdint.h>

#include "ctree.h"

/* Worst-case new nodes for `items` item insertions or deletions in one
 * tree: a COWed path and a split or merge per level (btrfs's
 * calc_insert_metadata_size). */
uint64_t jolt_trans_blocks_for_items(const struct jolt_fs_info *fs, uint64_t items);

/* Joins (or starts) the running transaction, reserving `blocks` nodes.
 * flags: enum jolt_trans_flags. When space is short and blocks are pinned,
 * commits first to free them (btrfs's may_commit_transaction), then
 * retries. 0, -ENOSPC, -EROFS. */
int jolt_trans_begin(struct jolt_fs_info *fs, uint64_t blocks, uint32_t flags,
		     struct jolt_trans *t);
/* Before an operation allocates `data_bytes` of data (file data, a remote
 * xattr value) beside the `blocks` nodes of the handle it opens next (or
 * none), with no handle open: when they do not fit now but the running
 * transaction changed something, commits, since what its deletes freed
 * comes back only then (btrfs's data space flushing by commit;
 * jolt_trans_begin does the same for nodes alone). 0 (the allocation may
 * still be -ENOSPC), or the commit's error. */
int jolt_fs_room_for_data(struct jolt_fs_info *fs, uint64_t blocks, uint64_t data_bytes);
/* Ends a handle: gives back what it reserved and did not use. */
int jolt_trans_end(struct jolt_trans *t);
/* Ends a handle and commits the running transaction (every other handle
 * must have ended). */
int jolt_trans_commit(struct jolt_trans *t);

/* Commits the running transaction if it changed anything: 0 (also when
 * there is nothing to commit), or the error that turned the filesystem
 * read-only (fs->errmsg says what). On return the commit is durable. */
int jolt_fs_commit(struct jolt_fs_info *fs);
/* Commits when the running transaction is older than the commit interval
 * (fs->commit_interval_ns; default 30 s). 1 committed, 0 not due, < 0. */
int jolt_fs_commit_if_due(struct jolt_fs_info *fs);

/* Marks a tree's root item for update at commit (its root node moved). */
void jolt_trans_root_dirty(struct jolt_trans *t, struct jolt_root *root);

/* Writes superblock copy `copy` (FUA) from fs->super: the commit's last
 * step, and mkfs's second copy. */
int jolt_fs_write_super(struct jolt_fs_info *fs, int copy);

/* Monotonic nanoseconds (CLOCK_MONOTONIC). */
uint64_t jolt_fs_now_ns(void);

#endif
