"""The co-simulation library at its C ABI: an engine whose DMA windows are
wide open reaches an address the host never registered; the model answers
SLVERR and counts it, the engine reports BUS_ERROR to the host, writes zeros
for the bytes it could not read, and keeps working. Nothing crashes and no
memory outside the registered buffer is touched."""
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
    assert lib.jolt_cosim_abi_version() == 1
    w = lambda name, v: lib.jolt_cosim_write32(c, REGS[name], v)  # noqa: E731
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
        if lib.jolt_cosim_read32(c, REGS["JOLT_REG_CQ_TAIL"]) >= 5:
            break
    cq = bytes(ffi.buffer(mem + (CQ - BASE), 5 * jolt.CPL_SIZE))
    kinds = [(c.kind, c.code) for c in (jolt.cpl_of(cq[i * jolt.CPL_SIZE:][:jolt.CPL_SIZE]) for i in range(5))]
    record, checkpoint = (L.JOLT_CPL_RECORD, 0), (L.JOLT_CPL_CHECKPOINT, 0)
    # checkpoint 1: its record, its checkpoint, then the BUS_ERROR naming the push
    assert kinds[:3] == [record, checkpoint, (L.JOLT_CPL_ERROR, L.JOLT_ERR_BUS_ERROR)]
    assert lib.jolt_cosim_bus_errors(c) > 0 and seen and all(a >= stray for a in seen)
    rec1 = bytes(ffi.buffer(mem + (LR - BASE), 4096))
    assert jolt.record_check(rec1, 0, 64, 4096)[0] == 0  # a valid record, CRC and all
    first = L.JOLT_RECORD_HEADER_SIZE + L.JOLT_OP_HEADER_SIZE  # the first op's payload
    assert rec1[first:first + 64] == bytes(64)            # zeros where the read failed
    # the engine goes on: checkpoint 2 carries the good payload
    assert kinds[3:] == [record, checkpoint]
    rec2 = bytes(ffi.buffer(mem + (LR - BASE) + 4096, 4096))
    assert rec2[first:first + 64] == good
