/* The seeded random trace generator (docs/trace-format.md). Same seed and
 * parameters, same bytes: it draws only from its own xoshiro256** state. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log_format.h"
#include "trace.h"

struct rng {
	uint64_t s[4];
};

static uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t next(struct rng *r)
{
	uint64_t *s = r->s, res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

static void seed(struct rng *r, uint64_t v)
{
	for (int i = 0; i < 4; i++) { /* splitmix64 */
		uint64_t z = (v += 0x9e3779b97f4a7c15ull);

		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
		r->s[i] = z ^ (z >> 31);
	}
}

/* Uniform in [lo, hi]. */
static uint64_t range(struct rng *r, uint64_t lo, uint64_t hi)
{
	return hi <= lo ? lo : lo + next(r) % (hi - lo + 1);
}

static int chance(struct rng *r, uint32_t per_mille)
{
	return next(r) % 1000 < per_mille;
}

/* Log-uniform in [lo, hi]: small payloads are common, large ones occur. */
static uint32_t payload_len(struct rng *r, uint32_t lo, uint32_t hi)
{
	int bits_lo = 0, bits_hi = 0, bits;
	uint64_t v;

	if (hi <= lo)
		return lo;
	while ((1ull << bits_lo) < (uint64_t)lo + 1)
		bits_lo++;
	while ((1ull << bits_hi) < (uint64_t)hi + 1)
		bits_hi++;
	bits = (int)range(r, (uint64_t)bits_lo, (uint64_t)bits_hi);
	v = range(r, 0, (1ull << bits) - 1);
	return v < lo ? lo : v > hi ? hi : (uint32_t)v;
}

struct out {
	uint8_t *buf;
	size_t size, cap;
};

static uint8_t *room(struct out *o, size_t n)
{
	if (o->size + n > o->cap) {
		size_t cap = o->cap ? o->cap : 1 << 16;
		uint8_t *b;

		while (cap < o->size + n)
			cap *= 2;
		b = realloc(o->buf, cap);
		if (!b)
			return NULL;
		o->buf = b;
		o->cap = cap;
	}
	o->size += n;
	return o->buf + o->size - n;
}

static int entry(struct out *o, struct rng *r, uint8_t op, uint8_t type, uint32_t len, uint64_t key)
{
	uint32_t padded = (len + 7u) & ~7u;
	uint8_t *p = room(o, JOLT_TRACE_ENTRY_SIZE + padded);

	if (!p)
		return -ENOMEM;
	memset(p, 0, JOLT_TRACE_ENTRY_SIZE);
	p[0] = op;
	p[1] = type;
	memcpy(p + 4, &len, 4);
	memcpy(p + 8, &key, 8);
	p += JOLT_TRACE_ENTRY_SIZE;
	for (uint32_t i = 0; i < padded; i += 8) {
		uint64_t v = next(r);

		memcpy(p + i, &v, 8);
	}
	memset(p + len, 0, padded - len);
	return 0;
}

void jolt_gen_params_default(struct jolt_gen_params *p)
{
	memset(p, 0, sizeof(*p));
	p->seed = 1;
	p->transactions = 1000;
	p->items_min = 1;
	p->items_max = 8;
	p->payload_min = 16;
	p->payload_max = 512;
	p->keys = 4096;
	p->relog_pm = 300;
	p->intent_pm = 100;
	p->done_pm = 80;
	p->done_same_pm = 700;
	p->push_pm = 50;
	p->final_push = 1;
}

enum { RECENT = 64, OUTSTANDING = 4096 };

int jolt_trace_generate(const struct jolt_gen_params *p, uint8_t **out, size_t *size)
{
	static const uint8_t objects[] = { JOLT_ITEM_INODE, JOLT_ITEM_DIR_ADD, JOLT_ITEM_DIR_DEL,
					   JOLT_ITEM_DIR_DEL_RANGE, JOLT_ITEM_XATTR, JOLT_ITEM_EXTENT };
	static const uint8_t intents[] = { JOLT_ITEM_EXTENT_FREE_INTENT, JOLT_ITEM_ATTR_INTENT };
	uint64_t recent[RECENT] = { 0 }, nrecent = 0;
	uint64_t *pending = NULL, npending = 0;
	uint8_t *pending_type = NULL;
	uint64_t next_intent = 1ull << 40;
	struct out o = { 0 };
	struct rng r;
	uint8_t *hdr;
	int rc = -ENOMEM;

	*out = NULL;
	*size = 0;
	if (p->items_min > p->items_max || p->payload_min > p->payload_max ||
	    p->payload_max > JOLT_TRACE_MAX_ITEM || p->keys == 0)
		return -EINVAL;
	seed(&r, p->seed);
	pending = malloc(OUTSTANDING * sizeof(*pending));
	pending_type = malloc(OUTSTANDING);
	hdr = room(&o, JOLT_TRACE_HEADER_SIZE);
	if (!pending || !pending_type || !hdr)
		goto fail;
	memcpy(hdr, "JOLTTRC", 8);
	memcpy(hdr + 8, &(uint32_t){ JOLT_TRACE_VERSION }, 4);
	memset(hdr + 12, 0, 4);

	for (uint64_t t = 0; t < p->transactions; t++) {
		uint64_t n = range(&r, p->items_min, p->items_max);

		for (uint64_t i = 0; i < n; i++) {
			uint64_t roll = next(&r) % 1000, key;
			uint32_t len = payload_len(&r, p->payload_min, p->payload_max);
			uint8_t type;

			if (roll < p->bad_pm) {
				type = chance(&r, 500) ? 0 : 0xc5;
				key = next(&r);
			} else if (roll < p->bad_pm + p->done_pm && npending) {
				uint64_t k = chance(&r, p->done_same_pm) ? npending - 1 : next(&r) % npending;

				key = pending[k];
				type = (uint8_t)(pending_type[k] ^ 0xc0); /* 0x4x intent -> 0x8x done */
				pending[k] = pending[npending - 1];
				pending_type[k] = pending_type[npending - 1];
				npending--;
			} else if (roll < p->bad_pm + p->done_pm + p->intent_pm) {
				type = intents[next(&r) % sizeof(intents)];
				key = next_intent++;
				if (npending == OUTSTANDING) { /* forget the oldest: never done */
					memmove(pending, pending + 1, (OUTSTANDING - 1) * sizeof(*pending));
					memmove(pending_type, pending_type + 1, OUTSTANDING - 1);
					npending--;
				}
				pending[npending] = key;
				pending_type[npending++] = type;
			} else {
				type = objects[next(&r) % sizeof(objects)];
				if (nrecent && chance(&r, p->relog_pm))
					key = recent[next(&r) % (nrecent < RECENT ? nrecent : RECENT)];
				else
					key = next(&r) % p->keys;
				recent[nrecent++ % RECENT] = key;
			}
			if (entry(&o, &r, JOLT_DESC_ITEM, type, len, key))
				goto fail;
		}
		if (entry(&o, &r, JOLT_DESC_TX_END, 0, 0, 0))
			goto fail;
		if ((p->push_every && (t + 1) % p->push_every == 0) ||
		    (!p->push_every && chance(&r, p->push_pm)))
			if (entry(&o, &r, JOLT_DESC_PUSH, 0, 0, 0))
				goto fail;
	}
	if (p->final_push && entry(&o, &r, JOLT_DESC_PUSH, 0, 0, 0))
		goto fail;
	*out = o.buf;
	*size = o.size;
	o.buf = NULL;
	rc = 0;
fail:
	free(o.buf);
	free(pending);
	free(pending_type);
	return rc;
}
