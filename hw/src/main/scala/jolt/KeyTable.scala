package jolt

import spinal.core._
import spinal.lib._

/** The item table and the key index of docs/log-format.md 2.1-2.2, one item
  * per cycle.
  *
  * Table: `capacity` entries, append-only, in block RAM ({type, key, len,
  * addr}), plus a dead bit per entry in flip-flops (an entry's dead bit is
  * cleared when it is appended, set by a relog or a whiteout, so the table
  * is never cleared as a whole). Index: `indexSlots` slots {key, class,
  * entry} in block RAM plus an occupied bit per slot in flip-flops, cleared
  * all at once when a checkpoint is pushed.
  *
  * Pipeline: stage A computes the slot (XOR fold) and issues the synchronous
  * read of the index; stage B, one cycle later, decides whiteout / relog /
  * eviction and writes the index, the table and the dead bits. The index RAM
  * read issued in the cycle where the previous item writes the same slot
  * returns the old value, so stage B takes that slot from a one-entry
  * forwarding register instead (back-to-back relogs and intent->done pairs).
  * The occupied bits are flip-flops read in stage B, always current.
  *
  * The input has no back-pressure; `busy` is high while an item is in stage
  * B, after which `used` and the counters include it.
  */
case class TableEntry(c: JoltConfig) extends Bundle {
  val itemType = Bits(8 bits)
  val key = Bits(64 bits)
  val len = UInt(c.lenBits bits)
  val addr = UInt(c.addrWidth bits)
}

case class IndexSlot(c: JoltConfig) extends Bundle {
  val key = Bits(64 bits)
  val cls = Bits(2 bits)
  val entry = UInt(c.entryBits bits)
}

case class KeyTable(c: JoltConfig) extends Component {
  val io = new Bundle {
    val item = slave Flow (TableEntry(c))
    val clear = in Bool () // push finished: empty the index and the table
    val used = out UInt (c.usedBits bits)
    val busy = out Bool ()
    val relog, whiteout, eviction, accepted = out Bool () // one pulse per event
    // packer read port: data one cycle after rdEn
    val rdEn = in Bool ()
    val rdAddr = in UInt (c.entryBits bits)
    val rdData = out(TableEntry(c))
    val rdDead = out Bool ()
  }
  val b = c.indexBits
  def slotOf(key: Bits, itemType: Bits): UInt = {
    val chunks = (0 until (64 + b - 1) / b).map(i => key(((i * b + b) min 64) - 1 downto i * b).resize(b))
    val fold = chunks.reduce(_ ^ _)
    val group = itemType(7 downto 6) =/= 0
    (fold ^ (group.asBits << (b - 1)).resize(b)).asUInt
  }

  val table = Mem(TableEntry(c), c.capacity)
  val index = Mem(IndexSlot(c), c.indexSlots)
  val dead = Reg(Bits(c.capacity bits)) init (0)
  val occupied = Reg(Bits(c.indexSlots bits)) init (0)
  val used = Reg(UInt(c.usedBits bits)) init (0)
  io.used := used

  // stage A
  val slotA = slotOf(io.item.key, io.item.itemType)
  val readA = index.readSync(slotA, io.item.valid)

  // stage B
  val vB = RegNext(io.item.valid) init (False)
  val itemB = RegNext(io.item.payload)
  val slotB = RegNext(slotA)
  val fwdValid = Reg(Bool()) init (False)
  val fwdSlot = Reg(UInt(b bits))
  val fwdData = Reg(IndexSlot(c))
  val s = (fwdValid && fwdSlot === slotB) ? fwdData | readA
  val occ = occupied(slotB)
  val cls = itemB.itemType(7 downto 6)
  val sameKey = occ && s.key === itemB.key
  val whiteout = sameKey && cls === Jolt.CLASS_DONE && s.cls === Jolt.CLASS_INTENT
  val relog = sameKey && s.cls === cls && !whiteout
  val evict = occ && !whiteout && !relog
  val append = vB && !whiteout

  val newSlot = IndexSlot(c)
  newSlot.key := itemB.key
  newSlot.cls := cls
  newSlot.entry := used.resized
  index.write(slotB, newSlot, append)
  table.write(used.resized, itemB, append)
  fwdValid := append
  fwdSlot := slotB
  fwdData := newSlot

  when(vB && (whiteout || relog)) { dead(s.entry) := True }
  when(append) {
    dead(used(c.entryBits - 1 downto 0)) := False
    occupied(slotB) := True
    used := used + 1
  }
  when(vB && whiteout) { occupied(slotB) := False }

  io.relog := vB && relog
  io.whiteout := vB && whiteout
  io.eviction := vB && evict
  io.accepted := vB
  io.busy := vB

  when(io.clear) {
    occupied := 0
    used := 0
    fwdValid := False
  }

  io.rdData := table.readSync(io.rdAddr, io.rdEn)
  io.rdDead := RegNextWhen(dead(io.rdAddr), io.rdEn)
}
