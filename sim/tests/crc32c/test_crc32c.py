"""Block test of the pipelined CRC32C (Crc32c): RFC 3720 B.4 vectors and
random messages against a bitwise reference (this block's test only),
words fed back to back and with gaps."""
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
from tb import start


def crc32c_ref(data: bytes) -> int:
    c = 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ (0x82F63B78 if c & 1 else 0)
    return c ^ 0xFFFFFFFF


async def crc_of(dut, data: bytes, rng: random.Random | None = None) -> int:
    assert len(data) % 8 == 0
    dut.io_clear.value = 1
    await RisingEdge(dut.clk)
    dut.io_clear.value = 0
    for i in range(0, len(data), 8):
        while rng and rng.random() < 0.3:
            dut.io_input_valid.value = 0
            await RisingEdge(dut.clk)
        dut.io_input_valid.value = 1
        dut.io_input_payload.value = int.from_bytes(data[i:i + 8], "little")
        await RisingEdge(dut.clk)
    dut.io_input_valid.value = 0
    while True:
        await ReadOnly()
        if not int(dut.io_busy.value):
            break
        await RisingEdge(dut.clk)
    v = int(dut.io_crc.value)
    await RisingEdge(dut.clk)
    return v


@cocotb.test()
async def rfc3720_vectors(dut):
    await start(dut, "io_clear", "io_input_valid")
    for data, want in [(bytes(32), 0x8A9136AA), (b"\xff" * 32, 0x62A8AB43),
                       (bytes(range(32)), 0x46DD794E), (bytes(range(31, -1, -1)), 0x113FDB5C)]:
        got = await crc_of(dut, data)
        assert got == want, f"{data[:4].hex()}..: {got:#x} != {want:#x}"


@cocotb.test()
async def random_messages(dut):
    await start(dut, "io_clear", "io_input_valid")
    rng = random.Random(5)
    for n in range(60):
        data = bytes(rng.randrange(256) for _ in range(8 * rng.randint(1, 80)))
        got = await crc_of(dut, data, rng if n % 2 else None)
        assert got == crc32c_ref(data), f"message {n} ({len(data)} bytes)"


def test_crc32c():
    import simlib
    simlib.run("crc32c", simlib.RTL / "w64" / "Crc32c.v", "Crc32c", "test_crc32c",
               pathlib.Path(__file__).resolve().parent)
