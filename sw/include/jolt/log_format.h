/* jolt log format, version 1: constants and on-log structures.
 * The byte-level contract is docs/log-format.md; this header mirrors it.
 * Written without macros so the Python binding can parse it as is. */
#ifndef JOLT_LOG_FORMAT_H
#define JOLT_LOG_FORMAT_H
#include <stdint.h>

enum {
	JOLT_LOG_VERSION = 1,
	JOLT_BLOCK_SIZE = 4096,
	JOLT_RECORD_MAGIC = 0x544c4f4a,      /* "JOLT" */
	JOLT_RECORD_HEADER_SIZE = 64,
	JOLT_OP_HEADER_SIZE = 16,
	JOLT_COMMIT_PAYLOAD_SIZE = 16,
	JOLT_RECORD_SIZE_MIN = 4096,
	JOLT_RECORD_SIZE_MAX = 262144,
	JOLT_RECORD_SIZE_DEFAULT = 32768,
	JOLT_MAX_PAYLOAD = 1048576,
	JOLT_CAPACITY_MIN = 16,
	JOLT_CAPACITY_MAX = 65536,
	JOLT_CAPACITY_DEFAULT = 1024,
	JOLT_INDEX_SLOTS_MIN = 16,
	JOLT_INDEX_SLOTS_MAX = 1048576,
	JOLT_INDEX_SLOTS_DEFAULT = 2048,
	JOLT_MAX_TX_ITEMS_DEFAULT = 256,
};

/* Item types: the engine reads only the class, type >> 6, and writes the
 * commit op itself. What a type means within its class is the caller's
 * vocabulary (the filesystem's is sw/include/jolt/fs_items.h). */
enum jolt_item_class {
	JOLT_CLASS_OBJECT = 0,
	JOLT_CLASS_INTENT = 1,
	JOLT_CLASS_DONE = 2,
	JOLT_CLASS_CONTROL = 3,
};

enum jolt_item_type {
	JOLT_ITEM_COMMIT = 0xc0,
};

enum jolt_record_flags {
	JOLT_REC_FIRST = 1,
	JOLT_REC_COMMIT = 2,
	JOLT_REC_CONT = 4,
	JOLT_REC_FLAGS_ALL = 7,
};

enum jolt_op_flags {
	JOLT_OP_CONT = 1,
	JOLT_OP_MORE = 2,
	JOLT_OP_FLAGS_ALL = 3,
};

struct jolt_record_header {
	uint32_t magic;
	uint16_t version;
	uint16_t flags;
	uint64_t seq;
	uint64_t lsn;
	uint64_t tail_lsn;
	uint32_t len;
	uint32_t ops;
	uint32_t index;
	uint16_t blocks;
	uint16_t size_blocks;
	uint8_t reserved[12];
	uint32_t crc;
};

struct jolt_op_header {
	uint8_t type;
	uint8_t flags;
	uint16_t reserved;
	uint32_t len;
	uint64_t key;
};

struct jolt_commit_payload {
	uint64_t items;
	uint32_t records;
	uint32_t reserved;
};

/* Block 0 of a log image (docs/log-format.md section 4). */
struct jolt_log_super {
	uint8_t magic[8];
	uint32_t version;
	uint32_t block_size;
	uint64_t log_blocks;
	uint32_t record_size;
	uint32_t reserved0;
	uint64_t first_lsn;
	uint8_t reserved[4052];
	uint32_t crc;
};

#endif
