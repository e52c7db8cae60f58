"""Runs the libFuzzer target of the log and trace parsers briefly (ASan +
UBSan), seeded with real records and a real trace. Longer runs by hand:
build/sw-fuzz/fuzz/fuzz_log -max_total_time=600 DIR"""
from __future__ import annotations

import os
import pathlib
import re
import subprocess

import jolt

TOP = pathlib.Path(__file__).resolve().parents[3]
FUZZ = TOP / "build" / "sw-fuzz" / "fuzz" / "fuzz_log"
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
