/* The namespace operations: path walking, and create, link, unlink,
 * rmdir, rename and open, by path and by inode (fs.h).
 *
 * How an operation is built (the invariants every one keeps):
 *  1. Check: read what it needs and decide every error the caller can
 *     cause (ENOENT, EEXIST, ENOTEMPTY, EINVAL for a rename into its own
 *     subtree, ...) with nothing changed. ns_dir_check_add also makes sure
 *     the name's hash item has room and the directory's next index is
 *     known, so adding the name cannot fail for a reason of the caller's.
 *  2. One handle (ns_begin) reserving the worst case of the items it will
 *     change, so it cannot run out of space half-way; the data extents of
 *     remote values its parent pointers make are allocated and written
 *     before the first change (ns_pptr_plan_add), for the same reason.
 *  3. Change: directory entries (both indexes), the parent pointers of
 *     every inode whose links change, link counts (a file: its entries; a
 *     directory: 2 plus its subdirectories), the directories' parent
 *     fields, sizes and times, each inode item written once at the end.
 *     Any failure here is fatal (ns_abort): the transaction is never
 *     committed, so no commit holds half an operation.
 *  4. An inode that lost its last link is deleted in the same handle when
 *     small, or orphaned and deleted after it (inode.c).
 * So after every operation, and in every commit: each entry names a live
 * inode of its type, DIR_ITEM and DIR_INDEX list the same names, every
 * link has its parent pointer (parent, parent generation, name) and no
 * pointer lacks its link, and link counts match the entries.
 *
 * Path walking (ns_walk) starts at the root for every path, follows
 * symlinks in the middle (and at the end when asked or when a slash
 * follows), at most JOLT_SYMLOOP_MAX of them (-ELOOP), an absolute target
 * from the root. ".." is the directory's parent field (the root's is
 * itself).
 *
 * By path, unlink and rename hand what the walk found of their names (the
 * entry's inode and type, or that there is none) to unlink_at and
 * rename_at, which would otherwise look the names up again: the walk and
 * the operation run under one hold of fs->lock, so nothing changed in
 * between. A rename then searches the fs tree two times fewer, an unlink
 * once fewer. The by-inode calls (FUSE's jolt_ll_*) have no walk and look
 * up. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ns.h"

static int is_dots(const char *n, size_t len)
{
	return (len == 1 && n[0] == '.') || (len == 2 && n[0] == '.' && n[1] == '.');
}

int ns_check_name(const char *name, size_t *len)
{
	size_t n = strnlen(name, JOLT_NAME_MAX + 1);

	if (n == 0)
		return -ENOENT;
	if (n > JOLT_NAME_MAX)
		return -ENAMETOOLONG;
	if (memchr(name, '/', n))
		return -EINVAL;
	*len = n;
	return 0;
}

/* A symlink's target into buf (at most cap bytes): its length. */
static int64_t read_link(struct jolt_fs *fs, uint64_t ino, char *buf, size_t cap)
{
	struct ns_ibuf ib;
	int err = ns_inode_read(fs, ino, &ib);

	if (err)
		return err;
	if ((ib.i.mode & JOLT_S_IFMT) != JOLT_S_IFLNK)
		return -EINVAL;
	if (ib.i.size > JOLT_PATH_MAX)
		return -EUCLEAN;
	size_t n = ib.i.size < cap ? (size_t)ib.i.size : cap;
	char *tmp = malloc(ib.i.size ? ib.i.size : 1);
	if (!tmp)
		return -ENOMEM;
	int64_t r = ns_file_read(fs, ino, &ib, tmp, ib.i.size, 0);
	if (r >= 0) {
		memcpy(buf, tmp, n);
		r = (int64_t)n;
	}
	free(tmp);
	return r;
}

static int dir_parent(struct jolt_fs *fs, uint64_t dir, uint64_t *parent)
{
	struct ns_ibuf ib;
	int err = ns_inode_read(fs, dir, &ib);

	if (err)
		return err;
	*parent = ib.i.parent ? ib.i.parent : JOLT_ROOT_INO;
	return 0;
}

int ns_walk(struct jolt_fs *fs, const char *path, int flags, struct ns_walk *w)
{
	size_t plen = strnlen(path, JOLT_PATH_MAX);
	char *buf = NULL, *tmp = NULL;
	const char *p = path;
	uint64_t cur = JOLT_ROOT_INO;
	int links = 0, err = 0;

	memset(w, 0, sizeof(*w));
	if (plen == 0)
		return -ENOENT;
	if (plen >= JOLT_PATH_MAX)
		return -ENAMETOOLONG;
	/* the caller's path is read in place; the two buffers (the path with
	 * a symlink's target spliced in, and the next one) only once a
	 * symlink is followed */
	for (;;) {
		const char *comp, *rest;
		size_t clen;
		int last, trailing;
		uint64_t child;
		uint8_t type;

		while (*p == '/')
			p++;
		if (!*p) {            /* only slashes: the directory we are in */
			w->ino = cur;
			w->type = JOLT_FS_FT_DIR;
			break;
		}
		comp = p;
		while (*p && *p != '/')
			p++;
		clen = (size_t)(p - comp);
		rest = p;
		while (*rest == '/')
			rest++;
		last = !*rest;
		trailing = last && rest != p;
		if (clen > JOLT_NAME_MAX) {
			err = -ENAMETOOLONG;
			break;
		}
		if (is_dots(comp, clen)) {
			uint64_t next = cur;
			if (clen == 2) {
				err = dir_parent(fs, cur, &next);
				if (err)
					break;
			}
			if (last) {
				w->parent = cur;
				w->ino = next;
				w->type = JOLT_FS_FT_DIR;
				w->last_dot = 1;
				memcpy(w->name, comp, clen);
				w->len = clen;
				break;
			}
			cur = next;
			p = rest;
			continue;
		}
		err = ns_dir_lookup(fs, cur, comp, clen, &child, &type);
		if (err == -ENOENT && last && (flags & NS_PARENT)) {
			err = 0;
			w->parent = cur;
			memcpy(w->name, comp, clen);
			w->len = clen;
			w->trailing_slash = trailing;
			break;
		}
		if (err)
			break;
		if (type == JOLT_FS_FT_SYMLINK && (!last || (flags & NS_FOLLOW) || trailing)) {
			int64_t tl;
			size_t rl = strlen(rest);
			if (++links > JOLT_SYMLOOP_MAX) {
				err = -ELOOP;
				break;
			}
			if (!buf) {
				buf = malloc(2 * JOLT_PATH_MAX);
				tmp = malloc(2 * JOLT_PATH_MAX);
				if (!buf || !tmp) {
					err = -ENOMEM;
					break;
				}
			}
			tl = read_link(fs, child, tmp, JOLT_PATH_MAX);
			if (tl < 0) {
				err = (int)tl;
				break;
			}
			if (tl == 0) {
				err = -ENOENT;
				break;
			}
			if ((size_t)tl + 2 + rl >= JOLT_PATH_MAX) {
				err = -ENAMETOOLONG;
				break;
			}
			size_t n = (size_t)tl;
			if (rl) {
				tmp[n++] = '/';
				memcpy(tmp + n, rest, rl);
				n += rl;
			} else if (trailing) {
				tmp[n++] = '/';
			}
			tmp[n] = 0;
			if (tmp[0] == '/')
				cur = JOLT_ROOT_INO;
			char *sw = buf;
			buf = tmp;
			tmp = sw;
			p = buf;
			continue;
		}
		if (last) {
			w->parent = cur;
			w->ino = child;
			w->type = type;
			memcpy(w->name, comp, clen);
			w->len = clen;
			w->trailing_slash = trailing;
			break;
		}
		if (type != JOLT_FS_FT_DIR) {
			err = -ENOTDIR;
			break;
		}
		cur = child;
		p = rest;
	}
	free(buf);
	free(tmp);
	if (!err && w->trailing_slash && w->ino && w->type != JOLT_FS_FT_DIR)
		err = -ENOTDIR;
	return err;
}

/* ---- creating ---- */

static uint64_t create_items(const struct jolt_fs *fs)
{
	struct ns_ibuf empty;

	memset(&empty, 0, sizeof(empty));
	return 10 + ns_xattr_set_items(fs, &empty, NS_PPTR_VALUE);
}

/* What a path walk found of the name an operation acts on. */
struct ns_known {
	uint64_t ino;                /* 0: no entry of that name */
	uint8_t type;
};

static int unlink_at(struct jolt_fs *fs, uint64_t parent, const char *name, int rmdir,
		     const struct ns_known *known);

/* Creates `name` in parent: mode's type decides what (a symlink takes
 * target). *ino and *ib get the new inode. */
static int create_do(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		     uint64_t rdev, const struct jolt_cred *cred, const char *target,
		     uint64_t *ino_out, struct ns_ibuf *ib_out, struct jolt_leaf_hint *dh)
{
	struct ns_ibuf dib, ib;
	struct ns_xattr_plan pl;
	struct jolt_trans t;
	size_t len, tlen = 0;
	uint64_t ino;
	int err, is_dir = (mode & JOLT_S_IFMT) == JOLT_S_IFDIR, rest = 0;

	err = ns_check_name(name, &len);
	if (err)
		return err;
	if (is_dots(name, len))
		return -EEXIST;
	if (target) {
		tlen = strnlen(target, JOLT_PATH_MAX);
		if (tlen == 0)
			return -ENOENT;
		if (tlen >= JOLT_PATH_MAX)
			return -ENAMETOOLONG;
	}
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read_hint(fs, parent, &dib, dh);
	if (err)
		return err;
	if (!ns_is_dir(&dib))
		return -ENOTDIR;
	if (dib.i.nlink == 0)
		return -ENOENT;
	if (is_dir && dib.i.nlink >= JOLT_LINK_MAX)
		return -EMLINK;
	err = ns_dir_check_add(fs, parent, name, len);
	if (err)
		return err;
	err = ns_begin_data(fs, create_items(fs), ns_pptr_add_data(fs, NULL, len), 0, &t);
	if (err)
		return err;
	err = ns_inode_new(&t, fs, mode, rdev, cred, &ino, &ib);
	if (!err)
		err = ns_pptr_plan_add(&t, fs, ino, &ib, 0, NULL, 0, parent, dib.i.generation, name,
				       len, &pl);
	if (err) {
		ns_end(fs, &t);
		return err;
	}
	err = ns_dir_add(&t, fs, parent, &dib, name, len, ino, ns_ftype(mode));
	if (!err) {
		ib.i.nlink = is_dir ? 2 : 1;
		if (is_dir) {
			ib.i.parent = parent;
			dib.i.nlink++;
		}
		err = ns_pptr_add_planned(&t, fs, ino, &ib, parent, dib.i.generation, name, len, &pl);
	}
	if (!err && target) {
		rest = ns_write_inline_new(&t, fs, ino, &ib, target, tlen);
		if (rest < 0)
			err = rest;
	}
	if (!err)
		err = ns_inode_insert(&t, fs, ino, &ib);
	if (!err) {
		dib.i.mtime = dib.i.ctime = ib.i.ctime;
		err = ns_inode_write_hint(&t, fs, parent, &dib, dh);
	}
	ns_end(fs, &t);
	ns_xattr_plan_free(&pl);
	ns_hint_release(fs, dh);
	if (err)
		return ns_abort(fs, err, "creating an inode");
	if (rest == 1) {
		/* a target too long to live inline: written as file data */
		int64_t r = ns_file_write(fs, ino, target, tlen, 0, 0);
		if (r != (int64_t)tlen) {
			/* no room for the target: the symlink goes again */
			if (!fs->info->error)
				unlink_at(fs, parent, name, 0, NULL);
			return r < 0 ? (int)r : -ENOSPC;
		}
		err = ns_inode_read(fs, ino, &ib);
		if (err)
			return err;
	}
	*ino_out = ino;
	*ib_out = ib;
	return 0;
}

/* The parent's inode item is written back in the leaf its read found
 * (ns_inode_read_hint); the hint is let go however create_do returns. */
static int create_at(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		     uint64_t rdev, const struct jolt_cred *cred, const char *target,
		     uint64_t *ino_out, struct ns_ibuf *ib_out)
{
	struct jolt_leaf_hint dh = {0};
	int err = create_do(fs, parent, name, mode, rdev, cred, target, ino_out, ib_out, &dh);
	ns_hint_release(fs, &dh);
	return err;
}

static int link_do(struct jolt_fs *fs, uint64_t ino, uint64_t parent, const char *name,
		   struct ns_ibuf *ib_out, struct jolt_leaf_hint *h)
{
	struct ns_ibuf dib, ib;
	struct ns_xattr_plan pl;
	struct jolt_trans t;
	size_t len;
	int err;

	err = ns_check_name(name, &len);
	if (err)
		return err;
	if (is_dots(name, len))
		return -EEXIST;
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read_hint(fs, ino, &ib, &h[0]);
	if (err)
		return err;
	if (ns_is_dir(&ib))
		return -EPERM;
	if (ib.i.nlink == 0)
		return -ENOENT;
	if (ib.i.nlink >= JOLT_LINK_MAX)
		return -EMLINK;
	err = ns_inode_read_hint(fs, parent, &dib, &h[1]);
	if (err)
		return err;
	if (!ns_is_dir(&dib))
		return -ENOTDIR;
	if (dib.i.nlink == 0)
		return -ENOENT;
	err = ns_dir_check_add(fs, parent, name, len);
	if (err)
		return err;
	err = ns_begin_data(fs, 8 + ns_xattr_set_items(fs, &ib, NS_PPTR_VALUE),
			    ns_pptr_add_data(fs, &ib, len), 0, &t);
	if (err)
		return err;
	err = ns_pptr_plan_add(&t, fs, ino, &ib, 0, NULL, 0, parent, dib.i.generation, name, len,
			       &pl);
	if (err) {
		ns_end(fs, &t);
		return err;
	}
	err = ns_dir_add(&t, fs, parent, &dib, name, len, ino, ns_ftype(ib.i.mode));
	if (!err) {
		ib.i.nlink++;
		err = ns_pptr_add_planned(&t, fs, ino, &ib, parent, dib.i.generation, name, len, &pl);
	}
	if (!err) {
		ns_now(&ib.i.ctime);
		dib.i.mtime = dib.i.ctime = ib.i.ctime;
		err = ns_inode_write_hint(&t, fs, ino, &ib, &h[0]);
	}
	if (!err)
		err = ns_inode_write_hint(&t, fs, parent, &dib, &h[1]);
	ns_end(fs, &t);
	ns_xattr_plan_free(&pl);
	if (err)
		return ns_abort(fs, err, "link");
	*ib_out = ib;
	return 0;
}

static int link_at(struct jolt_fs *fs, uint64_t ino, uint64_t parent, const char *name,
		   struct ns_ibuf *ib_out)
{
	struct jolt_leaf_hint h[2] = {{0}};
	int err = link_do(fs, ino, parent, name, ib_out, h);
	ns_hint_release(fs, &h[0]);
	ns_hint_release(fs, &h[1]);
	return err;
}

/* The entry name in dir: from what the walk found (known), or looked up. */
static int entry_of(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len,
		    const struct ns_known *known, uint64_t *ino, uint8_t *type)
{
	if (!known)
		return ns_dir_lookup(fs, dir, name, len, ino, type);
	if (!known->ino)
		return -ENOENT;
	*ino = known->ino;
	*type = known->type;
	return 0;
}

/* Removes name from parent: a directory (rmdir) or anything else. known:
 * what the path walk found of name, or NULL. */
static int unlink_do(struct jolt_fs *fs, uint64_t parent, const char *name, int rmdir,
		     const struct ns_known *known, struct jolt_leaf_hint *h)
{
	struct ns_ibuf dib, ib;
	struct jolt_trans t;
	uint64_t ino;
	uint8_t type;
	size_t len;
	int err, r = 0;

	err = ns_check_name(name, &len);
	if (err)
		return err;
	if (is_dots(name, len))
		return rmdir ? (len == 1 ? -EINVAL : -ENOTEMPTY) : -EISDIR;
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read_hint(fs, parent, &dib, &h[0]);
	if (err)
		return err;
	if (!ns_is_dir(&dib))
		return -ENOTDIR;
	err = entry_of(fs, parent, name, len, known, &ino, &type);
	if (err)
		return err;
	err = ns_inode_read_hint(fs, ino, &ib, &h[1]);
	if (err)
		return err == -ENOENT ? -EUCLEAN : err;
	if (rmdir) {
		if (!ns_is_dir(&ib))
			return -ENOTDIR;
		if (ino == JOLT_ROOT_INO)
			return -EBUSY;
		err = ns_dir_empty(fs, ino);
		if (err < 0)
			return err;
		if (!err)
			return -ENOTEMPTY;
	} else if (ns_is_dir(&ib)) {
		return -EISDIR;
	}
	/* the inode's own items when this is its last link (deleted here
	 * when few: see ns_inode_unlinked) */
	int budget = 0;
	if (rmdir || ib.i.nlink <= 1) {
		budget = ns_inode_count_items(fs, ino, NS_ITEM_BATCH);
		if (budget < 0)
			return budget;
		if (budget > NS_ITEM_BATCH)
			budget = NS_ITEM_BATCH;
	}
	err = ns_begin(fs, 6 + ns_xattr_remove_items(fs, &ib) + (uint64_t)budget,
		       JOLT_TRANS_USE_RESERVE, &t);
	if (err == -ENOSPC && budget) {
		/* too full to reserve for the items too: unlink alone, and
		 * leave them to the eviction's smaller handles */
		budget = 0;
		err = ns_begin(fs, 6 + ns_xattr_remove_items(fs, &ib), JOLT_TRANS_USE_RESERVE, &t);
	}
	if (err)
		return err;
	err = ns_dir_del(&t, fs, parent, &dib, name, len);
	if (!err)
		err = ns_pptr_remove(&t, fs, ino, &ib, parent, name, len);
	if (!err) {
		ns_now(&ib.i.ctime);
		dib.i.mtime = dib.i.ctime = ib.i.ctime;
		if (rmdir) {
			ib.i.nlink = 0;
			dib.i.nlink--;
		} else {
			ib.i.nlink--;
		}
		if (ib.i.nlink == 0) {
			r = ns_inode_unlinked(&t, fs, ino, &ib, budget);
			if (r < 0)
				err = r;
		} else {
			err = ns_inode_write_hint(&t, fs, ino, &ib, &h[1]);
		}
	}
	if (!err)
		err = ns_inode_write_hint(&t, fs, parent, &dib, &h[0]);
	ns_end(fs, &t);
	ns_hint_release(fs, &h[0]);
	ns_hint_release(fs, &h[1]);
	if (err)
		return ns_abort(fs, err, rmdir ? "rmdir" : "unlink");
	if (r == 1 && !ns_inode_in_use(fs, ino))
		return ns_inode_evict(fs, ino);
	return 0;
}

static int unlink_at(struct jolt_fs *fs, uint64_t parent, const char *name, int rmdir,
		     const struct ns_known *known)
{
	struct jolt_leaf_hint h[2] = {{0}};
	int err = unlink_do(fs, parent, name, rmdir, known, h);
	ns_hint_release(fs, &h[0]);
	ns_hint_release(fs, &h[1]);
	return err;
}

/* Walks up from dir to the root: 1 when `anc` is met on the way. */
static int is_ancestor(struct jolt_fs *fs, uint64_t anc, uint64_t dir)
{
	for (int depth = 0; depth < 1 << 16; depth++) {
		uint64_t up;
		int err;

		if (dir == anc)
			return 1;
		if (dir == JOLT_ROOT_INO)
			return 0;
		err = dir_parent(fs, dir, &up);
		if (err)
			return err;
		dir = up;
	}
	return -ELOOP;
}

/* A rename's state through its phases (rename_do). */
struct rename {
	struct jolt_fs *fs;
	uint64_t op, np;             /* the old and the new directory */
	const char *oname, *nname;
	size_t olen, nlen;
	uint32_t flags;
	int exch;                    /* RENAME_EXCHANGE */
	struct ns_ibuf odib_, ndib_;
	struct ns_ibuf *odib, *ndib; /* the directories' inodes (one: ndib == odib) */
	uint64_t src, dst;           /* the inode renamed; the one nname names (0: none) */
	uint8_t stype, dtype;
	int sdir, ddir;              /* each a directory */
	struct ns_ibuf sib, dib;
	int budget;                  /* items of dst deleted in this transaction */
	struct ns_xattr_plan spl, dpl;   /* the parent pointers' adds, planned first */
	struct jolt_trans t;
	struct jolt_fs_timespec now;
	int r;                       /* ns_inode_unlinked's: 1, dst's end is due */
	struct jolt_leaf_hint *h;    /* old and new directory, source, target */
};

/* The flags, the names and the mount. */
static int rename_args(struct rename *rn)
{
	uint32_t flags = rn->flags;
	int err;

	if (flags & ~(uint32_t)(JOLT_RENAME_NOREPLACE | JOLT_RENAME_EXCHANGE))
		return -EINVAL;
	if ((flags & JOLT_RENAME_NOREPLACE) && rn->exch)
		return -EINVAL;
	err = ns_check_name(rn->oname, &rn->olen);
	if (!err)
		err = ns_check_name(rn->nname, &rn->nlen);
	if (err)
		return err;
	if (is_dots(rn->oname, rn->olen))
		return -EBUSY;
	if (is_dots(rn->nname, rn->nlen))
		return (flags & JOLT_RENAME_NOREPLACE) ? -EEXIST : -EBUSY;
	if (rn->fs->rdonly || rn->fs->info->error)
		return -EROFS;
	return 0;
}

/* The directories and what their names hold: 1 when both name one inode
 * (nothing to do, POSIX), 0, or an error. */
static int rename_lookup(struct rename *rn, const struct ns_known *ks, const struct ns_known *kd)
{
	struct jolt_fs *fs = rn->fs;
	int err;

	err = ns_inode_read_hint(fs, rn->op, rn->odib, &rn->h[0]);
	if (err)
		return err;
	if (rn->np == rn->op) {
		rn->ndib = rn->odib;
	} else {
		err = ns_inode_read_hint(fs, rn->np, rn->ndib, &rn->h[1]);
		if (err)
			return err;
	}
	if (!ns_is_dir(rn->odib) || !ns_is_dir(rn->ndib))
		return -ENOTDIR;
	err = entry_of(fs, rn->op, rn->oname, rn->olen, ks, &rn->src, &rn->stype);
	if (err)
		return err;
	err = entry_of(fs, rn->np, rn->nname, rn->nlen, kd, &rn->dst, &rn->dtype);
	if (err == -ENOENT) {
		rn->dst = 0;
		if (rn->exch)
			return -ENOENT;
		if (rn->ndib->i.nlink == 0)
			return -ENOENT;
	} else if (err) {
		return err;
	}
	if (rn->dst == rn->src)
		return 1;
	rn->sdir = rn->stype == JOLT_FS_FT_DIR;
	rn->ddir = rn->dst && rn->dtype == JOLT_FS_FT_DIR;
	return 0;
}

/* What POSIX refuses: a directory into its own subtree, a type mismatch
 * or a non-empty directory replaced, a name taken (NOREPLACE), too many
 * links; the inodes read. */
static int rename_check(struct rename *rn)
{
	struct jolt_fs *fs = rn->fs;
	uint64_t op = rn->op, np = rn->np, src = rn->src, dst = rn->dst;
	int sdir = rn->sdir, ddir = rn->ddir, exch = rn->exch, err;

	if (dst && (rn->flags & JOLT_RENAME_NOREPLACE))
		return -EEXIST;
	if (sdir && op != np) {
		err = is_ancestor(fs, src, np);
		if (err)
			return err < 0 ? err : -EINVAL;
	}
	if (exch && ddir && op != np) {
		err = is_ancestor(fs, dst, op);
		if (err)
			return err < 0 ? err : -EINVAL;
	}
	err = ns_inode_read_hint(fs, src, &rn->sib, &rn->h[2]);
	if (err)
		return err == -ENOENT ? -EUCLEAN : err;
	if (dst) {
		err = ns_inode_read_hint(fs, dst, &rn->dib, &rn->h[3]);
		if (err)
			return err == -ENOENT ? -EUCLEAN : err;
	}
	if (!exch && dst) {
		if (sdir && !ddir)
			return -ENOTDIR;
		if (!sdir && ddir)
			return -EISDIR;
		if (ddir) {
			err = ns_dir_empty(fs, dst);
			if (err < 0)
				return err;
			if (!err)
				return -ENOTEMPTY;
		}
	}
	if (!dst) {
		if (sdir && op != np && rn->ndib->i.nlink >= JOLT_LINK_MAX)
			return -EMLINK;
		err = ns_dir_check_add(fs, np, rn->nname, rn->nlen);
		if (err)
			return err;
	}
	if (exch && op != np && sdir != ddir &&
	    (sdir ? rn->ndib : rn->odib)->i.nlink >= JOLT_LINK_MAX)
		return -EMLINK;
	return 0;
}

/* The transaction, with room for what a replaced inode's end deletes at
 * once, and the parent pointers' adds planned before the first change. */
static int rename_begin(struct rename *rn)
{
	struct jolt_fs *fs = rn->fs;
	int err;

	rn->budget = 0;
	if (rn->dst && !rn->exch && (rn->ddir || rn->dib.i.nlink <= 1)) {
		rn->budget = ns_inode_count_items(fs, rn->dst, NS_ITEM_BATCH);
		if (rn->budget < 0)
			return rn->budget;
		if (rn->budget > NS_ITEM_BATCH)
			rn->budget = NS_ITEM_BATCH;
	}
	err = ns_begin_data(fs, 12 + 2 * ns_xattr_set_items(fs, &rn->sib, NS_PPTR_VALUE) +
				    (rn->dst ? 2 * ns_xattr_set_items(fs, &rn->dib, NS_PPTR_VALUE) : 0) +
				    (uint64_t)rn->budget,
			    ns_pptr_add_data(fs, &rn->sib, rn->nlen) +
				    (rn->exch ? ns_pptr_add_data(fs, &rn->dib, rn->olen) : 0), 0, &rn->t);
	if (err)
		return err;
	err = ns_pptr_plan_add(&rn->t, fs, rn->src, &rn->sib, rn->op, rn->oname, rn->olen, rn->np,
			       rn->ndib->i.generation, rn->nname, rn->nlen, &rn->spl);
	memset(&rn->dpl, 0, sizeof(rn->dpl));
	if (!err && rn->exch) {
		err = ns_pptr_plan_add(&rn->t, fs, rn->dst, &rn->dib, rn->np, rn->nname, rn->nlen,
				       rn->op, rn->odib->i.generation, rn->oname, rn->olen, &rn->dpl);
		if (err)
			ns_xattr_plan_undo(&rn->t, &rn->spl);
	}
	if (err)
		ns_end(fs, &rn->t);
	return err;
}

/* RENAME_EXCHANGE: each name points at the other's inode, each inode's
 * parent pointer follows, directories' link counts move with them. */
static int rename_exchange(struct rename *rn)
{
	struct jolt_fs *fs = rn->fs;
	struct jolt_trans *t = &rn->t;
	struct ns_ibuf *odib = rn->odib, *ndib = rn->ndib, *sib = &rn->sib, *dib = &rn->dib;
	uint64_t op = rn->op, np = rn->np, src = rn->src, dst = rn->dst;
	int err;

	err = ns_dir_retarget(t, fs, op, rn->oname, rn->olen, dst, rn->dtype);
	if (!err)
		err = ns_dir_retarget(t, fs, np, rn->nname, rn->nlen, src, rn->stype);
	if (!err)
		err = ns_pptr_remove(t, fs, src, sib, op, rn->oname, rn->olen);
	if (!err)
		err = ns_pptr_add_planned(t, fs, src, sib, np, ndib->i.generation, rn->nname,
					  rn->nlen, &rn->spl);
	if (!err)
		err = ns_pptr_remove(t, fs, dst, dib, np, rn->nname, rn->nlen);
	if (!err)
		err = ns_pptr_add_planned(t, fs, dst, dib, op, odib->i.generation, rn->oname,
					  rn->olen, &rn->dpl);
	if (!err && op != np) {
		if (rn->sdir) {
			sib->i.parent = np;
			odib->i.nlink--;
			ndib->i.nlink++;
		}
		if (rn->ddir) {
			dib->i.parent = op;
			ndib->i.nlink--;
			odib->i.nlink++;
		}
	}
	if (!err) {
		sib->i.ctime = dib->i.ctime = rn->now;
		err = ns_inode_write_hint(t, fs, src, sib, &rn->h[2]);
	}
	if (!err)
		err = ns_inode_write_hint(t, fs, dst, dib, &rn->h[3]);
	return err;
}

/* A plain rename: the new name points at src (added, or replacing dst's),
 * the old one goes, src's parent pointer follows; a replaced dst loses a
 * link (a directory: all), and ends when it has none left. */
static int rename_move(struct rename *rn)
{
	struct jolt_fs *fs = rn->fs;
	struct jolt_trans *t = &rn->t;
	struct ns_ibuf *odib = rn->odib, *ndib = rn->ndib, *sib = &rn->sib, *dib = &rn->dib;
	uint64_t op = rn->op, np = rn->np, src = rn->src, dst = rn->dst;
	int err;

	if (dst)
		err = ns_dir_retarget(t, fs, np, rn->nname, rn->nlen, src, rn->stype);
	else
		err = ns_dir_add(t, fs, np, ndib, rn->nname, rn->nlen, src, rn->stype);
	if (!err)
		err = ns_dir_del(t, fs, op, odib, rn->oname, rn->olen);
	if (!err)
		err = ns_pptr_remove(t, fs, src, sib, op, rn->oname, rn->olen);
	if (!err)
		err = ns_pptr_add_planned(t, fs, src, sib, np, ndib->i.generation, rn->nname,
					  rn->nlen, &rn->spl);
	if (!err && rn->sdir && op != np) {
		sib->i.parent = np;
		odib->i.nlink--;
		ndib->i.nlink++;
	}
	if (!err) {
		sib->i.ctime = rn->now;
		err = ns_inode_write_hint(t, fs, src, sib, &rn->h[2]);
	}
	if (!err && dst) {
		err = ns_pptr_remove(t, fs, dst, dib, np, rn->nname, rn->nlen);
		if (rn->ddir) {
			dib->i.nlink = 0;
			ndib->i.nlink--;
		} else {
			dib->i.nlink--;
		}
		dib->i.ctime = rn->now;
		if (!err && dib->i.nlink == 0) {
			rn->r = ns_inode_unlinked(t, fs, dst, dib, rn->budget);
			if (rn->r < 0)
				err = rn->r;
		} else if (!err) {
			err = ns_inode_write_hint(t, fs, dst, dib, &rn->h[3]);
		}
	}
	return err;
}

/* ks, kd: what the path walks found of oname and nname, or NULL. h: the
 * leaf hints of the old and new directory, the source and the target. */
static int rename_do(struct jolt_fs *fs, uint64_t op, const char *oname, uint64_t np,
		     const char *nname, uint32_t flags, const struct ns_known *ks,
		     const struct ns_known *kd, struct jolt_leaf_hint *h)
{
	struct rename rn = {
		.fs = fs, .op = op, .np = np, .oname = oname, .nname = nname, .flags = flags,
		.exch = !!(flags & JOLT_RENAME_EXCHANGE), .h = h,
	};
	int err;

	rn.odib = &rn.odib_;
	rn.ndib = &rn.ndib_;
	err = rename_args(&rn);
	if (!err)
		err = rename_lookup(&rn, ks, kd);
	if (err)
		return err < 0 ? err : 0;
	err = rename_check(&rn);
	if (!err)
		err = rename_begin(&rn);
	if (err)
		return err;
	ns_now(&rn.now);
	err = rn.exch ? rename_exchange(&rn) : rename_move(&rn);
	if (!err) {
		rn.odib->i.mtime = rn.odib->i.ctime = rn.now;
		rn.ndib->i.mtime = rn.ndib->i.ctime = rn.now;
		err = ns_inode_write_hint(&rn.t, fs, op, rn.odib, &h[0]);
		if (!err && rn.ndib != rn.odib)
			err = ns_inode_write_hint(&rn.t, fs, np, rn.ndib, &h[1]);
	}
	ns_end(fs, &rn.t);
	ns_xattr_plan_free(&rn.spl);
	ns_xattr_plan_free(&rn.dpl);
	for (int i = 0; i < 4; i++)
		ns_hint_release(fs, &h[i]);
	if (err)
		return ns_abort(fs, err, "rename");
	if (rn.r == 1 && !ns_inode_in_use(fs, rn.dst))
		err = ns_inode_evict(fs, rn.dst);
	if (!err)
		ns_tl_renamed(fs, rn.src, op, rn.dst);
	return err;
}

static int rename_at(struct jolt_fs *fs, uint64_t op, const char *oname, uint64_t np,
		     const char *nname, uint32_t flags, const struct ns_known *ks,
		     const struct ns_known *kd)
{
	struct jolt_leaf_hint h[4] = {{0}};
	int err = rename_do(fs, op, oname, np, nname, flags, ks, kd, h);
	for (int i = 0; i < 4; i++)
		ns_hint_release(fs, &h[i]);
	return err;
}

/* ---- opening ---- */

static int open_ino(struct jolt_fs *fs, uint64_t ino, uint32_t flags, struct jolt_file **out)
{
	uint32_t acc = flags & JOLT_O_ACCMODE;
	struct jolt_file *f;
	struct jolt_inode *in;
	struct ns_ibuf ib;
	int err;

	if (acc == JOLT_O_ACCMODE)
		return -EINVAL;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (ns_is_dir(&ib)) {
		if (acc != JOLT_O_RDONLY || (flags & (JOLT_O_TRUNC | JOLT_O_CREAT)))
			return -EISDIR;
	} else if (flags & JOLT_O_DIRECTORY) {
		return -ENOTDIR;
	}
	if ((ib.i.mode & JOLT_S_IFMT) == JOLT_S_IFLNK)
		return -ELOOP;
	if (acc != JOLT_O_RDONLY && (fs->rdonly || fs->info->error))
		return -EROFS;
	if ((flags & JOLT_O_TRUNC) && acc != JOLT_O_RDONLY &&
	    (ib.i.mode & JOLT_S_IFMT) == JOLT_S_IFREG && ib.i.size) {
		err = ns_truncate(fs, ino, 0);
		if (err)
			return err;
	}
	f = calloc(1, sizeof(*f));
	in = ns_iget(fs, ino);
	if (!f || !in) {
		free(f);
		return -ENOMEM;
	}
	f->fs = fs;
	f->ino = ino;
	f->flags = flags;
	f->is_dir = ns_is_dir(&ib);
	f->next = fs->files;
	if (fs->files)
		fs->files->prev = f;
	fs->files = f;
	in->nopen++;
	*out = f;
	return 0;
}

/* A lookup FUSE will forget: counted in the inode table, under itab_lock
 * since jolt_ll_lookup runs beside other readers. */
static void add_lookup(struct jolt_fs *fs, uint64_t ino)
{
	int alone = jolt_fs_locked(fs->info);   /* the exclusive holder has it alone */
	if (!alone)
		jolt_mutex_lock(&fs->itab_lock);
	struct jolt_inode *in = ns_iget(fs, ino);

	if (in)
		in->nlookup++;
	if (!alone)
		jolt_mutex_unlock(&fs->itab_lock);
}

/* ---- by inode ---- */

int jolt_ll_lookup(struct jolt_fs *fs, uint64_t parent, const char *name, struct jolt_stat *out)
{
	struct ns_ibuf ib;
	uint64_t ino;
	uint8_t type;
	size_t len;
	int err;

	err = ns_check_name(name, &len);
	if (err)
		return err;
	ns_lock_shared(fs);
	err = ns_inode_read(fs, parent, &ib);
	if (!err && !ns_is_dir(&ib))
		err = -ENOTDIR;
	if (!err) {
		if (len == 1 && name[0] == '.')
			ino = parent;
		else if (len == 2 && name[0] == '.' && name[1] == '.')
			ino = ib.i.parent ? ib.i.parent : parent;
		else
			err = ns_dir_lookup(fs, parent, name, len, &ino, &type);
	}
	if (!err)
		err = ns_inode_read(fs, ino, &ib);
	if (!err) {
		ns_fill_stat(fs, ino, &ib, out);
		add_lookup(fs, ino);
	}
	ns_unlock_shared(fs);
	return err;
}

static int ll_create_common(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
			    uint64_t rdev, const struct jolt_cred *cred, const char *target,
			    struct jolt_stat *out)
{
	struct ns_ibuf ib;
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = create_at(fs, parent, name, mode, rdev, cred, target, &ino, &ib);
	if (!err) {
		if (out)
			ns_fill_stat(fs, ino, &ib, out);
		add_lookup(fs, ino);
	}
	ns_unlock(fs);
	return err;
}

static int node_mode(uint32_t mode, uint32_t *out)
{
	switch (mode & JOLT_S_IFMT) {
	case 0:
		*out = JOLT_S_IFREG | (mode & JOLT_S_IPERM);
		return 0;
	case JOLT_S_IFREG: case JOLT_S_IFIFO: case JOLT_S_IFSOCK: case JOLT_S_IFCHR:
	case JOLT_S_IFBLK:
		*out = mode;
		return 0;
	case JOLT_S_IFDIR:
		return -EPERM;
	default:
		return -EINVAL;
	}
}

int jolt_ll_mknod(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		  uint64_t rdev, const struct jolt_cred *cred, struct jolt_stat *out)
{
	int err = node_mode(mode, &mode);

	return err ? err : ll_create_common(fs, parent, name, mode, rdev, cred, NULL, out);
}

int jolt_ll_mkdir(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		  const struct jolt_cred *cred, struct jolt_stat *out)
{
	return ll_create_common(fs, parent, name, JOLT_S_IFDIR | (mode & JOLT_S_IPERM), 0, cred,
				NULL, out);
}

int jolt_ll_symlink(struct jolt_fs *fs, const char *target, uint64_t parent, const char *name,
		    const struct jolt_cred *cred, struct jolt_stat *out)
{
	return ll_create_common(fs, parent, name, JOLT_S_IFLNK | 0777, 0, cred, target, out);
}

int jolt_ll_link(struct jolt_fs *fs, uint64_t ino, uint64_t newparent, const char *newname,
		 struct jolt_stat *out)
{
	struct ns_ibuf ib;
	int err;

	ns_lock(fs);
	err = link_at(fs, ino, newparent, newname, &ib);
	if (!err) {
		if (out)
			ns_fill_stat(fs, ino, &ib, out);
		add_lookup(fs, ino);
	}
	ns_unlock(fs);
	return err;
}

int jolt_ll_unlink(struct jolt_fs *fs, uint64_t parent, const char *name)
{
	int err;

	ns_lock(fs);
	err = unlink_at(fs, parent, name, 0, NULL);
	ns_unlock(fs);
	return err;
}

int jolt_ll_rmdir(struct jolt_fs *fs, uint64_t parent, const char *name)
{
	int err;

	ns_lock(fs);
	err = unlink_at(fs, parent, name, 1, NULL);
	ns_unlock(fs);
	return err;
}

int jolt_ll_rename(struct jolt_fs *fs, uint64_t parent, const char *name, uint64_t newparent,
		   const char *newname, uint32_t flags)
{
	int err;

	ns_lock(fs);
	err = rename_at(fs, parent, name, newparent, newname, flags, NULL, NULL);
	ns_unlock(fs);
	return err;
}

int64_t jolt_ll_readlink(struct jolt_fs *fs, uint64_t ino, char *buf, size_t len)
{
	int64_t r;

	ns_lock_shared(fs);
	r = read_link(fs, ino, buf, len);
	ns_unlock_shared(fs);
	return r;
}

int jolt_ll_open(struct jolt_fs *fs, uint64_t ino, uint32_t flags, struct jolt_file **out)
{
	int err;

	ns_lock(fs);
	err = open_ino(fs, ino, flags & ~(uint32_t)(JOLT_O_CREAT | JOLT_O_EXCL), out);
	ns_unlock(fs);
	return err;
}

int jolt_ll_create(struct jolt_fs *fs, uint64_t parent, const char *name, uint32_t mode,
		   uint32_t flags, const struct jolt_cred *cred, struct jolt_file **out,
		   struct jolt_stat *st)
{
	struct ns_ibuf ib;
	uint64_t ino;
	uint8_t type;
	size_t len;
	int err;

	err = ns_check_name(name, &len);
	if (err)
		return err;
	ns_lock(fs);
	err = ns_dir_lookup(fs, parent, name, len, &ino, &type);
	if (!err) {
		err = (flags & JOLT_O_EXCL) ? -EEXIST : 0;
		if (!err)
			err = ns_inode_read(fs, ino, &ib);
	} else if (err == -ENOENT) {
		err = create_at(fs, parent, name, JOLT_S_IFREG | (mode & JOLT_S_IPERM), 0, cred,
				NULL, &ino, &ib);
	}
	if (!err)
		err = open_ino(fs, ino, flags & ~(uint32_t)(JOLT_O_CREAT | JOLT_O_EXCL), out);
	if (!err) {
		err = ns_inode_read(fs, ino, &ib);
		if (!err && st)
			ns_fill_stat(fs, ino, &ib, st);
		add_lookup(fs, ino);
	}
	ns_unlock(fs);
	return err;
}

/* ---- by path ---- */

static int path_ino(struct jolt_fs *fs, const char *path, int follow, uint64_t *ino)
{
	struct ns_walk w;
	int err = ns_walk(fs, path, follow ? NS_FOLLOW : 0, &w);

	if (!err)
		*ino = w.ino;
	return err;
}

int jolt_path_ino(struct jolt_fs *fs, const char *path, int follow, uint64_t *ino)
{
	int err;

	ns_lock_shared(fs);
	err = path_ino(fs, path, follow, ino);
	ns_unlock_shared(fs);
	return err;
}

static int stat_path(struct jolt_fs *fs, const char *path, int follow, struct jolt_stat *out)
{
	struct ns_ibuf ib;
	uint64_t ino;
	int err;

	ns_lock_shared(fs);
	err = path_ino(fs, path, follow, &ino);
	if (!err)
		err = ns_inode_read(fs, ino, &ib);
	if (!err)
		ns_fill_stat(fs, ino, &ib, out);
	ns_unlock_shared(fs);
	return err;
}

int jolt_stat(struct jolt_fs *fs, const char *path, struct jolt_stat *out)
{
	return stat_path(fs, path, 1, out);
}

int jolt_lstat(struct jolt_fs *fs, const char *path, struct jolt_stat *out)
{
	return stat_path(fs, path, 0, out);
}

/* The parent and name of a path whose last component is to be created. */
static int path_create(struct jolt_fs *fs, const char *path, uint32_t mode, uint64_t rdev,
		       const char *target, int dir_ok_slash)
{
	struct ns_walk w;
	struct ns_ibuf ib;
	uint64_t ino;
	int err;

	err = ns_walk(fs, path, NS_PARENT, &w);
	if (err)
		return err;
	if (w.ino || w.last_dot)
		return -EEXIST;
	if (w.trailing_slash && !dir_ok_slash)
		return -ENOENT;
	w.name[w.len] = 0;
	return create_at(fs, w.parent, w.name, mode, rdev, NULL, target, &ino, &ib);
}

int jolt_mkdir(struct jolt_fs *fs, const char *path, uint32_t mode)
{
	int err;

	ns_lock(fs);
	err = path_create(fs, path, JOLT_S_IFDIR | (mode & JOLT_S_IPERM), 0, NULL, 1);
	ns_unlock(fs);
	return err;
}

int jolt_mknod(struct jolt_fs *fs, const char *path, uint32_t mode, uint64_t rdev)
{
	int err = node_mode(mode, &mode);

	if (err)
		return err;
	ns_lock(fs);
	err = path_create(fs, path, mode, rdev, NULL, 0);
	ns_unlock(fs);
	return err;
}

int jolt_symlink(struct jolt_fs *fs, const char *target, const char *linkpath)
{
	int err;

	ns_lock(fs);
	err = path_create(fs, linkpath, JOLT_S_IFLNK | 0777, 0, target, 0);
	ns_unlock(fs);
	return err;
}

static int path_remove(struct jolt_fs *fs, const char *path, int rmdir)
{
	struct ns_walk w;
	int err;

	ns_lock(fs);
	err = ns_walk(fs, path, 0, &w);
	if (!err) {
		if (!w.parent)
			err = rmdir ? -EBUSY : -EISDIR;
		else if (w.last_dot)
			err = rmdir ? (w.len == 1 ? -EINVAL : -ENOTEMPTY) : -EISDIR;
		else if (!rmdir && w.trailing_slash)
			err = w.type == JOLT_FS_FT_DIR ? -EISDIR : -ENOTDIR;
		else {
			struct ns_known k = {w.ino, w.type};
			w.name[w.len] = 0;
			err = unlink_at(fs, w.parent, w.name, rmdir, &k);
		}
	}
	ns_unlock(fs);
	return err;
}

int jolt_rmdir(struct jolt_fs *fs, const char *path)
{
	return path_remove(fs, path, 1);
}

int jolt_unlink(struct jolt_fs *fs, const char *path)
{
	return path_remove(fs, path, 0);
}

int jolt_link(struct jolt_fs *fs, const char *oldpath, const char *newpath)
{
	struct ns_walk w;
	struct ns_ibuf ib;
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = path_ino(fs, oldpath, 0, &ino);
	if (!err)
		err = ns_walk(fs, newpath, NS_PARENT, &w);
	if (!err && (w.ino || w.last_dot))
		err = -EEXIST;
	if (!err && w.trailing_slash)
		err = -ENOENT;
	if (!err) {
		w.name[w.len] = 0;
		err = link_at(fs, ino, w.parent, w.name, &ib);
	}
	ns_unlock(fs);
	return err;
}

int64_t jolt_readlink(struct jolt_fs *fs, const char *path, char *buf, size_t len)
{
	uint64_t ino;
	int64_t r;

	ns_lock_shared(fs);
	r = path_ino(fs, path, 0, &ino);
	if (!r)
		r = read_link(fs, ino, buf, len);
	ns_unlock_shared(fs);
	return r;
}

int jolt_rename(struct jolt_fs *fs, const char *oldpath, const char *newpath, uint32_t flags)
{
	struct ns_walk o, n;
	int err;

	ns_lock(fs);
	/* both parents first, then the old name, as Linux's renameat2: a
	 * missing old name under a new path through a file is ENOTDIR */
	err = ns_walk(fs, oldpath, NS_PARENT, &o);
	if (!err)
		err = ns_walk(fs, newpath, NS_PARENT, &n);
	if (!err && !o.ino)
		err = -ENOENT;
	if (!err) {
		if (!o.parent || o.last_dot)
			err = -EBUSY;
		else if (!n.parent || n.last_dot)
			err = (flags & JOLT_RENAME_NOREPLACE) ? -EEXIST : -EBUSY;
		else if (n.trailing_slash && !n.ino && o.type != JOLT_FS_FT_DIR)
			err = -ENOTDIR;
		else if (o.trailing_slash && o.type != JOLT_FS_FT_DIR)
			err = -ENOTDIR;
	}
	if (!err) {
		struct ns_known ks = {o.ino, o.type}, kd = {n.ino, n.type};
		o.name[o.len] = 0;
		n.name[n.len] = 0;
		err = rename_at(fs, o.parent, o.name, n.parent, n.name, flags, &ks, &kd);
	}
	ns_unlock(fs);
	return err;
}

static int setattr_path(struct jolt_fs *fs, const char *path, int follow,
			const struct jolt_stat *attr, uint32_t to_set)
{
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = path_ino(fs, path, follow, &ino);
	if (!err)
		err = ns_setattr(fs, ino, attr, to_set);
	ns_unlock(fs);
	return err;
}

int jolt_truncate(struct jolt_fs *fs, const char *path, uint64_t size)
{
	struct jolt_stat a = {.size = size};

	return setattr_path(fs, path, 1, &a, JOLT_SET_SIZE);
}

int jolt_utimens(struct jolt_fs *fs, const char *path, const struct jolt_timespec *times,
		 uint32_t flags)
{
	struct jolt_stat a;
	uint32_t to_set = 0;

	memset(&a, 0, sizeof(a));
	if (flags & ~(uint32_t)JOLT_AT_SYMLINK_NOFOLLOW)
		return -EINVAL;
	if (!times) {
		to_set = JOLT_SET_ATIME_NOW | JOLT_SET_MTIME_NOW;
	} else {
		for (int i = 0; i < 2; i++) {
			int64_t ns = times[i].nsec;
			if (ns == JOLT_UTIME_OMIT)
				continue;
			if (ns == JOLT_UTIME_NOW) {
				to_set |= i ? JOLT_SET_MTIME_NOW : JOLT_SET_ATIME_NOW;
				continue;
			}
			if (ns < 0 || ns >= 1000000000)
				return -EINVAL;
			to_set |= i ? JOLT_SET_MTIME : JOLT_SET_ATIME;
			if (i)
				a.mtime = times[i];
			else
				a.atime = times[i];
		}
	}
	if (!to_set) {
		uint64_t ino;
		int err;
		ns_lock(fs);
		err = path_ino(fs, path, !(flags & JOLT_AT_SYMLINK_NOFOLLOW), &ino);
		ns_unlock(fs);
		return err;
	}
	return setattr_path(fs, path, !(flags & JOLT_AT_SYMLINK_NOFOLLOW), &a, to_set);
}

int jolt_chmod(struct jolt_fs *fs, const char *path, uint32_t mode)
{
	struct jolt_stat a = {.mode = mode};

	return setattr_path(fs, path, 1, &a, JOLT_SET_MODE);
}

int jolt_chown(struct jolt_fs *fs, const char *path, uint32_t uid, uint32_t gid, uint32_t flags)
{
	struct jolt_stat a = {.uid = uid, .gid = gid};
	uint32_t to_set = 0;

	if (flags & ~(uint32_t)JOLT_AT_SYMLINK_NOFOLLOW)
		return -EINVAL;
	if (uid != UINT32_MAX)
		to_set |= JOLT_SET_UID;
	if (gid != UINT32_MAX)
		to_set |= JOLT_SET_GID;
	return setattr_path(fs, path, !(flags & JOLT_AT_SYMLINK_NOFOLLOW), &a, to_set);
}

int64_t jolt_readdir(struct jolt_fs *fs, const char *path, uint64_t cookie,
		     struct jolt_dirent *ents, size_t max)
{
	uint64_t ino;
	int64_t r;

	ns_lock_shared(fs);
	r = path_ino(fs, path, 1, &ino);
	if (!r)
		r = ns_readdir(fs, ino, cookie, ents, max);
	ns_unlock_shared(fs);
	return r;
}

int jolt_setxattr(struct jolt_fs *fs, const char *path, const char *name, const void *value,
		  size_t size, uint32_t flags)
{
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = path_ino(fs, path, 1, &ino);
	if (!err)
		err = ns_setxattr(fs, ino, name, value, size, flags);
	ns_unlock(fs);
	return err;
}

int64_t jolt_getxattr(struct jolt_fs *fs, const char *path, const char *name, void *buf,
		      size_t size)
{
	uint64_t ino;
	int64_t r;

	ns_lock_shared(fs);
	r = path_ino(fs, path, 1, &ino);
	if (!r)
		r = ns_getxattr(fs, ino, name, buf, size);
	ns_unlock_shared(fs);
	return r;
}

int64_t jolt_listxattr(struct jolt_fs *fs, const char *path, char *buf, size_t size)
{
	uint64_t ino;
	int64_t r;

	ns_lock_shared(fs);
	r = path_ino(fs, path, 1, &ino);
	if (!r)
		r = ns_listxattr(fs, ino, buf, size);
	ns_unlock_shared(fs);
	return r;
}

int jolt_removexattr(struct jolt_fs *fs, const char *path, const char *name)
{
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = path_ino(fs, path, 1, &ino);
	if (!err)
		err = ns_removexattr(fs, ino, name);
	ns_unlock(fs);
	return err;
}

int jolt_open(struct jolt_fs *fs, const char *path, uint32_t flags, uint32_t mode,
	      struct jolt_file **out)
{
	int creat = !!(flags & JOLT_O_CREAT), excl = creat && (flags & JOLT_O_EXCL);
	int follow = !(flags & JOLT_O_NOFOLLOW) && !excl;
	struct ns_walk w;
	struct ns_ibuf ib;
	uint64_t ino;
	int err;

	ns_lock(fs);
	err = ns_walk(fs, path, (follow ? NS_FOLLOW : 0) | (creat ? NS_PARENT : 0), &w);
	if (err)
		goto out;
	ino = w.ino;
	if (!ino) {
		if (w.trailing_slash) {
			err = -EISDIR;
			goto out;
		}
		w.name[w.len] = 0;
		err = create_at(fs, w.parent, w.name, JOLT_S_IFREG | (mode & JOLT_S_IPERM), 0, NULL,
				NULL, &ino, &ib);
		if (err)
			goto out;
		flags &= ~(uint32_t)JOLT_O_TRUNC;
	} else if (excl) {
		err = -EEXIST;
		goto out;
	} else if (w.type == JOLT_FS_FT_SYMLINK) {
		err = -ELOOP;
		goto out;
	}
	err = open_ino(fs, ino, flags, out);
out:
	ns_unlock(fs);
	return err;
}

int jolt_create(struct jolt_fs *fs, const char *path, uint32_t mode, struct jolt_file **out)
{
	return jolt_open(fs, path, JOLT_O_CREAT | JOLT_O_WRONLY | JOLT_O_TRUNC, mode, out);
}
