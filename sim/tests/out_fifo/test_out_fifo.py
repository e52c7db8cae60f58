"""Block test of the output-register FIFO (OutRegFifo, 8 deep): words pushed
and popped under every mix of push and pop rates come out in order, none
lost or repeated; `occupancy` matches the words inside; VALID holds until
READY (the RTL's handshake assertion)."""
import pathlib as _pl
import sys as _sys

for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge
from tb import start


@cocotb.test()
async def order_under_backpressure(dut):
    await start(dut, "io_push_valid", "io_pop_ready")
    rng = random.Random(7)
    sent, got = [], []
    inside = 0
    for p_push, p_pop in [(1.0, 1.0), (1.0, 0.2), (0.2, 1.0), (0.5, 0.5), (0.9, 0.6), (0.0, 1.0)]:
        for _ in range(400):
            push = rng.random() < p_push
            pop = rng.random() < p_pop
            word = rng.randrange(1 << 32)
            dut.io_push_valid.value = int(push)
            dut.io_push_payload.value = word
            dut.io_pop_ready.value = int(pop)
            await ReadOnly()
            assert int(dut.io_occupancy.value) == inside, f"occupancy {int(dut.io_occupancy.value)} != {inside}"
            if push and int(dut.io_push_ready.value):
                sent.append(word)
                inside += 1
            if pop and int(dut.io_pop_valid.value):
                got.append(int(dut.io_pop_payload.value))
                inside -= 1
            await RisingEdge(dut.clk)
    assert got == sent[:len(got)], "words out of order, lost or repeated"
    assert len(sent) - len(got) == inside


def test_out_fifo():
    import simlib
    simlib.run("out_fifo", simlib.RTL / "w64" / "OutFifoTop.v", "OutFifoTop",
               "test_out_fifo", pathlib.Path(__file__).resolve().parent)
