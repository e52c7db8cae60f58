package jolt

import spinal.core._

/** The tops that hw/formal/ proves properties of (`make formal`), generated
  * by `jolt.Generate --formal DIR` into DIR/KeyTable.v and DIR/JoltEngine.v.
  *
  * They are the engine's own components at the smallest parameters the RTL
  * allows (so that a bounded proof reaches every case in few cycles: a
  * 32-entry table, 16 index slots, a sweep every second clear), with no
  * logic added: only internal state that a property needs to name is
  * brought out as an extra output port, prefixed `f_` (the key table's dead
  * bits; the engine's STATUS.IDLE field). The properties, the environment's
  * assumptions and the reference model are in the .sv files of hw/formal/.
  */
object Formal {
  val config = JoltConfig(capacity = 32, indexSlots = 16, epochBits = 1, descFifoDepth = 8,
    prefetchDescs = 8, prefetchWords = 64, prefetchStocked = 16, defaultMaxTxItems = 8)

  def generate(dir: String): Unit = {
    val spinal = SpinalConfig(
      targetDirectory = dir,
      defaultConfigForClockDomains = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH),
      oneFilePerComponent = false)
    spinal.generateVerilog {
      val t = KeyTable(config)
      t.setDefinitionName("KeyTable")
      t.rework { out(Bits(config.capacity bits)).setName("f_dead") := t.dead }
      t
    }
    spinal.generateVerilog {
      val e = JoltEngine(config)
      e.setDefinitionName("JoltEngine")
      e.rework { out(Bool()).setName("f_idle") := e.core.regs.stIdle.pull() }
      e
    }
  }
}
