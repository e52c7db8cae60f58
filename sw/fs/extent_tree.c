/* The extent tree (btrfs's extent-tree.c): one item per allocated extent,
 * (bytenr, METADATA_ITEM, level) for nodes and (bytenr, EXTENT_ITEM,
 * num_bytes) for data, holding its reference count and owner.
 *
 * The tree changes only at commit, when the delayed ref heads gathered in
 * memory (alloc.c) are run into it: a head adds its net change to the
 * item, inserting it for a new extent, deleting it when the count reaches
 * zero (the extent is then pinned: free after the commit is durable).
 *
 * Data extents and the fsync log: a block an fsync log may name stays
 * unallocatable until the commit that makes that log obsolete is durable
 * (replay skips the log's groups that commit holds). Two places keep it:
 *  - a data extent the running transaction allocated and freed again
 *    (its head new, its change zero) is pinned at commit, not freed at
 *    once: an fsync may have logged it, and a crash before this commit's
 *    superblock replays that log onto the previous commit; were it free,
 *    a node of this very commit could be written over it. A node
 *    allocated and freed within the transaction is free at once (no log
 *    names a node).
 *  - at replay, every data extent the log names is held
 *    (jolt_extent_hold) before the replay changes anything: the lost
 *    transaction's extents are free in the committed free space map, and
 *    a node the replay copies would otherwise land on one whose item
 *    comes later in the log (on 1 KiB nodes a 1 KiB data extent comes
 *    from the nodes' cursor, among the blocks that transaction used). An
 *    extent held and never referenced by the replay is freed as above:
 *    pinned until the replay's commit is durable, since a crash before it
 *    replays the same log again.
 * Running heads copies extent tree nodes, which makes more heads; the
 * commit runs them until none are left. That ends because a node copied
 * in this transaction is not copied again, a block allocated and freed
 * within it never gets an item (even when its heads fall in two batches),
 * and a merge leaves room for the next inserts (btree.c). A count that would go below zero,
 * or a change to an extent that has no item, is corruption: the commit
 * fails and the filesystem turns read-only rather than write a wrong
 * count.
 *
 * At mount, the items are the free-space map's source: every extent they
 * name is marked used, and everything else in the tree/data space is
 * free. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "btree.h"

static int is_extent_key(const struct jolt_fs_key *k)
{
	return k->type == JOLT_KEY_EXTENT_ITEM || k->type == JOLT_KEY_METADATA_ITEM;
}

static uint64_t extent_bytes(const struct jolt_fs_info *fs, const struct jolt_fs_key *k)
{
	return k->type == JOLT_KEY_METADATA_ITEM ? fs->nodesize : k->offset;
}

/* 1 for a node of the extent tree itself. */
static int own_node(const struct jolt_fs_extent_item *ei)
{
	return (ei->flags & JOLT_FS_EXTENT_TREE_BLOCK) && ei->owner_root == JOLT_FS_EXTENT_TREE_OBJECTID;
}

/* Positions p at the extent item of bytenr (read-only): 0, 1 not found,
 * or an error. */
static int find_extent(struct jolt_fs_info *fs, uint64_t bytenr, struct jolt_path *p)
{
	struct jolt_fs_key k = jolt_key(bytenr, 0, 0);
	int rc = jolt_btree_search(NULL, fs->extent_root, &k, p, 0, 0);
	if (rc < 0)
		return rc;
	if (p->slots[0] >= (int)jolt_node_nritems(p->nodes[0])) {
		rc = jolt_btree_next_item(fs->extent_root, p);
		if (rc)
			return rc;
	}
	const struct jolt_fs_key *found = &jolt_path_item(p)->key;
	return found->objectid == bytenr && is_extent_key(found) &&
	       jolt_path_item(p)->size >= sizeof(struct jolt_fs_extent_item) ? 0 : 1;
}

int jolt_extent_lookup(struct jolt_fs_info *fs, uint64_t bytenr, struct jolt_fs_key *key,
		       struct jolt_fs_extent_item *item, uint64_t *refs)
{
	struct jolt_path p;
	jolt_path_init(&p);
	int rc = find_extent(fs, bytenr, &p);
	if (rc == 0) {
		struct jolt_fs_extent_item ei;
		memcpy(&ei, jolt_path_item_data(&p), sizeof(ei));
		if (key)
			*key = jolt_path_item(&p)->key;
		if (item)
			*item = ei;
		if (refs) {
			struct jolt_delayed_ref *h = jolt_delayed_ref_find(fs->alloc, bytenr);
			*refs = ei.refs + (h ? (uint64_t)h->ref_mod : 0);
		}
	} else if (rc == 1) {
		rc = -ENOENT;
	}
	jolt_path_release(fs, &p);
	return rc;
}

static int corrupt(struct jolt_fs_info *fs, const struct jolt_delayed_ref *h, const char *what)
{
	jolt_fs_set_error(fs, -EUCLEAN, "extent %llu (%llu bytes): %s (change %lld)",
			  (unsigned long long)h->bytenr, (unsigned long long)h->num_bytes, what,
			  (long long)h->ref_mod);
	return -EUCLEAN;
}

/* An extent allocated and freed inside the transaction, never committed:
 * a node is free at once, a data extent only once the commit is durable
 * (an fsync log may name it: the top of this file). */
static int free_uncommitted(struct jolt_fs_info *fs, const struct jolt_delayed_ref *h)
{
	if (h->flags & JOLT_FS_EXTENT_DATA)
		return jolt_space_pin(fs->alloc, h->bytenr, h->num_bytes);
	jolt_space_free(fs->alloc, h->bytenr, h->num_bytes);
	return 0;
}

int jolt_extent_hold(struct jolt_trans *t, uint64_t bytenr, uint64_t num_bytes, uint64_t root,
		     uint64_t ino, uint64_t file_offset)
{
	struct jolt_fs_info *fs = t->fs;
	if (jolt_delayed_ref_find(fs->alloc, bytenr))
		return 0;
	int rc = jolt_extent_lookup(fs, bytenr, NULL, NULL, NULL);
	if (rc != -ENOENT)
		return rc;
	rc = jolt_space_mark_used(fs->alloc, bytenr, num_bytes);
	if (rc)
		return rc;
	struct jolt_delayed_ref d = {
		.bytenr = bytenr, .num_bytes = num_bytes, .flags = JOLT_FS_EXTENT_DATA, .is_new = 1,
		.generation = t->transid, .owner_root = root, .owner_objectid = ino,
		.owner_offset = file_offset,
	};
	rc = jolt_delayed_ref_add(fs->alloc, &d, 0);
	if (rc)
		jolt_space_free(fs->alloc, bytenr, num_bytes);
	return rc;
}

/* Applies one head to the extent tree. */
static int run_one(struct jolt_trans *t, const struct jolt_delayed_ref *h)
{
	struct jolt_fs_info *fs = t->fs;
	struct jolt_path p;
	int rc;

	if (h->ref_mod == 0 && h->is_new)
		return free_uncommitted(fs, h);
	jolt_path_init(&p);
	if (h->ref_mod > 0 && h->is_new) {
		struct jolt_fs_key k = h->flags & JOLT_FS_EXTENT_TREE_BLOCK ?
			jolt_key(h->bytenr, JOLT_KEY_METADATA_ITEM, (uint64_t)h->level) :
			jolt_key(h->bytenr, JOLT_KEY_EXTENT_ITEM, h->num_bytes);
		struct jolt_fs_extent_item ei = {
			.refs = (uint64_t)h->ref_mod, .generation = h->generation, .flags = h->flags,
			.owner_root = h->owner_root, .owner_objectid = h->owner_objectid,
			.owner_offset = h->owner_offset,
		};
		rc = jolt_btree_insert(t, fs->extent_root, &k, &ei, sizeof(ei));
		if (rc == -EEXIST)
			return corrupt(fs, h, "allocated twice");
		if (rc == 0) {
			fs->bytes_used += h->num_bytes;
			jolt_space_note_extents(fs->alloc, 1, own_node(&ei));
		}
		return rc;
	}
	struct jolt_fs_key k;
	rc = jolt_extent_lookup(fs, h->bytenr, &k, NULL, NULL);
	if (rc == -ENOENT)
		return corrupt(fs, h, "reference change to an extent with no extent item");
	if (rc == 0)
		rc = jolt_btree_search(t, fs->extent_root, &k, &p, h->ref_mod < 0 ? -1 : 0, 1);
	if (rc) {
		jolt_path_release(fs, &p);
		return rc < 0 ? rc : corrupt(fs, h, "extent item vanished");
	}
	struct jolt_fs_extent_item *ei = jolt_path_item_data(&p);
	int64_t refs = (int64_t)ei->refs + h->ref_mod;
	if (refs < 0) {
		jolt_path_release(fs, &p);
		return corrupt(fs, h, "reference count below zero");
	}
	if (refs > 0) {
		ei->refs = (uint64_t)refs;
		fs->extent_root->mod_seq++;
	} else {
		uint64_t len = extent_bytes(fs, &k);
		int own = own_node(ei);
		rc = jolt_btree_del_items(t, fs->extent_root, &p, 1);
		if (rc == 0)
			rc = jolt_space_pin(fs->alloc, h->bytenr, len);
		if (rc == 0) {
			fs->bytes_used -= len;
			jolt_space_note_extents(fs->alloc, -1, -own);
		}
	}
	jolt_path_release(fs, &p);
	return rc;
}

int jolt_extent_run_delayed_refs(struct jolt_trans *t)
{
	struct jolt_fs_info *fs = t->fs;
	while (jolt_delayed_ref_count(fs->alloc)) {
		struct jolt_delayed_ref *v;
		long n = jolt_delayed_ref_take(fs->alloc, &v);
		if (n < 0)
			return (int)n;
		int rc = 0;
		for (long i = 0; i < n && !rc; i++) {
			/* a block allocated in this transaction whose head was
			 * taken, and freed again by the batch that took it: its
			 * extent item would be inserted here and deleted by the
			 * next batch, whose tree changes make the next; never in
			 * the extent tree, it is freed now */
			struct jolt_delayed_ref *live = v[i].is_new && v[i].ref_mod > 0 ?
				jolt_delayed_ref_find(fs->alloc, v[i].bytenr) : NULL;
			if (live && !live->is_new && live->ref_mod == -v[i].ref_mod) {
				jolt_delayed_ref_drop(fs->alloc, v[i].bytenr);
				rc = free_uncommitted(fs, &v[i]);
				continue;
			}
			rc = run_one(t, &v[i]);
		}
		free(v);
		if (rc)
			return rc;
	}
	return 0;
}

int jolt_extent_load_free_space(struct jolt_fs_info *fs)
{
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, UINT8_MAX, UINT64_MAX);
	struct jolt_fs_key k;
	const void *data;
	uint32_t size;
	int rc, bad = 0;
	uint64_t used = 0;

	jolt_cursor_init(&c, fs->extent_root, &min, &max);
	while ((rc = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		if (!is_extent_key(&k))
			continue;
		uint64_t len = extent_bytes(fs, &k);
		int mrc = jolt_space_mark_used(fs->alloc, k.objectid, len);
		if (mrc) {
			if (!bad)
				snprintf(fs->errmsg, sizeof(fs->errmsg),
					 "extent tree: extent %llu (%llu bytes) %s",
					 (unsigned long long)k.objectid, (unsigned long long)len,
					 mrc == -EEXIST ? "overlaps another" : "lies outside the tree/data space");
			bad++;
			continue;
		}
		used += len;
		if (size >= sizeof(struct jolt_fs_extent_item)) {
			struct jolt_fs_extent_item ei;
			memcpy(&ei, data, sizeof(ei));
			jolt_space_note_extents(fs->alloc, 1, own_node(&ei));
		}
	}
	jolt_cursor_release(&c);
	fs->bytes_used = used;
	if (rc < 0) {
		snprintf(fs->errmsg, sizeof(fs->errmsg), "extent tree: %s", jolt_nc_error(fs->nc));
		return rc;
	}
	return bad ? -EUCLEAN : 0;
}
