/* jolt receive: applies btrfs send streams to a jolt filesystem
 * (jolt/subvol.h), as `btrfs receive` does to a btrfs mount.
 *
 * All or nothing per subvolume: the whole input is first read and
 * validated by the stream reader (every length, CRC, attribute, the END;
 * a refusal names the byte offset and the reason) before anything
 * changes. Each stream then makes its subvolume (SUBVOL: a new empty one;
 * SNAPSHOT: a writable snapshot of the subvolume that an earlier receive
 * made from the stream's parent, found by its received uuid, or of the
 * parent itself when the stream came from this filesystem), applies the
 * commands through the namespace calls of a view, and at END marks it
 * read-only with the received uuid and the sender's ctransid. A command
 * that fails deletes the subvolume being received, so none is left half
 * made.
 *
 * Paths in the stream are relative to the subvolume; one that is absolute
 * or climbs with ".." is refused. Commands jolt does not apply (CLONE,
 * UPDATE_EXTENT and the version 2 ones) are refused by name: jolt's own
 * send never emits them. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>

#include "jolt/send_stream.h"
#include "jolt/subvol.h"

struct recv {
	struct jolt_fs *fs;
	struct jolt_fs *v;               /* the subvolume being received */
	char name[JOLT_NAME_MAX + 1];
	uint8_t uuid[16];
	uint64_t ctransid;
	struct jolt_file *f;             /* the file of the last WRITE */
	uint64_t f_ino;
	char *why;
	size_t why_len;
	int subvols;
};

static int refuse(struct recv *r, const struct jolt_send_cmd *c, int rc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int refuse(struct recv *r, const struct jolt_send_cmd *c, int rc, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (r->why && r->why_len)
		snprintf(r->why, r->why_len, "offset %" PRIu64 ": %s: %s", c->offset,
			 jolt_send_cmd_name(c->cmd), msg);
	return rc;
}

static int safe_path(const char *p)
{
	if (!p || p[0] == '/')
		return 0;
	for (const char *s = p; *s;) {
		const char *e = strchr(s, '/');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (n == 2 && s[0] == '.' && s[1] == '.')
			return 0;
		s += n;
		if (*s == '/')
			s++;
	}
	return 1;
}

static void close_file(struct recv *r)
{
	if (r->f)
		jolt_close(r->f);
	r->f = NULL;
}

static int finish(struct recv *r)
{
	int rc;

	close_file(r);
	rc = jolt_subvol_close(r->v);
	r->v = NULL;
	if (!rc)
		rc = jolt_subvol_set(r->fs, r->name, JOLT_SUBVOL_RDONLY, r->uuid, r->ctransid);
	return rc;
}

static void undo(struct recv *r)
{
	if (!r->v)
		return;
	close_file(r);
	jolt_subvol_close(r->v);
	r->v = NULL;
	jolt_subvol_delete(r->fs, r->name);
}

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

/* The received or local subvolume a SNAPSHOT names as its parent. */
static int find_parent(struct recv *r, const uint8_t *uuid, char *name)
{
	int64_t n = jolt_subvol_list(r->fs, NULL, 0);
	struct jolt_subvol_info *v;
	int rc = -ENOENT;

	if (n < 0)
		return (int)n;
	v = calloc((size_t)n, sizeof(*v));
	if (!v)
		return -ENOMEM;
	n = jolt_subvol_list(r->fs, v, (size_t)n);
	for (int pass = 0; pass < 2 && rc; pass++)
		for (int64_t i = 0; i < n && rc; i++)
			if (!memcmp(pass ? v[i].uuid : v[i].received_uuid, uuid, 16)) {
				strcpy(name, v[i].name);
				rc = 0;
			}
	free(v);
	return rc;
}

static int ino_of(struct recv *r, const char *path, uint64_t *ino)
{
	return jolt_path_ino(r->v, path[0] ? path : "/", 0, ino);
}

static int apply(void *ctx, const struct jolt_send_cmd *c)
{
	struct recv *r = ctx;
	struct jolt_stat st;
	uint64_t ino;
	int rc = 0;

	if (c->cmd == JOLT_SEND_C_SUBVOL || c->cmd == JOLT_SEND_C_SNAPSHOT) {
		const char *nm = base_name(c->path);
		if (r->v)
			return refuse(r, c, -EBADMSG, "a new subvolume before the last one's END");
		if (!nm[0] || strlen(nm) > JOLT_NAME_MAX || !strcmp(nm, "..") || !strcmp(nm, "."))
			return refuse(r, c, -EINVAL, "bad subvolume name '%s'", c->path);
		snprintf(r->name, sizeof(r->name), "%s", nm);
		memcpy(r->uuid, c->uuid, 16);
		r->ctransid = c->ctransid;
		if (c->cmd == JOLT_SEND_C_SUBVOL) {
			rc = jolt_subvol_create(r->fs, r->name, NULL);
		} else {
			char parent[JOLT_NAME_MAX + 1];
			rc = find_parent(r, c->clone_uuid, parent);
			if (rc)
				return refuse(r, c, rc, "%s: no subvolume received from the parent "
					      "(uuid and ctransid %" PRIu64 ")", c->path,
					      c->clone_ctransid);
			rc = jolt_subvol_snapshot(r->fs, parent, r->name, 0, NULL);
		}
		if (rc)
			return refuse(r, c, rc, "%s: %s", r->name, strerror(-rc));
		rc = jolt_subvol_open(r->fs, r->name, &r->v);
		if (rc) {
			jolt_subvol_delete(r->fs, r->name);
			return refuse(r, c, rc, "%s: %s", r->name, strerror(-rc));
		}
		r->subvols++;
		return 0;
	}
	if (!r->v)
		return refuse(r, c, -EBADMSG, "no subvolume");
	if (c->cmd == JOLT_SEND_C_END) {
		rc = finish(r);
		return rc ? refuse(r, c, rc, "%s", strerror(-rc)) : 0;
	}
	if (!safe_path(c->path) || ((c->attrs >> JOLT_SEND_A_PATH_TO) & 1 && !safe_path(c->path_to)) ||
	    (c->cmd == JOLT_SEND_C_LINK && !safe_path(c->path_link)))
		return refuse(r, c, -EINVAL, "unsafe path '%s'", c->path ? c->path : "");
	if (c->cmd != JOLT_SEND_C_WRITE)
		close_file(r);
	switch (c->cmd) {
	case JOLT_SEND_C_MKFILE:
		rc = jolt_mknod(r->v, c->path, JOLT_S_IFREG | 0600, 0);
		break;
	case JOLT_SEND_C_MKDIR:
		rc = jolt_mkdir(r->v, c->path, 0700);
		break;
	case JOLT_SEND_C_MKNOD: {
		uint64_t d = c->rdev;
		uint64_t maj = (d & 0xfff00) >> 8, min = (d & 0xff) | ((d >> 12) & 0xfff00);
		rc = jolt_mknod(r->v, c->path, (uint32_t)c->mode, makedev(maj, min));
		break;
	}
	case JOLT_SEND_C_MKFIFO:
	case JOLT_SEND_C_MKSOCK:
		rc = jolt_mknod(r->v, c->path, (uint32_t)c->mode, 0);
		break;
	case JOLT_SEND_C_SYMLINK:
		rc = jolt_symlink(r->v, c->path_link, c->path);
		break;
	case JOLT_SEND_C_RENAME:
		rc = jolt_rename(r->v, c->path, c->path_to, 0);
		break;
	case JOLT_SEND_C_LINK:
		rc = jolt_link(r->v, c->path_link, c->path);
		break;
	case JOLT_SEND_C_UNLINK:
		rc = jolt_unlink(r->v, c->path);
		break;
	case JOLT_SEND_C_RMDIR:
		rc = jolt_rmdir(r->v, c->path);
		break;
	case JOLT_SEND_C_SET_XATTR:
		rc = ino_of(r, c->path, &ino);
		if (!rc)
			rc = jolt_ll_setxattr(r->v, ino, c->xattr_name, c->xattr_data,
					      c->xattr_data_len, 0);
		break;
	case JOLT_SEND_C_REMOVE_XATTR:
		rc = ino_of(r, c->path, &ino);
		if (!rc)
			rc = jolt_ll_removexattr(r->v, ino, c->xattr_name);
		break;
	case JOLT_SEND_C_WRITE:
		rc = ino_of(r, c->path, &ino);
		if (!rc && (!r->f || r->f_ino != ino)) {
			close_file(r);
			rc = jolt_ll_open(r->v, ino, JOLT_O_WRONLY, &r->f);
			r->f_ino = ino;
		}
		if (!rc) {
			int64_t w = jolt_pwrite(r->f, c->data, c->data_len, c->file_offset);
			rc = w < 0 ? (int)w : (uint64_t)w != c->data_len ? -EIO : 0;
		}
		break;
	case JOLT_SEND_C_TRUNCATE:
		rc = ino_of(r, c->path, &ino);
		memset(&st, 0, sizeof(st));
		st.size = c->size;
		if (!rc)
			rc = jolt_ll_setattr(r->v, ino, &st, JOLT_SET_SIZE, NULL);
		break;
	case JOLT_SEND_C_CHMOD:
		rc = ino_of(r, c->path, &ino);
		memset(&st, 0, sizeof(st));
		st.mode = (uint32_t)c->mode & 07777;
		if (!rc)
			rc = jolt_ll_setattr(r->v, ino, &st, JOLT_SET_MODE, NULL);
		break;
	case JOLT_SEND_C_CHOWN:
		rc = ino_of(r, c->path, &ino);
		memset(&st, 0, sizeof(st));
		st.uid = (uint32_t)c->uid;
		st.gid = (uint32_t)c->gid;
		if (!rc)
			rc = jolt_ll_setattr(r->v, ino, &st, JOLT_SET_UID | JOLT_SET_GID, NULL);
		break;
	case JOLT_SEND_C_UTIMES:
		rc = ino_of(r, c->path, &ino);
		memset(&st, 0, sizeof(st));
		st.atime.sec = (int64_t)c->atime.sec;
		st.atime.nsec = c->atime.nsec;
		st.mtime.sec = (int64_t)c->mtime.sec;
		st.mtime.nsec = c->mtime.nsec;
		if (!rc)
			rc = jolt_ll_setattr(r->v, ino, &st, JOLT_SET_ATIME | JOLT_SET_MTIME, NULL);
		break;
	default:
		return refuse(r, c, -EOPNOTSUPP, "%s: not applied by jolt receive",
			      c->path ? c->path : "");
	}
	if (rc)
		return refuse(r, c, rc, "'%s'%s%s: %s", c->path,
			      c->path_to ? " -> " : "", c->path_to ? c->path_to : "", strerror(-rc));
	return 0;
}

static int validate(void *ctx, const struct jolt_send_cmd *c)
{
	(void)ctx;
	(void)c;
	return 0;
}

int jolt_receive(struct jolt_fs *fs, const uint8_t *buf, size_t len, char *why, size_t why_len)
{
	struct jolt_send_error err;
	struct recv r;
	int rc;

	memset(&r, 0, sizeof(r));
	r.fs = fs;
	r.why = why;
	r.why_len = why_len;
	if (why && why_len)
		why[0] = 0;
	rc = jolt_send_parse(buf, len, validate, NULL, &err);
	if (rc) {
		if (why && why_len)
			snprintf(why, why_len, "offset %" PRIu64 ": %s", err.offset, err.reason);
		return rc;
	}
	rc = jolt_send_parse(buf, len, apply, &r, &err);
	if (rc == -EBADMSG && why && why_len && !why[0])
		snprintf(why, why_len, "offset %" PRIu64 ": %s", err.offset, err.reason);
	if (rc)
		undo(&r);
	else if (r.v)
		undo(&r);       /* cannot happen: the reader requires END */
	return rc;
}
