/* The engine API's front: configuration checks, driver dispatch, and the
 * run loop shared by every tool. The engines themselves live in
 * engine/<driver>/. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "engine_impl.h"
#include "jolt/log_format.h"

static const struct jolt_engine_ops *const drivers[] = {
	&jolt_soft_engine_ops,
	&jolt_sim_engine_ops,
};

void jolt_engine_config_default(struct jolt_engine_config *cfg)
{
	memset(cfg, 0, sizeof(*cfg));
	cfg->record_size = JOLT_RECORD_SIZE_DEFAULT;
	cfg->capacity = JOLT_CAPACITY_DEFAULT;
	cfg->index_slots = JOLT_INDEX_SLOTS_DEFAULT;
	cfg->max_tx_items = JOLT_MAX_TX_ITEMS_DEFAULT;
	cfg->log_blocks = 262144; /* 1 GiB */
	cfg->first_lsn = 1ull << 32;
	cfg->first_seq = 1;
	cfg->sq_entries = 4096;
	cfg->cq_entries = 1024;
	cfg->lr_slots = 8;
	cfg->payload_arena = 64ull << 20;
}

static int is_pow2(uint64_t v)
{
	return v && !(v & (v - 1));
}

int jolt_engine_config_check(const struct jolt_engine_config *c)
{
	uint32_t size_blocks = c->record_size / JOLT_BLOCK_SIZE;
	uint64_t first_block = c->first_lsn & 0xffffffffu;

	if (c->record_size < JOLT_RECORD_SIZE_MIN || c->record_size > JOLT_RECORD_SIZE_MAX ||
	    c->record_size % JOLT_BLOCK_SIZE)
		return -EINVAL;
	if (c->capacity < JOLT_CAPACITY_MIN || c->capacity > JOLT_CAPACITY_MAX)
		return -EINVAL;
	if (!is_pow2(c->index_slots) || c->index_slots < JOLT_INDEX_SLOTS_MIN ||
	    c->index_slots > JOLT_INDEX_SLOTS_MAX)
		return -EINVAL;
	if (c->max_tx_items < 1 || c->max_tx_items > c->capacity)
		return -EINVAL;
	if (c->log_blocks < 2ull * size_blocks || c->log_blocks >= (1ull << 32))
		return -EINVAL;
	if ((c->first_lsn >> 32) == 0 || first_block + size_blocks > c->log_blocks)
		return -EINVAL;
	if (!is_pow2(c->sq_entries) || !is_pow2(c->cq_entries) || c->cq_entries < 2 ||
	    c->lr_slots < 1 || c->reserved)
		return -EINVAL;
	return 0;
}

int jolt_engine_open_env(const char *driver, const struct jolt_engine_config *cfg,
			 struct jolt_env *env, struct jolt_engine **out)
{
	int rc = jolt_engine_config_check(cfg);

	*out = NULL;
	if (rc)
		return rc;
	for (size_t i = 0; i < sizeof(drivers) / sizeof(drivers[0]); i++)
		if (!strcmp(drivers[i]->name, driver))
			return drivers[i]->open(cfg, env, out);
	return -ENOENT;
}

int jolt_engine_open(const char *driver, const struct jolt_engine_config *cfg,
		     struct jolt_engine **out)
{
	return jolt_engine_open_env(driver, cfg, NULL, out);
}

void *jolt_engine_payload_alloc(struct jolt_engine *e, size_t size, uint64_t *addr)
{
	return e->ops->payload_alloc(e, size, addr);
}

uint64_t jolt_engine_cycles(struct jolt_engine *e)
{
	return e->ops->cycles ? e->ops->cycles(e) : 0;
}

uint64_t jolt_engine_device_ns(struct jolt_engine *e)
{
	return e->ops->device_ns ? e->ops->device_ns(e) : 0;
}

long jolt_engine_submit(struct jolt_engine *e, const struct jolt_desc *d, size_t n)
{
	return e->ops->submit(e, d, n);
}

long jolt_engine_poll(struct jolt_engine *e, struct jolt_cpl *out, size_t max)
{
	return e->ops->poll(e, out, max);
}

const uint8_t *jolt_engine_record(struct jolt_engine *e, uint32_t slot)
{
	return e->ops->record(e, slot);
}

int jolt_engine_release(struct jolt_engine *e, uint32_t n)
{
	return e->ops->release(e, n);
}

int jolt_engine_idle(struct jolt_engine *e)
{
	return e->ops->idle(e);
}

void jolt_engine_counters(struct jolt_engine *e, struct jolt_counters *out)
{
	e->ops->counters(e, out);
}

int jolt_engine_inject_fault(struct jolt_engine *e, const struct jolt_engine_fault *f)
{
	if (f->kind < JOLT_FAULT_DESC_READ || f->kind > JOLT_FAULT_CPL_WRITE ||
	    (f->resp != 0 && f->resp != 2 && f->resp != 3))
		return -EINVAL;
	return e->ops->inject_fault ? e->ops->inject_fault(e, f) : -EOPNOTSUPP;
}

const char *jolt_engine_driver(struct jolt_engine *e)
{
	return e->ops->name;
}

void jolt_engine_close(struct jolt_engine *e)
{
	if (e)
		e->ops->close(e);
}

int jolt_engine_run(struct jolt_engine *e, const struct jolt_desc *d, size_t n,
		    jolt_cpl_fn fn, void *ctx)
{
	struct jolt_cpl cpl[64];
	size_t done = 0;

	for (;;) {
		long got, sub = 0;

		if (done < n) {
			sub = jolt_engine_submit(e, d + done, n - done);
			if (sub < 0)
				return (int)sub;
			done += (size_t)sub;
		}
		got = jolt_engine_poll(e, cpl, sizeof(cpl) / sizeof(cpl[0]));
		if (got < 0)
			return (int)got;
		for (long i = 0; i < got; i++) {
			const uint8_t *rec = NULL;
			int rc;

			if (cpl[i].kind == JOLT_CPL_RECORD)
				rec = jolt_engine_record(e, cpl[i].a);
			rc = fn ? fn(ctx, &cpl[i], rec) : 0;
			if (rec)
				jolt_engine_release(e, 1);
			if (rc)
				return rc;
		}
		if (done == n && got == 0 && jolt_engine_idle(e))
			return 0;
		if (sub == 0 && got == 0 && done < n && jolt_engine_idle(e))
			return -EIO; /* the engine accepts nothing and has nothing to do */
	}
}
