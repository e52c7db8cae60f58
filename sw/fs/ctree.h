/* The filesystem's shared core: the mounted filesystem (jolt_fs_info), an
 * in-memory tree root (jolt_root), keys, and the pure format helpers of
 * format.c (checksums, key order, node and superblock verification).
 * Every piece of sw/fs/ includes this; it depends on nothing above it.
 *
 * Locking (sw/fs/README.md, "Locking", has every lock and the order):
 * the tree lock, fs->lock (lock.h: a writer-preferring reader-writer lock), is held by
 * the caller of every function in sw/fs/ headers except jolt_fs_mkfs,
 * jolt_fs_mount, jolt_fs_unmount and jolt_fs_check_dev (which take it
 * themselves or own the filesystem alone): exclusively (jolt_fs_lock) for
 * anything that changes a tree, the allocator or the running transaction,
 * shared (jolt_fs_lock_shared) by readers of the trees. What readers
 * change on the way (the node cache, the directory-entry cache, counters)
 * has a lock or a lock-free rule of its own inside (sw/fs/README.md,
 * "Locking"). Whoever waits for something outside the
 * filesystem (a journal force: tree_log_fsync.c; a data write: file.c)
 * drops it first: the journal has its own locking, and its device is the
 * partition view jolt_fs_journal_dev(), which shares the image's queue. */
#ifndef JOLT_FS_CTREE_H
#define JOLT_FS_CTREE_H
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "jolt/blk.h"
#include "jolt/fs_format.h"
#include "lock.h"
#include "node.h"

struct jolt_node;
struct jolt_node_cache;
struct jolt_alloc;

/* A tree in memory: its root node (always referenced while loaded) and its
 * ROOT_ITEM as it will be written at the next commit. */
struct jolt_root {
	uint64_t objectid;               /* tree id: 1 root tree, 2 extent tree, 5.. fs trees */
	struct jolt_node *node;
	struct jolt_fs_root_item item;   /* bytenr, level, generation track node at commit */
	int shareable;                   /* fs trees: nodes may be shared with snapshots */
	int dirty;                       /* root node changed: root item updated at commit */
	uint64_t mod_seq;                /* bumped by every change to the tree (cursors) */
	uint64_t shape_seq;              /* bumped when a node of the running transaction
	                                  * leaves the tree (leaf hints, btree.h) */
	/* Told the key of every COW search (what a change is about to touch)
	 * and of every item deleted: the tree log's dirty tracking (tree_log_notes.c). */
	void (*change_hook)(void *ctx, const struct jolt_fs_key *key);
	void *change_ctx;
	struct jolt_fs_info *fs;
	struct jolt_root *next;          /* fs->roots list */
};

/* A transaction handle (btrfs's btrfs_trans_handle): one caller's part of
 * the running transaction, with the metadata blocks it reserved up front so
 * that an operation, once started, cannot fail half-way for lack of space.
 * trans.h begins, ends and commits them. */
struct jolt_trans {
	struct jolt_fs_info *fs;
	uint64_t transid;                /* the running transaction's generation */
	uint64_t reserved;               /* blocks reserved and not used yet */
	uint32_t flags;                  /* enum jolt_trans_flags */
	uint32_t pad;
};

enum jolt_trans_flags {
	JOLT_TRANS_USE_RESERVE = 1,      /* may use half the commit reserve (deletes) */
	JOLT_TRANS_COMMIT = 2,           /* the commit's own handle: may use all space (trans.c) */
};

/* The running transaction (trans.c begins and commits it). */
struct jolt_transaction {
	uint64_t transid;
	uint64_t start_ns;           /* monotonic, when it began */
	uint32_t handles;            /* open handles */
	uint32_t pad;
	/* what it did so far (the dirty set itself is the node cache's dirty
	 * list: every node COWed or created in this transaction) */
	uint64_t nodes_cowed;        /* existing nodes copied */
	uint64_t nodes_new;          /* nodes allocated (copies, splits, new trees) */
	uint64_t nodes_freed;        /* nodes freed (immediately or pinned) */
	uint64_t changes;            /* tree changes: 0 means nothing to commit */
};

/* Counters of tree operations since mount (btree.c). */
struct jolt_btree_stats {
	uint64_t searches, cows, splits, merges, root_grows, root_shrinks;
	uint64_t hinted;             /* updates made in the leaf a lookup found (no search) */
};

/* Callback the namespace layer installs to learn that a commit became
 * durable (the tree log moves the journal tail there). */
typedef void (*jolt_fs_commit_hook)(void *ctx, uint64_t generation);

enum jolt_fs_mount_flags {
	JOLT_FS_MOUNT_RDONLY = 1,    /* no transaction may begin; nothing is written */
	JOLT_FS_MOUNT_CHECK = 2,     /* fsck: read-only; a damaged extent tree does not stop
	                              * the mount (the free space map is then incomplete) */
	JOLT_FS_MOUNT_FRESH = 4,     /* mkfs's own mount of what it just made: its claim stands,
	                              * no multi-mount protection yet (mmp.c) */
};

enum { JOLT_FS_DATA_VIEWS = 8 };   /* file data writes in flight without fs->lock */

/* A mounted filesystem. Fields are read under fs->lock (shared or
 * exclusive) and changed under it held exclusively, unless a lock is
 * named beside them; only the pieces named beside each change them. */
struct jolt_fs_info {
	struct jolt_rwlock lock;         /* the tree lock */
	struct jolt_blk *dev;            /* the image (the caller's); used under the tree
	                                  * lock exclusive, or the node cache's lock */
	struct jolt_blk *journal_dev;    /* view of the journal region (super.c) */
	struct jolt_blk *own_dev;        /* read-write mounts: dev is this view of the image */
	struct jolt_blk *data_devs[JOLT_FS_DATA_VIEWS];  /* views for file data read and
	                                  * written outside fs->lock or beside other readers,
	                                  * one per I/O in flight (file.c) */
	struct jolt_mutex data_lock;     /* covers data_devs_busy, the namespace's writes in
	                                  * flight and its data read counters; inside fs->lock */
	uint32_t data_devs_busy;         /* bit i: data_devs[i] taken */
	pthread_cond_t data_cv;          /* a data write ended or gave its view back */
	struct jolt_mutex msg_lock;      /* errmsg written by a reader (innermost) */
	struct jolt_lock_clock lock_clock;  /* the locks' ticks to nanoseconds */
	struct jolt_fs_super super;      /* the last committed superblock (trans.c) */
	uint32_t nodesize, sectorsize;
	uint8_t fsid[16];
	struct jolt_node_cache *nc;      /* node.c */
	struct jolt_alloc *alloc;        /* alloc.c: free space, pinned, delayed refs */
	struct jolt_root *tree_root;     /* the root tree (its root in the superblock) */
	struct jolt_root *extent_root;
	struct jolt_root *roots;         /* every loaded tree, tree_root and extent_root too */
	struct jolt_transaction *running;  /* trans.c; NULL between transactions */
	uint64_t generation;             /* of the last commit */
	uint64_t bytes_used;             /* extents' bytes as the running transaction leaves them */
	uint64_t commit_interval_ns;     /* jolt_fs_commit_if_due (0: never) */
	uint64_t last_commit_ns;         /* monotonic */
	uint32_t flags;                  /* enum jolt_fs_mount_flags */
	int error;                       /* fatal: negative errno; every change then fails -EROFS */
	char errmsg[256];                /* the first fatal error, or the last corruption seen */
	jolt_fs_commit_hook commit_hook;
	void *commit_hook_ctx;
	struct jolt_mmp *mmp;            /* multi-mount protection (mmp.c); NULL: none needed */
	uint64_t commits;                /* counters */
	struct jolt_btree_stats bt;      /* (its searches: the shards below) */
	struct jolt_search_shard {
		_Alignas(64) uint64_t searches; /* a thread's (relaxed atomic adds) */
	} searches[JOLT_LOCK_SHARDS];
};

static inline void jolt_fs_lock(struct jolt_fs_info *fs) { jolt_rwlock_lock(&fs->lock); }
static inline void jolt_fs_unlock(struct jolt_fs_info *fs) { jolt_rwlock_unlock(&fs->lock); }
static inline void jolt_fs_lock_shared(struct jolt_fs_info *fs)
{
	jolt_rwlock_lock_shared(&fs->lock);
}
/* Readers do not evict nodes (node.c): one that leaves the cache grown a
 * sixteenth past its bound trims it, under the tree lock exclusive. */
static inline void jolt_fs_unlock_shared(struct jolt_fs_info *fs)
{
	jolt_rwlock_unlock_shared(&fs->lock);
	if (fs->nc && jolt_nc_over_bound(fs->nc)) {
		jolt_rwlock_lock(&fs->lock);
		jolt_nc_trim(fs->nc);
		jolt_rwlock_unlock(&fs->lock);
	}
}
/* 1 when the calling thread holds the tree lock exclusively. */
static inline int jolt_fs_locked(const struct jolt_fs_info *fs)
{
	return jolt_rwlock_held(&fs->lock);
}

/* Records a fatal error (first one wins): the filesystem turns read-only. */
void jolt_fs_set_error(struct jolt_fs_info *fs, int err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* ---- format.c: keys, checksums, verification (pure functions) ---- */

/* why (NULL, or len 0: not wanted) gets the printf-formatted words of the
 * error the caller returns (mkfs, mount, the checks). */
void jolt_fs_why(char *why, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static inline struct jolt_fs_key jolt_key(uint64_t objectid, uint8_t type, uint64_t offset)
{
	struct jolt_fs_key k = { .objectid = objectid, .type = type, .offset = offset };
	return k;
}
/* Key order: objectid, then type, then offset. Inline: the B+tree's binary
 * search calls it at every step (a call through the PLT was an eighth of a
 * metadata operation's time). */
static inline int jolt_key_cmp(const struct jolt_fs_key *a, const struct jolt_fs_key *b)
{
	if (a->objectid != b->objectid)
		return a->objectid < b->objectid ? -1 : 1;
	if (a->type != b->type)
		return a->type < b->type ? -1 : 1;
	if (a->offset != b->offset)
		return a->offset < b->offset ? -1 : 1;
	return 0;
}
/* The next key in order (offset+1, carrying into type and objectid); 0, or
 * -ERANGE at the largest key. */
int jolt_key_next(struct jolt_fs_key *k);
/* "(256 INODE_ITEM 0)" */
const char *jolt_key_type_name(uint8_t type);
void jolt_key_format(const struct jolt_fs_key *k, char *buf, size_t len);

/* Items and pointers a node of this size holds at most. */
uint32_t jolt_fs_node_max_ptrs(uint32_t nodesize);
/* Largest item data that fits a leaf alone. */
uint32_t jolt_fs_max_item_size(uint32_t nodesize);

uint32_t jolt_fs_node_csum(const uint8_t *node, uint32_t nodesize);
uint32_t jolt_fs_super_csum(const struct jolt_fs_super *sb);

/* Verifies a node image read from bytenr (btrfs's tree-checker): checksum,
 * fsid, own location, level (expect_level -1: any), generation (expect_gen
 * 0: any), nritems against the size, item data inside the node and not
 * overlapping, keys strictly increasing. 0, or -EUCLEAN with a message
 * naming the block in why. */
int jolt_fs_node_verify(const uint8_t *node, uint32_t nodesize, uint64_t bytenr,
			const uint8_t fsid[16], int expect_level, uint64_t expect_gen,
			char *why, size_t why_len);

/* Verifies a superblock copy read from offset `at` of a device of
 * `dev_bytes`: magic, checksum, version, incompat bits, own location,
 * sizes and regions inside the device. 0, -EINVAL (not a jolt
 * filesystem: no magic), -EUCLEAN (damaged), -EOPNOTSUPP (newer version or
 * unknown incompat bits), with why. */
int jolt_fs_super_verify(const struct jolt_fs_super *sb, uint64_t at, uint64_t dev_bytes,
			 char *why, size_t why_len);

#endif
