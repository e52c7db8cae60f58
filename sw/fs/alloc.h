/* Space and reference counts: the in-memory half of the allocator (alloc.c)
 * and the extent tree that records it on disk (extent_tree.c).
 *
 * Reference counts follow btrfs's delayed refs over Rodeh's lazy scheme
 * ("B-trees, Shadowing, and Clones"): every allocated extent (a tree node
 * or a data extent) has an extent item in the extent tree holding how many
 * pointers reach it (node pointers, root items, file extent items).
 * Changing a count does not touch the extent tree at once: it adds to a
 * delayed ref head in memory (bytenr -> net change, and for a new extent
 * its owner), and the commit runs the heads into the extent tree, whose
 * own COW adds heads until none are left (extent_tree.c). So a tree
 * operation never recurses into the extent tree, and a count is read as
 * the extent item's refs plus the head's pending change.
 *
 * Under snapshots a node's count says how many parents share it; copying
 * a shared node (count > 1) adds one to each of its children (and to each
 * data extent its leaf references) and takes one from the old node;
 * copying an unshared node moves its children to the copy unchanged and
 * frees the old node (btree.c, cow). Freeing never recurses: whoever
 * drops the last pointer to a node decides about its children.
 *
 * Free space is a bitmap of allocation units (sectorsize) over the
 * tree/data space, built at mount from the extent items and kept in
 * memory. A block freed in the running transaction is pinned: it becomes
 * free only after the commit that freed it is durable (the previous commit
 * may still reach it), except a node allocated and freed within the same
 * transaction, which no commit ever reached and which is free at once. A
 * data extent allocated and freed within it stays pinned all the same: an
 * fsync log may name it until this commit is durable (extent_tree.c).
 *
 * ENOSPC: an operation reserves its worst-case node count when its handle
 * begins (trans.c). Free space keeps a commit reserve (what running the
 * pending delayed refs may copy in the extent and root trees, so a commit
 * never fails for space; sized for the worst case, where the whole extent
 * tree is copied) and, for ordinary allocations only, a margin beyond it.
 * Deletes (JOLT_TRANS_USE_RESERVE) may use the margin and half the commit
 * reserve, so that space can always be freed, as btrfs lets unlink use
 * its global reserve. When a handle cannot reserve, the running
 * transaction is committed first, which returns its pinned blocks. */
#ifndef JOLT_FS_ALLOC_H
#define JOLT_FS_ALLOC_H
#include <stddef.h>
#include <stdint.h>

#include "ctree.h"

struct jolt_alloc;

/* How deep into free space an allocation may go. */
enum jolt_space_class {
	JOLT_SPACE_NORMAL = 0,       /* keep the commit reserve and the margin free */
	JOLT_SPACE_RESERVE = 1,      /* deletes: keep half the commit reserve free */
	JOLT_SPACE_COMMIT = 2,       /* the commit itself: everything */
};

/* The space [start, end) in units of `unit` bytes; all free. */
int jolt_alloc_create(uint64_t start, uint64_t end, uint32_t unit, uint32_t nodesize,
		      struct jolt_alloc **out);
void jolt_alloc_destroy(struct jolt_alloc *a);

/* ---- free space (alloc.c) ---- */

/* Mount: marks an extent found in the extent tree used. -ERANGE outside
 * the space or misaligned, -EEXIST when it overlaps one marked before. */
int jolt_space_mark_used(struct jolt_alloc *a, uint64_t bytenr, uint64_t len);
/* Finds and marks used `len` contiguous bytes. 0, or -ENOSPC. */
int jolt_space_alloc(struct jolt_alloc *a, uint64_t len, int space_class, uint64_t *bytenr);
/* 1 when `len` bytes would fit in space_class now, as jolt_space_alloc
 * counts (a contiguous run may still be missing), else 0. */
int jolt_space_fits(const struct jolt_alloc *a, uint64_t len, int space_class);
/* Frees at once (never reachable from a commit). */
void jolt_space_free(struct jolt_alloc *a, uint64_t bytenr, uint64_t len);
/* Frees after the running transaction's commit is durable. */
int jolt_space_pin(struct jolt_alloc *a, uint64_t bytenr, uint64_t len);
/* The commit is durable: pinned space becomes free. */
void jolt_space_unpin(struct jolt_alloc *a);
/* 1: every unit of the range free, 0: none, -1: some (fsck). Pinned
 * units count as used. */
int jolt_space_range_free(const struct jolt_alloc *a, uint64_t bytenr, uint64_t len);

/* The extent tree gained or lost items, and nodes of its own (which size
 * the commit reserve). */
void jolt_space_note_extents(struct jolt_alloc *a, int64_t items, int64_t extent_tree_nodes);

/* Reserves `blocks` nodes for a handle: 0 or -ENOSPC. */
int jolt_space_reserve(struct jolt_alloc *a, uint64_t blocks, int space_class);
void jolt_space_release(struct jolt_alloc *a, uint64_t blocks);
/* Use one reserved node (a handle's allocation): it leaves the reserved
 * count as it is allocated. */
void jolt_space_use_reserved(struct jolt_alloc *a, uint64_t blocks);

struct jolt_space_stats {
	uint64_t total_bytes;        /* the tree/data space */
	uint64_t free_bytes;         /* allocatable now (not pinned, not used) */
	uint64_t pinned_bytes;       /* freed by the running transaction */
	uint64_t reserved_bytes;     /* held by open handles */
	uint64_t commit_reserve_bytes;
	uint64_t allocs, frees;
};
void jolt_space_stats(const struct jolt_alloc *a, struct jolt_space_stats *out);

/* ---- delayed refs (alloc.c) ---- */

struct jolt_delayed_ref {
	uint64_t bytenr;
	uint64_t num_bytes;
	int64_t ref_mod;             /* net change not yet in the extent tree */
	uint64_t flags;              /* JOLT_FS_EXTENT_DATA or _TREE_BLOCK */
	int is_new;                  /* allocated in this transaction: no extent item yet */
	int level;                   /* tree blocks */
	uint64_t generation;         /* new extents: allocated in */
	uint64_t owner_root, owner_objectid, owner_offset;
	struct jolt_delayed_ref *hnext;
};

/* Adds `mod` to the head of bytenr (creating it with the rest of the
 * fields). -ENOMEM. */
int jolt_delayed_ref_add(struct jolt_alloc *a, const struct jolt_delayed_ref *ref, int64_t mod);
struct jolt_delayed_ref *jolt_delayed_ref_find(const struct jolt_alloc *a, uint64_t bytenr);
void jolt_delayed_ref_drop(struct jolt_alloc *a, uint64_t bytenr);
size_t jolt_delayed_ref_count(const struct jolt_alloc *a);
/* Moves every head out, sorted by bytenr (the commit runs them); the
 * caller frees the array with free(). -ENOMEM. */
long jolt_delayed_ref_take(struct jolt_alloc *a, struct jolt_delayed_ref **out);

/* ---- allocation with a handle (alloc.c) ---- */

/* A new tree node for `owner` at `level`: space from the handle's
 * reservation, a delayed ref +1 (new). */
int jolt_alloc_tree_block(struct jolt_trans *t, uint64_t owner, int level, uint64_t *bytenr);
/* Drops one reference to a node: freed at once when it was allocated in
 * this transaction and nothing else references it, else a delayed -1.
 * Returns 1 when the block was freed at once (the caller discards its
 * cached node), 0 when deferred. */
int jolt_free_tree_block(struct jolt_trans *t, uint64_t bytenr, int level);

/* A new data extent of len bytes (sectorsize multiple) for (root, ino,
 * file offset), holding the one reference of the EXTENT_DATA item the
 * caller inserts. -ENOSPC. */
int jolt_alloc_data_extent(struct jolt_trans *t, uint64_t len, uint64_t root, uint64_t ino,
			   uint64_t file_offset, uint64_t *bytenr);
/* Its reference alone, on space taken with jolt_space_alloc before the
 * handle (data written without fs->lock, then referenced): undone as
 * one jolt_alloc_data_extent. */
int jolt_alloc_data_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t len, uint64_t root,
			uint64_t ino, uint64_t file_offset);
/* Gives back a data extent allocated in this transaction that nothing
 * references yet (an operation that allocates before it changes any tree,
 * undone): free at once. -EINVAL when bytenr is not such an extent. */
int jolt_alloc_data_extent_undo(struct jolt_trans *t, uint64_t bytenr, uint64_t len);
/* One more / one fewer reference to an extent (a node: num_bytes =
 * nodesize, is_data 0). At zero the extent is freed after the commit. */
int jolt_extent_inc_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, int is_data);
int jolt_extent_dec_ref(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, int is_data);

/* ---- the extent tree (extent_tree.c) ---- */

/* Log replay, for a data extent a log item names (the item at (ino,
 * file_offset) of tree root): unless the extent tree or a delayed ref
 * head already has it, it is marked used with a new head holding no
 * reference yet, so that nothing allocated before the item is applied
 * lands on it; references are then taken with jolt_extent_inc_ref. 0,
 * -EEXIST when it overlaps space in use, -ERANGE outside the space, or
 * a read error. */
int jolt_extent_hold(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, uint64_t root,
		     uint64_t ino, uint64_t file_offset);

/* The extent item at bytenr (data or node) and its count with the pending
 * delayed change. 0, -ENOENT (no such extent), or a read error. */
int jolt_extent_lookup(struct jolt_fs_info *fs, uint64_t bytenr, struct jolt_fs_key *key,
		       struct jolt_fs_extent_item *item, uint64_t *refs);
/* Commit: runs delayed refs into the extent tree until none are left. */
int jolt_extent_run_delayed_refs(struct jolt_trans *t);
/* Mount: marks every extent of the extent tree used in the free space map;
 * overlapping or out-of-range extents are -EUCLEAN with a message. */
int jolt_extent_load_free_space(struct jolt_fs_info *fs);

#endif
