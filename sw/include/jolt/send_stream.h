/* The btrfs send stream (versions 1 and 2): a writer that emits it and a
 * reader that validates and decodes it. The byte-level description and the
 * sources of every fact are in docs/send-stream.md; the numbers below are
 * the kernel's (fs/btrfs/send.h) and must never change.
 * Written without macros so the Python binding can parse it as is. */
#ifndef JOLT_SEND_STREAM_H
#define JOLT_SEND_STREAM_H
#include <stddef.h>
#include <stdint.h>

enum {
	JOLT_SEND_HEADER_SIZE = 17,         /* "btrfs-stream\0" + le32 version */
	JOLT_SEND_CMD_HEADER_SIZE = 10,     /* le32 len, le16 cmd, le32 crc */
	JOLT_SEND_TLV_HEADER_SIZE = 4,      /* le16 type, le16 len */
	JOLT_SEND_UUID_SIZE = 16,
	JOLT_SEND_VERSION_MAX = 2,
	JOLT_SEND_CMD_MAX_V1 = 65536,       /* a whole v1 command, header included */
	JOLT_SEND_CMD_MAX_V2 = 147456,      /* what the writer emits in v2 (16 KiB + 128 KiB) */
	JOLT_SEND_READ_CMD_MAX = 16777216,  /* the largest v2 command the reader accepts */
	JOLT_SEND_WRITE_MAX_V1 = 49152,     /* data bytes per WRITE command */
	JOLT_SEND_WRITE_MAX_V2 = 131072,
	JOLT_SEND_PATH_MAX = 4095,          /* bytes of a path, as PATH_MAX - 1 */
	JOLT_SEND_XATTR_NAME_MAX = 255,
	JOLT_SEND_XATTR_SIZE_MAX = 65535,
	JOLT_SEND_REASON_SIZE = 160,
	JOLT_SEND_STATS_CMDS = 32,
};

/* Commands (BTRFS_SEND_C_*). 1-22 are version 1, 23-25 version 2. */
enum jolt_send_cmd_type {
	JOLT_SEND_C_UNSPEC = 0,
	JOLT_SEND_C_SUBVOL = 1,
	JOLT_SEND_C_SNAPSHOT = 2,
	JOLT_SEND_C_MKFILE = 3,
	JOLT_SEND_C_MKDIR = 4,
	JOLT_SEND_C_MKNOD = 5,
	JOLT_SEND_C_MKFIFO = 6,
	JOLT_SEND_C_MKSOCK = 7,
	JOLT_SEND_C_SYMLINK = 8,
	JOLT_SEND_C_RENAME = 9,
	JOLT_SEND_C_LINK = 10,
	JOLT_SEND_C_UNLINK = 11,
	JOLT_SEND_C_RMDIR = 12,
	JOLT_SEND_C_SET_XATTR = 13,
	JOLT_SEND_C_REMOVE_XATTR = 14,
	JOLT_SEND_C_WRITE = 15,
	JOLT_SEND_C_CLONE = 16,
	JOLT_SEND_C_TRUNCATE = 17,
	JOLT_SEND_C_CHMOD = 18,
	JOLT_SEND_C_CHOWN = 19,
	JOLT_SEND_C_UTIMES = 20,
	JOLT_SEND_C_END = 21,
	JOLT_SEND_C_UPDATE_EXTENT = 22,
	JOLT_SEND_C_FALLOCATE = 23,
	JOLT_SEND_C_FILEATTR = 24,
	JOLT_SEND_C_ENCODED_WRITE = 25,
	JOLT_SEND_C_COUNT = 26,
};

/* Attributes (BTRFS_SEND_A_*). 1-24 are version 1, 25-31 version 2. */
enum jolt_send_attr_type {
	JOLT_SEND_A_UNSPEC = 0,
	JOLT_SEND_A_UUID = 1,
	JOLT_SEND_A_CTRANSID = 2,
	JOLT_SEND_A_INO = 3,
	JOLT_SEND_A_SIZE = 4,
	JOLT_SEND_A_MODE = 5,
	JOLT_SEND_A_UID = 6,
	JOLT_SEND_A_GID = 7,
	JOLT_SEND_A_RDEV = 8,
	JOLT_SEND_A_CTIME = 9,
	JOLT_SEND_A_MTIME = 10,
	JOLT_SEND_A_ATIME = 11,
	JOLT_SEND_A_OTIME = 12,
	JOLT_SEND_A_XATTR_NAME = 13,
	JOLT_SEND_A_XATTR_DATA = 14,
	JOLT_SEND_A_PATH = 15,
	JOLT_SEND_A_PATH_TO = 16,
	JOLT_SEND_A_PATH_LINK = 17,
	JOLT_SEND_A_FILE_OFFSET = 18,
	JOLT_SEND_A_DATA = 19,
	JOLT_SEND_A_CLONE_UUID = 20,
	JOLT_SEND_A_CLONE_CTRANSID = 21,
	JOLT_SEND_A_CLONE_PATH = 22,
	JOLT_SEND_A_CLONE_OFFSET = 23,
	JOLT_SEND_A_CLONE_LEN = 24,
	JOLT_SEND_A_FALLOCATE_MODE = 25,
	JOLT_SEND_A_FILEATTR = 26,
	JOLT_SEND_A_UNENCODED_FILE_LEN = 27,
	JOLT_SEND_A_UNENCODED_LEN = 28,
	JOLT_SEND_A_UNENCODED_OFFSET = 29,
	JOLT_SEND_A_COMPRESSION = 30,
	JOLT_SEND_A_ENCRYPTION = 31,
	JOLT_SEND_A_COUNT = 32,
};

/* The stream's time: le64 seconds, le32 nanoseconds (struct btrfs_timespec). */
struct jolt_send_timespec {
	uint64_t sec;
	uint32_t nsec;
};

/* Lower-case names as `btrfs receive --dump` prints them ("mkfile",
 * "set_xattr"); "?" for a number outside the enum. */
const char *jolt_send_cmd_name(unsigned cmd);
const char *jolt_send_attr_name(unsigned attr);

/* ------------------------------------------------------------ writer
 *
 * Each call appends one command (jolt_send_write may append several, at
 * most JOLT_SEND_WRITE_MAX_V1/V2 data bytes each) with its attributes in
 * the order the kernel emits them, and its CRC. Paths are relative to the
 * subvolume and built by the caller ("" is the subvolume's top directory).
 * Errors: -EINVAL (a value the format or the version cannot carry: a v2
 * command in a v1 stream, a chmod mode above 07777, a command after END),
 * -ENAMETOOLONG (path over JOLT_SEND_PATH_MAX, xattr name over 255),
 * -E2BIG (a command over the version's size), -ENOMEM, or the sink's error.
 * The first error sticks: every later call returns it. */
struct jolt_send_writer;

struct jolt_send_stats {
	uint64_t bytes;                          /* emitted, header included */
	uint64_t commands;
	uint64_t cmd[JOLT_SEND_STATS_CMDS];      /* per command type */
};

/* Writes the stream header to fd (a file or a pipe), then each command as
 * it is complete, batched into 64 KiB writes (jolt_send_flush pushes them). */
int jolt_send_writer_open_fd(uint32_t version, int fd, struct jolt_send_writer **out);
/* Keeps the stream in memory; jolt_send_writer_buffer returns it. */
int jolt_send_writer_open_mem(uint32_t version, struct jolt_send_writer **out);
const uint8_t *jolt_send_writer_buffer(struct jolt_send_writer *w, size_t *len);
int jolt_send_flush(struct jolt_send_writer *w);
void jolt_send_writer_stats(const struct jolt_send_writer *w, struct jolt_send_stats *s);
/* Flushes (errors are lost: call jolt_send_end or jolt_send_flush first)
 * and frees. */
void jolt_send_writer_close(struct jolt_send_writer *w);

int jolt_send_subvol(struct jolt_send_writer *w, const char *path,
		     const uint8_t *uuid, uint64_t ctransid);
int jolt_send_snapshot(struct jolt_send_writer *w, const char *path,
		       const uint8_t *uuid, uint64_t ctransid,
		       const uint8_t *parent_uuid, uint64_t parent_ctransid);
int jolt_send_mkfile(struct jolt_send_writer *w, const char *path, uint64_t ino);
int jolt_send_mkdir(struct jolt_send_writer *w, const char *path, uint64_t ino);
/* mode is the whole st_mode (type bits included); rdev is the kernel's
 * new_encode_dev() form. mkfifo and mksock carry rdev 0, as the kernel's. */
int jolt_send_mknod(struct jolt_send_writer *w, const char *path, uint64_t ino,
		    uint64_t mode, uint64_t rdev);
int jolt_send_mkfifo(struct jolt_send_writer *w, const char *path, uint64_t ino,
		     uint64_t mode);
int jolt_send_mksock(struct jolt_send_writer *w, const char *path, uint64_t ino,
		     uint64_t mode);
int jolt_send_symlink(struct jolt_send_writer *w, const char *path, uint64_t ino,
		      const char *target);
int jolt_send_rename(struct jolt_send_writer *w, const char *from, const char *to);
/* Creates `path` as a new name of the existing `target`. */
int jolt_send_link(struct jolt_send_writer *w, const char *path, const char *target);
int jolt_send_unlink(struct jolt_send_writer *w, const char *path);
int jolt_send_rmdir(struct jolt_send_writer *w, const char *path);
int jolt_send_set_xattr(struct jolt_send_writer *w, const char *path,
			const char *name, const void *data, size_t len);
int jolt_send_remove_xattr(struct jolt_send_writer *w, const char *path,
			   const char *name);
/* len bytes at file offset, split into WRITE commands of the version's size. */
int jolt_send_write(struct jolt_send_writer *w, const char *path, uint64_t offset,
		    const void *data, size_t len);
/* len below 2 GiB: receivers read it into an int. */
int jolt_send_clone(struct jolt_send_writer *w, const char *path, uint64_t offset,
		    uint64_t len, const uint8_t *clone_uuid, uint64_t clone_ctransid,
		    const char *clone_path, uint64_t clone_offset);
int jolt_send_truncate(struct jolt_send_writer *w, const char *path, uint64_t size);
/* Permission bits only (mode <= 07777), as the kernel sends them. */
int jolt_send_chmod(struct jolt_send_writer *w, const char *path, uint64_t mode);
int jolt_send_chown(struct jolt_send_writer *w, const char *path, uint64_t uid,
		    uint64_t gid);
/* otime may be NULL; it is carried from version 2 on (as the kernel does)
 * and left out of a version 1 stream. */
int jolt_send_utimes(struct jolt_send_writer *w, const char *path,
		     const struct jolt_send_timespec *atime,
		     const struct jolt_send_timespec *mtime,
		     const struct jolt_send_timespec *ctime,
		     const struct jolt_send_timespec *otime);
/* A changed extent without its data (send --no-data). */
int jolt_send_update_extent(struct jolt_send_writer *w, const char *path,
			    uint64_t offset, uint64_t len);
/* Version 2 only: btrfs inode flags; fallocate(2) mode, offset, length. */
int jolt_send_fileattr(struct jolt_send_writer *w, const char *path, uint64_t attr);
int jolt_send_fallocate(struct jolt_send_writer *w, const char *path, uint32_t mode,
			uint64_t offset, uint64_t len);
/* The last command; flushes. Nothing may follow. */
int jolt_send_end(struct jolt_send_writer *w);

/* ------------------------------------------------------------ reader
 *
 * Every byte is checked: the header, each command's length (at most 64 KiB
 * in version 1, JOLT_SEND_READ_CMD_MAX in version 2), CRC32C, type (known in
 * the stream's version), each attribute's type (known, allowed in that
 * command, not repeated), length (exact for integers, UUIDs and times; within
 * the command for the others), strings free of NUL bytes, every attribute the
 * command requires present; a stream starts with SUBVOL or SNAPSHOT and ends
 * with END, after which only EOF or a further stream (a new header) may come.
 * A stream failing any check is refused: -EBADMSG, with the byte offset and
 * the reason in *err; nothing after the bad command reaches the callback. */

/* One decoded command. Pointers are valid during the callback only; strings
 * are NUL-terminated copies. `attrs` has bit (1 << type) set for each
 * attribute present; absent fields are zero / NULL. */
struct jolt_send_cmd {
	uint64_t offset;         /* of the command header in the input */
	uint32_t len;            /* of the command's body */
	uint16_t cmd;            /* enum jolt_send_cmd_type */
	uint16_t version;        /* of the stream it belongs to */
	uint64_t attrs;
	const char *path;
	const char *path_to;
	const char *path_link;
	const char *clone_path;
	const char *xattr_name;
	const uint8_t *xattr_data;
	uint32_t xattr_data_len;
	uint32_t data_len;
	const uint8_t *data;
	uint8_t uuid[16];
	uint8_t clone_uuid[16];
	uint64_t ctransid;
	uint64_t clone_ctransid;
	uint64_t ino;
	uint64_t size;
	uint64_t mode;
	uint64_t uid;
	uint64_t gid;
	uint64_t rdev;
	uint64_t file_offset;
	uint64_t clone_offset;
	uint64_t clone_len;
	uint64_t fileattr;
	uint64_t unencoded_file_len;
	uint64_t unencoded_len;
	uint64_t unencoded_offset;
	uint32_t fallocate_mode;
	uint32_t compression;
	uint32_t encryption;
	uint32_t reserved;
	struct jolt_send_timespec atime;
	struct jolt_send_timespec mtime;
	struct jolt_send_timespec ctime;
	struct jolt_send_timespec otime;
};

/* Called once per valid command, in stream order (END included). A nonzero
 * return stops the reading; the reader returns it. */
typedef int (*jolt_send_cmd_fn)(void *ctx, const struct jolt_send_cmd *cmd);

struct jolt_send_error {
	uint64_t offset;                        /* byte offset of the fault */
	char reason[JOLT_SEND_REASON_SIZE];
};

/* 0 when a whole stream (through END) was read; -EBADMSG for a refused
 * stream; -errno from reading fd; -ENOMEM; or the callback's value. */
int jolt_send_parse(const uint8_t *buf, size_t len, jolt_send_cmd_fn cb, void *ctx,
		    struct jolt_send_error *err);
int jolt_send_read_fd(int fd, jolt_send_cmd_fn cb, void *ctx, struct jolt_send_error *err);

/* The CRC the stream carries: CRC32C with seed 0 and no final inversion,
 * over the command with its crc field zero (send.c send_cmd). */
uint32_t jolt_send_crc(const void *buf, size_t len);
#endif
