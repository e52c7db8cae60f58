"""fsync through the journal from Python: what an fsync made durable is
there after a crash at any flush point (the log replayed at mount), and
the counters say what went through the journal (docs/journal.md 9)."""
from __future__ import annotations

import pytest

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
