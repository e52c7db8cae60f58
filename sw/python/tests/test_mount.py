"""jolt mount: every FUSE operation through real system calls, each test
ending with unmount, fsck and (where contents matter) a remount that finds
everything again; the image lock, SIGTERM, read-only and cache modes,
lookup counts under memory pressure, and the options' errors. Skips, with
the reason, where /dev/fuse is missing."""
from __future__ import annotations

import ctypes
import errno
import mmap
import os
import pathlib
import re
import signal
import subprocess
import sys
import time

import pytest

from mountlib import (TEARDOWN_SECONDS, assert_same_tree, cycle, foreground, fsck, image_holder,
                      is_mounted, jolt, mkfs, mount, mounted, require_fuse, umount)

pytestmark = pytest.mark.usefixtures("fuse")

_libc = ctypes.CDLL(None, use_errno=True)
_libc.renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                            ctypes.c_uint]
_libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]


@pytest.fixture
def fuse() -> None:
    require_fuse()


def renameat2(old: pathlib.Path, new: pathlib.Path, flags: int) -> None:
    if _libc.renameat2(-100, bytes(old), -100, bytes(new), flags):
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))


def fallocate(fd: int, mode: int, off: int, length: int) -> None:
    if _libc.fallocate(fd, mode, off, length):
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))


def errno_of(fn) -> int:
    try:
        fn()
    except OSError as e:
        return e.errno
    return 0


@pytest.fixture
def img(tmp_path: pathlib.Path) -> pathlib.Path:
    p = tmp_path / "fs.img"
    mkfs(p)
    (tmp_path / "mnt").mkdir()
    return p


def test_core_operations(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        d = mnt / "d"
        d.mkdir(0o750)
        (d / "sub").mkdir()
        f = d / "file"
        f.write_bytes(b"hello")
        with open(f, "r+b") as fh:
            fh.seek(100_000)
            fh.write(b"tail")                      # a hole in between
        assert f.read_bytes() == b"hello" + bytes(100_000 - 5) + b"tail"
        os.truncate(f, 3)
        assert f.read_bytes() == b"hel"
        with open(f, "ab") as fh:
            fh.write(b"-appended")
        assert f.read_bytes() == b"hel-appended"
        os.truncate(f, 20)
        assert f.read_bytes() == b"hel-appended" + bytes(8)
        f.write_bytes(b"short")                      # open(O_TRUNC) of an existing file
        assert f.read_bytes() == b"short"
        sh_trunc = subprocess.run(["bash", "-c", f"printf xy > '{f}'"])
        assert sh_trunc.returncode == 0 and f.read_bytes() == b"xy"
        f.write_bytes(b"hel-appended" + bytes(8))

        # links, symlinks, special files
        os.link(f, mnt / "hard")
        assert f.stat().st_nlink == 2 and (mnt / "hard").stat().st_ino == f.stat().st_ino
        os.symlink("d/file", mnt / "sym")
        assert os.readlink(mnt / "sym") == "d/file" and (mnt / "sym").read_bytes() == f.read_bytes()
        os.mkfifo(mnt / "fifo")
        assert (mnt / "fifo").is_fifo()
        assert errno_of(lambda: os.link(d, mnt / "dlink")) == errno.EPERM

        # renames with flags
        (mnt / "a").write_bytes(b"A")
        (mnt / "b").write_bytes(b"B")
        assert errno_of(lambda: renameat2(mnt / "a", mnt / "b", 1)) == errno.EEXIST
        renameat2(mnt / "a", mnt / "b", 2)           # exchange
        assert (mnt / "a").read_bytes() == b"B" and (mnt / "b").read_bytes() == b"A"
        assert errno_of(lambda: renameat2(mnt / "a", mnt / "nothing", 2)) == errno.ENOENT
        renameat2(mnt / "a", mnt / "c", 1)           # noreplace to a free name
        os.rename(mnt / "c", mnt / "b")              # replaces
        assert (mnt / "b").read_bytes() == b"B" and not (mnt / "c").exists()
        assert errno_of(lambda: os.rename(d, d / "sub" / "in")) == errno.EINVAL
        assert errno_of(lambda: os.rmdir(d)) == errno.ENOTEMPTY

        # xattrs, and parent pointers as read-only jolt.* xattrs
        os.setxattr(f, "user.k", b"v1")
        os.setxattr(d, "user.big", os.urandom(3000))      # beyond shortform; ext4 holds it
        assert os.getxattr(f, "user.k") == b"v1"
        assert errno_of(lambda: os.setxattr(f, "user.k", b"x", os.XATTR_CREATE)) == errno.EEXIST
        assert sorted(os.listxattr(f)) == ["user.k"]       # jolt.* is not listed
        dino, rino = d.stat().st_ino, mnt.stat().st_ino
        lines = sorted(os.getxattr(f, "jolt.parents").decode().splitlines())
        got = sorted((int(p), name) for p, _gen, name in (ln.split(" ", 2) for ln in lines))
        assert got == sorted([(dino, "file"), (rino, "hard")])
        assert sorted(os.getxattr(f, "jolt.paths").decode().split()) == ["/d/file", "/hard"]
        assert errno_of(lambda: os.setxattr(f, "jolt.parents", b"x")) == errno.EPERM
        assert errno_of(lambda: os.removexattr(f, "jolt.parents")) == errno.EPERM
        os.removexattr(f, "user.k")
        assert errno_of(lambda: os.getxattr(f, "user.k")) == errno.ENODATA

        # attributes
        uid, gid = (1234, 5678) if os.geteuid() == 0 else (os.getuid(), os.getgid())
        os.chmod(f, 0o4711)
        os.chown(f, uid, gid)                         # clears set-uid, as on ext4
        assert f.stat().st_mode & 0o7777 == 0o711
        os.chmod(f, 0o4711)
        os.utime(f, ns=(1_500_000_000_123_456_789, 1_600_000_000_987_654_321))
        st = f.stat()
        assert (st.st_mode & 0o7777, st.st_uid, st.st_gid) == (0o4711, uid, gid)
        assert (st.st_atime_ns, st.st_mtime_ns) == (1_500_000_000_123_456_789,
                                                   1_600_000_000_987_654_321)

        # fallocate: preallocation, keep-size, punch
        g = mnt / "alloc"
        fd = os.open(g, os.O_CREAT | os.O_RDWR, 0o644)
        os.posix_fallocate(fd, 0, 1 << 20)
        assert os.fstat(fd).st_size == 1 << 20
        fallocate(fd, 1, 1 << 20, 1 << 20)            # KEEP_SIZE
        assert os.fstat(fd).st_size == 1 << 20
        os.pwrite(fd, b"\xff" * 65536, 0)
        fallocate(fd, 3, 4096, 8192)                  # PUNCH_HOLE | KEEP_SIZE
        assert os.pread(fd, 65536, 0) == b"\xff" * 4096 + bytes(8192) + b"\xff" * (65536 - 12288)
        assert errno_of(lambda: fallocate(fd, 0x10, 0, 4096)) == errno.EOPNOTSUPP  # ZERO_RANGE
        def counter(name: str) -> int:
            text = os.getxattr(mnt, "jolt.counters").decode()
            return int(re.search(rf"^{name} (\d+)$", text, re.M).group(1))
        fsyncs, forces, commits = counter("fsyncs"), counter("forces"), counter("commits")
        os.fsync(fd)
        os.fdatasync(fd)
        assert counter("fsyncs") == fsyncs + 2        # both reached the filesystem,
        assert counter("forces") + counter("commits") > forces + commits   # and made it durable
        assert errno_of(lambda: os.getxattr(d, "jolt.counters")) == errno.ENODATA
        os.close(fd)
        dfd = os.open(d, os.O_RDONLY | os.O_DIRECTORY)
        os.fsync(dfd)                                 # fsyncdir
        os.close(dfd)

        # statfs follows what is written
        before = os.statvfs(mnt)
        assert before.f_namemax == 255 and before.f_bsize == 4096
        (mnt / "big").write_bytes(os.urandom(8 << 20))
        os.sync()
        after = os.statvfs(mnt)
        assert before.f_bfree - after.f_bfree >= (8 << 20) // 4096

        # an unlinked file lives while open
        h = mnt / "orphan"
        fd = os.open(h, os.O_CREAT | os.O_RDWR, 0o600)
        os.unlink(h)
        os.pwrite(fd, b"still here", 0)
        assert os.pread(fd, 100, 0) == b"still here"
        os.close(fd)
        snapshot = tmp_path / "expect"
        subprocess.run(["cp", "-a", str(mnt), str(snapshot)], check=True)
        cycle(img, mnt)
        assert_same_tree(snapshot, mnt)
        assert os.getxattr(mnt / "hard", "jolt.paths").decode().split() == ["/d/file", "/hard"] \
            or sorted(os.getxattr(mnt / "hard", "jolt.paths").decode().split()) == ["/d/file", "/hard"]
    assert " 0 orphans" in fsck(img)


def test_big_directory_listing(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """Listings span many readdirplus buffers; entries that exist throughout
    appear exactly once even while names are added and removed."""
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        d = mnt / "many"
        d.mkdir()
        names = {f"entry-{i:05d}-{'x' * (i % 40)}" for i in range(3000)}
        for n in names:
            (d / n).write_bytes(b"")
        assert set(os.listdir(d)) == names
        seen = []
        with os.scandir(d) as it:
            for i, e in enumerate(it):
                seen.append(e.name)
                if i % 100 == 0:
                    (d / f"new-{i}").write_bytes(b"")
                    os.unlink(d / f"new-{i}")
                assert e.is_file(follow_symlinks=False)
        assert len(seen) == len(set(seen)) and names <= set(seen)
        # lookup counts: the kernel drops its inodes (forget), then finds them again
        if os.geteuid() == 0:
            with open("/proc/sys/vm/drop_caches", "w") as f:
                f.write("2")
        assert all((d / n).stat().st_size == 0 for n in list(names)[:200])
        cycle(img, mnt)
        assert set(os.listdir(d)) == names


@pytest.mark.parametrize("cache", ["direct", "auto", "always"])
def test_cache_modes(img: pathlib.Path, tmp_path: pathlib.Path, cache: str) -> None:
    mnt = tmp_path / "mnt"
    data = os.urandom(3 << 20)
    with mounted(img, mnt, f"cache={cache}"):
        p = mnt / "f"
        with open(p, "wb") as w:
            w.write(data)
            w.flush()
            with open(p, "rb") as r:                 # a second handle sees the writes
                assert r.read() == data
        with open(p, "r+b") as fh:
            fh.seek(12345)
            fh.write(b"patched")
        with open(p, "rb") as fh:
            m = mmap.mmap(fh.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)
            assert m[12345:12352] == b"patched" and m[:100] == data[:100]
            m.close()
        cycle(img, mnt, f"cache={cache}")
        got = p.read_bytes()
        assert got[:12345] == data[:12345] and got[12345:12352] == b"patched"


def test_second_mount_refused(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt, mnt2 = tmp_path / "mnt", tmp_path / "mnt2"
    mnt2.mkdir()
    with mounted(img, mnt):
        (mnt / "x").write_bytes(b"1")
        r = jolt("mount", img, mnt2, check=False)
        assert r.returncode == 1 and "already mounted" in r.stderr
        assert not is_mounted(mnt2)
        assert (mnt / "x").read_bytes() == b"1"     # the first mount is untouched
    mount(img, mnt2)                                # free again once unmounted
    assert (mnt2 / "x").read_bytes() == b"1"
    umount(mnt2)


def test_sigterm_unmounts_cleanly(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with foreground(img, mnt, "commit=never") as p:
        data = os.urandom(200_000)
        (mnt / "kept").write_bytes(data)             # no fsync: the unmount commits it
        (mnt / "dir").mkdir()
        p.send_signal(signal.SIGTERM)
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
        assert not is_mounted(mnt)
    fsck(img)
    with mounted(img, mnt):
        assert (mnt / "kept").read_bytes() == data and (mnt / "dir").is_dir()


def test_read_only(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        (mnt / "f").write_bytes(b"data")
    before = img.read_bytes()
    with mounted(img, mnt, "ro"):
        assert (mnt / "f").read_bytes() == b"data"
        assert errno_of(lambda: (mnt / "g").write_bytes(b"")) == errno.EROFS
        assert errno_of(lambda: os.unlink(mnt / "f")) == errno.EROFS
    assert img.read_bytes() == before


def test_usage_errors(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    mnt = tmp_path / "mnt"
    for opts, msg in [("relog=0", "-o relog: expected one of"),
                      ("engine=fpga", "-o engine: expected one of"),
                      ("whiteouts", "-o whiteouts: needs a value"),
                      ("bogus", "-o bogus: unknown mount option"),
                      ("cache=sometimes", "-o cache: expected one of"),
                      ("threads=0", "-o threads: expected a number"),
                      ("ro=1", "-o ro: takes no value")]:
        r = jolt("mount", "-o", opts, img, mnt, check=False)
        assert r.returncode == 1 and msg in r.stderr, (opts, r.stderr)
        assert not is_mounted(mnt)
    junk = tmp_path / "junk.img"
    junk.write_bytes(bytes(1 << 20))
    r = jolt("mount", junk, mnt, check=False)
    assert r.returncode == 1 and str(junk) in r.stderr and not is_mounted(mnt)
    r = jolt("umount", mnt, check=False)
    assert r.returncode == 1 and "not a jolt mount" in r.stderr
    r = jolt("mount", img, tmp_path / "no-such-dir", check=False)
    assert r.returncode == 1 and not is_mounted(tmp_path / "no-such-dir")


def test_without_parent_pointers(tmp_path: pathlib.Path) -> None:
    img, mnt = tmp_path / "np.img", tmp_path / "mnt"
    mkfs(img, "64M", "-o", "parent=0")
    mnt.mkdir()
    with mounted(img, mnt):
        (mnt / "f").write_bytes(b"x")
        os.link(mnt / "f", mnt / "g")
        assert errno_of(lambda: os.getxattr(mnt / "f", "jolt.parents")) == errno.EOPNOTSUPP
        assert errno_of(lambda: os.getxattr(mnt / "f", "jolt.paths")) == errno.EOPNOTSUPP
        assert errno_of(lambda: os.getxattr(mnt / "f", "jolt.other")) == errno.ENODATA


def test_image_name_with_comma_and_space(tmp_path: pathlib.Path) -> None:
    """The image is the mount's source (a comma would split FUSE's option
    list); jolt umount finds it there and waits for its lock."""
    img, mnt = tmp_path / "a,b c.img", tmp_path / "mnt"
    mkfs(img, "64M")
    mnt.mkdir()
    with mounted(img, mnt):
        (mnt / "f").write_bytes(b"1")
        with open("/proc/self/mountinfo") as f:
            assert any(str(img).replace(" ", "\\040") in line for line in f)
    with mounted(img, mnt):
        assert (mnt / "f").read_bytes() == b"1"


def test_mem_backend_writes_back_at_unmount(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """backend=mem: the image lives in RAM while mounted, and goes back to
    the file whole at unmount (jolt umount returns after that)."""
    mnt = tmp_path / "mnt"
    before = img.read_bytes()
    with mounted(img, mnt, "backend=mem", "commit=never"):
        (mnt / "in-ram").write_bytes(b"r" * 100_000)
        os.sync()
        assert img.read_bytes() == before          # nothing reaches the file while mounted
    with mounted(img, mnt):                        # the uring backend reads it back
        assert (mnt / "in-ram").read_bytes() == b"r" * 100_000


def test_subvolumes(img: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """-o subvol=NAME serves a subvolume's tree; a read-only snapshot mounts
    read-only and keeps what its source had when it was taken."""
    mnt = tmp_path / "mnt"
    with mounted(img, mnt):
        (mnt / "f").write_bytes(b"before")
    jolt("snapshot", "-r", img, "/", "snap")
    jolt("subvolume", "create", img, "sv")
    with mounted(img, mnt):
        (mnt / "f").write_bytes(b"after")
    with mounted(img, mnt, "subvol=snap"):
        assert (mnt / "f").read_bytes() == b"before"
        assert errno_of(lambda: (mnt / "g").write_bytes(b"")) == errno.EROFS
    with mounted(img, mnt, "subvol=sv"):
        assert os.listdir(mnt) == []
        (mnt / "in-sv").write_bytes(b"sv data")
        os.mkdir(mnt / "d")
    with mounted(img, mnt, "subvol=sv"):
        assert sorted(os.listdir(mnt)) == ["d", "in-sv"]
        assert (mnt / "in-sv").read_bytes() == b"sv data"
    with mounted(img, mnt):
        assert sorted(os.listdir(mnt)) == ["f"] and (mnt / "f").read_bytes() == b"after"
    r = jolt("mount", "-o", "subvol=nope", img, mnt, check=False)
    assert r.returncode == 1 and "subvolume 'nope'" in r.stderr and not is_mounted(mnt)


@pytest.mark.parametrize("opts", ["fsync=log,rename_log=full,relog=insert,pptr=intent,whiteouts=off",
                                  "fsync=commit"])
def test_switches_reach_the_filesystem(img: pathlib.Path, tmp_path: pathlib.Path, opts: str) -> None:
    """The seeds' switches as mount options: fsynced renames and writes
    survive unmount and remount under each, and fsck is clean."""
    mnt = tmp_path / "mnt"
    with mounted(img, mnt, opts):
        (mnt / "d").mkdir()
        with open(mnt / "d" / "f", "wb") as f:
            f.write(b"x" * 5000)
            os.fsync(f.fileno())
        os.rename(mnt / "d" / "f", mnt / "g")
        fd = os.open(mnt, os.O_RDONLY)
        os.fsync(fd)
        os.close(fd)
    assert jolt("fsck", img, check=False).returncode == 0
    with mounted(img, mnt):
        assert (mnt / "g").read_bytes() == b"x" * 5000 and os.listdir(mnt / "d") == []


# A test failing inside mounted() while its files are still open on the
# mount (as a failed test's are: the traceback keeps its frames alive).
FAILING_BODY = """
import pathlib, sys
sys.path.insert(0, sys.argv[1])
from mountlib import mounted
img, mnt = pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
with mounted(img, mnt):
    held = open(mnt / "held", "w")
    held.write("kept open")
    held.flush()
    cwd = mnt / "d"
    cwd.mkdir()
    import os
    os.chdir(cwd)                      # a busy mount two ways
    assert False, "the original failure"
"""


@pytest.mark.parametrize("stuck", ["busy", "stopped"])
def test_failure_inside_mounted_tears_down_quickly(img: pathlib.Path, tmp_path: pathlib.Path,
                                                   stuck: str) -> None:
    """A test that fails inside mounted() reports its own failure and
    leaves no mount and no daemon behind, within seconds: with its files
    still open on the mount (an unmount is refused, a lazy one would wait
    for them), and with the daemon stopped (SIGSTOP: nothing it is asked
    answers, so only a kill ends it)."""
    mnt = tmp_path / "mnt"
    body = FAILING_BODY
    if stuck == "stopped":
        body = body.replace('    assert False',
                            '    import mountlib, signal\n'
                            '    os.kill(mountlib.image_holder(img), signal.SIGSTOP)\n'
                            '    assert False')
    start = time.monotonic()
    r = subprocess.run([sys.executable, "-c", body, str(pathlib.Path(__file__).parent), str(img),
                        str(mnt)], capture_output=True, text=True, timeout=6 * TEARDOWN_SECONDS)
    elapsed = time.monotonic() - start
    assert r.returncode == 1, r.stderr
    last = r.stderr.strip().splitlines()
    assert any(ln.startswith("AssertionError: the original failure") for ln in last), r.stderr
    assert elapsed < 2 * TEARDOWN_SECONDS, f"{elapsed:.1f} s\n{r.stderr}"
    assert not is_mounted(mnt)
    assert image_holder(img) is None
    fsck(img)
    with mounted(img, mnt):
        # a daemon that got SIGTERM committed at its exit; SIGKILL left the
        # last commit and the journal (nothing was fsynced)
        assert stuck == "stopped" or (mnt / "held").read_text() == "kept open"
