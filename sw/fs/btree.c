/* The copy-on-write B+tree (btrfs's ctree.c), used by every tree.
 *
 * Shape: leaves hold items (key, data) sorted by key, their data packed
 * from the node's end; internal nodes hold (first key of the child,
 * child bytenr, child generation). Every node but the root holds at least
 * one item; an internal root holds at least two (a root left with one
 * pointer is replaced by its child).
 *
 * Copy on write: a node may be changed in place only if it was created in
 * the running transaction and not written since (should_cow); any other
 * node on a path about to change is first copied to a newly allocated
 * block, top-down, so its parent (already a copy) is updated to point to
 * the copy. Blocks the last commit reaches are therefore never written.
 * Copying takes reference counts into account (update_ref_for_cow, after
 * Rodeh): the old node is shared when its count is above one (a snapshot
 * reaches it too); then each of its children (or each data extent its leaf
 * references) gains a reference for the copy and the old node loses one;
 * otherwise the copy simply replaces it and the old block is freed.
 *
 * Changes go top-down in one pass, as btrfs's search_slot does: a search
 * for an insertion splits any internal node on the way with fewer than
 * three free pointers (so a split below always has room in its parent) and
 * makes room in the leaf; a search for a deletion merges or rebalances
 * internal nodes below a quarter full. A structural change restarts the
 * descent from the root (cheap: what was copied stays copied). Leaves are
 * merged with a sibling after a deletion leaves them below a third full.
 * A merge must leave a third of the merged node free (merge_fits): a
 * merge that fills a node lets the next few inserts split it straight
 * back, and the extent tree at commit does exactly that without end (its
 * own freed nodes' items deleted, merging, its new nodes' items inserted,
 * splitting, each batch of delayed refs making the next).
 *
 * Failure: every allocation happens before the change that needs it, so
 * -ENOSPC (or a read error) leaves a valid tree: at worst some nodes were
 * copied, which changes nothing the tree means. Optional rebalancing that
 * cannot allocate or read is skipped.
 *
 * Caller holds fs->lock. Paths hold node references (node.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "btree.h"

static struct jolt_node_cache *ncof(const struct jolt_root *root)
{
	return root->fs->nc;
}

static uint32_t nsize(const struct jolt_root *root)
{
	return root->fs->nodesize;
}

static uint32_t max_ptrs(const struct jolt_root *root)
{
	return jolt_fs_node_max_ptrs(nsize(root));
}

/* Leaf space: the bytes items and data may use. */
static uint32_t leaf_capacity(const struct jolt_root *root)
{
	return nsize(root) - JOLT_FS_HEADER_SIZE;
}

static uint32_t leaf_data_end(const struct jolt_root *root, const struct jolt_node *l)
{
	uint32_t n = jolt_node_nritems(l);
	return n ? jolt_node_item(l, n - 1)->offset : nsize(root);
}

/* Bytes used by items [from, to): headers and data. */
static uint32_t leaf_used(const struct jolt_node *l, uint32_t from, uint32_t to)
{
	uint32_t u = 0;
	for (uint32_t i = from; i < to; i++)
		u += JOLT_FS_ITEM_SIZE + jolt_node_item(l, i)->size;
	return u;
}

static uint32_t leaf_free(const struct jolt_root *root, const struct jolt_node *l)
{
	uint32_t n = jolt_node_nritems(l);
	return leaf_data_end(root, l) - JOLT_FS_HEADER_SIZE - n * JOLT_FS_ITEM_SIZE;
}

/* Bytes a whole leaf uses (its data is packed: no loop over the items). */
static uint32_t leaf_fill(const struct jolt_root *root, const struct jolt_node *l)
{
	return leaf_capacity(root) - leaf_free(root, l);
}

static void changed(struct jolt_trans *t, struct jolt_root *root)
{
	root->mod_seq++;
	if (t && t->fs->running)
		t->fs->running->changes++;
}

void jolt_path_init(struct jolt_path *p)
{
	memset(p, 0, sizeof(*p));
}

void jolt_path_release(struct jolt_fs_info *fs, struct jolt_path *p)
{
	for (int i = 0; i < JOLT_FS_MAX_LEVEL; i++) {
		if (p->nodes[i]) {
			jolt_nc_put(fs->nc, p->nodes[i]);
			p->nodes[i] = NULL;
		}
		p->slots[i] = 0;
	}
}

/* First slot whose key is >= key: 0 if that key is equal, 1 if not. */
static int bin_search(const struct jolt_node *n, const struct jolt_fs_key *key, int *slot)
{
	int lo = 0, hi = (int)jolt_node_nritems(n);
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		int c = jolt_key_cmp(jolt_node_key(n, mid), key);
		if (c < 0) {
			lo = mid + 1;
		} else if (c > 0) {
			hi = mid;
		} else {
			*slot = mid;
			return 0;
		}
	}
	*slot = lo;
	return 1;
}

static int read_child(struct jolt_root *root, struct jolt_node *parent, int slot,
		      struct jolt_node **out)
{
	const struct jolt_fs_key_ptr *kp = jolt_node_ptr(parent, slot);
	int rc = jolt_nc_read(ncof(root), kp->blockptr, jolt_node_level(parent) - 1, kp->generation,
			      out);
	if (rc < 0)
		snprintf(root->fs->errmsg, sizeof(root->fs->errmsg), "tree %llu: %s",
			 (unsigned long long)root->objectid, jolt_nc_error(ncof(root)));
	return rc;
}

/* ---- reference counts and copy on write ---- */

int jolt_btree_node_refs(struct jolt_trans *t, struct jolt_root *root, struct jolt_node *n,
			 uint64_t *refs)
{
	(void)t;
	*refs = 1;
	if (!root->shareable || jolt_node_gen(n) > root->item.last_snapshot)
		return 0;
	/* the node's extent item, and its pending change */
	struct jolt_fs_extent_item ei;
	uint32_t size;
	struct jolt_fs_key k = jolt_key(n->bytenr, JOLT_KEY_METADATA_ITEM, (uint64_t)jolt_node_level(n));
	int rc = jolt_btree_lookup(root->fs->extent_root, &k, &ei, sizeof(ei), &size);
	if (rc == 0 && size < sizeof(ei))
		rc = -EUCLEAN;
	if (rc == -ENOENT) {
		ei.refs = 0;
		rc = 0;
	}
	if (rc < 0)
		return rc;
	struct jolt_delayed_ref *h = jolt_delayed_ref_find(root->fs->alloc, n->bytenr);
	uint64_t r = ei.refs + (h ? (uint64_t)h->ref_mod : 0);
	if (r == 0) {
		snprintf(root->fs->errmsg, sizeof(root->fs->errmsg),
			 "node %llu (tree %llu) is in use but has no references in the extent tree",
			 (unsigned long long)n->bytenr, (unsigned long long)root->objectid);
		return -EUCLEAN;
	}
	*refs = r;
	return 0;
}

int jolt_leaf_for_each_data_ref(const struct jolt_node *leaf,
				int (*fn)(void *ctx, uint64_t bytenr, uint64_t num_bytes), void *ctx)
{
	uint32_t n = jolt_node_nritems(leaf);
	for (uint32_t i = 0; i < n; i++) {
		const struct jolt_fs_item *it = jolt_node_item(leaf, i);
		struct jolt_fs_file_extent_item fe;
		if (!jolt_item_data_extent(&it->key, jolt_node_item_data(leaf, i), it->size, &fe))
			continue;
		int rc = fn(ctx, fe.disk_bytenr, fe.disk_num_bytes);
		if (rc)
			return rc;
	}
	return 0;
}

static int inc_data_ref(void *ctx, uint64_t bytenr, uint64_t num_bytes)
{
	return jolt_extent_inc_ref(ctx, bytenr, num_bytes, 1);
}

static int dec_data_ref(void *ctx, uint64_t bytenr, uint64_t num_bytes)
{
	return jolt_extent_dec_ref(ctx, bytenr, num_bytes, 1);
}

/* One more reference for everything node n points to (its copy or clone
 * points there too). */
static int inc_children(struct jolt_trans *t, struct jolt_root *root, struct jolt_node *n)
{
	if (jolt_node_level(n) == 0)
		return jolt_leaf_for_each_data_ref(n, inc_data_ref, t);
	for (uint32_t i = 0; i < jolt_node_nritems(n); i++) {
		int rc = jolt_extent_inc_ref(t, jolt_node_ptr(n, i)->blockptr, nsize(root), 0);
		if (rc)
			return rc;
	}
	return 0;
}

/* Drops one reference to node n's block: the tree no longer points to it,
 * so its cached copy goes too (nothing searches for it again: a copy on
 * write leaves the old node to the last commit, which is only read back
 * from the device; kept until evicted, a tree rewriting more than the
 * cache holds would fill it with dead copies and evict live nodes). */
static void release_block(struct jolt_trans *t, struct jolt_root *root, struct jolt_node *n)
{
	if (jolt_node_gen(n) == t->transid)
		root->shape_seq++;      /* a leaf a hint may hold leaves the tree */
	jolt_free_tree_block(t, n->bytenr, jolt_node_level(n));
	jolt_nc_discard(ncof(root), n);
	if (t->fs->running)
		t->fs->running->nodes_freed++;
}

static int should_cow(const struct jolt_trans *t, const struct jolt_node *n)
{
	return jolt_node_gen(n) != t->transid ||
	       (jolt_node_header(n)->flags & JOLT_FS_HEADER_WRITTEN);
}

/* A new node for the running transaction at a fresh block. */
static int new_node(struct jolt_trans *t, struct jolt_root *root, int level, struct jolt_node **out)
{
	uint64_t bytenr;
	int rc = jolt_alloc_tree_block(t, root->objectid, level, &bytenr);
	if (rc)
		return rc;
	rc = jolt_nc_new(ncof(root), bytenr, out);
	if (rc) {
		jolt_free_tree_block(t, bytenr, level);    /* new: freed at once */
		return rc;
	}
	struct jolt_fs_header *h = jolt_node_header(*out);
	memcpy(h->fsid, t->fs->fsid, 16);
	h->bytenr = bytenr;
	h->generation = t->transid;
	h->owner = root->objectid;
	h->level = (uint8_t)level;
	jolt_nc_mark_dirty(ncof(root), *out);
	if (t->fs->running)
		t->fs->running->nodes_new++;
	return 0;
}

/* The body of node n into c, a new node (zeroed: jolt_nc_new): only the
 * bytes n uses, its item headers and packed data or its pointers, not
 * the free space between (a third to a half of a node). */
static void copy_used(const struct jolt_root *root, struct jolt_node *c, const struct jolt_node *n)
{
	uint32_t nr = jolt_node_nritems(n);
	if (jolt_node_level(n)) {
		memcpy(c->data + JOLT_FS_HEADER_SIZE, n->data + JOLT_FS_HEADER_SIZE,
		       (size_t)nr * JOLT_FS_KEY_PTR_SIZE);
	} else {
		uint32_t end = leaf_data_end(root, n);
		memcpy(c->data + JOLT_FS_HEADER_SIZE, n->data + JOLT_FS_HEADER_SIZE,
		       (size_t)nr * JOLT_FS_ITEM_SIZE);
		memcpy(c->data + end, n->data + end, nsize(root) - end);
	}
}

/* Copies n (held by the caller, whose reference passes to the copy) for
 * the running transaction; parent/pslot point to it, or parent is NULL
 * when n is root's root node. *out gets the writable node (n itself when
 * no copy is needed). */
static int cow_block(struct jolt_trans *t, struct jolt_root *root, struct jolt_node *n,
		     struct jolt_node *parent, int pslot, struct jolt_node **out)
{
	*out = n;
	if (!should_cow(t, n))
		return 0;
	uint64_t refs;
	int rc = jolt_btree_node_refs(t, root, n, &refs);
	if (rc)
		return rc;
	int level = jolt_node_level(n);
	struct jolt_node *c;
	rc = new_node(t, root, level, &c);
	if (rc)
		return rc;
	copy_used(root, c, n);
	jolt_node_header(c)->nritems = jolt_node_nritems(n);
	if (refs > 1) {
		rc = inc_children(t, root, n);
		if (rc) {
			release_block(t, root, c);
			jolt_nc_put(ncof(root), c);
			return rc;
		}
	}
	if (parent) {
		jolt_node_ptr(parent, pslot)->blockptr = c->bytenr;
		jolt_node_ptr(parent, pslot)->generation = t->transid;
	} else {
		root->node = jolt_nc_get(c);
		root->dirty = 1;
		jolt_nc_put(ncof(root), n);     /* the root's own reference */
	}
	if (refs > 1) {
		/* shared: the other referrers keep it */
		if (jolt_node_gen(n) == t->transid)
			root->shape_seq++;
		jolt_extent_dec_ref(t, n->bytenr, nsize(root), 0);
	} else {
		release_block(t, root, n);
	}
	jolt_nc_put(ncof(root), n);
	t->fs->bt.cows++;
	if (t->fs->running)
		t->fs->running->nodes_cowed++;
	root->mod_seq++;
	*out = c;
	return 0;
}

/* Sets the key of path level `level` and up while the slot is the first. */
static void fixup_low_keys(struct jolt_path *p, const struct jolt_fs_key *key, int level)
{
	for (int i = level; i < JOLT_FS_MAX_LEVEL && p->nodes[i]; i++) {
		jolt_node_ptr(p->nodes[i], p->slots[i])->key = *key;
		if (p->slots[i])
			break;
	}
}

static void insert_ptr(struct jolt_node *n, int slot, const struct jolt_fs_key *key,
		       uint64_t bytenr, uint64_t gen)
{
	uint32_t nr = jolt_node_nritems(n);
	memmove(jolt_node_ptr(n, slot + 1), jolt_node_ptr(n, slot),
		(nr - slot) * sizeof(struct jolt_fs_key_ptr));
	struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, slot);
	kp->key = *key;
	kp->blockptr = bytenr;
	kp->generation = gen;
	jolt_node_header(n)->nritems = nr + 1;
}

static void remove_ptr(struct jolt_node *n, int slot)
{
	uint32_t nr = jolt_node_nritems(n);
	memmove(jolt_node_ptr(n, slot), jolt_node_ptr(n, slot + 1),
		(nr - slot - 1) * sizeof(struct jolt_fs_key_ptr));
	jolt_node_header(n)->nritems = nr - 1;
}

/* A new root above the current one (the tree grows a level); the path
 * gains it at `level` with slot 0. `nr` is a node allocated for it. */
static void grow_root(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
		      struct jolt_node *nr)
{
	struct jolt_node *old = root->node;
	insert_ptr(nr, 0, jolt_node_key(old, 0), old->bytenr, jolt_node_gen(old));
	root->node = jolt_nc_get(nr);
	root->dirty = 1;
	jolt_nc_put(ncof(root), old);
	int level = jolt_node_level(nr);
	p->nodes[level] = nr;
	p->slots[level] = 0;
	t->fs->bt.root_grows++;
}

/* Splits internal node p->nodes[level] in two (its parent has room). */
static int split_node(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p, int level)
{
	struct jolt_node *n = p->nodes[level], *r, *nroot = NULL;
	int is_root = root->node == n;
	int rc = new_node(t, root, level, &r);
	if (rc)
		return rc;
	if (is_root && (rc = new_node(t, root, level + 1, &nroot))) {
		release_block(t, root, r);
		jolt_nc_put(ncof(root), r);
		return rc;
	}
	if (is_root)
		grow_root(t, root, p, nroot);
	uint32_t nr = jolt_node_nritems(n), mid = (nr + 1) / 2;
	memcpy(jolt_node_ptr(r, 0), jolt_node_ptr(n, mid), (nr - mid) * sizeof(struct jolt_fs_key_ptr));
	jolt_node_header(r)->nritems = nr - mid;
	jolt_node_header(n)->nritems = mid;
	insert_ptr(p->nodes[level + 1], p->slots[level + 1] + 1, jolt_node_key(r, 0), r->bytenr,
		   t->transid);
	jolt_nc_put(ncof(root), r);
	t->fs->bt.splits++;
	changed(t, root);
	return 0;
}

/* Moves leaf items [mid, n) of l into the empty leaf r (data repacked). */
static void move_items_right(struct jolt_root *root, struct jolt_node *l, struct jolt_node *r,
			     uint32_t mid)
{
	uint32_t n = jolt_node_nritems(l), rn = jolt_node_nritems(r);
	uint32_t end = leaf_data_end(root, r);
	/* append after r's items (r's keys are larger: only used with rn == 0
	 * or when l's moved items precede... callers keep order) */
	for (uint32_t i = mid; i < n; i++) {
		struct jolt_fs_item *src = jolt_node_item(l, i), *dst = jolt_node_item(r, rn);
		end -= src->size;
		memcpy(r->data + end, l->data + src->offset, src->size);
		dst->key = src->key;
		dst->offset = end;
		dst->size = src->size;
		rn++;
	}
	jolt_node_header(r)->nritems = rn;
	jolt_node_header(l)->nritems = mid;
}

/* Appends every item of leaf src to leaf dst (dst's keys all smaller). */
static void append_leaf(struct jolt_root *root, struct jolt_node *dst, struct jolt_node *src)
{
	move_items_right(root, src, dst, 0);
}

/* Makes room in the path's leaf for an item of `need` bytes (header
 * included) at p->slots[0], key `key` (btrfs's split_leaf): on return the
 * path names the leaf and slot where the item goes, with room. */
static int split_leaf(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      struct jolt_path *p, uint32_t need)
{
	struct jolt_node *l = p->nodes[0], *r, *e = NULL, *nroot = NULL;
	uint32_t n = jolt_node_nritems(l), slot = (uint32_t)p->slots[0];
	uint32_t cap = leaf_capacity(root), total = leaf_fill(root, l), mid;

	if (slot == n) {
		mid = n;                /* appending: the new item starts a leaf of its own */
	} else if (slot == 0) {
		mid = 0;                /* prepending: the old items move right */
	} else {
		uint32_t acc = 0;
		for (mid = 0; mid < n && acc + JOLT_FS_ITEM_SIZE + jolt_node_item(l, mid)->size <= total / 2; mid++)
			acc += JOLT_FS_ITEM_SIZE + jolt_node_item(l, mid)->size;
		if (mid == 0)
			mid = 1;
	}
	/* which side gets the item, and does it fit there */
	int to_right = slot > mid || (slot == mid && mid != 0 && leaf_used(l, 0, mid) + need > cap);
	uint32_t side = to_right ? total - leaf_used(l, 0, mid) : leaf_used(l, 0, mid);
	int dbl = 0;
	if (side + need > cap) {
		mid = slot;
		if (leaf_used(l, 0, mid) + need <= cap)
			to_right = 0;
		else if (total - leaf_used(l, 0, mid) + need <= cap)
			to_right = 1;
		else
			dbl = 1;        /* a leaf of its own between the halves */
	}
	int is_root = root->node == l;
	int rc = new_node(t, root, 0, &r);
	if (rc)
		return rc;
	if (dbl && (rc = new_node(t, root, 0, &e)) == 0 && is_root &&
	    (rc = new_node(t, root, 1, &nroot))) {
		release_block(t, root, e);
		jolt_nc_put(ncof(root), e);
	}
	if (!rc && !dbl && is_root)
		rc = new_node(t, root, 1, &nroot);
	if (rc) {
		release_block(t, root, r);
		jolt_nc_put(ncof(root), r);
		return rc;
	}
	if (is_root)
		grow_root(t, root, p, nroot);
	struct jolt_node *parent = p->nodes[1];
	int pslot = p->slots[1];
	move_items_right(root, l, r, mid);
	const struct jolt_fs_key *rkey = jolt_node_nritems(r) ? jolt_node_key(r, 0) : key;
	insert_ptr(parent, pslot + 1, rkey, r->bytenr, t->transid);
	if (dbl) {
		insert_ptr(parent, pslot + 1, key, e->bytenr, t->transid);
		jolt_nc_put(ncof(root), p->nodes[0]);
		p->nodes[0] = e;
		p->slots[0] = 0;
		p->slots[1] = pslot + 1;
		jolt_nc_put(ncof(root), r);
	} else if (to_right) {
		jolt_nc_put(ncof(root), p->nodes[0]);
		p->nodes[0] = r;
		p->slots[0] = (int)(slot - mid);
		p->slots[1] = pslot + 1;
	} else {
		jolt_nc_put(ncof(root), r);
	}
	t->fs->bt.splits += dbl ? 2 : 1;
	changed(t, root);
	return 0;
}

/* 1 when `used` of `cap` may be merged into one node: a third stays free. */
static int merge_fits(uint32_t used, uint32_t cap)
{
	return used <= cap - cap / 3;
}

/* Internal node p->nodes[level] (not the root) is under a quarter full:
 * merge it with a sibling, or even the two out. 1 when the tree changed,
 * 0 when nothing could be done, or an error. */
static int balance_node(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p, int level)
{
	struct jolt_node *n = p->nodes[level], *parent = p->nodes[level + 1];
	int pslot = p->slots[level + 1];
	uint32_t pn = jolt_node_nritems(parent), mp = max_ptrs(root);
	struct jolt_node *sib, *c;
	int rc;

	if (pslot > 0) {
		/* with the left sibling */
		if ((rc = read_child(root, parent, pslot - 1, &sib)))
			return rc;
		if ((rc = cow_block(t, root, sib, parent, pslot - 1, &c))) {
			jolt_nc_put(ncof(root), sib);
			return rc == -ENOSPC ? 0 : rc;
		}
		uint32_t ln = jolt_node_nritems(c), nn = jolt_node_nritems(n);
		if (merge_fits(ln + nn, mp)) {
			memcpy(jolt_node_ptr(c, ln), jolt_node_ptr(n, 0), nn * sizeof(struct jolt_fs_key_ptr));
			jolt_node_header(c)->nritems = ln + nn;
			jolt_node_header(n)->nritems = 0;
			remove_ptr(parent, pslot);
			release_block(t, root, n);
			t->fs->bt.merges++;
		} else if (ln > nn + 1) {
			uint32_t k = (ln - nn) / 2;
			memmove(jolt_node_ptr(n, k), jolt_node_ptr(n, 0), nn * sizeof(struct jolt_fs_key_ptr));
			memcpy(jolt_node_ptr(n, 0), jolt_node_ptr(c, ln - k), k * sizeof(struct jolt_fs_key_ptr));
			jolt_node_header(n)->nritems = nn + k;
			jolt_node_header(c)->nritems = ln - k;
			jolt_node_ptr(parent, pslot)->key = *jolt_node_key(n, 0);
		} else {
			jolt_nc_put(ncof(root), c);
			goto right;
		}
		jolt_nc_put(ncof(root), c);
		changed(t, root);
		return 1;
	}
right:
	if (pslot + 1 < (int)pn) {
		if ((rc = read_child(root, parent, pslot + 1, &sib)))
			return rc;
		if ((rc = cow_block(t, root, sib, parent, pslot + 1, &c))) {
			jolt_nc_put(ncof(root), sib);
			return rc == -ENOSPC ? 0 : rc;
		}
		uint32_t rn = jolt_node_nritems(c), nn = jolt_node_nritems(n);
		if (merge_fits(rn + nn, mp)) {
			memcpy(jolt_node_ptr(n, nn), jolt_node_ptr(c, 0), rn * sizeof(struct jolt_fs_key_ptr));
			jolt_node_header(n)->nritems = nn + rn;
			jolt_node_header(c)->nritems = 0;
			remove_ptr(parent, pslot + 1);
			release_block(t, root, c);
			t->fs->bt.merges++;
		} else if (rn > nn + 1) {
			uint32_t k = (rn - nn) / 2;
			memcpy(jolt_node_ptr(n, nn), jolt_node_ptr(c, 0), k * sizeof(struct jolt_fs_key_ptr));
			memmove(jolt_node_ptr(c, 0), jolt_node_ptr(c, k), (rn - k) * sizeof(struct jolt_fs_key_ptr));
			jolt_node_header(n)->nritems = nn + k;
			jolt_node_header(c)->nritems = rn - k;
			jolt_node_ptr(parent, pslot + 1)->key = *jolt_node_key(c, 0);
		} else {
			jolt_nc_put(ncof(root), c);
			return 0;
		}
		jolt_nc_put(ncof(root), c);
		changed(t, root);
		return 1;
	}
	return 0;
}

/* The root is internal with a single child: the child becomes the root. */
static int shrink_root(struct jolt_trans *t, struct jolt_root *root)
{
	while (jolt_node_level(root->node) > 0 && jolt_node_nritems(root->node) == 1) {
		struct jolt_node *old = root->node, *child;
		int rc = read_child(root, old, 0, &child);
		if (rc)
			return rc;
		root->node = child;
		root->dirty = 1;
		release_block(t, root, old);
		jolt_nc_put(ncof(root), old);
		t->fs->bt.root_shrinks++;
		changed(t, root);
	}
	return 0;
}

int jolt_btree_search(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      struct jolt_path *p, int ins_len, int cow)
{
	struct jolt_fs_info *fs = root->fs;
	int rc;

	if ((cow || ins_len) && !t)
		return -EINVAL;
	if ((cow || ins_len) && fs->error)
		return -EROFS;
	if (ins_len > 0 && (uint32_t)ins_len > leaf_capacity(root))
		return -EOVERFLOW;
	if ((cow || ins_len) && root->change_hook)
		root->change_hook(root->change_ctx, key);
	/* (readers too: each thread in its own cache line) */
	__atomic_fetch_add(&fs->searches[jolt_lock_shard_index()].searches, 1, __ATOMIC_RELAXED);
again:
	jolt_path_release(fs, p);
	struct jolt_node *n = jolt_nc_get(root->node);
	if (cow) {
		if ((rc = cow_block(t, root, n, NULL, 0, &n))) {
			jolt_nc_put(fs->nc, n);
			return rc;
		}
	}
	for (;;) {
		int level = jolt_node_level(n), slot;
		p->nodes[level] = n;
		int ret = bin_search(n, key, &slot);
		if (level == 0) {
			p->slots[0] = slot;
			if (ins_len > 0 && leaf_free(root, n) < (uint32_t)ins_len) {
				if (ret == 0)
					return 0;       /* exists: the caller reports -EEXIST */
				if ((rc = split_leaf(t, root, key, p, (uint32_t)ins_len))) {
					jolt_path_release(fs, p);
					return rc;
				}
			}
			return ret;
		}
		if (ret && slot > 0)
			slot--;
		p->slots[level] = slot;
		if (level <= p->lowest_level)
			return ret;
		if (ins_len > 0 && jolt_node_nritems(n) + 3 > max_ptrs(root)) {
			if ((rc = split_node(t, root, p, level))) {
				jolt_path_release(fs, p);
				return rc;
			}
			goto again;
		}
		if (ins_len < 0 && n != root->node && jolt_node_nritems(n) < max_ptrs(root) / 4) {
			rc = balance_node(t, root, p, level);
			if (rc < 0) {
				jolt_path_release(fs, p);
				return rc;
			}
			if (rc > 0)
				goto again;
		}
		struct jolt_node *c;
		if ((rc = read_child(root, n, slot, &c))) {
			jolt_path_release(fs, p);
			return rc;
		}
		if (cow && (rc = cow_block(t, root, c, n, slot, &c))) {
			jolt_nc_put(fs->nc, c);
			jolt_path_release(fs, p);
			return rc;
		}
		n = c;
	}
}

/* Opens a hole for an item at the path's leaf and slot (room checked). */
static void setup_item(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
		       const struct jolt_fs_key *key, uint32_t size)
{
	struct jolt_node *l = p->nodes[0];
	uint32_t n = jolt_node_nritems(l), slot = (uint32_t)p->slots[0];
	uint32_t data_end = leaf_data_end(root, l);
	uint32_t old_data = slot ? jolt_node_item(l, slot - 1)->offset : nsize(root);
	if (slot < n) {
		memmove(l->data + data_end - size, l->data + data_end, old_data - data_end);
		for (uint32_t i = slot; i < n; i++)
			jolt_node_item(l, i)->offset -= size;
		memmove(jolt_node_item(l, slot + 1), jolt_node_item(l, slot),
			(n - slot) * sizeof(struct jolt_fs_item));
	}
	struct jolt_fs_item *it = jolt_node_item(l, slot);
	it->key = *key;
	it->offset = old_data - size;
	it->size = size;
	memset(l->data + it->offset, 0, size);
	jolt_node_header(l)->nritems = n + 1;
	if (slot == 0)
		fixup_low_keys(p, key, 1);
	changed(t, root);
}

int jolt_btree_insert_empty(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			    const struct jolt_fs_key *key, uint32_t size)
{
	if (size > jolt_fs_max_item_size(nsize(root)))
		return -EOVERFLOW;
	int rc = jolt_btree_search(t, root, key, p, (int)(size + JOLT_FS_ITEM_SIZE), 1);
	if (rc < 0)
		return rc;
	if (rc == 0) {
		jolt_path_release(root->fs, p);
		return -EEXIST;
	}
	return jolt_btree_insert_at(t, root, p, key, size);
}

int jolt_btree_insert_at(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			 const struct jolt_fs_key *key, uint32_t size)
{
	if (!p->nodes[0] || should_cow(t, p->nodes[0]) ||
	    leaf_free(root, p->nodes[0]) < size + JOLT_FS_ITEM_SIZE) {
		jolt_path_release(root->fs, p);
		return -EUCLEAN;        /* not a COW search, or split_leaf promised room */
	}
	setup_item(t, root, p, key, size);
	return 0;
}

void jolt_btree_changed(struct jolt_trans *t, struct jolt_root *root)
{
	changed(t, root);
}

int jolt_btree_insert(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      const void *data, uint32_t size)
{
	struct jolt_path p;
	jolt_path_init(&p);
	int rc = jolt_btree_insert_empty(t, root, &p, key, size);
	if (rc == 0) {
		if (size)
			memcpy(jolt_path_item_data(&p), data, size);
		jolt_path_release(root->fs, &p);
	}
	return rc;
}

/* Merges leaf p->nodes[0] (below a third full) into a sibling, if the two
 * fit with a third free (merge_fits); best effort. */
static void merge_leaf(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p)
{
	struct jolt_node *l = p->nodes[0], *parent = p->nodes[1], *sib, *c;
	int pslot = p->slots[1];
	uint32_t used = leaf_fill(root, l);

	if (pslot > 0 && read_child(root, parent, pslot - 1, &sib) == 0) {
		if (merge_fits(leaf_fill(root, sib) + used, leaf_capacity(root)) &&
		    cow_block(t, root, sib, parent, pslot - 1, &c) == 0) {
			append_leaf(root, c, l);
			remove_ptr(parent, pslot);
			release_block(t, root, l);
			jolt_nc_put(ncof(root), c);
			t->fs->bt.merges++;
			changed(t, root);
			return;
		}
		jolt_nc_put(ncof(root), sib);
	}
	if (pslot + 1 < (int)jolt_node_nritems(parent) &&
	    read_child(root, parent, pslot + 1, &sib) == 0) {
		if (merge_fits(leaf_fill(root, sib) + used, leaf_capacity(root)) &&
		    cow_block(t, root, sib, parent, pslot + 1, &c) == 0) {
			append_leaf(root, l, c);
			remove_ptr(parent, pslot + 1);
			release_block(t, root, c);
			jolt_nc_put(ncof(root), c);
			t->fs->bt.merges++;
			changed(t, root);
			return;
		}
		jolt_nc_put(ncof(root), sib);
	}
}

/* Removes pointer `slot` of path level `level`, and the node there when it
 * empties (never the root). */
static void del_ptr(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p, int level,
		    int slot)
{
	struct jolt_node *n = p->nodes[level];
	remove_ptr(n, slot);
	if (jolt_node_nritems(n) == 0 && n != root->node) {
		release_block(t, root, n);
		del_ptr(t, root, p, level + 1, p->slots[level + 1]);
		return;
	}
	if (slot == 0 && jolt_node_nritems(n))
		fixup_low_keys(p, jolt_node_key(n, 0), level + 1);
}

int jolt_btree_del_items(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p, int nr)
{
	struct jolt_node *l = p->nodes[0];
	uint32_t n = jolt_node_nritems(l), slot = (uint32_t)p->slots[0];
	if (nr <= 0 || slot + (uint32_t)nr > n || should_cow(t, l))
		return -EINVAL;         /* the path must come from a COW search */
	if (root->change_hook)
		for (uint32_t i = slot; i < slot + (uint32_t)nr; i++) {
			struct jolt_fs_key k = jolt_node_item(l, (int)i)->key;
			root->change_hook(root->change_ctx, &k);
		}
	uint32_t dsize = 0;
	for (uint32_t i = slot; i < slot + (uint32_t)nr; i++)
		dsize += jolt_node_item(l, i)->size;
	uint32_t data_end = leaf_data_end(root, l);
	if (slot + nr < n) {
		uint32_t last = jolt_node_item(l, slot + nr - 1)->offset;
		memmove(l->data + data_end + dsize, l->data + data_end, last - data_end);
		for (uint32_t i = slot + nr; i < n; i++)
			jolt_node_item(l, i)->offset += dsize;
		memmove(jolt_node_item(l, slot), jolt_node_item(l, slot + nr),
			(n - slot - nr) * sizeof(struct jolt_fs_item));
	}
	jolt_node_header(l)->nritems = n - nr;
	changed(t, root);
	if (l != root->node) {
		if (n - nr == 0) {
			release_block(t, root, l);
			del_ptr(t, root, p, 1, p->slots[1]);
		} else {
			if (slot == 0)
				fixup_low_keys(p, jolt_node_key(l, 0), 1);
			if (leaf_fill(root, l) < leaf_capacity(root) / 3)
				merge_leaf(t, root, p);
		}
	}
	return shrink_root(t, root);
}

int jolt_btree_delete(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key)
{
	struct jolt_path p;
	jolt_path_init(&p);
	int rc = jolt_btree_search(t, root, key, &p, -1, 1);
	if (rc == 0)
		rc = jolt_btree_del_items(t, root, &p, 1);
	else if (rc == 1)
		rc = -ENOENT;
	jolt_path_release(root->fs, &p);
	return rc;
}

/* Grows or shrinks the item at the path in place; the leaf has room. */
static void resize_in_place(struct jolt_root *root, struct jolt_path *p, uint32_t new_size)
{
	struct jolt_node *l = p->nodes[0];
	uint32_t n = jolt_node_nritems(l), slot = (uint32_t)p->slots[0];
	struct jolt_fs_item *it = jolt_node_item(l, slot);
	uint32_t old = it->size, off = it->offset, data_end = leaf_data_end(root, l);
	if (new_size < old) {
		uint32_t d = old - new_size;
		memmove(l->data + off + d, l->data + off, new_size);
		memmove(l->data + data_end + d, l->data + data_end, off - data_end);
		for (uint32_t i = slot + 1; i < n; i++)
			jolt_node_item(l, i)->offset += d;
		it->offset += d;
	} else {
		uint32_t d = new_size - old;
		memmove(l->data + data_end - d, l->data + data_end, off - data_end);
		for (uint32_t i = slot + 1; i < n; i++)
			jolt_node_item(l, i)->offset -= d;
		memmove(l->data + off - d, l->data + off, old);
		memset(l->data + off - d + old, 0, d);
		it->offset -= d;
	}
	it->size = new_size;
}

int jolt_btree_resize_item(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			   uint32_t new_size)
{
	if (new_size > jolt_fs_max_item_size(nsize(root)))
		return -EOVERFLOW;
	struct jolt_fs_item *it = jolt_path_item(p);
	uint32_t old = it->size;
	if (new_size <= old || leaf_free(root, p->nodes[0]) >= new_size - old) {
		resize_in_place(root, p, new_size);
		changed(t, root);
		return 0;
	}
	/* No room: take the item out and put it back bigger, with the nodes
	 * that may need reserved first so that the item cannot be lost. */
	struct jolt_fs_key key = it->key;
	uint8_t *copy = malloc(old ? old : 1);
	if (!copy)
		return -ENOMEM;
	memcpy(copy, jolt_path_item_data(p), old);
	uint64_t blocks = 2 * (uint64_t)(jolt_node_level(root->node) + 2);
	int cls = t->flags & JOLT_TRANS_COMMIT ? JOLT_SPACE_COMMIT :
		  t->flags & JOLT_TRANS_USE_RESERVE ? JOLT_SPACE_RESERVE : JOLT_SPACE_NORMAL;
	int rc = t->reserved >= blocks ? 0 : jolt_space_reserve(t->fs->alloc, blocks, cls);
	if (rc) {
		free(copy);
		return rc;
	}
	uint64_t had = t->reserved;
	if (had < blocks)
		t->reserved += blocks;
	rc = jolt_btree_del_items(t, root, p, 1);
	jolt_path_release(root->fs, p);
	if (rc == 0)
		rc = jolt_btree_insert_empty(t, root, p, &key, new_size);
	if (rc == 0)
		memcpy(jolt_path_item_data(p), copy, old);
	if (had < blocks) {
		uint64_t left = t->reserved > had ? t->reserved - had : 0;
		jolt_space_release(t->fs->alloc, left);
		t->reserved -= left;
	}
	free(copy);
	if (rc)
		jolt_fs_set_error(t->fs, rc, "tree %llu: item lost while resizing",
				  (unsigned long long)root->objectid);
	return rc;
}

int jolt_btree_update(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      const void *data, uint32_t size)
{
	struct jolt_path p;
	jolt_path_init(&p);
	int rc = jolt_btree_search(t, root, key, &p, 0, 1);
	if (rc == 1)
		rc = -ENOENT;
	if (rc == 0 && jolt_path_item(&p)->size != size)
		rc = jolt_btree_resize_item(t, root, &p, size);
	if (rc == 0) {
		memcpy(jolt_path_item_data(&p), data, size);
		changed(t, root);
	}
	jolt_path_release(root->fs, &p);
	return rc;
}

int jolt_btree_lookup(struct jolt_root *root, const struct jolt_fs_key *key, void *buf,
		      uint32_t buflen, uint32_t *size)
{
	struct jolt_path p;
	jolt_path_init(&p);
	int rc = jolt_btree_search(NULL, root, key, &p, 0, 0);
	if (rc == 0) {
		uint32_t s = jolt_path_item(&p)->size;
		if (buf)
			memcpy(buf, jolt_path_item_data(&p), s < buflen ? s : buflen);
		if (size)
			*size = s;
	} else if (rc == 1) {
		rc = -ENOENT;
	}
	jolt_path_release(root->fs, &p);
	return rc;
}

/* ---- leaf hints (btree.h) ---- */

void jolt_leaf_hint_release(struct jolt_fs_info *fs, struct jolt_leaf_hint *h)
{
	if (h->leaf) {
		jolt_nc_put(fs->nc, h->leaf);
		h->leaf = NULL;
	}
}

int jolt_btree_lookup_hint(struct jolt_root *root, const struct jolt_fs_key *key, void *buf,
			   uint32_t buflen, uint32_t *size, struct jolt_leaf_hint *h)
{
	struct jolt_fs_info *fs = root->fs;
	struct jolt_path p;
	jolt_leaf_hint_release(fs, h);
	jolt_path_init(&p);
	int rc = jolt_btree_search(NULL, root, key, &p, 0, 0);
	if (rc == 0) {
		struct jolt_node *l = p.nodes[0];
		uint32_t s = jolt_path_item(&p)->size;
		if (buf)
			memcpy(buf, jolt_path_item_data(&p), s < buflen ? s : buflen);
		if (size)
			*size = s;
		if (fs->running && jolt_node_gen(l) == fs->running->transid &&
		    !(jolt_node_header(l)->flags & JOLT_FS_HEADER_WRITTEN)) {
			h->leaf = jolt_nc_get(l);
			h->shape_seq = root->shape_seq;
		}
	} else if (rc == 1) {
		rc = -ENOENT;
	}
	jolt_path_release(fs, &p);
	return rc;
}

int jolt_btree_update_hint(struct jolt_trans *t, struct jolt_root *root,
			   const struct jolt_fs_key *key, const void *data, uint32_t size,
			   struct jolt_leaf_hint *h)
{
	struct jolt_fs_info *fs = root->fs;
	struct jolt_node *l = h->leaf;
	struct jolt_path p;
	int slot;

	if (!l || h->shape_seq != root->shape_seq || fs->error || should_cow(t, l) ||
	    bin_search(l, key, &slot)) {
		jolt_leaf_hint_release(fs, h);
		return jolt_btree_update(t, root, key, data, size);
	}
	uint32_t old = jolt_node_item(l, slot)->size;
	if (size > old && (size > jolt_fs_max_item_size(nsize(root)) ||
			   leaf_free(root, l) < size - old)) {
		jolt_leaf_hint_release(fs, h);
		return jolt_btree_update(t, root, key, data, size);
	}
	if (root->change_hook)
		root->change_hook(root->change_ctx, key);
	if (size != old) {
		jolt_path_init(&p);
		p.nodes[0] = l;
		p.slots[0] = slot;
		resize_in_place(root, &p, size);
	}
	memcpy(jolt_node_item_data(l, slot), data, size);
	changed(t, root);
	fs->bt.hinted++;
	jolt_leaf_hint_release(fs, h);
	return 0;
}

/* ---- stepping ---- */

static void readahead_after(struct jolt_root *root, struct jolt_node *n, int slot)
{
	enum { RA = 8 };
	uint64_t b[RA], g[RA];
	int lv[RA], k = 0;
	for (int i = slot + 1; i < (int)jolt_node_nritems(n) && k < RA; i++, k++) {
		b[k] = jolt_node_ptr(n, i)->blockptr;
		g[k] = jolt_node_ptr(n, i)->generation;
		lv[k] = jolt_node_level(n) - 1;
	}
	if (k)
		jolt_nc_readahead(ncof(root), b, lv, g, (size_t)k);
}

int jolt_btree_next_leaf(struct jolt_root *root, struct jolt_path *p)
{
	int level = 1;
	while (level < JOLT_FS_MAX_LEVEL && p->nodes[level] &&
	       p->slots[level] + 1 >= (int)jolt_node_nritems(p->nodes[level]))
		level++;
	if (level >= JOLT_FS_MAX_LEVEL || !p->nodes[level])
		return 1;
	p->slots[level]++;
	while (level > 0) {
		struct jolt_node *c;
		int rc = read_child(root, p->nodes[level], p->slots[level], &c);
		if (rc)
			return rc;
		if (level == 1 && p->reada)
			readahead_after(root, p->nodes[1], p->slots[1]);
		level--;
		jolt_nc_put(ncof(root), p->nodes[level]);
		p->nodes[level] = c;
		p->slots[level] = 0;
	}
	return 0;
}

int jolt_btree_prev_leaf(struct jolt_root *root, struct jolt_path *p)
{
	int level = 1;
	while (level < JOLT_FS_MAX_LEVEL && p->nodes[level] && p->slots[level] == 0)
		level++;
	if (level >= JOLT_FS_MAX_LEVEL || !p->nodes[level])
		return 1;
	p->slots[level]--;
	while (level > 0) {
		struct jolt_node *c;
		int rc = read_child(root, p->nodes[level], p->slots[level], &c);
		if (rc)
			return rc;
		level--;
		jolt_nc_put(ncof(root), p->nodes[level]);
		p->nodes[level] = c;
		p->slots[level] = (int)jolt_node_nritems(c) - 1;
	}
	return 0;
}

int jolt_btree_next_item(struct jolt_root *root, struct jolt_path *p)
{
	if (++p->slots[0] < (int)jolt_node_nritems(p->nodes[0]))
		return 0;
	int rc;
	do {
		rc = jolt_btree_next_leaf(root, p);
	} while (rc == 0 && jolt_node_nritems(p->nodes[0]) == 0);
	return rc;
}

int jolt_btree_prev_item(struct jolt_root *root, struct jolt_path *p)
{
	if (p->slots[0] > 0) {
		p->slots[0]--;
		return 0;
	}
	int rc;
	do {
		rc = jolt_btree_prev_leaf(root, p);
	} while (rc == 0 && jolt_node_nritems(p->nodes[0]) == 0);
	return rc;
}

int jolt_btree_search_le(struct jolt_root *root, const struct jolt_fs_key *key, struct jolt_path *p)
{
	int rc = jolt_btree_search(NULL, root, key, p, 0, 0);
	if (rc <= 0)
		return rc;
	if (p->slots[0] > 0) {
		p->slots[0]--;
		return 0;
	}
	rc = jolt_btree_prev_item(root, p);
	return rc;
}

/* ---- cursors ---- */

void jolt_cursor_init(struct jolt_cursor *c, struct jolt_root *root, const struct jolt_fs_key *min,
		      const struct jolt_fs_key *max)
{
	memset(c, 0, sizeof(*c));
	c->root = root;
	c->pos = *min;
	c->max = *max;
	jolt_path_init(&c->path);
	c->path.reada = 1;
}

int jolt_cursor_next(struct jolt_cursor *c, struct jolt_fs_key *key, const void **data,
		     uint32_t *size)
{
	int rc;
	if (c->done)
		return 0;
	if (!c->have_path || c->seq != c->root->mod_seq) {
		rc = jolt_btree_search(NULL, c->root, &c->pos, &c->path, 0, 0);
		if (rc < 0)
			return rc;
		c->have_path = 1;
		c->seq = c->root->mod_seq;
		if (c->path.slots[0] >= (int)jolt_node_nritems(c->path.nodes[0])) {
			rc = jolt_btree_next_item(c->root, &c->path);
			if (rc) {
				c->done = 1;
				jolt_cursor_release(c);
				return rc < 0 ? rc : 0;
			}
		}
	} else {
		rc = jolt_btree_next_item(c->root, &c->path);
		if (rc) {
			c->done = rc > 0;
			jolt_cursor_release(c);
			return rc < 0 ? rc : 0;
		}
	}
	const struct jolt_fs_item *it = jolt_path_item(&c->path);
	if (jolt_key_cmp(&it->key, &c->max) > 0) {
		c->done = 1;
		jolt_cursor_release(c);
		return 0;
	}
	*key = it->key;
	if (data)
		*data = jolt_path_item_data(&c->path);
	if (size)
		*size = it->size;
	c->pos = it->key;
	if (jolt_key_next(&c->pos))
		c->done = 1;    /* the largest key: nothing can follow */
	return 1;
}

void jolt_cursor_release(struct jolt_cursor *c)
{
	if (c->root)
		jolt_path_release(c->root->fs, &c->path);
	c->have_path = 0;
}

/* ---- whole trees ---- */

static int is_fs_tree(uint64_t id)
{
	return id == JOLT_FS_FS_TREE_OBJECTID || id >= JOLT_FS_FIRST_FREE_OBJECTID;
}

struct jolt_root *jolt_btree_root_alloc(struct jolt_fs_info *fs, uint64_t objectid)
{
	struct jolt_root *r = calloc(1, sizeof(*r));
	if (!r)
		return NULL;
	r->objectid = objectid;
	r->fs = fs;
	r->shareable = is_fs_tree(objectid);
	return r;
}

void jolt_btree_root_link(struct jolt_fs_info *fs, struct jolt_root *r)
{
	r->next = fs->roots;
	fs->roots = r;
}

int jolt_btree_create(struct jolt_trans *t, uint64_t objectid, struct jolt_root **out)
{
	struct jolt_root *r = jolt_btree_root_alloc(t->fs, objectid);
	if (!r)
		return -ENOMEM;
	struct jolt_node *n;
	int rc = new_node(t, r, 0, &n);
	if (rc) {
		free(r);
		return rc;
	}
	r->node = n;
	r->dirty = 1;
	r->item.refs = 1;
	r->item.otransid = t->transid;
	r->item.ctransid = t->transid;
	if (is_fs_tree(objectid))
		r->item.root_dirid = JOLT_FS_ROOT_DIR_OBJECTID;
	jolt_btree_root_link(t->fs, r);
	changed(t, r);
	*out = r;
	return 0;
}

int jolt_btree_clone(struct jolt_trans *t, struct jolt_root *src, uint64_t new_id,
		     struct jolt_root **out)
{
	if (!src->shareable || !is_fs_tree(new_id))
		return -EINVAL;
	if (jolt_node_gen(src->node) >= t->transid)
		return -EBUSY;          /* changed in this transaction: commit first */
	struct jolt_root *r = jolt_btree_root_alloc(t->fs, new_id);
	if (!r)
		return -ENOMEM;
	struct jolt_node *c;
	int level = jolt_node_level(src->node);
	int rc = new_node(t, r, level, &c);
	if (rc) {
		free(r);
		return rc;
	}
	memcpy(c->data + JOLT_FS_HEADER_SIZE, src->node->data + JOLT_FS_HEADER_SIZE,
	       nsize(src) - JOLT_FS_HEADER_SIZE);
	jolt_node_header(c)->nritems = jolt_node_nritems(src->node);
	rc = inc_children(t, r, src->node);
	if (rc) {
		release_block(t, r, c);
		jolt_nc_put(t->fs->nc, c);
		free(r);
		return rc;
	}
	r->node = c;
	r->item = src->item;
	r->item.refs = 1;
	r->item.flags = 0;
	r->item.last_snapshot = t->transid;
	r->item.otransid = t->transid;
	r->item.ctransid = t->transid;
	r->dirty = 1;
	src->item.last_snapshot = t->transid;
	src->dirty = 1;
	jolt_btree_root_link(t->fs, r);
	changed(t, r);
	*out = r;
	return 0;
}

/* Drops the reference the tree holds on node (bytenr, level, gen). */
static int drop_node(struct jolt_trans *t, struct jolt_root *root, uint64_t bytenr, int level,
		     uint64_t gen)
{
	struct jolt_node *n;
	int rc = jolt_nc_read(ncof(root), bytenr, level, gen, &n);
	if (rc) {
		snprintf(t->fs->errmsg, sizeof(t->fs->errmsg), "tree %llu: %s",
			 (unsigned long long)root->objectid, jolt_nc_error(ncof(root)));
		return rc;
	}
	uint64_t refs;
	rc = jolt_btree_node_refs(t, root, n, &refs);
	if (rc == 0 && refs > 1) {
		rc = jolt_extent_dec_ref(t, bytenr, nsize(root), 0);
	} else if (rc == 0) {
		if (level == 0) {
			rc = jolt_leaf_for_each_data_ref(n, dec_data_ref, t);
		} else {
			readahead_after(root, n, -1);
			for (uint32_t i = 0; i < jolt_node_nritems(n) && !rc; i++) {
				const struct jolt_fs_key_ptr *kp = jolt_node_ptr(n, i);
				rc = drop_node(t, root, kp->blockptr, level - 1, kp->generation);
			}
		}
		if (rc == 0)
			release_block(t, root, n);
	}
	jolt_nc_put(ncof(root), n);
	return rc;
}

int jolt_btree_drop(struct jolt_trans *t, struct jolt_root *root)
{
	struct jolt_fs_info *fs = t->fs;
	if (root == fs->tree_root || root == fs->extent_root)
		return -EINVAL;
	struct jolt_node *n = root->node;
	int rc = drop_node(t, root, n->bytenr, jolt_node_level(n), jolt_node_gen(n));
	if (rc) {
		jolt_fs_set_error(fs, rc, "dropping tree %llu: %s", (unsigned long long)root->objectid,
				  fs->errmsg);
		return rc;
	}
	struct jolt_fs_key k = jolt_key(root->objectid, JOLT_KEY_ROOT_ITEM, 0);
	rc = jolt_btree_delete(t, fs->tree_root, &k);
	if (rc == -ENOENT)
		rc = 0;
	for (struct jolt_root **pp = &fs->roots; *pp; pp = &(*pp)->next)
		if (*pp == root) {
			*pp = root->next;
			break;
		}
	jolt_nc_put(fs->nc, root->node);
	free(root);
	if (fs->running)
		fs->running->changes++;
	return rc;
}

void jolt_btree_stats(const struct jolt_fs_info *fs, struct jolt_btree_stats *out)
{
	/* field by field: readers count searches beside the caller */
	out->searches = 0;
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++)
		out->searches += __atomic_load_n(&fs->searches[i].searches, __ATOMIC_RELAXED);
	out->cows = fs->bt.cows;
	out->splits = fs->bt.splits;
	out->merges = fs->bt.merges;
	out->root_grows = fs->bt.root_grows;
	out->root_shrinks = fs->bt.root_shrinks;
	out->hinted = fs->bt.hinted;
}
