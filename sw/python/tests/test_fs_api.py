"""The filesystem through its Python binding: errors as OSError with
Linux's errno, the uring backend on a file image, the inode API, the commit
interval, refused images, a crash cut, threads."""
from __future__ import annotations

import errno
import threading
import time

import pytest

import jolt.fs as J


@pytest.fixture
def fs():
    dev = J.Device("mem", size=64 << 20)
    J.mkfs(dev)
    f = J.FS(dev)
    yield f
    r = f.check()
    assert r.problems == 0, r.messages
    f.unmount()
    assert J.check_dev(dev).problems == 0
    dev.close()


def test_errors_are_linux_errnos(fs: J.FS) -> None:
    fs.mkdir("/d")
    fs.write_file("/d/f", b"x")
    with pytest.raises(FileNotFoundError):
        fs.stat("/nope")
    with pytest.raises(FileExistsError):
        fs.mkdir("/d")
    with pytest.raises(IsADirectoryError):
        fs.unlink("/d")
    with pytest.raises(NotADirectoryError):
        fs.mkdir("/d/f/g")
    cases = [
        (lambda: fs.rmdir("/d"), errno.ENOTEMPTY),
        (lambda: fs.getxattr("/d/f", "user.none"), errno.ENODATA),
        (lambda: fs.setxattr("/d/f", "user.big", b"x" * 65537), errno.E2BIG),
        (lambda: fs.mkdir("/" + "n" * 256), errno.ENAMETOOLONG),
        (lambda: fs.rename("/d", "/d/sub"), errno.EINVAL),
        (lambda: fs.link("/d", "/e"), errno.EPERM),
        (lambda: fs.rename("/d/f", "/d/f2", J.RENAME_EXCHANGE), errno.ENOENT),
    ]
    fs.symlink("/loop", "/loop")
    cases.append((lambda: fs.stat("/loop"), errno.ELOOP))
    for call, want in cases:
        with pytest.raises(OSError) as e:
            call()
        assert e.value.errno == want


def test_uring_file_image(tmp_path) -> None:
    if not J.Device.available("uring"):
        pytest.skip("the uring backend is not built here")
    img = str(tmp_path / "fs.img")
    try:
        dev = J.Device("uring", img, size=64 << 20)
    except OSError:
        dev = J.Device("uring", img, size=64 << 20, buffered=True)   # tmpfs: no O_DIRECT
    J.mkfs(dev, parent_ptrs=True)
    with J.FS(dev) as fs:
        fs.mkdir("/dir")
        data = bytes(range(256)) * 4000
        fs.write_file("/dir/big", data)
        fs.write_file("/dir/small", b"inline")
        fs.setxattr("/dir/big", "user.tag", b"v" * 5000)
    dev.close()
    dev = J.Device("uring", img, buffered=True)
    with J.FS(dev) as fs:
        assert fs.read_file("/dir/big") == bytes(range(256)) * 4000
        assert fs.read_file("/dir/small") == b"inline"
        assert fs.getxattr("/dir/big", "user.tag") == b"v" * 5000
        assert fs.paths(fs.path_ino("/dir/big")) == ["/dir/big"]
        assert fs.check().problems == 0
    assert J.check_dev(dev).problems == 0
    dev.close()


def test_inode_api(fs: J.FS) -> None:
    d = fs.ll_mkdir(J.ROOT_INO, "d", 0o700, cred=(1000, 1000))
    assert (d.uid, d.gid, d.perm) == (1000, 1000, 0o700)
    f, st = fs.ll_create(d.ino, "f", 0o600)
    f.pwrite(b"hello", 0)
    f.close()
    assert fs.ll_lookup(d.ino, "f").ino == st.ino
    assert [e.name for e in fs.ll_readdir(d.ino)] == [".", "..", "f"]
    assert fs.ll_setattr(st.ino, size=2, mtime=(7, 8)).mtime == (7, 8)
    with fs.ll_open(st.ino, J.O_RDONLY) as g:
        assert g.pread(100, 0) == b"he"
    fs.ll_link(st.ino, J.ROOT_INO, "g")
    assert sorted(fs.paths(st.ino)) == ["/d/f", "/g"]
    assert {(p.parent, p.name) for p in fs.parents(st.ino)} == {(d.ino, "f"), (J.ROOT_INO, "g")}
    fs.ll_rename(d.ino, "f", J.ROOT_INO, "g", J.RENAME_EXCHANGE)
    fs.ll_unlink(J.ROOT_INO, "g")
    fs.ll_unlink(d.ino, "f")
    # still looked up three times (create, lookup, link): alive until forgotten
    assert fs.ll_getattr(st.ino).nlink == 0
    fs.ll_forget(st.ino, 3)
    with pytest.raises(FileNotFoundError):
        fs.ll_getattr(st.ino)
    fs.ll_rmdir(J.ROOT_INO, "d")


def test_readdir_resumes_by_cookie(fs: J.FS) -> None:
    fs.mkdir("/d")
    for i in range(100):
        fs.write_file(f"/d/{i:03d}", b"")
    it = fs.readdir("/d")
    first = [next(it) for _ in range(40)]
    for i in range(0, 100, 2):
        fs.unlink(f"/d/{i:03d}")
    fs.write_file("/d/new", b"")
    rest = list(fs.readdir("/d", first[-1].next))
    names = [e.name for e in first + rest]
    assert len(names) == len(set(names))
    assert {f"{i:03d}" for i in range(1, 100, 2)} <= set(names)
    assert names[-1] == "new"


def test_refused_images() -> None:
    dev = J.Device("mem", size=32 << 20)
    with pytest.raises(OSError) as e:
        J.FS(dev)
    assert e.value.errno == errno.EINVAL and "not a jolt filesystem" in str(e.value)
    r = J.check_dev(dev)
    assert r.problems == 1 and r.messages
    dev.close()


def test_commit_interval_makes_it_durable() -> None:
    dev = J.Device("mem", size=32 << 20)
    J.mkfs(dev)
    fs = J.FS(dev, commit_interval_ms=50)
    fs.write_file("/f", b"by the interval")
    deadline = time.monotonic() + 10
    while fs.counters()["commits"] == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert fs.counters()["commits"] > 0
    img = dev.crash_image(dev.now())
    fs.unmount()
    dev.close()
    dev = J.Device("mem", size=32 << 20)
    dev.load(img)
    with J.FS(dev) as fs2:
        assert fs2.read_file("/f") == b"by the interval"
    dev.close()


def test_crash_keeps_the_last_commit() -> None:
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    dev.settle()
    fs = J.FS(dev, cache_bytes=16 * 4096)
    states = [(0, {})]
    for c in range(4):
        for i in range(10):
            fs.write_file(f"/f{c}_{i}", bytes([c, i]) * (100 + 700 * i))
        if c:
            fs.unlink(f"/f{c - 1}_3")
            fs.rename(f"/f{c - 1}_4", f"/g{c}")
        fs.sync()
        states.append((dev.now(), {n: fs.read_file("/" + n) for n in fs.listdir("/")}))
    for i in range(5):
        fs.write_file(f"/lost{i}", b"never committed" * 100)
    points = dev.flush_points()
    for k, at in enumerate(points):
        img = dev.crash_image(at, seed=k)
        want = [s for s in states if s[0] <= at][-1][1]
        d2 = J.Device("mem", size=32 << 20, block_size=512)
        d2.load(img)
        with J.FS(d2) as f2:
            got = {n: f2.read_file("/" + n) for n in f2.listdir("/")}
            nxt = [s for s in states if s[0] > at]
            assert got == want or (nxt and got == nxt[0][1])
            assert f2.check().problems == 0
        d2.close()
    fs.unmount()
    dev.close()


def test_threads(fs: J.FS) -> None:
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(60):
                fs.write_file(f"/t{n}/f{i}", bytes([n]) * (i * 50))
                if i % 3 == 0:
                    fs.rename(f"/t{n}/f{i}", f"/t{(n + 1) % 4}/moved-{n}-{i}")
                if i % 5 == 0:
                    fs.setxattr(f"/t{n}", f"user.x{i}", b"v")
        except BaseException as e:  # noqa: BLE001
            errors.append(e)
    for n in range(4):
        fs.mkdir(f"/t{n}")
    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert sum(len(fs.listdir(f"/t{n}")) for n in range(4)) == 240
    # the locks counted what the threads did: every change took the tree lock
    # exclusively, each listdir shared; nothing held longer than it has existed
    locks = fs.lock_counters()
    assert set(locks) == {"elapsed_ns", "tree", "tree_shared", "nodes", "dcache", "inodes",
                          "data"}
    assert locks["tree"]["acquisitions"] >= 240 and locks["tree_shared"]["acquisitions"] >= 4
    # a writer holding the tree lock skips the node cache's mutex: only the
    # readers' node gets (the listdirs') count there
    assert locks["nodes"]["acquisitions"] > 0
    assert 0 < locks["tree"]["hold_ns"] <= locks["elapsed_ns"]
    assert all(v["contended"] <= v["acquisitions"] for k, v in locks.items() if k != "elapsed_ns")
