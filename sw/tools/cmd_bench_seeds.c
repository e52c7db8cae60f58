/* jolt bench seeds: each seed document's workload (/work/shared/seeds,
 * docs/results.md) run in-process with its switch off and on, side by side
 * in one invocation, and the ratio:
 *
 *   000 rename_log full|oldname: N renames of files in a directory that was
 *       logged (fsynced) earlier in the transaction (btrfs's zypper case);
 *   001 relog insert|inplace: 8 writers, 4 KiB random writes into their own
 *       file, an fsync every 4 writes;
 *   002 whiteouts off|on: 16 writers creating files with a 64 KiB xattr,
 *       each fsynced;
 *   003 parent pointers off|intent|shortform: create then unlink of empty
 *       files, each fsynced.
 *
 * The workloads are written once against a small target interface (struct
 * target): on jolt it is the library's API on a fresh image per run (mkfs),
 * and on the kernel's btrfs and xfs POSIX calls on a loop device made anew
 * per run (truncate, losetup, mkfs, mount: root only), so the kernel rows
 * of 000 and 001 run the same code as jolt's. Each jolt run reports what
 * went through the journal (jolt_fsync_counters): payload bytes logged,
 * record bytes, forces and flushes, relogs and whiteouts in the engine;
 * with --engine sim (the RTL co-simulated) the engine's clock cycles per
 * item taken, at a scale divided by --sim-div.
 *
 * Runs are alternated between the settings `--repeat` times. 000 to 002
 * keep each setting's fastest run (wall time); 003's overheads are small
 * against the noise of a shared machine, so it is measured by the
 * process's CPU time (CLOCK_PROCESS_CPUTIME_ID: every thread, user and
 * system) and keeps each setting's least. --json writes every row for
 * scripts/seeds_bench.py (the results page and its plots). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#include "bench_work.h"
#include "commands.h"
#include "jolt/blk.h"
#include "jolt/engine.h"
#include "jolt/fs.h"

static void bench_seeds_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench seeds [options]\n"
		"The seeds' workloads on jolt with each one's switch off and on, side by side,\n"
		"beside the kernel's btrfs and xfs on loop devices (000, 001) and the RTL\n"
		"engine at a smaller scale (docs/results.md, section \"jolt bench seeds\").\n\n"
		"      --quick              small counts (smoke tests)\n"
		"  -s, --seed LIST          which: 000,001,002,003 (all)\n"
		"  -n, --files N            seed 000: renames (10000; quick 500)\n"
		"      --creates N          seed 003: files created and unlinked (100000; quick 2000)\n"
		"      --engine LIST        journal engines: soft, sim (soft,sim; sim rows are\n"
		"                           skipped with the reason when the RTL library is absent)\n"
		"      --sim-div N          the sim engine's counts: the soft engine's / N (100;\n"
		"                           quick 10)\n"
		"      --kernel LIST        kernel filesystems for 000 and 001 on loop devices:\n"
		"                           btrfs, xfs, or none (btrfs,xfs; needs root)\n"
		"      --backend NAME       mem, uring or spdk (default: uring on --image)\n"
		"      --image FILE         image file, made anew: jolt's (uring) and beside it\n"
		"                           the kernel's loop files (build/bench-seeds.img);\n"
		"                           spdk: a bdev name from -c, formatted for each run\n"
		"                           (the loop files at the default path)\n"
		"  -c FILE                  SPDK JSON config (spdk backend, docs/spdk.md)\n"
		"  -r, --repeat N           alternate the settings N times, keep the best (1)\n"
		"      --json FILE          every row as a JSON line\n"
		"      --mount              the seeds through a FUSE mount with real tools (mv,\n"
		"                           fio, setfattr, fs_mark, rm) beside the kernel's\n"
		"                           btrfs and xfs and a FUSE passthrough, in one run:\n"
		"                           scripts/mount_bench.py of this build's source tree\n"
		"                           (root); -s, --quick and -r become its --only,\n"
		"                           --quick and --rounds, its own options (--help)\n"
		"                           pass through\n"
		"  -h, --help               this help\n");
}

/* ---- output ---- */

struct out {
	FILE *json;
	const char *engine, *backend;
};

static void row(struct out *o, const char *seed, const char *what, const char *setting,
		const struct bench_res *r)
{
	const char *engine = r->kernel ? "kernel" : o->engine;
	if (r->err) {
		printf("| %s | %s | %s | %s | | | | | | | |\n", seed, what, setting, r->why);
	} else if (r->kernel) {
		printf("| %s | %s | %s | %.3f | %.3f | %.0f | | | | | |\n", seed, what, setting,
		       r->secs, r->cpu, (double)r->ops / r->secs);
	} else {
		char cyc[32] = "";
		if (r->c.engine_cycles && r->c.engine_items)
			snprintf(cyc, sizeof(cyc), "%.1f",
				 (double)r->c.engine_cycles / (double)r->c.engine_items);
		printf("| %s | %s | %s | %.3f | %.3f | %.0f | %.1f | %.1f | %" PRIu64 " / %" PRIu64
		       " | %" PRIu64 " / %" PRIu64 " | %s |\n", seed, what, setting, r->secs, r->cpu,
		       (double)r->ops / r->secs, (double)r->c.bytes_logged / 1048576.0,
		       (double)r->c.journal_bytes / 1048576.0, r->c.forces, r->c.flushes,
		       r->c.engine_relogs, r->c.engine_whiteouts, cyc);
	}
	if (!o->json)
		return;
	fprintf(o->json, "{\"seed\": \"%s\", \"what\": \"%s\", \"setting\": \"%s\", \"engine\": "
		"\"%s\", \"backend\": \"%s\", \"ok\": %s", seed, what, setting, engine,
		r->kernel ? "loop" : o->backend, r->err ? "false" : "true");
	if (r->err) {
		fprintf(o->json, ", \"why\": \"");
		for (const char *c = r->why; *c; c++)
			fprintf(o->json, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
		fprintf(o->json, "\"}\n");
		return;
	}
	fprintf(o->json, ", \"ops\": %" PRIu64 ", \"secs\": %.6f, \"cpu\": %.6f", r->ops, r->secs,
		r->cpu);
	if (!r->kernel)
		fprintf(o->json, ", \"bytes_logged\": %" PRIu64 ", \"journal_bytes\": %" PRIu64
			", \"forces\": %" PRIu64 ", \"flushes\": %" PRIu64 ", \"engine_relogs\": %"
			PRIu64 ", \"engine_whiteouts\": %" PRIu64 ", \"engine_items\": %" PRIu64
			", \"engine_cycles\": %" PRIu64, r->c.bytes_logged, r->c.journal_bytes,
			r->c.forces, r->c.flushes, r->c.engine_relogs, r->c.engine_whiteouts,
			r->c.engine_items, r->c.engine_cycles);
	if (!r->kernel)
		fprintf(o->json, ", \"fsyncs\": %" PRIu64 ", \"fsyncs_in_commit\": %" PRIu64
			", \"full_commits\": %" PRIu64 ", \"data_flushes\": %" PRIu64
			", \"data_flushes_by_force\": %" PRIu64 ", \"data_preflushes\": %" PRIu64
			", \"preflushes\": %" PRIu64 ", \"forces_durable\": %" PRIu64
			", \"xattr_values_kept\": %" PRIu64, r->c.fsyncs, r->c.fsyncs_in_commit,
			r->c.full_commits,
			r->c.data_flushes, r->c.data_flushes_by_force, r->c.data_preflushes,
			r->c.preflushes, r->c.forces_durable, r->c.xattr_values_kept);
	fprintf(o->json, "}\n");
}

/* b over a for a ratio line; "n/a" when a is 0 */
static const char *ratio(char *buf, size_t len, double b, double a)
{
	if (a > 0)
		snprintf(buf, len, "%.3f", b / a);
	else
		snprintf(buf, len, "n/a");
	return buf;
}

static int better(const struct bench_res *r, const struct bench_res *best, int by_cpu)
{
	if (best->err)
		return 1;
	return !r->err && (by_cpu ? r->cpu < best->cpu : r->secs < best->secs);
}

static int has(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; (p = strstr(p, name)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n]))
			return 1;
	return 0;
}

/* The seed's settings alternated `repeat` times, each's best kept; its rows
 * and its ratio line. Returns how many rows failed (not skipped). */
static int bench_seed(const struct bench_cfg *g, struct out *o, const char *seed, const char *what,
		      const struct bench_setting *s, int ns, const struct bench_scale *sc, uint32_t repeat)
{
	struct bench_res best[8][2], r[2];
	int by_cpu = !strcmp(seed, "003");
	for (uint32_t k = 0; k < repeat; k++)
		for (int i = 0; i < ns; i++) {
			if (k && best[i][0].why[0] && !strncmp(best[i][0].why, "skipped", 7))
				continue;
			jolt_bench_run_one(g, seed, &s[i], sc, r);
			for (int h = 0; h < 2; h++)
				if (!k || better(&r[h], &best[i][h], by_cpu))
					best[i][h] = r[h];
		}
	int fails = 0;
	for (int i = 0; i < ns; i++) {
		char w[80];
		snprintf(w, sizeof(w), by_cpu ? "create (%s)" : "%s", what);
		row(o, seed, w, s[i].name, &best[i][0]);
		fails += best[i][0].err && strncmp(best[i][0].why, "skipped", 7);
	}
	if (by_cpu) {
		char w[80];
		snprintf(w, sizeof(w), "unlink (%s)", what);
		for (int i = 0; i < ns; i++)
			row(o, seed, w, s[i].name, &best[i][1]);
	}
	const struct bench_res *off = &best[0][0], *on = &best[1][0];
	if (off->err || on->err)
		return fails;
	char lb[16], jb[16];
	ratio(lb, sizeof(lb), (double)on->c.bytes_logged, (double)off->c.bytes_logged);
	ratio(jb, sizeof(jb), (double)on->c.journal_bytes, (double)off->c.journal_bytes);
	if (!strcmp(seed, "000"))
		printf("| %s | | **rename_log oldname/full** | **%.2fx** faster | | | | "
		       "logged %s | journal %s | | | |\n", seed, off->secs / on->secs, lb, jb);
	else if (!strcmp(seed, "001") || !strcmp(seed, "002")) {
		printf("| %s | | **%s on/off** | **%.3fx** throughput | | | | logged %s | "
		       "journal %s | | | |\n", seed, s[1].name, off->secs / on->secs, lb, jb);
		/* what decides the ratio on a disk: device flushes, the journal's
		 * and the data's, per fsync (a counter: load does not move it) */
		printf("| %s | | device flushes per fsync (journal + data), off / on | %.2f + %.2f / "
		       "%.2f + %.2f | | | | | | | |\n", seed,
		       (double)off->c.flushes / (double)(off->c.fsyncs + !off->c.fsyncs),
		       (double)off->c.data_flushes / (double)(off->c.fsyncs + !off->c.fsyncs),
		       (double)on->c.flushes / (double)(on->c.fsyncs + !on->c.fsyncs),
		       (double)on->c.data_flushes / (double)(on->c.fsyncs + !on->c.fsyncs));
	}
	else if (!best[2][0].err && !best[0][1].err && !best[1][1].err && !best[2][1].err)
		printf("| %s | | **overhead vs off, CPU: intent / shortform** | create %+.1f%% / "
		       "%+.1f%% | unlink %+.1f%% / %+.1f%% | | | | | | |\n", seed,
		       100.0 * (best[1][0].cpu / best[0][0].cpu - 1),
		       100.0 * (best[2][0].cpu / best[0][0].cpu - 1),
		       100.0 * (best[1][1].cpu / best[0][1].cpu - 1),
		       100.0 * (best[2][1].cpu / best[0][1].cpu - 1));
	return fails;
}

static int bench_engine(const struct bench_cfg *g, struct out *o, const char *which,
			const char *kernels, const struct bench_scale *sc, uint32_t repeat)
{
	struct bench_setting s[8];
	char what[64];
	int fails = 0, ns;

	if (has(which, "000")) {
		memset(s, 0, sizeof(s));
		s[0].name = "rename_log=full";
		s[1].name = "rename_log=oldname";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.rename_log = JOLT_RENAME_LOG_FULL;
		s[1].mo.rename_log = JOLT_RENAME_LOG_OLDNAME;
		ns = 2;
		if (has(kernels, "btrfs"))
			s[ns++] = (struct bench_setting){.name = "kernel btrfs (loop)", .kernel = "btrfs"};
		if (has(kernels, "xfs"))
			s[ns++] = (struct bench_setting){.name = "kernel xfs (loop)", .kernel = "xfs"};
		snprintf(what, sizeof(what), "%" PRIu64 " renames", sc->files);
		fails += bench_seed(g, o, "000", what, s, ns, sc, repeat);
	}
	if (has(which, "001")) {
		memset(s, 0, sizeof(s));
		s[0].name = "relog=insert";
		s[1].name = "relog=inplace";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.relog = JOLT_RELOG_INSERT;
		s[1].mo.relog = JOLT_RELOG_INPLACE;
		ns = 2;
		if (has(kernels, "btrfs"))
			s[ns++] = (struct bench_setting){.name = "kernel btrfs (loop)", .kernel = "btrfs"};
		if (has(kernels, "xfs"))
			s[ns++] = (struct bench_setting){.name = "kernel xfs (loop)", .kernel = "xfs"};
		snprintf(what, sizeof(what), "8 x %" PRIu64 " writes, %" PRIu64 " KiB files",
			 sc->w001, sc->blocks001 * 4);
		fails += bench_seed(g, o, "001", what, s, ns, sc, repeat);
	}
	if (has(which, "002")) {
		memset(s, 0, sizeof(s));
		s[0].name = "whiteouts=off";
		s[1].name = "whiteouts=on";
		for (int i = 0; i < 2; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = 1;
		}
		s[0].mo.whiteouts = JOLT_WHITEOUTS_OFF;
		s[1].mo.whiteouts = JOLT_WHITEOUTS_ON;
		snprintf(what, sizeof(what), "16 x %" PRIu64 " creates", sc->c002);
		fails += bench_seed(g, o, "002", what, s, 2, sc, repeat);
	}
	if (has(which, "003")) {
		memset(s, 0, sizeof(s));
		s[0].name = "pptr off (mkfs)";
		s[1].name = "pptr_log=intent";
		s[2].name = "pptr_log=shortform";
		for (int i = 0; i < 3; i++) {
			jolt_mount_opts_default(&s[i].mo);
			s[i].pptrs = i != 0;
		}
		s[1].mo.pptr_log = JOLT_PPTR_LOG_INTENT;
		s[2].mo.pptr_log = JOLT_PPTR_LOG_SHORTFORM;
		snprintf(what, sizeof(what), "%" PRIu64 " files", sc->creates);
		fails += bench_seed(g, o, "003", what, s, 3, sc, repeat);
	}
	return fails;
}

/* --mount: runs scripts/mount_bench.py of the source tree this jolt was
 * built in (TOP/build/sw/jolt), with the venv's Python when there is one,
 * translating the options the two share; the script's own pass through. */
static int bench_seeds_mount(int argc, char **argv)
{
	char top[PATH_MAX], script[PATH_MAX + 32], py[PATH_MAX + 32], only[64] = "";
	char **args = calloc((size_t)argc + 4, sizeof(*args));
	int na = 0;

	if (jolt_tool_source_top(top, sizeof(top)) || !args) {
		free(args);
		fprintf(stderr, "jolt bench seeds --mount: cannot find this program's path\n");
		return JOLT_EXIT_ERROR;
	}
	snprintf(script, sizeof(script), "%s/scripts/mount_bench.py", top);
	snprintf(py, sizeof(py), "%s/.venv/bin/python", top);
	if (access(script, R_OK)) {
		free(args);
		fprintf(stderr, "jolt bench seeds --mount: %s: not found (it runs from the source "
			"tree jolt was built in)\n", script);
		return JOLT_EXIT_ERROR;
	}
	args[na++] = access(py, X_OK) ? "python3" : py;
	args[na++] = script;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--mount"))
			continue;
		if ((!strcmp(a, "-s") || !strcmp(a, "--seed")) && v) {
			/* 000,003 -> seed000,seed003,seed003rm */
			for (const char *p = v; *p && strlen(only) + 24 < sizeof(only);) {
				size_t l = strcspn(p, ",");
				snprintf(only + strlen(only), sizeof(only) - strlen(only), "%sseed%.*s%s",
					 only[0] ? "," : "", (int)l, p,
					 l == 3 && !strncmp(p, "003", 3) ? ",seed003rm" : "");
				p += l + (p[l] == ',');
			}
			args[na++] = "--only";
			args[na++] = only;
			i++;
		} else if ((!strcmp(a, "-r") || !strcmp(a, "--repeat")) && v) {
			args[na++] = "--rounds";
			args[na++] = argv[++i];
		} else {
			args[na++] = argv[i];
		}
	}
	args[na] = NULL;
	execvp(args[0], args);
	fprintf(stderr, "jolt bench seeds --mount: %s: %s\n", args[0], strerror(errno));
	free(args);
	return JOLT_EXIT_ERROR;
}

int cmd_bench_seeds(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--mount"))
			return bench_seeds_mount(argc, argv);

	enum { O_QUICK = 256, O_ENGINE, O_BACKEND, O_IMAGE, O_CREATES, O_KERNEL, O_SIMDIV, O_JSON };
	static const struct option opts[] = {
		{"quick", no_argument, 0, O_QUICK}, {"seed", required_argument, 0, 's'},
		{"files", required_argument, 0, 'n'}, {"creates", required_argument, 0, O_CREATES},
		{"engine", required_argument, 0, O_ENGINE}, {"backend", required_argument, 0, O_BACKEND},
		{"image", required_argument, 0, O_IMAGE}, {"repeat", required_argument, 0, 'r'},
		{"kernel", required_argument, 0, O_KERNEL}, {"sim-div", required_argument, 0, O_SIMDIV},
		{"json", required_argument, 0, O_JSON}, {"help", no_argument, 0, 'h'},
		{0, 0, 0, 0},
	};
	static const char *const backends[] = {"mem", "uring", "spdk", NULL};
	struct jolt_tool_cmd cmd = { .name = "bench seeds", .help = bench_seeds_help };
	struct bench_cfg g = {.backend = "uring", .image = "build/bench-seeds.img", .size = 2ull << 30};
	const char *which = "000,001,002,003", *engines = "soft,sim", *kernels = "btrfs,xfs";
	const char *json = NULL;
	uint64_t files = 0, creates = 0, simdiv = 0;
	uint32_t repeat = 1;
	int quick = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "s:n:r:c:h", opts)) != -1) {
		int bad = 0;
		switch (c) {
		case O_QUICK: quick = 1; break;
		case 's': which = optarg; break;
		case 'n': bad = jolt_tool_num(&cmd, "--files", optarg, 1, 1000000, &files); break;
		case O_CREATES: bad = jolt_tool_num(&cmd, "--creates", optarg, 1, 10000000, &creates); break;
		case O_ENGINE: engines = optarg; break;
		case O_KERNEL: kernels = optarg; break;
		case O_SIMDIV: bad = jolt_tool_num(&cmd, "--sim-div", optarg, 1, 1000000, &simdiv); break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, backends, &g.backend); break;
		case O_IMAGE: g.image = optarg; break;
		case 'c': g.config = optarg; break;
		case 'r': bad = jolt_tool_num32(&cmd, "--repeat", optarg, 1, 100, &repeat); break;
		case O_JSON: json = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operands"))
		return JOLT_EXIT_ERROR;
	/* every name of a list must be known */
	static const char *const seeds[] = {"000", "001", "002", "003", NULL};
	static const char *const kfs[] = {"btrfs", "xfs", "none", NULL};
	const struct { const char *opt, *list; const char *const *names; } lists[] = {
		{"--seed", which, seeds}, {"--engine", engines, jolt_tool_engines},
		{"--kernel", kernels, kfs},
	};
	for (size_t l = 0; l < sizeof(lists) / sizeof(lists[0]); l++) {
		char buf[128];
		snprintf(buf, sizeof(buf), "%s", lists[l].list);
		for (char *sv, *tok = strtok_r(buf, ",", &sv); tok; tok = strtok_r(NULL, ",", &sv)) {
			const char *v;
			if (jolt_tool_choice(&cmd, lists[l].opt, tok, lists[l].names, &v))
				return JOLT_EXIT_ERROR;
		}
	}
	if (!files)
		files = quick ? 500 : 10000;
	if (!creates)
		creates = quick ? 2000 : 100000;
	if (!simdiv)
		simdiv = quick ? 10 : 100;
	if (!strcmp(g.backend, "mem"))
		g.size = quick ? 512ull << 20 : 2ull << 30;
	g.kimage = g.image;
	if (!strcmp(g.backend, "spdk")) {
		struct jolt_blk_opts bo;
		char why[256];
		jolt_blk_opts_default(&bo);
		bo.config = g.config;
		bo.queue_depth = 64;
		if (jolt_blk_open("spdk", g.image, &bo, &g.spdk_dev, why, sizeof(why)) < 0) {
			fprintf(stderr, "jolt bench seeds: %s\n", why);
			return JOLT_EXIT_ERROR;
		}
		g.kimage = "build/bench-seeds.img";
	}
	struct bench_scale soft = {.files = files, .w001 = quick ? 200 : 2000, .blocks001 = 4096,
			     .c002 = quick ? 8 : 64, .creates = creates};
	/* the RTL's build takes 256 items a transaction: 001's files small
	 * enough that relog=insert's groups (every extent) fit */
	struct bench_scale sim = {.files = soft.files / simdiv, .w001 = soft.w001 / simdiv,
			    .blocks001 = 64, .c002 = soft.c002 / simdiv,
			    .creates = soft.creates / simdiv};
	sim.files += !sim.files;
	sim.w001 = (sim.w001 + 3) / 4 * 4 + 4 * !sim.w001;
	sim.c002 += !sim.c002;
	sim.creates += !sim.creates;

	struct out o = {.backend = g.backend};
	if (json && !(o.json = fopen(json, "w"))) {
		fprintf(stderr, "jolt bench seeds: %s: %s\n", json, strerror(errno));
		jolt_blk_close(g.spdk_dev);
		return JOLT_EXIT_ERROR;
	}
	int fails = 0;
	printf("jolt bench seeds: backend %s%s", g.backend, quick ? ", quick" : "");
	printf("; 000-002 best wall time of %" PRIu32 ", 003 least CPU time (process, all "
	       "threads)\n\n", repeat);
	printf("| seed | workload | setting | seconds | CPU s | ops/s | logged MiB | journal MiB "
	       "| forces / flushes | engine relogs / whiteouts | RTL cycles / item |\n"
	       "|---|---|---|---|---|---|---|---|---|---|---|\n");
	if (has(engines, "soft")) {
		g.engine = o.engine = "soft";
		fails += bench_engine(&g, &o, which, kernels, &soft, repeat);
	}
	if (has(engines, "sim")) {
		struct jolt_engine_config ec;
		struct jolt_engine *e;
		jolt_engine_config_default(&ec);
		int rc = jolt_engine_open("sim", &ec, &e);
		if (rc) {
			printf("| all | engine sim | | skipped: %s | | | | | | | |\n",
			       rc == -ENOENT ? "the RTL library is not built (make cosim)"
					     : strerror(-rc));
		} else {
			jolt_engine_close(e);
			char div[64];
			snprintf(div, sizeof(div), "--engine sim (counts / %" PRIu64 ")", simdiv);
			printf("| | **%s** | | | | | | | | | |\n", div);
			g.engine = o.engine = "sim";
			fails += bench_engine(&g, &o, which, "none", &sim, repeat);
		}
	}
	if (!strcmp(g.backend, "uring"))
		unlink(g.image);
	jolt_blk_close(g.spdk_dev);
	if (o.json)
		fclose(o.json);
	return fails ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
