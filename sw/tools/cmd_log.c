/* jolt logprint and jolt recover: reading log images. logprint shows what
 * is physically there (every record with its CRC status, every op), in the
 * manner of xfs_logprint; recover shows what replay would apply and rejects
 * logs it cannot trust. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "jolt/log.h"

static void lsn_print(uint64_t lsn)
{
	printf("%llu:%llu", (unsigned long long)(lsn >> 32), (unsigned long long)(lsn & 0xffffffffu));
}

static void logprint_help(FILE *to)
{
	fprintf(to,
		"usage: jolt logprint [options] IMAGE\n"
		"Prints the superblock, then every record found in the log region in block\n"
		"order (header, CRC status, ops), then totals. Exit 1 if the image has no\n"
		"valid superblock, 2 if any record is damaged.\n\n"
		"  -s, --summary   records and totals only, no ops\n"
		"  -p, --payload   dump the first 32 bytes of each op's payload\n"
		"  -h, --help      this help\n");
}

int cmd_logprint(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "summary", no_argument, 0, 's' }, { "payload", no_argument, 0, 'p' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_log_geometry g;
	struct jolt_op_view *ops = NULL;
	uint64_t records = 0, damaged = 0, commits = 0, nops = 0, bytes = 0;
	uint64_t per_type[256] = { 0 };
	uint8_t *img;
	size_t size;
	char why[192];
	int c, summary = 0, payload = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "sph", opts, NULL)) != -1) {
		switch (c) {
		case 's': summary = 1; break;
		case 'p': payload = 1; break;
		case 'h': logprint_help(stdout); return 0;
		default: logprint_help(stderr); return 1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "jolt logprint: expected one IMAGE\n");
		return 1;
	}
	if (jolt_tool_read_file("logprint", argv[optind], &img, &size))
		return 1;
	if (jolt_log_super_read(img, size, &g, why, sizeof(why))) {
		fprintf(stderr, "jolt logprint: %s: %s\n", argv[optind], why);
		free(img);
		return 1;
	}
	printf("log image %s: %llu blocks of log, records of %u bytes, first LSN ",
	       argv[optind], (unsigned long long)g.log_blocks, g.record_size);
	lsn_print(g.first_lsn);
	printf("\n");
	if (size < (1 + g.log_blocks) * JOLT_BLOCK_SIZE)
		printf("warning: image truncated: %zu of %llu bytes\n", size,
		       (unsigned long long)(1 + g.log_blocks) * JOLT_BLOCK_SIZE);
	ops = malloc((g.record_size / JOLT_OP_HEADER_SIZE) * sizeof(*ops));
	if (!ops) {
		free(img);
		return 1;
	}
	for (uint64_t blk = 0; blk < g.log_blocks && (1 + blk) * JOLT_BLOCK_SIZE < size;) {
		const uint8_t *rec = img + (1 + blk) * JOLT_BLOCK_SIZE;
		size_t avail = size - (1 + blk) * JOLT_BLOCK_SIZE;
		struct jolt_record_header h;
		long n;
		int rc = jolt_record_check(rec, avail, blk, g.log_blocks, g.record_size, why, sizeof(why));

		if (rc == -ENODATA) {
			blk++;
			continue;
		}
		memcpy(&h, rec, sizeof(h));
		if (rc) {
			printf("block %llu: DAMAGED record: %s\n", (unsigned long long)blk, why);
			damaged++;
			blk++;
			continue;
		}
		records++;
		printf("record LSN ");
		lsn_print(h.lsn);
		printf(" seq %llu index %u blocks %u len %u ops %u flags %s%s%s tail ",
		       (unsigned long long)h.seq, h.index, h.blocks, h.len, h.ops,
		       h.flags & JOLT_REC_FIRST ? "FIRST " : "", h.flags & JOLT_REC_COMMIT ? "COMMIT " : "",
		       h.flags & JOLT_REC_CONT ? "CONT " : "");
		lsn_print(h.tail_lsn);
		printf(" crc %08x ok\n", h.crc);
		n = jolt_record_ops(rec, ops, g.record_size / JOLT_OP_HEADER_SIZE, why, sizeof(why));
		if (n < 0) {
			printf("  DAMAGED ops: %s\n", why);
			damaged++;
		}
		for (long i = 0; i < n; i++) {
			const struct jolt_op_view *o = &ops[i];

			nops++;
			per_type[o->type]++;
			bytes += o->len;
			if (o->type == JOLT_ITEM_COMMIT) {
				struct jolt_commit_payload cp;

				memcpy(&cp, o->payload, sizeof(cp));
				commits++;
				if (!summary)
					printf("  op %4ld  COMMIT checkpoint %llu: %llu items in %u records\n",
					       i, (unsigned long long)o->key, (unsigned long long)cp.items,
					       cp.records);
				continue;
			}
			if (summary)
				continue;
			printf("  op %4ld  %-18s key %016llx len %6u%s%s\n", i,
			       jolt_tool_type_name(o->type), (unsigned long long)o->key, o->len,
			       o->flags & JOLT_OP_CONT ? " CONT" : "", o->flags & JOLT_OP_MORE ? " MORE" : "");
			if (payload && o->len) {
				printf("           ");
				for (uint32_t k = 0; k < o->len && k < 32; k++)
					printf("%02x", o->payload[k]);
				printf("%s\n", o->len > 32 ? "..." : "");
			}
		}
		blk += h.blocks;
	}
	printf("totals: %llu records, %llu checkpoints (commit ops), %llu ops, %llu payload bytes, "
	       "%llu damaged\n",
	       (unsigned long long)records, (unsigned long long)commits, (unsigned long long)nops,
	       (unsigned long long)bytes, (unsigned long long)damaged);
	for (int ty = 1; ty < 256; ty++)
		if (per_type[ty] && ty != JOLT_ITEM_COMMIT)
			printf("  %-18s %llu ops\n", jolt_tool_type_name((uint8_t)ty),
			       (unsigned long long)per_type[ty]);
	free(ops);
	free(img);
	return damaged ? 2 : 0;
}

static void recover_help(FILE *to)
{
	fprintf(to,
		"usage: jolt recover [options] IMAGE\n"
		"Finds the head and tail of the log, validates every record, and lists the\n"
		"checkpoints replay would apply (docs/log-format.md section 5).\n"
		"Exit 0: a clean log, or one whose last records are torn (what a crash leaves);\n"
		"exit 2: damage with valid records beyond it (a hole: those are not replayed);\n"
		"exit 1: the image is rejected (not a log, bad superblock, truncated, bad tail).\n\n"
		"  -i, --items     list every item of every checkpoint\n"
		"  -q, --quiet     print only the outcome\n"
		"  -h, --help      this help\n");
}

static int file_read(void *ctx, uint64_t off, void *buf, size_t len)
{
	FILE *f = ctx;

	if (fseeko(f, (off_t)off, SEEK_SET))
		return -errno;
	if (fread(buf, 1, len, f) != len)
		return ferror(f) ? -EIO : -ENODATA;
	return 0;
}

int cmd_recover(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "items", no_argument, 0, 'i' }, { "quiet", no_argument, 0, 'q' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_recovery r;
	uint64_t items = 0;
	FILE *f;
	int c, rc, list = 0, quiet = 0, status;

	optind = 1;
	while ((c = getopt_long(argc, argv, "iqh", opts, NULL)) != -1) {
		switch (c) {
		case 'i': list = 1; break;
		case 'q': quiet = 1; break;
		case 'h': recover_help(stdout); return 0;
		default: recover_help(stderr); return 1;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "jolt recover: expected one IMAGE\n");
		return 1;
	}
	f = fopen(argv[optind], "rb");
	if (!f) {
		fprintf(stderr, "jolt recover: %s: %s\n", argv[optind], strerror(errno));
		return 1;
	}
	rc = jolt_log_recover(file_read, f, &r);
	fclose(f);
	if (rc) {
		fprintf(stderr, "jolt recover: %s: log rejected: %s\n", argv[optind], r.reason);
		jolt_recovery_free(&r);
		return 1;
	}
	for (uint64_t i = 0; i < r.ncheckpoints; i++) {
		const struct jolt_checkpoint *cp = &r.checkpoints[i];

		items += cp->nitems;
		if (quiet)
			continue;
		printf("checkpoint %llu: LSN ", (unsigned long long)cp->seq);
		lsn_print(cp->first_lsn);
		printf(" .. ");
		lsn_print(cp->commit_lsn);
		printf(", %u records, %llu items\n", cp->records, (unsigned long long)cp->nitems);
		for (uint64_t k = 0; list && k < cp->nitems; k++)
			printf("  %-18s key %016llx len %u\n", jolt_tool_type_name(cp->items[k].type),
			       (unsigned long long)cp->items[k].key, cp->items[k].len);
	}
	printf("%s: head ", argv[optind]);
	lsn_print(r.head_lsn);
	printf(", tail ");
	lsn_print(r.tail_lsn);
	printf("; %llu checkpoints to replay (%llu items)",
	       (unsigned long long)r.ncheckpoints, (unsigned long long)items);
	if (r.dropped_records)
		printf("; %llu records of an unfinished checkpoint dropped",
		       (unsigned long long)r.dropped_records);
	printf("\n%s: %s\n", r.end == JOLT_END_DAMAGE ? "damage" : "end", r.reason);
	status = 0;
	if (r.end == JOLT_END_DAMAGE && r.valid_beyond) {
		fprintf(stderr, "jolt recover: %s: valid records beyond the damage (head ", argv[optind]);
		fprintf(stderr, "%llu:%llu) cannot be replayed: the log has a hole\n",
			(unsigned long long)(r.head_lsn >> 32),
			(unsigned long long)(r.head_lsn & 0xffffffffu));
		status = 2;
	}
	jolt_recovery_free(&r);
	return status;
}
