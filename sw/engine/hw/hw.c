/*
 * The hardware engine driver (docs/engine-interface.md, host side).
 *
 * One DMA allocation holds the submission ring, the completion ring and the
 * log-buffer ring; a second one is the payload arena. They are the engine's
 * two DMA windows, so the engine can touch nothing else. Descriptors are
 * copied into the submission ring and announced by the SQ_TAIL doorbell;
 * completions are found in memory by their phase bit (no register read per
 * completion) and returned by the CQ_HEAD doorbell; record slots are
 * returned by LR_HEAD. Ring indices are the registers' free-running 32-bit
 * counts.
 *
 * A bus error (docs/engine-interface.md 6) stops the engine: its ERROR
 * BUS_ERROR completion is returned like any other, and once nothing is
 * left in the ring a poll finds STATUS.FAULT and returns -EIO (the ERROR
 * itself may be the write that failed). A 64-bit counter is read low word
 * first: that read latches the high word.
 */
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hw.h"
#include "jolt/env.h"
#include "jolt/regs.h"

struct hw_engine {
	struct jolt_engine base;
	struct jolt_engine_config cfg;
	struct jolt_hw_port port;
	struct jolt_env *env;
	int own_env;
	uint8_t *rings;
	uint64_t rings_bus;
	size_t rings_size;
	struct jolt_desc *sq;
	struct jolt_cpl *cq;
	uint8_t *lr;
	uint8_t *arena;
	uint64_t arena_bus;
	size_t arena_used;
	uint32_t sq_tail, sq_head;
	uint32_t cq_head;
	uint32_t lr_head;
	uint64_t wait_ns;  /* polls that found nothing: waiting, not host work */
};

uint64_t jolt_hw_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static struct hw_engine *hw(struct jolt_engine *e)
{
	return (struct hw_engine *)e;
}

static uint32_t rd(struct hw_engine *e, uint32_t off)
{
	return e->port.read32(e->port.ctx, off);
}

static void wr(struct hw_engine *e, uint32_t off, uint32_t v)
{
	e->port.write32(e->port.ctx, off, v);
}

static void wr64(struct hw_engine *e, uint32_t off, uint64_t v)
{
	wr(e, off, (uint32_t)v);
	wr(e, off + 4, (uint32_t)(v >> 32));
}

/* A counter: the low word's read latches the high word (docs/registers.md) */
static uint64_t rd_counter(struct hw_engine *e, uint32_t off)
{
	uint32_t lo = rd(e, off);

	return (uint64_t)rd(e, off + 4) << 32 | lo;
}

long jolt_hw_submit(struct jolt_engine *je, const struct jolt_desc *d, size_t n)
{
	struct hw_engine *e = hw(je);
	uint32_t size = e->cfg.sq_entries, free_slots = size - (e->sq_tail - e->sq_head);
	size_t k;

	if (free_slots < n && free_slots < size) {
		e->sq_head = rd(e, JOLT_REG_SQ_HEAD);
		free_slots = size - (e->sq_tail - e->sq_head);
	}
	k = n < free_slots ? n : free_slots;
	for (size_t i = 0; i < k; i++)
		e->sq[(e->sq_tail + i) & (size - 1)] = d[i];
	if (k) {
		atomic_thread_fence(memory_order_release);
		e->sq_tail += (uint32_t)k;
		wr(e, JOLT_REG_SQ_TAIL, e->sq_tail);
	}
	return (long)k;
}

/* Whether the next completion is in memory: its phase bit says whether the
 * engine wrote it on this pass over the ring. */
static const struct jolt_cpl *next_cpl(struct hw_engine *e)
{
	uint32_t size = e->cfg.cq_entries;
	const struct jolt_cpl *c = &e->cq[e->cq_head & (size - 1)];
	uint8_t expect = ((e->cq_head / size) & 1) ? 0 : 1;

	if ((*(volatile const uint8_t *)&c->phase & 1) != expect)
		return NULL;
	atomic_thread_fence(memory_order_acquire);
	return c;
}

/* Completions ready in memory, without a register read. */
static long take_cpls(struct hw_engine *e, struct jolt_cpl *out, size_t max)
{
	const struct jolt_cpl *c;
	size_t n = 0;

	while (n < max && (c = next_cpl(e))) {
		out[n++] = *c;
		e->cq_head++;
	}
	if (n)
		wr(e, JOLT_REG_CQ_HEAD, e->cq_head);
	return (long)n;
}

static uint64_t port_ns(struct hw_engine *e)
{
	return e->port.device_ns ? e->port.device_ns(e->port.ctx) : 0;
}

/* Rounds of port.wait() a poll that finds nothing tries before it returns
 * (so that the caller can submit more): bounded, so a device that waits
 * for the host is not kept running idle for long. */
enum { POLL_ROUNDS = 16 };
/* Rounds of port.wait() open gives RESET and the index sweep behind it. */
enum { RESET_ROUNDS = 1 << 14 };

long jolt_hw_poll(struct jolt_engine *je, struct jolt_cpl *out, size_t max)
{
	struct hw_engine *e = hw(je);
	long n = take_cpls(e, out, max);
	uint64_t t0, d0;

	if (n)
		return n;
	t0 = jolt_hw_now_ns(); /* from here on the host waits for the device */
	d0 = port_ns(e);
	for (int i = 0; i < POLL_ROUNDS && n == 0; i++) {
		e->port.wait(e->port.ctx);
		n = take_cpls(e, out, max);
	}
	if (n == 0 && (rd(e, JOLT_REG_STATUS) & JOLT_STATUS_FAULT_MASK)) {
		n = take_cpls(e, out, max); /* (one may have landed since) */
		if (n == 0)
			n = -EIO;
	}
	/* register accesses in the loop are counted by the port already */
	e->wait_ns += (jolt_hw_now_ns() - t0) - (port_ns(e) - d0);
	return n;
}

const uint8_t *jolt_hw_record(struct jolt_engine *je, uint32_t slot)
{
	struct hw_engine *e = hw(je);

	return slot < e->cfg.lr_slots ? e->lr + (size_t)slot * e->cfg.record_size : NULL;
}

int jolt_hw_release(struct jolt_engine *je, uint32_t n)
{
	struct hw_engine *e = hw(je);

	e->lr_head += n;
	wr(e, JOLT_REG_LR_HEAD, e->lr_head);
	return 0;
}

int jolt_hw_idle(struct jolt_engine *je)
{
	struct hw_engine *e = hw(je);

	if (next_cpl(e))
		return 0;
	e->sq_head = rd(e, JOLT_REG_SQ_HEAD);
	if (e->sq_head != e->sq_tail || !(rd(e, JOLT_REG_STATUS) & JOLT_STATUS_IDLE_MASK))
		return 0;
	return !next_cpl(e); /* one may have landed as the engine went idle */
}

void jolt_hw_counters(struct jolt_engine *je, struct jolt_counters *out)
{
	struct hw_engine *e = hw(je);

	for (int i = 0; i < JOLT_CTR_COUNT; i++)
		out->v[i] = rd_counter(e, JOLT_REG_CTR_BASE + JOLT_REG_CTR_STRIDE * (uint32_t)i);
}

void *jolt_hw_payload_alloc(struct jolt_engine *je, size_t size, uint64_t *addr)
{
	struct hw_engine *e = hw(je);
	size_t at = (e->arena_used + 63) & ~(size_t)63;

	if (at > e->cfg.payload_arena || size > e->cfg.payload_arena - at)
		return NULL;
	e->arena_used = at + size;
	*addr = e->arena_bus + at;
	return e->arena + at;
}

uint64_t jolt_hw_cycles(struct jolt_engine *je)
{
	struct hw_engine *e = hw(je);

	return e->port.cycles ? e->port.cycles(e->port.ctx) : 0;
}

uint64_t jolt_hw_device_ns(struct jolt_engine *je)
{
	struct hw_engine *e = hw(je);

	return e->wait_ns + port_ns(e);
}

int jolt_hw_inject_fault(struct jolt_engine *je, const struct jolt_engine_fault *f)
{
	struct hw_engine *e = hw(je);

	return e->port.inject_fault ? e->port.inject_fault(e->port.ctx, f) : -EOPNOTSUPP;
}

void jolt_hw_adopt_env(struct jolt_engine *je)
{
	hw(je)->own_env = 1;
}

void jolt_hw_close(struct jolt_engine *je)
{
	struct hw_engine *e = hw(je);

	if (e->port.ctx) {
		wr(e, JOLT_REG_CTRL, 0);
		e->port.close(e->port.ctx);
	}
	if (e->env) {
		jolt_dma_free(e->env, e->rings);
		jolt_dma_free(e->env, e->arena);
		if (e->own_env)
			jolt_env_close(e->env);
	}
	free(e);
}

int jolt_hw_open(const struct jolt_engine_ops *ops, const struct jolt_engine_config *cfg,
		 struct jolt_env *env, const struct jolt_hw_port *port, struct jolt_engine **out)
{
	struct hw_engine *e = calloc(1, sizeof(*e));
	size_t sq_bytes = (size_t)cfg->sq_entries * sizeof(struct jolt_desc);
	size_t cq_bytes = (size_t)cfg->cq_entries * sizeof(struct jolt_cpl);
	int rc = 0;

	*out = NULL;
	if (!e) {
		port->close(port->ctx);
		return -ENOMEM;
	}
	e->base.ops = ops;
	e->cfg = *cfg;
	e->port = *port;
	e->env = env;
	if (rd(e, JOLT_REG_ID) != JOLT_ENGINE_ID || rd(e, JOLT_REG_VERSION) != JOLT_INTERFACE_VERSION) {
		rc = -EIO;
		goto fail;
	}
	if (rd(e, JOLT_REG_CAPACITY) != cfg->capacity || rd(e, JOLT_REG_INDEX_SLOTS) != cfg->index_slots) {
		rc = -EINVAL; /* build parameters of this engine */
		goto fail;
	}
	e->rings_size = sq_bytes + cq_bytes + (size_t)cfg->lr_slots * cfg->record_size;
	e->rings = jolt_dma_alloc(env, e->rings_size, 4096, &e->rings_bus);
	e->arena = jolt_dma_alloc(env, cfg->payload_arena ? cfg->payload_arena : 64, 4096, &e->arena_bus);
	if (!e->rings || !e->arena) {
		rc = -ENOMEM;
		goto fail;
	}
	e->sq = (struct jolt_desc *)e->rings;
	e->cq = (struct jolt_cpl *)(e->rings + sq_bytes);
	e->lr = e->rings + sq_bytes + cq_bytes;

	/* RESET, ENABLE cleared: an engine left running or faulted takes it
	 * once it is quiet (its checkpoint in flight finished); IDLE follows
	 * its key index sweep */
	wr(e, JOLT_REG_CTRL, JOLT_CTRL_RESET_MASK);
	for (int i = 0; !(rd(e, JOLT_REG_STATUS) & JOLT_STATUS_IDLE_MASK); i++) {
		if (i == RESET_ROUNDS) {
			rc = -EIO;
			goto fail;
		}
		e->port.wait(e->port.ctx);
	}
	wr(e, JOLT_REG_RECORD_SIZE, cfg->record_size);
	wr(e, JOLT_REG_MAX_TX_ITEMS, cfg->max_tx_items);
	wr64(e, JOLT_REG_LOG_BLOCKS_LO, cfg->log_blocks);
	wr64(e, JOLT_REG_FIRST_LSN_LO, cfg->first_lsn);
	wr64(e, JOLT_REG_FIRST_SEQ_LO, cfg->first_seq);
	wr64(e, JOLT_REG_SQ_BASE_LO, e->rings_bus);
	wr(e, JOLT_REG_SQ_SIZE, cfg->sq_entries);
	wr64(e, JOLT_REG_CQ_BASE_LO, e->rings_bus + sq_bytes);
	wr(e, JOLT_REG_CQ_SIZE, cfg->cq_entries);
	wr64(e, JOLT_REG_LR_BASE_LO, e->rings_bus + sq_bytes + cq_bytes);
	wr(e, JOLT_REG_LR_SLOTS, cfg->lr_slots);
	wr64(e, JOLT_REG_WIN0_BASE_LO, e->rings_bus);
	wr64(e, JOLT_REG_WIN0_LIMIT_LO, e->rings_bus + e->rings_size);
	wr64(e, JOLT_REG_WIN1_BASE_LO, e->arena_bus);
	wr64(e, JOLT_REG_WIN1_LIMIT_LO, e->arena_bus + cfg->payload_arena);
	wr(e, JOLT_REG_CTRL, JOLT_CTRL_ENABLE_MASK);
	if (!(rd(e, JOLT_REG_CTRL) & JOLT_CTRL_ENABLE_MASK)) {
		rc = -EINVAL; /* the engine refused the configuration */
		goto fail;
	}
	*out = &e->base;
	return 0;
fail:
	jolt_hw_close(&e->base);
	return rc;
}
