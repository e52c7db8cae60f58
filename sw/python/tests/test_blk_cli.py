"""jolt mklog / jolt bdevperf / jolt recover end to end on a file image and
on the mem backend (release build, build/bin/jolt)."""
import os
import pathlib
import re
import subprocess

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = pathlib.Path(os.environ.get("JOLT_BIN", TOP / "build" / "bin" / "jolt"))

pytestmark = pytest.mark.skipif(not JOLT.exists(), reason="run make build first")


def jolt(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    r = subprocess.run([str(JOLT), *args], capture_output=True, text=True, timeout=120)
    if check:
        assert r.returncode == 0, f"jolt {' '.join(args)}:\n{r.stdout}\n{r.stderr}"
    return r


def test_mklog_then_recover_empty(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "log.img"
    out = jolt("mklog", "--size", "8M", "--record-size", "16K", str(img)).stdout
    assert "log of 2047 blocks" in out
    assert img.stat().st_size == 8 << 20
    r = jolt("recover", str(img))
    assert "no record" in r.stdout + r.stderr


def test_bdevperf_on_file_leaves_a_recoverable_log(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "bench.img"
    r = jolt("bdevperf", "-t", "1", "-m", "1,4", "-o", "3968", "--size", "32M", str(img))
    rows = [l for l in r.stdout.splitlines() if re.match(r"\s+[14]\s+\d+", l)]
    assert len(rows) == 2, r.stdout
    for row in rows:
        forces = float(row.split()[1])
        assert forces > 0
    assert "raw 4 KiB durable write" in r.stdout
    # the journal closed cleanly: recovery finds the checkpoints it wrote
    rec = jolt("recover", "-q", str(img))
    assert rec.returncode == 0
    m = re.search(r"(\d+) checkpoints", rec.stdout)
    assert m and int(m.group(1)) > 0, rec.stdout


def test_bdevperf_mem_group_commit_shares_flushes() -> None:
    r = jolt("bdevperf", "--backend", "mem", "-w", "journal", "-t", "1", "-m", "1", "64M")
    assert "forces/s" in r.stdout


def test_bad_input_is_refused_with_a_message(tmp_path: pathlib.Path) -> None:
    precious = tmp_path / "precious.txt"
    precious.write_text("do not overwrite\n")
    r = jolt("bdevperf", "-t", "1", str(precious), check=False)
    assert r.returncode == 1 and "not a jolt log" in r.stderr
    assert precious.read_text() == "do not overwrite\n"
    for args, msg in [  # option values: test_cli.py; here what the devices say
        (["bdevperf", "--backend", "spdk", "-c", "/nonexistent.json", "Nvme0n1"], "spdk"),
        (["mklog", "-l", "100000", "--size", "1M", str(tmp_path / "b.img")], "too small"),
        (["mklog", str(tmp_path / "missing.img")], "No such file"),
        (["mklog"], "expected one TARGET"),
    ]:
        r = jolt(*args, check=False)
        assert r.returncode == 1, (args, r.stdout, r.stderr)
        assert msg in r.stderr, (args, r.stderr)
        assert "Sanitizer" not in r.stderr and "Segmentation" not in r.stderr
