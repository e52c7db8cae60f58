/* jolt log format, version 1: constants and on-log structures.
 * The byte-level contract is docs/log-format.md. What the engine writes or
 * reads (the record, op and commit layouts, flags, item classes, sizes and
 * limits, the superblock) is in wire.h, generated from the RTL's definition
 * of it (hw/src/main/scala/jolt/Wire.scala); the item types are here.
 * Written without macros so the Python binding can parse it as is. */
#ifndef JOLT_LOG_FORMAT_H
#define JOLT_LOG_FORMAT_H
#include <stdint.h>
#include "wire.h"

/* Item types; the class is type >> JOLT_ITEM_CLASS_SHIFT (JOLT_ITEM_COMMIT,
 * the engine's own, is in wire.h). */
enum jolt_item_type {
	JOLT_ITEM_INODE = 0x01,
	JOLT_ITEM_DIR_ADD = 0x02,
	JOLT_ITEM_DIR_DEL = 0x03,
	JOLT_ITEM_DIR_DEL_RANGE = 0x04,
	JOLT_ITEM_XATTR = 0x05,
	JOLT_ITEM_EXTENT = 0x06,
	JOLT_ITEM_EXTENT_FREE_INTENT = 0x41,
	JOLT_ITEM_ATTR_INTENT = 0x42,
	JOLT_ITEM_EXTENT_FREE_DONE = 0x81,
	JOLT_ITEM_ATTR_DONE = 0x82,
};

#endif
