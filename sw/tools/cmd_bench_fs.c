/* jolt bench fs: in-process metadata rates of the filesystem, and the same
 * operations on a kernel filesystem from this one process (syscalls), so
 * that scripts/fs_bench.py can put them side by side in one run.
 *
 * N files over D directories (file i in directory i mod D), five timed
 * phases, each over every file: create (an empty file, opened and
 * closed), stat, setxattr (a 16-byte user xattr), rename (into the next
 * directory under a new name), unlink. After each phase the changes are
 * made durable (jolt_sync; syncfs on a kernel filesystem), timed apart:
 * the rates are of the operations, the sync is its own column. jolt runs
 * with its default 30 s commit interval, as the kernel's btrfs does;
 * --interval never leaves the interval out, so every change of a phase
 * commits in the sync after it (for instruction counts: a commit that
 * fell inside a phase would be counted in the operation it interrupted).
 *
 * Memory: peak RSS (getrusage) is printed beside the node cache's bound
 * and the RSS before mounting, the constant it is measured against. On
 * jolt each phase also reports what its node cache did (misses, node
 * reads and writes, evictions: jolt_fs_counters), which says whether a
 * rate was bound by the CPU or by the cache's bound.
 *
 * --threads N runs the phases at 1..N threads, each count on a fresh
 * filesystem (the kernel's: the same directory, emptied by the unlink
 * phase): the threads start each phase together and the rate is every
 * file over the phase's elapsed time, with the scaling against 1 thread
 * in the same run. On jolt each phase also names its busiest lock
 * (jolt_lock_counters; of those one thread holds at a time): the share of
 * the threads' time it was held and the share spent waiting for any lock,
 * the numbers an Amdahl projection takes (docs/results.md). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#include "bench_work.h"
#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs.h"

static void bench_fs_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench fs [options]\n"
		"Metadata rates for N files over D directories: create, stat, setxattr, rename,\n"
		"unlink (each phase over every file, then a sync timed apart), in one process.\n"
		"On jolt (a RAM or file image made here), or with --posix DIR on a mounted\n"
		"kernel filesystem through syscalls (scripts/fs_bench.py runs both side by side).\n\n"
		"  -n, --files N            files, 100..100M (100000)\n"
		"  -d, --dirs N             directories, 1..100000 (100)\n"
		"      --quick              2000 files over 20 directories (smoke tests)\n"
		"  -o parent=0|1            jolt: mkfs with parent pointers or without (1)\n"
		"      --backend NAME       jolt: mem (default), uring or spdk\n"
		"      --image FILE         uring: the image file (made anew; default\n"
		"                           build/bench-fs.img); spdk: a bdev name from -c\n"
		"                           (formatted)\n"
		"  -c FILE                  SPDK JSON config (spdk backend, docs/spdk.md)\n"
		"      --size SIZE          jolt: image size (default 512M + 4K per file)\n"
		"      --cache SIZE         jolt: node cache bound (64M)\n"
		"      --interval MS|never  jolt: commit interval (30000); never: a phase is\n"
		"                           one transaction, committed by its sync (callgrind\n"
		"                           counts of the operations alone)\n"
		"  -N, --nodesize SIZE      jolt: node size (16K)\n"
		"      --posix DIR          the kernel's filesystem mounted at DIR instead\n"
		"      --label TEXT         name of this configuration in the output\n"
		"      --json FILE          append the results to FILE as one JSON line\n"
		"  -t, --threads N          each phase at 1, 2, .. N threads (a fresh filesystem\n"
		"                           for each count), with the scaling against 1 thread\n"
		"                           and the busiest lock; each thread in directories of\n"
		"                           its own (directory d belongs to thread d mod count;\n"
		"                           renames stay in the thread's directories)\n"
		"      --shared             with --threads: every thread in every directory\n"
		"                           (thread j takes the j-th block of files; renames\n"
		"                           cross into the next directory)\n"
		"  -h, --help               this help\n");
}

/* RSS in KiB now (statm), and the peak (getrusage). */
static uint64_t rss_kib(void)
{
	FILE *f = fopen("/proc/self/statm", "r");
	unsigned long size = 0, res = 0;
	if (f) {
		if (fscanf(f, "%lu %lu", &size, &res) != 2)
			res = 0;
		fclose(f);
	}
	return (uint64_t)res * (uint64_t)sysconf(_SC_PAGESIZE) / 1024;
}

static uint64_t peak_rss_kib(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return (uint64_t)ru.ru_maxrss;
}

/* The command line's settings. */
struct args {
	const char *backend, *image, *posix, *label, *json;
	const char *config;          /* spdk: the JSON config */
	uint64_t files, dirs, size, cache, interval, threads;
	int shared;
	struct jolt_mkfs_opts mk;
};

/* The options into *a: -1 to go on, or the exit status. */
static int parse_args(struct jolt_tool_cmd *cmd, int argc, char **argv, struct args *a)
{
	enum { O_QUICK = 256, O_BACKEND, O_IMAGE, O_SIZE, O_CACHE, O_POSIX, O_LABEL, O_JSON,
	       O_INTERVAL, O_SHARED };
	static const struct option opts[] = {
		{"files", required_argument, 0, 'n'}, {"dirs", required_argument, 0, 'd'},
		{"quick", no_argument, 0, O_QUICK}, {"backend", required_argument, 0, O_BACKEND},
		{"image", required_argument, 0, O_IMAGE}, {"size", required_argument, 0, O_SIZE},
		{"cache", required_argument, 0, O_CACHE}, {"nodesize", required_argument, 0, 'N'},
		{"posix", required_argument, 0, O_POSIX}, {"label", required_argument, 0, O_LABEL},
		{"json", required_argument, 0, O_JSON}, {"interval", required_argument, 0, O_INTERVAL},
		{"threads", required_argument, 0, 't'}, {"shared", no_argument, 0, O_SHARED},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	static const char *const backends[] = { "mem", "uring", "spdk", NULL };
	int c;

	*a = (struct args){.backend = "mem", .image = "build/bench-fs.img", .files = 100000,
			   .dirs = 100, .cache = 64ull << 20};
	jolt_mkfs_opts_default(&a->mk);
	optind = 1;
	while ((c = jolt_tool_getopt(cmd, argc, argv, "n:d:o:N:t:c:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'n': bad = jolt_tool_num(cmd, "--files", optarg, 100, 100000000, &a->files); break;
		case 'd': bad = jolt_tool_num(cmd, "--dirs", optarg, 1, 100000, &a->dirs); break;
		case O_QUICK: a->files = 2000; a->dirs = 20; break;
		case 'o':
			if (!strcmp(optarg, "parent=0") || !strcmp(optarg, "parent=1"))
				a->mk.parent_ptrs = optarg[7] == '1';
			else
				bad = jolt_tool_usage(cmd, "-o: expected parent=0 or parent=1, got '%s'",
						      optarg);
			break;
		case 'N': bad = jolt_tool_pow2(cmd, "--nodesize", optarg, 512, 65536, &a->mk.nodesize); break;
		case O_BACKEND: bad = jolt_tool_choice(cmd, "--backend", optarg, backends, &a->backend); break;
		case O_IMAGE: a->image = optarg; break;
		case 'c': a->config = optarg; break;
		case O_SIZE: bad = jolt_tool_num(cmd, "--size", optarg, 4u << 20, UINT64_MAX, &a->size); break;
		case O_CACHE: bad = jolt_tool_num(cmd, "--cache", optarg, 1u << 20, UINT64_MAX, &a->cache); break;
		case O_POSIX: a->posix = optarg; break;
		case O_LABEL: a->label = optarg; break;
		case O_JSON: a->json = optarg; break;
		case 't': bad = jolt_tool_num(cmd, "--threads", optarg, 1, JOLT_BENCH_MAX_THREADS, &a->threads); break;
		case O_SHARED: a->shared = 1; break;
		case O_INTERVAL:
			if (!strcmp(optarg, "never"))
				a->interval = JOLT_COMMIT_NEVER;
			else
				bad = jolt_tool_num(cmd, "--interval", optarg, 1, 86400000, &a->interval);
			break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd->status >= 0)
		return cmd->status;
	if (jolt_tool_operands(cmd, argc, argv, 0, "no operand"))
		return JOLT_EXIT_ERROR;
	if (a->posix && strlen(a->posix) > 400) {
		jolt_tool_usage(cmd, "--posix: a directory path of at most 400 bytes");
		return JOLT_EXIT_ERROR;
	}
	if (a->shared && !a->threads) {
		jolt_tool_usage(cmd, "--shared goes with --threads N");
		return JOLT_EXIT_ERROR;
	}
	if (a->threads > a->dirs && !a->shared) {
		jolt_tool_usage(cmd, "--threads %" PRIu64 " needs as many directories at least "
				"(--dirs %" PRIu64 "), or --shared", a->threads, a->dirs);
		return JOLT_EXIT_ERROR;
	}
	if (!a->size)
		a->size = (512ull << 20) + a->files * 4096;
	return -1;
}

/* The filesystem the phases run on: the kernel's at --posix, or jolt made
 * and mounted here on d; desc says which. 0, or -1 with the error printed. */
static int target_open(struct jolt_tool_cmd *cmd, const struct args *a, struct bench_fs_target *t,
		       struct jolt_tool_dev *d, struct bench_fs_result *r, char *desc, size_t dlen)
{
	if (a->posix) {
		t->root = a->posix;
		t->rootfd = open(a->posix, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (t->rootfd < 0) {
			fprintf(stderr, "jolt bench fs: %s: %s\n", a->posix, strerror(errno));
			return -1;
		}
		snprintf(desc, dlen, "kernel filesystem at %s", a->posix);
		return 0;
	}
	const char *target = a->image;
	char memsize[32];
	if (!strcmp(a->backend, "mem")) {
		snprintf(memsize, sizeof(memsize), "%" PRIu64, a->size);
		target = memsize;
	} else if (!strcmp(a->backend, "uring")) {
		unlink(a->image);
	}
	if (jolt_tool_dev_open(cmd, a->backend, a->config, target, a->size, JOLT_TOOL_DEV_CREATE, d))
		return -1;
	char why[256] = "";
	int rc = jolt_mkfs(d->dev, &a->mk, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt bench fs: mkfs: %s\n", why);
		jolt_tool_dev_close(cmd, d);
		return -1;
	}
	struct jolt_mount_opts mo;
	jolt_mount_opts_default(&mo);
	mo.cache_bytes = a->cache;
	if (a->interval)
		mo.commit_interval_ms = (uint32_t)a->interval;
	why[0] = '\0';
	rc = jolt_mount(d->dev, &mo, &t->fs, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt bench fs: mount: %s\n", why);
		jolt_tool_dev_close(cmd, d);
		return -1;
	}
	r->cache_bound = a->cache;
	snprintf(desc, dlen, "jolt on %s, parent pointers %s, node %u%s",
		 a->backend, a->mk.parent_ptrs ? "on" : "off", a->mk.nodesize ? a->mk.nodesize : 16384,
		 a->interval == JOLT_COMMIT_NEVER ? ", commits at sync" : "");
	return 0;
}

/* Unmounts (jolt: the image removed unless mem) or closes the directory:
 * 0, or the unmount's error. */
static int target_close(struct jolt_tool_cmd *cmd, const struct args *a, struct bench_fs_target *t,
			struct jolt_tool_dev *d)
{
	int rc = 0;

	if (t->fs) {
		rc = jolt_unmount(t->fs);
		jolt_tool_dev_close(cmd, d);
		if (!strcmp(a->backend, "uring"))
			unlink(a->image);
	} else {
		close(t->rootfd);
	}
	return rc;
}

static void print_results(const struct args *a, const struct bench_fs_result *r, const char *desc)
{
	printf("jolt bench fs: %s: %" PRIu64 " files over %" PRIu64 " directories\n",
	       a->label ? a->label : desc, a->files, a->dirs);
	printf("  %-10s %12s %10s %10s %10s", "op", "ops/s", "us/op", "cpu us/op", "sync s");
	if (r->cache_bound)
		printf(" %10s %10s %10s %10s %8s", "node miss", "reads", "writes", "evicted",
		       "dcache %");
	printf("\n");
	for (int ph = 0; ph < PH_COUNT; ph++) {
		printf("  %-10s %12.0f %10.2f %10.2f %10.3f", jolt_bench_fs_phase_names[ph], r->rate[ph],
		       1e6 / r->rate[ph], 1e6 * r->cpu_s[ph] / (double)a->files, r->sync_s[ph]);
		if (r->cache_bound)
			printf(" %10" PRIu64 " %10" PRIu64 " %10" PRIu64 " %10" PRIu64 " %8.1f",
			       r->misses[ph], r->reads[ph], r->writes[ph], r->evictions[ph],
			       100.0 * (double)r->dhits[ph] /
				       (double)(r->dhits[ph] + r->dmisses[ph] ? r->dhits[ph] + r->dmisses[ph] : 1));
		printf("\n");
	}
	printf("  peak RSS %" PRIu64 " KiB (%" PRIu64 " KiB before mount)", r->rss_peak, r->rss_base);
	if (r->cache_bound)
		printf(", node cache bound %" PRIu64 " KiB (after a phase: node cache up to %" PRIu64
		       " KiB, directory-entry cache up to %" PRIu64 " KiB)", r->cache_bound >> 10,
		       r->cached_max >> 10, r->dcache_max >> 10);
	printf("\n");
}

/* --threads: each phase at 1..N threads, the scaling against 1 and the
 * busiest lock. */
static void print_threads(const struct args *a, const struct bench_fs_result *r, const char *desc)
{
	printf("jolt bench fs: %s: %" PRIu64 " files over %" PRIu64 " directories, 1..%" PRIu64
	       " threads %s\n", a->label ? a->label : desc, a->files, a->dirs, a->threads,
	       a->shared ? "sharing every directory" : "in directories of their own");
	printf("  %-10s %7s %12s %10s %10s %8s", "op", "threads", "ops/s", "x 1 thread", "cpu us/op",
	       "sync s");
	if (!a->posix)
		printf("  %-12s %7s %8s", "busiest lock", "held %", "waited %");
	printf("\n");
	for (int ph = 0; ph < PH_COUNT; ph++)
		for (uint64_t n = 0; n < a->threads; n++) {
			const struct bench_fs_result *x = &r[n];
			printf("  %-10s %7" PRIu64 " %12.0f %10.2f %10.2f %8.3f", jolt_bench_fs_phase_names[ph], n + 1,
			       x->rate[ph], x->rate[ph] / r[0].rate[ph],
			       1e6 * x->cpu_s[ph] / (double)a->files, x->sync_s[ph]);
			if (!a->posix)
				printf("  %-12s %7.1f %8.1f", jolt_lock_class_name((unsigned)x->busiest[ph]),
				       x->held_pct[ph], x->wait_pct[ph]);
			printf("\n");
		}
}

/* The results appended to path as one JSON line (threads: of that run,
 * 0 without --threads): 0, or -1 with the error printed. */
static int write_json(const char *path, const struct args *a, const struct bench_fs_result *r,
		      const char *desc, uint64_t threads, const struct bench_fs_result *one)
{
	FILE *f = fopen(path, "a");
	if (!f) {
		fprintf(stderr, "jolt bench fs: %s: %s\n", path, strerror(errno));
		return -1;
	}
	fprintf(f, "{\"label\": \"%s\", \"what\": \"%s\", \"files\": %" PRIu64 ", \"dirs\": %"
		PRIu64, a->label ? a->label : "", desc, a->files, a->dirs);
	if (threads) {
		fprintf(f, ", \"threads\": %" PRIu64 ", \"shared\": %d", threads, a->shared);
		for (int ph = 0; ph < PH_COUNT; ph++) {
			fprintf(f, ", \"%s_scaling\": %.3f", jolt_bench_fs_phase_names[ph],
				r->rate[ph] / one->rate[ph]);
			if (!a->posix)
				fprintf(f, ", \"%s_lock\": \"%s\", \"%s_held_pct\": %.2f, "
					"\"%s_wait_pct\": %.2f", jolt_bench_fs_phase_names[ph],
					jolt_lock_class_name((unsigned)r->busiest[ph]), jolt_bench_fs_phase_names[ph],
					r->held_pct[ph], jolt_bench_fs_phase_names[ph], r->wait_pct[ph]);
		}
	}
	for (int ph = 0; ph < PH_COUNT; ph++)
		fprintf(f, ", \"%s\": %.1f, \"%s_cpu_s\": %.4f, \"%s_sync_s\": %.4f, \"%s_node_misses\": %" PRIu64
			", \"%s_node_reads\": %" PRIu64 ", \"%s_node_writes\": %" PRIu64
			", \"%s_node_evictions\": %" PRIu64
			", \"%s_dcache_hits\": %" PRIu64 ", \"%s_dcache_misses\": %" PRIu64, jolt_bench_fs_phase_names[ph],
			r->rate[ph], jolt_bench_fs_phase_names[ph], r->cpu_s[ph], jolt_bench_fs_phase_names[ph], r->sync_s[ph],
			jolt_bench_fs_phase_names[ph], r->misses[ph],
			jolt_bench_fs_phase_names[ph], r->reads[ph], jolt_bench_fs_phase_names[ph], r->writes[ph],
			jolt_bench_fs_phase_names[ph], r->evictions[ph],
			jolt_bench_fs_phase_names[ph], r->dhits[ph], jolt_bench_fs_phase_names[ph], r->dmisses[ph]);
	fprintf(f, ", \"rss_peak_kib\": %" PRIu64 ", \"rss_base_kib\": %" PRIu64
		", \"cache_bound\": %" PRIu64 ", \"node_cached_max\": %" PRIu64
		", \"dcache_bytes_max\": %" PRIu64 "}\n", r->rss_peak, r->rss_base, r->cache_bound,
		r->cached_max, r->dcache_max);
	fclose(f);
	return 0;
}

/* --threads N: the phases at 1..N threads, each on a fresh filesystem. */
static int bench_threads(struct jolt_tool_cmd *cmd, const struct args *a)
{
	struct bench_fs_result r[JOLT_BENCH_MAX_THREADS];
	char desc[160];

	memset(r, 0, sizeof(r));
	for (uint64_t n = 1; n <= a->threads; n++) {
		struct bench_fs_target t = { .rootfd = -1 };
		struct jolt_tool_dev d = {0};
		struct bench_fs_layout l = { a->files, a->dirs, (unsigned)n, a->shared };
		r[n - 1].rss_base = rss_kib();
		if (target_open(cmd, a, &t, &d, &r[n - 1], desc, sizeof(desc)))
			return JOLT_EXIT_ERROR;
		int rc = jolt_bench_fs_phases(&t, &l, &r[n - 1]);
		int u = target_close(cmd, a, &t, &d);
		if (rc || u)
			return JOLT_EXIT_ERROR;
		r[n - 1].rss_peak = peak_rss_kib();
	}
	print_threads(a, r, desc);
	for (uint64_t n = 1; a->json && n <= a->threads; n++)
		if (write_json(a->json, a, &r[n - 1], desc, n, &r[0]))
			return JOLT_EXIT_ERROR;
	return JOLT_EXIT_OK;
}

int cmd_bench_fs(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "bench fs", .help = bench_fs_help };
	struct args a;
	struct bench_fs_result r;
	struct bench_fs_target t = { .rootfd = -1 };
	struct jolt_tool_dev d = {0};
	char desc[160];
	int rc = parse_args(&cmd, argc, argv, &a);

	if (rc >= 0)
		return rc;
	if (a.threads)
		return bench_threads(&cmd, &a);
	memset(&r, 0, sizeof(r));
	r.rss_base = rss_kib();
	if (target_open(&cmd, &a, &t, &d, &r, desc, sizeof(desc)))
		return JOLT_EXIT_ERROR;
	struct bench_fs_layout l = { a.files, a.dirs, 1, 0 };
	rc = jolt_bench_fs_phases(&t, &l, &r);
	int u = target_close(&cmd, &a, &t, &d);
	rc = rc ? rc : u;
	r.rss_peak = peak_rss_kib();
	if (rc)
		return JOLT_EXIT_ERROR;
	print_results(&a, &r, desc);
	if (a.json && write_json(a.json, &a, &r, desc, 0, NULL))
		return JOLT_EXIT_ERROR;
	return JOLT_EXIT_OK;
}
