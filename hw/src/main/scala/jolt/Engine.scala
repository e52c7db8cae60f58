package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axi._
import spinal.lib.bus.amba4.axilite._
import spinal.lib.bus.misc.SizeMapping
import spinal.lib.bus.regif._

/** The jolt journal-offload engine (docs/engine-interface.md,
  * docs/log-format.md), 64-bit datapath.
  *
  * One controller processes descriptors strictly in ring order. Descriptors
  * are prefetched by DescFetcher; an ITEM that passes validation goes to the
  * KeyTable pipeline (relog / whiteout / eviction, one item per cycle); a
  * TX_END or a PUSH waits for that pipeline to drain, so `used` is exact when
  * the capacity rule (2.3) is applied.
  *
  * A push runs the packer, which is the same loop as the soft engine's
  * pack_record(): for each record it waits for a log-buffer slot and two
  * completion slots, then walks the table from the current entry, skipping
  * dead entries, and writes each op (16-byte header, payload gathered from
  * host memory by PayloadReader, zero padding) straight to the record's slot
  * as 64-byte AXI bursts, every word passing through the pipelined CRC32C.
  * When the record closes (a split, a record full, or the commit op) the
  * body is padded to a block with zeros, the 64-byte header is fed through
  * the CRC (crc field zero), and only then written, crc included, to the
  * slot's first 64 bytes (log-format 3.3: body first, header last). After
  * every write of the record was answered, the RECORD completion is written,
  * then, after the last record, the CHECKPOINT completion.
  *
  * Nothing of a record is buffered on chip: the only RAMs are the item table,
  * the key index, the descriptor queue and the write FIFOs.
  *
  * For the clock (docs/results.md, Fmax): what a state tests is a register
  * or a short function of registers. Ring occupancies, the record's room, the
  * next LSN and slot, write addresses are kept beside the counters they
  * derive from or computed ahead in registered steps; the descriptor checks
  * run in registered steps as descriptors enter the fetcher's queue; the
  * output path and the port's AXI channels have register slices, so
  * back-pressure never reaches a state machine combinationally; the
  * fixed word sequences (op header, commit op, record header, completion)
  * are emitted by index from registers loaded a state ahead.
  */
// the states: positions in JoltCore's one-hot `state` (every state test is one flip-flop)
object EngineState extends SpinalEnum(binaryOneHot) {
  val IDLE, CHECK, DECODE, TXEND, PUSH, P_BEGIN, P_START0, P_START1, P_START, P_INIT, P_NEXT, P_HDR0,
      P_HDR1, P_PAY, P_COMMIT, P_PAD, P_HCRC, P_HWAIT, P_HWR, P_DRAIN, P_CPLCP, P_BUSERR,
      CPL_WAIT, CPL_WORDS = newElement()
}
// the planner's states (JoltCore's `planner`): it walks the table ahead of
// the emitter (the packer's states from P_NEXT to P_COMMIT)
object PlanState extends SpinalEnum(binaryOneHot) {
  val Q_IDLE, Q_FETCH, Q_READ0, Q_READ, Q_PREP, Q_DECIDE, Q_CMD, Q_END, Q_CLOSE = newElement()
}
/** One step of a record, from the planner to the emitter: an op (its header
  * fields; its payload, if any, follows from the payload reader in order),
  * or the record's close (after the commit op, if `commit`). */
case class OpPlan(c: JoltConfig) extends Bundle {
  val close, commit = Bool()
  val itemType = Bits(8 bits)
  val key = Bits(64 bits)
  val len = UInt(c.lenBits bits)
  val flags = UInt(8 bits)
  val whole, empty = Bool() // the op ends its item; it has no payload
}

case class OutWord() extends Bundle {
  val w = WriteWord()
  val toWriter = Bool()
  val toCrc = Bool()
}

case class JoltCore(c: JoltConfig) extends Component {
  import EngineState._
  val io = new Bundle {
    val ctrl = slave(AxiLite4(AxiLite4Config(12, 32)))
    val mem = master(Axi4(c.coreAxi))
  }

  // ---------------------------------------------------------------- registers
  // The registers are defined once with regif (fields, resets, the C
  // header and the register document come from it), but its bus port is
  // left idle: `RegWrite` and `RegRead` below serve io.ctrl from the same
  // fields in registered steps (regif decodes an address into every
  // register's enable, or muxes every register, in one cycle: too slow).
  val ctrl = AxiLite4(io.ctrl.config)
  ctrl.aw.valid := False
  ctrl.aw.payload := io.ctrl.aw.payload
  ctrl.w.valid := False
  ctrl.w.payload := io.ctrl.w.payload
  ctrl.b.ready := True
  ctrl.ar.valid := False
  ctrl.ar.payload := io.ctrl.ar.payload
  ctrl.r.ready := True
  val busif = AxiLite4BusInterface(ctrl, SizeMapping(0, 4096))
  def reg(addr: Int, name: String, doc: String) = busif.newRegAt(addr, doc)(SymbolName(name))
  def rw32(addr: Int, name: String, reset: BigInt, doc: String): UInt =
    reg(addr, name, doc).field(UInt(32 bits), AccessType.RW, reset, doc)(SymbolName(name.toLowerCase))
  def ro32(addr: Int, name: String, doc: String, value: BigInt = 0): UInt =
    reg(addr, name, doc).field(UInt(32 bits), AccessType.RO, value, doc)(SymbolName(name.toLowerCase))
  def rw64(addr: Int, name: String, reset: BigInt, doc: String): UInt = {
    val hi = rw32(addr + 4, name + "_HI", reset >> 32, doc + " (bits 63..32)")
    val lo = rw32(addr, name + "_LO", reset & 0xffffffffL, doc + " (bits 31..0)")
    hi @@ lo
  }

  val ID = reg(0x000, "ID", "identification: \"JOLT\"")
  ID.field(UInt(32 bits), AccessType.RO, Limits.ENGINE_ID, f"0x${Limits.ENGINE_ID}%08x")(SymbolName("id")) := U(Limits.ENGINE_ID, 32 bits)
  val VERSION = reg(0x004, "VERSION", "interface version")
  VERSION.field(UInt(32 bits), AccessType.RO, Limits.INTERFACE_VERSION, s"${Limits.INTERFACE_VERSION}")(SymbolName("version")) :=
    Limits.INTERFACE_VERSION
  val CTRL = reg(0x008, "CTRL", "control")
  val enable = CTRL.field(Bool(), AccessType.RW, 0, "ENABLE: run; reads back 0 while the configuration is invalid")(SymbolName("enable"))
  val resetPulse = CTRL.field(Bool(), AccessType.W1P, 0, "RESET: write 1 to empty the table and zero counters and ring indices (disable and wait for IDLE first)")(SymbolName("reset"))
  // RESET acts from a copy a cycle later (and the key table from its own):
  // the regif pulse itself sits beside the register write decode
  val resetR = RegNext(resetPulse) init (False)
  val STATUS = reg(0x00c, "STATUS", "status")
  val stBusy = STATUS.field(Bool(), AccessType.RO, 0, "BUSY: processing descriptors or writing")(SymbolName("busy"))
  val stIdle = STATUS.field(Bool(), AccessType.RO, 0, "IDLE: nothing to do, every write answered")(SymbolName("idle"))
  val rsize = rw32(0x010, "RECORD_SIZE", c.defaultRecordSize, "record size in bytes (multiple of 4096, 4096..262144)")
  ro32(0x014, "CAPACITY", "item table entries (build parameter)", c.capacity) := c.capacity
  val maxTx = rw32(0x018, "MAX_TX_ITEMS", c.defaultMaxTxItems, "items per transaction (1..CAPACITY)")
  ro32(0x01c, "INDEX_SLOTS", "key index slots (build parameter)", c.indexSlots) := c.indexSlots
  val logBlocks = rw64(0x020, "LOG_BLOCKS", c.defaultLogBlocks, "log region in 4 KiB blocks")
  val firstLsn = rw64(0x028, "FIRST_LSN", BigInt(1) << 32, "LSN of the first record")
  val firstSeq = rw64(0x030, "FIRST_SEQ", 1, "sequence of the first checkpoint")
  val sqBase = rw64(0x040, "SQ_BASE", 0, "submission ring bus address (32-byte aligned)")
  val sqSize = rw32(0x048, "SQ_SIZE", c.defaultSqSize, "submission ring entries (power of two)")
  val sqTail = rw32(0x04c, "SQ_TAIL", 0, "doorbell: descriptors written by the host (free-running count)")
  val sqHeadR = ro32(0x050, "SQ_HEAD", "descriptors consumed by the engine (free-running count)")
  val cqBase = rw64(0x060, "CQ_BASE", 0, "completion ring bus address (32-byte aligned)")
  val cqSize = rw32(0x068, "CQ_SIZE", c.defaultCqSize, "completion ring entries (power of two)")
  val cqHead = rw32(0x06c, "CQ_HEAD", 0, "doorbell: entries consumed by the host (free-running count)")
  val cqTailR = ro32(0x070, "CQ_TAIL", "entries written by the engine (free-running count)")
  val lrBase = rw64(0x080, "LR_BASE", 0, "log-buffer ring bus address (64-byte aligned)")
  val lrSlots = rw32(0x088, "LR_SLOTS", c.defaultLrSlots, "log-buffer ring slots of RECORD_SIZE bytes")
  val lrHead = rw32(0x08c, "LR_HEAD", 0, "doorbell: slots returned by the host (free-running count)")
  val lrTailR = ro32(0x090, "LR_TAIL", "records written by the engine (free-running count)")
  val winBase = Seq.tabulate(2)(w => rw64(0x0a0 + 16 * w, s"WIN${w}_BASE", 0, s"DMA window $w: first bus address"))
  val winLimit = Seq.tabulate(2)(w => rw64(0x0a8 + 16 * w, s"WIN${w}_LIMIT", 0, s"DMA window $w: bus address after the last"))
  // each counter in two halves: the low one's carry out (bit 32) is added
  // to the high one a cycle later (two reads of a counter are not atomic
  // anyway)
  // (counter i of `Counters` at 0x100 + 8 i)
  val ctrLo = Vec.fill(Counters.size)(Reg(UInt(33 bits)) init (0))
  val ctrHi = Vec.fill(Counters.size)(Reg(UInt(32 bits)) init (0))
  for (i <- 0 until Counters.size) {
    val (n, name) = (Counters.codes(i).name, Counters.name(i))
    ro32(0x100 + 8 * i, s"CTR_${n}_LO", s"counter $name (bits 31..0)") := ctrLo(i)(31 downto 0)
    ro32(0x104 + 8 * i, s"CTR_${n}_HI", s"counter $name (bits 63..32)") := ctrHi(i)
  }
  require(0x100 + 8 * Counters.size <= 0x1000, "the counters' registers must fit the 4 KiB map")
  val ctrInc = Vec.fill(Counters.size)(UInt(32 bits))
  // (the counters incremented by the state machine below are 0 but where it says)
  for (i <- Seq(Counters.ITEMS_OUT, Counters.BYTES_PACKED, Counters.RECORDS, Counters.CHECKPOINTS, Counters.AUTO_PUSHES,
    Counters.ERRORS)) ctrInc(i) := 0
  // increments are registered twice first: the events come late in the
  // cycle from all over the engine, and a carry chain follows (counters lag
  // their events by two cycles)
  for (i <- 0 until Counters.size) {
    ctrLo(i) := ctrLo(i)(31 downto 0).resize(33) + RegNext(RegNext(ctrInc(i)).init(0)).init(0)
    ctrHi(i) := ctrHi(i) + ctrLo(i)(32).asUInt
  }

  // ---------------------------------------------------------------- config
  def pow2(x: UInt): Bool = { val xr = RegNext(x); RegNext(xr =/= 0 && (xr & RegNext(x - 1)) === 0) }
  def inWindowReg(a: UInt, len: UInt): Bool = DmaWindows.insideReg(a, len, winBase, winLimit)
  // LR_SLOTS * RECORD_SIZE without a multiplier: RECORD_SIZE is a multiple
  // of 4096 up to 262144 (else the configuration is refused anyway), so a
  // sum of up to seven shifted copies of LR_SLOTS, added in a registered tree
  val lrTerms = (0 until 7).map(i => RegNext(rsize(12 + i) ? (lrSlots.resize(51) << (12 + i)) | U(0, 51 bits)))
  val lrPairs = (0 until 7 by 2).map(i => RegNext(if (i == 6) lrTerms(6) else lrTerms(i) + lrTerms(i + 1)))
  val lrBytes = RegNext(RegNext(lrPairs(0) + lrPairs(1)) + RegNext(lrPairs(2) + lrPairs(3)))
  // registered in stages: the configuration is written before ENABLE, over
  // AXI-Lite writes that each take more cycles than these stages
  val ringsOk = inWindowReg(sqBase, (sqSize << 5).resize(40)) && inWindowReg(cqBase, (cqSize << 5).resize(40)) &&
    inWindowReg(lrBase, lrBytes.resize(52))
  // (each test registered alone, then all of them together; the bit
  // positions below are these limits)
  require(Limits.BLOCK_SIZE == 4096 && Limits.RECORD_SIZE_MIN == 4096 && Limits.RECORD_SIZE_MAX == 262144,
    "the configuration checks, LSNs and record lengths assume 4 KiB blocks and records of 4096 .. 262144 bytes")
  val cfgTests = Seq(rsize(11 downto 0) === 0, rsize(31 downto 12) =/= 0, // 4096 <= RECORD_SIZE <= 262144
    rsize(31 downto 18) === 0 || rsize === 262144,
    logBlocks(63 downto 32) === 0, // and logBlocks >= 2 records (RECORD_SIZE >> 11 blocks), below
    maxTx >= 1, maxTx <= c.capacity, lrSlots =/= 0,
    sqBase(4 downto 0) === 0 && cqBase(4 downto 0) === 0 && lrBase(5 downto 0) === 0).map(RegNext(_)) ++
    Seq(pow2(sqSize), pow2(cqSize),
      RegNext(logBlocks(31 downto 21) =/= 0) || Timing.leReg(rsize(31 downto 11), logBlocks(20 downto 0)),
      // FIRST_LSN: cycle 1 or more, and a whole record's room at its block
      RegNext(firstLsn(63 downto 32) =/= 0),
      Timing.leReg(RegNext(firstLsn(31 downto 0).resize(33) + rsize(18 downto 12).resize(33)), logBlocks(32 downto 0)))
  val cfgOk = RegNext(RegNext(cfgTests.grouped(4).map(g => RegNext(g.reduce(_ && _))).reduce(_ && _)) && ringsOk) init (False)
  // The checks above take several cycles to see a register written: ENABLE
  // is refused (cleared) only once they have settled after the last write.
  // (RegWrite comes before every other assignment to a register field, so
  // that those, like ENABLE's refusal below, take priority over a write)
  val wrote = RegWrite(busif, io.ctrl.aw, io.ctrl.w, io.ctrl.b)
  val settle = Reg(UInt(4 bits)) init (15)
  when(wrote) { settle := 15 } elsewhen (settle =/= 0) { settle := settle - 1 }
  val settled = RegNext(!wrote && settle <= 1) init (False) // settle === 0, from a register
  when(settled && !cfgOk) { enable := False }

  // ---------------------------------------------------------------- blocks
  val keyTable = KeyTable(c)
  val fetcher = DescFetcher(c, 0)
  val reader = PayloadReader(c, 1, zeroErrors = false) // zeroed at the R register below
  // the payload words, registered both ways on their way to the emitter
  val payload = reader.io.out.s2mPipe().m2sPipe()
  val writer = ChunkWriter(c)
  val crc = Crc32c()

  // each requester behind a slice that registers its ready
  val arArb = StreamArbiterFactory.lowerFirst.noLock.on(Seq(reader.io.ar.s2mPipe(), fetcher.io.ar.s2mPipe()))
  // VALID low while in reset (AXI4 A3.1.2): the register slices' valid
  // flip-flops hold their reset value only after the first reset edge
  val inReset = ClockDomain.current.isResetActive
  io.mem.ar << arArb.continueWhen(!inReset)
  // R split by ID at the port, then registered both ways for each consumer
  // (each slice's buffer select beside its consumer: one shared slice's
  // select reached both over long routes); a beat answered with an error is
  // zeroed here (engine-interface 5, BUS_ERROR), its resp kept
  val rTo = StreamDemux(io.mem.r, io.mem.r.id.resize(1), 2).map(_.s2mPipe()).map(r => r.translateWith {
    val x = cloneOf(r.payload)
    x := r.payload
    x.data.allowOverride
    when(r.resp =/= 0) { x.data := 0 }
    x
  }.m2sPipe())
  fetcher.io.r << rTo(0)
  reader.io.r << rTo(1)
  // AW and W registered both ways too: the write FIFOs' pop logic then sees
  // a registered ready
  io.mem.aw << writer.io.aw.s2mPipe().m2sPipe().continueWhen(!inReset)
  io.mem.w << writer.io.w.s2mPipe().m2sPipe().continueWhen(!inReset)
  writer.io.b << io.mem.b

  // ---------------------------------------------------------------- state
  // (one-hot: OneHotFsm)
  val fsm = new OneHotFsm(EngineState, IDLE, "engine")
  val nStates = fsm.n
  import fsm.{at, in, goto, gotoAny, atCopy, oneHot}
  val started = RegInit(False)
  val sqHead = Reg(UInt(32 bits)) init (0)
  val cqTail = Reg(UInt(32 bits)) init (0)
  val cqPhase = RegInit(True)
  val lrTail = Reg(UInt(32 bits)) init (0)
  val descIndex = Reg(UInt(64 bits)) init (0)
  val txItems = Reg(UInt(c.usedBits bits)) init (0)
  val lsn = Reg(UInt(64 bits)) init (0)
  val seq = Reg(UInt(64 bits)) init (0)
  val tailLsn = Reg(UInt(64 bits)) init (0)
  val slotIdx = Reg(UInt(32 bits)) init (0)
  val slotBase = Reg(UInt(64 bits)) init (0)
  val cqAddr = Reg(UInt(64 bits)) init (0) // CQ_BASE + 32 * (cqTail mod CQ_SIZE), kept beside cqTail
  sqHeadR := sqHead; cqTailR := cqTail; lrTailR := lrTail

  val run = RegNext(enable && started) init (False) // ENABLE seen a cycle late
  // (from a register: the start loads ~350 flip-flops; it may act twice,
  // loading the same values, before `started` is seen)
  when(RegNext(enable && settled && cfgOk && !started, False)) {
    started := True
    lsn := firstLsn; seq := firstSeq; tailLsn := firstLsn
    slotIdx := 0; slotBase := lrBase; cqAddr := cqBase
  }

  fetcher.io.enable := run
  fetcher.io.flush := resetR
  fetcher.io.sqBase := sqBase
  fetcher.io.sqMask := RegNext(sqSize - 1)
  fetcher.io.sqTail := sqTail
  fetcher.io.winBase := Vec(winBase)
  fetcher.io.winLimit := Vec(winLimit)
  val descIn = fetcher.io.desc
  descIn.ready := False

  // the descriptor being processed
  val dc = Reg(DescChecked())
  // txItems moves in DECODE, TXEND, PUSH: two cycles before any CHECK
  val maxTxSmall = RegNext(maxTx(31 downto c.usedBits) === 0) // (static while running)
  val maxTxLow = RegNext(maxTx(c.usedBits - 1 downto 0)) // (a copy beside the test)
  val txFull = RegNext(maxTxSmall && txItems >= maxTxLow)
  val d = dc.d
  val (dType, dLen, dKey, dAddr, dTag) = (d.itemType, d.len, d.key, d.addr, d.tag)
  // the opcode's tests and the flags' verdicts, registered beside dc (all
  // but the transaction limit's, which moves with txItems)
  val isItem, isTxEnd, isPush, itemBad, otherBad = Reg(Bool())
  // the error code (engine-interface 4), decided in CHECK and used in DECODE
  val code = UInt(8 bits)
  code := 0
  when(isItem) {
    when(dc.resItem) { code := ErrorCode.BAD_RESERVED }
      .elsewhen(dc.badType) { code := ErrorCode.BAD_TYPE }
      .elsewhen(dc.tooBig) { code := ErrorCode.PAYLOAD_TOO_BIG }
      .elsewhen(!dc.inWindow) { code := ErrorCode.BAD_ADDRESS }
      .elsewhen(txFull) { code := ErrorCode.TX_TOO_LONG }
  } elsewhen (isTxEnd) {
    when(dc.resPush || dc.keyNonZero) { code := ErrorCode.BAD_RESERVED }
  } elsewhen (isPush) {
    when(dc.resPush) { code := ErrorCode.BAD_RESERVED }
  } otherwise { code := ErrorCode.BAD_OPCODE }
  val codeR = Reg(UInt(8 bits)); val codeBad = Reg(Bool())

  keyTable.io.item.valid := False
  keyTable.io.item.itemType := dType
  keyTable.io.item.key := dKey
  keyTable.io.item.len := dLen.resized
  keyTable.io.item.addr := dAddr
  keyTable.io.clear := resetPulse
  keyTable.io.rdEn := False
  keyTable.io.rdRestart := False
  keyTable.io.rdAdvance := False
  ctrInc(Counters.ITEMS_IN) := keyTable.io.accepted.asUInt.resized
  ctrInc(Counters.RELOGS) := keyTable.io.relog.asUInt.resized
  ctrInc(Counters.WHITEOUTS) := keyTable.io.whiteout.asUInt.resized
  ctrInc(Counters.EVICTIONS) := keyTable.io.eviction.asUInt.resized

  // completion to write: fields, then the state that follows
  val cplKind = Reg(UInt(8 bits)); val cplCode = Reg(UInt(8 bits)); val cplFlags = Reg(UInt(16 bits))
  val cplTag = Reg(Bits(32 bits)); val cplLsn = Reg(UInt(64 bits)); val cplSeq = Reg(UInt(64 bits))
  val cplA = Reg(UInt(32 bits)); val cplB = Reg(UInt(16 bits))
  // the entry as written (engine-interface 2), with the ring's phase
  val cpl = Cpl()
  cpl.kind := cplKind; cpl.code := cplCode; cpl.flags := cplFlags; cpl.tag := cplTag
  cpl.lsn := cplLsn; cpl.seq := cplSeq; cpl.a := cplA; cpl.b := cplB; cpl.c := 0
  cpl.phase := cqPhase.asUInt.resized
  val cplWords = cpl.asBits.subdivideIn(64 bits)
  require(cpl.bytes == 32, "Cpl: 32 bytes (the ring's addresses, CQ_BASE's alignment)")
  val cplNext = Reg(Bits(nStates bits)) // one-hot, one of:
  val cplNexts = Seq(IDLE, P_START0, P_CPLCP, P_BUSERR)
  // A completion written moves cqTail, cqAddr and cqPhase a cycle later,
  // from one register (`cqMoved1`: ~100 loads).
  val cqMoved = Bool()
  cqMoved := False
  val cqMoved1 = RegNext(cqMoved, False)
  // ring occupancy, registered: the tests below are stale in the three
  // cycles after a completion was written (cqMoved1 and the two after it),
  // which CPL_WAIT and P_START wait out
  val cqUsed = RegNext(cqTail - cqHead)
  val cqMask = RegNext(cqSize - 1)
  val cqAtEnd = RegNext((cqTail & cqMask) === cqMask)
  // (cqAddr moves at most every ninth cycle)
  val cqAddrNext = RegNext(cqAtEnd ? cqBase | Timing.addInHalves(cqAddr, U(32)).resize(64))
  val cqFresh = !cqMoved1 && !RegNext(cqMoved1, False) && !RegNext(RegNext(cqMoved1, False), False)
  val lrUsed = RegNext(lrTail - lrHead)
  // P_START's tests, one more step: P_START is entered through P_START0 and
  // P_START1 so that they have seen the last cqTail
  val lrFull = RegNext(lrUsed >= lrSlots)
  val cqTight = RegNext(cqUsed >= cqMask) // fewer than 2 entries free
  val cqRoom = RegNext(cqUsed < cqSize)     // CPL_WAIT's test

  // push state (the soft engine's struct push)
  val pushAuto = Reg(Bool()); val pushTag = Reg(Bits(32 bits)); val pushIndex = Reg(UInt(64 bits))
  val busError = RegInit(False) // a payload read failed during this push
  when(RegNext(reader.io.busError, False)) { busError := True } // long before P_CPLCP tests it
  // cleared a cycle after P_BUSERR or RESET, from one register (resetR's
  // net reaches most of the engine)
  when(RegNext(at(P_BUSERR) || resetR, False)) { busError := False }
  val entry = Reg(UInt(c.usedBits bits)); val offset = Reg(UInt(c.lenBits bits))
  val atEnd = Reg(Bool()) // entry === used (the table is not written during a push)
  // the table's state, registered: TXEND and PUSH act once the pipeline has
  // been empty for a cycle (no item enters meanwhile), so these are exact
  val tableIdle = RegNext(!keyTable.io.busy, False)
  // no descriptor is taken while the index is swept (it falls two cycles
  // after the clear that starts a sweep; clears come at a push's end or on
  // RESET, with no descriptor on its way)
  val tableReady = RegNext(keyTable.io.ready, False)
  // (`used` is copied first, beside these tests: the table moves it in D, and
  // tableIdle rises three cycles later)
  val usedR = RegNext(keyTable.io.used) init (0) // (init: else merged with the table's copy, beside its RAM)
  val roomForTx = RegNext(U(c.capacity, 32 bits) - maxTx) // quasi-static (maxTx <= capacity, else refused)
  val tableTooFull = RegNext(usedR.resize(32) > roomForTx) // a maximal transaction would not fit (2.3)
  val tableEmpty = RegNext(usedR === 0)
  val lastEntry = RegNext(usedR - 1) // the table does not change during a push
  val entryIsLast = RegNext(entry === lastEntry) // (entry moves at most every second cycle)
  // the entry's dead bit, registered in P_READ0 for P_READ (~200 loads);
  // the first advance comes seven cycles after the restart at the soonest
  // (P_BEGIN, then P_START0 .. P_READ)
  require(KeyTable.restartCycles <= 7)
  val rdDeadR = RegNext(keyTable.io.rdDead)
  val entryNext = Reg(UInt(c.usedBits bits)) // entry + 1, kept beside it
  def nextEntry(): Unit = {
    entry := entryNext; entryNext := entryNext + 1; atEnd := entryIsLast; keyTable.io.rdAdvance := True
  }
  // (Q_CMD reads the next entry as it moves on: the table's next dead bit is
  // out a cycle after the advance, in Q_READ0)
  val readNext = Bool()
  readNext := False
  keyTable.io.rdAddr := (readNext ? entryNext | entry).resized
  val records = Reg(UInt(32 bits)); val items = Reg(UInt(c.usedBits bits)); val pushFirstLsn = Reg(UInt(64 bits))
  // record state
  val pos = Reg(UInt(19 bits)); val ops = Reg(UInt(32 bits)); val recFlags = Reg(UInt(16 bits))
  val commit = Reg(Bool()); val recLen = Reg(UInt(19 bits))
  // the plans, from the planner to the emitter (see the planner below)
  val planIn = Stream(OpPlan(c))
  val planFifo = StreamFifo(OpPlan(c), c.planDepth)
  planFifo.io.push << planIn
  val planQ = planFifo.io.pop.m2sPipe()
  planQ.ready := False
  planIn.valid := False
  planIn.close := False; planIn.commit := False
  // (without planAhead, the next op is planned only once the emitter has
  // taken the last one and its payload: one op at a time, as a measure)
  val mayPlan = if (c.planAhead) True else
    RegNext(at(P_NEXT) && planFifo.io.occupancy === 0 && !planQ.valid && !payload.valid, False)
  // the op being emitted (from its plan, in P_NEXT)
  val opLen = Reg(UInt(c.lenBits bits)); val opWhole = Reg(Bool()); val opEmpty = Reg(Bool())
  // the op being planned
  val eType = Reg(Bits(8 bits)); val eKey = Reg(Bits(64 bits)); val eAddr = Reg(UInt(64 bits))
  val pLen = Reg(UInt(c.lenBits bits)); val pFlags = Reg(UInt(8 bits)); val pWhole = Reg(Bool())
  val pEmpty = Reg(Bool()); val restZero = Reg(Bool()) // pLen === 0 (set in Q_DECIDE); rest === 0 (in Q_PREP)
  val pNeed = Reg(UInt(19 bits)) // the record's bytes the op takes: header and payload rounded up to 8
  planIn.itemType := eType; planIn.key := eKey; planIn.len := pLen; planIn.flags := pFlags
  planIn.whole := pWhole; planIn.empty := pEmpty

  // A push is decided in TXEND or PUSH (late in the cycle, on the table's
  // tests); its wide state is set in P_BEGIN, by that state's flip-flop.
  // The descriptor is still in `dc` then, and descIndex not yet moved on.
  def startPush(auto: Bool): Unit = { pushAuto := auto; goto(P_BEGIN) }
  // a descriptor consumed: sqHead and descIndex move a cycle later, from
  // one register (~100 loads)
  val consumed = Bool()
  consumed := False
  def consume(): Unit = consumed := True
  when(RegNext(consumed, False)) { sqHead := sqHead + 1; descIndex := descIndex + 1 }
  // A completion: the fields are set by `cplFields` below, from the state
  // that asks for it; CPL_WAIT takes them and writes them out.
  def completion(next: Bits): Unit = { cplNext := next; goto(CPL_WAIT) }

  // output words: body and header to the record's slot, completions to the CQ
  val emit = Stream(OutWord())
  val wAddr = Reg(UInt(64 bits)) // the address of the body's current (or, after its first word, next) 64-byte burst
  val room = Reg(UInt(19 bits))  // the record's bytes left after the ops planned so far
  val roomFirst = RegNext(rsize(18 downto 0) - 64)
  emit.valid := False
  emit.w.addr := atCopy(CPL_WORDS) ? cqAddr | (atCopy(P_HWR) ? slotBase | wAddr)
  emit.w.beats := 8
  emit.w.first := pos(5 downto 0) === 0
  emit.w.last := pos(5 downto 0) === 56
  emit.toWriter := True
  emit.toCrc := True
  // In every state that emits, emit.valid is constant (P_PAY: the payload's
  // valid), so a word leaves when the slice has room: tested per state, not
  // through the fire of the shared valid mux (a shorter path).
  val emitted = emit.ready
  // a full register slice: neither ready nor valid and data cross it
  // combinationally
  val emitS = emit.s2mPipe()
  val ep = emitS.m2sPipe()
  val outEmpty = emit.ready && !ep.valid // (the slice's ready is its empty flag: not emit.valid's mux)
  writer.io.in.valid := ep.valid && ep.toWriter
  writer.io.in.payload := ep.w
  ep.ready := !ep.toWriter || writer.io.in.ready
  crc.io.input.valid := ep.fire && ep.toCrc
  crc.io.input.payload := ep.w.data
  crc.io.clear := False
  val aligned = Reg(Bool()) // pos is at a 4 KiB block boundary, kept beside pos
  val bodyLen = pos - 64
  // the body's length: bodyLen in P_PAD's first cycle (where the padding
  // starts), then held in recLen
  val padSeen = RegNext(at(P_PAD), False)
  when(!padSeen) { recLen := bodyLen }
  val roomSmall = RegNext(room < 32) // (Q_END tests it two cycles after room last moved)
  // a body word left: pos, wAddr, room and aligned move after the state
  // machine, on this one signal (their reset is P_INIT's flip-flop)
  val advancing = Bool()
  advancing := False
  def advance(): Unit = advancing := True
  def bodyWord(): Unit = { // (the word: emit.w.data below)
    emit.valid := True
    when(emitted) { advance() }
  }

  val rest = Reg(UInt(c.lenBits bits))    // bytes of the entry left, set in Q_READ
  val need = Reg(UInt(22 bits))           // op header + rest rounded up to 8, set in Q_READ
  val needBias = Reg(UInt(22 bits))       // 23 - offset, set in Q_FETCH
  val fits = Reg(Bool())                  // need <= room, set in Q_PREP
  val roomForPart = Reg(Bool())           // room >= 24 (a header and 8 bytes), set in Q_PREP
  val cmdAddr = Reg(UInt(64 bits))        // where the rest starts, set in Q_PREP
  val blocks = (pos >> 12).resize(16)
  // the record header (log-format 3.1), crc zero: fed through the CRC, then
  // written with the CRC in its word (`withCrc`, P_HWAIT)
  val header = RecordHeader()
  header.magic := Limits.RECORD_MAGIC
  header.version := Limits.LOG_VERSION
  header.flags := recFlags | (commit ? U(RecordFlag.COMMIT, 16 bits) | U(0, 16 bits))
  header.seq := seq; header.lsn := lsn; header.tailLsn := tailLsn
  header.len := (padSeen ? recLen | bodyLen).resized
  header.ops := ops
  header.index := records
  header.blocks := blocks
  header.sizeBlocks := (rsize >> 12).resized
  header.reserved.foreach(_ := 0)
  header.crc := 0
  val hdr = header.asBits.subdivideIn(64 bits)
  val withCrc = cloneOf(header)
  withCrc := header
  withCrc.crc.allowOverride
  withCrc.crc := crc.io.crc
  val crcWord = header.layout.find(_._1 == "crc").get._2 / 8
  // (the packer's arithmetic and its word sequences assume these sizes)
  require(header.bytes == 64, "RecordHeader: 64 bytes (the packer's pos, room and bodyBase)")

  // Every fixed-format word sequence (op header, commit op, record header)
  // is loaded into `words` in the state before the one that emits it, and
  // emitted by index; so are completions (loaded in CPL_WAIT). The words
  // stay in place (their registers are enabled by the loading states only);
  // the index moves whenever the slice takes a word: in the states that emit
  // a sequence that is exactly when a word leaves, elsewhere it is harmless,
  // as a load (below, overriding it) resets it. The record header is loaded
  // once, for its pass through the CRC (P_HCRC); P_HWAIT adds the CRC and
  // resets the index for its write (P_HWR).
  // wHead holds the word after the index as it moves, so the output mux
  // takes a register (words(0) for a sequence's first word), not an 8-way
  // mux.
  val words = Vec.fill(8)(Reg(Bits(64 bits)))
  val wLastIdx = Reg(UInt(3 bits)) // the index of the last word
  // the index of the word after the current one, in four copies, each
  // selecting a quarter of wHead's bits (their reset values differ only so
  // that yosys keeps them apart)
  val wNext = (0 until 4).map(k => Reg(UInt(3 bits)) init (k))
  val wFirst, wLast = Reg(Bool()) // the current word is the first, the last
  val wHead = Reg(Bits(64 bits))  // the current word once the index has moved
  def loadWords(ws: scala.collection.Seq[Bits]): Unit = {
    require(ws.size > 1) // (the index is reset below with wLast low)
    for (i <- 0 until ws.size) words(i) := ws(i)
    wLastIdx := ws.size - 1
  }
  // (items: at most the table's entries)
  val commitOp = OpHeader()
  val commitPayload = CommitPayload()
  commitOp.itemType := B(Limits.ITEM_COMMIT, 8 bits); commitOp.flags := 0; commitOp.reserved := 0
  commitOp.len := commitPayload.bytes; commitOp.key := seq.asBits
  commitPayload.items := items.resized; commitPayload.records := records + 1; commitPayload.reserved := 0
  val commitWords = commitOp.asBits.subdivideIn(64 bits) ++ commitPayload.asBits.subdivideIn(64 bits)
  val opHeader = OpHeader()
  opHeader.itemType := planQ.itemType; opHeader.flags := planQ.flags; opHeader.reserved := 0
  opHeader.len := planQ.len.resized; opHeader.key := planQ.key
  val opWords = opHeader.asBits.subdivideIn(64 bits)
  require(opHeader.bytes == 16 && commitPayload.bytes == 16, "OpHeader, CommitPayload: 16 bytes (the packer's room tests)")
  when(emit.ready) {
    wNext.foreach(n => n := n + 1); wFirst := False; wLast := wNext(0) === wLastIdx
    for (k <- 0 until 4) wHead(16 * k, 16 bits) := words(wNext(k))(16 * k, 16 bits)
  }
  // the index is reset in the states that load a sequence, and in P_HWAIT
  // for the header's write, from copies of their flip-flops (from the states
  // themselves, the reset was built from the words' enables, a LUT each)
  when(Seq(CPL_WAIT, P_NEXT, P_PAY, P_PAD, P_HWAIT).map(atCopy).reduce(_ || _)) {
    wNext.foreach(_ := 1); wFirst := True; wLast := False
  }
  val wOut = wFirst ? words(0) | wHead
  def wordOut(): Unit = emit.valid := True
  // the next record's LSN (log-format 3.2), in registered steps: pos is final
  // from P_HCRC on, many cycles before P_DRAIN takes lsnNext
  val rsizeBlocks = RegNext((rsize >> 12).resize(33))
  val nextBlock = RegNext(lsn(31 downto 0).resize(33) + blocks)
  val nextEnd = RegNext(nextBlock + rsizeBlocks)
  val lsnWraps = RegNext(nextEnd > RegNext(logBlocks(32 downto 0))) // (a copy of LOG_BLOCKS beside the test)
  val lsnNext = RegNext(lsnWraps ? ((lsn(63 downto 32) + 1) @@ U(0, 32 bits)) | (lsn(63 downto 32) @@ nextBlock(31 downto 0)))
  // the next slot, ahead of P_DRAIN the same way
  val lastSlot = RegNext(lrSlots - 1)
  val slotLast = RegNext(RegNext(slotIdx(15 downto 0) === lastSlot(15 downto 0)) &&
    RegNext(slotIdx(31 downto 16) === lastSlot(31 downto 16)))
  val slotNextBase = Timing.addInHalves(slotBase, rsize).resize(64)
  val slotIdxAfter = RegNext(slotLast ? U(0, 32 bits) | slotIdx + 1)
  val slotBaseAfter = RegNext(slotLast ? lrBase | slotNextBase)
  // the body's first address, from registers (slotBase moves at drainDone,
  // ten cycles or more before the next P_INIT)
  val bodyBase = Timing.addInHalves(slotBase, U(64, 7 bits)).resize(64)

  reader.io.cmd.valid := False
  reader.io.cmd.addr := cmdAddr
  reader.io.cmd.len := pLen
  payload.ready := False

  // ------------------------------------------------------------ planner
  // The planner walks the table for the record being written, decides each
  // op (whole, split, or the record's close) against the room left, asks
  // the payload reader for its bytes and queues the op's plan; the emitter
  // (P_NEXT .. P_PAY) takes the plans in order, so the next ops' table
  // reads and payload reads overlap the current op's payload. It starts at
  // each record's P_INIT and stops after queueing the record's close: the
  // next record waits for its slot and completion room (P_START) first.
  val planner = new OneHotFsm(PlanState, PlanState.Q_IDLE, "planner")
  import PlanState.{Q_IDLE, Q_FETCH, Q_READ0, Q_READ, Q_PREP, Q_DECIDE, Q_CMD, Q_END, Q_CLOSE}
  planner.in(Q_IDLE) {
    when(at(P_INIT)) { room := roomFirst; planner.goto(Q_FETCH) }
  }
  planner.in(Q_FETCH) {
    when(atEnd) { planner.goto(Q_END) } elsewhen (mayPlan) { keyTable.io.rdEn := True; planner.goto(Q_READ0) }
    needBias := 23 - offset.resize(22)
  }
  planner.in(Q_READ0) { planner.goto(Q_READ) } // the table's read latency (rdDead, registered, is read here)
  planner.in(Q_READ) {
    when(rdDeadR) { nextEntry(); planner.goto(Q_FETCH) }
      .otherwise {
        eType := keyTable.io.rdData.itemType; eKey := keyTable.io.rdData.key
        eAddr := keyTable.io.rdData.addr
        rest := keyTable.io.rdData.len - offset
        need := (keyTable.io.rdData.len.resize(22) + needBias) & ~U(7, 22 bits)
        planner.goto(Q_PREP)
      }
  }
  planner.in(Q_PREP) {
    fits := need <= room
    roomForPart := room >= 24
    restZero := rest === 0
    cmdAddr := eAddr + offset
    planner.goto(Q_DECIDE)
  }
  planner.in(Q_DECIDE) {
    val cont = (offset =/= 0) ? U(OpFlag.CONT, 8 bits) | U(0, 8 bits)
    when(fits) {
      pLen := rest; pEmpty := restZero; pFlags := cont; pWhole := True; pNeed := need.resized; planner.goto(Q_CMD)
    } elsewhen (roomForPart) {
      pLen := (room - 16).resized; pEmpty := False; pFlags := cont | OpFlag.MORE; pWhole := False; pNeed := room
      planner.goto(Q_CMD)
    } otherwise { planner.goto(Q_CLOSE) }
  }
  planner.in(Q_CMD) { // the read command and the plan go together
    reader.io.cmd.valid := !pEmpty && planIn.ready
    planIn.valid := pEmpty || reader.io.cmd.ready
    when(planIn.ready && (pEmpty || reader.io.cmd.ready)) {
      room := room - pNeed
      when(pWhole) {
        nextEntry(); offset := 0
        // the next entry's read at once, unless this was the last
        when(entryIsLast || Bool(!c.planAhead)) { planner.goto(Q_FETCH) } otherwise {
          readNext := True; keyTable.io.rdEn := True; needBias := 23; planner.goto(Q_READ0)
        }
      }
        .otherwise { offset := offset + pLen; planner.goto(Q_CLOSE) }
    }
  }
  planner.in(Q_END) { // the table's end: the commit op if it fits (roomSmall has seen the last op)
    planIn.valid := True; planIn.close := True; planIn.commit := !roomSmall
    when(planIn.ready) { planner.goto(Q_IDLE) }
  }
  planner.in(Q_CLOSE) { // the record is full
    planIn.valid := True; planIn.close := True
    when(planIn.ready) { planner.goto(Q_IDLE) }
  }
  planner.close()
  when(RegNext(resetPulse) init (True)) { planner.state := planner.oneHot(Q_IDLE) }
  // an op emitted
  def opDone(): Unit = {
    ops := ops + 1
    ctrInc(Counters.BYTES_PACKED) := opLen.resized
    when(opWhole) { ctrInc(Counters.ITEMS_OUT) := 1; items := items + 1 }
  }
  // the word out: the payload's in P_PAY, zero in P_PAD, else wOut (a mux
  // of six inputs, each a flip-flop)
  emit.w.data := (at(P_PAY)) ? payload.fragment | ((at(P_PAD)) ? B(0, 64 bits) | wOut)

  val stallLr = Bool(); val stallCq = Bool()
  stallLr := False; stallCq := False
  ctrInc(Counters.STALL_LR) := stallLr.asUInt.resized
  ctrInc(Counters.STALL_CQ) := stallCq.asUInt.resized
  ctrInc(Counters.STALL_BUS) := (RegNext(emit.valid && !emit.ready, False) || RegNext(at(P_PAY) && !payload.valid, False) ||
    RegNext(at(P_DRAIN) && !writer.io.idle, False)).asUInt.resized
  // P_HWAIT's and P_DRAIN's waits, registered (each state is left a cycle
  // after its condition held in it; nothing is emitted meanwhile)
  val hwaitDone = RegNext(at(P_HWAIT) && outEmpty && !crc.io.busy, False)
  val drainDone = Bool()
  drainDone := RegNext(at(P_DRAIN) && !drainDone && outEmpty && writer.io.idle, False) // (one cycle: acts once)

  in(IDLE) {
    descIn.ready := run && tableReady
    dc := descIn.payload // every cycle: its enable is this state's flip-flop alone
    val (p, op) = (descIn.payload, descIn.payload.d.opcode)
    isItem := op === Opcode.ITEM; isTxEnd := op === Opcode.TX_END; isPush := op === Opcode.PUSH
    itemBad := p.resItem || p.badType || p.tooBig || !p.inWindow
    otherBad := (op === Opcode.TX_END && (p.resPush || p.keyNonZero) || op === Opcode.PUSH && p.resPush ||
      !(op === Opcode.ITEM || op === Opcode.TX_END || op === Opcode.PUSH))
    when(descIn.fire) { goto(CHECK) }
  }
  in(CHECK) { // DECODE's tests, registered
    codeR := code; codeBad := isItem && (itemBad || txFull) || otherBad
    goto(DECODE)
  }
  in(DECODE) {
    when(codeBad) {
      completion(oneHot(IDLE))
      ctrInc(Counters.ERRORS) := 1
      consume()
    } elsewhen (isItem) {
      keyTable.io.item.valid := True
      txItems := txItems + 1
      consume()
      goto(IDLE)
    } elsewhen (isTxEnd) {
      goto(TXEND)
    } otherwise {
      goto(PUSH)
    }
  }
  in(TXEND) {
    when(tableIdle) {
      txItems := 0
      consume()
      when(tableTooFull) { startPush(True) } otherwise { goto(IDLE) }
    }
  }
  in(PUSH) {
    when(tableIdle) {
      txItems := 0
      consume()
      when(tableEmpty) {
        completion(oneHot(IDLE))
      } otherwise { startPush(False) }
    }
  }
  // PUSH's LSN lands a cycle later, from one register (read only by the
  // header, at the record's end; dc holds until IDLE)
  when(RegNext(at(PUSH) && tableIdle && dc.keyNonZero, False)) { tailLsn := dKey.asUInt }
  in(CPL_WAIT) {
    loadWords(cplWords)
    when(cqFresh) { when(cqRoom) { goto(CPL_WORDS) } otherwise { stallCq := True } }
  }
  in(CPL_WORDS) {
    wordOut()
    emit.toCrc := False
    emit.w.beats := cplWords.size
    emit.w.first := wFirst
    emit.w.last := wLast
    when(emitted) {
      when(wLast) {
        cqMoved := True
        gotoAny(cplNext, cplNexts)
      }
    }
  }
  // ------------------------------------------------------------ packer
  in(P_BEGIN) {
    pushTag := dTag; pushIndex := descIndex; pushFirstLsn := lsn // (lsn moves only after a record)
    entry := 0; entryNext := 1; atEnd := False; offset := 0; records := 0; items := 0
    keyTable.io.rdRestart := True
    goto(P_START0)
  }
  in(P_START0) { goto(P_START1) }
  in(P_START1) { goto(P_START) }
  in(P_START) {
    when(lrFull) { stallLr := True }
      .elsewhen(!cqFresh) {} // (the record's completion moved cqTail just now)
      .elsewhen(cqTight) { stallCq := True }
      .otherwise { goto(P_INIT) }
  }
  in(P_INIT) { // the record's state, set by this state's flip-flop alone (the planner starts)
    ops := 0; commit := False
    recFlags := ((records === 0) ? U(RecordFlag.FIRST, 16 bits) | U(0, 16 bits)) |
      ((offset =/= 0) ? U(RecordFlag.CONT, 16 bits) | U(0, 16 bits))
    crc.io.clear := True
    goto(P_NEXT)
  }
  // the emitter: each step of the record as the planner planned it
  in(P_NEXT) {
    val q = planQ.payload
    planQ.ready := True
    opLen := q.len; opWhole := q.whole; opEmpty := q.empty
    when(q.close) { loadWords(commitWords) } otherwise { loadWords(opWords) }
    when(planQ.valid) {
      when(!q.close) { goto(P_HDR0) } elsewhen (q.commit) { goto(P_COMMIT) } otherwise { goto(P_PAD) }
    }
  }
  in(P_HDR0) {
    bodyWord()
    when(emitted) { goto(P_HDR1) }
  }
  in(P_HDR1) {
    bodyWord()
    when(emitted) { when(opEmpty) { opDone(); goto(P_NEXT) } otherwise { goto(P_PAY) } }
  }
  in(P_PAY) {
    emit.valid := payload.valid
    payload.ready := emit.ready
    // the next op's words are loaded in every cycle (the words are not
    // emitted here, and the word index is reset): taken at the payload's
    // end if the next plan is an op, whose header then follows at once
    loadWords(opWords)
    when(emitted && payload.valid) {
      advance()
      when(payload.last) {
        opDone()
        when(planQ.valid && !planQ.close && Bool(c.planAhead)) {
          planQ.ready := True
          opLen := planQ.len; opWhole := planQ.whole; opEmpty := planQ.empty
          goto(P_HDR0)
        } otherwise { goto(P_NEXT) }
      }
    }
  }
  in(P_COMMIT) {
    bodyWord()
    when(emitted) {
      when(wLast) {
        ops := ops + 1; commit := True
        goto(P_PAD)
      }
    }
  }
  in(P_PAD) {
    loadWords(hdr)
    when(aligned) { goto(P_HCRC) }
      .otherwise { bodyWord() }
  }
  in(P_HCRC) {
    wordOut()
    emit.toWriter := False
    when(emitted) {
      when(wLast) { goto(P_HWAIT) }
    }
  }
  in(P_HWAIT) {
    words(crcWord) := withCrc.asBits.subdivideIn(64 bits)(crcWord)
    when(hwaitDone) { goto(P_HWR) }
  }
  in(P_HWR) {
    wordOut()
    emit.toCrc := False
    emit.w.first := wFirst
    emit.w.last := wLast
    when(emitted) {
      when(wLast) { goto(P_DRAIN) }
    }
  }
  in(P_DRAIN) {
    when(drainDone) { completion(commit ? oneHot(P_CPLCP) | oneHot(P_START0)) }
  }
  in(P_CPLCP) {
    completion(busError ? oneHot(P_BUSERR) | oneHot(IDLE))
    ctrInc(Counters.CHECKPOINTS) := 1
    ctrInc(Counters.AUTO_PUSHES) := pushAuto.asUInt.resized
    seq := seq + 1
    keyTable.io.clear := True
  }

  when(at(P_INIT)) {
    pos := 64; wAddr := bodyBase; aligned := False
  } elsewhen (advancing) {
    pos := pos + 8; aligned := pos(11 downto 3).andR
  }
  // wAddr, the next burst's address, a cycle later from a register: it is
  // used only at that burst's first word
  when(RegNext(advancing && pos(5 downto 3) === 0, False)) { wAddr := wAddr + 64 }
  when(cqMoved1) {
    cqTail := cqTail + 1
    cqAddr := cqAddrNext
    when(cqAtEnd) { cqPhase := !cqPhase }
  }

  // A completion's fields load in every cycle but CPL_WAIT's, which takes
  // them and always follows the cycle that asked for a completion: their
  // enable is one flip-flop, and each field is a small mux over the state
  // bits of the five states that ask (elsewhere it loads don't-cares).
  val cplFields = new Area {
    when(!at(CPL_WAIT)) {
      val error = at(DECODE) || at(P_BUSERR) // a bad descriptor; a failed payload read
      val checkpoint = at(PUSH) || at(P_CPLCP) // an empty push; a push's end
      val record = at(P_DRAIN)
      cplKind := error ? U(CplKind.ERROR, 8 bits) | (checkpoint ? U(CplKind.CHECKPOINT, 8 bits) | U(CplKind.RECORD, 8 bits))
      cplCode := (at(DECODE)) ? codeR | ((at(P_BUSERR)) ? U(ErrorCode.BUS_ERROR, 8 bits) | U(0, 8 bits))
      cplFlags := record ? (recFlags | (commit ? U(RecordFlag.COMMIT, 16 bits) | U(0, 16 bits))) |
        ((at(P_CPLCP)) ? (pushAuto ? U(CplFlag.AUTO, 16 bits) | U(0, 16 bits)) | U(0, 16 bits))
      cplTag := (at(DECODE) || at(PUSH)) ? dTag | pushTag
      cplLsn := record ? lsn | ((at(P_CPLCP)) ? pushFirstLsn | U(0, 64 bits))
      cplSeq := (at(DECODE)) ? descIndex | ((at(P_BUSERR)) ? pushIndex | seq)
      cplA := record ? slotIdx | ((at(P_CPLCP)) ? records | U(0, 32 bits))
      cplB := record ? blocks | U(0, 16 bits)
    }
  }

  // a record written (drainDone implies P_DRAIN, the only state it leaves:
  // these registers' enable is that one flip-flop)
  when(drainDone) {
    lsn := lsnNext
    lrTail := lrTail + 1
    records := records + 1
    ctrInc(Counters.RECORDS) := 1
    slotIdx := slotIdxAfter; slotBase := slotBaseAfter
  }

  // BUS_ERROR: after the checkpoint's completions, one ERROR naming the push
  // (its tag, and the index of the PUSH or TX_END descriptor)
  in(P_BUSERR) {
    completion(oneHot(IDLE))
    ctrInc(Counters.ERRORS) := 1
  }

  // registered: a status read sees the engine as of a cycle before
  RegRead(busif, io.ctrl.ar, io.ctrl.r, settled)

  // (each input registered where it is made: a snapshot a cycle older)
  val (idleR, tableBusyR, writerIdleR, fetcherIdleR) =
    (RegNext(at(IDLE), True), RegNext(keyTable.io.busy, False), RegNext(writer.io.idle, True), RegNext(fetcher.io.idle, True))
  val sqEmpty = RegNext(sqHead === sqTail, False)
  stBusy := RegNext(!idleR || tableBusyR || !writerIdleR, False)
  stIdle := RegNext(idleR && !tableBusyR && writerIdleR && fetcherIdleR && sqEmpty, False)

  fsm.close()
  // the state's own copy of RESET (init high: else merged with resetR,
  // whose net reaches most of the engine)
  when(RegNext(resetPulse) init (True)) { fsm.state := oneHot(IDLE) }
  when(resetR) {
    started := False
    sqHead := 0; cqTail := 0; cqPhase := True; lrTail := 0; descIndex := 0; txItems := 0
    sqTail := 0; cqHead := 0; lrHead := 0
  }
  // (a stage of its own for ~900 loads, two cycles after resetR: a copy
  // made a cycle after it would be merged with the fetcher's)
  when(RegNext(RegNext(resetR, False), False)) {
    ctrLo.foreach(_ := 0); ctrHi.foreach(_ := 0)
  }
}

/** The engine as it is instantiated: AXI4-Lite slave `s_axil`, AXI4 master
  * `m_axi` of `dataWidth` bits, clock `clk`, synchronous active-high `reset`. */
case class JoltEngine(c: JoltConfig) extends Component {
  val io = new Bundle {
    val s_axil = slave(AxiLite4(AxiLite4Config(12, 32)))
    val m_axi = master(Axi4(c.portAxi))
  }
  val core = JoltCore(c)
  core.io.ctrl <> io.s_axil
  if (c.dataWidth == 64) core.io.mem <> io.m_axi
  else {
    val up = Axi4Upsizer(c.coreAxi, c.portAxi, 4)
    up.io.input <> core.io.mem
    up.io.output <> io.m_axi
  }
  // the handshake rules on every channel of both ports (simulation)
  Handshake.axiLite(io.s_axil, "s_axil")
  Handshake.axi4(io.m_axi, "m_axi")
  AxiLite4SpecRenamer(io.s_axil)
  Axi4SpecRenamer(io.m_axi)
}

/** AXI4-Lite writes of the regif registers in registered steps: AW and W
  * are taken together into registers; the next cycle decodes the word
  * address into a registered hit for each writable register; the cycle
  * after, that register takes the strobed bytes (RW fields) or pulses where
  * a 1 is written (W1P fields), and B is raised the cycle after that. The
  * hit is the register's only enable, so it is placed beside its users.
  * Unmapped addresses are answered with OKAY and change nothing, as regif
  * answers them. One write at a time. Returns `wrote`, high in the cycle a
  * register takes a write. */
object RegWrite {
  def apply(busif: BusIf, aw: Stream[AxiLite4Ax], w: Stream[AxiLite4W], b: Stream[AxiLite4B]): Bool = new Area {
    val busy = RegInit(False)
    val take = aw.valid && w.valid && !busy
    aw.ready := take
    w.ready := take
    // held from `take` until B is answered, the only time a next write is taken
    // (the word address as two one-hot halves: a register's hit is then one
    // LUT of three inputs, not a 10-bit compare behind the address's fanout)
    val addrHi = RegNextWhen(UIntToOh(aw.addr(11 downto 7)), take)
    val addrLo = RegNextWhen(UIntToOh(aw.addr(6 downto 2)), take)
    val data = RegNextWhen(w.data, take)
    val mask = RegNextWhen(Cat(w.strb.asBools.map(s => Mux(s, B(0xff, 8 bits), B(0, 8 bits)))), take)
    val decode = RegNext(take) init (False)
    val wrote = RegNext(decode) init (False)
    for (reg <- busif.slices) {
      val writable = reg.getFields().filter(f => f.getAccessType() == AccessType.RW || f.getAccessType() == AccessType.W1P)
      if (writable.nonEmpty) {
        val word = (reg.getAddr() >> 2).toInt
        val hit = RegNext(decode && addrHi(word >> 5) && addrLo(word & 31)) init (False)
        for (f <- writable) {
          val sec = f.getSection()
          val bits = f.getAccessType() match {
            case AccessType.RW => (f.hardbit.asBits & ~mask(sec)) | (data(sec) & mask(sec))
            case _ => data(sec) & mask(sec) // W1P: regif drives it back to 0 every other cycle
          }
          when(hit) { f.hardbit.assignFromBits(bits) }
        }
      }
    }
    val bValid = RegInit(False)
    b.valid := bValid
    b.setOKAY()
    when(wrote) { bValid := True }
    when(b.fire) { bValid := False; busy := False }
  }.wrote
}

/** AXI4-Lite reads of the regif registers, without a mux over them: when a
  * read is taken, every mapped word is loaded into a shift chain in address
  * order, which then moves a word a cycle until the addressed one is at its
  * head (R answers n + 6 cycles after AR for the n-th mapped word, of ~60,
  * when nothing was written just before). The load waits until `settled`
  * (the configuration checks have seen the last register write; ENABLE's
  * refusal lands a cycle later), so a read after the write that sets ENABLE
  * sees its outcome. Unmapped addresses read as zero with OKAY, as regif's
  * own read answers them. One read at a time. */
object RegRead {
  def apply(busif: BusIf, ar: Stream[AxiLite4Ax], r: Stream[AxiLite4R], settled: Bool): Unit = new Area {
    val words = busif.slices.sortBy(_.getAddr()).map { reg =>
      val w = Bits(32 bits)
      w := 0
      w.allowOverride
      for (f <- reg.getFields() if f.getName() != "--" && f.hardbit != null)
        w(f.getSection()) := f.hardbit.asBits
      (reg.getAddr().toInt >> 2) -> w
    }
    val n = words.size
    val busy = RegInit(False)
    val addr = Reg(UInt(10 bits))
    ar.ready := !busy
    when(ar.fire) { busy := True; addr := ar.addr(11 downto 2) }
    // the addressed word's place in the chain, and whether it has one, in
    // two registered steps: a hit per word, then their encoding
    val hit = RegNext(Vec(words.map { case (a, _) => addr === a }).asBits)
    val place = RegNext(OHToUInt(hit))
    val mapped = RegNext(hit.orR)
    // place and mapped are this read's from the third cycle after AR (a
    // flag, not busy delayed: a read can follow the last one's R at once)
    val placed = RegInit(False)
    when(ar.fire) { placed := False } elsewhen (RegNext(RegNext(ar.fire, False), False)) { placed := True }
    val seen = RegNext(settled, False)
    val loaded = RegInit(False) // the chain holds this read's words
    val load = busy && !loaded && seen && placed
    val left = Reg(UInt(log2Up(n) bits))
    val chain = Vec.fill(n)(Reg(Bits(32 bits)))
    for (i <- 0 until n) chain(i) := (if (i + 1 < n) chain(i + 1) else B(0, 32 bits))
    when(RegNext(load, False)) { for (i <- 0 until n) chain(i) := words(i)._2 } // (load registered: ~1,900 loads)
    val loadedR = RegNext(loaded, False) // the chain has the words from here on
    val atHead = Reg(Bool()) // left === 0, kept beside it
    when(load) { loaded := True; left := place; atHead := place === 0 }
    val answering = RegInit(False)
    val data = Reg(Bits(32 bits))
    when(loaded && loadedR && !answering) {
      when(atHead) { answering := True; data := chain(0) }
        .otherwise { left := left - 1; atHead := left === 1 }
    }
    r.valid := answering
    r.data := data & B(32 bits, default -> mapped)
    r.setOKAY()
    when(r.fire) { busy := False; loaded := False; answering := False }
  }
}
