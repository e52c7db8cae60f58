/* The spdk backend's own cases, beyond the conformance body test_blk runs
 * on every backend: several threads each with its own device on one bdev,
 * bad configuration (each a clear error, SPDK stopped cleanly), a bdev
 * with a volatile cache and no way to flush it refused, and SPDK's
 * environment failing to start.
 *
 * Every case builds its own SPDK JSON config (a Malloc bdev) and runs SPDK
 * without hugepages ("no_huge"), so it needs SPDK built and nothing else;
 * `threads` runs on JOLT_SPDK_CONFIG / JOLT_SPDK_BDEV instead when they are
 * set (make test-spdk: AIO and NVMe/TCP). SPDK starts once per process:
 * check.h runs each case in its own. Without SPDK every case is skipped. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jolt/blk.h"
#include "check.h"

#ifdef JOLT_HAVE_SPDK
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "spdk/bdev_module.h"
#include "spdk/thread.h"
#pragma GCC diagnostic pop

/* A bdev module of this test: "Volatile0" has a volatile write cache and
 * supports neither flush nor NVMe passthrough, which no bdev SPDK ships
 * does; the backend must refuse it. */
static struct spdk_bdev vol_bdev;
static int vol_io_dev;

static int vol_destruct(void *ctx)
{
	(void)ctx;
	spdk_io_device_unregister(&vol_io_dev, NULL);
	return 0;
}

/* SPDK's examine modules (GPT, RAID, ...) read every new bdev: reads and
 * writes succeed, their data is not kept. */
static void vol_submit(struct spdk_io_channel *ch, struct spdk_bdev_io *bio)
{
	(void)ch;
	spdk_bdev_io_complete(bio, SPDK_BDEV_IO_STATUS_SUCCESS);
}

static bool vol_supported(void *ctx, enum spdk_bdev_io_type t)
{
	(void)ctx;
	return t == SPDK_BDEV_IO_TYPE_READ || t == SPDK_BDEV_IO_TYPE_WRITE;
}

static struct spdk_io_channel *vol_channel(void *ctx)
{
	(void)ctx;
	return spdk_get_io_channel(&vol_io_dev);
}

static int vol_ch_create(void *dev, void *ctx) { (void)dev; (void)ctx; return 0; }
static void vol_ch_destroy(void *dev, void *ctx) { (void)dev; (void)ctx; }

static const struct spdk_bdev_fn_table vol_fn = {
	.destruct = vol_destruct,
	.submit_request = vol_submit,
	.io_type_supported = vol_supported,
	.get_io_channel = vol_channel,
};

static int vol_init(void);
static struct spdk_bdev_module vol_module = {
	.name = "jolt_test_volatile",
	.module_init = vol_init,
};
SPDK_BDEV_MODULE_REGISTER(jolt_test_volatile, &vol_module)

static int vol_init(void)
{
	spdk_io_device_register(&vol_io_dev, vol_ch_create, vol_ch_destroy, 0, "jolt_test_volatile");
	vol_bdev.name = (char *)"Volatile0";
	vol_bdev.product_name = (char *)"volatile cache, no flush";
	vol_bdev.write_cache = 1;
	vol_bdev.blocklen = 4096;
	vol_bdev.blockcnt = 1024;
	vol_bdev.fn_table = &vol_fn;
	vol_bdev.module = &vol_module;
	return spdk_bdev_register(&vol_bdev);
}
#endif

static void need_spdk(void)
{
	if (!jolt_blk_backend_available("spdk"))
		SKIP(JOLT_TEST_NO_SPDK);
}

/* Writes an SPDK JSON config with one Malloc bdev into path. */
static void malloc_config(char *path, size_t len, const char *body)
{
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	snprintf(path, len, "%s/jolt-test-spdk-%d.json", tmp, (int)getpid());
	FILE *f = fopen(path, "w");
	CHECK(f != NULL);
	fputs(body ? body :
	      "{\"subsystems\": [{\"subsystem\": \"bdev\", \"config\": [\n"
	      "  {\"method\": \"bdev_malloc_create\",\n"
	      "   \"params\": {\"name\": \"Malloc0\", \"num_blocks\": 8192, \"block_size\": 4096}}]}]}\n",
	      f);
	CHECK(fclose(f) == 0);
}

struct worker {
	pthread_t tid;
	const char *cfg, *target;
	pthread_barrier_t *bar;
	unsigned idx;
	int rc;
	char why[256];
};

static void fill(uint8_t *p, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(seed * 131 + i * 7 + (i >> 9));
}

/* One thread's life: its own device on the shared bdev, queue-depth writes
 * (plain and FUA) to its own region, flushes, reads back. Checks are not
 * made here (CHECK exits the process): failures go to w->rc. */
static void *worker_main(void *arg)
{
	struct worker *w = arg;
	struct jolt_blk_opts o;
	struct jolt_blk *b = NULL;
	jolt_blk_opts_default(&o);
	o.queue_depth = 16;
	o.config = w->cfg;
	pthread_barrier_wait(w->bar);
	w->rc = jolt_blk_open("spdk", w->target, &o, &b, w->why, sizeof(w->why));
	pthread_barrier_wait(w->bar);    /* every device open before any closes */
	if (w->rc)
		return NULL;
	enum { BLOCKS = 64 };
	uint8_t *buf = jolt_blk_alloc(b, BLOCKS * 4096), *rd = jolt_blk_alloc(b, BLOCKS * 4096);
	uint64_t base = (uint64_t)w->idx * BLOCKS * 4096;
	if (!buf || !rd || base + BLOCKS * 4096 > jolt_blk_capacity(b)) {
		w->rc = -ENOMEM;
		goto out;
	}
	for (unsigned round = 0; round < 20 && !w->rc; round++) {
		fill(buf, BLOCKS * 4096, w->idx * 1000 + round);
		for (unsigned k = 0; k < BLOCKS && !w->rc; k++) {
			int rc = jolt_blk_io_sync(b, JOLT_BLK_WRITE, k % 8 == 7 ? JOLT_BLK_FUA : 0,
						  base + k * 4096, buf + k * 4096, 4096);
			if (rc)
				w->rc = rc;
		}
		if (!w->rc)
			w->rc = jolt_blk_io_sync(b, JOLT_BLK_FLUSH, 0, 0, NULL, 0);
		if (!w->rc)
			w->rc = jolt_blk_io_sync(b, JOLT_BLK_READ, 0, base, rd, BLOCKS * 4096);
		if (!w->rc && memcmp(rd, buf, BLOCKS * 4096))
			w->rc = -EILSEQ;
	}
out:
	jolt_blk_free(b, buf);
	jolt_blk_free(b, rd);
	jolt_blk_close(b);
	return NULL;
}

static void threads(void)
{
	need_spdk();
	char path[512], target[256];
	const char *cfg = getenv("JOLT_SPDK_CONFIG"), *bdev = getenv("JOLT_SPDK_BDEV");
	if (!cfg || !*cfg || !bdev || !*bdev) {
		malloc_config(path, sizeof(path), NULL);
		cfg = path;
		bdev = "Malloc0,no_huge";
	}
	snprintf(target, sizeof(target), "%s", bdev);
	enum { N = 4 };
	struct worker w[N];
	pthread_barrier_t bar;
	CHECK_EQ(pthread_barrier_init(&bar, NULL, N), 0);
	for (unsigned i = 0; i < N; i++) {
		memset(&w[i], 0, sizeof(w[i]));
		w[i].cfg = cfg;
		w[i].target = target;
		w[i].bar = &bar;
		w[i].idx = i;
		CHECK_EQ(pthread_create(&w[i].tid, NULL, worker_main, &w[i]), 0);
	}
	for (unsigned i = 0; i < N; i++) {
		CHECK_EQ(pthread_join(w[i].tid, NULL), 0);
		if (w[i].rc)
			fprintf(stderr, "thread %u: %d %s\n", i, w[i].rc, w[i].why);
		CHECK_EQ(w[i].rc, 0);
	}
	pthread_barrier_destroy(&bar);
	/* the last close stopped SPDK; DPDK cannot start twice in a process */
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	char why[256];
	jolt_blk_opts_default(&o);
	o.config = cfg;
	CHECK_EQ(jolt_blk_open("spdk", target, &o, &b, why, sizeof(why)), -EBUSY);
	CHECK(strstr(why, "cannot start again") != NULL);
	if (cfg == path)
		unlink(path);
}

static int open_msg(const char *target, const char *cfg, char *why, size_t len)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b = (struct jolt_blk *)1;
	jolt_blk_opts_default(&o);
	o.config = cfg;
	int rc = jolt_blk_open("spdk", target, &o, &b, why, len);
	if (rc == 0)
		jolt_blk_close(b);
	else
		CHECK(b == NULL);
	printf("  %s -c %s: %d %s\n", target, cfg ? cfg : "(none)", rc, why);
	return rc;
}

/* Configuration errors found before SPDK starts, then a missing bdev. */
static void bad_config(void)
{
	need_spdk();
	char path[512], why[512];
	CHECK_EQ(open_msg("Malloc0,no_huge", NULL, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "JSON config") != NULL);
	CHECK_EQ(open_msg("", "x.json", why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "bdev name") != NULL);
	CHECK_EQ(open_msg("Malloc0,color=red", "x.json", why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "color=red") != NULL);
	CHECK_EQ(open_msg("Malloc0,no_huge", "/nonexistent/spdk.json", why, sizeof(why)), -ENOENT);
	CHECK(strstr(why, "/nonexistent/spdk.json") != NULL);
	malloc_config(path, sizeof(path), "{\"subsystems\": [{\"subsystem\": \"bdev\", \"config\": [\n");
	CHECK_EQ(open_msg("Malloc0,no_huge", path, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "not valid JSON") != NULL);
	malloc_config(path, sizeof(path), "[{\"method\": \"bdev_malloc_create\"}]");
	CHECK_EQ(open_msg("Malloc0,no_huge", path, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "subsystems") != NULL);
	/* SPDK starts, the bdev is not there: the error names what is */
	malloc_config(path, sizeof(path), NULL);
	CHECK_EQ(open_msg("Nvme0n1,no_huge", path, why, sizeof(why)), -ENODEV);
	CHECK(strstr(why, "no bdev named 'Nvme0n1'") != NULL);
	CHECK(strstr(why, "Malloc0") != NULL);
	unlink(path);
}

/* A config SPDK itself rejects (a method with bad parameters). */
static void config_rejected(void)
{
	need_spdk();
	char path[512], why[512];
	malloc_config(path, sizeof(path),
		      "{\"subsystems\": [{\"subsystem\": \"bdev\", \"config\": [\n"
		      "  {\"method\": \"bdev_malloc_create\",\n"
		      "   \"params\": {\"name\": \"Malloc0\", \"num_blocks\": 8192, \"block_size\": 3}}]}]}\n");
	CHECK_EQ(open_msg("Malloc0,no_huge", path, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "could not apply this config") != NULL);
	unlink(path);
}

static void volatile_cache_refused(void)
{
	need_spdk();
	char path[512], why[512];
	malloc_config(path, sizeof(path), NULL);
	CHECK_EQ(open_msg("Volatile0,no_huge", path, why, sizeof(why)), -EOPNOTSUPP);
	CHECK(strstr(why, "volatile write cache") != NULL);
	unlink(path);
}

/* SPDK's environment cannot start: with no hugepages free, the error says
 * so before DPDK is touched; else DPDK is pointed at a folder with none. */
static void no_hugepages(void)
{
	need_spdk();
	char path[512], why[512];
	malloc_config(path, sizeof(path), NULL);
	FILE *f = fopen("/proc/meminfo", "r");
	char line[128];
	int free_pages = -1;
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "HugePages_Free: %d", &free_pages) == 1)
			break;
	if (f)
		fclose(f);
	if (free_pages == 0) {
		CHECK_EQ(open_msg("Malloc0", path, why, sizeof(why)), -ENOMEM);
	} else {
		CHECK_EQ(open_msg("Malloc0,hugedir=/nonexistent", path, why, sizeof(why)), -EIO);
		CHECK(strstr(why, "did not start") != NULL);
	}
	CHECK(strstr(why, "no_huge") != NULL);
	unlink(path);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(threads), TEST(bad_config), TEST(config_rejected),
		TEST(volatile_cache_refused), TEST(no_hugepages),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
