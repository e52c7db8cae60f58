"""The btrfs send stream through libjolt (sw/include/jolt/send_stream.h):
a Writer over the C writer and parse() over the C reader, for tests and
scripts. Paths and names are bytes (any byte but NUL) or str (encoded as
the filesystem does). docs/send-stream.md describes the format."""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Union

from . import JoltError, ffi, lib

Path = Union[str, bytes]
Time = tuple[int, int]  # (seconds, nanoseconds)


def _b(p: Path) -> bytes:
    return os.fsencode(p)


def cmd_name(cmd: int) -> str:
    return ffi.string(lib.jolt_send_cmd_name(cmd)).decode()


def attr_name(attr: int) -> str:
    return ffi.string(lib.jolt_send_attr_name(attr)).decode()


@dataclasses.dataclass
class Command:
    """One decoded command; attributes absent from it are None."""
    cmd: int
    offset: int = 0
    version: int = 0
    attrs: frozenset[str] = frozenset()
    path: bytes | None = None
    path_to: bytes | None = None
    path_link: bytes | None = None
    clone_path: bytes | None = None
    xattr_name: bytes | None = None
    xattr_data: bytes | None = None
    data: bytes | None = None
    uuid: bytes | None = None
    clone_uuid: bytes | None = None
    ctransid: int | None = None
    clone_ctransid: int | None = None
    ino: int | None = None
    size: int | None = None
    mode: int | None = None
    uid: int | None = None
    gid: int | None = None
    rdev: int | None = None
    file_offset: int | None = None
    clone_offset: int | None = None
    clone_len: int | None = None
    fileattr: int | None = None
    unencoded_file_len: int | None = None
    unencoded_len: int | None = None
    unencoded_offset: int | None = None
    fallocate_mode: int | None = None
    compression: int | None = None
    encryption: int | None = None
    atime: Time | None = None
    mtime: Time | None = None
    ctime: Time | None = None
    otime: Time | None = None

    @property
    def name(self) -> str:
        return cmd_name(self.cmd)


_STRINGS = ("path", "path_to", "path_link", "clone_path", "xattr_name")
_INTS = ("ctransid", "clone_ctransid", "ino", "size", "mode", "uid", "gid", "rdev",
         "file_offset", "clone_offset", "clone_len", "fileattr", "unencoded_file_len",
         "unencoded_len", "unencoded_offset", "fallocate_mode", "compression", "encryption")
_TIMES = ("atime", "mtime", "ctime", "otime")


def _decode(c: Any) -> Command:
    present = frozenset(attr_name(a) for a in range(lib.JOLT_SEND_A_COUNT) if c.attrs >> a & 1)
    out = Command(cmd=c.cmd, offset=c.offset, version=c.version, attrs=present)
    for f in _STRINGS:
        if f in present:
            setattr(out, f, ffi.string(getattr(c, f)))
    for f in _INTS + _TIMES:
        if f in present:
            v = getattr(c, f)
            setattr(out, f, (v.sec, v.nsec) if f in _TIMES else int(v))
    if "uuid" in present:
        out.uuid = bytes(c.uuid)
    if "clone_uuid" in present:
        out.clone_uuid = bytes(c.clone_uuid)
    if "xattr_data" in present:
        n = c.xattr_data_len
        out.xattr_data = bytes(ffi.buffer(c.xattr_data, n)) if n else b""
    if "data" in present:
        out.data = bytes(ffi.buffer(c.data, c.data_len)) if c.data_len else b""
    return out


class StreamError(JoltError):
    """A stream the reader refused: `offset` is where, `reason` why."""

    def __init__(self, rc: int, offset: int, reason: str) -> None:
        self.offset = offset
        super().__init__(f"send stream (offset {offset})", rc, reason)


def parse(data: bytes) -> list[Command]:
    """Every command of a valid stream, END included; StreamError otherwise."""
    cmds: list[Command] = []

    @ffi.callback("int(void *, const struct jolt_send_cmd *)")
    def on_cmd(_ctx, c):  # type: ignore[no-untyped-def]
        cmds.append(_decode(c))
        return 0

    err = ffi.new("struct jolt_send_error *")
    rc = lib.jolt_send_parse(data, len(data), on_cmd, ffi.NULL, err)
    if rc:
        raise StreamError(rc, err.offset, ffi.string(err.reason).decode(errors="replace"))
    return cmds


def _ts(t: Time | None) -> Any:
    return ffi.new("struct jolt_send_timespec *", {"sec": t[0], "nsec": t[1]}) if t else ffi.NULL


class Writer:
    """A stream built in memory by the C writer; each method is one command
    (write() may be several) and raises JoltError when the writer refuses."""

    def __init__(self, version: int = 1) -> None:
        pw = ffi.new("struct jolt_send_writer **")
        self._check("open", lib.jolt_send_writer_open_mem(version, pw))
        self._w = pw[0]
        self.version = version

    @staticmethod
    def _check(what: str, rc: int) -> None:
        if rc:
            raise JoltError(f"send {what}", rc)

    def close(self) -> None:
        if getattr(self, "_w", None) is not None:
            lib.jolt_send_writer_close(self._w)
            self._w = None

    def __del__(self) -> None:
        self.close()

    def stream(self) -> bytes:
        n = ffi.new("size_t *")
        p = lib.jolt_send_writer_buffer(self._w, n)
        return bytes(ffi.buffer(p, n[0]))

    def stats(self) -> dict[str, int]:
        s = ffi.new("struct jolt_send_stats *")
        lib.jolt_send_writer_stats(self._w, s)
        out = {"bytes": s.bytes, "commands": s.commands}
        out.update({cmd_name(i): s.cmd[i] for i in range(1, lib.JOLT_SEND_C_COUNT) if s.cmd[i]})
        return out

    def subvol(self, path: Path, uuid: bytes, ctransid: int) -> None:
        self._check("subvol", lib.jolt_send_subvol(self._w, _b(path), uuid, ctransid))

    def snapshot(self, path: Path, uuid: bytes, ctransid: int, parent_uuid: bytes,
                 parent_ctransid: int) -> None:
        self._check("snapshot", lib.jolt_send_snapshot(self._w, _b(path), uuid, ctransid,
                                                       parent_uuid, parent_ctransid))

    def mkfile(self, path: Path, ino: int) -> None:
        self._check("mkfile", lib.jolt_send_mkfile(self._w, _b(path), ino))

    def mkdir(self, path: Path, ino: int) -> None:
        self._check("mkdir", lib.jolt_send_mkdir(self._w, _b(path), ino))

    def mknod(self, path: Path, ino: int, mode: int, rdev: int) -> None:
        self._check("mknod", lib.jolt_send_mknod(self._w, _b(path), ino, mode, rdev))

    def mkfifo(self, path: Path, ino: int, mode: int) -> None:
        self._check("mkfifo", lib.jolt_send_mkfifo(self._w, _b(path), ino, mode))

    def mksock(self, path: Path, ino: int, mode: int) -> None:
        self._check("mksock", lib.jolt_send_mksock(self._w, _b(path), ino, mode))

    def symlink(self, path: Path, ino: int, target: Path) -> None:
        self._check("symlink", lib.jolt_send_symlink(self._w, _b(path), ino, _b(target)))

    def rename(self, path: Path, to: Path) -> None:
        self._check("rename", lib.jolt_send_rename(self._w, _b(path), _b(to)))

    def link(self, path: Path, target: Path) -> None:
        self._check("link", lib.jolt_send_link(self._w, _b(path), _b(target)))

    def unlink(self, path: Path) -> None:
        self._check("unlink", lib.jolt_send_unlink(self._w, _b(path)))

    def rmdir(self, path: Path) -> None:
        self._check("rmdir", lib.jolt_send_rmdir(self._w, _b(path)))

    def set_xattr(self, path: Path, name: Path, value: bytes) -> None:
        self._check("set_xattr", lib.jolt_send_set_xattr(self._w, _b(path), _b(name), value,
                                                         len(value)))

    def remove_xattr(self, path: Path, name: Path) -> None:
        self._check("remove_xattr", lib.jolt_send_remove_xattr(self._w, _b(path), _b(name)))

    def write(self, path: Path, offset: int, data: bytes) -> None:
        self._check("write", lib.jolt_send_write(self._w, _b(path), offset, data, len(data)))

    def clone(self, path: Path, offset: int, length: int, clone_uuid: bytes,
              clone_ctransid: int, clone_path: Path, clone_offset: int) -> None:
        self._check("clone", lib.jolt_send_clone(self._w, _b(path), offset, length, clone_uuid,
                                                 clone_ctransid, _b(clone_path), clone_offset))

    def truncate(self, path: Path, size: int) -> None:
        self._check("truncate", lib.jolt_send_truncate(self._w, _b(path), size))

    def chmod(self, path: Path, mode: int) -> None:
        self._check("chmod", lib.jolt_send_chmod(self._w, _b(path), mode))

    def chown(self, path: Path, uid: int, gid: int) -> None:
        self._check("chown", lib.jolt_send_chown(self._w, _b(path), uid, gid))

    def utimes(self, path: Path, atime: Time, mtime: Time, ctime: Time,
               otime: Time | None = None) -> None:
        self._check("utimes", lib.jolt_send_utimes(self._w, _b(path), _ts(atime), _ts(mtime),
                                                   _ts(ctime), _ts(otime)))

    def update_extent(self, path: Path, offset: int, length: int) -> None:
        self._check("update_extent", lib.jolt_send_update_extent(self._w, _b(path), offset,
                                                                 length))

    def fileattr(self, path: Path, attr: int) -> None:
        self._check("fileattr", lib.jolt_send_fileattr(self._w, _b(path), attr))

    def fallocate(self, path: Path, mode: int, offset: int, length: int) -> None:
        self._check("fallocate", lib.jolt_send_fallocate(self._w, _b(path), mode, offset,
                                                         length))

    def end(self) -> None:
        self._check("end", lib.jolt_send_end(self._w))


__all__ = ["Command", "StreamError", "Writer", "parse", "cmd_name", "attr_name"]
