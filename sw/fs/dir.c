/* Directories: every name is two items, as in btrfs. DIR_ITEM (dir, 84,
 * hash) finds a name: it holds every entry of the directory whose name
 * hashes alike (CRC32C of the name), back to back; DIR_INDEX (dir, 96,
 * sequence) lists the names in the order they were added, and gives
 * readdir its cookies. A DIR_ITEM entry carries its DIR_INDEX sequence as
 * its 8 bytes of data, so a name can be removed without another index.
 *
 * Sequences start at 2 (cookies 0 and 1 are "." and ".."), and a new name
 * takes one past the highest ever handed out while the directory's record
 * is in memory (found from the last DIR_INDEX after that): a listing that
 * resumes from a cookie never sees an entry twice nor misses one that
 * stayed. A directory's size is twice the sum of its names' lengths
 * (btrfs's rule: a name counted once per index), which fsck checks.
 *
 * Entry layout (docs/disk-format.md 8.3): struct jolt_fs_dir_item (40
 * bytes), the name, the data, zero padding to 8 bytes. Entries are read
 * with memcpy: item data in a leaf need not be 8-byte aligned. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"
#include "ns.h"

uint64_t ns_name_hash(const char *name, size_t len)
{
	return jolt_crc32c(0, name, len);
}

uint32_t ns_ent_size(uint32_t name_len, uint32_t data_len)
{
	return (uint32_t)(sizeof(struct jolt_fs_dir_item) + name_len + data_len + 7) & ~7u;
}

int ns_ent_next(const uint8_t *buf, uint32_t size, uint32_t *pos, struct ns_ent *e)
{
	uint32_t p = *pos, esz;

	if (p >= size)
		return 0;
	if (size - p < sizeof(e->di))
		return -EUCLEAN;
	memcpy(&e->di, buf + p, sizeof(e->di));
	esz = ns_ent_size(e->di.name_len, e->di.data_len);
	if (e->di.name_len == 0 || esz > size - p)
		return -EUCLEAN;
	e->off = p;
	e->size = esz;
	e->name = buf + p + sizeof(e->di);
	e->data = e->name + e->di.name_len;
	*pos = p + esz;
	return 1;
}

void ns_ent_put(uint8_t *dst, const struct jolt_fs_dir_item *di, const void *name, const void *data)
{
	uint32_t esz = ns_ent_size(di->name_len, di->data_len);

	memset(dst, 0, esz);
	memcpy(dst, di, sizeof(*di));
	memcpy(dst + sizeof(*di), name, di->name_len);
	if (di->data_len)
		memcpy(dst + sizeof(*di) + di->name_len, data, di->data_len);
}

/* A copy of the item at key (malloc'ed): 0, -ENOENT, or a read error. */
int ns_item_copy(struct jolt_fs *fs, const struct jolt_fs_key *key, uint8_t **data, uint32_t *size)
{
	struct jolt_path p;
	int r;

	*data = NULL;
	*size = 0;
	jolt_path_init(&p);
	r = jolt_btree_search(NULL, fs->root, key, &p, 0, 0);
	if (r < 0)
		return r;
	if (r == 1) {
		jolt_path_release(fs->info, &p);
		return -ENOENT;
	}
	*size = jolt_path_item(&p)->size;
	*data = malloc(*size ? *size : 1);
	if (!*data) {
		jolt_path_release(fs->info, &p);
		return -ENOMEM;
	}
	memcpy(*data, jolt_path_item_data(&p), *size);
	jolt_path_release(fs->info, &p);
	return 0;
}

/* Finds name in the DIR_ITEM at its hash: 0 with the entry's inode, type
 * and sequence; -ENOENT. */
static int dir_find(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len, uint64_t *ino,
		    uint8_t *type, uint64_t *seq)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, ns_name_hash(name, len));
	struct jolt_path p;
	struct ns_ent e;
	uint32_t pos = 0, size;
	const uint8_t *data;
	int r;

	jolt_path_init(&p);
	r = jolt_btree_search(NULL, fs->root, &k, &p, 0, 0);
	if (r < 0)
		return r;
	if (r == 1) {
		jolt_path_release(fs->info, &p);
		return -ENOENT;
	}
	data = jolt_path_item_data(&p);
	size = jolt_path_item(&p)->size;
	r = -ENOENT;
	int n;
	while ((n = ns_ent_next(data, size, &pos, &e)) == 1) {
		if (e.di.name_len == len && !memcmp(e.name, name, len)) {
			*ino = e.di.location.objectid;
			*type = e.di.type;
			if (seq) {
				*seq = 0;
				if (e.di.data_len == 8)
					memcpy(seq, e.data, 8);
			}
			r = 0;
			break;
		}
	}
	if (n < 0) {
		snprintf(fs->info->errmsg, sizeof(fs->info->errmsg),
			 "directory %llu: malformed DIR_ITEM at hash %llu",
			 (unsigned long long)dir, (unsigned long long)k.offset);
		r = -EUCLEAN;
	}
	jolt_path_release(fs->info, &p);
	return r;
}

int ns_dir_lookup(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len, uint64_t *ino,
		  uint8_t *type)
{
	return dir_find(fs, dir, name, len, ino, type, NULL);
}

/* The next DIR_INDEX sequence of dir (loaded from the tree once). */
static int next_index(struct jolt_fs *fs, uint64_t dir, struct jolt_inode **out)
{
	struct jolt_inode *in = ns_iget(fs, dir);
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_INDEX, UINT64_MAX);
	struct jolt_path p;
	int r;

	if (!in)
		return -ENOMEM;
	*out = in;
	if (in->next_index)
		return 0;
	jolt_path_init(&p);
	r = jolt_btree_search_le(fs->root, &k, &p);
	if (r < 0)
		return r;
	in->next_index = 2;
	if (r == 0) {
		const struct jolt_fs_key *f = &jolt_path_item(&p)->key;
		if (f->objectid == dir && f->type == JOLT_KEY_DIR_INDEX && f->offset >= 2)
			in->next_index = f->offset + 1;
	}
	jolt_path_release(fs->info, &p);
	return 0;
}

int ns_dir_check_add(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, ns_name_hash(name, len));
	struct jolt_inode *in;
	struct jolt_path p;
	struct ns_ent e;
	uint32_t pos = 0, size = 0;
	int r, n;

	/* one search: the name must not be in its hash's item, and the item
	 * must have room for it */
	jolt_path_init(&p);
	r = jolt_btree_search(NULL, fs->root, &k, &p, 0, 0);
	if (r < 0)
		return r;
	if (r == 0) {
		const uint8_t *data = jolt_path_item_data(&p);
		size = jolt_path_item(&p)->size;
		while ((n = ns_ent_next(data, size, &pos, &e)) == 1)
			if (e.di.name_len == len && !memcmp(e.name, name, len))
				break;
		jolt_path_release(fs->info, &p);
		if (n < 0)
			return -EUCLEAN;
		if (n == 1)
			return -EEXIST;
	} else {
		jolt_path_release(fs->info, &p);
	}
	if (size + ns_ent_size((uint32_t)len, 8) > fs->max_item)
		return -ENOSPC;   /* too many names with this hash for one item */
	return next_index(fs, dir, &in);
}

int ns_dir_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len, uint64_t ino, uint8_t type)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, ns_name_hash(name, len));
	struct jolt_fs_dir_item di;
	struct jolt_inode *in;
	uint8_t *old, *buf;
	uint32_t osz, esz;
	uint64_t seq;
	int err;

	err = next_index(fs, dir, &in);
	if (err)
		return err;
	seq = in->next_index;
	err = ns_item_copy(fs, &k, &old, &osz);
	if (err && err != -ENOENT)
		return err;
	memset(&di, 0, sizeof(di));
	di.location = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	di.transid = t->transid;
	di.name_len = (uint16_t)len;
	di.type = type;
	di.data_len = 8;
	esz = ns_ent_size(di.name_len, 8);
	if (osz + esz > fs->max_item) {
		free(old);
		return -EOVERFLOW;
	}
	buf = malloc(osz + esz);
	if (!buf) {
		free(old);
		return -ENOMEM;
	}
	if (osz)
		memcpy(buf, old, osz);
	ns_ent_put(buf + osz, &di, name, &seq);
	err = old ? jolt_btree_update(t, fs->root, &k, buf, osz + esz)
		  : jolt_btree_insert(t, fs->root, &k, buf, osz + esz);
	free(old);
	if (!err) {
		di.data_len = 0;
		esz = ns_ent_size(di.name_len, 0);
		ns_ent_put(buf, &di, name, NULL);
		k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
		err = jolt_btree_insert(t, fs->root, &k, buf, esz);
	}
	free(buf);
	if (err)
		return err;
	in->next_index = seq + 1;
	dib->i.size += 2 * len;
	ns_tl_note_link(fs, dir, ino, name, len, 1);
	return 0;
}

int ns_dir_del(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, ns_name_hash(name, len));
	uint8_t *old;
	uint32_t osz, pos = 0;
	uint64_t seq = 0;
	struct ns_ent e;
	int err, n, found = 0;

	err = ns_item_copy(fs, &k, &old, &osz);
	if (err)
		return err;
	while ((n = ns_ent_next(old, osz, &pos, &e)) == 1) {
		if (e.di.name_len == len && !memcmp(e.name, name, len)) {
			found = 1;
			break;
		}
	}
	if (!found) {
		free(old);
		return n < 0 ? -EUCLEAN : -ENOENT;
	}
	if (e.di.data_len == 8)
		memcpy(&seq, e.data, 8);
	if (e.size == osz) {
		err = jolt_btree_delete(t, fs->root, &k);
	} else {
		memmove(old + e.off, old + e.off + e.size, osz - e.off - e.size);
		err = jolt_btree_update(t, fs->root, &k, old, osz - e.size);
	}
	free(old);
	if (!err) {
		k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
		err = jolt_btree_delete(t, fs->root, &k);
	}
	if (!err) {
		dib->i.size -= 2 * len <= dib->i.size ? 2 * len : dib->i.size;
		ns_tl_note_link(fs, dir, e.di.location.objectid, name, len, 0);
	}
	return err;
}

int ns_dir_retarget(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, const char *name,
		    size_t len, uint64_t ino, uint8_t type)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, ns_name_hash(name, len));
	uint8_t *buf;
	uint32_t size, pos = 0;
	uint64_t seq = 0;
	struct ns_ent e;
	int err, n, found = 0;

	err = ns_item_copy(fs, &k, &buf, &size);
	if (err)
		return err;
	while ((n = ns_ent_next(buf, size, &pos, &e)) == 1) {
		if (e.di.name_len == len && !memcmp(e.name, name, len)) {
			found = 1;
			break;
		}
	}
	if (!found) {
		free(buf);
		return n < 0 ? -EUCLEAN : -ENOENT;
	}
	if (e.di.data_len == 8)
		memcpy(&seq, e.data, 8);
	ns_tl_note_link(fs, dir, e.di.location.objectid, name, len, 0);
	ns_tl_note_link(fs, dir, ino, name, len, 1);
	e.di.location = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	e.di.type = type;
	e.di.transid = t->transid;
	memcpy(buf + e.off, &e.di, sizeof(e.di));
	err = jolt_btree_update(t, fs->root, &k, buf, size);
	free(buf);
	if (err)
		return err;
	k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
	err = ns_item_copy(fs, &k, &buf, &size);
	if (err)
		return err;
	pos = 0;
	if (ns_ent_next(buf, size, &pos, &e) != 1) {
		free(buf);
		return -EUCLEAN;
	}
	e.di.location = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	e.di.type = type;
	e.di.transid = t->transid;
	memcpy(buf, &e.di, sizeof(e.di));
	err = jolt_btree_update(t, fs->root, &k, buf, size);
	free(buf);
	return err;
}

int ns_dir_empty(struct jolt_fs *fs, uint64_t dir)
{
	struct jolt_fs_key min = jolt_key(dir, JOLT_KEY_DIR_INDEX, 0);
	struct jolt_fs_key max = jolt_key(dir, JOLT_KEY_DIR_INDEX, UINT64_MAX);
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int r;

	jolt_cursor_init(&c, fs->root, &min, &max);
	r = jolt_cursor_next(&c, &k, &data, &size);
	jolt_cursor_release(&c);
	if (r < 0)
		return r;
	return r == 0;
}

uint8_t ns_dt_of_ftype(uint8_t ftype)
{
	static const uint8_t dt[] = {
		[JOLT_FS_FT_UNKNOWN] = JOLT_DT_UNKNOWN, [JOLT_FS_FT_REG] = JOLT_DT_REG,
		[JOLT_FS_FT_DIR] = JOLT_DT_DIR, [JOLT_FS_FT_CHRDEV] = JOLT_DT_CHR,
		[JOLT_FS_FT_BLKDEV] = JOLT_DT_BLK, [JOLT_FS_FT_FIFO] = JOLT_DT_FIFO,
		[JOLT_FS_FT_SOCK] = JOLT_DT_SOCK, [JOLT_FS_FT_SYMLINK] = JOLT_DT_LNK,
	};
	return ftype < sizeof(dt) ? dt[ftype] : JOLT_DT_UNKNOWN;
}

static void dirent_set(struct jolt_dirent *d, uint64_t ino, uint64_t next, uint32_t type,
		       const void *name, uint32_t len)
{
	memset(d, 0, sizeof(*d));
	d->ino = ino;
	d->next = next;
	d->type = type;
	d->name_len = len;
	memcpy(d->name, name, len);
}

int64_t ns_readdir(struct jolt_fs *fs, uint64_t dir, uint64_t cookie, struct jolt_dirent *ents,
		   size_t max)
{
	struct ns_ibuf ib;
	size_t n = 0;
	int err;

	err = ns_inode_read(fs, dir, &ib);
	if (err)
		return err;
	if (!ns_is_dir(&ib))
		return -ENOTDIR;
	if (cookie == 0 && n < max)
		dirent_set(&ents[n++], dir, 1, JOLT_DT_DIR, ".", 1);
	if (cookie <= 1 && n < max)
		dirent_set(&ents[n++], ib.i.parent ? ib.i.parent : dir, 2, JOLT_DT_DIR, "..", 2);
	if (n == max)
		return (int64_t)n;

	struct jolt_fs_key min = jolt_key(dir, JOLT_KEY_DIR_INDEX, cookie < 2 ? 2 : cookie);
	struct jolt_fs_key kmax = jolt_key(dir, JOLT_KEY_DIR_INDEX, UINT64_MAX);
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int r = 0;

	jolt_cursor_init(&c, fs->root, &min, &kmax);
	while (n < max && (r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		struct ns_ent e;
		uint32_t pos = 0;
		if (ns_ent_next(data, size, &pos, &e) != 1 || e.di.name_len > JOLT_NAME_MAX) {
			snprintf(fs->info->errmsg, sizeof(fs->info->errmsg),
				 "directory %llu: malformed DIR_INDEX %llu",
				 (unsigned long long)dir, (unsigned long long)k.offset);
			r = -EUCLEAN;
			break;
		}
		dirent_set(&ents[n++], e.di.location.objectid, k.offset + 1,
			   ns_dt_of_ftype(e.di.type), e.name, e.di.name_len);
	}
	jolt_cursor_release(&c);
	if (r < 0)
		return r;
	return (int64_t)n;
}

int64_t jolt_ll_readdir(struct jolt_fs *fs, uint64_t ino, uint64_t cookie,
			struct jolt_dirent *ents, size_t max)
{
	int64_t r;

	ns_lock(fs);
	r = ns_readdir(fs, ino, cookie, ents, max);
	ns_unlock(fs);
	return r;
}
