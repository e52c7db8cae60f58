/* jolt bench open: how long opening an idle journal takes, with recovery's
 * head found by reading every block of the log region (full scan) and by the
 * journal's search (docs/journal.md section 4), side by side in one run.
 *
 * For each log size an image file is made sparse (the region a hole, which
 * reads as zeros: what mkfs's zeroing leaves) with its superblock, a few
 * hundred forced transactions are logged and declared home, and the journal
 * is closed: an idle journal, as after a clean unmount. Then it is opened and
 * closed again and again, alternating the two ways, on the uring backend
 * (O_DIRECT), timing jolt_journal_open() and counting the bytes it read.
 * --fill writes the whole region once first (every block then holds a record
 * for the full scan to check), which costs a write of the whole log. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs_items.h"
#include "jolt/journal.h"

static void open_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bench open [options]\n"
		"Open time of an idle journal on a uring file image, recovery by full scan of\n"
		"the log region and by the journal's head search, alternating, in one run.\n\n"
		"  -s, --sizes LIST      log region sizes, comma separated (default 1G,8G)\n"
		"  -d, --dir DIR         where the image files go (default $TMPDIR or /tmp);\n"
		"                        they are sparse, and removed at the end\n"
		"  -r, --runs N          opens of each kind per size (default 5)\n"
		"      --record-size S   record size (default 32K)\n"
		"      --fill            write the whole region once first (slow: the whole log)\n"
		"  -h, --help            this help\n");
}

static int cmp_d(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static void home_all(void *ctx, struct jolt_journal *j, uint64_t want)
{
	(void)want;
	jolt_journal_home(j, *(uint64_t *)ctx);
}

/* Logs n forced transactions of `bytes`, then declares them home. */
static int log_some(struct jolt_journal *j, uint64_t n, uint32_t bytes, uint64_t *last)
{
	static uint8_t p[65536];
	for (uint64_t i = 0; i < n; i++) {
		struct jolt_jtx *tx = jolt_journal_tx_begin(j);
		if (!tx)
			return -ENOMEM;
		int rc = jolt_jtx_item(tx, JOLT_ITEM_INODE, i, p, bytes);
		if (rc < 0) {
			jolt_jtx_abort(tx);
			return rc;
		}
		if ((rc = jolt_journal_commit(j, tx, last)) < 0)
			return rc;
		if (i % 64 == 63 || i + 1 == n)
			if ((rc = jolt_journal_force_sync(j, *last)) < 0)
				return rc;
	}
	return jolt_journal_home(j, *last);
}

static int bench_size(const char *dir, uint64_t log_bytes, uint32_t rsize, int runs, int fill)
{
	char path[4096], why[256];
	uint64_t log_blocks = log_bytes / 4096;
	snprintf(path, sizeof(path), "%s/jolt-bench-open-%d.img", dir, (int)getpid());
	unlink(path);
	int fd = open(path, O_CREAT | O_EXCL | O_RDWR, 0644);
	if (fd < 0 || ftruncate(fd, (off_t)((log_blocks + 1) * 4096)) < 0) {
		fprintf(stderr, "jolt bench open: %s: %s\n", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	struct jolt_blk_opts bo;
	struct jolt_blk *dev;
	jolt_blk_opts_default(&bo);
	int rc = jolt_blk_open("uring", path, &bo, &dev, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt bench open: %s\n", why);
		unlink(path);
		return -1;
	}
	/* the superblock of a zeroed region: the hole reads as zeros */
	uint8_t *sb = jolt_blk_alloc(dev, 4096);
	struct jolt_log_geometry g = {log_blocks, rsize, 0, 1ull << 32};
	jolt_log_super_init(sb, &g);
	rc = jolt_blk_io_sync(dev, JOLT_BLK_WRITE, JOLT_BLK_FUA, 0, sb, 4096);
	jolt_blk_free(dev, sb);
	struct jolt_journal_opts o;
	struct jolt_journal *j = NULL;
	uint64_t last = 0;
	jolt_journal_opts_default(&o);
	o.need_space = home_all;
	o.need_space_ctx = &last;
	if (rc >= 0)
		rc = jolt_journal_open(dev, &o, &j, why, sizeof(why));
	if (rc >= 0 && fill) {
		/* once around the region, in transactions of 60 KiB */
		uint64_t n = log_bytes / 61440 + 1;
		rc = log_some(j, n, 61440, &last);
	}
	if (rc >= 0)
		rc = log_some(j, 500, 4000, &last);
	struct jolt_journal_stats st;
	if (j) {
		jolt_journal_stats(j, &st);
		int crc = jolt_journal_close(j);
		if (rc >= 0)
			rc = crc;
	}
	if (rc < 0) {
		fprintf(stderr, "jolt bench open: preparing %s: %s (%s)\n", path, strerror(-rc), why);
		jolt_blk_close(dev);
		unlink(path);
		return -1;
	}
	double t[2][64];
	uint64_t bytes[2] = {0, 0}, reads[2] = {0, 0}, ncp[2] = {0, 0};
	for (int r = 0; r < runs && rc >= 0; r++) {
		for (int k = 0; k < 2 && rc >= 0; k++) {
			/* alternate which goes first, so both see the same drift */
			int mode = (r + k) % 2 ? JOLT_RECOVERY_SEARCH : JOLT_RECOVERY_FULL_SCAN;
			struct jolt_blk_stats b0, b1;
			jolt_journal_opts_default(&o);
			o.recovery = (uint32_t)mode;
			jolt_blk_stats(dev, &b0);
			double t0 = jolt_tool_now_s();
			rc = jolt_journal_open(dev, &o, &j, why, sizeof(why));
			double t1 = jolt_tool_now_s();
			if (rc < 0)
				break;
			jolt_blk_stats(dev, &b1);
			jolt_journal_stats(j, &st);
			t[mode][r] = t1 - t0;
			bytes[mode] = b1.bytes_read - b0.bytes_read;
			reads[mode] = b1.reads - b0.reads;
			ncp[mode] = st.recovered_checkpoints;
			rc = jolt_journal_close(j);
		}
	}
	jolt_blk_close(dev);
	unlink(path);
	if (rc < 0) {
		fprintf(stderr, "jolt bench open: %s\n", rc == -EINVAL ? why : strerror(-rc));
		return -1;
	}
	if (ncp[0] != ncp[1]) {
		fprintf(stderr, "jolt bench open: the two ways recovered %llu and %llu checkpoints\n",
			(unsigned long long)ncp[0], (unsigned long long)ncp[1]);
		return -1;
	}
	double med[2];
	for (int m = 0; m < 2; m++) {
		qsort(t[m], (size_t)runs, sizeof(double), cmp_d);
		med[m] = t[m][runs / 2];
	}
	const char *name[2] = {"search", "full scan"};
	for (int m = 1; m >= 0; m--)
		printf("  %6.2f GiB %-10s %10.2f ms %10.2f ms %10.2f ms %12.2f MiB %8llu %8llu\n",
		       (double)log_bytes / (1 << 30), name[m], med[m] * 1e3, t[m][0] * 1e3,
		       t[m][runs - 1] * 1e3, (double)bytes[m] / (1 << 20), (unsigned long long)reads[m],
		       (unsigned long long)ncp[m]);
	printf("  %6.2f GiB full scan / search: %.0fx the time, %.0fx the bytes\n",
	       (double)log_bytes / (1 << 30), med[1] / med[0], (double)bytes[1] / (double)(bytes[0] ? bytes[0] : 1));
	return 0;
}

int cmd_bench_open(int argc, char **argv)
{
	static const struct option opts[] = {
		{"sizes", required_argument, 0, 's'}, {"dir", required_argument, 0, 'd'},
		{"runs", required_argument, 0, 'r'}, {"record-size", required_argument, 0, 'R'},
		{"fill", no_argument, 0, 'F'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	const char *dir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char sizes[256] = "1G,8G";
	uint32_t runs = 5, rsize = 32768;
	int fill = 0, c;
	struct jolt_tool_cmd cmd = { .name = "bench open", .help = open_help };
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "s:d:r:h", opts)) != -1) {
		int bad = 0;
		switch (c) {
		case 's': snprintf(sizes, sizeof(sizes), "%s", optarg); break;
		case 'd': dir = optarg; break;
		case 'r': bad = jolt_tool_num32(&cmd, "--runs", optarg, 1, 64, &runs); break;
		case 'R': bad = jolt_tool_record_size(&cmd, "--record-size", optarg, &rsize); break;
		case 'F': fill = 1; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 0, "no operands"))
		return JOLT_EXIT_ERROR;
	if (!jolt_blk_backend_available("uring")) {
		fprintf(stderr, "jolt bench open: the uring backend is not built\n");
		return 1;
	}
	printf("jolt bench open: idle journal, uring file image in %s, record %u, %u opens of each kind%s\n",
	       dir, rsize, runs, fill ? ", region written once" : ", sparse region");
	printf("  %10s %-10s %13s %13s %13s %16s %8s %8s\n", "log", "head", "median open", "min",
	       "max", "read", "reads", "ckpts");
	int status = 0;
	for (char *sv = NULL, *tok = strtok_r(sizes, ",", &sv); tok; tok = strtok_r(NULL, ",", &sv)) {
		uint64_t b;
		if (jolt_parse_size(tok, &b) < 0 || b < (1u << 20) || b % 4096 || b / 4096 >= (1ull << 32)) {
			fprintf(stderr, "jolt bench open: --sizes: '%s': a size of at least 1M, in 4 KiB blocks\n", tok);
			return 1;
		}
		if (bench_size(dir, b, rsize, (int)runs, fill) < 0)
			status = 1;
		fflush(stdout);
	}
	return status;
}
