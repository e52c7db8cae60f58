"""Real programs on a jolt mount, each round trip ending with unmount, fsck
and remount, and the contents checked again after it: cp -a, tar c|x,
diff -r, rsync -a, git, mv storms, find, stat, rm -rf, getfattr/setfattr,
fio with fsync jobs, fs_mark. Then a kill -9 of the daemon in the middle
of an fsync workload (everything fsynced is found after the next mount),
and the fsstress-style workload for 60 s on 4 threads with its model
compared after remount. Skips, with the reason, without /dev/fuse or a
tool (scripts/setup.sh installs them all)."""
from __future__ import annotations

import os
import pathlib
import random
import re
import signal
import subprocess
import sys
import threading
import time

import pytest

from mountlib import (FSSTRESS, TOP, assert_same_tree, cycle, foreground, fsck, is_mounted,
                      jolt, mkfs, mounted, require_fuse, require_tool, sh)


@pytest.fixture(autouse=True)
def fuse() -> None:
    require_fuse()


@pytest.fixture(scope="module")
def src(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """A host tree: the project's C sources, and every kind of thing the
    tools keep (hard links, symlinks, xattrs, a sparse file, a FIFO, odd
    modes, an empty directory, old timestamps)."""
    root = tmp_path_factory.mktemp("src") / "tree"
    subprocess.run(["cp", "-a", str(TOP / "sw" / "fs"), str(root)], check=True)
    (root / "special").mkdir()
    sp = root / "special"
    rng = random.Random(7)
    (sp / "big").write_bytes(rng.randbytes(5 * 1024 * 1024 + 17))
    (sp / "small").write_bytes(b"hello\n")
    os.link(sp / "small", sp / "hard")
    os.symlink("small", sp / "rel")
    os.symlink("/nowhere", sp / "dangling")
    os.mkfifo(sp / "fifo")
    (sp / "empty-dir").mkdir()
    with open(sp / "sparse", "wb") as f:
        f.truncate(30 << 20)
        f.seek(10 << 20)
        f.write(b"middle")
    os.setxattr(sp / "small", "user.note", b"a note")
    os.setxattr(sp / "big", "user.bin", bytes(range(256)) * 4)
    os.chmod(sp / "big", 0o600)
    # every time in the past: rsync leaves a time alone when the copy's is
    # the same to the second, so a tree made in the second the copy runs
    # would make its times look unkept
    for p in sorted(root.rglob("*"), reverse=True) + [root]:
        os.utime(p, ns=(1_600_000_000_123_456_789, 1_600_000_000_987_654_321),
                 follow_symlinks=False)
    os.utime(sp / "small", ns=(1_400_000_000_000_000_001, 1_500_000_000_000_000_002))
    return root


@pytest.fixture
def img(tmp_path: pathlib.Path) -> pathlib.Path:
    p = tmp_path / "fs.img"
    mkfs(p, "512M")
    (tmp_path / "mnt").mkdir()
    return p


def test_cp_a_and_diff(img: pathlib.Path, tmp_path: pathlib.Path, src: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        sh(f"cp -a {src} {mnt}/c")
        sh(f"diff -r --no-dereference -x fifo {src} {mnt}/c")   # diff cannot compare FIFOs
        assert_same_tree(src, mnt / "c")
        cycle(img, mnt)
        assert_same_tree(src, mnt / "c")
        sh(f"cp -a {mnt}/c {tmp_path}/back")        # and out again
        assert_same_tree(src, tmp_path / "back")


def test_tar(img: pathlib.Path, tmp_path: pathlib.Path, src: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        (mnt / "t").mkdir()
        sh(f"tar c --xattrs -C {src} . | tar x --xattrs --xattrs-include='user.*' -C {mnt}/t")
        assert_same_tree(src, mnt / "t")
        cycle(img, mnt)
        (tmp_path / "out").mkdir()
        sh(f"tar c --xattrs -C {mnt}/t . | tar x --xattrs --xattrs-include='user.*' -C {tmp_path}/out")
        assert_same_tree(src, tmp_path / "out")


def test_rsync(img: pathlib.Path, tmp_path: pathlib.Path, src: pathlib.Path) -> None:
    require_tool("rsync")
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        sh(f"rsync -aHX {src}/ {mnt}/r/")
        assert_same_tree(src, mnt / "r")
        cycle(img, mnt)
        # nothing left to transfer: names, sizes, times, modes, links all kept
        out = sh(f"rsync -aHXi --dry-run {src}/ {mnt}/r/")
        assert out.strip() == "", out
        (src / "special" / "small").read_bytes()
        sh(f"rsync -aHX --delete {mnt}/r/ {tmp_path}/back/")
        assert_same_tree(src, tmp_path / "back")


def test_git(img: pathlib.Path, tmp_path: pathlib.Path, src: pathlib.Path) -> None:
    require_tool("git")
    mnt = tmp_path / "mnt"
    git = "git -c user.name=t -c user.email=t@example.com -c init.defaultBranch=main"
    with mounted(img, mnt):
        repo = mnt / "repo"
        sh(f"{git} init -q {repo}")
        sh(f"cp -a {src}/*.c {src}/*.h {repo}/ && {git} add -A && {git} commit -qm first",
           cwd=repo)
        sh(f"echo change >> namei.c && {git} rm -q btree.c && {git} commit -qam second",
           cwd=repo)
        sh(f"{git} gc -q", cwd=repo)                # packs: a rename storm and fsyncs
        cycle(img, mnt)
        log = sh(f"{git} log --format=%s", cwd=repo).split()
        assert log == ["second", "first"]
        sh(f"{git} fsck --full --strict", cwd=repo)
        assert sh(f"{git} status --porcelain", cwd=repo) == ""
        assert not (repo / "btree.c").exists() and (repo / "namei.c").read_bytes().endswith(b"change\n")


def test_mv_storm(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    rng = random.Random(3)
    with mounted(img, mnt):
        dirs = [mnt / f"d{i}" for i in range(8)]
        for d in dirs:
            d.mkdir()
        where = {}
        for i in range(400):
            d = rng.choice(dirs)
            (d / f"f{i}").write_bytes(str(i).encode())
            where[i] = d
        # whole directories' contents moved by mv, round and round
        for r in range(4):
            a, b = dirs[r], dirs[(r + 3) % len(dirs)]
            if any(where[i] == a for i in where):
                sh(f"mv {a}/* {b}/")
                for i in where:
                    if where[i] == a:
                        where[i] = b
        # single files with mv, some over existing names
        batch = []
        for _ in range(300):
            i = rng.choice(list(where))
            d = rng.choice([x for x in dirs if x != where[i]])
            batch.append(f"mv {where[i]}/f{i} {d}/f{i}")
            where[i] = d
        sh(" && ".join(batch))
        # a directory renamed under another, then back
        sh(f"mv {dirs[0]} {dirs[1]}/inner && mv {dirs[1]}/inner {dirs[0]}")
        cycle(img, mnt)
        for i, d in where.items():
            assert (d / f"f{i}").read_bytes() == str(i).encode()
        assert sum(len(os.listdir(d)) for d in dirs) == len(where)


def test_find_stat_rm(img: pathlib.Path, tmp_path: pathlib.Path, src: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        empty = os.statvfs(mnt)
        sh(f"cp -a {src} {mnt}/x")
        for args in ["-printf '%y %m %n %P\\n'", "-type f -printf '%s %P\\n'"]:
            # (a directory's size is the filesystem's own business)
            host = sorted(sh(f"cd {src} && find . {args}").splitlines())
            mine = sorted(sh(f"cd {mnt}/x && find . {args}").splitlines())
            assert host == mine
        for line in sh(f"find {mnt}/x -type f -exec stat -c '%n %i %h %s %a %Y' {{}} +").splitlines():
            name, ino, nlink, size, mode, mtime = line.rsplit(" ", 5)
            st = os.stat(name)
            assert (int(ino), int(nlink), int(size), int(mode, 8), int(mtime)) == \
                (st.st_ino, st.st_nlink, st.st_size, st.st_mode & 0o7777, int(st.st_mtime))
        assert sh(f"find {mnt}/x -name '*.c' | wc -l").strip() == \
            sh(f"find {src} -name '*.c' | wc -l").strip()
        cycle(img, mnt)
        sh(f"rm -rf {mnt}/x")
        assert os.listdir(mnt) == []
        cycle(img, mnt)
        after = os.statvfs(mnt)
        # the space comes back (within the trees' own growth)
        assert after.f_bfree >= empty.f_bfree - 64, (empty.f_bfree, after.f_bfree)
        assert after.f_files - after.f_ffree >= 0


def test_xattr_tools(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    require_tool("setfattr")
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        f = mnt / "f"
        f.write_bytes(b"x")
        (mnt / "d").mkdir()
        os.link(f, mnt / "d" / "g")
        sh(f"setfattr -n user.color -v blue {f} && setfattr -n user.bin -v 0x00ff10 {f}")
        sh(f"setfattr -n user.gone -v 1 {f} && setfattr -x user.gone {f}")
        dump = sh(f"getfattr -d -e hex --absolute-names {f}")
        assert "user.color=0x626c7565" in dump and "user.bin=0x00ff10" in dump
        assert "user.gone" not in dump and "jolt." not in dump
        cycle(img, mnt)
        assert sh(f"getfattr --only-values -n user.color {f}") == "blue"
        parents = sh(f"getfattr --only-values -n jolt.parents {f}").splitlines()
        assert sorted(p.split(" ", 2)[2] for p in parents) == ["f", "g"]
        paths = sh(f"getfattr --only-values -n jolt.paths {f}").split()
        assert sorted(paths) == ["/d/g", "/f"]
        r = subprocess.run(["setfattr", "-n", "jolt.parents", "-v", "x", str(f)],
                           capture_output=True, text=True)
        assert r.returncode != 0 and "not permitted" in r.stderr
        # a dump restores on another file
        sh(f"getfattr -d --absolute-names {f} | sed 's#{f}#{mnt}/h#' > {tmp_path}/dump && "
           f"touch {mnt}/h && setfattr --restore={tmp_path}/dump")
        assert os.getxattr(mnt / "h", "user.color") == b"blue"


def test_fio_fsync(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    require_tool("fio")
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        out = sh(f"fio --name=randwrite --directory={mnt} --rw=randwrite --bs=4k --size=8M "
                 f"--fsync=4 --ioengine=psync --numjobs=2 --verify=crc32c --do_verify=1 "
                 f"--verify_state_save=0 "
                 f"--verify_fatal=1 --output-format=terse --terse-version=3", timeout=600)
        fields = out.strip().splitlines()[0].split(";")
        assert int(fields[4]) == 0, out           # the job's error field
        cycle(img, mnt)
        files = sorted(p.name for p in mnt.iterdir())
        assert files == ["randwrite.0.0", "randwrite.1.0"]
        assert all((mnt / n).stat().st_size == 8 << 20 for n in files)
        sh(f"fio --name=randwrite --directory={mnt} --rw=randwrite --bs=4k --size=8M "
           f"--numjobs=2 --verify=crc32c --verify_only --verify_fatal=1 --ioengine=psync "
           f"--verify_state_save=0 "
           f"--output-format=terse")


def test_fs_mark(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    require_tool("fs_mark")
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        # fs_mark wants a directory name under 40 bytes: a relative one
        out = sh("fs_mark -d fsm -n 200 -s 4096 -S 1 -t 2 -k -L 1", cwd=mnt)
        assert re.search(r"^\s+\d+\s+400\s+4096\s+", out, re.M), out   # FSUse% Count Size
        cycle(img, mnt)
        files = [p for p in (mnt / "fsm").rglob("*") if p.is_file()]
        assert len(files) == 400 and all(p.stat().st_size == 4096 for p in files)


def test_kill9_then_replay_keeps_fsynced(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """The daemon dies by SIGKILL in the middle of an fsync workload; the
    next mount finds every file whose fsync (and every rename whose
    directory fsync) returned, with its data."""
    mnt = tmp_path / "mnt"
    with foreground(img, mnt) as p:
        durable: list[tuple[tuple[str, ...], bytes]] = []   # (names it may have, data)
        stop = threading.Event()
        errors: list[BaseException] = []

        def writer() -> None:
            rng = random.Random(11)
            try:
                (mnt / "w").mkdir()
                i = 0
                while not stop.is_set():
                    data = rng.randbytes(rng.choice([10, 3000, 70000]))
                    name = f"f{i}"
                    fd = os.open(mnt / "w" / name, os.O_CREAT | os.O_WRONLY, 0o644)
                    try:
                        os.write(fd, data)
                        os.fsync(fd)
                    finally:
                        os.close(fd)
                    durable.append(((name,), data))
                    if i % 7 == 3:   # a rename made durable by fsync of its directory
                        durable[-1] = ((name, f"r{i}"), data)   # either, until the fsync
                        os.rename(mnt / "w" / name, mnt / "w" / f"r{i}")
                        dfd = os.open(mnt / "w", os.O_RDONLY | os.O_DIRECTORY)
                        try:
                            os.fsync(dfd)
                        finally:
                            os.close(dfd)
                        durable[-1] = ((f"r{i}",), data)
                    i += 1
            except OSError:
                pass   # the daemon is gone
            except BaseException as e:
                errors.append(e)

        t = threading.Thread(target=writer)
        t.start()
        time.sleep(3)
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
        stop.set()
        t.join(timeout=60)
        assert not errors, errors
        assert len(durable) > 20, "the workload did not get going"
        jolt("umount", mnt)             # clears the dead mount (detached if still in use)
        assert not is_mounted(mnt)
    fsck(img)
    with mounted(img, mnt):
        for names, data in durable:
            there = [n for n in names if (mnt / "w" / n).exists()]
            assert len(there) == 1, (names, there)
            assert (mnt / "w" / there[0]).read_bytes() == data, names


def test_fsstress_60s(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    model = tmp_path / "model.json"
    with mounted(img, mnt):
        r = subprocess.run([sys.executable, str(FSSTRESS), "run", str(mnt), "--threads", "4",
                            "--seconds", "60", "--seed", "17", "--model", str(model)],
                           capture_output=True, text=True, timeout=900)
        assert r.returncode == 0, r.stdout + r.stderr
        ops = int(re.search(r"(\d+) operations", r.stdout).group(1))
        assert ops > 1000, r.stdout
        cycle(img, mnt)
        r = subprocess.run([sys.executable, str(FSSTRESS), "verify", str(mnt), str(model)],
                           capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stdout + r.stderr
