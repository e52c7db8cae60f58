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
 * Structure: the LRU set of lru.h keyed by (dir, gen), also used by
 * send's name cache. */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>

#include "jolt/utimes_cache.h"
#include "lru.h"

struct jolt_utimes_cache {
	struct jolt_utimes_cache_params p;
	struct jolt_lru lru;         /* entries: a struct jolt_lru_entry each, (dir, gen) */
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
	if (jolt_lru_init(&c->lru, p->capacity)) {
		free(c);
		return -ENOMEM;
	}
	*out = c;
	return 0;
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
	struct jolt_lru_entry *e = jolt_lru_oldest(&c->lru);
	int rc = emit(c, e->key, e->gen);

	if (rc)
		return rc;
	jolt_lru_remove(&c->lru, e);
	c->st.pending--;
	c->p.free_entry(c->p.ctx, e);
	return 0;
}

int jolt_utimes_cache_dir_changed(struct jolt_utimes_cache *c, uint64_t dir,
				  uint64_t gen, uint64_t cur_ino)
{
	struct jolt_lru_entry *e;

	c->st.requests++;
	if (dir > cur_ino) {
		c->st.deferred++;
		return 0;
	}
	if (!c->p.capacity)
		return emit(c, dir, gen);
	if (jolt_lru_find(&c->lru, dir, gen)) {
		c->st.hits++;           /* most recently used now */
		return 0;
	}
	e = c->p.alloc_entry(c->p.ctx, sizeof(*e));
	if (!e) {
		c->st.fallbacks++;
		return emit(c, dir, gen);
	}
	c->st.misses++;
	e->key = dir;
	e->gen = gen;
	jolt_lru_insert(&c->lru, e);
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
	while (jolt_lru_oldest(&c->lru)) {
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
	struct jolt_lru_entry *e;

	while ((e = jolt_lru_oldest(&c->lru))) {
		jolt_lru_remove(&c->lru, e);
		c->p.free_entry(c->p.ctx, e);
	}
	jolt_lru_fini(&c->lru);
	free(c);
}
