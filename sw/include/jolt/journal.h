/* jolt journal: the circular log region of a log image on a block device,
 * written through an engine; transactions built by their owners and
 * committed whole, force with group commit, log space and tail, recovery.
 * The rules are in docs/journal.md and at the top of sw/journal/journal.c.
 *
 * Threads. Transactions are built without any lock by the thread that owns
 * them (a jolt_jtx belongs to one thread until it is committed or aborted).
 * Commits, forces, pushes, polls and home may come from any number of
 * threads at once. One thread at a time drives the engine and the device:
 * whichever caller needs progress and finds no driver; the others sleep on
 * a condition variable, holding no journal lock. Force callbacks run on the
 * driving thread. A single thread that polls (many outstanding forces, as
 * jolt bdevperf does) is the same code without contention.
 *
 * The journal is the only user of its device while it is open (it submits
 * and polls it from the driving thread). Errors are negative errno. After a
 * device error the journal is shut down: every later call returns that
 * error, and nothing that was forced is lost. */
#ifndef JOLT_JOURNAL_H
#define JOLT_JOURNAL_H
#include <stddef.h>
#include <stdint.h>
#include "blk.h"
#include "engine.h"
#include "log.h"

struct jolt_journal;

/* Called by recovery for every complete checkpoint, in order; a non-zero
 * return stops the open with that value. */
typedef int (*jolt_replay_fn)(void *ctx, const struct jolt_checkpoint *c);

/* Called when the log has no room for a transaction being committed: the
 * filesystem writes metadata home (durably) and calls jolt_journal_home()
 * for what it wrote; if the tail does not move, the commit fails with
 * -ENOSPC. It runs on the committing thread, which holds the journal's feed
 * (no other commit proceeds until it returns) and no other journal lock:
 * it may call jolt_journal_home(), jolt_journal_force_sync() (write-ahead:
 * the log is durable before what it describes is written home) and
 * jolt_journal_stats(); a commit from it is -EDEADLK. docs/journal.md. */
typedef void (*jolt_need_space_fn)(void *ctx, struct jolt_journal *j, uint64_t blocks_wanted);

/* Called when a force completes: res 0 (the transaction is durable) or a
 * negative errno. It runs on the thread driving the journal (inside
 * jolt_journal_poll() or another waiting call), holding no journal lock:
 * it may build transactions, force and home, but not commit, push, poll,
 * force_sync or close (-EDEADLK). */
typedef void (*jolt_force_cb)(void *arg, int res);

enum jolt_commit_mode {
	JOLT_COMMIT_AUTO = 0,   /* FUA commit record when all before it is durable and the
	                         * device's FUA is native (jolt_blk_fua_native), else write + flush */
	JOLT_COMMIT_FLUSH = 1,  /* always write, then flush */
};

/* How recovery finds the head of the log (docs/journal.md section 4). */
enum jolt_recovery_mode {
	JOLT_RECOVERY_SEARCH = 0,     /* binary search over record cycles, then the
	                               * in-flight windows: reads O(log L + window) */
	JOLT_RECOVERY_FULL_SCAN = 1,  /* read every block of the region */
};

struct jolt_journal_opts {
	const char *engine;          /* engine driver, NULL: "soft" */
	uint32_t capacity;           /* engine item table (0: default) */
	uint32_t index_slots;        /* 0: default */
	uint32_t max_tx_items;       /* 0: default */
	uint32_t lr_slots;           /* log-buffer ring slots (0: 16) */
	uint32_t max_write_bufs;     /* records held for writing at most (0: 64) */
	uint32_t commit_mode;        /* enum jolt_commit_mode */
	uint32_t max_flushes;        /* device flushes in flight at most (0: 4; 1..16) */
	uint64_t payload_arena;      /* bytes of engine-readable payload memory, a ring (0: 64 MiB);
	                              * a transaction's payloads must fit in it */
	uint32_t recovery;           /* enum jolt_recovery_mode */
	jolt_replay_fn replay;       /* may be NULL */
	void *replay_ctx;
	jolt_need_space_fn need_space;  /* may be NULL */
	void *need_space_ctx;
	uint32_t time_engine;        /* 1: time the engine calls, pushes and flushes into
	                              * the stats' engine_ns .. flush_ns (jolt bench
	                              * offload); 0 (default): not timed, they stay 0 */
};

void jolt_journal_opts_default(struct jolt_journal_opts *o);

/* Creates a log image on the device: superblock at block 0, a zeroed region
 * of log_blocks blocks after it (0: as many as fit), made durable. */
int jolt_journal_mkfs(struct jolt_blk *dev, uint64_t log_blocks, uint32_t record_size,
		      char *why, size_t why_len);

/* Opens the log on a device: validates the superblock, recovers (handing
 * every complete checkpoint to opts->replay, in order), clears what an
 * interrupted session left beyond the last complete checkpoint, and starts
 * the engine after it. The device stays the caller's (closed after the
 * journal). why gets a message on failure. */
int jolt_journal_open(struct jolt_blk *dev, const struct jolt_journal_opts *opts,
		      struct jolt_journal **out, char *why, size_t why_len);

/* Pushes what was committed, waits until every record written is durable (a
 * clean close: reopening recovers every committed transaction), and closes.
 * No other thread may use the journal any more; transactions not committed
 * stay their owners' (to abort). Returns the error the journal had, if any;
 * forces still pending complete with -ESHUTDOWN or that error. */
int jolt_journal_close(struct jolt_journal *j);

/* A transaction, built in memory by its owner and committed whole: the
 * journal (and the engine) never see part of one. NULL when out of memory. */
struct jolt_jtx *jolt_journal_tx_begin(struct jolt_journal *j);

/* Adds an item; the payload is copied into the transaction's own memory.
 * -EINVAL for a bad item (type 0 or >= 0xc0, len > 1 MiB, the reserved key
 * 2^64-1 on an intent or done), -E2BIG when the transaction would exceed
 * max_tx_items or the payload arena, -ENOMEM. A failed item is not added;
 * the transaction stays usable. */
int jolt_jtx_item(struct jolt_jtx *tx, uint8_t type, uint64_t key, const void *payload,
		  uint32_t len);

/* Items in the transaction so far. */
uint32_t jolt_jtx_items(const struct jolt_jtx *tx);

/* Asks that the transaction's checkpoint become recoverable only after data
 * the caller wrote before committing it is durable: the commit record of
 * that checkpoint is written only once a device flush submitted after the
 * commit has completed (a preflush, as xfs's REQ_PREFLUSH on a log write).
 * For a log that points at data written outside it (file data, remote
 * values), whose writes completed before the commit. The flush is shared:
 * one covers every such transaction committed before it, and the records
 * written before it (statistic `preflushes`). */
void jolt_jtx_preflush(struct jolt_jtx *tx);

/* The flushes the journal has submitted so far: read after the caller's
 * data writes completed, a ticket that every later flush's place exceeds. */
uint64_t jolt_journal_flush_ticket(struct jolt_journal *j);

/* As jolt_jtx_preflush, but any flush submitted after `ticket` was taken
 * (jolt_journal_flush_ticket, after the data completed) will do, also one
 * submitted before the commit: a flush already in flight may be the
 * preflush. */
void jolt_jtx_preflush_after(struct jolt_jtx *tx, uint64_t ticket);

/* Drops a transaction that was not committed. */
void jolt_jtx_abort(struct jolt_jtx *tx);

/* Commits the transaction whole and frees it (on failure too): reserves log
 * space for its worst case (waiting for space, calling need_space), hands it
 * to the engine, and sets *txid (may be NULL), the id a force names. Ids
 * increase in commit order. -ENOSPC (the log is full and need_space freed
 * nothing), -E2BIG (it can never fit the log), -EDEADLK (from a force
 * callback or need_space), or the journal's error; on any failure nothing of
 * it reaches the log. An empty transaction commits too (a force of it makes
 * everything committed before durable). */
int jolt_journal_commit(struct jolt_journal *j, struct jolt_jtx *tx, uint64_t *txid);

/* Closes the open checkpoint (an engine PUSH) without waiting. */
int jolt_journal_push(struct jolt_journal *j);

/* Asks that transaction txid (and everything before it) be durable: its
 * checkpoint is pushed if still open, and cb runs once its commit record and
 * everything before it are durable. Does not wait. Forces waiting at the
 * same time share one device flush (group commit). */
int jolt_journal_force(struct jolt_journal *j, uint64_t txid, jolt_force_cb cb, void *arg);
/* The same, and waits (sleeping, holding no journal lock, or driving the
 * journal when no other thread does) until it is durable: 0 or the error. */
int jolt_journal_force_sync(struct jolt_journal *j, uint64_t txid);

/* Drives the engine and the device one step; returns the number of events
 * handled (0: nothing was ready), or the journal's error. wait: block on
 * the device for at least one completion when I/O is in flight (when
 * another thread is driving: sleep until its step ends). */
int jolt_journal_poll(struct jolt_journal *j, int wait);

/* Everything logged by transactions <= txid is written home: the log tail
 * may move past them (given to the engine with the next push). txid 0
 * names the checkpoints recovered (and replayed) at open. */
int jolt_journal_home(struct jolt_journal *j, uint64_t txid);

struct jolt_journal_stats {
	uint64_t transactions, items, forces, forces_done;
	uint64_t checkpoints, records, record_blocks;
	uint64_t flushes, fua_writes, writes;
	uint64_t log_full_waits;     /* times an add waited for log space */
	uint64_t tail_waits;         /* records held until their tail was durable */
	uint64_t arena_waits;        /* commits that waited for payload memory */
	uint64_t window_waits;       /* records held until the in-flight window allowed them */
	uint64_t head_lsn, tail_lsn, durable_tail_lsn, next_lsn;
	uint64_t log_blocks, used_blocks, reserved_blocks;
	uint64_t recovered_checkpoints;
	uint64_t engine_cycles;       /* clock cycles the engine ran (sim), else 0 */
	uint64_t forces_durable;     /* ... of forces, those found durable at once */
	uint64_t preflushes;         /* ... of flushes, those issued for a commit record
				      * held by jolt_jtx_preflush (each also covers the
				      * records written before it) */
	uint64_t preflush_waits;     /* commit records held until a preflush completed */
	/* Where the journal path's CPU goes, with opts.time_engine (docs/cosim.md,
	 * "jolt bench offload"); 0 without. engine_ns: the host's own CPU time
	 * inside the journal's engine calls (submit, poll, record, release,
	 * idle; the calling thread's clock, under the journal's lock);
	 * engine_device_ns: the CPU time the same calls spent in the device
	 * (for sim the simulator: its register accesses and the polls' waits,
	 * the call's CPU split by wall time in and out of the device; 0 for
	 * soft); timing_ns: what the clock reads themselves cost (calls x the
	 * clocks' measured cost): neither the device's nor the timing's CPU
	 * would be spent with the engine on a board, or without the timing. */
	uint64_t engine_ns, engine_device_ns, timing_ns, engine_calls;
	/* Engine clock cycles from each push's doorbell to its checkpoint's
	 * completion, summed over pushes_timed pushes (engines with a clock) */
	uint64_t push_cycles, pushes_timed;
	uint64_t flush_ns;           /* device flushes, submission to completion, summed */
};
void jolt_journal_stats(const struct jolt_journal *j, struct jolt_journal_stats *out);

/* The engine's counters. */
void jolt_journal_engine_counters(const struct jolt_journal *j, struct jolt_counters *out);

/* Recovery on a device, without opening a journal: for tools and tests. r
 * must be freed with jolt_recovery_free(). mode: enum jolt_recovery_mode;
 * both give the same result on any log this journal wrote (section 4 of
 * docs/journal.md says why), the search reading a small part of it. */
int jolt_journal_recover(struct jolt_blk *dev, uint32_t mode, struct jolt_recovery *r);
/* The same over a reader (an image in memory, a file). */
int jolt_journal_recover_read(jolt_read_fn read, void *ctx, uint32_t mode,
			      struct jolt_recovery *r);

/* The in-flight window of a log geometry, in blocks: the journal writes no
 * record ending more than this beyond the durable end of the log, which is
 * what lets recovery search for the head instead of reading every block. */
uint64_t jolt_journal_window_blocks(const struct jolt_log_geometry *g);

#endif
