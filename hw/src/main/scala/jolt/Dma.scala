package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axi._

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

case class PayloadReader(c: JoltConfig, id: Int, zeroErrors: Boolean = true) extends Component {
  val io = new Bundle {
    val cmd = slave Stream (ReadCmd(c))
    val ar = master Stream (Axi4Ar(c.coreAxi))
    val r = slave Stream (Axi4R(c.coreAxi))
    val out = master Stream (Fragment(Bits(64 bits)))
    val busError = spinal.core.out Bool () // a beat came back with SLVERR/DECERR (its bytes read as zeros)
  }
  def beatsOf(addr: UInt, len: UInt): UInt = ((addr(2 downto 0).resize(c.lenBits + 1) + len + 7) >> 3)

  // a command's counts, computed into a register before AR and R take it
  case class Plan() extends Bundle {
    val addr = UInt(c.addrWidth bits)
    val nonEmpty = Bool()
    val beats = UInt(c.lenBits - 2 bits)  // 8-byte beats to read
    val words = UInt(c.lenBits - 2 bits)  // 8-byte words to give
    val single = Bool()                   // one word
    val lastMask = Bits(64 bits)          // the bytes of the last word that are payload
  }
  val plan = io.cmd.translateWith {
    val p = Plan()
    p.addr := io.cmd.addr
    p.nonEmpty := io.cmd.len =/= 0
    p.beats := beatsOf(io.cmd.addr, io.cmd.len).resized
    p.words := ((io.cmd.len + 7) >> 3).resized
    p.single := io.cmd.len =/= 0 && io.cmd.len <= 8
    // byte k is payload if k < len mod 8 (all of them when that is 0): one
    // LUT a byte, not a shift and a 64-bit subtraction
    val tail = io.cmd.len(2 downto 0)
    def payload(k: Int): Bool = if (k == 0) True else if (k == 7) tail === 0 else tail === 0 || tail > k
    p.lastMask := Cat((0 until 8).map(k => Mux(payload(k), B(0xff, 8 bits), B(0, 8 bits))))
    p
  }.m2sPipe()
  val (toAr, toR) = StreamFork2(plan, synchronous = false)

  // AR side
  val arBusy = RegInit(False)
  val arAddr = Reg(UInt(c.addrWidth bits))
  val arLeft = Reg(UInt(c.lenBits - 2 bits))
  toAr.ready := !arBusy
  when(toAr.fire) {
    arBusy := toAr.nonEmpty
    arAddr := toAr.addr(c.addrWidth - 1 downto 3) @@ U"000"
    arLeft := toAr.beats
  }
  // burst = min(beats left, beats to the 4 KiB boundary, maxReadBurst), from
  // registers in two registered steps; a request waits two cycles for a
  // fresh value
  val toPage = ((U(4096, 13 bits) - arAddr(11 downto 0).resize(13)) >> 3).resize(10)
  val burst0 = RegNext((toPage < c.maxReadBurst) ? toPage | U(c.maxReadBurst, 10 bits))
  val burst = RegNext((arLeft < burst0) ? arLeft.resize(10) | burst0)
  val lastBurst = RegNext(arLeft <= burst0) // arLeft === burst, in step with burst
  val cool = Reg(UInt(2 bits)) init (0)
  val coolZero = RegInit(True) // cool === 0, registered
  when(cool =/= 0) { cool := cool - 1 }
  when(cool === 1) { coolZero := True }
  when(toAr.fire || io.ar.fire) { cool := 2; coolZero := False }
  io.ar.valid := arBusy && coolZero
  io.ar.addr := arAddr
  io.ar.id := id
  io.ar.len := (burst - 1).resized
  io.ar.size := 3
  io.ar.setBurstINCR()
  when(io.ar.fire) {
    arAddr := arAddr + (burst << 3).resized
    arLeft := arLeft - burst
    when(lastBurst) { arBusy := False }
  }

  // R side: realign
  val rBusy = RegInit(False)
  val offZero = Reg(Bool()) // the source is 8-aligned (its offset `off` in a beat is 0)
  val inLeft = Reg(UInt(c.lenBits - 2 bits))
  val outLeft = Reg(UInt(c.lenBits - 2 bits))
  val lastMask = Reg(Bits(64 bits)) // the bytes of the last word that are payload
  val lastOut = Reg(Bool())          // outLeft === 1
  val inZero, outZero = Reg(Bool())  // inLeft === 0, outLeft === 0
  val havePrev = Reg(Bool())
  val prevSh = Reg(Bits(64 bits)) // the previous beat shifted down by `off` bytes (zero when off = 0)
  toR.ready := !rBusy
  when(toR.fire) {
    rBusy := toR.nonEmpty
    offZero := toR.addr(2 downto 0) === 0
    inLeft := toR.beats
    outLeft := toR.words
    lastOut := toR.single
    lastMask := toR.lastMask
    havePrev := False
    prevSh := 0
    inZero := False; outZero := False
  }
  // a beat answered with an error counts as zeros (engine-interface 5, BUS_ERROR)
  val rData = if (zeroErrors) (io.r.resp === 0) ? io.r.data | B(0, 64 bits) else io.r.data
  io.busError := io.r.fire && io.r.resp =/= 0
  // An output word is the previous beat's upper bytes joined with the
  // current beat's lower ones: prevSh holds the former, shifted when the beat
  // was taken; the current beat is shifted up by 8 - off bytes (by 0 when
  // off = 0, prevSh then 0). After the last beat only prevSh remains.
  // The byte shifts select with one-hot registers (two LUT levels, no
  // decoding of `off` on the way).
  def shiftBytes(x: Bits, sel: Bits, up: Boolean): Bits = {
    val b = x.subdivideIn(8 bits)
    Vec((0 until 8).map { j =>
      (0 until 8).flatMap { k => val i = if (up) j - k else j + k; if (i >= 0 && i < 8) Some(b(i) & B(8 bits, default -> sel(k))) else None }
        .reduce(_ | _)
    }).asBits
  }
  val offOh = Reg(Bits(8 bits)) // off, one-hot (0 when off = 0)
  val upOh = Reg(Bits(8 bits))  // (8 - off) mod 8, one-hot
  when(toR.fire) {
    offOh := UIntToOh(toR.addr(2 downto 0)) & B"11111110" // none when aligned: prevSh stays 0
    upOh := UIntToOh(U(0, 3 bits) - toR.addr(2 downto 0))
  }
  val joined = prevSh | (shiftBytes(rData, upOh, up = true) & B(64 bits, default -> !inZero))
  val mask = lastOut ? lastMask | B(64 bits, default -> True)
  val word = joined & mask
  when(io.out.fire) { lastOut := outLeft === 2 }

  io.r.ready := False
  io.out.valid := False
  io.out.fragment := word
  io.out.last := lastOut
  def takeIn(): Unit = { inLeft := inLeft - 1; inZero := inLeft === 1 }
  def giveOut(): Unit = { outLeft := outLeft - 1; outZero := lastOut }
  // done when every beat was taken and every word given: rBusy falls a cycle
  // later, from registered flags (beats of the next command, whose reads AR
  // may already have issued, wait meanwhile)
  val done = inZero && outZero
  when(rBusy && !done) {
    when(offZero) {
      io.out.valid := io.r.valid
      io.r.ready := io.out.ready
      when(io.out.fire) { takeIn(); giveOut() }
    } elsewhen (!havePrev) {
      io.r.ready := True
      when(io.r.fire) { havePrev := True; takeIn() }
    } elsewhen (!inZero) {
      io.out.valid := io.r.valid
      io.r.ready := io.out.ready
      when(io.out.fire) { takeIn(); giveOut() }
    } otherwise {
      io.out.valid := True
      when(io.out.fire) { giveOut() }
    }
  }
  when(rBusy && done) { rBusy := False }
  // every beat taken is kept shifted (the enable is R's fire alone)
  when(io.r.fire) { prevSh := shiftBytes(rData, offOh, up = false) }
}

/** A descriptor and what was checked of it on its way in. */
case class DescChecked() extends Bundle {
  val d = Bits(256 bits)
  val lenZero, tooBig, badType = Bool()
  val resItem = Bool()    // ITEM: reserved fields not zero
  val resPush = Bool()    // PUSH / TX_END: type, flags, len, addr, reserved not zero
  val keyNonZero = Bool()
  val inWindow = Bool()   // the payload lies inside a DMA window (or is empty)
}

/** Bus addresses a .. a + len inside one of the DMA windows, in three
  * registered steps (the end and the base compares, the limit compares,
  * then their combination). */
object DmaWindows {
  def insideReg(a: UInt, len: UInt, base: scala.collection.Seq[UInt], limit: scala.collection.Seq[UInt]): Bool = {
    val end = RegNext(a.resize(66) + len.resize(66))
    val ge = base.map(b => RegNext(b <= a))
    // end <= limit from its two halves, registered apart
    val lim = limit.map(_.resize(66))
    val hiLt = lim.map(l => RegNext(end(65 downto 33) < l(65 downto 33)))
    val hiEq = lim.map(l => RegNext(end(65 downto 33) === l(65 downto 33)))
    val loLe = lim.map(l => RegNext(end(32 downto 0) <= l(32 downto 0)))
    val geR = ge.map(RegNext(_))
    RegNext(base.indices.map(w => geR(w) && (hiLt(w) || hiEq(w) && loLe(w))).reduce(_ || _))
  }
}

/** Descriptor fetch: reads 32-byte descriptors from the submission ring,
  * ahead of the controller, in bursts of up to 8 descriptors that stop at the
  * ring's end and at 4 KiB boundaries; never requests more than the queue can
  * hold, so its R beats are always taken (no deadlock with payload reads).
  *
  * Each descriptor is checked on its way into the queue (the checks that need
  * no engine state: fields, reserved bits, DMA windows), in free-running
  * registered steps. The queue is a distributed RAM read at the read pointer
  * into a free-running register: no wide register has an enable, and `desc`
  * is valid a cycle after the pointer moved (the controller needs three).
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
  }
  val depth = c.descFifoDepth
  val fetchPtr = Reg(UInt(32 bits)) init (0)
  val reserved = Reg(UInt(log2Up(depth + 1) bits)) init (0) // requested, not yet popped
  val inflight = Reg(UInt(log2Up(depth + 1) bits)) init (0) // requested, not yet in the queue

  // The burst size is the smallest of: descriptors available, entries to the
  // ring's end, entries to the 4 KiB boundary, queue room, 8. Computed from
  // registers in registered steps (each operand clipped to 8 first; the
  // address takes four, the minimum two), so after a request the next one
  // waits five cycles for fresh operands.
  def clip8(x: UInt): UInt = (x < 8) ? x.resize(4) | U(8, 4 bits)
  def mn(a: UInt, b: UInt): UInt = (a < b) ? a | b
  val idx = RegNext(fetchPtr & io.sqMask)
  val addr = io.sqBase + (idx << 5).resized
  val availR = RegNext(clip8(io.sqTail - fetchPtr))
  val sqSize = RegNext(io.sqMask + 1) // quasi-static
  val toEndR = RegNext(clip8(sqSize - idx))
  val addrR = RegNext(addr)
  val toPageR = RegNext(clip8(((U(4096, 13 bits) - addrR(11 downto 0).resize(13)) >> 5).resize(8)))
  val roomR = RegNext(clip8((U(depth) - reserved).resize(8)))
  val k = RegNext(mn(RegNext(mn(availR, toEndR)), RegNext(mn(toPageR, roomR))))
  val kNonZeroAhead = RegNext(availR =/= 0 && toEndR =/= 0 && toPageR =/= 0 && roomR =/= 0) // k =/= 0 next cycle
  val arAddr = RegNext(addrR)
  val cool = Reg(UInt(3 bits)) init (0)
  val coolZero = RegInit(True) // cool === 0, registered
  when(cool =/= 0) { cool := cool - 1 }
  when(cool === 1) { coolZero := True }
  when(io.ar.fire || io.flush) { cool := 5; coolZero := False }
  // VALID from one register, `armed`: ENABLE a cycle late, coolZero and
  // k =/= 0 as they will be next cycle; and the flush (with a reset that
  // may clear ENABLE in the same write) at once
  val armed = RegNext(io.enable && !io.ar.fire && !io.flush && (coolZero || cool === 1) && kNonZeroAhead, False)
  io.ar.valid := armed && !io.flush
  io.ar.addr := arAddr
  io.ar.id := id
  io.ar.len := ((k.resize(8) << 2) - 1).resized
  io.ar.size := 3
  io.ar.setBurstINCR()

  // in: four beats, then the checks in free-running steps
  val beat = Reg(UInt(2 bits)) init (0)
  val shift = Reg(Bits(192 bits))
  io.r.ready := True
  when(io.r.fire) {
    beat := beat + 1
    shift := io.r.data ## shift(191 downto 64)
  }
  val d1 = RegNext(io.r.data ## shift)
  val v1 = RegNext(io.r.fire && beat === 3, False)
  val a1 = d1(191 downto 128).asUInt
  val len1 = d1(63 downto 32).asUInt
  val chk = Reg(DescChecked())
  chk.d := d1
  chk.lenZero := len1 === 0
  chk.tooBig := len1 > c.maxPayload
  chk.badType := d1(15 downto 8) === 0 || d1(15 downto 14) === 3
  chk.resItem := d1(31 downto 16) =/= 0 || d1(255 downto 224) =/= 0
  chk.resPush := d1(15 downto 8) =/= 0 || d1(31 downto 16) =/= 0 || len1 =/= 0 || a1 =/= 0 || d1(255 downto 224) =/= 0
  chk.keyNonZero := d1(127 downto 64) =/= 0
  chk.inWindow := False
  val v2 = RegNext(v1, False)
  val v4 = RegNext(RegNext(v2, False), False)
  val checked = DescChecked()
  checked := RegNext(RegNext(chk))
  checked.inWindow.allowOverride
  // the windows copied beside the compares (quasi-static: set before ENABLE)
  val winBase = io.winBase.map(RegNext(_))
  val winLimit = io.winLimit.map(RegNext(_))
  checked.inWindow := RegNext(RegNext(chk.lenZero)) || DmaWindows.insideReg(a1, len1, winBase, winLimit)

  // the queue
  val ram = Mem(DescChecked(), depth)
  val wrPtr, rdPtr = Reg(UInt(log2Up(depth) bits)) init (0)
  val count = Reg(UInt(log2Up(depth + 1) bits)) init (0)
  ram.write(wrPtr, checked, enable = v4)
  when(v4) { wrPtr := wrPtr + 1 }
  val head = RegNext(ram.readAsync(rdPtr)) // ram[rdPtr] as of the cycle before
  val fresh = RegInit(False)               // head is an entry, read after the pointer last moved
  fresh := count =/= 0 && !io.desc.fire
  io.desc.valid := fresh
  io.desc.payload := head
  when(io.desc.fire) { rdPtr := rdPtr + 1 }
  count := count + (v4 ? U(1) | U(0)) - (io.desc.fire ? U(1) | U(0))

  val kRes = k.resize(reserved.getWidth)
  // a pop is counted a cycle late (the room it frees is seen late: safe)
  reserved := reserved + (io.ar.fire ? kRes | U(0)) - (RegNext(io.desc.fire, False) ? U(1) | U(0))
  inflight := inflight + (io.ar.fire ? kRes | U(0)) - (v4 ? U(1) | U(0))
  when(io.ar.fire) { fetchPtr := fetchPtr + k.resized }
  when(io.flush) {
    // only when idle (no read in flight): drop what was prefetched
    reserved := 0
    fetchPtr := 0
    wrPtr := 0; rdPtr := 0; count := 0; fresh := False
  }
  io.idle := inflight === 0
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

case class ChunkWriter(c: JoltConfig) extends Component {
  val io = new Bundle {
    val in = slave Stream (WriteWord())
    val aw = master Stream (Axi4Aw(c.coreAxi))
    val w = master Stream (Axi4W(c.coreAxi))
    val b = slave Stream (Axi4B(c.coreAxi))
    val idle = out Bool ()
  }
  val awFifo = StreamFifo(UInt(68 bits), 4, forFMax = true)
  val wFifo = StreamFifo(Bits(65 bits), 16, forFMax = true)
  val pending = Reg(UInt(8 bits)) init (0)
  // room for one more word and its chunk's address, from registered counts
  // (a margin of one covers their one-cycle lag: at most one push a cycle)
  val room = RegNext(wFifo.io.occupancy < 15 && awFifo.io.occupancy < 3 && pending < 254) init (False)
  io.in.ready := room
  awFifo.io.push.valid := io.in.valid && io.in.first && room
  awFifo.io.push.payload := io.in.beats @@ io.in.addr
  wFifo.io.push.valid := io.in.valid && room
  wFifo.io.push.payload := io.in.last.asBits ## io.in.data
  io.aw.valid := awFifo.io.pop.valid
  awFifo.io.pop.ready := io.aw.ready
  io.aw.addr := awFifo.io.pop.payload(63 downto 0)
  io.aw.len := (awFifo.io.pop.payload(67 downto 64) - 1).resized
  io.aw.id := 0
  io.aw.size := 3
  io.aw.setBurstINCR()
  io.w.valid := wFifo.io.pop.valid
  wFifo.io.pop.ready := io.w.ready
  io.w.data := wFifo.io.pop.payload(63 downto 0)
  io.w.last := wFifo.io.pop.payload(64)
  io.w.strb.setAll()
  io.b.ready := True
  val inc = awFifo.io.push.fire
  val dec = io.b.fire
  when(inc && !dec) { pending := pending + 1 }
  when(!inc && dec) { pending := pending - 1 }
  io.idle := pending === 0 && !wFifo.io.pop.valid && !io.in.valid
}
