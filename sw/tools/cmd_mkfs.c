/* jolt mkfs: writes an empty log image (superblock + zeroed circular region,
 * docs/log-format.md section 4) on a file, block device or SPDK bdev. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/journal.h"

static void mkfs_help(FILE *to)
{
	fprintf(to,
		"usage: jolt mkfs [options] TARGET\n"
		"Creates an empty jolt log on TARGET: a file or block device (uring backend),\n"
		"an SPDK bdev name (spdk backend, with -c), or a size (mem backend, for tests).\n"
		"Everything on TARGET is overwritten.\n\n"
		"  -s, --size SIZE          create/extend a file to SIZE bytes (K/M/G suffixes)\n"
		"  -l, --log-blocks N       log region in 4 KiB blocks (default: all the device\n"
		"                           after the superblock)\n"
		"  -r, --record-size SIZE   record size (default 32K; 4K..256K, multiple of 4K)\n"
		"  -b, --backend NAME       uring (default), spdk or mem\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -h, --help               this help\n");
}

int cmd_mkfs(int argc, char **argv)
{
	static const struct option opts[] = {
		{"size", required_argument, 0, 's'}, {"log-blocks", required_argument, 0, 'l'},
		{"record-size", required_argument, 0, 'r'}, {"backend", required_argument, 0, 'b'},
		{"config", required_argument, 0, 'c'}, {"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	const char *backend = "uring";
	struct jolt_blk_opts bo;
	uint64_t size = 0, log_blocks = 0, rsize = 32768;
	int c;
	jolt_blk_opts_default(&bo);
	optind = 1;
	while ((c = getopt_long(argc, argv, "s:l:r:b:c:h", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			if (jolt_parse_size(optarg, &size) < 0) {
				fprintf(stderr, "jolt mkfs: --size: bad size '%s'\n", optarg);
				return 1;
			}
			break;
		case 'l':
			if (jolt_parse_size(optarg, &log_blocks) < 0) {
				fprintf(stderr, "jolt mkfs: --log-blocks: bad number '%s'\n", optarg);
				return 1;
			}
			break;
		case 'r':
			if (jolt_parse_size(optarg, &rsize) < 0 || rsize > (1u << 30)) {
				fprintf(stderr, "jolt mkfs: --record-size: bad size '%s'\n", optarg);
				return 1;
			}
			break;
		case 'b': backend = optarg; break;
		case 'c': bo.config = optarg; break;
		case 'h': mkfs_help(stdout); return 0;
		default: mkfs_help(stderr); return 1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "jolt mkfs: expected one TARGET (jolt mkfs --help)\n");
		return 1;
	}
	bo.size = size;
	struct jolt_blk *dev;
	char why[256];
	int rc = jolt_blk_open(backend, argv[optind], &bo, &dev, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt mkfs: %s\n", why);
		return 1;
	}
	rc = jolt_journal_mkfs(dev, log_blocks, (uint32_t)rsize, why, sizeof(why));
	if (rc < 0) {
		fprintf(stderr, "jolt mkfs: %s\n", why);
		jolt_blk_close(dev);
		return 1;
	}
	if (!log_blocks)
		log_blocks = jolt_blk_capacity(dev) / 4096 - 1;
	printf("jolt mkfs: %s: log of %llu blocks (%llu MiB), %llu-byte records, on %s\n",
	       argv[optind], (unsigned long long)log_blocks,
	       (unsigned long long)(log_blocks * 4096 >> 20), (unsigned long long)rsize,
	       jolt_blk_describe(dev));
	jolt_blk_close(dev);
	return 0;
}
