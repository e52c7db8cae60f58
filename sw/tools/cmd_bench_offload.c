/* jolt bench offload: what offloading the journal engine does for a
 * filesystem workload. Each of the seeds' workloads (000-003, as in jolt
 * bench seeds) and jolt bench fs's metadata phases runs on a fresh image
 * with the soft engine and with the RTL in the loop (sim), at the same
 * scale, on mem and on a uring image, in one invocation; per workload:
 *
 *  - host CPU per operation and per fsync, soft against sim. The runs mount
 *    with JOLT_MOUNT_TIME_ENGINE, so the journal times its engine calls
 *    (docs/cosim.md). soft: the process's CPU time over the workload less
 *    what the timing cost. sim: the soft run's CPU outside its engine calls
 *    (the filesystem's and the journal's work on the same operations) plus
 *    the sim driver's own work inside them (descriptor copies, doorbells,
 *    completion handling), never the simulator's; the sim run as it ran
 *    (its host code slowed by the caches the model evicts) is shown apart.
 *    The journal engine's share of the soft run's CPU is what offload can
 *    remove at most (Amdahl).
 *  - the demand the workload put on the engine, from the soft run (items,
 *    payload bytes and record bytes, checkpoints, each over the workload's
 *    wall time), against what the RTL does at its clock: busy cycles per
 *    item from the simulation (the pushes' windows, doorbell to checkpoint
 *    completion, over the sim run's items: each checkpoint's cost
 *    included), at the clock of `make synth`'s worst seed. Utilization = demand x cycles per item /
 *    clock; the bus column is the bytes the engine moves (payload read,
 *    records written) over what its 64-bit port carries at that clock. At
 *    100% the engine no longer keeps up; a bus share near the utilization
 *    says a wider port is what would help.
 *  - the latency the engine adds to a force: engine cycles from a push's
 *    doorbell to its checkpoint's completion (push_cycles / pushes_timed),
 *    at the clock, beside the device flush the force waits for anyway (the
 *    journal's flushes, submission to completion, on the soft run).
 *  - 001 with relog=insert and 002 with whiteouts=off as well: what the
 *    engine's relog and whiteout rules save the host.
 *
 * Every figure comes from the run's own counters (jolt_fsync_counters), and
 * each run's journal is read back before its unmount as `jolt stat
 * --journal` reads it (jolt_journal_summary), printed beside them. */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_work.h"
#include "commands.h"
#include "jolt/engine.h"
#include "jolt/fs.h"

/* The RTL's clock when build/synth/summary.txt is absent: `make synth`'s
 * worst placement seed at 2bb1deb (docs/results.md, "Area and Fmax"). */
#define JOLT_RTL_FMAX_MHZ 154.7
/* The engine's AXI data port, bytes a cycle (JoltConfig's 64 bits). */
#define JOLT_RTL_BUS_BYTES 8

static void bench_offload_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench offload [options]\n"
		"Each of the seeds' workloads (000-003, as jolt bench seeds) and jolt bench fs's\n"
		"metadata phases (fs) with the soft engine and with the RTL in the loop (sim), on\n"
		"mem and on a uring image, in one run; per workload: host CPU per operation and\n"
		"per fsync (sim: the host's own work, the simulator's left out), the journal\n"
		"engine's share of the soft run's CPU, the demand on the engine against the\n"
		"RTL at its clock (utilization), and the latency the engine adds to a force\n"
		"beside the device flush (docs/cosim.md, \"jolt bench offload\").\n\n"
		"      --quick              small counts, a few seconds (smoke tests)\n"
		"  -w, --workload LIST      000,001,002,003,fs (all)\n"
		"  -n, --files N            000 renames, 003 creates, fs files; 001's writes and\n"
		"                           002's creates scale with it (1000; quick 100)\n"
		"      --backend LIST       mem, uring (mem,uring)\n"
		"      --image FILE         the uring image, made anew each run\n"
		"                           (build/bench-offload.img; removed at the end)\n"
		"      --journal-image FILE the last run's device as its workload left it, before\n"
		"                           the unmount (sparse), for jolt stat --journal FILE\n"
		"      --clock MHZ          the RTL's clock (default: build/synth/summary.txt's\n"
		"                           Fmax, else %.1f, make synth's worst seed)\n"
		"      --no-switches        leave out 001 relog=insert and 002 whiteouts=off\n"
		"      --json FILE          every row as a JSON line\n"
		"      --plot FILE          a PNG of the rows (scripts/offload_plot.py, matplotlib)\n"
		"  -h, --help               this help\n", JOLT_RTL_FMAX_MHZ);
}

struct wl {
	const char *name;            /* "000" .. "003", "fs" */
	const char *setting;
	struct bench_setting s;
};

struct row {
	const char *backend;
	const struct wl *w;
	struct bench_res soft, sim;
	int have_sim;
	const char *sim_why;
};

/* The clock: --clock, else the summary's "Fmax  154.7 MHz" line, else the
 * constant; what it came from into src. */
static double rtl_clock(double opt, char *src, size_t len)
{
	char top[PATH_MAX], path[PATH_MAX + 32], line[256];
	if (opt > 0) {
		snprintf(src, len, "--clock");
		return opt;
	}
	if (!jolt_tool_source_top(top, sizeof(top))) {
		snprintf(path, sizeof(path), "%s/build/synth/summary.txt", top);
		FILE *f = fopen(path, "r");
		while (f && fgets(line, sizeof(line), f)) {
			double mhz;
			if (sscanf(line, "Fmax %lf MHz", &mhz) == 1 && mhz > 0) {
				fclose(f);
				snprintf(src, len, "%s", "build/synth/summary.txt, make synth's worst seed");
				return mhz;
			}
		}
		if (f)
			fclose(f);
	}
	snprintf(src, len, "JOLT_RTL_FMAX_MHZ, make synth's worst seed at 2bb1deb; no "
		 "build/synth/summary.txt");
	return JOLT_RTL_FMAX_MHZ;
}

static double per(double a, uint64_t b)
{
	return b ? a / (double)b : NAN;
}

/* The host's CPU seconds of a run: the process's, less what the timing of
 * the engine calls cost, and for sim less the simulator's CPU inside them:
 * for sim this is the run as it ran, whose host code also pays for the
 * caches the simulator evicted (docs/cosim.md). */
static double run_host_s(const struct bench_res *r)
{
	double s = r->cpu - (double)(r->c.engine_device_ns + r->c.timing_ns) * 1e-9;
	return s > 0 ? s : 0;
}

/* ... of it in the journal's engine calls: the soft engine's work, or the
 * sim driver's (descriptor copies, doorbells, completion handling) */
static double engine_host_s(const struct bench_res *r)
{
	return (double)r->c.engine_ns * 1e-9;
}

/* The host's own CPU seconds with the RTL as a device: the soft run's work
 * outside its engine calls (the filesystem's and the journal's, the same
 * operations) plus the sim driver's work inside them. */
static double sim_host_s(const struct bench_res *soft, const struct bench_res *sim)
{
	double s = run_host_s(soft) - engine_host_s(soft) + engine_host_s(sim);
	return s > 0 ? s : 0;
}

static void run(const struct bench_cfg *g0, const char *engine, const struct wl *w,
		const struct bench_scale *sc, uint64_t files, struct bench_res *r)
{
	struct bench_cfg g = *g0;
	g.engine = engine;
	if (!strcmp(w->name, "fs")) {
		struct bench_fs_result fr;
		jolt_bench_fs_run(&g, files, files / 50 ? files / 50 : 1, &fr, r);
	} else {
		struct bench_res two[2];
		jolt_bench_run_one(&g, w->name, &w->s, sc, two);
		*r = two[0];
		if (!strcmp(w->name, "003") && !two[0].err) {
			/* create and unlink together: the time and CPU of both, the
			 * counters of both (the run's) */
			r->secs += two[1].secs;
			r->cpu += two[1].cpu;
			r->ops += two[1].ops;
			r->c = r->run;
		}
	}
}

static void fmt(char *b, size_t n, const char *f, double v)
{
	if (isfinite(v))
		snprintf(b, n, f, v);
	else
		snprintf(b, n, "n/a");
}

static void json_row(FILE *o, const struct row *x, double mhz, const char *jimage)
{
	const struct bench_res *rs[2] = {&x->soft, &x->sim};
	fprintf(o, "{\"backend\": \"%s\", \"workload\": \"%s\", \"setting\": \"%s\", \"clock_mhz\": %.1f",
		x->backend, x->w->name, x->w->setting, mhz);
	if (jimage)
		fprintf(o, ", \"journal_image\": \"%s\"", jimage);
	if (!x->have_sim)
		fprintf(o, ", \"sim_why\": \"%s\"", x->sim_why);
	for (int e = 0; e < 2; e++) {
		const struct bench_res *r = rs[e];
		const struct jolt_fsync_counters *c = &r->c, *u = &r->run;
		if (e && !x->have_sim)
			break;
		fprintf(o, ", \"%s\": {\"ok\": %s, \"ops\": %" PRIu64 ", \"secs\": %.6f, \"cpu\": %.6f, "
			"\"host_cpu\": %.6f, \"run_host_cpu\": %.6f", e ? "sim" : "soft",
			r->err ? "false" : "true", r->ops, r->secs, r->cpu,
			e ? sim_host_s(&x->soft, r) : run_host_s(r), run_host_s(r));
#define C(f) fprintf(o, ", \"" #f "\": %" PRIu64, c->f)
		C(fsyncs); C(engine_items); C(engine_items_out); C(checkpoints); C(bytes_logged);
		C(journal_bytes); C(engine_relogs); C(engine_whiteouts); C(engine_cycles);
		C(engine_ns); C(engine_device_ns); C(timing_ns); C(engine_calls); C(push_cycles); C(pushes_timed); C(flushes);
		C(flush_ns); C(forces); C(log_txs);
#undef C
		fprintf(o, ", \"run\": {\"log_txs\": %" PRIu64 ", \"journal_bytes\": %" PRIu64
			", \"bytes_logged\": %" PRIu64 ", \"engine_items_out\": %" PRIu64
			", \"checkpoints\": %" PRIu64 ", \"engine_items\": %" PRIu64 "}}", u->log_txs,
			u->journal_bytes, u->bytes_logged, u->engine_items_out, u->checkpoints,
			u->engine_items);
	}
	fprintf(o, "}\n");
}

static void print_rows(const struct row *rows, int n, double mhz)
{
	printf("\nhost CPU (us; sim: the host's own work, the simulator's left out):\n\n"
	       "| backend | workload | setting | ops | fsyncs | soft us/op | sim us/op | soft us/fsync "
	       "| sim us/fsync | engine calls us/fsync, soft / sim | journal engine's share, soft "
	       "| removed by the RTL | sim as run us/op |\n"
	       "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
	for (int i = 0; i < n; i++) {
		const struct row *x = &rows[i];
		const struct bench_res *s = &x->soft, *h = &x->sim;
		char a[32], b[32], c[32], d[32], e[32], e2[32], f[32], g[32], r[32];
		if (s->err) {
			printf("| %s | %s | %s | %s | | | | | | | | | |\n", x->backend, x->w->name,
			       x->w->setting, s->why);
			continue;
		}
		double soft = run_host_s(s);
		fmt(a, sizeof(a), "%.2f", 1e6 * per(soft, s->ops));
		fmt(c, sizeof(c), "%.2f", 1e6 * per(soft, s->c.fsyncs));
		fmt(f, sizeof(f), "%.1f%%", 100.0 * engine_host_s(s) / soft);
		fmt(e, sizeof(e), "%.2f", 1e6 * per(engine_host_s(s), s->c.fsyncs));
		if (x->have_sim && !h->err) {
			double sim = sim_host_s(s, h);
			fmt(b, sizeof(b), "%.2f", 1e6 * per(sim, h->ops));
			fmt(d, sizeof(d), "%.2f", 1e6 * per(sim, h->c.fsyncs));
			fmt(e2, sizeof(e2), "%.2f", 1e6 * per(engine_host_s(h), h->c.fsyncs));
			fmt(g, sizeof(g), "%.1f%%", 100.0 * (soft - sim) / soft);
			fmt(r, sizeof(r), "%.2f", 1e6 * per(run_host_s(h), h->ops));
		} else {
			snprintf(b, sizeof(b), "%s", x->have_sim ? h->why : x->sim_why);
			snprintf(d, sizeof(d), "-");
			snprintf(e2, sizeof(e2), "-");
			snprintf(g, sizeof(g), "-");
			snprintf(r, sizeof(r), "-");
		}
		printf("| %s | %s | %s | %" PRIu64 " | %" PRIu64 " | %s | %s | %s | %s | %s / %s | %s "
		       "| %s | %s |\n", x->backend, x->w->name, x->w->setting, s->ops, s->c.fsyncs, a, b,
		       c, d, e, e2, f, g, r);
	}
	printf("\nthe journal each run left before its unmount, read back as jolt stat --journal "
	       "reads it, against the run's counters (items logged: the engine's items out,\n"
	       "one header a log group among them; a commit homes the groups before it):\n\n"
	       "| backend | workload | setting | engine | log groups | items | payload bytes "
	       "| record bytes | run: log groups / items logged / checkpoints |\n"
	       "|---|---|---|---|---|---|---|---|---|\n");
	for (int i = 0; i < n; i++) {
		const struct row *x = &rows[i];
		const struct bench_res *rs[2] = {&x->soft, &x->sim};
		for (int k = 0; k < 1 + x->have_sim; k++) {
			const struct jolt_fsync_counters *u = &rs[k]->run, *jn = &rs[k]->journal;
			if (rs[k]->err)
				continue;
			uint64_t items = jn->items_inode + jn->items_dir_add + jn->items_dir_del +
					 jn->items_dir_del_range + jn->items_xattr + jn->items_extent +
					 jn->items_attr_intent + jn->items_extent_free_intent +
					 jn->items_done + jn->items_other;
			printf("| %s | %s | %s | %s | %" PRIu64 " | %" PRIu64 " | %" PRIu64 " | %" PRIu64
			       " | %" PRIu64 " / %" PRIu64 " / %" PRIu64 " |\n", x->backend, x->w->name,
			       x->w->setting, k ? "sim" : "soft", jn->log_txs, items, jn->bytes_logged,
			       jn->journal_bytes, u->log_txs, u->engine_items_out, u->checkpoints);
		}
	}
	printf("\nthe engine's demand (soft run, per second of the workload) against the RTL at "
	       "%.1f MHz:\n\n"
	       "| backend | workload | setting | items/s | payload MB/s | record MB/s | checkpoints/s "
	       "| cycles/item | cycles/ckpt | utilization | 64-bit bus | force: engine us (cycles) "
	       "| device flush us |\n"
	       "|---|---|---|---|---|---|---|---|---|---|---|---|---|\n", mhz);
	for (int i = 0; i < n; i++) {
		const struct row *x = &rows[i];
		const struct bench_res *s = &x->soft, *h = &x->sim;
		char ci[32] = "-", cc[32] = "-", u[32] = "-", bus[32] = "-", fl[48] = "-", dv[32];
		if (s->err)
			continue;
		double items = (double)s->c.engine_items / s->secs;
		double pay = (double)s->c.bytes_logged / s->secs, rec = (double)s->c.journal_bytes / s->secs;
		double ck = (double)s->c.checkpoints / s->secs;
		fmt(dv, sizeof(dv), "%.1f", 1e-3 * per((double)s->c.flush_ns, s->c.flushes));
		if (x->have_sim && !h->err) {
			/* busy cycles: the pushes' windows, doorbell to completion (the
			 * model runs only while the host waits for it, so its other
			 * cycles are idle rounds of polls) */
			double cpi = per((double)h->c.push_cycles, h->c.engine_items);
			double pc = per((double)h->c.push_cycles, h->c.pushes_timed);
			fmt(ci, sizeof(ci), "%.1f", cpi);
			fmt(cc, sizeof(cc), "%.0f", per((double)h->c.push_cycles, h->c.checkpoints));
			fmt(u, sizeof(u), "%.3f%%", 100.0 * items * cpi / (mhz * 1e6));
			fmt(bus, sizeof(bus), "%.3f%%", 100.0 * (pay + rec) / (JOLT_RTL_BUS_BYTES * mhz * 1e6));
			if (isfinite(pc))
				snprintf(fl, sizeof(fl), "%.2f (%.0f)", pc / mhz, pc);
		} else if (!x->have_sim) {
			snprintf(ci, sizeof(ci), "%s", x->sim_why);
		}
		printf("| %s | %s | %s | %.0f | %.3f | %.3f | %.1f | %s | %s | %s | %s | %s | %s |\n",
		       x->backend, x->w->name, x->w->setting, items, pay / 1e6, rec / 1e6, ck, ci, cc, u,
		       bus, fl, dv);
	}
}

static int has(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; (p = strstr(p, name)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n]))
			return 1;
	return 0;
}

static int check_list(const struct jolt_tool_cmd *cmd, const char *opt, const char *list,
		      const char *const *names)
{
	char buf[128];
	snprintf(buf, sizeof(buf), "%s", list);
	if (!buf[0])
		return jolt_tool_usage(cmd, "%s: an empty list", opt);
	for (char *sv, *tok = strtok_r(buf, ",", &sv); tok; tok = strtok_r(NULL, ",", &sv)) {
		const char *v;
		if (jolt_tool_choice(cmd, opt, tok, names, &v))
			return 1;
	}
	return 0;
}

static int plot(const char *json, const char *png)
{
	char top[PATH_MAX], cmd[3 * PATH_MAX + 64];
	if (jolt_tool_source_top(top, sizeof(top))) {
		fprintf(stderr, "jolt bench offload: cannot find this program's path\n");
		return -1;
	}
	snprintf(cmd, sizeof(cmd), "'%s/.venv/bin/python' '%s/scripts/offload_plot.py' '%s' '%s'",
		 top, top, json, png);
	fflush(stdout);
	int st = system(cmd);
	if (st) {
		fprintf(stderr, "jolt bench offload: the plot failed: %s\n", cmd);
		return -1;
	}
	return 0;
}

int cmd_bench_offload(int argc, char **argv)
{
	enum { O_QUICK = 256, O_BACKEND, O_IMAGE, O_KEEP, O_CLOCK, O_NOSW, O_JSON, O_PLOT };
	static const struct option opts[] = {
		{"quick", no_argument, 0, O_QUICK}, {"workload", required_argument, 0, 'w'},
		{"files", required_argument, 0, 'n'}, {"backend", required_argument, 0, O_BACKEND},
		{"image", required_argument, 0, O_IMAGE}, {"journal-image", required_argument, 0, O_KEEP},
		{"clock", required_argument, 0, O_CLOCK}, {"no-switches", no_argument, 0, O_NOSW},
		{"json", required_argument, 0, O_JSON}, {"plot", required_argument, 0, O_PLOT},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	static const char *const workloads[] = {"000", "001", "002", "003", "fs", NULL};
	static const char *const backends[] = {"mem", "uring", NULL};
	struct jolt_tool_cmd cmd = {.name = "bench offload", .help = bench_offload_help};
	const char *which = "000,001,002,003,fs", *blist = "mem,uring", *image = "build/bench-offload.img";
	const char *json = NULL, *png = NULL, *jimage = NULL;
	uint64_t files = 0, clock_khz = 0;
	int quick = 0, switches = 1, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "w:n:h", opts)) != -1) {
		int bad = 0;
		switch (c) {
		case O_QUICK: quick = 1; break;
		case 'w': which = optarg; break;
		case 'n': bad = jolt_tool_num(&cmd, "--files", optarg, 100, 1000000, &files); break;
		case O_BACKEND: blist = optarg; break;
		case O_IMAGE: image = optarg; break;
		case O_KEEP: jimage = optarg; break;
		case O_CLOCK: {
			char *end;
			double mhz = strtod(optarg, &end);
			if (*end || !(mhz >= 1 && mhz <= 10000))
				bad = jolt_tool_usage(&cmd, "--clock: expected MHz in 1..10000, got '%s'", optarg);
			else
				clock_khz = (uint64_t)(mhz * 1000 + 0.5);
			break;
		}
		case O_NOSW: switches = 0; break;
		case O_JSON: json = optarg; break;
		case O_PLOT: png = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operands"))
		return JOLT_EXIT_ERROR;
	if (check_list(&cmd, "--workload", which, workloads) ||
	    check_list(&cmd, "--backend", blist, backends))
		return JOLT_EXIT_ERROR;
	if (!files)
		files = quick ? 100 : 1000;
	/* one scale for both engines, so that their rows are the same work; the
	 * RTL's build takes 256 items a transaction: 001's files of 64 blocks,
	 * so that relog=insert's groups (every extent) fit */
	struct bench_scale sc = {.files = files, .w001 = (files / 10 + 3) / 4 * 4, .blocks001 = 64,
				 .c002 = files / 250 ? files / 250 : 1, .creates = files};

	struct wl wls[8];
	int nw = 0;
	for (const char *const *n = workloads; *n; n++) {
		if (!has(which, *n))
			continue;
		struct wl w = {.name = *n, .setting = "default"};
		jolt_mount_opts_default(&w.s.mo);
		w.s.pptrs = 1;
		if (!strcmp(*n, "000")) {
			w.setting = "rename_log=oldname";
			w.s.mo.rename_log = JOLT_RENAME_LOG_OLDNAME;
		} else if (!strcmp(*n, "001")) {
			if (switches) {
				wls[nw] = w;
				wls[nw].setting = "relog=insert";
				wls[nw++].s.mo.relog = JOLT_RELOG_INSERT;
			}
			w.setting = "relog=inplace";
			w.s.mo.relog = JOLT_RELOG_INPLACE;
		} else if (!strcmp(*n, "002")) {
			if (switches) {
				wls[nw] = w;
				wls[nw].setting = "whiteouts=off";
				wls[nw++].s.mo.whiteouts = JOLT_WHITEOUTS_OFF;
			}
			w.setting = "whiteouts=on";
			w.s.mo.whiteouts = JOLT_WHITEOUTS_ON;
		} else if (!strcmp(*n, "003")) {
			w.setting = "pptr_log=shortform";
			w.s.mo.pptr_log = JOLT_PPTR_LOG_SHORTFORM;
		} else {
			w.setting = "create..unlink";
		}
		wls[nw++] = w;
	}

	char src[160], cpu[128];
	double mhz = rtl_clock(clock_khz / 1000.0, src, sizeof(src));
	const char *sim_why = NULL;
	{
		struct jolt_engine_config ec;
		struct jolt_engine *e;
		jolt_engine_config_default(&ec);
		int rc = jolt_engine_open("sim", &ec, &e);
		if (rc)
			sim_why = rc == -ENOENT ? "skipped: the RTL library is not built (make cosim)"
						: "skipped: the RTL engine does not open";
		else
			jolt_engine_close(e);
	}
	FILE *jo = NULL;
	char tmpjson[PATH_MAX];
	if (json || png) {
		if (!json) {
			snprintf(tmpjson, sizeof(tmpjson), "%s.json", png);
			json = tmpjson;
		}
		if (!(jo = fopen(json, "w"))) {
			fprintf(stderr, "jolt bench offload: %s: %s\n", json, strerror(errno));
			return JOLT_EXIT_ERROR;
		}
	}
	jolt_tool_cpu_model(cpu, sizeof(cpu));
	printf("jolt bench offload: %s%s, soft and sim at the same scale (%" PRIu64 " files); "
	       "RTL clock %.1f MHz (%s); CPU: %s\n", which, quick ? ", quick" : "", files, mhz, src,
	       cpu);
	if (sim_why)
		printf("sim: %s\n", sim_why);

	struct row rows[32];
	int nr = 0, fails = 0, nb = 0;
	for (const char *const *b = backends; *b; b++)
		nb += has(blist, *b);
	for (const char *const *b = backends; *b; b++) {
		if (!has(blist, *b))
			continue;
		/* no commit by the clock: the sim runs take longer, and a commit
		 * in one of them would change what its fsyncs log */
		struct bench_cfg g = {.backend = *b, .image = image, .time_engine = 1, .read_journal = 1,
				      .commit_interval_ms = JOLT_COMMIT_NEVER,
				      .size = !strcmp(*b, "mem") ? 512ull << 20 : 1ull << 30};
		for (int i = 0; i < nw; i++) {
			struct row *x = &rows[nr++];
			int last = nr == nb * nw;   /* its last run keeps the journal image */
			memset(x, 0, sizeof(*x));
			x->backend = *b;
			x->w = &wls[i];
			x->sim_why = sim_why;
			g.journal_image = last && sim_why ? jimage : NULL;
			run(&g, "soft", x->w, &sc, files, &x->soft);
			if (!sim_why) {
				x->have_sim = 1;
				g.journal_image = last ? jimage : NULL;
				run(&g, "sim", x->w, &sc, files, &x->sim);
			}
			fails += x->soft.err != 0 || (x->have_sim && x->sim.err != 0);
		}
	}
	print_rows(rows, nr, mhz);
	printf("\n(soft us/op, us/fsync: the process's CPU time, every thread, over the workload's "
	       "operations and its fsyncs, less the timing's own; engine calls: the CPU inside\n"
	       " the journal's engine calls, for sim the driver's alone; sim us/op: the soft run's "
	       "CPU outside its engine calls plus the sim driver's; sim as run: the sim run's\n"
	       " CPU less the simulator's inside the engine calls, its host code slowed by the caches "
	       "the simulator evicts; utilization: items/s x the RTL's busy cycles per item\n"
	       " (its pushes' windows) / its clock; force: cycles from a push's doorbell to its "
	       "checkpoint's completion; device flush: the journal's flushes, submitted to\n"
	       " completed, on the soft run)\n");
	for (int i = 0; jo && i < nr; i++)
		json_row(jo, &rows[i], mhz, i == nr - 1 ? jimage : NULL);
	unlink(image);
	if (jo)
		fclose(jo);
	if (png && plot(json, png))
		return JOLT_EXIT_ERROR;
	return fails ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
