/* jolt traces: the input stream of transactions shared by the soft engine,
 * the RTL testbenches and co-simulation (docs/trace-format.md), and the
 * seeded generator that writes them.
 *
 * These are tools, not libjolt's API: no user of the library (the journal,
 * a filesystem) reads traces. They build as libjolt_trace, a library of
 * their own beside libjolt, for the jolt CLI, the C tests, the fuzzer, the
 * C++ harness of the RTL and the Python binding (which loads it as the
 * generator and parser of the cocotb golden model). Written without macros
 * so that the binding can parse it as is. */
#ifndef JOLT_TOOLS_TRACE_H
#define JOLT_TOOLS_TRACE_H
#include <stddef.h>
#include <stdint.h>
#include "jolt/engine.h"

enum {
	JOLT_TRACE_VERSION = 1,
	JOLT_TRACE_HEADER_SIZE = 16,
	JOLT_TRACE_ENTRY_SIZE = 16,
	JOLT_TRACE_MAX_ITEM = 16777216,  /* an ITEM's payload in a trace, at most */
};

/* A parsed trace: descriptors whose ITEM addr points into buf. */
struct jolt_trace {
	uint8_t *buf;
	size_t size;
	struct jolt_desc *descs;
	size_t ndescs;
	uint64_t items;
	uint64_t payload_bytes;
};

/* Parses a trace held in memory (the trace keeps a copy). 0, or -EBADMSG
 * with why (offset and cause), or -ENOMEM. */
int jolt_trace_parse(const uint8_t *data, size_t size, struct jolt_trace *t,
		     char *why, size_t why_len);
/* Reads and parses a trace from a file or a stream (pipe, FIFO); a
 * directory is refused (-EISDIR), and reading stops at a header that is not
 * a trace's. 0, or a negative errno with why. */
int jolt_trace_load(const char *path, struct jolt_trace *t, char *why, size_t why_len);
void jolt_trace_free(struct jolt_trace *t);

/* The trace's descriptors for engine e: its payloads copied into memory the
 * engine can read (jolt_engine_payload_alloc), the ITEM addresses pointing
 * there. malloc'd (free()); NULL with -ENOMEM in *rc when the engine's
 * payload arena cannot hold the trace. */
struct jolt_desc *jolt_trace_descs_for(const struct jolt_trace *t, struct jolt_engine *e, int *rc);

/* Parameters of the random trace generator; probabilities in 1/1000. */
struct jolt_gen_params {
	uint64_t seed;
	uint64_t transactions;
	uint32_t items_min;        /* items per transaction */
	uint32_t items_max;
	uint32_t payload_min;      /* payload bytes per item */
	uint32_t payload_max;
	uint32_t keys;             /* object key space */
	uint32_t relog_pm;         /* object item reuses a recently logged key */
	uint32_t intent_pm;        /* item is an intent */
	uint32_t done_pm;          /* item is a done for an outstanding intent */
	uint32_t done_same_pm;     /* a done picks the newest intent (likely same checkpoint) */
	uint32_t push_every;       /* push after this many transactions (0: never) */
	uint32_t push_pm;          /* else push after a transaction with this probability */
	uint32_t bad_pm;           /* emit an invalid item (bad type / too big) */
	uint32_t final_push;       /* end the trace with a push */
	uint32_t reserved;
};

void jolt_gen_params_default(struct jolt_gen_params *p);

/* Generates a trace; *out is malloc'd (free()), *size its length. 0 or -errno. */
int jolt_trace_generate(const struct jolt_gen_params *p, uint8_t **out, size_t *size);

#endif
