"""fsync through the journal from Python: what an fsync made durable is
there after a crash at any flush point (the log replayed at mount), and
the counters say what went through the journal (docs/journal.md 9)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jolt.fs as J


@pytest.mark.parametrize("relog", [0, 1])
def test_fsynced_files_survive_a_crash(relog: int) -> None:
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    dev.settle()
    fs = J.FS(dev, thread=False, relog=relog)
    fs.mkdir("/d")
    fs.sync()
    durable: list[tuple[int, str, bytes]] = []
    for i in range(6):
        data = bytes([i]) * (300 + 5000 * i)
        with fs.create(f"/d/f{i}") as f:
            f.write(data)
            f.fsync()
        durable.append((dev.now(), f"/d/f{i}", data))
    fs.write_file("/d/lost", b"not fsynced")
    c = fs.fsync_counters()
    assert c["logged_fsyncs"] == 6 and c["full_commits"] == 0
    assert c["items_inode"] >= 6 and c["items_dir_add"] >= 12 and c["forces"] >= 6
    assert c["bytes_logged"] > 0 and c["journal_bytes"] > 0
    points = dev.flush_points()
    for k, at in enumerate(points):
        img = dev.crash_image(at, seed=k)
        d2 = J.Device("mem", size=32 << 20, block_size=512)
        d2.load(img)
        with J.FS(d2, thread=False) as f2:
            for t, path, data in durable:
                if t <= at:
                    assert f2.read_file(path) == data
            assert f2.check().problems == 0
        d2.close()
    fs.unmount()
    dev.close()


def test_replay_counts_and_moves_on() -> None:
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    fs = J.FS(dev, thread=False)
    with fs.create("/a") as f:
        f.write(b"x" * 10000)
        f.fsync()
    end = dev.now()
    img = dev.crash_image(end, seed=1)
    fs.unmount()
    d2 = J.Device("mem", size=32 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        c = f2.fsync_counters()
        assert c["replayed_txs"] >= 1 and c["replayed_items"] >= 3
        assert f2.read_file("/a") == b"x" * 10000
    with J.FS(d2, thread=False) as f3:      # replayed once, then home: nothing again
        assert f3.fsync_counters()["replayed_items"] == 0
        assert f3.read_file("/a") == b"x" * 10000
    d2.close()
    dev.close()


def test_bad_switch_is_refused() -> None:
    dev = J.Device("mem", size=32 << 20)
    J.mkfs(dev)
    with pytest.raises(OSError):
        J.FS(dev, relog=7)
    dev.close()


def test_stat_journal_shows_what_a_mount_replays(tmp_path) -> None:
    import pathlib
    import subprocess
    top = pathlib.Path(__file__).resolve().parents[3]
    jolt_bin = top / "build" / "sw-asan" / "jolt"
    assert jolt_bin.exists(), "run make build-asan"
    dev = J.Device("mem", size=32 << 20)
    J.mkfs(dev)
    fs = J.FS(dev, thread=False)
    for i in range(3):
        with fs.create(f"/f{i}") as f:
            f.write(b"y" * 100)
            f.fsync()
    img = dev.crash_image(dev.now(), seed=3)
    fs.unmount()
    dev.close()
    path = tmp_path / "img"
    path.write_bytes(img)

    def stat() -> str:
        r = subprocess.run([str(jolt_bin), "stat", "--journal", "--backend", "mem", str(path)],
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        return r.stdout
    out = stat()
    assert "log groups: 3 (3 newer than the last commit" in out, out
    assert "inode 6," in out, out      # each file with the root, 3 times
    d2 = J.Device("mem", size=32 << 20)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        assert f2.read_file("/f2") == b"y" * 100
    path.write_bytes(d2.read(0, 32 << 20))
    d2.close()
    assert "(0 newer than the last commit" in stat()     # replayed, then committed



@pytest.mark.parametrize("nodesize", [1024, 4096])
def test_replay_keeps_logged_data_where_it_is(nodesize: int) -> None:
    """Data written after a commit, then fsynced: replay marks its extent
    used before it copies any tree node, so no node lands on the data."""
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=nodesize, sectorsize=512)
    fs = J.FS(dev, thread=False)
    with fs.create("/f") as f:
        fs.sync()
        f.pwrite(bytes([7]) * 4096, 0)
        f.fsync()
    img = dev.crash_image(dev.now(), seed=1)
    d2 = J.Device("mem", size=32 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        assert f2.fsync_counters()["replayed_items"] > 0
        assert f2.read_file("/f") == bytes([7]) * 4096
        assert f2.check().problems == 0
    d2.close()
    fs.unmount()
    dev.close()

@pytest.mark.parametrize("relog", [0, 1])
def test_item_removed_after_an_inode_only_log(relog: int) -> None:
    """An inode first logged for its inode item alone (a chmod), then for an
    xattr item removed: the second log deletes it, though the log never
    held it (the committed tree does)."""
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    fs = J.FS(dev, thread=False, relog=relog)
    fs.write_file("/f", b"x" * 100)
    for i in range(8):                    # too many to stay shortform: xattr items
        fs.setxattr("/f", f"user.a{i}", bytes([65 + i]) * 600)
    fs.sync()
    with fs.open("/f", J.O_RDWR) as f:
        fs.chmod("/f", 0o600)
        f.fsync()
        fs.removexattr("/f", "user.a3")
        f.fsync()
    img = dev.crash_image(dev.now(), seed=1)
    d2 = J.Device("mem", size=32 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        assert sorted(f2.listxattr("/f")) == [f"user.a{i}" for i in range(8) if i != 3]
        assert f2.stat("/f").mode & 0o777 == 0o600
        assert f2.check().problems == 0
    d2.close()
    fs.unmount()
    dev.close()


_op = st.one_of(
    st.tuples(st.just("write"), st.integers(0, 255), st.integers(1, 3)),
    st.tuples(st.just("truncate"), st.integers(0, 300), st.just(0)),
    st.tuples(st.just("punch"), st.integers(0, 255), st.integers(1, 4)),
    st.tuples(st.just("setxattr"), st.integers(0, 9), st.integers(1, 900)),
    st.tuples(st.just("removexattr"), st.integers(0, 9), st.just(0)),
    st.tuples(st.just("chmod"), st.integers(0, 0o777), st.just(0)),
    st.tuples(st.just("fsync"), st.just(0), st.just(0)),
    st.tuples(st.just("sync"), st.just(0), st.just(0)),
)


def _relog_run(ops: list[tuple[str, int, int]]) -> tuple[dict[str, int], bytes]:
    """ops on one file of 4 KiB blocks, each fsync's log counted; then a crash
    after the last fsync, replayed: the file and its xattrs as at the end."""
    dev = J.Device("mem", size=64 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    fs = J.FS(dev, thread=False)
    data, xattrs, mode = bytearray(), {}, 0o644
    f = fs.create("/f", mode)
    for op, a, b in ops + [("fsync", 0, 0)]:
        if op == "write":
            blob = bytes([a]) * (4096 * b)
            f.pwrite(blob, 4096 * a)
            end = 4096 * (a + b)
            data.extend(b"\0" * max(0, end - len(data)))
            data[4096 * a:end] = blob
        elif op == "truncate":
            f.truncate(4096 * a // 3)
            del data[4096 * a // 3:]
            data.extend(b"\0" * (4096 * a // 3 - len(data)))
        elif op == "punch":
            f.fallocate(J.FALLOC_PUNCH_HOLE | J.FALLOC_KEEP_SIZE, 4096 * a, 4096 * b)
            end = min(len(data), 4096 * (a + b))
            data[4096 * a:end] = b"\0" * max(0, end - 4096 * a)
        elif op == "setxattr":
            xattrs[f"user.x{a}"] = bytes([a + 1]) * b
            fs.setxattr("/f", f"user.x{a}", xattrs[f"user.x{a}"])
        elif op == "removexattr" and f"user.x{a}" in xattrs:
            del xattrs[f"user.x{a}"]
            fs.removexattr("/f", f"user.x{a}")
        elif op == "chmod":
            mode = a
            fs.chmod("/f", mode)
        elif op == "fsync":
            f.fsync()
        elif op == "sync":
            fs.sync()
    counters = fs.fsync_counters()
    img = dev.crash_image(dev.now(), seed=1)
    d2 = J.Device("mem", size=64 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        assert f2.read_file("/f") == bytes(data)
        assert {n: f2.getxattr("/f", n) for n in f2.listxattr("/f")} == xattrs
        assert f2.stat("/f").mode & 0o777 == mode
        assert f2.check().problems == 0
    d2.close()
    f.close()
    fs.unmount()
    dev.close()
    return counters, bytes(data)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_op, min_size=1, max_size=40))
def test_relog_noted_keys_replay(ops: list[tuple[str, int, int]]) -> None:
    """relog=inplace from the keys noted changed: what it logs replays to the
    file as it was."""
    _relog_run(ops)


def test_concurrent_writes_into_shared_blocks() -> None:
    """Four threads write 1000-byte pieces that share 512-byte blocks of one
    file (each write reads its edge blocks, then goes to the device without
    the lock), one truncates and one fsyncs meanwhile: no piece is lost, and
    the fsynced file replays after a crash."""
    import threading
    dev = J.Device("mem", size=64 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    fs = J.FS(dev, thread=False)
    pieces = 64
    f = fs.open("/f", J.O_RDWR | J.O_CREAT)
    f.truncate(4 * pieces * 1000)
    errors: list[BaseException] = []

    def writer(w: int) -> None:
        try:
            for i in range(pieces):
                f.pwrite(bytes([w * pieces + i & 0xff or 1]) * 1000, (i * 4 + w) * 1000)
        except BaseException as e:  # noqa: BLE001 (reported below)
            errors.append(e)

    def syncer() -> None:
        try:
            for _ in range(8):
                f.fsync()
                f.truncate(4 * pieces * 1000)      # the same size: waits for writes in flight
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(4)]
    threads.append(threading.Thread(target=syncer))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    want = b"".join(bytes([w * pieces + i & 0xff or 1]) * 1000
                    for i in range(pieces) for w in range(4))
    assert f.pread(len(want) + 1, 0) == want
    f.fsync()
    img = dev.crash_image(dev.now(), seed=3)
    d2 = J.Device("mem", size=64 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        assert f2.read_file("/f") == want
        assert f2.check().problems == 0
    d2.close()
    f.close()
    fs.unmount()
    dev.close()


def test_a_journal_force_covers_data_written_before_its_log() -> None:
    """A file written, then a rename logged (its directory was fsynced), then
    the file fsynced: the fsync's own log is committed with a preflush and
    the journal's flush before its commit record makes the data durable, no
    data flush of its own. After a crash anywhere, the file has its data
    once its fsync returned."""
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    fs = J.FS(dev, thread=False)
    fs.mkdir("/d")
    fs.write_file("/d/x", b"")
    fs.write_file("/b", b"")
    fs.sync()
    start = dev.now()
    with fs.open("/d", J.O_RDONLY | J.O_DIRECTORY) as d, fs.open("/b", J.O_RDWR) as b:
        fs.write_file("/d/x2", b"")
        d.fsync()                        # /d logged: a rename in it is logged at once
        b.pwrite(b"B" * 8192, 0)
        before = fs.fsync_counters()
        fs.rename("/d/x", "/d/y")
        b.fsync()
        done = dev.now()
        c = fs.fsync_counters()
    flushes = c["data_flushes"] - before["data_flushes"]
    by_force = c["data_flushes_by_force"] - before["data_flushes_by_force"]
    preflushed = c["data_preflushes"] - before["data_preflushes"]
    assert (flushes, by_force, preflushed) == (0, 0, 1)
    points = [p for p in dev.flush_points() if p >= start] + [dev.now()]
    for k, at in enumerate(points * 4):
        img = dev.crash_image(at, seed=k)
        d2 = J.Device("mem", size=32 << 20, block_size=512)
        d2.load(img)
        with J.FS(d2, thread=False) as f2:
            data = f2.read_file("/b")
            assert data == b"B" * 8192 if done <= at else data in (b"", b"B" * 8192)
            assert f2.check().problems == 0
        d2.close()
    fs.unmount()
    dev.close()
