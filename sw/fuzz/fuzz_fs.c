/* Fuzzes the filesystem image reader: node and superblock verification on
 * raw bytes, and whole images damaged by the input (patches to a real
 * image's nodes and superblocks, with their checksums fixed up or not, so
 * the damage reaches the structure checks and the trees), each mounted,
 * checked, dumped, walked and changed. Crashes, sanitizer reports, leaks
 * and hangs are the failures; errors are the expected outcome.
 *
 * Input: byte 0 selects the mode (even: raw bytes as a node and as a
 * superblock; odd: patches), then for patches, records of 6 bytes:
 * node index (2), offset in the node (2), value (1), flags (1: bit 0 fixes
 * the checksum, bit 1 aims at a superblock copy instead of a node). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fs/alloc.h"
#include "../fs/btree.h"
#include "../fs/fsck.h"
#include "../fs/super.h"
#include "../fs/trans.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { IMG = 3 << 20, NS = 512 };

/* The pristine image, built once per process (the harness's own state). */
static uint8_t *pristine;
static uint64_t nodes[1024];
static size_t nnodes;

static struct jolt_blk *mem_dev(void)
{
	struct jolt_blk_opts o;
	struct jolt_blk *b;
	jolt_blk_opts_default(&o);
	o.block_size = 512;
	if (jolt_blk_open("mem", "size=3M,log=0", &o, &b, NULL, 0))
		abort();
	return b;
}

static void build(void)
{
	struct jolt_blk *dev = mem_dev();
	struct jolt_fs_mkfs_opts mo;
	struct jolt_fs_info *fs;
	struct jolt_trans t;
	struct jolt_root *root, *snap;
	jolt_fs_mkfs_opts_default(&mo);
	mo.nodesize = NS;
	mo.sectorsize = 512;
	mo.journal_bytes = 1 << 20;
	if (jolt_fs_mkfs(dev, &mo, NULL, 0) || jolt_fs_mount(dev, NULL, &fs, NULL, 0) ||
	    jolt_fs_read_root(fs, 5, &root) || jolt_trans_begin(fs, 512, 0, &t))
		abort();
	for (uint64_t k = 0; k < 200; k++) {
		struct jolt_fs_key key = jolt_key(256 + k, JOLT_KEY_INODE_ITEM, 0);
		uint64_t v[4] = {k, k, k, k};
		jolt_btree_insert(&t, root, &key, v, 8 + (uint32_t)(k % 4) * 8);
	}
	uint64_t b;
	if (jolt_alloc_data_extent(&t, 4096, 5, 256, 0, &b) == 0) {
		struct jolt_fs_file_extent_item fe = { .type = JOLT_FS_FILE_EXTENT_REG, .disk_bytenr = b,
						       .disk_num_bytes = 4096, .num_bytes = 4096 };
		struct jolt_fs_key ek = jolt_key(256, JOLT_KEY_EXTENT_DATA, 0);
		jolt_btree_insert(&t, root, &ek, &fe, sizeof(fe));
	}
	jolt_trans_end(&t);
	jolt_fs_commit(fs);
	/* a clone: shared nodes */
	if (jolt_trans_begin(fs, 16, 0, &t) == 0) {
		jolt_btree_clone(&t, root, 256, &snap);
		jolt_trans_end(&t);
	}
	jolt_fs_unmount(fs);
	if (jolt_fs_mount(dev, NULL, &fs, NULL, 0))
		abort();
	struct jolt_cursor c;
	struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
	jolt_cursor_init(&c, fs->extent_root, &min, &max);
	while (nnodes < 1024 && jolt_cursor_next(&c, &k, NULL, NULL) == 1)
		if (k.type == JOLT_KEY_METADATA_ITEM)
			nodes[nnodes++] = k.objectid;
	jolt_cursor_release(&c);
	jolt_fs_unmount(fs);
	pristine = malloc(IMG);
	if (!pristine || !nnodes)
		abort();
	memcpy(pristine, jolt_blk_mem_data(dev), IMG);
	jolt_blk_close(dev);
}

static void quiet(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
}

static void exercise(struct jolt_blk *dev)
{
	struct jolt_fsck_opts o = { .report = quiet };
	struct jolt_fs_mount_opts mo;
	struct jolt_fs_info *fs;
	char why[256];
	jolt_fs_check_dev(dev, &o, NULL);
	jolt_fs_mount_opts_default(&mo);
	mo.commit_interval_ms = JOLT_FS_MOUNT_NO_INTERVAL;
	if (jolt_fs_mount(dev, &mo, &fs, why, sizeof(why)))
		return;
	FILE *null = fopen("/dev/null", "w");
	if (null) {
		jolt_fs_dump(fs, 0, null, NULL, NULL);
		fclose(null);
	}
	uint64_t ids[2] = {5, 256};
	for (int i = 0; i < 2; i++) {
		struct jolt_root *root;
		if (jolt_fs_read_root(fs, ids[i], &root))
			continue;
		struct jolt_cursor c;
		struct jolt_fs_key min = jolt_key(0, 0, 0), max = jolt_key(UINT64_MAX, 255, UINT64_MAX), k;
		jolt_cursor_init(&c, root, &min, &max);
		while (jolt_cursor_next(&c, &k, NULL, NULL) == 1)
			;
		jolt_cursor_release(&c);
		for (uint64_t n = 0; n < 16; n++) {
			struct jolt_trans t;
			struct jolt_fs_key key = jolt_key(256 + n * 13, JOLT_KEY_INODE_ITEM, 0);
			if (jolt_trans_begin(fs, jolt_trans_blocks_for_items(fs, 1), JOLT_TRANS_USE_RESERVE, &t))
				break;
			if (n % 2)
				jolt_btree_delete(&t, root, &key);
			else
				jolt_btree_insert(&t, root, &key, &n, 8);
			jolt_trans_end(&t);
		}
	}
	jolt_fs_commit(fs);
	jolt_fs_check(fs, &o, NULL);
	jolt_fs_unmount(fs);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	if (!(data[0] & 1)) {
		/* raw bytes as a node of each size and as a superblock */
		static const uint8_t fsid[16];
		uint8_t *buf = calloc(1, JOLT_FS_SUPER_SIZE > 65536 ? JOLT_FS_SUPER_SIZE : 65536);
		if (!buf)
			return 0;
		memcpy(buf, data + 1, size - 1 < 65536 ? size - 1 : 65536);
		for (uint32_t ns = 512; ns <= 65536; ns *= 2) {
			uint8_t *n = buf;
			if (data[0] & 2)
				((struct jolt_fs_header *)n)->csum = jolt_fs_node_csum(n, ns);
			jolt_fs_node_verify(n, ns, ((struct jolt_fs_header *)n)->bytenr,
					    ((struct jolt_fs_header *)n)->fsid, -1, 0, NULL, 0);
			jolt_fs_node_verify(n, ns, 4096, fsid, 0, 1, NULL, 0);
		}
		struct jolt_fs_super *sb = (void *)buf;
		if (data[0] & 2)
			sb->csum = jolt_fs_super_csum(sb);
		char why[256];
		jolt_fs_super_verify(sb, sb->bytenr, IMG, why, sizeof(why));
		free(buf);
		return 0;
	}
	if (!pristine)
		build();
	if (size > 1 + 6 * 64)
		size = 1 + 6 * 64;
	struct jolt_blk *dev = mem_dev();
	uint8_t *img = malloc(IMG);
	if (!img)
		abort();
	memcpy(img, pristine, IMG);
	for (size_t p = 1; p + 6 <= size; p += 6) {
		uint16_t idx, off;
		memcpy(&idx, data + p, 2);
		memcpy(&off, data + p + 2, 2);
		uint8_t val = data[p + 4], flags = data[p + 5];
		if (flags & 2) {
			uint64_t base = idx & 1 ? JOLT_FS_SUPER_OFFSET1 : JOLT_FS_SUPER_OFFSET0;
			img[base + off % JOLT_FS_SUPER_SIZE] = val;
			if (flags & 1) {
				struct jolt_fs_super *sb = (void *)(img + base);
				sb->csum = jolt_fs_super_csum(sb);
			}
		} else {
			uint64_t base = nodes[idx % nnodes];
			img[base + off % NS] = val;
			if (flags & 1) {
				struct jolt_fs_header *h = (void *)(img + base);
				h->csum = jolt_fs_node_csum(img + base, NS);
			}
		}
	}
	if (jolt_blk_mem_load(dev, img, IMG))
		abort();
	free(img);
	exercise(dev);
	jolt_blk_close(dev);
	return 0;
}
