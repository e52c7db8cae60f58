/* The namespace's mount: mkfs (the tree-level mkfs, then the root
 * directory in its own first commit), mount (the tree-level mount, the
 * root directory checked, orphans left by a crash deleted), unmount, sync,
 * statfs, counters, and the commit thread that honours the commit
 * interval when nobody calls in.
 *
 * Every public call takes the tree lock of sw/fs/ (ctree.h) for its
 * whole length: exclusively when it may change something (ns_lock /
 * ns_unlock), shared when it only reads (ns_lock_shared /
 * ns_unlock_shared); ns_unlock also commits when the interval has passed,
 * so a busy filesystem commits without the thread. The commit thread
 * sleeps on a condition of its own mutex (thread_lock), so unmount can
 * wake and join it, and takes the tree lock only to commit. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "jolt/log.h"
#include "ns.h"

void jolt_mkfs_opts_default(struct jolt_mkfs_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->parent_ptrs = 1;
	o->root_mode = 0755;
}

void jolt_mount_opts_default(struct jolt_mount_opts *o)
{
	memset(o, 0, sizeof(*o));
}

void jolt_fsync_counters(struct jolt_fs *fs, struct jolt_fsync_counters *out)
{
	jolt_fs_lock(fs->info);
	ns_tl_counters(fs, out);
	jolt_fs_unlock(fs->info);
}

void ns_lock(struct jolt_fs *fs)
{
	jolt_fs_lock(fs->info);
}

void ns_unlock(struct jolt_fs *fs)
{
	if (!fs->rdonly && !fs->info->error && fs->info->running)
		jolt_fs_commit_if_due(fs->info);
	jolt_fs_unlock(fs->info);
}

/* A mount without data views (read-only, fsck) reads data through
 * fs->dev itself, which one thread uses at a time: its readers take turns. */
void ns_lock_shared(struct jolt_fs *fs)
{
	if (fs->info->data_devs[0])
		jolt_fs_lock_shared(fs->info);
	else
		jolt_fs_lock(fs->info);
}

void ns_unlock_shared(struct jolt_fs *fs)
{
	if (fs->info->data_devs[0])
		jolt_fs_unlock_shared(fs->info);
	else
		jolt_fs_unlock(fs->info);
}

void ns_fs_locks_init(struct jolt_fs *fs)
{
	jolt_mutex_init(&fs->dcache_lock);
	jolt_mutex_init(&fs->itab_lock);
	pthread_mutex_init(&fs->thread_lock, NULL);
}

void ns_fs_locks_destroy(struct jolt_fs *fs)
{
	jolt_mutex_destroy(&fs->dcache_lock);
	jolt_mutex_destroy(&fs->itab_lock);
	pthread_mutex_destroy(&fs->thread_lock);
}

/* A reader's words for a damaged item (errmsg is the first fatal error's
 * or the last corruption's; readers write it beside each other). */
void ns_note_damage(struct jolt_fs *fs, const char *fmt, ...)
{
	va_list ap;

	jolt_mutex_lock(&fs->info->msg_lock);
	if (!fs->info->error) {
		va_start(ap, fmt);
		vsnprintf(fs->info->errmsg, sizeof(fs->info->errmsg), fmt, ap);
		va_end(ap);
	}
	jolt_mutex_unlock(&fs->info->msg_lock);
}

void ns_now(struct jolt_fs_timespec *ts)
{
	struct timespec now;

	clock_gettime(CLOCK_REALTIME, &now);
	ts->sec = (uint64_t)now.tv_sec;
	ts->nsec = (uint32_t)now.tv_nsec;
	ts->pad = 0;
}

int ns_begin(struct jolt_fs *fs, uint64_t items, uint32_t flags, struct jolt_trans *t)
{
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	return jolt_trans_begin(fs->info, jolt_trans_blocks_for_items(fs->info, items), flags, t);
}

int ns_begin_data(struct jolt_fs *fs, uint64_t items, uint64_t data_bytes, uint32_t flags,
		  struct jolt_trans *t)
{
	int err;

	if (!data_bytes)
		return ns_begin(fs, items, flags, t);
	if (fs->rdonly || fs->info->error)
		return -EROFS;
	err = jolt_fs_room_for_data(fs->info, jolt_trans_blocks_for_items(fs->info, items),
				    data_bytes);
	return err ? err : ns_begin(fs, items, flags, t);
}

void ns_end(struct jolt_fs *fs, struct jolt_trans *t)
{
	int err = jolt_trans_end(t);

	if (err && !fs->info->error)
		jolt_fs_set_error(fs->info, err, "ending a transaction handle: %s", strerror(-err));
}

int ns_abort(struct jolt_fs *fs, int err, const char *what)
{
	if (!fs->info->error)
		jolt_fs_set_error(fs->info, err, "%s: %s (the running transaction is dropped)",
				  what, strerror(-err));
	return err;
}

/* ---- mkfs ---- */

static int make_root_dir(struct jolt_fs_info *info, const struct jolt_mkfs_opts *o, char *why,
			 size_t why_len)
{
	struct jolt_root *root;
	struct jolt_trans t;
	struct ns_ibuf ib;
	int err;

	err = jolt_fs_read_root(info, JOLT_FS_FS_TREE_OBJECTID, &root);
	if (err) {
		jolt_fs_why(why, why_len, "mkfs: no fs tree after the tree-level mkfs: %s", strerror(-err));
		return err;
	}
	err = jolt_trans_begin(info, jolt_trans_blocks_for_items(info, 2), 0, &t);
	if (err) {
		jolt_fs_why(why, why_len, "mkfs: cannot begin the first transaction: %s", strerror(-err));
		return err;
	}
	memset(&ib, 0, sizeof(ib));
	ib.i.generation = t.transid;
	ib.i.transid = t.transid;
	ib.i.nlink = 2;
	ib.i.uid = o->root_uid;
	ib.i.gid = o->root_gid;
	ib.i.mode = JOLT_S_IFDIR | (o->root_mode & JOLT_S_IPERM);
	ib.i.parent = JOLT_ROOT_INO;
	ns_now(&ib.i.atime);
	ib.i.ctime = ib.i.mtime = ib.i.otime = ib.i.atime;
	struct jolt_fs_key k = jolt_key(JOLT_ROOT_INO, JOLT_KEY_INODE_ITEM, 0);
	err = jolt_btree_insert(&t, root, &k, &ib, ns_ibuf_size(&ib));
	if (err) {
		jolt_trans_end(&t);
		jolt_fs_why(why, why_len, "mkfs: cannot insert the root directory: %s", strerror(-err));
		return err;
	}
	root->item.root_dirid = JOLT_ROOT_INO;
	root->item.last_objectid = JOLT_ROOT_INO;
	jolt_trans_root_dirty(&t, root);
	err = jolt_trans_commit(&t);
	if (err)
		jolt_fs_why(why, why_len, "mkfs: the first commit failed: %s", strerror(-err));
	return err;
}

int jolt_mkfs(struct jolt_blk *dev, const struct jolt_mkfs_opts *o, char *why, size_t why_len)
{
	struct jolt_mkfs_opts def;
	struct jolt_fs_mkfs_opts mo;
	struct jolt_fs_mount_opts mnt;
	struct jolt_fs_info *info;
	int err, uerr;

	if (!o) {
		jolt_mkfs_opts_default(&def);
		o = &def;
	}
	if (o->parent_ptrs > 1) {
		jolt_fs_why(why, why_len, "mkfs: parent_ptrs must be 0 or 1");
		return -EINVAL;
	}
	jolt_fs_mkfs_opts_default(&mo);
	mo.total_bytes = o->total_bytes;
	mo.journal_bytes = o->journal_bytes;
	mo.nodesize = o->nodesize;
	mo.sectorsize = o->sectorsize;
	mo.record_size = o->record_size;
	mo.mmp_interval = o->mmp_interval;
	mo.incompat_flags = o->parent_ptrs ? JOLT_FS_INCOMPAT_PARENT_PTRS : 0;
	mo.label = o->label;
	memcpy(mo.fsid, o->fsid, sizeof(mo.fsid));
	err = jolt_fs_mkfs(dev, &mo, why, why_len);
	if (err)
		return err;
	jolt_fs_mount_opts_default(&mnt);
	mnt.commit_interval_ms = JOLT_FS_MOUNT_NO_INTERVAL;
	mnt.flags = JOLT_FS_MOUNT_FRESH;
	err = jolt_fs_mount(dev, &mnt, &info, why, why_len);
	if (err)
		return err;
	jolt_fs_lock(info);
	err = make_root_dir(info, o, why, why_len);
	jolt_fs_unlock(info);
	uerr = jolt_fs_unmount(info);
	if (!err && uerr) {
		jolt_fs_why(why, why_len, "mkfs: unmount failed: %s", strerror(-uerr));
		err = uerr;
	}
	return err;
}

/* ---- mount ---- */

static void *commit_thread(void *arg)
{
	struct jolt_fs *fs = arg;
	uint64_t wait_ms = fs->interval_ms / 2;

	if (wait_ms > 1000)
		wait_ms = 1000;
	if (wait_ms < 10)
		wait_ms = 10;
	pthread_mutex_lock(&fs->thread_lock);
	while (!fs->stop) {
		struct timespec ts;

		clock_gettime(CLOCK_MONOTONIC, &ts);
		ts.tv_sec += (time_t)(wait_ms / 1000);
		ts.tv_nsec += (long)(wait_ms % 1000) * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&fs->cond, &fs->thread_lock, &ts);
		if (fs->stop)
			break;
		pthread_mutex_unlock(&fs->thread_lock);
		jolt_fs_lock(fs->info);
		if (!fs->info->error && fs->info->running)
			jolt_fs_commit_if_due(fs->info);
		jolt_fs_unlock(fs->info);
		pthread_mutex_lock(&fs->thread_lock);
	}
	pthread_mutex_unlock(&fs->thread_lock);
	return NULL;
}

/* The highest inode number in use: the last item below the orphan items. */
int ns_find_last_ino(struct jolt_fs *fs, uint64_t *out)
{
	struct jolt_fs_key k = jolt_key(NS_ORPHAN_OBJECTID - 1, 255, UINT64_MAX);
	struct jolt_path p;
	int r;

	jolt_path_init(&p);
	r = jolt_btree_search_le(fs->root, &k, &p);
	if (r < 0)
		return r;
	*out = JOLT_ROOT_INO;
	if (r == 0) {
		uint64_t o = jolt_path_item(&p)->key.objectid;
		if (o > *out)
			*out = o;
	}
	jolt_path_release(fs->info, &p);
	return 0;
}

static uint32_t ns_param(uint32_t v, uint32_t def)
{
	return v ? v : def;
}

/* The directory-entry cache's share of the cache bound at mount: the
 * largest power of two within a 32nd of it. It grows by the entries it
 * holds (dir.c) up to an eighth of the bound, each doubling taken from
 * room the node cache is not using (ns_dcache_room), as the VFS sizes its
 * dentry hash by dentries rather than by a share of metadata memory. */
static uint64_t dcache_bytes_for(uint64_t cache_bytes)
{
	uint64_t b = 2 * sizeof(struct ns_dentry);
	if (cache_bytes / 32 < b)
		return 0;
	while (b * 2 <= cache_bytes / 32)
		b *= 2;
	return b;
}

int ns_dcache_room(struct jolt_fs *fs, int64_t bytes, uint64_t spare)
{
	struct jolt_node_stats n;

	jolt_nc_stats(fs->info->nc, &n);
	if (bytes < 0) {
		jolt_nc_set_bound(fs->info->nc, n.bound_bytes + (uint64_t)-bytes);
		return 1;
	}
	/* the node cache keeps at least half its bound at mount */
	if (n.bound_bytes < (uint64_t)bytes || n.bound_bytes - (uint64_t)bytes < fs->nc_bound_min ||
	    n.cached_bytes + (uint64_t)bytes + spare > n.bound_bytes)
		return 0;
	jolt_nc_set_bound(fs->info->nc, n.bound_bytes - (uint64_t)bytes);
	return 1;
}

int jolt_mount(struct jolt_blk *dev, const struct jolt_mount_opts *o, struct jolt_fs **out,
	       char *why, size_t why_len)
{
	struct jolt_mount_opts def;
	struct jolt_fs_mount_opts mo;
	struct jolt_fs *fs;
	struct ns_ibuf ib;
	int err;

	if (!o) {
		jolt_mount_opts_default(&def);
		o = &def;
	}
	fs = jolt_lock_zalloc(sizeof(*fs));
	if (!fs)
		return -ENOMEM;
	ns_fs_locks_init(fs);
	jolt_fs_mount_opts_default(&mo);
	/* the node cache, the directory-entry cache and the tree log's notes
	 * (a read-write mount that logs fsyncs) share the bound */
	uint64_t cache = o->cache_bytes ? o->cache_bytes : 64ull << 20;
	uint64_t dbytes = dcache_bytes_for(cache);
	uint64_t tbytes = (o->flags & JOLT_MOUNT_RDONLY) || o->fsync_mode == JOLT_FSYNC_COMMIT
				  ? 0 : ns_tl_notes_bound(cache);
	mo.cache_bytes = cache - dbytes - tbytes;
	mo.commit_interval_ms = o->commit_interval_ms == JOLT_COMMIT_NEVER
					? JOLT_FS_MOUNT_NO_INTERVAL : o->commit_interval_ms;
	mo.flags = (o->flags & JOLT_MOUNT_RDONLY) ? JOLT_FS_MOUNT_RDONLY : 0;
	err = jolt_fs_mount(dev, &mo, &fs->info, why, why_len);
	if (err) {
		free(fs);
		return err;
	}
	fs->dev = fs->info->dev;
	fs->subvol_id = JOLT_FS_FS_TREE_OBJECTID;
	fs->rdonly = !!(o->flags & JOLT_MOUNT_RDONLY);
	fs->parent_ptrs = !!(fs->info->super.incompat_flags & JOLT_FS_INCOMPAT_PARENT_PTRS);
	fs->nodesize = fs->info->nodesize;
	fs->sectorsize = fs->info->sectorsize;
	fs->max_item = jolt_fs_max_item_size(fs->nodesize);
	fs->sf_max = fs->max_item / 4 < NS_SF_MAX ? fs->max_item / 4 : NS_SF_MAX;
	fs->xattr_inline_max = fs->max_item / 4;
	fs->max_inline = ns_param(o->max_inline, NS_INLINE_DEFAULT);
	if (fs->max_inline > fs->max_item - JOLT_FS_FILE_EXTENT_INLINE_DATA)
		fs->max_inline = fs->max_item - JOLT_FS_FILE_EXTENT_INLINE_DATA;
	if (fs->max_inline >= fs->sectorsize)
		fs->max_inline = fs->sectorsize - 1;
	if (fs->max_inline == 1)
		fs->max_inline = 0;
	fs->uid = o->uid;
	fs->gid = o->gid;
	fs->interval_ms = o->commit_interval_ms == JOLT_COMMIT_NEVER ? 0
			  : ns_param(o->commit_interval_ms, 30000);

	jolt_fs_lock(fs->info);
	err = jolt_fs_read_root(fs->info, JOLT_FS_FS_TREE_OBJECTID, &fs->root);
	if (err) {
		jolt_fs_why(why, why_len, "mount: the fs tree (5) cannot be read: %s%s%s", strerror(-err),
			fs->info->errmsg[0] ? ": " : "", fs->info->errmsg);
		goto fail_locked;
	}
	err = ns_inode_read(fs, JOLT_ROOT_INO, &ib);
	if (err || !ns_is_dir(&ib)) {
		if (!err)
			err = -EUCLEAN;
		jolt_fs_why(why, why_len, "mount: no root directory (inode 256 in tree 5): %s%s",
			err == -ENOENT ? "an unfinished mkfs?" : strerror(-err),
			err == -EUCLEAN && fs->info->errmsg[0] ? fs->info->errmsg : "");
		if (err == -ENOENT)
			err = -EUCLEAN;
		goto fail_locked;
	}
	err = ns_find_last_ino(fs, &fs->last_ino);
	if (err) {
		jolt_fs_why(why, why_len, "mount: reading the fs tree: %s", strerror(-err));
		goto fail_locked;
	}
	if (fs->root->item.last_objectid > fs->last_ino)
		fs->last_ino = fs->root->item.last_objectid;
	if (!fs->rdonly) {
		err = ns_tl_mount(fs, o, why, why_len);
		if (err)
			goto fail_locked;
		err = ns_orphans_cleanup(fs);
		if (err) {
			jolt_fs_why(why, why_len, "mount: deleting orphan inodes: %s: %s", strerror(-err),
				fs->info->errmsg);
			goto fail_locked;
		}
	}
	/* made after the log's replay, which changes entries behind it */
	fs->nc_bound_min = mo.cache_bytes / 2;
	err = ns_dcache_init(fs, dbytes, cache / 8, 4);
	if (err) {
		jolt_fs_why(why, why_len, "mount: the directory-entry cache: %s", strerror(-err));
		goto fail_locked;
	}
	jolt_fs_unlock(fs->info);

	if (!fs->rdonly && fs->interval_ms && !(o->flags & JOLT_MOUNT_NO_THREAD)) {
		pthread_condattr_t ca;

		pthread_condattr_init(&ca);
		pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
		pthread_cond_init(&fs->cond, &ca);
		pthread_condattr_destroy(&ca);
		if (pthread_create(&fs->thread, NULL, commit_thread, fs) == 0)
			fs->have_thread = 1;
		else
			pthread_cond_destroy(&fs->cond);
	}
	*out = fs;
	return 0;

fail_locked:
	ns_tl_unmount(fs);
	jolt_fs_unlock(fs->info);
	jolt_fs_unmount(fs->info);
	free(fs->itab);
	ns_dcache_free(fs);
	ns_fs_locks_destroy(fs);
	free(fs);
	return err;
}

int jolt_unmount(struct jolt_fs *fs)
{
	int err, uerr;

	if (!fs)
		return 0;
	if (fs->view_of)
		return -EINVAL;      /* a subvolume view: jolt_subvol_close */
	ns_subvol_close_views(fs);
	if (fs->have_thread) {
		pthread_mutex_lock(&fs->thread_lock);
		fs->stop = 1;
		pthread_cond_signal(&fs->cond);
		pthread_mutex_unlock(&fs->thread_lock);
		pthread_join(fs->thread, NULL);
		pthread_cond_destroy(&fs->cond);
		fs->have_thread = 0;
	}
	err = ns_fs_release(fs);
	uerr = jolt_fs_unmount(fs->info);
	ns_dcache_free(fs);
	ns_fs_locks_destroy(fs);
	free(fs);
	return err ? err : uerr;
}

int ns_fs_release(struct jolt_fs *fs)
{
	int err = 0;

	jolt_fs_lock(fs->info);
	/* Open files are closed: unlinked inodes they held are deleted now. */
	while (fs->files) {
		struct jolt_file *f = fs->files;
		struct jolt_inode *in = ns_ifind(fs, f->ino);

		fs->files = f->next;
		if (in && in->nopen)
			in->nopen--;
		free(f);
	}
	for (size_t b = 0; b < fs->itab_size; b++) {
		for (struct jolt_inode *in = fs->itab[b]; in; in = in->hnext) {
			in->nlookup = 0;
			in->nopen = 0;
		}
	}
	if (!fs->rdonly && !fs->info->error) {
		/* every inode is unused now: the orphans among them go */
		int e = ns_orphans_cleanup(fs);
		if (e)
			err = e;
	}
	for (size_t b = 0; b < fs->itab_size; b++) {
		struct jolt_inode *in = fs->itab[b];
		while (in) {
			struct jolt_inode *n = in->hnext;
			free(in);
			in = n;
		}
	}
	free(fs->itab);
	free(fs->writing);
	fs->writing = NULL;
	fs->nwriting = fs->wcap = 0;
	int terr = ns_tl_unmount(fs);   /* the mount's journal: commits, closes */
	if (terr && !err)
		err = terr;
	fs->itab = NULL;
	fs->itab_size = 0;
	jolt_fs_unlock(fs->info);
	return err;
}

int jolt_sync(struct jolt_fs *fs)
{
	int err;

	jolt_fs_lock(fs->info);
	if (fs->rdonly)
		err = 0;
	else if (fs->info->error)
		err = -EROFS;
	else
		err = jolt_fs_commit(fs->info);
	jolt_fs_unlock(fs->info);
	return err;
}

const char *jolt_errmsg(struct jolt_fs *fs)
{
	return fs->info->error ? fs->info->errmsg : "";
}

int jolt_statfs(struct jolt_fs *fs, struct jolt_statfs *st)
{
	struct jolt_space_stats s;
	uint64_t ss = fs->sectorsize, avail;

	memset(st, 0, sizeof(*st));
	jolt_fs_lock_shared(fs->info);
	jolt_space_stats(fs->info->alloc, &s);
	st->bsize = ss;
	st->blocks = s.total_bytes / ss;
	st->bfree = (s.free_bytes + s.pinned_bytes) / ss;
	avail = s.free_bytes > s.commit_reserve_bytes + s.reserved_bytes
			? s.free_bytes - s.commit_reserve_bytes - s.reserved_bytes : 0;
	st->bavail = avail / ss;
	st->files = fs->last_ino - JOLT_FS_FIRST_FREE_OBJECTID + 1;
	st->ffree = NS_ORPHAN_OBJECTID - 1 - fs->last_ino;
	st->namemax = JOLT_NAME_MAX;
	for (int i = 0; i < 16; i++)
		st->fsid = (st->fsid << 8 | st->fsid >> 56) ^ fs->info->fsid[i];
	jolt_fs_unlock_shared(fs->info);
	return 0;
}

void jolt_fs_counters(struct jolt_fs *fs, struct jolt_fs_counters *out)
{
	struct jolt_node_stats n;

	jolt_fs_lock(fs->info);
	*out = fs->ctr;
	out->generation = fs->info->generation;
	out->commits = fs->info->commits;
	out->parent_ptrs = (uint32_t)fs->parent_ptrs;
	out->nodesize = fs->nodesize;
	out->sectorsize = fs->sectorsize;
	out->max_inline = fs->max_inline;
	jolt_nc_stats(fs->info->nc, &n);
	out->node_hits = n.hits;
	out->node_misses = n.misses;
	out->node_evictions = n.evictions;
	out->node_reads = n.reads;
	out->node_writes = n.writes;
	out->cached_bytes = n.cached_bytes;
	out->cache_bound = n.bound_bytes;
	out->dcache_hits = fs->dcache_hits;
	out->dcache_misses = fs->dcache_misses;
	for (int i = 0; i < JOLT_LOCK_SHARDS; i++) {
		out->dcache_hits += __atomic_load_n(&fs->dcache_shared[i].hits, __ATOMIC_RELAXED);
		out->dcache_misses += __atomic_load_n(&fs->dcache_shared[i].misses, __ATOMIC_RELAXED);
	}
	out->dcache_bytes = fs->dcache_sets * (fs->dcache_ways * sizeof(struct ns_dentry) + sizeof(struct ns_dset));
	jolt_fs_unlock(fs->info);
}

static const char *const lock_names[JOLT_LOCK_CLASSES] = {
	"tree", "tree_shared", "nodes", "dcache", "inodes", "data",
};

const char *jolt_lock_class_name(unsigned cls)
{
	return cls < JOLT_LOCK_CLASSES ? lock_names[cls] : NULL;
}

void jolt_lock_counters(struct jolt_fs *fs, struct jolt_lock_counters *out)
{
	struct jolt_fs_info *info = fs->info;
	struct jolt_lock_tally t[JOLT_LOCK_CLASSES];
	uint64_t ns0 = info->lock_clock.ns0;
	struct timespec now;

	if (fs->view_of)
		fs = fs->view_of;    /* a view counts in its mount's locks */
	jolt_rwlock_tally(&info->lock, &t[JOLT_LOCK_TREE], &t[JOLT_LOCK_TREE_SHARED]);
	jolt_nc_lock_tally(info->nc, &t[JOLT_LOCK_NODES]);
	jolt_mutex_tally(&fs->dcache_lock, &t[JOLT_LOCK_DCACHE]);
	jolt_mutex_tally(&fs->itab_lock, &t[JOLT_LOCK_INODES]);
	jolt_mutex_tally(&info->data_lock, &t[JOLT_LOCK_DATA]);
	memset(out, 0, sizeof(*out));
	for (int i = 0; i < JOLT_LOCK_CLASSES; i++)
		jolt_lock_tally_out(&info->lock_clock, &t[i], &out->cls[i]);
	clock_gettime(CLOCK_MONOTONIC, &now);
	out->elapsed_ns = (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec - ns0;
}
