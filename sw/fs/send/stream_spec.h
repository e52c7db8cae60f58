/* What the btrfs send stream allows, in one place for the writer and the
 * reader: each attribute's kind and first version, each command's first
 * version and its required and optional attributes (docs/send-stream.md
 * sections 3 and 4; the kernel's fs/btrfs/send.c is the authority on which
 * command carries what). */
#ifndef JOLT_SEND_STREAM_SPEC_H
#define JOLT_SEND_STREAM_SPEC_H
#include <stdint.h>

#include "jolt/send_stream.h"

enum jolt_send_kind {
	JOLT_SEND_KIND_NONE,
	JOLT_SEND_KIND_U32,
	JOLT_SEND_KIND_U64,
	JOLT_SEND_KIND_UUID,
	JOLT_SEND_KIND_TIMESPEC,
	JOLT_SEND_KIND_STRING,   /* no NUL inside, not terminated */
	JOLT_SEND_KIND_BINARY,
};

struct jolt_send_attr_spec {
	const char *name;
	uint8_t kind;
	uint8_t version;         /* first stream version defining it */
};

struct jolt_send_cmd_spec {
	const char *name;
	uint8_t version;
	uint64_t required;       /* bit (1 << attr) */
	uint64_t optional;
};

extern const struct jolt_send_attr_spec jolt_send_attr_specs[JOLT_SEND_A_COUNT];
extern const struct jolt_send_cmd_spec jolt_send_cmd_specs[JOLT_SEND_C_COUNT];

/* The stream's magic with its NUL, and the fixed size of each kind (0 for
 * variable). */
extern const char jolt_send_magic[13];
unsigned jolt_send_kind_size(unsigned kind);
/* Largest command (header included) a writer of this version emits. */
uint32_t jolt_send_cmd_max(uint32_t version);

static inline void jolt_send_put_le16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static inline void jolt_send_put_le32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static inline void jolt_send_put_le64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static inline uint16_t jolt_send_le16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static inline uint32_t jolt_send_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static inline uint64_t jolt_send_le64(const uint8_t *p)
{
	return (uint64_t)jolt_send_le32(p) | (uint64_t)jolt_send_le32(p + 4) << 32;
}
#endif
