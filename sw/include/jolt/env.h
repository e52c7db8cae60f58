/* jolt env: DMA-able memory with bus addresses, rings and polling threads,
 * with two implementations chosen at run time: "posix" (aligned memory,
 * bus address = virtual address, a lock-free ring, pthreads) and "dpdk"
 * (EAL started by jolt, rte_malloc + rte_mem_virt2iova, rte_ring). Engine
 * drivers and the co-simulation reach host memory only through this. */
#ifndef JOLT_ENV_H
#define JOLT_ENV_H
#include <stddef.h>
#include <stdint.h>

struct jolt_env;
struct jolt_ring;
struct jolt_poller;

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

/* A bounded multi-producer multi-consumer ring of pointers; count is a
 * power of two. */
int jolt_ring_create(struct jolt_env *env, unsigned count, struct jolt_ring **out);
void jolt_ring_free(struct jolt_ring *r);
/* 0, or -ENOBUFS when full. */
int jolt_ring_enqueue(struct jolt_ring *r, void *obj);
/* 0, or -ENOENT when empty. */
int jolt_ring_dequeue(struct jolt_ring *r, void **obj);
unsigned jolt_ring_count(struct jolt_ring *r);

/* A polling thread: calls fn(arg) in a loop until fn returns < 0 or
 * jolt_poller_stop() is called; fn returns how much work it did (0: idle,
 * the thread then yields). */
typedef int (*jolt_poll_fn)(void *arg);
int jolt_poller_start(struct jolt_env *env, jolt_poll_fn fn, void *arg, struct jolt_poller **out);
/* Stops and joins; returns fn's last negative value, or 0. */
int jolt_poller_stop(struct jolt_poller *p);
/* CPU time the thread has used so far, in nanoseconds. */
uint64_t jolt_poller_cpu_ns(struct jolt_poller *p);

#endif
