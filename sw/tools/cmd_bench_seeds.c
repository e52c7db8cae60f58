/* jolt bench seeds: each seed document's workload (/work/shared/seeds,
 * docs/results.md) run in-process with its switch off and on, side by side
 * in one invocation, and the ratio:
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
 * The workloads are written once against a small target interface (struct
 * target): on jolt it is the library's API on a fresh image per run (mkfs),
 * and on the kernel's btrfs and xfs POSIX calls on a loop device made anew
 * per run (truncate, losetup, mkfs, mount: root only), so the kernel rows
 * of 000 and 001 run the same code as jolt's. Each jolt run reports what
 * went through the journal (jolt_fsync_counters): payload bytes logged,
 * record bytes, forces and flushes, relogs and whiteouts in the engine;
 * with --engine sim (the RTL co-simulated) the engine's clock cycles per
 * item taken, at a scale divided by --sim-div.
 *
 * Runs are alternated between the settings `--repeat` times. 000 to 002
 * keep each setting's fastest run (wall time); 003's overheads are small
 * against the noise of a shared machine, so it is measured by the
 * process's CPU time (CLOCK_PROCESS_CPUTIME_ID: every thread, user and
 * system) and keeps each setting's least. --json writes every row for
 * scripts/seeds_bench.py (the results page and its plots). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/xattr.h>
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
		"The seeds' workloads on jolt with each one's switch off and on, side by side,\n"
		"beside the kernel's btrfs and xfs on loop devices (000, 001) and the RTL\n"
		"engine at a smaller scale (docs/results.md, section \"jolt bench seeds\").\n\n"
		"      --quick              small counts (smoke tests)\n"
		"  -s, --seed LIST          which: 000,001,002,003 (all)\n"
		"  -n, --files N            seed 000: renames (10000; quick 500)\n"
		"      --creates N          seed 003: files created and unlinked (100000; quick 2000)\n"
		"      --engine LIST        journal engines: soft, sim (soft,sim; sim rows are\n"
		"                           skipped with the reason when the RTL library is absent)\n"
		"      --sim-div N          the sim engine's counts: the soft engine's / N (100;\n"
		"                           quick 10)\n"
		"      --kernel LIST        kernel filesystems for 000 and 001 on loop devices:\n"
		"                           btrfs, xfs, or none (btrfs,xfs; needs root)\n"
		"      --backend NAME       mem or uring (default: uring on --image)\n"
		"      --image FILE         image file, made anew: jolt's (uring) and beside it\n"
		"                           the kernel's loop files (build/bench-seeds.img)\n"
		"  -r, --repeat N           alternate the settings N times, keep the best (1)\n"
		"      --json FILE          every row as a JSON line\n"
		"      --mount              the seeds through a FUSE mount with real tools (mv,\n"
		"                           fio, setfattr, fs_mark, rm) beside the kernel's\n"
		"                           btrfs and xfs and a FUSE passthrough, in one run:\n"
		"                           scripts/mount_bench.py of this build's source tree\n"
		"                           (root); -s, --quick and -r become its --only,\n"
		"                           --quick and --rounds, its own options (--help)\n"
		"                           pass through\n"
		"  -h, --help               this help\n");
}

struct cfg {
	const char *backend, *image, *engine;
	uint64_t size;
};

struct res {
	double secs, cpu;
	uint64_t ops;
	int kernel;                  /* a kernel filesystem's row: no journal counters */
	struct jolt_fsync_counters c;
	int err;
	char why[160];               /* a skipped row's reason */
};

/* a -= b, every counter (all uint64_t): what a run added. */
static void counters_sub(struct jolt_fsync_counters *a, const struct jolt_fsync_counters *b)
{
	_Static_assert(sizeof(*a) % sizeof(uint64_t) == 0, "counters are uint64_t");
	uint64_t *x = (uint64_t *)a;
	const uint64_t *y = (const uint64_t *)b;
	for (size_t i = 0; i < sizeof(*a) / sizeof(uint64_t); i++)
		x[i] -= y[i];
}

/* ---- the target: jolt's API or POSIX calls on a kernel filesystem ---- */

struct target {
	struct jolt_fs *fs;          /* jolt; NULL: POSIX under root */
	char root[PATH_MAX];
	/* jolt */
	struct jolt_blk *dev;
	/* kernel */
	char img[PATH_MAX], mnt[PATH_MAX], loop[64];
};

struct fh {
	struct jolt_file *f;
	int fd;
};

static void kpath(const struct target *t, const char *p, char *out, size_t len)
{
	snprintf(out, len, "%s%s", t->root, p);
}

static int t_mkdir(struct target *t, const char *p)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_mkdir(t->fs, p, 0755);
	kpath(t, p, k, sizeof(k));
	return mkdir(k, 0755) ? -errno : 0;
}

static int t_create(struct target *t, const char *p, struct fh *f)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_create(t->fs, p, 0644, &f->f);
	kpath(t, p, k, sizeof(k));
	f->fd = open(k, O_CREAT | O_RDWR | O_TRUNC, 0644);
	return f->fd < 0 ? -errno : 0;
}

static int t_close(struct target *t, struct fh *f)
{
	if (t->fs)
		return jolt_close(f->f);
	return close(f->fd) ? -errno : 0;
}

static int t_pwrite(struct target *t, struct fh *f, const void *buf, size_t len, uint64_t off)
{
	int64_t n = t->fs ? jolt_pwrite(f->f, buf, len, off) : pwrite(f->fd, buf, len, (off_t)off);
	return n == (int64_t)len ? 0 : n < 0 && !t->fs ? -errno : -EIO;
}

static int t_fsync(struct target *t, struct fh *f)
{
	if (t->fs)
		return jolt_fsync(f->f, 0);
	return fsync(f->fd) ? -errno : 0;
}

/* fsync of a directory (or any inode) by its path */
static int t_fsync_path(struct target *t, const char *p)
{
	char k[PATH_MAX];
	if (t->fs) {
		uint64_t ino;
		int rc = jolt_path_ino(t->fs, p, 1, &ino);
		return rc ? rc : jolt_ll_fsync(t->fs, ino, 0);
	}
	kpath(t, p, k, sizeof(k));
	int fd = open(k, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return -errno;
	int rc = fsync(fd) ? -errno : 0;
	close(fd);
	return rc;
}

static int t_rename(struct target *t, const char *a, const char *b)
{
	char ka[PATH_MAX], kb[PATH_MAX];
	if (t->fs)
		return jolt_rename(t->fs, a, b, 0);
	kpath(t, a, ka, sizeof(ka));
	kpath(t, b, kb, sizeof(kb));
	return rename(ka, kb) ? -errno : 0;
}

static int t_unlink(struct target *t, const char *p)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_unlink(t->fs, p);
	kpath(t, p, k, sizeof(k));
	return unlink(k) ? -errno : 0;
}

static int t_setxattr(struct target *t, const char *p, const char *name, const void *v,
		      size_t len)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_setxattr(t->fs, p, name, v, len, 0);
	kpath(t, p, k, sizeof(k));
	return setxattr(k, name, v, len, 0) ? -errno : 0;
}

static int t_sync(struct target *t)
{
	if (t->fs)
		return jolt_sync(t->fs);
	int fd = open(t->root, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return -errno;
	int rc = syncfs(fd) ? -errno : 0;
	close(fd);
	return rc;
}

/* A fresh jolt image (mkfs) on the configured backend, mounted. */
static int jolt_target(const struct cfg *g, int pptrs, struct jolt_mount_opts *mo,
		       struct target *t, struct res *r)
{
	struct jolt_blk_opts o;
	char why[256];
	int rc;

	memset(t, 0, sizeof(*t));
	jolt_blk_opts_default(&o);
	o.size = g->size;
	o.queue_depth = 64;
	if (!strcmp(g->backend, "uring")) {
		unlink(g->image);
		rc = jolt_blk_open("uring", g->image, &o, &t->dev, why, sizeof(why));
	} else {
		rc = jolt_blk_open("mem", "", &o, &t->dev, why, sizeof(why));
	}
	if (rc) {
		snprintf(r->why, sizeof(r->why), "%s: %s", g->backend, why);
		return rc;
	}
	struct jolt_mkfs_opts mk;
	jolt_mkfs_opts_default(&mk);
	mk.parent_ptrs = (uint32_t)pptrs;
	mk.journal_bytes = 128 << 20;
	rc = jolt_mkfs(t->dev, &mk, why, sizeof(why));
	if (!rc) {
		mo->engine = g->engine;
		mo->commit_interval_ms = 30000;
		rc = jolt_mount(t->dev, mo, &t->fs, why, sizeof(why));
	}
	if (rc) {
		snprintf(r->why, sizeof(r->why), "mkfs and mount: %s", why);
		jolt_blk_close(t->dev);
	}
	return rc;
}

/* Runs a command line (sh -c), its first output line into out; 0 or its
 * exit status, with its output as the reason. */
static int shell(const char *line, char *out, size_t len)
{
	char cmd[3 * PATH_MAX], buf[512];
	snprintf(cmd, sizeof(cmd), "%s 2>&1", line);
	FILE *p = popen(cmd, "r");
	if (!p) {
		snprintf(out, len, "%s: %s", line, strerror(errno));
		return -1;
	}
	size_t n = fread(buf, 1, sizeof(buf) - 1, p);
	buf[n] = '\0';
	int st = pclose(p);
	buf[strcspn(buf, "\n")] = '\0';
	snprintf(out, len, "%s", buf);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void kernel_down(struct target *t)
{
	char out[256], line[3 * PATH_MAX];
	if (t->mnt[0]) {
		snprintf(line, sizeof(line), "umount '%s'", t->mnt);
		shell(line, out, sizeof(out));
		rmdir(t->mnt);
	}
	if (t->loop[0]) {
		snprintf(line, sizeof(line), "losetup -d %s", t->loop);
		shell(line, out, sizeof(out));
	}
	if (t->img[0])
		unlink(t->img);
}

/* A kernel filesystem made anew on a loop device over a sparse file beside
 * the image, mounted; the reason in r->why when this machine cannot. */
static int kernel_target(const struct cfg *g, const char *kfs, struct target *t, struct res *r)
{
	char line[3 * PATH_MAX], out[256];
	memset(t, 0, sizeof(*t));
	r->kernel = 1;
	if (geteuid() != 0) {
		snprintf(r->why, sizeof(r->why), "skipped: not root (loop devices and mount need it)");
		return -EPERM;
	}
	snprintf(line, sizeof(line), "command -v mkfs.%s && command -v losetup", kfs);
	if (shell(line, out, sizeof(out))) {
		snprintf(r->why, sizeof(r->why), "skipped: no mkfs.%s or losetup", kfs);
		return -ENOENT;
	}
	snprintf(t->img, sizeof(t->img), "%s.%s", g->image, kfs);
	unlink(t->img);
	int fd = open(t->img, O_CREAT | O_RDWR | O_TRUNC, 0600);
	if (fd < 0 || ftruncate(fd, (off_t)(4ull << 30))) {
		snprintf(r->why, sizeof(r->why), "skipped: %s: %s", t->img, strerror(errno));
		if (fd >= 0)
			close(fd);
		t->img[0] = '\0';
		return -errno;
	}
	close(fd);
	snprintf(line, sizeof(line), "losetup -f --show '%s'", t->img);
	if (shell(line, out, sizeof(out)) || strncmp(out, "/dev/", 5)) {
		snprintf(r->why, sizeof(r->why), "skipped: losetup: %s", out);
		kernel_down(t);
		return -ENODEV;
	}
	snprintf(t->loop, sizeof(t->loop), "%s", out);
	snprintf(t->mnt, sizeof(t->mnt), "%s.%s.mnt", g->image, kfs);
	mkdir(t->mnt, 0755);
	snprintf(line, sizeof(line), "mkfs.%s -f -q %s && mount %s '%s'", kfs, t->loop, t->loop,
		 t->mnt);
	if (shell(line, out, sizeof(out))) {
		snprintf(r->why, sizeof(r->why), "skipped: mkfs.%s and mount: %s", kfs, out);
		kernel_down(t);
		return -ENODEV;
	}
	snprintf(t->root, sizeof(t->root), "%s", t->mnt);
	return 0;
}

static void target_down(struct target *t, struct res *r)
{
	if (t->fs) {
		jolt_fsync_counters(t->fs, &r->c);
		int rc = jolt_unmount(t->fs);
		if (rc && !r->err)
			r->err = rc;
		jolt_blk_close(t->dev);
	} else {
		kernel_down(t);
	}
}

/* ---- 000: renames in a directory logged earlier ---- */

static void seed000(struct target *t, uint64_t n, struct res *r)
{
	char p[64], q[80];
	r->err = t_mkdir(t, "/testdir");
	for (uint64_t i = 1; i <= n + 1 && !r->err; i++) {
		struct fh f;
		snprintf(p, sizeof(p), "/testdir/file_%" PRIu64, i);
		r->err = t_create(t, p, &f);
		if (!r->err)
			r->err = t_close(t, &f);
		if (i == n && !r->err)
			r->err = t_sync(t);   /* the script's sync; file n+1 comes after */
	}
	if (!r->err)
		r->err = t_fsync_path(t, "/testdir");
	struct jolt_fsync_counters before;
	if (t->fs)
		jolt_fsync_counters(t->fs, &before);
	double t0 = jolt_tool_now_s(), c0 = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID);
	for (uint64_t i = 1; i <= n && !r->err; i++) {
		snprintf(p, sizeof(p), "/testdir/file_%" PRIu64, i);
		snprintf(q, sizeof(q), "/testdir/file_%" PRIu64 "-RPMDELETE", i);
		r->err = t_rename(t, p, q);
	}
	r->secs = jolt_tool_now_s() - t0;
	r->cpu = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
	r->ops = n;
	if (t->fs) {
		jolt_fsync_counters(t->fs, &r->c);
		counters_sub(&r->c, &before);
	}
}

/* ---- 001 and 002: writers with fsync ---- */

struct wjob {
	struct target *t;
	int id;
	uint64_t ops, blocks;
	int err;
	pthread_barrier_t *start;    /* every writer begins at once */
	void *(*fn)(void *);
};

static void *writer_start(void *arg)
{
	struct wjob *j = arg;
	pthread_barrier_wait(j->start);
	return j->fn(j);
}

static void *writer001(void *arg)
{
	struct wjob *j = arg;
	struct fh f;
	char p[64];
	uint8_t buf[4096];
	uint64_t s = (uint64_t)j->id * 7919 + 1;
	snprintf(p, sizeof(p), "/w%d", j->id);
	j->err = t_create(j->t, p, &f);
	if (j->err)
		return NULL;
	/* the file written once (16 MiB; smaller on sim), then random 4 KiB writes */
	memset(buf, j->id, sizeof(buf));
	for (uint64_t i = 0; i < j->blocks && !j->err; i++)
		j->err = t_pwrite(j->t, &f, buf, sizeof(buf), i * 4096);
	if (!j->err)
		j->err = t_fsync(j->t, &f);
	for (uint64_t i = 0; i < j->ops && !j->err; i++) {
		s = s * 6364136223846793005ull + 1442695040888963407ull;
		buf[0] = (uint8_t)i;
		j->err = t_pwrite(j->t, &f, buf, sizeof(buf), (s >> 33) % j->blocks * 4096);
		if ((i + 1) % 4 == 0 && !j->err)
			j->err = t_fsync(j->t, &f);
	}
	int rc = t_close(j->t, &f);
	if (!j->err)
		j->err = rc;
	return NULL;
}

static void *creator002(void *arg)
{
	struct wjob *j = arg;
	static const uint8_t val[65536];
	char p[64];
	for (uint64_t i = 0; i < j->ops && !j->err; i++) {
		struct fh f;
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, j->id, i);
		j->err = t_create(j->t, p, &f);
		if (!j->err)
			j->err = t_setxattr(j->t, p, "user.big", val, sizeof(val));
		if (!j->err)
			j->err = t_fsync(j->t, &f);
		int rc = t_close(j->t, &f);
		if (!j->err)
			j->err = rc;
	}
	return NULL;
}

static void writers(struct target *t, int nthreads, uint64_t ops, uint64_t blocks,
		    void *(*fn)(void *), struct res *r)
{
	struct wjob jobs[16];
	pthread_t th[16];
	for (int i = 0; i < nthreads && !r->err; i++) {
		char d[32];
		snprintf(d, sizeof(d), "/d%d", i);
		r->err = t_mkdir(t, d);
	}
	if (!r->err)
		r->err = t_sync(t);
	if (r->err)
		return;
	/* the writers start together (a barrier of all of them and this
	 * thread), so that they overlap from the first operation and the time
	 * is of the work, not of starting threads */
	pthread_barrier_t start;
	pthread_barrier_init(&start, NULL, (unsigned)nthreads + 1);
	int started = 0;
	for (int i = 0; i < nthreads; i++) {
		jobs[i] = (struct wjob){.t = t, .id = i, .ops = ops, .blocks = blocks,
					.start = &start, .fn = fn};
		if (pthread_create(&th[i], NULL, writer_start, &jobs[i])) {
			r->err = -EAGAIN;
			break;
		}
		started++;
	}
	if (started < nthreads) {
		fprintf(stderr, "jolt bench seeds: cannot start writer %d\n", started);
		exit(JOLT_EXIT_ERROR);   /* the others wait at the barrier for good */
	}
	pthread_barrier_wait(&start);
	double t0 = jolt_tool_now_s(), c0 = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID);
	for (int i = 0; i < started; i++) {
		pthread_join(th[i], NULL);
		if (jobs[i].err && !r->err)
			r->err = jobs[i].err;
	}
	pthread_barrier_destroy(&start);
	r->secs = jolt_tool_now_s() - t0;
	r->cpu = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
	r->ops = ops * (uint64_t)nthreads;
}

/* ---- 003: create and unlink with parent pointers ---- */

static void seed003(struct target *t, uint64_t n, struct res *r, struct res *unl)
{
	char p[64];
	for (int d = 0; d < 16 && !r->err; d++) {
		snprintf(p, sizeof(p), "/d%d", d);
		r->err = t_mkdir(t, p);
	}
	if (!r->err)
		r->err = t_sync(t);
	double t0 = jolt_tool_now_s(), c0 = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID);
	for (uint64_t i = 0; i < n && !r->err; i++) {
		struct fh f;
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, (int)(i % 16), i);
		if ((r->err = t_create(t, p, &f)))
			break;
		r->err = t_fsync(t, &f);
		int rc = t_close(t, &f);
		if (!r->err)
			r->err = rc;
	}
	r->secs = jolt_tool_now_s() - t0;
	r->cpu = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
	r->ops = n;
	if (t->fs)
		jolt_fsync_counters(t->fs, &r->c);
	t0 = jolt_tool_now_s();
	c0 = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID);
	for (uint64_t i = 0; i < n && !r->err; i++) {
		snprintf(p, sizeof(p), "/d%d/f%" PRIu64, (int)(i % 16), i);
		r->err = t_unlink(t, p);
		snprintf(p, sizeof(p), "/d%d", (int)(i % 16));
		if (!r->err)
			r->err = t_fsync_path(t, p);
	}
	unl->secs = jolt_tool_now_s() - t0;
	unl->cpu = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
	unl->ops = n;
	unl->err = r->err;
}

/* ---- one run of a seed's setting ---- */

struct setting {
	const char *name;            /* "rename_log=full", "kernel btrfs (loop)" */
	const char *kernel;          /* a kernel filesystem's name, or NULL: jolt */
	int pptrs;                   /* mkfs parent pointers */
	struct jolt_mount_opts mo;
};

struct scale {
	uint64_t files, w001, blocks001, c002, creates;
};

/* r[0] the seed's run, r[1] 003's unlink phase */
static void run_one(const struct cfg *g, const char *seed, const struct setting *s,
		    const struct scale *sc, struct res r[2])
{
	struct target t;
	struct jolt_mount_opts mo = s->mo;
	memset(r, 0, 2 * sizeof(*r));
	int rc = s->kernel ? kernel_target(g, s->kernel, &t, &r[0])
			   : jolt_target(g, s->pptrs, &mo, &t, &r[0]);
	if (rc) {
		r[0].err = rc;
		return;
	}
	if (!strcmp(seed, "000"))
		seed000(&t, sc->files, &r[0]);
	else if (!strcmp(seed, "001"))
		writers(&t, 8, sc->w001, sc->blocks001, writer001, &r[0]);
	else if (!strcmp(seed, "002"))
		writers(&t, 16, sc->c002, 0, creator002, &r[0]);
	else
		seed003(&t, sc->creates, &r[0], &r[1]);
	struct jolt_fsync_counters keep = r[0].c;
	target_down(&t, &r[!strcmp(seed, "003")]);
	if (!strcmp(seed, "000") || !strcmp(seed, "003"))
		r[0].c = keep;         /* measured over the timed part alone */
	if (!strcmp(seed, "003") && r[1].err && !r[0].err)
		r[0].err = r[1].err;
	if (!strcmp(seed, "003")) {
		/* the unlink phase's counters: the whole run's less the creates' */
		struct jolt_fsync_counters *u = &r[1].c;
		const struct jolt_fsync_counters *c = &r[0].c;
		counters_sub(u, c);
		r[1].kernel = r[0].kernel;
	}
	for (int i = 0; i < 2; i++)
		if (r[i].err && !r[i].why[0])
			snprintf(r[i].why, sizeof(r[i].why), "failed: %s", strerror(-r[i].err));
}

/* ---- output ---- */

struct out {
	FILE *json;
	const char *engine, *backend;
};

static void row(struct out *o, const char *seed, const char *what, const char *setting,
		const struct res *r)
{
	const char *engine = r->kernel ? "kernel" : o->engine;
	if (r->err) {
		printf("| %s | %s | %s | %s | | | | | | | |\n", seed, what, setting, r->why);
	} else if (r->kernel) {
		printf("| %s | %s | %s | %.3f | %.3f | %.0f | | | | | |\n", seed, what, setting,
		       r->secs, r->cpu, (double)r->ops / r->secs);
	} else {
		char cyc[32] = "";
		if (r->c.engine_cycles && r->c.engine_items)
			snprintf(cyc, sizeof(cyc), "%.1f",
				 (double)r->c.engine_cycles / (double)r->c.engine_items);
		printf("| %s | %s | %s | %.3f | %.3f | %.0f | %.1f | %.1f | %" PRIu64 " / %" PRIu64
		       " | %" PRIu64 " / %" PRIu64 " | %s |\n", seed, what, setting, r->secs, r->cpu,
		       (double)r->ops / r->secs, (double)r->c.bytes_logged / 1048576.0,
		       (double)r->c.journal_bytes / 1048576.0, r->c.forces, r->c.flushes,
		       r->c.engine_relogs, r->c.engine_whiteouts, cyc);
	}
	if (!o->json)
		return;
	fprintf(o->json, "{\"seed\": \"%s\", \"what\": \"%s\", \"setting\": \"%s\", \"engine\": "
		"\"%s\", \"backend\": \"%s\", \"ok\": %s", seed, what, setting, engine,
		r->kernel ? "loop" : o->backend, r->err ? "false" : "true");
	if (r->err) {
		fprintf(o->json, ", \"why\": \"");
		for (const char *c = r->why; *c; c++)
			fprintf(o->json, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
		fprintf(o->json, "\"}\n");
		return;
	}
	fprintf(o->json, ", \"ops\": %" PRIu64 ", \"secs\": %.6f, \"cpu\": %.6f", r->ops, r->secs,
		r->cpu);
	if (!r->kernel)
		fprintf(o->json, ", \"bytes_logged\": %" PRIu64 ", \"journal_bytes\": %" PRIu64
			", \"forces\": %" PRIu64 ", \"flushes\": %" PRIu64 ", \"engine_relogs\": %"
			PRIu64 ", \"engine_whiteouts\": %" PRIu64 ", \"engine_items\": %" PRIu64
			", \"engine_cycles\": %" PRIu64, r->c.bytes_logged, r->c.journal_bytes,
			r->c.forces, r->c.flushes, r->c.engine_relogs, r->c.engine_whiteouts,
			r->c.engine_items, r->c.engine_cycles);
	if (!r->kernel)
		fprintf(o->json, ", \"fsyncs\": %" PRIu64 ", \"fsyncs_in_commit\": %" PRIu64
			", \"full_commits\": %" PRIu64 ", \"data_flushes\": %" PRIu64
			", \"data_flushes_by_force\": %" PRIu64 ", \"data_preflushes\": %" PRIu64
			", \"preflushes\": %" PRIu64 ", \"forces_durable\": %" PRIu64
			", \"xattr_values_kept\": %" PRIu64, r->c.fsyncs, r->c.fsyncs_in_commit,
			r->c.full_commits,
			r->c.data_flushes, r->c.data_flushes_by_force, r->c.data_preflushes,
			r->c.preflushes, r->c.forces_durable, r->c.xattr_values_kept);
	fprintf(o->json, "}\n");
}

/* b over a for a ratio line; "n/a" when a is 0 */
static const char *ratio(char *buf, size_t len, double b, double a)
{
	if (a > 0)
		snprintf(buf, len, "%.3f", b / a);
	else
		snprintf(buf, len, "n/a");
	return buf;
}

static int better(const struct res *r, const struct res *best, int by_cpu)
{
	if (best->err)
		return 1;
	return !r->err && (by_cpu ? r->cpu < best->cpu : r->secs < best->secs);
}

static int has(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; (p = strstr(p, name)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n]))
			return 1;
	return 0;
}

/* The seed's settings alternated `repeat` times, each's best kept; its rows
 * and its ratio line. Returns how many rows failed (not skipped). */
static int bench_seed(const struct cfg *g, struct out *o, const char *seed, const char *what,
		      const struct setting *s, int ns, const struct scale *sc, uint32_t repeat)
{
	struct res best[8][2], r[2];
	int by_cpu = !strcmp(seed, "003");
	for (uint32_t k = 0; k < repeat; k++)
		for (int i = 0; i < ns; i++) {
			if (k && best[i][0].why[0] && !strncmp(best[i][0].why, "skipped", 7))
				continue;
			run_one(g, seed, &s[i], sc, r);
			for (int h = 0; h < 2; h++)
				if (!k || better(&r[h], &best[i][h], by_cpu))
					best[i][h] = r[h];
		}
	int fails = 0;
	for (int i = 0; i < ns; i++) {
		char w[80];
		snprintf(w, sizeof(w), by_cpu ? "create (%s)" : "%s", what);
		row(o, seed, w, s[i].name, &best[i][0]);
		fails += best[i][0].err && strncmp(best[i][0].why, "skipped", 7);
	}
	if (by_cpu) {
		char w[80];
		snprintf(w, sizeof(w), "unlink (%s)", what);
		for (int i = 0; i < ns; i++)
			row(o, seed, w, s[i].name, &best[i][1]);
	}
	const struct res *off = &best[0][0], *on = &best[1][0];
	if (off->err || on->err)
		return fails;
	char lb[16], jb[16];
	ratio(lb, sizeof(lb), (double)on->c.bytes_logged, (double)off->c.bytes_logged);
	ratio(jb, sizeof(jb), (double)on->c.journal_bytes, (double)off->c.journal_bytes);
	if (!strcmp(seed, "000"))
		printf("| %s | | **rename_log oldname/full** | **%.2fx** faster | | | | "
		       "logged %s | journal %s | | | |\n", seed, off->secs / on->secs, lb, jb);
	else if (!strcmp(seed, "001") || !strcmp(seed, "002")) {
		printf("| %s | | **%s on/off** | **%.3fx** throughput | | | | logged %s | "
		       "journal %s | | | |\n", seed, s[1].name, off->secs / on->secs, lb, jb);
		/* what decides the ratio on a disk: device flushes, the journal's
		 * and the data's, per fsync (a counter: load does not move it) */
		printf("| %s | | device flushes per fsync (journal + data), off / on | %.2f + %.2f / "
		       "%.2f + %.2f | | | | | | | |\n", seed,
		       (double)off->c.flushes / (double)(off->c.fsyncs + !off->c.fsyncs),
		       (double)off->c.data_flushes / (double)(off->c.fsyncs + !off->c.fsyncs),
		       (double)on->c.flushes / (double)(on->c.fsyncs + !on->c.fsyncs),
		       (double)on->c.data_flushes / (double)(on->c.fsyncs + !on->c.fsyncs));
	}
	else if (!best[2][0].err && !best[0][1].err && !best[1][1].err && !best[2][1].err)
		printf("| %s | | **overhead vs off, CPU: intent / shortform** | create %+.1f%% / "
		       "%+.1f%% | unlink %+.1f%% / %+.1f%% | | | | | | |\n", seed,
		       100.0 * (best[1][0].cpu / best[0][0].cpu - 1),
		       100.0 * (best[2][0].cpu / best[0][0].cpu - 1),
		       100.0 * (best[1][1].cpu / best[0][1].cpu - 1),
		       100.0 * (best[2][1].cpu / best[0][1].cpu - 1));
	return fails;
}

static int bench_engine(const struct cfg *g, struct out *o, const char *which,
			const char *kernels, const struct scale *sc, uint32_t repeat)
{
	struct setting s[8];
	char what[64];
	int fails = 0, ns;

	if (has(which, "000")) {
		memset(s, 0, sizeof(s));
		s[0].name = "rename_log=full";
		s[1].name = "rename_log=oldname";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.rename_log = JOLT_RENAME_LOG_FULL;
		s[1].mo.rename_log = JOLT_RENAME_LOG_OLDNAME;
		ns = 2;
		if (has(kernels, "btrfs"))
			s[ns++] = (struct setting){.name = "kernel btrfs (loop)", .kernel = "btrfs"};
		if (has(kernels, "xfs"))
			s[ns++] = (struct setting){.name = "kernel xfs (loop)", .kernel = "xfs"};
		snprintf(what, sizeof(what), "%" PRIu64 " renames", sc->files);
		fails += bench_seed(g, o, "000", what, s, ns, sc, repeat);
	}
	if (has(which, "001")) {
		memset(s, 0, sizeof(s));
		s[0].name = "relog=insert";
		s[1].name = "relog=inplace";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.relog = JOLT_RELOG_INSERT;
		s[1].mo.relog = JOLT_RELOG_INPLACE;
		ns = 2;
		if (has(kernels, "btrfs"))
			s[ns++] = (struct setting){.name = "kernel btrfs (loop)", .kernel = "btrfs"};
		if (has(kernels, "xfs"))
			s[ns++] = (struct setting){.name = "kernel xfs (loop)", .kernel = "xfs"};
		snprintf(what, sizeof(what), "8 x %" PRIu64 " writes, %" PRIu64 " KiB files",
			 sc->w001, sc->blocks001 * 4);
		fails += bench_seed(g, o, "001", what, s, ns, sc, repeat);
	}
	if (has(which, "002")) {
		memset(s, 0, sizeof(s));
		s[0].name = "whiteouts=off";
		s[1].name = "whiteouts=on";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.whiteouts = JOLT_WHITEOUTS_OFF;
		s[1].mo.whiteouts = JOLT_WHITEOUTS_ON;
		snprintf(what, sizeof(what), "16 x %" PRIu64 " creates", sc->c002);
		fails += bench_seed(g, o, "002", what, s, 2, sc, repeat);
	}
	if (has(which, "003")) {
		memset(s, 0, sizeof(s));
		s[0].name = "pptr off (mkfs)";
		s[1].name = "pptr_log=intent";
		s[2].name = "pptr_log=shortform";
		for (int i = 0; i < 3; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = i != 0;
		}
		s[1].mo.pptr_log = JOLT_PPTR_LOG_INTENT;
		s[2].mo.pptr_log = JOLT_PPTR_LOG_SHORTFORM;
		snprintf(what, sizeof(what), "%" PRIu64 " files", sc->creates);
		fails += bench_seed(g, o, "003", what, s, 3, sc, repeat);
	}
	return fails;
}

/* --mount: runs scripts/mount_bench.py of the source tree this jolt was
 * built in (TOP/build/sw/jolt), with the venv's Python when there is one,
 * translating the options the two share; the script's own pass through. */
static int bench_seeds_mount(int argc, char **argv)
{
	char top[PATH_MAX], script[PATH_MAX + 32], py[PATH_MAX + 32], only[64] = "";
	ssize_t n = readlink("/proc/self/exe", top, sizeof(top) - 1);
	char **args = calloc((size_t)argc + 4, sizeof(*args));
	int na = 0;

	if (n <= 0 || !args) {
		free(args);
		fprintf(stderr, "jolt bench seeds --mount: cannot find this program's path\n");
		return JOLT_EXIT_ERROR;
	}
	top[n] = '\0';
	for (int up = 0; up < 3; up++) {         /* TOP/build/sw/jolt -> TOP */
		char *sl = strrchr(top, '/');
		if (sl)
			*sl = '\0';
	}
	snprintf(script, sizeof(script), "%s/scripts/mount_bench.py", top);
	snprintf(py, sizeof(py), "%s/.venv/bin/python", top);
	if (access(script, R_OK)) {
		free(args);
		fprintf(stderr, "jolt bench seeds --mount: %s: not found (it runs from the source "
			"tree jolt was built in)\n", script);
		return JOLT_EXIT_ERROR;
	}
	args[na++] = access(py, X_OK) ? "python3" : py;
	args[na++] = script;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--mount"))
			continue;
		if ((!strcmp(a, "-s") || !strcmp(a, "--seed")) && v) {
			/* 000,003 -> seed000,seed003,seed003rm */
			for (const char *p = v; *p && strlen(only) + 24 < sizeof(only);) {
				size_t l = strcspn(p, ",");
				snprintf(only + strlen(only), sizeof(only) - strlen(only), "%sseed%.*s%s",
					 only[0] ? "," : "", (int)l, p,
					 l == 3 && !strncmp(p, "003", 3) ? ",seed003rm" : "");
				p += l + (p[l] == ',');
			}
			args[na++] = "--only";
			args[na++] = only;
			i++;
		} else if ((!strcmp(a, "-r") || !strcmp(a, "--repeat")) && v) {
			args[na++] = "--rounds";
			args[na++] = argv[++i];
		} else {
			args[na++] = argv[i];
		}
	}
	args[na] = NULL;
	execvp(args[0], args);
	fprintf(stderr, "jolt bench seeds --mount: %s: %s\n", args[0], strerror(errno));
	free(args);
	return JOLT_EXIT_ERROR;
}

int cmd_bench_seeds(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--mount"))
			return bench_seeds_mount(argc, argv);

	enum { O_QUICK = 256, O_ENGINE, O_BACKEND, O_IMAGE, O_CREATES, O_KERNEL, O_SIMDIV, O_JSON };
	static const struct option opts[] = {
		{"quick", no_argument, 0, O_QUICK}, {"seed", required_argument, 0, 's'},
		{"files", required_argument, 0, 'n'}, {"creates", required_argument, 0, O_CREATES},
		{"engine", required_argument, 0, O_ENGINE}, {"backend", required_argument, 0, O_BACKEND},
		{"image", required_argument, 0, O_IMAGE}, {"repeat", required_argument, 0, 'r'},
		{"kernel", required_argument, 0, O_KERNEL}, {"sim-div", required_argument, 0, O_SIMDIV},
		{"json", required_argument, 0, O_JSON}, {"help", no_argument, 0, 'h'},
		{0, 0, 0, 0},
	};
	static const char *const backends[] = {"mem", "uring", NULL};
	struct jolt_tool_cmd cmd = { .name = "bench seeds", .help = bench_seeds_help };
	struct cfg g = {.backend = "uring", .image = "build/bench-seeds.img", .size = 2ull << 30};
	const char *which = "000,001,002,003", *engines = "soft,sim", *kernels = "btrfs,xfs";
	const char *json = NULL;
	uint64_t files = 0, creates = 0, simdiv = 0;
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
		case O_ENGINE: engines = optarg; break;
		case O_KERNEL: kernels = optarg; break;
		case O_SIMDIV: bad = jolt_tool_num(&cmd, "--sim-div", optarg, 1, 1000000, &simdiv); break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, backends, &g.backend); break;
		case O_IMAGE: g.image = optarg; break;
		case 'r': bad = jolt_tool_num32(&cmd, "--repeat", optarg, 1, 100, &repeat); break;
		case O_JSON: json = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operands"))
		return JOLT_EXIT_ERROR;
	/* every name of a list must be known */
	static const char *const seeds[] = {"000", "001", "002", "003", NULL};
	static const char *const kfs[] = {"btrfs", "xfs", "none", NULL};
	const struct { const char *opt, *list; const char *const *names; } lists[] = {
		{"--seed", which, seeds}, {"--engine", engines, jolt_tool_engines},
		{"--kernel", kernels, kfs},
	};
	for (size_t l = 0; l < sizeof(lists) / sizeof(lists[0]); l++) {
		char buf[128];
		snprintf(buf, sizeof(buf), "%s", lists[l].list);
		for (char *sv, *tok = strtok_r(buf, ",", &sv); tok; tok = strtok_r(NULL, ",", &sv)) {
			const char *v;
			if (jolt_tool_choice(&cmd, lists[l].opt, tok, lists[l].names, &v))
				return JOLT_EXIT_ERROR;
		}
	}
	if (!files)
		files = quick ? 500 : 10000;
	if (!creates)
		creates = quick ? 2000 : 100000;
	if (!simdiv)
		simdiv = quick ? 10 : 100;
	if (!strcmp(g.backend, "mem"))
		g.size = quick ? 512ull << 20 : 2ull << 30;
	struct scale soft = {.files = files, .w001 = quick ? 200 : 2000, .blocks001 = 4096,
			     .c002 = quick ? 8 : 64, .creates = creates};
	/* the RTL's build takes 256 items a transaction: 001's files small
	 * enough that relog=insert's groups (every extent) fit */
	struct scale sim = {.files = soft.files / simdiv, .w001 = soft.w001 / simdiv,
			    .blocks001 = 64, .c002 = soft.c002 / simdiv,
			    .creates = soft.creates / simdiv};
	sim.files += !sim.files;
	sim.w001 = (sim.w001 + 3) / 4 * 4 + 4 * !sim.w001;
	sim.c002 += !sim.c002;
	sim.creates += !sim.creates;

	struct out o = {.backend = g.backend};
	if (json && !(o.json = fopen(json, "w"))) {
		fprintf(stderr, "jolt bench seeds: %s: %s\n", json, strerror(errno));
		return JOLT_EXIT_ERROR;
	}
	int fails = 0;
	printf("jolt bench seeds: backend %s%s", g.backend, quick ? ", quick" : "");
	printf("; 000-002 best wall time of %" PRIu32 ", 003 least CPU time (process, all "
	       "threads)\n\n", repeat);
	printf("| seed | workload | setting | seconds | CPU s | ops/s | logged MiB | journal MiB "
	       "| forces / flushes | engine relogs / whiteouts | RTL cycles / item |\n"
	       "|---|---|---|---|---|---|---|---|---|---|---|\n");
	if (has(engines, "soft")) {
		g.engine = o.engine = "soft";
		fails += bench_engine(&g, &o, which, kernels, &soft, repeat);
	}
	if (has(engines, "sim")) {
		struct jolt_engine_config ec;
		struct jolt_engine *e;
		jolt_engine_config_default(&ec);
		int rc = jolt_engine_open("sim", &ec, &e);
		if (rc) {
			printf("| all | engine sim | | skipped: %s | | | | | | | |\n",
			       rc == -ENOENT ? "the RTL library is not built (make cosim)"
					     : strerror(-rc));
		} else {
			jolt_engine_close(e);
			char div[64];
			snprintf(div, sizeof(div), "--engine sim (counts / %" PRIu64 ")", simdiv);
			printf("| | **%s** | | | | | | | | | |\n", div);
			g.engine = o.engine = "sim";
			fails += bench_engine(&g, &o, which, "none", &sim, repeat);
		}
	}
	if (!strcmp(g.backend, "uring"))
		unlink(g.image);
	if (o.json)
		fclose(o.json);
	return fails ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
