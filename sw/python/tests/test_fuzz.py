"""Runs the libFuzzer targets briefly (ASan + UBSan): the log and trace
parsers, seeded with real records and a real trace, the filesystem image
reader, seeded with patch lists, and the send stream reader, seeded with
streams of every command in both versions. Longer runs by hand:
build/sw-fuzz/fuzz/fuzz_log -max_total_time=600 DIR (or fuzz_fs, fuzz_send_stream)"""
from __future__ import annotations

import os
import pathlib
import re
import struct
import subprocess

import jolt
from jolt import send

TOP = pathlib.Path(__file__).resolve().parents[3]
FUZZ = TOP / "build" / "sw-fuzz" / "fuzz" / "fuzz_log"
FUZZ_SEND = FUZZ.with_name("fuzz_send_stream")
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
    # libFuzzer's last words: "Done N runs in T second(s)"; it must have run
    done = re.search(r"^Done (\d+) runs in (\d+) second", r.stderr, re.M)
    assert done and int(done.group(1)) > 1000, r.stderr[-4000:]


def sample_stream(version: int) -> bytes:
    """A stream with every command the writer has (its v2 ones in v2)."""
    t = (1_700_000_000, 1)
    w = send.Writer(version)
    w.subvol("vol", bytes(range(16)), 5)
    w.snapshot("snap", bytes(16), 6, bytes(range(16)), 5)
    w.mkdir("d", 257)
    w.mkfile("d/f", 258)
    w.mknod("n", 259, 0o20644, 259)
    w.mkfifo("p", 260, 0o10644)
    w.mksock("s", 261, 0o140644)
    w.symlink("l", 262, "d/f")
    w.rename("d/f", "d/g")
    w.link("h", "d/g")
    w.unlink("h")
    w.rmdir("e")
    w.set_xattr("d/g", "user.a", b"value")
    w.remove_xattr("d/g", "user.a")
    w.write("d/g", 0, bytes(range(256)) * 3)
    w.clone("d/g", 4096, 4096, bytes(16), 5, "d/g", 0)
    w.truncate("d/g", 100)
    w.chmod("d/g", 0o644)
    w.chown("d/g", 1, 2)
    w.utimes("d/g", t, t, t, t)
    w.update_extent("d/g", 0, 4096)
    if version >= 2:
        w.fileattr("d/g", 16)
        w.fallocate("d/g", 1, 0, 8192)
    w.end()
    return w.stream()


def test_fuzz_send_stream_reader(tmp_path: pathlib.Path) -> None:
    assert FUZZ_SEND.exists(), "run make build-fuzz"
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for v in (1, 2):
        data = sample_stream(v)
        assert len(send.parse(data)) == 22 + 2 * (v - 1)
        (corpus / f"v{v}").write_bytes(data)
    r = subprocess.run([str(FUZZ_SEND), f"-max_total_time={SECONDS}", "-rss_limit_mb=2048",
                        f"-artifact_prefix={tmp_path}/", str(corpus)],
                       capture_output=True, text=True, timeout=SECONDS + 120,
                       env=dict(os.environ, ASAN_OPTIONS="detect_leaks=1"))
    assert r.returncode == 0, r.stderr[-4000:]
    done = re.search(r"^Done (\d+) runs in (\d+) second", r.stderr, re.M)
    assert done and int(done.group(1)) > 1000, r.stderr[-4000:]


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
    done = re.search(r"^Done (\d+) runs in (\d+) second", r.stderr, re.M)
    assert done and int(done.group(1)) > 0, r.stderr[-4000:]
