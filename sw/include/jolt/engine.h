/* jolt engine API: one interface over every engine driver (soft, sim, ...).
 * Descriptors, completions, their codes and the counters are the structures
 * of docs/engine-interface.md, byte for byte: they are in wire.h, generated
 * from the RTL's definition of them (hw/src/main/scala/jolt/Wire.scala). */
#ifndef JOLT_ENGINE_H
#define JOLT_ENGINE_H
#include <stddef.h>
#include <stdint.h>
#include "wire.h"

struct jolt_engine_config {
	uint32_t record_size;   /* bytes, multiple of 4096, 4096..262144 */
	uint32_t capacity;      /* item table entries */
	uint32_t index_slots;   /* key index slots, power of two */
	uint32_t max_tx_items;  /* items per transaction, 1..capacity */
	uint64_t log_blocks;    /* circular log region, in 4 KiB blocks */
	uint64_t first_lsn;     /* LSN of the first record */
	uint64_t first_seq;     /* sequence of the first checkpoint */
	uint32_t sq_entries;    /* submission ring, power of two */
	uint32_t cq_entries;    /* completion ring, power of two */
	uint32_t lr_slots;      /* log-buffer ring slots */
	uint32_t reserved;      /* 0 */
	uint64_t payload_arena; /* bytes of payload memory jolt_engine_payload_alloc()
				 * may hand out (hardware engines: one DMA window) */
};

struct jolt_engine;
struct jolt_env;

/* Fills the defaults of docs/log-format.md (32 KiB records, 1024 entries,
 * 2048 slots, 256 items per transaction, a 1 GiB log, LSN 1:0, seq 1). */
void jolt_engine_config_default(struct jolt_engine_config *cfg);

/* Checks a configuration against the limits; 0 or -EINVAL. */
int jolt_engine_config_check(const struct jolt_engine_config *cfg);

/* Opens an engine by driver name: "soft" (the engine in C) or "sim" (the
 * RTL, co-simulated; see docs/engine-interface.md). 0, -EINVAL (bad config,
 * or one the engine's build parameters cannot take), -ENOENT (unknown
 * driver, or the sim library is not built), -ENOMEM, -EIO. */
int jolt_engine_open(const char *driver, const struct jolt_engine_config *cfg,
		     struct jolt_engine **out);
/* The same, with the env whose DMA memory a hardware engine uses (NULL: a
 * posix env of its own). The env must outlive the engine. */
int jolt_engine_open_env(const char *driver, const struct jolt_engine_config *cfg,
			 struct jolt_env *env, struct jolt_engine **out);

/* Memory for item payloads that this engine can read; *addr is what ITEM
 * descriptors carry. It lives until the engine is closed. NULL when the
 * payload arena (config.payload_arena) is exhausted. */
void *jolt_engine_payload_alloc(struct jolt_engine *e, size_t size, uint64_t *addr);

/* Clock cycles the engine has run (co-simulation), or 0. */
uint64_t jolt_engine_cycles(struct jolt_engine *e);

/* Time the calling thread spent waiting for a hardware engine inside this
 * engine's calls, in ns (CLOCK_MONOTONIC), or 0: polls that found no
 * completion, and simulated register accesses. What remains of a run's
 * time is the host's own work in the journal path. */
uint64_t jolt_engine_device_ns(struct jolt_engine *e);

/* Queues up to n descriptors; returns how many were queued (fewer when the
 * submission ring is full), or a negative errno. An ITEM's addr is the
 * payload's address in the engine's address space (the soft engine: a host
 * pointer); the payload must stay valid until its checkpoint completes. */
long jolt_engine_submit(struct jolt_engine *e, const struct jolt_desc *d, size_t n);

/* Runs the engine and returns up to max completions (0 when none is ready),
 * or a negative errno. Record slots named by RECORD completions stay owned by
 * the host until released. */
long jolt_engine_poll(struct jolt_engine *e, struct jolt_cpl *out, size_t max);

/* The bytes of log-buffer slot `slot` (record_size bytes). */
const uint8_t *jolt_engine_record(struct jolt_engine *e, uint32_t slot);

/* Returns the n oldest held record slots to the engine. */
int jolt_engine_release(struct jolt_engine *e, uint32_t n);

/* True when every queued descriptor was processed and every completion was
 * polled. */
int jolt_engine_idle(struct jolt_engine *e);

void jolt_engine_counters(struct jolt_engine *e, struct jolt_counters *out);

/* A bus error for the engine to meet (docs/engine-interface.md 6), for
 * tests: the soft engine models it, the sim engine's memory model answers
 * the beat or burst with SLVERR (or DECERR, resp 3) and does not carry it
 * out. Counts run from 0 since the engine was opened; the fault is met
 * once. After it the engine reports one ERROR BUS_ERROR completion (unless
 * that is lost too) and stops: poll then returns -EIO once nothing is left
 * to return, and the engine must be closed (or reset, on a board). */
enum jolt_fault_kind {
	JOLT_FAULT_DESC_READ = 1,    /* the read of descriptor n */
	JOLT_FAULT_PAYLOAD_READ = 2, /* the read of a payload that holds the byte at bus address n */
	JOLT_FAULT_RECORD_WRITE = 3, /* a write of record n (log-buffer ring, its first burst) */
	JOLT_FAULT_CPL_WRITE = 4,    /* the write of completion n: it never lands */
};
struct jolt_engine_fault {
	uint32_t kind;  /* enum jolt_fault_kind */
	uint32_t resp;  /* 2 SLVERR (0 means 2), 3 DECERR */
	uint64_t n;
};
/* 0; -EINVAL (bad kind or resp, or a fault already armed); -EOPNOTSUPP
 * (the driver has no memory model to inject into). */
int jolt_engine_inject_fault(struct jolt_engine *e, const struct jolt_engine_fault *f);

const char *jolt_engine_driver(struct jolt_engine *e);

/* Called by jolt_engine_run() for every completion; record is the slot's
 * bytes for a RECORD completion, else NULL. A non-zero return stops the run
 * and is returned. */
typedef int (*jolt_cpl_fn)(void *ctx, const struct jolt_cpl *c, const uint8_t *record);

/* Drives an engine through n descriptors until it is idle: submits as the
 * ring allows, polls, hands each completion to fn, and releases every record
 * slot after fn saw it. 0, a negative errno, or fn's non-zero value. */
int jolt_engine_run(struct jolt_engine *e, const struct jolt_desc *d, size_t n,
		    jolt_cpl_fn fn, void *ctx);

void jolt_engine_close(struct jolt_engine *e);

/* Names of the counters (index by enum jolt_counter_index: "items_in", ...,
 * "?" out of range) and of error codes ("BAD_OPCODE", ..., "OK" for 0,
 * "UNKNOWN"); for tools. Generated with wire.h (sw/lib/wire.c). */
const char *jolt_counter_name(int index);
const char *jolt_error_name(int code);

#endif
