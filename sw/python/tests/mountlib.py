"""Helpers of the jolt mount tests: mkfs, mount, umount, fsck through the
release CLI, a skip (with its reason) where FUSE cannot run, and tree
comparison the way `diff -r` plus `stat` would see it."""
from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import pathlib
import shutil
import signal
import stat
import subprocess
import time
from typing import Iterator, Optional

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
# JOLT_BIN=build/sw-asan/jolt runs the mount under ASan+UBSan (by hand: slower)
JOLT = pathlib.Path(os.environ.get("JOLT_BIN", TOP / "build" / "bin" / "jolt"))
FSSTRESS = TOP / "scripts" / "fsstress.py"


def fuse_missing() -> Optional[str]:
    """Why FUSE mounts cannot run here, or None."""
    if not os.path.exists("/dev/fuse"):
        return "no /dev/fuse on this machine"
    if not os.access("/dev/fuse", os.R_OK | os.W_OK):
        return "/dev/fuse is not readable and writable by this user"
    if os.geteuid() != 0 and not shutil.which("fusermount3"):
        return "not root and no fusermount3 (package fuse3)"
    return None


def require_fuse() -> None:
    why = fuse_missing()
    if why:
        pytest.skip(why)


def require_tool(name: str) -> str:
    path = shutil.which(name)
    if not path:
        pytest.skip(f"{name} is not installed (scripts/setup.sh installs it)")
    return path


def jolt(*args: object, timeout: int = 600, check: bool = True) -> subprocess.CompletedProcess:
    assert JOLT.exists(), "run make build"
    r = subprocess.run([str(JOLT), *map(str, args)], capture_output=True, text=True,
                       timeout=timeout)
    if check:
        assert r.returncode == 0, f"jolt {' '.join(map(str, args))}: {r.returncode}\n{r.stdout}\n{r.stderr}"
    return r


def sh(cmd: str, cwd: Optional[os.PathLike] = None, timeout: int = 600) -> str:
    r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=cwd, capture_output=True,
                       text=True, timeout=timeout)
    assert r.returncode == 0, f"{cmd}: exit {r.returncode}\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return r.stdout


def mkfs(img: pathlib.Path, size: str = "256M", *extra: str) -> None:
    jolt("mkfs", "-q", "--size", size, *extra, img)


def fsck(img: pathlib.Path) -> str:
    r = jolt("fsck", img, check=False)
    assert r.returncode == 0, f"fsck {img}: exit {r.returncode}\n{r.stdout}\n{r.stderr}"
    return r.stdout + r.stderr


def is_mounted(mnt: pathlib.Path) -> bool:
    with open("/proc/self/mountinfo") as f:
        return any(line.split()[4] == str(mnt) for line in f)


def mount(img: pathlib.Path, mnt: pathlib.Path, *opts: str) -> None:
    args = ["-o", ",".join(opts)] if opts else []
    jolt("mount", *args, img, mnt)
    assert is_mounted(mnt)


def umount(mnt: pathlib.Path) -> None:
    jolt("umount", mnt)
    assert not is_mounted(mnt)


# How long a failed test's mount may take to go away (unmount, or stop
# the daemon) before the test's own failure is reported.
TEARDOWN_SECONDS = 10.0


def image_holder(img: pathlib.Path) -> Optional[int]:
    """The pid of the daemon holding img's mount lock (its flock, in
    /proc/locks), or None when nobody holds it."""
    try:
        st = os.stat(img)
    except OSError:
        return None
    dev = f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"
    with open("/proc/locks") as f:
        for line in f:
            fields = line.split()
            # "1: FLOCK  ADVISORY  WRITE 1234 fe:00:5488896 0 EOF"
            if len(fields) >= 6 and fields[1] == "FLOCK" and fields[5] == dev:
                return int(fields[4])
    return None


def wait_released(img: pathlib.Path, deadline: float) -> bool:
    while time.monotonic() < deadline:
        if image_holder(img) is None:
            return True
        time.sleep(0.02)
    return image_holder(img) is None


_libc = ctypes.CDLL(None, use_errno=True)
MNT_DETACH = 2


def umount2(mnt: pathlib.Path, flags: int = 0) -> int:
    """umount2(2) without a child process: 0 or the errno."""
    if _libc.umount2(bytes(mnt), flags):
        return ctypes.get_errno()
    return 0


def stop_mount(img: pathlib.Path, mnt: pathlib.Path, seconds: float = TEARDOWN_SECONDS) -> list[str]:
    """Takes a mount down within about `seconds`, whatever state a failed
    test left it in: an unmount if nothing holds it busy (the daemon
    commits), else SIGTERM to the daemon (it detaches the mount and
    commits), else SIGKILL (the next mount replays); a dead mount is
    detached last. Never raises and never waits longer: a failed test's
    open files or stuck requests must not keep the suite waiting (a lazy
    unmount waits for them). As root it starts no process: a fork and exec
    closes this process's open files on the mount, each close a FLUSH
    request that waits on a daemon that may not answer. Returns what it
    had to do, for the report."""
    notes: list[str] = []
    start = time.monotonic()
    try:
        if is_mounted(mnt):
            if os.geteuid() == 0:
                err = umount2(mnt)
                if err:
                    notes.append(f"umount {mnt}: {os.strerror(err)}")
            else:
                subprocess.run(["fusermount3", "-u", "-q", str(mnt)], capture_output=True,
                               timeout=seconds / 2)
        if is_mounted(mnt) or not wait_released(img, start + seconds / 2):
            pid = image_holder(img)
            if pid:
                notes.append(f"the daemon (pid {pid}) still holds {img}: SIGTERM")
                os.kill(pid, signal.SIGTERM)
                if not wait_released(img, start + seconds * 0.8):
                    notes.append(f"pid {pid} still holds it: SIGKILL")
                    os.kill(pid, signal.SIGKILL)
                    wait_released(img, start + seconds)
        if is_mounted(mnt):      # a dead daemon's mount: nothing left to wait for
            if os.geteuid() == 0:
                umount2(mnt, MNT_DETACH)
            else:
                subprocess.run(["fusermount3", "-u", "-z", "-q", str(mnt)], capture_output=True,
                               timeout=seconds / 2)
    except (OSError, subprocess.SubprocessError) as e:
        notes.append(f"teardown: {e!r}")
    if is_mounted(mnt):
        notes.append(f"{mnt} is still mounted")
    return notes


@contextlib.contextmanager
def mounted(img: pathlib.Path, mnt: pathlib.Path, *opts: str) -> Iterator[pathlib.Path]:
    """Mounted for the block; unmounted (waiting for the final commit) and
    fsck'ed clean after it. When the block fails, the mount is taken down
    within TEARDOWN_SECONDS (stop_mount) and the block's own failure is
    what propagates, with what the teardown had to do as notes."""
    mount(img, mnt, *opts)
    try:
        yield mnt
    except BaseException as e:
        for note in stop_mount(img, mnt):
            e.add_note(f"mounted() teardown: {note}")
        raise
    umount(mnt)
    fsck(img)


def cycle(img: pathlib.Path, mnt: pathlib.Path, *opts: str) -> None:
    """Unmount, fsck, mount again: what each round trip ends with."""
    umount(mnt)
    fsck(img)
    mount(img, mnt, *opts)


def tree(root: pathlib.Path, times: bool = True) -> dict:
    """Everything `diff -r` and `stat` see under root: type, mode, size,
    content hash, symlink target, xattrs (user.*), mtime, hard-link groups."""
    out: dict[str, tuple] = {}
    names: dict[int, list] = {}
    ino_of: dict[str, int] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = pathlib.Path(dirpath) / name
            rel = str(p.relative_to(root))
            st = p.lstat()
            kind = stat.S_IFMT(st.st_mode)
            extra: object = None
            if stat.S_ISLNK(st.st_mode):
                extra = os.readlink(p)
            elif stat.S_ISREG(st.st_mode):
                extra = hashlib.sha1(p.read_bytes()).hexdigest()
            xattrs = {} if stat.S_ISLNK(st.st_mode) else {
                k: hashlib.sha1(os.getxattr(p, k)).hexdigest() for k in os.listxattr(p) if k.startswith("user.")}
            if stat.S_ISREG(st.st_mode):
                names.setdefault(st.st_ino, []).append(rel)
                ino_of[rel] = st.st_ino
            out[rel] = (kind, stat.S_IMODE(st.st_mode),
                        st.st_size if not stat.S_ISDIR(st.st_mode) else None, extra,
                        tuple(sorted(xattrs.items())),
                        st.st_mtime_ns if times and not stat.S_ISDIR(st.st_mode) else None)
    # hard links: the set of names of each file's inode
    return {k: v + (tuple(sorted(names[ino_of[k]])) if k in ino_of else None,)
            for k, v in out.items()}


def assert_same_tree(a: pathlib.Path, b: pathlib.Path, times: bool = True) -> None:
    ta, tb = tree(a, times), tree(b, times)
    missing = sorted(set(ta) - set(tb))[:10]
    extra = sorted(set(tb) - set(ta))[:10]
    assert not missing and not extra, f"missing {missing}, extra {extra}"
    diff = [k for k in ta if ta[k] != tb[k]][:5]
    assert not diff, "\n".join(f"{k}: {ta[k]} != {tb[k]}" for k in diff)


@contextlib.contextmanager
def foreground(img: pathlib.Path, mnt: pathlib.Path, *opts: str) -> Iterator[subprocess.Popen]:
    """`jolt mount -f` as a child the block may signal; whatever the block
    did, the daemon is stopped and the mount cleared afterwards (within
    TEARDOWN_SECONDS when the block failed)."""
    args = ["-o", ",".join(opts)] if opts else []
    p = subprocess.Popen([str(JOLT), "mount", "-f", *args, str(img), str(mnt)],
                         stderr=subprocess.PIPE, text=True)
    grace = 120.0
    try:
        for _ in range(1000):
            if is_mounted(mnt) or p.poll() is not None:
                break
            time.sleep(0.01)
        assert is_mounted(mnt), p.stderr.read() if p.poll() is not None else "not mounted"
        yield p
    except BaseException:
        grace = TEARDOWN_SECONDS / 2
        raise
    finally:
        if p.poll() is None:
            p.terminate()
            try:
                p.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        stop_mount(img, mnt)
