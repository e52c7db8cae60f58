/* The namespace layer's internals: the mounted filesystem (struct
 * jolt_fs), the in-memory inode table, and the helpers the namespace files
 * share (inode.c, dir.c, xattr.c, pptr.c, file.c, namei.c, fs.c,
 * ns_check.c). The public API is sw/include/jolt/fs.h; the encoding of
 * every namespace item is docs/disk-format.md section 8.
 *
 * Rules every operation follows (the "why" is at the top of namei.c):
 *  - The caller of every function here holds fs->info->lock, the tree
 *    lock: exclusively to change anything, shared to read (what a reader
 *    changes on the way has its own lock: sw/fs/README.md, "Locking").
 *  - An operation checks everything that can fail for a reason of the
 *    caller's (ENOENT, EEXIST, ...) before it changes anything; once it has
 *    changed the tree, a failure is fatal (ns_abort: the filesystem turns
 *    read-only and the running transaction is never committed), as btrfs
 *    aborts a transaction, so a commit never holds half an operation.
 *  - Each handle reserves what its changes may need (ns_begin); work that
 *    touches an unbounded number of items (truncating or deleting a large
 *    file) runs as a series of handles, each leaving a consistent tree. */
#ifndef JOLT_FS_NS_H
#define JOLT_FS_NS_H
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "alloc.h"
#include "btree.h"
#include "ctree.h"
#include "fsck.h"
#include "jolt/fs.h"
#include "node.h"
#include "super.h"
#include "trans.h"
#include "tree_log.h"

enum {
	NS_SF_MAX = 512,             /* shortform xattr area at most (docs: section 8.2) */
	NS_INLINE_DEFAULT = 2048,    /* max_inline default */
	NS_MAX_EXTENT = 1 << 20,     /* bytes of one data extent a write allocates at most */
	NS_ITEM_BATCH = 32,          /* item changes per handle in long operations */
	NS_ICACHE_IDLE_MAX = 65536,  /* idle inode records kept (directories' next index) */
	NS_XATTR_REMOTE = 0x80,      /* dir_item.type of an xattr: the value is remote (an extent) */
	NS_XATTR_NS_MASK = 0x0f,
	NS_INODE_XATTR_ITEMS = 1,    /* inode flags: xattrs live in XATTR_ITEMs, not shortform */
	NS_PPTR_VALUE = 16,          /* parent ino, parent generation */
};

/* The objectid of orphan items: (u64)-5, as btrfs. */
#define NS_ORPHAN_OBJECTID ((uint64_t)-5)

/* One entry of the directory-entry cache (dir.c): a name of a directory
 * and the inode it names, or that it names none; 64 bytes. */
enum { NS_DCACHE_NAME = 40 };       /* longer names are not cached */
struct ns_dentry {
	uint64_t parent;             /* 0: an empty slot */
	uint64_t ino;                /* 0: no such name (a negative entry) */
	uint32_t hash;               /* ns_name_hash of the name */
	uint8_t type;                /* enum jolt_fs_ftype */
	uint8_t len;
	uint8_t no_item;             /* negative: no DIR_ITEM at this hash either */
	char name[NS_DCACHE_NAME];
};

/* A set's tag: its sequence, odd while an entry of the set is being
 * written (readers copy entries without a lock and copy again if it
 * moved: a seqlock), and which slots were used since the replacement scan
 * last passed them (a bit each; CLOCK within the set). */
struct ns_dset {
	uint32_t seq;
	uint32_t used;
};

/* Directory-entry cache counters of readers, one cache line a thread. */
struct ns_dcache_shard {
	_Alignas(64) uint64_t hits, misses;
};

/* An inode item as the namespace reads and writes it: the fixed part and
 * the shortform xattr area after it (xattr_bytes of it). */
struct ns_ibuf {
	struct jolt_fs_inode_item i;
	uint8_t sf[NS_SF_MAX];
};

/* In-memory state of an inode that someone holds (FUSE lookups, open
 * files) or whose directory index counter is known. */
struct jolt_inode {
	uint64_t ino;
	uint64_t nlookup;
	uint32_t nopen;
	uint32_t pad;
	uint64_t next_index;         /* directories: the next DIR_INDEX sequence (0: unknown) */
	struct jolt_inode *hnext;
};

struct jolt_file {
	struct jolt_fs *fs;
	uint64_t ino;
	uint32_t flags;
	uint32_t is_dir;
	uint64_t pos;
	struct jolt_file *prev, *next;
};

struct jolt_fs {
	struct jolt_fs_info *info;
	struct jolt_root *root;      /* the fs tree (5) */
	struct jolt_blk *dev;
	int parent_ptrs;
	int rdonly;
	uint64_t *writing;           /* file.c: inodes with a data write in flight */
	size_t nwriting, wcap;
	/* the directory-entry cache: sets of dcache_ways ns_dentry (NULL:
	 * none, as in views) and a tag each. Readers (the tree lock shared)
	 * find entries without a lock (dcache_tags' seqlocks) and fill them
	 * under dcache_lock; the tree lock's exclusive holder has it alone */
	struct jolt_mutex dcache_lock;
	struct ns_dentry *dcache;
	struct ns_dset *dcache_tags;
	struct ns_dcache_shard dcache_shared[JOLT_LOCK_SHARDS];
	unsigned dcache_ways;
	uint64_t dcache_sets;        /* a power of two */
	uint64_t dcache_max_sets;    /* it doubles up to this (dcache_sets: fixed) */
	uint64_t dcache_live;        /* slots holding an entry */
	uint64_t dcache_replaced;    /* live entries replaced by others */
	uint64_t dcache_hits, dcache_misses;
	uint64_t nc_bound_min;       /* the node cache's bound stays above this */
	uint32_t nodesize, sectorsize;
	uint32_t max_inline;         /* inline files up to this size */
	uint32_t sf_max;             /* shortform area bound (section 8.2) */
	uint32_t xattr_inline_max;   /* an xattr entry larger than this is remote (its own extent) */
	uint32_t max_item;
	uint32_t uid, gid;
	uint64_t last_ino;           /* highest inode number used */
	/* inode table: changed under the tree lock exclusive, or under
	 * itab_lock by a reader (a lookup that counts, jolt_ll_lookup) */
	struct jolt_mutex itab_lock;
	struct jolt_inode **itab;
	size_t itab_size, icount;
	size_t isweep_at;           /* icount at which idle records are swept next */
	struct jolt_file *files;     /* open files (closed at unmount) */
	/* commit thread: sleeps on cond under thread_lock (which covers stop) */
	pthread_t thread;
	pthread_mutex_t thread_lock;
	pthread_cond_t cond;
	int have_thread, stop;
	uint64_t interval_ms;
	struct jolt_fs_counters ctr;
	struct jolt_fsync_counters fctr;
	struct ns_tlog *tl;          /* tree_log.c; NULL: fsync commits */
	/* subvolumes (subvol.c): a view is a jolt_fs over another fs tree of
	 * the same mount; the mount lists its open views */
	uint64_t subvol_id;          /* the tree the namespace works on (5: the mount's own) */
	struct jolt_fs *view_of;     /* a view: the mount it belongs to; NULL: the mount */
	struct jolt_fs *views;       /* the mount: its open views, through view_next */
	struct jolt_fs *view_next;
};

/* ---- fs.c ---- */
/* Begins a handle for `items` item changes (plus the inode table's slack),
 * after checking the filesystem takes changes: -EROFS otherwise. */
int ns_begin(struct jolt_fs *fs, uint64_t items, uint32_t flags, struct jolt_trans *t);
/* ns_begin for an operation that allocates `data_bytes` of data under the
 * handle: a commit first when only what the running transaction freed
 * would make room for both (jolt_fs_room_for_data). */
int ns_begin_data(struct jolt_fs *fs, uint64_t items, uint64_t data_bytes, uint32_t flags,
		  struct jolt_trans *t);
void ns_end(struct jolt_fs *fs, struct jolt_trans *t);
/* A failure after the tree changed: fatal. Returns err. */
int ns_abort(struct jolt_fs *fs, int err, const char *what);
void ns_lock(struct jolt_fs *fs);
void ns_unlock(struct jolt_fs *fs);   /* commits when the interval has passed */
/* The tree lock shared: calls that change nothing (fs.h's threads). */
void ns_lock_shared(struct jolt_fs *fs);
void ns_unlock_shared(struct jolt_fs *fs);
void ns_fs_locks_init(struct jolt_fs *fs);
void ns_fs_locks_destroy(struct jolt_fs *fs);
/* Words for errmsg when none are there yet, from a reader. */
void ns_note_damage(struct jolt_fs *fs, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ns_now(struct jolt_fs_timespec *ts);
/* The highest inode number used in fs->root. */
int ns_find_last_ino(struct jolt_fs *fs, uint64_t *out);
/* Closes every open file and drops the inode table (orphans nobody holds
 * deleted), as unmount does; lock not held. A view ends with it. */
int ns_fs_release(struct jolt_fs *fs);
/* subvol.c: closes every open view of a mount (its unmount). */
void ns_subvol_close_views(struct jolt_fs *fs);

/* ---- inode.c ---- */
int ns_inode_read(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib);
int ns_inode_write(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib);
/* The same, an operation's inode items read, then written in the leaf the
 * read found (btree.h's leaf hints) unless the tree's shape changed in
 * between; the write releases h (ns_hint_release on the paths that do not
 * write). h NULL: a search each. */
int ns_inode_read_hint(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		       struct jolt_leaf_hint *h);
int ns_inode_write_hint(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, struct jolt_leaf_hint *h);
void ns_hint_release(struct jolt_fs *fs, struct jolt_leaf_hint *h);
/* A new inode number and item (nlink 0; the caller links it). */
int ns_inode_new(struct jolt_trans *t, struct jolt_fs *fs, uint32_t mode, uint64_t rdev,
		 const struct jolt_cred *cred, uint64_t *ino, struct ns_ibuf *ib);
struct jolt_inode *ns_iget(struct jolt_fs *fs, uint64_t ino);   /* NULL: -ENOMEM */
struct jolt_inode *ns_ifind(struct jolt_fs *fs, uint64_t ino);
void ns_iput_idle(struct jolt_fs *fs, struct jolt_inode *in);   /* drops it if unused */
int ns_inode_in_use(struct jolt_fs *fs, uint64_t ino);
int ns_inode_insert(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib);
/* Items of an inode besides its inode item, counted up to limit + 1. */
int ns_inode_count_items(struct jolt_fs *fs, uint64_t ino, int limit);
/* The inode lost its last link (ib says nlink 0, not written yet): written
 * with an orphan item if someone holds it, else its items deleted now, up
 * to `budget` of them (what the handle reserved for), and if that is all,
 * the inode too. 1: orphaned, to be deleted by ns_inode_evict once the
 * handle ends (unless held); 0: done. */
int ns_inode_unlinked(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		      int budget);
/* Items a removal of one xattr may change (0 while shortform). */
uint64_t ns_xattr_remove_items(const struct jolt_fs *fs, const struct ns_ibuf *ib);
/* Deletes an unlinked inode and everything it owns (own handles). */
int ns_inode_evict(struct jolt_fs *fs, uint64_t ino);
/* Called when a lookup or open goes away. */
int ns_inode_release(struct jolt_fs *fs, uint64_t ino);
int ns_orphans_cleanup(struct jolt_fs *fs);
void ns_fill_stat(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib,
		  struct jolt_stat *st);
int ns_setattr(struct jolt_fs *fs, uint64_t ino, const struct jolt_stat *attr, uint32_t to_set);
uint8_t ns_ftype(uint32_t mode);
static inline int ns_is_dir(const struct ns_ibuf *ib)
{
	return (ib->i.mode & JOLT_S_IFMT) == JOLT_S_IFDIR;
}
static inline uint32_t ns_ibuf_size(const struct ns_ibuf *ib)
{
	return (uint32_t)sizeof(ib->i) + ib->i.xattr_bytes;
}

/* ---- dir.c ---- */
/* One entry of a DIR_ITEM, DIR_INDEX or XATTR_ITEM (read with memcpy). */
struct ns_ent {
	struct jolt_fs_dir_item di;
	const uint8_t *name;
	const uint8_t *data;
	uint32_t off, size;          /* within the item; size padded to 8 */
};
uint32_t ns_ent_size(uint32_t name_len, uint32_t data_len);
/* 1: *e is the entry at *pos (advanced), 0: the end, -EUCLEAN: malformed. */
int ns_ent_next(const uint8_t *buf, uint32_t size, uint32_t *pos, struct ns_ent *e);
void ns_ent_put(uint8_t *dst, const struct jolt_fs_dir_item *di, const void *name,
		const void *data);
/* A malloc'ed copy of the item at key: 0, -ENOENT, or a read error. */
int ns_item_copy(struct jolt_fs *fs, const struct jolt_fs_key *key, uint8_t **data,
		 uint32_t *size);
/* Before adding a name: -EEXIST, -ENOSPC (its hash's item is full), or 0
 * (and the directory's next sequence is known: ns_dir_add cannot fail for
 * a reason of the caller's). */
int ns_dir_check_add(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len);
/* 0 and *ino, *type; -ENOENT. */
int ns_dir_lookup(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len, uint64_t *ino,
		  uint8_t *type);
/* Adds name -> ino to dir (DIR_ITEM and DIR_INDEX); dib is the directory's
 * inode, its size updated (the caller writes it). */
int ns_dir_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len, uint64_t ino, uint8_t type);
int ns_dir_del(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len);
/* Points an existing entry at another inode (RENAME_EXCHANGE). */
int ns_dir_retarget(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, const char *name,
		    size_t len, uint64_t ino, uint8_t type);
/* 1 empty, 0 not, < 0 error. */
int ns_dir_empty(struct jolt_fs *fs, uint64_t dir);
/* The directory-entry cache of a mount in sets of `ways` entries, `bytes`
 * of it at first (0: none),
 * growing by entries up to max_bytes (fs.c's ns_dcache_room lends it the
 * node cache's unused room). */
int ns_dcache_init(struct jolt_fs *fs, uint64_t bytes, uint64_t max_bytes, unsigned ways);
/* Moves `bytes` of the mount's cache bound from the node cache to the
 * directory-entry cache if the node cache leaves them unused (and `spare`
 * more, which the caller touches while it grows): 1 done, 0 not. Negative
 * bytes give them back. */
int ns_dcache_room(struct jolt_fs *fs, int64_t bytes, uint64_t spare);
void ns_dcache_free(struct jolt_fs *fs);
int64_t ns_readdir(struct jolt_fs *fs, uint64_t dir, uint64_t cookie, struct jolt_dirent *ents,
		   size_t max);
uint8_t ns_dt_of_ftype(uint8_t ftype);
/* The name hash of DIR_ITEM keys: CRC32C of the name. */
uint64_t ns_name_hash(const char *name, size_t len);

/* ---- xattr.c ---- */
/* An xattr by namespace and name; for parent pointers `name` is the entry
 * name and `match` the parent inode number the value must carry. */
struct ns_xname {
	uint8_t ns;
	uint8_t len;
	const char *name;
	uint64_t pptr_parent;        /* ns PARENT: matched against the value */
};
/* 0 and the value (malloc'ed into *val, *vlen), -ENODATA. */
int ns_xattr_get(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, const struct ns_xname *xn,
		 void **val, uint32_t *vlen);
/* ns_xattr_get, except that a remote value whose entry still names the
 * value `kept` describes (NULL: none) is not read back from its extent:
 * 1 and *vlen, the caller holding those bytes (the tree log's kept copy). */
int ns_xattr_get_unless(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
			const struct ns_xname *xn, const struct jolt_fs_xattr_remote *kept,
			void **val, uint32_t *vlen);
/* Sets or replaces (flags: JOLT_XATTR_CREATE / _REPLACE); ib is changed
 * and must be written by the caller (and may have been written already
 * when the set moved to items). */
int ns_xattr_set(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		 const struct ns_xname *xn, const void *val, uint32_t vlen, uint32_t flags);
int ns_xattr_remove(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		    const struct ns_xname *xn);
/* Visits every xattr of an inode: fn(ctx, ns, name, len, value, vlen)
 * (value read in full); a non-zero return stops with it. */
typedef int (*ns_xattr_fn)(void *ctx, uint8_t ns, const char *name, uint32_t len,
			   const uint8_t *val, uint32_t vlen);
int ns_xattr_for_each(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib, ns_xattr_fn fn,
		      void *ctx);
/* A set in two steps, so that a device without room for the extents of
 * the remote values it writes is -ENOSPC before an operation's first tree
 * change (as xfs reserves an attr's remote blocks before it joins the
 * transaction): ns_xattr_plan_set checks the set as ns_xattr_check_set
 * does and allocates and writes those extents, on the set as it will be
 * after the operation removes `removed` from it first (or NULL), with
 * nothing changed on failure; ns_xattr_set_planned makes the change
 * (errors there are fatal) and frees the plan; ns_xattr_plan_undo gives a
 * plan back when the operation stops before any change; ns_xattr_plan_free
 * frees what is left of one (again is harmless) after a fatal error. */
struct ns_remote_new;
struct ns_xattr_plan {
	struct ns_remote_new *v;
	size_t n, cap, used;
};
int ns_xattr_plan_set(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
		      const struct ns_ibuf *ib, const struct ns_xname *removed,
		      const struct ns_xname *xn, const void *val, uint32_t vlen, uint32_t flags,
		      struct ns_xattr_plan *pl);
int ns_xattr_set_planned(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 struct ns_ibuf *ib, const struct ns_xname *xn, const void *val,
			 uint32_t vlen, struct ns_xattr_plan *pl);
void ns_xattr_plan_undo(struct jolt_trans *t, struct ns_xattr_plan *pl);
void ns_xattr_plan_free(struct ns_xattr_plan *pl);
/* Bytes of data extents an ns_xattr_set may allocate at most (the remote
 * values it writes), for ns_begin_data. */
uint64_t ns_xattr_set_data(const struct jolt_fs *fs, const struct ns_ibuf *ib,
			   const struct ns_xname *xn, uint32_t vlen);
/* Items an ns_xattr_set may change at most (for the reservation). */
uint64_t ns_xattr_set_items(const struct jolt_fs *fs, const struct ns_ibuf *ib, uint32_t vlen);
/* Checks a set against CREATE/REPLACE and room, changing nothing: 0,
 * -EEXIST, -ENODATA, -ENOSPC. ns_xattr_set runs it too. */
int ns_xattr_check_set(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib,
		       const struct ns_xname *xn, uint32_t vlen, uint32_t flags);
/* The public calls on an inode (lock held). */
int ns_setxattr(struct jolt_fs *fs, uint64_t ino, const char *name, const void *value,
		size_t size, uint32_t flags);
int64_t ns_getxattr(struct jolt_fs *fs, uint64_t ino, const char *name, void *buf, size_t size);
int64_t ns_listxattr(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size);
int ns_removexattr(struct jolt_fs *fs, uint64_t ino, const char *name);
/* Parses "user.x" into a namespace and name: -EOPNOTSUPP, -ERANGE, -EINVAL. */
int ns_xattr_parse_name(const char *full, struct ns_xname *xn);
/* Walks a shortform area: fn for each entry; -EUCLEAN when malformed. */
int ns_sf_walk(const uint8_t *sf, uint32_t bytes, uint32_t count, ns_xattr_fn fn, void *ctx);

/* ---- pptr.c ---- */
int ns_pptr_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		uint64_t parent, uint64_t parent_gen, const char *name, size_t len);
int ns_pptr_remove(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		   uint64_t parent, const char *name, size_t len);
/* A parent pointer's add planned before the operation's first tree change
 * (ns_xattr_plan_set; rm_name: a pointer of the same inode the operation
 * removes first, or NULL), then made. Parent pointers off: nothing. */
int ns_pptr_plan_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
		     const struct ns_ibuf *ib, uint64_t rm_parent, const char *rm_name,
		     size_t rm_len, uint64_t parent, uint64_t parent_gen, const char *name,
		     size_t len, struct ns_xattr_plan *pl);
int ns_pptr_add_planned(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, uint64_t parent, uint64_t parent_gen,
			const char *name, size_t len, struct ns_xattr_plan *pl);
/* Bytes of data extents adding a parent pointer of a name of `len` bytes
 * may allocate at most (ns_xattr_set_data); ib NULL: a new inode's. */
uint64_t ns_pptr_add_data(const struct jolt_fs *fs, const struct ns_ibuf *ib, size_t len);
void ns_pptr_encode(uint8_t out[NS_PPTR_VALUE], uint64_t parent, uint64_t gen);
void ns_pptr_decode(const uint8_t *v, uint64_t *parent, uint64_t *gen);

/* ---- file.c ---- */
int64_t ns_file_read(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, void *buf,
		     size_t len, uint64_t off);
int64_t ns_file_write(struct jolt_fs *fs, uint64_t ino, const void *buf, size_t len,
		      uint64_t off, int append);
int ns_truncate(struct jolt_fs *fs, uint64_t ino, uint64_t size);
/* Deletes extent items from file offset `from` on (up to a budget of
 * items within handle t); 1: more left. nbytes in ib updated. */
int ns_drop_extents_from(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 struct ns_ibuf *ib, uint64_t from, int budget);
/* A symlink's or small file's first contents, written at creation within
 * handle t when it fits inline (1: it did not: write it after). */
int ns_write_inline_new(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, const void *data, size_t len);
int ns_fallocate(struct jolt_fs *fs, uint64_t ino, uint32_t mode, uint64_t off, uint64_t len);
/* Waits (fs->lock released meanwhile) until no write of ino's data is in
 * flight without the lock: before any other change of its extents. */
void ns_data_writes_wait(struct jolt_fs *fs, uint64_t ino);
/* Reads data (a file's or a remote xattr value's) at a byte offset of
 * the device, through a data view of its own: readers read beside each
 * other. 0 or a device error. */
int ns_data_read(struct jolt_fs *fs, uint64_t off, void *buf, uint64_t len);
/* Writes src (len bytes, zero-padded to blen) at bytenr, space taken and
 * not yet referenced, without fs->lock (held on entry and return), the
 * path of file data and remote xattr values to the device. 0,
 * -ENOMEM (nothing written), -EROFS; a device error is fatal (`what`). */
int ns_data_write_unlocked(struct jolt_fs *fs, uint64_t bytenr, const void *src, uint64_t len,
			  uint64_t blen, const char *what);

/* ---- namei.c ---- */
struct ns_walk {
	uint64_t parent;             /* directory holding the last component (0: none, "/") */
	uint64_t ino;                /* what the path names (0: it does not exist) */
	uint8_t type;                /* its enum jolt_fs_ftype */
	char name[JOLT_NAME_MAX + 1];
	size_t len;
	int last_dot;                /* the last component was "." or ".." */
	int trailing_slash;
};
enum { NS_FOLLOW = 1, NS_PARENT = 2 };
int ns_walk(struct jolt_fs *fs, const char *path, int flags, struct ns_walk *w);
int ns_check_name(const char *name, size_t *len);

/* ---- ns_check.c ---- */
/* The namespace half of fsck over the items of one walk: create, feed every
 * item (the tree-level walk's item callback), finish. */
struct ns_check;
struct ns_check *ns_check_new(uint32_t nodesize, uint32_t sectorsize, int parent_ptrs,
			      jolt_check_report_fn report, void *ctx, uint32_t max_messages);
int ns_check_item(void *ctx, uint64_t tree, const struct jolt_fs_key *key, const void *data,
		  uint32_t size);
uint64_t ns_check_finish(struct ns_check *c, struct jolt_check_result *res);
void ns_check_free(struct ns_check *c);
/* dump-tree's decoder for the namespace items (jolt_dump_item_fn). */
int jolt_ns_dump_item(void *ctx, FILE *out, const struct jolt_fs_key *key, const void *data,
		      uint32_t size);

#endif
