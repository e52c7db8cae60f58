/*
 * Making a log image, and finding what is in one: the head search, recovery
 * at open, and clearing what an interrupted session left.
 *
 * The head (docs/log-format.md section 5 step 2) is the valid record with
 * the greatest LSN. Reading every block finds it (JOLT_RECOVERY_FULL_SCAN),
 * at a cost that grows with the log. The search finds the same record while
 * reading O(log2(L) probes + two windows), because of how this journal
 * writes (rule 5, space.c): no record is written that ends more than W
 * blocks past the durable end D of the log. After a crash, then, with L
 * region blocks, S record blocks, Db = D's block:
 *  - every block before Db in D's cycle is in intact records of that cycle
 *    (the durable prefix, back to block 0: every cycle starts there);
 *  - blocks from Db + W on hold only older cycles (or nothing): every record
 *    of D's cycle or a later one ends before D + W;
 *  - so the head lies in Z = [Db - S, Db + W) (circularly): the last durable
 *    record, or a newer one in flight.
 * A probe at block p returns the first valid record starting in [p, p + S)
 * (records are back to back and at most S blocks, so in the durable prefix
 * there is always one). With c the cycle of the probe at block 0, binary
 * search for the predicate "the probe at p finds a record of cycle >= c",
 * between p = 0 (true) and p = L (taken as false), ends at a t with P(t)
 * and not P(t + 1): what XFS's xlog_find_head does with the cycle stamped in
 * every sector, done here with the LSNs of record headers. Where t lies:
 *  - 0 outside Z (S <= Db, Db + W <= L): block 0 is durable, c is D's cycle,
 *    P holds on all of [0, Db - S] and on none of [Db + W, L), so t is in Z;
 *  - Db + W > L (D near the end, the window wrapping to block 0): block 0
 *    holds D's cycle or, written in flight, the next; either way P fails
 *    only inside Z or on blocks of D's cycle after it, so t is in Z;
 *  - Db < S (D just past block 0): c is D's cycle (t in Z again) or, block
 *    0's record lost, the previous cycle, whose blocks all pass up to its
 *    last record, which starts after L - 2S: t is that record's start.
 * So scanning the circular window of W + 3S blocks on either side of t
 * covers Z in every case; when the probe at block 0 finds nothing, block 0
 * is in Z (or the log is empty) and the window is taken around block 0.
 * (The search stops when 64 blocks are left between t and hi, and the scan
 * covers the window around every block of them.)
 * The window is scanned as the full scan does (a valid record's body
 * skipped, anything else one block at a time), so the records the full scan
 * sees there are the same, and none outside is newer: the head is the
 * same record. The log is then walked from the head's tail by
 * jolt_log_recover_with(), exactly as after a full scan, so every result
 * (checkpoints, end, reason) is the same; the crash tests check that at
 * every cut. Logs too small for the window to save anything, and images
 * whose first LSN is not at block 0, are read whole.
 *
 * The search trusts a valid record header (magic, geometry, LSN matching its
 * position, CRC) wherever it finds one, as the full scan does after any
 * block that is not a valid record; jolt's format has no per-sector cycle
 * stamp (as XFS's has), so a payload that embeds a whole valid record at a
 * 4 KiB boundary of the log could mislead either.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- mkfs ------------------------------------------------------------------ */

int jolt_journal_mkfs(struct jolt_blk *dev, uint64_t log_blocks, uint32_t record_size,
		      char *why, size_t why_len)
{
	char dummy[8];
	if (!why) {
		why = dummy;
		why_len = sizeof(dummy);
	}
	uint64_t cap = jolt_blk_capacity(dev);
	if (!log_blocks)
		log_blocks = cap / BLK - 1;
	if (record_size < JOLT_RECORD_SIZE_MIN || record_size > JOLT_RECORD_SIZE_MAX ||
	    record_size % BLK) {
		snprintf(why, why_len, "record size %u: must be a multiple of 4096 in 4096..262144", record_size);
		return -EINVAL;
	}
	if (log_blocks < 2ull * record_size / BLK || log_blocks >= (1ull << 32)) {
		snprintf(why, why_len, "log of %llu blocks: needs at least %u (two records) and < 2^32",
			 (unsigned long long)log_blocks, 2 * record_size / BLK);
		return -EINVAL;
	}
	if (cap / BLK < log_blocks + 1) {
		snprintf(why, why_len, "device of %llu bytes is too small for %llu log blocks and the superblock",
			 (unsigned long long)cap, (unsigned long long)log_blocks);
		return -ENOSPC;
	}
	const uint64_t chunk = 1 << 20;
	uint8_t *buf = jolt_blk_alloc(dev, chunk);
	if (!buf)
		return -ENOMEM;
	int rc = 0;
	/* zero the region first: a zeroed region holds no record (cycle 0) */
	uint64_t end = (log_blocks + 1) * BLK;
	for (uint64_t off = BLK; off < end && !rc; off += chunk) {
		uint64_t n = end - off < chunk ? end - off : chunk;
		rc = jolt_blk_io_sync(dev, JOLT_BLK_WRITE, 0, off, buf, n);
	}
	if (!rc)
		rc = jolt_blk_io_sync(dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0);
	if (!rc) {
		struct jolt_log_geometry g = {log_blocks, record_size, 0, 1ull << 32};
		jolt_log_super_init(buf, &g);
		rc = jolt_blk_io_sync(dev, JOLT_BLK_WRITE, JOLT_BLK_FUA, 0, buf, BLK);
	}
	if (rc)
		snprintf(why, why_len, "writing the log image: %s", strerror(-rc));
	jolt_blk_free(dev, buf);
	return rc;
}

/* ---- reading the device ------------------------------------------------------ */

/* Reads through a cache of up to `win` bytes: a miss right after the cached
 * range doubles the next fill (sequential: the walk, the window scan), any
 * other miss starts again at 64 KiB (a probe: up to two records of 32 KiB),
 * so scattered reads (superblock, probes, headers) cost little. The buffer
 * grows with the fills, so a mount that probes a few records does not
 * allocate (and zero) the whole window. */
struct reader {
	struct jolt_blk *dev;
	uint8_t *buf;
	uint64_t off, len, win;
	uint64_t fill;               /* bytes the next miss reads */
	uint64_t hint;               /* a sequential read of this many bytes follows */
	uint64_t buf_size;           /* bytes allocated at buf */
};

static void reader_free(struct reader *r)
{
	if (r->buf)
		jolt_blk_free(r->dev, r->buf);
	r->buf = NULL;
	r->buf_size = 0;
}

static int reader_read(void *ctx, uint64_t off, void *out, size_t len)
{
	struct reader *r = ctx;
	uint64_t cap = jolt_blk_capacity(r->dev);
	if (off > cap || len > cap - off)
		return -ENODATA;
	uint8_t *dst = out;
	while (len) {
		if (!(off >= r->off && off < r->off + r->len)) {
			int seq = r->len && off == r->off + r->len;
			r->fill = seq ? 2 * r->fill : 16 * BLK;
			if (r->fill < r->hint)
				r->fill = r->hint;
			r->hint = 0;
			uint64_t want = off % BLK + len;   /* this read, whole blocks */
			if (r->fill < want)
				r->fill = (want + BLK - 1) / BLK * BLK;
			if (r->fill > r->win)
				r->fill = r->win;
			r->off = off / BLK * BLK;
			r->len = cap - r->off < r->fill ? cap - r->off : r->fill;
			if (r->len > r->buf_size) {
				reader_free(r);
				r->buf = jolt_blk_alloc(r->dev, r->fill);
				if (!r->buf) {
					r->len = 0;
					return -ENOMEM;
				}
				r->buf_size = r->fill;
			}
			int rc = jolt_blk_io_sync(r->dev, JOLT_BLK_READ, 0, r->off, r->buf, r->len);
			if (rc < 0) {
				r->len = 0;
				return rc;
			}
		}
		uint64_t n = r->off + r->len - off;
		if (n > len)
			n = len;
		memcpy(dst, r->buf + (off - r->off), n);
		dst += n;
		off += n;
		len -= n;
	}
	return 0;
}

/* ---- the head search ----------------------------------------------------------- */

struct search {
	jolt_read_fn read;           /* for the windows (sequential) */
	void *read_ctx;
	jolt_read_fn probe_read;     /* for the probes (scattered, small reads) */
	void *probe_ctx;
	struct reader *scan_reader;  /* the device's reader, told how much a scan reads */
	const struct jolt_log_geometry *g;
	uint8_t *rec;                /* one record */
	uint64_t head, tail;
};

/* The record at block blk: 0 when valid (header in *h), -ENODATA or
 * -EBADMSG when not, another negative errno on a read error. Decides as
 * log_reader.c's read_record() does. */
static int record_at(struct search *s, jolt_read_fn read, void *ctx, uint64_t blk,
		     struct jolt_record_header *h)
{
	const struct jolt_log_geometry *g = s->g;
	uint64_t off = (1 + blk) * BLK;
	int rc = read(ctx, off, s->rec, JOLT_RECORD_HEADER_SIZE);
	if (rc)
		return rc == -ENODATA ? -EBADMSG : rc;
	memcpy(h, s->rec, sizeof(*h));
	size_t avail = JOLT_RECORD_HEADER_SIZE;
	if (h->magic == JOLT_RECORD_MAGIC && h->blocks >= 1 && h->blocks <= g->record_size / BLK &&
	    blk + h->blocks <= g->log_blocks) {
		rc = read(ctx, off, s->rec, (size_t)h->blocks * BLK);
		if (rc && rc != -ENODATA)
			return rc;
		if (!rc)
			avail = (size_t)h->blocks * BLK;
	}
	return jolt_record_check(s->rec, avail, blk, g->log_blocks, g->record_size, NULL, 0);
}

/* The LSN of the first valid record starting in [p, p + S), 0 if none. */
static int probe(struct search *s, uint64_t p, uint64_t *lsn)
{
	uint64_t end = p + s->g->record_size / BLK;
	if (end > s->g->log_blocks)
		end = s->g->log_blocks;
	*lsn = 0;
	for (uint64_t q = p; q < end; q++) {
		struct jolt_record_header h;
		int rc = record_at(s, s->probe_read, s->probe_ctx, q, &h);
		if (rc == 0) {
			*lsn = h.lsn;
			return 0;
		}
		if (rc != -ENODATA && rc != -EBADMSG)
			return rc;
	}
	return 0;
}

/* Scans [from, to) as the full scan does, keeping the newest record. */
static int scan(struct search *s, uint64_t from, uint64_t to)
{
	if (s->scan_reader)
		s->scan_reader->hint = (to - from) * BLK;
	for (uint64_t blk = from; blk < to;) {
		struct jolt_record_header h;
		int rc = record_at(s, s->read, s->read_ctx, blk, &h);
		if (rc == -ENODATA || rc == -EBADMSG) {
			blk++;
			continue;
		}
		if (rc)
			return rc;
		if (h.lsn > s->head) {
			s->head = h.lsn;
			s->tail = h.tail_lsn;
		}
		blk += h.blocks;
	}
	return 0;
}

static int find_head(void *ctx, jolt_read_fn read, void *read_ctx,
		     const struct jolt_log_geometry *g, uint64_t *head_lsn,
		     uint64_t *tail_lsn, char *why, size_t why_len)
{
	struct search *s = ctx;
	uint64_t L = g->log_blocks, S = g->record_size / BLK;
	uint64_t R = jnl_window_blocks(g) + 3 * S;
	int rc = 0;

	s->read = read;
	s->read_ctx = read_ctx;
	if (!s->probe_read) {
		s->probe_read = read;
		s->probe_ctx = read_ctx;
	}
	s->g = g;
	s->head = s->tail = 0;
	s->rec = malloc(g->record_size);
	if (!s->rec)
		return -ENOMEM;
	if ((g->first_lsn & 0xffffffffu) != 0 || L <= 4 * R) {
		rc = scan(s, 0, L);
	} else {
		/* binary search narrows [t, hi) down to a few blocks (the window
		 * around any block of it covers Z), then one scan */
		uint64_t f0, t = 0, hi = 1;
		rc = probe(s, 0, &f0);
		if (!rc && f0) {
			uint64_t c = f0 >> 32;
			hi = L;
			while (!rc && hi - t > 64) {
				uint64_t mid = t + (hi - t) / 2, f;
				rc = probe(s, mid, &f);
				if (f && (f >> 32) >= c)
					t = mid;
				else
					hi = mid;
			}
		}
		/* the circular range [t - R, hi + R): one or two linear ones */
		uint64_t lo = t >= R ? t - R : t + L - R, end = hi + R;
		if (!rc && lo < end && end <= L) {
			rc = scan(s, lo, end);
		} else if (!rc) {
			rc = scan(s, lo, L);
			if (!rc)
				rc = scan(s, 0, end > L ? end - L : end);
		}
	}
	free(s->rec);
	s->rec = NULL;
	if (rc) {
		snprintf(why, why_len, "reading the log: %s", strerror(-rc));
		return rc;
	}
	*head_lsn = s->head;
	*tail_lsn = s->tail;
	return 0;
}

int jolt_journal_recover_read(jolt_read_fn read, void *ctx, uint32_t mode,
			      struct jolt_recovery *r)
{
	struct search s;
	memset(&s, 0, sizeof(s));
	if (mode == JOLT_RECOVERY_FULL_SCAN)
		return jolt_log_recover(read, ctx, r);
	if (mode != JOLT_RECOVERY_SEARCH) {
		memset(r, 0, sizeof(*r));
		snprintf(r->reason, sizeof(r->reason), "unknown recovery mode %u", mode);
		return -EINVAL;
	}
	return jolt_log_recover_with(read, ctx, find_head, &s, r);
}

int jolt_journal_recover(struct jolt_blk *dev, uint32_t mode, struct jolt_recovery *r)
{
	memset(r, 0, sizeof(*r));
	if (jolt_blk_capacity(dev) % BLK || jolt_blk_block_size(dev) > BLK) {
		snprintf(r->reason, sizeof(r->reason), "device blocks are not 4 KiB-compatible");
		return -EINVAL;
	}
	if (mode > JOLT_RECOVERY_FULL_SCAN) {
		snprintf(r->reason, sizeof(r->reason), "unknown recovery mode %u", mode);
		return -EINVAL;
	}
	struct reader rd = {.dev = dev, .win = 4 << 20};
	struct reader pr = {.dev = dev, .win = 1 << 20};   /* the probes' own cache */
	struct search s;
	memset(&s, 0, sizeof(s));
	s.probe_read = reader_read;
	s.probe_ctx = &pr;
	s.scan_reader = &rd;
	int rc = mode == JOLT_RECOVERY_FULL_SCAN ? jolt_log_recover(reader_read, &rd, r)
						 : jolt_log_recover_with(reader_read, &rd, find_head, &s, r);
	reader_free(&rd);
	reader_free(&pr);
	return rc;
}

/* ---- recovery at open ------------------------------------------------------------ */

static int read_header(struct reader *rd, uint64_t lsn, struct jolt_record_header *h)
{
	return reader_read(rd, (uint64_t)BLK * (1 + (lsn & 0xffffffffu)), h, sizeof(*h));
}

/* Zeroes [from, to) in linear blocks (wrapping in the region), then flushes. */
static int zero_range(struct jolt_journal *j, uint64_t from, uint64_t to)
{
	const uint64_t chunk_blocks = 256;
	uint8_t *z = jolt_blk_alloc(j->dev, chunk_blocks * BLK);
	if (!z)
		return -ENOMEM;
	int rc = 0;
	for (uint64_t l = from; l < to && !rc;) {
		uint64_t blk = l % j->geo.log_blocks;
		uint64_t n = to - l;
		if (n > chunk_blocks)
			n = chunk_blocks;
		if (n > j->geo.log_blocks - blk)
			n = j->geo.log_blocks - blk;
		rc = jolt_blk_io_sync(j->dev, JOLT_BLK_WRITE, 0, BLK * (1 + blk), z, n * BLK);
		l += n;
	}
	if (!rc)
		rc = jolt_blk_io_sync(j->dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0);
	jolt_blk_free(j->dev, z);
	return rc;
}

int jnl_recover_open(struct jolt_journal *j, struct jnl_start *s, char *why, size_t why_len)
{
	struct jolt_recovery r;
	int rc = jolt_journal_recover(j->dev, j->o.recovery, &r);
	if (rc < 0) {
		snprintf(why, why_len, "log image rejected: %s", r.reason);
		jolt_recovery_free(&r);
		return rc;
	}
	j->geo = r.geo;
	j->record_blocks = r.geo.record_size / BLK;
	*s = (struct jnl_start){r.geo.first_lsn, 1, r.geo.first_lsn, r.ncheckpoints};

	struct reader rd = {.dev = j->dev, .win = 1 << 20};
	struct jolt_record_header h;
	if (r.end != JOLT_END_EMPTY) {
		s->tail = r.tail_lsn;
		if (r.ncheckpoints) {
			const struct jolt_checkpoint *c = &r.checkpoints[r.ncheckpoints - 1];
			rc = read_header(&rd, c->commit_lsn, &h);
			if (!rc)
				s->next_lsn = jolt_lsn_next(c->commit_lsn, h.blocks, r.geo.log_blocks,
							    r.geo.record_size);
			s->next_seq = c->seq + 1;
		} else {
			rc = read_header(&rd, s->tail, &h);
			s->next_lsn = s->tail;
			s->next_seq = h.seq;
		}
	}
	if (!rc && j->o.replay)
		for (uint64_t i = 0; i < r.ncheckpoints && !rc; i++)
			rc = j->o.replay(j->o.replay_ctx, &r.checkpoints[i]);
	if (rc) {
		snprintf(why, why_len, "recovery: %s", rc > 0 ? "replay stopped it" : strerror(-rc));
		goto out;
	}
	/* Rule 7: clear what the last session may have left after the end of
	 * its last complete checkpoint: every record it wrote ends within W of
	 * the durable end, which the walk passed (rule 5), so the blocks from
	 * next_lsn to the walk's end + W (and the head, if beyond) hold all of
	 * them, torn ones included, which recovery cannot see but a later walk
	 * would take for damage. A torn write may have left its own header (a
	 * record of this LSN or later, bad CRC) or only later sectors under an
	 * older record's header (an older LSN, bad CRC: damage too, not an
	 * end); either way the block starts with the record magic. So the
	 * blocks up to the last one there that does are zeroed and flushed,
	 * older records with them; blocks without it are no record to any walk.
	 * Never past the tail: what lies behind it is live. */
	if (!rc) {
		uint64_t from = jnl_lin(j, s->next_lsn), limit = from, clear = from;
		if (r.end != JOLT_END_EMPTY) {
			uint64_t e = jnl_lin(j, r.end_lsn);
			limit = e > from ? e : from;
			int hrc = read_header(&rd, r.head_lsn, &h);
			uint64_t head_end = jnl_lin(j, r.head_lsn) + (hrc ? j->record_blocks : h.blocks);
			if (head_end > clear)
				clear = head_end;
		}
		limit += jnl_window_blocks(&j->geo) + j->record_blocks;
		uint64_t live = jnl_lin(j, s->tail) + j->geo.log_blocks;
		if (limit > live)
			limit = live;
		for (uint64_t l = from; l < limit && !rc; l++) {
			rc = reader_read(&rd, BLK * (1 + l % j->geo.log_blocks), &h, sizeof(h));
			if (!rc && h.magic == JOLT_RECORD_MAGIC) {
				uint64_t n = h.blocks >= 1 && h.blocks <= j->record_blocks ? h.blocks : j->record_blocks;
				if (l + n > clear)
					clear = l + n;
			}
		}
		if (clear > live)
			clear = live;
		if (!rc && clear > from)
			rc = zero_range(j, from, clear);
		if (rc)
			snprintf(why, why_len, "clearing the interrupted end of the log: %s", strerror(-rc));
	}
out:
	reader_free(&rd);
	jolt_recovery_free(&r);
	return rc;
}
