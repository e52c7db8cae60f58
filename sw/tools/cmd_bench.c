/* jolt bench engine: the engine's packing throughput against memcpy of the
 * same bytes (large items), and its item rate (small items with relogs and
 * whiteouts), measured side by side in one run on one core. Each workload
 * is repeated and interleaved with its baseline; the best of each is kept
 * (the least disturbed by other load on a shared machine). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "jolt/log.h"
#include "jolt/fs_items.h"
#include "jolt/log_format.h"
#include "trace.h"

/* This thread's CPU time: time spent descheduled by other load on a shared
 * machine does not count (the engine runs on the calling thread). */
static const clockid_t ENGINE_CLOCK = CLOCK_THREAD_CPUTIME_ID;

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
	const char *env;
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
	t0 = jolt_tool_clock_s(ENGINE_CLOCK);
	rc = jolt_engine_run(e, d, n, discard, &sink);
	t1 = jolt_tool_clock_s(ENGINE_CLOCK);
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
static double time_memcpy(const struct jolt_desc *d, size_t n, uint8_t *ring, size_t ring_size)
{
	size_t pos = 0;
	double t0 = jolt_tool_clock_s(ENGINE_CLOCK);

	for (size_t i = 0; i < n; i++) {
		if (d[i].opcode != JOLT_DESC_ITEM)
			continue;
		if (pos + d[i].len > ring_size)
			pos = 0;
		memcpy(ring + pos, (const void *)(uintptr_t)d[i].addr, d[i].len);
		pos += d[i].len;
	}
	return jolt_tool_clock_s(ENGINE_CLOCK) - t0;
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
		double tc = time_memcpy(d, n, ring, ring_size);
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

/* The small-item workload: transactions of 4-12 items of 16-64 bytes over
 * 64 K keys, 30% relogs, intents and their dones, a push every 64
 * transactions. */
static void small_items(const struct bench_opts *o, struct jolt_gen_params *p)
{
	jolt_gen_params_default(p);
	p->seed = 7;
	p->items_min = 4;
	p->items_max = 12;
	p->transactions = o->items / 8;
	p->payload_min = 16;
	p->payload_max = 64;
	p->keys = 1 << 16;
	p->relog_pm = 300;
	p->intent_pm = 100;
	p->done_pm = 90;
	p->push_every = 64;
}

static int make_trace(const struct jolt_gen_params *p, struct jolt_trace *t)
{
	uint8_t *buf;
	size_t size;
	char why[256];
	int rc = jolt_trace_generate(p, &buf, &size);

	if (!rc)
		rc = jolt_trace_parse(buf, size, t, why, sizeof(why));
	free(buf);
	if (rc)
		fprintf(stderr, "jolt bench: cannot make a trace\n");
	return rc;
}

static int bench_small(const struct bench_opts *o)
{
	struct jolt_gen_params p;
	struct jolt_trace t;
	struct jolt_counters ctr;
	double best = 1e30;

	small_items(o, &p);
	if (make_trace(&p, &t))
		return 1;
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

/* One engine over one trace: the time it took, the part of it spent
 * simulating the device, cycles, counters, and a CRC of every record
 * byte and completion (to show both engines wrote the same). */
struct measured {
	double cpu_s, device_s;
	uint64_t cycles;
	struct jolt_counters ctr;
	uint32_t digest;
};

static int digest(void *ctx, const struct jolt_cpl *c, const uint8_t *rec)
{
	uint32_t *d = ctx;

	*d = jolt_crc32c(*d, c, sizeof(*c) - 4); /* the ring slot and phase depend on ring sizes */
	if (rec) /* the record's header with its CRC stands for all its bytes; reading
		  * them all here would add to the host time being measured */
		*d = jolt_crc32c(*d, rec, JOLT_RECORD_HEADER_SIZE);
	return 0;
}

static int run_trace(const char *driver, const char *env, struct jolt_engine_config cfg,
		     const struct jolt_trace *t, struct measured *m)
{
	struct jolt_tool_engine te;
	struct jolt_engine *e;
	struct jolt_desc *d;
	double t0;
	int rc;

	if (jolt_tool_engine_open("bench", driver, env, &cfg, t->size, &te))
		return -1;
	e = te.e;
	d = jolt_trace_descs_for(t, e, &rc);
	if (!d) {
		fprintf(stderr, "jolt bench: no engine memory for the trace\n");
		jolt_tool_engine_close(&te);
		return -1;
	}
	memset(m, 0, sizeof(*m));
	/* wall time on the clock the sim driver times its model with
	 * (CLOCK_MONOTONIC), so that the two subtract (the host's part = total
	 * - device) */
	t0 = jolt_tool_now_s();
	rc = jolt_engine_run(e, d, t->ndescs, digest, &m->digest);
	m->cpu_s = jolt_tool_now_s() - t0;
	m->device_s = jolt_engine_device_ns(e) * 1e-9;
	m->cycles = jolt_engine_cycles(e);
	jolt_engine_counters(e, &m->ctr);
	free(d);
	jolt_tool_engine_close(&te);
	if (rc)
		fprintf(stderr, "jolt bench: %s engine run failed: %s\n", driver, strerror(rc < 0 ? -rc : EIO));
	return rc ? -1 : 0;
}

/* The RTL in the loop against the soft engine, one workload per row:
 * cycles per item and bytes per cycle from the model (exact), and the
 * host's CPU per checkpoint in the journal path with each engine (for sim:
 * the thread's CPU minus what it spent simulating the device). */
static int bench_hw(const struct bench_opts *o)
{
	struct jolt_gen_params small, large;
	const struct jolt_gen_params *ps[2] = { &small, &large };
	const char *names[2] = { "small items (16-64 B)", "large items (64 KiB)" };

	small_items(o, &small);
	large = small;
	large.items_min = large.items_max = 1;
	large.payload_min = large.payload_max = o->large;
	large.transactions = o->bytes / o->large;
	large.intent_pm = large.done_pm = large.relog_pm = 0;
	large.push_every = 32;

	printf("%-24s %10s %12s %10s %10s %12s | %12s %12s %8s %6s\n", "workload", "items",
	       "cycles", "cyc/item", "B/cycle", "checkpoints", "soft us/ckpt", "sim us/ckpt",
	       "removed", "same");
	for (int i = 0; i < 2; i++) {
		struct measured soft = { 0 }, hw = { 0 };
		struct jolt_trace t;
		double soft_us, hw_us;

		if (make_trace(ps[i], &t))
			return 1;
		for (int r = 0; r < o->repeat; r++) {
			struct measured ms, mh;

			if (run_trace("soft", NULL, o->cfg, &t, &ms) ||
			    run_trace(o->engine, o->env, o->cfg, &t, &mh)) {
				jolt_trace_free(&t);
				return 1;
			}
			if (r == 0 || ms.cpu_s < soft.cpu_s)
				soft = ms;
			if (r == 0 || mh.cpu_s - mh.device_s < hw.cpu_s - hw.device_s)
				hw = mh;
		}
		soft_us = soft.cpu_s * 1e6 / soft.ctr.v[JOLT_CTR_CHECKPOINTS];
		hw_us = (hw.cpu_s - hw.device_s) * 1e6 / hw.ctr.v[JOLT_CTR_CHECKPOINTS];
		printf("%-24s %10llu %12llu %10.2f %10.2f %12llu | %12.2f %12.2f %7.1f%% %6s\n", names[i],
		       (unsigned long long)hw.ctr.v[JOLT_CTR_ITEMS_IN], (unsigned long long)hw.cycles,
		       (double)hw.cycles / hw.ctr.v[JOLT_CTR_ITEMS_IN],
		       (double)hw.ctr.v[JOLT_CTR_BYTES_PACKED] / hw.cycles,
		       (unsigned long long)hw.ctr.v[JOLT_CTR_CHECKPOINTS], soft_us, hw_us,
		       100.0 * (1 - hw_us / soft_us), soft.digest == hw.digest ? "yes" : "NO");
		jolt_trace_free(&t);
		if (soft.digest != hw.digest)
			return 1;
	}
	printf("  (best of %d runs; cycles include waiting for the host's doorbells and register\n"
	       "   accesses; the host's time is the run's wall time minus its waits for the %s\n"
	       "   engine: polls that found no completion, and simulated register accesses)\n",
	       o->repeat, o->engine);
	return 0;
}

static void bench_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench engine [options]\n"
		"  (the journal's open time: jolt bench open --help; the filesystem: jolt bench fs --help;\n"
		"  incremental send, seed 004: jolt bench send --help; the seeds: jolt bench seeds\n"
		"  --help; the engine offloaded under a filesystem: jolt bench offload --help)\n"
		"Measures, in one run on one core: packing throughput of large items against\n"
		"memcpy of the same bytes, and the item rate of small items with relogs and\n"
		"whiteouts. Rates are the best of --repeat runs; the ratio to memcpy is the\n"
		"median over back-to-back pairs of runs.\n"
		"With --engine sim: the RTL in the loop against the soft engine on the same\n"
		"traces: cycles per item and bytes per cycle from the model, and the host CPU\n"
		"per checkpoint in the journal path with each engine (--items default 200K,\n"
		"--bytes 32M).\n\n"
		"  -e, --engine NAME     engine driver (soft, sim)\n"
		"      --env NAME        DMA memory of a hardware engine: posix or dpdk (posix)\n"
		"      --record-size N   record size, multiple of 4K in 4K..256K (32K)\n"
		"      --large N         payload of a large item, 1..1M (64K)\n"
		"      --bytes N         large-item bytes per run, at least --large (1G)\n"
		"      --source N        memory the payloads come from (default: --bytes, every\n"
		"                        byte distinct; smaller reuses it from cache)\n"

		"      --items N         small items per run, at least 8 (8M)\n"
		"  -r, --repeat N        runs of each, 1..1000 (5)\n"
		"  -h, --help            this help\n");
}

int cmd_bench(int argc, char **argv)
{
	enum { O_RSIZE = 256, O_LARGE, O_BYTES, O_ITEMS, O_SOURCE, O_ENV };
	static const struct option opts[] = {
		{ "engine", required_argument, 0, 'e' }, { "record-size", required_argument, 0, O_RSIZE },
		{ "large", required_argument, 0, O_LARGE }, { "bytes", required_argument, 0, O_BYTES },
		{ "items", required_argument, 0, O_ITEMS }, { "repeat", required_argument, 0, 'r' },
		{ "source", required_argument, 0, O_SOURCE }, { "env", required_argument, 0, O_ENV },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_tool_cmd cmd = { .name = "bench", .help = bench_help };
	struct bench_opts o = { .engine = "soft", .large = 65536, .bytes = 1ull << 30,
				.items = 8u << 20, .repeat = 5 };
	uint32_t repeat = 5;
	int c;

	if (argc >= 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		bench_help(stdout);
		return JOLT_EXIT_OK;
	}
	if (argc >= 2 && !strcmp(argv[1], "open"))
		return cmd_bench_open(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "fs"))
		return cmd_bench_fs(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "seeds"))
		return cmd_bench_seeds(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "send"))
		return cmd_bench_send(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "offload"))
		return cmd_bench_offload(argc - 1, argv + 1);
	if (argc < 2 || strcmp(argv[1], "engine"))
		return jolt_tool_usage(&cmd, "unknown benchmark '%s' (jolt bench engine, jolt bench "
				       "open, jolt bench fs, jolt bench send, jolt bench seeds, jolt bench offload)", argc < 2 ? "" : argv[1]);
	jolt_engine_config_default(&o.cfg);
	optind = 1;
	argc--;
	argv++;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "e:r:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'e': bad = jolt_tool_choice(&cmd, "--engine", optarg, jolt_tool_engines, &o.engine); break;
		case O_ENV: bad = jolt_tool_choice(&cmd, "--env", optarg, jolt_tool_envs, &o.env); break;
		case O_RSIZE: bad = jolt_tool_record_size(&cmd, "--record-size", optarg, &o.cfg.record_size); break;
		case O_LARGE: bad = jolt_tool_num32(&cmd, "--large", optarg, 1, JOLT_MAX_PAYLOAD, &o.large); break;
		case O_BYTES: bad = jolt_tool_num(&cmd, "--bytes", optarg, 1, UINT64_MAX, &o.bytes); break;
		case O_ITEMS: bad = jolt_tool_num(&cmd, "--items", optarg, 8, UINT64_MAX, &o.items); break;
		case O_SOURCE: bad = jolt_tool_num(&cmd, "--source", optarg, 0, UINT64_MAX, &o.source); break;
		case 'r': bad = jolt_tool_num32(&cmd, "--repeat", optarg, 1, 1000, &repeat); break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operand after 'engine'"))
		return JOLT_EXIT_ERROR;
	o.repeat = (int)repeat;
	if (o.bytes < o.large)
		return jolt_tool_usage(&cmd, "--bytes %llu is less than one --large item (%u)",
				       (unsigned long long)o.bytes, o.large);
	if (jolt_engine_config_check(&o.cfg)) {
		fprintf(stderr, "jolt bench: invalid engine configuration\n");
		return JOLT_EXIT_ERROR;
	}
	if (strcmp(o.engine, "soft")) {
		if (o.items == 8u << 20)
			o.items = 200000; /* the model runs some million cycles a second */
		if (o.bytes == 1ull << 30)
			o.bytes = 32u << 20;
		if (o.repeat == 5)
			o.repeat = 3;
		printf("jolt bench engine: %s engine against soft, records of %u bytes\n", o.engine,
		       o.cfg.record_size);
		return bench_hw(&o) ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
	}
	char cpu[128];

	jolt_tool_cpu_model(cpu, sizeof(cpu));
	printf("jolt bench engine: %s engine, records of %u bytes, best of %d runs, median ratio of pairs\n",
	       o.engine, o.cfg.record_size, o.repeat);
	printf("CPU: %s; record CRC %s\n", cpu,
	       !jolt_crc_copy_supported() ? "in one pass per record (no AVX2 with VPCLMULQDQ here)"
	       : !jolt_crc_copy_default() ? "in one pass per record (JOLT_SOFT_CRC=separate)"
	       : "folded during the payload copies (JOLT_SOFT_CRC=separate: one pass per record)");
	printf("%-34s %14s %11s %14s %9s\n", "workload", "volume", "time", "rate", "vs memcpy");
	if (bench_large(&o) || bench_small(&o))
		return JOLT_EXIT_ERROR;
	return JOLT_EXIT_OK;
}
