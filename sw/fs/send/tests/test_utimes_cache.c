/* The directory-utimes cache on its own: off emits at once, on emits each
 * directory once; the ordering rule (a directory above the inode being
 * processed is deferred to its own turn; eviction only between inodes,
 * least recently used first); generations as part of the key; allocation
 * failure falls back to emitting at once; an emit error keeps the entry;
 * and random sequences checked against the exactly-once rule. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jolt/utimes_cache.h"

struct emitted {
	size_t n;
	uint64_t dir[200000];
	uint64_t gen[200000];
	int fail;            /* next emit returns -EIO */
	int alloc_fail_every; /* 0: never */
	uint64_t allocs;
};

static int record(void *ctx, uint64_t dir, uint64_t gen)
{
	struct emitted *e = ctx;

	if (e->fail) {
		e->fail = 0;
		return -EIO;
	}
	CHECK(e->n < sizeof(e->dir) / sizeof(e->dir[0]));
	e->dir[e->n] = dir;
	e->gen[e->n++] = gen;
	return 0;
}

static void *flaky_alloc(void *ctx, size_t size)
{
	struct emitted *e = ctx;

	if (e->alloc_fail_every && ++e->allocs % (uint64_t)e->alloc_fail_every == 0)
		return NULL;
	return malloc(size);
}

static void plain_free(void *ctx, void *p)
{
	(void)ctx;
	free(p);
}

static struct jolt_utimes_cache *make(uint32_t capacity, struct emitted *e)
{
	struct jolt_utimes_cache_params p = { .capacity = capacity, .emit = record, .ctx = e };
	struct jolt_utimes_cache *c;

	CHECK_EQ(jolt_utimes_cache_create(&p, &c), 0);
	return c;
}

static struct emitted *fresh(void)
{
	struct emitted *e = calloc(1, sizeof(*e));

	CHECK(e);
	return e;
}

static void off_emits_at_once(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache *c = make(0, e);
	struct jolt_utimes_cache_stats st;

	for (int i = 0; i < 5; i++)
		CHECK_EQ(jolt_utimes_cache_dir_changed(c, 256, 1, 300), 0);
	CHECK_EQ(e->n, 5);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 400, 1, 300), 0);   /* not processed yet */
	CHECK_EQ(e->n, 5);
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 5);
	jolt_utimes_cache_stats(c, &st);
	CHECK_EQ(st.requests, 6);
	CHECK_EQ(st.deferred, 1);
	CHECK_EQ(st.emitted, 5);
	CHECK_EQ(st.hits + st.misses + st.evictions + st.pending, 0);
	jolt_utimes_cache_destroy(c);
	free(e);
}

/* Seed 004's workload as the sender sees it: directories A (257) and B
 * (258), N files moved from A into B, each file's turn changing both
 * directories. Off: 2N UTIMES. On: one per directory, at the end. */
static void seed_move_emits_each_dir_once(void)
{
	enum { N = 20000 };

	for (uint32_t cap = 0; cap <= 64; cap += 64) {
		struct emitted *e = fresh();
		struct jolt_utimes_cache *c = make(cap, e);
		struct jolt_utimes_cache_stats st;

		for (uint64_t ino = 259; ino < 259 + N; ino++) {
			CHECK_EQ(jolt_utimes_cache_dir_changed(c, 257, 7, ino), 0);
			CHECK_EQ(jolt_utimes_cache_dir_changed(c, 258, 7, ino), 0);
			CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
			if (cap)
				CHECK_EQ(e->n, 0);
		}
		CHECK_EQ(jolt_utimes_cache_flush(c), 0);
		jolt_utimes_cache_stats(c, &st);
		if (cap) {
			CHECK_EQ(e->n, 2);
			CHECK_EQ(e->dir[0], 257);     /* least recently used first */
			CHECK_EQ(e->dir[1], 258);
			CHECK_EQ(st.misses, 2);
			CHECK_EQ(st.hits, 2 * N - 2);
		} else {
			CHECK_EQ(e->n, 2 * N);
		}
		CHECK_EQ(st.emitted, e->n);
		CHECK_EQ(st.pending, 0);
		jolt_utimes_cache_destroy(c);
		free(e);
	}
}

/* A directory's UTIMES comes after the last inode created under it: its
 * entries' requests while it is unprocessed are deferred, its own turn
 * queues it, later inodes created in it hit the entry, and it is emitted
 * once at the end. */
static void emitted_after_last_inode_under_it(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache *c = make(8, e);
	struct jolt_utimes_cache_stats st;

	/* inode 257 is created in directory 300, not processed yet */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 2, 257), 0);
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	/* 300's own turn: a non-empty directory, queued */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 2, 300), 0);
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	/* inodes 301..310 created in it */
	for (uint64_t ino = 301; ino <= 310; ino++) {
		CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 2, ino), 0);
		CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	}
	CHECK_EQ(e->n, 0);
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 1);
	CHECK_EQ(e->dir[0], 300);
	CHECK_EQ(e->gen[0], 2);
	jolt_utimes_cache_stats(c, &st);
	CHECK_EQ(st.deferred, 1);
	CHECK_EQ(st.misses, 1);
	CHECK_EQ(st.hits, 10);
	jolt_utimes_cache_destroy(c);
	free(e);
}

/* Over capacity during an inode is allowed; inode_done evicts the least
 * recently used, and a hit makes an entry the most recently used. */
static void eviction_between_inodes_lru_first(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache *c = make(2, e);
	struct jolt_utimes_cache_stats st;

	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 10, 1, 100), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 11, 1, 100), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 12, 1, 100), 0);
	CHECK_EQ(e->n, 0);                       /* mid-inode: no eviction */
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	CHECK_EQ(e->n, 1);
	CHECK_EQ(e->dir[0], 10);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 11, 1, 101), 0);   /* hit: 11 is newest */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 13, 1, 101), 0);
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	CHECK_EQ(e->n, 2);
	CHECK_EQ(e->dir[1], 12);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 10, 1, 102), 0);   /* back after eviction */
	CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
	CHECK_EQ(e->dir[2], 11);
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 5);
	CHECK_EQ(e->dir[3], 13);
	CHECK_EQ(e->dir[4], 10);
	jolt_utimes_cache_stats(c, &st);
	CHECK_EQ(st.evictions, 3);
	CHECK_EQ(st.misses, 5);
	CHECK_EQ(st.hits, 1);
	CHECK_EQ(st.emitted, 5);
	jolt_utimes_cache_destroy(c);
	free(e);
}

/* An inode number reused by a new directory is another directory. */
static void generation_is_part_of_the_key(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache *c = make(16, e);

	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 5, 400), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 9, 400), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 300, 5, 401), 0);
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 2);
	CHECK_EQ(e->gen[0], 9);    /* 5 was used again after 9 */
	CHECK_EQ(e->gen[1], 5);
	jolt_utimes_cache_destroy(c);
	free(e);
}

static void allocation_failure_emits_at_once(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache_params p = { .capacity = 64, .emit = record, .ctx = e,
					      .alloc_entry = flaky_alloc, .free_entry = plain_free };
	struct jolt_utimes_cache *c;
	struct jolt_utimes_cache_stats st;

	e->alloc_fail_every = 2;
	CHECK_EQ(jolt_utimes_cache_create(&p, &c), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 1, 1, 10), 0);   /* alloc 1: cached */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 2, 1, 10), 0);   /* alloc 2 fails: emitted */
	CHECK_EQ(e->n, 1);
	CHECK_EQ(e->dir[0], 2);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 1, 1, 10), 0);   /* hit, no alloc */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 3, 1, 10), 0);   /* alloc 3: cached */
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 3);
	jolt_utimes_cache_stats(c, &st);
	CHECK_EQ(st.fallbacks, 1);
	CHECK_EQ(st.misses, 2);
	CHECK_EQ(st.hits, 1);
	CHECK_EQ(st.emitted, 3);
	jolt_utimes_cache_destroy(c);
	/* both hooks or neither */
	p.free_entry = NULL;
	CHECK_EQ(jolt_utimes_cache_create(&p, &c), -EINVAL);
	p.alloc_entry = NULL;
	p.emit = NULL;
	CHECK_EQ(jolt_utimes_cache_create(&p, &c), -EINVAL);
	free(e);
}

static void emit_error_keeps_the_entry(void)
{
	struct emitted *e = fresh();
	struct jolt_utimes_cache *c = make(1, e);
	struct jolt_utimes_cache_stats st;

	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 5, 1, 9), 0);
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 6, 1, 9), 0);
	e->fail = 1;
	CHECK_EQ(jolt_utimes_cache_inode_done(c), -EIO);
	jolt_utimes_cache_stats(c, &st);
	CHECK_EQ(st.pending, 2);
	e->fail = 1;
	CHECK_EQ(jolt_utimes_cache_flush(c), -EIO);
	CHECK_EQ(jolt_utimes_cache_flush(c), 0);
	CHECK_EQ(e->n, 2);
	CHECK_EQ(e->dir[0], 5);
	/* a queued entry dropped by destroy is not emitted, and not leaked */
	CHECK_EQ(jolt_utimes_cache_dir_changed(c, 7, 1, 9), 0);
	jolt_utimes_cache_destroy(c);
	CHECK_EQ(e->n, 2);
	free(e);
}

/* ------------------------------------------------ random sequences */

struct checker {
	struct emitted *e;
	uint8_t dirty[64][4];   /* per (dir, gen): changed since last emitted */
	int in_trim;            /* inside inode_done or flush */
	uint32_t capacity;
	int alloc_failed;
	uint64_t emitted_outside;
};

static int checked_emit(void *ctx, uint64_t dir, uint64_t gen)
{
	struct checker *k = ctx;

	/* exactly once: only a directory changed since its last UTIMES */
	CHECK(k->dirty[dir][gen]);
	k->dirty[dir][gen] = 0;
	if (!k->in_trim)
		k->emitted_outside++;
	return record(k->e, dir, gen);
}

static void *checker_alloc(void *ctx, size_t size)
{
	struct checker *k = ctx;

	return flaky_alloc(k->e, size);
}

static uint64_t rng = 88172645463325252ull;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void random_sequences_exactly_once(void)
{
	static const uint32_t caps[] = { 0, 1, 2, 3, 8, 64, 1000 };

	for (int round = 0; round < 300; round++) {
		struct checker *k = calloc(1, sizeof(*k));
		struct jolt_utimes_cache_params p;
		struct jolt_utimes_cache *c;
		struct jolt_utimes_cache_stats st;
		uint64_t nondeferred = 0, distinct = 0;
		uint8_t seen[64][4] = { { 0 } };
		int inodes = 1 + (int)(rnd() % 200);

		CHECK(k);
		k->e = fresh();
		k->capacity = caps[round % 7];
		k->e->alloc_fail_every = round % 5 == 4 ? 3 : 0;
		p = (struct jolt_utimes_cache_params){ .capacity = k->capacity, .emit = checked_emit,
						       .ctx = k, .alloc_entry = checker_alloc,
						       .free_entry = plain_free };
		CHECK_EQ(jolt_utimes_cache_create(&p, &c), 0);
		for (int ino = 0; ino < inodes; ino++) {
			uint64_t cur = (uint64_t)ino % 64;
			int reqs = (int)(rnd() % 6);

			/* inode numbers grow; directories are 0..63 */
			for (int r = 0; r < reqs; r++) {
				uint64_t dir = rnd() % 64, gen = rnd() % 4;

				if (dir <= cur) {
					k->dirty[dir][gen] = 1;
					nondeferred++;
					distinct += !seen[dir][gen];
					seen[dir][gen] = 1;
				}
				CHECK_EQ(jolt_utimes_cache_dir_changed(c, dir, gen, cur), 0);
			}
			k->in_trim = 1;
			CHECK_EQ(jolt_utimes_cache_inode_done(c), 0);
			k->in_trim = 0;
			jolt_utimes_cache_stats(c, &st);
			CHECK(st.pending <= k->capacity);
		}
		k->in_trim = 1;
		CHECK_EQ(jolt_utimes_cache_flush(c), 0);
		/* nothing lost: every change was followed by its UTIMES */
		for (int d = 0; d < 64; d++)
			for (int g = 0; g < 4; g++)
				CHECK(!k->dirty[d][g]);
		jolt_utimes_cache_stats(c, &st);
		CHECK_EQ(st.pending, 0);
		CHECK_EQ(st.emitted, k->e->n);
		CHECK_EQ(st.requests, st.deferred + nondeferred);
		if (k->capacity == 0) {
			CHECK_EQ(k->e->n, nondeferred);
			CHECK_EQ(k->emitted_outside, nondeferred);
		} else {
			CHECK_EQ(nondeferred, st.hits + st.misses + st.fallbacks);
			CHECK_EQ(st.emitted, st.misses + st.fallbacks);
			/* only a failed allocation emits during an inode */
			CHECK_EQ(k->emitted_outside, st.fallbacks);
			if (k->capacity >= 256 && !st.fallbacks) {
				/* room for every directory: each emitted once */
				CHECK_EQ(k->e->n, distinct);
				CHECK_EQ(st.evictions, 0);
			}
		}
		jolt_utimes_cache_destroy(c);
		free(k->e);
		free(k);
	}
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(off_emits_at_once),
		TEST(seed_move_emits_each_dir_once),
		TEST(emitted_after_last_inode_under_it),
		TEST(eviction_between_inodes_lru_first),
		TEST(generation_is_part_of_the_key),
		TEST(allocation_failure_emits_at_once),
		TEST(emit_error_keeps_the_entry),
		TEST(random_sequences_exactly_once),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
