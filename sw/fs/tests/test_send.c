/* jolt send and jolt receive (jolt/subvol.h): random trees and random
 * changes between snapshots (names, renames across directories, hard
 * links, symlinks, special files, modes, owners, times, xattrs, sparse
 * and inline data) sent in full and incrementally, received into another
 * filesystem, and the received tree equal to the snapshot by a walk
 * comparing every attribute (ctime aside: no receiver can set it). Also:
 * shared subtrees are skipped by the comparison, the utimes cache sends
 * each directory's times once, the name cache leaves the stream as it is, a truncated or corrupt stream is refused
 * with its offset and leaves no subvolume. */
#include <sys/mman.h>
#include <unistd.h>

#include "ns_test.h"
#include "jolt/subvol.h"

static uint8_t *do_send_names(struct jolt_fs *fs, const char *snap, const char *parent,
			      uint32_t cache, uint32_t names, size_t *len,
			      struct jolt_send_result *res)
{
	int fd = memfd_create("stream", 0);
	CHECK(fd >= 0);
	struct jolt_send_opts o = { .parent = parent, .fd = fd, .utimes_cache = cache,
				    .name_cache = names };
	char why[256];
	int rc = jolt_send(fs, snap, &o, res, why, sizeof(why));
	if (rc)
		fprintf(stderr, "send: %s\n", why);
	CHECK_EQ(rc, 0);
	off_t n = lseek(fd, 0, SEEK_END);
	uint8_t *b = malloc((size_t)n + 1);
	CHECK_EQ(pread(fd, b, (size_t)n, 0), n);
	close(fd);
	if (getenv("JOLT_TEST_KEEP_STREAM")) {
		FILE *keep = fopen(getenv("JOLT_TEST_KEEP_STREAM"), "w");
		if (keep) {
			fwrite(b, 1, (size_t)n, keep);
			fclose(keep);
		}
	}
	*len = (size_t)n;
	return b;
}

/* The name cache changes where the sender finds names, never the stream:
 * each send is made with it off and with 2 entries (evicting all the
 * time), and the two streams must be the same bytes. */
static uint8_t *do_send(struct jolt_fs *fs, const char *snap, const char *parent, uint32_t cache,
			size_t *len, struct jolt_send_result *res)
{
	struct jolt_send_result r2;
	size_t len2;
	uint8_t *b = do_send_names(fs, snap, parent, cache, 0, len, res);
	uint8_t *b2 = do_send_names(fs, snap, parent, cache, 2, &len2, &r2);
	CHECK_EQ(len2, *len);
	CHECK(!memcmp(b, b2, len2));
	CHECK(r2.name_lookups <= res->name_lookups);
	CHECK_EQ(r2.name_lookups + r2.name_cache_hits, res->name_lookups);
	CHECK_EQ(res->name_cache_hits, 0);
	free(b2);
	return b;
}

static void do_receive(struct jolt_fs *fs, const uint8_t *b, size_t len)
{
	char why[256];
	int rc = jolt_receive(fs, b, len, why, sizeof(why));
	if (rc)
		fprintf(stderr, "receive: %s\n", why);
	CHECK_EQ(rc, 0);
}

/* ---- the comparison walk ---- */

static void cmp_xattrs(struct jolt_fs *a, uint64_t ia, struct jolt_fs *b, uint64_t ib, const char *p)
{
	char la[4096], lb[4096];
	int64_t na = jolt_ll_listxattr(a, ia, la, sizeof(la));
	int64_t nb = jolt_ll_listxattr(b, ib, lb, sizeof(lb));
	CHECK(na >= 0 && nb >= 0);
	if (na != nb) {
		fprintf(stderr, "%s: xattr lists differ\n", p);
		CHECK_EQ(na, nb);
	}
	for (char *n = la; n < la + na; n += strlen(n) + 1) {
		static uint8_t va[65536], vb[65536];
		int64_t x = jolt_ll_getxattr(a, ia, n, va, sizeof(va));
		int64_t y = jolt_ll_getxattr(b, ib, n, vb, sizeof(vb));
		if (x != y || memcmp(va, vb, (size_t)x))
			fprintf(stderr, "%s: xattr %s differs\n", p, n);
		CHECK_EQ(x, y);
		CHECK(!memcmp(va, vb, (size_t)x));
	}
}

static void cmp_tree(struct jolt_fs *a, struct jolt_fs *b, const char *dir)
{
	struct jolt_dirent ea[64], eb[64];
	uint64_t ca = 0, cb = 0;
	size_t n = 0;
	for (;;) {
		int64_t x = jolt_readdir(a, dir, ca, ea, 64);
		CHECK(x >= 0);
		if (!x)
			break;
		for (int64_t k = 0; k < x; k++) {
			ca = ea[k].next;
			if (!strcmp(ea[k].name, ".") || !strcmp(ea[k].name, ".."))
				continue;
			n++;
			char p[4200];
			snprintf(p, sizeof(p), "%s/%s", strcmp(dir, "/") ? dir : "", ea[k].name);
			struct jolt_stat sa, sb;
			CHECK_EQ(jolt_lstat(a, p, &sa), 0);
			int rc = jolt_lstat(b, p, &sb);
			if (rc)
				fprintf(stderr, "%s: missing in the received tree\n", p);
			CHECK_EQ(rc, 0);
			if (sa.mode != sb.mode || sa.uid != sb.uid || sa.gid != sb.gid ||
			    sa.size != sb.size || sa.nlink != sb.nlink || sa.rdev != sb.rdev ||
			    sa.mtime.sec != sb.mtime.sec || sa.mtime.nsec != sb.mtime.nsec ||
			    sa.atime.sec != sb.atime.sec || sa.atime.nsec != sb.atime.nsec)
				fprintf(stderr, "%s: mode %o/%o uid %u/%u size %lu/%lu nlink %u/%u "
					"mtime %ld.%ld/%ld.%ld\n", p, sa.mode, sb.mode, sa.uid, sb.uid,
					(unsigned long)sa.size, (unsigned long)sb.size, sa.nlink, sb.nlink,
					(long)sa.mtime.sec, (long)sa.mtime.nsec, (long)sb.mtime.sec,
					(long)sb.mtime.nsec);
			CHECK_EQ(sa.mode, sb.mode);
			CHECK_EQ(sa.uid, sb.uid);
			CHECK_EQ(sa.gid, sb.gid);
			CHECK_EQ(sa.size, sb.size);
			CHECK_EQ(sa.nlink, sb.nlink);
			CHECK_EQ(sa.rdev, sb.rdev);
			CHECK_EQ(sa.mtime.sec, sb.mtime.sec);
			CHECK_EQ(sa.mtime.nsec, sb.mtime.nsec);
			CHECK_EQ(sa.atime.sec, sb.atime.sec);
			CHECK_EQ(sa.atime.nsec, sb.atime.nsec);
			cmp_xattrs(a, sa.ino, b, sb.ino, p);
			if ((sa.mode & JOLT_S_IFMT) == JOLT_S_IFLNK) {
				char ta[4096], tb[4096];
				int64_t x1 = jolt_readlink(a, p, ta, sizeof(ta));
				int64_t y1 = jolt_readlink(b, p, tb, sizeof(tb));
				CHECK(x1 == y1 && !memcmp(ta, tb, (size_t)x1));
			} else if ((sa.mode & JOLT_S_IFMT) == JOLT_S_IFREG) {
				size_t la, lb;
				uint8_t *da = n_get(a, p, &la), *db = n_get(b, p, &lb);
				CHECK(la == lb && !memcmp(da, db, la));
				free(da);
				free(db);
			} else if ((sa.mode & JOLT_S_IFMT) == JOLT_S_IFDIR) {
				cmp_tree(a, b, p);
			}
		}
	}
	for (;;) {
		int64_t y = jolt_readdir(b, dir, cb, eb, 64);
		CHECK(y >= 0);
		if (!y)
			break;
		for (int64_t k = 0; k < y; k++) {
			cb = eb[k].next;
			if (strcmp(eb[k].name, ".") && strcmp(eb[k].name, ".."))
				n--;
		}
	}
	if (n)
		fprintf(stderr, "%s: the received directory has other entries\n", dir);
	CHECK_EQ(n, 0);
	struct jolt_stat sa, sb;
	CHECK_EQ(jolt_lstat(a, dir, &sa), 0);
	CHECK_EQ(jolt_lstat(b, dir, &sb), 0);
	if (sa.mtime.sec != sb.mtime.sec || sa.mtime.nsec != sb.mtime.nsec || sa.mode != sb.mode)
		fprintf(stderr, "%s: mode %o/%o mtime %ld.%ld/%ld.%ld\n", dir, sa.mode, sb.mode,
			(long)sa.mtime.sec, (long)sa.mtime.nsec, (long)sb.mtime.sec, (long)sb.mtime.nsec);
	CHECK_EQ(sa.mode, sb.mode);
	CHECK_EQ(sa.mtime.sec, sb.mtime.sec);
	CHECK_EQ(sa.mtime.nsec, sb.mtime.nsec);
	CHECK_EQ(sa.uid, sb.uid);
	cmp_xattrs(a, sa.ino, b, sb.ino, dir);
}

static void cmp_subvols(struct jolt_fs *fa, const char *a, struct jolt_fs *fb, const char *b)
{
	struct jolt_fs *va, *vb;
	CHECK_EQ(jolt_subvol_open(fa, a, &va), 0);
	CHECK_EQ(jolt_subvol_open(fb, b, &vb), 0);
	cmp_tree(va, vb, "/");
	CHECK_EQ(jolt_subvol_close(va), 0);
	CHECK_EQ(jolt_subvol_close(vb), 0);
}

/* ---- random trees and changes ---- */

struct model {
	char paths[400][128];
	int isdir[400];
	int n;
};

static int pick(struct model *m, uint64_t *seed, int want_dir)
{
	for (int t = 0; t < 50 && m->n; t++) {
		int i = (int)(n_rand(seed) % (uint64_t)m->n);
		if (m->paths[i][0] && (want_dir < 0 || m->isdir[i] == want_dir))
			return i;
	}
	return -1;
}

static void madd(struct model *m, const char *p, int dir)
{
	if (m->n < 400) {
		snprintf(m->paths[m->n], 128, "%s", p);
		m->isdir[m->n++] = dir;
	}
}

static void random_step(struct jolt_fs *fs, struct model *m, uint64_t *seed, int k)
{
	char p[256];
	int d = pick(m, seed, 1);
	const char *dir = d < 0 ? "" : m->paths[d];
	int op = (int)(n_rand(seed) % 14);
	int f = pick(m, seed, 0);
	struct jolt_stat fst;
	int freg = f >= 0 && !jolt_lstat(fs, m->paths[f], &fst) &&
		   (fst.mode & JOLT_S_IFMT) == JOLT_S_IFREG;
	struct jolt_timespec tt[2] = { { 1000000 + k, k * 7 }, { 2000000 + k, k * 13 } };

	snprintf(p, sizeof(p), "%s/n%d", dir, k);
	switch (op) {
	case 0: case 1: {      /* a file: inline, extents, or sparse */
		uint8_t buf[9000];
		size_t len = n_rand(seed) % 3 ? n_rand(seed) % 600 : n_rand(seed) % sizeof(buf);
		for (size_t j = 0; j < len; j++)
			buf[j] = (uint8_t)(n_rand(seed));
		struct jolt_file *fl;
		if (jolt_create(fs, p, 0640, &fl))
			return;
		uint64_t off = n_rand(seed) % 4 == 0 ? 100000 + n_rand(seed) % 50000 : 0;
		CHECK_EQ(jolt_pwrite(fl, buf, len, off), (int64_t)len);
		if (n_rand(seed) % 4 == 0)
			CHECK_EQ(jolt_ftruncate(fl, off + len + 70000), 0);
		jolt_close(fl);
		madd(m, p, 0);
		break;
	}
	case 2:
		if (!jolt_mkdir(fs, p, 0750))
			madd(m, p, 1);
		break;
	case 3:
		if (!jolt_symlink(fs, n_rand(seed) % 2 ? "../some/target" : "t", p))
			madd(m, p, 0);
		break;
	case 4:
		if (f >= 0 && !jolt_link(fs, m->paths[f], p))
			madd(m, p, 0);
		break;
	case 5: {              /* rename, across directories */
		int x = pick(m, seed, -1);
		if (x >= 0 && !jolt_rename(fs, m->paths[x], p, 0)) {
			for (int i = 0; i < m->n; i++) {
				size_t l = strlen(m->paths[x]);
				if (i != x && !strncmp(m->paths[i], m->paths[x], l) && m->paths[i][l] == '/') {
					char q[256];
					snprintf(q, sizeof(q), "%s%s", p, m->paths[i] + l);
					snprintf(m->paths[i], 128, "%s", q);
				}
			}
			snprintf(m->paths[x], 128, "%s", p);
		}
		break;
	}
	case 6:
		if (f >= 0 && !jolt_unlink(fs, m->paths[f]))
			m->paths[f][0] = 0;
		break;
	case 7:
		if (d >= 0 && !jolt_rmdir(fs, m->paths[d]))
			m->paths[d][0] = 0;
		break;
	case 8: {
		int x = pick(m, seed, -1);
		if (x >= 0)
			jolt_utimens(fs, m->paths[x], tt, JOLT_AT_SYMLINK_NOFOLLOW);
		break;
	}
	case 9: {
		int x = pick(m, seed, -1);
		if (x >= 0) {
			jolt_chmod(fs, m->paths[x], (uint32_t)(n_rand(seed) % 01000));
			jolt_chown(fs, m->paths[x], (uint32_t)(n_rand(seed) % 3), 7, 0);
		}
		break;
	}
	case 10: {
		int x = pick(m, seed, -1);
		char v[6000];        /* some remote values (their own extents, shared by snapshots) */
		size_t vl = n_rand(seed) % 4 == 0 ? 2000 + n_rand(seed) % 4000 : n_rand(seed) % 300;
		memset(v, 'a' + k % 26, vl);
		if (x >= 0) {
			uint64_t ino;
			if (!jolt_path_ino(fs, m->paths[x], 0, &ino)) {
				if (n_rand(seed) % 3)
					jolt_ll_setxattr(fs, ino, n_rand(seed) % 2 ? "user.a" : "user.b", v, vl, 0);
				else
					jolt_ll_removexattr(fs, ino, "user.a");
			}
		}
		break;
	}
	case 11:
		if (freg)
			jolt_truncate(fs, m->paths[f], n_rand(seed) % 20000);
		break;
	case 12: {
		int fifo = n_rand(seed) % 2;
		if (!jolt_mknod(fs, p, (fifo ? JOLT_S_IFIFO : JOLT_S_IFCHR) | 0644,
				fifo ? 0 : (4ull << 8) | 5))
			madd(m, p, 0);
		break;
	}
	case 13:
		if (freg) {
			struct jolt_file *fl;
			if (!jolt_open(fs, m->paths[f], JOLT_O_WRONLY, 0, &fl)) {
				char b[100];
				memset(b, 'z', sizeof(b));
				jolt_pwrite(fl, b, sizeof(b), n_rand(seed) % 30000);
				jolt_close(fl);
			}
		}
		break;
	}
}

static void round_trips(uint64_t seed0, int steps, int rounds)
{
	struct jolt_blk *da, *db;
	struct jolt_fs *a = n_fresh(&da, 96 << 20, 1), *b = n_fresh(&db, 96 << 20, 1);
	struct model *m = calloc(1, sizeof(*m));
	uint64_t seed = seed0;
	char name[32], prev[32] = "";

	for (int r = 0; r < rounds; r++) {
		for (int k = 0; k < steps; k++)
			random_step(a, m, &seed, r * 1000 + k);
		snprintf(name, sizeof(name), "s%d", r);
		CHECK_EQ(jolt_subvol_snapshot(a, "/", name, JOLT_SUBVOL_RDONLY, NULL), 0);
		size_t len;
		struct jolt_send_result res;
		uint8_t *s = do_send(a, name, r ? prev : NULL, (uint32_t)(r % 2 ? 64 : 0), &len, &res);
		do_receive(b, s, len);
		free(s);
		cmp_subvols(a, name, b, name);
		struct jolt_subvol_info si;
		CHECK_EQ(jolt_subvol_get(b, name, &si), 0);
		CHECK_EQ(si.flags, JOLT_SUBVOL_RDONLY);
		snprintf(prev, sizeof(prev), "%s", name);
		n_fsck(a);
		n_fsck(b);
	}
	free(m);
	CHECK_EQ(jolt_unmount(a), 0);
	CHECK_EQ(jolt_unmount(b), 0);
	n_fsck_dev(da);
	n_fsck_dev(db);
	jolt_blk_close(da);
	jolt_blk_close(db);
}

static void random_small(void) { round_trips(1, 40, 6); }
static void random_many(void)
{
	for (uint64_t s = 2; s < 14; s++)
		round_trips(s, 60, 4);
}

/* seed 004's workload, small: each directory's utimes once with the cache */
static void utimes_cache_once(void)
{
	struct jolt_blk *da, *db;
	struct jolt_fs *a = n_fresh(&da, 64 << 20, 1), *b = n_fresh(&db, 64 << 20, 1);
	char p[64], q[64];
	const int n = 300;
	CHECK_EQ(jolt_mkdir(a, "/A", 0755), 0);
	for (int i = 1; i <= n; i++) {
		snprintf(p, sizeof(p), "/A/file_%d", i);
		n_put(a, p, "", 0);
	}
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "snap1", JOLT_SUBVOL_RDONLY, NULL), 0);
	CHECK_EQ(jolt_mkdir(a, "/B", 0755), 0);
	for (int i = n; i <= 2 * n; i++) {
		snprintf(p, sizeof(p), "/B/file_%d", i);
		n_put(a, p, "", 0);
	}
	for (int i = 1; i < n; i++) {
		snprintf(p, sizeof(p), "/A/file_%d", i);
		snprintf(q, sizeof(q), "/B/file_%d", i);
		CHECK_EQ(jolt_rename(a, p, q, 0), 0);
	}
	snprintf(p, sizeof(p), "/A/file_%d", n);
	snprintf(q, sizeof(q), "/B/file_%d", n);
	CHECK_EQ(jolt_rename(a, p, q, 0), 0);   /* replaces the new file_n */
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "snap2", JOLT_SUBVOL_RDONLY, NULL), 0);
	size_t l1, loff, lon;
	struct jolt_send_result r0, roff, ron;
	uint8_t *s1 = do_send(a, "snap1", NULL, 64, &l1, &r0);
	uint8_t *soff = do_send(a, "snap2", "snap1", 0, &loff, &roff);
	uint8_t *son = do_send(a, "snap2", "snap1", 64, &lon, &ron);
	/* the directories changed: /, A and B, each once */
	CHECK_EQ(ron.dir_utimes, 3);
	/* A's name is read from the parent once with the name cache, once per
	 * command naming it without */
	struct jolt_send_result rn;
	size_t ln;
	uint8_t *sn = do_send_names(a, "snap2", "snap1", 64, 256, &ln, &rn);
	CHECK_EQ(ln, lon);
	CHECK(!memcmp(sn, son, ln));
	CHECK_EQ(rn.name_lookups, 1);
	CHECK(ron.name_lookups >= (uint64_t)n);
	free(sn);
	CHECK(roff.dir_utimes > (uint64_t)n);
	CHECK(lon < loff);
	do_receive(b, s1, l1);
	do_receive(b, son, lon);
	cmp_subvols(a, "snap2", b, "snap2");
	/* the stream without the cache gives the same tree */
	CHECK_EQ(jolt_subvol_delete(b, "snap2"), 0);
	do_receive(b, soff, loff);
	cmp_subvols(a, "snap2", b, "snap2");
	n_fsck(b);
	free(s1);
	free(soff);
	free(son);
	CHECK_EQ(jolt_unmount(a), 0);
	CHECK_EQ(jolt_unmount(b), 0);
	jolt_blk_close(da);
	jolt_blk_close(db);
}

/* A small change to a large tree reads the changed paths only. */
static void compare_skips_shared(void)
{
	struct jolt_blk *da;
	struct jolt_fs *a = n_fresh(&da, 64 << 20, 1);
	char p[64];
	for (int i = 0; i < 3000; i++) {
		snprintf(p, sizeof(p), "/file_with_a_longer_name_%d", i);
		n_put(a, p, "x", 1);
	}
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "s1", JOLT_SUBVOL_RDONLY, NULL), 0);
	n_put(a, "/file_with_a_longer_name_1234", "yy", 2);
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "s2", JOLT_SUBVOL_RDONLY, NULL), 0);
	size_t len;
	struct jolt_send_result res;
	uint8_t *s = do_send(a, "s2", "s1", 64, &len, &res);
	CHECK(res.nodes_shared > 0);
	CHECK(res.nodes_compared <= 12);
	CHECK(res.inodes <= 2);
	free(s);
	CHECK_EQ(jolt_unmount(a), 0);
	jolt_blk_close(da);
}

static void bad_streams(void)
{
	struct jolt_blk *da, *db;
	struct jolt_fs *a = n_fresh(&da, 64 << 20, 1), *b = n_fresh(&db, 64 << 20, 1);
	uint64_t seed = 5;
	struct model *m = calloc(1, sizeof(*m));
	for (int k = 0; k < 60; k++)
		random_step(a, m, &seed, k);
	free(m);
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "s", JOLT_SUBVOL_RDONLY, NULL), 0);
	size_t len;
	struct jolt_send_result res;
	uint8_t *s = do_send(a, "s", NULL, 64, &len, &res);
	char why[256];
	for (size_t cut = 0; cut < len; cut += 1 + len / 37) {
		why[0] = 0;
		CHECK_EQ(jolt_receive(b, s, cut, why, sizeof(why)), -EBADMSG);
		CHECK(!strncmp(why, "offset ", 7));
		CHECK_EQ(jolt_subvol_list(b, NULL, 0), 1);
	}
	s[len / 2] ^= 0x40;
	CHECK_EQ(jolt_receive(b, s, len, why, sizeof(why)), -EBADMSG);
	CHECK(!strncmp(why, "offset ", 7));
	s[len / 2] ^= 0x40;
	/* an incremental stream whose parent this filesystem never received */
	CHECK_EQ(jolt_subvol_snapshot(a, "/", "t", JOLT_SUBVOL_RDONLY, NULL), 0);
	size_t l2;
	uint8_t *s2 = do_send(a, "t", "s", 64, &l2, &res);
	CHECK_EQ(jolt_receive(b, s2, l2, why, sizeof(why)), -ENOENT);
	CHECK_EQ(jolt_subvol_list(b, NULL, 0), 1);
	/* a stream that fails half-way (the name is taken) leaves nothing */
	do_receive(b, s, len);
	CHECK_EQ(jolt_receive(b, s, len, why, sizeof(why)), -EEXIST);
	CHECK_EQ(jolt_subvol_list(b, NULL, 0), 2);
	n_fsck(b);
	free(s);
	free(s2);
	CHECK_EQ(jolt_unmount(a), 0);
	CHECK_EQ(jolt_unmount(b), 0);
	jolt_blk_close(da);
	jolt_blk_close(db);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(random_small),
		TEST(utimes_cache_once),
		TEST(compare_skips_shared),
		TEST(bad_streams),
		TEST(random_many),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
