/*
 * The soft engine: jolt's journal engine in C. It is the host-only fallback
 * and the golden model every other engine (the RTL, in simulation or on a
 * board) is compared against byte for byte, so it follows
 * docs/log-format.md and docs/engine-interface.md literally.
 *
 * The mechanism, as the hardware has it:
 *
 *  - Descriptors arrive through a submission ring and are processed strictly
 *    in order. An ITEM is validated, then looked up in the key index (one
 *    direct-mapped slot per item, chosen by an XOR fold of the key). A hit
 *    on the same key and class is a relog: the older copy's table entry is
 *    marked dead. A done that finds its intent whites both out: the intent's
 *    entry is marked dead and the done is never appended. Anything else is
 *    appended to the item table, which is append-only: entries are never
 *    moved or removed, only marked dead, so "live" is decided by the dead bit
 *    at push time and the output order is the table order.
 *
 *  - A push (explicit, or automatic when the table could not take another
 *    maximal transaction) packs the live entries into records one record at
 *    a time, so the packer can stop when the log-buffer ring or the
 *    completion ring is full and resume where it stopped: the packer's state
 *    is (entry, payload offset within that entry, records so far). Each
 *    record is written into its log-buffer slot directly; its header is
 *    filled last and the CRC32C covers the body, then the header, the order
 *    that lets the RTL stream it. The body's CRC is folded while large
 *    payloads are copied in (jolt_crc_copy), so a record is read once, not
 *    again for its CRC (JOLT_SOFT_CRC=separate: one pass at its close).
 *
 *  - The key index is emptied at every checkpoint by bumping a generation
 *    number that each slot carries (a slot is occupied only when its
 *    generation is current), instead of clearing it.
 *
 *  - A bus error (an injected fault: jolt_engine_inject_fault) is met where
 *    the RTL meets it (docs/engine-interface.md 6): a failed payload read
 *    or record write fails that record (no RECORD completion), a lost
 *    completion is followed by nothing but the ERROR BUS_ERROR (the RTL
 *    writes the CHECKPOINT that follows a RECORD at once, so that one
 *    comes first); the engine then stops.
 *
 * Payloads are not copied at submit: like the RTL, which gathers them over
 * DMA at push time, the engine reads them when it packs, and the host keeps
 * them unchanged until the checkpoint completes.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../engine_impl.h"
#include "jolt/log.h"
#include "jolt/log_format.h"

struct entry {
	const uint8_t *payload;
	uint64_t key;
	uint32_t len;
	uint8_t type;
	uint8_t dead;
};

struct slot {
	uint64_t key;
	uint64_t gen;   /* occupied iff gen == engine's gen */
	uint32_t entry;
	uint8_t cls;
};

/* Where a push in progress stands. */
struct push {
	int active;
	int automatic;
	uint32_t tag;
	uint32_t entry;        /* next table entry to pack */
	uint32_t offset;       /* payload bytes of that entry already packed */
	uint32_t records;      /* records written so far */
	uint64_t items;        /* live items written so far */
	uint64_t first_lsn;
};

struct soft_engine {
	struct jolt_engine base;
	struct jolt_engine_config cfg;
	uint32_t index_bits;

	struct jolt_desc *sq;
	uint64_t sq_head, sq_tail;
	struct jolt_cpl *cq;
	uint64_t cq_head, cq_tail;
	uint8_t *lr;
	uint64_t lr_head, lr_tail;     /* slots released by the host / written */

	struct entry *table;
	uint32_t used;
	uint32_t tx_items;
	struct slot *index;
	uint64_t gen;

	uint64_t lsn;        /* LSN of the next record */
	uint64_t seq;        /* sequence of the next checkpoint */
	uint64_t tail_lsn;
	uint64_t desc_index; /* descriptors processed since open */
	struct push push;
	struct jolt_counters ctr;
	struct payload {     /* jolt_engine_payload_alloc() blocks, freed at close */
		void *p;
		size_t size;
	} *payloads;
	size_t npayloads;
	uint64_t payload_bytes;
	int fused_crc;       /* records' CRC folded during the payload copies
				(JOLT_SOFT_CRC=separate: one pass at close) */
	/* bus errors (docs/engine-interface.md 6) */
	struct jolt_engine_fault fault;
	int fault_armed;
	int failed;          /* a bus error not reported yet (the RTL's busError) */
	int faulted;         /* ERROR BUS_ERROR written: stopped */
};

enum { DONE_ONE = 0, STALLED = 1 };

static struct soft_engine *soft(struct jolt_engine *e)
{
	return (struct soft_engine *)e;
}

static uint32_t round8(uint32_t n)
{
	return (n + 7u) & ~7u;
}

/* docs/log-format.md 2.1 */
static uint32_t slot_of(const struct soft_engine *e, uint64_t key, unsigned group)
{
	uint64_t mask = e->cfg.index_slots - 1;
	uint64_t h = 0;

	for (uint64_t k = key; k; k >>= e->index_bits)
		h ^= k & mask;
	return (uint32_t)(h ^ ((uint64_t)group << (e->index_bits - 1)));
}

static int cq_free(const struct soft_engine *e)
{
	return (int)(e->cfg.cq_entries - (e->cq_tail - e->cq_head));
}

/* Whether the armed fault is this one (it is then met, once). */
static int meets(struct soft_engine *e, uint32_t kind, uint64_t n)
{
	if (!e->fault_armed || e->fault.kind != kind || e->fault.n != n)
		return 0;
	e->fault_armed = 0;
	e->failed = 1;
	return 1;
}

static void emit(struct soft_engine *e, const struct jolt_cpl *c)
{
	struct jolt_cpl *dst = &e->cq[e->cq_tail & (e->cfg.cq_entries - 1)];

	if (!meets(e, JOLT_FAULT_CPL_WRITE, e->cq_tail)) { /* a lost one leaves its slot as it was */
		*dst = *c;
		dst->phase = ((e->cq_tail / e->cfg.cq_entries) & 1) ? 0 : 1;
	}
	e->cq_tail++;
}

/* The ERROR BUS_ERROR (tag 0, seq its place in the ring) in place of the
 * next completion; then stopped. */
static int bus_error(struct soft_engine *e)
{
	if (cq_free(e) < 1) {
		e->ctr.v[JOLT_CTR_STALL_CQ]++;
		return STALLED;
	}
	emit(e, &(struct jolt_cpl){ .kind = JOLT_CPL_ERROR, .code = JOLT_ERR_BUS_ERROR,
				    .seq = e->cq_tail });
	e->ctr.v[JOLT_CTR_ERRORS]++;
	e->faulted = 1;
	e->push.active = 0;
	return DONE_ONE;
}

/* Whether a payload read of [p, p + len) meets the armed fault. */
static void payload_read(struct soft_engine *e, const uint8_t *p, uint32_t len)
{
	uint64_t a = (uint64_t)(uintptr_t)p;

	if (e->fault_armed && e->fault.kind == JOLT_FAULT_PAYLOAD_READ && len &&
	    e->fault.n >= a && e->fault.n - a < len)
		meets(e, JOLT_FAULT_PAYLOAD_READ, e->fault.n);
}

static uint8_t validate(const struct soft_engine *e, const struct jolt_desc *d)
{
	switch (d->opcode) {
	case JOLT_DESC_ITEM:
		if (d->flags || d->reserved)
			return JOLT_ERR_BAD_RESERVED;
		if (d->type == 0 || (d->type >> JOLT_ITEM_CLASS_SHIFT) == JOLT_CLASS_CONTROL)
			return JOLT_ERR_BAD_TYPE;
		if (d->len > JOLT_MAX_PAYLOAD)
			return JOLT_ERR_PAYLOAD_TOO_BIG;
		if (d->len && !d->addr)
			return JOLT_ERR_BAD_ADDRESS;
		if (e->tx_items >= e->cfg.max_tx_items)
			return JOLT_ERR_TX_TOO_LONG;
		return 0;
	case JOLT_DESC_TX_END:
		if (d->type || d->flags || d->len || d->key || d->addr || d->reserved)
			return JOLT_ERR_BAD_RESERVED;
		return 0;
	case JOLT_DESC_PUSH:
		if (d->type || d->flags || d->len || d->addr || d->reserved)
			return JOLT_ERR_BAD_RESERVED;
		return 0;
	default:
		return JOLT_ERR_BAD_OPCODE;
	}
}

/* docs/log-format.md 2.2 */
static void accept_item(struct soft_engine *e, const struct jolt_desc *d)
{
	unsigned cls = d->type >> JOLT_ITEM_CLASS_SHIFT;
	struct slot *s = &e->index[slot_of(e, d->key, cls != JOLT_CLASS_OBJECT)];
	int occupied = s->gen == e->gen;
	struct entry *n;

	e->tx_items++;
	e->ctr.v[JOLT_CTR_ITEMS_IN]++;
	if (occupied && s->key == d->key) {
		if (cls == JOLT_CLASS_DONE && s->cls == JOLT_CLASS_INTENT) {
			e->table[s->entry].dead = 1;
			s->gen = 0;
			e->ctr.v[JOLT_CTR_WHITEOUTS]++;
			return;
		}
		if (s->cls == cls) {
			e->table[s->entry].dead = 1;
			e->ctr.v[JOLT_CTR_RELOGS]++;
			occupied = 0;
		}
	}
	if (occupied)
		e->ctr.v[JOLT_CTR_EVICTIONS]++;
	n = &e->table[e->used];
	n->payload = (const uint8_t *)(uintptr_t)d->addr;
	n->key = d->key;
	n->len = d->len;
	n->type = d->type;
	n->dead = 0;
	s->key = d->key;
	s->gen = e->gen;
	s->entry = e->used;
	s->cls = (uint8_t)cls;
	e->used++;
}

static void write_op(uint8_t *at, uint8_t type, uint8_t flags, uint32_t len, uint64_t key)
{
	struct jolt_op_header h = { .type = type, .flags = flags, .len = len, .key = key };

	memcpy(at, &h, sizeof(h));
}

/* The record being packed, its write position and its body's CRC so far. */
struct rec_out {
	uint8_t *rec;
	uint32_t pos;
	struct jolt_crc_copy crc;
};

/* Finishes the record: padding, header, CRC; returns its blocks. */
static uint32_t close_record(struct soft_engine *e, struct rec_out *r, uint16_t flags, uint32_t ops)
{
	uint32_t blocks = (r->pos + JOLT_BLOCK_SIZE - 1) / JOLT_BLOCK_SIZE;
	uint32_t end = blocks * JOLT_BLOCK_SIZE;
	struct jolt_record_header h = {
		.magic = JOLT_RECORD_MAGIC,
		.version = JOLT_LOG_VERSION,
		.flags = flags,
		.seq = e->seq,
		.lsn = e->lsn,
		.tail_lsn = e->tail_lsn,
		.len = r->pos - JOLT_RECORD_HEADER_SIZE,
		.ops = ops,
		.index = e->push.records,
		.blocks = (uint16_t)blocks,
		.size_blocks = (uint16_t)(e->cfg.record_size / JOLT_BLOCK_SIZE),
	};

	memset(r->rec + r->pos, 0, end - r->pos);
	/* The body's CRC (folded during its large payload copies, the rest
	 * read now, still in L1/L2), then the header with the crc field zero:
	 * jolt_record_crc's value. */
	h.crc = jolt_crc32c(jolt_crc_copy_end(&r->crc, r->rec + end), &h, sizeof(h));
	memcpy(r->rec, &h, sizeof(h));
	return blocks;
}

/* Packs the next record of the push in progress (docs/log-format.md 3). */
static int pack_record(struct soft_engine *e)
{
	struct push *p = &e->push;
	const uint32_t rsize = e->cfg.record_size;
	struct rec_out r = { .pos = JOLT_RECORD_HEADER_SIZE };
	uint32_t ops = 0, blocks;
	uint64_t items = 0, bytes = 0; /* counted locally: the hot loop stays in registers */
	uint16_t flags = p->records == 0 ? JOLT_REC_FIRST : 0;
	int commit = 0;

	if (e->lr_tail - e->lr_head >= e->cfg.lr_slots) {
		e->ctr.v[JOLT_CTR_STALL_LR]++;
		return STALLED;
	}
	if (cq_free(e) < 2) {
		e->ctr.v[JOLT_CTR_STALL_CQ]++;
		return STALLED;
	}
	r.rec = e->lr + (e->lr_tail % e->cfg.lr_slots) * (size_t)rsize;
	jolt_crc_copy_begin(&r.crc, r.rec + JOLT_RECORD_HEADER_SIZE, e->fused_crc);
	if (p->offset)
		flags |= JOLT_REC_CONT;

	for (;;) {
		uint32_t space = rsize - r.pos;
		const struct entry *n;
		uint32_t rest, need;
		uint8_t opflags;

		while (p->entry < e->used && e->table[p->entry].dead)
			p->entry++;
		if (p->entry == e->used) {
			struct jolt_commit_payload c = { .items = p->items + items,
							 .records = p->records + 1 };

			if (space < JOLT_OP_HEADER_SIZE + JOLT_COMMIT_PAYLOAD_SIZE)
				break;
			write_op(r.rec + r.pos, JOLT_ITEM_COMMIT, 0, JOLT_COMMIT_PAYLOAD_SIZE, e->seq);
			memcpy(r.rec + r.pos + JOLT_OP_HEADER_SIZE, &c, sizeof(c));
			r.pos += JOLT_OP_HEADER_SIZE + JOLT_COMMIT_PAYLOAD_SIZE;
			ops++;
			flags |= JOLT_REC_COMMIT;
			commit = 1;
			break;
		}
		n = &e->table[p->entry];
		rest = n->len - p->offset;
		need = JOLT_OP_HEADER_SIZE + round8(rest);
		opflags = p->offset ? JOLT_OP_CONT : 0;
		if (need <= space) {
			write_op(r.rec + r.pos, n->type, opflags, rest, n->key);
			r.pos += JOLT_OP_HEADER_SIZE;
			if (rest & 7) /* zero the last word; the payload then covers its head */
				memset(r.rec + r.pos + round8(rest) - 8, 0, 8);
			if (rest) {
				payload_read(e, n->payload + p->offset, rest);
				jolt_crc_copy(&r.crc, r.rec + r.pos, n->payload + p->offset, rest);
			}
			r.pos += round8(rest);
			ops++;
			bytes += rest;
			items++;
			p->entry++;
			p->offset = 0;
			continue;
		}
		if (space >= JOLT_OP_HEADER_SIZE + 8) {
			uint32_t frag = space - JOLT_OP_HEADER_SIZE;

			write_op(r.rec + r.pos, n->type, opflags | JOLT_OP_MORE, frag, n->key);
			r.pos += JOLT_OP_HEADER_SIZE;
			payload_read(e, n->payload + p->offset, frag);
			jolt_crc_copy(&r.crc, r.rec + r.pos, n->payload + p->offset, frag);
			r.pos = rsize;
			ops++;
			p->offset += frag;
			bytes += frag;
		}
		break;
	}

	p->items += items;
	e->ctr.v[JOLT_CTR_ITEMS_OUT] += items;
	e->ctr.v[JOLT_CTR_BYTES_PACKED] += bytes;
	blocks = close_record(e, &r, flags, ops);
	meets(e, JOLT_FAULT_RECORD_WRITE, e->lr_tail);
	if (p->records == 0)
		p->first_lsn = e->lsn;
	/* written, reported only if every read and write so far went through */
	uint64_t lsn = e->lsn;
	uint32_t slot = (uint32_t)(e->lr_tail % e->cfg.lr_slots);
	e->lsn = jolt_lsn_next(e->lsn, blocks, e->cfg.log_blocks, rsize);
	e->lr_tail++;
	p->records++;
	e->ctr.v[JOLT_CTR_RECORDS]++;
	if (e->failed)
		return bus_error(e);
	emit(e, &(struct jolt_cpl){
		.kind = JOLT_CPL_RECORD, .flags = flags, .tag = p->tag, .lsn = lsn,
		.seq = e->seq, .a = slot, .b = (uint16_t)blocks });
	if (commit) {
		emit(e, &(struct jolt_cpl){
			.kind = JOLT_CPL_CHECKPOINT, .flags = p->automatic ? JOLT_CPL_AUTO : 0,
			.tag = p->tag, .lsn = p->first_lsn, .seq = e->seq, .a = p->records });
		e->ctr.v[JOLT_CTR_CHECKPOINTS]++;
		if (p->automatic)
			e->ctr.v[JOLT_CTR_AUTO_PUSHES]++;
		e->seq++;
		e->used = 0;
		e->gen++;
		p->active = 0;
	}
	return DONE_ONE;
}

static void start_push(struct soft_engine *e, int automatic, uint32_t tag)
{
	e->push = (struct push){ .active = 1, .automatic = automatic, .tag = tag };
}

/* Processes one descriptor, or stalls without consuming it. */
static int process_desc(struct soft_engine *e, const struct jolt_desc *d)
{
	uint8_t code;

	if (meets(e, JOLT_FAULT_DESC_READ, e->desc_index)) {
		bus_error(e);
		return STALLED; /* not consumed */
	}
	code = validate(e, d);
	if (code) {
		if (cq_free(e) < 1) {
			e->ctr.v[JOLT_CTR_STALL_CQ]++;
			return STALLED;
		}
		emit(e, &(struct jolt_cpl){ .kind = JOLT_CPL_ERROR, .code = code,
					    .tag = d->tag, .seq = e->desc_index });
		e->ctr.v[JOLT_CTR_ERRORS]++;
		return DONE_ONE;
	}
	switch (d->opcode) {
	case JOLT_DESC_ITEM:
		accept_item(e, d);
		break;
	case JOLT_DESC_TX_END:
		e->tx_items = 0;
		if (e->used + e->cfg.max_tx_items > e->cfg.capacity)
			start_push(e, 1, d->tag);
		break;
	case JOLT_DESC_PUSH:
		if (e->used == 0) {
			if (cq_free(e) < 1) {
				e->ctr.v[JOLT_CTR_STALL_CQ]++;
				return STALLED;
			}
			emit(e, &(struct jolt_cpl){ .kind = JOLT_CPL_CHECKPOINT,
						    .tag = d->tag, .seq = e->seq });
		} else {
			start_push(e, 0, d->tag);
		}
		e->tx_items = 0;
		if (d->key)
			e->tail_lsn = d->key;
		break;
	}
	return DONE_ONE;
}

static void process(struct soft_engine *e)
{
	for (;;) {
		if (e->faulted)
			return;
		if (e->failed && !e->push.active) { /* the last completion was lost */
			bus_error(e);
			return;
		}
		if (e->push.active) {
			if (pack_record(e) == STALLED)
				return;
			continue;
		}
		if (e->sq_head == e->sq_tail)
			return;
		if (process_desc(e, &e->sq[e->sq_head & (e->cfg.sq_entries - 1)]) == STALLED)
			return;
		e->sq_head++;
		e->desc_index++;
	}
}

static long soft_submit(struct jolt_engine *je, const struct jolt_desc *d, size_t n)
{
	struct soft_engine *e = soft(je);
	uint64_t room = e->cfg.sq_entries - (e->sq_tail - e->sq_head);
	size_t take = n < room ? n : (size_t)room;

	for (size_t i = 0; i < take; i++)
		e->sq[(e->sq_tail + i) & (e->cfg.sq_entries - 1)] = d[i];
	e->sq_tail += take;
	return (long)take;
}

static long soft_poll(struct jolt_engine *je, struct jolt_cpl *out, size_t max)
{
	struct soft_engine *e = soft(je);
	size_t n = 0;

	process(e);
	/* by phase, as a host finds them: a lost completion stops the stream */
	while (n < max && e->cq_head != e->cq_tail) {
		const struct jolt_cpl *c = &e->cq[e->cq_head & (e->cfg.cq_entries - 1)];

		if ((c->phase & 1) != (((e->cq_head / e->cfg.cq_entries) & 1) ? 0 : 1))
			break;
		out[n++] = *c;
		e->cq_head++;
	}
	return n == 0 && e->faulted ? -EIO : (long)n;
}

static int soft_inject_fault(struct jolt_engine *je, const struct jolt_engine_fault *f)
{
	struct soft_engine *e = soft(je);

	if (e->fault_armed)
		return -EINVAL;
	e->fault = *f;
	e->fault_armed = 1;
	return 0;
}

static const uint8_t *soft_record(struct jolt_engine *je, uint32_t slot)
{
	struct soft_engine *e = soft(je);

	return slot < e->cfg.lr_slots ? e->lr + (size_t)slot * e->cfg.record_size : NULL;
}

static int soft_release(struct jolt_engine *je, uint32_t n)
{
	struct soft_engine *e = soft(je);

	if (n > e->lr_tail - e->lr_head)
		return -EINVAL;
	e->lr_head += n;
	return 0;
}

static int soft_idle(struct jolt_engine *je)
{
	struct soft_engine *e = soft(je);

	return !e->faulted && !e->failed && e->sq_head == e->sq_tail && !e->push.active &&
	       e->cq_head == e->cq_tail;
}

static void soft_counters(struct jolt_engine *je, struct jolt_counters *out)
{
	*out = soft(je)->ctr;
}

/* Payload memory is the host's. A large block (the journal's ring, 64 MiB
 * by default, asked for whole at open and often little used) is mapped from
 * the kernel, zeroed page by page as it is first touched: malloc under ASan
 * would map, poison and unpoison all of it at every open and close, which
 * crash tests do once per cut they mount. Small ones (a test's items) come
 * from malloc, a page each would be wasteful. */
enum { PAYLOAD_MAP_MIN = 1 << 20 };

static void *soft_payload_alloc(struct jolt_engine *je, size_t size, uint64_t *addr)
{
	struct soft_engine *e = soft(je);
	struct payload *list;
	void *p;

	if (size > e->cfg.payload_arena - e->payload_bytes)
		return NULL;
	list = realloc(e->payloads, (e->npayloads + 1) * sizeof(*list));
	if (!list)
		return NULL;
	e->payloads = list;
	if (size < PAYLOAD_MAP_MIN) {
		p = malloc(size ? size : 1);
	} else {
		p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		p = p == MAP_FAILED ? NULL : p;
	}
	if (!p)
		return NULL;
	e->payloads[e->npayloads++] = (struct payload){p, size};
	e->payload_bytes += size;
	*addr = (uint64_t)(uintptr_t)p;
	return p;
}

static void soft_close(struct jolt_engine *je)
{
	struct soft_engine *e = soft(je);

	for (size_t i = 0; i < e->npayloads; i++) {
		if (e->payloads[i].size < PAYLOAD_MAP_MIN)
			free(e->payloads[i].p);
		else
			munmap(e->payloads[i].p, e->payloads[i].size);
	}
	free(e->payloads);
	free(e->sq);
	free(e->cq);
	free(e->lr);
	free(e->table);
	free(e->index);
	free(e);
}

static int soft_open(const struct jolt_engine_config *cfg, struct jolt_env *env,
		     struct jolt_engine **out)
{
	struct soft_engine *e = calloc(1, sizeof(*e));

	(void)env; /* the soft engine reads host memory directly */
	if (!e)
		return -ENOMEM;
	e->base.ops = &jolt_soft_engine_ops;
	e->cfg = *cfg;
	while ((1u << e->index_bits) < cfg->index_slots)
		e->index_bits++;
	e->sq = calloc(cfg->sq_entries, sizeof(*e->sq));
	e->cq = calloc(cfg->cq_entries, sizeof(*e->cq));
	e->table = calloc(cfg->capacity, sizeof(*e->table));
	e->index = calloc(cfg->index_slots, sizeof(*e->index));
	if (posix_memalign((void **)&e->lr, JOLT_BLOCK_SIZE,
			   (size_t)cfg->lr_slots * cfg->record_size))
		e->lr = NULL;
	if (!e->sq || !e->cq || !e->table || !e->index || !e->lr) {
		soft_close(&e->base);
		return -ENOMEM;
	}
	e->gen = 1;
	e->lsn = cfg->first_lsn;
	e->tail_lsn = cfg->first_lsn;
	e->seq = cfg->first_seq;
	e->fused_crc = jolt_crc_copy_default();
	*out = &e->base;
	return 0;
}

const struct jolt_engine_ops jolt_soft_engine_ops = {
	.name = "soft",
	.open = soft_open,
	.payload_alloc = soft_payload_alloc,
	.submit = soft_submit,
	.poll = soft_poll,
	.record = soft_record,
	.release = soft_release,
	.idle = soft_idle,
	.counters = soft_counters,
	.inject_fault = soft_inject_fault,
	.close = soft_close,
};
