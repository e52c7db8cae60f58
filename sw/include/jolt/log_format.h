/* jolt log format, version 1: constants and on-log structures.
 * The byte-level contract is docs/log-format.md. What the engine writes or
 * reads (the record, op and commit layouts, flags, item classes, sizes and
 * limits, the superblock) is in wire.h, generated from the RTL's definition
 * of it (hw/src/main/scala/jolt/Wire.scala). The engine reads only an item
 * type's class (type >> JOLT_ITEM_CLASS_SHIFT) and writes the commit op
 * itself; what a type means within its class is the caller's vocabulary
 * (the filesystem's is sw/include/jolt/fs_items.h). */
#ifndef JOLT_LOG_FORMAT_H
#define JOLT_LOG_FORMAT_H
#include "wire.h"

#endif
