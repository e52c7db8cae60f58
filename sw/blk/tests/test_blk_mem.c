/* The mem backend's crash model and fault injection, checked against the
 * durability rules of jolt/blk.h on hand-built event sequences. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "jolt/blk.h"
#include "check.h"

#define CAP (64 * 4096)

struct cpl {
	int calls;
	int res;
	int order;
};

static int seq_counter;

static void on_done(void *arg, int res)
{
	struct cpl *c = arg;
	c->calls++;
	c->res = res;
	c->order = ++seq_counter;
}

static struct jolt_blk *open_mem(const char *target)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[128];
	jolt_blk_opts_default(&o);
	o.queue_depth = 16;
	o.size = CAP;
	CHECK_EQ(jolt_blk_open("mem", target, &o, &b, why, sizeof(why)), 0);
	return b;
}

static uint8_t blocks[16][4096];

static void submit(struct jolt_blk *b, int op, uint32_t fl, unsigned blk, struct cpl *c)
{
	CHECK_EQ(jolt_blk_submit(b, op, fl, (uint64_t)blk * 4096, op == JOLT_BLK_FLUSH ? NULL : blocks[blk],
				 op == JOLT_BLK_FLUSH ? 0 : 4096, on_done, c), 0);
}

static int has(const uint8_t *img, unsigned blk)
{
	return memcmp(img + (size_t)blk * 4096, blocks[blk], 4096) == 0;
}

static int zero(const uint8_t *img, unsigned blk)
{
	static const uint8_t z[4096];
	return memcmp(img + (size_t)blk * 4096, z, 4096) == 0;
}

static void all_cb(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	(void)ctx;
	memset(mask, 1, w->sectors);
}

static void odd_cb(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	(void)ctx;
	for (uint32_t s = 0; s < w->sectors; s++)
		mask[s] = s & 1;
}

static void durability_rules(void)
{
	struct jolt_blk *b = open_mem("order=fifo");
	uint8_t *img = malloc(CAP);
	struct cpl c[8];
	memset(c, 0, sizeof(c));
	CHECK(img != NULL);

	/* A: write, complete, flush, complete -> durable */
	submit(b, JOLT_BLK_WRITE, 0, 1, &c[0]);
	CHECK_EQ(jolt_blk_poll(b, 1), 1);
	uint64_t t_a_done = jolt_blk_mem_now(b);
	submit(b, JOLT_BLK_FLUSH, 0, 0, &c[1]);
	CHECK_EQ(jolt_blk_poll(b, 1), 1);
	uint64_t t_flush1 = jolt_blk_mem_now(b);
	CHECK_EQ(t_flush1, 4);

	/* B: write submitted, flush submitted before B completes (fifo: B
	 * completes first, then the flush) -> the flush does not cover B */
	submit(b, JOLT_BLK_WRITE, 0, 2, &c[2]);
	submit(b, JOLT_BLK_FLUSH, 0, 0, &c[3]);
	CHECK_EQ(jolt_blk_poll(b, 2), 2);
	CHECK(c[2].order < c[3].order);
	uint64_t t_flush2 = jolt_blk_mem_now(b);

	/* C: FUA write, durable at its completion with no flush */
	submit(b, JOLT_BLK_WRITE, JOLT_BLK_FUA, 3, &c[4]);
	CHECK_EQ(jolt_blk_poll(b, 1), 1);
	uint64_t t_c = jolt_blk_mem_now(b);

	/* D: write completed, never flushed; E: write still in flight */
	submit(b, JOLT_BLK_WRITE, 0, 4, &c[5]);
	CHECK_EQ(jolt_blk_poll(b, 1), 1);
	submit(b, JOLT_BLK_WRITE, 0, 5, &c[6]);
	uint64_t end = jolt_blk_mem_now(b);

	/* visible contents: everything completed */
	const uint8_t *cur = jolt_blk_mem_data(b);
	CHECK(has(cur, 1) && has(cur, 2) && has(cur, 3) && has(cur, 4) && zero(cur, 5));

	uint64_t pts[8];
	CHECK_EQ(jolt_blk_mem_flush_points(b, pts, 8), 3);
	CHECK_EQ(pts[0], t_flush1);
	CHECK_EQ(pts[1], t_flush2);
	CHECK_EQ(pts[2], t_c);

	/* cut right after A completed: nothing durable yet */
	CHECK_EQ(jolt_blk_mem_crash_image(b, t_a_done, NULL, NULL, img, CAP), 0);
	CHECK(zero(img, 1));
	CHECK_EQ(jolt_blk_mem_crash_image(b, t_a_done, all_cb, NULL, img, CAP), 0);
	CHECK(has(img, 1));
	/* after the first flush: A, and only A */
	CHECK_EQ(jolt_blk_mem_crash_image(b, t_flush1, NULL, NULL, img, CAP), 0);
	CHECK(has(img, 1) && zero(img, 2));
	/* after the second flush: B still not durable (flush raced it) */
	CHECK_EQ(jolt_blk_mem_crash_image(b, t_flush2, NULL, NULL, img, CAP), 0);
	CHECK(has(img, 1) && zero(img, 2));
	/* after C: the FUA write is durable */
	CHECK_EQ(jolt_blk_mem_crash_image(b, t_c, NULL, NULL, img, CAP), 0);
	CHECK(has(img, 1) && zero(img, 2) && has(img, 3));
	/* at the end, with every non-durable write applied: B, D, in-flight E */
	CHECK_EQ(jolt_blk_mem_crash_image(b, end, all_cb, NULL, img, CAP), 0);
	CHECK(has(img, 1) && has(img, 2) && has(img, 3) && has(img, 4) && has(img, 5));
	/* torn: odd sectors of every non-durable write */
	CHECK_EQ(jolt_blk_mem_crash_image(b, end, odd_cb, NULL, img, CAP), 0);
	for (unsigned blk = 2; blk <= 5; blk++) {
		if (blk == 3)
			continue;
		for (unsigned s = 0; s < 8; s++) {
			const uint8_t *got = img + blk * 4096 + s * 512;
			const uint8_t *want = blocks[blk] + s * 512;
			static const uint8_t z[512];
			CHECK(memcmp(got, (s & 1) ? want : z, 512) == 0);
		}
	}
	/* a third flush covering B and D: durable from then on */
	submit(b, JOLT_BLK_FLUSH, 0, 0, &c[7]);
	while (jolt_blk_inflight(b))
		jolt_blk_poll(b, 1);
	CHECK_EQ(jolt_blk_mem_crash_image(b, jolt_blk_mem_now(b), NULL, NULL, img, CAP), 0);
	CHECK(has(img, 1) && has(img, 2) && has(img, 3) && has(img, 4));
	/* E completed during that poll, possibly after the flush was submitted */
	CHECK_EQ(c[6].calls, 1);
	/* bad calls */
	CHECK_EQ(jolt_blk_mem_crash_image(b, end, NULL, NULL, img, CAP - 4096), -EINVAL);
	/* overwrite ordering: later write to the same block wins */
	memcpy(blocks[6], blocks[1], 4096);
	blocks[6][0] ^= 0xff;
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 4096, blocks[6], 4096, on_done, &c[0]), 0);
	jolt_blk_poll(b, 1);
	submit(b, JOLT_BLK_FLUSH, 0, 0, &c[1]);
	jolt_blk_poll(b, 1);
	CHECK_EQ(jolt_blk_mem_crash_image(b, jolt_blk_mem_now(b), NULL, NULL, img, CAP), 0);
	CHECK(memcmp(img + 4096, blocks[6], 4096) == 0);

	/* settle: everything so far becomes the base image */
	CHECK_EQ(jolt_blk_mem_settle(b), 0);
	CHECK_EQ(jolt_blk_mem_crash_image(b, 0, NULL, NULL, img, CAP), 0);
	CHECK(memcmp(img, jolt_blk_mem_data(b), CAP) == 0);
	free(img);
	jolt_blk_close(b);
}

static void reorder_and_load(void)
{
	/* the default mem device completes in random order: in 200 rounds of
	 * 8 writes, some completion must come out of submission order */
	struct jolt_blk *b = open_mem("seed=7");
	int out_of_order = 0;
	for (int round = 0; round < 200 && !out_of_order; round++) {
		struct cpl c[8];
		memset(c, 0, sizeof(c));
		seq_counter = 0;
		for (unsigned i = 0; i < 8; i++)
			submit(b, JOLT_BLK_WRITE, 0, i, &c[i]);
		while (jolt_blk_inflight(b))
			CHECK(jolt_blk_poll(b, 0) >= 1);
		for (unsigned i = 1; i < 8; i++)
			out_of_order |= c[i].order < c[i - 1].order;
	}
	CHECK(out_of_order);
	CHECK_EQ(jolt_blk_mem_load(b, blocks[0], 4096), -EBUSY);
	jolt_blk_close(b);

	b = open_mem("");
	uint8_t *img = calloc(1, CAP);
	memcpy(img + 4096 * 9, blocks[9], 4096);
	CHECK_EQ(jolt_blk_mem_load(b, img, CAP), 0);
	uint8_t *r = jolt_blk_alloc(b, 4096);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_READ, 0, 9 * 4096, r, 4096), 0);
	CHECK(memcmp(r, blocks[9], 4096) == 0);
	memset(img, 0xee, CAP);
	CHECK_EQ(jolt_blk_mem_crash_image(b, jolt_blk_mem_now(b), NULL, NULL, img, CAP), 0);
	CHECK(has(img, 9) && zero(img, 8));
	jolt_blk_free(b, r);
	free(img);
	jolt_blk_close(b);

	/* no event log: crash images are refused */
	b = open_mem("log=0");
	img = malloc(CAP);
	CHECK_EQ(jolt_blk_mem_crash_image(b, 0, NULL, NULL, img, CAP), -ENOTSUP);
	free(img);
	jolt_blk_close(b);
}

static void faults(void)
{
	struct jolt_blk *b = open_mem("");
	struct cpl c[8];
	memset(c, 0, sizeof(c));
	/* EIO on the 2nd and 3rd write; reads and flushes untouched */
	struct jolt_blk_mem_fault f = {2, 2, -EIO, 1u << JOLT_BLK_WRITE};
	CHECK_EQ(jolt_blk_mem_set_fault(b, &f), 0);
	for (unsigned i = 0; i < 4; i++)
		submit(b, JOLT_BLK_WRITE, 0, i, &c[i]);
	submit(b, JOLT_BLK_FLUSH, 0, 0, &c[4]);
	while (jolt_blk_inflight(b))
		jolt_blk_poll(b, 1);
	CHECK_EQ(c[0].res, 0);
	CHECK_EQ(c[1].res, -EIO);
	CHECK_EQ(c[2].res, -EIO);
	CHECK_EQ(c[3].res, 0);
	CHECK_EQ(c[4].res, 0);
	const uint8_t *cur = jolt_blk_mem_data(b);
	CHECK(has(cur, 0) && zero(cur, 1) && zero(cur, 2) && has(cur, 3));
	struct jolt_blk_stats st;
	jolt_blk_stats(b, &st);
	CHECK_EQ(st.errors, 2);
	/* sticky ENOSPC on every flush from the first */
	f = (struct jolt_blk_mem_fault){1, 0, -ENOSPC, 1u << JOLT_BLK_FLUSH};
	CHECK_EQ(jolt_blk_mem_set_fault(b, &f), 0);
	for (int i = 0; i < 3; i++)
		CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0), -ENOSPC);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 4096 * 5, blocks[5], 4096), 0);
	CHECK_EQ(jolt_blk_mem_set_fault(b, NULL), 0);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0), 0);
	/* bad fault specs */
	f = (struct jolt_blk_mem_fault){0, 1, -EIO, 2};
	CHECK_EQ(jolt_blk_mem_set_fault(b, &f), -EINVAL);
	f = (struct jolt_blk_mem_fault){1, 1, EIO, 2};
	CHECK_EQ(jolt_blk_mem_set_fault(b, &f), -EINVAL);
	/* short device: capacity says 64 blocks, media ends at 16 */
	CHECK_EQ(jolt_blk_mem_set_short(b, 16 * 4096), 0);
	CHECK_EQ(jolt_blk_capacity(b), CAP);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 15 * 4096, blocks[1], 4096), 0);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 16 * 4096, blocks[1], 4096), -ENOSPC);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 15 * 4096, blocks[1], 8192), -ENOSPC);
	uint8_t *r = jolt_blk_alloc(b, 4096);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_READ, 0, 20 * 4096, r, 4096), -EIO);
	jolt_blk_free(b, r);
	CHECK_EQ(jolt_blk_mem_set_short(b, CAP + 4096), -EINVAL);
	jolt_blk_close(b);
	/* mem-only calls on another backend name are refused, not crashes */
	CHECK_EQ(jolt_blk_mem_set_fault(NULL, &f), -EINVAL);
	CHECK_EQ(jolt_blk_mem_now(NULL), 0);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(durability_rules), TEST(reorder_and_load), TEST(faults),
	};
	for (unsigned i = 0; i < 16; i++)
		for (unsigned j = 0; j < 4096; j++)
			blocks[i][j] = (uint8_t)(i * 37 + j * 11 + 1);
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
