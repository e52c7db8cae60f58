/* The tree log (tree_log.c: fsync through the journal) and its replay at
 * mount (replay.c). Internal to the namespace layer; the rules are at the
 * top of tree_log.c and in docs/journal.md section 9. */
#ifndef JOLT_FS_TREE_LOG_H
#define JOLT_FS_TREE_LOG_H
#include <stddef.h>
#include <stdint.h>

#include "jolt/fs.h"
#include "jolt/fs_format.h"
#include "jolt/log.h"

struct jolt_fs;
struct jolt_journal;
struct jolt_fs_key;

enum { TL_MAGIC = 0x474c544a };   /* "JTLG" */

/* The payload of a TX_HEADER item: the first item of every log group. */
struct tl_header {
	uint32_t magic;
	uint32_t flags;              /* 0 */
	uint64_t generation;         /* the running transaction the group belongs to */
	uint64_t seq;                /* group number within the mount */
};

/* A name added or removed (dir.c). */
struct tl_event {
	uint64_t dir, ino;
	char *name;
	uint8_t add, len, logged;
};

/* A data extent reference an inode dropped: an item holding one (an
 * EXTENT_DATA or a remote xattr value's XATTR_VALUE) deleted with it, by
 * truncate, overwrite, punch, a removed value or the end of the inode. */
struct tl_free {
	struct jolt_fs_key k;        /* the item */
	uint64_t bytenr, num_bytes;  /* the data extent */
};

/* One item of an inode as the log holds it: key and value hash. */
struct tl_key {
	struct jolt_fs_key k;
	uint64_t h;
};

/* The log's state of an inode's other items (key -> value hash): an
 * open-addressing table, linear probing, at most half full; objectid 0
 * marks an empty slot (no item of an inode has it). */
struct tl_state {
	struct tl_key *slot;
	size_t cap, n;               /* cap 0 or a power of two */
};

struct tl_inode {
	uint64_t ino;
	int ichanged;                /* inode item changed since last logged */
	int dirty;                   /* other items (xattrs, extents, orphan) changed */
	int logged;                  /* logged in this transaction */
	int others_logged;           /* its other items logged whole in this transaction:
				      * `state` holds every one the log has */
	int full_dir;                /* relog every entry (rename_log=full) */
	uint64_t last_txid;          /* journal transaction that last logged it */
	uint64_t data_mark;          /* fs->ctr.data_writes when its extents last changed */
	uint64_t data_ticket;        /* the journal's flush ticket then (its data had
				      * completed): a flush placed after it covers them */
	uint64_t ihash;              /* its inode item as last logged, times left out */
	uint64_t mark;
	struct jolt_fs_key *dkeys;   /* entry keys changed since last logged */
	size_t ndkeys, dkcap;
	uint32_t *ev;                /* link events (indexes into ns_tlog.evs) */
	size_t nev, evcap;
	struct tl_state state;       /* other items as logged */
	struct jolt_fs_key *okeys;   /* other items' keys changed since last logged (noted
				      * once others_logged, relog=inplace) */
	size_t nokeys, okcap;
	int okeys_lost;              /* too many to keep: the next relog compares them all */
	struct tl_free *frees;       /* references dropped since last logged */
	size_t nfrees, frcap;
	struct tl_xname {            /* remote-sized xattr values set since last logged */
		uint8_t ns, len;
		char *name;
		struct jolt_fs_xattr_remote kd;   /* the value kept (kval: its copy, NULL: none) */
		void *kval;
	} *xnames;
	size_t nxnames, xncap;
	struct tl_inode *next;
};

struct ns_tlog {
	struct jolt_journal *j;
	uint32_t rename_log, relog, pptr_log, whiteouts;
	uint64_t gen;                /* running transaction the state below belongs to */
	int must_commit;             /* tracking failed: fsyncs commit until the next commit */
	int in_log, reset_pending;   /* a commit (need_space) during tl_log resets after it */
	int replaying;
	struct tl_inode **tab;
	size_t tabsz, count;
	struct tl_event *evs;
	size_t nevs, evcap;
	uint64_t last_txid;          /* highest journal transaction committed */
	uint64_t seq, intent_key, mark;
	uint64_t data_writes_flushed;   /* every data write up to this count is durable */
	/* the notes' arena: inode records, link names and the entry-key and
	 * event arrays of a transaction come from chunks freed at once when
	 * the notes are reset */
	struct tl_chunk *chunks;     /* newest first; the oldest is kept across resets */
	char *arena_cur;
	size_t arena_left;
	size_t note_bytes;           /* the tracking's memory (the table, inodes, arrays, names) */
	size_t note_limit;           /* past it the notes are dropped (ns_tl_notes_bound) */
	size_t kept_bytes;           /* remote xattr values kept with their notes, within
				      * note_limit with note_bytes (dropped first) */
	uint8_t *scratch;            /* the last group's scratch buffer, kept (up to
				      * TL_SCRATCH_KEPT bytes) for the next */
	size_t scratch_cap;
};

/* The tree log's notes' share of the mount's cache bound (cache_bytes):
 * the node cache gets that much less (fs.c). */
uint64_t ns_tl_notes_bound(uint64_t cache_bytes);
void ns_tl_note_key(void *ctx, const struct jolt_fs_key *k);
/* The item at k was deleted with its reference on [bytenr, +num_bytes)
 * (file.c, inode.c, xattr.c): logged as EXTENT_FREE_INTENT. */
void ns_tl_note_free(struct jolt_fs *fs, const struct jolt_fs_key *k, uint64_t bytenr,
		     uint64_t num_bytes);
/* A value too large for a leaf (a remote value) was set in ino's xattr
 * (ns, name): logged as an ATTR_INTENT carrying name and value. The value
 * (d: its descriptor, NULL: none to keep; val) is kept with the note
 * while the notes' bound has room, so that the fsync logging it need not
 * read it back from its extent, as xfs's attr intent carries the value. */
void ns_tl_note_xattr(struct jolt_fs *fs, uint64_t ino, uint8_t ns, const char *name,
		      uint8_t len, const struct jolt_fs_xattr_remote *d, const void *val);
void ns_tl_note_link(struct jolt_fs *fs, uint64_t dir, uint64_t ino, const char *name, size_t len,
		     int add);
/* Opens the journal, replays it, installs the hooks (read-write mounts
 * with fsync_mode log). Called with fs->lock held. */
int ns_tl_mount(struct jolt_fs *fs, const struct jolt_mount_opts *o, char *why, size_t why_len);
/* Commits and closes the journal (fs->lock held). */
int ns_tl_unmount(struct jolt_fs *fs);
/* fsync: called without fs->lock. */
int ns_tl_fsync(struct jolt_fs *fs, uint64_t ino, int datasync);
/* After a rename (fs->lock held): logs it when either end was logged. */
void ns_tl_renamed(struct jolt_fs *fs, uint64_t ino, uint64_t olddir, uint64_t other);
void ns_tl_counters(struct jolt_fs *fs, struct jolt_fsync_counters *out);

/* ---- replay.c ---- */
struct ns_replay {
	struct jolt_fs *fs;
	uint64_t committed;          /* the mounted generation: older groups are home */
	struct jolt_item *items;     /* copies, in log order, of the groups to apply */
	size_t n, cap;
	uint64_t txs;
	int err;
};
void ns_replay_init(struct ns_replay *r, struct jolt_fs *fs);
int ns_replay_checkpoint(void *ctx, const struct jolt_checkpoint *c);
/* Applies what was collected, commits, and says the log is home. */
int ns_replay_apply(struct ns_replay *r);
void ns_replay_free(struct ns_replay *r);

#endif
