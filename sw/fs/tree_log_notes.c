/* The tree log's notes of the running transaction (tree_log.c says what
 * is tracked and why): the inode table (an inode's record, found by a
 * hash of its number, chains doubling with the count), the change hook
 * of the fs tree (ns_tl_note_key), link events (ns_tl_note_link), dropped
 * data extent references (ns_tl_note_free) and remote xattr values set
 * (ns_tl_note_xattr, the value kept while the bound has room). Every note
 * is dropped at the commit (tl_reset_committed) and, past the notes'
 * bound, at once: the transaction's next fsync commits instead. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/journal.h"
#include "tree_log_priv.h"

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
			size_t nb = tl_mix64(r->ino) & (nsz - 1);
			r->next = nt[nb];
			nt[nb] = r;
		}
	free(tl->tab);
	tl->note_bytes += (nsz - tl->tabsz) * sizeof(*nt);
	tl->tab = nt;
	tl->tabsz = nsz;
}

struct tl_inode *tl_find(struct ns_tlog *tl, uint64_t ino, int create)
{
	size_t b = tl_mix64(ino) & (tl->tabsz - 1);
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

void tl_xnames_clear(struct ns_tlog *tl, struct tl_inode *r)
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

void tl_reset(struct ns_tlog *tl)
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

/* A commit made every note obsolete: the next transaction's start afresh,
 * and every data write so far is durable (the commit flushed). */
void tl_reset_committed(struct jolt_fs *fs, struct ns_tlog *tl)
{
	tl_reset(tl);
	tl->gen = 0;
	tl->must_commit = 0;
	tl->data_writes_flushed = fs->ctr.data_writes;
}

/* Failing to track means a later fsync may miss a change: fall back to
 * commits for the rest of this transaction. */
void tl_overflow(struct ns_tlog *tl)
{
	tl->must_commit = 1;
}

void tl_gen_check(struct jolt_fs *fs, struct ns_tlog *tl)
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
