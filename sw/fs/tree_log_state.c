/* The log's state of an inode's other items (tree_log.c): key -> hash of
 * the value the log holds for it, in an open-addressing table with linear
 * probing, at most half full (struct tl_state, tree_log.h), so that an
 * in-place relog logs only what differs from the log's copy. Deletion
 * shifts entries back (no tombstones), so a probe ends at the first empty
 * slot. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "tree_log_priv.h"

struct tl_key *tl_state_find(const struct tl_state *s, const struct jolt_fs_key *k)
{
	if (!s->cap)
		return NULL;
	for (size_t i = tl_key_hash(k, 0) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
		struct tl_key *e = &s->slot[i];
		if (!e->k.objectid)
			return NULL;
		if (!jolt_key_cmp(&e->k, k))
			return e;
	}
}

int tl_state_put(struct tl_state *s, const struct jolt_fs_key *k, uint64_t h)
{
	struct tl_key *e = tl_state_find(s, k);
	if (e) {
		e->h = h;
		return 0;
	}
	if (2 * (s->n + 1) > s->cap) {
		struct tl_state g = {.cap = s->cap ? 2 * s->cap : 16};
		g.slot = calloc(g.cap, sizeof(*g.slot));
		if (!g.slot)
			return -ENOMEM;
		for (size_t i = 0; i < s->cap; i++)
			if (s->slot[i].k.objectid)
				tl_state_put(&g, &s->slot[i].k, s->slot[i].h);
		free(s->slot);
		*s = g;
	}
	size_t i = tl_key_hash(k, 0) & (s->cap - 1);
	while (s->slot[i].k.objectid)
		i = (i + 1) & (s->cap - 1);
	s->slot[i] = (struct tl_key){*k, h};
	s->n++;
	return 0;
}

/* Removes e (a slot of s), shifting back the entries its removal would
 * hide from their probe. */
void tl_state_del(struct tl_state *s, struct tl_key *e)
{
	size_t m = s->cap - 1, i = (size_t)(e - s->slot), j = i;
	for (;;) {
		j = (j + 1) & m;
		if (!s->slot[j].k.objectid)
			break;
		size_t home = tl_key_hash(&s->slot[j].k, 0) & m;
		/* j's entry may move to i unless its home lies in (i, j] */
		if (((j - home) & m) >= ((j - i) & m)) {
			s->slot[i] = s->slot[j];
			i = j;
		}
	}
	memset(&s->slot[i], 0, sizeof(s->slot[i]));
	s->n--;
}

void tl_state_free(struct tl_state *s)
{
	free(s->slot);
	*s = (struct tl_state){0};
}
