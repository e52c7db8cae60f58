package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axi._

/** x > y as the carry out of x + ~y (= x - y - 1 + 2^n): always a carry
  * chain (yosys may make a compare of LUTs, or share one chain between a
  * compare and its mirror image and test equality in LUTs). */
object Carry {
  def gt(x: UInt, y: UInt): Bool = gtInv(x, ~y)
  // the same with ~y given (kept in a register: no LUT before the chain)
  def gtInv(x: UInt, yInv: UInt): Bool = (x.resize(x.getWidth + 1) + yInv.resize(x.getWidth + 1)).msb
}

/** Payload gather: reads `len` bytes from any byte address and emits them as
  * ceil(len/8) 64-bit words, little-endian, the last one zero-padded (the
  * bytes after a payload in a record are zeros, whatever host memory holds).
  *
  * Reads are aligned 8-byte beats in INCR bursts of at most `maxReadBurst`
  * beats that never cross a 4 KiB boundary; a source not 8-aligned is
  * realigned by joining two consecutive beats. AR runs ahead of R (several
  * bursts outstanding); R is taken only as fast as `out` drains.
  */
case class ReadCmd(c: JoltConfig) extends Bundle {
  val addr = UInt(c.addrWidth bits)
  val len = UInt(c.lenBits bits)
}

case class PayloadReader(c: JoltConfig, id: Int, zeroErrors: Boolean = true, credits: Int = 0) extends Component {
  val io = new Bundle {
    val cmd = slave Stream (ReadCmd(c))
    val ar = master Stream (Axi4Ar(c.coreAxi))
    val r = slave Stream (Axi4R(c.coreAxi))
    val out = master Stream (Fragment(Bits(64 bits)))
    val busError = spinal.core.out Bool () // a beat came back with SLVERR/DECERR (its bytes read as zeros)
    val freed = in Bool () // (credits > 0) a word of `out` left the buffer behind it
  }
  val lw = c.lenBits - 2 // beats (and words) of a command
  val mrb = c.maxReadBurst
  require(isPow2(mrb) && mrb >= 2 && mrb <= 512 && c.addrWidth == 64)
  // (addr mod 8 + len + 7) / 8 as len / 8 plus 0..2, the latter from a
  // table of the six low bits: one carry chain, not two in series
  def beatsOf(addr: UInt, len: UInt): UInt = {
    val extra = Timing.constTable(addr(2 downto 0) @@ len(2 downto 0), (0 until 64).map(i => ((i >> 3) + (i & 7) + 7) / 8), 2)
    (len >> 3).resize(lw) + extra
  }

  // a command's counts, computed into a register before AR and R take it
  case class Plan() extends Bundle {
    val addr = UInt(c.addrWidth bits)
    val nonEmpty = Bool()
    val beats = UInt(lw bits)     // 8-byte beats to read
    val tail = Bool()             // not 8-aligned, and the last word's bytes all in the last beat
    val lastBytes = Bits(8 bits)  // the bytes of the last word that are payload
  }
  val plan = io.cmd.translateWith {
    val p = Plan()
    p.addr := io.cmd.addr
    p.nonEmpty := io.cmd.len =/= 0
    p.beats := beatsOf(io.cmd.addr, io.cmd.len)
    // byte k is payload if k < len mod 8 (all of them when that is 0)
    val off = io.cmd.addr(2 downto 0)
    val rem = io.cmd.len(2 downto 0)
    def payload(k: Int): Bool = if (k == 0) True else if (k == 7) rem === 0 else rem === 0 || rem > k
    p.lastBytes := Cat((0 until 8).map(payload))
    // off + (len mod 8, or 8) <= 8: as many words as beats
    p.tail := off =/= 0 && rem =/= 0 && (off +^ rem) <= 8
    p
  }.halfPipe() // (a command every second cycle at most, ops take more: the plan's load and io.cmd.ready are registers)
  val (toAr, toR) = StreamFork2(plan, synchronous = false)

  // AR side
  val arBusy = RegInit(False)
  val arValid = RegInit(False) // AR's VALID, from this register alone
  val arAddr = Reg(UInt(c.addrWidth bits))
  val arLeft = Reg(UInt(lw bits))
  val carryR = RegInit(False)  // the last burst ended at a 4 KiB boundary: bits 63..12 move on now
  toAr.ready := !arBusy
  // burst = min(beats left, beats to the 4 KiB boundary, maxReadBurst), less
  // one, from registers in two registered steps; a request waits two cycles
  // for a fresh value: (1) the beats to the boundary less one (511 - the
  // address / 8 within the page) clipped (kept inverted for the compare's
  // carry chain), the beats left less one (low bits) and whether their high
  // bits are not zero; (2) whether the beats left are the fewest (the last
  // burst), the burst less one
  val bw = log2Up(mrb)
  val pageM1 = ~arAddr(11 downto 3)
  val b0M1Inv = RegNext(~((pageM1 < mrb - 1) ? pageM1 | U(mrb - 1, 9 bits)).resize(bw + 1)) // ~b0M1
  val b0M1 = ~b0M1Inv(bw - 1 downto 0)
  val leftM1 = RegNext(arLeft(bw downto 0) - 1) // (arLeft >= 1 while busy)
  val leftBig = RegNext(arLeft(lw - 1 downto bw + 1) =/= 0)
  val fewest = !leftBig && !Carry.gtInv(leftM1, b0M1Inv)
  val burstM1 = RegNext(fewest ? leftM1(bw - 1 downto 0) | b0M1)
  val lastBurst = RegNext(fewest)
  // A request's effects (the next address, the beats left, the credits)
  // load a cycle after it, from `fired`: AR's READY is a slice's register
  // away, and those are ~100 loads (burstM1 and lastBurst are still the
  // request's then: their inputs move only with those loads)
  val fired = RegNext(io.ar.fire, False)
  // VALID from one register: arBusy and the cool-down (VALID rises three
  // cycles after a command was taken, four after a request, at the
  // earliest) as they will be next cycle (toAr fires only while not busy)
  val coolOk = RegNext(!(toAr.fire || io.ar.fire || fired)) init (True)
  val creditOk = Bool() // (credits, below)
  arValid := arBusy && !io.ar.fire && coolOk && creditOk
  io.ar.valid := arValid
  io.ar.addr := arAddr
  io.ar.id := id
  io.ar.len := burstM1.resized
  io.ar.size := 3
  io.ar.setBurstINCR()
  // the next address: bits 11..3 at once (+ burstM1 + 1, by a carry in of
  // one), bits 63..12 a cycle later if they carry, from their increment kept
  // ready in two registered 26-bit steps (as of two cycles before: they
  // last moved at least that long ago)
  val lowNext = ((arAddr(11 downto 3) @@ U"1") +^ (burstM1.resize(9) @@ U"1")) >> 1
  val hiInc = Timing.addInHalves(arAddr(63 downto 12), U(1)).resize(52)
  when(carryR) { arAddr(63 downto 12) := hiInc; carryR := False }
  when(fired) {
    arAddr(11 downto 3) := lowNext(8 downto 0)
    carryR := lowNext(9)
    arLeft := arLeft + ~burstM1.resize(lw) // - (burstM1 + 1)
    when(lastBurst) { arBusy := False }
  }
  when(toAr.fire) {
    arBusy := toAr.nonEmpty
    arAddr := toAr.addr(c.addrWidth - 1 downto 3) @@ U"000"
    arLeft := toAr.beats
    carryR := False
  }

  // R side. A command's words come in up to three modes, one-hot: PRIME
  // takes the first beat of a source not 8-aligned (no word); PASS gives a
  // word for each beat taken (from it and the beat before), `passes` times;
  // TAIL gives a last word from the last beat alone. Their flip-flops alone
  // make R's READY and `out`'s VALID. The command's counts for it are
  // computed into a register first (R needs them only when its first beat
  // comes), taken from there as soon as no mode is on.
  case class RPlan() extends Bundle {
    val nonEmpty, prime, tail = Bool()
    val passes = UInt(lw bits)
    val passesOne, passesNonZero, passesHiZero = Bool() // passes === 1, =/= 0, bits above 3 zero
    val lastBytes = Bits(8 bits)
    val offOh, upOh = Bits(8 bits)
  }
  val rpValid = RegInit(False) // (taken only when empty: its READY is a register)
  val rp = Reg(RPlan())
  toR.ready := !rpValid
  when(toR.fire) {
    rpValid := True
    val off = toR.addr(2 downto 0)
    val prime = off =/= 0
    val b = toR.beats // >= 1 when not empty; passes = beats - 1 when prime, else beats
    val bHiZero = b(lw - 1 downto 5) === 0
    val bLow = b(4 downto 0)
    rp.nonEmpty := toR.nonEmpty
    rp.prime := prime
    rp.tail := toR.tail
    rp.passes := b - prime.asUInt.resize(lw)
    rp.passesOne := bHiZero && (prime ? (bLow === 2) | (bLow === 1))
    rp.passesNonZero := !prime || !(bHiZero && bLow === 1)
    rp.passesHiZero := bHiZero && (!bLow(4) || prime && bLow === 16)
    rp.lastBytes := toR.lastBytes
    rp.offOh := UIntToOh(off) & B"11111110" // none when aligned: prevSh stays 0
    rp.upOh := UIntToOh(U(0, 3 bits) - off)
  }
  val PRIME, PASS, TAIL = RegInit(False)
  val passLeft = Reg(UInt(lw bits))
  val lastPass = Reg(Bool())      // passLeft === 1
  val lastW = Reg(Bool())         // lastPass && !tail: PASS gives the last word
  val hiZero = Reg(Bool())        // passLeft's bits above 3 are zero, as of the cycle before (they do not move when its low bits are 2)
  val passesNonZero = Reg(Bool())
  val tail = Reg(Bool())
  val lastBytes = Reg(Bits(8 bits))
  val offOh = Reg(Bits(8 bits))   // off, one-hot (0 when off = 0)
  val upOh = Reg(Bits(8 bits))    // (8 - off) mod 8, one-hot
  val prevSh = Reg(Bits(64 bits)) // the previous beat shifted down by `off` bytes (zero when off = 0)
  val load = Timing.kept(rpValid && !PRIME && !PASS && !TAIL) // (one LUT: kept apart from the counters' own logic)
  // the word given: on `out`, or (credits) into the register ahead of it
  val wordReady = if (credits == 0) io.out.ready else True
  val wordValid = TAIL || PASS && io.r.valid
  io.r.ready := PRIME || PASS && wordReady
  val primeStep = PRIME && io.r.valid
  val passStep = PASS && io.r.valid && wordReady
  val tailStep = TAIL && wordReady
  val nextLast = hiZero && passLeft(3 downto 0) === 2 // passLeft === 2
  hiZero := passLeft(lw - 1 downto 4) === 0
  when(primeStep) { PRIME := False; PASS := passesNonZero; TAIL := !passesNonZero }
  when(passStep) {
    passLeft := passLeft - 1
    lastPass := nextLast
    lastW := nextLast && !tail
    when(lastPass) { PASS := False; TAIL := tail }
  }
  when(tailStep) { TAIL := False }
  when(load) {
    rpValid := False
    PRIME := rp.nonEmpty && rp.prime
    PASS := rp.nonEmpty && !rp.prime
    passLeft := rp.passes
    lastPass := rp.passesOne
    lastW := rp.passesOne && !rp.tail
    hiZero := rp.passesHiZero
    passesNonZero := rp.passesNonZero
    tail := rp.tail
    lastBytes := rp.lastBytes
    offOh := rp.offOh
    upOh := rp.upOh
    prevSh := 0
  }
  // Credits (credits > 0): a burst is asked for only when the buffer
  // behind `out` (`credits` words: the consumer's FIFO) has room for every
  // beat of it and of the bursts before, so `out` is never refused and R's
  // payload beats never wait for the consumer: a read of another requester
  // behind them on R is not held up. `credit` is that room: a burst takes
  // its beats, a word freed gives one back, and so does the first beat of a
  // source not 8-aligned that gives no word of its own (a command's words
  // are its beats - prime + tail). AR's test is against a whole burst
  // (maxReadBurst: the burst's own size is fresh only as VALID rises),
  // registered; the room it reads is stale only upwards, never in the
  // cycles after a request (the cool-down covers its update). One carry
  // chain: the burst's beats or the prime's credit as its operand, the
  // freed word as its carry in; a prime's credit in a request's cycle waits
  // a cycle (`primeOwed`: the room is then stale downwards, which is safe).
  if (credits > 0) {
    // (more than a burst: the word a command gives after its last beat, its
    // tail, may be owed while its last burst waits for room)
    require(credits > mrb, "credits: more than a whole burst")
    val w = log2Up(credits + 1)
    val credit = Reg(UInt(w bits)) init (credits)
    val freedR = RegNext(io.freed, False)
    val primeR = RegNext(primeStep && !tail, False)
    val primeOwed = RegNext(fired && primeR, False) // (requests are four cycles apart at least)
    Kept.check(!(fired && primeOwed), "the reader's owed prime credit met a request")
    val operand = fired ? ~burstM1.resize(w) | (primeR.asUInt +^ primeOwed.asUInt).resize(w) // (- (burstM1 + 1))
    credit := (((credit @@ freedR.asUInt) +^ (operand @@ freedR.asUInt)) >> 1).resize(w)
    creditOk := RegNext(credit >= mrb, False)
  } else creditOk := True
  // a beat answered with an error counts as zeros (engine-interface 5, BUS_ERROR)
  val rData = if (zeroErrors) (io.r.resp === 0) ? io.r.data | B(0, 64 bits) else io.r.data
  io.busError := io.r.fire && io.r.resp =/= 0
  // An output word is the previous beat's upper bytes joined with the
  // current beat's lower ones: prevSh holds the former, shifted when the beat
  // was taken; the current beat is shifted up by 8 - off bytes (by 0 when
  // off = 0, prevSh then 0). In TAIL only prevSh counts: the bytes the
  // current beat (whatever R holds) would bring are past the payload's end,
  // masked. The byte shifts select with one-hot registers (two LUT levels,
  // no decoding of `off` on the way).
  def shiftBytes(x: Bits, sel: Bits, up: Boolean): Bits = {
    val b = x.subdivideIn(8 bits)
    Vec((0 until 8).map { j =>
      (0 until 8).flatMap { k => val i = if (up) j - k else j + k; if (i >= 0 && i < 8) Some(b(i) & B(8 bits, default -> sel(k))) else None }
        .reduce(_ | _)
    }).asBits
  }
  val last = TAIL || PASS && lastW // the word given is the command's last
  val mask = Cat((0 until 8).map(k => B(8 bits, default -> (lastBytes(k) || !last))))
  val up = shiftBytes(rData, upOh, up = true)
  // every beat taken is kept shifted (the enable is R's fire alone)
  when(io.r.fire) { prevSh := shiftBytes(rData, offOh, up = false) }
  if (credits == 0) {
    io.out.valid := wordValid
    io.out.fragment := (prevSh | up) & mask
    io.out.last := last
  } else {
    // (credits: `out` never refuses, so the word is registered in its two
    // halves and mask, joined after the register: a LUT from `out`, whose
    // consumer writes it into block RAM)
    io.out.valid := RegNext(wordValid, False)
    io.out.fragment := (RegNext(prevSh) | RegNext(up)) & RegNext(mask)
    io.out.last := RegNext(last)
  }
}

/** What was checked of a descriptor on its way in (the descriptor queue
  * keeps these apart from the descriptor itself): its fields' tests, then
  * the controller's (CheckRules, Engine.scala) made from them, so that the
  * controller takes its verdicts from registers. */
case class DescFlags() extends Bundle {
  val lenZero, tooBig, badType = Bool()
  val resItem = Bool()    // ITEM: reserved fields not zero
  val resPush = Bool()    // PUSH / TX_END: type, flags, len, addr, reserved not zero
  val keyNonZero = Bool()
  val inWindow = Bool()   // the payload lies inside a DMA window (or is empty)
  val isItem, isTxEnd, isPush = Bool() // the opcode
  val hits = Bits(CheckRules.count bits) // each rule's test (the transaction limit's: "an ITEM")
  val others = Bool()     // a rule other than the transaction limit holds
  val readError = Bool()  // a beat of the descriptor came back SLVERR/DECERR (engine-interface 6)
}

/** AR for two requesters (0 first, or in turns): a registered choice. The
  * port's AR is this block's register, loaded only when it is empty, from
  * requesters that are registers themselves (each behind a full slice), so
  * every path here is a LUT or two of registers: a choice every second
  * cycle at most, where each requester asks every third at most. */
case class ArChoice(c: JoltConfig, inTurns: Boolean) extends Component {
  val io = new Bundle {
    val in = Vec(slave Stream (Axi4Ar(c.coreAxi)), 2)
    val out = master Stream (Axi4Ar(c.coreAxi))
  }
  val full = RegInit(False)
  val word = Reg(Axi4Ar(c.coreAxi))
  val lastWas0 = RegInit(False) // (inTurns)
  val first0 = if (inTurns) !io.in(1).valid || !lastWas0 else True
  val take0 = !full && io.in(0).valid && first0
  val take1 = !full && io.in(1).valid && !take0
  io.in(0).ready := take0
  io.in(1).ready := take1
  when(take0 || take1) {
    full := True
    word := take0 ? io.in(0).payload | io.in(1).payload
    lastWas0 := take0
  }
  when(io.out.fire) { full := False }
  io.out.valid := full
  io.out.payload := word
}

/** A descriptor and what was checked of it on its way in. */
case class DescChecked() extends Bundle {
  val d = Desc()
  val f = DescFlags()
}

/** Bus addresses a .. a + len inside one of the DMA windows, in `latency`
  * registered steps: (1) the sum's low and high 32-bit halves apart (the low
  * one's carry kept) and base <= a by 16-bit chunks; (2) the carry into the
  * high half, the chunks' results combined; (3) end <= limit by 16/17-bit
  * chunks; (4) those combined; (5) both tests of each window, any window.
  * Every carry chain is at most 33 bits and starts and ends at a register.
  */
object DmaWindows {
  val latency = 5

  import Timing.{chunkCmp, lexLe}

  def insideReg(a: UInt, len: UInt, base: scala.collection.Seq[UInt], limit: scala.collection.Seq[UInt]): Bool = {
    require(a.getWidth <= 64 && len.getWidth <= 64)
    val a64 = a.resize(64)
    val len64 = len.resize(64)
    // 1, 2
    val end = Timing.addInHalves(a64, len64)
    val geC = base.map(b => chunkCmp(b.resize(64), a64))
    val ge2 = geC.map(c => RegNext(lexLe(c)))
    // 3
    val leC = limit.map(l => chunkCmp(end, l.resize(65)))
    val ge3 = ge2.map(RegNext(_))
    // 4
    val le4 = leC.map(c => RegNext(lexLe(c)))
    val ge4 = ge3.map(RegNext(_))
    // 5
    RegNext(ge4.zip(le4).map { case (g, l) => g && l }.reduce(_ || _))
  }
}

/** Descriptor fetch: reads 32-byte descriptors from the submission ring,
  * ahead of the controller, in bursts of up to 8 descriptors that stop at the
  * ring's end and at 4 KiB boundaries; never requests more than the queue can
  * hold, so its R beats are always taken (no deadlock with payload reads).
  *
  * Each descriptor is checked on its way into the queue (the checks that need
  * no engine state: fields, reserved bits, DMA windows), in free-running
  * registered steps. The queue is two block RAMs (`SyncRam`, the word out
  * two cycles after its read): the descriptor, written as soon as its four
  * beats are in, and its flags, written when the checks are done (which
  * alone count it in the queue). No wide register has an enable, and the
  * next head is out two cycles after a take (the controller takes at most
  * every second cycle).
  *
  * With `descPrefetch` the queue holds a checkpoint's descriptors and more
  * (`prefetchDescs`), read while the previous checkpoint is packed: at most
  * `prefetchFlight` descriptors are on their way (R answers in order, so a
  * payload read asked now is behind them), and none is asked while `hold`
  * (the engine's: the payload reads go first).
  *
  * A flush (RESET, meant for an idle fetcher) acts from a copy of `flush` a
  * cycle later; descriptors requested before it that are still on their way
  * are dropped as they come back, so none of them reaches the queue.
  */
case class DescFetcher(c: JoltConfig, id: Int) extends Component {
  val io = new Bundle {
    val enable = in Bool ()
    val flush = in Bool ()
    val sqBase = in UInt (c.addrWidth bits)
    val sqMask = in UInt (32 bits) // entries - 1
    val sqTail = in UInt (32 bits)
    val winBase = in Vec (UInt(64 bits), 2)
    val winLimit = in Vec (UInt(64 bits), 2)
    val ar = master Stream (Axi4Ar(c.coreAxi))
    val r = slave Stream (Axi4R(c.coreAxi))
    val desc = master Stream (DescChecked())
    val idle = out Bool ()
    val hold = in Bool () // ask for nothing new now (the payload reads go first)
    val readyCopy = in Bool () // desc.ready's value from a register of its own (the queue's read address)
  }
  val depth = c.descDepth
  require(isPow2(depth) && depth >= 8 && c.addrWidth == 64 && c.maxPayload == (1 << 20))
  val cw = log2Up(depth + 1)
  val flushR = RegNext(io.flush) init (False) // (the engine's register has hundreds of loads)
  val fetchPtr = Reg(UInt(32 bits)) init (0)
  val room = Reg(UInt(cw bits)) init (depth) // depth less the entries requested and not yet popped (kept as such: its tests start at a register)
  val inflight = Reg(UInt(cw bits)) init (0) // requested, not yet all four beats back
  val drop = Reg(UInt(cw bits)) init (0)     // of those, requested before a flush

  // The burst size is the smallest of: descriptors available, entries to the
  // ring's end, entries to the 4 KiB boundary, queue room, 8. Computed from
  // registers in registered steps, each operand clipped to 8 first (and
  // with its value less one, for AR's len), so after a request the next one
  // waits five cycles for fresh operands:
  // (1) sqTail - fetchPtr and size - index in 16-bit halves (the low one with
  //     its borrow), the ring's position in its 4 KiB page, the room;
  // (2) from the halves: the high half less the low one's borrow is zero,
  //     bits 15..3 of the low one are (the difference is below 8); the
  //     entries to the page's end, clipped;
  // (3) the differences clipped; (4) two minimums; (5) the minimum.
  def mn(a: UInt, b: UInt): UInt = (a < b) ? a | b
  // (x, x - 1) for x = low when `small`, else 8 (x - 1 unused when x = 0)
  def clipPair(small: Bool, low: UInt): (UInt, UInt) =
    (small ? low.resize(4) | U(8, 4 bits), small ? (low - 1).resize(4) | U(7, 4 bits))
  case class Diff(x: UInt, y: UInt) extends Area {
    val lo = RegNext(x(15 downto 0).resize(17) - y(15 downto 0).resize(17))
    val hi = RegNext(x(31 downto 16) - y(31 downto 16))
    val hiZero = RegNext(lo(16) ? (hi === 1) | (hi === 0))
    val midZero = RegNext(lo(15 downto 3) === 0)
    val low = RegNext(lo(2 downto 0))
    val (v, m1) = clipPair(hiZero && midZero, low)
    val clipped = RegNext(v)
    val clippedM1 = RegNext(m1)
  }
  val masked = fetchPtr & io.sqMask
  val sqSize = RegNext(io.sqMask + 1) // quasi-static
  val avail = Diff(io.sqTail, fetchPtr)
  val toEnd = Diff(sqSize, masked)
  // the entries to the page's end: 128 - ((base / 32 + index) mod 128), one
  // less with a base not 32-byte aligned (refused by the engine's checks;
  // computed as before all the same), = pageY + 1 or pageY, with pageY =
  // (127 - base / 32 - index) mod 128
  val pageNeg = RegNext(~io.sqBase(11 downto 5)) // quasi-static
  val pageOdd = RegNext(io.sqBase(4 downto 0) =/= 0)
  val pageY = RegNext(pageNeg - masked(6 downto 0))
  val yLow = pageY(2 downto 0)
  val yBelow8 = pageY(6 downto 3) === 0
  val (pgOdd, pgOddM1) = clipPair(yBelow8, yLow)
  val (pgEven, pgEvenM1) = clipPair(yBelow8 && yLow =/= 7, (yLow +^ 1).resize(3))
  val toPageR = RegNext(pageOdd ? pgOdd | pgEven)
  val toPageM1 = RegNext(pageOdd ? pgOddM1 | pgEvenM1)
  val (rm, rmM1) = clipPair(room < 8, room(2 downto 0))
  val roomR = RegNext(rm)
  val roomM1 = RegNext(rmM1)
  val availR = avail.clipped
  val toEndR = toEnd.clipped
  val mnA = RegNext(mn(availR, toEndR))
  val mnAM1 = RegNext((availR < toEndR) ? avail.clippedM1 | toEnd.clippedM1)
  val mnB = RegNext(mn(toPageR, roomR))
  val mnBM1 = RegNext((toPageR < roomR) ? toPageM1 | roomM1)
  val kNonZeroAhead = RegNext(availR =/= 0 && toEndR =/= 0 && toPageR =/= 0 && roomR =/= 0) // k =/= 0 next cycle
  val k = RegNext(mn(mnA, mnB))
  val kM1 = RegNext((mnA < mnB) ? mnAM1 | mnBM1)
  // the address, SQ_BASE + 32 * index, in two steps (the low half's carry
  // into the high one a cycle later)
  val idx = RegNext(masked)
  val arAddr = Timing.addInHalves(io.sqBase, idx @@ U"00000").resize(64)
  // (the cool-down starts from a register of AR's fire, a cycle late, one
  // shorter: AR's READY is a slice's register far away, and the fire's
  // other loads are many; `armed` waits that cycle out itself)
  val fired = RegNext(io.ar.fire, False)
  val cool = Reg(UInt(3 bits)) init (0)
  val coolOk = RegInit(True) // cool <= 1, registered
  when(cool =/= 0) { cool := cool - 1 }
  coolOk := cool <= 2
  when(fired) { cool := 4; coolOk := False }
  when(flushR) { cool := 5; coolOk := False }
  // VALID from one register, `armed`: ENABLE a cycle late, the cool-down
  // and k =/= 0 as they will be next cycle; never in the two cycles after a
  // flush (the cool-down restarts from the flush's copy)
  // (descPrefetch: a request only while at most prefetchFlight - 8 are on
  // their way, so at most prefetchFlight; a payload read is never behind more)
  val flightOk = if (c.descPrefetch) RegNext(inflight <= c.prefetchFlight - 8) else True
  // (`hold` keeps VALID from rising, never takes it back)
  val armed = RegInit(False)
  armed := io.enable && !io.ar.fire && !fired && !io.flush && !flushR && coolOk && kNonZeroAhead && flightOk &&
    (!io.hold || armed)
  io.ar.valid := armed
  io.ar.addr := arAddr
  io.ar.id := id
  io.ar.len := (kM1 @@ U"11").resized // 4 k - 1
  io.ar.size := 3
  io.ar.setBurstINCR()

  // in: four beats, registered first (R's register is beside the port: the
  // counts below are not on its paths), then the checks in free-running
  // steps
  io.r.ready := True
  val rFire = RegNext(io.r.fire, False)
  val rData = RegNext(io.r.data)
  val beat = Reg(UInt(2 bits)) init (0) // (counted as R fires)
  when(io.r.fire) { beat := beat + 1 }
  val got = RegNext(io.r.fire && beat === 3, False) // the descriptor's last beat is in rData
  val shift = Reg(Bits(192 bits))
  when(rFire) { shift := rData ## shift(191 downto 64) }
  // each beat's error, beside its data
  val rErr = RegNext(io.r.resp =/= 0)
  val errShift = Reg(Bits(3 bits))
  when(rFire) { errShift := rErr ## errShift(2 downto 1) }
  val e1 = RegNext((rErr ## errShift).orR)
  // a descriptor back while `drop` is not zero was requested before a flush
  when(got && drop =/= 0) { drop := drop - 1 }
  // (the four beats are the descriptor's bytes, little-endian: its fields)
  val d1 = RegNext((rData ## shift).as(Desc()))
  require(d1.getBitsWidth == 4 * 64, "a descriptor is four 64-bit beats")
  val v1 = RegNext(got && drop === 0 && !flushR, False)
  val a1 = d1.addr
  val len1 = d1.len
  // (2) zero tests of at most 16 bits each (len > MAX_PAYLOAD = 2^20 below)
  val lenLoZero = RegNext(len1(15 downto 0) === 0)
  val lenMid = RegNext(len1(19 downto 16) =/= 0)
  val len20 = RegNext(len1(20))
  val lenHi = RegNext(len1(31 downto 21) =/= 0)
  val opItem = RegNext(d1.opcode === Opcode.ITEM)
  val opTxEnd = RegNext(d1.opcode === Opcode.TX_END)
  val opPush = RegNext(d1.opcode === Opcode.PUSH)
  val typeZero = RegNext(d1.itemType === 0)
  val typeCtl = RegNext(Wire.classOf(d1.itemType) === ItemClass.CONTROL)
  val flagsNz = RegNext(d1.flags =/= 0)
  val keyNz = Timing.nonZero(d1.key)
  val addrNz = Timing.nonZero(d1.addr.asBits)
  val resNz = Timing.nonZero(d1.reserved)
  // (3) the flags
  val f3 = Reg(DescFlags())
  val lenZero = lenLoZero && !lenMid && !len20 && !lenHi
  f3.lenZero := lenZero
  f3.tooBig := lenHi || len20 && (lenMid || !lenLoZero) // len > 2^20
  f3.badType := typeZero || typeCtl
  f3.resItem := flagsNz || resNz
  f3.resPush := !typeZero || flagsNz || !lenZero || addrNz || resNz
  f3.keyNonZero := keyNz
  f3.inWindow := False
  f3.isItem := opItem; f3.isTxEnd := opTxEnd; f3.isPush := opPush
  f3.hits := 0; f3.others := False // (below, with inWindow)
  f3.readError := RegNext(e1)
  // (then in step with the windows' test, a cycle after d1 (from copies of
  // its address and length: d1 sits by the queue's block RAM) and
  // DmaWindows.latency after that)
  val checkLatency = DmaWindows.latency + 1
  val delay = checkLatency - 2
  val fN = (0 until delay).foldLeft(f3)((f, _) => RegNext(f))
  // the windows copied beside the compares (quasi-static: set before ENABLE)
  val winBase = io.winBase.map(RegNext(_))
  val winLimit = io.winLimit.map(RegNext(_))
  val checked = DescFlags()
  checked := fN
  checked.inWindow.allowOverride
  checked.inWindow := fN.lenZero || DmaWindows.insideReg(RegNext(a1), RegNext(len1), winBase, winLimit)
  // the rules' tests, registered: they are LUTs deep, and the block RAM's
  // data pins are far from them (unregistered, they missed 6.67 ns)
  val flagsNext = DescFlags()
  flagsNext := checked
  flagsNext.hits.allowOverride; flagsNext.others.allowOverride
  flagsNext.hits := CheckRules.tests(checked)
  flagsNext.others := CheckRules.others(flagsNext.hits)
  val flags = RegNext(flagsNext)
  // each step's valid (a flush drops what is in the steps)
  val vs = (1 to checkLatency + 1).scanLeft(v1)((v, _) => RegNext(v && !flushR, False))
  val vN = vs.last

  // the queue: block RAMs (SyncRam: read at t, the word out from t + 2),
  // read in every cycle at the head, or at the entry after it in the cycle
  // the head is taken, so the next head is out two cycles after a take (the
  // controller takes at most every second cycle)
  val dRam = SyncRam(Desc().getBitsWidth, depth, c.ecp5Rams)
  val fRam = SyncRam(DescFlags().getBitsWidth, depth, c.ecp5Rams)
  val wdPtr, wrPtr, rdPtr = Reg(UInt(log2Up(depth) bits)) init (0)
  val rdNext = Reg(UInt(log2Up(depth) bits)) init (1) // rdPtr + 1
  val count = Reg(UInt(log2Up(depth + 1) bits)) init (0)
  // (the descriptor's slot is free: `room` does not count it until it is
  // popped)
  dRam.io.we := v1; dRam.io.wAddr := wdPtr; dRam.io.wData := d1.asBits
  when(v1) { wdPtr := wdPtr + 1 }
  fRam.io.we := vN; fRam.io.wAddr := wrPtr; fRam.io.wData := flags.asBits
  when(vN) { wrPtr := wrPtr + 1 }
  // (the take as the address's select from `fresh` and a copy of READY
  // with few loads, one LUT ahead of the block RAMs' address)
  Kept.check(io.readyCopy === io.desc.ready, "the fetcher's copy of the descriptor READY differs from it")
  val fresh = RegInit(False)
  val rdAddr = (fresh && io.readyCopy) ? rdNext | rdPtr
  for (ram <- Seq(dRam, fRam)) { ram.io.re := True; ram.io.rAddr := rdAddr }
  val headD = dRam.io.rData.as(Desc())
  val headF = fRam.io.rData.as(DescFlags())
  // the word read at t is an entry if one was counted (its flags written
  // before t) beyond the one taken at t; it is the head at t + 2 unless the
  // head was taken at t + 1
  val readOk = RegNext((io.desc.fire ? (count > 1) | (count =/= 0)) && !io.flush && !flushR, False)
  fresh := readOk && !io.desc.fire && !io.flush
  io.desc.valid := fresh
  io.desc.d := headD
  io.desc.f := headF
  when(io.desc.fire) { rdPtr := rdNext; rdNext := rdNext + 1 }
  // (the sums from registers, chosen by the late events)
  count := io.desc.fire ? (vN ? count | (count - 1)) | (vN ? (count + 1) | count)

  // a pop is counted a cycle late (the room it frees is seen late: safe)
  val popR = RegNext(io.desc.fire, False)
  room := io.ar.fire ? (room - (popR ? kM1 | k).resize(cw)) | (room + popR.asUInt.resize(cw))
  val inflightM1 = inflight - 1
  val inflightK = inflight + k.resize(cw)
  val inflightKM1 = inflight + kM1.resize(cw)
  inflight := io.ar.fire ? (got ? inflightKM1 | inflightK) | (got ? inflightM1 | inflight)
  when(io.ar.fire) { fetchPtr := fetchPtr + k.resized }
  when(flushR) {
    // (no request then: `armed` fell with the flush)
    drop := got ? inflightM1 | inflight
    room := depth
    fetchPtr := 0
    wdPtr := 0; wrPtr := 0; rdPtr := 0; rdNext := 1; count := 0; fresh := False
  }
  // nothing requested still on its way: inflight === 0 and none in the
  // steps, each registered as it will be next cycle
  val inflightZero = RegNext(!io.ar.fire && (got ? (inflight === 1) | (inflight === 0)), True)
  val stepsEmpty = RegNext(!(got && drop === 0 && !flushR) && (flushR || !vs.dropRight(1).reduce(_ || _)), True)
  io.idle := inflightZero && stepsEmpty
}

/** Writes 64-bit words in chunks: the first word of a chunk carries its
  * address and beat count (a chunk never crosses 4 KiB: callers write
  * 64-byte-aligned 64-byte chunks for records, 32-byte completions). `idle`
  * when every write was answered on B.
  */
case class WriteWord() extends Bundle {
  val data = Bits(64 bits)
  val addr = UInt(64 bits)
  val beats = UInt(4 bits)
  val first = Bool()
  val last = Bool()
}

/** A FIFO whose output, VALID and payload, comes straight from registers:
  * entries wait in a distributed RAM, and the oldest is copied into the
  * output register whenever that is empty or being taken (an entry pushed
  * is out two cycles later). `occupancy` counts both, up to depth + 1. */
case class OutRegFifo[T <: Data](t: HardType[T], depth: Int) extends Component {
  require(isPow2(depth) && depth >= 2)
  val io = new Bundle {
    val push = slave Stream (t())
    val pop = master Stream (t())
    val occupancy = out UInt (log2Up(depth + 2) bits)
  }
  val ram = Mem(t(), depth)
  val wPtr, rPtr = Reg(UInt(log2Up(depth) bits)) init (0)
  val count = Reg(UInt(log2Up(depth + 1) bits)) init (0) // entries in the RAM
  val some = RegInit(False)                               // count =/= 0
  val outValid = RegInit(False)
  val outData = Reg(t())
  io.push.ready := !count.msb
  val take = some && (!outValid || io.pop.ready)
  ram.write(wPtr, io.push.payload, enable = io.push.fire)
  when(io.push.fire) { wPtr := wPtr + 1 }
  when(take) { outData := ram.readAsync(rPtr); rPtr := rPtr + 1 }
  outValid := some || outValid && !io.pop.ready
  count := count + (io.push.fire ? U(1) | U(0)) - (take ? U(1) | U(0))
  some := io.push.fire || (count >> 1) =/= 0 || count(0) && !take
  io.pop.valid := outValid
  io.pop.payload := outData
  io.occupancy := count.resize(io.occupancy.getWidth) + (outValid ? U(1) | U(0))
}

case class ChunkWriter(c: JoltConfig) extends Component {
  val io = new Bundle {
    val in = slave Stream (WriteWord())
    val aw = master Stream (Axi4Aw(c.coreAxi))
    val w = master Stream (Axi4W(c.coreAxi))
    val b = slave Stream (Axi4B(c.coreAxi))
    val idle = out Bool ()
  }
  val awFifo = OutRegFifo(UInt(68 bits), 4)
  val wFifo = StreamFifo(Bits(65 bits), 16, forFMax = true)
  val pending = Reg(UInt(8 bits)) init (0)
  // a word taken is pushed a cycle later, from registers: the FIFOs' push
  // logic then starts beside them, not at the engine's output slice
  val pushV = RegNext(io.in.valid && io.in.ready) init (False)
  val pushW = RegNext(io.in.payload)
  // room for one more word and its chunk's address, from registered counts
  // (margins cover their lag: at most one push a cycle, the last two not
  // yet counted; `pending` counts the pushes and B responses of three
  // cycles before)
  val room = RegNext(wFifo.io.occupancy < 14 && awFifo.io.occupancy < 2 && pending < 251) init (False)
  io.in.ready := room
  awFifo.io.push.valid := pushV && pushW.first
  awFifo.io.push.payload := (pushW.beats - 1) @@ pushW.addr // AWLEN
  wFifo.io.push.valid := pushV
  wFifo.io.push.payload := pushW.last.asBits ## pushW.data
  io.aw.valid := awFifo.io.pop.valid
  awFifo.io.pop.ready := io.aw.ready
  io.aw.addr := awFifo.io.pop.payload(63 downto 0)
  io.aw.len := awFifo.io.pop.payload(67 downto 64).resized
  io.aw.id := 0
  io.aw.size := 3
  io.aw.setBurstINCR()
  io.w.valid := wFifo.io.pop.valid
  wFifo.io.pop.ready := io.w.ready
  io.w.data := wFifo.io.pop.payload(63 downto 0)
  io.w.last := wFifo.io.pop.payload(64)
  io.w.strb.setAll()
  io.b.ready := True
  // the count moves a cycle after its events, from registers (the push
  // comes late in the cycle, from the engine's output slice)
  val inc = RegNext(awFifo.io.push.fire, False)
  val dec = RegNext(io.b.fire, False)
  pending := inc ? (dec ? pending | (pending + 1)) | (dec ? (pending - 1) | pending)
  val pendingZero = RegNext(inc ? (dec && pending === 0) | (dec ? (pending === 1) | (pending === 0))) init (True)
  // registered: the waits on it sit across the chip from the W FIFO (its
  // VALID straight into them missed 6.67 ns). A cycle late both ways, which
  // its users allow: each also waits for the engine's output slice to be
  // empty, and a word in that slice is io.in.valid, so the registered idle
  // is low from the first cycle in which the slice shows empty.
  io.idle := RegNext(pendingZero && !inc && !pushV && !wFifo.io.pop.valid && !io.in.valid, True)
}
