"""The filesystem tools end to end: jolt mkfs, fsck, dump-tree, ls, stat,
cp, paths, workload, bench fs, and `make run` at a small scale.

Functional checks run the release CLI (build/bin/jolt); bad input (damaged,
foreign and newer images) runs the ASan+UBSan CLI (build/sw-asan/jolt),
where a crash, a leak or undefined behaviour fails the test."""
from __future__ import annotations

import filecmp
import json
import os
import pathlib
import math
import random
import re
import stat
import struct
import subprocess

import pytest

import jolt
from jolt import fs as jfs

TOP = pathlib.Path(__file__).resolve().parents[3]
JOLT = TOP / "build" / "bin" / "jolt"
JOLT_ASAN = TOP / "build" / "sw-asan" / "jolt"
ENV = dict(os.environ, ASAN_OPTIONS="detect_leaks=1", UBSAN_OPTIONS="halt_on_error=1")
SB0, SB1 = 65536, 69632


def run(*args: object, asan: bool = False, timeout: int = 300) -> subprocess.CompletedProcess:
    binary = JOLT_ASAN if asan else JOLT
    assert binary.exists(), f"run make build{'-asan' if asan else ''}"
    r = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True,
                       timeout=timeout, env=ENV)
    assert r.returncode >= 0, f"jolt {args}: killed by signal {-r.returncode}: {r.stderr}"
    assert "Sanitizer" not in r.stderr and "runtime error" not in r.stderr, r.stderr
    return r


def ok(*args: object, asan: bool = False) -> str:
    r = run(*args, asan=asan)
    assert r.returncode == 0, f"jolt {' '.join(map(str, args))}:\n{r.stdout}\n{r.stderr}"
    return r.stdout


def mkfs(img: pathlib.Path, size: str = "32M", *extra: str) -> None:
    ok("mkfs", "-q", "--size", size, *extra, img)


def host_tree(root: pathlib.Path) -> pathlib.Path:
    """A host tree with every kind of thing cp keeps."""
    rng = random.Random(5)
    (root / "a" / "b" / "c").mkdir(parents=True)
    (root / "empty-dir").mkdir()
    (root / "a" / "small").write_bytes(b"hello\n")
    (root / "a" / "empty").write_bytes(b"")
    (root / "a" / "big").write_bytes(rng.randbytes(3 * 1024 * 1024 + 123))
    (root / "a" / "b" / "inline").write_bytes(rng.randbytes(900))
    with open(root / "sparse", "wb") as f:  # holes, data in the middle and at the end
        f.truncate(40 << 20)
        f.seek(20 << 20)
        f.write(b"middle")
        f.seek((40 << 20) - 3)
        f.write(b"end")
    os.link(root / "a" / "small", root / "a" / "b" / "hard")
    os.link(root / "a" / "small", root / "hard2")
    os.symlink("../small", root / "a" / "b" / "rel")
    os.symlink("/no/such/target", root / "dangling")
    os.symlink("a/b/c", root / "dirlink")
    os.mkfifo(root / "fifo")
    os.chmod(root / "a" / "b", 0o750)
    os.chmod(root / "a" / "big", 0o600)
    os.chmod(root / "a" / "b" / "inline", 0o4755)
    for p, name, value in [(root / "a" / "small", "user.k", b"v" * 10),
                           (root / "a" / "big", "user.big", bytes(range(256)) * 7),  # ext4 holds <= ~4 KiB
                           (root / "a" / "b", "user.dir", b"on a directory")]:
        os.setxattr(p, name, value)
    for p in [root / "a" / "small", root / "a" / "b", root / "sparse", root / "a"]:
        os.utime(p, ns=(1_600_000_000_123_456_789, 1_500_000_000_987_654_321))
    os.utime(root / "dirlink", ns=(1_400_000_000_000_000_001, 1_400_000_000_000_000_002),
             follow_symlinks=False)
    return root


def assert_same_tree(a: pathlib.Path, b: pathlib.Path) -> None:
    """Contents, types, modes, mtimes, symlink targets, xattrs, and hard
    links (the same groups of names) equal."""
    groups_a: dict[int, list[str]] = {}
    groups_b: dict[int, list[str]] = {}
    for dirpath, dirnames, filenames in os.walk(a):
        rel = pathlib.Path(dirpath).relative_to(a)
        names = sorted(dirnames + filenames)
        assert names == sorted(os.listdir(b / rel)), rel
        for name in names + ["."]:
            pa, pb = a / rel / name, b / rel / name
            sa, sb = os.lstat(pa), os.lstat(pb)
            assert stat.S_IFMT(sa.st_mode) == stat.S_IFMT(sb.st_mode), pa
            assert stat.S_IMODE(sa.st_mode) == stat.S_IMODE(sb.st_mode), pa
            assert sa.st_mtime_ns == sb.st_mtime_ns, pa
            if stat.S_ISLNK(sa.st_mode):
                assert os.readlink(pa) == os.readlink(pb)
                continue
            assert sorted(os.listxattr(pa)) == sorted(os.listxattr(pb)), pa
            for x in os.listxattr(pa):
                assert os.getxattr(pa, x) == os.getxattr(pb, x), (pa, x)
            if stat.S_ISREG(sa.st_mode):
                assert sa.st_size == sb.st_size and filecmp.cmp(pa, pb, shallow=False), pa
                groups_a.setdefault(sa.st_ino, []).append(str(rel / name))
                groups_b.setdefault(sb.st_ino, []).append(str(rel / name))
    assert sorted(map(sorted, groups_a.values())) == sorted(map(sorted, groups_b.values()))


@pytest.fixture
def tree(tmp_path: pathlib.Path) -> pathlib.Path:
    src = tmp_path / "src"
    src.mkdir()
    try:
        return host_tree(src)
    except OSError as e:
        pytest.skip(f"the host filesystem here cannot hold the test tree: {e}")


# ---------------------------------------------------------------- mkfs and fsck

def test_mkfs_then_fsck_clean(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    out = ok("mkfs", "--size", "32M", "--nodesize", "4K", "--label", "lab", img)
    assert "32 MiB" in out and "node 4096" in out and "parent pointers on" in out
    assert img.stat().st_size == 32 << 20
    r = run("fsck", img, asan=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert re.search(r"clean, \d+ nodes, \d+ items, 1 inodes \(1 dirs", r.stdout), r.stdout
    assert run("fsck", "-t", img).returncode == 0 and run("fsck", "-N", "-q", img).stdout == ""
    with jfs.Device("uring", str(img)) as dev, jfs.FS(dev, rdonly=True) as f:
        assert f.counters()["nodesize"] == 4096 and f.counters()["parent_ptrs"] == 1
    # the same on the mem backend (the file read into RAM and written back)
    mkfs(tmp_path / "m.img", "16M", "--backend", "mem", "-o", "parent=0")
    assert "parent pointers off" in ok("mkfs", "-b", "mem", "-s", "16M", "-o", "parent=0",
                                       tmp_path / "m.img")
    assert run("fsck", "--backend", "mem", tmp_path / "m.img").returncode == 0
    assert run("fsck", tmp_path / "m.img").returncode == 0


@pytest.mark.parametrize("args,words", [
    (["-o", "parent=2"], ["-o: expected parent=0 or parent=1", "'parent=2'"]),
    (["--nodesize", "3000"], ["--nodesize: expected a power of two"]),
    (["--sectorsize", "64K", "--nodesize", "4K"], ["larger than --nodesize"]),
    (["--label", "x" * 64], ["--label: at most 63 bytes"]),
    (["--backend", "nvme"], ["--backend: expected one of"]),
])
def test_mkfs_bad_options(tmp_path: pathlib.Path, args: list[str], words: list[str]) -> None:
    r = run("mkfs", *args, tmp_path / "x.img", asan=True)
    assert r.returncode == 1 and len(r.stderr.splitlines()) == 1, r.stderr
    for w in words:
        assert w in r.stderr
    assert not (tmp_path / "x.img").exists()


def test_mkfs_refuses_what_it_cannot_use(tmp_path: pathlib.Path) -> None:
    r = run("mkfs", "--size", "2M", tmp_path / "tiny.img", asan=True)
    assert r.returncode == 1 and "jolt mkfs: " in r.stderr
    r = run("mkfs", tmp_path / "missing.img", asan=True)
    assert r.returncode == 1 and "No such file" in r.stderr
    r = run("mkfs", "--backend", "spdk", "-c", tmp_path / "none.json", "Nvme0n1", asan=True)
    assert r.returncode == 1 and "spdk" in r.stderr


def write_super_version(img: pathlib.Path, version: int) -> None:
    """Both superblock copies claim another version, checksums fixed up."""
    data = bytearray(img.read_bytes())
    for off in (SB0, SB1):
        struct.pack_into("<I", data, off + 4, version)
        struct.pack_into("<I", data, off, jolt.crc32c(bytes(data[off + 4:off + 4096])))
    img.write_bytes(bytes(data))


def test_fsck_exit_codes_for_what_it_cannot_check(tmp_path: pathlib.Path) -> None:
    junk = tmp_path / "junk.img"
    junk.write_bytes(random.Random(1).randbytes(4 << 20))
    r = run("fsck", junk, asan=True)
    assert r.returncode == 8 and "not a jolt filesystem" in r.stderr, r.stderr
    log = tmp_path / "log.img"
    ok("mklog", "--size", "8M", log)
    r = run("fsck", log, asan=True)
    assert r.returncode == 8 and "a bare jolt log (jolt mklog), not a filesystem" in r.stderr
    r = run("ls", log, asan=True)
    assert r.returncode == 1 and "bare jolt log" in r.stderr
    r = run("fsck", tmp_path / "missing.img", asan=True)
    assert r.returncode == 8 and "No such file" in r.stderr
    r = run("fsck", "--bogus", junk, asan=True)
    assert r.returncode == 16 and "unknown option" in r.stderr
    r = run("fsck", junk, "extra", asan=True)
    assert r.returncode == 16 and "unexpected argument 'extra'" in r.stderr
    newer = tmp_path / "newer.img"
    mkfs(newer, "16M")
    write_super_version(newer, 2)
    for cmd in (["fsck"], ["ls"], ["dump-tree"], ["stat"], ["cp", "-r"]):
        target = f"{newer}:/" if cmd[0] in ("stat", "cp") else newer
        extra = [tmp_path / "out"] if cmd[0] == "cp" else []
        r = run(*cmd, target, *extra, asan=True)
        assert r.returncode == (8 if cmd[0] == "fsck" else 1), (cmd, r.stderr)
        assert "version 2" in r.stderr, (cmd, r.stderr)
    # the file is what it was: nothing wrote to a refused image
    assert struct.unpack_from("<I", newer.read_bytes(), SB0 + 4)[0] == 2


def leaf_of_fs_tree(img: pathlib.Path) -> int:
    out = ok("dump-tree", "-t", "fs", img)
    return int(re.findall(r"^leaf (\d+) items", out, re.M)[-1])


def test_fsck_names_a_damaged_node(tmp_path: pathlib.Path, tree: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    mkfs(img, "64M", "--nodesize", "4K")
    ok("cp", "-r", tree, f"{img}:/")
    assert run("fsck", img).returncode == 0
    leaf = leaf_of_fs_tree(img)
    data = bytearray(img.read_bytes())
    data[leaf + 2000] ^= 0x5a
    img.write_bytes(bytes(data))
    r = run("fsck", img, asan=True)
    assert r.returncode == 4, r.stdout + r.stderr
    assert re.search(rf"^{re.escape(str(img))}: .*\b{leaf}\b", r.stdout, re.M), r.stdout
    assert re.search(r"\d+ problems? \(\d+ tree, \d+ namespace\)", r.stdout)
    r = run("dump-tree", img, asan=True)
    assert r.returncode == 0 and re.search(rf"node {leaf}: ERROR .*", r.stdout)
    # reading around it is refused file by file, never a crash
    run("ls", "-lR", img, asan=True)
    run("cp", "-r", f"{img}:/", tmp_path / "out", asan=True)


def damage(data: bytearray, rng: random.Random, lo: int, hi: int, bs: int) -> str:
    kind = rng.choice(["bytes", "block-zero", "block-random", "superblock"])
    if kind == "bytes":
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(lo, hi)] ^= rng.randrange(1, 256)
    elif kind == "superblock":
        off = rng.choice([SB0, SB1]) + rng.randrange(0, 256)
        data[off] ^= rng.randrange(1, 256)
        data[rng.randrange(lo, hi)] ^= 0xff
    else:
        off = rng.randrange(lo, hi) // bs * bs
        data[off:off + bs] = bytes(bs) if kind == "block-zero" else rng.randbytes(bs)
    return kind


@pytest.mark.parametrize("nodesize", ["4K", "16K"])
def test_random_damage_never_crashes_the_tools(tmp_path: pathlib.Path, tree: pathlib.Path,
                                               nodesize: str) -> None:
    """Random byte and block damage, many seeds, under ASan+UBSan: fsck
    exits 0, 4 or 8, the others 0 or 1; nothing crashes, leaks or hangs."""
    img = tmp_path / "fs.img"
    mkfs(img, "64M", "--nodesize", nodesize)
    (tree / "a" / "big").unlink()
    ok("cp", "-r", tree, f"{img}:/t")
    ok("cp", "-r", tree / "a", f"{img}:/t2")
    pristine = img.read_bytes()
    data_offset = struct.unpack_from("<Q", pristine, SB0 + 104)[0]
    used = max(int(m) for m in re.findall(r"^(?:leaf|node) (\d+) ", ok("dump-tree", img), re.M))
    hi = used + 65536
    seeds = int(os.environ.get("JOLT_DAMAGE_SEEDS", "24"))
    kinds: dict[str, int] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        data = bytearray(pristine)
        kind = damage(data, rng, data_offset, hi, 1024 if nodesize == "1K" else 4096)
        kinds[kind] = kinds.get(kind, 0) + 1
        bad = tmp_path / "bad.img"
        bad.write_bytes(bytes(data))
        backend = ["--backend", "mem"] if seed % 2 else []
        r = run("fsck", *backend, bad, asan=True, timeout=120)
        assert r.returncode in (0, 4, 8), (seed, kind, r.returncode, r.stderr)
        for args in (["dump-tree"], ["ls", "-lR"], ["stat"], ["paths", "-v"]):
            target = f"{bad}:/t/a/small" if args[0] == "stat" else bad
            extra = ["257"] if args[0] == "paths" else []
            r2 = run(*args, *backend, target, *extra, asan=True, timeout=120)
            assert r2.returncode in (0, 1), (seed, kind, args, r2.stderr)
        out = tmp_path / f"out{seed}"
        r2 = run("cp", "-r", *backend, f"{bad}:/t", out, asan=True, timeout=120)
        assert r2.returncode in (0, 1), (seed, kind, r2.stderr)
    assert len(kinds) >= 3, kinds


# ---------------------------------------------------------------- cp, ls, stat, paths

@pytest.mark.parametrize("backend", ["uring", "mem"])
def test_cp_round_trip(tmp_path: pathlib.Path, tree: pathlib.Path, backend: str) -> None:
    img = tmp_path / "fs.img"
    mkfs(img, "128M")
    b = ["--backend", backend]
    ok("cp", "-r", *b, tree, f"{img}:/")          # DST a directory: lands in /src
    assert run("fsck", img).returncode == 0
    ok("cp", "-r", *b, f"{img}:/src", tmp_path / "out")
    assert_same_tree(tree, tmp_path / "out")
    assert stat.S_ISFIFO(os.lstat(tmp_path / "out" / "fifo").st_mode)
    sparse = os.stat(tmp_path / "out" / "sparse")
    assert sparse.st_size == 40 << 20 and sparse.st_blocks * 512 <= 64 << 10
    # in the image the sparse file holds its two blocks, not 40 MiB
    with jfs.Device("uring", str(img)) as dev, jfs.FS(dev, rdonly=True) as f:
        st = f.stat("/src/sparse")
        assert st.size == 40 << 20 and st.blocks * 512 <= 64 << 10
        assert f.lstat("/src/a/small").nlink == 3
        assert f.getxattr("/src/a/b", "user.dir") == b"on a directory"
    # the image's root into a new directory, and an image-to-image copy
    ok("cp", "-r", *b, f"{img}:/", tmp_path / "root")
    assert_same_tree(tree, tmp_path / "root" / "src")
    img2 = tmp_path / "fs2.img"
    mkfs(img2, "128M", "-o", "parent=0")
    ok("cp", "-r", f"{img}:/src", f"{img2}:/copy")
    ok("cp", "-r", f"{img}:/src/a", f"{img}:/src-a")     # within one image
    assert run("fsck", img).returncode == 0 and run("fsck", img2).returncode == 0
    ok("cp", "-r", f"{img2}:/copy", tmp_path / "out2")
    assert_same_tree(tree, tmp_path / "out2")
    ok("cp", "-r", f"{img}:/src-a", tmp_path / "out3")
    assert_same_tree(tree / "a", tmp_path / "out3")


def test_cp_single_files_and_errors(tmp_path: pathlib.Path, tree: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    mkfs(img)
    ok("cp", tree / "a" / "big", f"{img}:/big")
    ok("cp", tree / "a" / "small", f"{img}:/big")       # overwrites
    ok("cp", f"{img}:/big", tmp_path / "back")
    assert (tmp_path / "back").read_bytes() == b"hello\n"
    r = run("cp", tree, f"{img}:/x", asan=True)
    assert r.returncode == 1 and "-r not given; omitting directory" in r.stderr
    r = run("cp", tmp_path / "nope", f"{img}:/x", asan=True)
    assert r.returncode == 1 and "No such file" in r.stderr
    r = run("cp", f"{img}:/nope", tmp_path / "x", asan=True)
    assert r.returncode == 1 and f"{img}:/nope" in r.stderr
    r = run("cp", "-r", f"{img}:/", f"{img}:/inside", asan=True)
    assert r.returncode == 1 and "into itself" in r.stderr
    r = run("cp", tree, tmp_path / "y", asan=True)
    assert r.returncode == 1 and "neither" in r.stderr and len(r.stderr.splitlines()) == 1
    r = run("cp", "-r", tree / "a", f"{img}:/big", asan=True)   # a directory onto a file
    assert r.returncode == 1 and "non-directory" in r.stderr
    assert run("fsck", img).returncode == 0


def test_cp_enospc_leaves_a_clean_usable_filesystem(tmp_path: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    mkfs(img, "12M", "--nodesize", "4K")
    big = tmp_path / "big"
    big.write_bytes(random.Random(2).randbytes(24 << 20))
    many, few = tmp_path / "many", tmp_path / "few"
    many.mkdir()
    few.mkdir()
    for i in range(6000):
        (many / f"file-with-a-long-name-{i:05d}").write_bytes(b"x" * (1000 + i % 900))
    for i in range(50):
        (few / f"f{i}").write_bytes(b"y" * i)
    r = run("cp", big, f"{img}:/big", asan=True)
    assert r.returncode == 1 and "No space left on device" in r.stderr, r.stderr
    assert "stopped" in r.stderr
    r = run("fsck", img, asan=True)
    assert r.returncode == 0, r.stdout
    with jfs.Device("uring", str(img)) as dev, jfs.FS(dev) as f:
        f.unlink("/big")   # what was copied of it is kept: make room again
    r = run("cp", "-r", many, f"{img}:/", asan=True)
    assert r.returncode == 1 and "No space left on device" in r.stderr, r.stderr
    assert run("fsck", img, asan=True).returncode == 0
    with jfs.Device("uring", str(img)) as dev, jfs.FS(dev) as f:
        kept = f.listdir("/many")
        assert 0 < len(kept) < 6000   # files copied before the device filled stay
        for name in kept:
            f.unlink(f"/many/{name}")
        f.rmdir("/many")
    assert run("fsck", img).returncode == 0
    ok("cp", "-r", few, f"{img}:/")
    assert run("fsck", img).returncode == 0
    ok("cp", "-r", f"{img}:/few", tmp_path / "few-back")
    assert_same_tree(few, tmp_path / "few-back")


def test_ls_stat_paths(tmp_path: pathlib.Path, tree: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    mkfs(img)
    ok("cp", "-r", tree, f"{img}:/t")
    # cp copies a directory's entries in name order; readdir gives them back in that order
    assert ok("ls", f"{img}:/t").split() == ["a", "dangling", "dirlink", "empty-dir", "fifo",
                                              "hard2", "sparse"]
    assert ok("ls", img).split() == ["t"]
    assert ok("ls", "-a", f"{img}:/t/empty-dir").split() == [".", ".."]
    long = ok("ls", "-l", f"{img}:/t")
    assert re.search(r"^lrwxrwxrwx +1 .* dangling -> /no/such/target$", long, re.M), long
    assert re.search(r"^prw-r--r-- .* fifo$", long, re.M)
    assert re.search(r"^-rw-r--r-- +3 +\d+ +\d+ +6 .* hard2$", long, re.M)
    assert re.search(r"^-rw-r--r-- +1 .* 41943040 .* sparse$", long, re.M)
    rec = ok("ls", "-R", "-i", f"{img}:/t")
    assert f"\n/t/a/b:\n" in rec and "/t/a/b/c:" in rec
    assert len(re.findall(r"^ +\d+ hard$", rec, re.M)) == 1
    r = run("ls", f"{img}:/t/missing", asan=True)
    assert r.returncode == 1 and "No such file" in r.stderr
    assert ok("ls", "-l", f"{img}:/t/a/small").startswith("-rw-r--r--")

    st = ok("stat", f"{img}:/t/a/small", asan=True)
    assert "  File: /t/a/small\n" in st and "regular file" in st and "Links: 3" in st
    assert "Access: (0644/-rw-r--r--)" in st
    assert "Modify: 2017-07-14 02:40:00.987654321 +0000" in st
    assert 'user.k = "vvvvvvvvvv" (10 bytes)' in st
    paths = st.split("Paths:\n")[1].split()
    assert sorted(paths) == ["/t/a/b/hard", "/t/a/small", "/t/hard2"]
    assert re.findall(r"parent \d+ gen \d+ name '(\w+)'", st) and "Parent pointers: 3" in st
    st = ok("stat", "--locks", f"{img}:/t/dirlink")
    assert "File: /t/dirlink -> a/b/c" in st and "symbolic link" in st
    # the stat's own mount: read-only, so its readers took the tree lock alone
    locks = dict(re.findall(r"^  (tree|tree_shared|nodes|dcache|inodes|data) +(\d+) ", st, re.M))
    assert len(locks) == 6 and int(locks["tree"]) > 0 and int(locks["nodes"]) > 0, st
    assert "directory" in ok("stat", "-L", f"{img}:/t/dirlink")
    st = ok("stat", f"{img}:/t/a/b/inline")
    assert "Access: (4755/-rwsr-xr-x)" in st
    r = run("stat", img, asan=True)
    assert r.returncode == 1 and "expected IMAGE:/path" in r.stderr

    ino = int(re.search(r"Inode: (\d+)", ok("stat", f"{img}:/t/a/small")).group(1))
    assert sorted(ok("paths", img, ino).split()) == ["/t/a/b/hard", "/t/a/small", "/t/hard2"]
    v = ok("paths", "-v", img, ino)
    assert len(re.findall(r"^parent \d+ gen \d+ name '(small|hard|hard2)'$", v, re.M)) == 3
    r = run("paths", img, 999999, asan=True)
    assert r.returncode == 1 and "inode 999999" in r.stderr
    r = run("paths", img, "12x", asan=True)
    assert r.returncode == 1 and "INODE: expected" in r.stderr
    nopp = tmp_path / "nopp.img"
    mkfs(nopp, "16M", "-o", "parent=0")
    ok("cp", tree / "a" / "small", f"{nopp}:/s")
    r = run("paths", nopp, 257, asan=True)
    assert r.returncode == 1 and "no parent pointers" in r.stderr
    assert "Parent pointers: off" in ok("stat", f"{nopp}:/s")


def test_dump_tree(tmp_path: pathlib.Path, tree: pathlib.Path) -> None:
    img = tmp_path / "fs.img"
    mkfs(img, "32M", "--nodesize", "4K")
    ok("cp", "-r", tree, f"{img}:/t")
    out = ok("dump-tree", img, asan=True)
    assert out.startswith("superblock: bytenr")
    for word in ("ROOT_TREE tree key (1 ROOT_ITEM 0)", "EXTENT_TREE tree key (2 ROOT_ITEM 0)",
                 "FS_TREE tree key (5 ROOT_ITEM 0)", "root item bytenr", "TREE_BLOCK",
                 "INODE_ITEM", "DIR_INDEX", "DIR_ITEM", "extent data disk byte",
                 "inline extent data", "inode generation", "name 'small' index",
                 "xattr ns 1 name 'k'", "sf xattr ns 5 name 'small' parent 2"):
        assert word in out, word
    fs_only = ok("dump-tree", "-t", "fs", img)
    assert not fs_only.startswith("superblock") and "EXTENT_TREE" not in fs_only
    assert fs_only == ok("dump-tree", "--tree", "5", img)
    leaf = leaf_of_fs_tree(img)
    one = ok("dump-tree", "--block", leaf, img)
    assert one.startswith(f"leaf {leaf} items") and one.count("\nleaf ") == 0
    root = int(re.search(r"FS_TREE tree key \(5 ROOT_ITEM 0\)\n(?:node|leaf) (\d+)", out).group(1))
    assert ok("dump-tree", "-b", root, "--follow", img) in fs_only
    r = run("dump-tree", "-t", "77", img, asan=True)
    assert r.returncode == 1 and "no tree 77" in r.stderr
    r = run("dump-tree", "--block", "123", img, asan=True)
    assert r.returncode == 1 and "block 123 is not a node's place" in r.stderr
    r = run("dump-tree", "--follow", img, asan=True)
    assert r.returncode == 1 and "--follow needs --block" in r.stderr
    r = run("dump-tree", "-t", "ext", img, asan=True)
    assert r.returncode == 1 and "--tree: expected root, extent, fs" in r.stderr


# ---------------------------------------------------------------- workload, make run, bench

def test_workload_crash_image_is_the_last_fsync(tmp_path: pathlib.Path) -> None:
    img, crash = tmp_path / "fs.img", tmp_path / "crash.img"
    mkfs(img, "64M")
    out = ok("workload", "--backend", "mem", "--files", "150", "--dirs", "7", "--seed", "3",
             "--crash-image", crash, img, asan=True)
    assert "the last commit and every fsync exactly" in out and "check: clean" in out
    assert "node cache:" in out and "FUA writes" in out
    # the fsynced changes were replayed: every one of them logged, none lost
    m = re.search(r"(\d+) changes each fsynced \((\d+) fsyncs.*journal replayed: (\d+) "
                  r"transactions, (\d+) items", out, re.S)
    assert m and int(m.group(1)) > 0 and int(m.group(3)) > 0 and int(m.group(4)) > 0
    assert run("fsck", crash).returncode == 0 and run("fsck", img).returncode == 0
    r = run("ls", f"{crash}:/uncommitted")
    assert r.returncode == 1 and "No such file" in r.stderr
    assert len(ok("ls", f"{img}:/uncommitted").split()) > 0
    r = run("workload", "--crash-image", crash, img, asan=True)
    assert r.returncode == 1 and "--crash-image needs --backend mem" in r.stderr
    # on the uring backend, the same workload leaves a clean image
    img2 = tmp_path / "u.img"
    mkfs(img2, "64M", "-o", "parent=0")
    assert "commits 5" in ok("workload", "-n", "120", img2)
    assert run("fsck", img2).returncode == 0


def test_make_run_small(tmp_path: pathlib.Path) -> None:
    r = subprocess.run(["make", "-s", "run", f"RUN={tmp_path}", "RUN_FILES=60"], cwd=TOP,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    out = r.stdout
    # the crash: fsyncs replayed by the mount, the result the last fsync's, checked clean
    m = re.search(r"journal replayed: (\d+) transactions, (\d+) items, (\d+) intents finished\n"
                  r"  \d+ names, \d+ bytes in files: the last commit and every fsync exactly; "
                  r"check: clean", out)
    assert m and int(m.group(1)) > 0 and int(m.group(2)) > 0, out[:3000]
    logged = re.search(r"log groups: (\d+) \((\d+) newer than the last commit", out)
    assert logged and int(logged.group(2)) == int(m.group(1))   # what stat --journal promised
    assert len(re.findall(r"^jolt fsck: .*: clean, ", out, re.M)) == 2
    assert "Paths:" in out and "checkpoints to replay" in out
    # the seeds: every row of every seed ran (the sim engine's may be skipped, not failed)
    rows = re.findall(r"^\| (00[0-3]) \| [^|]+ \| ([^|*]+?) \| ([0-9.]+) \|", out, re.M)
    assert {s for s, _, _ in rows} == {"000", "001", "002", "003"}, out[-3000:]
    assert "failed" not in out


def test_bench_fs_quick(tmp_path: pathlib.Path) -> None:
    (tmp_path / "k").mkdir()
    for args in (["--backend", "mem", "-o", "parent=0"],
                 ["--backend", "uring", "--image", tmp_path / "b.img"],
                 ["--posix", tmp_path / "k"]):
        out = ok("bench", "fs", "--quick", "--json", tmp_path / "r.json", *args)
        rates = re.findall(r"^  (create|stat|setxattr|rename|unlink) +(\d+) ", out, re.M)
        assert [n for n, _ in rates] == ["create", "stat", "setxattr", "rename", "unlink"]
        assert all(int(v) > 0 for _, v in rates)
    assert len((tmp_path / "r.json").read_text().splitlines()) == 3
    assert os.listdir(tmp_path / "k") == []   # the kernel run cleans up after itself
    assert not (tmp_path / "b.img").exists()


def test_bench_fs_threads(tmp_path: pathlib.Path) -> None:
    """--threads: every phase at 1 and 2 threads, in directories of their own and
    sharing them, on jolt (with the busiest lock) and on the kernel's filesystem."""
    (tmp_path / "k").mkdir()
    js = tmp_path / "t.json"
    for args in (["--backend", "mem"], ["--backend", "mem", "--shared"],
                 ["--posix", tmp_path / "k"]):
        out = ok("bench", "fs", "--quick", "--threads", "2", "--json", js, *args)
        rows = re.findall(r"^  (create|stat|setxattr|rename|unlink) +([12]) +(\d+) +([0-9.]+) ",
                          out, re.M)
        assert [(n, t) for n, t, _, _ in rows] == [(o, t) for o in ("create", "stat", "setxattr",
                                                                      "rename", "unlink")
                                                    for t in ("1", "2")], out
        assert all(int(v) > 0 for _, _, v, _ in rows)
        assert all(float(x) == 1.0 for _, t, _, x in rows if t == "1")
        assert ("busiest lock" in out) == (args[0] != "--posix")
    lines = [json.loads(line) for line in js.read_text().splitlines()]
    assert [(r["threads"], r["shared"]) for r in lines] == [(1, 0), (2, 0), (1, 1), (2, 1),
                                                           (1, 0), (2, 0)]
    assert lines[1]["create_lock"] == "tree" and 0 < lines[1]["create_held_pct"] <= 100
    assert os.listdir(tmp_path / "k") == []
    r = run("bench", "fs", "--quick", "--shared", asan=True)
    assert r.returncode == 1 and "--shared goes with --threads N" in r.stderr


def test_bench_seeds_rows(tmp_path: pathlib.Path) -> None:
    """jolt bench seeds: jolt's rows with the switch off and on, the kernel's beside them
    (or skipped with the reason), the sim engine's with its cycles (or skipped)."""
    js = tmp_path / "s.json"
    out = ok("bench", "seeds", "--quick", "-s", "000,001", "-n", "60", "--sim-div", "20",
             "--backend", "mem", "--kernel", "xfs", "--image", tmp_path / "b.img", "--json", js)
    rows = [json.loads(line) for line in js.read_text().splitlines()]
    soft = {(r["seed"], r["setting"]): r for r in rows if r["engine"] == "soft"}
    assert set(soft) == {("000", "rename_log=full"), ("000", "rename_log=oldname"),
                         ("001", "relog=insert"), ("001", "relog=inplace")}
    assert all(r["ok"] and r["ops"] > 0 and r["cpu"] > 0 for r in soft.values())
    # the rename rule: only the old name's deletion, not the whole directory again
    assert (soft[("000", "rename_log=oldname")]["bytes_logged"] * 5
            < soft[("000", "rename_log=full")]["bytes_logged"])
    # in-place relog: a file's unchanged extents are not logged again
    assert (soft[("001", "relog=inplace")]["bytes_logged"] * 5
            < soft[("001", "relog=insert")]["bytes_logged"])
    # the preflush: an fsync's data is made durable by the
    # journal's flush before its commit record, never a data flush of its own
    for k in (("001", "relog=insert"), ("001", "relog=inplace")):
        r = soft[k]
        assert r["data_flushes"] == 0 and 0 < r["data_preflushes"] <= r["fsyncs"]
        # one force an fsync, but none when a commit already holds its changes
        # (another writer's fsync that fell back to a commit, between its write and it)
        assert r["forces"] + r["fsyncs_in_commit"] + r["full_commits"] == r["fsyncs"]
        assert r["forces"] > r["fsyncs"] // 2 and r["preflushes"] <= r["flushes"]
    assert "device flushes per fsync (journal + data)" in out
    kern = [r for r in rows if r["engine"] == "kernel"]
    assert [(r["seed"], r["setting"]) for r in kern] == [("000", "kernel xfs (loop)"),
                                                          ("001", "kernel xfs (loop)")]
    assert all(r["ok"] and r["ops"] > 0 or r["why"].startswith("skipped: ") for r in kern)
    sim = [r for r in rows if r["engine"] == "sim"]
    if "engine sim | | skipped: " in out:
        assert sim == []
    else:
        # the simulated engine runs only while the host waits on it or reads its
        # registers: 000's timed renames force nothing, so what of their items it
        # took in that window varies; 001's fsyncs wait for every item
        assert len(sim) == 4 and all(r["ok"] and r["engine_cycles"] > 0 for r in sim)
        assert all(r["engine_cycles"] > r["engine_items"] > 0 for r in sim if r["seed"] == "001")
    assert not list(tmp_path.glob("b.img*"))   # images, loop files and mount points removed
    r = run("bench", "seeds", "--kernel", "ext4", asan=True)
    assert r.returncode == 1 and "--kernel: expected one of btrfs, xfs, none" in r.stderr


def test_bench_offload_quick(tmp_path: pathlib.Path) -> None:
    """jolt bench offload: every workload's row with finite host CPU soft and sim, the
    journal engine's share, utilization and force latency (or the sim's reason); the
    journal it reads back agrees with the run's counters, and jolt stat --journal
    reads the same from the last run's image."""
    js, jimg = tmp_path / "o.json", tmp_path / "j.img"
    out = ok("bench", "offload", "--quick", "-w", "001,002,003,fs", "--backend", "mem",
             "--json", js)
    rows = [json.loads(line) for line in js.read_text().splitlines()]
    assert [(r["workload"], r["setting"]) for r in rows] == [
        ("001", "relog=insert"), ("001", "relog=inplace"), ("002", "whiteouts=off"),
        ("002", "whiteouts=on"), ("003", "pptr_log=shortform"), ("fs", "create..unlink")]
    host = re.findall(r"^\| mem \| (\S+) \| (\S+) \| (\d+) \| (\d+) \| ([0-9.]+) \| ([^|]+) \|",
                      out, re.M)
    assert [(w, s) for w, s, *_ in host] == [(r["workload"], r["setting"]) for r in rows]
    sim = "sim" in rows[0]
    for r, (w, _, ops, fsyncs, soft_us, sim_us) in zip(rows, host):
        s = r["soft"]
        assert s["ok"] and int(ops) == s["ops"] > 0 and int(fsyncs) == s["fsyncs"]
        assert math.isfinite(float(soft_us)) and float(soft_us) > 0
        assert abs(float(soft_us) - 1e6 * s["host_cpu"] / s["ops"]) < 0.01 + 1e-3 * float(soft_us)
        # timed: every engine call, its clock reads' cost kept apart from the host's CPU
        assert s["engine_calls"] > 0 if w != "fs" else True
        assert s["engine_ns"] + s["timing_ns"] <= s["cpu"] * 1e9
        if sim:
            h = r["sim"]
            assert h["ok"] and math.isfinite(float(sim_us))
            assert abs(float(sim_us) - 1e6 * h["host_cpu"] / h["ops"]) < 0.01 + 1e-3 * float(sim_us)
            if w != "fs":
                # the simulator's CPU in the engine calls is set apart from the driver's
                assert h["engine_device_ns"] > h["engine_ns"] > 0
                assert h["pushes_timed"] > 0
                # 001's 8 and 002's 16 writers fsync at once, and fsyncs that
                # meet share a log transaction as the timing allows: the same
                # count only where one thread fsyncs
                if w == "003":
                    assert h["log_txs"] == s["log_txs"]
                else:
                    assert 0 < h["log_txs"] <= 2 * h["fsyncs"] and 0 < s["log_txs"] <= 2 * s["fsyncs"]
        else:
            assert sim_us.strip().startswith("skipped: ")
        if w != "fs":
            assert s["fsyncs"] > 0 and s["engine_items"] >= s["engine_items_out"] > 0
            assert s["checkpoints"] > 0 and s["journal_bytes"] >= s["checkpoints"] * 4096
            items_s = float(re.search(rf"^\| mem \| {w} \| {re.escape(r['setting'])} \| (\d+) \|",
                                      out.split("the engine's demand")[1], re.M).group(1))
            assert abs(items_s - s["engine_items"] / s["secs"]) <= 1 + 1e-3 * items_s
    # the journal read back (as jolt stat --journal reads it) is the run's: its log
    # groups, and its items with one header a group the engine's items out
    back = re.findall(r"^\| mem \| (\S+) \| (\S+) \| (soft|sim) \| (\d+) \| (\d+) \| (\d+) \| (\d+)"
                      r" \| (\d+) / (\d+) / (\d+) \|", out.split("read back")[1], re.M)
    assert len(back) == len(rows) * (2 if sim else 1)
    for w, _, _, groups, items, _, _, run_groups, run_out, _ in back:
        if w != "fs":
            assert int(groups) == int(run_groups) > 0
            assert int(items) + int(groups) == int(run_out)
    # ... and jolt stat --journal reads the same from the image of a run (on uring)
    out = ok("bench", "offload", "--quick", "-w", "003", "--backend", "uring", "--image",
             tmp_path / "u.img", "--journal-image", jimg)
    last = re.findall(r"^\| uring \| 003 \| \S+ \| (?:soft|sim) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|",
                      out, re.M)[-1]
    st = ok("stat", "--journal", jimg)
    assert int(last[0]) > 0 and f"log groups: {last[0]} " in st
    assert sum(int(n) for n in re.findall(r"(?:inode|dir_add|dir_del|dir_del_range|xattr|extent"
                                          r"|attr_intent|extent_free_intent|done|other) (\d+)",
                                          st)) == int(last[1])
    assert f"payload bytes: {last[2]}, record bytes: {last[3]}" in st
    assert not (tmp_path / "u.img").exists()
    # the whiteout rule: fewer record bytes with whiteouts on
    assert rows[3]["soft"]["journal_bytes"] * 5 < rows[2]["soft"]["journal_bytes"]
    assert re.search(r"RTL clock [0-9.]+ MHz \((JOLT_RTL_FMAX_MHZ|build/synth/summary.txt)", out)
    r = run("bench", "offload", "-w", "004", asan=True)
    assert r.returncode == 1 and "--workload: expected one of 000, 001, 002, 003, fs" in r.stderr
    r = run("bench", "offload", "--clock", "fast", asan=True)
    assert r.returncode == 1 and "--clock: expected MHz" in r.stderr
