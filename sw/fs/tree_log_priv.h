/* The tree log's private half: what its files (tree_log*.c) share. The
 * design and its invariants are at the top of tree_log.c; the types the
 * namespace layer and replay see are in tree_log.h. Everything here is
 * called with fs->lock held. */
#ifndef JOLT_FS_TREE_LOG_PRIV_H
#define JOLT_FS_TREE_LOG_PRIV_H
#include <stddef.h>
#include <stdint.h>

#include "ns.h"
#include "tree_log.h"

static inline uint64_t tl_mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ull;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebull;
	x ^= x >> 31;
	return x;
}

/* A tree key's hash (the journal key of its item, salted by relog=insert;
 * the state table's probe). */
static inline uint64_t tl_key_hash(const struct jolt_fs_key *k, uint64_t salt)
{
	return tl_mix64(tl_mix64(k->objectid ^ salt) ^ ((uint64_t)k->type << 56) ^
			tl_mix64(k->offset + 1));
}

/* An item value's hash, as the log's state keeps it. */
static inline uint64_t tl_val_hash(const void *v, uint32_t len)
{
	uint64_t h = jolt_crc32c(0, v, len);
	return tl_mix64(h << 32 | len);
}

/* ---- tree_log_arena.c: the notes' memory ---- */

struct tl_chunk {
	struct tl_chunk *next;
	size_t size;
	/* the memory follows */
};
/* size bytes (8-aligned, unzeroed) from the arena, or NULL. */
void *tl_alloc(struct ns_tlog *tl, size_t size);
/* Everything the arena gave is gone (its oldest chunk kept for reuse). */
void tl_arena_reset(struct ns_tlog *tl);
void tl_arena_free(struct ns_tlog *tl);
/* Room for one more in a growable array *arr of n elements of `size`
 * bytes (*cap doubled, from `first`): tl_room reallocates and counts the
 * growth in *bytes, tl_room_arena takes the larger copy from the arena. */
int tl_room(void *arr, size_t *cap, size_t n, size_t size, size_t first, size_t *bytes);
int tl_room_arena(struct ns_tlog *tl, void *arr, size_t *cap, size_t n, size_t size,
		  size_t first);

/* ---- tree_log_state.c: the log's state of an inode's other items ---- */

struct tl_key *tl_state_find(const struct tl_state *s, const struct jolt_fs_key *k);
int tl_state_put(struct tl_state *s, const struct jolt_fs_key *k, uint64_t h);
/* Removes e, a slot of s. */
void tl_state_del(struct tl_state *s, struct tl_key *e);
void tl_state_free(struct tl_state *s);

/* ---- tree_log_notes.c: what is tracked ---- */

/* ino's record (create: made when missing; NULL without memory). */
struct tl_inode *tl_find(struct ns_tlog *tl, uint64_t ino, int create);
void tl_xnames_clear(struct ns_tlog *tl, struct tl_inode *r);
/* Every note dropped. */
void tl_reset(struct ns_tlog *tl);
/* The same at a commit: the notes belong to no transaction, every data
 * write so far is durable. */
void tl_reset_committed(struct jolt_fs *fs, struct ns_tlog *tl);
/* Tracking failed: the transaction's next fsync commits. */
void tl_overflow(struct ns_tlog *tl);
/* The notes reset when the running transaction is not theirs. */
void tl_gen_check(struct jolt_fs *fs, struct ns_tlog *tl);

/* ---- tree_log_build.c: a group ---- */

enum { TL_SCRATCH_KEPT = 1 << 20 };   /* a group's scratch kept for the next up to this */
/* Logs ino and its closure in one journal transaction; *txid is what a
 * force must name. -E2BIG / -ENOSPC: it does not fit, commit instead. */
int tl_log(struct jolt_fs *fs, uint64_t ino, uint64_t *txid);
/* An inode item's hash without what only times change (fdatasync). */
uint64_t tl_ihash_no_times(const struct ns_ibuf *ib);

#endif
