/* Replay of the tree log at mount (btrfs's log replay): every complete
 * checkpoint the journal recovered, in log order, onto the last committed
 * trees, before anything else runs.
 *
 * A group (one journal transaction, tree_log.c) starts with its TX_HEADER;
 * groups of a generation the mounted superblock already holds are skipped
 * (that commit made them obsolete). Every other item is an absolute state:
 * a tree key set to a value, deleted, or a key range deleted, so applying
 * them again gives the same tree (replay is idempotent: a crash during
 * replay, before its commit, leaves the log and the trees as they were).
 * Extent references follow the items: an EXTENT_DATA item replaced or
 * deleted drops its extent's reference, one inserted takes one (an extent
 * allocated by the lost transaction is not in the extent tree: it is
 * marked used and created; an XATTR_VALUE item, a remote xattr value's
 * pointer, the same). Intents with no done later in the log are finished,
 * each only if the tree does not already say so (so nothing is finished
 * twice): an EXTENT_FREE_INTENT where it stands, before its group's items,
 * deletes the item it names, dropping its reference, if the tree still
 * holds that item pointing at that extent (the items after it then find
 * nothing more to free); an ATTR_INTENT at its group's end, after the
 * items, adds or removes its parent pointer, or sets or removes its xattr
 * (the items normally hold it already, so a value is not written again
 * only to be replaced). Then one commit
 * makes it all home, and jolt_journal_home(j, 0) lets the tail move. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/fs_items.h"
#include "jolt/journal.h"
#include "ns.h"
#include "tree_log.h"

void ns_replay_init(struct ns_replay *r, struct jolt_fs *fs)
{
	memset(r, 0, sizeof(*r));
	r->fs = fs;
	r->committed = fs->info->generation;
}

void ns_replay_free(struct ns_replay *r)
{
	for (size_t i = 0; i < r->n; i++)
		free((void *)r->items[i].payload);
	free(r->items);
	r->items = NULL;
	r->n = r->cap = 0;
}

int ns_replay_checkpoint(void *ctx, const struct jolt_checkpoint *c)
{
	struct ns_replay *r = ctx;
	int take = 0;

	for (uint64_t i = 0; i < c->nitems; i++) {
		const struct jolt_item *it = &c->items[i];
		if (it->type == JOLT_ITEM_TX_HEADER) {
			struct tl_header h;
			if (it->len != sizeof(h))
				return -EUCLEAN;
			memcpy(&h, it->payload, sizeof(h));
			if (h.magic != TL_MAGIC)
				return -EUCLEAN;
			take = h.generation > r->committed;
			r->txs += take;
			/* a taken header is kept: it ends the group before it,
			 * where that group's attr intents are finished */
		}
		if (!take)
			continue;
		if (r->n == r->cap) {
			size_t nc = r->cap ? r->cap * 2 : 256;
			void *p = realloc(r->items, nc * sizeof(*r->items));
			if (!p)
				return -ENOMEM;
			r->items = p;
			r->cap = nc;
		}
		struct jolt_item *d = &r->items[r->n];
		*d = *it;
		void *p = malloc(it->len ? it->len : 1);
		if (!p)
			return -ENOMEM;
		memcpy(p, it->payload, it->len);
		d->payload = p;
		r->n++;
	}
	return 0;
}

static int is_disk_extent(const struct jolt_fs_key *k, const void *v, uint32_t len,
			  struct jolt_fs_file_extent_item *fe)
{
	return jolt_item_data_extent(k, v, len, fe);
}

/* One reference more on a data extent a replayed item points at (held
 * before the replay's first change, or in the extent tree). */
static int extent_ref(struct jolt_trans *t, const struct jolt_fs_key *k,
		      const struct jolt_fs_file_extent_item *fe)
{
	int rc = jolt_extent_hold(t, fe->disk_bytenr, fe->disk_num_bytes, JOLT_FS_FS_TREE_OBJECTID,
				  k->objectid, k->offset);
	return rc ? rc : jolt_extent_inc_ref(t, fe->disk_bytenr, fe->disk_num_bytes, 1);
}

/* Deletes the item at k if there is one, dropping its extent reference. */
static int del_key(struct jolt_trans *t, struct jolt_fs *fs, const struct jolt_fs_key *k)
{
	uint8_t *old;
	uint32_t osz;
	struct jolt_fs_file_extent_item fe;
	int rc = ns_item_copy(fs, k, &old, &osz);

	if (rc == -ENOENT)
		return 0;
	if (rc)
		return rc;
	if (is_disk_extent(k, old, osz, &fe))
		rc = jolt_extent_dec_ref(t, fe.disk_bytenr, fe.disk_num_bytes, 1);
	free(old);
	if (!rc)
		rc = jolt_btree_delete(t, fs->root, k);
	return rc;
}

static int set_key(struct jolt_trans *t, struct ns_replay *r, const struct jolt_fs_key *k,
		   const void *v, uint32_t len)
{
	struct jolt_fs *fs = r->fs;
	struct jolt_fs_file_extent_item fe;
	int rc = del_key(t, fs, k);

	if (rc)
		return rc;
	if (is_disk_extent(k, v, len, &fe) && (rc = extent_ref(t, k, &fe)))
		return rc;
	rc = jolt_btree_insert(t, fs->root, k, v, len);
	if (!rc && k->type == JOLT_KEY_INODE_ITEM && k->objectid > fs->last_ino &&
	    k->objectid < NS_ORPHAN_OBJECTID) {
		fs->last_ino = k->objectid;
		fs->root->item.last_objectid = fs->last_ino;
	}
	return rc;
}

static int del_range(struct jolt_fs *fs, const struct jolt_fs_key *lo, const struct jolt_fs_key *hi)
{
	for (;;) {
		struct jolt_fs_key keys[NS_ITEM_BATCH];
		struct jolt_cursor c;
		struct jolt_fs_key k;
		const void *d;
		uint32_t sz;
		int n = 0, rc;

		jolt_cursor_init(&c, fs->root, lo, hi);
		while (n < NS_ITEM_BATCH && (rc = jolt_cursor_next(&c, &k, &d, &sz)) == 1)
			keys[n++] = k;
		jolt_cursor_release(&c);
		if (rc < 0)
			return rc;
		if (!n)
			return 0;
		struct jolt_trans t;
		if ((rc = ns_begin(fs, (uint64_t)n, JOLT_TRANS_USE_RESERVE, &t)))
			return rc;
		for (int i = 0; i < n && !rc; i++)
			rc = del_key(&t, fs, &keys[i]);
		ns_end(fs, &t);
		if (rc)
			return rc;
	}
}

struct tl_attr_intent_v {
	uint8_t op, name_len;
	uint16_t xns;
	uint32_t value_len;
	uint64_t ino, parent, parent_gen;
};

/* Finishes an xattr set (op 3, name and value) or removal (op 4) that has
 * no done, unless the inode already has exactly that.
 *
 * On a full device this cannot fail the mount, because it changes
 * nothing: an op 3 or 4 intent is logged (tree_log_build.c log_intents) from
 * the same tree state, in the same group, as the inode's XATTR_ITEM and
 * XATTR_VALUE items, whose value extent was written and flushed before the
 * log and is held through replay (hold_log_extents). Applied at the
 * group's end, right after those items, the tree holds exactly the
 * intent's value (or its absence), so `same` holds and no handle is
 * opened, no extent allocated. What is left for a log not written so
 * (another implementation's) is a change like any replayed item's: its
 * handle may use the reserve deletes use, as every replay handle does,
 * and ns_xattr_set's value extent is planned before any tree change, so
 * no room is -ENOSPC with the trees as the log's items left them. */
static int finish_xattr(struct jolt_fs *fs, const struct tl_attr_intent_v *ai, const char *name,
			const uint8_t *value, struct ns_ibuf *ib)
{
	struct ns_xname xn = {(uint8_t)ai->xns, ai->name_len, name, 0};
	struct jolt_trans t;
	void *cur = NULL;
	uint32_t clen = 0;
	int rc = ns_xattr_get(fs, ai->ino, ib, &xn, &cur, &clen);

	if (rc && rc != -ENODATA)
		return rc;
	int same = ai->op == 3 ? !rc && clen == ai->value_len && !memcmp(cur, value, clen)
			       : rc == -ENODATA;
	free(cur);
	if (same)
		return 0;
	rc = ns_begin(fs, 8 + (ai->op == 3 ? ns_xattr_set_items(fs, ib, ai->value_len)
					    : ns_xattr_remove_items(fs, ib)),
		      JOLT_TRANS_USE_RESERVE, &t);
	if (rc)
		return rc;
	if (ai->op == 3)
		rc = ns_xattr_set(&t, fs, ai->ino, ib, &xn, value, ai->value_len, 0);
	else
		rc = ns_xattr_remove(&t, fs, ai->ino, ib, &xn);
	if (!rc)
		rc = ns_inode_write(&t, fs, ai->ino, ib);
	ns_end(fs, &t);
	fs->fctr.intents_finished++;
	return rc;
}

/* Finishes an ATTR_INTENT that has no done: idempotent. */
static int finish_attr(struct jolt_fs *fs, const struct jolt_item *it)
{
	struct tl_attr_intent_v ai;
	struct ns_ibuf ib;
	struct jolt_trans t;

	if (it->len < sizeof(ai))
		return -EUCLEAN;
	memcpy(&ai, it->payload, sizeof(ai));
	if (ai.op < 1 || ai.op > 4 || it->len != sizeof(ai) + ai.name_len + ai.value_len ||
	    ((ai.op == 1 || ai.op == 2) && (!fs->parent_ptrs || ai.value_len)) ||
	    (ai.op == 4 && ai.value_len) || ai.name_len == 0 ||
	    ((ai.op == 3 || ai.op == 4) && ai.xns == JOLT_FS_XATTR_PARENT))
		return -EUCLEAN;
	const char *name = (const char *)it->payload + sizeof(ai);
	if (ns_inode_read(fs, ai.ino, &ib))
		return 0;             /* the inode is gone: nothing to finish */
	if (ai.op >= 3)
		return finish_xattr(fs, &ai, name, it->payload + sizeof(ai) + ai.name_len, &ib);
	struct ns_xname xn = {JOLT_FS_XATTR_PARENT, ai.name_len, name, ai.parent};
	void *val = NULL;
	uint32_t vlen;
	int have = ns_xattr_get(fs, ai.ino, &ib, &xn, &val, &vlen) == 0;
	free(val);
	if ((ai.op == 1) == have)
		return 0;             /* already as the intent says */
	int rc = ns_begin(fs, 8 + ns_xattr_set_items(fs, &ib, NS_PPTR_VALUE), 0, &t);
	if (rc)
		return rc;
	if (ai.op == 1)
		rc = ns_pptr_add(&t, fs, ai.ino, &ib, ai.parent, ai.parent_gen, name, ai.name_len);
	else
		rc = ns_pptr_remove(&t, fs, ai.ino, &ib, ai.parent, name, ai.name_len);
	if (!rc)
		rc = ns_inode_write(&t, fs, ai.ino, &ib);
	ns_end(fs, &t);
	fs->fctr.intents_finished++;
	return rc;
}

struct tl_extent_free_v {
	struct jolt_fs_key key;
	uint64_t bytenr, num_bytes;
};

/* Finishes a data extent free that has no done: the reference the item
 * at its key holds on the extent is dropped if the tree still holds it
 * (the item deleted with it), and not otherwise, so a free is applied
 * once whether the intent, the group's own item states, or both say so. */
static int finish_extent_free(struct jolt_fs *fs, const struct jolt_item *it)
{
	struct tl_extent_free_v ef;
	struct jolt_fs_file_extent_item fe;
	struct jolt_trans t;
	uint8_t *cur;
	uint32_t sz;

	if (it->len != sizeof(ef))
		return -EUCLEAN;
	memcpy(&ef, it->payload, sizeof(ef));
	struct jolt_fs_key k = ef.key;
	if (k.type != JOLT_KEY_EXTENT_DATA && k.type != JOLT_KEY_XATTR_VALUE)
		return -EUCLEAN;
	int rc = ns_item_copy(fs, &k, &cur, &sz);
	if (rc == -ENOENT)
		return 0;
	if (rc)
		return rc;
	int held = is_disk_extent(&k, cur, sz, &fe) && fe.disk_bytenr == ef.bytenr &&
		   fe.disk_num_bytes == ef.num_bytes;
	free(cur);
	if (!held)
		return 0;
	if ((rc = ns_begin(fs, 2, JOLT_TRANS_USE_RESERVE, &t)))
		return rc;
	rc = del_key(&t, fs, &k);
	ns_end(fs, &t);
	fs->fctr.intents_finished++;
	return rc;
}

/* Whether the intent at items[i] has its done later in the log. */
static int has_done(const struct ns_replay *r, size_t i)
{
	for (size_t j = i + 1; j < r->n; j++)
		if ((r->items[j].type >> 6) == 2 && r->items[j].key == r->items[i].key)
			return 1;
	return 0;
}

/* Before the replay's first change, every data extent an item of the log
 * names is held (jolt_extent_hold: extent_tree.c says why), so that no
 * node the replay copies lands on one whose item comes later. */
static int hold_log_extents(struct ns_replay *r)
{
	struct jolt_fs *fs = r->fs;
	struct jolt_trans t = {0};
	int rc = ns_begin(fs, 0, JOLT_TRANS_USE_RESERVE, &t);

	for (size_t i = 0; i < r->n && !rc; i++) {
		const struct jolt_item *it = &r->items[i];
		struct jolt_fs_file_extent_item fe;
		struct jolt_fs_key k;
		if ((it->type != JOLT_ITEM_INODE && it->type != JOLT_ITEM_DIR_ADD &&
		     it->type != JOLT_ITEM_XATTR && it->type != JOLT_ITEM_EXTENT &&
		     it->type != JOLT_ITEM_TREE_ITEM) || it->len < sizeof(k))
			continue;
		memcpy(&k, it->payload, sizeof(k));
		if (is_disk_extent(&k, it->payload + sizeof(k), it->len - (uint32_t)sizeof(k), &fe))
			rc = jolt_extent_hold(&t, fe.disk_bytenr, fe.disk_num_bytes,
					      JOLT_FS_FS_TREE_OBJECTID, k.objectid, k.offset);
	}
	if (t.fs)
		ns_end(fs, &t);
	return rc;
}

int ns_replay_apply(struct ns_replay *r)
{
	struct jolt_fs *fs = r->fs;
	struct jolt_fs_key k[2];
	int rc = 0;

	if (r->n == 0 && r->txs == 0)
		return jolt_journal_home(fs->tl->j, 0);
	fs->tl->replaying = 1;
	rc = hold_log_extents(r);
	size_t group = 0;            /* the first item of the group being applied */
	for (size_t i = 0; i <= r->n && !rc; i++) {
		if (i == r->n || r->items[i].type == JOLT_ITEM_TX_HEADER) {
			/* the group's end: its attr intents without a done, after
			 * its items (which already hold what they lead to, so a
			 * value is not written again only to be replaced) */
			for (size_t j = group; j < i && !rc; j++)
				if (r->items[j].type == JOLT_ITEM_ATTR_INTENT && !has_done(r, j))
					rc = finish_attr(fs, &r->items[j]);
			group = i + 1;
			continue;
		}
		const struct jolt_item *it = &r->items[i];
		struct jolt_trans t;
		switch (it->type) {
		case JOLT_ITEM_INODE: case JOLT_ITEM_DIR_ADD: case JOLT_ITEM_XATTR:
		case JOLT_ITEM_EXTENT: case JOLT_ITEM_TREE_ITEM:
			if (it->len < sizeof(k[0]))
				return -EUCLEAN;
			memcpy(&k[0], it->payload, sizeof(k[0]));
			if (!(rc = ns_begin(fs, 4, JOLT_TRANS_USE_RESERVE, &t))) {
				rc = set_key(&t, r, &k[0], it->payload + sizeof(k[0]),
					     it->len - (uint32_t)sizeof(k[0]));
				ns_end(fs, &t);
			}
			break;
		case JOLT_ITEM_DIR_DEL:
			if (it->len != sizeof(k[0]))
				return -EUCLEAN;
			memcpy(&k[0], it->payload, sizeof(k[0]));
			if (!(rc = ns_begin(fs, 2, JOLT_TRANS_USE_RESERVE, &t))) {
				rc = del_key(&t, fs, &k[0]);
				ns_end(fs, &t);
			}
			break;
		case JOLT_ITEM_DIR_DEL_RANGE:
			if (it->len != sizeof(k))
				return -EUCLEAN;
			memcpy(k, it->payload, sizeof(k));
			rc = del_range(fs, &k[0], &k[1]);
			break;
		case JOLT_ITEM_EXTENT_FREE_INTENT:
			/* where it stands, before the group's items: it drops
			 * the reference if the tree still holds it, and the
			 * items after it then find nothing more to free */
			if (!has_done(r, i))
				rc = finish_extent_free(fs, it);
			break;
		default:
			break;        /* attr intents (at the group's end), dones */
		}
		fs->fctr.replayed_items++;
	}
	fs->fctr.replayed_txs = r->txs;
	fs->tl->replaying = 0;
	if (rc)
		return rc;
	rc = jolt_fs_commit(fs->info);
	if (rc)
		return rc;
	return jolt_journal_home(fs->tl->j, 0);
}

int jolt_journal_summary(struct jolt_blk *dev, struct jolt_fsync_counters *out, char *why,
			 size_t why_len)
{
	struct jolt_mount_opts mo;
	struct jolt_fs *fs;
	struct jolt_blk *view;
	struct jolt_recovery r;

	memset(out, 0, sizeof(*out));
	jolt_mount_opts_default(&mo);
	mo.flags = JOLT_MOUNT_RDONLY | JOLT_MOUNT_NO_THREAD;
	int rc = jolt_mount(dev, &mo, &fs, why, why_len);
	if (rc)
		return rc;
	const struct jolt_fs_super *sb = &fs->info->super;
	uint64_t committed = fs->info->generation;
	rc = jolt_blk_open_part(dev, sb->journal_offset, sb->journal_bytes, &view, why, why_len);
	if (rc) {
		jolt_unmount(fs);
		return rc;
	}
	rc = jolt_journal_recover(view, JOLT_RECOVERY_SEARCH, &r);
	if (rc) {
		snprintf(why, why_len, "the journal: %s", r.reason);
	} else {
		for (uint64_t c = 0; c < r.ncheckpoints; c++) {
			const struct jolt_checkpoint *cp = &r.checkpoints[c];
			int take = 0;
			out->journal_bytes += (uint64_t)cp->records * r.geo.record_size;
			for (uint64_t i = 0; i < cp->nitems; i++) {
				const struct jolt_item *it = &cp->items[i];
				if (it->type == JOLT_ITEM_TX_HEADER) {
					struct tl_header h;
					out->log_txs++;
					if (it->len == sizeof(h)) {
						memcpy(&h, it->payload, sizeof(h));
						take = h.generation > committed;
						out->replayed_txs += (uint64_t)take;
					}
					continue;
				}
				out->replayed_items += (uint64_t)take;
				out->bytes_logged += it->len;
				switch (it->type) {
				case JOLT_ITEM_INODE: out->items_inode++; break;
				case JOLT_ITEM_DIR_ADD: out->items_dir_add++; break;
				case JOLT_ITEM_DIR_DEL: out->items_dir_del++; break;
				case JOLT_ITEM_DIR_DEL_RANGE: out->items_dir_del_range++; break;
				case JOLT_ITEM_XATTR: out->items_xattr++; break;
				case JOLT_ITEM_EXTENT: out->items_extent++; break;
				case JOLT_ITEM_ATTR_INTENT: out->items_attr_intent++; break;
				case JOLT_ITEM_EXTENT_FREE_INTENT: out->items_extent_free_intent++; break;
				case JOLT_ITEM_ATTR_DONE: case JOLT_ITEM_EXTENT_FREE_DONE: out->items_done++; break;
				default: out->items_other++; break;
				}
			}
		}
	}
	jolt_recovery_free(&r);
	jolt_blk_close(view);
	jolt_unmount(fs);
	return rc;
}
