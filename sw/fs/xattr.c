/* Extended attributes, and the storage parent pointers share with them
 * (xfs's attr fork, in btrfs's items).
 *
 * An inode's xattrs are in one of two forms, as xfs's attr fork is local
 * or not:
 *  - shortform: inline in the inode item, after its 160 bytes, while the
 *    whole set fits fs->sf_max bytes (512, or a quarter of the largest
 *    item on small nodes). A change is then a change of the inode item
 *    alone: the seed-003 fast path (the tree log logs it with the inode).
 *  - items: when a set would outgrow that, every xattr moves to XATTR_ITEMs
 *    (ino, 24, hash), entries with equal hashes back to back in one item,
 *    and the inode's NS_INODE_XATTR_ITEMS flag says so. A value whose entry
 *    is larger than fs->xattr_inline_max (a quarter of an item: more than
 *    a leaf holds comfortably) is remote, as xfs's remote attribute
 *    blocks: it lives in a data extent of its own, written outside the
 *    log, an XATTR_VALUE item (ino, 25, id) points at it, and its entry
 *    holds a 16-byte descriptor (id, length, CRC32C) instead.
 *  - back: when a removal leaves at most 8 xattrs, none remote, fitting
 *    half of sf_max, they move back inline (the hysteresis keeps a set at
 *    the boundary from moving at every change).
 * Exactly one form holds at a time, so a lookup reads one place.
 *
 * Names: the namespace (user, trusted, security, system; 5 for parent
 * pointers) is a byte and the name is stored without its prefix. The hash
 * is CRC32C of the namespace byte, the name, and for a parent pointer the
 * parent's inode number (8 bytes LE), so links of one inode with one name
 * in different directories are different xattrs. A parent pointer's
 * value is (parent inode, parent generation), 16 bytes LE; it matches by
 * namespace, name and parent inode. Layouts: docs/disk-format.md 8.2, 8.4. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"
#include "ns.h"

enum { SF_HDR = 4, BACK_TO_SF_COUNT = 8 };

/* ---- shortform ---- */

struct sf_ent {
	uint8_t ns, nlen;
	uint16_t vlen;
	const uint8_t *name, *val;
	uint32_t off, size;
};

static int sf_next(const uint8_t *sf, uint32_t bytes, uint32_t *pos, struct sf_ent *e)
{
	uint32_t p = *pos;

	if (p >= bytes)
		return 0;
	if (bytes - p < SF_HDR)
		return -EUCLEAN;
	e->ns = sf[p];
	e->nlen = sf[p + 1];
	memcpy(&e->vlen, sf + p + 2, 2);
	e->off = p;
	e->size = SF_HDR + e->nlen + e->vlen;
	if (e->nlen == 0 || e->size > bytes - p)
		return -EUCLEAN;
	e->name = sf + p + SF_HDR;
	e->val = e->name + e->nlen;
	*pos = p + e->size;
	return 1;
}

int ns_sf_walk(const uint8_t *sf, uint32_t bytes, uint32_t count, ns_xattr_fn fn, void *ctx)
{
	struct sf_ent e;
	uint32_t pos = 0, n = 0;
	int r;

	while ((r = sf_next(sf, bytes, &pos, &e)) == 1) {
		n++;
		if (fn) {
			int s = fn(ctx, e.ns, (const char *)e.name, e.nlen, e.val, e.vlen);
			if (s)
				return s;
		}
	}
	if (r < 0 || n != count)
		return -EUCLEAN;
	return 0;
}

static int xmatch(const struct ns_xname *xn, uint8_t ns, const uint8_t *name, uint32_t nlen,
		  const uint8_t *val, uint32_t vlen)
{
	if (ns != xn->ns || nlen != xn->len || memcmp(name, xn->name, nlen))
		return 0;
	if (ns == JOLT_FS_XATTR_PARENT) {
		uint64_t p, g;
		if (vlen != NS_PPTR_VALUE)
			return 0;
		ns_pptr_decode(val, &p, &g);
		return p == xn->pptr_parent;
	}
	return 1;
}

static int sf_find(const struct ns_ibuf *ib, const struct ns_xname *xn, struct sf_ent *out)
{
	uint32_t pos = 0;
	int r;

	while ((r = sf_next(ib->sf, ib->i.xattr_bytes, &pos, out)) == 1)
		if (xmatch(xn, out->ns, out->name, out->nlen, out->val, out->vlen))
			return 0;
	return r < 0 ? -EUCLEAN : -ENODATA;
}

static void sf_remove(struct ns_ibuf *ib, const struct sf_ent *e)
{
	uint32_t end = e->off + e->size;

	memmove(ib->sf + e->off, ib->sf + end, ib->i.xattr_bytes - end);
	ib->i.xattr_bytes = (uint16_t)(ib->i.xattr_bytes - e->size);
	ib->i.xattr_count--;
}

static void sf_append(struct ns_ibuf *ib, uint8_t ns, const char *name, uint32_t nlen,
		      const void *val, uint32_t vlen)
{
	uint8_t *p = ib->sf + ib->i.xattr_bytes;
	uint16_t v = (uint16_t)vlen;

	p[0] = ns;
	p[1] = (uint8_t)nlen;
	memcpy(p + 2, &v, 2);
	memcpy(p + SF_HDR, name, nlen);
	if (vlen)
		memcpy(p + SF_HDR + nlen, val, vlen);
	ib->i.xattr_bytes = (uint16_t)(ib->i.xattr_bytes + SF_HDR + nlen + vlen);
	ib->i.xattr_count++;
}

/* ---- items ---- */

static uint64_t xhash(uint8_t ns, const void *name, uint32_t nlen, uint64_t pptr_parent)
{
	uint32_t c = jolt_crc32c(0, &ns, 1);

	c = jolt_crc32c(c, name, nlen);
	if (ns == JOLT_FS_XATTR_PARENT)
		c = jolt_crc32c(c, &pptr_parent, 8);
	return c;
}

static uint64_t xn_hash(const struct ns_xname *xn)
{
	return xhash(xn->ns, xn->name, xn->len, xn->pptr_parent);
}

/* A remote value is one data extent of its own (its length rounded up to
 * sectors), written to the device before the item pointing at it is
 * inserted; the XATTR_VALUE item (ino, 25, id) points at it with an
 * EXTENT_DATA-shaped value and holds its one reference, so snapshots share
 * it and the extent tree counts it as any file extent (btree.c
 * jolt_item_data_extent). The fsync that logs the entry flushes the data
 * first, as for file data (tree_log.c). */
static int remote_item(struct jolt_fs *fs, uint64_t ino, const struct jolt_fs_xattr_remote *d,
		       struct jolt_fs_file_extent_item *fe)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_VALUE, d->id);
	uint8_t *v;
	uint32_t sz;
	int err = ns_item_copy(fs, &k, &v, &sz);

	if (err == -ENOENT)
		err = -EUCLEAN;
	if (err)
		return err;
	if (!jolt_item_data_extent(&k, v, sz, fe) || fe->offset || fe->num_bytes != d->len ||
	    fe->disk_num_bytes < d->len)
		err = -EUCLEAN;
	free(v);
	return err;
}

static int remote_read(struct jolt_fs *fs, uint64_t ino, const struct jolt_fs_xattr_remote *d,
		       void **val)
{
	struct jolt_fs_file_extent_item fe;
	uint8_t *buf = malloc(d->len ? d->len : 1);
	int err;

	if (!buf)
		return -ENOMEM;
	err = remote_item(fs, ino, d, &fe);
	if (!err && (fe.disk_num_bytes % jolt_blk_block_size(fs->dev) || d->len > fe.disk_num_bytes))
		err = -EUCLEAN;
	if (!err)
		err = ns_data_read(fs, fe.disk_bytenr, buf, d->len);
	if (!err && jolt_crc32c(0, buf, d->len) != d->crc)
		err = -EUCLEAN;
	if (err) {
		if (err == -EUCLEAN)
			ns_note_damage(fs, "inode %llu: xattr value %llu damaged or incomplete",
				       (unsigned long long)ino, (unsigned long long)d->id);
		free(buf);
		return err;
	}
	*val = buf;
	return 0;
}

/* The remote values one set writes (the new value, and on small nodes
 * shortform values that become remote as the set moves into items): their
 * extents are allocated and written before any tree changes, so that a
 * device without room for them is -ENOSPC with nothing changed (undone:
 * remote_plan_undo), as xfs reserves the remote blocks of an attr before
 * it joins the transaction. item_put then takes them in the same order. */
struct ns_remote_new {
	struct jolt_fs_xattr_remote d;
	uint64_t bytenr, bytes;
	const void *val;             /* NULL once written */
};

/* The new value, already written to space of its own without fs->lock
 * (value_write_unlocked): the plan takes it as its
 * last value and references that space instead of allocating. */
struct prewritten {
	uint64_t bytenr, bytes;
	uint32_t crc;
	int taken;                   /* referenced by a plan (undone with it) */
};

static void remote_plan_undo(struct jolt_trans *t, struct ns_xattr_plan *pl)
{
	for (size_t i = 0; i < pl->n; i++)
		jolt_alloc_data_extent_undo(t, pl->v[i].bytenr, pl->v[i].bytes);
	pl->n = pl->used = 0;
}

void ns_xattr_plan_free(struct ns_xattr_plan *pl)
{
	free(pl->v);
	memset(pl, 0, sizeof(*pl));
}

/* Allocates the extent of one more remote value (ids above the inode's
 * highest) in the room set_prepare made. 0, -ENOSPC, errors; val is
 * written by remote_plan_write. */
static int remote_plan_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			   struct ns_xattr_plan *pl, const void *val, uint32_t vlen,
			   struct prewritten *pre)
{
	struct ns_remote_new *r;
	int err;

	if (pl->n == pl->cap)
		return -EUCLEAN;          /* more than set_prepare counted: a bug */
	if (!pl->v && !(pl->v = malloc(pl->cap * sizeof(*pl->v))))
		return -ENOMEM;
	r = &pl->v[pl->n];
	if (pl->n) {
		r->d.id = pl->v[pl->n - 1].d.id + 1;
	} else {
		struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_VALUE, UINT64_MAX);
		struct jolt_path p;
		jolt_path_init(&p);
		err = jolt_btree_search_le(fs->root, &k, &p);
		if (err < 0)
			return err;
		r->d.id = 1;
		if (err == 0) {
			const struct jolt_fs_key *f = &jolt_path_item(&p)->key;
			if (f->objectid == ino && f->type == JOLT_KEY_XATTR_VALUE)
				r->d.id = f->offset + 1;
		}
		jolt_path_release(fs->info, &p);
	}
	r->d.len = vlen;
	r->bytes = (vlen + fs->info->sectorsize - 1) / fs->info->sectorsize * fs->info->sectorsize;
	if (pre) {
		if (pre->bytes != r->bytes)
			return -EUCLEAN;
		r->d.crc = pre->crc;
		r->bytenr = pre->bytenr;
		r->val = NULL;
		err = jolt_alloc_data_ref(t, r->bytenr, r->bytes, fs->root->objectid, ino, r->d.id);
		pre->taken = !err;
	} else {
		r->d.crc = jolt_crc32c(0, val, vlen);
		r->val = val;
		err = jolt_alloc_data_extent(t, r->bytes, fs->root->objectid, ino, r->d.id,
					     &r->bytenr);
	}
	if (!err)
		pl->n++;
	return err;
}

/* Writes every planned value not yet written to its extent (the data is
 * on the device before any item points at it). */
static int remote_plan_write(struct jolt_fs *fs, struct ns_xattr_plan *pl)
{
	for (size_t i = 0; i < pl->n; i++) {
		struct ns_remote_new *r = &pl->v[i];
		if (!r->val)
			continue;
		uint8_t *buf = jolt_blk_alloc(fs->dev, r->bytes);
		int err;
		if (!buf)
			return -ENOMEM;
		memcpy(buf, r->val, r->d.len);
		memset(buf + r->d.len, 0, r->bytes - r->d.len);
		err = jolt_blk_io_sync(fs->dev, JOLT_BLK_WRITE, 0, r->bytenr, buf, r->bytes);
		jolt_blk_free(fs->dev, buf);
		fs->ctr.data_writes++;
		fs->ctr.data_bytes_written += r->bytes;
		if (err)
			return err;
		r->val = NULL;
	}
	return 0;
}

/* Inserts the XATTR_VALUE item of the next planned value (which must be
 * vlen bytes long) and gives its descriptor. */
static int remote_insert(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 struct ns_xattr_plan *pl, uint32_t vlen, struct jolt_fs_xattr_remote *d)
{
	struct jolt_fs_file_extent_item fe;
	struct ns_remote_new *r;

	if (!pl || pl->used == pl->n || pl->v[pl->used].d.len != vlen)
		return -EUCLEAN;          /* not planned: a bug, never the device's state */
	r = &pl->v[pl->used++];
	memset(&fe, 0, sizeof(fe));
	fe.generation = t->transid;
	fe.ram_bytes = vlen;
	fe.type = JOLT_FS_FILE_EXTENT_REG;
	fe.disk_bytenr = r->bytenr;
	fe.disk_num_bytes = r->bytes;
	fe.num_bytes = vlen;
	*d = r->d;
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_VALUE, r->d.id);
	return jolt_btree_insert(t, fs->root, &k, &fe, sizeof(fe));
}

static int remote_delete(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 const struct jolt_fs_xattr_remote *d)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_VALUE, d->id);
	struct jolt_fs_file_extent_item fe;
	int err = remote_item(fs, ino, d, &fe);

	if (err)
		return err;
	err = jolt_btree_delete(t, fs->root, &k);
	if (!err)
		err = jolt_extent_dec_ref(t, fe.disk_bytenr, fe.disk_num_bytes, 1);
	if (!err)
		ns_tl_note_free(fs, &k, fe.disk_bytenr, fe.disk_num_bytes);
	return err;
}

static int ent_remote(const struct ns_ent *e, struct jolt_fs_xattr_remote *d)
{
	if (!(e->di.type & NS_XATTR_REMOTE))
		return 0;
	if (e->di.data_len != (uint32_t)sizeof(struct jolt_fs_xattr_remote))
		return -EUCLEAN;
	memcpy(d, e->data, sizeof(*d));
	return 1;
}

/* The item at xn's hash (copied) and the entry matching xn in it. 0
 * found; -ENODATA (*buf may still hold the item); errors. */
static int item_find(struct jolt_fs *fs, uint64_t ino, const struct ns_xname *xn, uint8_t **buf,
		     uint32_t *size, struct ns_ent *e)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM, xn_hash(xn));
	uint32_t pos = 0;
	int err, n;

	err = ns_item_copy(fs, &k, buf, size);
	if (err == -ENOENT)
		return -ENODATA;
	if (err)
		return err;
	while ((n = ns_ent_next(*buf, *size, &pos, e)) == 1) {
		uint8_t ns = e->di.type & NS_XATTR_NS_MASK;
		const uint8_t *val = e->data;
		uint32_t vlen = e->di.data_len;
		if (xmatch(xn, ns, e->name, e->di.name_len, val, vlen))
			return 0;
	}
	return n < 0 ? -EUCLEAN : -ENODATA;
}

static uint32_t entry_bytes(const struct jolt_fs *fs, uint32_t nlen, uint32_t vlen)
{
	uint32_t inl = ns_ent_size(nlen, vlen);

	return inl > fs->xattr_inline_max
	       ? ns_ent_size(nlen, (uint32_t)sizeof(struct jolt_fs_xattr_remote)) : inl;
}

/* Puts an xattr into the item at its hash, replacing the entry at
 * `replace` (its offset and size in the item `old`, or none); a remote
 * value's extent is the next of the plan. */
static int item_put(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, uint8_t ns,
		    const char *name, uint32_t nlen, const void *val, uint32_t vlen,
		    uint64_t pptr_parent, uint8_t *old, uint32_t osz, const struct ns_ent *replace,
		    struct ns_xattr_plan *pl)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM, xhash(ns, name, nlen, pptr_parent));
	uint32_t esz = entry_bytes(fs, nlen, vlen), keep = osz - (replace ? replace->size : 0);
	struct jolt_fs_dir_item di;
	struct jolt_fs_xattr_remote rd;
	uint8_t *buf;
	int err;

	if (keep + esz > fs->max_item)
		return -EOVERFLOW;
	buf = malloc(keep + esz);
	if (!buf)
		return -ENOMEM;
	if (replace) {
		memcpy(buf, old, replace->off);
		memcpy(buf + replace->off, old + replace->off + replace->size,
		       osz - replace->off - replace->size);
	} else if (osz) {
		memcpy(buf, old, osz);
	}
	memset(&di, 0, sizeof(di));
	di.transid = t->transid;
	di.name_len = (uint16_t)nlen;
	di.type = ns;
	if (esz != ns_ent_size(nlen, vlen)) {
		err = remote_insert(t, fs, ino, pl, vlen, &rd);
		if (err) {
			free(buf);
			return err;
		}
		di.type |= NS_XATTR_REMOTE;
		di.data_len = (uint32_t)sizeof(struct jolt_fs_xattr_remote);
		ns_ent_put(buf + keep, &di, name, &rd);
	} else {
		di.data_len = (uint16_t)vlen;
		ns_ent_put(buf + keep, &di, name, val);
	}
	err = osz ? jolt_btree_update(t, fs->root, &k, buf, keep + esz)
		  : jolt_btree_insert(t, fs->root, &k, buf, keep + esz);
	free(buf);
	return err;
}

/* ---- the whole set ---- */

struct xent {
	uint8_t ns;
	uint32_t nlen, vlen;
	char *name;
	uint8_t *val;
	int remote;
};

struct xlist {
	struct xent *v;
	size_t n, cap;
	uint64_t *keys;              /* the XATTR_ITEM offsets seen */
	size_t nkeys, kcap;
};

static void xlist_free(struct xlist *l)
{
	for (size_t i = 0; i < l->n; i++) {
		free(l->v[i].name);
		free(l->v[i].val);
	}
	free(l->v);
	free(l->keys);
	memset(l, 0, sizeof(*l));
}

static int xlist_add(struct xlist *l, uint8_t ns, const void *name, uint32_t nlen,
		     const void *val, uint32_t vlen, int remote)
{
	if (l->n == l->cap) {
		size_t nc = l->cap ? l->cap * 2 : 16;
		struct xent *nv = realloc(l->v, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		l->v = nv;
		l->cap = nc;
	}
	struct xent *x = &l->v[l->n];
	x->ns = ns;
	x->nlen = nlen;
	x->vlen = vlen;
	x->remote = remote;
	x->name = malloc(nlen + 1);
	x->val = malloc(vlen ? vlen : 1);
	if (!x->name || !x->val) {
		free(x->name);
		free(x->val);
		return -ENOMEM;
	}
	memcpy(x->name, name, nlen);
	x->name[nlen] = 0;
	if (vlen)
		memcpy(x->val, val, vlen);
	l->n++;
	return 0;
}

/* Every xattr of an inode in items form, values read in full. */
static int items_collect(struct jolt_fs *fs, uint64_t ino, struct xlist *l)
{
	struct jolt_fs_key min = jolt_key(ino, JOLT_KEY_XATTR_ITEM, 0);
	struct jolt_fs_key max = jolt_key(ino, JOLT_KEY_XATTR_ITEM, UINT64_MAX);
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int r, err = 0;

	jolt_cursor_init(&c, fs->root, &min, &max);
	while (!err && (r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		struct ns_ent e;
		uint32_t pos = 0;
		int n;
		if (l->nkeys == l->kcap) {
			size_t nc = l->kcap ? l->kcap * 2 : 16;
			uint64_t *nk = realloc(l->keys, nc * sizeof(*nk));
			if (!nk) {
				err = -ENOMEM;
				break;
			}
			l->keys = nk;
			l->kcap = nc;
		}
		l->keys[l->nkeys++] = k.offset;
		while (!err && (n = ns_ent_next(data, size, &pos, &e)) == 1) {
			struct jolt_fs_xattr_remote rd;
			int rem = ent_remote(&e, &rd);
			if (rem < 0)
				err = rem;
			else
				err = xlist_add(l, e.di.type & NS_XATTR_NS_MASK, e.name, e.di.name_len,
						rem ? (const uint8_t *)&rd : e.data,
						rem ? sizeof(rd) : e.di.data_len, rem);
		}
		if (!err && n < 0)
			err = -EUCLEAN;
	}
	jolt_cursor_release(&c);
	if (!err && r < 0)
		err = r;
	/* remote values are read once the cursor is gone */
	for (size_t i = 0; i < l->n && !err; i++) {
		struct xent *x = &l->v[i];
		if (!x->remote)
			continue;
		struct jolt_fs_xattr_remote rd;
		void *val;
		memcpy(&rd, x->val, sizeof(rd));
		err = remote_read(fs, ino, &rd, &val);
		if (!err) {
			free(x->val);
			x->val = val;
			x->vlen = rd.len;
		}
	}
	return err;
}

int ns_xattr_for_each(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib, ns_xattr_fn fn,
		      void *ctx)
{
	struct xlist l;
	int err;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS))
		return ns_sf_walk(ib->sf, ib->i.xattr_bytes, ib->i.xattr_count, fn, ctx);
	memset(&l, 0, sizeof(l));
	err = items_collect(fs, ino, &l);
	for (size_t i = 0; i < l.n && !err; i++)
		err = fn(ctx, l.v[i].ns, l.v[i].name, l.v[i].nlen, l.v[i].val, l.v[i].vlen);
	xlist_free(&l);
	return err;
}

int ns_xattr_get(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, const struct ns_xname *xn,
		 void **val, uint32_t *vlen)
{
	return ns_xattr_get_unless(fs, ino, ib, xn, NULL, val, vlen);
}

int ns_xattr_get_unless(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
			const struct ns_xname *xn, const struct jolt_fs_xattr_remote *kept,
			void **val, uint32_t *vlen)
{
	struct sf_ent se;
	struct ns_ent e;
	uint8_t *buf = NULL;
	uint32_t size;
	int err;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS)) {
		err = sf_find(ib, xn, &se);
		if (err)
			return err;
		*val = malloc(se.vlen ? se.vlen : 1);
		if (!*val)
			return -ENOMEM;
		memcpy(*val, se.val, se.vlen);
		*vlen = se.vlen;
		return 0;
	}
	err = item_find(fs, ino, xn, &buf, &size, &e);
	if (!err) {
		struct jolt_fs_xattr_remote rd;
		int rem = ent_remote(&e, &rd);
		if (rem < 0) {
			err = rem;
		} else if (rem && kept && !memcmp(&rd, kept, sizeof(rd))) {
			err = 1;
			*vlen = rd.len;
		} else if (rem) {
			err = remote_read(fs, ino, &rd, val);
			*vlen = rd.len;
		} else {
			*val = malloc(e.di.data_len ? e.di.data_len : 1);
			if (!*val)
				err = -ENOMEM;
			else
				memcpy(*val, e.data, e.di.data_len);
			*vlen = e.di.data_len;
		}
	}
	free(buf);
	return err;
}

uint64_t ns_xattr_set_items(const struct jolt_fs *fs, const struct ns_ibuf *ib, uint32_t vlen)
{
	/* a remote value is one XATTR_VALUE item (its bytes are in an extent) */
	uint64_t now = ns_ent_size(JOLT_NAME_MAX, vlen) > fs->xattr_inline_max ? 1 : 0;
	uint64_t sf = ns_ent_size(JOLT_NAME_MAX, fs->sf_max) > fs->xattr_inline_max ? 1 : 0;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS))   /* moving the set out of the inode */
		return 2 + (uint64_t)(ib->i.xattr_count + 1) * (1 + sf) + now;
	/* the item, the old value's pointer, the new one's; a removal moving
	 * the set back inline */
	return 4 + 1 + now + BACK_TO_SF_COUNT;
}

uint64_t ns_xattr_remove_items(const struct jolt_fs *fs, const struct ns_ibuf *ib)
{
	(void)fs;
	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS))
		return 0;
	return 4 + 1 + BACK_TO_SF_COUNT;
}

/* Checks a set against CREATE/REPLACE and room: 0, -EEXIST, -ENODATA,
 * -ENOSPC; nothing changes. */
int ns_xattr_check_set(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib,
		       const struct ns_xname *xn, uint32_t vlen, uint32_t flags)
{
	struct sf_ent se;
	struct ns_ent e;
	uint8_t *buf = NULL;
	uint32_t size = 0;
	int err, exists;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS)) {
		err = sf_find(ib, xn, &se);
		if (err && err != -ENODATA)
			return err;
		exists = !err;
	} else {
		err = item_find(fs, ino, xn, &buf, &size, &e);
		if (err && err != -ENODATA) {
			free(buf);
			return err;
		}
		exists = !err;
		if (size - (exists ? e.size : 0) + entry_bytes(fs, xn->len, vlen) > fs->max_item)
			err = -ENOSPC;
		else
			err = 0;
		free(buf);
		if (err)
			return err;
	}
	if ((flags & JOLT_XATTR_CREATE) && exists)
		return -EEXIST;
	if ((flags & JOLT_XATTR_REPLACE) && !exists)
		return -ENODATA;
	if (!exists && ib->i.xattr_count == UINT16_MAX)
		return -ENOSPC;
	return 0;
}

/* Moves a shortform set (minus `skip`, plus the new xattr) into items. */
static int sf_to_items(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		       const struct sf_ent *skip, const struct ns_xname *xn, const void *val,
		       uint32_t vlen, struct ns_xattr_plan *pl)
{
	struct sf_ent se;
	uint32_t pos = 0;
	int r, err = 0, n;

	while (!err && (r = sf_next(ib->sf, ib->i.xattr_bytes, &pos, &se)) == 1) {
		if (skip && se.off == skip->off)
			continue;
		uint64_t pp = 0, g;
		if (se.ns == JOLT_FS_XATTR_PARENT && se.vlen == NS_PPTR_VALUE)
			ns_pptr_decode(se.val, &pp, &g);
		struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM,
						xhash(se.ns, se.name, se.nlen, pp));
		uint8_t *old;
		uint32_t osz;
		err = ns_item_copy(fs, &k, &old, &osz);
		if (err == -ENOENT)
			err = 0;
		if (!err)
			err = item_put(t, fs, ino, se.ns, (const char *)se.name, se.nlen, se.val,
				       se.vlen, pp, old, osz, NULL, pl);
		free(old);
	}
	if (!err && r < 0)
		err = -EUCLEAN;
	if (!err) {
		struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM, xn_hash(xn));
		uint8_t *old;
		uint32_t osz;
		err = ns_item_copy(fs, &k, &old, &osz);
		if (err == -ENOENT)
			err = 0;
		if (!err)
			err = item_put(t, fs, ino, xn->ns, xn->name, xn->len, val, vlen,
				       xn->pptr_parent, old, osz, NULL, pl);
		free(old);
	}
	if (err)
		return err;
	n = ib->i.xattr_count - (skip ? 1 : 0) + 1;
	ib->i.flags |= NS_INODE_XATTR_ITEMS;
	ib->i.xattr_bytes = 0;
	ib->i.xattr_count = (uint16_t)n;
	fs->ctr.xattr_sf_to_items++;
	return 0;
}

static int is_remote(const struct jolt_fs *fs, uint32_t nlen, uint32_t vlen)
{
	return entry_bytes(fs, nlen, vlen) != ns_ent_size(nlen, vlen);
}

uint64_t ns_xattr_set_data(const struct jolt_fs *fs, const struct ns_ibuf *ib,
			   const struct ns_xname *xn, uint32_t vlen)
{
	uint64_t ss = fs->info->sectorsize, bytes = 0;
	struct sf_ent x;
	uint32_t pos = 0;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS) &&
	    ib->i.xattr_bytes + SF_HDR + xn->len + vlen > fs->sf_max)
		while (sf_next(ib->sf, ib->i.xattr_bytes, &pos, &x) == 1)
			if (is_remote(fs, x.nlen, x.vlen))
				bytes += (x.vlen + ss - 1) / ss * ss;
	/* an entry within the inline bound even rounded up is not remote
	 * (the common case, without a call) */
	if (sizeof(struct jolt_fs_dir_item) + xn->len + vlen + 7 > fs->xattr_inline_max &&
	    is_remote(fs, xn->len, vlen))
		bytes += (vlen + ss - 1) / ss * ss;
	return bytes;
}

/* A set's first half, after ns_xattr_check_set: the extents of the remote
 * values it will insert, allocated and written (the plan); pre, when
 * given, is the new value's, written already. 0, or -ENOSPC or an error
 * writing them, with nothing changed (pre's space then the caller's). */
static int set_prepare(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
		       const struct ns_ibuf *ib, const struct ns_xname *xn, const void *val,
		       uint32_t vlen, struct prewritten *pre, struct ns_xattr_plan *pl)
{
	struct sf_ent se, x;
	uint32_t pos = 0;
	int r, err = 0, moves = 0, exists = 0;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS)) {
		exists = sf_find(ib, xn, &se) == 0;
		uint32_t nb = ib->i.xattr_bytes - (exists ? se.size : 0) + SF_HDR + xn->len + vlen;
		if (nb <= fs->sf_max)
			return 0;                 /* stays shortform */
		moves = 1;
	}
	pl->cap = 1 + (moves ? ib->i.xattr_count : 0);   /* every value moved, the new one */
	if (moves) {
		/* the set moves into items, in sf_to_items's order */
		while (!err && (r = sf_next(ib->sf, ib->i.xattr_bytes, &pos, &x)) == 1)
			if (!(exists && x.off == se.off) && is_remote(fs, x.nlen, x.vlen))
				err = remote_plan_add(t, fs, ino, pl, x.val, x.vlen, NULL);
		if (!err && r < 0)
			err = -EUCLEAN;
	}
	if (!err && is_remote(fs, xn->len, vlen))
		err = remote_plan_add(t, fs, ino, pl, val, vlen, pre);
	if (!err)
		err = remote_plan_write(fs, pl);
	if (err)
		remote_plan_undo(t, pl);
	return err;
}

/* Its second half: the changes (an error here leaves a part done). */
static int set_apply(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		     const struct ns_xname *xn, const void *val, uint32_t vlen,
		     struct ns_xattr_plan *pl)
{
	struct sf_ent se;
	struct ns_ent e;
	uint8_t *buf = NULL;
	uint32_t size = 0;
	int err, exists;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS)) {
		exists = sf_find(ib, xn, &se) == 0;
		uint32_t nb = ib->i.xattr_bytes - (exists ? se.size : 0) + SF_HDR + xn->len + vlen;
		if (nb <= fs->sf_max) {
			if (exists)
				sf_remove(ib, &se);
			sf_append(ib, xn->ns, xn->name, xn->len, val, vlen);
			return 0;
		}
		return sf_to_items(t, fs, ino, ib, exists ? &se : NULL, xn, val, vlen, pl);
	}
	err = item_find(fs, ino, xn, &buf, &size, &e);
	if (err && err != -ENODATA) {
		free(buf);
		return err;
	}
	exists = !err;
	if (exists) {
		struct jolt_fs_xattr_remote rd;
		int rem = ent_remote(&e, &rd);
		err = rem < 0 ? rem : rem ? remote_delete(t, fs, ino, &rd) : 0;
	} else {
		err = 0;
	}
	if (!err)
		err = item_put(t, fs, ino, xn->ns, xn->name, xn->len, val, vlen, xn->pptr_parent,
			       buf, size, exists ? &e : NULL, pl);
	free(buf);
	if (!err && !exists)
		ib->i.xattr_count++;
	return err;
}

int ns_xattr_set(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		 const struct ns_xname *xn, const void *val, uint32_t vlen, uint32_t flags)
{
	struct ns_xattr_plan pl;
	int err = ns_xattr_plan_set(t, fs, ino, ib, NULL, xn, val, vlen, flags, &pl);

	if (!err)
		err = ns_xattr_set_planned(t, fs, ino, ib, xn, val, vlen, &pl);
	return err;
}

/* The plan is made on the set as it will be when the change comes: a
 * shortform set minus `removed` (that removal changes the inode item
 * alone). An items set's removal may move it back inline, and the add then
 * out again; either way only the new value can be remote (a set moves
 * inline only when none of its values is), which is what set_prepare
 * plans for an items set. */
int ns_xattr_plan_set(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
		      const struct ns_ibuf *ib, const struct ns_xname *removed,
		      const struct ns_xname *xn, const void *val, uint32_t vlen, uint32_t flags,
		      struct ns_xattr_plan *pl)
{
	struct ns_ibuf after;
	struct sf_ent se;
	int err;

	memset(pl, 0, sizeof(*pl));
	if (removed && !(ib->i.flags & NS_INODE_XATTR_ITEMS) && !sf_find(ib, removed, &se)) {
		if (ib->i.xattr_bytes - se.size + SF_HDR + xn->len + vlen <= fs->sf_max)
			return ns_xattr_check_set(fs, ino, ib, xn, vlen, flags);  /* stays inline */
		after = *ib;
		sf_remove(&after, &se);
		ib = &after;
	}
	err = ns_xattr_check_set(fs, ino, ib, xn, vlen, flags);
	if (!err)
		err = set_prepare(t, fs, ino, ib, xn, val, vlen, NULL, pl);
	if (err)
		ns_xattr_plan_free(pl);
	return err;
}

int ns_xattr_set_planned(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 struct ns_ibuf *ib, const struct ns_xname *xn, const void *val,
			 uint32_t vlen, struct ns_xattr_plan *pl)
{
	int err = set_apply(t, fs, ino, ib, xn, val, vlen, pl);

	/* planned for and not taken (an items set the removal moved back
	 * inline, where the new value fit): given back, nothing points at it */
	for (size_t i = pl->used; !err && i < pl->n; i++)
		err = jolt_alloc_data_extent_undo(t, pl->v[i].bytenr, pl->v[i].bytes);
	ns_xattr_plan_free(pl);
	return err;
}

void ns_xattr_plan_undo(struct jolt_trans *t, struct ns_xattr_plan *pl)
{
	remote_plan_undo(t, pl);
	ns_xattr_plan_free(pl);
}

/* Moves a small items set back inline (see the top). */
static int items_to_sf(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	struct xlist l;
	uint32_t bytes = 0;
	int err;

	memset(&l, 0, sizeof(l));
	err = items_collect(fs, ino, &l);
	if (err) {
		xlist_free(&l);
		return err;
	}
	for (size_t i = 0; i < l.n; i++) {
		if (l.v[i].remote)
			bytes = UINT32_MAX / 2;
		else
			bytes += SF_HDR + l.v[i].nlen + l.v[i].vlen;
	}
	if (l.n != ib->i.xattr_count || bytes > fs->sf_max / 2) {
		xlist_free(&l);
		return 0;
	}
	for (size_t i = 0; i < l.nkeys && !err; i++) {
		struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM, l.keys[i]);
		err = jolt_btree_delete(t, fs->root, &k);
	}
	if (!err) {
		ib->i.flags &= ~(uint64_t)NS_INODE_XATTR_ITEMS;
		ib->i.xattr_bytes = 0;
		ib->i.xattr_count = 0;
		for (size_t i = 0; i < l.n; i++)
			sf_append(ib, l.v[i].ns, l.v[i].name, l.v[i].nlen, l.v[i].val, l.v[i].vlen);
		fs->ctr.xattr_items_to_sf++;
	}
	xlist_free(&l);
	return err;
}

int ns_xattr_remove(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		    const struct ns_xname *xn)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_XATTR_ITEM, xn_hash(xn));
	struct sf_ent se;
	struct ns_ent e;
	struct jolt_fs_xattr_remote rd;
	uint8_t *buf = NULL;
	uint32_t size = 0;
	int err, rem;

	if (!(ib->i.flags & NS_INODE_XATTR_ITEMS)) {
		err = sf_find(ib, xn, &se);
		if (!err)
			sf_remove(ib, &se);
		return err;
	}
	err = item_find(fs, ino, xn, &buf, &size, &e);
	if (err) {
		free(buf);
		return err;
	}
	rem = ent_remote(&e, &rd);
	if (rem < 0) {
		free(buf);
		return rem;
	}
	if (e.size == size) {
		err = jolt_btree_delete(t, fs->root, &k);
	} else {
		memmove(buf + e.off, buf + e.off + e.size, size - e.off - e.size);
		err = jolt_btree_update(t, fs->root, &k, buf, size - e.size);
	}
	free(buf);
	if (!err && rem)
		err = remote_delete(t, fs, ino, &rd);
	if (err)
		return err;
	ib->i.xattr_count--;
	if (ib->i.xattr_count <= BACK_TO_SF_COUNT)
		err = items_to_sf(t, fs, ino, ib);
	return err;
}

/* ---- names and the public calls ---- */

int ns_xattr_parse_name(const char *full, struct ns_xname *xn)
{
	static const struct {
		const char *prefix;
		uint8_t ns;
	} pfx[] = {
		{"user.", JOLT_FS_XATTR_USER}, {"trusted.", JOLT_FS_XATTR_TRUSTED},
		{"security.", JOLT_FS_XATTR_SECURITY}, {"system.", JOLT_FS_XATTR_SYSTEM},
	};
	size_t n = strlen(full);

	if (n == 0 || n > JOLT_XATTR_NAME_MAX)
		return -ERANGE;
	for (size_t i = 0; i < sizeof(pfx) / sizeof(pfx[0]); i++) {
		size_t pl = strlen(pfx[i].prefix);
		if (strncmp(full, pfx[i].prefix, pl))
			continue;
		if (n == pl)
			return -EINVAL;
		xn->ns = pfx[i].ns;
		xn->name = full + pl;
		xn->len = (uint8_t)(n - pl);
		xn->pptr_parent = 0;
		return 0;
	}
	return -EOPNOTSUPP;
}

static const char *ns_prefix(uint8_t ns)
{
	switch (ns) {
	case JOLT_FS_XATTR_USER: return "user.";
	case JOLT_FS_XATTR_TRUSTED: return "trusted.";
	case JOLT_FS_XATTR_SECURITY: return "security.";
	case JOLT_FS_XATTR_SYSTEM: return "system.";
	default: return NULL;
	}
}

static int user_allowed(const struct ns_ibuf *ib, const struct ns_xname *xn)
{
	uint32_t type = ib->i.mode & JOLT_S_IFMT;

	return xn->ns != JOLT_FS_XATTR_USER || type == JOLT_S_IFREG || type == JOLT_S_IFDIR;
}

/* A new remote value is written to space of its own
 * before the handle and without fs->lock (ns_data_write_unlocked, as file
 * data is), so that writers of different inodes do not wait for each
 * other's device writes; under the lock again the inode is read afresh
 * and the set checked again, other requests having run. No item points at
 * the space until set_prepare references it, so a crash before leaves it
 * free. 0 with pre's space taken; errors with nothing taken. */
static int value_write_unlocked(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
				const struct ns_xname *xn, const void *val, uint32_t vlen,
				uint32_t flags, struct prewritten *pre)
{
	struct jolt_fs_info *info = fs->info;
	uint64_t ss = info->sectorsize;
	int err;

	memset(pre, 0, sizeof(*pre));
	pre->bytes = (vlen + ss - 1) / ss * ss;
	/* the handle's nodes counted too, as ns_begin_data does: short of
	 * both, what uncommitted deletes freed comes back by a commit now */
	err = jolt_fs_room_for_data(info,
				    jolt_trans_blocks_for_items(info, ns_xattr_set_items(fs, ib, vlen)),
				    ns_xattr_set_data(fs, ib, xn, vlen));
	if (!err)
		err = jolt_space_alloc(info->alloc, pre->bytes, JOLT_SPACE_NORMAL, &pre->bytenr);
	if (err)
		return err;
	err = ns_data_write_unlocked(fs, pre->bytenr, val, vlen, pre->bytes,
				     "writing an xattr value");
	if (!err && (fs->rdonly || info->error))
		err = -EROFS;
	if (!err)
		err = ns_inode_read(fs, ino, ib);      /* -ENOENT: removed meanwhile */
	if (!err && !user_allowed(ib, xn))
		err = -EPERM;
	if (!err)
		err = ns_xattr_check_set(fs, ino, ib, xn, vlen, flags);
	if (err) {
		jolt_space_free(info->alloc, pre->bytenr, pre->bytes);
		return err;
	}
	pre->crc = jolt_crc32c(0, val, vlen);
	return 0;
}

int ns_setxattr(struct jolt_fs *fs, uint64_t ino, const char *name, const void *value,
		size_t size, uint32_t flags)
{
	struct ns_xattr_plan pl = {0};
	struct prewritten pre, *pp = NULL;
	struct ns_xname xn;
	struct jolt_trans t;
	struct ns_ibuf ib;
	uint64_t data;
	int err, remote;

	err = ns_xattr_parse_name(name, &xn);
	if (err)
		return err;
	if (size > JOLT_XATTR_SIZE_MAX)
		return -E2BIG;
	if (flags & ~(uint32_t)(JOLT_XATTR_CREATE | JOLT_XATTR_REPLACE))
		return -EINVAL;
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (!user_allowed(&ib, &xn))
		return -EPERM;
	err = ns_xattr_check_set(fs, ino, &ib, &xn, (uint32_t)size, flags);
	if (err)
		return err;
	remote = is_remote(fs, xn.len, (uint32_t)size);
	if (remote && fs->info->data_devs[0]) {
		err = value_write_unlocked(fs, ino, &ib, &xn, value, (uint32_t)size, flags, &pre);
		if (err)
			return err;
		pp = &pre;
	}
	data = ns_xattr_set_data(fs, &ib, &xn, (uint32_t)size) - (pp ? pre.bytes : 0);
	err = ns_begin_data(fs, ns_xattr_set_items(fs, &ib, (uint32_t)size), data, 0, &t);
	if (!err) {
		err = set_prepare(&t, fs, ino, &ib, &xn, value, (uint32_t)size, pp, &pl);
		if (err)
			ns_end(fs, &t);
	}
	if (pp && !pre.taken)     /* not planned (or failed): nothing points at it */
		jolt_space_free(fs->info->alloc, pre.bytenr, pre.bytes);
	if (err) {
		/* no room for a remote value (or it could not be written):
		 * nothing changed, the filesystem goes on */
		ns_xattr_plan_free(&pl);
		return err;
	}
	/* the new value's descriptor: the plan's last (set_prepare's order) */
	struct jolt_fs_xattr_remote d = pl.n ? pl.v[pl.n - 1].d : (struct jolt_fs_xattr_remote){0};
	size_t pl_n = pl.n;
	err = set_apply(&t, fs, ino, &ib, &xn, value, (uint32_t)size, &pl);
	ns_xattr_plan_free(&pl);
	if (!err) {
		ns_now(&ib.i.ctime);
		err = ns_inode_write(&t, fs, ino, &ib);
	}
	ns_end(fs, &t);
	if (!err && remote)
		ns_tl_note_xattr(fs, ino, xn.ns, xn.name, xn.len, pl_n ? &d : NULL, value);
	return err ? ns_abort(fs, err, "setxattr") : 0;
}

int64_t ns_getxattr(struct jolt_fs *fs, uint64_t ino, const char *name, void *buf, size_t size)
{
	struct ns_xname xn;
	struct ns_ibuf ib;
	void *val;
	uint32_t vlen;
	int err;

	err = ns_xattr_parse_name(name, &xn);
	if (err)
		return err;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	err = ns_xattr_get(fs, ino, &ib, &xn, &val, &vlen);
	if (err)
		return err;
	if (size && size < vlen) {
		free(val);
		return -ERANGE;
	}
	if (size && vlen)
		memcpy(buf, val, vlen);
	free(val);
	return vlen;
}

struct list_ctx {
	char *buf;
	size_t size, need;
};

static int list_one(void *ctx, uint8_t ns, const char *name, uint32_t len, const uint8_t *val,
		    uint32_t vlen)
{
	struct list_ctx *l = ctx;
	const char *p = ns_prefix(ns);
	size_t pl;

	(void)val;
	(void)vlen;
	if (!p)
		return 0;   /* parent pointers are not user-visible */
	pl = strlen(p);
	if (l->buf && l->need + pl + len + 1 <= l->size) {
		memcpy(l->buf + l->need, p, pl);
		memcpy(l->buf + l->need + pl, name, len);
		l->buf[l->need + pl + len] = 0;
	}
	l->need += pl + len + 1;
	return 0;
}

int64_t ns_listxattr(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size)
{
	struct list_ctx l = {buf, size, 0};
	struct ns_ibuf ib;
	int err;

	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	err = ns_xattr_for_each(fs, ino, &ib, list_one, &l);
	if (err)
		return err;
	if (l.need > JOLT_XATTR_LIST_MAX)
		return -E2BIG;
	if (size && size < l.need)
		return -ERANGE;
	return (int64_t)l.need;
}

int ns_removexattr(struct jolt_fs *fs, uint64_t ino, const char *name)
{
	struct ns_xname xn;
	struct jolt_trans t;
	struct ns_ibuf ib;
	void *val;
	uint32_t vlen;
	int err;

	err = ns_xattr_parse_name(name, &xn);
	if (err)
		return err;
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	err = ns_xattr_get(fs, ino, &ib, &xn, &val, &vlen);
	if (err)
		return err;
	free(val);
	err = ns_begin(fs, 2 + ns_xattr_remove_items(fs, &ib), JOLT_TRANS_USE_RESERVE, &t);
	if (err)
		return err;
	err = ns_xattr_remove(&t, fs, ino, &ib, &xn);
	if (!err) {
		ns_now(&ib.i.ctime);
		err = ns_inode_write(&t, fs, ino, &ib);
	}
	ns_end(fs, &t);
	return err ? ns_abort(fs, err, "removexattr") : 0;
}

int jolt_ll_setxattr(struct jolt_fs *fs, uint64_t ino, const char *name, const void *value,
		     size_t size, uint32_t flags)
{
	int err;

	ns_lock(fs);
	err = ns_setxattr(fs, ino, name, value, size, flags);
	ns_unlock(fs);
	return err;
}

int64_t jolt_ll_getxattr(struct jolt_fs *fs, uint64_t ino, const char *name, void *buf,
			 size_t size)
{
	int64_t r;

	ns_lock_shared(fs);
	r = ns_getxattr(fs, ino, name, buf, size);
	ns_unlock_shared(fs);
	return r;
}

int64_t jolt_ll_listxattr(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size)
{
	int64_t r;

	ns_lock_shared(fs);
	r = ns_listxattr(fs, ino, buf, size);
	ns_unlock_shared(fs);
	return r;
}

int jolt_ll_removexattr(struct jolt_fs *fs, uint64_t ino, const char *name)
{
	int err;

	ns_lock(fs);
	err = ns_removexattr(fs, ino, name);
	ns_unlock(fs);
	return err;
}
