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
  * entry, live, epoch} in block RAM. A slot is occupied when it is live and
  * its epoch is the table's: pushing a checkpoint empties the index by
  * counting the epoch on, and only every 2^epochBits pushes (and after a
  * reset) is every slot written free, a sweep of `indexSlots` cycles.
  *
  * Pipeline, seven stages, one item per cycle, no stall, at most three LUT
  * levels a stage. The index RAM is read for an item at the end of S; each
  * item writes its slot at the end of E, so the four items ahead may write
  * it after that read, and the fifth as the RAM is read (its word undefined
  * then): those writes are forwarded. "Position p" is where such an item is
  * while ours is in C: D (p = 0, the item directly ahead), or left D one,
  * two or three cycles ago (p = 1, 2, 3: the history); the fifth item left
  * D four cycles ago.
  *  H  the slot (XOR fold of the key) is computed;
  *  S  the index RAM is read from the slot (its word is out in B);
  *  A  against each of the five items ahead, where it is now, the slot is
  *     compared (in halves) and the key (in bytes);
  *  B  the RAM's word (out of its output register) against ours: key bytes,
  *     class, and whether it is occupied; the halves and bytes from A
  *     joined: which position writes the slot last (the newest wins), else
  *     the RAM's word, or the fifth item's if it wrote the slot; the class
  *     tests against each position;
  *  C  each outcome (whiteout, relog, kill: either of those, eviction) for
  *     each source: the history and the fifth item (their occupied bits
  *     known), the RAM's word, and p = 0 as if the item ahead leaves the
  *     slot occupied (it does unless it is a whiteout, known only at the
  *     end of this cycle); the killed entry;
  *  D  whiteout / relog / eviction, one LUT: C's flags with whether the
  *     item ahead left its slot occupied (a register now); `used` advanced;
  *     the write masks' low halves (decoded in C) gated;
  *  E  the index, the table and the dead bits are written (a cycle after
  *     the decision: each write fans out widely).
  * So back-to-back relogs and intent->done pairs see each other.
  *
  * The input has no back-pressure: items come only while `ready`. `busy`
  * is high while items are in stages H..E, after which `used` and the
  * counters include them, and while the index is swept.
  */
case class TableEntry(c: JoltConfig) extends Bundle {
  val itemType = Bits(8 bits)
  val key = Bits(64 bits)
  val len = UInt(c.lenBits bits)
  val addr = UInt(c.addrWidth bits)
}

case class IndexSlot(c: JoltConfig) extends Bundle {
  val key = Bits(64 bits)
  val cls = Bits(8 - Limits.ITEM_CLASS_SHIFT bits)
  val entry = UInt(c.entryBits bits)
  val live = Bool() // occupied, if `epoch` is the table's
  val epoch = UInt(c.epochBits bits)
}

object KeyTable {
  val restartChunks = 4
  /** rdRestart to the first rdAdvance, at least (the parts are copied by then) */
  val restartCycles = restartChunks + 1
}

case class KeyTable(c: JoltConfig) extends Component {
  val io = new Bundle {
    val item = slave Flow (TableEntry(c))
    val clear = in Bool () // push finished: empty the index and the table
    val used = out UInt (c.usedBits bits)
    val busy = out Bool ()
    val ready = out Bool () // items may come (low while the index is swept)
    val relog, whiteout, eviction, accepted = out Bool () // one pulse per event
    // packer read port: data two cycles after rdEn. The packer reads the
    // entries in order from 0: rdRestart before the first, rdAdvance for
    // each next, the first at least `restartCycles` cycles after rdRestart;
    // rdDead is the dead bit of the current one (the table does not change
    // meanwhile)
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
    val group = Wire.classOf(itemType) =/= ItemClass.OBJECT
    (fold ^ (group.asBits << (b - 1)).resize(b)).asUInt
  }

  val table = SyncRam(TableEntry(c).getBitsWidth, c.capacity, c.ecp5Rams)
  val index = SyncRam(IndexSlot(c).getBitsWidth, c.indexSlots, c.ecp5Rams)
  val dead = Reg(Bits(c.capacity bits)) init (0)
  val used = Reg(UInt(c.usedBits bits)) init (0)
  val epoch = Reg(UInt(c.epochBits bits)) init (0) // clears so far, modulo 2^epochBits
  io.used := used
  def clsOf(t: Bits) = Wire.classOf(t)

  /** An index write decided in D: slot, content, occupied after, and the
    * entry's low five bits one-hot. */
  case class Written() extends Bundle {
    val valid = Bool()
    val slot = UInt(b bits)
    val data = IndexSlot(c)
    val occ = Bool()
    val entryOh = Bits(32 bits)
  }
  // the items that left D one, two and three cycles ago (hist(0) = one)
  // (no reset of their own: the clear's copy below resets high, so the
  // first cycle out of reset clears them)
  val hist = Vec.fill(3)(Reg(Written()))

  val eLo = 5 // an entry's low bits, decoded (32 wide) before E; the rest in E
  def entryHi(e: UInt): Bits = e(c.entryBits - 1 downto eLo).asBits
  /** One-hot decode of `at`'s bits from `low` up (one bit when there are none). */
  def highOh(at: UInt, low: Int): Bits = if (at.getWidth > low) UIntToOh(at(at.getWidth - 1 downto low)) else B(1, 1 bits)
  import Timing.kept // (fixes the LUT levels of the table's stages)
  /** Bit pairs of `x` and `y` equal, a LUT each (kept: a compare's AND then
    * takes the fewest levels). */
  def eqPairs(x: Bits, y: Bits): Bits = kept(Cat((0 until (x.getWidth + 1) / 2).map(i =>
    x(2 * i, (x.getWidth - 2 * i) min 2 bits) === y(2 * i, (x.getWidth - 2 * i) min 2 bits))))
  /** Eight flags: byte j of `x` equals byte j of `y` (two LUT levels; the
    * flags' AND, two more, comes a stage later). */
  def chunksEq(x: Bits, y: Bits): Bits = {
    val pairs = eqPairs(x, y)
    Cat((0 until 8).map(j => pairs(4 * j, 4 bits).andR))
  }
  /** The word of `words` whose bit is set in the one-hot `oh` (an AND-OR: the
    * select bits fan out far less than a binary mux's). */
  def ohMux(words: Seq[Bits], oh: Bits): Bits = Timing.ohMux(words.indices.map(oh(_)).zip(words))
  // H: the slot is computed
  val vS = RegNext(io.item.valid) init (False)
  val itemS = RegNext(io.item.payload)
  val slotS = RegNext(slotOf(io.item.key, io.item.itemType))
  // S: the index RAM is read from the slot (the word is out in B)
  index.io.re := True // (every cycle: no path from the input's valid to the RAM's enable)
  index.io.rAddr := slotS
  val vA = RegNext(vS) init (False)
  val itemA = RegNext(itemS)
  val slotA = RegNext(slotS)

  // (declared here: A and B compare against them)
  val vB = RegNext(vA) init (False)
  val itemB = RegNext(itemA)
  val slotB = RegNext(slotA)
  val vC = RegNext(vB) init (False)
  val itemC = RegNext(itemB)
  val slotC = RegNext(slotB)
  val vD = RegNext(vC) init (False)
  val itemD = RegNext(itemC)
  val slotD = RegNext(slotC)
  val clsD = clsOf(itemD.itemType)

  // against the items ahead, where they are now (during C: D, the history,
  // and the item that left D four cycles ago, whose RAM write landed just as
  // the RAM was read for this one: only that write is taken from it)
  val aheadA = Seq((slotB, itemB.key), (slotC, itemC.key), (slotD, itemD.key), (hist(0).slot, hist(0).data.key),
    (hist(1).slot, hist(1).data.key))
  // (the slots are compared in two halves, ANDed in B)
  val slotEqB = aheadA.map { case (s, _) =>
    val pairs = eqPairs(s.asBits, slotA.asBits)
    val h = pairs.getWidth / 2
    RegNext(pairs(pairs.getWidth - 1 downto h).andR ## pairs(h - 1 downto 0).andR)
  }
  val keyChunksB = aheadA.map { case (_, k) => RegNext(chunksEq(k, itemA.key)) }

  // B: which position writes the slot last (positions 0..3), or else the
  // RAM's word (or the fifth item's, when it wrote the slot); the class
  // tests against each; the RAM's word against ours in chunks
  val aheadB = Seq((vC, clsOf(itemC.itemType)), (vD, clsD), (hist(0).valid, hist(0).data.cls),
    (hist(1).valid, hist(1).data.cls), (hist(2).valid, hist(2).data.cls))
  val hitB = aheadB.zip(slotEqB).map { case ((v, _), eq) => kept(vB && v && eq.andR) }
  val fwdB = hitB.take(4)
  val selC = (0 until 4).map(p => RegNext(if (p == 0) fwdB(0) else fwdB(p) && !fwdB.take(p).orR) init (False))
  // the slot as of the RAM's read, or of the fifth item's write if it wrote it
  val anyFwdB = kept(fwdB.orR)
  // (the fifth item's write, occupied or free, hides the RAM's word)
  val srcRamC = RegNext(vB && !anyFwdB && !hitB(4)) init (False)
  val srcFifthC = RegNext(hitB(4) && hist(2).occ && !anyFwdB) init (False)
  val clsB = clsOf(itemB.itemType)
  val doneB = clsB === ItemClass.DONE
  val keyEqC = keyChunksB.map(k => RegNext(k.andR))
  val whiteClsC = aheadB.map { case (_, cl) => RegNext(doneB && cl === ItemClass.INTENT) } // a whiteout if the same key
  val sameClsC = aheadB.map { case (_, cl) => RegNext(cl === clsB) } // a relog if the same key (never both)
  val killClsC = aheadB.map { case (_, cl) => RegNext(doneB && cl === ItemClass.INTENT || cl === clsB) } // either
  val ramB = IndexSlot(c)
  ramB.assignFromBits(index.io.rData) // read in S, registered twice (in A and B)
  val ramOccC = RegNext(eqPairs(ramB.epoch.asBits, epoch.asBits).andR && ramB.live) init (False)
  val ramChunksC = RegNext(chunksEq(ramB.key, itemB.key))
  val ramWhiteClsC = RegNext(doneB && ramB.cls === ItemClass.INTENT)
  val ramSameClsC = RegNext(ramB.cls === clsB)
  val ramKillClsC = RegNext(doneB && ramB.cls === ItemClass.INTENT || ramB.cls === clsB)
  val ramOhC = RegNext(UIntToOh(ramB.entry(eLo - 1 downto 0)))
  val fifthOhC = RegNext(hist(2).entryOh)

  // C: each outcome (whiteout, relog, kill = either, eviction) for the slot's
  // content: from the history (p = 1..3, its occupied bit known now); from
  // the RAM's word or the fifth item's; and for p = 0, as if the item in D
  // leaves the slot occupied. Three LUT levels: the RAM's key in two (its
  // byte flags' AND), each outcome in a third
  val ramKeyC = kept(ramChunksC(3 downto 0).andR ## ramChunksC(7 downto 4).andR)
  val ramEqC = kept(srcRamC && ramOccC && ramKeyC.andR) // the RAM's word is the slot's content, with our key
  def fromHist(cls: Seq[Bool]): Bool = (1 to 3).map(p => selC(p) && hist(p - 1).occ && keyEqC(p) && cls(p)).orR
  /** One outcome, `cls` its class test (whiteout, relog or kill) at each
    * position 0..4 and for the RAM's word. */
  case class Outcome(cls: Seq[Bool], ramCls: Bool) extends Area {
    val histD = RegNext(kept(fromHist(cls))) init (False)
    val fifth = kept(srcFifthC && keyEqC(4) && cls(4))
    val olderD = RegNext(ramEqC && ramCls || fifth) init (False)
    val prevD = RegNext(selC(0) && keyEqC(0) && cls(0)) init (False) // if the item ahead leaves it occupied
  }
  val white = Outcome(whiteClsC, ramWhiteClsC)
  val same = Outcome(sameClsC, ramSameClsC)
  val killed = Outcome(killClsC, ramKillClsC)
  val histIdleD = RegNext(kept(fromHist(whiteClsC) || !vC)) init (True) // no append, unless the RAM or the item ahead says so
  val histEvictD = RegNext(kept((1 to 3).map(p => selC(p) && hist(p - 1).occ && !(keyEqC(p) && killClsC(p))).orR)) init (False)
  val olderOccD = RegNext(srcRamC && ramOccC || srcFifthC) init (False) // the slot holds the RAM's word or the fifth's
  val prevEvictD = RegNext(selC(0) && !(keyEqC(0) && killClsC(0))) init (False)
  // the killed entry: p = 0 takes `used` (the item in D is appended at it)
  val usedOh = Reg(Bits(32 bits)) init (1) // `used`'s low five bits one-hot
  val srcC = Cat(selC :+ srcRamC :+ srcFifthC)
  val killOhD = RegNext(ohMux(Seq(usedOh) ++ hist.map(_.entryOh) :+ ramOhC :+ fifthOhC, srcC))
  val killHiD = if (c.entryBits > eLo) {
    val olderHiC = Seq(RegNext(entryHi(ramB.entry)), RegNext(entryHi(hist(2).data.entry))) // (registered in B)
    RegNext(ohMux(Seq(entryHi(used(c.entryBits - 1 downto 0))) ++ hist.map(h => entryHi(h.data.entry)) ++ olderHiC, srcC)).asUInt
  } else U(0, 0 bits)

  // D: the decision, one LUT level (the item ahead's outcome, a register
  // now, against what C found), then one to each mask bit
  val prevAppended = hist(0).occ // the item ahead (in D last cycle) left its slot occupied
  def decide(o: Outcome): Bool = o.prevD && prevAppended || o.histD || o.olderD
  val whiteout = decide(white)
  val append = !(white.prevD && prevAppended || histIdleD || white.olderD) // vD && !whiteout
  val relog = decide(same)
  val kill = decide(killed) // relog or whiteout
  val evict = prevEvictD && prevAppended || histEvictD || olderOccD && !killed.olderD

  val newSlot = IndexSlot(c)
  newSlot.key := itemD.key
  newSlot.cls := clsD
  newSlot.entry := used.resized
  newSlot.live := append
  newSlot.epoch := epoch

  hist(0).valid := vD
  hist(0).slot := slotD
  hist(0).data := newSlot
  hist(0).occ := !whiteout
  hist(0).entryOh := usedOh
  hist(1) := hist(0)
  hist(2) := hist(1)

  // E: the writes decided in D land one cycle later (the decision comes late
  // in D and each write fans out to many flip-flops or a RAM's enables)
  val vE = RegNext(vD) init (False)
  val appendE = RegNext(append) init (False)
  val slotE = RegNext(slotD)
  val slotDataE = RegNext(newSlot)
  slotDataE.live.init(False) // (what a sweep writes)
  val itemE = RegNext(itemD)
  val entryE = RegNext(used(c.entryBits - 1 downto 0))
  // every item writes its slot: occupied if appended, free if a whiteout
  val sweeping = RegInit(True) // (declared here: the sweep writes the index too)
  val sweepAt = Reg(UInt(b bits)) init (0)
  index.io.we := vE || sweeping; index.io.wAddr := sweeping ? sweepAt | slotE; index.io.wData := slotDataE.asBits
  table.io.we := appendE; table.io.wAddr := entryE; table.io.wData := itemE.asBits
  // each bit-vector write is decoded in two halves, registered at the end of
  // D, and expanded to a mask in E (written as whole-vector operations: the
  // simulators run them far faster than thousands of single-bit writes).
  // The low half is gated by the decision: one LUT level after it
  def decoded(hi: Bits, lo: Bits): Bits = {
    val hiE = RegNext(hi)
    val loE = RegNext(lo).init(0)
    Vec((0 until hiE.getWidth).map(g => loE & B(loE.getWidth bits, default -> hiE(g)))).asBits // group g at bits g*|lo|..
  }
  def gate(oh: Bits, en: Bool): Bits = oh & B(oh.getWidth bits, default -> en)
  val killMask = decoded(highOh(killHiD, 0), gate(killOhD, kill))
  val liveMask = decoded(highOh(used(c.entryBits - 1 downto 0), eLo), gate(usedOh, append))
  dead := (dead | killMask) & ~liveMask
  when(append) { used := used + 1; usedOh := usedOh.rotateLeft(1) }

  io.relog := relog
  io.whiteout := whiteout
  io.eviction := evict
  io.accepted := vD

  // the clear lands a cycle after it is asked (at a push's end or RESET, with
  // no item behind it for several cycles; `busy` covers that cycle), from a
  // register, not from the engine's decision logic. It empties the index by
  // counting: a slot is occupied only if written since (its epoch is the
  // table's), so no bit per slot needs clearing
  val clearR = RegNext(io.clear) init (False)
  when(clearR) {
    used := 0
    usedOh := 1
    epoch := epoch + 1
  }
  // the history's own copy of the clear, placed beside it: one net from a
  // flip-flop to three resets (clearR's reaches `used` and `usedOh` too, and
  // through a LUT joining the chip's reset it missed 6.67 ns)
  val clearHist = Kept(clearR, io.clear, "the table's clear")
  when(clearHist) { hist.foreach(_.valid := False) }
  // ... until the count wraps: then, and after a reset (the RAM keeps its
  // words), every slot is written free, one a cycle, `ready` low meanwhile
  when(sweeping) {
    sweepAt := sweepAt + 1
    when(sweepAt.andR) { sweeping := False }
  }
  when(io.clear && epoch.andR) { sweeping := True }
  io.ready := !sweeping
  io.busy := vS || vA || vB || vC || vD || vE || clearR || sweeping

  // read: the RAM's output registered; the dead bits shifted out of a copy
  // (no 1,024-way mux)
  table.io.re := io.rdEn
  table.io.rAddr := io.rdAddr
  io.rdData.assignFromBits(table.io.rData)
  // (an advance lands a cycle later, from a register: it moves every bit;
  // until it has landed, the bit after is read. A restart copies the dead
  // bits in `restartChunks` parts over as many cycles, each part's load
  // from its own register of a chain: one register would drive every bit.
  // So does each part's advance, from a register of the advance and not the
  // part's restart, which takes priority anyway: a next value of its own,
  // so that synthesis keeps the registers apart)
  val deadAhead = Reg(Bits(c.capacity bits))
  val advanced = RegNext(io.rdAdvance, False)
  val parts = KeyTable.restartChunks min c.capacity
  val partBits = c.capacity / parts
  val restartNext = (0 until parts).scanLeft(io.rdRestart)((r, _) => RegNext(r, False))
  val restarted = restartNext.tail
  val shifted = deadAhead |>> 1
  for (p <- 0 until parts) {
    val (hi, lo) = ((p + 1) * partBits - 1, p * partBits)
    val advancedHere = RegNext(io.rdAdvance && !restartNext(p), False)
    Kept.check(advancedHere === (advanced && !restarted(p)), "a part's advance differs from the table's")
    when(restarted(p)) { deadAhead(hi downto lo) := dead(hi downto lo) }
      .elsewhen(advancedHere) { deadAhead(hi downto lo) := shifted(hi downto lo) }
  }
  io.rdDead := advanced ? deadAhead(1) | deadAhead(0)
}
