"""Short runs of the C++ harness (sim/harness): the Verilated engine against
libjolt's soft engine at exact cycle counts, including a payload read that
fails on the bus (BUS_ERROR). `make rtl-bench` runs the long ones."""
import pathlib
import subprocess

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
HARNESS = TOP / "build" / "harness" / "jolt-harness"

RUNS = [
    ["--seed", "21", "--transactions", "3000"],
    ["--seed", "22", "--transactions", "3000", "--stall", "0.4", "--latency", "9"],
    ["--seed", "23", "--transactions", "60", "--items", "1:3", "--payload", "2000:70000", "--stall", "0.2"],
    ["--seed", "24", "--transactions", "400", "--bus-error", "--stall", "0.2"],
    ["--seed", "25", "--transactions", "400", "--bus-error"],
]


@pytest.mark.parametrize("args", RUNS, ids=lambda a: " ".join(a))
def test_harness_matches_soft_engine(args):
    if not HARNESS.exists():
        pytest.fail(f"{HARNESS} missing: run `make rtl-bench` or `make test`")
    r = subprocess.run([str(HARNESS), *args], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr + r.stdout
    assert "mismatches 0" in r.stdout
    if "--bus-error" in args:
        assert "BUS_ERROR completion" in r.stdout
