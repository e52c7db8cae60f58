"""Short runs of the C++ harness (sim/harness): the Verilated engine against
libjolt's soft engine at exact cycle counts, and with one bus error of each
kind (a descriptor's read, a payload's, a record's write, a completion's)
nine tenths into a run whose completion ring (256 entries) wrapped many
times, bad descriptors' ERRORs among them. `make rtl-bench` runs the long
ones."""
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
    *(["--seed", str(24 + i), "--transactions", "4000", "--bus-error", kind] + extra
      for i, (kind, extra) in enumerate([("desc", ["--stall", "0.2"]), ("payload", []),
                                         ("record", ["--stall", "0.3", "--decerr"]), ("cpl", []),
                                         ("payload", ["--stall", "0.4", "--decerr"])])),
]


@pytest.mark.parametrize("args", RUNS, ids=lambda a: " ".join(a))
def test_harness_matches_soft_engine(args):
    if not HARNESS.exists():
        pytest.fail(f"{HARNESS} missing: run `make rtl-bench` or `make test`")
    r = subprocess.run([str(HARNESS), *args], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr + r.stdout
    if "--bus-error" in args:
        # where the error was met; every completion before it matched; stopped, then RESET
        b = re.search(r"^bus error: \w+ (?:of item )?\d+ met at completion (\d+) \(of (\d+) without it\), "
                      r"(\d+) completions and (\d+) records matched, FAULT, RESET to IDLE$", r.stdout, re.M)
        assert b, r.stdout
        at, total, matched, records = map(int, b.groups())
        assert 256 < at < total and matched >= at - 2 and records > 0, r.stdout
        return
    # the summary line: what was compared, and how much of it differed
    m = re.search(r"^items (\d+) descriptors (\d+) records (\d+) .* cycles (\d+) .* mismatches (\d+)$",
                  r.stdout, re.M)
    assert m, r.stdout
    items, _, records, cycles, mismatches = map(int, m.groups())
    assert items > 0 and records > 0 and cycles > 0 and mismatches == 0, r.stdout
