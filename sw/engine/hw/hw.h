/* Internal: the hardware engine driver, written once for every engine that
 * sits behind registers and DMA (the co-simulated RTL today, a board
 * later). A transport gives it register access and a way to let the device
 * run; everything else (rings in env DMA memory, doorbells, completions by
 * phase bit, counters) is here. */
#ifndef JOLT_ENGINE_HW_H
#define JOLT_ENGINE_HW_H
#include "../engine_impl.h"

struct jolt_hw_port {
	void *ctx;
	uint32_t (*read32)(void *ctx, uint32_t off);
	void (*write32)(void *ctx, uint32_t off, uint32_t value);
	void (*wait)(void *ctx);            /* let the device make progress */
	uint64_t (*cycles)(void *ctx);      /* device clock cycles, if known */
	uint64_t (*device_ns)(void *ctx);   /* time inside (simulated) register accesses */
	/* a bus error to answer (jolt_engine_inject_fault), if the transport can */
	int (*inject_fault)(void *ctx, const struct jolt_engine_fault *f);
	void (*close)(void *ctx);
};

/* Opens a hardware engine over a port with DMA memory from env (required);
 * on failure the port is closed. */
int jolt_hw_open(const struct jolt_engine_ops *ops, const struct jolt_engine_config *cfg,
		 struct jolt_env *env, const struct jolt_hw_port *port, struct jolt_engine **out);

/* The engine ops a hardware driver shares (its own ops table names them). */
long jolt_hw_submit(struct jolt_engine *e, const struct jolt_desc *d, size_t n);
long jolt_hw_poll(struct jolt_engine *e, struct jolt_cpl *out, size_t max);
const uint8_t *jolt_hw_record(struct jolt_engine *e, uint32_t slot);
int jolt_hw_release(struct jolt_engine *e, uint32_t n);
int jolt_hw_idle(struct jolt_engine *e);
void jolt_hw_counters(struct jolt_engine *e, struct jolt_counters *out);
int jolt_hw_inject_fault(struct jolt_engine *e, const struct jolt_engine_fault *f);
void *jolt_hw_payload_alloc(struct jolt_engine *e, size_t size, uint64_t *addr);
uint64_t jolt_hw_cycles(struct jolt_engine *e);
uint64_t jolt_hw_device_ns(struct jolt_engine *e);
/* CLOCK_MONOTONIC through the vDSO (tens of ns; the thread CPU clock would
 * be a system call each time and distort what it measures). */
uint64_t jolt_hw_now_ns(void);
void jolt_hw_close(struct jolt_engine *e);
/* The engine closes env when it closes. */
void jolt_hw_adopt_env(struct jolt_engine *e);
#endif
