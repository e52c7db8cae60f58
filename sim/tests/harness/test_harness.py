"""Short runs of the C++ harness (sim/harness): the Verilated engine against
libjolt's soft engine at exact cycle counts, including a payload read that
fails on the bus (BUS_ERROR). `make rtl-bench` runs the long ones."""
import pathlib
import re
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
    # the summary line: what was compared, and how much of it differed
    m = re.search(r"^items (\d+) descriptors (\d+) records (\d+) .* cycles (\d+) .* mismatches (\d+)$",
                  r.stdout, re.M)
    assert m, r.stdout
    items, _, records, cycles, mismatches = map(int, m.groups())
    assert items > 0 and records > 0 and cycles > 0 and mismatches == 0, r.stdout
    if "--bus-error" in args:
        # the failed read: one BUS_ERROR completion when the item was packed, none when dead
        b = re.search(r"^bus error: item \d+ \(\d+ bytes\) (packed as zeros|not packed \(dead\)), "
                      r"(\d+) BUS_ERROR completion$", r.stdout, re.M)
        assert b and int(b.group(2)) == (1 if b.group(1) == "packed as zeros" else 0), r.stdout
