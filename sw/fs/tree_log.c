/* fsync through the journal: per-inode logging (btrfs's tree-log.c), as
 * journal items through the offload engine, then a force.
 *
 * The running transaction's changes reach the disk at its commit (trans.c).
 * An fsync does not wait for that: it logs, in one journal transaction, the
 * current state of what the inode needs, and forces it. After a crash,
 * mount replays those states onto the last committed trees (replay.c)
 * before anything else runs, and commits: that commit makes the log
 * obsolete and moves the journal tail (jolt_journal_home).
 *
 * What is tracked (reset at every commit, the commit hook; its memory
 * bounded by a 16th of the mount's cache bound, ns_tl_notes_bound: past
 * it the notes are dropped and the transaction's next fsync commits, as
 * after any failure to track, so that memory does not grow with the
 * operations a 30 s transaction holds):
 *  - per inode, through the fs tree's change hook (btree.c tells the key of
 *    every COW search and every deleted item): the directory entry keys
 *    changed (DIR_ITEM, DIR_INDEX), that its other items changed (xattrs,
 *    extents, its orphan item: `dirty`) and, once the log holds them all,
 *    their keys (`okeys`), that its inode item changed;
 *  - link events (dir.c): a name added or removed in a directory, naming
 *    an inode; they tie the two inodes together until both are logged.
 *
 * What one log holds (a "group", exactly one journal transaction, so a
 * checkpoint holds whole groups and replay never sees half of one): a
 * TX_HEADER item with the running generation, then for every inode of the
 * closure of the fsynced one over unlogged link events (a new file's
 * parent chain, the other end of a rename, a file whose name went away):
 *  - its inode item (INODE), or, when it no longer exists, the deletion of
 *    every item it had (DIR_DEL_RANGE);
 *  - its entries changed since it was last logged (DIR_ADD with the item's
 *    current value, DIR_DEL when gone); with rename_log=full, a rename
 *    after its directory was logged relogs every entry of that directory;
 *  - when its other items changed: the first time they are logged in a
 *    transaction (or always, relog=insert; an inode logged earlier for
 *    its inode item or entries alone counts as not yet) the deletion of
 *    the ranges they live in and all of them again; later
 *    (relog=inplace) only the items that differ
 *    from what the log already holds for them (kept here, `state`), and
 *    deletions of those that went, looking only at the keys noted changed
 *    since it was last logged (O(changed items), not O(items): a file of
 *    thousands of extents written at a few offsets between fsyncs; an
 *    inode whose changed keys were too many to note has every item read
 *    and compared, giving the same items): an item logged again replaces its copy
 *    in the host's log state, and the engine coalesces copies of one key
 *    within a checkpoint (relogs);
 *  - intents before its items, their dones after (xfs's deferred ops):
 *    parent-pointer changes as ATTR_INTENT items (name and value), unless
 *    the inode's xattrs are shortform and pptr_log=shortform (then the
 *    inode item carries them); each remote xattr value set since it was
 *    last logged as an ATTR_INTENT carrying name and whole value (the value
 *    itself went to an extent of its own, outside the log, and the group's
 *    items hold only its pointer: xfs's remote attribute blocks); each data
 *    extent reference it dropped (truncate, punch, overwrite, a replaced
 *    value, its end) as an EXTENT_FREE_INTENT (xfs's EFI). With
 *    whiteouts=on the dones are in the same transaction, so the engine
 *    drops every pair; with whiteouts=off the dones go in a second
 *    transaction after a push, and replay finishes any intent that has no
 *    done, unless the tree already says so (replay.c).
 * Every item is an absolute state of one tree key (or a key range), so
 * applying the groups of complete checkpoints in log order, skipping those
 * of generations already committed, gives a tree where every inode of a
 * group is exactly as at its log, and every link between logged inodes is
 * consistent at both ends (the closure): fsck is clean. A group that does
 * not fit one journal transaction is not logged: the fsync commits instead.
 *
 * The journal keys: a tree key's is a 63-bit hash of it (relogs of one key
 * coalesce; with relog=insert the log sequence is hashed in too, so every
 * copy is written), a header's has the top bit set and a counter. Data
 * written by the logged extents (file data, remote xattr values) is durable
 * before the log can be recovered, so no force, this fsync's or another
 * thread's, makes durable a log that points at data that is not. Which data
 * a group needs durable: every inode carries the data-write count at its
 * last extent change (`data_mark`; a data write completes before the item
 * pointing at it is inserted: file.c, xattr.c), and a group whose highest
 * mark is past what a completed flush covers (`data_writes_flushed`) is
 * committed with a preflush (jolt_jtx_preflush_after): the journal writes
 * its checkpoint's commit record only after a flush submitted after that
 * data completed has completed (each inode keeps `data_ticket`, the
 * journal's flush ticket read with its mark, after the data completed),
 * one flush for the data of every group committed before it and the
 * records written before it (xfs's REQ_PREFLUSH on a log write); a
 * completed force covers the data written before its group was committed
 * (force_covers). The fsync commits at once and waits for its force
 * without the lock.
 *
 * Locking: everything here runs under fs->lock except the wait for the
 * force: ns_tl_fsync drops the lock for it, so other requests write and
 * log meanwhile.
 *
 * The files, sharing tree_log_priv.h: tree_log.c (this: mount, unmount,
 * the commit and need_space hooks, counters), tree_log_notes.c (what is
 * tracked: the inode table and the change hooks), tree_log_arena.c (the
 * notes' memory), tree_log_state.c (the log's state of an inode's other
 * items), tree_log_build.c (building and committing a group: tl_log),
 * tree_log_fsync.c (the fsync policy and the rename rule). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/journal.h"
#include "tree_log_priv.h"

uint64_t ns_tl_notes_bound(uint64_t cache_bytes)
{
	return cache_bytes / 16;
}

static void tl_committed(void *ctx, uint64_t generation)
{
	struct jolt_fs *fs = ctx;
	struct ns_tlog *tl = fs->tl;

	(void)generation;
	if (tl->last_txid && !jolt_journal_home(tl->j, tl->last_txid))
		fs->fctr.homes++;
	if (tl->in_log) {
		/* a commit from need_space while a group is being committed:
		 * the group's inodes are reset when it is done */
		tl->reset_pending = 1;
		return;
	}
	tl_reset_committed(fs, tl);
}

/* need_space: the log is full; a commit makes everything in it home (not
 * an fsync's: full_commits counts only those). */
static void tl_need_space(void *ctx, struct jolt_journal *j, uint64_t blocks)
{
	struct jolt_fs *fs = ctx;
	(void)j;
	(void)blocks;
	if (fs->info->running && !fs->info->running->handles)
		jolt_fs_commit(fs->info);
}

int ns_tl_mount(struct jolt_fs *fs, const struct jolt_mount_opts *o, char *why, size_t why_len)
{
	struct ns_tlog *tl;
	struct jolt_journal_opts jo;
	int rc;

	if (fs->rdonly || o->fsync_mode == JOLT_FSYNC_COMMIT)
		return 0;
	if (o->rename_log > JOLT_RENAME_LOG_FULL || o->relog > JOLT_RELOG_INSERT ||
	    o->pptr_log > JOLT_PPTR_LOG_INTENT || o->whiteouts > JOLT_WHITEOUTS_OFF ||
	    o->fsync_mode > JOLT_FSYNC_COMMIT) {
		snprintf(why, why_len, "mount: an fsync switch out of range");
		return -EINVAL;
	}
	tl = calloc(1, sizeof(*tl));
	if (!tl)
		return -ENOMEM;
	tl->tabsz = 1024;
	tl->tab = calloc(tl->tabsz, sizeof(*tl->tab));
	if (!tl->tab) {
		free(tl);
		return -ENOMEM;
	}
	tl->note_bytes = tl->tabsz * sizeof(*tl->tab);
	tl->note_limit = ns_tl_notes_bound(o->cache_bytes ? o->cache_bytes : 64ull << 20);
	tl->rename_log = o->rename_log;
	tl->relog = o->relog;
	tl->pptr_log = o->pptr_log;
	tl->whiteouts = o->whiteouts;
	tl->intent_key = (fs->info->generation + 1) << 24;
	fs->tl = tl;

	struct ns_replay rp;
	ns_replay_init(&rp, fs);
	jolt_journal_opts_default(&jo);
	jo.engine = o->engine;
	jo.time_engine = !!(o->flags & JOLT_MOUNT_TIME_ENGINE);
	jo.commit_mode = JOLT_COMMIT_FLUSH;   /* never FUA alone: force_covers relies on it */
	/* one flush in flight: forces arriving during it wait for the next,
	 * which takes them all (xfs's CIL push, jbd2's commit) */
	jo.max_flushes = 1;
	jo.capacity = 65536;          /* a group is one transaction: room for big directories */
	jo.index_slots = 131072;
	jo.max_tx_items = 32768;
	jo.replay = ns_replay_checkpoint;
	jo.replay_ctx = &rp;
	jo.need_space = tl_need_space;
	jo.need_space_ctx = fs;
	char jwhy[256];
	rc = jolt_journal_open(fs->info->journal_dev, &jo, &tl->j, jwhy, sizeof(jwhy));
	if (rc == -EINVAL) {
		/* an engine built for smaller tables (sim): its defaults */
		jo.capacity = jo.index_slots = jo.max_tx_items = 0;
		ns_replay_free(&rp);
		ns_replay_init(&rp, fs);
		rc = jolt_journal_open(fs->info->journal_dev, &jo, &tl->j, jwhy, sizeof(jwhy));
	}
	if (rc) {
		snprintf(why, why_len, "mount: the journal: %s", jwhy);
		ns_replay_free(&rp);
		goto fail;
	}
	rc = ns_replay_apply(&rp);
	ns_replay_free(&rp);
	if (rc) {
		snprintf(why, why_len, "mount: replaying the journal: %s: %s", strerror(-rc),
			 fs->info->errmsg);
		jolt_journal_close(tl->j);
		goto fail;
	}
	fs->root->change_hook = ns_tl_note_key;
	fs->root->change_ctx = fs;
	fs->info->commit_hook = tl_committed;
	fs->info->commit_hook_ctx = fs;
	return 0;
fail:
	free(tl->scratch);
	free(tl->tab);
	free(tl);
	fs->tl = NULL;
	return rc;
}

int ns_tl_unmount(struct jolt_fs *fs)
{
	struct ns_tlog *tl = fs->tl;
	int rc = 0;

	if (!tl)
		return 0;
	if (!fs->info->error)
		rc = jolt_fs_commit(fs->info);
	fs->info->commit_hook = NULL;
	fs->root->change_hook = NULL;
	int crc = jolt_journal_close(tl->j);
	tl_reset(tl);
	tl_arena_free(tl);
	free(tl->scratch);
	free(tl->evs);
	free(tl->tab);
	free(tl);
	fs->tl = NULL;
	return rc ? rc : crc;
}

void ns_tl_counters(struct jolt_fs *fs, struct jolt_fsync_counters *out)
{
	*out = fs->fctr;
	if (!fs->tl)
		return;
	struct jolt_journal_stats s;
	struct jolt_counters c;
	jolt_journal_stats(fs->tl->j, &s);
	jolt_journal_engine_counters(fs->tl->j, &c);
	out->forces = s.forces;
	out->flushes = s.flushes;
	out->journal_bytes = s.record_blocks * 4096;
	out->engine_relogs = c.v[JOLT_CTR_RELOGS];
	out->engine_whiteouts = c.v[JOLT_CTR_WHITEOUTS];
	out->engine_items = c.v[JOLT_CTR_ITEMS_IN];
	out->engine_cycles = s.engine_cycles;
	out->forces_durable = s.forces_durable;
	out->preflushes = s.preflushes;
	out->checkpoints = s.checkpoints;
	out->engine_items_out = c.v[JOLT_CTR_ITEMS_OUT];
	out->engine_ns = s.engine_ns;
	out->engine_device_ns = s.engine_device_ns;
	out->timing_ns = s.timing_ns;
	out->engine_calls = s.engine_calls;
	out->push_cycles = s.push_cycles;
	out->pushes_timed = s.pushes_timed;
	out->flush_ns = s.flush_ns;
}
