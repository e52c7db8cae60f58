package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axilite._
import spinal.lib.bus.misc.SizeMapping
import spinal.lib.bus.regif._

/** The engine's registers (docs/registers.md is generated from them), the
  * AXI4-Lite port that serves them, the counters and the configuration
  * checks: the first part of JoltCore, which takes every field from here by
  * name. */
class EngineRegs(c: JoltConfig, port: AxiLite4) extends Area {
  // ---------------------------------------------------------------- registers
  // The registers are defined once with regif (fields, resets, the C
  // header and the register document come from it), but its bus port is
  // left idle: `RegWrite` and `RegRead` below serve port from the same
  // fields in registered steps (regif decodes an address into every
  // register's enable, or muxes every register, in one cycle: too slow).
  val ctrl = AxiLite4(port.config)
  ctrl.aw.valid := False
  ctrl.aw.payload := port.aw.payload
  ctrl.w.valid := False
  ctrl.w.payload := port.w.payload
  ctrl.b.ready := True
  ctrl.ar.valid := False
  ctrl.ar.payload := port.ar.payload
  ctrl.r.ready := True
  val busif = AxiLite4BusInterface(ctrl, SizeMapping(0, 4096))
  def reg(addr: Int, name: String, doc: String) = busif.newRegAt(addr, doc)(SymbolName(name))
  def rw32(addr: Int, name: String, reset: BigInt, doc: String): UInt =
    reg(addr, name, doc).field(UInt(32 bits), AccessType.RW, c.boot.getOrElse(name, reset), doc)(SymbolName(name.toLowerCase))
  def ro32(addr: Int, name: String, doc: String, value: BigInt = 0): UInt =
    reg(addr, name, doc).field(UInt(32 bits), AccessType.RO, value, doc)(SymbolName(name.toLowerCase))
  def rw64(addr: Int, name: String, default: BigInt, doc: String): UInt = {
    val reset = c.boot.getOrElse(name, default)
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
  val enable = CTRL.field(Bool(), AccessType.RW, c.boot.getOrElse("ENABLE", BigInt(0)), "ENABLE: run; reads back 0 while the configuration is invalid")(SymbolName("enable"))
  val resetWrite = CTRL.field(Bool(), AccessType.W1P, 0, "RESET: write 1 to empty the table and zero counters and ring indices; taken once the engine is quiet (no descriptor taken meanwhile, the checkpoint in flight finished, every bus request answered)")(SymbolName("reset"))
  // the RESET that acts (JoltCore: the write, held until the engine is
  // quiet); it acts from a copy a cycle later (and the key table from its
  // own): the pulse itself sits beside the register write decode
  val resetPulse = Bool()
  val resetR = RegNext(resetPulse) init (False)
  val STATUS = reg(0x00c, "STATUS", "status")
  val stBusy = STATUS.field(Bool(), AccessType.RO, 0, "BUSY: processing descriptors or writing")(SymbolName("busy"))
  val stIdle = STATUS.field(Bool(), AccessType.RO, 0, "IDLE: nothing to do, every write answered, no RESET waiting")(SymbolName("idle"))
  val stFault = STATUS.field(Bool(), AccessType.RO, 0, "FAULT: stopped after a bus error (SLVERR/DECERR), until RESET")(SymbolName("fault"))
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
  // to the high one a cycle later. A read of the low half latches the high
  // half as it stands with that low half (`ctrHiLatch`, loaded by RegRead's
  // `reads`), and the high register reads the latch: low, then high, is
  // one 64-bit value.
  // (counter i of `Counters` at 0x100 + 8 i)
  val ctrLo = Vec.fill(Counters.size)(Reg(UInt(33 bits)) init (0))
  val ctrHi = Vec.fill(Counters.size)(Reg(UInt(32 bits)) init (0))
  val ctrHiLatch = Vec.fill(Counters.size)(Reg(UInt(32 bits)) init (0))
  def ctrLoAddr(i: Int): Int = 0x100 + 8 * i
  for (i <- 0 until Counters.size) {
    val (n, name) = (Counters.codes(i).name, Counters.name(i))
    ro32(ctrLoAddr(i), s"CTR_${n}_LO", s"counter $name (bits 31..0); reading it latches the high word") := ctrLo(i)(31 downto 0)
    ro32(ctrLoAddr(i) + 4, s"CTR_${n}_HI", s"counter $name (bits 63..32) as of the last read of CTR_${n}_LO") := ctrHiLatch(i)
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
  def inWindowReg(a: UInt, len: UInt): Bool =
    DmaWindows.insideReg(RegNext(a), RegNext(len), winBase.map(RegNext(_)), winLimit.map(RegNext(_)))
  // (the checks, and the engine's tests of quasi-static limits, read copies
  // of the registers they test, made beside them: a register written by
  // the bus sits by the read chain, far from most of its loads)
  val (rsizeC, logBlocksC, maxTxC, lrSlotsC, firstLsnC) =
    (RegNext(rsize), RegNext(logBlocks), RegNext(maxTx), RegNext(lrSlots), RegNext(firstLsn))
  // LR_SLOTS * RECORD_SIZE without a multiplier: RECORD_SIZE is a multiple
  // of 4096 up to 262144 (else the configuration is refused anyway), so a
  // sum of up to seven shifted copies of LR_SLOTS, added in a registered tree
  val lrTerms = (0 until 7).map(i => RegNext(rsizeC(12 + i) ? (lrSlotsC.resize(51) << (12 + i)) | U(0, 51 bits)))
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
  def nonZero(x: UInt): Bool = Timing.nonZero(x.asBits)
  val cfgTests = Seq(RegNext(rsizeC(11 downto 0) === 0), nonZero(rsizeC(31 downto 12).resize(32)), // 4096 <= RECORD_SIZE <= 262144
    RegNext(!nonZero(rsizeC(31 downto 19).resize(16)) && (RegNext(!rsizeC(18)) || !nonZero(rsizeC(17 downto 0).resize(32)))),
    RegNext(!nonZero(logBlocksC(63 downto 32))), // and logBlocks >= 2 records (RECORD_SIZE >> 11 blocks), below
    RegNext(nonZero(maxTxC)), Timing.leReg(maxTxC, U(c.capacity, 32 bits)), RegNext(nonZero(lrSlotsC)),
    RegNext(sqBase(4 downto 0) === 0 && cqBase(4 downto 0) === 0 && lrBase(5 downto 0) === 0)) ++
    Seq(pow2(sqSize), pow2(cqSize),
      RegNext(logBlocksC(31 downto 21) =/= 0) || Timing.leReg(rsizeC(31 downto 11), logBlocksC(20 downto 0)),
      // FIRST_LSN: cycle 1 or more, and a whole record's room at its block
      RegNext(nonZero(firstLsnC(63 downto 32))),
      Timing.leReg(RegNext(firstLsnC(31 downto 0).resize(33) + rsizeC(18 downto 12).resize(33)), logBlocksC(32 downto 0)))
  val cfgOk = RegNext(RegNext(cfgTests.grouped(4).map(g => RegNext(g.reduce(_ && _))).reduce(_ && _)) && ringsOk) init (False)
  // The checks above take several cycles to see a register written: ENABLE
  // is refused (cleared) only once they have settled after the last write.
  // (RegWrite comes before every other assignment to a register field, so
  // that those, like ENABLE's refusal below, take priority over a write)
  // The doorbells are not configuration: their writes leave the checks
  // settled (else every submission would hold the engine for 15 cycles).
  // Every other write holds `settled` low until the checks have seen it,
  // and the engine takes no descriptor meanwhile (JoltCore's `run`): a ring
  // moved while disabled is checked before it is read (found by the DMA
  // windows' proof, hw/README.md)
  val doorbells = busif.slices.filter(r => Seq("SQ_TAIL", "CQ_HEAD", "LR_HEAD").contains(r.getName())).map(_.getAddr().toInt)
  require(doorbells.size == 3, "the doorbell registers SQ_TAIL, CQ_HEAD, LR_HEAD")
  val liteWrite = RegWrite(busif, port.aw, port.w, port.b, doorbells)
  val wrote = liteWrite.wroteConfig
  val settle = Reg(UInt(4 bits)) init (15)
  when(wrote) { settle := 15 } elsewhen (settle =/= 0) { settle := settle - 1 }
  val settled = RegNext(!wrote && settle <= 1) init (False) // settle === 0, from a register
  when(settled && !cfgOk) { enable := False }
}

/** AXI4-Lite writes of the regif registers in registered steps: AW and W
  * are taken together into registers; the next cycle decodes the word
  * address into a registered hit for each writable register; the cycle
  * after, that register takes the strobed bytes (RW fields) or pulses where
  * a 1 is written (W1P fields), and B is raised the cycle after that. The
  * hit is the register's only enable, so it is placed beside its users.
  * Unmapped addresses are answered with OKAY and change nothing, as regif
  * answers them. One write at a time. `wrote` is high in the cycle a
  * register takes a write, `wroteConfig` too unless it is one of
  * `doorbells` (byte addresses); `busy` and `bValid` are its state (the
  * formal top brings them out for the induction's invariants). */
case class RegWrite(busif: BusIf, aw: Stream[AxiLite4Ax], w: Stream[AxiLite4W], b: Stream[AxiLite4B],
    doorbells: Seq[Int] = Nil) extends Area {
  val busy = RegInit(False)
  val take = aw.valid && w.valid && !busy
  aw.ready := take
  w.ready := take
  // held from `take` until B is answered: the next write waits for it
  // (a host that sends writes back to back gets a B for each)
  when(take) { busy := True }
  // (the word address as two one-hot halves: a register's hit is then one
  // LUT of three inputs, not a 10-bit compare behind the address's fanout)
  val addrHi = RegNextWhen(UIntToOh(aw.addr(11 downto 7)), take)
  val addrLo = RegNextWhen(UIntToOh(aw.addr(6 downto 2)), take)
  val data = RegNextWhen(w.data, take)
  val mask = RegNextWhen(Cat(w.strb.asBools.map(s => Mux(s, B(0xff, 8 bits), B(0, 8 bits)))), take)
  val decode = RegNext(take) init (False)
  val wrote = RegNext(decode) init (False)
  def at(byte: Int): Bool = addrHi(byte >> 7) && addrLo((byte >> 2) & 31)
  val wroteConfig = RegNext(decode && !doorbells.map(at).orR) init (False)
  for (reg <- busif.slices) {
    val writable = reg.getFields().filter(f => f.getAccessType() == AccessType.RW || f.getAccessType() == AccessType.W1P)
    if (writable.nonEmpty) {
      val hit = RegNext(decode && at(reg.getAddr().toInt)) init (False)
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
}

/** AXI4-Lite reads of the regif registers, without a mux over them: when a
  * read is taken, every mapped word is loaded into a shift chain in address
  * order, which then moves a word a cycle until the addressed one is at its
  * head (R answers n + 7 cycles after AR for the n-th mapped word, of ~60,
  * when nothing was written just before). The load waits until `settled`
  * (the configuration checks have seen the last register write; ENABLE's
  * refusal lands a cycle later), so a read after the write that sets ENABLE
  * sees its outcome. Unmapped addresses read as zero with OKAY, as regif's
  * own read answers them. One read at a time. `reads` has, for each byte
  * address of `watch`, a pulse in the cycle after a read of that register
  * loaded the value it answers with; `busy`, `loaded` and `answering` are
  * its state (brought out by the formal top, as RegWrite's). */
case class RegRead(busif: BusIf, ar: Stream[AxiLite4Ax], r: Stream[AxiLite4R], settled: Bool, watch: Seq[Int] = Nil) extends Area {
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
  // three registered steps: a hit per word; then, for each group of eight
  // words, whether it holds the hit and the hit's place within it; then
  // the place (each bit of an encoding of ~60 hits is an OR of ~30: three
  // LUT levels and their routing in one step were too slow)
  val hit = RegNext(Vec(words.map { case (a, _) => addr === a }).asBits)
  val groups = hit.subdivideIn(8 bits, strict = false)
  val groupHit = RegNext(Vec(groups.map(_.orR)).asBits)
  val groupPlace = groups.map(g => RegNext(OHToUInt(g.resize(8))))
  val place = RegNext(OHToUInt(groupHit) @@ groupPlace.reduce(_ | _))
  val mapped = RegNext(groupHit.orR)
  // place and mapped are this read's from the fourth cycle after AR (a
  // flag, not busy delayed: a read can follow the last one's R at once)
  val placed = RegInit(False)
  when(ar.fire) { placed := False } elsewhen (Delay(ar.fire, 3, init = False)) { placed := True }
  val seen = RegNext(settled, False)
  val loaded = RegInit(False) // the chain holds this read's words
  // the chain's load, a pulse from a register (its tests a cycle ahead:
  // `left`, `atHead` and the chain's enable load on it)
  val load = RegInit(False)
  load := busy && !loaded && !load && seen && placed && !ar.fire
  val left = Reg(UInt(log2Up(n) bits))
  val chain = Vec.fill(n)(Reg(Bits(32 bits)))
  for (i <- 0 until n) chain(i) := (if (i + 1 < n) chain(i + 1) else B(0, 32 bits))
  // only the addressed word's group of eight is loaded (the others' words
  // reach the head before it, or after the answer): a load register per
  // group, each with ~250 loads, instead of one with ~1,900
  val loadGroups = for ((g, gi) <- (0 until n).grouped(8).zipWithIndex.toSeq) yield {
    val loadGroup = RegNext(load && groupHit(gi), False)
    when(loadGroup) { for (i <- g) chain(i) := words(i)._2 }
    loadGroup
  }
  val reads = watch.map { a =>
    val i = words.indexWhere(_._1 == a >> 2)
    require(i >= 0, f"RegRead: no register at 0x$a%03x")
    RegNext(loadGroups(i / 8) && hit(i), False)
  }
  val loadedR = RegNext(loaded, False) // the chain has the words from here on
  val atHead = Reg(Bool()) // left === 0, kept beside it
  when(load) { loaded := True; left := place.resized; atHead := place === 0 }
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
