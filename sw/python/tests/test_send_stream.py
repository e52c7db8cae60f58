"""The send stream against the real btrfs tools (btrfs-progs from Debian):
`btrfs receive --dump` parses every stream jolt writes and lists exactly
the commands written; where root can mount btrfs on a loop device,
`btrfs receive` applies a jolt stream and the tree is what was written;
and the kernel's own `btrfs send` streams (full, incremental, v1 and v2,
--no-data, --compressed-data) are read by jolt's reader, command for
command what `btrfs receive --dump` lists.

The expected dump lines are built as btrfs-progs 6.2 prints them
(cmds/receive-dump.c: "%-16s", the path escaped by print_path_escaped,
padded to 32 columns, then the command's fields; common/path-utils.c
path_cat_out joins paths)."""
from __future__ import annotations

import contextlib
import hashlib
import os
import pathlib
import random
import shutil
import stat
import subprocess
import time
import uuid as uuidlib
from typing import Iterator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from jolt import send
from jolt.send import Command

BTRFS = shutil.which("btrfs")
DUMP_ENV = dict(os.environ, TZ="UTC", LC_ALL="C")
need_btrfs = pytest.mark.skipif(BTRFS is None, reason="btrfs-progs is not installed "
                                "(scripts/setup.sh installs it)")
C = {send.cmd_name(i): i for i in range(1, 26)}


# ------------------------------------------------------------ the dump format

def esc(p: bytes) -> bytes:
    """print_path_escaped: C escapes, octal for the unprintable (C locale)."""
    table = {7: b"\\a", 8: b"\\b", 27: b"\\e", 12: b"\\f", 10: b"\\n", 13: b"\\r",
             9: b"\\t", 11: b"\\v", 32: b"\\ ", 92: b"\\\\"}
    out = bytearray()
    for b in p:
        if b in table:
            out += table[b]
        elif not 0x20 <= b < 0x7f:
            out += b"\\%o%o%o" % (b >> 6 & 3, b >> 3 & 7, b & 7)
        else:
            out.append(b)
    return bytes(out)


def cat(p1: bytes, p2: bytes) -> bytes:
    """path_cat_out: one trailing slash of each part dropped, joined by '/'."""
    if p1.endswith(b"/"):
        p1 = p1[:-1]
    if p2.endswith(b"/"):
        p2 = p2[:-1]
    return p1 + b"/" + p2


def tstr(t: tuple[int, int]) -> bytes:
    return time.strftime("%Y-%m-%dT%H:%M:%S+0000", time.gmtime(t[0])).encode()


def uuid_str(u: bytes) -> bytes:
    return str(uuidlib.UUID(bytes=u)).encode()


def dump_lines(cmds: list[Command]) -> bytes:
    """What `btrfs receive --dump` prints for these commands (one line each,
    though a field printed raw may hold a newline)."""
    full = b"."
    out: list[bytes] = []
    for c in cmds:
        n = c.name
        if n == "end":
            break
        assert c.path is not None
        if n in ("subvol", "snapshot"):
            full = cat(b".", c.path)
            p = full
        else:
            p = cat(full, c.path)
        f: bytes | None = None
        if n == "subvol":
            f = b"uuid=%s transid=%d" % (uuid_str(c.uuid or b""), c.ctransid)
        elif n == "snapshot":
            f = b"uuid=%s transid=%d parent_uuid=%s parent_transid=%d" % (
                uuid_str(c.uuid or b""), c.ctransid, uuid_str(c.clone_uuid or b""),
                c.clone_ctransid)
        elif n == "mknod":
            f = b"mode=%o dev=0x%x" % (c.mode, c.rdev)
        elif n in ("symlink", "link"):
            f = b"dest=" + esc(c.path_link or b"")
        elif n == "rename":
            f = b"dest=" + esc(cat(full, c.path_to or b""))
        elif n == "write":
            f = b"offset=%d len=%d" % (c.file_offset, len(c.data or b""))
        elif n == "clone":
            f = b"offset=%d len=%d from=%s clone_offset=%d" % (
                c.file_offset, c.clone_len, cat(full, c.clone_path or b""), c.clone_offset)
        elif n == "set_xattr":
            data = (c.xattr_data or b"").split(b"\0")[0]
            f = b"name=%s data=%s len=%d" % (c.xattr_name, data, len(c.xattr_data or b""))
        elif n == "remove_xattr":
            f = b"name=%s" % c.xattr_name
        elif n == "truncate":
            f = b"size=%d" % c.size
        elif n == "chmod":
            f = b"mode=%o" % c.mode
        elif n == "chown":
            f = b"gid=%d uid=%d" % (c.gid, c.uid)
        elif n == "utimes":
            f = b"atime=%s mtime=%s ctime=%s" % (tstr(c.atime), tstr(c.mtime), tstr(c.ctime))
        elif n == "update_extent":
            f = b"offset=%d len=%d" % (c.file_offset, c.size)
        elif n == "encoded_write":
            f = (b"offset=%d len=%d, unencoded_file_len=%d, unencoded_len=%d, "
                 b"unencoded_offset=%d, compression=%d, encryption=%d" % (
                     c.file_offset, len(c.data or b""), c.unencoded_file_len,
                     c.unencoded_len, c.unencoded_offset, c.compression or 0,
                     c.encryption or 0))
        elif n == "fallocate":
            f = b"mode=%d offset=%d len=%d" % (c.fallocate_mode, c.file_offset, c.size)
        elif n == "fileattr":
            f = b"fileattr=0x%d" % c.fileattr
        line = n.encode().ljust(16) + esc(p)
        if f is not None:
            line += b" " * max(1, 32 - len(esc(p))) + f
        out.append(line + b"\n")
    return b"".join(out)


def btrfs_dump(stream: bytes, tmp: pathlib.Path) -> bytes:
    f = tmp / "stream"
    f.write_bytes(stream)
    r = subprocess.run([BTRFS, "receive", "--dump", "-f", str(f)], capture_output=True,
                       env=DUMP_ENV, timeout=120)
    assert r.returncode == 0, r.stderr.decode(errors="replace")
    return r.stdout


# ------------------------------------------------------------ jolt -> dump

def write_cmd(w: send.Writer, c: Command) -> None:
    """Issues the writer call that produces command c."""
    n = c.name
    if n == "subvol":
        w.subvol(c.path, c.uuid, c.ctransid)
    elif n == "snapshot":
        w.snapshot(c.path, c.uuid, c.ctransid, c.clone_uuid, c.clone_ctransid)
    elif n in ("mkfile", "mkdir"):
        getattr(w, n)(c.path, c.ino)
    elif n == "mknod":
        w.mknod(c.path, c.ino, c.mode, c.rdev)
    elif n in ("mkfifo", "mksock"):
        getattr(w, n)(c.path, c.ino, c.mode)
    elif n == "symlink":
        w.symlink(c.path, c.ino, c.path_link)
    elif n == "rename":
        w.rename(c.path, c.path_to)
    elif n == "link":
        w.link(c.path, c.path_link)
    elif n in ("unlink", "rmdir"):
        getattr(w, n)(c.path)
    elif n == "set_xattr":
        w.set_xattr(c.path, c.xattr_name, c.xattr_data)
    elif n == "remove_xattr":
        w.remove_xattr(c.path, c.xattr_name)
    elif n == "write":
        w.write(c.path, c.file_offset, c.data)
    elif n == "clone":
        w.clone(c.path, c.file_offset, c.clone_len, c.clone_uuid, c.clone_ctransid,
                c.clone_path, c.clone_offset)
    elif n == "truncate":
        w.truncate(c.path, c.size)
    elif n == "chmod":
        w.chmod(c.path, c.mode)
    elif n == "chown":
        w.chown(c.path, c.uid, c.gid)
    elif n == "utimes":
        w.utimes(c.path, c.atime, c.mtime, c.ctime, c.otime)
    elif n == "update_extent":
        w.update_extent(c.path, c.file_offset, c.size)
    elif n == "fileattr":
        w.fileattr(c.path, c.fileattr)
    elif n == "fallocate":
        w.fallocate(c.path, c.fallocate_mode, c.file_offset, c.size)
    else:
        raise AssertionError(n)


PATH_BYTES = st.sampled_from(list(b"abcXYZ019._-") + list(b" \t\n\\\x01\x7f\xe9\xff/"))
paths = st.lists(PATH_BYTES, min_size=0, max_size=40).map(bytes)
names = st.lists(st.sampled_from(list(b"abcdefghijklmnopqrstuvwxyz.")), min_size=1,
                 max_size=30).map(lambda b: b"user." + bytes(b))
u64 = st.integers(0, 2**64 - 1)
times = st.tuples(st.integers(0, 2**33), st.integers(0, 999_999_999))
uuids = st.binary(min_size=16, max_size=16)
printable = st.binary(max_size=200).map(lambda b: bytes(x for x in b if 0x20 <= x < 0x7f))


def commands(version: int) -> st.SearchStrategy[Command]:
    def c(name: str, **kw: st.SearchStrategy) -> st.SearchStrategy[Command]:
        return st.builds(Command, cmd=st.just(C[name]), path=paths, **kw)

    mode = st.integers(0, 0o7777)
    choices = [
        c("snapshot", uuid=uuids, ctransid=u64, clone_uuid=uuids, clone_ctransid=u64),
        c("mkfile", ino=u64), c("mkdir", ino=u64),
        c("mknod", ino=u64, mode=u64, rdev=u64),
        c("mkfifo", ino=u64, mode=u64), c("mksock", ino=u64, mode=u64),
        c("symlink", ino=u64, path_link=paths),
        c("rename", path_to=paths), c("link", path_link=paths),
        c("unlink"), c("rmdir"),
        c("set_xattr", xattr_name=names, xattr_data=printable),
        c("remove_xattr", xattr_name=names),
        c("write", file_offset=st.integers(0, 2**60), data=st.binary(min_size=1, max_size=40000)),
        c("clone", file_offset=u64, clone_len=st.integers(0, 2**31 - 1), clone_uuid=uuids,
          clone_ctransid=u64, clone_path=paths, clone_offset=u64),
        c("truncate", size=u64), c("chmod", mode=mode), c("chown", uid=u64, gid=u64),
        c("utimes", atime=times, mtime=times, ctime=times, otime=times),
        c("update_extent", file_offset=u64, size=u64),
    ]
    if version >= 2:
        choices += [c("fileattr", fileattr=u64),
                    c("fallocate", fallocate_mode=st.integers(0, 2**31 - 1),
                      file_offset=u64, size=u64)]
    return st.one_of(choices)


def streams(version: int) -> st.SearchStrategy[list[Command]]:
    first = st.builds(Command, cmd=st.just(C["subvol"]), path=paths.filter(bool), uuid=uuids,
                      ctransid=u64)
    return st.tuples(first, st.lists(commands(version), max_size=40)).map(
        lambda t: [t[0], *t[1], Command(cmd=C["end"])])


def write_stream(cmds: list[Command], version: int) -> bytes:
    w = send.Writer(version)
    for c in cmds[:-1]:
        write_cmd(w, c)
    w.end()
    return w.stream()


@need_btrfs
@pytest.mark.parametrize("version", [1, 2])
def test_btrfs_dump_lists_what_jolt_wrote(version: int, tmp_path_factory) -> None:
    tmp = tmp_path_factory.mktemp("dump")

    @settings(max_examples=40, deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(streams(version))
    def check(cmds: list[Command]) -> None:
        data = write_stream(cmds, version)
        want = dump_lines(cmds)
        assert btrfs_dump(data, tmp) == want
        got = send.parse(data)
        assert [c.cmd for c in got] == [c.cmd for c in cmds]
        assert dump_lines(got) == want

    check()


# ------------------------------------------------------------ a btrfs mount

def run(*args: str | os.PathLike) -> None:
    r = subprocess.run([str(a) for a in args], capture_output=True, timeout=300)
    assert r.returncode == 0, f"{args}: {r.stderr.decode(errors='replace')}"


@contextlib.contextmanager
def btrfs_mount(tmp: pathlib.Path, options: str = "noatime") -> Iterator[pathlib.Path]:
    """A fresh btrfs on a loop device, or a skip saying why there is none."""
    if os.geteuid() != 0:
        pytest.skip("mounting btrfs on a loop device needs root")
    if "btrfs" not in pathlib.Path("/proc/filesystems").read_text():
        pytest.skip("the kernel has no btrfs")
    if shutil.which("mkfs.btrfs") is None or BTRFS is None:
        pytest.skip("btrfs-progs is not installed")
    img, mnt = tmp / "btrfs.img", tmp / "mnt"
    mnt.mkdir()
    with open(img, "wb") as f:
        f.truncate(512 << 20)
    run("mkfs.btrfs", "-q", "-f", img)
    r = subprocess.run(["mount", "-o", f"loop,{options}", str(img), str(mnt)],
                       capture_output=True, timeout=60)
    if r.returncode != 0:
        pytest.skip(f"cannot mount btrfs on a loop device here: "
                    f"{r.stderr.decode(errors='replace').strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True, timeout=60)
        img.unlink()


def tree_state(root: pathlib.Path) -> dict[str, tuple]:
    """Every attribute a receive must reproduce, per path: type, permission
    bits, owner, size, data digest, target, device, xattrs, times, and which
    paths share an inode (hard links)."""
    out: dict[str, tuple] = {}
    inodes: dict[int, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in sorted(dirnames + filenames) + ([""] if dirpath == str(root) else []):
            p = os.path.join(dirpath, name) if name else dirpath
            rel = os.path.relpath(p, root)
            s = os.lstat(p)
            digest = target = None
            if stat.S_ISREG(s.st_mode):
                digest = hashlib.sha256(pathlib.Path(p).read_bytes()).hexdigest()
            if stat.S_ISLNK(s.st_mode):
                target = os.readlink(p)
            xattrs = {} if stat.S_ISLNK(s.st_mode) else {
                k: os.getxattr(p, k) for k in sorted(os.listxattr(p))}
            first = inodes.setdefault(s.st_ino, rel)
            out[rel] = (stat.S_IFMT(s.st_mode), stat.S_IMODE(s.st_mode), s.st_uid, s.st_gid,
                        s.st_size if not stat.S_ISDIR(s.st_mode) else None, digest, target,
                        s.st_rdev, xattrs, s.st_mtime_ns,
                        s.st_atime_ns if not stat.S_ISLNK(s.st_mode) else None, first)
    return out


@pytest.mark.parametrize("version", [1, 2])
def test_btrfs_receive_applies_jolt_stream(version: int, tmp_path: pathlib.Path) -> None:
    """A small tree written by hand through jolt's writer, received by
    `btrfs receive` on a real btrfs, compared with the same tree made by
    ordinary system calls (times and owners set alike)."""
    rng = random.Random(version)
    big = rng.randbytes(300_000)
    uuid = bytes(range(16))
    t = lambda s: (1_600_000_000 + s, 123_456_789 + s)  # noqa: E731
    w = send.Writer(version)
    w.subvol("jv", uuid, 9)
    # created under orphan names, then renamed in place, as the kernel does
    w.mkdir("o257-9-0", 257)
    w.rename("o257-9-0", "d")
    w.mkfile("d/f", 258)
    w.write("d/f", 0, big)
    w.set_xattr("d/f", "user.kept", b"value")
    w.set_xattr("d/f", "user.gone", b"x")
    w.remove_xattr("d/f", "user.gone")
    w.chown("d/f", 1234, 5678)
    w.chmod("d/f", 0o640)
    w.link("d/hard", "d/f")
    w.mkfile("sparse", 259)
    w.write("sparse", 1 << 20, b"tail")
    w.truncate("sparse", 2 << 20)
    w.chmod("sparse", 0o644)
    w.mkfile("gone", 260)
    w.unlink("gone")
    w.mkdir("gonedir", 261)
    w.rmdir("gonedir")
    w.symlink("sym", 262, "d/f")
    w.chown("sym", 42, 43)
    w.mkfifo("fifo", 263, stat.S_IFIFO | 0o644)
    w.chmod("fifo", 0o604)
    w.mknod("null", 264, stat.S_IFCHR | 0o600, os.makedev(1, 3))
    w.chmod("null", 0o600)
    for p, s in (("d/f", 1), ("sparse", 2), ("sym", 3), ("fifo", 4), ("null", 5)):
        w.utimes(p, t(s), t(s + 100), t(s + 200), t(s + 300))
    w.chmod("d", 0o750)
    w.chmod("", 0o755)
    w.utimes("d", t(6), t(106), t(206), t(306))     # directories last: after their entries
    w.utimes("", t(7), t(107), t(207), t(307))
    w.end()
    stream = w.stream()

    with btrfs_mount(tmp_path) as mnt:
        (mnt / "recv").mkdir()
        f = tmp_path / "stream"
        f.write_bytes(stream)
        run(BTRFS, "receive", "-f", f, mnt / "recv")
        got = tree_state(mnt / "recv" / "jv")

        ref = mnt / "ref"
        ref.mkdir()
        (ref / "d").mkdir()
        (ref / "d" / "f").write_bytes(big)
        os.setxattr(ref / "d" / "f", "user.kept", b"value")
        os.chown(ref / "d" / "f", 1234, 5678)
        os.chmod(ref / "d" / "f", 0o640)
        os.link(ref / "d" / "f", ref / "d" / "hard")
        with open(ref / "sparse", "wb") as fh:
            fh.seek(1 << 20)
            fh.write(b"tail")
            fh.truncate(2 << 20)
        os.chmod(ref / "sparse", 0o644)
        os.symlink("d/f", ref / "sym")
        os.lchown(ref / "sym", 42, 43)
        os.mkfifo(ref / "fifo", 0o604)
        os.chmod(ref / "fifo", 0o604)
        os.mknod(ref / "null", stat.S_IFCHR | 0o600, os.makedev(1, 3))
        os.chmod(ref / "d", 0o750)
        os.chmod(ref, 0o755)
        for p, s in (("d/f", 1), ("sparse", 2), ("sym", 3), ("fifo", 4), ("null", 5),
                     ("d", 6), ("", 7)):
            ns = lambda x: t(x)[0] * 10**9 + t(x)[1]  # noqa: E731
            os.utime(ref / p if p else ref, ns=(ns(s), ns(s + 100)), follow_symlinks=False)
        want = tree_state(ref)
    assert got == want
    assert got["d/hard"][-1] == "d/f"     # one inode, two names


# ------------------------------------------------------------ kernel -> jolt

def sh(*args: str | os.PathLike) -> bytes:
    r = subprocess.run([str(a) for a in args], capture_output=True, timeout=300)
    assert r.returncode == 0, f"{args}: {r.stderr.decode(errors='replace')}"
    return r.stdout


def make_source_tree(src: pathlib.Path) -> None:
    rng = random.Random(4)
    (src / "a" / "b").mkdir(parents=True)
    (src / "a" / "f").write_bytes(b"hello\n")
    (src / "big").write_bytes(rng.randbytes(300_000))
    (src / "text").write_bytes(b"compressible " * 20000)
    with open(src / "sparse", "wb") as fh:
        fh.seek(3 << 20)
        fh.write(b"end")
    os.link(src / "a" / "f", src / "a" / "b" / "hard")
    os.symlink("../a/f", src / "a" / "b" / "sym")
    os.mkfifo(src / "fifo")
    os.mknod(src / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    os.setxattr(src / "a" / "f", "user.k", b"v1")
    os.setxattr(src / "a", "user.dir", b"d")
    os.chown(src / "big", 1000, 1001)
    os.chmod(src / "big", 0o600)
    (src / "from").mkdir()
    (src / "into").mkdir()
    for i in range(60):
        (src / "from" / f"file_{i}").write_bytes(b"")
    (src / "gone").mkdir()
    (src / "gone" / "x").write_bytes(b"x")


def change_source_tree(src: pathlib.Path) -> None:
    os.rename(src / "a" / "f", src / "a" / "b" / "f2")          # move across dirs
    os.unlink(src / "a" / "b" / "hard")
    os.removexattr(src / "a" / "b" / "f2", "user.k")
    os.setxattr(src / "a" / "b" / "f2", "user.new", b"v2")
    os.chmod(src / "a", 0o700)
    os.chown(src / "a" / "b" / "sym", 7, 8, follow_symlinks=False)
    with open(src / "big", "r+b") as fh:
        fh.seek(100_000)
        fh.write(b"changed" * 1000)
        fh.truncate(250_000)
    with open(src / "sparse", "ab") as fh:
        fh.write(b"more")
    sh("cp", "--reflink=always", src / "big", src / "big_clone")
    for i in range(60):                                           # seed 004's move
        os.rename(src / "from" / f"file_{i}", src / "into" / f"file_{i}")
    shutil.rmtree(src / "gone")
    (src / "new_dir" / "deep").mkdir(parents=True)
    (src / "new_dir" / "deep" / "n").write_bytes(b"new")


def test_kernel_send_streams_read_by_jolt(tmp_path: pathlib.Path) -> None:
    with btrfs_mount(tmp_path, "noatime,compress=zstd") as mnt:
        src = mnt / "src"
        sh(BTRFS, "subvolume", "create", src)
        make_source_tree(src)
        sh(BTRFS, "subvolume", "snapshot", "-r", src, mnt / "s1")
        change_source_tree(src)
        sh("sync")
        sh(BTRFS, "subvolume", "snapshot", "-r", src, mnt / "s2")
        cases = {
            "full-v1": ["--proto", "1", mnt / "s1"],
            "full-v2": ["--proto", "2", mnt / "s1"],
            "incremental-v1": ["--proto", "1", "-p", mnt / "s1", mnt / "s2"],
            "incremental-v2": ["--proto", "2", "-p", mnt / "s1", mnt / "s2"],
            "no-data": ["--proto", "1", "--no-data", "-p", mnt / "s1", mnt / "s2"],
            "compressed": ["--proto", "2", "--compressed-data", mnt / "s1"],
        }
        seen: set[str] = set()
        for name, args in cases.items():
            out = tmp_path / name
            sh(BTRFS, "-q", "send", "-f", out, *args)
            data = out.read_bytes()
            cmds = send.parse(data)
            assert cmds[0].name in ("subvol", "snapshot") and cmds[-1].name == "end"
            assert cmds[0].version == (2 if "v2" in name or name == "compressed" else 1)
            assert dump_lines(cmds) == btrfs_dump(data, tmp_path), name
            seen |= {c.name for c in cmds}
            # a cut stream is refused where it was cut
            for cut in random.Random(name).sample(range(1, len(data)), 20):
                with pytest.raises(send.StreamError) as e:
                    send.parse(data[:cut])
                assert e.value.offset <= cut
    # the streams exercised every command a kernel sends for such trees
    assert {"subvol", "snapshot", "mkfile", "mkdir", "mknod", "mkfifo", "symlink", "rename",
            "link", "unlink", "rmdir", "set_xattr", "remove_xattr", "write", "clone",
            "truncate", "chmod", "chown", "utimes", "update_extent",
            "encoded_write", "end"} <= seen, seen
