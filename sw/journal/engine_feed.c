/*
 * The engine's side of the journal: the submission stream, the payload
 * arena, and what the engine hands back. The engine plays the part of
 * XFS's CIL push: it gathers committed transactions into a checkpoint until
 * a push (ours, or its own when its item table would overflow) and packs the
 * checkpoint into records.
 *
 * Invariants:
 *  - The submission stream holds whole transactions: a committer holds the
 *    feed from its first ITEM to its TX_END (jnl_submit may wait for ring
 *    room, releasing lock but not feed), and every push holds the feed, so a
 *    PUSH never falls between the ITEMs of one transaction.
 *  - Pushes are asked for, and done by whoever holds the feed: a force whose
 *    transaction is not pushed yet sets push_wanted and pushes itself when it
 *    can take the feed (trylock); if it cannot, the holder pushes before
 *    letting go (jnl_feed_unlock), and a driver running callbacks pushes after
 *    them. So a wanted push is never lost and never waits for a lock.
 *  - Payloads live in one engine-readable arena used as a ring: a commit
 *    allocates its transaction's bytes in one piece (feed held, so the newest
 *    allocation is its own), and the CHECKPOINT completion that packs a
 *    transaction releases them with its log-space reservation, in order.
 *  - Log covering: to carry a moved tail when nothing is open, a push logs an
 *    intent and its done with the reserved key, which white each other out:
 *    a checkpoint with no items, whose record carries the tail.
 */
#include <errno.h>
#include <string.h>

#include "internal.h"

/* Ring room, engine progress: the driver steps, others wait for it. The
 * room comes from the engine's own step (the soft engine packs when
 * polled), so a step that does not wait for the device comes first; only
 * when the ring is still full after it does a step wait for a device
 * completion (the engine holds records the journal has no buffer for).
 * Waiting for the device at once would block a committer for a background
 * flush or a window of record writes it does not need. */
static int wait_engine(struct jolt_journal *j, int wait_device)
{
	int rc = !wait_device ? jnl_step(j)
		 : jnl_self(j->driver, j->driving) ? jnl_progress(j, 1) : jnl_wait(j);
	return j->err ? j->err : (rc < 0 ? rc : 0);
}

int jnl_submit(struct jolt_journal *j, const struct jolt_desc *d, size_t n)
{
	int stepped = 0;             /* the last step did not wait for the device */
	while (n) {
		long k = jolt_engine_submit(j->e, d, n);
		if (k < 0)
			return (int)k;
		d += k;
		n -= (size_t)k;
		if (n) {
			int wait_device = !k && stepped;
			int rc = wait_engine(j, wait_device);
			if (rc < 0)
				return rc;
			stepped = !wait_device;
		}
	}
	return 0;
}

int jnl_push(struct jolt_journal *j)
{
	struct jolt_desc d = {.opcode = JOLT_DESC_PUSH, .tag = (uint32_t)j->last_closed_tx};
	uint64_t tail = j->tail_lsn;
	int rc;

	j->push_wanted = 0;
	if (tail != j->sent_tail) {
		if (!j->engine_dirty) {
			struct jolt_desc w[3] = {
				{.opcode = JOLT_DESC_ITEM, .type = LOG_COVER_INTENT, .key = LOG_COVER_KEY,
				 .addr = j->arena_addr, .tag = (uint32_t)j->last_closed_tx},
				{.opcode = JOLT_DESC_ITEM, .type = LOG_COVER_DONE, .key = LOG_COVER_KEY,
				 .addr = j->arena_addr, .tag = (uint32_t)j->last_closed_tx},
				{.opcode = JOLT_DESC_TX_END, .tag = (uint32_t)j->last_closed_tx},
			};
			if ((rc = jnl_submit(j, w, 3)) < 0)
				return rc;
		}
		d.key = tail;
		j->sent_tail = tail;
	} else if (!j->engine_dirty) {
		return 0;
	}
	j->engine_dirty = 0;
	j->pushed_tx = j->last_closed_tx;
	return jnl_submit(j, &d, 1);
}

void jnl_try_push(struct jolt_journal *j)
{
	if (!j->push_wanted || j->err)
		return;
	if (pthread_mutex_trylock(&j->feed))
		return;   /* its holder pushes before letting go */
	j->feed_held = 1;
	j->feed_owner = pthread_self();
	int rc = jnl_push(j);
	if (rc < 0)
		jnl_fail(j, rc);
	j->feed_held = 0;
	pthread_mutex_unlock(&j->feed);
	pthread_cond_broadcast(&j->progress);
}

void jnl_request_push(struct jolt_journal *j, uint64_t txid)
{
	if (txid <= j->pushed_tx)
		return;
	j->push_wanted = 1;
	if (jnl_self(j->driver, j->in_callbacks))
		return;   /* the driver pushes after the callbacks */
	if (jnl_self(j->feed_owner, j->feed_held)) {
		int rc = jnl_push(j);   /* need_space forcing: the feed is ours */
		if (rc < 0)
			jnl_fail(j, rc);
		return;
	}
	jnl_try_push(j);
}

int jnl_arena_alloc(struct jolt_journal *j, uint64_t txid, uint64_t bytes, uint64_t *off)
{
	uint64_t len8 = bytes ? bytes : 8;
	int counted = 0;
	for (;;) {
		if (j->err)
			return j->err;
		if (!j->ar_used)
			j->ar_head = 0;
		uint64_t o = j->ar_head, waste = 0;
		if (o + len8 > j->arena_size) {
			waste = j->arena_size - o;
			o = 0;
		}
		if (j->ar_used + waste + len8 <= j->arena_size) {
			struct held h = {txid, waste + len8};
			if (FIFO_PUSH(j->held, h))
				return -ENOMEM;
			j->ar_head = o + len8;
			j->ar_used += h.charge;
			*off = o;
			return 0;
		}
		if (!j->held.n)
			return -E2BIG;   /* cannot happen: jolt_jtx_item checks the size */
		if (!counted) {
			j->st.arena_waits++;
			counted = 1;
		}
		int rc = jnl_push(j);
		if (rc >= 0)
			rc = wait_engine(j, 1);
		if (rc < 0)
			return rc;
	}
}

void jnl_arena_undo(struct jolt_journal *j, uint64_t off, uint64_t bytes)
{
	(void)bytes;
	struct held h = FIFO_AT(j->held, j->held.n - 1);
	j->held.n--;
	j->ar_used -= h.charge;
	j->ar_head = off;
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
		if (!src)
			return -EPROTO;
		return jnl_take_record(j, c, src);
	}
	case JOLT_CPL_CHECKPOINT: {
		/* the tag is the low 32 bits of the checkpoint's last transaction,
		 * one the engine was given: at most engine_open_tx */
		uint64_t tx = j->engine_open_tx - (uint32_t)((uint32_t)j->engine_open_tx - c->tag);
		struct ckpt k = {tx, c->a ? c->lsn : 0, j->last_rec_end_lin};
		if (FIFO_PUSH(j->ckpts, k))
			return -ENOMEM;
		if (c->a) {
			j->st.checkpoints++;
			j->boundary_lsn = j->next_lsn;
		}
		release_packed(j, tx);
		return 0;
	}
	default:
		/* a bus error (docs/engine-interface.md 6): the checkpoint in
		 * flight is not in the log-buffer ring, nothing after it will
		 * be; the engine has stopped. Every checkpoint before it was
		 * reported whole. */
		if (c->kind == JOLT_CPL_ERROR && c->code == JOLT_ERR_BUS_ERROR)
			return -EIO;
		/* the journal validates what it submits: any other engine
		 * error means an item was refused, which must not pass
		 * silently */
		return -EPROTO;
	}
}

int jnl_poll_engine(struct jolt_journal *j)
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
