"""`verilator --lint-only -Wall` on the generated engine (each parameter set
and width). Waived, because SpinalHDL's output has them by construction:
UNUSEDPARAM (enum debug strings), UNUSEDSIGNAL (regif's per-register hit
decoders, AXI fields the engine does not use such as PROT), WIDTHTRUNC /
WIDTHEXPAND (SpinalHDL's shift and resize idioms), DECLFILENAME (one file
holds every module). Every other warning fails."""
import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib
import subprocess
import sys
import sysconfig

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
FLAGS = ["--lint-only", "-Wall", "-DSYNTHESIS", "-Wno-UNUSEDPARAM", "-Wno-UNUSEDSIGNAL",
         "-Wno-WIDTHTRUNC", "-Wno-WIDTHEXPAND", "-Wno-DECLFILENAME"]


@pytest.mark.parametrize("variant", ["w64", "small", "w128", "w256", "w512"])
def test_lint_clean(variant):
    v = TOP / "build" / "rtl" / variant / "JoltEngine.v"
    assert v.exists(), f"{v} missing: run `make rtl`"
    vbin = pathlib.Path(sysconfig.get_paths()["purelib"]) / "verilator" / "bin" / "verilator"
    r = subprocess.run([str(vbin), *FLAGS, "--top-module", "JoltEngine", str(v)],
                       capture_output=True, text=True, env={"PATH": f"{vbin.parent}:/usr/bin:/bin",
                                                            "PYTHON3": sys.executable})
    assert r.returncode == 0, r.stderr[-4000:]
