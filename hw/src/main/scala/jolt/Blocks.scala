package jolt

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axi._

/** PayloadReader with a standard AXI4 read port, for its block testbench. */
case class ReaderTop(c: JoltConfig, credits: Int = 0) extends Component {
  val io = new Bundle {
    val cmd = slave Stream (ReadCmd(c))
    val m_axi = master(Axi4ReadOnly(c.coreAxi))
    val out = master Stream (Fragment(Bits(64 bits)))
  }
  val r = PayloadReader(c, 0, credits = credits)
  Handshake.check(io.m_axi.ar, "m_axi AR"); Handshake.check(io.m_axi.r, "m_axi R"); Handshake.check(io.out, "out")
  r.io.cmd << io.cmd
  io.m_axi.ar << r.io.ar
  r.io.r << io.m_axi.r
  if (credits == 0) {
    io.out << r.io.out
    r.io.freed := False
  } else {
    // (with credits, as the engine uses it: a FIFO of `credits` words behind
    // the reader, which must never refuse a word)
    val fifo = StreamFifo(Fragment(Bits(64 bits)), credits)
    fifo.io.push << r.io.out
    io.out << fifo.io.pop
    r.io.freed := fifo.io.pop.fire
    Kept.check(!(r.io.out.valid && !r.io.out.ready), "a word refused with credits")
  }
  Axi4SpecRenamer(io.m_axi)
}

/** The descriptor fetcher alone (its block test): the ring read through an
  * AXI4 read port; each descriptor out as its bits and its flags' (DescChecked
  * as Bits: the descriptor in bits 255..0, then the flags in field order). */
case class FetcherTop(c: JoltConfig) extends Component {
  val io = new Bundle {
    val enable, flush, hold = in Bool ()
    val sqBase = in UInt (64 bits)
    val sqMask, sqTail = in UInt (32 bits)
    val winBase, winLimit = in Vec (UInt(64 bits), 2)
    val m_axi = master(Axi4ReadOnly(c.coreAxi))
    val desc = master Stream (Bits(DescChecked().getBitsWidth bits))
    val idle = out Bool ()
  }
  val f = DescFetcher(c, 0)
  f.io.enable := io.enable; f.io.flush := io.flush; f.io.hold := io.hold
  f.io.sqBase := io.sqBase; f.io.sqMask := io.sqMask; f.io.sqTail := io.sqTail
  f.io.winBase := io.winBase; f.io.winLimit := io.winLimit
  // (behind a slice, as in the engine: the fetcher's request may shrink or
  // grow while it waits, and counts what its handshake took; AXI wants it held)
  io.m_axi.ar << f.io.ar.s2mPipe()
  f.io.r << io.m_axi.r
  io.desc << f.io.desc.translateWith(f.io.desc.payload.asBits)
  f.io.readyCopy := io.desc.ready
  io.idle := f.io.idle
  Handshake.check(io.m_axi.ar, "m_axi AR"); Handshake.check(io.m_axi.r, "m_axi R"); Handshake.check(io.desc, "desc")
  Axi4SpecRenamer(io.m_axi)
}

/** The chunk writer alone (its block test): WriteWords in, AXI4 writes out. */
case class WriterTop(c: JoltConfig) extends Component {
  val io = new Bundle {
    val in = slave Stream (WriteWord())
    val m_axi = master(Axi4WriteOnly(c.coreAxi))
    val idle = out Bool ()
  }
  val w = ChunkWriter(c)
  w.io.in << io.in
  io.m_axi.aw << w.io.aw
  io.m_axi.w << w.io.w
  w.io.b << io.m_axi.b
  io.idle := w.io.idle
  Handshake.check(io.m_axi.aw, "m_axi AW"); Handshake.check(io.m_axi.w, "m_axi W"); Handshake.check(io.m_axi.b, "m_axi B")
  Handshake.check(io.in, "in")
  Axi4SpecRenamer(io.m_axi)
}

/** The output-register FIFO alone (its block test), 32-bit words. */
case class OutFifoTop() extends Component {
  val io = new Bundle {
    val push = slave Stream (Bits(32 bits))
    val pop = master Stream (Bits(32 bits))
    val occupancy = out UInt (4 bits)
  }
  val f = OutRegFifo(Bits(32 bits), 8)
  f.io.push << io.push
  io.pop << f.io.pop
  io.occupancy := f.io.occupancy
  Handshake.check(io.pop, "pop")
}

/** A wrapper for place-and-route only: the engine's ~450 port bits do not fit
  * the package, so every input comes from one long shift register fed by a
  * pin and every output is registered and folded, in registered steps, into
  * one XOR output pin. Nothing of the engine can be optimized away (each output bit reaches
  * `sout`), and the engine's paths are register to register as in a real
  * system where the ports meet an interconnect's registers.
  */
case class SynthTop(c: JoltConfig) extends Component {
  val io = new Bundle {
    val sin = in Bool ()
    val sout = out Bool ()
  }
  val e = JoltEngine(c)
  val ins = e.getAllIo.filter(p => p.isInput && !Set("clk", "reset").contains(p.getName())).toSeq
  val outs = e.getAllIo.filter(_.isOutput).toSeq
  val inBits = ins.map(_.getBitsWidth).sum
  val chain = Reg(Bits(inBits bits)) init (0)
  chain := (chain ## io.sin).resized
  var at = 0
  for (p <- ins) {
    val w = p.getBitsWidth
    p.assignFromBits(chain(at + w - 1 downto at))
    at += w
  }
  // folded 16 bits a registered step (a one-cycle fold of ~350 bits would
  // itself be the longest path)
  var fold = RegNext(outs.map(_.asBits).reduce(_ ## _))
  while (fold.getWidth > 1) fold = RegNext(fold.subdivideIn(16 bits, strict = false).map(_.xorR).asBits())
  io.sout := fold(0)
}

/** SyncRam's generic and ECP5 forms side by side, for sim/tests/ram: both
  * take the same writes and reads. */
case class RamPair(width: Int, depth: Int) extends Component {
  val io = new Bundle {
    val we = in Bool ()
    val wAddr = in UInt (log2Up(depth) bits)
    val wData = in Bits (width bits)
    val re = in Bool ()
    val rAddr = in UInt (log2Up(depth) bits)
    val generic = out Bits (width bits)
    val ecp5 = out Bits (width bits)
  }
  for ((ram, out) <- Seq(SyncRam(width, depth, ecp5 = false) -> io.generic, SyncRam(width, depth, ecp5 = true) -> io.ecp5)) {
    ram.io.we := io.we; ram.io.wAddr := io.wAddr; ram.io.wData := io.wData
    ram.io.re := io.re; ram.io.rAddr := io.rAddr
    out := ram.io.rData
  }
}
