/* The "mem" backend: a device in RAM that remembers everything, for crash
 * and fault tests (in the manner of dm-log-writes and CrashMonkey).
 *
 * I/O submitted here sits in a pending list until jolt_blk_poll(), which
 * completes some of it, in random order (the device may reorder anything
 * in flight), and applies completed writes to the visible contents. Every
 * submission and completion of a write or flush advances a clock and is
 * logged together with a copy of the written data. From that log,
 * jolt_blk_mem_crash_image() rebuilds what the media could hold after power
 * loss at any clock value:
 *
 *   durable(w) = w completed by the cut and (w was FUA, or some flush that
 *                completed by the cut was submitted after w completed)
 *
 * Durable writes are always applied; every other write submitted by the cut
 * is offered to a chooser that picks which of its 512-byte sectors reached
 * the media (none, all, or a torn subset). Writes are applied in completion
 * order, in-flight ones last in submission order.
 *
 * Target string: "SIZE" or comma-separated "size=SIZE", "seed=N" (order of
 * completions), "order=fifo" (complete in submission order), "log=0" (keep
 * no event log: for benchmarks; crash images are then refused). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "../blk_internal.h"

#define SECTOR 512u
#define NOT_DONE UINT64_MAX
#define NO_EVENT SIZE_MAX

struct mem_req {
	int op;
	uint32_t flags;
	uint64_t off, len;
	void *buf;
	jolt_blk_cb cb;
	void *arg;
	int res;
	size_t ev;
	uint64_t submit_t;
};

struct mem_write_ev {
	uint64_t off, len;
	uint8_t *data;
	uint64_t submit_t, complete_t;
	uint32_t fua;
};

struct mem_flush_ev {
	uint64_t submit_t, complete_t;
};

struct mem_dev {
	uint8_t *cur, *base;
	uint64_t clock;
	struct mem_write_ev *w;
	size_t nw, cw;
	struct mem_flush_ev *f;
	size_t nf, cf;
	struct mem_req *pend;
	size_t npend;
	uint64_t rng;
	int log;
	int fifo;
	struct jolt_blk_mem_fault fault;
	int fault_on;
	uint64_t fault_seen;
	uint64_t short_bytes;
};

static uint64_t rnd(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* The media (and the log's base copy) come straight from the kernel, zeroed,
 * in huge pages where it gives them: a crash test opens a device per cut it
 * mounts, and malloc's memory (ASan's in particular, which maps and unmaps
 * every large block) cost a page fault per 4 KiB of it each time. */
static void *media_alloc(uint64_t size)
{
	void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	if (size >= (2u << 20))
		madvise(p, size, MADV_HUGEPAGE);   /* advice: without it, 4 KiB pages */
	return p;
}

static void media_free(void *p, uint64_t size)
{
	if (p)
		munmap(p, size);
}

static int mem_open(struct jolt_blk *b, const char *target,
		    const struct jolt_blk_opts *o, char *why, size_t why_len)
{
	uint64_t size = o->size, seed = 1;
	int log = 1, fifo = 0;
	char buf[256];

	if (strlen(target) >= sizeof(buf)) {
		jolt_blk_why(why, why_len, "mem target too long");
		return -EINVAL;
	}
	strcpy(buf, target);
	for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		const char *val = eq ? eq + 1 : tok;
		if (eq)
			*eq = 0;
		int rc = 0;
		if (!eq || !strcmp(tok, "size"))
			rc = jolt_parse_size(val, &size);
		else if (!strcmp(tok, "seed"))
			rc = jolt_parse_size(val, &seed);
		else if (!strcmp(tok, "log"))
			log = strcmp(val, "0") != 0;
		else if (!strcmp(tok, "order"))
			fifo = !strcmp(val, "fifo");
		else
			rc = -EINVAL;
		if (rc < 0) {
			jolt_blk_why(why, why_len, "bad mem target option '%s' (size=, seed=, order=fifo, log=0)", tok);
			return -EINVAL;
		}
	}
	uint32_t bs = o->block_size ? o->block_size : 4096;
	if (bs != 512 && bs != 4096) {
		jolt_blk_why(why, why_len, "mem block size %u: must be 512 or 4096", bs);
		return -EINVAL;
	}
	if (!size || size % bs || size > (1ull << 40)) {
		jolt_blk_why(why, why_len, "mem size %llu: must be a non-zero multiple of %u, at most 1 TiB",
			     (unsigned long long)size, bs);
		return -EINVAL;
	}
	struct mem_dev *m = calloc(1, sizeof(*m));
	if (!m)
		return -ENOMEM;
	m->cur = media_alloc(size);
	m->base = log ? media_alloc(size) : NULL;
	m->pend = calloc(b->queue_depth, sizeof(*m->pend));
	if (!m->cur || (log && !m->base) || !m->pend) {
		media_free(m->cur, size);
		media_free(m->base, size);
		free(m->pend);
		free(m);
		jolt_blk_why(why, why_len, "cannot allocate %llu bytes for the mem device",
			     (unsigned long long)size);
		return -ENOMEM;
	}
	m->rng = seed;
	m->log = log;
	m->fifo = fifo;
	b->priv = m;
	b->block_size = bs;
	b->capacity = size;
	b->align = 8;
	b->fua_native = 1;
	snprintf(b->desc, sizeof(b->desc), "mem %llu MiB, %s completion, flush=logged fua=logged",
		 (unsigned long long)(size >> 20), fifo ? "in-order" : "reordered");
	b->volatile_media = 1;
	return 0;
}

static void mem_close(struct jolt_blk *b)
{
	struct mem_dev *m = b->priv;
	for (size_t i = 0; i < m->nw; i++)
		free(m->w[i].data);
	free(m->w);
	free(m->f);
	free(m->pend);
	media_free(m->cur, b->capacity);
	media_free(m->base, b->capacity);
	free(m);
}

static int grow(void **arr, size_t *cap, size_t n, size_t elem)
{
	if (n < *cap)
		return 0;
	size_t nc = *cap ? *cap * 2 : 64;
	void *p = realloc(*arr, nc * elem);
	if (!p)
		return -ENOMEM;
	*arr = p;
	*cap = nc;
	return 0;
}

static int mem_submit(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		      void *buf, uint64_t len, jolt_blk_cb cb, void *arg)
{
	struct mem_dev *m = b->priv;
	struct mem_req r = {op, flags, off, len, buf, cb, arg, 0, NO_EVENT, 0};

	if (m->fault_on && (m->fault.op_mask & (1u << op))) {
		uint64_t n = ++m->fault_seen;
		if (n >= m->fault.nth && (!m->fault.count || n < m->fault.nth + m->fault.count))
			r.res = m->fault.err;
	}
	if (!r.res && m->short_bytes && op != JOLT_BLK_FLUSH && off + len > m->short_bytes)
		r.res = op == JOLT_BLK_WRITE ? -ENOSPC : -EIO;
	if (m->log && !r.res && op != JOLT_BLK_READ) {
		r.submit_t = ++m->clock;
		if (op == JOLT_BLK_WRITE) {
			if (grow((void **)&m->w, &m->cw, m->nw, sizeof(*m->w)) < 0)
				return -ENOMEM;
			uint8_t *copy = malloc(len);
			if (!copy)
				return -ENOMEM;
			memcpy(copy, buf, len);
			m->w[m->nw] = (struct mem_write_ev){off, len, copy, r.submit_t, NOT_DONE,
							    flags & JOLT_BLK_FUA};
			r.ev = m->nw++;
		} else {
			if (grow((void **)&m->f, &m->cf, m->nf, sizeof(*m->f)) < 0)
				return -ENOMEM;
			m->f[m->nf] = (struct mem_flush_ev){r.submit_t, NOT_DONE};
			r.ev = m->nf++;
		}
	}
	m->pend[m->npend++] = r;
	return 0;
}

static void mem_finish(struct jolt_blk *b, struct mem_req *r)
{
	struct mem_dev *m = b->priv;
	if (!r->res) {
		if (r->op == JOLT_BLK_WRITE)
			memcpy(m->cur + r->off, r->buf, r->len);
		else if (r->op == JOLT_BLK_READ)
			memcpy(r->buf, m->cur + r->off, r->len);
		if (r->ev != NO_EVENT) {
			uint64_t t = ++m->clock;
			if (r->op == JOLT_BLK_WRITE)
				m->w[r->ev].complete_t = t;
			else
				m->f[r->ev].complete_t = t;
		}
	}
	jolt_blk_complete(b, r->cb, r->arg, r->res);
}

static int mem_poll(struct jolt_blk *b, unsigned min)
{
	struct mem_dev *m = b->priv;
	if (!m->npend)
		return 0;
	/* Complete a random number (at least min, at least 1) of the pending
	 * I/Os, each picked at random: any completion order is legal. */
	size_t lo = min ? min : 1;
	size_t k = m->fifo ? m->npend : lo + rnd(&m->rng) % (m->npend - lo + 1);
	int done = 0;
	while (k-- && m->npend) {
		size_t i = m->fifo ? 0 : rnd(&m->rng) % m->npend;
		struct mem_req r = m->pend[i];
		memmove(&m->pend[i], &m->pend[i + 1], (m->npend - i - 1) * sizeof(r));
		m->npend--;
		mem_finish(b, &r);
		done++;
	}
	return done;
}

const struct jolt_blk_backend_ops jolt_blk_mem_ops = {
	.name = "mem",
	.open = mem_open,
	.submit = mem_submit,
	.poll = mem_poll,
	.close = mem_close,
};

static struct mem_dev *mem_of(const struct jolt_blk *b)
{
	return b && b->ops == &jolt_blk_mem_ops ? b->priv : NULL;
}

uint64_t jolt_blk_mem_now(const struct jolt_blk *b)
{
	struct mem_dev *m = mem_of(b);
	return m ? m->clock : 0;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

size_t jolt_blk_mem_flush_points(const struct jolt_blk *b, uint64_t *out, size_t max)
{
	struct mem_dev *m = mem_of(b);
	if (!m)
		return 0;
	size_t n = 0;
	uint64_t *all = malloc((m->nf + m->nw + 1) * sizeof(*all));
	if (!all)
		return 0;
	for (size_t i = 0; i < m->nf; i++)
		if (m->f[i].complete_t != NOT_DONE)
			all[n++] = m->f[i].complete_t;
	for (size_t i = 0; i < m->nw; i++)
		if (m->w[i].fua && m->w[i].complete_t != NOT_DONE)
			all[n++] = m->w[i].complete_t;
	qsort(all, n, sizeof(*all), cmp_u64);
	for (size_t i = 0; i < n && i < max; i++)
		out[i] = all[i];
	free(all);
	return n;
}

struct order {
	uint64_t k1, k2;
	size_t i;
};

static int cmp_order(const void *a, const void *b)
{
	const struct order *x = a, *y = b;
	if (x->k1 != y->k1)
		return x->k1 < y->k1 ? -1 : 1;
	return x->k2 < y->k2 ? -1 : x->k2 > y->k2;
}

int jolt_blk_mem_crash_image(const struct jolt_blk *b, uint64_t at,
			     jolt_blk_mem_chooser choose, void *ctx,
			     uint8_t *img, size_t size)
{
	struct mem_dev *m = mem_of(b);
	if (!m || !img)
		return -EINVAL;
	if (!m->log)
		return -ENOTSUP;
	if (size != b->capacity)
		return -EINVAL;
	/* A write is durable iff it completed before the submission of some
	 * flush completed by the cut: compare with the latest such submission. */
	uint64_t smax = 0;
	for (size_t i = 0; i < m->nf; i++)
		if (m->f[i].complete_t <= at && m->f[i].submit_t > smax)
			smax = m->f[i].submit_t;
	uint64_t maxsec = 1;
	for (size_t i = 0; i < m->nw; i++)
		if (m->w[i].len / SECTOR > maxsec)
			maxsec = m->w[i].len / SECTOR;
	struct order *ord = malloc((m->nw + 1) * sizeof(*ord));
	uint8_t *mask = malloc(maxsec);
	if (!ord || !mask) {
		free(ord);
		free(mask);
		return -ENOMEM;
	}
	size_t n = 0;
	for (size_t i = 0; i < m->nw; i++) {
		if (m->w[i].submit_t > at)
			continue;
		uint64_t c = m->w[i].complete_t;
		ord[n++] = (struct order){c <= at ? c : NOT_DONE, m->w[i].submit_t, i};
	}
	qsort(ord, n, sizeof(*ord), cmp_order);
	memcpy(img, m->base, size);
	for (size_t j = 0; j < n; j++) {
		const struct mem_write_ev *w = &m->w[ord[j].i];
		int done = w->complete_t <= at;
		if (done && (w->fua || w->complete_t < smax)) {
			memcpy(img + w->off, w->data, w->len);
			continue;
		}
		struct jolt_blk_mem_write view = {w->off, w->len, w->submit_t,
						  done ? w->complete_t : 0,
						  (uint32_t)(w->len / SECTOR)};
		if (!choose)
			continue;
		memset(mask, 0, view.sectors);
		choose(ctx, &view, mask);
		for (uint32_t s = 0; s < view.sectors; s++)
			if (mask[s])
				memcpy(img + w->off + (uint64_t)s * SECTOR, w->data + (uint64_t)s * SECTOR, SECTOR);
	}
	free(ord);
	free(mask);
	return 0;
}

void jolt_blk_mem_choose_random(void *ctx, const struct jolt_blk_mem_write *w, uint8_t *mask)
{
	struct jolt_blk_mem_random *r = ctx;
	unsigned p = (unsigned)(rnd(&r->state) % 100);
	if (p < r->apply_pct) {
		memset(mask, 1, w->sectors);
	} else if (p < r->apply_pct + r->torn_pct) {
		for (uint32_t s = 0; s < w->sectors; s++)
			mask[s] = rnd(&r->state) & 1;
	}
}

int jolt_blk_mem_set_fault(struct jolt_blk *b, const struct jolt_blk_mem_fault *f)
{
	struct mem_dev *m = mem_of(b);
	if (!m)
		return -EINVAL;
	if (!f || !f->err) {
		m->fault_on = 0;
		return 0;
	}
	if (f->err >= 0 || !f->nth || !f->op_mask)
		return -EINVAL;
	m->fault = *f;
	m->fault_on = 1;
	m->fault_seen = 0;
	return 0;
}

int jolt_blk_mem_set_short(struct jolt_blk *b, uint64_t bytes)
{
	struct mem_dev *m = mem_of(b);
	if (!m || bytes > b->capacity)
		return -EINVAL;
	m->short_bytes = bytes;
	return 0;
}

int jolt_blk_mem_load(struct jolt_blk *b, const uint8_t *img, size_t size)
{
	struct mem_dev *m = mem_of(b);
	if (!m || !img || size > b->capacity)
		return -EINVAL;
	if (m->nw || m->nf || m->npend)
		return -EBUSY;
	memcpy(m->cur, img, size);
	memset(m->cur + size, 0, b->capacity - size);
	if (m->base)
		memcpy(m->base, m->cur, b->capacity);
	return 0;
}

const uint8_t *jolt_blk_mem_data(const struct jolt_blk *b)
{
	struct mem_dev *m = mem_of(b);
	return m ? m->cur : NULL;
}

int jolt_blk_mem_settle(struct jolt_blk *b)
{
	struct mem_dev *m = mem_of(b);
	if (!m)
		return -EINVAL;
	if (m->npend)
		return -EBUSY;
	for (size_t i = 0; i < m->nw; i++)
		free(m->w[i].data);
	m->nw = 0;
	m->nf = 0;
	if (m->base)
		memcpy(m->base, m->cur, b->capacity);
	return 0;
}
