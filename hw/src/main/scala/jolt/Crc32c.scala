package jolt

import spinal.core._
import spinal.lib._

/** CRC32C (Castagnoli, reflected 0x82f63b78) over 64-bit little-endian words,
  * one word per cycle, pipelined.
  *
  * The update of a reflected CRC register by one word is linear over GF(2):
  * state' = A * state ^ B * word. B * word does not depend on the state, so it
  * is computed ahead in two registered stages (partial XORs of at most 16
  * data bits, then their sum); only A * state ^ f closes the loop, a 32-input
  * XOR per bit. A word entered at cycle t is in the state at t + 3; `busy`
  * is high while words are in flight. `clear` (only while not busy) starts a
  * new CRC. `crc` is the finished value (final XOR applied).
  */
object Crc32cModel {
  val poly = 0x82f63b78L
  def updateBits(state: Long, data: BigInt, bits: Int): Long = {
    var c = state
    for (i <- 0 until bits) {
      val b = (if (data.testBit(i)) 1L else 0L)
      val x = (c ^ b) & 1L
      c = (c >>> 1) ^ (if (x == 1) poly else 0L)
    }
    c & 0xffffffffL
  }
  /** column j of A: bits of the new state from state bit j (data 0) */
  lazy val aCols: Seq[Long] = (0 until 32).map(j => updateBits(1L << j, 0, 64))
  /** column j of B: bits of the new state from data bit j (state 0) */
  lazy val bCols: Seq[Long] = (0 until 64).map(j => updateBits(0L, BigInt(1) << j, 64))
  def inputsOf(cols: Seq[Long], outBit: Int): Seq[Int] =
    cols.indices.filter(j => ((cols(j) >> outBit) & 1L) == 1L)
}

case class Crc32c() extends Component {
  val io = new Bundle {
    val clear = in Bool()
    val input = slave Flow (Bits(64 bits))
    val crc = out Bits (32 bits)
    val busy = out Bool()
  }
  import Crc32cModel._
  import Timing.xorTree // (synthesis would share terms across the 32 bits' trees and deepen them)

  val s1 = io.input.stage()
  // stage 2: partial XORs of B * word, at most 16 data bits each
  val groups = (0 until 32).map(k => inputsOf(bCols, k).grouped(16).toSeq)
  val s2Valid = RegNext(s1.valid) init (False)
  val s2Parts = groups.map(gs => gs.map(g => RegNext(xorTree(g.map(j => s1.payload(j))))))
  // stage 3: state := A * state ^ sum of partials
  val state = Reg(Bits(32 bits)) init (B"32'xffffffff")
  when(io.clear) { state := B"32'xffffffff" }
  when(s2Valid) {
    for (k <- 0 until 32) {
      val fromState = inputsOf(aCols, k).map(j => state(j))
      state(k) := xorTree(fromState ++ s2Parts(k))
    }
  }
  io.crc := ~state
  io.busy := s1.valid || s2Valid
}
