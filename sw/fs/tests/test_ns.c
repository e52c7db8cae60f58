/* The namespace API (fs.h), call by call: what each does, and each error
 * case Linux defines for it, on the mem backend; fsck clean after each. */
#include "ctree.h"
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
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
