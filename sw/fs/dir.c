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
 * with memcpy: item data in a leaf need not be 8-byte aligned.
 *
 * A name is added, removed or pointed elsewhere in the search that finds
 * its DIR_ITEM: the entry is changed in the leaf that search copied, and
 * its DIR_INDEX is inserted or deleted by one more (two searches a change).
 *
 * The directory-entry cache (Linux's dcache in miniature): (directory,
 * name) -> (inode, type), or "no such name" (a negative entry, which
 * also says when no name of the directory has its hash: then adding it
 * needs no search to check), so that path walks, lookups and the checks
 * before a create or rename find a name without a search. 4-way sets (a
 * full set's entry not used since the last scan replaced, CLOCK within
 * the set, the use bits in the set's tag); names up to NS_DCACHE_NAME
 * bytes. Readers find entries without a lock, under each set's seqlock
 * (dcache_find_copy), and fill them under dcache_lock. It starts at a 32nd of the
 * mount's cache bound and doubles (in place, each set split in two) when
 * half full and replacing entries, into room the node cache leaves unused
 * (ns_dcache_room, fs.c), up to an eighth of the bound: sized by the
 * entries it holds, as the VFS sizes its dentry hash, not by a fixed
 * share.
 * It is exact because every change of a mounted tree's entries goes
 * through ns_dir_add, ns_dir_del and ns_dir_retarget, which drop the
 * name's entry before changing the tree and put the new truth in once
 * the change is made (a failed change leaves none); a new DIR_ITEM clears
 * "no item" from the other names of its hash, which share the set. Nothing else changes
 * entries while the cache exists: log replay runs at mount before it is
 * made, views (subvol.c) have none. Negative entries under a removed
 * directory stay true: it has no names, and inode numbers are not reused
 * within a mount (inode.c). Its memory comes out of the node cache's
 * bound (fs.c). */
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
static int dir_find(struct jolt_fs *fs, uint64_t dir, uint32_t hash, const char *name, size_t len,
		    uint64_t *ino, uint8_t *type, uint64_t *seq, int *no_item)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, hash);
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
		if (no_item)
			*no_item = 1;
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
		ns_note_damage(fs, "directory %llu: malformed DIR_ITEM at hash %llu",
			 (unsigned long long)dir, (unsigned long long)k.offset);
		r = -EUCLEAN;
	}
	jolt_path_release(fs->info, &p);
	return r;
}

/* ---- the directory-entry cache ---- */

/* Readers copy entries word by word with relaxed atomics, and a reader's
 * fill writes them so (beside the set's seqlock): no torn word, no data
 * race for the sanitizer. */
_Static_assert(sizeof(struct ns_dentry) % 8 == 0, "ns_dentry is copied in 8-byte words");

static void dentry_load(struct ns_dentry *dst, const struct ns_dentry *src)
{
	uint64_t w[sizeof(*src) / 8];
	const uint64_t *p = (const uint64_t *)(const void *)src;
	for (size_t i = 0; i < sizeof(w) / 8; i++)
		w[i] = __atomic_load_n(&p[i], __ATOMIC_RELAXED);
	memcpy(dst, w, sizeof(*dst));
}

static void dentry_store(struct ns_dentry *dst, const struct ns_dentry *src)
{
	uint64_t w[sizeof(*src) / 8];
	uint64_t *p = (uint64_t *)(void *)dst;
	memcpy(w, src, sizeof(*src));
	for (size_t i = 0; i < sizeof(w) / 8; i++)
		__atomic_store_n(&p[i], w[i], __ATOMIC_RELAXED);
}

/* The bytes of a table of `sets` sets: entries and tags. */
static uint64_t dcache_bytes(unsigned ways, uint64_t sets)
{
	return sets * (ways * sizeof(struct ns_dentry) + sizeof(struct ns_dset));
}

int ns_dcache_init(struct jolt_fs *fs, uint64_t bytes, uint64_t max_bytes, unsigned ways)
{
	uint64_t sets = 1, set_bytes = dcache_bytes(ways, 1);

	if (bytes < set_bytes || ways > 32)
		return 0;
	while (sets * 2 <= bytes / set_bytes)
		sets *= 2;
	fs->dcache = calloc(ways * sets, sizeof(struct ns_dentry));
	fs->dcache_tags = calloc(sets, sizeof(struct ns_dset));
	if (!fs->dcache || !fs->dcache_tags) {
		ns_dcache_free(fs);
		return -ENOMEM;
	}
	fs->dcache_ways = ways;
	fs->dcache_sets = sets;
	fs->dcache_max_sets = sets;
	while (fs->dcache_max_sets * 2 <= max_bytes / set_bytes)
		fs->dcache_max_sets *= 2;
	fs->dcache_live = 0;
	fs->dcache_replaced = 0;
	return 0;
}

void ns_dcache_free(struct jolt_fs *fs)
{
	free(fs->dcache);
	free(fs->dcache_tags);
	fs->dcache = NULL;
	fs->dcache_tags = NULL;
	fs->dcache_sets = 0;
	fs->dcache_max_sets = 0;
}

static uint64_t dcache_hash(uint64_t dir, uint32_t hash)
{
	uint64_t h = (dir * 0x9e3779b97f4a7c15ull) ^ hash;
	return h ^ (h >> 31);
}

static uint64_t dcache_set_index(struct jolt_fs *fs, uint64_t dir, uint32_t hash)
{
	return dcache_hash(dir, hash) & (fs->dcache_sets - 1);
}

static struct ns_dentry *dcache_set(struct jolt_fs *fs, uint64_t dir, uint32_t hash)
{
	return &fs->dcache[fs->dcache_ways * dcache_set_index(fs, dir, hash)];
}

static struct ns_dset *dcache_tag(struct jolt_fs *fs, const struct ns_dentry *slot)
{
	return &fs->dcache_tags[(size_t)(slot - fs->dcache) / fs->dcache_ways];
}

static void dcache_mark_used(struct jolt_fs *fs, const struct ns_dentry *slot)
{
	struct ns_dset *t = dcache_tag(fs, slot);
	uint32_t bit = 1u << ((size_t)(slot - fs->dcache) % fs->dcache_ways);
	if (!(__atomic_load_n(&t->used, __ATOMIC_RELAXED) & bit))
		__atomic_fetch_or(&t->used, bit, __ATOMIC_RELAXED);
}

/* Writes a slot under its set's seqlock (the writer: dcache_lock's
 * holder, or the tree lock's exclusive holder). */
static void dcache_write(struct jolt_fs *fs, struct ns_dentry *slot, const struct ns_dentry *e)
{
	struct ns_dset *t = dcache_tag(fs, slot);
	uint32_t seq = t->seq;
	__atomic_store_n(&t->seq, seq + 1, __ATOMIC_RELAXED);
	__atomic_thread_fence(__ATOMIC_RELEASE);
	dentry_store(slot, e);
	__atomic_store_n(&t->seq, seq + 2, __ATOMIC_RELEASE);
}

/* Doubles the table in place: set s's entries stay in s or move to s +
 * the old count, as the next bit of their hash says (the whole table is
 * not rehashed into a second one, so memory never holds both). Only the
 * tree lock's exclusive holder grows it: readers may be copying from it. */
static void dcache_grow(struct jolt_fs *fs)
{
	unsigned w = fs->dcache_ways;
	uint64_t sets = fs->dcache_sets, bytes = w * sets * sizeof(struct ns_dentry);
	uint64_t room = dcache_bytes(w, sets);

	if (!ns_dcache_room(fs, (int64_t)room, room))
		return;
	struct ns_dentry *t = realloc(fs->dcache, 2 * bytes);
	if (t)
		fs->dcache = t;
	struct ns_dset *tags = t ? realloc(fs->dcache_tags, 2 * sets * sizeof(*tags)) : NULL;
	if (!tags) {
		ns_dcache_room(fs, -(int64_t)room, 0);
		return;
	}
	fs->dcache_tags = tags;
	memset(tags, 0, 2 * sets * sizeof(*tags));  /* (no reader: every use bit reset) */
	memset(t + w * sets, 0, bytes);
	for (uint64_t s = 0; s < sets; s++) {
		struct ns_dentry *o = &t[w * s], *n = &t[w * (s + sets)];
		unsigned j = 0, k = 0;
		for (unsigned i = 0; i < w; i++) {
			if (!o[i].parent)
				continue;
			if (dcache_hash(o[i].parent, o[i].hash) & sets)
				n[j++] = o[i];
			else
				o[k++] = o[i];
		}
		for (; k < w; k++)
			o[k].parent = 0;
	}
	fs->dcache_sets = 2 * sets;
}

static int dcache_match(const struct ns_dentry *d, uint64_t dir, uint32_t hash, const char *name,
			size_t len)
{
	return d->parent == dir && d->hash == hash && d->len == len && !memcmp(d->name, name, len);
}

/* The cached entry of name in dir, or NULL (for a writer of the cache:
 * the tree lock exclusive, or dcache_lock). */
static struct ns_dentry *dcache_find(struct jolt_fs *fs, uint64_t dir, uint32_t hash,
				     const char *name, size_t len)
{
	if (!fs->dcache || len > NS_DCACHE_NAME)
		return NULL;
	struct ns_dentry *s = dcache_set(fs, dir, hash);
	for (unsigned i = 0; i < fs->dcache_ways; i++)
		if (dcache_match(&s[i], dir, hash, name, len)) {
			dcache_mark_used(fs, &s[i]);
			return &s[i];
		}
	return NULL;
}

/* The same for a reader, without a lock: the entry copied into *out
 * (1), or 0. A copy made while the set was being written is made again. */
static int dcache_find_copy(struct jolt_fs *fs, uint64_t dir, uint32_t hash, const char *name,
			    size_t len, struct ns_dentry *out)
{
	if (!fs->dcache || len > NS_DCACHE_NAME)
		return 0;
	uint64_t si = dcache_set_index(fs, dir, hash);
	const struct ns_dentry *s = &fs->dcache[fs->dcache_ways * si];
	const uint32_t *seq = &fs->dcache_tags[si].seq;
	for (;;) {
		uint32_t s1 = __atomic_load_n(seq, __ATOMIC_ACQUIRE);
		int found = -1;
		for (unsigned i = 0; !(s1 & 1) && i < fs->dcache_ways && found < 0; i++) {
			dentry_load(out, &s[i]);
			if (dcache_match(out, dir, hash, name, len))
				found = (int)i;
		}
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		if (!(s1 & 1) && __atomic_load_n(seq, __ATOMIC_RELAXED) == s1) {
			if (found >= 0)
				dcache_mark_used(fs, &s[found]);
			return found >= 0;
		}
	}
}

static void dcache_drop(struct jolt_fs *fs, uint64_t dir, uint32_t hash, const char *name,
			size_t len)
{
	struct ns_dentry *d = dcache_find(fs, dir, hash, name, len);
	if (d) {
		d->parent = 0;
		fs->dcache_live--;
	}
}

/* The slot of a full set to replace: the first not used since the scan
 * last passed it (CLOCK's second chance within the set). */
static struct ns_dentry *dcache_victim(struct jolt_fs *fs, struct ns_dentry *s)
{
	struct ns_dset *t = dcache_tag(fs, s);
	for (unsigned i = 0; i < fs->dcache_ways; i++) {
		if (!(__atomic_load_n(&t->used, __ATOMIC_RELAXED) & (1u << i)))
			return &s[i];
		__atomic_fetch_and(&t->used, ~(1u << i), __ATOMIC_RELAXED);
	}
	return &s[0];
}

/* Caches name in dir -> ino (0: no such name; no_item: nor any name with
 * its hash). */
static void dcache_put(struct jolt_fs *fs, uint64_t dir, uint32_t hash, const char *name,
		       size_t len, uint64_t ino, uint8_t type, int no_item)
{
	if (!fs->dcache || len > NS_DCACHE_NAME)
		return;
	struct ns_dentry *s = dcache_set(fs, dir, hash), *d = NULL, *empty = NULL;
	for (unsigned i = 0; i < fs->dcache_ways && !d; i++)
		if (dcache_match(&s[i], dir, hash, name, len))
			d = &s[i];
		else if (!s[i].parent && !empty)
			empty = &s[i];
	if (!d && empty) {
		d = empty;
		fs->dcache_live++;
	}
	if (!d && fs->dcache_sets < fs->dcache_max_sets && !(++fs->dcache_replaced & 255) &&
	    2 * fs->dcache_live >= fs->dcache_ways * fs->dcache_sets &&
	    !jolt_rwlock_held_shared(&fs->info->lock)) {
		/* half full and replacing entries: twice the sets if the node
		 * cache leaves their room unused (asked every 256th
		 * replacement) */
		dcache_grow(fs);
		dcache_put(fs, dir, hash, name, len, ino, type, no_item);
		return;
	}
	if (!d)
		d = dcache_victim(fs, s);
	struct ns_dentry e = {
		.parent = dir, .ino = ino, .hash = hash, .type = type, .len = (uint8_t)len,
		.no_item = (uint8_t)(!ino && no_item),
	};
	memcpy(e.name, name, len);
	dcache_write(fs, d, &e);
	dcache_mark_used(fs, d);
}

/* A DIR_ITEM is made at (dir, hash): the negative entries of its names
 * (all in one set) no longer say there is none. */
static void dcache_item_made(struct jolt_fs *fs, uint64_t dir, uint32_t hash)
{
	if (!fs->dcache)
		return;
	struct ns_dentry *s = dcache_set(fs, dir, hash);
	for (unsigned i = 0; i < fs->dcache_ways; i++)
		if (s[i].parent == dir && s[i].hash == hash)
			s[i].no_item = 0;
}

/* ns_dir_lookup of a reader (the tree lock shared): readers find entries
 * beside each other without a lock (dcache_find_copy) and count in their
 * own shards; a miss searches the tree, then fills the entry under
 * dcache_lock, which orders the readers' fills. */
static int dir_lookup_shared(struct jolt_fs *fs, uint64_t dir, uint32_t hash, const char *name,
			     size_t len, uint64_t *ino, uint8_t *type)
{
	struct ns_dcache_shard *c = &fs->dcache_shared[jolt_lock_shard_index()];
	struct ns_dentry d;
	if (dcache_find_copy(fs, dir, hash, name, len, &d)) {
		__atomic_fetch_add(&c->hits, 1, __ATOMIC_RELAXED);
		if (!d.ino)
			return -ENOENT;
		*ino = d.ino;
		*type = d.type;
		return 0;
	}
	int no_item = 0;
	int r = dir_find(fs, dir, hash, name, len, ino, type, NULL, &no_item);
	__atomic_fetch_add(&c->misses, 1, __ATOMIC_RELAXED);
	if (r == 0 || r == -ENOENT) {
		jolt_mutex_lock(&fs->dcache_lock);
		if (r == 0)
			dcache_put(fs, dir, hash, name, len, *ino, *type, 0);
		else
			dcache_put(fs, dir, hash, name, len, 0, 0, no_item);
		jolt_mutex_unlock(&fs->dcache_lock);
	}
	return r;
}

int ns_dir_lookup(struct jolt_fs *fs, uint64_t dir, const char *name, size_t len, uint64_t *ino,
		  uint8_t *type)
{
	uint32_t hash = (uint32_t)ns_name_hash(name, len);

	if (!fs->dcache)
		return dir_find(fs, dir, hash, name, len, ino, type, NULL, NULL);
	if (jolt_rwlock_held_shared(&fs->info->lock))
		return dir_lookup_shared(fs, dir, hash, name, len, ino, type);
	/* the tree lock's exclusive holder has the cache alone; a caller
	 * without the tree lock (none in a mount) takes dcache_lock */
	int alone = jolt_fs_locked(fs->info);
	if (!alone)
		jolt_mutex_lock(&fs->dcache_lock);
	struct ns_dentry *d = dcache_find(fs, dir, hash, name, len);
	if (d) {
		fs->dcache_hits++;
		int r = d->ino ? 0 : -ENOENT;
		if (d->ino) {
			*ino = d->ino;
			*type = d->type;
		}
		if (!alone)
			jolt_mutex_unlock(&fs->dcache_lock);
		return r;
	}
	if (!alone)
		jolt_mutex_unlock(&fs->dcache_lock);
	int no_item = 0;
	int r = dir_find(fs, dir, hash, name, len, ino, type, NULL, &no_item);
	if (!alone)
		jolt_mutex_lock(&fs->dcache_lock);
	fs->dcache_misses++;
	if (r == 0)
		dcache_put(fs, dir, hash, name, len, *ino, *type, 0);
	else if (r == -ENOENT)
		dcache_put(fs, dir, hash, name, len, 0, 0, no_item);
	if (!alone)
		jolt_mutex_unlock(&fs->dcache_lock);
	return r;
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
	uint32_t hash = (uint32_t)ns_name_hash(name, len);
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, hash);
	struct jolt_inode *in;
	struct jolt_path p;
	struct ns_ent e;
	uint32_t pos = 0, size = 0;
	int r, n;

	/* the cache may know there is no item at the hash: room, no name */
	struct ns_dentry *d = dcache_find(fs, dir, hash, name, len);
	if (d && d->no_item) {
		fs->dcache_hits++;
		return next_index(fs, dir, &in);
	}
	/* else one search: the name must not be in its hash's item, and the
	 * item must have room for it */
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

static void dir_item_init(struct jolt_fs_dir_item *di, uint64_t ino, uint8_t type,
			  uint64_t transid, size_t len, uint16_t data_len)
{
	memset(di, 0, sizeof(*di));
	di->location = jolt_key(ino, JOLT_KEY_INODE_ITEM, 0);
	di->transid = transid;
	di->name_len = (uint16_t)len;
	di->type = type;
	di->data_len = data_len;
}

/* Finds name's entry in a DIR_ITEM's data: 1 and *e, 0 none, -EUCLEAN. */
static int ent_find(const uint8_t *data, uint32_t size, const char *name, size_t len,
		    struct ns_ent *e)
{
	uint32_t pos = 0;
	int n;
	while ((n = ns_ent_next(data, size, &pos, e)) == 1)
		if (e->di.name_len == len && !memcmp(e->name, name, len))
			return 1;
	return n < 0 ? -EUCLEAN : 0;
}

static uint64_t ent_seq(const struct ns_ent *e)
{
	uint64_t seq = 0;
	if (e->di.data_len == 8)
		memcpy(&seq, e->data, 8);
	return seq;
}

/* The DIR_INDEX entry at seq: inserted in one search, filled in the leaf. */
static int index_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, uint64_t seq,
		     const struct jolt_fs_dir_item *di0, const char *name)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
	struct jolt_fs_dir_item di = *di0;
	struct jolt_path p;
	di.data_len = 0;
	jolt_path_init(&p);
	int err = jolt_btree_insert_empty(t, fs->root, &p, &k, ns_ent_size(di.name_len, 0));
	if (!err)
		ns_ent_put(jolt_path_item_data(&p), &di, name, NULL);
	jolt_path_release(fs->info, &p);
	return err;
}

/* Adds the entry to its DIR_ITEM in the search that finds the item. */
static int dir_add_leaf(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, uint32_t hash,
			const char *name, const struct jolt_fs_dir_item *di, uint64_t seq)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, hash);
	uint32_t esz = ns_ent_size(di->name_len, 8);
	struct jolt_path p;
	uint8_t *at = NULL;
	int r;

	jolt_path_init(&p);
	r = jolt_btree_search(t, fs->root, &k, &p, (int)(esz + JOLT_FS_ITEM_SIZE), 1);
	if (r == 0) {
		uint32_t osz = jolt_path_item(&p)->size;
		if (osz + esz > fs->max_item)
			r = -EOVERFLOW;
		else
			r = jolt_btree_resize_item(t, fs->root, &p, osz + esz);
		if (!r)
			at = (uint8_t *)jolt_path_item_data(&p) + osz;
	} else if (r == 1) {
		r = jolt_btree_insert_at(t, fs->root, &p, &k, esz);
		if (!r)
			at = jolt_path_item_data(&p);
	}
	if (at) {
		ns_ent_put(at, di, name, &seq);
		jolt_btree_changed(t, fs->root);
	}
	jolt_path_release(fs->info, &p);
	return r ? r : index_add(t, fs, dir, seq, di, name);
}

int ns_dir_add(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len, uint64_t ino, uint8_t type)
{
	uint32_t hash = (uint32_t)ns_name_hash(name, len);
	struct jolt_fs_dir_item di;
	struct jolt_inode *in;
	uint64_t seq;
	int err;

	err = next_index(fs, dir, &in);
	if (err)
		return err;
	seq = in->next_index;
	dir_item_init(&di, ino, type, t->transid, len, 8);
	dcache_drop(fs, dir, hash, name, len);
	dcache_item_made(fs, dir, hash);
	err = dir_add_leaf(t, fs, dir, hash, name, &di, seq);
	if (err)
		return err;
	in->next_index = seq + 1;
	dib->i.size += 2 * len;
	dcache_put(fs, dir, hash, name, len, ino, type, 0);
	ns_tl_note_link(fs, dir, ino, name, len, 1);
	return 0;
}

/* Takes name's entry out of its DIR_ITEM in the search that finds it (the
 * item deleted with its last entry): *seq and *ino get the entry's. */
static int dir_del_leaf(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, uint32_t hash,
			const char *name, size_t len, uint64_t *seq, uint64_t *ino, int *no_item)
{
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, hash);
	struct jolt_path p;
	struct ns_ent e, *gone = &e;
	int r;

	jolt_path_init(&p);
	r = jolt_btree_search(t, fs->root, &k, &p, -1, 1);
	if (r == 1)
		r = -ENOENT;
	if (r == 0) {
		uint8_t *data = jolt_path_item_data(&p);
		uint32_t osz = jolt_path_item(&p)->size;
		r = ent_find(data, osz, name, len, gone);
		if (r == 0)
			r = -ENOENT;
		if (r == 1) {
			*seq = ent_seq(gone);
			*ino = gone->di.location.objectid;
		}
		if (r == 1 && gone->size == osz) {
			*no_item = 1;
			r = jolt_btree_del_items(t, fs->root, &p, 1);
		} else if (r == 1) {
			memmove(data + gone->off, data + gone->off + gone->size,
				osz - gone->off - gone->size);
			r = jolt_btree_resize_item(t, fs->root, &p, osz - gone->size);
		}
	}
	jolt_path_release(fs->info, &p);
	return r;
}

int ns_dir_del(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, struct ns_ibuf *dib,
	       const char *name, size_t len)
{
	uint32_t hash = (uint32_t)ns_name_hash(name, len);
	uint64_t seq = 0, ino = 0;
	int err, no_item = 0;

	dcache_drop(fs, dir, hash, name, len);
	err = dir_del_leaf(t, fs, dir, hash, name, len, &seq, &ino, &no_item);
	if (err)
		return err;
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
	err = jolt_btree_delete(t, fs->root, &k);
	if (err)
		return err;
	dib->i.size -= 2 * len <= dib->i.size ? 2 * len : dib->i.size;
	dcache_put(fs, dir, hash, name, len, 0, 0, no_item);
	ns_tl_note_link(fs, dir, ino, name, len, 0);
	return 0;
}

/* Points the entry in an item's bytes at *di's inode (the first entry of a
 * DIR_INDEX, name's of a DIR_ITEM): 0, or -ENOENT / -EUCLEAN. *seq
 * (DIR_ITEM) gets its sequence, and the tree log notes the name's old and
 * new inode. */
static int retarget_in(struct jolt_fs *fs, const struct jolt_fs_key *k, uint8_t *data,
		       uint32_t size, const char *name, size_t len,
		       const struct jolt_fs_dir_item *di, uint64_t *seq)
{
	struct ns_ent e;
	uint32_t pos = 0;
	int r;

	if (seq)
		r = ent_find(data, size, name, len, &e);
	else
		r = ns_ent_next(data, size, &pos, &e) == 1 ? 1 : -EUCLEAN;
	if (r <= 0)
		return r < 0 ? r : -ENOENT;
	if (seq) {
		*seq = ent_seq(&e);
		ns_tl_note_link(fs, k->objectid, e.di.location.objectid, name, len, 0);
		ns_tl_note_link(fs, k->objectid, di->location.objectid, name, len, 1);
	}
	e.di.location = di->location;
	e.di.type = di->type;
	e.di.transid = di->transid;
	memcpy(data + e.off, &e.di, sizeof(e.di));
	return 0;
}

/* Points the entry at *di's inode in the item at k (the first entry of a
 * DIR_INDEX, name's of a DIR_ITEM), changed in the leaf of the search that
 * finds it. *seq (DIR_ITEM) gets its sequence; first: the entry's old inode
 * is noted to the tree log. */
static int retarget_leaf(struct jolt_trans *t, struct jolt_fs *fs, const struct jolt_fs_key *k,
			 const char *name, size_t len, const struct jolt_fs_dir_item *di,
			 uint64_t *seq)
{
	struct jolt_path p;
	int r;

	jolt_path_init(&p);
	r = jolt_btree_search(t, fs->root, k, &p, 0, 1);
	if (r == 1)
		r = -ENOENT;
	if (r == 0) {
		r = retarget_in(fs, k, jolt_path_item_data(&p), jolt_path_item(&p)->size, name, len,
				di, seq);
		if (r == 0)
			jolt_btree_changed(t, fs->root);
	}
	jolt_path_release(fs->info, &p);
	return r;
}

int ns_dir_retarget(struct jolt_trans *t, struct jolt_fs *fs, uint64_t dir, const char *name,
		    size_t len, uint64_t ino, uint8_t type)
{
	uint32_t hash = (uint32_t)ns_name_hash(name, len);
	struct jolt_fs_key k = jolt_key(dir, JOLT_KEY_DIR_ITEM, hash);
	struct jolt_fs_dir_item di;
	uint64_t seq = 0;

	dir_item_init(&di, ino, type, t->transid, len, 0);
	dcache_drop(fs, dir, hash, name, len);
	int err = retarget_leaf(t, fs, &k, name, len, &di, &seq);
	if (!err) {
		k = jolt_key(dir, JOLT_KEY_DIR_INDEX, seq);
		err = retarget_leaf(t, fs, &k, name, len, &di, NULL);
	}
	if (!err)
		dcache_put(fs, dir, hash, name, len, ino, type, 0);
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
			ns_note_damage(fs, "directory %llu: malformed DIR_INDEX %llu",
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

	ns_lock_shared(fs);
	r = ns_readdir(fs, ino, cookie, ents, max);
	ns_unlock_shared(fs);
	return r;
}
