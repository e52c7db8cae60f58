/* Transactions and commit (btrfs's transaction.c).
 *
 * A transaction collects changes in memory: nodes copied or created (the
 * node cache's dirty list; each carries the transaction's generation),
 * delayed reference changes, and blocks freed (pinned). Handles join it,
 * each with the node reservation its operation may need. The commit makes
 * all of it durable at once:
 *
 *   1. Fix the trees' roots: copy the root tree's root node (so the root
 *      tree always changes with a commit and its root's generation is the
 *      superblock's), write the ROOT_ITEM of every tree whose root node
 *      moved, and run the delayed refs into the extent tree; repeat until
 *      neither has anything left (running refs moves the extent tree's
 *      root; writing root items makes refs).
 *   2. Write every dirty node, all in flight together (node cache). None
 *      goes to a block the previous commit reaches: those are only freed
 *      (pinned) by this transaction, never reused by it.
 *   3. Flush: the nodes are durable.
 *   4. Write superblock copy (generation % 2) with FUA: the commit point.
 *   5. The commit is durable: pinned blocks become free, the commit hook
 *      runs (the tree log moves the journal tail there).
 *
 * A crash before 4 completes leaves the previous superblock copy the
 * newest valid one, and everything it reaches intact (2 wrote elsewhere);
 * a torn 4 fails its checksum, so mount takes the other copy, which is
 * the previous commit; once 4 is durable, the new commit is complete
 * because 3 came first. An I/O error anywhere in the commit is fatal: the
 * filesystem turns read-only (fs->error), the disk keeps the previous
 * commit, and the running transaction's changes are lost, as btrfs aborts
 * a transaction. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alloc.h"
#include "btree.h"
#include "node.h"
#include "trans.h"

uint64_t jolt_fs_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

uint64_t jolt_trans_blocks_for_items(const struct jolt_fs_info *fs, uint64_t items)
{
	int h = 1;
	for (const struct jolt_root *r = fs->roots; r; r = r->next)
		if (r->node && jolt_node_level(r->node) + 1 > h)
			h = jolt_node_level(r->node) + 1;
	/* a copied path and a split (or merge) at each level, one more level */
	return items * 2 * (uint64_t)(h + 1);
}

static const uint64_t super_off[2] = {JOLT_FS_SUPER_OFFSET0, JOLT_FS_SUPER_OFFSET1};

int jolt_fs_write_super(struct jolt_fs_info *fs, int copy)
{
	struct jolt_fs_super *buf = jolt_blk_alloc(fs->dev, JOLT_FS_SUPER_SIZE);
	if (!buf)
		return -ENOMEM;
	*buf = fs->super;
	buf->bytenr = super_off[copy];
	buf->copy = (uint8_t)copy;
	buf->csum = jolt_fs_super_csum(buf);
	int rc = jolt_blk_io_sync(fs->dev, JOLT_BLK_WRITE, JOLT_BLK_FUA, super_off[copy], buf,
				  JOLT_FS_SUPER_SIZE);
	jolt_blk_free(fs->dev, buf);
	return rc;
}

static int start_transaction(struct jolt_fs_info *fs)
{
	if (fs->running)
		return 0;
	struct jolt_transaction *tr = calloc(1, sizeof(*tr));
	if (!tr)
		return -ENOMEM;
	tr->transid = fs->generation + 1;
	tr->start_ns = jolt_fs_now_ns();
	fs->running = tr;
	return 0;
}

/* Space a transaction freed comes back once it is durable (pinned blocks,
 * and data extents whose counts drop when its delayed refs run): when
 * space is short, commit if that may give some back. 1 committed, 0
 * nothing to gain (no changes, or a handle open), < 0 the commit's error. */
static int commit_for_space(struct jolt_fs_info *fs)
{
	if (!fs->running || fs->running->handles || !fs->running->changes)
		return 0;
	int rc = jolt_fs_commit(fs);
	return rc ? rc : 1;
}

int jolt_fs_room_for_data(struct jolt_fs_info *fs, uint64_t blocks, uint64_t data_bytes)
{
	if (fs->error)
		return -EROFS;
	if (jolt_space_fits(fs->alloc, blocks * fs->nodesize + data_bytes, JOLT_SPACE_NORMAL))
		return 0;
	int rc = commit_for_space(fs);
	return rc < 0 ? rc : 0;
}

int jolt_trans_begin(struct jolt_fs_info *fs, uint64_t blocks, uint32_t flags,
		     struct jolt_trans *t)
{
	memset(t, 0, sizeof(*t));
	if (fs->error)
		return -EROFS;
	if (fs->flags & (JOLT_FS_MOUNT_RDONLY | JOLT_FS_MOUNT_CHECK))
		return -EROFS;
	int rc = start_transaction(fs);
	if (rc)
		return rc;
	int cls = flags & JOLT_TRANS_USE_RESERVE ? JOLT_SPACE_RESERVE : JOLT_SPACE_NORMAL;
	rc = jolt_space_reserve(fs->alloc, blocks, cls);
	if (rc == -ENOSPC) {
		/* pinned blocks come back once the transaction that freed
		 * them is durable: commit, then try again */
		rc = commit_for_space(fs);
		if (rc == 0)
			rc = -ENOSPC;
		else if (rc == 1 && !(rc = start_transaction(fs)))
			rc = jolt_space_reserve(fs->alloc, blocks, cls);
	}
	if (rc)
		return rc;
	t->fs = fs;
	t->transid = fs->running->transid;
	t->reserved = blocks;
	t->flags = flags & JOLT_TRANS_USE_RESERVE;
	fs->running->handles++;
	return 0;
}

int jolt_trans_end(struct jolt_trans *t)
{
	struct jolt_fs_info *fs = t->fs;
	if (!fs)
		return -EINVAL;
	jolt_space_release(fs->alloc, t->reserved);
	t->reserved = 0;
	if (fs->running && fs->running->handles)
		fs->running->handles--;
	t->fs = NULL;
	return fs->error ? -EROFS : 0;
}

int jolt_trans_commit(struct jolt_trans *t)
{
	struct jolt_fs_info *fs = t->fs;
	int rc = jolt_trans_end(t);
	if (rc)
		return rc;
	return jolt_fs_commit(fs);
}

void jolt_trans_root_dirty(struct jolt_trans *t, struct jolt_root *root)
{
	(void)t;
	root->dirty = 1;
}

/* Writes the ROOT_ITEM of every tree whose root moved. */
static int update_root_items(struct jolt_trans *ct, int *did)
{
	struct jolt_fs_info *fs = ct->fs;
	*did = 0;
	for (struct jolt_root *r = fs->roots; r; r = r->next) {
		if (r == fs->tree_root || !r->dirty)
			continue;
		r->dirty = 0;
		r->item.bytenr = r->node->bytenr;
		r->item.level = (uint8_t)jolt_node_level(r->node);
		r->item.generation = jolt_node_gen(r->node);
		r->item.ctransid = ct->transid;
		struct jolt_fs_key k = jolt_key(r->objectid, JOLT_KEY_ROOT_ITEM, 0);
		int rc = jolt_btree_update(ct, fs->tree_root, &k, &r->item, sizeof(r->item));
		if (rc == -ENOENT)
			rc = jolt_btree_insert(ct, fs->tree_root, &k, &r->item, sizeof(r->item));
		if (rc)
			return rc;
		*did = 1;
	}
	return 0;
}

static int commit_roots(struct jolt_trans *ct)
{
	struct jolt_fs_info *fs = ct->fs;
	struct jolt_path p;
	struct jolt_fs_key k = jolt_key(JOLT_FS_EXTENT_TREE_OBJECTID, JOLT_KEY_ROOT_ITEM, 0);
	jolt_path_init(&p);
	int rc = jolt_btree_search(ct, fs->tree_root, &k, &p, 0, 1);
	jolt_path_release(fs, &p);
	if (rc < 0)
		return rc;
	for (;;) {
		int did;
		if ((rc = update_root_items(ct, &did)))
			return rc;
		if (!jolt_delayed_ref_count(fs->alloc) && !did)
			return 0;
		if ((rc = jolt_extent_run_delayed_refs(ct)))
			return rc;
	}
}

static void finish_transaction(struct jolt_fs_info *fs)
{
	free(fs->running);
	fs->running = NULL;
}

int jolt_fs_commit(struct jolt_fs_info *fs)
{
	if (fs->error)
		return fs->error;
	if (!fs->running)
		return 0;
	if (fs->running->handles)
		return -EBUSY;
	if (!fs->running->changes) {
		finish_transaction(fs);
		return 0;
	}
	struct jolt_trans ct = {
		.fs = fs, .transid = fs->running->transid, .flags = JOLT_TRANS_COMMIT,
	};
	int rc = commit_roots(&ct);
	if (rc) {
		jolt_fs_set_error(fs, rc, "commit %llu: updating the trees failed: %s",
				  (unsigned long long)ct.transid, fs->errmsg);
		return rc;
	}
	struct jolt_fs_super sb = fs->super;
	int copy = (int)(ct.transid % 2);
	sb.generation = ct.transid;
	sb.root = fs->tree_root->node->bytenr;
	sb.root_level = (uint8_t)jolt_node_level(fs->tree_root->node);
	sb.bytes_used = fs->bytes_used;
	sb.commit_time = (uint64_t)time(NULL);
	fs->tree_root->dirty = 0;

	rc = jolt_nc_write_dirty(fs->nc);
	if (rc) {
		jolt_fs_set_error(fs, rc, "commit %llu: writing nodes: %s", (unsigned long long)ct.transid,
				  jolt_nc_error(fs->nc));
		return rc;
	}
	rc = jolt_blk_io_sync(fs->dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0);
	if (rc) {
		jolt_fs_set_error(fs, rc, "commit %llu: flush failed (%s)", (unsigned long long)ct.transid,
				  strerror(-rc));
		return rc;
	}
	struct jolt_fs_super old = fs->super;
	fs->super = sb;
	rc = jolt_fs_write_super(fs, copy);
	if (rc) {
		fs->super = old;
		jolt_fs_set_error(fs, rc, "commit %llu: superblock write failed (%s)",
				  (unsigned long long)ct.transid, strerror(-rc));
		return rc;
	}
	fs->generation = ct.transid;
	jolt_space_unpin(fs->alloc);
	finish_transaction(fs);
	fs->last_commit_ns = jolt_fs_now_ns();
	fs->commits++;
	if (fs->commit_hook)
		fs->commit_hook(fs->commit_hook_ctx, fs->generation);
	return 0;
}

int jolt_fs_commit_if_due(struct jolt_fs_info *fs)
{
	if (!fs->running || !fs->running->changes || !fs->commit_interval_ns || fs->running->handles)
		return 0;
	if (jolt_fs_now_ns() - fs->running->start_ns < fs->commit_interval_ns)
		return 0;
	int rc = jolt_fs_commit(fs);
	return rc < 0 ? rc : 1;
}
