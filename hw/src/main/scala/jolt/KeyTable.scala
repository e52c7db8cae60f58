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
  * Pipeline, six stages, one item per cycle, no stall, at most three LUT
  * levels a stage. The index RAM is read for an item at the end of S and the
  * occupied bits in A; writes land at the end of E, so the four items ahead
  * may write its slot after those reads, and the fifth as the RAM is read
  * (its word undefined then): those writes are forwarded. "Position p" is
  * where such an item is while ours is in C: D (p = 0, the item directly
  * ahead), or left D one, two or three cycles ago (p = 1, 2, 3: the
  * history); the fifth item left D four cycles ago.
  *  S  the slot (XOR fold of the key) is computed; the index RAM is read
  *     from it (its word is out in B); the slot is registered, its low four
  *     bits also one-hot;
  *  A  the occupied bits are read in three registered steps (A, B, C, each
  *     a one-hot select), a snapshot as of A. Against each of the five items
  *     ahead, where it is now, the slot is compared (in halves) and the key
  *     (in bytes);
  *  B  the RAM's word (out of its output register) against ours: key bytes
  *     and class; the halves and bytes from A joined: which position writes
  *     the slot last (the newest wins), else the RAM's word, or the fifth
  *     item's if it wrote the slot; the class tests against each position;
  *  C  each outcome (whiteout, relog, kill: either of those, eviction) for
  *     each source: the history (its occupied bit known), the RAM's word or
  *     the fifth item's (all but the occupied bit, read last in C), and
  *     p = 0 as if the item ahead leaves the slot occupied (it does unless
  *     it is a whiteout, known only at the end of this cycle); the killed
  *     entry;
  *  D  whiteout / relog / eviction, one LUT: C's flags with the occupied
  *     bit and with whether the item ahead left its slot occupied (both
  *     registers now); `used` advanced; the write masks' low halves (decoded
  *     in C) gated;
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
  val hist = Vec.fill(3)(Reg(Written()))
  hist.foreach(_.valid init (False))

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
  def ohMux(words: Seq[Bits], oh: Bits): Bits =
    words.zipWithIndex.map { case (w, i) => w & B(w.getWidth bits, default -> oh(i)) }.reduce(_ | _)
  /** The same, the terms of each bit paired in a kept LUT (then an OR of
    * those: a 16-way mux in three levels). */
  def ohMuxPaired(words: Seq[Bits], oh: Bits): Bits = Cat((0 until words.head.getWidth).map(j => kept(Cat(
    words.indices.grouped(2).map(ks => ks.map(k => words(k)(j) && oh(k)).reduce(_ || _)).toSeq)).orR))

  // S: the slot is computed, the index RAM read from it (the word is out in
  // B), and the slot registered with its low bits one-hot
  val slotS = slotOf(io.item.key, io.item.itemType)
  index.io.re := True // (every cycle: no path from the input's valid to the RAM's enable)
  index.io.rAddr := slotS
  val la = b min 4 // slot bits used in A
  val vA = RegNext(io.item.valid) init (False)
  val itemA = RegNext(io.item.payload)
  val slotA = RegNext(slotS)
  val ohA = RegNext(UIntToOh(slotS(la - 1 downto 0)))

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

  // A: the occupied bits are read in three registered steps, a snapshot as
  // of A: A takes from each group of 16 slots (the groups their writes are
  // decoded in) the one at the slot's place; B picks the slot's 2^rC groups
  // (up to 8) of those; C the slot's one
  val occPairsA = kept(Cat((0 until c.indexSlots / 2).map(i => (occupied(2 * i, 2 bits) & ohA(2 * i % (1 << la), 2 bits)).orR)))
  val occPartB = RegNext(Cat((0 until (c.indexSlots >> la)).map(g =>
    occPairsA(g << (la - 1), 1 << (la - 1) bits).orR))) // bit g: the slot's group g
  val rC = (b - la) min 3 // slot bits used in C
  val rB = b - la - rC // in B
  val ohB = if (rB > 0) RegNext(UIntToOh(slotA(b - 1 downto la + rC))) else B(1, 1 bits)
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
  val occGroupC = RegNext(if (rB > 0) ohMuxPaired(occPartB.subdivideIn((1 << rC) bits).toList, ohB) else occPartB)
  val ohC = if (rC > 0) RegNext(UIntToOh(slotB(la + rC - 1 downto la))) else B(1, 1 bits)
  val aheadB = Seq((vC, clsOf(itemC.itemType)), (vD, clsD), (hist(0).valid, hist(0).data.cls),
    (hist(1).valid, hist(1).data.cls), (hist(2).valid, hist(2).data.cls))
  val hitB = aheadB.zip(slotEqB).map { case ((v, _), eq) => kept(vB && v && eq.andR) }
  val fwdB = hitB.take(4)
  val selC = (0 until 4).map(p => RegNext(if (p == 0) fwdB(0) else fwdB(p) && !fwdB.take(p).orR) init (False))
  // the slot as of the RAM's read, or of the fifth item's write if it wrote it
  val anyFwdB = kept(fwdB.orR)
  val srcOlderC = RegNext(vB && !anyFwdB) init (False)
  val srcFifthC = RegNext(hitB(4) && hist(2).occ && !anyFwdB) init (False)
  val srcRamC = srcOlderC && !srcFifthC
  val clsB = clsOf(itemB.itemType)
  val doneB = clsB === Jolt.CLASS_DONE
  val keyEqC = keyChunksB.map(k => RegNext(k.andR))
  val whiteClsC = aheadB.map { case (_, cl) => RegNext(doneB && cl === Jolt.CLASS_INTENT) } // a whiteout if the same key
  val sameClsC = aheadB.map { case (_, cl) => RegNext(cl === clsB) } // a relog if the same key (never both)
  val killClsC = aheadB.map { case (_, cl) => RegNext(doneB && cl === Jolt.CLASS_INTENT || cl === clsB) } // either
  val ramB = IndexSlot(c)
  ramB.assignFromBits(index.io.rData) // read in S, registered twice (in A and B)
  val ramChunksC = RegNext(chunksEq(ramB.key, itemB.key))
  val ramWhiteClsC = RegNext(doneB && ramB.cls === Jolt.CLASS_INTENT)
  val ramSameClsC = RegNext(ramB.cls === clsB)
  val ramKillClsC = RegNext(doneB && ramB.cls === Jolt.CLASS_INTENT || ramB.cls === clsB)
  val ramOhC = RegNext(UIntToOh(ramB.entry(eLo - 1 downto 0)))
  val fifthOhC = RegNext(hist(2).entryOh)

  // C: each outcome (whiteout, relog, kill = either, eviction) for the slot's
  // content: from the history (p = 1..3, its occupied bit known now); from
  // the RAM's word or the fifth item's, but for the occupied bit (read in C,
  // it joins in D); and for p = 0, as if the item in D leaves the slot
  // occupied. Three LUT levels: the RAM's key in two (its byte flags' AND),
  // each outcome in a third
  val occAnd = occGroupC & ohC
  val occRamD = RegNext(kept(Cat((0 until (occAnd.getWidth + 1) / 2).map(i =>
    occAnd(2 * i, (occAnd.getWidth - 2 * i) min 2 bits).orR))).orR) init (False)
  val ramKeyC = kept(ramChunksC(3 downto 0).andR ## ramChunksC(7 downto 4).andR)
  val ramEqC = kept(srcRamC && ramKeyC.andR) // the RAM's word is the slot's content, with our key
  def fromHist(cls: Seq[Bool]): Bool = (1 to 3).map(p => selC(p) && hist(p - 1).occ && keyEqC(p) && cls(p)).orR
  /** One outcome, `cls` its class test (whiteout, relog or kill) at each
    * position 0..4 and for the RAM's word. */
  case class Outcome(cls: Seq[Bool], ramCls: Bool) extends Area {
    val histD = RegNext(kept(fromHist(cls))) init (False)
    val fifth = kept(srcFifthC && keyEqC(4) && cls(4))
    val olderD = RegNext(ramEqC && ramCls || fifth) init (False) // if the slot is occupied (it is after the fifth's write)
    val prevD = RegNext(selC(0) && keyEqC(0) && cls(0)) init (False) // if the item ahead leaves it occupied
  }
  val white = Outcome(whiteClsC, ramWhiteClsC)
  val same = Outcome(sameClsC, ramSameClsC)
  val killed = Outcome(killClsC, ramKillClsC)
  val histIdleD = RegNext(kept(fromHist(whiteClsC) || !vC)) init (True) // no append, unless the RAM or the item ahead says so
  val histEvictD = RegNext(kept((1 to 3).map(p => selC(p) && hist(p - 1).occ && !(keyEqC(p) && killClsC(p))).orR)) init (False)
  val srcOlderD = RegNext(srcOlderC) init (False)
  val prevEvictD = RegNext(selC(0) && !(keyEqC(0) && killClsC(0))) init (False)
  // the killed entry: p = 0 takes `used` (the item in D is appended at it)
  val usedOh = Reg(Bits(32 bits)) init (1) // `used`'s low five bits one-hot
  val srcC = Cat(selC :+ srcRamC :+ srcFifthC)
  val killOhD = RegNext(ohMux(Seq(usedOh) ++ hist.map(_.entryOh) :+ ramOhC :+ fifthOhC, srcC))
  val killHiD = if (c.entryBits > eLo) {
    val olderHiC = Seq(RegNext(entryHi(ramB.entry)), RegNext(entryHi(hist(2).data.entry))) // (registered in B)
    RegNext(ohMux(Seq(entryHi(used(c.entryBits - 1 downto 0))) ++ hist.map(h => entryHi(h.data.entry)) ++ olderHiC, srcC)).asUInt
  } else U(0, 0 bits)
  val slotOhD = RegNext(UIntToOh(slotC(la - 1 downto 0)))

  // D: the decision, one LUT level (a LUT5: the item ahead's outcome and
  // the occupied bit, registers now, against what C found), then one to
  // each mask bit
  val prevAppended = hist(0).occ // the item ahead (in D last cycle) left its slot occupied
  def decide(o: Outcome): Bool = o.prevD && prevAppended || o.histD || occRamD && o.olderD
  val whiteout = decide(white)
  val append = !(white.prevD && prevAppended || histIdleD || occRamD && white.olderD) // vD && !whiteout
  val relog = decide(same)
  val kill = decide(killed) // relog or whiteout
  val evict = prevEvictD && prevAppended || histEvictD || occRamD && srcOlderD && !killed.olderD

  val newSlot = IndexSlot(c)
  newSlot.key := itemD.key
  newSlot.cls := clsD
  newSlot.entry := used.resized

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
  val itemE = RegNext(itemD)
  val entryE = RegNext(used(c.entryBits - 1 downto 0))
  index.io.we := appendE; index.io.wAddr := slotE; index.io.wData := slotDataE.asBits
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
  val occSetMask = decoded(highOh(slotD, la), gate(slotOhD, append))
  val occClrMask = decoded(highOh(slotD, la), gate(slotOhD, whiteout))
  dead := (dead | killMask) & ~liveMask
  occupied := (occupied | occSetMask) & ~occClrMask
  when(append) { used := used + 1; usedOh := usedOh.rotateLeft(1) }

  io.relog := relog
  io.whiteout := whiteout
  io.eviction := evict
  io.accepted := vD

  // the clear lands a cycle after it is asked (at a push's end or RESET, with
  // no item behind it for several cycles; `busy` covers that cycle): one
  // register, not the engine's decision logic, drives its ~1,100 loads
  val clearR = RegNext(io.clear) init (False)
  when(clearR) {
    occupied := 0
    used := 0
    usedOh := 1
  }
  // the history forgets its items too, from a copy of clearR (its reset value
  // differs, so that yosys keeps the copy): the valid bits would otherwise
  // share the widely routed net that resets the occupied bits
  val clearH = RegNext(io.clear) init (True)
  when(clearH) { hist.foreach(_.valid := False) }
  io.busy := vA || vB || vC || vD || vE || clearR

  // read: the RAM's output registered; the dead bits shifted out of a copy
  // (no 1,024-way mux)
  table.io.re := io.rdEn
  table.io.rAddr := io.rdAddr
  io.rdData.assignFromBits(table.io.rData)
  // (an advance lands a cycle later, from a register: it moves every bit;
  // until it has landed, the bit after is read. A restart copies the dead
  // bits in `restartChunks` parts over as many cycles, each part's load
  // from its own register of a chain: one register would drive every bit)
  val deadAhead = Reg(Bits(c.capacity bits))
  val advanced = RegNext(io.rdAdvance, False)
  val parts = KeyTable.restartChunks min c.capacity
  val partBits = c.capacity / parts
  val restarted = (0 until parts).scanLeft(io.rdRestart)((r, _) => RegNext(r, False)).tail
  val shifted = deadAhead |>> 1
  for (p <- 0 until parts) {
    val (hi, lo) = ((p + 1) * partBits - 1, p * partBits)
    when(restarted(p)) { deadAhead(hi downto lo) := dead(hi downto lo) }
      .elsewhen(advanced) { deadAhead(hi downto lo) := shifted(hi downto lo) }
  }
  io.rdDead := advanced ? deadAhead(1) | deadAhead(0)
}
