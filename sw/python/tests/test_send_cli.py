"""jolt snapshot / send / receive end to end through the CLI (the ASan+UBSan
build): host trees copied into an image with `jolt cp`, read-only snapshots,
full and incremental streams that `btrfs receive --dump` parses and `jolt
receive` applies; where root can mount btrfs on a loop device, `btrfs
receive` applies them too and the received trees equal the host trees.
The attribute-by-attribute jolt->jolt round trips on random trees are the C
test sw/fs/tests/test_send.c."""
from __future__ import annotations

import os
import pathlib
import random
import shutil
import subprocess

import pytest

from test_send_stream import BTRFS, btrfs_mount

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = TOP / "build" / "sw-asan" / "jolt"


def jolt(*args: object, ok: bool = True) -> subprocess.CompletedProcess:
    assert JOLT.exists(), "run make build-asan"
    r = subprocess.run([str(JOLT), *map(str, args)], capture_output=True, timeout=600)
    if ok:
        assert r.returncode == 0, f"jolt {args}: {r.stderr.decode(errors='replace')}"
    return r


def host_tree(root: pathlib.Path, seed: int, n: int) -> None:
    rnd = random.Random(seed)
    dirs = [root]
    root.mkdir(exist_ok=True)
    for i in range(n):
        d = rnd.choice(dirs)
        k = rnd.randrange(6)
        p = d / f"e{seed}_{i}"
        if k == 0:
            p.mkdir()
            dirs.append(p)
        elif k == 1:
            p.symlink_to(f"target{i}")
        elif k == 2:
            with open(p, "wb") as f:
                f.seek(rnd.randrange(200000))
                f.write(os.urandom(rnd.randrange(1, 9000)))
        else:
            p.write_bytes(os.urandom(rnd.randrange(0, 1500)))
            os.chmod(p, 0o600 | rnd.randrange(0o100))
            if rnd.randrange(3) == 0:
                os.setxattr(p, "user.k", os.urandom(rnd.randrange(1, 100)))
        if k != 1:
            os.utime(p, ns=(rnd.randrange(1 << 40), rnd.randrange(1 << 40)))


def listing(root: pathlib.Path) -> list[tuple]:
    out = []
    for dp, dns, fns in os.walk(root):
        for n in sorted(dns + fns):
            p = pathlib.Path(dp) / n
            st = p.lstat()
            rel = str(p.relative_to(root))
            if p.is_symlink():
                out.append((rel, "l", os.readlink(p)))
            elif p.is_dir():
                out.append((rel, "d", st.st_mode, st.st_mtime_ns))
            else:
                xs = sorted((x, os.getxattr(p, x)) for x in os.listxattr(p))
                out.append((rel, "f", st.st_mode, st.st_size, st.st_mtime_ns,
                            p.read_bytes(), xs))
    return sorted(out)


@pytest.fixture()
def streams(tmp_path: pathlib.Path) -> tuple[pathlib.Path, list[pathlib.Path], list[pathlib.Path]]:
    img = tmp_path / "a.img"
    with open(img, "wb") as f:
        f.truncate(256 << 20)
    jolt("mkfs", img)
    hosts, files = [], []
    for r in range(3):
        h = tmp_path / f"host{r}"
        host_tree(h, r, 80)
        jolt("cp", "-r", h, f"{img}:/")
        jolt("snapshot", "-r", img, "/", f"s{r}")
        hosts.append(h)
        s = tmp_path / f"s{r}.stream"
        args = ["send", "-f", s, img, f"s{r}"] + (["-p", f"s{r - 1}"] if r else [])
        if r == 2:
            args.append("--utimes-cache=off")
        jolt(*args)
        files.append(s)
    return img, hosts, files


@pytest.mark.skipif(BTRFS is None, reason="btrfs-progs is not installed")
def test_dump_parses_every_stream(streams) -> None:
    _, _, files = streams
    for s in files:
        r = subprocess.run([BTRFS, "receive", "--dump", "-f", str(s)], capture_output=True,
                           timeout=300)
        assert r.returncode == 0, r.stderr.decode(errors="replace")
        out = r.stdout.decode(errors="replace")
        assert out.split()[0] in ("subvol", "snapshot")
        assert "mkfile" in out and "utimes" in out


def test_jolt_receive_and_refusals(streams, tmp_path: pathlib.Path) -> None:
    img, _, files = streams
    b = tmp_path / "b.img"
    with open(b, "wb") as f:
        f.truncate(256 << 20)
    jolt("mkfs", b)
    # an incremental stream before its parent: refused, nothing left
    r = jolt("receive", "-f", files[1], b, ok=False)
    assert r.returncode == 1 and b"no subvolume received from the parent" in r.stderr
    # a truncated stream: refused with the offset
    cut = tmp_path / "cut.stream"
    data = files[0].read_bytes()
    cut.write_bytes(data[: len(data) * 2 // 3])
    r = jolt("receive", "-f", cut, b, ok=False)
    assert r.returncode == 1 and b"offset " in r.stderr
    assert b" s0\n" not in jolt("subvolume", "list", b).stdout
    for s in files:
        jolt("receive", "-f", s, b)
    lst = jolt("subvolume", "list", b).stdout.decode()
    assert all(f" s{r}\n" in lst + "\n" or lst.rstrip().endswith(f"s{r}") for r in range(3))
    assert " ro " in lst
    r = subprocess.run([str(JOLT), "fsck", b], capture_output=True, timeout=300)
    assert r.returncode == 0, r.stdout.decode() + r.stderr.decode()
    # deleting the snapshots frees what they alone held: fsck proves the counts
    for n in ("s0", "s1"):
        jolt("subvolume", "delete", img, n)
    r = subprocess.run([str(JOLT), "fsck", img], capture_output=True, timeout=300)
    assert r.returncode == 0, r.stdout.decode() + r.stderr.decode()


def test_btrfs_receive_applies(streams, tmp_path: pathlib.Path) -> None:
    _, hosts, files = streams
    with btrfs_mount(tmp_path) as mnt:
        for s in files:
            r = subprocess.run([BTRFS, "receive", "-f", str(s), str(mnt)], capture_output=True,
                               timeout=300)
            assert r.returncode == 0, r.stderr.decode(errors="replace")
        for i, h in enumerate(hosts):
            got = mnt / "s2" / h.name
            want = listing(h)
            assert listing(got) == want


def test_send_caches_switches(streams, tmp_path: pathlib.Path) -> None:
    """--name-cache and --utimes-cache change how the sender works, not what
    the stream does: the name cache leaves it byte for byte the same, the
    utimes cache only drops repeated UTIMES; bad values are refused."""
    img, _, files = streams
    out = {}
    for names in ("off", "1", "256"):
        s = tmp_path / f"n{names}.stream"
        r = jolt("send", "-f", s, "-p", "s1", f"--name-cache={names}", "--utimes-cache=off",
                 img, "s2")
        assert b"send: " in r.stderr
        out[names] = s.read_bytes()
    assert out["off"] == out["1"] == out["256"] == files[2].read_bytes()
    for bad in ("--name-cache=0", "--name-cache=x", "--utimes-cache=-1"):
        r = jolt("send", "-f", tmp_path / "bad.stream", "-p", "s1", bad, img, "s2", ok=False)
        assert r.returncode == 1 and b"--" in r.stderr


def test_bench_send_runs() -> None:
    """jolt bench send (seed 004's workload, small): the utimes cache sends
    each changed directory's times once (/, A, B) and drops nothing else,
    the name cache reads A's name once instead of once per command naming
    something in A (2N + 1)."""
    r = jolt("bench", "send", "--repeat", "1", "300")
    row = [l for l in r.stdout.decode().splitlines() if l.startswith("| 300 ")]
    assert len(row) == 1, r.stdout
    cells = [c.strip() for c in row[0].strip("|").split("|")]
    assert len(cells) == 9
    off_b, on_b = (int(x) for x in cells[6].split(" / "))
    (off_u, off_d), (on_u, on_d) = (
        (int(x.split(" (")[0]), int(x.split(" (")[1].split()[0])) for x in cells[7].split(" / "))
    assert on_d == 3 and off_d > 2 * 300
    assert off_u - on_u == off_d - on_d      # only directory UTIMES were dropped
    assert on_b < off_b
    assert cells[8] == f"{300 * 2 + 1} / 1"
    r = jolt("bench", "send", "--only", "nope", "10", ok=False)
    assert r.returncode == 1 and b"--only" in r.stderr
