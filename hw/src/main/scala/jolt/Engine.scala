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
  * A push runs the packer, which is the soft engine's pack_record() split
  * in two machines that run side by side (hw/README.md, "The pipeline"):
  * the planner walks the table from the current entry, skipping dead
  * entries, decides each op against the record's room (whole, split, or the
  * record's close, with the commit op if it fits), asks PayloadReader for the
  * op's payload and queues the op's plan; the emitter takes the plans in
  * order and writes each op (16-byte header, then the payload words as they
  * come, zero padded) straight to the record's slot as 64-byte AXI bursts,
  * every word passing through the pipelined CRC32C. So the next ops' table
  * reads and payload reads overlap the current op's payload. For each
  * record the engine first waits for a log-buffer slot and two completion
  * slots; when the record closes, the body is padded to a block with zeros,
  * the 64-byte header is fed through the CRC (crc field zero), and only
  * then written, crc included, to the slot's first 64 bytes (log-format
  * 3.3: body first, header last). After every write of the record was
  * answered, the RECORD completion is written, then, after the last
  * record, the CHECKPOINT completion.
  *
  * A bus error (SLVERR/DECERR on any R beat or B) is never followed by a
  * completion that claims what it touched: the engine writes one ERROR
  * BUS_ERROR where the next completion would go and stops in FAULT until
  * RESET (engine-interface 6; hw/README.md, "Bus errors, RESET, counters").
  *
  * Nothing of a record is buffered on chip beyond a few words: the RAMs are
  * the item table, the key index, the descriptor queue, the plan and
  * payload FIFOs and the write FIFOs.
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
      CPL_WAIT, CPL_WORDS, FAULT = newElement()
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

/** The descriptor checks of docs/engine-interface.md 4, in one place: each
  * rule is a test of the descriptor's flags (its opcode's among them) and
  * the error code; of the rules that hold, the first in this order is
  * reported. The tests are made as the descriptor enters the fetcher's
  * queue (DescFetcher). The transaction limit (TX_TOO_LONG) depends on the
  * items of the transaction so far, known only in CHECK: its test there is
  * only "an ITEM", joined with the limit by `withTxLimit`. */
object CheckRules {
  case class Rule(code: Int, test: DescFlags => Bool, txLimit: Boolean = false)
  val rules = Seq(
    Rule(ErrorCode.BAD_OPCODE, f => !(f.isItem || f.isTxEnd || f.isPush)),
    Rule(ErrorCode.BAD_RESERVED, f => f.isItem && f.resItem),
    Rule(ErrorCode.BAD_TYPE, f => f.isItem && f.badType),
    Rule(ErrorCode.PAYLOAD_TOO_BIG, f => f.isItem && f.tooBig),
    Rule(ErrorCode.BAD_ADDRESS, f => f.isItem && !f.inWindow),
    Rule(ErrorCode.TX_TOO_LONG, f => f.isItem, txLimit = true),
    Rule(ErrorCode.BAD_RESERVED, f => f.isTxEnd && (f.resPush || f.keyNonZero)),
    Rule(ErrorCode.BAD_RESERVED, f => f.isPush && f.resPush))
  val count = rules.size
  /** every rule's test (a bit each, in order) */
  def tests(f: DescFlags): Bits = Vec(rules.map(_.test(f))).asBits // (rule i: bit i)
  /** the tests with the transaction limit joined in: the rules that hold */
  def withTxLimit(t: Bits, txFull: Bool): Bits =
    Vec(rules.zipWithIndex.map { case (r, i) => if (r.txLimit) t(i) && txFull else t(i) }).asBits
  /** whether a rule other than the transaction limit holds */
  def others(t: Bits): Bool = rules.zipWithIndex.filterNot(_._1.txLimit).map { case (_, i) => t(i) }.reduce(_ || _)
  /** the code of the first rule that holds (0 if none) */
  def code(hits: Bits): UInt =
    rules.zipWithIndex.reverse.foldLeft(U(0, 8 bits)) { case (acc, (r, i)) => hits(i) ? U(r.code, 8 bits) | acc }
}

case class JoltCore(c: JoltConfig) extends Component {
  import EngineState._
  val io = new Bundle {
    val ctrl = slave(AxiLite4(AxiLite4Config(12, 32)))
    val mem = master(Axi4(c.coreAxi))
  }

  // the registers, their port, the counters and the configuration checks
  val regs = new EngineRegs(c, io.ctrl)
  import regs._

  // ---------------------------------------------------------------- blocks
  val keyTable = KeyTable(c)
  val fetcher = DescFetcher(c, 0)
  // (descPrefetch: the reader's reads limited by the payload FIFO's room)
  val reader = PayloadReader(c, 1, zeroErrors = false, credits = if (c.descPrefetch) c.payloadDepth else 0) // zeroed at the R register below
  // the payload words, registered both ways on their way to the emitter,
  // through a FIFO that takes R's beats while the emitter writes an op's
  // header words (without it R pauses two cycles an op)
  // (descPrefetch: the reader's words are never refused, and come out of
  // its registers, a LUT ahead of the FIFO's block RAM write)
  val payloadIn = if (c.descPrefetch) reader.io.out else reader.io.out.s2mPipe()
  // (descPrefetch: in block RAM, its words out of registers, BramFifo)
  // (credits: the reader's words are never refused, so the FIFO's push
  // has no READY: `refuses` false, its room checked in simulation)
  val payloadFifo = (c.payloadDepth > 0) generate BramFifo(65, c.payloadDepth, c.ecp5Rams, refuses = !c.descPrefetch)
  val payload = (if (c.payloadDepth > 0) {
    payloadFifo.io.push << payloadIn.translateWith(payloadIn.payload.asBits)
    payloadFifo.io.pop.translateWith(payloadFifo.io.pop.payload.as(Fragment(Bits(64 bits))))
  } else payloadIn).m2sPipe()
  reader.io.freed := payload.fire
  val writer = ChunkWriter(c)
  val crc = Crc32c()

  // AR: each requester behind a full slice (its ready and its request
  // registered: the choice's select is a register), the fetcher, placed
  // far from the port, behind two (registers at both ends of the way, both
  // ways); then a registered choice whose register is the port's AR:
  // payload reads first, or in turns with arRoundRobin (so that
  // descriptors for the next checkpoint are fetched while the planner
  // keeps the payload reader's AR busy)
  val arChoice = ArChoice(c, c.arRoundRobin)
  arChoice.io.in(0) << reader.io.ar.s2mPipe().m2sPipe()
  arChoice.io.in(1) << fetcher.io.ar.s2mPipe().m2sPipe().s2mPipe().m2sPipe()
  // VALID low while in reset (AXI4 A3.1.2): the register slices' valid
  // flip-flops hold their reset value only after the first reset edge
  val inReset = ClockDomain.current.isResetActive
  io.mem.ar << arChoice.io.out.continueWhen(!inReset)
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
  import fsm.{at, in, goto, atCopy, oneHot}
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

  // a RESET written and not yet taken (it waits until the engine is quiet:
  // `resetPulse` below); while it waits, in FAULT, and until the
  // configuration checks have passed every write but the doorbells' (ENABLE
  // refused a cycle after `settled` otherwise), no descriptor is fetched or
  // taken
  val resetAsk = RegInit(False)
  val runNext = enable && started && settled && cfgOk && !resetAsk && !at(FAULT)
  val run = RegNext(runNext) init (False) // ENABLE seen a cycle late
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

  // the descriptor being processed
  val dc = Reg(DescChecked())
  // (the transaction limit's copies, static while running: txFullCheck)
  val maxTxSmall = RegNext(maxTxC(31 downto c.usedBits) === 0)
  val maxTxLow = RegNext(maxTxC(c.usedBits - 1 downto 0))
  val maxTxLowM1 = RegNext(maxTxLow - 1); val maxTxLowZero = RegNext(maxTxLow === 0)
  val d = dc.d
  val (dType, dLen, dKey, dAddr, dTag) = (d.itemType, d.len, d.key, d.addr, d.tag)
  // the opcode and the rules' tests, made in the fetcher (all but the
  // transaction limit's, which moves with txItems: CHECK)
  val (isItem, isTxEnd) = (dc.f.isItem, dc.f.isTxEnd)
  val codeR = Reg(UInt(8 bits)); val codeBad = Reg(Bool())

  keyTable.io.item.valid := False
  keyTable.io.item.itemType := dType
  keyTable.io.item.key := dKey
  keyTable.io.item.len := dLen.resized
  keyTable.io.item.addr := dAddr
  keyTable.io.clear := resetPulse
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
  val cplNexts = Seq(IDLE, P_START0, P_CPLCP, FAULT)
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
  val cqMoved2 = RegNext(cqMoved1, False); val cqMoved3 = RegNext(cqMoved2, False)
  val cqFresh = !cqMoved1 && !cqMoved2 && !cqMoved3
  val lrUsed = RegNext(lrTail - lrHead)
  // P_START's tests, each compare in two steps (Timing.leReg), so fresh a
  // cycle after cqRoom: `cqTightFresh` (from a register of its own: cqMoved1
  // has ~100 loads) is cqFresh a cycle longer, no completion written in the
  // four cycles before. P_START waits for it before it tests lrFull as
  // well: a record (lrTail's move) is always followed by its completion.
  val lrFull = Timing.leReg(lrSlotsC, lrUsed)
  val cqTight = Timing.leReg(cqMask, cqUsed) // fewer than 2 entries free
  val cqTightFresh = RegNext(!cqMoved && cqFresh, True)
  val cqRoom = RegNext(cqUsed < cqSize)     // CPL_WAIT's test
  // CPL_WAIT's go and stall from registers: the ring's tests as of the
  // cycle before, when they were fresh (CPL_WAIT never follows the
  // CPL_WORDS that moved cqTail, and cqHead moves only towards more room)
  val cplGo = RegNext(cqFresh && cqRoom, False)
  val cplFull = RegNext(cqFresh && !cqRoom, False)

  // push state (the soft engine's struct push)
  val pushAuto = Reg(Bool()); val pushTag = Reg(Bits(32 bits))
  // A bus error (engine-interface 6): a payload read's R or any write's B
  // answered SLVERR/DECERR. Seen two cycles after the beat, before any test
  // of it: P_DRAIN decides after every write was answered (`writer.io.idle`,
  // itself two cycles after the last B), CPL_WAIT's checked completions and
  // IDLE after `writesDone`, three; a payload word reaches the record's end
  // long after its beat. A descriptor read's error
  // travels with the descriptor instead (DescFlags.readError: it fails
  // that descriptor, not the checkpoint being packed while it was
  // prefetched). Cleared by RESET only.
  val busError = RegInit(False)
  when(RegNext(reader.io.busError || io.mem.b.fire && io.mem.b.resp =/= 0, False)) { busError := True }
  // (as RESET is taken: clear by the time IDLE, which RESET enters, could
  // test it)
  when(resetPulse) { busError := False }
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
  // quasi-static; maxTx <= capacity while running (else refused), so it
  // fits the table's count
  val roomForTx = RegNext((U(c.capacity, 32 bits) - maxTx).resize(c.usedBits))
  val tableTooFull = RegNext(usedR > roomForTx) // a maximal transaction would not fit (2.3)
  // TX_END need not wait for the table to drain when even a bound on `used`
  // passes the capacity rule: items still in the pipeline, and those that
  // usedR (three cycles behind `used`, which moves in stage D, the sixth)
  // does not count yet, are fewer than TX_SLACK, since at most one item
  // enters a cycle and none after TX_END's CHECK (so the exact test would
  // not push either)
  val TX_SLACK = 32
  val usedBound = RegNext(usedR.resize(c.usedBits + 1) + TX_SLACK)
  val txEndSafe = RegNext(usedBound <= roomForTx.resize(c.usedBits + 1)) && Bool(c.txEndAhead)
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
  // The table is read in every cycle of Q_FETCH (the entry) and of Q_CMD
  // (the next entry, ahead of the op's handshake: read again in every cycle
  // until it is taken, the same word): the read's enable and address are
  // the planner's state flip-flops, never the handshake's decision. The
  // word a read of Q_FETCH or Q_CMD's last cycle gives is out in Q_READ
  // (the table's next dead bit a cycle after the advance, in Q_READ0).
  val readNext = Bool()
  keyTable.io.rdAddr := (readNext ? entryNext | entry).resized
  val records = Reg(UInt(32 bits)); val items = Reg(UInt(c.usedBits bits)); val pushFirstLsn = Reg(UInt(64 bits))
  // record state
  val pos = Reg(UInt(19 bits)); val ops = Reg(UInt(32 bits)); val recFlags = Reg(UInt(16 bits))
  val commit = Reg(Bool()); val recLen = Reg(UInt(19 bits))
  // the plans, from the planner to the emitter (see the planner below)
  // (planIn and the payload read command each behind a slice whose ready
  // is a register: Q_CMD's handshake is a LUT of flip-flops)
  val planIn = Stream(OpPlan(c))
  val planFifo = StreamFifo(OpPlan(c), c.planDepth, forFMax = true)
  planFifo.io.push << planIn.s2mPipe().m2sPipe()
  // (the FIFO's pop behind a slice too: the emitter's take, late in P_PAY,
  // ends at the output register, not in the FIFO's read logic)
  val planS = planFifo.io.pop.s2mPipe()
  val planQ = planS.m2sPipe()
  // planQ.close as it will be next cycle (the slice's register loads
  // whenever it is empty or taken)
  val planCloseNext = (!planQ.valid || planQ.ready) ? planS.close | planQ.close
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
  // A full register slice: neither ready nor valid and data cross it
  // combinationally. Its first half (s2m) holds a word when the second
  // could not take it; its ready is `!emitHeld`, in two flip-flops: the
  // original for the state machines' decisions, a copy (`emitFree`, the
  // same value inverted, so that synthesis keeps it apart) for the slice's
  // own buffer and select and the word index (~350 loads that no decision
  // waits for).
  val emitHeld = RegInit(False)
  val emitBuf = Reg(OutWord())
  val emitS = Stream(OutWord())
  // (the slice's ready kept, so that heldNext's loads, the payload's take
  // among them, may take it last: abc made the take a LUT of heldNext's,
  // three from the far slice's VALID; keeping the offer too put the
  // states' OR of emit.valid four LUTs ahead of it)
  val heldNext = (emitHeld || emit.valid) && !Timing.kept(emitS.ready)
  emitHeld := heldNext
  val emitFree = RegNext(!heldNext) init (True)
  Kept.check(emitFree === !emitHeld, "the output slice's ready copy differs from it")
  emit.ready := !emitHeld
  val emitted = emit.ready
  val wordTaken = emitFree // (emit.ready, for the word index)
  emitS.valid := emit.valid || !emitFree
  emitS.payload := emitFree ? emit.payload | emitBuf
  when(emitFree) { emitBuf := emit.payload }
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
  // where the rest starts: the low half (with its carry) set in Q_PREP,
  // the high half in Q_DECIDE
  val cmdLo = Reg(UInt(33 bits)); val cmdHi = Reg(UInt(32 bits))
  val cmdAddr = cmdHi @@ cmdLo(31 downto 0)
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
  val wLastOh = Reg(Bits(8 bits)) // the last word's index, one-hot
  // the index of the word after the current one, one-hot (wHead's mux an
  // AND-OR: a binary 8-way mux took three LUT levels), in four copies, each
  // selecting a quarter of wHead's bits (their reset values differ only so
  // that yosys keeps them apart; a sequence's load sets them)
  val wNext = (0 until 4).map(k => Reg(Bits(8 bits)) init (1 << k))
  val wFirst, wLast = Reg(Bool()) // the current word is the first, the last
  val wHead = Reg(Bits(64 bits))  // the current word once the index has moved
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
  when(wordTaken) {
    wNext.foreach(n => n := n.rotateLeft(1)); wFirst := False; wLast := (wNext(0) & wLastOh).orR
    for (k <- 0 until 4) wHead(16 * k, 16 bits) := Timing.ohMux((0 until 8).map(i => wNext(k)(i) -> words(i)(16 * k, 16 bits)))
  }
  // The index is reset in the states that load a sequence, and in P_HWAIT
  // for the header's write, from copies of their flip-flops through a kept
  // net (without it the reset was built from the words' enables, LUTs
  // deep; a register of its own made from the states' next values loaded
  // their decisions further)
  when(Timing.kept(Seq(CPL_WAIT, P_NEXT, P_PAY, P_PAD, P_HWAIT).map(atCopy).reduce(_ || _))) {
    wNext.foreach(_ := B(2, 8 bits)); wFirst := True; wLast := False
  }
  // The loads (the words are 512 flip-flops; the states' own flip-flops
  // stay with the decisions): each source selected by a copy of its
  // state's flip-flop or, where the plan decides, by a register made from
  // the next values, in an AND-OR a word bit:
  // CPL_WAIT a completion; P_NEXT the plan's op header or the commit op;
  // P_PAY, in every cycle, the next op's header (the words are not emitted
  // there, and the index is reset): taken at the payload's end if the next
  // plan is an op, whose header then follows at once; P_PAD the record
  // header, in every cycle, its ops final from the second; P_COMMIT the
  // commit's counts again, in every cycle (`items` may move in the P_NEXT
  // before it: opDoneR; the counts are words 2 and 3, taken into wHead
  // from P_COMMIT's second cycle on).
  val load = new Area {
    // (the selects that depend on the plan, registers of their own: made
    // from the states' and the plan's next values)
    import fsm.{next => nx}
    // (CPL_WAIT's and P_PAD's copies each select 256 bits or more: words
    // 0 and 1 on the state's copy, the others on an inverted one)
    val cpl = atCopy(CPL_WAIT)
    val cplHi = !Kept(!at(CPL_WAIT), !nx(CPL_WAIT), "CPL_WAIT's load, inverted")
    val op = Kept(at(P_NEXT) && !planQ.close || at(P_PAY), nx(P_NEXT) && !planCloseNext || nx(P_PAY), "the op header's load")
    val commit = Kept(at(P_NEXT) && planQ.close, nx(P_NEXT) && planCloseNext, "the commit op's load")
    val counts = Kept(at(P_NEXT) && planQ.close || at(P_COMMIT), nx(P_NEXT) && planCloseNext || nx(P_COMMIT), "the commit counts' load")
    val hdrs = atCopy(P_PAD)
    val hdrsHi = !Kept(!at(P_PAD), !nx(P_PAD), "P_PAD's load, inverted")
    // (every sequence is two words or more: the index is reset with wLast low)
    require(commitWords.size == 4 && opWords.size == 2 && cplWords.size == 4 && hdr.size == 8)
    def pick(srcs: Seq[(Bool, Bits)]): Bits = if (srcs.size == 1) srcs.head._2 else Timing.ohMux(srcs)
    // each word's enable, the OR of its selects (one LUT) on a kept net,
    // which wLastOh's load shares: with an OR of its own, synthesis built
    // the words' enable from that one's LUTs, three levels ahead of a
    // 64-bit enable's route (a register made from the next values instead
    // was deeper still: those are the decisions')
    val lo = Timing.kept(cpl || op || commit || hdrs)
    val mid = Timing.kept(cplHi || counts || hdrsHi)
    for (i <- 0 until 8) {
      val srcs = (if (i < 2) Seq(cpl -> cplWords(i)) else if (i < 4) Seq(cplHi -> cplWords(i)) else Nil) ++
        (if (i < 2) Seq(op -> opWords(i), commit -> commitWords(i)) else if (i < 4) Seq(counts -> commitWords(i)) else Nil) ++
        Seq((if (i < 2) hdrs else hdrsHi) -> hdr(i))
      when(if (i < 2) lo else if (i < 4) mid else hdrsHi) { words(i) := pick(srcs) }
    }
    // (the selects are one-hot: their states differ)
    def lastOh(words: Int) = B(1 << (words - 1), 8 bits)
    when(lo) {
      wLastOh := cpl ? lastOh(cplWords.size) | (op ? lastOh(opWords.size) |
        (commit ? lastOh(commitWords.size) | lastOh(hdr.size)))
    }
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

  // (through a register: the reader's plan, a beat count's carry chain,
  // then starts from registers, not from a slice's mux; a cycle more a
  // command costs 0.03% of the small items' cycles)
  val readCmd = Stream(ReadCmd(c))
  reader.io.cmd << readCmd.m2sPipe()
  readCmd.valid := False
  readCmd.addr := cmdAddr
  readCmd.len := pLen
  // the payload's take, P_PAY's emit.ready, from a register of its own:
  // the payload FIFO's pop, not the states' decisions
  payload.ready := Kept(at(P_PAY) && !emitHeld, fsm.next(P_PAY) && !heldNext, "the payload's take")

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
    when(atEnd) { planner.goto(Q_END) } elsewhen (mayPlan) { planner.goto(Q_READ0) }
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
    cmdLo := eAddr(31 downto 0) +^ offset
    planner.goto(Q_DECIDE)
  }
  planner.in(Q_DECIDE) {
    cmdHi := eAddr(63 downto 32) + cmdLo(32).asUInt
    val cont = (offset =/= 0) ? U(OpFlag.CONT, 8 bits) | U(0, 8 bits)
    when(fits) {
      pLen := rest; pEmpty := restZero; pFlags := cont; pWhole := True; pNeed := need.resized; planner.goto(Q_CMD)
    } elsewhen (roomForPart) {
      pLen := (room - 16).resized; pEmpty := False; pFlags := cont | OpFlag.MORE; pWhole := False; pNeed := room
      planner.goto(Q_CMD)
    } otherwise { planner.goto(Q_CLOSE) }
  }
  // Q_CMD's handshake from one register, `cmdGo`: both slices ready (the
  // read command's only for an op with payload) as of the cycle before,
  // with pEmpty as it is next (Q_DECIDE sets it; (fits, restZero) whenever
  // Q_CMD follows). Only the planner fills the slices, in Q_CMD (left as it
  // goes), Q_END and Q_CLOSE, so what was ready in the cycle before a
  // Q_CMD still is: the entry's advance and the op's counts load on
  // flip-flops, not on the slices' READY.
  val pEmptyNext = planner.at(Q_DECIDE) ? (fits && restZero) | pEmpty
  val cmdGo = RegNext(planIn.ready && (pEmptyNext || readCmd.ready), False)
  Kept.check(!(planner.at(Q_CMD) && cmdGo) || planIn.ready && (pEmpty || readCmd.ready),
    "Q_CMD went with a slice that had no room")
  planner.in(Q_CMD) { // the read command and the plan go together
    readCmd.valid := !pEmpty && cmdGo
    planIn.valid := cmdGo
    when(cmdGo) {
      room := room - pNeed
      when(pWhole) {
        nextEntry(); offset := 0
        // the next entry's read at once, unless this was the last
        when(entryIsLast || Bool(!c.planAhead)) { planner.goto(Q_FETCH) } otherwise {
          needBias := 23; planner.goto(Q_READ0)
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
  // descPrefetch: while the planner has ops to read, descriptor reads wait
  // until the payload FIFO holds prefetchStocked words (the payload R will
  // bring next is behind them: the FIFO keeps the emitter going meanwhile);
  // otherwise (a checkpoint's start, a record's close, the descriptor
  // phase) they go as the fetcher asks
  fetcher.io.hold := (if (c.descPrefetch)
    RegNext(!planner.at(Q_IDLE) && payloadFifo.io.occupancy < c.prefetchStocked, False) else False)
  keyTable.io.rdEn := planner.at(Q_FETCH) || planner.at(Q_CMD)
  readNext := planner.atCopy(Q_CMD)
  when(RegNext(resetPulse) init (True)) { planner.state := planner.oneHot(Q_IDLE) }
  // An op emitted: its counts move a cycle later, from one register (the
  // payload's last word is decided late in P_PAY; ops, items and the
  // counters are ~100 loads). opLen and opWhole are still the op's then:
  // the next plan's fields load in that cycle at the soonest (P_NEXT, or
  // `chained`). Read: ops in P_PAD, items in P_COMMIT, each two cycles on
  // at the soonest.
  val opDoneNow = Bool()
  opDoneNow := False
  def opDone(): Unit = opDoneNow := True
  val opDoneR = RegNext(opDoneNow, False)
  // (the commit op is counted a cycle after P_NEXT takes its plan: P_COMMIT
  // takes four cycles or more, opDoneR came in P_NEXT's first)
  val commitTaken = RegNext(at(P_NEXT) && planQ.valid && planQ.close && planQ.commit, False)
  Kept.check(!(opDoneR && commitTaken), "an op and the commit op counted in one cycle")
  when(opDoneR || commitTaken) { ops := ops + 1 }
  when(opDoneR) {
    ctrInc(Counters.BYTES_PACKED) := opLen.resized
    when(opWhole) { ctrInc(Counters.ITEMS_OUT) := 1; items := items + 1 }
  }
  // P_PAY went straight on to the next op's header (planAhead): that plan is
  // taken from the queue a cycle later, in P_HDR0's first cycle, from this
  // register (the queue's slices and the op's fields are ~130 loads); it
  // stays at the queue's head until then, and P_NEXT, which takes the next,
  // comes two cycles later at the soonest
  val chainNow = Bool()
  chainNow := False
  val chained = RegNext(chainNow, False)
  when(chained) { opLen := planQ.len; opWhole := planQ.whole; opEmpty := planQ.empty }
  planQ.ready := atCopy(P_NEXT) || chained
  Kept.check(!chained || planQ.valid, "the chained plan left the queue's head")
  // the word out: the payload's in P_PAY, zero in P_PAD, else wOut (a mux
  // of six inputs, each a flip-flop)
  emit.w.data := atCopy(P_PAY) ? payload.fragment | (atCopy(P_PAD) ? B(0, 64 bits) | wOut)

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
  // seq + 1 from registers, in halves (a 64-bit carry chain missed 6.67
  // ns): seq moves at P_CPLCP and at the start, a checkpoint apart
  val seqPlus1 = Timing.addInHalves(seq, U(1, 1 bits)).resize(64)
  Kept.check(!at(P_CPLCP) || seqPlus1 === seq + 1, "seq + 1 not settled at P_CPLCP")
  val drainDoneNext = at(P_DRAIN) && !drainDone && outEmpty && writer.io.idle
  drainDone := RegNext(drainDoneNext, False) // (one cycle: acts once)
  // (a copy for the slot's 96 flip-flops, whose enable it is)
  val drainDoneSlot = Kept(drainDone, drainDoneNext, "drainDone for the slot")

  // The next descriptor is offered in IDLE and in the DECODE of an ITEM
  // that passed its checks (descAhead). Whether this cycle offers is
  // decided a cycle ahead, into `offer` (from IDLE's next value and, in
  // CHECK, from the verdict that becomes codeBad), so a descriptor taken is
  // one LUT of registers, and the descriptor's registers load in every
  // offering cycle on a kept copy of it (`offerLoad`, ~300 loads). IDLE
  // entered from a completion's last word offers from its second cycle
  // (one cycle a checkpoint: that entry hangs on the output slice's ready).
  val itemOk = Bool() // in CHECK: the descriptor is an ITEM that passes (DECODE will offer)
  itemOk := False
  val offerNext = Bool()
  val offer = RegNext(offerNext) init (False) // (run is low for many cycles after a reset)
  val offerLoad = Kept(offer, offerNext, "the descriptor offer")
  val offers = at(IDLE) || at(DECODE) && !codeBad && isItem && Bool(c.descAhead)
  Kept.check(!offer || offers, "offer outside IDLE and an ITEM's DECODE")
  Kept.check(offer || !offers || RegNext(at(CPL_WORDS), False), "no offer in IDLE or an ITEM's DECODE")
  descIn.ready := run && tableReady && offer
  // (the fetcher's copy for its queue's read address: the AND a cycle ahead)
  fetcher.io.readyCopy := Kept(descIn.ready, runNext && keyTable.io.ready && offerNext, "the descriptor READY")
  when(offerLoad) {
    dc := descIn.payload
  }
  // every write answered, from a register (three cycles or more after the
  // last B: busError is then as that B left it)
  val writesDone = RegNext(outEmpty && writer.io.idle, False)
  // (IDLE reports a bus error that no completion after it would: the B
  // of the last one; not while a RESET waits, which then takes the engine)
  val busErrorIdle = RegNext(busError && outEmpty && writer.io.idle && !resetAsk, False)
  in(IDLE) {
    // (and not as the RESET write lands: busErrorIdle is a cycle behind it,
    // and a RESET may be taken in the next cycle, cutting P_BUSERR short)
    when(descIn.fire) { goto(CHECK) } elsewhen (busErrorIdle && !resetWrite && !resetAsk) { goto(P_BUSERR) }
  }
  // The transaction limit's test, made in the cycle before CHECK: that is
  // IDLE (txItems as it is) or DECODE, whose ITEM counts one more
  // (in DECODE: txItems + 1 >= maxTxLow as one carry chain, against
  // maxTxLow - 1; the bound is chosen a cycle ahead, from DECODE's next
  // value, so the test is a carry chain and a LUT: choosing after two
  // chains missed 6.67 ns)
  val decodeNext = fsm.state.getAheadValue()(DECODE.position)
  val txBound = RegNext(decodeNext ? maxTxLowM1 | maxTxLow)
  val txBoundWrapped = RegNext(decodeNext && maxTxLowZero) // (maxTxLow - 1 wrapped: full at once)
  val txFullCheck = RegNext(maxTxSmall && (txBoundWrapped || txItems >= txBound))
  // (at CHECK, where it is read: the limit is static while running)
  Kept.check(!at(CHECK) || txFullCheck === RegNext(maxTxSmall &&
    (at(DECODE) ? (maxTxLowZero || txItems >= maxTxLowM1) | txItems >= maxTxLow)), "the transaction limit's test")
  in(CHECK) { // DECODE's tests, registered
    val hits = CheckRules.withTxLimit(dc.f.hits, txFullCheck)
    codeR := CheckRules.code(hits); codeBad := hits.orR || dc.f.readError
    // (an ITEM: its only test beside the others is the limit's)
    itemOk := isItem && !dc.f.others && !txFullCheck && !dc.f.readError
    goto(DECODE)
  }
  in(DECODE) {
    when(codeBad) {
      when(dc.f.readError) { goto(P_BUSERR) } otherwise {
        completion(oneHot(IDLE))
        ctrInc(Counters.ERRORS) := 1
        consume()
      }
    } elsewhen (isItem) {
      keyTable.io.item.valid := True
      txItems := txItems + 1
      consume()
      // (descIn fires here only when `offer`: an ITEM that passed)
      if (c.descAhead) { when(descIn.fire) { goto(CHECK) } otherwise { goto(IDLE) } }
      else goto(IDLE)
    } elsewhen (isTxEnd) {
      goto(TXEND)
    } otherwise {
      goto(PUSH)
    }
  }
  in(TXEND) {
    when(tableIdle || txEndSafe) {
      txItems := 0
      consume()
      when(tableTooFull && !txEndSafe) { startPush(True) } otherwise { goto(IDLE) }
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
  when(RegNext(at(PUSH) && tableIdle && dc.f.keyNonZero, False)) { tailLsn := dKey.asUInt }
  // the completions of DECODE (a bad descriptor's ERROR) and of PUSH (an
  // empty push's CHECKPOINT) come after writes that nothing checked: they
  // wait for every write to be answered, and are replaced by the ERROR
  // after a bus error (the others follow P_DRAIN, which checked)
  val cplCheck = RegNextWhen(at(DECODE) || at(PUSH), !at(CPL_WAIT)) init (False)
  in(CPL_WAIT) {
    when(cplGo && (!cplCheck || writesDone)) {
      when(cplCheck && busError) { goto(P_BUSERR) } otherwise { goto(CPL_WORDS) }
    } elsewhen (cplFull) { stallCq := True }
  }
  // RESET of the state and the engine's ring indices from a copy of resetR
  // made beside them; of the doorbells (each by its loads: the fetcher, the
  // CQ and the log ring's tests), from a third copy: resetR's own loads are
  // by the bus and the fetcher (resetR alone reached ~250 flip-flops on all
  // sides over 3-4 ns routes)
  val resetIdx = Kept(resetR, resetPulse, "RESET for the state and the engine's ring indices")
  // the completion's target, one flag each, registered from CPL_WORDS and
  // cplNext (low after a RESET): with wLast, which falls as the last word
  // leaves, a flag is the leave to its target, so the entry waits on the
  // output slice's ready through one LUT of registers (through the state,
  // wLast and cplNext it took three)
  val cplTo = cplNexts.map(t => RegNext(at(CPL_WORDS) && cplNext(t.position) && !resetIdx) init (False))
  for ((t, to) <- cplNexts.zip(cplTo))
    Kept.check((to && wLast) === (at(CPL_WORDS) && wLast && cplNext(t.position)), s"the completion's leave to ${t.getName()}")
  in(CPL_WORDS) {
    wordOut()
    emit.toCrc := False
    emit.w.beats := cplWords.size
    emit.w.first := wFirst
    emit.w.last := wLast
    when(emitted) {
      when(wLast) {
        cqMoved := True
        fsm.gotoAhead(cplTo, cplNexts, wLast && emitted)
      }
    }
  }
  // ------------------------------------------------------------ packer
  in(P_BEGIN) {
    pushTag := dTag; pushFirstLsn := lsn // (lsn moves only after a record)
    entry := 0; entryNext := 1; atEnd := False; offset := 0; records := 0; items := 0
    keyTable.io.rdRestart := True
    goto(P_START0)
  }
  in(P_START0) { goto(P_START1) }
  in(P_START1) { goto(P_START) }
  in(P_START) {
    when(!cqTightFresh) {} // (the record's completion moved cqTail just now)
      .elsewhen(lrFull) { stallLr := True }
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
    val q = planQ.payload // (taken in every cycle of P_NEXT: planQ.ready below)
    opLen := q.len; opWhole := q.whole; opEmpty := q.empty
    when(planQ.valid) {
      when(!q.close) { goto(P_HDR0) } elsewhen (q.commit) { goto(P_COMMIT); commit := True } otherwise { goto(P_PAD) }
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
    emit.valid := payload.valid // (payload.ready: above)
    when(emitted && payload.valid) {
      advance()
      when(payload.last) {
        opDone()
        when(planQ.valid && !planQ.close && Bool(c.planAhead)) {
          chainNow := True
          goto(P_HDR0)
        } otherwise { goto(P_NEXT) }
      }
    }
  }
  in(P_COMMIT) { // (the commit op is counted as P_NEXT takes its plan: commitTaken)
    bodyWord()
    when(emitted) { when(wLast) { goto(P_PAD) } }
  }
  in(P_PAD) {
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
  // A record's RECORD completion only after every write before it was
  // answered OKAY and every payload read of the record too (the planner
  // reads a record's payloads only after its P_INIT, so nothing of the
  // next record is on its way); else the ERROR in its place. The
  // CHECKPOINT follows the last RECORD completion at once: if that one
  // was lost, the host does not see the CHECKPOINT either, and the ERROR
  // comes after it (IDLE, or the next completion).
  in(P_DRAIN) {
    when(drainDone) {
      when(busError) { goto(P_BUSERR) } otherwise { completion(commit ? oneHot(P_CPLCP) | oneHot(P_START0)) }
    }
  }
  in(P_CPLCP) {
    completion(oneHot(IDLE))
    ctrInc(Counters.CHECKPOINTS) := 1
    ctrInc(Counters.AUTO_PUSHES) := pushAuto.asUInt.resized
    seq := seqPlus1
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
      cplTag := (at(DECODE) || at(PUSH)) ? dTag | ((at(P_BUSERR)) ? B(0, 32 bits) | pushTag)
      cplLsn := record ? lsn | ((at(P_CPLCP)) ? pushFirstLsn | U(0, 64 bits))
      cplSeq := (at(DECODE)) ? descIndex | ((at(P_BUSERR)) ? cqTail.resize(64) | seq)
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
  }
  when(drainDoneSlot) { slotIdx := slotIdxAfter; slotBase := slotBaseAfter }

  // BUS_ERROR: one ERROR (tag 0, seq its own place in the ring: the
  // completions written before it), then FAULT until RESET
  Kept.check(!at(P_BUSERR) || cqFresh, "P_BUSERR before cqTail counted the last completion")
  in(P_BUSERR) {
    completion(oneHot(FAULT))
    ctrInc(Counters.ERRORS) := 1
  }

  // registered: a status read sees the engine as of a cycle before
  // (a counter's low half read: its high half latched, engine-interface 4)
  val liteRead = RegRead(busif, io.ctrl.ar, io.ctrl.r, settled, (0 until Counters.size).map(ctrLoAddr))
  val ctrReads = liteRead.reads
  for (i <- 0 until Counters.size) when(ctrReads(i)) { ctrHiLatch(i) := ctrHi(i) }

  // (each input registered where it is made: a snapshot a cycle older)
  val (idleR, tableBusyR, writerIdleR, fetcherIdleR) =
    (RegNext(at(IDLE), True), RegNext(keyTable.io.busy, False), RegNext(writer.io.idle, True), RegNext(fetcher.io.idle, True))
  // (the 32-bit compare in halves, a step each)
  val sqEmpty = RegNext(RegNext(sqHead(15 downto 0) === sqTail(15 downto 0), False) &&
    RegNext(sqHead(31 downto 16) === sqTail(31 downto 16), False), False)
  val faultR = RegNext(at(FAULT), False)
  stBusy := RegNext(!(idleR || faultR) || tableBusyR || !writerIdleR || faultR && !fetcherIdleR, False)
  stIdle := RegNext(idleR && !tableBusyR && writerIdleR && fetcherIdleR && sqEmpty && !RegNext(resetAsk, False), False)
  stFault := faultR

  // RESET: taken once the engine is quiet: IDLE (and not leaving it) or
  // FAULT, no descriptor taken (`run` low), the table's pipeline empty,
  // every write and descriptor read answered, for two cycles (so that no
  // state entered on the last of them is cut short: the engine-windows
  // proof found P_BUSERR entered as IDLE's last quiet cycle ended, then cut
  // by the RESET); until then `resetAsk` holds it and keeps descriptors
  // out. An engine that was disabled and idle takes it at once. (The
  // table's sweep may be cut short, as it always was: no item is in its
  // pipeline while it sweeps.)
  val quietNow = (at(IDLE) && !fsm.leave(IDLE.position) || at(FAULT)) && !run &&
    (!keyTable.io.busy || !keyTable.io.ready) && outEmpty && writer.io.idle && fetcher.io.idle
  val quiet = RegNext(quietNow, False) && RegNext(RegNext(quietNow, False), False)
  resetPulse := (resetWrite || resetAsk) && quiet
  when(resetWrite) { resetAsk := True }
  when(resetPulse) { resetAsk := False }

  fsm.close()
  when(resetIdx) { fsm.state := oneHot(IDLE) } // (after close: RESET's state wins)
  // the offer's next value: IDLE's, or CHECK going to an ITEM's DECODE
  // (fsm.enter leaves out the completion's entry, gotoAhead's: a test of
  // at(CPL_WORDS) here could not cancel it, and put the output slice's
  // ready three LUTs ahead of the fetcher's READY copy)
  offerNext := resetIdx || fsm.enter(IDLE.position) || at(IDLE) && !fsm.leave(IDLE.position) ||
    at(CHECK) && itemOk && Bool(c.descAhead)
  when(Kept.unreset(resetR, resetPulse, "RESET for the doorbells")) { sqTail := 0; cqHead := 0; lrHead := 0 }
  when(resetIdx) {
    started := False
    sqHead := 0; cqTail := 0; cqPhase := True; lrTail := 0; descIndex := 0; txItems := 0
  }
  // (a stage of its own for ~900 loads, two cycles after resetR: a copy
  // made a cycle after it would be merged with the fetcher's)
  when(RegNext(RegNext(resetR, False), False)) {
    ctrLo.foreach(_ := 0); ctrHi.foreach(_ := 0); ctrHiLatch.foreach(_ := 0)
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

