/*
 * The journal: the log region of a log image (docs/log-format.md section 4)
 * on a jolt block device, written through an engine. This file opens and
 * closes it and states the rules every module keeps; docs/journal.md is the
 * long version.
 *
 * Data flow. A filesystem builds each transaction in memory (tx.c: a
 * jolt_jtx owns copies of its payloads, as an xfs_trans owns its log items)
 * and commits it whole: the commit reserves log space for its worst case,
 * copies the payloads into the engine-readable payload arena and hands
 * ITEM... TX_END descriptors to the engine (engine_feed.c), so a push (ours
 * or the engine's automatic one) never splits a transaction. The engine packs
 * checkpoints into records; each RECORD completion is copied into an aligned
 * buffer, its log-buffer slot released, and the record written at its LSN's
 * block (write.c). A force completes when its commit record and everything
 * before it are durable.
 *
 * Positions. lin(lsn) = cycle * log_blocks + block; records are written in
 * increasing lin. Frontiers: head_lin (end of the last record produced),
 * written_lin (end of the longest prefix of completed writes), durable_lin
 * (end of the longest prefix known durable: a flush submitted after those
 * writes completed has completed, or a FUA write of a record that starts at
 * durable_lin has).
 *
 * Ordering rules (why recovery never loses a forced checkpoint; the
 * numbers are those of docs/journal.md section 4):
 *  1. A force of transaction t completes when durable_lin reaches the end of
 *     the commit record of t's checkpoint.
 *  2. A commit record is written FUA when everything before it is durable and
 *     the device's FUA is native; otherwise plainly, and one flush issued
 *     once the writes it covers completed makes it durable.
 *  3. Group commit: forces waiting when a flush is issued share it.
 *  4. Tail. A record whose tail is not its own LSN is not written until the
 *     record at its tail is durable (recovery starts at the head's tail).
 *  5. Window. No record is written whose end lies more than W blocks
 *     (jolt_journal_window_blocks) beyond durable_lin: after a crash, every
 *     record newer than the durable end lies within W of it, which is what
 *     lets recovery binary-search for the head (recover.c).
 *  6. Space. A block is overwritten only behind the durable tail; a commit
 *     reserves its worst case first; log full: make a moved tail durable,
 *     then need_space, then -ENOSPC.
 *  7. Reopen: what an interrupted session may have left beyond the last
 *     complete checkpoint (up to the walk's end + W, by rule 5: torn records
 *     recovery cannot see included) is zeroed and flushed before anything is
 *     written, so no stale record can be taken for a head or for damage.
 *  8. A device error shuts the journal down (sticky); pending forces fail with it.
 *
 * Threads. Transaction building takes no lock (a jolt_jtx has one owner).
 * Everything else is shared, under two mutexes and a condition variable:
 *  - feed: the engine's submission stream. A committer holds it from its
 *    space reservation to its TX_END, so one transaction's descriptors are
 *    contiguous and no push falls inside one; pushes hold it too (a force
 *    that finds it busy leaves push_wanted for the holder, who pushes before
 *    releasing it). It may be held across waits and across need_space.
 *  - lock: all journal state (ids, reservations, arena, records, frontiers,
 *    forces, counters, the error) and every engine call. Taken after feed,
 *    never held across a device wait, a payload copy or a user callback.
 *  - progress (with lock): broadcast at the end of every driver step and at
 *    every change a sleeper may wait for (commit, push, home, error).
 * The driver. One thread at a time drives the engine and the device: the
 * caller that needs progress (poll, force_sync, a commit waiting for space,
 * payload memory or ring room, close) and finds `driving` clear sets it and
 * runs one step: engine completions, writes and flushes issued (submitted
 * under lock), jolt_blk_poll() without lock (its completion callbacks only
 * queue the completion in dq, which the driver alone touches), completions
 * applied under lock, forces completed, then force callbacks run outside
 * lock. Callers that find a driver sleep on progress, holding no lock; a
 * step that found nothing in flight anywhere sleeps too, until another
 * thread changes something. One polling thread is the same code: it is
 * always the driver.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int jnl_fifo_grow(void **v, size_t *head, size_t n, size_t *cap, size_t elem)
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

void jnl_fail(struct jolt_journal *j, int err)
{
	if (!j->err) {
		j->err = err;
		jnl_complete_forces(j);
		pthread_cond_broadcast(&j->progress);
	}
}

int jnl_self(pthread_t t, int flag)
{
	return flag && pthread_equal(t, pthread_self());
}

void jnl_feed_lock(struct jolt_journal *j)
{
	pthread_mutex_lock(&j->feed);
	pthread_mutex_lock(&j->lock);
	j->feed_held = 1;
	j->feed_owner = pthread_self();
}

void jnl_feed_unlock(struct jolt_journal *j)
{
	/* a force that found the feed busy left its push to us; feed is
	 * released before lock, so a force after this finds it free */
	if (j->push_wanted && !j->err) {
		int rc = jnl_push(j);
		if (rc < 0)
			jnl_fail(j, rc);
	}
	j->feed_held = 0;
	pthread_mutex_unlock(&j->feed);
	pthread_cond_broadcast(&j->progress);
	pthread_mutex_unlock(&j->lock);
}

void jolt_journal_opts_default(struct jolt_journal_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->engine = "soft";
	o->lr_slots = 16;
	o->max_write_bufs = 64;
	o->max_flushes = 4;
}

static void destroy(struct jolt_journal *j)
{
	jnl_free_records(j);
	free(j->held.v);
	free(j->res.v);
	free(j->recs.v);
	free(j->ckpts.v);
	free(j->pushes.v);
	free(j->forces.v);
	free(j->pre.v);
	free(j->dq);
	if (j->spare) {
		free(j->spare->items);
		free(j->spare->buf);
		free(j->spare);
	}
	if (j->e)
		jolt_engine_close(j->e);
	pthread_cond_destroy(&j->progress);
	pthread_mutex_destroy(&j->lock);
	pthread_mutex_destroy(&j->feed);
	free(j);
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
	if (opts->recovery > JOLT_RECOVERY_FULL_SCAN || opts->commit_mode > JOLT_COMMIT_FLUSH) {
		snprintf(why, why_len, "bad options (recovery %u, commit mode %u)", opts->recovery,
			 opts->commit_mode);
		return -EINVAL;
	}
	struct jolt_journal *j = calloc(1, sizeof(*j));
	if (!j)
		return -ENOMEM;
	pthread_mutex_init(&j->feed, NULL);
	pthread_mutex_init(&j->lock, NULL);
	pthread_cond_init(&j->progress, NULL);
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
	/* every device completion of one jolt_blk_poll() fits: at most the
	 * queue depth can be in flight */
	j->dq_cap = jolt_blk_queue_depth(dev) + MAX_FLUSHES;
	j->dq = calloc(j->dq_cap, sizeof(*j->dq));
	if (!j->dq) {
		destroy(j);
		return -ENOMEM;
	}

	struct jnl_start s;
	int rc = jnl_recover_open(j, &s, why, why_len);
	if (rc) {
		destroy(j);
		return rc < 0 ? rc : -ECANCELED;
	}
	j->st.log_blocks = j->geo.log_blocks;
	j->st.recovered_checkpoints = s.checkpoints;
	j->window = jnl_window_blocks(&j->geo);
	j->next_lsn = j->boundary_lsn = s.next_lsn;
	j->head_lin = j->written_lin = j->durable_lin = j->last_rec_end_lin = jnl_lin(j, s.next_lsn);
	j->tail_lsn = j->sent_tail = j->durable_tail = s.tail;

	jolt_engine_config_default(&j->ecfg);
	j->ecfg.record_size = j->geo.record_size;
	j->ecfg.log_blocks = j->geo.log_blocks;
	j->ecfg.first_lsn = s.next_lsn;
	j->ecfg.first_seq = s.next_seq;
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
	if (j->o.time_engine)
		jnl_clock_costs(&j->cpu_clock_ns, &j->mono_clock_ns);
	rc = jolt_engine_open(j->o.engine, &j->ecfg, &j->e);
	if (rc) {
		snprintf(why, why_len, "engine '%s': %s", j->o.engine,
			 rc == -ENOENT ? "no such engine, or its library is not built" : strerror(-rc));
		j->e = NULL;
		destroy(j);
		return rc;
	}
	/* One block of payload memory for the whole session, used as a ring:
	 * a commit copies its payloads in, and they are released, in order,
	 * when their checkpoint is packed. */
	j->arena_size = j->ecfg.payload_arena;
	j->arena = jolt_engine_payload_alloc(j->e, j->arena_size, &j->arena_addr);
	if (!j->arena) {
		snprintf(why, why_len, "engine '%s': no payload memory (%llu bytes)", j->o.engine,
			 (unsigned long long)j->arena_size);
		destroy(j);
		return -ENOMEM;
	}
	j->next_tx = 1;
	/* The engine starts with its first LSN as the tail; the recovered tail
	 * is older when checkpoints are still needed: hand it over with an
	 * empty push (which sets the tail and writes nothing) before any record
	 * can be packed. */
	j->sent_tail = s.next_lsn;
	if (s.tail != s.next_lsn) {
		struct jolt_desc d = {.opcode = JOLT_DESC_PUSH, .key = s.tail};
		jnl_feed_lock(j);
		rc = jnl_submit(j, &d, 1);
		j->sent_tail = s.tail;
		jnl_feed_unlock(j);
		if (rc < 0) {
			snprintf(why, why_len, "engine: %s", strerror(-rc));
			destroy(j);
			return rc;
		}
	}
	*out = j;
	return 0;
}

int jolt_journal_close(struct jolt_journal *j)
{
	if (!j)
		return -EINVAL;
	pthread_mutex_lock(&j->lock);
	if (jnl_self(j->driver, j->in_callbacks) || jnl_self(j->feed_owner, j->feed_held)) {
		pthread_mutex_unlock(&j->lock);
		return -EDEADLK;
	}
	pthread_mutex_unlock(&j->lock);
	jnl_feed_lock(j);
	int rc = j->err;
	if (!rc)
		rc = jnl_push(j);
	if (!rc)
		rc = jnl_drain(j);
	/* no other thread may use the journal now: wait out a driver's step */
	while (j->driving)
		pthread_cond_wait(&j->progress, &j->lock);
	j->feed_held = 0;
	pthread_mutex_unlock(&j->feed);
	j->driving = 1;
	j->driver = pthread_self();
	while (jolt_blk_inflight(j->dev)) {
		if (jnl_progress(j, 1) < 0 && !jolt_blk_inflight(j->dev))
			break;
	}
	if (!rc && j->err)
		rc = j->err;
	if (!j->err)
		j->err = -ESHUTDOWN;
	jnl_complete_forces(j);
	/* callbacks of forces that were still pending: they see the error */
	while (j->ready) {
		struct force *f = j->ready;
		j->ready = f->next;
		pthread_mutex_unlock(&j->lock);
		f->cb(f->arg, f->res);
		free(f);
		pthread_mutex_lock(&j->lock);
	}
	pthread_mutex_unlock(&j->lock);
	destroy(j);
	return rc == -ESHUTDOWN ? 0 : rc;
}

void jolt_journal_stats(const struct jolt_journal *cj, struct jolt_journal_stats *out)
{
	struct jolt_journal *j = (struct jolt_journal *)cj;   /* only to take the lock */
	pthread_mutex_lock(&j->lock);
	*out = j->st;
	out->head_lsn = j->next_lsn;
	out->next_lsn = j->next_lsn;
	out->tail_lsn = j->tail_lsn;
	out->durable_tail_lsn = j->durable_tail;
	out->used_blocks = j->head_lin - jnl_lin(j, j->durable_tail);
	out->reserved_blocks = j->reserved;
	out->engine_cycles = jolt_engine_cycles(j->e);
	pthread_mutex_unlock(&j->lock);
}

void jolt_journal_engine_counters(const struct jolt_journal *cj, struct jolt_counters *out)
{
	struct jolt_journal *j = (struct jolt_journal *)cj;
	pthread_mutex_lock(&j->lock);
	jolt_engine_counters(j->e, out);
	pthread_mutex_unlock(&j->lock);
}
