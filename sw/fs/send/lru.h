/* A least-recently-used set keyed by (key, gen), for send's two caches:
 * the directory-utimes cache (utimes_cache.c, seed 004) and the name cache
 * (send.c), as the kernel's send keeps both in one btrfs_lru_cache
 * (fs/btrfs/lru_cache.c, "btrfs: send: use the lru cache to implement the
 * name cache").
 *
 * Intrusive: a cache's entry starts with a struct jolt_lru_entry, which the
 * caller allocates, fills (key, gen) and frees; the set only links it, in a
 * hash of chains for the lookup and a list from least to most recently
 * used. What to evict and when (on insert when full, or between inodes) is
 * the caller's, with jolt_lru_oldest and jolt_lru_remove. Not thread-safe:
 * one send owns its caches. */
#ifndef JOLT_FS_SEND_LRU_H
#define JOLT_FS_SEND_LRU_H
#include <stdint.h>

struct jolt_lru_entry {
	uint64_t key, gen;
	struct jolt_lru_entry *chain;            /* next in its hash bucket */
	struct jolt_lru_entry *older, *newer;
};

struct jolt_lru {
	struct jolt_lru_entry **buckets;
	uint64_t mask;
	struct jolt_lru_entry *oldest, *newest;
	uint64_t count;                          /* entries linked */
};

/* Buckets for about `capacity` entries (at least 16, at most 2^20). 0, or
 * -ENOMEM; capacity 0 makes an empty set that must not be used. */
int jolt_lru_init(struct jolt_lru *l, uint64_t capacity);
/* Frees the buckets; the entries still linked are the caller's to free
 * first (jolt_lru_oldest, jolt_lru_remove). */
void jolt_lru_fini(struct jolt_lru *l);
/* The entry of (key, gen), made the most recently used; NULL if none. */
struct jolt_lru_entry *jolt_lru_find(struct jolt_lru *l, uint64_t key, uint64_t gen);
/* Links e (its key and gen set, not linked yet) as the most recently used. */
void jolt_lru_insert(struct jolt_lru *l, struct jolt_lru_entry *e);
/* Unlinks e (linked); the caller frees or reuses it. */
void jolt_lru_remove(struct jolt_lru *l, struct jolt_lru_entry *e);
/* The least recently used entry, or NULL. */
static inline struct jolt_lru_entry *jolt_lru_oldest(const struct jolt_lru *l)
{
	return l->oldest;
}

#endif
