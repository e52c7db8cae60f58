package jolt

import spinal.core._
import spinal.lib._

/** A one-hot state machine: a flip-flop per state, each with its own
  * next-state logic (set when a state's block goes to it, kept until its own
  * block leaves it), so every state test is one flip-flop and no bit depends
  * on whether some other block assigned the vector. (Assigning the whole
  * vector, `state := X`, makes every bit depend on every block: yosys cannot
  * know the vector is one-hot.)
  *
  * Use: `in(S) { ... goto(T) ... }` for each state's block (a block's gotos
  * exclude each other), then `close()` once, after every block. In
  * simulation an assertion checks every cycle that exactly one state is
  * set. */
class OneHotFsm[E <: SpinalEnum](val states: E, initial: SpinalEnumElement[E], what: String) extends Area {
  val n = states.elements.size
  def oneHot(s: SpinalEnumElement[E]): Bits = B(BigInt(1) << s.position, n bits)
  val state = Reg(Bits(n bits)) init (oneHot(initial))
  // the entries by `goto`, the leaves; gotoAhead's entries apart (a test of
  // `enter` then leaves them out)
  val enter, leave, enterAhead = Bits(n bits)
  enter := 0; leave := 0; enterAhead := 0
  private var blockOf: Option[SpinalEnumElement[E]] = None // the state whose block is being elaborated
  def at(s: SpinalEnumElement[E]): Bool = state(s.position)
  def in(s: SpinalEnumElement[E])(body: => Unit): Unit = { blockOf = Some(s); when(at(s))(body); blockOf = None }
  def goto(t: SpinalEnumElement[E]): Unit = { enter(t.position) := True; leave(blockOf.get.position) := True }
  /** To the one of `among` whose flag in `ahead` is set, when `taken`:
    * the flags are registers naming the target, and `ahead(i) && taken`
    * implies this state and the leave's whole condition (the caller checks
    * that in simulation), so an entry is a LUT of registers, not a test of
    * this state's flip-flop. Call under the leave's whole condition. */
  def gotoAhead(ahead: Seq[Bool], among: Seq[SpinalEnumElement[E]], taken: Bool): Unit = {
    leave(blockOf.get.position) := True
    aheadEntries ++= among.zip(ahead).map { case (t, a) => (t.position, a && taken) }
  }
  private val aheadEntries = scala.collection.mutable.ArrayBuffer[(Int, Bool)]()
  /** A copy of a state's flip-flop, for a select far from the state's other
    * loads (see `Kept`: the same next value, checked against the state in
    * simulation). */
  /** whether the machine is at `s` next cycle */
  def next(s: SpinalEnumElement[E]): Bool = enter(s.position) || enterAhead(s.position) || (at(s) && !leave(s.position))
  def atCopy(s: SpinalEnumElement[E]): Bool =
    copies.getOrElseUpdate(s.position, Kept(at(s), next(s), s"$what state ${s.getName()}"))
  // (one copy a state: synthesis would merge two, whose next value and
  // reset are the same)
  private val copies = scala.collection.mutable.Map[Int, Bool]()
  /** the next-state logic; call after every block (a later `state := ...`,
    * like a reset, takes priority) */
  def close(): Unit = {
    for ((t, entry) <- aheadEntries) when(entry) { enterAhead(t) := True }
    for (s <- states.elements) state(s.position) := next(s)
    Kept.check(CountOne(state) === 1, s"$what: not one-hot")
  }
}

/** Kept copies of a register: flip-flops loaded with the same next value
  * as the original, so that selects far from the original's other loads
  * have flip-flops of their own. Synthesis would merge flip-flops with the
  * same next value and reset, so each copy's reset value differs from the
  * original's (and a copy is not cleared by the engine's RESET: each use is
  * harmless while the engine is idle). In simulation an assertion checks in
  * every cycle that each copy equals its original, from the second cycle
  * after reset (or, for `vec`, from the first cycle `synced` was high). */
object Kept {
  /** a copy of `orig`, whose next value is `next`; reset high (call outside any `when`) */
  def apply(orig: Bool, next: Bool, what: String): Bool = {
    val copy = RegNext(next) init (True)
    check(copy === orig, s"a kept copy of $what differs from it")
    copy
  }
  /** a copy with no reset at all: a third flip-flop for a Bool whose
    * original and `apply` copy are both taken (for loads that the chip's
    * reset clears anyway) */
  def unreset(orig: Bool, next: Bool, what: String): Bool = {
    val copy = RegNext(next)
    check(copy === orig, s"a kept copy of $what differs from it")
    copy
  }
  /** copies of `orig` with these reset values, equal to it once `synced` was high */
  def vec(orig: UInt, next: UInt, inits: Seq[Int], synced: Bool, what: String): Seq[UInt] = {
    val met = RegInit(False) setWhen (synced)
    inits.map { k =>
      val copy = RegNext(next) init (k)
      check(copy === orig || !met, s"a kept copy of $what differs from it")
      copy
    }
  }
  /** An assertion that fires in simulation (a failure stops it) from the
    * second cycle after reset on; synthesis (-DSYNTHESIS) does not see it. */
  def check(cond: Bool, msg: String): Unit = {
    val armed = RegNext(RegNext(True) init (False)) init (False)
    spinal.core.assert(cond || !armed, msg, FAILURE)
  }
}

/** The handshake rules of AXI4 and AXI4-Lite (A3.2.1), on one channel, as
  * simulation assertions: once VALID is high it stays high, with the
  * payload unchanged, until READY takes it. Put on every channel of every
  * port (either side's rule: a slave's R and B too, so the host models are
  * held to it as well). */
object Handshake {
  def check[T <: Data](s: Stream[T], what: String): Unit = {
    val waiting = RegNext(s.valid && !s.ready) init (False)
    val before = RegNext(s.payload)
    Kept.check(!waiting || s.valid, s"$what: VALID fell before READY")
    Kept.check(!waiting || s.payload.asBits === before.asBits, s"$what: payload changed before READY")
  }
  def axi4(a: spinal.lib.bus.amba4.axi.Axi4, what: String): Unit = {
    check(a.ar, s"$what AR"); check(a.r, s"$what R"); check(a.aw, s"$what AW"); check(a.w, s"$what W"); check(a.b, s"$what B")
  }
  def axiLite(a: spinal.lib.bus.amba4.axilite.AxiLite4, what: String): Unit = {
    check(a.ar, s"$what AR"); check(a.r, s"$what R"); check(a.aw, s"$what AW"); check(a.w, s"$what W"); check(a.b, s"$what B")
  }
}
