/* Space and reference counts: data extents referenced from EXTENT_DATA
 * items, blocks freed by a transaction never reused before its commit
 * (data extents it allocated and freed itself included),
 * clones sharing nodes and data (Rodeh's counts, checked exactly by fsck
 * after every step) and their drop freeing exactly what they alone held,
 * and ENOSPC that leaves the filesystem consistent and usable after
 * deletes. */
#include <errno.h>
#include <stdlib.h>

#include "fs_test.h"

static struct jolt_fs_key ekey(uint64_t ino, uint64_t off)
{
	return jolt_key(ino, JOLT_KEY_EXTENT_DATA, off);
}

/* Inserts a file extent item for a new data extent of len bytes. */
static uint64_t add_extent(struct jolt_trans *t, struct jolt_root *root, uint64_t ino, uint64_t off,
			   uint64_t len)
{
	uint64_t bytenr;
	CHECK_EQ(jolt_alloc_data_extent(t, len, root->objectid, ino, off, &bytenr), 0);
	struct jolt_fs_file_extent_item fe = {
		.generation = t->transid, .ram_bytes = len, .type = JOLT_FS_FILE_EXTENT_REG,
		.disk_bytenr = bytenr, .disk_num_bytes = len, .num_bytes = len,
	};
	struct jolt_fs_key k = ekey(ino, off);
	CHECK_EQ(jolt_btree_insert(t, root, &k, &fe, sizeof(fe)), 0);
	return bytenr;
}

static void drop_extent(struct jolt_trans *t, struct jolt_root *root, uint64_t ino, uint64_t off)
{
	struct jolt_fs_file_extent_item fe;
	uint32_t size;
	struct jolt_fs_key k = ekey(ino, off);
	CHECK_EQ(jolt_btree_lookup(root, &k, &fe, sizeof(fe), &size), 0);
	CHECK_EQ(jolt_btree_delete(t, root, &k), 0);
	CHECK_EQ(jolt_extent_dec_ref(t, fe.disk_bytenr, fe.disk_num_bytes, 1), 0);
}

static void data_extents(void)
{
	struct jolt_blk *dev = t_dev("32M", 4096, 0);
	t_mkfs(dev, 4096, 4096);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	struct jolt_space_stats st0, st;
	jolt_space_stats(fs->alloc, &st0);
	CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
	uint64_t b[20];
	for (uint64_t i = 0; i < 20; i++)
		b[i] = add_extent(&t, root, 300, i * 65536, 4096 * (i + 1));
	CHECK_EQ(jolt_trans_end(&t), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	struct jolt_fsck_result fr;
	CHECK_EQ(jolt_fs_check(fs, NULL, &fr), 0);
	CHECK_EQ(fr.data_extents, 20);
	CHECK_EQ(fr.data_bytes, 4096 * 210);
	struct jolt_fs_extent_item ei;
	uint64_t refs;
	CHECK_EQ(jolt_extent_lookup(fs, b[3], NULL, &ei, &refs), 0);
	CHECK_EQ(refs, 1);
	CHECK_EQ(ei.owner_objectid, 300);
	CHECK_EQ(ei.owner_offset, 3 * 65536);
	/* a second reference (a reflink), then both dropped */
	CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
	struct jolt_fs_file_extent_item fe = {
		.type = JOLT_FS_FILE_EXTENT_REG, .disk_bytenr = b[3], .disk_num_bytes = 4096 * 4,
		.num_bytes = 4096, .offset = 4096,
	};
	struct jolt_fs_key k = ekey(301, 0);
	CHECK_EQ(jolt_btree_insert(&t, root, &k, &fe, sizeof(fe)), 0);
	CHECK_EQ(jolt_extent_inc_ref(&t, b[3], 4096 * 4, 1), 0);
	CHECK_EQ(jolt_extent_lookup(fs, b[3], NULL, NULL, &refs), 0);
	CHECK_EQ(refs, 2);
	CHECK_EQ(jolt_trans_end(&t), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	CHECK_EQ(jolt_trans_begin(fs, 256, JOLT_TRANS_USE_RESERVE, &t), 0);
	for (uint64_t i = 0; i < 20; i++)
		drop_extent(&t, root, 300, i * 65536);
	drop_extent(&t, root, 301, 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	t_fsck(fs);
	/* freed, but not reusable before the commit */
	jolt_space_stats(fs->alloc, &st);
	CHECK(st.free_bytes < st0.free_bytes - 4096 * 200);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	jolt_space_stats(fs->alloc, &st);
	CHECK_EQ(st.pinned_bytes, 0);
	CHECK(st.free_bytes > st0.free_bytes - 16 * 4096);
	CHECK_EQ(jolt_extent_lookup(fs, b[3], NULL, NULL, &refs), -ENOENT);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* Every extent the last commit holds, sorted. */
static size_t committed_extents(struct jolt_fs_info *fs, uint64_t **out)
{
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
	size_t n = 0, cap = 1024;
	uint64_t *v = malloc(cap * sizeof(*v));
	jolt_cursor_init(&c, fs->extent_root, &min, &max);
	while (jolt_cursor_next(&c, &k, NULL, NULL) == 1) {
		if (n == cap)
			v = realloc(v, (cap *= 2) * sizeof(*v));
		v[n++] = k.objectid;
	}
	jolt_cursor_release(&c);
	*out = v;
	return n;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* No block the last commit reaches is handed out before the next commit. */
static void no_reuse_before_commit(void)
{
	struct jolt_blk *dev = t_dev("32M", 512, 0);
	t_mkfs(dev, 512, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	uint64_t s = 5;
	for (int round = 0; round < 6; round++) {
		CHECK_EQ(jolt_fs_commit(fs), 0);
		uint64_t *done;
		size_t nd = committed_extents(fs, &done);
		CHECK(nd > 0);
		for (int i = 0; i < 400; i++) {
			uint64_t k = t_rand(&s) % 2000;
			struct jolt_fs_key key = jolt_key(k, 1, 0);
			int del = t_rand(&s) % 2;
			CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1),
						  del ? JOLT_TRANS_USE_RESERVE : 0, &t), 0);
			int rc = del ? jolt_btree_delete(&t, root, &key) :
				 jolt_btree_insert(&t, root, &key, &k, 8);
			CHECK(rc == 0 || rc == -ENOENT || rc == -EEXIST);
			CHECK_EQ(jolt_trans_end(&t), 0);
		}
		/* every extent allocated by the running transaction is new space */
		struct jolt_delayed_ref *heads;
		long nh = jolt_delayed_ref_take(fs->alloc, &heads);
		CHECK(nh > 0);
		long fresh = 0;
		for (long i = 0; i < nh; i++) {
			if (heads[i].is_new) {
				fresh++;
				CHECK(!bsearch(&heads[i].bytenr, done, nd, sizeof(*done), cmp_u64));
			}
			CHECK_EQ(jolt_delayed_ref_add(fs->alloc, &heads[i], heads[i].ref_mod), 0);
		}
		CHECK(fresh > 0);
		free(heads);
		free(done);
		t_fsck(fs);
	}
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* A data extent allocated and freed again in one transaction (written,
 * fsynced, then overwritten: the fsync's log names it) stays allocated
 * until the commit is durable: running the delayed refs pins it, where a
 * node allocated and freed alike is free at once, so no node of that
 * commit lands on data a replay before its superblock would read. */
static void uncommitted_data_pinned(void)
{
	struct jolt_blk *dev = t_dev("32M", 512, 0);
	t_mkfs(dev, 1024, 1024);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
	uint64_t b[4];
	for (uint64_t i = 0; i < 4; i++)
		b[i] = add_extent(&t, root, 300, i * 65536, 1024 * (i + 1));   /* 1 KiB: a node's size */
	for (uint64_t i = 0; i < 4; i++)
		drop_extent(&t, root, 300, i * 65536);
	CHECK_EQ(jolt_trans_end(&t), 0);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(jolt_space_range_free(fs->alloc, b[i], 1024 * (uint64_t)(i + 1)), 0);
	struct jolt_trans ct = {.fs = fs, .transid = fs->running->transid, .flags = JOLT_TRANS_COMMIT};
	CHECK_EQ(jolt_extent_run_delayed_refs(&ct), 0);
	struct jolt_space_stats st;
	jolt_space_stats(fs->alloc, &st);
	CHECK(st.pinned_bytes >= 1024 * 10);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(jolt_space_range_free(fs->alloc, b[i], 1024 * (uint64_t)(i + 1)), 0);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(jolt_space_range_free(fs->alloc, b[i], 1024 * (uint64_t)(i + 1)), 1);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

/* A small model per tree: key k present with value v. */
struct tmodel {
	uint32_t v[3000];
};

static void tm_check(struct jolt_root *root, const struct tmodel *m)
{
	for (uint64_t k = 0; k < 3000; k++) {
		uint64_t v = 0;
		uint32_t size;
		struct jolt_fs_key key = jolt_key(k + 1000, JOLT_KEY_INODE_ITEM, 0);
		int rc = jolt_btree_lookup(root, &key, &v, sizeof(v), &size);
		CHECK_EQ(rc, m->v[k] ? 0 : -ENOENT);
		if (m->v[k])
			CHECK_EQ(v, m->v[k]);
	}
}

static void tm_op(struct jolt_fs_info *fs, struct jolt_root *root, struct tmodel *m, uint64_t *s)
{
	struct jolt_trans t;
	uint64_t k = t_rand(s) % 3000, v = 1 + t_rand(s) % 1000000;
	struct jolt_fs_key key = jolt_key(k + 1000, JOLT_KEY_INODE_ITEM, 0);
	int p = (int)(t_rand(s) % 3);
	CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 2),
				  p == 2 ? JOLT_TRANS_USE_RESERVE : 0, &t), 0);
	if (p == 0 && !m->v[k]) {
		CHECK_EQ(jolt_btree_insert(&t, root, &key, &v, sizeof(v)), 0);
		m->v[k] = (uint32_t)v;
	} else if (p == 1 && m->v[k]) {
		CHECK_EQ(jolt_btree_update(&t, root, &key, &v, sizeof(v)), 0);
		m->v[k] = (uint32_t)v;
	} else if (p == 2 && m->v[k]) {
		CHECK_EQ(jolt_btree_delete(&t, root, &key), 0);
		m->v[k] = 0;
	}
	CHECK_EQ(jolt_trans_end(&t), 0);
}

/* A clone shares every node of its source; changing either copies only
 * the paths it changes (the other tree keeps the shared nodes); fsck
 * checks every count after every step; dropping the clone frees what it
 * alone held. */
static void clone_and_drop(void)
{
	struct jolt_blk *dev = t_dev("64M", 512, 0);
	t_mkfs(dev, 512, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *src = t_fs_tree(fs), *snap;
	struct jolt_trans t;
	static struct tmodel ms, mc;
	uint64_t s = 11;
	memset(&ms, 0, sizeof(ms));
	for (int i = 0; i < 3000; i++)
		tm_op(fs, src, &ms, &s);
	/* file extents in the source: data extents get shared too */
	CHECK_EQ(jolt_trans_begin(fs, 256, 0, &t), 0);
	for (uint64_t i = 0; i < 30; i++)
		add_extent(&t, src, 5000 + i, 0, 512 * (1 + i % 4));
	CHECK_EQ(jolt_trans_end(&t), 0);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	struct jolt_space_stats before;
	jolt_space_stats(fs->alloc, &before);
	t_fsck(fs);

	CHECK_EQ(jolt_trans_begin(fs, 16, 0, &t), 0);
	CHECK_EQ(jolt_btree_clone(&t, src, 256, &snap), 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	mc = ms;
	t_fsck(fs);
	tm_check(snap, &mc);
	struct jolt_fsck_result fr;
	CHECK_EQ(jolt_fs_check(fs, NULL, &fr), 0);
	CHECK(fr.shared_nodes > 0);
	/* clone again while src has changes in the running transaction: refused */
	tm_op(fs, src, &ms, &s);
	CHECK_EQ(jolt_trans_begin(fs, 16, 0, &t), 0);
	struct jolt_root *other;
	int rc = jolt_btree_clone(&t, src, 257, &other);
	CHECK(rc == -EBUSY || rc == 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	if (rc == 0) {
		CHECK_EQ(jolt_trans_begin(fs, 64, JOLT_TRANS_USE_RESERVE, &t), 0);
		CHECK_EQ(jolt_btree_drop(&t, other), 0);
		CHECK_EQ(jolt_trans_end(&t), 0);
	}
	for (int i = 0; i < 1500; i++) {
		if (i % 2)
			tm_op(fs, src, &ms, &s);
		else
			tm_op(fs, snap, &mc, &s);
		if (i % 100 == 0)
			t_fsck(fs);
		if (i == 700)
			CHECK_EQ(jolt_fs_commit(fs), 0);
	}
	tm_check(src, &ms);
	tm_check(snap, &mc);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, 0);
	src = t_fs_tree(fs);
	CHECK_EQ(jolt_fs_read_root(fs, 256, &snap), 0);
	tm_check(src, &ms);
	tm_check(snap, &mc);
	t_fsck(fs);
	/* drop the source; the clone keeps everything it shares */
	CHECK_EQ(jolt_trans_begin(fs, 64, JOLT_TRANS_USE_RESERVE, &t), 0);
	CHECK_EQ(jolt_btree_drop(&t, src), 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	t_fsck(fs);
	tm_check(snap, &mc);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_read_root(fs, JOLT_FS_FS_TREE_OBJECTID, &src), -ENOENT);
	CHECK_EQ(jolt_fs_check(fs, NULL, &fr), 0);
	CHECK_EQ(fr.shared_nodes, 0);
	CHECK_EQ(fr.data_extents, 30);
	/* and the clone: nothing of the trees' contents is left */
	CHECK_EQ(jolt_trans_begin(fs, 64, JOLT_TRANS_USE_RESERVE, &t), 0);
	CHECK_EQ(jolt_btree_drop(&t, snap), 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_check(fs, NULL, &fr), 0);
	CHECK_EQ(fr.data_extents, 0);
	CHECK_EQ(fr.trees, 2);
	struct jolt_space_stats after;
	jolt_space_stats(fs->alloc, &after);
	CHECK(after.free_bytes > before.free_bytes);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

static void del_key(struct jolt_fs_info *fs, struct jolt_root *root, uint64_t k)
{
	struct jolt_trans t;
	struct jolt_fs_key key = jolt_key(k, 1, 0);
	int rc = jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), JOLT_TRANS_USE_RESERVE, &t);
	if (rc) {
		struct jolt_space_stats st;
		jolt_space_stats(fs->alloc, &st);
		fprintf(stderr, "delete %llu: free %llu pinned %llu reserved %llu commit reserve %llu\n",
			(unsigned long long)k, (unsigned long long)st.free_bytes,
			(unsigned long long)st.pinned_bytes, (unsigned long long)st.reserved_bytes,
			(unsigned long long)st.commit_reserve_bytes);
	}
	CHECK_EQ(rc, 0);
	CHECK_EQ(jolt_btree_delete(&t, root, &key), 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
}

/* Fill until ENOSPC: the tree stays consistent, deletes still work, and
 * after a commit the space is there again. */
static void enospc(void)
{
	struct jolt_blk *dev = t_dev("3M", 512, 0);
	struct jolt_fs_mkfs_opts o;
	char why[256];
	jolt_fs_mkfs_opts_default(&o);
	o.nodesize = 1024;
	o.sectorsize = 512;
	o.journal_bytes = 1 << 20;
	CHECK_EQ(jolt_fs_mkfs(dev, &o, why, sizeof(why)), 0);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	uint8_t val[100];
	uint64_t k, inserted = 0;
	int rc = 0;
	for (k = 0; k < 1000000; k++) {
		memset(val, (int)k, sizeof(val));
		struct jolt_fs_key key = jolt_key(k, 1, 0);
		rc = jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), 0, &t);
		if (rc)
			break;
		rc = jolt_btree_insert(&t, root, &key, val, sizeof(val));
		CHECK_EQ(jolt_trans_end(&t), 0);
		if (rc)
			break;
		inserted++;
		if (k % 1000 == 999)
			CHECK_EQ(jolt_fs_commit(fs), 0);
	}
	CHECK_EQ(rc, -ENOSPC);
	CHECK(inserted > 1000);
	t_fsck(fs);
	/* data allocations are refused too, cleanly */
	uint64_t b;
	CHECK_EQ(jolt_trans_begin(fs, 0, 0, &t), 0);
	CHECK_EQ(jolt_alloc_data_extent(&t, 1 << 20, 5, 300, 0, &b), -ENOSPC);
	CHECK_EQ(jolt_trans_end(&t), 0);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	/* deletes work at full: every other key, then the rest of the first
	 * three quarters (their leaves empty and are freed) */
	for (uint64_t i = 0; i < inserted; i += 2)
		del_key(fs, root, i);
	t_fsck(fs);
	for (uint64_t i = 1; i < inserted * 3 / 4; i += 2)
		del_key(fs, root, i);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_commit(fs), 0);
	t_fsck(fs);
	/* room again: a quarter of the keys back */
	for (uint64_t i = 0; i < inserted / 4; i++) {
		struct jolt_fs_key key = jolt_key(i, 1, 0);
		CHECK_EQ(jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), 0, &t), 0);
		CHECK_EQ(jolt_btree_insert(&t, root, &key, val, sizeof(val)), 0);
		CHECK_EQ(jolt_trans_end(&t), 0);
	}
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	fs = t_mount(dev, 0);
	t_fsck(fs);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	jolt_blk_close(dev);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(data_extents), TEST(no_reuse_before_commit), TEST(uncommitted_data_pinned), TEST(clone_and_drop), TEST(enospc),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
