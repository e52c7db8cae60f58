/* jolt: the command line front of libjolt. Each subcommand lives in its
 * own cmd_*.c and prints its own --help. */
#include <stdio.h>
#include <string.h>

#include "commands.h"

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{ "gen-trace", cmd_gen_trace, "write a seeded random transaction trace" },
	{ "pack", cmd_pack, "run a trace through an engine into a log image" },
	{ "logprint", cmd_logprint, "print every record, op and checkpoint of a log image" },
	{ "recover", cmd_recover, "list the checkpoints recovery would replay; reject bad logs" },
	{ "bench", cmd_bench, "benchmarks (bench engine, bench open, bench fs, bench send, bench seeds, bench offload)" },
	{ "mklog", cmd_mklog, "create an empty bare log image on a file, device or bdev" },
	{ "bdevperf", cmd_bdevperf, "journal force benchmark on a block device (SPDK bdevperf style)" },
	{ "mkfs", cmd_mkfs, "make a jolt filesystem (with its journal region)" },
	{ "fsck", cmd_fsck, "check a filesystem image: trees and namespace (exit 0, 4, 8)" },
	{ "dump-tree", cmd_dump_tree, "print a filesystem's trees, every item decoded" },
	{ "ls", cmd_ls, "list a directory of an image (IMAGE:/path)" },
	{ "stat", cmd_stat, "an inode of an image, with xattrs and parent pointers" },
	{ "cp", cmd_cp, "copy files and trees into and out of an image" },
	{ "paths", cmd_paths, "an inode's paths from its parent pointers alone" },
	{ "snapshot", cmd_snapshot, "snapshot a subvolume (read-only with -r)" },
	{ "subvolume", cmd_subvolume, "list, create or delete subvolumes" },
	{ "send", cmd_send, "a read-only snapshot as a btrfs send stream (incremental with -p)" },
	{ "receive", cmd_receive, "apply btrfs send streams to an image" },
	{ "workload", cmd_workload, "a metadata workload through the library; crash images" },
	{ "mount", cmd_mount, "mount an image through FUSE (docs/mount.md)" },
	{ "umount", cmd_umount, "unmount a jolt mount and wait for its final commit" },
};

static void usage(FILE *to)
{
	fprintf(to, "usage: jolt <command> [options]   (jolt <command> --help)\n\ncommands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(to, "  %-10s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 1;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "jolt: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 1;
}
