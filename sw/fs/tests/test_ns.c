/* The namespace API (fs.h), call by call: what each does, and each error
 * case Linux defines for it, on the mem backend; fsck clean after each. */
#include <pthread.h>

#include "btree.h"
#include "ctree.h"
#include "fsck.h"
#include "ns.h"
#include "trans.h"
#include "ns_test.h"

static void smoke(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = n_fresh(&dev, 64 << 20, 1);
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(fs, "/", &st), 0);
	CHECK_EQ(st.ino, JOLT_ROOT_INO);
	CHECK_EQ(st.nlink, 2);
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), 0);
	n_put(fs, "/a/f", "hello", 5);
	size_t len;
	uint8_t *d = n_get(fs, "/a/f", &len);
	CHECK_EQ(len, 5);
	CHECK(!memcmp(d, "hello", 5));
	free(d);
	n_fsck(fs);
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	fs = n_mount(dev);
	d = n_get(fs, "/a/f", &len);
	CHECK_EQ(len, 5);
	free(d);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}


/* ---- helpers ---- */

static struct jolt_fs *fresh(struct jolt_blk **dev)
{
	return n_fresh(dev, 64 << 20, 1);
}

static void done(struct jolt_fs *fs, struct jolt_blk *dev)
{
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	jolt_blk_close(dev);
}

static struct jolt_fs *remount(struct jolt_fs *fs, struct jolt_blk *dev)
{
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	n_fsck_dev(dev);
	return n_mount(dev);
}

static uint32_t nlink_of(struct jolt_fs *fs, const char *path)
{
	struct jolt_stat st;
	CHECK_EQ(jolt_lstat(fs, path, &st), 0);
	return st.nlink;
}

static int exists(struct jolt_fs *fs, const char *path)
{
	struct jolt_stat st;
	int rc = jolt_lstat(fs, path, &st);
	CHECK(rc == 0 || rc == -ENOENT);
	return rc == 0;
}

/* ---- mkfs and mount ---- */

static void mount_refuses_foreign_and_newer(void)
{
	struct jolt_blk *dev = n_dev(32 << 20, 4096);
	struct jolt_fs *fs;
	char why[256] = "";
	/* zeros: not a jolt filesystem */
	CHECK_EQ(jolt_mount(dev, NULL, &fs, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "not a jolt filesystem"));
	/* a bare log image (what `jolt mklog` makes) */
	uint8_t blk[4096] = {'J', 'O', 'L', 'T', 'L', 'O', 'G', 0};
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, JOLT_BLK_FUA, 0, blk, 4096) >= 0, 1);
	CHECK_EQ(jolt_mount(dev, NULL, &fs, why, sizeof(why)), -EINVAL);
	/* a newer version in both superblock copies */
	n_mkfs(dev, 0, 0, 1);
	for (int c = 0; c < 2; c++) {
		struct jolt_fs_super sb;
		uint64_t off = c ? JOLT_FS_SUPER_OFFSET1 : JOLT_FS_SUPER_OFFSET0;
		CHECK_EQ(jolt_blk_pread(dev, off, &sb, sizeof(sb)), 0);
		sb.version = 2;
		sb.csum = jolt_fs_super_csum(&sb);
		CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, JOLT_BLK_FUA, off, &sb, sizeof(sb)), 0);
	}
	why[0] = 0;
	CHECK_EQ(jolt_mount(dev, NULL, &fs, why, sizeof(why)), -EOPNOTSUPP);
	CHECK(strstr(why, "version 2"));
	/* fsck refuses it too, as one problem */
	struct jolt_check_result r;
	CHECK_EQ(jolt_check_dev(dev, JOLT_CHECK_ALL, NULL, NULL, &r), 1);
	jolt_blk_close(dev);
}

static void mkfs_parent_switch(void)
{
	for (int pp = 0; pp < 2; pp++) {
		struct jolt_blk *dev;
		struct jolt_fs *fs = n_fresh(&dev, 32 << 20, pp);
		struct jolt_fs_counters c;
		jolt_fs_counters(fs, &c);
		CHECK_EQ(c.parent_ptrs, (uint32_t)pp);
		struct jolt_stat st;
		CHECK_EQ(jolt_stat(fs, "/", &st), 0);
		CHECK_EQ(st.mode, JOLT_S_IFDIR | 0755);
		CHECK_EQ(st.nlink, 2);
		CHECK_EQ(jolt_mkdir(fs, "/d", 0700), 0);
		n_put(fs, "/d/f", "x", 1);
		struct jolt_parent par[2];
		uint64_t ino;
		CHECK_EQ(jolt_path_ino(fs, "/d/f", 0, &ino), 0);
		if (pp) {
			CHECK_EQ(jolt_ll_parents(fs, ino, par, 2), 1);
			CHECK(!strcmp(par[0].name, "f"));
		} else {
			CHECK_EQ(jolt_ll_parents(fs, ino, par, 2), -EOPNOTSUPP);
			char buf[64];
			CHECK_EQ(jolt_ll_paths(fs, ino, buf, sizeof(buf)), -EOPNOTSUPP);
		}
		done(fs, dev);
	}
}

/* ---- open and create ---- */

static void open_errors(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_file *f;
	char longname[300], longpath[5000];
	memset(longname, 'n', 257);
	longname[0] = '/';
	longname[257] = 0;
	CHECK_EQ(jolt_open(fs, "/missing", JOLT_O_RDONLY, 0, &f), -ENOENT);
	CHECK_EQ(jolt_open(fs, "", JOLT_O_RDONLY, 0, &f), -ENOENT);
	CHECK_EQ(jolt_open(fs, "/nodir/x", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), -ENOENT);
	CHECK_EQ(jolt_open(fs, longname, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), -ENAMETOOLONG);
	memset(longpath, 'a', sizeof(longpath) - 1);
	for (size_t i = 0; i < sizeof(longpath) - 1; i += 100)
		longpath[i] = '/';
	longpath[sizeof(longpath) - 1] = 0;
	CHECK_EQ(jolt_open(fs, longpath, JOLT_O_RDONLY, 0, &f), -ENAMETOOLONG);
	n_put(fs, "/file", "abc", 3);
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_CREAT | JOLT_O_EXCL | JOLT_O_WRONLY, 0644, &f), -EEXIST);
	CHECK_EQ(jolt_open(fs, "/file/x", JOLT_O_RDONLY, 0, &f), -ENOTDIR);
	CHECK_EQ(jolt_open(fs, "/file/x", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), -ENOTDIR);
	CHECK_EQ(jolt_open(fs, "/file/", JOLT_O_RDONLY, 0, &f), -ENOTDIR);
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_RDONLY | JOLT_O_DIRECTORY, 0, &f), -ENOTDIR);
	CHECK_EQ(jolt_open(fs, "/newdir/", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), -EISDIR);
	CHECK_EQ(jolt_mkdir(fs, "/dir", 0755), 0);
	CHECK_EQ(jolt_open(fs, "/dir", JOLT_O_WRONLY, 0, &f), -EISDIR);
	CHECK_EQ(jolt_open(fs, "/dir", JOLT_O_RDWR, 0, &f), -EISDIR);
	CHECK_EQ(jolt_open(fs, "/dir", JOLT_O_RDONLY | JOLT_O_DIRECTORY, 0, &f), 0);
	char b[4];
	CHECK_EQ(jolt_read(f, b, 4), -EISDIR);
	CHECK_EQ(jolt_close(f), 0);
	/* access modes */
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_RDONLY, 0, &f), 0);
	CHECK_EQ(jolt_write(f, "x", 1), -EBADF);
	CHECK_EQ(jolt_ftruncate(f, 0), -EINVAL);
	CHECK_EQ(jolt_fallocate(f, 0, 0, 4096), -EBADF);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_WRONLY, 0, &f), 0);
	CHECK_EQ(jolt_read(f, b, 1), -EBADF);
	CHECK_EQ(jolt_close(f), 0);
	/* O_TRUNC, O_APPEND */
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_WRONLY | JOLT_O_APPEND, 0, &f), 0);
	CHECK_EQ(jolt_write(f, "de", 2), 2);
	CHECK_EQ(jolt_pwrite(f, "f", 1, 0), 1);   /* appends, as Linux */
	CHECK_EQ(jolt_close(f), 0);
	size_t len;
	uint8_t *d = n_get(fs, "/file", &len);
	CHECK_EQ(len, 6);
	CHECK(!memcmp(d, "abcdef", 6));
	free(d);
	CHECK_EQ(jolt_open(fs, "/file", JOLT_O_RDWR | JOLT_O_TRUNC, 0, &f), 0);
	struct jolt_stat st;
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 0);
	CHECK_EQ(jolt_close(f), 0);
	/* creat mode and owner */
	CHECK_EQ(jolt_open(fs, "/m", JOLT_O_CREAT | JOLT_O_WRONLY, 0600, &f), 0);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.mode, JOLT_S_IFREG | 0600);
	CHECK_EQ(st.nlink, 1);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_open(fs, "/x", JOLT_O_RDONLY | 3, 0, &f), -ENOENT);
	CHECK_EQ(jolt_open(fs, "/m", JOLT_O_ACCMODE, 0, &f), -EINVAL);
	done(fs, dev);
}

/* ---- directories ---- */

static void mkdir_rmdir(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), -EEXIST);
	CHECK_EQ(jolt_mkdir(fs, "/", 0755), -EEXIST);
	CHECK_EQ(jolt_mkdir(fs, "/a/.", 0755), -EEXIST);
	CHECK_EQ(jolt_mkdir(fs, "/x/y", 0755), -ENOENT);
	CHECK_EQ(jolt_mkdir(fs, "/a/b/", 0755), 0);    /* a trailing slash is fine */
	CHECK_EQ(jolt_mkdir(fs, "/a/c", 0755), 0);
	CHECK_EQ(nlink_of(fs, "/"), 3);
	CHECK_EQ(nlink_of(fs, "/a"), 4);
	CHECK_EQ(nlink_of(fs, "/a/b"), 2);
	n_put(fs, "/a/f", "", 0);
	CHECK_EQ(jolt_mkdir(fs, "/a/f/g", 0755), -ENOTDIR);
	CHECK_EQ(nlink_of(fs, "/a"), 4);     /* a file is no subdirectory */
	CHECK_EQ(jolt_rmdir(fs, "/a"), -ENOTEMPTY);
	CHECK_EQ(jolt_rmdir(fs, "/a/f"), -ENOTDIR);
	CHECK_EQ(jolt_rmdir(fs, "/a/missing"), -ENOENT);
	CHECK_EQ(jolt_rmdir(fs, "/"), -EBUSY);
	CHECK_EQ(jolt_rmdir(fs, "/a/b/."), -EINVAL);
	CHECK_EQ(jolt_rmdir(fs, "/a/b/.."), -ENOTEMPTY);
	CHECK_EQ(jolt_unlink(fs, "/a/b"), -EISDIR);
	CHECK_EQ(jolt_rmdir(fs, "/a/b"), 0);
	CHECK_EQ(nlink_of(fs, "/a"), 3);
	CHECK(!exists(fs, "/a/b"));
	CHECK_EQ(jolt_unlink(fs, "/a/f"), 0);
	CHECK_EQ(jolt_rmdir(fs, "/a/c/"), 0);
	CHECK_EQ(jolt_rmdir(fs, "/a"), 0);
	CHECK_EQ(nlink_of(fs, "/"), 2);
	/* ".." walks up */
	CHECK_EQ(jolt_mkdir(fs, "/p", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/p/q", 0755), 0);
	struct jolt_stat a, b;
	CHECK_EQ(jolt_stat(fs, "/p/q/..", &a), 0);
	CHECK_EQ(jolt_stat(fs, "/p", &b), 0);
	CHECK_EQ(a.ino, b.ino);
	CHECK_EQ(jolt_stat(fs, "/..", &a), 0);
	CHECK_EQ(a.ino, JOLT_ROOT_INO);
	CHECK_EQ(jolt_stat(fs, "p/./q/../../p", &a), 0);
	CHECK_EQ(a.ino, b.ino);
	char longname[300];
	memset(longname, 'x', 257);
	longname[0] = '/';
	longname[257] = 0;
	CHECK_EQ(jolt_mkdir(fs, longname, 0755), -ENAMETOOLONG);
	longname[256] = 0;   /* 255 bytes: fine */
	CHECK_EQ(jolt_mkdir(fs, longname, 0755), 0);
	fs = remount(fs, dev);
	CHECK_EQ(nlink_of(fs, "/"), 4);
	done(fs, dev);
}

static void link_unlink(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	n_put(fs, "/f", "data", 4);
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	CHECK_EQ(jolt_link(fs, "/f", "/d/g"), 0);
	CHECK_EQ(jolt_link(fs, "/f", "/h"), 0);
	CHECK_EQ(nlink_of(fs, "/f"), 3);
	CHECK_EQ(jolt_link(fs, "/f", "/h"), -EEXIST);
	CHECK_EQ(jolt_link(fs, "/missing", "/z"), -ENOENT);
	CHECK_EQ(jolt_link(fs, "/d", "/dl"), -EPERM);
	CHECK_EQ(jolt_link(fs, "/f", "/nodir/z"), -ENOENT);
	CHECK_EQ(jolt_link(fs, "/f", "/f/z"), -ENOTDIR);
	CHECK_EQ(nlink_of(fs, "/d"), 2);
	struct jolt_stat a, b;
	CHECK_EQ(jolt_stat(fs, "/d/g", &a), 0);
	CHECK_EQ(jolt_stat(fs, "/f", &b), 0);
	CHECK_EQ(a.ino, b.ino);
	CHECK_EQ(jolt_unlink(fs, "/f"), 0);
	CHECK_EQ(jolt_unlink(fs, "/f"), -ENOENT);
	CHECK_EQ(jolt_unlink(fs, "/d/g/"), -ENOTDIR);
	CHECK_EQ(jolt_unlink(fs, "/"), -EISDIR);
	CHECK_EQ(nlink_of(fs, "/h"), 2);
	size_t len;
	uint8_t *d = n_get(fs, "/d/g", &len);
	CHECK_EQ(len, 4);
	CHECK(!memcmp(d, "data", 4));
	free(d);
	CHECK_EQ(jolt_unlink(fs, "/d/g"), 0);
	CHECK_EQ(jolt_unlink(fs, "/h"), 0);
	CHECK_EQ(jolt_ll_getattr(fs, a.ino, &a), -ENOENT);
	done(fs, dev);
}

/* ---- symlinks ---- */

static void symlinks(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	char buf[5000];
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	n_put(fs, "/d/f", "target!", 7);
	CHECK_EQ(jolt_symlink(fs, "d/f", "/rel"), 0);
	CHECK_EQ(jolt_symlink(fs, "/d", "/abs"), 0);
	CHECK_EQ(jolt_symlink(fs, "../d/f", "/d/up"), 0);
	CHECK_EQ(jolt_symlink(fs, "x", "/rel"), -EEXIST);
	CHECK_EQ(jolt_symlink(fs, "", "/empty"), -ENOENT);
	CHECK_EQ(jolt_readlink(fs, "/rel", buf, sizeof(buf)), 3);
	CHECK(!memcmp(buf, "d/f", 3));
	CHECK_EQ(jolt_readlink(fs, "/rel", buf, 2), 2);   /* cut to the buffer, as Linux */
	CHECK_EQ(jolt_readlink(fs, "/d/f", buf, sizeof(buf)), -EINVAL);
	struct jolt_stat a, b, l;
	CHECK_EQ(jolt_stat(fs, "/d/f", &a), 0);
	CHECK_EQ(jolt_stat(fs, "/rel", &b), 0);
	CHECK_EQ(a.ino, b.ino);
	CHECK_EQ(jolt_stat(fs, "/abs/f", &b), 0);
	CHECK_EQ(a.ino, b.ino);
	CHECK_EQ(jolt_stat(fs, "/d/up", &b), 0);
	CHECK_EQ(a.ino, b.ino);
	CHECK_EQ(jolt_lstat(fs, "/rel", &l), 0);
	CHECK_EQ(l.mode, JOLT_S_IFLNK | 0777);
	CHECK_EQ(l.size, 3);
	CHECK_EQ(jolt_stat(fs, "/abs/", &b), 0);
	CHECK_EQ(b.mode & JOLT_S_IFMT, JOLT_S_IFDIR);
	struct jolt_file *f;
	CHECK_EQ(jolt_open(fs, "/rel", JOLT_O_RDONLY | JOLT_O_NOFOLLOW, 0, &f), -ELOOP);
	CHECK_EQ(jolt_open(fs, "/rel", JOLT_O_RDONLY, 0, &f), 0);
	CHECK_EQ(jolt_read(f, buf, 100), 7);
	CHECK_EQ(jolt_close(f), 0);
	/* dangling, loops */
	CHECK_EQ(jolt_symlink(fs, "/nowhere", "/dangle"), 0);
	CHECK_EQ(jolt_stat(fs, "/dangle", &b), -ENOENT);
	CHECK_EQ(jolt_lstat(fs, "/dangle", &b), 0);
	CHECK_EQ(jolt_symlink(fs, "/loop2", "/loop1"), 0);
	CHECK_EQ(jolt_symlink(fs, "/loop1", "/loop2"), 0);
	CHECK_EQ(jolt_stat(fs, "/loop1", &b), -ELOOP);
	CHECK_EQ(jolt_stat(fs, "/loop1/x", &b), -ELOOP);
	CHECK_EQ(jolt_symlink(fs, "self", "/self"), 0);
	CHECK_EQ(jolt_open(fs, "/self", JOLT_O_RDONLY, 0, &f), -ELOOP);
	/* O_CREAT through a dangling symlink creates its target */
	CHECK_EQ(jolt_symlink(fs, "/d/made", "/maker"), 0);
	CHECK_EQ(jolt_open(fs, "/maker", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), 0);
	CHECK_EQ(jolt_close(f), 0);
	CHECK(exists(fs, "/d/made"));
	/* a symlink's own chmod is not followed by lchown-style calls */
	CHECK_EQ(jolt_chown(fs, "/rel", 5, 6, JOLT_AT_SYMLINK_NOFOLLOW), 0);
	CHECK_EQ(jolt_lstat(fs, "/rel", &l), 0);
	CHECK_EQ(l.uid, 5);
	CHECK_EQ(jolt_stat(fs, "/rel", &b), 0);
	CHECK_EQ(b.uid, 0);
	/* a long target: past the inline limit, up to PATH_MAX - 1 */
	memset(buf, 'a', 4095);
	buf[0] = '/';
	for (int i = 200; i < 4095; i += 200)
		buf[i] = '/';
	buf[4095] = 0;
	CHECK_EQ(jolt_symlink(fs, buf, "/long"), 0);
	char back[4096];
	CHECK_EQ(jolt_readlink(fs, "/long", back, sizeof(back)), 4095);
	CHECK(!memcmp(back, buf, 4095));
	memset(buf, 'b', 4096);
	buf[4096] = 0;
	CHECK_EQ(jolt_symlink(fs, buf, "/toolong"), -ENAMETOOLONG);
	CHECK_EQ(jolt_setxattr(fs, "/dangle", "user.x", "1", 1, 0), -ENOENT);
	uint64_t ino;
	CHECK_EQ(jolt_path_ino(fs, "/rel", 0, &ino), 0);
	CHECK_EQ(jolt_ll_setxattr(fs, ino, "user.x", "1", 1, 0), -EPERM);
	CHECK_EQ(jolt_ll_setxattr(fs, ino, "trusted.x", "1", 1, 0), 0);
	fs = remount(fs, dev);
	CHECK_EQ(jolt_readlink(fs, "/long", back, sizeof(back)), 4095);
	CHECK(!memcmp(back + 1, "aaaa", 4));
	CHECK_EQ(jolt_unlink(fs, "/long"), 0);
	done(fs, dev);
}


/* ---- rename ---- */

static uint64_t ino_of(struct jolt_fs *fs, const char *path)
{
	uint64_t ino;
	CHECK_EQ(jolt_path_ino(fs, path, 0, &ino), 0);
	return ino;
}

/* The paths of an inode from its parent pointers, as one string
 * "p1|p2|..." in the order they come. */
static void paths_of(struct jolt_fs *fs, uint64_t ino, char *out, size_t len)
{
	char buf[8192];
	int64_t n = jolt_ll_paths(fs, ino, buf, sizeof(buf));
	CHECK(n >= 0 && (size_t)n <= sizeof(buf));
	size_t o = 0;
	out[0] = 0;
	for (int64_t p = 0; p < n; p += (int64_t)strlen(buf + p) + 1) {
		int w = snprintf(out + o, len - o, "%s%s", o ? "|" : "", buf + p);
		CHECK(w > 0 && (size_t)w < len - o);
		o += (size_t)w;
	}
}

/* Every rename case (unlink and rename by path use what their path walk
 * found). */
static void rename_cases(void)
{
	struct jolt_blk *dev = n_dev(64 << 20, 4096);
	struct jolt_mount_opts mo;
	n_mkfs(dev, 0, 0, 1);
	jolt_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	struct jolt_fs *fs = n_mount_opts(dev, &mo);
	char p[512];
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/b", 0755), 0);
	n_put(fs, "/a/f", "F", 1);
	n_put(fs, "/b/g", "G", 1);
	uint64_t f = ino_of(fs, "/a/f"), g = ino_of(fs, "/b/g");
	/* plain, across directories */
	CHECK_EQ(jolt_rename(fs, "/a/f", "/a/f2", 0), 0);
	CHECK_EQ(jolt_rename(fs, "/a/f2", "/b/f", 0), 0);
	CHECK(!exists(fs, "/a/f2"));
	CHECK_EQ(ino_of(fs, "/b/f"), f);
	paths_of(fs, f, p, sizeof(p));
	CHECK(!strcmp(p, "/b/f"));
	/* over an existing file: the old one goes */
	CHECK_EQ(jolt_rename(fs, "/b/f", "/b/g", JOLT_RENAME_NOREPLACE), -EEXIST);
	CHECK_EQ(jolt_rename(fs, "/b/f", "/b/g", 0), 0);
	CHECK_EQ(ino_of(fs, "/b/g"), f);
	struct jolt_stat st;
	CHECK_EQ(jolt_ll_getattr(fs, g, &st), -ENOENT);
	/* two names of one inode: nothing happens */
	CHECK_EQ(jolt_link(fs, "/b/g", "/b/h"), 0);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/b/h", 0), 0);
	CHECK(exists(fs, "/b/g") && exists(fs, "/b/h"));
	CHECK_EQ(jolt_rename(fs, "/b/g", "/b/g", 0), 0);
	paths_of(fs, f, p, sizeof(p));
	CHECK(!strcmp(p, "/b/g|/b/h") || !strcmp(p, "/b/h|/b/g"));
	/* directories */
	CHECK_EQ(jolt_mkdir(fs, "/a/d", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/a/d/e", 0755), 0);
	CHECK_EQ(jolt_rename(fs, "/a/d", "/a/d/e/x", 0), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/a/d", "/a/d/x", 0), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/a", "/a/d/e/x", 0), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/a/d/e", "/a/d", 0), -ENOTEMPTY);  /* target an ancestor */
	CHECK_EQ(jolt_rename(fs, "/a/d", "/b/g", 0), -ENOTDIR);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/a/d", 0), -EISDIR);
	CHECK_EQ(jolt_mkdir(fs, "/b/full", 0755), 0);
	n_put(fs, "/b/full/x", "", 0);
	CHECK_EQ(jolt_rename(fs, "/a/d", "/b/full", 0), -ENOTEMPTY);
	CHECK_EQ(jolt_mkdir(fs, "/b/empty", 0755), 0);
	CHECK_EQ(nlink_of(fs, "/a"), 3);
	CHECK_EQ(nlink_of(fs, "/b"), 4);
	uint64_t d = ino_of(fs, "/a/d");
	CHECK_EQ(jolt_rename(fs, "/a/d", "/b/empty", 0), 0);     /* over an empty directory */
	CHECK_EQ(nlink_of(fs, "/a"), 2);
	CHECK_EQ(nlink_of(fs, "/b"), 4);
	CHECK_EQ(ino_of(fs, "/b/empty"), d);
	CHECK_EQ(ino_of(fs, "/b/empty/e/.."), d);
	paths_of(fs, ino_of(fs, "/b/empty/e"), p, sizeof(p));
	CHECK(!strcmp(p, "/b/empty/e"));
	CHECK_EQ(jolt_rename(fs, "/b/empty", "/a/dd/", 0), 0);   /* a directory may take a slash */
	CHECK_EQ(nlink_of(fs, "/a"), 3);
	CHECK_EQ(nlink_of(fs, "/b"), 3);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/a/gg/", 0), -ENOTDIR);
	/* errors */
	CHECK_EQ(jolt_rename(fs, "/missing", "/x", 0), -ENOENT);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/nodir/x", 0), -ENOENT);
	CHECK_EQ(jolt_rename(fs, "/", "/x", 0), -EBUSY);
	CHECK_EQ(jolt_rename(fs, "/a/.", "/x", 0), -EBUSY);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/a/..", 0), -EBUSY);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/x", JOLT_RENAME_EXCHANGE | JOLT_RENAME_NOREPLACE), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/x", 8), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/b/g", "/x", JOLT_RENAME_EXCHANGE), -ENOENT);
	/* exchange: a file and a directory across directories */
	uint64_t dd = ino_of(fs, "/a/dd");
	CHECK_EQ(jolt_rename(fs, "/b/g", "/a/dd", JOLT_RENAME_EXCHANGE), 0);
	CHECK_EQ(ino_of(fs, "/b/g"), dd);
	CHECK_EQ(ino_of(fs, "/a/dd"), f);
	CHECK_EQ(nlink_of(fs, "/a"), 2);
	CHECK_EQ(nlink_of(fs, "/b"), 4);
	CHECK_EQ(ino_of(fs, "/b/g/e/.."), dd);
	CHECK_EQ(ino_of(fs, "/b/g/.."), ino_of(fs, "/b"));
	paths_of(fs, f, p, sizeof(p));
	CHECK(!strcmp(p, "/a/dd|/b/h") || !strcmp(p, "/b/h|/a/dd"));
	paths_of(fs, dd, p, sizeof(p));
	CHECK(!strcmp(p, "/b/g"));
	CHECK_EQ(jolt_rename(fs, "/b/g", "/b/g/e", JOLT_RENAME_EXCHANGE), -EINVAL);
	CHECK_EQ(jolt_rename(fs, "/b/g/e", "/b/g", JOLT_RENAME_EXCHANGE), -EINVAL);
	/* exchange in one directory */
	n_put(fs, "/a/one", "1", 1);
	n_put(fs, "/a/two", "2", 1);
	CHECK_EQ(jolt_rename(fs, "/a/one", "/a/two", JOLT_RENAME_EXCHANGE), 0);
	size_t len;
	uint8_t *data = n_get(fs, "/a/one", &len);
	CHECK(len == 1 && data[0] == '2');
	free(data);
	/* a renamed directory is found by ".." and its pointer after a remount */
	fs = remount(fs, dev);
	paths_of(fs, ino_of(fs, "/b/g/e"), p, sizeof(p));
	CHECK(!strcmp(p, "/b/g/e"));
	done(fs, dev);
}

/* ---- readdir ---- */

struct seen {
	char names[600][16];
	int count[600];
	int n;
};

static int64_t read_some(struct jolt_fs *fs, const char *path, uint64_t *cookie, struct seen *s,
			 size_t max)
{
	struct jolt_dirent e[16];
	int64_t n = jolt_readdir(fs, path, *cookie, e, max < 16 ? max : 16);
	CHECK(n >= 0);
	for (int64_t i = 0; i < n; i++) {
		int k;
		for (k = 0; k < s->n && strcmp(s->names[k], e[i].name); k++)
			;
		if (k == s->n) {
			CHECK(s->n < 600);
			snprintf(s->names[s->n++], 16, "%s", e[i].name);
		}
		s->count[k]++;
		CHECK(e[i].next > *cookie);
		*cookie = e[i].next;
	}
	return n;
}

static int seen_count(const struct seen *s, const char *name)
{
	for (int k = 0; k < s->n; k++)
		if (!strcmp(s->names[k], name))
			return s->count[k];
	return 0;
}

static void readdir_cookies(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_dirent e[8];
	char path[64];
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	CHECK_EQ(jolt_readdir(fs, "/d", 0, e, 8), 2);
	CHECK(!strcmp(e[0].name, ".") && e[0].ino == ino_of(fs, "/d") && e[0].type == JOLT_DT_DIR);
	CHECK(!strcmp(e[1].name, "..") && e[1].ino == JOLT_ROOT_INO);
	CHECK_EQ(jolt_readdir(fs, "/d", e[1].next, e, 8), 0);
	n_put(fs, "/f", "", 0);
	CHECK_EQ(jolt_readdir(fs, "/f", 0, e, 8), -ENOTDIR);
	CHECK_EQ(jolt_readdir(fs, "/none", 0, e, 8), -ENOENT);
	for (int i = 0; i < 200; i++) {
		snprintf(path, sizeof(path), "/d/n%03d", i);
		if (i % 3 == 0)
			CHECK_EQ(jolt_mkdir(fs, path, 0755), 0);
		else
			n_put(fs, path, "", 0);
	}
	CHECK_EQ(jolt_symlink(fs, "x", "/d/s"), 0);
	/* a listing taken in pieces while the directory changes: every name
	 * that stayed throughout is returned once, removed names at most once,
	 * nothing twice */
	struct seen *s = calloc(1, sizeof(*s));
	uint64_t cookie = 0;
	CHECK_EQ(read_some(fs, "/d", &cookie, s, 70), 16);
	while (s->n < 70)
		read_some(fs, "/d", &cookie, s, 70 - (size_t)s->n);
	for (int i = 0; i < 200; i += 7) {       /* remove some behind and ahead */
		snprintf(path, sizeof(path), "/d/n%03d", i);
		CHECK_EQ(i % 3 == 0 ? jolt_rmdir(fs, path) : jolt_unlink(fs, path), 0);
	}
	for (int i = 0; i < 50; i++) {           /* add some */
		snprintf(path, sizeof(path), "/d/m%03d", i);
		n_put(fs, path, "", 0);
	}
	CHECK_EQ(jolt_rename(fs, "/d/n001", "/d/r001", 0), 0);   /* behind: a new name */
	CHECK_EQ(jolt_rename(fs, "/d/n199", "/d/r199", 0), 0);   /* ahead */
	while (read_some(fs, "/d", &cookie, s, 16) > 0)
		;
	CHECK_EQ(seen_count(s, "."), 1);
	CHECK_EQ(seen_count(s, ".."), 1);
	for (int i = 0; i < 200; i++) {
		snprintf(path, sizeof(path), "n%03d", i);
		if (i % 7 && i != 1 && i != 199)
			CHECK_EQ(seen_count(s, path), 1);
		else
			CHECK(seen_count(s, path) <= 1);
	}
	for (int k = 0; k < s->n; k++)
		CHECK_EQ(s->count[k], 1);
	CHECK_EQ(seen_count(s, "r199"), 1);      /* renamed ahead of the cookie: seen */
	CHECK_EQ(seen_count(s, "m049"), 1);      /* added: after every old one */
	/* types */
	CHECK_EQ(jolt_readdir(fs, "/d", 0, e, 8), 8);
	free(s);
	uint64_t c = 0;
	int dirs = 0, regs = 0, lnks = 0, total = 0;
	int64_t n;
	while ((n = jolt_readdir(fs, "/d", c, e, 8)) > 0) {
		for (int64_t i = 0; i < n; i++) {
			struct jolt_stat st;
			if (strcmp(e[i].name, ".") && strcmp(e[i].name, "..")) {
				snprintf(path, sizeof(path), "/d/%s", e[i].name);
				CHECK_EQ(jolt_lstat(fs, path, &st), 0);
				CHECK_EQ(st.ino, e[i].ino);
				total++;
			}
			dirs += e[i].type == JOLT_DT_DIR;
			regs += e[i].type == JOLT_DT_REG;
			lnks += e[i].type == JOLT_DT_LNK;
			c = e[i].next;
		}
	}
	CHECK_EQ(lnks, 1);
	CHECK_EQ(total, 200 - 29 + 50 + 1);
	CHECK_EQ(dirs + regs + lnks, total + 2);
	CHECK_EQ(nlink_of(fs, "/d"), 2 + dirs - 2);
	done(fs, dev);
}


/* ---- file data ---- */

/* A model of one file's bytes, checked against jolt after each step. */
struct fmodel {
	uint8_t *b;
	uint64_t size;
};

static void fm_write(struct fmodel *m, const uint8_t *d, uint64_t len, uint64_t off)
{
	if (off + len > m->size) {
		m->b = realloc(m->b, off + len);
		memset(m->b + m->size, 0, off + len - m->size);
		m->size = off + len;
	}
	memcpy(m->b + off, d, len);
}

static void fm_truncate(struct fmodel *m, uint64_t size)
{
	if (size > m->size) {
		m->b = realloc(m->b, size);
		memset(m->b + m->size, 0, size - m->size);
	}
	m->size = size;
}

static void fm_check(struct jolt_fs *fs, const char *path, const struct fmodel *m)
{
	size_t len;
	uint8_t *d = n_get(fs, path, &len);
	CHECK_EQ(len, m->size);
	CHECK(len == 0 || !memcmp(d, m->b, len));
	free(d);
}

static void file_data_sizes(uint32_t nodesize, uint32_t sectorsize, uint32_t max_inline)
{
	struct jolt_blk *dev = n_dev(128 << 20, 512);
	n_mkfs(dev, nodesize, sectorsize, 1);
	struct jolt_mount_opts mo;
	jolt_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	mo.max_inline = max_inline;
	struct jolt_fs *fs = n_mount_opts(dev, &mo);
	struct fmodel m = {0};
	struct jolt_file *f;
	uint64_t s = nodesize + sectorsize;
	uint8_t *buf = malloc(3 << 20);
	CHECK_EQ(jolt_open(fs, "/f", JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f), 0);
	for (int step = 0; step < 120; step++) {
		int op = (int)(n_rand(&s) % 10);
		uint64_t off = n_rand(&s) % (step % 10 == 0 ? (4 << 20) : 20000);
		uint64_t len = n_rand(&s) % (step % 13 == 0 ? (3 << 20) : 9000);
		if (op < 6) {
			for (uint64_t i = 0; i < len; i++)
				buf[i] = (uint8_t)(n_rand(&s));
			CHECK_EQ(jolt_pwrite(f, buf, len, off), (int64_t)len);
			fm_write(&m, buf, len, off);
		} else if (op < 8) {
			CHECK_EQ(jolt_ftruncate(f, off), 0);
			fm_truncate(&m, off);
		} else if (op < 9) {
			/* a punched hole reads as zeros, the size stays */
			CHECK_EQ(jolt_fallocate(f, JOLT_FALLOC_PUNCH_HOLE | JOLT_FALLOC_KEEP_SIZE, off,
						len + 1), 0);
			if (off < m.size)
				memset(m.b + off, 0, (off + len + 1 > m.size ? m.size : off + len + 1) - off);
		} else {
			/* preallocated space reads as zeros where there was none */
			uint32_t mode = n_rand(&s) % 2 ? JOLT_FALLOC_KEEP_SIZE : 0;
			CHECK_EQ(jolt_fallocate(f, mode, off, len + 1), 0);
			if (!mode && off + len + 1 > m.size)
				fm_truncate(&m, off + len + 1);
		}
		/* a read past the end returns what is there */
		int64_t r = jolt_pread(f, buf, 100, m.size);
		CHECK_EQ(r, 0);
		if (step % 10 == 0) {
			CHECK_EQ(jolt_close(f), 0);
			fm_check(fs, "/f", &m);
			n_fsck(fs);
			if (step % 30 == 0)
				fs = remount(fs, dev);
			CHECK_EQ(jolt_open(fs, "/f", JOLT_O_RDWR, 0, &f), 0);
		}
	}
	CHECK_EQ(jolt_close(f), 0);
	fm_check(fs, "/f", &m);
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(fs, "/f", &st), 0);
	CHECK_EQ(st.size, m.size);
	fs = remount(fs, dev);
	fm_check(fs, "/f", &m);
	CHECK_EQ(jolt_unlink(fs, "/f"), 0);
	/* everything the file held is free again (after the commit) */
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	free(m.b);
	free(buf);
	done(fs, dev);
}

static void file_data(void)
{
	file_data_sizes(16384, 4096, 0);
}

static void file_data_small_nodes(void)
{
	file_data_sizes(1024, 512, 300);
}

static void file_data_no_inline(void)
{
	file_data_sizes(4096, 4096, 1);
}

static void inline_and_sparse(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_file *f;
	struct jolt_stat st;
	uint8_t buf[9000];
	CHECK_EQ(jolt_open(fs, "/f", JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f), 0);
	CHECK_EQ(jolt_write(f, "small", 5), 5);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 5);
	CHECK_EQ(st.blocks, 1);                  /* 5 inline bytes */
	/* growing past the inline limit moves the data to a block */
	memset(buf, 'z', sizeof(buf));
	CHECK_EQ(jolt_pwrite(f, buf, 3000, 5), 3000);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 3005);
	CHECK_EQ(st.blocks, 8);
	CHECK_EQ(jolt_pread(f, buf, 10, 0), 10);
	CHECK(!memcmp(buf, "smallzzzzz", 10));
	/* a sparse file: holes read as zeros and take no space */
	CHECK_EQ(jolt_pwrite(f, "end", 3, (1 << 30) - 3), 3);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 1 << 30);
	CHECK_EQ(st.blocks, 16);
	CHECK_EQ(jolt_pread(f, buf, 4, 500000000), 4);
	CHECK(!memcmp(buf, "\0\0\0\0", 4));
	/* shrink mid-block, then grow: the bytes between read as zeros */
	CHECK_EQ(jolt_ftruncate(f, 100), 0);
	CHECK_EQ(jolt_ftruncate(f, 5000), 0);
	CHECK_EQ(jolt_pread(f, buf, 5000, 0), 5000);
	CHECK(!memcmp(buf, "smallzzzzz", 10));
	for (int i = 100; i < 5000; i++)
		CHECK_EQ(buf[i], 0);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.blocks, 8);
	/* lseek */
	CHECK_EQ(jolt_lseek(f, 0, JOLT_SEEK_END), 5000);
	CHECK_EQ(jolt_lseek(f, -10, JOLT_SEEK_CUR), 4990);
	CHECK_EQ(jolt_lseek(f, -1, JOLT_SEEK_SET), -EINVAL);
	CHECK_EQ(jolt_lseek(f, 0, 9), -EINVAL);
	CHECK_EQ(jolt_read(f, buf, 100), 10);
	CHECK_EQ(jolt_close(f), 0);
	/* inline shrinks and grows in place; truncate by path */
	n_put(fs, "/g", "0123456789", 10);
	CHECK_EQ(jolt_truncate(fs, "/g", 4), 0);
	CHECK_EQ(jolt_truncate(fs, "/g", 8), 0);
	size_t len;
	uint8_t *d = n_get(fs, "/g", &len);
	CHECK(len == 8 && !memcmp(d, "0123\0\0\0\0", 8));
	free(d);
	CHECK_EQ(jolt_truncate(fs, "/", 8), -EISDIR);
	CHECK_EQ(jolt_truncate(fs, "/none", 8), -ENOENT);
	done(fs, dev);
}

static void fallocate_cases(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_file *f;
	struct jolt_stat st;
	uint8_t buf[65536];
	CHECK_EQ(jolt_open(fs, "/f", JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f), 0);
	CHECK_EQ(jolt_fallocate(f, 0, 0, 0), -EINVAL);
	CHECK_EQ(jolt_fallocate(f, 16, 0, 10), -EOPNOTSUPP);
	CHECK_EQ(jolt_fallocate(f, JOLT_FALLOC_PUNCH_HOLE, 0, 10), -EOPNOTSUPP);
	CHECK_EQ(jolt_fallocate(f, 0, 1000, 100000), 0);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 101000);
	CHECK_EQ(st.blocks, 25 * 8);    /* [0, 102400): 25 blocks */
	CHECK_EQ(jolt_pread(f, buf, 65536, 0), 65536);
	for (int i = 0; i < 65536; i++)
		CHECK_EQ(buf[i], 0);
	/* writing into preallocated space */
	CHECK_EQ(jolt_pwrite(f, "abc", 3, 5000), 3);
	CHECK_EQ(jolt_pread(f, buf, 8, 4998), 8);
	CHECK(!memcmp(buf, "\0\0abc\0\0\0", 8));
	/* KEEP_SIZE: space past the end, size unchanged */
	CHECK_EQ(jolt_fallocate(f, JOLT_FALLOC_KEEP_SIZE, 200000, 8192), 0);
	CHECK_EQ(jolt_fstat(f, &st), 0);
	CHECK_EQ(st.size, 101000);
	CHECK(st.blocks > 25 * 8);
	n_fsck(fs);
	/* punch the middle */
	memset(buf, 7, sizeof(buf));
	CHECK_EQ(jolt_pwrite(f, buf, 65536, 0), 65536);
	CHECK_EQ(jolt_fallocate(f, JOLT_FALLOC_PUNCH_HOLE | JOLT_FALLOC_KEEP_SIZE, 1000, 20000), 0);
	CHECK_EQ(jolt_pread(f, buf, 65536, 0), 65536);
	for (int i = 0; i < 65536; i++)
		CHECK_EQ(buf[i], i >= 1000 && i < 21000 ? 0 : 7);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	CHECK_EQ(jolt_open(fs, "/d", JOLT_O_RDONLY, 0, &f), 0);
	CHECK_EQ(jolt_close(f), 0);
	uint64_t dino = ino_of(fs, "/d");
	CHECK_EQ(jolt_ll_open(fs, dino, JOLT_O_WRONLY, &f), -EISDIR);
	CHECK_EQ(jolt_mknod(fs, "/fifo", JOLT_S_IFIFO | 0644, 0), 0);
	CHECK_EQ(jolt_open(fs, "/fifo", JOLT_O_WRONLY, 0, &f), 0);
	CHECK_EQ(jolt_fallocate(f, 0, 0, 10), -ENODEV);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_mknod(fs, "/dev0", JOLT_S_IFCHR | 0600, 0x0501), 0);
	CHECK_EQ(jolt_lstat(fs, "/dev0", &st), 0);
	CHECK_EQ(st.rdev, 0x0501);
	CHECK_EQ(jolt_mknod(fs, "/dir2", JOLT_S_IFDIR | 0600, 0), -EPERM);
	fs = remount(fs, dev);
	done(fs, dev);
}


/* ---- xattrs ---- */

static void xattr_cases(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	char buf[70000], name[300];
	n_put(fs, "/f", "", 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.a", "1", 1, 0), 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.a", "22", 2, JOLT_XATTR_CREATE), -EEXIST);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.b", "22", 2, JOLT_XATTR_REPLACE), -ENODATA);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.a", "22", 2, JOLT_XATTR_REPLACE), 0);
	CHECK_EQ(jolt_getxattr(fs, "/f", "user.a", NULL, 0), 2);
	CHECK_EQ(jolt_getxattr(fs, "/f", "user.a", buf, 1), -ERANGE);
	CHECK_EQ(jolt_getxattr(fs, "/f", "user.a", buf, 10), 2);
	CHECK(!memcmp(buf, "22", 2));
	CHECK_EQ(jolt_getxattr(fs, "/f", "user.none", buf, 10), -ENODATA);
	CHECK_EQ(jolt_removexattr(fs, "/f", "user.none"), -ENODATA);
	CHECK_EQ(jolt_setxattr(fs, "/f", "trusted.t", "", 0, 0), 0);
	CHECK_EQ(jolt_getxattr(fs, "/f", "trusted.t", buf, 10), 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "security.s", "s", 1, 0), 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "system.x", "s", 1, 0), 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "bogus.x", "s", 1, 0), -EOPNOTSUPP);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.", "s", 1, 0), -EINVAL);
	CHECK_EQ(jolt_setxattr(fs, "/f", "", "s", 1, 0), -ERANGE);
	memcpy(name, "user.", 5);
	memset(name + 5, 'n', 251);
	name[256] = 0;
	CHECK_EQ(jolt_setxattr(fs, "/f", name, "s", 1, 0), -ERANGE);
	name[255] = 0;
	CHECK_EQ(jolt_setxattr(fs, "/f", name, "s", 1, 0), 0);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.big", buf, 65537, 0), -E2BIG);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.a", "1", 1, 3), -EEXIST);
	CHECK_EQ(jolt_setxattr(fs, "/f", "user.a", "1", 1, 4), -EINVAL);
	CHECK_EQ(jolt_setxattr(fs, "/none", "user.a", "1", 1, 0), -ENOENT);
	/* listxattr: every name once, parent pointers not among them */
	int64_t n = jolt_listxattr(fs, "/f", NULL, 0);
	CHECK_EQ(n, 7 + 10 + 11 + 9 + 256);
	CHECK_EQ(jolt_listxattr(fs, "/f", buf, (size_t)n - 1), -ERANGE);
	CHECK_EQ(jolt_listxattr(fs, "/f", buf, sizeof(buf)), n);
	int found = 0;
	for (int64_t o = 0; o < n; o += (int64_t)strlen(buf + o) + 1)
		found += !strcmp(buf + o, "user.a") + !strcmp(buf + o, "trusted.t") +
			 !strcmp(buf + o, "security.s") + !strcmp(buf + o, "system.x");
	CHECK_EQ(found, 4);
	CHECK_EQ(jolt_removexattr(fs, "/f", "user.a"), 0);
	CHECK_EQ(jolt_getxattr(fs, "/f", "user.a", buf, 10), -ENODATA);
	/* on a directory too */
	CHECK_EQ(jolt_setxattr(fs, "/", "user.root", "r", 1, 0), 0);
	fs = remount(fs, dev);
	CHECK_EQ(jolt_getxattr(fs, "/", "user.root", buf, 10), 1);
	CHECK_EQ(jolt_getxattr(fs, "/f", "security.s", buf, 10), 1);
	done(fs, dev);
}

/* Many xattrs (out of shortform into items and back), large values (in
 * data extents of their own), checked after each step and across remounts. */
static void xattr_forms(uint32_t nodesize)
{
	struct jolt_blk *dev = n_dev(128 << 20, 512);
	n_mkfs(dev, nodesize, 512, 1);
	struct jolt_fs *fs = n_mount(dev);
	enum { N = 60 };
	static uint8_t val[N][70000];
	uint32_t vlen[N] = {0};
	uint8_t *buf = malloc(70000);
	char name[32];
	uint64_t s = nodesize;
	n_put(fs, "/f", "", 0);
	uint64_t ino = ino_of(fs, "/f");
	struct jolt_fs_counters c;
	uint64_t out = 0, back = 0;
	for (int step = 0; step < 400; step++) {
		int k = (int)(n_rand(&s) % N);
		snprintf(name, sizeof(name), "user.x%d", k);
		if (n_rand(&s) % 3 == 0) {
			CHECK_EQ(jolt_ll_removexattr(fs, ino, name), vlen[k] ? 0 : -ENODATA);
			vlen[k] = 0;
			continue;
		}
		uint32_t r = (uint32_t)(n_rand(&s) % 100);
		uint32_t len = r < 70 ? (uint32_t)(n_rand(&s) % 40) + 1
			       : r < 95 ? (uint32_t)(n_rand(&s) % 5000) + 1
			       : JOLT_XATTR_SIZE_MAX - (uint32_t)(n_rand(&s) % 3);
		for (uint32_t i = 0; i < len; i++)
			val[k][i] = (uint8_t)n_rand(&s);
		CHECK_EQ(jolt_ll_setxattr(fs, ino, name, val[k], len, 0), 0);
		vlen[k] = len;
		if (step % 50 == 49) {
			for (int j = 0; j < N; j++) {
				snprintf(name, sizeof(name), "user.x%d", j);
				int64_t got = jolt_ll_getxattr(fs, ino, name, buf, 70000);
				if (!vlen[j]) {
					CHECK_EQ(got, -ENODATA);
					continue;
				}
				CHECK_EQ(got, vlen[j]);
				CHECK(!memcmp(buf, val[j], vlen[j]));
			}
			n_fsck(fs);
			if (step % 100 == 99) {
				jolt_fs_counters(fs, &c);
				out += c.xattr_sf_to_items;
				back += c.xattr_items_to_sf;
				fs = remount(fs, dev);
			}
		}
	}
	/* drop most: the set goes back inline */
	for (int j = 0; j < N; j++) {
		snprintf(name, sizeof(name), "user.x%d", j);
		if (j > 2 && vlen[j])
			CHECK_EQ(jolt_ll_removexattr(fs, ino, name), 0);
		if (j <= 2)
			CHECK_EQ(jolt_ll_setxattr(fs, ino, name, "v", 1, 0), 0);
	}
	jolt_fs_counters(fs, &c);
	CHECK(out + c.xattr_sf_to_items > 0);
	CHECK(back + c.xattr_items_to_sf > 0);
	struct ns_xcheck {
		int64_t n;
	} x = {jolt_ll_listxattr(fs, ino, (char *)buf, 70000)};
	CHECK_EQ(x.n, 3 * 8);
	free(buf);
	done(fs, dev);
}

static void xattr_forms_16k(void)
{
	xattr_forms(16384);
}

static void xattr_forms_1k(void)
{
	xattr_forms(1024);
}

/* ---- parent pointers ---- */

static void parent_pointers(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	char p[20000], path[64];
	struct jolt_parent par[300];
	CHECK_EQ(jolt_mkdir(fs, "/a", 0755), 0);
	CHECK_EQ(jolt_mkdir(fs, "/a/b", 0755), 0);
	n_put(fs, "/a/b/f", "", 0);
	uint64_t f = ino_of(fs, "/a/b/f"), b = ino_of(fs, "/a/b");
	paths_of(fs, f, p, sizeof(p));
	CHECK(!strcmp(p, "/a/b/f"));
	paths_of(fs, JOLT_ROOT_INO, p, sizeof(p));
	CHECK(!strcmp(p, "/"));
	CHECK_EQ(jolt_ll_parents(fs, JOLT_ROOT_INO, par, 4), 0);
	CHECK_EQ(jolt_ll_parents(fs, f, par, 4), 1);
	struct jolt_stat st;
	CHECK_EQ(jolt_ll_getattr(fs, b, &st), 0);
	CHECK_EQ(par[0].parent, b);
	CHECK_EQ(par[0].parent_gen, st.generation);
	CHECK_EQ(par[0].name_len, 1);
	/* 250 links: the set moves to items, and every path is there */
	for (int i = 0; i < 250; i++) {
		snprintf(path, sizeof(path), "/a/link-%03d-with-a-longer-name", i);
		CHECK_EQ(jolt_link(fs, "/a/b/f", path), 0);
	}
	CHECK_EQ(jolt_ll_parents(fs, f, par, 300), 251);
	CHECK_EQ(jolt_ll_paths(fs, f, NULL, 0), (int64_t)(7 + 250 * 31));
	fs = remount(fs, dev);
	CHECK_EQ(jolt_ll_paths(fs, f, p, sizeof(p)), (int64_t)(7 + 250 * 31));
	int hits = 0;
	for (size_t o = 0; o < 7 + 250 * 31; o += strlen(p + o) + 1)
		hits += !strncmp(p + o, "/a/link-", 8) || !strcmp(p + o, "/a/b/f");
	CHECK_EQ(hits, 251);
	/* renames of the directories above change every path */
	CHECK_EQ(jolt_rename(fs, "/a", "/z", 0), 0);
	CHECK_EQ(jolt_ll_paths(fs, f, p, sizeof(p)), (int64_t)(7 + 250 * 31));
	CHECK(!strncmp(p, "/z/", 3));
	for (int i = 0; i < 250; i++) {
		snprintf(path, sizeof(path), "/z/link-%03d-with-a-longer-name", i);
		CHECK_EQ(jolt_unlink(fs, path), 0);
	}
	CHECK_EQ(jolt_ll_parents(fs, f, par, 4), 1);
	paths_of(fs, f, p, sizeof(p));
	CHECK(!strcmp(p, "/z/b/f"));
	/* a stale parent pointer is refused, not followed */
	CHECK_EQ(jolt_ll_paths(fs, 999999, p, sizeof(p)), -ENOENT);
	done(fs, dev);
}

/* ---- attributes ---- */

static void attributes(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_stat st, a;
	n_put(fs, "/f", "x", 1);
	CHECK_EQ(jolt_chmod(fs, "/f", 04711), 0);
	CHECK_EQ(jolt_stat(fs, "/f", &st), 0);
	CHECK_EQ(st.mode, JOLT_S_IFREG | 04711);
	CHECK_EQ(jolt_chmod(fs, "/f", JOLT_S_IFDIR | 0600), 0);   /* the type stays */
	CHECK_EQ(jolt_stat(fs, "/f", &st), 0);
	CHECK_EQ(st.mode, JOLT_S_IFREG | 0600);
	CHECK_EQ(jolt_chown(fs, "/f", 10, 0xffffffff, 0), 0);
	CHECK_EQ(jolt_chown(fs, "/f", 0xffffffff, 20, 0), 0);
	CHECK_EQ(jolt_stat(fs, "/f", &st), 0);
	CHECK(st.uid == 10 && st.gid == 20);
	struct jolt_timespec t[2] = {{1000, 5}, {2000, 999999999}};
	CHECK_EQ(jolt_utimens(fs, "/f", t, 0), 0);
	CHECK_EQ(jolt_stat(fs, "/f", &st), 0);
	CHECK(st.atime.sec == 1000 && st.atime.nsec == 5);
	CHECK(st.mtime.sec == 2000 && st.mtime.nsec == 999999999);
	t[0].nsec = JOLT_UTIME_OMIT;
	t[1].nsec = JOLT_UTIME_NOW;
	CHECK_EQ(jolt_utimens(fs, "/f", t, 0), 0);
	CHECK_EQ(jolt_stat(fs, "/f", &a), 0);
	CHECK(a.atime.sec == 1000 && a.mtime.sec > 1000000000);
	t[0].nsec = 1000000000;
	CHECK_EQ(jolt_utimens(fs, "/f", t, 0), -EINVAL);
	CHECK_EQ(jolt_utimens(fs, "/f", NULL, 0), 0);
	CHECK_EQ(jolt_utimens(fs, "/none", NULL, 0), -ENOENT);
	CHECK_EQ(jolt_chmod(fs, "/none", 0), -ENOENT);
	/* setattr by inode, FUSE's way */
	uint64_t ino = ino_of(fs, "/f");
	struct jolt_stat in;
	memset(&in, 0, sizeof(in));
	in.size = 10000;
	in.mode = 0640;
	in.uid = 7;
	in.mtime.sec = 42;
	CHECK_EQ(jolt_ll_setattr(fs, ino, &in, JOLT_SET_SIZE | JOLT_SET_MODE | JOLT_SET_UID |
				 JOLT_SET_MTIME, &st), 0);
	CHECK(st.size == 10000 && st.mode == (JOLT_S_IFREG | 0640) && st.uid == 7 &&
	      st.mtime.sec == 42);
	CHECK_EQ(jolt_ll_setattr(fs, JOLT_ROOT_INO, &in, JOLT_SET_SIZE, NULL), -EISDIR);
	/* times survive a remount with their nanoseconds */
	fs = remount(fs, dev);
	CHECK_EQ(jolt_ll_getattr(fs, ino, &a), 0);
	CHECK(a.mtime.sec == 42 && a.size == 10000 && a.uid == 7);
	/* a directory's times move with its entries */
	CHECK_EQ(jolt_stat(fs, "/", &st), 0);
	struct jolt_timespec old[2] = {{1, 0}, {1, 0}};
	CHECK_EQ(jolt_utimens(fs, "/", old, 0), 0);
	n_put(fs, "/g", "", 0);
	CHECK_EQ(jolt_stat(fs, "/", &st), 0);
	CHECK(st.mtime.sec > 1);
	CHECK_EQ(st.size, 2 * (1 + 1));          /* twice the name bytes */
	struct jolt_statfs sf;
	CHECK_EQ(jolt_statfs(fs, &sf), 0);
	CHECK_EQ(sf.bsize, 4096);
	CHECK(sf.blocks > 10000 && sf.bfree <= sf.blocks && sf.bavail <= sf.bfree);
	CHECK_EQ(sf.namemax, 255);
	CHECK_EQ(sf.files, 3);
	done(fs, dev);
}


/* ---- by inode: lookups, open files, orphans ---- */

static void lookups_and_orphans(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_stat st, d;
	struct jolt_file *f;
	struct jolt_cred cred = {1000, 100};
	CHECK_EQ(jolt_ll_mkdir(fs, JOLT_ROOT_INO, "d", 0750, &cred, &d), 0);
	CHECK(d.uid == 1000 && d.gid == 100 && d.mode == (JOLT_S_IFDIR | 0750));
	CHECK_EQ(jolt_ll_mkdir(fs, JOLT_ROOT_INO, "d", 0750, NULL, &st), -EEXIST);
	CHECK_EQ(jolt_ll_create(fs, d.ino, "f", 0644, JOLT_O_RDWR, NULL, &f, &st), 0);
	CHECK_EQ(jolt_pwrite(f, "open and unlinked", 17, 0), 17);
	CHECK_EQ(jolt_ll_lookup(fs, d.ino, "f", &st), 0);
	CHECK_EQ(jolt_ll_lookup(fs, d.ino, "g", &st), -ENOENT);
	CHECK_EQ(jolt_ll_lookup(fs, d.ino, ".", &st), 0);
	CHECK_EQ(st.ino, d.ino);
	CHECK_EQ(jolt_ll_lookup(fs, d.ino, "..", &st), 0);
	CHECK_EQ(st.ino, JOLT_ROOT_INO);
	uint64_t fino = jolt_file_ino(f);
	CHECK_EQ(jolt_ll_lookup(fs, fino, "x", &st), -ENOTDIR);
	/* unlinked while open and looked up: it lives on as an orphan */
	CHECK_EQ(jolt_ll_unlink(fs, d.ino, "f"), 0);
	CHECK_EQ(jolt_ll_getattr(fs, fino, &st), 0);
	CHECK_EQ(st.nlink, 0);
	char buf[32];
	CHECK_EQ(jolt_pread(f, buf, 32, 0), 17);
	CHECK_EQ(jolt_pwrite(f, "!", 1, 17), 1);
	CHECK_EQ(jolt_ll_link(fs, fino, d.ino, "back", &st), -ENOENT);
	n_fsck(fs);                            /* an orphan item marks it */
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_ll_getattr(fs, fino, &st), 0);   /* still looked up (create + lookup) */
	jolt_ll_forget(fs, fino, 1);
	CHECK_EQ(jolt_ll_getattr(fs, fino, &st), 0);
	jolt_ll_forget(fs, fino, 1);
	CHECK_EQ(jolt_ll_getattr(fs, fino, &st), -ENOENT);
	n_fsck(fs);
	/* the rest of the inode calls */
	CHECK_EQ(jolt_ll_symlink(fs, "target", d.ino, "s", NULL, &st), 0);
	char t[16];
	CHECK_EQ(jolt_ll_readlink(fs, st.ino, t, sizeof(t)), 6);
	CHECK_EQ(jolt_ll_mknod(fs, d.ino, "sock", JOLT_S_IFSOCK | 0600, 0, NULL, &st), 0);
	CHECK_EQ(jolt_ll_mknod(fs, d.ino, "bad", 0xe000, 0, NULL, &st), -EINVAL);
	CHECK_EQ(jolt_ll_link(fs, st.ino, JOLT_ROOT_INO, "sock2", &st), 0);
	CHECK_EQ(st.nlink, 2);
	CHECK_EQ(jolt_ll_rename(fs, d.ino, "sock", JOLT_ROOT_INO, "sock2", 0), 0);
	CHECK_EQ(jolt_ll_rename(fs, JOLT_ROOT_INO, "sock2", d.ino, "s",
				JOLT_RENAME_EXCHANGE), 0);
	CHECK_EQ(jolt_ll_rmdir(fs, JOLT_ROOT_INO, "d"), -ENOTEMPTY);
	CHECK_EQ(jolt_ll_lookup(fs, d.ino, "s", &st), 0);   /* the socket now */
	CHECK_EQ(st.mode & JOLT_S_IFMT, JOLT_S_IFSOCK);
	CHECK_EQ(jolt_ll_unlink(fs, d.ino, "s"), 0);
	CHECK_EQ(jolt_ll_unlink(fs, d.ino, "sock"), 0);
	CHECK_EQ(jolt_ll_unlink(fs, JOLT_ROOT_INO, "sock2"), 0);
	CHECK_EQ(jolt_ll_rmdir(fs, JOLT_ROOT_INO, "d"), 0);
	CHECK_EQ(jolt_ll_mkdir(fs, d.ino, "x", 0755, NULL, &st), -ENOENT);   /* removed dir */
	CHECK_EQ(jolt_ll_create(fs, JOLT_ROOT_INO, "c", 0644, JOLT_O_RDWR | JOLT_O_EXCL, NULL, &f,
				&st), 0);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_ll_create(fs, JOLT_ROOT_INO, "c", 0644, JOLT_O_RDWR | JOLT_O_EXCL, NULL, &f,
				&st), -EEXIST);
	CHECK_EQ(jolt_ll_create(fs, JOLT_ROOT_INO, "c", 0644, JOLT_O_RDWR, NULL, &f, &st), 0);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_ll_fsync(fs, st.ino, 0), 0);
	done(fs, dev);
}

/* An open, unlinked file at a commit; a crash: the next mount deletes it,
 * with its many extents (more than one handle's worth). */
static void orphan_after_crash(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	struct jolt_file *f;
	struct jolt_statfs before, after;
	uint8_t blk[4096];
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_statfs(fs, &before), 0);
	CHECK_EQ(jolt_open(fs, "/big", JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f), 0);
	memset(blk, 3, sizeof(blk));
	for (int i = 0; i < 100; i++)
		CHECK_EQ(jolt_pwrite(f, blk, sizeof(blk), (uint64_t)i * 8192), 4096);
	uint64_t ino = jolt_file_ino(f);
	CHECK_EQ(jolt_unlink(fs, "/big"), 0);
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	uint64_t at = jolt_blk_mem_now(dev);
	uint64_t size = jolt_blk_capacity(dev);
	uint8_t *img = malloc(size);
	CHECK_EQ(jolt_blk_mem_crash_image(dev, at, NULL, NULL, img, size), 0);
	CHECK_EQ(jolt_close(f), 0);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
	dev = n_dev(size, 4096);
	CHECK_EQ(jolt_blk_mem_load(dev, img, size), 0);
	free(img);
	struct jolt_check_result r;
	CHECK_EQ(jolt_check_dev(dev, JOLT_CHECK_ALL, n_report, NULL, &r), 0);
	CHECK_EQ(r.orphans, 1);
	fs = n_mount(dev);
	struct jolt_stat st;
	CHECK_EQ(jolt_ll_getattr(fs, ino, &st), -ENOENT);
	struct jolt_fs_counters c;
	jolt_fs_counters(fs, &c);
	CHECK_EQ(c.orphans_deleted, 1);
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_statfs(fs, &after), 0);
	CHECK(after.bfree + 64 >= before.bfree);
	CHECK_EQ(jolt_check(fs, JOLT_CHECK_ALL, n_report, NULL, &r), 0);
	CHECK_EQ(r.orphans, 0);
	done(fs, dev);
}

/* ---- read-only ---- */

static void erofs_after_io_error(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	n_put(fs, "/kept", "k", 1);
	CHECK_EQ(jolt_sync(fs), 0);
	CHECK_EQ(jolt_errmsg(fs)[0], 0);
	struct jolt_blk_mem_fault fault = {.nth = 1, .count = 0, .err = -EIO,
					   .op_mask = 1u << JOLT_BLK_WRITE};
	CHECK_EQ(jolt_blk_mem_set_fault(dev, &fault), 0);
	struct jolt_file *f;
	CHECK_EQ(jolt_open(fs, "/lost", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), 0);
	uint8_t blk[8192] = {1};
	CHECK_EQ(jolt_pwrite(f, blk, sizeof(blk), 0), -EIO);   /* data write fails: fatal */
	CHECK(jolt_errmsg(fs)[0] != 0);
	CHECK_EQ(jolt_pwrite(f, blk, 10, 0), -EROFS);
	CHECK_EQ(jolt_mkdir(fs, "/x", 0755), -EROFS);
	CHECK_EQ(jolt_unlink(fs, "/kept"), -EROFS);
	CHECK_EQ(jolt_rename(fs, "/kept", "/k2", 0), -EROFS);
	CHECK_EQ(jolt_setxattr(fs, "/kept", "user.a", "1", 1, 0), -EROFS);
	CHECK_EQ(jolt_chmod(fs, "/kept", 0), -EROFS);
	CHECK_EQ(jolt_sync(fs), -EROFS);
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(fs, "/kept", &st), 0);       /* reads go on */
	CHECK_EQ(jolt_close(f), 0);
	CHECK(jolt_unmount(fs) < 0);
	fault.count = 0;
	fault.nth = 0;
	fault.err = 0;
	fault.op_mask = 0;
	CHECK_EQ(jolt_blk_mem_set_fault(dev, &fault), 0);
	fs = n_mount(dev);                              /* the last commit */
	CHECK(exists(fs, "/kept"));
	CHECK(!exists(fs, "/lost"));
	done(fs, dev);
}

static void read_only_mount(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	n_put(fs, "/f", "abc", 3);
	CHECK_EQ(jolt_unmount(fs), 0);
	struct jolt_mount_opts o;
	jolt_mount_opts_default(&o);
	o.flags = JOLT_MOUNT_RDONLY;
	fs = n_mount_opts(dev, &o);
	struct jolt_file *f;
	CHECK_EQ(jolt_mkdir(fs, "/x", 0755), -EROFS);
	CHECK_EQ(jolt_open(fs, "/f", JOLT_O_WRONLY, 0, &f), -EROFS);
	CHECK_EQ(jolt_open(fs, "/g", JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), -EROFS);
	CHECK_EQ(jolt_truncate(fs, "/f", 0), -EROFS);
	size_t len;
	uint8_t *d = n_get(fs, "/f", &len);
	CHECK(len == 3 && !memcmp(d, "abc", 3));
	free(d);
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* ---- ENOSPC ---- */

static void enospc_then_usable(void)
{
	struct jolt_blk *dev = n_dev(24 << 20, 4096);
	n_mkfs(dev, 4096, 4096, 1);
	struct jolt_fs *fs = n_mount(dev);
	uint8_t *blk = malloc(256 << 10);
	char path[64];
	int files = 0, err = 0;
	memset(blk, 0x5a, 256 << 10);
	/* data until the space runs out */
	for (files = 0; files < 1000; files++) {
		struct jolt_file *f;
		snprintf(path, sizeof(path), "/f%d", files);
		err = jolt_open(fs, path, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f);
		if (err)
			break;
		int64_t w = jolt_pwrite(f, blk, 256 << 10, 0);
		CHECK_EQ(jolt_close(f), 0);
		if (w != 256 << 10) {
			CHECK(w == -ENOSPC || (w >= 0 && w < 256 << 10));
			err = -ENOSPC;
			break;
		}
	}
	CHECK_EQ(err, -ENOSPC);
	CHECK(files > 20);
	n_fsck(fs);
	/* names until the metadata space runs out too */
	int names = 0;
	for (names = 0; names < 200000; names++) {
		snprintf(path, sizeof(path), "/empty-file-with-a-long-name-%d", names);
		struct jolt_file *f;
		err = jolt_open(fs, path, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f);
		if (err)
			break;
		CHECK_EQ(jolt_close(f), 0);
	}
	CHECK_EQ(err, -ENOSPC);
	CHECK_EQ(jolt_errmsg(fs)[0], 0);        /* not fatal */
	n_fsck(fs);
	/* deletes always work, and free room */
	for (int i = 0; i < files; i += 2) {
		snprintf(path, sizeof(path), "/f%d", i);
		CHECK_EQ(jolt_unlink(fs, path), 0);
	}
	for (int i = 0; i < names; i += 3) {
		snprintf(path, sizeof(path), "/empty-file-with-a-long-name-%d", i);
		CHECK_EQ(jolt_unlink(fs, path), 0);
	}
	CHECK_EQ(jolt_sync(fs), 0);
	n_fsck(fs);
	for (int i = 0; i < files / 3; i++) {
		struct jolt_file *f;
		snprintf(path, sizeof(path), "/again%d", i);
		CHECK_EQ(jolt_open(fs, path, JOLT_O_CREAT | JOLT_O_WRONLY, 0644, &f), 0);
		CHECK_EQ(jolt_pwrite(f, blk, 256 << 10, 0), 256 << 10);
		CHECK_EQ(jolt_close(f), 0);
	}
	fs = remount(fs, dev);
	size_t len;
	uint8_t *d = n_get(fs, "/again0", &len);
	CHECK(len == 256 << 10 && d[1000] == 0x5a);
	free(d);
	free(blk);
	done(fs, dev);
}

/* ---- hash collisions ---- */

struct hname {
	uint32_t h;
	uint32_t i;
};

static int hname_cmp(const void *a, const void *b)
{
	const struct hname *x = a, *y = b;
	return x->h < y->h ? -1 : x->h > y->h ? 1 : (x->i < y->i ? -1 : x->i > y->i);
}

/* Pairs of 9-byte names with equal CRC32C (so equal DIR_ITEM hashes, and,
 * behind an equal prefix, equal xattr and parent-pointer hashes). */
static int colliding_names(char (*out)[2][16], int want)
{
	enum { N = 400000 };
	struct hname *v = malloc(N * sizeof(*v));
	char name[16];
	int found = 0;
	for (uint32_t i = 0; i < N; i++) {
		snprintf(name, sizeof(name), "c%08x", i * 2654435761u);
		v[i].h = ns_name_hash(name, 9);
		v[i].i = i;
	}
	qsort(v, N, sizeof(*v), hname_cmp);
	for (uint32_t k = 1; k < N && found < want; k++)
		if (v[k].h == v[k - 1].h) {
			snprintf(out[found][0], 16, "c%08x", v[k - 1].i * 2654435761u);
			snprintf(out[found][1], 16, "c%08x", v[k].i * 2654435761u);
			found++;
		}
	free(v);
	return found;
}

static void hash_collisions(void)
{
	char pairs[4][2][16], path[64], p2[64], val[64];
	int n = colliding_names(pairs, 4);
	CHECK(n >= 2);
	for (int i = 0; i < n; i++)
		CHECK(ns_name_hash(pairs[i][0], 9) == ns_name_hash(pairs[i][1], 9));
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	/* names: both live in one DIR_ITEM */
	snprintf(path, sizeof(path), "/d/%s", pairs[0][0]);
	n_put(fs, path, "A", 1);
	snprintf(path, sizeof(path), "/d/%s", pairs[0][1]);
	n_put(fs, path, "B", 1);
	/* one inode linked under colliding names, with its set in items */
	snprintf(path, sizeof(path), "/d/%s", pairs[1][0]);
	n_put(fs, path, "C", 1);
	snprintf(p2, sizeof(p2), "/d/%s", pairs[1][1]);
	CHECK_EQ(jolt_link(fs, path, p2), 0);
	for (int i = 0; i < 30; i++) {
		char l[64];
		snprintf(l, sizeof(l), "/d/a-long-link-name-number-%d", i);
		CHECK_EQ(jolt_link(fs, path, l), 0);
	}
	/* xattrs of colliding names, in items */
	for (int i = 0; i < 40; i++) {
		snprintf(val, sizeof(val), "user.filler-%d", i);
		CHECK_EQ(jolt_setxattr(fs, path, val, "0123456789", 10, 0), 0);
	}
	for (int k = 0; k < 2; k++) {
		snprintf(val, sizeof(val), "user.%s", pairs[0][k]);
		CHECK_EQ(jolt_setxattr(fs, path, val, pairs[0][k], 9, JOLT_XATTR_CREATE), 0);
	}
	fs = remount(fs, dev);
	for (int k = 0; k < 2; k++) {
		char got[16];
		snprintf(val, sizeof(val), "user.%s", pairs[0][k]);
		CHECK_EQ(jolt_getxattr(fs, path, val, got, sizeof(got)), 9);
		CHECK(!memcmp(got, pairs[0][k], 9));
		snprintf(p2, sizeof(p2), "/d/%s", pairs[0][k]);
		size_t len;
		uint8_t *d = n_get(fs, p2, &len);
		CHECK(len == 1 && d[0] == (k ? 'B' : 'A'));
		free(d);
	}
	struct jolt_parent par[40];
	CHECK_EQ(jolt_ll_parents(fs, ino_of(fs, path), par, 40), 32);
	/* remove one of each pair: the other stays */
	snprintf(val, sizeof(val), "user.%s", pairs[0][0]);
	CHECK_EQ(jolt_removexattr(fs, path, val), 0);
	snprintf(val, sizeof(val), "user.%s", pairs[0][1]);
	CHECK_EQ(jolt_getxattr(fs, path, val, NULL, 0), 9);
	snprintf(p2, sizeof(p2), "/d/%s", pairs[0][1]);
	CHECK_EQ(jolt_unlink(fs, p2), 0);
	snprintf(p2, sizeof(p2), "/d/%s", pairs[0][0]);
	CHECK(exists(fs, p2));
	snprintf(p2, sizeof(p2), "/d/%s", pairs[1][1]);
	CHECK_EQ(jolt_unlink(fs, p2), 0);                 /* the colliding link goes */
	CHECK(exists(fs, path));
	CHECK_EQ(jolt_ll_parents(fs, ino_of(fs, path), par, 40), 31);
	/* renamed onto its collision partner */
	snprintf(p2, sizeof(p2), "/d/%s", pairs[1][1]);
	CHECK_EQ(jolt_rename(fs, path, p2, 0), 0);
	CHECK(!exists(fs, path));
	done(fs, dev);
}

/* ---- the directory-entry cache and entries changed in the leaf ---- */

/* The tree log's notes of what changed (tree_log.c) stay within their
 * share of the cache bound however many operations a transaction holds:
 * past it they are dropped, the next fsync commits (full_commits), and
 * tracking starts again with the transaction after it. */
static int fsync_path_ino(struct jolt_fs *fs, const char *path)
{
	uint64_t ino;
	int rc = jolt_path_ino(fs, path, 0, &ino);
	return rc ? rc : jolt_ll_fsync(fs, ino, 0);
}

static void tree_log_notes_bounded(void)
{
	struct jolt_blk *dev = n_dev(64 << 20, 4096);
	n_mkfs(dev, 4096, 4096, 1);
	struct jolt_mount_opts mo;
	jolt_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_COMMIT_NEVER;
	mo.flags = JOLT_MOUNT_NO_THREAD;
	mo.cache_bytes = 4 << 20;                 /* notes: 256 KiB */
	struct jolt_fs *fs = n_mount_opts(dev, &mo);
	struct ns_tlog *tl = fs->tl;
	CHECK(tl != NULL);
	CHECK_EQ(tl->note_limit, (size_t)(256 << 10));
	struct jolt_fsync_counters c;
	uint8_t data[100];
	memset(data, 7, sizeof(data));
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	n_put(fs, "/d/first", data, sizeof(data));
	CHECK_EQ(fsync_path_ino(fs, "/d/first"), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.logged_fsyncs, 1);
	CHECK_EQ(c.full_commits, 0);
	size_t peak = 0;
	for (int i = 0; i < 6000; i++) {
		char p[64], q[64];
		snprintf(p, sizeof(p), "/d/file-with-a-longish-name-%05d", i);
		n_put(fs, p, data, sizeof(data));
		if (i % 3 == 0) {
			snprintf(q, sizeof(q), "/d/renamed-%05d", i);
			CHECK_EQ(jolt_rename(fs, p, q, 0), 0);
		}
		peak = tl->note_bytes > peak ? tl->note_bytes : peak;
	}
	/* checked before each note: over by at most one note's growth (an
	 * array doubling), never by what 6,000 creates would track */
	CHECK(peak <= 2 * tl->note_limit);
	CHECK(tl->must_commit);
	CHECK_EQ(fsync_path_ino(fs, "/d/renamed-05997"), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.full_commits, 1);
	/* the next transaction is tracked again: an fsync logs */
	n_put(fs, "/d/after", data, sizeof(data));
	CHECK_EQ(fsync_path_ino(fs, "/d/after"), 0);
	jolt_fsync_counters(fs, &c);
	CHECK_EQ(c.full_commits, 1);
	CHECK_EQ(c.logged_fsyncs, 2);
	n_fsck(fs);
	CHECK_EQ(jolt_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* One random workload on two filesystems side by side: a tiny
 * directory-entry cache that grows (from 64 sets: entries evicted, sets
 * shared and split while it doubles), and the default cache bound's, which
 * holds every entry. Every call must return the same, every name must name
 * the same inode (numbers are handed out alike), and the trees pass fsck.
 * Names include colliding pairs (one DIR_ITEM, a negative entry's "no
 * item" cleared by its partner) and names too long to cache. */
static void dcache_sizes_agree(void)
{
	char pairs[3][2][16];
	CHECK_EQ(colliding_names(pairs, 3), 3);
	enum { NAMES = 48, DIRS = 4, OPS = 6000 };
	char names[NAMES][64];
	for (int i = 0; i < NAMES; i++) {
		if (i < 6)
			snprintf(names[i], 64, "%s", pairs[i / 2][i % 2]);
		else if (i % 8 == 7)
			snprintf(names[i], 64, "a-name-longer-than-the-cache-keeps-%02d-xxxxxxxx", i);
		else
			snprintf(names[i], 64, "n%d", i);
	}
	enum { FS = 2 };
	struct jolt_blk *dev[FS];
	struct jolt_fs *fs[FS];
	for (int k = 0; k < FS; k++) {
		struct jolt_mount_opts mo;
		dev[k] = n_dev(64 << 20, 4096);
		n_mkfs(dev[k], 4096, 4096, 1);
		jolt_mount_opts_default(&mo);
		mo.commit_interval_ms = JOLT_COMMIT_NEVER;
		mo.cache_bytes = k == 1 ? 0 : 256 << 10;    /* 8 KiB of it the dcache: 64 sets */
		fs[k] = n_mount_opts(dev[k], &mo);
		for (int d = 0; d < DIRS; d++) {
			char p[16];
			snprintf(p, sizeof(p), "/d%d", d);
			CHECK_EQ(jolt_mkdir(fs[k], p, 0755), 0);
		}
	}
	uint64_t s = 42;
	int okn = 0;
	char a[96], b[96];
	for (int i = 0; i < OPS; i++) {
		int op = (int)(n_rand(&s) % 8);
		snprintf(a, sizeof(a), "/d%d/%s", (int)(n_rand(&s) % DIRS), names[n_rand(&s) % NAMES]);
		snprintf(b, sizeof(b), "/d%d/%s", (int)(n_rand(&s) % DIRS), names[n_rand(&s) % NAMES]);
		if (n_rand(&s) % 6 == 0) {      /* now and then a name one level down */
			int d = (int)(n_rand(&s) % NAMES);
			snprintf(b, sizeof(b), "/d%d/%s/%s", (int)(n_rand(&s) % DIRS), names[d],
				 names[n_rand(&s) % NAMES]);
		}
		int rc[FS];
		for (int k = 0; k < FS; k++) {
			switch (op) {
			case 0: case 1: rc[k] = jolt_mknod(fs[k], b, JOLT_S_IFREG | 0644, 0); break;
			case 2: rc[k] = jolt_mkdir(fs[k], b, 0755); break;
			case 3: rc[k] = jolt_unlink(fs[k], a); break;
			case 4: rc[k] = jolt_rmdir(fs[k], a); break;
			case 5: rc[k] = jolt_link(fs[k], a, b); break;
			default: {
				static const uint32_t fl[] = {0, 0, JOLT_RENAME_NOREPLACE, JOLT_RENAME_EXCHANGE};
				rc[k] = jolt_rename(fs[k], a, b, fl[i % 4]);
			}
			}
		}
		if (rc[0] != rc[1])
			fprintf(stderr, "op %d (%d) %s %s: %d against %d\n", i, op, a, b, rc[0], rc[1]);
		CHECK_EQ(rc[0], rc[1]);
		okn += !rc[0];
		/* both names as each filesystem sees them */
		for (int q = 0; q < 2; q++) {
			const char *p = q ? b : a;
			struct jolt_stat st[FS];
			for (int k = 0; k < FS; k++)
				rc[k] = jolt_lstat(fs[k], p, &st[k]);
			CHECK_EQ(rc[0], rc[1]);
			if (!rc[0])
				CHECK_EQ(st[0].ino, st[1].ino);
		}
		if (i % 1500 == 1499)
			for (int k = 0; k < FS; k++) {
				n_fsck(fs[k]);
				CHECK_EQ(jolt_sync(fs[k]), 0);
			}
	}
	struct jolt_fs_counters c;
	jolt_fs_counters(fs[0], &c);
	printf("  %d of %d calls succeeded; directory-entry cache %llu hits, %llu misses\n", okn, OPS,
	       (unsigned long long)c.dcache_hits, (unsigned long long)c.dcache_misses);
	CHECK(c.dcache_hits > 0 && c.dcache_misses > 0 && c.dcache_bytes > 8 << 10);
	printf("  it grew to %llu KiB\n", (unsigned long long)c.dcache_bytes >> 10);
	for (int k = 0; k < FS; k++)
		done(fs[k], dev[k]);
}

/* ---- threads ---- */

struct worker {
	struct jolt_fs *fs;
	int id, ops, errors;
};

/* Whether the commit thread has committed since the mount. */
static int committed(struct jolt_fs *fs)
{
	struct jolt_fs_counters c;
	jolt_fs_counters(fs, &c);
	return c.commits > 0;
}

static void *work(void *arg)
{
	struct worker *w = arg;
	char d[32], a[64], b[64];
	uint64_t s = (uint64_t)w->id * 7919;
	snprintf(d, sizeof(d), "/w%d", w->id);
	if (jolt_mkdir(w->fs, d, 0755))
		w->errors++;
	/* w->ops operations, and on until a commit ran beside them (on a fast
	 * machine they may all be done within one commit interval) */
	for (int i = 0; i < w->ops || (i % 64 || !committed(w->fs)); i++) {
		if (i == 100 * w->ops) {
			w->errors++;        /* no commit in all that time */
			break;
		}
		int k = (int)(n_rand(&s) % 20), op = (int)(n_rand(&s) % 5);
		snprintf(a, sizeof(a), "%s/f%d", d, k);
		snprintf(b, sizeof(b), "/w%d/f%d", (int)(n_rand(&s) % 4), k + 100);
		int rc;
		if (op == 0) {
			struct jolt_file *f;
			rc = jolt_open(w->fs, a, JOLT_O_CREAT | JOLT_O_RDWR, 0644, &f);
			if (!rc) {
				uint8_t buf[5000];
				memset(buf, k, sizeof(buf));
				if (jolt_pwrite(f, buf, sizeof(buf), n_rand(&s) % 9000) != 5000)
					w->errors++;
				jolt_close(f);
			}
		} else if (op == 1) {
			rc = jolt_unlink(w->fs, a);
		} else if (op == 2) {
			rc = jolt_rename(w->fs, a, b, 0);
		} else if (op == 3) {
			rc = jolt_setxattr(w->fs, a, "user.t", a, strlen(a), 0);
		} else {
			rc = jolt_link(w->fs, a, b);
		}
		if (rc && rc != -ENOENT && rc != -EEXIST)
			w->errors++;
	}
	return NULL;
}

static void threads(void)
{
	struct jolt_blk *dev = n_dev(128 << 20, 4096);
	n_mkfs(dev, 0, 0, 1);
	struct jolt_mount_opts o;
	jolt_mount_opts_default(&o);
	o.commit_interval_ms = 20;              /* the commit thread joins in */
	struct jolt_fs *fs = n_mount_opts(dev, &o);
	pthread_t th[4];
	struct worker w[4];
	for (int i = 0; i < 4; i++) {
		w[i] = (struct worker){fs, i, 400, 0};
		CHECK_EQ(pthread_create(&th[i], NULL, work, &w[i]), 0);
	}
	for (int i = 0; i < 4; i++) {
		CHECK_EQ(pthread_join(th[i], NULL), 0);
		CHECK_EQ(w[i].errors, 0);
	}
	struct jolt_fs_counters c;
	jolt_fs_counters(fs, &c);
	CHECK(c.commits > 0);
	fs = remount(fs, dev);
	done(fs, dev);
}


/* ---- the namespace fsck finds what is wrong ---- */

struct msgs {
	char text[8192];
	int n;
};

static void collect_msg(void *ctx, const char *msg)
{
	struct msgs *m = ctx;
	size_t l = strlen(m->text);
	snprintf(m->text + l, sizeof(m->text) - l, "%s\n", msg);
	m->n++;
}

/* Edits one item of the fs tree behind the namespace's back. */
static void poke(struct jolt_fs *fs, struct jolt_fs_key k, void (*edit)(uint8_t *, uint32_t *),
		 int del)
{
	struct jolt_trans t;
	uint8_t buf[4096] __attribute__((aligned(8)));
	uint32_t size;
	jolt_fs_lock(fs->info);
	CHECK_EQ(jolt_btree_lookup(fs->root, &k, buf, sizeof(buf), &size), 0);
	CHECK_EQ(jolt_trans_begin(fs->info, jolt_trans_blocks_for_items(fs->info, 2), 0, &t), 0);
	if (del) {
		CHECK_EQ(jolt_btree_delete(&t, fs->root, &k), 0);
	} else {
		edit(buf, &size);
		CHECK_EQ(jolt_btree_update(&t, fs->root, &k, buf, size), 0);
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
	jolt_fs_unlock(fs->info);
}

static void nlink_up(uint8_t *b, uint32_t *size)
{
	(void)size;
	((struct jolt_fs_inode_item *)b)->nlink++;
}

static void nlink_zero(uint8_t *b, uint32_t *size)
{
	(void)size;
	((struct jolt_fs_inode_item *)b)->nlink = 0;
}

static void size_up(uint8_t *b, uint32_t *size)
{
	(void)size;
	((struct jolt_fs_inode_item *)b)->size += 2;
}

static void drop_sf(uint8_t *b, uint32_t *size)
{
	struct jolt_fs_inode_item *i = (void *)b;
	*size = sizeof(*i);
	i->xattr_bytes = 0;
	i->xattr_count = 0;
}

static void pptr_gen(uint8_t *b, uint32_t *size)
{
	struct jolt_fs_inode_item *i = (void *)b;
	(void)size;
	/* the generation is the last 8 bytes of the one shortform entry */
	b[sizeof(*i) + i->xattr_bytes - 1] ^= 0x40;
}

static void nbytes_up(uint8_t *b, uint32_t *size)
{
	(void)size;
	((struct jolt_fs_inode_item *)b)->nbytes += 4096;
}

static void fsck_finds_damage(void)
{
	static const struct {
		const char *what;
		int key;                 /* 0 the file's inode, 1 the dir's, 2 a DIR_INDEX */
		void (*edit)(uint8_t *, uint32_t *);
		const char *words;
	} cases[] = {
		{"an entry without its index twin", 2, NULL, "not in DIR_INDEX"},
		{"a link count too high", 0, nlink_up, "nlink 2 but 1 directory entries"},
		{"a leaked inode", 0, nlink_zero, "leaked"},
		{"a directory's size", 1, size_up, "its names make"},
		{"a parent pointer gone", 0, drop_sf, "without its parent pointer"},
		{"a parent pointer's generation", 0, pptr_gen, "generation"},
		{"nbytes", 0, nbytes_up, "nbytes"},
	};
	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		struct jolt_blk *dev;
		struct jolt_fs *fs = fresh(&dev);
		CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
		uint8_t blk[5000];
		memset(blk, 1, sizeof(blk));
		n_put(fs, "/d/file", blk, sizeof(blk));
		n_fsck(fs);
		uint64_t f = ino_of(fs, "/d/file"), d = ino_of(fs, "/d");
		struct jolt_fs_key k = jolt_key(cases[c].key == 1 ? d : f, JOLT_KEY_INODE_ITEM, 0);
		if (cases[c].key == 2)
			k = jolt_key(d, JOLT_KEY_DIR_INDEX, 2);
		poke(fs, k, cases[c].edit, cases[c].edit == NULL);
		struct msgs m = {{0}, 0};
		struct jolt_check_result r;
		long n = jolt_check(fs, JOLT_CHECK_ALL, collect_msg, &m, &r);
		if (n <= 0 || !strstr(m.text, cases[c].words))
			fprintf(stderr, "%s: %ld problems:\n%s", cases[c].what, n, m.text);
		CHECK(n > 0);
		CHECK(r.ns_problems > 0);
		CHECK(strstr(m.text, cases[c].words));
		/* the same on the device once committed */
		CHECK_EQ(jolt_sync(fs), 0);
		CHECK_EQ(jolt_unmount(fs), 0);
		CHECK(jolt_check_dev(dev, JOLT_CHECK_NAMESPACE, NULL, NULL, &r) > 0);
		CHECK_EQ(r.tree_problems, 0);
		jolt_blk_close(dev);
	}
}


/* dump-tree's decoder shows the namespace's items in words */
static void dump_decodes(void)
{
	struct jolt_blk *dev;
	struct jolt_fs *fs = fresh(&dev);
	char *buf = NULL, want[128];
	size_t len = 0;
	CHECK_EQ(jolt_mkdir(fs, "/d", 0755), 0);
	n_put(fs, "/d/f", "abc", 3);
	CHECK_EQ(jolt_setxattr(fs, "/d/f", "user.k", "v", 1, 0), 0);
	uint64_t d = ino_of(fs, "/d"), f = ino_of(fs, "/d/f");
	struct jolt_stat st;
	CHECK_EQ(jolt_stat(fs, "/d", &st), 0);
	FILE *out = open_memstream(&buf, &len);
	CHECK_EQ(jolt_fs_dump(fs->info, JOLT_FS_FS_TREE_OBJECTID, out, jolt_ns_dump_item, NULL), 0);
	fclose(out);
	snprintf(want, sizeof(want), "location (%llu INODE_ITEM 0) type 1 transid",
		 (unsigned long long)f);
	CHECK(strstr(buf, want));
	CHECK(strstr(buf, "name 'f' index 2"));
	snprintf(want, sizeof(want), "sf xattr ns 5 name 'f' parent %llu gen %llu",
		 (unsigned long long)d, (unsigned long long)st.generation);
	CHECK(strstr(buf, want));
	CHECK(strstr(buf, "sf xattr ns 1 name 'k' value_len 1"));
	CHECK(strstr(buf, "mode 40755 nlink 3"));   /* the root, with /d */
	free(buf);
	done(fs, dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(smoke),
		TEST(mount_refuses_foreign_and_newer),
		TEST(mkfs_parent_switch),
		TEST(open_errors),
		TEST(mkdir_rmdir),
		TEST(link_unlink),
		TEST(symlinks),
		TEST(rename_cases),
		TEST(readdir_cookies),
		TEST(file_data),
		TEST(file_data_small_nodes),
		TEST(file_data_no_inline),
		TEST(inline_and_sparse),
		TEST(fallocate_cases),
		TEST(xattr_cases),
		TEST(xattr_forms_16k),
		TEST(xattr_forms_1k),
		TEST(parent_pointers),
		TEST(attributes),
		TEST(lookups_and_orphans),
		TEST(orphan_after_crash),
		TEST(erofs_after_io_error),
		TEST(read_only_mount),
		TEST(enospc_then_usable),
		TEST(hash_collisions),
		TEST(dcache_sizes_agree),
		TEST(tree_log_notes_bounded),
		TEST(threads),
		TEST(fsck_finds_damage),
		TEST(dump_decodes),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
