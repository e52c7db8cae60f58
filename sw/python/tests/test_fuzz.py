"""Runs the libFuzzer targets briefly (ASan + UBSan): the log and trace
parsers, seeded with real records and a real trace, and the filesystem
image reader, seeded with patch lists. Longer runs by hand:
build/sw-fuzz/fuzz/fuzz_log -max_total_time=600 DIR (or fuzz_fs)"""
from __future__ import annotations

import os
import pathlib
import struct
import subprocess

import jolt

TOP = pathlib.Path(__file__).resolve().parents[3]
FUZZ = TOP / "build" / "sw-fuzz" / "fuzz" / "fuzz_log"
FUZZ_FS = TOP / "build" / "sw-fuzz" / "fuzz" / "fuzz_fs"
SECONDS = int(os.environ.get("JOLT_FUZZ_SECONDS", "20"))


def test_fuzz_log_parsers(tmp_path: pathlib.Path) -> None:
    assert FUZZ.exists(), "run make build-fuzz"
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    trace = jolt.generate_trace(seed=1, transactions=20, payload=(0, 6000), intents=0.2, dones=0.2)
    (corpus / "trace").write_bytes(trace)
    with jolt.Engine("soft", record_size=8192) as e:
        res = e.run(trace)
    for i, r in enumerate(res.records[:20]):
        (corpus / f"rec{i}").write_bytes(r.data)
    (corpus / "region").write_bytes(b"".join(r.data for r in res.records[:6]))
    r = subprocess.run([str(FUZZ), f"-max_total_time={SECONDS}", "-rss_limit_mb=2048",
                        f"-artifact_prefix={tmp_path}/", str(corpus)],
                       capture_output=True, text=True, timeout=SECONDS + 120,
                       env=dict(os.environ, ASAN_OPTIONS="detect_leaks=1"))
    assert r.returncode == 0, r.stderr[-4000:]
    assert "Done" in r.stderr


def test_fuzz_fs_image_reader(tmp_path: pathlib.Path) -> None:
    assert FUZZ_FS.exists(), "run make build-fuzz"
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    # raw bytes as a node / superblock, with and without a fixed-up checksum
    (corpus / "raw").write_bytes(b"\x00" + bytes(range(256)) * 4)
    (corpus / "raw-csum").write_bytes(b"\x02" + b"\x01" * 600)
    # patches: (node index, offset, value, flags) records
    def patches(*recs: tuple[int, int, int, int]) -> bytes:
        return b"\x01" + b"".join(struct.pack("<HHBB", *r) for r in recs)
    (corpus / "items").write_bytes(patches((3, 100, 0xff, 1), (7, 64 + 40, 0, 1)))
    (corpus / "header").write_bytes(patches((0, 48, 200, 1), (1, 52, 3, 1)))
    (corpus / "super").write_bytes(patches((0, 48, 1, 3), (1, 56, 9, 3)))
    (corpus / "torn").write_bytes(patches((2, 300, 1, 0)))
    r = subprocess.run([str(FUZZ_FS), f"-max_total_time={SECONDS}", "-rss_limit_mb=2048",
                        "-timeout=20", f"-artifact_prefix={tmp_path}/", str(corpus)],
                       capture_output=True, text=True, timeout=SECONDS + 120,
                       env=dict(os.environ, ASAN_OPTIONS="detect_leaks=1"))
    assert r.returncode == 0, r.stderr[-4000:]
    assert "Done" in r.stderr
