/* The tables behind stream_spec.h, and the stream's CRC. Attribute kinds
 * follow btrfs-progs' reader (common/send-stream.c, read_and_process_cmd:
 * which TLV_GET_* it uses per attribute); which command carries which
 * attribute follows the kernel's writer (fs/btrfs/send.c: send_subvol_begin,
 * send_create_inode, send_rename, ..., send_fileattr). An attribute is
 * required when btrfs-progs' reader needs it, optional when the kernel may
 * send it but btrfs-progs does without (UTIMES' OTIME from version 2,
 * MKFIFO's and MKSOCK's MODE and RDEV, ENCODED_WRITE's COMPRESSION and
 * ENCRYPTION). */
#include "stream_spec.h"

#include "jolt/log.h"

#define A(x) (1ull << JOLT_SEND_A_##x)

const char jolt_send_magic[13] = "btrfs-stream";

const struct jolt_send_attr_spec jolt_send_attr_specs[JOLT_SEND_A_COUNT] = {
	[JOLT_SEND_A_UNSPEC] = { "unspec", JOLT_SEND_KIND_NONE, 255 },
	[JOLT_SEND_A_UUID] = { "uuid", JOLT_SEND_KIND_UUID, 1 },
	[JOLT_SEND_A_CTRANSID] = { "ctransid", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_INO] = { "ino", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_SIZE] = { "size", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_MODE] = { "mode", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_UID] = { "uid", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_GID] = { "gid", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_RDEV] = { "rdev", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_CTIME] = { "ctime", JOLT_SEND_KIND_TIMESPEC, 1 },
	[JOLT_SEND_A_MTIME] = { "mtime", JOLT_SEND_KIND_TIMESPEC, 1 },
	[JOLT_SEND_A_ATIME] = { "atime", JOLT_SEND_KIND_TIMESPEC, 1 },
	[JOLT_SEND_A_OTIME] = { "otime", JOLT_SEND_KIND_TIMESPEC, 1 },
	[JOLT_SEND_A_XATTR_NAME] = { "xattr_name", JOLT_SEND_KIND_STRING, 1 },
	[JOLT_SEND_A_XATTR_DATA] = { "xattr_data", JOLT_SEND_KIND_BINARY, 1 },
	[JOLT_SEND_A_PATH] = { "path", JOLT_SEND_KIND_STRING, 1 },
	[JOLT_SEND_A_PATH_TO] = { "path_to", JOLT_SEND_KIND_STRING, 1 },
	[JOLT_SEND_A_PATH_LINK] = { "path_link", JOLT_SEND_KIND_STRING, 1 },
	[JOLT_SEND_A_FILE_OFFSET] = { "file_offset", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_DATA] = { "data", JOLT_SEND_KIND_BINARY, 1 },
	[JOLT_SEND_A_CLONE_UUID] = { "clone_uuid", JOLT_SEND_KIND_UUID, 1 },
	[JOLT_SEND_A_CLONE_CTRANSID] = { "clone_ctransid", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_CLONE_PATH] = { "clone_path", JOLT_SEND_KIND_STRING, 1 },
	[JOLT_SEND_A_CLONE_OFFSET] = { "clone_offset", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_CLONE_LEN] = { "clone_len", JOLT_SEND_KIND_U64, 1 },
	[JOLT_SEND_A_FALLOCATE_MODE] = { "fallocate_mode", JOLT_SEND_KIND_U32, 2 },
	[JOLT_SEND_A_FILEATTR] = { "fileattr", JOLT_SEND_KIND_U64, 2 },
	[JOLT_SEND_A_UNENCODED_FILE_LEN] = { "unencoded_file_len", JOLT_SEND_KIND_U64, 2 },
	[JOLT_SEND_A_UNENCODED_LEN] = { "unencoded_len", JOLT_SEND_KIND_U64, 2 },
	[JOLT_SEND_A_UNENCODED_OFFSET] = { "unencoded_offset", JOLT_SEND_KIND_U64, 2 },
	[JOLT_SEND_A_COMPRESSION] = { "compression", JOLT_SEND_KIND_U32, 2 },
	[JOLT_SEND_A_ENCRYPTION] = { "encryption", JOLT_SEND_KIND_U32, 2 },
};

const struct jolt_send_cmd_spec jolt_send_cmd_specs[JOLT_SEND_C_COUNT] = {
	[JOLT_SEND_C_UNSPEC] = { "unspec", 255, 0, 0 },
	[JOLT_SEND_C_SUBVOL] = { "subvol", 1, A(PATH) | A(UUID) | A(CTRANSID), 0 },
	[JOLT_SEND_C_SNAPSHOT] = { "snapshot", 1, A(PATH) | A(UUID) | A(CTRANSID) |
				   A(CLONE_UUID) | A(CLONE_CTRANSID), 0 },
	[JOLT_SEND_C_MKFILE] = { "mkfile", 1, A(PATH) | A(INO), 0 },
	[JOLT_SEND_C_MKDIR] = { "mkdir", 1, A(PATH) | A(INO), 0 },
	[JOLT_SEND_C_MKNOD] = { "mknod", 1, A(PATH) | A(INO) | A(MODE) | A(RDEV), 0 },
	[JOLT_SEND_C_MKFIFO] = { "mkfifo", 1, A(PATH) | A(INO), A(MODE) | A(RDEV) },
	[JOLT_SEND_C_MKSOCK] = { "mksock", 1, A(PATH) | A(INO), A(MODE) | A(RDEV) },
	[JOLT_SEND_C_SYMLINK] = { "symlink", 1, A(PATH) | A(INO) | A(PATH_LINK), 0 },
	[JOLT_SEND_C_RENAME] = { "rename", 1, A(PATH) | A(PATH_TO), 0 },
	[JOLT_SEND_C_LINK] = { "link", 1, A(PATH) | A(PATH_LINK), 0 },
	[JOLT_SEND_C_UNLINK] = { "unlink", 1, A(PATH), 0 },
	[JOLT_SEND_C_RMDIR] = { "rmdir", 1, A(PATH), 0 },
	[JOLT_SEND_C_SET_XATTR] = { "set_xattr", 1, A(PATH) | A(XATTR_NAME) | A(XATTR_DATA), 0 },
	[JOLT_SEND_C_REMOVE_XATTR] = { "remove_xattr", 1, A(PATH) | A(XATTR_NAME), 0 },
	[JOLT_SEND_C_WRITE] = { "write", 1, A(PATH) | A(FILE_OFFSET) | A(DATA), 0 },
	[JOLT_SEND_C_CLONE] = { "clone", 1, A(PATH) | A(FILE_OFFSET) | A(CLONE_LEN) |
				A(CLONE_UUID) | A(CLONE_CTRANSID) | A(CLONE_PATH) |
				A(CLONE_OFFSET), 0 },
	[JOLT_SEND_C_TRUNCATE] = { "truncate", 1, A(PATH) | A(SIZE), 0 },
	[JOLT_SEND_C_CHMOD] = { "chmod", 1, A(PATH) | A(MODE), 0 },
	[JOLT_SEND_C_CHOWN] = { "chown", 1, A(PATH) | A(UID) | A(GID), 0 },
	[JOLT_SEND_C_UTIMES] = { "utimes", 1, A(PATH) | A(ATIME) | A(MTIME) | A(CTIME),
				 A(OTIME) },
	[JOLT_SEND_C_END] = { "end", 1, 0, 0 },
	[JOLT_SEND_C_UPDATE_EXTENT] = { "update_extent", 1, A(PATH) | A(FILE_OFFSET) | A(SIZE), 0 },
	[JOLT_SEND_C_FALLOCATE] = { "fallocate", 2, A(PATH) | A(FALLOCATE_MODE) |
				    A(FILE_OFFSET) | A(SIZE), 0 },
	[JOLT_SEND_C_FILEATTR] = { "fileattr", 2, A(PATH) | A(FILEATTR), 0 },
	[JOLT_SEND_C_ENCODED_WRITE] = { "encoded_write", 2, A(PATH) | A(FILE_OFFSET) |
					A(UNENCODED_FILE_LEN) | A(UNENCODED_LEN) |
					A(UNENCODED_OFFSET) | A(DATA),
					A(COMPRESSION) | A(ENCRYPTION) },
};

_Static_assert((int)JOLT_SEND_C_COUNT <= (int)JOLT_SEND_STATS_CMDS, "stats hold every command");
_Static_assert(JOLT_SEND_A_COUNT <= 64, "attribute sets are 64-bit masks");

const char *jolt_send_cmd_name(unsigned cmd)
{
	return cmd < JOLT_SEND_C_COUNT ? jolt_send_cmd_specs[cmd].name : "?";
}

const char *jolt_send_attr_name(unsigned attr)
{
	return attr < JOLT_SEND_A_COUNT ? jolt_send_attr_specs[attr].name : "?";
}

unsigned jolt_send_kind_size(unsigned kind)
{
	switch (kind) {
	case JOLT_SEND_KIND_U32:
		return 4;
	case JOLT_SEND_KIND_U64:
		return 8;
	case JOLT_SEND_KIND_UUID:
		return JOLT_SEND_UUID_SIZE;
	case JOLT_SEND_KIND_TIMESPEC:
		return 12;
	default:
		return 0;
	}
}

uint32_t jolt_send_cmd_max(uint32_t version)
{
	return version >= 2 ? JOLT_SEND_CMD_MAX_V2 : JOLT_SEND_CMD_MAX_V1;
}

/* jolt_crc32c is the standard form (register seeded and read out inverted);
 * the stream's is the bare register seeded with 0: complement in and out. */
uint32_t jolt_send_crc(const void *buf, size_t len)
{
	return ~jolt_crc32c(0xffffffffu, buf, len);
}
