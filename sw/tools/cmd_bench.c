/* jolt bench engine: the engine's packing throughput against memcpy of the
 * same bytes (large items), and its item rate (small items with relogs and
 * whiteouts), measured side by side in one run on one core. Each workload
 * is repeated and interleaved with its baseline; the best of each is kept
 * (the least disturbed by other load on a shared machine). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "jolt/log_format.h"
#include "jolt/trace.h"

/* This thread's CPU time: time spent descheduled by other load on a shared
 * machine does not count (the engine runs on the calling thread). */
static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int discard(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	uint64_t *sink = ctx;

	if (rec)
		*sink += rec[JOLT_RECORD_HEADER_SIZE];
	*sink += c->kind;
	return 0;
}

struct bench_opts {
	const char *engine;
	struct jolt_engine_config cfg;
	uint32_t large;        /* payload of a large item */
	uint64_t bytes;        /* per repetition, large items */
	uint64_t source;       /* memory the large payloads come from (0: bytes) */
	uint64_t items;        /* per repetition, small items */
	int repeat;
};

/* Runs descriptors through a fresh engine; seconds, or < 0 on error. */
static double time_engine(const struct bench_opts *o, const struct jolt_desc *d, size_t n,
			  struct jolt_counters *ctr)
{
	struct jolt_engine *e;
	uint64_t sink = 0;
	double t0, t1;
	int rc = jolt_engine_open(o->engine, &o->cfg, &e);

	if (rc) {
		fprintf(stderr, "jolt bench: cannot open engine '%s': %s\n", o->engine, strerror(-rc));
		return -1;
	}
	t0 = now();
	rc = jolt_engine_run(e, d, n, discard, &sink);
	t1 = now();
	jolt_engine_counters(e, ctr);
	jolt_engine_close(e);
	if (rc) {
		fprintf(stderr, "jolt bench: engine run failed: %s\n", strerror(rc < 0 ? -rc : EIO));
		return -1;
	}
	return t1 - t0;
}

/* The baseline: the same payload bytes copied into the same amount of ring
 * memory the engine writes its records into. */
static double time_memcpy(const struct bench_opts *o, const struct jolt_desc *d, size_t n,
			  uint8_t *ring, size_t ring_size)
{
	size_t pos = 0;
	double t0 = now();

	for (size_t i = 0; i < n; i++) {
		if (d[i].opcode != JOLT_DESC_ITEM)
			continue;
		if (pos + d[i].len > ring_size)
			pos = 0;
		memcpy(ring + pos, (const void *)(uintptr_t)d[i].addr, d[i].len);
		pos += d[i].len;
	}
	(void)o;
	return now() - t0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Rates are the best run of each; the ratio is the median of the ratios of
 * back-to-back pairs, which a burst of load on a shared machine moves least. */
static int bench_large(const struct bench_opts *o)
{
	enum { PER_CHECKPOINT = 32 };
	size_t items = (size_t)(o->bytes / o->large), n = 0;
	size_t ring_size = (size_t)o->cfg.lr_slots * o->cfg.record_size;
	size_t source = o->source ? (size_t)o->source : (size_t)o->bytes;
	uint8_t *src, *ring = malloc(ring_size);
	struct jolt_desc *d = calloc(items + items / PER_CHECKPOINT + 1, sizeof(*d));
	double best_pack = 1e30, best_copy = 1e30, ratio[1000];
	struct jolt_counters ctr;
	int rc = 1;

	if (source < o->large)
		source = o->large;
	src = malloc(source);
	if (!src || !ring || !d)
		goto out;
	for (size_t i = 0; i < source; i++)
		src[i] = (uint8_t)(i * 2654435761u >> 13);
	for (size_t i = 0; i < items; i++) {
		d[n++] = (struct jolt_desc){ .opcode = JOLT_DESC_ITEM, .type = JOLT_ITEM_EXTENT,
					     .key = i, .len = o->large,
					     .addr = (uint64_t)(uintptr_t)(src + (i * o->large) % (source - o->large + 1)) };
		if ((i + 1) % PER_CHECKPOINT == 0 || i + 1 == items)
			d[n++] = (struct jolt_desc){ .opcode = JOLT_DESC_PUSH };
	}
	for (int r = 0; r < o->repeat; r++) {
		double tc = time_memcpy(o, d, n, ring, ring_size);
		double tp = time_engine(o, d, n, &ctr);

		if (tp < 0)
			goto out;
		best_copy = tc < best_copy ? tc : best_copy;
		best_pack = tp < best_pack ? tp : best_pack;
		ratio[r] = tc / tp;
	}
	qsort(ratio, (size_t)o->repeat, sizeof(ratio[0]), cmp_double);
	printf("%-34s %10.1f MiB %9.3f s %9.2f GB/s %8.2fx\n", "memcpy of the same payload bytes",
	       items * (double)o->large / (1 << 20), best_copy,
	       items * (double)o->large / best_copy / 1e9, 1.0);
	printf("%-34s %10.1f MiB %9.3f s %9.2f GB/s %8.2fx\n", "pack large items (records + CRC)",
	       items * (double)o->large / (1 << 20), best_pack,
	       items * (double)o->large / best_pack / 1e9, ratio[o->repeat / 2]);
	printf("  (%u-byte items from a %.0f MiB source, %d per checkpoint, %llu records of %u bytes)\n",
	       o->large, source / 1048576.0, PER_CHECKPOINT,
	       (unsigned long long)ctr.v[JOLT_CTR_RECORDS], o->cfg.record_size);
	rc = 0;
out:
	free(src);
	free(ring);
	free(d);
	return rc;
}

static int bench_small(const struct bench_opts *o)
{
	struct jolt_gen_params p;
	struct jolt_trace t;
	struct jolt_counters ctr;
	double best = 1e30;
	uint8_t *buf;
	size_t size;
	char why[256];
	int rc;

	jolt_gen_params_default(&p);
	p.seed = 7;
	p.items_min = 4;
	p.items_max = 12;
	p.transactions = o->items / 8;
	p.payload_min = 16;
	p.payload_max = 64;
	p.keys = 1 << 16;
	p.relog_pm = 300;
	p.intent_pm = 100;
	p.done_pm = 90;
	p.push_every = 64;
	rc = jolt_trace_generate(&p, &buf, &size);
	if (rc || jolt_trace_parse(buf, size, &t, why, sizeof(why))) {
		fprintf(stderr, "jolt bench: cannot make the small-item trace\n");
		free(buf);
		return 1;
	}
	free(buf);
	for (int r = 0; r < o->repeat; r++) {
		double tp = time_engine(o, t.descs, t.ndescs, &ctr);

		if (tp < 0) {
			jolt_trace_free(&t);
			return 1;
		}
		best = tp < best ? tp : best;
	}
	printf("%-34s %10.2f M   %9.3f s %9.2f M items/s\n", "small items (16-64 B)",
	       ctr.v[JOLT_CTR_ITEMS_IN] / 1e6, best, ctr.v[JOLT_CTR_ITEMS_IN] / best / 1e6);
	printf("  (relogs %.1f%%, whiteouts %.1f%% of items, %llu checkpoints, %llu items written)\n",
	       100.0 * ctr.v[JOLT_CTR_RELOGS] / ctr.v[JOLT_CTR_ITEMS_IN],
	       200.0 * ctr.v[JOLT_CTR_WHITEOUTS] / ctr.v[JOLT_CTR_ITEMS_IN],
	       (unsigned long long)ctr.v[JOLT_CTR_CHECKPOINTS],
	       (unsigned long long)ctr.v[JOLT_CTR_ITEMS_OUT]);
	jolt_trace_free(&t);
	return 0;
}

static void bench_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench engine [options]\n"
		"Measures, in one run on one core: packing throughput of large items against\n"
		"memcpy of the same bytes, and the item rate of small items with relogs and\n"
		"whiteouts. Rates are the best of --repeat runs; the ratio to memcpy is the\n"
		"median over back-to-back pairs of runs.\n\n"
		"  -e, --engine NAME     engine driver (soft)\n"
		"      --record-size N   record size (32K)\n"
		"      --large N         payload of a large item (64K)\n"
		"      --bytes N         large-item bytes per run (1G)\n"
		"      --source N        memory the payloads come from (default: --bytes, every\n"
		"                        byte distinct; smaller reuses it from cache)\n"

		"      --items N         small items per run (8M)\n"
		"  -r, --repeat N        runs of each (5)\n"
		"  -h, --help            this help\n");
}

int cmd_bench(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "engine", required_argument, 0, 'e' }, { "record-size", required_argument, 0, 'R' },
		{ "large", required_argument, 0, 'L' }, { "bytes", required_argument, 0, 'B' },
		{ "items", required_argument, 0, 'I' }, { "repeat", required_argument, 0, 'r' },
		{ "source", required_argument, 0, 'S' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	const char *cmd = "bench";
	struct bench_opts o = { .engine = "soft", .large = 65536, .bytes = 1ull << 30,
				.items = 8u << 20, .repeat = 5 };
	uint32_t repeat = 5;
	int c;

	if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		bench_help(stdout);
		return 0;
	}
	if (argc < 2 || strcmp(argv[1], "engine")) {
		fprintf(stderr, "jolt bench: unknown benchmark '%s' (try: jolt bench engine)\n",
			argc < 2 ? "" : argv[1]);
		return 1;
	}
	jolt_engine_config_default(&o.cfg);
	optind = 1;
	argc--;
	argv++;
	while ((c = getopt_long(argc, argv, "e:r:h", opts, NULL)) != -1) {
		int bad = 0;

		switch (c) {
		case 'e': o.engine = optarg; break;
		case 'R': bad = jolt_tool_u32(cmd, "--record-size", optarg, 0, UINT32_MAX, &o.cfg.record_size); break;
		case 'L': bad = jolt_tool_u32(cmd, "--large", optarg, 1, JOLT_MAX_PAYLOAD, &o.large); break;
		case 'B': bad = jolt_tool_u64(cmd, "--bytes", optarg, &o.bytes); break;
		case 'I': bad = jolt_tool_u64(cmd, "--items", optarg, &o.items); break;
		case 'S': bad = jolt_tool_u64(cmd, "--source", optarg, &o.source); break;
		case 'r': bad = jolt_tool_u32(cmd, "--repeat", optarg, 1, 1000, &repeat); break;
		case 'h': bench_help(stdout); return 0;
		default: bench_help(stderr); return 1;
		}
		if (bad)
			return 1;
	}
	o.repeat = (int)repeat;
	if (jolt_engine_config_check(&o.cfg)) {
		fprintf(stderr, "jolt bench: invalid engine configuration\n");
		return 1;
	}
	if (o.bytes < o.large || o.items < 8) {
		fprintf(stderr, "jolt bench: --bytes must hold one large item and --items at least 8\n");
		return 1;
	}
	printf("jolt bench engine: %s engine, records of %u bytes, best of %d runs, median ratio of pairs\n",
	       o.engine, o.cfg.record_size, o.repeat);
	printf("%-34s %14s %11s %14s %9s\n", "workload", "volume", "time", "rate", "vs memcpy");
	if (bench_large(&o) || bench_small(&o))
		return 1;
	return 0;
}
