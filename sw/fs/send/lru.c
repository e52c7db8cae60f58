/* The LRU set of lru.h: a hash of chains on (key, gen), each chain newest
 * insertion first, and a doubly linked list from least to most recently
 * used. Invariants: an entry is linked in both or in neither; count is the
 * number linked; oldest/newest are the list's ends (both NULL when empty). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lru.h"

int jolt_lru_init(struct jolt_lru *l, uint64_t capacity)
{
	uint64_t n = 16;

	memset(l, 0, sizeof(*l));
	if (!capacity)
		return 0;
	while (n < 2 * capacity && n < (1u << 20))
		n <<= 1;
	l->buckets = calloc(n, sizeof(*l->buckets));
	if (!l->buckets)
		return -ENOMEM;
	l->mask = n - 1;
	return 0;
}

void jolt_lru_fini(struct jolt_lru *l)
{
	free(l->buckets);
	memset(l, 0, sizeof(*l));
}

static struct jolt_lru_entry **bucket(struct jolt_lru *l, uint64_t key, uint64_t gen)
{
	uint64_t h = (key ^ (gen * 0xc2b2ae3d27d4eb4full)) * 0x9e3779b97f4a7c15ull;

	return &l->buckets[(h >> 32) & l->mask];
}

static void unlist(struct jolt_lru *l, struct jolt_lru_entry *e)
{
	if (e->older)
		e->older->newer = e->newer;
	else
		l->oldest = e->newer;
	if (e->newer)
		e->newer->older = e->older;
	else
		l->newest = e->older;
}

static void list_newest(struct jolt_lru *l, struct jolt_lru_entry *e)
{
	e->newer = NULL;
	e->older = l->newest;
	if (l->newest)
		l->newest->newer = e;
	else
		l->oldest = e;
	l->newest = e;
}

struct jolt_lru_entry *jolt_lru_find(struct jolt_lru *l, uint64_t key, uint64_t gen)
{
	if (!l->buckets)
		return NULL;
	for (struct jolt_lru_entry *e = *bucket(l, key, gen); e; e = e->chain)
		if (e->key == key && e->gen == gen) {
			if (e != l->newest) {
				unlist(l, e);
				list_newest(l, e);
			}
			return e;
		}
	return NULL;
}

void jolt_lru_insert(struct jolt_lru *l, struct jolt_lru_entry *e)
{
	struct jolt_lru_entry **b = bucket(l, e->key, e->gen);

	e->chain = *b;
	*b = e;
	list_newest(l, e);
	l->count++;
}

void jolt_lru_remove(struct jolt_lru *l, struct jolt_lru_entry *e)
{
	struct jolt_lru_entry **pp = bucket(l, e->key, e->gen);

	while (*pp != e)
		pp = &(*pp)->chain;
	*pp = e->chain;
	unlist(l, e);
	l->count--;
}
