/* The block layer's common part: backend dispatch, argument checks, queue
 * depth accounting, counters and the synchronous helpers.
 *
 * Every backend sees only I/O that passed the checks here: aligned to the
 * block size, inside the capacity, buffer aligned, queue not full. The
 * inflight count is kept here so that -EAGAIN means the same thing on every
 * backend. Completion callbacks run from jolt_blk_poll() only. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "blk_internal.h"

static const struct jolt_blk_backend_ops *const backends[] = {
	&jolt_blk_mem_ops,
#ifdef JOLT_HAVE_URING
	&jolt_blk_uring_ops,
#endif
#ifdef JOLT_HAVE_SPDK
	&jolt_blk_spdk_ops,
#endif
};

static const char *const known[] = {"mem", "uring", "spdk"};

void jolt_blk_why(char *why, size_t why_len, const char *fmt, ...)
{
	if (!why || !why_len)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, why_len, fmt, ap);
	va_end(ap);
}

void jolt_blk_opts_default(struct jolt_blk_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->queue_depth = 32;
}

int jolt_blk_backend_available(const char *backend)
{
	if (!backend)
		return 0;
	for (size_t i = 0; i < sizeof(backends) / sizeof(backends[0]); i++)
		if (!strcmp(backends[i]->name, backend))
			return 1;
	return 0;
}

int jolt_blk_open(const char *backend, const char *target,
		  const struct jolt_blk_opts *opts, struct jolt_blk **out,
		  char *why, size_t why_len)
{
	struct jolt_blk_opts def;
	const struct jolt_blk_backend_ops *ops = NULL;

	jolt_blk_why(why, why_len, "ok");
	if (!out)
		return -EINVAL;
	*out = NULL;
	if (!backend)
		backend = "uring";
	for (size_t i = 0; i < sizeof(backends) / sizeof(backends[0]); i++)
		if (!strcmp(backends[i]->name, backend))
			ops = backends[i];
	if (!ops) {
		for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
			if (!strcmp(known[i], backend)) {
				jolt_blk_why(why, why_len, "backend '%s' was not built into this jolt "
					     "(its library was not found at build time)", backend);
				return -ENOTSUP;
			}
		jolt_blk_why(why, why_len, "unknown block backend '%s' (mem, uring, spdk)", backend);
		return -ENOENT;
	}
	if (!opts) {
		jolt_blk_opts_default(&def);
		opts = &def;
	}
	if (opts->queue_depth > 4096) {
		jolt_blk_why(why, why_len, "queue depth %u out of range 1..4096", opts->queue_depth);
		return -EINVAL;
	}
	struct jolt_blk *b = calloc(1, sizeof(*b));
	if (!b)
		return -ENOMEM;
	b->ops = ops;
	b->queue_depth = opts->queue_depth ? opts->queue_depth : 32;
	b->rdonly = !!(opts->flags & JOLT_BLK_OPEN_RDONLY);
	snprintf(b->target, sizeof(b->target), "%s", target ? target : "");
	int rc = ops->open(b, target ? target : "", opts, why, why_len);
	if (rc < 0) {
		free(b);
		return rc;
	}
	*out = b;
	return 0;
}

void jolt_blk_close(struct jolt_blk *b)
{
	if (!b)
		return;
	while (b->inflight)
		if (jolt_blk_poll(b, 1) < 0)
			break;
	b->ops->close(b);
	free(b);
}

int jolt_blk_submit(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		    void *buf, uint64_t len, jolt_blk_cb cb, void *arg)
{
	if (!b || !cb)
		return -EINVAL;
	if (flags & ~(uint32_t)JOLT_BLK_FUA)
		return -EINVAL;
	switch (op) {
	case JOLT_BLK_READ:
	case JOLT_BLK_WRITE:
		if (!buf || !len || len % b->block_size || off % b->block_size)
			return -EINVAL;
		if (off > b->capacity || len > b->capacity - off)
			return -EINVAL;
		if ((uintptr_t)buf % b->align)
			return -EINVAL;
		if (op == JOLT_BLK_READ && flags)
			return -EINVAL;
		if (op == JOLT_BLK_WRITE && b->rdonly)
			return -EBADF;
		break;
	case JOLT_BLK_FLUSH:
		if (flags)
			return -EINVAL;
		if (b->rdonly)
			return -EBADF;
		off = 0;
		len = 0;
		buf = NULL;
		break;
	default:
		return -EINVAL;
	}
	if (b->inflight >= b->queue_depth)
		return -EAGAIN;
	b->inflight++;
	int rc = b->ops->submit(b, op, flags, off, buf, len, cb, arg);
	if (rc < 0) {
		b->inflight--;
		return rc;
	}
	switch (op) {
	case JOLT_BLK_READ:
		b->st.reads++;
		b->st.bytes_read += len;
		break;
	case JOLT_BLK_WRITE:
		b->st.writes++;
		b->st.bytes_written += len;
		if (flags & JOLT_BLK_FUA)
			b->st.fua_writes++;
		break;
	default:
		b->st.flushes++;
	}
	return 0;
}

void jolt_blk_complete(struct jolt_blk *b, jolt_blk_cb cb, void *arg, int res)
{
	b->inflight--;
	if (res < 0)
		b->st.errors++;
	cb(arg, res);
}

int jolt_blk_poll(struct jolt_blk *b, unsigned min)
{
	if (!b)
		return -EINVAL;
	if (min > b->inflight)
		min = b->inflight;
	return b->ops->poll(b, min);
}

uint32_t jolt_blk_block_size(const struct jolt_blk *b) { return b->block_size; }
uint64_t jolt_blk_capacity(const struct jolt_blk *b) { return b->capacity; }
uint32_t jolt_blk_queue_depth(const struct jolt_blk *b) { return b->queue_depth; }
uint32_t jolt_blk_inflight(const struct jolt_blk *b) { return b->inflight; }
size_t jolt_blk_buf_align(const struct jolt_blk *b) { return b->align; }
const char *jolt_blk_backend(const struct jolt_blk *b) { return b->ops->name; }
const char *jolt_blk_describe(const struct jolt_blk *b) { return b->desc; }
int jolt_blk_fua_native(const struct jolt_blk *b) { return b->fua_native; }
int jolt_blk_volatile(const struct jolt_blk *b) { return b->volatile_media; }
const char *jolt_blk_target(const struct jolt_blk *b) { return b->target; }

int jolt_blk_claim(struct jolt_blk *b, uint32_t flags, char *why, size_t why_len)
{
	if (!strcmp(b->ops->name, "part")) {
		jolt_blk_why(why, why_len, "a claim is taken on the device, not on a view of it");
		return -EINVAL;
	}
	return b->ops->claim ? b->ops->claim(b, flags, why, why_len) : JOLT_BLK_PRIVATE;
}

void jolt_blk_stats(const struct jolt_blk *b, struct jolt_blk_stats *out)
{
	*out = b->st;
}

void *jolt_blk_alloc(struct jolt_blk *b, size_t len)
{
	if (!b || !len)
		return NULL;
	if (b->ops->alloc)
		return b->ops->alloc(b, len);
	size_t a = b->align < 4096 ? 4096 : b->align;
	size_t n = (len + a - 1) / a * a;
	void *p = NULL;
	if (posix_memalign(&p, a, n))
		return NULL;
	memset(p, 0, n);
	return p;
}

void jolt_blk_free(struct jolt_blk *b, void *buf)
{
	if (!buf)
		return;
	if (b->ops->free)
		b->ops->free(b, buf);
	else
		free(buf);
}

struct sync_wait {
	int done;
	int res;
};

static void sync_cb(void *arg, int res)
{
	struct sync_wait *w = arg;
	w->done = 1;
	w->res = res;
}

int jolt_blk_io_sync(struct jolt_blk *b, int op, uint32_t flags, uint64_t off,
		     void *buf, uint64_t len)
{
	struct sync_wait w = {0, 0};
	int rc;
	while ((rc = jolt_blk_submit(b, op, flags, off, buf, len, sync_cb, &w)) == -EAGAIN)
		if ((rc = jolt_blk_poll(b, 1)) < 0)
			return rc;
	if (rc < 0)
		return rc;
	while (!w.done)
		if ((rc = jolt_blk_poll(b, 1)) < 0)
			return rc;
	return w.res;
}

int jolt_blk_pread(struct jolt_blk *b, uint64_t off, void *buf, size_t len)
{
	if (!b || (!buf && len))
		return -EINVAL;
	if (off > b->capacity || len > b->capacity - off)
		return -ENODATA;
	if (!len)
		return 0;
	uint64_t bs = b->block_size;
	uint64_t start = off / bs * bs;
	uint64_t end = (off + len + bs - 1) / bs * bs;
	/* a bounce buffer of the read's size, up to 1 MiB (a superblock's
	 * read allocates and zeroes 4 KiB, not the most a read may take) */
	size_t chunk_max = end - start < (1u << 20) ? end - start : 1u << 20;
	uint8_t *bounce = jolt_blk_alloc(b, chunk_max);
	if (!bounce)
		return -ENOMEM;
	uint8_t *dst = buf;
	int rc = 0;
	for (uint64_t pos = start; pos < end; pos += chunk_max) {
		uint64_t n = end - pos < chunk_max ? end - pos : chunk_max;
		rc = jolt_blk_io_sync(b, JOLT_BLK_READ, 0, pos, bounce, n);
		if (rc < 0)
			break;
		uint64_t lo = pos > off ? pos : off;
		uint64_t hi = pos + n < off + len ? pos + n : off + len;
		if (hi > lo)
			memcpy(dst + (lo - off), bounce + (lo - pos), hi - lo);
	}
	jolt_blk_free(b, bounce);
	return rc;
}

int jolt_parse_size(const char *s, uint64_t *out)
{
	char *end;
	if (!s || !*s || *s == '-')
		return -EINVAL;
	errno = 0;
	/* decimal, or hexadecimal after 0x: never octal ("010" is ten) */
	int hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	unsigned long long v = strtoull(s, &end, hex ? 16 : 10);
	if (errno || end == s)
		return -EINVAL;
	unsigned shift = 0;
	switch (*end) {
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	case 't': case 'T': shift = 40; end++; break;
	default: break;
	}
	if (*end == 'i' && shift)
		end++;
	if (*end == 'B' || *end == 'b')
		end++;
	if (*end)
		return -EINVAL;
	if (shift && v > (UINT64_MAX >> shift))
		return -EINVAL;
	*out = (uint64_t)v << shift;
	return 0;
}
