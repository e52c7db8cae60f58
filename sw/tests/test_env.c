/* The env contract, run on every env built in (posix, then dpdk): DMA
 * memory with bus addresses and bounds-checked translation, rings under
 * concurrent producers and consumers, pollers with their CPU time. */
#include <errno.h>
#include <pthread.h>
#include <string.h>

#include "check.h"
#include "jolt/env.h"

enum { ITEMS = 200000, PRODUCERS = 2 };

struct ring_test {
	struct jolt_ring *ring;
	int id;
};

static void *producer(void *v)
{
	struct ring_test *t = v;

	for (uintptr_t i = 1; i <= ITEMS; i++) {
		void *obj = (void *)(i << 1 | (uintptr_t)t->id);

		while (jolt_ring_enqueue(t->ring, obj) == -ENOBUFS)
			;
	}
	return NULL;
}

struct consumer {
	struct jolt_ring *ring;
	uintptr_t last[PRODUCERS];
	long got;
	int order_ok;
};

static int consume(void *v)
{
	struct consumer *c = v;
	void *obj;
	int n = 0;

	while (jolt_ring_dequeue(c->ring, &obj) == 0) {
		uintptr_t x = (uintptr_t)obj, id = x & 1, seq = x >> 1;

		if (seq != c->last[id] + 1) /* FIFO per producer */
			c->order_ok = 0;
		c->last[id] = seq;
		c->got++;
		n++;
	}
	return c->got == (long)ITEMS * PRODUCERS ? -1000 : n;
}

static void test_env(const char *name)
{
	struct jolt_env *env;
	struct jolt_ring *ring;
	struct jolt_poller *poller;
	struct ring_test prod[PRODUCERS];
	struct consumer cons = { .order_ok = 1 };
	pthread_t th[PRODUCERS];
	uint64_t bus_a, bus_b;
	uint8_t *a, *b;
	void *obj;

	CHECK_EQ(jolt_env_open(name, NULL, &env), 0);
	CHECK(strcmp(jolt_env_name(env), name) == 0);

	a = jolt_dma_alloc(env, 10000, 4096, &bus_a);
	b = jolt_dma_alloc(env, 64, 64, &bus_b);
	CHECK(a && b);
	CHECK(((uintptr_t)a & 4095) == 0);
	CHECK(a[9999] == 0 && a[0] == 0);
	CHECK_EQ(jolt_dma_bus_addr(env, a), bus_a);
	CHECK_EQ(jolt_dma_bus_addr(env, a + 5000), bus_a + 5000);
	CHECK_EQ(jolt_dma_bus_addr(env, b), bus_b);
	CHECK(jolt_dma_bus_addr(env, &bus_a) == UINT64_MAX);
	CHECK(jolt_dma_translate(env, bus_a, 10000) == a);
	CHECK(jolt_dma_translate(env, bus_a + 9999, 1) == a + 9999);
	CHECK(jolt_dma_translate(env, bus_a + 9999, 2) == NULL);   /* runs past the end */
	CHECK(jolt_dma_translate(env, bus_a - 1, 1) == NULL);
	CHECK(jolt_dma_translate(env, bus_b, 65) == NULL);
	CHECK(jolt_dma_translate(env, UINT64_MAX - 10, 100) == NULL);
	CHECK(jolt_dma_alloc(env, 100, 48, &bus_b) == NULL);      /* bad alignment */
	jolt_dma_free(env, b);
	CHECK(jolt_dma_translate(env, bus_b, 1) == NULL);          /* freed: gone */

	CHECK_EQ(jolt_ring_create(env, 100, &ring), -EINVAL);
	CHECK_EQ(jolt_ring_create(env, 4, &ring), 0);
	CHECK_EQ(jolt_ring_dequeue(ring, &obj), -ENOENT);
	for (uintptr_t i = 1; i <= 4; i++)
		CHECK_EQ(jolt_ring_enqueue(ring, (void *)i), 0);
	CHECK_EQ(jolt_ring_enqueue(ring, (void *)5), -ENOBUFS);
	CHECK_EQ(jolt_ring_count(ring), 4);
	CHECK_EQ(jolt_ring_dequeue(ring, &obj), 0);
	CHECK(obj == (void *)1);
	jolt_ring_free(ring);

	/* two producer threads, one consumer poller */
	CHECK_EQ(jolt_ring_create(env, 1024, &ring), 0);
	cons.ring = ring;
	CHECK_EQ(jolt_poller_start(env, consume, &cons, &poller), 0);
	for (int i = 0; i < PRODUCERS; i++) {
		prod[i] = (struct ring_test){ ring, i };
		CHECK_EQ(pthread_create(&th[i], NULL, producer, &prod[i]), 0);
	}
	for (int i = 0; i < PRODUCERS; i++)
		pthread_join(th[i], NULL);
	while (cons.got < (long)ITEMS * PRODUCERS)
		sched_yield();
	CHECK(jolt_poller_cpu_ns(poller) > 0);
	CHECK_EQ(jolt_poller_stop(poller), -1000);
	CHECK(cons.order_ok);
	CHECK_EQ(jolt_ring_count(ring), 0);
	jolt_ring_free(ring);

	jolt_env_close(env); /* frees a as well */
}

int main(void)
{
	struct jolt_env *env;

	CHECK_EQ(jolt_env_open("nosuch", NULL, &env), -ENOENT);
	CHECK(jolt_env_available("posix"));
	test_env("posix");
	if (jolt_env_available("dpdk"))
		test_env("dpdk");
	else
		printf("dpdk env not built: skipped\n");
	return 0;
}
