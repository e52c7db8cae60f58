/* format.c: key order, and node and superblock verification against
 * hand-built images (every header of sw/fs/ is included, so they compile
 * together). */
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "alloc.h"
#include "btree.h"
#include "ctree.h"
#include "fsck.h"
#include "node.h"
#include "super.h"
#include "trans.h"

static const uint8_t fsid[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

static void key_order(void)
{
	struct jolt_fs_key a = jolt_key(1, 2, 3), b = jolt_key(1, 2, 4), c = jolt_key(1, 3, 0),
			   d = jolt_key(2, 0, 0);
	CHECK(jolt_key_cmp(&a, &b) < 0);
	CHECK(jolt_key_cmp(&b, &c) < 0);
	CHECK(jolt_key_cmp(&c, &d) < 0);
	CHECK(jolt_key_cmp(&d, &a) > 0);
	CHECK_EQ(jolt_key_cmp(&a, &a), 0);
	a.pad[0] = 9;   /* pad takes no part */
	CHECK_EQ(jolt_key_cmp(&a, &(struct jolt_fs_key){.objectid = 1, .type = 2, .offset = 3}), 0);
	struct jolt_fs_key k = jolt_key(7, 255, UINT64_MAX);
	CHECK_EQ(jolt_key_next(&k), 0);
	CHECK_EQ(k.objectid, 8);
	CHECK_EQ(k.type, 0);
	CHECK_EQ(k.offset, 0);
	k = jolt_key(UINT64_MAX, 255, UINT64_MAX);
	CHECK_EQ(jolt_key_next(&k), -ERANGE);
	char buf[64];
	jolt_key_format(&(struct jolt_fs_key){.objectid = 256, .type = JOLT_KEY_INODE_ITEM}, buf,
			sizeof(buf));
	CHECK(!strcmp(buf, "(256 INODE_ITEM 0)"));
}

/* A leaf of 1024 bytes with n items of 8 bytes. */
static void build_leaf(uint8_t *n, uint32_t nodesize, uint64_t bytenr, int items)
{
	struct jolt_fs_header *h = (void *)n;
	memset(n, 0, nodesize);
	memcpy(h->fsid, fsid, 16);
	h->bytenr = bytenr;
	h->generation = 7;
	h->owner = 5;
	h->nritems = items;
	struct jolt_fs_item *it = (void *)(n + JOLT_FS_HEADER_SIZE);
	uint32_t end = nodesize;
	for (int i = 0; i < items; i++) {
		it[i].key = jolt_key(256 + i, JOLT_KEY_INODE_ITEM, 0);
		it[i].size = 8;
		it[i].offset = end - 8;
		end -= 8;
		memset(n + it[i].offset, i, 8);
	}
	h->csum = jolt_fs_node_csum(n, nodesize);
}

static void node_verify(void)
{
	enum { NS = 1024 };
	uint8_t n[NS];
	char why[256];
	build_leaf(n, NS, 1 << 20, 10);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 7, why, sizeof(why)), 0);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, -1, 0, why, sizeof(why)), 0);
	/* wrong place, level, generation, fsid */
	CHECK_EQ(jolt_fs_node_verify(n, NS, 2 << 20, fsid, 0, 7, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, "2097152"));
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 1, 7, why, sizeof(why)), -EUCLEAN);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 8, why, sizeof(why)), -EUCLEAN);
	uint8_t other[16] = {0};
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, other, 0, 7, why, sizeof(why)), -EUCLEAN);
	/* one flipped bit */
	n[500] ^= 1;
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 7, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, "checksum"));
	/* valid checksum over broken structure: keys out of order, data misplaced */
	build_leaf(n, NS, 1 << 20, 10);
	struct jolt_fs_item *it = (void *)(n + JOLT_FS_HEADER_SIZE);
	it[4].key.objectid = 1;
	((struct jolt_fs_header *)n)->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 7, why, sizeof(why)), -EUCLEAN);
	CHECK(strstr(why, "order"));
	build_leaf(n, NS, 1 << 20, 10);
	it[3].size = 4000;
	((struct jolt_fs_header *)n)->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 7, why, sizeof(why)), -EUCLEAN);
	build_leaf(n, NS, 1 << 20, 10);
	((struct jolt_fs_header *)n)->nritems = 1000;
	((struct jolt_fs_header *)n)->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 1 << 20, fsid, 0, 7, why, sizeof(why)), -EUCLEAN);
}

static void internal_verify(void)
{
	enum { NS = 512 };
	uint8_t n[NS];
	char why[256];
	struct jolt_fs_header *h = (void *)n;
	memset(n, 0, NS);
	memcpy(h->fsid, fsid, 16);
	h->bytenr = 4096;
	h->generation = 3;
	h->level = 2;
	h->nritems = jolt_fs_node_max_ptrs(NS);
	struct jolt_fs_key_ptr *p = (void *)(n + JOLT_FS_HEADER_SIZE);
	for (uint32_t i = 0; i < h->nritems; i++) {
		p[i].key = jolt_key(i * 10, 1, 0);
		p[i].blockptr = 8192 + 512 * i;
		p[i].generation = 3;
	}
	h->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 4096, fsid, 2, 3, why, sizeof(why)), 0);
	h->nritems++;
	h->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 4096, fsid, 2, 3, why, sizeof(why)), -EUCLEAN);
	h->nritems--;
	p[2].blockptr = 0;
	h->csum = jolt_fs_node_csum(n, NS);
	CHECK_EQ(jolt_fs_node_verify(n, NS, 4096, fsid, 2, 3, why, sizeof(why)), -EUCLEAN);
}

static void super_verify(void)
{
	struct jolt_fs_super sb;
	char why[256];
	memset(&sb, 0, sizeof(sb));
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET0, 1 << 30, why, sizeof(why)), -EINVAL);
	memcpy(sb.magic, JOLT_FS_SUPER_MAGIC, 8);
	sb.version = 1;
	sb.bytenr = JOLT_FS_SUPER_OFFSET1;
	sb.copy = 1;
	sb.generation = 4;
	sb.sectorsize = 4096;
	sb.nodesize = 16384;
	sb.total_bytes = 64 << 20;
	sb.journal_offset = 1 << 20;
	sb.journal_bytes = 2 << 20;
	sb.data_offset = 3 << 20;
	sb.root = 3 << 20;
	sb.csum = jolt_fs_super_csum(&sb);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET1, 64 << 20, why, sizeof(why)), 0);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET0, 64 << 20, why, sizeof(why)), -EUCLEAN);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET1, 32 << 20, why, sizeof(why)), -EUCLEAN);
	sb.version = 2;
	sb.csum = jolt_fs_super_csum(&sb);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET1, 64 << 20, why, sizeof(why)), -EOPNOTSUPP);
	CHECK(strstr(why, "version 2"));
	sb.version = 1;
	sb.incompat_flags = 1 << 7;
	sb.csum = jolt_fs_super_csum(&sb);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET1, 64 << 20, why, sizeof(why)), -EOPNOTSUPP);
	sb.incompat_flags = 0;
	sb.root = (3 << 20) + 100;
	sb.csum = jolt_fs_super_csum(&sb);
	CHECK_EQ(jolt_fs_super_verify(&sb, JOLT_FS_SUPER_OFFSET1, 64 << 20, why, sizeof(why)), -EUCLEAN);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(key_order), TEST(node_verify), TEST(internal_verify), TEST(super_verify),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
