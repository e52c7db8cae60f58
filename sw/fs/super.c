/* mkfs, mount and unmount (btrfs's disk-io.c); the layout is
 * docs/disk-format.md section 1.
 *
 * mkfs builds the first generation with the same code that runs every
 * later transaction: an empty in-memory filesystem (all space free) gets
 * its root, extent and fs trees from jolt_btree_create, and the ordinary
 * commit writes them, the extent items coming from the delayed refs of
 * their allocation. Only the superblock step differs: both copies.
 *
 * mount trusts nothing it reads: both superblock copies are verified and
 * the newest valid one wins; every node passes the node cache's
 * verification; the extent tree's extents must not overlap or leave the
 * tree/data space (the free-space map is built from them). Any failure is
 * a clear error with a message, never a crash. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "alloc.h"
#include "btree.h"
#include "jolt/journal.h"
#include "mmp.h"
#include "node.h"
#include "super.h"
#include "trans.h"

static const uint64_t super_off[2] = {JOLT_FS_SUPER_OFFSET0, JOLT_FS_SUPER_OFFSET1};

void jolt_fs_mkfs_opts_default(struct jolt_fs_mkfs_opts *o)
{
	memset(o, 0, sizeof(*o));
}

void jolt_fs_mount_opts_default(struct jolt_fs_mount_opts *o)
{
	memset(o, 0, sizeof(*o));
}

static int pow2(uint64_t v)
{
	return v && !(v & (v - 1));
}

/* An in-memory filesystem over dev with sb's geometry, no trees loaded. */
static int fs_alloc(struct jolt_blk *dev, const struct jolt_fs_super *sb, uint64_t cache_bytes,
		    struct jolt_fs_info **out)
{
	struct jolt_fs_info *fs = jolt_lock_zalloc(sizeof(*fs));
	if (!fs)
		return -ENOMEM;
	jolt_rwlock_init(&fs->lock);
	jolt_mutex_init(&fs->data_lock);
	jolt_mutex_init(&fs->msg_lock);
	jolt_lock_clock_init(&fs->lock_clock);
	pthread_cond_init(&fs->data_cv, NULL);
	fs->dev = dev;
	fs->super = *sb;
	fs->nodesize = sb->nodesize;
	fs->sectorsize = sb->sectorsize;
	memcpy(fs->fsid, sb->fsid, 16);
	fs->generation = sb->generation;
	fs->bytes_used = sb->bytes_used;
	fs->commit_interval_ns = 30ull * 1000000000ull;
	fs->last_commit_ns = jolt_fs_now_ns();
	struct jolt_node_cache_opts no = { .bound_bytes = cache_bytes, .nodesize = sb->nodesize };
	memcpy(no.fsid, sb->fsid, 16);
	int rc = jolt_nc_create(dev, &no, &fs->nc);
	if (!rc)
		jolt_nc_set_tree_lock(fs->nc, &fs->lock);
	if (!rc)
		rc = jolt_alloc_create(sb->data_offset, sb->total_bytes, sb->sectorsize, sb->nodesize,
				       &fs->alloc);
	if (rc) {
		jolt_nc_destroy(fs->nc);
		pthread_cond_destroy(&fs->data_cv);
		jolt_mutex_destroy(&fs->msg_lock);
		jolt_mutex_destroy(&fs->data_lock);
		jolt_rwlock_destroy(&fs->lock);
		free(fs);
		return rc;
	}
	*out = fs;
	return 0;
}

static void fs_free(struct jolt_fs_info *fs)
{
	while (fs->roots) {
		struct jolt_root *r = fs->roots;
		fs->roots = r->next;
		jolt_nc_put(fs->nc, r->node);
		free(r);
	}
	free(fs->running);
	/* after the last commit (unmount), or a mount that wrote nothing */
	jolt_mmp_release(fs->mmp, 1);
	jolt_nc_destroy(fs->nc);
	jolt_alloc_destroy(fs->alloc);
	if (fs->journal_dev)
		jolt_blk_close(fs->journal_dev);
	for (int i = 0; i < JOLT_FS_DATA_VIEWS; i++)
		if (fs->data_devs[i])
			jolt_blk_close(fs->data_devs[i]);
	if (fs->own_dev)
		jolt_blk_close(fs->own_dev);
	pthread_cond_destroy(&fs->data_cv);
	jolt_mutex_destroy(&fs->msg_lock);
	jolt_mutex_destroy(&fs->data_lock);
	jolt_rwlock_destroy(&fs->lock);
	free(fs);
}

static int read_super(struct jolt_blk *dev, struct jolt_fs_super *out, char *why, size_t why_len);

/* mkfs takes the device as a mount would: never one another jolt holds,
 * nor a filesystem mounted elsewhere (it would be destroyed under it). */
static int mkfs_claim(struct jolt_blk *dev, char *why, size_t why_len)
{
	char what[256];
	struct jolt_fs_super old;
	int claim = jolt_blk_claim(dev, 0, what, sizeof(what));
	if (claim == JOLT_BLK_HELD) {
		jolt_fs_why(why, why_len, "mounted elsewhere: another host holds the namespace's "
			    "Write Exclusive reservation");
		return -EBUSY;
	}
	if (claim < 0) {
		jolt_fs_why(why, why_len, "%s", what);
		return claim;
	}
	if (claim == JOLT_BLK_SHARED && read_super(dev, &old, NULL, 0) == 0)
		return jolt_mmp_check(dev, &old, why, why_len);
	return 0;
}

int jolt_fs_mkfs(struct jolt_blk *dev, const struct jolt_fs_mkfs_opts *o, char *why,
		 size_t why_len)
{
	struct jolt_fs_mkfs_opts def;
	if (!o) {
		jolt_fs_mkfs_opts_default(&def);
		o = &def;
	}
	uint32_t bs = jolt_blk_block_size(dev);
	uint32_t sectorsize = o->sectorsize ? o->sectorsize : JOLT_FS_SECTORSIZE_DEFAULT;
	uint32_t nodesize = o->nodesize ? o->nodesize : JOLT_FS_NODESIZE_DEFAULT;
	if (sectorsize < bs && !o->sectorsize)
		sectorsize = bs;
	if (!pow2(sectorsize) || sectorsize < 512 || sectorsize < bs || sectorsize > 65536) {
		jolt_fs_why(why, why_len, "sectorsize %u: must be a power of two, at least the device's "
			"%u-byte blocks", sectorsize, bs);
		return -EINVAL;
	}
	if (!pow2(nodesize) || nodesize < JOLT_FS_NODESIZE_MIN || nodesize > JOLT_FS_NODESIZE_MAX ||
	    nodesize < sectorsize) {
		jolt_fs_why(why, why_len, "nodesize %u: must be a power of two in 512..65536, at least "
			"the sectorsize %u", nodesize, sectorsize);
		return -EINVAL;
	}
	uint64_t cap = jolt_blk_capacity(dev);
	uint64_t total = o->total_bytes ? o->total_bytes : cap;
	total -= total % sectorsize;
	if (total > cap) {
		jolt_fs_why(why, why_len, "size %llu is larger than the device (%llu bytes)",
			(unsigned long long)total, (unsigned long long)cap);
		return -EINVAL;
	}
	uint64_t jb = o->journal_bytes;
	if (!jb) {
		jb = total / 32;
		if (jb < (2u << 20))
			jb = 2u << 20;
		if (jb > (128u << 20))
			jb = 128u << 20;
	}
	jb = (jb + JOLT_FS_ALIGN - 1) / JOLT_FS_ALIGN * JOLT_FS_ALIGN;
	uint64_t data_offset = JOLT_FS_JOURNAL_OFFSET + jb;
	if (total < data_offset + 16ull * nodesize) {
		jolt_fs_why(why, why_len, "device too small: %llu bytes; the layout needs %llu (1 MiB, a "
			"%llu-byte journal, 16 nodes)", (unsigned long long)total,
			(unsigned long long)(data_offset + 16ull * nodesize), (unsigned long long)jb);
		return -EINVAL;
	}
	if (o->label && strlen(o->label) > 63) {
		jolt_fs_why(why, why_len, "label longer than 63 bytes");
		return -EINVAL;
	}
	uint32_t mmp_interval = o->mmp_interval ? o->mmp_interval : JOLT_FS_MMP_INTERVAL_DEFAULT;
	if (mmp_interval > JOLT_FS_MMP_INTERVAL_MAX) {
		jolt_fs_why(why, why_len, "multi-mount protection interval %u s: at most %u",
			mmp_interval, JOLT_FS_MMP_INTERVAL_MAX);
		return -EINVAL;
	}
	int rc = mkfs_claim(dev, why, why_len);
	if (rc)
		return rc;

	/* the journal region: a jolt log image */
	struct jolt_blk *jdev;
	rc = jolt_blk_open_part(dev, JOLT_FS_JOURNAL_OFFSET, jb, &jdev, why, why_len);
	if (rc)
		return rc;
	rc = jolt_journal_mkfs(jdev, 0, o->record_size ? o->record_size : JOLT_RECORD_SIZE_DEFAULT,
			       why, why_len);
	jolt_blk_close(jdev);
	if (rc)
		return rc;

	struct jolt_fs_super sb;
	memset(&sb, 0, sizeof(sb));
	sb.version = JOLT_FS_VERSION;
	memcpy(sb.magic, JOLT_FS_SUPER_MAGIC, sizeof(sb.magic));
	static const uint8_t zero[16];
	if (memcmp(o->fsid, zero, 16)) {
		memcpy(sb.fsid, o->fsid, 16);
	} else if (getrandom(sb.fsid, 16, 0) != 16) {
		uint64_t t = (uint64_t)time(NULL) ^ jolt_fs_now_ns() ^ (uint64_t)(uintptr_t)&sb;
		memcpy(sb.fsid, &t, 8);
		t *= 0x9e3779b97f4a7c15ull;
		memcpy(sb.fsid + 8, &t, 8);
	}
	sb.generation = o->generation ? o->generation - 1 : 0;
	sb.total_bytes = total;
	sb.sectorsize = sectorsize;
	sb.nodesize = nodesize;
	sb.journal_offset = JOLT_FS_JOURNAL_OFFSET;
	sb.journal_bytes = jb;
	sb.data_offset = data_offset;
	sb.incompat_flags = o->incompat_flags | JOLT_FS_INCOMPAT_MMP;
	sb.mmp_offset = JOLT_FS_MMP_OFFSET;
	sb.mmp_interval = mmp_interval;
	if (o->label)
		memcpy(sb.label, o->label, strlen(o->label));
	if ((rc = jolt_mmp_format(dev, &sb))) {
		jolt_fs_why(why, why_len, "writing the multi-mount protection block: %s",
			strerror(-rc));
		return rc;
	}

	struct jolt_fs_info *fs;
	if ((rc = fs_alloc(dev, &sb, 0, &fs)))
		return rc;
	struct jolt_trans t;
	struct jolt_root *r;
	rc = jolt_trans_begin(fs, 16, 0, &t);
	if (!rc)
		rc = jolt_btree_create(&t, JOLT_FS_ROOT_TREE_OBJECTID, &fs->tree_root);
	if (!rc)
		rc = jolt_btree_create(&t, JOLT_FS_EXTENT_TREE_OBJECTID, &fs->extent_root);
	if (!rc)
		rc = jolt_btree_create(&t, JOLT_FS_FS_TREE_OBJECTID, &r);
	if (!rc)
		rc = jolt_trans_commit(&t);
	/* the commit wrote copy (generation % 2); the other gets the same */
	if (!rc)
		rc = jolt_fs_write_super(fs, (int)((fs->generation + 1) % 2));
	if (rc)
		jolt_fs_why(why, why_len, "writing the first generation failed: %s",
			fs->error ? fs->errmsg : strerror(-rc));
	fs_free(fs);
	return rc;
}

int jolt_fs_super_generations(struct jolt_blk *dev, uint64_t gen[2])
{
	struct jolt_fs_super sb;
	for (int i = 0; i < 2; i++) {
		gen[i] = 0;
		if (jolt_blk_pread(dev, super_off[i], &sb, sizeof(sb)) == 0 &&
		    jolt_fs_super_verify(&sb, super_off[i], jolt_blk_capacity(dev), NULL, 0) == 0)
			gen[i] = sb.generation;
	}
	return 0;
}

/* Reads the newest valid superblock copy. */
static int read_super(struct jolt_blk *dev, struct jolt_fs_super *out, char *why, size_t why_len)
{
	struct jolt_fs_super sb[2];
	char msg[2][256];
	int rc[2], best = -1;
	for (int i = 0; i < 2; i++) {
		rc[i] = jolt_blk_pread(dev, super_off[i], &sb[i], sizeof(sb[i]));
		if (rc[i] < 0)
			snprintf(msg[i], sizeof(msg[i]), "superblock at %llu: cannot read it (%s)",
				 (unsigned long long)super_off[i], strerror(-rc[i]));
		else
			rc[i] = jolt_fs_super_verify(&sb[i], super_off[i], jolt_blk_capacity(dev),
						     msg[i], sizeof(msg[i]));
		if (rc[i] == 0 && (best < 0 || sb[i].generation > sb[best].generation))
			best = i;
	}
	if (best >= 0) {
		*out = sb[best];
		return 0;
	}
	if (rc[0] == -EINVAL && rc[1] == -EINVAL) {
		jolt_fs_why(why, why_len, "not a jolt filesystem (no superblock magic at %u or %u)",
			JOLT_FS_SUPER_OFFSET0, JOLT_FS_SUPER_OFFSET1);
		return -EINVAL;
	}
	int w = rc[0] == -EOPNOTSUPP || rc[1] == -EINVAL ? 0 : 1;
	if (rc[1] == -EOPNOTSUPP)
		w = 1;
	jolt_fs_why(why, why_len, "no valid superblock: %s; %s", msg[w], msg[1 - w]);
	return rc[w] == -EOPNOTSUPP ? -EOPNOTSUPP : rc[w] == -EIO ? -EIO : -EUCLEAN;
}

static int load_root(struct jolt_fs_info *fs, uint64_t objectid, uint64_t bytenr, int level,
		     uint64_t gen, const struct jolt_fs_root_item *item, struct jolt_root **out)
{
	struct jolt_root *r = jolt_btree_root_alloc(fs, objectid);
	if (!r)
		return -ENOMEM;
	if (bytenr < fs->super.data_offset || bytenr > fs->super.total_bytes - fs->nodesize ||
	    (bytenr - fs->super.data_offset) % fs->sectorsize || level >= JOLT_FS_MAX_LEVEL) {
		snprintf(fs->errmsg, sizeof(fs->errmsg), "tree %llu: root node %llu level %d is not a "
			 "node location", (unsigned long long)objectid, (unsigned long long)bytenr,
			 level);
		free(r);
		return -EUCLEAN;
	}
	int rc = jolt_nc_read(fs->nc, bytenr, level, gen, &r->node);
	if (rc) {
		snprintf(fs->errmsg, sizeof(fs->errmsg), "tree %llu: %s", (unsigned long long)objectid,
			 jolt_nc_error(fs->nc));
		free(r);
		return rc;
	}
	if (item)
		r->item = *item;
	jolt_btree_root_link(fs, r);
	*out = r;
	return 0;
}

int jolt_fs_read_root(struct jolt_fs_info *fs, uint64_t objectid, struct jolt_root **out)
{
	for (struct jolt_root *r = fs->roots; r; r = r->next)
		if (r->objectid == objectid) {
			*out = r;
			return 0;
		}
	if (objectid == JOLT_FS_ROOT_TREE_OBJECTID)
		return -ENOENT;
	struct jolt_fs_root_item item;
	uint32_t size;
	struct jolt_fs_key k = jolt_key(objectid, JOLT_KEY_ROOT_ITEM, 0);
	int rc = jolt_btree_lookup(fs->tree_root, &k, &item, sizeof(item), &size);
	if (rc)
		return rc;
	if (size < sizeof(item)) {
		snprintf(fs->errmsg, sizeof(fs->errmsg), "root tree: ROOT_ITEM of tree %llu is %u "
			 "bytes, expected %zu", (unsigned long long)objectid, size, sizeof(item));
		return -EUCLEAN;
	}
	return load_root(fs, objectid, item.bytenr, item.level, item.generation, &item, out);
}

int jolt_fs_mount(struct jolt_blk *dev, const struct jolt_fs_mount_opts *o,
		  struct jolt_fs_info **out, char *why, size_t why_len)
{
	struct jolt_fs_mount_opts def;
	struct jolt_fs_super sb;
	if (!o) {
		jolt_fs_mount_opts_default(&def);
		o = &def;
	}
	*out = NULL;
	int rc = read_super(dev, &sb, why, why_len);
	if (rc)
		return rc;
	if (sb.sectorsize < jolt_blk_block_size(dev)) {
		jolt_fs_why(why, why_len, "sectorsize %u is smaller than the device's %u-byte blocks",
			sb.sectorsize, jolt_blk_block_size(dev));
		return -EINVAL;
	}
	struct jolt_fs_info *fs;
	struct jolt_blk *view = NULL;
	struct jolt_mmp *mmp = NULL;
	int rw = !(o->flags & (JOLT_FS_MOUNT_RDONLY | JOLT_FS_MOUNT_CHECK));
	/* before anything is written: one writer only (mmp.c) */
	if (rw && !(o->flags & JOLT_FS_MOUNT_FRESH))
		rc = jolt_mmp_mount(dev, &sb, &mmp, why, why_len);
	if (rc)
		return rc;
	if (rw) {
		/* the filesystem's own I/O through a view, so that the journal
		 * (another view) may be driven from a thread not holding fs->lock */
		rc = jolt_blk_open_part(dev, 0, jolt_blk_capacity(dev), &view, why, why_len);
		if (rc) {
			jolt_mmp_release(mmp, 1);
			return rc;
		}
	}
	if ((rc = fs_alloc(view ? view : dev, &sb, o->cache_bytes, &fs))) {
		if (view)
			jolt_blk_close(view);
		jolt_mmp_release(mmp, 1);
		return rc;
	}
	fs->own_dev = view;
	fs->mmp = mmp;
	fs->flags = o->flags;
	if (o->commit_interval_ms == JOLT_FS_MOUNT_NO_INTERVAL)
		fs->commit_interval_ns = 0;
	else if (o->commit_interval_ms)
		fs->commit_interval_ns = (uint64_t)o->commit_interval_ms * 1000000ull;
	struct jolt_root *extent = NULL;
	rc = load_root(fs, JOLT_FS_ROOT_TREE_OBJECTID, sb.root, sb.root_level, sb.generation, NULL,
		       &fs->tree_root);
	if (!rc)
		rc = jolt_fs_read_root(fs, JOLT_FS_EXTENT_TREE_OBJECTID, &extent);
	if (rc == -ENOENT)
		snprintf(fs->errmsg, sizeof(fs->errmsg), "root tree: no extent tree");
	if (!rc) {
		fs->extent_root = extent;
		rc = jolt_extent_load_free_space(fs);
		if (rc && (o->flags & JOLT_FS_MOUNT_CHECK))
			rc = 0;         /* fsck reports it */
	}
	if (!rc && !(o->flags & (JOLT_FS_MOUNT_RDONLY | JOLT_FS_MOUNT_CHECK)))
		rc = jolt_blk_open_part(dev, sb.journal_offset, sb.journal_bytes, &fs->journal_dev,
					NULL, 0);
	for (int i = 0; i < JOLT_FS_DATA_VIEWS && !rc; i++)
		if (!(o->flags & (JOLT_FS_MOUNT_RDONLY | JOLT_FS_MOUNT_CHECK)))
			rc = jolt_blk_open_part(dev, 0, jolt_blk_capacity(dev), &fs->data_devs[i],
						NULL, 0);
	if (!rc)
		rc = jolt_mmp_start(fs->mmp, fs);
	if (rc) {
		jolt_fs_why(why, why_len, "mount failed: %s", fs->errmsg);
		fs_free(fs);
		return rc == -ENOENT ? -EUCLEAN : rc;
	}
	*out = fs;
	return 0;
}

int jolt_fs_unmount(struct jolt_fs_info *fs)
{
	if (!fs)
		return 0;
	int rc = 0;
	if (!(fs->flags & (JOLT_FS_MOUNT_RDONLY | JOLT_FS_MOUNT_CHECK)))
		rc = jolt_fs_commit(fs);
	if (!rc)
		rc = fs->error;
	fs_free(fs);
	return rc;
}

struct jolt_blk *jolt_fs_journal_dev(struct jolt_fs_info *fs)
{
	return fs->journal_dev;
}
