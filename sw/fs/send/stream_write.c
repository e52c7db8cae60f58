/* The send stream writer: each jolt_send_* call is one command of the btrfs
 * send stream (docs/send-stream.md), built the way the kernel builds it in
 * fs/btrfs/send.c: begin_cmd() reserves the 10-byte header, tlv_put()
 * appends attributes in the kernel's order, send_cmd() fills in the length
 * and the CRC32C (seed 0, over the command with its crc field zero).
 *
 * Invariants:
 * - A command is built in place at the end of the output buffer, which
 *   always has room for the version's largest command; it becomes part of
 *   the output only when whole, so a failed command leaves nothing behind.
 * - No command exceeds jolt_send_cmd_max(version) bytes (64 KiB in version
 *   1, as the kernel's BTRFS_SEND_BUF_SIZE_V1; 144 KiB in version 2), and no
 *   non-data attribute exceeds 65535 bytes (its u16 length).
 * - The first error sticks: a stream that missed a command is wrong, so
 *   every later call returns that error and emits nothing.
 * - With an fd, output goes out in batches of about 64 KiB; in memory it
 *   grows until the writer is closed. */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stream_spec.h"

enum { BATCH = 65536 };

struct jolt_send_writer {
	uint32_t version;
	int fd;                 /* -1: the stream stays in memory */
	int err;                /* sticky */
	int cmd_err;            /* of the command being built */
	bool ended;
	uint8_t *out;
	size_t out_len;         /* complete commands */
	size_t out_cap;
	size_t cmd_len;         /* of the command being built at out + out_len */
	uint32_t cmd_max;
	struct jolt_send_stats stats;
};

static int write_all(int fd, const uint8_t *p, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			return -EIO;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

int jolt_send_flush(struct jolt_send_writer *w)
{
	int rc;

	if (w->err || w->fd < 0 || w->out_len == 0)
		return w->err;
	rc = write_all(w->fd, w->out, w->out_len);
	if (rc)
		return w->err = rc;
	w->out_len = 0;
	return 0;
}

/* Room for one more command of the largest size at out + out_len. */
static int make_room(struct jolt_send_writer *w)
{
	size_t cap;
	uint8_t *p;

	if (w->fd >= 0 && w->out_len >= BATCH) {
		int rc = jolt_send_flush(w);

		if (rc)
			return rc;
	}
	if (w->out_cap - w->out_len >= w->cmd_max)
		return 0;
	cap = w->out_cap * 2 > w->out_len + w->cmd_max ? w->out_cap * 2 : w->out_len + w->cmd_max;
	p = realloc(w->out, cap);
	if (!p)
		return -ENOMEM;
	w->out = p;
	w->out_cap = cap;
	return 0;
}

static int writer_open(uint32_t version, int fd, struct jolt_send_writer **out)
{
	struct jolt_send_writer *w;

	*out = NULL;
	if (version < 1 || version > JOLT_SEND_VERSION_MAX)
		return -EINVAL;
	w = calloc(1, sizeof(*w));
	if (!w)
		return -ENOMEM;
	w->version = version;
	w->fd = fd;
	w->cmd_max = jolt_send_cmd_max(version);
	w->out_cap = (fd >= 0 ? BATCH : 0) + w->cmd_max;
	w->out = malloc(w->out_cap);
	if (!w->out) {
		free(w);
		return -ENOMEM;
	}
	memcpy(w->out, jolt_send_magic, sizeof(jolt_send_magic));
	jolt_send_put_le32(w->out + sizeof(jolt_send_magic), version);
	w->out_len = JOLT_SEND_HEADER_SIZE;
	w->stats.bytes = JOLT_SEND_HEADER_SIZE;
	*out = w;
	return 0;
}

int jolt_send_writer_open_fd(uint32_t version, int fd, struct jolt_send_writer **out)
{
	if (fd < 0) {
		*out = NULL;
		return -EBADF;
	}
	return writer_open(version, fd, out);
}

int jolt_send_writer_open_mem(uint32_t version, struct jolt_send_writer **out)
{
	return writer_open(version, -1, out);
}

const uint8_t *jolt_send_writer_buffer(struct jolt_send_writer *w, size_t *len)
{
	*len = w->fd < 0 ? w->out_len : 0;
	return w->fd < 0 ? w->out : NULL;
}

void jolt_send_writer_stats(const struct jolt_send_writer *w, struct jolt_send_stats *s)
{
	*s = w->stats;
}

void jolt_send_writer_close(struct jolt_send_writer *w)
{
	if (!w)
		return;
	jolt_send_flush(w);
	free(w->out);
	free(w);
}

/* ------------------------------------------------ building one command */

static uint8_t *cmd_at(struct jolt_send_writer *w)
{
	return w->out + w->out_len;
}

static void cmd_begin(struct jolt_send_writer *w, unsigned type)
{
	w->cmd_len = 0;
	w->cmd_err = w->err;
	if (w->cmd_err)
		return;
	if (w->ended || jolt_send_cmd_specs[type].version > w->version) {
		w->cmd_err = -EINVAL;
		return;
	}
	w->cmd_err = make_room(w);
	if (w->cmd_err)
		return;
	jolt_send_put_le16(cmd_at(w) + 4, (uint16_t)type);
	w->cmd_len = JOLT_SEND_CMD_HEADER_SIZE;
}

/* Appends `hdr` bytes of attribute header then len bytes of value. */
static uint8_t *cmd_reserve(struct jolt_send_writer *w, size_t len)
{
	uint8_t *p;

	if (w->cmd_err)
		return NULL;
	if (len > w->cmd_max - w->cmd_len) {
		w->cmd_err = -E2BIG;
		return NULL;
	}
	p = cmd_at(w) + w->cmd_len;
	w->cmd_len += len;
	return p;
}

static void put_tlv(struct jolt_send_writer *w, unsigned attr, const void *v, size_t len)
{
	uint8_t *p;

	if (!w->cmd_err && len > 0xffff)
		w->cmd_err = -E2BIG;
	p = cmd_reserve(w, JOLT_SEND_TLV_HEADER_SIZE + len);
	if (!p)
		return;
	jolt_send_put_le16(p, (uint16_t)attr);
	jolt_send_put_le16(p + 2, (uint16_t)len);
	if (len)
		memcpy(p + JOLT_SEND_TLV_HEADER_SIZE, v, len);
}

static void put_u32(struct jolt_send_writer *w, unsigned attr, uint32_t v)
{
	uint8_t b[4];

	jolt_send_put_le32(b, v);
	put_tlv(w, attr, b, sizeof(b));
}

static void put_u64(struct jolt_send_writer *w, unsigned attr, uint64_t v)
{
	uint8_t b[8];

	jolt_send_put_le64(b, v);
	put_tlv(w, attr, b, sizeof(b));
}

static void put_string(struct jolt_send_writer *w, unsigned attr, const char *s, size_t max)
{
	size_t len;

	if (w->cmd_err)
		return;
	if (!s) {
		w->cmd_err = -EINVAL;
		return;
	}
	len = strlen(s);
	if (len > max) {
		w->cmd_err = -ENAMETOOLONG;
		return;
	}
	put_tlv(w, attr, s, len);
}

static void put_path(struct jolt_send_writer *w, unsigned attr, const char *s)
{
	put_string(w, attr, s, JOLT_SEND_PATH_MAX);
}

static void put_uuid(struct jolt_send_writer *w, unsigned attr, const uint8_t *uuid)
{
	if (!w->cmd_err && !uuid)
		w->cmd_err = -EINVAL;
	put_tlv(w, attr, uuid, JOLT_SEND_UUID_SIZE);
}

static void put_time(struct jolt_send_writer *w, unsigned attr, const struct jolt_send_timespec *t)
{
	uint8_t b[12];

	if (!w->cmd_err && (!t || t->nsec >= 1000000000u))
		w->cmd_err = -EINVAL;
	if (w->cmd_err)
		return;
	jolt_send_put_le64(b, t->sec);
	jolt_send_put_le32(b + 8, t->nsec);
	put_tlv(w, attr, b, sizeof(b));
}

/* DATA: a plain attribute in version 1; from version 2 its header is the
 * type alone and the value runs to the end of the command (put_data_header
 * in send.c), so it must come last. */
static void put_data(struct jolt_send_writer *w, const void *data, size_t len)
{
	uint8_t *p;

	if (w->version < 2) {
		put_tlv(w, JOLT_SEND_A_DATA, data, len);
		return;
	}
	p = cmd_reserve(w, 2 + len);
	if (!p)
		return;
	jolt_send_put_le16(p, JOLT_SEND_A_DATA);
	if (len)
		memcpy(p + 2, data, len);
}

static int cmd_end(struct jolt_send_writer *w)
{
	uint8_t *c = cmd_at(w);
	unsigned type;

	if (w->cmd_err) {
		/* a refused argument does not spoil the stream before it, but
		 * the stream cannot go on without the command */
		w->err = w->cmd_err;
		return w->err;
	}
	type = jolt_send_le16(c + 4);
	jolt_send_put_le32(c, (uint32_t)(w->cmd_len - JOLT_SEND_CMD_HEADER_SIZE));
	jolt_send_put_le32(c + 6, 0);
	jolt_send_put_le32(c + 6, jolt_send_crc(c, w->cmd_len));
	w->out_len += w->cmd_len;
	w->stats.bytes += w->cmd_len;
	w->stats.commands++;
	w->stats.cmd[type]++;
	w->cmd_len = 0;
	return 0;
}

/* ------------------------------------------------ the commands */

int jolt_send_subvol(struct jolt_send_writer *w, const char *path,
		     const uint8_t *uuid, uint64_t ctransid)
{
	cmd_begin(w, JOLT_SEND_C_SUBVOL);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_uuid(w, JOLT_SEND_A_UUID, uuid);
	put_u64(w, JOLT_SEND_A_CTRANSID, ctransid);
	return cmd_end(w);
}

int jolt_send_snapshot(struct jolt_send_writer *w, const char *path,
		       const uint8_t *uuid, uint64_t ctransid,
		       const uint8_t *parent_uuid, uint64_t parent_ctransid)
{
	cmd_begin(w, JOLT_SEND_C_SNAPSHOT);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_uuid(w, JOLT_SEND_A_UUID, uuid);
	put_u64(w, JOLT_SEND_A_CTRANSID, ctransid);
	put_uuid(w, JOLT_SEND_A_CLONE_UUID, parent_uuid);
	put_u64(w, JOLT_SEND_A_CLONE_CTRANSID, parent_ctransid);
	return cmd_end(w);
}

/* send_create_inode: PATH, INO, then PATH_LINK for a symlink or RDEV and
 * MODE for the special files. */
static int create_inode(struct jolt_send_writer *w, unsigned type, const char *path,
			uint64_t ino, const char *target, uint64_t mode, uint64_t rdev)
{
	cmd_begin(w, type);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_u64(w, JOLT_SEND_A_INO, ino);
	if (type == JOLT_SEND_C_SYMLINK) {
		put_path(w, JOLT_SEND_A_PATH_LINK, target);
	} else if (type != JOLT_SEND_C_MKFILE && type != JOLT_SEND_C_MKDIR) {
		put_u64(w, JOLT_SEND_A_RDEV, rdev);
		put_u64(w, JOLT_SEND_A_MODE, mode);
	}
	return cmd_end(w);
}

int jolt_send_mkfile(struct jolt_send_writer *w, const char *path, uint64_t ino)
{
	return create_inode(w, JOLT_SEND_C_MKFILE, path, ino, NULL, 0, 0);
}

int jolt_send_mkdir(struct jolt_send_writer *w, const char *path, uint64_t ino)
{
	return create_inode(w, JOLT_SEND_C_MKDIR, path, ino, NULL, 0, 0);
}

int jolt_send_mknod(struct jolt_send_writer *w, const char *path, uint64_t ino,
		    uint64_t mode, uint64_t rdev)
{
	return create_inode(w, JOLT_SEND_C_MKNOD, path, ino, NULL, mode, rdev);
}

int jolt_send_mkfifo(struct jolt_send_writer *w, const char *path, uint64_t ino,
		     uint64_t mode)
{
	return create_inode(w, JOLT_SEND_C_MKFIFO, path, ino, NULL, mode, 0);
}

int jolt_send_mksock(struct jolt_send_writer *w, const char *path, uint64_t ino,
		     uint64_t mode)
{
	return create_inode(w, JOLT_SEND_C_MKSOCK, path, ino, NULL, mode, 0);
}

int jolt_send_symlink(struct jolt_send_writer *w, const char *path, uint64_t ino,
		      const char *target)
{
	return create_inode(w, JOLT_SEND_C_SYMLINK, path, ino, target, 0, 0);
}

static int two_paths(struct jolt_send_writer *w, unsigned type, const char *path,
		     unsigned attr2, const char *path2)
{
	cmd_begin(w, type);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_path(w, attr2, path2);
	return cmd_end(w);
}

int jolt_send_rename(struct jolt_send_writer *w, const char *from, const char *to)
{
	return two_paths(w, JOLT_SEND_C_RENAME, from, JOLT_SEND_A_PATH_TO, to);
}

int jolt_send_link(struct jolt_send_writer *w, const char *path, const char *target)
{
	return two_paths(w, JOLT_SEND_C_LINK, path, JOLT_SEND_A_PATH_LINK, target);
}

static int one_path(struct jolt_send_writer *w, unsigned type, const char *path)
{
	cmd_begin(w, type);
	put_path(w, JOLT_SEND_A_PATH, path);
	return cmd_end(w);
}

int jolt_send_unlink(struct jolt_send_writer *w, const char *path)
{
	return one_path(w, JOLT_SEND_C_UNLINK, path);
}

int jolt_send_rmdir(struct jolt_send_writer *w, const char *path)
{
	return one_path(w, JOLT_SEND_C_RMDIR, path);
}

int jolt_send_set_xattr(struct jolt_send_writer *w, const char *path,
			const char *name, const void *data, size_t len)
{
	cmd_begin(w, JOLT_SEND_C_SET_XATTR);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_string(w, JOLT_SEND_A_XATTR_NAME, name, JOLT_SEND_XATTR_NAME_MAX);
	if (!w->cmd_err && ((!data && len) || len > JOLT_SEND_XATTR_SIZE_MAX))
		w->cmd_err = data ? -E2BIG : -EINVAL;
	put_tlv(w, JOLT_SEND_A_XATTR_DATA, data, len);
	return cmd_end(w);
}

int jolt_send_remove_xattr(struct jolt_send_writer *w, const char *path, const char *name)
{
	cmd_begin(w, JOLT_SEND_C_REMOVE_XATTR);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_string(w, JOLT_SEND_A_XATTR_NAME, name, JOLT_SEND_XATTR_NAME_MAX);
	return cmd_end(w);
}

int jolt_send_write(struct jolt_send_writer *w, const char *path, uint64_t offset,
		    const void *data, size_t len)
{
	size_t chunk = w->version >= 2 ? JOLT_SEND_WRITE_MAX_V2 : JOLT_SEND_WRITE_MAX_V1;
	const uint8_t *p = data;

	if (!w->err && !data && len)
		w->err = -EINVAL;
	if (!w->err && offset + len < offset)
		w->err = -EINVAL;
	if (w->err)
		return w->err;
	while (len > 0) {
		size_t n = len < chunk ? len : chunk;
		int rc;

		cmd_begin(w, JOLT_SEND_C_WRITE);
		put_path(w, JOLT_SEND_A_PATH, path);
		put_u64(w, JOLT_SEND_A_FILE_OFFSET, offset);
		put_data(w, p, n);
		rc = cmd_end(w);
		if (rc)
			return rc;
		p += n;
		offset += n;
		len -= n;
	}
	return 0;
}

int jolt_send_clone(struct jolt_send_writer *w, const char *path, uint64_t offset,
		    uint64_t len, const uint8_t *clone_uuid, uint64_t clone_ctransid,
		    const char *clone_path, uint64_t clone_offset)
{
	cmd_begin(w, JOLT_SEND_C_CLONE);
	/* the kernel's clone length is a u32 and btrfs-progs reads it into an
	 * int (common/send-stream.c): 2 GiB and more would come out wrong */
	if (!w->cmd_err && len > 0x7fffffff)
		w->cmd_err = -EINVAL;
	put_u64(w, JOLT_SEND_A_FILE_OFFSET, offset);
	put_u64(w, JOLT_SEND_A_CLONE_LEN, len);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_uuid(w, JOLT_SEND_A_CLONE_UUID, clone_uuid);
	put_u64(w, JOLT_SEND_A_CLONE_CTRANSID, clone_ctransid);
	put_path(w, JOLT_SEND_A_CLONE_PATH, clone_path);
	put_u64(w, JOLT_SEND_A_CLONE_OFFSET, clone_offset);
	return cmd_end(w);
}

static int path_u64(struct jolt_send_writer *w, unsigned type, const char *path,
		    unsigned attr, uint64_t v)
{
	cmd_begin(w, type);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_u64(w, attr, v);
	return cmd_end(w);
}

int jolt_send_truncate(struct jolt_send_writer *w, const char *path, uint64_t size)
{
	return path_u64(w, JOLT_SEND_C_TRUNCATE, path, JOLT_SEND_A_SIZE, size);
}

int jolt_send_chmod(struct jolt_send_writer *w, const char *path, uint64_t mode)
{
	if (!w->err && mode > 07777)
		w->err = -EINVAL;
	return path_u64(w, JOLT_SEND_C_CHMOD, path, JOLT_SEND_A_MODE, mode);
}

int jolt_send_fileattr(struct jolt_send_writer *w, const char *path, uint64_t attr)
{
	return path_u64(w, JOLT_SEND_C_FILEATTR, path, JOLT_SEND_A_FILEATTR, attr);
}

int jolt_send_chown(struct jolt_send_writer *w, const char *path, uint64_t uid, uint64_t gid)
{
	cmd_begin(w, JOLT_SEND_C_CHOWN);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_u64(w, JOLT_SEND_A_UID, uid);
	put_u64(w, JOLT_SEND_A_GID, gid);
	return cmd_end(w);
}

int jolt_send_utimes(struct jolt_send_writer *w, const char *path,
		     const struct jolt_send_timespec *atime,
		     const struct jolt_send_timespec *mtime,
		     const struct jolt_send_timespec *ctime,
		     const struct jolt_send_timespec *otime)
{
	cmd_begin(w, JOLT_SEND_C_UTIMES);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_time(w, JOLT_SEND_A_ATIME, atime);
	put_time(w, JOLT_SEND_A_MTIME, mtime);
	put_time(w, JOLT_SEND_A_CTIME, ctime);
	if (otime && w->version >= 2)
		put_time(w, JOLT_SEND_A_OTIME, otime);
	return cmd_end(w);
}

int jolt_send_update_extent(struct jolt_send_writer *w, const char *path,
			    uint64_t offset, uint64_t len)
{
	cmd_begin(w, JOLT_SEND_C_UPDATE_EXTENT);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_u64(w, JOLT_SEND_A_FILE_OFFSET, offset);
	put_u64(w, JOLT_SEND_A_SIZE, len);
	return cmd_end(w);
}

int jolt_send_fallocate(struct jolt_send_writer *w, const char *path, uint32_t mode,
			uint64_t offset, uint64_t len)
{
	cmd_begin(w, JOLT_SEND_C_FALLOCATE);
	put_path(w, JOLT_SEND_A_PATH, path);
	put_u32(w, JOLT_SEND_A_FALLOCATE_MODE, mode);
	put_u64(w, JOLT_SEND_A_FILE_OFFSET, offset);
	put_u64(w, JOLT_SEND_A_SIZE, len);
	return cmd_end(w);
}

int jolt_send_end(struct jolt_send_writer *w)
{
	int rc;

	cmd_begin(w, JOLT_SEND_C_END);
	rc = cmd_end(w);
	if (rc)
		return rc;
	w->ended = true;
	return jolt_send_flush(w);
}
