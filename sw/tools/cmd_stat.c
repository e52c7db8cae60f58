/* jolt stat: one inode of a jolt filesystem image as stat(1) shows it,
 * with what stat(1) cannot show: the generation, the xattrs, the parent
 * pointers recorded on the inode and the paths they give. Read-only. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "commands.h"
#include "jolt/fs.h"

static void stat_help(FILE *to)
{
	fprintf(to,
		"usage: jolt stat [options] IMAGE:/path\n"
		"       jolt stat --journal [options] IMAGE\n"
		"Prints an inode as stat(1) does (times in UTC), then its xattrs (values up to\n"
		"64 bytes, escaped), its parent pointers and the paths they give. Read-only.\n\n"
		"  -L, --dereference        follow a final symlink\n"
		"      --locks              then the counters of the filesystem's locks over this\n"
		"                           mount (how often each was taken, waited for, and how\n"
		"                           long it was held: sw/fs/README.md, \"Locking\")\n"
		"      --journal            what the image's journal holds instead: fsync's log\n"
		"                           groups, items by type, bytes, what a mount replays\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

static void print_escaped(const uint8_t *p, size_t n, size_t max)
{
	putchar('"');
	for (size_t i = 0; i < n && i < max; i++) {
		if (p[i] == '"' || p[i] == '\\')
			printf("\\%c", p[i]);
		else if (p[i] >= 32 && p[i] < 127)
			putchar(p[i]);
		else
			printf("\\x%02x", p[i]);
	}
	putchar('"');
	if (n > max)
		printf("...");
}

static int print_xattrs(struct jolt_fs *fs, uint64_t ino)
{
	int64_t n = jolt_ll_listxattr(fs, ino, NULL, 0);
	char *names;
	int count = 0;

	if (n < 0)
		return (int)n;
	names = malloc((size_t)n + 1);
	if (!names)
		return -ENOMEM;
	n = jolt_ll_listxattr(fs, ino, names, (size_t)n);
	for (int64_t off = 0; n > 0 && off < n; off += (int64_t)strlen(names + off) + 1)
		count++;
	printf("Xattrs: %d\n", count);
	for (int64_t off = 0; n > 0 && off < n; off += (int64_t)strlen(names + off) + 1) {
		const char *name = names + off;
		int64_t vlen = jolt_ll_getxattr(fs, ino, name, NULL, 0);
		uint8_t *v = vlen >= 0 ? malloc((size_t)vlen + 1) : NULL;

		printf("  %s = ", name);
		if (v && (vlen = jolt_ll_getxattr(fs, ino, name, v, (size_t)vlen)) >= 0) {
			print_escaped(v, (size_t)vlen, 64);
			printf(" (%" PRId64 " bytes)\n", vlen);
		} else {
			printf("(%s)\n", strerror(vlen < 0 ? (int)-vlen : ENOMEM));
		}
		free(v);
	}
	free(names);
	return n < 0 ? (int)n : 0;
}

static int print_parents(struct jolt_fs *fs, uint64_t ino)
{
	int64_t n = jolt_ll_parents(fs, ino, NULL, 0);
	struct jolt_parent *pp;

	if (n == -EOPNOTSUPP) {
		printf("Parent pointers: off (mkfs -o parent=0)\n");
		return 0;
	}
	if (n < 0)
		return (int)n;
	pp = calloc((size_t)n + 1, sizeof(*pp));
	if (!pp)
		return -ENOMEM;
	int64_t got = jolt_ll_parents(fs, ino, pp, (size_t)n);
	if (got < 0) {
		free(pp);
		return (int)got;
	}
	printf("Parent pointers: %" PRId64 "\n", got);
	for (int64_t i = 0; i < got && i < n; i++)
		printf("  parent %" PRIu64 " gen %" PRIu64 " name '%s'\n", pp[i].parent,
		       pp[i].parent_gen, pp[i].name);
	free(pp);

	int64_t need = jolt_ll_paths(fs, ino, NULL, 0);
	if (need < 0) {
		printf("Paths: (%s)\n", strerror((int)-need));
		return 0;
	}
	char *buf = malloc((size_t)need + 1);
	if (!buf)
		return -ENOMEM;
	need = jolt_ll_paths(fs, ino, buf, (size_t)need);
	printf("Paths:\n");
	for (int64_t off = 0; need > 0 && off < need; off += (int64_t)strlen(buf + off) + 1)
		printf("  %s\n", buf + off);
	free(buf);
	return 0;
}

static int stat_journal(struct jolt_tool_cmd *cmd, const char *backend, const char *config,
			const char *image)
{
	struct jolt_tool_dev d;
	struct jolt_fsync_counters c;
	char why[256];
	if (jolt_tool_dev_open(cmd, backend, config, image, 0, JOLT_TOOL_DEV_RDONLY, &d))
		return JOLT_EXIT_ERROR;
	int rc = jolt_journal_summary(d.dev, &c, why, sizeof(why));
	jolt_tool_dev_close(cmd, &d);
	if (rc) {
		fprintf(stderr, "jolt stat: %s: %s\n", image, why);
		return JOLT_EXIT_ERROR;
	}
	printf("Journal of %s:\n", image);
	printf("  log groups: %" PRIu64 " (%" PRIu64 " newer than the last commit: a mount "
	       "replays them)\n", c.log_txs, c.replayed_txs);
	printf("  items: %" PRIu64 " to replay; inode %" PRIu64 ", dir_add %" PRIu64 ", dir_del %"
	       PRIu64 ", dir_del_range %" PRIu64 ", xattr %" PRIu64 ", extent %" PRIu64
	       ", attr_intent %" PRIu64 ", extent_free_intent %" PRIu64 ", done %" PRIu64
	       ", other %" PRIu64 "\n", c.replayed_items, c.items_inode, c.items_dir_add,
	       c.items_dir_del, c.items_dir_del_range, c.items_xattr, c.items_extent,
	       c.items_attr_intent, c.items_extent_free_intent, c.items_done, c.items_other);
	printf("  payload bytes: %" PRIu64 ", record bytes: %" PRIu64 "\n", c.bytes_logged,
	       c.journal_bytes);
	return JOLT_EXIT_OK;
}

/* The lock counters of a mount, one line a class. */
static void print_locks(struct jolt_fs *fs)
{
	struct jolt_lock_counters lc;

	jolt_lock_counters(fs, &lc);
	printf("Locks over %.3f ms:\n  %-12s %12s %10s %12s %12s %7s\n",
	       (double)lc.elapsed_ns / 1e6, "lock", "acquired", "contended", "waited us",
	       "held us", "held %");
	for (unsigned c = 0; c < JOLT_LOCK_CLASSES; c++) {
		const struct jolt_lock_stat *l = &lc.cls[c];
		printf("  %-12s %12" PRIu64 " %10" PRIu64 " %12.1f %12.1f %7.2f\n",
		       jolt_lock_class_name(c), l->acquisitions, l->contended,
		       (double)l->wait_ns / 1e3, (double)l->hold_ns / 1e3,
		       lc.elapsed_ns ? 100.0 * (double)l->hold_ns / (double)lc.elapsed_ns : 0.0);
	}
}

int cmd_stat(int argc, char **argv)
{
	enum { O_BACKEND = 256, O_JOURNAL, O_LOCKS };
	static const struct option opts[] = {
		{"journal", no_argument, 0, O_JOURNAL}, {"locks", no_argument, 0, O_LOCKS},
		{"dereference", no_argument, 0, 'L'}, {"backend", required_argument, 0, O_BACKEND},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "stat", .help = stat_help };
	const char *backend = "uring", *config = NULL;
	int follow = 0, journal = 0, locks = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "Lc:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'L': follow = 1; break;
		case O_JOURNAL: journal = 1; break;
		case O_LOCKS: locks = 1; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, journal ? "one IMAGE" : "one IMAGE:/path"))
		return JOLT_EXIT_ERROR;
	if (journal)
		return stat_journal(&cmd, backend, config, argv[optind]);
	char *image = NULL;
	const char *path;
	int has = jolt_tool_image_path(argv[optind], &image, &path);
	if (has <= 0)
		return has < 0 ? JOLT_EXIT_ERROR
			       : jolt_tool_usage(&cmd, "expected IMAGE:/path, got '%s'", argv[optind]);

	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int rc = jolt_tool_dev_open(&cmd, backend, config, image, 0, JOLT_TOOL_DEV_RDONLY, &d);
	if (!rc && (rc = jolt_tool_mount(&cmd, &d, JOLT_MOUNT_RDONLY, 0, &fs)))
		jolt_tool_dev_close(&cmd, &d);
	free(image);
	if (rc)
		return JOLT_EXIT_ERROR;

	struct jolt_stat st;
	rc = follow ? jolt_stat(fs, path, &st) : jolt_lstat(fs, path, &st);
	if (rc) {
		fprintf(stderr, "jolt stat: %s: %s\n", path, strerror(-rc));
	} else {
		char mode[11], t[64];
		uint32_t fmt = st.mode & JOLT_S_IFMT;

		printf("  File: %s", path);
		if (fmt == JOLT_S_IFLNK) {
			char target[JOLT_PATH_MAX];
			int64_t n = jolt_ll_readlink(fs, st.ino, target, sizeof(target) - 1);
			if (n >= 0) {
				target[n] = '\0';
				printf(" -> %s", target);
			}
		}
		printf("\n  Size: %-15" PRIu64 " Blocks: %-10" PRIu64 " IO Block: %-6u %s\n", st.size,
		       st.blocks, st.blksize, jolt_tool_file_type(st.mode));
		printf("Inode: %-15" PRIu64 " Links: %-10u Generation: %" PRIu64, st.ino, st.nlink,
		       st.generation);
		if (fmt == JOLT_S_IFCHR || fmt == JOLT_S_IFBLK)
			printf("  Device type: %u,%u", major((dev_t)st.rdev), minor((dev_t)st.rdev));
		jolt_tool_mode_string(st.mode, mode);
		printf("\nAccess: (%04o/%s)  Uid: (%5u)   Gid: (%5u)\n", st.mode & JOLT_S_IPERM, mode,
		       st.uid, st.gid);
		jolt_tool_time_string(st.atime.sec, st.atime.nsec, t, sizeof(t));
		printf("Access: %s\n", t);
		jolt_tool_time_string(st.mtime.sec, st.mtime.nsec, t, sizeof(t));
		printf("Modify: %s\n", t);
		jolt_tool_time_string(st.ctime.sec, st.ctime.nsec, t, sizeof(t));
		printf("Change: %s\n", t);
		jolt_tool_time_string(st.btime.sec, st.btime.nsec, t, sizeof(t));
		printf(" Birth: %s\n", t);
		rc = print_xattrs(fs, st.ino);
		if (rc)
			fprintf(stderr, "jolt stat: %s: xattrs: %s\n", path, strerror(-rc));
		int prc = print_parents(fs, st.ino);
		if (prc)
			fprintf(stderr, "jolt stat: %s: parent pointers: %s\n", path, strerror(-prc));
		rc = rc ? rc : prc;
		if (locks)
			print_locks(fs);
	}
	fflush(stdout);
	jolt_unmount(fs);
	jolt_tool_dev_close(&cmd, &d);
	return rc ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
