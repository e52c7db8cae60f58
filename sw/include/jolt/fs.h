/* jolt filesystem: the POSIX-like API over the copy-on-write trees of
 * sw/fs/ (the namespace: inodes, directories, files, xattrs, parent
 * pointers). The on-disk encoding is docs/disk-format.md section 8; the
 * design and invariants are at the top of sw/fs/namei.c.
 *
 * Two ways in, one implementation:
 *  - by path (jolt_open, jolt_mkdir, jolt_rename, ...): paths are taken
 *    from the filesystem's root ("/a/b" and "a/b" are the same); symlinks
 *    in the middle of a path are followed, at the end as the POSIX call
 *    does (stat follows, lstat does not); an absolute symlink target is
 *    resolved from the filesystem's root.
 *  - by inode number (jolt_ll_*), the shape of FUSE's low-level API so the
 *    FUSE front end maps each request onto one call: lookup counts
 *    (jolt_ll_lookup and every call that returns a new entry add one;
 *    jolt_ll_forget takes them back), getattr/setattr by inode, readdir by
 *    cookie, open/create returning a file handle.
 * An inode whose last link is removed lives on (with an ORPHAN item on
 * disk) while it is open or looked up, and is deleted at the last close or
 * forget, or at the next mount after a crash.
 *
 * Errors are negative errno values with Linux's meaning: -ENOENT,
 * -EEXIST, -ENOTEMPTY, -EISDIR, -ENOTDIR, -EXDEV (reserved: a link or
 * rename across subvolumes, which each mount or view of one, jolt/subvol.h,
 * cannot name), -ENAMETOOLONG (a name
 * over 255 bytes, a path over 4095), -ELOOP (more than 40 symlinks, or
 * O_NOFOLLOW on one), -EINVAL (renaming a directory into its own subtree,
 * bad flags), -ENOSPC, -ENODATA (no such xattr), -E2BIG (xattr value over
 * 64 KiB), -ERANGE (a buffer too small, an xattr name too long), -EMLINK,
 * -EBADF (a read on a write-only handle and the reverse), -EPERM (link to
 * a directory), -EBUSY (renaming or removing the root), -EOPNOTSUPP, and
 * -EROFS on a read-only mount and after a fatal I/O error (jolt_errmsg
 * says what happened; nothing after the last commit is written).
 * Permissions are not checked (the caller does, as FUSE's
 * default_permissions has the kernel do): the API acts as root.
 *
 * Durability: a change is durable once the transaction holding it commits
 * (jolt_sync, unmount, and the commit interval: a thread started by
 * jolt_mount), or once jolt_fsync of its inode returned: fsync logs what
 * the inode needs through the journal and forces it, and the next mount
 * replays that log onto the last commit (docs/journal.md section 9). A
 * crash leaves the last commit and every completed fsync.
 *
 * Threads: every call may come from any thread. Calls that change
 * nothing (stat, lookups, readdir, readlink, reads, getxattr, listxattr,
 * parents and paths, statfs, the counters) run at once, sharing the tree
 * lock of sw/fs/ (sw/fs/README.md, "Locking"); changes take it alone,
 * except while their file data goes to the device and an fsync's wait for
 * the journal, so fsyncs from several threads share journal flushes. A
 * jolt_file's position (jolt_read, jolt_write) belongs to one thread at a
 * time.
 *
 * Flag and mode values are Linux's (x86-64 and the generic ABI), so C
 * callers on Linux may pass O_*, S_IF*, RENAME_*, FALLOC_FL_*, XATTR_*,
 * UTIME_* and FUSE_SET_ATTR_* as they are. Written without macros so the
 * Python binding (sw/python/jolt/fs.py) parses it as is. */
#ifndef JOLT_FS_H
#define JOLT_FS_H
#include <stddef.h>
#include <stdint.h>
#include "blk.h"

struct jolt_fs;      /* a mounted filesystem */
struct jolt_file;    /* an open file or directory */

enum {
	JOLT_ROOT_INO = 256,         /* the root directory */
	JOLT_NAME_MAX = 255,         /* bytes in a name */
	JOLT_PATH_MAX = 4096,        /* bytes in a path or symlink target, with its NUL */
	JOLT_SYMLOOP_MAX = 40,
	JOLT_XATTR_NAME_MAX = 255,   /* with its "user." prefix */
	JOLT_XATTR_SIZE_MAX = 65536, /* bytes in one xattr value */
	JOLT_XATTR_LIST_MAX = 65536, /* bytes in a listxattr answer */
	JOLT_LINK_MAX = 65000,
};

enum jolt_open_flags {
	JOLT_O_RDONLY = 0,
	JOLT_O_WRONLY = 1,
	JOLT_O_RDWR = 2,
	JOLT_O_ACCMODE = 3,
	JOLT_O_CREAT = 0x40,
	JOLT_O_EXCL = 0x80,
	JOLT_O_TRUNC = 0x200,
	JOLT_O_APPEND = 0x400,
	JOLT_O_DIRECTORY = 0x10000,
	JOLT_O_NOFOLLOW = 0x20000,
};

enum jolt_mode_bits {
	JOLT_S_IFMT = 0xf000,
	JOLT_S_IFSOCK = 0xc000,
	JOLT_S_IFLNK = 0xa000,
	JOLT_S_IFREG = 0x8000,
	JOLT_S_IFBLK = 0x6000,
	JOLT_S_IFDIR = 0x4000,
	JOLT_S_IFCHR = 0x2000,
	JOLT_S_IFIFO = 0x1000,
	JOLT_S_IPERM = 0x0fff,       /* permission, setuid, setgid and sticky bits */
};

/* jolt_dirent.type: Linux's DT_* values. */
enum jolt_dirent_type {
	JOLT_DT_UNKNOWN = 0, JOLT_DT_FIFO = 1, JOLT_DT_CHR = 2, JOLT_DT_DIR = 4,
	JOLT_DT_BLK = 6, JOLT_DT_REG = 8, JOLT_DT_LNK = 10, JOLT_DT_SOCK = 12,
};

enum jolt_rename_flags {
	JOLT_RENAME_NOREPLACE = 1,   /* -EEXIST when the new name exists */
	JOLT_RENAME_EXCHANGE = 2,    /* swap two existing names atomically */
};

enum jolt_falloc_flags {
	JOLT_FALLOC_KEEP_SIZE = 1,   /* preallocate without changing the size */
	JOLT_FALLOC_PUNCH_HOLE = 2,  /* deallocate (with KEEP_SIZE, as Linux requires) */
};

enum jolt_xattr_flags {
	JOLT_XATTR_CREATE = 1,       /* -EEXIST if it exists */
	JOLT_XATTR_REPLACE = 2,      /* -ENODATA if it does not */
};

enum jolt_seek_whence {
	JOLT_SEEK_SET = 0, JOLT_SEEK_CUR = 1, JOLT_SEEK_END = 2,
};

enum jolt_at_flags {
	JOLT_AT_SYMLINK_NOFOLLOW = 0x100,  /* act on a final symlink itself */
};

/* Special nanosecond values of jolt_utimens. */
enum jolt_utime {
	JOLT_UTIME_NOW = 1073741823,
	JOLT_UTIME_OMIT = 1073741822,
};

/* jolt_ll_setattr's to_set: FUSE's FUSE_SET_ATTR_* values. */
enum jolt_setattr_flags {
	JOLT_SET_MODE = 1,
	JOLT_SET_UID = 2,
	JOLT_SET_GID = 4,
	JOLT_SET_SIZE = 8,
	JOLT_SET_ATIME = 16,
	JOLT_SET_MTIME = 32,
	JOLT_SET_ATIME_NOW = 128,
	JOLT_SET_MTIME_NOW = 256,
	JOLT_SET_CTIME = 1024,
};

struct jolt_timespec {
	int64_t sec;
	int64_t nsec;
};

struct jolt_stat {
	uint64_t ino;
	uint64_t generation;         /* of this use of the inode number */
	uint32_t mode;               /* type and permission bits */
	uint32_t nlink;
	uint32_t uid;
	uint32_t gid;
	uint64_t rdev;
	uint64_t size;
	uint64_t blocks;             /* 512-byte units allocated (data extents, inline data) */
	uint32_t blksize;            /* preferred I/O size: the sectorsize */
	uint32_t pad;
	struct jolt_timespec atime, mtime, ctime, btime;
};

struct jolt_statfs {
	uint64_t bsize;              /* the sectorsize */
	uint64_t blocks;             /* of the tree/data space, in bsize units */
	uint64_t bfree;              /* free now or after the running commit */
	uint64_t bavail;             /* allocatable by writes (without the commit reserve) */
	uint64_t files;              /* inode numbers handed out so far (never reused) */
	uint64_t ffree;              /* inode numbers left */
	uint64_t namemax;            /* 255 */
	uint64_t fsid;               /* from the filesystem's uuid */
};

/* One directory entry of jolt_readdir: `next` is the cookie that continues
 * after it. Cookies are the entries' DIR_INDEX sequence numbers (btrfs's):
 * "." is cookie 0, ".." 1, then each name in the order it was added; a
 * name added after a readdir began gets a higher sequence, so a listing
 * resumed from any cookie returns every entry that existed throughout
 * exactly once, whatever changed meanwhile (a renamed entry is a new one). */
struct jolt_dirent {
	uint64_t ino;
	uint64_t next;
	uint32_t type;               /* enum jolt_dirent_type */
	uint32_t name_len;
	char name[256];              /* NUL-terminated */
};

/* Who creates an inode (FUSE's request context); NULL: the mount's uid and
 * gid (jolt_mount_opts). */
struct jolt_cred {
	uint32_t uid;
	uint32_t gid;
};

/* One parent pointer: a link of an inode, as recorded on the inode. */
struct jolt_parent {
	uint64_t parent;             /* the directory's inode */
	uint64_t parent_gen;         /* its generation when the link was made */
	uint32_t name_len;
	uint32_t pad;
	char name[256];              /* NUL-terminated */
};

/* ---- making and mounting ---- */

struct jolt_mkfs_opts {
	uint64_t total_bytes;        /* 0: the device's capacity */
	uint64_t journal_bytes;      /* 0: total/32 within 2..128 MiB */
	uint32_t nodesize;           /* 0: 16 KiB (512 .. 64 KiB, a power of two) */
	uint32_t sectorsize;         /* 0: 4 KiB */
	uint32_t record_size;        /* journal record size (0: the journal's default) */
	uint32_t parent_ptrs;        /* 1 (default): every link has a parent pointer; 0: none */
	uint32_t root_mode;          /* permission bits of "/" (default 0755) */
	uint32_t root_uid;
	uint32_t root_gid;
	uint32_t mmp_interval;       /* multi-mount protection: seconds between the mounted
	                              * filesystem's updates of its block (0: 5; at most 300) */
	const char *label;           /* NULL: none; up to 63 bytes */
	uint8_t fsid[16];            /* all zero: random */
};
void jolt_mkfs_opts_default(struct jolt_mkfs_opts *o);

/* Writes a new, empty filesystem on dev (its root directory, inode 256)
 * and makes it durable. 0, or a negative errno with why (-EBUSY: dev is
 * in use by another jolt or a mount elsewhere). */
int jolt_mkfs(struct jolt_blk *dev, const struct jolt_mkfs_opts *o, char *why, size_t why_len);

enum jolt_mount_flags {
	JOLT_MOUNT_RDONLY = 1,       /* nothing is written; every change is -EROFS */
	JOLT_MOUNT_NO_THREAD = 2,    /* no commit thread: the interval is honoured only
	                              * after operations (tests that want every write
	                              * under their control) */
	JOLT_MOUNT_TIME_ENGINE = 4,  /* the journal times its engine calls, pushes and
	                              * flushes (jolt_journal_opts.time_engine; jolt bench
	                              * offload): fsync counters engine_ns .. flush_ns */
};

enum {
	JOLT_COMMIT_NEVER = 0xffffffff,  /* commit_interval_ms: only sync, fsync, unmount */
};

struct jolt_mount_opts {
	uint64_t cache_bytes;        /* bound of the node cache, the directory-entry
	                              * cache (a 32nd of it at first, growing by its
	                              * entries up to an eighth while the node cache
	                              * leaves the room unused) and the tree log's notes
	                              * of what changed (a 16th, read-write mounts
	                              * that log fsyncs) together (0: 64 MiB) */
	uint32_t commit_interval_ms; /* 0: 30000; JOLT_COMMIT_NEVER */
	uint32_t flags;              /* enum jolt_mount_flags */
	uint32_t max_inline;         /* a file up to this size lives inline in its EXTENT_DATA
	                              * item (0: 2048; capped by the node size; 1: never inline) */
	uint32_t uid;                /* owner of what the path API creates (default 0) */
	uint32_t gid;
	/* fsync through the journal (docs/journal.md section 9); each switch's
	 * 0 is the default, the other values keep the older behaviour to
	 * measure against. */
	uint32_t fsync_mode;         /* enum jolt_fsync_mode */
	uint32_t rename_log;         /* enum jolt_rename_log */
	uint32_t relog;              /* enum jolt_relog */
	uint32_t pptr_log;           /* enum jolt_pptr_log */
	uint32_t whiteouts;          /* enum jolt_whiteouts */
	uint32_t pad;
	const char *engine;          /* journal engine driver: NULL "soft", "sim" */
};
void jolt_mount_opts_default(struct jolt_mount_opts *o);

enum jolt_fsync_mode {
	JOLT_FSYNC_LOG = 0,          /* fsync logs what the inode needs, then forces the journal */
	JOLT_FSYNC_COMMIT = 1,       /* fsync commits the whole transaction */
};
enum jolt_rename_log {
	JOLT_RENAME_LOG_OLDNAME = 0, /* a logged rename logs the new name and the old name's deletion */
	JOLT_RENAME_LOG_FULL = 1,    /* ... and relogs every entry of the old parent directory */
};
enum jolt_relog {
	JOLT_RELOG_INPLACE = 0,      /* an item logged again in one transaction replaces its copy */
	JOLT_RELOG_INSERT = 1,       /* ... is deleted from the log and inserted again */
};
enum jolt_pptr_log {
	JOLT_PPTR_LOG_SHORTFORM = 0, /* a parent-pointer change rides on the inode item while
	                              * xattrs are shortform; an ATTR intent otherwise */
	JOLT_PPTR_LOG_INTENT = 1,    /* every parent-pointer change is an ATTR intent and done */
};
enum jolt_whiteouts {
	JOLT_WHITEOUTS_ON = 0,       /* an intent and its done meet in one checkpoint */
	JOLT_WHITEOUTS_OFF = 1,      /* every done goes to a later checkpoint than its intent */
};

/* Mounts the filesystem on dev (the caller opened it, keeps it, and closes
 * it after unmount). 0, or -EINVAL (not a jolt filesystem), -EOPNOTSUPP
 * (a newer version or unknown features), -EUCLEAN / -EIO (damaged), each
 * with a message in why. A read-write mount deletes the inodes left
 * orphaned by a crash. */
int jolt_mount(struct jolt_blk *dev, const struct jolt_mount_opts *o, struct jolt_fs **out,
	       char *why, size_t why_len);
/* Commits, closes every open file, frees fs. 0, or the commit's error (or
 * the fatal error that stopped the filesystem). */
int jolt_unmount(struct jolt_fs *fs);

/* Commits the running transaction and waits until it is durable. */
int jolt_sync(struct jolt_fs *fs);
int jolt_statfs(struct jolt_fs *fs, struct jolt_statfs *out);
/* The fatal error's message ("" while there is none). */
const char *jolt_errmsg(struct jolt_fs *fs);

struct jolt_fs_counters {
	uint64_t generation;         /* of the last commit */
	uint64_t commits;
	uint32_t parent_ptrs;        /* the mkfs switch */
	uint32_t nodesize;
	uint32_t sectorsize;
	uint32_t max_inline;
	uint64_t node_hits, node_misses, node_evictions, node_reads, node_writes;
	uint64_t cached_bytes, cache_bound;          /* the node cache's (not the dcache's) */
	uint64_t data_reads, data_writes;            /* data I/Os submitted */
	uint64_t data_bytes_read, data_bytes_written;
	uint64_t xattr_sf_to_items, xattr_items_to_sf;  /* shortform conversions */
	uint64_t orphans_deleted;    /* at mount and at last close / forget */
	uint64_t dcache_hits, dcache_misses;  /* directory-entry cache: lookups without /
	                                       * with a tree search */
	uint64_t dcache_bytes;       /* its size now (out of cache_bytes; 0: none) */
};
void jolt_fs_counters(struct jolt_fs *fs, struct jolt_fs_counters *out);

/* The filesystem's locks (sw/fs/README.md, "Locking": what each covers and
 * their order), each class with its counters since mount: how often it
 * was taken, how often the taker had to wait, for how long, and how long
 * it was held (summed over holders: shared holders overlap; sampled, one
 * acquisition in 16 timed for 16). A lock held for most of the elapsed
 * time bounds what more threads can gain. */
enum jolt_lock_class {
	JOLT_LOCK_TREE,              /* the tree lock, exclusive: every change, commits */
	JOLT_LOCK_TREE_SHARED,       /* the tree lock, shared: lookups, stat, readdir, reads */
	JOLT_LOCK_NODES,             /* the node cache */
	JOLT_LOCK_DCACHE,            /* the directory-entry cache */
	JOLT_LOCK_INODES,            /* the inode table, for lookups that count (FUSE's) */
	JOLT_LOCK_DATA,              /* data views and the data writes in flight */
	JOLT_LOCK_CLASSES
};
struct jolt_lock_stat {
	uint64_t acquisitions;
	uint64_t contended;          /* acquisitions that had to wait */
	uint64_t wait_ns, hold_ns;
};
struct jolt_lock_counters {
	uint64_t elapsed_ns;         /* since mount */
	struct jolt_lock_stat cls[JOLT_LOCK_CLASSES];
};
void jolt_lock_counters(struct jolt_fs *fs, struct jolt_lock_counters *out);
/* "tree", "tree_shared", "nodes", "dcache", "inodes", "data" (NULL past the last). */
const char *jolt_lock_class_name(unsigned cls);

/* What fsync put through the journal since mount (jolt stat --journal). */
struct jolt_fsync_counters {
	uint64_t fsyncs;             /* fsync and fdatasync calls */
	uint64_t logged_fsyncs;      /* ... that logged (the others found nothing to log or committed) */
	uint64_t full_commits;       /* fsyncs that committed instead (the log could not take it) */
	uint64_t fsyncs_in_commit;   /* fsyncs whose changes a commit already holds: no log, no
				      * force (a commit came between the write and the fsync) */
	uint64_t datasync_skips;     /* fdatasyncs that logged nothing: only times had changed */
	uint64_t log_txs;            /* journal transactions committed by the tree log */
	uint64_t items_inode, items_dir_add, items_dir_del, items_dir_del_range;
	uint64_t items_xattr, items_extent, items_other;
	uint64_t items_extent_free_intent, items_attr_intent, items_done;
	uint64_t bytes_logged;       /* item payload bytes handed to the journal */
	uint64_t relogs;             /* items logged again in the same transaction */
	uint64_t engine_relogs, engine_whiteouts;  /* the engine's counters */
	uint64_t forces, flushes;    /* the journal's */
	uint64_t data_flushes;       /* device flushes of data before a log: 0, the preflush
				      * makes the data durable (data_preflushes); kept with
				      * the two below for the tools that print them */
	uint64_t journal_bytes;      /* record bytes written to the log */
	uint64_t replayed_items, replayed_txs, intents_finished;  /* at mount */
	uint64_t homes;              /* commits that moved the journal tail */
	uint64_t engine_items;       /* ITEM descriptors the engine took */
	uint64_t engine_cycles;      /* clock cycles the engine ran (sim; soft: 0) */
	uint64_t data_flushes_locked;   /* ... of data_flushes, issued under the fs lock: 0 */
	uint64_t data_flushes_by_force; /* data made durable by waiting for another group's
					 * journal force: 0 */
	uint64_t data_preflushes;    /* log transactions committed with a preflush: their
				      * data made durable by the flush before the journal
				      * writes their commit record */
	uint64_t forces_durable;     /* ... of forces, those found durable at once (the
				      * journal's) */
	uint64_t preflushes;         /* ... of flushes, those issued for a commit record
				      * waiting for a preflush (the journal's) */
	uint64_t xattr_values_kept;  /* remote xattr values an intent took from the copy
				      * kept since the setxattr, not read back from their
				      * extents (those count in data_reads) */
	/* the journal's (jolt_journal_stats; jolt bench offload) */
	uint64_t checkpoints;        /* checkpoints the engine packed into records */
	uint64_t engine_items_out;   /* items the engine wrote into records */
	/* with JOLT_MOUNT_TIME_ENGINE only (else 0), as jolt_journal_stats says */
	uint64_t engine_ns;          /* the host's own CPU in the journal's engine calls */
	uint64_t engine_device_ns;   /* ... the device's (sim: the simulator's) CPU in them */
	uint64_t timing_ns;          /* ... the timing's own CPU (its clock reads) */
	uint64_t engine_calls;       /* engine calls timed */
	uint64_t push_cycles, pushes_timed;     /* engine cycles from a push's doorbell to
						 * its checkpoint's completion */
	uint64_t flush_ns;           /* the journal's device flushes, summed */
};
void jolt_fsync_counters(struct jolt_fs *fs, struct jolt_fsync_counters *out);
/* What the journal of an unmounted image holds (jolt stat --journal),
 * read-only: its log groups (log_txs) and their items by type and payload
 * bytes, its record bytes (journal_bytes), and of those what a mount would
 * replay (replayed_txs, replayed_items: groups newer than the last
 * commit). 0, or a negative errno with why. */
int jolt_journal_summary(struct jolt_blk *dev, struct jolt_fsync_counters *out, char *why,
			 size_t why_len);

/* ---- by path ---- */

int jolt_stat(struct jolt_fs *fs, const char *path, struct jolt_stat *out);
int jolt_lstat(struct jolt_fs *fs, const char *path, struct jolt_stat *out);
int jolt_mkdir(struct jolt_fs *fs, const char *path, uint32_t mode);
/* mode: S_IFREG, S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK with permission bits */
int jolt_mknod(struct jolt_fs *fs, const char *path, uint32_t mode, uint64_t rdev);
int jolt_rmdir(struct jolt_fs *fs, const char *path);
int jolt_unlink(struct jolt_fs *fs, const char *path);
int jolt_link(struct jolt_fs *fs, const char *oldpath, const char *newpath);
int jolt_symlink(struct jolt_fs *fs, const char *target, const char *linkpath);
/* Copies the target (no NUL) into buf; returns its length, at most len. */
int64_t jolt_readlink(struct jolt_fs *fs, const char *path, char *buf, size_t len);
/* flags: enum jolt_rename_flags */
int jolt_rename(struct jolt_fs *fs, const char *oldpath, const char *newpath, uint32_t flags);
int jolt_truncate(struct jolt_fs *fs, const char *path, uint64_t size);
/* times[0] atime, times[1] mtime; nsec JOLT_UTIME_NOW / _OMIT; times NULL:
 * both now. flags: JOLT_AT_SYMLINK_NOFOLLOW. */
int jolt_utimens(struct jolt_fs *fs, const char *path, const struct jolt_timespec *times,
		 uint32_t flags);
int jolt_chmod(struct jolt_fs *fs, const char *path, uint32_t mode);
/* uid or gid 0xffffffff: unchanged. flags: JOLT_AT_SYMLINK_NOFOLLOW. */
int jolt_chown(struct jolt_fs *fs, const char *path, uint32_t uid, uint32_t gid, uint32_t flags);
/* Entries of the directory from `cookie` (0: the start) into ents: returns
 * how many (0 at the end). */
int64_t jolt_readdir(struct jolt_fs *fs, const char *path, uint64_t cookie,
		     struct jolt_dirent *ents, size_t max);
/* xattrs (names "user.", "trusted.", "security.", "system."; a final
 * symlink is followed). getxattr / listxattr with size 0 return the size
 * needed; listxattr gives NUL-terminated names back to back. */
int jolt_setxattr(struct jolt_fs *fs, const char *path, const char *name, const void *value,
		  size_t size, uint32_t flags);
int64_t jolt_getxattr(struct jolt_fs *fs, const char *path, const char *name, void *buf,
		      size_t size);
int64_t jolt_listxattr(struct jolt_fs *fs, const char *path, char *buf, size_t size);
int jolt_removexattr(struct jolt_fs *fs, const char *path, const char *name);
/* The inode a path names (follow: the final symlink too). */
int jolt_path_ino(struct jolt_fs *fs, const char *path, int follow, uint64_t *ino);

/* ---- open files ---- */

/* flags: enum jolt_open_flags; mode: permission bits of a created file. */
int jolt_open(struct jolt_fs *fs, const char *path, uint32_t flags, uint32_t mode,
	      struct jolt_file **out);
/* open(path, O_CREAT | O_WRONLY | O_TRUNC, mode) */
int jolt_create(struct jolt_fs *fs, const char *path, uint32_t mode, struct jolt_file **out);
int jolt_close(struct jolt_file *f);
int64_t jolt_read(struct jolt_file *f, void *buf, size_t len);
int64_t jolt_write(struct jolt_file *f, const void *buf, size_t len);
int64_t jolt_pread(struct jolt_file *f, void *buf, size_t len, uint64_t off);
/* With O_APPEND the data goes to the end whatever off says, as Linux. */
int64_t jolt_pwrite(struct jolt_file *f, const void *buf, size_t len, uint64_t off);
int64_t jolt_lseek(struct jolt_file *f, int64_t off, int whence);
int jolt_ftruncate(struct jolt_file *f, uint64_t size);
/* mode 0 preallocates (PREALLOC extents reading as zeros, the size grows
 * unless KEEP_SIZE); PUNCH_HOLE | KEEP_SIZE deallocates. */
int jolt_fallocate(struct jolt_file *f, uint32_t mode, uint64_t off, uint64_t len);
int jolt_fstat(struct jolt_file *f, struct jolt_stat *out);
/* Makes the file's data, attributes, xattrs and names durable: logs what
 * the inode needs through the journal and forces it (fsync_mode); datasync
 * leaves out a change of times alone. */
int jolt_fsync(struct jolt_file *f, int datasync);
uint64_t jolt_file_ino(const struct jolt_file *f);

/* ---- by inode (FUSE low-level) ---- */

/* Every call returning a jolt_stat of a new or found entry (lookup, mknod,
 * mkdir, symlink, link, create) adds one lookup to that inode. */
int jolt_ll_lookup(struct jolt_fs *fs, uint64_t parent, const char *name, struct jolt_stat *out);
void jolt_ll_forget(struct jolt_fs *fs, uint64_t ino, uint64_t nlookup);
int jolt_ll_getattr(struct jolt_fs *fs, uint64_t ino, struct jolt_stat *out);
/* Sets what to_set names (enum jolt_setattr_flags) from attr; out (may be
 * NULL) gets the result. */
int jolt_ll_setattr(struct jolt_fs *fs, uint64_t ino, const struct jolt_stat *attr,
		    uint32_t to_set, struct jolt_stat *out);
int jolt_ll_mknod(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		  uint64_t rdev, const struct jolt_cred *cred, struct jolt_stat *out);
int jolt_ll_mkdir(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		  const struct jolt_cred *cred, struct jolt_stat *out);
int jolt_ll_symlink(struct jolt_fs *fs, const char *target, uint64_t parent, const char *name,
		    const struct jolt_cred *cred, struct jolt_stat *out);
int jolt_ll_link(struct jolt_fs *fs, uint64_t ino, uint64_t newparent, const char *newname,
		 struct jolt_stat *out);
int jolt_ll_unlink(struct jolt_fs *fs, uint64_t parent, const char *name);
int jolt_ll_rmdir(struct jolt_fs *fs, uint64_t parent, const char *name);
int jolt_ll_rename(struct jolt_fs *fs, uint64_t parent, const char *name, uint64_t newparent,
		   const char *newname, uint32_t flags);
int64_t jolt_ll_readlink(struct jolt_fs *fs, uint64_t ino, char *buf, size_t len);
/* Opens an inode (no lookup count is added; an open file holds its inode). */
int jolt_ll_open(struct jolt_fs *fs, uint64_t ino, uint32_t flags, struct jolt_file **out);
/* Creates and opens a regular file (-EEXIST with O_EXCL when it exists;
 * opens it otherwise). */
int jolt_ll_create(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		   uint32_t flags, const struct jolt_cred *cred, struct jolt_file **out,
		   struct jolt_stat *st);
int64_t jolt_ll_readdir(struct jolt_fs *fs, uint64_t ino, uint64_t cookie,
			struct jolt_dirent *ents, size_t max);
int jolt_ll_setxattr(struct jolt_fs *fs, uint64_t ino, const char *name, const void *value,
		     size_t size, uint32_t flags);
int64_t jolt_ll_getxattr(struct jolt_fs *fs, uint64_t ino, const char *name, void *buf,
			 size_t size);
int64_t jolt_ll_listxattr(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size);
int jolt_ll_removexattr(struct jolt_fs *fs, uint64_t ino, const char *name);
int jolt_ll_fsync(struct jolt_fs *fs, uint64_t ino, int datasync);

/* ---- parent pointers (mkfs parent_ptrs=1; else -EOPNOTSUPP) ---- */

/* The inode's parent pointers, read from the inode alone: fills up to max
 * and returns how many there are. */
int64_t jolt_ll_parents(struct jolt_fs *fs, uint64_t ino, struct jolt_parent *out, size_t max);
/* Every path of the inode, built from parent pointers alone (each parent
 * directory's own pointer, up to the root), as xfs_io's `parent -p`:
 * NUL-terminated paths back to back in buf; returns the bytes they all
 * need (the paths that fit are filled in; size 0 asks). A pointer naming a parent
 * whose generation differs is -EUCLEAN. */
int64_t jolt_ll_paths(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size);

/* ---- checking (the namespace half of `jolt fsck`; the tree half is
 * sw/fs/fsck.h, run by these calls too) ---- */

typedef void (*jolt_check_report_fn)(void *ctx, const char *msg);

enum jolt_check_flags {
	JOLT_CHECK_TREES = 1,        /* tree level: nodes, keys, refcounts, space */
	JOLT_CHECK_NAMESPACE = 2,    /* link counts, both directory indexes, parent
	                              * pointers, file extents against sizes, xattrs */
	JOLT_CHECK_ALL = 3,
};

struct jolt_check_result {
	uint64_t problems;           /* both levels */
	uint64_t tree_problems;
	uint64_t ns_problems;
	uint64_t nodes, items;
	uint64_t inodes, dirs, files, symlinks, specials;
	uint64_t entries;            /* directory entries (DIR_INDEX) */
	uint64_t xattrs;             /* user-visible xattrs */
	uint64_t parent_ptrs;
	uint64_t file_extents, data_bytes, inline_bytes;
	uint64_t orphans;
};

/* Checks a mounted filesystem as it is now (its last commit plus the
 * running transaction): one message per problem to report (may be NULL;
 * at most 100 are reported, all are counted). Returns the problem count
 * (0: clean) or a negative errno when the check could not run. */
long jolt_check(struct jolt_fs *fs, uint32_t flags, jolt_check_report_fn report, void *ctx,
		struct jolt_check_result *res);
/* Whether a filesystem on dev may be checked: 0 when no mount holds it
 * (another jolt on this machine, or a mount elsewhere by its multi-mount
 * protection, which may take 2 * interval + 1 seconds on a device others
 * reach; a crashed mount is said on stderr), -EBUSY with why when one does,
 * or an I/O error. jolt fsck refuses a mounted filesystem with it. */
int jolt_check_unmounted(struct jolt_blk *dev, char *why, size_t why_len);
/* Mounts dev read-only, checks it, unmounts. A failed mount is one problem.
 * It does not ask whether dev is mounted: see jolt_check_unmounted. */
long jolt_check_dev(struct jolt_blk *dev, uint32_t flags, jolt_check_report_fn report,
		    void *ctx, struct jolt_check_result *res);

#endif
