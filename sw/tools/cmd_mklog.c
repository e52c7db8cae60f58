/* jolt mklog: writes an empty bare log image (superblock + zeroed circular
 * region, docs/log-format.md section 4) on a file, block device or SPDK
 * bdev: what bdevperf, logprint and recover work on. A filesystem, with
 * its own journal region, is `jolt mkfs` (docs/disk-format.md 1.2). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/journal.h"
#include "jolt/log_format.h"

static void mklog_help(FILE *to)
{
	fprintf(to,
		"usage: jolt mklog [options] TARGET\n"
		"Creates an empty bare jolt log on TARGET: a file or block device (uring backend),\n"
		"an SPDK bdev name (spdk backend, with -c), or a size (mem backend, for tests).\n"
		"Everything on TARGET is overwritten.\n\n"
		"  -s, --size SIZE          create/extend a file to SIZE bytes (K/M/G/T suffixes)\n"
		"  -l, --log-blocks N       log region in 4 KiB blocks, two records' worth to\n"
		"                           2^32-1 (0, the default: all the device after the\n"
		"                           superblock)\n"
		"  -r, --record-size SIZE   record size, multiple of 4K in 4K..256K (32K)\n"
		"  -b, --backend NAME       uring (default), spdk or mem\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_mklog(int argc, char **argv)
{
	static const struct option opts[] = {
		{"size", required_argument, 0, 's'}, {"log-blocks", required_argument, 0, 'l'},
		{"record-size", required_argument, 0, 'r'}, {"backend", required_argument, 0, 'b'},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "mklog", .help = mklog_help };
	const char *backend = "uring";
	struct jolt_blk_opts bo;
	uint64_t size = 0, log_blocks = 0;
	uint32_t rsize = JOLT_RECORD_SIZE_DEFAULT;
	int c;

	jolt_blk_opts_default(&bo);
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "s:l:r:b:c:h", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 's': bad = jolt_tool_num(&cmd, "--size", optarg, 1, UINT64_MAX, &size); break;
		case 'l': bad = jolt_tool_num(&cmd, "--log-blocks", optarg, 0, UINT32_MAX, &log_blocks); break;
		case 'r': bad = jolt_tool_record_size(&cmd, "--record-size", optarg, &rsize); break;
		case 'b': bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': bo.config = optarg; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one TARGET"))
		return JOLT_EXIT_ERROR;
	if (log_blocks && log_blocks < 2ull * rsize / JOLT_BLOCK_SIZE)
		return jolt_tool_usage(&cmd, "--log-blocks %llu cannot hold two records of %u bytes",
				       (unsigned long long)log_blocks, rsize);
	bo.size = size;
	struct jolt_blk *dev;
	char why[256];
	int rc = jolt_blk_open(backend, argv[optind], &bo, &dev, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt mklog: %s\n", why);
		return JOLT_EXIT_ERROR;
	}
	rc = jolt_journal_mkfs(dev, log_blocks, rsize, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt mklog: %s\n", why);
		jolt_blk_close(dev);
		return JOLT_EXIT_ERROR;
	}
	if (!log_blocks)
		log_blocks = jolt_blk_capacity(dev) / 4096 - 1;
	printf("jolt mklog: %s: log of %llu blocks (%llu MiB), %u-byte records, on %s\n",
	       argv[optind], (unsigned long long)log_blocks,
	       (unsigned long long)(log_blocks * 4096 >> 20), rsize, jolt_blk_describe(dev));
	jolt_blk_close(dev);
	return JOLT_EXIT_OK;
}
