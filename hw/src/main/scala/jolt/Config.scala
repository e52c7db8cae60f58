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
  * `default*` values are their reset values. The limits and defaults the
  * host shares are `Limits` (Wire.scala).
  */
case class JoltConfig(
    dataWidth: Int = 64,
    addrWidth: Int = 64,
    capacity: Int = Limits.CAPACITY_DEFAULT,
    indexSlots: Int = Limits.INDEX_SLOTS_DEFAULT,
    epochBits: Int = 8, // the key index's clear count kept in each slot (KeyTable: a sweep every 2^epochBits clears)
    defaultRecordSize: Int = Limits.RECORD_SIZE_DEFAULT,
    defaultMaxTxItems: Int = Limits.MAX_TX_ITEMS_DEFAULT,
    defaultLogBlocks: Long = 262144L,
    defaultSqSize: Int = 256,
    defaultCqSize: Int = 256,
    defaultLrSlots: Int = 8,
    descFifoDepth: Int = 16, // descriptors fetched ahead without descPrefetch (64 alone measured no gain)
    maxReadBurst: Int = 32,
    planDepth: Int = 8,       // op plans queued from the packer's planner to its emitter
    planAhead: Boolean = true, // the planner runs ahead of the emitter (false: one op at a time, to measure)
    payloadFifoDepth: Int = 0, // payload words buffered ahead of the emitter without descPrefetch (16 alone measured no gain)
    // The next checkpoint's descriptors read while this one is packed, in
    // R's cycles the payload does not need (hw/README.md, "The pipeline"):
    // a descriptor queue of prefetchDescs in block RAM; payload reads
    // limited by credits, the room of a payload FIFO of prefetchWords; at
    // most prefetchFlight descriptors on their way (R answers in order: a
    // payload read waits behind them); and while the planner has ops to
    // read, no descriptor read until prefetchStocked payload words are
    // buffered. false: the queue of descFifoDepth, reads as they come.
    descPrefetch: Boolean = true,
    prefetchDescs: Int = 256,
    prefetchWords: Int = 64,
    prefetchFlight: Int = 8,
    prefetchStocked: Int = 32,
    descAhead: Boolean = true, // an ITEM's DECODE takes the next descriptor (2 cycles an item; false: 3, through IDLE)
    arRoundRobin: Boolean = false, // descriptor and payload reads take AR in turns (true measured no gain; false: payload first)
    txEndAhead: Boolean = true, // TX_END goes on without the table's drain when a bound on `used` passes (false: always waits)
    ecp5Rams: Boolean = false, // block RAMs as ECP5 primitives (place and route only; see SyncRam)
    // reset values by register name (as docs/registers.md names them, and
    // "ENABLE") that replace the defaults: an engine that comes out of
    // reset configured and enabled (a formal top, Formal.scala)
    boot: Map[String, BigInt] = Map.empty
) {
  require(Seq(64, 128, 256, 512).contains(dataWidth), "dataWidth: 64, 128, 256 or 512")
  require(isPow2(indexSlots) && indexSlots >= Limits.INDEX_SLOTS_MIN && indexSlots <= Limits.INDEX_SLOTS_MAX,
    "indexSlots: a power of two, INDEX_SLOTS_MIN .. INDEX_SLOTS_MAX")
  require(epochBits >= 1 && epochBits <= 16, "epochBits: 1 .. 16")
  // (32 at least: the key table decodes an entry's low five bits)
  require(isPow2(capacity) && capacity >= (Limits.CAPACITY_MIN max 32) && capacity <= Limits.CAPACITY_MAX,
    "capacity: a power of two, 32 .. CAPACITY_MAX")
  require(!descPrefetch || prefetchWords > maxReadBurst && prefetchFlight >= 8 && prefetchStocked <= prefetchWords,
    "descPrefetch: the payload FIFO holds a burst, a descriptor burst (up to 8) fits in flight")
  val descDepth = if (descPrefetch) prefetchDescs else descFifoDepth
  val payloadDepth = if (descPrefetch) prefetchWords else payloadFifoDepth
  val indexBits = log2Up(indexSlots)
  val entryBits = log2Up(capacity)          // a table entry number
  val usedBits = log2Up(capacity + 1)       // 0 .. capacity
  val maxPayload = Limits.MAX_PAYLOAD
  val lenBits = log2Up(maxPayload + 1)      // payload length, 0 .. maxPayload

  def coreAxi = Axi4Config(
    addressWidth = addrWidth, dataWidth = 64, idWidth = 1,
    useRegion = false, useLock = false, useCache = false, useQos = false, useProt = false)
  def portAxi = coreAxi.copy(dataWidth = dataWidth)
}
