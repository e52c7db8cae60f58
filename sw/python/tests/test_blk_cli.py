"""jolt mklog / jolt bdevperf / jolt recover end to end on a file image and
on the mem backend (release build, build/bin/jolt)."""
import os
import pathlib
import re
import subprocess

import pytest

import jolt as pyjolt

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = pathlib.Path(os.environ.get("JOLT_BIN", TOP / "build" / "bin" / "jolt"))

pytestmark = pytest.mark.skipif(not JOLT.exists(), reason="run make build first")


def jolt(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    r = subprocess.run([str(JOLT), *args], capture_output=True, text=True, timeout=120)
    if check:
        assert r.returncode == 0, f"jolt {' '.join(args)}:\n{r.stdout}\n{r.stderr}"
    return r


def bdevperf_rows(out: str) -> dict[int, dict[str, float]]:
    """The journal table of `jolt bdevperf`, by number of writers: forces/s,
    flush/f and FUA/f (device flushes and FUA writes per force)."""
    lines = out.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.split()[:2] == ["writers", "forces/s"])
    rows = {}
    for ln in lines[head + 1:]:
        f = ln.split()
        if len(f) < 9 or f[8] != "|" or not f[0].isdigit():
            break
        rows[int(f[0])] = {"forces/s": float(f[1]), "flush/f": float(f[6]), "FUA/f": float(f[7])}
    return rows


def test_mklog_then_recover_empty(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "log.img"
    out = jolt("mklog", "--size", "8M", "--record-size", "16K", str(img)).stdout
    assert "log of 2047 blocks" in out
    assert img.stat().st_size == 8 << 20
    rec = pyjolt.recover(img.read_bytes())
    assert rec.end == pyjolt.END_EMPTY and rec.checkpoints == []
    r = jolt("recover", str(img))
    assert re.search(r"; 0 checkpoints to replay \(0 items\)", r.stdout), r.stdout


def test_bdevperf_on_file_leaves_a_recoverable_log(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "bench.img"
    r = jolt("bdevperf", "-t", "1", "-m", "1,4", "-o", "3968", "--size", "32M", str(img))
    rows = bdevperf_rows(r.stdout)
    assert sorted(rows) == [1, 4], r.stdout
    for row in rows.values():
        assert row["forces/s"] > 0
        assert row["flush/f"] + row["FUA/f"] > 0  # every force made durable somehow
    raw = re.search(r"raw 4 KiB durable write, QD1: +FUA +(\d+) IOPS.*write\+flush +(\d+) IOPS", r.stdout)
    assert raw and int(raw.group(1)) > 0 and int(raw.group(2)) > 0, r.stdout
    # the journal closed cleanly: recovery finds the checkpoints it wrote
    rec = jolt("recover", "-q", str(img))
    assert rec.returncode == 0
    m = re.search(r"(\d+) checkpoints", rec.stdout)
    assert m and int(m.group(1)) > 0, rec.stdout
    assert pyjolt.recover(img.read_bytes()).end == pyjolt.END_CLEAN


def test_bdevperf_mem_group_commit_shares_flushes() -> None:
    """Forces in flight together share device flushes: with one writer every
    force flushes; with eight, fewer flushes than forces (docs/journal.md)."""
    r = jolt("bdevperf", "--backend", "mem", "-w", "journal", "--commit", "flush",
             "-t", "1", "-m", "1,8", "64M")
    rows = bdevperf_rows(r.stdout)
    assert sorted(rows) == [1, 8], r.stdout
    assert rows[1]["forces/s"] > 0 and rows[8]["forces/s"] > 0
    assert rows[1]["flush/f"] == pytest.approx(1.0, abs=0.01), r.stdout
    assert rows[8]["flush/f"] < 0.9, r.stdout
    assert rows[1]["FUA/f"] == 0 and rows[8]["FUA/f"] == 0, r.stdout  # --commit flush


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
