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
  * Pipeline, six stages, one item per cycle, no stall:
  *  S  the slot (XOR fold of the key) is computed and registered;
  *  A  the index RAM read is issued; the occupied bits are read in three
  *     registered steps (A, B, C), a snapshot as of A;
  *  B  the RAM's output is registered as it is (block RAM outputs are slow);
  *     which of the items ahead will have written this slot since the
  *     snapshot, and whether each carried the same key, is computed against
  *     where those items will be during C, and registered;
  *  C  the slot's effective content is chosen: the RAM's word and occupied
  *     bit, unless one of the four items ahead (the one in D now, or the
  *     three that left D in the last three cycles) wrote that slot after the
  *     snapshot: then the newest of those (forwarding);
  *  D  whiteout / relog / eviction is decided and `used` advanced. When the
  *     slot's content came from the item directly ahead (in D during our C),
  *     whether that item left the slot occupied (it did unless it was a
  *     whiteout) is only known at the end of that cycle, so D takes it from
  *     a register then;
  *  E  the index, the table, the dead and occupied bits are written (a
  *     cycle after the decision: each write fans out widely).
  * So back-to-back relogs and intent->done pairs see each other.
  *
  * The input has no back-pressure; `busy` is high while items are in stages
  * S..E, after which `used` and the counters include them.
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
    // packer read port: data two cycles after rdEn. The packer reads the
    // entries in order from 0: rdRestart before the first, rdAdvance for
    // each next; rdDead is the dead bit of the current one (the table does
    // not change meanwhile)
    val rdEn = in Bool ()
    val rdAddr = in UInt (c.entryBits bits)
    val rdData = out(TableEntry(c))
    val rdRestart, rdAdvance = in Bool ()
    val rdDead = out Bool ()
  }
  val b = c.indexBits
  def slotOf(key: Bits, itemType: Bits): UInt = {
    val chunks = (0 until (64 + b - 1) / b).map(i => key(((i * b + b) min 64) - 1 downto i * b).resize(b))
    val fold = chunks.reduce(_ ^ _)
    val group = itemType(7 downto 6) =/= 0
    (fold ^ (group.asBits << (b - 1)).resize(b)).asUInt
  }

  val table = SyncRam(TableEntry(c).getBitsWidth, c.capacity, c.ecp5Rams)
  val index = SyncRam(IndexSlot(c).getBitsWidth, c.indexSlots, c.ecp5Rams)
  val dead = Reg(Bits(c.capacity bits)) init (0)
  val occupied = Reg(Bits(c.indexSlots bits)) init (0)
  val used = Reg(UInt(c.usedBits bits)) init (0)
  io.used := used
  def clsOf(t: Bits) = t(7 downto 6)
  /** The 2^low-bit group of `bits` that holds bit `at` (large bit-vector
    * reads are split in two registered halves: group, then bit). */
  def groupOf(bits: Bits, at: UInt, low: Int): Bits =
    if (bits.getWidth <= (1 << low)) bits else bits.subdivideIn((1 << low) bits)(at(at.getWidth - 1 downto low))

  /** An index write decided in D: slot, content, occupied after. */
  case class Written() extends Bundle {
    val valid = Bool()
    val slot = UInt(b bits)
    val data = IndexSlot(c)
    val occ = Bool()
  }
  // the items that left D one, two and three cycles ago (hist(0) = one)
  val hist = Vec.fill(3)(Reg(Written()))
  hist.foreach(_.valid init (False))

  // S: the slot is computed and registered
  val vA = RegNext(io.item.valid) init (False)
  val itemA = RegNext(io.item.payload)
  val slotA = RegNext(slotOf(io.item.key, io.item.itemType))

  // A: the index RAM read is issued, and the occupied bits are read in three
  // registered steps, all a snapshot as of A: A takes from each group of 16
  // slots (the groups their writes are decoded in, so each 16:1 mux reads
  // bits placed together) the one at the slot's place; B the 16 groups
  // around the slot's; C the slot's group
  index.io.re := vA
  index.io.rAddr := slotA
  val la = b min 4 // slot bits used in A
  val occPartB = RegNext(Vec((0 until (c.indexSlots >> la)).map(g =>
    occupied(g * (1 << la), 1 << la bits)(slotA(la - 1 downto 0)))).asBits) // bit g: the slot's group g

  // B
  val vB = RegNext(vA) init (False)
  val itemB = RegNext(itemA)
  val slotB = RegNext(slotA)
  val occGroupC = RegNext(if (b - la > 4) groupOf(occPartB, slotB(b - 1 downto la), 4) else occPartB)

  // C
  val vC = RegNext(vB) init (False)
  val itemC = RegNext(itemB)
  val slotC = RegNext(slotB)
  val ramC = IndexSlot(c)
  ramC.assignFromBits(index.io.rData) // read in A, registered twice (in B and C)
  val wC = log2Up(occGroupC.getWidth) // slot bits used in C
  val occRamC = if (wC == 0) occGroupC(0) else occGroupC(slotC(la + wC - 1 downto la))

  // D (declared here: C forwards from it)
  val vD = RegNext(vC) init (False)
  val itemD = RegNext(itemC)
  val slotD = RegNext(slotC)
  val clsD = clsOf(itemD.itemType)

  // Which writes the index RAM and the occupied bits read for this item may
  // have missed, and whether each carried the same key: computed in B
  // against the items one stage ahead of where they will be during C (the
  // item in C now will be in D, the one in D will be hist(0), ...).
  val aheadB = Seq((vC, slotC, itemC.key), (vD, slotD, itemD.key)) ++
    hist.take(2).map(h => (h.valid, h.slot, h.data.key))
  val fromC = aheadB.map { case (v, s, _) => RegNext(vB && v && s === slotB) init (False) } // D, hist 0, 1, 2 in C
  val keyEqC = aheadB.map { case (_, _, k) => RegNext(k === itemB.key) }

  // C: pick the newest source for slotC
  val sC = IndexSlot(c)
  val occC = Bool()
  val eqC = Bool()
  sC := ramC; occC := occRamC; eqC := ramC.key === itemC.key
  for (i <- 3 to 1 by -1) { // oldest first, newest wins
    when(fromC(i)) { sC := hist(i - 1).data; occC := hist(i - 1).occ; eqC := keyEqC(i) }
  }
  when(fromC(0)) {
    sC.key := itemD.key; sC.cls := clsD; sC.entry := used.resized
    eqC := keyEqC(0)
  }

  // D
  val sD = RegNext(sC)
  val eqD = RegNext(eqC)
  val occCD = RegNext(occC)
  val fromPrevD = RegNext(vC && fromC(0)) init (False)
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

  hist(0).valid := vD
  hist(0).slot := slotD
  hist(0).data := newSlot
  hist(0).occ := !whiteout
  hist(1) := hist(0)
  hist(2) := hist(1)

  // E: the writes decided in D land one cycle later (the decision comes late
  // in D and each write fans out to many flip-flops or a RAM's enables)
  val vE = RegNext(vD) init (False)
  val appendE = RegNext(append) init (False)
  val slotE = RegNext(slotD)
  val slotDataE = RegNext(newSlot)
  val itemE = RegNext(itemD)
  val entryE = RegNext(used(c.entryBits - 1 downto 0))
  index.io.we := appendE; index.io.wAddr := slotE; index.io.wData := slotDataE.asBits
  table.io.we := appendE; table.io.wAddr := entryE; table.io.wData := itemE.asBits
  // each bit-vector write is decoded in two halves in D, registered, and
  // expanded to a mask in E (written as whole-vector operations: the
  // simulators run them far faster than thousands of single-bit writes)
  def decoded(at: UInt, low: Int, en: Bool): Bits = {
    val hi = RegNext(if (at.getWidth > low) UIntToOh(at(at.getWidth - 1 downto low)) else B(1, 1 bits))
    val lo = RegNext(UIntToOh(at(low - 1 downto 0)) & B((1 << low) bits, default -> en)).init(0)
    Vec((0 until hi.getWidth).map(g => lo & B(lo.getWidth bits, default -> hi(g)))).asBits // group g at bits g*|lo|..
  }
  val killMask = decoded(sD.entry, 5, vD && (whiteout || relog))
  val liveMask = decoded(used(c.entryBits - 1 downto 0), 5, append)
  val occSetMask = decoded(slotD, b min 4, append)
  val occClrMask = decoded(slotD, b min 4, vD && whiteout)
  dead := (dead | killMask) & ~liveMask
  occupied := (occupied | occSetMask) & ~occClrMask
  when(append) { used := used + 1 }

  io.relog := vD && relog
  io.whiteout := vD && whiteout
  io.eviction := vD && evict
  io.accepted := vD

  // the clear lands a cycle after it is asked (at a push's end or RESET, with
  // no item behind it for several cycles; `busy` covers that cycle): one
  // register, not the engine's decision logic, drives its ~1,100 loads
  val clearR = RegNext(io.clear) init (False)
  when(clearR) {
    occupied := 0
    used := 0
    hist.foreach(_.valid := False)
  }
  io.busy := vA || vB || vC || vD || vE || clearR

  // read: the RAM's output registered; the dead bits shifted out of a copy
  // (no 1,024-way mux)
  table.io.re := io.rdEn
  table.io.rAddr := io.rdAddr
  io.rdData.assignFromBits(table.io.rData)
  // (a restart or an advance lands a cycle later, from a register: each
  // moves every bit; until an advance has landed, the bit after is read)
  val deadAhead = Reg(Bits(c.capacity bits))
  val advanced = RegNext(io.rdAdvance, False)
  when(RegNext(io.rdRestart, False)) { deadAhead := dead } elsewhen (advanced) { deadAhead := deadAhead |>> 1 }
  io.rdDead := advanced ? deadAhead(1) | deadAhead(0)
}
