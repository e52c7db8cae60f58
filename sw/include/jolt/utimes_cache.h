/* The directory-utimes cache of an incremental send (seed 004; the kernel's
 * dir_utimes_cache in fs/btrfs/send.c): a directory whose utimes must be
 * sent is queued and its UTIMES emitted once, when it leaves the cache or
 * at the end, instead of after every entry added to or removed from it.
 * The rules are in sw/fs/send/utimes_cache.c and docs/send-stream.md.
 * Written without macros so the Python binding can parse it as is. */
#ifndef JOLT_UTIMES_CACHE_H
#define JOLT_UTIMES_CACHE_H
#include <stddef.h>
#include <stdint.h>

/* Sends the UTIMES of directory `dir` of generation `gen` (the sender
 * resolves its path now, not when it was queued). 0 or -errno. */
typedef int (*jolt_utimes_emit_fn)(void *ctx, uint64_t dir, uint64_t gen);

struct jolt_utimes_cache_params {
	uint32_t capacity;             /* 0: off, every utimes emitted at once */
	jolt_utimes_emit_fn emit;
	void *ctx;                     /* for emit and the allocator */
	/* Entry allocator, NULL for malloc/free. An allocation that fails
	 * makes that utimes go out at once (caching is optional). */
	void *(*alloc_entry)(void *ctx, size_t size);
	void (*free_entry)(void *ctx, void *p);
};

struct jolt_utimes_cache_stats {
	uint64_t requests;   /* jolt_utimes_cache_dir_changed calls */
	uint64_t deferred;   /* for a directory not processed yet: its own turn emits */
	uint64_t hits;       /* already queued: nothing to do */
	uint64_t misses;     /* queued anew */
	uint64_t evictions;  /* emitted when the cache was over capacity */
	uint64_t fallbacks;  /* emitted at once: allocation failed */
	uint64_t emitted;    /* every UTIMES emitted through the cache, all causes */
	uint64_t pending;    /* queued now */
};

struct jolt_utimes_cache;

int jolt_utimes_cache_create(const struct jolt_utimes_cache_params *p,
			     struct jolt_utimes_cache **out);
/* Drops what is queued without emitting it (for a send that failed). */
void jolt_utimes_cache_destroy(struct jolt_utimes_cache *c);

/* Directory `dir` (generation `gen`) needs its utimes sent because of
 * inode `cur_ino`, the inode being processed (inodes go in increasing
 * number): an entry of it was added or removed, or it is `cur_ino` itself,
 * a non-empty directory being finished. A directory numbered above cur_ino
 * is deferred (its own turn comes later); off, the utimes goes out now;
 * else it is queued once (a hit if already there). 0 or emit's error. */
int jolt_utimes_cache_dir_changed(struct jolt_utimes_cache *c, uint64_t dir,
				  uint64_t gen, uint64_t cur_ino);
/* The sender finished an inode (its renames done, paths final): emits the
 * least recently used directories until at most `capacity` are queued. */
int jolt_utimes_cache_inode_done(struct jolt_utimes_cache *c);
/* The end of the send: emits every queued directory, oldest first. */
int jolt_utimes_cache_flush(struct jolt_utimes_cache *c);
void jolt_utimes_cache_stats(const struct jolt_utimes_cache *c,
			     struct jolt_utimes_cache_stats *s);
#endif
