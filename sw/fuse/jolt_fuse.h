/* The FUSE front end of a mounted jolt filesystem (sw/fuse/fuse_ll.c):
 * libfuse3's low-level API served by a pool of threads, each request one
 * jolt_ll_* call (sw/include/jolt/fs.h). `jolt mount` (sw/tools/cmd_mount.c)
 * owns everything around it: options, the image lock, daemonizing, the
 * jolt mount and unmount. Not part of libjolt's API: the CLI's own. */
#ifndef JOLT_FUSE_H
#define JOLT_FUSE_H
#include <stdint.h>

struct jolt_fs;
struct jolt_fuse;

/* How much the kernel may cache (`-o cache=`). */
enum jolt_fuse_cache {
	JOLT_FUSE_CACHE_DIRECT,  /* no page cache (direct_io), attributes and names never cached */
	JOLT_FUSE_CACHE_AUTO,    /* page cache dropped at each open, 1 s attributes and names */
	JOLT_FUSE_CACHE_ALWAYS,  /* page cache kept across opens, attributes and names for a day:
	                          * right because every change to the image comes through here */
};

struct jolt_fuse_opts {
	const char *fsname;      /* the mount's source in /proc/mounts (the image) */
	uint32_t cache;          /* enum jolt_fuse_cache */
	uint32_t max_threads;    /* request threads (0: libfuse's default, 10) */
	uint32_t rdonly;         /* mount the kernel side read-only too */
	uint32_t allow_other;    /* let users other than the mounter in (permissions are
	                          * still checked by the kernel: default_permissions) */
	uint32_t debug;          /* libfuse's request trace on stderr */
};

/* Creates the session and mounts it on mnt (the kernel side): 0 or a
 * negative errno, with a message on stderr. Installs libfuse's handlers
 * for SIGTERM, SIGINT and SIGHUP, which end jolt_fuse_loop. */
int jolt_fuse_mount(struct jolt_fs *fs, const char *mnt, const struct jolt_fuse_opts *o,
		    struct jolt_fuse **out);
/* Serves requests until the kernel side is unmounted or a signal above
 * arrives; requests in flight finish first. 0 or a negative errno. */
int jolt_fuse_loop(struct jolt_fuse *jf);
/* Unmounts the kernel side (if still mounted) and frees the session; the
 * jolt filesystem stays mounted for the caller to unmount (and commit). */
void jolt_fuse_destroy(struct jolt_fuse *jf);

/* The read-only xattrs (docs/mount.md): parent pointers, and on the root
 * the filesystem's counters. */
#define JOLT_FUSE_XATTR_PARENTS "jolt.parents"
#define JOLT_FUSE_XATTR_PATHS "jolt.paths"
#define JOLT_FUSE_XATTR_COUNTERS "jolt.counters"
#endif
