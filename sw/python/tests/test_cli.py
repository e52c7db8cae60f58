"""The jolt command line: every subcommand's --help, the main path, the one
set of option rules every subcommand follows (README, sw/tools/commands.h),
inputs that are not what they should be, what `jolt pack` writes
(docs/trace-format.md), and the exit status of `jolt recover` and `jolt
logprint` (docs/log-format.md section 5). Bad input ends with a clear
message and exit 1, never a crash: those tests run the ASan+UBSan build."""
from __future__ import annotations

import os
import pathlib
import re
import socket
import subprocess
import threading

import pytest

import jolt

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = TOP / "build" / "bin" / "jolt"
JOLT_ASAN = TOP / "build" / "sw-asan" / "jolt"
SUBCOMMANDS = ["gen-trace", "pack", "logprint", "recover", "bench", "mklog", "bdevperf",
               "mkfs", "fsck", "dump-tree", "ls", "stat", "cp", "paths", "workload"]
ASAN_ENV = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", UBSAN_OPTIONS="halt_on_error=1")


def run(*args: object, binary: pathlib.Path = JOLT) -> subprocess.CompletedProcess:
    r = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True,
                       timeout=300, env=ASAN_ENV)
    assert r.returncode >= 0, f"killed by signal {-r.returncode}: {r.stderr}"
    assert "Sanitizer" not in r.stderr and "runtime error" not in r.stderr, r.stderr
    return r


def run_asan(*args: object) -> subprocess.CompletedProcess:
    assert JOLT_ASAN.exists(), "run make build-asan"
    return run(*args, binary=JOLT_ASAN)


def usage_error(r: subprocess.CompletedProcess, sub: str, *words: str) -> None:
    """Exit 1 and one line on stderr naming the subcommand and the words."""
    assert r.returncode == 1, (r.returncode, r.stdout, r.stderr)
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"jolt {sub}: "), r.stderr
    for w in words:
        assert w in lines[0], (w, lines[0])


@pytest.mark.parametrize("sub", SUBCOMMANDS)
def test_help(sub: str) -> None:
    r = run_asan(sub, "--help")
    assert r.returncode == 0 and r.stdout.startswith("usage: jolt") and not r.stderr
    assert run_asan(sub, "-h").stdout == r.stdout


def test_top_level() -> None:
    assert run("--help").returncode == 0
    r = run("frobnicate")
    assert r.returncode == 1 and "unknown command" in r.stderr
    assert run().returncode == 1


def test_gen_pack_logprint_recover(tmp_path: pathlib.Path) -> None:
    trace, image = tmp_path / "t.jtr", tmp_path / "log.img"
    assert run("gen-trace", "-s", 9, "-n", 300, "--payload", "0:20000", "-o", trace).returncode == 0
    r = run("pack", trace, "-o", image, "--record-size", "16K", "--cpl", tmp_path / "cpl.bin")
    assert r.returncode == 0, r.stderr
    # the CLI and the library produce the same bytes, and count the same
    with jolt.Engine("soft", record_size=16384) as e:
        res = e.run(trace.read_bytes())
    assert image.read_bytes()[4096:4096 + len(res.records[0].data)] == res.records[0].data
    assert (tmp_path / "cpl.bin").read_bytes() == b"".join(res.completions)
    printed = {m[1]: int(m[2]) for m in re.finditer(r"^  (\w+) +(\d+)$", r.stdout, re.M)}
    assert printed == res.counters, r.stdout
    r = run_asan("logprint", image)
    assert r.returncode == 0
    # one line per record, every CRC good, a COMMIT flag per checkpoint
    recs = re.findall(r"^record LSN .* flags (.*?) tail .* crc [0-9a-f]{8} (\w+)$", r.stdout, re.M)
    assert len(recs) == len(res.records) and all(ok == "ok" for _, ok in recs), r.stdout
    assert sum("COMMIT" in flags.split() for flags, _ in recs) == res.counters["checkpoints"]
    r = run_asan("recover", image)
    assert r.returncode == 0 and "checkpoints to replay" in r.stdout
    n = sum(1 for c in map(jolt.cpl_of, res.completions) if c.kind == jolt.lib.JOLT_CPL_CHECKPOINT and c.a)
    assert f"; {n} checkpoints to replay" in r.stdout


def test_gen_trace_is_deterministic(tmp_path: pathlib.Path) -> None:
    for name in "ab":
        run("gen-trace", "-s", 4, "-n", 100, "-o", tmp_path / name)
    assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()
    assert (tmp_path / "a").read_bytes() == jolt.generate_trace(seed=4, transactions=100)


@pytest.mark.parametrize("env", ["posix", "dpdk"])
def test_pack_with_the_rtl_in_the_loop(tmp_path: pathlib.Path, env: str) -> None:
    from conftest import require_sim
    require_sim()
    if not jolt.Env.available(env):
        pytest.skip(f"the {env} env is not built")
    trace = tmp_path / "t"
    trace.write_bytes(jolt.generate_trace(seed=12, transactions=400, payload=(0, 9000),
                                          intents=0.1, dones=0.1, bad=0.01))
    for engine in ("soft", "sim"):
        r = run("pack", "--engine", engine, "--env", env, trace, "-o", tmp_path / f"{engine}.img",
                "--cpl", tmp_path / f"{engine}.cpl", "--record-size", "8K")
        assert r.returncode == 0, r.stderr
    cycles = re.search(r"^  cycles +(\d+) ", r.stdout, re.M)
    assert cycles and int(cycles.group(1)) > 0, r.stdout  # the RTL ran
    assert (tmp_path / "soft.img").read_bytes() == (tmp_path / "sim.img").read_bytes()
    assert (tmp_path / "soft.cpl").read_bytes() == (tmp_path / "sim.cpl").read_bytes()


# ---------------------------------------------------------------- option rules

# (subcommand words, option, a bad value): every option that takes a value
BAD_VALUES = [
    (["gen-trace"], "--seed", "abc"), (["gen-trace"], "-s", "-1"),
    (["gen-trace"], "--transactions", "1.5"), (["gen-trace"], "-n", "10Q"),
    (["gen-trace"], "--items", "5:1"), (["gen-trace"], "--items", "a:b"),
    (["gen-trace"], "--payload", "0:99999999"), (["gen-trace"], "--keys", "0"),
    (["gen-trace"], "--relog", "2"), (["gen-trace"], "--intents", "-0.1"),
    (["gen-trace"], "--dones", "x"), (["gen-trace"], "--done-same", "1.1"),
    (["gen-trace"], "--push-every", "-3"), (["gen-trace"], "--push", "nan"),
    (["gen-trace"], "--bad", "7"),
    (["pack"], "--engine", "fpga"), (["pack"], "-e", ""), (["pack"], "--env", "nosuch"),
    (["pack"], "--record-size", "5000"), (["pack"], "--record-size", "512K"),
    (["pack"], "--capacity", "5"), (["pack"], "--capacity", "70000"),
    (["pack"], "--index-slots", "1000"), (["pack"], "--max-tx-items", "0"),
    (["pack"], "--log-blocks", "5G"), (["pack"], "--first-seq", "x"),
    (["pack"], "--lr-slots", "0"), (["pack"], "--cq-entries", "3"),
    (["pack"], "--cq-entries", "1"),
    (["bench", "engine"], "--engine", "nosuch"), (["bench", "engine"], "--env", "x"),
    (["bench", "engine"], "--record-size", "1"), (["bench", "engine"], "--large", "0"),
    (["bench", "engine"], "--large", "2M"), (["bench", "engine"], "--bytes", "0"),
    (["bench", "engine"], "--items", "7"), (["bench", "engine"], "--source", "x"),
    (["bench", "engine"], "--repeat", "0"), (["bench", "engine"], "-r", "1001"),
    (["mklog"], "--size", "0"), (["mklog"], "-s", "x"), (["mklog"], "--log-blocks", "5G"),
    (["mklog"], "--record-size", "5000"), (["mklog"], "-r", "0"),
    (["mklog"], "--backend", "nope"), (["mklog"], "-b", "URING"),
    (["bdevperf"], "-q", "0"), (["bdevperf"], "-q", "5000"), (["bdevperf"], "-o", "0"),
    (["bdevperf"], "-o", "65M"), (["bdevperf"], "-w", "nope"), (["bdevperf"], "-t", "0"),
    (["bdevperf"], "-m", "0"), (["bdevperf"], "-m", "1,x"), (["bdevperf"], "--writers", "5000"),
    (["bdevperf"], "--backend", "nope"), (["bdevperf"], "--engine", "nope"),
    (["bdevperf"], "--items", "0"), (["bdevperf"], "--items", "257"),
    (["bdevperf"], "--size", "1M"), (["bdevperf"], "--record-size", "3K"),
    (["bdevperf"], "--commit", "maybe"), (["bdevperf"], "--flushes", "0"),
    (["bdevperf"], "--flushes", "17"),
]


@pytest.mark.parametrize("words,opt,value", BAD_VALUES, ids=lambda x: str(x))
def test_bad_option_value(words: list[str], opt: str, value: str) -> None:
    """Every option value is checked when it is read: exit 1, one line that
    names the option and the value, before anything is opened or run."""
    r = run_asan(*words, opt, value, "TARGET")
    long_names = {"-s": "--size" if words[0] == "mklog" else "--seed", "-n": "--transactions",
                  "-e": "--engine", "-b": "--backend", "-m": "--writers",
                  "-r": "--record-size" if words[0] == "mklog" else "--repeat"}
    usage_error(r, words[0], f"{long_names.get(opt, opt)}: expected", f"'{value.split(',')[-1]}'")


@pytest.mark.parametrize("words", [["gen-trace"], ["pack"], ["logprint"], ["recover"],
                                   ["bench", "engine"], ["mklog"], ["bdevperf"]])
def test_usage_errors(words: list[str]) -> None:
    sub = words[0]
    usage_error(run_asan(*words, "--no-such-option", "X"), sub, "unknown option '--no-such-option'",
                f"jolt {sub} --help")
    usage_error(run_asan(*words, "-Z", "X"), sub, "unknown option '-Z'")
    with_value = {"gen-trace": "--seed", "pack": "--capacity", "bench": "--repeat",
                  "mklog": "--size", "bdevperf": "--items"}.get(sub)
    if with_value:
        usage_error(run_asan(*words, with_value), sub, f"{with_value} needs a value")
    too_many = {"gen-trace": ["-o", "x", "extra"], "pack": ["-o", "x", "t", "extra"],
                "logprint": ["a", "extra"], "recover": ["a", "extra"], "bench": ["extra"],
                "mklog": ["a", "extra"], "bdevperf": ["a", "extra"]}[sub]
    usage_error(run_asan(*words, *too_many), sub, "unexpected argument 'extra'")


@pytest.mark.parametrize("args,words", [
    (["gen-trace"], ["-o FILE is required"]),
    (["gen-trace", "-o", "x", "--bad", "0.5", "--dones", "0.6"], ["exceed 1"]),
    (["pack", "-o", "x"], ["expected one TRACE"]),
    (["pack", "t"], ["-o IMAGE is required"]),
    (["pack", "--capacity", "256", "--max-tx-items", "300", "-o", "x", "t"],
     ["--max-tx-items 300 is more than --capacity 256"]),
    (["pack", "--log-blocks", "3", "-o", "x", "t"], ["--log-blocks 3 cannot hold two records"]),
    (["logprint"], ["expected one IMAGE"]),
    (["recover"], ["expected one IMAGE"]),
    (["bench"], ["unknown benchmark ''"]),
    (["bench", "nosuch"], ["unknown benchmark 'nosuch'"]),
    (["bench", "engine", "--bytes", "100", "--large", "1000"], ["--bytes 100 is less than"]),
    (["mklog"], ["expected one TARGET"]),
    (["mklog", "-r", "16K", "-l", "7", "x"], ["--log-blocks 7 cannot hold two records"]),
    (["bdevperf"], ["expected one TARGET"]),
    (["bdevperf", "--backend", "mem", "lots"], ["a mem TARGET must be a size", "'lots'"]),
])
def test_operands_and_combinations(args: list[str], words: list[str]) -> None:
    usage_error(run_asan(*args), args[0], *words)


def test_numbers_are_decimal_or_hex(tmp_path: pathlib.Path) -> None:
    """One syntax for sizes and counts: "010" is ten, 0x10 sixteen, K is 1024."""
    for a, b in [("010", "10"), ("0x10", "16"), ("2K", "2048")]:
        run("gen-trace", "-n", a, "-o", tmp_path / "a")
        run("gen-trace", "-n", b, "-o", tmp_path / "b")
        assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()


# ---------------------------------------------------------------- inputs

def feed_fifo(path: pathlib.Path, data: bytes) -> threading.Thread:
    os.mkfifo(path)

    def writer() -> None:
        with open(path, "wb") as f:
            try:
                f.write(data)
            except BrokenPipeError:
                pass
    t = threading.Thread(target=writer, daemon=True)
    t.start()
    return t


def an_image(tmp_path: pathlib.Path) -> pathlib.Path:
    trace, image = tmp_path / "t.jtr", tmp_path / "img"
    trace.write_bytes(jolt.generate_trace(seed=3, transactions=80, push=0.2))
    assert run("pack", "-q", trace, "-o", image, "--record-size", "4K").returncode == 0
    return image


@pytest.mark.parametrize("sub", ["logprint", "recover", "pack"])
def test_inputs_that_are_not_images(tmp_path: pathlib.Path, sub: str) -> None:
    """Directories, empty files, character devices, sockets, unreadable
    files: a message naming the file, exit 1, nothing read without bound."""
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    sock = tmp_path / "sock"
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(sock))
    cases = {tmp_path: "Is a directory", empty: "", pathlib.Path("/dev/null"): "",
             pathlib.Path("/dev/zero"): "", sock: "No such device or address",
             tmp_path / "missing": "No such file"}
    if os.geteuid() != 0:  # root reads anything
        locked = tmp_path / "locked"
        locked.write_bytes(b"x" * 8192)
        locked.chmod(0)
        cases[locked] = "Permission denied"
    for path, message in cases.items():
        args = [sub, path] + (["-o", tmp_path / "out"] if sub == "pack" else [])
        r = run_asan(*args)
        assert r.returncode == 1, (path, r.stderr)
        assert r.stderr.startswith(f"jolt {sub}: {path}: ") and message in r.stderr, r.stderr
    s.close()
    assert not (tmp_path / "out").exists()


def test_images_and_traces_from_a_fifo(tmp_path: pathlib.Path) -> None:
    """A stream is read as far as its superblock's region (or its header)."""
    image = an_image(tmp_path)
    for sub in ("logprint", "recover"):
        want = run_asan(sub, image)
        t = feed_fifo(tmp_path / f"{sub}.fifo", image.read_bytes())
        got = run_asan(sub, tmp_path / f"{sub}.fifo")
        t.join(10)
        assert got.returncode == want.returncode == 0
        assert got.stdout.replace(f"{sub}.fifo", "img") == want.stdout
    trace = jolt.generate_trace(seed=8, transactions=30)
    t = feed_fifo(tmp_path / "t.fifo", trace)
    assert run_asan("pack", "-q", tmp_path / "t.fifo", "-o", tmp_path / "a").returncode == 0
    t.join(10)
    (tmp_path / "t").write_bytes(trace)
    assert run("pack", "-q", tmp_path / "t", "-o", tmp_path / "b").returncode == 0
    assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()


def test_targets_that_are_not_files(tmp_path: pathlib.Path) -> None:
    """Directories, FIFOs, character devices as a device or an output: a
    message, exit 1 (8 for fsck), never a wait for a FIFO's other end."""
    os.mkfifo(tmp_path / "fifo")
    for args in (["mklog", tmp_path], ["bdevperf", "-t", "1", tmp_path],
                 ["gen-trace", "-o", tmp_path], ["pack", "TRACE", "-o", tmp_path],
                 ["mklog", tmp_path / "fifo"], ["bdevperf", "-t", "1", tmp_path / "fifo"],
                 ["mklog", "--size", "8M", tmp_path / "fifo"], ["mklog", "/dev/null"],
                 ["mkfs", tmp_path], ["mkfs", tmp_path / "fifo"], ["mkfs", "/dev/null"],
                 ["fsck", tmp_path / "fifo"], ["ls", tmp_path], ["dump-tree", "/dev/null"],
                 ["bdevperf", "-t", "1", "/dev/zero"]):
        if "TRACE" in args:
            (tmp_path / "t").write_bytes(jolt.generate_trace(transactions=3))
            args[args.index("TRACE")] = tmp_path / "t"
        r = run_asan(*args)
        # fsck's exit codes are fsck(8)'s: 8 for "could not check"
        assert r.returncode == (8 if args[0] == "fsck" else 1), r.stderr
        assert r.stderr.startswith(f"jolt {args[0]}: "), r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "t"]


# ---------------------------------------------------------------- traces

@pytest.mark.parametrize("mutate,message", [
    (lambda b: b[:10], "shorter than the header (truncated at offset 10)"),
    (lambda b: b"XOLTTRC\0" + b[8:], "bad magic at offset 0"),
    (lambda b: b[:8] + b"\2" + b[9:], "unsupported trace version 2 at offset 8"),
    (lambda b: b[:12] + b"\1" + b[13:], "reserved bytes set at offset 12"),
    (lambda b: b[:14] + b"\1" + b[15:], "reserved bytes set at offset 14"),
    (lambda b: b[:-3], "truncated entry at offset"),
    (lambda b: b[:16] + bytes([7]) + b[17:], "entry at offset 16: unknown op"),
    (lambda b: b[:18] + b"\1" + b[19:], "entry at offset 16: non-zero flags"),
    (lambda b: b + bytes([2, 1]) + bytes(14), "tx-end at offset"),                 # TX_END type
    (lambda b: b + bytes([2, 0, 0, 0, 4]) + bytes(11), "tx-end at offset"),        # TX_END len
    (lambda b: b + bytes([2]) + bytes(7) + b"\1" + bytes(7), "tx-end at offset"),  # TX_END key
    (lambda b: b + bytes([3, 9]) + bytes(14), "push at offset"),                   # PUSH type
    (lambda b: b + bytes([3, 0, 0, 0, 8]) + bytes(11), "push at offset"),          # PUSH len
    (lambda b: b + bytes([1, 1, 0, 0, 3]) + bytes(11) + b"abc\0\0\0\0\1", "non-zero padding"),
])
def test_malformed_trace(tmp_path: pathlib.Path, mutate, message: str) -> None:
    t = tmp_path / "t"
    good = jolt.generate_trace(transactions=5)
    t.write_bytes(mutate(good))
    r = run_asan("pack", t, "-o", tmp_path / "img")
    assert r.returncode == 1 and message in r.stderr, r.stderr
    assert not (tmp_path / "img").exists()


def test_trace_items_the_engine_rejects(tmp_path: pathlib.Path) -> None:
    """An ITEM of a bad type or length reaches the engine, which rejects it;
    a PUSH's key is its tail."""
    entries = (bytes([1, 0xC1, 0, 0, 8, 0, 0, 0]) + bytes(8) + bytes(8)                  # BAD_TYPE
               + bytes([1, 1, 0, 0]) + (1 << 20 | 8).to_bytes(4, "little") + bytes(8)
               + bytes((1 << 20) + 8)                                                    # TOO_BIG
               + bytes([3]) + bytes(7) + (1 << 32).to_bytes(8, "little"))                # PUSH
    (tmp_path / "t").write_bytes(b"JOLTTRC\0" + (1).to_bytes(4, "little") + bytes(4) + entries)
    r = run_asan("pack", "-q", tmp_path / "t", "-o", tmp_path / "img", "--cpl", tmp_path / "cpl")
    assert r.returncode == 0, r.stderr
    cpl = (tmp_path / "cpl").read_bytes()
    assert [(cpl[i], cpl[i + 1]) for i in range(0, len(cpl), 32)] == [
        (jolt.lib.JOLT_CPL_ERROR, jolt.lib.JOLT_ERR_BAD_TYPE),
        (jolt.lib.JOLT_CPL_ERROR, jolt.lib.JOLT_ERR_PAYLOAD_TOO_BIG),
        (jolt.lib.JOLT_CPL_CHECKPOINT, 0)]


def test_trace_without_a_final_push(tmp_path: pathlib.Path) -> None:
    """What follows the last push is in no checkpoint; pack says how much."""
    t = tmp_path / "t"
    t.write_bytes(jolt.generate_trace(seed=6, transactions=40, push_every=10, final_push=False,
                                      items=(2, 2), intents=0, dones=0, bad=0, relog=0, keys=1 << 31))
    (tmp_path / "with").write_bytes(jolt.generate_trace(seed=6, transactions=40, push_every=10,
                                                        items=(2, 2), intents=0, dones=0, bad=0, relog=0, keys=1 << 31))
    r = run_asan("pack", "-q", t, "-o", tmp_path / "img")
    assert r.returncode == 0 and r.stderr == ""  # 40 transactions, a push after every 10th
    trace = jolt.generate_trace(seed=6, transactions=45, push_every=10, final_push=False,
                                items=(2, 2), intents=0, dones=0, bad=0, relog=0, keys=1 << 31)
    t.write_bytes(trace)
    r = run_asan("pack", "-q", t, "-o", tmp_path / "img")
    assert r.returncode == 0
    assert r.stderr == ("jolt pack: 10 items accepted after the trace's last push are in no "
                        "checkpoint (the trace does not end with a push)\n")
    rec = jolt.recover((tmp_path / "img").read_bytes())
    assert len(rec.checkpoints) == 4 and sum(len(c.items) for c in rec.checkpoints) == 80


# ---------------------------------------------------------------- what pack writes

def packed(tmp_path: pathlib.Path, *opts: object, **trace: object) -> tuple[bytes, bytes]:
    data = jolt.generate_trace(**dict(dict(seed=13, transactions=150, payload=(0, 9000), push=0.1),
                                      **trace))
    (tmp_path / "t").write_bytes(data)
    r = run("pack", "-q", tmp_path / "t", "-o", tmp_path / "img", "--cpl", tmp_path / "cpl", *opts)
    assert r.returncode == 0, r.stderr
    return (tmp_path / "img").read_bytes(), (tmp_path / "cpl").read_bytes()


@pytest.mark.parametrize("record_size", [4096, 16384])
def test_pack_image_size(tmp_path: pathlib.Path, record_size: int) -> None:
    """--log-blocks 0 (the default): records + one record's room, at least
    two records; --log-blocks N: exactly N."""
    image, cpl = packed(tmp_path, "--record-size", record_size)
    assert packed(tmp_path, "--record-size", record_size, "--log-blocks", 0)[0] == image
    blocks = sum(int.from_bytes(cpl[i + 28:i + 30], "little") for i in range(0, len(cpl), 32)
                 if cpl[i] == jolt.lib.JOLT_CPL_RECORD)
    rb = record_size // 4096
    log_blocks = max(blocks + rb, 2 * rb)
    assert len(image) == (1 + log_blocks) * 4096
    assert int.from_bytes(image[16:24], "little") == log_blocks
    assert jolt.recover(image).end == jolt.END_CLEAN
    assert len(packed(tmp_path, "--record-size", record_size, "--log-blocks", 4000)[0]) == 4001 * 4096
    # a trace whose records fill less than one record's worth
    (tmp_path / "t").write_bytes(jolt.generate_trace(seed=1, transactions=1, payload=(1, 1)))
    run("pack", "-q", tmp_path / "t", "-o", tmp_path / "img", "--record-size", record_size)
    assert (tmp_path / "img").stat().st_size == (1 + 2 * rb) * 4096


@pytest.mark.parametrize("cq", [None, 2, 8, 1024])
def test_pack_cpl_phase(tmp_path: pathlib.Path, cq: int | None) -> None:
    """The phase bit of completion n is 1 when n / cq_entries is even (1024
    by default); nothing else in the file depends on the ring's size."""
    many = dict(transactions=700, push=1.0, payload=(0, 300))  # > 1024 completions
    _, cpl = packed(tmp_path, *(["--cq-entries", cq] if cq else []), **many)
    entries = [cpl[i:i + 32] for i in range(0, len(cpl), 32)]
    assert len(entries) > 1100
    assert [e[31] for e in entries] == [1 - (n // (cq or 1024)) % 2 for n in range(len(entries))]
    _, other = packed(tmp_path, "--cq-entries", 4, **many)
    assert [e[:31] for e in entries] == [other[i:i + 31] for i in range(0, len(other), 32)]


# ---------------------------------------------------------------- exit status

def reseal(rec: bytes) -> bytes:
    d = bytearray(rec)
    d[60:64] = bytes(4)
    blocks = int.from_bytes(d[44:46], "little")
    d[60:64] = jolt.crc32c(bytes(d[64:blocks * 4096]) + bytes(d[:64])).to_bytes(4, "little")
    return bytes(d)


def set_byte(rec: bytes, off: int, value: int = 1) -> bytes:
    return rec[:off] + bytes([value]) + rec[off + 1:]


def super_with(image: bytes, off: int, value: bytes) -> bytes:
    sb = bytearray(image[:4096])
    sb[off:off + len(value)] = value
    sb[4092:4096] = jolt.crc32c(bytes(sb[:4092])).to_bytes(4, "little")
    return bytes(sb) + image[4096:]


@pytest.fixture(scope="module")
def log() -> tuple[bytes, list[jolt.Record]]:
    entries = []
    for t in range(8):
        entries += [(jolt.ITEM, 1, t, bytes([t]) * 100), (jolt.PUSH, 0, 0, b"")]
    with jolt.Engine("soft", record_size=4096) as e:
        res = e.run_items(entries)
    return jolt.make_image(res.records, 4096, log_blocks=32), res.records


def with_record(log, i: int, change) -> bytes:
    image, records = log
    off = 4096 * (1 + (records[i].lsn & 0xFFFFFFFF))
    data = change(records[i].data)
    return image[:off] + data + image[off + len(data):]


TAIL, MID, HEAD = 0, 4, 7
EXIT_CASES = {
    "clean": (lambda log: log[0], 0),
    "empty region": (lambda log: log[0][:4096] + bytes(len(log[0]) - 4096), 0),
    "torn head": (lambda log: with_record(log, HEAD, lambda r: set_byte(r, 200, r[200] ^ 1)), 0),
    "malformed head, good CRC": (lambda log: with_record(log, HEAD, lambda r: reseal(set_byte(r, 66))), 0),
    "reserved byte in the head": (lambda log: with_record(log, HEAD, lambda r: reseal(set_byte(r, 50))), 0),
    "torn mid": (lambda log: with_record(log, MID, lambda r: set_byte(r, 200, r[200] ^ 1)), 2),
    "malformed mid, good CRC": (lambda log: with_record(log, MID, lambda r: reseal(set_byte(r, 66))), 2),
    "reserved byte mid": (lambda log: with_record(log, MID, lambda r: reseal(set_byte(r, 59))), 2),
    "op padding mid": (lambda log: with_record(log, MID, lambda r: reseal(set_byte(r, 64 + 16 + 100))), 2),
    "missing mid": (lambda log: with_record(log, MID, lambda r: bytes(len(r))), 2),
    "head out of sequence": (lambda log: with_record(
        log, HEAD, lambda r: reseal(r[:8] + (99).to_bytes(8, "little") + r[16:64] + r[64:]
                                    .replace((8).to_bytes(8, "little"), (99).to_bytes(8, "little"), 1))), 2),
    "torn tail": (lambda log: with_record(log, TAIL, lambda r: set_byte(r, 200, r[200] ^ 1)), 1),
    "malformed tail, good CRC": (lambda log: with_record(log, TAIL, lambda r: reseal(set_byte(r, 66))), 1),
    "superblock only": (lambda log: log[0][:4096], 1),
    "cut inside a record": (lambda log: log[0][:4096 * (2 + MID) + 100], 1),
    "superblock reserved byte": (lambda log: super_with(log[0], 100, b"\1"), 1),
    "superblock reserved0": (lambda log: super_with(log[0], 28, b"\1"), 1),
    "first LSN of cycle 0": (lambda log: super_with(log[0], 32, bytes(8)), 1),
    "first LSN without room": (lambda log: super_with(log[0], 32, (1 << 32 | 32).to_bytes(8, "little")), 1),
    "not a log": (lambda log: b"junk" * 2048, 1),
}


@pytest.mark.parametrize("case", EXIT_CASES)
def test_exit_status(tmp_path: pathlib.Path, log, case: str) -> None:
    """docs/log-format.md section 5: one status for recover and logprint."""
    make, status = EXIT_CASES[case]
    f = tmp_path / "img"
    f.write_bytes(make(log))
    rec, lp = run_asan("recover", f), run_asan("logprint", f)
    assert rec.returncode == lp.returncode == status, (rec.stdout, rec.stderr, lp.stderr)
    for r, sub in ((rec, "recover"), (lp, "logprint")):
        if status == 1:
            assert f"jolt {sub}: {f}: log rejected: " in r.stderr
        if status == 2:
            assert "the log has a hole" in r.stderr
    if "torn" in case or "malformed" in case or "reserved byte" in case:
        assert "DAMAGED record" in lp.stdout or status == 1  # listed, whatever the status
