/* Recovery on images built here: the round trip, and rejections of images
 * that are not logs. Corruption at random is tested from Python
 * (sw/python/tests/test_recovery.py) and by the fuzzer. */
#include <errno.h>
#include <string.h>

#include "check.h"
#include "jolt/engine.h"
#include "jolt/log.h"
#include "trace.h"

struct image {
	uint8_t *buf;
	uint64_t log_blocks;
};

static int place(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	struct image *im = ctx;

	if (rec) {
		uint64_t blk = c->lsn & 0xffffffffu;

		CHECK(blk + c->b <= im->log_blocks);
		memcpy(im->buf + (1 + blk) * JOLT_BLOCK_SIZE, rec, (size_t)c->b * JOLT_BLOCK_SIZE);
	}
	return 0;
}

int main(void)
{
	struct jolt_gen_params p;
	struct jolt_engine_config c;
	struct jolt_log_geometry g;
	struct jolt_recovery r;
	struct jolt_engine *e;
	struct jolt_trace t;
	struct jolt_counters ctr;
	struct image im;
	uint8_t *tr;
	size_t size, img_size;
	char why[256];
	uint64_t items = 0;

	jolt_gen_params_default(&p);
	p.transactions = 300;
	p.payload_max = 9000;
	CHECK_EQ(jolt_trace_generate(&p, &tr, &size), 0);
	CHECK_EQ(jolt_trace_parse(tr, size, &t, why, sizeof(why)), 0);
	free(tr);

	jolt_engine_config_default(&c);
	c.record_size = 8192;
	c.log_blocks = 4096;
	im.log_blocks = c.log_blocks;
	img_size = (1 + c.log_blocks) * JOLT_BLOCK_SIZE;
	im.buf = calloc(1, img_size);
	g = (struct jolt_log_geometry){ .log_blocks = c.log_blocks, .record_size = c.record_size,
					.first_lsn = c.first_lsn };
	jolt_log_super_init(im.buf, &g);
	CHECK_EQ(jolt_engine_open("soft", &c, &e), 0);
	CHECK_EQ(jolt_engine_run(e, t.descs, t.ndescs, place, &im), 0);
	jolt_engine_counters(e, &ctr);
	jolt_engine_close(e);

	CHECK_EQ(jolt_log_recover_mem(im.buf, img_size, &r), 0);
	CHECK_EQ(r.end, JOLT_END_CLEAN);
	CHECK_EQ(r.ncheckpoints, ctr.v[JOLT_CTR_CHECKPOINTS]);
	for (uint64_t i = 0; i < r.ncheckpoints; i++) {
		CHECK_EQ(r.checkpoints[i].seq, i + 1);
		items += r.checkpoints[i].nitems;
	}
	CHECK_EQ(items, ctr.v[JOLT_CTR_ITEMS_OUT]);
	jolt_recovery_free(&r);

	/* truncated image: rejected */
	CHECK_EQ(jolt_log_recover_mem(im.buf, img_size - 1, &r), -EBADMSG);
	CHECK(strstr(r.reason, "truncated") != NULL);
	jolt_recovery_free(&r);
	/* not a log */
	CHECK_EQ(jolt_log_recover_mem(im.buf + JOLT_BLOCK_SIZE, img_size - JOLT_BLOCK_SIZE, &r), -EBADMSG);
	CHECK(strstr(r.reason, "not a jolt log") != NULL);
	jolt_recovery_free(&r);
	CHECK_EQ(jolt_log_recover_mem(im.buf, 100, &r), -EBADMSG);
	jolt_recovery_free(&r);
	/* superblock bit flip */
	im.buf[20] ^= 1;
	CHECK_EQ(jolt_log_recover_mem(im.buf, img_size, &r), -EBADMSG);
	CHECK(strstr(r.reason, "CRC") != NULL);
	jolt_recovery_free(&r);
	im.buf[20] ^= 1;
	/* empty region */
	memset(im.buf + JOLT_BLOCK_SIZE, 0, img_size - JOLT_BLOCK_SIZE);
	CHECK_EQ(jolt_log_recover_mem(im.buf, img_size, &r), 0);
	CHECK_EQ(r.end, JOLT_END_EMPTY);
	CHECK_EQ(r.ncheckpoints, 0);
	jolt_recovery_free(&r);

	free(im.buf);
	jolt_trace_free(&t);
	return 0;
}
