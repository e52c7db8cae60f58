/* jolt paths: every path of an inode, built from parent pointers alone
 * (jolt_ll_paths: each parent directory's own pointer, up to the root), as
 * xfs_io's `parent -p`. No directory is searched: a path printed here is
 * what the pointers say, which fsck checks against the directory entries. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "jolt/fs.h"

static void paths_help(FILE *to)
{
	fprintf(to,
		"usage: jolt paths [options] IMAGE INODE\n"
		"Prints every path of inode INODE, one a line, from its parent pointers alone\n"
		"(mkfs -o parent=1). Read-only.\n\n"
		"  -v, --verbose            the parent pointers too (parent, generation, name)\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_paths(int argc, char **argv)
{
	enum { O_BACKEND = 256 };
	static const struct option opts[] = {
		{"verbose", no_argument, 0, 'v'}, {"backend", required_argument, 0, O_BACKEND},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "paths", .help = paths_help };
	const char *backend = "uring", *config = NULL;
	uint64_t ino;
	int verbose = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "vc:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 'v': verbose = 1; break;
		case O_BACKEND: bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 2, "IMAGE INODE"))
		return JOLT_EXIT_ERROR;
	if (jolt_tool_num(&cmd, "INODE", argv[optind + 1], JOLT_ROOT_INO, UINT64_MAX, &ino))
		return JOLT_EXIT_ERROR;

	struct jolt_tool_dev d;
	struct jolt_fs *fs;
	int rc = jolt_tool_dev_open(&cmd, backend, config, argv[optind], 0, JOLT_TOOL_DEV_RDONLY, &d);
	if (!rc && (rc = jolt_tool_mount(&cmd, &d, JOLT_MOUNT_RDONLY, 0, &fs)))
		jolt_tool_dev_close(&cmd, &d);
	if (rc)
		return JOLT_EXIT_ERROR;

	int64_t n = 0;
	if (verbose) {
		struct jolt_parent *pp = NULL;
		n = jolt_ll_parents(fs, ino, NULL, 0);
		if (n >= 0 && !(pp = calloc((size_t)n + 1, sizeof(*pp))))
			n = -ENOMEM;
		if (n >= 0)
			n = jolt_ll_parents(fs, ino, pp, (size_t)n);
		for (int64_t i = 0; n > 0 && i < n; i++)
			printf("parent %" PRIu64 " gen %" PRIu64 " name '%s'\n", pp[i].parent,
			       pp[i].parent_gen, pp[i].name);
		free(pp);
	}
	char *buf = NULL;
	if (n >= 0)
		n = jolt_ll_paths(fs, ino, NULL, 0);
	if (n >= 0 && !(buf = malloc((size_t)n + 1)))
		n = -ENOMEM;
	if (n >= 0)
		n = jolt_ll_paths(fs, ino, buf, (size_t)n);
	for (int64_t off = 0; n > 0 && off < n; off += (int64_t)strlen(buf + off) + 1)
		printf("%s\n", buf + off);
	free(buf);
	if (n < 0) {
		if (n == -EOPNOTSUPP)
			fprintf(stderr, "jolt paths: %s: no parent pointers on this filesystem (mkfs -o "
				"parent=0)\n", argv[optind]);
		else
			fprintf(stderr, "jolt paths: %s: inode %" PRIu64 ": %s%s%s\n", argv[optind], ino,
				strerror((int)-n), *jolt_errmsg(fs) ? ": " : "", jolt_errmsg(fs));
	}
	fflush(stdout);
	jolt_unmount(fs);
	jolt_tool_dev_close(&cmd, &d);
	return n < 0 ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
