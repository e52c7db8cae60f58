/* The env contract, run on every env (posix always, dpdk where DPDK is
 * built): DMA memory zeroed and aligned, bus addresses, and translation
 * bounded by the live allocations, as a bus master is given it. */
#include <errno.h>
#include <string.h>

#include "check.h"
#include "jolt/env.h"

static void dma_contract(const char *name)
{
	struct jolt_env *env;
	uint64_t bus_a, bus_b;
	uint8_t *a, *b;

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
	CHECK(jolt_dma_alloc(env, 0, 64, &bus_b) == NULL);        /* nothing to allocate */
	jolt_dma_free(env, b);
	CHECK(jolt_dma_translate(env, bus_b, 1) == NULL);          /* freed: gone */
	jolt_dma_free(env, a + 64);                                /* not an allocation: ignored */
	CHECK(jolt_dma_translate(env, bus_a, 10000) == a);

	jolt_env_close(env); /* frees a as well */
}

static void unknown_env(void)
{
	struct jolt_env *env = (struct jolt_env *)1;

	CHECK_EQ(jolt_env_open("nosuch", NULL, &env), -ENOENT);
	CHECK(env == NULL);
	CHECK(!jolt_env_available("nosuch"));
}

static void posix(void)
{
	CHECK(jolt_env_available("posix"));
	dma_contract("posix");
}

static void posix_refuses_arguments(void)
{
	struct jolt_env *env;

	CHECK_EQ(jolt_env_open("posix", "--no-huge", &env), -EINVAL);
}

static void dpdk(void)
{
	if (!jolt_env_available("dpdk"))
		SKIP("the dpdk env is not built (libdpdk not found by meson)");
	dma_contract("dpdk");
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(unknown_env), TEST(posix), TEST(posix_refuses_arguments), TEST(dpdk),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
