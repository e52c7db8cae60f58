/* Reading jolt logs: CRC32C, record validation, op parsing, log images and
 * recovery (docs/log-format.md sections 3 to 5). Every function here treats
 * its input as untrusted. */
#ifndef JOLT_LOG_H
#define JOLT_LOG_H
#include <stddef.h>
#include <stdint.h>
#include "log_format.h"

/* CRC32C (Castagnoli), standard init and final XOR; chain by passing the
 * previous result as crc (0 to start): crc(0, "123456789", 9) = 0xe3069283. */
uint32_t jolt_crc32c(uint32_t crc, const void *buf, size_t len);

/* The CRC of a whole record as section 3.3 defines it (body, then header
 * with the crc field zero); rec holds blocks * 4096 bytes. */
uint32_t jolt_record_crc(const uint8_t *rec, uint32_t blocks);

/* The CRC32C of a region [start, end) filled by copies, computed as it is
 * filled: a copy of 1 KiB or more folds the CRC of the bytes it moves
 * (x86 with AVX2 and VPCLMULQDQ) instead of a second pass over the region
 * afterwards; the region's other bytes are read from memory at the next
 * such copy or at the end. Rules: copies go forward (each dst at or past
 * the end of the previous fused copy), and every byte before a copy's dst
 * is final when the copy is made. With fused 0, or on another CPU,
 * jolt_crc_copy is memcpy and the end one CRC pass over the region. */
struct jolt_crc_copy {
	uint32_t reg;          /* raw CRC register over [start, done) */
	const uint8_t *done;
	int fused;
};
int jolt_crc_copy_supported(void);
/* Whether copies fold the CRC unless told otherwise: this CPU can, and the
 * environment does not say JOLT_SOFT_CRC=separate (the switch's one reader). */
int jolt_crc_copy_default(void);
void jolt_crc_copy_begin(struct jolt_crc_copy *c, const uint8_t *start, int fused);
void jolt_crc_copy(struct jolt_crc_copy *c, uint8_t *dst, const void *src, size_t n);
/* The region's CRC in jolt_crc32c's form (chain it with jolt_crc32c). */
uint32_t jolt_crc_copy_end(const struct jolt_crc_copy *c, const uint8_t *end);

/* Checks that a record at block position `block` of a region of
 * `log_blocks` blocks written with `record_size` is valid on its own
 * (section 5 step 2: header, CRC, padding and ops); `avail` is the bytes
 * readable from rec. 0 if valid, else -EBADMSG (a damaged record, reason
 * in why) or -ENODATA (no record here: no magic). */
int jolt_record_check(const uint8_t *rec, size_t avail, uint64_t block,
		      uint64_t log_blocks, uint32_t record_size,
		      char *why, size_t why_len);

/* One op of a record. */
struct jolt_op_view {
	uint8_t type;
	uint8_t flags;
	uint32_t len;
	uint64_t key;
	uint32_t offset;        /* of the op header within the record */
	const uint8_t *payload;
};

/* Parses the ops of a valid record into ops[0..max); returns the op count
 * (which may exceed max; only max are filled) or -EBADMSG with why. */
long jolt_record_ops(const uint8_t *rec, struct jolt_op_view *ops, size_t max,
		     char *why, size_t why_len);

/* Where the record after one at `block` of `blocks` blocks starts (3.4). */
uint64_t jolt_lsn_next(uint64_t lsn, uint32_t blocks, uint64_t log_blocks,
		       uint32_t record_size);

/* A log image: superblock block, then the region. */
struct jolt_log_geometry {
	uint64_t log_blocks;
	uint32_t record_size;
	uint32_t reserved;
	uint64_t first_lsn;
};

/* Writes a superblock into sb (4096 bytes). */
void jolt_log_super_init(uint8_t *sb, const struct jolt_log_geometry *g);
/* Validates a superblock; 0 or -EBADMSG with why. */
int jolt_log_super_read(const uint8_t *sb, size_t avail,
			struct jolt_log_geometry *g, char *why, size_t why_len);

/* Reader used by recovery: fills buf with len bytes at image byte offset
 * off; returns 0 or a negative errno (-ENODATA past the end). */
typedef int (*jolt_read_fn)(void *ctx, uint64_t off, void *buf, size_t len);

struct jolt_item {
	uint8_t type;
	uint8_t reserved[3];
	uint32_t len;
	uint64_t key;
	const uint8_t *payload;  /* reassembled across fragments */
};

struct jolt_checkpoint {
	uint64_t seq;
	uint64_t first_lsn;
	uint64_t commit_lsn;
	uint64_t tail_lsn;
	uint32_t records;
	uint32_t reserved;
	uint64_t nitems;
	struct jolt_item *items;
};

enum jolt_recovery_end {
	JOLT_END_EMPTY = 0,   /* no valid record in the region */
	JOLT_END_CLEAN = 1,   /* the log ends where nothing newer is written */
	JOLT_END_DAMAGE = 2,  /* a record that should be there is bad */
};

struct jolt_recovery {
	struct jolt_log_geometry geo;
	int end;                  /* enum jolt_recovery_end */
	int valid_beyond;         /* valid records with a greater LSN exist past the damage */
	uint64_t head_lsn;
	uint64_t tail_lsn;
	uint64_t end_lsn;         /* where the walk stopped */
	uint64_t records_read;    /* records walked and found valid */
	uint64_t dropped_records; /* valid records of an unfinished checkpoint */
	char reason[192];         /* why the walk stopped, or why the image was rejected */
	uint64_t ncheckpoints;
	struct jolt_checkpoint *checkpoints;
	void *arena;              /* owns items and payloads */
};

/* Recovers a log image. 0 when the image is a log (look at end / reason
 * for damage), or a negative errno when the image is rejected (-EBADMSG,
 * -EINVAL, -EIO, -ENOMEM), with r->reason saying why. Free with
 * jolt_recovery_free() in every case. */
int jolt_log_recover(jolt_read_fn read, void *ctx, struct jolt_recovery *r);
/* Finds the head for recovery (section 5 step 2) in a checked geometry:
 * sets *head_lsn and *tail_lsn from the valid record with the greatest LSN,
 * or *head_lsn = 0 when there is none. 0, or a negative errno with why. */
typedef int (*jolt_head_fn)(void *ctx, jolt_read_fn read, void *read_ctx,
			    const struct jolt_log_geometry *g, uint64_t *head_lsn,
			    uint64_t *tail_lsn, char *why, size_t why_len);
/* Recovery with the head found by find_head (NULL: every block of the
 * region is read, as jolt_log_recover() does); the rest is the same. */
int jolt_log_recover_with(jolt_read_fn read, void *ctx, jolt_head_fn find_head,
			  void *head_ctx, struct jolt_recovery *r);
int jolt_log_recover_mem(const uint8_t *image, size_t size, struct jolt_recovery *r);
void jolt_recovery_free(struct jolt_recovery *r);

#endif
