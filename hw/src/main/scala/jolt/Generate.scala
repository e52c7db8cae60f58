package jolt

import java.io.{File, PrintWriter}
import spinal.core._
import spinal.lib.bus.regif._

/** Generates the engine's Verilog, and the files of the tree that come from
  * the engine's definition (see Wire.scala): from `Wire` the C
  * header wire.h and the C source wire.c, from the regif definition the C
  * header regs.h and the Markdown register map.
  *
  *   --out DIR            Verilog goes to DIR/JoltEngine.v (and block tops)
  *   --width N            AXI4 master data width (64, 128, 256, 512)
  *   --capacity N         item table entries
  *   --index-slots N      key index slots
  *   --desc-prefetch 0|1  the next checkpoint's descriptors read during the
  *                        packing (JoltConfig.descPrefetch; 0: the engine before it)
  *   --gen DIR            write the generated files of the tree under DIR, at
  *                        their paths in the tree (DIR/sw/include/jolt/regs.h, ...)
  *   --blocks             also write the per-block tops used by sim/tests
  *   --formal DIR         also write the tops of hw/formal/ (Formal.scala) to DIR;
  *                        without --out, only those
  */
object Generate {
  def main(args: Array[String]): Unit = {
    val opt = args.sliding(2).collect { case Array(k, v) if k.startsWith("--") => k -> v }.toMap
    // the formal tops (hw/formal/, Formal.scala); alone without --out
    for (dir <- opt.get("--formal")) { Formal.generate(dir); if (!opt.contains("--out")) return }
    val outDir = opt.getOrElse("--out", "build/rtl")
    var c = JoltConfig()
    opt.get("--width").foreach(v => c = c.copy(dataWidth = v.toInt))
    opt.get("--capacity").foreach(v => c = c.copy(capacity = v.toInt))
    opt.get("--index-slots").foreach(v => c = c.copy(indexSlots = v.toInt))
    opt.get("--desc-prefetch").foreach(v => c = c.copy(descPrefetch = v != "0"))
    val spinal = SpinalConfig(
      targetDirectory = outDir,
      defaultConfigForClockDomains = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH),
      oneFilePerComponent = false)
    val report = spinal.generateVerilog {
      val e = JoltEngine(c)
      e.setDefinitionName("JoltEngine")
      e
    }
    val busif = report.toplevel.core.regs.busif
    for (dir <- opt.get("--gen")) {
      write(s"$dir/sw/include/jolt/regs.h", RegDocs.cHeader(busif))
      write(s"$dir/docs/registers.md", RegDocs.markdown(busif))
      write(s"$dir/sw/include/jolt/wire.h", WireDocs.cHeader)
      write(s"$dir/sw/lib/wire.c", WireDocs.cSource)
    }
    // the wider AXI ports must elaborate too (core stays 64-bit inside)
    for (w <- opt.get("--widths").toSeq.flatMap(_.split(",")).filter(_.nonEmpty).map(_.toInt)) {
      spinal.copy(targetDirectory = s"$outDir/../w$w").generateVerilog(JoltEngine(c.copy(dataWidth = w)).setDefinitionName("JoltEngine"))
    }
    // other parameter sets, name:capacity:slots:epochBits (sim/ builds each separately)
    for (v <- opt.get("--variants").toSeq.flatMap(_.split(",")).filter(_.nonEmpty)) {
      val Array(name, cap, slots, epochs) = v.split(":")
      spinal.copy(targetDirectory = s"$outDir/../$name").generateVerilog(JoltEngine(
        c.copy(capacity = cap.toInt, indexSlots = slots.toInt, epochBits = epochs.toInt)).setDefinitionName("JoltEngine"))
    }
    if (args.contains("--blocks")) {
      spinal.generateVerilog(Crc32c().setDefinitionName("Crc32c"))
      spinal.generateVerilog(KeyTable(c.copy(capacity = 64, indexSlots = 64, epochBits = 2)).setDefinitionName("KeyTable"))
      spinal.generateVerilog(ReaderTop(c).setDefinitionName("ReaderTop"))
      spinal.generateVerilog(ReaderTop(c, credits = 2 * c.maxReadBurst).setDefinitionName("ReaderCreditTop"))
      spinal.generateVerilog(FetcherTop(c).setDefinitionName("FetcherTop"))
      spinal.generateVerilog(FetcherTop(c.copy(descPrefetch = false)).setDefinitionName("FetcherTop16"))
      spinal.generateVerilog(WriterTop(c).setDefinitionName("WriterTop"))
      spinal.generateVerilog(OutFifoTop().setDefinitionName("OutFifoTop"))
      spinal.generateVerilog(RamPair(23, 2048).setDefinitionName("RamPairX9"))   // 2,048 x 9 primitives
      spinal.generateVerilog(RamPair(40, 1024).setDefinitionName("RamPairX18"))  // 1,024 x 18
      spinal.copy(targetDirectory = s"$outDir/../synth").generateVerilog(SynthTop(c.copy(ecp5Rams = true)).setDefinitionName("SynthTop"))
    }
  }
  def write(path: String, text: String): Unit = {
    val f = new File(path)
    Option(f.getParentFile).foreach(_.mkdirs())
    val w = new PrintWriter(f)
    w.write(text)
    w.close()
  }
}

/** The register map as text, from the regif slices (one source of truth). */
object RegDocs {
  def regs(b: BusIf) = b.slices.sortBy(_.getAddr())
  def hex(v: BigInt, w: Int = 3) = s"0x%0${w}x".format(v)
  def cHeader(b: BusIf): String = {
    val sb = new StringBuilder
    sb ++= "/* jolt engine registers (AXI4-Lite, 32-bit): each register's byte offset,\n"
    sb ++= " * the shift and mask of each field narrower than its register, and where\n"
    sb ++= " * counter i (enum jolt_counter_index) is: JOLT_REG_CTR_BASE +\n"
    sb ++= " * JOLT_REG_CTR_STRIDE * i, its low word (the high word at + 4).\n"
    sb ++= " * GENERATED by hw/ (jolt.Generate, from the regif definition in\n"
    sb ++= " * hw/src/main/scala/jolt/Engine.scala) -- do not edit; run `make interface`.\n"
    sb ++= " * Enums, not macros: the Python binding parses it with cffi. */\n"
    sb ++= "#ifndef JOLT_REGS_H\n#define JOLT_REGS_H\n\n"
    sb ++= "enum jolt_reg {\n"
    for (r <- regs(b))
      sb ++= f"\tJOLT_REG_${r.getName()}%-22s = ${hex(r.getAddr())}, /* ${r.getDoc()} */\n"
    sb ++= "};\n\nenum jolt_reg_field {\n"
    for (r <- regs(b); f <- r.getFields() if f.getName() != "--" && f.getWidth() < 32) {
      val n = s"JOLT_${r.getName()}_${f.getName().toUpperCase}"
      val mask = ((BigInt(1) << f.getWidth()) - 1) << f.getSection().min
      require(mask < (BigInt(1) << 31), s"$n: a mask past bit 30 is not an int enum constant")
      sb ++= f"\t${n + "_SHIFT"}%-31s = ${f.getSection().min},\n"
      sb ++= f"\t${n + "_MASK"}%-31s = ${hex(mask, 8)},\n"
    }
    // the counters' registers, one pair per counter in index order
    val byName = regs(b).map(r => r.getName() -> r.getAddr()).toMap
    val ctr = (0 until Counters.size).map(i => byName(s"CTR_${Counters.codes(i).name}_LO"))
    val stride = ctr(1) - ctr(0)
    for ((a, i) <- ctr.zipWithIndex)
      require(a == ctr(0) + stride * i && byName(s"CTR_${Counters.codes(i).name}_HI") == a + 4,
        s"counter $i's registers are not at base + $stride * $i")
    sb ++= "};\n\nenum {\n"
    sb ++= f"\t${"JOLT_REG_CTR_BASE"}%-31s = ${hex(ctr(0))},\n"
    sb ++= f"\t${"JOLT_REG_CTR_STRIDE"}%-31s = $stride,\n"
    sb ++= "};\n\n#endif\n"
    sb.toString
  }
  def markdown(b: BusIf): String = {
    val sb = new StringBuilder
    sb ++= "# jolt engine registers\n\n"
    sb ++= "GENERATED from the `regif` definition in `hw/src/main/scala/jolt/Engine.scala`\n"
    sb ++= "by `make interface` (with `sw/include/jolt/regs.h`); do not edit. AXI4-Lite, 32-bit\n"
    sb ++= "registers; 64-bit values are two registers, low word first. Doorbells and\n"
    sb ++= "ring indices are free-running 32-bit counts (the ring position is the count\n"
    sb ++= "modulo the ring size). Summary in `docs/engine-interface.md` section 4.\n\n"
    sb ++= "| offset | register | field | bits | access | reset | description |\n"
    sb ++= "|---|---|---|---|---|---|---|\n"
    for (r <- regs(b); f <- r.getFields() if f.getName() != "--") {
      val bits = if (f.getWidth() == 1) s"${f.getSection().min}" else s"${f.getSection().max}:${f.getSection().min}"
      sb ++= s"| ${hex(r.getAddr())} | ${r.getName()} | ${f.getName()} | $bits | ${f.getAccessType()} | ${hex(f.getResetValue(), 1)} | ${f.getDoc().replace("|", "\\|")} |\n"
    }
    sb.toString
  }
}

/** The C side of `Wire`: wire.h (constants and structures) and wire.c
  * (names, and the layout checks). */
object WireDocs {
  val generated = "GENERATED by hw/ (jolt.Generate, from hw/src/main/scala/jolt/Wire.scala)\n" +
    " * -- do not edit: change the source, run `make interface` and commit both."
  def value(c: Code): String = if (c.hex) f"0x${c.value}%x" else c.value.toString
  def comment(doc: String): String = if (doc.isEmpty) "" else s" /* $doc */"

  def cHeader: String = {
    val sb = new StringBuilder
    sb ++= "/* jolt: the facts the engine and the host share (docs/engine-interface.md,\n"
    sb ++= " * docs/log-format.md): codes, counters, flags, limits, and the structures on\n"
    sb ++= " * the bus and in the log, byte for byte (little-endian, unpadded: every\n"
    sb ++= " * field at a multiple of its size; sw/lib/wire.c checks each offset).\n"
    sb ++= s" * $generated\n"
    sb ++= " * Written without macros: the Python binding parses it with cffi. */\n"
    sb ++= "#ifndef JOLT_WIRE_H\n#define JOLT_WIRE_H\n#include <stdint.h>\n"
    for (set <- Wire.codeSets) {
      val width = (set.codes.map(_.name) ++ Seq(set.all, set.count)).map(set.prefix.length + _.length).max
      val vWidth = set.codes.map(value(_).length).max + 1
      def line(name: String, v: String, doc: String) =
        sb ++= s"\t%-${width}s = %-${vWidth}s%s\n".format(set.prefix + name, v + ",", comment(doc)).replaceAll(" +\n", "\n")
      sb ++= s"\n/* ${set.doc} */\n"
      sb ++= (if (set.cEnum.isEmpty) "enum {\n" else s"enum ${set.cEnum} {\n")
      for (c <- set.codes) line(c.name, value(c), c.doc)
      if (set.all.nonEmpty) line(set.all, set.codes.map(_.value).reduce(_ | _).toString, "")
      if (set.count.nonEmpty) line(set.count, set.codes.size.toString, "")
      sb ++= "};\n"
    }
    val structs = Wire.structs
    val sized = structs.filter(_.sizeName.nonEmpty)
    val sWidth = sized.map(_.sizeName.length + 5).max
    sb ++= "\n/* the structures' sizes in bytes */\nenum {\n"
    for (s <- sized) sb ++= s"\t%-${sWidth}s = %d,\n".format(s"JOLT_${s.sizeName}", s.bytes)
    sb ++= "};\n"
    for (s <- structs) {
      sb ++= s"\n/* ${s.doc}, ${s.bytes} bytes */\nstruct ${s.cName} {\n"
      for ((name, _, ctype, n) <- s.layout) sb ++= s"\t$ctype $name${if (n > 0) s"[$n]" else ""};\n"
      sb ++= "};\n"
    }
    sb ++= s"\n/* the counters, by enum jolt_counter_index */\nstruct jolt_counters {\n\tuint64_t v[${Counters.size}];\n};\n"
    sb ++= "\n#endif\n"
    sb.toString
  }

  def cSource: String = {
    val sb = new StringBuilder
    sb ++= "/* jolt: the names of the counters and of the error codes, and a check of\n"
    sb ++= " * every structure of sw/include/jolt/wire.h: its size and each field's\n"
    sb ++= " * offset are the layout of docs/ (a compiler that padded one stops here).\n"
    sb ++= s" * $generated */\n"
    sb ++= "#include <stddef.h>\n\n#include \"jolt/engine.h\"\n#include \"jolt/log_format.h\"\n\n"
    for (s <- Wire.structs) {
      sb ++= s"_Static_assert(sizeof(struct ${s.cName}) == ${s.bytes}, \"struct ${s.cName}: ${s.bytes} bytes\");\n"
      for ((name, off, _, _) <- s.layout)
        sb ++= s"_Static_assert(offsetof(struct ${s.cName}, $name) == $off, \"${s.cName}.$name at byte $off\");\n"
    }
    sb ++= s"_Static_assert(sizeof(struct jolt_counters) == 8 * JOLT_CTR_COUNT, \"struct jolt_counters: a counter per index\");\n"
    sb ++= "\nstatic const char *const counter_names[JOLT_CTR_COUNT] = {\n"
    for (c <- Counters.codes) sb ++= s"\t[JOLT_CTR_${c.name}] = \"${c.name.toLowerCase}\",\n"
    sb ++= "};\n\nconst char *jolt_counter_name(int index)\n{\n"
    sb ++= "\treturn index >= 0 && index < JOLT_CTR_COUNT ? counter_names[index] : \"?\";\n}\n\n"
    sb ++= "const char *jolt_error_name(int code)\n{\n\tswitch (code) {\n\tcase 0:\n\t\treturn \"OK\";\n"
    for (c <- ErrorCode.codes) sb ++= s"\tcase ${ErrorCode.prefix}${c.name}:\n\t\treturn \"${c.name}\";\n"
    sb ++= "\tdefault:\n\t\treturn \"UNKNOWN\";\n\t}\n}\n"
    sb.toString
  }
}
