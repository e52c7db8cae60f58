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
  * Pipeline, four stages, one item per cycle, no stall:
  *  A  the slot (XOR fold) is computed and the index RAM read is issued;
  *  B  the RAM's output is registered as it is (block RAM outputs are slow),
  *     and the occupied bit of the slot is read from the flip-flops;
  *  C  the slot's effective content is chosen: the RAM's word, unless one of
  *     the three items ahead wrote that slot after the read was issued (the
  *     one in stage D now, or the two that left D in the last two cycles):
  *     then the newest of those (forwarding). Key equality is computed here
  *     per source and the matching result selected;
  *  D  whiteout / relog / eviction is decided and the index, the table and
  *     the dead bits are written. When the slot's content came from the
  *     item directly ahead (in D during our C), whether that item left the
  *     slot occupied (it did unless it was a whiteout) is only known at the
  *     end of that cycle, so D takes it from a register then.
  * So back-to-back relogs and intent->done pairs see each other.
  *
  * The input has no back-pressure; `busy` is high while items are in stages
  * B..D, after which `used` and the counters include them.
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
  def clsOf(t: Bits) = t(7 downto 6)

  // A
  val slotA = slotOf(io.item.key, io.item.itemType)
  val readA = index.readSync(slotA, io.item.valid)

  // B
  val vB = RegNext(io.item.valid) init (False)
  val itemB = RegNext(io.item.payload)
  val slotB = RegNext(slotA)
  val occB = occupied(slotB)

  // C
  val vC = RegNext(vB) init (False)
  val itemC = RegNext(itemB)
  val slotC = RegNext(slotB)
  val ramC = RegNext(readA)
  val occRamC = RegNext(occB)

  // D (declared here: C forwards from it)
  val vD = RegNext(vC) init (False)
  val itemD = RegNext(itemC)
  val slotD = RegNext(slotC)
  val clsD = clsOf(itemD.itemType)

  /** An index write that already happened: slot, content, occupied after. */
  case class Written() extends Bundle {
    val valid = Bool()
    val slot = UInt(b bits)
    val data = IndexSlot(c)
    val occ = Bool()
  }
  val hist1 = Reg(Written()); hist1.valid init (False) // left D one cycle ago
  val hist2 = Reg(Written()); hist2.valid init (False) // two cycles ago

  // C: pick the newest source for slotC; key equality per source
  val keyC = itemC.key
  val fromD = vD && slotD === slotC
  val fromH1 = hist1.valid && hist1.slot === slotC
  val fromH2 = hist2.valid && hist2.slot === slotC
  val sC = IndexSlot(c)
  val occC = Bool()
  val eqC = Bool()
  sC := ramC; occC := occRamC; eqC := ramC.key === keyC
  when(fromH2) { sC := hist2.data; occC := hist2.occ; eqC := hist2.data.key === keyC }
  when(fromH1) { sC := hist1.data; occC := hist1.occ; eqC := hist1.data.key === keyC }
  when(fromD) {
    sC.key := itemD.key; sC.cls := clsD; sC.entry := used.resized
    eqC := itemD.key === keyC
  }

  // D
  val sD = RegNext(sC)
  val eqD = RegNext(eqC)
  val occCD = RegNext(occC)
  val fromPrevD = RegNext(vC && fromD) init (False)
  val prevAppended = Bool() // the item ahead (in D last cycle) left its slot occupied
  val occ = fromPrevD ? prevAppended | occCD
  val sameKey = occ && eqD
  val whiteout = sameKey && clsD === Jolt.CLASS_DONE && sD.cls === Jolt.CLASS_INTENT
  val relog = sameKey && sD.cls === clsD && !whiteout
  val evict = occ && !whiteout && !relog
  val append = vD && !whiteout
  prevAppended := RegNext(append) init (False)

  val newSlot = IndexSlot(c)
  newSlot.key := itemD.key
  newSlot.cls := clsD
  newSlot.entry := used.resized
  index.write(slotD, newSlot, append)
  table.write(used.resized, itemD, append)

  hist1.valid := vD
  hist1.slot := slotD
  hist1.data := newSlot
  hist1.occ := !whiteout
  hist2 := hist1

  when(vD && (whiteout || relog)) { dead(sD.entry) := True }
  when(append) {
    dead(used(c.entryBits - 1 downto 0)) := False
    occupied(slotD) := True
    used := used + 1
  }
  when(vD && whiteout) { occupied(slotD) := False }

  io.relog := vD && relog
  io.whiteout := vD && whiteout
  io.eviction := vD && evict
  io.accepted := vD
  io.busy := vB || vC || vD

  when(io.clear) {
    occupied := 0
    used := 0
    hist1.valid := False
    hist2.valid := False
  }

  io.rdData := table.readSync(io.rdAddr, io.rdEn)
  io.rdDead := RegNextWhen(dead(io.rdAddr), io.rdEn)
}
