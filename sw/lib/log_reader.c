/*
 * Reading jolt logs (docs/log-format.md sections 3 to 5): record checks, op
 * parsing, the log image superblock, and recovery.
 *
 * Recovery never trusts what it reads. It finds the head (the valid record
 * with the greatest LSN) by scanning every block of the region, takes the
 * tail from the head's header, and walks forward from the tail following the
 * placement rule, checking each record in isolation (header, CRC, padding)
 * and in sequence (exact LSN, checkpoint sequence, record index, fragment
 * chain, commit counts). A checkpoint is returned only when its commit
 * record has been checked; the records of an unfinished checkpoint are
 * counted and dropped. The walk stops at the first record that fails, and
 * the stop is classified: the log simply ends there (nothing, or an older
 * record), or it is damaged (with the reason, and whether valid records lie
 * beyond, which a torn write at the head cannot explain).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jolt/log.h"

static int fail(char *why, size_t why_len, int rc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(char *why, size_t why_len, int rc, const char *fmt, ...)
{
	va_list ap;

	if (why && why_len) {
		va_start(ap, fmt);
		vsnprintf(why, why_len, fmt, ap);
		va_end(ap);
	}
	return rc;
}

static int all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

static uint32_t round8(uint32_t n)
{
	return (n + 7u) & ~7u;
}

uint64_t jolt_lsn_next(uint64_t lsn, uint32_t blocks, uint64_t log_blocks,
		       uint32_t record_size)
{
	uint64_t cycle = lsn >> 32, next = (lsn & 0xffffffffu) + blocks;

	if (next + record_size / JOLT_BLOCK_SIZE > log_blocks)
		return (cycle + 1) << 32;
	return cycle << 32 | next;
}

int jolt_record_check(const uint8_t *rec, size_t avail, uint64_t block,
		      uint64_t log_blocks, uint32_t record_size,
		      char *why, size_t why_len)
{
	struct jolt_record_header h;
	uint32_t used, crc;

	if (avail < sizeof(h))
		return fail(why, why_len, -EBADMSG, "truncated record header (%zu bytes)", avail);
	memcpy(&h, rec, sizeof(h));
	if (h.magic != JOLT_RECORD_MAGIC)
		return fail(why, why_len, -ENODATA, "no record (magic %08x)", h.magic);
	if (h.version != JOLT_LOG_VERSION)
		return fail(why, why_len, -EBADMSG, "unsupported record version %u", h.version);
	if ((uint32_t)h.size_blocks * JOLT_BLOCK_SIZE != record_size)
		return fail(why, why_len, -EBADMSG, "record size %u blocks, log has %u",
			    h.size_blocks, record_size / JOLT_BLOCK_SIZE);
	if (h.blocks < 1 || h.blocks > h.size_blocks)
		return fail(why, why_len, -EBADMSG, "bad record length %u blocks", h.blocks);
	if (h.len % 8 || h.len > (uint32_t)h.blocks * JOLT_BLOCK_SIZE - JOLT_RECORD_HEADER_SIZE)
		return fail(why, why_len, -EBADMSG, "bad ops length %u", h.len);
	used = JOLT_RECORD_HEADER_SIZE + h.len;
	if (h.blocks != (used + JOLT_BLOCK_SIZE - 1) / JOLT_BLOCK_SIZE)
		return fail(why, why_len, -EBADMSG, "length %u blocks does not match %u bytes used",
			    h.blocks, used);
	if ((h.lsn >> 32) == 0 || (h.lsn & 0xffffffffu) != block)
		return fail(why, why_len, -EBADMSG, "LSN %llu:%llu does not match position %llu",
			    (unsigned long long)(h.lsn >> 32),
			    (unsigned long long)(h.lsn & 0xffffffffu), (unsigned long long)block);
	if (block + h.blocks > log_blocks)
		return fail(why, why_len, -EBADMSG, "record runs past the end of the log");
	if (h.flags & ~JOLT_REC_FLAGS_ALL)
		return fail(why, why_len, -EBADMSG, "unknown flags %#x", h.flags);
	if (!all_zero(h.reserved, sizeof(h.reserved)))
		return fail(why, why_len, -EBADMSG, "reserved header bytes set");
	if (avail < (size_t)h.blocks * JOLT_BLOCK_SIZE)
		return fail(why, why_len, -EBADMSG, "truncated record: %zu of %u bytes",
			    avail, h.blocks * JOLT_BLOCK_SIZE);
	crc = jolt_record_crc(rec, h.blocks);
	if (crc != h.crc)
		return fail(why, why_len, -EBADMSG, "CRC mismatch: stored %08x, computed %08x",
			    h.crc, crc);
	if (!all_zero(rec + used, (size_t)h.blocks * JOLT_BLOCK_SIZE - used))
		return fail(why, why_len, -EBADMSG, "non-zero padding");
	if (jolt_record_ops(rec, NULL, 0, why, why_len) < 0)
		return -EBADMSG;
	return 0;
}

long jolt_record_ops(const uint8_t *rec, struct jolt_op_view *ops, size_t max,
		     char *why, size_t why_len)
{
	struct jolt_record_header h;
	uint32_t pos = JOLT_RECORD_HEADER_SIZE, end, rsize;
	long n = 0;
	int last_more = 0, last_commit = 0;

	memcpy(&h, rec, sizeof(h));
	end = JOLT_RECORD_HEADER_SIZE + h.len;
	rsize = (uint32_t)h.size_blocks * JOLT_BLOCK_SIZE;
	while (pos < end) {
		struct jolt_op_header o;
		uint32_t span;

		if (last_more || last_commit)
			return fail(why, why_len, -EBADMSG, "op at %u follows the record's last op", pos);
		if (end - pos < sizeof(o))
			return fail(why, why_len, -EBADMSG, "truncated op header at %u", pos);
		memcpy(&o, rec + pos, sizeof(o));
		if (o.flags & ~JOLT_OP_FLAGS_ALL || o.reserved || o.type == 0)
			return fail(why, why_len, -EBADMSG, "bad op header at %u (type %#x flags %#x)",
				    pos, o.type, o.flags);
		span = JOLT_OP_HEADER_SIZE + round8(o.len);
		if (o.len > end - pos - JOLT_OP_HEADER_SIZE || span > end - pos)
			return fail(why, why_len, -EBADMSG, "op at %u overruns the record (len %u)",
				    pos, o.len);
		if (!all_zero(rec + pos + JOLT_OP_HEADER_SIZE + o.len, round8(o.len) - o.len))
			return fail(why, why_len, -EBADMSG, "non-zero op padding at %u", pos);
		if ((o.flags & JOLT_OP_CONT) && (n != 0 || !(h.flags & JOLT_REC_CONT)))
			return fail(why, why_len, -EBADMSG, "continuation op at %u where none may be", pos);
		if (n == 0 && (h.flags & JOLT_REC_CONT) && !(o.flags & JOLT_OP_CONT))
			return fail(why, why_len, -EBADMSG, "record says CONT but its first op is not");
		if (o.flags & JOLT_OP_MORE) {
			if (pos + span != rsize || o.len == 0)
				return fail(why, why_len, -EBADMSG, "split op at %u does not fill the record", pos);
			last_more = 1;
		}
		if (o.type == JOLT_ITEM_COMMIT) {
			struct jolt_commit_payload c;

			if (o.flags || o.len != JOLT_COMMIT_PAYLOAD_SIZE || o.key != h.seq)
				return fail(why, why_len, -EBADMSG, "bad commit op at %u", pos);
			memcpy(&c, rec + pos + JOLT_OP_HEADER_SIZE, sizeof(c));
			if (c.reserved || c.records != h.index + 1)
				return fail(why, why_len, -EBADMSG,
					    "commit op at %u: %u records in a record of index %u, or "
					    "reserved bytes set", pos, c.records, h.index);
			last_commit = 1;
		} else if ((o.type >> 6) == JOLT_CLASS_CONTROL) {
			return fail(why, why_len, -EBADMSG, "unknown control op %#x at %u", o.type, pos);
		}
		if ((size_t)n < max)
			ops[n] = (struct jolt_op_view){ .type = o.type, .flags = o.flags, .len = o.len,
							.key = o.key, .offset = pos,
							.payload = rec + pos + JOLT_OP_HEADER_SIZE };
		n++;
		pos += span;
	}
	if ((uint32_t)n != h.ops)
		return fail(why, why_len, -EBADMSG, "record has %ld ops, header says %u", n, h.ops);
	if (n == 0)
		return fail(why, why_len, -EBADMSG, "record has no ops");
	if (!!(h.flags & JOLT_REC_COMMIT) != last_commit)
		return fail(why, why_len, -EBADMSG, "commit flag and commit op disagree");
	if (!last_commit && rsize - end >= JOLT_OP_HEADER_SIZE + JOLT_COMMIT_PAYLOAD_SIZE)
		return fail(why, why_len, -EBADMSG, "record closed early (%u bytes free)", rsize - end);
	return n;
}

void jolt_log_super_init(uint8_t *sb, const struct jolt_log_geometry *g)
{
	struct jolt_log_super s;

	memset(&s, 0, sizeof(s));
	memcpy(s.magic, "JOLTLOG", 8);
	s.version = JOLT_LOG_VERSION;
	s.block_size = JOLT_BLOCK_SIZE;
	s.log_blocks = g->log_blocks;
	s.record_size = g->record_size;
	s.first_lsn = g->first_lsn;
	s.crc = jolt_crc32c(0, &s, offsetof(struct jolt_log_super, crc));
	memcpy(sb, &s, sizeof(s));
}

int jolt_log_super_read(const uint8_t *sb, size_t avail, struct jolt_log_geometry *g,
			char *why, size_t why_len)
{
	struct jolt_log_super s;

	if (avail < sizeof(s))
		return fail(why, why_len, -EBADMSG, "image too short for a superblock (%zu bytes)", avail);
	memcpy(&s, sb, sizeof(s));
	if (memcmp(s.magic, "JOLTLOG", 8))
		return fail(why, why_len, -EBADMSG, "not a jolt log image (bad superblock magic)");
	if (s.crc != jolt_crc32c(0, &s, offsetof(struct jolt_log_super, crc)))
		return fail(why, why_len, -EBADMSG, "superblock CRC mismatch");
	if (s.version != JOLT_LOG_VERSION)
		return fail(why, why_len, -EBADMSG, "unsupported log version %u", s.version);
	if (s.block_size != JOLT_BLOCK_SIZE)
		return fail(why, why_len, -EBADMSG, "unsupported block size %u", s.block_size);
	if (s.record_size < JOLT_RECORD_SIZE_MIN || s.record_size > JOLT_RECORD_SIZE_MAX ||
	    s.record_size % JOLT_BLOCK_SIZE)
		return fail(why, why_len, -EBADMSG, "bad record size %u", s.record_size);
	if (s.log_blocks < 2ull * (s.record_size / JOLT_BLOCK_SIZE) || s.log_blocks >= (1ull << 32))
		return fail(why, why_len, -EBADMSG, "bad log size %llu blocks",
			    (unsigned long long)s.log_blocks);
	if ((s.first_lsn >> 32) == 0 ||
	    (s.first_lsn & 0xffffffffu) + s.record_size / JOLT_BLOCK_SIZE > s.log_blocks)
		return fail(why, why_len, -EBADMSG,
			    "bad first LSN %llu:%llu (cycle 0, or no room for a record there)",
			    (unsigned long long)(s.first_lsn >> 32),
			    (unsigned long long)(s.first_lsn & 0xffffffffu));
	if (s.reserved0 || !all_zero(s.reserved, sizeof(s.reserved)))
		return fail(why, why_len, -EBADMSG, "superblock reserved bytes set");
	*g = (struct jolt_log_geometry){ .log_blocks = s.log_blocks, .record_size = s.record_size,
					 .first_lsn = s.first_lsn };
	return 0;
}

/* Recovery's memory: bump allocation in chunks, freed at once. */
struct chunk {
	struct chunk *next;
	size_t used, size;
	uint8_t data[];
};

static void *arena_alloc(void **arena, size_t n)
{
	struct chunk *c = *arena;

	n = (n + 15) & ~(size_t)15;
	if (!c || c->size - c->used < n) {
		size_t size = n > (1u << 20) ? n : (1u << 20);

		c = malloc(sizeof(*c) + size);
		if (!c)
			return NULL;
		c->next = *arena;
		c->used = 0;
		c->size = size;
		*arena = c;
	}
	c->used += n;
	return c->data + c->used - n;
}

struct walk {
	struct jolt_recovery *r;
	jolt_read_fn read;
	void *ctx;
	uint8_t *rec;            /* one record_size buffer */
	struct jolt_op_view *ops;
	size_t max_ops;
	/* the checkpoint being assembled */
	int open;
	uint64_t seq, first_lsn, tail_lsn;
	uint32_t records;
	struct jolt_item *items;
	uint64_t nitems, cap_items;
	uint8_t *frag;           /* payload of an op split across records */
	uint32_t frag_len, frag_cap;
	uint8_t frag_type;
	uint64_t frag_key;
	int frag_open;
	int have_prev;
	uint64_t prev_seq;
};

static uint64_t block_off(uint64_t block)
{
	return (1 + block) * JOLT_BLOCK_SIZE;
}

/* Reads and checks the record at block; 0, -ENODATA or -EBADMSG (why). */
static int read_record(struct walk *w, uint64_t block, char *why, size_t why_len)
{
	struct jolt_record_header h;
	const struct jolt_log_geometry *g = &w->r->geo;
	int rc = w->read(w->ctx, block_off(block), w->rec, JOLT_RECORD_HEADER_SIZE);
	size_t avail;

	if (rc)
		return fail(why, why_len, rc == -ENODATA ? -EBADMSG : rc,
			    "cannot read block %llu (%s)", (unsigned long long)block, strerror(-rc));
	memcpy(&h, w->rec, sizeof(h));
	avail = JOLT_RECORD_HEADER_SIZE;
	if (h.magic == JOLT_RECORD_MAGIC && h.blocks >= 1 && h.blocks <= g->record_size / JOLT_BLOCK_SIZE &&
	    block + h.blocks <= g->log_blocks) {
		rc = w->read(w->ctx, block_off(block), w->rec, (size_t)h.blocks * JOLT_BLOCK_SIZE);
		if (rc && rc != -ENODATA)
			return fail(why, why_len, rc, "cannot read record at block %llu (%s)",
				    (unsigned long long)block, strerror(-rc));
		if (!rc)
			avail = (size_t)h.blocks * JOLT_BLOCK_SIZE;
	}
	return jolt_record_check(w->rec, avail, block, g->log_blocks, g->record_size, why, why_len);
}

static int add_item(struct walk *w, uint8_t type, uint64_t key, const uint8_t *p, uint32_t len)
{
	struct jolt_item *it;
	uint8_t *copy = NULL;

	if (w->nitems == w->cap_items) {
		uint64_t cap = w->cap_items ? 2 * w->cap_items : 256;
		struct jolt_item *n = realloc(w->items, cap * sizeof(*n));

		if (!n)
			return -ENOMEM;
		w->items = n;
		w->cap_items = cap;
	}
	if (len) {
		copy = arena_alloc(&w->r->arena, len);
		if (!copy)
			return -ENOMEM;
		memcpy(copy, p, len);
	}
	it = &w->items[w->nitems++];
	*it = (struct jolt_item){ .type = type, .key = key, .len = len, .payload = copy };
	return 0;
}

static int frag_append(struct walk *w, const uint8_t *p, uint32_t len)
{
	if (w->frag_len + (uint64_t)len > JOLT_MAX_PAYLOAD)
		return -EFBIG;
	if (w->frag_len + len > w->frag_cap) {
		uint32_t cap = (w->frag_len + len) * 2;
		uint8_t *n = realloc(w->frag, cap);

		if (!n)
			return -ENOMEM;
		w->frag = n;
		w->frag_cap = cap;
	}
	memcpy(w->frag + w->frag_len, p, len);
	w->frag_len += len;
	return 0;
}

/* Moves the assembled checkpoint into the result. */
static int accept_checkpoint(struct walk *w, uint64_t commit_lsn)
{
	struct jolt_recovery *r = w->r;
	struct jolt_checkpoint *c;

	if ((r->ncheckpoints & (r->ncheckpoints - 1)) == 0) {
		uint64_t cap = r->ncheckpoints ? 2 * r->ncheckpoints : 16;
		struct jolt_checkpoint *n;

		if (cap < 16)
			cap = 16;
		n = realloc(r->checkpoints, cap * sizeof(*n));
		if (!n)
			return -ENOMEM;
		r->checkpoints = n;
	}
	c = &r->checkpoints[r->ncheckpoints++];
	*c = (struct jolt_checkpoint){ .seq = w->seq, .first_lsn = w->first_lsn,
				       .commit_lsn = commit_lsn, .tail_lsn = w->tail_lsn,
				       .records = w->records, .nitems = w->nitems };
	if (w->nitems) {
		c->items = arena_alloc(&r->arena, w->nitems * sizeof(*c->items));
		if (!c->items)
			return -ENOMEM;
		memcpy(c->items, w->items, w->nitems * sizeof(*c->items));
	}
	w->nitems = 0;
	w->open = 0;
	w->have_prev = 1;
	w->prev_seq = w->seq;
	return 0;
}

/* Applies one checked record to the checkpoint being assembled; 0 when it
 * fits, 1 when it does not (reason in r->reason), or a negative errno. */
static int take_record(struct walk *w, uint64_t lsn)
{
	struct jolt_recovery *r = w->r;
	struct jolt_record_header h;
	long n;
	int rc;

	memcpy(&h, w->rec, sizeof(h));
	if (!w->open) {
		if (!(h.flags & JOLT_REC_FIRST) || h.index != 0)
			return fail(r->reason, sizeof(r->reason), 1,
				    "record at LSN %llu:%llu is not the first of a checkpoint",
				    (unsigned long long)(lsn >> 32), (unsigned long long)(lsn & 0xffffffffu));
		if (w->have_prev && h.seq != w->prev_seq + 1)
			return fail(r->reason, sizeof(r->reason), 1,
				    "checkpoint %llu follows checkpoint %llu (out of sequence)",
				    (unsigned long long)h.seq, (unsigned long long)w->prev_seq);
		w->open = 1;
		w->seq = h.seq;
		w->first_lsn = lsn;
		w->tail_lsn = h.tail_lsn;
		w->records = 0;
		w->nitems = 0;
		w->frag_open = 0;
	} else if ((h.flags & JOLT_REC_FIRST) || h.seq != w->seq || h.index != w->records) {
		return fail(r->reason, sizeof(r->reason), 1,
			    "record at LSN %llu:%llu (checkpoint %llu, index %u) does not continue "
			    "checkpoint %llu at index %u",
			    (unsigned long long)(lsn >> 32), (unsigned long long)(lsn & 0xffffffffu),
			    (unsigned long long)h.seq, h.index, (unsigned long long)w->seq, w->records);
	}
	if (!!(h.flags & JOLT_REC_CONT) != w->frag_open)
		return fail(r->reason, sizeof(r->reason), 1,
			    "record at LSN %llu:%llu breaks the split-op chain",
			    (unsigned long long)(lsn >> 32), (unsigned long long)(lsn & 0xffffffffu));
	n = jolt_record_ops(w->rec, w->ops, w->max_ops, r->reason, sizeof(r->reason));
	if (n < 0)
		return 1;
	for (long i = 0; i < n; i++) {
		const struct jolt_op_view *o = &w->ops[i];

		if (o->type == JOLT_ITEM_COMMIT) {
			struct jolt_commit_payload c;

			memcpy(&c, o->payload, sizeof(c));
			if (c.items != w->nitems || c.records != w->records + 1)
				return fail(r->reason, sizeof(r->reason), 1,
					    "commit of checkpoint %llu counts %llu items in %u records, "
					    "found %llu in %u",
					    (unsigned long long)w->seq, (unsigned long long)c.items,
					    c.records, (unsigned long long)w->nitems, w->records + 1);
			continue;
		}
		if (o->flags & JOLT_OP_CONT) {
			if (o->type != w->frag_type || o->key != w->frag_key)
				return fail(r->reason, sizeof(r->reason), 1,
					    "continuation op does not match the op it continues");
		} else {
			w->frag_type = o->type;
			w->frag_key = o->key;
			w->frag_len = 0;
		}
		if (!(o->flags & JOLT_OP_MORE) && !(o->flags & JOLT_OP_CONT)) {
			rc = add_item(w, o->type, o->key, o->payload, o->len);
		} else {
			rc = frag_append(w, o->payload, o->len);
			if (!rc && !(o->flags & JOLT_OP_MORE))
				rc = add_item(w, o->type, o->key, w->frag, w->frag_len);
		}
		if (rc == -EFBIG)
			return fail(r->reason, sizeof(r->reason), 1, "split op longer than max_payload");
		if (rc)
			return rc;
		w->frag_open = !!(o->flags & JOLT_OP_MORE);
	}
	w->records++;
	if (h.flags & JOLT_REC_COMMIT)
		return accept_checkpoint(w, lsn);
	return 0;
}

static void lsn_str(char *buf, size_t len, uint64_t lsn)
{
	snprintf(buf, len, "%llu:%llu", (unsigned long long)(lsn >> 32),
		 (unsigned long long)(lsn & 0xffffffffu));
}

int jolt_log_recover(jolt_read_fn read, void *ctx, struct jolt_recovery *r)
{
	uint8_t sb[JOLT_BLOCK_SIZE];
	struct walk w = { .r = r, .read = read, .ctx = ctx };
	char why[160], a[32], b[32];
	uint64_t lsn;
	int rc, have_head = 0;

	memset(r, 0, sizeof(*r));
	rc = read(ctx, 0, sb, sizeof(sb));
	if (rc)
		return fail(r->reason, sizeof(r->reason), rc == -ENODATA ? -EBADMSG : rc,
			    "cannot read the superblock: %s",
			    rc == -ENODATA ? "image shorter than one block" : strerror(-rc));
	rc = jolt_log_super_read(sb, sizeof(sb), &r->geo, r->reason, sizeof(r->reason));
	if (rc)
		return rc;
	rc = read(ctx, block_off(r->geo.log_blocks - 1), sb, JOLT_BLOCK_SIZE);
	if (rc)
		return fail(r->reason, sizeof(r->reason), rc == -ENODATA ? -EBADMSG : rc,
			    "image truncated: the log needs %llu bytes",
			    (unsigned long long)block_off(r->geo.log_blocks));

	w.rec = malloc(r->geo.record_size);
	w.max_ops = r->geo.record_size / JOLT_OP_HEADER_SIZE;
	w.ops = malloc(w.max_ops * sizeof(*w.ops));
	if (!w.rec || !w.ops) {
		rc = -ENOMEM;
		goto out;
	}

	/* Head: the valid record with the greatest LSN. */
	for (uint64_t blk = 0; blk < r->geo.log_blocks;) {
		struct jolt_record_header h;

		rc = read_record(&w, blk, why, sizeof(why));
		if (rc == -ENODATA || rc == -EBADMSG) {
			blk++;
			continue;
		}
		if (rc)
			goto out_reason;
		memcpy(&h, w.rec, sizeof(h));
		if (!have_head || h.lsn > r->head_lsn) {
			r->head_lsn = h.lsn;
			r->tail_lsn = h.tail_lsn;
			have_head = 1;
		}
		blk += h.blocks;
	}
	if (!have_head) {
		r->end = JOLT_END_EMPTY;
		snprintf(r->reason, sizeof(r->reason), "the log holds no record");
		rc = 0;
		goto out;
	}

	/* Tail: must be the first record of a checkpoint. */
	lsn_str(a, sizeof(a), r->tail_lsn);
	lsn_str(b, sizeof(b), r->head_lsn);
	if ((r->tail_lsn >> 32) == 0 || (r->tail_lsn & 0xffffffffu) >= r->geo.log_blocks ||
	    r->tail_lsn > r->head_lsn) {
		rc = fail(r->reason, sizeof(r->reason), -EBADMSG,
			  "tail LSN %s (from the head record at %s) is not in the log", a, b);
		goto out;
	}
	rc = read_record(&w, r->tail_lsn & 0xffffffffu, why, sizeof(why));
	if (rc == 0) {
		struct jolt_record_header h;

		memcpy(&h, w.rec, sizeof(h));
		if (h.lsn != r->tail_lsn)
			rc = fail(why, sizeof(why), -EBADMSG, "the record there has LSN %llu:%llu",
				  (unsigned long long)(h.lsn >> 32),
				  (unsigned long long)(h.lsn & 0xffffffffu));
		else if (!(h.flags & JOLT_REC_FIRST))
			rc = fail(why, sizeof(why), -EBADMSG, "it is not the first record of a checkpoint");
	}
	if (rc) {
		rc = fail(r->reason, sizeof(r->reason), rc == -ENODATA ? -EBADMSG : rc,
			  "tail LSN %s (from the head record at %s): %s", a, b, why);
		goto out;
	}

	/* Walk. */
	for (lsn = r->tail_lsn;;) {
		struct jolt_record_header h;

		r->end_lsn = lsn;
		lsn_str(a, sizeof(a), lsn);
		rc = read_record(&w, lsn & 0xffffffffu, why, sizeof(why));
		if (rc == -ENODATA) {
			r->end = JOLT_END_CLEAN;
			snprintf(r->reason, sizeof(r->reason), "log ends at LSN %s (no record there)", a);
			break;
		}
		if (rc == -EBADMSG) {
			r->end = JOLT_END_DAMAGE;
			snprintf(r->reason, sizeof(r->reason), "bad record at LSN %s: %s", a, why);
			break;
		}
		if (rc)
			goto out_reason;
		memcpy(&h, w.rec, sizeof(h));
		if (h.lsn < lsn) {
			r->end = JOLT_END_CLEAN;
			lsn_str(b, sizeof(b), h.lsn);
			snprintf(r->reason, sizeof(r->reason),
				 "log ends at LSN %s (an older record, %s, is there)", a, b);
			break;
		}
		if (h.lsn > lsn) {
			r->end = JOLT_END_DAMAGE;
			lsn_str(b, sizeof(b), h.lsn);
			snprintf(r->reason, sizeof(r->reason),
				 "record at LSN %s carries LSN %s (from the future)", a, b);
			break;
		}
		rc = take_record(&w, lsn);
		if (rc < 0)
			goto out;
		if (rc == 1) {
			r->end = JOLT_END_DAMAGE;
			snprintf(why, sizeof(why), "%s", r->reason);
			snprintf(r->reason, sizeof(r->reason), "bad record at LSN %s: %s", a, why);
			break;
		}
		r->records_read++;
		lsn = jolt_lsn_next(lsn, h.blocks, r->geo.log_blocks, r->geo.record_size);
	}
	if (w.open)
		r->dropped_records = w.records;
	/* The head is the newest valid record: a walk that stops at or before
	 * it has met a hole, whatever the stop looked like. */
	if (r->end_lsn <= r->head_lsn) {
		if (r->end == JOLT_END_CLEAN) {
			snprintf(why, sizeof(why), "%s", r->reason);
			snprintf(r->reason, sizeof(r->reason), "missing record: %s", why);
		}
		r->end = JOLT_END_DAMAGE;
		r->valid_beyond = 1;
	}
	rc = 0;
	goto out;

out_reason:
	snprintf(r->reason, sizeof(r->reason), "%s", why);
out:
	free(w.rec);
	free(w.ops);
	free(w.items);
	free(w.frag);
	return rc;
}

struct mem_image {
	const uint8_t *data;
	size_t size;
};

static int mem_read(void *ctx, uint64_t off, void *buf, size_t len)
{
	const struct mem_image *m = ctx;

	if (off > m->size || len > m->size - off)
		return -ENODATA;
	memcpy(buf, m->data + off, len);
	return 0;
}

int jolt_log_recover_mem(const uint8_t *image, size_t size, struct jolt_recovery *r)
{
	struct mem_image m = { image, size };

	return jolt_log_recover(mem_read, &m, r);
}

void jolt_recovery_free(struct jolt_recovery *r)
{
	struct chunk *c = r->arena;

	while (c) {
		struct chunk *next = c->next;

		free(c);
		c = next;
	}
	free(r->checkpoints);
	r->arena = NULL;
	r->checkpoints = NULL;
	r->ncheckpoints = 0;
}
