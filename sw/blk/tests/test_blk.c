/* Conformance of every block backend built here: the same test body runs on
 * mem and on uring (a file image in $TMPDIR), and on spdk when it was built
 * and JOLT_SPDK_CONFIG / JOLT_SPDK_BDEV name a device; a backend that cannot
 * run here is a skipped case, with the reason. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jolt/blk.h"
#include "check.h"

struct cpl {
	int calls;
	int res;
};

static void on_done(void *arg, int res)
{
	struct cpl *c = arg;
	c->calls++;
	c->res = res;
}

static void fill(uint8_t *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(seed * 131 + i * 7 + (i >> 9));
}

static void wait_all(struct jolt_blk *b)
{
	while (jolt_blk_inflight(b))
		CHECK(jolt_blk_poll(b, 1) >= 0);
}

/* A callback that chains a second write from inside jolt_blk_poll(). */
struct chain {
	struct jolt_blk *b;
	void *buf;
	int stage;
	int res;
};

static void chain_cb(void *arg, int res)
{
	struct chain *c = arg;
	c->res = res;
	if (c->stage++ == 0)
		CHECK_EQ(jolt_blk_submit(c->b, JOLT_BLK_WRITE, JOLT_BLK_FUA, 8 * 4096, c->buf, 4096,
					 chain_cb, c), 0);
}

static void conformance(struct jolt_blk *b)
{
	uint32_t bs = jolt_blk_block_size(b);
	uint32_t qd = jolt_blk_queue_depth(b);
	uint64_t cap = jolt_blk_capacity(b);
	printf("  %s: %s, block %u, capacity %llu, qd %u\n", jolt_blk_backend(b),
	       jolt_blk_describe(b), bs, (unsigned long long)cap, qd);
	CHECK(bs == 512 || bs == 4096);
	CHECK(cap >= 64 * 4096);
	CHECK_EQ(qd, 8);
	if (!strcmp(jolt_blk_backend(b), "mem"))
		CHECK_EQ(jolt_blk_fua_native(b), 1);
	CHECK_EQ(jolt_blk_inflight(b), 0);

	/* qd concurrent writes of different blocks, then read them back */
	uint8_t *w[8], *r = jolt_blk_alloc(b, 8 * 8192);
	struct cpl c[8];
	CHECK(r != NULL);
	CHECK_EQ((uintptr_t)r % jolt_blk_buf_align(b), 0);
	for (int i = 0; i < 8; i++) {
		w[i] = jolt_blk_alloc(b, 8192);
		CHECK(w[i] != NULL);
		fill(w[i], 8192, (unsigned)i + 1);
		memset(&c[i], 0, sizeof(c[i]));
		CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, (uint64_t)i * 8192, w[i], 8192,
					 on_done, &c[i]), 0);
	}
	CHECK_EQ(jolt_blk_inflight(b), 8);
	/* queue full: -EAGAIN, and no callback will come for it */
	struct cpl extra = {0, 0};
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0, on_done, &extra), -EAGAIN);
	int got = 0;
	while (got < 8) {
		int n = jolt_blk_poll(b, 1);
		CHECK(n >= 1);
		got += n;
	}
	CHECK_EQ(jolt_blk_poll(b, 0), 0);
	for (int i = 0; i < 8; i++) {
		CHECK_EQ(c[i].calls, 1);
		CHECK_EQ(c[i].res, 0);
	}
	CHECK_EQ(extra.calls, 0);
	struct cpl rc = {0, 0};
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_READ, 0, 0, r, 8 * 8192, on_done, &rc), 0);
	CHECK_EQ(jolt_blk_poll(b, 1), 1);
	CHECK_EQ(rc.calls, 1);
	CHECK_EQ(rc.res, 0);
	for (int i = 0; i < 8; i++)
		CHECK(memcmp(r + i * 8192, w[i], 8192) == 0);

	/* flush, FUA write, and a write chained from a callback */
	struct cpl fc = {0, 0};
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0, on_done, &fc), 0);
	wait_all(b);
	CHECK_EQ(fc.calls, 1);
	CHECK_EQ(fc.res, 0);
	fill(w[0], 4096, 99);
	struct chain ch = {b, w[0], 0, 1};
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, JOLT_BLK_FUA, 7 * 4096, w[0], 4096, chain_cb, &ch), 0);
	wait_all(b);
	CHECK_EQ(ch.stage, 2);
	CHECK_EQ(ch.res, 0);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_READ, 0, 7 * 4096, r, 2 * 4096), 0);
	CHECK(memcmp(r, w[0], 4096) == 0 && memcmp(r + 4096, w[0], 4096) == 0);

	/* last block of the device */
	fill(w[1], 4096, 42);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, cap - 4096, w[1], 4096), 0);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_READ, 0, cap - 4096, r, 4096), 0);
	CHECK(memcmp(r, w[1], 4096) == 0);

	/* unaligned reads through the bounce helper */
	uint8_t small[100];
	CHECK_EQ(jolt_blk_pread(b, 8192 + 13, small, sizeof(small)), 0);
	fill(w[2], 8192, 2);
	CHECK(memcmp(small, w[2] + 13, sizeof(small)) == 0);
	CHECK_EQ(jolt_blk_pread(b, cap - 10, small, 20), -ENODATA);

	/* bad arguments: -EINVAL, nothing queued, no callback */
	struct cpl bad = {0, 0};
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 100, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 0, w[0], 100, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 0, w[0], 0, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, cap, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, cap - 4096, w[0], 8192, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, UINT64_MAX - 4095, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_READ, JOLT_BLK_FUA, 0, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0x80, 0, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, 77, 0, 0, w[0], 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 0, NULL, 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 0, w[0], 4096, NULL, &bad), -EINVAL);
	if (jolt_blk_buf_align(b) > 1)
		CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 0, w[0] + 1, 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_inflight(b), 0);
	CHECK_EQ(jolt_blk_poll(b, 0), 0);
	CHECK_EQ(bad.calls, 0);

	/* counters */
	struct jolt_blk_stats st;
	jolt_blk_stats(b, &st);
	CHECK(st.writes >= 11 && st.flushes >= 1 && st.fua_writes == 2 && st.reads >= 3);
	CHECK_EQ(st.errors, 0);

	for (int i = 0; i < 8; i++)
		jolt_blk_free(b, w[i]);
	jolt_blk_free(b, r);

	/* close with I/O in flight: the callbacks still run (plain aligned
	 * buffers, freed after the close; not DMA memory, so not on spdk) */
	if (strcmp(jolt_blk_backend(b), "spdk")) {
		struct cpl late[4];
		uint8_t *lb = aligned_alloc(4096, 4 * 8192);
		CHECK(lb != NULL);
		fill(lb, 4 * 8192, 5);
		memset(late, 0, sizeof(late));
		for (int i = 0; i < 4; i++)
			CHECK_EQ(jolt_blk_submit(b, JOLT_BLK_WRITE, 0, 32 * 4096 + (uint64_t)i * 8192,
						 lb + i * 8192, 8192, on_done, &late[i]), 0);
		jolt_blk_close(b);
		free(lb);
		for (int i = 0; i < 4; i++) {
			CHECK_EQ(late[i].calls, 1);
			CHECK_EQ(late[i].res, 0);
		}
	} else {
		jolt_blk_close(b);
	}
}

static void bad_opens(void)
{
	struct jolt_blk *b = (struct jolt_blk *)1;
	char why[256];
	struct jolt_blk_opts o;
	jolt_blk_opts_default(&o);
	CHECK_EQ(jolt_blk_open("nosuch", "", &o, &b, why, sizeof(why)), -ENOENT);
	CHECK(b == NULL);
	CHECK(strstr(why, "unknown") != NULL);
	CHECK_EQ(jolt_blk_open("mem", "", &o, &b, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open("mem", "12x", &o, &b, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open("mem", "4097", &o, &b, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open("mem", "size=1M,color=red", &o, &b, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "color") != NULL);
	o.queue_depth = 100000;
	CHECK_EQ(jolt_blk_open("mem", "1M", &o, &b, why, sizeof(why)), -EINVAL);
	uint64_t v;
	CHECK_EQ(jolt_parse_size("64M", &v), 0);
	CHECK_EQ(v, 64ull << 20);
	CHECK_EQ(jolt_parse_size("4KiB", &v), 0);
	CHECK_EQ(v, 4096);
	CHECK_EQ(jolt_parse_size("-1", &v), -EINVAL);
	CHECK_EQ(jolt_parse_size("99999999999T", &v), -EINVAL);
	CHECK_EQ(jolt_parse_size("", &v), -EINVAL);
	CHECK_EQ(jolt_parse_size("010", &v), 0); /* decimal, not octal */
	CHECK_EQ(v, 10);
	CHECK_EQ(jolt_parse_size("0x10K", &v), 0);
	CHECK_EQ(v, 16ull << 10);
	CHECK_EQ(jolt_parse_size("08", &v), 0);
	CHECK_EQ(v, 8);
	CHECK_EQ(jolt_parse_size("1.5M", &v), -EINVAL);
}

static void bad_opens_uring(void)
{
	struct jolt_blk *b;
	char why[256];
	struct jolt_blk_opts o;
	if (!jolt_blk_backend_available("uring"))
		SKIP("the uring backend is not built (liburing not found by meson)");
	jolt_blk_opts_default(&o);
	o.queue_depth = 8;
	CHECK_EQ(jolt_blk_open("uring", "/nonexistent/dir/img", &o, &b, why, sizeof(why)), -ENOENT);
	CHECK(strstr(why, "/nonexistent") != NULL);
	CHECK_EQ(jolt_blk_open("uring", "", &o, &b, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open("uring", "/dev/null", &o, &b, why, sizeof(why)), -EINVAL);
}

static void spdk_not_built_is_refused(void)
{
	struct jolt_blk *b;
	char why[256];
	struct jolt_blk_opts o;
	if (jolt_blk_backend_available("spdk"))
		SKIP("the spdk backend is built here: the refusal of an absent backend "
		     "is tested where it is not");
	jolt_blk_opts_default(&o);
	CHECK_EQ(jolt_blk_open("spdk", "Nvme0n1", &o, &b, why, sizeof(why)), -ENOTSUP);
	CHECK(strstr(why, "not built") != NULL);
}

static void on_mem(const char *target, uint32_t block_size)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];

	jolt_blk_opts_default(&o);
	o.queue_depth = 8;
	o.block_size = block_size;
	CHECK_EQ(jolt_blk_open("mem", target, &o, &b, why, sizeof(why)), 0);
	conformance(b);
}

static void mem(void)
{
	on_mem("4M", 0);
}

static void mem_fifo(void)
{
	on_mem("size=4M,order=fifo", 0);
}

static void mem_512(void)
{
	on_mem("4M", 512);
}

static void uring(void)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];

	if (!jolt_blk_backend_available("uring"))
		SKIP("the uring backend is not built (liburing not found by meson)");
	jolt_blk_opts_default(&o);
	o.queue_depth = 8;
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char path[512];
	snprintf(path, sizeof(path), "%s/jolt-test-blk-%d.img", tmp, (int)getpid());
	unlink(path);
	o.size = 4 << 20;
	int rc = jolt_blk_open("uring", path, &o, &b, why, sizeof(why));
	if (rc < 0)
		fprintf(stderr, "uring open: %s\n", why);
	CHECK_EQ(rc, 0);
	CHECK_EQ(jolt_blk_fua_native(b), 0);   /* a file: RWF_DSYNC is write + sync */
	conformance(b);
	/* reopen the existing file without a size: same capacity and data */
	o.size = 0;
	CHECK_EQ(jolt_blk_open("uring", path, &o, &b, why, sizeof(why)), 0);
	CHECK_EQ(jolt_blk_capacity(b), 4 << 20);
	uint8_t *p = jolt_blk_alloc(b, 8192), q[8192];
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_READ, 0, 4096, p, 4096), 0);
	fill(q, 8192, 1);
	CHECK(memcmp(p, q + 4096, 4096) == 0);
	jolt_blk_free(b, p);
	jolt_blk_close(b);
	/* read-only open refuses writes and flushes */
	o.flags = JOLT_BLK_OPEN_RDONLY;
	CHECK_EQ(jolt_blk_open("uring", path, &o, &b, why, sizeof(why)), 0);
	p = jolt_blk_alloc(b, 4096);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_WRITE, 0, 0, p, 4096), -EBADF);
	CHECK_EQ(jolt_blk_io_sync(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0), -EBADF);
	jolt_blk_free(b, p);
	jolt_blk_close(b);
	unlink(path);
}

static void spdk(void)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	const char *cfg = getenv("JOLT_SPDK_CONFIG"), *bdev = getenv("JOLT_SPDK_BDEV");

	if (!jolt_blk_backend_available("spdk"))
		SKIP(JOLT_TEST_NO_SPDK);
	if (!cfg || !bdev)
		SKIP("JOLT_SPDK_CONFIG and JOLT_SPDK_BDEV do not name an SPDK device");
	jolt_blk_opts_default(&o);
	o.queue_depth = 8;
	o.config = cfg;
	CHECK_EQ(jolt_blk_open("spdk", bdev, &o, &b, why, sizeof(why)), 0);
	conformance(b);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(bad_opens), TEST(bad_opens_uring), TEST(spdk_not_built_is_refused), TEST(mem), TEST(mem_fifo), TEST(mem_512), TEST(uring), TEST(spdk),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
