/* Parent pointers (xfs's, seed 003): every link of an inode is recorded on
 * the inode itself as an xattr in namespace PARENT whose name is the
 * entry's name and whose value is (parent inode, parent generation). They
 * are kept exact by every namespace change in the same handle as the
 * directory entry they mirror (namei.c):
 *   create, mkdir, mknod, symlink, link   add (parent, name)
 *   unlink, rmdir                         remove (parent, name)
 *   rename                                remove (old parent, old name),
 *                                         add (new parent, new name); the
 *                                         replaced inode loses (new parent,
 *                                         new name)
 *   RENAME_EXCHANGE                       both inodes swap theirs
 * They live where the inode's other xattrs live (xattr.c): shortform while
 * the set is small, which for one link of a 40-byte name is 60 bytes, so
 * the common create and unlink change nothing but the inode item they
 * change anyway. The root directory has none (it is nobody's entry).
 *
 * With them, an inode's paths are found from the inode alone, walking up
 * each parent directory's own (single) parent pointer to the root:
 * jolt_ll_paths, what xfs_io's `parent -p` prints. A parent whose
 * generation differs from the pointer's is a stale pointer: -EUCLEAN.
 * Switched at mkfs (incompat PARENT_PTRS); off, nothing here runs. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ns.h"

enum { PATH_DEPTH_MAX = 2048 };

void ns_pptr_encode(uint8_t out[NS_PPTR_VALUE], uint64_t parent, uint64_t gen)
{
	memcpy(out, &parent, 8);
	memcpy(out + 8, &gen, 8);
}

void ns_pptr_decode(const uint8_t *v, uint64_t *parent, uint64_t *gen)
{
	memcpy(parent, v, 8);
	memcpy(gen, v + 8, 8);
}

int ns_pptr_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		uint64_t parent, uint64_t parent_gen, const char *name, size_t len)
{
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, (uint8_t)len, name, parent};
	uint8_t v[NS_PPTR_VALUE];

	if (!fs->parent_ptrs)
		return 0;
	ns_pptr_encode(v, parent, parent_gen);
	return ns_xattr_set(t, fs, ino, ib, &xn, v, sizeof(v), JOLT_XATTR_CREATE);
}

int ns_pptr_plan_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
		     const struct ns_ibuf *ib, uint64_t rm_parent, const char *rm_name,
		     size_t rm_len, uint64_t parent, uint64_t parent_gen, const char *name,
		     size_t len, struct ns_xattr_plan *pl)
{
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, (uint8_t)len, name, parent};
	struct ns_xname rm = {JOLT_FS_XATTR_PARENT, (uint8_t)rm_len, rm_name, rm_parent};
	uint8_t v[NS_PPTR_VALUE];

	memset(pl, 0, sizeof(*pl));
	if (!fs->parent_ptrs)
		return 0;
	ns_pptr_encode(v, parent, parent_gen);
	return ns_xattr_plan_set(t, fs, ino, ib, rm_name ? &rm : NULL, &xn, v, sizeof(v),
				 JOLT_XATTR_CREATE, pl);
}

uint64_t ns_pptr_add_data(const struct jolt_fs *fs, const struct ns_ibuf *ib, size_t len)
{
	static const char name[JOLT_NAME_MAX];   /* only its length counts */
	static const struct ns_ibuf none;        /* no xattrs */
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, (uint8_t)len, name, 0};

	return fs->parent_ptrs ? ns_xattr_set_data(fs, ib ? ib : &none, &xn, NS_PPTR_VALUE) : 0;
}

int ns_pptr_add_planned(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, uint64_t parent, uint64_t parent_gen,
			const char *name, size_t len, struct ns_xattr_plan *pl)
{
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, (uint8_t)len, name, parent};
	uint8_t v[NS_PPTR_VALUE];

	if (!fs->parent_ptrs)
		return 0;
	ns_pptr_encode(v, parent, parent_gen);
	return ns_xattr_set_planned(t, fs, ino, ib, &xn, v, sizeof(v), pl);
}

int ns_pptr_remove(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		   uint64_t parent, const char *name, size_t len)
{
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, (uint8_t)len, name, parent};
	int err;

	if (!fs->parent_ptrs)
		return 0;
	err = ns_xattr_remove(t, fs, ino, ib, &xn);
	return err == -ENODATA ? -EUCLEAN : err;
}

struct parents {
	struct jolt_parent *v;
	size_t n, cap;
};

static int collect_parent(void *ctx, uint8_t ns, const char *name, uint32_t len,
			  const uint8_t *val, uint32_t vlen)
{
	struct parents *p = ctx;
	struct jolt_parent *jp;

	if (ns != JOLT_FS_XATTR_PARENT)
		return 0;
	if (vlen != NS_PPTR_VALUE || len > JOLT_NAME_MAX)
		return -EUCLEAN;
	if (p->n == p->cap) {
		size_t nc = p->cap ? p->cap * 2 : 4;
		struct jolt_parent *nv = realloc(p->v, nc * sizeof(*nv));
		if (!nv)
			return -ENOMEM;
		p->v = nv;
		p->cap = nc;
	}
	jp = &p->v[p->n++];
	memset(jp, 0, sizeof(*jp));
	ns_pptr_decode(val, &jp->parent, &jp->parent_gen);
	jp->name_len = len;
	memcpy(jp->name, name, len);
	return 0;
}

static int read_parents(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, struct parents *p)
{
	memset(p, 0, sizeof(*p));
	return ns_xattr_for_each(fs, ino, ib, collect_parent, p);
}

/* The path of directory dir ("" for the root) from parent pointers alone,
 * malloc'ed into *out. */
static int dir_path(struct jolt_fs *fs, uint64_t dir, uint64_t gen, int depth, char **out)
{
	struct ns_ibuf ib;
	struct parents p;
	char *up = NULL;
	int err;

	if (dir == JOLT_ROOT_INO) {
		*out = strdup("");
		return *out ? 0 : -ENOMEM;
	}
	if (depth > PATH_DEPTH_MAX)
		return -ELOOP;
	err = ns_inode_read(fs, dir, &ib);
	if (err == -ENOENT || (!err && (ib.i.generation != gen || !ns_is_dir(&ib)))) {
		ns_note_damage(fs, "parent pointer to directory %llu generation %llu: %s",
			 (unsigned long long)dir, (unsigned long long)gen,
			 err ? "no such inode" : !ns_is_dir(&ib) ? "not a directory"
			 : "stale generation");
		return -EUCLEAN;
	}
	if (err)
		return err;
	err = read_parents(fs, dir, &ib, &p);
	if (!err && p.n != 1)
		err = -EUCLEAN;
	if (!err)
		err = dir_path(fs, p.v[0].parent, p.v[0].parent_gen, depth + 1, &up);
	if (!err) {
		size_t ul = strlen(up);
		*out = malloc(ul + 1 + p.v[0].name_len + 1);
		if (!*out) {
			err = -ENOMEM;
		} else {
			memcpy(*out, up, ul);
			(*out)[ul] = '/';
			memcpy(*out + ul + 1, p.v[0].name, p.v[0].name_len);
			(*out)[ul + 1 + p.v[0].name_len] = 0;
		}
	}
	free(up);
	free(p.v);
	return err;
}

int64_t jolt_ll_parents(struct jolt_fs *fs, uint64_t ino, struct jolt_parent *out, size_t max)
{
	struct ns_ibuf ib;
	struct parents p;
	int err;

	if (!fs->parent_ptrs)
		return -EOPNOTSUPP;
	ns_lock_shared(fs);
	err = ns_inode_read(fs, ino, &ib);
	if (!err)
		err = read_parents(fs, ino, &ib, &p);
	ns_unlock_shared(fs);
	if (err)
		return err;
	for (size_t i = 0; i < p.n && i < max; i++)
		out[i] = p.v[i];
	free(p.v);
	return (int64_t)p.n;
}

int64_t jolt_ll_paths(struct jolt_fs *fs, uint64_t ino, char *buf, size_t size)
{
	struct ns_ibuf ib;
	struct parents p;
	size_t need = 0;
	int err;

	if (!fs->parent_ptrs)
		return -EOPNOTSUPP;
	ns_lock_shared(fs);
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		goto out;
	if (ino == JOLT_ROOT_INO) {
		if (size >= 2)
			memcpy(buf, "/", 2);
		need = 2;
		goto out;
	}
	err = read_parents(fs, ino, &ib, &p);
	if (err)
		goto out;
	for (size_t i = 0; i < p.n && !err; i++) {
		char *up;
		err = dir_path(fs, p.v[i].parent, p.v[i].parent_gen, 0, &up);
		if (err)
			break;
		size_t ul = strlen(up), len = ul + 1 + p.v[i].name_len + 1;
		if (need + len <= size) {
			memcpy(buf + need, up, ul);
			buf[need + ul] = '/';
			memcpy(buf + need + ul + 1, p.v[i].name, p.v[i].name_len);
			buf[need + len - 1] = 0;
		}
		need += len;
		free(up);
	}
	free(p.v);
out:
	ns_unlock_shared(fs);
	return err ? err : (int64_t)need;
}
