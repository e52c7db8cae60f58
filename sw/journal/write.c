/*
 * Records to the device: the write and flush pipeline, forces, and the
 * driver that runs them.
 *
 * Each record the engine produces is copied into an aligned buffer, its
 * log-buffer slot released at once, and queued (recs) in LSN order. Records
 * are issued in that order while the space rules allow (space.c:
 * jnl_may_write: tail, space behind the durable tail, in-flight window);
 * they complete in any order. written_lin follows the longest prefix of
 * completed writes; durable_lin the longest prefix known durable:
 *  - a commit record is written FUA when everything before it is durable,
 *    no flush is in flight and the device's FUA is native (one write per
 *    force: the single-writer 4 KiB fsync case); durable_lin then moves to
 *    its end when it completes, if it still starts there;
 *  - otherwise a flush, issued once records a force wants have completed
 *    (or half a window of records nobody forced), makes durable
 *    what had completed before it was submitted. Up to max_flushes are in
 *    flight; each, whenever it completes, moves durable_lin to what it
 *    covers, so they may complete in any order. Every force waiting when a
 *    flush is issued shares it (group commit).
 * A force completes when durable_lin reaches the end of its transaction's
 * checkpoint (jnl_force_target). Records are freed once durable.
 *
 * The driver: one thread at a time (flag `driving`, under lock) calls the
 * device. A step (jnl_progress) takes engine completions, issues writes and
 * flushes (jolt_blk_submit under lock), polls the device with lock released
 * (the completion callbacks only append to dq, which the driver alone
 * touches) and applies the completions under lock (a waiting step that
 * completed no force but issued a force's next I/O waits for that one too),
 * then completes forces:
 * a sleeping force_sync is marked done, a callback is queued on `ready` and
 * run by the driver outside lock after its step (drive()). Any caller that
 * must wait (jnl_wait) drives if nobody does, else sleeps on `progress`
 * holding no lock; a waiter whose step found nothing in flight in the device
 * or the engine sleeps until another thread changes something.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- record buffers and device completions --------------------------------- */

static uint8_t *buf_get(struct jolt_journal *j)
{
	if (j->npool)
		return j->pool[--j->npool];
	return jolt_blk_alloc(j->dev, j->geo.record_size);
}

static struct wrec *wrec_get(struct jolt_journal *j)
{
	struct wrec *w = j->wrec_free;
	if (!w)
		return malloc(sizeof(*w));
	j->wrec_free = w->next_free;
	return w;
}

static void wrec_put(struct jolt_journal *j, struct wrec *w)
{
	w->next_free = j->wrec_free;
	j->wrec_free = w;
}

static void buf_put(struct jolt_journal *j, uint8_t *b)
{
	if (j->npool < 64)
		j->pool[j->npool++] = b;
	else
		jolt_blk_free(j->dev, b);
}

/* Device callbacks: they run inside jolt_blk_poll(), on the driver's
 * thread, without lock: they only queue. */
static void queue_done(struct jolt_journal *j, void *what, int flush, int res)
{
	if (j->dq_n == j->dq_cap) {
		size_t cap = j->dq_cap * 2 + 16;
		struct devdone *n = realloc(j->dq, cap * sizeof(*n));
		if (!n) {
			j->dq_err = -ENOMEM;   /* the state is lost: the journal shuts down */
			return;
		}
		j->dq = n;
		j->dq_cap = cap;
	}
	j->dq[j->dq_n++] = (struct devdone){what, flush, res};
}

static void record_written(void *arg, int res)
{
	struct wrec *w = arg;
	queue_done(w->j, w, 0, res);
}

static void flush_done(void *arg, int res)
{
	struct flushctx *f = arg;
	if (f->j->o.time_engine)
		f->done_ns = jnl_now_ns();
	queue_done(f->j, f, 1, res);
}

static int apply_done(struct jolt_journal *j)
{
	size_t n = j->dq_n;
	for (size_t i = 0; i < n; i++) {
		struct devdone d = j->dq[i];
		if (d.flush) {
			/* a flush makes durable what had completed before it was
			 * submitted, whatever the others do */
			struct flushctx *f = d.what;
			f->used = 0;
			j->st.flush_ns += f->done_ns - f->t0_ns;
			j->flush_inflight--;
			if (d.res >= 0 && f->seq > j->flush_done_seq)
				j->flush_done_seq = f->seq;
			if (d.res < 0) {
				jnl_fail(j, d.res);
			} else if (f->lin > j->durable_lin) {
				j->durable_lin = f->lin;
				if (jnl_lin(j, f->tail) > jnl_lin(j, j->durable_tail))
					j->durable_tail = f->tail;
			}
		} else {
			struct wrec *w = d.what;
			w->state = 2;
			buf_put(j, w->buf);
			w->buf = NULL;
			j->bufs_held--;
			if (d.res < 0) {
				jnl_fail(j, d.res);
			} else if (w->fua && j->durable_lin == w->lin_start) {
				j->durable_lin = w->lin_end;
				j->durable_tail = w->tail;
			}
		}
	}
	j->dq_n = 0;
	if (j->dq_err)
		jnl_fail(j, j->dq_err);
	return (int)n;
}

int jnl_take_record(struct jolt_journal *j, const struct jolt_cpl *c, const uint8_t *src)
{
	struct wrec *w = wrec_get(j);
	uint8_t *buf = buf_get(j);
	if (!w || !buf || c->b < 1 || c->b > j->record_blocks) {
		if (w)
			wrec_put(j, w);
		if (buf)
			buf_put(j, buf);
		return w && buf ? -EPROTO : -ENOMEM;
	}
	memcpy(buf, src, (size_t)c->b * BLK);
	int rc = jnl_engine_release(j, 1);
	if (rc < 0) {
		buf_put(j, buf);
		wrec_put(j, w);
		return rc;
	}
	struct jolt_record_header h;
	memcpy(&h, buf, sizeof(h));
	*w = (struct wrec){.lsn = c->lsn, .tail = h.tail_lsn, .blocks = c->b,
			   .flags = c->flags, .buf = buf, .j = j};
	w->lin_start = jnl_lin(j, c->lsn);
	w->lin_end = w->lin_start + c->b;
	if (c->lsn != j->next_lsn || w->lin_start < j->head_lin || FIFO_PUSH(j->recs, w)) {
		int bad = c->lsn != j->next_lsn || w->lin_start < j->head_lin;
		buf_put(j, buf);
		wrec_put(j, w);
		return bad ? -EPROTO : -ENOMEM;   /* the engine placed a record out of order */
	}
	j->bufs_held++;
	j->head_lin = j->last_rec_end_lin = w->lin_end;
	j->next_lsn = jolt_lsn_next(c->lsn, c->b, j->geo.log_blocks, j->geo.record_size);
	j->st.records++;
	j->st.record_blocks += c->b;
	return 0;
}

/* ---- the pipeline ---------------------------------------------------------- */

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
		/* a record durable by FUA beyond a hole is not counted until the
		 * prefix is: FUA is only used at the prefix */
		if (w->state != 2 || w->lin_end > j->durable_lin)
			break;
		if (jnl_lin(j, w->tail) > jnl_lin(j, j->durable_tail))
			j->durable_tail = w->tail;
		FIFO_POP(j->recs);
		j->wscan--;   /* it was written and issued */
		j->iscan--;
		wrec_put(j, w);
	}
	/* a checkpoint is forgotten once durable, followed by a durable one, and
	 * home: jolt_journal_home() finds the new tail among those kept */
	while (j->ckpts.n > 1 && FIFO_AT(j->ckpts, 0).end_lin <= j->durable_lin &&
	       FIFO_AT(j->ckpts, 1).end_lin <= j->durable_lin &&
	       FIFO_AT(j->ckpts, 0).last_tx <= j->home_txid)
		FIFO_POP(j->ckpts);
}

/* Preflush: a commit record whose checkpoint holds a transaction committed
 * with jolt_jtx_preflush is written only once a flush submitted after that
 * commit (or after its ticket: jolt_jtx_preflush_after) has completed
 * (flush_done_seq past its seq), so the data its owner wrote before is
 * durable before the checkpoint can be recovered. Records of a checkpoint
 * before its commit record go out plainly: recovery ignores a checkpoint
 * without its commit. The front entry is the oldest not yet covered (an
 * entry behind it may be covered already: places need not grow with
 * txids; it goes when it reaches the front). Returns 1 when w must wait. */
static int preflush_holds(struct jolt_journal *j, struct wrec *w)
{
	while (j->pre.n && FIFO_AT(j->pre, 0).seq < j->flush_done_seq)
		FIFO_POP(j->pre);
	if (!j->pre.n || !(w->flags & JOLT_REC_COMMIT))
		return 0;
	/* the checkpoint w ends; not yet known (its completion not taken):
	 * every transaction handed to the engine may be in it */
	uint64_t last = j->engine_open_tx;
	for (size_t i = j->ckpts.n; i-- > 0;) {
		const struct ckpt *k = &FIFO_AT(j->ckpts, i);
		if (k->end_lin < w->lin_end)
			break;
		if (k->first_lsn && k->end_lin == w->lin_end) {
			last = k->last_tx;
			break;
		}
	}
	if (FIFO_AT(j->pre, 0).txid > last)
		return 0;
	if (!(w->held_counted & 4)) {
		w->held_counted |= 4;
		j->st.preflush_waits++;
	}
	j->preflush_held = 1;
	return 1;
}

/* Issues queued records in order while the space rules allow. */
static int issue_writes(struct jolt_journal *j)
{
	int n = 0;
	j->preflush_held = 0;
	/* iscan: records at the front already issued; records go out in order */
	for (size_t i = j->iscan; i < j->recs.n; i++) {
		struct wrec *w = FIFO_AT(j->recs, i);
		if (preflush_holds(j, w) || !jnl_may_write(j, w))
			break;
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

size_t jnl_ckpt_find(const struct jolt_journal *j, uint64_t txid)
{
	size_t lo = 0, hi = j->ckpts.n;   /* last_tx never decreases along ckpts */
	/* a force waits for the newest checkpoint, most often: found without a
	 * search through the list, which grows until the tail moves */
	if (hi && FIFO_AT(j->ckpts, hi - 1).last_tx >= txid &&
	    (hi == 1 || FIFO_AT(j->ckpts, hi - 2).last_tx < txid))
		return hi - 1;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (FIFO_AT(j->ckpts, mid).last_tx >= txid)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

int jnl_force_target(const struct jolt_journal *j, uint64_t txid, uint64_t *end_lin)
{
	if (txid > j->packed_tx)
		return 0;
	size_t i = jnl_ckpt_find(j, txid);
	/* older than every kept checkpoint: durable */
	*end_lin = i < j->ckpts.n ? FIFO_AT(j->ckpts, i).end_lin : j->durable_lin;
	return 1;
}

/* A commit record waits for a preflush no flush submitted yet covers: one
 * is wanted, once the record writes issued have completed (so that it also
 * makes them durable: one flush for the commit records written and the
 * data of those held, as a log force with REQ_PREFLUSH). */
static int preflush_wanted(const struct jolt_journal *j)
{
	return j->preflush_held && j->pre.n && FIFO_AT(j->pre, 0).seq >= j->flush_seq &&
	       j->iscan == j->wscan;
}

static int maybe_flush(struct jolt_journal *j)
{
	uint64_t covered = j->issued_lin > j->durable_lin ? j->issued_lin : j->durable_lin;
	int pre = preflush_wanted(j);
	if (j->flush_inflight >= (int)j->o.max_flushes || (j->written_lin <= covered && !pre))
		return 0;
	/* background flush: records held by the window, memory, and the durable
	 * tail should not lag far behind */
	int want = pre || j->want_flush || j->written_lin - covered >= j->window / 2 + 1 ||
		   j->recs.n >= 4096;
	for (size_t i = 0; i < j->forces.n && !want; i++) {
		uint64_t t;
		if (jnl_force_target(j, FIFO_AT(j->forces, i)->txid, &t) && t > covered &&
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
	*f = (struct flushctx){j, j->written_lin, tail, j->o.time_engine ? jnl_now_ns() : 0, 0, 1,
			       j->flush_seq + 1};
	int rc = jolt_blk_submit(j->dev, JOLT_BLK_FLUSH, 0, 0, NULL, 0, flush_done, f);
	if (rc < 0) {
		f->used = 0;
		return rc == -EAGAIN ? 0 : rc;
	}
	j->flush_seq++;
	j->flush_inflight++;
	j->issued_lin = j->written_lin;
	j->want_flush = 0;
	j->st.flushes++;
	if (pre)
		j->st.preflushes++;
	return 1;
}

int jnl_write_and_flush(struct jolt_journal *j)
{
	advance(j);
	int n = issue_writes(j);
	if (n < 0)
		return n;
	int rc = maybe_flush(j);
	return rc < 0 ? rc : n + rc;
}

/* ---- forces ------------------------------------------------------------------- */

int jnl_complete_forces(struct jolt_journal *j)
{
	size_t keep = 0, n = j->forces.n;
	int done = 0;
	for (size_t i = 0; i < n; i++) {
		struct force *f = FIFO_AT(j->forces, i);
		uint64_t t;
		if (!j->err && !(jnl_force_target(j, f->txid, &t) && t <= j->durable_lin)) {
			FIFO_AT(j->forces, keep++) = f;
			continue;
		}
		j->st.forces_done++;
		done++;
		f->done = 1;
		f->res = j->err;
		if (f->cb) {
			f->next = NULL;
			if (j->ready)
				j->ready_tail->next = f;
			else
				j->ready = f;
			j->ready_tail = f;
		}
	}
	j->forces.n = keep;
	return done;
}

/* ---- the driver --------------------------------------------------------------- */

int jnl_progress(struct jolt_journal *j, int wait)
{
	int events = 0, rc;
	if (!j->err) {
		rc = jnl_poll_engine(j);
		if (rc < 0)
			jnl_fail(j, rc);
		else
			events += rc;
	}
	if (!j->err) {
		rc = jnl_write_and_flush(j);
		if (rc < 0)
			jnl_fail(j, rc);
		else
			events += rc;
	}
	/* A waiting step whose device completion completed no force but let a
	 * force's next I/O go (its flush, once its write is done) waits for
	 * that one too: one step per force, not one per I/O of it. */
	for (int round = 0; round < 1 + !!wait; round++) {
		if (jolt_blk_inflight(j->dev)) {
			pthread_mutex_unlock(&j->lock);
			rc = jolt_blk_poll(j->dev, wait ? 1 : 0);
			pthread_mutex_lock(&j->lock);
			events += apply_done(j);
			if (rc < 0)
				jnl_fail(j, rc);
		}
		if (!j->err && (rc = jnl_write_and_flush(j)) < 0)
			jnl_fail(j, rc);
		int done = jnl_complete_forces(j);
		events += done;
		if (done || j->err || !j->forces.n || !jolt_blk_inflight(j->dev))
			break;
	}
	return events;
}

/* One step as the driver, then the force callbacks outside lock. The caller
 * holds lock and nobody drives. */
static int drive(struct jolt_journal *j, int wait)
{
	j->driving = 1;
	j->driver = pthread_self();
	jnl_try_push(j);
	int n = jnl_progress(j, wait);
	while (j->ready) {
		struct force *f = j->ready;
		j->ready = j->ready_tail = NULL;
		j->in_callbacks = 1;
		pthread_mutex_unlock(&j->lock);
		struct force *last = f;
		for (struct force *g = f; g; g = g->next) {
			g->cb(g->arg, g->res);
			last = g;
		}
		pthread_mutex_lock(&j->lock);
		last->next = j->force_free;   /* kept for the next forces */
		j->force_free = f;
		j->in_callbacks = 0;
		jnl_try_push(j);   /* pushes the callbacks' forces asked for */
	}
	j->driving = 0;
	pthread_cond_broadcast(&j->progress);
	return n;
}

int jnl_wait(struct jolt_journal *j)
{
	if (j->driving) {
		pthread_cond_wait(&j->progress, &j->lock);
		return 0;
	}
	int was_idle = jnl_engine_idle(j);
	int n = drive(j, 1);
	/* nothing moved and nothing can move by itself: another thread must
	 * act (a commit, a push, a home); sleep until it does. An engine that
	 * had descriptors queued and took them all moved, though no event
	 * says so: its submission ring has room again (a transaction larger
	 * than the ring is submitted in parts) */
	if (!n && was_idle && !j->err && !j->driving && !jolt_blk_inflight(j->dev) &&
	    jnl_engine_idle(j))
		pthread_cond_wait(&j->progress, &j->lock);
	return n;
}

int jnl_step(struct jolt_journal *j)
{
	if (jnl_self(j->driver, j->driving))
		return jnl_progress(j, 0);
	if (j->driving) {
		pthread_cond_wait(&j->progress, &j->lock);
		return 0;
	}
	return drive(j, 0);
}

int jnl_drain(struct jolt_journal *j)
{
	while (!j->err && (j->packed_tx < j->engine_open_tx || j->durable_lin < j->head_lin ||
			   !jnl_engine_idle(j))) {
		if (j->written_lin >= j->head_lin && j->durable_lin < j->head_lin)
			j->want_flush = 1;
		jnl_wait(j);
	}
	return j->err;
}

void jnl_free_records(struct jolt_journal *j)
{
	for (size_t i = 0; i < j->recs.n; i++) {
		struct wrec *w = FIFO_AT(j->recs, i);
		if (w->buf)
			jolt_blk_free(j->dev, w->buf);
		free(w);
	}
	j->recs.n = 0;
	while (j->wrec_free) {
		struct wrec *w = j->wrec_free;
		j->wrec_free = w->next_free;
		free(w);
	}
	while (j->force_free) {
		struct force *f = j->force_free;
		j->force_free = f->next;
		free(f);
	}
	for (uint32_t i = 0; i < j->npool; i++)
		jolt_blk_free(j->dev, j->pool[i]);
	j->npool = 0;
	for (size_t i = 0; i < j->forces.n; i++)
		if (FIFO_AT(j->forces, i)->cb)
			free(FIFO_AT(j->forces, i));
	j->forces.n = 0;
}

/* ---- the API -------------------------------------------------------------------- */

static int in_callback(struct jolt_journal *j)
{
	return jnl_self(j->driver, j->in_callbacks);
}

int jolt_journal_force(struct jolt_journal *j, uint64_t txid, jolt_force_cb cb, void *arg)
{
	if (!j || !cb)
		return -EINVAL;
	pthread_mutex_lock(&j->lock);
	struct force *f = j->force_free;
	if (f) {
		j->force_free = f->next;
	} else if (!(f = malloc(sizeof(*f)))) {
		pthread_mutex_unlock(&j->lock);
		return -ENOMEM;
	}
	*f = (struct force){.txid = txid, .cb = cb, .arg = arg};
	int rc = j->err;
	if (!rc && txid >= j->next_tx)
		rc = -EINVAL;   /* not a committed transaction */
	if (!rc && FIFO_PUSH(j->forces, f))
		rc = -ENOMEM;
	if (rc) {
		f->next = j->force_free;
		j->force_free = f;
		pthread_mutex_unlock(&j->lock);
		return rc;
	}
	j->st.forces++;
	jnl_request_push(j, txid);
	pthread_mutex_unlock(&j->lock);
	return 0;
}

int jolt_journal_force_sync(struct jolt_journal *j, uint64_t txid)
{
	if (!j)
		return -EINVAL;
	struct force f = {.txid = txid};
	uint64_t t;
	pthread_mutex_lock(&j->lock);
	int rc = j->err;
	if (!rc && in_callback(j))
		rc = -EDEADLK;
	if (!rc && txid >= j->next_tx)
		rc = -EINVAL;
	if (!rc && jnl_force_target(j, txid, &t) && t <= j->durable_lin) {
		j->st.forces++;   /* durable already */
		j->st.forces_done++;
		j->st.forces_durable++;
		pthread_mutex_unlock(&j->lock);
		return 0;
	}
	if (!rc && FIFO_PUSH(j->forces, &f))
		rc = -ENOMEM;
	if (rc) {
		pthread_mutex_unlock(&j->lock);
		return rc;
	}
	j->st.forces++;
	jnl_request_push(j, txid);
	while (!f.done)
		jnl_wait(j);
	pthread_mutex_unlock(&j->lock);
	return f.res;
}

int jolt_journal_poll(struct jolt_journal *j, int wait)
{
	if (!j)
		return -EINVAL;
	pthread_mutex_lock(&j->lock);
	int rc;
	if (in_callback(j)) {
		rc = -EDEADLK;
	} else if (j->driving) {
		if (wait)
			pthread_cond_wait(&j->progress, &j->lock);
		rc = j->err;
	} else {
		rc = drive(j, wait);
		if (j->err)
			rc = j->err;
	}
	pthread_mutex_unlock(&j->lock);
	return rc;
}
