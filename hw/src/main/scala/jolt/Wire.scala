package jolt

import scala.collection.mutable.ArrayBuffer
import spinal.core._

/** What the engine and the host share, defined once: the codes, counters,
  * flags and limits of docs/engine-interface.md and docs/log-format.md, and
  * every structure that crosses the bus (descriptor, completion) or lies in
  * the log (record header, op header, commit payload, superblock) as a
  * Bundle whose fields, in order from byte 0, are its layout.
  *
  * The RTL uses these directly: a descriptor is a `Desc`, a completion a
  * `Cpl`, a record header a `RecordHeader`, taken apart or built field by
  * field; a Bundle's first field is its lowest bits, which is byte 0 of the
  * little-endian bus words, so `asBits` of a Bundle is its bytes on the bus.
  * From the same objects (and from the regif register map in Engine.scala)
  * `jolt.Generate` writes:
  *   - sw/include/jolt/wire.h: these constants as C enums and these
  *     structures as C structs (the Python binding parses it with cffi, so
  *     Python and the cocotb testbenches read the same values);
  *   - sw/lib/wire.c: the counter and error names (`jolt_counter_name`,
  *     `jolt_error_name`), and a `_Static_assert` on the size and every field
  *     offset of each structure, so that a C compiler that padded one would
  *     stop the build;
  *   - sw/include/jolt/regs.h and docs/registers.md: the register map.
  * They are committed (the software builds without a JDK);
  * sim/tests/interface fails when they differ from what this source
  * generates, and sw/python/tests/test_interface_doc.py when the tables of
  * docs/ differ from the generated header.
  *
  * To change a fact: change it here, `make interface` (which regenerates
  * the files and copies them into the tree), fix the docs' prose, and commit
  * them together. A structure's fields must stay naturally aligned (each at a
  * multiple of its own size): the generator refuses one that is not.
  */
object Wire {
  /** Every set of constants, in the order the C header lists them. */
  def codeSets: Seq[Codes] = Seq(Limits, Opcode, CplKind, CplFlag, ErrorCode, Counters, ItemClass, RecordFlag, OpFlag)
  /** Every structure, in the order the C header defines them. */
  def structs: Seq[WireStruct] = Seq(Desc(), Cpl(), RecordHeader(), OpHeader(), CommitPayload(), LogSuper())

  /** An item type's class (log-format 1): its top two bits. */
  def classOf(itemType: Bits): Bits = itemType(7 downto Limits.ITEM_CLASS_SHIFT)
}

/** One constant: `prefix + name` in C. */
case class Code(name: String, value: Int, doc: String, hex: Boolean)

/** A named set of integer constants: a C enum (anonymous when `cEnum` is
  * empty) of `prefix + name`. `all` names an extra member, the OR of every
  * value (flag sets); `count` one more, the number of values (indexes). */
class Codes(val cEnum: String, val prefix: String, val doc: String,
            val all: String = "", val count: String = "", unique: Boolean = true) {
  private val buf = ArrayBuffer[Code]()
  protected def code(name: String, value: Int, doc: String, hex: Boolean = false): Int = {
    require(!buf.exists(_.name == name), s"$prefix$name defined twice")
    require(!unique || !buf.exists(_.value == value), s"$prefix$name: value $value already used in $cEnum")
    buf += Code(name, value, doc, hex)
    value
  }
  def codes: Seq[Code] = buf.toSeq
}

/** Sizes, limits and defaults (log-format 3 and 6, engine-interface 4). */
object Limits extends Codes("", "JOLT_", "sizes, limits and defaults (log-format 3 and 6, engine-interface 4)", unique = false) {
  val LOG_VERSION = code("LOG_VERSION", 1, "log format version, in every record header")
  val BLOCK_SIZE = code("BLOCK_SIZE", 4096, "log block: records start and end at block boundaries")
  val RECORD_MAGIC = code("RECORD_MAGIC", 0x544c4f4a, "\"JOLT\", a record header's first bytes", hex = true)
  val ENGINE_ID = code("ENGINE_ID", 0x544c4f4a, "the ID register: \"JOLT\"", hex = true)
  val INTERFACE_VERSION = code("INTERFACE_VERSION", 1, "the VERSION register: this engine interface's version")
  val RECORD_SIZE_MIN = code("RECORD_SIZE_MIN", 4096, "record_size: a multiple of JOLT_BLOCK_SIZE, MIN..MAX")
  val RECORD_SIZE_MAX = code("RECORD_SIZE_MAX", 262144, "")
  val RECORD_SIZE_DEFAULT = code("RECORD_SIZE_DEFAULT", 32768, "")
  val MAX_PAYLOAD = code("MAX_PAYLOAD", 1 << 20, "an item's payload bytes, at most")
  val CAPACITY_MIN = code("CAPACITY_MIN", 16, "item table entries (the RTL: a power of two, 32 at least)")
  val CAPACITY_MAX = code("CAPACITY_MAX", 65536, "")
  val CAPACITY_DEFAULT = code("CAPACITY_DEFAULT", 1024, "")
  val INDEX_SLOTS_MIN = code("INDEX_SLOTS_MIN", 16, "key index slots, a power of two")
  val INDEX_SLOTS_MAX = code("INDEX_SLOTS_MAX", 1 << 20, "")
  val INDEX_SLOTS_DEFAULT = code("INDEX_SLOTS_DEFAULT", 2048, "")
  val MAX_TX_ITEMS_DEFAULT = code("MAX_TX_ITEMS_DEFAULT", 256, "items per transaction, 1..capacity")
  val ITEM_CLASS_SHIFT = code("ITEM_CLASS_SHIFT", 6, "an item type's class is type >> JOLT_ITEM_CLASS_SHIFT")
  val ITEM_COMMIT = code("ITEM_COMMIT", 0xc0, "the commit op's type (class control): written by the engine only", hex = true)
}

/** Descriptor opcodes (engine-interface 1). */
object Opcode extends Codes("jolt_opcode", "JOLT_DESC_", "descriptor opcodes (engine-interface 1)") {
  val ITEM = code("ITEM", 1, "log one item in the open transaction")
  val TX_END = code("TX_END", 2, "close the transaction (may push by itself)")
  val PUSH = code("PUSH", 3, "close the transaction and write the checkpoint as records")
}

/** Completion kinds (engine-interface 2). */
object CplKind extends Codes("jolt_cpl_kind", "JOLT_CPL_", "completion kinds (engine-interface 2)") {
  val RECORD = code("RECORD", 1, "a record was written to a log-buffer slot")
  val CHECKPOINT = code("CHECKPOINT", 2, "a push finished")
  val ERROR = code("ERROR", 3, "a descriptor was rejected")
}

/** A CHECKPOINT completion's flags (engine-interface 2). */
object CplFlag extends Codes("jolt_cpl_flags", "JOLT_CPL_", "CHECKPOINT completion flags (engine-interface 2)") {
  val AUTO = code("AUTO", 1, "the engine pushed by itself (capacity, log-format 2.3)")
}

/** Error codes (engine-interface 5); 0 in a completion is no error. */
object ErrorCode extends Codes("jolt_error_code", "JOLT_ERR_", "error codes of ERROR completions (engine-interface 5)") {
  val BAD_OPCODE = code("BAD_OPCODE", 1, "opcode not ITEM, TX_END or PUSH")
  val BAD_TYPE = code("BAD_TYPE", 2, "ITEM with type 0 or of class control")
  val BAD_RESERVED = code("BAD_RESERVED", 3, "a field that must be 0 is not")
  val PAYLOAD_TOO_BIG = code("PAYLOAD_TOO_BIG", 4, "ITEM len > MAX_PAYLOAD")
  val BAD_ADDRESS = code("BAD_ADDRESS", 5, "payload not inside a DMA window")
  val TX_TOO_LONG = code("TX_TOO_LONG", 6, "more than max_tx_items items in one transaction")
  val BUS_ERROR = code("BUS_ERROR", 7, "a read or write answered SLVERR/DECERR: the engine stopped (engine-interface 6)")
}

/** The engine's 64-bit counters (engine-interface 4): the index is the
  * order here; the name is the lower-case one. Counters named `stall_*`
  * count waits, which each engine counts its own way; every other counts
  * the same in every engine. */
object Counters extends Codes("jolt_counter_index", "JOLT_CTR_", "counters (engine-interface 4): index into struct jolt_counters",
  count = "COUNT") {
  private var next = 0
  private def counter(name: String, doc: String): Int = {
    val i = code(name.toUpperCase, next, doc)
    next += 1
    i
  }
  val ITEMS_IN = counter("items_in", "ITEM descriptors accepted")
  val RELOGS = counter("relogs", "items that replaced an earlier copy of their key")
  val WHITEOUTS = counter("whiteouts", "done items that whited out their intent")
  val EVICTIONS = counter("evictions", "index slots taken over by another key")
  val ITEMS_OUT = counter("items_out", "items written to records")
  val BYTES_PACKED = counter("bytes_packed", "payload bytes written to records")
  val RECORDS = counter("records", "records written")
  val CHECKPOINTS = counter("checkpoints", "checkpoints written (pushes of a non-empty table)")
  val AUTO_PUSHES = counter("auto_pushes", "pushes the engine made by itself")
  val ERRORS = counter("errors", "ERROR completions")
  val STALL_LR = counter("stall_lr", "waits for a log-buffer slot (RTL: cycles)")
  val STALL_CQ = counter("stall_cq", "waits for a completion slot (RTL: cycles)")
  val STALL_BUS = counter("stall_bus", "waits on the bus (RTL: cycles)")
  def name(i: Int): String = codes(i).name.toLowerCase
  def size: Int = codes.size
}

/** Item classes (log-format 1): type >> ITEM_CLASS_SHIFT. */
object ItemClass extends Codes("jolt_item_class", "JOLT_CLASS_", "item classes (log-format 1): type >> JOLT_ITEM_CLASS_SHIFT") {
  val OBJECT = code("OBJECT", 0, "a metadata object's new state; relogs replace it")
  val INTENT = code("INTENT", 1, "the first half of a multi-step update")
  val DONE = code("DONE", 2, "names (by key) the intent it completes")
  val CONTROL = code("CONTROL", 3, "written by the engine only (the commit op)")
}

/** Record header flags (log-format 3.1). */
object RecordFlag extends Codes("jolt_record_flags", "JOLT_REC_", "record header flags (log-format 3.1)", all = "FLAGS_ALL") {
  val FIRST = code("FIRST", 1, "the first record of its checkpoint")
  val COMMIT = code("COMMIT", 2, "holds the commit op: the checkpoint's last record")
  val CONT = code("CONT", 4, "the first op continues one split from the previous record")
}

/** Op header flags (log-format 3.2). */
object OpFlag extends Codes("jolt_op_flags", "JOLT_OP_", "op header flags (log-format 3.2)", all = "FLAGS_ALL") {
  val CONT = code("CONT", 1, "this fragment continues the op from the previous record")
  val MORE = code("MORE", 2, "the op continues in the next record")
}

/** A structure on the bus or in the log, little-endian: its fields in order
  * from byte 0, each of 8, 16, 32 or 64 bits or a Vec of bytes, each at a
  * multiple of its own size (so that C lays it out the same, unpadded).
  * `cName` is the C struct's name, `doc` what it is; `sizeName`, if any, a
  * constant for its size in bytes. */
abstract class WireStruct(val cName: String, val doc: String, val sizeName: String = "") extends Bundle {
  /** C names of the fields whose Scala names differ (`type` is a Scala keyword) */
  def renamed: Map[String, String] = Map.empty
  def bytes: Int = getBitsWidth / 8
  /** (C field name, byte offset, C type, array length or 0) in order */
  def layout: Seq[(String, Int, String, Int)] = {
    var at = 0
    elements.toSeq.map { case (name, d) =>
      val w = d.getBitsWidth
      val (ctype, n, unit) = d match {
        case v: Vec[_] =>
          require(v.forall(_.getBitsWidth == 8), s"$cName.$name: a Vec must be of bytes")
          ("uint8_t", v.size, 1)
        case _ =>
          require(Seq(8, 16, 32, 64).contains(w), s"$cName.$name: $w bits (8, 16, 32 or 64, or a Vec of bytes)")
          (s"uint${w}_t", 0, w / 8)
      }
      require(at % unit == 0, s"$cName.$name at byte $at is not aligned to its size ($unit): C would pad it")
      val snake = name.replaceAll("([A-Z])", "_$1").toLowerCase
      val f = (renamed.getOrElse(name, snake), at, ctype, n)
      at += w / 8
      f
    }
  }
}

/** A submission descriptor (engine-interface 1), 32 bytes. */
case class Desc() extends WireStruct("jolt_desc", "a submission descriptor (engine-interface 1)", "DESC_SIZE") {
  val opcode = UInt(8 bits)
  val itemType = Bits(8 bits)
  val flags = Bits(16 bits)
  val len = UInt(32 bits)
  val key = Bits(64 bits) // PUSH: the tail LSN
  val addr = UInt(64 bits)
  val tag = Bits(32 bits)
  val reserved = Bits(32 bits)
  override def renamed = Map("itemType" -> "type")
}

/** A completion entry (engine-interface 2), 32 bytes. */
case class Cpl() extends WireStruct("jolt_cpl", "a completion entry (engine-interface 2)", "CPL_SIZE") {
  val kind = UInt(8 bits)
  val code = UInt(8 bits)
  val flags = UInt(16 bits)
  val tag = Bits(32 bits)
  val lsn = UInt(64 bits)
  val seq = UInt(64 bits)
  val a = UInt(32 bits)
  val b = UInt(16 bits)
  val c = UInt(8 bits)
  val phase = UInt(8 bits) // bit 0
}

/** A record header (log-format 3.1), 64 bytes. */
case class RecordHeader() extends WireStruct("jolt_record_header", "a record header (log-format 3.1)", "RECORD_HEADER_SIZE") {
  val magic = UInt(32 bits)
  val version = UInt(16 bits)
  val flags = UInt(16 bits)
  val seq = UInt(64 bits)
  val lsn = UInt(64 bits)
  val tailLsn = UInt(64 bits)
  val len = UInt(32 bits)
  val ops = UInt(32 bits)
  val index = UInt(32 bits)
  val blocks = UInt(16 bits)
  val sizeBlocks = UInt(16 bits)
  val reserved = Vec(Bits(8 bits), 12)
  val crc = Bits(32 bits)
}

/** An op header (log-format 3.2), 16 bytes. */
case class OpHeader() extends WireStruct("jolt_op_header", "an op header (log-format 3.2)", "OP_HEADER_SIZE") {
  val itemType = Bits(8 bits)
  val flags = UInt(8 bits)
  val reserved = Bits(16 bits)
  val len = UInt(32 bits)
  val key = Bits(64 bits) // the commit op: the checkpoint's sequence
  override def renamed = Map("itemType" -> "type")
}

/** The commit op's payload (log-format 3.2), 16 bytes. */
case class CommitPayload() extends WireStruct("jolt_commit_payload", "the commit op's payload (log-format 3.2)",
  "COMMIT_PAYLOAD_SIZE") {
  val items = UInt(64 bits)
  val records = UInt(32 bits)
  val reserved = Bits(32 bits)
}

/** Block 0 of a log image (log-format 4), 4096 bytes: the host's alone (the
  * engine never writes it), here so that every structure of the log has one
  * source and one check. */
case class LogSuper() extends WireStruct("jolt_log_super", "block 0 of a log image (log-format 4)") {
  val magic = Vec(Bits(8 bits), 8)
  val version = UInt(32 bits)
  val blockSize = UInt(32 bits)
  val logBlocks = UInt(64 bits)
  val recordSize = UInt(32 bits)
  val reserved0 = Bits(32 bits)
  val firstLsn = UInt(64 bits)
  val reserved = Vec(Bits(8 bits), 4052)
  val crc = Bits(32 bits)
}
