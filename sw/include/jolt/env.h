/* jolt env: DMA-able memory with bus addresses, with two implementations
 * chosen at run time: "posix" (aligned memory, bus address = virtual
 * address) and "dpdk" (EAL started by jolt, rte_malloc +
 * rte_mem_virt2iova). Engine drivers and the co-simulation reach host
 * memory only through this. */
#ifndef JOLT_ENV_H
#define JOLT_ENV_H
#include <stddef.h>
#include <stdint.h>

struct jolt_env;

/* Opens an env by name ("posix", "dpdk"). For dpdk, args are extra EAL
 * arguments (NULL: the defaults for this machine, see docs/env.md). DPDK's
 * EAL can be started once per process: a second dpdk env at the same time
 * gets -EBUSY. 0, -ENOENT (unknown or not built), -EBUSY, -EIO (EAL
 * failed), -ENOMEM. */
int jolt_env_open(const char *name, const char *args, struct jolt_env **out);
void jolt_env_close(struct jolt_env *env);
const char *jolt_env_name(const struct jolt_env *env);
/* 1 if the named env was built into this library. */
int jolt_env_available(const char *name);

/* DMA memory: zeroed, aligned (a power of two >= 64), with its bus address.
 * NULL on failure. */
void *jolt_dma_alloc(struct jolt_env *env, size_t size, size_t align, uint64_t *bus_addr);
void jolt_dma_free(struct jolt_env *env, void *p);
/* The bus address of a byte of DMA memory, or UINT64_MAX if p is not in
 * any live allocation. */
uint64_t jolt_dma_bus_addr(struct jolt_env *env, const void *p);
/* The host pointer for [bus, bus + len), or NULL unless the whole range
 * lies inside one live allocation (what a bus master may touch). */
void *jolt_dma_translate(struct jolt_env *env, uint64_t bus, size_t len);

#endif
