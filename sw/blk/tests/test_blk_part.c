/* Partition views (jolt_blk_open_part): offsets map onto the parent, I/O of
 * the view and of the parent are in flight together and complete through
 * either's poll, bounds and queue depth hold, the mem crash model records
 * the view's writes, a view of a uring file works the same, and views of
 * one parent are used from different threads at once. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "jolt/blk.h"

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

static struct jolt_blk *open_mem(const char *target, uint32_t qd)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	jolt_blk_opts_default(&o);
	o.queue_depth = qd;
	CHECK_EQ(jolt_blk_open("mem", target, &o, &b, why, sizeof(why)), 0);
	return b;
}

static void fill(uint8_t *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(seed * 131 + i * 7);
}

/* Writes through the view land at base + offset of the parent; reads of
 * the parent's range come back through the view. */
static void mapping(struct jolt_blk *parent)
{
	struct jolt_blk *v;
	char why[256];
	uint64_t base = 1 << 20, len = 1 << 20;
	CHECK_EQ(jolt_blk_open_part(parent, base, len, &v, why, sizeof(why)), 0);
	CHECK(!strcmp(jolt_blk_backend(v), "part"));
	CHECK_EQ(jolt_blk_capacity(v), len);
	CHECK_EQ(jolt_blk_block_size(v), jolt_blk_block_size(parent));
	uint8_t *a = jolt_blk_alloc(v, 8192), *b = jolt_blk_alloc(parent, 8192);
	fill(a, 8192, 3);
	CHECK_EQ(jolt_blk_io_sync(v, JOLT_BLK_WRITE, 0, 4096, a, 8192), 0);
	CHECK_EQ(jolt_blk_io_sync(parent, JOLT_BLK_READ, 0, base + 4096, b, 8192), 0);
	CHECK(!memcmp(a, b, 8192));
	fill(b, 8192, 4);
	CHECK_EQ(jolt_blk_io_sync(parent, JOLT_BLK_WRITE, JOLT_BLK_FUA, base + len - 8192, b, 8192), 0);
	CHECK_EQ(jolt_blk_io_sync(v, JOLT_BLK_READ, 0, len - 8192, a, 8192), 0);
	CHECK(!memcmp(a, b, 8192));
	CHECK_EQ(jolt_blk_io_sync(v, JOLT_BLK_FLUSH, 0, 0, NULL, 0), 0);
	/* beyond the view: refused, nothing queued */
	struct cpl bad = {0, 0};
	CHECK_EQ(jolt_blk_submit(v, JOLT_BLK_WRITE, 0, len, a, 4096, on_done, &bad), -EINVAL);
	CHECK_EQ(jolt_blk_submit(v, JOLT_BLK_READ, 0, len - 4096, a, 8192, on_done, &bad), -EINVAL);
	CHECK_EQ(bad.calls, 0);
	CHECK_EQ(jolt_blk_inflight(v), 0);
	CHECK_EQ(jolt_blk_inflight(parent), 0);
	struct jolt_blk_stats st;
	jolt_blk_stats(v, &st);
	CHECK_EQ(st.writes, 1);
	CHECK_EQ(st.reads, 1);
	CHECK_EQ(st.flushes, 1);
	jolt_blk_free(v, a);
	jolt_blk_free(parent, b);
	jolt_blk_close(v);
}

static void mapping_mem(void)
{
	struct jolt_blk *p = open_mem("8M", 8);
	mapping(p);
	jolt_blk_close(p);
}

static void mapping_uring(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("uring backend not built");
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char path[512], why[256];
	snprintf(path, sizeof(path), "%s/jolt-test-part-%d.img", tmp, (int)getpid());
	unlink(path);
	struct jolt_blk_opts o;
	struct jolt_blk *p;
	jolt_blk_opts_default(&o);
	o.size = 4 << 20;
	o.queue_depth = 8;
	CHECK_EQ(jolt_blk_open("uring", path, &o, &p, why, sizeof(why)), 0);
	mapping(p);
	jolt_blk_close(p);
	unlink(path);
}

/* View and parent I/O in flight at once, reaped by either's poll. */
static void shared_queue(void)
{
	struct jolt_blk *p = open_mem("size=8M,seed=5", 8), *v;
	char why[256];
	CHECK_EQ(jolt_blk_open_part(p, 4 << 20, 2 << 20, &v, why, sizeof(why)), 0);
	uint8_t *buf = jolt_blk_alloc(p, 8 * 4096);
	struct cpl pc[4], vc[4];
	memset(pc, 0, sizeof(pc));
	memset(vc, 0, sizeof(vc));
	for (int i = 0; i < 4; i++) {
		CHECK_EQ(jolt_blk_submit(p, JOLT_BLK_WRITE, 0, (uint64_t)i * 4096, buf + i * 4096, 4096,
					 on_done, &pc[i]), 0);
		CHECK_EQ(jolt_blk_submit(v, JOLT_BLK_WRITE, 0, (uint64_t)i * 4096, buf + i * 4096, 4096,
					 on_done, &vc[i]), 0);
	}
	CHECK_EQ(jolt_blk_inflight(p), 8);
	CHECK_EQ(jolt_blk_inflight(v), 4);
	/* the shared queue is full: the view gets -EAGAIN, no callback */
	struct cpl extra = {0, 0};
	CHECK_EQ(jolt_blk_submit(v, JOLT_BLK_FLUSH, 0, 0, NULL, 0, on_done, &extra), -EAGAIN);
	CHECK_EQ(jolt_blk_inflight(v), 4);
	/* polling the view waits for its own four, whatever else completes */
	int got = 0;
	while (got < 4) {
		int n = jolt_blk_poll(v, 1);
		CHECK(n >= 1);
		got += n;
	}
	CHECK_EQ(got, 4);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(vc[i].calls, 1);
	while (jolt_blk_inflight(p))
		CHECK(jolt_blk_poll(p, 1) >= 0);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(pc[i].calls, 1);
	CHECK_EQ(jolt_blk_inflight(v), 0);
	CHECK_EQ(extra.calls, 0);
	/* a view closed with I/O in flight completes it first */
	struct cpl late = {0, 0};
	CHECK_EQ(jolt_blk_submit(v, JOLT_BLK_WRITE, 0, 0, buf, 4096, on_done, &late), 0);
	jolt_blk_close(v);
	CHECK_EQ(late.calls, 1);
	CHECK_EQ(late.res, 0);
	jolt_blk_free(p, buf);
	jolt_blk_close(p);
}

/* A mem parent's crash model sees the view's writes and flushes. */
static void crash_model(void)
{
	struct jolt_blk *p = open_mem("4M", 8), *v;
	char why[256];
	CHECK_EQ(jolt_blk_open_part(p, 1 << 20, 1 << 20, &v, why, sizeof(why)), 0);
	uint8_t *buf = jolt_blk_alloc(v, 4096);
	memset(buf, 0xab, 4096);
	CHECK_EQ(jolt_blk_io_sync(v, JOLT_BLK_WRITE, 0, 8192, buf, 4096), 0);
	uint64_t before_flush = jolt_blk_mem_now(p);
	CHECK_EQ(jolt_blk_io_sync(v, JOLT_BLK_FLUSH, 0, 0, NULL, 0), 0);
	uint64_t pts[4];
	CHECK_EQ(jolt_blk_mem_flush_points(p, pts, 4), 1);
	uint8_t *img = malloc(4 << 20);
	CHECK_EQ(jolt_blk_mem_crash_image(p, pts[0], NULL, NULL, img, 4 << 20), 0);
	CHECK_EQ(img[(1 << 20) + 8192], 0xab);
	CHECK_EQ(jolt_blk_mem_crash_image(p, before_flush, NULL, NULL, img, 4 << 20), 0);
	CHECK_EQ(img[(1 << 20) + 8192], 0);   /* not durable before the flush */
	free(img);
	jolt_blk_free(v, buf);
	jolt_blk_close(v);
	jolt_blk_close(p);
}

static void bad_views(void)
{
	struct jolt_blk *p = open_mem("1M", 8), *v = (struct jolt_blk *)1;
	char why[256];
	CHECK_EQ(jolt_blk_open_part(p, 100, 4096, &v, why, sizeof(why)), -EINVAL);
	CHECK(v == NULL);
	CHECK(strstr(why, "not inside"));
	CHECK_EQ(jolt_blk_open_part(p, 0, 0, &v, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open_part(p, 4096, 1 << 20, &v, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open_part(p, UINT64_MAX - 4095, 4096, &v, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open_part(NULL, 0, 4096, &v, why, sizeof(why)), -EINVAL);
	CHECK_EQ(jolt_blk_open_part(p, 0, 1 << 20, &v, why, sizeof(why)), 0);
	jolt_blk_close(v);
	jolt_blk_close(p);
}

/* One thread per view: writes, flushes and reads back its own range. */
struct view_job {
	struct jolt_blk *v;
	unsigned seed;
	int ok;
};

static void *view_worker(void *arg)
{
	struct view_job *j = arg;
	uint8_t *w = jolt_blk_alloc(j->v, 16384), *r = jolt_blk_alloc(j->v, 16384);
	j->ok = 1;
	for (unsigned i = 0; i < 300 && j->ok; i++) {
		uint64_t off = (uint64_t)(i % 16) * 16384;
		fill(w, 16384, j->seed + i);
		if (jolt_blk_io_sync(j->v, JOLT_BLK_WRITE, 0, off, w, 16384) ||
		    (i % 7 == 0 && jolt_blk_io_sync(j->v, JOLT_BLK_FLUSH, 0, 0, NULL, 0)) ||
		    jolt_blk_io_sync(j->v, JOLT_BLK_READ, 0, off, r, 16384) || memcmp(w, r, 16384))
			j->ok = 0;
	}
	jolt_blk_free(j->v, w);
	jolt_blk_free(j->v, r);
	return NULL;
}

static void threads_on(struct jolt_blk *parent)
{
	struct view_job jobs[3];
	pthread_t th[3];
	for (int i = 0; i < 3; i++) {
		CHECK_EQ(jolt_blk_open_part(parent, (uint64_t)i * (1 << 20), 1 << 20, &jobs[i].v,
					    NULL, 0), 0);
		jobs[i].seed = (unsigned)i * 1000;
		CHECK_EQ(pthread_create(&th[i], NULL, view_worker, &jobs[i]), 0);
	}
	for (int i = 0; i < 3; i++) {
		pthread_join(th[i], NULL);
		CHECK(jobs[i].ok);
		jolt_blk_close(jobs[i].v);
	}
}

static void threads_mem(void)
{
	struct jolt_blk *b = open_mem("4M", 8);
	threads_on(b);
	jolt_blk_close(b);
}

static void threads_uring(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("the uring backend is not built");
	char path[] = "/tmp/jolt_part_threads_XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	jolt_blk_opts_default(&o);
	o.size = 4 << 20;
	o.queue_depth = 8;
	int rc = jolt_blk_open("uring", path, &o, &b, why, sizeof(why));
	if (rc) {
		unlink(path);
		SKIP("uring: %s", why);
	}
	threads_on(b);
	jolt_blk_close(b);
	unlink(path);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(mapping_mem), TEST(mapping_uring), TEST(shared_queue), TEST(crash_model),
		TEST(bad_views), TEST(threads_mem), TEST(threads_uring),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
