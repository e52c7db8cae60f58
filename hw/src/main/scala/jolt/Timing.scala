package jolt

import spinal.core._

/** Shapes of logic for the clock (docs/results.md, Fmax), shared by the
  * blocks: every carry chain starts and ends at a register and is at most
  * 33 bits; nets that must keep their LUT levels are kept. */
object Timing {
  /** A net kept as it is through synthesis: yosys's mapper (abc9) folds
    * logic with slack into deeper, smaller cones, up to the depth of the
    * design's worst path (and shares terms between cones); a kept net fixes
    * the LUT levels on both sides of it. */
  def kept[T <: Data](x: T): T = { val w = cloneOf(x); w := x; w.addAttribute("keep"); w }

  /** A table of constants read as logic: a tree of 2:1 muxes on the
    * index's bits, which yosys folds into LUTs. (A Vec of constants is
    * emitted as a case statement, which yosys makes a ROM; memory_dff may
    * then move the register ahead of the index to the ROM's output, so the
    * logic that computes the index lands in front of the table's LUTs.) */
  def constTable(idx: UInt, values: Seq[Int], width: Int): UInt = {
    require(values.size == (1 << idx.getWidth))
    def tree(bit: Int, vs: Seq[Int]): UInt =
      if (bit < 0) U(vs.head, width bits)
      else Mux(idx(bit), tree(bit - 1, vs.drop(vs.size / 2)), tree(bit - 1, vs.take(vs.size / 2)))
    tree(idx.getWidth - 1, values)
  }

  /** The word whose select is high, of one-hot selects: an AND-OR (a
    * select fans out to its own word's bits only, two pairs fit a LUT). */
  def ohMux(srcs: Seq[(Bool, Bits)]): Bits =
    srcs.map { case (sel, w) => w & B(w.getWidth bits, default -> sel) }.reduce(_ | _)

  /** XOR as a tree of 4-input XORs on kept nets: a LUT level each. */
  def xorTree(in: Seq[Bool]): Bool =
    if (in.size <= 4) in.reduce(_ ^ _) else xorTree(in.grouped(4).map(g => kept(g.reduce(_ ^ _))).toSeq)

  /** a + b with its carry out, in two registered steps: the low half and
    * the high half's two sums (carry in 0 and 1) apart, then the low one's
    * carry selects (a carry-select adder: the second step is a mux, no
    * carry chain). */
  def addInHalves(a: UInt, b: UInt): UInt = {
    val w = a.getWidth max b.getWidth
    require(w > 32)
    val (a2, b2) = (a.resize(w), b.resize(w))
    val lo = RegNext(a2(31 downto 0) +^ b2(31 downto 0))
    val (ah, bh) = (a2(w - 1 downto 32), b2(w - 1 downto 32))
    val hi0 = RegNext(ah +^ bh)
    // (a + b + 1 as one carry chain: a low bit of 1 on both sides carries in)
    val hi1 = RegNext(((ah @@ U"1") +^ (bh @@ U"1")) >> 1)
    RegNext(lo(32) ? hi1 | hi0) @@ RegNext(lo(31 downto 0))
  }

  /** x =/= 0 in two steps: 16-bit zero tests, each registered, then OR-ed
    * (a zero test of more than 16 bits in a step missed 6.67 ns) */
  def nonZero(x: Bits): Bool = x.subdivideIn(16 bits).map(h => RegNext(h =/= 0)).reduce(_ || _)

  /** x vs y (equal widths) by chunks of 16 bits (the top one up to 31),
    * least significant first: (x < y, x > y) of each, registered. */
  def chunkCmp(x: UInt, y: UInt): Seq[(Bool, Bool)] = {
    val n = x.getWidth
    val k = (n / 16) max 1
    (0 until k).map { i =>
      val hi = if (i == k - 1) n - 1 else 16 * i + 15
      val xs = x(hi downto 16 * i)
      val ys = y(hi downto 16 * i)
      (RegNext(Carry.gt(ys, xs)), RegNext(Carry.gt(xs, ys)))
    }
  }
  /** x <= y from chunkCmp's results: not x > y. */
  def lexLe(c: Seq[(Bool, Bool)]): Bool = !c.foldLeft(False) { case (acc, (lt, gt)) => gt || !lt && acc }
  /** x <= y in two registered steps (chunks, then their results joined). */
  def leReg(x: UInt, y: UInt): Bool = {
    val w = x.getWidth max y.getWidth
    RegNext(lexLe(chunkCmp(x.resize(w), y.resize(w))))
  }
}
