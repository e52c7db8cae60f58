/* jolt workload: a seeded metadata workload through the library, the
 * filesystem's demonstration (`make run`): directories, files with data,
 * renames, hard links, symlinks, xattrs, unlinks, with a commit after each
 * phase; then the counters the library keeps (node cache, trees, commits,
 * data and block I/O).
 *
 * With --crash-image (mem backend), more changes follow the last commit
 * and are never committed: first changes each made durable by an fsync
 * (files created with data in a new directory, committed files renamed
 * into it, given an xattr, appended to or unlinked, each fsynced or its
 * parent), then changes never fsynced. Then the power fails: the device
 * image at that moment, every write not made durable dropped, applied or
 * torn at random (jolt_blk_mem_crash_image), is written to a file. The
 * tool mounts that image itself, which replays the journal's fsyncs onto
 * the last commit, and compares it with the tree as it was at the last
 * fsync (every name's path, mode, link count, size and xattrs), checks it
 * (jolt_check) and prints what replay did: a crash leaves the last commit
 * and every fsync exactly. The
 * image given is written back with everything, as after a clean unmount. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs.h"

static void workload_help(FILE *to)
{
	fprintf(to,
		"usage: jolt workload [options] IMAGE\n"
		"Runs a seeded metadata workload on a jolt filesystem image (jolt mkfs first):\n"
		"mkdir, create with data, setxattr, rename, link, symlink, unlink, a commit\n"
		"after each phase; prints each phase's rate and the library's counters.\n\n"
		"  -n, --files N            files to create, 1..10M (500)\n"
		"  -d, --dirs N             directories to spread them over, 1..100000 (20)\n"
		"  -s, --seed N             seed (1)\n"
		"      --crash-image FILE   mem backend: after the last commit, changes each fsynced,\n"
		"                           then others; crash; write the crash image (unflushed\n"
		"                           writes dropped, applied or torn at random) to FILE,\n"
		"                           mount it (replaying the journal), compare with the\n"
		"                           last fsync, check it\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

struct wl {
	struct jolt_fs *fs;
	uint64_t seed;
	uint64_t files, dirs;
	uint8_t *data;
	int err;
	const char *what;
};

static int wl_check(struct wl *w, int rc, const char *what)
{
	if (rc < 0 && !w->err) {
		w->err = rc;
		w->what = what;
	}
	return rc;
}

static void phase(const char *name, uint64_t ops, double t0)
{
	double dt = jolt_tool_now_s() - t0;
	printf("  %-28s %8" PRIu64 " ops %9.0f ops/s\n", name, ops, dt > 0 ? (double)ops / dt : 0);
}

/* Which files a phase touches: by a hash of the number, so that every
 * directory keeps some of each kind (a disjoint tenth renamed, a
 * twentieth linked, a twentieth unlinked, a third with an xattr). */
static uint64_t pick(uint64_t i)
{
	return (i * 0x9e3779b97f4a7c15ull) >> 40;
}
static int is_renamed(uint64_t i) { return pick(i) % 10 == 1; }
static int is_linked(uint64_t i) { return pick(i) % 20 == 2; }
static int is_unlinked(uint64_t i) { return pick(i) % 20 == 4; }
static int has_xattr(uint64_t i) { return pick(i) % 3 == 0; }

static void file_path(char *p, size_t len, uint64_t dirs, uint64_t i)
{
	snprintf(p, len, "/d%03" PRIu64 "/f%06" PRIu64, i % dirs, i);
}

/* What a tree holds: its names, the sum of their sizes, and a digest of
 * every name's path, mode, link count, size and xattrs (names and values),
 * summed so that the order of readdir does not matter. */
struct tree_sum {
	uint64_t names, bytes, digest;
};

static uint64_t fnv(uint64_t h, const void *p, size_t len)
{
	const uint8_t *b = p;
	for (size_t i = 0; i < len; i++)
		h = (h ^ b[i]) * 0x100000001b3ull;
	return h;
}

static uint64_t entry_digest(struct jolt_fs *fs, const char *path, const struct jolt_stat *st)
{
	uint64_t h = fnv(0xcbf29ce484222325ull, path, strlen(path) + 1);
	uint64_t v[3] = { st->mode, st->nlink, st->size };
	char names[4096], val[256];
	h = fnv(h, v, sizeof(v));
	int64_t n = jolt_listxattr(fs, path, names, sizeof(names));
	if (n > (int64_t)sizeof(names))
		return fnv(h, &n, sizeof(n));   /* (none of this workload's lists is that long) */
	for (int64_t i = 0; i < n; i += (int64_t)strlen(names + i) + 1) {
		int64_t len = jolt_getxattr(fs, path, names + i, val, sizeof(val));
		h = fnv(h, names + i, strlen(names + i) + 1);
		if (len > 0)
			h = fnv(h, val, (size_t)len);
	}
	return h;
}

static int sum_tree(struct jolt_fs *fs, const char *path, struct tree_sum *t)
{
	struct jolt_dirent ents[64];
	uint64_t cookie = 0;
	int64_t n;

	while ((n = jolt_readdir(fs, path, cookie, ents, 64)) > 0) {
		for (int64_t i = 0; i < n; i++) {
			char sub[1024];
			struct jolt_stat st;

			cookie = ents[i].next;
			if (!strcmp(ents[i].name, ".") || !strcmp(ents[i].name, ".."))
				continue;
			snprintf(sub, sizeof(sub), "%s/%s", strcmp(path, "/") ? path : "", ents[i].name);
			t->names++;
			if (jolt_lstat(fs, sub, &st) == 0) {
				t->bytes += st.size;
				t->digest += entry_digest(fs, sub, &st);
			}
			if (ents[i].type == JOLT_DT_DIR) {
				int rc = sum_tree(fs, sub, t);
				if (rc)
					return rc;
			}
		}
	}
	return (int)n;
}

static int run(struct wl *w)
{
	struct jolt_fs *fs = w->fs;
	uint64_t s = w->seed * 0x9e3779b97f4a7c15ull + 1;
	char p[256], q[256];
	double t0;

	t0 = jolt_tool_now_s();
	for (uint64_t d = 0; d < w->dirs && !w->err; d++) {
		snprintf(p, sizeof(p), "/d%03" PRIu64, d);
		wl_check(w, jolt_mkdir(fs, p, 0755), "mkdir");
	}
	wl_check(w, jolt_mkdir(fs, "/links", 0755), "mkdir");
	wl_check(w, jolt_sync(fs), "commit");
	phase("mkdir + commit", w->dirs + 1, t0);

	t0 = jolt_tool_now_s();
	for (uint64_t i = 0; i < w->files && !w->err; i++) {
		struct jolt_file *f;
		uint64_t r = rnd(&s);
		/* most files small (inline), one in 16 a few data extents */
		size_t len = (r % 16 == 0) ? 4096 * (1 + r / 16 % 48) : (size_t)(r / 16 % 1500);

		file_path(p, sizeof(p), w->dirs, i);
		if (wl_check(w, jolt_create(fs, p, 0644, &f), "create"))
			break;
		if (len)
			wl_check(w, (int)jolt_pwrite(f, w->data + r % 4096, len, 0) < 0 ? -EIO : 0,
				 "write");
		wl_check(w, jolt_close(f), "close");
	}
	wl_check(w, jolt_sync(fs), "commit");
	phase("create + write + commit", w->files, t0);

	t0 = jolt_tool_now_s();
	uint64_t nx = 0;
	for (uint64_t i = 0; i < w->files && !w->err; i++) {
		char v[64];
		if (!has_xattr(i))
			continue;
		nx++;
		int n = snprintf(v, sizeof(v), "file %" PRIu64 " of seed %" PRIu64, i, w->seed);
		file_path(p, sizeof(p), w->dirs, i);
		wl_check(w, jolt_setxattr(fs, p, "user.origin", v, (size_t)n, 0), "setxattr");
	}
	wl_check(w, jolt_sync(fs), "commit");
	phase("setxattr + commit", nx, t0);

	t0 = jolt_tool_now_s();
	uint64_t nr = 0;
	for (uint64_t i = 0; i < w->files && !w->err; i++) {
		if (!is_renamed(i))
			continue;
		nr++;
		file_path(p, sizeof(p), w->dirs, i);
		snprintf(q, sizeof(q), "/d%03" PRIu64 "/moved%06" PRIu64, (i + 7) % w->dirs, i);
		wl_check(w, jolt_rename(fs, p, q, 0), "rename");
	}
	uint64_t nl = 0;
	for (uint64_t i = 0; i < w->files && !w->err; i++) {
		if (!is_linked(i))
			continue;
		nl++;
		file_path(p, sizeof(p), w->dirs, i);
		snprintf(q, sizeof(q), "/links/l%06" PRIu64, i);
		wl_check(w, jolt_link(fs, p, q), "link");
		snprintf(q, sizeof(q), "/links/s%06" PRIu64, i);
		wl_check(w, jolt_symlink(fs, p, q), "symlink");
	}
	wl_check(w, jolt_sync(fs), "commit");
	phase("rename, link, symlink", nr + 2 * nl, t0);

	t0 = jolt_tool_now_s();
	uint64_t nu = 0;
	for (uint64_t i = 0; i < w->files && !w->err; i++) {
		if (!is_unlinked(i))
			continue;
		nu++;
		file_path(p, sizeof(p), w->dirs, i);
		wl_check(w, jolt_unlink(fs, p), "unlink");
	}
	wl_check(w, jolt_sync(fs), "commit");
	phase("unlink + commit", nu, t0);
	return w->err;
}

static void print_counters(struct jolt_fs *fs, struct jolt_blk *dev)
{
	struct jolt_fs_counters c;
	struct jolt_blk_stats b;
	struct jolt_statfs st;

	jolt_fs_counters(fs, &c);
	jolt_blk_stats(dev, &b);
	jolt_statfs(fs, &st);
	printf("filesystem counters:\n");
	printf("  commits %" PRIu64 ", generation %" PRIu64 ", parent pointers %s, node %u, "
	       "sector %u, inline up to %u\n", c.commits, c.generation, c.parent_ptrs ? "on" : "off",
	       c.nodesize, c.sectorsize, c.max_inline);
	printf("  node cache: %" PRIu64 " hits, %" PRIu64 " misses, %" PRIu64 " evictions, %" PRIu64
	       " node reads, %" PRIu64 " node writes, %" PRIu64 " KiB cached of a %" PRIu64
	       " KiB bound\n", c.node_hits, c.node_misses, c.node_evictions, c.node_reads,
	       c.node_writes, c.cached_bytes >> 10, c.cache_bound >> 10);
	printf("  data: %" PRIu64 " reads (%" PRIu64 " KiB), %" PRIu64 " writes (%" PRIu64
	       " KiB); xattrs shortform->items %" PRIu64 ", items->shortform %" PRIu64
	       "; orphans deleted %" PRIu64 "\n", c.data_reads, c.data_bytes_read >> 10,
	       c.data_writes, c.data_bytes_written >> 10, c.xattr_sf_to_items, c.xattr_items_to_sf,
	       c.orphans_deleted);
	printf("  block device: %" PRIu64 " reads, %" PRIu64 " writes (%" PRIu64 " KiB), %" PRIu64
	       " flushes, %" PRIu64 " FUA writes\n", b.reads, b.writes, b.bytes_written >> 10,
	       b.flushes, b.fua_writes);
	printf("  space: %" PRIu64 " of %" PRIu64 " KiB free, %" PRIu64 " inodes\n",
	       st.bfree * st.bsize >> 10, st.blocks * st.bsize >> 10, st.files);
}

static int fsync_path(struct wl *w, const char *path)
{
	uint64_t ino;
	int rc = wl_check(w, jolt_path_ino(w->fs, path, 0, &ino), "lookup");
	return rc ? rc : wl_check(w, jolt_ll_fsync(w->fs, ino, 0), "fsync");
}

/* A committed file that the workload left at its first path. */
static int is_plain(uint64_t i, uint64_t files)
{
	return i < files && !is_unlinked(i) && !is_renamed(i) && !is_linked(i);
}

/* After the last commit: changes each made durable by fsync. */
static uint64_t fsynced_changes(struct wl *w)
{
	char p[256], q[256];
	uint64_t n = 0, s = w->seed * 0x2545f4914f6cdd1dull + 3;

	wl_check(w, jolt_mkdir(w->fs, "/logged", 0755), "mkdir");
	for (uint64_t i = 0; i < w->files && !w->err; i += 10) {
		struct jolt_file *f;
		size_t len = (size_t)(rnd(&s) % 6000);
		snprintf(p, sizeof(p), "/logged/n%06" PRIu64, i);
		if (wl_check(w, jolt_create(w->fs, p, 0644, &f), "create"))
			break;
		if (len && jolt_pwrite(f, w->data + len % 4096, len, 0) != (int64_t)len)
			wl_check(w, -EIO, "write");
		if (!w->err)
			wl_check(w, jolt_fsync(f, 0), "fsync");
		wl_check(w, jolt_close(f), "close");
		n++;
		if (is_plain(i + 3, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 3);
			snprintf(q, sizeof(q), "/logged/r%06" PRIu64, i + 3);
			if (!wl_check(w, jolt_rename(w->fs, p, q, 0), "rename"))
				fsync_path(w, q);
			n++;
		}
		if (is_plain(i + 4, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 4);
			if (!wl_check(w, jolt_setxattr(w->fs, p, "user.logged", "y", 1, 0), "setxattr"))
				fsync_path(w, p);
			n++;
		}
		if (is_plain(i + 5, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 5);
			if (!wl_check(w, jolt_open(w->fs, p, JOLT_O_WRONLY, 0, &f), "open")) {
				struct jolt_stat st;
				if (!wl_check(w, jolt_stat(w->fs, p, &st), "stat") &&
				    jolt_pwrite(f, w->data, 4096, st.size) != 4096)
					wl_check(w, -EIO, "write");
				if (!w->err)
					wl_check(w, jolt_fsync(f, 0), "fsync");
				wl_check(w, jolt_close(f), "close");
			}
			n++;
		}
		if (is_plain(i + 6, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 6);
			if (!wl_check(w, jolt_unlink(w->fs, p), "unlink")) {
				snprintf(p, sizeof(p), "/d%03" PRIu64, (i + 6) % w->dirs);
				fsync_path(w, p);
			}
			n++;
		}
	}
	return n;
}

/* After the last fsync: changes never made durable. */
static uint64_t unsynced_changes(struct wl *w)
{
	char p[256], q[256];
	uint64_t n = 0;

	wl_check(w, jolt_mkdir(w->fs, "/uncommitted", 0755), "mkdir");
	for (uint64_t i = 0; i < w->files && !w->err; i += 10) {
		struct jolt_file *f;
		snprintf(p, sizeof(p), "/uncommitted/n%06" PRIu64, i);
		if (!wl_check(w, jolt_create(w->fs, p, 0600, &f), "create"))
			wl_check(w, jolt_close(f), "close");
		n++;
		if (is_plain(i + 7, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 7);
			snprintf(q, sizeof(q), "/uncommitted/r%06" PRIu64, i + 7);
			wl_check(w, jolt_rename(w->fs, p, q, 0), "rename");
			n++;
		}
		if (is_plain(i + 8, w->files)) {
			file_path(p, sizeof(p), w->dirs, i + 8);
			wl_check(w, jolt_setxattr(w->fs, p, "user.late", "x", 1, 0), "setxattr");
			n++;
		}
	}
	return n;
}

static void print_problem(void *ctx, const char *msg)
{
	printf("%s: %s\n", (const char *)ctx, msg);
}

/* The crash: fsynced changes, then others; the image at power loss into
 * path; mounted (replaying the journal) and compared with the tree as it
 * was at the last fsync. */
static int crash(struct jolt_tool_cmd *cmd, struct wl *w, struct jolt_tool_dev *d,
		 const char *path)
{
	struct tree_sum then = {0}, after = {0}, got = {0};
	uint64_t gen;
	struct jolt_fs_counters c;
	jolt_fs_counters(w->fs, &c);
	gen = c.generation;

	uint64_t logged = fsynced_changes(w);
	if (w->err)
		return w->err;
	int rc = sum_tree(w->fs, "/", &then);
	if (rc)
		return wl_check(w, rc, "counting");
	struct jolt_fsync_counters fc;
	jolt_fsync_counters(w->fs, &fc);
	uint64_t changes = unsynced_changes(w);
	if (w->err)
		return w->err;
	sum_tree(w->fs, "/", &after);

	uint64_t cap = jolt_blk_capacity(d->dev);
	uint8_t *img = cap <= SIZE_MAX ? malloc((size_t)cap) : NULL;
	if (!img)
		return wl_check(w, -ENOMEM, "crash image");
	struct jolt_blk_mem_random ch = { .state = w->seed * 2654435761u + 7, .apply_pct = 40,
					  .torn_pct = 30 };
	uint64_t at = jolt_blk_mem_now(d->dev);
	rc = jolt_blk_mem_crash_image(d->dev, at, jolt_blk_mem_choose_random, &ch, img, (size_t)cap);
	if (!rc)
		rc = jolt_tool_write_file(cmd, path, img, (size_t)cap);
	if (rc) {
		free(img);
		return wl_check(w, rc, "writing the crash image");
	}
	printf("after commit %" PRIu64 ": %" PRIu64 " changes each fsynced (%" PRIu64
	       " fsyncs, %" PRIu64 " logged, %" PRIu64 " journal forces), %" PRIu64
	       " names then; %" PRIu64 " changes not fsynced, %" PRIu64 " names now\n", gen, logged,
	       fc.fsyncs, fc.logged_fsyncs, fc.forces, then.names, changes, after.names);
	printf("crash at clock %" PRIu64 ": unflushed writes dropped, applied or torn at random; "
	       "image in %s\n", at, path);

	/* what mount makes of it: the last commit, then the journal replayed */
	struct jolt_blk *m;
	struct jolt_fs *cfs;
	struct jolt_blk_opts bo;
	char spec[64], why[320] = "";
	jolt_blk_opts_default(&bo);
	snprintf(spec, sizeof(spec), "size=%" PRIu64 ",log=0", cap);
	rc = jolt_blk_open("mem", spec, &bo, &m, why, sizeof(why));
	if (!rc)
		rc = jolt_blk_mem_load(m, img, (size_t)cap);
	free(img);
	if (rc) {
		fprintf(stderr, "jolt workload: %s\n", why);
		return wl_check(w, rc, "opening the crash image");
	}
	/* read-write: a read-only mount leaves the journal unreplayed */
	struct jolt_tool_dev cd = { .dev = m, .backend = "mem", .target = path };
	rc = jolt_tool_mount(cmd, &cd, 0, 0, &cfs);
	if (rc) {
		jolt_blk_close(m);
		return wl_check(w, rc, "mounting the crash image");
	}
	struct jolt_fs_counters cc;
	struct jolt_fsync_counters rc_ctr;
	struct jolt_check_result chk;
	struct jolt_stat st;
	rc = sum_tree(cfs, "/", &got);
	jolt_fs_counters(cfs, &cc);
	jolt_fsync_counters(cfs, &rc_ctr);
	int gone = jolt_stat(cfs, "/uncommitted", &st) == -ENOENT;
	long problems = jolt_check(cfs, JOLT_CHECK_ALL, print_problem, (void *)path, &chk);
	int urc = jolt_unmount(cfs);
	jolt_blk_close(m);
	if (urc && !rc)
		rc = urc;
	printf("crash image mounted: generation %" PRIu64 ", journal replayed: %" PRIu64
	       " transactions, %" PRIu64 " items, %" PRIu64 " intents finished\n", cc.generation,
	       rc_ctr.replayed_txs, rc_ctr.replayed_items, rc_ctr.intents_finished);
	int same = !rc && got.names == then.names && got.bytes == then.bytes &&
		   got.digest == then.digest && gone;
	printf("  %" PRIu64 " names, %" PRIu64 " bytes in files: %s; check: %s (%" PRIu64
	       " inodes, %" PRIu64 " entries, %" PRIu64 " parent pointers)\n", got.names, got.bytes,
	       same ? "the last commit and every fsync exactly" : "DIFFERS from the last fsync",
	       problems == 0 ? "clean" : "PROBLEMS", chk.inodes, chk.entries, chk.parent_ptrs);
	if (!same)
		return wl_check(w, -EUCLEAN, "the crash image");
	return problems ? wl_check(w, problems < 0 ? (int)problems : -EUCLEAN, "checking") : 0;
}

int cmd_workload(int argc, char **argv)
{
	enum { O_BACKEND = 256, O_CRASH };
	static const struct option opts[] = {
		{"files", required_argument, 0, 'n'}, {"dirs", required_argument, 0, 'd'},
		{"seed", required_argument, 0, 's'}, {"crash-image", required_argument, 0, O_CRASH},
		{"backend", required_argument, 0, O_BACKEND}, {"config", required_argument, 0, 'c'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "workload", .help = workload_help };
	const char *backend = "uring", *config = NULL, *crash_path = NULL;
	struct wl w = { .seed = 1, .files = 500, .dirs = 20 };
	int c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "n:d:s:c:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'n': bad = jolt_tool_num(&cmd, "--files", optarg, 1, 10000000, &w.files); break;
		case 'd': bad = jolt_tool_num(&cmd, "--dirs", optarg, 1, 100000, &w.dirs); break;
		case 's': bad = jolt_tool_num(&cmd, "--seed", optarg, 0, UINT64_MAX, &w.seed); break;
		case O_CRASH: crash_path = optarg; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE"))
		return JOLT_EXIT_ERROR;
	if (crash_path && strcmp(backend, "mem"))
		return jolt_tool_usage(&cmd, "--crash-image needs --backend mem (its crash model)");

	struct jolt_tool_dev d;
	if (jolt_tool_dev_open(&cmd, backend, config, argv[optind], 0,
			       crash_path ? JOLT_TOOL_DEV_EVENTS : 0, &d))
		return JOLT_EXIT_ERROR;
	if (jolt_tool_mount(&cmd, &d, 0, 0, &w.fs)) {
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_ERROR;
	}
	w.data = malloc(4096 + 48 * 4096);
	if (!w.data) {
		jolt_unmount(w.fs);
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_ERROR;
	}
	uint64_t s = w.seed + 99;
	for (size_t i = 0; i < 4096 + 48 * 4096; i++)
		w.data[i] = (uint8_t)(rnd(&s) >> 24);
	printf("jolt workload: %s: %" PRIu64 " files over %" PRIu64 " directories, seed %" PRIu64
	       ", on %s\n", argv[optind], w.files, w.dirs, w.seed, jolt_blk_describe(d.dev));
	run(&w);
	if (!w.err)
		print_counters(w.fs, d.dev);
	if (!w.err && crash_path)
		crash(&cmd, &w, &d, crash_path);
	if (w.err)
		fprintf(stderr, "jolt workload: %s: %s: %s%s%s\n", argv[optind], w.what,
			strerror(-w.err), *jolt_errmsg(w.fs) ? ": " : "", jolt_errmsg(w.fs));
	int urc = jolt_unmount(w.fs);
	if (urc && !w.err)
		fprintf(stderr, "jolt workload: %s: unmount: %s\n", argv[optind], strerror(-urc));
	int crc = jolt_tool_dev_close(&cmd, &d);
	free(w.data);
	return w.err || urc || crc ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
