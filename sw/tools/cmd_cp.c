/* jolt cp: copies files and trees into, out of, and between jolt
 * filesystem images (IMAGE:/path on either side, a host path on the other
 * or none), keeping what `cp -a` keeps: modes, owners, atime and mtime,
 * symlinks, device nodes and FIFOs, hard links within the copy, xattrs;
 * files are written sparse (holes, and blocks of zeros, are not written:
 * `cp --sparse=always`).
 *
 * One copy loop over two "sides" with the same operations: the host (the
 * syscalls, never following a final symlink) and a mounted image (the
 * path API of jolt/fs.h; xattrs by inode, so a symlink's own). A directory
 * is listed whole before its entries are copied, and gets its mode and
 * times after them (its mtime is the source's, not the copy's). Errors on
 * one file are reported and the copy goes on (exit 1 at the end), except
 * those that stop everything: no space, a read-only or failed filesystem.
 * The image is unmounted (committed) at the end either way, so an
 * interrupted copy leaves a consistent filesystem with what was copied. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/fs.h"

static void cp_help(FILE *to)
{
	fprintf(to,
		"usage: jolt cp [options] SRC DST\n"
		"Copies SRC to DST, either (or both) of them IMAGE:/path in a jolt filesystem\n"
		"image, the other a host path. As cp: when DST is an existing directory the copy\n"
		"goes inside it under SRC's name; a directory SRC needs -r; SRC IMAGE:/ copies\n"
		"the root's contents. Kept: modes, owners, atime and mtime, symlinks, device\n"
		"nodes, FIFOs, hard links within the copy, xattrs; files are written sparse\n"
		"(holes and zero blocks are not written). The image is committed at the end.\n\n"
		"  -r, -R, --recursive      copy directories and everything in them\n"
		"  -v, --verbose            print each path copied\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

enum { CP_CHUNK = 1 << 20, CP_ZERO_BLOCK = 4096 };

struct cstat {
	uint64_t ino, size, rdev;
	uint32_t mode, nlink, uid, gid;
	int64_t atime_sec, atime_nsec, mtime_sec, mtime_nsec;
};

/* One side of the copy: the host (fs NULL) or a mounted image. */
struct side {
	struct jolt_fs *fs;
	struct jolt_tool_dev dev;
	char *image;
	int opened;
};

static int is_dir(uint32_t m) { return (m & JOLT_S_IFMT) == JOLT_S_IFDIR; }
static int is_reg(uint32_t m) { return (m & JOLT_S_IFMT) == JOLT_S_IFREG; }
static int is_lnk(uint32_t m) { return (m & JOLT_S_IFMT) == JOLT_S_IFLNK; }

static int s_lstat(struct side *s, const char *path, struct cstat *c)
{
	memset(c, 0, sizeof(*c));
	if (s->fs) {
		struct jolt_stat st;
		int rc = jolt_lstat(s->fs, path, &st);
		if (rc)
			return rc;
		c->ino = st.ino; c->size = st.size; c->rdev = st.rdev; c->mode = st.mode;
		c->nlink = st.nlink; c->uid = st.uid; c->gid = st.gid;
		c->atime_sec = st.atime.sec; c->atime_nsec = st.atime.nsec;
		c->mtime_sec = st.mtime.sec; c->mtime_nsec = st.mtime.nsec;
		return 0;
	}
	struct stat st;
	if (lstat(path, &st))
		return -errno;
	c->ino = st.st_ino; c->size = (uint64_t)st.st_size; c->rdev = st.st_rdev;
	c->mode = st.st_mode; c->nlink = (uint32_t)st.st_nlink; c->uid = st.st_uid;
	c->gid = st.st_gid;
	c->atime_sec = st.st_atim.tv_sec; c->atime_nsec = st.st_atim.tv_nsec;
	c->mtime_sec = st.st_mtim.tv_sec; c->mtime_nsec = st.st_mtim.tv_nsec;
	return 0;
}

static int s_mkdir(struct side *s, const char *path, uint32_t mode)
{
	if (s->fs)
		return jolt_mkdir(s->fs, path, mode);
	return mkdir(path, mode) ? -errno : 0;
}

static int s_unlink(struct side *s, const char *path)
{
	if (s->fs)
		return jolt_unlink(s->fs, path);
	return unlink(path) ? -errno : 0;
}

static int s_symlink(struct side *s, const char *target, const char *path)
{
	if (s->fs)
		return jolt_symlink(s->fs, target, path);
	return symlink(target, path) ? -errno : 0;
}

static int64_t s_readlink(struct side *s, const char *path, char *buf, size_t len)
{
	if (s->fs)
		return jolt_readlink(s->fs, path, buf, len);
	ssize_t n = readlink(path, buf, len);
	return n < 0 ? -errno : n;
}

static int s_link(struct side *s, const char *old, const char *new)
{
	if (s->fs)
		return jolt_link(s->fs, old, new);
	return link(old, new) ? -errno : 0;
}

static int s_mknod(struct side *s, const char *path, uint32_t mode, uint64_t rdev)
{
	if (s->fs)
		return jolt_mknod(s->fs, path, mode, rdev);
	return mknod(path, mode, (dev_t)rdev) ? -errno : 0;
}

/* An open file: a jolt_file or a host descriptor. */
struct sfile {
	struct jolt_file *f;
	int fd;
};

static int s_open(struct side *s, const char *path, int write, struct sfile *f)
{
	f->f = NULL;
	f->fd = -1;
	if (s->fs)
		return jolt_open(s->fs, path, write ? JOLT_O_WRONLY | JOLT_O_CREAT | JOLT_O_TRUNC |
				 JOLT_O_NOFOLLOW : JOLT_O_RDONLY | JOLT_O_NOFOLLOW, 0600, &f->f);
	f->fd = open(path, write ? O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC
				 : O_RDONLY | O_NOFOLLOW | O_CLOEXEC, 0600);
	return f->fd < 0 ? -errno : 0;
}

static int64_t s_pread(struct sfile *f, void *buf, size_t len, uint64_t off)
{
	if (f->f)
		return jolt_pread(f->f, buf, len, off);
	ssize_t n;
	do
		n = pread(f->fd, buf, len, (off_t)off);
	while (n < 0 && errno == EINTR);
	return n < 0 ? -errno : n;
}

static int s_pwrite(struct sfile *f, const uint8_t *buf, size_t len, uint64_t off)
{
	while (len) {
		int64_t n;
		if (f->f) {
			n = jolt_pwrite(f->f, buf, len, off);
		} else {
			n = pwrite(f->fd, buf, len, (off_t)off);
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0)
				n = -errno;
		}
		if (n < 0)
			return (int)n;
		if (n == 0)
			return -EIO;
		buf += n;
		len -= (size_t)n;
		off += (uint64_t)n;
	}
	return 0;
}

static int s_ftruncate(struct sfile *f, uint64_t size)
{
	if (f->f)
		return jolt_ftruncate(f->f, size);
	return ftruncate(f->fd, (off_t)size) ? -errno : 0;
}

/* The next data at or after off (host: SEEK_DATA; an image: everything is
 * data, its zero blocks are skipped by the copy). 0 and *start, or 1 at
 * the end. */
static int s_next_data(struct sfile *f, uint64_t off, uint64_t size, uint64_t *start)
{
	if (off >= size)
		return 1;
	if (f->f) {
		*start = off;
		return 0;
	}
	off_t d = lseek(f->fd, (off_t)off, SEEK_DATA);
	if (d < 0)
		return errno == ENXIO ? 1 : (*start = off, 0);
	*start = (uint64_t)d;
	return *start >= size;
}

static int s_close(struct sfile *f)
{
	int rc = 0;
	if (f->f)
		rc = jolt_close(f->f);
	else if (f->fd >= 0 && close(f->fd))
		rc = -errno;
	f->f = NULL;
	f->fd = -1;
	return rc;
}

/* xattrs of the object itself (never a symlink's target) */
static int s_ino(struct side *s, const char *path, uint64_t *ino)
{
	return jolt_path_ino(s->fs, path, 0, ino);
}

static int64_t s_listxattr(struct side *s, const char *path, char *buf, size_t size)
{
	if (s->fs) {
		uint64_t ino;
		int rc = s_ino(s, path, &ino);
		return rc ? rc : jolt_ll_listxattr(s->fs, ino, buf, size);
	}
	ssize_t n = llistxattr(path, buf, size);
	return n < 0 ? -errno : n;
}

static int64_t s_getxattr(struct side *s, const char *path, const char *name, void *buf,
			  size_t size)
{
	if (s->fs) {
		uint64_t ino;
		int rc = s_ino(s, path, &ino);
		return rc ? rc : jolt_ll_getxattr(s->fs, ino, name, buf, size);
	}
	ssize_t n = lgetxattr(path, name, buf, size);
	return n < 0 ? -errno : n;
}

static int s_setxattr(struct side *s, const char *path, const char *name, const void *val,
		      size_t size)
{
	if (s->fs) {
		uint64_t ino;
		int rc = s_ino(s, path, &ino);
		return rc ? rc : jolt_ll_setxattr(s->fs, ino, name, val, size, 0);
	}
	return lsetxattr(path, name, val, size, 0) ? -errno : 0;
}

static int s_chown(struct side *s, const char *path, uint32_t uid, uint32_t gid)
{
	if (s->fs)
		return jolt_chown(s->fs, path, uid, gid, JOLT_AT_SYMLINK_NOFOLLOW);
	return lchown(path, uid, gid) ? -errno : 0;
}

static int s_chmod(struct side *s, const char *path, uint32_t mode)
{
	if (s->fs)
		return jolt_chmod(s->fs, path, mode & JOLT_S_IPERM);
	return chmod(path, mode & 07777) ? -errno : 0;
}

static int s_utimens(struct side *s, const char *path, const struct cstat *c)
{
	if (s->fs) {
		struct jolt_timespec t[2] = { { c->atime_sec, c->atime_nsec },
					      { c->mtime_sec, c->mtime_nsec } };
		return jolt_utimens(s->fs, path, t, JOLT_AT_SYMLINK_NOFOLLOW);
	}
	struct timespec t[2] = { { c->atime_sec, c->atime_nsec }, { c->mtime_sec, c->mtime_nsec } };
	return utimensat(AT_FDCWD, path, t, AT_SYMLINK_NOFOLLOW) ? -errno : 0;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names in a directory (without . and ..), malloc'ed, in name order
 * (so that a copy is the same whatever order the source lists them in). */
static int s_list(struct side *s, const char *path, char ***out, size_t *count)
{
	char **v = NULL;
	size_t n = 0, cap = 0;
	int rc = 0;

	if (s->fs) {
		struct jolt_dirent ents[32];
		uint64_t cookie = 0;
		int64_t got;
		while ((got = jolt_readdir(s->fs, path, cookie, ents, 32)) > 0) {
			for (int64_t i = 0; i < got && !rc; i++) {
				cookie = ents[i].next;
				if (!strcmp(ents[i].name, ".") || !strcmp(ents[i].name, ".."))
					continue;
				if (n + 1 >= cap) {
					size_t nc = cap ? cap * 2 : 32;
					char **q = realloc(v, nc * sizeof(*q));
					if (!q) {
						rc = -ENOMEM;
						break;
					}
					v = q;
					cap = nc;
				}
				if (!(v[n] = strdup(ents[i].name)))
					rc = -ENOMEM;
				else
					n++;
			}
			if (rc)
				break;
		}
		if (got < 0 && !rc)
			rc = (int)got;
	} else {
		DIR *d = opendir(path);
		struct dirent *e;
		if (!d)
			return -errno;
		while (!rc && (e = readdir(d))) {
			if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
				continue;
			if (n + 1 >= cap) {
				size_t nc = cap ? cap * 2 : 32;
				char **q = realloc(v, nc * sizeof(*q));
				if (!q) {
					rc = -ENOMEM;
					break;
				}
				v = q;
				cap = nc;
			}
			if (!(v[n] = strdup(e->d_name)))
				rc = -ENOMEM;
			else
				n++;
		}
		closedir(d);
	}
	if (rc) {
		for (size_t i = 0; i < n; i++)
			free(v[i]);
		free(v);
		return rc;
	}
	if (n)
		qsort(v, n, sizeof(*v), cmp_names);
	*out = v;
	*count = n;
	return 0;
}

/* ---- the copy ---- */

struct hlink {
	uint64_t ino;
	char *dst;
};

struct cp {
	struct side *src, *dst;
	int recursive, verbose;
	int errors;
	int fatal;                   /* an error that stops the copy */
	struct hlink *links;
	size_t nlinks, caplinks;
	uint8_t *buf;
};

static int fail(struct cp *cp, const struct side *s, const char *path, const char *what, int err)
{
	if (s->fs)
		fprintf(stderr, "jolt cp: %s:%s: %s: %s\n", s->image, path, what, strerror(-err));
	else
		fprintf(stderr, "jolt cp: %s: %s: %s\n", path, what, strerror(-err));
	cp->errors++;
	if (err == -ENOSPC || err == -EROFS || err == -EIO || err == -ENOMEM || err == -EDQUOT)
		cp->fatal = err;
	return err;
}

static int copy_xattrs(struct cp *cp, const char *src, const char *dst)
{
	int64_t n = s_listxattr(cp->src, src, NULL, 0);
	if (n == -EOPNOTSUPP || n == 0)
		return 0;
	if (n < 0)
		return fail(cp, cp->src, src, "listing xattrs", (int)n);
	char *names = malloc((size_t)n + 1);
	uint8_t *val = malloc(JOLT_XATTR_SIZE_MAX);
	int rc = 0;
	if (!names || !val) {
		free(names);
		free(val);
		return fail(cp, cp->src, src, "listing xattrs", -ENOMEM);
	}
	n = s_listxattr(cp->src, src, names, (size_t)n);
	for (int64_t off = 0; n > 0 && off < n; off += (int64_t)strlen(names + off) + 1) {
		const char *name = names + off;
		int64_t v = s_getxattr(cp->src, src, name, val, JOLT_XATTR_SIZE_MAX);
		if (v < 0) {
			rc = fail(cp, cp->src, src, name, (int)v);
			continue;
		}
		int e = s_setxattr(cp->dst, dst, name, val, (size_t)v);
		if (e) {
			char what[300];
			snprintf(what, sizeof(what), "setting xattr %s", name);
			rc = fail(cp, cp->dst, dst, what, e);
			if (cp->fatal)
				break;
		}
	}
	free(names);
	free(val);
	return rc;
}

/* Owner, mode (not on symlinks), xattrs, times: after the contents. */
static void copy_attrs(struct cp *cp, const char *src, const char *dst, const struct cstat *st)
{
	int rc = s_chown(cp->dst, dst, st->uid, st->gid);
	if (rc && !(rc == -EPERM && !cp->dst->fs && geteuid()))
		fail(cp, cp->dst, dst, "chown", rc);
	if (!cp->fatal && !is_lnk(st->mode) && (rc = s_chmod(cp->dst, dst, st->mode)))
		fail(cp, cp->dst, dst, "chmod", rc);
	if (!cp->fatal)
		copy_xattrs(cp, src, dst);
	if (!cp->fatal && (rc = s_utimens(cp->dst, dst, st)))
		fail(cp, cp->dst, dst, "setting times", rc);
}

static int all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

static int copy_data(struct cp *cp, const char *src, const char *dst, const struct cstat *st)
{
	struct sfile in, out;
	int rc = s_open(cp->src, src, 0, &in);
	if (rc)
		return fail(cp, cp->src, src, "open", rc);
	rc = s_open(cp->dst, dst, 1, &out);
	if (rc) {
		s_close(&in);
		return fail(cp, cp->dst, dst, "create", rc);
	}
	uint64_t off = 0, start;
	while (!rc && s_next_data(&in, off, st->size, &start) == 0) {
		uint64_t want = st->size - start < CP_CHUNK ? st->size - start : CP_CHUNK;
		int64_t got = s_pread(&in, cp->buf, (size_t)want, start);
		if (got < 0) {
			rc = fail(cp, cp->src, src, "read", (int)got);
			break;
		}
		if (got == 0)
			break;        /* shrank under us */
		/* runs of non-zero blocks, each in one write (one extent) */
		for (int64_t b = 0; b < got && !rc;) {
			int64_t e = b;
			while (e < got && !all_zero(cp->buf + e, (size_t)(got - e < CP_ZERO_BLOCK ?
									 got - e : CP_ZERO_BLOCK)))
				e += CP_ZERO_BLOCK;
			if (e > got)
				e = got;
			if (e > b)
				rc = s_pwrite(&out, cp->buf + b, (size_t)(e - b), start + (uint64_t)b);
			b = e + CP_ZERO_BLOCK;
		}
		if (rc)
			fail(cp, cp->dst, dst, "write", rc);
		off = start + (uint64_t)got;
	}
	if (!rc && (rc = s_ftruncate(&out, st->size)))
		fail(cp, cp->dst, dst, "truncate", rc);
	int e = s_close(&out);
	if (e && !rc)
		rc = fail(cp, cp->dst, dst, "close", e);
	s_close(&in);
	return rc;
}

/* dst does not exist or may be replaced (a non-directory). */
static int make_room(struct cp *cp, const char *dst, const struct cstat *src_st)
{
	struct cstat d;
	if (s_lstat(cp->dst, dst, &d))
		return 0;
	if (is_dir(d.mode) && is_dir(src_st->mode))
		return 1;     /* merge into it */
	if (is_dir(d.mode))
		return fail(cp, cp->dst, dst, "cannot overwrite a directory with a non-directory",
			    -EISDIR);
	if (is_dir(src_st->mode))
		return fail(cp, cp->dst, dst, "cannot overwrite a non-directory with a directory",
			    -ENOTDIR);
	if (is_reg(d.mode) && is_reg(src_st->mode) && d.nlink == 1)
		return 0;     /* truncated by the open */
	int rc = s_unlink(cp->dst, dst);
	return rc ? fail(cp, cp->dst, dst, "removing the old file", rc) : 0;
}

static int copy_one(struct cp *cp, const char *src, const char *dst);

static int copy_dir(struct cp *cp, const char *src, const char *dst, const struct cstat *st,
		    int exists)
{
	int rc = 0;
	if (!exists && (rc = s_mkdir(cp->dst, dst, (st->mode & 0777) | 0700)))
		return fail(cp, cp->dst, dst, "mkdir", rc);
	char **names;
	size_t n;
	rc = s_list(cp->src, src, &names, &n);
	if (rc)
		return fail(cp, cp->src, src, "reading the directory", rc);
	for (size_t i = 0; i < n; i++) {
		if (!cp->fatal) {
			char *s = jolt_tool_path_join(src, names[i]), *d = jolt_tool_path_join(dst, names[i]);
			if (s && d)
				copy_one(cp, s, d);
			else
				fail(cp, cp->src, src, "copying", -ENOMEM);
			free(s);
			free(d);
		}
		free(names[i]);
	}
	free(names);
	if (!cp->fatal)
		copy_attrs(cp, src, dst, st);
	return 0;
}

static int copy_one(struct cp *cp, const char *src, const char *dst)
{
	struct cstat st;
	int rc = s_lstat(cp->src, src, &st);
	if (rc)
		return fail(cp, cp->src, src, "stat", rc);
	if (is_dir(st.mode) && !cp->recursive) {
		fprintf(stderr, "jolt cp: -r not given; omitting directory '%s'\n", src);
		cp->errors++;
		return -EISDIR;
	}
	int exists = make_room(cp, dst, &st);
	if (exists < 0)
		return exists;
	if (cp->verbose)
		printf("%s%s%s -> %s%s%s\n", cp->src->fs ? cp->src->image : "", cp->src->fs ? ":" : "",
		       src, cp->dst->fs ? cp->dst->image : "", cp->dst->fs ? ":" : "", dst);
	if (is_dir(st.mode))
		return copy_dir(cp, src, dst, &st, exists);

	/* a hard link to something already copied */
	if (st.nlink > 1) {
		for (size_t i = 0; i < cp->nlinks; i++) {
			if (cp->links[i].ino != st.ino)
				continue;
			rc = s_link(cp->dst, cp->links[i].dst, dst);
			return rc ? fail(cp, cp->dst, dst, "link", rc) : 0;
		}
	}
	if (is_reg(st.mode)) {
		rc = copy_data(cp, src, dst, &st);
	} else if (is_lnk(st.mode)) {
		char target[JOLT_PATH_MAX];
		int64_t n = s_readlink(cp->src, src, target, sizeof(target) - 1);
		if (n < 0)
			return fail(cp, cp->src, src, "readlink", (int)n);
		target[n] = '\0';
		if ((rc = s_symlink(cp->dst, target, dst)))
			fail(cp, cp->dst, dst, "symlink", rc);
	} else {
		if ((rc = s_mknod(cp->dst, dst, st.mode, st.rdev)))
			fail(cp, cp->dst, dst, "mknod", rc);
	}
	if (rc)
		return rc;
	if (st.nlink > 1) {
		if (cp->nlinks == cp->caplinks) {
			size_t nc = cp->caplinks ? cp->caplinks * 2 : 64;
			struct hlink *q = realloc(cp->links, nc * sizeof(*q));
			if (!q)
				return fail(cp, cp->src, src, "remembering a hard link", -ENOMEM);
			cp->links = q;
			cp->caplinks = nc;
		}
		cp->links[cp->nlinks].ino = st.ino;
		if ((cp->links[cp->nlinks].dst = strdup(dst)))
			cp->nlinks++;
	}
	copy_attrs(cp, src, dst, &st);
	return 0;
}

/* ---- operands ---- */

static int side_open(struct jolt_tool_cmd *cmd, struct side *s, const char *backend,
		     const char *config, int rdonly)
{
	int rc = jolt_tool_dev_open(cmd, backend, config, s->image, 0,
				    rdonly ? JOLT_TOOL_DEV_RDONLY : 0, &s->dev);
	if (!rc && (rc = jolt_tool_mount(cmd, &s->dev, rdonly ? JOLT_MOUNT_RDONLY : 0, 0, &s->fs)))
		jolt_tool_dev_close(cmd, &s->dev);
	s->opened = !rc;
	return rc;
}

static int side_close(struct jolt_tool_cmd *cmd, struct side *s)
{
	int rc = 0;
	if (!s->opened)
		return 0;
	if (s->fs) {
		rc = jolt_unmount(s->fs);
		if (rc)
			fprintf(stderr, "jolt cp: %s: unmount: %s\n", s->image, strerror(-rc));
	}
	if (jolt_tool_dev_close(cmd, &s->dev))
		rc = -EIO;
	s->opened = 0;
	return rc;
}

static const char *base_name(const char *path)
{
	size_t n = strlen(path);
	while (n > 1 && path[n - 1] == '/')
		n--;
	const char *b = path + n;
	while (b > path && b[-1] != '/')
		b--;
	return b;
}

int cmd_cp(int argc, char **argv)
{
	enum { O_BACKEND = 256 };
	static const struct option opts[] = {
		{"recursive", no_argument, 0, 'r'}, {"verbose", no_argument, 0, 'v'},
		{"backend", required_argument, 0, O_BACKEND}, {"config", required_argument, 0, 'c'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "cp", .help = cp_help };
	const char *backend = "uring", *config = NULL;
	struct cp cp = {0};
	int c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "rRvc:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'r': case 'R': cp.recursive = 1; break;
		case 'v': cp.verbose = 1; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 2, "SRC DST"))
		return JOLT_EXIT_ERROR;

	struct side src = {0}, dst = {0};
	const char *spath = argv[optind], *dpath = argv[optind + 1];
	if (jolt_tool_image_path(argv[optind], &src.image, &spath) < 0 ||
	    jolt_tool_image_path(argv[optind + 1], &dst.image, &dpath) < 0)
		return JOLT_EXIT_ERROR;
	int rc = 0, same = src.image && dst.image && !strcmp(src.image, dst.image);
	if (!src.image && !dst.image) {
		rc = jolt_tool_usage(&cmd, "neither '%s' nor '%s' is IMAGE:/path", spath, dpath);
		goto out;
	}
	if (src.image && side_open(&cmd, &src, backend, config, !same)) {
		rc = JOLT_EXIT_ERROR;
		goto out;
	}
	if (same) {
		dst.fs = src.fs;
	} else if (dst.image && side_open(&cmd, &dst, backend, config, 0)) {
		rc = JOLT_EXIT_ERROR;
		goto out;
	}
	cp.src = &src;
	cp.dst = &dst;
	cp.buf = malloc(CP_CHUNK);
	if (!cp.buf) {
		rc = JOLT_EXIT_ERROR;
		goto out;
	}

	/* where the copy goes: inside DST when it is a directory (as cp) */
	struct cstat dst_st, src_st;
	char *target = NULL;
	const char *bn = base_name(spath);
	int serr = s_lstat(&src, spath, &src_st);
	if (serr) {
		fail(&cp, &src, spath, "stat", serr);
	} else if (!s_lstat(&dst, dpath, &dst_st) && is_dir(dst_st.mode) && *bn && strcmp(bn, "/")) {
		target = jolt_tool_path_join(dpath, bn);
	} else {
		target = strdup(dpath);
	}
	if (target) {
		size_t sl = strlen(spath);
		while (sl && spath[sl - 1] == '/')
			sl--;   /* "/a/" is "/a"; the root, "/", holds every path */
		if ((same || (!src.fs && !dst.fs)) && is_dir(src_st.mode) &&
		    !strncmp(target, spath, sl) && (target[sl] == '/' || !target[sl])) {
			fprintf(stderr, "jolt cp: cannot copy a directory, '%s', into itself, '%s'\n",
				spath, target);
			cp.errors++;
		} else if (!*bn || !strcmp(bn, "/")) {
			/* the root: its contents into DST */
			if (!cp.recursive) {
				fprintf(stderr, "jolt cp: -r not given; omitting directory '%s'\n", spath);
				cp.errors++;
			} else {
				int exists = make_room(&cp, target, &src_st);
				if (exists >= 0)
					copy_dir(&cp, spath, target, &src_st, exists);
			}
		} else {
			copy_one(&cp, spath, target);
		}
	}
	free(target);
	if (cp.fatal)
		fprintf(stderr, "jolt cp: stopped: %s (what was copied is kept; the image is "
			"consistent)\n", strerror(-cp.fatal));
out:
	if (same)
		dst.fs = NULL;
	if (side_close(&cmd, &dst))
		cp.errors++;
	if (side_close(&cmd, &src))
		cp.errors++;
	for (size_t i = 0; i < cp.nlinks; i++)
		free(cp.links[i].dst);
	free(cp.links);
	free(cp.buf);
	free(src.image);
	free(dst.image);
	if (rc)
		return rc;
	return cp.errors ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
