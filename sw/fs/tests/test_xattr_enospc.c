/* ENOSPC on a full device for the operations that allocate data extents:
 * setxattr with a value stored remote (an extent of its own, xattr.c),
 * link, rename, RENAME_EXCHANGE and create whose parent pointer makes one
 * (namei.c), writes and fallocate (file.c). The rule (issue 15's): ENOSPC changes
 * nothing, the filesystem stays writable, and after deletes the same call
 * succeeds; fsck is clean throughout and a remount shows what the calls
 * that succeeded left.
 *
 * Each case fills a small image with 256 KiB files, then writes 4 KiB (or
 * a sector) into empty files made at the start until a write fails, and
 * tries the call; while it fails it deletes the oldest such file, commits,
 * and tries again. Freeing a little at a time walks free space through
 * the window where the call's node reservation fits but its data extent
 * does not, which is where a remote xattr value's allocation used to abort
 * the filesystem. Node
 * sizes 4 KiB and 1 KiB (where a shortform value moved into items may
 * itself become remote, so one set allocates several extents). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "jolt/blk.h"
#include "jolt/fs.h"
#include "ns_test.h"

enum { DEV_BYTES = 16 << 20, BIG = 256 << 10, NSMALL = 1000,
       FIRST_SMALL = 200 };

struct box {
	struct jolt_blk *dev;
	struct jolt_fs *fs;
	uint32_t nodesize, sectorsize;
	uint32_t small;              /* bytes fill() writes into a small file */
	int bigs;
	int first, next;             /* small files with data: /s{first} .. /s{next - 1} */
	int enospcs;                 /* failed tries over the case */
};

/* Writes `len` bytes of `fill` into an existing file: 0, or -ENOSPC (a
 * part may be written). */
static int write_all(struct jolt_fs *fs, const char *path, size_t len, int fill)
{
	struct jolt_file *f;
	uint8_t *d = malloc(len);
	int err = 0;

	CHECK(d != NULL);
	memset(d, fill, len);
	CHECK_EQ(jolt_open(fs, path, JOLT_O_WRONLY, 0, &f), 0);
	int64_t w = jolt_pwrite(f, d, len, 0);
	CHECK_EQ(jolt_close(f), 0);
	if (w != (int64_t)len) {
		CHECK(w == -ENOSPC || (w >= 0 && w < (int64_t)len));
		err = -ENOSPC;
	}
	free(d);
	CHECK_EQ(jolt_errmsg(fs)[0], 0);
	return err;
}

/* Creates `path` with `len` bytes of `fill`: 0, or -ENOSPC (the file may
 * then exist, shorter). */
static int put(struct jolt_fs *fs, const char *path, size_t len, int fill)
{
	struct jolt_file *f;
	int err = jolt_open(fs, path, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f);

	if (err) {
		CHECK_EQ(err, -ENOSPC);
		CHECK_EQ(jolt_errmsg(fs)[0], 0);
		return err;
	}
	CHECK_EQ(jolt_close(f), 0);
	return len ? write_all(fs, path, len, fill) : 0;
}

static void box_open(struct box *b, uint32_t nodesize)
{
	memset(b, 0, sizeof(*b));
	b->nodesize = nodesize;
	b->sectorsize = nodesize < 4096 ? nodesize : 4096;
	b->small = 4096;
	b->dev = n_dev(DEV_BYTES, 512);
	n_mkfs(b->dev, nodesize, b->sectorsize, 1);
	b->fs = n_mount(b->dev);
	for (int i = 0; i < NSMALL; i++) {
		char path[64];
		snprintf(path, sizeof(path), "/s%d", i);
		CHECK_EQ(put(b->fs, path, 0, 0), 0);
	}
}

static struct jolt_fs *remount_checked(struct box *b)
{
	n_fsck(b->fs);
	CHECK_EQ(jolt_unmount(b->fs), 0);
	n_fsck_dev(b->dev);
	b->fs = n_mount(b->dev);
	return b->fs;
}

static void box_close(struct box *b)
{
	remount_checked(b);
	n_fsck(b->fs);
	CHECK_EQ(jolt_unmount(b->fs), 0);
	jolt_blk_close(b->dev);
}

/* Fills the device: at the first call b->small bytes into the first FIRST_SMALL of
 * the empty small files made at the start, and big files until one
 * fails; then b->small bytes into more small files until a write fails right after
 * a commit (which gives back the space pinned meanwhile). A write
 * reserves fewer nodes than a create, so this comes closer to full. */
static void fill(struct box *b)
{
	char path[64];
	int synced = 0;

	if (!b->bigs) {
		for (; b->next < FIRST_SMALL; b->next++) {
			snprintf(path, sizeof(path), "/s%d", b->next);
			CHECK_EQ(write_all(b->fs, path, b->small, 0x33), 0);
		}
		do
			snprintf(path, sizeof(path), "/big%d", b->bigs++);
		while (!put(b->fs, path, BIG, 0x5a));
	}
	for (;;) {
		CHECK(b->next < NSMALL);
		snprintf(path, sizeof(path), "/s%d", b->next);
		struct jolt_stat st;
		if (!write_all(b->fs, path, b->small, 0x33)) {
			b->next++;
			synced = 0;
		} else if (synced) {
			CHECK_EQ(jolt_stat(b->fs, path, &st), 0);
			b->next += st.size > 0;          /* a short write */
			break;
		} else {
			CHECK_EQ(jolt_sync(b->fs), 0);
			synced = 1;
		}
	}
}

/* Deletes the oldest small file and commits: one sector more free. */
static void free_one(struct box *b)
{
	char path[64];

	CHECK(b->first < b->next);
	snprintf(path, sizeof(path), "/s%d", b->first++);
	CHECK_EQ(jolt_unlink(b->fs, path), 0);
	CHECK_EQ(jolt_sync(b->fs), 0);
	CHECK_EQ(jolt_errmsg(b->fs)[0], 0);
}

/* ---- the expected xattrs of a file ---- */

enum { MAXX = 32 };

struct xmodel {
	const char *path;
	int n;
	char name[MAXX][32];
	uint8_t *val[MAXX];
	uint32_t len[MAXX];
};

static uint8_t *value(uint32_t len, uint32_t seed)
{
	uint8_t *v = malloc(len ? len : 1);
	uint64_t s = seed;
	CHECK(v != NULL);
	for (uint32_t i = 0; i < len; i++)
		v[i] = (uint8_t)n_rand(&s);
	return v;
}

static void model_set(struct xmodel *m, const char *name, const uint8_t *v, uint32_t len)
{
	int i;
	for (i = 0; i < m->n && strcmp(m->name[i], name); i++)
		;
	if (i == m->n) {
		CHECK(m->n < MAXX);
		snprintf(m->name[m->n++], sizeof(m->name[0]), "%s", name);
	} else {
		free(m->val[i]);
	}
	m->val[i] = malloc(len ? len : 1);
	CHECK(m->val[i] != NULL);
	memcpy(m->val[i], v, len);
	m->len[i] = len;
}

static void model_free(struct xmodel *m)
{
	for (int i = 0; i < m->n; i++)
		free(m->val[i]);
	m->n = 0;
}

/* The file has exactly the model's xattrs. */
static void model_check(struct jolt_fs *fs, const struct xmodel *m)
{
	char list[4096];
	int64_t ln = jolt_listxattr(fs, m->path, list, sizeof(list));
	int count = 0;

	if (ln < 0)
		fprintf(stderr, "listxattr %s: %s; %s\n", m->path, strerror((int)-ln), jolt_errmsg(fs));
	CHECK(ln >= 0);
	for (int64_t p = 0; p < ln; p += (int64_t)strlen(list + p) + 1)
		count++;
	CHECK_EQ(count, m->n);
	for (int i = 0; i < m->n; i++) {
		uint8_t *got = malloc(JOLT_XATTR_SIZE_MAX);
		CHECK(got != NULL);
		CHECK_EQ(jolt_getxattr(fs, m->path, m->name[i], got, JOLT_XATTR_SIZE_MAX),
			 m->len[i]);
		CHECK(memcmp(got, m->val[i], m->len[i]) == 0);
		free(got);
	}
}

static void fsync_path(struct jolt_fs *fs, const char *path)
{
	struct jolt_file *f;
	CHECK_EQ(jolt_open(fs, path, JOLT_O_RDONLY, 0, &f), 0);
	CHECK_EQ(jolt_fsync(f, 0), 0);
	CHECK_EQ(jolt_close(f), 0);
}

/* The device as a power loss now would leave it, mounted (the journal
 * replayed): the file as the model says, fsck clean. */
static void check_power_loss(struct box *b, const struct xmodel *m)
{
	size_t size = (size_t)jolt_blk_capacity(b->dev);
	uint8_t *img = malloc(size);
	CHECK(img != NULL);
	CHECK_EQ(jolt_blk_mem_crash_image(b->dev, jolt_blk_mem_now(b->dev), NULL, NULL, img, size), 0);
	struct jolt_blk *d = n_dev(size, 512);
	CHECK_EQ(jolt_blk_mem_load(d, img, size), 0);
	free(img);
	struct jolt_fs *fs = n_mount(d);
	n_fsck(fs);
	model_check(fs, m);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(d);
}

/* Sets name to v until it succeeds: every failure -ENOSPC with the file as
 * the model says (and, with `fsync_after`, fsynced and checked after a
 * power loss), the filesystem writable; a sector freed between tries. */
static void set_when_room(struct box *b, struct xmodel *m, const char *name, const uint8_t *v,
			  uint32_t len, int fsync_after)
{
	int fails = 0;

	for (;;) {
		int rc = jolt_setxattr(b->fs, m->path, name, v, len, 0);
		if (rc == 0)
			break;
		if (rc != -ENOSPC || jolt_errmsg(b->fs)[0])
			fprintf(stderr, "setxattr %s %s (%u bytes) after %d tries: %s; %s\n",
				m->path, name, len, fails, strerror(-rc), jolt_errmsg(b->fs));
		CHECK_EQ(rc, -ENOSPC);
		CHECK_EQ(jolt_errmsg(b->fs)[0], 0);
		model_check(b->fs, m);
		if (fsync_after && fails < 3) {
			fsync_path(b->fs, m->path);
			CHECK_EQ(jolt_errmsg(b->fs)[0], 0);
			check_power_loss(b, m);
		}
		fails++;
		free_one(b);
	}
	CHECK(fails > 0);            /* the device was full when it began */
	b->enospcs += fails;
	model_set(m, name, v, len);
	model_check(b->fs, m);
	n_fsck(b->fs);
}

static void make_file(struct box *b, const char *path)
{
	int rc = put(b->fs, path, 0, 0);
	while (rc) {
		free_one(b);
		rc = put(b->fs, path, 0, 0);
	}
}

/* Sets a small xattr (room made as needed). */
static void set_small(struct box *b, struct xmodel *m, const char *name, uint32_t len,
		      uint32_t seed)
{
	uint8_t *v = value(len, seed);
	int rc;
	while ((rc = jolt_setxattr(b->fs, m->path, name, v, len, 0)) == -ENOSPC)
		free_one(b);
	CHECK_EQ(rc, 0);
	model_set(m, name, v, len);
	free(v);
}

static void large_setxattr(uint32_t nodesize)
{
	struct box b;
	struct xmodel m1 = {"/x1", 0, {{0}}, {0}, {0}};
	struct xmodel m2 = {"/x2", 0, {{0}}, {0}, {0}};
	struct xmodel m3 = {"/x3", 0, {{0}}, {0}, {0}};
	uint8_t *v;

	box_open(&b, nodesize);
	make_file(&b, "/x1");
	make_file(&b, "/x2");
	make_file(&b, "/x3");
	/* /x2: a few small xattrs, shortform */
	set_small(&b, &m2, "user.a", 10, 1);
	set_small(&b, &m2, "user.b", 20, 2);
	/* /x3: enough small xattrs for items form */
	for (int i = 0; i < 20; i++) {
		char name[32];
		snprintf(name, sizeof(name), "user.i%02d", i);
		set_small(&b, &m3, name, nodesize / 16, 100 + (uint32_t)i);
	}
	CHECK_EQ(jolt_sync(b.fs), 0);

	/* a new large value on a file without xattrs */
	fill(&b);
	v = value(JOLT_XATTR_SIZE_MAX, 7);
	set_when_room(&b, &m1, "user.large", v, JOLT_XATTR_SIZE_MAX, 0);
	free(v);

	/* a small shortform value replaced with a large one, an fsync after
	 * each failure (with a change of the file logged before it) */
	fill(&b);
	set_small(&b, &m2, "user.c", 5, 3);
	v = value(60000, 8);
	set_when_room(&b, &m2, "user.a", v, 60000, 1);
	free(v);

	/* items form: a small value replaced with a large one, then the large
	 * one with another (the old extent is freed only when the new one has
	 * room) */
	fill(&b);
	v = value(50000, 9);
	set_when_room(&b, &m3, "user.i03", v, 50000, 0);
	free(v);
	fill(&b);
	v = value(JOLT_XATTR_SIZE_MAX, 10);
	set_when_room(&b, &m3, "user.i03", v, JOLT_XATTR_SIZE_MAX, 1);
	free(v);

	CHECK(b.enospcs >= 4);
	remount_checked(&b);
	model_check(b.fs, &m1);
	model_check(b.fs, &m2);
	model_check(b.fs, &m3);
	model_free(&m1);
	model_free(&m2);
	model_free(&m3);
	box_close(&b);
}

static void large_setxattr_4k(void)
{
	large_setxattr(4096);
}

static void large_setxattr_1k(void)
{
	large_setxattr(1024);
}

/* 1 KiB nodes: a shortform value too large for an item of its own moves
 * out of the inode as a remote value when the set outgrows shortform, so
 * one setxattr allocates two extents; when the second does not fit, the
 * first is given back. */
static void moved_value_becomes_remote(void)
{
	struct box b;
	struct xmodel m = {"/x", 0, {{0}}, {0}, {0}};
	struct jolt_fs_counters c0, c1;

	box_open(&b, 1024);
	make_file(&b, "/x");
	set_small(&b, &m, "user.m", 200, 1);
	CHECK_EQ(jolt_sync(b.fs), 0);
	fill(&b);
	jolt_fs_counters(b.fs, &c0);
	uint8_t *v = value(JOLT_XATTR_SIZE_MAX, 2);
	set_when_room(&b, &m, "user.n", v, JOLT_XATTR_SIZE_MAX, 1);
	free(v);
	jolt_fs_counters(b.fs, &c1);
	CHECK_EQ(c1.xattr_sf_to_items - c0.xattr_sf_to_items, 1);
	remount_checked(&b);
	model_check(b.fs, &m);
	model_free(&m);
	box_close(&b);
}

/* ---- names whose parent pointers allocate ---- */

enum { NAMEI_LINK, NAMEI_RENAME, NAMEI_EXCHANGE, NAMEI_CREATE };

static int ino_of(struct jolt_fs *fs, const char *path, uint64_t *ino)
{
	struct jolt_stat st;
	int rc = jolt_stat(fs, path, &st);
	*ino = rc ? 0 : st.ino;
	return rc;
}

static int namei_op(struct jolt_fs *fs, int op, const char *from, const char *to)
{
	struct jolt_file *f;
	int rc;

	switch (op) {
	case NAMEI_LINK: return jolt_link(fs, from, to);
	case NAMEI_RENAME: return jolt_rename(fs, from, to, 0);
	case NAMEI_EXCHANGE: return jolt_rename(fs, from, to, JOLT_RENAME_EXCHANGE);
	default:
		rc = jolt_open(fs, to, JOLT_O_CREAT | JOLT_O_EXCL | JOLT_O_WRONLY, 0644, &f);
		if (!rc)
			CHECK_EQ(jolt_close(f), 0);
		return rc;
	}
}

/* Runs op on a full device until it succeeds: every failure -ENOSPC with
 * both names as they were (what they name, m's file's xattrs), the
 * filesystem writable; a sector freed between tries. Then the names as
 * the op leaves them and one move of a shortform set into items. */
static void namei_when_room(struct box *b, int op, const char *from, const char *to,
			    struct xmodel *m)
{
	struct jolt_fs_counters c0, c1;
	uint64_t fino = 0, tino = 0, i;
	int fails = 0;

	if (op != NAMEI_CREATE)
		CHECK_EQ(ino_of(b->fs, from, &fino), 0);
	ino_of(b->fs, to, &tino);
	CHECK_EQ(tino != 0, op == NAMEI_EXCHANGE);
	fill(b);
	jolt_fs_counters(b->fs, &c0);
	for (;;) {
		int rc = namei_op(b->fs, op, from, to);
		if (rc == 0)
			break;
		if (rc != -ENOSPC || jolt_errmsg(b->fs)[0])
			fprintf(stderr, "op %d %s -> %s after %d tries: %s; %s\n", op, from, to,
				fails, strerror(-rc), jolt_errmsg(b->fs));
		CHECK_EQ(rc, -ENOSPC);
		CHECK_EQ(jolt_errmsg(b->fs)[0], 0);
		if (op != NAMEI_CREATE) {
			CHECK_EQ(ino_of(b->fs, from, &i), 0);
			CHECK_EQ(i, fino);
		}
		CHECK_EQ(ino_of(b->fs, to, &i), op == NAMEI_EXCHANGE ? 0 : -ENOENT);
		CHECK_EQ(i, tino);
		if (m)
			model_check(b->fs, m);
		fails++;
		free_one(b);
	}
	CHECK(fails > 0);            /* the device was full when it began */
	b->enospcs += fails;
	jolt_fs_counters(b->fs, &c1);
	CHECK_EQ(c1.xattr_sf_to_items - c0.xattr_sf_to_items, 1);
	CHECK_EQ(ino_of(b->fs, to, &i), 0);
	if (op == NAMEI_LINK || op == NAMEI_RENAME)
		CHECK_EQ(i, fino);
	if (op == NAMEI_EXCHANGE) {
		CHECK_EQ(i, fino);
		CHECK_EQ(ino_of(b->fs, from, &i), 0);
		CHECK_EQ(i, tino);
	}
	if (op != NAMEI_CREATE)
		CHECK_EQ(ino_of(b->fs, from, &i), op == NAMEI_RENAME ? -ENOENT : 0);
	if (m && op != NAMEI_LINK)
		m->path = to;        /* the inode's name now */
	if (m)
		model_check(b->fs, m);
	n_fsck(b->fs);
}

/* 1 KiB nodes (shortform area and inline entries at most 232 bytes): a
 * name whose parent pointer outgrows an inode's shortform set moves the
 * set into items, and a 200-byte value there becomes remote (link,
 * rename, and an exchange giving the inode a longer name); a create's
 * 220-byte name alone outgrows shortform and is a remote value itself.
 * Each allocates an extent after the operation has begun; a full device
 * must be -ENOSPC with nothing changed, never an aborted filesystem. */
static void namei_moves_value(void)
{
	static const char *pfx[] = {"/d/link_", "/d/rename_", "/d/exchange_"};
	char to[3][64], longname[300];
	struct xmodel m[3] = {{"/x1", 0, {{0}}, {0}, {0}}, {"/x2", 0, {{0}}, {0}, {0}},
			      {"/x3", 0, {{0}}, {0}, {0}}};
	struct box b;
	int rc;

	box_open(&b, 1024);
	b.small = b.sectorsize;      /* a sector a step: no window is stepped over */
	while ((rc = jolt_mkdir(b.fs, "/d", 0755)) == -ENOSPC)
		free_one(&b);
	CHECK_EQ(rc, 0);
	for (int i = 0; i < 3; i++) {
		make_file(&b, m[i].path);
		set_small(&b, &m[i], "user.m", 200, 1 + (uint32_t)i);
		snprintf(to[i], sizeof(to[i]), "%s%s", pfx[i], "twenty_bytes_long");
	}
	make_file(&b, to[2]);
	CHECK_EQ(jolt_sync(b.fs), 0);
	namei_when_room(&b, NAMEI_LINK, m[0].path, to[0], &m[0]);
	namei_when_room(&b, NAMEI_RENAME, m[1].path, to[1], &m[1]);
	namei_when_room(&b, NAMEI_EXCHANGE, m[2].path, to[2], &m[2]);
	memcpy(longname, "/d/", 3);
	memset(longname + 3, 'c', 220);
	longname[223] = 0;
	namei_when_room(&b, NAMEI_CREATE, NULL, longname, NULL);
	CHECK(b.enospcs >= 4);
	remount_checked(&b);
	for (int i = 0; i < 3; i++) {
		model_check(b.fs, &m[i]);
		model_free(&m[i]);
	}
	box_close(&b);
}

/* Writes and fallocate on a full device: -ENOSPC (a write may be short),
 * nothing lost, writable, and after deletes they succeed. */
static void write_and_fallocate(void)
{
	struct box b;
	struct jolt_file *f;
	uint8_t *d = malloc(BIG);
	int fails = 0;

	CHECK(d != NULL);
	memset(d, 0x77, BIG);
	box_open(&b, 4096);
	make_file(&b, "/w");
	fill(&b);
	CHECK_EQ(jolt_open(b.fs, "/w", JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f), 0);
	for (;;) {
		int64_t w = jolt_pwrite(f, d, BIG, 0);
		if (w == BIG)
			break;
		CHECK(w == -ENOSPC || (w >= 0 && w < BIG));
		CHECK_EQ(jolt_errmsg(b.fs)[0], 0);
		CHECK_EQ(jolt_fsync(f, 0), 0);
		fails++;
		free_one(&b);
	}
	CHECK(fails > 0);
	fill(&b);
	fails = 0;
	for (;;) {
		int rc = jolt_fallocate(f, 0, BIG, BIG);
		if (rc == 0)
			break;
		CHECK_EQ(rc, -ENOSPC);
		CHECK_EQ(jolt_errmsg(b.fs)[0], 0);
		CHECK_EQ(jolt_fsync(f, 0), 0);
		fails++;
		free_one(&b);
	}
	CHECK(fails > 0);
	struct jolt_stat st;
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 2 * BIG);
	CHECK_EQ(jolt_close(f), 0);
	remount_checked(&b);
	size_t len;
	uint8_t *got = n_get(b.fs, "/w", &len);
	CHECK_EQ(len, 2 * BIG);
	CHECK(memcmp(got, d, BIG) == 0);
	for (size_t i = BIG; i < len; i++)
		CHECK_EQ(got[i], 0);
	free(got);
	free(d);
	box_close(&b);
}

/* ---- space that deletes gave back and no commit made free yet ---- */

enum { SEEK_WRITE, SEEK_FALLOCATE, SEEK_SETXATTR, SEEK_LEN = 64 << 10 };

/* 0 when op did all of it, else -ENOSPC (a write or fallocate may have
 * done a part). */
static int seek_op(struct jolt_fs *fs, int op, int i, const uint8_t *v)
{
	struct jolt_file *f;
	char path[64];
	int rc;

	if (op == SEEK_SETXATTR) {
		snprintf(path, sizeof(path), "user.u%d", i);
		rc = jolt_setxattr(fs, "/w", path, v, SEEK_LEN, 0);
		CHECK(rc == 0 || rc == -ENOSPC);
		return rc;
	}
	CHECK_EQ(jolt_open(fs, "/w", JOLT_O_RDWR, 0, &f), 0);
	if (op == SEEK_WRITE)
		rc = jolt_pwrite(f, v, SEEK_LEN, (uint64_t)i * SEEK_LEN) == SEEK_LEN ? 0 : -ENOSPC;
	else
		rc = jolt_fallocate(f, 0, (uint64_t)i * SEEK_LEN, SEEK_LEN) ? -ENOSPC : 0;
	CHECK_EQ(jolt_close(f), 0);
	return rc;
}

/* A data extent's count drops when the commit runs its delayed refs, so
 * what an unlink frees is free only after a commit. On a full device, a
 * call that allocates data (a write, fallocate, a
 * remote xattr value) right after an unlink must commit before it fails
 * -ENOSPC, as a handle's node reservation does: walking free space up a
 * small file at a time, each deleted and not committed, every failure
 * comes with a commit, until the call succeeds. Without the commit, the
 * window where the call's node reservation fits and its data does not
 * failed with the space there. Then a big file deleted, 384 KiB written
 * at once. */
static void space_of_uncommitted_deletes(void)
{
	struct jolt_mount_opts mo;
	struct box b;
	struct jolt_file *f;
	uint8_t *v = value(3 * BIG / 2, 12);
	char path[64];
	int fails = 0;

	box_open(&b, 4096);
	make_file(&b, "/w");
	n_fsck(b.fs);
	CHECK_EQ(jolt_unmount(b.fs), 0);
	jolt_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	b.fs = n_mount_opts(b.dev, &mo);
	for (int op = SEEK_WRITE; op <= SEEK_SETXATTR; op++) {
		fill(&b);
		for (int tries = 0;; tries++) {
			struct jolt_fs_counters c0, c1;
			CHECK(b.first < b.next);
			snprintf(path, sizeof(path), "/s%d", b.first++);
			CHECK_EQ(jolt_unlink(b.fs, path), 0);
			jolt_fs_counters(b.fs, &c0);
			int rc = seek_op(b.fs, op, op, v);
			CHECK_EQ(jolt_errmsg(b.fs)[0], 0);
			if (rc == 0)
				break;
			jolt_fs_counters(b.fs, &c1);
			if (c1.commits == c0.commits)
				fprintf(stderr, "op %d try %d: -ENOSPC without a commit\n", op, tries);
			CHECK(c1.commits > c0.commits);
			fails++;
		}
	}
	CHECK(fails >= 3);
	remount_checked(&b);
	fill(&b);
	CHECK_EQ(jolt_unlink(b.fs, "/big0"), 0);
	CHECK_EQ(jolt_open(b.fs, "/w", JOLT_O_RDWR, 0, &f), 0);
	CHECK_EQ(jolt_pwrite(f, v, 3 * BIG / 2, 0), 3 * BIG / 2);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_errmsg(b.fs)[0], 0);
	remount_checked(&b);
	size_t len;
	uint8_t *got = n_get(b.fs, "/w", &len);
	CHECK(len >= 3 * BIG / 2);
	CHECK(memcmp(got, v, 3 * BIG / 2) == 0);
	free(got);
	free(v);
	box_close(&b);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(large_setxattr_4k), TEST(large_setxattr_1k), TEST(moved_value_becomes_remote),
		TEST(namei_moves_value),
		TEST(write_and_fallocate), TEST(space_of_uncommitted_deletes),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
