/* The dpdk env (Debian's DPDK 22.11): jolt starts the EAL itself, once per
 * process, with flags that suit the machine: hugepages when some are free
 * (IOVA as PA), else --no-huge (IOVA as VA). Memory from rte_malloc with
 * its IOVA from rte_mem_virt2iova(). The EAL is never torn down (DPDK
 * cannot start it twice), so later envs reuse it. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rte_eal.h>
#include <rte_errno.h>
#include <rte_malloc.h>
#include <rte_memory.h>

#include "../env_impl.h"

/* Process-wide EAL state: DPDK itself is process-global. */
static pthread_mutex_t eal_lock = PTHREAD_MUTEX_INITIALIZER;
static int eal_state; /* 0 not started, 1 running, -errno failed */

static int hugepages_free(void)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[128];
	long n = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "HugePages_Free: %ld", &n) == 1)
			break;
	fclose(f);
	return n > 0;
}

static int start_eal(const char *extra)
{
	char cores[64], buf[512], *argv[32], *save = NULL;
	int argc = 0;
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);

	/* lcore 0 may run on every CPU: the EAL must not pin the caller */
	snprintf(cores, sizeof(cores), "--lcores=0@(0-%ld)", ncpu > 1 ? ncpu - 1 : 0);
	argv[argc++] = "jolt";
	argv[argc++] = cores;
	argv[argc++] = "--no-pci";
	argv[argc++] = "--log-level=lib.eal:error";
	argv[argc++] = "--no-telemetry";
	if (hugepages_free()) {
		argv[argc++] = "--in-memory";
	} else {
		argv[argc++] = "--no-huge";
		argv[argc++] = "-m";
		argv[argc++] = "256";
		argv[argc++] = "--no-shconf";
	}
	if (extra) {
		snprintf(buf, sizeof(buf), "%s", extra);
		for (char *t = strtok_r(buf, " ", &save); t && argc < 31; t = strtok_r(NULL, " ", &save))
			argv[argc++] = t;
	}
	argv[argc] = NULL;
	return rte_eal_init(argc, argv) < 0 ? -EIO : 0;
}

static int dpdk_open(struct jolt_env *env, const char *args)
{
	int rc;

	(void)env;
	pthread_mutex_lock(&eal_lock);
	if (eal_state == 0)
		eal_state = start_eal(args) ? -EIO : 1;
	rc = eal_state < 0 ? eal_state : 0;
	pthread_mutex_unlock(&eal_lock);
	return rc;
}

static void dpdk_close(struct jolt_env *env)
{
	(void)env;
}

static void *dpdk_alloc(struct jolt_env *env, size_t size, size_t align, uint64_t *bus)
{
	void *p = rte_malloc(NULL, size, (unsigned)align);
	rte_iova_t iova;

	(void)env;
	if (!p)
		return NULL;
	iova = rte_mem_virt2iova(p);
	if (iova == RTE_BAD_IOVA) {
		rte_free(p);
		return NULL;
	}
	*bus = iova;
	return p;
}

static void dpdk_free(struct jolt_env *env, void *p)
{
	(void)env;
	rte_free(p);
}

const struct jolt_env_ops jolt_env_dpdk_ops = {
	.name = "dpdk",
	.open = dpdk_open,
	.close = dpdk_close,
	.alloc = dpdk_alloc,
	.free = dpdk_free,
};
