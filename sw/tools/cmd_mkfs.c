/* jolt mkfs: makes a jolt filesystem (docs/disk-format.md) with its journal
 * region on a file, block device, SPDK bdev or RAM image, through
 * jolt_mkfs. A bare log for bdevperf is `jolt mklog`. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "jolt/blk.h"
#include "jolt/fs.h"

static void mkfs_help(FILE *to)
{
	fprintf(to,
		"usage: jolt mkfs [options] IMAGE\n"
		"Makes an empty jolt filesystem (docs/disk-format.md) with its journal region on\n"
		"IMAGE: a file or block device (uring), an SPDK bdev name (spdk, with -c), or a\n"
		"file held in RAM and written back (mem). Everything on IMAGE is overwritten.\n"
		"A bare log image for bdevperf/logprint/recover is jolt mklog.\n\n"
		"  -s, --size SIZE          size of the filesystem; a file is created or extended\n"
		"                           to it (default: the whole file or device)\n"
		"  -n, --nodesize SIZE      tree node size, a power of two in 512..64K (16K)\n"
		"      --sectorsize SIZE    allocation unit, a power of two in 512..64K (4K)\n"
		"  -j, --journal-size SIZE  journal region (default: size/32 within 2M..128M)\n"
		"  -r, --record-size SIZE   journal record size, multiple of 4K in 4K..256K (32K)\n"
		"  -o parent=0|1            parent pointers on every link (default 1)\n"
		"  -L, --label TEXT         label, up to 63 bytes\n"
		"      --mmp-interval SEC   multi-mount protection: the mounted filesystem\n"
		"                           rewrites its block every SEC seconds, and a mount\n"
		"                           of a device others may reach waits 2*SEC+1 (5; 1..300)\n"
		"  -b, --backend NAME       uring (default), mem or spdk\n"
		"  -c, --config FILE        SPDK JSON config (spdk backend)\n"
		"  -q, --quiet              print nothing on success\n"
		"  -h, --help               this help\n");
}

int cmd_mkfs(int argc, char **argv)
{
	enum { O_SECTOR = 256, O_MMP };
	static const struct option opts[] = {
		{"size", required_argument, 0, 's'}, {"nodesize", required_argument, 0, 'n'},
		{"sectorsize", required_argument, 0, O_SECTOR},
		{"mmp-interval", required_argument, 0, O_MMP},
		{"journal-size", required_argument, 0, 'j'}, {"record-size", required_argument, 0, 'r'},
		{"label", required_argument, 0, 'L'}, {"backend", required_argument, 0, 'b'},
		{"config", required_argument, 0, 'c'}, {"quiet", no_argument, 0, 'q'},
		{"help", no_argument, 0, 'h'}, {0, 0, 0, 0},
	};
	struct jolt_tool_cmd cmd = { .name = "mkfs", .help = mkfs_help };
	const char *backend = "uring", *config = NULL;
	struct jolt_mkfs_opts mo;
	uint64_t size = 0, jsize = 0;
	int quiet = 0, c;

	jolt_mkfs_opts_default(&mo);
	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "s:n:j:r:o:L:b:c:qh", opts)) != -1) {
		int bad = 0;

		switch (c) {
		case 's': bad = jolt_tool_num(&cmd, "--size", optarg, 1, UINT64_MAX, &size); break;
		case 'n': bad = jolt_tool_pow2(&cmd, "--nodesize", optarg, 512, 65536, &mo.nodesize); break;
		case O_SECTOR: bad = jolt_tool_pow2(&cmd, "--sectorsize", optarg, 512, 65536, &mo.sectorsize); break;
		case 'j': bad = jolt_tool_num(&cmd, "--journal-size", optarg, 1, UINT64_MAX, &jsize); break;
		case 'r': bad = jolt_tool_record_size(&cmd, "--record-size", optarg, &mo.record_size); break;
		case O_MMP: bad = jolt_tool_num32(&cmd, "--mmp-interval", optarg, 1, 300, &mo.mmp_interval); break;
		case 'o':
			if (!strcmp(optarg, "parent=0") || !strcmp(optarg, "parent=1"))
				mo.parent_ptrs = optarg[7] == '1';
			else
				bad = jolt_tool_usage(&cmd, "-o: expected parent=0 or parent=1, got '%s'",
						      optarg);
			break;
		case 'L':
			if (strlen(optarg) > 63)
				bad = jolt_tool_usage(&cmd, "--label: at most 63 bytes, got %zu",
						      strlen(optarg));
			mo.label = optarg;
			break;
		case 'b': bad = jolt_tool_choice(&cmd, "--backend", optarg, jolt_tool_backends, &backend); break;
		case 'c': config = optarg; break;
		case 'q': quiet = 1; break;
		}
		if (bad)
			return JOLT_EXIT_ERROR;
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE"))
		return JOLT_EXIT_ERROR;
	if (mo.sectorsize && mo.nodesize && mo.sectorsize > mo.nodesize)
		return jolt_tool_usage(&cmd, "--sectorsize %u is larger than --nodesize %u",
				       mo.sectorsize, mo.nodesize);
	mo.total_bytes = size;
	mo.journal_bytes = jsize;

	struct jolt_tool_dev d;
	char why[256];
	int rc = jolt_tool_dev_open(&cmd, backend, config, argv[optind], size,
				    size ? JOLT_TOOL_DEV_CREATE : 0, &d);
	if (rc)
		return JOLT_EXIT_ERROR;
	why[0] = '\0';
	rc = jolt_mkfs(d.dev, &mo, why, sizeof(why));
	if (rc) {
		fprintf(stderr, "jolt mkfs: %s: %s\n", argv[optind], why[0] ? why : strerror(-rc));
		jolt_tool_dev_close(&cmd, &d);
		return JOLT_EXIT_ERROR;
	}
	struct jolt_fs *fs;
	struct jolt_statfs st;
	struct jolt_fs_counters ctr;
	if (!quiet && !jolt_tool_mount(&cmd, &d, JOLT_MOUNT_RDONLY, 0, &fs)) {
		jolt_statfs(fs, &st);
		jolt_fs_counters(fs, &ctr);
		jolt_unmount(fs);
		printf("jolt mkfs: %s: %llu MiB, %llu MiB free, node %u, sector %u, parent pointers "
		       "%s%s%s, on %s\n", argv[optind],
		       (unsigned long long)((size ? size : jolt_blk_capacity(d.dev)) >> 20),
		       (unsigned long long)(st.bfree * st.bsize >> 20), ctr.nodesize, ctr.sectorsize,
		       ctr.parent_ptrs ? "on" : "off", mo.label ? ", label " : "",
		       mo.label ? mo.label : "", jolt_blk_describe(d.dev));
	}
	if (jolt_tool_dev_close(&cmd, &d))
		return JOLT_EXIT_ERROR;
	return JOLT_EXIT_OK;
}
