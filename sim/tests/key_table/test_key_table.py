"""Block test of the key table (KeyTable, 64 entries, 64 slots): items at one
per cycle, back to back, from a small key space so that relogs, whiteouts
and evictions hit the forwarding path; checked against a model of
log-format 2.1-2.2 written here for this block (the engine-level tests use
the soft engine itself)."""
import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib
import random

import cocotb
import pytest
from cocotb.triggers import FallingEdge, RisingEdge
from tb import start

try:  # (the item classes: the headers generated from the RTL, through the binding)
    import jolt
except Exception as e:  # noqa: BLE001 - the binding needs build/sw/libjolt.so
    pytest.skip(f"jolt binding unavailable ({e}); run `make build`", allow_module_level=True)

SHIFT = jolt.lib.JOLT_ITEM_CLASS_SHIFT
OBJECT, INTENT, DONE = jolt.lib.JOLT_CLASS_OBJECT, jolt.lib.JOLT_CLASS_INTENT, jolt.lib.JOLT_CLASS_DONE

RESTART_CYCLES = 5  # KeyTable.restartCycles: rdRestart to the first rdAdvance

CAP, SLOTS, BITS = 64, 64, 6
EPOCHS = 4  # 2^epochBits: every fourth clear sweeps the index (and a reset does)


def slot_of(key: int, ty: int) -> int:
    h, k = 0, key
    while k:
        h ^= k & (SLOTS - 1)
        k >>= BITS
    return h ^ ((0 if ty >> SHIFT == OBJECT else 1) << (BITS - 1))


class Model:
    def __init__(self):
        self.table, self.dead, self.index = [], [], {}
        self.ctr = {"relog": 0, "whiteout": 0, "eviction": 0}

    def accept(self, ty, key, ln, addr):
        cls = ty >> SHIFT
        s = slot_of(key, ty)
        occ = s in self.index
        if occ and self.index[s][0] == key:
            k, c, e = self.index[s]
            if cls == DONE and c == INTENT:
                self.dead[e] = True
                del self.index[s]
                self.ctr["whiteout"] += 1
                return
            if c == cls:
                self.dead[e] = True
                self.ctr["relog"] += 1
                occ = False
        if occ:
            self.ctr["eviction"] += 1
        self.index[s] = (key, cls, len(self.table))
        self.table.append((ty, key, ln, addr))
        self.dead.append(False)


async def swept(dut) -> int:
    """Cycles until `ready` (the index's sweep), from a falling edge."""
    n = 0
    while not int(dut.io_ready.value):
        assert int(dut.io_busy.value), "not ready, yet not busy"
        n += 1
        await FallingEdge(dut.clk)
    return n


@cocotb.test()
async def back_to_back(dut):
    """Rounds of items, each ended by a clear; the index keeps the words of
    the rounds before (only their epoch tells them apart), from the same
    small key space."""
    await start(dut, "io_item_valid", "io_clear", "io_rdEn", "io_rdRestart", "io_rdAdvance")
    await FallingEdge(dut.clk)
    assert await swept(dut) == SLOTS, "after a reset, the index is swept"
    rng = random.Random(11)
    for rnd in range(3 * EPOCHS + 1):
        m = Model()
        seen = {"relog": 0, "whiteout": 0, "eviction": 0}
        n = rng.randint(10, CAP)
        keys = [rng.randrange(1 << 64) for _ in range(4)] + [1, 2, 65, 130]
        for i in range(n):
            ty = rng.choice([c << SHIFT | n for c in (OBJECT, INTENT, DONE) for n in (1, 2)])
            key = rng.choice(keys)
            ln, addr = rng.randrange(1 << 20), rng.randrange(1 << 64)
            await FallingEdge(dut.clk)
            dut.io_item_valid.value = 1
            dut.io_item_payload_itemType.value = ty
            dut.io_item_payload_key.value = key
            dut.io_item_payload_len.value = ln
            dut.io_item_payload_addr.value = addr
            m.accept(ty, key, ln, addr)
            for k in seen:
                seen[k] += int(getattr(dut, f"io_{k}").value)
            if rng.random() < 0.2:  # sometimes a gap
                await FallingEdge(dut.clk)
                dut.io_item_valid.value = 0
                for k in seen:
                    seen[k] += int(getattr(dut, f"io_{k}").value)
        await FallingEdge(dut.clk)
        dut.io_item_valid.value = 0
        for _ in range(6):  # drain the pipeline (the counters pulse in D)
            for k in seen:
                seen[k] += int(getattr(dut, f"io_{k}").value)
            await FallingEdge(dut.clk)
        assert seen == m.ctr, f"round {rnd}: counters {seen} != {m.ctr}"
        assert int(dut.io_used.value) == len(m.table)
        dut.io_rdRestart.value = 1  # the packer's walk: entries in order from 0
        await FallingEdge(dut.clk)
        dut.io_rdRestart.value = 0
        for _ in range(RESTART_CYCLES):  # the dead bits are copied in parts
            await FallingEdge(dut.clk)
        for e, (ty, key, ln, addr) in enumerate(m.table):
            dut.io_rdEn.value = 1
            dut.io_rdAddr.value = e
            await FallingEdge(dut.clk)
            dut.io_rdEn.value = 0
            await FallingEdge(dut.clk)  # read latency: two cycles
            got = (int(dut.io_rdData_itemType.value), int(dut.io_rdData_key.value),
                   int(dut.io_rdData_len.value), int(dut.io_rdData_addr.value))
            assert got == (ty, key, ln, addr), f"round {rnd} entry {e}"
            assert bool(int(dut.io_rdDead.value)) == m.dead[e], f"round {rnd} entry {e} dead bit"
            dut.io_rdAdvance.value = 1
            await FallingEdge(dut.clk)
            dut.io_rdAdvance.value = 0
        dut.io_clear.value = 1
        await FallingEdge(dut.clk)
        dut.io_clear.value = 0
        wraps = (rnd + 1) % EPOCHS == 0
        assert await swept(dut) == (SLOTS if wraps else 0), f"round {rnd}: the sweep"
        await FallingEdge(dut.clk)  # (the clear lands a cycle after it is asked)


def test_key_table():
    import simlib
    simlib.run("key_table", simlib.RTL / "w64" / "KeyTable.v", "KeyTable", "test_key_table",
               pathlib.Path(__file__).resolve().parent)
