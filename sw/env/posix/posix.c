/* The posix env: memory from posix_memalign whose bus address is its
 * virtual address (as DPDK's IOVA-as-VA mode), and a bounded lock-free
 * MPMC ring (sequence numbers per cell, as in Vyukov's bounded queue). */
#include <errno.h>
#include <stdatomic.h>
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

struct cell {
	atomic_size_t seq;
	void *obj;
};

struct posix_ring {
	struct jolt_ring base;
	size_t mask;
	_Alignas(64) atomic_size_t head; /* next to dequeue */
	_Alignas(64) atomic_size_t tail; /* next to enqueue */
	_Alignas(64) struct cell cells[];
};

static int pr_enqueue(struct jolt_ring *jr, void *obj)
{
	struct posix_ring *r = (struct posix_ring *)jr;
	size_t pos = atomic_load_explicit(&r->tail, memory_order_relaxed);

	for (;;) {
		struct cell *c = &r->cells[pos & r->mask];
		size_t seq = atomic_load_explicit(&c->seq, memory_order_acquire);
		intptr_t dif = (intptr_t)seq - (intptr_t)pos;

		if (dif == 0) {
			if (atomic_compare_exchange_weak_explicit(&r->tail, &pos, pos + 1,
								  memory_order_relaxed,
								  memory_order_relaxed)) {
				c->obj = obj;
				atomic_store_explicit(&c->seq, pos + 1, memory_order_release);
				return 0;
			}
		} else if (dif < 0) {
			return -ENOBUFS;
		} else {
			pos = atomic_load_explicit(&r->tail, memory_order_relaxed);
		}
	}
}

static int pr_dequeue(struct jolt_ring *jr, void **obj)
{
	struct posix_ring *r = (struct posix_ring *)jr;
	size_t pos = atomic_load_explicit(&r->head, memory_order_relaxed);

	for (;;) {
		struct cell *c = &r->cells[pos & r->mask];
		size_t seq = atomic_load_explicit(&c->seq, memory_order_acquire);
		intptr_t dif = (intptr_t)seq - (intptr_t)(pos + 1);

		if (dif == 0) {
			if (atomic_compare_exchange_weak_explicit(&r->head, &pos, pos + 1,
								  memory_order_relaxed,
								  memory_order_relaxed)) {
				*obj = c->obj;
				atomic_store_explicit(&c->seq, pos + r->mask + 1, memory_order_release);
				return 0;
			}
		} else if (dif < 0) {
			return -ENOENT;
		} else {
			pos = atomic_load_explicit(&r->head, memory_order_relaxed);
		}
	}
}

static unsigned pr_count(struct jolt_ring *jr)
{
	struct posix_ring *r = (struct posix_ring *)jr;
	size_t t = atomic_load(&r->tail), h = atomic_load(&r->head);

	return t > h ? (unsigned)(t - h) : 0;
}

static void pr_free(struct jolt_ring *jr)
{
	free(jr);
}

static int posix_ring_create(struct jolt_env *env, unsigned count, struct jolt_ring **out)
{
	struct posix_ring *r;

	(void)env;
	if (posix_memalign((void **)&r, 64, sizeof(*r) + count * sizeof(struct cell)))
		return -ENOMEM;
	r->base = (struct jolt_ring){ pr_enqueue, pr_dequeue, pr_count, pr_free };
	r->mask = count - 1;
	atomic_init(&r->head, 0);
	atomic_init(&r->tail, 0);
	for (unsigned i = 0; i < count; i++) {
		atomic_init(&r->cells[i].seq, i);
		r->cells[i].obj = NULL;
	}
	*out = &r->base;
	return 0;
}

const struct jolt_env_ops jolt_env_posix_ops = {
	.name = "posix",
	.open = posix_open,
	.close = posix_close,
	.alloc = posix_alloc,
	.free = posix_free,
	.ring_create = posix_ring_create,
};
