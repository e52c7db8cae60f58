"""Top-level test of the engine: the RTL against the soft engine.

Every test feeds the same descriptors to the RTL (through host memory, with
random pauses on every AXI channel) and to the soft engine (libjolt, through
the `jolt` Python binding), then compares every byte of every completion
and every record, and the counters both engines count the same way. Random
traces come from the soft engine's own generator (jolt.generate_trace).

Run by pytest (test_* at the bottom), which builds the Verilated model of
each parameter set once in build/sim/.
"""
from __future__ import annotations

import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))


import os
import pathlib
import random

import cocotb
import pytest

try:
    import jolt
except Exception as e:  # noqa: BLE001 - the binding needs build/sw/libjolt.so
    pytest.skip(f"soft engine binding unavailable ({e}); run `make build`", allow_module_level=True)

from host import OUTSIDE, PAYLOAD_BASE, REGS, BusFault, Host, HostConfig, compare
import coverage_model as cov

lib = jolt.lib
ITEM, TX_END_OP, PUSH = jolt.ITEM, jolt.TX_END, jolt.PUSH
# item types of each class: the class's first type | n
OBJECT, INTENT, DONE = (c << lib.JOLT_ITEM_CLASS_SHIFT for c in (lib.JOLT_CLASS_OBJECT, lib.JOLT_CLASS_INTENT,
                                                                  lib.JOLT_CLASS_DONE))

CAPACITY = int(os.environ.get("JOLT_CAPACITY", "1024"))
INDEX_SLOTS = int(os.environ.get("JOLT_INDEX_SLOTS", "2048"))
# a RESET is taken once the checkpoint in flight is finished and every
# bus request answered; STATUS.IDLE is read back within this many cycles of
# the engine's last bus write: the reset's steps and the host's STATUS read
# (measured: 34-63), or an index sweep (INDEX_SLOTS cycles) more when the
# reset's clear is the 256th (docs/engine-interface.md 4)
RESET_IDLE_CYCLES = 128


async def new_host(dut, seed: int = 1) -> Host:
    host = Host(dut, HostConfig(), seed)
    await host.start()
    return host


async def differential(dut, cfg: HostConfig, descs_soft, what: str, seed: int = 1,
                       trace=None, entries=None, windows=((0x1000, None),), host=None):
    """Runs the same input on both engines and compares."""
    cfg.max_tx_items = min(cfg.max_tx_items, CAPACITY)
    eng = jolt.Engine("soft", **cfg.soft(CAPACITY, INDEX_SLOTS))
    soft = eng.run(trace) if trace is not None else eng.run_items(entries)
    if host is None:
        host = await new_host(dut, seed)
    await host.restart(cfg)
    assert await host.configure(windows) & 1, "engine did not enable"
    if trace is not None:
        descs = host.descriptors_from_trace(trace)
    else:
        descs = descs_soft(host)
    rtl = await host.run(descs, len(soft.completions))
    compare(rtl, soft, what)
    cov.sample(soft, cfg, CAPACITY)
    dut._log.info("%s: %d completions, %d records, %d cycles, counters %s", what,
                  len(rtl.completions), len(rtl.records), rtl.cycles, rtl.counters)
    return rtl, soft


def items_to_descs(entries, host: Host, place=True):
    """(op, type, key, payload[, flags, tag, reserved, addr]) -> raw descriptors
    in host memory; payloads placed at random alignments."""
    out = []
    for i, e in enumerate(entries):
        op, ty, key, payload = e[:4]
        flags = e[4] if len(e) > 4 else 0
        tag = e[5] if len(e) > 5 else i
        res = e[6] if len(e) > 6 else 0
        addr = e[7] if len(e) > 7 else None
        if isinstance(payload, int):
            length, data = payload, None
        else:
            length, data = len(payload), payload
        if addr is None:
            addr = host.place(data) if (data and op == ITEM) else 0
        out.append(jolt.desc_bytes(op, ty, key, length, addr, tag, flags, res))
    return out


# ---------------------------------------------------------------- random traces

@cocotb.test()
async def random_traces(dut):
    """Random traces from the soft engine's generator, small records so that
    records split and the log-buffer ring and the completion ring wrap."""
    rng = random.Random(int(os.environ.get("JOLT_SEED", "7")))
    host = await new_host(dut)
    for n in range(int(os.environ.get("JOLT_TRACES", "3"))):
        seed = rng.randrange(1 << 30)
        params = dict(seed=seed, transactions=rng.randint(20, 60), items=(1, 8),
                      payload=(0, rng.choice([64, 700, 6000])), relog=0.3, intents=0.15,
                      dones=0.15, push_every=rng.randint(2, 12), bad=0.03, final_push=True)
        data = jolt.generate_trace(**params)
        trace = jolt.Trace(data)
        cfg = HostConfig(record_size=rng.choice([4096, 8192]), max_tx_items=rng.choice([8, 16]),
                         log_blocks=rng.choice([8, 24, 1024]), cq_entries=rng.choice([8, 16]),
                         lr_slots=rng.choice([1, 3, 4]), stall=rng.choice([0.0, 0.3, 0.6]))
        await differential(dut, cfg, None, f"trace seed {seed} {params} {cfg}", seed=seed,
                           trace=trace, host=host)


# ---------------------------------------------------------------- directed

def obj(key, payload, ty=OBJECT | 1):
    return (ITEM, ty, key, payload)


TX_END = (TX_END_OP, 0, 0, b"")


def push(tail=0):
    return (PUSH, 0, tail, b"")


@cocotb.test()
async def relog_and_whiteout(dut):
    """Relogs back to back (forwarding in the key table), relog of an evicted
    key, whiteout within a checkpoint, a done whose intent is in an earlier
    checkpoint (kept), intent then done back to back."""
    p = lambda n, s=0: bytes((s + i) & 0xFF for i in range(n))  # noqa: E731
    entries = [
        obj(5, p(10)), obj(5, p(11, 1)), obj(5, p(12, 2)), TX_END,          # relog x2, back to back
        obj(900, p(20), INTENT | 1), obj(900, p(3), DONE | 1), TX_END,       # whiteout, back to back
        obj(901, p(8), INTENT | 2), TX_END, push(),                          # intent pushed
        obj(901, p(4), DONE | 2), obj(5, p(13, 3)), TX_END,                  # done kept (across)
        obj(902, p(1), INTENT | 1), obj(7, p(7)), obj(902, b"", DONE | 1), TX_END,  # whiteout, not adjacent
        obj(5, p(9, 5)), obj(5, p(2), INTENT | 1), obj(5, p(2), DONE | 1), TX_END,  # object and intent same key
        push(0x1234_00000000), push(),
    ]
    cfg = HostConfig(stall=0.3)
    await differential(dut, cfg, lambda h: items_to_descs(entries, h), "relog/whiteout",
                       entries=entries)


@cocotb.test()
async def split_records(dut):
    """Items larger than a record, items that end exactly at a record's end,
    every payload length modulo 8, a commit that does not fit."""
    entries = []
    key = 100
    for n in list(range(0, 17)) + [4000, 4016, 4017, 9000, 4096 * 3 + 5, 100000]:
        entries.append(obj(key, bytes(random.Random(n).randrange(256) for _ in range(n))))
        key += 1
        entries.append(TX_END)
    entries.append(push())
    # fill a record to leave less than 32 bytes for the commit
    entries += [obj(7, bytes(4096 - 64 - 16 - 24)), TX_END, push()]
    entries += [obj(8, bytes(4096 - 64 - 16 - 16)), TX_END, push()]
    # records closed with 16 bytes left (rule 3): a middle record with flags 0
    entries += [obj(9, b"\x11" * 4000), obj(10, b"\x22" * 4000), obj(11, b"\x33" * 10), TX_END, push()]
    cfg = HostConfig(record_size=4096, max_tx_items=4, log_blocks=64, stall=0.2)
    await differential(dut, cfg, lambda h: items_to_descs(entries, h), "splits", entries=entries)


@cocotb.test()
async def table_full_push(dut):
    """Automatic pushes when the table cannot take another maximal
    transaction, and TX_TOO_LONG."""
    rng = random.Random(3)
    entries = []
    for t in range(CAPACITY // 3 + 8):
        for i in range(rng.randint(1, 5)):
            entries.append(obj(rng.randrange(40), bytes(rng.randrange(256) for _ in range(rng.randrange(24)))))
        entries.append((TX_END_OP, 0, 0, b"", 0, 10000 + t))
    entries.append(push())
    cfg = HostConfig(max_tx_items=4, record_size=8192, stall=0.1)
    await differential(dut, cfg, lambda h: items_to_descs(entries, h), "table full", entries=entries)


@cocotb.test()
async def bad_descriptors(dut):
    """Every error code the engine can raise, between good items; the engine
    keeps going."""
    entries = [
        obj(1, b"abc"),
        (9, 0, 0, b""),                        # BAD_OPCODE
        obj(2, b"x", 0x00),                    # BAD_TYPE
        obj(2, b"x", lib.JOLT_ITEM_COMMIT),    # BAD_TYPE (control)
        obj(2, b"x") + (1,),                   # BAD_RESERVED (flags)
        obj(2, b"x") + (0, 77, 5),             # BAD_RESERVED (reserved)
        (TX_END_OP, 0, 1, b""),                # BAD_RESERVED (TX_END key)
        (PUSH, 1, 0, b""),                     # BAD_RESERVED (PUSH type)
        obj(3, lib.JOLT_MAX_PAYLOAD + 1),      # PAYLOAD_TOO_BIG
        obj(2, b"defg"), obj(3, b""), obj(4, b"h"), obj(5, b"ij"),  # TX_TOO_LONG after 4
        TX_END, push(), push(),
    ]
    cfg = HostConfig(max_tx_items=4, stall=0.3)
    await differential(dut, cfg, lambda h: items_to_descs(entries, h), "bad descriptors",
                       entries=entries)


@cocotb.test()
async def out_of_window(dut):
    """Payloads outside the DMA windows complete with BAD_ADDRESS (the soft
    engine is given a NULL address for the same items), the engine never
    reads there and keeps running; a payload straddling a window's end is
    outside too."""
    win_end = 0x300000

    def build(h: Host):
        e = list(entries_soft)
        e[1] = obj(11, 16) + (0, 1, 0, OUTSIDE)
        e[3] = obj(13, 32) + (0, 3, 0, win_end - 16)
        return items_to_descs(e, h)

    entries_soft = [obj(10, b"0123456789"), obj(11, 16) + (0, 1, 0, 0), obj(12, b"z" * 40),
                    obj(13, 32) + (0, 3, 0, 0), TX_END, push()]
    cfg = HostConfig(stall=0.3)
    await differential(dut, cfg, build, "out of window", entries=entries_soft,
                       windows=((0x1000, win_end),))


@cocotb.test()
async def register_access(dut):
    """The register file over AXI4-Lite: identification and build
    parameters; a write of one byte (WSTRB) changes that byte only; writes
    to read-only and unmapped addresses change nothing and are answered
    OKAY, unmapped reads give zero; RESET self-clears; reads answer from
    any place in the map, back to back and queued (each AR right after the
    last R)."""
    host = await new_host(dut)
    rd, regs = host.rd, REGS
    assert await rd("ID") == lib.JOLT_ENGINE_ID and await rd("VERSION") == lib.JOLT_INTERFACE_VERSION
    assert await rd("CAPACITY") == CAPACITY and await rd("INDEX_SLOTS") == INDEX_SLOTS
    await host.wr("RECORD_SIZE", 0x00018000)
    await host.axil.write(regs["RECORD_SIZE"] + 1, b"\x12")  # byte 1 only
    assert await rd("RECORD_SIZE") == 0x00011200
    await host.axil.write(regs["RECORD_SIZE"] + 2, b"\x00\x00")  # bytes 2-3
    assert await rd("RECORD_SIZE") == 0x00001200
    before = {n: await rd(n) for n in ("MAX_TX_ITEMS", "SQ_SIZE", "CAPACITY", "CQ_SIZE")}
    assert not {0x0F0, 0x3FC} & set(regs.values()), "the unmapped addresses below are mapped"
    for off in (0x0F0, 0x3FC, regs["CAPACITY"]):
        w = await host.axil.write(off, (0xFFFFFFFF).to_bytes(4, "little"))
        assert w.resp == 0, f"write at {off:#x}: resp {w.resp}"
    for off in (0x0F0, 0x3FC):
        r = await host.axil.read(off, 4)
        assert r.resp == 0 and r.data == bytes(4), f"read at {off:#x}: {r}"
    assert {n: await rd(n) for n in before} == before
    await host.wr("CTRL", lib.JOLT_CTRL_RESET_MASK)
    assert await rd("CTRL") == 0  # RESET is a pulse; ENABLE stays off
    await host.wait_idle()  # (STATUS changes until then)
    names = list(regs)
    got = {n: await rd(n) for n in names}
    rng = random.Random(3)
    for _ in range(40):  # in any order, back to back, the same words
        n = rng.choice(names)
        assert await rd(n) == got[n], n
    queued = [rng.choice(names) for _ in range(40)]  # each AR right after the last R
    events = [(n, host.axil.init_read(regs[n], 4)) for n in queued]
    for n, ev in events:
        await ev.wait()
        assert int.from_bytes(ev.data.data, "little") == got[n], f"{n}, queued"


@cocotb.test()
async def configuration_checks(dut):
    """ENABLE reads back 0 while any configuration rule is broken, and 1 once
    the register is set right again: record size, transaction limit, log
    size, first LSN (cycle 0, no room for a record at its block), ring
    sizes, alignments, rings inside the DMA windows."""
    host = await new_host(dut)
    c = host.cfg
    c.max_tx_items = min(c.max_tx_items, CAPACITY)
    assert await host.configure() == 1
    blocks2 = 2 * c.record_size // jolt.BLOCK  # LOG_BLOCKS must hold two records
    room = c.log_blocks - c.record_size // jolt.BLOCK  # the last block a first record fits at
    cases = [  # (register, 64-bit, bad value, good value)
        ("FIRST_LSN", True, room, c.first_lsn),  # cycle 0
        ("FIRST_LSN", True, (1 << 32) | (room + 1), (1 << 32) | room),  # no room for a record
        ("FIRST_LSN", True, (5 << 32) | 0xFFFFFFFF, (5 << 32) | 7),
        ("RECORD_SIZE", False, lib.JOLT_RECORD_SIZE_MAX + jolt.BLOCK, lib.JOLT_RECORD_SIZE_MAX),
        ("RECORD_SIZE", False, jolt.BLOCK + jolt.BLOCK // 2, c.record_size),
        ("RECORD_SIZE", False, 0, c.record_size), ("MAX_TX_ITEMS", False, 0, 1),
        ("MAX_TX_ITEMS", False, CAPACITY + 1, CAPACITY), ("LOG_BLOCKS", True, blocks2 - 1, blocks2),
        ("LOG_BLOCKS", True, 1 << 32, (1 << 21) + 3), ("SQ_SIZE", False, 48, c.sq_entries),
        ("CQ_SIZE", False, 0, c.cq_entries), ("LR_SLOTS", False, 0, c.lr_slots),
        ("SQ_BASE", True, 0x1008, 0x1000), ("LR_BASE", True, 0x10020, 0x10000),
        ("WIN0_LIMIT", True, 0x10000, c.mem_size),  # the log-buffer ring outside the window
    ]
    for name, wide, bad, good in cases:
        await host.wr("CTRL", 0)
        await host.wr(name, bad, wide)
        await host.wr("CTRL", 1)
        assert await host.rd("CTRL") == 0, f"{name} = {bad:#x} accepted"
        await host.wr(name, good, wide)
        await host.wr("CTRL", 1)
        assert await host.rd("CTRL") == 1, f"{name} = {good:#x} refused"


def _packed_item(trace, start: int) -> int:
    """An ITEM at or after start, of the object class, whose key is logged
    once and which has a payload: the engine reads it when it packs."""
    d = trace.descs
    uses: dict[int, int] = {}
    for i in range(len(trace)):
        if d[i].opcode == ITEM:
            uses[d[i].key] = uses.get(d[i].key, 0) + 1
    for i in list(range(start, len(trace))) + list(range(start)):
        if (d[i].opcode == ITEM and uses[d[i].key] == 1 and 0 < d[i].len <= lib.JOLT_MAX_PAYLOAD
                and d[i].type >> lib.JOLT_ITEM_CLASS_SHIFT == lib.JOLT_CLASS_OBJECT):
            return i
    raise AssertionError("no item to fail")


async def _small_ring_case(dut, seed: int, transactions: int, items: tuple[int, int]):
    """A random trace (bad descriptors, relogs, whiteouts) on 4 KiB records
    and small rings, so that they wrap, with the soft engine's run of it:
    (rng, host, trace, cfg, the soft engine's result)."""
    rng = random.Random(int(os.environ.get("JOLT_SEED", "7")) + seed)
    host = await new_host(dut, seed)
    data = jolt.generate_trace(seed=seed, transactions=transactions, items=items, payload=(1, 1500),
                               relog=0.2, intents=0.1, dones=0.1, push_every=3, bad=0.05, final_push=True)
    trace = jolt.Trace(data)
    cfg = HostConfig(record_size=4096, max_tx_items=16, cq_entries=8, lr_slots=3, stall=0.3)
    with jolt.Engine("soft", **cfg.soft(CAPACITY, INDEX_SLOTS)) as e:
        plain = e.run(trace)
    return rng, host, trace, cfg, plain


@cocotb.test()
async def bus_errors(dut):
    """docs/engine-interface.md 6: a read or write beat answered SLVERR at a
    random point (a descriptor's read, a payload's, a record's first burst,
    a completion's write: R and B; AR, AW and W paused at random as
    everywhere), against the soft engine given the same fault. The same
    completions until the ERROR BUS_ERROR (or the lost one) and the same
    records; the engine stops with STATUS.FAULT and nothing more; RESET
    brings it back for the next case."""
    rng, host, trace, cfg, plain = await _small_ring_case(dut, 36, 30, (1, 5))
    soft_cfg = cfg.soft(CAPACITY, INDEX_SLOTS)
    for kind in ("desc", "payload", "record", "cpl") * int(os.environ.get("JOLT_FAULT_ROUNDS", "1")):
        span = {"desc": len(trace), "payload": len(trace), "record": len(plain.records),
                "cpl": len(plain.completions)}[kind]
        n = rng.randrange(span)
        if kind == "payload":
            n = _packed_item(trace, n)
        with jolt.Engine("soft", **soft_cfg) as e:
            soft = e.run(trace, fault=(kind, n))
        await host.restart(cfg)
        assert await host.configure() & 1, "engine did not enable"
        descs = host.descriptors_from_trace(trace)
        at = jolt.ffi.from_buffer("struct jolt_desc *", descs[n]).addr if kind == "payload" else n
        host.fault = BusFault(kind, at, cfg)
        rtl = await host.run(descs, len(soft.completions), fault=True)
        what = f"bus error {kind} {n}"
        assert host.fault.met, what
        soft.counters = rtl.counters = {k: 0 for k in rtl.counters}  # (not specified after a fault)
        compare(rtl, soft, what)
        assert await host.rd("STATUS") & lib.JOLT_STATUS_FAULT_MASK, what
        dut._log.info("%s: %d completions (%d without it), %d records", what, len(rtl.completions),
                      len(plain.completions), len(rtl.records))


@cocotb.test()
async def reset_running(dut):
    """docs/engine-interface.md 4: CTRL.RESET written while the engine runs,
    after a random number of completions (random pauses on every channel;
    the host keeps taking completions and returning slots). The engine
    takes no descriptor after it and finishes the checkpoint being packed:
    what it wrote is a prefix of the soft engine's completions and records,
    byte for byte. It then resets: STATUS.IDLE read back within
    RESET_IDLE_CYCLES of its last write on the bus, its ring indices zero;
    and the same engine, programmed again, packs the whole trace as the
    soft engine does."""
    rng, host, trace, cfg, plain = await _small_ring_case(dut, 37, 40, (1, 6))
    bound = RESET_IDLE_CYCLES
    for _ in range(int(os.environ.get("JOLT_RESET_ROUNDS", "5"))):
        await host.restart(cfg)
        assert await host.configure() & 1, "engine did not enable"
        at = rng.randrange(len(plain.completions))
        rtl = await host.run(host.descriptors_from_trace(trace), 0, reset_at=at)
        what = f"RESET after {at} completions"
        n, m = len(rtl.completions), len(rtl.records)
        assert at <= n <= len(plain.completions), what
        assert rtl.completions == plain.completions[:n], f"{what}: the completions differ from the soft engine's"
        assert m <= len(plain.records), what
        for i, ((lsn, r), soft) in enumerate(zip(rtl.records, plain.records)):
            assert lsn == soft.lsn and r == soft.data, f"{what}: record {i} differs from the soft engine's"
        finish, idle_after = rtl.last_write_cycle - rtl.reset_cycle, rtl.idle_cycle - rtl.last_write_cycle
        assert idle_after <= bound, f"{what}: IDLE read {idle_after} cycles after the last write (bound {bound})"
        for reg in ("SQ_HEAD", "CQ_TAIL", "LR_TAIL"):
            assert await host.rd(reg) == 0, f"{what}: {reg} not zeroed"
        dut._log.info("%s: %d of %d completions, %d records; the last write %d cycles after RESET, "
                      "IDLE read %d cycles after it", what, n, len(plain.completions), m, finish, idle_after)
    await host.restart(cfg)
    assert await host.configure() & 1, "engine did not enable after the resets"
    rtl = await host.run(host.descriptors_from_trace(trace), len(plain.completions))
    compare(rtl, plain, "the whole trace after RESETs of a running engine")


@cocotb.test()
async def zz_coverage_report(dut):
    """Reports the functional coverage gathered by the tests above."""
    cov.report(dut._log, pathlib.Path(os.environ.get("JOLT_COVERAGE_XML", "coverage.xml")))


# ---------------------------------------------------------------- pytest side

HERE = pathlib.Path(__file__).resolve().parent


def _run(variant: str, capacity: int, slots: int, testcase=None, coverage: bool = True) -> None:
    import simlib
    if jolt is None:
        # the binding needs build/sw/libjolt.so; any other error is a failure
        if not (simlib.TOP / "build" / "sw" / "libjolt.so").exists():
            pytest.skip("the soft engine's library build/sw/libjolt.so is not built (make build)")
        pytest.fail(f"the jolt binding does not load: {JOLT_ERROR!r}")
    name = f"engine-{variant}"
    xml = simlib.SIM_BUILD / name / "coverage.xml"
    simlib.run(name, simlib.RTL / variant / "JoltEngine.v", "JoltEngine", "test_engine", HERE,
               {"JOLT_CAPACITY": str(capacity), "JOLT_INDEX_SLOTS": str(slots),
                "JOLT_COVERAGE_XML": str(xml)}, testcase)
    if not coverage:
        return
    import xml.etree.ElementTree as ET
    top = ET.parse(xml).getroot()
    pct = float(top.get("cover_percentage"))
    missing = [b.get("abs_name") for b in top.iter() if b.get("hits") == "0"]
    (simlib.SIM_BUILD / f"{name}-coverage.txt").write_text(f"{pct:.1f}% {missing}\n")
    print(f"functional coverage {name}: {pct:.1f}%, bins not hit: {missing}")
    assert pct >= 90.0, f"functional coverage fell to {pct:.1f}%: {missing}"


def test_engine_default_parameters():
    """64-bit, 1024-entry table, 2048 index slots (the synthesized build)."""
    _run("w64", 1024, 2048)


def test_engine_small_table():
    """A 64-entry table and 16 index slots: many evictions and automatic pushes."""
    _run("small", 64, 16)


SIM_WIDE = os.environ.get("JOLT_SIM_WIDE") == "1"


# (make test runs the 256-bit port only: the same upsizer, and each port's
# model is a minute of a fresh machine's build)
@pytest.mark.parametrize("width", [128, 256] if SIM_WIDE else [256])
def test_engine_wide(width: int) -> None:
    """The 128- and 256-bit ports (the 64-bit core behind SpinalHDL's
    Axi4Upsizer), against the soft engine: the 256-bit one's random traces
    in `make test`, every test of this suite on both (coverage included) in
    `make sim-test-wide` (JOLT_SIM_WIDE=1)."""
    _run(f"w{width}", 1024, 2048, None if SIM_WIDE else "random_traces", coverage=SIM_WIDE)
