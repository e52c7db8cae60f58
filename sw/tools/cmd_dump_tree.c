/* jolt dump-tree: prints a jolt filesystem's trees node by node, every item
 * decoded (btrfs inspect-internal dump-tree): the tree level's items by
 * sw/fs/fsck.c, the namespace's by sw/fs/ns_check.c. The image is mounted
 * read-only for checking (a damaged extent tree does not stop it); a node
 * that fails verification is printed as its error, and the dump goes on. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "fs/fsck.h"
#include "fs/ns.h"
#include "fs/super.h"

static void dump_help(FILE *to)
{
	fprintf(to,
		"usage: jolt dump-tree [options] IMAGE\n"
		"Prints the superblock and every tree of a jolt filesystem, node by node, each\n"
		"item with its key and decoded (as btrfs inspect-internal dump-tree).\n\n"
		"  -t, --tree TREE          one tree: root, extent, fs, or a tree id\n"
		"  -b, --block BYTENR       one node by its byte offset (with --follow, its subtree)\n"
		"      --follow             with --block: every node below it too\n"
		"      --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_dump_tree(int argc, char **argv)
{
	enum { O_BACKEND = 256, O_FOLLOW };
	static const struct option opts[] = {
		{"tree", required_argument, 0, 't'}, {"block", required_argument, 0, 'b'},
		{"follow", no_argument, 0, O_FOLLOW}, {"backend", required_argument, 0, O_BACKEND},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "dump-tree", .help = dump_help };
	const char *backend = "uring", *config = NULL;
	uint64_t tree = 0, block = 0;
	int have_block = 0, follow = 0, c;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "t:b:c:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 't':
			if (!strcmp(optarg, "root"))
				tree = JOLT_FS_ROOT_TREE_OBJECTID;
			else if (!strcmp(optarg, "extent"))
				tree = JOLT_FS_EXTENT_TREE_OBJECTID;
			else if (!strcmp(optarg, "fs"))
				tree = JOLT_FS_FS_TREE_OBJECTID;
			else if (jolt_parse_size(optarg, &tree) || !tree) {
				bad = jolt_tool_usage(&cmd, "--tree: expected root, extent, fs or a tree "
						      "id, got '%s'", optarg);
			}
			break;
		case 'b':
			bad = jolt_tool_num(&cmd, "--block", optarg, 0, UINT64_MAX, &block);
			have_block = 1;
			break;
		case O_FOLLOW: follow = 1; break;
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
	if (have_block && tree)
		return jolt_tool_usage(&cmd, "--tree and --block exclude each other");
	if (follow && !have_block)
		return jolt_tool_usage(&cmd, "--follow needs --block");

	const char *image = argv[optind];
	struct jolt_tool_dev d;
	if (jolt_tool_dev_open(&cmd, backend, config, image, 0, JOLT_TOOL_DEV_RDONLY, &d))
		return JOLT_EXIT_ERROR;
	struct jolt_fs_mount_opts mo;
	struct jolt_fs_info *fs;
	char why[320] = "";
	jolt_fs_mount_opts_default(&mo);
	mo.flags = JOLT_FS_MOUNT_CHECK;
	int rc = jolt_fs_mount(d.dev, &mo, &fs, why, sizeof(why));
	if (rc) {
		if (rc == -EINVAL && jolt_tool_is_bare_log(d.dev))
			snprintf(why, sizeof(why), "a bare jolt log (jolt mklog), not a filesystem");
		fprintf(stderr, "jolt dump-tree: %s: %s\n", image, why[0] ? why : strerror(-rc));
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_ERROR;
	}
	if (have_block) {
		rc = jolt_fs_dump_block(fs, block, follow, stdout, jolt_ns_dump_item, NULL);
		if (rc == -EINVAL)
			fprintf(stderr, "jolt dump-tree: %s: block %" PRIu64 " is not a node's place "
				"(sector-aligned, inside %" PRIu64 "..%" PRIu64 " less a node)\n", image,
				block, fs->super.data_offset, fs->super.total_bytes);
	} else {
		rc = jolt_fs_dump(fs, tree, stdout, jolt_ns_dump_item, NULL);
		if (rc == -ENOENT)
			fprintf(stderr, "jolt dump-tree: %s: no tree %" PRIu64 "\n", image, tree);
		else if (rc)
			fprintf(stderr, "jolt dump-tree: %s: tree %" PRIu64 ": %s\n", image, tree,
				fs->errmsg[0] ? fs->errmsg : strerror(-rc));
	}
	fflush(stdout);
	jolt_fs_unmount(fs);
	jolt_tool_dev_close(&cmd, &d);
	return rc ? JOLT_EXIT_ERROR : JOLT_EXIT_OK;
}
