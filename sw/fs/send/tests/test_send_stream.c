/* The send stream writer and reader: known bytes (header, an END command,
 * the CRC against a bitwise reference), round trips of every command with
 * random attributes in versions 1 and 2, the splitting of large writes, the
 * writer's refusals, and the reader refusing every truncation, every
 * single-byte corruption and each crafted fault (CRC made valid) with the
 * offset and reason it should give. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "jolt/send_stream.h"

/* ------------------------------------------------------------ helpers */

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void)
{
	/* xorshift64*: deterministic, seeded per case */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dull;
}

static uint64_t rnd_below(uint64_t n)
{
	return n ? rnd() % n : 0;
}

/* A random u64 that is often small, often extreme. */
static uint64_t rnd_u64(void)
{
	switch (rnd_below(4)) {
	case 0: return rnd_below(300);
	case 1: return ~0ull - rnd_below(3);
	default: return rnd();
	}
}

/* A path of 0 to max bytes, any byte but NUL. */
static char *rnd_string(size_t max)
{
	size_t len = rnd_below(4) == 0 ? rnd_below(max + 1) : rnd_below(max < 40 ? max + 1 : 40);
	char *s = malloc(len + 1);

	CHECK(s);
	for (size_t i = 0; i < len; i++)
		s[i] = (char)(1 + rnd_below(255));
	s[len] = '\0';
	return s;
}

static uint8_t *rnd_bytes(size_t len)
{
	uint8_t *b = malloc(len ? len : 1);

	CHECK(b);
	for (size_t i = 0; i < len; i++)
		b[i] = (uint8_t)rnd();
	return b;
}

static void put_le16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }

static void put_le32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Bitwise CRC32C, seed 0, no final inversion: the stream's definition
 * written independently of the library's table-driven one. */
static uint32_t ref_crc(const uint8_t *p, size_t len)
{
	uint32_t crc = 0;

	for (size_t i = 0; i < len; i++) {
		crc ^= p[i];
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0x82f63b78u & (0u - (crc & 1)));
	}
	return crc;
}

/* Collects decoded commands as deep copies. */
struct decoded {
	size_t n;
	struct jolt_send_cmd cmds[4096];
};

static char *dup_str(const char *s)
{
	return s ? strdup(s) : NULL;
}

static const uint8_t *dup_mem(const uint8_t *p, size_t len)
{
	uint8_t *d;

	if (!p)
		return NULL;
	d = malloc(len ? len : 1);
	CHECK(d);
	memcpy(d, p, len);
	return d;
}

static int collect(void *ctx, const struct jolt_send_cmd *c)
{
	struct decoded *d = ctx;
	struct jolt_send_cmd *o;

	CHECK(d->n < sizeof(d->cmds) / sizeof(d->cmds[0]));
	o = &d->cmds[d->n++];
	*o = *c;
	o->path = dup_str(c->path);
	o->path_to = dup_str(c->path_to);
	o->path_link = dup_str(c->path_link);
	o->clone_path = dup_str(c->clone_path);
	o->xattr_name = dup_str(c->xattr_name);
	o->xattr_data = dup_mem(c->xattr_data, c->xattr_data_len);
	o->data = dup_mem(c->data, c->data_len);
	return 0;
}

static void free_cmd(struct jolt_send_cmd *c)
{
	free((void *)c->path);
	free((void *)c->path_to);
	free((void *)c->path_link);
	free((void *)c->clone_path);
	free((void *)c->xattr_name);
	free((void *)c->xattr_data);
	free((void *)c->data);
}

static void free_decoded(struct decoded *d)
{
	for (size_t i = 0; i < d->n; i++)
		free_cmd(&d->cmds[i]);
	free(d);
}

static struct decoded *parse_ok(const uint8_t *buf, size_t len)
{
	struct decoded *d = calloc(1, sizeof(*d));
	struct jolt_send_error err;
	int rc;

	CHECK(d);
	rc = jolt_send_parse(buf, len, collect, d, &err);
	if (rc)
		fprintf(stderr, "refused at %llu: %s\n", (unsigned long long)err.offset, err.reason);
	CHECK_EQ(rc, 0);
	return d;
}

#define A(x) (1ull << JOLT_SEND_A_##x)

static int str_eq(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static int mem_eq(const uint8_t *a, uint32_t alen, const uint8_t *b, uint32_t blen)
{
	return alen == blen && (alen == 0 || memcmp(a, b, alen) == 0);
}

static int ts_eq(struct jolt_send_timespec a, struct jolt_send_timespec b)
{
	return a.sec == b.sec && a.nsec == b.nsec;
}

/* Every field the expected command names must come back the same. */
static void check_same(const struct jolt_send_cmd *want, const struct jolt_send_cmd *got)
{
	CHECK_EQ(got->cmd, want->cmd);
	CHECK_EQ(got->attrs, want->attrs);
	CHECK(str_eq(got->path, want->path));
	CHECK(str_eq(got->path_to, want->path_to));
	CHECK(str_eq(got->path_link, want->path_link));
	CHECK(str_eq(got->clone_path, want->clone_path));
	CHECK(str_eq(got->xattr_name, want->xattr_name));
	CHECK(mem_eq(got->xattr_data, got->xattr_data_len, want->xattr_data, want->xattr_data_len));
	CHECK(mem_eq(got->data, got->data_len, want->data, want->data_len));
	CHECK(memcmp(got->uuid, want->uuid, 16) == 0);
	CHECK(memcmp(got->clone_uuid, want->clone_uuid, 16) == 0);
	CHECK(got->ctransid == want->ctransid && got->clone_ctransid == want->clone_ctransid);
	CHECK(got->ino == want->ino && got->size == want->size && got->mode == want->mode);
	CHECK(got->uid == want->uid && got->gid == want->gid && got->rdev == want->rdev);
	CHECK(got->file_offset == want->file_offset && got->clone_offset == want->clone_offset);
	CHECK(got->clone_len == want->clone_len && got->fileattr == want->fileattr);
	CHECK(got->fallocate_mode == want->fallocate_mode);
	CHECK(ts_eq(got->atime, want->atime) && ts_eq(got->mtime, want->mtime));
	CHECK(ts_eq(got->ctime, want->ctime) && ts_eq(got->otime, want->otime));
}

/* ------------------------------------------------------------ known bytes */

static void crc_matches_reference(void)
{
	uint8_t buf[1000] = { 0 };

	CHECK_EQ(jolt_send_crc("123456789", 9), ref_crc((const uint8_t *)"123456789", 9));
	for (size_t len = 0; len < sizeof(buf); len += 1 + len / 3) {
		for (size_t i = 0; i < len; i++)
			buf[i] = (uint8_t)rnd();
		CHECK_EQ(jolt_send_crc(buf, len), ref_crc(buf, len));
	}
}

static void empty_stream_bytes(void)
{
	static const uint8_t uuid[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
	struct jolt_send_writer *w;
	struct jolt_send_stats st;
	const uint8_t *b;
	size_t len, at;

	CHECK_EQ(jolt_send_writer_open_mem(1, &w), 0);
	CHECK_EQ(jolt_send_subvol(w, "sv", uuid, 7), 0);
	CHECK_EQ(jolt_send_end(w), 0);
	b = jolt_send_writer_buffer(w, &len);
	/* header: magic with its NUL, le32 version */
	CHECK(memcmp(b, "btrfs-stream\0\1\0\0\0", 17) == 0);
	/* SUBVOL: PATH "sv", UUID, CTRANSID 7 */
	at = 17;
	CHECK_EQ(le32(b + at), 6 + 20 + 12);
	CHECK_EQ(b[at + 4], JOLT_SEND_C_SUBVOL);
	CHECK(memcmp(b + at + 10, "\x0f\x00\x02\x00sv", 6) == 0);
	CHECK(memcmp(b + at + 16, "\x01\x00\x10\x00", 4) == 0);
	CHECK(memcmp(b + at + 20, uuid, 16) == 0);
	CHECK(memcmp(b + at + 36, "\x02\x00\x08\x00\x07\0\0\0\0\0\0\0", 12) == 0);
	{
		uint8_t c[48];

		memcpy(c, b + at, 48);
		memset(c + 6, 0, 4);
		CHECK_EQ(le32(b + at + 6), ref_crc(c, 48));
	}
	/* END: empty body */
	at += 48;
	CHECK_EQ(len, at + 10);
	CHECK_EQ(le32(b + at), 0);
	CHECK_EQ(b[at + 4], JOLT_SEND_C_END);
	CHECK_EQ(b[at + 5], 0);
	{
		uint8_t c[10] = { 0, 0, 0, 0, JOLT_SEND_C_END, 0, 0, 0, 0, 0 };

		CHECK_EQ(le32(b + at + 6), ref_crc(c, 10));
		CHECK_EQ(le32(b + at + 6), 0x9dc96c50);   /* docs/send-stream.md */
	}
	jolt_send_writer_stats(w, &st);
	CHECK_EQ(st.bytes, len);
	CHECK_EQ(st.commands, 2);
	CHECK_EQ(st.cmd[JOLT_SEND_C_SUBVOL], 1);
	CHECK_EQ(st.cmd[JOLT_SEND_C_END], 1);
	jolt_send_writer_close(w);
}

/* In version 2 DATA has no length field: the value runs to the end. */
static void v2_data_layout(void)
{
	static const uint8_t uuid[16];
	struct jolt_send_writer *w;
	const uint8_t *b;
	size_t len, at = 17;

	CHECK_EQ(jolt_send_writer_open_mem(2, &w), 0);
	CHECK_EQ(jolt_send_subvol(w, "", uuid, 0), 0);
	CHECK_EQ(jolt_send_write(w, "f", 5, "hello", 5), 0);
	b = jolt_send_writer_buffer(w, &len);
	CHECK_EQ(b[13], 2);
	at += 10 + le32(b + at);
	CHECK_EQ(b[at + 4], JOLT_SEND_C_WRITE);
	CHECK_EQ(le32(b + at), 5 + 12 + 2 + 5);
	CHECK(memcmp(b + at + 10, "\x0f\x00\x01\x00" "f" "\x12\x00\x08\x00\x05\0\0\0\0\0\0\0"
		     "\x13\x00" "hello", 24) == 0);
	jolt_send_writer_close(w);
}

/* ------------------------------------------------------------ round trips */

struct expect {
	size_t n;
	struct jolt_send_cmd cmds[4096];
};

static struct jolt_send_cmd *expect_new(struct expect *e, unsigned cmd)
{
	struct jolt_send_cmd *c;

	CHECK(e->n < sizeof(e->cmds) / sizeof(e->cmds[0]));
	c = &e->cmds[e->n++];
	memset(c, 0, sizeof(*c));
	c->cmd = (uint16_t)cmd;
	return c;
}

static struct jolt_send_timespec rnd_time(void)
{
	struct jolt_send_timespec t = { rnd_u64(), (uint32_t)rnd_below(1000000000) };

	return t;
}

/* Writes one random command of type `cmd` and records what must come back. */
static void random_command(struct jolt_send_writer *w, uint32_t version, unsigned cmd,
			   struct expect *e)
{
	struct jolt_send_cmd *c;
	char *p = rnd_string(rnd_below(8) ? 60 : JOLT_SEND_PATH_MAX);

	if (cmd == JOLT_SEND_C_WRITE) {
		size_t len = rnd_below(3) ? 1 + rnd_below(3000) : 1 + rnd_below(300000);
		size_t chunk = version >= 2 ? JOLT_SEND_WRITE_MAX_V2 : JOLT_SEND_WRITE_MAX_V1;
		uint64_t off = rnd_below(1ull << 40);
		uint8_t *data = rnd_bytes(len);

		CHECK_EQ(jolt_send_write(w, p, off, data, len), 0);
		for (size_t done = 0; done < len; done += chunk) {
			c = expect_new(e, cmd);
			c->attrs = A(PATH) | A(FILE_OFFSET) | A(DATA);
			c->path = strdup(p);
			c->file_offset = off + done;
			c->data_len = (uint32_t)(len - done < chunk ? len - done : chunk);
			c->data = dup_mem(data + done, c->data_len);
		}
		free(data);
		free(p);
		return;
	}
	c = expect_new(e, cmd);
	c->attrs = A(PATH);
	c->path = p;
	switch (cmd) {
	case JOLT_SEND_C_SUBVOL:
	case JOLT_SEND_C_SNAPSHOT:
		for (int i = 0; i < 16; i++)
			c->uuid[i] = (uint8_t)rnd();
		c->ctransid = rnd_u64();
		c->attrs |= A(UUID) | A(CTRANSID);
		if (cmd == JOLT_SEND_C_SUBVOL) {
			CHECK_EQ(jolt_send_subvol(w, p, c->uuid, c->ctransid), 0);
			break;
		}
		for (int i = 0; i < 16; i++)
			c->clone_uuid[i] = (uint8_t)rnd();
		c->clone_ctransid = rnd_u64();
		c->attrs |= A(CLONE_UUID) | A(CLONE_CTRANSID);
		CHECK_EQ(jolt_send_snapshot(w, p, c->uuid, c->ctransid, c->clone_uuid,
					    c->clone_ctransid), 0);
		break;
	case JOLT_SEND_C_MKFILE:
	case JOLT_SEND_C_MKDIR:
	case JOLT_SEND_C_MKNOD:
	case JOLT_SEND_C_MKFIFO:
	case JOLT_SEND_C_MKSOCK:
	case JOLT_SEND_C_SYMLINK:
		c->ino = rnd_u64();
		c->attrs |= A(INO);
		if (cmd == JOLT_SEND_C_MKFILE) {
			CHECK_EQ(jolt_send_mkfile(w, p, c->ino), 0);
		} else if (cmd == JOLT_SEND_C_MKDIR) {
			CHECK_EQ(jolt_send_mkdir(w, p, c->ino), 0);
		} else if (cmd == JOLT_SEND_C_SYMLINK) {
			c->path_link = rnd_string(200);
			c->attrs |= A(PATH_LINK);
			CHECK_EQ(jolt_send_symlink(w, p, c->ino, c->path_link), 0);
		} else {
			c->mode = rnd_u64();
			c->attrs |= A(MODE) | A(RDEV);
			if (cmd == JOLT_SEND_C_MKNOD) {
				c->rdev = rnd_u64();
				CHECK_EQ(jolt_send_mknod(w, p, c->ino, c->mode, c->rdev), 0);
			} else if (cmd == JOLT_SEND_C_MKFIFO) {
				CHECK_EQ(jolt_send_mkfifo(w, p, c->ino, c->mode), 0);
			} else {
				CHECK_EQ(jolt_send_mksock(w, p, c->ino, c->mode), 0);
			}
		}
		break;
	case JOLT_SEND_C_RENAME:
		c->path_to = rnd_string(300);
		c->attrs |= A(PATH_TO);
		CHECK_EQ(jolt_send_rename(w, p, c->path_to), 0);
		break;
	case JOLT_SEND_C_LINK:
		c->path_link = rnd_string(300);
		c->attrs |= A(PATH_LINK);
		CHECK_EQ(jolt_send_link(w, p, c->path_link), 0);
		break;
	case JOLT_SEND_C_UNLINK:
		CHECK_EQ(jolt_send_unlink(w, p), 0);
		break;
	case JOLT_SEND_C_RMDIR:
		CHECK_EQ(jolt_send_rmdir(w, p), 0);
		break;
	case JOLT_SEND_C_SET_XATTR:
		c->xattr_name = rnd_string(JOLT_SEND_XATTR_NAME_MAX);
		c->xattr_data_len = (uint32_t)(rnd_below(4) ? rnd_below(100) : rnd_below(30000));
		c->xattr_data = rnd_bytes(c->xattr_data_len);
		c->attrs |= A(XATTR_NAME) | A(XATTR_DATA);
		CHECK_EQ(jolt_send_set_xattr(w, p, c->xattr_name, c->xattr_data,
					     c->xattr_data_len), 0);
		break;
	case JOLT_SEND_C_REMOVE_XATTR:
		c->xattr_name = rnd_string(JOLT_SEND_XATTR_NAME_MAX);
		c->attrs |= A(XATTR_NAME);
		CHECK_EQ(jolt_send_remove_xattr(w, p, c->xattr_name), 0);
		break;
	case JOLT_SEND_C_CLONE:
		c->file_offset = rnd_u64();
		c->clone_len = rnd_below(1ull << 31);
		for (int i = 0; i < 16; i++)
			c->clone_uuid[i] = (uint8_t)rnd();
		c->clone_ctransid = rnd_u64();
		c->clone_path = rnd_string(300);
		c->clone_offset = rnd_u64();
		c->attrs |= A(FILE_OFFSET) | A(CLONE_LEN) | A(CLONE_UUID) | A(CLONE_CTRANSID) |
			    A(CLONE_PATH) | A(CLONE_OFFSET);
		CHECK_EQ(jolt_send_clone(w, p, c->file_offset, c->clone_len, c->clone_uuid,
					 c->clone_ctransid, c->clone_path, c->clone_offset), 0);
		break;
	case JOLT_SEND_C_TRUNCATE:
		c->size = rnd_u64();
		c->attrs |= A(SIZE);
		CHECK_EQ(jolt_send_truncate(w, p, c->size), 0);
		break;
	case JOLT_SEND_C_CHMOD:
		c->mode = rnd_below(010000);
		c->attrs |= A(MODE);
		CHECK_EQ(jolt_send_chmod(w, p, c->mode), 0);
		break;
	case JOLT_SEND_C_CHOWN:
		c->uid = rnd_u64();
		c->gid = rnd_u64();
		c->attrs |= A(UID) | A(GID);
		CHECK_EQ(jolt_send_chown(w, p, c->uid, c->gid), 0);
		break;
	case JOLT_SEND_C_UTIMES: {
		int with_otime = (int)rnd_below(2);

		c->atime = rnd_time();
		c->mtime = rnd_time();
		c->ctime = rnd_time();
		c->otime = rnd_time();
		c->attrs |= A(ATIME) | A(MTIME) | A(CTIME);
		CHECK_EQ(jolt_send_utimes(w, p, &c->atime, &c->mtime, &c->ctime,
					  with_otime ? &c->otime : NULL), 0);
		if (with_otime && version >= 2)
			c->attrs |= A(OTIME);
		else
			memset(&c->otime, 0, sizeof(c->otime));   /* left out in v1 */
		break;
	}
	case JOLT_SEND_C_UPDATE_EXTENT:
		c->file_offset = rnd_u64();
		c->size = rnd_u64();
		c->attrs |= A(FILE_OFFSET) | A(SIZE);
		CHECK_EQ(jolt_send_update_extent(w, p, c->file_offset, c->size), 0);
		break;
	case JOLT_SEND_C_FALLOCATE:
		c->fallocate_mode = (uint32_t)rnd();
		c->file_offset = rnd_u64();
		c->size = rnd_u64();
		c->attrs |= A(FALLOCATE_MODE) | A(FILE_OFFSET) | A(SIZE);
		CHECK_EQ(jolt_send_fallocate(w, p, c->fallocate_mode, c->file_offset, c->size), 0);
		break;
	case JOLT_SEND_C_FILEATTR:
		c->fileattr = rnd_u64();
		c->attrs |= A(FILEATTR);
		CHECK_EQ(jolt_send_fileattr(w, p, c->fileattr), 0);
		break;
	default:
		CHECK(!"command the generator does not cover");
	}
}

/* Every command the writer has, in random order with random attributes,
 * for one version: what the reader decodes is what was written. */
static void round_trip(uint32_t version, uint64_t seed)
{
	static const unsigned cmds[] = {
		JOLT_SEND_C_MKFILE, JOLT_SEND_C_MKDIR, JOLT_SEND_C_MKNOD, JOLT_SEND_C_MKFIFO,
		JOLT_SEND_C_MKSOCK, JOLT_SEND_C_SYMLINK, JOLT_SEND_C_RENAME, JOLT_SEND_C_LINK,
		JOLT_SEND_C_UNLINK, JOLT_SEND_C_RMDIR, JOLT_SEND_C_SET_XATTR,
		JOLT_SEND_C_REMOVE_XATTR, JOLT_SEND_C_WRITE, JOLT_SEND_C_CLONE,
		JOLT_SEND_C_TRUNCATE, JOLT_SEND_C_CHMOD, JOLT_SEND_C_CHOWN, JOLT_SEND_C_UTIMES,
		JOLT_SEND_C_UPDATE_EXTENT, JOLT_SEND_C_SNAPSHOT, JOLT_SEND_C_SUBVOL,
		JOLT_SEND_C_FALLOCATE, JOLT_SEND_C_FILEATTR,
	};
	size_t ncmds = sizeof(cmds) / sizeof(cmds[0]) - (version < 2 ? 2 : 0);
	struct expect *e = calloc(1, sizeof(*e));
	struct jolt_send_writer *w;
	struct jolt_send_stats st;
	struct decoded *d;
	const uint8_t *buf;
	size_t len;

	CHECK(e);
	rng_state = seed;
	CHECK_EQ(jolt_send_writer_open_mem(version, &w), 0);
	random_command(w, version, rnd_below(2) ? JOLT_SEND_C_SUBVOL : JOLT_SEND_C_SNAPSHOT, e);
	/* each command at least once, then random ones */
	for (size_t i = 0; i < ncmds + 300; i++)
		random_command(w, version, cmds[i < ncmds ? i : rnd_below(ncmds)], e);
	CHECK_EQ(jolt_send_end(w), 0);
	expect_new(e, JOLT_SEND_C_END);
	buf = jolt_send_writer_buffer(w, &len);
	d = parse_ok(buf, len);
	CHECK_EQ(d->n, e->n);
	for (size_t i = 0; i < e->n; i++) {
		check_same(&e->cmds[i], &d->cmds[i]);
		CHECK_EQ(d->cmds[i].version, version);
		CHECK(d->cmds[i].len + 10 <= (version >= 2 ? JOLT_SEND_CMD_MAX_V2 : JOLT_SEND_CMD_MAX_V1));
	}
	jolt_send_writer_stats(w, &st);
	CHECK_EQ(st.bytes, len);
	CHECK_EQ(st.commands, e->n);
	for (size_t i = 0; i < e->n; i++)
		free_cmd(&e->cmds[i]);
	free(e);
	free_decoded(d);
	jolt_send_writer_close(w);
}

static void round_trip_v1(void)
{
	for (uint64_t s = 1; s <= 20; s++)
		round_trip(1, s * 0x1000193);
}

static void round_trip_v2(void)
{
	for (uint64_t s = 1; s <= 20; s++)
		round_trip(2, s * 0x1000193 + 7);
}

/* A 200 KiB write: 48 KiB commands in version 1, 128 KiB in version 2. */
static void writes_split_by_version(void)
{
	enum { LEN = 200 * 1024 };
	static const uint8_t uuid[16];
	uint8_t *data = rnd_bytes(LEN);

	for (uint32_t v = 1; v <= 2; v++) {
		struct jolt_send_writer *w;
		struct jolt_send_stats st;
		struct decoded *d;
		const uint8_t *buf;
		size_t len, chunk = v == 1 ? 49152 : 131072, at = 0;

		CHECK_EQ(jolt_send_writer_open_mem(v, &w), 0);
		CHECK_EQ(jolt_send_subvol(w, "s", uuid, 1), 0);
		CHECK_EQ(jolt_send_write(w, "f", 4096, data, LEN), 0);
		CHECK_EQ(jolt_send_write(w, "f", 0, data, 0), 0);    /* nothing */
		CHECK_EQ(jolt_send_end(w), 0);
		jolt_send_writer_stats(w, &st);
		CHECK_EQ(st.cmd[JOLT_SEND_C_WRITE], (LEN + chunk - 1) / chunk);
		buf = jolt_send_writer_buffer(w, &len);
		d = parse_ok(buf, len);
		for (size_t i = 1; i + 1 < d->n; i++) {
			CHECK_EQ(d->cmds[i].file_offset, 4096 + at);
			CHECK(d->cmds[i].data_len == chunk || at + d->cmds[i].data_len == LEN);
			CHECK(memcmp(d->cmds[i].data, data + at, d->cmds[i].data_len) == 0);
			at += d->cmds[i].data_len;
		}
		CHECK_EQ(at, LEN);
		free_decoded(d);
		jolt_send_writer_close(w);
	}
	free(data);
}

/* ------------------------------------------------------------ writer refusals */

static void writer_refuses_bad_arguments(void)
{
	static const uint8_t uuid[16];
	struct jolt_send_writer *w;
	struct jolt_send_timespec bad = { 1, 1000000000u }, ok = { 1, 2 };
	char *longpath = malloc(JOLT_SEND_PATH_MAX + 2);
	char name[JOLT_SEND_XATTR_NAME_MAX + 2];
	uint8_t *big = calloc(1, 70000);
	size_t len;

	CHECK(longpath && big);
	memset(longpath, 'p', JOLT_SEND_PATH_MAX + 1);
	longpath[JOLT_SEND_PATH_MAX + 1] = '\0';
	memset(name, 'n', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	CHECK_EQ(jolt_send_writer_open_mem(3, &w), -EINVAL);
	CHECK_EQ(jolt_send_writer_open_mem(0, &w), -EINVAL);
	CHECK_EQ(jolt_send_writer_open_fd(1, -1, &w), -EBADF);

#define FRESH(v) do { CHECK_EQ(jolt_send_writer_open_mem(v, &w), 0); \
		      CHECK_EQ(jolt_send_subvol(w, "s", uuid, 1), 0); } while (0)
#define REFUSED(call, rc) do { CHECK_EQ(call, rc); jolt_send_writer_buffer(w, &len); \
		      CHECK_EQ(len, 17 + 47); CHECK_EQ(jolt_send_end(w), rc); \
		      jolt_send_writer_close(w); } while (0)
	FRESH(1); REFUSED(jolt_send_fileattr(w, "f", 1), -EINVAL);
	FRESH(1); REFUSED(jolt_send_fallocate(w, "f", 0, 0, 1), -EINVAL);
	FRESH(1); REFUSED(jolt_send_chmod(w, "f", 010000), -EINVAL);
	FRESH(1); REFUSED(jolt_send_unlink(w, longpath), -ENAMETOOLONG);
	FRESH(1); REFUSED(jolt_send_unlink(w, NULL), -EINVAL);
	FRESH(1); REFUSED(jolt_send_remove_xattr(w, "f", name), -ENAMETOOLONG);
	FRESH(2); REFUSED(jolt_send_set_xattr(w, "f", "user.x", big, 65536), -E2BIG);
	FRESH(2); REFUSED(jolt_send_set_xattr(w, "f", "user.x", NULL, 3), -EINVAL);
	FRESH(1); REFUSED(jolt_send_utimes(w, "f", &ok, &bad, &ok, NULL), -EINVAL);
	FRESH(1); REFUSED(jolt_send_subvol(w, "s", NULL, 1), -EINVAL);
	FRESH(1); REFUSED(jolt_send_write(w, "f", ~0ull - 1, big, 10), -EINVAL);
	FRESH(1); REFUSED(jolt_send_clone(w, "f", 0, 1ull << 31, uuid, 1, "g", 0), -EINVAL);
	/* version 1: a command may not pass 64 KiB even when each attribute fits */
	longpath[JOLT_SEND_PATH_MAX] = '\0';
	FRESH(1); REFUSED(jolt_send_set_xattr(w, longpath, "user.x", big, 65535), -E2BIG);
	FRESH(2);
	CHECK_EQ(jolt_send_set_xattr(w, longpath, "user.x", big, 65535), 0);
	CHECK_EQ(jolt_send_end(w), 0);
	/* nothing after END */
	CHECK_EQ(jolt_send_unlink(w, "f"), -EINVAL);
	jolt_send_writer_close(w);
#undef FRESH
#undef REFUSED
	free(longpath);
	free(big);
}

/* The fd writer batches and its output is the memory writer's. */
static void fd_writer_matches_memory(void)
{
	static const uint8_t uuid[16];
	struct jolt_send_writer *wm, *wf;
	FILE *f = tmpfile();
	const uint8_t *mb;
	uint8_t *fb;
	size_t mlen;
	long flen;

	CHECK(f);
	CHECK_EQ(jolt_send_writer_open_mem(2, &wm), 0);
	CHECK_EQ(jolt_send_writer_open_fd(2, fileno(f), &wf), 0);
	for (int k = 0; k < 2; k++) {
		struct jolt_send_writer *w = k ? wf : wm;

		CHECK_EQ(jolt_send_subvol(w, "s", uuid, 1), 0);
		rng_state = 42;
		for (int i = 0; i < 3000; i++) {
			uint8_t *d = rnd_bytes(i % 7 ? 10 : 20000);

			CHECK_EQ(jolt_send_write(w, "dir/file", (uint64_t)i * 20000, d,
						 i % 7 ? 10 : 20000), 0);
			free(d);
		}
		CHECK_EQ(jolt_send_end(w), 0);
	}
	mb = jolt_send_writer_buffer(wm, &mlen);
	flen = lseek(fileno(f), 0, SEEK_END);
	CHECK_EQ(flen, (long)mlen);
	fb = malloc(mlen);
	CHECK(fb);
	CHECK_EQ(pread(fileno(f), fb, mlen, 0), (long)mlen);
	CHECK(memcmp(fb, mb, mlen) == 0);
	{
		struct decoded *d = calloc(1, sizeof(*d));
		struct jolt_send_error err;

		CHECK(d);
		CHECK_EQ(lseek(fileno(f), 0, SEEK_SET), 0);
		CHECK_EQ(jolt_send_read_fd(fileno(f), collect, d, &err), 0);
		CHECK_EQ(d->n, 3002);
		free_decoded(d);
	}
	free(fb);
	jolt_send_writer_close(wm);
	jolt_send_writer_close(wf);
	fclose(f);
}

/* ------------------------------------------------------------ reader refusals */

/* A small valid v1 stream: subvol, mkfile, write, utimes, end. */
static uint8_t *sample(uint32_t version, size_t *len)
{
	static const uint8_t uuid[16] = { 9 };
	struct jolt_send_timespec t = { 1700000000, 5 };
	struct jolt_send_writer *w;
	const uint8_t *b;
	uint8_t *out;

	CHECK_EQ(jolt_send_writer_open_mem(version, &w), 0);
	CHECK_EQ(jolt_send_subvol(w, "vol", uuid, 3), 0);
	CHECK_EQ(jolt_send_mkfile(w, "o257-3-0", 257), 0);
	CHECK_EQ(jolt_send_rename(w, "o257-3-0", "file"), 0);
	CHECK_EQ(jolt_send_write(w, "file", 0, "data!", 5), 0);
	CHECK_EQ(jolt_send_utimes(w, "file", &t, &t, &t, &t), 0);
	CHECK_EQ(jolt_send_end(w), 0);
	b = jolt_send_writer_buffer(w, len);
	out = malloc(*len);
	CHECK(out);
	memcpy(out, b, *len);
	jolt_send_writer_close(w);
	return out;
}

static void expect_refused(const uint8_t *buf, size_t len, uint64_t offset, const char *why)
{
	struct jolt_send_error err;
	int rc = jolt_send_parse(buf, len, NULL, NULL, &err);

	if (rc != -EBADMSG || err.offset != offset || !strstr(err.reason, why))
		fprintf(stderr, "rc %d offset %llu (want %llu) reason '%s' (want '%s')\n", rc,
			(unsigned long long)err.offset, (unsigned long long)offset, err.reason, why);
	CHECK_EQ(rc, -EBADMSG);
	CHECK_EQ(err.offset, offset);
	CHECK(strstr(err.reason, why));
}

/* Offsets of the commands of a valid stream. */
static size_t command_offsets(const uint8_t *b, size_t len, size_t *offs)
{
	size_t n = 0;

	for (size_t at = 17; at < len; at += 10 + le32(b + at))
		offs[n++] = at;
	return n;
}

static void every_truncation_refused(void)
{
	for (uint32_t v = 1; v <= 2; v++) {
		size_t len, offs[16], n;
		uint8_t *b = sample(v, &len);

		n = command_offsets(b, len, offs);
		for (size_t cut = 0; cut < len; cut++) {
			struct jolt_send_error err;
			int rc = jolt_send_parse(b, cut, NULL, NULL, &err);
			size_t k = 0;

			CHECK_EQ(rc, -EBADMSG);
			CHECK(err.reason[0]);
			if (cut < 17) {
				CHECK_EQ(err.offset, 0);
				continue;
			}
			while (k + 1 < n && offs[k + 1] <= cut)
				k++;
			if (cut == offs[k]) {
				/* cut between commands */
				CHECK_EQ(err.offset, cut);
				CHECK(strstr(err.reason, "without an END"));
			} else {
				CHECK_EQ(err.offset, offs[k]);
				CHECK(strstr(err.reason, "input ends inside a command"));
			}
		}
		free(b);
	}
}

/* Whatever single byte changes, the stream is refused: each byte is the
 * magic, the version, or under a CRC. */
static void every_byte_corruption_refused(void)
{
	for (uint32_t v = 1; v <= 2; v++) {
		size_t len;
		uint8_t *b = sample(v, &len);

		for (size_t i = 0; i < len; i++) {
			for (int bit = 0; bit < 8; bit++) {
				struct jolt_send_error err;

				b[i] ^= (uint8_t)(1u << bit);
				CHECK_EQ(jolt_send_parse(b, len, NULL, NULL, &err), -EBADMSG);
				CHECK(err.offset <= len);
				b[i] ^= (uint8_t)(1u << bit);
			}
		}
		CHECK_EQ(jolt_send_parse(b, len, NULL, NULL, NULL), 0);
		free(b);
	}
}

/* A stream of the header and one hand-made command (CRC made right),
 * then a valid END, so that only the command's own fault can refuse it. */
static size_t craft(uint8_t *out, uint32_t version, unsigned cmd, const uint8_t *body, size_t blen)
{
	size_t at;

	memcpy(out, "btrfs-stream\0", 13);
	put_le32(out + 13, version);
	at = 17;
	put_le32(out + at, (uint32_t)blen);
	put_le16(out + at + 4, (uint16_t)cmd);
	put_le32(out + at + 6, 0);
	memcpy(out + at + 10, body, blen);
	put_le32(out + at + 6, ref_crc(out + at, 10 + blen));
	at += 10 + blen;
	memset(out + at, 0, 10);
	put_le16(out + at + 4, JOLT_SEND_C_END);
	put_le32(out + at + 6, ref_crc(out + at, 10));
	return at + 10;
}

static void crafted_faults_refused(void)
{
	static const uint8_t subvol_ok[] = "\x0f\x00\x01\x00" "s"
		"\x01\x00\x10\x00" "0123456789abcdef" "\x02\x00\x08\x00" "\0\0\0\0\0\0\0\0";
	uint8_t s[256], body[128];
	size_t n, blen = sizeof(subvol_ok) - 1;

	/* the sane one first */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	CHECK_EQ(jolt_send_parse(s, n, NULL, NULL, NULL), 0);

	/* header faults */
	memcpy(s, "btrfs-strean", 12);
	expect_refused(s, n, 0, "magic");
	n = craft(s, 3, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	expect_refused(s, n, 13, "version 3 is not supported");
	n = craft(s, 0, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	expect_refused(s, n, 13, "version 0");
	expect_refused(s, 0, 0, "empty input");

	/* command faults */
	n = craft(s, 1, 99, subvol_ok, blen);
	expect_refused(s, n, 21, "unknown command 99");
	n = craft(s, 1, JOLT_SEND_C_FILEATTR, subvol_ok, blen);
	expect_refused(s, n, 21, "unknown command 24 in a version 1 stream");
	n = craft(s, 1, JOLT_SEND_C_UNLINK, (const uint8_t *)"\x0f\x00\x01\x00" "f", 5);
	expect_refused(s, n, 17, "starts with a unlink command");
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	s[17 + 6] ^= 1;
	expect_refused(s, n, 17, "CRC32C mismatch");
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	put_le32(s + 17, 70000);
	expect_refused(s, n, 17, "exceeds the 65526 a version 1 command may have");

	/* attribute faults, at the attribute's offset (27 = 17 + 10) */
	memcpy(body, subvol_ok, blen);
	put_le16(body, 40);
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 27, "unknown attribute 40");
	put_le16(body, JOLT_SEND_A_FILEATTR);
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 27, "unknown attribute 26 in a version 1 stream");
	put_le16(body, JOLT_SEND_A_MODE);
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 27, "attribute mode does not belong to it");
	memcpy(body, subvol_ok, blen);
	put_le16(body + 5, JOLT_SEND_A_PATH);   /* the UUID becomes a second PATH */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 32, "attribute path repeated");
	memcpy(body, subvol_ok, blen);
	put_le16(body + 7, 15);                 /* a 15-byte UUID */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 32, "attribute uuid is 15 bytes, not 16");
	memcpy(body, subvol_ok, blen);
	put_le16(body + 27, 9);                 /* CTRANSID longer than the command */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 52, "overruns the command");
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen - 12);
	expect_refused(s, n, 17, "subvol command lacks attribute ctransid");
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen - 10);
	expect_refused(s, n, 52, "attribute ctransid header cut");
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen - 11);
	expect_refused(s, n, 52, "attribute header cut");
	memcpy(body, subvol_ok, blen);
	body[4] = '\0';                         /* the path "s" becomes "\0" */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, body, blen);
	expect_refused(s, n, 27, "attribute path holds a NUL byte");

	/* after END: EOF, or a whole new stream */
	n = craft(s, 1, JOLT_SEND_C_SUBVOL, subvol_ok, blen);
	memcpy(s + n, s, n);
	CHECK_EQ(jolt_send_parse(s, 2 * n, NULL, NULL, NULL), 0);
	s[n] = 'x';
	expect_refused(s, 2 * n, n, "magic");
	expect_refused(s, n + 5, n, "magic");
}

/* v2's DATA: to the end of the command, whatever its length field would say. */
static void v2_data_runs_to_end(void)
{
	static const uint8_t subvol[] = "\x0f\x00\x01\x00" "s"
		"\x01\x00\x10\x00" "0123456789abcdef" "\x02\x00\x08\x00" "\0\0\0\0\0\0\0\0";
	uint8_t s[512], body[300];
	struct decoded *d;
	size_t n, at;

	n = craft(s, 2, JOLT_SEND_C_SUBVOL, subvol, sizeof(subvol) - 1);
	at = n - 10;   /* replace END by a WRITE, then END */
	memcpy(body, "\x0f\x00\x01\x00" "f" "\x12\x00\x08\x00" "\0\0\0\0\0\0\0\0" "\x13\x00", 19);
	for (int i = 0; i < 200; i++)
		body[19 + i] = (uint8_t)i;
	put_le32(s + at, 219);
	put_le16(s + at + 4, JOLT_SEND_C_WRITE);
	put_le32(s + at + 6, 0);
	memcpy(s + at + 10, body, 219);
	put_le32(s + at + 6, ref_crc(s + at, 229));
	at += 229;
	memset(s + at, 0, 10);
	put_le16(s + at + 4, JOLT_SEND_C_END);
	put_le32(s + at + 6, ref_crc(s + at, 10));
	d = parse_ok(s, at + 10);
	CHECK_EQ(d->n, 3);
	CHECK_EQ(d->cmds[1].data_len, 200);
	CHECK_EQ(d->cmds[1].data[199], 199);
	free_decoded(d);
	/* the same bytes as version 1: DATA's "length" 0x0100 overruns */
	s[13] = 1;
	expect_refused(s, at + 10, 17 + 47 + 10 + 17, "attribute data of 256 bytes overruns");
}

static int stop_at_third(void *ctx, const struct jolt_send_cmd *c)
{
	int *n = ctx;

	(void)c;
	return ++*n == 3 ? -ECANCELED : 0;
}

static void callback_stops_reading(void)
{
	struct jolt_send_error err;
	size_t len;
	uint8_t *b = sample(1, &len);
	int n = 0;

	CHECK_EQ(jolt_send_parse(b, len, stop_at_third, &n, &err), -ECANCELED);
	CHECK_EQ(n, 3);
	CHECK(strstr(err.reason, "rename command not applied"));
	free(b);
}

static void names(void)
{
	CHECK(strcmp(jolt_send_cmd_name(JOLT_SEND_C_SET_XATTR), "set_xattr") == 0);
	CHECK(strcmp(jolt_send_cmd_name(JOLT_SEND_C_UPDATE_EXTENT), "update_extent") == 0);
	CHECK(strcmp(jolt_send_cmd_name(1000), "?") == 0);
	CHECK(strcmp(jolt_send_attr_name(JOLT_SEND_A_CLONE_CTRANSID), "clone_ctransid") == 0);
}

int main(int argc, char **argv)
{
	static const struct jolt_test cases[] = {
		TEST(crc_matches_reference),
		TEST(empty_stream_bytes),
		TEST(v2_data_layout),
		TEST(round_trip_v1),
		TEST(round_trip_v2),
		TEST(writes_split_by_version),
		TEST(writer_refuses_bad_arguments),
		TEST(fd_writer_matches_memory),
		TEST(every_truncation_refused),
		TEST(every_byte_corruption_refused),
		TEST(crafted_faults_refused),
		TEST(v2_data_runs_to_end),
		TEST(callback_stops_reading),
		TEST(names),
	};
	return jolt_test_main(argc, argv, cases, JOLT_TEST_COUNT(cases));
}
