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
		"      --backend NAME       jolt: mem (default) or uring\n"
		"      --image FILE         uring: the image file (made anew; default\n"
		"                           build/bench-fs.img)\n"
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

enum { PH_CREATE, PH_STAT, PH_SETXATTR, PH_RENAME, PH_UNLINK, PH_COUNT };
static const char *const phase_names[PH_COUNT] = {
	"create", "stat", "setxattr", "rename", "unlink",
};

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

static double cpu_time_s(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}

static uint64_t peak_rss_kib(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return (uint64_t)ru.ru_maxrss;
}

struct target {
	struct jolt_fs *fs;          /* jolt, or NULL: posix under root */
	const char *root;
	int rootfd;
};

/* n in `width` decimal digits (more if it needs them) at p; returns the end. */
static char *put_dec(char *p, uint64_t n, int width)
{
	char tmp[24];
	int k = 0;
	do {
		tmp[k++] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	while (k < width)
		tmp[k++] = '0';
	while (k)
		*p++ = tmp[--k];
	return p;
}

/* Which files a thread takes and where renames go. */
struct layout {
	uint64_t files, dirs;
	unsigned threads;            /* of this run */
	int shared;                  /* every thread in every directory */
};

/* The directory of file i: i mod dirs; once renamed, the next directory
 * (separate threads: the next of the same thread's, d + threads, or its
 * first). */
static uint64_t dir_of(const struct layout *l, uint64_t i, int renamed)
{
	uint64_t d = i % l->dirs;
	if (!renamed)
		return d;
	if (l->shared || l->threads <= 1)
		return (d + 1) % l->dirs;
	return d + l->threads < l->dirs ? d + l->threads : d % l->threads;
}

/* "ROOT/dDDDDD/fNNNNNNNN" (or rNNNNNNNN once renamed). Written by hand, not
 * with snprintf: formatting is the harness's cost, not the filesystem's, and
 * snprintf's was a tenth of a jolt operation's instructions. */
static void path_of(char *p, size_t len, const struct target *t, const struct layout *l,
		    uint64_t i, int renamed)
{
	uint64_t d = dir_of(l, i, renamed);
	const char *root = t->fs ? "" : t->root;
	size_t rl = strlen(root);
	if (rl + 40 > len) {
		p[0] = 0;
		return;
	}
	memcpy(p, root, rl);
	p += rl;
	*p++ = '/';
	*p++ = 'd';
	p = put_dec(p, d, 5);
	*p++ = '/';
	*p++ = renamed ? 'r' : 'f';
	p = put_dec(p, i, 8);
	*p = 0;
}

static int op(const struct target *t, int ph, const struct layout *l, uint64_t i)
{
	char p[512], q[512];
	static const char val[16] = "0123456789abcdef";

	path_of(p, sizeof(p), t, l, i, ph == PH_UNLINK);
	if (t->fs) {
		struct jolt_file *f;
		struct jolt_stat st;
		int rc;
		switch (ph) {
		case PH_CREATE:
			rc = jolt_open(t->fs, p, JOLT_O_CREAT | JOLT_O_EXCL | JOLT_O_WRONLY, 0644, &f);
			return rc ? rc : jolt_close(f);
		case PH_STAT:
			return jolt_stat(t->fs, p, &st);
		case PH_SETXATTR:
			return jolt_setxattr(t->fs, p, "user.bench", val, sizeof(val), 0);
		case PH_RENAME:
			path_of(q, sizeof(q), t, l, i, 1);
			return jolt_rename(t->fs, p, q, 0);
		case PH_UNLINK:
			return jolt_unlink(t->fs, p);
		}
		return -EINVAL;
	}
	struct stat st;
	int fd;
	switch (ph) {
	case PH_CREATE:
		fd = open(p, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0644);
		if (fd < 0)
			return -errno;
		return close(fd) ? -errno : 0;
	case PH_STAT:
		return stat(p, &st) ? -errno : 0;
	case PH_SETXATTR:
		return setxattr(p, "user.bench", val, sizeof(val), 0) ? -errno : 0;
	case PH_RENAME:
		path_of(q, sizeof(q), t, l, i, 1);
		return rename(p, q) ? -errno : 0;
	case PH_UNLINK:
		return unlink(p) ? -errno : 0;
	}
	return -EINVAL;
}

static int tsync(const struct target *t)
{
	if (t->fs)
		return jolt_sync(t->fs);
	return syncfs(t->rootfd) ? -errno : 0;
}

struct result {
	double rate[PH_COUNT], sync_s[PH_COUNT], cpu_s[PH_COUNT];
	/* jolt: the lock held longest in each phase, its share of the threads'
	 * time held, and every lock's waits as a share of it */
	int busiest[PH_COUNT];
	double held_pct[PH_COUNT], wait_pct[PH_COUNT];
	/* node cache per phase (jolt): misses, reads, writes, evictions */
	uint64_t misses[PH_COUNT], reads[PH_COUNT], writes[PH_COUNT], evictions[PH_COUNT];
	uint64_t dhits[PH_COUNT], dmisses[PH_COUNT];     /* directory-entry cache */
	uint64_t rss_base, rss_peak, cache_bound;
	uint64_t dcache_max, cached_max;  /* largest dcache and node cache after a phase */
};

/* One thread's share of a phase. */
struct worker {
	const struct target *t;
	const struct layout *l;
	int ph;
	unsigned id;
	pthread_barrier_t *start;
	int rc;
	uint64_t failed;             /* the file whose operation failed */
};

static int run_share(const struct target *t, const struct layout *l, int ph, unsigned id,
		     uint64_t *failed)
{
	uint64_t lo = 0, hi = l->files;
	if (l->shared && l->threads > 1) {
		lo = l->files * id / l->threads;
		hi = l->files * (id + 1) / l->threads;
	}
	for (uint64_t i = lo; i < hi; i++) {
		if (!l->shared && l->threads > 1 && i % l->dirs % l->threads != id)
			continue;
		int rc = op(t, ph, l, i);
		if (rc) {
			*failed = i;
			return rc;
		}
	}
	return 0;
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	pthread_barrier_wait(w->start);
	w->rc = run_share(w->t, w->l, w->ph, w->id, &w->failed);
	return NULL;
}

enum { MAX_THREADS = 64 };

/* A phase on l->threads threads (1: this one): 0, or the first error
 * (printed). */
static int run_phase(const struct target *t, const struct layout *l, int ph)
{
	uint64_t failed = 0;
	int rc = 0;

	if (l->threads <= 1) {
		rc = run_share(t, l, ph, 0, &failed);
	} else {
		pthread_t th[MAX_THREADS];
		struct worker w[MAX_THREADS];
		pthread_barrier_t start;
		pthread_barrier_init(&start, NULL, l->threads);
		for (unsigned n = 0; n < l->threads; n++) {
			w[n] = (struct worker){ .t = t, .l = l, .ph = ph, .id = n, .start = &start };
			if (pthread_create(&th[n], NULL, worker_main, &w[n])) {
				/* the others wait at the barrier for good */
				fprintf(stderr, "jolt bench fs: cannot start thread %u\n", n);
				exit(JOLT_EXIT_ERROR);
			}
		}
		for (unsigned i = 0; i < l->threads; i++) {
			pthread_join(th[i], NULL);
			if (w[i].rc && !rc) {
				rc = w[i].rc;
				failed = w[i].failed;
			}
		}
		pthread_barrier_destroy(&start);
	}
	if (rc)
		fprintf(stderr, "jolt bench fs: %s of file %" PRIu64 ": %s%s%s\n", phase_names[ph],
			failed, strerror(-rc), t->fs && *jolt_errmsg(t->fs) ? ": " : "",
			t->fs ? jolt_errmsg(t->fs) : "");
	return rc;
}

/* The busiest lock of a phase from the counters before and after it: the
 * one held longest of those that one thread holds at a time (the tree
 * lock shared keeps no reader from another), its hold time the phase's
 * serialized part. */
static void lock_shares(const struct jolt_lock_counters *a, const struct jolt_lock_counters *b,
			unsigned threads, double wall_s, int *busiest, double *held, double *waited)
{
	double span = wall_s * 1e9 * threads, wait = 0, best = -1;
	for (unsigned c = 0; c < JOLT_LOCK_CLASSES; c++) {
		double h = (double)(b->cls[c].hold_ns - a->cls[c].hold_ns);
		wait += (double)(b->cls[c].wait_ns - a->cls[c].wait_ns);
		if (c != JOLT_LOCK_TREE_SHARED && h > best) {
			best = h;
			*busiest = (int)c;
		}
	}
	*held = span > 0 ? 100.0 * best / span : 0;
	*waited = span > 0 ? 100.0 * wait / span : 0;
}

static int run_phases(const struct target *t, const struct layout *l, struct result *r)
{
	uint64_t files = l->files, dirs = l->dirs;
	char p[512];
	for (uint64_t d = 0; d < dirs; d++) {
		snprintf(p, sizeof(p), "%s/d%05" PRIu64, t->fs ? "" : t->root, d);
		int rc = t->fs ? jolt_mkdir(t->fs, p, 0755) : mkdir(p, 0755) ? -errno : 0;
		if (rc) {
			fprintf(stderr, "jolt bench fs: mkdir %s: %s\n", p, strerror(-rc));
			return rc;
		}
	}
	int rc = tsync(t);
	for (int ph = 0; !rc && ph < PH_COUNT; ph++) {
		struct jolt_fs_counters c0, c1;
		struct jolt_lock_counters k0, k1;
		if (t->fs) {
			jolt_fs_counters(t->fs, &c0);
			jolt_lock_counters(t->fs, &k0);
		}
		double t0 = jolt_tool_now_s(), c0s = cpu_time_s();
		rc = run_phase(t, l, ph);
		if (rc)
			return rc;
		double t1 = jolt_tool_now_s();
		r->cpu_s[ph] = cpu_time_s() - c0s;
		if (t->fs) {
			jolt_lock_counters(t->fs, &k1);
			lock_shares(&k0, &k1, l->threads, t1 - t0, &r->busiest[ph], &r->held_pct[ph],
				    &r->wait_pct[ph]);
		}
		rc = tsync(t);
		r->rate[ph] = (double)files / (t1 - t0);
		r->sync_s[ph] = jolt_tool_now_s() - t1;
		if (t->fs) {
			jolt_fs_counters(t->fs, &c1);
			r->misses[ph] = c1.node_misses - c0.node_misses;
			r->reads[ph] = c1.node_reads - c0.node_reads;
			r->writes[ph] = c1.node_writes - c0.node_writes;
			r->evictions[ph] = c1.node_evictions - c0.node_evictions;
			r->dhits[ph] = c1.dcache_hits - c0.dcache_hits;
			r->dmisses[ph] = c1.dcache_misses - c0.dcache_misses;
			if (c1.dcache_bytes > r->dcache_max)
				r->dcache_max = c1.dcache_bytes;
			if (c1.cached_bytes > r->cached_max)
				r->cached_max = c1.cached_bytes;
		}
		if (rc)
			fprintf(stderr, "jolt bench fs: sync after %s: %s\n", phase_names[ph],
				strerror(-rc));
	}
	for (uint64_t d = 0; !rc && d < dirs; d++) {
		snprintf(p, sizeof(p), "%s/d%05" PRIu64, t->fs ? "" : t->root, d);
		rc = t->fs ? jolt_rmdir(t->fs, p) : rmdir(p) ? -errno : 0;
	}
	return rc;
}

/* The command line's settings. */
struct args {
	const char *backend, *image, *posix, *label, *json;
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
	static const char *const backends[] = { "mem", "uring", NULL };
	int c;

	*a = (struct args){.backend = "mem", .image = "build/bench-fs.img", .files = 100000,
			   .dirs = 100, .cache = 64ull << 20};
	jolt_mkfs_opts_default(&a->mk);
	optind = 1;
	while ((c = jolt_tool_getopt(cmd, argc, argv, "n:d:o:N:t:h", opts)) != -1) {
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
		case O_SIZE: bad = jolt_tool_num(cmd, "--size", optarg, 4u << 20, UINT64_MAX, &a->size); break;
		case O_CACHE: bad = jolt_tool_num(cmd, "--cache", optarg, 1u << 20, UINT64_MAX, &a->cache); break;
		case O_POSIX: a->posix = optarg; break;
		case O_LABEL: a->label = optarg; break;
		case O_JSON: a->json = optarg; break;
		case 't': bad = jolt_tool_num(cmd, "--threads", optarg, 1, MAX_THREADS, &a->threads); break;
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
static int target_open(struct jolt_tool_cmd *cmd, const struct args *a, struct target *t,
		       struct jolt_tool_dev *d, struct result *r, char *desc, size_t dlen)
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
	} else {
		unlink(a->image);
	}
	if (jolt_tool_dev_open(cmd, a->backend, NULL, target, a->size, JOLT_TOOL_DEV_CREATE, d))
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
static int target_close(struct jolt_tool_cmd *cmd, const struct args *a, struct target *t,
			struct jolt_tool_dev *d)
{
	int rc = 0;

	if (t->fs) {
		rc = jolt_unmount(t->fs);
		jolt_tool_dev_close(cmd, d);
		if (strcmp(a->backend, "mem"))
			unlink(a->image);
	} else {
		close(t->rootfd);
	}
	return rc;
}

static void print_results(const struct args *a, const struct result *r, const char *desc)
{
	printf("jolt bench fs: %s: %" PRIu64 " files over %" PRIu64 " directories\n",
	       a->label ? a->label : desc, a->files, a->dirs);
	printf("  %-10s %12s %10s %10s %10s", "op", "ops/s", "us/op", "cpu us/op", "sync s");
	if (r->cache_bound)
		printf(" %10s %10s %10s %10s %8s", "node miss", "reads", "writes", "evicted",
		       "dcache %");
	printf("\n");
	for (int ph = 0; ph < PH_COUNT; ph++) {
		printf("  %-10s %12.0f %10.2f %10.2f %10.3f", phase_names[ph], r->rate[ph],
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
static void print_threads(const struct args *a, const struct result *r, const char *desc)
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
			const struct result *x = &r[n];
			printf("  %-10s %7" PRIu64 " %12.0f %10.2f %10.2f %8.3f", phase_names[ph], n + 1,
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
static int write_json(const char *path, const struct args *a, const struct result *r,
		      const char *desc, uint64_t threads, const struct result *one)
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
			fprintf(f, ", \"%s_scaling\": %.3f", phase_names[ph],
				r->rate[ph] / one->rate[ph]);
			if (!a->posix)
				fprintf(f, ", \"%s_lock\": \"%s\", \"%s_held_pct\": %.2f, "
					"\"%s_wait_pct\": %.2f", phase_names[ph],
					jolt_lock_class_name((unsigned)r->busiest[ph]), phase_names[ph],
					r->held_pct[ph], phase_names[ph], r->wait_pct[ph]);
		}
	}
	for (int ph = 0; ph < PH_COUNT; ph++)
		fprintf(f, ", \"%s\": %.1f, \"%s_cpu_s\": %.4f, \"%s_sync_s\": %.4f, \"%s_node_misses\": %" PRIu64
			", \"%s_node_reads\": %" PRIu64 ", \"%s_node_writes\": %" PRIu64
			", \"%s_node_evictions\": %" PRIu64
			", \"%s_dcache_hits\": %" PRIu64 ", \"%s_dcache_misses\": %" PRIu64, phase_names[ph],
			r->rate[ph], phase_names[ph], r->cpu_s[ph], phase_names[ph], r->sync_s[ph],
			phase_names[ph], r->misses[ph],
			phase_names[ph], r->reads[ph], phase_names[ph], r->writes[ph],
			phase_names[ph], r->evictions[ph],
			phase_names[ph], r->dhits[ph], phase_names[ph], r->dmisses[ph]);
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
	struct result r[MAX_THREADS];
	char desc[160];

	memset(r, 0, sizeof(r));
	for (uint64_t n = 1; n <= a->threads; n++) {
		struct target t = { .rootfd = -1 };
		struct jolt_tool_dev d = {0};
		struct layout l = { a->files, a->dirs, (unsigned)n, a->shared };
		r[n - 1].rss_base = rss_kib();
		if (target_open(cmd, a, &t, &d, &r[n - 1], desc, sizeof(desc)))
			return JOLT_EXIT_ERROR;
		int rc = run_phases(&t, &l, &r[n - 1]);
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
	struct result r;
	struct target t = { .rootfd = -1 };
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
	struct layout l = { a.files, a.dirs, 1, 0 };
	rc = run_phases(&t, &l, &r);
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
