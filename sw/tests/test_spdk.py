"""The spdk backend against a real SPDK (make test-spdk SPDK_DIR=...).

Three bdevs, each a different SPDK path: a Malloc bdev (RAM), an AIO bdev
on a file, and an NVMe bdev reached over NVMe/TCP on 127.0.0.1 from SPDK's
own nvmf_tgt (started here) exporting a Malloc and an AIO namespace: the
real NVMe initiator, queues and commands, without a drive. On each: the
block layer's conformance (test_blk), the journal with concurrent forces and
recovery (test_journal), several threads each with its own device
(test_blk_spdk), and `jolt bdevperf`. Durability is checked from the
target's own counters (bdev_get_iostat, and a bdev histogram of flushes,
through SPDK's JSON-RPC with the `spdk` package's client) and from the
fsync calls of the process that owns the file.

Outside `make test-spdk` (which sets SPDK_DIR and JOLT_TEST_SPDK), or with
jolt built without SPDK, every test here is skipped with the reason. Needs root for hugepages (reserved here when
missing) and for strace.
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

TOP = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TOP / "scripts"))
from spdk_env import BDEVS, Bdev, Target, bdev_config, ensure_hugepages, jolt_bdevs, port_free  # noqa: E402

BUILD = pathlib.Path(os.environ.get("JOLT_SPDK_BUILD", TOP / "build" / "sw"))
JOLT = BUILD / "jolt"
SPDK_DIR = os.environ.get("SPDK_DIR", "")
PORT = int(os.environ.get("JOLT_NVMF_PORT", "4420"))


def _why_skip() -> str | None:
    if not SPDK_DIR or not os.environ.get("JOLT_TEST_SPDK"):
        return "needs SPDK: make test-spdk SPDK_DIR=/path/to/spdk (docs/spdk.md)"
    if not (pathlib.Path(SPDK_DIR) / "build" / "bin" / "nvmf_tgt").exists():
        return f"{SPDK_DIR}/build/bin/nvmf_tgt missing: build SPDK (scripts/build_spdk.sh)"
    if not JOLT.exists():
        return f"{JOLT} missing: make SPDK_DIR={SPDK_DIR}"
    r = subprocess.run([str(JOLT), "bdevperf", "--backend", "spdk", "x"], capture_output=True, text=True)
    if "not built" in r.stderr:
        return f"{JOLT} was built without SPDK: make SPDK_DIR={SPDK_DIR}"
    return None


WHY_SKIP = _why_skip()
pytestmark = pytest.mark.skipif(WHY_SKIP is not None, reason=WHY_SKIP or "")


@pytest.fixture(scope="session", autouse=True)
def hugepages_restored() -> Iterator[None]:
    """Hugepages and the hugetlbfs mount as they were before the run
    (ensure_hugepages reserves and mounts them when missing)."""
    nr = pathlib.Path("/proc/sys/vm/nr_hugepages")
    before = nr.read_text() if nr.exists() else None
    mounted = any(len(l.split()) > 2 and l.split()[2] == "hugetlbfs" for l in open("/proc/mounts"))
    yield
    if os.geteuid() != 0 or WHY_SKIP is not None:
        return
    if not mounted and os.path.ismount("/dev/hugepages"):
        subprocess.run(["umount", "/dev/hugepages"], check=False)
    if before is not None and nr.read_text() != before:
        nr.write_text(before)


@pytest.fixture(scope="session")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Target]:
    why = ensure_hugepages()
    if why:
        pytest.skip(why)
    if not port_free(PORT):
        pytest.skip(f"127.0.0.1:{PORT} is in use (set JOLT_NVMF_PORT)")
    # interrupt mode: the target's reactor sleeps when idle instead of
    # spinning a core through the whole run (the benchmark polls)
    t = Target.start(SPDK_DIR, tmp_path_factory.mktemp("nvmf"), PORT,
                     trace_fsync=shutil.which("strace") is not None, interrupt=True)
    yield t
    t.stop()


@pytest.fixture(scope="session")
def bdevs(tmp_path_factory: pytest.TempPathFactory, target: Target) -> dict[str, Bdev]:
    return jolt_bdevs(tmp_path_factory.mktemp("bdevs"), PORT)


def run(cmd: list[str], env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Runs cmd; env adds variables (an empty value removes one)."""
    e = dict(os.environ, **(env or {}))
    for k, v in (env or {}).items():
        if not v:
            del e[k]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=e)
    print(" ".join(cmd), "->", r.returncode, "\n", r.stdout[-3000:], r.stderr[-3000:])
    return r


def spdk_env(b: Bdev) -> dict[str, str]:
    return {"JOLT_SPDK_CONFIG": str(b.config), "JOLT_SPDK_BDEV": b.name}


# ---- the C tests, on each bdev ----------------------------------------------------

@pytest.mark.parametrize("key", BDEVS)
def test_blk_conformance(bdevs: dict[str, Bdev], key: str) -> None:
    b = bdevs[key]
    r = run([str(BUILD / "blk" / "tests" / "test_blk")], spdk_env(b))
    assert r.returncode == 0
    assert f"spdk bdev {b.name.split(',')[0]}" in r.stdout     # the spdk part ran, not skipped


@pytest.mark.parametrize("key", BDEVS)
def test_journal(bdevs: dict[str, Bdev], key: str) -> None:
    b = bdevs[key]
    r = run([str(BUILD / "journal" / "tests" / "test_journal")], spdk_env(b), timeout=900)
    assert r.returncode == 0
    m = re.search(r"spdk \S+ \((.*)\): 200 transactions, (\d+) flushes, (\d+) FUA writes, recovered", r.stdout)
    assert m, "the journal did not run on spdk"


@pytest.mark.parametrize("key", BDEVS)
def test_threads(bdevs: dict[str, Bdev], key: str) -> None:
    r = run([str(BUILD / "blk" / "tests" / "test_blk_spdk"), "threads"], spdk_env(bdevs[key]))
    assert r.returncode == 0


@pytest.mark.parametrize("case", ["threads", "bad_config", "config_rejected",
                                  "volatile_cache_refused", "no_hugepages"])
def test_blk_spdk_case(case: str) -> None:
    """Self-contained cases: their own Malloc config, no hugepages (no_huge)."""
    r = run([str(BUILD / "blk" / "tests" / "test_blk_spdk"), case],
            {"JOLT_SPDK_CONFIG": "", "JOLT_SPDK_BDEV": ""})
    assert r.returncode == 0


# ---- jolt bdevperf ------------------------------------------------------------------

def bdevperf(b: Bdev, *args: str, target_opts: str = "", timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return run([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(b.config), *args,
                b.name + target_opts], timeout=timeout)


def device_counts(out: str) -> dict[str, int]:
    m = re.search(r"device: (\d+) writes \((\d+) FUA, (\d+) bytes\), (\d+) flushes, (\d+) reads, "
                  r"(\d+) errors", out)
    assert m, out
    return dict(zip(["writes", "fua", "bytes_written", "flushes", "reads", "errors"], map(int, m.groups())))


def rows(out: str) -> list[list[str]]:
    return [l.split() for l in out.splitlines() if re.match(r"\s+\d+\s+\d+\s", l)]


@pytest.mark.parametrize("key", BDEVS)
def test_bdevperf_smoke(bdevs: dict[str, Bdev], key: str) -> None:
    b = bdevs[key]
    r = bdevperf(b, "-t", "1", "-m", "1,4")
    assert r.returncode == 0
    rs = rows(r.stdout)
    assert len(rs) == 2 and all(float(x[1]) > 0 for x in rs), r.stdout
    assert device_counts(r.stdout)["errors"] == 0
    if b.file:   # the journal SPDK wrote is a clean log to jolt's own reader
        rec = run([str(JOLT), "recover", str(b.file)])
        assert rec.returncode == 0


def test_bdevperf_no_huge(bdevs: dict[str, Bdev]) -> None:
    r = bdevperf(bdevs["malloc"], "-t", "1", target_opts=",no_huge")
    assert r.returncode == 0 and len(rows(r.stdout)) == 1


# ---- durability, from the target's counters and the file owner's fsyncs -------------

FSYNC_LINE = re.compile(r"\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(\d+\s+)?f(data)?sync$")


@pytest.mark.parametrize("mode", ["auto", "flush", "fua-on"])
def test_tcp_durability(bdevs: dict[str, Bdev], target: Target, mode: str) -> None:
    """Over NVMe/TCP to an AIO namespace, what jolt sends is what the target
    executes: the bytes jolt writes and every NVMe Flush it sends show in the
    target bdev's counters, and each Flush is an fsync of the target's file.
    auto over a fabric and --commit flush: a write and a flush per force at
    one writer. fua=on: FUA commit writes, no flush and no fsync per force:
    SPDK's nvmf target drops the FUA bit, which is why FUA is not the
    default over a fabric (docs/spdk.md)."""
    if target.fsync_log is None:
        pytest.skip("strace not installed (apt-get install strace): target fsyncs not counted")
    b = bdevs["tcp-aio"]
    w0, f0 = target.counts("TAIO0")
    bytes0 = target.bytes_written("TAIO0")
    s0 = target.fsyncs()
    args = ["-w", "journal", "-t", "3", "-m", "1", "--commit", "flush" if mode == "flush" else "auto"]
    r = bdevperf(b, *args, target_opts=",fua=on" if mode == "fua-on" else "")
    assert r.returncode == 0
    time.sleep(0.5)
    w1, f1 = target.counts("TAIO0")
    fsyncs = target.fsyncs() - s0
    dev = device_counts(r.stdout)
    row = rows(r.stdout)[0]
    forces = float(row[1]) * 3
    flush_per_force, fua_per_force = float(row[6]), float(row[7])
    # jolt's FUA writes are native with fua=on (one NVMe Write with FUA),
    # else a write and then a flush
    emulated = 0 if mode == "fua-on" else dev["fua"]
    assert target.bytes_written("TAIO0") - bytes0 == dev["bytes_written"]
    assert w1 - w0 >= dev["writes"]          # the initiator splits at the target's MDTS
    assert f1 - f0 == dev["flushes"] + emulated
    assert fsyncs == f1 - f0
    assert forces >= 10
    if mode == "fua-on":
        assert fua_per_force > 0.95 and flush_per_force < 0.05
        assert fsyncs < 0.05 * forces
    else:
        assert fua_per_force == 0 and flush_per_force > 0.95
        assert fsyncs > 0.95 * forces


def test_aio_flush_is_fsync(bdevs: dict[str, Bdev]) -> None:
    """A flush on the local AIO bdev is an fsync of its file (bdev_aio.c)."""
    if not shutil.which("strace"):
        pytest.skip("strace not installed (apt-get install strace)")
    b = bdevs["aio"]
    r = run(["strace", "--seccomp-bpf", "-f", "-c", "-o", "/dev/stderr", "-e", "trace=fsync,fdatasync",
             str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(b.config), "-w", "journal", "-t", "1",
             "-m", "1", "--commit", "flush", b.name])
    assert r.returncode == 0
    dev = device_counts(r.stdout)
    fsyncs = sum(int(m.group(1)) for m in map(FSYNC_LINE.match, r.stderr.splitlines()) if m)
    assert dev["flushes"] > 10
    assert fsyncs == dev["flushes"] + dev["fua"]


# ---- bad configuration and interruption -----------------------------------------------

def test_bad_config(bdevs: dict[str, Bdev], tmp_path: pathlib.Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"subsystems": [ {"subsystem": "bdev", "config": [')
    r = run([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(bad), "Malloc0"])
    assert r.returncode == 1 and "not valid JSON" in r.stderr
    r = run([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(bdevs["malloc"].config), "-t", "1", "Nope0"])
    assert r.returncode == 1 and "no bdev named 'Nope0'" in r.stderr and "Malloc0" in r.stderr
    r = run([str(JOLT), "bdevperf", "--backend", "spdk", "-t", "1", "Malloc0"])
    assert r.returncode == 1 and "JSON config" in r.stderr
    tiny = tmp_path / "tiny.json"
    tiny.write_text(json.dumps(bdev_config([{"method": "bdev_malloc_create", "params": {
        "name": "Tiny0", "num_blocks": 16, "block_size": 4096}}])))
    r = run([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(tiny), "-t", "1", "Tiny0"])
    assert r.returncode == 1 and "too small for a journal" in r.stderr
    r = run([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(bdevs["malloc"].config), "-t", "1",
             "Malloc0,hugedir=/nonexistent"])
    assert r.returncode == 1 and "no_huge" in r.stderr


@pytest.mark.parametrize("key", ["aio", "tcp-aio"])
def test_sigint(bdevs: dict[str, Bdev], key: str) -> None:
    """SIGINT in the middle of a run: the measurement stops, the journal and
    SPDK are closed (NVMe/TCP controller detached), exit 130; the log SPDK
    wrote recovers clean."""
    b = bdevs[key]
    p = subprocess.Popen([str(JOLT), "bdevperf", "--backend", "spdk", "-c", str(b.config), "-t", "60",
                          "-m", "1", "-w", "journal", b.name],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(8)
    assert p.poll() is None
    t0 = time.time()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=30)
    print(out, err)
    assert p.returncode == 130 and "interrupted" in err
    assert time.time() - t0 < 10
    assert device_counts(out)["errors"] == 0
    if b.file:
        assert run([str(JOLT), "recover", str(b.file)]).returncode == 0
    else:   # the target is still there and serves a new connection
        assert bdevperf(b, "-w", "journal", "-t", "1").returncode == 0


# ---- the filesystem on SPDK -----------------------------------------------------------
# Made with a 1 s multi-mount interval: a mount of a SHARED device (the AIO
# bdev) then waits 3 s instead of 11 (docs/disk-format.md section 11).

FS_BDEVS = ["aio", "tcp-malloc", "tcp-aio"]   # Malloc lives in one process: test_fs_malloc
MMP = ["--mmp-interval", "1"]


def jolt(b: Bdev, cmd: str, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return run([str(JOLT), cmd, "--backend", "spdk", "-c", str(b.config), *args], timeout=timeout)


def mkfs(b: Bdev) -> None:
    r = run([str(JOLT), "mkfs", "-q", "-b", "spdk", "-c", str(b.config), *MMP, b.name])
    assert r.returncode == 0, r.stderr


def mount(b: Bdev, mnt: pathlib.Path, *opts: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    mnt.mkdir(exist_ok=True)
    o = ",".join(["backend=spdk", f"conf={b.config}", *opts])
    r = run([str(JOLT), "mount", "-o", o, b.name, str(mnt)])
    assert not check or r.returncode == 0, r.stderr
    return r


def umount(mnt: pathlib.Path) -> None:
    assert run([str(JOLT), "umount", str(mnt)]).returncode == 0


def daemon_pid(mnt: pathlib.Path) -> int:
    for p in pathlib.Path("/proc").iterdir():
        try:
            argv = (p / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if p.name.isdigit() and len(argv) > 3 and argv[1] == b"mount" and argv[-2] == str(mnt).encode():
            return int(p.name)
    raise AssertionError(f"no daemon serves {mnt}")


def fsync_files(root: pathlib.Path, n: int, tag: str) -> dict[str, bytes]:
    """n files written and fsynced: what a crash must keep."""
    kept = {}
    for i in range(n):
        data = f"{tag} {i} ".encode() * (1 + i % 300)
        fd = os.open(root / f"{tag}{i}", os.O_WRONLY | os.O_CREAT, 0o644)
        os.write(fd, data)
        os.fsync(fd)
        os.close(fd)
        kept[f"{tag}{i}"] = data
    return kept


def tree(tmp: pathlib.Path) -> pathlib.Path:
    src = tmp / "src"
    (src / "d" / "e").mkdir(parents=True)
    for i in range(20):
        (src / "d" / f"f{i}").write_bytes(os.urandom(i * 997))
    (src / "d" / "e" / "big").write_bytes(os.urandom(3 << 20))
    os.symlink("d/f1", src / "link")
    return src


@pytest.mark.parametrize("key", FS_BDEVS)
def test_fs_tools(bdevs: dict[str, Bdev], key: str, tmp_path: pathlib.Path) -> None:
    """mkfs, cp in and out (diff clean), the workload, fsck: each a separate
    jolt process on the bdev, as a user runs them."""
    b = bdevs[key]
    mkfs(b)
    src = tree(tmp_path)
    assert jolt(b, "cp", "-r", str(src), f"{b.name}:/").returncode == 0
    assert jolt(b, "cp", "-r", f"{b.name}:/src", str(tmp_path / "out")).returncode == 0
    assert run(["diff", "-r", "--no-dereference", str(src), str(tmp_path / "out")]).returncode == 0
    r = jolt(b, "workload", "-n", "300", b.name)
    assert r.returncode == 0
    r = jolt(b, "fsck", b.name)
    assert r.returncode == 0 and "clean" in r.stdout


def test_fs_malloc(bdevs: dict[str, Bdev], tmp_path: pathlib.Path) -> None:
    """A Malloc bdev holds nothing once its process exits: the tools warn, and
    the filesystem is tested in one process (the Python binding): mkfs,
    files fsynced, unmount, mount again, every file back, fsck clean."""
    b = bdevs["malloc"]
    r = run([str(JOLT), "mkfs", "-b", "spdk", "-c", str(b.config), b.name])
    assert r.returncode == 0 and "nothing written to it remains" in r.stderr
    script = f"""
import sys
sys.path.insert(0, {str(TOP / 'sw' / 'python')!r})
from jolt.fs import FS, Device, mkfs
dev = Device("spdk", {b.name!r}, config={str(b.config)!r})
mkfs(dev)
fs = FS(dev)
fs.mkdir("/d")
for i in range(200):
    f = fs.create(f"/d/f{{i}}")
    f.write(bytes([i]) * (i * 50))
    f.fsync()
    f.close()
fs.rename("/d/f0", "/d/renamed")
fs.unmount()
fs = FS(dev)
assert fs.read_file("/d/renamed") == b""
for i in range(1, 200):
    assert fs.read_file(f"/d/f{{i}}") == bytes([i]) * (i * 50), i
assert fs.check().problems == 0
fs.unmount()
dev.close()
print("malloc fs ok")
"""
    r = run([sys.executable, "-c", script], {"JOLT_LIB": str(BUILD / "libjolt.so")})
    assert r.returncode == 0 and "malloc fs ok" in r.stdout


@pytest.mark.parametrize("key", FS_BDEVS)
def test_mount_tools_kill_remount(bdevs: dict[str, Bdev], key: str, tmp_path: pathlib.Path) -> None:
    """The mount with real tools; umount returns only once the daemon has
    ended (committed, SPDK closed); then kill -9 of the daemon, and the next
    mount (replaying the journal) has every fsynced file."""
    b = bdevs[key]
    mkfs(b)
    mnt = tmp_path / "mnt"
    mount(b, mnt)
    src = tree(tmp_path)
    assert run(["cp", "-a", str(src), str(mnt)]).returncode == 0
    assert run(["diff", "-r", "--no-dereference", str(src), str(mnt / "src")]).returncode == 0
    assert run(["tar", "-C", str(mnt), "-cf", str(tmp_path / "t.tar"), "src"]).returncode == 0
    assert run(["rm", "-rf", str(mnt / "src" / "d" / "e")]).returncode == 0
    umount(mnt)
    # at once: the daemon has committed, marked its multi-mount block clean
    # and closed SPDK (the fsck would otherwise see the block in use)
    r = jolt(b, "fsck", b.name)
    assert r.returncode == 0 and "clean" in r.stdout and "marked in use" not in r.stderr

    mount(b, mnt)
    kept = fsync_files(mnt, 50, "k")
    (mnt / "not-fsynced").write_bytes(b"maybe")
    os.kill(daemon_pid(mnt), signal.SIGKILL)
    time.sleep(0.5)
    umount(mnt)                       # clears the dead mount
    t0 = time.time()
    mount(b, mnt)                     # after the takeover rule: the holder is dead
    took = time.time() - t0
    try:
        for name, data in kept.items():
            assert (mnt / name).read_bytes() == data, name
        assert (mnt / "src" / "link").is_symlink()
    finally:
        umount(mnt)
    print(f"mount after kill -9: {took:.1f} s")
    assert jolt(b, "fsck", b.name).returncode == 0


@pytest.mark.parametrize("key", ["aio", "tcp-aio"])
def test_second_mount_refused(bdevs: dict[str, Bdev], key: str, tmp_path: pathlib.Path) -> None:
    """Two mounts of one bdev from two processes: the second is refused (the
    multi-mount protection sees the first's block move; over NVMe/TCP the
    first holds a Write Exclusive reservation), the first loses nothing, and
    fsck and mkfs refuse while it is mounted."""
    b = bdevs[key]
    mkfs(b)
    m1, m2 = tmp_path / "m1", tmp_path / "m2"
    mount(b, m1)
    try:
        kept = fsync_files(m1, 50, "a")
        r = mount(b, m2, check=False)
        assert r.returncode == 1 and "mounted elsewhere" in r.stderr, r.stderr
        assert not os.path.ismount(m2)
        kept.update(fsync_files(m1, 10, "b"))
        r = jolt(b, "fsck", b.name)
        assert r.returncode == 8 and "refused: mounted elsewhere" in r.stderr
        r = run([str(JOLT), "mkfs", "-q", "-b", "spdk", "-c", str(b.config), b.name])
        assert r.returncode == 1 and "mounted elsewhere" in r.stderr
        if key.startswith("tcp"):
            # the reservation itself: another host's raw writes are refused
            r = bdevperf(b, "-w", "write", "-t", "1", "-q", "1", "--force")
            assert r.returncode != 0
        for name, data in kept.items():
            assert (m1 / name).read_bytes() == data
    finally:
        umount(m1)
    mount(b, m2)                       # clean: at once (over TCP), 3 s on AIO
    try:
        for name, data in kept.items():
            assert (m2 / name).read_bytes() == data, name
    finally:
        umount(m2)


def test_target_lost_mid_fsync(tmp_path: pathlib.Path) -> None:
    """nvmf_tgt killed while it serves the AIO namespace a mount is fsyncing
    to: the fsync in flight fails with EIO, the filesystem turns read-only;
    after the target restarts (the same file) and the filesystem is mounted
    again, every fsync acknowledged before is there."""
    why = ensure_hugepages()
    if why:
        pytest.skip(why)
    port = PORT + 7
    if not port_free(port):
        pytest.skip(f"127.0.0.1:{port} is in use")
    work = tmp_path / "tgt"
    work.mkdir()
    t = Target.start(SPDK_DIR, work, port, interrupt=True, second=True)
    (tmp_path / "cfg").mkdir()
    b = jolt_bdevs(tmp_path / "cfg", port)["tcp-aio"]
    mnt = tmp_path / "mnt"
    try:
        mkfs(b)
        mount(b, mnt)
        acked: dict[str, bytes] = {}
        err = None
        for i in range(100000):
            data = f"x{i} ".encode() * 100
            try:
                fd = os.open(mnt / f"f{i}", os.O_WRONLY | os.O_CREAT, 0o644)
                try:
                    os.write(fd, data)
                    os.fsync(fd)
                finally:
                    os.close(fd)
            except OSError as e:
                err = e
                break
            acked[f"f{i}"] = data
            if i == 200:
                os.kill(t.pid, signal.SIGKILL)
                t.proc.wait(timeout=30)
        assert err is not None and err.errno in (5, 30), err   # EIO, or EROFS once failed
        with pytest.raises(OSError) as ro:
            (mnt / "after").write_bytes(b"no")
        assert ro.value.errno in (5, 30)
        umount(mnt)
        t = Target.start(SPDK_DIR, work, port, interrupt=True, reuse=True, second=True)
        mount(b, mnt)
        try:
            lost = [n for n, d in acked.items() if not (mnt / n).exists() or (mnt / n).read_bytes() != d]
            assert not lost, f"{len(lost)} acknowledged fsyncs lost: {lost[:5]}"
        finally:
            umount(mnt)
    finally:
        if os.path.ismount(mnt):
            run([str(JOLT), "umount", "-l", str(mnt)])
        t.stop()


# ---- the benchmarks on a bdev ---------------------------------------------------------

def malloc_512(tmp_path: pathlib.Path) -> pathlib.Path:
    """A 512 MiB Malloc bdev (what `bench seeds --quick` takes on mem), on
    ordinary memory (BDEV,no_huge): the session's hugepages stay for the target."""
    conf = tmp_path / "malloc512.json"
    conf.write_text(json.dumps(bdev_config([{"method": "bdev_malloc_create", "params": {
        "name": "Big0", "num_blocks": 131072, "block_size": 4096}}])))
    return conf


def test_bench_seeds_malloc(tmp_path: pathlib.Path) -> None:
    """`jolt bench seeds --quick` on a Malloc bdev: every seed's workload with
    its switch off and on, each run on the bdev formatted anew, in one
    process (SPDK starts once); the journal forced and flushed on it."""
    out = tmp_path / "seeds.jsonl"
    r = run([str(JOLT), "bench", "seeds", "--quick", "--backend", "spdk", "-c", str(malloc_512(tmp_path)),
             "--image", "Big0,no_huge,mem=1536", "--kernel", "none", "--engine", "soft",
             "--json", str(out)], timeout=600)
    assert r.returncode == 0
    assert "backend spdk, quick" in r.stdout
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert {row["seed"] for row in rows} == {"000", "001", "002", "003"}
    assert all(row["ok"] and row["backend"] == "spdk" for row in rows), rows
    # each seed's switch measured: its ratio line is there
    for what in ("rename_log oldname/full", "relog=inplace on/off", "whiteouts=on on/off",
                 "overhead vs off, CPU"):
        assert what in r.stdout, what


def test_bench_fs_malloc(tmp_path: pathlib.Path) -> None:
    """`jolt bench fs --quick` on a Malloc bdev: every phase ran and wrote
    nodes to the bdev."""
    r = run([str(JOLT), "bench", "fs", "--quick", "--backend", "spdk", "-c", str(malloc_512(tmp_path)),
             "--image", "Big0,no_huge,mem=1536"])
    assert r.returncode == 0 and "jolt on spdk" in r.stdout
    phases = {l.split()[0]: l.split() for l in r.stdout.splitlines() if l.split()[:1] and l.split()[0]
              in ("create", "stat", "setxattr", "rename", "unlink")}
    assert set(phases) == {"create", "stat", "setxattr", "rename", "unlink"}
    assert int(phases["create"][7]) > 0    # node writes during create's phase and sync
    r = run([str(JOLT), "bench", "fs", "--quick", "--backend", "spdk", "-c", str(malloc_512(tmp_path))])
    assert r.returncode == 1 and "no bdev named" in r.stderr and "Big0" in r.stderr
