/* Crash consistency of fsync through the journal, the way CrashMonkey/ACE
 * and xfstests' dm-log-writes tests check it, on the mem device's crash
 * model.
 *
 * A workload is a seeded sequence of up to 20 operations (create, write,
 * truncate, mkdir, rmdir, link, unlink, rename, rename over an existing
 * name, RENAME_EXCHANGE, setxattr, removexattr) on a small seeded tree,
 * each followed by an fsync of a touched file or directory (or of both
 * ends, or a sync now and then), under one setting of the switches
 * (rename_log, relog, pptr_log, whiteouts, parent pointers at mkfs). After
 * every operation every inode is described (mode, link count, owner, size,
 * times, data, user xattrs, symlink target, every name naming it, and its
 * parent pointers). The write stream is then cut at every flush point, just
 * before each (in-flight writes all landed, or torn), and at random points;
 * each image must mount (replaying the log), pass both levels of fsck, and
 * show every inode as it was at some point from the last moment it was
 * made durable (an fsync of it, or a commit, completed by the cut) to the
 * cut: so every fsynced object is exactly as at its fsync or later, and a
 * rename is all or nothing (an inode's names are one set it had). So must
 * each name of a directory (what it names, or that it is absent), one by
 * one: a directory's later changes not fsynced may land apart. Replay
 * is idempotent: the mount of some cuts is itself cut at each of its flush
 * points, and mounting that gives the same result. A failure (a state, an
 * error, a mount, fsck) prints the workload, its setting and the cut, and
 * the command that runs it again (`test_fsync_crash one SEED`). */
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "jolt/engine.h"
#include "jolt/log.h"
#include "ns.h"
#include "ns_test.h"

/* ---- describing every inode ---- */

struct obj {
	uint64_t ino;
	char *desc;
};

struct link {
	uint64_t ino, parent;
	char name[64];
};

struct state {
	struct obj *o;
	size_t n, cap;
	struct link *l;              /* every name, by inode */
	size_t nl;
};

static int link_cmp(const void *a, const void *b)
{
	const struct link *x = a, *y = b;
	if (x->ino != y->ino)
		return x->ino < y->ino ? -1 : 1;
	if (x->parent != y->parent)
		return x->parent < y->parent ? -1 : 1;
	return strcmp(x->name, y->name);
}

static int obj_cmp(const void *a, const void *b)
{
	const struct obj *x = a, *y = b;
	return x->ino < y->ino ? -1 : x->ino > y->ino;
}

static void sappend(char *buf, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void sappend(char *buf, size_t cap, const char *fmt, ...)
{
	size_t l = strlen(buf);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + l, cap - l, fmt, ap);
	va_end(ap);
}

static char *describe_ino(struct jolt_fs *fs, uint64_t ino, const struct link *ls, size_t nl)
{
	size_t cap = 8192;
	char *s = calloc(1, cap);
	struct jolt_stat st;
	CHECK_EQ(jolt_ll_getattr(fs, ino, &st), 0);
	sappend(s, cap, "mode %o nlink %u uid %u size %llu mtime %lld.%lld", st.mode, st.nlink,
		st.uid, (unsigned long long)st.size, (long long)st.mtime.sec,
		(long long)st.mtime.nsec);
	if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFREG) {
		struct jolt_file *f;
		uint8_t *b = malloc(st.size + 1);
		CHECK_EQ(jolt_ll_open(fs, ino, JOLT_O_RDONLY, &f), 0);
		CHECK_EQ(jolt_pread(f, b, st.size, 0), (int64_t)st.size);
		CHECK_EQ(jolt_close(f), 0);
		sappend(s, cap, " data %08x", jolt_crc32c(0, b, st.size));
		free(b);
	} else if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFLNK) {
		char t[256];
		int64_t tl = jolt_ll_readlink(fs, ino, t, sizeof(t));
		CHECK(tl > 0);
		sappend(s, cap, " -> %.*s", (int)tl, t);
	}
	char list[4096];
	int64_t n = jolt_ll_listxattr(fs, ino, list, sizeof(list));
	CHECK(n >= 0);
	for (int64_t o = 0; o < n; o += (int64_t)strlen(list + o) + 1) {
		uint8_t *v = malloc(70000);
		int64_t vl = jolt_ll_getxattr(fs, ino, list + o, v, 70000);
		CHECK(vl >= 0);
		sappend(s, cap, " x %s=%08x/%lld", list + o, jolt_crc32c(0, v, (size_t)vl), (long long)vl);
		free(v);
	}
	for (size_t i = 0; i < nl; i++)
		if (ls[i].ino == ino)
			sappend(s, cap, " name %llu/%s", (unsigned long long)ls[i].parent, ls[i].name);
	struct jolt_parent pp[16];
	int64_t np = jolt_ll_parents(fs, ino, pp, 16);
	if (np != -EOPNOTSUPP) {
		CHECK(np >= 0 && np <= 16);
		struct link pl[16];
		for (int64_t i = 0; i < np; i++) {
			pl[i].ino = ino;
			pl[i].parent = pp[i].parent;
			snprintf(pl[i].name, sizeof(pl[i].name), "%s", pp[i].name);
		}
		qsort(pl, (size_t)np, sizeof(pl[0]), link_cmp);
		for (int64_t i = 0; i < np; i++)
			sappend(s, cap, " pp %llu/%s", (unsigned long long)pl[i].parent, pl[i].name);
	}
	return s;
}

static void describe(struct jolt_fs *fs, struct state *out)
{
	struct link *ls = NULL;
	size_t nl = 0, cap = 0;
	uint64_t dirs[256];
	size_t nd = 0;
	dirs[nd++] = JOLT_ROOT_INO;
	for (size_t di = 0; di < nd; di++) {
		struct jolt_dirent ents[64];
		uint64_t cookie = 0;
		int64_t got;
		while ((got = jolt_ll_readdir(fs, dirs[di], cookie, ents, 64)) > 0) {
			for (int64_t i = 0; i < got; i++) {
				cookie = ents[i].next;
				if (!strcmp(ents[i].name, ".") || !strcmp(ents[i].name, ".."))
					continue;
				if (nl == cap) {
					cap = cap ? cap * 2 : 64;
					ls = realloc(ls, cap * sizeof(*ls));
				}
				ls[nl].ino = ents[i].ino;
				ls[nl].parent = dirs[di];
				snprintf(ls[nl].name, sizeof(ls[nl].name), "%s", ents[i].name);
				nl++;
				if (ents[i].type == JOLT_DT_DIR) {
					CHECK(nd < 256);
					dirs[nd++] = ents[i].ino;
				}
			}
		}
		CHECK_EQ(got, 0);
	}
	qsort(ls, nl, sizeof(*ls), link_cmp);
	out->n = 0;
	for (size_t i = 0; i <= nl; i++) {
		uint64_t ino = i == nl ? JOLT_ROOT_INO : ls[i].ino;
		if (i < nl && i > 0 && ls[i - 1].ino == ino)
			continue;
		if (out->n == out->cap) {
			out->cap = out->cap ? out->cap * 2 : 32;
			out->o = realloc(out->o, out->cap * sizeof(*out->o));
		}
		out->o[out->n].ino = ino;
		out->o[out->n].desc = describe_ino(fs, ino, ls, nl);
		out->n++;
	}
	qsort(out->o, out->n, sizeof(*out->o), obj_cmp);
	out->l = ls;
	out->nl = nl;
}

static const char *state_get(const struct state *s, uint64_t ino)
{
	struct obj q = {.ino = ino};
	struct obj *o = bsearch(&q, s->o, s->n, sizeof(q), obj_cmp);
	return o ? o->desc : "absent";
}

/* The inode a directory's name names (0: none). */
static uint64_t state_name(const struct state *s, uint64_t dir, const char *name)
{
	for (size_t i = 0; i < s->nl; i++)
		if (s->l[i].parent == dir && !strcmp(s->l[i].name, name))
			return s->l[i].ino;
	return 0;
}

static void state_free(struct state *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->o[i].desc);
	free(s->o);
	free(s->l);
	memset(s, 0, sizeof(*s));
}

/* ---- the workload ---- */

enum { DIRS = 3, NAMES = 6, MAX_OPS = 20 };

struct step {
	uint64_t start, done;        /* device clock before the op, after its fsync */
	uint64_t synced[2];          /* inodes fsynced after it (0: none) */
	int commit;                  /* a sync after it */
	struct state st;             /* every inode after it */
	char what[160];
};

struct run {
	uint64_t seed;
	struct jolt_blk *dev;
	uint64_t size;
	struct jolt_mount_opts mo;
	int pptrs;
	uint32_t nodesize;
	char replay[96];             /* the command line that runs it again */
	struct step steps[MAX_OPS + 1];
	int n;
};

/* Step 0: the tree the workload starts from, committed and settled on
 * r->dev (the cuts fall after it). */
static void run_begin(struct run *r, struct jolt_fs *fs, const char *what)
{
	struct step *s0 = &r->steps[0];
	memset(s0, 0, sizeof(*s0));
	s0->commit = 1;
	s0->start = s0->done = jolt_blk_mem_now(r->dev);
	describe(fs, &s0->st);
	snprintf(s0->what, sizeof(s0->what), "%s", what);
	r->n = 1;
}

/* A step is an operation and the fsyncs or sync after it (or an fsync
 * alone), between step_begin and step_end, which describes every inode. */
static struct step *step_begin(struct run *r)
{
	CHECK(r->n <= MAX_OPS);
	struct step *st = &r->steps[r->n];
	memset(st, 0, sizeof(*st));
	st->start = jolt_blk_mem_now(r->dev);
	return st;
}

static void step_end(struct run *r, struct jolt_fs *fs)
{
	struct step *st = &r->steps[r->n];
	st->done = jolt_blk_mem_now(r->dev);
	describe(fs, &st->st);
	r->n++;
}

/* A step that changes nothing anyone sees (an fsync): described as the
 * one before. */
static void step_end_same(struct run *r)
{
	struct step *st = &r->steps[r->n];
	const struct state *p = &r->steps[r->n - 1].st;
	st->done = jolt_blk_mem_now(r->dev);
	st->st = (struct state){.n = p->n, .cap = p->n, .nl = p->nl};
	st->st.o = malloc((p->n + 1) * sizeof(*p->o));
	st->st.l = malloc((p->nl + 1) * sizeof(*p->l));
	for (size_t i = 0; i < p->n; i++)
		st->st.o[i] = (struct obj){p->o[i].ino, strdup(p->o[i].desc)};
	memcpy(st->st.l, p->l, p->nl * sizeof(*p->l));
	r->n++;
}

static struct jolt_fsync_counters g_last_counters;   /* of the last workload run */

static void print_run(const struct run *r, uint64_t at);

/* Both levels of fsck clean, or the workload printed as a case to run again. */
static void run_fsck(const struct run *r, uint64_t at, struct jolt_fs *fs, const char *when)
{
	struct jolt_check_result cr;
	long n = jolt_check(fs, JOLT_CHECK_ALL, n_report, NULL, &cr);
	if (n) {
		print_run(r, at);
		fprintf(stderr, "fsck %s: %ld problems\n", when, n);
		CHECK(0);
	}
}

/* The end of the workload: fsck, then a power loss (nothing more written). */
static void run_end(struct run *r, struct jolt_fs *fs)
{
	run_fsck(r, 0, fs, "at the workload's end");
	jolt_fsync_counters(fs, &g_last_counters);
	jolt_fs_set_error(fs->info, -EIO, "test: power loss");
	jolt_unmount(fs);
}

static void run_free(struct run *r)
{
	for (int i = 0; i < r->n; i++)
		state_free(&r->steps[i].st);
	jolt_blk_close(r->dev);
}

static void rand_path(uint64_t *s, char *out, size_t len)
{
	int dir = (int)(n_rand(s) % (DIRS + 1));
	int name = (int)(n_rand(s) % NAMES);
	if (dir == DIRS)
		snprintf(out, len, "/n%d", name);
	else
		snprintf(out, len, "/d%d/n%d", dir, name);
}

static int ok_err(int rc)
{
	return !rc || rc == -ENOENT || rc == -EEXIST || rc == -ENOTEMPTY || rc == -ENOTDIR ||
	       rc == -EISDIR || rc == -EINVAL || rc == -EPERM || rc == -ENODATA || rc == -ENODEV ||
	       rc == -ELOOP;
}

/* One operation; the paths it touched in a and b. */
static void random_op(struct jolt_fs *fs, uint64_t *s, char *a, char *b, char *what, size_t wl)
{
	uint8_t *buf = malloc(70000);
	int rc = 0;
	rand_path(s, a, 64);
	rand_path(s, b, 64);
	int op = (int)(n_rand(s) % 13);
	uint64_t off = n_rand(s) % 20000, len = n_rand(s) % 12000 + 1;
	for (uint64_t i = 0; i < len; i++)
		buf[i] = (uint8_t)n_rand(s);
	switch (op) {
	case 0: case 1: {
		struct jolt_file *f;
		if (n_rand(s) % 3 == 0)
			len = n_rand(s) % 300 + 1;
		rc = jolt_open(fs, a, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f);
		if (!rc) {
			CHECK_EQ(jolt_pwrite(f, buf, len, n_rand(s) % 2 ? off : 0), (int64_t)len);
			CHECK_EQ(jolt_close(f), 0);
		}
		snprintf(what, wl, "write %s %llu@%llu", a, (unsigned long long)len,
			 (unsigned long long)off);
		break;
	}
	case 2:
		rc = jolt_mkdir(fs, a, 0755);
		snprintf(what, wl, "mkdir %s", a);
		break;
	case 3:
		rc = jolt_rmdir(fs, a);
		snprintf(what, wl, "rmdir %s", a);
		break;
	case 4:
		rc = jolt_unlink(fs, a);
		snprintf(what, wl, "unlink %s", a);
		break;
	case 5:
		rc = jolt_link(fs, a, b);
		snprintf(what, wl, "link %s %s", a, b);
		break;
	case 6: case 7:
		rc = jolt_rename(fs, a, b, 0);
		snprintf(what, wl, "rename %s %s", a, b);
		break;
	case 8:
		rc = jolt_rename(fs, a, b, JOLT_RENAME_EXCHANGE);
		snprintf(what, wl, "exchange %s %s", a, b);
		break;
	case 9:
		rc = jolt_truncate(fs, a, n_rand(s) % 20000);
		snprintf(what, wl, "truncate %s", a);
		break;
	case 10: {
		char name[32];
		snprintf(name, sizeof(name), "user.k%d", (int)(n_rand(s) % 4));
		uint32_t vl = n_rand(s) % 6 == 0 ? 5000 + (uint32_t)(n_rand(s) % 60000)
			      : (uint32_t)(n_rand(s) % 100);
		rc = jolt_setxattr(fs, a, name, buf, vl, 0);
		snprintf(what, wl, "setxattr %s %s %u", a, name, vl);
		break;
	}
	case 11: {
		char name[32];
		snprintf(name, sizeof(name), "user.k%d", (int)(n_rand(s) % 4));
		rc = jolt_removexattr(fs, a, name);
		snprintf(what, wl, "removexattr %s %s", a, name);
		break;
	}
	default: {
		struct jolt_stat st = {.mode = (uint32_t)(n_rand(s) % 01000), .uid = 5};
		uint64_t ino;
		if (jolt_path_ino(fs, a, 0, &ino) == 0)
			rc = jolt_ll_setattr(fs, ino, &st, JOLT_SET_MODE | JOLT_SET_UID, NULL);
		snprintf(what, wl, "chmod %s", a);
		break;
	}
	}
	if (!ok_err(rc)) {
		fprintf(stderr, "seed op %s: %d\n", what, rc);
		CHECK(0);
	}
	free(buf);
}

/* fsync of what a path names now (or its parent directory): its inode, 0 if none. */
static uint64_t fsync_path(struct jolt_fs *fs, const char *p, int parent)
{
	char buf[64];
	snprintf(buf, sizeof(buf), "%s", p);
	if (parent) {
		char *sl = strrchr(buf, '/');
		if (sl == buf)
			snprintf(buf, sizeof(buf), "/");
		else
			*sl = 0;
	}
	uint64_t ino;
	if (jolt_path_ino(fs, buf, 0, &ino))
		return 0;
	CHECK_EQ(jolt_ll_fsync(fs, ino, 0), 0);
	return ino;
}

static const char *g_engine;   /* the journal's engine: NULL soft, "sim" */

/* The journal's engine: NULL soft, "sim" (skipped where its library is
 * not built). */
static void use_engine(const char *name)
{
	if (name) {
		struct jolt_engine_config cfg;
		struct jolt_engine *e;
		jolt_engine_config_default(&cfg);
		int rc = jolt_engine_open(name, &cfg, &e);
		if (rc)
			SKIP("%s engine: %s (make rtl builds it)", name, strerror(-rc));
		jolt_engine_close(e);
	}
	g_engine = name;
}

static void mount_opts_for(uint64_t seed, struct jolt_mount_opts *mo)
{
	jolt_mount_opts_default(mo);
	mo->engine = g_engine;
	mo->commit_interval_ms = JOLT_COMMIT_NEVER;
	mo->flags = JOLT_MOUNT_NO_THREAD;
	mo->rename_log = (uint32_t)(seed & 1);
	mo->relog = (uint32_t)(seed >> 1 & 1);
	mo->pptr_log = (uint32_t)(seed >> 2 & 1);
	mo->whiteouts = (uint32_t)(seed >> 3 & 1);
}

/* A scripted workload instead of random operations (NULL: random). */
typedef void (*script_fn)(struct jolt_fs *fs, int i, char *a, char *b, char *what, size_t wl);
static script_fn g_script;
static uint64_t g_finished;    /* intents replay finished, over every cut mounted */

static void run_workload(struct run *r, uint64_t seed, int nops)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
	r->seed = seed;
	r->size = 8 << 20;
	r->dev = n_dev(r->size, 512);
	r->pptrs = (seed >> 4 & 3) != 0;
	r->nodesize = seed % 3 == 0 ? 1024 : 4096;
	snprintf(r->replay, sizeof(r->replay), "test_fsync_crash one %llu",
		 (unsigned long long)seed);
	struct jolt_mkfs_opts ko;
	jolt_mkfs_opts_default(&ko);
	ko.nodesize = r->nodesize;
	ko.sectorsize = 512;
	ko.journal_bytes = 2 << 20;
	ko.record_size = 8192;
	ko.parent_ptrs = (uint32_t)r->pptrs;
	n_mkfs_opts(r->dev, &ko);
	mount_opts_for(seed, &r->mo);
	struct jolt_fs *fs = n_mount_opts(r->dev, &r->mo);
	/* the seeded tree, committed */
	for (int d = 0; d < DIRS; d++) {
		char p[16];
		snprintf(p, sizeof(p), "/d%d", d);
		CHECK_EQ(jolt_mkdir(fs, p, 0755), 0);
		for (int k = 0; k < 2; k++) {
			char f[32];
			uint8_t data[200];
			snprintf(f, sizeof(f), "/d%d/n%d", d, k * 2);
			memset(data, d * 16 + k, sizeof(data));
			n_put(fs, f, data, 100 * (size_t)(k + 1));
		}
	}
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_blk_mem_settle(r->dev), 0);
	run_begin(r, fs, "the seeded tree");
	for (int i = 0; i < nops; i++) {
		struct step *st = step_begin(r);
		char a[64], b[64];
		if (g_script)
			g_script(fs, i, a, b, st->what, sizeof(st->what));
		else
			random_op(fs, &s, a, b, st->what, sizeof(st->what));
		int k = g_script ? (i % 3 == 2 ? 4 : 1) : (int)(n_rand(&s) % 10);
		if (k == 0) {
			CHECK_EQ(jolt_sync(fs), 0);
			st->commit = 1;
		} else if (k < 8) {
			st->synced[0] = fsync_path(fs, k < 5 ? a : b, k == 4);
		} else {
			st->synced[0] = fsync_path(fs, a, 0);
			st->synced[1] = fsync_path(fs, b, k == 9);
		}
		step_end(r, fs);
	}
	run_end(r, fs);
}

static void print_run(const struct run *r, uint64_t at)
{
	fprintf(stderr, "workload %llu (rename_log %u relog %u pptr_log %u whiteouts %u "
		"mount flags %#x pptrs %d nodesize %u engine %s), cut at %llu; again: %s\n",
		(unsigned long long)r->seed, r->mo.rename_log, r->mo.relog, r->mo.pptr_log,
		r->mo.whiteouts, r->mo.flags, r->pptrs, r->nodesize,
		r->mo.engine ? r->mo.engine : "soft",
		(unsigned long long)at, r->replay);
	for (int i = 0; i < r->n; i++)
		fprintf(stderr, "  %2d [%llu..%llu] %s%s fsync %llu %llu\n", i,
			(unsigned long long)r->steps[i].start, (unsigned long long)r->steps[i].done,
			r->steps[i].what, r->steps[i].commit ? " +sync" : "",
			(unsigned long long)r->steps[i].synced[0],
			(unsigned long long)r->steps[i].synced[1]);
}

/* What the name dir/name names (0: nothing) must be what it named at one
 * of steps k..m. Names are checked one by one: a directory's unsynced
 * changes may land apart (a rename logged at once lands with the next
 * force, a create not logged does not), each all or nothing. */
static int name_ok(const struct run *r, uint64_t at, int k, int m, const struct state *got,
		   uint64_t dir, const char *name)
{
	uint64_t ino = state_name(got, dir, name);
	for (int j = k; j <= m; j++)
		if (state_name(&r->steps[j].st, dir, name) == ino)
			return 1;
	print_run(r, at);
	fprintf(stderr, "directory %llu, durable at step %d, cut in step %d: %s names %llu\n",
		(unsigned long long)dir, k, m, name, (unsigned long long)ino);
	for (int j = k; j <= m; j++)
		fprintf(stderr, "step %d: %llu\n", j,
			(unsigned long long)state_name(&r->steps[j].st, dir, name));
	return 0;
}

/* Every inode ever seen must be as at a step from its last durable one up
 * to the cut, and so must each name of a directory. */
static void check_state(const struct run *r, uint64_t at, const struct state *got)
{
	int m = 0;
	while (m + 1 < r->n && r->steps[m + 1].start <= at)
		m++;
	uint64_t inos[512];
	size_t ni = 0;
	for (int j = 0; j < r->n; j++)
		for (size_t i = 0; i < r->steps[j].st.n; i++) {
			uint64_t ino = r->steps[j].st.o[i].ino;
			size_t q = 0;
			while (q < ni && inos[q] != ino)
				q++;
			if (q == ni && ni < 512)
				inos[ni++] = ino;
		}
	for (size_t i = 0; i < got->n; i++) {
		size_t q = 0;
		while (q < ni && inos[q] != got->o[i].ino)
			q++;
		if (q == ni) {
			print_run(r, at);
			fprintf(stderr, "inode %llu was never there: %s\n",
				(unsigned long long)got->o[i].ino, got->o[i].desc);
			CHECK(0);
		}
	}
	for (size_t q = 0; q < ni; q++) {
		uint64_t ino = inos[q];
		int k = 0;
		for (int j = 0; j <= m; j++)
			if (r->steps[j].done <= at &&
			    (r->steps[j].commit || r->steps[j].synced[0] == ino ||
			     r->steps[j].synced[1] == ino))
				k = j;
		const char *d = state_get(got, ino);
		int ok = 0;
		for (int j = k; j <= m && !ok; j++)
			ok = !strcmp(d, state_get(&r->steps[j].st, ino));
		if (!ok) {
			print_run(r, at);
			fprintf(stderr, "inode %llu, durable at step %d, cut in step %d, is\n  %s\n",
				(unsigned long long)ino, k, m, d);
			for (int j = k; j <= m; j++)
				fprintf(stderr, "step %d: %s\n", j, state_get(&r->steps[j].st, ino));
			CHECK(0);
		}
		/* its names, each once: those it has and those it had from k on */
		const char *names[256];
		size_t nn = 0;
		for (int j = k; j <= m + 1; j++) {
			const struct state *st = j <= m ? &r->steps[j].st : got;
			for (size_t i = 0; i < st->nl; i++) {
				if (st->l[i].parent != ino)
					continue;
				size_t q2 = 0;
				while (q2 < nn && strcmp(names[q2], st->l[i].name))
					q2++;
				if (q2 == nn && nn < 256)
					names[nn++] = st->l[i].name;
			}
		}
		for (size_t i = 0; i < nn; i++)
			CHECK(name_ok(r, at, k, m, got, ino, names[i]));
	}
}

/* Mounts a cut's image on a device of its own; one that records no
 * events (no second copy of the image) unless the mount is to be cut. */
static struct jolt_fs *mount_image(const struct run *r, uint64_t at, const uint8_t *img,
				   struct jolt_blk **d, int log)
{
	struct jolt_blk_opts o;
	char why[256];
	jolt_blk_opts_default(&o);
	o.block_size = 512;
	o.size = r->size;
	o.queue_depth = 16;
	CHECK_EQ(jolt_blk_open("mem", log ? "" : "log=0", &o, d, why, sizeof(why)), 0);
	CHECK_EQ(jolt_blk_mem_load(*d, img, r->size), 0);
	struct jolt_fs *fs;
	int rc = jolt_mount(*d, &r->mo, &fs, why, sizeof(why));
	if (rc) {
		print_run(r, at);
		fprintf(stderr, "mount: %s\n", why);
		CHECK_EQ(rc, 0);
	}
	return fs;
}

/* What follows a cut's check: nothing, a change, an fsync and a commit
 * on the mounted image (it goes on working), or the mount cut again at
 * each of its own flush points. */
enum { CUT_ONLY, CUT_GO_ON, CUT_REPLAY };

static void check_cut(const struct run *r, uint64_t at, jolt_blk_mem_chooser ch, void *ctx,
		      uint8_t *img, int after)
{
	int replay_cuts = after == CUT_REPLAY;
	CHECK_EQ(jolt_blk_mem_crash_image(r->dev, at, ch, ctx, img, r->size), 0);
	struct jolt_blk *d;
	struct jolt_fs *fs = mount_image(r, at, img, &d, replay_cuts);
	struct state got = {0};
	struct jolt_fsync_counters fc;
	jolt_fsync_counters(fs, &fc);
	g_finished += fc.intents_finished;
	describe(fs, &got);
	check_state(r, at, &got);
	run_fsck(r, at, fs, "after the cut's mount");
	if (replay_cuts) {
		/* the mount itself cut at each of its flush points: the same */
		CHECK_EQ(jolt_unmount(fs), 0);
		fs = NULL;
		uint64_t pts[256];
		size_t np = jolt_blk_mem_flush_points(d, pts, 256);
		uint8_t *img2 = malloc(r->size);
		for (size_t i = 0; i < np; i++) {
			CHECK_EQ(jolt_blk_mem_crash_image(d, pts[i], NULL, NULL, img2, r->size), 0);
			struct jolt_blk *d2;
			struct jolt_fs *fs2 = mount_image(r, at, img2, &d2, 0);
			struct state again = {0};
			describe(fs2, &again);
			CHECK_EQ(again.n, got.n);
			for (size_t j = 0; j < got.n; j++) {
				if (strcmp(again.o[j].desc, got.o[j].desc)) {
					print_run(r, at);
					fprintf(stderr, "mount cut at %llu: inode %llu\n  %s\nnot\n  %s\n",
						(unsigned long long)pts[i],
						(unsigned long long)got.o[j].ino, again.o[j].desc,
						got.o[j].desc);
					CHECK(0);
				}
			}
			char when[64];
			snprintf(when, sizeof(when), "after the mount cut at %llu",
				 (unsigned long long)pts[i]);
			run_fsck(r, at, fs2, when);
			state_free(&again);
			CHECK_EQ(jolt_unmount(fs2), 0);
			jolt_blk_close(d2);
		}
		free(img2);
	} else if (after == CUT_GO_ON) {
		CHECK_EQ(jolt_mkdir(fs, "/after", 0755), 0);
		CHECK_EQ(jolt_ll_fsync(fs, JOLT_ROOT_INO, 0), 0);
		CHECK_EQ(jolt_sync(fs), 0);
		run_fsck(r, at, fs, "after a change and a commit on the mounted cut");
		CHECK_EQ(jolt_unmount(fs), 0);
	} else {
		CHECK_EQ(jolt_unmount(fs), 0);
	}
	state_free(&got);
	jolt_blk_close(d);
}

static void one_workload_n(uint64_t seed, int nops, int random_cuts, int replay_cuts,
			   struct jolt_fsync_counters *ctr);

static void one_workload(uint64_t seed, int random_cuts, int replay_cuts)
{
	one_workload_n(seed, 1 + (int)(seed % MAX_OPS), random_cuts, replay_cuts, NULL);
}

/* The cuts of a workload run: at each flush point after step 0, and just
 * before it with every write in flight landed whole or every one torn
 * (`thin`: one of those two, in turn, and only the last flush point's
 * mount goes on working); then random cuts. Returns how many. The mount
 * of the last flush point's image is itself cut when replay_cuts. */
static size_t check_cuts(const struct run *r, uint64_t seed, int thin, int random_cuts,
			 int replay_cuts)
{
	uint8_t *img = malloc(r->size);
	uint64_t pts[4096];
	size_t np = jolt_blk_mem_flush_points(r->dev, pts, 4096), cuts = 0;
	CHECK(np <= 4096);
	struct jolt_blk_mem_random all = {.state = seed, .apply_pct = 100};
	struct jolt_blk_mem_random torn = {.state = seed, .torn_pct = 100};
	struct jolt_blk_mem_random ch = {.state = seed * 31 + 7, .apply_pct = 40, .torn_pct = 30};
	uint64_t first = r->steps[0].done;
	for (size_t i = 0; i < np; i++) {
		if (pts[i] < first)
			continue;
		int only = thin ? 1 + (int)((i + seed) % 2) : 0;
		int go_on = thin ? CUT_ONLY : CUT_GO_ON;
		check_cut(r, pts[i], NULL, NULL, img,
			  i < np - 1 ? go_on : replay_cuts ? CUT_REPLAY : CUT_GO_ON);
		if (only != 2)
			check_cut(r, pts[i] - 1, jolt_blk_mem_choose_random, &all, img, go_on);
		if (only != 1)
			check_cut(r, pts[i] - 1, jolt_blk_mem_choose_random, &torn, img, go_on);
		cuts += thin ? 2 : 3;
	}
	uint64_t end = jolt_blk_mem_now(r->dev), s = seed;
	for (int i = 0; i < random_cuts && end > first; i++, cuts++)
		check_cut(r, first + n_rand(&s) % (end - first + 1), jolt_blk_mem_choose_random, &ch,
			  img, CUT_GO_ON);
	free(img);
	return cuts;
}

static void one_workload_n(uint64_t seed, int nops, int random_cuts, int replay_cuts,
			   struct jolt_fsync_counters *ctr)
{
	struct run r;
	run_workload(&r, seed, nops);
	if (ctr)
		*ctr = g_last_counters;
	check_cuts(&r, seed, 0, random_cuts, replay_cuts);
	run_free(&r);
}

static uint64_t env_u64(const char *name, uint64_t def)
{
	const char *v = getenv(name);
	return v && *v ? strtoull(v, NULL, 0) : def;
}

/* Every switch setting (16 of them, with and without parent pointers)
 * over many short workloads; JOLT_FSYNC_CRASH_WORKLOADS sets how many
 * (10000 for the full sweep). */
static void sweep(void)
{
	uint64_t n = env_u64("JOLT_FSYNC_CRASH_WORKLOADS", 64);
	uint64_t base = env_u64("JOLT_FSYNC_CRASH_SEED", 1);
	for (uint64_t i = 0; i < n; i++)
		one_workload(base + i, 2, 0);
	printf("  %llu workloads from seed %llu\n", (unsigned long long)n, (unsigned long long)base);
}

static void replay_idempotent(void)
{
	for (uint64_t seed = 1000; seed < 1016; seed++)
		one_workload(seed * 64 + 19, 0, 1);
}

/* ---- every workload of one and two operations (CrashMonkey's ACE) ----
 *
 * ACE bounds the workloads it tests instead of drawing them at random: a
 * small fixed tree, every kind of operation with every choice of
 * arguments from the tree's names, every ordered pair, then persistence
 * points. Here the tree is ace_tree's, committed; ace_ops[] holds each
 * kind with the argument choices that reach different code (the comments
 * say which), the call's result on the tree (so the table cannot drift
 * from what it means to test), and the objects it touches: the inodes it
 * names (for a rename, the one replaced when another name keeps it), then
 * the directories whose entries it changes.
 *
 * A persistence point after an operation is the fsync of every object it
 * touched, in that order, each fsync its own step (a cut between two
 * checks the first alone), or the fsync of one of them alone (ACE's
 * separate workloads per fsynced file; the first alone is the first cut
 * of "all"), or, after the first of two operations, nothing. A failed
 * call (an errno) is followed by the fsyncs of what exists, as any other.
 *
 * Workload id = first part * ace_ns + second part. A first part is
 * nothing (a workload of one operation) or an operation with a
 * persistence point; a second part an operation with one. The quick set
 * (make test, sized for the ASan build) is every operation alone and
 * every ordered pair whose first call succeeds on the tree (a failing
 * call changes nothing; it runs alone), with nothing or all touched
 * fsynced after the first, in turn by pair, and all touched after the
 * second; every flush point is cut, and just before it one of its two
 * cuts in turn, and only the last one's mount goes on working. The full
 * set (JOLT_FSYNC_CRASH_ENUM=full) is every pair with every persistence
 * point, every flush point cut three ways, every mount going on, the
 * last one's mount cut at each of its own flush points, and two random
 * points. The 64 settings (the 16 of the switches, parent pointers on and
 * off, 4 and 2 KiB nodes) are taken in turn by the workloads of a set, so
 * that each sees every operation kind last, and each kind is first under
 * as many settings as it has pairs (checked). A failure prints
 * `test_fsync_crash enum ID SETTING`, which runs it again with every
 * cut. */

enum ace_kind {
	K_CREATE, K_MKDIR, K_LINK, K_UNLINK, K_RENAME, K_EXCHANGE, K_SETXATTR, K_REMOVEXATTR,
	K_WRITE, K_TRUNCATE, K_RMDIR, K_KINDS
};

static const char *const ace_kind_name[K_KINDS] = {
	"create", "mkdir", "link", "unlink", "rename", "exchange", "setxattr", "removexattr",
	"write", "truncate", "rmdir",
};

/* What a persistence point may fsync, in this order: the inode a names
 * (after the call for create and mkdir), the one b names before it, the
 * directory holding a, the one holding b. */
enum { S_A = 1, S_B = 2, S_PA = 4, S_PB = 8 };

struct ace_op {
	uint8_t kind, sync;
	int rc;                      /* on the tree */
	const char *a, *b;           /* paths; b: the other path, or the xattr name */
	uint32_t n, off;             /* bytes (value, write, new size), write offset */
};

static const struct ace_op ace_ops[] = {
	{K_CREATE, S_A | S_PA, 0, "/A/new", NULL, 0, 0},
	{K_CREATE, S_A | S_PA, 0, "/C/new", NULL, 0, 0},            /* the first entry */
	{K_CREATE, S_A | S_PA, -EEXIST, "/A/foo", NULL, 0, 0},
	{K_MKDIR, S_A | S_PA, 0, "/A/E", NULL, 0, 0},
	{K_MKDIR, S_A | S_PA, 0, "/C/E", NULL, 0, 0},
	{K_MKDIR, S_A | S_PA, -EEXIST, "/B/D", NULL, 0, 0},
	{K_LINK, S_A | S_PB, 0, "/A/foo", "/A/new", 0, 0},          /* in its directory */
	{K_LINK, S_A | S_PB, 0, "/A/foo", "/C/new", 0, 0},          /* in another */
	{K_LINK, S_A | S_PB, 0, "/A/bar", "/B/D/new", 0, 0},        /* a third name */
	{K_LINK, S_A | S_PB, -EPERM, "/B/D", "/C/new", 0, 0},       /* a directory */
	{K_UNLINK, S_A | S_PA, 0, "/A/foo", NULL, 0, 0},            /* the last name */
	{K_UNLINK, S_A | S_PA, 0, "/A/bar", NULL, 0, 0},            /* one of two */
	{K_UNLINK, S_A | S_PA, 0, "/B/D/qux", NULL, 0, 0},          /* the last entry */
	{K_UNLINK, S_A | S_PA, -EISDIR, "/C", NULL, 0, 0},
	{K_RENAME, S_A | S_PA, 0, "/A/foo", "/A/new", 0, 0},        /* in its directory */
	{K_RENAME, S_A | S_PA | S_PB, 0, "/A/foo", "/C/new", 0, 0}, /* to another */
	{K_RENAME, S_A | S_B | S_PA | S_PB, 0, "/A/foo", "/B/baz", 0, 0}, /* over one of two names */
	{K_RENAME, S_A | S_PA | S_PB, 0, "/B/D/qux", "/A/foo", 0, 0}, /* over a last name */
	{K_RENAME, S_A | S_PA | S_PB, 0, "/B/D", "/C/D", 0, 0},     /* a directory, to another */
	{K_RENAME, S_A | S_PA | S_PB, 0, "/B/D", "/C", 0, 0},       /* ... over an empty one */
	{K_RENAME, S_A | S_PA | S_PB, 0, "/A/bar", "/B/baz", 0, 0}, /* two names of one inode */
	{K_RENAME, S_A | S_PA, -EINVAL, "/B", "/B/D/x", 0, 0},      /* into its own subtree */
	{K_EXCHANGE, S_A | S_B | S_PA | S_PB, 0, "/A/foo", "/B/baz", 0, 0},  /* two files */
	{K_EXCHANGE, S_A | S_B | S_PA | S_PB, 0, "/A/foo", "/B/D", 0, 0},    /* a file, a directory */
	{K_EXCHANGE, S_A | S_B | S_PA, 0, "/A", "/C", 0, 0},        /* two directories */
	{K_EXCHANGE, S_A | S_PA, -ENOENT, "/A/foo", "/A/new", 0, 0},
	{K_SETXATTR, S_A, 0, "/A/foo", "user.s", 60, 0},            /* a small value replaced */
	{K_SETXATTR, S_A, 0, "/A/foo", "user.n", 30, 0},            /* a new small one */
	{K_SETXATTR, S_A, 0, "/A/foo", "user.big", 30000, 0},       /* a new remote one */
	{K_SETXATTR, S_A, 0, "/A/bar", "user.big", 40000, 0},       /* a remote value replaced */
	{K_SETXATTR, S_A, 0, "/A/bar", "user.big", 10, 0},          /* ... by a small one */
	{K_SETXATTR, S_A, 0, "/A", "user.n", 30, 0},                /* on a directory */
	{K_REMOVEXATTR, S_A, 0, "/A/foo", "user.s", 0, 0},
	{K_REMOVEXATTR, S_A, 0, "/A/bar", "user.big", 0, 0},        /* a remote value */
	{K_REMOVEXATTR, S_A, -ENODATA, "/A/foo", "user.none", 0, 0},
	{K_WRITE, S_A, 0, "/A/foo", NULL, 100, 200},                /* inline data overwritten */
	{K_WRITE, S_A, 0, "/A/foo", NULL, 6000, 900},               /* ... out of line */
	{K_WRITE, S_A, 0, "/A/bar", NULL, 4096, 4096},              /* an extent overwritten */
	{K_WRITE, S_A, 0, "/A/bar", NULL, 5000, 9000},              /* appended */
	{K_TRUNCATE, S_A, 0, "/A/foo", NULL, 10, 0},                /* inline, down */
	{K_TRUNCATE, S_A, 0, "/A/foo", NULL, 20000, 0},             /* up: a hole */
	{K_TRUNCATE, S_A, 0, "/A/bar", NULL, 5000, 0},              /* within an extent */
	{K_TRUNCATE, S_A, 0, "/A/bar", NULL, 0, 0},
	{K_RMDIR, S_A | S_PA, 0, "/C", NULL, 0, 0},
	{K_RMDIR, S_A | S_PA, -ENOTEMPTY, "/B/D", NULL, 0, 0},
	{K_RMDIR, S_A | S_PA, -ENOTDIR, "/A/foo", NULL, 0, 0},
};
enum { ACE_OPS = sizeof(ace_ops) / sizeof(ace_ops[0]), ACE_SETTINGS = 64 };

static void ace_fill(uint8_t *buf, size_t len, uint64_t seed)
{
	uint64_t s = seed;
	for (size_t i = 0; i < len; i++)
		buf[i] = (uint8_t)n_rand(&s);
}

/* The tree, committed:
 *   /A          a directory with a small xattr (user.d)
 *   /A/foo      1000 bytes (inline), a small xattr (user.s)
 *   /A/bar      9000 bytes in extents, a 20000-byte xattr (remote, user.big),
 *               and a second name /B/baz
 *   /B/D/qux    100 bytes
 *   /C          an empty directory */
static void ace_tree(struct jolt_fs *fs)
{
	static uint8_t buf[20000];
	CHECK_EQ(jolt_mkdir(fs, "/A", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/B", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/B/D", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/C", 0755), 0);
	ace_fill(buf, sizeof(buf), 1);
	CHECK_EQ(jolt_setxattr(fs, "/A", "user.d", buf, 20, 0), 0);
	n_put(fs, "/A/foo", buf, 1000);
	CHECK_EQ(jolt_setxattr(fs, "/A/foo", "user.s", buf + 7, 40, 0), 0);
	ace_fill(buf, sizeof(buf), 2);
	n_put(fs, "/A/bar", buf, 9000);
	CHECK_EQ(jolt_setxattr(fs, "/A/bar", "user.big", buf, 20000, 0), 0);
	CHECK_EQ(jolt_link(fs, "/A/bar", "/B/baz"), 0);
	n_put(fs, "/B/D/qux", buf + 3, 100);
}

/* Each image holds the committed tree: parent pointers on and off, 4 and
 * 2 KiB nodes. */
enum { ACE_SIZE = 4 << 20 };

static const uint8_t *ace_base(int pptrs, uint32_t nodesize)
{
	static uint8_t *img[2][2];
	uint8_t **p = &img[!!pptrs][nodesize == 2048];
	if (!*p) {
		struct jolt_blk *dev = n_dev(ACE_SIZE, 512);
		struct jolt_mkfs_opts ko;
		struct jolt_mount_opts mo;
		jolt_mkfs_opts_default(&ko);
		ko.nodesize = nodesize;
		ko.sectorsize = 512;
		ko.journal_bytes = 1 << 20;
		ko.record_size = 8192;
		ko.parent_ptrs = (uint32_t)pptrs;
		n_mkfs_opts(dev, &ko);
		jolt_mount_opts_default(&mo);
		mo.commit_interval_ms = JOLT_COMMIT_NEVER;
		mo.flags = JOLT_MOUNT_NO_THREAD;
		struct jolt_fs *fs = n_mount_opts(dev, &mo);
		ace_tree(fs);
		n_fsck(fs);
		CHECK_EQ(jolt_unmount(fs), 0);
		*p = malloc(ACE_SIZE);
		memcpy(*p, jolt_blk_mem_data(dev), ACE_SIZE);
		jolt_blk_close(dev);
	}
	return *p;
}

static int ace_call(struct jolt_fs *fs, const struct ace_op *o, uint64_t id)
{
	static uint8_t buf[40000];
	struct jolt_file *f;
	int rc;
	ace_fill(buf, o->n, id);
	switch (o->kind) {
	case K_CREATE:
		rc = jolt_open(fs, o->a, JOLT_O_CREAT | JOLT_O_EXCL | JOLT_O_WRONLY, 0644, &f);
		return rc ? rc : jolt_close(f);
	case K_MKDIR:
		return jolt_mkdir(fs, o->a, 0755);
	case K_LINK:
		return jolt_link(fs, o->a, o->b);
	case K_UNLINK:
		return jolt_unlink(fs, o->a);
	case K_RENAME:
		return jolt_rename(fs, o->a, o->b, 0);
	case K_EXCHANGE:
		return jolt_rename(fs, o->a, o->b, JOLT_RENAME_EXCHANGE);
	case K_SETXATTR:
		return jolt_setxattr(fs, o->a, o->b, buf, o->n, 0);
	case K_REMOVEXATTR:
		return jolt_removexattr(fs, o->a, o->b);
	case K_WRITE:
		rc = jolt_open(fs, o->a, JOLT_O_WRONLY, 0, &f);
		if (rc)
			return rc;
		CHECK_EQ(jolt_pwrite(f, buf, o->n, o->off), (int64_t)o->n);
		return jolt_close(f);
	case K_TRUNCATE:
		return jolt_truncate(fs, o->a, o->n);
	default:
		return jolt_rmdir(fs, o->a);
	}
}

static void parent_of(const char *p, char *out, size_t len)
{
	snprintf(out, len, "%s", p);
	char *sl = strrchr(out, '/');
	if (sl == out)
		sl[1] = 0;
	else
		*sl = 0;
}

static int ace_nsync(const struct ace_op *o)
{
	return __builtin_popcount(o->sync);
}

/* One operation as a step, then its persistence point: mode -1 nothing,
 * 0 every object it touched, j the j-th alone, each fsync a step. The
 * call's result. */
static int ace_step(struct run *r, struct jolt_fs *fs, const struct ace_op *o, int mode,
		    uint64_t id)
{
	char paths[4][64];
	uint64_t ino[4];
	int n = 0;
	for (int bit = 0; bit < 4; bit++) {
		if (!(o->sync & 1 << bit))
			continue;
		if (bit < 2)
			snprintf(paths[n], sizeof(paths[n]), "%s", bit ? o->b : o->a);
		else
			parent_of(bit == 2 ? o->a : o->b, paths[n], sizeof(paths[n]));
		if (jolt_path_ino(fs, paths[n], 0, &ino[n]))
			ino[n] = 0;
		n++;
	}
	struct step *st = step_begin(r);
	int rc = ace_call(fs, o, id);
	snprintf(st->what, sizeof(st->what), "%s %s%s%s (%u@%u) = %d", ace_kind_name[o->kind], o->a,
		 o->b ? " " : "", o->b ? o->b : "", o->n, o->off, rc);
	step_end(r, fs);
	if (!ok_err(rc)) {
		print_run(r, 0);
		fprintf(stderr, "unexpected error %d\n", rc);
		CHECK(0);
	}
	for (int j = 0; j < n && mode >= 0; j++) {
		struct jolt_stat sa;
		if (mode > 0 && j != mode)
			continue;
		if (!ino[j] && (jolt_path_ino(fs, paths[j], 0, &ino[j]) || j))
			continue;        /* only the new inode of a create or mkdir is found after */
		if (jolt_ll_getattr(fs, ino[j], &sa) || !sa.nlink)
			continue;        /* gone */
		st = step_begin(r);
		CHECK_EQ(jolt_ll_fsync(fs, ino[j], 0), 0);
		st->synced[0] = ino[j];
		snprintf(st->what, sizeof(st->what), "fsync %s (%llu)", paths[j],
			 (unsigned long long)ino[j]);
		step_end_same(r);
	}
	return rc;
}

/* The parts a workload is made of: op -1 none; mode as ace_step's. */
struct ace_part {
	int16_t op;
	int8_t mode;
};

static struct ace_part ace_first[1 + ACE_OPS * 6], ace_second[ACE_OPS * 4];
static size_t ace_nf, ace_ns;

static void ace_parts(void)
{
	if (ace_nf)
		return;
	ace_first[ace_nf++] = (struct ace_part){-1, -1};
	for (int i = 0; i < ACE_OPS; i++) {
		for (int m = -1; m < ace_nsync(&ace_ops[i]); m++)
			ace_first[ace_nf++] = (struct ace_part){(int16_t)i, (int8_t)m};
		for (int m = 0; m < ace_nsync(&ace_ops[i]); m++)
			ace_second[ace_ns++] = (struct ace_part){(int16_t)i, (int8_t)m};
	}
}

static uint64_t ace_count(void)
{
	ace_parts();
	return (uint64_t)ace_nf * ace_ns;
}

/* The quick set: every operation alone, and every ordered pair whose
 * first call succeeds on the tree, with nothing or all touched fsynced
 * after the first (in turn) and all touched after the second. */
static int ace_quick(uint64_t id)
{
	const struct ace_part *p1 = &ace_first[id / ace_ns], *p2 = &ace_second[id % ace_ns];
	if (p2->mode != 0)
		return 0;
	if (p1->op < 0)
		return 1;
	return !ace_ops[p1->op].rc && p1->mode == ((p1->op + p2->op) % 2 ? 0 : -1);
}

/* The workloads of a set (quick or full), in id order; each runs under
 * the setting of its rank in the set, the 64 in turn. */
static uint64_t *ace_select(int full, size_t *n)
{
	uint64_t *ids = malloc(ace_count() * sizeof(*ids));
	*n = 0;
	for (uint64_t id = 0; id < ace_count(); id++)
		if (full || ace_quick(id))
			ids[(*n)++] = id;
	return ids;
}

static double cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Workload id under a setting: run, and its cuts checked; returns the
 * cuts. Adds the CPU seconds of each half to t[0] and t[1]. */
static size_t ace_workload(uint64_t id, unsigned set, int full, uint64_t *fsyncs, double *t)
{
	double t0 = cpu_seconds();
	struct run r;
	ace_parts();
	CHECK(id < ace_count() && set < ACE_SETTINGS);
	const struct ace_part *p1 = &ace_first[id / ace_ns], *p2 = &ace_second[id % ace_ns];
	r.seed = id;
	r.size = ACE_SIZE;
	r.pptrs = !(set >> 4 & 1);
	r.nodesize = set >> 5 & 1 ? 2048 : 4096;
	mount_opts_for(set, &r.mo);
	snprintf(r.replay, sizeof(r.replay), "test_fsync_crash enum %llu %u", (unsigned long long)id,
		 set);
	r.dev = n_dev(r.size, 512);
	CHECK_EQ(jolt_blk_mem_load(r.dev, ace_base(r.pptrs, r.nodesize), r.size), 0);
	struct jolt_fs *fs = n_mount_opts(r.dev, &r.mo);
	CHECK_EQ(jolt_blk_mem_settle(r.dev), 0);
	run_begin(&r, fs, "the tree");
	if (p1->op >= 0)
		CHECK_EQ(ace_step(&r, fs, &ace_ops[p1->op], p1->mode, id), ace_ops[p1->op].rc);
	int rc = ace_step(&r, fs, &ace_ops[p2->op], p2->mode, id);
	if (p1->op < 0)
		CHECK_EQ(rc, ace_ops[p2->op].rc);
	run_end(&r, fs);
	for (int i = 0; i < r.n; i++)
		*fsyncs += r.steps[i].synced[0] != 0;
	double t1 = cpu_seconds();
	size_t cuts = check_cuts(&r, id, !full, full ? 2 : 0, full);
	run_free(&r);
	t[0] += t1 - t0;
	t[1] += cpu_seconds() - t1;
	return cuts;
}

/* Every setting sees every kind as the last of two operations, and each
 * kind is first under as many settings as it has pairs (up to all). */
static void ace_check_rotation(const uint64_t *ids, size_t n)
{
	static uint8_t seen[2][K_KINDS][ACE_SETTINGS];
	size_t pairs[K_KINDS] = {0};
	for (size_t i = 0; i < n; i++) {
		if (ids[i] / ace_ns == 0)
			continue;
		unsigned k1 = ace_ops[ace_first[ids[i] / ace_ns].op].kind;
		seen[0][k1][i % ACE_SETTINGS] = 1;
		seen[1][ace_ops[ace_second[ids[i] % ace_ns].op].kind][i % ACE_SETTINGS] = 1;
		pairs[k1]++;
	}
	for (int k = 0; k < K_KINDS; k++) {
		size_t first = 0;
		for (int set = 0; set < ACE_SETTINGS; set++) {
			first += seen[0][k][set];
			if (!seen[1][k][set]) {
				fprintf(stderr, "%s never last under setting %d\n", ace_kind_name[k], set);
				CHECK(0);
			}
		}
		CHECK_EQ(first, pairs[k] < ACE_SETTINGS ? pairs[k] : ACE_SETTINGS);
	}
}

static int ace_full(void)
{
	const char *e = getenv("JOLT_FSYNC_CRASH_ENUM");
	if (!e || !*e || !strcmp(e, "quick"))
		return 0;
	if (strcmp(e, "full")) {
		fprintf(stderr, "JOLT_FSYNC_CRASH_ENUM=%s: quick or full\n", e);
		CHECK(0);
	}
	return 1;
}

/* The workload id of a first part (op1 NULL: none) and a second, each an
 * operation named by kind, path and size, with its persistence point. */
static int ace_find(uint8_t kind, const char *a, uint32_t n)
{
	for (int i = 0; i < ACE_OPS; i++)
		if (ace_ops[i].kind == kind && !strcmp(ace_ops[i].a, a) && ace_ops[i].n == n)
			return i;
	CHECK(0);
	return -1;
}

static uint64_t ace_id(int op1, int mode1, int op2, int mode2)
{
	size_t f = 0, s = 0;
	ace_parts();
	while (f < ace_nf && (ace_first[f].op != op1 || (op1 >= 0 && ace_first[f].mode != mode1)))
		f++;
	while (s < ace_ns && (ace_second[s].op != op2 || ace_second[s].mode != mode2))
		s++;
	CHECK(f < ace_nf && s < ace_ns);
	return (uint64_t)f * ace_ns + s;
}

/* Workloads the enumeration found failing, each under the setting it
 * failed in, with every cut:
 *  - one aligned 4 KiB overwrite of an extent, fsynced, on 4 KiB nodes:
 *    replay copied a tree node onto the new extent before the item
 *    pointing at it marked it used (the file read back the node);
 *  - a link (the inode logged for its inode item and names alone), then
 *    the removal of its remote xattr, both fsynced: the second log did not
 *    delete the xattr item the log had never held (fsck after replay);
 *  - a file truncated to nothing, fsynced, then its last xattr removed,
 *    fsynced, without parent pointers: the in-place relog of an inode
 *    left with no other items searched an empty array through a null
 *    pointer (undefined; UBSan). */
static void enum_regressions(void)
{
	uint64_t fsyncs = 0;
	double t[2];
	int w = ace_find(K_WRITE, "/A/bar", 4096), l = ace_find(K_LINK, "/A/bar", 0);
	int x = ace_find(K_REMOVEXATTR, "/A/bar", 0);
	ace_workload(ace_id(-1, -1, w, 0), 0, 1, &fsyncs, t);
	ace_workload(ace_id(l, 0, x, 0), 61, 1, &fsyncs, t);
	ace_workload(ace_id(ace_find(K_TRUNCATE, "/A/bar", 0), 0, x, 0), 16, 1, &fsyncs, t);
	CHECK_EQ(fsyncs, 1 + 3 + 2);  /* the file; the file and /B/D, the file; twice the file */
}

static void enumerate_2ops(void)
{
	int full = ace_full();
	size_t n;
	ace_parts();
	uint64_t *ids = ace_select(full, &n), ones = 0, fsyncs = 0, cuts = 0;
	double t[2] = {0, 0};
	ace_check_rotation(ids, n);
	for (size_t i = 0; i < n; i++) {
		cuts += ace_workload(ids[i], (unsigned)(i % ACE_SETTINGS), full, &fsyncs, t);
		ones += ids[i] / ace_ns == 0;
	}
	free(ids);
	printf("  %s: %llu workloads (%llu of one operation; %d operations, %d kinds, %d settings), "
	       "%llu fsyncs, %llu cuts; CPU %.1f s running, %.1f s cutting\n", full ? "full" : "quick",
	       (unsigned long long)n, (unsigned long long)ones, ACE_OPS, K_KINDS, ACE_SETTINGS,
	       (unsigned long long)fsyncs, (unsigned long long)cuts, t[0], t[1]);
}

/* ---- the switches, each against its other setting ---- */

static struct jolt_fs *mem_fs(struct jolt_blk **dev, int pptrs, struct jolt_mount_opts *mo)
{
	*dev = n_dev(64 << 20, 4096);
	n_mkfs(*dev, 0, 0, pptrs);
	mo->commit_interval_ms = JOLT_COMMIT_NEVER;
	mo->flags = JOLT_MOUNT_NO_THREAD;
	return n_mount_opts(*dev, mo);
}

/* fdatasync after a change of times alone logs nothing; fsync does. */
static void fdatasync_times(void)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fsync_counters c;
	struct jolt_file *f;
	jolt_mount_opts_default(&mo);
	struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
	CHECK_EQ(jolt_create(fs, "/a", 0644, &f), 0);
	CHECK_EQ(jolt_pwrite(f, "hello", 5, 0), 5);
	CHECK_EQ(jolt_fsync(f, 1), 0);
	struct jolt_timespec ts[2] = {{1000, 0}, {2000, 0}};
	CHECK_EQ(jolt_utimens(fs, "/a", ts, 0), 0);
	CHECK_EQ(jolt_fsync(f, 1), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.logged_fsyncs, 1);
	CHECK_EQ(c.datasync_skips, 1);
	CHECK_EQ(jolt_pwrite(f, "x", 1, 5), 1);           /* size: not times alone */
	CHECK_EQ(jolt_fsync(f, 1), 0);
	CHECK_EQ(jolt_utimens(fs, "/a", ts, 0), 0);
	CHECK_EQ(jolt_fsync(f, 0), 0);                    /* fsync logs the times */
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.logged_fsyncs, 3);
	CHECK_EQ(c.datasync_skips, 1);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* Seed 000: renames after the directory was logged cost O(1) items with
 * rename_log=oldname, O(directory) with full. */
static uint64_t rename_items(uint32_t rename_log)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fsync_counters c0, c1;
	jolt_mount_opts_default(&mo);
	mo.rename_log = rename_log;
	struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
	CHECK_EQ(jolt_mkdir(fs, "/t", 0755), 0);
	for (int i = 0; i < 200; i++) {
		char p[32];
		snprintf(p, sizeof(p), "/t/f%d", i);
		n_put(fs, p, "", 0);
	}
	CHECK_EQ(jolt_sync(fs), 0);
	n_put(fs, "/t/new", "", 0);
	uint64_t dir;
	CHECK_EQ(jolt_path_ino(fs, "/t", 1, &dir), 0);
	CHECK_EQ(jolt_ll_fsync(fs, dir, 0), 0);
	jolt_fsync_counters(fs, &c0);
	for (int i = 0; i < 50; i++) {
		char p[32], q[40];
		snprintf(p, sizeof(p), "/t/f%d", i);
		snprintf(q, sizeof(q), "/t/f%d-old", i);
		CHECK_EQ(jolt_rename(fs, p, q, 0), 0);
	}
	jolt_fsync_counters(fs, &c1);
	CHECK_EQ(c1.log_txs - c0.log_txs, 50);            /* each rename logged */
	uint64_t items = c1.items_dir_add + c1.items_dir_del + c1.items_dir_del_range -
			 c0.items_dir_add - c0.items_dir_del - c0.items_dir_del_range;
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
	return items;
}

static void rename_rule(void)
{
	uint64_t oldname = rename_items(JOLT_RENAME_LOG_OLDNAME);
	uint64_t full = rename_items(JOLT_RENAME_LOG_FULL);
	printf("  50 renames: %llu entry items (oldname), %llu (full)\n",
	       (unsigned long long)oldname, (unsigned long long)full);
	CHECK(oldname <= 50 * 4);                         /* 2 keys each for old and new name */
	CHECK(full >= 50 * 400);                          /* every entry, every time */
}

/* Seed 001: an fsync after one more write logs the changed extent alone
 * with relog=inplace, every extent with insert. */
static uint64_t relog_extents(uint32_t relog)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fsync_counters c0, c1;
	struct jolt_file *f;
	uint8_t buf[4096];
	jolt_mount_opts_default(&mo);
	mo.relog = relog;
	mo.max_inline = 1;
	struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
	CHECK_EQ(jolt_create(fs, "/f", 0644, &f), 0);
	for (int i = 0; i < 64; i++) {
		memset(buf, i, sizeof(buf));
		CHECK_EQ(jolt_pwrite(f, buf, sizeof(buf), (uint64_t)i * 8192), 4096);
	}
	CHECK_EQ(jolt_fsync(f, 0), 0);
	jolt_fsync_counters(fs, &c0);
	for (int k = 0; k < 8; k++) {
		CHECK_EQ(jolt_pwrite(f, buf, sizeof(buf), (uint64_t)k * 3 * 8192), 4096);
		CHECK_EQ(jolt_fsync(f, 0), 0);
	}
	jolt_fsync_counters(fs, &c1);
	CHECK_EQ(jolt_close(f), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
	return c1.items_extent - c0.items_extent;
}

static void relog_inplace(void)
{
	uint64_t inplace = relog_extents(JOLT_RELOG_INPLACE);
	uint64_t insert = relog_extents(JOLT_RELOG_INSERT);
	printf("  8 fsyncs after one write each: %llu extent items (inplace), %llu (insert)\n",
	       (unsigned long long)inplace, (unsigned long long)insert);
	CHECK(inplace <= 8 * 2);
	CHECK(insert >= 8 * 64);
}

/* Seeds 002/003: parent-pointer intents, and their dones whited out by
 * the engine (or not). */
static void intents_and_whiteouts(void)
{
	for (uint32_t w = 0; w < 2; w++) {
		struct jolt_blk *dev;
		struct jolt_mount_opts mo;
		struct jolt_fsync_counters c;
		jolt_mount_opts_default(&mo);
		mo.pptr_log = JOLT_PPTR_LOG_INTENT;
		mo.whiteouts = w;
		struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
		for (int i = 0; i < 20; i++) {
			char p[32];
			struct jolt_file *f;
			snprintf(p, sizeof(p), "/f%d", i);
			CHECK_EQ(jolt_create(fs, p, 0644, &f), 0);
			CHECK_EQ(jolt_fsync(f, 0), 0);
			CHECK_EQ(jolt_close(f), 0);
		}
		jolt_fsync_counters(fs, &c);
		CHECK_EQ(c.items_attr_intent, 20);
		CHECK_EQ(c.items_done, 20);
		CHECK_EQ(c.engine_whiteouts, w == JOLT_WHITEOUTS_ON ? 20 : 0);
		CHECK_EQ(jolt_unmount(fs), 0);
		jolt_blk_close(dev);
	}
	/* shortform: no intents while the xattrs are shortform */
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fsync_counters c;
	struct jolt_file *f;
	jolt_mount_opts_default(&mo);
	struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
	CHECK_EQ(jolt_create(fs, "/a", 0644, &f), 0);
	CHECK_EQ(jolt_fsync(f, 0), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.items_attr_intent, 0);
	static uint8_t big[60000];
	CHECK_EQ(jolt_setxattr(fs, "/a", "user.big", big, sizeof(big), 0), 0);   /* to items */
	CHECK_EQ(jolt_link(fs, "/a", "/b"), 0);
	CHECK_EQ(jolt_fsync(f, 0), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.items_attr_intent, 2);                 /* the value set, the link */
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* Seed 002: a large xattr value lives in its own extent, written outside
 * the log; the fsync logs its attr intent (name and value) and done, which
 * the engine drops with whiteouts=on: the journal then holds a small
 * fraction of the value's bytes. The value survives a remount, and a
 * crash replays it from the log with whiteouts=off too. */
static void remote_values(void)
{
	uint64_t jbytes[2];
	for (uint32_t w = 0; w < 2; w++) {
		struct jolt_blk *dev;
		struct jolt_mount_opts mo;
		struct jolt_fsync_counters c;
		jolt_mount_opts_default(&mo);
		mo.whiteouts = w;
		struct jolt_fs *fs = mem_fs(&dev, 1, &mo);
		static uint8_t val[65536], got[65536];
		for (int i = 0; i < 16; i++) {
			char p[32];
			struct jolt_file *f;
			snprintf(p, sizeof(p), "/f%d", i);
			memset(val, i + 1, sizeof(val));
			CHECK_EQ(jolt_create(fs, p, 0644, &f), 0);
			CHECK_EQ(jolt_setxattr(fs, p, "user.big", val, sizeof(val), 0), 0);
			CHECK_EQ(jolt_fsync(f, 0), 0);
			CHECK_EQ(jolt_close(f), 0);
		}
		jolt_fsync_counters(fs, &c);
		/* each: the value set, and its parent pointer (the xattrs are
		 * in items now) */
		CHECK_EQ(c.items_attr_intent, 32);
		CHECK_EQ(c.engine_whiteouts, w == JOLT_WHITEOUTS_ON ? 32 : 0);
		CHECK(c.data_flushes + c.data_preflushes >= 1);
		jbytes[w] = c.journal_bytes;
		/* power loss: the log alone brings them back */
		jolt_fs_set_error(fs->info, -EIO, "test: power loss");
		jolt_unmount(fs);
		CHECK_EQ(jolt_blk_mem_settle(dev), 0);
		fs = n_mount_opts(dev, &mo);
		for (int i = 0; i < 16; i++) {
			char p[32];
			snprintf(p, sizeof(p), "/f%d", i);
			memset(val, i + 1, sizeof(val));
			CHECK_EQ(jolt_getxattr(fs, p, "user.big", got, sizeof(got)), (int64_t)sizeof(got));
			CHECK(!memcmp(got, val, sizeof(val)));
		}
		n_fsck(fs);
		CHECK_EQ(jolt_unlink(fs, "/f0"), 0);     /* its value's extent freed */
		CHECK_EQ(jolt_sync(fs), 0);
		n_fsck(fs);
		CHECK_EQ(jolt_unmount(fs), 0);
		jolt_blk_close(dev);
	}
	printf("  16 files with a 64 KiB xattr: %llu journal bytes (whiteouts=on), %llu (off)\n",
	       (unsigned long long)jbytes[0], (unsigned long long)jbytes[1]);
	CHECK(jbytes[0] * 10 <= jbytes[1]);
}

/* Extent frees (EXTENT_FREE_INTENT/DONE): a file with several extents
 * truncated, overwritten, and another unlinked (its last link), each
 * fsynced, the stream cut everywhere under every switch setting: fsck
 * (every data extent's reference count exact, nothing leaked or freed
 * twice) and every fsynced file as at its fsync. With whiteouts=on the
 * engine drops every pair; with off both reach the log, and cuts between
 * an intent's transaction and its done's make replay finish it. */
static void free_script(struct jolt_fs *fs, int i, char *a, char *b, char *what, size_t wl)
{
	static uint8_t buf[8192];
	struct jolt_file *f;
	memset(buf, i + 1, sizeof(buf));
	snprintf(a, 64, "/d%d/big", i / 3 % DIRS);
	snprintf(b, 64, "/d%d", i / 3 % DIRS);
	switch (i % 3) {
	case 0:                                   /* four extents */
		CHECK_EQ(jolt_open(fs, a, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), 0);
		for (int k = 0; k < 4; k++)
			CHECK_EQ(jolt_pwrite(f, buf, 4096, (uint64_t)k * 8192), 4096);
		CHECK_EQ(jolt_close(f), 0);
		snprintf(what, wl, "write 4 extents %s", a);
		break;
	case 1:                                   /* two freed, one overwritten */
		CHECK_EQ(jolt_truncate(fs, a, 10000), 0);
		CHECK_EQ(jolt_open(fs, a, JOLT_O_WRONLY, 0644, &f), 0);
		CHECK_EQ(jolt_pwrite(f, buf, 4096, 0), 4096);
		CHECK_EQ(jolt_close(f), 0);
		snprintf(what, wl, "truncate %s 10000, overwrite", a);
		break;
	default:                                  /* the last link: its extents freed */
		CHECK_EQ(jolt_unlink(fs, a), 0);
		snprintf(what, wl, "unlink %s (fsync %s)", a, b);
		break;
	}
}

/* Remote xattr values: a file's value set, set again to another remote
 * value (the copy kept with the note replaced), then to a small one; each
 * step fsynced. The intents carry the values the log's state names, so a
 * cut between an intent and its done (whiteouts=off) replays each file as
 * at its fsync. */
static void value_script(struct jolt_fs *fs, int i, char *a, char *b, char *what, size_t wl)
{
	static uint8_t buf[9000];
	struct jolt_file *f;
	uint32_t len = i % 3 == 2 ? 20 : 6000 + (uint32_t)i * 300;
	for (uint32_t k = 0; k < len; k++)
		buf[k] = (uint8_t)(i * 31 + k * 7);
	snprintf(a, 64, "/d%d/v", i / 3 % DIRS);
	snprintf(b, 64, "/d%d", i / 3 % DIRS);
	if (i % 3 == 0 && jolt_create(fs, a, 0644, &f) == 0)
		CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_setxattr(fs, a, "user.v", buf, len, 0), 0);
	snprintf(what, wl, "setxattr %s user.v %u", a, len);
}

static void remote_value_intents(void)
{
	/* the 16 switch settings, parent pointers from 16 on */
	static const uint64_t seeds[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 + 8};
	uint64_t finished[2] = {0, 0};
	g_script = value_script;
	for (size_t n = 0; n < sizeof(seeds) / sizeof(seeds[0]); n++) {
		struct jolt_fsync_counters c;
		g_finished = 0;
		one_workload_n(seeds[n], 9, 0, 0, &c);
		finished[seeds[n] >> 3 & 1] += g_finished;
		CHECK(c.items_attr_intent >= 6);
		CHECK_EQ(c.xattr_values_kept, 6);
	}
	g_script = NULL;
	printf("  intents finished by replay over all cuts: %llu (whiteouts=on), %llu (off)\n",
	       (unsigned long long)finished[0], (unsigned long long)finished[1]);
	CHECK_EQ(finished[0], 0);
	CHECK(finished[1] > 0);
}

static void extent_free_intents(void)
{
	uint64_t finished[2] = {0, 0};
	g_script = free_script;
	for (uint64_t seed = 0; seed < 32; seed++) {
		struct jolt_fsync_counters c;
		/* seed: the 16 switch settings, without and with parent pointers */
		g_finished = 0;
		one_workload_n(seed, 9, 0, seed == 8, &c);
		finished[seed >> 3 & 1] += g_finished;
		/* per file: the truncate frees 3 references (the extent cut at
		 * 10000 keeps its head and its last sector is rewritten), the
		 * overwrite 1, the unlink the 3 left */
		CHECK_EQ(c.items_extent_free_intent, 21);
		CHECK(c.items_done >= 21);
		if (seed >> 3 & 1)
			CHECK_EQ(c.engine_whiteouts, 0);               /* whiteouts=off */
		else
			CHECK(c.engine_whiteouts >= 21);
	}
	g_script = NULL;
	printf("  intents finished by replay over all cuts: %llu (whiteouts=on), %llu (off)\n",
	       (unsigned long long)finished[0], (unsigned long long)finished[1]);
	CHECK_EQ(finished[0], 0);      /* every pair whited out: no intent reaches the log */
	CHECK(finished[1] > 0);        /* cuts between intents and their dones */
}

/* Data extents a log names, at replay (the data loss of sweep workload
 * 100479): on 1 KiB nodes a 1 KiB data extent comes from the nodes'
 * cursor, among the blocks the lost transaction copied nodes to. Replay
 * copies paths again from the lowest free block; were the log's extents
 * not held before its first change, a node of the replay would land on an
 * extent whose EXTENT_DATA item comes later in the log, and the file read
 * after mount would be that node. Here the first step writes 1 KiB to
 * /d0/early without an fsync (its extent among the transaction's first
 * blocks), the next ones each write and fsync a new 1 KiB file in /d1 or
 * /d2 (their replay copies and splits nodes), and the last writes a
 * second extent of /d0/early and fsyncs it: its items are replayed last. */
enum { EARLY_STEPS = 13 };

static void replay_extent_script(struct jolt_fs *fs, int i, char *a, char *b, char *what,
				 size_t wl)
{
	static uint8_t buf[1024];
	struct jolt_file *f;
	const char *p = "/d0/early";
	char name[64];
	int last = i == EARLY_STEPS - 1;
	memset(buf, 0x40 + i, sizeof(buf));
	if (i > 0 && !last) {
		snprintf(name, sizeof(name), "/d%d/r%d", 1 + i % 2, i);
		p = name;
	}
	snprintf(a, 64, "%s", i == 0 ? "/d0/none" : p);   /* step 0: no fsync */
	snprintf(b, 64, "/");
	CHECK_EQ(jolt_open(fs, p, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), 0);
	CHECK_EQ(jolt_pwrite(f, buf, 1024, last ? 1024 : 0), 1024);
	CHECK_EQ(jolt_close(f), 0);
	snprintf(what, wl, "write %s 1024@%d", p, last ? 1024 : 0);
}

static void replay_holds_log_extents(void)
{
	/* seeds 0 mod 3: 1 KiB nodes; every switch off, every one on, and
	 * two settings with parent pointers (each lost the data before) */
	static const uint64_t seeds[] = {0, 15, 30, 45};
	g_script = replay_extent_script;
	for (size_t i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
		one_workload_n(seeds[i], EARLY_STEPS, 0, i == 0, NULL);
	g_script = NULL;
}

/* Several threads fsync their own files at once on a uring file image:
 * the forces waiting together share the journal's flushes (group commit),
 * since no filesystem lock is held while a force is waited for. */
struct fjob {
	struct jolt_fs *fs;
	int id;
	int ok;
};

static void *fsync_worker(void *arg)
{
	struct fjob *j = arg;
	uint8_t buf[3000];
	j->ok = 1;
	for (int i = 0; i < 30 && j->ok; i++) {
		char p[64];
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/t%d_%d", j->id, i);
		memset(buf, j->id * 31 + i, sizeof(buf));
		if (jolt_create(j->fs, p, 0644, &f) ||
		    jolt_pwrite(f, buf, (size_t)(100 + i * 50), 0) != 100 + i * 50 ||
		    jolt_fsync(f, 0) || jolt_close(f))
			j->ok = 0;
	}
	return NULL;
}

static void threads_group_commit(void)
{
	if (!jolt_blk_backend_available("uring"))
		SKIP("the uring backend is not built");
	char path[] = "/tmp/jolt_fsync_threads_XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	close(fd);
	struct jolt_blk_opts bo;
	struct jolt_blk *dev;
	char why[256];
	jolt_blk_opts_default(&bo);
	bo.size = 64 << 20;
	bo.queue_depth = 32;
	if (jolt_blk_open("uring", path, &bo, &dev, why, sizeof(why))) {
		unlink(path);
		SKIP("uring: %s", why);
	}
	n_mkfs(dev, 0, 0, 1);
	struct jolt_fs *fs = n_mount(dev);
	enum { T = 8 };
	struct fjob jobs[T];
	pthread_t th[T];
	for (int i = 0; i < T; i++) {
		jobs[i] = (struct fjob){fs, i, 0};
		CHECK_EQ(pthread_create(&th[i], NULL, fsync_worker, &jobs[i]), 0);
	}
	for (int i = 0; i < T; i++) {
		pthread_join(th[i], NULL);
		CHECK(jobs[i].ok);
	}
	struct jolt_fsync_counters c;
	jolt_fsync_counters(fs, &c);
	printf("  %d threads: %llu fsyncs, %llu logged, %llu journal forces, %llu journal flushes "
	       "(%.2f per fsync), %llu data flushes\n", T, (unsigned long long)c.fsyncs,
	       (unsigned long long)c.logged_fsyncs, (unsigned long long)c.forces,
	       (unsigned long long)c.flushes, (double)c.flushes / (double)c.fsyncs,
	       (unsigned long long)c.data_flushes);
	CHECK_EQ(c.fsyncs, (uint64_t)T * 30);
	/* an fsync whose file another's closure logged already only forces */
	CHECK(c.logged_fsyncs > 0 && c.logged_fsyncs + c.full_commits <= (uint64_t)T * 30);
	CHECK(c.flushes < c.logged_fsyncs);     /* forces shared flushes */
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	fs = n_mount(dev);
	for (int i = 0; i < T; i++)
		for (int k = 0; k < 30; k++) {
			char p[64];
			struct jolt_stat st;
			snprintf(p, sizeof(p), "/t%d_%d", i, k);
			CHECK_EQ(jolt_stat(fs, p, &st), 0);
			CHECK_EQ(st.size, (uint64_t)(100 + k * 50));
		}
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
	unlink(path);
}

/* The data-before-log rule with the preflush, fsyncs waiting for their
 * forces without the fs lock: 8 threads on a mem device each create files of new extents (past
 * max_inline) and fsync them; the stream is cut at every flush point and
 * at random points, and every file whose fsync had returned by the cut
 * must mount with exactly its data (fsck clean). A log made durable by
 * another thread's force before its data flush would show stale data. */
enum { CT = 8, CF = 8, CLEN = 6000 };

struct cjob {
	struct jolt_fs *fs;
	struct jolt_blk *dev;
	int id, ok;
	uint64_t done[CF];           /* device clock when each file's fsync returned */
};

static void cfill(uint8_t *buf, int id, int i)
{
	uint64_t s = (uint64_t)id * 1000 + (uint64_t)i + 1;
	for (int k = 0; k < CLEN; k++)
		buf[k] = (uint8_t)n_rand(&s);
}

static void *crash_worker(void *arg)
{
	struct cjob *j = arg;
	static __thread uint8_t buf[CLEN];
	j->ok = 1;
	for (int i = 0; i < CF && j->ok; i++) {
		char p[64];
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/c%d_%d", j->id, i);
		cfill(buf, j->id, i);
		if (jolt_create(j->fs, p, 0644, &f) || jolt_pwrite(f, buf, CLEN, 0) != CLEN ||
		    jolt_fsync(f, i & 1) || jolt_close(f))
			j->ok = 0;
		/* read after the fsync returned: at least the clock of the flush
		 * that made it durable */
		j->done[i] = jolt_blk_mem_now(j->dev);
	}
	return NULL;
}

/* Keeps every write to the journal region that was not durable at the cut
 * and drops every other: log records that landed without their flush,
 * data that had not been flushed. */
struct jchoose {
	uint64_t lo, hi;
};

static void choose_journal(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	const struct jchoose *c = ctx;
	if (w->off >= c->lo && w->off < c->hi)
		memset(mask, 1, w->sectors);
}

/* The threaded crash cases' filesystem: 16 MiB of mem device, a 4 MiB
 * journal, parent pointers, commits only when asked (so every fsync logs). */
enum { THREADS_FS_BYTES = 16 << 20 };
static struct jolt_fs *threads_fs(struct jolt_blk **dev, struct jolt_mount_opts *mo,
				  uint32_t whiteouts)
{
	*dev = n_dev(THREADS_FS_BYTES, 512);
	struct jolt_mkfs_opts ko;
	jolt_mkfs_opts_default(&ko);
	ko.sectorsize = 512;
	ko.journal_bytes = 4 << 20;
	ko.record_size = 8192;
	ko.parent_ptrs = 1;
	n_mkfs_opts(*dev, &ko);
	jolt_mount_opts_default(mo);
	mo->commit_interval_ms = JOLT_COMMIT_NEVER;
	mo->flags = JOLT_MOUNT_NO_THREAD;
	mo->whiteouts = whiteouts;
	return n_mount_opts(*dev, mo);
}

/* The threaded crash cases' one cut loop: a power loss now (fs dropped
 * unwritten), then the device's write stream since `first` cut at every
 * flush point, just before each with only the journal's writes landed,
 * and at 16 random points (random writes applied, dropped or torn; `seed`
 * picks the points, `choose_seed` the writes), each image mounted with mo,
 * handed to check(ctx, mount, cut), fsck'd and unmounted. The cuts made. */
typedef void (*cut_check_fn)(void *ctx, struct jolt_fs *fs, uint64_t at);
static size_t threads_cuts(struct jolt_fs *fs, struct jolt_blk *dev,
			   const struct jolt_mount_opts *mo, uint64_t first, uint64_t seed,
			   uint64_t choose_seed, cut_check_fn check, void *ctx)
{
	uint64_t size = THREADS_FS_BYTES;
	struct jchoose jc = {fs->info->super.journal_offset,
			     fs->info->super.journal_offset + fs->info->super.journal_bytes};
	jolt_fs_set_error(fs->info, -EIO, "test: power loss");
	jolt_unmount(fs);

	uint64_t pts[4096];
	size_t np = jolt_blk_mem_flush_points(dev, pts, 4096);
	uint64_t end = jolt_blk_mem_now(dev), s = seed;
	uint8_t *img = malloc(size);
	struct jolt_blk_mem_random ch = {.state = choose_seed, .apply_pct = 50, .torn_pct = 30};
	size_t cuts = 0;
	CHECK(img != NULL);
	for (size_t i = 0; i < 2 * np + 16; i++) {
		uint64_t at = i < 2 * np ? pts[i / 2] - (i & 1) : first + n_rand(&s) % (end - first + 1);
		if (at < first)
			continue;
		if (i >= 2 * np)
			CHECK_EQ(jolt_blk_mem_crash_image(dev, at, jolt_blk_mem_choose_random, &ch, img,
							  size), 0);
		else
			CHECK_EQ(jolt_blk_mem_crash_image(dev, at, (i & 1) ? choose_journal : NULL, &jc,
							  img, size), 0);
		struct jolt_blk *d = n_dev(size, 512);
		CHECK_EQ(jolt_blk_mem_load(d, img, size), 0);
		struct jolt_fs *f2 = n_mount_opts(d, mo);
		check(ctx, f2, at);
		n_fsck(f2);
		CHECK_EQ(jolt_unmount(f2), 0);
		jolt_blk_close(d);
		cuts++;
	}
	free(img);
	return cuts;
}

struct crash_check {
	const struct cjob *jobs;
	size_t checked;              /* fsynced files found whole */
};

/* Every file whose fsync returned before the cut is there with its data;
 * a file another's fsync logged before it was written is empty. */
static void crash_check(void *ctx, struct jolt_fs *f2, uint64_t at)
{
	struct crash_check *cc = ctx;
	uint8_t *want = malloc(CLEN);

	CHECK(want != NULL);
	for (int t = 0; t < CT; t++)
		for (int k = 0; k < CF; k++) {
			char p[64];
			struct jolt_stat st;
			snprintf(p, sizeof(p), "/c%d_%d", t, k);
			if (jolt_stat(f2, p, &st) == -ENOENT) {
				CHECK(cc->jobs[t].done[k] > at);
				continue;
			}
			cfill(want, t, k);
			size_t len;
			uint8_t *got = n_get(f2, p, &len);
			int ok = (len == 0 && cc->jobs[t].done[k] > at) ||
				 (len == CLEN && !memcmp(got, want, CLEN));
			if (!ok)
				fprintf(stderr, "cut at %llu: %s (fsync returned at %llu) has "
					"%zu bytes, not its data\n", (unsigned long long)at, p,
					(unsigned long long)cc->jobs[t].done[k], len);
			CHECK(ok);
			free(got);
			cc->checked += len == CLEN;
		}
	free(want);
}

/* The journal's flush before the commit record (the preflush) makes the
 * data durable: no data flush of its own. */
static void threads_crash(void)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fs *fs = threads_fs(&dev, &mo, JOLT_WHITEOUTS_ON);
	CHECK_EQ(jolt_blk_mem_settle(dev), 0);
	uint64_t first = jolt_blk_mem_now(dev);
	struct cjob jobs[CT];
	pthread_t th[CT];
	for (int i = 0; i < CT; i++) {
		jobs[i] = (struct cjob){.fs = fs, .dev = dev, .id = i};
		CHECK_EQ(pthread_create(&th[i], NULL, crash_worker, &jobs[i]), 0);
	}
	for (int i = 0; i < CT; i++) {
		pthread_join(th[i], NULL);
		CHECK(jobs[i].ok);
	}
	struct jolt_fsync_counters c;
	jolt_fsync_counters(fs, &c);
	printf("  %d threads: %llu fsyncs, %llu journal flushes (%llu preflushes), %llu data "
	       "flushes (%llu under the fs lock), %llu logs committed with a preflush\n", CT,
	       (unsigned long long)c.fsyncs, (unsigned long long)c.flushes,
	       (unsigned long long)c.preflushes, (unsigned long long)c.data_flushes,
	       (unsigned long long)c.data_flushes_locked, (unsigned long long)c.data_preflushes);
	CHECK(c.data_flushes == 0 && c.data_preflushes > 0 && c.preflushes > 0);
	struct crash_check cc = {jobs, 0};
	size_t cuts = threads_cuts(fs, dev, &mo, first, 77, 5, crash_check, &cc);
	printf("  %zu cuts, %zu fsynced files checked\n", cuts, cc.checked);
	CHECK(cc.checked > 0);
	jolt_blk_close(dev);
}

/* fio's seed 001 shape: 8 threads rewrite random 4 KiB blocks of their own
 * file, an fsync every 4 writes, so the data of one fsync is often made
 * durable by another's journal force (data_flushes_by_force) rather than
 * a data flush; cut at every flush point, just before each with only the
 * journal's writes landed, and at random points: every block holds what
 * the file had at its last fsync that returned before the cut, or what a
 * later write put there, never anything else. */
enum { RB = 16, RR = 8, RW = 4, RBS = 4096 };
struct rjob {
	struct jolt_fs *fs;
	struct jolt_blk *dev;
	int id, ok;
	uint16_t blk[RR][RW];        /* the blocks each round wrote */
	uint64_t done[RR];           /* device clock when each round's fsync returned */
};

static void rfill(uint8_t *buf, int id, int round, int blk)
{
	uint64_t s = ((uint64_t)id << 32) ^ ((uint64_t)(round + 1) << 16) ^ (uint64_t)blk;
	for (int k = 0; k < RBS; k += 8) {
		uint64_t v = n_rand(&s);
		memcpy(buf + k, &v, 8);
	}
}

static void *rewrite_worker(void *arg)
{
	struct rjob *j = arg;
	static __thread uint8_t buf[RBS];
	char p[32];
	struct jolt_file *f;
	uint64_t s = (uint64_t)j->id * 7919 + 1;
	snprintf(p, sizeof(p), "/r%d", j->id);
	j->ok = !jolt_open(j->fs, p, JOLT_O_RDWR, 0, &f);
	for (int r = 0; r < RR && j->ok; r++) {
		for (int w = 0; w < RW && j->ok; w++) {
			int b = (int)(n_rand(&s) % RB);
			j->blk[r][w] = (uint16_t)b;
			rfill(buf, j->id, r, b);
			j->ok = jolt_pwrite(f, buf, RBS, (uint64_t)b * RBS) == RBS;
		}
		j->ok = j->ok && !jolt_fsync(f, 1);
		j->done[r] = jolt_blk_mem_now(j->dev);
	}
	j->ok = !jolt_close(f) && j->ok;
	return NULL;
}

/* Whether block b of job j holds, at a cut at `at`, what it may. */
static int rewrite_block_ok(const struct rjob *j, int b, const uint8_t *got, uint64_t at)
{
	uint8_t want[RBS];
	int last = -1;                /* the last round whose fsync returned before the cut */
	for (int r = 0; r < RR; r++)
		if (j->done[r] <= at)
			last = r;
	int from = -1;                /* the round whose write the file held then (-1: the first) */
	for (int r = 0; r <= last; r++)
		for (int w = 0; w < RW; w++)
			if (j->blk[r][w] == b)
				from = r;
	for (int r = from; r < RR; r++) {
		int wrote = r < 0;
		for (int w = 0; r >= 0 && w < RW; w++)
			wrote |= j->blk[r][w] == b;
		if (!wrote)
			continue;
		rfill(want, j->id, r, b);
		if (!memcmp(got, want, RBS))
			return 1;
	}
	return 0;
}

/* Every block of every file holds what it may at the cut. */
static void rewrite_check(void *ctx, struct jolt_fs *f2, uint64_t at)
{
	const struct rjob *jobs = ctx;

	for (int t = 0; t < CT; t++) {
		char p[32];
		size_t len;
		snprintf(p, sizeof(p), "/r%d", t);
		uint8_t *got = n_get(f2, p, &len);
		CHECK_EQ(len, (size_t)RB * RBS);
		for (int b = 0; b < RB && len == (size_t)RB * RBS; b++) {
			int ok = rewrite_block_ok(&jobs[t], b, got + (size_t)b * RBS, at);
			if (!ok)
				fprintf(stderr, "cut at %llu: %s block %d holds neither what its "
					"last fsync left nor a later write\n",
					(unsigned long long)at, p, b);
			CHECK(ok);
		}
		free(got);
	}
}

static void threads_rewrite_crash(void)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fs *fs = threads_fs(&dev, &mo, JOLT_WHITEOUTS_ON);
	struct rjob jobs[CT];
	uint8_t *buf = malloc(RBS);
	for (int i = 0; i < CT; i++) {
		char p[32];
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/r%d", i);
		CHECK_EQ(jolt_create(fs, p, 0644, &f), 0);
		for (int b = 0; b < RB; b++) {
			rfill(buf, i, -1, b);
			CHECK_EQ(jolt_pwrite(f, buf, RBS, (uint64_t)b * RBS), RBS);
		}
		CHECK_EQ(jolt_close(f), 0);
	}
	free(buf);
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_blk_mem_settle(dev), 0);
	uint64_t first = jolt_blk_mem_now(dev);
	pthread_t th[CT];
	for (int i = 0; i < CT; i++) {
		jobs[i] = (struct rjob){.fs = fs, .dev = dev, .id = i};
		CHECK_EQ(pthread_create(&th[i], NULL, rewrite_worker, &jobs[i]), 0);
	}
	for (int i = 0; i < CT; i++) {
		pthread_join(th[i], NULL);
		CHECK(jobs[i].ok);
	}
	struct jolt_fsync_counters c;
	jolt_fsync_counters(fs, &c);
	printf("  %d threads: %llu fsyncs, %llu journal flushes, %llu data flushes, %llu data "
	       "made durable by a journal force\n", CT, (unsigned long long)c.fsyncs,
	       (unsigned long long)c.flushes, (unsigned long long)c.data_flushes,
	       (unsigned long long)c.data_flushes_by_force);
	printf("  %zu cuts\n", threads_cuts(fs, dev, &mo, first, 91, 9, rewrite_check, jobs));
	jolt_blk_close(dev);
}

/* Seed 002's shape: 8 threads create files and set a remote xattr value
 * (written without the fs lock), some set again with
 * another remote value or a small one, each file fsynced (the intent's
 * value taken from the copy kept with the tree log's note); the stream cut
 * at every flush point, just before each with only the journal's writes,
 * and at random points: a file whose fsync returned has its last value,
 * any other one of the values it had (another thread's fsync may have
 * logged it meanwhile) or none. With whiteouts=off the intents reach the
 * log, and cuts between an intent and its done make replay apply the
 * value the intent carries. */
enum { XT = 8, XF = 6, XLEN = 12000 };
struct xjob {
	struct jolt_fs *fs;
	struct jolt_blk *dev;
	int id, ok;
	uint64_t done[XF];
};

/* The k-th value (0, 1: remote; 2: small) of file i of thread id. */
static size_t xvalue(uint8_t *buf, int id, int i, int k)
{
	uint64_t s = ((uint64_t)id * 100 + (uint64_t)i) * 4 + (uint64_t)k + 7;
	size_t len = k == 2 ? 8 : XLEN - (size_t)k * 1000;
	for (size_t b = 0; b < len; b++)
		buf[b] = (uint8_t)n_rand(&s);
	return len;
}

/* The values file i is given, in order: 1 to 3 of xvalue's. */
static int xvalues(int i)
{
	return 1 + i % 3;
}

static void *xattr_worker(void *arg)
{
	struct xjob *j = arg;
	uint8_t buf[XLEN];
	j->ok = 1;
	for (int i = 0; i < XF && j->ok; i++) {
		char p[64];
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/x%d_%d", j->id, i);
		if (jolt_create(j->fs, p, 0644, &f))
			j->ok = 0;
		for (int k = 0; k < xvalues(i) && j->ok; k++) {
			size_t len = xvalue(buf, j->id, i, k);
			if (jolt_setxattr(j->fs, p, "user.v", buf, len, 0))
				j->ok = 0;
		}
		if (!j->ok || jolt_fsync(f, i & 1) || jolt_close(f))
			j->ok = 0;
		j->done[i] = jolt_blk_mem_now(j->dev);
	}
	return NULL;
}

struct xattr_check {
	const struct xjob *jobs;
	size_t checked;              /* fsynced files found with their last value */
};

static void xattr_check(void *ctx, struct jolt_fs *f2, uint64_t at)
{
	struct xattr_check *xc = ctx;
	uint8_t got[XLEN + 1], want[XLEN];
	for (int t = 0; t < XT; t++)
		for (int i = 0; i < XF; i++) {
			char p[64];
			struct jolt_stat st;
			snprintf(p, sizeof(p), "/x%d_%d", t, i);
			int durable = xc->jobs[t].done[i] <= at;
			if (jolt_stat(f2, p, &st) == -ENOENT) {
				CHECK(!durable);
				continue;
			}
			int64_t n = jolt_getxattr(f2, p, "user.v", got, sizeof(got));
			int match = -1;
			for (int k = 0; k < xvalues(i) && match < 0; k++) {
				size_t len = xvalue(want, t, i, k);
				if (n == (int64_t)len && !memcmp(got, want, len))
					match = k;
			}
			int ok = durable ? match == xvalues(i) - 1 : (n == -ENODATA || match >= 0);
			if (!ok)
				fprintf(stderr, "cut at %llu: %s (fsync returned at %llu): xattr %lld "
					"bytes, value %d of %d\n", (unsigned long long)at, p,
					(unsigned long long)xc->jobs[t].done[i], (long long)n, match,
					xvalues(i));
			CHECK(ok);
			xc->checked += durable;
		}
}

static void threads_xattr_crash_with(uint32_t whiteouts)
{
	struct jolt_blk *dev;
	struct jolt_mount_opts mo;
	struct jolt_fs *fs = threads_fs(&dev, &mo, whiteouts);
	CHECK_EQ(jolt_blk_mem_settle(dev), 0);
	uint64_t first = jolt_blk_mem_now(dev);
	struct xjob jobs[XT];
	pthread_t th[XT];
	for (int i = 0; i < XT; i++) {
		jobs[i] = (struct xjob){.fs = fs, .dev = dev, .id = i};
		CHECK_EQ(pthread_create(&th[i], NULL, xattr_worker, &jobs[i]), 0);
	}
	for (int i = 0; i < XT; i++) {
		pthread_join(th[i], NULL);
		CHECK(jobs[i].ok);
	}
	struct jolt_fsync_counters c;
	jolt_fsync_counters(fs, &c);
	printf("  %d threads: %llu fsyncs, %llu attr intents, %llu values kept, %llu data "
	       "reads, %llu whiteouts\n", XT, (unsigned long long)c.fsyncs,
	       (unsigned long long)c.items_attr_intent, (unsigned long long)c.xattr_values_kept,
	       (unsigned long long)fs->ctr.data_reads, (unsigned long long)c.engine_whiteouts);
	CHECK(c.items_attr_intent > 0);
	CHECK(c.xattr_values_kept > 0 && fs->ctr.data_reads == 0);
	struct xattr_check xc = {jobs, 0};
	size_t cuts = threads_cuts(fs, dev, &mo, first, 91, 13, xattr_check, &xc);
	printf("  %zu cuts, %zu fsynced files checked\n", cuts, xc.checked);
	CHECK(xc.checked > 0);
	jolt_blk_close(dev);
}

static void threads_xattr_crash(void)
{
	threads_xattr_crash_with(JOLT_WHITEOUTS_OFF);
	threads_xattr_crash_with(JOLT_WHITEOUTS_ON);
}

/* The same crash checks with the RTL engine in the loop (co-simulated),
 * on fewer workloads; skipped where its library is not built. */
static void on_sim(void)
{
	use_engine("sim");
	for (uint64_t seed = 500; seed < 508; seed++)
		one_workload(seed, 1, seed == 500);
	g_engine = NULL;
}

/* Every workload of one operation (with the fsync of all it touched)
 * with the RTL engine in the loop, every flush point cut once. */
static void enumerate_sim(void)
{
	uint64_t fsyncs = 0, cuts = 0, n = 0;
	double t[2] = {0, 0};
	use_engine("sim");
	ace_parts();
	for (uint64_t id = 0; id < ace_ns; id++)
		if (ace_quick(id)) {
			cuts += ace_workload(id, (unsigned)(n % ACE_SETTINGS), 0, &fsyncs, t);
			n++;
		}
	g_engine = NULL;
	printf("  sim: %llu workloads, %llu fsyncs, %llu cuts\n", (unsigned long long)n,
	       (unsigned long long)fsyncs, (unsigned long long)cuts);
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "one")) {
		one_workload(strtoull(argv[2], NULL, 0), 8, 1);
		printf("PASS one %s\n", argv[2]);
		return 0;
	}
	if ((argc == 3 || argc == 4) && !strcmp(argv[1], "enum")) {
		uint64_t fsyncs = 0, id = strtoull(argv[2], NULL, 0);
		double t[2];
		ace_workload(id, argc == 4 ? (unsigned)atoi(argv[3]) : (unsigned)(id % ACE_SETTINGS), 1,
			     &fsyncs, t);
		printf("PASS enum %s\n", argv[2]);
		return 0;
	}
	static const struct jolt_test cases[] = {
		TEST(sweep),
		TEST(replay_idempotent),
		TEST(enumerate_2ops),
		TEST(enum_regressions),
		TEST(threads_group_commit),
		TEST(threads_crash),
		TEST(threads_rewrite_crash),
		TEST(threads_xattr_crash),
		TEST(fdatasync_times),
		TEST(rename_rule),
		TEST(relog_inplace),
		TEST(intents_and_whiteouts),
		TEST(extent_free_intents),
		TEST(remote_values),
		TEST(remote_value_intents),
		TEST(replay_holds_log_extents),
		TEST(on_sim),
		TEST(enumerate_sim),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
