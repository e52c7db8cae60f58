/* The send stream reader: validates a btrfs send stream byte by byte and
 * hands each command, decoded, to a callback (what `jolt receive` applies).
 *
 * The input is untrusted. Each check names the byte offset it failed at
 * and why, in the order the bytes come: the stream header (magic, version),
 * then per command its header (length within the version's limit), its body
 * (present in full), its CRC32C, its type (known in this version), then
 * each attribute (type known, allowed in this command, not repeated; length
 * within the body and exact for fixed-size kinds; strings without NUL), and
 * last that every required attribute came. A command reaches the callback
 * only when all of it is valid, so a receiver never applies part of a bad
 * command; what it applied before stays its business (jolt receive works in
 * a subvolume it deletes on error).
 *
 * Stream rules on top of the commands: the first command is SUBVOL or
 * SNAPSHOT (btrfs-progs' receiver needs it before anything else); END
 * closes the stream; after END comes EOF or another whole stream (btrfs send
 * of several subvolumes, or streams concatenated); EOF anywhere else is a
 * truncation. The limits (docs/send-stream.md section 5): a version 1
 * command is at most 64 KiB, a version 2 command JOLT_SEND_READ_CMD_MAX.
 *
 * Input comes from memory or a file descriptor through one path (struct
 * source), so what is fuzzed in memory is what reads a pipe. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stream_spec.h"

struct source {
	const uint8_t *mem;     /* NULL: read fd */
	size_t mem_len;
	int fd;
	uint64_t pos;           /* bytes consumed */
};

struct reader {
	struct source src;
	struct jolt_send_error *err;
	uint8_t *buf;           /* the current command, header included */
	size_t cap;
	char *strings;          /* NUL-terminated copies of its strings */
};

static int __attribute__((format(printf, 3, 4)))
refuse(struct reader *r, uint64_t offset, const char *fmt, ...)
{
	va_list ap;

	if (r->err) {
		r->err->offset = offset;
		va_start(ap, fmt);
		vsnprintf(r->err->reason, sizeof(r->err->reason), fmt, ap);
		va_end(ap);
	}
	return -EBADMSG;
}

/* Reads up to len bytes; fewer only at EOF. Returns the count or -errno. */
static long long source_read(struct source *s, uint8_t *dst, size_t len)
{
	size_t got = 0;

	if (s->mem) {
		got = s->mem_len - s->pos < len ? (size_t)(s->mem_len - s->pos) : len;
		memcpy(dst, s->mem + s->pos, got);
	} else {
		while (got < len) {
			ssize_t n = read(s->fd, dst + got, len - got);

			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0)
				return -errno;
			if (n == 0)
				break;
			got += (size_t)n;
		}
	}
	s->pos += got;
	return (long long)got;
}

static int grow(struct reader *r, size_t need)
{
	uint8_t *b;
	char *s;

	if (need <= r->cap)
		return 0;
	b = realloc(r->buf, need);
	if (!b)
		return -ENOMEM;
	r->buf = b;
	/* at most five strings per command, each one NUL longer */
	s = realloc(r->strings, need + 8);
	if (!s)
		return -ENOMEM;
	r->strings = s;
	r->cap = need;
	return 0;
}

/* The 17-byte stream header at the current position. 1: clean EOF (allowed
 * only where `eof_ok`), 0: read, <0: refused or read error. */
static int read_header(struct reader *r, bool eof_ok, uint32_t *version)
{
	uint8_t h[JOLT_SEND_HEADER_SIZE];
	uint64_t at = r->src.pos;
	long long got = source_read(&r->src, h, sizeof(h));

	if (got < 0)
		return (int)got;
	if (got == 0 && eof_ok)
		return 1;
	if (got == 0)
		return refuse(r, at, "empty input: no btrfs-stream header");
	if (memcmp(h, jolt_send_magic, (size_t)got < sizeof(jolt_send_magic) ?
		   (size_t)got : sizeof(jolt_send_magic)) != 0)
		return refuse(r, at, "not a send stream: the magic \"btrfs-stream\\0\" is missing");
	if (got < (long long)sizeof(h))
		return refuse(r, at, "input ends inside the stream header (%lld of %d bytes)",
			      got, JOLT_SEND_HEADER_SIZE);
	*version = jolt_send_le32(h + sizeof(jolt_send_magic));
	if (*version < 1 || *version > JOLT_SEND_VERSION_MAX)
		return refuse(r, at + sizeof(jolt_send_magic),
			      "stream version %" PRIu32 " is not supported (1 to %d are)",
			      *version, JOLT_SEND_VERSION_MAX);
	return 0;
}

static void store(struct jolt_send_cmd *c, unsigned attr, const uint8_t *v, uint32_t len,
		  char **strings)
{
	uint64_t u = 0;

	switch (jolt_send_attr_specs[attr].kind) {
	case JOLT_SEND_KIND_U32:
		u = jolt_send_le32(v);
		break;
	case JOLT_SEND_KIND_U64:
		u = jolt_send_le64(v);
		break;
	case JOLT_SEND_KIND_STRING: {
		char *s = *strings;

		memcpy(s, v, len);
		s[len] = '\0';
		*strings += len + 1;
		v = (const uint8_t *)s;
		break;
	}
	default:
		break;
	}

	switch (attr) {
	case JOLT_SEND_A_UUID: memcpy(c->uuid, v, 16); break;
	case JOLT_SEND_A_CLONE_UUID: memcpy(c->clone_uuid, v, 16); break;
	case JOLT_SEND_A_CTRANSID: c->ctransid = u; break;
	case JOLT_SEND_A_INO: c->ino = u; break;
	case JOLT_SEND_A_SIZE: c->size = u; break;
	case JOLT_SEND_A_MODE: c->mode = u; break;
	case JOLT_SEND_A_UID: c->uid = u; break;
	case JOLT_SEND_A_GID: c->gid = u; break;
	case JOLT_SEND_A_RDEV: c->rdev = u; break;
	case JOLT_SEND_A_FILE_OFFSET: c->file_offset = u; break;
	case JOLT_SEND_A_CLONE_CTRANSID: c->clone_ctransid = u; break;
	case JOLT_SEND_A_CLONE_OFFSET: c->clone_offset = u; break;
	case JOLT_SEND_A_CLONE_LEN: c->clone_len = u; break;
	case JOLT_SEND_A_FALLOCATE_MODE: c->fallocate_mode = (uint32_t)u; break;
	case JOLT_SEND_A_FILEATTR: c->fileattr = u; break;
	case JOLT_SEND_A_UNENCODED_FILE_LEN: c->unencoded_file_len = u; break;
	case JOLT_SEND_A_UNENCODED_LEN: c->unencoded_len = u; break;
	case JOLT_SEND_A_UNENCODED_OFFSET: c->unencoded_offset = u; break;
	case JOLT_SEND_A_COMPRESSION: c->compression = (uint32_t)u; break;
	case JOLT_SEND_A_ENCRYPTION: c->encryption = (uint32_t)u; break;
	case JOLT_SEND_A_PATH: c->path = (const char *)v; break;
	case JOLT_SEND_A_PATH_TO: c->path_to = (const char *)v; break;
	case JOLT_SEND_A_PATH_LINK: c->path_link = (const char *)v; break;
	case JOLT_SEND_A_CLONE_PATH: c->clone_path = (const char *)v; break;
	case JOLT_SEND_A_XATTR_NAME: c->xattr_name = (const char *)v; break;
	case JOLT_SEND_A_XATTR_DATA: c->xattr_data = v; c->xattr_data_len = len; break;
	case JOLT_SEND_A_DATA: c->data = v; c->data_len = len; break;
	case JOLT_SEND_A_ATIME: case JOLT_SEND_A_MTIME: case JOLT_SEND_A_CTIME:
	case JOLT_SEND_A_OTIME: {
		struct jolt_send_timespec t = { jolt_send_le64(v), jolt_send_le32(v + 8) };

		if (attr == JOLT_SEND_A_ATIME)
			c->atime = t;
		else if (attr == JOLT_SEND_A_MTIME)
			c->mtime = t;
		else if (attr == JOLT_SEND_A_CTIME)
			c->ctime = t;
		else
			c->otime = t;
		break;
	}
	default:
		break;
	}
}

/* Decodes the attributes of the command in r->buf (header checked). */
static int decode(struct reader *r, uint32_t version, struct jolt_send_cmd *c)
{
	const struct jolt_send_cmd_spec *cs = &jolt_send_cmd_specs[c->cmd];
	const uint8_t *body = r->buf + JOLT_SEND_CMD_HEADER_SIZE;
	uint64_t allowed = cs->required | cs->optional, missing;
	char *strings = r->strings;
	uint32_t pos = 0;

	while (pos < c->len) {
		uint64_t at = c->offset + JOLT_SEND_CMD_HEADER_SIZE + pos;
		const struct jolt_send_attr_spec *as;
		uint32_t left = c->len - pos, alen, hdr;
		unsigned type;

		if (left < 2)
			return refuse(r, at, "%s command: attribute header cut by the end "
				      "of the command", cs->name);
		type = jolt_send_le16(body + pos);
		if (type == 0 || type >= JOLT_SEND_A_COUNT ||
		    jolt_send_attr_specs[type].version > version)
			return refuse(r, at, "%s command: unknown attribute %u in a version "
				      "%" PRIu32 " stream", cs->name, type, version);
		as = &jolt_send_attr_specs[type];
		if (!(allowed & (1ull << type)))
			return refuse(r, at, "%s command: attribute %s does not belong to it",
				      cs->name, as->name);
		if (c->attrs & (1ull << type))
			return refuse(r, at, "%s command: attribute %s repeated", cs->name, as->name);
		if (version >= 2 && type == JOLT_SEND_A_DATA) {
			hdr = 2;
			alen = left - hdr;
		} else {
			hdr = JOLT_SEND_TLV_HEADER_SIZE;
			if (left < hdr)
				return refuse(r, at, "%s command: attribute %s header cut by the "
					      "end of the command", cs->name, as->name);
			alen = jolt_send_le16(body + pos + 2);
			if (alen > left - hdr)
				return refuse(r, at, "%s command: attribute %s of %" PRIu32 " bytes "
					      "overruns the command (%" PRIu32 " left)",
					      cs->name, as->name, alen, left - hdr);
		}
		if (jolt_send_kind_size(as->kind) && alen != jolt_send_kind_size(as->kind))
			return refuse(r, at, "%s command: attribute %s is %" PRIu32 " bytes, "
				      "not %u", cs->name, as->name, alen,
				      jolt_send_kind_size(as->kind));
		if (as->kind == JOLT_SEND_KIND_STRING && memchr(body + pos + hdr, 0, alen))
			return refuse(r, at, "%s command: attribute %s holds a NUL byte",
				      cs->name, as->name);
		store(c, type, body + pos + hdr, alen, &strings);
		c->attrs |= 1ull << type;
		pos += hdr + alen;
	}
	missing = cs->required & ~c->attrs;
	if (missing) {
		unsigned a = 0;

		while (!(missing & (1ull << a)))
			a++;
		return refuse(r, c->offset, "%s command lacks attribute %s", cs->name,
			      jolt_send_attr_specs[a].name);
	}
	return 0;
}

/* Reads, checks and decodes the next command. 1: EOF before it. */
static int read_cmd(struct reader *r, uint32_t version, struct jolt_send_cmd *c)
{
	uint64_t at = r->src.pos;
	uint32_t len, max, crc;
	long long got;
	unsigned type;
	int rc;

	memset(c, 0, sizeof(*c));
	c->offset = at;
	c->version = (uint16_t)version;
	rc = grow(r, 4096);
	if (rc)
		return rc;
	got = source_read(&r->src, r->buf, JOLT_SEND_CMD_HEADER_SIZE);
	if (got < 0)
		return (int)got;
	if (got == 0)
		return 1;
	if (got < JOLT_SEND_CMD_HEADER_SIZE)
		return refuse(r, at, "input ends inside a command header (%lld of %d bytes)",
			      got, JOLT_SEND_CMD_HEADER_SIZE);
	len = jolt_send_le32(r->buf);
	max = version >= 2 ? JOLT_SEND_READ_CMD_MAX : JOLT_SEND_CMD_MAX_V1;
	if (len > max - JOLT_SEND_CMD_HEADER_SIZE)
		return refuse(r, at, "command of %" PRIu32 " bytes exceeds the %" PRIu32
			      " a version %" PRIu32 " command may have", len,
			      max - JOLT_SEND_CMD_HEADER_SIZE, version);
	rc = grow(r, JOLT_SEND_CMD_HEADER_SIZE + (size_t)len);
	if (rc)
		return rc;
	got = source_read(&r->src, r->buf + JOLT_SEND_CMD_HEADER_SIZE, len);
	if (got < 0)
		return (int)got;
	if (got < len)
		return refuse(r, at, "input ends inside a command (%lld of %" PRIu32
			      " body bytes)", got, len);
	crc = jolt_send_le32(r->buf + 6);
	jolt_send_put_le32(r->buf + 6, 0);
	if (jolt_send_crc(r->buf, JOLT_SEND_CMD_HEADER_SIZE + (size_t)len) != crc)
		return refuse(r, at, "command CRC32C mismatch: stored 0x%08" PRIx32
			      ", computed 0x%08" PRIx32, crc,
			      jolt_send_crc(r->buf, JOLT_SEND_CMD_HEADER_SIZE + (size_t)len));
	jolt_send_put_le32(r->buf + 6, crc);
	type = jolt_send_le16(r->buf + 4);
	if (type == 0 || type >= JOLT_SEND_C_COUNT ||
	    jolt_send_cmd_specs[type].version > version)
		return refuse(r, at + 4, "unknown command %u in a version %" PRIu32 " stream",
			      type, version);
	c->cmd = (uint16_t)type;
	c->len = len;
	return decode(r, version, c);
}

static int read_stream(struct reader *r, jolt_send_cmd_fn cb, void *ctx)
{
	struct jolt_send_cmd c;
	bool first = true, ended = false;
	uint32_t version = 0;
	int rc = read_header(r, false, &version);

	if (rc)
		return rc;
	for (;;) {
		if (ended) {
			/* another stream may follow, or the input ends */
			rc = read_header(r, true, &version);
			if (rc)
				return rc > 0 ? 0 : rc;
			first = true;
			ended = false;
		}
		rc = read_cmd(r, version, &c);
		if (rc > 0)
			return refuse(r, r->src.pos, "input ends without an END command");
		if (rc)
			return rc;
		if (first && c.cmd != JOLT_SEND_C_SUBVOL && c.cmd != JOLT_SEND_C_SNAPSHOT)
			return refuse(r, c.offset, "stream starts with a %s command, not subvol "
				      "or snapshot", jolt_send_cmd_name(c.cmd));
		first = false;
		if (cb) {
			rc = cb(ctx, &c);
			if (rc) {
				if (r->err) {
					r->err->offset = c.offset;
					snprintf(r->err->reason, sizeof(r->err->reason),
						 "%s command not applied (%d)",
						 jolt_send_cmd_name(c.cmd), rc);
				}
				return rc;
			}
		}
		ended = c.cmd == JOLT_SEND_C_END;
	}
}

static int read_source(struct source src, jolt_send_cmd_fn cb, void *ctx,
		       struct jolt_send_error *err)
{
	struct reader r = { .src = src, .err = err };
	int rc;

	if (err) {
		err->offset = 0;
		err->reason[0] = '\0';
	}
	rc = read_stream(&r, cb, ctx);
	if (rc && rc != -EBADMSG && err && !err->reason[0]) {
		err->offset = r.src.pos;
		snprintf(err->reason, sizeof(err->reason), "%s", strerror(-rc > 0 ? -rc : EIO));
	}
	free(r.buf);
	free(r.strings);
	return rc;
}

int jolt_send_parse(const uint8_t *buf, size_t len, jolt_send_cmd_fn cb, void *ctx,
		    struct jolt_send_error *err)
{
	static const uint8_t none[1];

	return read_source((struct source){ .mem = len ? buf : none, .mem_len = len, .fd = -1 },
			   cb, ctx, err);
}

int jolt_send_read_fd(int fd, jolt_send_cmd_fn cb, void *ctx, struct jolt_send_error *err)
{
	return read_source((struct source){ .fd = fd }, cb, ctx, err);
}
