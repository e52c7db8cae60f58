"""The co-simulation library at its C ABI: an engine whose DMA windows are
wide open reaches an address the host never registered; the model answers
SLVERR and counts it, the engine reports BUS_ERROR to the host instead of
the record (docs/engine-interface.md 6) and stops with STATUS.FAULT; a
RESET brings it back, and it packs the next checkpoint. Nothing crashes
and no memory outside the registered buffer is touched."""
from __future__ import annotations

import pathlib

import cffi
import pytest

import jolt
from conftest import COSIM_LIB, require_sim

TOP = pathlib.Path(__file__).resolve().parents[3]
REGS = {f"JOLT_REG_{n}": a for n, a in jolt.REGS.items()}
L = jolt.lib

ffi = cffi.FFI()
ffi.cdef("\n".join(ln for ln in (TOP / "sw/include/jolt/cosim.h").read_text().splitlines()
                   if not ln.lstrip().startswith("#")))

BASE, SIZE = 0x40000000, 1 << 20
SQ, CQ, LR, PAYLOAD = BASE, BASE + 0x1000, BASE + 0x2000, BASE + 0x8000


@pytest.fixture()
def cosim():
    require_sim()
    lib = ffi.dlopen(str(COSIM_LIB))
    mem = ffi.new("uint8_t[]", SIZE)
    seen = []

    @ffi.callback("void *(void *, uint64_t, size_t, int)")
    def translate(_ctx, addr, length, _write):
        if BASE <= addr and addr + length <= BASE + SIZE:
            return mem + (addr - BASE)
        seen.append(addr)
        return ffi.NULL

    host = ffi.new("struct jolt_cosim_host *", {"ctx": ffi.NULL, "translate": translate})
    c = lib.jolt_cosim_open(host, ffi.NULL)
    assert c != ffi.NULL
    yield lib, c, mem, seen
    lib.jolt_cosim_close(c)


def wr64(lib, c, name: str, v: int) -> None:
    lib.jolt_cosim_write32(c, REGS[name + "_LO"], v & 0xFFFFFFFF)
    lib.jolt_cosim_write32(c, REGS[name + "_HI"], v >> 32)


def desc(op: int, ty: int = 0, key: int = 0, length: int = 0, addr: int = 0, tag: int = 0) -> bytes:
    return jolt.desc_bytes(op, ty, key, length, addr, tag)


def test_unregistered_address_is_a_reported_bus_error(cosim) -> None:
    lib, c, mem, seen = cosim
    assert lib.jolt_cosim_abi_version() == 2
    w = lambda name, v: lib.jolt_cosim_write32(c, REGS[name], v)  # noqa: E731
    r = lambda name: lib.jolt_cosim_read32(c, REGS[name])  # noqa: E731
    w("JOLT_REG_CTRL", L.JOLT_CTRL_RESET_MASK)
    w("JOLT_REG_RECORD_SIZE", 4096)
    w("JOLT_REG_MAX_TX_ITEMS", 16)
    wr64(lib, c, "JOLT_REG_LOG_BLOCKS", 64)
    wr64(lib, c, "JOLT_REG_FIRST_LSN", 1 << 32)
    wr64(lib, c, "JOLT_REG_FIRST_SEQ", 1)
    wr64(lib, c, "JOLT_REG_SQ_BASE", SQ)
    w("JOLT_REG_SQ_SIZE", 16)
    wr64(lib, c, "JOLT_REG_CQ_BASE", CQ)
    w("JOLT_REG_CQ_SIZE", 16)
    wr64(lib, c, "JOLT_REG_LR_BASE", LR)
    w("JOLT_REG_LR_SLOTS", 2)
    wr64(lib, c, "JOLT_REG_WIN0_BASE", 0)               # every address passes the window
    wr64(lib, c, "JOLT_REG_WIN0_LIMIT", (1 << 64) - 1)
    w("JOLT_REG_CTRL", L.JOLT_CTRL_ENABLE_MASK)
    assert lib.jolt_cosim_read32(c, REGS["JOLT_REG_CTRL"]) & L.JOLT_CTRL_ENABLE_MASK

    stray = 0x7000_0000  # registered nowhere
    good = bytes(range(64))
    mem[PAYLOAD - BASE:PAYLOAD - BASE + 64] = good
    ring = (desc(jolt.ITEM, 1, 5, 64, stray, 0) + desc(jolt.PUSH, tag=1) + desc(jolt.ITEM, 1, 6, 64, PAYLOAD, 2)
            + desc(jolt.PUSH, tag=3))
    mem[0:len(ring)] = ring
    w("JOLT_REG_SQ_TAIL", 4)
    for _ in range(400):
        lib.jolt_cosim_run(c, 256)
        if r("JOLT_REG_STATUS") & L.JOLT_STATUS_FAULT_MASK:
            break
    lib.jolt_cosim_run(c, 2000)  # nothing more comes
    assert r("JOLT_REG_STATUS") & L.JOLT_STATUS_FAULT_MASK
    assert r("JOLT_REG_CQ_TAIL") == 1 and r("JOLT_REG_SQ_HEAD") == 2
    cpl = jolt.cpl_of(bytes(ffi.buffer(mem + (CQ - BASE), jolt.CPL_SIZE)))
    # the record with the failed read is not reported: the ERROR in its place
    assert (cpl.kind, cpl.code, cpl.tag, cpl.seq, cpl.phase) == (L.JOLT_CPL_ERROR, L.JOLT_ERR_BUS_ERROR, 0, 0, 1)
    assert lib.jolt_cosim_bus_errors(c) > 0 and seen and all(a >= stray for a in seen)

    # RESET of the faulted engine, then the rest of the ring again from 0
    w("JOLT_REG_CTRL", L.JOLT_CTRL_RESET_MASK)
    for _ in range(100):
        lib.jolt_cosim_run(c, 64)
        if r("JOLT_REG_STATUS") & L.JOLT_STATUS_IDLE_MASK:
            break
    assert r("JOLT_REG_STATUS") == L.JOLT_STATUS_IDLE_MASK and r("JOLT_REG_CQ_TAIL") == 0
    mem[0:2 * 32] = ring[2 * 32:]
    mem[CQ - BASE:CQ - BASE + 64] = bytes(64)
    w("JOLT_REG_CTRL", L.JOLT_CTRL_ENABLE_MASK)
    w("JOLT_REG_SQ_TAIL", 2)
    for _ in range(400):
        lib.jolt_cosim_run(c, 256)
        if r("JOLT_REG_CQ_TAIL") >= 2:
            break
    cq = bytes(ffi.buffer(mem + (CQ - BASE), 2 * jolt.CPL_SIZE))
    kinds = [(x.kind, x.code) for x in (jolt.cpl_of(cq[i * jolt.CPL_SIZE:][:jolt.CPL_SIZE]) for i in range(2))]
    assert kinds == [(L.JOLT_CPL_RECORD, 0), (L.JOLT_CPL_CHECKPOINT, 0)]
    rec = bytes(ffi.buffer(mem + (LR - BASE), 4096))  # slot 0 again: the ring restarted
    assert jolt.record_check(rec, 0, 64, 4096)[0] == 0
    first = L.JOLT_RECORD_HEADER_SIZE + L.JOLT_OP_HEADER_SIZE  # the first op's payload
    assert rec[first:first + 64] == good


@pytest.mark.parametrize("fault", ["record:6", "cpl:9", "desc:150"])
def test_filesystem_on_a_bus_error(monkeypatch, fault: str) -> None:
    """A mounted filesystem whose journal runs on the RTL (engine=sim) meets
    a bus error under an fsync workload: that fsync fails with EIO, the
    filesystem turns read-only, and after a crash at that moment and a
    remount every fsync acknowledged before the error is there."""
    import errno

    import jolt.fs as J
    require_sim()
    dev = J.Device("mem", size=32 << 20, block_size=512)
    J.mkfs(dev, nodesize=4096, sectorsize=512)
    dev.settle()
    monkeypatch.setenv("JOLT_COSIM_FAULT", fault)
    fs = J.FS(dev, thread=False, engine="sim")
    monkeypatch.delenv("JOLT_COSIM_FAULT")
    durable: list[tuple[str, bytes]] = []
    err = None
    for i in range(60):
        data = bytes([i]) * (200 + 700 * i)
        try:
            with fs.create(f"/f{i}") as f:
                f.write(data)
                f.fsync()
        except OSError as e:
            err = e
            break
        durable.append((f"/f{i}", data))
    assert err is not None and err.errno == errno.EIO, err
    assert 0 < len(durable) < 60
    for op in (lambda: fs.mkdir("/after"), lambda: fs.write_file("/f0", b"changed")):
        with pytest.raises(OSError) as e2:
            op()
        assert e2.value.errno == errno.EROFS
    img = dev.crash_image(dev.now(), seed=7)
    try:
        fs.unmount()
    except OSError:
        pass  # (the unmount of a filesystem in error reports it)
    d2 = J.Device("mem", size=32 << 20, block_size=512)
    d2.load(img)
    with J.FS(d2, thread=False) as f2:
        for path, data in durable:
            assert f2.read_file(path) == data, path
        assert f2.check().problems == 0
    d2.close()
    dev.close()
