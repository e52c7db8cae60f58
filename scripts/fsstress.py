#!/usr/bin/env python3
"""An fsstress-style random workload on any mounted filesystem, with a model.

Threads run random operations of every kind (create, write, append,
overwrite, truncate, fallocate, punch, read, mkdir, rmdir, unlink, unlink
while open, rename and rename with RENAME_NOREPLACE / RENAME_EXCHANGE,
link, symlink, setxattr, removexattr, chmod, utimes, readdir, stat, fsync,
fdatasync, fsync of a directory) each in its own directory tree, which it
mirrors in an in-memory model: every result (data read back, errors,
listings, sizes) is checked against the model as it goes. At the end the
model is written as JSON; `fsstress.py verify ROOT MODEL` compares a tree
with it exactly (after an unmount, fsck and remount, say): every path, its
type, mode, size, data, xattrs, symlink target, and which paths are hard
links of one inode.

    fsstress.py run ROOT --threads 4 --seconds 60 --seed 1 --model model.json
    fsstress.py verify ROOT model.json
"""
from __future__ import annotations

import argparse
import ctypes
import errno
import hashlib
import json
import os
import random
import stat
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

_libc = ctypes.CDLL(None, use_errno=True)
_libc.renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                            ctypes.c_uint]
_libc.fallocate.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_long, ctypes.c_long]
AT_FDCWD = -100
RENAME_NOREPLACE, RENAME_EXCHANGE = 1, 2
FALLOC_FL_KEEP_SIZE, FALLOC_FL_PUNCH_HOLE = 1, 2
MAX_FILE = 192 * 1024


def renameat2(old: str, new: str, flags: int) -> None:
    if _libc.renameat2(AT_FDCWD, old.encode(), AT_FDCWD, new.encode(), flags) != 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e), old)


def fallocate(fd: int, mode: int, off: int, length: int) -> None:
    if _libc.fallocate(fd, mode, off, length) != 0:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e))


@dataclass
class File:
    """An inode of the model: several paths may name one (hard links)."""
    data: bytearray = field(default_factory=bytearray)
    mode: int = 0o644
    xattrs: dict = field(default_factory=dict)


@dataclass
class Dir:
    mode: int = 0o755
    xattrs: dict = field(default_factory=dict)


@dataclass
class Link:
    target: str


class Mismatch(Exception):
    pass


class Worker:
    """One thread's tree (ROOT/tN) and its model: relative path -> node."""

    def __init__(self, root: str, idx: int, seed: int, xattr_max: int = 3000) -> None:
        self.xattr_max = xattr_max
        self.base = os.path.join(root, f"t{idx}")
        self.rng = random.Random(seed * 1000 + idx)
        self.model: dict[str, object] = {"": Dir()}
        self.ops = 0
        self.counts: dict[str, int] = {}
        self.serial = 0
        os.mkdir(self.base)

    # ---- helpers ----
    def p(self, rel: str) -> str:
        return os.path.join(self.base, rel) if rel else self.base

    def new_name(self) -> str:
        self.serial += 1
        return f"n{self.serial}" + self.rng.choice(["", "-x", ".txt", "_long" * 8])

    def dirs(self) -> list[str]:
        return [k for k, v in self.model.items() if isinstance(v, Dir)]

    def files(self) -> list[str]:
        return [k for k, v in self.model.items() if isinstance(v, File)]

    def entries(self) -> list[str]:
        return [k for k in self.model if k]

    def child(self, d: str) -> str:
        return f"{d}/{self.new_name()}" if d else self.new_name()

    def some(self, xs: list[str]) -> Optional[str]:
        return self.rng.choice(xs) if xs else None

    def payload(self, n: int) -> bytes:
        return self.rng.randbytes(n)

    def expect(self, what: str, got: object, want: object) -> None:
        if got != want:
            g, w = repr(got)[:200], repr(want)[:200]
            raise Mismatch(f"{self.base}: {what}: got {g}, model says {w}")

    def expect_err(self, what: str, fn: Callable[[], object], err: int) -> None:
        try:
            fn()
        except OSError as e:
            self.expect(f"{what}: errno", errno.errorcode.get(e.errno, e.errno),
                        errno.errorcode[err])
            return
        raise Mismatch(f"{self.base}: {what}: succeeded, model says {errno.errorcode[err]}")

    def children(self, d: str) -> list[str]:
        pre = d + "/" if d else ""
        return [k for k in self.model if k and k.startswith(pre) and "/" not in k[len(pre):]]

    def move(self, old: str, new: str) -> None:
        """The model's rename of old (and everything under it) to new."""
        moved = {}
        for k in list(self.model):
            if k == old or k.startswith(old + "/"):
                moved[new + k[len(old):]] = self.model.pop(k)
        self.model.update(moved)

    # ---- operations ----
    def op_create(self) -> None:
        d = self.some(self.dirs())
        path = self.child(d)
        data = self.payload(self.rng.choice([0, 1, 100, 2000, 5000, 70000]))
        fd = os.open(self.p(path), os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        os.write(fd, data)
        if self.rng.random() < 0.3:
            os.fsync(fd)
        os.close(fd)
        self.model[path] = File(bytearray(data))

    def op_write(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        m = self.model[f]
        off = self.rng.randrange(0, min(len(m.data) + 4096, MAX_FILE))
        data = self.payload(self.rng.choice([1, 17, 4096, 9000]))
        if off + len(data) > MAX_FILE:
            return
        fd = os.open(self.p(f), os.O_WRONLY)
        os.pwrite(fd, data, off)
        os.close(fd)
        if off > len(m.data):
            m.data.extend(bytes(off - len(m.data)))
        m.data[off:off + len(data)] = data

    def op_append(self) -> None:
        f = self.some(self.files())
        if f is None or len(self.model[f].data) > MAX_FILE - 9000:
            return
        data = self.payload(self.rng.randrange(1, 9000))
        fd = os.open(self.p(f), os.O_WRONLY | os.O_APPEND)
        os.write(fd, data)
        os.close(fd)
        self.model[f].data.extend(data)

    def op_truncate(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        m = self.model[f]
        size = self.rng.randrange(0, min(len(m.data) * 2 + 10, MAX_FILE))
        os.truncate(self.p(f), size)
        if size < len(m.data):
            del m.data[size:]
        else:
            m.data.extend(bytes(size - len(m.data)))

    def op_fallocate(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        m = self.model[f]
        fd = os.open(self.p(f), os.O_RDWR)
        try:
            off = self.rng.randrange(0, MAX_FILE // 2)
            length = self.rng.randrange(1, MAX_FILE // 2)
            kind = self.rng.choice(["grow", "keep", "punch"])
            if kind == "punch":
                fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off, length)
                end = min(off + length, len(m.data))
                if off < end:
                    m.data[off:end] = bytes(end - off)
            else:
                fallocate(fd, FALLOC_FL_KEEP_SIZE if kind == "keep" else 0, off, length)
                if kind == "grow" and off + length > len(m.data):
                    m.data.extend(bytes(off + length - len(m.data)))
        finally:
            os.close(fd)

    def op_read(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        with open(self.p(f), "rb") as fh:
            self.expect(f"read {f}", hashlib.sha1(fh.read()).hexdigest(),
                        hashlib.sha1(self.model[f].data).hexdigest())

    def op_stat(self) -> None:
        e = self.some(self.entries())
        if e is None:
            return
        st = os.lstat(self.p(e))
        m = self.model[e]
        if isinstance(m, File):
            self.expect(f"size {e}", st.st_size, len(m.data))
            self.expect(f"mode {e}", st.st_mode & 0o7777, m.mode)
            self.expect(f"nlink {e}", st.st_nlink,
                        sum(1 for v in self.model.values() if v is m))
        elif isinstance(m, Link):
            self.expect(f"readlink {e}", os.readlink(self.p(e)), m.target)

    def op_mkdir(self) -> None:
        d = self.some(self.dirs())
        path = self.child(d)
        os.mkdir(self.p(path), 0o755)
        self.model[path] = Dir()

    def op_rmdir(self) -> None:
        d = self.some([x for x in self.dirs() if x])
        if d is None:
            return
        if self.children(d):
            self.expect_err(f"rmdir {d}", lambda: os.rmdir(self.p(d)), errno.ENOTEMPTY)
            return
        os.rmdir(self.p(d))
        del self.model[d]

    def op_unlink(self) -> None:
        e = self.some([k for k in self.entries() if not isinstance(self.model[k], Dir)])
        if e is None:
            return
        os.unlink(self.p(e))
        del self.model[e]

    def op_unlink_open(self) -> None:
        """An open file outlives its last name: writes and reads still work."""
        d = self.some(self.dirs())
        path = self.child(d)
        fd = os.open(self.p(path), os.O_CREAT | os.O_RDWR, 0o600)
        os.unlink(self.p(path))
        data = self.payload(5000)
        os.pwrite(fd, data, 0)
        self.expect("read after unlink", os.pread(fd, 6000, 0), data)
        os.close(fd)
        self.expect("name after unlink", os.path.lexists(self.p(path)), False)

    def op_rename(self) -> None:
        e = self.some(self.entries())
        if e is None:
            return
        d = self.some([x for x in self.dirs() if x != e and not x.startswith(e + "/")])
        flags = self.rng.choice([0, 0, RENAME_NOREPLACE, RENAME_EXCHANGE])
        target = self.some([k for k in self.children(d)]) if self.rng.random() < 0.5 else None
        new = target or self.child(d)
        if new == e or new.startswith(e + "/") or e.startswith(new + "/"):
            return
        src, dst = self.model[e], self.model.get(new)
        if flags == RENAME_EXCHANGE:
            if dst is None:
                self.expect_err("exchange with nothing", lambda: renameat2(
                    self.p(e), self.p(new), flags), errno.ENOENT)
                return
            renameat2(self.p(e), self.p(new), flags)
            self.move(e, "\0tmp")
            self.move(new, e)
            self.move("\0tmp", new)
            return
        if dst is not None and flags == RENAME_NOREPLACE:
            self.expect_err("rename noreplace", lambda: renameat2(
                self.p(e), self.p(new), flags), errno.EEXIST)
            return
        if dst is not None:
            if isinstance(src, Dir) != isinstance(dst, Dir):
                err = errno.EISDIR if isinstance(dst, Dir) else errno.ENOTDIR
                self.expect_err("rename over other type", lambda: renameat2(
                    self.p(e), self.p(new), flags), err)
                return
            if isinstance(dst, Dir) and self.children(new):
                self.expect_err("rename over full dir", lambda: renameat2(
                    self.p(e), self.p(new), flags), errno.ENOTEMPTY)
                return
            if dst is src:   # two links of one inode: POSIX says nothing happens
                renameat2(self.p(e), self.p(new), flags)
                return
        renameat2(self.p(e), self.p(new), flags)
        if dst is not None:
            del self.model[new]
        self.move(e, new)

    def op_link(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        path = self.child(self.some(self.dirs()))
        os.link(self.p(f), self.p(path))
        self.model[path] = self.model[f]

    def op_symlink(self) -> None:
        path = self.child(self.some(self.dirs()))
        target = self.rng.choice(["../x", "/abs/dangling", "a" * 300, self.new_name()])
        os.symlink(target, self.p(path))
        self.model[path] = Link(target)

    def op_setxattr(self) -> None:
        e = self.some([k for k in self.model if not isinstance(self.model[k], Link)])
        m = self.model[e]
        name = f"user.k{self.rng.randrange(6)}"
        value = self.payload(min(self.xattr_max, self.rng.choice([0, 5, 100, 300, 3000])))
        os.setxattr(self.p(e), name, value)
        m.xattrs[name] = value

    def op_removexattr(self) -> None:
        e = self.some([k for k in self.model if not isinstance(self.model[k], Link)])
        m = self.model[e]
        name = f"user.k{self.rng.randrange(6)}"
        if name not in m.xattrs:
            self.expect_err("removexattr missing", lambda: os.removexattr(self.p(e), name),
                            errno.ENODATA)
            return
        os.removexattr(self.p(e), name)
        del m.xattrs[name]

    def op_getxattr(self) -> None:
        e = self.some([k for k in self.model if not isinstance(self.model[k], Link)])
        m = self.model[e]
        self.expect(f"listxattr {e}", sorted(os.listxattr(self.p(e))), sorted(m.xattrs))
        for k, v in m.xattrs.items():
            self.expect(f"getxattr {e} {k}", os.getxattr(self.p(e), k), v)

    def op_chmod(self) -> None:
        e = self.some([k for k in self.model if not isinstance(self.model[k], Link)])
        mode = self.rng.choice([0o600, 0o644, 0o755, 0o700, 0o4755, 0o1777]) \
            if isinstance(self.model[e], File) else self.rng.choice([0o755, 0o700, 0o775])
        os.chmod(self.p(e), mode)
        self.model[e].mode = mode

    def op_utimes(self) -> None:
        e = self.some(self.entries())
        if e is None:
            return
        t = self.rng.randrange(1, 2_000_000_000) * 1_000_000_000 + self.rng.randrange(10**9)
        os.utime(self.p(e), ns=(t, t), follow_symlinks=False)
        self.expect(f"mtime {e}", os.lstat(self.p(e)).st_mtime_ns, t)

    def op_readdir(self) -> None:
        d = self.some(self.dirs())
        got = sorted(os.listdir(self.p(d)))
        want = sorted(k.rsplit("/", 1)[-1] for k in self.children(d))
        self.expect(f"readdir {d or '.'}", got, want)

    def op_fsync(self) -> None:
        f = self.some(self.files())
        if f is None:
            return
        fd = os.open(self.p(f), os.O_WRONLY)
        data = self.payload(100)
        m = self.model[f]
        os.pwrite(fd, data, len(m.data))
        m.data.extend(data)
        (os.fdatasync if self.rng.random() < 0.5 else os.fsync)(fd)
        os.close(fd)

    def op_fsyncdir(self) -> None:
        d = self.some(self.dirs())
        fd = os.open(self.p(d), os.O_RDONLY | os.O_DIRECTORY)
        os.fsync(fd)
        os.close(fd)

    OPS = [("create", 10), ("write", 8), ("append", 5), ("truncate", 3), ("fallocate", 3),
           ("read", 6), ("stat", 6), ("mkdir", 4), ("rmdir", 3), ("unlink", 5),
           ("unlink_open", 1), ("rename", 8), ("link", 3), ("symlink", 3), ("setxattr", 4),
           ("removexattr", 2), ("getxattr", 3), ("chmod", 2), ("utimes", 2), ("readdir", 3),
           ("fsync", 3), ("fsyncdir", 1)]

    def step(self) -> None:
        name = self.rng.choices([o for o, _ in self.OPS], [w for _, w in self.OPS])[0]
        getattr(self, "op_" + name)()
        self.ops += 1
        self.counts[name] = self.counts.get(name, 0) + 1


def dump(workers: list[Worker]) -> dict:
    """The model as JSON: per path its kind, mode, data hash, xattrs, and
    an inode id shared by hard links."""
    out: dict[str, dict] = {}
    for w in workers:
        ids: dict[int, int] = {}
        top = os.path.basename(w.base)
        for rel, m in w.model.items():
            path = f"{top}/{rel}" if rel else top
            xattrs = {k: hashlib.sha1(v).hexdigest() for k, v in getattr(m, "xattrs", {}).items()}
            if isinstance(m, File):
                out[path] = dict(kind="file", mode=m.mode, size=len(m.data),
                                 sha1=hashlib.sha1(m.data).hexdigest(), xattrs=xattrs,
                                 inode=f"{top}:{ids.setdefault(id(m), len(ids))}")
            elif isinstance(m, Dir):
                out[path] = dict(kind="dir", mode=m.mode, xattrs=xattrs)
            else:
                out[path] = dict(kind="symlink", target=m.target)
    return out


def scan(root: str) -> dict:
    """What is under root now, in dump()'s shape."""
    out: dict[str, dict] = {}
    inodes: dict[int, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        paths = [dirpath] if dirpath != root else []
        paths += [os.path.join(dirpath, n) for n in dirnames + filenames]
        for full in paths:
            rel = os.path.relpath(full, root)
            st = os.lstat(full)
            if stat.S_ISDIR(st.st_mode) and full != dirpath:
                continue   # visited as a dirpath of its own
            if stat.S_ISLNK(st.st_mode):
                out[rel] = dict(kind="symlink", target=os.readlink(full))
                continue
            xattrs = {k: hashlib.sha1(os.getxattr(full, k)).hexdigest()
                      for k in os.listxattr(full)}
            if stat.S_ISDIR(st.st_mode):
                out[rel] = dict(kind="dir", mode=st.st_mode & 0o7777, xattrs=xattrs)
            else:
                with open(full, "rb") as f:
                    sha = hashlib.sha1(f.read()).hexdigest()
                out[rel] = dict(kind="file", mode=st.st_mode & 0o7777, size=st.st_size,
                                sha1=sha, xattrs=xattrs,
                                inode=inodes.setdefault(st.st_ino, rel))
    return out


def compare(got: dict, want: dict) -> list[str]:
    """Differences between a scan and a model (inode ids compared as groups)."""
    problems = []
    for path in sorted(set(got) | set(want)):
        g, w = got.get(path), want.get(path)
        if g is None or w is None:
            problems.append(f"{path}: {'missing' if g is None else 'not in the model'}")
            continue
        g, w = dict(g), dict(w)
        g.pop("inode", None), w.pop("inode", None)
        if g != w:
            problems.append(f"{path}: {g} != model {w}")
    group_g: dict[str, set] = {}
    group_w: dict[str, set] = {}
    for path, g in got.items():
        if "inode" in g:
            group_g.setdefault(g["inode"], set()).add(path)
    for path, w in want.items():
        if "inode" in w:
            group_w.setdefault(w["inode"], set()).add(path)
    if sorted(map(sorted, group_g.values())) != sorted(map(sorted, group_w.values())):
        problems.append("hard-link groups differ from the model")
    return problems


def run(root: str, threads: int, seconds: float, seed: int, model_path: Optional[str],
        xattr_max: int) -> int:
    workers = [Worker(root, i, seed, xattr_max) for i in range(threads)]
    errors: list[str] = []
    stop = time.monotonic() + seconds

    def loop(w: Worker) -> None:
        try:
            while time.monotonic() < stop and not errors:
                w.step()
        except Exception as e:  # a mismatch or an unexpected error ends the run
            errors.append(f"{type(e).__name__}: {e}")

    ts = [threading.Thread(target=loop, args=(w,)) for w in workers]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    counts: dict[str, int] = {}
    for w in workers:
        for k, v in w.counts.items():
            counts[k] = counts.get(k, 0) + v
    total = sum(w.ops for w in workers)
    print(f"fsstress: {threads} threads, {seconds:g} s, {total} operations, "
          f"{len(dump(workers))} paths; " + " ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    if model_path:
        with open(model_path, "w") as f:
            json.dump(dump(workers), f)
    if not errors:
        problems = compare(scan(root), dump(workers))
        errors += problems[:20]
    for e in errors:
        print("fsstress:", e, file=sys.stderr)
    return 1 if errors else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="run the workload under ROOT (an empty directory)")
    r.add_argument("root")
    r.add_argument("--threads", type=int, default=4)
    r.add_argument("--seconds", type=float, default=60)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--model", help="write the final model here (JSON)")
    r.add_argument("--xattr-max", type=int, default=3000,
                   help="largest xattr value (ext4 fits about 4 KiB of xattrs per inode)")
    v = sub.add_parser("verify", help="compare ROOT with a model written by run")
    v.add_argument("root")
    v.add_argument("model")
    a = ap.parse_args()
    if a.cmd == "run":
        return run(a.root, a.threads, a.seconds, a.seed, a.model, a.xattr_max)
    with open(a.model) as f:
        want = json.load(f)
    problems = compare(scan(a.root), want)
    for p in problems[:50]:
        print("fsstress verify:", p, file=sys.stderr)
    print(f"fsstress verify: {len(want)} paths, {len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
