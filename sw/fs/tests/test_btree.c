/* The COW B+tree against a model: random inserts, deletes, updates and
 * lookups, compared item by item with a sorted map (keys are dense
 * objectids, so the model is an array in key order), with fsck after
 * every step on small trees and at checkpoints on big ones; all node fill
 * levels (node sizes 512 B .. 64 KiB, items from empty to the largest a
 * leaf holds, ascending, descending and random order); resizing items;
 * stepping and cursors across changes; clones sharing nodes (reference
 * counts) and their drop; the node cache's memory bound. */
#include <errno.h>
#include <stdlib.h>

#include "fs_test.h"

struct model {
	uint32_t n;              /* key space: objectids 1..n */
	uint8_t *present;
	uint32_t *ver;
	uint32_t maxval;
	uint64_t live;
};

static uint32_t val_size(const struct model *m, uint64_t k, uint32_t v)
{
	uint64_t s = k * 1000003 + v;
	return (uint32_t)(t_rand(&s) % (m->maxval + 1));
}

static void val_fill(uint8_t *buf, uint32_t size, uint64_t k, uint32_t v)
{
	uint64_t s = k * 7919 + v * 31 + 5;
	for (uint32_t i = 0; i < size; i++)
		buf[i] = (uint8_t)(t_rand(&s) >> 11);
}

static struct jolt_fs_key mkey(uint64_t k)
{
	return jolt_key(k, JOLT_KEY_INODE_ITEM, k * 3);
}

static void model_init(struct model *m, uint32_t n, uint32_t maxval)
{
	m->n = n;
	m->present = calloc(n + 1, 1);
	m->ver = calloc(n + 1, sizeof(uint32_t));
	m->maxval = maxval;
	m->live = 0;
	CHECK(m->present && m->ver);
}

static void model_free(struct model *m)
{
	free(m->present);
	free(m->ver);
}

/* The tree holds exactly the model's items, in order. */
static void verify(struct jolt_root *root, const struct model *m)
{
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
	const void *data;
	uint32_t size;
	uint8_t want[65536];
	uint64_t expect = 1, seen = 0;
	int rc;
	jolt_cursor_init(&c, root, &min, &max);
	while ((rc = jolt_cursor_next(&c, &k, &data, &size)) == 1) {
		while (expect <= m->n && !m->present[expect])
			expect++;
		CHECK(expect <= m->n);
		CHECK_EQ(k.objectid, expect);
		struct jolt_fs_key mk = mkey(expect);
		CHECK_EQ(jolt_key_cmp(&k, &mk), 0);
		uint32_t vs = val_size(m, expect, m->ver[expect]);
		CHECK_EQ(size, vs);
		val_fill(want, vs, expect, m->ver[expect]);
		CHECK(memcmp(data, want, vs) == 0);
		expect++;
		seen++;
	}
	CHECK_EQ(rc, 0);
	jolt_cursor_release(&c);
	CHECK_EQ(seen, m->live);
}

static void op_insert(struct jolt_fs_info *fs, struct jolt_root *root, struct model *m, uint64_t k)
{
	struct jolt_trans t;
	uint8_t buf[65536];
	CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), 0, &t), 0);
	uint32_t v = m->ver[k] + 1, vs = val_size(m, k, v);
	val_fill(buf, vs, k, v);
	struct jolt_fs_key key = mkey(k);
	int rc = jolt_btree_insert(&t, root, &key, buf, vs);
	CHECK_EQ(rc, m->present[k] ? -EEXIST : 0);
	if (!m->present[k]) {
		m->present[k] = 1;
		m->ver[k] = v;
		m->live++;
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
}

static void op_delete(struct jolt_fs_info *fs, struct jolt_root *root, struct model *m, uint64_t k)
{
	struct jolt_trans t;
	CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), JOLT_TRANS_USE_RESERVE, &t), 0);
	struct jolt_fs_key key = mkey(k);
	int rc = jolt_btree_delete(&t, root, &key);
	CHECK_EQ(rc, m->present[k] ? 0 : -ENOENT);
	if (m->present[k]) {
		m->present[k] = 0;
		m->live--;
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
}

static void op_update(struct jolt_fs_info *fs, struct jolt_root *root, struct model *m, uint64_t k)
{
	struct jolt_trans t;
	uint8_t buf[65536];
	CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 2), 0, &t), 0);
	uint32_t v = m->ver[k] + 1, vs = val_size(m, k, v);
	val_fill(buf, vs, k, v);
	struct jolt_fs_key key = mkey(k);
	int rc = jolt_btree_update(&t, root, &key, buf, vs);
	CHECK_EQ(rc, m->present[k] ? 0 : -ENOENT);
	if (m->present[k])
		m->ver[k] = v;
	CHECK_EQ(jolt_trans_end(&t), 0);
}

static void op_lookup(struct jolt_root *root, const struct model *m, uint64_t k)
{
	uint8_t buf[65536], want[65536];
	uint32_t size;
	struct jolt_fs_key key = mkey(k);
	int rc = jolt_btree_lookup(root, &key, buf, sizeof(buf), &size);
	CHECK_EQ(rc, m->present[k] ? 0 : -ENOENT);
	if (m->present[k]) {
		uint32_t vs = val_size(m, k, m->ver[k]);
		CHECK_EQ(size, vs);
		val_fill(want, vs, k, m->ver[k]);
		CHECK(memcmp(buf, want, vs) == 0);
	}
}

struct run {
	uint32_t nodesize, sectorsize, bs;
	const char *dev;
	uint32_t keys;           /* key space */
	uint32_t maxval;
	uint64_t ops;
	uint64_t fsck_every;     /* 0: never in between */
	uint64_t commit_every;
	uint64_t remount_every;  /* 0: never */
	uint64_t cache_bytes;
	uint64_t seed;
	int fill_first;          /* insert every key first (ascending / descending / random: 1 2 3) */
};

static void run_model(const struct run *r)
{
	struct jolt_blk *dev = t_dev(r->dev, r->bs, 32);
	t_mkfs(dev, r->nodesize, r->sectorsize);
	struct jolt_fs_info *fs = t_mount(dev, r->cache_bytes);
	struct jolt_root *root = t_fs_tree(fs);
	struct model m;
	uint64_t s = r->seed;
	struct jolt_btree_stats bs0;
	model_init(&m, r->keys, r->maxval);
	if (r->fill_first) {
		uint32_t *perm = malloc((m.n + 1) * sizeof(*perm));
		CHECK(perm != NULL);
		for (uint32_t i = 1; i <= m.n; i++)
			perm[i] = i;
		for (uint32_t i = m.n; i > 1 && r->fill_first == 3; i--) {
			uint32_t j = 1 + (uint32_t)(t_rand(&s) % i), x = perm[i];
			perm[i] = perm[j];
			perm[j] = x;
		}
		for (uint32_t i = 1; i <= m.n; i++) {
			uint64_t k = r->fill_first == 2 ? m.n + 1 - i : perm[i];
			op_insert(fs, root, &m, k);
			if (r->fsck_every && i % r->fsck_every == 0)
				t_fsck(fs);
		}
		free(perm);
		CHECK_EQ(m.live, m.n);
		verify(root, &m);
		t_fsck(fs);
	}
	for (uint64_t i = 1; i <= r->ops; i++) {
		uint64_t k = 1 + t_rand(&s) % m.n, p = t_rand(&s) % 100;
		if (p < 45)
			op_insert(fs, root, &m, k);
		else if (p < 75)
			op_delete(fs, root, &m, k);
		else if (p < 95)
			op_update(fs, root, &m, k);
		else
			op_lookup(root, &m, k);
		if (r->fsck_every && i % r->fsck_every == 0)
			t_fsck(fs);
		if (r->commit_every && i % r->commit_every == 0) {
			CHECK_EQ(jolt_fs_commit(fs), 0);
			t_fsck(fs);
		}
		if (r->remount_every && i % r->remount_every == 0) {
			CHECK_EQ(jolt_fs_unmount(fs), 0);
			fs = t_mount(dev, r->cache_bytes);
			root = t_fs_tree(fs);
			verify(root, &m);
		}
	}
	verify(root, &m);
	t_fsck(fs);
	jolt_btree_stats(fs, &bs0);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, r->cache_bytes);
	root = t_fs_tree(fs);
	verify(root, &m);
	t_fsck(fs);
	struct jolt_btree_stats bs = bs0;
	struct jolt_fsck_result fr;
	CHECK_EQ(jolt_fs_check(fs, NULL, &fr), 0);
	printf("  nodesize %u: %llu keys, tree height %d, %llu nodes (%llu leaves), "
	       "before the remount: %llu cows %llu splits %llu merges\n", r->nodesize,
	       (unsigned long long)m.live, jolt_node_level(root->node) + 1,
	       (unsigned long long)fr.nodes, (unsigned long long)fr.leaves,
	       (unsigned long long)bs.cows, (unsigned long long)bs.splits,
	       (unsigned long long)bs.merges);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	model_free(&m);
	jolt_blk_close(dev);
}

static void basic(void)
{
	struct jolt_blk *dev = t_dev("16M", 4096, 0);
	t_mkfs(dev, 4096, 4096);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	t_fsck(fs);
	CHECK_EQ(jolt_trans_begin(fs, 16, 0, &t), 0);
	struct jolt_fs_key k = jolt_key(256, JOLT_KEY_INODE_ITEM, 0);
	CHECK_EQ(jolt_btree_insert(&t, root, &k, "hello", 5), 0);
	CHECK_EQ(jolt_btree_insert(&t, root, &k, "again", 5), -EEXIST);
	char buf[16] = {0};
	uint32_t size;
	CHECK_EQ(jolt_btree_lookup(root, &k, buf, sizeof(buf), &size), 0);
	CHECK_EQ(size, 5);
	CHECK(!memcmp(buf, "hello", 5));
	CHECK_EQ(jolt_btree_update(&t, root, &k, "hello world", 11), 0);
	CHECK_EQ(jolt_btree_lookup(root, &k, buf, sizeof(buf), &size), 0);
	CHECK_EQ(size, 11);
	CHECK(!memcmp(buf, "hello world", 11));
	struct jolt_fs_key k2 = jolt_key(257, JOLT_KEY_INODE_ITEM, 0);
	CHECK_EQ(jolt_btree_delete(&t, root, &k2), -ENOENT);
	CHECK_EQ(jolt_trans_end(&t), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, 0);
	root = t_fs_tree(fs);
	CHECK_EQ(jolt_btree_lookup(root, &k, buf, sizeof(buf), &size), 0);
	CHECK(!memcmp(buf, "hello world", 11));
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* Leaf hints (jolt_btree_lookup_hint, _update_hint): an item read with a
 * hint, other items inserted and deleted (splitting leaves, moving the
 * item to a sibling, merging leaves away), then written back through the
 * hint with a new size, on 512-byte nodes against the model, fsck after
 * every step, commits now and then (hinted leaves written): the write
 * lands on the item whether the hint held or fell back to a search. */
static void leaf_hints(void)
{
	struct jolt_blk *dev = t_dev("8M", 512, 0);
	t_mkfs(dev, 512, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct model m;
	uint64_t s = 11, updates = 0;
	uint8_t buf[512];
	model_init(&m, 400, 40);
	for (uint64_t k = 1; k <= m.n; k += 2)
		op_insert(fs, root, &m, k);
	for (int step = 0; step < 3000; step++) {
		uint64_t k = 1 + t_rand(&s) % m.n;
		if (!m.present[k]) {
			op_insert(fs, root, &m, k);
			continue;
		}
		struct jolt_leaf_hint h = {0};
		struct jolt_fs_key key = mkey(k);
		uint32_t size;
		CHECK_EQ(jolt_btree_lookup_hint(root, &key, buf, sizeof(buf), &size, &h), 0);
		CHECK_EQ(size, val_size(&m, k, m.ver[k]));
		for (int i = (int)(t_rand(&s) % 12); i > 0; i--) {
			/* keys near k: its leaf and its siblings change */
			uint64_t o = k + t_rand(&s) % 33;
			if (o < 17 || o - 16 > m.n || o - 16 == k)
				continue;
			o -= 16;
			if (m.present[o])
				op_delete(fs, root, &m, o);
			else
				op_insert(fs, root, &m, o);
		}
		if (t_rand(&s) % 50 == 0)
			CHECK_EQ(jolt_fs_commit(fs), 0);
		struct jolt_trans t;
		CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 2), 0, &t), 0);
		uint32_t v = m.ver[k] + 1, vs = val_size(&m, k, v);
		val_fill(buf, vs, k, v);
		CHECK_EQ(jolt_btree_update_hint(&t, root, &key, buf, vs, &h), 0);
		CHECK(h.leaf == NULL);
		m.ver[k] = v;
		updates++;
		CHECK_EQ(jolt_trans_end(&t), 0);
		op_lookup(root, &m, k);
		t_fsck(fs);
	}
	verify(root, &m);
	struct jolt_btree_stats st;
	jolt_btree_stats(fs, &st);
	printf("  %llu of %llu updates through the hint, %llu splits, %llu merges\n",
	       (unsigned long long)st.hinted, (unsigned long long)updates,
	       (unsigned long long)st.splits, (unsigned long long)st.merges);
	CHECK(st.hinted > 0 && st.hinted < updates);
	CHECK(st.splits > 0 && st.merges > 0);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, 0);
	verify(t_fs_tree(fs), &m);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	model_free(&m);
	jolt_blk_close(dev);
}

/* Small trees, fsck after every operation. */
static void small_fsck_every_step(void)
{
	struct run r = { .nodesize = 512, .sectorsize = 512, .bs = 512, .dev = "8M", .keys = 600,
			 .maxval = 40, .ops = 3000, .fsck_every = 1, .commit_every = 500,
			 .remount_every = 1500, .seed = 1, .fill_first = 3 };
	run_model(&r);
}

/* 10^5 keys on 1 KiB nodes (a deep tree), checked at checkpoints. */
static void model_100k(void)
{
	struct run r = { .nodesize = 1024, .sectorsize = 512, .bs = 512, .dev = "128M",
			 .keys = 100000, .maxval = 24, .ops = 100000, .fsck_every = 0,
			 .commit_every = 20000, .remount_every = 50000, .seed = 7, .fill_first = 3 };
	run_model(&r);
}

/* Every node size with items up to the largest a leaf holds, inserted in
 * ascending, descending and random order: leaves split at every fill level
 * and by the double split of an item that fits nowhere else. */
static void fill_levels(void)
{
	static const uint32_t sizes[] = {512, 1024, 4096, 16384, 65536};
	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		for (int order = 1; order <= 3; order++) {
			uint32_t ns = sizes[i];
			struct run r = { .nodesize = ns, .sectorsize = ns < 4096 ? 512 : 4096,
					 .bs = ns < 4096 ? 512 : 4096, .dev = "64M",
					 .keys = ns >= 16384 ? 300 : 400,
					 .maxval = jolt_fs_max_item_size(ns), .ops = 400,
					 .fsck_every = 50, .commit_every = 200, .seed = 100 + i * 3 + (uint64_t)order,
					 .fill_first = order };
			run_model(&r);
		}
	}
}

/* A tiny cache: nodes are evicted and dirty ones written back early
 * (and copied again when changed after that); the result is the same. */
static void cache_bound(void)
{
	struct run r = { .nodesize = 1024, .sectorsize = 512, .bs = 512, .dev = "64M", .keys = 20000,
			 .maxval = 30, .ops = 20000, .commit_every = 7000, .remount_every = 10000,
			 .cache_bytes = 48 * 1024, .seed = 3, .fill_first = 3 };
	run_model(&r);
	struct jolt_blk *dev = t_dev("64M", 512, 32);
	t_mkfs(dev, 1024, 512);
	struct jolt_fs_info *fs = t_mount(dev, 32 * 1024);
	struct jolt_root *root = t_fs_tree(fs);
	struct model m;
	model_init(&m, 5000, 30);
	for (uint64_t k = 1; k <= 5000; k++)
		op_insert(fs, root, &m, k);
	struct jolt_node_stats st;
	jolt_nc_stats(fs->nc, &st);
	CHECK(st.evictions > 0);
	CHECK(st.writebacks > 0);
	CHECK(st.cached_bytes <= st.bound_bytes + 16 * 1024);
	verify(root, &m);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	jolt_nc_stats(fs->nc, &st);
	CHECK(st.misses > 0 && st.hits > 0 && st.reads > 0 && st.writes > 0);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	model_free(&m);
	jolt_blk_close(dev);
}

static void resize_items(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 0);
	t_mkfs(dev, 1024, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	uint8_t buf[1024], got[1024];
	uint64_t s = 9;
	uint32_t sizes[200];
	CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
	for (uint64_t k = 0; k < 200; k++) {
		sizes[k] = (uint32_t)(t_rand(&s) % 40);
		memset(buf, (int)k, sizeof(buf));
		struct jolt_fs_key key = jolt_key(k, 1, 0);
		CHECK_EQ(jolt_btree_insert(&t, root, &key, buf, sizes[k]), 0);
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
	for (int round = 0; round < 2000; round++) {
		uint64_t k = t_rand(&s) % 200;
		uint32_t ns = (uint32_t)(t_rand(&s) % (round % 5 == 0 ? 900 : 80));
		struct jolt_path p;
		struct jolt_fs_key key = jolt_key(k, 1, 0);
		CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 2), 0, &t), 0);
		jolt_path_init(&p);
		CHECK_EQ(jolt_btree_search(&t, root, &key, &p, 0, 1), 0);
		CHECK_EQ(jolt_btree_resize_item(&t, root, &p, ns), 0);
		CHECK_EQ(jolt_path_item(&p)->size, ns);
		uint8_t *d = jolt_path_item_data(&p);
		for (uint32_t i = 0; i < ns && i < sizes[k]; i++)
			CHECK_EQ(d[i], (uint8_t)k);
		memset(d, (int)k, ns);
		jolt_path_release(fs, &p);
		sizes[k] = ns;
		CHECK_EQ(jolt_trans_end(&t), 0);
		if (round % 50 == 0)
			t_fsck(fs);
	}
	for (uint64_t k = 0; k < 200; k++) {
		uint32_t size;
		struct jolt_fs_key key = jolt_key(k, 1, 0);
		CHECK_EQ(jolt_btree_lookup(root, &key, got, sizeof(got), &size), 0);
		CHECK_EQ(size, sizes[k]);
		for (uint32_t i = 0; i < size; i++)
			CHECK_EQ(got[i], (uint8_t)k);
	}
	t_fsck(fs);
	CHECK_EQ(jolt_btree_resize_item(&t, root, &(struct jolt_path){0}, 5000), -EOVERFLOW);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* next/prev across leaves, search_le, and a cursor that keeps its place
 * while the tree changes under it. */
static void stepping(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 0);
	t_mkfs(dev, 512, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	CHECK_EQ(jolt_trans_begin(fs, 1024, 0, &t), 0);
	for (uint64_t k = 10; k < 3000; k += 10) {
		struct jolt_fs_key key = jolt_key(k, 1, 0);
		CHECK_EQ(jolt_btree_insert(&t, root, &key, &k, 8), 0);
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
	CHECK(jolt_node_level(root->node) >= 2);
	struct jolt_path p;
	jolt_path_init(&p);
	struct jolt_fs_key key = jolt_key(0, 0, 0);
	CHECK_EQ(jolt_btree_search(NULL, root, &key, &p, 0, 0), 1);
	uint64_t expect = 10;
	int rc;
	do {
		CHECK_EQ(jolt_path_item(&p)->key.objectid, expect);
		expect += 10;
	} while ((rc = jolt_btree_next_item(root, &p)) == 0);
	CHECK_EQ(rc, 1);
	CHECK_EQ(expect, 3000);
	jolt_path_release(fs, &p);
	key = jolt_key(UINT64_MAX, 0, 0);
	CHECK_EQ(jolt_btree_search_le(root, &key, &p), 0);
	expect = 2990;
	do {
		CHECK_EQ(jolt_path_item(&p)->key.objectid, expect);
		expect -= 10;
	} while ((rc = jolt_btree_prev_item(root, &p)) == 0);
	CHECK_EQ(rc, 1);
	CHECK_EQ(expect, 0);
	jolt_path_release(fs, &p);
	key = jolt_key(1234, 0, 0);
	CHECK_EQ(jolt_btree_search_le(root, &key, &p), 0);
	CHECK_EQ(jolt_path_item(&p)->key.objectid, 1230);
	jolt_path_release(fs, &p);
	key = jolt_key(5, 0, 0);
	CHECK_EQ(jolt_btree_search_le(root, &key, &p), 1);
	jolt_path_release(fs, &p);

	/* a cursor over [500, 2000] while keys are deleted and inserted */
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(500, 0, 0), max = jolt_key(2000, 255, 0), k;
	jolt_cursor_init(&c, root, &min, &max);
	expect = 500;
	uint64_t n = 0, base = 0;
	while ((rc = jolt_cursor_next(&c, &k, NULL, NULL)) == 1) {
		CHECK_EQ(k.objectid, expect);
		n++;
		if (k.objectid % 10) {
			/* base + 10 was deleted when base was visited, if (base/10) % 3 == 0 */
			expect = base + ((base / 10) % 3 == 0 ? 20 : 10);
			continue;
		}
		base = k.objectid;
		CHECK_EQ(jolt_trans_begin(fs, 64, JOLT_TRANS_USE_RESERVE, &t), 0);
		struct jolt_fs_key del = jolt_key(base + 10, 1, 0), add = jolt_key(base + 5, 1, 0);
		if ((base / 10) % 3 == 0)
			CHECK_EQ(jolt_btree_delete(&t, root, &del), 0);
		CHECK_EQ(jolt_btree_insert(&t, root, &add, &base, 8), 0);
		CHECK_EQ(jolt_trans_end(&t), 0);
		expect = base + 5;
	}
	CHECK_EQ(rc, 0);
	CHECK(n > 100);
	jolt_cursor_release(&c);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(basic), TEST(leaf_hints), TEST(small_fsck_every_step), TEST(model_100k), TEST(fill_levels),
		TEST(cache_bound), TEST(resize_items), TEST(stepping),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
