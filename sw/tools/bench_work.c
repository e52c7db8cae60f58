/* The benchmarks' workloads (bench_work.h), written once for every bench
 * command that runs them.
 *
 * The seeds' (jolt bench seeds has the whole story): against a small target
 * interface (struct bench_target), jolt's API on a fresh image per run
 * (mkfs) or POSIX calls on a kernel filesystem on a loop device made anew
 * per run (root only), so the kernel's rows run the same code as jolt's:
 *
 *   000 N renames of files in a directory logged (fsynced) earlier in the
 *       transaction; 001 8 writers, 4 KiB random writes into their own
 *       file, an fsync every 4; 002 16 writers creating files with a 64 KiB
 *       xattr, each fsynced; 003 create then unlink of empty files, each
 *       fsynced.
 *
 * jolt bench fs's: N files over D directories, five timed phases (create,
 * stat, setxattr, rename, unlink), each followed by a sync timed apart. */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#include "bench_work.h"
#include "commands.h"
#include "jolt/blk.h"
#include "jolt/engine.h"
#include "jolt/fs.h"

/* a -= b, every counter (all uint64_t): what a run added. */
void jolt_bench_counters_sub(struct jolt_fsync_counters *a, const struct jolt_fsync_counters *b)
{
	_Static_assert(sizeof(*a) % sizeof(uint64_t) == 0, "counters are uint64_t");
	uint64_t *x = (uint64_t *)a;
	const uint64_t *y = (const uint64_t *)b;
	for (size_t i = 0; i < sizeof(*a) / sizeof(uint64_t); i++)
		x[i] -= y[i];
}

/* ---- the target: jolt's API or POSIX calls on a kernel filesystem ---- */

struct bench_target {
	struct jolt_fs *fs;          /* jolt; NULL: POSIX under root */
	char root[PATH_MAX];
	/* jolt */
	struct jolt_blk *dev;
	int shared_dev;              /* dev is the spdk bdev kept open: not closed */
	/* kernel */
	char img[PATH_MAX], mnt[PATH_MAX], loop[64];
};

struct fh {
	struct jolt_file *f;
	int fd;
};

static void kpath(const struct bench_target *t, const char *p, char *out, size_t len)
{
	snprintf(out, len, "%s%s", t->root, p);
}

static int t_mkdir(struct bench_target *t, const char *p)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_mkdir(t->fs, p, 0755);
	kpath(t, p, k, sizeof(k));
	return mkdir(k, 0755) ? -errno : 0;
}

static int t_create(struct bench_target *t, const char *p, struct fh *f)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_create(t->fs, p, 0644, &f->f);
	kpath(t, p, k, sizeof(k));
	f->fd = open(k, O_CREAT | O_RDWR | O_TRUNC, 0644);
	return f->fd < 0 ? -errno : 0;
}

static int t_close(struct bench_target *t, struct fh *f)
{
	if (t->fs)
		return jolt_close(f->f);
	return close(f->fd) ? -errno : 0;
}

static int t_pwrite(struct bench_target *t, struct fh *f, const void *buf, size_t len, uint64_t off)
{
	int64_t n = t->fs ? jolt_pwrite(f->f, buf, len, off) : pwrite(f->fd, buf, len, (off_t)off);
	return n == (int64_t)len ? 0 : n < 0 && !t->fs ? -errno : -EIO;
}

static int t_fsync(struct bench_target *t, struct fh *f)
{
	if (t->fs)
		return jolt_fsync(f->f, 0);
	return fsync(f->fd) ? -errno : 0;
}

/* fsync of a directory (or any inode) by its path */
static int t_fsync_path(struct bench_target *t, const char *p)
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

static int t_rename(struct bench_target *t, const char *a, const char *b)
{
	char ka[PATH_MAX], kb[PATH_MAX];
	if (t->fs)
		return jolt_rename(t->fs, a, b, 0);
	kpath(t, a, ka, sizeof(ka));
	kpath(t, b, kb, sizeof(kb));
	return rename(ka, kb) ? -errno : 0;
}

static int t_unlink(struct bench_target *t, const char *p)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_unlink(t->fs, p);
	kpath(t, p, k, sizeof(k));
	return unlink(k) ? -errno : 0;
}

static int t_setxattr(struct bench_target *t, const char *p, const char *name, const void *v,
		      size_t len)
{
	char k[PATH_MAX];
	if (t->fs)
		return jolt_setxattr(t->fs, p, name, v, len, 0);
	kpath(t, p, k, sizeof(k));
	return setxattr(k, name, v, len, 0) ? -errno : 0;
}

static int t_sync(struct bench_target *t)
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
static int jolt_target(const struct bench_cfg *g, int pptrs, struct jolt_mount_opts *mo,
		       struct bench_target *t, struct bench_res *r)
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
	} else if (g->spdk_dev) {
		t->dev = g->spdk_dev;
		t->shared_dev = 1;
		rc = 0;
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
		mo->commit_interval_ms = g->commit_interval_ms ? g->commit_interval_ms : 30000;
		if (g->time_engine)
			mo->flags |= JOLT_MOUNT_TIME_ENGINE;
		rc = jolt_mount(t->dev, mo, &t->fs, why, sizeof(why));
	}
	if (rc) {
		snprintf(r->why, sizeof(r->why), "mkfs and mount: %s", why);
		if (!t->shared_dev)
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

static void kernel_down(struct bench_target *t)
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
static int kernel_target(const struct bench_cfg *g, const char *kfs, struct bench_target *t, struct bench_res *r)
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
	const char *kimage = g->kimage ? g->kimage : g->image;
	snprintf(t->img, sizeof(t->img), "%s.%s", kimage, kfs);
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
	snprintf(t->mnt, sizeof(t->mnt), "%s.%s.mnt", kimage, kfs);
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

/* The device's contents into path, zero MiBs left as holes: 0 or a
 * negative errno. */
static int save_device(struct jolt_blk *dev, const char *path)
{
	enum { CHUNK = 1 << 20 };
	static const uint8_t zero[4096];
	uint64_t cap = jolt_blk_capacity(dev);
	uint8_t *buf = malloc(CHUNK);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644), rc = 0;
	if (!buf || fd < 0) {
		rc = !buf ? -ENOMEM : -errno;
		goto out;
	}
	for (uint64_t off = 0; off < cap && !rc; off += CHUNK) {
		size_t len = cap - off < CHUNK ? (size_t)(cap - off) : CHUNK, z = 0;
		if ((rc = jolt_blk_pread(dev, off, buf, len)) < 0)
			break;
		rc = 0;
		while (z < len && !memcmp(buf + z, zero, len - z < sizeof(zero) ? len - z : sizeof(zero)))
			z += sizeof(zero);
		if (z < len && pwrite(fd, buf, len, (off_t)off) != (ssize_t)len)
			rc = -errno;
	}
	if (!rc && ftruncate(fd, (off_t)cap))
		rc = -errno;
out:
	if (fd >= 0 && close(fd) && !rc)
		rc = -errno;
	free(buf);
	return rc;
}

static void target_down(const struct bench_cfg *g, struct bench_target *t, struct bench_res *r)
{
	if (t->fs) {
		jolt_fsync_counters(t->fs, &r->c);
		char why[256];
		int j = g->read_journal ? jolt_journal_summary(t->dev, &r->journal, why, sizeof(why)) : 0;
		if (j && !r->err) {
			r->err = j;
			snprintf(r->why, sizeof(r->why), "reading the journal back: %s", why);
		}
		if (g->journal_image) {
			int s = save_device(t->dev, g->journal_image);
			if (s && !r->err) {
				r->err = s;
				snprintf(r->why, sizeof(r->why), "%s: %s", g->journal_image, strerror(-s));
			}
		}
		int rc = jolt_unmount(t->fs);
		if (rc && !r->err)
			r->err = rc;
		if (!t->shared_dev)
			jolt_blk_close(t->dev);
	} else {
		kernel_down(t);
	}
}

/* ---- 000: renames in a directory logged earlier ---- */

static void seed000(struct bench_target *t, uint64_t n, struct bench_res *r)
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
		jolt_bench_counters_sub(&r->c, &before);
	}
}

/* ---- 001 and 002: writers with fsync ---- */

struct wjob {
	struct bench_target *t;
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

static void writers(struct bench_target *t, int nthreads, uint64_t ops, uint64_t blocks,
		    void *(*fn)(void *), struct bench_res *r)
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
		fprintf(stderr, "jolt bench: cannot start writer %d\n", started);
		exit(JOLT_EXIT_ERROR);   /* the others wait at the barrier for good */
	}
	/* the clocks and counters start before this thread releases the
	 * writers: once released they may finish before it runs again */
	struct jolt_fsync_counters before;
	if (t->fs)
		jolt_fsync_counters(t->fs, &before);
	double t0 = jolt_tool_now_s(), c0 = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID);
	pthread_barrier_wait(&start);
	for (int i = 0; i < started; i++) {
		pthread_join(th[i], NULL);
		if (jobs[i].err && !r->err)
			r->err = jobs[i].err;
	}
	pthread_barrier_destroy(&start);
	r->secs = jolt_tool_now_s() - t0;
	r->cpu = jolt_tool_clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
	r->ops = ops * (uint64_t)nthreads;
	if (t->fs) {
		jolt_fsync_counters(t->fs, &r->c);
		jolt_bench_counters_sub(&r->c, &before);
	}
}

/* ---- 003: create and unlink with parent pointers ---- */

static void seed003(struct bench_target *t, uint64_t n, struct bench_res *r, struct bench_res *unl)
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

/* r[0] the seed's run, r[1] 003's unlink phase */
void jolt_bench_run_one(const struct bench_cfg *g, const char *seed, const struct bench_setting *s,
		    const struct bench_scale *sc, struct bench_res r[2])
{
	struct bench_target t;
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
	target_down(g, &t, &r[!strcmp(seed, "003")]);
	r[0].run = r[!strcmp(seed, "003")].c;
	r[0].journal = r[!strcmp(seed, "003")].journal;
	/* the timed part's counters (003's from its setup through the creates:
	 * the unlinks' below are the rest of the run) */
	r[0].c = keep;
	if (!strcmp(seed, "003") && r[1].err && !r[0].err)
		r[0].err = r[1].err;
	if (!strcmp(seed, "003")) {
		/* the unlink phase's counters: the whole run's less the creates' */
		struct jolt_fsync_counters *u = &r[1].c;
		const struct jolt_fsync_counters *c = &r[0].c;
		jolt_bench_counters_sub(u, c);
		r[1].kernel = r[0].kernel;
	}
	for (int i = 0; i < 2; i++)
		if (r[i].err && !r[i].why[0])
			snprintf(r[i].why, sizeof(r[i].why), "failed: %s", strerror(-r[i].err));
}

/* ---- jolt bench fs's metadata phases ---- */

const char *const jolt_bench_fs_phase_names[PH_COUNT] = {
	"create", "stat", "setxattr", "rename", "unlink",
};

/* RSS in KiB now (statm), and the peak (getrusage). */

double jolt_bench_cpu_s(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}

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


/* The directory of file i: i mod dirs; once renamed, the next directory
 * (separate threads: the next of the same thread's, d + threads, or its
 * first). */
static uint64_t dir_of(const struct bench_fs_layout *l, uint64_t i, int renamed)
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
static void path_of(char *p, size_t len, const struct bench_fs_target *t, const struct bench_fs_layout *l,
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

static int op(const struct bench_fs_target *t, int ph, const struct bench_fs_layout *l, uint64_t i)
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

static int tsync(const struct bench_fs_target *t)
{
	if (t->fs)
		return jolt_sync(t->fs);
	return syncfs(t->rootfd) ? -errno : 0;
}


/* One thread's share of a phase. */
struct worker {
	const struct bench_fs_target *t;
	const struct bench_fs_layout *l;
	int ph;
	unsigned id;
	pthread_barrier_t *start;
	int rc;
	uint64_t failed;             /* the file whose operation failed */
};

static int run_share(const struct bench_fs_target *t, const struct bench_fs_layout *l, int ph, unsigned id,
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


/* A phase on l->threads threads (1: this one): 0, or the first error
 * (printed). */
static int run_phase(const struct bench_fs_target *t, const struct bench_fs_layout *l, int ph)
{
	uint64_t failed = 0;
	int rc = 0;

	if (l->threads <= 1) {
		rc = run_share(t, l, ph, 0, &failed);
	} else {
		pthread_t th[JOLT_BENCH_MAX_THREADS];
		struct worker w[JOLT_BENCH_MAX_THREADS];
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
		fprintf(stderr, "jolt bench fs: %s of file %" PRIu64 ": %s%s%s\n", jolt_bench_fs_phase_names[ph],
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

int jolt_bench_fs_phases(const struct bench_fs_target *t, const struct bench_fs_layout *l,
			 struct bench_fs_result *r)
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
		double t0 = jolt_tool_now_s(), c0s = jolt_bench_cpu_s();
		rc = run_phase(t, l, ph);
		if (rc)
			return rc;
		double t1 = jolt_tool_now_s();
		r->cpu_s[ph] = jolt_bench_cpu_s() - c0s;
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
			fprintf(stderr, "jolt bench fs: sync after %s: %s\n", jolt_bench_fs_phase_names[ph],
				strerror(-rc));
	}
	for (uint64_t d = 0; !rc && d < dirs; d++) {
		snprintf(p, sizeof(p), "%s/d%05" PRIu64, t->fs ? "" : t->root, d);
		rc = t->fs ? jolt_rmdir(t->fs, p) : rmdir(p) ? -errno : 0;
	}
	return rc;
}

void jolt_bench_fs_run(const struct bench_cfg *g, uint64_t files, uint64_t dirs,
		       struct bench_fs_result *fr, struct bench_res *r)
{
	struct bench_target t;
	struct jolt_mount_opts mo;
	jolt_mount_opts_default(&mo);
	memset(r, 0, sizeof(*r));
	memset(fr, 0, sizeof(*fr));
	r->err = jolt_target(g, 1, &mo, &t, r);
	if (r->err)
		return;
	struct bench_fs_target ft = {.fs = t.fs, .root = "", .rootfd = -1};
	struct bench_fs_layout l = {.files = files, .dirs = dirs, .threads = 1};
	r->err = jolt_bench_fs_phases(&ft, &l, fr);
	target_down(g, &t, r);
	r->run = r->c;
	r->ops = files * PH_COUNT;
	for (int ph = 0; ph < PH_COUNT; ph++) {
		r->secs += (double)files / fr->rate[ph];
		r->cpu += fr->cpu_s[ph];
	}
	if (r->err && !r->why[0])
		snprintf(r->why, sizeof(r->why), "failed: %s", strerror(-r->err));
}
