/*
 * Transactions: built in memory by their owner, committed whole.
 *
 * A jolt_jtx is the journal's xfs_trans: one thread adds items to it, each
 * payload copied into the transaction's own buffer, with no lock and no
 * effect on the journal; several threads build theirs at the same time. The
 * journal sees a transaction only at jolt_journal_commit(), all of it or
 * none of it:
 *  1. feed, then lock: the commit owns the engine's submission stream;
 *  2. its worst case in log blocks is reserved (jnl_make_space: may push,
 *     wait for the log to drain, call need_space, or fail with -ENOSPC);
 *  3. its payload bytes are allocated in the engine's payload arena (may wait
 *     for packing to release older ones) and copied there with lock released;
 *  4. its ITEM descriptors and TX_END go to the engine, and it gets its id,
 *     next_tx, which increases in submission order, so ids, checkpoints and
 *     the log agree on the order of transactions;
 *  5. a push wanted meanwhile by a force is done before the feed is let go.
 * A failure before step 4 leaves no trace; one during step 4 (an engine
 * error) shuts the journal down, so a partial transaction can never be
 * pushed. The transaction is freed either way (its buffers kept as the
 * journal's spare for the next one begun).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static uint64_t round8(uint64_t n)
{
	return (n + 7) & ~7ull;
}

/* Arena bytes of a payload: 8-aligned, and never 0 (an address is given). */
static uint64_t arena_len(uint32_t len)
{
	return len ? round8(len) : 8;
}

struct jolt_jtx *jolt_journal_tx_begin(struct jolt_journal *j)
{
	if (!j)
		return NULL;
	pthread_mutex_lock(&j->lock);
	struct jolt_jtx *tx = j->spare;
	j->spare = NULL;
	pthread_mutex_unlock(&j->lock);
	if (tx) {
		tx->n = 0;
		tx->used = tx->op_bytes = 0;
		tx->preflush = 0;
		tx->pre_ticket = 0;
		return tx;
	}
	tx = calloc(1, sizeof(*tx));
	if (tx)
		tx->j = j;
	return tx;
}

void jolt_jtx_preflush(struct jolt_jtx *tx)
{
	if (tx) {
		tx->preflush = 1;
		tx->pre_ticket = UINT64_MAX;
	}
}

void jolt_jtx_preflush_after(struct jolt_jtx *tx, uint64_t ticket)
{
	if (tx) {
		tx->preflush = 1;
		tx->pre_ticket = ticket;
	}
}

uint64_t jolt_journal_flush_ticket(struct jolt_journal *j)
{
	if (!j)
		return 0;
	pthread_mutex_lock(&j->lock);
	uint64_t t = j->flush_seq;
	pthread_mutex_unlock(&j->lock);
	return t;
}

uint32_t jolt_jtx_items(const struct jolt_jtx *tx)
{
	return tx ? tx->n : 0;
}

int jolt_jtx_item(struct jolt_jtx *tx, uint8_t type, uint64_t key, const void *payload,
		  uint32_t len)
{
	if (!tx)
		return -EINVAL;
	struct jolt_journal *j = tx->j;   /* only its fixed configuration is read */
	if (!type || (type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_CONTROL || len > JOLT_MAX_PAYLOAD ||
	    (len && !payload))
		return -EINVAL;
	if (key == LOG_COVER_KEY && ((type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_INTENT || (type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_DONE))
		return -EINVAL;   /* reserved for the journal's log covering */
	if (tx->n >= j->ecfg.max_tx_items)
		return -E2BIG;
	uint64_t need = tx->used + arena_len(len);
	if (need > j->arena_size)
		return -E2BIG;    /* the whole transaction must fit the payload arena */
	if (tx->n == tx->cap) {
		uint32_t cap = tx->cap ? 2 * tx->cap : 8;
		struct jtx_item *it = realloc(tx->items, cap * sizeof(*it));
		if (!it)
			return -ENOMEM;
		tx->items = it;
		tx->cap = cap;
	}
	if (need > tx->buf_cap) {
		uint64_t cap = tx->buf_cap ? 2 * tx->buf_cap : 4096;
		while (cap < need)
			cap *= 2;
		uint8_t *b = realloc(tx->buf, cap);
		if (!b)
			return -ENOMEM;
		tx->buf = b;
		tx->buf_cap = cap;
	}
	tx->items[tx->n++] = (struct jtx_item){type, len, key, tx->used};
	if (len)
		memcpy(tx->buf + tx->used, payload, len);
	/* zero the padding: the arena copy is what the engine reads */
	memset(tx->buf + tx->used + len, 0, arena_len(len) - len);
	tx->used = need;
	tx->op_bytes += JOLT_OP_HEADER_SIZE + round8(len);
	return 0;
}

void jolt_jtx_abort(struct jolt_jtx *tx)
{
	if (!tx)
		return;
	free(tx->items);
	free(tx->buf);
	free(tx);
}

/* A committed transaction's end: its buffers kept as j's spare for the
 * next one begun (the one kept before freed), or freed when larger than
 * JTX_SPARE_MAX. Not for
 * jolt_jtx_abort, which may come after the journal's close. */
static void tx_done(struct jolt_journal *j, struct jolt_jtx *tx)
{
	if (tx->buf_cap <= JTX_SPARE_MAX) {
		pthread_mutex_lock(&j->lock);
		struct jolt_jtx *old = j->spare;
		j->spare = tx;
		pthread_mutex_unlock(&j->lock);
		tx = old;
	}
	jolt_jtx_abort(tx);
}

/* Steps 2 to 4 with feed and lock held. */
static int commit_locked(struct jolt_journal *j, struct jolt_jtx *tx, uint64_t *txid)
{
	if (j->err)
		return j->err;
	uint64_t need = jnl_worst_blocks(j, tx->op_bytes);
	if (need + j->record_blocks + 1 >= j->geo.log_blocks)
		return -E2BIG;   /* the transaction can never fit the log */
	int rc = jnl_make_space(j, need);
	if (rc < 0)
		return rc;
	uint64_t id = j->next_tx, off;
	if ((rc = jnl_arena_alloc(j, id, tx->used, &off)) < 0)
		return rc;
	struct reservation rs = {id, need};
	if (FIFO_PUSH(j->res, rs)) {
		jnl_arena_undo(j, off, tx->used);
		return -ENOMEM;
	}
	j->reserved += need;
	/* the arena bytes are ours alone until this transaction is packed */
	pthread_mutex_unlock(&j->lock);
	if (tx->used)
		memcpy(j->arena + off, tx->buf, tx->used);
	pthread_mutex_lock(&j->lock);

	if (tx->preflush) {
		/* before the engine sees it: its record may come out of any step
		 * from here on. Data the caller wrote completed before this commit
		 * (before its ticket was taken), so every flush submitted from
		 * then on covers it. Places need not grow with txids. */
		struct preflush pf = {id, tx->pre_ticket < j->flush_seq ? tx->pre_ticket
									: j->flush_seq};
		if (FIFO_PUSH(j->pre, pf)) {
			j->reserved -= need;
			j->res.n--;
			jnl_arena_undo(j, off, tx->used);
			return -ENOMEM;
		}
	}
	struct jolt_desc d[64];
	size_t nd = 0;
	for (uint32_t i = 0; i <= tx->n; i++) {
		if (i < tx->n) {
			const struct jtx_item *it = &tx->items[i];
			d[nd++] = (struct jolt_desc){.opcode = JOLT_DESC_ITEM, .type = it->type,
						     .len = it->len, .key = it->key,
						     .addr = j->arena_addr + off + it->off,
						     .tag = (uint32_t)id};
		} else {
			d[nd++] = (struct jolt_desc){.opcode = JOLT_DESC_TX_END, .tag = (uint32_t)id};
		}
		if (nd == 64 || i == tx->n) {
			if ((rc = jnl_submit(j, d, nd)) < 0) {
				jnl_fail(j, rc);   /* the engine holds part of it: shut down */
				return rc;
			}
			nd = 0;
		}
	}
	j->engine_dirty = 1;
	j->engine_open_tx = id;
	j->last_closed_tx = id;
	j->next_tx = id + 1;
	j->st.transactions++;
	j->st.items += tx->n;
	if (txid)
		*txid = id;
	return 0;
}

int jolt_journal_commit(struct jolt_journal *j, struct jolt_jtx *tx, uint64_t *txid)
{
	if (!tx)
		return -EINVAL;
	if (!j || tx->j != j) {
		jolt_jtx_abort(tx);
		return -EINVAL;
	}
	pthread_mutex_lock(&j->lock);
	int deadlock = jnl_self(j->driver, j->in_callbacks) || jnl_self(j->feed_owner, j->feed_held);
	pthread_mutex_unlock(&j->lock);
	if (deadlock) {
		jolt_jtx_abort(tx);
		return -EDEADLK;
	}
	jnl_feed_lock(j);
	int rc = commit_locked(j, tx, txid);
	jnl_feed_unlock(j);
	tx_done(j, tx);
	return rc;
}

int jolt_journal_push(struct jolt_journal *j)
{
	if (!j)
		return -EINVAL;
	pthread_mutex_lock(&j->lock);
	int deadlock = jnl_self(j->driver, j->in_callbacks) || jnl_self(j->feed_owner, j->feed_held);
	pthread_mutex_unlock(&j->lock);
	if (deadlock)
		return -EDEADLK;
	jnl_feed_lock(j);
	int rc = j->err ? j->err : jnl_push(j);
	jnl_feed_unlock(j);
	return rc;
}
