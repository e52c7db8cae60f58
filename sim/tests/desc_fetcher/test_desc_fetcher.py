"""Block test of the descriptor fetcher (DescFetcher): descriptors from a
ring that wraps, the doorbell (SQ_TAIL) rung in random steps as the ring has
room, random pauses on AR and R, a random consumer and a random `hold`;
each descriptor must come out once, in ring order, with its flags (zero
length, too big, inside a window). On the prefetching build (FetcherTop: a
256-deep queue, at most 8 descriptors in flight) and on the 16-deep one
without (FetcherTop16). Checked as it runs: at most 8 descriptors (32
beats) in flight with prefetching, no AR raised while `hold` was high, and
(the top's assertions) the AXI handshake rules."""
import pathlib as _pl
import sys as _sys

for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import os
import pathlib
import random
import struct

import cocotb
import pytest
from cocotb.triggers import ReadOnly, RisingEdge
from cocotbext.axi import AxiRamRead, AxiReadBus
from tb import pauses, start

SQ_BASE, SQ_N = 0x10000, 64
WIN = [(0x100000, 0x200000), (0x400000, 0x400100)]
MAX_PAYLOAD = 1 << 20


def desc(rng: random.Random) -> bytes:
    n = rng.choice([0, 1, 8, 300, MAX_PAYLOAD, MAX_PAYLOAD + 1, rng.randrange(1 << 32)])
    base, limit = rng.choice(WIN)
    addr = rng.choice([base, limit - min(n, limit - base), base - 8, rng.randrange(1 << 64)])
    return struct.pack("<BBHIQQII", rng.randrange(1, 4), rng.randrange(256), rng.randrange(4) * (rng.random() < 0.2),
                       n, rng.randrange(1 << 64), addr, rng.randrange(1 << 32), 0)


def flags_of(d: bytes) -> tuple[int, int, int]:
    n, addr = struct.unpack_from("<I", d, 4)[0], struct.unpack_from("<Q", d, 16)[0]
    inside = n == 0 or any(b <= addr and addr + n <= l for b, l in WIN)
    return int(n == 0), int(n > MAX_PAYLOAD), int(inside)


@cocotb.test()
async def ring_in_order(dut):
    prefetch = os.environ["JOLT_FETCHER_DEPTH"] == "256"
    ram = AxiRamRead(AxiReadBus.from_prefix(dut, "m_axi"), dut.clk, dut.reset, size=1 << 20)
    ram.ar_channel.set_pause_generator(pauses(random.Random(3), 0.3))
    ram.r_channel.set_pause_generator(pauses(random.Random(4), 0.3))
    rng = random.Random(5)
    want = [desc(rng) for _ in range(600)]
    await start(dut, "io_enable", "io_flush", "io_hold", "io_desc_ready", "io_sqTail")
    dut.io_sqBase.value = SQ_BASE
    dut.io_sqMask.value = SQ_N - 1
    for i, (b, l) in enumerate(WIN):
        getattr(dut, f"io_winBase_{i}").value = b
        getattr(dut, f"io_winLimit_{i}").value = l
    await RisingEdge(dut.clk)
    dut.io_enable.value = 1
    tail = head = 0
    beats_out = 0  # R beats asked for, not yet back
    hold_before = arv_before = 0
    cycles = 0
    while head < len(want):
        # the host: ring the doorbell with what the ring has room for
        if tail < len(want) and rng.random() < 0.1:
            n = min(rng.randrange(1, 40), SQ_N - (tail - head), len(want) - tail)
            for i in range(tail, tail + n):
                ram.write(SQ_BASE + (i % SQ_N) * 32, want[i])
            tail += n
            dut.io_sqTail.value = tail
        # hold in runs (as the engine holds it while the payload FIFO fills)
        if rng.random() < 0.05:
            dut.io_hold.value = 1 - int(dut.io_hold.value)
        ready = rng.random() < 0.6
        dut.io_desc_ready.value = int(ready)
        await ReadOnly()
        hold_now = int(dut.io_hold.value)
        arv = int(dut.m_axi_arvalid.value)
        # (VALID rises from a register that saw `hold` in the cycle before)
        assert not (arv and not arv_before and hold_before), "AR raised while held"
        if arv and int(dut.m_axi_arready.value):
            beats_out += int(dut.m_axi_arlen.value) + 1
        if int(dut.m_axi_rvalid.value) and int(dut.m_axi_rready.value):
            beats_out -= 1
        if prefetch:
            assert beats_out <= 32, f"{beats_out} beats in flight"
        if ready and int(dut.io_desc_valid.value):
            got = int(dut.io_desc_payload.value)
            d = (got & ((1 << 256) - 1)).to_bytes(32, "little")
            assert d == want[head], f"descriptor {head}"
            fl = got >> 256
            assert (fl & 1, fl >> 1 & 1, fl >> 6 & 1) == flags_of(d), f"flags of descriptor {head}"
            head += 1
        await RisingEdge(dut.clk)
        cycles += 1
        assert cycles < 200000, f"stuck at {head} of {len(want)}"
        hold_before, arv_before = hold_now, arv
    dut.io_enable.value = 0
    for _ in range(40):
        await RisingEdge(dut.clk)
    assert int(dut.io_idle.value)


@pytest.mark.parametrize("top", ["FetcherTop", "FetcherTop16"])
def test_desc_fetcher(top):
    import simlib
    simlib.run(f"desc_fetcher_{top}", simlib.RTL / "w64" / f"{top}.v", top, "test_desc_fetcher",
               pathlib.Path(__file__).resolve().parent,
               extra_env={"JOLT_FETCHER_DEPTH": "256" if top == "FetcherTop" else "16"})
