/* Subvolumes and snapshots of a mounted jolt filesystem, and their btrfs
 * send streams (sw/fs/subvol.c, send.c, receive.c; docs/disk-format.md
 * section 9, docs/send-stream.md).
 *
 * A subvolume is a further fs tree (id 256 and up) with its own root
 * directory, named in a flat list beside the mount's own tree (id 5,
 * named "/"): subvolumes do not appear as directories of another tree. A
 * snapshot is a subvolume made by cloning another's tree (Rodeh): it
 * shares every node and data extent with its source through the extent
 * reference counts until one side changes; deleting a subvolume drops the
 * references its tree holds, freeing exactly what it alone reached.
 *
 * A subvolume's files are reached through a view: a struct jolt_fs over
 * its tree that every call of jolt/fs.h takes (read-only snapshots give
 * -EROFS to changes). A view lives until jolt_subvol_close or the mount's
 * unmount; a subvolume with an open view cannot be deleted (-EBUSY).
 *
 * Errors: -ENOENT (no such subvolume), -EEXIST (the name is taken),
 * -EINVAL (a bad name: empty, "/" inside, "." or ".."; deleting "/"),
 * -ENAMETOOLONG, -EBUSY, -EROFS, -ENOSPC, -EIO / -EUCLEAN.
 * Written without macros so the Python binding can parse it as is. */
#ifndef JOLT_SUBVOL_H
#define JOLT_SUBVOL_H
#include <stddef.h>
#include <stdint.h>

#include "fs.h"

enum jolt_subvol_flags {
	JOLT_SUBVOL_RDONLY = 1,      /* a read-only subvolume (ROOT_ITEM flag) */
};

struct jolt_subvol_info {
	uint64_t id;                 /* tree id: 5 for "/", 256.. */
	uint64_t flags;              /* enum jolt_subvol_flags */
	uint64_t generation;         /* of its root node */
	uint64_t otransid;           /* created in */
	uint64_t ctransid;           /* last changed in (a snapshot: its creation) */
	uint64_t stransid, rtransid; /* received: the sender's ctransid, received in */
	uint8_t uuid[16];
	uint8_t parent_uuid[16];     /* a snapshot: its source's uuid */
	uint8_t received_uuid[16];   /* received: the sent snapshot's uuid */
	char name[256];              /* NUL-terminated; "/" for id 5 */
};

/* A new empty subvolume (root directory mode 0755, the mount's owner). */
int jolt_subvol_create(struct jolt_fs *fs, const char *name, uint64_t *id);
/* A snapshot of subvolume src ("/" or a name) named name; flags
 * JOLT_SUBVOL_RDONLY for a read-only one. Commits first (the clone must
 * see src as the last commit left it) and after. */
int jolt_subvol_snapshot(struct jolt_fs *fs, const char *src, const char *name, uint32_t flags,
			 uint64_t *id);
/* Drops the subvolume's tree and its name (then commits). */
int jolt_subvol_delete(struct jolt_fs *fs, const char *name);
/* Every subvolume, "/" first then by id: fills up to max, returns how many
 * there are. */
int64_t jolt_subvol_list(struct jolt_fs *fs, struct jolt_subvol_info *out, size_t max);
int jolt_subvol_get(struct jolt_fs *fs, const char *name, struct jolt_subvol_info *out);
/* Sets flags (JOLT_SUBVOL_RDONLY) and, when uuid is not NULL, the received
 * uuid and stransid (rtransid: now). */
int jolt_subvol_set(struct jolt_fs *fs, const char *name, uint32_t flags,
		    const uint8_t *received_uuid, uint64_t stransid);
/* A view of the subvolume (see above); -EINVAL for "/" (the mount itself). */
int jolt_subvol_open(struct jolt_fs *fs, const char *name, struct jolt_fs **view);
int jolt_subvol_close(struct jolt_fs *view);

/* ---- send and receive (the btrfs send stream, version 1) ---- */

struct jolt_send_opts {
	const char *parent;          /* NULL: a full send; else the parent snapshot's name */
	int fd;                      /* where the stream goes */
	uint32_t utimes_cache;       /* directory-utimes LRU entries; 0: off (seed 004) */
	uint32_t name_cache;         /* LRU entries of names read from the parent; 0: off */
	uint32_t progress;           /* 1: a progress line on stderr */
	const char *send_name;       /* the name in the SUBVOL/SNAPSHOT command (NULL: snap's) */
};

struct jolt_send_result {
	uint64_t bytes, commands;
	uint64_t utimes;             /* UTIMES commands */
	uint64_t dir_utimes;         /* of which for directories */
	uint64_t inodes;             /* inodes that differ */
	uint64_t nodes_compared;     /* tree nodes read by the comparison (both trees) */
	uint64_t nodes_shared;       /* subtrees skipped as shared */
	uint64_t cache_hits, cache_misses, cache_evictions, cache_deferred, cache_fallbacks;
	uint64_t name_lookups;       /* names read from the parent snapshot (a search each) */
	uint64_t name_cache_hits;    /* names the name cache gave instead */
};

/* Sends read-only snapshot `snap` (incrementally from opts->parent, also
 * read-only) as a btrfs send stream v1. why gets the reason of a failure. */
int jolt_send(struct jolt_fs *fs, const char *snap, const struct jolt_send_opts *opts,
	      struct jolt_send_result *res, char *why, size_t why_len);

/* Applies the stream(s) in buf to fs: each SUBVOL makes a new subvolume,
 * each SNAPSHOT a writable snapshot of the subvolume received earlier with
 * that parent uuid, made read-only once complete. A stream is validated
 * whole before anything changes; one that fails to apply is undone (its
 * subvolume deleted). -EBADMSG (with the offset and reason in why), -ENOENT
 * (no parent), -EEXIST (the name is taken), or the filesystem's error. */
int jolt_receive(struct jolt_fs *fs, const uint8_t *buf, size_t len, char *why, size_t why_len);

#endif
