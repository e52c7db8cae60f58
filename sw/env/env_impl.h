/* Internal: what an env implementation provides. The allocation registry
 * (bus address <-> host pointer, bounds) is common. */
#ifndef JOLT_ENV_IMPL_H
#define JOLT_ENV_IMPL_H
#include <pthread.h>

#include "jolt/env.h"

struct jolt_env_ops {
	const char *name;
	int (*open)(struct jolt_env *env, const char *args);
	void (*close)(struct jolt_env *env);
	/* raw memory and its bus address */
	void *(*alloc)(struct jolt_env *env, size_t size, size_t align, uint64_t *bus);
	void (*free)(struct jolt_env *env, void *p);
};

struct dma_region {
	uintptr_t va;
	uint64_t bus;
	size_t len;
};

struct jolt_env {
	const struct jolt_env_ops *ops;
	pthread_rwlock_t lock;      /* guards the registry */
	struct dma_region *regions; /* sorted by va */
	size_t nregions, cap;
	void *priv;
};

extern const struct jolt_env_ops jolt_env_posix_ops;
#ifdef JOLT_HAVE_DPDK
extern const struct jolt_env_ops jolt_env_dpdk_ops;
#endif
#endif
