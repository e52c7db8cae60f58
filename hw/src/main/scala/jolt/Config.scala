package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axi._

/** Every build parameter of the engine, in one place.
  *
  * The datapath inside the engine (packer, CRC32C, payload gather) is 64 bits
  * wide; `dataWidth` is the width of the AXI4 master seen from outside. For
  * widths above 64 an AXI4 upsizer sits between the core and the port, so the
  * engine elaborates at 128/256/512 but moves 8 bytes per cycle internally.
  *
  * Runtime settings (record size, ring sizes, windows, ...) are registers; the
  * `default*` values are their reset values.
  */
case class JoltConfig(
    dataWidth: Int = 64,
    addrWidth: Int = 64,
    capacity: Int = 1024,
    indexSlots: Int = 2048,
    epochBits: Int = 8, // the key index's clear count kept in each slot (KeyTable: a sweep every 2^epochBits clears)
    defaultRecordSize: Int = 32768,
    defaultMaxTxItems: Int = 256,
    defaultLogBlocks: Long = 262144L,
    defaultSqSize: Int = 256,
    defaultCqSize: Int = 256,
    defaultLrSlots: Int = 8,
    descFifoDepth: Int = 16,
    maxReadBurst: Int = 32,
    ecp5Rams: Boolean = false // block RAMs as ECP5 primitives (place and route only; see SyncRam)
) {
  require(Seq(64, 128, 256, 512).contains(dataWidth), "dataWidth: 64, 128, 256 or 512")
  require(isPow2(indexSlots) && indexSlots >= 16 && indexSlots <= (1 << 20))
  require(epochBits >= 1 && epochBits <= 16, "epochBits: 1 .. 16")
  require(isPow2(capacity) && capacity >= 32 && capacity <= 65536, "capacity: a power of two, 32 .. 65536")
  val indexBits = log2Up(indexSlots)
  val entryBits = log2Up(capacity)          // a table entry number
  val usedBits = log2Up(capacity + 1)       // 0 .. capacity
  val lenBits = 21                          // payload length, 0 .. 1 MiB
  val maxPayload = 1 << 20

  def coreAxi = Axi4Config(
    addressWidth = addrWidth, dataWidth = 64, idWidth = 1,
    useRegion = false, useLock = false, useCache = false, useQos = false, useProt = false)
  def portAxi = coreAxi.copy(dataWidth = dataWidth)
}

object Jolt {
  // docs/engine-interface.md
  val OP_ITEM = 1; val OP_TX_END = 2; val OP_PUSH = 3
  val CPL_RECORD = 1; val CPL_CHECKPOINT = 2; val CPL_ERROR = 3
  val ERR_BAD_OPCODE = 1; val ERR_BAD_TYPE = 2; val ERR_BAD_RESERVED = 3
  val ERR_PAYLOAD_TOO_BIG = 4; val ERR_BAD_ADDRESS = 5; val ERR_TX_TOO_LONG = 6
  // docs/log-format.md
  val CLASS_OBJECT = 0; val CLASS_INTENT = 1; val CLASS_DONE = 2
  val REC_FIRST = 1; val REC_COMMIT = 2; val REC_CONT = 4
  val OPF_CONT = 1; val OPF_MORE = 2
  val MAGIC = 0x544c4f4aL
  val counterNames = Seq("items_in", "relogs", "whiteouts", "evictions", "items_out",
    "bytes_packed", "records", "checkpoints", "auto_pushes", "errors", "stall_lr",
    "stall_cq", "stall_bus")
}
