/* Fuzzes the untrusted-input parsers: a log region behind a valid
 * superblock (recovery), a lone record (header checks and op parsing, with
 * its CRC fixed up so the fuzzer gets past it), and the same bytes as a
 * trace. Crashes, sanitizer reports and leaks are the failures. */
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"
#include "trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	enum { RECORD = 8192 };
	struct jolt_log_geometry g = { .record_size = RECORD, .first_lsn = 1ull << 32 };
	uint64_t blocks = (size + JOLT_BLOCK_SIZE - 1) / JOLT_BLOCK_SIZE;
	struct jolt_op_view ops[RECORD / JOLT_OP_HEADER_SIZE];
	struct jolt_recovery r;
	struct jolt_trace t;
	uint8_t *img, rec[RECORD];
	char why[256];

	if (size > 64 * JOLT_BLOCK_SIZE)
		return 0;
	g.log_blocks = blocks < 4 ? 4 : blocks;
	img = calloc(1 + g.log_blocks, JOLT_BLOCK_SIZE);
	if (!img)
		return 0;
	jolt_log_super_init(img, &g);
	memcpy(img + JOLT_BLOCK_SIZE, data, size);
	/* fix up the CRC of every record-looking block so parsing goes deep */
	for (uint64_t b = 0; b < g.log_blocks; b++) {
		struct jolt_record_header h;
		uint8_t *p = img + (1 + b) * JOLT_BLOCK_SIZE;

		memcpy(&h, p, sizeof(h));
		if (h.magic == JOLT_RECORD_MAGIC && h.blocks >= 1 && b + h.blocks <= g.log_blocks &&
		    (size & 1)) {
			h.crc = jolt_record_crc(p, h.blocks);
			memcpy(p + 60, &h.crc, 4);
		}
	}
	if (jolt_log_recover_mem(img, (1 + g.log_blocks) * JOLT_BLOCK_SIZE, &r) == 0 &&
	    r.ncheckpoints) {
		volatile uint8_t sink = 0;
		const struct jolt_checkpoint *c = &r.checkpoints[r.ncheckpoints - 1];

		for (uint64_t i = 0; i < c->nitems; i++)
			if (c->items[i].len)
				sink ^= c->items[i].payload[c->items[i].len - 1];
		(void)sink;
	}
	jolt_recovery_free(&r);

	memset(rec, 0, sizeof(rec));
	memcpy(rec, data, size < sizeof(rec) ? size : sizeof(rec));
	if (jolt_record_check(rec, sizeof(rec), 0, 1u << 20, RECORD, why, sizeof(why)) == 0)
		jolt_record_ops(rec, ops, sizeof(ops) / sizeof(ops[0]), why, sizeof(why));
	{
		struct jolt_record_header h;

		memcpy(&h, rec, sizeof(h));
		if (h.magic == JOLT_RECORD_MAGIC && h.blocks >= 1 && h.blocks <= RECORD / JOLT_BLOCK_SIZE) {
			h.crc = jolt_record_crc(rec, h.blocks);
			memcpy(rec + 60, &h.crc, 4);
			if (jolt_record_check(rec, sizeof(rec), h.lsn & 0xffffffffu, 1u << 20, RECORD,
					      why, sizeof(why)) == 0)
				jolt_record_ops(rec, ops, sizeof(ops) / sizeof(ops[0]), why, sizeof(why));
		}
	}

	if (jolt_trace_parse(data, size, &t, why, sizeof(why)) == 0)
		jolt_trace_free(&t);
	free(img);
	return 0;
}
