package jolt

import spinal.core._
import spinal.lib._

/** A block RAM with one write port and one read port whose data is
  * registered twice: read at cycle t (when `re`), the word is out from
  * t + 2 and held until the next read. A write and a read of the same
  * address in one cycle read the old word or an undefined one (the key
  * table never relies on either).
  *
  * Generic (`ecp5 = false`, what the simulators run): a Spinal Mem read
  * synchronously, then a register; yosys maps the Mem onto block RAM and
  * the register onto fabric flip-flops, where the RAM's 5.8 ns clock to
  * output comes first. For the ECP5 place and route (`JoltConfig.ecp5Rams`):
  * DP16KD primitives whose own output register (REGMODE OUTREG) is the second
  * register, 0.9 ns from the clock. `sim/tests/ram` runs both, the DP16KD
  * on sim/models/DP16KD.v (yosys's cell library has no model), and checks
  * that they read the same. */
case class SyncRam(width: Int, depth: Int, ecp5: Boolean) extends Component {
  val aw = log2Up(depth)
  val io = new Bundle {
    val we = in Bool ()
    val wAddr = in UInt (aw bits)
    val wData = in Bits (width bits)
    val re = in Bool ()
    val rAddr = in UInt (aw bits)
    val rData = out Bits (width bits)
  }
  // (a field: the formal tops read its words, Formal.scala)
  val mem = if (!ecp5) Mem(Bits(width bits), depth) else null
  if (!ecp5) {
    mem.write(io.wAddr, io.wData, io.we)
    io.rData := RegNext(mem.readSync(io.rAddr, io.re))
  } else {
    // 1,024 x 18 or 2,048 x 9 per primitive: the address sits in AD13..AD4
    // or AD13..AD3; in x18 AD1..AD0 are the write's byte enables
    require(aw <= 11, "ecp5Rams: up to 2,048 words")
    val dw = if (aw <= 10) 18 else 9
    val low = if (dw == 18) 4 else 3 // the address's lowest pin
    def addr(a: UInt, byteEnables: Boolean): Bits = {
      val ad = B(0, 14 bits)
      ad(13 downto low) := a.asBits.resized
      if (dw == 18 && byteEnables) ad(1 downto 0) := B"11"
      ad
    }
    val slices = (width + dw - 1) / dw
    val data = Bits(slices * dw bits)
    val wData = io.wData.resize(slices * dw)
    for (s <- 0 until slices) {
      val r = DP16KD(dw)
      r.ports.CLKA := ClockDomain.current.readClockWire
      r.ports.CLKB := ClockDomain.current.readClockWire
      r.ports.CEA := io.we; r.ports.WEA := io.we; r.ports.OCEA := True; r.ports.RSTA := False
      r.ports.CEB := io.re; r.ports.WEB := False; r.ports.OCEB := True; r.ports.RSTB := False
      r.ports.ADA.assignFromBits(addr(io.wAddr, byteEnables = true))
      r.ports.ADB.assignFromBits(addr(io.rAddr, byteEnables = false))
      r.ports.DIA.assignFromBits(wData(s * dw, dw bits).resize(18))
      r.ports.DIB.assignFromBits(B(0, 18 bits))
      r.ports.CSA.foreach(_ := False); r.ports.CSB.foreach(_ := False)
      data(s * dw, dw bits) := r.ports.DOB.asBits(dw - 1 downto 0)
    }
    io.rData := data.resized
  }
}

/** The ECP5 block RAM as yosys's cell library declares it; port A writes,
  * port B reads through its output register. */
case class DP16KD(dataWidth: Int) extends BlackBox {
  addGeneric("DATA_WIDTH_A", dataWidth)
  addGeneric("DATA_WIDTH_B", dataWidth)
  addGeneric("REGMODE_A", "NOREG")
  addGeneric("REGMODE_B", "OUTREG")
  addGeneric("CSDECODE_A", "0b000")
  addGeneric("CSDECODE_B", "0b000")
  addGeneric("WRITEMODE_A", "NORMAL")
  addGeneric("WRITEMODE_B", "NORMAL")
  addGeneric("RESETMODE", "SYNC")
  addGeneric("GSR", "DISABLED")
  val ports = new Bundle {
    val CLKA, CLKB, CEA, CEB, OCEA, OCEB, WEA, WEB, RSTA, RSTB = in Bool ()
    val ADA, ADB = in(Vec(Bool(), 14))
    val DIA, DIB = in(Vec(Bool(), 18))
    val CSA, CSB = in(Vec(Bool(), 3))
    val DOA, DOB = out(Vec(Bool(), 18))
  }
  ports.setName("")
  // the primitive's pins are single bits: ADA13 .. ADA0, DIA17 .. DIA0, ...
  for ((v, n) <- Seq(ports.ADA -> "ADA", ports.ADB -> "ADB", ports.DIA -> "DIA", ports.DIB -> "DIB",
    ports.CSA -> "CSA", ports.CSB -> "CSB", ports.DOA -> "DOA", ports.DOB -> "DOB"))
    v.zipWithIndex.foreach { case (b, i) => b.setName(s"$n$i") }
}

/** A FIFO in block RAM whose words leave from flip-flops: the RAM is a
  * `SyncRam` (on the ECP5 its output register, 0.9 ns from the clock,
  * instead of the bare block RAM's 5.8 ns), read ahead into a queue of four
  * registered words. A word is read from the RAM only when the queue has
  * room for it and for the two reads on their way, so it is never lost; at
  * one pop a cycle the queue keeps a word ready (a word pushed into an
  * empty FIFO is out four cycles later). Holds up to `depth` + 4 words;
  * `push.ready` is the RAM's room, from a register, or, when the FIFO never
  * `refuses` (its pusher counts its room itself), always high, the room
  * checked in simulation. `occupancy` counts every word pushed and not
  * popped, as of the cycle before. */
case class BramFifo(width: Int, depth: Int, ecp5: Boolean, refuses: Boolean = true) extends Component {
  val aw = log2Up(depth)
  require(isPow2(depth))
  val io = new Bundle {
    val push = slave Stream (Bits(width bits))
    val pop = master Stream (Bits(width bits))
    val occupancy = out UInt (log2Up(depth + 5) bits)
  }
  val ram = SyncRam(width, depth, ecp5)
  val wPtr, rPtr = Reg(UInt(aw bits)) init (0)
  val stored = Reg(UInt(aw + 1 bits)) init (0) // written, not yet read
  if (refuses) io.push.ready := !stored.msb
  else {
    io.push.ready := True
    Kept.check(!(io.push.valid && stored.msb), "a word pushed into a full FIFO that never refuses")
  }
  ram.io.we := io.push.fire; ram.io.wAddr := wPtr; ram.io.wData := io.push.payload
  when(io.push.fire) { wPtr := wPtr + 1 }

  // the queue: four registers, `qCount` of them full from `qHead`
  val q = Vec(Reg(Bits(width bits)), 4)
  val qHead, qTail = Reg(UInt(2 bits)) init (0)
  val qCount = Reg(UInt(3 bits)) init (0)
  val qSome = RegInit(False) // qCount =/= 0 (pop's VALID from a register)
  val v1, v2 = RegInit(False) // a read one and two cycles ago (its word is out while v2)
  val re = stored =/= 0 && qCount +^ v1.asUInt +^ v2.asUInt < 4
  ram.io.re := re; ram.io.rAddr := rPtr
  v1 := re; v2 := v1
  when(re) { rPtr := rPtr + 1 }
  stored := stored + io.push.fire.asUInt - re.asUInt
  when(v2) { q(qTail) := ram.io.rData; qTail := qTail + 1 }
  io.pop.valid := qSome
  io.pop.payload := q(qHead)
  when(io.pop.fire) { qHead := qHead + 1 }
  qCount := qCount + v2.asUInt - io.pop.fire.asUInt
  qSome := v2 || qCount > 1 || qSome && !io.pop.ready
  Kept.check(qSome === (qCount =/= 0), "the FIFO's VALID differs from its count")
  // (counted from registered events: the pop comes late in the cycle)
  val held = Reg(UInt(log2Up(depth + 5) bits)) init (0)
  held := held + RegNext(io.push.fire, False).asUInt - RegNext(io.pop.fire, False).asUInt
  io.occupancy := held
}
