# The engine's RTL (hw/), its testbenches (sim/) and its FPGA flow; included
# by the top Makefile. See hw/README.md.

HW_OUT := $(BUILD)/rtl
HW_SRC := hw/pom.xml $(wildcard hw/src/main/scala/jolt/*.scala)
# zinc's cache (the compiler bridge it compiles once) and JNA's unpacking
# stay under build/, not in $HOME; a scratch copy of the tree may name the
# tree's own zinc cache (ZINC_CACHE) rather than compile the bridge again
ZINC_CACHE ?= $(BUILD)/zinc
MVN := MAVEN_OPTS="-Xmx3g -Xss16m -Djna.tmpdir=$(BUILD)/jna" mvn -q -B -f hw/pom.xml \
	-DsecondaryCacheDir=$(ZINC_CACHE)

.PHONY: rtl interface sim-test sim-test-wide lint synth harness rtl-bench

# One run of the generator writes the engine's Verilog (every width and
# variant, the blocks' tops, the generated files of the tree) and the formal
# tops of hw/formal/: a second JVM and Maven run would cost half a minute.
FORMAL_RTL := $(BUILD)/formal/rtl/KeyTable.v
$(HW_OUT)/w64/JoltEngine.v $(FORMAL_RTL) &: $(HW_SRC) | $(SETUP_STAMP)
	@mkdir -p $(HW_OUT) $(BUILD)/formal/rtl $(BUILD)/jna
	$(MVN) compile exec:java -Djolt.args="--out $(HW_OUT)/w64 --widths 128,256,512 --variants small:64:16:2 --blocks \
	  --gen $(HW_OUT)/gen --formal $(BUILD)/formal/rtl $(JOLT_RTL_ARGS)" > $(HW_OUT)/mvn.log 2>&1 \
	  || { grep -v '^\[Runtime\]\|^\[Progress\]\|SLF4J' $(HW_OUT)/mvn.log; exit 1; }
	@touch $(HW_OUT)/w64/JoltEngine.v $(FORMAL_RTL)

rtl: $(HW_OUT)/w64/JoltEngine.v

# copies the files generated from hw/ (Interface.scala, the regif register
# map) into the tree, at the paths they have under $(HW_OUT)/gen: commit them
interface: rtl
	cp -r $(HW_OUT)/gen/. .

lint: rtl
	$(VL) --flags lint verilator --top-module JoltEngine $(HW_OUT)/w64/JoltEngine.v

sim-test: rtl build
	$(PY) -m pytest -q -n 2 sim/tests

# every engine test on the 128- and 256-bit ports (make test runs a subset)
sim-test-wide: rtl build
	JOLT_SIM_WIDE=1 $(PY) -m pytest -q -n 2 sim/tests/engine -k wide

TEST_DEPS += rtl
EXTRA_TESTS += sim/tests

synth: rtl
	./scripts/synth.sh

# C++ harness: the Verilated engine against libjolt's soft engine, long
# runs. The 64-bit one links the Verilated model the co-simulation library
# is made of (sim/cosim/cosim.mk, included first), so the engine is
# Verilated and compiled once for both; the wider ones below have their own.
HARNESS := $(BUILD)/harness/jolt-harness
$(HARNESS): sim/harness/harness.cpp sim/cosim/axi_host.h $(wildcard sw/include/jolt/*.h) sw/tools/trace.h \
	  $(COSIM_MODEL) | build
	@mkdir -p $(@D)
	$(LOGGED) $(BUILD)/harness/build.log g++ -std=c++17 -O2 -o $@ sim/harness/harness.cpp \
	  -I$(COSIM_OBJ) -I$(TOP)/sim/cosim -I$(TOP)/sw/include -I$(TOP)/sw/tools \
	  -I$(VL_ROOT)/include -I$(VL_ROOT)/include/vltstd $(COSIM_MODEL) $(COSIM_OBJ)/libverilated.a \
	  -L$(BUILD)/sw -ljolt_trace -ljolt -Wl,-rpath,$(BUILD)/sw -lz -llz4 -pthread

# the same harness on the 128- and 256-bit ports (the engine behind its upsizer)
WIDE_HARNESSES := $(BUILD)/harness/w128/jolt-harness $(BUILD)/harness/w256/jolt-harness
$(BUILD)/harness/w%/jolt-harness: sim/harness/harness.cpp sim/cosim/axi_host.h $(wildcard sw/include/jolt/*.h) \
	  sw/tools/trace.h $(HW_OUT)/w64/JoltEngine.v | build
	@mkdir -p $(BUILD)/harness/w$*/obj
	$(LOGGED) $(BUILD)/harness/w$*/build.log $(VL) --flags build verilator --cc --exe --build -j 2 -O3 \
	  --top-module JoltEngine -Mdir $(BUILD)/harness/w$*/obj $(HW_OUT)/w$*/JoltEngine.v $(TOP)/sim/harness/harness.cpp \
	  -CFLAGS "-O2 -I$(TOP)/sw/include -I$(TOP)/sw/tools -I$(TOP)/sim/cosim" -LDFLAGS "-L$(BUILD)/sw -ljolt_trace -ljolt -Wl,-rpath,$(BUILD)/sw" -o jolt-harness
	cp $(BUILD)/harness/w$*/obj/jolt-harness $@

harness: $(HARNESS)

rtl-bench: $(HARNESS) $(WIDE_HARNESSES)
	./scripts/rtl_bench.sh

TEST_DEPS += $(HARNESS)

# Proofs (hw/formal/, SymbiYosys): the formal tops of Formal.scala (made
# with the engine's Verilog, above), then every job (`make formal`); `make
# test` runs the quick ones through sim/tests/formal.
.PHONY: formal formal-rtl
formal-rtl: $(FORMAL_RTL)
formal: formal-rtl
	$(PY) hw/formal/run.py
TEST_DEPS += formal-rtl
