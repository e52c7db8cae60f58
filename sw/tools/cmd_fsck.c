/* jolt fsck: checks a jolt filesystem image, the tree level (checksums,
 * keys, owners, generations, reference counts, leaks, overlaps) and the
 * namespace (link counts, both directory indexes, parent pointers, file
 * extents, xattrs), through jolt_check_dev: nothing is written.
 *
 * Exit status as e2fsck's: 0 clean; 4 problems found and left (there is
 * no --repair); 8 the check could not run (the image cannot be opened or
 * read, is not a jolt filesystem, or is of a newer version); 16 a usage
 * error. A damaged
 * image whose superblock is still jolt's is checked, not refused: a mount
 * that fails on damage is itself a problem (4). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs.h"

static void fsck_help(FILE *to)
{
	fprintf(to,
		"usage: jolt fsck [options] IMAGE\n"
		"Checks a jolt filesystem read-only: every tree node (checksum, location, owner,\n"
		"generation, key order), reference counts, leaks and overlaps of extents, link\n"
		"counts, both directory indexes, parent pointers, file extents, xattrs. Each\n"
		"problem is printed with its location (block, tree, inode); at most 100 are\n"
		"printed, all are counted. Exit status (e2fsck's): 0 clean, 4 problems left,\n"
		"8 the check could not run (unreadable, not a jolt filesystem, newer version),\n"
		"16 a usage error.\n\n"
		"  -t, --trees              tree-level checks only\n"
		"  -N, --namespace          namespace checks only\n"
		"  -q, --quiet              print problems only, no summary\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

struct report {
	const char *image;
};

static void print_problem(void *ctx, const char *msg)
{
	const struct report *r = ctx;

	printf("%s: %s\n", r->image, msg);
}

int cmd_fsck(int argc, char **argv)
{
	enum { O_BACKEND = 256 };
	static const struct option opts[] = {
		{"trees", no_argument, 0, 't'}, {"namespace", no_argument, 0, 'N'},
		{"quiet", no_argument, 0, 'q'}, {"backend", required_argument, 0, O_BACKEND},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "fsck", .help = fsck_help };
	const char *backend = "uring", *config = NULL;
	uint32_t flags = 0;
	int quiet = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "tNqc:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 't': flags |= JOLT_CHECK_TREES; break;
		case 'N': flags |= JOLT_CHECK_NAMESPACE; break;
		case 'q': quiet = 1; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_FSCK_USAGE;
	}
	if (cmd.status > 0)
		return JOLT_EXIT_FSCK_USAGE;
	if (cmd.status == 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE"))
		return JOLT_EXIT_FSCK_USAGE;
	if (!flags)
		flags = JOLT_CHECK_ALL;

	const char *image = argv[optind];
	struct jolt_tool_dev d;
	if (jolt_tool_dev_open(&cmd, backend, config, image, 0, JOLT_TOOL_DEV_RDONLY, &d))
		return JOLT_EXIT_FSCK_OPERATIONAL;

	/* what cannot be checked at all: not jolt's, newer, unreadable (a
	 * mount refused for damage is the check's to report) */
	struct jolt_mount_opts mo;
	struct jolt_fs *fs;
	char why[320] = "";
	int busy = jolt_check_unmounted(d.dev, why, sizeof(why));
	if (busy < 0) {
		fprintf(stderr, "jolt fsck: %s: %s%s\n", image, busy == -EBUSY ? "refused: " : "",
			why[0] ? why : strerror(-busy));
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_FSCK_OPERATIONAL;
	}
	why[0] = '\0';
	jolt_mount_opts_default(&mo);
	mo.flags = JOLT_MOUNT_RDONLY | JOLT_MOUNT_NO_THREAD;
	int rc = jolt_mount(d.dev, &mo, &fs, why, sizeof(why));
	if (rc == -EINVAL || rc == -EOPNOTSUPP || rc == -EIO || rc == -ENOMEM) {
		if (rc == -EINVAL && jolt_tool_is_bare_log(d.dev))
			snprintf(why, sizeof(why), "a bare jolt log (jolt mklog), not a filesystem");
		fprintf(stderr, "jolt fsck: %s: %s\n", image, why[0] ? why : strerror(-rc));
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_FSCK_OPERATIONAL;
	}
	if (!rc)
		jolt_unmount(fs);

	struct report r = { .image = image };
	struct jolt_check_result res;
	long n = jolt_check_dev(d.dev, flags, print_problem, &r, &res);
	jolt_tool_dev_close(&cmd, &d);
	if (n < 0) {
		fprintf(stderr, "jolt fsck: %s: the check could not run: %s\n", image, strerror((int)-n));
		return JOLT_EXIT_FSCK_OPERATIONAL;
	}
	if (!quiet) {
		printf("jolt fsck: %s: %s", image, n ? "" : "clean, ");
		if (n)
			printf("%ld problem%s (%" PRIu64 " tree, %" PRIu64 " namespace), ", n,
			       n == 1 ? "" : "s", res.tree_problems, res.ns_problems);
		printf("%" PRIu64 " nodes, %" PRIu64 " items", res.nodes, res.items);
		if (flags & JOLT_CHECK_NAMESPACE)
			printf(", %" PRIu64 " inodes (%" PRIu64 " dirs, %" PRIu64 " files, %" PRIu64
			       " symlinks, %" PRIu64 " special), %" PRIu64 " entries, %" PRIu64
			       " xattrs, %" PRIu64 " parent pointers, %" PRIu64 " data bytes, %" PRIu64
			       " inline, %" PRIu64 " orphans", res.inodes, res.dirs, res.files,
			       res.symlinks, res.specials, res.entries, res.xattrs, res.parent_ptrs,
			       res.data_bytes, res.inline_bytes, res.orphans);
		printf("\n");
	}
	return n ? JOLT_EXIT_FSCK_ERRORS : JOLT_EXIT_OK;
}
