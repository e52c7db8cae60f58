/* Subvolumes and snapshots (jolt/subvol.h): further fs trees of one mount,
 * named in the root tree, snapshots made by cloning a tree, and views
 * (a struct jolt_fs over another fs tree) for the namespace calls.
 *
 * On disk (docs/disk-format.md section 9): a subvolume is its tree's
 * ROOT_ITEM (id, 132, 0) plus its name, kept as btrfs keeps it, in a
 * ROOT_REF (5, 156, id) and a ROOT_BACKREF (id, 144, 5) with the same
 * value: le64 dirid (256), le64 sequence (the id), le16 name_len, name.
 * Every subvolume hangs from tree 5 ("/") and none appears as a directory:
 * the list is flat.
 *
 * Invariants:
 *  - a snapshot clones its source as the last commit left it
 *    (jolt_btree_clone refuses a root changed in the running transaction),
 *    so each call here commits before it changes trees and after: a
 *    snapshot, creation or deletion is durable when it returns;
 *  - the refcounts stay those of docs/disk-format.md 4.4 (btree.c's
 *    clone and drop keep them; fsck proves it);
 *  - a view shares the mount's fs_info (so the one tree lock, the one running
 *    transaction) and has its own inode table; a subvolume with an open
 *    view is never dropped (-EBUSY), and unmount closes every view first. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "jolt/subvol.h"
#include "ns.h"

enum { REF_HDR = 18 };

static int check_name(const char *name, size_t *len)
{
	size_t n = strlen(name);

	if (!n || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
		return -EINVAL;
	if (n > JOLT_NAME_MAX)
		return -ENAMETOOLONG;
	*len = n;
	return 0;
}

static int is_top(const char *name)
{
	return !strcmp(name, "/") || !strcmp(name, "");
}

static struct jolt_fs *mount_of(struct jolt_fs *fs)
{
	return fs->view_of ? fs->view_of : fs;
}

/* Finds a subvolume's id by name (lock held). */
static int lookup_id(struct jolt_fs *fs, const char *name, uint64_t *id)
{
	size_t len;
	int rc;

	if (is_top(name)) {
		*id = JOLT_FS_FS_TREE_OBJECTID;
		return 0;
	}
	rc = check_name(name, &len);
	if (rc)
		return rc;
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, 0);
	struct jolt_fs_key max = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, UINT64_MAX);
	struct jolt_fs_key k;
	const void *d;
	uint32_t sz;

	jolt_cursor_init(&c, fs->info->tree_root, &min, &max);
	rc = -ENOENT;
	while (jolt_cursor_next(&c, &k, &d, &sz) == 1) {
		uint16_t nl;
		if (sz < REF_HDR)
			continue;
		memcpy(&nl, (const uint8_t *)d + 16, 2);
		if (nl == len && (uint32_t)REF_HDR + nl <= sz &&
		    !memcmp((const uint8_t *)d + REF_HDR, name, len)) {
			*id = k.offset;
			rc = 0;
			break;
		}
	}
	jolt_cursor_release(&c);
	return rc;
}

static int name_of(struct jolt_fs *fs, uint64_t id, char *out)
{
	uint8_t buf[REF_HDR + 256];
	uint32_t sz;
	uint16_t nl;

	if (id == JOLT_FS_FS_TREE_OBJECTID) {
		strcpy(out, "/");
		return 0;
	}
	struct jolt_fs_key k = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, id);
	int rc = jolt_btree_lookup(fs->info->tree_root, &k, buf, sizeof(buf), &sz);
	if (rc)
		return rc;
	memcpy(&nl, buf + 16, 2);
	if (sz < REF_HDR || nl > 255 || (uint32_t)REF_HDR + nl > sz)
		return -EUCLEAN;
	memcpy(out, buf + REF_HDR, nl);
	out[nl] = 0;
	return 0;
}

/* The next free tree id: above every ROOT_ITEM and loaded root. */
static int next_id(struct jolt_fs *fs, uint64_t *id)
{
	struct jolt_fs_key k = jolt_key(UINT64_MAX - 256, JOLT_KEY_ROOT_ITEM, UINT64_MAX);
	struct jolt_path p;
	uint64_t best = JOLT_FS_FIRST_FREE_OBJECTID - 1;
	int rc;

	jolt_path_init(&p);
	rc = jolt_btree_search_le(fs->info->tree_root, &k, &p);
	if (rc < 0)
		return rc;
	while (rc == 0) {
		struct jolt_fs_key ik = jolt_path_item(&p)->key;
		if (ik.type == JOLT_KEY_ROOT_ITEM || ik.type == JOLT_KEY_ROOT_BACKREF) {
			if (ik.objectid > best && ik.objectid < UINT64_MAX - 256)
				best = ik.objectid;
			break;
		}
		rc = jolt_btree_prev_item(fs->info->tree_root, &p);
		if (rc < 0) {
			jolt_path_release(fs->info, &p);
			return rc;
		}
	}
	jolt_path_release(fs->info, &p);
	for (struct jolt_root *r = fs->info->roots; r; r = r->next)
		if (r->objectid > best && r->objectid < UINT64_MAX - 256)
			best = r->objectid;
	*id = best + 1;
	return 0;
}

static void new_uuid(uint8_t u[16])
{
	if (getrandom(u, 16, 0) != 16) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		uint64_t a = (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15ULL ^ (uint64_t)getpid();
		uint64_t b = (uint64_t)ts.tv_sec * 0xbf58476d1ce4e5b9ULL ^ (uint64_t)(uintptr_t)u;
		memcpy(u, &a, 8);
		memcpy(u + 8, &b, 8);
	}
	u[6] = (u[6] & 0x0f) | 0x40;
	u[8] = (u[8] & 0x3f) | 0x80;
}

static int insert_refs(struct jolt_trans *t, struct jolt_fs *fs, uint64_t id, const char *name,
		       size_t len)
{
	uint8_t buf[REF_HDR + 256];
	uint64_t dirid = JOLT_ROOT_INO;
	uint16_t nl = (uint16_t)len;

	memcpy(buf, &dirid, 8);
	memcpy(buf + 8, &id, 8);
	memcpy(buf + 16, &nl, 2);
	memcpy(buf + REF_HDR, name, len);
	struct jolt_fs_key k = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, id);
	int rc = jolt_btree_insert(t, fs->info->tree_root, &k, buf, (uint32_t)(REF_HDR + len));
	if (rc)
		return rc;
	k = jolt_key(id, JOLT_KEY_ROOT_BACKREF, JOLT_FS_FS_TREE_OBJECTID);
	return jolt_btree_insert(t, fs->info->tree_root, &k, buf, (uint32_t)(REF_HDR + len));
}

static int commit(struct jolt_fs *fs)
{
	if (fs->rdonly || fs->info->error)
		return fs->info->error ? -EROFS : 0;
	return jolt_fs_commit(fs->info);
}

/* Is the tree of the mount's own root (5) a uuid? Give it one, once. */
static void ensure_uuid(struct jolt_trans *t, struct jolt_root *r)
{
	static const uint8_t zero[16];

	if (!memcmp(r->item.uuid, zero, 16)) {
		new_uuid(r->item.uuid);
		jolt_trans_root_dirty(t, r);
	}
}

/* 0 when no subvolume is called name, -EEXIST when one is, or the
 * lookup's error. */
static int name_is_new(struct jolt_fs *fs, const char *name)
{
	uint64_t id;
	int rc = lookup_id(fs, name, &id);

	return rc == 0 ? -EEXIST : rc == -ENOENT ? 0 : rc;
}

int jolt_subvol_create(struct jolt_fs *fs, const char *name, uint64_t *idp)
{
	struct jolt_trans t;
	struct jolt_root *r;
	struct ns_ibuf ib;
	uint64_t id;
	size_t len;
	int rc;

	fs = mount_of(fs);
	rc = check_name(name, &len);
	if (rc)
		return rc;
	ns_lock(fs);
	rc = name_is_new(fs, name);
	if (rc)
		goto out;
	rc = next_id(fs, &id);
	if (rc)
		goto out;
	rc = ns_begin(fs, 8, 0, &t);
	if (rc)
		goto out;
	rc = jolt_btree_create(&t, id, &r);
	if (rc) {
		ns_end(fs, &t);
		goto out;
	}
	memset(&ib, 0, sizeof(ib));
	ib.i.generation = t.transid;
	ib.i.transid = t.transid;
	ib.i.nlink = 2;
	ib.i.uid = fs->uid;
	ib.i.gid = fs->gid;
	ib.i.mode = JOLT_S_IFDIR | 0755;
	ib.i.parent = JOLT_ROOT_INO;
	ns_now(&ib.i.atime);
	ib.i.ctime = ib.i.mtime = ib.i.otime = ib.i.atime;
	struct jolt_fs_key k = jolt_key(JOLT_ROOT_INO, JOLT_KEY_INODE_ITEM, 0);
	rc = jolt_btree_insert(&t, r, &k, &ib, ns_ibuf_size(&ib));
	if (!rc)
		rc = insert_refs(&t, fs, id, name, len);
	if (rc) {
		ns_end(fs, &t);
		rc = ns_abort(fs, rc, "creating a subvolume");
		goto out;
	}
	r->item.root_dirid = JOLT_ROOT_INO;
	r->item.last_objectid = JOLT_ROOT_INO;
	new_uuid(r->item.uuid);
	jolt_trans_root_dirty(&t, r);
	ns_end(fs, &t);
	rc = commit(fs);
	if (!rc && idp)
		*idp = id;
out:
	ns_unlock(fs);
	return rc;
}

int jolt_subvol_snapshot(struct jolt_fs *fs, const char *src, const char *name, uint32_t flags,
			 uint64_t *idp)
{
	struct jolt_trans t;
	struct jolt_root *sr, *r;
	uint64_t sid, id;
	size_t len;
	int rc;

	fs = mount_of(fs);
	rc = check_name(name, &len);
	if (rc)
		return rc;
	ns_lock(fs);
	rc = name_is_new(fs, name);
	if (rc)
		goto out;
	rc = lookup_id(fs, src, &sid);
	if (rc)
		goto out;
	rc = jolt_fs_read_root(fs->info, sid, &sr);
	if (rc)
		goto out;
	rc = next_id(fs, &id);
	if (!rc)
		rc = commit(fs);
	if (rc)
		goto out;
	rc = ns_begin(fs, 8, 0, &t);
	if (rc)
		goto out;
	rc = jolt_btree_clone(&t, sr, id, &r);
	if (rc) {
		ns_end(fs, &t);
		goto out;
	}
	ensure_uuid(&t, sr);
	memcpy(r->item.parent_uuid, sr->item.uuid, 16);
	new_uuid(r->item.uuid);
	memset(r->item.received_uuid, 0, 16);
	r->item.stransid = r->item.rtransid = 0;
	r->item.flags = (flags & JOLT_SUBVOL_RDONLY) ? JOLT_FS_ROOT_RDONLY : 0;
	jolt_trans_root_dirty(&t, r);
	rc = insert_refs(&t, fs, id, name, len);
	ns_end(fs, &t);
	if (rc) {
		rc = ns_abort(fs, rc, "naming a snapshot");
		goto out;
	}
	rc = commit(fs);
	if (!rc && idp)
		*idp = id;
out:
	ns_unlock(fs);
	return rc;
}

static int view_open_id(struct jolt_fs *fs, uint64_t id)
{
	for (struct jolt_fs *v = fs->views; v; v = v->view_next)
		if (v->subvol_id == id)
			return 1;
	return 0;
}

int jolt_subvol_delete(struct jolt_fs *fs, const char *name)
{
	struct jolt_trans t;
	struct jolt_root *r;
	uint64_t id;
	int rc;

	fs = mount_of(fs);
	if (is_top(name))
		return -EINVAL;
	ns_lock(fs);
	rc = lookup_id(fs, name, &id);
	if (rc)
		goto out;
	if (view_open_id(fs, id)) {
		rc = -EBUSY;
		goto out;
	}
	rc = jolt_fs_read_root(fs->info, id, &r);
	if (!rc)
		rc = commit(fs);
	if (rc)
		goto out;
	rc = ns_begin(fs, 8, JOLT_TRANS_USE_RESERVE, &t);
	if (rc)
		goto out;
	struct jolt_fs_key k = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, id);
	rc = jolt_btree_delete(&t, fs->info->tree_root, &k);
	k = jolt_key(id, JOLT_KEY_ROOT_BACKREF, JOLT_FS_FS_TREE_OBJECTID);
	if (!rc)
		rc = jolt_btree_delete(&t, fs->info->tree_root, &k);
	if (!rc)
		rc = jolt_btree_drop(&t, r);
	ns_end(fs, &t);
	if (rc) {
		rc = ns_abort(fs, rc, "deleting a subvolume");
		goto out;
	}
	rc = commit(fs);
out:
	ns_unlock(fs);
	return rc;
}

static void fill_info(struct jolt_subvol_info *o, uint64_t id, const struct jolt_root *r)
{
	memset(o, 0, sizeof(*o));
	o->id = id;
	o->flags = (r->item.flags & JOLT_FS_ROOT_RDONLY) ? JOLT_SUBVOL_RDONLY : 0;
	o->generation = r->item.generation;
	o->otransid = r->item.otransid;
	o->ctransid = r->item.ctransid;
	o->stransid = r->item.stransid;
	o->rtransid = r->item.rtransid;
	memcpy(o->uuid, r->item.uuid, 16);
	memcpy(o->parent_uuid, r->item.parent_uuid, 16);
	memcpy(o->received_uuid, r->item.received_uuid, 16);
}

static int info_of(struct jolt_fs *fs, uint64_t id, struct jolt_subvol_info *o)
{
	struct jolt_root *r;
	int rc = jolt_fs_read_root(fs->info, id, &r);

	if (rc)
		return rc;
	fill_info(o, id, r);
	return name_of(fs, id, o->name);
}

int64_t jolt_subvol_list(struct jolt_fs *fs, struct jolt_subvol_info *out, size_t max)
{
	int64_t n = 0;
	int rc;

	fs = mount_of(fs);
	ns_lock(fs);
	rc = info_of(fs, JOLT_FS_FS_TREE_OBJECTID, max ? &out[0] : &(struct jolt_subvol_info){0});
	if (rc)
		goto out;
	n = 1;
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, 0);
	struct jolt_fs_key mx = jolt_key(JOLT_FS_FS_TREE_OBJECTID, JOLT_KEY_ROOT_REF, UINT64_MAX);
	struct jolt_fs_key k;
	const void *d;
	uint32_t sz;
	uint64_t *ids = NULL;
	size_t nids = 0;

	jolt_cursor_init(&c, fs->info->tree_root, &min, &mx);
	while ((rc = jolt_cursor_next(&c, &k, &d, &sz)) == 1) {
		uint64_t *nx = realloc(ids, (nids + 1) * sizeof(*ids));
		if (!nx) {
			rc = -ENOMEM;
			break;
		}
		ids = nx;
		ids[nids++] = k.offset;
	}
	jolt_cursor_release(&c);
	for (size_t i = 0; rc == 0 && i < nids; i++, n++)
		if ((size_t)n < max)
			rc = info_of(fs, ids[i], &out[n]);
	free(ids);
out:
	ns_unlock(fs);
	return rc < 0 ? rc : n;
}

int jolt_subvol_get(struct jolt_fs *fs, const char *name, struct jolt_subvol_info *out)
{
	uint64_t id;
	int rc;

	fs = mount_of(fs);
	ns_lock(fs);
	rc = lookup_id(fs, name, &id);
	if (!rc)
		rc = info_of(fs, id, out);
	ns_unlock(fs);
	return rc;
}

int jolt_subvol_set(struct jolt_fs *fs, const char *name, uint32_t flags,
		    const uint8_t *received_uuid, uint64_t stransid)
{
	struct jolt_trans t;
	struct jolt_root *r;
	uint64_t id;
	int rc;

	fs = mount_of(fs);
	ns_lock(fs);
	rc = lookup_id(fs, name, &id);
	if (!rc)
		rc = jolt_fs_read_root(fs->info, id, &r);
	if (!rc)
		rc = ns_begin(fs, 2, 0, &t);
	if (rc)
		goto out;
	r->item.flags = (r->item.flags & ~(uint64_t)JOLT_FS_ROOT_RDONLY) |
			((flags & JOLT_SUBVOL_RDONLY) ? JOLT_FS_ROOT_RDONLY : 0);
	if (received_uuid) {
		memcpy(r->item.received_uuid, received_uuid, 16);
		r->item.stransid = stransid;
		r->item.rtransid = t.transid;
	}
	jolt_trans_root_dirty(&t, r);
	ns_end(fs, &t);
	rc = commit(fs);
	for (struct jolt_fs *v = fs->views; v; v = v->view_next)
		if (v->subvol_id == id)
			v->rdonly = fs->rdonly || (flags & JOLT_SUBVOL_RDONLY);
out:
	ns_unlock(fs);
	return rc;
}

int jolt_subvol_open(struct jolt_fs *fs, const char *name, struct jolt_fs **out)
{
	struct jolt_fs *v;
	uint64_t id;
	int rc;

	fs = mount_of(fs);
	v = jolt_lock_zalloc(sizeof(*v));
	if (!v)
		return -ENOMEM;
	ns_fs_locks_init(v);
	ns_lock(fs);
	rc = lookup_id(fs, name, &id);
	if (!rc && id == JOLT_FS_FS_TREE_OBJECTID)
		rc = -EINVAL;        /* "/" is the mount itself: one inode table per tree */
	if (!rc)
		rc = jolt_fs_read_root(fs->info, id, &v->root);
	if (rc)
		goto fail;
	v->info = fs->info;
	v->dev = fs->dev;
	v->parent_ptrs = fs->parent_ptrs;
	v->rdonly = fs->rdonly || (v->root->item.flags & JOLT_FS_ROOT_RDONLY);
	v->nodesize = fs->nodesize;
	v->sectorsize = fs->sectorsize;
	v->max_inline = fs->max_inline;
	v->sf_max = fs->sf_max;
	v->xattr_inline_max = fs->xattr_inline_max;
	v->max_item = fs->max_item;
	v->uid = fs->uid;
	v->gid = fs->gid;
	v->interval_ms = fs->interval_ms;
	v->subvol_id = id;
	v->view_of = fs;
	rc = ns_find_last_ino(v, &v->last_ino);
	if (rc)
		goto fail;
	if (v->root->item.last_objectid > v->last_ino)
		v->last_ino = v->root->item.last_objectid;
	v->view_next = fs->views;
	fs->views = v;
	ns_unlock(fs);
	*out = v;
	return 0;
fail:
	ns_unlock(fs);
	free(v);
	return rc;
}

int jolt_subvol_close(struct jolt_fs *v)
{
	struct jolt_fs *fs;
	int rc;

	if (!v)
		return 0;
	if (!v->view_of)
		return -EINVAL;
	fs = v->view_of;
	rc = ns_fs_release(v);
	jolt_fs_lock(fs->info);
	for (struct jolt_fs **pp = &fs->views; *pp; pp = &(*pp)->view_next)
		if (*pp == v) {
			*pp = v->view_next;
			break;
		}
	jolt_fs_unlock(fs->info);
	ns_fs_locks_destroy(v);
	free(v);
	return rc;
}

void ns_subvol_close_views(struct jolt_fs *fs)
{
	while (fs->views)
		jolt_subvol_close(fs->views);
}
