"""Block test of the payload gather (PayloadReader): every source alignment,
lengths around word and burst and 4 KiB boundaries, random pauses on AR and
R and on the output; the words must be the bytes, zero-padded. Run on the
reader alone and on the reader with credits (ReaderCreditTop: a FIFO of two
bursts' words behind it, whose room limits the reads; the top asserts that
the FIFO never refuses a word)."""
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
from cocotb.triggers import RisingEdge, ReadOnly
from cocotbext.axi import AxiReadBus, AxiRamRead
from tb import pauses, start


@cocotb.test()
async def gather(dut):
    ram = AxiRamRead(AxiReadBus.from_prefix(dut, "m_axi"), dut.clk, dut.reset, size=1 << 20)
    rng = random.Random(2)
    ram.ar_channel.set_pause_generator(pauses(random.Random(3), 0.3))
    ram.r_channel.set_pause_generator(pauses(random.Random(4), 0.3))
    mem = bytes(rng.randrange(256) for _ in range(1 << 20))
    ram.write(0, mem)
    await start(dut, "io_cmd_valid", "io_out_ready")
    cases = [(a, n) for a in range(8) for n in (0, 1, 7, 8, 9, 15, 16, 17, 255, 256, 257)]
    cases += [(4096 - 8 * k + a, n) for k in (1, 2) for a in (0, 3) for n in (8, 24, 300)]
    cases += [(rng.randrange(1 << 19), rng.randrange(5000)) for _ in range(40)]
    for addr, n in cases:
        await RisingEdge(dut.clk)
        dut.io_cmd_valid.value = 1
        dut.io_cmd_payload_addr.value = addr
        dut.io_cmd_payload_len.value = n
        while True:
            await ReadOnly()
            fired = int(dut.io_cmd_ready.value)
            await RisingEdge(dut.clk)
            if fired:
                break
        dut.io_cmd_valid.value = 0
        want = mem[addr:addr + n] + bytes((-n) % 8)
        got = b""
        cycles = 0
        while len(got) < len(want):
            ready = rng.random() < 0.7
            dut.io_out_ready.value = int(ready)
            await ReadOnly()
            if ready and int(dut.io_out_valid.value):
                got += int(dut.io_out_payload_fragment.value).to_bytes(8, "little")
                last = int(dut.io_out_payload_last.value)
                assert last == (len(got) == len(want)), f"last flag at {len(got)} of {len(want)}"
            await RisingEdge(dut.clk)
            cycles += 1
            assert cycles < 20000, f"stuck at {addr:#x}+{n}"
        dut.io_out_ready.value = 0
        assert got == want, f"payload at {addr:#x}, {n} bytes"


import pytest


@pytest.mark.parametrize("top", ["ReaderTop", "ReaderCreditTop"])
def test_payload_reader(top):
    import simlib
    simlib.run(f"payload_reader_{top}", simlib.RTL / "w64" / f"{top}.v", top,
               "test_payload_reader", pathlib.Path(__file__).resolve().parent)
