/* The node cache: tree nodes in memory, read and written through the
 * jolt_blk queue API (btrfs's extent_buffer and extent_io).
 *
 * A node is one nodesize block of the image, held in a DMA-able buffer and
 * found by its byte offset (bytenr). A node is referenced while someone
 * holds it (a path, a root); unreferenced nodes stay cached in LRU order
 * until the memory bound needs their room. A node read from the device is
 * verified before anyone sees it (format.c's jolt_fs_node_verify: checksum,
 * own location, fsid, level, generation the parent expects, item bounds
 * and key order), so the tree code never walks a malformed node; a bad
 * node is -EUCLEAN and a device error -EIO, each with a message naming the
 * block (jolt_nc_error()).
 *
 * Dirty nodes (changed in the running transaction, at locations the last
 * commit cannot reach) stay in memory until written: by the commit, which
 * writes them all in flight together, or earlier when the memory bound
 * needs room (writeback of unreferenced dirty nodes; each then carries
 * JOLT_FS_HEADER_WRITTEN, so changing it again copies it first, as btrfs
 * does). The bound counts every cached node; referenced nodes cannot be
 * evicted, so the cache may exceed it by what paths hold at once.
 *
 * Memory: node buffers are carved from slabs of JOLT_NC_SLAB_NODES buffers
 * (one jolt_blk_alloc each) and go back to a free list when their node
 * leaves the cache; slabs are freed with the cache. Their number follows the
 * most nodes held at once, which the bound caps (plus referenced nodes), so
 * memory stays within the bound plus a constant. Nodes smaller than the
 * device's buffer alignment cannot share a slab: each is then its own
 * aligned allocation (JOLT_NC_NODE_MALLOC), which costs up to the
 * alignment's slack per node besides.
 *
 * Locking: the cache's own mutex (lock.h) covers its hash, lists,
 * counters, reference counts and flags, taken inside each call here (and
 * held across a node's read from the device: readers that miss take
 * turns), except by a thread holding the tree lock exclusively
 * (jolt_nc_set_tree_lock), which has the cache alone, and by a reader's
 * hit (the tree lock shared: jolt_nc_read), which takes the node without
 * the lock and without a reference. Readers therefore never evict or free
 * a node (jolt_nc_trim does, for them, under the tree lock exclusive). A
 * node's data belongs to the tree lock (ctree.h): written under it
 * exclusively, read under it shared. The cache is the only user of the
 * device for nodes. */
#ifndef JOLT_FS_NODE_H
#define JOLT_FS_NODE_H
#include <stddef.h>
#include <stdint.h>

#include "jolt/blk.h"
#include "jolt/fs_format.h"

struct jolt_node_cache;

enum jolt_node_flags {
	JOLT_NODE_UPTODATE = 1,      /* data valid (read and verified, or built in memory) */
	JOLT_NODE_DIRTY = 2,         /* changed in the running transaction, not written since */
	JOLT_NODE_READING = 4,       /* a read is in flight */
	JOLT_NODE_WRITING = 8,       /* a write is in flight */
	JOLT_NODE_VERIFIED = 16,     /* passed verification (or built in memory) */
	JOLT_NODE_HASHED = 32,       /* in the cache's hash table (node.c) */
};

struct jolt_node {
	uint64_t bytenr;
	uint8_t *data;               /* nodesize bytes; header first */
	uint32_t refs;               /* holders; 0: evictable */
	uint32_t flags;              /* enum jolt_node_flags */
	int err;                     /* a failed read: -EIO / -EUCLEAN, kept until evicted */
	/* cache links (node.c only) */
	struct jolt_node_cache *nc;
	struct jolt_node *hnext;
	struct jolt_node *lru_prev, *lru_next;
	struct jolt_node *dirty_prev, *dirty_next;
	int expect_level;            /* verification wanted by a readahead (-1: any) */
	uint64_t expect_gen;         /* 0: any */
	uint8_t used;                /* a reader found it since eviction last passed it (atomic) */
};

enum { JOLT_NC_SLAB_NODES = 64 };
enum jolt_nc_flags {
	JOLT_NC_NODE_MALLOC = 1,     /* each node buffer its own jolt_blk_alloc (no slabs):
	                              * nodes below the buffer alignment; tests */
};

struct jolt_node_cache_opts {
	uint64_t bound_bytes;        /* memory bound of cached node data (0: 64 MiB) */
	uint32_t nodesize;
	uint32_t flags;              /* enum jolt_nc_flags */
	uint8_t fsid[16];
};

struct jolt_node_stats {
	uint64_t hits, misses;       /* lookups found / not found in memory */
	uint64_t evictions;          /* nodes dropped to honour the bound */
	uint64_t writebacks;         /* dirty nodes written early to honour the bound */
	uint64_t reads, writes;      /* node I/Os submitted */
	uint64_t read_errors;        /* -EIO and -EUCLEAN reads */
	uint64_t cached, dirty;      /* nodes in memory now, of which dirty */
	uint64_t cached_bytes, bound_bytes;
};

int jolt_nc_create(struct jolt_blk *dev, const struct jolt_node_cache_opts *o,
		   struct jolt_node_cache **out);
/* Drops every node (dirty ones too: the caller committed or gave up). */
void jolt_nc_destroy(struct jolt_node_cache *nc);

/* Reads and verifies the node at bytenr (from memory, or from the device,
 * waiting). level: the level the parent expects (-1: any); gen: the
 * generation the parent's pointer records (0: any). The node comes back
 * referenced. 0, -EIO, -EUCLEAN (message: jolt_nc_error), -ENOMEM. */
int jolt_nc_read(struct jolt_node_cache *nc, uint64_t bytenr, int level, uint64_t gen,
		 struct jolt_node **out);
/* Starts reading nodes not in memory, without waiting: their reads are in
 * flight together; a later jolt_nc_read finds them. Best effort. */
void jolt_nc_readahead(struct jolt_node_cache *nc, const uint64_t *bytenrs, const int *levels,
		       const uint64_t *gens, size_t n);
/* A node for a block just allocated: zeroed, up to date, not read,
 * referenced. A cached copy of a block formerly at bytenr is dropped. */
int jolt_nc_new(struct jolt_node_cache *nc, uint64_t bytenr, struct jolt_node **out);

struct jolt_node *jolt_nc_get(struct jolt_node *n);  /* one more reference */
void jolt_nc_put(struct jolt_node_cache *nc, struct jolt_node *n);  /* NULL is fine */

/* Marks a node dirty (it must belong to the running transaction). */
void jolt_nc_mark_dirty(struct jolt_node_cache *nc, struct jolt_node *n);
/* The block was freed in the running transaction: it need not be written;
 * the node leaves the cache once unreferenced. */
void jolt_nc_discard(struct jolt_node_cache *nc, struct jolt_node *n);

/* Writes every dirty node (checksummed) with as many writes in flight as
 * the device queue takes, and waits for them. 0 or the first error. */
int jolt_nc_write_dirty(struct jolt_node_cache *nc);
/* Drops every clean unreferenced node from memory (tests; a remount). */
void jolt_nc_drop_clean(struct jolt_node_cache *nc);

/* Computes and stores a node's checksum (done by every write). */
void jolt_nc_csum(struct jolt_node_cache *nc, uint8_t *data);

void jolt_nc_stats(struct jolt_node_cache *nc, struct jolt_node_stats *out);
struct jolt_lock_tally;
struct jolt_rwlock;
void jolt_nc_lock_tally(struct jolt_node_cache *nc, struct jolt_lock_tally *out);
/* The tree lock every user of the cache holds, shared or exclusive. */
void jolt_nc_set_tree_lock(struct jolt_node_cache *nc, const struct jolt_rwlock *tree);
void jolt_nc_set_bound(struct jolt_node_cache *nc, uint64_t bound_bytes);
/* Readers do not evict (jolt_nc_read): whether they have taken the cache
 * a sixteenth past its bound (read without the lock), and the eviction
 * down to the bound, which the tree lock's holder exclusive runs for them
 * (jolt_fs_unlock_shared). */
int jolt_nc_over_bound(const struct jolt_node_cache *nc);
void jolt_nc_trim(struct jolt_node_cache *nc);
/* The message of the last read error, naming the block. */
const char *jolt_nc_error(const struct jolt_node_cache *nc);
uint32_t jolt_nc_nodesize(const struct jolt_node_cache *nc);

/* Header accessors. */
static inline struct jolt_fs_header *jolt_node_header(const struct jolt_node *n)
{
	return (struct jolt_fs_header *)n->data;
}
static inline uint32_t jolt_node_nritems(const struct jolt_node *n)
{
	return jolt_node_header(n)->nritems;
}
static inline int jolt_node_level(const struct jolt_node *n)
{
	return jolt_node_header(n)->level;
}
static inline uint64_t jolt_node_gen(const struct jolt_node *n)
{
	return jolt_node_header(n)->generation;
}
static inline struct jolt_fs_item *jolt_node_item(const struct jolt_node *n, int slot)
{
	return (struct jolt_fs_item *)(n->data + JOLT_FS_HEADER_SIZE) + slot;
}
static inline void *jolt_node_item_data(const struct jolt_node *n, int slot)
{
	return n->data + jolt_node_item(n, slot)->offset;
}
static inline struct jolt_fs_key_ptr *jolt_node_ptr(const struct jolt_node *n, int slot)
{
	return (struct jolt_fs_key_ptr *)(n->data + JOLT_FS_HEADER_SIZE) + slot;
}
/* The key at slot, leaf or internal. */
static inline const struct jolt_fs_key *jolt_node_key(const struct jolt_node *n, int slot)
{
	return jolt_node_level(n) ? &jolt_node_ptr(n, slot)->key : &jolt_node_item(n, slot)->key;
}

#endif
