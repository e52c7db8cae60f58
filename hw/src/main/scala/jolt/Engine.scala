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
  * the key index, the descriptor FIFO and the write FIFOs.
  */
object EngineState extends SpinalEnum {
  val IDLE, CHECK, DECODE, TXEND, PUSH, ERR, EMPTY, P_START, P_FETCH, P_READ, P_PREP, P_DECIDE, P_CMD, P_HDR0,
      P_HDR1, P_PAY, P_OPDONE, P_COMMIT, P_PAD, P_HCRC, P_HWAIT, P_HWR, P_DRAIN, P_CPLCP, P_BUSERR,
      CPL_WAIT, CPL_WORDS = newElement()
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
  val busif = AxiLite4BusInterface(io.ctrl, SizeMapping(0, 4096))
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
  ID.field(UInt(32 bits), AccessType.RO, Jolt.MAGIC, "0x544c4f4a")(SymbolName("id")) := U(Jolt.MAGIC, 32 bits)
  val VERSION = reg(0x004, "VERSION", "interface version")
  VERSION.field(UInt(32 bits), AccessType.RO, 1, "1")(SymbolName("version")) := 1
  val CTRL = reg(0x008, "CTRL", "control")
  val enable = CTRL.field(Bool(), AccessType.RW, 0, "ENABLE: run; reads back 0 while the configuration is invalid")(SymbolName("enable"))
  val resetPulse = CTRL.field(Bool(), AccessType.W1P, 0, "RESET: write 1 to empty the table and zero counters and ring indices (disable and wait for IDLE first)")(SymbolName("reset"))
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
  val counters = Vec.fill(13)(Reg(UInt(64 bits)) init (0))
  for ((name, i) <- Jolt.counterNames.zipWithIndex) {
    val n = name.toUpperCase
    ro32(0x100 + 8 * i, s"CTR_${n}_LO", s"counter $name (bits 31..0)") := counters(i)(31 downto 0)
    ro32(0x104 + 8 * i, s"CTR_${n}_HI", s"counter $name (bits 63..32)") := counters(i)(63 downto 32)
  }
  val ctrInc = Vec.fill(13)(UInt(32 bits))
  for (i <- 4 to 9) ctrInc(i) := 0
  // increments are registered first: the events come late in the cycle and
  // a 64-bit carry chain follows (counters lag their events by one cycle)
  for (i <- 0 until 13) counters(i) := counters(i) + RegNext(ctrInc(i)).init(0)

  // ---------------------------------------------------------------- config
  def pow2(x: UInt) = x =/= 0 && (x & (x - 1)) === 0
  def inWindow(a: UInt, len: UInt): Bool = {
    val end = a.resize(66) + len.resize(66)
    (0 until 2).map(w => winBase(w) <= a && end <= winLimit(w).resize(66)).reduce(_ || _)
  }
  /** The same check in two registered stages (for quasi-static values). */
  def inWindowReg(a: UInt, len: UInt): Bool = {
    val end = RegNext(a.resize(66) + len.resize(66))
    val ge = (0 until 2).map(w => RegNext(winBase(w) <= a))
    RegNext((0 until 2).map(w => ge(w) && end <= winLimit(w).resize(66)).reduce(_ || _))
  }
  val lrBytes = RegNext(lrSlots * rsize(18 downto 0))
  // registered in stages: the configuration is written before ENABLE, over
  // AXI-Lite writes that each take more cycles than these stages
  val ringsOk = inWindowReg(sqBase, (sqSize << 5).resize(40)) && inWindowReg(cqBase, (cqSize << 5).resize(40)) &&
    inWindowReg(lrBase, lrBytes.resize(52))
  val cfgOk = RegNext(
    rsize(11 downto 0) === 0 && rsize >= 4096 && rsize <= 262144 &&
      logBlocks(63 downto 32) === 0 && logBlocks >= (rsize >> 11).resized &&
      maxTx >= 1 && maxTx <= c.capacity &&
      pow2(sqSize) && pow2(cqSize) && lrSlots =/= 0 &&
      sqBase(4 downto 0) === 0 && cqBase(4 downto 0) === 0 && lrBase(5 downto 0) === 0 &&
      ringsOk) init (False)
  when(!cfgOk) { enable := False }

  // ---------------------------------------------------------------- blocks
  val keyTable = KeyTable(c)
  val fetcher = DescFetcher(c, 0)
  val reader = PayloadReader(c, 1)
  val writer = ChunkWriter(c)
  val crc = Crc32c()

  val arArb = StreamArbiterFactory.lowerFirst.noLock.on(Seq(reader.io.ar, fetcher.io.ar))
  io.mem.ar << arArb
  fetcher.io.r.valid := io.mem.r.valid && io.mem.r.id === 0
  reader.io.r.valid := io.mem.r.valid && io.mem.r.id === 1
  fetcher.io.r.payload := io.mem.r.payload
  reader.io.r.payload := io.mem.r.payload
  io.mem.r.ready := (io.mem.r.id === 0) ? fetcher.io.r.ready | reader.io.r.ready
  io.mem.aw << writer.io.aw
  io.mem.w << writer.io.w
  writer.io.b << io.mem.b

  // ---------------------------------------------------------------- state
  val state = RegInit(IDLE)
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
  sqHeadR := sqHead; cqTailR := cqTail; lrTailR := lrTail

  val run = enable && started
  when(enable && !started) {
    started := True
    lsn := firstLsn; seq := firstSeq; tailLsn := firstLsn
    slotIdx := 0; slotBase := lrBase
  }

  fetcher.io.enable := run
  fetcher.io.flush := resetPulse
  fetcher.io.sqBase := sqBase
  fetcher.io.sqMask := sqSize - 1
  fetcher.io.sqTail := sqTail
  val descIn = fetcher.io.desc.m2sPipe(flush = resetPulse) // a register between the FIFO's RAM and the checks
  descIn.ready := False

  // the descriptor being processed
  val d = Reg(Bits(256 bits))
  val dOp = d(7 downto 0).asUInt
  val dType = d(15 downto 8)
  val dFlags = d(31 downto 16)
  val dLen = d(63 downto 32).asUInt
  val dKey = d(127 downto 64)
  val dAddr = d(191 downto 128).asUInt
  val dTag = d(223 downto 192)
  val dRes = d(255 downto 224)
  val dCls = dType(7 downto 6).asUInt
  // BAD_ADDRESS check in two steps: the end and the base compares when the
  // descriptor is taken (IDLE), the limit compares in CHECK
  val nd = descIn.payload
  val ndAddr = nd(191 downto 128).asUInt
  val ndLen = nd(63 downto 32).asUInt
  val dEnd = RegNextWhen(ndAddr.resize(66) + ndLen.resize(66), descIn.fire)
  val dGe = (0 until 2).map(w => RegNextWhen(winBase(w) <= ndAddr, descIn.fire))
  val addrOk = Reg(Bool())
  val code = UInt(8 bits)
  code := 0
  switch(dOp) {
    is(Jolt.OP_ITEM) {
      when(dFlags =/= 0 || dRes =/= 0) { code := Jolt.ERR_BAD_RESERVED }
        .elsewhen(dType === 0 || dCls === 3) { code := Jolt.ERR_BAD_TYPE }
        .elsewhen(dLen > c.maxPayload) { code := Jolt.ERR_PAYLOAD_TOO_BIG }
        .elsewhen(!addrOk) { code := Jolt.ERR_BAD_ADDRESS }
        .elsewhen(txItems >= maxTx) { code := Jolt.ERR_TX_TOO_LONG }
    }
    is(Jolt.OP_TX_END) {
      when(dType =/= 0 || dFlags =/= 0 || dLen =/= 0 || dKey =/= 0 || dAddr =/= 0 || dRes =/= 0) { code := Jolt.ERR_BAD_RESERVED }
    }
    is(Jolt.OP_PUSH) {
      when(dType =/= 0 || dFlags =/= 0 || dLen =/= 0 || dAddr =/= 0 || dRes =/= 0) { code := Jolt.ERR_BAD_RESERVED }
    }
    default { code := Jolt.ERR_BAD_OPCODE }
  }

  keyTable.io.item.valid := False
  keyTable.io.item.itemType := dType
  keyTable.io.item.key := dKey
  keyTable.io.item.len := dLen.resized
  keyTable.io.item.addr := dAddr
  keyTable.io.clear := resetPulse
  keyTable.io.rdEn := False
  keyTable.io.rdAddr := 0
  ctrInc(0) := keyTable.io.accepted.asUInt.resized
  ctrInc(1) := keyTable.io.relog.asUInt.resized
  ctrInc(2) := keyTable.io.whiteout.asUInt.resized
  ctrInc(3) := keyTable.io.eviction.asUInt.resized

  // completion to write: fields, then the state that follows
  val cplKind = Reg(UInt(8 bits)); val cplCode = Reg(UInt(8 bits)); val cplFlags = Reg(UInt(16 bits))
  val cplTag = Reg(Bits(32 bits)); val cplLsn = Reg(UInt(64 bits)); val cplSeq = Reg(UInt(64 bits))
  val cplA = Reg(UInt(32 bits)); val cplB = Reg(UInt(16 bits))
  val cplNext = Reg(EngineState())
  val cqFree = cqSize - (cqTail - cqHead)

  // push state (the soft engine's struct push)
  val pushAuto = Reg(Bool()); val pushTag = Reg(Bits(32 bits)); val pushIndex = Reg(UInt(64 bits))
  val busError = RegInit(False) // a payload read failed during this push
  when(reader.io.busError) { busError := True }
  val entry = Reg(UInt(c.usedBits bits)); val offset = Reg(UInt(c.lenBits bits))
  val records = Reg(UInt(32 bits)); val items = Reg(UInt(64 bits)); val pushFirstLsn = Reg(UInt(64 bits))
  // record state
  val pos = Reg(UInt(19 bits)); val ops = Reg(UInt(32 bits)); val recFlags = Reg(UInt(16 bits))
  val commit = Reg(Bool()); val recLen = Reg(UInt(19 bits)); val wordIdx = Reg(UInt(3 bits))
  // op state
  val eType = Reg(Bits(8 bits)); val eKey = Reg(Bits(64 bits)); val eLen = Reg(UInt(c.lenBits bits)); val eAddr = Reg(UInt(64 bits))
  val opLen = Reg(UInt(c.lenBits bits)); val opFlags = Reg(UInt(8 bits)); val opWhole = Reg(Bool())

  def startPush(auto: Bool, tag: Bits): Unit = {
    pushAuto := auto; pushTag := tag; pushIndex := descIndex; entry := 0; offset := 0; records := 0; items := 0
    state := P_START
  }
  def consume(): Unit = { sqHead := sqHead + 1; descIndex := descIndex + 1 }
  def completion(kind: Int, cd: UInt, flags: UInt, tag: Bits, l: UInt, s: UInt, a: UInt, b: UInt, next: EngineState.C): Unit = {
    cplKind := kind; cplCode := cd.resized; cplFlags := flags.resized; cplTag := tag; cplLsn := l.resized
    cplSeq := s.resized; cplA := a.resized; cplB := b.resized; cplNext := next; wordIdx := 0
    state := CPL_WAIT
  }

  // output words: body and header to the record's slot, completions to the CQ
  val emit = Stream(OutWord())
  emit.valid := False
  emit.w.data := 0
  emit.w.addr := slotBase + pos
  emit.w.beats := 8
  emit.w.first := pos(5 downto 0) === 0
  emit.w.last := pos(5 downto 0) === 56
  emit.toWriter := True
  emit.toCrc := True
  val emitted = emit.fire
  val ep = emit.m2sPipe()
  writer.io.in.valid := ep.valid && ep.toWriter
  writer.io.in.payload := ep.w
  ep.ready := !ep.toWriter || writer.io.in.ready
  crc.io.input.valid := ep.fire && ep.toCrc
  crc.io.input.payload := ep.w.data
  crc.io.clear := False
  def bodyWord(data: Bits): Unit = {
    emit.valid := True; emit.w.data := data
    when(emitted) { pos := pos + 8 }
  }

  val space = (rsize(18 downto 0) - pos)
  val rest = Reg(UInt(c.lenBits bits))    // set in P_PREP
  val spaceR = Reg(UInt(19 bits))         // set in P_PREP
  val restR8 = (rest + 7) & ~U(7, c.lenBits bits)
  val need = restR8.resize(22) + 16
  val blocks = (pos >> 12).resize(16)
  val hdr = Vec(Bits(64 bits), 8)
  hdr(0) := (recFlags | (commit ? U(Jolt.REC_COMMIT, 16 bits) | U(0, 16 bits))).asBits ## B(1, 16 bits) ## B(Jolt.MAGIC, 32 bits)
  hdr(1) := seq.asBits; hdr(2) := lsn.asBits; hdr(3) := tailLsn.asBits
  hdr(4) := ops.asBits ## recLen.resize(32).asBits
  hdr(5) := (rsize >> 12).resize(16).asBits ## blocks.asBits ## records.asBits
  hdr(6) := 0
  hdr(7) := 0
  val nextBlock = lsn(31 downto 0).resize(33) + blocks
  val lsnNext = (nextBlock + (rsize >> 12).resize(33) > logBlocks.resize(33)) ?
    ((lsn(63 downto 32) + 1) @@ U(0, 32 bits)) | (lsn(63 downto 32) @@ nextBlock(31 downto 0))

  reader.io.cmd.valid := False
  reader.io.cmd.addr := eAddr + offset
  reader.io.cmd.len := opLen
  reader.io.out.ready := False

  val stallLr = Bool(); val stallCq = Bool()
  stallLr := False; stallCq := False
  ctrInc(10) := stallLr.asUInt.resized
  ctrInc(11) := stallCq.asUInt.resized
  ctrInc(12) := ((emit.valid && !emit.ready) || (state === P_PAY && !reader.io.out.valid) ||
    (state === P_DRAIN && !writer.io.idle)).asUInt.resized

  switch(state) {
    is(IDLE) {
      descIn.ready := run
      when(descIn.fire) { d := descIn.payload; state := CHECK }
    }
    is(CHECK) {
      addrOk := dLen === 0 || (0 until 2).map(w => dGe(w) && dEnd <= winLimit(w).resize(66)).reduce(_ || _)
      state := DECODE
    }
    is(DECODE) {
      when(code =/= 0) {
        completion(Jolt.CPL_ERROR, code, U(0), dTag, U(0), descIndex, U(0), U(0), IDLE())
        ctrInc(9) := 1
        consume()
      } elsewhen (dOp === Jolt.OP_ITEM) {
        keyTable.io.item.valid := True
        txItems := txItems + 1
        consume()
        state := IDLE
      } elsewhen (dOp === Jolt.OP_TX_END) {
        state := TXEND
      } otherwise {
        state := PUSH
      }
    }
    is(TXEND) {
      when(!keyTable.io.busy) {
        txItems := 0
        consume()
        state := IDLE
        when(keyTable.io.used + maxTx > c.capacity) { startPush(True, dTag) }
      }
    }
    is(PUSH) {
      when(!keyTable.io.busy) {
        txItems := 0
        consume()
        when(dKey =/= 0) { tailLsn := dKey.asUInt }
        when(keyTable.io.used === 0) {
          completion(Jolt.CPL_CHECKPOINT, U(0), U(0), dTag, U(0), seq, U(0), U(0), IDLE())
        } otherwise { startPush(False, dTag) }
      }
    }
    is(CPL_WAIT) {
      when(cqFree =/= 0) { state := CPL_WORDS } otherwise { stallCq := True }
    }
    is(CPL_WORDS) {
      emit.valid := True
      emit.toCrc := False
      emit.w.addr := cqBase + ((cqTail & (cqSize - 1)) << 5).resized
      emit.w.beats := 4
      emit.w.first := wordIdx === 0
      emit.w.last := wordIdx === 3
      switch(wordIdx(1 downto 0)) {
        is(0) { emit.w.data := cplTag ## cplFlags ## cplCode ## cplKind }
        is(1) { emit.w.data := cplLsn.asBits }
        is(2) { emit.w.data := cplSeq.asBits }
        is(3) { emit.w.data := B(0, 7 bits) ## cqPhase ## B(0, 8 bits) ## cplB ## cplA }
      }
      when(emitted) {
        wordIdx := wordIdx + 1
        when(wordIdx === 3) {
          cqTail := cqTail + 1
          when((cqTail & (cqSize - 1)) === cqSize - 1) { cqPhase := !cqPhase }
          state := cplNext
        }
      }
    }
    // ------------------------------------------------------------ packer
    is(P_START) {
      when(lrTail - lrHead >= lrSlots) { stallLr := True }
        .elsewhen(cqFree < 2) { stallCq := True }
        .otherwise {
          pos := 64; ops := 0; commit := False; wordIdx := 0
          recFlags := ((records === 0) ? U(Jolt.REC_FIRST, 16 bits) | U(0, 16 bits)) |
            ((offset =/= 0) ? U(Jolt.REC_CONT, 16 bits) | U(0, 16 bits))
          crc.io.clear := True
          state := P_FETCH
        }
    }
    is(P_FETCH) {
      when(entry === keyTable.io.used) { state := P_COMMIT }
        .otherwise { keyTable.io.rdEn := True; keyTable.io.rdAddr := entry.resized; state := P_READ }
    }
    is(P_READ) {
      when(keyTable.io.rdDead) { entry := entry + 1; state := P_FETCH }
        .otherwise {
          eType := keyTable.io.rdData.itemType; eKey := keyTable.io.rdData.key
          eLen := keyTable.io.rdData.len; eAddr := keyTable.io.rdData.addr
          state := P_PREP
        }
    }
    is(P_PREP) {
      rest := eLen - offset
      spaceR := space
      state := P_DECIDE
    }
    is(P_DECIDE) {
      val cont = (offset =/= 0) ? U(Jolt.OPF_CONT, 8 bits) | U(0, 8 bits)
      when(need <= spaceR) {
        opLen := rest; opFlags := cont; opWhole := True; state := P_CMD
      } elsewhen (spaceR >= 24) {
        opLen := (spaceR - 16).resized; opFlags := cont | Jolt.OPF_MORE; opWhole := False; state := P_CMD
      } otherwise { state := P_PAD; recLen := pos - 64 }
    }
    is(P_CMD) {
      reader.io.cmd.valid := opLen =/= 0
      when(opLen === 0 || reader.io.cmd.ready) { state := P_HDR0 }
    }
    is(P_HDR0) {
      bodyWord(opLen.resize(32).asBits ## B(0, 16 bits) ## opFlags ## eType)
      when(emitted) { state := P_HDR1 }
    }
    is(P_HDR1) {
      bodyWord(eKey)
      when(emitted) { state := (opLen === 0) ? P_OPDONE | P_PAY }
    }
    is(P_PAY) {
      emit.valid := reader.io.out.valid
      emit.w.data := reader.io.out.fragment
      reader.io.out.ready := emit.ready
      when(emitted) {
        pos := pos + 8
        when(reader.io.out.last) { state := P_OPDONE }
      }
    }
    is(P_OPDONE) {
      ops := ops + 1
      ctrInc(5) := opLen.resized
      when(opWhole) {
        ctrInc(4) := 1
        items := items + 1; entry := entry + 1; offset := 0
        state := P_FETCH
      } otherwise {
        offset := offset + opLen
        recLen := pos - 64
        state := P_PAD
      }
    }
    is(P_COMMIT) {
      when(wordIdx === 0 && space < 32) { state := P_PAD; recLen := pos - 64 }
        .otherwise {
          val w = Vec(Bits(64 bits), 4)
          w(0) := B(16, 32 bits) ## B(0, 24 bits) ## B(0xc0, 8 bits)
          w(1) := seq.asBits; w(2) := items.asBits; w(3) := B(0, 32 bits) ## (records + 1).asBits
          bodyWord(w(wordIdx(1 downto 0)))
          when(emitted) {
            wordIdx := wordIdx + 1
            when(wordIdx === 3) {
              wordIdx := 0; ops := ops + 1; commit := True
              recLen := pos + 8 - 64
              state := P_PAD
            }
          }
        }
    }
    is(P_PAD) {
      when(pos(11 downto 0) === 0) { state := P_HCRC; wordIdx := 0 }
        .otherwise { bodyWord(B(0, 64 bits)) }
    }
    is(P_HCRC) {
      emit.valid := True
      emit.toWriter := False
      emit.w.data := hdr(wordIdx)
      when(emitted) {
        wordIdx := wordIdx + 1
        when(wordIdx === 7) { state := P_HWAIT }
      }
    }
    is(P_HWAIT) {
      when(!ep.valid && !crc.io.busy) { state := P_HWR; wordIdx := 0 }
    }
    is(P_HWR) {
      emit.valid := True
      emit.toCrc := False
      emit.w.addr := slotBase
      emit.w.first := wordIdx === 0
      emit.w.last := wordIdx === 7
      emit.w.data := (wordIdx === 7) ? (crc.io.crc ## B(0, 32 bits)) | hdr(wordIdx)
      when(emitted) {
        wordIdx := wordIdx + 1
        when(wordIdx === 7) { state := P_DRAIN }
      }
    }
    is(P_DRAIN) {
      when(!ep.valid && writer.io.idle) {
        when(records === 0) { pushFirstLsn := lsn }
        completion(Jolt.CPL_RECORD, U(0), recFlags | (commit ? U(Jolt.REC_COMMIT, 16 bits) | U(0, 16 bits)),
          pushTag, lsn, seq, slotIdx, blocks, commit ? P_CPLCP() | P_START())
        lsn := lsnNext
        lrTail := lrTail + 1
        records := records + 1
        ctrInc(6) := 1
        when(slotIdx + 1 === lrSlots) { slotIdx := 0; slotBase := lrBase }
          .otherwise { slotIdx := slotIdx + 1; slotBase := slotBase + rsize }
      }
    }
    is(P_CPLCP) {
      completion(Jolt.CPL_CHECKPOINT, U(0), pushAuto.asUInt, pushTag, pushFirstLsn, seq, records, U(0),
        busError ? P_BUSERR() | IDLE())
      ctrInc(7) := 1
      ctrInc(8) := pushAuto.asUInt.resized
      seq := seq + 1
      keyTable.io.clear := True
    }
  }

  // BUS_ERROR: after the checkpoint's completions, one ERROR naming the push
  // (its tag, and the index of the PUSH or TX_END descriptor)
  when(state === P_BUSERR) {
    completion(Jolt.CPL_ERROR, U(7), U(0), pushTag, U(0), pushIndex, U(0), U(0), IDLE())
    busError := False
    ctrInc(9) := 1
  }

  stBusy := state =/= IDLE || keyTable.io.busy || !writer.io.idle
  stIdle := state === IDLE && !keyTable.io.busy && writer.io.idle && fetcher.io.idle && sqHead === sqTail

  when(resetPulse) {
    state := IDLE; started := False
    sqHead := 0; cqTail := 0; cqPhase := True; lrTail := 0; descIndex := 0; txItems := 0
    sqTail := 0; cqHead := 0; lrHead := 0; busError := False
    counters.foreach(_ := 0)
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
  AxiLite4SpecRenamer(io.s_axil)
  Axi4SpecRenamer(io.m_axi)
}
