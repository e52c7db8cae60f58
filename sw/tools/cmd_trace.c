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

static int range_arg(const char *cmd, const char *opt, const char *arg, uint32_t *lo, uint32_t *hi)
{
	char buf[64];
	char *colon;

	snprintf(buf, sizeof(buf), "%s", arg);
	colon = strchr(buf, ':');
	if (!colon)
		colon = strchr(buf, '-');
	if (colon)
		*colon = '\0';
	if (jolt_tool_u32(cmd, opt, buf, 0, 16u << 20, lo) ||
	    jolt_tool_u32(cmd, opt, colon ? colon + 1 : buf, 0, 16u << 20, hi))
		return -1;
	if (*lo > *hi) {
		fprintf(stderr, "jolt %s: %s: range %u:%u is empty\n", cmd, opt, *lo, *hi);
		return -1;
	}
	return 0;
}

static int permille(const char *cmd, const char *opt, const char *arg, uint32_t *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(arg, &end);
	if (errno || end == arg || *end || v < 0 || v > 1) {
		fprintf(stderr, "jolt %s: %s: expected a fraction in [0, 1], got '%s'\n", cmd, opt, arg);
		return -1;
	}
	*out = (uint32_t)(v * 1000 + 0.5);
	return 0;
}

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
	const char *cmd = "gen-trace", *out = NULL;
	struct jolt_gen_params p;
	uint8_t *buf;
	size_t size;
	int c, rc;

	jolt_gen_params_default(&p);
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:s:n:h", opts, NULL)) != -1) {
		int bad = 0;

		switch (c) {
		case 'o': out = optarg; break;
		case 's': bad = jolt_tool_u64(cmd, "--seed", optarg, &p.seed); break;
		case 'n': bad = jolt_tool_u64(cmd, "--transactions", optarg, &p.transactions); break;
		case 'i': bad = range_arg(cmd, "--items", optarg, &p.items_min, &p.items_max); break;
		case 'p': bad = range_arg(cmd, "--payload", optarg, &p.payload_min, &p.payload_max); break;
		case 'k': bad = jolt_tool_u32(cmd, "--keys", optarg, 1, UINT32_MAX, &p.keys); break;
		case 'r': bad = permille(cmd, "--relog", optarg, &p.relog_pm); break;
		case 'I': bad = permille(cmd, "--intents", optarg, &p.intent_pm); break;
		case 'D': bad = permille(cmd, "--dones", optarg, &p.done_pm); break;
		case 'S': bad = permille(cmd, "--done-same", optarg, &p.done_same_pm); break;
		case 'E': bad = jolt_tool_u32(cmd, "--push-every", optarg, 0, UINT32_MAX, &p.push_every); break;
		case 'P': bad = permille(cmd, "--push", optarg, &p.push_pm); break;
		case 'B': bad = permille(cmd, "--bad", optarg, &p.bad_pm); break;
		case 'F': p.final_push = 0; break;
		case 'h': gen_help(stdout); return 0;
		default: gen_help(stderr); return 1;
		}
		if (bad)
			return 1;
	}
	if (!out || optind != argc) {
		fprintf(stderr, "jolt gen-trace: %s\n", out ? "unexpected argument" : "-o FILE is required");
		return 1;
	}
	if (p.bad_pm + p.done_pm + p.intent_pm > 1000) {
		fprintf(stderr, "jolt gen-trace: --bad + --dones + --intents exceed 1\n");
		return 1;
	}
	rc = jolt_trace_generate(&p, &buf, &size);
	if (rc) {
		fprintf(stderr, "jolt gen-trace: %s\n", strerror(-rc));
		return 1;
	}
	rc = jolt_tool_write_file(cmd, out, buf, size);
	free(buf);
	return rc ? 1 : 0;
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
};

static int on_cpl(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	struct packed *p = ctx;

	if (p->cpl_out && fwrite(c, sizeof(*c), 1, p->cpl_out) != 1)
		return -EIO;
	if (c->kind == JOLT_CPL_ERROR) {
		p->errors++;
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
		"records at their LSN's block), then prints the engine's counters.\n\n"
		"  -o, --output FILE        log image to write (required)\n"
		"  -e, --engine NAME        engine driver: soft, or sim (the RTL in the loop)\n"
		"      --env NAME           DMA memory for a hardware engine: posix or dpdk (posix)\n"
		"      --record-size N      record size in bytes, multiple of 4K (32K)\n"
		"      --capacity N         item table entries (1024)\n"
		"      --index-slots N      key index slots, power of two (2048)\n"
		"      --max-tx-items N     items per transaction (256)\n"
		"      --log-blocks N       log region in 4K blocks (0: just large enough)\n"
		"      --first-seq N        sequence of the first checkpoint (1)\n"
		"      --lr-slots N         log-buffer ring slots (8)\n"
		"      --cpl FILE           also write every completion entry (32 B each)\n"
		"  -q, --quiet              do not print the counters\n"
		"  -h, --help               this help\n");
}

int cmd_pack(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, 0, 'o' }, { "engine", required_argument, 0, 'e' },
		{ "record-size", required_argument, 0, 'R' }, { "capacity", required_argument, 0, 'C' },
		{ "index-slots", required_argument, 0, 'X' }, { "max-tx-items", required_argument, 0, 'T' },
		{ "log-blocks", required_argument, 0, 'L' }, { "first-seq", required_argument, 0, 'Q' },
		{ "lr-slots", required_argument, 0, 'S' }, { "cpl", required_argument, 0, 'c' },
		{ "env", required_argument, 0, 'V' },
		{ "quiet", no_argument, 0, 'q' }, { "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	const char *cmd = "pack", *out = NULL, *engine = "soft", *cpl_path = NULL, *env = NULL;
	struct jolt_engine_config cfg;
	struct jolt_log_geometry geo;
	struct jolt_trace t;
	struct jolt_tool_engine te = { 0 };
	struct jolt_engine *e = NULL;
	struct jolt_desc *descs = NULL;
	struct jolt_counters ctr;
	struct packed p = { 0 };
	uint64_t log_blocks = 0;
	uint8_t *image = NULL;
	size_t image_size;
	char why[256];
	int c, rc, quiet = 0, status = 1;

	jolt_engine_config_default(&cfg);
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:e:qh", opts, NULL)) != -1) {
		int bad = 0;

		switch (c) {
		case 'o': out = optarg; break;
		case 'e': engine = optarg; break;
		case 'R': bad = jolt_tool_u32(cmd, "--record-size", optarg, 0, UINT32_MAX, &cfg.record_size); break;
		case 'C': bad = jolt_tool_u32(cmd, "--capacity", optarg, 0, UINT32_MAX, &cfg.capacity); break;
		case 'X': bad = jolt_tool_u32(cmd, "--index-slots", optarg, 0, UINT32_MAX, &cfg.index_slots); break;
		case 'T': bad = jolt_tool_u32(cmd, "--max-tx-items", optarg, 0, UINT32_MAX, &cfg.max_tx_items); break;
		case 'L': bad = jolt_tool_u64(cmd, "--log-blocks", optarg, &log_blocks); break;
		case 'Q': bad = jolt_tool_u64(cmd, "--first-seq", optarg, &cfg.first_seq); break;
		case 'S': bad = jolt_tool_u32(cmd, "--lr-slots", optarg, 1, 1u << 16, &cfg.lr_slots); break;
		case 'c': cpl_path = optarg; break;
		case 'V': env = optarg; break;
		case 'q': quiet = 1; break;
		case 'h': pack_help(stdout); return 0;
		default: pack_help(stderr); return 1;
		}
		if (bad)
			return 1;
	}
	if (!out || optind != argc - 1) {
		fprintf(stderr, "jolt pack: %s\n", !out ? "-o IMAGE is required" : "expected one TRACE");
		return 1;
	}
	/* Without --log-blocks the log never wraps: the engine gets the largest
	 * region, and the image is cut to what the records need (LSNs are the
	 * same, since no record wrapped). */
	cfg.log_blocks = log_blocks ? log_blocks : 0xffffffffull;
	rc = jolt_engine_config_check(&cfg);
	if (rc) {
		fprintf(stderr, "jolt pack: invalid engine configuration (see docs/log-format.md, limits)\n");
		return 1;
	}
	rc = jolt_trace_load(argv[optind], &t, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt pack: %s: %s\n", argv[optind], why);
		return 1;
	}
	if (jolt_tool_engine_open(cmd, engine, env, &cfg, t.size, &te))
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

	geo = (struct jolt_log_geometry){ .record_size = cfg.record_size, .first_lsn = cfg.first_lsn };
	geo.log_blocks = log_blocks ? log_blocks
				    : p.size / JOLT_BLOCK_SIZE + cfg.record_size / JOLT_BLOCK_SIZE;
	if (geo.log_blocks < 2ull * cfg.record_size / JOLT_BLOCK_SIZE)
		geo.log_blocks = 2ull * cfg.record_size / JOLT_BLOCK_SIZE;
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
	if (jolt_tool_write_file(cmd, out, image, image_size))
		goto out;
	jolt_engine_counters(e, &ctr);
	if (p.errors > 10)
		fprintf(stderr, "jolt pack: %llu descriptors rejected in all\n", (unsigned long long)p.errors);
	if (!quiet) {
		printf("packed %llu items of %s into %zu records, %zu bytes of log (%s engine)\n",
		       (unsigned long long)t.items, argv[optind], p.n, p.size, engine);
		jolt_tool_print_counters(&ctr);
		if (jolt_engine_cycles(e))
			printf("  %-14s %llu (%.3f items/cycle)\n", "cycles",
			       (unsigned long long)jolt_engine_cycles(e),
			       (double)ctr.v[JOLT_CTR_ITEMS_IN] / (double)jolt_engine_cycles(e));
	}
	status = 0;
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
