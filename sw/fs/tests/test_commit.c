/* Commit and crash consistency, the way dm-log-writes and CrashMonkey test
 * it: a random workload of transactions runs on the mem device (which
 * records every write and flush, completing I/O in random order, with a
 * node cache small enough to write dirty nodes back before their commit);
 * then the write stream is cut at every flush point and at random points
 * between, keeping a random subset of the writes in flight, some torn at
 * 512-byte sectors. Every cut must mount, hold exactly the last commit
 * whose superblock was durable (or the next one, if its superblock write
 * happened to land), and pass fsck; and the filesystem must go on working.
 * Also: I/O errors during a commit turn the filesystem read-only and leave
 * the previous commit on disk; the superblock copies alternate; the commit
 * interval. */
#include <errno.h>
#include <stdlib.h>
#include <time.h>

#include "fs_test.h"

enum { KEYS = 1500 };

struct snap {
	uint64_t gen;
	uint64_t commit_start, done;     /* mem clock */
	uint32_t ver[KEYS];              /* 0: absent */
};

static uint32_t vsize(uint64_t k, uint32_t v)
{
	return (uint32_t)((k * 13 + v * 7) % 60);
}

static void vfill(uint8_t *b, uint64_t k, uint32_t v)
{
	for (uint32_t i = 0; i < vsize(k, v); i++)
		b[i] = (uint8_t)(k + v * 3 + i);
}

static struct jolt_fs_key ck(uint64_t k)
{
	return jolt_key(k + 256, JOLT_KEY_DIR_INDEX, k);
}

static void random_ops(struct jolt_fs_info *fs, struct jolt_root *root, uint32_t *ver, int n,
		       uint64_t *s)
{
	struct jolt_trans t;
	uint8_t buf[64];
	for (int i = 0; i < n; i++) {
		uint64_t k = t_rand(s) % KEYS;
		struct jolt_fs_key key = ck(k);
		int p = (int)(t_rand(s) % 10);
		CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 2),
					  p < 3 ? JOLT_TRANS_USE_RESERVE : 0, &t), 0);
		if (p < 3) {
			CHECK_EQ(jolt_btree_delete(&t, root, &key), ver[k] ? 0 : -ENOENT);
			ver[k] = 0;
		} else {
			uint32_t v = ver[k] + 1 + (uint32_t)(t_rand(s) % 5);
			vfill(buf, k, v);
			int rc = ver[k] ? jolt_btree_update(&t, root, &key, buf, vsize(k, v)) :
				 jolt_btree_insert(&t, root, &key, buf, vsize(k, v));
			CHECK_EQ(rc, 0);
			ver[k] = v;
		}
		CHECK_EQ(jolt_trans_end(&t), 0);
	}
}

static void compare(struct jolt_root *root, const uint32_t *ver)
{
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
	const void *data;
	uint32_t size;
	uint8_t want[64];
	uint64_t next = 0;
	int rc;
	jolt_cursor_init(&c, root, &min, &max);
	while ((rc = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		while (next < KEYS && !ver[next])
			next++;
		CHECK(next < KEYS);
		struct jolt_fs_key want_key = ck(next);
		CHECK_EQ(jolt_key_cmp(&k, &want_key), 0);
		CHECK_EQ(size, vsize(next, ver[next]));
		vfill(want, next, ver[next]);
		CHECK(!memcmp(data, want, size));
		next++;
	}
	CHECK_EQ(rc, 0);
	jolt_cursor_release(&c);
	while (next < KEYS && !ver[next])
		next++;
	CHECK_EQ(next, KEYS);
}

struct workload {
	struct jolt_blk *dev;
	struct snap *snaps;
	int nsnaps;
	uint64_t size;
};

/* mkfs (durable before the record starts), then `commits` transactions of
 * random size, each committed, then some changes left uncommitted. */
static void run_workload(struct workload *w, uint64_t seed, int commits)
{
	char target[64];
	uint64_t s = seed;
	w->size = 24 << 20;
	snprintf(target, sizeof(target), "size=24M,seed=%llu", (unsigned long long)seed);
	w->dev = t_dev(target, 512, 16);
	t_mkfs(w->dev, 1024, 512);
	CHECK_EQ(jolt_blk_mem_settle(w->dev), 0);
	struct jolt_fs_info *fs = t_mount(w->dev, 24 * 1024);
	struct jolt_root *root = t_fs_tree(fs);
	w->snaps = calloc((size_t)commits + 1, sizeof(*w->snaps));
	w->snaps[0].gen = fs->generation;
	w->nsnaps = 1;
	uint32_t ver[KEYS] = {0};
	for (int c = 0; c < commits; c++) {
		random_ops(fs, root, ver, 20 + (int)(t_rand(&s) % 200), &s);
		struct snap *sn = &w->snaps[w->nsnaps++];
		sn->commit_start = jolt_blk_mem_now(w->dev);
		CHECK_EQ(jolt_fs_commit(fs), 0);
		sn->done = jolt_blk_mem_now(w->dev);
		sn->gen = fs->generation;
		memcpy(sn->ver, ver, sizeof(ver));
	}
	random_ops(fs, root, ver, 150, &s);
	/* the node cache wrote some of these back: unreachable from any commit */
	struct jolt_node_stats st;
	jolt_nc_stats(fs->nc, &st);
	CHECK(st.writebacks > 0);
	/* "crash": drop everything without committing */
	jolt_fs_set_error(fs, -EIO, "test: simulated power loss");
	CHECK_EQ(jolt_fs_unmount(fs), -EIO);
}

static int crash_and_check(struct workload *w, uint64_t at, jolt_blk_mem_chooser ch, void *ctx,
			   uint8_t *img)
{
	CHECK_EQ(jolt_blk_mem_crash_image(w->dev, at, ch, ctx, img, w->size), 0);
	struct jolt_blk *d = t_dev("24M", 512, 16);
	CHECK_EQ(jolt_blk_mem_load(d, img, w->size), 0);
	struct jolt_fs_info *fs = t_mount(d, 0);
	int i = 0;
	while (i + 1 < w->nsnaps && w->snaps[i + 1].done <= at)
		i++;
	const struct snap *want = &w->snaps[i];
	if (fs->generation != want->gen) {
		/* only the next commit, whose superblock write had started */
		CHECK(i + 1 < w->nsnaps);
		CHECK_EQ(fs->generation, w->snaps[i + 1].gen);
		CHECK(w->snaps[i + 1].commit_start <= at);
		want = &w->snaps[i + 1];
	}
	compare(t_fs_tree(fs), want->ver);
	t_fsck(fs);
	/* and it goes on working */
	uint32_t ver[KEYS];
	uint64_t s = at;
	memcpy(ver, want->ver, sizeof(ver));
	struct jolt_root *root = t_fs_tree(fs);
	random_ops(fs, root, ver, 30, &s);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(d, 0);
	compare(t_fs_tree(fs), ver);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(d);
	return want == &w->snaps[i] ? 0 : 1;
}

static void crash_points(uint64_t seed, int commits, int random_cuts)
{
	struct workload w;
	run_workload(&w, seed, commits);
	uint8_t *img = malloc(w.size);
	CHECK(img != NULL);
	uint64_t pts[4096];
	size_t np = jolt_blk_mem_flush_points(w.dev, pts, 4096);
	CHECK(np >= (size_t)commits * 2 && np <= 4096);
	struct jolt_blk_mem_random r = { .state = seed * 77 + 1, .apply_pct = 40, .torn_pct = 30 };
	int newer = 0, cuts = 0;
	/* just before each flush point: with everything in flight landing (a
	 * superblock write in flight makes its commit the one found), and
	 * with everything in flight torn */
	struct jolt_blk_mem_random all = { .state = seed, .apply_pct = 100 };
	struct jolt_blk_mem_random torn = { .state = seed, .torn_pct = 100 };
	for (size_t i = 0; i < np; i++) {
		newer += crash_and_check(&w, pts[i], NULL, NULL, img);
		newer += crash_and_check(&w, pts[i], jolt_blk_mem_choose_random, &r, img);
		newer += crash_and_check(&w, pts[i] - 1, jolt_blk_mem_choose_random, &all, img);
		newer += crash_and_check(&w, pts[i] - 1, jolt_blk_mem_choose_random, &torn, img);
		cuts += 4;
	}
	CHECK(newer > 0);
	uint64_t end = jolt_blk_mem_now(w.dev), s = seed;
	for (int i = 0; i < random_cuts; i++) {
		newer += crash_and_check(&w, t_rand(&s) % (end + 1), jolt_blk_mem_choose_random, &r, img);
		cuts++;
	}
	printf("  seed %llu: %d commits, %zu flush points, %d cuts, %d found the next commit "
	       "(its superblock landed)\n", (unsigned long long)seed, commits, np, cuts, newer);
	free(img);
	free(w.snaps);
	jolt_blk_close(w.dev);
}

static void crash_seed1(void)
{
	crash_points(1, 10, 60);
}

static void crash_seed2(void)
{
	crash_points(2, 14, 60);
}

static void crash_seed3(void)
{
	crash_points(3, 6, 120);
}

/* I/O errors in a commit: the filesystem turns read-only, the disk keeps
 * the previous commit. The n-th write of the commit fails, for each n
 * (nodes, the superblock), and the flush. */
static void commit_io_errors(void)
{
	for (int nth = 1; nth < 40; nth += 3) {
		for (int flush = 0; flush < 2; flush++) {
			struct jolt_blk *dev = t_dev("16M", 512, 16);
			t_mkfs(dev, 1024, 512);
			struct jolt_fs_info *fs = t_mount(dev, 0);
			struct jolt_root *root = t_fs_tree(fs);
			uint32_t ver[KEYS] = {0}, before[KEYS];
			uint64_t s = (uint64_t)nth;
			random_ops(fs, root, ver, 200, &s);
			CHECK_EQ(jolt_fs_commit(fs), 0);
			memcpy(before, ver, sizeof(ver));
			uint64_t gen = fs->generation;
			random_ops(fs, root, ver, 100, &s);
			struct jolt_blk_mem_fault f = {
				.nth = flush ? 1 : (uint64_t)nth, .count = 1, .err = -EIO,
				.op_mask = 1u << (flush ? JOLT_BLK_FLUSH : JOLT_BLK_WRITE),
			};
			CHECK_EQ(jolt_blk_mem_set_fault(dev, &f), 0);
			int rc = jolt_fs_commit(fs);
			if (rc == 0) {
				/* the commit had fewer writes than nth */
				CHECK(!flush);
				jolt_fs_unmount(fs);
				jolt_blk_close(dev);
				continue;
			}
			CHECK_EQ(rc, -EIO);
			CHECK(fs->error != 0);
			struct jolt_trans t;
			CHECK_EQ(jolt_trans_begin(fs, 1, 0, &t), -EROFS);
			CHECK_EQ(jolt_fs_commit(fs), -EIO);
			CHECK_EQ(jolt_fs_unmount(fs), -EIO);
			fs = t_mount(dev, 0);
			CHECK_EQ(fs->generation, gen);
			compare(t_fs_tree(fs), before);
			t_fsck(fs);
			CHECK_EQ(jolt_fs_unmount(fs), 0);
			jolt_blk_close(dev);
		}
	}
}

/* Commit g writes copy g % 2; mount takes the newest valid copy, and the
 * older one when the newer is damaged (the older commit is intact: nothing
 * it reaches was reused before the newer commit). */
static void superblock_copies(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 16);
	t_mkfs(dev, 1024, 512);
	uint64_t gen[2];
	CHECK_EQ(jolt_fs_super_generations(dev, gen), 0);
	CHECK_EQ(gen[0], 1);
	CHECK_EQ(gen[1], 1);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	uint32_t ver[KEYS] = {0}, prev[KEYS];
	uint64_t s = 3;
	random_ops(fs, root, ver, 300, &s);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	memcpy(prev, ver, sizeof(ver));
	random_ops(fs, root, ver, 300, &s);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	uint64_t g = fs->generation;
	CHECK_EQ(g, 3);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	CHECK_EQ(jolt_fs_super_generations(dev, gen), 0);
	CHECK_EQ(gen[1], 3);
	CHECK_EQ(gen[0], 2);
	/* damage copy 1 (generation 3): generation 2 comes back whole */
	uint8_t *blk = jolt_blk_alloc(dev, 512);
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_READ, 0, JOLT_FS_SUPER_OFFSET1, blk, 512), 0);
	blk[100] ^= 0x40;
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, JOLT_FS_SUPER_OFFSET1, blk, 512), 0);
	jolt_blk_free(dev, blk);
	fs = t_mount(dev, 0);
	CHECK_EQ(fs->generation, 2);
	compare(t_fs_tree(fs), prev);
	t_fsck(fs);
	/* the next commit is generation 3 again, and rewrites copy 1 */
	random_ops(fs, t_fs_tree(fs), prev, 50, &s);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	CHECK_EQ(fs->generation, 3);
	CHECK_EQ(jolt_fs_commit(fs), 0);        /* nothing changed: no commit */
	CHECK_EQ(fs->generation, 3);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	CHECK_EQ(jolt_fs_super_generations(dev, gen), 0);
	CHECK_EQ(gen[1], 3);
	fs = t_mount(dev, 0);
	compare(t_fs_tree(fs), prev);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* The interval: jolt_fs_commit_if_due commits a transaction older than it. */
static void commit_interval(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 16);
	t_mkfs(dev, 1024, 512);
	struct jolt_fs_mount_opts o;
	struct jolt_fs_info *fs;
	char why[256];
	jolt_fs_mount_opts_default(&o);
	o.commit_interval_ms = 50;
	CHECK_EQ(jolt_fs_mount(dev, &o, &fs, why, sizeof(why)), 0);
	CHECK_EQ(fs->commit_interval_ns, 50000000ull);
	CHECK_EQ(jolt_fs_commit_if_due(fs), 0);         /* nothing running */
	uint32_t ver[KEYS] = {0};
	uint64_t s = 1;
	random_ops(fs, t_fs_tree(fs), ver, 10, &s);
	CHECK_EQ(jolt_fs_commit_if_due(fs), 0);         /* too young */
	uint64_t g = fs->generation;
	struct timespec ts = {0, 60000000};
	nanosleep(&ts, NULL);
	CHECK_EQ(jolt_fs_commit_if_due(fs), 1);
	CHECK_EQ(fs->generation, g + 1);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	/* the default is btrfs's 30 s */
	fs = t_mount(dev, 0);
	jolt_fs_unmount(fs);
	jolt_fs_mount_opts_default(&o);
	CHECK_EQ(jolt_fs_mount(dev, &o, &fs, why, sizeof(why)), 0);
	CHECK_EQ(fs->commit_interval_ns, 30000000000ull);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(crash_seed1), TEST(crash_seed2), TEST(crash_seed3), TEST(commit_io_errors),
		TEST(superblock_copies), TEST(commit_interval),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
