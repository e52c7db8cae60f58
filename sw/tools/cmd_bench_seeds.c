/* jolt bench seeds: each seed document's workload (/work/shared/seeds,
 * docs/results.md) run in-process on a jolt filesystem with its switch off
 * and on, side by side in one invocation, and the ratio:
 *
 *   000 rename_log full|oldname: N renames of files in a directory that was
 *       logged (fsynced) earlier in the transaction (btrfs's zypper case);
 *   001 relog insert|inplace: 8 writers, 4 KiB random writes into their own
 *       file, an fsync every 4 writes;
 *   002 whiteouts off|on: 16 writers creating files with a 64 KiB xattr,
 *       each fsynced;
 *   003 parent pointers off|intent|shortform: create then unlink of empty
 *       files, each fsynced.
 *
 * Each configuration gets a fresh image (mkfs), the same seeded operations,
 * and reports time, operations per second, and what went through the
 * journal (jolt_fsync_counters): payload bytes logged, journal record
 * bytes, forces and flushes, relogs and whiteouts in the engine. Runs are
 * alternated off/on `--repeat` times and the best of each is kept. */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/engine.h"
#include "jolt/fs.h"

static void bench_seeds_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench seeds [options]\n"
		"The seeds' workloads on jolt with each one's switch off and on, side by side\n"
		"(docs/results.md, section \"jolt bench seeds\").\n\n"
		"      --quick              small counts (smoke tests)\n"
		"  -s, --seed LIST          which: 000,001,002,003 (all)\n"
		"  -n, --files N            seed 000: renames (10000; quick 500)\n"
		"      --creates N          seed 003: files created and unlinked (100000; quick 2000)\n"
		"      --engine NAME        journal engine: soft (default) or sim\n"
		"      --backend NAME       mem or uring (default: uring on --image)\n"
		"      --image FILE         uring image file, made anew (build/bench-seeds.img)\n"
		"  -r, --repeat N           alternate off/on N times, keep the best (1)\n"
		"  -h, --help               this help\n");
}

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

struct cfg {
	const char *backend, *image, *engine;
	uint64_t size;
};

struct res {
	double secs;
	uint64_t ops;
	struct jolt_fsync_counters c;
	uint64_t cycles;
	int err;
};

static int fresh(const struct cfg *g, int pptrs, struct jolt_blk **dev)
{
	struct jolt_blk_opts o;
	char why[256];
	jolt_blk_opts_default(&o);
	o.size = g->size;
	o.queue_depth = 64;
	int rc;
	if (!strcmp(g->backend, "uring")) {
		unlink(g->image);
		rc = jolt_blk_open("uring", g->image, &o, dev, why, sizeof(why));
	} else {
		rc = jolt_blk_open("mem", "", &o, dev, why, sizeof(why));
	}
	if (rc) {
		fprintf(stderr, "jolt bench seeds: %s: %s\n", g->backend, why);
		return rc;
	}
	struct jolt_mkfs_opts mk;
	jolt_mkfs_opts_default(&mk);
	mk.parent_ptrs = (uint32_t)pptrs;
	mk.journal_bytes = 128 << 20;
	rc = jolt_mkfs(*dev, &mk, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt bench seeds: mkfs: %s\n", why);
		jolt_blk_close(*dev);
	}
	return rc;
}

static int mount(const struct cfg *g, struct jolt_blk *dev, struct jolt_mount_opts *mo,
		 struct jolt_fs **fs)
{
	char why[256];
	mo->engine = g->engine;
	mo->commit_interval_ms = 30000;
	int rc = jolt_mount(dev, mo, fs, why, sizeof(why));
	if (rc)
		fprintf(stderr, "jolt bench seeds: mount: %s\n", why);
	return rc;
}

static void finish(struct jolt_fs *fs, struct jolt_blk *dev, struct res *r, double t0)
{
	r->secs = now_s() - t0;
	jolt_fsync_counters(fs, &r->c);
	int rc = jolt_unmount(fs);
	if (rc && !r->err)
		r->err = rc;
	jolt_blk_close(dev);
}

/* ---- 000: renames in a directory logged earlier ---- */

static void seed000(const struct cfg *g, uint32_t rename_log, uint64_t n, struct res *r)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs;
	struct jolt_mount_opts mo;
	char p[64], q[80];
	memset(r, 0, sizeof(*r));
	if ((r->err = fresh(g, 1, &dev)))
		return;
	jolt_mount_opts_default(&mo);
	mo.rename_log = rename_log;
	if ((r->err = mount(g, dev, &mo, &fs))) {
		jolt_blk_close(dev);
		return;
	}
	jolt_mkdir(fs, "/testdir", 0755);
	for (uint64_t i = 1; i <= n + 1 && !r->err; i++) {
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/testdir/file_%" PRIu64, i);
		r->err = jolt_create(fs, p, 0644, &f);
		if (!r->err)
			r->err = jolt_close(f);
		if (i == n && !r->err)
			r->err = jolt_sync(fs);   /* the script's sync; file n+1 comes after */
	}
	uint64_t dir;
	if (!r->err)
		r->err = jolt_path_ino(fs, "/testdir", 1, &dir);
	if (!r->err)
		r->err = jolt_ll_fsync(fs, dir, 0);
	struct jolt_fsync_counters before;
	jolt_fsync_counters(fs, &before);
	double t0 = now_s();
	for (uint64_t i = 1; i <= n && !r->err; i++) {
		snprintf(p, sizeof(p), "/testdir/file_%" PRIu64, i);
		snprintf(q, sizeof(q), "/testdir/file_%" PRIu64 "-RPMDELETE", i);
		r->err = jolt_rename(fs, p, q, 0);
	}
	r->ops = n;
	finish(fs, dev, r, t0);
	r->c.bytes_logged -= before.bytes_logged;
	r->c.journal_bytes -= before.journal_bytes;
	r->c.log_txs -= before.log_txs;
	r->c.full_commits -= before.full_commits;
}

/* ---- 001 and 002: writers with fsync ---- */

struct wjob {
	struct jolt_fs *fs;
	int id, seed;
	uint64_t ops;
	int err;
};

static void *writer001(void *arg)
{
	struct wjob *j = arg;
	struct jolt_file *f;
	char p[64];
	uint8_t buf[4096];
	uint64_t s = (uint64_t)j->id * 7919 + 1;
	snprintf(p, sizeof(p), "/w%d", j->id);
	j->err = jolt_create(j->fs, p, 0644, &f);
	if (j->err)
		return NULL;
	/* a 16 MiB file, written once, then random 4 KiB writes */
	memset(buf, j->id, sizeof(buf));
	for (int i = 0; i < 4096 && !j->err; i++)
		if (jolt_pwrite(f, buf, sizeof(buf), (uint64_t)i * 4096) != 4096)
			j->err = -EIO;
	if (!j->err)
		j->err = jolt_fsync(f, 0);
	for (uint64_t i = 0; i < j->ops && !j->err; i++) {
		s = s * 6364136223846793005ull + 1442695040888963407ull;
		buf[0] = (uint8_t)i;
		if (jolt_pwrite(f, buf, sizeof(buf), (s >> 33) % 4096 * 4096) != 4096)
			j->err = -EIO;
		if ((i + 1) % 4 == 0 && !j->err)
			j->err = jolt_fsync(f, 0);
	}
	int rc = jolt_close(f);
	if (!j->err)
		j->err = rc;
	return NULL;
}

static void *creator002(void *arg)
{
	struct wjob *j = arg;
	static uint8_t val[65536];
	char p[64];
	for (uint64_t i = 0; i < j->ops && !j->err; i++) {
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, j->id, i);
		j->err = jolt_create(j->fs, p, 0644, &f);
		if (!j->err)
			j->err = jolt_setxattr(j->fs, p, "user.big", val, sizeof(val), 0);
		if (!j->err)
			j->err = jolt_fsync(f, 0);
		int rc = jolt_close(f);
		if (!j->err)
			j->err = rc;
	}
	return NULL;
}

static void writers(const struct cfg *g, struct jolt_mount_opts *mo, int pptrs, int nthreads,
		    uint64_t ops, void *(*fn)(void *), struct res *r)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs;
	struct wjob jobs[16];
	pthread_t th[16];
	memset(r, 0, sizeof(*r));
	if ((r->err = fresh(g, pptrs, &dev)))
		return;
	if ((r->err = mount(g, dev, mo, &fs))) {
		jolt_blk_close(dev);
		return;
	}
	for (int i = 0; i < nthreads; i++) {
		char d[32];
		snprintf(d, sizeof(d), "/d%d", i);
		jolt_mkdir(fs, d, 0755);
	}
	jolt_sync(fs);
	double t0 = now_s();
	for (int i = 0; i < nthreads; i++) {
		jobs[i] = (struct wjob){.fs = fs, .id = i, .ops = ops};
		pthread_create(&th[i], NULL, fn, &jobs[i]);
	}
	for (int i = 0; i < nthreads; i++) {
		pthread_join(th[i], NULL);
		if (jobs[i].err && !r->err)
			r->err = jobs[i].err;
	}
	r->ops = ops * (uint64_t)nthreads;
	finish(fs, dev, r, t0);
}

/* ---- 003: create and unlink with parent pointers ---- */

static void seed003(const struct cfg *g, int pptrs, uint32_t pptr_log, uint64_t n, struct res *r,
		    struct res *unl)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs;
	struct jolt_mount_opts mo;
	char p[64];
	memset(r, 0, sizeof(*r));
	memset(unl, 0, sizeof(*unl));
	if ((r->err = fresh(g, pptrs, &dev)))
		return;
	jolt_mount_opts_default(&mo);
	mo.pptr_log = pptr_log;
	if ((r->err = mount(g, dev, &mo, &fs))) {
		jolt_blk_close(dev);
		return;
	}
	for (int d = 0; d < 16; d++) {
		snprintf(p, sizeof(p), "/d%d", d);
		jolt_mkdir(fs, p, 0755);
	}
	jolt_sync(fs);
	double t0 = now_s();
	for (uint64_t i = 0; i < n && !r->err; i++) {
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, (int)(i % 16), i);
		r->err = jolt_create(fs, p, 0644, &f);
		if (!r->err)
			r->err = jolt_fsync(f, 0);
		int rc = jolt_close(f);
		if (!r->err)
			r->err = rc;
	}
	r->secs = now_s() - t0;
	r->ops = n;
	jolt_fsync_counters(fs, &r->c);
	t0 = now_s();
	for (uint64_t i = 0; i < n && !r->err; i++) {
		uint64_t dir;
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, (int)(i % 16), i);
		r->err = jolt_unlink(fs, p);
		snprintf(p, sizeof(p), "/d%d", (int)(i % 16));
		if (!r->err && !(r->err = jolt_path_ino(fs, p, 1, &dir)))
			r->err = jolt_ll_fsync(fs, dir, 0);
	}
	unl->ops = n;
	finish(fs, dev, unl, t0);
	unl->err = r->err;
}

/* ---- output ---- */

static void row(const char *seed, const char *setting, const struct res *r)
{
	if (r->err) {
		printf("| %s | %s | failed: %s | | | | | |\n", seed, setting, strerror(-r->err));
		return;
	}
	printf("| %s | %s | %.3f | %.0f | %.1f | %.1f | %" PRIu64 " / %" PRIu64 " | %" PRIu64
	       " / %" PRIu64 " |\n", seed, setting, r->secs, (double)r->ops / r->secs,
	       (double)r->c.bytes_logged / 1048576.0, (double)r->c.journal_bytes / 1048576.0,
	       r->c.forces, r->c.flushes, r->c.engine_relogs, r->c.engine_whiteouts);
}

static void keep_best(struct res *best, const struct res *r, int first)
{
	if (first || (!r->err && r->secs < best->secs))
		*best = *r;
}

int cmd_bench_seeds(int argc, char **argv)
{
	enum { O_QUICK = 256, O_ENGINE, O_BACKEND, O_IMAGE, O_CREATES };
	static const struct option opts[] = {
		{"quick", no_argument, 0, O_QUICK}, {"seed", required_argument, 0, 's'},
		{"files", required_argument, 0, 'n'}, {"creates", required_argument, 0, O_CREATES},
		{"engine", required_argument, 0, O_ENGINE}, {"backend", required_argument, 0, O_BACKEND},
		{"image", required_argument, 0, O_IMAGE}, {"repeat", required_argument, 0, 'r'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	static const char *const backends[] = {"mem", "uring", NULL};
	struct jolt_tool_cmd cmd = { .name = "bench seeds", .help = bench_seeds_help };
	struct cfg g = {.backend = "uring", .image = "build/bench-seeds.img", .engine = "soft",
			.size = 2ull << 30};
	const char *which = "000,001,002,003";
	uint64_t files = 0, creates = 0;
	uint32_t repeat = 1;
	int quick = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "s:n:r:h", opts)) != -1) {
		int bad = 0;
		switch (c) {
		case O_QUICK: quick = 1; break;
		case 's': which = optarg; break;
		case 'n': bad = jolt_tool_num(&cmd, "--files", optarg, 1, 1000000, &files); break;
		case O_CREATES: bad = jolt_tool_num(&cmd, "--creates", optarg, 1, 10000000, &creates); break;
		case O_ENGINE: bad = jolt_tool_choice(&cmd, "--engine", optarg, jolt_tool_engines, &g.engine); break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, backends, &g.backend); break;
		case O_IMAGE: g.image = optarg; break;
		case 'r': bad = jolt_tool_num32(&cmd, "--repeat", optarg, 1, 100, &repeat); break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operands"))
		return JOLT_EXIT_ERROR;
	if (!files)
		files = quick ? 500 : 10000;
	if (!creates)
		creates = quick ? 2000 : 100000;
	if (!strcmp(g.backend, "mem"))
		g.size = quick ? 512ull << 20 : 2ull << 30;
	uint64_t w001 = quick ? 200 : 2000, c002 = quick ? 8 : 64;
	int fails = 0;

	printf("jolt bench seeds: backend %s, engine %s%s\n\n", g.backend, g.engine,
	       quick ? ", quick" : "");
	printf("| seed | setting | seconds | ops/s | logged MiB | journal MiB | forces / flushes "
	       "| engine relogs / whiteouts |\n|---|---|---|---|---|---|---|---|\n");
	if (strstr(which, "000")) {
		struct res best[2], r;
		for (uint32_t k = 0; k < repeat; k++)
			for (int on = 0; on < 2; on++) {
				seed000(&g, on ? JOLT_RENAME_LOG_OLDNAME : JOLT_RENAME_LOG_FULL, files, &r);
				keep_best(&best[on], &r, k == 0);
			}
		char s[64];
		snprintf(s, sizeof(s), "000 (%" PRIu64 " renames)", files);
		row(s, "rename_log=full", &best[0]);
		row(s, "rename_log=oldname", &best[1]);
		if (!best[0].err && !best[1].err)
			printf("| 000 | speedup | **%.2fx** | | | | | |\n", best[0].secs / best[1].secs);
		fails += best[0].err != 0 || best[1].err != 0;
	}
	if (strstr(which, "001")) {
		struct res best[2], r;
		for (uint32_t k = 0; k < repeat; k++)
			for (int on = 0; on < 2; on++) {
				struct jolt_mount_opts mo;
				jolt_mount_opts_default(&mo);
				mo.relog = on ? JOLT_RELOG_INPLACE : JOLT_RELOG_INSERT;
				writers(&g, &mo, 1, 8, w001, writer001, &r);
				keep_best(&best[on], &r, k == 0);
			}
		char s[64];
		snprintf(s, sizeof(s), "001 (8 x %" PRIu64 " writes)", w001);
		row(s, "relog=insert", &best[0]);
		row(s, "relog=inplace", &best[1]);
		if (!best[0].err && !best[1].err)
			printf("| 001 | throughput on/off | **%.3fx** | | bytes on/off %.3f | | | |\n",
			       best[0].secs / best[1].secs,
			       (double)best[1].c.journal_bytes / (double)best[0].c.journal_bytes);
		fails += best[0].err != 0 || best[1].err != 0;
	}
	if (strstr(which, "002")) {
		struct res best[2], r;
		for (uint32_t k = 0; k < repeat; k++)
			for (int on = 0; on < 2; on++) {
				struct jolt_mount_opts mo;
				jolt_mount_opts_default(&mo);
				mo.whiteouts = on ? JOLT_WHITEOUTS_ON : JOLT_WHITEOUTS_OFF;
				writers(&g, &mo, 1, 16, c002, creator002, &r);
				keep_best(&best[on], &r, k == 0);
			}
		char s[64];
		snprintf(s, sizeof(s), "002 (16 x %" PRIu64 " creates)", c002);
		row(s, "whiteouts=off", &best[0]);
		row(s, "whiteouts=on", &best[1]);
		if (!best[0].err && !best[1].err)
			printf("| 002 | creates/s on/off | **%.3fx** | | bytes on/off %.3f | | | |\n",
			       best[0].secs / best[1].secs,
			       (double)best[1].c.journal_bytes / (double)best[0].c.journal_bytes);
		fails += best[0].err != 0 || best[1].err != 0;
	}
	if (strstr(which, "003")) {
		static const char *const names[3] = {"pptr off (mkfs)", "pptr_log=intent",
						      "pptr_log=shortform"};
		struct res bc[3], bu[3], r, u;
		for (uint32_t k = 0; k < repeat; k++)
			for (int m = 0; m < 3; m++) {
				seed003(&g, m != 0, m == 1 ? JOLT_PPTR_LOG_INTENT : JOLT_PPTR_LOG_SHORTFORM,
					creates, &r, &u);
				keep_best(&bc[m], &r, k == 0);
				keep_best(&bu[m], &u, k == 0);
			}
		char s[64], t[64];
		snprintf(s, sizeof(s), "003 create (%" PRIu64 ")", creates);
		snprintf(t, sizeof(t), "003 unlink (%" PRIu64 ")", creates);
		for (int m = 0; m < 3; m++)
			row(s, names[m], &bc[m]);
		for (int m = 0; m < 3; m++)
			row(t, names[m], &bu[m]);
		if (!bc[0].err && !bc[1].err && !bc[2].err && !bu[0].err && !bu[1].err && !bu[2].err)
			printf("| 003 | overhead vs off: intent / shortform | create %+.1f%% / %+.1f%% | "
			       "unlink %+.1f%% / %+.1f%% | | | | |\n",
			       100.0 * (bc[1].secs / bc[0].secs - 1), 100.0 * (bc[2].secs / bc[0].secs - 1),
			       100.0 * (bu[1].secs / bu[0].secs - 1), 100.0 * (bu[2].secs / bu[0].secs - 1));
		for (int m = 0; m < 3; m++)
			fails += bc[m].err != 0 || bu[m].err != 0;
	}
	if (!strcmp(g.backend, "uring"))
		unlink(g.image);
	return fails ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
