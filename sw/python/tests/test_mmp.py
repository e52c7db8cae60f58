"""One writer of a filesystem (docs/disk-format.md section 11).

On a regular file the device's claim (an OFD lock) refuses a second writer
on this machine at once. A device other hosts may reach is played here by
two loop devices over one file: the kernel sees two disks, so nothing but
the multi-mount protection block stands between two mounts, as between two
hosts on one SAN LUN. The filesystems are made with a 1 s interval, so a
mount of such a device watches the block for 3 s.
"""
from __future__ import annotations

import errno
import os
import pathlib
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator

import pytest

from mountlib import is_mounted, jolt, mkfs, mount, require_fuse, umount

MMP_OFFSET = 73728


@pytest.fixture
def fuse() -> None:
    require_fuse()


@pytest.fixture
def two_disks(tmp_path: pathlib.Path) -> Iterator[tuple[str, str]]:
    """Two loop devices over one file: two "hosts" seeing one disk."""
    if os.geteuid() != 0 or not shutil.which("losetup"):
        pytest.skip("needs root and losetup (two loop devices over one file)")
    img = tmp_path / "disk.img"
    with open(img, "wb") as f:
        f.truncate(256 << 20)
    loops = []
    try:
        for _ in range(2):
            r = subprocess.run(["losetup", "-f", "--show", str(img)], capture_output=True, text=True)
            if r.returncode:
                pytest.skip(f"losetup: {r.stderr.strip()}")
            loops.append(r.stdout.strip())
        yield loops[0], loops[1]
    finally:
        for m in tmp_path.glob("m*"):
            if is_mounted(m):
                jolt("umount", "-l", m, check=False)
        for lo in loops:
            subprocess.run(["losetup", "-d", lo], check=False)


def daemon_of(mnt: pathlib.Path) -> int:
    for p in pathlib.Path("/proc").iterdir():
        if not p.name.isdigit():
            continue
        try:
            argv = (p / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if len(argv) > 3 and argv[1] == b"mount" and argv[-2] == bytes(mnt):
            return int(p.name)
    raise AssertionError(f"no daemon serves {mnt}")


def fsynced(path: pathlib.Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def test_file_second_writer_refused(tmp_path: pathlib.Path, fuse: None) -> None:
    """On an image file every second writer on this machine is refused at
    once, not only a second mount: jolt cp, mkfs, fsck."""
    img, mnt = tmp_path / "fs.img", tmp_path / "m"
    mkfs(img)
    mnt.mkdir()
    mount(img, mnt)
    try:
        fsynced(mnt / "kept", b"kept")
        (tmp_path / "x").write_bytes(b"x")
        t0 = time.monotonic()
        for args in (["cp", tmp_path / "x", f"{img}:/x"], ["mkfs", "-q", img]):
            r = jolt(*args, check=False)
            assert r.returncode == 1 and "another jolt on this machine has it open" in r.stderr, r.stderr
        r = jolt("fsck", img, check=False)
        assert r.returncode == 8 and "refused: in use" in r.stderr
        assert time.monotonic() - t0 < 5          # no multi-mount wait on a file
        assert (mnt / "kept").read_bytes() == b"kept"
    finally:
        umount(mnt)
    assert "clean" in jolt("fsck", img).stdout


def test_shared_disk_second_mount_refused(tmp_path: pathlib.Path, two_disks: tuple[str, str],
                                          fuse: None) -> None:
    a, b = two_disks
    mkfs(pathlib.Path(a), "256M", "--mmp-interval", "1")
    m1, m2 = tmp_path / "m1", tmp_path / "m2"
    m1.mkdir()
    m2.mkdir()
    mount(pathlib.Path(a), m1)
    try:
        fsynced(m1 / "f", b"first")
        t0 = time.monotonic()
        r = jolt("mount", b, m2, check=False)
        took = time.monotonic() - t0
        assert r.returncode == 1 and "mounted elsewhere" in r.stderr and a in r.stderr, r.stderr
        assert 2.5 < took < 20 and not is_mounted(m2)
        r = jolt("fsck", b, check=False)
        assert r.returncode == 8 and "refused: mounted elsewhere" in r.stderr
        r = jolt("mkfs", "-q", b, check=False)
        assert r.returncode == 1 and "mounted elsewhere" in r.stderr
        assert (m1 / "f").read_bytes() == b"first"
        fsynced(m1 / "g", b"after")
    finally:
        umount(m1)
    mount(pathlib.Path(b), m2)        # clean now: the other disk takes it
    try:
        assert (m2 / "f").read_bytes() == b"first" and (m2 / "g").read_bytes() == b"after"
    finally:
        umount(m2)


def test_shared_disk_takeover_after_kill(tmp_path: pathlib.Path, two_disks: tuple[str, str],
                                        fuse: None) -> None:
    """A holder killed with -9 leaves the block standing: the other disk's
    mount takes over after its wait, with every fsynced file."""
    a, b = two_disks
    mkfs(pathlib.Path(a), "256M", "--mmp-interval", "1")
    m1, m2 = tmp_path / "m1", tmp_path / "m2"
    m1.mkdir()
    m2.mkdir()
    mount(pathlib.Path(a), m1)
    for i in range(20):
        fsynced(m1 / f"f{i}", bytes([i]) * 1000)
    os.kill(daemon_of(m1), signal.SIGKILL)
    time.sleep(0.3)
    jolt("umount", m1)
    r = jolt("mount", b, m2)
    assert "marked in use" in r.stderr
    try:
        for i in range(20):
            assert (m2 / f"f{i}").read_bytes() == bytes([i]) * 1000
    finally:
        umount(m2)


def test_shared_disk_frozen_holder_turns_read_only(tmp_path: pathlib.Path,
                                                   two_disks: tuple[str, str], fuse: None) -> None:
    """A holder frozen for longer than the wait is taken over; when it wakes,
    its updater finds the block rewritten and the filesystem read-only,
    before it writes anything more."""
    a, b = two_disks
    mkfs(pathlib.Path(a), "256M", "--mmp-interval", "1")
    m1, m2 = tmp_path / "m1", tmp_path / "m2"
    m1.mkdir()
    m2.mkdir()
    mount(pathlib.Path(a), m1)
    pid = daemon_of(m1)
    fsynced(m1 / "before", b"1")
    os.kill(pid, signal.SIGSTOP)
    try:
        mount(pathlib.Path(b), m2)
    finally:
        os.kill(pid, signal.SIGCONT)
    try:
        fsynced(m2 / "new", b"2")
        time.sleep(2.5)               # the woken updater's next read
        with pytest.raises(OSError) as e:
            fsynced(m1 / "late", b"3")
        assert e.value.errno in (errno.EROFS, errno.EIO)
        assert (m2 / "before").read_bytes() == b"1"
    finally:
        umount(m2)
        jolt("umount", m1, check=False)
    r = jolt("fsck", a)
    assert "clean" in r.stdout


def test_damaged_block_is_only_a_wait(tmp_path: pathlib.Path, two_disks: tuple[str, str]) -> None:
    """A multi-mount block that does not check (torn, overwritten) is read as
    in use by an unknown holder: a wait, then the mount, never a refusal
    that needs a tool to undo."""
    a, b = two_disks
    mkfs(pathlib.Path(a), "256M", "--mmp-interval", "1")
    with open(a, "r+b") as f:
        f.seek(MMP_OFFSET + 32)
        f.write(b"\xff" * 64)
        os.fsync(f.fileno())
    (tmp_path / "x").write_bytes(b"x")
    r = jolt("cp", tmp_path / "x", f"{b}:/x")        # a read-write mount of the fs
    assert "marked in use" in r.stderr and "not valid" in r.stderr
    assert "clean" in jolt("fsck", b).stdout
