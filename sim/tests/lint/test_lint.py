"""`verilator --lint-only -Wall` on the generated engine (each parameter set
and width), with the waivers of verilator_env.LINT_FLAGS (the same flags as
`make lint`); every other warning fails."""
import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib
import subprocess

import pytest

import verilator_env

TOP = pathlib.Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("variant", ["w64", "small", "w128", "w256", "w512"])
def test_lint_clean(variant):
    v = TOP / "build" / "rtl" / variant / "JoltEngine.v"
    assert v.exists(), f"{v} missing: run `make rtl`"
    r = subprocess.run(["verilator", *verilator_env.LINT_FLAGS, "--top-module", "JoltEngine", str(v)],
                       capture_output=True, text=True, env=verilator_env.environ())
    assert r.returncode == 0, r.stderr[-4000:]
