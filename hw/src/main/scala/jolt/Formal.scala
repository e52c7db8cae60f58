package jolt

import spinal.core._

/** The tops that hw/formal/ proves properties of (`make formal`), generated
  * by `jolt.Generate --formal DIR` into DIR/KeyTable.v and DIR/JoltEngine.v.
  *
  * They are the engine's own components at the smallest parameters the RTL
  * allows (so that a bounded proof reaches every case in few cycles: a
  * 32-entry table, 16 index slots, a sweep every second clear), with no
  * logic added but read ports: only internal state that a property needs
  * to name is brought out as an extra port, prefixed `f_` (the key table's
  * dead bits, and the registers and index RAM words its induction's
  * invariants name; the engine's STATUS.IDLE field and its AXI4-Lite
  * reader's and writer's state). The properties, the
  * environment's assumptions and the reference model are in the .sv files
  * of hw/formal/.
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
      // the index RAM's words, slot 0 in the low bits (asynchronous read
      // ports of the formal top only), and the registers with the table's
      // state that the induction's invariants name
      val ram = t.index
      val words = ram.rework {
        val words = out(Bits(ram.width * config.indexSlots bits)).setName("f_words")
        words := Vec((0 until config.indexSlots).map(i => ram.mem.readAsync(U(i, ram.aw bits)))).asBits
        words
      }
      t.rework {
        out(Bits(config.capacity bits)).setName("f_dead") := t.dead
        out(Bits(32 bits)).setName("f_usedOh") := t.usedOh
        out(UInt(config.epochBits bits)).setName("f_epoch") := t.epoch
        out(UInt(config.indexBits bits)).setName("f_sweepAt") := t.sweepAt
        out(Bits(words.getWidth bits)).setName("f_index") := words
      }
      t
    }
    spinal.generateVerilog {
      val e = JoltEngine(config)
      e.setDefinitionName("JoltEngine")
      // (and the AXI4-Lite reader's and writer's state, which the
      // handshake induction's invariants name)
      e.rework {
        out(Bool()).setName("f_idle") := e.core.regs.stIdle.pull()
        out(Bool()).setName("f_rd_busy") := e.core.liteRead.busy.pull()
        out(Bool()).setName("f_rd_load") := e.core.liteRead.load.pull()
        out(Bool()).setName("f_rd_loaded") := e.core.liteRead.loaded.pull()
        out(Bool()).setName("f_rd_answering") := e.core.liteRead.answering.pull()
        out(Bool()).setName("f_wr_busy") := e.core.regs.liteWrite.busy.pull()
        out(Bool()).setName("f_wr_decode") := e.core.regs.liteWrite.decode.pull()
        out(Bool()).setName("f_wr_wrote") := e.core.regs.liteWrite.wrote.pull()
        out(Bool()).setName("f_wr_bvalid") := e.core.regs.liteWrite.bValid.pull()
      }
      e
    }
  }
}
