/* Internal: what an engine driver provides behind struct jolt_engine. */
#ifndef JOLT_ENGINE_IMPL_H
#define JOLT_ENGINE_IMPL_H
#include "jolt/engine.h"

struct jolt_engine_ops {
	const char *name;
	int (*open)(const struct jolt_engine_config *cfg, struct jolt_env *env,
		    struct jolt_engine **out);
	void *(*payload_alloc)(struct jolt_engine *e, size_t size, uint64_t *addr);
	uint64_t (*cycles)(struct jolt_engine *e);
	uint64_t (*device_ns)(struct jolt_engine *e);
	long (*submit)(struct jolt_engine *e, const struct jolt_desc *d, size_t n);
	long (*poll)(struct jolt_engine *e, struct jolt_cpl *out, size_t max);
	const uint8_t *(*record)(struct jolt_engine *e, uint32_t slot);
	int (*release)(struct jolt_engine *e, uint32_t n);
	int (*idle)(struct jolt_engine *e);
	void (*counters)(struct jolt_engine *e, struct jolt_counters *out);
	int (*inject_fault)(struct jolt_engine *e, const struct jolt_engine_fault *f);
	void (*close)(struct jolt_engine *e);
};

/* Every driver's engine struct starts with this. */
struct jolt_engine {
	const struct jolt_engine_ops *ops;
};

extern const struct jolt_engine_ops jolt_soft_engine_ops;
extern const struct jolt_engine_ops jolt_sim_engine_ops;
#endif
