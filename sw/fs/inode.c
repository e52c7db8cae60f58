/* Inodes: the INODE_ITEM and its shortform xattr area as one buffer
 * (struct ns_ibuf), new inode numbers, the in-memory table of inodes that
 * someone holds, and the end of an inode's life.
 *
 * Inode numbers grow from the fs tree's last_objectid and are not reused
 * (version 1); the generation of an inode is the transaction that created
 * it, so (ino, generation) names one inode for ever (NFS handles, parent
 * pointers).
 *
 * Lifetime: an inode lives while it has links (nlink > 0) or someone holds
 * it: FUSE lookups not yet forgotten (nlookup) or open files (nopen).
 * When the last link goes while it is held, an ORPHAN item (ORPHAN, 48,
 * ino) records it, and the last release deletes it; a crash leaves the
 * orphan item, and the next read-write mount deletes the inode. When the
 * last link goes and nobody holds it, its items are deleted in the same
 * handle if they are few (NS_ITEM_BATCH), otherwise it is orphaned and
 * deleted in a series of handles, each leaving a consistent tree (the
 * orphan item stays until the inode item goes, so a commit in between
 * finds a marked orphan, never a leak).
 *
 * The table is a hash of struct jolt_inode, holding counts, and for
 * directories the next DIR_INDEX sequence (btrfs's index_cnt), found from
 * the tree the first time and kept while the record lives (idle records
 * are dropped past NS_ICACHE_IDLE_MAX). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ns.h"

int ns_inode_read_hint(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		       struct jolt_leaf_hint *h)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	uint32_t size = 0;
	int err;

	if (h)
		err = jolt_btree_lookup_hint(fs->root, &k, ib, sizeof(*ib), &size, h);
	else
		err = jolt_btree_lookup(fs->root, &k, ib, sizeof(*ib), &size);
	if (err)
		return err;
	if (size < sizeof(ib->i) || ib->i.xattr_bytes > NS_SF_MAX ||
	    size != sizeof(ib->i) + ib->i.xattr_bytes) {
		if (h)
			ns_hint_release(fs, h);
		ns_note_damage(fs, "inode %llu: item of %u bytes with a shortform area of %u",
			 (unsigned long long)ino, size, ib->i.xattr_bytes);
		return -EUCLEAN;
	}
	return 0;
}

int ns_inode_read(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	return ns_inode_read_hint(fs, ino, ib, NULL);
}

void ns_hint_release(struct jolt_fs *fs, struct jolt_leaf_hint *h)
{
	jolt_leaf_hint_release(fs->info, h);
}

int ns_inode_write(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);

	ib->i.transid = t->transid;
	ib->i.sequence++;
	return jolt_btree_update(t, fs->root, &k, ib, ns_ibuf_size(ib));
}

int ns_inode_write_hint(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, struct jolt_leaf_hint *h)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);

	ib->i.transid = t->transid;
	ib->i.sequence++;
	return jolt_btree_update_hint(t, fs->root, &k, ib, ns_ibuf_size(ib), h);
}

static int inode_insert(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);

	ib->i.transid = t->transid;
	return jolt_btree_insert(t, fs->root, &k, ib, ns_ibuf_size(ib));
}

int ns_inode_new(struct jolt_trans *t, struct jolt_fs *fs, uint32_t mode, uint64_t rdev,
		 const struct jolt_cred *cred, uint64_t *ino, struct ns_ibuf *ib)
{
	if (fs->last_ino + 1 >= NS_ORPHAN_OBJECTID - 1)
		return -ENOSPC;
	memset(ib, 0, sizeof(*ib));
	*ino = ++fs->last_ino;
	fs->root->item.last_objectid = fs->last_ino;
	jolt_trans_root_dirty(t, fs->root);
	ib->i.generation = t->transid;
	ib->i.mode = mode;
	ib->i.rdev = rdev;
	ib->i.uid = cred ? cred->uid : fs->uid;
	ib->i.gid = cred ? cred->gid : fs->gid;
	ns_now(&ib->i.atime);
	ib->i.ctime = ib->i.mtime = ib->i.otime = ib->i.atime;
	return 0;
}

int ns_inode_insert(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	return inode_insert(t, fs, ino, ib);
}

uint8_t ns_ftype(uint32_t mode)
{
	switch (mode & JOLT_S_IFMT) {
	case JOLT_S_IFREG: return JOLT_FS_FT_REG;
	case JOLT_S_IFDIR: return JOLT_FS_FT_DIR;
	case JOLT_S_IFCHR: return JOLT_FS_FT_CHRDEV;
	case JOLT_S_IFBLK: return JOLT_FS_FT_BLKDEV;
	case JOLT_S_IFIFO: return JOLT_FS_FT_FIFO;
	case JOLT_S_IFSOCK: return JOLT_FS_FT_SOCK;
	case JOLT_S_IFLNK: return JOLT_FS_FT_SYMLINK;
	default: return JOLT_FS_FT_UNKNOWN;
	}
}

void ns_fill_stat(struct jolt_fs *fs, uint64_t ino, const struct ns_ibuf *ib, struct jolt_stat *st)
{
	memset(st, 0, sizeof(*st));
	st->ino = ino;
	st->generation = ib->i.generation;
	st->mode = ib->i.mode;
	st->nlink = ib->i.nlink;
	st->uid = ib->i.uid;
	st->gid = ib->i.gid;
	st->rdev = ib->i.rdev;
	st->size = ib->i.size;
	st->blocks = (ib->i.nbytes + 511) / 512;
	st->blksize = fs->sectorsize;
	st->atime.sec = (int64_t)ib->i.atime.sec;
	st->atime.nsec = ib->i.atime.nsec;
	st->mtime.sec = (int64_t)ib->i.mtime.sec;
	st->mtime.nsec = ib->i.mtime.nsec;
	st->ctime.sec = (int64_t)ib->i.ctime.sec;
	st->ctime.nsec = ib->i.ctime.nsec;
	st->btime.sec = (int64_t)ib->i.otime.sec;
	st->btime.nsec = ib->i.otime.nsec;
}

/* ---- the inode table ---- */

static size_t ihash(const struct jolt_fs *fs, uint64_t ino)
{
	return (size_t)((ino * 0x9e3779b97f4a7c15ULL) >> 20) & (fs->itab_size - 1);
}

struct jolt_inode *ns_ifind(struct jolt_fs *fs, uint64_t ino)
{
	if (!fs->itab_size)
		return NULL;
	for (struct jolt_inode *in = fs->itab[ihash(fs, ino)]; in; in = in->hnext)
		if (in->ino == ino)
			return in;
	return NULL;
}

static void idle_sweep(struct jolt_fs *fs)
{
	for (size_t b = 0; b < fs->itab_size; b++) {
		struct jolt_inode **pp = &fs->itab[b];
		while (*pp) {
			struct jolt_inode *in = *pp;
			if (!in->nlookup && !in->nopen) {
				*pp = in->hnext;
				free(in);
				fs->icount--;
			} else {
				pp = &in->hnext;
			}
		}
	}
}

static int itab_grow(struct jolt_fs *fs)
{
	size_t nsize = fs->itab_size ? fs->itab_size * 2 : 1024;
	struct jolt_inode **nt = calloc(nsize, sizeof(*nt));
	size_t osize = fs->itab_size;
	struct jolt_inode **ot = fs->itab;

	if (!nt)
		return -ENOMEM;
	fs->itab = nt;
	fs->itab_size = nsize;
	for (size_t b = 0; b < osize; b++) {
		struct jolt_inode *in = ot[b];
		while (in) {
			struct jolt_inode *n = in->hnext;
			size_t h = ihash(fs, in->ino);
			in->hnext = nt[h];
			nt[h] = in;
			in = n;
		}
	}
	free(ot);
	return 0;
}

struct jolt_inode *ns_iget(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_inode *in = ns_ifind(fs, ino);

	if (in)
		return in;
	if (fs->icount >= NS_ICACHE_IDLE_MAX && fs->icount >= fs->isweep_at) {
		idle_sweep(fs);
		/* what is left is held (looked up, open): sweep again only once
		 * as many more came, or every new inode would scan them all */
		fs->isweep_at = 2 * fs->icount;
	}
	if (fs->icount >= fs->itab_size && itab_grow(fs))
		return NULL;
	in = calloc(1, sizeof(*in));
	if (!in)
		return NULL;
	in->ino = ino;
	size_t h = ihash(fs, ino);
	in->hnext = fs->itab[h];
	fs->itab[h] = in;
	fs->icount++;
	return in;
}

void ns_iput_idle(struct jolt_fs *fs, struct jolt_inode *victim)
{
	if (!victim || victim->nlookup || victim->nopen || victim->next_index)
		return;
	struct jolt_inode **pp = &fs->itab[ihash(fs, victim->ino)];
	while (*pp && *pp != victim)
		pp = &(*pp)->hnext;
	if (*pp) {
		*pp = victim->hnext;
		free(victim);
		fs->icount--;
	}
}

static void iforget(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_inode *in = ns_ifind(fs, ino);

	if (!in)
		return;
	in->next_index = 0;
	ns_iput_idle(fs, in);
}

int ns_inode_in_use(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_inode *in = ns_ifind(fs, ino);

	return in && (in->nlookup || in->nopen);
}

/* ---- the end of an inode ---- */

struct del_item {
	struct jolt_fs_key key;
	uint64_t bytenr, num_bytes;  /* a data extent reference to drop (0: none) */
	uint64_t mapped;             /* bytes it counted in nbytes */
};

/* Deletes up to `budget` items of ino other than its inode item, dropping
 * the references of extent items: 1 when more are left. *freed gets the
 * nbytes they accounted. */
static int delete_items(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, int budget,
			uint64_t *freed)
{
	struct jolt_fs_key min = jolt_key(ino, JOLT_KEY_INODE_ITEM + 1, 0);
	struct jolt_fs_key max = jolt_key(ino, 255, UINT64_MAX);
	struct del_item *d = calloc((size_t)budget + 1, sizeof(*d));
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int n = 0, r, err = 0;

	*freed = 0;
	if (!d)
		return -ENOMEM;
	jolt_cursor_init(&c, fs->root, &min, &max);
	while (n <= budget && (r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		d[n].key = k;
		struct jolt_fs_file_extent_item xe;
		if (k.type == JOLT_KEY_XATTR_VALUE && jolt_item_data_extent(&k, data, size, &xe)) {
			d[n].bytenr = xe.disk_bytenr;     /* a remote xattr value */
			d[n].num_bytes = xe.disk_num_bytes;
		} else if (k.type == JOLT_KEY_EXTENT_DATA && size >= JOLT_FS_FILE_EXTENT_INLINE_DATA) {
			struct jolt_fs_file_extent_item fe;
			memset(&fe, 0, sizeof(fe));
			memcpy(&fe, data, size < sizeof(fe) ? size : sizeof(fe));
			if (fe.type == JOLT_FS_FILE_EXTENT_INLINE) {
				d[n].mapped = size - JOLT_FS_FILE_EXTENT_INLINE_DATA;
			} else if (size >= sizeof(fe) && fe.disk_bytenr) {
				d[n].bytenr = fe.disk_bytenr;
				d[n].num_bytes = fe.disk_num_bytes;
				d[n].mapped = fe.num_bytes;
			}
		}
		n++;
	}
	jolt_cursor_release(&c);
	if (r < 0 && n <= budget) {
		free(d);
		return r;
	}
	int todo = n > budget ? budget : n;
	for (int i = 0; i < todo && !err; i++) {
		err = jolt_btree_delete(t, fs->root, &d[i].key);
		if (!err && d[i].bytenr)
			err = jolt_extent_dec_ref(t, d[i].bytenr, d[i].num_bytes, 1);
		if (!err && d[i].bytenr)
			ns_tl_note_free(fs, &d[i].key, d[i].bytenr, d[i].num_bytes);
		*freed += d[i].mapped;
	}
	free(d);
	if (err)
		return err;
	return n > budget;
}

static int orphan_insert(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_fs_key k = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, ino);
	uint8_t none = 0;
	int err = jolt_btree_insert(t, fs->root, &k, &none, 0);

	return err == -EEXIST ? 0 : err;
}

static int orphan_delete(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_fs_key k = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, ino);
	int err = jolt_btree_delete(t, fs->root, &k);

	return err == -ENOENT ? 0 : err;
}

int ns_inode_count_items(struct jolt_fs *fs, uint64_t ino, int limit)
{
	struct jolt_fs_key min = jolt_key(ino, JOLT_KEY_INODE_ITEM + 1, 0);
	struct jolt_fs_key max = jolt_key(ino, 255, UINT64_MAX);
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int n = 0, r;

	jolt_cursor_init(&c, fs->root, &min, &max);
	while (n <= limit && (r = jolt_cursor_next(&c, &k, &data, &size)) == 1)
		n++;
	jolt_cursor_release(&c);
	return r < 0 ? r : n;
}

int ns_inode_unlinked(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		      int budget)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	uint64_t freed;
	int err, more;

	if (ns_inode_in_use(fs, ino)) {
		err = ns_inode_write(t, fs, ino, ib);
		return err ? err : orphan_insert(t, fs, ino);
	}
	more = delete_items(t, fs, ino, budget, &freed);
	if (more < 0)
		return more;
	ib->i.nbytes -= freed < ib->i.nbytes ? freed : ib->i.nbytes;
	if (!more) {
		iforget(fs, ino);
		fs->ctr.orphans_deleted++;
		return jolt_btree_delete(t, fs->root, &k);
	}
	err = ns_inode_write(t, fs, ino, ib);
	if (!err)
		err = orphan_insert(t, fs, ino);
	return err ? err : 1;
}

int ns_inode_evict(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	struct jolt_trans t;
	struct ns_ibuf ib;
	uint64_t freed;
	int err, more, batch = NS_ITEM_BATCH;

	do {
		err = ns_begin(fs, (uint64_t)batch + 4, JOLT_TRANS_USE_RESERVE, &t);
		if (err == -ENOSPC && batch > 1) {
			/* a nearly full filesystem: smaller handles, down to one item */
			batch = batch > 4 ? batch / 4 : 1;
			more = 1;
			continue;
		}
		if (err)
			return err;
		err = ns_inode_read(fs, ino, &ib);
		if (err == -ENOENT) {
			err = orphan_delete(&t, fs, ino);
			ns_end(fs, &t);
			return err ? ns_abort(fs, err, "deleting an orphan item") : 0;
		}
		if (err) {
			ns_end(fs, &t);
			return err;
		}
		more = delete_items(&t, fs, ino, batch, &freed);
		if (more < 0) {
			ns_end(fs, &t);
			return ns_abort(fs, more, "deleting an inode's items");
		}
		ib.i.nbytes -= freed < ib.i.nbytes ? freed : ib.i.nbytes;
		if (more) {
			err = ns_inode_write(&t, fs, ino, &ib);
		} else {
			err = jolt_btree_delete(&t, fs->root, &k);
			if (!err)
				err = orphan_delete(&t, fs, ino);
			if (!err) {
				fs->ctr.orphans_deleted++;
				iforget(fs, ino);
			}
		}
		ns_end(fs, &t);
		if (err)
			return ns_abort(fs, err, "deleting an inode");
	} while (more);
	return 0;
}

int ns_inode_release(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_inode *in = ns_ifind(fs, ino);
	struct ns_ibuf ib;
	int err;

	if (in && (in->nlookup || in->nopen))
		return 0;
	if (in)
		ns_iput_idle(fs, in);
	if (fs->rdonly || fs->info->error)
		return 0;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err == -ENOENT ? 0 : err;
	if (ib.i.nlink == 0)
		return ns_inode_evict(fs, ino);
	return 0;
}

int ns_orphans_cleanup(struct jolt_fs *fs)
{
	struct jolt_fs_key min = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, 0);
	struct jolt_fs_key max = jolt_key(NS_ORPHAN_OBJECTID, JOLT_KEY_ORPHAN_ITEM, UINT64_MAX);
	uint64_t *inos = NULL;
	size_t n = 0, cap = 0;
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int r, err = 0;

	jolt_cursor_init(&c, fs->root, &min, &max);
	while ((r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		if (n == cap) {
			size_t ncap = cap ? cap * 2 : 64;
			uint64_t *ni = realloc(inos, ncap * sizeof(*ni));
			if (!ni) {
				r = -ENOMEM;
				break;
			}
			inos = ni;
			cap = ncap;
		}
		inos[n++] = k.offset;
	}
	jolt_cursor_release(&c);
	if (r < 0) {
		free(inos);
		return r;
	}
	for (size_t i = 0; i < n && !err; i++) {
		struct ns_ibuf ib;
		if (ns_inode_in_use(fs, inos[i]))
			continue;
		err = ns_inode_read(fs, inos[i], &ib);
		if (err == -ENOENT || (!err && ib.i.nlink == 0)) {
			err = ns_inode_evict(fs, inos[i]);
		} else if (!err) {
			/* a stale orphan item: the inode has links again */
			struct jolt_trans t;
			err = ns_begin(fs, 2, JOLT_TRANS_USE_RESERVE, &t);
			if (!err) {
				err = orphan_delete(&t, fs, inos[i]);
				ns_end(fs, &t);
				if (err)
					ns_abort(fs, err, "deleting a stale orphan item");
			}
		}
	}
	free(inos);
	return err;
}

/* ---- attributes ---- */

static void set_time(struct jolt_fs_timespec *dst, const struct jolt_timespec *src)
{
	dst->sec = (uint64_t)src->sec;
	dst->nsec = (uint32_t)src->nsec;
	dst->pad = 0;
}

int ns_setattr(struct jolt_fs *fs, uint64_t ino, const struct jolt_stat *attr, uint32_t to_set)
{
	struct jolt_fs_timespec now;
	struct jolt_trans t;
	struct ns_ibuf ib;
	int err;

	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (to_set & JOLT_SET_SIZE) {
		if (ns_is_dir(&ib))
			return -EISDIR;
		if ((ib.i.mode & JOLT_S_IFMT) != JOLT_S_IFREG)
			return -EINVAL;
		err = ns_truncate(fs, ino, attr->size);
		if (err)
			return err;
		if (!(to_set & ~(uint32_t)JOLT_SET_SIZE))
			return 0;
		err = ns_inode_read(fs, ino, &ib);
		if (err)
			return err;
	}
	err = ns_begin(fs, 2, 0, &t);
	if (err)
		return err;
	ns_now(&now);
	if (to_set & JOLT_SET_MODE)
		ib.i.mode = (ib.i.mode & JOLT_S_IFMT) | (attr->mode & JOLT_S_IPERM);
	if (to_set & JOLT_SET_UID)
		ib.i.uid = attr->uid;
	if (to_set & JOLT_SET_GID)
		ib.i.gid = attr->gid;
	if (to_set & JOLT_SET_ATIME_NOW)
		ib.i.atime = now;
	else if (to_set & JOLT_SET_ATIME)
		set_time(&ib.i.atime, &attr->atime);
	if (to_set & JOLT_SET_MTIME_NOW)
		ib.i.mtime = now;
	else if (to_set & JOLT_SET_MTIME)
		set_time(&ib.i.mtime, &attr->mtime);
	if (to_set & JOLT_SET_CTIME)
		set_time(&ib.i.ctime, &attr->ctime);
	else
		ib.i.ctime = now;
	err = ns_inode_write(&t, fs, ino, &ib);
	ns_end(fs, &t);
	return err ? ns_abort(fs, err, "setattr") : 0;
}

int jolt_ll_getattr(struct jolt_fs *fs, uint64_t ino, struct jolt_stat *out)
{
	struct ns_ibuf ib;
	int err;

	ns_lock_shared(fs);
	err = ns_inode_read(fs, ino, &ib);
	if (!err)
		ns_fill_stat(fs, ino, &ib, out);
	ns_unlock_shared(fs);
	return err;
}

int jolt_ll_setattr(struct jolt_fs *fs, uint64_t ino, const struct jolt_stat *attr,
		    uint32_t to_set, struct jolt_stat *out)
{
	struct ns_ibuf ib;
	int err;

	ns_lock(fs);
	err = ns_setattr(fs, ino, attr, to_set);
	if (!err && out) {
		err = ns_inode_read(fs, ino, &ib);
		if (!err)
			ns_fill_stat(fs, ino, &ib, out);
	}
	ns_unlock(fs);
	return err;
}

void jolt_ll_forget(struct jolt_fs *fs, uint64_t ino, uint64_t nlookup)
{
	struct jolt_inode *in;

	ns_lock(fs);
	in = ns_ifind(fs, ino);
	if (in) {
		in->nlookup = in->nlookup > nlookup ? in->nlookup - nlookup : 0;
		if (!in->nlookup && !in->nopen)
			ns_inode_release(fs, ino);
	}
	ns_unlock(fs);
}
