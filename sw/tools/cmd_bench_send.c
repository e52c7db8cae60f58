/* jolt bench send: seed 004's workload (N empty files in /A, read-only
 * snapshot snap1, N+1 files file_N..file_2N in /B, A's files moved into B,
 * read-only snapshot snap2, `send -p snap1 snap2` to /dev/null) on a RAM
 * image, sent with the send caches off, each alone, and both on, side by
 * side in one run: the directory-utimes LRU (--utimes-cache) and the name
 * cache (--name-cache), the two per-command costs seed 004's patch set
 * removed that jolt's sender has (sw/fs/send.c says which it has not).
 *
 * Each configuration is sent --repeat times, interleaved, and the best
 * time kept (the machine is shared); wall and CPU time of the calling
 * thread are both printed, so a loaded machine shows as wall > CPU.
 * scripts/send_bench.py runs this beside the kernel's btrfs send. */
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/subvol.h"

enum { CONFIGS = 4 };

static const struct {
	const char *name;
	int utimes, names;
} configs[CONFIGS] = {
	{ "off", 0, 0 }, { "utimes", 1, 0 }, { "names", 0, 1 }, { "on", 1, 1 },
};

static void bench_send_help(FILE *to)
{
	fprintf(to, "usage: jolt bench send [options] [N...]\n"
		"Seed 004's workload on a RAM image for each N (default 20000 40000 60000):\n"
		"N empty files in /A, read-only snapshot snap1, N+1 files in /B (file_N..file_2N),\n"
		"A's files moved into B, snapshot snap2, then `send -p snap1 snap2` to /dev/null\n"
		"with the send caches off, the utimes cache alone, the name cache alone and both\n"
		"on, side by side. Times are the best of --repeat sends; wall and thread CPU.\n"
		"  -r, --repeat N           sends of each configuration, 1..100 (3)\n"
		"      --only NAME          send only with off, utimes, names or on (for a profiler;\n"
		"                           the other columns print as -)\n"
		"      --utimes-cache N     entries when on (64)\n"
		"      --name-cache N       entries when on (256)\n"
		"  -h, --help               this help\n");
}

struct bench_opts {
	uint32_t repeat, utimes, names;
	int only;                    /* a configs[] index, or -1: all */
};

static int build_workload(struct jolt_fs *fs, uint64_t n)
{
	char p[64], q[64];
	int rc = jolt_mkdir(fs, "/A", 0755);

	for (uint64_t i = 1; i <= n && !rc; i++) {
		snprintf(p, sizeof(p), "/A/file_%" PRIu64, i);
		rc = jolt_mknod(fs, p, JOLT_S_IFREG | 0644, 0);
	}
	if (!rc)
		rc = jolt_subvol_snapshot(fs, "/", "snap1", JOLT_SUBVOL_RDONLY, NULL);
	if (!rc)
		rc = jolt_mkdir(fs, "/B", 0755);
	for (uint64_t i = n; i <= 2 * n && !rc; i++) {
		snprintf(p, sizeof(p), "/B/file_%" PRIu64, i);
		rc = jolt_mknod(fs, p, JOLT_S_IFREG | 0644, 0);
	}
	for (uint64_t i = 1; i <= n && !rc; i++) {
		snprintf(p, sizeof(p), "/A/file_%" PRIu64, i);
		snprintf(q, sizeof(q), "/B/file_%" PRIu64, i);
		rc = jolt_rename(fs, p, q, 0);
	}
	if (!rc)
		rc = jolt_subvol_snapshot(fs, "/", "snap2", JOLT_SUBVOL_RDONLY, NULL);
	return rc;
}

static int bench_one(struct jolt_tool_cmd *cmd, const struct bench_opts *o, uint64_t n)
{
	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	struct jolt_mkfs_opts mo;
	char why[256];
	int rc;

	rc = jolt_tool_dev_open(cmd, "mem", NULL, "1G", 1ull << 30, JOLT_TOOL_DEV_CREATE, &d);
	if (rc)
		return rc;
	jolt_mkfs_opts_default(&mo);
	rc = jolt_mkfs(d.dev, &mo, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt bench send: mkfs: %s\n", why);
		jolt_tool_dev_close(cmd, &d);
		return rc;
	}
	if ((rc = jolt_tool_mount(cmd, &d, 0, 256ull << 20, &fs))) {
		jolt_tool_dev_close(cmd, &d);
		return rc;
	}
	rc = build_workload(fs, n);
	if (rc)
		fprintf(stderr, "jolt bench send: building the workload: %s\n", strerror(-rc));
	int fd = rc ? -1 : open("/dev/null", O_WRONLY);
	struct jolt_send_result r[CONFIGS];
	double wall[CONFIGS], cpu[CONFIGS];
	for (int k = 0; k < CONFIGS; k++)
		wall[k] = cpu[k] = 1e300;
	for (uint32_t rep = 0; rep < o->repeat && !rc; rep++)
		for (int k = 0; k < CONFIGS && !rc; k++) {
			if (o->only >= 0 && k != o->only)
				continue;
			struct jolt_send_opts so = { .parent = "snap1", .fd = fd,
						     .utimes_cache = configs[k].utimes ? o->utimes : 0,
						     .name_cache = configs[k].names ? o->names : 0 };
			double w0 = jolt_tool_clock_s(CLOCK_MONOTONIC), c0 = jolt_tool_clock_s(CLOCK_THREAD_CPUTIME_ID);
			rc = jolt_send(fs, "snap2", &so, &r[k], why, sizeof(why));
			double c = jolt_tool_clock_s(CLOCK_THREAD_CPUTIME_ID) - c0, w = jolt_tool_clock_s(CLOCK_MONOTONIC) - w0;
			if (rc)
				fprintf(stderr, "jolt bench send: %s\n", why);
			wall[k] = w < wall[k] ? w : wall[k];
			cpu[k] = c < cpu[k] ? c : cpu[k];
		}
	if (fd >= 0)
		close(fd);
	if (!rc && o->only >= 0) {
		const struct jolt_send_result *x = &r[o->only];
		printf("| %" PRIu64, n);
		for (int k = 0; k < CONFIGS; k++)
			if (k == o->only)
				printf(" | %.3f (%.3f)", wall[k], cpu[k]);
			else
				printf(" | -");
		printf(" | - | %" PRIu64 " | %" PRIu64 " (%" PRIu64 " dirs) | %" PRIu64 " |\n",
		       x->bytes, x->utimes, x->dir_utimes, x->name_lookups);
	} else if (!rc) {
		printf("| %" PRIu64, n);
		for (int k = 0; k < CONFIGS; k++)
			printf(" | %.3f (%.3f)", wall[k], cpu[k]);
		printf(" | %.2fx (%.2fx) | %" PRIu64 " / %" PRIu64 " | %" PRIu64 " (%" PRIu64
		       " dirs) / %" PRIu64 " (%" PRIu64 " dirs) | %" PRIu64 " / %" PRIu64 " |\n",
		       wall[0] / wall[3], cpu[0] / cpu[3], r[0].bytes, r[3].bytes, r[0].utimes,
		       r[0].dir_utimes, r[3].utimes, r[3].dir_utimes, r[0].name_lookups,
		       r[3].name_lookups);
		fflush(stdout);
	}
	jolt_unmount(fs);
	d.mem_file = 0;
	jolt_tool_dev_close(cmd, &d);
	return rc;
}

int cmd_bench_send(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "bench send", .help = bench_send_help };
	enum { O_UTIMES = 256, O_NAMES, O_ONLY };
	static const struct option lo[] = {
		{"repeat", required_argument, 0, 'r'}, {"utimes-cache", required_argument, 0, O_UTIMES},
		{"name-cache", required_argument, 0, O_NAMES}, {"only", required_argument, 0, O_ONLY},
		{"help", no_argument, 0, 'h'},
		{0, 0, 0, 0},
	};
	struct bench_opts o = { 3, 64, 256, -1 };
	uint64_t def[] = { 20000, 40000, 60000 };
	int c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "r:h", lo)) != -1) {
		int bad = 0;
		switch (c) {
		case 'r': bad = jolt_tool_num32(&cmd, "--repeat", optarg, 1, 100, &o.repeat); break;
		case O_UTIMES:
			bad = jolt_tool_num32(&cmd, "--utimes-cache", optarg, 1, 1 << 24, &o.utimes);
			break;
		case O_ONLY:
			for (o.only = CONFIGS - 1; o.only >= 0; o.only--)
				if (!strcmp(optarg, configs[o.only].name))
					break;
			if (o.only < 0)
				bad = jolt_tool_usage(&cmd, "--only: off, utimes, names or on, not '%s'",
						      optarg);
			break;
		case O_NAMES:
			bad = jolt_tool_num32(&cmd, "--name-cache", optarg, 1, 1 << 24, &o.names);
			break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	int k = optind < argc ? argc - optind : 3;
	uint64_t ns[64];
	if (k > 64)
		return jolt_tool_usage(&cmd, "at most 64 sizes");
	for (int i = 0; i < k; i++) {
		ns[i] = def[i % 3];
		if (optind < argc && jolt_tool_num(&cmd, "N", argv[optind + i], 1, 10000000, &ns[i]))
			return JOLT_EXIT_ERROR;
	}
	printf("| N | off s (CPU s) | utimes cache s | name cache s | on s | off/on (CPU) | "
	       "bytes off / on | utimes off / on | name lookups off / on |\n"
	       "|---|---|---|---|---|---|---|---|---|\n");
	for (int i = 0; i < k; i++)
		if (bench_one(&cmd, &o, ns[i]))
			return JOLT_EXIT_ERROR;
	return JOLT_EXIT_OK;
}
