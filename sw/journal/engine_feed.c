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
#include <time.h>

#include "internal.h"

uint64_t jnl_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static uint64_t cpu_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* What one read of each clock costs: the thread's CPU clock is a system
 * call (most of a microsecond on a VM), the monotonic one a vDSO read (tens
 * of ns). Each is the best of ROUNDS short rounds of back-to-back reads, so
 * that a round the thread was preempted in (a wall-clock gap of
 * milliseconds, which one long round would spread over every read) or
 * faulted in is not what every later call is charged. */
void jnl_clock_costs(uint64_t *cpu_clock_ns, uint64_t *mono_clock_ns)
{
	enum { ROUNDS = 8, N = 32 };
	uint64_t best_cpu = UINT64_MAX, best_mono = UINT64_MAX;

	for (int r = 0; r < ROUNDS; r++) {
		uint64_t a = cpu_ns(), d;
		for (int i = 0; i < N; i++)
			cpu_ns();
		d = (cpu_ns() - a) / (N + 1);
		best_cpu = d < best_cpu ? d : best_cpu;
		a = jnl_now_ns();
		for (int i = 0; i < N; i++)
			jnl_now_ns();
		d = (jnl_now_ns() - a) / (N + 1);
		best_mono = d < best_mono ? d : best_mono;
	}
	*cpu_clock_ns = best_cpu;
	*mono_clock_ns = best_mono;
}

/* The timing of one engine call (o.time_engine). The monotonic clock is
 * cheap and steady, so a call's wall time less the driver's time in the
 * device (jolt_engine_device_ns: for sim the simulator's register accesses
 * and the polls' waits; 0 for soft) is the host's own work, to tens of ns.
 * The thread's CPU clock costs most of a microsecond a read and varies as
 * much, so it is the fallback only for a call whose wall time exceeds its
 * CPU time by more than PREEMPTED_NS (the thread was preempted inside it):
 * then the call's CPU time, less one clock read, is split between host and
 * device by their wall times. What the clock reads cost goes to timing_ns. */
enum { PREEMPTED_NS = 20000 };

struct call_clock {
	uint64_t cpu, wall, dev;
};

static void call_start(struct jolt_journal *j, struct call_clock *t)
{
	t->cpu = cpu_ns();
	t->wall = jnl_now_ns();
	t->dev = jolt_engine_device_ns(j->e);
}

static void call_end(struct jolt_journal *j, const struct call_clock *t)
{
	uint64_t dev = jolt_engine_device_ns(j->e) - t->dev, wall = jnl_now_ns() - t->wall;
	uint64_t cpu = cpu_ns() - t->cpu, host, in_dev;
	if (wall <= cpu + PREEMPTED_NS) {
		wall = wall > j->mono_clock_ns ? wall - j->mono_clock_ns : 0;
		in_dev = dev < wall ? dev : wall;
		host = wall - in_dev;
	} else {
		cpu = cpu > j->cpu_clock_ns ? cpu - j->cpu_clock_ns : 0;
		in_dev = dev >= wall ? cpu : (uint64_t)((double)cpu * (double)dev / (double)wall);
		host = cpu - in_dev;
	}
	j->st.engine_ns += host;
	j->st.engine_device_ns += in_dev;
	j->st.timing_ns += 2 * j->cpu_clock_ns + 2 * j->mono_clock_ns;
	j->st.engine_calls++;
}

#define TIMED(j, call)                                                                 \
	do {                                                                           \
		struct call_clock t_;                                                  \
		call_start(j, &t_);                                                    \
		call;                                                                  \
		call_end(j, &t_);                                                      \
	} while (0)

long jnl_timed_submit(struct jolt_journal *j, const struct jolt_desc *d, size_t n)
{
	long k;
	TIMED(j, k = jolt_engine_submit(j->e, d, n));
	return k;
}

long jnl_timed_poll(struct jolt_journal *j, struct jolt_cpl *out, size_t max)
{
	long k;
	TIMED(j, k = jolt_engine_poll(j->e, out, max));
	return k;
}

const uint8_t *jnl_timed_record(struct jolt_journal *j, uint32_t slot)
{
	const uint8_t *r;
	TIMED(j, r = jolt_engine_record(j->e, slot));
	return r;
}

int jnl_timed_release(struct jolt_journal *j, uint32_t n)
{
	int rc;
	TIMED(j, rc = jolt_engine_release(j->e, n));
	return rc;
}

int jnl_timed_idle(struct jolt_journal *j)
{
	int rc;
	TIMED(j, rc = jolt_engine_idle(j->e));
	return rc;
}

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
		long k = jnl_engine_submit(j, d, n);
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
	rc = jnl_submit(j, &d, 1);
	if (rc >= 0 && j->o.time_engine) {
		/* the doorbell is written: the force's wait for the engine starts */
		struct push_stamp p = {d.tag, jolt_engine_cycles(j->e)};
		if (FIFO_PUSH(j->pushes, p))
			return -ENOMEM;
	}
	return rc;
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
		const uint8_t *src = jnl_engine_record(j, c->a);
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
		/* the pushes this checkpoint completes (tags in order, modulo 2^32) */
		while (j->pushes.n && (int32_t)(c->tag - FIFO_AT(j->pushes, 0).tag) >= 0) {
			j->st.push_cycles += jolt_engine_cycles(j->e) - FIFO_AT(j->pushes, 0).cycles;
			j->st.pushes_timed++;
			FIFO_POP(j->pushes);
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
		long n = jnl_engine_poll(j, cpl, room < 32 ? room : 32);
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
