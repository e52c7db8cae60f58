/* The "sim" engine: the RTL in the loop. The Verilated engine is a shared
 * library with the C ABI of jolt/cosim.h (built from sim/cosim/ by `make
 * cosim`), loaded at open: $JOLT_COSIM_LIB, else libjolt_cosim.so in the
 * cosim/ folder beside libjolt's build folder. Its AXI master reaches host
 * memory only through the env's bounds-checked translation; its AXI-Lite
 * port is the hardware driver's register access. $JOLT_COSIM_WAVE names an
 * FST file to trace into; $JOLT_COSIM_FAULT=KIND:N arms one bus error at
 * open (jolt_engine_inject_fault: KIND desc, payload, record or cpl), so a
 * tool or a mount meets it under its own workload. */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <time.h>

#include "../hw/hw.h"
#include "jolt/cosim.h"
#include "jolt/env.h"

/* Cycles the model runs each time the driver waits for it: short enough
 * that cycle counts stay close to what the engine needed, long enough that
 * timing the model (two clock reads per call) costs the host little. */
enum { WAIT_CYCLES = 128 };

struct cosim_lib {
	void *dl;
	int (*abi_version)(void);
	void (*params)(struct jolt_cosim_params *out);
	struct jolt_cosim *(*open)(const struct jolt_cosim_host *host, const char *wave);
	uint32_t (*read32)(struct jolt_cosim *c, uint32_t off);
	void (*write32)(struct jolt_cosim *c, uint32_t off, uint32_t value);
	void (*run)(struct jolt_cosim *c, uint64_t cycles);
	uint64_t (*cycles)(const struct jolt_cosim *c);
	int (*fault)(struct jolt_cosim *c, uint32_t kind, uint32_t resp, uint64_t n);
	void (*close)(struct jolt_cosim *c);
};

struct sim_port {
	struct cosim_lib lib;
	struct jolt_cosim *c;
	struct jolt_cosim_host host;
	uint64_t device_ns;  /* time this thread spent in simulated register accesses */
};



static void *translate(void *ctx, uint64_t addr, size_t len, int write)
{
	(void)write;
	return jolt_dma_translate(ctx, addr, len);
}

static uint32_t sim_read32(void *ctx, uint32_t off)
{
	struct sim_port *p = ctx;
	uint64_t t0 = jolt_hw_now_ns();
	uint32_t v = p->lib.read32(p->c, off);

	p->device_ns += jolt_hw_now_ns() - t0;
	return v;
}

static void sim_write32(void *ctx, uint32_t off, uint32_t v)
{
	struct sim_port *p = ctx;
	uint64_t t0 = jolt_hw_now_ns();

	p->lib.write32(p->c, off, v);
	p->device_ns += jolt_hw_now_ns() - t0;
}

static void sim_wait(void *ctx)
{
	struct sim_port *p = ctx;

	p->lib.run(p->c, WAIT_CYCLES); /* the driver times its waits itself */
}

static uint64_t sim_device_ns(void *ctx)
{
	return ((struct sim_port *)ctx)->device_ns;
}

_Static_assert((int)JOLT_COSIM_FAULT_DESC_READ == (int)JOLT_FAULT_DESC_READ &&
	       (int)JOLT_COSIM_FAULT_PAYLOAD_READ == (int)JOLT_FAULT_PAYLOAD_READ &&
	       (int)JOLT_COSIM_FAULT_RECORD_WRITE == (int)JOLT_FAULT_RECORD_WRITE &&
	       (int)JOLT_COSIM_FAULT_CPL_WRITE == (int)JOLT_FAULT_CPL_WRITE, "the fault kinds of cosim.h");

static int sim_inject_fault(void *ctx, const struct jolt_engine_fault *f)
{
	struct sim_port *p = ctx;

	return p->lib.fault(p->c, f->kind, f->resp ? f->resp : 2, f->n);
}

static uint64_t sim_cycles(void *ctx)
{
	struct sim_port *p = ctx;

	return p->lib.cycles(p->c);
}

static void sim_close(void *ctx)
{
	struct sim_port *p = ctx;

	if (p->c)
		p->lib.close(p->c);
	if (p->lib.dl)
		dlclose(p->lib.dl);
	free(p);
}

/* Where libjolt_cosim.so is: beside libjolt's own folder, in cosim/. */
static void default_path(char *buf, size_t len)
{
	Dl_info info;
	const char *slash;

	if (!dladdr((void *)default_path, &info) || !info.dli_fname ||
	    !(slash = strrchr(info.dli_fname, '/'))) {
		snprintf(buf, len, "libjolt_cosim.so");
		return;
	}
	snprintf(buf, len, "%.*s/../cosim/libjolt_cosim.so", (int)(slash - info.dli_fname),
		 info.dli_fname);
}

static int load(struct cosim_lib *l)
{
	const char *path = getenv("JOLT_COSIM_LIB");
	char buf[PATH_MAX];

	if (!path) {
		default_path(buf, sizeof(buf));
		path = buf;
	}
	l->dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!l->dl)
		return -ENOENT;
#define SYM(field, name) \
	if (!(*(void **)&l->field = dlsym(l->dl, name))) \
		return -ENOENT
	SYM(abi_version, "jolt_cosim_abi_version");
	SYM(params, "jolt_cosim_params");
	SYM(open, "jolt_cosim_open");
	SYM(read32, "jolt_cosim_read32");
	SYM(write32, "jolt_cosim_write32");
	SYM(run, "jolt_cosim_run");
	SYM(cycles, "jolt_cosim_cycles");
	SYM(fault, "jolt_cosim_fault");
	SYM(close, "jolt_cosim_close");
#undef SYM
	return l->abi_version() == JOLT_COSIM_ABI_VERSION ? 0 : -ENOENT;
}

/* KIND:N, as jolt-harness --bus-error names the kinds */
static int fault_from_env(const char *v, struct jolt_engine *e)
{
	static const char *const kinds[] = {"desc", "payload", "record", "cpl"};
	struct jolt_engine_fault f = {.resp = 2};
	const char *colon = strchr(v, ':');
	char *end;

	for (unsigned k = 0; colon && k < 4; k++)
		if (strlen(kinds[k]) == (size_t)(colon - v) && !strncmp(v, kinds[k], (size_t)(colon - v)))
			f.kind = JOLT_FAULT_DESC_READ + k;
	if (!f.kind)
		return -EINVAL;
	f.n = strtoull(colon + 1, &end, 0);
	if (end == colon + 1 || *end)
		return -EINVAL;
	return jolt_hw_inject_fault(e, &f);
}

static int sim_open(const struct jolt_engine_config *cfg, struct jolt_env *env,
		    struct jolt_engine **out)
{
	struct sim_port *p = calloc(1, sizeof(*p));
	struct jolt_hw_port port = {
		.ctx = p, .read32 = sim_read32, .write32 = sim_write32, .wait = sim_wait,
		.cycles = sim_cycles, .device_ns = sim_device_ns,
		.inject_fault = sim_inject_fault, .close = sim_close,
	};
	int own_env = 0, rc;

	*out = NULL;
	if (!p)
		return -ENOMEM;
	rc = load(&p->lib);
	if (rc) {
		sim_close(p);
		return rc;
	}
	if (!env) { /* the translation needs the env now; the driver then owns it */
		rc = jolt_env_open("posix", NULL, &env);
		if (rc) {
			sim_close(p);
			return rc;
		}
		own_env = 1;
	}
	p->host = (struct jolt_cosim_host){ .ctx = env, .translate = translate };
	p->c = p->lib.open(&p->host, getenv("JOLT_COSIM_WAVE"));
	if (!p->c) {
		sim_close(p);
		if (own_env)
			jolt_env_close(env);
		return -EIO;
	}
	rc = jolt_hw_open(&jolt_sim_engine_ops, cfg, env, &port, out);
	if (rc == 0 && own_env)
		jolt_hw_adopt_env(*out);
	else if (rc && own_env)
		jolt_env_close(env);
	if (rc == 0 && getenv("JOLT_COSIM_FAULT")) {
		rc = fault_from_env(getenv("JOLT_COSIM_FAULT"), *out);
		if (rc) {
			jolt_hw_close(*out);
			*out = NULL;
		}
	}
	return rc;
}

const struct jolt_engine_ops jolt_sim_engine_ops = {
	.name = "sim",
	.open = sim_open,
	.submit = jolt_hw_submit,
	.poll = jolt_hw_poll,
	.record = jolt_hw_record,
	.release = jolt_hw_release,
	.idle = jolt_hw_idle,
	.counters = jolt_hw_counters,
	.inject_fault = jolt_hw_inject_fault,
	.payload_alloc = jolt_hw_payload_alloc,
	.cycles = jolt_hw_cycles,
	.device_ns = jolt_hw_device_ns,
	.close = jolt_hw_close,
};
