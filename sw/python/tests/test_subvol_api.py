"""Subvolumes, snapshots, send and receive through the Python binding
(jolt/subvol.h): a snapshot keeps the old files while the source changes,
its view refuses changes, an open view keeps it from being deleted, full
and incremental streams received into another filesystem give the same
files, the send caches leave the stream as it is, a bad stream is refused
and leaves nothing behind."""
from __future__ import annotations

import errno

import pytest

import jolt.fs as J


def _fresh() -> tuple[J.Device, J.FS]:
    dev = J.Device("mem", size=64 << 20)
    J.mkfs(dev)
    return dev, J.FS(dev)


def _files(fs: J.FS, top: str = "/") -> dict[str, bytes | None]:
    out: dict[str, bytes | None] = {}
    for name in fs.listdir(top):
        p = top.rstrip("/") + "/" + name
        if fs.lstat(p).type == J.S_IFDIR:
            out[p] = None
            out.update(_files(fs, p))
        else:
            out[p] = fs.read_file(p)
    return out


def test_snapshot_send_receive() -> None:
    da, a = _fresh()
    db, b = _fresh()
    a.mkdir("/A")
    for i in range(50):
        a.write_file(f"/A/f{i}", bytes([i]) * i)
    sid = a.snapshot("/", "s1")
    assert a.subvolume("s1").id == sid and a.subvolume("s1").readonly
    a.mkdir("/B")
    for i in range(0, 50, 2):
        a.rename(f"/A/f{i}", f"/B/g{i}")
    a.write_file("/B/new", b"new")
    a.snapshot("/", "s2")
    assert [s.name for s in a.subvolumes()] == ["/", "s1", "s2"]

    with a.open_subvolume("s1") as v1:
        assert "/B" not in _files(v1) and v1.read_file("/A/f3") == b"\x03" * 3
        with pytest.raises(OSError) as e:
            v1.write_file("/x", b"")
        assert e.value.errno == errno.EROFS
        with pytest.raises(OSError) as e:
            a.subvolume_delete("s1")
        assert e.value.errno == errno.EBUSY
        want1 = _files(v1)
    with a.open_subvolume("s2") as v2:
        want2 = _files(v2)

    full, r1 = a.send("s1")
    inc, r2 = a.send("s2", "s1")
    assert r2["inodes"] < r1["inodes"] + 30 and r2["dir_utimes"] == 3
    off, _ = a.send("s2", "s1", utimes_cache=64, name_cache=0)
    assert off == inc                       # the name cache never changes the stream
    b.receive(full)
    b.receive(inc)
    assert [s.name for s in b.subvolumes()] == ["/", "s1", "s2"]
    assert b.subvolume("s2").received_uuid == a.subvolume("s2").uuid
    with b.open_subvolume("s1") as v:
        assert _files(v) == want1
    with b.open_subvolume("s2") as v:
        assert _files(v) == want2

    a.subvolume_delete("s1")
    assert [s.name for s in a.subvolumes()] == ["/", "s2"]
    for fs, dev in ((a, da), (b, db)):
        assert fs.check().problems == 0
        fs.unmount()
        dev.close()


def test_bad_stream_refused() -> None:
    da, a = _fresh()
    a.write_file("/f", b"x" * 1000)
    a.snapshot("/", "s")
    stream, _ = a.send("s")
    db, b = _fresh()
    with pytest.raises(OSError) as e:
        b.receive(stream[: len(stream) // 2])
    assert e.value.errno == errno.EBADMSG and "offset" in str(e.value)
    assert [s.name for s in b.subvolumes()] == ["/"]
    with pytest.raises(OSError) as e:
        a.send("nope")
    assert e.value.errno == errno.ENOENT
    with pytest.raises(OSError) as e:
        a.send("/")
    assert e.value.errno == errno.EINVAL
    v = a.open_subvolume("s")
    a.unmount()                             # closes the view with it
    v.close()
    b.unmount()
    da.close()
    db.close()
