/* jolt logprint and jolt recover: reading log images. logprint shows what
 * is physically there (every record with its CRC status, every op), in the
 * manner of xfs_logprint; recover shows what replay would apply and rejects
 * logs it cannot trust. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "jolt/log.h"

static void lsn_print(uint64_t lsn)
{
	printf("%llu:%llu", (unsigned long long)(lsn >> 32), (unsigned long long)(lsn & 0xffffffffu));
}

/* The outcome of recovery, as logprint and recover both end with it: the
 * exit status of docs/log-format.md section 5, with its reason on stderr
 * when the log is rejected or has a hole. */
static int outcome(const char *cmd, const char *path, int rc, const struct jolt_recovery *r)
{
	int status = jolt_tool_recovery_status(rc, r);

	if (rc)
		fprintf(stderr, "jolt %s: %s: log rejected: %s\n", cmd, path, r->reason);
	else if (status == JOLT_EXIT_HOLE)
		fprintf(stderr, "jolt %s: %s: valid records at or beyond the damage (head "
			"%llu:%llu) cannot be replayed: the log has a hole\n", cmd, path,
			(unsigned long long)(r->head_lsn >> 32),
			(unsigned long long)(r->head_lsn & 0xffffffffu));
	return status;
}

static void logprint_help(FILE *to)
{
	fprintf(to,
		"usage: jolt logprint [options] IMAGE\n"
		"Prints the superblock, then every record found in the log region in block\n"
		"order (header, CRC status, ops), then totals and what recovery makes of the\n"
		"log. A block that starts with the record magic but is not a valid record is\n"
		"listed as DAMAGED, with the reason (docs/log-format.md section 5).\n"
		"Exit status: recovery's, as jolt recover's (docs/log-format.md section 5):\n"
		"0 a clean log, or one whose newest record is damaged (what a crash leaves);\n"
		"2 valid records at or beyond damage (a hole); 1 the image is rejected.\n\n"
		"  -s, --summary   records and totals only, no ops\n"
		"  -p, --payload   dump the first 32 bytes of each op's payload\n"
		"  -h, --help      this help\n");
}

/* One record of the listing; the blocks to step over. */
static uint64_t print_record(const uint8_t *rec, struct jolt_op_view *ops, size_t max_ops,
			     int summary, int payload, uint64_t totals[4], uint64_t per_type[256])
{
	struct jolt_record_header h;
	char why[192];
	long n;

	memcpy(&h, rec, sizeof(h));
	totals[0]++;
	printf("record LSN ");
	lsn_print(h.lsn);
	printf(" seq %llu index %u blocks %u len %u ops %u flags %s%s%s tail ",
	       (unsigned long long)h.seq, h.index, h.blocks, h.len, h.ops,
	       h.flags & JOLT_REC_FIRST ? "FIRST " : "", h.flags & JOLT_REC_COMMIT ? "COMMIT " : "",
	       h.flags & JOLT_REC_CONT ? "CONT " : "");
	lsn_print(h.tail_lsn);
	printf(" crc %08x ok\n", h.crc);
	n = jolt_record_ops(rec, ops, max_ops, why, sizeof(why));
	for (long i = 0; i < n; i++) {
		const struct jolt_op_view *o = &ops[i];

		totals[2]++;
		per_type[o->type]++;
		totals[3] += o->len;
		if (o->type == JOLT_ITEM_COMMIT) {
			struct jolt_commit_payload cp;

			memcpy(&cp, o->payload, sizeof(cp));
			totals[1]++;
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
	return h.blocks;
}

int cmd_logprint(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "summary", no_argument, 0, 's' }, { "payload", no_argument, 0, 'p' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_tool_cmd cmd = { .name = "logprint", .help = logprint_help };
	struct jolt_tool_image im;
	struct jolt_log_geometry g;
	struct jolt_recovery r;
	struct jolt_op_view *ops = NULL;
	uint64_t totals[4] = { 0 }, damaged = 0; /* records, commits, ops, payload bytes */
	uint64_t per_type[256] = { 0 };
	uint8_t sb[JOLT_BLOCK_SIZE], *rec = NULL;
	const char *path;
	char why[192];
	int c, rc, recovered, summary = 0, payload = 0, status = JOLT_EXIT_ERROR;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "sph", opts)) != -1) {
		switch (c) {
		case 's': summary = 1; break;
		case 'p': payload = 1; break;
		}
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE"))
		return JOLT_EXIT_ERROR;
	path = argv[optind];
	if (jolt_tool_image_open(&cmd, path, &im))
		return JOLT_EXIT_ERROR;
	/* recovery first: its verdict ends the listing, or replaces it when
	 * there is no superblock to list a region by */
	recovered = jolt_log_recover(jolt_tool_image_read, &im, &r);
	if (jolt_tool_image_read(&im, 0, sb, sizeof(sb)) ||
	    jolt_log_super_read(sb, sizeof(sb), &g, NULL, 0))
		goto verdict;
	printf("log image %s: %llu blocks of log, records of %u bytes, first LSN ",
	       path, (unsigned long long)g.log_blocks, g.record_size);
	lsn_print(g.first_lsn);
	printf("\n");
	if (im.size < (1 + g.log_blocks) * JOLT_BLOCK_SIZE)
		printf("image truncated: %llu of %llu bytes\n", (unsigned long long)im.size,
		       (unsigned long long)(1 + g.log_blocks) * JOLT_BLOCK_SIZE);
	ops = malloc((g.record_size / JOLT_OP_HEADER_SIZE) * sizeof(*ops));
	rec = malloc(g.record_size);
	if (!ops || !rec) {
		fprintf(stderr, "jolt logprint: out of memory\n");
		goto out;
	}
	/* The head scan of section 5: a valid record is stepped over, anything
	 * else moves on by one block. */
	for (uint64_t blk = 0; blk < g.log_blocks && (1 + blk) * JOLT_BLOCK_SIZE < im.size;) {
		uint64_t off = (1 + blk) * JOLT_BLOCK_SIZE;
		size_t avail = im.size - off < g.record_size ? (size_t)(im.size - off) : g.record_size;
		struct jolt_record_header h;

		/* one block first: most of an empty region is zeros */
		if (jolt_tool_image_read(&im, off, rec, avail < JOLT_BLOCK_SIZE ? avail : JOLT_BLOCK_SIZE)) {
			fprintf(stderr, "jolt logprint: %s: read error at block %llu\n", path,
				(unsigned long long)blk);
			goto out;
		}
		memcpy(&h, rec, sizeof(h));
		if (h.magic != JOLT_RECORD_MAGIC) {
			blk++;
			continue;
		}
		if (avail > JOLT_BLOCK_SIZE && jolt_tool_image_read(&im, off, rec, avail)) {
			fprintf(stderr, "jolt logprint: %s: read error at block %llu\n", path,
				(unsigned long long)blk);
			goto out;
		}
		rc = jolt_record_check(rec, avail, blk, g.log_blocks, g.record_size, why, sizeof(why));
		if (rc) {
			printf("block %llu: DAMAGED record: %s\n", (unsigned long long)blk, why);
			damaged++;
			blk++;
			continue;
		}
		blk += print_record(rec, ops, g.record_size / JOLT_OP_HEADER_SIZE, summary, payload,
				    totals, per_type);
	}
	printf("totals: %llu records, %llu checkpoints (commit ops), %llu ops, %llu payload bytes, "
	       "%llu damaged\n",
	       (unsigned long long)totals[0], (unsigned long long)totals[1],
	       (unsigned long long)totals[2], (unsigned long long)totals[3],
	       (unsigned long long)damaged);
	for (int ty = 1; ty < 256; ty++)
		if (per_type[ty] && ty != JOLT_ITEM_COMMIT)
			printf("  %-18s %llu ops\n", jolt_tool_type_name((uint8_t)ty),
			       (unsigned long long)per_type[ty]);
	if (!recovered)
		printf("recovery: %llu checkpoints to replay; %s: %s\n",
		       (unsigned long long)r.ncheckpoints,
		       r.end == JOLT_END_DAMAGE ? "damage" : "end", r.reason);
verdict:
	status = outcome(cmd.name, path, recovered, &r);
out:
	jolt_recovery_free(&r);
	free(ops);
	free(rec);
	jolt_tool_image_close(&im);
	return status;
}

static void recover_help(FILE *to)
{
	fprintf(to,
		"usage: jolt recover [options] IMAGE\n"
		"Finds the head and tail of the log, validates every record, and lists the\n"
		"checkpoints replay would apply (docs/log-format.md section 5).\n"
		"Exit status (docs/log-format.md section 5, the same as jolt logprint's):\n"
		"0 a clean log, or one whose newest record is damaged (what a crash leaves);\n"
		"2 valid records at or beyond damage (a hole: they are not replayed);\n"
		"1 the image is rejected (not a log, bad superblock, truncated, bad tail).\n\n"
		"  -i, --items     list every item of every checkpoint\n"
		"  -q, --quiet     print only the outcome\n"
		"  -h, --help      this help\n");
}

int cmd_recover(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "items", no_argument, 0, 'i' }, { "quiet", no_argument, 0, 'q' },
		{ "help", no_argument, 0, 'h' }, { 0, 0, 0, 0 },
	};
	struct jolt_tool_cmd cmd = { .name = "recover", .help = recover_help };
	struct jolt_tool_image im;
	struct jolt_recovery r;
	uint64_t items = 0;
	const char *path;
	int c, rc, list = 0, quiet = 0, status;

	optind = 1;
	while ((c = jolt_tool_getopt(&cmd, argc, argv, "iqh", opts)) != -1) {
		switch (c) {
		case 'i': list = 1; break;
		case 'q': quiet = 1; break;
		}
	}
	if (cmd.status >= 0)
		return cmd.status;
	if (jolt_tool_operands(&cmd, argc, argv, 1, "one IMAGE"))
		return JOLT_EXIT_ERROR;
	path = argv[optind];
	if (jolt_tool_image_open(&cmd, path, &im))
		return JOLT_EXIT_ERROR;
	rc = jolt_log_recover(jolt_tool_image_read, &im, &r);
	jolt_tool_image_close(&im);
	if (rc) {
		status = outcome(cmd.name, path, rc, &r);
		jolt_recovery_free(&r);
		return status;
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
	printf("%s: head ", path);
	lsn_print(r.head_lsn);
	printf(", tail ");
	lsn_print(r.tail_lsn);
	printf("; %llu checkpoints to replay (%llu items)",
	       (unsigned long long)r.ncheckpoints, (unsigned long long)items);
	if (r.dropped_records)
		printf("; %llu records of an unfinished checkpoint dropped",
		       (unsigned long long)r.dropped_records);
	printf("\n%s: %s\n", r.end == JOLT_END_DAMAGE ? "damage" : "end", r.reason);
	status = outcome(cmd.name, path, 0, &r);
	jolt_recovery_free(&r);
	return status;
}
