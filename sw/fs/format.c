/* The functions of ctree.h: the on-disk format's pure functions (key
 * order, checksums, and the verification every node and superblock passes
 * before anything trusts it: btrfs's tree-checker), and the record of a
 * filesystem's fatal error. docs/disk-format.md is the contract; the
 * _Static_asserts below hold fs_format.h to its tables.
 *
 * Verification is total: any byte string of the right length gets a
 * verdict, never a crash or an out-of-bounds read, so the B+tree code can
 * index a verified node without further checks (fuzzed by
 * sw/fuzz/fuzz_fs.c). */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "ctree.h"
#include "jolt/log.h"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "jolt's on-disk structures are read in place: little-endian hosts only"
#endif

_Static_assert(sizeof(struct jolt_fs_key) == JOLT_FS_KEY_SIZE, "key");
_Static_assert(offsetof(struct jolt_fs_key, type) == 8, "key type");
_Static_assert(offsetof(struct jolt_fs_key, offset) == 16, "key offset");
_Static_assert(sizeof(struct jolt_fs_header) == JOLT_FS_HEADER_SIZE, "header");
_Static_assert(offsetof(struct jolt_fs_header, fsid) == 8, "header fsid");
_Static_assert(offsetof(struct jolt_fs_header, bytenr) == 24, "header bytenr");
_Static_assert(offsetof(struct jolt_fs_header, generation) == 32, "header generation");
_Static_assert(offsetof(struct jolt_fs_header, owner) == 40, "header owner");
_Static_assert(offsetof(struct jolt_fs_header, nritems) == 48, "header nritems");
_Static_assert(offsetof(struct jolt_fs_header, level) == 52, "header level");
_Static_assert(sizeof(struct jolt_fs_item) == JOLT_FS_ITEM_SIZE, "item");
_Static_assert(offsetof(struct jolt_fs_item, offset) == 24, "item offset");
_Static_assert(sizeof(struct jolt_fs_key_ptr) == JOLT_FS_KEY_PTR_SIZE, "key ptr");
_Static_assert(offsetof(struct jolt_fs_key_ptr, blockptr) == 24, "key ptr blockptr");
_Static_assert(sizeof(struct jolt_fs_super) == JOLT_FS_SUPER_SIZE, "superblock");
_Static_assert(offsetof(struct jolt_fs_super, magic) == 8, "sb magic");
_Static_assert(offsetof(struct jolt_fs_super, fsid) == 16, "sb fsid");
_Static_assert(offsetof(struct jolt_fs_super, bytenr) == 32, "sb bytenr");
_Static_assert(offsetof(struct jolt_fs_super, generation) == 40, "sb generation");
_Static_assert(offsetof(struct jolt_fs_super, root) == 48, "sb root");
_Static_assert(offsetof(struct jolt_fs_super, root_level) == 56, "sb root_level");
_Static_assert(offsetof(struct jolt_fs_super, total_bytes) == 64, "sb total_bytes");
_Static_assert(offsetof(struct jolt_fs_super, sectorsize) == 80, "sb sectorsize");
_Static_assert(offsetof(struct jolt_fs_super, journal_offset) == 88, "sb journal_offset");
_Static_assert(offsetof(struct jolt_fs_super, data_offset) == 104, "sb data_offset");
_Static_assert(offsetof(struct jolt_fs_super, incompat_flags) == 128, "sb incompat");
_Static_assert(offsetof(struct jolt_fs_super, journal_txid) == 136, "sb journal_txid");
_Static_assert(offsetof(struct jolt_fs_super, label) == 152, "sb label");
_Static_assert(offsetof(struct jolt_fs_super, mmp_offset) == 216, "sb mmp_offset");
_Static_assert(offsetof(struct jolt_fs_super, mmp_interval) == 224, "sb mmp_interval");
_Static_assert(offsetof(struct jolt_fs_super, reserved) == 232, "sb reserved");
_Static_assert(sizeof(struct jolt_fs_mmp) == 4096, "mmp block");
_Static_assert(offsetof(struct jolt_fs_mmp, seq) == 32, "mmp seq");
_Static_assert(offsetof(struct jolt_fs_mmp, mount_id) == 48, "mmp mount_id");
_Static_assert(offsetof(struct jolt_fs_mmp, nodename) == 64, "mmp nodename");
_Static_assert(offsetof(struct jolt_fs_mmp, device) == 128, "mmp device");
_Static_assert(sizeof(struct jolt_fs_root_item) == 176, "root item");
_Static_assert(offsetof(struct jolt_fs_root_item, last_snapshot) == 48, "root last_snapshot");
_Static_assert(offsetof(struct jolt_fs_root_item, uuid) == 88, "root uuid");
_Static_assert(offsetof(struct jolt_fs_root_item, level) == 136, "root level");
_Static_assert(sizeof(struct jolt_fs_extent_item) == 48, "extent item");
_Static_assert(sizeof(struct jolt_fs_timespec) == 16, "timespec");
_Static_assert(sizeof(struct jolt_fs_inode_item) == 160, "inode item");
_Static_assert(offsetof(struct jolt_fs_inode_item, nlink) == 56, "inode nlink");
_Static_assert(offsetof(struct jolt_fs_inode_item, atime) == 72, "inode atime");
_Static_assert(offsetof(struct jolt_fs_inode_item, xattr_bytes) == 136, "inode xattr_bytes");
_Static_assert(offsetof(struct jolt_fs_inode_item, parent) == 144, "inode parent");
_Static_assert(sizeof(struct jolt_fs_dir_item) == 40, "dir item");
_Static_assert(offsetof(struct jolt_fs_dir_item, data_len) == 32, "dir data_len");
_Static_assert(offsetof(struct jolt_fs_dir_item, type) == 36, "dir type");
_Static_assert(sizeof(struct jolt_fs_file_extent_item) == 56, "file extent item");
_Static_assert(sizeof(struct jolt_fs_xattr_remote) == 16, "remote xattr entry");
_Static_assert(offsetof(struct jolt_fs_file_extent_item, type) == 20, "file extent type");
_Static_assert(offsetof(struct jolt_fs_file_extent_item, disk_bytenr) ==
	       JOLT_FS_FILE_EXTENT_INLINE_DATA, "inline data");

void jolt_fs_why(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	if (!why || !len)
		return;
	va_start(ap, fmt);
	vsnprintf(why, len, fmt, ap);
	va_end(ap);
}

int jolt_key_next(struct jolt_fs_key *k)
{
	if (k->offset != UINT64_MAX) {
		k->offset++;
		return 0;
	}
	k->offset = 0;
	if (k->type != UINT8_MAX) {
		k->type++;
		return 0;
	}
	k->type = 0;
	if (k->objectid != UINT64_MAX) {
		k->objectid++;
		return 0;
	}
	k->objectid = UINT64_MAX;
	k->type = UINT8_MAX;
	k->offset = UINT64_MAX;
	return -ERANGE;
}

const char *jolt_key_type_name(uint8_t type)
{
	switch (type) {
	case JOLT_KEY_INODE_ITEM: return "INODE_ITEM";
	case JOLT_KEY_INODE_REF: return "INODE_REF";
	case JOLT_KEY_XATTR_ITEM: return "XATTR_ITEM";
	case JOLT_KEY_XATTR_VALUE: return "XATTR_VALUE";
	case JOLT_KEY_ORPHAN_ITEM: return "ORPHAN_ITEM";
	case JOLT_KEY_DIR_ITEM: return "DIR_ITEM";
	case JOLT_KEY_DIR_INDEX: return "DIR_INDEX";
	case JOLT_KEY_EXTENT_DATA: return "EXTENT_DATA";
	case JOLT_KEY_ROOT_ITEM: return "ROOT_ITEM";
	case JOLT_KEY_ROOT_BACKREF: return "ROOT_BACKREF";
	case JOLT_KEY_ROOT_REF: return "ROOT_REF";
	case JOLT_KEY_EXTENT_ITEM: return "EXTENT_ITEM";
	case JOLT_KEY_METADATA_ITEM: return "METADATA_ITEM";
	case JOLT_KEY_TREE_BLOCK_REF: return "TREE_BLOCK_REF";
	case JOLT_KEY_EXTENT_DATA_REF: return "EXTENT_DATA_REF";
	case JOLT_KEY_SHARED_BLOCK_REF: return "SHARED_BLOCK_REF";
	case JOLT_KEY_SHARED_DATA_REF: return "SHARED_DATA_REF";
	default: return NULL;
	}
}

void jolt_key_format(const struct jolt_fs_key *k, char *buf, size_t len)
{
	const char *t = jolt_key_type_name(k->type);

	if (t)
		snprintf(buf, len, "(%llu %s %llu)", (unsigned long long)k->objectid, t,
			 (unsigned long long)k->offset);
	else
		snprintf(buf, len, "(%llu UNKNOWN.%u %llu)", (unsigned long long)k->objectid,
			 k->type, (unsigned long long)k->offset);
}

uint32_t jolt_fs_node_max_ptrs(uint32_t nodesize)
{
	return (nodesize - JOLT_FS_HEADER_SIZE) / JOLT_FS_KEY_PTR_SIZE;
}

uint32_t jolt_fs_max_item_size(uint32_t nodesize)
{
	return nodesize - JOLT_FS_HEADER_SIZE - JOLT_FS_ITEM_SIZE;
}

uint32_t jolt_fs_node_csum(const uint8_t *node, uint32_t nodesize)
{
	return jolt_crc32c(0, node + JOLT_FS_CSUM_SIZE, nodesize - JOLT_FS_CSUM_SIZE);
}

uint32_t jolt_fs_super_csum(const struct jolt_fs_super *sb)
{
	return jolt_crc32c(0, (const uint8_t *)sb + JOLT_FS_CSUM_SIZE,
			   JOLT_FS_SUPER_SIZE - JOLT_FS_CSUM_SIZE);
}

int jolt_fs_node_verify(const uint8_t *node, uint32_t nodesize, uint64_t bytenr,
			const uint8_t fsid[16], int expect_level, uint64_t expect_gen,
			char *why, size_t why_len)
{
	const struct jolt_fs_header *h = (const struct jolt_fs_header *)node;
	char k1[64], k2[64];

	if (h->csum != jolt_fs_node_csum(node, nodesize)) {
		jolt_fs_why(why, why_len, "node %llu: checksum mismatch (stored %08x, computed %08x)",
			(unsigned long long)bytenr, h->csum, jolt_fs_node_csum(node, nodesize));
		return -EUCLEAN;
	}
	if (memcmp(h->fsid, fsid, 16)) {
		jolt_fs_why(why, why_len, "node %llu: belongs to another filesystem (fsid differs)",
			(unsigned long long)bytenr);
		return -EUCLEAN;
	}
	if (h->bytenr != bytenr) {
		jolt_fs_why(why, why_len, "node %llu: header says it lives at %llu (misplaced write)",
			(unsigned long long)bytenr, (unsigned long long)h->bytenr);
		return -EUCLEAN;
	}
	if (h->level >= JOLT_FS_MAX_LEVEL || (expect_level >= 0 && h->level != expect_level)) {
		jolt_fs_why(why, why_len, "node %llu: level %u, expected %d",
			(unsigned long long)bytenr, h->level, expect_level);
		return -EUCLEAN;
	}
	if (expect_gen && h->generation != expect_gen) {
		jolt_fs_why(why, why_len, "node %llu: generation %llu, parent expects %llu (stale or lost write)",
			(unsigned long long)bytenr, (unsigned long long)h->generation,
			(unsigned long long)expect_gen);
		return -EUCLEAN;
	}
	if (h->level) {
		if (h->nritems > jolt_fs_node_max_ptrs(nodesize)) {
			jolt_fs_why(why, why_len, "node %llu (level %u): %u pointers, at most %u fit",
				(unsigned long long)bytenr, h->level, h->nritems,
				jolt_fs_node_max_ptrs(nodesize));
			return -EUCLEAN;
		}
		const struct jolt_fs_key_ptr *p = (const void *)(node + JOLT_FS_HEADER_SIZE);
		for (uint32_t i = 0; i < h->nritems; i++) {
			if (i && jolt_key_cmp(&p[i - 1].key, &p[i].key) >= 0) {
				jolt_key_format(&p[i - 1].key, k1, sizeof(k1));
				jolt_key_format(&p[i].key, k2, sizeof(k2));
				jolt_fs_why(why, why_len, "node %llu (level %u): keys out of order at slot %u: %s then %s",
					(unsigned long long)bytenr, h->level, i, k1, k2);
				return -EUCLEAN;
			}
			if (!p[i].blockptr || p[i].blockptr == bytenr) {
				jolt_fs_why(why, why_len, "node %llu (level %u): bad child pointer %llu at slot %u",
					(unsigned long long)bytenr, h->level,
					(unsigned long long)p[i].blockptr, i);
				return -EUCLEAN;
			}
		}
		return 0;
	}
	if (h->nritems > (nodesize - JOLT_FS_HEADER_SIZE) / JOLT_FS_ITEM_SIZE) {
		jolt_fs_why(why, why_len, "leaf %llu: %u items, at most %u fit", (unsigned long long)bytenr,
			h->nritems, (nodesize - JOLT_FS_HEADER_SIZE) / JOLT_FS_ITEM_SIZE);
		return -EUCLEAN;
	}
	const struct jolt_fs_item *it = (const void *)(node + JOLT_FS_HEADER_SIZE);
	uint64_t end = nodesize;
	uint64_t items_end = JOLT_FS_HEADER_SIZE + (uint64_t)h->nritems * JOLT_FS_ITEM_SIZE;
	for (uint32_t i = 0; i < h->nritems; i++) {
		if ((uint64_t)it[i].offset + it[i].size != end || it[i].offset < items_end) {
			jolt_fs_why(why, why_len, "leaf %llu: item %u data [%u, +%u) is not where the "
				"layout puts it (ends at %llu, items end at %llu)",
				(unsigned long long)bytenr, i, it[i].offset, it[i].size,
				(unsigned long long)end, (unsigned long long)items_end);
			return -EUCLEAN;
		}
		end = it[i].offset;
		if (i && jolt_key_cmp(&it[i - 1].key, &it[i].key) >= 0) {
			jolt_key_format(&it[i - 1].key, k1, sizeof(k1));
			jolt_key_format(&it[i].key, k2, sizeof(k2));
			jolt_fs_why(why, why_len, "leaf %llu: keys out of order at slot %u: %s then %s",
				(unsigned long long)bytenr, i, k1, k2);
			return -EUCLEAN;
		}
	}
	return 0;
}

static int pow2(uint64_t v)
{
	return v && !(v & (v - 1));
}

int jolt_fs_super_verify(const struct jolt_fs_super *sb, uint64_t at, uint64_t dev_bytes,
			 char *why, size_t why_len)
{
	if (memcmp(sb->magic, JOLT_FS_SUPER_MAGIC, sizeof(sb->magic))) {
		jolt_fs_why(why, why_len, "superblock at %llu: no jolt filesystem magic",
			(unsigned long long)at);
		return -EINVAL;
	}
	if (sb->csum != jolt_fs_super_csum(sb)) {
		jolt_fs_why(why, why_len, "superblock at %llu: checksum mismatch", (unsigned long long)at);
		return -EUCLEAN;
	}
	if (sb->version != JOLT_FS_VERSION) {
		jolt_fs_why(why, why_len, "superblock at %llu: format version %u, this jolt reads %u",
			(unsigned long long)at, sb->version, JOLT_FS_VERSION);
		return -EOPNOTSUPP;
	}
	if (sb->incompat_flags & ~(uint64_t)JOLT_FS_INCOMPAT_SUPP) {
		jolt_fs_why(why, why_len, "superblock at %llu: unknown incompatible features 0x%llx",
			(unsigned long long)at,
			(unsigned long long)(sb->incompat_flags & ~(uint64_t)JOLT_FS_INCOMPAT_SUPP));
		return -EOPNOTSUPP;
	}
	const char *bad = NULL;
	if (sb->bytenr != at || sb->copy != (at == JOLT_FS_SUPER_OFFSET1))
		bad = "its own location";
	else if (!pow2(sb->sectorsize) || sb->sectorsize < 512 || sb->sectorsize > JOLT_FS_NODESIZE_MAX)
		bad = "sectorsize";
	else if (!pow2(sb->nodesize) || sb->nodesize < JOLT_FS_NODESIZE_MIN ||
		 sb->nodesize > JOLT_FS_NODESIZE_MAX || sb->nodesize < sb->sectorsize)
		bad = "nodesize";
	else if (sb->total_bytes > dev_bytes)
		bad = "total_bytes (larger than the device)";
	else if (sb->journal_offset != JOLT_FS_JOURNAL_OFFSET || sb->journal_bytes == 0 ||
		 sb->journal_bytes > sb->data_offset - sb->journal_offset ||
		 sb->data_offset < sb->journal_offset)
		bad = "the journal region";
	else if (sb->data_offset % JOLT_FS_ALIGN || sb->data_offset >= sb->total_bytes)
		bad = "data_offset";
	else if (sb->root < sb->data_offset || sb->root % sb->sectorsize ||
		 sb->root > sb->total_bytes - sb->nodesize)
		bad = "the root tree's location";
	else if (sb->root_level >= JOLT_FS_MAX_LEVEL)
		bad = "root_level";
	else if (sb->generation == 0)
		bad = "generation";
	else if ((sb->incompat_flags & JOLT_FS_INCOMPAT_MMP) &&
		 (sb->mmp_offset != JOLT_FS_MMP_OFFSET || sb->mmp_interval == 0 ||
		  sb->mmp_interval > JOLT_FS_MMP_INTERVAL_MAX))
		bad = "multi-mount protection (mmp_offset, mmp_interval)";
	if (bad) {
		jolt_fs_why(why, why_len, "superblock at %llu: bad %s", (unsigned long long)at, bad);
		return -EUCLEAN;
	}
	return 0;
}

void jolt_fs_set_error(struct jolt_fs_info *fs, int err, const char *fmt, ...)
{
	/* first one wins, also against the multi-mount updater's thread (mmp.c) */
	int none = 0;
	if (!__atomic_compare_exchange_n(&fs->error, &none, err < 0 ? err : -EIO, 0,
					 __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
		return;
	char msg[sizeof(fs->errmsg)];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	memcpy(fs->errmsg, msg, sizeof(msg));
}
