/* The FUSE low-level operations of a jolt mount: each request is one call
 * of the inode-level API (jolt_ll_*, sw/include/jolt/fs.h), from one of
 * libfuse's request threads: lookups, getattr, readdir, reads run at once,
 * changes one at a time (the tree lock, sw/fs/README.md "Locking").
 *
 * Invariants this file keeps:
 *  - Node ids: FUSE's root is node 1, jolt's root is inode 256; every other
 *    node id is the jolt inode number itself (jolt never reuses one). The
 *    mapping is applied to every node id going in and every entry going
 *    out; st_ino stays jolt's number, so stat(1) shows the image's.
 *  - Lookup counts: the kernel holds one reference per entry it was given
 *    (reply_entry, reply_create, and each readdirplus entry other than "."
 *    and ".."), and gives them back with forget. jolt counts the same
 *    references (jolt_ll_lookup, _mknod, _mkdir, _symlink, _link, _create
 *    each add one; jolt_ll_forget takes them back), so an unlinked inode
 *    lives exactly as long as the kernel can still name it. Where an entry
 *    was counted but cannot be handed to the kernel (a reply that failed,
 *    a readdirplus buffer that filled), it is forgotten here at once.
 *  - File handles: fi->fh is the jolt_file of open/create, closed at
 *    release; directories need none (the kernel's reference keeps them).
 *    Files are opened noflush: close sends no FLUSH (jolt has nothing to
 *    flush at a close; POSIX locks are the kernel's), only the RELEASE.
 *  - Permissions are checked by the kernel (default_permissions): jolt
 *    acts as root, with the caller's uid and gid for what it creates.
 *  - Parent pointers are shown read-only as two xattrs in the "jolt."
 *    namespace (jolt.parents, jolt.paths: docs/mount.md), never listed, so
 *    that tools copying xattrs (cp -a, rsync -X, tar --xattrs) see only
 *    the user's own; and the root's jolt.counters, the filesystem's
 *    counters. POSIX ACL xattrs are refused (jolt has no ACLs). */
#define FUSE_USE_VERSION 312
#include <errno.h>
#include <fuse_lowlevel.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include "jolt/fs.h"
#include "jolt_fuse.h"

struct jolt_fuse {
	struct jolt_fs *fs;
	struct fuse_session *se;
	struct jolt_fuse_opts o;
	double timeout;          /* entry and attribute validity, seconds */
	int mounted;
	int signals;
};

static struct jolt_fuse *jf_of(fuse_req_t req)
{
	return fuse_req_userdata(req);
}

static uint64_t to_jolt(fuse_ino_t ino)
{
	return ino == FUSE_ROOT_ID ? JOLT_ROOT_INO : (uint64_t)ino;
}

static fuse_ino_t to_fuse(uint64_t ino)
{
	return ino == JOLT_ROOT_INO ? FUSE_ROOT_ID : (fuse_ino_t)ino;
}

static void to_stat(const struct jolt_stat *js, struct stat *st)
{
	memset(st, 0, sizeof(*st));
	st->st_ino = (ino_t)js->ino;
	st->st_mode = js->mode;
	st->st_nlink = js->nlink;
	st->st_uid = js->uid;
	st->st_gid = js->gid;
	st->st_rdev = (dev_t)js->rdev;
	st->st_size = (off_t)js->size;
	st->st_blocks = (blkcnt_t)js->blocks;
	st->st_blksize = js->blksize;
	st->st_atim.tv_sec = js->atime.sec;
	st->st_atim.tv_nsec = js->atime.nsec;
	st->st_mtim.tv_sec = js->mtime.sec;
	st->st_mtim.tv_nsec = js->mtime.nsec;
	st->st_ctim.tv_sec = js->ctime.sec;
	st->st_ctim.tv_nsec = js->ctime.nsec;
}

static void to_entry(const struct jolt_fuse *jf, const struct jolt_stat *js,
		     struct fuse_entry_param *e)
{
	memset(e, 0, sizeof(*e));
	e->ino = to_fuse(js->ino);
	e->generation = js->generation;
	e->attr_timeout = jf->timeout;
	e->entry_timeout = jf->timeout;
	to_stat(js, &e->attr);
}

/* Replies with an entry jolt has counted; if the reply cannot reach the
 * kernel (the request was interrupted), the reference goes back. */
static void reply_entry(fuse_req_t req, const struct jolt_stat *js)
{
	struct jolt_fuse *jf = jf_of(req);
	struct fuse_entry_param e;

	to_entry(jf, js, &e);
	if (fuse_reply_entry(req, &e) != 0)
		jolt_ll_forget(jf->fs, js->ino, 1);
}

static void reply_rc(fuse_req_t req, int64_t rc)
{
	fuse_reply_err(req, rc < 0 ? (int)-rc : 0);
}

static const struct jolt_cred *req_cred(fuse_req_t req, struct jolt_cred *c)
{
	const struct fuse_ctx *ctx = fuse_req_ctx(req);

	c->uid = ctx->uid;
	c->gid = ctx->gid;
	return c;
}

/* ---- the session ---- */

static void op_init(void *userdata, struct fuse_conn_info *conn)
{
	struct jolt_fuse *jf = userdata;

	/* the kernel, not jolt, applies O_APPEND positions in writeback mode;
	 * jolt's writes are synchronous, so no writeback cache */
	conn->want &= ~(unsigned)FUSE_CAP_WRITEBACK_CACHE;
	if (conn->capable & FUSE_CAP_PARALLEL_DIROPS)
		conn->want |= FUSE_CAP_PARALLEL_DIROPS;
	if (jf->o.cache == JOLT_FUSE_CACHE_ALWAYS && (conn->capable & FUSE_CAP_CACHE_SYMLINKS))
		conn->want |= FUSE_CAP_CACHE_SYMLINKS;
	/* bigger requests: fewer crossings for large reads and writes */
	if (conn->max_write < 1u << 20)
		conn->max_write = 1u << 20;
	conn->max_readahead = 1u << 20;
}

/* ---- names ---- */

static void op_lookup(fuse_req_t req, fuse_ino_t parent, const char *name)
{
	struct jolt_fuse *jf = jf_of(req);
	struct jolt_stat js;
	int rc = jolt_ll_lookup(jf->fs, to_jolt(parent), name, &js);

	if (rc == -ENOENT && jf->timeout > 0) {
		struct fuse_entry_param e;

		memset(&e, 0, sizeof(e));  /* a negative entry the kernel may cache */
		e.entry_timeout = jf->timeout;
		fuse_reply_entry(req, &e);
		return;
	}
	if (rc)
		reply_rc(req, rc);
	else
		reply_entry(req, &js);
}

static void op_forget(fuse_req_t req, fuse_ino_t ino, uint64_t nlookup)
{
	jolt_ll_forget(jf_of(req)->fs, to_jolt(ino), nlookup);
	fuse_reply_none(req);
}

static void op_forget_multi(fuse_req_t req, size_t count, struct fuse_forget_data *forgets)
{
	struct jolt_fuse *jf = jf_of(req);

	for (size_t i = 0; i < count; i++)
		jolt_ll_forget(jf->fs, to_jolt(forgets[i].ino), forgets[i].nlookup);
	fuse_reply_none(req);
}

static void op_getattr(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	struct jolt_fuse *jf = jf_of(req);
	struct jolt_stat js;
	struct stat st;
	int rc = jolt_ll_getattr(jf->fs, to_jolt(ino), &js);

	(void)fi;
	if (rc)
		return reply_rc(req, rc);
	to_stat(&js, &st);
	fuse_reply_attr(req, &st, jf->timeout);
}

static void op_setattr(fuse_req_t req, fuse_ino_t ino, struct stat *attr, int to_set,
		       struct fuse_file_info *fi)
{
	static const uint32_t known = JOLT_SET_MODE | JOLT_SET_UID | JOLT_SET_GID |
				      JOLT_SET_SIZE | JOLT_SET_ATIME | JOLT_SET_MTIME |
				      JOLT_SET_ATIME_NOW | JOLT_SET_MTIME_NOW | JOLT_SET_CTIME;
	struct jolt_fuse *jf = jf_of(req);
	struct jolt_stat in, js;
	struct stat st;
	int rc;

	(void)fi;
	memset(&in, 0, sizeof(in));
	in.mode = attr->st_mode;
	in.uid = attr->st_uid;
	in.gid = attr->st_gid;
	in.size = (uint64_t)attr->st_size;
	in.atime.sec = attr->st_atim.tv_sec;
	in.atime.nsec = attr->st_atim.tv_nsec;
	in.mtime.sec = attr->st_mtim.tv_sec;
	in.mtime.nsec = attr->st_mtim.tv_nsec;
	in.ctime.sec = attr->st_ctim.tv_sec;
	in.ctime.nsec = attr->st_ctim.tv_nsec;
	rc = jolt_ll_setattr(jf->fs, to_jolt(ino), &in, (uint32_t)to_set & known, &js);
	if (rc)
		return reply_rc(req, rc);
	to_stat(&js, &st);
	fuse_reply_attr(req, &st, jf->timeout);
}

static void op_readlink(fuse_req_t req, fuse_ino_t ino)
{
	char buf[JOLT_PATH_MAX + 1];
	int64_t n = jolt_ll_readlink(jf_of(req)->fs, to_jolt(ino), buf, JOLT_PATH_MAX);

	if (n < 0)
		return reply_rc(req, n);
	buf[n] = '\0';
	fuse_reply_readlink(req, buf);
}

static void op_mknod(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode,
		     dev_t rdev)
{
	struct jolt_cred c;
	struct jolt_stat js;
	int rc = jolt_ll_mknod(jf_of(req)->fs, to_jolt(parent), name, mode, rdev,
			       req_cred(req, &c), &js);

	if (rc)
		return reply_rc(req, rc);
	reply_entry(req, &js);
}

static void op_mkdir(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode)
{
	struct jolt_cred c;
	struct jolt_stat js;
	int rc = jolt_ll_mkdir(jf_of(req)->fs, to_jolt(parent), name, mode, req_cred(req, &c),
			       &js);

	if (rc)
		return reply_rc(req, rc);
	reply_entry(req, &js);
}

static void op_symlink(fuse_req_t req, const char *link, fuse_ino_t parent, const char *name)
{
	struct jolt_cred c;
	struct jolt_stat js;
	int rc = jolt_ll_symlink(jf_of(req)->fs, link, to_jolt(parent), name, req_cred(req, &c),
				 &js);

	if (rc)
		return reply_rc(req, rc);
	reply_entry(req, &js);
}

static void op_link(fuse_req_t req, fuse_ino_t ino, fuse_ino_t newparent, const char *newname)
{
	struct jolt_stat js;
	int rc = jolt_ll_link(jf_of(req)->fs, to_jolt(ino), to_jolt(newparent), newname, &js);

	if (rc)
		return reply_rc(req, rc);
	reply_entry(req, &js);
}

static void op_unlink(fuse_req_t req, fuse_ino_t parent, const char *name)
{
	reply_rc(req, jolt_ll_unlink(jf_of(req)->fs, to_jolt(parent), name));
}

static void op_rmdir(fuse_req_t req, fuse_ino_t parent, const char *name)
{
	reply_rc(req, jolt_ll_rmdir(jf_of(req)->fs, to_jolt(parent), name));
}

static void op_rename(fuse_req_t req, fuse_ino_t parent, const char *name, fuse_ino_t newparent,
		      const char *newname, unsigned int flags)
{
	/* RENAME_WHITEOUT (overlayfs) and anything newer: not supported */
	if (flags & ~(unsigned)(JOLT_RENAME_NOREPLACE | JOLT_RENAME_EXCHANGE))
		return reply_rc(req, -EINVAL);
	reply_rc(req, jolt_ll_rename(jf_of(req)->fs, to_jolt(parent), name, to_jolt(newparent),
				     newname, flags));
}

/* ---- files ---- */

/* The open flags jolt acts on: the access mode, O_APPEND and O_TRUNC
 * (libfuse asks for atomic_o_trunc, so open(O_TRUNC) of an existing file
 * arrives here with O_TRUNC rather than as a setattr). */
static uint32_t open_flags(int flags)
{
	return (uint32_t)flags & (JOLT_O_ACCMODE | JOLT_O_APPEND | JOLT_O_TRUNC);
}

static void set_cache(const struct jolt_fuse *jf, struct fuse_file_info *fi)
{
	fi->direct_io = jf->o.cache == JOLT_FUSE_CACHE_DIRECT;
	fi->keep_cache = jf->o.cache == JOLT_FUSE_CACHE_ALWAYS;
	/* a write is in the filesystem when it returns and jolt's locks are
	 * the kernel's: a close has nothing to ask of jolt (FOPEN_NOFLUSH) */
	fi->noflush = 1;
}

static void op_open(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	struct jolt_fuse *jf = jf_of(req);
	struct jolt_file *f;
	int rc = jolt_ll_open(jf->fs, to_jolt(ino), open_flags(fi->flags), &f);

	if (rc)
		return reply_rc(req, rc);
	fi->fh = (uint64_t)(uintptr_t)f;
	set_cache(jf, fi);
	if (fuse_reply_open(req, fi) != 0)
		jolt_close(f);
}

static void op_create(fuse_req_t req, fuse_ino_t parent, const char *name, mode_t mode,
		      struct fuse_file_info *fi)
{
	struct jolt_fuse *jf = jf_of(req);
	struct fuse_entry_param e;
	struct jolt_cred c;
	struct jolt_stat js;
	struct jolt_file *f;
	uint32_t flags = open_flags(fi->flags) | ((uint32_t)fi->flags & JOLT_O_EXCL);
	int rc = jolt_ll_create(jf->fs, to_jolt(parent), name, mode, flags, req_cred(req, &c), &f,
				&js);

	if (rc)
		return reply_rc(req, rc);
	fi->fh = (uint64_t)(uintptr_t)f;
	set_cache(jf, fi);
	to_entry(jf, &js, &e);
	if (fuse_reply_create(req, &e, fi) != 0) {
		jolt_close(f);
		jolt_ll_forget(jf->fs, js.ino, 1);
	}
}

static struct jolt_file *file_of(const struct fuse_file_info *fi)
{
	return (struct jolt_file *)(uintptr_t)fi->fh;
}

static void op_read(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
		    struct fuse_file_info *fi)
{
	char *buf = malloc(size ? size : 1);
	int64_t n;

	(void)ino;
	if (!buf)
		return reply_rc(req, -ENOMEM);
	n = off < 0 ? -EINVAL : jolt_pread(file_of(fi), buf, size, (uint64_t)off);
	if (n < 0)
		reply_rc(req, n);
	else
		fuse_reply_buf(req, buf, (size_t)n);
	free(buf);
}

static void op_write(fuse_req_t req, fuse_ino_t ino, const char *buf, size_t size, off_t off,
		     struct fuse_file_info *fi)
{
	int64_t n = off < 0 ? -EINVAL : jolt_pwrite(file_of(fi), buf, size, (uint64_t)off);

	(void)ino;
	if (n < 0)
		return reply_rc(req, n);
	fuse_reply_write(req, (size_t)n);
}

static void op_flush(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	/* jolt keeps no per-handle buffer: a write is in the filesystem when it
	 * returns (files are opened noflush: reached only from kernels that
	 * do not know FOPEN_NOFLUSH) */
	(void)ino;
	(void)fi;
	reply_rc(req, 0);
}

static void op_release(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	(void)ino;
	reply_rc(req, jolt_close(file_of(fi)));
}

static void op_fsync(fuse_req_t req, fuse_ino_t ino, int datasync, struct fuse_file_info *fi)
{
	(void)fi;
	reply_rc(req, jolt_ll_fsync(jf_of(req)->fs, to_jolt(ino), datasync));
}

static void op_fallocate(fuse_req_t req, fuse_ino_t ino, int mode, off_t off, off_t len,
			 struct fuse_file_info *fi)
{
	(void)ino;
	if ((unsigned)mode & ~(unsigned)(JOLT_FALLOC_KEEP_SIZE | JOLT_FALLOC_PUNCH_HOLE))
		return reply_rc(req, -EOPNOTSUPP);
	if (off < 0 || len <= 0)
		return reply_rc(req, -EINVAL);
	reply_rc(req, jolt_fallocate(file_of(fi), (uint32_t)mode, (uint64_t)off, (uint64_t)len));
}

/* ---- directories ---- */

static void op_opendir(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	struct jolt_fuse *jf = jf_of(req);

	(void)ino;
	fi->fh = 0;
	/* cookies stay valid across changes (fs.h), so a cached listing can be
	 * kept until the directory changes, which the kernel sees */
	fi->cache_readdir = jf->o.cache == JOLT_FUSE_CACHE_ALWAYS;
	fi->keep_cache = jf->o.cache == JOLT_FUSE_CACHE_ALWAYS;
	fuse_reply_open(req, fi);
}

static int is_dots(const char *n)
{
	return !strcmp(n, ".") || !strcmp(n, "..");
}

/* readdir and readdirplus: entries from the cookie `off` until the buffer
 * is full. Each entry's offset is the cookie after it, so the kernel
 * resumes exactly where the buffer ended. */
static void do_readdir(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off, int plus)
{
	enum { BATCH = 32 };
	struct jolt_fuse *jf = jf_of(req);
	struct jolt_dirent *ents = malloc(BATCH * sizeof(*ents));
	char *buf = malloc(size ? size : 1);
	/* the inodes counted for this reply (an entry takes at least 24 bytes) */
	uint64_t *counted = plus ? malloc((size / 24 + 1) * sizeof(*counted)) : NULL;
	size_t ncounted = 0;
	uint64_t cookie = off < 0 ? 0 : (uint64_t)off;
	size_t used = 0;
	int full = 0;
	int64_t n = 0;

	if (!ents || !buf || (plus && !counted)) {
		free(ents);
		free(buf);
		free(counted);
		return reply_rc(req, -ENOMEM);
	}
	while (!full) {
		n = jolt_ll_readdir(jf->fs, to_jolt(ino), cookie, ents, BATCH);
		if (n <= 0)
			break;
		for (int64_t i = 0; i < n && !full; i++) {
			const struct jolt_dirent *d = &ents[i];
			struct fuse_entry_param e;
			struct jolt_stat js;
			size_t need;

			need = plus ? fuse_add_direntry_plus(req, NULL, 0, d->name, NULL, 0)
				    : fuse_add_direntry(req, NULL, 0, d->name, NULL, 0);
			if (used + need > size) {
				full = 1;
				break;
			}
			memset(&e, 0, sizeof(e));
			e.attr.st_ino = (ino_t)d->ino;
			e.attr.st_mode = d->type << 12;
			if (plus && !is_dots(d->name)) {
				int rc = jolt_ll_lookup(jf->fs, to_jolt(ino), d->name, &js);
				if (rc == -ENOENT) {       /* removed since the batch was read */
					cookie = d->next;
					continue;
				}
				if (rc) {
					n = rc;
					full = 1;
					break;
				}
				to_entry(jf, &js, &e);
				counted[ncounted++] = js.ino;
			}
			if (plus)
				fuse_add_direntry_plus(req, buf + used, size - used, d->name, &e,
						       (off_t)d->next);
			else
				fuse_add_direntry(req, buf + used, size - used, d->name, &e.attr,
						  (off_t)d->next);
			used += need;
			cookie = d->next;
		}
	}
	if (n < 0 && !used) {
		reply_rc(req, n);
	} else if (fuse_reply_buf(req, buf, used) != 0) {
		/* the kernel never saw these entries: give their references back */
		for (size_t i = 0; i < ncounted; i++)
			jolt_ll_forget(jf->fs, counted[i], 1);
	}
	free(ents);
	free(buf);
	free(counted);
}

static void op_readdir(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
		       struct fuse_file_info *fi)
{
	(void)fi;
	do_readdir(req, ino, size, off, 0);
}

static void op_readdirplus(fuse_req_t req, fuse_ino_t ino, size_t size, off_t off,
			   struct fuse_file_info *fi)
{
	(void)fi;
	do_readdir(req, ino, size, off, 1);
}

static void op_releasedir(fuse_req_t req, fuse_ino_t ino, struct fuse_file_info *fi)
{
	(void)ino;
	(void)fi;
	reply_rc(req, 0);
}

static void op_fsyncdir(fuse_req_t req, fuse_ino_t ino, int datasync, struct fuse_file_info *fi)
{
	(void)fi;
	reply_rc(req, jolt_ll_fsync(jf_of(req)->fs, to_jolt(ino), datasync));
}

static void op_statfs(fuse_req_t req, fuse_ino_t ino)
{
	struct jolt_statfs js;
	struct statvfs st;
	int rc = jolt_statfs(jf_of(req)->fs, &js);

	(void)ino;
	if (rc)
		return reply_rc(req, rc);
	memset(&st, 0, sizeof(st));
	st.f_bsize = js.bsize;
	st.f_frsize = js.bsize;
	st.f_blocks = js.blocks;
	st.f_bfree = js.bfree;
	st.f_bavail = js.bavail;
	st.f_files = js.files + js.ffree;
	st.f_ffree = js.ffree;
	st.f_favail = js.ffree;
	st.f_fsid = js.fsid;
	st.f_namemax = js.namemax;
	fuse_reply_statfs(req, &st);
}

/* ---- xattrs ---- */

static int is_jolt_xattr(const char *name)
{
	return !strncmp(name, "jolt.", 5);
}

/* POSIX ACLs: jolt has none. Without FUSE_CAP_POSIX_ACL the kernel hands
 * their xattrs to us as plain ones; storing them would make cp -a and tar
 * believe an ACL set the mode (and skip chmod), so they are refused as on
 * a filesystem mounted noacl. */
static int is_acl_xattr(const char *name)
{
	return !strcmp(name, "system.posix_acl_access") ||
	       !strcmp(name, "system.posix_acl_default");
}

/* jolt.counters on the root: the filesystem's counters (jolt_fs_counters,
 * then jolt_fsync_counters) as "name value" lines, so that tools and benchmarks can read what a
 * workload cost a live mount (commits, node and data I/O). */
static int64_t counters_value(struct jolt_fs *fs, char **out)
{
	struct jolt_fs_counters c;
	size_t cap = 4096, len = 0;
	char *p = malloc(cap);

	if (!p)
		return -ENOMEM;
	jolt_fs_counters(fs, &c);
#define C(name) len += (size_t)snprintf(p + len, cap - len, "%s %" PRIu64 "\n", #name, (uint64_t)c.name)
	C(generation); C(commits); C(node_hits); C(node_misses); C(node_evictions);
	C(node_reads); C(node_writes); C(cached_bytes); C(cache_bound); C(data_reads);
	C(data_writes); C(data_bytes_read); C(data_bytes_written); C(xattr_sf_to_items);
	C(xattr_items_to_sf); C(orphans_deleted);
#undef C
	struct jolt_fsync_counters f;
	jolt_fsync_counters(fs, &f);
#define F(name) len += (size_t)snprintf(p + len, cap - len, "%s %" PRIu64 "\n", #name, (uint64_t)f.name)
	F(fsyncs); F(logged_fsyncs); F(full_commits); F(fsyncs_in_commit); F(datasync_skips);
	F(log_txs); F(bytes_logged); F(relogs); F(engine_relogs); F(engine_whiteouts);
	F(forces); F(flushes); F(data_flushes); F(journal_bytes); F(replayed_items);
	F(replayed_txs); F(intents_finished); F(homes); F(data_flushes_locked); F(engine_items);
	F(engine_cycles); F(data_flushes_by_force); F(data_preflushes); F(forces_durable);
	F(preflushes); F(xattr_values_kept);
#undef F
	*out = p;
	return (int64_t)len;
}

/* The value of jolt.parents ("PARENT_INO PARENT_GEN NAME\n" per pointer)
 * or jolt.paths (one path per line): malloc'ed into *out. */
static int64_t jolt_xattr_value(struct jolt_fs *fs, uint64_t ino, const char *name, char **out)
{
	*out = NULL;
	if (!strcmp(name, JOLT_FUSE_XATTR_COUNTERS))
		return ino == JOLT_ROOT_INO ? counters_value(fs, out) : -ENODATA;
	if (!strcmp(name, JOLT_FUSE_XATTR_PATHS)) {
		int64_t need = jolt_ll_paths(fs, ino, NULL, 0);
		if (need < 0)
			return need;
		char *p = malloc((size_t)need + 1);
		if (!p)
			return -ENOMEM;
		int64_t got = jolt_ll_paths(fs, ino, p, (size_t)need);
		if (got < 0 || got > need) {
			free(p);
			return got < 0 ? got : -EAGAIN;
		}
		for (int64_t i = 0; i < got; i++)   /* NUL-separated into lines */
			if (!p[i])
				p[i] = '\n';
		*out = p;
		return got;
	}
	if (strcmp(name, JOLT_FUSE_XATTR_PARENTS))
		return -ENODATA;
	int64_t n = jolt_ll_parents(fs, ino, NULL, 0);
	if (n < 0)
		return n;
	struct jolt_parent *pp = calloc((size_t)n + 1, sizeof(*pp));
	if (!pp)
		return -ENOMEM;
	int64_t m = jolt_ll_parents(fs, ino, pp, (size_t)n);
	if (m < 0 || m > n) {
		free(pp);
		return m < 0 ? m : -EAGAIN;
	}
	size_t cap = (size_t)m * (2 * 21 + 2 + 256) + 1, len = 0;
	char *p = malloc(cap);
	if (!p) {
		free(pp);
		return -ENOMEM;
	}
	for (int64_t i = 0; i < m; i++)
		len += (size_t)snprintf(p + len, cap - len, "%" PRIu64 " %" PRIu64 " %s\n",
					pp[i].parent, pp[i].parent_gen, pp[i].name);
	free(pp);
	*out = p;
	return (int64_t)len;
}

static void op_setxattr(fuse_req_t req, fuse_ino_t ino, const char *name, const char *value,
			size_t size, int flags)
{
	if (is_jolt_xattr(name))
		return reply_rc(req, -EPERM);
	if (is_acl_xattr(name))
		return reply_rc(req, -EOPNOTSUPP);
	reply_rc(req, jolt_ll_setxattr(jf_of(req)->fs, to_jolt(ino), name, value, size,
				       (uint32_t)flags));
}

static void reply_xattr(fuse_req_t req, const char *val, int64_t n, size_t size)
{
	if (n < 0)
		return reply_rc(req, n);
	if (!size)
		fuse_reply_xattr(req, (size_t)n);
	else if ((size_t)n > size)
		reply_rc(req, -ERANGE);
	else
		fuse_reply_buf(req, val, (size_t)n);
}

static void op_getxattr(fuse_req_t req, fuse_ino_t ino, const char *name, size_t size)
{
	struct jolt_fs *fs = jf_of(req)->fs;
	char *val = NULL;
	int64_t n;

	if (is_jolt_xattr(name)) {
		n = jolt_xattr_value(fs, to_jolt(ino), name, &val);
	} else if (is_acl_xattr(name)) {
		n = -EOPNOTSUPP;
	} else {
		val = malloc(size ? size : 1);
		if (!val)
			return reply_rc(req, -ENOMEM);
		n = jolt_ll_getxattr(fs, to_jolt(ino), name, size ? val : NULL, size);
	}
	reply_xattr(req, val, n, size);
	free(val);
}

static void op_listxattr(fuse_req_t req, fuse_ino_t ino, size_t size)
{
	char *buf = malloc(size ? size : 1);
	int64_t n;

	if (!buf)
		return reply_rc(req, -ENOMEM);
	n = jolt_ll_listxattr(jf_of(req)->fs, to_jolt(ino), size ? buf : NULL, size);
	reply_xattr(req, buf, n, size);
	free(buf);
}

static void op_removexattr(fuse_req_t req, fuse_ino_t ino, const char *name)
{
	if (is_jolt_xattr(name))
		return reply_rc(req, -EPERM);
	if (is_acl_xattr(name))
		return reply_rc(req, -EOPNOTSUPP);
	reply_rc(req, jolt_ll_removexattr(jf_of(req)->fs, to_jolt(ino), name));
}

static const struct fuse_lowlevel_ops jolt_fuse_ops = {
	.init = op_init,
	.lookup = op_lookup,
	.forget = op_forget,
	.forget_multi = op_forget_multi,
	.getattr = op_getattr,
	.setattr = op_setattr,
	.readlink = op_readlink,
	.mknod = op_mknod,
	.mkdir = op_mkdir,
	.symlink = op_symlink,
	.link = op_link,
	.unlink = op_unlink,
	.rmdir = op_rmdir,
	.rename = op_rename,
	.open = op_open,
	.create = op_create,
	.read = op_read,
	.write = op_write,
	.flush = op_flush,
	.release = op_release,
	.fsync = op_fsync,
	.fallocate = op_fallocate,
	.opendir = op_opendir,
	.readdir = op_readdir,
	.readdirplus = op_readdirplus,
	.releasedir = op_releasedir,
	.fsyncdir = op_fsyncdir,
	.statfs = op_statfs,
	.setxattr = op_setxattr,
	.getxattr = op_getxattr,
	.listxattr = op_listxattr,
	.removexattr = op_removexattr,
};

int jolt_fuse_mount(struct jolt_fs *fs, const char *mnt, const struct jolt_fuse_opts *o,
		    struct jolt_fuse **out)
{
	char opts[2 * 4096 + 128], fsname[2 * 4096];
	struct jolt_fuse *jf;
	size_t n = 0;

	/* the option list is split at commas: escape them (and backslashes) */
	for (const char *c = o->fsname; *c && n + 2 < sizeof(fsname); c++) {
		if (*c == ',' || *c == '\\')
			fsname[n++] = '\\';
		fsname[n++] = *c;
	}
	fsname[n] = '\0';
	jf = calloc(1, sizeof(*jf));
	if (!jf)
		return -ENOMEM;
	jf->fs = fs;
	jf->o = *o;
	jf->timeout = o->cache == JOLT_FUSE_CACHE_DIRECT ? 0.0 :
		      o->cache == JOLT_FUSE_CACHE_AUTO ? 1.0 : 86400.0;
	snprintf(opts, sizeof(opts), "subtype=jolt,default_permissions%s%s,fsname=%s",
		 o->allow_other ? ",allow_other" : "", o->rdonly ? ",ro" : "", fsname);
	char *argv[] = { "jolt", "-o", opts, o->debug ? "-d" : NULL, NULL };
	struct fuse_args args = FUSE_ARGS_INIT(o->debug ? 4 : 3, argv);

	jf->se = fuse_session_new(&args, &jolt_fuse_ops, sizeof(jolt_fuse_ops), jf);
	fuse_opt_free_args(&args);   /* libfuse may have copied them */
	if (!jf->se) {
		free(jf);
		return -EINVAL;
	}
	if (fuse_set_signal_handlers(jf->se) != 0) {
		fuse_session_destroy(jf->se);
		free(jf);
		return -EIO;
	}
	jf->signals = 1;
	if (fuse_session_mount(jf->se, mnt) != 0) {
		fuse_remove_signal_handlers(jf->se);
		fuse_session_destroy(jf->se);
		free(jf);
		return -EIO;
	}
	jf->mounted = 1;
	*out = jf;
	return 0;
}

int jolt_fuse_loop(struct jolt_fuse *jf)
{
	struct fuse_loop_config *cfg = fuse_loop_cfg_create();
	int rc;

	if (!cfg)
		return -ENOMEM;
	if (jf->o.max_threads)
		fuse_loop_cfg_set_max_threads(cfg, jf->o.max_threads);
	fuse_loop_cfg_set_clone_fd(cfg, 0);
	rc = fuse_session_loop_mt(jf->se, cfg);
	fuse_loop_cfg_destroy(cfg);
	/* a signal ends the loop with its number; that is a clean stop */
	return rc < 0 ? rc : 0;
}

void jolt_fuse_destroy(struct jolt_fuse *jf)
{
	if (!jf)
		return;
	if (jf->signals)
		fuse_remove_signal_handlers(jf->se);
	if (jf->mounted)
		fuse_session_unmount(jf->se);
	fuse_session_destroy(jf->se);
	free(jf);
}
