/* The directory-utimes cache of an incremental send (seed 004: Filipe
 * Manana's "btrfs: send: cache utimes operations for directories if
 * possible", kernel commit 3e49363b; cache_dir_utimes and
 * trim_dir_utimes_cache in fs/btrfs/send.c).
 *
 * Why: a send walks inodes in increasing number, and every entry added to
 * or removed from a directory used to cost one UTIMES command for that
 * directory, so moving 20,000 files into a directory sent 20,000 UTIMES for
 * it (each one a path lookup for the sender and a syscall for the receiver).
 * Only the last one matters. So a directory that needs its utimes is queued
 * here and its UTIMES goes out once: when it is evicted, or at the end.
 *
 * The rules (each checked by sw/fs/send/tests/test_utimes_cache.c):
 * - Keyed by (directory inode, generation): an inode number reused by a
 *   new directory (deleted and recreated between the snapshots) is another
 *   directory.
 * - Ordering: a request for a directory numbered above the inode being
 *   processed is dropped (counted `deferred`): that directory is processed
 *   later and its own turn sends its utimes after every lower inode, the
 *   ones created under it included (process_recorded_refs skips
 *   cur->dir > cur_ino). A non-empty directory finishing its own turn is
 *   queued rather than emitted, since inodes numbered above it may still be
 *   created in it; so its UTIMES goes out after the last inode created
 *   under it, unless the cache had to evict it before, in which case the
 *   next change queues it again and a later UTIMES follows that change.
 * - Exactly once: a queued directory is emitted once per stay in the cache
 *   (a hit while queued costs nothing), and every change is followed by an
 *   emission: nothing queued is ever lost, flush empties the cache.
 * - Eviction happens only between inodes (jolt_utimes_cache_inode_done),
 *   never while one is processed: the sender builds the path of an evicted
 *   directory at emission, and mid-inode a rename may not be done yet (the
 *   kernel trims in finish_inode_if_needed for that reason). So the cache
 *   may exceed its capacity during an inode.
 * - Off (capacity 0) is the old behaviour: every request not deferred is
 *   emitted at once. A failed entry allocation falls back to the same.
 *
 * Structure: a hash of chains on (dir, gen) for the lookup, and a doubly
 * linked list from least to most recently used for eviction and flush. */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>

#include "jolt/utimes_cache.h"

struct entry {
	uint64_t dir;
	uint64_t gen;
	struct entry *older;
	struct entry *newer;
	struct entry *chain;
};

struct jolt_utimes_cache {
	struct jolt_utimes_cache_params p;
	struct entry **buckets;
	uint64_t mask;
	struct entry *oldest;
	struct entry *newest;
	struct jolt_utimes_cache_stats st;
};

static void *default_alloc(void *ctx, size_t size)
{
	(void)ctx;
	return malloc(size);
}

static void default_free(void *ctx, void *p)
{
	(void)ctx;
	free(p);
}

int jolt_utimes_cache_create(const struct jolt_utimes_cache_params *p,
			     struct jolt_utimes_cache **out)
{
	struct jolt_utimes_cache *c;
	uint64_t n = 16;

	*out = NULL;
	if (!p->emit || !p->alloc_entry != !p->free_entry)
		return -EINVAL;
	c = calloc(1, sizeof(*c));
	if (!c)
		return -ENOMEM;
	c->p = *p;
	if (!c->p.alloc_entry) {
		c->p.alloc_entry = default_alloc;
		c->p.free_entry = default_free;
	}
	if (p->capacity) {
		while (n < 2ull * p->capacity && n < (1u << 20))
			n <<= 1;
		c->buckets = calloc(n, sizeof(*c->buckets));
		if (!c->buckets) {
			free(c);
			return -ENOMEM;
		}
		c->mask = n - 1;
	}
	*out = c;
	return 0;
}

static struct entry **bucket(struct jolt_utimes_cache *c, uint64_t dir, uint64_t gen)
{
	uint64_t h = (dir ^ (gen * 0xc2b2ae3d27d4eb4full)) * 0x9e3779b97f4a7c15ull;

	return &c->buckets[(h >> 32) & c->mask];
}

static void unlink_entry(struct jolt_utimes_cache *c, struct entry *e)
{
	struct entry **pp = bucket(c, e->dir, e->gen);

	while (*pp != e)
		pp = &(*pp)->chain;
	*pp = e->chain;
	if (e->older)
		e->older->newer = e->newer;
	else
		c->oldest = e->newer;
	if (e->newer)
		e->newer->older = e->older;
	else
		c->newest = e->older;
	c->st.pending--;
}

static void append_newest(struct jolt_utimes_cache *c, struct entry *e)
{
	e->newer = NULL;
	e->older = c->newest;
	if (c->newest)
		c->newest->newer = e;
	else
		c->oldest = e;
	c->newest = e;
}

static int emit(struct jolt_utimes_cache *c, uint64_t dir, uint64_t gen)
{
	int rc = c->p.emit(c->p.ctx, dir, gen);

	if (rc == 0)
		c->st.emitted++;
	return rc;
}

/* Emits the oldest entry and drops it; it stays queued if emit fails. */
static int emit_oldest(struct jolt_utimes_cache *c)
{
	struct entry *e = c->oldest;
	int rc = emit(c, e->dir, e->gen);

	if (rc)
		return rc;
	unlink_entry(c, e);
	c->p.free_entry(c->p.ctx, e);
	return 0;
}

int jolt_utimes_cache_dir_changed(struct jolt_utimes_cache *c, uint64_t dir,
				  uint64_t gen, uint64_t cur_ino)
{
	struct entry **b, *e;

	c->st.requests++;
	if (dir > cur_ino) {
		c->st.deferred++;
		return 0;
	}
	if (!c->p.capacity)
		return emit(c, dir, gen);
	b = bucket(c, dir, gen);
	for (e = *b; e; e = e->chain) {
		if (e->dir == dir && e->gen == gen) {
			c->st.hits++;
			if (e != c->newest) {
				/* most recently used now */
				if (e->older)
					e->older->newer = e->newer;
				else
					c->oldest = e->newer;
				e->newer->older = e->older;
				append_newest(c, e);
			}
			return 0;
		}
	}
	e = c->p.alloc_entry(c->p.ctx, sizeof(*e));
	if (!e) {
		c->st.fallbacks++;
		return emit(c, dir, gen);
	}
	c->st.misses++;
	e->dir = dir;
	e->gen = gen;
	e->chain = *b;
	*b = e;
	append_newest(c, e);
	c->st.pending++;
	return 0;
}

int jolt_utimes_cache_inode_done(struct jolt_utimes_cache *c)
{
	while (c->st.pending > c->p.capacity) {
		int rc = emit_oldest(c);

		if (rc)
			return rc;
		c->st.evictions++;
	}
	return 0;
}

int jolt_utimes_cache_flush(struct jolt_utimes_cache *c)
{
	while (c->oldest) {
		int rc = emit_oldest(c);

		if (rc)
			return rc;
	}
	return 0;
}

void jolt_utimes_cache_stats(const struct jolt_utimes_cache *c,
			     struct jolt_utimes_cache_stats *s)
{
	*s = c->st;
}

void jolt_utimes_cache_destroy(struct jolt_utimes_cache *c)
{
	if (!c)
		return;
	while (c->oldest) {
		struct entry *e = c->oldest;

		c->oldest = e->newer;
		c->p.free_entry(c->p.ctx, e);
	}
	free(c->buckets);
	free(c);
}
