"""The jolt command line: every subcommand's --help, the main path, and bad
input ending with a clear message and a non-zero exit, never a crash."""
from __future__ import annotations

import pathlib
import subprocess

import pytest

import jolt

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = TOP / "build" / "bin" / "jolt"
SUBCOMMANDS = ["gen-trace", "pack", "logprint", "recover", "bench"]


def run(*args: object) -> subprocess.CompletedProcess:
    r = subprocess.run([str(JOLT), *map(str, args)], capture_output=True, text=True, timeout=300)
    assert r.returncode >= 0, f"killed by signal {-r.returncode}: {r.stderr}"
    return r


@pytest.mark.parametrize("sub", SUBCOMMANDS)
def test_help(sub: str) -> None:
    r = run(sub, "--help")
    assert r.returncode == 0 and "usage: jolt" in r.stdout


def test_top_level() -> None:
    assert run("--help").returncode == 0
    r = run("frobnicate")
    assert r.returncode == 1 and "unknown command" in r.stderr
    assert run().returncode == 1


def test_gen_pack_logprint_recover(tmp_path: pathlib.Path) -> None:
    trace, image = tmp_path / "t.jtr", tmp_path / "log.img"
    assert run("gen-trace", "-s", 9, "-n", 300, "--payload", "0:20000", "-o", trace).returncode == 0
    r = run("pack", trace, "-o", image, "--record-size", "16K", "--cpl", tmp_path / "cpl.bin")
    assert r.returncode == 0 and "items_in" in r.stdout
    # the CLI and the library produce the same bytes
    with jolt.Engine("soft", record_size=16384) as e:
        res = e.run(trace.read_bytes())
    assert image.read_bytes()[4096:4096 + len(res.records[0].data)] == res.records[0].data
    assert (tmp_path / "cpl.bin").read_bytes() == b"".join(res.completions)
    r = run("logprint", image)
    assert r.returncode == 0 and "COMMIT" in r.stdout and "crc" in r.stdout
    r = run("recover", image)
    assert r.returncode == 0 and "checkpoints to replay" in r.stdout
    n = sum(1 for c in map(jolt.cpl_of, res.completions) if c.kind == jolt.lib.JOLT_CPL_CHECKPOINT and c.a)
    assert f"; {n} checkpoints to replay" in r.stdout


def test_gen_trace_is_deterministic(tmp_path: pathlib.Path) -> None:
    for name in "ab":
        run("gen-trace", "-s", 4, "-n", 100, "-o", tmp_path / name)
    assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()
    assert (tmp_path / "a").read_bytes() == jolt.generate_trace(seed=4, transactions=100)


@pytest.mark.parametrize("args,message", [
    (["gen-trace", "-s", "abc", "-o", "x"], "expected a number"),
    (["gen-trace", "--items", "5:1", "-o", "x"], "empty"),
    (["gen-trace", "--relog", "2", "-o", "x"], "fraction"),
    (["gen-trace"], "-o FILE is required"),
    (["pack", "/nonexistent/trace", "-o", "x"], "No such file"),
    (["pack", "--record-size", "5000", "t", "-o", "x"], "invalid engine configuration"),
    (["pack", "--engine", "fpga", "TRACE", "-o", "x"], ""),
    (["logprint", "/nonexistent"], "No such file"),
    (["recover"], "expected one IMAGE"),
    (["bench", "nosuch"], "unknown benchmark"),
])
def test_bad_arguments(tmp_path: pathlib.Path, args: list[str], message: str) -> None:
    if "TRACE" in args:
        t = tmp_path / "t"
        t.write_bytes(jolt.generate_trace(transactions=3))
        args = [str(t) if a == "TRACE" else a for a in args]
    r = run(*args)
    assert r.returncode != 0 and r.stderr.startswith("jolt")
    assert message in r.stderr


@pytest.mark.parametrize("mutate,message", [
    (lambda b: b[:10], "shorter than the header"),
    (lambda b: b"XOLTTRC\0" + b[8:], "bad magic"),
    (lambda b: b[:-3], "truncated"),
    (lambda b: b[:16] + bytes([7]) + b[17:], "unknown op"),
    (lambda b: b[:18] + b"\1" + b[19:], "non-zero flags"),
])
def test_malformed_trace(tmp_path: pathlib.Path, mutate, message: str) -> None:
    t = tmp_path / "t"
    t.write_bytes(mutate(jolt.generate_trace(transactions=5)))
    r = run("pack", t, "-o", tmp_path / "img")
    assert r.returncode == 1 and message in r.stderr
    assert not (tmp_path / "img").exists()


@pytest.mark.parametrize("content", [b"", b"junk" * 1000, bytes(8192)])
def test_not_a_log(tmp_path: pathlib.Path, content: bytes) -> None:
    f = tmp_path / "img"
    f.write_bytes(content)
    for sub in ("logprint", "recover"):
        r = run(sub, f)
        assert r.returncode == 1 and r.stderr.startswith(f"jolt {sub}")


def test_recover_exit_codes(tmp_path: pathlib.Path) -> None:
    trace, image = tmp_path / "t", tmp_path / "img"
    trace.write_bytes(jolt.generate_trace(seed=2, transactions=200, push=0.2))
    assert run("pack", "-q", trace, "-o", image, "--record-size", "4K").returncode == 0
    good = image.read_bytes()
    rec = jolt.recover(good)
    last, middle = rec.checkpoints[-1], rec.checkpoints[len(rec.checkpoints) // 2]

    torn = bytearray(good)  # the newest record torn: what a crash leaves
    torn[4096 * (1 + (last.commit_lsn & 0xFFFFFFFF)) + 100] ^= 0xFF
    image.write_bytes(torn)
    r = run("recover", image)
    assert r.returncode == 0 and "damage" in r.stdout and "CRC" in r.stdout

    hole = bytearray(good)  # a record in the middle: later checkpoints are lost
    hole[4096 * (1 + (middle.commit_lsn & 0xFFFFFFFF)) + 100] ^= 0xFF
    image.write_bytes(hole)
    r = run("recover", image)
    assert r.returncode == 2 and "hole" in r.stderr
    r = run("logprint", image)
    assert r.returncode == 2 and "DAMAGED" in r.stdout


@pytest.mark.parametrize("env", ["posix", "dpdk"])
def test_pack_with_the_rtl_in_the_loop(tmp_path: pathlib.Path, env: str) -> None:
    from conftest import sim_available
    if not sim_available():
        pytest.skip("the sim engine's library is not built (make cosim)")
    trace = tmp_path / "t"
    trace.write_bytes(jolt.generate_trace(seed=12, transactions=400, payload=(0, 9000),
                                          intents=0.1, dones=0.1, bad=0.01))
    for engine in ("soft", "sim"):
        r = run("pack", "--engine", engine, "--env", env, trace, "-o", tmp_path / f"{engine}.img",
                "--cpl", tmp_path / f"{engine}.cpl", "--record-size", "8K")
        assert r.returncode == 0, r.stderr
    assert "cycles" in r.stdout
    assert (tmp_path / "soft.img").read_bytes() == (tmp_path / "sim.img").read_bytes()
    assert (tmp_path / "soft.cpl").read_bytes() == (tmp_path / "sim.cpl").read_bytes()
