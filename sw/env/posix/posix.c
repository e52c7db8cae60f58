/* The posix env: memory from posix_memalign whose bus address is its
 * virtual address (as DPDK's IOVA-as-VA mode). */
#include <errno.h>
#include <stdlib.h>

#include "../env_impl.h"

static int posix_open(struct jolt_env *env, const char *args)
{
	(void)env;
	return args && *args ? -EINVAL : 0;
}

static void posix_close(struct jolt_env *env)
{
	(void)env;
}

static void *posix_alloc(struct jolt_env *env, size_t size, size_t align, uint64_t *bus)
{
	void *p;

	(void)env;
	if (posix_memalign(&p, align, size))
		return NULL;
	*bus = (uint64_t)(uintptr_t)p;
	return p;
}

static void posix_free(struct jolt_env *env, void *p)
{
	(void)env;
	free(p);
}

const struct jolt_env_ops jolt_env_posix_ops = {
	.name = "posix",
	.open = posix_open,
	.close = posix_close,
	.alloc = posix_alloc,
	.free = posix_free,
};
