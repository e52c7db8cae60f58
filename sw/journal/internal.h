/*
 * The journal's insides, shared by its modules (the rules they keep are at
 * the top of journal.c and in docs/journal.md):
 *
 *   journal.c      open, close, stats; the threading rule
 *   tx.c           transactions built by their owners, committed whole
 *   engine_feed.c  the engine's submission stream (commit, push, log
 *                  covering), the payload arena, engine completions
 *   write.c        records to the device, the flush/FUA pipeline, forces,
 *                  and the driver (who polls the engine and the device)
 *   space.c        positions, log space, the tail, the in-flight window,
 *                  log full and need_space
 *   recover.c      mkfs, the head search, recovery at open, clearing an
 *                  interrupted end
 *
 * Locks: `feed` (the engine's submission stream) before `lock` (all state
 * below it and every engine call). Functions named jnl_* expect `lock`
 * held unless their comment says otherwise.
 */
#ifndef JOLT_JOURNAL_INTERNAL_H
#define JOLT_JOURNAL_INTERNAL_H
#include <pthread.h>
#include <stdint.h>

#include "jolt/journal.h"
#include "jolt/log_format.h"

#define BLK JOLT_BLOCK_SIZE
#define MAX_FLUSHES 16
/* Log covering: an intent and its done with this key white each other out
 * (docs/log-format.md section 3.4); callers may not use it. */
#define LOG_COVER_KEY UINT64_MAX
#define LOG_COVER_INTENT ((JOLT_CLASS_INTENT << 6) | 1)
#define LOG_COVER_DONE ((JOLT_CLASS_DONE << 6) | 1)

/* ---- small FIFOs (head index, count, capacity) --------------------------- */

#define FIFO(T) struct { T *v; size_t head, n, cap; }
int jnl_fifo_grow(void **v, size_t *head, size_t n, size_t *cap, size_t elem);
#define FIFO_PUSH(f, x) (jnl_fifo_grow((void **)&(f).v, &(f).head, (f).n, &(f).cap, sizeof(*(f).v)) ? \
			 -ENOMEM : ((f).v[(f).head + (f).n++] = (x), 0))
#define FIFO_AT(f, i) ((f).v[(f).head + (i)])
#define FIFO_POP(f) ((f).head++, (f).n--)

/* ---- the pieces ---------------------------------------------------------- */

struct jtx_item {              /* an item of a transaction being built */
	uint8_t type;
	uint32_t len;
	uint64_t key;
	uint64_t off;              /* of its payload in the transaction's buffer */
};

/* A transaction's buffers are kept for the next one up to this many
 * payload bytes (the larger ones of a big commit are given back). */
enum { JTX_SPARE_MAX = 1 << 20 };

struct jolt_jtx {
	struct jolt_journal *j;
	struct jtx_item *items;
	uint32_t n, cap;
	uint8_t *buf;              /* payloads, each at an 8-aligned offset */
	uint64_t used, buf_cap;
	uint64_t op_bytes;         /* what the items take in records: op headers + round8(len) */
	int preflush;              /* jolt_jtx_preflush */
	uint64_t pre_ticket;       /* jolt_jtx_preflush_after (UINT64_MAX: at the commit) */
};

struct wrec {                  /* a record on its way to the device */
	uint64_t lsn, tail;
	uint64_t lin_start, lin_end;
	uint32_t blocks;
	uint16_t flags;
	int state;                 /* 0 queued, 1 issued, 2 written */
	int fua;
	int held_counted;          /* bits: counted in tail_waits (1), window_waits (2) */
	uint8_t *buf;
	struct jolt_journal *j;
	struct wrec *next_free;    /* in wrec_free, once freed */
};

struct ckpt {                  /* a checkpoint the engine completed */
	uint64_t last_tx;
	uint64_t first_lsn;        /* 0 when it had no record */
	uint64_t end_lin;          /* end of its last record (or of the records before) */
};

struct force {                 /* a force waiting for its transaction to be durable */
	uint64_t txid;
	jolt_force_cb cb;          /* NULL: a thread sleeping in force_sync (on its stack) */
	void *arg;
	int done, res;
	struct force *next;        /* in the ready list, once done */
};

struct held {                  /* payload memory of a committed transaction */
	uint64_t txid;
	uint64_t charge;           /* arena bytes released with it */
};

struct reservation {
	uint64_t txid;
	uint64_t blocks;
};

struct flushctx {
	struct jolt_journal *j;
	uint64_t lin, tail;
	uint64_t t0_ns, done_ns;   /* submitted, completed (CLOCK_MONOTONIC): st.flush_ns */
	int used;
	uint64_t seq;              /* its place among the flushes submitted (1, 2, ...) */
};

struct preflush {              /* a committed transaction whose checkpoint's commit
			    * record waits for a flush placed after seq */
	uint64_t txid;
	uint64_t seq;              /* flushes submitted when it was committed, or when
				    * its owner's data had completed (a ticket) */
};

struct push_stamp {           /* a push in flight: its tag and the engine's clock then */
	uint32_t tag;
	uint64_t cycles;
};

struct devdone {               /* a device completion, applied by the driver under lock */
	void *what;                /* struct wrec * or struct flushctx * */
	int flush;
	int res;
};

struct jolt_journal {
	/* fixed at open */
	struct jolt_blk *dev;
	struct jolt_engine *e;
	struct jolt_journal_opts o;
	struct jolt_engine_config ecfg;
	struct jolt_log_geometry geo;
	uint32_t record_blocks;
	uint64_t window;           /* in-flight window, blocks (space.c) */
	uint8_t *arena;            /* payload memory the engine can read (a DMA window on hardware) */
	uint64_t arena_addr, arena_size;

	pthread_mutex_t feed;
	pthread_mutex_t lock;
	pthread_cond_t progress;
	struct jolt_jtx *spare;    /* the last transaction freed, its buffers kept for
				    * the next begun (under lock): a large payload copied into
				    * pages already mapped, not into a growing realloc */

	/* threads (under lock) */
	int driving;               /* a thread is the driver */
	pthread_t driver;
	int in_callbacks;          /* the driver runs force callbacks */
	int feed_held;             /* feed is held by feed_owner */
	pthread_t feed_owner;
	int push_wanted;           /* a force wants a push the feed holder will do */

	int err;                   /* sticky: the journal is shut down */

	/* transactions and the engine */
	uint64_t next_tx;          /* id the next commit gets */
	uint64_t last_closed_tx;   /* the last committed transaction */
	uint64_t packed_tx;        /* every tx <= this is in a completed checkpoint */
	uint64_t engine_open_tx;   /* the last tx handed to the engine */
	uint64_t pushed_tx;        /* the last tx a push closed */
	uint64_t home_txid;        /* the greatest txid declared home */
	int engine_dirty;          /* transactions handed to the engine since the last push */
	FIFO(struct held) held;
	uint64_t ar_head, ar_used;
	FIFO(struct reservation) res;
	uint64_t reserved;

	/* records and the device */
	FIFO(struct wrec *) recs;
	FIFO(struct ckpt) ckpts;
	uint64_t head_lin, written_lin, durable_lin;
	uint64_t next_lsn;         /* where the engine's next record goes */
	uint64_t boundary_lsn;     /* where the next checkpoint starts */
	uint64_t last_rec_end_lin;
	uint64_t tail_lsn;         /* the tail wanted (given with the next push) */
	uint64_t sent_tail;        /* the tail last given to the engine */
	uint64_t durable_tail;     /* the tail carried by the newest durable record */
	uint32_t bufs_held;
	int flush_inflight;
	uint64_t issued_lin;       /* what the newest flush issued covers */
	struct flushctx fl[MAX_FLUSHES];
	int want_flush;
	uint64_t flush_seq;        /* flushes submitted */
	uint64_t flush_done_seq;   /* the greatest seq of a completed flush */
	FIFO(struct preflush) pre; /* not yet covered by a completed flush, in txid order */
	int preflush_held;         /* a commit record waits for a preflush (write.c) */
	size_t wscan, iscan;       /* see jnl_advance() and issue_writes() */
	uint8_t *pool[64];         /* spare record buffers */
	uint32_t npool;
	struct wrec *wrec_free;    /* spare wrecs (the driver's, under lock) */
	struct force *force_free;  /* spare forces (under lock): no malloc per force */
	struct devdone *dq;        /* driver only: completions of one jolt_blk_poll() */
	size_t dq_n, dq_cap;
	int dq_err;

	/* forces */
	FIFO(struct force *) forces;
	struct force *ready, *ready_tail;   /* done, callbacks due (malloc'd by jolt_journal_force) */

	FIFO(struct push_stamp) pushes;   /* o.time_engine: pushes whose checkpoint has not
					   * completed */
	uint64_t cpu_clock_ns, mono_clock_ns;   /* o.time_engine: a clock read's cost
						 * (jnl_clock_costs) */

	struct jolt_journal_stats st;
};

/* The engine calls on the journal's path (lock held): straight to the
 * engine, or with o.time_engine timed into st.engine_ns .. st.engine_calls
 * (engine_feed.c), so that an untimed mount pays one test a call. */
uint64_t jnl_now_ns(void);
void jnl_clock_costs(uint64_t *cpu_clock_ns, uint64_t *mono_clock_ns);
long jnl_timed_submit(struct jolt_journal *j, const struct jolt_desc *d, size_t n);
long jnl_timed_poll(struct jolt_journal *j, struct jolt_cpl *out, size_t max);
const uint8_t *jnl_timed_record(struct jolt_journal *j, uint32_t slot);
int jnl_timed_release(struct jolt_journal *j, uint32_t n);
int jnl_timed_idle(struct jolt_journal *j);

static inline long jnl_engine_submit(struct jolt_journal *j, const struct jolt_desc *d, size_t n)
{
	return j->o.time_engine ? jnl_timed_submit(j, d, n) : jolt_engine_submit(j->e, d, n);
}

static inline long jnl_engine_poll(struct jolt_journal *j, struct jolt_cpl *out, size_t max)
{
	return j->o.time_engine ? jnl_timed_poll(j, out, max) : jolt_engine_poll(j->e, out, max);
}

static inline const uint8_t *jnl_engine_record(struct jolt_journal *j, uint32_t slot)
{
	return j->o.time_engine ? jnl_timed_record(j, slot) : jolt_engine_record(j->e, slot);
}

static inline int jnl_engine_release(struct jolt_journal *j, uint32_t n)
{
	return j->o.time_engine ? jnl_timed_release(j, n) : jolt_engine_release(j->e, n);
}

static inline int jnl_engine_idle(struct jolt_journal *j)
{
	return j->o.time_engine ? jnl_timed_idle(j) : jolt_engine_idle(j->e);
}

/* journal.c */
void jnl_fail(struct jolt_journal *j, int err);
int jnl_self(pthread_t t, int flag);   /* flag set and t is the calling thread */
void jnl_feed_lock(struct jolt_journal *j);     /* takes feed, then lock */
void jnl_feed_unlock(struct jolt_journal *j);   /* lock held on entry, released */

/* space.c */
uint64_t jnl_lin(const struct jolt_journal *j, uint64_t lsn);
uint64_t jnl_window_blocks(const struct jolt_log_geometry *g);
uint64_t jnl_worst_blocks(const struct jolt_journal *j, uint64_t op_bytes);
uint64_t jnl_space_free(const struct jolt_journal *j);
int jnl_may_write(struct jolt_journal *j, struct wrec *w);
int jnl_make_space(struct jolt_journal *j, uint64_t need);   /* feed held */

/* engine_feed.c */
int jnl_submit(struct jolt_journal *j, const struct jolt_desc *d, size_t n);   /* feed held */
int jnl_push(struct jolt_journal *j);                                           /* feed held */
void jnl_request_push(struct jolt_journal *j, uint64_t txid);
void jnl_try_push(struct jolt_journal *j);
int jnl_arena_alloc(struct jolt_journal *j, uint64_t txid, uint64_t bytes, uint64_t *off); /* feed held */
void jnl_arena_undo(struct jolt_journal *j, uint64_t off, uint64_t bytes);
int jnl_poll_engine(struct jolt_journal *j);                                    /* driver */

/* write.c */
int jnl_take_record(struct jolt_journal *j, const struct jolt_cpl *c, const uint8_t *src);
int jnl_write_and_flush(struct jolt_journal *j);
int jnl_progress(struct jolt_journal *j, int wait);                             /* driver */
int jnl_wait(struct jolt_journal *j);
/* One step that does not wait for a device completion (as the driver, or
 * as the driver when nobody drives), else like jnl_wait. */
int jnl_step(struct jolt_journal *j);
int jnl_drain(struct jolt_journal *j);
size_t jnl_ckpt_find(const struct jolt_journal *j, uint64_t txid);   /* first with last_tx >= txid */
int jnl_force_target(const struct jolt_journal *j, uint64_t txid, uint64_t *end_lin);
int jnl_complete_forces(struct jolt_journal *j);
void jnl_free_records(struct jolt_journal *j);

/* recover.c */
struct jnl_start {             /* where a session starts after recovery */
	uint64_t next_lsn, next_seq, tail;
	uint64_t checkpoints;
};
int jnl_recover_open(struct jolt_journal *j, struct jnl_start *s, char *why, size_t why_len);

#endif
