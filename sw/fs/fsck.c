/* The tree-level check and dump (btrfs check's tree and extent passes,
 * btrfs inspect-internal dump-tree).
 *
 * The check walks every tree from the root tree down, reading each node
 * through the node cache (so each is verified as any read is), each node
 * once: a node reached again through another parent (a shared subtree) is
 * counted, not walked. It records how many pointers reach every node and
 * data extent, then compares with the extent tree as the running
 * transaction leaves it (each extent item's count plus its pending delayed
 * change, and the extents allocated in the running transaction), and with
 * the free space map. So the check is exact between any two operations,
 * not only after a commit. A damaged node is one problem, reported with
 * its location, and its subtree is skipped; references below it are then
 * missing, which the extent comparison reports too (expected: a damaged
 * tree loses its references). */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "btree.h"
#include "fsck.h"
#include "node.h"
#include "super.h"
#include "trans.h"

struct ref {
	uint64_t bytenr;
	uint64_t num_bytes;
	uint64_t found;          /* pointers found by the walk */
	int is_data;
	int level;
	int walked;
	uint64_t first_tree;
};

struct extent {
	struct jolt_fs_key key;
	struct jolt_fs_extent_item item;
};

struct check {
	struct jolt_fs_info *fs;
	const struct jolt_fsck_opts *o;
	struct jolt_fsck_result res;
	struct ref *refs;        /* open addressing, bytenr 0 = empty */
	size_t cap, n;
	struct extent *ext;
	size_t next, cext;
	uint64_t *tree_ids;
	size_t ntrees, ctrees;
	uint64_t transid;        /* newest generation a node may have */
	int stop;                /* the item callback asked to stop */
	int stop_rc;
};

static void problem(struct check *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void problem(struct check *c, const char *fmt, ...)
{
	uint32_t max = c->o && c->o->max_messages ? c->o->max_messages : 100;
	c->res.problems++;
	if (!c->o || !c->o->report || c->res.problems > max)
		return;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	c->o->report(c->o->report_ctx, msg);
}

static struct ref *ref_get(struct check *c, uint64_t bytenr)
{
	if (c->n * 2 >= c->cap) {
		size_t nc = c->cap ? c->cap * 2 : 4096;
		struct ref *nr = calloc(nc, sizeof(*nr));
		if (!nr)
			return NULL;
		for (size_t i = 0; i < c->cap; i++)
			if (c->refs[i].bytenr) {
				size_t j = (size_t)(c->refs[i].bytenr * 0x9e3779b97f4a7c15ull >> 17) & (nc - 1);
				while (nr[j].bytenr)
					j = (j + 1) & (nc - 1);
				nr[j] = c->refs[i];
			}
		free(c->refs);
		c->refs = nr;
		c->cap = nc;
	}
	size_t j = (size_t)(bytenr * 0x9e3779b97f4a7c15ull >> 17) & (c->cap - 1);
	while (c->refs[j].bytenr && c->refs[j].bytenr != bytenr)
		j = (j + 1) & (c->cap - 1);
	if (!c->refs[j].bytenr) {
		c->refs[j].bytenr = bytenr;
		c->n++;
	}
	return &c->refs[j];
}

static struct ref *ref_find(const struct check *c, uint64_t bytenr)
{
	if (!c->cap)
		return NULL;
	size_t j = (size_t)(bytenr * 0x9e3779b97f4a7c15ull >> 17) & (c->cap - 1);
	while (c->refs[j].bytenr && c->refs[j].bytenr != bytenr)
		j = (j + 1) & (c->cap - 1);
	return c->refs[j].bytenr ? &c->refs[j] : NULL;
}

static int is_fs_tree(uint64_t id)
{
	return id == JOLT_FS_FS_TREE_OBJECTID || id >= JOLT_FS_FIRST_FREE_OBJECTID;
}

static int add_data_ref(void *ctx, uint64_t bytenr, uint64_t num_bytes)
{
	struct check *c = ctx;
	if (!bytenr)
		return 0;
	struct ref *r = ref_get(c, bytenr);
	if (!r)
		return -ENOMEM;
	if (r->found && (!r->is_data || r->num_bytes != num_bytes))
		problem(c, "data extent %" PRIu64 ": referenced as %" PRIu64 " bytes and as %s %" PRIu64,
			bytenr, num_bytes, r->is_data ? "data of" : "a node of", r->num_bytes);
	r->is_data = 1;
	r->num_bytes = num_bytes;
	r->found++;
	return 0;
}

static void leaf_items(struct check *c, uint64_t tree, struct jolt_node *n)
{
	for (uint32_t i = 0; i < jolt_node_nritems(n); i++) {
		const struct jolt_fs_item *it = jolt_node_item(n, i);
		const void *data = jolt_node_item_data(n, i);
		c->res.items++;
		if (tree == JOLT_FS_ROOT_TREE_OBJECTID && it->key.type == JOLT_KEY_ROOT_ITEM) {
			if (it->size < sizeof(struct jolt_fs_root_item)) {
				problem(c, "leaf %" PRIu64 " (root tree): ROOT_ITEM of tree %" PRIu64
					" is %u bytes", n->bytenr, it->key.objectid, it->size);
			} else if (c->ntrees < c->ctrees) {
				c->tree_ids[c->ntrees++] = it->key.objectid;
			} else {
				size_t nc = c->ctrees ? c->ctrees * 2 : 16;
				uint64_t *v = realloc(c->tree_ids, nc * sizeof(*v));
				if (v) {
					c->tree_ids = v;
					c->ctrees = nc;
					c->tree_ids[c->ntrees++] = it->key.objectid;
				}
			}
		}
		if (tree == JOLT_FS_EXTENT_TREE_OBJECTID &&
		    (it->key.type == JOLT_KEY_EXTENT_ITEM || it->key.type == JOLT_KEY_METADATA_ITEM)) {
			if (it->size < sizeof(struct jolt_fs_extent_item)) {
				problem(c, "leaf %" PRIu64 " (extent tree): extent item of %" PRIu64
					" is %u bytes", n->bytenr, it->key.objectid, it->size);
			} else {
				if (c->next == c->cext) {
					size_t nc = c->cext ? c->cext * 2 : 1024;
					struct extent *v = realloc(c->ext, nc * sizeof(*v));
					if (!v)
						continue;
					c->ext = v;
					c->cext = nc;
				}
				c->ext[c->next].key = it->key;
				memcpy(&c->ext[c->next].item, data, sizeof(c->ext[c->next].item));
				c->next++;
			}
		}
		if (c->o && c->o->item && !c->stop) {
			int rc = c->o->item(c->o->item_ctx, tree, &it->key, data, it->size);
			if (rc) {
				c->stop = 1;
				c->stop_rc = rc;
			}
		}
	}
	if (is_fs_tree(tree) && jolt_leaf_for_each_data_ref(n, add_data_ref, c))
		problem(c, "out of memory counting data references");
}

/* A shared subtree reached again from another fs tree: its items are that
 * tree's too, so the item callback (the namespace check) sees them again;
 * nothing is counted twice. */
static void items_again(struct check *c, uint64_t tree, uint64_t bytenr, int level, uint64_t gen)
{
	struct jolt_node *n;

	if (c->stop || jolt_nc_read(c->fs->nc, bytenr, level, gen, &n))
		return;                 /* the first walk reported it */
	for (uint32_t i = 0; i < jolt_node_nritems(n) && !c->stop; i++) {
		if (level) {
			const struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, i);
			items_again(c, tree, kp->blockptr, level - 1, kp->generation);
			continue;
		}
		const struct jolt_fs_item *it = jolt_node_item(n, i);
		int rc = c->o->item(c->o->item_ctx, tree, &it->key, jolt_node_item_data(n, i), it->size);
		if (rc) {
			c->stop = 1;
			c->stop_rc = rc;
		}
	}
	jolt_nc_put(c->fs->nc, n);
}

/* Walks the subtree at (bytenr, level, gen), reached from `parent` slot
 * `pslot` (parent 0: a tree root), whose keys must lie in [lo, hi). */
static void walk(struct check *c, uint64_t tree, uint64_t bytenr, int level, uint64_t gen,
		 uint64_t parent, int pslot, uint64_t parent_gen, const struct jolt_fs_key *lo,
		 const struct jolt_fs_key *hi)
{
	struct jolt_fs_info *fs = c->fs;
	struct ref *r = ref_get(c, bytenr);
	if (!r) {
		problem(c, "out of memory");
		return;
	}
	if (r->found && r->is_data)
		problem(c, "node %" PRIu64 " (tree %" PRIu64 "): also referenced as a data extent",
			bytenr, tree);
	r->found++;
	r->num_bytes = fs->nodesize;
	r->level = level;
	if (r->walked) {
		c->res.shared_nodes++;
		if (is_fs_tree(tree) && c->o && c->o->item)
			items_again(c, tree, bytenr, level, gen);
		return;
	}
	r->walked = 1;
	r->first_tree = tree;
	struct jolt_node *n;
	int rc = jolt_nc_read(fs->nc, bytenr, level, gen, &n);
	if (rc) {
		if (parent)
			problem(c, "tree %" PRIu64 ": %s (pointer in node %" PRIu64 " slot %d)", tree,
				jolt_nc_error(fs->nc), parent, pslot);
		else
			problem(c, "tree %" PRIu64 ": root %s", tree, jolt_nc_error(fs->nc));
		return;
	}
	c->res.nodes++;
	const struct jolt_fs_header *h = jolt_node_header(n);
	const char *kind = level ? "node" : "leaf";
	if (is_fs_tree(tree) ? !is_fs_tree(h->owner) : h->owner != tree)
		problem(c, "%s %" PRIu64 " (tree %" PRIu64 " level %d): owner %" PRIu64, kind, bytenr,
			tree, level, h->owner);
	if (h->generation > c->transid || (parent && h->generation > parent_gen))
		problem(c, "%s %" PRIu64 " (tree %" PRIu64 " level %d): generation %" PRIu64
			" is newer than its parent's %" PRIu64 " or the filesystem's %" PRIu64, kind,
			bytenr, tree, level, h->generation, parent_gen, c->transid);
	uint32_t nr = h->nritems;
	if (parent && nr == 0)
		problem(c, "%s %" PRIu64 " (tree %" PRIu64 " level %d): empty", kind, bytenr, tree, level);
	if (!parent && level > 0 && nr < 2)
		problem(c, "node %" PRIu64 " (tree %" PRIu64 " level %d): a root with %u pointer(s)",
			bytenr, tree, level, nr);
	char k1[64], k2[64];
	if (nr && lo && jolt_key_cmp(jolt_node_key(n, 0), lo) != 0) {
		jolt_key_format(jolt_node_key(n, 0), k1, sizeof(k1));
		jolt_key_format(lo, k2, sizeof(k2));
		problem(c, "%s %" PRIu64 " (tree %" PRIu64 " level %d): first key %s, its parent %"
			PRIu64 " says %s", kind, bytenr, tree, level, k1, parent, k2);
	}
	if (nr && hi && jolt_key_cmp(jolt_node_key(n, nr - 1), hi) >= 0) {
		jolt_key_format(jolt_node_key(n, nr - 1), k1, sizeof(k1));
		jolt_key_format(hi, k2, sizeof(k2));
		problem(c, "%s %" PRIu64 " (tree %" PRIu64 " level %d): last key %s is not below the "
			"next subtree's %s", kind, bytenr, tree, level, k1, k2);
	}
	if (level == 0) {
		c->res.leaves++;
		leaf_items(c, tree, n);
	} else {
		uint64_t b[64];
		int lv[64];
		uint64_t g[64];
		size_t k = 0;
		for (uint32_t i = 0; i < nr && k < 64; i++, k++) {
			b[k] = jolt_node_ptr(n, i)->blockptr;
			g[k] = jolt_node_ptr(n, i)->generation;
			lv[k] = level - 1;
		}
		jolt_nc_readahead(fs->nc, b, lv, g, k);
		for (uint32_t i = 0; i < nr && !c->stop; i++) {
			const struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, i);
			walk(c, tree, kp->blockptr, level - 1, kp->generation, bytenr, (int)i,
			     h->generation, &kp->key, i + 1 < nr ? &jolt_node_ptr(n, i + 1)->key : hi);
		}
	}
	jolt_nc_put(fs->nc, n);
}

static void walk_tree(struct check *c, struct jolt_root *root)
{
	c->res.trees++;
	struct jolt_node *n = root->node;
	walk(c, root->objectid, n->bytenr, jolt_node_level(n), jolt_node_gen(n), 0, 0, 0, NULL, NULL);
}

/* The extent tree (as the running transaction leaves it) against the walk. */
static void check_extents(struct check *c)
{
	struct jolt_fs_info *fs = c->fs;
	const struct jolt_fs_super *sb = &fs->super;
	uint64_t prev_end = 0, used = 0;
	for (size_t i = 0; i < c->next; i++) {
		const struct jolt_fs_key *k = &c->ext[i].key;
		const struct jolt_fs_extent_item *ei = &c->ext[i].item;
		int meta = k->type == JOLT_KEY_METADATA_ITEM;
		uint64_t len = meta ? fs->nodesize : k->offset;
		uint64_t b = k->objectid;
		if (!len || b < sb->data_offset || b > sb->total_bytes || len > sb->total_bytes - b ||
		    (b - sb->data_offset) % fs->sectorsize || len % fs->sectorsize) {
			problem(c, "extent %" PRIu64 " (%" PRIu64 " bytes): outside the tree/data space "
				"or misaligned", b, len);
			continue;
		}
		if (b < prev_end)
			problem(c, "extent %" PRIu64 " (%" PRIu64 " bytes): overlaps the extent before "
				"it (ending at %" PRIu64 ")", b, len, prev_end);
		prev_end = b + len;
		used += len;
		if (meta != !!(ei->flags & JOLT_FS_EXTENT_TREE_BLOCK) ||
		    meta == !!(ei->flags & JOLT_FS_EXTENT_DATA))
			problem(c, "extent %" PRIu64 ": flags %" PRIu64 " disagree with its key type %s",
				b, ei->flags, meta ? "METADATA_ITEM" : "EXTENT_ITEM");
		if (ei->generation > c->transid)
			problem(c, "extent %" PRIu64 ": generation %" PRIu64 " is in the future", b,
				ei->generation);
		struct jolt_delayed_ref *h = jolt_delayed_ref_find(fs->alloc, b);
		int64_t want = (int64_t)ei->refs + (h ? h->ref_mod : 0);
		struct ref *r = ref_find(c, b);
		uint64_t found = r ? r->found : 0;
		if (r && r->is_data == meta)
			problem(c, "extent %" PRIu64 ": a %s extent referenced as a %s", b,
				meta ? "node" : "data", meta ? "data extent" : "node");
		if (r && r->is_data && r->num_bytes != len)
			problem(c, "data extent %" PRIu64 ": %" PRIu64 " bytes, referenced as %" PRIu64,
				b, len, r->num_bytes);
		if (r && !r->is_data && meta && r->level != (int)k->offset)
			problem(c, "node %" PRIu64 ": extent item says level %" PRIu64 ", found at %d", b,
				k->offset, r->level);
		if (want != (int64_t)found) {
			if (found == 0)
				problem(c, "%s %" PRIu64 ": leaked (reference count %" PRId64
					", nothing points to it)", meta ? "node" : "data extent", b, want);
			else
				problem(c, "%s %" PRIu64 ": reference count %" PRId64 ", found %" PRIu64
					" reference(s)", meta ? "node" : "data extent", b, want, found);
		}
		if (r)
			r->walked = 2;  /* matched to an extent item */
		if (fs->alloc && !(fs->flags & JOLT_FS_MOUNT_CHECK) &&
		    jolt_space_range_free(fs->alloc, b, len) != 0)
			problem(c, "extent %" PRIu64 " (%" PRIu64 " bytes): free in the free space map",
				b, len);
	}
	/* extents allocated by the running transaction have no item yet */
	for (size_t i = 0; i < c->cap; i++) {
		struct ref *r = &c->refs[i];
		if (!r->bytenr || r->walked == 2)
			continue;
		struct jolt_delayed_ref *h = jolt_delayed_ref_find(fs->alloc, r->bytenr);
		if (h && h->is_new) {
			if ((int64_t)r->found != h->ref_mod)
				problem(c, "%s %" PRIu64 " (new): reference count %" PRId64 ", found %" PRIu64,
					r->is_data ? "data extent" : "node", r->bytenr, h->ref_mod, r->found);
			used += h->num_bytes;
			continue;
		}
		problem(c, "%s %" PRIu64 ": referenced %" PRIu64 " time(s) but has no extent item",
			r->is_data ? "data extent" : "node", r->bytenr, r->found);
	}
	for (size_t i = 0; i < c->cap; i++)
		if (c->refs[i].bytenr && c->refs[i].is_data) {
			c->res.data_extents++;
			c->res.data_bytes += c->refs[i].num_bytes;
		}
	if (fs->running)
		return;         /* the totals below hold between commits only */
	if (used != fs->bytes_used)
		problem(c, "bytes used: the extents hold %" PRIu64 ", the filesystem counts %" PRIu64,
			used, fs->bytes_used);
	if (!(fs->flags & JOLT_FS_MOUNT_CHECK) && fs->super.bytes_used != used)
		problem(c, "superblock: bytes_used %" PRIu64 ", the extents hold %" PRIu64,
			fs->super.bytes_used, used);
	if (!(fs->flags & JOLT_FS_MOUNT_CHECK)) {
		struct jolt_space_stats st;
		jolt_space_stats(fs->alloc, &st);
		if (st.total_bytes - st.free_bytes != used + st.pinned_bytes)
			problem(c, "free space map: %" PRIu64 " bytes in use, the extents hold %" PRIu64,
				st.total_bytes - st.free_bytes, used);
	}
}

static long run_check(struct jolt_fs_info *fs, const struct jolt_fsck_opts *o,
		      struct jolt_fsck_result *res)
{
	struct check c;
	memset(&c, 0, sizeof(c));
	c.fs = fs;
	c.o = o;
	c.transid = fs->running ? fs->running->transid : fs->generation;
	/* the superblock's own reference to the root tree's root */
	walk_tree(&c, fs->tree_root);
	/* trees made by the running transaction have no ROOT_ITEM yet */
	for (struct jolt_root *r = fs->roots; r; r = r->next) {
		size_t i = 0;
		while (i < c.ntrees && c.tree_ids[i] != r->objectid)
			i++;
		if (i < c.ntrees || r == fs->tree_root)
			continue;
		if (c.ntrees == c.ctrees) {
			size_t nc = c.ctrees ? c.ctrees * 2 : 16;
			uint64_t *v = realloc(c.tree_ids, nc * sizeof(*v));
			if (!v)
				break;
			c.tree_ids = v;
			c.ctrees = nc;
		}
		c.tree_ids[c.ntrees++] = r->objectid;
	}
	for (size_t i = 0; i < c.ntrees && !c.stop; i++) {
		uint64_t id = c.tree_ids[i];
		struct jolt_root *r;
		int rc = jolt_fs_read_root(fs, id, &r);
		if (rc) {
			problem(&c, "tree %" PRIu64 ": cannot load its root: %s", id, fs->errmsg);
			continue;
		}
		walk_tree(&c, r);
	}
	if (!c.stop)
		check_extents(&c);
	free(c.refs);
	free(c.ext);
	free(c.tree_ids);
	if (res)
		*res = c.res;
	if (c.stop && c.stop_rc < 0)
		return c.stop_rc;
	return (long)c.res.problems;
}

long jolt_fs_check(struct jolt_fs_info *fs, const struct jolt_fsck_opts *o,
		   struct jolt_fsck_result *res)
{
	jolt_fs_lock(fs);
	long rc = fs->running && fs->running->handles ? -EBUSY : run_check(fs, o, res);
	jolt_fs_unlock(fs);
	return rc;
}

long jolt_fs_check_dev(struct jolt_blk *dev, const struct jolt_fsck_opts *o,
		       struct jolt_fsck_result *res)
{
	struct jolt_fs_mount_opts mo;
	struct jolt_fs_info *fs;
	char why[256];
	jolt_fs_mount_opts_default(&mo);
	mo.flags = JOLT_FS_MOUNT_CHECK;
	if (res)
		memset(res, 0, sizeof(*res));
	int rc = jolt_fs_mount(dev, &mo, &fs, why, sizeof(why));
	if (rc) {
		if (o && o->report)
			o->report(o->report_ctx, why);
		if (res)
			res->problems = 1;
		return 1;
	}
	long n = jolt_fs_check(fs, o, res);
	jolt_fs_unmount(fs);
	return n;
}

/* ---- dump ---- */

static const char *tree_name(uint64_t id)
{
	switch (id) {
	case JOLT_FS_ROOT_TREE_OBJECTID: return "ROOT_TREE";
	case JOLT_FS_EXTENT_TREE_OBJECTID: return "EXTENT_TREE";
	case JOLT_FS_FS_TREE_OBJECTID: return "FS_TREE";
	default: return NULL;
	}
}

static void print_owner(FILE *out, uint64_t id)
{
	if (tree_name(id))
		fputs(tree_name(id), out);
	else
		fprintf(out, "%" PRIu64, id);
}

static void print_hex(FILE *out, const uint8_t *p, uint32_t n)
{
	fputs("\t\tdata", out);
	for (uint32_t i = 0; i < n && i < 32; i++)
		fprintf(out, " %02x", p[i]);
	fputs(n > 32 ? " ...\n" : "\n", out);
}

static void print_item(struct jolt_fs_info *fs, FILE *out, const struct jolt_fs_key *k,
		       const uint8_t *data, uint32_t size, jolt_dump_item_fn fn, void *ctx)
{
	(void)fs;
	if (k->type == JOLT_KEY_ROOT_ITEM && size >= sizeof(struct jolt_fs_root_item)) {
		struct jolt_fs_root_item ri;
		memcpy(&ri, data, sizeof(ri));
		fprintf(out, "\t\troot item bytenr %" PRIu64 " level %u generation %" PRIu64
			" root_dirid %" PRIu64 " refs %" PRIu64 " flags 0x%" PRIx64 " last_snapshot %"
			PRIu64 " last_objectid %" PRIu64 "\n", ri.bytenr, ri.level, ri.generation,
			ri.root_dirid, ri.refs, ri.flags, ri.last_snapshot, ri.last_objectid);
		return;
	}
	if ((k->type == JOLT_KEY_EXTENT_ITEM || k->type == JOLT_KEY_METADATA_ITEM) &&
	    size >= sizeof(struct jolt_fs_extent_item)) {
		struct jolt_fs_extent_item ei;
		memcpy(&ei, data, sizeof(ei));
		fprintf(out, "\t\trefs %" PRIu64 " gen %" PRIu64 " flags %s\n", ei.refs, ei.generation,
			ei.flags == JOLT_FS_EXTENT_DATA ? "DATA" :
			ei.flags == JOLT_FS_EXTENT_TREE_BLOCK ? "TREE_BLOCK" : "?");
		if (ei.flags & JOLT_FS_EXTENT_DATA)
			fprintf(out, "\t\towner root %" PRIu64 " objectid %" PRIu64 " offset %" PRIu64 "\n",
				ei.owner_root, ei.owner_objectid, ei.owner_offset);
		else
			fprintf(out, "\t\ttree block owner %" PRIu64 " level %" PRIu64 "\n", ei.owner_root,
				ei.owner_objectid);
		return;
	}
	if (k->type == JOLT_KEY_EXTENT_DATA && size >= JOLT_FS_FILE_EXTENT_INLINE_DATA) {
		struct jolt_fs_file_extent_item fe;
		memset(&fe, 0, sizeof(fe));
		memcpy(&fe, data, size < sizeof(fe) ? size : sizeof(fe));
		if (fe.type == JOLT_FS_FILE_EXTENT_INLINE) {
			fprintf(out, "\t\tgeneration %" PRIu64 " type 0 (inline)\n\t\tinline extent data "
				"size %u ram_bytes %" PRIu64 "\n", fe.generation,
				size - JOLT_FS_FILE_EXTENT_INLINE_DATA, fe.ram_bytes);
			return;
		}
		if (size >= sizeof(fe)) {
			fprintf(out, "\t\tgeneration %" PRIu64 " type %u (%s)\n\t\textent data disk byte %"
				PRIu64 " nr %" PRIu64 "\n\t\textent data offset %" PRIu64 " nr %" PRIu64
				" ram %" PRIu64 "\n", fe.generation, fe.type,
				fe.type == JOLT_FS_FILE_EXTENT_REG ? "regular" :
				fe.type == JOLT_FS_FILE_EXTENT_PREALLOC ? "prealloc" : "?",
				fe.disk_bytenr, fe.disk_num_bytes, fe.offset, fe.num_bytes, fe.ram_bytes);
			return;
		}
	}
	if (fn && fn(ctx, out, k, data, size))
		return;
	print_hex(out, data, size);
}

static void dump_node(struct jolt_fs_info *fs, uint64_t bytenr, int level, uint64_t gen, FILE *out,
		      jolt_dump_item_fn fn, void *ctx, int follow)
{
	struct jolt_node *n;
	char kb[64];
	if (jolt_nc_read(fs->nc, bytenr, level, gen, &n)) {
		fprintf(out, "node %" PRIu64 ": ERROR %s\n", bytenr, jolt_nc_error(fs->nc));
		return;
	}
	const struct jolt_fs_header *h = jolt_node_header(n);
	uint32_t nr = h->nritems;
	if (h->level) {
		fprintf(out, "node %" PRIu64 " level %u items %u free space %u generation %" PRIu64
			" owner ", bytenr, h->level, nr, jolt_fs_node_max_ptrs(fs->nodesize) - nr,
			h->generation);
		print_owner(out, h->owner);
		fputc('\n', out);
		for (uint32_t i = 0; i < nr; i++) {
			const struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, i);
			jolt_key_format(&kp->key, kb, sizeof(kb));
			fprintf(out, "\tkey %s block %" PRIu64 " gen %" PRIu64 "\n", kb, kp->blockptr,
				kp->generation);
		}
		for (uint32_t i = 0; follow && i < nr; i++) {
			const struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, i);
			dump_node(fs, kp->blockptr, h->level - 1, kp->generation, out, fn, ctx, 1);
		}
	} else {
		uint32_t end = nr ? jolt_node_item(n, nr - 1)->offset : fs->nodesize;
		fprintf(out, "leaf %" PRIu64 " items %u free space %u generation %" PRIu64 " owner ",
			bytenr, nr, end - JOLT_FS_HEADER_SIZE - nr * JOLT_FS_ITEM_SIZE, h->generation);
		print_owner(out, h->owner);
		fputc('\n', out);
		for (uint32_t i = 0; i < nr; i++) {
			const struct jolt_fs_item *it = jolt_node_item(n, i);
			jolt_key_format(&it->key, kb, sizeof(kb));
			fprintf(out, "\titem %u key %s itemoff %u itemsize %u\n", i, kb, it->offset, it->size);
			print_item(fs, out, &it->key, jolt_node_item_data(n, i), it->size, fn, ctx);
		}
	}
	jolt_nc_put(fs->nc, n);
}

void jolt_fs_dump_super(const struct jolt_fs_super *sb, FILE *out)
{
	fprintf(out, "superblock: bytenr %" PRIu64 " copy %u generation %" PRIu64 "\n", sb->bytenr,
		sb->copy, sb->generation);
	fprintf(out, "\tfsid ");
	for (int i = 0; i < 16; i++)
		fprintf(out, "%02x%s", sb->fsid[i], i == 3 || i == 5 || i == 7 || i == 9 ? "-" : "");
	fprintf(out, "\n\tlabel '%.63s'\n", (const char *)sb->label);
	fprintf(out, "\troot %" PRIu64 " root_level %u\n", sb->root, sb->root_level);
	fprintf(out, "\ttotal_bytes %" PRIu64 " bytes_used %" PRIu64 "\n", sb->total_bytes,
		sb->bytes_used);
	fprintf(out, "\tsectorsize %u nodesize %u\n", sb->sectorsize, sb->nodesize);
	fprintf(out, "\tjournal %" PRIu64 " +%" PRIu64 " data_offset %" PRIu64 "\n",
		sb->journal_offset, sb->journal_bytes, sb->data_offset);
	fprintf(out, "\tincompat_flags 0x%" PRIx64 " journal_txid %" PRIu64 " commit_time %" PRIu64
		"\n", sb->incompat_flags, sb->journal_txid, sb->commit_time);
}

int jolt_fs_dump(struct jolt_fs_info *fs, uint64_t tree, FILE *out, jolt_dump_item_fn item,
		 void *item_ctx)
{
	jolt_fs_lock(fs);
	int rc = 0;
	if (!tree)
		jolt_fs_dump_super(&fs->super, out);
	uint64_t ids[256];
	size_t n = 0;
	if (!tree || tree == JOLT_FS_ROOT_TREE_OBJECTID)
		ids[n++] = JOLT_FS_ROOT_TREE_OBJECTID;
	if (tree && tree != JOLT_FS_ROOT_TREE_OBJECTID) {
		ids[n++] = tree;
	} else if (!tree) {
		struct jolt_cursor c;
		struct jolt_fs_key min = jolt_key(0, JOLT_KEY_ROOT_ITEM, 0),
				   max = jolt_key(UINT64_MAX, UINT8_MAX, UINT64_MAX), k;
		jolt_cursor_init(&c, fs->tree_root, &min, &max);
		while (n < 256 && jolt_cursor_next(&c, &k, NULL, NULL) == 1)
			if (k.type == JOLT_KEY_ROOT_ITEM)
				ids[n++] = k.objectid;
		jolt_cursor_release(&c);
	}
	for (size_t i = 0; i < n; i++) {
		struct jolt_root *r;
		int lrc = jolt_fs_read_root(fs, ids[i], &r);
		if (lrc) {
			fprintf(out, "tree %" PRIu64 ": %s\n", ids[i],
				lrc == -ENOENT ? "no such tree" : fs->errmsg);
			if (tree)
				rc = lrc;
			continue;
		}
		fprintf(out, "%s tree key (%" PRIu64 " ROOT_ITEM 0)\n", tree_name(ids[i]) ?
			tree_name(ids[i]) : "fs", ids[i]);
		dump_node(fs, r->node->bytenr, jolt_node_level(r->node), jolt_node_gen(r->node), out,
			  item, item_ctx, 1);
	}
	jolt_fs_unlock(fs);
	return rc;
}

int jolt_fs_dump_block(struct jolt_fs_info *fs, uint64_t bytenr, int follow, FILE *out,
		       jolt_dump_item_fn item, void *item_ctx)
{
	const struct jolt_fs_super *sb = &fs->super;

	if (bytenr % fs->sectorsize || bytenr < sb->data_offset || bytenr > sb->total_bytes ||
	    sb->total_bytes - bytenr < fs->nodesize)
		return -EINVAL;
	jolt_fs_lock(fs);
	dump_node(fs, bytenr, -1, 0, out, item, item_ctx, follow);
	jolt_fs_unlock(fs);
	return 0;
}
