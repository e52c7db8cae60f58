"""The jolt filesystem from Python: block devices (jolt_blk: mem, uring,
spdk) and the POSIX-like API of sw/include/jolt/fs.h, by path and by inode.

Every call goes to the C library; errors come back as OSError with the
errno the C call returned (FileNotFoundError, FileExistsError, ...), the
path in its filename, so tests compare errno values with Linux's.
"""
from __future__ import annotations

import dataclasses
import errno as _errno
import os
from typing import Callable, Iterator

from . import ffi, lib

O_RDONLY, O_WRONLY, O_RDWR = lib.JOLT_O_RDONLY, lib.JOLT_O_WRONLY, lib.JOLT_O_RDWR
O_CREAT, O_EXCL, O_TRUNC = lib.JOLT_O_CREAT, lib.JOLT_O_EXCL, lib.JOLT_O_TRUNC
O_APPEND, O_DIRECTORY, O_NOFOLLOW = lib.JOLT_O_APPEND, lib.JOLT_O_DIRECTORY, lib.JOLT_O_NOFOLLOW
S_IFMT, S_IFREG, S_IFDIR, S_IFLNK = lib.JOLT_S_IFMT, lib.JOLT_S_IFREG, lib.JOLT_S_IFDIR, lib.JOLT_S_IFLNK
S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK = lib.JOLT_S_IFIFO, lib.JOLT_S_IFSOCK, lib.JOLT_S_IFCHR, lib.JOLT_S_IFBLK
RENAME_NOREPLACE, RENAME_EXCHANGE = lib.JOLT_RENAME_NOREPLACE, lib.JOLT_RENAME_EXCHANGE
FALLOC_KEEP_SIZE, FALLOC_PUNCH_HOLE = lib.JOLT_FALLOC_KEEP_SIZE, lib.JOLT_FALLOC_PUNCH_HOLE
XATTR_CREATE, XATTR_REPLACE = lib.JOLT_XATTR_CREATE, lib.JOLT_XATTR_REPLACE
UTIME_NOW, UTIME_OMIT = lib.JOLT_UTIME_NOW, lib.JOLT_UTIME_OMIT
AT_SYMLINK_NOFOLLOW = lib.JOLT_AT_SYMLINK_NOFOLLOW
ROOT_INO = lib.JOLT_ROOT_INO
COMMIT_NEVER = lib.JOLT_COMMIT_NEVER
CHECK_TREES, CHECK_NAMESPACE, CHECK_ALL = (lib.JOLT_CHECK_TREES, lib.JOLT_CHECK_NAMESPACE,
                                           lib.JOLT_CHECK_ALL)
SET = {name[len("JOLT_SET_"):].lower(): getattr(lib, name) for name in dir(lib)
       if name.startswith("JOLT_SET_")}


def _err(rc: int, what: str = "", path: str | None = None) -> OSError:
    e = -rc
    return OSError(e, f"{what}: {os.strerror(e)}" if what else os.strerror(e), path)


def _check(rc: int, what: str, path: str | None = None) -> int:
    if rc < 0:
        raise _err(rc, what, path)
    return rc


def _b(s: str | bytes) -> bytes:
    return s.encode() if isinstance(s, str) else s


# ---------------------------------------------------------------- devices

class Device:
    """A jolt_blk device: backend "mem" (RAM, with the crash model),
    "uring" (a file or block device) or "spdk"."""

    def __init__(self, backend: str = "mem", target: str = "", *, size: int = 0,
                 block_size: int = 0, queue_depth: int = 0, config: str | None = None,
                 buffered: bool = False, rdonly: bool = False) -> None:
        o = ffi.new("struct jolt_blk_opts *")
        lib.jolt_blk_opts_default(o)
        o.size = size
        if block_size:
            o.block_size = block_size
        if queue_depth:
            o.queue_depth = queue_depth
        keep = ffi.new("char[]", _b(config)) if config else ffi.NULL
        o.config = keep
        o.flags = (lib.JOLT_BLK_OPEN_BUFFERED if buffered else 0) | \
                  (lib.JOLT_BLK_OPEN_RDONLY if rdonly else 0)
        out = ffi.new("struct jolt_blk **")
        why = ffi.new("char[256]")
        rc = lib.jolt_blk_open(_b(backend), _b(target), o, out, why, 256)
        if rc:
            raise _err(rc, f"open {backend} {target}: {ffi.string(why).decode()}")
        self._b = out[0]
        self.backend = backend
        self.mounted = 0

    @staticmethod
    def available(backend: str) -> bool:
        return bool(lib.jolt_blk_backend_available(_b(backend)))

    @property
    def capacity(self) -> int:
        return lib.jolt_blk_capacity(self._b)

    def close(self) -> None:
        if getattr(self, "_b", None) is not None:
            if self.mounted:
                raise RuntimeError("device still mounted")
            lib.jolt_blk_close(self._b)
            self._b = None

    def __enter__(self) -> "Device":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_b", None) is not None and not self.mounted:
            self.close()

    # mem backend: the crash model (blk.h)
    def now(self) -> int:
        return lib.jolt_blk_mem_now(self._b)

    def flush_points(self) -> list[int]:
        n = lib.jolt_blk_mem_flush_points(self._b, ffi.NULL, 0)
        pts = ffi.new("uint64_t[]", max(1, n))
        lib.jolt_blk_mem_flush_points(self._b, pts, n)
        return [pts[i] for i in range(n)]

    def settle(self) -> None:
        _check(lib.jolt_blk_mem_settle(self._b), "settle")

    def crash_image(self, at: int, seed: int | None = None, apply_pct: int = 40,
                    torn_pct: int = 30) -> bytes:
        """The device as a crash at clock `at` leaves it: durable writes, and
        with a seed, a random subset of the others (some torn)."""
        img = ffi.new("uint8_t[]", self.capacity)
        if seed is None:
            rc = lib.jolt_blk_mem_crash_image(self._b, at, ffi.NULL, ffi.NULL, img, self.capacity)
        else:
            r = ffi.new("struct jolt_blk_mem_random *", {"state": seed, "apply_pct": apply_pct,
                                                         "torn_pct": torn_pct})
            rc = lib.jolt_blk_mem_crash_image(self._b, at, lib.jolt_blk_mem_choose_random, r,
                                              img, self.capacity)
        _check(rc, "crash_image")
        return bytes(ffi.buffer(img, self.capacity))

    def load(self, image: bytes) -> None:
        _check(lib.jolt_blk_mem_load(self._b, image, len(image)), "load")

    def read(self, off: int, length: int) -> bytes:
        buf = ffi.new("uint8_t[]", length)
        _check(lib.jolt_blk_pread(self._b, off, buf, length), "pread")
        return bytes(buf)

    def write(self, off: int, data: bytes) -> None:
        """A durable write of whole blocks (tests that damage images)."""
        buf = lib.jolt_blk_alloc(self._b, len(data))
        try:
            ffi.memmove(buf, data, len(data))
            _check(lib.jolt_blk_io_sync(self._b, lib.JOLT_BLK_WRITE, lib.JOLT_BLK_FUA, off, buf,
                                        len(data)), "write")
        finally:
            lib.jolt_blk_free(self._b, buf)

    def set_fault(self, nth: int = 0, count: int = 0, err: int = -_errno.EIO,
                  ops: tuple[str, ...] = ("write",)) -> None:
        mask = 0
        for op in ops:
            mask |= 1 << {"read": lib.JOLT_BLK_READ, "write": lib.JOLT_BLK_WRITE,
                          "flush": lib.JOLT_BLK_FLUSH}[op]
        f = ffi.new("struct jolt_blk_mem_fault *", {"nth": nth, "count": count, "err": err,
                                                    "op_mask": mask if nth else 0})
        _check(lib.jolt_blk_mem_set_fault(self._b, f), "set_fault")


# ---------------------------------------------------------------- results

@dataclasses.dataclass
class Stat:
    ino: int
    generation: int
    mode: int
    nlink: int
    uid: int
    gid: int
    rdev: int
    size: int
    blocks: int
    blksize: int
    atime: tuple[int, int]
    mtime: tuple[int, int]
    ctime: tuple[int, int]
    btime: tuple[int, int]

    @property
    def type(self) -> int:
        return self.mode & S_IFMT

    @property
    def perm(self) -> int:
        return self.mode & 0o7777


def _stat(st) -> Stat:  # type: ignore[no-untyped-def]
    t = lambda ts: (ts.sec, ts.nsec)  # noqa: E731
    return Stat(st.ino, st.generation, st.mode, st.nlink, st.uid, st.gid, st.rdev, st.size,
                st.blocks, st.blksize, t(st.atime), t(st.mtime), t(st.ctime), t(st.btime))


@dataclasses.dataclass
class Dirent:
    name: str
    ino: int
    type: int      # DT_*
    next: int      # the cookie after this entry


@dataclasses.dataclass
class Parent:
    parent: int
    parent_gen: int
    name: str


@dataclasses.dataclass
class CheckResult:
    problems: int
    tree_problems: int
    ns_problems: int
    messages: list[str]
    counts: dict[str, int]


def _check_result(rc: int, res, msgs: list[str]) -> CheckResult:  # type: ignore[no-untyped-def]
    if rc < 0:
        raise _err(rc, "check")
    fields = [f for f, _ in ffi.typeof("struct jolt_check_result").fields]
    counts = {f: getattr(res, f) for f in fields}
    return CheckResult(res.problems, res.tree_problems, res.ns_problems, msgs, counts)


def _reporter(msgs: list[str]):  # type: ignore[no-untyped-def]
    @ffi.callback("void(void *, const char *)")
    def report(_ctx, msg):  # type: ignore[no-untyped-def]
        msgs.append(ffi.string(msg).decode(errors="replace"))
    return report


def check_dev(dev: Device, flags: int = CHECK_ALL) -> CheckResult:
    """fsck of an unmounted device (both levels by default)."""
    msgs: list[str] = []
    cb = _reporter(msgs)
    res = ffi.new("struct jolt_check_result *")
    rc = lib.jolt_check_dev(dev._b, flags, cb, ffi.NULL, res)
    return _check_result(rc, res, msgs)


def mkfs(dev: Device, *, parent_ptrs: bool = True, nodesize: int = 0, sectorsize: int = 0,
         journal_bytes: int = 0, total_bytes: int = 0, label: str | None = None,
         root_mode: int = 0o755, root_uid: int = 0, root_gid: int = 0,
         mmp_interval: int = 0) -> None:
    o = ffi.new("struct jolt_mkfs_opts *")
    lib.jolt_mkfs_opts_default(o)
    o.parent_ptrs = 1 if parent_ptrs else 0
    o.nodesize, o.sectorsize = nodesize, sectorsize
    o.journal_bytes, o.total_bytes = journal_bytes, total_bytes
    o.root_mode, o.root_uid, o.root_gid = root_mode, root_uid, root_gid
    o.mmp_interval = mmp_interval
    keep = ffi.new("char[]", _b(label)) if label else ffi.NULL
    o.label = keep
    why = ffi.new("char[256]")
    rc = lib.jolt_mkfs(dev._b, o, why, 256)
    if rc:
        raise _err(rc, f"mkfs: {ffi.string(why).decode()}")


# ---------------------------------------------------------------- files

class File:
    """An open file or directory (jolt_file)."""

    def __init__(self, fs: "FS", handle, path: str | None) -> None:  # type: ignore[no-untyped-def]
        self.fs = fs
        self._f = handle
        self.path = path
        fs._files.add(self)

    @property
    def ino(self) -> int:
        return lib.jolt_file_ino(self._f)

    def close(self) -> None:
        if self._f is not None:
            f, self._f = self._f, None
            self.fs._files.discard(self)
            _check(lib.jolt_close(f), "close", self.path)

    def __enter__(self) -> "File":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def pread(self, n: int, off: int) -> bytes:
        buf = ffi.new("uint8_t[]", max(1, n))
        got = _check(lib.jolt_pread(self._f, buf, n, off), "pread", self.path)
        return bytes(ffi.buffer(buf, got))

    def pwrite(self, data: bytes, off: int) -> int:
        return _check(lib.jolt_pwrite(self._f, data, len(data), off), "pwrite", self.path)

    def read(self, n: int = -1) -> bytes:
        if n < 0:
            n = max(0, self.stat().size - self.tell())
        buf = ffi.new("uint8_t[]", max(1, n))
        got = _check(lib.jolt_read(self._f, buf, n), "read", self.path)
        return bytes(ffi.buffer(buf, got))

    def write(self, data: bytes) -> int:
        return _check(lib.jolt_write(self._f, data, len(data)), "write", self.path)

    def seek(self, off: int, whence: int = 0) -> int:
        return _check(lib.jolt_lseek(self._f, off, whence), "lseek", self.path)

    def tell(self) -> int:
        return self.seek(0, 1)

    def truncate(self, size: int) -> None:
        _check(lib.jolt_ftruncate(self._f, size), "ftruncate", self.path)

    def fallocate(self, mode: int, off: int, length: int) -> None:
        _check(lib.jolt_fallocate(self._f, mode, off, length), "fallocate", self.path)

    def stat(self) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_fstat(self._f, st), "fstat", self.path)
        return _stat(st)

    def fsync(self, datasync: bool = False) -> None:
        _check(lib.jolt_fsync(self._f, 1 if datasync else 0), "fsync", self.path)


# ---------------------------------------------------------------- the filesystem

class FS:
    """A mounted jolt filesystem (jolt_fs). commit_interval_ms=None: commit
    only on sync, fsync and unmount (tests); thread=False: no commit thread."""

    def __init__(self, dev: Device, *, rdonly: bool = False, commit_interval_ms: int | None = None,
                 cache_bytes: int = 0, max_inline: int = 0, uid: int = 0, gid: int = 0,
                 thread: bool = True, fsync_mode: int = 0, rename_log: int = 0, relog: int = 0,
                 pptr_log: int = 0, whiteouts: int = 0, engine: str | None = None) -> None:
        o = ffi.new("struct jolt_mount_opts *")
        lib.jolt_mount_opts_default(o)
        engine_name = ffi.new("char[]", _b(engine)) if engine else ffi.NULL  # (alive until mounted)
        o.engine = engine_name
        o.cache_bytes = cache_bytes
        o.commit_interval_ms = COMMIT_NEVER if commit_interval_ms is None else commit_interval_ms
        o.flags = ((lib.JOLT_MOUNT_RDONLY if rdonly else 0)
                   | (0 if thread else lib.JOLT_MOUNT_NO_THREAD))
        o.max_inline, o.uid, o.gid = max_inline, uid, gid
        # fsync through the journal: each switch's 0 is the default (fs.h, docs/journal.md 9)
        o.fsync_mode, o.rename_log, o.relog = fsync_mode, rename_log, relog
        o.pptr_log, o.whiteouts = pptr_log, whiteouts
        out = ffi.new("struct jolt_fs **")
        why = ffi.new("char[512]")
        rc = lib.jolt_mount(dev._b, o, out, why, 512)
        if rc:
            raise _err(rc, f"mount: {ffi.string(why).decode()}")
        self._fs = out[0]
        self._engine_name = engine_name
        self.dev = dev
        dev.mounted += 1
        self._files: set[File] = set()

    def unmount(self) -> None:
        if getattr(self, "_fs", None) is None:
            return
        for f in list(self._files):
            f._f = None       # unmount closes them
        self._files.clear()
        for v in list(getattr(self, "_views", ())):
            v._fs = None      # and the subvolume views
        fs, self._fs = self._fs, None
        self.dev.mounted -= 1
        _check(lib.jolt_unmount(fs), "unmount")

    def __enter__(self) -> "FS":
        return self

    def __exit__(self, *exc: object) -> None:
        self.unmount()

    def __del__(self) -> None:
        try:
            self.unmount()
        except OSError:
            pass

    # ---- whole filesystem
    def sync(self) -> None:
        _check(lib.jolt_sync(self._fs), "sync")

    def statfs(self) -> dict[str, int]:
        st = ffi.new("struct jolt_statfs *")
        _check(lib.jolt_statfs(self._fs, st), "statfs")
        return {f: getattr(st, f) for f, _ in ffi.typeof("struct jolt_statfs").fields}

    def fsync_counters(self) -> dict[str, int]:
        """What fsync put through the journal since mount (jolt_fsync_counters)."""
        c = ffi.new("struct jolt_fsync_counters *")
        lib.jolt_fsync_counters(self._fs, c)
        return {f: getattr(c, f) for f, _ in ffi.typeof("struct jolt_fsync_counters").fields}

    def lock_counters(self) -> dict[str, dict[str, int]]:
        """Each lock class's counters since mount (jolt_lock_counters: acquisitions,
        contended, wait_ns, hold_ns), by its name, and "elapsed_ns"."""
        c = ffi.new("struct jolt_lock_counters *")
        lib.jolt_lock_counters(self._fs, c)
        out: dict = {"elapsed_ns": c.elapsed_ns}
        fields = [f for f, _ in ffi.typeof("struct jolt_lock_stat").fields]
        for i in range(lib.JOLT_LOCK_CLASSES):
            name = ffi.string(lib.jolt_lock_class_name(i)).decode()
            out[name] = {f: getattr(c.cls[i], f) for f in fields}
        return out

    def counters(self) -> dict[str, int]:
        c = ffi.new("struct jolt_fs_counters *")
        lib.jolt_fs_counters(self._fs, c)
        return {f: getattr(c, f) for f, _ in ffi.typeof("struct jolt_fs_counters").fields}

    def errmsg(self) -> str:
        return ffi.string(lib.jolt_errmsg(self._fs)).decode()

    def check(self, flags: int = CHECK_ALL) -> CheckResult:
        msgs: list[str] = []
        cb = _reporter(msgs)
        res = ffi.new("struct jolt_check_result *")
        rc = lib.jolt_check(self._fs, flags, cb, ffi.NULL, res)
        return _check_result(rc, res, msgs)

    # ---- by path
    def stat(self, path: str) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_stat(self._fs, _b(path), st), "stat", path)
        return _stat(st)

    def lstat(self, path: str) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_lstat(self._fs, _b(path), st), "lstat", path)
        return _stat(st)

    def exists(self, path: str) -> bool:
        try:
            self.lstat(path)
            return True
        except FileNotFoundError:
            return False

    def mkdir(self, path: str, mode: int = 0o755) -> None:
        _check(lib.jolt_mkdir(self._fs, _b(path), mode), "mkdir", path)

    def mknod(self, path: str, mode: int, rdev: int = 0) -> None:
        _check(lib.jolt_mknod(self._fs, _b(path), mode, rdev), "mknod", path)

    def rmdir(self, path: str) -> None:
        _check(lib.jolt_rmdir(self._fs, _b(path)), "rmdir", path)

    def unlink(self, path: str) -> None:
        _check(lib.jolt_unlink(self._fs, _b(path)), "unlink", path)

    def link(self, old: str, new: str) -> None:
        _check(lib.jolt_link(self._fs, _b(old), _b(new)), "link", new)

    def symlink(self, target: str, path: str) -> None:
        _check(lib.jolt_symlink(self._fs, _b(target), _b(path)), "symlink", path)

    def readlink(self, path: str) -> str:
        buf = ffi.new("char[]", 4096)
        n = _check(lib.jolt_readlink(self._fs, _b(path), buf, 4096), "readlink", path)
        return ffi.buffer(buf, n)[:].decode()

    def rename(self, old: str, new: str, flags: int = 0) -> None:
        _check(lib.jolt_rename(self._fs, _b(old), _b(new), flags), "rename", old)

    def truncate(self, path: str, size: int) -> None:
        _check(lib.jolt_truncate(self._fs, _b(path), size), "truncate", path)

    def utimens(self, path: str, atime: tuple[int, int] | None = None,
                mtime: tuple[int, int] | None = None, follow: bool = True) -> None:
        """None for both: now; (sec, UTIME_OMIT) leaves one alone."""
        if atime is None and mtime is None:
            t = ffi.NULL
        else:
            t = ffi.new("struct jolt_timespec[2]")
            for i, v in enumerate((atime, mtime)):
                t[i].sec, t[i].nsec = v if v is not None else (0, UTIME_OMIT)
        _check(lib.jolt_utimens(self._fs, _b(path), t, 0 if follow else AT_SYMLINK_NOFOLLOW),
               "utimens", path)

    def chmod(self, path: str, mode: int) -> None:
        _check(lib.jolt_chmod(self._fs, _b(path), mode), "chmod", path)

    def chown(self, path: str, uid: int = -1, gid: int = -1, follow: bool = True) -> None:
        _check(lib.jolt_chown(self._fs, _b(path), uid & 0xffffffff, gid & 0xffffffff,
                              0 if follow else AT_SYMLINK_NOFOLLOW), "chown", path)

    def path_ino(self, path: str, follow: bool = False) -> int:
        ino = ffi.new("uint64_t *")
        _check(lib.jolt_path_ino(self._fs, _b(path), 1 if follow else 0, ino), "lookup", path)
        return ino[0]

    def _readdir(self, call: Callable[[int, object, int], int], what: str,
                 cookie: int = 0) -> Iterator[Dirent]:
        ents = ffi.new("struct jolt_dirent[]", 64)
        while True:
            n = _check(call(cookie, ents, 64), "readdir", what)
            if n == 0:
                return
            for i in range(n):
                e = ents[i]
                yield Dirent(ffi.string(e.name).decode(errors="surrogateescape"), e.ino, e.type,
                             e.next)
                cookie = e.next

    def readdir(self, path: str, cookie: int = 0) -> Iterator[Dirent]:
        return self._readdir(lambda c, e, m: lib.jolt_readdir(self._fs, _b(path), c, e, m), path,
                             cookie)

    def listdir(self, path: str) -> list[str]:
        return [e.name for e in self.readdir(path) if e.name not in (".", "..")]

    def setxattr(self, path: str, name: str, value: bytes, flags: int = 0) -> None:
        _check(lib.jolt_setxattr(self._fs, _b(path), _b(name), value, len(value), flags),
               "setxattr", path)

    def getxattr(self, path: str, name: str) -> bytes:
        n = _check(lib.jolt_getxattr(self._fs, _b(path), _b(name), ffi.NULL, 0), "getxattr", path)
        buf = ffi.new("uint8_t[]", max(1, n))
        n = _check(lib.jolt_getxattr(self._fs, _b(path), _b(name), buf, max(1, n)), "getxattr",
                   path)
        return bytes(ffi.buffer(buf, n))

    def listxattr(self, path: str) -> list[str]:
        n = _check(lib.jolt_listxattr(self._fs, _b(path), ffi.NULL, 0), "listxattr", path)
        buf = ffi.new("char[]", max(1, n))
        n = _check(lib.jolt_listxattr(self._fs, _b(path), buf, max(1, n)), "listxattr", path)
        return [s.decode() for s in ffi.buffer(buf, n)[:].split(b"\0") if s]

    def removexattr(self, path: str, name: str) -> None:
        _check(lib.jolt_removexattr(self._fs, _b(path), _b(name)), "removexattr", path)

    def open(self, path: str, flags: int = O_RDONLY, mode: int = 0o644) -> File:
        out = ffi.new("struct jolt_file **")
        _check(lib.jolt_open(self._fs, _b(path), flags, mode, out), "open", path)
        return File(self, out[0], path)

    def create(self, path: str, mode: int = 0o644) -> File:
        return self.open(path, O_CREAT | O_WRONLY | O_TRUNC, mode)

    def write_file(self, path: str, data: bytes, mode: int = 0o644) -> None:
        with self.open(path, O_CREAT | O_WRONLY | O_TRUNC, mode) as f:
            if data:
                f.pwrite(data, 0)

    def read_file(self, path: str) -> bytes:
        with self.open(path, O_RDONLY) as f:
            return f.pread(f.stat().size, 0)

    # ---- by inode (FUSE low-level)
    def ll_lookup(self, parent: int, name: str) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_lookup(self._fs, parent, _b(name), st), "lookup", name)
        return _stat(st)

    def ll_forget(self, ino: int, nlookup: int = 1) -> None:
        lib.jolt_ll_forget(self._fs, ino, nlookup)

    def ll_getattr(self, ino: int) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_getattr(self._fs, ino, st), "getattr")
        return _stat(st)

    def ll_setattr(self, ino: int, **attrs: int | tuple[int, int]) -> Stat:
        """Keywords: mode, uid, gid, size, atime, mtime, ctime (sec, nsec),
        atime_now, mtime_now (True)."""
        a = ffi.new("struct jolt_stat *")
        to_set = 0
        for k, v in attrs.items():
            to_set |= SET[k]
            if k in ("atime", "mtime", "ctime"):
                getattr(a, k).sec, getattr(a, k).nsec = v  # type: ignore[misc]
            elif not k.endswith("_now"):
                setattr(a, k, v)
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_setattr(self._fs, ino, a, to_set, st), "setattr")
        return _stat(st)

    @staticmethod
    def _cred(cred: tuple[int, int] | None):  # type: ignore[no-untyped-def]
        return ffi.new("struct jolt_cred *", cred) if cred else ffi.NULL

    def ll_mknod(self, parent: int, name: str, mode: int, rdev: int = 0,
                 cred: tuple[int, int] | None = None) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_mknod(self._fs, parent, _b(name), mode, rdev, self._cred(cred), st),
               "mknod", name)
        return _stat(st)

    def ll_mkdir(self, parent: int, name: str, mode: int = 0o755,
                 cred: tuple[int, int] | None = None) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_mkdir(self._fs, parent, _b(name), mode, self._cred(cred), st),
               "mkdir", name)
        return _stat(st)

    def ll_symlink(self, target: str, parent: int, name: str,
                   cred: tuple[int, int] | None = None) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_symlink(self._fs, _b(target), parent, _b(name), self._cred(cred), st),
               "symlink", name)
        return _stat(st)

    def ll_link(self, ino: int, parent: int, name: str) -> Stat:
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_link(self._fs, ino, parent, _b(name), st), "link", name)
        return _stat(st)

    def ll_unlink(self, parent: int, name: str) -> None:
        _check(lib.jolt_ll_unlink(self._fs, parent, _b(name)), "unlink", name)

    def ll_rmdir(self, parent: int, name: str) -> None:
        _check(lib.jolt_ll_rmdir(self._fs, parent, _b(name)), "rmdir", name)

    def ll_rename(self, parent: int, name: str, newparent: int, newname: str,
                  flags: int = 0) -> None:
        _check(lib.jolt_ll_rename(self._fs, parent, _b(name), newparent, _b(newname), flags),
               "rename", name)

    def ll_readlink(self, ino: int) -> str:
        buf = ffi.new("char[]", 4096)
        n = _check(lib.jolt_ll_readlink(self._fs, ino, buf, 4096), "readlink")
        return ffi.buffer(buf, n)[:].decode()

    def ll_open(self, ino: int, flags: int = O_RDONLY) -> File:
        out = ffi.new("struct jolt_file **")
        _check(lib.jolt_ll_open(self._fs, ino, flags, out), "open")
        return File(self, out[0], None)

    def ll_create(self, parent: int, name: str, mode: int = 0o644, flags: int = O_RDWR,
                  cred: tuple[int, int] | None = None) -> tuple[File, Stat]:
        out = ffi.new("struct jolt_file **")
        st = ffi.new("struct jolt_stat *")
        _check(lib.jolt_ll_create(self._fs, parent, _b(name), mode, flags, self._cred(cred), out,
                                  st), "create", name)
        return File(self, out[0], name), _stat(st)

    def ll_readdir(self, ino: int, cookie: int = 0) -> Iterator[Dirent]:
        return self._readdir(lambda c, e, m: lib.jolt_ll_readdir(self._fs, ino, c, e, m),
                             str(ino), cookie)

    def ll_setxattr(self, ino: int, name: str, value: bytes, flags: int = 0) -> None:
        _check(lib.jolt_ll_setxattr(self._fs, ino, _b(name), value, len(value), flags),
               "setxattr")

    def ll_getxattr(self, ino: int, name: str) -> bytes:
        n = _check(lib.jolt_ll_getxattr(self._fs, ino, _b(name), ffi.NULL, 0), "getxattr")
        buf = ffi.new("uint8_t[]", max(1, n))
        n = _check(lib.jolt_ll_getxattr(self._fs, ino, _b(name), buf, max(1, n)), "getxattr")
        return bytes(ffi.buffer(buf, n))

    def ll_listxattr(self, ino: int) -> list[str]:
        n = _check(lib.jolt_ll_listxattr(self._fs, ino, ffi.NULL, 0), "listxattr")
        buf = ffi.new("char[]", max(1, n))
        n = _check(lib.jolt_ll_listxattr(self._fs, ino, buf, max(1, n)), "listxattr")
        return [s.decode() for s in ffi.buffer(buf, n)[:].split(b"\0") if s]

    def ll_removexattr(self, ino: int, name: str) -> None:
        _check(lib.jolt_ll_removexattr(self._fs, ino, _b(name)), "removexattr")

    def ll_fsync(self, ino: int, datasync: bool = False) -> None:
        _check(lib.jolt_ll_fsync(self._fs, ino, 1 if datasync else 0), "fsync")

    # ---- parent pointers
    def parents(self, ino: int) -> list[Parent]:
        n = _check(lib.jolt_ll_parents(self._fs, ino, ffi.NULL, 0), "parents")
        out = ffi.new("struct jolt_parent[]", max(1, n))
        n = _check(lib.jolt_ll_parents(self._fs, ino, out, n), "parents")
        return [Parent(out[i].parent, out[i].parent_gen, ffi.string(out[i].name).decode())
                for i in range(n)]

    def paths(self, ino: int) -> list[str]:
        """Every path of the inode from its parent pointers alone."""
        n = _check(lib.jolt_ll_paths(self._fs, ino, ffi.NULL, 0), "paths")
        buf = ffi.new("char[]", max(1, n))
        n = _check(lib.jolt_ll_paths(self._fs, ino, buf, n), "paths")
        return [s.decode() for s in ffi.buffer(buf, n)[:].split(b"\0") if s]

    # ---- subvolumes, snapshots, send and receive (jolt/subvol.h)
    def subvolume_create(self, name: str) -> int:
        """A new empty subvolume; its tree id."""
        out = ffi.new("uint64_t *")
        _check(lib.jolt_subvol_create(self._fs, _b(name), out), "subvolume create", name)
        return out[0]

    def snapshot(self, src: str, name: str, readonly: bool = True) -> int:
        """A snapshot of subvolume src ("/" or a name) named name; its tree id."""
        out = ffi.new("uint64_t *")
        _check(lib.jolt_subvol_snapshot(self._fs, _b(src), _b(name),
                                        lib.JOLT_SUBVOL_RDONLY if readonly else 0, out),
               "snapshot", name)
        return out[0]

    def subvolume_delete(self, name: str) -> None:
        _check(lib.jolt_subvol_delete(self._fs, _b(name)), "subvolume delete", name)

    def subvolumes(self) -> list[Subvol]:
        """Every subvolume, "/" first then by id."""
        n = _check(lib.jolt_subvol_list(self._fs, ffi.NULL, 0), "subvolume list")
        out = ffi.new("struct jolt_subvol_info[]", max(1, n))
        n = min(n, _check(lib.jolt_subvol_list(self._fs, out, n), "subvolume list"))
        return [_subvol(out[i]) for i in range(n)]

    def subvolume(self, name: str) -> Subvol:
        out = ffi.new("struct jolt_subvol_info *")
        _check(lib.jolt_subvol_get(self._fs, _b(name), out), "subvolume", name)
        return _subvol(out)

    def subvolume_set(self, name: str, readonly: bool) -> None:
        _check(lib.jolt_subvol_set(self._fs, _b(name), lib.JOLT_SUBVOL_RDONLY if readonly else 0,
                                   ffi.NULL, 0), "subvolume set", name)

    def open_subvolume(self, name: str) -> "SubvolView":
        """The subvolume's files through every call of this class (read-only
        snapshots raise EROFS on changes); close it before deleting it."""
        out = ffi.new("struct jolt_fs **")
        _check(lib.jolt_subvol_open(self._fs, _b(name), out), "subvolume open", name)
        v = SubvolView(self, out[0])
        if not hasattr(self, "_views"):
            self._views: set[SubvolView] = set()
        self._views.add(v)
        return v

    def send(self, snap: str, parent: str | None = None, *, utimes_cache: int = 64,
             name_cache: int = 256) -> tuple[bytes, dict[str, int]]:
        """Read-only snapshot snap as a btrfs send stream (incremental from
        parent), with the send's counters (struct jolt_send_result). A cache
        of 0 entries is off."""
        fd = os.memfd_create("jolt-send")
        try:
            o = ffi.new("struct jolt_send_opts *")
            keep = ffi.new("char[]", _b(parent)) if parent is not None else ffi.NULL
            o.parent = keep
            o.fd, o.utimes_cache, o.name_cache = fd, utimes_cache, name_cache
            res = ffi.new("struct jolt_send_result *")
            why = ffi.new("char[512]")
            rc = lib.jolt_send(self._fs, _b(snap), o, res, why, 512)
            if rc:
                raise _err(rc, f"send: {ffi.string(why).decode()}", snap)
            stream = os.pread(fd, os.fstat(fd).st_size, 0)
        finally:
            os.close(fd)
        return stream, {f: getattr(res, f) for f, _ in ffi.typeof("struct jolt_send_result").fields}

    def receive(self, stream: bytes) -> None:
        """Applies send stream(s); a bad one raises OSError (EBADMSG, with the
        offset and reason) and leaves no subvolume behind."""
        why = ffi.new("char[512]")
        rc = lib.jolt_receive(self._fs, stream, len(stream), why, 512)
        if rc:
            raise _err(rc, f"receive: {ffi.string(why).decode()}")


class SubvolView(FS):
    """A view of a subvolume (FS.open_subvolume): the FS calls on its tree."""

    def __init__(self, mount: FS, view) -> None:  # type: ignore[no-untyped-def]
        self._fs = view
        self.dev = mount.dev
        self.mount = mount
        self._files = set()

    def unmount(self) -> None:
        self.close()

    def close(self) -> None:
        if getattr(self, "_fs", None) is None:
            return
        for f in list(self._files):
            f.close()
        self._files.clear()
        view, self._fs = self._fs, None
        getattr(self.mount, "_views", set()).discard(self)
        _check(lib.jolt_subvol_close(view), "subvolume close")

    def __enter__(self) -> "SubvolView":
        return self


@dataclasses.dataclass
class Subvol:
    id: int
    name: str
    readonly: bool
    generation: int
    otransid: int
    ctransid: int
    uuid: bytes
    parent_uuid: bytes
    received_uuid: bytes


def _subvol(si) -> Subvol:  # type: ignore[no-untyped-def]
    return Subvol(si.id, ffi.string(si.name).decode(), bool(si.flags & lib.JOLT_SUBVOL_RDONLY),
                  si.generation, si.otransid, si.ctransid, bytes(si.uuid), bytes(si.parent_uuid),
                  bytes(si.received_uuid))
