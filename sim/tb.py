"""Cocotb-side helpers shared by the block testbenches."""
from __future__ import annotations

import random

from cocotb.clock import Clock
from cocotb.triggers import ClockCycles


async def start(dut, *idle: str) -> None:
    """Starts the 100 MHz clock, holds reset for 3 cycles with the named
    inputs at 0, and releases it."""
    Clock(dut.clk, 10, unit="ns").start()
    dut.reset.value = 1
    for name in idle:
        getattr(dut, name).value = 0
    await ClockCycles(dut.clk, 3)
    dut.reset.value = 0


def pauses(rng: random.Random, p: float):
    """A pause generator for cocotbext-axi channels: pause with probability p."""
    while True:
        yield rng.random() < p
