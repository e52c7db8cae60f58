/* jolt env: dispatch to an implementation, and the registry of DMA memory
 * that maps bus addresses back to host memory (bounds-checked, for bus
 * masters such as the co-simulated engine). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "env_impl.h"

static const struct jolt_env_ops *const envs[] = {
	&jolt_env_posix_ops,
#ifdef JOLT_HAVE_DPDK
	&jolt_env_dpdk_ops,
#endif
};

static const struct jolt_env_ops *find(const char *name)
{
	for (size_t i = 0; i < sizeof(envs) / sizeof(envs[0]); i++)
		if (!strcmp(envs[i]->name, name))
			return envs[i];
	return NULL;
}

int jolt_env_available(const char *name)
{
	return find(name) != NULL;
}

int jolt_env_open(const char *name, const char *args, struct jolt_env **out)
{
	const struct jolt_env_ops *ops = find(name);
	struct jolt_env *env;
	int rc;

	*out = NULL;
	if (!ops)
		return -ENOENT;
	env = calloc(1, sizeof(*env));
	if (!env)
		return -ENOMEM;
	env->ops = ops;
	pthread_rwlock_init(&env->lock, NULL);
	rc = ops->open(env, args);
	if (rc) {
		pthread_rwlock_destroy(&env->lock);
		free(env);
		return rc;
	}
	*out = env;
	return 0;
}

void jolt_env_close(struct jolt_env *env)
{
	if (!env)
		return;
	while (env->nregions)
		jolt_dma_free(env, (void *)env->regions[env->nregions - 1].va);
	env->ops->close(env);
	pthread_rwlock_destroy(&env->lock);
	free(env->regions);
	free(env);
}

const char *jolt_env_name(const struct jolt_env *env)
{
	return env->ops->name;
}

/* Index of the region holding va, or of where it would be inserted. */
static size_t region_at(const struct jolt_env *env, uintptr_t va)
{
	size_t lo = 0, hi = env->nregions;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (env->regions[mid].va + env->regions[mid].len <= va)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void *jolt_dma_alloc(struct jolt_env *env, size_t size, size_t align, uint64_t *bus_addr)
{
	uint64_t bus;
	void *p;
	size_t i;

	if (size == 0 || align < 64 || (align & (align - 1)))
		return NULL;
	p = env->ops->alloc(env, size, align, &bus);
	if (!p)
		return NULL;
	memset(p, 0, size);
	pthread_rwlock_wrlock(&env->lock);
	if (env->nregions == env->cap) {
		size_t cap = env->cap ? 2 * env->cap : 16;
		struct dma_region *n = realloc(env->regions, cap * sizeof(*n));

		if (!n) {
			pthread_rwlock_unlock(&env->lock);
			env->ops->free(env, p);
			return NULL;
		}
		env->regions = n;
		env->cap = cap;
	}
	i = region_at(env, (uintptr_t)p);
	memmove(&env->regions[i + 1], &env->regions[i], (env->nregions - i) * sizeof(env->regions[0]));
	env->regions[i] = (struct dma_region){ (uintptr_t)p, bus, size };
	env->nregions++;
	pthread_rwlock_unlock(&env->lock);
	if (bus_addr)
		*bus_addr = bus;
	return p;
}

void jolt_dma_free(struct jolt_env *env, void *p)
{
	size_t i;

	if (!p)
		return;
	pthread_rwlock_wrlock(&env->lock);
	i = region_at(env, (uintptr_t)p);
	if (i == env->nregions || env->regions[i].va != (uintptr_t)p) {
		pthread_rwlock_unlock(&env->lock);
		return; /* not ours: ignore rather than corrupt the heap */
	}
	memmove(&env->regions[i], &env->regions[i + 1],
		(env->nregions - i - 1) * sizeof(env->regions[0]));
	env->nregions--;
	pthread_rwlock_unlock(&env->lock);
	env->ops->free(env, p);
}

uint64_t jolt_dma_bus_addr(struct jolt_env *env, const void *p)
{
	uintptr_t va = (uintptr_t)p;
	uint64_t bus = UINT64_MAX;
	size_t i;

	pthread_rwlock_rdlock(&env->lock);
	i = region_at(env, va);
	if (i < env->nregions && env->regions[i].va <= va)
		bus = env->regions[i].bus + (va - env->regions[i].va);
	pthread_rwlock_unlock(&env->lock);
	return bus;
}

void *jolt_dma_translate(struct jolt_env *env, uint64_t bus, size_t len)
{
	void *p = NULL;

	/* Bus addresses of different regions need not be ordered like their
	 * host addresses (IOVA as PA), so search them all; there are few. */
	pthread_rwlock_rdlock(&env->lock);
	for (size_t i = 0; i < env->nregions; i++) {
		const struct dma_region *r = &env->regions[i];

		if (bus >= r->bus && bus - r->bus <= r->len && len <= r->len - (bus - r->bus)) {
			p = (void *)(r->va + (uintptr_t)(bus - r->bus));
			break;
		}
	}
	pthread_rwlock_unlock(&env->lock);
	return p;
}
