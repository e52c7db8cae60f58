/* Crash consistency of the namespace, the way dm-log-writes and
 * CrashMonkey test it: a seeded random workload of namespace operations
 * (create, write, truncate, fallocate and punch, mkdir, rmdir, link,
 * unlink, symlink, rename with NOREPLACE and EXCHANGE, xattrs small and
 * large, files held open while unlinked) runs on the mem device with a
 * node cache small enough that dirty nodes are written back before their
 * commit, committing at random points. After each commit the whole tree is
 * described (every path, inode number, mode, owner, size, link count,
 * times, data, xattrs, symlink target, parent pointers). Then the write
 * stream is cut at every flush point and at random points between, with
 * random subsets of the writes in flight kept, some torn at 512-byte
 * sectors: every cut must mount, describe exactly as the last commit whose
 * superblock was durable (or the next one, when its superblock write
 * happened to land), pass both levels of fsck, and go on working. */
#include <stdarg.h>
#include <stdlib.h>

#include "jolt/log.h"
#include "ns.h"
#include "ns_test.h"

/* ---- describing a tree ---- */

struct desc {
	char *s;
	size_t len, cap;
};

static void d_add(struct desc *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void d_add(struct desc *d, const char *fmt, ...)
{
	va_list ap;
	char tmp[1024];
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	CHECK(n >= 0 && (size_t)n < sizeof(tmp));
	if (d->len + (size_t)n + 1 > d->cap) {
		d->cap = (d->len + (size_t)n + 1) * 2;
		d->s = realloc(d->s, d->cap);
		CHECK(d->s != NULL);
	}
	memcpy(d->s + d->len, tmp, (size_t)n + 1);
	d->len += (size_t)n;
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void describe_xattrs(struct jolt_fs *fs, uint64_t ino, struct desc *d)
{
	char *list = malloc(70000);
	uint8_t *val = malloc(70000);
	int64_t n = jolt_ll_listxattr(fs, ino, list, 70000);
	CHECK(n >= 0);
	char *names[512];
	int k = 0;
	for (int64_t o = 0; o < n; o += (int64_t)strlen(list + o) + 1) {
		CHECK(k < 512);
		names[k++] = list + o;
	}
	qsort(names, (size_t)k, sizeof(names[0]), str_cmp);
	for (int i = 0; i < k; i++) {
		int64_t v = jolt_ll_getxattr(fs, ino, names[i], val, 70000);
		CHECK(v >= 0);
		d_add(d, " x:%s=%lld/%08x", names[i], (long long)v, jolt_crc32c(0, val, (size_t)v));
	}
	free(list);
	free(val);
	struct jolt_parent par[64];
	int64_t np = jolt_ll_parents(fs, ino, par, 64);
	if (np == -EOPNOTSUPP)
		return;
	CHECK(np >= 0 && np <= 64);
	char *pp[64];
	for (int i = 0; i < np; i++) {
		pp[i] = malloc(300);
		snprintf(pp[i], 300, "%llu.%llu/%s", (unsigned long long)par[i].parent,
			 (unsigned long long)par[i].parent_gen, par[i].name);
	}
	qsort(pp, (size_t)np, sizeof(pp[0]), str_cmp);
	for (int i = 0; i < np; i++) {
		d_add(d, " p:%s", pp[i]);
		free(pp[i]);
	}
}

static void describe_dir(struct jolt_fs *fs, uint64_t dir, const char *path, struct desc *d)
{
	struct jolt_dirent ents[64];
	char **names = NULL;
	uint64_t *inos = NULL;
	size_t n = 0, cap = 0;
	uint64_t cookie = 0;
	int64_t got;
	while ((got = jolt_ll_readdir(fs, dir, cookie, ents, 64)) > 0) {
		for (int64_t i = 0; i < got; i++) {
			cookie = ents[i].next;
			if (!strcmp(ents[i].name, ".") || !strcmp(ents[i].name, ".."))
				continue;
			if (n == cap) {
				cap = cap ? cap * 2 : 16;
				names = realloc(names, cap * sizeof(*names));
				inos = realloc(inos, cap * sizeof(*inos));
			}
			names[n] = strdup(ents[i].name);
			inos[n++] = ents[i].ino;
		}
	}
	CHECK_EQ(got, 0);
	/* by name, not by the order of their addition */
	for (size_t i = 1; i < n; i++)
		for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
			char *t = names[j];
			names[j] = names[j - 1];
			names[j - 1] = t;
			uint64_t ti = inos[j];
			inos[j] = inos[j - 1];
			inos[j - 1] = ti;
		}
	for (size_t i = 0; i < n; i++) {
		struct jolt_stat st;
		char child[1024];
		snprintf(child, sizeof(child), "%s/%s", path, names[i]);
		CHECK_EQ(jolt_ll_getattr(fs, inos[i], &st), 0);
		d_add(d, "%s ino %llu gen %llu mode %o nlink %u uid %u gid %u size %llu blocks %llu "
		      "mtime %lld.%lld ctime %lld.%lld", child, (unsigned long long)st.ino,
		      (unsigned long long)st.generation, st.mode, st.nlink, st.uid, st.gid,
		      (unsigned long long)st.size, (unsigned long long)st.blocks,
		      (long long)st.mtime.sec, (long long)st.mtime.nsec, (long long)st.ctime.sec,
		      (long long)st.ctime.nsec);
		if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFREG) {
			struct jolt_file *f;
			uint8_t *b = malloc(st.size + 1);
			CHECK_EQ(jolt_ll_open(fs, inos[i], JOLT_O_RDONLY, &f), 0);
			CHECK_EQ(jolt_pread(f, b, st.size, 0), (int64_t)st.size);
			CHECK_EQ(jolt_close(f), 0);
			d_add(d, " data %08x", jolt_crc32c(0, b, st.size));
			free(b);
		} else if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFLNK) {
			char t[4096];
			int64_t tl = jolt_ll_readlink(fs, inos[i], t, sizeof(t));
			CHECK(tl > 0);
			d_add(d, " -> %.*s", (int)tl, t);
		}
		describe_xattrs(fs, inos[i], d);
		d_add(d, "\n");
		if ((st.mode & JOLT_S_IFMT) == JOLT_S_IFDIR)
			describe_dir(fs, inos[i], child, d);
		free(names[i]);
	}
	free(names);
	free(inos);
}

static char *describe(struct jolt_fs *fs)
{
	struct desc d = {0};
	struct jolt_stat st;
	CHECK_EQ(jolt_ll_getattr(fs, JOLT_ROOT_INO, &st), 0);
	d_add(&d, "/ mode %o nlink %u size %llu mtime %lld.%lld", st.mode, st.nlink,
	      (unsigned long long)st.size, (long long)st.mtime.sec, (long long)st.mtime.nsec);
	describe_xattrs(fs, JOLT_ROOT_INO, &d);
	d_add(&d, "\n");
	describe_dir(fs, JOLT_ROOT_INO, "", &d);
	return d.s;
}

/* ---- the workload ---- */

enum { DIRS = 4, NAMES = 12 };

static void rand_path(uint64_t *s, char *out, size_t len)
{
	int dir = (int)(n_rand(s) % (DIRS + 1));
	int name = (int)(n_rand(s) % NAMES);
	if (dir == DIRS)
		snprintf(out, len, "/n%d", name);
	else
		snprintf(out, len, "/d%d/n%d", dir, name);
}

/* One random operation; errors the namespace defines (ENOENT, EEXIST,
 * ENOTEMPTY, ...) are part of the game, anything else fails the test. */
static void random_op(struct jolt_fs *fs, uint64_t *s, struct jolt_file **held)
{
	uint8_t *buf = malloc(80000);
	char a[64], b[64];
	int rc = 0;
	rand_path(s, a, sizeof(a));
	rand_path(s, b, sizeof(b));
	int op = (int)(n_rand(s) % 20);
	uint64_t off = n_rand(s) % 40000, len = n_rand(s) % 20000 + 1;
	switch (op) {
	case 0: case 1: case 2: {
		struct jolt_file *f;
		rc = jolt_open(fs, a, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f);
		if (!rc) {
			for (uint64_t i = 0; i < len; i++)
				buf[i] = (uint8_t)n_rand(s);
			if (n_rand(s) % 3 == 0)
				len = n_rand(s) % 300 + 1;     /* small: inline */
			CHECK_EQ(jolt_pwrite(f, buf, len, n_rand(s) % 2 ? off : 0), (int64_t)len);
			CHECK_EQ(jolt_close(f), 0);
		}
		break;
	}
	case 3:
		rc = jolt_mkdir(fs, a, 0755);
		break;
	case 4:
		rc = jolt_rmdir(fs, a);
		break;
	case 5: case 6:
		rc = jolt_unlink(fs, a);
		break;
	case 7:
		rc = jolt_link(fs, a, b);
		break;
	case 8:
		rc = jolt_symlink(fs, b, a);
		break;
	case 9: case 10:
		rc = jolt_rename(fs, a, b, 0);
		break;
	case 11:
		rc = jolt_rename(fs, a, b, JOLT_RENAME_NOREPLACE);
		break;
	case 12:
		rc = jolt_rename(fs, a, b, JOLT_RENAME_EXCHANGE);
		break;
	case 13:
		rc = jolt_truncate(fs, a, n_rand(s) % 30000);
		break;
	case 14: {
		char name[32];
		snprintf(name, sizeof(name), "user.k%d", (int)(n_rand(s) % 8));
		uint32_t vl = n_rand(s) % 10 == 0 ? 66000 - (uint32_t)(n_rand(s) % 2000)
			      : (uint32_t)(n_rand(s) % 100);
		for (uint32_t i = 0; i < vl; i++)
			buf[i] = (uint8_t)n_rand(s);
		rc = jolt_setxattr(fs, a, name, buf, vl > 65536 ? 65536 : vl, 0);
		break;
	}
	case 15: {
		char name[32];
		snprintf(name, sizeof(name), "user.k%d", (int)(n_rand(s) % 8));
		rc = jolt_removexattr(fs, a, name);
		break;
	}
	case 16: case 17: {
		struct jolt_file *f;
		rc = jolt_open(fs, a, JOLT_O_WRONLY, 0, &f);
		if (!rc) {
			uint32_t mode = op == 16 ? (uint32_t)(n_rand(s) % 2)
				       : JOLT_FALLOC_PUNCH_HOLE | JOLT_FALLOC_KEEP_SIZE;
			CHECK_EQ(jolt_fallocate(f, mode, off, len), 0);
			CHECK_EQ(jolt_close(f), 0);
		}
		break;
	}
	case 18:
		/* hold a file open, and unlink it: an orphan at the next commit */
		if (!*held && jolt_open(fs, a, JOLT_O_RDWR, 0, held) == 0) {
			CHECK_EQ(jolt_unlink(fs, a), 0);
		} else if (*held) {
			CHECK_EQ(jolt_close(*held), 0);
			*held = NULL;
		}
		break;
	default: {
		struct jolt_stat st = {.mode = (uint32_t)(n_rand(s) % 01000), .uid = 5};
		uint64_t ino;
		if (jolt_path_ino(fs, a, 0, &ino) == 0)
			rc = jolt_ll_setattr(fs, ino, &st, JOLT_SET_MODE | JOLT_SET_UID, NULL);
		break;
	}
	}
	if (rc && rc != -ENOENT && rc != -EEXIST && rc != -ENOTEMPTY && rc != -ENOTDIR &&
	    rc != -EISDIR && rc != -EINVAL && rc != -EPERM && rc != -ENODATA && rc != -ENODEV &&
	    rc != -ELOOP) {
		fprintf(stderr, "op %d on %s %s: %d\n", op, a, b, rc);
		CHECK(0);
	}
	free(buf);
}

struct snap {
	uint64_t commit_start, done;
	char *desc;
};

struct run {
	struct jolt_blk *dev;
	uint64_t size;
	struct snap snaps[64];
	int n;
};

static void run_workload(struct run *r, uint64_t seed, int commits, uint32_t nodesize,
			 int pptrs)
{
	uint64_t s = seed;
	struct jolt_mount_opts mo;
	struct jolt_file *held = NULL;
	r->size = 20 << 20;
	r->dev = n_dev(r->size, 512);
	n_mkfs(r->dev, nodesize, 512, pptrs);
	CHECK_EQ(jolt_blk_mem_settle(r->dev), 0);
	jolt_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	mo.cache_bytes = 16 * nodesize;         /* dirty nodes go out before their commit */
	struct jolt_fs *fs = n_mount_opts(r->dev, &mo);
	r->snaps[0] = (struct snap){0, 0, describe(fs)};
	for (int d = 0; d < DIRS; d++) {
		char p[16];
		snprintf(p, sizeof(p), "/d%d", d);
		CHECK_EQ(jolt_mkdir(fs, p, 0755), 0);
	}
	r->snaps[1].desc = describe(fs);
	r->snaps[1].commit_start = jolt_blk_mem_now(r->dev);
	CHECK_EQ(jolt_sync(fs), 0);
	r->snaps[1].done = jolt_blk_mem_now(r->dev);
	r->n = 2;
	for (int c = 0; c < commits; c++) {
		int ops = 5 + (int)(n_rand(&s) % 40);
		for (int i = 0; i < ops; i++)
			random_op(fs, &s, &held);
		struct snap *sn = &r->snaps[r->n++];
		sn->desc = describe(fs);
		sn->commit_start = jolt_blk_mem_now(r->dev);
		CHECK_EQ(jolt_sync(fs), 0);
		sn->done = jolt_blk_mem_now(r->dev);
	}
	n_fsck(fs);
	for (int i = 0; i < 20; i++)
		random_op(fs, &s, &held);   /* never committed */
	if (held)
		CHECK_EQ(jolt_close(held), 0);
	/* power loss: the filesystem stops without committing those */
	jolt_fs_set_error(fs->info, -EIO, "test: power loss");
	CHECK(jolt_unmount(fs) < 0);
}

static int check_cut(struct run *r, uint64_t at, jolt_blk_mem_chooser ch, void *ctx, uint8_t *img)
{
	CHECK_EQ(jolt_blk_mem_crash_image(r->dev, at, ch, ctx, img, r->size), 0);
	struct jolt_blk *d = n_dev(r->size, 512);
	CHECK_EQ(jolt_blk_mem_load(d, img, r->size), 0);
	n_fsck_dev(d);
	struct jolt_fs *fs = n_mount(d);
	int i = 0;
	while (i + 1 < r->n && r->snaps[i + 1].done <= at)
		i++;
	char *got = describe(fs);
	int next = 0;
	if (strcmp(got, r->snaps[i].desc)) {
		/* only the next commit, whose superblock write had started */
		if (!(i + 1 < r->n && r->snaps[i + 1].commit_start <= at) ||
		    strcmp(got, r->snaps[i + 1].desc)) {
			fprintf(stderr, "cut at %llu: want commit %d:\n%s\ngot:\n%s\n",
				(unsigned long long)at, i, r->snaps[i].desc, got);
			CHECK(0);
		}
		next = 1;
	}
	free(got);
	n_fsck(fs);
	/* and it goes on working */
	uint64_t s = at;
	struct jolt_file *held = NULL;
	for (int k = 0; k < 10; k++)
		random_op(fs, &s, &held);
	if (held)
		CHECK_EQ(jolt_close(held), 0);
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(d);
	return next;
}

static void crash_points(uint64_t seed, int commits, int random_cuts, uint32_t nodesize, int pptrs)
{
	struct run r;
	run_workload(&r, seed, commits, nodesize, pptrs);
	uint8_t *img = malloc(r.size);
	uint64_t pts[4096];
	size_t np = jolt_blk_mem_flush_points(r.dev, pts, 4096);
	CHECK(np >= (size_t)commits && np <= 4096);
	struct jolt_blk_mem_random ch = {.state = seed * 31 + 7, .apply_pct = 40, .torn_pct = 30};
	/* just before a flush point, everything in flight landed, or torn */
	struct jolt_blk_mem_random all = {.state = seed, .apply_pct = 100};
	struct jolt_blk_mem_random torn = {.state = seed, .torn_pct = 100};
	int cuts = 0, next = 0;
	for (size_t i = 0; i < np; i++) {
		next += check_cut(&r, pts[i], NULL, NULL, img);
		next += check_cut(&r, pts[i], jolt_blk_mem_choose_random, &ch, img);
		next += check_cut(&r, pts[i] - 1, jolt_blk_mem_choose_random, &all, img);
		next += check_cut(&r, pts[i] - 1, jolt_blk_mem_choose_random, &torn, img);
		cuts += 4;
	}
	uint64_t end = jolt_blk_mem_now(r.dev), s = seed;
	for (int i = 0; i < random_cuts; i++) {
		next += check_cut(&r, n_rand(&s) % (end + 1), jolt_blk_mem_choose_random, &ch, img);
		cuts++;
	}
	printf("  seed %llu: %d commits, %zu flush points, %d cuts, %d found the next commit\n",
	       (unsigned long long)seed, commits, np, cuts, next);
	CHECK(next > 0);   /* a superblock write in flight at a cut was found whole */
	for (int i = 0; i < r.n; i++)
		free(r.snaps[i].desc);
	free(img);
	jolt_blk_close(r.dev);
}

static void crash_seed1(void)
{
	crash_points(1, 8, 20, 4096, 1);
}

static void crash_seed2(void)
{
	crash_points(2, 8, 20, 1024, 1);
}

static void crash_seed3_no_pptrs(void)
{
	crash_points(3, 8, 20, 16384, 0);
}

static void crash_seed4(void)
{
	crash_points(4, 12, 10, 2048, 1);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(crash_seed1),
		TEST(crash_seed2),
		TEST(crash_seed3_no_pptrs),
		TEST(crash_seed4),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
