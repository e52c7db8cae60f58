/* jolt filesystem on-disk format, version 1: constants and structures.
 * The byte-level contract is docs/disk-format.md; this header mirrors it,
 * and sw/fs/format.c checks every size and offset with _Static_assert.
 * Written without macros so the Python binding can parse it as is.
 *
 * The shape is btrfs's: every piece of metadata is an item in a copy-on-
 * write B+tree keyed (objectid, type, offset); a superblock (two copies)
 * names the root tree, whose ROOT_ITEMs name every other tree (the extent
 * tree, and one fs tree per subvolume). All integers are little-endian.
 * Structures are naturally aligned (no packing): a node's item headers and
 * key pointers sit at 8-byte-aligned offsets, so code may point into a node.
 *
 * Ownership of the layouts: the tree level (sw/fs/: superblock, node
 * header, keys, items and key pointers, ROOT_ITEM, EXTENT_ITEM /
 * METADATA_ITEM) is fixed here. The namespace items (INODE_ITEM, INODE_REF,
 * DIR_ITEM, DIR_INDEX, XATTR_ITEM, EXTENT_DATA) are given in btrfs's shape;
 * the fixed parts below are the contract, and the namespace layer owns
 * what follows them (the inode item's shortform xattr area, the encoding
 * of names and parent pointers), documenting it in docs/disk-format.md.
 * EXTENT_DATA is fixed here because the extent reference counts (and so
 * fsck and snapshots) read it. */
#ifndef JOLT_FS_FORMAT_H
#define JOLT_FS_FORMAT_H
#include <stdint.h>

enum {
	JOLT_FS_VERSION = 1,
	JOLT_FS_SUPER_SIZE = 4096,
	JOLT_FS_SUPER_OFFSET0 = 65536,       /* copy 0 at 64 KiB */
	JOLT_FS_SUPER_OFFSET1 = 69632,       /* copy 1 at 68 KiB */
	JOLT_FS_JOURNAL_OFFSET = 1048576,    /* the journal region starts at 1 MiB */
	JOLT_FS_ALIGN = 1048576,             /* the tree/data space starts 1 MiB-aligned */
	JOLT_FS_HEADER_SIZE = 64,
	JOLT_FS_KEY_SIZE = 24,
	JOLT_FS_ITEM_SIZE = 32,              /* leaf item header */
	JOLT_FS_KEY_PTR_SIZE = 40,           /* internal node pointer */
	JOLT_FS_MAX_LEVEL = 8,               /* levels 0 (leaf) .. 7 */
	JOLT_FS_NODESIZE_MIN = 512,
	JOLT_FS_NODESIZE_MAX = 65536,
	JOLT_FS_NODESIZE_DEFAULT = 16384,
	JOLT_FS_SECTORSIZE_DEFAULT = 4096,
	JOLT_FS_CSUM_SIZE = 4,               /* CRC32C */
};

/* Well-known objectids (btrfs's values). Tree ids are objectids of
 * ROOT_ITEMs in the root tree; inode numbers start at FIRST_FREE. */
enum jolt_fs_objectid {
	JOLT_FS_ROOT_TREE_OBJECTID = 1,
	JOLT_FS_EXTENT_TREE_OBJECTID = 2,
	JOLT_FS_FS_TREE_OBJECTID = 5,        /* the default subvolume */
	JOLT_FS_FIRST_FREE_OBJECTID = 256,   /* first inode; first subvolume id after 5 */
	JOLT_FS_ROOT_DIR_OBJECTID = 256,     /* the root directory of every fs tree */
};
/* The orphan items' objectid, (u64)-5 as btrfs: JOLT_FS_ORPHAN_OBJECTID in
 * docs/disk-format.md (an enum cannot hold it portably). */

/* Key types: the middle field of every key, btrfs's numbers where btrfs has
 * the item. "ns" marks the namespace layer's items. */
enum jolt_key_type {
	JOLT_KEY_INODE_ITEM = 1,             /* ns (ino, 1, 0): struct jolt_fs_inode_item + shortform xattrs */
	JOLT_KEY_INODE_REF = 12,             /* ns (ino, 12, parent ino): back-names (reserved; see PARENT xattrs) */
	JOLT_KEY_XATTR_ITEM = 24,            /* ns (ino, 24, name hash): struct jolt_fs_dir_item + name + value */
	JOLT_KEY_XATTR_VALUE = 25,           /* ns (ino, 25, value id): where a remote xattr value lives (an extent) */
	JOLT_KEY_ORPHAN_ITEM = 48,           /* ns (ORPHAN, 48, ino): an unlinked inode still open */
	JOLT_KEY_DIR_ITEM = 84,              /* ns (dir ino, 84, name hash): struct jolt_fs_dir_item + name */
	JOLT_KEY_DIR_INDEX = 96,             /* ns (dir ino, 96, sequence): one jolt_fs_dir_item + name */
	JOLT_KEY_EXTENT_DATA = 108,          /* (ino, 108, file offset): struct jolt_fs_file_extent_item */
	JOLT_KEY_ROOT_ITEM = 132,            /* (tree id, 132, 0) in the root tree: struct jolt_fs_root_item */
	JOLT_KEY_ROOT_BACKREF = 144,         /* reserved: snapshots (child id, 144, parent id) */
	JOLT_KEY_ROOT_REF = 156,             /* reserved: snapshots (parent id, 156, child id) */
	JOLT_KEY_EXTENT_ITEM = 168,          /* (bytenr, 168, num_bytes): a data extent, struct jolt_fs_extent_item */
	JOLT_KEY_METADATA_ITEM = 169,        /* (bytenr, 169, level): a tree node, struct jolt_fs_extent_item */
	JOLT_KEY_TREE_BLOCK_REF = 176,       /* reserved: per-referrer backrefs (not kept in version 1) */
	JOLT_KEY_EXTENT_DATA_REF = 178,      /* reserved */
	JOLT_KEY_SHARED_BLOCK_REF = 182,     /* reserved */
	JOLT_KEY_SHARED_DATA_REF = 184,      /* reserved */
};

/* A key as stored: compared by objectid, then type, then offset. */
struct jolt_fs_key {
	uint64_t objectid;
	uint8_t type;
	uint8_t pad[7];                      /* zero */
	uint64_t offset;
};

/* Every tree node (leaf or internal) begins with this header. */
struct jolt_fs_header {
	uint32_t csum;                       /* CRC32C of bytes 4 .. nodesize-1 */
	uint32_t flags;                      /* enum jolt_fs_header_flags */
	uint8_t fsid[16];                    /* the filesystem's id (from the superblock) */
	uint64_t bytenr;                     /* the node's own byte offset in the image */
	uint64_t generation;                 /* the transaction that wrote it */
	uint64_t owner;                      /* the tree that allocated it */
	uint32_t nritems;
	uint8_t level;                       /* 0: leaf */
	uint8_t pad[3];
	uint64_t reserved;
};

enum jolt_fs_header_flags {
	JOLT_FS_HEADER_WRITTEN = 1,          /* written during its transaction: COW again before changing */
};

/* Leaf: items from the header forward, their data from the node's end
 * backward (item i's data lies after item i+1's). */
struct jolt_fs_item {
	struct jolt_fs_key key;
	uint32_t offset;                     /* of the data, from the start of the node */
	uint32_t size;                       /* of the data */
};

/* Internal node: pointers from the header forward. key is the child's
 * first key; generation is the child's header generation. */
struct jolt_fs_key_ptr {
	struct jolt_fs_key key;
	uint64_t blockptr;
	uint64_t generation;
};

enum jolt_fs_incompat {
	JOLT_FS_INCOMPAT_PARENT_PTRS = 1,    /* ns: every link has a parent-pointer xattr */
	JOLT_FS_INCOMPAT_MMP = 2,            /* multi-mount protection: mmp_offset, mmp_interval */
	JOLT_FS_INCOMPAT_SUPP = 3,           /* the incompat bits this version reads */
};

/* jolt_fs_super.magic: these 8 bytes, its NUL the last. */
#define JOLT_FS_SUPER_MAGIC "JOLTFS1"

/* The superblock, at JOLT_FS_SUPER_OFFSET0 and _OFFSET1. Commits alternate
 * between the copies (generation g goes to copy g % 2); mount takes the
 * valid copy with the highest generation. */
struct jolt_fs_super {
	uint32_t csum;                       /* CRC32C of bytes 4 .. 4095 */
	uint32_t version;                    /* JOLT_FS_VERSION */
	uint8_t magic[8];                    /* "JOLTFS1\0" */
	uint8_t fsid[16];
	uint64_t bytenr;                     /* this copy's own offset */
	uint64_t generation;                 /* the commit this copy records */
	uint64_t root;                       /* root tree root node */
	uint8_t root_level;
	uint8_t copy;                        /* 0 or 1 */
	uint8_t pad0[6];
	uint64_t total_bytes;                /* size of the image */
	uint64_t bytes_used;                 /* bytes in extent items (nodes and data) */
	uint32_t sectorsize;                 /* allocation unit */
	uint32_t nodesize;
	uint64_t journal_offset;             /* the journal region: a jolt log image */
	uint64_t journal_bytes;
	uint64_t data_offset;                /* the tree/data space: [data_offset, total_bytes) */
	uint64_t compat_flags;
	uint64_t compat_ro_flags;
	uint64_t incompat_flags;             /* enum jolt_fs_incompat */
	uint64_t journal_txid;               /* reserved, 0 (a log group names its generation instead) */
	uint64_t commit_time;                /* seconds since the epoch */
	uint8_t label[64];
	uint64_t mmp_offset;                 /* INCOMPAT_MMP: the MMP block (JOLT_FS_MMP_OFFSET) */
	uint32_t mmp_interval;               /* INCOMPAT_MMP: seconds between its updates */
	uint32_t pad1;
	uint8_t reserved[3864];
};

/* Multi-mount protection (docs/disk-format.md section 11), as ext4's MMP: a
 * block the mounted filesystem rewrites every mmp_interval seconds with a
 * new sequence number, so that a mount elsewhere sees it is in use. */
enum {
	JOLT_FS_MMP_OFFSET = 73728,          /* the block after superblock copy 1 */
	JOLT_FS_MMP_INTERVAL_DEFAULT = 5,    /* seconds, as ext4's */
	JOLT_FS_MMP_INTERVAL_MAX = 300,
};
#define JOLT_FS_MMP_MAGIC "JOLTMMP"
#define JOLT_FS_MMP_SEQ_CLEAN 0xFF4D4D50u  /* unmounted cleanly (ext4's value) */
#define JOLT_FS_MMP_SEQ_MAX 0xE24D4D4Fu    /* sequences of a mount: 1 .. this */

struct jolt_fs_mmp {
	uint32_t csum;                       /* CRC32C of bytes 4 .. 4095 */
	uint32_t version;                    /* 1 */
	uint8_t magic[8];                    /* "JOLTMMP\0" */
	uint8_t fsid[16];                    /* the superblock's */
	uint32_t seq;                        /* SEQ_CLEAN, or the holder's current sequence */
	uint32_t interval;                   /* the holder's update interval, seconds */
	uint64_t time;                       /* of the last update, seconds since the epoch */
	uint64_t mount_id;                   /* random, per mount */
	uint32_t pid;                        /* the holder's process */
	uint32_t pad;
	char nodename[64];                   /* the holder's host (uname -n) */
	char device[64];                     /* what the holder opened (path or bdev name) */
	uint8_t reserved[3904];
};

enum jolt_fs_root_flags {
	JOLT_FS_ROOT_RDONLY = 1,             /* a read-only snapshot */
};

/* Value of (tree id, ROOT_ITEM, 0) in the root tree. The root tree's own
 * root is in the superblock, not here. */
struct jolt_fs_root_item {
	uint64_t bytenr;                     /* root node */
	uint64_t generation;                 /* of the root node */
	uint64_t root_dirid;                 /* fs trees: the root directory's inode */
	uint64_t last_objectid;              /* ns: highest objectid allocated in the tree (a hint) */
	uint64_t refs;                       /* 1: live; 0: being deleted */
	uint64_t flags;                      /* enum jolt_fs_root_flags */
	uint64_t last_snapshot;              /* generation of the newest snapshot of this tree:
	                                      * nodes newer than it are not shared */
	uint64_t ctransid, otransid, stransid, rtransid;  /* send/receive (issue 18) */
	uint8_t uuid[16];
	uint8_t parent_uuid[16];
	uint8_t received_uuid[16];
	uint8_t level;
	uint8_t pad[7];
	uint64_t reserved[4];
};

enum jolt_fs_extent_flags {
	JOLT_FS_EXTENT_DATA = 1,
	JOLT_FS_EXTENT_TREE_BLOCK = 2,
};

/* Value of (bytenr, EXTENT_ITEM, num_bytes) (data) and (bytenr,
 * METADATA_ITEM, level) (a node of nodesize bytes): the extent is
 * allocated and referenced `refs` times (by node pointers, by root items
 * and by file extent items). The owner is the inline backref of the first
 * referrer; per-referrer backrefs are not kept in version 1. */
struct jolt_fs_extent_item {
	uint64_t refs;
	uint64_t generation;                 /* allocated in */
	uint64_t flags;                      /* enum jolt_fs_extent_flags */
	uint64_t owner_root;                 /* the tree that allocated it */
	uint64_t owner_objectid;             /* data: the inode; node: its level */
	uint64_t owner_offset;               /* data: the file offset; node: 0 */
};

/* ---- namespace items (fixed parts; the namespace layer owns the rest) ---- */

struct jolt_fs_timespec {
	uint64_t sec;
	uint32_t nsec;
	uint32_t pad;
};

/* Value of (ino, INODE_ITEM, 0): this, then `xattr_bytes` of shortform
 * xattrs (layout: docs/disk-format.md, the namespace section). */
struct jolt_fs_inode_item {
	uint64_t generation;                 /* of the inode number's use (NFS-style) */
	uint64_t transid;                    /* last transaction that changed it */
	uint64_t size;
	uint64_t nbytes;                     /* bytes allocated (extents + inline) */
	uint64_t rdev;
	uint64_t flags;
	uint64_t sequence;                   /* change counter (i_version) */
	uint32_t nlink;
	uint32_t uid;
	uint32_t gid;
	uint32_t mode;
	struct jolt_fs_timespec atime, ctime, mtime, otime;
	uint16_t xattr_bytes;                /* shortform xattr area after this struct */
	uint16_t xattr_count;
	uint32_t pad;
	uint64_t parent;                     /* directories: the parent directory (xfs's ".."); else 0 */
	uint64_t reserved;
};

/* Directory entries (DIR_ITEM by name hash, DIR_INDEX by sequence) and
 * xattr items (XATTR_ITEM by name hash): this, then name_len bytes of name,
 * then data_len bytes of data (xattr value; a DIR_ITEM entry's DIR_INDEX
 * sequence; none for DIR_INDEX). Entries whose
 * names hash alike share one DIR_ITEM / XATTR_ITEM back to back, each
 * padded to 8 bytes. */
struct jolt_fs_dir_item {
	struct jolt_fs_key location;         /* (ino, INODE_ITEM, 0), or (tree id, ROOT_ITEM, 0) */
	uint64_t transid;
	uint16_t data_len;
	uint16_t name_len;
	uint8_t type;                        /* entries: enum jolt_fs_ftype; xattrs: enum jolt_fs_xattr_ns */
	uint8_t pad[3];
};

/* The data of a REMOTE xattr entry (type & 0x80), 16 bytes: its value
 * lives in the data extent of XATTR_VALUE (ino, 25, id). Ids only grow
 * within an inode, so one names one value. */
struct jolt_fs_xattr_remote {
	uint64_t id;
	uint32_t len;                        /* the value's bytes */
	uint32_t crc;                        /* CRC32C of the whole value */
};

enum jolt_fs_ftype {
	JOLT_FS_FT_UNKNOWN = 0, JOLT_FS_FT_REG = 1, JOLT_FS_FT_DIR = 2, JOLT_FS_FT_CHRDEV = 3,
	JOLT_FS_FT_BLKDEV = 4, JOLT_FS_FT_FIFO = 5, JOLT_FS_FT_SOCK = 6, JOLT_FS_FT_SYMLINK = 7,
};

enum jolt_fs_xattr_ns {
	JOLT_FS_XATTR_USER = 1, JOLT_FS_XATTR_TRUSTED = 2, JOLT_FS_XATTR_SECURITY = 3,
	JOLT_FS_XATTR_SYSTEM = 4,
	JOLT_FS_XATTR_PARENT = 5,            /* parent pointers (encoding: the namespace layer's) */
};

enum jolt_fs_file_extent_type {
	JOLT_FS_FILE_EXTENT_INLINE = 0,      /* data follows the first 24 bytes */
	JOLT_FS_FILE_EXTENT_REG = 1,
	JOLT_FS_FILE_EXTENT_PREALLOC = 2,
};

/* Value of (ino, EXTENT_DATA, file offset). An INLINE item is its first 24
 * bytes (to `type`) then the data (ram_bytes of it). A REG or PREALLOC item
 * with disk_bytenr != 0 holds one reference on the data extent
 * (disk_bytenr, EXTENT_ITEM, disk_num_bytes), of which it maps num_bytes
 * from `offset` at the key's file offset; disk_bytenr 0 is a hole. */
struct jolt_fs_file_extent_item {
	uint64_t generation;
	uint64_t ram_bytes;
	uint8_t compression;                 /* 0 */
	uint8_t encryption;                  /* 0 */
	uint16_t other_encoding;             /* 0 */
	uint8_t type;                        /* enum jolt_fs_file_extent_type */
	uint8_t pad[3];
	uint64_t disk_bytenr;
	uint64_t disk_num_bytes;
	uint64_t offset;
	uint64_t num_bytes;
};

enum {
	JOLT_FS_FILE_EXTENT_INLINE_DATA = 24,   /* where inline data starts */
};

#endif
