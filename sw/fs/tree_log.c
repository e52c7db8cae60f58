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
 * log meanwhile. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/fs_items.h"
#include "jolt/journal.h"
#include "ns.h"
#include "tree_log.h"

static uint64_t mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ull;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebull;
	x ^= x >> 31;
	return x;
}

static uint64_t key_hash(const struct jolt_fs_key *k, uint64_t salt)
{
	return mix64(mix64(k->objectid ^ salt) ^ ((uint64_t)k->type << 56) ^ mix64(k->offset + 1));
}

static uint64_t val_hash(const void *v, uint32_t len)
{
	uint64_t h = jolt_crc32c(0, v, len);
	return mix64(h << 32 | len);
}

uint64_t ns_tl_notes_bound(uint64_t cache_bytes)
{
	return cache_bytes / 16;
}

/* ---- the notes' arena ---- */

struct tl_chunk {
	struct tl_chunk *next;
	size_t size;
	/* the memory follows */
};
enum { TL_CHUNK = 64 << 10 };
enum { TL_SCRATCH_KEPT = 1 << 20 };   /* a group's scratch kept for the next up to this */

/* size bytes (8-aligned, unzeroed) from the arena, or NULL. */
static void *tl_alloc(struct ns_tlog *tl, size_t size)
{
	size = (size + 7) & ~(size_t)7;
	if (size > tl->arena_left) {
		size_t csz = size > TL_CHUNK / 4 ? size : TL_CHUNK;
		struct tl_chunk *c = malloc(sizeof(*c) + csz);
		if (!c)
			return NULL;
		c->next = tl->chunks;
		c->size = csz;
		tl->chunks = c;
		tl->arena_cur = (char *)(c + 1);
		tl->arena_left = csz;
		tl->note_bytes += sizeof(*c) + csz;
	}
	void *p = tl->arena_cur;
	tl->arena_cur += size;
	tl->arena_left -= size;
	return p;
}

/* Everything the arena gave is gone: its chunks freed but the oldest,
 * which the next transaction's notes reuse. */
static void tl_arena_reset(struct ns_tlog *tl)
{
	struct tl_chunk *c = tl->chunks;
	while (c && c->next) {
		struct tl_chunk *n = c->next;
		free(c);
		c = n;
	}
	tl->chunks = c;
	tl->arena_cur = c ? (char *)(c + 1) : NULL;
	tl->arena_left = c ? c->size : 0;
}

static void tl_arena_free(struct ns_tlog *tl)
{
	tl_arena_reset(tl);
	free(tl->chunks);
	tl->chunks = NULL;
	tl->arena_cur = NULL;
	tl->arena_left = 0;
}

/* Room for one more in an arena array (an inode's entry keys or events):
 * as tl_room, the larger copy taken from the arena (the old one stays
 * there until the reset: at most as much again). */
static int tl_room_arena(struct ns_tlog *tl, void *arr, size_t *cap, size_t n, size_t size,
			 size_t first)
{
	void **a = arr;
	if (n < *cap)
		return 0;
	size_t nc = *cap ? *cap * 2 : first;
	void *p = tl_alloc(tl, nc * size);
	if (!p)
		return -ENOMEM;
	if (n)
		memcpy(p, *a, n * size);
	*a = p;
	*cap = nc;
	return 0;
}

/* Doubles the inode table once it holds twice its size (chains stay short
 * however many inodes a transaction changes). */
static void tl_grow(struct ns_tlog *tl)
{
	size_t nsz = tl->tabsz * 2;
	struct tl_inode **nt = calloc(nsz, sizeof(*nt));
	if (!nt)
		return;                 /* longer chains, still correct */
	for (size_t b = 0; b < tl->tabsz; b++)
		for (struct tl_inode *r = tl->tab[b], *next; r; r = next) {
			next = r->next;
			size_t nb = mix64(r->ino) & (nsz - 1);
			r->next = nt[nb];
			nt[nb] = r;
		}
	free(tl->tab);
	tl->note_bytes += (nsz - tl->tabsz) * sizeof(*nt);
	tl->tab = nt;
	tl->tabsz = nsz;
}

static struct tl_inode *tl_find(struct ns_tlog *tl, uint64_t ino, int create)
{
	size_t b = mix64(ino) & (tl->tabsz - 1);
	for (struct tl_inode *r = tl->tab[b]; r; r = r->next)
		if (r->ino == ino)
			return r;
	if (!create)
		return NULL;
	struct tl_inode *r = tl_alloc(tl, sizeof(*r));
	if (!r)
		return NULL;
	memset(r, 0, sizeof(*r));
	r->ino = ino;
	r->next = tl->tab[b];
	tl->tab[b] = r;
	tl->count++;
	if (tl->count > 2 * tl->tabsz)
		tl_grow(tl);
	return r;
}

static void tl_kept_free(struct ns_tlog *tl, struct tl_xname *x)
{
	if (x->kval)
		tl->kept_bytes -= x->kd.len;
	free(x->kval);
	x->kval = NULL;
}

static void tl_xnames_clear(struct ns_tlog *tl, struct tl_inode *r)
{
	for (size_t i = 0; i < r->nxnames; i++) {
		free(r->xnames[i].name);
		tl_kept_free(tl, &r->xnames[i]);
	}
	r->nxnames = 0;
}

/* Every kept xattr value given up (the fsyncs read them back): the first
 * thing dropped when the notes need their room. */
static void tl_kept_drop(struct ns_tlog *tl)
{
	for (size_t b = 0; b < tl->tabsz && tl->kept_bytes; b++)
		for (struct tl_inode *r = tl->tab[b]; r; r = r->next)
			for (size_t i = 0; i < r->nxnames; i++)
				tl_kept_free(tl, &r->xnames[i]);
}

static void tl_reset(struct ns_tlog *tl)
{
	for (size_t b = 0; b < tl->tabsz; b++) {
		struct tl_inode *r = tl->tab[b];
		while (r) {
			struct tl_inode *n = r->next;
			free(r->state.slot);
			free(r->okeys);
			free(r->frees);
			tl_xnames_clear(tl, r);
			free(r->xnames);
			r = n;
		}
		tl->tab[b] = NULL;
	}
	tl->count = 0;
	tl->nevs = 0;
	tl_arena_reset(tl);
	tl->note_bytes = tl->tabsz * sizeof(*tl->tab) + tl->evcap * sizeof(*tl->evs) +
			 (tl->chunks ? sizeof(*tl->chunks) + tl->chunks->size : 0);
}

/* Failing to track means a later fsync may miss a change: fall back to
 * commits for the rest of this transaction. */
static void tl_overflow(struct ns_tlog *tl)
{
	tl->must_commit = 1;
}

static void tl_gen_check(struct jolt_fs *fs, struct ns_tlog *tl)
{
	uint64_t gen = fs->info->running ? fs->info->running->transid : 0;
	if (gen != tl->gen) {
		tl_reset(tl);
		tl->gen = gen;
		tl->must_commit = 0;
	}
}

/* Before a note: 0 to track it, 1 when this transaction no longer tracks
 * (its next fsync commits). Notes past the bound are all dropped; not
 * while a group is being built, which holds pointers into them. */
static int tl_untracked(struct jolt_fs *fs, struct ns_tlog *tl)
{
	tl_gen_check(fs, tl);
	if (tl->kept_bytes && tl->note_bytes + tl->kept_bytes > tl->note_limit && !tl->in_log)
		tl_kept_drop(tl);
	if (!tl->must_commit && tl->note_bytes > tl->note_limit && !tl->in_log)
		tl_overflow(tl);
	if (tl->must_commit && tl->count && !tl->in_log)
		tl_reset(tl);
	return tl->must_commit;
}

/* Room for one more in a growable array of n elements of `size` bytes
 * (*cap doubled, from `first`); the growth counted in *bytes. */
static int tl_room(void *arr, size_t *cap, size_t n, size_t size, size_t first, size_t *bytes)
{
	void **a = arr;
	if (n < *cap)
		return 0;
	size_t nc = *cap ? *cap * 2 : first;
	void *p = realloc(*a, nc * size);
	if (!p)
		return -ENOMEM;
	*a = p;
	*bytes += (nc - *cap) * size;
	*cap = nc;
	return 0;
}

static int push_key(struct ns_tlog *tl, struct jolt_fs_key **a, size_t *n, size_t *cap,
		    const struct jolt_fs_key *k)
{
	if (*n && !jolt_key_cmp(&(*a)[*n - 1], k))
		return 0;
	if (tl_room(a, cap, *n, sizeof(**a), 8, &tl->note_bytes))
		return -ENOMEM;
	(*a)[(*n)++] = *k;
	return 0;
}

/* ---- the log's state of an inode's other items ---- */

static struct tl_key *st_find(const struct tl_state *s, const struct jolt_fs_key *k)
{
	if (!s->cap)
		return NULL;
	for (size_t i = key_hash(k, 0) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
		struct tl_key *e = &s->slot[i];
		if (!e->k.objectid)
			return NULL;
		if (!jolt_key_cmp(&e->k, k))
			return e;
	}
}

static int st_put(struct tl_state *s, const struct jolt_fs_key *k, uint64_t h)
{
	struct tl_key *e = st_find(s, k);
	if (e) {
		e->h = h;
		return 0;
	}
	if (2 * (s->n + 1) > s->cap) {
		struct tl_state g = {.cap = s->cap ? 2 * s->cap : 16};
		g.slot = calloc(g.cap, sizeof(*g.slot));
		if (!g.slot)
			return -ENOMEM;
		for (size_t i = 0; i < s->cap; i++)
			if (s->slot[i].k.objectid)
				st_put(&g, &s->slot[i].k, s->slot[i].h);
		free(s->slot);
		*s = g;
	}
	size_t i = key_hash(k, 0) & (s->cap - 1);
	while (s->slot[i].k.objectid)
		i = (i + 1) & (s->cap - 1);
	s->slot[i] = (struct tl_key){*k, h};
	s->n++;
	return 0;
}

/* Removes e (a slot of s), shifting back the entries its removal would
 * hide from their probe. */
static void st_del(struct tl_state *s, struct tl_key *e)
{
	size_t m = s->cap - 1, i = (size_t)(e - s->slot), j = i;
	for (;;) {
		j = (j + 1) & m;
		if (!s->slot[j].k.objectid)
			break;
		size_t home = key_hash(&s->slot[j].k, 0) & m;
		/* j's entry may move to i unless its home lies in (i, j] */
		if (((j - home) & m) >= ((j - i) & m)) {
			s->slot[i] = s->slot[j];
			i = j;
		}
	}
	memset(&s->slot[i], 0, sizeof(s->slot[i]));
	s->n--;
}

static void st_free(struct tl_state *s)
{
	free(s->slot);
	*s = (struct tl_state){0};
}

/* An item of the inode's own that is neither its inode item nor an entry
 * (the ranges of other_ranges). */
static int other_key(const struct jolt_fs_key *k)
{
	return k->type > JOLT_KEY_INODE_ITEM &&
	       (k->type < JOLT_KEY_DIR_ITEM || k->type > JOLT_KEY_DIR_INDEX);
}

/* Notes a changed other item for the next in-place relog, which then
 * looks at these keys alone. Only once the log holds all of them (before
 * that the relog takes them all); past TL_OKEYS_MAX, or without memory,
 * the relog compares every item instead (the same log). */
enum { TL_OKEYS_MAX = 1 << 16 };
static void note_other(struct ns_tlog *tl, struct tl_inode *r, const struct jolt_fs_key *k)
{
	if (!r->others_logged || r->okeys_lost || tl->relog != JOLT_RELOG_INPLACE ||
	    !other_key(k))
		return;
	if (r->nokeys >= TL_OKEYS_MAX || push_key(tl, &r->okeys, &r->nokeys, &r->okcap, k)) {
		free(r->okeys);
		r->okeys = NULL;
		r->nokeys = r->okcap = 0;
		r->okeys_lost = 1;
	}
}

void ns_tl_note_key(void *ctx, const struct jolt_fs_key *k)
{
	struct jolt_fs *fs = ctx;
	struct ns_tlog *tl = fs->tl;
	uint64_t ino = k->objectid;

	if (!tl || tl->replaying || tl_untracked(fs, tl))
		return;
	if (ino == NS_ORPHAN_OBJECTID)
		ino = k->offset;
	if (ino < JOLT_FS_FIRST_FREE_OBJECTID && ino != JOLT_ROOT_INO)
		return;
	struct tl_inode *r = tl_find(tl, ino, 1);
	if (!r) {
		tl_overflow(tl);
		return;
	}
	if (k->objectid == NS_ORPHAN_OBJECTID)
		r->dirty = 1;
	else if (k->type == JOLT_KEY_INODE_ITEM)
		r->ichanged = 1;
	else if (k->type == JOLT_KEY_DIR_ITEM || k->type == JOLT_KEY_DIR_INDEX) {
		if (r->ndkeys && !jolt_key_cmp(&r->dkeys[r->ndkeys - 1], k))
			return;
		if (tl_room_arena(tl, &r->dkeys, &r->dkcap, r->ndkeys, sizeof(*r->dkeys), 8)) {
			tl_overflow(tl);
			return;
		}
		r->dkeys[r->ndkeys++] = *k;
	} else {
		r->dirty = 1;
		if (k->type == JOLT_KEY_EXTENT_DATA || k->type == JOLT_KEY_XATTR_VALUE) {
			r->data_mark = fs->ctr.data_writes;
			r->data_ticket = jolt_journal_flush_ticket(tl->j);
		}
		note_other(tl, r, k);
	}
}

static int push_ev(struct ns_tlog *tl, struct tl_inode *r, uint32_t e)
{
	if (tl_room_arena(tl, &r->ev, &r->evcap, r->nev, sizeof(*r->ev), 4))
		return -ENOMEM;
	r->ev[r->nev++] = e;
	return 0;
}

void ns_tl_note_free(struct jolt_fs *fs, const struct jolt_fs_key *k, uint64_t bytenr,
		     uint64_t num_bytes)
{
	struct ns_tlog *tl = fs->tl;
	uint64_t ino = k->objectid;

	if (!tl || tl->replaying || tl_untracked(fs, tl))
		return;
	struct tl_inode *r = tl_find(tl, ino, 1);
	if (!r) {
		tl_overflow(tl);
		return;
	}
	if (tl_room(&r->frees, &r->frcap, r->nfrees, sizeof(*r->frees), 4, &tl->note_bytes)) {
		tl_overflow(tl);
		return;
	}
	r->frees[r->nfrees++] = (struct tl_free){*k, bytenr, num_bytes};
	r->dirty = 1;
}

void ns_tl_note_xattr(struct jolt_fs *fs, uint64_t ino, uint8_t ns, const char *name,
		      uint8_t len, const struct jolt_fs_xattr_remote *d, const void *val)
{
	struct ns_tlog *tl = fs->tl;

	if (!tl || tl->replaying || tl_untracked(fs, tl))
		return;
	struct tl_inode *r = tl_find(tl, ino, 1);
	if (!r) {
		tl_overflow(tl);
		return;
	}
	struct tl_xname *x = NULL;
	for (size_t i = 0; i < r->nxnames && !x; i++)
		if (r->xnames[i].ns == ns && r->xnames[i].len == len &&
		    !memcmp(r->xnames[i].name, name, len))
			x = &r->xnames[i];
	if (!x) {
		if (tl_room(&r->xnames, &r->xncap, r->nxnames, sizeof(*r->xnames), 2,
			    &tl->note_bytes)) {
			tl_overflow(tl);
			return;
		}
		char *n = malloc(len ? len : 1);
		if (!n) {
			tl_overflow(tl);
			return;
		}
		tl->note_bytes += len ? len : 1;
		memcpy(n, name, len);
		x = &r->xnames[r->nxnames++];
		*x = (struct tl_xname){.ns = ns, .len = len, .name = n};
	}
	/* the newest value replaces a kept one; none kept when the room is
	 * short or no memory (the fsync reads it back: the same bytes) */
	tl_kept_free(tl, x);
	if (d && tl->note_bytes + tl->kept_bytes + d->len <= tl->note_limit &&
	    (x->kval = malloc(d->len ? d->len : 1))) {
		memcpy(x->kval, val, d->len);
		x->kd = *d;
		tl->kept_bytes += d->len;
	}
	r->dirty = 1;
}

void ns_tl_note_link(struct jolt_fs *fs, uint64_t dir, uint64_t ino, const char *name, size_t len,
		     int add)
{
	struct ns_tlog *tl = fs->tl;

	if (!tl || tl->replaying || tl_untracked(fs, tl))
		return;
	if (tl_room(&tl->evs, &tl->evcap, tl->nevs, sizeof(*tl->evs), 64, &tl->note_bytes)) {
		tl_overflow(tl);
		return;
	}
	struct tl_event *e = &tl->evs[tl->nevs];
	memset(e, 0, sizeof(*e));
	e->dir = dir;
	e->ino = ino;
	e->add = (uint8_t)add;
	e->len = (uint8_t)len;
	e->name = tl_alloc(tl, len + 1);
	struct tl_inode *a = tl_find(tl, dir, 1), *b = tl_find(tl, ino, 1);
	if (!e->name || !a || !b || push_ev(tl, a, (uint32_t)tl->nevs) || push_ev(tl, b, (uint32_t)tl->nevs)) {
		tl_overflow(tl);
		return;
	}
	memcpy(e->name, name, len);
	e->name[len] = 0;
	tl->nevs++;
}

/* ---- building a group ---- */

struct tl_build {
	struct jolt_fs *fs;
	struct ns_tlog *tl;
	struct jolt_jtx *tx;
	int err;
	uint8_t *buf;
	size_t bufcap;
	uint64_t salt;               /* relog=insert: every copy its own key */
	/* inodes of the closure */
	struct tl_inode **set;
	size_t nset, setcap;
	/* dones to log: their intents' keys and their types */
	struct tl_done {
		uint64_t key;
		uint8_t type;
	} *dones;
	size_t ndones, donecap;
};

static uint8_t *scratch(struct tl_build *b, size_t len)
{
	if (len > b->bufcap) {
		void *p = realloc(b->buf, len);
		if (!p)
			return NULL;
		b->buf = p;
		b->bufcap = len;
	}
	return b->buf;
}

static void count_item(struct ns_tlog *tl, struct jolt_fsync_counters *c, uint8_t type,
		       uint32_t len)
{
	(void)tl;
	c->bytes_logged += len;
	switch (type) {
	case JOLT_ITEM_INODE: c->items_inode++; break;
	case JOLT_ITEM_DIR_ADD: c->items_dir_add++; break;
	case JOLT_ITEM_DIR_DEL: c->items_dir_del++; break;
	case JOLT_ITEM_DIR_DEL_RANGE: c->items_dir_del_range++; break;
	case JOLT_ITEM_XATTR: c->items_xattr++; break;
	case JOLT_ITEM_EXTENT: c->items_extent++; break;
	case JOLT_ITEM_ATTR_INTENT: c->items_attr_intent++; break;
	case JOLT_ITEM_EXTENT_FREE_INTENT: c->items_extent_free_intent++; break;
	case JOLT_ITEM_ATTR_DONE: case JOLT_ITEM_EXTENT_FREE_DONE: c->items_done++; break;
	default: c->items_other++; break;
	}
}

static void add_raw(struct tl_build *b, uint8_t type, uint64_t key, const void *p, uint32_t len)
{
	if (b->err)
		return;
	int rc = jolt_jtx_item(b->tx, type, key, p, len);
	if (rc) {
		b->err = rc;
		return;
	}
	count_item(b->tl, &b->fs->fctr, type, len);
}

static uint8_t set_type(uint8_t tree_type)
{
	switch (tree_type) {
	case JOLT_KEY_INODE_ITEM: return JOLT_ITEM_INODE;
	case JOLT_KEY_DIR_ITEM: case JOLT_KEY_DIR_INDEX: return JOLT_ITEM_DIR_ADD;
	case JOLT_KEY_XATTR_ITEM: case JOLT_KEY_XATTR_VALUE: return JOLT_ITEM_XATTR;
	case JOLT_KEY_EXTENT_DATA: return JOLT_ITEM_EXTENT;
	default: return JOLT_ITEM_TREE_ITEM;
	}
}

/* A tree item's current value. */
static void add_set(struct tl_build *b, const struct jolt_fs_key *k, const void *v, uint32_t len)
{
	uint8_t *p = scratch(b, sizeof(*k) + len);
	if (!p) {
		b->err = -ENOMEM;
		return;
	}
	memcpy(p, k, sizeof(*k));
	memcpy(p + sizeof(*k), v, len);
	add_raw(b, set_type(k->type), key_hash(k, b->salt) >> 1, p, (uint32_t)sizeof(*k) + len);
}

static void add_del(struct tl_build *b, const struct jolt_fs_key *k)
{
	add_raw(b, JOLT_ITEM_DIR_DEL, key_hash(k, b->salt) >> 1, k, sizeof(*k));
}

static void add_del_range(struct tl_build *b, const struct jolt_fs_key *lo,
			  const struct jolt_fs_key *hi)
{
	struct jolt_fs_key r[2] = {*lo, *hi};
	add_raw(b, JOLT_ITEM_DIR_DEL_RANGE, mix64(key_hash(lo, b->salt) ^ key_hash(hi, 7)) >> 1, r,
		sizeof(r));
}

/* The current value of one key: set, or deleted. */
static void log_key(struct tl_build *b, const struct jolt_fs_key *k)
{
	uint8_t *data;
	uint32_t size;
	int rc = ns_item_copy(b->fs, k, &data, &size);
	if (rc == -ENOENT) {
		add_del(b, k);
	} else if (rc) {
		b->err = rc;
	} else {
		add_set(b, k, data, size);
		free(data);
	}
}

static void log_range_all(struct tl_build *b, const struct jolt_fs_key *lo,
			  const struct jolt_fs_key *hi)
{
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *d;
	uint32_t sz;
	int rc;

	add_del_range(b, lo, hi);
	jolt_cursor_init(&c, b->fs->root, lo, hi);
	while (!b->err && (rc = jolt_cursor_next(&c, &k, &d, &sz)) == 1)
		add_set(b, &k, d, sz);
	if (rc < 0 && !b->err)
		b->err = rc;
	jolt_cursor_release(&c);
}

/* The ranges of an inode's items other than its inode item and entries. */
static void other_ranges(uint64_t ino, struct jolt_fs_key lo[2], struct jolt_fs_key hi[2])
{
	lo[0] = jolt_key(ino, JOLT_KEY_INODE_ITEM + 1, 0);
	hi[0] = jolt_key(ino, JOLT_KEY_DIR_ITEM - 1, UINT64_MAX);
	lo[1] = jolt_key(ino, JOLT_KEY_DIR_INDEX + 1, 0);
	hi[1] = jolt_key(ino, 255, UINT64_MAX);
}

static int key_cmp(const void *a, const void *b)
{
	return jolt_key_cmp(a, b);
}

/* Sorted and without repeats. */
static size_t keys_sort(struct jolt_fs_key *k, size_t n)
{
	size_t m = 0;
	if (n < 2)
		return n;
	qsort(k, n, sizeof(*k), key_cmp);
	for (size_t i = 0; i < n; i++)
		if (!m || jolt_key_cmp(&k[m - 1], &k[i]))
			k[m++] = k[i];
	return m;
}

/* DIR_DEL of the keys (sorted) the log holds and the tree no longer does,
 * dropped from the log's state. */
static void log_gone(struct tl_build *b, struct tl_inode *r, struct jolt_fs_key *gone, size_t n)
{
	n = keys_sort(gone, n);
	for (size_t i = 0; i < n && !b->err; i++) {
		add_del(b, &gone[i]);
		st_del(&r->state, st_find(&r->state, &gone[i]));
	}
}

static int push_gone(struct jolt_fs_key **a, size_t *n, size_t *cap, const struct jolt_fs_key *k)
{
	size_t bytes = 0;    /* a list of one fsync's, not a note: not counted */
	if (tl_room(a, cap, *n, sizeof(**a), 8, &bytes))
		return -ENOMEM;
	(*a)[(*n)++] = *k;
	return 0;
}

/* Every other item of the inode, from the tree: all logged (full), or
 * each compared with the log's copy (the relog of an inode whose changed
 * keys were too many to note). */
static void log_others_scan(struct tl_build *b, struct tl_inode *r, int full)
{
	struct jolt_fs_key lo[2], hi[2];
	struct tl_state ns = {0};
	struct jolt_fs_key *gone = NULL;
	size_t ngone = 0, gcap = 0;
	int rc = 0;

	other_ranges(r->ino, lo, hi);
	for (int i = 0; i < 2 && !b->err; i++) {
		struct jolt_cursor c;
		struct jolt_fs_key k;
		const void *d;
		uint32_t sz;

		if (full)
			add_del_range(b, &lo[i], &hi[i]);
		jolt_cursor_init(&c, b->fs->root, &lo[i], &hi[i]);
		while (!b->err && (rc = jolt_cursor_next(&c, &k, &d, &sz)) == 1) {
			uint64_t h = val_hash(d, sz);
			if (st_put(&ns, &k, h)) {
				b->err = -ENOMEM;
				break;
			}
			if (!full) {
				struct tl_key *old = st_find(&r->state, &k);
				if (old && old->h == h)
					continue;
				if (old)
					b->fs->fctr.relogs++;
			}
			add_set(b, &k, d, sz);
		}
		if (rc < 0 && !b->err)
			b->err = rc;
		jolt_cursor_release(&c);
	}
	/* what the log holds and the tree no longer does */
	for (size_t i = 0; i < r->state.cap && !full && !b->err; i++) {
		struct tl_key *e = &r->state.slot[i];
		if (e->k.objectid && !st_find(&ns, &e->k) && push_gone(&gone, &ngone, &gcap, &e->k))
			b->err = -ENOMEM;
	}
	if (!b->err)
		log_gone(b, r, gone, ngone);
	free(gone);
	if (b->err) {
		st_free(&ns);
		return;
	}
	st_free(&r->state);
	r->state = ns;
}

/* Only the keys noted changed since the inode was last logged: each one's
 * current value when it differs from the log's copy, DIR_DEL for those the
 * log holds and the tree no longer does. The same items, in the same
 * order, as log_others_scan finds comparing every item: an item changes
 * only through a search for its own key or its deletion, which the change
 * hook notes (ns_tl_note_key). */
static void log_others_noted(struct tl_build *b, struct tl_inode *r)
{
	struct jolt_fs_key *gone = NULL;
	size_t ngone = 0, gcap = 0;
	size_t n = keys_sort(r->okeys, r->nokeys);

	r->nokeys = n;
	for (size_t i = 0; i < n && !b->err; i++) {
		const struct jolt_fs_key *k = &r->okeys[i];
		uint8_t *data;
		uint32_t size;
		if (k->objectid != r->ino)
			continue;
		int rc = ns_item_copy(b->fs, k, &data, &size);
		if (rc == -ENOENT) {
			if (st_find(&r->state, k) && push_gone(&gone, &ngone, &gcap, k))
				b->err = -ENOMEM;
			continue;
		}
		if (rc) {
			b->err = rc;
			break;
		}
		uint64_t h = val_hash(data, size);
		struct tl_key *old = st_find(&r->state, k);
		if (!old || old->h != h) {
			if (old)
				b->fs->fctr.relogs++;
			add_set(b, k, data, size);
			if (st_put(&r->state, k, h))
				b->err = -ENOMEM;
		}
		free(data);
	}
	if (!b->err)
		log_gone(b, r, gone, ngone);
	free(gone);
}

/* Logs an inode's other items: all of them (the first time they are
 * logged in the transaction, relog=insert), or only what differs from the
 * log's state of them, which is complete only after a first time: an
 * inode logged before for its inode item alone has a committed tree's
 * items the log never held, and one deleted since needs its DIR_DEL. A
 * failed group leaves the state unknown (tl_log clears others_logged). */
static void log_others(struct tl_build *b, struct tl_inode *r)
{
	int full = !r->others_logged || b->tl->relog == JOLT_RELOG_INSERT;

	if (full || r->okeys_lost)
		log_others_scan(b, r, full);
	else
		log_others_noted(b, r);
	/* the orphan item, if any */
	struct jolt_fs_key ok = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, r->ino);
	if (!b->err)
		log_key(b, &ok);
	if (!b->err)
		r->others_logged = 1;
}

static int set_add(struct tl_build *b, struct tl_inode *r)
{
	if (r->mark == b->tl->mark)
		return 0;
	if (b->nset == b->setcap) {
		size_t nc = b->setcap ? b->setcap * 2 : 8;
		void *p = realloc(b->set, nc * sizeof(*b->set));
		if (!p)
			return -ENOMEM;
		b->set = p;
		b->setcap = nc;
	}
	r->mark = b->tl->mark;
	b->set[b->nset++] = r;
	return 0;
}

static int need_intent(struct tl_build *b, const struct ns_ibuf *ib)
{
	if (!b->fs->parent_ptrs)
		return 0;
	return b->tl->pptr_log == JOLT_PPTR_LOG_INTENT || (ib->i.flags & NS_INODE_XATTR_ITEMS);
}

/* ATTR_INTENT payload (docs/disk-format.md section 10), then the name,
 * then (op 3) the value. */
struct tl_attr_intent {
	uint8_t op;                  /* 1 add a parent pointer, 2 remove one; 3 set an xattr,
				      * 4 remove it */
	uint8_t name_len;
	uint16_t xns;                /* op 3, 4: the xattr's namespace byte */
	uint32_t value_len;          /* op 3 */
	uint64_t ino, parent, parent_gen;   /* parent, parent_gen: op 1, 2 */
};

/* EXTENT_FREE_INTENT payload: the reference the item at key holds on the
 * data extent [bytenr, +num_bytes) is dropped (with the item). */
struct tl_extent_free {
	struct jolt_fs_key key;
	uint64_t bytenr, num_bytes;
};

/* An intent now, its done after the group's items (a later transaction
 * with whiteouts=off). */
static void add_intent(struct tl_build *b, uint8_t type, uint8_t done_type, const void *p,
		       uint32_t len)
{
	uint64_t key = ++b->tl->intent_key;
	add_raw(b, type, key, p, len);
	if (b->err)
		return;
	if (b->ndones == b->donecap) {
		size_t nc = b->donecap ? b->donecap * 2 : 8;
		void *q = realloc(b->dones, nc * sizeof(*b->dones));
		if (!q) {
			b->err = -ENOMEM;
			return;
		}
		b->dones = q;
		b->donecap = nc;
	}
	b->dones[b->ndones].key = key;
	b->dones[b->ndones++].type = done_type;
}

/* The intents of an inode's group: its parent-pointer changes (unless
 * they ride on a shortform inode item) and the data extent references it
 * dropped since it was last logged. */
static void log_intents(struct tl_build *b, struct tl_inode *r)
{
	for (size_t i = 0; i < r->nev && !b->err; i++) {
		struct tl_event *e = &b->tl->evs[r->ev[i]];
		struct ns_ibuf ib, pib;
		if (e->logged || e->ino != r->ino)
			continue;
		if (ns_inode_read(b->fs, e->ino, &ib) || !need_intent(b, &ib))
			continue;
		struct tl_attr_intent ai = {
			.op = e->add ? 1 : 2, .name_len = e->len, .ino = e->ino, .parent = e->dir,
		};
		if (!ns_inode_read(b->fs, e->dir, &pib))
			ai.parent_gen = pib.i.generation;
		uint8_t *p = scratch(b, sizeof(ai) + e->len);
		if (!p) {
			b->err = -ENOMEM;
			return;
		}
		memcpy(p, &ai, sizeof(ai));
		memcpy(p + sizeof(ai), e->name, e->len);
		add_intent(b, JOLT_ITEM_ATTR_INTENT, JOLT_ITEM_ATTR_DONE, p,
			   (uint32_t)sizeof(ai) + e->len);
	}
	/* remote-sized xattr values set: name and value, as xfs logs an attr
	 * intent while the value goes to remote blocks outside the log */
	for (size_t i = 0; i < r->nxnames && !b->err; i++) {
		struct tl_xname *x = &r->xnames[i];
		struct ns_ibuf ib;
		struct ns_xname xn = {x->ns, x->len, x->name, 0};
		void *val = NULL;
		uint32_t vlen = 0;
		if (ns_inode_read(b->fs, r->ino, &ib))
			break;                /* gone: its items' deletion says it all */
		/* the kept copy when the entry still names that value */
		int rc = ns_xattr_get_unless(b->fs, r->ino, &ib, &xn, x->kval ? &x->kd : NULL,
					     &val, &vlen);
		const void *v = rc == 1 ? x->kval : val;
		if (rc == 1) {
			b->fs->fctr.xattr_values_kept++;
			rc = 0;
		}
		if (rc && rc != -ENODATA) {
			b->err = rc;
			break;
		}
		struct tl_attr_intent ai = {
			.op = rc ? 4 : 3, .name_len = x->len, .xns = x->ns,
			.value_len = rc ? 0 : vlen, .ino = r->ino,
		};
		uint32_t len = (uint32_t)sizeof(ai) + x->len + ai.value_len;
		uint8_t *p = scratch(b, len);
		if (!p) {
			free(val);
			b->err = -ENOMEM;
			break;
		}
		memcpy(p, &ai, sizeof(ai));
		memcpy(p + sizeof(ai), x->name, x->len);
		if (ai.value_len)
			memcpy(p + sizeof(ai) + x->len, v, vlen);
		free(val);
		add_intent(b, JOLT_ITEM_ATTR_INTENT, JOLT_ITEM_ATTR_DONE, p, len);
	}
	/* the data extent references it dropped (EFI/EFD) */
	for (size_t i = 0; i < r->nfrees && !b->err; i++) {
		struct tl_extent_free ef = {
			.key = r->frees[i].k, .bytenr = r->frees[i].bytenr,
			.num_bytes = r->frees[i].num_bytes,
		};
		add_intent(b, JOLT_ITEM_EXTENT_FREE_INTENT, JOLT_ITEM_EXTENT_FREE_DONE, &ef,
			   sizeof(ef));
	}
}

/* An inode item's hash without what only times change (fdatasync). */
static uint64_t ihash_no_times(const struct ns_ibuf *ib)
{
	struct ns_ibuf c = *ib;
	memset(&c.i.atime, 0, sizeof(c.i.atime));
	memset(&c.i.ctime, 0, sizeof(c.i.ctime));
	memset(&c.i.mtime, 0, sizeof(c.i.mtime));
	c.i.transid = 0;
	c.i.sequence = 0;
	return val_hash(&c, ns_ibuf_size(&c)) | 1;
}

static void log_inode(struct tl_build *b, struct tl_inode *r)
{
	struct ns_ibuf ib;
	int rc = ns_inode_read(b->fs, r->ino, &ib);

	if (rc == -ENOENT) {
		struct jolt_fs_key lo = jolt_key(r->ino, 0, 0), hi = jolt_key(r->ino, 255, UINT64_MAX);
		struct jolt_fs_key ok = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, r->ino);
		add_del_range(b, &lo, &hi);
		add_del(b, &ok);
		st_free(&r->state);
		r->others_logged = 0;
		return;
	}
	if (rc) {
		b->err = rc;
		return;
	}
	struct jolt_fs_key ik = jolt_key(r->ino, JOLT_KEY_INODE_ITEM, 0);
	if (r->logged)
		b->fs->fctr.relogs++;
	add_set(b, &ik, &ib, ns_ibuf_size(&ib));
	r->ihash = ihash_no_times(&ib);
	if (ns_is_dir(&ib)) {
		if (r->full_dir) {
			struct jolt_fs_key lo = jolt_key(r->ino, JOLT_KEY_DIR_ITEM, 0);
			struct jolt_fs_key hi = jolt_key(r->ino, JOLT_KEY_DIR_INDEX, UINT64_MAX);
			log_range_all(b, &lo, &hi);
		} else {
			for (size_t i = 0; i < r->ndkeys && !b->err; i++)
				log_key(b, &r->dkeys[i]);
		}
	}
	if (r->dirty && !b->err)
		log_others(b, r);
}

static int tl_commit_tx(struct jolt_fs *fs, struct ns_tlog *tl, struct jolt_jtx *tx, uint64_t *txid)
{
	int rc = jolt_journal_commit(tl->j, tx, txid);
	if (!rc) {
		fs->fctr.log_txs++;
		if (*txid > tl->last_txid)
			tl->last_txid = *txid;
	}
	return rc;
}

/* Logs ino and its closure in one journal transaction; *txid is what a
 * force must name. -E2BIG / -ENOSPC: it does not fit, commit instead. */
static int tl_log(struct jolt_fs *fs, uint64_t ino, uint64_t *txid)
{
	struct ns_tlog *tl = fs->tl;
	struct tl_build b = {.fs = fs, .tl = tl, .buf = tl->scratch, .bufcap = tl->scratch_cap};
	struct tl_inode *r = tl_find(tl, ino, 1);
	int rc, logged = 0;

	tl->scratch = NULL;
	tl->scratch_cap = 0;
	if (!r) {
		free(b.buf);
		return -ENOMEM;
	}
	tl->mark++;
	tl->in_log = 1;
	if ((rc = set_add(&b, r)))
		goto out;
	/* the closure over link events not yet logged */
	for (size_t i = 0; i < b.nset; i++) {
		struct tl_inode *y = b.set[i];
		for (size_t j = 0; j < y->nev; j++) {
			struct tl_event *e = &tl->evs[y->ev[j]];
			if (e->logged)
				continue;
			struct tl_inode *z = tl_find(tl, e->dir == y->ino ? e->ino : e->dir, 1);
			if (!z) {
				rc = -ENOMEM;
				goto out;
			}
			if ((rc = set_add(&b, z)))
				goto out;
		}
	}
	/* data the logged extents point at is durable before the log is (the
	 * journal's own flush covers only what completed before its records) */
	uint64_t need = 0;
	for (size_t i = 0; i < b.nset; i++)
		if (b.set[i]->data_mark > need)
			need = b.set[i]->data_mark;
	int preflush = 0;
	uint64_t ticket = 0;
	if (need > tl->data_writes_flushed) {
		/* the journal writes the group's commit record only after a
		 * flush submitted after the data its inodes point at completed:
		 * after the newest ticket of those not yet covered */
		preflush = 1;
		for (size_t i = 0; i < b.nset; i++)
			if (b.set[i]->data_mark > tl->data_writes_flushed &&
			    b.set[i]->data_ticket > ticket)
				ticket = b.set[i]->data_ticket;
	}
	b.tx = jolt_journal_tx_begin(tl->j);
	if (!b.tx) {
		rc = -ENOMEM;
		goto out;
	}
	if (preflush)
		jolt_jtx_preflush_after(b.tx, ticket);
	tl->seq++;
	if (tl->relog == JOLT_RELOG_INSERT)
		b.salt = mix64(tl->seq);
	struct tl_header h = {.magic = TL_MAGIC, .generation = tl->gen, .seq = tl->seq};
	add_raw(&b, JOLT_ITEM_TX_HEADER, (1ull << 63) | tl->seq, &h, sizeof(h));
	for (size_t i = 0; i < b.nset; i++)
		log_intents(&b, b.set[i]);
	for (size_t i = 0; i < b.nset && !b.err; i++)
		log_inode(&b, b.set[i]);
	int split = tl->whiteouts == JOLT_WHITEOUTS_OFF && b.ndones;
	for (size_t i = 0; i < b.ndones && !split; i++)
		add_raw(&b, b.dones[i].type, b.dones[i].key, &ino, sizeof(ino));
	if (b.err) {
		rc = b.err;
		jolt_jtx_abort(b.tx);
		goto out;
	}
	rc = tl_commit_tx(fs, tl, b.tx, txid);
	if (rc)
		goto out;
	fs->fctr.data_preflushes += (uint64_t)preflush;
	if (split) {
		/* the dones in a later checkpoint than their intents */
		struct jolt_jtx *tx2 = jolt_journal_tx_begin(tl->j);
		if (!tx2 || (rc = jolt_journal_push(tl->j))) {
			if (tx2)
				jolt_jtx_abort(tx2);
			rc = rc ? rc : -ENOMEM;
			goto done;
		}
		tl->seq++;
		struct tl_header h2 = {.magic = TL_MAGIC, .generation = tl->gen, .seq = tl->seq};
		b.tx = tx2;
		add_raw(&b, JOLT_ITEM_TX_HEADER, (1ull << 63) | tl->seq, &h2, sizeof(h2));
		for (size_t i = 0; i < b.ndones; i++)
			add_raw(&b, b.dones[i].type, b.dones[i].key, &ino, sizeof(ino));
		if (b.err) {
			rc = b.err;
			jolt_jtx_abort(tx2);
			goto done;
		}
		rc = tl_commit_tx(fs, tl, tx2, txid);
	}
done:
	/* what went into the log is logged even when the dones failed: the
	 * intents are finished by replay */
	logged = 1;
	for (size_t i = 0; i < b.nset; i++) {
		struct tl_inode *y = b.set[i];
		for (size_t j = 0; j < y->nev; j++)
			tl->evs[y->ev[j]].logged = 1;
		y->nev = 0;
		y->nfrees = 0;
		tl_xnames_clear(tl, y);
		y->ndkeys = 0;
		y->nokeys = 0;
		y->okeys_lost = 0;
		y->dirty = 0;
		y->ichanged = 0;
		y->full_dir = 0;
		y->logged = 1;
		y->last_txid = *txid;
	}
out:
	/* a group not committed may have changed the log's state of its
	 * inodes' other items: the next log of each takes them whole */
	for (size_t i = 0; i < b.nset && !logged; i++)
		b.set[i]->others_logged = 0;
	tl->in_log = 0;
	if (tl->reset_pending) {
		tl->reset_pending = 0;
		tl_reset(tl);
		tl->gen = 0;
		tl->must_commit = 0;
		tl->data_writes_flushed = fs->ctr.data_writes;
	}
	if (b.bufcap > TL_SCRATCH_KEPT) {
		free(b.buf);
	} else {
		tl->scratch = b.buf;      /* the next group's, already mapped */
		tl->scratch_cap = b.bufcap;
	}
	free(b.set);
	free(b.dones);
	return rc;
}

/* A force of a log transaction committed when `w` data writes had been
 * counted has completed: those writes are durable too. The flush that made
 * its records durable was submitted after they were written, so after
 * those data writes completed (the journal runs in commit mode flush: a
 * record is never made durable by FUA alone). So a force's flush doubles
 * as the data flush of fsyncs whose writes came before its log, as xfs's
 * log force with REQ_PREFLUSH makes data written before it durable. */
static void force_covers(struct ns_tlog *tl, uint64_t w)
{
	if (w > tl->data_writes_flushed)
		tl->data_writes_flushed = w;
}

static int has_pending(const struct tl_inode *r)
{
	return r->ichanged || r->dirty || r->ndkeys || r->nev || r->full_dir || r->nfrees ||
	       r->nxnames;
}

static int fall_back_commit(struct jolt_fs *fs)
{
	fs->fctr.full_commits++;
	return jolt_fs_commit(fs->info);
}

int ns_tl_fsync(struct jolt_fs *fs, uint64_t ino, int datasync)
{
	struct ns_tlog *tl = fs->tl;
	uint64_t txid = 0, w_log = 0;
	int rc;

	jolt_fs_lock(fs->info);
	fs->fctr.fsyncs++;
	if (fs->rdonly) {
		jolt_fs_unlock(fs->info);
		return 0;
	}
	if (fs->info->error) {
		jolt_fs_unlock(fs->info);
		return -EROFS;
	}
	if (!tl) {
		rc = jolt_fs_commit(fs->info);
		jolt_fs_unlock(fs->info);
		return rc;
	}
	tl_gen_check(fs, tl);
	if (!fs->info->running) {
		fs->fctr.fsyncs_in_commit++;
		jolt_fs_unlock(fs->info);
		return 0;             /* everything is in the last commit */
	}
	if (tl->must_commit) {
		rc = fall_back_commit(fs);
		jolt_fs_unlock(fs->info);
		return rc;
	}
	struct tl_inode *r = tl_find(tl, ino, 0);
	struct ns_ibuf ib;
	if (datasync && r && r->logged && r->ichanged && !r->dirty && !r->ndkeys && !r->nev &&
	    !r->full_dir && !ns_inode_read(fs, ino, &ib) && ihash_no_times(&ib) == r->ihash) {
		/* only times changed since it was logged: fdatasync leaves them */
		fs->fctr.datasync_skips++;
		txid = r->last_txid;
	} else if (r && has_pending(r)) {
		rc = tl_log(fs, ino, &txid);
		if (rc == -E2BIG || rc == -ENOSPC || rc == -ENOMEM) {
			rc = fall_back_commit(fs);
			jolt_fs_unlock(fs->info);
			return rc;
		}
		if (rc) {
			jolt_fs_unlock(fs->info);
			return rc;
		}
		fs->fctr.logged_fsyncs++;
		w_log = fs->ctr.data_writes;
	} else if (r) {
		txid = r->last_txid;
	}
	if (!txid) {
		fs->fctr.fsyncs_in_commit++;   /* not changed since the last commit */
		jolt_fs_unlock(fs->info);
		return 0;
	}
	jolt_fs_unlock(fs->info);
	rc = jolt_journal_force_sync(tl->j, txid);
	if (rc)
		return rc;
	if (w_log) {
		jolt_fs_lock(fs->info);
		force_covers(tl, w_log);
		jolt_fs_unlock(fs->info);
	}
	return 0;
}

void ns_tl_renamed(struct jolt_fs *fs, uint64_t ino, uint64_t olddir, uint64_t other)
{
	struct ns_tlog *tl = fs->tl;
	uint64_t txid;

	if (!tl || tl->must_commit)
		return;
	tl_gen_check(fs, tl);
	struct tl_inode *r = tl_find(tl, ino, 0), *d = tl_find(tl, olddir, 0);
	struct tl_inode *o = other ? tl_find(tl, other, 0) : NULL;
	if (!(r && r->logged) && !(d && d->logged) && !(o && o->logged))
		return;
	if (tl->rename_log == JOLT_RENAME_LOG_FULL && d)
		d->full_dir = 1;
	int rc = tl_log(fs, ino, &txid);
	if (rc)
		tl_overflow(tl);       /* the next fsync commits */
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
	tl_reset(tl);
	tl->gen = 0;
	tl->must_commit = 0;
	tl->data_writes_flushed = fs->ctr.data_writes;   /* the commit flushed */
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
}
