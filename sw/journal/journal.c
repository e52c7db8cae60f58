/*
 * The journal: the log region of a log image (docs/log-format.md section 4)
 * on a jolt block device, written through an engine.
 *
 * Data flow. Callers add items to a transaction; the journal copies them and
 * holds the whole transaction until tx_end, reserves log space for its worst
 * case, then hands ITEM... TX_END descriptors to the engine (so a push, ours
 * or the engine's automatic one, never splits a transaction). The engine
 * packs checkpoints into records; each RECORD completion is copied into an
 * aligned buffer, its log-buffer slot released, and the record written at
 * its LSN's block (image byte 4096 * (1 + block)).
 *
 * Positions. lin(lsn) = cycle * log_blocks + block is a record's linear
 * position; records are written in increasing lin. Three frontiers:
 *   head_lin     end of the last record the engine produced,
 *   written_lin  end of the longest prefix of records whose writes completed,
 *   durable_lin  end of the longest prefix known durable (a completed flush
 *                submitted after those writes completed, or a FUA write of a
 *                record that starts at durable_lin).
 *
 * Ordering rules (why recovery never loses a forced checkpoint):
 *  1. A force of transaction t completes when durable_lin reaches the end of
 *     the commit record of t's checkpoint: every record before it, and all of
 *     it, is durable, so the walk of section 5 reaches and accepts it.
 *  2. Commit records: if everything before the record is already durable
 *     (durable_lin == its start) and the device's FUA is native, it is
 *     written FUA and the force completes on that one write (the
 *     single-record 4 KiB fsync case); otherwise it is
 *     written plainly and one flush, issued once the writes it must cover have
 *     completed, makes it durable (XFS's flush-before-commit, folded into a
 *     flush after). Forces waiting at that moment share the flush (group
 *     commit); forces arriving during a flush wait for the next one.
 *  3. Tail. A record carries the tail LSN; recovery starts its walk at the
 *     head record's tail and rejects the log if that record is missing. So a
 *     record whose tail is not its own LSN is not written until the record at
 *     its tail is durable (usually long true; else one flush first).
 *  4. Space. A block may be overwritten only when it lies before the *durable*
 *     tail, the tail carried by the newest durable record; otherwise a crash
 *     could leave a head whose tail points at overwritten blocks. Space is
 *     log_blocks - (head_lin - durable_tail_lin) - reserved - one record
 *     (the placement rule may skip up to a record at the end of the region).
 *  5. Log full. An add that does not fit first makes a moved tail durable
 *     (push, carrying it, then flush), then calls the caller's need_space
 *     hook (write metadata home, call jolt_journal_home()), and only if
 *     nothing was freed fails with -ENOSPC. Nothing is dropped.
 *  6. Reopen. Recovery's records beyond the last complete checkpoint (an
 *     interrupted checkpoint, torn records) are zeroed and flushed before
 *     the new session writes there, so they can never be taken for a head.
 * A device error shuts the journal down (sticky error); forces not yet
 * complete fail with it; what was forced before stays on the device.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/journal.h"
#include "jolt/log_format.h"

#define BLK JOLT_BLOCK_SIZE
#define WHITEOUT_KEY UINT64_MAX
#define MAX_FLUSHES 16

struct wrec {                 /* a record on its way to the device */
	uint64_t lsn, tail;
	uint64_t lin_start, lin_end;
	uint32_t blocks;
	uint16_t flags;
	int state;                /* 0 queued, 1 issued, 2 written */
	int fua;
	int tail_waited;
	uint8_t *buf;
	struct jolt_journal *j;
};

struct ckpt {                 /* a checkpoint the engine completed */
	uint64_t last_tx;
	uint64_t first_lsn;       /* 0 when it had no record */
	uint64_t end_lin;         /* end of its last record (or of the records before) */
};

struct force {
	uint64_t txid;
	jolt_force_cb cb;
	void *arg;
};

struct pitem {                /* an item of the open transaction */
	uint8_t type;
	uint64_t key;
	uint32_t len;
	uint8_t *payload;         /* in the payload arena */
	uint64_t txid;
	uint64_t addr;            /* the engine's address of payload */
	uint64_t charge;          /* arena bytes released with it */
};

struct reservation {
	uint64_t txid;
	uint64_t blocks;
};

#define FIFO(T) struct { T *v; size_t head, n, cap; }

struct jolt_journal {
	struct jolt_blk *dev;
	struct jolt_engine *e;
	struct jolt_journal_opts o;
	struct jolt_engine_config ecfg;
	struct jolt_log_geometry geo;
	uint32_t record_blocks;
	int err;

	uint64_t next_tx;         /* id of the open transaction */
	uint64_t last_closed_tx;  /* txid of the last tx_end */
	uint64_t packed_tx;       /* every tx <= this is in a completed checkpoint */
	uint64_t engine_open_tx;  /* txs handed to the engine but not yet packed: last id */
	int engine_dirty;         /* items handed to the engine since the last push */

	FIFO(struct pitem) open;  /* the open transaction */
	FIFO(struct pitem) held;  /* items handed to the engine, payloads kept until packed */
	FIFO(struct reservation) res;
	FIFO(struct wrec *) recs;
	FIFO(struct ckpt) ckpts;
	FIFO(struct force) forces;

	uint64_t head_lin, written_lin, durable_lin;
	uint64_t next_lsn;         /* where the engine's next record goes */
	uint64_t boundary_lsn;     /* where the next checkpoint starts */
	uint64_t last_rec_end_lin;
	uint64_t tail_lsn;         /* the tail wanted (given with the next push) */
	uint64_t sent_tail;        /* the tail last given to the engine */
	uint64_t durable_tail;     /* the tail carried by the newest durable record */
	uint64_t reserved;
	uint32_t bufs_held;
	int flush_inflight;        /* flushes in flight */
	uint64_t issued_lin;       /* what the newest flush issued covers */
	struct flushctx {
		struct jolt_journal *j;
		uint64_t lin, tail;
		int used;
	} fl[MAX_FLUSHES];
	int want_flush;
	int in_callback;
	uint8_t *arena;            /* payload memory the engine can read (a DMA window on hardware) */
	uint64_t arena_addr, arena_size, ar_head, ar_used;
	size_t wscan, iscan;       /* see advance() and issue_writes() */

	struct jolt_journal_stats st;
	uint8_t *pool[64];
	uint32_t npool;
};

static int submit_descs(struct jolt_journal *j, const struct jolt_desc *d, size_t n);

/* ---- small FIFOs -------------------------------------------------------- */

static int fifo_grow(void **v, size_t *head, size_t n, size_t *cap, size_t elem)
{
	if (*head + n < *cap)
		return 0;
	if (*head > *cap / 2) {   /* compact */
		memmove(*v, (char *)*v + *head * elem, n * elem);
		*head = 0;
		return 0;
	}
	size_t nc = *cap ? *cap * 2 : 32;
	void *p = realloc(*v, nc * elem);
	if (!p)
		return -ENOMEM;
	*v = p;
	*cap = nc;
	return 0;
}
#define FIFO_PUSH(f, x) (fifo_grow((void **)&(f).v, &(f).head, (f).n, &(f).cap, sizeof(*(f).v)) ? -ENOMEM : \
			 ((f).v[(f).head + (f).n++] = (x), 0))
#define FIFO_AT(f, i) ((f).v[(f).head + (i)])
#define FIFO_POP(f) ((f).head++, (f).n--)

/* ---- positions ---------------------------------------------------------- */

static uint64_t lin(const struct jolt_journal *j, uint64_t lsn)
{
	return (lsn >> 32) * j->geo.log_blocks + (lsn & 0xffffffffu);
}

static uint64_t worst_blocks(const struct jolt_journal *j, uint64_t op_bytes)
{
	/* every record: 64-byte header, a split op's repeated 16-byte header, up
	 * to 24 bytes left unused; the commit op; rounding of each record */
	uint64_t per = 64 + 16 + 24;
	uint64_t bytes = op_bytes + 32;
	uint64_t nrec = bytes / (j->geo.record_size - per) + 2;
	return (bytes + nrec * per + BLK - 1) / BLK + nrec;
}

static uint64_t space_free(const struct jolt_journal *j)
{
	uint64_t used = j->head_lin - lin(j, j->durable_tail) + j->reserved + j->record_blocks + 1;
	return used >= j->geo.log_blocks ? 0 : j->geo.log_blocks - used;
}

static void fail(struct jolt_journal *j, int err)
{
	if (!j->err)
		j->err = err;
}

/* ---- device reads for recovery ----------------------------------------- */

struct reader {
	struct jolt_blk *dev;
	uint8_t *buf;
	uint64_t off, len;   /* cached window */
};

static int reader_read(void *ctx, uint64_t off, void *out, size_t len)
{
	struct reader *r = ctx;
	const uint64_t win = 1 << 20;
	uint64_t cap = jolt_blk_capacity(r->dev);
	if (off > cap || len > cap - off)
		return -ENODATA;
	uint8_t *dst = out;
	while (len) {
		if (!(off >= r->off && off < r->off + r->len)) {
			r->off = off / win * win;
			r->len = cap - r->off < win ? cap - r->off : win;
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

int jolt_journal_recover(struct jolt_blk *dev, struct jolt_recovery *r)
{
	struct reader rd = {dev, NULL, 0, 0};
	memset(r, 0, sizeof(*r));
	if (jolt_blk_capacity(dev) % BLK || jolt_blk_block_size(dev) > BLK) {
		snprintf(r->reason, sizeof(r->reason), "device blocks are not 4 KiB-compatible");
		return -EINVAL;
	}
	rd.buf = jolt_blk_alloc(dev, 1 << 20);
	if (!rd.buf)
		return -ENOMEM;
	int rc = jolt_log_recover(reader_read, &rd, r);
	jolt_blk_free(dev, rd.buf);
	return rc;
}

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

/* ---- open / close ------------------------------------------------------- */

void jolt_journal_opts_default(struct jolt_journal_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->engine = "soft";
	o->lr_slots = 16;
	o->max_write_bufs = 64;
	o->max_flushes = 4;
}

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

int jolt_journal_open(struct jolt_blk *dev, const struct jolt_journal_opts *opts,
		      struct jolt_journal **out, char *why, size_t why_len)
{
	char dummy[8];
	struct jolt_journal_opts def;
	if (!why) {
		why = dummy;
		why_len = sizeof(dummy);
	}
	snprintf(why, why_len, "ok");
	if (!dev || !out)
		return -EINVAL;
	*out = NULL;
	if (!opts) {
		jolt_journal_opts_default(&def);
		opts = &def;
	}
	struct jolt_journal *j = calloc(1, sizeof(*j));
	if (!j)
		return -ENOMEM;
	j->dev = dev;
	j->o = *opts;
	if (!j->o.engine)
		j->o.engine = "soft";
	if (!j->o.lr_slots)
		j->o.lr_slots = 16;
	if (!j->o.max_write_bufs)
		j->o.max_write_bufs = 64;
	if (!j->o.max_flushes)
		j->o.max_flushes = 4;
	if (j->o.max_flushes > MAX_FLUSHES)
		j->o.max_flushes = MAX_FLUSHES;

	struct jolt_recovery r;
	int rc = jolt_journal_recover(dev, &r);
	if (rc < 0) {
		snprintf(why, why_len, "log image rejected: %s", r.reason);
		goto fail_r;
	}
	j->geo = r.geo;
	j->record_blocks = r.geo.record_size / BLK;
	j->st.log_blocks = r.geo.log_blocks;

	uint64_t next_lsn = r.geo.first_lsn, next_seq = 1, tail = r.geo.first_lsn;
	struct reader rd = {dev, jolt_blk_alloc(dev, 1 << 20), 0, 0};
	if (!rd.buf) {
		rc = -ENOMEM;
		goto fail_r;
	}
	struct jolt_record_header h;
	if (r.end != JOLT_END_EMPTY) {
		tail = r.tail_lsn;
		if (r.ncheckpoints) {
			const struct jolt_checkpoint *c = &r.checkpoints[r.ncheckpoints - 1];
			rc = read_header(&rd, c->commit_lsn, &h);
			if (!rc)
				next_lsn = jolt_lsn_next(c->commit_lsn, h.blocks, r.geo.log_blocks,
							 r.geo.record_size);
			next_seq = c->seq + 1;
		} else {
			rc = read_header(&rd, tail, &h);
			next_lsn = tail;
			next_seq = h.seq;
		}
	}
	if (!rc && opts->replay)
		for (uint64_t i = 0; i < r.ncheckpoints && !rc; i++)
			rc = opts->replay(opts->replay_ctx, &r.checkpoints[i]);
	if (rc) {
		snprintf(why, why_len, "recovery: %s", rc > 0 ? "replay stopped it" : strerror(-rc));
		jolt_blk_free(dev, rd.buf);
		goto fail_r;
	}
	j->st.recovered_checkpoints = r.ncheckpoints;
	j->next_lsn = j->boundary_lsn = next_lsn;
	j->head_lin = j->written_lin = j->durable_lin = j->last_rec_end_lin = lin(j, next_lsn);
	j->tail_lsn = j->sent_tail = j->durable_tail = tail;
	/* Rule 6: clear what lies between the end of the last complete
	 * checkpoint and the end of the head record. */
	if (r.end != JOLT_END_EMPTY && r.head_lsn >= next_lsn) {
		rc = read_header(&rd, r.head_lsn, &h);
		uint64_t to = lin(j, r.head_lsn) + (rc ? j->record_blocks : h.blocks);
		rc = zero_range(j, lin(j, next_lsn), to);
		if (rc) {
			snprintf(why, why_len, "clearing the interrupted end of the log: %s", strerror(-rc));
			jolt_blk_free(dev, rd.buf);
			goto fail_r;
		}
	}
	jolt_blk_free(dev, rd.buf);
	jolt_recovery_free(&r);

	jolt_engine_config_default(&j->ecfg);
	j->ecfg.record_size = j->geo.record_size;
	j->ecfg.log_blocks = j->geo.log_blocks;
	j->ecfg.first_lsn = next_lsn;
	j->ecfg.first_seq = next_seq;
	j->ecfg.lr_slots = j->o.lr_slots;
	if (opts->capacity)
		j->ecfg.capacity = opts->capacity;
	if (opts->index_slots)
		j->ecfg.index_slots = opts->index_slots;
	if (opts->max_tx_items)
		j->ecfg.max_tx_items = opts->max_tx_items;
	if (j->ecfg.max_tx_items > j->ecfg.capacity)
		j->ecfg.max_tx_items = j->ecfg.capacity;
	if (opts->payload_arena)
		j->ecfg.payload_arena = opts->payload_arena;
	rc = jolt_engine_open(j->o.engine, &j->ecfg, &j->e);
	if (rc) {
		snprintf(why, why_len, "engine '%s': %s", j->o.engine,
			 rc == -ENOENT ? "no such engine, or its library is not built" : strerror(-rc));
		free(j);
		return rc;
	}
	/* One block of payload memory for the whole session, used as a ring:
	 * payloads are copied in at item time and released, in order, when
	 * their checkpoint is packed. */
	j->arena_size = j->ecfg.payload_arena;
	j->arena = jolt_engine_payload_alloc(j->e, j->arena_size, &j->arena_addr);
	if (!j->arena) {
		snprintf(why, why_len, "engine '%s': no payload memory (%llu bytes)", j->o.engine,
			 (unsigned long long)j->arena_size);
		jolt_engine_close(j->e);
		free(j);
		return -ENOMEM;
	}
	j->next_tx = 1;
	/* The engine starts with its first LSN as the tail; the recovered
	 * tail is older when checkpoints are still needed: hand it over with
	 * an empty push (which sets the tail and writes nothing) before any
	 * record can be packed. */
	j->sent_tail = next_lsn;
	if (tail != next_lsn) {
		struct jolt_desc d = {.opcode = JOLT_DESC_PUSH, .key = tail};
		rc = submit_descs(j, &d, 1);
		if (rc < 0) {
			snprintf(why, why_len, "engine: %s", strerror(-rc));
			jolt_engine_close(j->e);
			free(j);
			return rc;
		}
		j->sent_tail = tail;
	}
	*out = j;
	return 0;
fail_r:
	jolt_recovery_free(&r);
	free(j);
	return rc < 0 ? rc : -ECANCELED;
}

/* ---- the write path ------------------------------------------------------ */

static uint8_t *buf_get(struct jolt_journal *j)
{
	if (j->npool)
		return j->pool[--j->npool];
	return jolt_blk_alloc(j->dev, j->geo.record_size);
}

static void buf_put(struct jolt_journal *j, uint8_t *b)
{
	if (j->npool < 64)
		j->pool[j->npool++] = b;
	else
		jolt_blk_free(j->dev, b);
}

static void record_written(void *arg, int res)
{
	struct wrec *w = arg;
	struct jolt_journal *j = w->j;
	w->state = 2;
	buf_put(j, w->buf);
	w->buf = NULL;
	j->bufs_held--;
	if (res < 0) {
		fail(j, res);
		return;
	}
	if (w->fua && j->durable_lin == w->lin_start) {
		j->durable_lin = w->lin_end;
		j->durable_tail = w->tail;
	}
}

/* Flushes may complete in any order: each makes durable what had
 * completed before it was submitted, whatever the others do. */
static void flush_done(void *arg, int res)
{
	struct flushctx *f = arg;
	struct jolt_journal *j = f->j;
	f->used = 0;
	j->flush_inflight--;
	if (res < 0) {
		fail(j, res);
		return;
	}
	if (f->lin > j->durable_lin) {
		j->durable_lin = f->lin;
		if (lin(j, f->tail) > lin(j, j->durable_tail))
			j->durable_tail = f->tail;
	}
}

/* Advances written_lin over completed records and frees durable ones. */
static void advance(struct jolt_journal *j)
{
	/* wscan: records at the front already inside written_lin */
	while (j->wscan < j->recs.n) {
		struct wrec *w = FIFO_AT(j->recs, j->wscan);
		if (w->state != 2)
			break;
		j->written_lin = w->lin_end;
		j->wscan++;
	}
	while (j->recs.n) {
		struct wrec *w = FIFO_AT(j->recs, 0);
		if (w->state != 2 || w->lin_end > j->durable_lin) {
			/* a record that was durable by FUA beyond a hole is not
			 * counted until the prefix is: FUA is only used at the prefix */
			break;
		}
		if (lin(j, w->tail) > lin(j, j->durable_tail))
			j->durable_tail = w->tail;
		FIFO_POP(j->recs);
		j->wscan--;   /* it was written and issued */
		j->iscan--;
		free(w);
	}
	while (j->ckpts.n > 1 && FIFO_AT(j->ckpts, 0).end_lin <= j->durable_lin &&
	       FIFO_AT(j->ckpts, 1).end_lin <= j->durable_lin)
		FIFO_POP(j->ckpts);
}

static int tail_durable(const struct jolt_journal *j, const struct wrec *w)
{
	return w->tail == w->lsn || lin(j, w->tail) < j->durable_lin;
}

/* Issues queued records in order while rules 3 and 4 allow. */
static int issue_writes(struct jolt_journal *j)
{
	int n = 0;
	/* iscan: records at the front already issued; records go out in order */
	for (size_t i = j->iscan; i < j->recs.n; i++) {
		struct wrec *w = FIFO_AT(j->recs, i);
		if (!tail_durable(j, w)) {
			if (!w->tail_waited) {
				w->tail_waited = 1;
				j->st.tail_waits++;
			}
			j->want_flush = 1;
			break;
		}
		if (w->lin_end - lin(j, j->durable_tail) > j->geo.log_blocks) {
			j->want_flush = 1;   /* rule 4: wait for the durable tail */
			break;
		}
		int fua = (w->flags & JOLT_REC_COMMIT) && j->o.commit_mode == JOLT_COMMIT_AUTO &&
			  jolt_blk_fua_native(j->dev) &&
			  j->durable_lin == w->lin_start && !j->flush_inflight;
		uint64_t off = (uint64_t)BLK * (1 + (w->lsn & 0xffffffffu));
		int rc = jolt_blk_submit(j->dev, JOLT_BLK_WRITE, fua ? JOLT_BLK_FUA : 0, off, w->buf,
					 (uint64_t)w->blocks * BLK, record_written, w);
		if (rc == -EAGAIN)
			break;
		if (rc < 0)
			return rc;
		w->state = 1;
		w->fua = fua;
		j->iscan = i + 1;
		j->st.writes++;
		if (fua)
			j->st.fua_writes++;
		n++;
	}
	return n;
}

static int force_target(const struct jolt_journal *j, uint64_t txid, uint64_t *end_lin)
{
	if (txid > j->packed_tx)
		return 0;
	for (size_t i = 0; i < j->ckpts.n; i++)
		if (FIFO_AT(j->ckpts, i).last_tx >= txid) {
			*end_lin = FIFO_AT(j->ckpts, i).end_lin;
			return 1;
		}
	*end_lin = j->durable_lin;   /* older than every kept checkpoint: durable */
	return 1;
}

static int maybe_flush(struct jolt_journal *j)
{
	uint64_t covered = j->issued_lin > j->durable_lin ? j->issued_lin : j->durable_lin;
	if (j->flush_inflight >= (int)j->o.max_flushes || j->written_lin <= covered)
		return 0;
	/* background flush: do not let unforced records pile up (memory, and
	 * the durable tail should not lag far behind) */
	int want = j->want_flush || j->written_lin - covered >= j->geo.log_blocks / 8 + 1 ||
		   j->recs.n >= 4096;
	for (size_t i = 0; i < j->forces.n && !want; i++) {
		uint64_t t;
		if (force_target(j, FIFO_AT(j->forces, i).txid, &t) && t > covered &&
		    t <= j->written_lin)
			want = 1;
	}
	if (!want)
		return 0;
	/* the flush covers the completed prefix; the tail it makes durable is
	 * the one carried by the last record of that prefix */
	uint64_t tail = j->wscan ? FIFO_AT(j->recs, j->wscan - 1)->tail : j->durable_tail;
	struct flushctx *f = NULL;
	for (int i = 0; i < MAX_FLUSHES && !f; i++)
		if (!j->fl[i].used)
			f = &j->fl[i];
	if (!f)
		return 0;
	*f = (struct flushctx){j, j->written_lin, tail, 1};
	int rc = jolt_blk_submit(j->dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0, flush_done, f);
	if (rc < 0) {
		f->used = 0;
		return rc == -EAGAIN ? 0 : rc;
	}
	j->flush_inflight++;
	j->issued_lin = j->written_lin;
	j->want_flush = 0;
	j->st.flushes++;
	return 1;
}

static void complete_forces(struct jolt_journal *j)
{
	size_t keep = 0;
	/* callbacks may add forces: work on a snapshot of the count */
	size_t n = j->forces.n;
	for (size_t i = 0; i < n; i++) {
		struct force f = FIFO_AT(j->forces, i);
		uint64_t t;
		int done = j->err || (force_target(j, f.txid, &t) && t <= j->durable_lin);
		if (!done) {
			FIFO_AT(j->forces, keep++) = f;
			continue;
		}
		j->st.forces_done++;
		j->in_callback = 1;
		f.cb(f.arg, j->err);
		j->in_callback = 0;
	}
	/* move forces added by callbacks down */
	for (size_t i = n; i < j->forces.n; i++)
		FIFO_AT(j->forces, keep++) = FIFO_AT(j->forces, i);
	j->forces.n = keep;
}

static void release_packed(struct jolt_journal *j, uint64_t tx)
{
	while (j->held.n && FIFO_AT(j->held, 0).txid <= tx) {
		j->ar_used -= FIFO_AT(j->held, 0).charge;
		FIFO_POP(j->held);
	}
	while (j->res.n && FIFO_AT(j->res, 0).txid <= tx) {
		j->reserved -= FIFO_AT(j->res, 0).blocks;
		FIFO_POP(j->res);
	}
	if (tx > j->packed_tx)
		j->packed_tx = tx;
}

static int on_completion(struct jolt_journal *j, const struct jolt_cpl *c)
{
	switch (c->kind) {
	case JOLT_CPL_RECORD: {
		const uint8_t *src = jolt_engine_record(j->e, c->a);
		struct wrec *w = calloc(1, sizeof(*w));
		uint8_t *buf = buf_get(j);
		if (!src || !w || !buf || c->b < 1 || c->b > j->record_blocks) {
			free(w);
			if (buf)
				buf_put(j, buf);
			return src ? -ENOMEM : -EPROTO;
		}
		memcpy(buf, src, (size_t)c->b * BLK);
		int rc = jolt_engine_release(j->e, 1);
		if (rc < 0) {
			buf_put(j, buf);
			free(w);
			return rc;
		}
		struct jolt_record_header h;
		memcpy(&h, buf, sizeof(h));
		*w = (struct wrec){.lsn = c->lsn, .tail = h.tail_lsn, .blocks = c->b,
				   .flags = c->flags, .buf = buf, .j = j};
		w->lin_start = lin(j, c->lsn);
		w->lin_end = w->lin_start + c->b;
		if (c->lsn != j->next_lsn || w->lin_start < j->head_lin) {
			buf_put(j, buf);
			free(w);
			return -EPROTO;   /* the engine placed a record out of order */
		}
		if (FIFO_PUSH(j->recs, w)) {
			buf_put(j, buf);
			free(w);
			return -ENOMEM;
		}
		j->bufs_held++;
		j->head_lin = j->last_rec_end_lin = w->lin_end;
		j->next_lsn = jolt_lsn_next(c->lsn, c->b, j->geo.log_blocks, j->geo.record_size);
		j->st.records++;
		j->st.record_blocks += c->b;
		return 0;
	}
	case JOLT_CPL_CHECKPOINT: {
		struct ckpt k = {c->tag, c->a ? c->lsn : 0, j->last_rec_end_lin};
		if (FIFO_PUSH(j->ckpts, k))
			return -ENOMEM;
		if (c->a) {
			j->st.checkpoints++;
			j->boundary_lsn = j->next_lsn;
		}
		release_packed(j, c->tag);
		return 0;
	}
	default:
		/* the journal validates what it submits: an engine error means
		 * an item was refused, which must not pass silently */
		return -EPROTO;
	}
}

static int poll_engine(struct jolt_journal *j)
{
	struct jolt_cpl cpl[32];
	int total = 0;
	while (j->bufs_held < j->o.max_write_bufs) {
		size_t room = j->o.max_write_bufs - j->bufs_held;
		long n = jolt_engine_poll(j->e, cpl, room < 32 ? room : 32);
		if (n < 0)
			return (int)n;
		if (!n)
			break;
		for (long i = 0; i < n; i++) {
			int rc = on_completion(j, &cpl[i]);
			if (rc < 0)
				return rc;
		}
		total += (int)n;
	}
	return total;
}

/* Takes finished records into writes and starts the flushes they need;
 * the writes issued, or a negative errno. */
static int write_and_flush(struct jolt_journal *j)
{
	int n, rc;

	advance(j);
	n = issue_writes(j);
	if (n < 0)
		return n;
	rc = maybe_flush(j);
	return rc < 0 ? rc : n;
}

int jolt_journal_poll(struct jolt_journal *j, int wait)
{
	if (!j)
		return -EINVAL;
	if (j->in_callback)
		return -EDEADLK;   /* force callbacks must not poll */
	int events = 0, rc;
	if (!j->err) {
		rc = poll_engine(j);
		if (rc < 0)
			fail(j, rc);
		else
			events += rc;
	}
	if (!j->err) {
		rc = write_and_flush(j);
		if (rc < 0)
			fail(j, rc);
		else
			events += rc;
	}
	if (jolt_blk_inflight(j->dev)) {
		rc = jolt_blk_poll(j->dev, wait ? 1 : 0);
		if (rc < 0)
			fail(j, rc);
		else
			events += rc;
	}
	if (!j->err && (rc = write_and_flush(j)) < 0)
		fail(j, rc);
	size_t before = j->forces.n;
	complete_forces(j);
	events += (int)(before - j->forces.n);
	return j->err ? j->err : events;
}

/* ---- the submit path ----------------------------------------------------- */

static int submit_descs(struct jolt_journal *j, const struct jolt_desc *d, size_t n)
{
	while (n) {
		long k = jolt_engine_submit(j->e, d, n);
		if (k < 0)
			return (int)k;
		d += k;
		n -= (size_t)k;
		if (n) {
			int rc = jolt_journal_poll(j, 0);
			if (rc < 0)
				return rc;
		}
	}
	return 0;
}

static int push_engine(struct jolt_journal *j)
{
	struct jolt_desc d = {.opcode = JOLT_DESC_PUSH, .tag = (uint32_t)j->last_closed_tx};
	if (j->tail_lsn != j->sent_tail) {
		if (!j->engine_dirty) {
			/* an empty checkpoint produces no record to carry the
			 * tail: log an intent and its done, which whiten each
			 * other out and leave a checkpoint with no items */
			struct jolt_desc w[3] = {
				{.opcode = JOLT_DESC_ITEM, .type = JOLT_ITEM_EXTENT_FREE_INTENT,
				 .key = WHITEOUT_KEY, .addr = j->arena_addr, .tag = (uint32_t)j->last_closed_tx},
				{.opcode = JOLT_DESC_ITEM, .type = JOLT_ITEM_EXTENT_FREE_DONE,
				 .key = WHITEOUT_KEY, .addr = j->arena_addr, .tag = (uint32_t)j->last_closed_tx},
				{.opcode = JOLT_DESC_TX_END, .tag = (uint32_t)j->last_closed_tx},
			};
			int rc = submit_descs(j, w, 3);
			if (rc < 0)
				return rc;
		}
		d.key = j->tail_lsn;
		j->sent_tail = j->tail_lsn;
	} else if (!j->engine_dirty) {
		return 0;
	}
	j->engine_dirty = 0;
	return submit_descs(j, &d, 1);
}

int jolt_journal_push(struct jolt_journal *j)
{
	if (!j)
		return -EINVAL;
	if (j->err)
		return j->err;
	return push_engine(j);
}

/* Everything pushed is written and durable. */
static int drain(struct jolt_journal *j)
{
	int rc;
	while (!j->err && (j->packed_tx < j->engine_open_tx || j->durable_lin < j->head_lin ||
			   !jolt_engine_idle(j->e))) {
		if (j->written_lin >= j->head_lin && j->durable_lin < j->head_lin)
			j->want_flush = 1;
		if ((rc = jolt_journal_poll(j, 1)) < 0)
			return rc;
	}
	return j->err;
}

static int make_space(struct jolt_journal *j, uint64_t need)
{
	int counted = 0, asked = 0;
	for (;;) {
		int rc = jolt_journal_poll(j, 0);
		if (rc < 0)
			return rc;
		if (space_free(j) >= need)
			return 0;
		if (!counted) {
			j->st.log_full_waits++;
			counted = 1;
		}
		if (lin(j, j->tail_lsn) > lin(j, j->durable_tail) || j->reserved) {
			/* a moved tail to make durable, or packing still to land */
			if ((rc = push_engine(j)) < 0 || (rc = drain(j)) < 0)
				return rc;
			if (space_free(j) >= need)
				return 0;
			if (lin(j, j->tail_lsn) > lin(j, j->durable_tail))
				continue;
		}
		if (asked || !j->o.need_space)
			return -ENOSPC;
		uint64_t before = j->tail_lsn;
		j->o.need_space(j->o.need_space_ctx, j, need);
		asked = 1;
		if (j->tail_lsn == before)
			return -ENOSPC;
	}
}

/* Ring allocation in the payload arena; waits for packing to free space. */
static int arena_alloc(struct jolt_journal *j, struct pitem *it)
{
	uint64_t len8 = ((uint64_t)it->len + 7) & ~7ull;
	if (!len8)
		len8 = 8;
	for (;;) {
		uint64_t off = j->ar_head, waste = 0;
		if (off + len8 > j->arena_size) {
			waste = j->arena_size - off;
			off = 0;
		}
		if (j->ar_used + waste + len8 <= j->arena_size) {
			it->payload = j->arena + off;
			it->addr = j->arena_addr + off;
			it->charge = waste + len8;
			j->ar_head = off + len8;
			j->ar_used += it->charge;
			return 0;
		}
		/* the open transaction alone does not fit: never will */
		if (!j->held.n)
			return -E2BIG;
		j->st.arena_waits++;
		int rc = push_engine(j);
		if (rc >= 0)
			rc = jolt_journal_poll(j, 1);
		if (rc < 0)
			return rc;
	}
}

int jolt_journal_item(struct jolt_journal *j, uint8_t type, uint64_t key,
		      const void *payload, uint32_t len)
{
	if (!j)
		return -EINVAL;
	if (j->err)
		return j->err;
	if (!type || (type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_CONTROL || len > JOLT_MAX_PAYLOAD ||
	    (len && !payload))
		return -EINVAL;
	if (key == WHITEOUT_KEY && ((type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_INTENT || (type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_DONE))
		return -EINVAL;   /* reserved for the journal's tail-only checkpoints */
	if (j->open.n >= j->ecfg.max_tx_items)
		return -E2BIG;
	struct pitem it = {type, key, len, NULL, j->next_tx, 0, 0};
	int rc = arena_alloc(j, &it);
	if (rc < 0)
		return rc;
	if (len)
		memcpy(it.payload, payload, len);
	if (FIFO_PUSH(j->open, it)) {
		j->ar_head = it.payload - j->arena;   /* undo: it was the newest */
		j->ar_used -= it.charge;
		return -ENOMEM;
	}
	j->st.items++;
	return 0;
}

int jolt_journal_tx_end(struct jolt_journal *j, uint64_t *txid)
{
	if (!j)
		return -EINVAL;
	if (j->err)
		return j->err;
	uint64_t ops = 0;
	for (size_t i = 0; i < j->open.n; i++)
		ops += 16 + ((FIFO_AT(j->open, i).len + 7u) & ~7u);
	uint64_t need = worst_blocks(j, ops);
	if (need + j->record_blocks + 1 >= j->geo.log_blocks)
		return -E2BIG;   /* the transaction can never fit the log */
	int rc = make_space(j, need);
	if (rc < 0)
		return rc;
	uint64_t tx = j->next_tx;
	struct reservation rs = {tx, need};
	if (FIFO_PUSH(j->res, rs))
		return -ENOMEM;
	j->reserved += need;
	/* hand the transaction to the engine; payloads stay until packed */
	for (size_t i = 0; i < j->open.n; i++) {
		struct pitem it = FIFO_AT(j->open, i);
		struct jolt_desc d = {.opcode = JOLT_DESC_ITEM, .type = it.type, .len = it.len,
				      .key = it.key, .addr = it.addr,
				      .tag = (uint32_t)tx};
		if ((rc = FIFO_PUSH(j->held, it)) < 0)
			return rc;
		if ((rc = submit_descs(j, &d, 1)) < 0) {
			fail(j, rc);
			return rc;
		}
	}
	j->open.head = j->open.n = 0;
	struct jolt_desc d = {.opcode = JOLT_DESC_TX_END, .tag = (uint32_t)tx};
	if ((rc = submit_descs(j, &d, 1)) < 0) {
		fail(j, rc);
		return rc;
	}
	j->engine_dirty = 1;
	j->engine_open_tx = tx;
	j->last_closed_tx = tx;
	j->next_tx++;
	j->st.transactions++;
	if (txid)
		*txid = tx;
	return 0;
}

int jolt_journal_force(struct jolt_journal *j, uint64_t txid, jolt_force_cb cb, void *arg)
{
	if (!j || !cb)
		return -EINVAL;
	if (j->err)
		return j->err;
	if (txid >= j->next_tx)
		return -EINVAL;   /* not a closed transaction */
	if (txid > j->packed_tx && j->engine_dirty) {
		int rc = push_engine(j);
		if (rc < 0)
			return rc;
	}
	struct force f = {txid, cb, arg};
	if (FIFO_PUSH(j->forces, f))
		return -ENOMEM;
	j->st.forces++;
	return 0;
}

struct sync_force {
	int done, res;
};

static void sync_force_cb(void *arg, int res)
{
	struct sync_force *s = arg;
	s->done = 1;
	s->res = res;
}

int jolt_journal_force_sync(struct jolt_journal *j, uint64_t txid)
{
	struct sync_force s = {0, 0};
	int rc = jolt_journal_force(j, txid, sync_force_cb, &s);
	if (rc < 0)
		return rc;
	while (!s.done) {
		rc = jolt_journal_poll(j, 1);
		if (rc < 0 && !s.done)
			return rc;
	}
	return s.res;
}

int jolt_journal_home(struct jolt_journal *j, uint64_t txid)
{
	if (!j)
		return -EINVAL;
	if (j->err)
		return j->err;
	if (txid >= j->next_tx)
		return -EINVAL;
	/* the oldest checkpoint still needed: the first with a transaction
	 * after txid; if every checkpoint so far is home, the next one */
	uint64_t tail = 0;
	if (txid < j->packed_tx) {
		for (size_t i = 0; i < j->ckpts.n && !tail; i++) {
			const struct ckpt *k = &FIFO_AT(j->ckpts, i);
			if (k->last_tx > txid && k->first_lsn)
				tail = k->first_lsn;
		}
	}
	if (!tail)
		tail = j->boundary_lsn;
	if (lin(j, tail) > lin(j, j->tail_lsn))
		j->tail_lsn = tail;
	return 0;
}

int jolt_journal_close(struct jolt_journal *j)
{
	if (!j)
		return -EINVAL;
	int rc = j->err;
	/* an unfinished transaction is dropped, as a crash would drop it */
	if (!rc)
		rc = push_engine(j);
	if (!rc)
		rc = drain(j);
	while (jolt_blk_inflight(j->dev))
		if (jolt_blk_poll(j->dev, 1) < 0)
			break;
	if (!rc && j->err)
		rc = j->err;
	j->err = j->err ? j->err : -ESHUTDOWN;
	complete_forces(j);
	for (size_t i = 0; i < j->recs.n; i++) {
		struct wrec *w = FIFO_AT(j->recs, i);
		if (w->buf)
			jolt_blk_free(j->dev, w->buf);
		free(w);
	}
	for (uint32_t i = 0; i < j->npool; i++)
		jolt_blk_free(j->dev, j->pool[i]);
	free(j->open.v);
	free(j->held.v);
	free(j->res.v);
	free(j->recs.v);
	free(j->ckpts.v);
	free(j->forces.v);
	jolt_engine_close(j->e);
	free(j);
	return rc == -ESHUTDOWN ? 0 : rc;
}

void jolt_journal_stats(const struct jolt_journal *j, struct jolt_journal_stats *out)
{
	*out = j->st;
	out->head_lsn = j->next_lsn;
	out->next_lsn = j->next_lsn;
	out->tail_lsn = j->tail_lsn;
	out->durable_tail_lsn = j->durable_tail;
	out->used_blocks = j->head_lin - lin(j, j->durable_tail);
	out->reserved_blocks = j->reserved;
}

void jolt_journal_engine_counters(const struct jolt_journal *j, struct jolt_counters *out)
{
	jolt_engine_counters(j->e, out);
}
