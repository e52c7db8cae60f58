/* The tree log's memory (tree_log.c says what it holds): the notes'
 * arena, chunks a transaction's inode records, link names and the
 * entry-key and event arrays are carved from and freed at once when the
 * notes are reset (at every commit), and the growable arrays the notes
 * and a group's build use. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "tree_log_priv.h"

enum { TL_CHUNK = 64 << 10 };

/* size bytes (8-aligned, unzeroed) from the arena, or NULL. */
void *tl_alloc(struct ns_tlog *tl, size_t size)
{
	size = (size + 7) & ~(size_t)7;
	if (size > tl->arena_left) {
		size_t csz = size > TL_CHUNK / 4 ? size : TL_CHUNK;
		struct tl_chunk *c = malloc(sizeof(*c) + csz);
		if (!c)
			return NULL;
		c->next = tl->chunks;
		c->size = csz;
		tl->chunks = c;
		tl->arena_cur = (char *)(c + 1);
		tl->arena_left = csz;
		tl->note_bytes += sizeof(*c) + csz;
	}
	void *p = tl->arena_cur;
	tl->arena_cur += size;
	tl->arena_left -= size;
	return p;
}

/* Everything the arena gave is gone: its chunks freed but the oldest,
 * which the next transaction's notes reuse. */
void tl_arena_reset(struct ns_tlog *tl)
{
	struct tl_chunk *c = tl->chunks;
	while (c && c->next) {
		struct tl_chunk *n = c->next;
		free(c);
		c = n;
	}
	tl->chunks = c;
	tl->arena_cur = c ? (char *)(c + 1) : NULL;
	tl->arena_left = c ? c->size : 0;
}

void tl_arena_free(struct ns_tlog *tl)
{
	tl_arena_reset(tl);
	free(tl->chunks);
	tl->chunks = NULL;
	tl->arena_cur = NULL;
	tl->arena_left = 0;
}

/* Room for one more in an arena array (an inode's entry keys or events):
 * as tl_room, the larger copy taken from the arena (the old one stays
 * there until the reset: at most as much again). */
int tl_room_arena(struct ns_tlog *tl, void *arr, size_t *cap, size_t n, size_t size,
			 size_t first)
{
	void **a = arr;
	if (n < *cap)
		return 0;
	size_t nc = *cap ? *cap * 2 : first;
	void *p = tl_alloc(tl, nc * size);
	if (!p)
		return -ENOMEM;
	if (n)
		memcpy(p, *a, n * size);
	*a = p;
	*cap = nc;
	return 0;
}

/* Room for one more in a growable array of n elements of `size` bytes
 * (*cap doubled, from `first`); the growth counted in *bytes. */
int tl_room(void *arr, size_t *cap, size_t n, size_t size, size_t first, size_t *bytes)
{
	void **a = arr;
	if (n < *cap)
		return 0;
	size_t nc = *cap ? *cap * 2 : first;
	void *p = realloc(*a, nc * size);
	if (!p)
		return -ENOMEM;
	*a = p;
	*bytes += (nc - *cap) * size;
	*cap = nc;
	return 0;
}
