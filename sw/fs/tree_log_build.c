/* Building a log group (tree_log.c says what one holds and why a crash
 * at any point replays to a consistent tree): the items of an inode and
 * its closure as journal items (tree keys hashed into journal keys, so
 * the engine coalesces relogs of one key), its intents before its items
 * and their dones after, and the group committed as one journal
 * transaction (tl_log, phase by phase at the end of the file). Runs under
 * fs->lock. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/fs_items.h"
#include "jolt/journal.h"
#include "tree_log_priv.h"

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
	add_raw(b, set_type(k->type), tl_key_hash(k, b->salt) >> 1, p, (uint32_t)sizeof(*k) + len);
}

static void add_del(struct tl_build *b, const struct jolt_fs_key *k)
{
	add_raw(b, JOLT_ITEM_DIR_DEL, tl_key_hash(k, b->salt) >> 1, k, sizeof(*k));
}

static void add_del_range(struct tl_build *b, const struct jolt_fs_key *lo,
			  const struct jolt_fs_key *hi)
{
	struct jolt_fs_key r[2] = {*lo, *hi};
	add_raw(b, JOLT_ITEM_DIR_DEL_RANGE, tl_mix64(tl_key_hash(lo, b->salt) ^ tl_key_hash(hi, 7)) >> 1, r,
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
		tl_state_del(&r->state, tl_state_find(&r->state, &gone[i]));
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
			uint64_t h = tl_val_hash(d, sz);
			if (tl_state_put(&ns, &k, h)) {
				b->err = -ENOMEM;
				break;
			}
			if (!full) {
				struct tl_key *old = tl_state_find(&r->state, &k);
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
		if (e->k.objectid && !tl_state_find(&ns, &e->k) && push_gone(&gone, &ngone, &gcap, &e->k))
			b->err = -ENOMEM;
	}
	if (!b->err)
		log_gone(b, r, gone, ngone);
	free(gone);
	if (b->err) {
		tl_state_free(&ns);
		return;
	}
	tl_state_free(&r->state);
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
			if (tl_state_find(&r->state, k) && push_gone(&gone, &ngone, &gcap, k))
				b->err = -ENOMEM;
			continue;
		}
		if (rc) {
			b->err = rc;
			break;
		}
		uint64_t h = tl_val_hash(data, size);
		struct tl_key *old = tl_state_find(&r->state, k);
		if (!old || old->h != h) {
			if (old)
				b->fs->fctr.relogs++;
			add_set(b, k, data, size);
			if (tl_state_put(&r->state, k, h))
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
uint64_t tl_ihash_no_times(const struct ns_ibuf *ib)
{
	struct ns_ibuf c = *ib;
	memset(&c.i.atime, 0, sizeof(c.i.atime));
	memset(&c.i.ctime, 0, sizeof(c.i.ctime));
	memset(&c.i.mtime, 0, sizeof(c.i.mtime));
	c.i.transid = 0;
	c.i.sequence = 0;
	return tl_val_hash(&c, ns_ibuf_size(&c)) | 1;
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
		tl_state_free(&r->state);
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
	r->ihash = tl_ihash_no_times(&ib);
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

/* ---- a group, phase by phase ---- */

/* Phase 1: the fsynced inode and its closure over link events not yet
 * logged (a new file's parent chain, the other end of a rename, a file
 * whose name went away). */
static int tl_closure(struct tl_build *b, struct tl_inode *r)
{
	struct ns_tlog *tl = b->tl;
	int rc = set_add(b, r);

	for (size_t i = 0; i < b->nset && !rc; i++) {
		struct tl_inode *y = b->set[i];
		for (size_t j = 0; j < y->nev && !rc; j++) {
			struct tl_event *e = &tl->evs[y->ev[j]];
			if (e->logged)
				continue;
			struct tl_inode *z = tl_find(tl, e->dir == y->ino ? e->ino : e->dir, 1);
			rc = z ? set_add(b, z) : -ENOMEM;
		}
	}
	return rc;
}

/* Phase 2: data the logged extents point at is durable before the log is
 * (the journal's own flush covers only what completed before its
 * records). 1 when an inode of the group wrote data no completed flush
 * covers: the journal must write the group's commit record only after a
 * flush submitted after that data completed, after *ticket (the newest
 * of those inodes' tickets); 0 when none did. */
static int tl_needs_preflush(const struct tl_build *b, uint64_t *ticket)
{
	uint64_t flushed = b->tl->data_writes_flushed;
	int preflush = 0;

	*ticket = 0;
	for (size_t i = 0; i < b->nset; i++) {
		const struct tl_inode *y = b->set[i];
		if (y->data_mark <= flushed)
			continue;
		preflush = 1;
		if (y->data_ticket > *ticket)
			*ticket = y->data_ticket;
	}
	return preflush;
}

/* The TX_HEADER that opens each journal transaction of a group. */
static void add_header(struct tl_build *b)
{
	struct ns_tlog *tl = b->tl;

	tl->seq++;
	struct tl_header h = {.magic = TL_MAGIC, .generation = tl->gen, .seq = tl->seq};
	add_raw(b, JOLT_ITEM_TX_HEADER, (1ull << 63) | tl->seq, &h, sizeof(h));
}

static void add_dones(struct tl_build *b, uint64_t ino)
{
	for (size_t i = 0; i < b->ndones; i++)
		add_raw(b, b->dones[i].type, b->dones[i].key, &ino, sizeof(ino));
}

/* whiteouts=off: the dones go in a transaction of their own. */
static int dones_apart(const struct tl_build *b)
{
	return b->tl->whiteouts == JOLT_WHITEOUTS_OFF && b->ndones;
}

/* Phase 3: the group's journal transaction: its header, every inode's
 * intents, then every inode's items, then (whiteouts=on) the dones;
 * committed, with a preflush after `ticket` when asked. */
static int tl_build_group(struct tl_build *b, uint64_t ino, int preflush, uint64_t ticket,
			  uint64_t *txid)
{
	struct ns_tlog *tl = b->tl;

	b->tx = jolt_journal_tx_begin(tl->j);
	if (!b->tx)
		return -ENOMEM;
	if (preflush)
		jolt_jtx_preflush_after(b->tx, ticket);
	add_header(b);
	if (tl->relog == JOLT_RELOG_INSERT)
		b->salt = tl_mix64(tl->seq);
	for (size_t i = 0; i < b->nset; i++)
		log_intents(b, b->set[i]);
	for (size_t i = 0; i < b->nset && !b->err; i++)
		log_inode(b, b->set[i]);
	if (!dones_apart(b))
		add_dones(b, ino);
	if (b->err) {
		jolt_jtx_abort(b->tx);
		return b->err;
	}
	return tl_commit_tx(b->fs, tl, b->tx, txid);
}

/* Phase 4 (whiteouts=off): the dones in a second transaction after a
 * push, so that they land in a later checkpoint than their intents. */
static int tl_commit_dones_apart(struct tl_build *b, uint64_t ino, uint64_t *txid)
{
	struct ns_tlog *tl = b->tl;
	struct jolt_jtx *tx2 = jolt_journal_tx_begin(tl->j);
	int rc = 0;

	if (!tx2 || (rc = jolt_journal_push(tl->j))) {
		if (tx2)
			jolt_jtx_abort(tx2);
		return rc ? rc : -ENOMEM;
	}
	b->tx = tx2;
	add_header(b);
	add_dones(b, ino);
	if (b->err) {
		jolt_jtx_abort(tx2);
		return b->err;
	}
	return tl_commit_tx(b->fs, tl, tx2, txid);
}

/* Phase 5: what went into the log is logged, even when the dones failed
 * (replay finishes the intents): the group's inodes' notes start afresh. */
static void tl_mark_logged(struct tl_build *b, uint64_t txid)
{
	struct ns_tlog *tl = b->tl;

	for (size_t i = 0; i < b->nset; i++) {
		struct tl_inode *y = b->set[i];
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
		y->last_txid = txid;
	}
}

/* Phase 6, committed or not: a group not committed may have changed the
 * log's state of its inodes' other items, so the next log of each takes
 * them whole; a commit that came meanwhile (need_space) resets the notes
 * now; the scratch buffer is kept for the next group. */
static void tl_build_end(struct tl_build *b, int logged)
{
	struct ns_tlog *tl = b->tl;

	for (size_t i = 0; i < b->nset && !logged; i++)
		b->set[i]->others_logged = 0;
	tl->in_log = 0;
	if (tl->reset_pending) {
		tl->reset_pending = 0;
		tl_reset_committed(b->fs, tl);
	}
	if (b->bufcap > TL_SCRATCH_KEPT) {
		free(b->buf);
	} else {
		tl->scratch = b->buf;     /* the next group's, already mapped */
		tl->scratch_cap = b->bufcap;
	}
	free(b->set);
	free(b->dones);
}

int tl_log(struct jolt_fs *fs, uint64_t ino, uint64_t *txid)
{
	struct ns_tlog *tl = fs->tl;
	struct tl_build b = {.fs = fs, .tl = tl, .buf = tl->scratch, .bufcap = tl->scratch_cap};
	struct tl_inode *r = tl_find(tl, ino, 1);
	uint64_t ticket = 0;
	int rc, preflush = 0, logged = 0;

	tl->scratch = NULL;
	tl->scratch_cap = 0;
	if (!r) {
		free(b.buf);
		return -ENOMEM;
	}
	tl->mark++;
	tl->in_log = 1;
	rc = tl_closure(&b, r);
	if (!rc) {
		preflush = tl_needs_preflush(&b, &ticket);
		rc = tl_build_group(&b, ino, preflush, ticket, txid);
	}
	if (!rc) {
		fs->fctr.data_preflushes += (uint64_t)preflush;
		logged = 1;
		if (dones_apart(&b))
			rc = tl_commit_dones_apart(&b, ino, txid);
		tl_mark_logged(&b, *txid);
	}
	tl_build_end(&b, logged);
	return rc;
}
