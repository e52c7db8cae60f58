/* The one copy-on-write B+tree every tree of the filesystem uses (btrfs's
 * ctree.c): keys (objectid, type, offset), variable-size items in leaves,
 * key pointers in internal nodes. The invariants and algorithms are at the
 * top of btree.c.
 *
 * Searching with a transaction handle and cow != 0 copies every node on
 * the path that the last commit can reach (or that was written since) to a
 * new location first, top-down, so the path that comes back is writable.
 * ins_len > 0 makes room on the way down for an item of that many bytes
 * (data + its 32-byte header: splitting full nodes, btrfs's
 * setup_nodes_for_search); ins_len < 0 rebalances nodes that a deletion
 * could leave too empty (merging or borrowing from a sibling).
 *
 * A path holds a reference on each node it names; release it before the
 * tree may change under it (any call with a handle on the same tree),
 * except through the calls that take the path. Leaf data pointers from a
 * path are valid while the path holds it. Reads (t == NULL, cow == 0) see
 * the running transaction's changes.
 *
 * Errors: -ENOENT / -EEXIST for keys, -ENOSPC (the tree is unchanged),
 * -EOVERFLOW (item larger than jolt_fs_max_item_size), -EIO / -EUCLEAN for
 * a bad node (message in fs->errmsg via jolt_nc_error), -EROFS after a
 * fatal error. Every call requires fs->lock held (ctree.h). */
#ifndef JOLT_FS_BTREE_H
#define JOLT_FS_BTREE_H
#include <stdint.h>
#include <string.h>

#include "ctree.h"
#include "node.h"

struct jolt_path {
	struct jolt_node *nodes[JOLT_FS_MAX_LEVEL];
	int slots[JOLT_FS_MAX_LEVEL];
	int lowest_level;            /* search stops at this level (0: leaves) */
	int reada;                   /* 1: read ahead siblings when stepping forward */
};

void jolt_path_init(struct jolt_path *p);
void jolt_path_release(struct jolt_fs_info *fs, struct jolt_path *p);

/* Searches root for key. 0: found (path at the item), 1: not found (path at
 * the slot where key would go, which may be nritems), or an error. t must
 * be given when cow or ins_len is set. */
int jolt_btree_search(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      struct jolt_path *p, int ins_len, int cow);

/* Inserts an item of `size` bytes (data left for the caller to fill
 * through the path's leaf, jolt_path_item_data). -EEXIST. */
int jolt_btree_insert_empty(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			    const struct jolt_fs_key *key, uint32_t size);
/* Puts an empty item of `size` bytes at the path, which a search for key
 * with ins_len size + JOLT_FS_ITEM_SIZE and cow found absent (1): one
 * search for a lookup and its insert. */
int jolt_btree_insert_at(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			 const struct jolt_fs_key *key, uint32_t size);
/* The caller changed an item's data in place through a COW path (the
 * tree's change counters; the search already called its change hook). */
void jolt_btree_changed(struct jolt_trans *t, struct jolt_root *root);
/* Inserts an item with its data. -EEXIST. */
int jolt_btree_insert(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      const void *data, uint32_t size);
/* Deletes nr items from the path's slot on (same leaf); releases nothing:
 * the path stays valid only as a position hint (release it). */
int jolt_btree_del_items(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p, int nr);
/* Deletes the item at key. -ENOENT. */
int jolt_btree_delete(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key);
/* Replaces the item at key by `data` of `size` bytes (resized if needed):
 * update in place. -ENOENT. */
int jolt_btree_update(struct jolt_trans *t, struct jolt_root *root, const struct jolt_fs_key *key,
		      const void *data, uint32_t size);
/* Grows or shrinks the item at a COWed path's slot to new_size, keeping
 * its first min(old, new) bytes (btrfs extend/truncate_item); the path
 * stays at the item (it may move to a new leaf). */
int jolt_btree_resize_item(struct jolt_trans *t, struct jolt_root *root, struct jolt_path *p,
			   uint32_t new_size);
/* Copies the item at key into buf (up to buflen bytes); *size gets its
 * size. -ENOENT. */
int jolt_btree_lookup(struct jolt_root *root, const struct jolt_fs_key *key, void *buf,
		      uint32_t buflen, uint32_t *size);

/* Where a lookup found an item, so that a later change of it in the same
 * operation goes straight to that leaf instead of searching from the root
 * (an operation reads its inode items, changes other items, then writes
 * the inode items back). The hint holds the leaf, and only when the leaf
 * is already writable in the running transaction. It still names the item
 * when no node of the running transaction left the tree since
 * (root->shape_seq: the leaf is still in the tree), the leaf was not
 * written since (still writable) and the key is still in the leaf (a split
 * may have moved it to a sibling; keys are unique, so a live leaf holding
 * the key holds the item): jolt_btree_update_hint checks all three. */
struct jolt_leaf_hint {
	struct jolt_node *leaf;      /* held; NULL: none */
	uint64_t shape_seq;
};
/* jolt_btree_lookup that also fills *h (released first; left empty when
 * the leaf is not writable in the running transaction). */
int jolt_btree_lookup_hint(struct jolt_root *root, const struct jolt_fs_key *key, void *buf,
			   uint32_t buflen, uint32_t *size, struct jolt_leaf_hint *h);
/* jolt_btree_update through the hint when it still holds (the item changed
 * in that leaf: its change hook called, resized in place when the leaf has
 * room), otherwise by a search; either way the hint is released. */
int jolt_btree_update_hint(struct jolt_trans *t, struct jolt_root *root,
			   const struct jolt_fs_key *key, const void *data, uint32_t size,
			   struct jolt_leaf_hint *h);
void jolt_leaf_hint_release(struct jolt_fs_info *fs, struct jolt_leaf_hint *h);

/* Moves the path to the first slot of the next leaf / the last slot of the
 * previous leaf. 0, 1 at the end, or an error. */
int jolt_btree_next_leaf(struct jolt_root *root, struct jolt_path *p);
int jolt_btree_prev_leaf(struct jolt_root *root, struct jolt_path *p);
/* Moves the path one item forward / back, across leaves. 0, 1 at the end. */
int jolt_btree_next_item(struct jolt_root *root, struct jolt_path *p);
int jolt_btree_prev_item(struct jolt_root *root, struct jolt_path *p);
/* The last item with key <= key: 0 and the path at it, 1 none. */
int jolt_btree_search_le(struct jolt_root *root, const struct jolt_fs_key *key, struct jolt_path *p);

/* The path's leaf item. */
static inline struct jolt_fs_item *jolt_path_item(const struct jolt_path *p)
{
	return jolt_node_item(p->nodes[0], p->slots[0]);
}
static inline void *jolt_path_item_data(const struct jolt_path *p)
{
	return jolt_node_item_data(p->nodes[0], p->slots[0]);
}

/* Range iteration that survives changes to the tree between steps: the
 * cursor keeps its position as a key and searches again when the tree
 * changed (root->mod_seq) since the last step. */
struct jolt_cursor {
	struct jolt_root *root;
	struct jolt_path path;
	struct jolt_fs_key pos;      /* next key to return, inclusive */
	struct jolt_fs_key max;      /* last key of the range, inclusive */
	uint64_t seq;                /* root->mod_seq when the path was valid */
	int have_path, done;
};
void jolt_cursor_init(struct jolt_cursor *c, struct jolt_root *root, const struct jolt_fs_key *min,
		      const struct jolt_fs_key *max);
/* 1: the next item (key, data valid until the next call on the cursor or
 * any change to the tree), 0: no more, or an error. */
int jolt_cursor_next(struct jolt_cursor *c, struct jolt_fs_key *key, const void **data,
		     uint32_t *size);
void jolt_cursor_release(struct jolt_cursor *c);

/* ---- trees as a whole ---- */

/* An in-memory root for tree `objectid` (no node yet), and linking it into
 * fs->roots (super.c loads roots with these). */
struct jolt_root *jolt_btree_root_alloc(struct jolt_fs_info *fs, uint64_t objectid);
void jolt_btree_root_link(struct jolt_fs_info *fs, struct jolt_root *r);

/* A new empty tree (one empty leaf) with id `objectid`; its ROOT_ITEM is
 * inserted into the root tree at commit (trans.c) and the root joins
 * fs->roots. Ids 1 and 2 are the root and extent trees (mkfs). */
int jolt_btree_create(struct jolt_trans *t, uint64_t objectid, struct jolt_root **out);
/* A clone of src as tree new_id sharing every node below src's root (a
 * snapshot's tree, Rodeh's clone): the root node is copied and each of its
 * children (or each data extent of a leaf root) gains a reference. The
 * running transaction must not have changed src (commit first). */
int jolt_btree_clone(struct jolt_trans *t, struct jolt_root *src, uint64_t new_id,
		     struct jolt_root **out);
/* Drops a whole tree: each node loses the reference from its parent (the
 * root's from the tree), and a node whose count reaches zero drops its
 * children's (and its leaf's data extents'), recursively; shared subtrees
 * stop the walk. The root leaves fs->roots and its ROOT_ITEM the root tree.
 * It drops the whole tree in one go, not resumably across commits. */
int jolt_btree_drop(struct jolt_trans *t, struct jolt_root *root);

/* How many references the node at bytenr has (extent item plus pending
 * delayed change; 1 for trees that are never shared, and for nodes newer
 * than the root's last snapshot). */
int jolt_btree_node_refs(struct jolt_trans *t, struct jolt_root *root, struct jolt_node *n,
			 uint64_t *refs);

/* Whether an item holds a data extent reference: an EXTENT_DATA item, or
 * an XATTR_VALUE item (a remote xattr value, the same value layout), of
 * type REG or PREALLOC with disk_bytenr != 0. *fe gets its value. */
static inline int jolt_item_data_extent(const struct jolt_fs_key *k, const void *data,
					uint32_t size, struct jolt_fs_file_extent_item *fe)
{
	if ((k->type != JOLT_KEY_EXTENT_DATA && k->type != JOLT_KEY_XATTR_VALUE) ||
	    size < sizeof(*fe))
		return 0;
	/* item data need not be 8-byte aligned: copy it out */
	memcpy(fe, data, sizeof(*fe));
	return (fe->type == JOLT_FS_FILE_EXTENT_REG || fe->type == JOLT_FS_FILE_EXTENT_PREALLOC) &&
	       fe->disk_bytenr != 0;
}

/* Each data extent a leaf's items reference (jolt_item_data_extent):
 * fn(ctx, bytenr, num_bytes); stops at a non-zero return. Used by COW of
 * shared leaves, drop, and fsck. */
int jolt_leaf_for_each_data_ref(const struct jolt_node *leaf,
				int (*fn)(void *ctx, uint64_t bytenr, uint64_t num_bytes), void *ctx);

/* Counters of tree operations since mount (struct in ctree.h). */
void jolt_btree_stats(const struct jolt_fs_info *fs, struct jolt_btree_stats *out);

#endif
