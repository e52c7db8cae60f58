/* Directed tests of the soft engine, one per rule of docs/log-format.md and
 * docs/engine-interface.md, with expectations worked out by hand. */
#include <errno.h>
#include <string.h>

#include "check.h"
#include "jolt/engine.h"
#include "jolt/log.h"

#define MAX_CPL 256
#define MAX_REC 64

struct out {
	struct jolt_cpl cpl[MAX_CPL];
	int ncpl;
	uint8_t *rec[MAX_REC];
	int nrec;
};

static uint8_t payload[1 << 20];

static int collect(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	struct out *o = ctx;

	CHECK(o->ncpl < MAX_CPL);
	o->cpl[o->ncpl++] = *c;
	if (rec) {
		CHECK(o->nrec < MAX_REC);
		o->rec[o->nrec] = malloc((size_t)c->b * JOLT_BLOCK_SIZE);
		memcpy(o->rec[o->nrec++], rec, (size_t)c->b * JOLT_BLOCK_SIZE);
	}
	return 0;
}

static void out_free(struct out *o)
{
	for (int i = 0; i < o->nrec; i++)
		free(o->rec[i]);
	memset(o, 0, sizeof(*o));
}

static struct jolt_desc item(uint8_t type, uint64_t key, uint32_t len)
{
	return (struct jolt_desc){ .opcode = JOLT_DESC_ITEM, .type = type, .key = key,
				   .len = len, .addr = (uint64_t)(uintptr_t)payload };
}

static const struct jolt_desc tx_end = { .opcode = JOLT_DESC_TX_END };
static const struct jolt_desc push = { .opcode = JOLT_DESC_PUSH };

static void run(const struct jolt_engine_config *cfg, struct jolt_desc *d, size_t n,
		struct out *o, struct jolt_counters *ctr)
{
	struct jolt_engine *e;

	for (size_t i = 0; i < n; i++)
		d[i].tag = (uint32_t)i;
	memset(o, 0, sizeof(*o));
	CHECK_EQ(jolt_engine_open("soft", cfg, &e), 0);
	CHECK_EQ(jolt_engine_run(e, d, n, collect, o), 0);
	CHECK(jolt_engine_idle(e));
	jolt_engine_counters(e, ctr);
	jolt_engine_close(e);
	for (int i = 0; i < o->nrec; i++) {
		struct jolt_record_header h;

		memcpy(&h, o->rec[i], sizeof(h));
		CHECK_EQ(jolt_record_crc(o->rec[i], h.blocks), h.crc);
	}
}

/* The ops of all records, in order. */
static int ops_of(struct out *o, struct jolt_op_view *ops, int max)
{
	int n = 0;

	for (int i = 0; i < o->nrec; i++) {
		char why[128];
		long k = jolt_record_ops(o->rec[i], ops + n, (size_t)(max - n), why, sizeof(why));

		if (k < 0)
			fprintf(stderr, "record %d: %s\n", i, why);
		CHECK(k > 0);
		n += (int)k;
	}
	return n;
}

static struct jolt_engine_config small(void)
{
	struct jolt_engine_config c;

	jolt_engine_config_default(&c);
	c.record_size = 4096;
	return c;
}

static void test_relog(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { item(1, 10, 8), item(2, 20, 8), tx_end, item(1, 10, 16), push };
	struct jolt_op_view ops[16];
	struct jolt_counters ctr;
	struct out o;

	run(&c, d, 5, &o, &ctr);
	CHECK_EQ(ops_of(&o, ops, 16), 3);
	CHECK_EQ(ops[0].key, 20);
	CHECK_EQ(ops[1].key, 10);
	CHECK_EQ(ops[1].len, 16); /* the newest copy, at its position */
	CHECK_EQ(ops[2].type, JOLT_ITEM_COMMIT);
	CHECK_EQ(ctr.v[JOLT_CTR_RELOGS], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_ITEMS_OUT], 2);
	out_free(&o);
}

static void test_whiteout_within(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { item(0x41, 7, 24), item(1, 7, 8), tx_end, item(0x81, 7, 8), push };
	struct jolt_op_view ops[16];
	struct jolt_counters ctr;
	struct out o;

	run(&c, d, 5, &o, &ctr);
	CHECK_EQ(ops_of(&o, ops, 16), 2); /* the object of key 7 (other group), commit */
	CHECK_EQ(ops[0].type, 1);
	CHECK_EQ(ctr.v[JOLT_CTR_WHITEOUTS], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_EVICTIONS], 0);
	out_free(&o);
}

static void test_whiteout_across(void)
{
	struct jolt_engine_config c = small();
	/* intent pushed in checkpoint 1; its done in checkpoint 2 is kept; a new
	 * intent of the same key then meets a second done: whiteout */
	struct jolt_desc d[] = { item(0x41, 7, 8), push, item(0x81, 7, 8), tx_end,
				 item(0x41, 7, 8), tx_end, item(0x81, 7, 8), push };
	struct jolt_op_view ops[16];
	struct jolt_counters ctr;
	struct out o;

	run(&c, d, 8, &o, &ctr);
	CHECK_EQ(o.nrec, 2);
	CHECK_EQ(ops_of(&o, ops, 16), 4);
	CHECK_EQ(ops[0].type, 0x41);
	CHECK_EQ(ops[1].type, JOLT_ITEM_COMMIT);
	CHECK_EQ(ops[2].type, 0x81); /* kept */
	CHECK_EQ(ops[3].type, JOLT_ITEM_COMMIT);
	CHECK_EQ(ctr.v[JOLT_CTR_WHITEOUTS], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_EVICTIONS], 1); /* the intent took the kept done's slot */
	out_free(&o);
}

static void test_eviction(void)
{
	struct jolt_engine_config c = small();
	/* 16 slots, b = 4: fold(0x1) = 1, fold(0x10) = 0 ^ 1 = 1: same slot */
	struct jolt_desc d[] = { item(1, 0x1, 8), item(1, 0x10, 8), item(1, 0x1, 8), push };
	struct jolt_op_view ops[16];
	struct jolt_counters ctr;
	struct out o;

	c.index_slots = 16;
	run(&c, d, 4, &o, &ctr);
	CHECK_EQ(ops_of(&o, ops, 16), 4); /* all three written: coalescing lost */
	CHECK_EQ(ops[0].key, 0x1);
	CHECK_EQ(ops[1].key, 0x10);
	CHECK_EQ(ops[2].key, 0x1);
	CHECK_EQ(ctr.v[JOLT_CTR_EVICTIONS], 2);
	CHECK_EQ(ctr.v[JOLT_CTR_RELOGS], 0);
	out_free(&o);
}

static void test_split(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { item(5, 99, 10000), push };
	struct jolt_record_header h[3];
	struct jolt_op_view ops[16];
	struct jolt_counters ctr;
	struct out o;

	for (int i = 0; i < 10000; i++)
		payload[i] = (uint8_t)(i * 13);
	run(&c, d, 2, &o, &ctr);
	CHECK_EQ(o.nrec, 3);
	for (int i = 0; i < 3; i++)
		memcpy(&h[i], o.rec[i], sizeof(h[i]));
	CHECK_EQ(ops_of(&o, ops, 16), 4);
	CHECK_EQ(ops[0].flags, JOLT_OP_MORE);
	CHECK_EQ(ops[0].len, 4096 - 64 - 16);
	CHECK_EQ(ops[1].flags, JOLT_OP_CONT | JOLT_OP_MORE);
	CHECK_EQ(ops[1].len, 4096 - 64 - 16);
	CHECK_EQ(ops[2].flags, JOLT_OP_CONT);
	CHECK_EQ(ops[2].len, 10000 - 2 * 4016);
	CHECK_EQ(ops[3].type, JOLT_ITEM_COMMIT);
	CHECK(memcmp(ops[1].payload, payload + 4016, 4016) == 0);
	CHECK_EQ(h[0].flags, JOLT_REC_FIRST);
	CHECK_EQ(h[1].flags, JOLT_REC_CONT);
	CHECK_EQ(h[2].flags, JOLT_REC_CONT | JOLT_REC_COMMIT);
	CHECK_EQ(h[2].len, (16 + 1968) + 32); /* op + rest, commit */
	CHECK_EQ(h[1].lsn, (1ull << 32) | 1);
	CHECK_EQ(h[2].index, 2);
	CHECK_EQ(ctr.v[JOLT_CTR_BYTES_PACKED], 10000);
	out_free(&o);
}

/* Every payload length around the bus widths: op sizes and padding. */
static void test_lengths(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[66];
	struct jolt_op_view ops[80];
	struct jolt_counters ctr;
	struct out o;
	int n = 0;

	for (uint32_t len = 0; len < 65; len++)
		d[n++] = item(6, 1000 + len, len);
	d[n++] = push;
	run(&c, d, (size_t)n, &o, &ctr);
	CHECK_EQ(ops_of(&o, ops, 80), 66);
	for (uint32_t len = 0; len < 65; len++) {
		CHECK_EQ(ops[len].len, len);
		if (len)
			CHECK_EQ(ops[len].offset - ops[len - 1].offset, 16 + ((len - 1 + 7) / 8) * 8);
	}
	out_free(&o);
}

static void test_commit_does_not_fit(void)
{
	struct jolt_engine_config c = small();
	/* one op filling the record up to 16 bytes before its end:
	 * 64 + 16 + len = 4096 - 16  ->  len = 4000 */
	struct jolt_desc d[] = { item(1, 1, 4000), push };
	struct jolt_record_header h;
	struct jolt_counters ctr;
	struct out o;

	run(&c, d, 2, &o, &ctr);
	CHECK_EQ(o.nrec, 2);
	memcpy(&h, o.rec[0], sizeof(h));
	CHECK_EQ(h.flags, JOLT_REC_FIRST);
	memcpy(&h, o.rec[1], sizeof(h));
	CHECK_EQ(h.flags, JOLT_REC_COMMIT);
	CHECK_EQ(h.ops, 1);
	out_free(&o);
}

static void test_auto_push(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[32];
	struct jolt_counters ctr;
	struct out o;
	int n = 0;

	c.capacity = 16;
	c.max_tx_items = 4;
	for (int t = 0; t < 5; t++) {
		for (int i = 0; i < 4; i++)
			d[n++] = item(1, (uint64_t)(t * 4 + i), 8);
		d[n++] = tx_end;
	}
	d[n++] = push;
	run(&c, d, (size_t)n, &o, &ctr);
	/* after 4 transactions used = 16 and 16 + 4 > 16: automatic push at the
	 * 4th TX_END (descriptor 19); the 5th transaction goes with the push */
	CHECK_EQ(o.ncpl, 4);
	CHECK_EQ(o.cpl[1].kind, JOLT_CPL_CHECKPOINT);
	CHECK_EQ(o.cpl[1].flags, JOLT_CPL_AUTO);
	CHECK_EQ(o.cpl[1].tag, 19);
	CHECK_EQ(o.cpl[1].seq, 1);
	CHECK_EQ(o.cpl[3].flags, 0);
	CHECK_EQ(o.cpl[3].seq, 2);
	CHECK_EQ(ctr.v[JOLT_CTR_AUTO_PUSHES], 1);
	out_free(&o);
}

static void test_errors(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = {
		{ .opcode = 9 },
		item(0, 1, 8),
		item(0xc0, 1, 8),
		item(1, 1, JOLT_MAX_PAYLOAD + 1),
		{ .opcode = JOLT_DESC_ITEM, .type = 1, .len = 8 },           /* NULL payload */
		{ .opcode = JOLT_DESC_ITEM, .type = 0, .flags = 1, .len = 8 }, /* reserved first */
		{ .opcode = JOLT_DESC_TX_END, .key = 5 },
		{ .opcode = JOLT_DESC_PUSH, .len = 1 },
		item(1, 1, 8), item(1, 2, 8), item(1, 3, 8), /* third: TX_TOO_LONG */
		push,
	};
	static const uint8_t codes[] = { JOLT_ERR_BAD_OPCODE, JOLT_ERR_BAD_TYPE, JOLT_ERR_BAD_TYPE,
					 JOLT_ERR_PAYLOAD_TOO_BIG, JOLT_ERR_BAD_ADDRESS,
					 JOLT_ERR_BAD_RESERVED, JOLT_ERR_BAD_RESERVED,
					 JOLT_ERR_BAD_RESERVED, JOLT_ERR_TX_TOO_LONG };
	static const uint32_t tags[] = { 0, 1, 2, 3, 4, 5, 6, 7, 10 };
	struct jolt_counters ctr;
	struct out o;

	c.max_tx_items = 2;
	run(&c, d, sizeof(d) / sizeof(d[0]), &o, &ctr);
	CHECK_EQ(o.ncpl, 9 + 2);
	for (int i = 0; i < 9; i++) {
		CHECK_EQ(o.cpl[i].kind, JOLT_CPL_ERROR);
		CHECK_EQ(o.cpl[i].code, codes[i]);
		CHECK_EQ(o.cpl[i].tag, tags[i]);
		CHECK_EQ(o.cpl[i].seq, tags[i]);
	}
	CHECK_EQ(ctr.v[JOLT_CTR_ERRORS], 9);
	CHECK_EQ(ctr.v[JOLT_CTR_ITEMS_OUT], 2);
	out_free(&o);
}

static void test_empty_push_and_phase(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { push, push, push, push, push };
	struct jolt_counters ctr;
	struct out o;

	c.cq_entries = 2;
	run(&c, d, 5, &o, &ctr);
	CHECK_EQ(o.ncpl, 5);
	for (int i = 0; i < 5; i++) {
		CHECK_EQ(o.cpl[i].kind, JOLT_CPL_CHECKPOINT);
		CHECK_EQ(o.cpl[i].a, 0);
		CHECK_EQ(o.cpl[i].seq, 1);
		CHECK_EQ(o.cpl[i].phase, (i / 2) % 2 ? 0 : 1);
	}
	CHECK_EQ(ctr.v[JOLT_CTR_CHECKPOINTS], 0);
	out_free(&o);
}

static void test_wrap(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[8];
	struct jolt_counters ctr;
	struct out o;

	c.log_blocks = 2;  /* records of 1 block: positions 0, 1, then wrap */
	c.lr_slots = 1;    /* and the ring wraps at every record */
	for (int i = 0; i < 4; i++) {
		d[2 * i] = item(1, (uint64_t)i, 8);
		d[2 * i + 1] = push;
	}
	run(&c, d, 8, &o, &ctr);
	CHECK_EQ(o.nrec, 4);
	CHECK_EQ(o.cpl[0].lsn, (1ull << 32) | 0);
	CHECK_EQ(o.cpl[2].lsn, (1ull << 32) | 1);
	CHECK_EQ(o.cpl[4].lsn, (2ull << 32) | 0);
	CHECK_EQ(o.cpl[6].lsn, (2ull << 32) | 1);
	CHECK_EQ(o.cpl[6].a, 0);
	CHECK_EQ(ctr.v[JOLT_CTR_STALL_LR] > 0, 1);
	out_free(&o);
}

/* A done that whites its intent out was accepted: it counts toward the
 * transaction's max_tx_items and items_in, like a relog (log-format 2.3). */
static void test_whiteout_counts_toward_limits(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { item(0x41, 7, 8), item(0x81, 7, 8), item(1, 1, 8), tx_end,
				 item(1, 1, 8), item(1, 1, 8), item(1, 2, 8), push };
	struct jolt_counters ctr;
	struct out o;

	c.max_tx_items = 2;
	run(&c, d, 8, &o, &ctr);
	CHECK_EQ(o.ncpl, 2 + 2);
	CHECK_EQ(o.cpl[0].kind, JOLT_CPL_ERROR); /* the third item of a full transaction */
	CHECK_EQ(o.cpl[0].code, JOLT_ERR_TX_TOO_LONG);
	CHECK_EQ(o.cpl[0].tag, 2);
	CHECK_EQ(o.cpl[1].code, JOLT_ERR_TX_TOO_LONG); /* a relog counts too */
	CHECK_EQ(o.cpl[1].tag, 6);
	CHECK_EQ(ctr.v[JOLT_CTR_ITEMS_IN], 4);     /* intent, done, two copies of key 1 */
	CHECK_EQ(ctr.v[JOLT_CTR_WHITEOUTS], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_RELOGS], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_ITEMS_OUT], 1);
	CHECK_EQ(ctr.v[JOLT_CTR_ERRORS], 2);
	out_free(&o);
}

/* Checkpoint sequences count modulo 2^64 (log-format 3.1), and recovery
 * takes 0 as the one after 2^64 - 1. */
static void test_seq_wraps(void)
{
	struct jolt_engine_config c = small();
	struct jolt_desc d[] = { item(1, 1, 8), push, item(1, 2, 8), push, item(1, 3, 8), push, push };
	struct jolt_log_geometry g;
	struct jolt_recovery r;
	struct jolt_counters ctr;
	struct out o;
	uint8_t *img;

	c.first_seq = UINT64_MAX;
	c.log_blocks = 8;
	run(&c, d, 7, &o, &ctr);
	CHECK_EQ(o.nrec, 3);
	CHECK(o.cpl[1].seq == UINT64_MAX);
	CHECK(o.cpl[3].seq == 0);
	CHECK(o.cpl[5].seq == 1);
	CHECK(o.cpl[6].seq == 2); /* an empty push names the next sequence */
	img = calloc(1 + c.log_blocks, JOLT_BLOCK_SIZE);
	g = (struct jolt_log_geometry){ .log_blocks = c.log_blocks, .record_size = c.record_size,
					.first_lsn = c.first_lsn };
	jolt_log_super_init(img, &g);
	for (int i = 0; i < 3; i++)
		memcpy(img + (1 + (o.cpl[2 * i].lsn & 0xffffffffu)) * JOLT_BLOCK_SIZE, o.rec[i],
		       JOLT_BLOCK_SIZE);
	CHECK_EQ(jolt_log_recover_mem(img, (1 + c.log_blocks) * JOLT_BLOCK_SIZE, &r), 0);
	CHECK_EQ(r.end, JOLT_END_CLEAN);
	CHECK_EQ(r.ncheckpoints, 3);
	CHECK(r.checkpoints[0].seq == UINT64_MAX);
	CHECK(r.checkpoints[1].seq == 0);
	CHECK(r.checkpoints[2].seq == 1);
	jolt_recovery_free(&r);
	free(img);
	out_free(&o);
}

static void test_config(void)
{
	struct jolt_engine_config c;
	struct jolt_engine *e;

	jolt_engine_config_default(&c);
	CHECK_EQ(jolt_engine_config_check(&c), 0);
	c.record_size = 5000;
	CHECK_EQ(jolt_engine_open("soft", &c, &e), -EINVAL);
	jolt_engine_config_default(&c);
	c.index_slots = 1000;
	CHECK_EQ(jolt_engine_config_check(&c), -EINVAL);
	jolt_engine_config_default(&c);
	c.max_tx_items = c.capacity + 1;
	CHECK_EQ(jolt_engine_config_check(&c), -EINVAL);
	jolt_engine_config_default(&c);
	c.first_lsn = 5; /* cycle 0 */
	CHECK_EQ(jolt_engine_config_check(&c), -EINVAL);
	/* the first record needs a whole record's room at its block */
	jolt_engine_config_default(&c);
	c.first_lsn = 1ull << 32 | (c.log_blocks - c.record_size / JOLT_BLOCK_SIZE);
	CHECK_EQ(jolt_engine_config_check(&c), 0);
	c.first_lsn++;
	CHECK_EQ(jolt_engine_config_check(&c), -EINVAL);
	jolt_engine_config_default(&c);
	CHECK_EQ(jolt_engine_open("nosuch", &c, &e), -ENOENT);
	CHECK(e == NULL);
}

int main(void)
{
	test_relog();
	test_whiteout_within();
	test_whiteout_across();
	test_eviction();
	test_split();
	test_lengths();
	test_commit_does_not_fit();
	test_auto_push();
	test_errors();
	test_empty_push_and_phase();
	test_wrap();
	test_whiteout_counts_toward_limits();
	test_seq_wraps();
	test_config();
	return 0;
}
