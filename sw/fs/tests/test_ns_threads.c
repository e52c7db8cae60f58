/* Threads at once on one filesystem (sw/fs/README.md, "Locking"): every
 * call of fs.h from several threads, each in a directory of its own and
 * all in one shared directory, with fsyncs, commits and the commit thread
 * between them; then the tree must equal a model of the calls that
 * returned, fsck must be clean, and a remount must hold the same.
 *
 * Each thread owns its names (n<thread>_<k> in its own directory and in
 * the shared one), so what every call of a thread must return follows
 * from its own model alone, whatever the others do meanwhile: each return
 * value is checked, not only the end state. The threads also read what
 * the others change (stat, readdir, lookups of their names, paths,
 * statfs), whose answers are only checked to be well-formed.
 *
 * Built in the ThreadSanitizer build (sw/tests/test_tsan.py: no report
 * allowed) and in the ASan+UBSan one (sw/tests/test_c.py). The number of
 * steps per thread is JOLT_STRESS_STEPS (600). */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ns_test.h"

enum {
	THREADS = 4,
	NAMES = 10,                  /* per thread per directory */
	SLOTS = 2 * NAMES,           /* [0, NAMES): own directory; then the shared one */
	MAX_INODES = 256,
	MAX_DATA = 12288,
	BIG_XATTR = 5000,            /* remote on 16 KiB nodes */
};

enum mtype { M_NONE, M_FILE, M_DIR, M_LINK };

struct minode {
	enum mtype type;
	uint32_t nlink;
	uint32_t size;
	uint8_t *data;               /* MAX_DATA bytes (files), the target (symlinks) */
	uint32_t xlen;               /* user.a: 0 none, else its length + 1 */
	uint8_t *xval;
};

struct worker {
	struct jolt_fs *fs;
	int id, steps;
	uint64_t seed;
	int slot[SLOTS];             /* model inode of each name, -1: none */
	struct minode ino[MAX_INODES];
	int ninodes;
	uint64_t ops[32];            /* calls made, by kind (that every kind ran) */
};

static void slot_path(const struct worker *w, int s, char *buf, size_t len)
{
	if (s < NAMES)
		snprintf(buf, len, "/t%d/n%d_%d", w->id, w->id, s);
	else
		snprintf(buf, len, "/s/n%d_%d", w->id, s - NAMES);
}

/* A model inode: one no name holds any more, or a new one. */
static int new_inode(struct worker *w, enum mtype type)
{
	int i = 0;
	while (i < w->ninodes && w->ino[i].nlink)
		i++;
	CHECK(i < MAX_INODES);
	struct minode *m = &w->ino[i];
	if (i == w->ninodes) {
		w->ninodes++;
		m->data = malloc(MAX_DATA);
		m->xval = malloc(BIG_XATTR);
		CHECK(m->data && m->xval);
	}
	memset(m->data, 0, MAX_DATA);
	m->type = type;
	m->nlink = 1;
	m->size = 0;
	m->xlen = 0;
	return i;
}

static void fill(uint64_t *seed, uint8_t *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		b[i] = (uint8_t)n_rand(seed);
}

static enum mtype type_of(const struct worker *w, int s)
{
	return w->slot[s] < 0 ? M_NONE : w->ino[w->slot[s]].type;
}

/* A name losing its inode. */
static void drop_link(struct worker *w, int s)
{
	struct minode *m = &w->ino[w->slot[s]];
	m->nlink--;
	w->slot[s] = -1;
}

static int pick(struct worker *w, enum mtype want)
{
	int start = (int)(n_rand(&w->seed) % SLOTS);
	for (int i = 0; i < SLOTS; i++) {
		int s = (start + i) % SLOTS;
		if (type_of(w, s) == want)
			return s;
	}
	return -1;
}

static int pick_any(struct worker *w)
{
	int start = (int)(n_rand(&w->seed) % SLOTS);
	for (int i = 0; i < SLOTS; i++) {
		int s = (start + i) % SLOTS;
		if (w->slot[s] >= 0)
			return s;
	}
	return -1;
}

/* ---- the calls, each against the model ---- */

static void do_create(struct worker *w)
{
	int s = pick(w, M_NONE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	int i = new_inode(w, M_FILE);
	struct minode *m = &w->ino[i];
	struct jolt_file *f;
	CHECK_EQ(jolt_create(w->fs, p, 0644, &f), 0);
	m->size = (uint32_t)(n_rand(&w->seed) % 6000);
	fill(&w->seed, m->data, m->size);
	CHECK_EQ(jolt_pwrite(f, m->data, m->size, 0), (int64_t)m->size);
	CHECK_EQ(jolt_close(f), 0);
	w->slot[s] = i;
}

static void do_write(struct worker *w)
{
	int s = pick(w, M_FILE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct minode *m = &w->ino[w->slot[s]];
	uint32_t off = (uint32_t)(n_rand(&w->seed) % 8000), len = 1 + (uint32_t)(n_rand(&w->seed) % 4000);
	uint8_t buf[4000];
	fill(&w->seed, buf, len);
	struct jolt_file *f;
	CHECK_EQ(jolt_open(w->fs, p, JOLT_O_RDWR, 0, &f), 0);
	CHECK_EQ(jolt_pwrite(f, buf, len, off), (int64_t)len);
	if (n_rand(&w->seed) % 4 == 0) {
		CHECK_EQ(jolt_fsync(f, (int)(n_rand(&w->seed) % 2)), 0);
		w->ops[20]++;
	}
	CHECK_EQ(jolt_close(f), 0);
	memcpy(m->data + off, buf, len);
	if (off + len > m->size)
		m->size = off + len;
}

static void do_truncate(struct worker *w)
{
	int s = pick(w, M_FILE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct minode *m = &w->ino[w->slot[s]];
	uint32_t size = (uint32_t)(n_rand(&w->seed) % 9000);
	CHECK_EQ(jolt_truncate(w->fs, p, size), 0);
	if (size < m->size)
		memset(m->data + size, 0, m->size - size);   /* past the size: zeros */
	m->size = size;
}

static void do_fallocate(struct worker *w)
{
	int s = pick(w, M_FILE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct minode *m = &w->ino[w->slot[s]];
	uint32_t off = (uint32_t)(n_rand(&w->seed) % 8000), len = 1 + (uint32_t)(n_rand(&w->seed) % 4000);
	struct jolt_file *f;
	CHECK_EQ(jolt_open(w->fs, p, JOLT_O_RDWR, 0, &f), 0);
	CHECK_EQ(jolt_fallocate(f, 0, off, len), 0);
	CHECK_EQ(jolt_close(f), 0);
	if (off + len > m->size)
		m->size = off + len;
}

static void do_unlink(struct worker *w)
{
	int s = pick(w, n_rand(&w->seed) % 3 ? M_FILE : M_LINK);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	CHECK_EQ(jolt_unlink(w->fs, p), 0);
	drop_link(w, s);
}

static void do_mkdir(struct worker *w)
{
	int s = pick(w, M_NONE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	CHECK_EQ(jolt_mkdir(w->fs, p, 0755), 0);
	w->slot[s] = new_inode(w, M_DIR);
	w->ino[w->slot[s]].nlink = 2;
}

static void do_rmdir(struct worker *w)
{
	int s = pick(w, M_DIR);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	CHECK_EQ(jolt_rmdir(w->fs, p), 0);
	w->ino[w->slot[s]].nlink = 0;
	w->slot[s] = -1;
}

static void do_symlink(struct worker *w)
{
	int s = pick(w, M_NONE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	int i = new_inode(w, M_LINK);
	struct minode *m = &w->ino[i];
	m->size = (uint32_t)snprintf((char *)m->data, MAX_DATA, "target-%d-%llu", w->id,
				     (unsigned long long)(n_rand(&w->seed) % 100000));
	CHECK_EQ(jolt_symlink(w->fs, (const char *)m->data, p), 0);
	w->slot[s] = i;
}

static void do_link(struct worker *w)
{
	int a = pick(w, M_FILE), b = pick(w, M_NONE);
	if (a < 0 || b < 0)
		return;
	char pa[64], pb[64];
	slot_path(w, a, pa, sizeof(pa));
	slot_path(w, b, pb, sizeof(pb));
	CHECK_EQ(jolt_link(w->fs, pa, pb), 0);
	w->slot[b] = w->slot[a];
	w->ino[w->slot[a]].nlink++;
}

static void do_rename(struct worker *w)
{
	int a = pick_any(w);
	if (a < 0)
		return;
	int b = (int)(n_rand(&w->seed) % SLOTS);
	enum mtype ta = type_of(w, a), tb = type_of(w, b);
	if (a == b || (tb != M_NONE && (w->slot[a] == w->slot[b] ||
					(ta == M_DIR) != (tb == M_DIR))))
		return;
	char pa[64], pb[64];
	slot_path(w, a, pa, sizeof(pa));
	slot_path(w, b, pb, sizeof(pb));
	uint32_t flags = tb == M_NONE && n_rand(&w->seed) % 2 ? JOLT_RENAME_NOREPLACE : 0;
	CHECK_EQ(jolt_rename(w->fs, pa, pb, flags), 0);
	if (tb != M_NONE) {
		if (tb == M_DIR)
			w->ino[w->slot[b]].nlink = 0;
		else
			drop_link(w, b);
	}
	w->slot[b] = w->slot[a];
	w->slot[a] = -1;
}

static void do_exchange(struct worker *w)
{
	int a = pick_any(w), b = pick_any(w);
	if (a < 0 || b < 0 || w->slot[a] == w->slot[b])
		return;
	char pa[64], pb[64];
	slot_path(w, a, pa, sizeof(pa));
	slot_path(w, b, pb, sizeof(pb));
	CHECK_EQ(jolt_rename(w->fs, pa, pb, JOLT_RENAME_EXCHANGE), 0);
	int t = w->slot[a];
	w->slot[a] = w->slot[b];
	w->slot[b] = t;
}

static void do_setxattr(struct worker *w)
{
	int s = pick(w, n_rand(&w->seed) % 4 ? M_FILE : M_DIR);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct minode *m = &w->ino[w->slot[s]];
	uint32_t len = n_rand(&w->seed) % 5 ? 1 + (uint32_t)(n_rand(&w->seed) % 64) : BIG_XATTR;
	uint8_t v[BIG_XATTR];
	fill(&w->seed, v, len);
	CHECK_EQ(jolt_setxattr(w->fs, p, "user.a", v, len, 0), 0);
	memcpy(m->xval, v, len);
	m->xlen = len + 1;
}

static void do_removexattr(struct worker *w)
{
	int s = pick(w, M_FILE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct minode *m = &w->ino[w->slot[s]];
	CHECK_EQ(jolt_removexattr(w->fs, p, "user.a"), m->xlen ? 0 : -ENODATA);
	m->xlen = 0;
}

static void do_attrs(struct worker *w)
{
	int s = pick(w, M_FILE);
	if (s < 0)
		return;
	char p[64];
	slot_path(w, s, p, sizeof(p));
	struct jolt_timespec ts[2] = { { 1000, 5 }, { 2000, 7 } };
	CHECK_EQ(jolt_chmod(w->fs, p, 0600), 0);
	CHECK_EQ(jolt_utimens(w->fs, p, ts, 0), 0);
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(w->fs, p, &st), 0);
	CHECK_EQ(st.mode & 07777, 0600);
	CHECK_EQ(st.mtime.sec, 2000);
	CHECK_EQ(st.mtime.nsec, 7);
	CHECK_EQ(jolt_chmod(w->fs, p, 0644), 0);
}

/* One name of this thread checked against the model (readers' calls). */
static void check_slot(struct worker *w, int s, int deep)
{
	char p[64];
	struct jolt_stat st;
	slot_path(w, s, p, sizeof(p));
	int rc = jolt_lstat(w->fs, p, &st);
	if (w->slot[s] < 0) {
		CHECK_EQ(rc, -ENOENT);
		return;
	}
	CHECK_EQ(rc, 0);
	struct minode *m = &w->ino[w->slot[s]];
	uint32_t fmt = st.mode & JOLT_S_IFMT;
	CHECK_EQ(fmt, m->type == M_FILE ? JOLT_S_IFREG : m->type == M_DIR ? JOLT_S_IFDIR
		 : JOLT_S_IFLNK);
	CHECK_EQ(st.nlink, m->nlink);
	if (m->type == M_FILE)
		CHECK_EQ(st.size, m->size);
	if (m->type == M_LINK) {
		char t[128];
		CHECK_EQ(jolt_readlink(w->fs, p, t, sizeof(t)), (int64_t)m->size);
		CHECK(!memcmp(t, m->data, m->size));
	}
	if (m->type != M_LINK) {
		uint8_t v[BIG_XATTR + 1];
		int64_t n = jolt_getxattr(w->fs, p, "user.a", v, sizeof(v));
		CHECK_EQ(n, m->xlen ? (int64_t)m->xlen - 1 : -ENODATA);
		if (m->xlen)
			CHECK(!memcmp(v, m->xval, m->xlen - 1));
		char list[256];
		CHECK(jolt_listxattr(w->fs, p, list, sizeof(list)) >= (m->xlen ? 7 : 0));
	}
	if (m->type == M_FILE && deep) {
		struct jolt_file *f;
		uint8_t *b = malloc(MAX_DATA);
		CHECK(b != NULL);
		CHECK_EQ(jolt_open(w->fs, p, JOLT_O_RDONLY, 0, &f), 0);
		CHECK_EQ(jolt_pread(f, b, MAX_DATA, 0), (int64_t)m->size);
		CHECK(!memcmp(b, m->data, m->size));
		CHECK_EQ(jolt_close(f), 0);
		free(b);
	}
	if (deep) {
		uint64_t ino;
		CHECK_EQ(jolt_path_ino(w->fs, p, 0, &ino), 0);
		CHECK_EQ(ino, st.ino);
		struct jolt_parent par[8];
		CHECK_EQ(jolt_ll_parents(w->fs, ino, par, 8), (int64_t)m->nlink - (m->type == M_DIR));
		char paths[512];
		CHECK(jolt_ll_paths(w->fs, ino, paths, sizeof(paths)) > 0);
		struct jolt_stat st2;
		uint64_t dir;
		char name[32];
		CHECK_EQ(jolt_ll_getattr(w->fs, ino, &st2), 0);
		CHECK_EQ(st2.ino, ino);
		snprintf(name, sizeof(name), "%s", strrchr(p, '/') + 1);
		char dpath[16];
		snprintf(dpath, sizeof(dpath), s < NAMES ? "/t%d" : "/s", w->id);
		CHECK_EQ(jolt_path_ino(w->fs, dpath, 0, &dir), 0);
		CHECK_EQ(jolt_ll_lookup(w->fs, dir, name, &st2), 0);
		CHECK_EQ(st2.ino, ino);
		jolt_ll_forget(w->fs, ino, 1);
	}
}

/* This thread's own directory listed: exactly its names. */
static void check_own_dir(struct worker *w)
{
	char d[16];
	struct jolt_dirent e[2 * NAMES + 4];
	snprintf(d, sizeof(d), "/t%d", w->id);
	int64_t n = jolt_readdir(w->fs, d, 0, e, 2 * NAMES + 4);
	int want = 2;            /* . and .. */
	for (int s = 0; s < NAMES; s++)
		want += w->slot[s] >= 0;
	CHECK_EQ(n, want);
	for (int64_t i = 0; i < n; i++) {
		int id, k;
		if (!strcmp(e[i].name, ".") || !strcmp(e[i].name, ".."))
			continue;
		CHECK_EQ(sscanf(e[i].name, "n%d_%d", &id, &k), 2);
		CHECK_EQ(id, w->id);
		CHECK(k >= 0 && k < NAMES && w->slot[k] >= 0);
	}
}

/* What the others change, read: only well-formed answers. */
static void read_others(struct worker *w)
{
	struct jolt_dirent e[THREADS * NAMES + 4];
	int64_t n = jolt_readdir(w->fs, "/s", 0, e, THREADS * NAMES + 4);
	CHECK(n >= 2 && n <= THREADS * NAMES + 2);
	char p[64];
	struct jolt_stat st;
	int other = (int)(n_rand(&w->seed) % THREADS);
	snprintf(p, sizeof(p), "/t%d/n%d_%d", other, other, (int)(n_rand(&w->seed) % NAMES));
	int rc = jolt_stat(w->fs, p, &st);
	CHECK(rc == 0 || rc == -ENOENT);
	snprintf(p, sizeof(p), "/s/n%d_%d", other, (int)(n_rand(&w->seed) % NAMES));
	rc = jolt_lstat(w->fs, p, &st);
	CHECK(rc == 0 || rc == -ENOENT);
	struct jolt_statfs sf;
	CHECK_EQ(jolt_statfs(w->fs, &sf), 0);
}

static void *work(void *arg)
{
	struct worker *w = arg;
	for (int i = 0; i < w->steps; i++) {
		int k = (int)(n_rand(&w->seed) % 20);
		w->ops[k]++;
		switch (k) {
		case 0: case 1: do_create(w); break;
		case 2: do_write(w); break;
		case 3: do_truncate(w); break;
		case 4: do_fallocate(w); break;
		case 5: do_unlink(w); break;
		case 6: do_mkdir(w); break;
		case 7: do_rmdir(w); break;
		case 8: do_symlink(w); break;
		case 9: do_link(w); break;
		case 10: case 11: do_rename(w); break;
		case 12: do_exchange(w); break;
		case 13: do_setxattr(w); break;
		case 14: do_removexattr(w); break;
		case 15: do_attrs(w); break;
		case 16: check_slot(w, (int)(n_rand(&w->seed) % SLOTS), 0); break;
		case 17: check_slot(w, (int)(n_rand(&w->seed) % SLOTS), 1); check_own_dir(w); break;
		case 18: read_others(w); break;
		case 19:
			if (n_rand(&w->seed) % 8 == 0)
				CHECK_EQ(jolt_sync(w->fs), 0);
			else
				read_others(w);
			break;
		}
	}
	return NULL;
}

static void check_all(struct worker *w, int nw)
{
	for (int i = 0; i < nw; i++) {
		for (int s = 0; s < SLOTS; s++)
			check_slot(&w[i], s, 1);
		check_own_dir(&w[i]);
	}
	/* the shared directory holds exactly the threads' names there */
	struct jolt_dirent e[THREADS * NAMES + 4];
	int64_t n = jolt_readdir(w[0].fs, "/s", 0, e, THREADS * NAMES + 4);
	int want = 2;
	for (int i = 0; i < nw; i++)
		for (int s = NAMES; s < SLOTS; s++)
			want += w[i].slot[s] >= 0;
	CHECK_EQ(n, want);
}

/* cache_bytes: the mount's cache bound (0: the default, where nothing is
 * evicted; small: readers miss beside each other, trim the node cache
 * they took past its bound, and replace directory entries). */
static void stress(uint32_t fsync_mode, uint64_t cache_bytes)
{
	struct jolt_blk *dev = n_dev(256 << 20, 4096);
	n_mkfs(dev, 0, 0, 1);
	struct jolt_mount_opts o;
	jolt_mount_opts_default(&o);
	o.commit_interval_ms = 50;          /* the commit thread joins in */
	o.fsync_mode = fsync_mode;
	o.cache_bytes = cache_bytes;
	struct jolt_fs *fs = n_mount_opts(dev, &o);
	const char *env = getenv("JOLT_STRESS_STEPS");
	int steps = env ? atoi(env) : 600;
	CHECK_EQ(jolt_mkdir(fs, "/s", 0755), 0);
	static struct worker w[THREADS];
	pthread_t th[THREADS];
	for (int i = 0; i < THREADS; i++) {
		memset(&w[i], 0, sizeof(w[i]));
		w[i].fs = fs;
		w[i].id = i;
		w[i].steps = steps;
		w[i].seed = 0x5eed0000u + (uint64_t)i * 7919 + fsync_mode;
		for (int s = 0; s < SLOTS; s++)
			w[i].slot[s] = -1;
		char d[16];
		snprintf(d, sizeof(d), "/t%d", i);
		CHECK_EQ(jolt_mkdir(fs, d, 0755), 0);
	}
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_create(&th[i], NULL, work, &w[i]), 0);
	for (int i = 0; i < THREADS; i++)
		CHECK_EQ(pthread_join(th[i], NULL), 0);
	/* every kind of call ran */
	for (int k = 0; k < 20; k++) {
		uint64_t sum = 0;
		for (int i = 0; i < THREADS; i++)
			sum += w[i].ops[k];
		CHECK(sum > 0);
	}
	check_all(w, THREADS);
	n_fsck(fs);
	struct jolt_lock_counters lc;
	jolt_lock_counters(fs, &lc);
	CHECK(lc.cls[JOLT_LOCK_TREE].acquisitions > 0);
	CHECK(lc.cls[JOLT_LOCK_TREE_SHARED].acquisitions > 0);
	CHECK(lc.cls[JOLT_LOCK_NODES].acquisitions > 0);
	if (cache_bytes) {
		struct jolt_fs_counters fc;
		jolt_fs_counters(fs, &fc);
		CHECK(fc.node_evictions > 0);
		CHECK(fc.cached_bytes <= fc.cache_bound + fc.cache_bound / 4);
	}
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	fs = n_mount(dev);
	for (int i = 0; i < THREADS; i++)
		w[i].fs = fs;
	check_all(w, THREADS);
	CHECK_EQ(jolt_unmount(fs), 0);
	for (int i = 0; i < THREADS; i++)
		for (int k = 0; k < w[i].ninodes; k++) {
			free(w[i].ino[k].data);
			free(w[i].ino[k].xval);
		}
	jolt_blk_close(dev);
}

static void stress_log(void)
{
	stress(JOLT_FSYNC_LOG, 0);
}

static void stress_commit(void)
{
	stress(JOLT_FSYNC_COMMIT, 0);
}

static void stress_small_cache(void)
{
	stress(JOLT_FSYNC_LOG, 64 << 10);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(stress_log),
		TEST(stress_commit),
		TEST(stress_small_cache),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
