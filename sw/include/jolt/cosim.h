/* The C ABI of a co-simulated engine: the Verilated RTL built into a shared
 * library (sim/cosim/, libjolt_cosim.so) that the "sim" engine driver loads.
 * Its AXI4-Lite slave is reached through read32/write32 (each clocks the
 * model until the transaction completes); its AXI4 master reads and writes
 * host memory through the host's translate callback, which returns NULL for
 * an address outside registered DMA memory: the model then answers the
 * burst with SLVERR and counts a bus error, it never touches that memory. */
#ifndef JOLT_COSIM_H
#define JOLT_COSIM_H
#include <stddef.h>
#include <stdint.h>

enum {
	JOLT_COSIM_ABI_VERSION = 2,
};

/* The bus errors jolt_cosim_fault() arms (the kinds of jolt_engine_fault,
 * docs/engine-interface.md 6), counted from 0 since open. */
enum {
	JOLT_COSIM_FAULT_DESC_READ = 1,    /* every beat of descriptor n */
	JOLT_COSIM_FAULT_PAYLOAD_READ = 2, /* the first payload beat that holds bus address n */
	JOLT_COSIM_FAULT_RECORD_WRITE = 3, /* the first burst of record n (the k-th header written ends record k) */
	JOLT_COSIM_FAULT_CPL_WRITE = 4,    /* the burst of completion n */
};

struct jolt_cosim_host {
	void *ctx;
	/* Host pointer for [addr, addr + len), or NULL. */
	void *(*translate)(void *ctx, uint64_t addr, size_t len, int write);
};

struct jolt_cosim_params {
	uint32_t data_width;   /* bits of the AXI4 data bus the library was built with */
	uint32_t capacity;
	uint32_t index_slots;
	uint32_t reserved;
};

struct jolt_cosim;

/* Every function the library exports, under these names. */
int jolt_cosim_abi_version(void);
void jolt_cosim_params(struct jolt_cosim_params *out);
/* wave: an FST file to trace into, or NULL. NULL on failure. */
struct jolt_cosim *jolt_cosim_open(const struct jolt_cosim_host *host, const char *wave);
uint32_t jolt_cosim_read32(struct jolt_cosim *c, uint32_t off);
void jolt_cosim_write32(struct jolt_cosim *c, uint32_t off, uint32_t value);
/* Runs the model for cycles clock cycles. */
void jolt_cosim_run(struct jolt_cosim *c, uint64_t cycles);
uint64_t jolt_cosim_cycles(const struct jolt_cosim *c);
uint64_t jolt_cosim_bus_errors(const struct jolt_cosim *c);
/* Arms one bus error: the beat (R) or burst (B) is answered with resp (2
 * SLVERR, 3 DECERR) and not carried out. The rings' places come from the
 * register writes seen (SQ/CQ/LR_BASE, sizes, RECORD_SIZE). 0, or -EINVAL
 * (bad kind or resp, or one already armed). */
int jolt_cosim_fault(struct jolt_cosim *c, uint32_t kind, uint32_t resp, uint64_t n);
void jolt_cosim_close(struct jolt_cosim *c);

#endif
