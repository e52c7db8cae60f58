"""Block test of SyncRam (hw/.../Ram.scala): its generic form (a Spinal Mem
and a register, what every other test simulates) and its ECP5 form (DP16KD
primitives with their output register, what `make synth` places; run here on
sim/models/DP16KD.v) take the same random writes and reads, and both must
read back what was written, two cycles after the read, held between reads.
Two shapes: 2,048 x 9 primitives (the key index) and 1,024 x 18 (the item
table), with widths that leave part of the last primitive unused."""
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
from cocotb.triggers import ReadOnly, RisingEdge
from tb import start


@cocotb.test()
async def random_traffic(dut):
    await start(dut, "io_we", "io_re")
    width, depth = len(dut.io_wData), 1 << len(dut.io_wAddr)
    rng = random.Random(depth)
    mem: dict[int, int] = {}
    # what each of the last two cycles read: (address, word then), or None
    pending: list[tuple[int, int | None] | None] = [None, None]
    held = None  # what the outputs show between reads
    checked = 0
    for cycle in range(30000):
        we = rng.random() < 0.5
        re = rng.random() < 0.5
        wa = rng.randrange(depth) if rng.random() < 0.7 else rng.randrange(8)  # some hot words
        ra = rng.randrange(depth) if rng.random() < 0.7 else rng.randrange(8)
        if we and re and wa == ra:
            re = False  # a read of the word written in that cycle is undefined in hardware
        wd = rng.getrandbits(width)
        dut.io_we.value = int(we)
        dut.io_wAddr.value = wa
        dut.io_wData.value = wd
        dut.io_re.value = int(re)
        dut.io_rAddr.value = ra
        await ReadOnly()
        # the read issued two cycles ago shows now
        if pending[0] is not None:
            held = pending[0]
        if held is not None and held[1] is not None:  # (never-written words are not checked)
            (at, want) = held
            g, e = int(dut.io_generic.value), int(dut.io_ecp5.value)
            assert g == want, f"cycle {cycle}: generic read {g:#x} at {at}, want {want:#x}"
            assert e == want, f"cycle {cycle}: ECP5 read {e:#x} at {at}, want {want:#x}"
            checked += 1
        await RisingEdge(dut.clk)
        # reads see the memory before this cycle's write
        pending = [pending[1], (ra, mem.get(ra)) if re else None]
        if we:
            mem[wa] = wd
    assert checked > 10000, f"only {checked} reads checked"


@pytest.mark.parametrize("top", ["RamPairX9", "RamPairX18"])
def test_ram(top):
    import simlib
    simlib.run(f"ram_{top}", simlib.RTL / "w64" / f"{top}.v", top, "test_ram",
               pathlib.Path(__file__).resolve().parent,
               extra_sources=(simlib.TOP / "sim" / "models" / "DP16KD.v",))
