/* jolt bdevperf: journal workloads on a block device, in the manner of
 * SPDK's bdevperf (same flags where they apply). Writers each build a
 * checkpoint of -o bytes, force it and wait; forces in flight at the same
 * time share device flushes (group commit). In the same run, on the same
 * device, the raw durable 4 KiB write is measured for comparison.
 *
 * The target is formatted (destructive, like bdevperf): only a new file,
 * an existing jolt log image, a mem size, or anything with --force.
 *
 * SIGINT and SIGTERM are blocked from the start (so SPDK's and DPDK's
 * threads, created later, inherit the mask and none is killed) and polled
 * with sigpending() between I/Os: the measurement in progress stops, the
 * journal and the device are closed as on any other path, exit 130. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs_items.h"
#include "jolt/journal.h"

static int interrupted(void)
{
	sigset_t p;
	return sigpending(&p) == 0 && (sigismember(&p, SIGINT) || sigismember(&p, SIGTERM));
}

struct lat {
	double *v;
	size_t n, cap;
};

static int lat_add(struct lat *l, double x)
{
	if (l->n == l->cap) {
		size_t nc = l->cap ? l->cap * 2 : 4096;
		double *p = realloc(l->v, nc * sizeof(*p));
		if (!p)
			return -ENOMEM;
		l->v = p;
		l->cap = nc;
	}
	l->v[l->n++] = x;
	return 0;
}

static int cmp_d(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double pct(struct lat *l, double p)
{
	if (!l->n)
		return 0;
	size_t i = (size_t)(p / 100.0 * (double)(l->n - 1) + 0.5);
	return l->v[i];
}

struct result {
	double secs, ops_s, p50, p99, p999, mb_s;
	uint64_t ops;
};

static void summarize(struct lat *l, double secs, uint64_t bytes, struct result *r)
{
	qsort(l->v, l->n, sizeof(double), cmp_d);
	r->secs = secs;
	r->ops = l->n;
	r->ops_s = (double)l->n / secs;
	r->p50 = pct(l, 50) * 1e6;
	r->p99 = pct(l, 99) * 1e6;
	r->p999 = pct(l, 99.9) * 1e6;
	r->mb_s = (double)bytes / secs / 1e6;
}

/* ---- raw device: durable 4 KiB writes at queue depth qd -------------------- */

/* splitmix64: the n-th block of a random write pattern */
static uint64_t mix64(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ull;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

struct raw_io {
	double start;
	int busy;
	int stage;
	int err;
	struct lat *lat;
	uint8_t *buf;
};

static void raw_cb(void *arg, int res)
{
	struct raw_io *io = arg;
	if (res < 0)
		io->err = res;
	io->stage++;
}

static int raw_slice(struct jolt_blk *dev, uint64_t area_off, uint64_t area_len, int qd,
		     int use_flush, double secs, struct lat *lp, double *elapsed, uint64_t *posp)
{
	struct raw_io ios[64];
	uint64_t pos = *posp;
	int rc = 0;
#define l (*lp)
	if (qd > 64)
		qd = 64;
	memset(ios, 0, sizeof(ios));
	for (int i = 0; i < qd; i++) {
		ios[i].buf = jolt_blk_alloc(dev, 4096);
		if (!ios[i].buf)
			return -ENOMEM;
		memset(ios[i].buf, 0x5a + i, 4096);
	}
	double t0 = jolt_tool_now_s(), end = t0 + secs, next_check = t0 + 0.05;
	for (;;) {
		double t = jolt_tool_now_s();
		int active = 0;
		if (t >= next_check) {
			next_check = t + 0.05;
			if (interrupted())
				end = t;
		}
		for (int i = 0; i < qd; i++) {
			struct raw_io *io = &ios[i];
			if (io->busy && io->err) {
				rc = io->err;
				goto out;
			}
			/* use_flush: 0 FUA writes, 1 write then flush (both sequential
			 * in the area), 2 plain writes (random blocks of the area).
			 * stage: 0 write in flight, 1 written; flush mode: 2 flush in
			 * flight, 3 flushed */
			if (io->busy && use_flush == 1 && io->stage == 1) {
				rc = jolt_blk_submit(dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0, raw_cb, io);
				if (rc == 0)
					io->stage = 2;
				else if (rc != -EAGAIN)
					goto out;
			}
			if (io->busy && io->stage == (use_flush == 1 ? 3 : 1)) {
				io->busy = 0;
				if ((rc = lat_add(&l, t - io->start)) < 0)
					goto out;
			}
			if (!io->busy && t < end) {
				uint64_t off = area_off + (use_flush == 2 ?
					mix64(pos / 4096) % (area_len / 4096) * 4096 : pos % area_len);
				pos += 4096;
				io->start = jolt_tool_now_s();
				io->stage = 0;
				rc = jolt_blk_submit(dev, JOLT_BLK_WRITE, use_flush == 0 ? JOLT_BLK_FUA : 0, off,
						     io->buf, 4096, raw_cb, io);
				if (rc == -EAGAIN)
					continue;
				if (rc < 0)
					goto out;
				io->busy = 1;
			}
			active += io->busy;
		}
		if (!active && t >= end)
			break;
		if ((rc = jolt_blk_poll(dev, 1)) < 0)
			goto out;
	}
	rc = 0;
	*elapsed += jolt_tool_now_s() - t0;
	*posp = pos;
out:
	while (jolt_blk_inflight(dev))
		jolt_blk_poll(dev, 1);
	for (int i = 0; i < qd; i++)
		jolt_blk_free(dev, ios[i].buf);
	return rc;
#undef l
}

static int raw_run(struct jolt_blk *dev, uint64_t area_off, uint64_t area_len, int qd,
		   int use_flush, double secs, struct result *r)
{
	struct lat l = {0};
	double el = 0;
	uint64_t pos = 0;
	int rc = raw_slice(dev, area_off, area_len, qd, use_flush, secs, &l, &el, &pos);
	if (rc == 0)
		summarize(&l, el, (uint64_t)l.n * 4096, r);
	free(l.v);
	return rc;
}

/* ---- journal: writers forcing checkpoints ----------------------------------- */

struct writer {
	int busy;
	int err;
	double start;
	uint64_t tx;
	double done_at;
};

static void forced_cb(void *arg, int res)
{
	struct writer *w = arg;
	w->busy = 2;      /* done: the main loop records it */
	w->err = res;
	w->done_at = jolt_tool_now_s();
}

static void home_all(void *ctx, struct jolt_journal *j, uint64_t want)
{
	/* the benchmark's "metadata" is home as soon as it is logged */
	uint64_t last = *(uint64_t *)ctx;
	(void)want;
	jolt_journal_home(j, last);
}

struct jr {
	struct result res;
	struct jolt_journal_stats st;
	uint64_t payload;
};

static int journal_slice(struct jolt_journal *j, int writers, uint64_t size, uint32_t items,
			 double secs, int progress, uint64_t *last_tx, struct lat *lp,
			 double *elapsed, uint64_t *keyp)
{
	struct writer *w = calloc((size_t)writers, sizeof(*w));
	uint8_t *payload = malloc(size + 1);
	uint64_t key = *keyp;
#define l (*lp)
	int rc = 0;
	if (!w || !payload) {
		free(w);
		free(payload);
		return -ENOMEM;
	}
	for (uint64_t i = 0; i < size; i++)
		payload[i] = (uint8_t)(i * 7);
	double t0 = jolt_tool_now_s(), end = t0 + secs, next_progress = t0 + 1, next_check = t0 + 0.05;
	uint64_t last_count = l.n;
	for (;;) {
		double t = jolt_tool_now_s();
		int active = 0;
		if (t >= next_check) {
			next_check = t + 0.05;
			if (interrupted())
				end = t;
		}
		for (int i = 0; i < writers; i++) {
			if (w[i].busy == 2) {
				if (w[i].err) {
					rc = w[i].err;
					goto out;
				}
				w[i].busy = 0;
				if ((rc = lat_add(&l, w[i].done_at - w[i].start)) < 0)
					goto out;
			}
			if (!w[i].busy && t < end) {
				w[i].start = jolt_tool_now_s();
				uint64_t per = size / items, left = size;
				struct jolt_jtx *tx = jolt_journal_tx_begin(j);
				if (!tx) {
					rc = -ENOMEM;
					goto out;
				}
				for (uint32_t k = 0; k < items; k++) {
					uint64_t n = k + 1 == items ? left : per;
					rc = jolt_jtx_item(tx, JOLT_ITEM_INODE, key++, payload, (uint32_t)n);
					if (rc < 0) {
						jolt_jtx_abort(tx);
						goto out;
					}
					left -= n;
				}
				if ((rc = jolt_journal_commit(j, tx, &w[i].tx)) < 0)
					goto out;
				*last_tx = w[i].tx;
				w[i].busy = 1;
				if ((rc = jolt_journal_force(j, w[i].tx, forced_cb, &w[i])) < 0)
					goto out;
			}
			active += w[i].busy != 0;
		}
		if (!active && t >= end)
			break;
		if ((rc = jolt_journal_poll(j, 1)) < 0)
			goto out;
		if (progress && t >= next_progress) {
			fprintf(stderr, "\r  [%5.1fs] %8.0f forces/s, %llu forces   ", t - t0,
				(double)(l.n - last_count) / (t - next_progress + 1),
				(unsigned long long)l.n);
			last_count = l.n;
			next_progress = t + 1;
		}
	}
	if (progress)
		fprintf(stderr, "\r%60s\r", "");
	*elapsed += jolt_tool_now_s() - t0;
	*keyp = key;
out:
	free(w);
	free(payload);
	return rc;
#undef l
}

static void bdevperf_help(FILE *to)
{
	fprintf(to,
		"usage: jolt bdevperf [options] TARGET\n"
		"Journal benchmark in the style of SPDK's bdevperf: writers each log a\n"
		"checkpoint of -o bytes, force it, wait, repeat; forces in flight together\n"
		"share device flushes (group commit). The raw device's durable 4 KiB write\n"
		"(FUA, and write+flush) is measured in the same run on the same device.\n"
		"TARGET: a file or block device (uring), a bdev name (spdk, with -c), or a\n"
		"size (mem). TARGET is formatted: allowed for a new file, a jolt log image\n"
		"(jolt mklog), mem, or anything with --force.\n\n"
		"  -q N               device queue depth, 1..4096 (default 64)\n"
		"  -o SIZE            checkpoint payload bytes per force, 1..64M (default 4096)\n"
		"  -w WORKLOAD        force (default): journal then raw; raw: raw device only;\n"
		"                     journal: journal only; write: plain 4 KiB writes at -q,\n"
		"                     random blocks of the raw area (not durable: the\n"
		"                     device's write rate)\n"
		"  -t SECONDS         seconds per measurement, 1..86400 (default 5)\n"
		"  -c FILE            SPDK JSON config (spdk backend)\n"
		"  -m, --writers LIST writers (1..4096), or a comma list to sweep (default 1)\n"
		"      --backend NAME uring (default), mem or spdk\n"
		"      --engine NAME  journal engine: soft or sim (default soft)\n"
		"      --items N      items per checkpoint, 1..256 (default 1)\n"
		"      --size SIZE    size of a new file / mem device, at least 4M (default 512M)\n"
		"      --record-size SIZE  engine record size, multiple of 4K in 4K..256K (32K)\n"
		"      --commit MODE  auto (FUA commit when possible, default) or flush\n"
		"      --flushes N    journal flushes in flight at most, 1..16 (default 4)\n"
		"      --force        format TARGET even if it is not a jolt log\n"
		"  -h, --help         this help\n");
}

static int looks_formattable(const char *backend, const char *target, int force)
{
	if (force || strcmp(backend, "uring"))
		return 1;
	struct stat st;
	if (stat(target, &st) < 0)
		return errno == ENOENT;
	if (!S_ISREG(st.st_mode) && !S_ISBLK(st.st_mode))
		return 1; /* nothing to lose: the backend refuses it (opening a FIFO would wait) */
	FILE *f = fopen(target, "rb");
	if (!f)
		return 0;
	uint8_t sb[4096];
	size_t n = fread(sb, 1, sizeof(sb), f);
	fclose(f);
	struct jolt_log_geometry g;
	char why[64];
	return n == sizeof(sb) && jolt_log_super_read(sb, n, &g, why, sizeof(why)) == 0;
}

/* The command line's settings. */
struct args {
	const char *backend, *engine, *workload, *target;
	uint64_t qd, size, items, dev_size, max_flushes;
	uint32_t rsize;
	double secs;
	int commit, force;
	int do_journal, do_raw, do_write;
	int wl[32], nw;              /* --writers */
	struct jolt_blk_opts bo;
};

/* The options into *a: -1 to go on, or the exit status. */
static int parse_args(struct jolt_tool_cmd *cmd, int argc, char **argv, struct args *a)
{
	enum { O_BACKEND = 256, O_ENGINE, O_ITEMS, O_SIZE, O_RSIZE, O_COMMIT, O_FORCE, O_FLUSHES };
	static const struct option opts[] = {
		{"writers", required_argument, 0, 'm'}, {"backend", required_argument, 0, O_BACKEND},
		{"engine", required_argument, 0, O_ENGINE}, {"items", required_argument, 0, O_ITEMS},
		{"size", required_argument, 0, O_SIZE}, {"record-size", required_argument, 0, O_RSIZE},
		{"commit", required_argument, 0, O_COMMIT}, {"force", no_argument, 0, O_FORCE},
		{"flushes", required_argument, 0, O_FLUSHES},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	static const char *const workloads[] = { "force", "raw", "journal", "write", NULL };
	static const char *const commits[] = { "auto", "flush", NULL };
	const char *wlist = "1", *commit_mode = "auto";
	uint64_t secs_n = 5;
	int c;

	*a = (struct args){.backend = "uring", .engine = "soft", .workload = "force", .qd = 64,
			   .size = 4096, .items = 1, .dev_size = 512ull << 20, .max_flushes = 4,
			   .rsize = 32768};
	jolt_blk_opts_default(&a->bo);
	optind = 1;
	while ((c = jolt_tool_getopt(cmd, argc, argv, "q:o:w:t:c:m:h", opts)) != -1) {
		int bad = 0;
		switch (c) {
		case 'q': bad = jolt_tool_num(cmd, "-q", optarg, 1, 4096, &a->qd); break;
		case 'o': bad = jolt_tool_num(cmd, "-o", optarg, 1, 64u << 20, &a->size); break;
		case 'w': bad = jolt_tool_choice(cmd, "-w", optarg, workloads, &a->workload); break;
		case 't': bad = jolt_tool_num(cmd, "-t", optarg, 1, 86400, &secs_n); break;
		case 'c': a->bo.config = optarg; break;
		case 'm': wlist = optarg; break;
		case O_BACKEND: bad = jolt_tool_choice(cmd, "--backend", optarg, jolt_tool_backends, &a->backend); break;
		case O_ENGINE: bad = jolt_tool_choice(cmd, "--engine", optarg, jolt_tool_engines, &a->engine); break;
		case O_ITEMS: bad = jolt_tool_num(cmd, "--items", optarg, 1, 256, &a->items); break;
		case O_SIZE: bad = jolt_tool_num(cmd, "--size", optarg, 4u << 20, UINT64_MAX, &a->dev_size); break;
		case O_RSIZE: bad = jolt_tool_record_size(cmd, "--record-size", optarg, &a->rsize); break;
		case O_COMMIT: bad = jolt_tool_choice(cmd, "--commit", optarg, commits, &commit_mode); break;
		case O_FORCE: a->force = 1; break;
		case O_FLUSHES: bad = jolt_tool_num(cmd, "--flushes", optarg, 1, 16, &a->max_flushes); break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd->status >= 0)
		return cmd->status;
	a->secs = (double)secs_n;
	a->commit = !strcmp(commit_mode, "flush") ? JOLT_COMMIT_FLUSH : JOLT_COMMIT_AUTO;
	a->do_journal = !strcmp(a->workload, "force") || !strcmp(a->workload, "journal");
	a->do_raw = !strcmp(a->workload, "force") || !strcmp(a->workload, "raw");
	a->do_write = !strcmp(a->workload, "write");
	if (jolt_tool_operands(cmd, argc, argv, 1, "one TARGET"))
		return JOLT_EXIT_ERROR;
	char wbuf[128];
	if (strlen(wlist) >= sizeof(wbuf))
		return jolt_tool_usage(cmd, "--writers: list too long");
	snprintf(wbuf, sizeof(wbuf), "%s", wlist);
	for (char *sv = NULL, *tok = strtok_r(wbuf, ",", &sv); tok; tok = strtok_r(NULL, ",", &sv)) {
		uint64_t v;
		if (a->nw == 32)
			return jolt_tool_usage(cmd, "--writers: at most 32 values");
		if (jolt_tool_num(cmd, "--writers", tok, 1, 4096, &v))
			return JOLT_EXIT_ERROR;
		a->wl[a->nw++] = (int)v;
	}
	if (!a->nw)
		return jolt_tool_usage(cmd, "--writers: expected a comma list of numbers, got '%s'",
				       wlist);
	a->target = argv[optind];
	return -1;
}

/* The target opened (SIGINT and SIGTERM blocked first, see the top): 0,
 * or the exit status with the error printed. */
static int open_target(struct jolt_tool_cmd *cmd, struct args *a, struct jolt_blk **dev)
{
	const char *target = a->target;
	char mem_target[96], why[256];

	if (!looks_formattable(a->backend, target, a->force)) {
		fprintf(stderr, "jolt bdevperf: %s exists and is not a jolt log: it would be "
			"overwritten; run jolt mklog on it first, or give --force\n", target);
		return 1;
	}
	if (!strcmp(a->backend, "mem")) {
		uint64_t v;
		if (jolt_parse_size(target, &v) < 0)
			return jolt_tool_usage(cmd, "a mem TARGET must be a size (e.g. 512M), got '%s'",
					       target);
		snprintf(mem_target, sizeof(mem_target), "size=%s,log=0", target);
		target = mem_target;
	}
	a->bo.queue_depth = (uint32_t)a->qd;
	a->bo.size = a->dev_size;
	sigset_t stop_sigs;
	sigemptyset(&stop_sigs);
	sigaddset(&stop_sigs, SIGINT);
	sigaddset(&stop_sigs, SIGTERM);
	sigprocmask(SIG_BLOCK, &stop_sigs, NULL);
	if (jolt_blk_open(a->backend, target, &a->bo, dev, why, sizeof(why)) < 0) {
		fprintf(stderr, "jolt bdevperf: %s\n", why);
		return 1;
	}
	return 0;
}

/* Where things go: superblock, log region, then a raw area at the end. */
struct layout {
	uint64_t log_blocks, raw_blocks;
	uint64_t area, area_len;     /* the raw area's bytes */
};

/* 0, or -1 (printed) when the device cannot hold a journal of two records
 * beside a raw area. */
static int lay_out(const struct args *a, struct jolt_blk *dev, struct layout *lo)
{
	uint64_t cap_blocks = jolt_blk_capacity(dev) / 4096;

	lo->raw_blocks = cap_blocks / 4 < 16384 ? cap_blocks / 4 : 16384;
	lo->log_blocks = cap_blocks > lo->raw_blocks ? cap_blocks - 1 - lo->raw_blocks : 0;
	lo->area = (1 + lo->log_blocks) * 4096;
	lo->area_len = lo->raw_blocks * 4096;
	if (lo->log_blocks >= 2 * a->rsize / 4096 && lo->raw_blocks)
		return 0;
	/* superblock, two records, and a raw area of a quarter */
	uint64_t need = 4;
	while (need - 1 - need / 4 < 2 * a->rsize / 4096)
		need++;
	fprintf(stderr, "jolt bdevperf: %s holds %llu KiB: too small for a journal of two %llu KiB "
		"records beside a raw area (needs at least %llu KiB)\n", a->target,
		(unsigned long long)(cap_blocks * 4), (unsigned long long)(a->rsize / 1024),
		(unsigned long long)need * 4);
	return -1;
}

/* The raw area written once first, as mkfs does the log region: a file's
 * unwritten extents would make the first writes pay for extent
 * conversion. 0 or a negative errno. */
static int prepare_raw_area(struct jolt_blk *dev, const struct layout *lo)
{
	uint8_t *z = jolt_blk_alloc(dev, 1 << 20);
	int rc = 0;

	for (uint64_t off = 0; z && off < lo->area_len && rc >= 0 && !interrupted(); off += 1 << 20)
		rc = jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, lo->area + off, z,
				      lo->area_len - off < (1 << 20) ? lo->area_len - off : (1 << 20));
	if (rc >= 0)
		rc = jolt_blk_io_sync(dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0);
	jolt_blk_free(dev, z);
	return rc;
}

/* -w write: plain 4 KiB writes, up to QD64. */
static int plain_writes(const struct args *a, struct jolt_blk *dev, const struct layout *lo)
{
	struct result w = {0};
	int wqd = a->qd < 64 ? (int)a->qd : 64;
	int rc = raw_run(dev, lo->area, lo->area_len, wqd, 2, a->secs, &w);

	if (rc < 0) {
		fprintf(stderr, "jolt bdevperf: raw device: %s\n", strerror(-rc));
		return rc;
	}
	printf("  plain 4 KiB writes, QD%d: %9.0f IOPS  %7.1f MiB/s  p50 %7.1f us  p99 %7.1f us\n",
	       wqd, w.ops_s, w.ops_s * 4096 / 1048576, w.p50, w.p99);
	return 0;
}

/* The raw durable 4 KiB write at QD1, by FUA and by write + flush. */
static int raw_durable(const struct args *a, struct jolt_blk *dev, const struct layout *lo)
{
	struct result raw_fua = {0}, raw_flush = {0};
	double rs = a->secs < 3 ? a->secs : 3;
	int rc;

	if ((rc = raw_run(dev, lo->area, lo->area_len, 1, 0, rs, &raw_fua)) < 0 ||
	    (rc = raw_run(dev, lo->area, lo->area_len, 1, 1, rs, &raw_flush)) < 0) {
		fprintf(stderr, "jolt bdevperf: raw device: %s\n", strerror(-rc));
		return rc;
	}
	printf("  raw 4 KiB durable write, QD1:  FUA %9.0f IOPS  p50 %7.1f us  p99 %7.1f us | "
	       "write+flush %9.0f IOPS  p50 %7.1f us  p99 %7.1f us\n",
	       raw_fua.ops_s, raw_fua.p50, raw_fua.p99, raw_flush.ops_s, raw_flush.p50, raw_flush.p99);
	return 0;
}

/* One row of the journal's table: `writers` writers forcing for -t
 * seconds, raw and journal in alternating slices of about half a second,
 * so that both see the same drift of a shared machine. 0, or -1 with the
 * error printed. */
static int journal_row(const struct args *a, struct jolt_blk *dev, const struct layout *lo,
		       int writers, int raw_flush_mode)
{
	int rqd = writers < (int)a->qd ? writers : (int)a->qd;
	struct jolt_journal_opts jo;
	struct jolt_journal *j;
	uint64_t last_tx = 0, key = 1, rpos = 0;
	double secs = a->secs;
	char why[256];
	int rc;

	jolt_journal_opts_default(&jo);
	jo.engine = a->engine;
	jo.commit_mode = (uint32_t)a->commit;
	jo.max_flushes = (uint32_t)a->max_flushes;
	jo.need_space = home_all;
	jo.need_space_ctx = &last_tx;
	rc = jolt_journal_open(dev, &jo, &j, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt bdevperf: %s\n", why);
		return -1;
	}
	struct lat jl = {0}, rl = {0};
	double jel = 0, rel = 0;
	struct jolt_journal_stats s0, s1;
	jolt_journal_stats(j, &s0);
	int slices = (int)(secs / 0.5 + 0.5);
	if (slices < 1)
		slices = 1;
	for (int sl = 0; sl < slices && rc >= 0 && !interrupted(); sl++) {
		if (a->do_raw)
			rc = raw_slice(dev, lo->area, lo->area_len, rqd, raw_flush_mode, secs / slices,
				       &rl, &rel, &rpos);
		if (rc >= 0)
			rc = journal_slice(j, writers, a->size, (uint32_t)a->items, secs / slices, 0,
					   &last_tx, &jl, &jel, &key);
		if (secs >= 3)
			fprintf(stderr, "\r  [writers %d: %5.1f s of %.0f] %8.0f forces/s so far   ",
				writers, jel, secs, (double)jl.n / (jel > 0 ? jel : 1));
	}
	if (secs >= 3)
		fprintf(stderr, "\r%70s\r", "");
	jolt_journal_stats(j, &s1);
	int crc = jolt_journal_close(j);
	if (rc < 0 || crc < 0) {
		fprintf(stderr, "jolt bdevperf: %s\n", strerror(-(rc < 0 ? rc : crc)));
		free(jl.v);
		free(rl.v);
		return -1;
	}
	struct jr r;
	struct result rq = {0};
	memset(&r, 0, sizeof(r));
	r.st = s1;
	r.st.flushes -= s0.flushes;
	r.st.fua_writes -= s0.fua_writes;
	r.st.record_blocks -= s0.record_blocks;
	r.st.log_full_waits -= s0.log_full_waits;
	summarize(&jl, jel, r.st.record_blocks * 4096, &r.res);
	if (a->do_raw)
		summarize(&rl, rel, (uint64_t)rl.n * 4096, &rq);
	free(jl.v);
	free(rl.v);
	double forces = r.res.ops ? (double)r.res.ops : 1;
	printf("  %7d %10.0f %9.1f %9.1f %9.1f %9.1f %8.3f %8.3f | ",
	       writers, r.res.ops_s, r.res.p50, r.res.p99, r.res.p999, r.res.mb_s,
	       (double)r.st.flushes / forces, (double)r.st.fua_writes / forces);
	if (a->do_raw && rq.ops_s > 0 && r.res.ops_s > 0 && rq.p50 > 0)
		printf("%10.0f %9.1f %7.2fx %7.2fx", rq.ops_s, rq.p50,
		       rq.ops_s / r.res.ops_s, r.res.p50 / rq.p50);
	else
		printf("%10s %9s %8s %8s", "-", "-", "-", "-");
	printf(" %llu\n", (unsigned long long)r.st.log_full_waits);
	fflush(stdout);
	return 0;
}

/* The journal's table, on the log made on the device: a row per
 * --writers value. 0, or -1 with the error printed. */
static int journal_table(const struct args *a, struct jolt_blk *dev, const struct layout *lo)
{
	/* the raw figure beside the journal uses the journal's own way to make
	 * a commit durable: FUA only where the journal would use it */
	int raw_flush_mode = a->commit == JOLT_COMMIT_FLUSH || !jolt_blk_fua_native(dev);

	printf("  %7s %10s %9s %9s %9s %9s %8s %8s | %10s %9s %8s %8s %s\n", "writers", "forces/s",
	       "p50 us", "p99 us", "p99.9 us", "log MB/s", "flush/f", "FUA/f", "raw IOPS", "raw p50",
	       "cost", "cost p50", "log-full");
	int status = 0;
	for (int k = 0; k < a->nw && !interrupted() && !status; k++)
		status = journal_row(a, dev, lo, a->wl[k], raw_flush_mode);
	if (a->do_raw)
		printf("  (raw: durable 4 KiB writes at QD = writers, %s, in half-second slices"
		       " alternating with the journal's;\n   cost = raw IOPS / forces/s, cost p50 ="
		       " force p50 / raw p50: 1.00x = a force costs one raw durable write)\n",
		       raw_flush_mode ? "each a write then a flush" : "each FUA");
	return status;
}

int cmd_bdevperf(int argc, char **argv)
{
	struct jolt_tool_cmd cmd = { .name = "bdevperf", .help = bdevperf_help };
	struct args a;
	struct layout lo;
	struct jolt_blk *dev;
	int rc = parse_args(&cmd, argc, argv, &a);

	if (rc >= 0)
		return rc;
	rc = open_target(&cmd, &a, &dev);
	if (rc)
		return rc;
	if (lay_out(&a, dev, &lo)) {
		jolt_blk_close(dev);
		return 1;
	}
	printf("jolt bdevperf: %s on %s\n", a.target, jolt_blk_describe(dev));
	printf("  workload %s, -o %llu bytes in %llu item(s), -q %llu, -t %.0f s, engine %s, "
	       "record %llu, commit %s, flushes %llu, log %llu MiB, raw area %llu MiB\n",
	       a.workload, (unsigned long long)a.size, (unsigned long long)a.items,
	       (unsigned long long)a.qd, a.secs, a.engine, (unsigned long long)a.rsize,
	       a.commit == JOLT_COMMIT_AUTO ? "auto" : "flush", (unsigned long long)a.max_flushes,
	       (unsigned long long)(lo.log_blocks * 4096 >> 20),
	       (unsigned long long)(lo.raw_blocks * 4096 >> 20));
	if ((a.do_raw || a.do_write) && !interrupted() && (rc = prepare_raw_area(dev, &lo)) < 0) {
		fprintf(stderr, "jolt bdevperf: preparing the raw area: %s\n", strerror(-rc));
		jolt_blk_close(dev);
		return 1;
	}
	if ((a.do_write && !interrupted() && plain_writes(&a, dev, &lo) < 0) ||
	    (a.do_raw && !interrupted() && raw_durable(&a, dev, &lo) < 0)) {
		jolt_blk_close(dev);
		return 1;
	}
	int status = 0;
	if (a.do_journal && !interrupted()) {
		char why[256];
		if (jolt_journal_mkfs(dev, lo.log_blocks, (uint32_t)a.rsize, why, sizeof(why)) < 0) {
			fprintf(stderr, "jolt bdevperf: %s\n", why);
			jolt_blk_close(dev);
			return 1;
		}
		status = journal_table(&a, dev, &lo) ? 1 : 0;
	}
	struct jolt_blk_stats ds;
	jolt_blk_stats(dev, &ds);
	printf("  device: %llu writes (%llu FUA, %llu bytes), %llu flushes, %llu reads, %llu errors\n",
	       (unsigned long long)ds.writes, (unsigned long long)ds.fua_writes,
	       (unsigned long long)ds.bytes_written,
	       (unsigned long long)ds.flushes, (unsigned long long)ds.reads,
	       (unsigned long long)ds.errors);
	jolt_blk_close(dev);
	if (interrupted()) {
		fprintf(stderr, "jolt bdevperf: interrupted; journal and device closed\n");
		return 130;
	}
	return status;
}
