/* File data: EXTENT_DATA items (ino, 108, file offset) mapping a file's
 * bytes, as btrfs does.
 *
 *  - INLINE: a file of at most fs->max_inline bytes (default 2048, below
 *    the sectorsize) whose only item is one INLINE item at offset 0 holding
 *    all its bytes (ram_bytes == size). Symlink targets are file data too.
 *  - REG: [key.offset, +num_bytes) of the file is bytes [offset, +num_bytes)
 *    of the data extent at disk_bytenr, which the item holds one reference
 *    on (alloc.h). Starts and lengths are sectorsize multiples.
 *  - PREALLOC: the same, reading as zeros (fallocate); may lie past EOF.
 *  - no item: a hole (btrfs's NO_HOLES).
 * Items never overlap; nbytes is the sum of num_bytes of REG and PREALLOC
 * items plus the inline bytes; no REG item reaches past the block holding
 * EOF, and the bytes of that block past EOF are zero (truncate zeroes
 * them), so growing a file never uncovers old data.
 *
 * Writes are copy-on-write, like metadata: a write allocates a new data
 * extent for the blocks it touches (reading the edge blocks it covers in
 * part), writes the data to it and waits for the write to complete, and
 * only then, in one handle, drops the old mappings of those blocks (items
 * trimmed, split or deleted, references adjusted) and inserts the new
 * item. The commit's flush comes after every such write, so the commit
 * that points at data finds it durable (docs/journal.md's rule, and the
 * crash test's), and a crash before it leaves the old data untouched: no
 * block the last commit can reach is ever written.
 *
 * A write through an open file (jolt_pwrite, jolt_write) waits for the
 * device without fs->lock, as btrfs writes data outside its tree locks
 * and inserts the extent item when the I/O completes (ordered extents):
 * under the lock it takes the space (free space only: the extent's
 * reference comes with its item), and reads the edge blocks; then the
 * data goes to the device through a view of its own (fs->info->data_devs,
 * one per write in flight), while other requests run; then, under the
 * lock again, the write counts as completed (fs->ctr.data_writes, which
 * fsync's data flush covers) and the item goes in as above, with the
 * inode read afresh. So the rule holds unchanged: no item points at data
 * before it completed, and a commit or a log of the tree meanwhile sees
 * the old mapping. While a write of an inode is in flight its other data
 * changes wait (ns_data_writes_wait: writes, truncate, fallocate), so the
 * edge blocks read before stay what the mapping holds. A crash before the
 * item leaves the space free on disk. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ns.h"

enum { PREALLOC_MAX = 128 << 20 };
#define NS_MAX_FILE_SIZE ((uint64_t)1 << 62)

struct ext {
	uint64_t start, end;
	uint8_t type;
	uint32_t inline_len;
	struct jolt_fs_file_extent_item fe;
};

static uint64_t rd(const struct jolt_fs *fs, uint64_t v)
{
	return v & ~(uint64_t)(fs->sectorsize - 1);
}

static uint64_t ru(const struct jolt_fs *fs, uint64_t v)
{
	return (v + fs->sectorsize - 1) & ~(uint64_t)(fs->sectorsize - 1);
}

static int ext_decode(struct jolt_fs *fs, uint64_t ino, const struct jolt_fs_key *k,
		      const void *data, uint32_t size, struct ext *e)
{
	memset(e, 0, sizeof(*e));
	e->start = k->offset;
	if (size >= JOLT_FS_FILE_EXTENT_INLINE_DATA)
		memcpy(&e->fe, data, size < sizeof(e->fe) ? size : sizeof(e->fe));
	e->type = e->fe.type;
	if (size >= JOLT_FS_FILE_EXTENT_INLINE_DATA && e->type == JOLT_FS_FILE_EXTENT_INLINE &&
	    k->offset == 0) {
		e->inline_len = size - JOLT_FS_FILE_EXTENT_INLINE_DATA;
		e->end = e->inline_len;
		return 0;
	}
	if (size == sizeof(e->fe) && (e->type == JOLT_FS_FILE_EXTENT_REG ||
				      e->type == JOLT_FS_FILE_EXTENT_PREALLOC) &&
	    e->fe.num_bytes && k->offset + e->fe.num_bytes > k->offset) {
		e->end = k->offset + e->fe.num_bytes;
		return 0;
	}
	ns_note_damage(fs, "inode %llu: malformed EXTENT_DATA at %llu", (unsigned long long)ino,
		 (unsigned long long)k->offset);
	return -EUCLEAN;
}

/* Where a scan of the extents overlapping `from` starts: the item at or
 * before it. */
static int scan_start(struct jolt_fs *fs, uint64_t ino, uint64_t from, uint64_t *start)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, from);
	struct jolt_path p;
	int r;

	*start = from;
	jolt_path_init(&p);
	r = jolt_btree_search_le(fs->root, &k, &p);
	if (r < 0)
		return r;
	if (r == 0) {
		const struct jolt_fs_key *f = &jolt_path_item(&p)->key;
		if (f->objectid == ino && f->type == JOLT_KEY_EXTENT_DATA)
			*start = f->offset;
	}
	jolt_path_release(fs->info, &p);
	return 0;
}

/* The extents overlapping [from, to), at most `limit` (0: no limit; *n
 * may then be limit + 1 to say there are more), malloc'ed. */
static int collect(struct jolt_fs *fs, uint64_t ino, uint64_t from, uint64_t to, size_t limit,
		   struct ext **out, size_t *n)
{
	struct jolt_fs_key min, max = jolt_key(ino, JOLT_KEY_EXTENT_DATA, UINT64_MAX);
	struct ext *v = NULL, e;
	size_t cap = 0;
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	uint64_t start;
	int r;

	*out = NULL;
	*n = 0;
	r = scan_start(fs, ino, from, &start);
	if (r < 0)
		return r;
	min = jolt_key(ino, JOLT_KEY_EXTENT_DATA, start);
	jolt_cursor_init(&c, fs->root, &min, &max);
	while ((r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		r = ext_decode(fs, ino, &k, data, size, &e);
		if (r < 0)
			break;
		if (e.start >= to)
			break;
		if (e.end <= from)
			continue;
		if (*n == cap) {
			size_t nc = cap ? cap * 2 : 8;
			struct ext *nv = realloc(v, nc * sizeof(*nv));
			if (!nv) {
				r = -ENOMEM;
				break;
			}
			v = nv;
			cap = nc;
		}
		v[(*n)++] = e;
		if (limit && *n > limit)
			break;
	}
	jolt_cursor_release(&c);
	if (r < 0) {
		free(v);
		*n = 0;
		return r;
	}
	*out = v;
	return 0;
}

static int has_inline(struct jolt_fs *fs, uint64_t ino, int *inl, int *only)
{
	struct ext *v;
	size_t n;
	int err = collect(fs, ino, 0, UINT64_MAX, 1, &v, &n);

	if (err)
		return err;
	*inl = n >= 1 && v[0].type == JOLT_FS_FILE_EXTENT_INLINE;
	*only = n == 0 || (n == 1 && *inl);
	free(v);
	return 0;
}

int64_t ns_file_read(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, void *buf,
		     size_t len, uint64_t off)
{
	struct jolt_fs_key min, max = jolt_key(ino, JOLT_KEY_EXTENT_DATA, UINT64_MAX);
	struct jolt_cursor c;
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	uint64_t start, end;
	struct ext e;
	int r;

	memset(buf, 0, len);
	if (off >= ib->i.size)
		return 0;
	if (len > ib->i.size - off)
		len = (size_t)(ib->i.size - off);
	end = off + len;
	r = scan_start(fs, ino, off, &start);
	if (r < 0)
		return r;
	min = jolt_key(ino, JOLT_KEY_EXTENT_DATA, start);
	jolt_cursor_init(&c, fs->root, &min, &max);
	while ((r = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		r = ext_decode(fs, ino, &k, data, size, &e);
		if (r < 0 || e.start >= end)
			break;
		if (e.end <= off)
			continue;
		uint64_t s = e.start > off ? e.start : off;
		uint64_t t = e.end < end ? e.end : end;
		uint8_t *dst = (uint8_t *)buf + (s - off);
		if (e.type == JOLT_FS_FILE_EXTENT_INLINE) {
			memcpy(dst, (const uint8_t *)data + JOLT_FS_FILE_EXTENT_INLINE_DATA + s, t - s);
		} else if (e.type == JOLT_FS_FILE_EXTENT_REG && e.fe.disk_bytenr) {
			if (e.fe.offset + (e.end - e.start) > e.fe.disk_num_bytes) {
				r = -EUCLEAN;
				break;
			}
			r = ns_data_read(fs, e.fe.disk_bytenr + e.fe.offset + (s - e.start), dst,
					 t - s);
			if (r < 0)
				break;
		}
	}
	jolt_cursor_release(&c);
	if (r < 0) {
		if (r == -EUCLEAN)
			ns_note_damage(fs, "inode %llu: an extent maps past its data extent",
				       (unsigned long long)ino);
		return r;
	}
	return (int64_t)len;
}

/* Removes the mapping of [from, to) given by the extents v[0..n): items
 * trimmed, split or deleted, references and nbytes adjusted. */
static int drop_exts(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib,
		     uint64_t from, uint64_t to, const struct ext *v, size_t n)
{
	int err = 0;

	for (size_t i = 0; i < n && !err; i++) {
		const struct ext *e = &v[i];
		struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, e->start);
		struct jolt_fs_file_extent_item a = e->fe, b = e->fe;
		int disk = e->fe.disk_bytenr != 0;
		uint64_t gone;

		if (e->type == JOLT_FS_FILE_EXTENT_INLINE) {
			err = jolt_btree_delete(t, fs->root, &k);
			gone = e->inline_len;
		} else if (e->start < from && e->end > to) {
			a.num_bytes = from - e->start;
			b.offset += to - e->start;
			b.num_bytes = e->end - to;
			err = jolt_btree_update(t, fs->root, &k, &a, sizeof(a));
			if (!err) {
				k.offset = to;
				err = jolt_btree_insert(t, fs->root, &k, &b, sizeof(b));
			}
			if (!err && disk)
				err = jolt_extent_inc_ref(t, e->fe.disk_bytenr, e->fe.disk_num_bytes, 1);
			gone = disk ? to - from : 0;
		} else if (e->start < from) {
			a.num_bytes = from - e->start;
			err = jolt_btree_update(t, fs->root, &k, &a, sizeof(a));
			gone = disk ? e->end - from : 0;
		} else if (e->end > to) {
			b.offset += to - e->start;
			b.num_bytes = e->end - to;
			err = jolt_btree_delete(t, fs->root, &k);
			if (!err) {
				k.offset = to;
				err = jolt_btree_insert(t, fs->root, &k, &b, sizeof(b));
			}
			gone = disk ? to - e->start : 0;
		} else {
			err = jolt_btree_delete(t, fs->root, &k);
			if (!err && disk)
				err = jolt_extent_dec_ref(t, e->fe.disk_bytenr, e->fe.disk_num_bytes, 1);
			if (!err && disk)
				ns_tl_note_free(fs, &k, e->fe.disk_bytenr, e->fe.disk_num_bytes);
			gone = disk ? e->fe.num_bytes : 0;
		}
		ib->i.nbytes -= gone < ib->i.nbytes ? gone : ib->i.nbytes;
	}
	return err;
}

int ns_drop_extents_from(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			 struct ns_ibuf *ib, uint64_t from, int budget)
{
	struct ext *v;
	size_t n;
	int err = collect(fs, ino, from, UINT64_MAX, (size_t)budget, &v, &n);

	if (err)
		return err;
	err = drop_exts(t, fs, ino, ib, from, UINT64_MAX, v, n > (size_t)budget ? (size_t)budget : n);
	free(v);
	if (err)
		return err;
	return n > (size_t)budget;
}

/* Drops the mappings of [from, to) in handles of NS_ITEM_BATCH items. */
static int drop_range(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t from,
		      uint64_t to)
{
	struct jolt_trans t;
	struct ext *v;
	size_t n;
	int err;

	do {
		err = collect(fs, ino, from, to, NS_ITEM_BATCH, &v, &n);
		if (err)
			return err;
		if (!n) {
			free(v);
			return 0;
		}
		err = ns_begin(fs, 2 * NS_ITEM_BATCH + 4, JOLT_TRANS_USE_RESERVE, &t);
		if (err) {
			free(v);
			return err;
		}
		err = drop_exts(&t, fs, ino, ib, from, to, v,
				n > NS_ITEM_BATCH ? NS_ITEM_BATCH : n);
		free(v);
		if (!err)
			err = ns_inode_write(&t, fs, ino, ib);
		ns_end(fs, &t);
		if (err)
			return ns_abort(fs, err, "dropping file extents");
	} while (n > NS_ITEM_BATCH);
	return 0;
}

/* ---- data written without fs->lock ---- */

/* fs->writing is changed under the tree lock exclusive and data_lock
 * both, so a waiter may drop the tree lock and wait under data_lock. */
static int writing_at(const struct jolt_fs *fs, uint64_t ino)
{
	for (size_t i = 0; i < fs->nwriting; i++)
		if (fs->writing[i] == ino)
			return (int)i;
	return -1;
}

void ns_data_writes_wait(struct jolt_fs *fs, uint64_t ino)
{
	struct jolt_fs_info *info = fs->info;

	jolt_mutex_lock(&info->data_lock);
	while (writing_at(fs, ino) >= 0) {
		/* the write ends under the tree lock: wait without it */
		jolt_fs_unlock(info);
		jolt_mutex_cond_wait(&info->data_lock, &info->data_cv);
		jolt_mutex_unlock(&info->data_lock);
		jolt_fs_lock(info);
		jolt_mutex_lock(&info->data_lock);
	}
	jolt_mutex_unlock(&info->data_lock);
}

/* A data view of the device (waiting while all are taken; their holders
 * give them back without any other lock), and back. */
static int data_view_get(struct jolt_fs_info *info)
{
	int v = 0;

	jolt_mutex_lock(&info->data_lock);
	while (info->data_devs_busy == (1u << JOLT_FS_DATA_VIEWS) - 1)
		jolt_mutex_cond_wait(&info->data_lock, &info->data_cv);
	while (info->data_devs_busy & (1u << v))
		v++;
	info->data_devs_busy |= 1u << v;
	jolt_mutex_unlock(&info->data_lock);
	return v;
}

static void data_view_put(struct jolt_fs_info *info, int v)
{
	jolt_mutex_lock(&info->data_lock);
	info->data_devs_busy &= ~(1u << v);
	pthread_cond_broadcast(&info->data_cv);
	jolt_mutex_unlock(&info->data_lock);
}

int ns_data_read(struct jolt_fs *fs, uint64_t off, void *buf, uint64_t len)
{
	struct jolt_fs_info *info = fs->info;
	int v = -1, rc;

	if (info->data_devs[0])
		v = data_view_get(info);
	/* no views (a read-only mount): its readers hold the tree lock
	 * exclusively (ns_lock_shared), so fs->dev is theirs */
	rc = jolt_blk_pread(v >= 0 ? info->data_devs[v] : fs->dev, off, buf, (size_t)len);
	if (v >= 0)
		data_view_put(info, v);
	jolt_mutex_lock(&info->data_lock);
	fs->ctr.data_reads++;
	fs->ctr.data_bytes_read += len;
	jolt_mutex_unlock(&info->data_lock);
	return rc;
}

/* Whether a write through an open file of ino may wait for the device
 * without the lock: 1 and ino marked as written (until write_end), or 0
 * (a read-only or fsck mount, no memory: under the lock). */
static int write_begin(struct jolt_fs *fs, uint64_t ino)
{
	if (!fs->info->data_devs[0])
		return 0;
	ns_data_writes_wait(fs, ino);
	if (fs->nwriting == fs->wcap) {
		size_t nc = fs->wcap ? 2 * fs->wcap : 8;
		void *p = realloc(fs->writing, nc * sizeof(*fs->writing));
		if (!p)
			return 0;
		fs->writing = p;
		fs->wcap = nc;
	}
	jolt_mutex_lock(&fs->info->data_lock);
	fs->writing[fs->nwriting++] = ino;
	jolt_mutex_unlock(&fs->info->data_lock);
	return 1;
}

static void write_end(struct jolt_fs *fs, uint64_t ino, int unlocked)
{
	int i = unlocked ? writing_at(fs, ino) : -1;
	if (i < 0)
		return;
	jolt_mutex_lock(&fs->info->data_lock);
	fs->writing[i] = fs->writing[--fs->nwriting];
	pthread_cond_broadcast(&fs->info->data_cv);
	jolt_mutex_unlock(&fs->info->data_lock);
}

/* Shared by file data and remote xattr values (ns.h). */
int ns_data_write_unlocked(struct jolt_fs *fs, uint64_t bytenr, const void *src, uint64_t len,
			  uint64_t blen, const char *what)
{
	struct jolt_fs_info *info = fs->info;
	struct jolt_blk *dev;
	uint8_t *bounce = NULL;
	int v = 0, err = -ENOMEM;

	v = data_view_get(info);
	dev = info->data_devs[v];
	jolt_fs_unlock(info);
	if (len != blen || (uintptr_t)src % jolt_blk_buf_align(dev)) {
		bounce = jolt_blk_alloc(dev, blen);
		if (bounce) {
			memcpy(bounce, src, len);
			memset(bounce + len, 0, blen - len);
		}
		src = bounce;
	}
	if (src)
		err = jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, bytenr, (void *)src, blen);
	jolt_blk_free(dev, bounce);
	data_view_put(info, v);
	jolt_fs_lock(info);
	if (!src)
		return err;                  /* no buffer: nothing was written */
	fs->ctr.data_writes++;       /* completed: a flush submitted from now on covers it */
	fs->ctr.data_bytes_written += blen;
	if (!err && info->error)
		err = -EROFS;
	else if (err)
		err = ns_abort(fs, err, what);
	return err;
}

/* Writes b to new space without fs->lock (held on entry and return):
 * 0 and *bytenr, the space taken (its reference comes with its item);
 * -ENOSPC with nothing taken; -EROFS; other errors are fatal. *ib is read
 * again: other requests ran meanwhile. */
static int write_unlocked(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, void *b,
			  uint64_t blen, uint64_t *bytenr)
{
	struct jolt_fs_info *info = fs->info;
	int err = jolt_fs_room_for_data(info, 0, blen);

	if (!err)
		err = jolt_space_alloc(info->alloc, blen, JOLT_SPACE_NORMAL, bytenr);
	if (err)
		return err;
	err = ns_data_write_unlocked(fs, *bytenr, b, blen, blen, "writing file data");
	if (!err && (err = ns_inode_read(fs, ino, ib)))
		err = ns_abort(fs, err, "reading an inode after a data write");
	if (err)
		jolt_space_free(info->alloc, *bytenr, blen);
	return err;
}

/* Maps [cs, cs + blen) (sector-aligned) to a new extent holding b: the
 * copy-on-write step of every data change. `unlocked`: the device write
 * without fs->lock (a write through an open file, write_begin). 0;
 * -ENOSPC with nothing changed; other errors are fatal. */
static int cow_range(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t cs,
		     void *b, uint64_t blen, uint64_t new_size, int touch, int unlocked)
{
	struct jolt_fs_file_extent_item fe;
	struct jolt_fs_key k;
	struct jolt_trans t;
	struct ext *v;
	uint64_t bytenr;
	size_t n;
	int err;

	if (unlocked && (err = write_unlocked(fs, ino, ib, b, blen, &bytenr)))
		return err;
	err = collect(fs, ino, cs, cs + blen, 0, &v, &n);
	if (!err && (err = ns_begin_data(fs, 2 * n + 4, unlocked ? 0 : blen, 0, &t)))
		free(v);
	if (err) {
		if (unlocked)
			jolt_space_free(fs->info->alloc, bytenr, blen);
		return err;
	}
	if (unlocked) {
		err = jolt_alloc_data_ref(&t, bytenr, blen, fs->root->objectid, ino, cs);
		if (err) {
			ns_end(fs, &t);
			free(v);
			jolt_space_free(fs->info->alloc, bytenr, blen);
			return ns_abort(fs, err, "referencing a data extent");
		}
	} else {
		err = jolt_alloc_data_extent(&t, blen, fs->root->objectid, ino, cs, &bytenr);
		if (err) {
			ns_end(fs, &t);
			free(v);
			return err == -ENOSPC ? err : ns_abort(fs, err, "allocating a data extent");
		}
		err = jolt_blk_io_sync(fs->dev, JOLT_BLK_WRITE, 0, bytenr, b, blen);
		fs->ctr.data_writes++;
		fs->ctr.data_bytes_written += blen;
		if (err) {
			ns_end(fs, &t);
			free(v);
			return ns_abort(fs, err, "writing file data");
		}
	}
	err = drop_exts(&t, fs, ino, ib, cs, cs + blen, v, n);
	free(v);
	if (!err) {
		memset(&fe, 0, sizeof(fe));
		fe.generation = t.transid;
		fe.ram_bytes = blen;
		fe.type = JOLT_FS_FILE_EXTENT_REG;
		fe.disk_bytenr = bytenr;
		fe.disk_num_bytes = blen;
		fe.num_bytes = blen;
		k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, cs);
		err = jolt_btree_insert(&t, fs->root, &k, &fe, sizeof(fe));
	}
	if (!err) {
		ib->i.nbytes += blen;
		ib->i.size = new_size;
		if (touch) {
			ns_now(&ib->i.mtime);
			ib->i.ctime = ib->i.mtime;
		}
		err = ns_inode_write(&t, fs, ino, ib);
	}
	ns_end(fs, &t);
	return err ? ns_abort(fs, err, "mapping written data") : 0;
}

/* Rewrites an inline file as a regular block (before it grows past
 * max_inline or gets extents of another kind). */
static int convert_inline(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib)
{
	uint8_t *b;
	int64_t r;
	int err;

	b = jolt_blk_alloc(fs->dev, fs->sectorsize);
	if (!b)
		return -ENOMEM;
	r = ns_file_read(fs, ino, ib, b, fs->sectorsize, 0);
	err = r < 0 ? (int)r : cow_range(fs, ino, ib, 0, b, fs->sectorsize, ib->i.size, 0, 0);
	jolt_blk_free(fs->dev, b);
	return err;
}

/* Rewrites an inline file as `nsize` bytes: its data, then buf at off. */
static int write_inline(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, int exists,
			const void *buf, size_t len, uint64_t off, uint64_t nsize, int touch)
{
	uint32_t isize = (uint32_t)(JOLT_FS_FILE_EXTENT_INLINE_DATA + nsize);
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, 0);
	struct jolt_fs_file_extent_item fe;
	uint64_t old = ib->i.size;
	struct jolt_trans t;
	uint8_t *item;
	int64_t r;
	int err;

	item = calloc(1, isize);
	if (!item)
		return -ENOMEM;
	r = ns_file_read(fs, ino, ib, item + JOLT_FS_FILE_EXTENT_INLINE_DATA, nsize, 0);
	if (r < 0) {
		free(item);
		return (int)r;
	}
	if (len)
		memcpy(item + JOLT_FS_FILE_EXTENT_INLINE_DATA + off, buf, len);
	err = ns_begin(fs, 3, 0, &t);
	if (err) {
		free(item);
		return err;
	}
	memset(&fe, 0, sizeof(fe));
	fe.generation = t.transid;
	fe.ram_bytes = nsize;
	fe.type = JOLT_FS_FILE_EXTENT_INLINE;
	memcpy(item, &fe, JOLT_FS_FILE_EXTENT_INLINE_DATA);
	if (nsize == 0) {
		err = jolt_btree_delete(&t, fs->root, &k);
		if (err == -ENOENT)
			err = 0;
	} else if (exists) {
		err = jolt_btree_update(&t, fs->root, &k, item, isize);
	} else {
		err = jolt_btree_insert(&t, fs->root, &k, item, isize);
	}
	free(item);
	if (!err) {
		uint64_t was = exists ? old : 0;
		ib->i.nbytes = ib->i.nbytes - (was < ib->i.nbytes ? was : ib->i.nbytes) + nsize;
		ib->i.size = nsize;
		if (touch) {
			ns_now(&ib->i.mtime);
			ib->i.ctime = ib->i.mtime;
		}
		err = ns_inode_write(&t, fs, ino, ib);
	}
	ns_end(fs, &t);
	return err ? ns_abort(fs, err, "writing inline data") : 0;
}

int ns_write_inline_new(struct jolt_trans *t, struct jolt_fs *fs, uint64_t ino,
			struct ns_ibuf *ib, const void *data, size_t len)
{
	struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, 0);
	struct jolt_fs_file_extent_item fe;
	uint8_t *item;
	int err;

	if (len > fs->max_inline)
		return 1;
	item = calloc(1, JOLT_FS_FILE_EXTENT_INLINE_DATA + len);
	if (!item)
		return -ENOMEM;
	memset(&fe, 0, sizeof(fe));
	fe.generation = t->transid;
	fe.ram_bytes = len;
	fe.type = JOLT_FS_FILE_EXTENT_INLINE;
	memcpy(item, &fe, JOLT_FS_FILE_EXTENT_INLINE_DATA);
	memcpy(item + JOLT_FS_FILE_EXTENT_INLINE_DATA, data, len);
	err = jolt_btree_insert(t, fs->root, &k, item, (uint32_t)(JOLT_FS_FILE_EXTENT_INLINE_DATA + len));
	free(item);
	if (!err) {
		ib->i.size = len;
		ib->i.nbytes += len;
	}
	return err;
}

/* unlocked: the device writes without fs->lock (write_begin said so). */
static int64_t file_write(struct jolt_fs *fs, uint64_t ino, const void *buf, size_t len,
			  uint64_t off, int append, int unlocked)
{
	uint32_t ss = fs->sectorsize;
	struct ns_ibuf ib;
	uint64_t end, chunk = NS_MAX_EXTENT;
	size_t done = 0;
	int err, inl, only;

	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (append)
		off = ib.i.size;
	if (len == 0)
		return 0;
	if (off >= NS_MAX_FILE_SIZE || len > NS_MAX_FILE_SIZE - off)
		return -EFBIG;
	end = off + len;
	err = has_inline(fs, ino, &inl, &only);
	if (err)
		return err;
	if (only && end <= fs->max_inline && ib.i.size <= fs->max_inline) {
		err = write_inline(fs, ino, &ib, inl, buf, len, off, end > ib.i.size ? end : ib.i.size, 1);
		return err ? err : (int64_t)len;
	}
	if (inl) {
		err = convert_inline(fs, ino, &ib);
		if (err)
			return err;
	}
	while (done < len) {
		uint64_t pos = off + done, cs = rd(fs, pos);
		uint64_t ce = ru(fs, end) < cs + chunk ? ru(fs, end) : cs + chunk;
		uint64_t upto = end < ce ? end : ce, last = ce - ss;
		size_t n = (size_t)(upto - pos);
		uint8_t *b = jolt_blk_alloc(fs->dev, ce - cs);
		int64_t r = 0;

		if (!b)
			return done ? (int64_t)done : -ENOMEM;
		if (pos > cs)
			r = ns_file_read(fs, ino, &ib, b, ss, cs);
		if (r >= 0 && upto < ce && (last != cs || pos == cs))
			r = ns_file_read(fs, ino, &ib, b + (last - cs), ss, last);
		if (r < 0) {
			jolt_blk_free(fs->dev, b);
			return done ? (int64_t)done : r;
		}
		memcpy(b + (pos - cs), (const uint8_t *)buf + done, n);
		err = cow_range(fs, ino, &ib, cs, b, ce - cs, upto > ib.i.size ? upto : ib.i.size, 1,
				unlocked);
		jolt_blk_free(fs->dev, b);
		if (err == -ENOSPC && ce - cs > ss) {
			chunk = (ce - cs) / 2 > ss ? rd(fs, (ce - cs) / 2) : ss;
			continue;
		}
		if (err)
			return done ? (int64_t)done : err;
		done += n;
	}
	return (int64_t)done;
}

int64_t ns_file_write(struct jolt_fs *fs, uint64_t ino, const void *buf, size_t len,
		      uint64_t off, int append)
{
	return file_write(fs, ino, buf, len, off, append, 0);
}

/* 1 when the block at blk (sector-aligned) is mapped by a REG extent. */
static int block_is_reg(struct jolt_fs *fs, uint64_t ino, uint64_t blk)
{
	struct ext *v;
	size_t n;
	int err = collect(fs, ino, blk, blk + fs->sectorsize, 0, &v, &n), reg = 0;

	if (err)
		return err;
	for (size_t i = 0; i < n; i++)
		if (v[i].type == JOLT_FS_FILE_EXTENT_REG && v[i].fe.disk_bytenr)
			reg = 1;
	free(v);
	return reg;
}

/* Zeroes [s, e) inside one block, when it holds data (copy-on-write). */
static int zero_in_block(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t s,
			 uint64_t e)
{
	uint64_t blk = rd(fs, s);
	uint8_t *b;
	int64_t r;
	int err;

	if (s >= e || s >= ib->i.size)
		return 0;
	err = block_is_reg(fs, ino, blk);
	if (err <= 0)
		return err;
	b = jolt_blk_alloc(fs->dev, fs->sectorsize);
	if (!b)
		return -ENOMEM;
	r = ns_file_read(fs, ino, ib, b, fs->sectorsize, blk);
	if (r < 0) {
		jolt_blk_free(fs->dev, b);
		return (int)r;
	}
	memset(b + (s - blk), 0, e - s);
	err = cow_range(fs, ino, ib, blk, b, fs->sectorsize, ib->i.size, 0, 0);
	jolt_blk_free(fs->dev, b);
	return err;
}

static int touch_size(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t size)
{
	struct jolt_trans t;
	int err = ns_begin(fs, 2, JOLT_TRANS_USE_RESERVE, &t);

	if (err)
		return err;
	ib->i.size = size;
	ns_now(&ib->i.mtime);
	ib->i.ctime = ib->i.mtime;
	err = ns_inode_write(&t, fs, ino, ib);
	ns_end(fs, &t);
	return err ? ns_abort(fs, err, "updating a size") : 0;
}

int ns_truncate(struct jolt_fs *fs, uint64_t ino, uint64_t size)
{
	struct ns_ibuf ib;
	int err, inl, only;

	ns_data_writes_wait(fs, ino);
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	if (size >= NS_MAX_FILE_SIZE)
		return -EFBIG;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (ns_is_dir(&ib))
		return -EISDIR;
	err = has_inline(fs, ino, &inl, &only);
	if (err)
		return err;
	if (inl) {
		if (only && (size <= fs->max_inline || size <= ib.i.size))
			return write_inline(fs, ino, &ib, 1, NULL, 0, 0, size, 1);
		err = convert_inline(fs, ino, &ib);
		if (err)
			return err;
	}
	if (size < ib.i.size) {
		if (size % fs->sectorsize) {
			err = zero_in_block(fs, ino, &ib, size, ru(fs, size));
			if (err)
				return err;
		}
		err = drop_range(fs, ino, &ib, ru(fs, size), UINT64_MAX);
		if (err)
			return err;
	}
	return touch_size(fs, ino, &ib, size);
}

static int punch(struct jolt_fs *fs, uint64_t ino, struct ns_ibuf *ib, uint64_t off, uint64_t len)
{
	uint64_t end = off + len, a = ru(fs, off), b = rd(fs, end);
	int err, inl, only;

	err = has_inline(fs, ino, &inl, &only);
	if (err)
		return err;
	if (inl && only) {
		if (off >= ib->i.size)
			return 0;
		uint64_t e = end < ib->i.size ? end : ib->i.size;
		uint8_t *z = calloc(1, e - off);
		if (!z)
			return -ENOMEM;
		err = write_inline(fs, ino, ib, 1, z, e - off, off, ib->i.size, 1);
		free(z);
		return err;
	}
	if (inl) {
		err = convert_inline(fs, ino, ib);
		if (err)
			return err;
	}
	if (a > b) {
		err = zero_in_block(fs, ino, ib, off, end);
	} else {
		err = zero_in_block(fs, ino, ib, off, a);
		if (!err)
			err = zero_in_block(fs, ino, ib, b, end);
		if (!err && a < b)
			err = drop_range(fs, ino, ib, a, b);
	}
	return err ? err : touch_size(fs, ino, ib, ib->i.size);
}

int ns_fallocate(struct jolt_fs *fs, uint64_t ino, uint32_t mode, uint64_t off, uint64_t len)
{
	struct ns_ibuf ib;
	uint64_t pos, b;
	int err, inl, only;

	if (mode & ~(uint32_t)(JOLT_FALLOC_KEEP_SIZE | JOLT_FALLOC_PUNCH_HOLE))
		return -EOPNOTSUPP;
	if ((mode & JOLT_FALLOC_PUNCH_HOLE) && !(mode & JOLT_FALLOC_KEEP_SIZE))
		return -EOPNOTSUPP;
	if (len == 0)
		return -EINVAL;
	if (off >= NS_MAX_FILE_SIZE || len > NS_MAX_FILE_SIZE - off)
		return -EFBIG;
	ns_data_writes_wait(fs, ino);
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = ns_inode_read(fs, ino, &ib);
	if (err)
		return err;
	if (ns_is_dir(&ib))
		return -EISDIR;
	if ((ib.i.mode & JOLT_S_IFMT) != JOLT_S_IFREG)
		return -ENODEV;
	if (mode & JOLT_FALLOC_PUNCH_HOLE)
		return punch(fs, ino, &ib, off, len);

	err = has_inline(fs, ino, &inl, &only);
	if (!err && inl)
		err = convert_inline(fs, ino, &ib);
	if (err)
		return err;
	pos = rd(fs, off);
	b = ru(fs, off + len);
	while (pos < b) {
		struct ext *v;
		size_t n;
		err = collect(fs, ino, pos, b, 1, &v, &n);
		if (err)
			return err;
		if (n && v[0].start <= pos) {
			pos = v[0].end;
			free(v);
			continue;
		}
		uint64_t gap_end = n ? v[0].start : b;
		free(v);
		uint64_t want = gap_end - pos < PREALLOC_MAX ? gap_end - pos : PREALLOC_MAX;
		for (;;) {
			struct jolt_fs_file_extent_item fe;
			struct jolt_fs_key k = jolt_key(ino, JOLT_KEY_EXTENT_DATA, pos);
			struct jolt_trans t;
			uint64_t bytenr;

			err = ns_begin_data(fs, 4, want, 0, &t);
			if (err)
				return err;
			err = jolt_alloc_data_extent(&t, want, fs->root->objectid, ino, pos, &bytenr);
			if (err == -ENOSPC && want > fs->sectorsize) {
				ns_end(fs, &t);
				want = rd(fs, want / 2) ? rd(fs, want / 2) : fs->sectorsize;
				continue;
			}
			if (err) {
				ns_end(fs, &t);
				return err == -ENOSPC ? err : ns_abort(fs, err, "preallocating");
			}
			memset(&fe, 0, sizeof(fe));
			fe.generation = t.transid;
			fe.ram_bytes = want;
			fe.type = JOLT_FS_FILE_EXTENT_PREALLOC;
			fe.disk_bytenr = bytenr;
			fe.disk_num_bytes = want;
			fe.num_bytes = want;
			err = jolt_btree_insert(&t, fs->root, &k, &fe, sizeof(fe));
			if (!err) {
				ib.i.nbytes += want;
				err = ns_inode_write(&t, fs, ino, &ib);
			}
			ns_end(fs, &t);
			if (err)
				return ns_abort(fs, err, "inserting a preallocated extent");
			break;
		}
		pos += want;
	}
	if (!(mode & JOLT_FALLOC_KEEP_SIZE) && off + len > ib.i.size)
		return touch_size(fs, ino, &ib, off + len);
	return 0;
}

/* ---- open files ---- */

static int file_check(struct jolt_file *f, int write)
{
	uint32_t acc = f->flags & JOLT_O_ACCMODE;

	if (f->is_dir)
		return -EISDIR;
	if (write && acc == JOLT_O_RDONLY)
		return -EBADF;
	if (!write && acc == JOLT_O_WRONLY)
		return -EBADF;
	return 0;
}

int64_t jolt_pread(struct jolt_file *f, void *buf, size_t len, uint64_t off)
{
	struct jolt_fs *fs = f->fs;
	struct ns_ibuf ib;
	int64_t r;

	r = file_check(f, 0);
	if (r)
		return r;
	if (off >= NS_MAX_FILE_SIZE)
		return 0;
	ns_lock_shared(fs);
	r = ns_inode_read(fs, f->ino, &ib);
	if (!r)
		r = ns_file_read(fs, f->ino, &ib, buf, len, off);
	ns_unlock_shared(fs);
	return r;
}

int64_t jolt_pwrite(struct jolt_file *f, const void *buf, size_t len, uint64_t off)
{
	struct jolt_fs *fs = f->fs;
	int64_t r;

	r = file_check(f, 1);
	if (r)
		return r;
	ns_lock(fs);
	int unlocked = write_begin(fs, f->ino);
	r = file_write(fs, f->ino, buf, len, off, !!(f->flags & JOLT_O_APPEND), unlocked);
	write_end(fs, f->ino, unlocked);
	ns_unlock(fs);
	return r;
}

int64_t jolt_read(struct jolt_file *f, void *buf, size_t len)
{
	int64_t r = jolt_pread(f, buf, len, f->pos);

	if (r > 0)
		f->pos += (uint64_t)r;
	return r;
}

int64_t jolt_write(struct jolt_file *f, const void *buf, size_t len)
{
	struct jolt_fs *fs = f->fs;
	struct ns_ibuf ib;
	int64_t r;

	r = file_check(f, 1);
	if (r)
		return r;
	ns_lock(fs);
	int unlocked = write_begin(fs, f->ino);
	if (f->flags & JOLT_O_APPEND) {
		r = ns_inode_read(fs, f->ino, &ib);
		if (!r)
			f->pos = ib.i.size;
	}
	if (!r)
		r = file_write(fs, f->ino, buf, len, f->pos, 0, unlocked);
	if (r > 0)
		f->pos += (uint64_t)r;
	write_end(fs, f->ino, unlocked);
	ns_unlock(fs);
	return r;
}

int64_t jolt_lseek(struct jolt_file *f, int64_t off, int whence)
{
	struct ns_ibuf ib;
	int64_t base;
	int err;

	switch (whence) {
	case JOLT_SEEK_SET:
		base = 0;
		break;
	case JOLT_SEEK_CUR:
		base = (int64_t)f->pos;
		break;
	case JOLT_SEEK_END:
		ns_lock(f->fs);
		err = ns_inode_read(f->fs, f->ino, &ib);
		ns_unlock(f->fs);
		if (err)
			return err;
		base = (int64_t)ib.i.size;
		break;
	default:
		return -EINVAL;
	}
	if ((off < 0 && base + off < 0) || (off > 0 && base > INT64_MAX - off))
		return -EINVAL;
	f->pos = (uint64_t)(base + off);
	return (int64_t)f->pos;
}

int jolt_ftruncate(struct jolt_file *f, uint64_t size)
{
	int err;

	if (f->is_dir || (f->flags & JOLT_O_ACCMODE) == JOLT_O_RDONLY)
		return -EINVAL;
	ns_lock(f->fs);
	err = ns_truncate(f->fs, f->ino, size);
	ns_unlock(f->fs);
	return err;
}

int jolt_fallocate(struct jolt_file *f, uint32_t mode, uint64_t off, uint64_t len)
{
	int err;

	if ((f->flags & JOLT_O_ACCMODE) == JOLT_O_RDONLY)
		return -EBADF;
	ns_lock(f->fs);
	err = ns_fallocate(f->fs, f->ino, mode, off, len);
	ns_unlock(f->fs);
	return err;
}

int jolt_fstat(struct jolt_file *f, struct jolt_stat *out)
{
	return jolt_ll_getattr(f->fs, f->ino, out);
}

int jolt_fsync(struct jolt_file *f, int datasync)
{
	return jolt_ll_fsync(f->fs, f->ino, datasync);
}

int jolt_ll_fsync(struct jolt_fs *fs, uint64_t ino, int datasync)
{
	return ns_tl_fsync(fs, ino, datasync);
}

uint64_t jolt_file_ino(const struct jolt_file *f)
{
	return f->ino;
}

int jolt_close(struct jolt_file *f)
{
	struct jolt_fs *fs;
	struct jolt_inode *in;
	int err = 0;

	if (!f)
		return 0;
	fs = f->fs;
	ns_lock(fs);
	if (f->prev)
		f->prev->next = f->next;
	else
		fs->files = f->next;
	if (f->next)
		f->next->prev = f->prev;
	in = ns_ifind(fs, f->ino);
	if (in && in->nopen)
		in->nopen--;
	if (in && !in->nopen && !in->nlookup)
		err = ns_inode_release(fs, f->ino);
	ns_unlock(fs);
	free(f);
	return err;
}
