/* jolt journal: the circular log region of a log image on a block device,
 * written through an engine; force with group commit, log space and tail,
 * recovery. The ordering rules are in docs/journal.md and at the top of
 * sw/journal/journal.c.
 *
 * Single-threaded and polled: every call runs on the caller's thread, and
 * asynchronous work (engine packing, device writes, flushes, force
 * callbacks) progresses inside jolt_journal_poll() and the *_sync calls.
 * Many concurrent "writers" are many outstanding forces (see jolt bdevperf).
 * Errors are negative errno. After a device error the journal is shut down:
 * every later call returns that error, and nothing that was forced is lost. */
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

/* Called when the log has no room for what is being added: the caller
 * writes metadata home (durably) and calls jolt_journal_home() for what it
 * wrote; if it frees nothing, the add fails with -ENOSPC. */
typedef void (*jolt_need_space_fn)(void *ctx, struct jolt_journal *j, uint64_t blocks_wanted);

/* Called when a force completes: res 0 (the transaction is durable) or a
 * negative errno. It runs inside jolt_journal_poll(): it may add items and
 * force, but not poll, end a transaction or push (-EDEADLK). */
typedef void (*jolt_force_cb)(void *arg, int res);

enum jolt_commit_mode {
	JOLT_COMMIT_AUTO = 0,   /* FUA commit record when all before it is durable and the
	                         * device's FUA is native (jolt_blk_fua_native), else write + flush */
	JOLT_COMMIT_FLUSH = 1,  /* always write, then flush */
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
	jolt_replay_fn replay;       /* may be NULL */
	void *replay_ctx;
	jolt_need_space_fn need_space;  /* may be NULL */
	void *need_space_ctx;
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

/* Pushes what was closed, waits until every record written is durable (a
 * clean close: reopening recovers every closed transaction), and closes;
 * an unfinished transaction is dropped. Returns the error the journal had,
 * if any; forces still pending complete with -ESHUTDOWN or that error. */
int jolt_journal_close(struct jolt_journal *j);

/* Adds an item to the open transaction. The payload is copied. May wait for
 * log space (and call need_space); -ENOSPC when none can be freed, -EINVAL
 * for a bad item (type 0 or >= 0xc0, len > 1 MiB). */
int jolt_journal_item(struct jolt_journal *j, uint8_t type, uint64_t key,
		      const void *payload, uint32_t len);

/* Closes the open transaction; *txid (may be NULL) names it for force. */
int jolt_journal_tx_end(struct jolt_journal *j, uint64_t *txid);

/* Closes the open checkpoint (an engine PUSH) without waiting. */
int jolt_journal_push(struct jolt_journal *j);

/* Asks that transaction txid (and everything before it) be durable: pushes
 * its checkpoint if still open; cb runs (from poll) once its commit record
 * and everything before it are durable. Forces waiting at the same time
 * share one device flush (group commit). */
int jolt_journal_force(struct jolt_journal *j, uint64_t txid, jolt_force_cb cb, void *arg);
/* Force and poll until done. */
int jolt_journal_force_sync(struct jolt_journal *j, uint64_t txid);

/* Drives the engine and the device; returns the number of events handled
 * (0: nothing was ready), or the journal's error. wait: block on the
 * device for at least one completion when I/O is in flight. */
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
	uint64_t arena_waits;        /* item copies that waited for payload memory */
	uint64_t head_lsn, tail_lsn, durable_tail_lsn, next_lsn;
	uint64_t log_blocks, used_blocks, reserved_blocks;
	uint64_t recovered_checkpoints;
};
void jolt_journal_stats(const struct jolt_journal *j, struct jolt_journal_stats *out);

/* The engine's counters. */
void jolt_journal_engine_counters(const struct jolt_journal *j, struct jolt_counters *out);

/* Recovery on a device, without opening a journal: for tools and tests. r
 * must be freed with jolt_recovery_free(). */
int jolt_journal_recover(struct jolt_blk *dev, struct jolt_recovery *r);

#endif
