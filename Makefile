# jolt: the front door. `make run` runs jolt's main job on its embedded
# default (the soft engine, a file image under build/); `make test` runs
# every test. Dependencies come from scripts/setup.sh, run on demand.

SHELL := /bin/bash
TOP := $(CURDIR)
BUILD := $(TOP)/build
VENV := $(TOP)/.venv
PY := $(VENV)/bin/python
SETUP_STAMP := $(BUILD)/.setup-stamp
JOLT := $(BUILD)/bin/jolt
JOBS ?= $(shell nproc)

# Other parts add their targets, TEST_DEPS and EXTRA_TESTS here.
.DEFAULT_GOAL := all
-include hw/hw.mk
-include sim/cosim/cosim.mk

.PHONY: all setup build build-asan build-fuzz run test test-c test-py bench clean help

all: build

help:
	@echo "make run       mkfs, a metadata workload, a crash, fsck/ls/stat of it; the engine's log"
	@echo "make test      every test (C under ASan+UBSan, fuzz, Python, RTL)"
	@echo "make bench     engine and filesystem benchmarks (figures for docs/results.md)"
	@echo "make rtl       generate the engine's Verilog (hw/)"
	@echo "make sim-test  cocotb testbenches on Verilator"
	@echo "make synth     yosys + nextpnr for ECP5"

$(SETUP_STAMP): scripts/setup.sh scripts/requirements.txt
	./scripts/setup.sh

setup: $(SETUP_STAMP)

# Three meson builds of sw/: release (tools, Python binding, benchmarks),
# ASan+UBSan (C tests), clang+libFuzzer (fuzz targets, ASan+UBSan).
$(BUILD)/sw/build.ninja: | $(SETUP_STAMP)
	meson setup $(BUILD)/sw sw --buildtype=release >/dev/null

$(BUILD)/sw-asan/build.ninja: | $(SETUP_STAMP)
	meson setup $(BUILD)/sw-asan sw --buildtype=debug -Db_sanitize=address,undefined \
	  -Db_lundef=false >/dev/null

$(BUILD)/sw-fuzz/build.ninja: | $(SETUP_STAMP)
	CC=clang meson setup $(BUILD)/sw-fuzz sw --buildtype=debugoptimized -Dfuzz=true \
	  -Db_sanitize=address,undefined -Db_lundef=false >/dev/null

build: $(BUILD)/sw/build.ninja
	ninja -C $(BUILD)/sw -j $(JOBS) >/dev/null
	@mkdir -p $(BUILD)/bin && ln -sf ../sw/jolt $(JOLT)

build-asan: $(BUILD)/sw-asan/build.ninja
	ninja -C $(BUILD)/sw-asan -j $(JOBS) >/dev/null

build-fuzz: $(BUILD)/sw-fuzz/build.ninja
	ninja -C $(BUILD)/sw-fuzz -j $(JOBS) >/dev/null

# The filesystem's main job: mkfs on a file image, a metadata workload
# through the library on the mem backend (its crash model), a crash after
# the last commit written to a file, then what the tools make of it; then
# the engine on its own: a trace packed into a log, printed and recovered.
RUN := $(BUILD)/run
RUN_FILES ?= 500
run: build
	@mkdir -p $(RUN) && rm -f $(RUN)/fs.img $(RUN)/crash.img
	$(JOLT) mkfs --size 128M --label run $(RUN)/fs.img
	$(JOLT) workload --backend mem --files $(RUN_FILES) --dirs 20 --seed 1 \
	  --crash-image $(RUN)/crash.img $(RUN)/fs.img
	$(JOLT) fsck $(RUN)/crash.img
	$(JOLT) ls -l $(RUN)/crash.img:/
	$(JOLT) ls -l $(RUN)/crash.img:/d003
	$(JOLT) stat $(RUN)/crash.img:/d003/f000043
	$(JOLT) fsck $(RUN)/fs.img
	$(JOLT) gen-trace --seed 1 --transactions 2000 -o $(RUN)/trace.jtr
	$(JOLT) pack $(RUN)/trace.jtr -o $(RUN)/log.img
	$(JOLT) logprint --summary $(RUN)/log.img
	$(JOLT) recover -q $(RUN)/log.img

test: build build-asan build-fuzz $(TEST_DEPS)
	$(PY) -m pytest -q -n 2 sw/tests sw/python/tests $(EXTRA_TESTS)

bench: build
	$(JOLT) bench engine
	$(PY) scripts/fs_bench.py --update-results

clean:
	rm -rf $(BUILD)

