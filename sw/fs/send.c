/* jolt send: a read-only snapshot as a btrfs send stream (version 1),
 * in full or against a parent snapshot (jolt/subvol.h; the stream:
 * docs/send-stream.md, section 8 the call order followed here).
 *
 * Finding what changed (btrfs's btrfs_compare_trees, by shared nodes):
 * the two trees are walked level by level from their roots, keeping only
 * the nodes one tree has and the other has not. A child pointer naming
 * the same block in both trees is a shared subtree (COW never changes a
 * committed node, so its items are the same in both) and is dropped
 * without being read: the walk reads the changed paths only. The leaves
 * left are merged by key; items with the same key and bytes are equal.
 * An item found only in an unshared leaf of one tree cannot sit in a
 * shared node of the other (that node would be in both trees and hold
 * the key in both), so the merge sees every difference exactly.
 *
 * From the differing items, per inode: whether its inode item, xattrs or
 * extents changed (with the file ranges), and the directory entries
 * (DIR_INDEX) it lost and gained. Then, as the kernel's send:
 *  1. entries lost by directories and by deleted inodes go first: a
 *     directory that moves or dies is renamed to its orphan name
 *     "o<ino>-<gen>-0" in the top directory, a deleted file unlinked;
 *  2. each inode that differs, in increasing number: created under its
 *     orphan name if new (a new parent directory numbered above it is
 *     created first, the same way); its first new name a rename (from
 *     its orphan name or a lost name; a name still held by another inode
 *     waiting for its turn is freed by moving that one to its orphan name
 *     first), further new names links, lost names left over unlinked;
 *     then xattrs, data (holes of a new file skipped, ranges that became
 *     holes written as zeroes), truncate, chown, chmod, and its times;
 *  3. deleted directories, empty by now, removed; the queued directory
 *     utimes flushed; END.
 * Paths are built when each command is sent, from where every inode is
 * in the receiver at that moment: an inode this send moved is where it
 * was put (or its orphan name); any other is at its name in the parent
 * snapshot, found through its parent pointers (so send needs mkfs's
 * parent pointers, the default) and kept in an LRU name cache (below).
 * Whether an inode was created yet is a flag in the sender's table and a
 * changed directory's inode item is read once, so neither costs a search
 * per command (the kernel's did_create_dir and send_utimes did).
 *
 * Directory times go through seed 004's LRU (jolt_utimes_cache): each
 * entry added or removed asks for the directory's utimes; the cache
 * emits it once, after the last inode created under it; capacity 0 is the
 * old behaviour, a UTIMES after every change. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include <time.h>

#include "jolt/send_stream.h"
#include "jolt/subvol.h"
#include "jolt/utimes_cache.h"
#include "ns.h"
#include "send/lru.h"

/* ------------------------------------------------------------ compare */

struct fnode {
	uint64_t bytenr, gen;
};

struct fvec {
	struct fnode *v;
	size_t n, cap;
};

static int fpush(struct fvec *f, uint64_t bytenr, uint64_t gen)
{
	if (f->n == f->cap) {
		size_t nc = f->cap ? f->cap * 2 : 64;
		struct fnode *nv = realloc(f->v, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		f->v = nv;
		f->cap = nc;
	}
	f->v[f->n].bytenr = bytenr;
	f->v[f->n].gen = gen;
	f->n++;
	return 0;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* One item difference: o (old) and/or n (new) present. */
typedef int (*diff_fn)(void *ctx, const struct jolt_fs_key *key, const void *od, uint32_t osz,
		       const void *nd, uint32_t nsz);

struct cmp_stats {
	uint64_t nodes, shared;
};

/* Expands each node of f (all at `level`) into its children. */
static int expand(struct jolt_fs_info *fs, struct fvec *f, int level, struct fvec *out,
		  struct cmp_stats *st)
{
	for (size_t i = 0; i < f->n; i++) {
		struct jolt_node *n;
		int rc = jolt_nc_read(fs->nc, f->v[i].bytenr, level, f->v[i].gen, &n);
		if (rc)
			return rc;
		st->nodes++;
		for (uint32_t s = 0; s < jolt_node_nritems(n) && !rc; s++)
			rc = fpush(out, jolt_node_ptr(n, s)->blockptr, jolt_node_ptr(n, s)->generation);
		jolt_nc_put(fs->nc, n);
		if (rc)
			return rc;
	}
	return 0;
}

/* Drops from a and b every block both hold (shared subtrees). */
static int drop_shared(struct fvec *a, struct fvec *b, struct cmp_stats *st)
{
	if (!a->n || !b->n)
		return 0;
	uint64_t *sa = malloc(a->n * sizeof(*sa));
	if (!sa)
		return -ENOMEM;
	for (size_t i = 0; i < a->n; i++)
		sa[i] = a->v[i].bytenr;
	qsort(sa, a->n, sizeof(*sa), cmp_u64);
	uint64_t *both = malloc(b->n * sizeof(*both));
	size_t nb = 0;
	if (!both) {
		free(sa);
		return -ENOMEM;
	}
	size_t w = 0;
	for (size_t i = 0; i < b->n; i++) {
		if (bsearch(&b->v[i].bytenr, sa, a->n, sizeof(*sa), cmp_u64))
			both[nb++] = b->v[i].bytenr;
		else
			b->v[w++] = b->v[i];
	}
	b->n = w;
	st->shared += nb;
	qsort(both, nb, sizeof(*both), cmp_u64);
	w = 0;
	for (size_t i = 0; i < a->n; i++)
		if (!nb || !bsearch(&a->v[i].bytenr, both, nb, sizeof(*both), cmp_u64))
			a->v[w++] = a->v[i];
	a->n = w;
	free(sa);
	free(both);
	return 0;
}

struct leaf_iter {
	struct jolt_fs_info *fs;
	struct fvec *f;
	size_t li;
	uint32_t slot;
	struct jolt_node *n;
	struct cmp_stats *st;
};

/* 1: at an item, 0: the end. */
static int li_valid(struct leaf_iter *it)
{
	while (!it->n || it->slot >= jolt_node_nritems(it->n)) {
		if (it->n) {
			jolt_nc_put(it->fs->nc, it->n);
			it->n = NULL;
			it->li++;
		}
		if (it->li >= it->f->n)
			return 0;
		int rc = jolt_nc_read(it->fs->nc, it->f->v[it->li].bytenr, 0, it->f->v[it->li].gen,
				      &it->n);
		if (rc)
			return rc;
		it->st->nodes++;
		it->slot = 0;
	}
	return 1;
}

/* Compares tree o (may be NULL: everything is new) with tree n. */
static int compare_trees(struct jolt_fs_info *fs, struct jolt_root *o, struct jolt_root *n,
			 diff_fn fn, void *ctx, struct cmp_stats *st)
{
	struct fvec fa = {0}, fb = {0}, ca = {0}, cb = {0};
	int la = o ? jolt_node_level(o->node) : -1, lb = jolt_node_level(n->node);
	int rc = 0;

	if (o && o->node->bytenr == n->node->bytenr)
		return 0;
	int level = la > lb ? la : lb;
	for (;; level--) {
		if (la == level)
			rc = fpush(&fa, o->node->bytenr, jolt_node_gen(o->node));
		if (!rc && lb == level)
			rc = fpush(&fb, n->node->bytenr, jolt_node_gen(n->node));
		if (!rc)
			rc = drop_shared(&fa, &fb, st);
		if (rc || level == 0)
			break;
		ca.n = cb.n = 0;
		rc = expand(fs, &fa, level, &ca, st);
		if (!rc)
			rc = expand(fs, &fb, level, &cb, st);
		if (rc)
			break;
		struct fvec t = fa; fa = ca; ca = t;
		t = fb; fb = cb; cb = t;
	}
	struct leaf_iter ia = { fs, &fa, 0, 0, NULL, st }, ib = { fs, &fb, 0, 0, NULL, st };
	while (!rc) {
		int va = li_valid(&ia), vb = li_valid(&ib);
		if (va < 0 || vb < 0) {
			rc = va < 0 ? va : vb;
			break;
		}
		if (!va && !vb)
			break;
		const struct jolt_fs_item *xa = va ? jolt_node_item(ia.n, ia.slot) : NULL;
		const struct jolt_fs_item *xb = vb ? jolt_node_item(ib.n, ib.slot) : NULL;
		int c = !xa ? 1 : !xb ? -1 : jolt_key_cmp(&xa->key, &xb->key);
		if (c < 0) {
			rc = fn(ctx, &xa->key, jolt_node_item_data(ia.n, ia.slot), xa->size, NULL, 0);
			ia.slot++;
		} else if (c > 0) {
			rc = fn(ctx, &xb->key, NULL, 0, jolt_node_item_data(ib.n, ib.slot), xb->size);
			ib.slot++;
		} else {
			const void *da = jolt_node_item_data(ia.n, ia.slot);
			const void *db = jolt_node_item_data(ib.n, ib.slot);
			if (xa->size != xb->size || memcmp(da, db, xa->size))
				rc = fn(ctx, &xa->key, da, xa->size, db, xb->size);
			ia.slot++;
			ib.slot++;
		}
	}
	jolt_nc_put(fs->nc, ia.n);
	jolt_nc_put(fs->nc, ib.n);
	free(fa.v);
	free(fb.v);
	free(ca.v);
	free(cb.v);
	return rc;
}

/* ------------------------------------------------------------ name cache
 *
 * Seed 004's patch set also gave send an LRU name cache (kernel: "btrfs:
 * send: use the lru cache to implement the name cache"): without it each
 * path component of an inode this send has not moved costs a search for
 * its inode item and a walk of its parent pointers in the parent snapshot,
 * for every command naming something under it (moving 40,000 files out of
 * /A looks /A up 80,000 times). The cache keeps (ino -> dir, name) for the
 * `capacity` most recently used such inodes. An entry never goes stale:
 * the parent snapshot is read-only and the names an inode loses are fixed
 * once the trees are compared; an inode this send moves is found placed or
 * orphaned by path_of before the cache is asked. Capacity 0: a lookup every
 * time (the behaviour before the cache). */
struct nc_entry {
	struct jolt_lru_entry lru;   /* key: the inode (first: an entry is its link) */
	uint64_t dir;
	char name[JOLT_NAME_MAX + 1];
};

struct name_cache {
	uint32_t capacity;
	struct jolt_lru lru;
};

static int nc_init(struct name_cache *c, uint32_t capacity)
{
	c->capacity = capacity;
	return jolt_lru_init(&c->lru, capacity);
}

static void nc_free(struct name_cache *c)
{
	struct jolt_lru_entry *e;

	while ((e = jolt_lru_oldest(&c->lru))) {
		jolt_lru_remove(&c->lru, e);
		free(e);
	}
	jolt_lru_fini(&c->lru);
}

static struct nc_entry *nc_find(struct name_cache *c, uint64_t ino)
{
	if (!c->capacity)
		return NULL;
	return (struct nc_entry *)jolt_lru_find(&c->lru, ino, 0);
}

/* Caching is optional: an allocation that fails only loses the entry. */
static void nc_add(struct name_cache *c, uint64_t ino, uint64_t dir, const char *name)
{
	struct nc_entry *e;

	if (!c->capacity)
		return;
	if (c->lru.count >= c->capacity) {
		e = (struct nc_entry *)jolt_lru_oldest(&c->lru);
		jolt_lru_remove(&c->lru, &e->lru);
	} else if (!(e = malloc(sizeof(*e)))) {
		return;
	}
	e->lru.key = ino;
	e->lru.gen = 0;
	e->dir = dir;
	snprintf(e->name, sizeof(e->name), "%s", name);
	jolt_lru_insert(&c->lru, &e->lru);
}

/* ------------------------------------------------------------ per inode */

struct ent {
	uint64_t dir;
	char *name;
	int done;
};

struct evec {
	struct ent *v;
	size_t n, cap;
};

struct range {
	uint64_t start, end;
};

struct inode {
	uint64_t ino;
	struct inode *hnext;
	struct evec add, del;
	struct range *r;
	size_t nr, cr;
	int item_changed;            /* any item keyed by it differs */
	int entries_changed;         /* a directory: its DIR_INDEX items */
	/* state, filled after the comparison */
	int in_o, in_n, is_new, is_dir_n, is_dir_o;
	struct ns_ibuf ob, nb;
	/* where it is in the receiver now */
	int orphan;                  /* at o<ino>-<gen>-0 in the top directory */
	int created;
	int placed;                  /* at (pdir, pname) */
	uint64_t pdir;
	char *pname;
	uint64_t ogen;               /* generation of the orphan name */
};

struct send {
	struct jolt_fs *o, *n;       /* views: parent (NULL: full) and snapshot */
	struct jolt_send_writer *w;
	struct jolt_utimes_cache *uc;
	struct name_cache names;
	struct inode **tab;
	size_t tsize, count;
	uint64_t *order;             /* inode numbers, sorted */
	size_t norder;
	struct jolt_send_result *res;
	const struct jolt_send_opts *opts;
	char *why;
	size_t why_len;
	uint64_t progress_next;      /* monotonic ns of the next progress line */
	char pbuf[3][JOLT_PATH_MAX + 64];
};

static int fail(struct send *s, int rc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(struct send *s, int rc, const char *fmt, ...)
{
	va_list ap;

	if (s->why && s->why_len && !s->why[0]) {
		va_start(ap, fmt);
		vsnprintf(s->why, s->why_len, fmt, ap);
		va_end(ap);
	}
	return rc;
}

static struct inode *iget(struct send *s, uint64_t ino, int create)
{
	size_t h = (size_t)((ino * 0x9e3779b97f4a7c15ULL) >> 17);

	if (s->tsize)
		for (struct inode *i = s->tab[h & (s->tsize - 1)]; i; i = i->hnext)
			if (i->ino == ino)
				return i;
	if (!create)
		return NULL;
	if (s->count * 2 >= s->tsize) {
		size_t ns = s->tsize ? s->tsize * 2 : 1024;
		struct inode **nt = calloc(ns, sizeof(*nt));
		if (!nt)
			return NULL;
		for (size_t b = 0; b < s->tsize; b++)
			for (struct inode *i = s->tab[b], *nx; i; i = nx) {
				nx = i->hnext;
				size_t hh = (size_t)((i->ino * 0x9e3779b97f4a7c15ULL) >> 17) & (ns - 1);
				i->hnext = nt[hh];
				nt[hh] = i;
			}
		free(s->tab);
		s->tab = nt;
		s->tsize = ns;
	}
	struct inode *i = calloc(1, sizeof(*i));
	if (!i)
		return NULL;
	i->ino = ino;
	i->hnext = s->tab[h & (s->tsize - 1)];
	s->tab[h & (s->tsize - 1)] = i;
	s->count++;
	return i;
}

static int epush(struct evec *e, uint64_t dir, const uint8_t *name, size_t len)
{
	if (e->n == e->cap) {
		size_t nc = e->cap ? e->cap * 2 : 2;
		struct ent *nv = realloc(e->v, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		e->v = nv;
		e->cap = nc;
	}
	char *c = malloc(len + 1);
	if (!c)
		return -ENOMEM;
	memcpy(c, name, len);
	c[len] = 0;
	e->v[e->n].dir = dir;
	e->v[e->n].name = c;
	e->v[e->n].done = 0;
	e->n++;
	return 0;
}

static int add_range(struct inode *i, uint64_t start, uint64_t end)
{
	if (end <= start)
		return 0;
	if (i->nr == i->cr) {
		size_t nc = i->cr ? i->cr * 2 : 4;
		struct range *nv = realloc(i->r, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		i->r = nv;
		i->cr = nc;
	}
	i->r[i->nr].start = start;
	i->r[i->nr].end = end;
	i->nr++;
	return 0;
}

static int extent_range(struct inode *i, const struct jolt_fs_key *k, const void *d, uint32_t sz)
{
	struct jolt_fs_file_extent_item fe;

	memset(&fe, 0, sizeof(fe));
	memcpy(&fe, d, sz < sizeof(fe) ? sz : sizeof(fe));
	if (fe.type == JOLT_FS_FILE_EXTENT_INLINE)
		return add_range(i, k->offset, k->offset + (sz > JOLT_FS_FILE_EXTENT_INLINE_DATA
							     ? sz - JOLT_FS_FILE_EXTENT_INLINE_DATA : 0));
	return add_range(i, k->offset, k->offset + fe.num_bytes);
}

static int on_diff(void *ctx, const struct jolt_fs_key *k, const void *od, uint32_t osz,
		   const void *nd, uint32_t nsz)
{
	struct send *s = ctx;

	if (k->objectid < JOLT_FS_FIRST_FREE_OBJECTID || k->objectid >= NS_ORPHAN_OBJECTID)
		return 0;
	struct inode *i = iget(s, k->objectid, 1);
	if (!i)
		return -ENOMEM;
	i->item_changed = 1;
	if (k->type == JOLT_KEY_DIR_INDEX) {
		i->entries_changed = 1;
		for (int side = 0; side < 2; side++) {
			const uint8_t *d = side ? nd : od;
			uint32_t sz = side ? nsz : osz;
			struct jolt_fs_dir_item di;
			if (!d)
				continue;
			if (sz < sizeof(di))
				return -EUCLEAN;
			memcpy(&di, d, sizeof(di));
			if (sizeof(di) + di.name_len > sz || di.location.type != JOLT_KEY_INODE_ITEM)
				return -EUCLEAN;
			struct inode *t = iget(s, di.location.objectid, 1);
			if (!t)
				return -ENOMEM;
			int rc = epush(side ? &t->add : &t->del, k->objectid, d + sizeof(di), di.name_len);
			if (rc)
				return rc;
		}
	} else if (k->type == JOLT_KEY_EXTENT_DATA) {
		int rc = 0;
		if (od)
			rc = extent_range(i, k, od, osz);
		if (!rc && nd)
			rc = extent_range(i, k, nd, nsz);
		return rc;
	}
	return 0;
}

/* ------------------------------------------------------------ paths */

struct pp_find {
	uint64_t dir;
	char *name;
	int found;
	const struct inode *skip;    /* names this inode lost are not candidates */
};

static int pp_cb(void *ctx, uint8_t ns, const char *name, uint32_t len, const uint8_t *val,
		 uint32_t vlen)
{
	struct pp_find *p = ctx;
	uint64_t gen;

	if (ns != JOLT_FS_XATTR_PARENT || vlen < NS_PPTR_VALUE || p->found)
		return 0;
	ns_pptr_decode(val, &p->dir, &gen);
	for (size_t k = 0; p->skip && k < p->skip->del.n; k++)
		if (p->skip->del.v[k].dir == p->dir && strlen(p->skip->del.v[k].name) == len &&
		    !memcmp(p->skip->del.v[k].name, name, len))
			return 0;
	memcpy(p->name, name, len);
	p->name[len] = 0;
	p->found = 1;
	return 0;
}

/* A name the parent snapshot gives ino that this send does not take away. */
static int first_parent(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t *dir,
			char *name, const struct inode *skip)
{
	struct pp_find p = { 0, name, 0, skip };
	int rc = ns_xattr_for_each(fs, ino, ib, pp_cb, &p);

	if (rc)
		return rc;
	if (!p.found)
		return -EUCLEAN;
	*dir = p.dir;
	return 0;
}

/* The path of ino in the receiver now, appended to out at *len. */
static int path_of(struct send *s, uint64_t ino, char *out, size_t *len, int depth)
{
	struct inode *i = iget(s, ino, 0);
	char name[JOLT_NAME_MAX + 1];
	uint64_t dir;
	int rc;

	if (ino == JOLT_ROOT_INO)
		return 0;
	if (depth > 1024)
		return -ELOOP;
	if (i && i->orphan) {
		int n = snprintf(out + *len, JOLT_PATH_MAX + 64 - *len, "%so%" PRIu64 "-%" PRIu64 "-0",
				 *len ? "/" : "", ino, i->ogen);
		*len += (size_t)n;
		return *len > JOLT_PATH_MAX ? -ENAMETOOLONG : 0;
	}
	if (i && i->placed) {
		dir = i->pdir;
		snprintf(name, sizeof(name), "%s", i->pname);
	} else {
		/* untouched by this send: where the parent snapshot has it */
		struct nc_entry *e = nc_find(&s->names, ino);
		if (e) {
			s->res->name_cache_hits++;
			dir = e->dir;
			memcpy(name, e->name, sizeof(name));
		} else {
			struct ns_ibuf ib;
			if (!s->o)
				return -EUCLEAN;
			s->res->name_lookups++;
			rc = ns_inode_read(s->o, ino, &ib);
			if (!rc)
				rc = first_parent(s->o, ino, &ib, &dir, name, i);
			if (rc)
				return rc;
			nc_add(&s->names, ino, dir, name);
		}
	}
	rc = path_of(s, dir, out, len, depth + 1);
	if (rc)
		return rc;
	size_t nl = strlen(name);
	if (*len + nl + 1 > JOLT_PATH_MAX)
		return -ENAMETOOLONG;
	if (*len)
		out[(*len)++] = '/';
	memcpy(out + *len, name, nl + 1);
	*len += nl;
	return 0;
}

static const char *path(struct send *s, int which, uint64_t ino, const char *child, int *rc)
{
	size_t len = 0;
	char *out = s->pbuf[which];

	out[0] = 0;
	*rc = path_of(s, ino, out, &len, 0);
	if (*rc)
		return NULL;
	if (child) {
		size_t nl = strlen(child);
		if (len + nl + 1 > JOLT_PATH_MAX) {
			*rc = -ENAMETOOLONG;
			return NULL;
		}
		if (len)
			out[len++] = '/';
		memcpy(out + len, child, nl + 1);
	}
	return out;
}

/* ------------------------------------------------------------ commands */

static struct jolt_send_timespec ts(const struct jolt_fs_timespec *t)
{
	struct jolt_send_timespec r = { t->sec, t->nsec };
	return r;
}

static int send_utimes(struct send *s, uint64_t ino, const struct ns_ibuf *ib)
{
	int rc;
	const char *p = path(s, 0, ino, NULL, &rc);
	if (!p)
		return rc;
	struct jolt_send_timespec a = ts(&ib->i.atime), m = ts(&ib->i.mtime), c = ts(&ib->i.ctime),
				  o = ts(&ib->i.otime);
	s->res->utimes++;
	return jolt_send_utimes(s->w, p, &a, &m, &c, &o);
}

static int emit_dir_utimes(void *ctx, uint64_t dir, uint64_t gen)
{
	struct send *s = ctx;
	struct inode *i = iget(s, dir, 0);
	struct ns_ibuf ib;
	int rc;

	(void)gen;
	if (i && i->in_n)
		ib = i->nb;
	else if ((rc = ns_inode_read(s->n, dir, &ib)))
		return rc;
	s->res->dir_utimes++;
	return send_utimes(s, dir, &ib);
}

static int dir_changed(struct send *s, uint64_t dir, uint64_t cur)
{
	struct inode *d = iget(s, dir, 0);
	struct ns_ibuf ib;
	uint64_t gen;

	if (d) {
		if (!d->in_n)
			return 0;           /* deleted: no times to send */
		gen = d->nb.i.generation;
	} else {
		if (ns_inode_read(s->n, dir, &ib))
			return 0;
		gen = ib.i.generation;
	}
	return jolt_utimes_cache_dir_changed(s->uc, dir, gen, cur);
}

static int orphanize(struct send *s, struct inode *i, const char *from)
{
	int rc;

	i->orphan = 1;
	i->ogen = i->in_o ? i->ob.i.generation : i->nb.i.generation;
	i->placed = 0;
	const char *to = path(s, 1, i->ino, NULL, &rc);
	if (!to)
		return rc;
	rc = jolt_send_rename(s->w, from, to);
	return rc ? rc : dir_changed(s, JOLT_ROOT_INO, i->ino);
}

static int create_cmd(struct send *s, struct inode *i)
{
	const struct ns_ibuf *ib = &i->nb;
	uint32_t mode = ib->i.mode;
	int rc;

	if (i->created)
		return 0;
	i->created = 1;
	i->orphan = 1;
	i->ogen = ib->i.generation;
	const char *p = path(s, 0, i->ino, NULL, &rc);
	if (!p)
		return rc;
	switch (mode & JOLT_S_IFMT) {
	case JOLT_S_IFREG: return jolt_send_mkfile(s->w, p, i->ino);
	case JOLT_S_IFDIR: return jolt_send_mkdir(s->w, p, i->ino);
	case JOLT_S_IFIFO: return jolt_send_mkfifo(s->w, p, i->ino, mode);
	case JOLT_S_IFSOCK: return jolt_send_mksock(s->w, p, i->ino, mode);
	case JOLT_S_IFCHR:
	case JOLT_S_IFBLK: {
		/* the stream carries the kernel's new_encode_dev() */
		uint64_t maj = major(ib->i.rdev), min = minor(ib->i.rdev);
		uint64_t enc = (min & 0xff) | (maj << 8) | ((min & ~0xffull) << 12);
		return jolt_send_mknod(s->w, p, i->ino, mode, enc);
	}
	case JOLT_S_IFLNK: {
		char *t = malloc(ib->i.size + 1);
		if (!t)
			return -ENOMEM;
		struct ns_ibuf nb = *ib;
		int64_t r = ns_file_read(s->n, i->ino, &nb, t, ib->i.size, 0);
		if (r < 0) {
			free(t);
			return (int)r;
		}
		t[r] = 0;
		rc = jolt_send_symlink(s->w, p, i->ino, t);
		free(t);
		return rc;
	}
	default:
		return -EUCLEAN;
	}
}

/* Orphan names live in the top directory: its times change with them. */
static int create(struct send *s, struct inode *i)
{
	int rc = create_cmd(s, i);
	return rc ? rc : dir_changed(s, JOLT_ROOT_INO, i->ino);
}

/* An inode created in the receiver before its turn (a parent of a lower
 * inode's new name). */
static int ensure_exists(struct send *s, uint64_t ino)
{
	struct inode *i = iget(s, ino, 0);
	if (i && i->is_new && !i->created)
		return create(s, i);
	return 0;
}

/* Frees (dir, name) in the receiver if an inode waiting for its turn
 * still holds it there. */
static int free_name(struct send *s, uint64_t dir, const char *name, uint64_t self)
{
	uint64_t ino;
	uint8_t type;
	int rc;

	if (!s->o)
		return 0;
	struct inode *d = iget(s, dir, 0);
	if (d && !d->in_o)
		return 0;       /* a directory new in this send: the parent has no name in it */
	rc = ns_dir_lookup(s->o, dir, name, strlen(name), &ino, &type);
	if (rc == -ENOENT)
		return 0;
	if (rc)
		return rc;
	struct inode *y = iget(s, ino, 0);
	if (!y || ino == self)
		return 0;
	for (size_t k = 0; k < y->del.n; k++) {
		struct ent *e = &y->del.v[k];
		if (e->done || e->dir != dir || strcmp(e->name, name))
			continue;
		e->done = 1;
		const char *from = path(s, 2, dir, name, &rc);
		if (!from)
			return rc;
		if (y->in_n && !y->orphan)
			rc = orphanize(s, y, from);
		else
			rc = jolt_send_unlink(s->w, from);
		if (!rc)
			rc = dir_changed(s, dir, self);
		return rc;
	}
	return 0;
}

struct xent {
	uint8_t ns;
	char name[JOLT_XATTR_NAME_MAX + 16];
	uint8_t *val;
	uint32_t vlen;
};

struct xset {
	struct xent *v;
	size_t n, cap;
};

static const char *xprefix(uint8_t ns)
{
	switch (ns) {
	case JOLT_FS_XATTR_USER: return "user.";
	case JOLT_FS_XATTR_TRUSTED: return "trusted.";
	case JOLT_FS_XATTR_SECURITY: return "security.";
	case JOLT_FS_XATTR_SYSTEM: return "system.";
	default: return NULL;
	}
}

static int xcollect(void *ctx, uint8_t ns, const char *name, uint32_t len, const uint8_t *val,
		    uint32_t vlen)
{
	struct xset *x = ctx;
	const char *pfx = xprefix(ns);

	if (!pfx)
		return 0;
	if (x->n == x->cap) {
		size_t nc = x->cap ? x->cap * 2 : 8;
		struct xent *nv = realloc(x->v, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		x->v = nv;
		x->cap = nc;
	}
	struct xent *e = &x->v[x->n];
	snprintf(e->name, sizeof(e->name), "%s%.*s", pfx, (int)len, name);
	e->val = malloc(vlen ? vlen : 1);
	if (!e->val)
		return -ENOMEM;
	memcpy(e->val, val, vlen);
	e->vlen = vlen;
	x->n++;
	return 0;
}

static void xfree(struct xset *x)
{
	for (size_t i = 0; i < x->n; i++)
		free(x->v[i].val);
	free(x->v);
}

static const struct xent *xfind(const struct xset *x, const char *name)
{
	for (size_t i = 0; i < x->n; i++)
		if (!strcmp(x->v[i].name, name))
			return &x->v[i];
	return NULL;
}

static int send_xattrs(struct send *s, struct inode *i)
{
	struct xset ox = {0}, nx = {0};
	int rc = 0;
	const char *p = NULL;

	if (i->in_o && !i->is_new)
		rc = ns_xattr_for_each(s->o, i->ino, &i->ob, xcollect, &ox);
	if (!rc)
		rc = ns_xattr_for_each(s->n, i->ino, &i->nb, xcollect, &nx);
	for (size_t k = 0; !rc && k < ox.n; k++)
		if (!xfind(&nx, ox.v[k].name)) {
			if (!p && !(p = path(s, 0, i->ino, NULL, &rc)))
				break;
			rc = jolt_send_remove_xattr(s->w, p, ox.v[k].name);
		}
	for (size_t k = 0; !rc && k < nx.n; k++) {
		const struct xent *o = xfind(&ox, nx.v[k].name);
		if (o && o->vlen == nx.v[k].vlen && !memcmp(o->val, nx.v[k].val, o->vlen))
			continue;
		if (!p && !(p = path(s, 0, i->ino, NULL, &rc)))
			break;
		rc = jolt_send_set_xattr(s->w, p, nx.v[k].name, nx.v[k].val, nx.v[k].vlen);
	}
	xfree(&ox);
	xfree(&nx);
	return rc;
}

static int cmp_range(const void *a, const void *b)
{
	const struct range *x = a, *y = b;
	return x->start < y->start ? -1 : x->start > y->start;
}

static int send_data(struct send *s, struct inode *i)
{
	uint64_t size = i->nb.i.size, end = 0;
	uint8_t *buf = NULL;
	const char *p = NULL;
	int rc = 0;

	if (i->nr)
		qsort(i->r, i->nr, sizeof(*i->r), cmp_range);
	for (size_t k = 0; k < i->nr && !rc; k++) {
		uint64_t a = i->r[k].start > end ? i->r[k].start : end;
		uint64_t b = i->r[k].end < size ? i->r[k].end : size;
		if (b <= a)
			continue;
		if (!p && !(p = path(s, 0, i->ino, NULL, &rc)))
			break;
		if (!buf && !(buf = malloc(JOLT_SEND_WRITE_MAX_V1))) {
			rc = -ENOMEM;
			break;
		}
		for (uint64_t off = a; off < b && !rc;) {
			size_t n = b - off < JOLT_SEND_WRITE_MAX_V1 ? (size_t)(b - off)
								   : JOLT_SEND_WRITE_MAX_V1;
			int64_t r = ns_file_read(s->n, i->ino, &i->nb, buf, n, off);
			if (r < 0)
				rc = (int)r;
			else if ((size_t)r != n)
				rc = -EUCLEAN;
			else
				rc = jolt_send_write(s->w, p, off, buf, n);
			off += n;
		}
		end = b;
	}
	free(buf);
	if (rc)
		return rc;
	uint64_t had = i->is_new ? 0 : i->ob.i.size;
	if (size != had && (i->is_new ? size > end : 1)) {
		if (!p && !(p = path(s, 0, i->ino, NULL, &rc)))
			return rc;
		rc = jolt_send_truncate(s->w, p, size);
	}
	return rc;
}

static int inode_turn(struct send *s, struct inode *i)
{
	int rc = 0;
	const char *from, *to;

	if (!i->in_n)
		return 0;
	if (i->is_new)
		rc = create(s, i);
	/* names: the same (dir, name) lost and gained is no change */
	for (size_t a = 0; a < i->add.n; a++)
		for (size_t d = 0; d < i->del.n; d++)
			if (!i->del.v[d].done && i->del.v[d].dir == i->add.v[a].dir &&
			    !strcmp(i->del.v[d].name, i->add.v[a].name)) {
				i->del.v[d].done = i->add.v[a].done = 1;
				break;
			}
	for (size_t a = 0; a < i->add.n && !rc; a++) {
		struct ent *e = &i->add.v[a];
		if (e->done)
			continue;
		e->done = 1;
		rc = ensure_exists(s, e->dir);
		if (!rc)
			rc = free_name(s, e->dir, e->name, i->ino);
		if (rc)
			break;
		if (!(to = path(s, 1, e->dir, e->name, &rc)))
			break;
		struct ent *lost = NULL;
		for (size_t d = 0; d < i->del.n && !lost; d++)
			if (!i->del.v[d].done)
				lost = &i->del.v[d];
		if (i->orphan) {
			if (!(from = path(s, 0, i->ino, NULL, &rc)))
				break;
			rc = jolt_send_rename(s->w, from, to);
			i->orphan = 0;
			if (!rc)
				rc = dir_changed(s, JOLT_ROOT_INO, i->ino);
		} else if (lost && !i->placed) {
			lost->done = 1;
			if (!(from = path(s, 0, lost->dir, lost->name, &rc)))
				break;
			rc = jolt_send_rename(s->w, from, to);
			if (!rc)
				rc = dir_changed(s, lost->dir, i->ino);
		} else {
			if (!(from = path(s, 0, i->ino, NULL, &rc)))
				break;
			rc = jolt_send_link(s->w, to, from);
		}
		if (rc)
			break;
		if (!i->placed) {
			free(i->pname);
			i->pname = strdup(e->name);
			if (!i->pname)
				return -ENOMEM;
			i->placed = 1;
			i->pdir = e->dir;
		}
		rc = dir_changed(s, e->dir, i->ino);
	}
	for (size_t d = 0; d < i->del.n && !rc; d++) {
		struct ent *e = &i->del.v[d];
		if (e->done)
			continue;
		e->done = 1;
		if (!(from = path(s, 0, e->dir, e->name, &rc)))
			break;
		rc = jolt_send_unlink(s->w, from);
		if (!rc)
			rc = dir_changed(s, e->dir, i->ino);
	}
	if (!rc && i->orphan && !i->is_dir_n) {
		/* kept names only: the orphan name goes */
		if ((from = path(s, 0, i->ino, NULL, &rc))) {
			rc = jolt_send_unlink(s->w, from);
			i->orphan = 0;
			if (!rc)
				rc = dir_changed(s, JOLT_ROOT_INO, i->ino);
		}
	}
	if (rc)
		return rc;
	if (!i->item_changed && !i->is_new)
		return jolt_utimes_cache_inode_done(s->uc);
	rc = send_xattrs(s, i);
	if (!rc && (i->nb.i.mode & JOLT_S_IFMT) == JOLT_S_IFREG)
		rc = send_data(s, i);
	const struct jolt_fs_inode_item *o = &i->ob.i, *n = &i->nb.i;
	const char *p = NULL;
	int all = i->is_new || !s->o;
	if (!rc && (all || o->uid != n->uid || o->gid != n->gid)) {
		if ((p = path(s, 0, i->ino, NULL, &rc)))
			rc = jolt_send_chown(s->w, p, n->uid, n->gid);
	}
	if (!rc && (n->mode & JOLT_S_IFMT) != JOLT_S_IFLNK &&
	    (all || (o->mode & 07777) != (n->mode & 07777))) {
		if ((p = path(s, 0, i->ino, NULL, &rc)))
			rc = jolt_send_chmod(s->w, p, n->mode & 07777);
	}
	if (!rc) {
		if (i->is_dir_n)
			rc = jolt_utimes_cache_dir_changed(s->uc, i->ino, n->generation, i->ino);
		else
			rc = send_utimes(s, i->ino, &i->nb);
	}
	if (!rc)
		rc = jolt_utimes_cache_inode_done(s->uc);
	return rc;
}

/* Step 1: entries lost by directories and by deleted inodes. */
static int lose_entries(struct send *s, struct inode *i)
{
	int rc = 0;

	if (i->in_n && !i->is_new && !i->is_dir_o)
		return 0;       /* a surviving file's lost names wait for its turn */
	for (size_t d = 0; d < i->del.n && !rc; d++) {
		struct ent *e = &i->del.v[d];
		if (e->done)
			continue;
		if (i->in_n && !i->is_new) {
			/* a directory that stays under the same name: no change */
			int same = 0;
			for (size_t a = 0; a < i->add.n; a++)
				if (!i->add.v[a].done && i->add.v[a].dir == e->dir &&
				    !strcmp(i->add.v[a].name, e->name))
					same = 1;
			if (same)
				continue;
		}
		e->done = 1;
		const char *from = path(s, 2, e->dir, e->name, &rc);
		if (!from)
			break;
		if (i->is_dir_o)
			rc = orphanize(s, i, from);
		else
			rc = jolt_send_unlink(s->w, from);
		if (!rc)
			rc = dir_changed(s, e->dir, i->ino);
		if (!rc)
			rc = jolt_utimes_cache_inode_done(s->uc);
	}
	return rc;
}

static void progress(struct send *s, size_t k, int last)
{
	struct timespec now;

	if (!s->opts->progress)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	uint64_t t = (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
	if (!last && t < s->progress_next)
		return;
	s->progress_next = t + 1000000000ull;
	struct jolt_send_stats st;
	jolt_send_writer_stats(s->w, &st);
	fprintf(stderr, "\rsend: %zu/%zu inodes, %" PRIu64 " commands, %" PRIu64 " bytes%s", k,
		s->norder, st.commands, st.bytes, last ? "\n" : "");
	fflush(stderr);
}

static int run(struct send *s, const struct jolt_subvol_info *snap,
	       const struct jolt_subvol_info *par)
{
	struct cmp_stats cs = {0};
	int rc;

	rc = compare_trees(s->n->info, s->o ? s->o->root : NULL, s->n->root, on_diff, s, &cs);
	if (rc)
		return fail(s, rc, "comparing the trees: %s", strerror(-rc));
	s->res->nodes_compared = cs.nodes;
	s->res->nodes_shared = cs.shared;
	if (!s->o) {
		struct inode *r = iget(s, JOLT_ROOT_INO, 1);
		if (!r)
			return -ENOMEM;
	}
	s->order = malloc((s->count ? s->count : 1) * sizeof(*s->order));
	if (!s->order)
		return -ENOMEM;
	for (size_t b = 0; b < s->tsize; b++)
		for (struct inode *i = s->tab[b]; i; i = i->hnext)
			s->order[s->norder++] = i->ino;
	qsort(s->order, s->norder, sizeof(*s->order), cmp_u64);
	for (size_t k = 0; k < s->norder; k++) {
		struct inode *i = iget(s, s->order[k], 0);
		rc = ns_inode_read(s->n, i->ino, &i->nb);
		if (rc && rc != -ENOENT)
			return fail(s, rc, "snapshot inode %" PRIu64 ": %s", i->ino, strerror(-rc));
		i->in_n = !rc;
		if (s->o) {
			rc = ns_inode_read(s->o, i->ino, &i->ob);
			if (rc && rc != -ENOENT)
				return fail(s, rc, "parent inode %" PRIu64 ": %s", i->ino, strerror(-rc));
			i->in_o = !rc;
		}
		if (i->in_o && i->in_n && i->ob.i.generation != i->nb.i.generation)
			return fail(s, -EUCLEAN, "inode %" PRIu64 " reused with another generation",
				    i->ino);
		i->is_new = i->in_n && !i->in_o && i->ino != JOLT_ROOT_INO;
		if (i->ino == JOLT_ROOT_INO && !s->o)
			i->is_new = 0, i->item_changed = 1;
		i->is_dir_n = i->in_n && ns_is_dir(&i->nb);
		i->is_dir_o = i->in_o && ns_is_dir(&i->ob);
		if (!i->in_o)
			memset(&i->ob, 0, sizeof(i->ob));
	}
	s->res->inodes = s->norder;
	if (s->o)
		rc = jolt_send_snapshot(s->w, s->opts->send_name ? s->opts->send_name : snap->name,
					snap->uuid, snap->ctransid, par->uuid, par->ctransid);
	else
		rc = jolt_send_subvol(s->w, s->opts->send_name ? s->opts->send_name : snap->name,
				      snap->uuid, snap->ctransid);
	for (size_t k = 0; k < s->norder && !rc; k++)
		rc = lose_entries(s, iget(s, s->order[k], 0));
	for (size_t k = 0; k < s->norder && !rc; k++) {
		rc = inode_turn(s, iget(s, s->order[k], 0));
		progress(s, k + 1, 0);
	}
	for (size_t k = 0; k < s->norder && !rc; k++) {
		struct inode *i = iget(s, s->order[k], 0);
		if (i->in_o && !i->in_n && i->is_dir_o) {
			const char *p = path(s, 0, i->ino, NULL, &rc);
			if (p)
				rc = jolt_send_rmdir(s->w, p);
			if (!rc)
				rc = dir_changed(s, JOLT_ROOT_INO, i->ino);
		}
	}
	if (!rc)
		rc = jolt_utimes_cache_flush(s->uc);
	if (!rc)
		rc = jolt_send_end(s->w);
	progress(s, s->norder, 1);
	if (rc)
		return fail(s, rc, "sending: %s", strerror(-rc));
	return 0;
}

int jolt_send(struct jolt_fs *fs, const char *snap, const struct jolt_send_opts *opts,
	      struct jolt_send_result *res, char *why, size_t why_len)
{
	struct jolt_subvol_info si, pi;
	struct jolt_send_result dummy;
	struct send s;
	int rc;

	memset(&s, 0, sizeof(s));
	if (!res)
		res = &dummy;
	memset(res, 0, sizeof(*res));
	if (why && why_len)
		why[0] = 0;
	s.res = res;
	s.opts = opts;
	s.why = why;
	s.why_len = why_len;
	rc = jolt_subvol_get(fs, snap, &si);
	if (rc)
		return fail(&s, rc, "%s: %s", snap, strerror(-rc));
	if (!(si.flags & JOLT_SUBVOL_RDONLY) || si.id == JOLT_FS_FS_TREE_OBJECTID)
		return fail(&s, -EINVAL, "%s: not a read-only snapshot", snap);
	if (opts->parent) {
		rc = jolt_subvol_get(fs, opts->parent, &pi);
		if (rc)
			return fail(&s, rc, "parent %s: %s", opts->parent, strerror(-rc));
		if (!(pi.flags & JOLT_SUBVOL_RDONLY) || pi.id == JOLT_FS_FS_TREE_OBJECTID)
			return fail(&s, -EINVAL, "parent %s: not a read-only snapshot", opts->parent);
	}
	if (!(fs->view_of ? fs->view_of : fs)->parent_ptrs)
		return fail(&s, -EOPNOTSUPP, "send needs parent pointers (mkfs's default)");
	rc = jolt_subvol_open(fs, snap, &s.n);
	if (!rc && opts->parent)
		rc = jolt_subvol_open(fs, opts->parent, &s.o);
	if (!rc)
		rc = jolt_send_writer_open_fd(1, opts->fd, &s.w);
	struct jolt_utimes_cache_params up = { opts->utimes_cache, emit_dir_utimes, &s, NULL, NULL };
	if (!rc)
		rc = jolt_utimes_cache_create(&up, &s.uc);
	if (!rc)
		rc = nc_init(&s.names, opts->name_cache);
	if (rc) {
		fail(&s, rc, "starting the send: %s", strerror(-rc));
	} else {
		ns_lock(s.n);
		rc = run(&s, &si, opts->parent ? &pi : NULL);
		ns_unlock(s.n);
	}
	if (s.w) {
		struct jolt_send_stats st;
		jolt_send_writer_stats(s.w, &st);
		res->bytes = st.bytes;
		res->commands = st.commands;
		jolt_send_writer_close(s.w);
	}
	if (s.uc) {
		struct jolt_utimes_cache_stats cs;
		jolt_utimes_cache_stats(s.uc, &cs);
		res->cache_hits = cs.hits;
		res->cache_misses = cs.misses;
		res->cache_evictions = cs.evictions;
		res->cache_deferred = cs.deferred;
		res->cache_fallbacks = cs.fallbacks;
		jolt_utimes_cache_destroy(s.uc);
	}
	for (size_t b = 0; b < s.tsize; b++)
		for (struct inode *i = s.tab[b], *nx; i; i = nx) {
			nx = i->hnext;
			for (size_t k = 0; k < i->add.n; k++)
				free(i->add.v[k].name);
			for (size_t k = 0; k < i->del.n; k++)
				free(i->del.v[k].name);
			free(i->add.v);
			free(i->del.v);
			free(i->r);
			free(i->pname);
			free(i);
		}
	nc_free(&s.names);
	free(s.tab);
	free(s.order);
	jolt_subvol_close(s.n);
	jolt_subvol_close(s.o);
	return rc;
}
