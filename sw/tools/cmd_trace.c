/* jolt gen-trace and jolt pack: making traces and running them through an
 * engine into a log image (superblock + records at their LSN's block). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "jolt/log.h"
#include "trace.h"

static void gen_help(FILE *to)
{
	struct jolt_gen_params d;

	jolt_gen_params_default(&d);
	fprintf(to,
		"usage: jolt gen-trace [options] -o FILE\n"
		"Writes a seeded random transaction trace (docs/trace-format.md).\n\n"
		"  -o, --output FILE      where to write the trace (required)\n"
		"  -s, --seed N           random seed (%llu)\n"
		"  -n, --transactions N   transactions (%llu)\n"
		"      --items LO:HI      items per transaction (%u:%u)\n"
		"      --payload LO:HI    payload bytes per item, log-uniform (%u:%u)\n"
		"      --keys N           object key space (%u)\n"
		"      --relog F          fraction of object items relogging a recent key (%.3f)\n"
		"      --intents F        fraction of items that are intents (%.3f)\n"
		"      --dones F          fraction of items that are dones of outstanding intents (%.3f)\n"
		"      --done-same F      fraction of dones that pick the newest intent (%.3f)\n"
		"      --push-every N     push after every N transactions (0: use --push)\n"
		"      --push F           probability of a push after a transaction (%.3f)\n"
		"      --bad F            fraction of invalid items (bad type) (%.3f)\n"
		"      --no-final-push    do not end the trace with a push\n"
		"  -h, --help             this help\n",
		(unsigned long long)d.seed, (unsigned long long)d.transactions, d.items_min,
		d.items_max, d.payload_min, d.payload_max, d.keys, d.relog_pm / 1000.0,
		d.intent_pm / 1000.0, d.done_pm / 1000.0, d.done_same_pm / 1000.0,
		d.push_pm / 1000.0, d.bad_pm / 1000.0);
}

int cmd_gen_trace(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, 0, 'o' }, { "seed", required_argument, 0, 's' },
		{ "transactions", required_argument, 0, 'n' }, { "items", required_argument, 0, 'i' },
		{ "payload", required_argument, 0, 'p' }, { "keys", required_argument, 0, 'k' },
		{ "relog", required_argument, 0, 'r' }, { "intents", required_argument, 0, 'I' },
		{ "dones", required_argument, 0, 'D' }, { "done-same", required_argument, 0, 'S' },
		{ "push-every", required_argument, 0, 'E' }, { "push", required_argument, 0, 'P' },
		{ "bad", required_argument, 0, 'B' }, { "no-final-push", no_argument, 0, 'F' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_tool_cmd cmd = { .name = "gen-trace", .help = gen_help };
	const char *out = NULL;
	struct jolt_gen_params p;
	uint8_t *buf;
	size_t size;
	int c, rc;

	jolt_gen_params_default(&p);
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "o:s:n:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'o': out = optarg; break;
		case 's': bad = jolt_tool_num(&cmd, "--seed", optarg, 0, UINT64_MAX, &p.seed); break;
		case 'n': bad = jolt_tool_num(&cmd, "--transactions", optarg, 0, UINT64_MAX, &p.transactions); break;
		case 'i': bad = jolt_tool_range(&cmd, "--items", optarg, 0, 16u << 20, &p.items_min, &p.items_max); break;
		case 'p': bad = jolt_tool_range(&cmd, "--payload", optarg, 0, JOLT_TRACE_MAX_ITEM, &p.payload_min, &p.payload_max); break;
		case 'k': bad = jolt_tool_num32(&cmd, "--keys", optarg, 1, UINT32_MAX, &p.keys); break;
		case 'r': bad = jolt_tool_fraction(&cmd, "--relog", optarg, &p.relog_pm); break;
		case 'I': bad = jolt_tool_fraction(&cmd, "--intents", optarg, &p.intent_pm); break;
		case 'D': bad = jolt_tool_fraction(&cmd, "--dones", optarg, &p.done_pm); break;
		case 'S': bad = jolt_tool_fraction(&cmd, "--done-same", optarg, &p.done_same_pm); break;
		case 'E': bad = jolt_tool_num32(&cmd, "--push-every", optarg, 0, UINT32_MAX, &p.push_every); break;
		case 'P': bad = jolt_tool_fraction(&cmd, "--push", optarg, &p.push_pm); break;
		case 'B': bad = jolt_tool_fraction(&cmd, "--bad", optarg, &p.bad_pm); break;
		case 'F': p.final_push = 0; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (!out)
		return jolt_tool_usage(&cmd, "-o FILE is required");
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operand"))
		return JOLT_EXIT_ERROR;
	if (p.bad_pm + p.done_pm + p.intent_pm > 1000)
		return jolt_tool_usage(&cmd, "--bad + --dones + --intents exceed 1");
	rc = jolt_trace_generate(&p, &buf, &size);
	if (rc) {
		fprintf(stderr, "jolt gen-trace: %s\n", strerror(-rc));
		return JOLT_EXIT_ERROR;
	}
	rc = jolt_tool_write_file(&cmd, out, buf, size);
	free(buf);
	return rc ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}

/* pack */

struct packed {
	uint8_t *recs;       /* records back to back */
	size_t size, cap;
	uint64_t *lsns;      /* per record */
	uint32_t *blocks;
	uint64_t *tails;
	size_t n, ncap;
	FILE *cpl_out;
	uint64_t errors;
	int64_t last_push;        /* tag of the last CHECKPOINT's PUSH or TX_END, or -1 */
	uint64_t errors_since;    /* ERRORs after it: items rejected, not pending */
};

static int on_cpl(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	struct packed *p = ctx;

	if (p->cpl_out && fwrite(c, sizeof(*c), 1, p->cpl_out) != 1)
		return -EIO;
	if (c->kind == JOLT_CPL_CHECKPOINT) {
		p->last_push = c->tag;
		p->errors_since = 0;
	}
	if (c->kind == JOLT_CPL_ERROR) {
		p->errors++;
		p->errors_since++;
		if (p->errors <= 10)
			fprintf(stderr, "jolt pack: descriptor %llu (trace entry %u) rejected: %s\n",
				(unsigned long long)c->seq, c->tag, jolt_error_name(c->code));
	}
	if (c->kind != JOLT_CPL_RECORD)
		return 0;
	if (p->size + (size_t)c->b * JOLT_BLOCK_SIZE > p->cap) {
		size_t cap = p->cap ? 2 * p->cap : 1 << 20;
		uint8_t *n;

		while (cap < p->size + (size_t)c->b * JOLT_BLOCK_SIZE)
			cap *= 2;
		n = realloc(p->recs, cap);
		if (!n)
			return -ENOMEM;
		p->recs = n;
		p->cap = cap;
	}
	if (p->n == p->ncap) {
		size_t cap = p->ncap ? 2 * p->ncap : 256;
		uint64_t *l = realloc(p->lsns, cap * sizeof(*l));
		uint64_t *t = l ? realloc(p->tails, cap * sizeof(*t)) : NULL;
		uint32_t *b = t ? realloc(p->blocks, cap * sizeof(*b)) : NULL;

		if (l)
			p->lsns = l;
		if (t)
			p->tails = t;
		if (!b)
			return -ENOMEM;
		p->blocks = b;
		p->ncap = cap;
	}
	memcpy(p->recs + p->size, rec, (size_t)c->b * JOLT_BLOCK_SIZE);
	memcpy(&p->tails[p->n], rec + offsetof(struct jolt_record_header, tail_lsn), 8);
	p->size += (size_t)c->b * JOLT_BLOCK_SIZE;
	p->lsns[p->n] = c->lsn;
	p->blocks[p->n++] = c->b;
	return 0;
}

static void pack_help(FILE *to)
{
	fprintf(to,
		"usage: jolt pack [options] TRACE -o IMAGE\n"
		"Runs a trace through an engine and writes the log image (superblock, then the\n"
		"records at their LSN's block), then prints the engine's counters. What the\n"
		"image and --cpl hold, byte for byte: docs/trace-format.md, \"jolt pack\".\n\n"
		"  -o, --output FILE        log image to write (required)\n"
		"  -e, --engine NAME        engine driver: soft, or sim (the RTL in the loop)\n"
		"      --env NAME           DMA memory of a hardware engine: posix or dpdk (posix;\n"
		"                           the soft engine reads host memory)\n"
		"      --record-size N      record size in bytes, multiple of 4K in 4K..256K (32K)\n"
		"      --capacity N         item table entries, 16..65536 (1024)\n"
		"      --index-slots N      key index slots, power of two, 16..1M (2048)\n"
		"      --max-tx-items N     items per transaction, 1..capacity (256)\n"
		"      --log-blocks N       log region in 4K blocks, from 2 records to 2^32-1;\n"
		"                           0 (the default): just large enough, never wrapping\n"
		"      --first-seq N        sequence of the first checkpoint (1)\n"
		"      --lr-slots N         log-buffer ring slots, 1..65536 (8)\n"
		"      --cq-entries N       completion ring entries, power of two, 2..1M (1024):\n"
		"                           fixes the phase bits of --cpl\n"
		"      --cpl FILE           also write every completion entry (32 B each)\n"
		"  -q, --quiet              do not print the counters\n"
		"  -h, --help               this help\n");
}

int cmd_pack(int argc, char **argv)
{
	enum { O_ENV = 256, O_RSIZE, O_CAPACITY, O_SLOTS, O_MAXTX, O_LOG, O_SEQ, O_LR, O_CQ, O_CPL };
	static const struct option opts[] = {
		{ "output", required_argument, 0, 'o' }, { "engine", required_argument, 0, 'e' },
		{ "env", required_argument, 0, O_ENV }, { "record-size", required_argument, 0, O_RSIZE },
		{ "capacity", required_argument, 0, O_CAPACITY },
		{ "index-slots", required_argument, 0, O_SLOTS },
		{ "max-tx-items", required_argument, 0, O_MAXTX },
		{ "log-blocks", required_argument, 0, O_LOG }, { "first-seq", required_argument, 0, O_SEQ },
		{ "lr-slots", required_argument, 0, O_LR }, { "cq-entries", required_argument, 0, O_CQ },
		{ "cpl", required_argument, 0, O_CPL },
		{ "quiet", no_argument, 0, 'q' }, { "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_tool_cmd cmd = { .name = "pack", .help = pack_help };
	const char *out = NULL, *engine = "soft", *cpl_path = NULL, *env = NULL, *trace;
	struct jolt_engine_config cfg;
	struct jolt_log_geometry geo;
	struct jolt_trace t;
	struct jolt_tool_engine te = { 0 };
	struct jolt_engine *e = NULL;
	struct jolt_desc *descs = NULL;
	struct jolt_counters ctr;
	struct packed p = { .last_push = -1 };
	uint64_t log_blocks = 0, pending = 0;
	uint8_t *image = NULL;
	size_t image_size;
	char why[256];
	int c, rc, quiet = 0, status = JOLT_EXIT_ERROR;

	jolt_engine_config_default(&cfg);
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "o:e:qh", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'o': out = optarg; break;
		case 'e': bad = jolt_tool_choice(&cmd, "--engine", optarg, jolt_tool_engines, &engine); break;
		case O_ENV: bad = jolt_tool_choice(&cmd, "--env", optarg, jolt_tool_envs, &env); break;
		case O_RSIZE: bad = jolt_tool_record_size(&cmd, "--record-size", optarg, &cfg.record_size); break;
		case O_CAPACITY:
			bad = jolt_tool_num32(&cmd, "--capacity", optarg, JOLT_CAPACITY_MIN,
					      JOLT_CAPACITY_MAX, &cfg.capacity);
			break;
		case O_SLOTS:
			bad = jolt_tool_pow2(&cmd, "--index-slots", optarg, JOLT_INDEX_SLOTS_MIN,
					     JOLT_INDEX_SLOTS_MAX, &cfg.index_slots);
			break;
		case O_MAXTX:
			bad = jolt_tool_num32(&cmd, "--max-tx-items", optarg, 1, JOLT_CAPACITY_MAX,
					      &cfg.max_tx_items);
			break;
		case O_LOG: bad = jolt_tool_num(&cmd, "--log-blocks", optarg, 0, UINT32_MAX, &log_blocks); break;
		case O_SEQ: bad = jolt_tool_num(&cmd, "--first-seq", optarg, 0, UINT64_MAX, &cfg.first_seq); break;
		case O_LR: bad = jolt_tool_num32(&cmd, "--lr-slots", optarg, 1, 1u << 16, &cfg.lr_slots); break;
		case O_CQ: bad = jolt_tool_pow2(&cmd, "--cq-entries", optarg, 2, 1u << 20, &cfg.cq_entries); break;
		case O_CPL: cpl_path = optarg; break;
		case 'q': quiet = 1; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (!out)
		return jolt_tool_usage(&cmd, "-o IMAGE is required");
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one TRACE"))
		return JOLT_EXIT_ERROR;
	trace = argv[optind];
	if (cfg.max_tx_items > cfg.capacity)
		return jolt_tool_usage(&cmd, "--max-tx-items %u is more than --capacity %u",
				       cfg.max_tx_items, cfg.capacity);
	if (log_blocks && log_blocks < 2ull * cfg.record_size / JOLT_BLOCK_SIZE)
		return jolt_tool_usage(&cmd, "--log-blocks %llu cannot hold two records of %u bytes",
				       (unsigned long long)log_blocks, cfg.record_size);
	/* --log-blocks 0: the log never wraps; the engine gets the largest
	 * region, and the image is cut to what the records need (the LSNs are
	 * the same, since no record wrapped): docs/trace-format.md. */
	cfg.log_blocks = log_blocks ? log_blocks : 0xffffffffull;
	rc = jolt_engine_config_check(&cfg);
	if (rc) { /* every option was checked above: a rule this tool does not know */
		fprintf(stderr, "jolt pack: invalid engine configuration (docs/log-format.md, limits)\n");
		return JOLT_EXIT_ERROR;
	}
	rc = jolt_trace_load(trace, &t, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt pack: %s: %s\n", trace, why);
		return JOLT_EXIT_ERROR;
	}
	if (jolt_tool_engine_open(cmd.name, engine, env, &cfg, t.size, &te))
		goto out;
	e = te.e;
	descs = jolt_trace_descs_for(&t, e, &rc);
	if (!descs) {
		fprintf(stderr, "jolt pack: no engine memory for the trace's payloads\n");
		goto out;
	}
	if (cpl_path && !(p.cpl_out = fopen(cpl_path, "wb"))) {
		fprintf(stderr, "jolt pack: %s: %s\n", cpl_path, strerror(errno));
		goto out;
	}
	rc = jolt_engine_run(e, descs, t.ndescs, on_cpl, &p);
	if (rc) {
		fprintf(stderr, "jolt pack: engine run failed: %s\n", strerror(rc < 0 ? -rc : EIO));
		goto out;
	}
	if (p.cpl_out && fclose(p.cpl_out)) {
		p.cpl_out = NULL;
		fprintf(stderr, "jolt pack: %s: write error\n", cpl_path);
		goto out;
	}
	p.cpl_out = NULL;

	/* The image of --log-blocks 0: the blocks the records fill, then room
	 * for one more record, so that the next record's place (where the log
	 * ends) is inside the region; at least two records' worth. */
	geo = (struct jolt_log_geometry){ .record_size = cfg.record_size, .first_lsn = cfg.first_lsn };
	geo.log_blocks = log_blocks ? log_blocks
				    : p.size / JOLT_BLOCK_SIZE + cfg.record_size / JOLT_BLOCK_SIZE;
	if (geo.log_blocks < 2ull * cfg.record_size / JOLT_BLOCK_SIZE)
		geo.log_blocks = 2ull * cfg.record_size / JOLT_BLOCK_SIZE;
	if (geo.log_blocks > UINT32_MAX) {
		fprintf(stderr, "jolt pack: the records need more than 2^32-1 blocks of log\n");
		goto out;
	}
	image_size = (size_t)(1 + geo.log_blocks) * JOLT_BLOCK_SIZE;
	image = calloc(1, image_size);
	if (!image) {
		fprintf(stderr, "jolt pack: out of memory for a %zu-byte image\n", image_size);
		goto out;
	}
	jolt_log_super_init(image, &geo);
	for (size_t i = 0, off = 0; i < p.n; off += (size_t)p.blocks[i] * JOLT_BLOCK_SIZE, i++) {
		uint64_t lin = (p.lsns[i] >> 32) * geo.log_blocks + (p.lsns[i] & 0xffffffffu);
		uint64_t tail = (p.tails[i] >> 32) * geo.log_blocks + (p.tails[i] & 0xffffffffu);

		if (lin + p.blocks[i] - tail > geo.log_blocks) {
			fprintf(stderr, "jolt pack: log full: record at LSN %llu:%llu would overwrite "
				"the live log (tail %llu:%llu); use a larger --log-blocks or move the "
				"tail in the trace's pushes\n",
				(unsigned long long)(p.lsns[i] >> 32),
				(unsigned long long)(p.lsns[i] & 0xffffffffu),
				(unsigned long long)(p.tails[i] >> 32),
				(unsigned long long)(p.tails[i] & 0xffffffffu));
			goto out;
		}
		memcpy(image + (1 + (p.lsns[i] & 0xffffffffu)) * JOLT_BLOCK_SIZE, p.recs + off,
		       (size_t)p.blocks[i] * JOLT_BLOCK_SIZE);
	}
	if (jolt_tool_write_file(&cmd, out, image, image_size))
		goto out;
	jolt_engine_counters(e, &ctr);
	if (p.errors > 10)
		fprintf(stderr, "jolt pack: %llu descriptors rejected in all\n", (unsigned long long)p.errors);
	for (size_t i = (size_t)(p.last_push + 1); i < t.ndescs; i++)
		pending += t.descs[i].opcode == JOLT_DESC_ITEM;
	if (pending > p.errors_since)
		fprintf(stderr, "jolt pack: %llu items accepted after the trace's last push are in "
			"no checkpoint (the trace does not end with a push)\n",
			(unsigned long long)(pending - p.errors_since));
	if (!quiet) {
		printf("packed %llu items of %s into %zu records, %zu bytes of log (%s engine)\n",
		       (unsigned long long)t.items, trace, p.n, p.size, engine);
		jolt_tool_print_counters(&ctr);
		if (jolt_engine_cycles(e))
			printf("  %-14s %llu (%.3f items/cycle)\n", "cycles",
			       (unsigned long long)jolt_engine_cycles(e),
			       (double)ctr.v[JOLT_CTR_ITEMS_IN] / (double)jolt_engine_cycles(e));
	}
	status = JOLT_EXIT_OK;
out:
	if (p.cpl_out)
		fclose(p.cpl_out);
	free(image);
	free(p.recs);
	free(p.lsns);
	free(p.tails);
	free(p.blocks);
	free(descs);
	jolt_tool_engine_close(&te);
	jolt_trace_free(&t);
	return status;
}
