/* Bad images and what fsck finds: images that are not jolt filesystems or
 * are newer are refused with a clear message; a damaged node is an
 * -EUCLEAN naming its block to whoever reads it, and one fsck problem;
 * inconsistencies with valid checksums (wrong counts, leaks, missing or
 * overlapping extents, wrong owners) are each found and named; random
 * damage anywhere never crashes or hangs mount, fsck, dump or changes. */
#include <errno.h>
#include <stdlib.h>

#include "fs_test.h"
#include "jolt/journal.h"

struct msgs {
	char text[8192];
	int n;
};

static void collect(void *ctx, const char *msg)
{
	struct msgs *m = ctx;
	size_t len = strlen(m->text);
	snprintf(m->text + len, sizeof(m->text) - len, "%s\n", msg);
	m->n++;
}

static long fsck_msgs(struct jolt_fs_info *fs, struct msgs *m)
{
	struct jolt_fsck_opts o = { .report = collect, .report_ctx = m };
	memset(m, 0, sizeof(*m));
	return jolt_fs_check(fs, &o, NULL);
}

/* A filesystem with a few thousand items in tree 5 (a deep tree). */
static struct jolt_blk *populated(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 16);
	t_mkfs(dev, 1024, 512);
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_root *root = t_fs_tree(fs);
	struct jolt_trans t;
	CHECK_EQ(jolt_trans_begin(fs, 4096, 0, &t), 0);
	for (uint64_t k = 0; k < 3000; k++) {
		struct jolt_fs_key key = jolt_key(256 + k, JOLT_KEY_INODE_ITEM, 0);
		uint64_t v[3] = {k, k * 2, k * 3};
		CHECK_EQ(jolt_btree_insert(&t, root, &key, v, 8 + (uint32_t)(k % 3) * 8), 0);
	}
	uint64_t b;
	CHECK_EQ(jolt_alloc_data_extent(&t, 4096, 5, 256, 0, &b), 0);
	struct jolt_fs_file_extent_item fe = { .type = JOLT_FS_FILE_EXTENT_REG, .disk_bytenr = b,
					       .disk_num_bytes = 4096, .num_bytes = 4096 };
	struct jolt_fs_key ek = jolt_key(256, JOLT_KEY_EXTENT_DATA, 0);
	CHECK_EQ(jolt_btree_insert(&t, root, &ek, &fe, sizeof(fe)), 0);
	CHECK_EQ(jolt_trans_end(&t), 0);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	return dev;
}

/* The leaf holding key (256 + k) in tree 5. */
static uint64_t leaf_of(struct jolt_blk *dev, uint64_t k, int level)
{
	struct jolt_fs_info *fs = t_mount(dev, 0);
	struct jolt_path p;
	jolt_path_init(&p);
	struct jolt_fs_key key = jolt_key(256 + k, JOLT_KEY_INODE_ITEM, 0);
	CHECK_EQ(jolt_btree_search(NULL, t_fs_tree(fs), &key, &p, 0, 0), 0);
	CHECK(p.nodes[level] != NULL);
	uint64_t b = p.nodes[level]->bytenr;
	jolt_path_release(fs, &p);
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	return b;
}

static void poke(struct jolt_blk *dev, uint64_t off, uint8_t x)
{
	uint8_t *blk = jolt_blk_alloc(dev, 512);
	uint64_t base = off / 512 * 512;
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_READ, 0, base, blk, 512), 0);
	blk[off - base] ^= x;
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, base, blk, 512), 0);
	jolt_blk_free(dev, blk);
}

/* Rewrites a node through fn with a valid checksum. */
static void rewrite_node(struct jolt_blk *dev, uint64_t bytenr, void (*fn)(uint8_t *n))
{
	uint8_t *n = jolt_blk_alloc(dev, 1024);
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_READ, 0, bytenr, n, 1024), 0);
	fn(n);
	((struct jolt_fs_header *)n)->csum = jolt_fs_node_csum(n, 1024);
	CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, bytenr, n, 1024), 0);
	jolt_blk_free(dev, n);
}

static void refused_images(void)
{
	struct jolt_blk *dev = t_dev("16M", 512, 16);
	struct jolt_fs_info *fs;
	char why[256];
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "not a jolt filesystem"));
	/* a bare log image is not a filesystem either */
	CHECK_EQ(jolt_journal_mkfs(dev, 0, 32768, why, sizeof(why)), 0);
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EINVAL);
	/* a newer version in both copies */
	t_mkfs(dev, 1024, 512);
	for (int c = 0; c < 2; c++) {
		struct jolt_fs_super sb;
		uint64_t off = c ? JOLT_FS_SUPER_OFFSET1 : JOLT_FS_SUPER_OFFSET0;
		CHECK_EQ(jolt_blk_pread(dev, off, &sb, sizeof(sb)), 0);
		sb.version = 2;
		sb.csum = jolt_fs_super_csum(&sb);
		uint8_t *b = jolt_blk_alloc(dev, 4096);
		memcpy(b, &sb, sizeof(sb));
		CHECK_EQ(jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, off, b, 4096), 0);
		jolt_blk_free(dev, b);
	}
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EOPNOTSUPP);
	CHECK(strstr(why, "version 2"));
	/* both copies torn */
	t_mkfs(dev, 1024, 512);
	poke(dev, JOLT_FS_SUPER_OFFSET0 + 40, 1);
	poke(dev, JOLT_FS_SUPER_OFFSET1 + 40, 1);
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, "checksum"));
	struct msgs m;
	struct jolt_fsck_opts o = { .report = collect, .report_ctx = &m };
	memset(&m, 0, sizeof(m));
	CHECK_EQ(jolt_fs_check_dev(dev, &o, NULL), 1);
	CHECK(strstr(m.text, "superblock"));
	/* a sectorsize below the device's blocks */
	struct jolt_blk *big = t_dev("16M", 4096, 16);
	struct jolt_fs_mkfs_opts mo;
	jolt_fs_mkfs_opts_default(&mo);
	mo.sectorsize = 512;
	CHECK_EQ(jolt_fs_mkfs(big, &mo, why, sizeof(why)), -EINVAL);
	mo.sectorsize = 0;
	mo.nodesize = 3000;
	CHECK_EQ(jolt_fs_mkfs(big, &mo, why, sizeof(why)), -EINVAL);
	struct jolt_blk *tiny = t_dev("2M", 512, 16);
	CHECK_EQ(jolt_fs_mkfs(tiny, NULL, why, sizeof(why)), -EINVAL);
	CHECK(strstr(why, "too small"));
	jolt_blk_close(tiny);
	jolt_blk_close(big);
	jolt_blk_close(dev);
}

static void damaged_leaf(void)
{
	struct jolt_blk *dev = populated();
	uint64_t leaf = leaf_of(dev, 1500, 0);
	poke(dev, leaf + 700, 0x10);
	struct jolt_fs_info *fs = t_mount(dev, 0);      /* mount reads no fs tree leaf */
	struct jolt_root *root = t_fs_tree(fs);
	uint64_t v;
	struct jolt_fs_key key = jolt_key(256 + 1500, JOLT_KEY_INODE_ITEM, 0);
	CHECK_EQ(jolt_btree_lookup(root, &key, &v, 8, NULL), -EUCLEAN);
	char want[32];
	snprintf(want, sizeof(want), "%llu", (unsigned long long)leaf);
	CHECK(strstr(fs->errmsg, want));
	struct jolt_trans t;
	CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
	CHECK_EQ(jolt_btree_insert(&t, root, &key, &v, 8), -EUCLEAN);
	CHECK_EQ(jolt_trans_end(&t), 0);
	struct msgs m;
	long n = fsck_msgs(fs, &m);
	CHECK(n >= 1);
	CHECK(strstr(m.text, want));
	CHECK(strstr(m.text, "checksum"));
	/* keys elsewhere still work */
	key = jolt_key(256 + 10, JOLT_KEY_INODE_ITEM, 0);
	CHECK_EQ(jolt_btree_lookup(root, &key, &v, 8, NULL), 0);
	CHECK_EQ(v, 10);
	jolt_fs_unmount(fs);
	/* the same from the device */
	memset(&m, 0, sizeof(m));
	struct jolt_fsck_opts o = { .report = collect, .report_ctx = &m };
	CHECK(jolt_fs_check_dev(dev, &o, NULL) >= 1);
	CHECK(strstr(m.text, want));
	jolt_blk_close(dev);
}

static void damaged_extent_tree(void)
{
	struct jolt_blk *dev = populated();
	struct jolt_fs_info *fs = t_mount(dev, 0);
	uint64_t eroot = fs->extent_root->node->bytenr;
	int elevel = jolt_node_level(fs->extent_root->node);
	CHECK(elevel >= 1);
	uint64_t eleaf = jolt_node_ptr(fs->extent_root->node, 1)->blockptr;
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	/* a damaged extent leaf: a writable mount is refused (no free space
	 * map), fsck mounts anyway and names the leaf */
	poke(dev, eleaf + 300, 4);
	char why[256], want[32];
	snprintf(want, sizeof(want), "%llu", (unsigned long long)eleaf);
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, want));
	struct msgs m;
	memset(&m, 0, sizeof(m));
	struct jolt_fsck_opts o = { .report = collect, .report_ctx = &m };
	CHECK(jolt_fs_check_dev(dev, &o, NULL) >= 1);
	CHECK(strstr(m.text, want));
	poke(dev, eleaf + 300, 4);
	/* a damaged extent root: nothing to mount */
	poke(dev, eroot + 100, 1);
	snprintf(want, sizeof(want), "%llu", (unsigned long long)eroot);
	CHECK_EQ(jolt_fs_mount(dev, NULL, &fs, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, want));
	memset(&m, 0, sizeof(m));
	CHECK_EQ(jolt_fs_check_dev(dev, &o, NULL), 1);
	CHECK(strstr(m.text, want));
	jolt_blk_close(dev);
}

/* Inconsistencies with valid checksums, made through the tree API. */
static void finds_inconsistencies(void)
{
	struct msgs m;
	for (int kind = 0; kind < 5; kind++) {
		struct jolt_blk *dev = populated();
		struct jolt_fs_info *fs = t_mount(dev, 0);
		struct jolt_root *root = t_fs_tree(fs);
		t_fsck(fs);
		struct jolt_trans t;
		CHECK_EQ(jolt_trans_begin(fs, 64, 0, &t), 0);
		/* a leaf of tree 5 and its extent item */
		struct jolt_path p;
		jolt_path_init(&p);
		struct jolt_fs_key key = jolt_key(256 + 2000, JOLT_KEY_INODE_ITEM, 0);
		CHECK_EQ(jolt_btree_search(NULL, root, &key, &p, 0, 0), 0);
		uint64_t leaf = p.nodes[0]->bytenr;
		jolt_path_release(fs, &p);
		struct jolt_fs_key ek;
		struct jolt_fs_extent_item ei;
		CHECK_EQ(jolt_extent_lookup(fs, leaf, &ek, &ei, NULL), 0);
		const char *expect = NULL;
		if (kind == 0) {        /* a count one too high */
			ei.refs++;
			CHECK_EQ(jolt_btree_update(&t, fs->extent_root, &ek, &ei, sizeof(ei)), 0);
			expect = "reference count 2, found 1";
		} else if (kind == 1) { /* a live node without its extent item */
			CHECK_EQ(jolt_btree_delete(&t, fs->extent_root, &ek), 0);
			expect = "has no extent item";
		} else if (kind == 2) { /* an extent nothing references: a leak */
			struct jolt_fs_key lk = jolt_key(fs->super.total_bytes - 8192, JOLT_KEY_EXTENT_ITEM, 4096);
			struct jolt_fs_extent_item li = { .refs = 1, .generation = 1, .flags = JOLT_FS_EXTENT_DATA };
			CHECK_EQ(jolt_btree_insert(&t, fs->extent_root, &lk, &li, sizeof(li)), 0);
			expect = "leaked";
		} else if (kind == 3) { /* an extent overlapping a node */
			struct jolt_fs_key ok = jolt_key(leaf + 512, JOLT_KEY_EXTENT_ITEM, 4096);
			struct jolt_fs_extent_item oi = { .refs = 1, .generation = 1, .flags = JOLT_FS_EXTENT_DATA };
			CHECK_EQ(jolt_btree_insert(&t, fs->extent_root, &ok, &oi, sizeof(oi)), 0);
			expect = "overlaps";
		} else {                /* a data extent's count too low */
			struct jolt_fs_file_extent_item fe;
			struct jolt_fs_key fk = jolt_key(256, JOLT_KEY_EXTENT_DATA, 0);
			CHECK_EQ(jolt_btree_lookup(root, &fk, &fe, sizeof(fe), NULL), 0);
			CHECK_EQ(jolt_extent_lookup(fs, fe.disk_bytenr, &ek, &ei, NULL), 0);
			ei.refs = 0;
			CHECK_EQ(jolt_btree_update(&t, fs->extent_root, &ek, &ei, sizeof(ei)), 0);
			expect = "reference count 0, found 1";
		}
		CHECK_EQ(jolt_trans_end(&t), 0);
		CHECK(fsck_msgs(fs, &m) >= 1);
		if (!strstr(m.text, expect))
			fprintf(stderr, "kind %d: expected '%s' in:\n%s", kind, expect, m.text);
		CHECK(strstr(m.text, expect));
		jolt_fs_unmount(fs);
		jolt_blk_close(dev);
	}
}

static void set_owner_2(uint8_t *n)
{
	((struct jolt_fs_header *)n)->owner = JOLT_FS_EXTENT_TREE_OBJECTID;
}

static void lower_first_key(uint8_t *n)
{
	struct jolt_fs_item *it = (void *)(n + JOLT_FS_HEADER_SIZE);
	it[0].key.type = 0;
}

/* A node claiming another tree as its owner; a leaf whose first key is not
 * the one its parent records. Both have valid checksums. */
static void owner_and_range(void)
{
	struct msgs m;
	for (int kind = 0; kind < 2; kind++) {
		struct jolt_blk *dev = populated();
		uint64_t leaf = leaf_of(dev, 1000, 0);
		rewrite_node(dev, leaf, kind ? lower_first_key : set_owner_2);
		struct jolt_fs_info *fs = t_mount(dev, 0);
		CHECK(fsck_msgs(fs, &m) >= 1);
		char want[64];
		snprintf(want, sizeof(want), "leaf %llu (tree 5 level 0): %s", (unsigned long long)leaf,
			 kind ? "first key" : "owner 2");
		if (!strstr(m.text, want))
			fprintf(stderr, "expected '%s' in:\n%s", want, m.text);
		CHECK(strstr(m.text, want));
		jolt_fs_unmount(fs);
		jolt_blk_close(dev);
	}
}

static void report_null(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
}

static int dump_ns(void *ctx, FILE *out, const struct jolt_fs_key *key, const void *data,
		   uint32_t size)
{
	(void)ctx; (void)key; (void)data;
	fprintf(out, "\t\tns item of %u bytes\n", size);
	return 1;
}

/* Random damage anywhere in a populated image, with and without a fixed-up
 * checksum (so the damage gets past the checksum into the structure):
 * mount, fsck, dump, lookups, changes and commit never crash or hang;
 * they succeed or fail with an error. */
static void random_damage(void)
{
	struct jolt_blk *src = populated();
	size_t size = 16 << 20;
	uint8_t *pristine = malloc(size), *img = malloc(size);
	CHECK(pristine && img);
	memcpy(pristine, jolt_blk_mem_data(src), size);
	/* the nodes in use, to aim at */
	struct jolt_fs_info *fs = t_mount(src, 0);
	uint64_t nodes[4096];
	size_t nn = 0;
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
	jolt_cursor_init(&c, fs->extent_root, &min, &max);
	while (nn < 4096 && jolt_cursor_next(&c, &k, NULL, NULL) == 1)
		if (k.type == JOLT_KEY_METADATA_ITEM)
			nodes[nn++] = k.objectid;
	jolt_cursor_release(&c);
	uint32_t ns = fs->nodesize;
	CHECK_EQ(jolt_fs_unmount(fs), 0);
	CHECK(nn > 10);
	FILE *devnull = fopen("/dev/null", "w");
	uint64_t s = 42;
	int mounted = 0, refused = 0, clean = 0;
	for (int iter = 0; iter < 150; iter++) {
		memcpy(img, pristine, size);
		int hits = 1 + (int)(t_rand(&s) % 4);
		for (int h = 0; h < hits; h++) {
			uint64_t where = t_rand(&s) % 10;
			uint64_t base = where == 0 ? JOLT_FS_SUPER_OFFSET0 + (t_rand(&s) % 2) * 4096 :
					nodes[t_rand(&s) % nn];
			uint32_t span = where == 0 ? 256 : ns;
			int fix = (int)(t_rand(&s) % 2);
			int bytes = 1 + (int)(t_rand(&s) % 8);
			for (int b = 0; b < bytes; b++) {
				uint64_t off = base + (where == 0 ? 4 : 4 + t_rand(&s) % 96 * (t_rand(&s) % 2 ? 1 : 0) +
						       t_rand(&s) % (span - 4));
				if (off >= base + span)
					off = base + span - 1;
				img[off] = (uint8_t)t_rand(&s);
			}
			if (fix && where) {
				struct jolt_fs_header *hd = (void *)(img + base);
				hd->csum = jolt_fs_node_csum(img + base, ns);
			} else if (fix) {
				struct jolt_fs_super *sb = (void *)(img + base);
				sb->csum = jolt_fs_super_csum(sb);
			}
		}
		struct jolt_blk *d = t_dev("16M", 512, 16);
		CHECK_EQ(jolt_blk_mem_load(d, img, size), 0);
		struct jolt_fsck_opts o = { .report = report_null };
		long problems = jolt_fs_check_dev(d, &o, NULL);
		CHECK(problems >= 0);
		char why[256];
		struct jolt_fs_mount_opts mo;
		jolt_fs_mount_opts_default(&mo);
		mo.commit_interval_ms = JOLT_FS_MOUNT_NO_INTERVAL;
		if (jolt_fs_mount(d, &mo, &fs, why, sizeof(why)) == 0) {
			mounted++;
			clean += problems == 0;
			jolt_fs_dump(fs, 0, devnull, dump_ns, NULL);
			struct jolt_root *root;
			if (jolt_fs_read_root(fs, 5, &root) == 0) {
				jolt_cursor_init(&c, root, &min, &max);
				while (jolt_cursor_next(&c, &k, NULL, NULL) == 1)
					;
				jolt_cursor_release(&c);
				for (int i = 0; i < 40; i++) {
					struct jolt_trans t;
					struct jolt_fs_key key = jolt_key(256 + t_rand(&s) % 4000, JOLT_KEY_INODE_ITEM, 0);
					if (jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1),
							     JOLT_TRANS_USE_RESERVE, &t))
						break;
					if (i % 2)
						jolt_btree_delete(&t, root, &key);
					else
						jolt_btree_insert(&t, root, &key, &i, sizeof(i));
					jolt_trans_end(&t);
				}
			}
			jolt_fs_commit(fs);
			jolt_fs_check(fs, &o, NULL);
			jolt_fs_unmount(fs);
		} else {
			refused++;
			CHECK(strlen(why) > 10);
		}
		jolt_blk_close(d);
	}
	printf("  150 damaged images: %d mounted (%d of them fsck-clean: damage in unused bytes), "
	       "%d refused\n", mounted, clean, refused);
	fclose(devnull);
	free(img);
	free(pristine);
	jolt_blk_close(src);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(refused_images), TEST(damaged_leaf), TEST(damaged_extent_tree),
		TEST(finds_inconsistencies), TEST(owner_and_range), TEST(random_damage),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
