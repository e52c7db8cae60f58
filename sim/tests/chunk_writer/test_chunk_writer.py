"""Block test of the chunk writer (ChunkWriter): chunks of 1-8 words at
8-byte-aligned addresses go out as AXI4 INCR bursts, one burst per chunk;
swept over back-pressure patterns on AW, W and B and gaps in the input. The
host memory must hold every word at its address, `idle` must rise only once
every burst was answered, and the handshake rules hold on every channel (the
RTL's own assertions stop the simulation otherwise)."""
import pathlib as _pl
import sys as _sys

for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge
from cocotbext.axi import AxiRamWrite, AxiWriteBus
from tb import pauses, start

# (pause probability on AW, W, B; probability the input has a word ready)
PATTERNS = [(0.0, 0.0, 0.0, 1.0), (0.3, 0.3, 0.3, 0.7), (0.0, 0.7, 0.0, 1.0), (0.7, 0.0, 0.7, 1.0),
            (0.5, 0.5, 0.9, 0.3)]


@cocotb.test()
async def chunks_under_backpressure(dut):
    ram = AxiRamWrite(AxiWriteBus.from_prefix(dut, "m_axi"), dut.clk, dut.reset, size=1 << 16)
    await start(dut, "io_in_valid")
    rng = random.Random(5)
    for k, (paw, pw, pb, pin) in enumerate(PATTERNS):
        ram.aw_channel.set_pause_generator(pauses(random.Random(10 + k), paw))
        ram.w_channel.set_pause_generator(pauses(random.Random(20 + k), pw))
        ram.b_channel.set_pause_generator(pauses(random.Random(30 + k), pb))
        want = {}
        words = []
        for _ in range(60):
            beats = rng.randint(1, 8)
            addr = rng.randrange(0, (1 << 16) - 64, 64) + 8 * rng.randrange(0, 9 - beats)
            for i in range(beats):
                data = rng.randrange(1 << 64)
                words.append((data, addr, beats, i == 0, i == beats - 1))
        i = 0
        pending = list(words)
        offered = False
        while pending:
            data, addr, beats, first, last = pending[0]
            offered = offered or rng.random() < pin  # (held until taken: the handshake rule)
            dut.io_in_valid.value = int(offered)
            dut.io_in_payload_data.value = data
            dut.io_in_payload_addr.value = addr
            dut.io_in_payload_beats.value = beats
            dut.io_in_payload_first.value = int(first)
            dut.io_in_payload_last.value = int(last)
            await ReadOnly()
            if offered and int(dut.io_in_ready.value):
                pending.pop(0)
                offered = False
                want[addr + 8 * i] = data
                i = 0 if last else i + 1
            await RisingEdge(dut.clk)
        dut.io_in_valid.value = 0
        for _ in range(3000):
            await RisingEdge(dut.clk)
            await ReadOnly()
            if int(dut.io_idle.value):
                break
        else:
            raise AssertionError(f"pattern {k}: not idle")
        for a, d in want.items():
            got = int.from_bytes(ram.read(a, 8), "little")
            assert got == d, f"pattern {k}: word at {a:#x}: {got:#x} != {d:#x}"
        await RisingEdge(dut.clk)


def test_chunk_writer():
    import simlib
    simlib.run("chunk_writer", simlib.RTL / "w64" / "WriterTop.v", "WriterTop",
               "test_chunk_writer", pathlib.Path(__file__).resolve().parent)
