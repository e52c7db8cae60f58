package jolt

import spinal.core._

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
  if (!ecp5) {
    val mem = Mem(Bits(width bits), depth)
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
