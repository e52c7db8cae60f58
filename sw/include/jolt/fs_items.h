/* The filesystem's journal item vocabulary: what each item type means.
 * The log format (log_format.h) fixes only the class, type >> 6 (object,
 * intent, done, control), which is all the engine reads; these names and
 * numbers are the filesystem's, kept here so that the trace generator,
 * logprint and the tests name the same types. Written without macros so
 * the Python binding can parse it as is. */
#ifndef JOLT_FS_ITEMS_H
#define JOLT_FS_ITEMS_H

enum jolt_fs_item_type {
	/* class 0, object: a later copy with the same key replaces it */
	JOLT_ITEM_INODE = 0x01,
	JOLT_ITEM_DIR_ADD = 0x02,
	JOLT_ITEM_DIR_DEL = 0x03,
	JOLT_ITEM_DIR_DEL_RANGE = 0x04,
	JOLT_ITEM_XATTR = 0x05,
	JOLT_ITEM_EXTENT = 0x06,
	JOLT_ITEM_TX_HEADER = 0x07,      /* first item of a tree-log group: its generation */
	JOLT_ITEM_TREE_ITEM = 0x08,      /* any other fs tree item's new value */
	/* class 1, intent: recovery finishes it unless its done is logged */
	JOLT_ITEM_EXTENT_FREE_INTENT = 0x41,
	JOLT_ITEM_ATTR_INTENT = 0x42,
	/* class 2, done: names its intent by key */
	JOLT_ITEM_EXTENT_FREE_DONE = 0x81,
	JOLT_ITEM_ATTR_DONE = 0x82,
};

#endif
