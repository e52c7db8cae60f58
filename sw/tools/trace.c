/* Reading traces (docs/trace-format.md). A trace is untrusted input: every
 * deviation is reported with its byte offset. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "trace.h"

static int bad(char *why, size_t why_len, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int bad(char *why, size_t why_len, const char *fmt, ...)
{
	va_list ap;

	if (why && why_len) {
		va_start(ap, fmt);
		vsnprintf(why, why_len, fmt, ap);
		va_end(ap);
	}
	return -EBADMSG;
}

/* One pass over the entries; fills t->descs when it is allocated. */
static int walk(struct jolt_trace *t, char *why, size_t why_len)
{
	size_t off = JOLT_TRACE_HEADER_SIZE, n = 0;

	t->items = 0;
	t->payload_bytes = 0;
	while (off < t->size) {
		struct jolt_desc d = { 0 };
		uint64_t span;

		if (t->size - off < JOLT_TRACE_ENTRY_SIZE)
			return bad(why, why_len, "truncated entry at offset %zu", off);
		memcpy(&d, t->buf + off, JOLT_TRACE_ENTRY_SIZE);
		if (d.flags)
			return bad(why, why_len, "entry at offset %zu: non-zero flags", off);
		span = JOLT_TRACE_ENTRY_SIZE;
		switch (d.opcode) {
		case JOLT_DESC_ITEM:
			if (d.len > JOLT_TRACE_MAX_ITEM)
				return bad(why, why_len, "item at offset %zu: %u payload bytes (trace limit %d)",
					   off, d.len, JOLT_TRACE_MAX_ITEM);
			span += ((uint64_t)d.len + 7) & ~7ull;
			if (span > t->size - off)
				return bad(why, why_len, "item at offset %zu: payload truncated", off);
			for (uint64_t i = JOLT_TRACE_ENTRY_SIZE + d.len; i < span; i++)
				if (t->buf[off + i])
					return bad(why, why_len, "item at offset %zu: non-zero padding", off);
			d.addr = (uint64_t)(uintptr_t)(t->buf + off + JOLT_TRACE_ENTRY_SIZE);
			t->items++;
			t->payload_bytes += d.len;
			break;
		case JOLT_DESC_TX_END:
			if (d.type || d.len || d.key)
				return bad(why, why_len, "tx-end at offset %zu: non-zero fields", off);
			break;
		case JOLT_DESC_PUSH:
			if (d.type || d.len)
				return bad(why, why_len, "push at offset %zu: non-zero fields", off);
			break;
		default:
			return bad(why, why_len, "entry at offset %zu: unknown op %u", off, d.opcode);
		}
		d.tag = (uint32_t)n;
		if (t->descs)
			t->descs[n] = d;
		n++;
		off += span;
	}
	t->ndescs = n;
	return 0;
}

int jolt_trace_parse(const uint8_t *data, size_t size, struct jolt_trace *t,
		     char *why, size_t why_len)
{
	uint32_t version, reserved;
	int rc;

	memset(t, 0, sizeof(*t));
	if (size < JOLT_TRACE_HEADER_SIZE)
		return bad(why, why_len, "not a trace: %zu bytes, shorter than the header (truncated at offset %zu)",
			   size, size);
	if (memcmp(data, "JOLTTRC", 8))
		return bad(why, why_len, "not a trace: bad magic at offset 0");
	memcpy(&version, data + 8, 4);
	memcpy(&reserved, data + 12, 4);
	if (version != JOLT_TRACE_VERSION)
		return bad(why, why_len, "unsupported trace version %u at offset 8", version);
	if (reserved)
		return bad(why, why_len, "trace header: reserved bytes set at offset %d",
			   12 + __builtin_ctz(reserved) / 8);
	t->buf = malloc(size);
	if (!t->buf)
		return -ENOMEM;
	memcpy(t->buf, data, size);
	t->size = size;
	rc = walk(t, why, why_len);
	if (!rc) {
		t->descs = calloc(t->ndescs ? t->ndescs : 1, sizeof(*t->descs));
		rc = t->descs ? walk(t, why, why_len) : -ENOMEM;
	}
	if (rc)
		jolt_trace_free(t);
	return rc;
}

/* A header that is not a trace's ends the reading: jolt_trace_parse then
 * says why, and a stream of something else (/dev/zero) is not read on. */
static int looks_like_trace(const uint8_t *data, size_t size)
{
	uint32_t version;

	if (size < JOLT_TRACE_HEADER_SIZE)
		return 1;
	memcpy(&version, data + 8, 4);
	return !memcmp(data, "JOLTTRC", 8) && version == JOLT_TRACE_VERSION;
}

int jolt_trace_load(const char *path, struct jolt_trace *t, char *why, size_t why_len)
{
	uint8_t *data = NULL;
	size_t size = 0, cap = 0;
	struct stat st;
	int fd, rc = 0;

	memset(t, 0, sizeof(*t));
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st))
		rc = -errno;
	else if (S_ISDIR(st.st_mode))
		rc = -EISDIR;
	while (!rc && looks_like_trace(data, size)) {
		ssize_t n;

		if (size == cap) {
			size_t next = cap ? 2 * cap : 1 << 16;
			uint8_t *p = realloc(data, next);

			if (!p) {
				rc = -ENOMEM;
				break;
			}
			data = p;
			cap = next;
		}
		n = read(fd, data + size, cap - size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			rc = -errno;
		if (n <= 0)
			break;
		size += (size_t)n;
	}
	if (fd >= 0)
		close(fd);
	if (rc)
		snprintf(why, why_len, "%s", strerror(-rc));
	else
		rc = jolt_trace_parse(data, size, t, why, why_len);
	free(data);
	return rc;
}

void jolt_trace_free(struct jolt_trace *t)
{
	free(t->buf);
	free(t->descs);
	memset(t, 0, sizeof(*t));
}

struct jolt_desc *jolt_trace_descs_for(const struct jolt_trace *t, struct jolt_engine *e, int *rc)
{
	struct jolt_desc *d = malloc((t->ndescs ? t->ndescs : 1) * sizeof(*d));
	uint64_t base;
	uint8_t *copy;

	*rc = -ENOMEM;
	if (!d)
		return NULL;
	copy = jolt_engine_payload_alloc(e, t->size, &base);
	if (!copy) {
		free(d);
		return NULL;
	}
	memcpy(copy, t->buf, t->size);
	for (size_t i = 0; i < t->ndescs; i++) {
		d[i] = t->descs[i];
		if (d[i].opcode == JOLT_DESC_ITEM)
			d[i].addr = base + (d[i].addr - (uint64_t)(uintptr_t)t->buf);
	}
	*rc = 0;
	return d;
}
