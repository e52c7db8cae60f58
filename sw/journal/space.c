/*
 * Log space: positions, what may be written where and when, the tail, and
 * what happens when the log is full.
 *
 * lin(lsn) = cycle * log_blocks + block orders every position ever written.
 * Three rules decide whether a record produced by the engine may be written
 * (jnl_may_write), each a wait, never a drop:
 *  - tail (rule 4): a record carrying a tail other than its own LSN waits
 *    until the record at that tail is durable: recovery starts its walk at
 *    the head record's tail and rejects a log whose tail record is missing;
 *  - space (rule 6): a block is overwritten only behind the durable tail
 *    (the tail carried by the newest durable record), never just behind the
 *    tail in memory: else a crash could leave an older head whose tail
 *    points at overwritten blocks;
 *  - window (rule 5): a record is written only when it ends within W blocks
 *    of durable_lin. So after a crash every record newer than the durable
 *    prefix lies in the W blocks after it, and recovery may find the head by
 *    binary search over record cycles and then read only those windows
 *    (recover.c). W is a function of the geometry alone, so that recovery
 *    knows it from the superblock: 64 records, but at most an eighth of the
 *    log and at least two records (small logs keep room to wrap).
 *
 * Free space = log_blocks - (head - durable tail) - reserved - one record (the
 * placement rule may skip up to a record at the end of the region). A commit
 * reserves the worst case of its records before the engine sees it, so a
 * checkpoint always fits and a push never waits for space. When a commit does
 * not fit (jnl_make_space): (a) a tail moved by jolt_journal_home() is made
 * durable (a push carrying it, then everything drained); (b) need_space is
 * called, on the committing thread with the feed held, to write metadata home
 * and call jolt_journal_home(); (c) if the tail did not move, -ENOSPC.
 */
#include <errno.h>

#include "internal.h"

uint64_t jnl_lin(const struct jolt_journal *j, uint64_t lsn)
{
	return (lsn >> 32) * j->geo.log_blocks + (lsn & 0xffffffffu);
}

uint64_t jnl_window_blocks(const struct jolt_log_geometry *g)
{
	uint64_t rb = g->record_size / BLK;
	uint64_t w = g->log_blocks / 8;
	if (w < 2 * rb)
		w = 2 * rb;
	if (w > 64 * rb)
		w = 64 * rb;
	return w;
}

uint64_t jolt_journal_window_blocks(const struct jolt_log_geometry *g)
{
	return jnl_window_blocks(g);
}

uint64_t jnl_worst_blocks(const struct jolt_journal *j, uint64_t op_bytes)
{
	/* every record: 64-byte header, a split op's repeated 16-byte header, up
	 * to 24 bytes left unused; the commit op; rounding of each record */
	uint64_t per = 64 + 16 + 24;
	uint64_t bytes = op_bytes + 32;
	uint64_t nrec = bytes / (j->geo.record_size - per) + 2;
	return (bytes + nrec * per + BLK - 1) / BLK + nrec;
}

uint64_t jnl_space_free(const struct jolt_journal *j)
{
	uint64_t used = j->head_lin - jnl_lin(j, j->durable_tail) + j->reserved + j->record_blocks + 1;
	return used >= j->geo.log_blocks ? 0 : j->geo.log_blocks - used;
}

/* Rules 4, 6 and 5 for the next record to issue; 1 when it may go. */
int jnl_may_write(struct jolt_journal *j, struct wrec *w)
{
	if (w->tail != w->lsn && jnl_lin(j, w->tail) >= j->durable_lin) {
		if (!(w->held_counted & 1)) {
			w->held_counted |= 1;
			j->st.tail_waits++;
		}
		j->want_flush = 1;
		return 0;
	}
	if (w->lin_end - jnl_lin(j, j->durable_tail) > j->geo.log_blocks) {
		j->want_flush = 1;   /* wait for the durable tail */
		return 0;
	}
	if (w->lin_end > j->durable_lin + j->window) {
		if (!(w->held_counted & 2)) {
			w->held_counted |= 2;
			j->st.window_waits++;
		}
		j->want_flush = 1;
		return 0;
	}
	return 1;
}

int jnl_make_space(struct jolt_journal *j, uint64_t need)
{
	int counted = 0, asked = 0;
	for (;;) {
		if (j->err)
			return j->err;
		if (jnl_space_free(j) >= need)
			return 0;
		if (!counted) {
			j->st.log_full_waits++;
			counted = 1;
		}
		if (jnl_lin(j, j->tail_lsn) > jnl_lin(j, j->durable_tail) || j->reserved) {
			/* a moved tail to make durable, or packing still to land */
			int rc = jnl_push(j);
			if (rc >= 0)
				rc = jnl_drain(j);
			if (rc < 0)
				return rc;
			if (jnl_space_free(j) >= need)
				return 0;
			if (jnl_lin(j, j->tail_lsn) > jnl_lin(j, j->durable_tail))
				continue;
		}
		if (asked || !j->o.need_space)
			return -ENOSPC;
		uint64_t before = j->tail_lsn;
		pthread_mutex_unlock(&j->lock);
		j->o.need_space(j->o.need_space_ctx, j, need);
		pthread_mutex_lock(&j->lock);
		asked = 1;
		if (j->tail_lsn == before)
			return -ENOSPC;
	}
}

int jolt_journal_home(struct jolt_journal *j, uint64_t txid)
{
	if (!j)
		return -EINVAL;
	pthread_mutex_lock(&j->lock);
	int rc = j->err;
	if (!rc && txid >= j->next_tx)
		rc = -EINVAL;
	if (!rc) {
		/* the oldest checkpoint still needed: the first with a
		 * transaction after txid; if every checkpoint so far is home,
		 * the next one */
		uint64_t tail = 0;
		if (txid < j->packed_tx) {
			for (size_t i = jnl_ckpt_find(j, txid + 1); i < j->ckpts.n && !tail; i++)
				tail = FIFO_AT(j->ckpts, i).first_lsn;   /* 0: it had no record */
		}
		if (!tail)
			tail = j->boundary_lsn;
		if (txid > j->home_txid)
			j->home_txid = txid;
		if (jnl_lin(j, tail) > jnl_lin(j, j->tail_lsn)) {
			j->tail_lsn = tail;
			pthread_cond_broadcast(&j->progress);
		}
	}
	pthread_mutex_unlock(&j->lock);
	return rc;
}
