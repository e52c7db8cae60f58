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

  /** The engine as it comes out of reset in `booted/`: configured and
    * enabled, a full ring of four descriptors waiting at SQ_TAIL, window 0
    * holding the rings and the payloads, window 1 empty. Its first reads
    * and writes then come within a bounded proof's reach; from a plain
    * reset the host's configuration writes alone take ~35 cycles. */
  val boot: Map[String, BigInt] = Map("ENABLE" -> 1, "RECORD_SIZE" -> 4096, "SQ_BASE" -> 0x1000,
    "SQ_SIZE" -> 4, "SQ_TAIL" -> 4, "CQ_BASE" -> 0x1100, "CQ_SIZE" -> 4, "LR_BASE" -> 0x2000,
    "LR_SLOTS" -> 2, "WIN0_BASE" -> 0x1000, "WIN0_LIMIT" -> 0x8000)

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
    for ((cfg, sub) <- Seq((config, ""), (config.copy(boot = boot), "/booted")))
      spinal.copy(targetDirectory = dir + sub).generateVerilog {
        val e = JoltEngine(cfg)
        e.setDefinitionName("JoltEngine")
        // (and the AXI4-Lite reader's and writer's state, which the
        // handshake induction's invariants name; ENABLE and the windows as
        // they are, which the properties take as programmed at reset)
        e.rework {
          val r = e.core.regs
          out(Bool()).setName("f_idle") := r.stIdle.pull()
          out(Bool()).setName("f_rd_busy") := e.core.liteRead.busy.pull()
          out(Bool()).setName("f_rd_load") := e.core.liteRead.load.pull()
          out(Bool()).setName("f_rd_loaded") := e.core.liteRead.loaded.pull()
          out(Bool()).setName("f_rd_answering") := e.core.liteRead.answering.pull()
          out(Bool()).setName("f_wr_busy") := r.liteWrite.busy.pull()
          out(Bool()).setName("f_wr_decode") := r.liteWrite.decode.pull()
          out(Bool()).setName("f_wr_wrote") := r.liteWrite.wrote.pull()
          out(Bool()).setName("f_wr_bvalid") := r.liteWrite.bValid.pull()
          out(Bool()).setName("f_enable") := r.enable.pull()
          for (w <- 0 until 2) {
            out(UInt(64 bits)).setName(s"f_win${w}_base") := r.winBase(w).pull()
            out(UInt(64 bits)).setName(s"f_win${w}_limit") := r.winLimit(w).pull()
          }
        }
        e
      }
  }
}
