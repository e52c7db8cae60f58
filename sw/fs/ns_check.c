/* The namespace half of fsck: every item of every fs tree, fed in key
 * order by the tree-level walk (fsck.h's item callback), checked against
 * docs/disk-format.md section 8. Run beside the tree check by jolt_check
 * and jolt_check_dev (the library calls `jolt fsck` makes).
 *
 * Because items come in key order, everything of one inode arrives
 * together (its INODE_ITEM first, then XATTR_ITEM, XATTR_VALUE, DIR_ITEM,
 * DIR_INDEX, EXTENT_DATA): what concerns one inode alone is checked when
 * its objectid ends (item encodings, name hashes, the shortform area and
 * the xattr count, remote values complete with their CRC, extents sorted,
 * aligned, not overlapping, inside their data extent, nbytes, sizes
 * against extents, a directory's size against its names). What relates
 * inodes is checked at the tree's end from three lists collected on the
 * way: entries by name (DIR_ITEM), entries by sequence (DIR_INDEX), and
 * parent pointers. Sorted, they must agree one to one: each DIR_ITEM
 * entry has its DIR_INDEX twin (same name, target, type, sequence); each
 * entry names an inode of its type; each link has exactly one parent
 * pointer with the parent's generation, and each pointer its link; link
 * counts match (a file: its entries; a directory: one entry, 2 + its
 * subdirectories, a parent field naming the directory holding it); an
 * inode without links has an orphan item, and an orphan item names an
 * inode without links. Reference counts of data extents are the tree
 * check's (fsck.h), which counts the EXTENT_DATA items itself. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"
#include "mmp.h"
#include "ns.h"

struct cinode {
	uint64_t ino, gen, parent, size, nbytes, flags;
	uint32_t mode, nlink;
	uint32_t links, subdirs;
};

struct cname {
	uint64_t a, b;               /* DIR: (dir, target); pptr: (child, parent) */
	uint64_t seq;                /* DIR: the sequence; pptr: the parent's generation */
	uint32_t off, len;           /* the name in the arena */
	uint8_t type;
};

struct cvec {
	void *v;
	size_t n, cap, esz;
};

struct remote {
	uint64_t id;
	uint32_t len, crc, got, run;
	uint32_t next;
};

struct ns_check {
	uint32_t nodesize, sectorsize, max_item;
	int parent_ptrs;
	jolt_check_report_fn report;
	void *ctx;
	uint32_t max_messages;
	uint64_t problems;
	struct jolt_check_result res;
	/* the tree being walked */
	uint64_t tree;
	int have_tree;
	struct cvec inodes, items, index, pptrs, orphans;
	char *arena;
	size_t alen, acap;
	/* the inode being walked */
	uint64_t cur;                /* objectid of the items now arriving */
	int cur_has_inode;
	struct cinode ci;
	uint32_t xattr_seen, xattr_stored;
	uint64_t ext_end, ext_bytes, names_bytes;
	int has_inline, has_ext;
	uint64_t inline_len, reg_end;
	struct remote *rem;
	size_t nrem, crem;
	struct jolt_blk *dev;        /* to read remote xattr values (NULL: not read) */
};

static void problem(struct ns_check *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void problem(struct ns_check *c, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	int n;

	c->problems++;
	if (!c->report || c->problems > c->max_messages)
		return;
	n = snprintf(msg, sizeof(msg), "fs tree %" PRIu64 ": ", c->tree);
	va_start(ap, fmt);
	vsnprintf(msg + n, sizeof(msg) - (size_t)n, fmt, ap);
	va_end(ap);
	c->report(c->ctx, msg);
}

static void *cvec_push(struct ns_check *c, struct cvec *v)
{
	if (v->n == v->cap) {
		size_t nc = v->cap ? v->cap * 2 : 256;
		void *nv = realloc(v->v, nc * v->esz);
		if (!nv) {
			problem(c, "out of memory: the check is incomplete");
			return NULL;
		}
		v->v = nv;
		v->cap = nc;
	}
	return (char *)v->v + v->esz * v->n++;
}

static uint32_t arena_put(struct ns_check *c, const void *s, uint32_t len)
{
	if (c->alen + len > c->acap) {
		size_t nc = c->acap ? c->acap * 2 : 65536;
		while (nc < c->alen + len)
			nc *= 2;
		char *na = realloc(c->arena, nc);
		if (!na) {
			problem(c, "out of memory: the check is incomplete");
			return 0;
		}
		c->arena = na;
		c->acap = nc;
	}
	memcpy(c->arena + c->alen, s, len);
	c->alen += len;
	return (uint32_t)(c->alen - len);
}

struct ns_check *ns_check_new(uint32_t nodesize, uint32_t sectorsize, int parent_ptrs,
			      jolt_check_report_fn report, void *ctx, uint32_t max_messages)
{
	struct ns_check *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	c->nodesize = nodesize;
	c->sectorsize = sectorsize ? sectorsize : 4096;
	c->max_item = jolt_fs_max_item_size(nodesize);
	c->parent_ptrs = parent_ptrs;
	c->report = report;
	c->ctx = ctx;
	c->max_messages = max_messages ? max_messages : 100;
	c->inodes.esz = sizeof(struct cinode);
	c->items.esz = c->index.esz = c->pptrs.esz = sizeof(struct cname);
	c->orphans.esz = sizeof(uint64_t);
	return c;
}

static void add_name(struct ns_check *c, struct cvec *v, uint64_t a, uint64_t b, uint64_t seq,
		     uint8_t type, const void *name, uint32_t len)
{
	struct cname *n = cvec_push(c, v);

	if (!n)
		return;
	n->a = a;
	n->b = b;
	n->seq = seq;
	n->type = type;
	n->len = len;
	n->off = arena_put(c, name, len);
}

/* ---- one inode ---- */

static int sf_pptr(void *ctx, uint8_t ns, const char *name, uint32_t len, const uint8_t *val,
		   uint32_t vlen)
{
	struct ns_check *c = ctx;

	c->xattr_seen++;
	if (ns == JOLT_FS_XATTR_PARENT) {
		uint64_t p, g;
		if (vlen != NS_PPTR_VALUE || len > JOLT_NAME_MAX) {
			problem(c, "inode %" PRIu64 ": malformed parent pointer", c->cur);
			return 0;
		}
		ns_pptr_decode(val, &p, &g);
		add_name(c, &c->pptrs, c->cur, p, g, 0, name, len);
		c->res.parent_ptrs++;
	} else if (ns >= JOLT_FS_XATTR_USER && ns <= JOLT_FS_XATTR_SYSTEM) {
		c->res.xattrs++;
	} else {
		problem(c, "inode %" PRIu64 ": xattr in unknown namespace %u", c->cur, ns);
	}
	return 0;
}

static void inode_begin(struct ns_check *c, uint64_t ino, const void *data, uint32_t size)
{
	struct ns_ibuf ib;
	struct cinode *ci = &c->ci;

	c->cur_has_inode = 1;
	memset(ci, 0, sizeof(*ci));
	ci->ino = ino;
	if (size < sizeof(ib.i) || size > sizeof(ib)) {
		problem(c, "inode %" PRIu64 ": INODE_ITEM of %u bytes", ino, size);
		c->cur_has_inode = 0;
		return;
	}
	memset(&ib, 0, sizeof(ib));
	memcpy(&ib, data, size);
	if (size != sizeof(ib.i) + ib.i.xattr_bytes)
		problem(c, "inode %" PRIu64 ": item of %u bytes, shortform area of %u", ino, size,
			ib.i.xattr_bytes);
	ci->gen = ib.i.generation;
	ci->parent = ib.i.parent;
	ci->size = ib.i.size;
	ci->nbytes = ib.i.nbytes;
	ci->flags = ib.i.flags;
	ci->mode = ib.i.mode;
	ci->nlink = ib.i.nlink;
	if (ns_ftype(ib.i.mode) == JOLT_FS_FT_UNKNOWN)
		problem(c, "inode %" PRIu64 ": mode %o of no known type", ino, ib.i.mode);
	if ((ib.i.mode & JOLT_S_IFMT) != JOLT_S_IFDIR && ib.i.parent)
		problem(c, "inode %" PRIu64 ": not a directory but has a parent field", ino);
	if (ib.i.flags & ~(uint64_t)NS_INODE_XATTR_ITEMS)
		problem(c, "inode %" PRIu64 ": unknown flags %#" PRIx64, ino, ib.i.flags);
	if ((ib.i.flags & NS_INODE_XATTR_ITEMS) && ib.i.xattr_bytes)
		problem(c, "inode %" PRIu64 ": xattrs in items and inline at once", ino);
	switch (ib.i.mode & JOLT_S_IFMT) {
	case JOLT_S_IFDIR: c->res.dirs++; break;
	case JOLT_S_IFREG: c->res.files++; break;
	case JOLT_S_IFLNK: c->res.symlinks++; break;
	default: c->res.specials++; break;
	}
	c->res.inodes++;
	c->xattr_stored = ib.i.xattr_count;
	c->xattr_seen = 0;
	if (!(ib.i.flags & NS_INODE_XATTR_ITEMS)) {
		uint32_t bytes = size - (uint32_t)sizeof(ib.i);
		if (bytes == ib.i.xattr_bytes &&
		    ns_sf_walk(ib.sf, bytes, ib.i.xattr_count, sf_pptr, c) == -EUCLEAN)
			problem(c, "inode %" PRIu64 ": malformed shortform xattr area", ino);
		c->xattr_seen = c->xattr_stored;
	}
	c->ext_end = 0;
	c->ext_bytes = 0;
	c->names_bytes = 0;
	c->has_inline = 0;
	c->has_ext = 0;
	c->inline_len = 0;
	c->reg_end = 0;
	c->nrem = 0;
}

static uint64_t xhash_check(uint8_t ns, const void *name, uint32_t nlen, const uint8_t *val,
			    uint32_t vlen)
{
	uint32_t h = jolt_crc32c(0, &ns, 1);

	h = jolt_crc32c(h, name, nlen);
	if (ns == JOLT_FS_XATTR_PARENT && vlen == NS_PPTR_VALUE)
		h = jolt_crc32c(h, val, 8);
	return h;
}

static void xattr_item(struct ns_check *c, const struct jolt_fs_key *k, const uint8_t *data,
		       uint32_t size)
{
	struct ns_ent e;
	uint32_t pos = 0;
	int n;

	if (!(c->ci.flags & NS_INODE_XATTR_ITEMS))
		problem(c, "inode %" PRIu64 ": XATTR_ITEM %" PRIu64 " but its xattrs are shortform",
			c->cur, k->offset);
	while ((n = ns_ent_next(data, size, &pos, &e)) == 1) {
		uint8_t ns = e.di.type & NS_XATTR_NS_MASK;
		const uint8_t *val = e.data;
		uint32_t vlen = e.di.data_len;
		if (e.di.type & ~(NS_XATTR_NS_MASK | NS_XATTR_REMOTE)) {
			problem(c, "inode %" PRIu64 ": xattr entry of type %#x", c->cur, e.di.type);
			continue;
		}
		if (e.di.type & NS_XATTR_REMOTE) {
			struct jolt_fs_xattr_remote d;
			if (vlen != sizeof(d) || ns == JOLT_FS_XATTR_PARENT) {
				problem(c, "inode %" PRIu64 ": malformed remote xattr entry", c->cur);
				continue;
			}
			memcpy(&d, val, sizeof(d));
			if (c->nrem == c->crem) {
				size_t nc = c->crem ? c->crem * 2 : 8;
				struct remote *nr = realloc(c->rem, nc * sizeof(*nr));
				if (!nr)
					continue;
				c->rem = nr;
				c->crem = nc;
			}
			c->rem[c->nrem++] = (struct remote){d.id, d.len, d.crc, 0, 0, 0};
			if (xhash_check(ns, e.name, e.di.name_len, NULL, 0) != k->offset)
				problem(c, "inode %" PRIu64 ": xattr in the item of hash %" PRIu64
					" hashes elsewhere", c->cur, k->offset);
			sf_pptr(c, ns, (const char *)e.name, e.di.name_len, NULL, 0);
			continue;
		}
		if (xhash_check(ns, e.name, e.di.name_len, val, vlen) != k->offset)
			problem(c, "inode %" PRIu64 ": xattr in the item of hash %" PRIu64
				" hashes elsewhere", c->cur, k->offset);
		sf_pptr(c, ns, (const char *)e.name, e.di.name_len, val, vlen);
	}
	if (n < 0)
		problem(c, "inode %" PRIu64 ": malformed XATTR_ITEM %" PRIu64, c->cur, k->offset);
}

/* A remote value's XATTR_VALUE item: a pointer to the data extent holding
 * it (disk-format 8.4), whose bytes are read back and checked against the
 * entry's length and CRC. Its reference is counted by the tree-level
 * check with the file extents'. */
static void xattr_value(struct ns_check *c, const struct jolt_fs_key *k, const uint8_t *data,
			uint32_t size)
{
	struct jolt_fs_file_extent_item fe;

	for (size_t i = 0; i < c->nrem; i++) {
		struct remote *r = &c->rem[i];
		if (r->id != k->offset)
			continue;
		if (r->next) {
			problem(c, "inode %" PRIu64 ": xattr value %" PRIu64 " twice", c->cur, r->id);
			return;
		}
		r->next = 1;
		if (size != sizeof(fe) || !jolt_item_data_extent(k, data, size, &fe) ||
		    fe.type != JOLT_FS_FILE_EXTENT_REG || fe.offset || fe.num_bytes != r->len ||
		    fe.disk_num_bytes < r->len || fe.disk_num_bytes % c->sectorsize ||
		    fe.disk_bytenr % c->sectorsize) {
			problem(c, "inode %" PRIu64 ": xattr value %" PRIu64 ": malformed extent "
				"pointer", c->cur, r->id);
			return;
		}
		r->got = r->len;
		r->run = r->crc;
		if (!c->dev)
			return;
		uint8_t *buf = malloc(r->len ? r->len : 1);
		if (!buf || jolt_blk_pread(c->dev, fe.disk_bytenr, buf, r->len) < 0 ||
		    jolt_crc32c(0, buf, r->len) != r->crc)
			r->run = ~r->crc;   /* reported at the inode's end as damaged */
		free(buf);
		return;
	}
	problem(c, "inode %" PRIu64 ": XATTR_VALUE %" PRIu64 " belongs to no xattr", c->cur,
		k->offset);
}

static void dir_entry(struct ns_check *c, const struct jolt_fs_key *k, const uint8_t *data,
		      uint32_t size)
{
	int index = k->type == JOLT_KEY_DIR_INDEX;
	struct ns_ent e;
	uint32_t pos = 0, count = 0;
	int n;

	if ((c->ci.mode & JOLT_S_IFMT) != JOLT_S_IFDIR)
		problem(c, "inode %" PRIu64 ": not a directory but has entries", c->cur);
	while ((n = ns_ent_next(data, size, &pos, &e)) == 1) {
		uint64_t seq = k->offset;
		count++;
		if (e.di.name_len > JOLT_NAME_MAX || memchr(e.name, '/', e.di.name_len) ||
		    (e.di.name_len <= 2 && e.name[0] == '.' &&
		     (e.di.name_len == 1 || e.name[1] == '.'))) {
			problem(c, "directory %" PRIu64 ": an entry has a bad name", c->cur);
			continue;
		}
		if (e.di.location.type != JOLT_KEY_INODE_ITEM) {
			problem(c, "directory %" PRIu64 ": entry '%.*s' names a %u, not an inode",
				c->cur, (int)e.di.name_len, e.name, e.di.location.type);
			continue;
		}
		if (index) {
			if (e.di.data_len != 0)
				problem(c, "directory %" PRIu64 ": DIR_INDEX %" PRIu64 " carries data",
					c->cur, k->offset);
			if (k->offset < 2)
				problem(c, "directory %" PRIu64 ": DIR_INDEX sequence %" PRIu64,
					c->cur, k->offset);
			c->res.entries++;
		} else {
			if (e.di.data_len != 8) {
				problem(c, "directory %" PRIu64 ": DIR_ITEM entry '%.*s' without its "
					"sequence", c->cur, (int)e.di.name_len, e.name);
				continue;
			}
			memcpy(&seq, e.data, 8);
			if (ns_name_hash((const char *)e.name, e.di.name_len) != k->offset)
				problem(c, "directory %" PRIu64 ": '%.*s' in the DIR_ITEM of hash %"
					PRIu64 " hashes elsewhere", c->cur, (int)e.di.name_len, e.name,
					k->offset);
		}
		c->names_bytes += e.di.name_len;
		add_name(c, index ? &c->index : &c->items, c->cur, e.di.location.objectid, seq,
			 e.di.type, e.name, e.di.name_len);
	}
	if (n < 0 || (index && count != 1))
		problem(c, "directory %" PRIu64 ": malformed %s %" PRIu64, c->cur,
			index ? "DIR_INDEX" : "DIR_ITEM", k->offset);
}

static uint64_t ru_c(const struct ns_check *c, uint64_t v)
{
	return (v + c->sectorsize - 1) & ~(uint64_t)(c->sectorsize - 1);
}

static void extent_item(struct ns_check *c, const struct jolt_fs_key *k, const uint8_t *data,
			uint32_t size)
{
	struct jolt_fs_file_extent_item fe;
	uint32_t type = c->ci.mode & JOLT_S_IFMT;

	if (type != JOLT_S_IFREG && type != JOLT_S_IFLNK)
		problem(c, "inode %" PRIu64 ": mode %o but has file extents", c->cur, c->ci.mode);
	memset(&fe, 0, sizeof(fe));
	if (size < JOLT_FS_FILE_EXTENT_INLINE_DATA) {
		problem(c, "inode %" PRIu64 ": EXTENT_DATA %" PRIu64 " of %u bytes", c->cur,
			k->offset, size);
		return;
	}
	memcpy(&fe, data, size < sizeof(fe) ? size : sizeof(fe));
	if (fe.compression || fe.encryption || fe.other_encoding)
		problem(c, "inode %" PRIu64 ": EXTENT_DATA %" PRIu64 " encoded", c->cur, k->offset);
	c->res.file_extents++;
	if (fe.type == JOLT_FS_FILE_EXTENT_INLINE) {
		uint64_t len = size - JOLT_FS_FILE_EXTENT_INLINE_DATA;
		if (k->offset != 0 || c->has_ext || c->has_inline)
			problem(c, "inode %" PRIu64 ": inline extent at %" PRIu64 " beside others",
				c->cur, k->offset);
		if (fe.ram_bytes != len)
			problem(c, "inode %" PRIu64 ": inline extent of %" PRIu64 " bytes says %"
				PRIu64, c->cur, len, fe.ram_bytes);
		c->has_inline = 1;
		c->inline_len = len;
		c->ext_end = len;
		c->ext_bytes += len;
		c->res.inline_bytes += len;
		return;
	}
	if ((fe.type != JOLT_FS_FILE_EXTENT_REG && fe.type != JOLT_FS_FILE_EXTENT_PREALLOC) ||
	    size != sizeof(fe)) {
		problem(c, "inode %" PRIu64 ": EXTENT_DATA %" PRIu64 " of type %u, %u bytes", c->cur,
			k->offset, fe.type, size);
		return;
	}
	if (c->has_inline)
		problem(c, "inode %" PRIu64 ": extent at %" PRIu64 " after an inline one", c->cur,
			k->offset);
	c->has_ext = 1;
	if (k->offset % c->sectorsize || fe.num_bytes % c->sectorsize || !fe.num_bytes)
		problem(c, "inode %" PRIu64 ": extent at %" PRIu64 " of %" PRIu64
			" bytes not sector-aligned", c->cur, k->offset, fe.num_bytes);
	if (k->offset < c->ext_end)
		problem(c, "inode %" PRIu64 ": extent at %" PRIu64 " overlaps the one before",
			c->cur, k->offset);
	if (fe.disk_bytenr && (fe.offset + fe.num_bytes > fe.disk_num_bytes ||
			       fe.offset + fe.num_bytes < fe.offset))
		problem(c, "inode %" PRIu64 ": extent at %" PRIu64 " maps past its data extent "
			"%" PRIu64, c->cur, k->offset, fe.disk_bytenr);
	c->ext_end = k->offset + fe.num_bytes;
	if (fe.disk_bytenr) {
		c->ext_bytes += fe.num_bytes;
		c->res.data_bytes += fe.num_bytes;
		if (fe.type == JOLT_FS_FILE_EXTENT_REG)
			c->reg_end = c->ext_end;
	}
}

/* Everything of one inode has arrived. */
static void inode_end(struct ns_check *c)
{
	struct cinode *ci = &c->ci;
	uint32_t type = ci->mode & JOLT_S_IFMT;

	if (!c->cur_has_inode)
		return;
	c->cur_has_inode = 0;
	if (c->xattr_seen != c->xattr_stored)
		problem(c, "inode %" PRIu64 ": %u xattrs, the inode says %u", ci->ino, c->xattr_seen,
			c->xattr_stored);
	for (size_t i = 0; i < c->nrem; i++) {
		struct remote *r = &c->rem[i];
		if (r->got != r->len || r->run != r->crc)
			problem(c, "inode %" PRIu64 ": xattr value %" PRIu64 " incomplete or damaged "
				"(%u of %u bytes)", ci->ino, r->id, r->got, r->len);
	}
	if (ci->nbytes != c->ext_bytes)
		problem(c, "inode %" PRIu64 ": nbytes %" PRIu64 ", its extents hold %" PRIu64,
			ci->ino, ci->nbytes, c->ext_bytes);
	if (type == JOLT_S_IFREG || type == JOLT_S_IFLNK) {
		if (c->has_inline && c->inline_len != ci->size)
			problem(c, "inode %" PRIu64 ": size %" PRIu64 " but %" PRIu64 " inline bytes",
				ci->ino, ci->size, c->inline_len);
		if (c->reg_end > ru_c(c, ci->size))
			problem(c, "inode %" PRIu64 ": data extents reach %" PRIu64 " past size %"
				PRIu64, ci->ino, c->reg_end, ci->size);
		if (type == JOLT_S_IFLNK && (ci->size == 0 || ci->size >= JOLT_PATH_MAX))
			problem(c, "symlink %" PRIu64 ": target of %" PRIu64 " bytes", ci->ino,
				ci->size);
	}
	if (type == JOLT_S_IFDIR && ci->size != c->names_bytes)
		problem(c, "directory %" PRIu64 ": size %" PRIu64 ", its names make %" PRIu64,
			ci->ino, ci->size, c->names_bytes);
	struct cinode *slot = cvec_push(c, &c->inodes);
	if (slot)
		*slot = *ci;
}

static void tree_reset(struct ns_check *c)
{
	c->inodes.n = c->items.n = c->index.n = c->pptrs.n = c->orphans.n = 0;
	c->alen = 0;
	c->cur_has_inode = 0;
	c->cur = 0;
}

/* Orders names by (a, name) or, with by_b, (a, b, name). */
struct sort_arg {
	const char *arena;
	int by_b;
};

static int name_cmp(const void *px, const void *py, void *arg)
{
	const struct cname *x = px, *y = py;
	const struct sort_arg *s = arg;

	if (x->a != y->a)
		return x->a < y->a ? -1 : 1;
	if (s->by_b && x->b != y->b)
		return x->b < y->b ? -1 : 1;
	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return memcmp(s->arena + x->off, s->arena + y->off, x->len);
}

static int u64_cmp(const void *px, const void *py)
{
	uint64_t x = *(const uint64_t *)px, y = *(const uint64_t *)py;

	return x < y ? -1 : x > y;
}

static struct cinode *find_inode(struct ns_check *c, uint64_t ino)
{
	struct cinode *v = c->inodes.v;
	size_t lo = 0, hi = c->inodes.n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (v[mid].ino == ino)
			return &v[mid];
		if (v[mid].ino < ino)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static int is_orphan(struct ns_check *c, uint64_t ino)
{
	return c->orphans.n &&
	       bsearch(&ino, c->orphans.v, c->orphans.n, sizeof(uint64_t), u64_cmp) != NULL;
}

#define NAMEF "'%.*s'"
#define NAMEA(c, n) (int)(n)->len, (c)->arena + (n)->off

static void check_indexes(struct ns_check *c)
{
	struct sort_arg sa = {c->arena, 0};
	struct cname *it = c->items.v, *ix = c->index.v;
	size_t i = 0, j = 0;

	if (c->items.n > 1)
		qsort_r(it, c->items.n, sizeof(*it), name_cmp, &sa);
	if (c->index.n > 1)
		qsort_r(ix, c->index.n, sizeof(*ix), name_cmp, &sa);
	for (size_t k = 1; k < c->index.n; k++)
		if (!name_cmp(&ix[k - 1], &ix[k], &sa))
			problem(c, "directory %" PRIu64 ": name " NAMEF " twice in DIR_INDEX", ix[k].a,
				NAMEA(c, &ix[k]));
	while (i < c->items.n || j < c->index.n) {
		int d = i == c->items.n ? 1 : j == c->index.n ? -1 : name_cmp(&it[i], &ix[j], &sa);
		if (d < 0) {
			problem(c, "directory %" PRIu64 ": " NAMEF " in DIR_ITEM but not in DIR_INDEX",
				it[i].a, NAMEA(c, &it[i]));
			i++;
		} else if (d > 0) {
			problem(c, "directory %" PRIu64 ": " NAMEF " in DIR_INDEX but not in DIR_ITEM",
				ix[j].a, NAMEA(c, &ix[j]));
			j++;
		} else {
			if (it[i].b != ix[j].b || it[i].type != ix[j].type || it[i].seq != ix[j].seq)
				problem(c, "directory %" PRIu64 ": " NAMEF " is inode %" PRIu64
					" type %u seq %" PRIu64 " by name, inode %" PRIu64 " type %u seq %"
					PRIu64 " by index", it[i].a, NAMEA(c, &it[i]), it[i].b, it[i].type,
					it[i].seq, ix[j].b, ix[j].type, ix[j].seq);
			i++;
			j++;
		}
	}
}

static void check_links(struct ns_check *c)
{
	struct cname *ix = c->index.v;
	struct cinode *in = c->inodes.v;

	for (size_t k = 0; k < c->index.n; k++) {
		struct cinode *t = find_inode(c, ix[k].b), *d;
		if (!t) {
			problem(c, "directory %" PRIu64 ": " NAMEF " names inode %" PRIu64
				", which does not exist", ix[k].a, NAMEA(c, &ix[k]), ix[k].b);
			continue;
		}
		if (ns_ftype(t->mode) != ix[k].type)
			problem(c, "directory %" PRIu64 ": " NAMEF " has type %u, inode %" PRIu64
				" has mode %o", ix[k].a, NAMEA(c, &ix[k]), ix[k].type, t->ino, t->mode);
		t->links++;
		if ((t->mode & JOLT_S_IFMT) == JOLT_S_IFDIR) {
			d = find_inode(c, ix[k].a);
			if (d)
				d->subdirs++;
			if (t->parent != ix[k].a)
				problem(c, "directory %" PRIu64 ": in directory %" PRIu64
					" but its parent field says %" PRIu64, t->ino, ix[k].a, t->parent);
		}
	}
	if (c->orphans.n > 1)
		qsort(c->orphans.v, c->orphans.n, sizeof(uint64_t), u64_cmp);
	for (size_t k = 0; k < c->inodes.n; k++) {
		struct cinode *t = &in[k];
		int dir = (t->mode & JOLT_S_IFMT) == JOLT_S_IFDIR;
		if (t->nlink == 0) {
			if (!is_orphan(c, t->ino))
				problem(c, "inode %" PRIu64 ": no links and no orphan item (leaked)",
					t->ino);
			if (t->links)
				problem(c, "inode %" PRIu64 ": nlink 0 but %u entries", t->ino, t->links);
			continue;
		}
		if (t->ino == JOLT_ROOT_INO) {
			if (t->links)
				problem(c, "the root directory has %u entries naming it", t->links);
		} else if (dir && t->links != 1) {
			problem(c, "directory %" PRIu64 ": %u entries name it", t->ino, t->links);
		} else if (!dir && t->links != t->nlink) {
			problem(c, "inode %" PRIu64 ": nlink %u but %u directory entries", t->ino,
				t->nlink, t->links);
		}
		if (dir && t->nlink != 2 + t->subdirs)
			problem(c, "directory %" PRIu64 ": nlink %u with %u subdirectories", t->ino,
				t->nlink, t->subdirs);
	}
	for (size_t k = 0; k < c->orphans.n; k++) {
		uint64_t o = ((uint64_t *)c->orphans.v)[k];
		struct cinode *t = find_inode(c, o);
		if (!t || t->nlink)
			problem(c, "orphan item for inode %" PRIu64 ", which %s", o,
				t ? "has links" : "does not exist");
	}
	c->res.orphans += c->orphans.n;
}

static void check_pptrs(struct ns_check *c)
{
	struct sort_arg sa = {c->arena, 1};
	struct cname *pp = c->pptrs.v, *ln;
	size_t i = 0, j = 0, n = c->index.n;

	if (!c->parent_ptrs) {
		if (c->pptrs.n)
			problem(c, "%zu parent pointers on a filesystem made without them", c->pptrs.n);
		return;
	}
	ln = malloc((n ? n : 1) * sizeof(*ln));
	if (!ln) {
		problem(c, "out of memory: parent pointers not checked");
		return;
	}
	for (size_t k = 0; k < n; k++) {
		struct cname *e = &((struct cname *)c->index.v)[k];
		ln[k] = *e;
		ln[k].a = e->b;    /* (child, parent, name) */
		ln[k].b = e->a;
	}
	if (c->pptrs.n > 1)
		qsort_r(pp, c->pptrs.n, sizeof(*pp), name_cmp, &sa);
	if (n > 1)
		qsort_r(ln, n, sizeof(*ln), name_cmp, &sa);
	while (i < c->pptrs.n || j < n) {
		int d = i == c->pptrs.n ? 1 : j == n ? -1 : name_cmp(&pp[i], &ln[j], &sa);
		if (d < 0) {
			problem(c, "inode %" PRIu64 ": parent pointer (%" PRIu64 ", " NAMEF
				") without its directory entry", pp[i].a, pp[i].b, NAMEA(c, &pp[i]));
			i++;
		} else if (d > 0) {
			problem(c, "inode %" PRIu64 ": entry " NAMEF " in directory %" PRIu64
				" without its parent pointer", ln[j].a, NAMEA(c, &ln[j]), ln[j].b);
			j++;
		} else {
			struct cinode *p = find_inode(c, pp[i].b);
			if (p && p->gen != pp[i].seq)
				problem(c, "inode %" PRIu64 ": parent pointer to %" PRIu64 " generation %"
					PRIu64 ", the directory's is %" PRIu64, pp[i].a, pp[i].b,
					pp[i].seq, p->gen);
			i++;
			j++;
		}
	}
	free(ln);
}

static void tree_end(struct ns_check *c)
{
	struct cinode *root;

	inode_end(c);
	root = find_inode(c, JOLT_ROOT_INO);
	if (!root)
		problem(c, "no root directory (inode %d)", JOLT_ROOT_INO);
	else if ((root->mode & JOLT_S_IFMT) != JOLT_S_IFDIR || root->parent != JOLT_ROOT_INO)
		problem(c, "the root directory has mode %o and parent %" PRIu64, root->mode,
			root->parent);
	check_indexes(c);
	check_links(c);
	check_pptrs(c);
	tree_reset(c);
}

int ns_check_item(void *ctx, uint64_t tree, const struct jolt_fs_key *key, const void *data,
		  uint32_t size)
{
	struct ns_check *c = ctx;

	if (tree != JOLT_FS_FS_TREE_OBJECTID && tree < JOLT_FS_FIRST_FREE_OBJECTID)
		return 0;
	if (!c->have_tree || tree != c->tree) {
		if (c->have_tree)
			tree_end(c);
		c->tree = tree;
		c->have_tree = 1;
	}
	if (key->objectid != c->cur) {
		inode_end(c);
		c->cur = key->objectid;
	}
	if (key->objectid == NS_ORPHAN_OBJECTID) {
		uint64_t *o;
		if (key->type != JOLT_KEY_ORPHAN_ITEM)
			problem(c, "item of type %u under the orphan objectid", key->type);
		else if ((o = cvec_push(c, &c->orphans)))
			*o = key->offset;
		return 0;
	}
	if (key->objectid < JOLT_FS_FIRST_FREE_OBJECTID) {
		problem(c, "item (%" PRIu64 " %u %" PRIu64 ") below the first inode number",
			key->objectid, key->type, key->offset);
		return 0;
	}
	if (key->type == JOLT_KEY_INODE_ITEM) {
		if (key->offset)
			problem(c, "inode %" PRIu64 ": INODE_ITEM at offset %" PRIu64, key->objectid,
				key->offset);
		inode_begin(c, key->objectid, data, size);
		return 0;
	}
	if (!c->cur_has_inode) {
		problem(c, "item (%" PRIu64 " %s %" PRIu64 ") of no inode", key->objectid,
			jolt_key_type_name(key->type), key->offset);
		return 0;
	}
	switch (key->type) {
	case JOLT_KEY_XATTR_ITEM:
		xattr_item(c, key, data, size);
		break;
	case JOLT_KEY_XATTR_VALUE:
		xattr_value(c, key, data, size);
		break;
	case JOLT_KEY_DIR_ITEM:
	case JOLT_KEY_DIR_INDEX:
		dir_entry(c, key, data, size);
		break;
	case JOLT_KEY_EXTENT_DATA:
		extent_item(c, key, data, size);
		break;
	default:
		problem(c, "inode %" PRIu64 ": item of type %s", key->objectid,
			jolt_key_type_name(key->type));
	}
	return 0;
}

uint64_t ns_check_finish(struct ns_check *c, struct jolt_check_result *res)
{
	if (c->have_tree)
		tree_end(c);
	c->have_tree = 0;
	if (res) {
		res->inodes = c->res.inodes;
		res->dirs = c->res.dirs;
		res->files = c->res.files;
		res->symlinks = c->res.symlinks;
		res->specials = c->res.specials;
		res->entries = c->res.entries;
		res->xattrs = c->res.xattrs;
		res->parent_ptrs = c->res.parent_ptrs;
		res->file_extents = c->res.file_extents;
		res->data_bytes = c->res.data_bytes;
		res->inline_bytes = c->res.inline_bytes;
		res->orphans = c->res.orphans;
	}
	return c->problems;
}

void ns_check_free(struct ns_check *c)
{
	if (!c)
		return;
	free(c->inodes.v);
	free(c->items.v);
	free(c->index.v);
	free(c->pptrs.v);
	free(c->orphans.v);
	free(c->arena);
	free(c->rem);
	free(c);
}

/* ---- the library calls ---- */

static long run_check(struct jolt_fs_info *info, struct jolt_blk *dev, uint32_t nodesize,
		      uint32_t sectorsize, int pptrs, uint32_t flags, jolt_check_report_fn report,
		      void *ctx, struct jolt_check_result *res)
{
	struct jolt_check_result local;
	struct jolt_fsck_opts o;
	struct jolt_fsck_result tr;
	struct ns_check *c = NULL;
	long r;

	if (!res)
		res = &local;
	memset(res, 0, sizeof(*res));
	if (!(flags & JOLT_CHECK_ALL) || (flags & ~(uint32_t)JOLT_CHECK_ALL))
		return -EINVAL;
	if ((flags & JOLT_CHECK_NAMESPACE) && nodesize) {
		c = ns_check_new(nodesize, sectorsize, pptrs, report, ctx, 100);
		if (!c)
			return -ENOMEM;
		c->dev = info ? info->dev : dev;
	}
	memset(&o, 0, sizeof(o));
	o.report = (flags & JOLT_CHECK_TREES) ? report : NULL;
	o.report_ctx = ctx;
	o.item = c ? ns_check_item : NULL;
	o.item_ctx = c;
	memset(&tr, 0, sizeof(tr));
	r = info ? jolt_fs_check(info, &o, &tr) : jolt_fs_check_dev(dev, &o, &tr);
	if (r < 0) {
		ns_check_free(c);
		return r;
	}
	res->tree_problems = (flags & JOLT_CHECK_TREES) ? (uint64_t)r : 0;
	res->nodes = tr.nodes;
	res->items = tr.items;
	if (c)
		res->ns_problems = ns_check_finish(c, res);
	ns_check_free(c);
	res->problems = res->tree_problems + res->ns_problems;
	return (long)res->problems;
}

long jolt_check(struct jolt_fs *fs, uint32_t flags, jolt_check_report_fn report, void *ctx,
		struct jolt_check_result *res)
{
	return run_check(fs->info, NULL, fs->nodesize, fs->sectorsize, fs->parent_ptrs, flags,
			 report, ctx, res);
}

/* The superblock a mount would take (the valid copy of the highest
 * generation): 1, or 0 when neither copy is valid. */
static int best_super(struct jolt_blk *dev, struct jolt_fs_super *best)
{
	struct jolt_fs_super sb;
	uint64_t offs[2] = {JOLT_FS_SUPER_OFFSET0, JOLT_FS_SUPER_OFFSET1};
	int have = 0;

	for (int i = 0; i < 2; i++) {
		char why[128];
		if (jolt_blk_pread(dev, offs[i], &sb, sizeof(sb)) < 0)
			continue;
		if (jolt_fs_super_verify(&sb, offs[i], jolt_blk_capacity(dev), why, sizeof(why)))
			continue;
		if (!have || sb.generation > best->generation)
			*best = sb;
		have = 1;
	}
	return have;
}

int jolt_check_unmounted(struct jolt_blk *dev, char *why, size_t why_len)
{
	struct jolt_fs_super sb;
	if (!best_super(dev, &sb))
		return 0;       /* no filesystem: nothing can be mounted */
	return jolt_mmp_check(dev, &sb, why, why_len);
}

long jolt_check_dev(struct jolt_blk *dev, uint32_t flags, jolt_check_report_fn report,
		    void *ctx, struct jolt_check_result *res)
{
	struct jolt_fs_super best;
	/* the namespace check needs the geometry before the walk: from the
	 * superblock the mount will take (a damaged image is then the
	 * tree-level check's to report) */
	int have = best_super(dev, &best);
	return run_check(NULL, dev, have ? best.nodesize : 0, have ? best.sectorsize : 0,
			 have && (best.incompat_flags & JOLT_FS_INCOMPAT_PARENT_PTRS), flags, report,
			 ctx, res);
}

/* ---- dump-tree ---- */

static void dump_name(FILE *out, const uint8_t *n, uint32_t len)
{
	fputc('\'', out);
	for (uint32_t i = 0; i < len; i++)
		fputc(n[i] >= 32 && n[i] < 127 && n[i] != '\'' ? n[i] : '?', out);
	fputc('\'', out);
}

static int dump_sf(void *ctx, uint8_t ns, const char *name, uint32_t len, const uint8_t *val,
		   uint32_t vlen)
{
	FILE *out = ctx;

	fprintf(out, "\t\tsf xattr ns %u name ", ns);
	dump_name(out, (const uint8_t *)name, len);
	if (ns == JOLT_FS_XATTR_PARENT && vlen == NS_PPTR_VALUE) {
		uint64_t p, g;
		ns_pptr_decode(val, &p, &g);
		fprintf(out, " parent %" PRIu64 " gen %" PRIu64 "\n", p, g);
	} else {
		fprintf(out, " value_len %u\n", vlen);
	}
	return 0;
}

int jolt_ns_dump_item(void *ctx, FILE *out, const struct jolt_fs_key *key, const void *data,
		      uint32_t size)
{
	(void)ctx;
	switch (key->type) {
	case JOLT_KEY_INODE_ITEM: {
		struct ns_ibuf ib;
		if (size < sizeof(ib.i) || size > sizeof(ib))
			return 0;
		memset(&ib, 0, sizeof(ib));
		memcpy(&ib, data, size);
		fprintf(out, "\t\tinode generation %" PRIu64 " transid %" PRIu64 " size %" PRIu64
			" nbytes %" PRIu64 " mode %o nlink %u uid %u gid %u rdev %" PRIu64
			" flags %#" PRIx64 " sequence %" PRIu64 " parent %" PRIu64 "\n",
			ib.i.generation, ib.i.transid, ib.i.size, ib.i.nbytes, ib.i.mode, ib.i.nlink,
			ib.i.uid, ib.i.gid, ib.i.rdev, ib.i.flags, ib.i.sequence, ib.i.parent);
		fprintf(out, "\t\tatime %" PRIu64 ".%09u ctime %" PRIu64 ".%09u mtime %" PRIu64
			".%09u otime %" PRIu64 ".%09u\n", ib.i.atime.sec, ib.i.atime.nsec,
			ib.i.ctime.sec, ib.i.ctime.nsec, ib.i.mtime.sec, ib.i.mtime.nsec,
			ib.i.otime.sec, ib.i.otime.nsec);
		fprintf(out, "\t\tshortform xattrs %u bytes %u\n", ib.i.xattr_count, ib.i.xattr_bytes);
		if (size == sizeof(ib.i) + ib.i.xattr_bytes &&
		    ns_sf_walk(ib.sf, ib.i.xattr_bytes, ib.i.xattr_count, dump_sf, out))
			fprintf(out, "\t\t(malformed shortform area)\n");
		return 1;
	}
	case JOLT_KEY_DIR_ITEM:
	case JOLT_KEY_DIR_INDEX:
	case JOLT_KEY_XATTR_ITEM: {
		struct ns_ent e;
		uint32_t pos = 0;
		int n;
		while ((n = ns_ent_next(data, size, &pos, &e)) == 1) {
			if (key->type == JOLT_KEY_XATTR_ITEM) {
				fprintf(out, "\t\txattr ns %u%s name ", e.di.type & NS_XATTR_NS_MASK,
					e.di.type & NS_XATTR_REMOTE ? " remote" : "");
				dump_name(out, e.name, e.di.name_len);
				if ((e.di.type & NS_XATTR_NS_MASK) == JOLT_FS_XATTR_PARENT &&
				    e.di.data_len == NS_PPTR_VALUE) {
					uint64_t p, g;
					ns_pptr_decode(e.data, &p, &g);
					fprintf(out, " parent %" PRIu64 " gen %" PRIu64 "\n", p, g);
				} else {
					fprintf(out, " data_len %u\n", e.di.data_len);
				}
				continue;
			}
			fprintf(out, "\t\tlocation (%" PRIu64 " %s %" PRIu64 ") type %u transid %"
				PRIu64 " name ", e.di.location.objectid,
				jolt_key_type_name(e.di.location.type), e.di.location.offset, e.di.type,
				e.di.transid);
			dump_name(out, e.name, e.di.name_len);
			if (e.di.data_len == 8) {
				uint64_t seq;
				memcpy(&seq, e.data, 8);
				fprintf(out, " index %" PRIu64, seq);
			}
			fputc('\n', out);
		}
		if (n < 0)
			fprintf(out, "\t\t(malformed entries)\n");
		return 1;
	}
	case JOLT_KEY_XATTR_VALUE: {
		struct jolt_fs_file_extent_item fe;
		if (!jolt_item_data_extent(key, data, size, &fe))
			return 0;
		fprintf(out, "\t\txattr value %" PRIu64 " len %" PRIu64 " in extent disk byte %"
			PRIu64 " nr %" PRIu64 "\n", key->offset, fe.num_bytes, fe.disk_bytenr,
			fe.disk_num_bytes);
		return 1;
	}
	case JOLT_KEY_ORPHAN_ITEM:
		fprintf(out, "\t\torphan inode %" PRIu64 "\n", key->offset);
		return 1;
	default:
		return 0;
	}
}
