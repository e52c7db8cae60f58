"""The host side of the engine in cocotb: host memory (cocotbext-axi AxiRam
with random back-pressure on every AXI channel), the AXI4-Lite register
master, the rings of docs/engine-interface.md, and a driver that feeds
descriptors and collects completions and records the way the soft engine's
jolt_engine_run() does (every record slot is returned after it was read).

Register offsets, counter names, codes and the layouts of descriptors,
completions and records come from the `jolt` binding, which parses the C
headers generated from the RTL's definition of them (hw/.../Wire.scala).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiBus, AxiLiteBus, AxiLiteMaster, AxiRam

import jolt

lib, ffi = jolt.lib, jolt.ffi
# register offsets by name; a 64-bit register also by its name alone (its low word)
REGS = {**jolt.REGS, **{n[:-3]: a for n, a in jolt.REGS.items() if n.endswith("_LO")}}
# the counters every engine counts the same way (stall_* count each engine's own waits)
SHARED_COUNTERS = [n for n in jolt.COUNTERS if not n.startswith("stall_")]

SQ_BASE, CQ_BASE, LR_BASE, PAYLOAD_BASE = 0x1000, 0x8000, 0x10000, 0x200000
OUTSIDE = 0x7F000000  # never inside a window in these tests


class BusFault:
    """One bus error in host memory (docs/engine-interface.md 6), counted as
    jolt_engine_inject_fault counts it: kind "desc" (every beat of descriptor
    n), "payload" (the first read of the beat that holds bus address n),
    "record" (record n's first burst: its body's first 64 bytes), "cpl"
    (completion n's burst). The beats are answered SLVERR (cocotbext-axi
    answers a failed access so) and not carried out: a write never lands,
    a read brings zeros."""

    def __init__(self, kind: str, n: int, cfg: "HostConfig") -> None:
        self.kind, self.n, self.cfg = kind, n, cfg
        self.met = False
        self.sq_bytes = self.cq_bytes = self.headers = 0

    def read_fails(self, addr: int, length: int) -> bool:
        c = self.cfg
        if SQ_BASE <= addr < SQ_BASE + c.sq_entries * jolt.DESC_SIZE:
            idx, self.sq_bytes = self.sq_bytes // jolt.DESC_SIZE, self.sq_bytes + length
            if self.kind == "desc" and idx == self.n:
                self.met = True
                return True
        elif addr >= PAYLOAD_BASE and self.kind == "payload" and not self.met and addr <= self.n < addr + length:
            self.met = True
            return True
        return False

    def write_fails(self, addr: int, length: int) -> bool:
        c = self.cfg
        if CQ_BASE <= addr < CQ_BASE + c.cq_entries * jolt.CPL_SIZE:
            idx, self.cq_bytes = self.cq_bytes // jolt.CPL_SIZE, self.cq_bytes + length
            if self.kind == "cpl" and idx == self.n:
                self.met = True
                return True
        elif LR_BASE <= addr < LR_BASE + c.lr_slots * c.record_size:
            off = (addr - LR_BASE) % c.record_size
            record = self.headers  # (headers are written last: the k-th ends record k)
            self.headers += off == 0
            if self.kind == "record" and record == self.n and 64 <= off < 128:
                self.met = True
                return True
        return False


def pauses(rng: random.Random, host: "Host"):
    while True:
        yield rng.random() < host.stall


@dataclass
class HostConfig:
    record_size: int = 32768
    max_tx_items: int = 256
    log_blocks: int = 1024
    first_lsn: int = 1 << 32
    first_seq: int = 1
    sq_entries: int = 64
    cq_entries: int = 16
    lr_slots: int = 4
    stall: float = 0.3  # probability of a pause per cycle on each AXI channel
    mem_size: int = 8 << 20

    def soft(self, capacity: int, index_slots: int) -> dict[str, int]:
        return dict(record_size=self.record_size, capacity=capacity, index_slots=index_slots,
                    max_tx_items=self.max_tx_items, log_blocks=self.log_blocks,
                    first_lsn=self.first_lsn, first_seq=self.first_seq,
                    sq_entries=self.sq_entries, cq_entries=self.cq_entries,
                    lr_slots=self.lr_slots)


@dataclass
class HostResult:
    records: list[tuple[int, bytes]] = field(default_factory=list)  # (lsn, bytes)
    completions: list[bytes] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    cycles: int = 0
    # (run with reset_at) cycles from the start: the RESET write answered,
    # the engine's last W beat on the bus, STATUS.IDLE read back
    reset_cycle: int = 0
    last_write_cycle: int = 0
    idle_cycle: int = 0


class Host:
    def __init__(self, dut, cfg: HostConfig, seed: int = 1) -> None:
        self.dut, self.cfg = dut, cfg
        self.rng = random.Random(seed)
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.reset)
        self.ram = AxiRam(AxiBus.from_prefix(dut, "m_axi"), dut.clk, dut.reset, size=cfg.mem_size)
        self.stall = cfg.stall
        # set once: the probability is read from self.stall on every cycle
        for ch in (self.ram.write_if.aw_channel, self.ram.write_if.w_channel,
                   self.ram.write_if.b_channel, self.ram.read_if.ar_channel,
                   self.ram.read_if.r_channel):
            ch.set_pause_generator(pauses(random.Random(self.rng.random()), self))
        self.next_payload = PAYLOAD_BASE
        self.cycle = 0
        self.last_w_cycle = 0  # the last cycle an m_axi W beat was taken
        self.fault: BusFault | None = None
        read, write = self.ram.read_if._read, self.ram.write_if._write

        async def faulty_read(address: int, length: int) -> bytes:
            if self.fault and self.fault.read_fails(address, length):
                raise OSError("injected bus error")
            return await read(address, length)

        async def faulty_write(address: int, data: bytes) -> None:
            if self.fault and self.fault.write_fails(address, len(data)):
                raise OSError("injected bus error")
            await write(address, data)
        self.ram.read_if._read, self.ram.write_if._write = faulty_read, faulty_write

    async def start(self) -> None:
        Clock(self.dut.clk, 10, unit="ns").start()
        cocotb.start_soon(self._count())
        self.dut.reset.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.reset.value = 0
        await ClockCycles(self.dut.clk, 2)

    async def restart(self, cfg: HostConfig) -> None:
        """A fresh run on the same engine: disable, wait idle, CTRL.RESET,
        clear host memory's rings, new settings."""
        if await self.rd("STATUS") & lib.JOLT_STATUS_FAULT_MASK:
            await self.wr("CTRL", lib.JOLT_CTRL_RESET_MASK)  # taken at once: a faulted engine is quiet
            await self.wait_idle()
        else:
            await self.wr("CTRL", 0)
            await self.wait_idle()
            await self.wr("CTRL", lib.JOLT_CTRL_RESET_MASK)
        self.fault = None
        self.cfg = cfg
        self.stall = cfg.stall
        self.ram.write(CQ_BASE, bytes(jolt.CPL_SIZE * 256))
        self.next_payload = PAYLOAD_BASE

    async def wait_idle(self, max_reads: int = 10_000) -> None:
        """Polls STATUS until IDLE (after a reset, the key index is swept
        first: INDEX_SLOTS cycles)."""
        for _ in range(max_reads):
            if await self.rd("STATUS") & lib.JOLT_STATUS_IDLE_MASK:
                return
        raise AssertionError(f"STATUS.IDLE not seen in {max_reads} reads")

    async def _count(self) -> None:
        wvalid, wready = self.dut.m_axi_wvalid, self.dut.m_axi_wready
        while True:
            await RisingEdge(self.dut.clk)
            self.cycle += 1
            if wvalid.value and wready.value:
                self.last_w_cycle = self.cycle

    async def wr(self, name: str, value: int, wide: bool = False) -> None:
        await self.axil.write_dword(REGS[name], value & 0xFFFFFFFF)
        if wide:
            await self.axil.write_dword(REGS[name] + 4, value >> 32)

    async def rd(self, name: str, wide: bool = False) -> int:
        v = await self.axil.read_dword(REGS[name])
        if wide:
            v |= (await self.axil.read_dword(REGS[name] + 4)) << 32
        return v

    async def counters(self) -> dict[str, int]:
        out = {}
        for n in jolt.COUNTERS:
            lo = await self.axil.read_dword(REGS[f"CTR_{n.upper()}_LO"])
            hi = await self.axil.read_dword(REGS[f"CTR_{n.upper()}_HI"])
            out[n] = hi << 32 | lo
        return out

    async def configure(self, windows=((0x1000, None),), enable: bool = True) -> int:
        c = self.cfg
        await self.wr("RECORD_SIZE", c.record_size)
        await self.wr("MAX_TX_ITEMS", c.max_tx_items)
        await self.wr("LOG_BLOCKS", c.log_blocks, True)
        await self.wr("FIRST_LSN", c.first_lsn, True)
        await self.wr("FIRST_SEQ", c.first_seq, True)
        await self.wr("SQ_BASE", SQ_BASE, True)
        await self.wr("SQ_SIZE", c.sq_entries)
        await self.wr("CQ_BASE", CQ_BASE, True)
        await self.wr("CQ_SIZE", c.cq_entries)
        await self.wr("LR_BASE", LR_BASE, True)
        await self.wr("LR_SLOTS", c.lr_slots)
        for w, (base, limit) in enumerate(windows):
            await self.wr(f"WIN{w}_BASE", base, True)
            await self.wr(f"WIN{w}_LIMIT", c.mem_size if limit is None else limit, True)
        await self.wr("CTRL", lib.JOLT_CTRL_ENABLE_MASK if enable else 0)
        return await self.rd("CTRL")

    def place(self, payload: bytes) -> int:
        """Puts a payload in host memory at a random byte alignment."""
        addr = self.next_payload + self.rng.randrange(8)
        self.ram.write(addr, payload)
        self.next_payload = (addr + len(payload) + 8) & ~7
        assert self.next_payload < self.cfg.mem_size, "host memory full"
        return addr

    def descriptors_from_trace(self, trace) -> list[bytes]:
        out = []
        for i, (op, ty, key, payload) in enumerate(trace.entries()):
            raw = bytearray(trace.desc_bytes(i))
            d = ffi.from_buffer("struct jolt_desc *", raw)
            if op == jolt.ITEM and 0 < d.len <= lib.JOLT_MAX_PAYLOAD:
                d.addr = self.place(payload)
            elif op == jolt.ITEM and d.len:
                d.addr = PAYLOAD_BASE  # rejected before any read
            d.tag = i  # tag = index, as jolt_trace_parse does
            out.append(bytes(raw))
        return out

    async def run(self, descs: list[bytes], expect_cpls: int, max_cycles: int = 400_000,
                  fault: bool = False, reset_at: int | None = None) -> HostResult:
        """Submits every descriptor, collects completions until `expect_cpls`
        arrived and the engine is idle (fault: has stopped, STATUS.FAULT),
        returning each record slot after reading it. reset_at: CTRL.RESET
        is written once that many completions were found; no descriptor is
        submitted after it, completions are taken and slots returned until
        STATUS.IDLE (the reset taken), then the ring is scanned once more."""
        c = self.cfg
        res = HostResult()
        start = self.cycle
        sq_tail = 0
        cq_head = 0
        lr_head = 0
        resetting = idle_after_reset = False
        while True:
            progressed = False
            sq_head = 0 if resetting else await self.rd("SQ_HEAD")
            room = c.sq_entries - (sq_tail - sq_head)
            if not resetting and sq_tail < len(descs) and room > 0:
                n = min(room, len(descs) - sq_tail, self.rng.randint(1, 16))
                for i in range(sq_tail, sq_tail + n):
                    self.ram.write(SQ_BASE + (i % c.sq_entries) * jolt.DESC_SIZE, descs[i])
                sq_tail += n
                await self.wr("SQ_TAIL", sq_tail)
                progressed = True
            got = 0
            while True:
                slot = cq_head % c.cq_entries
                e = self.ram.read(CQ_BASE + slot * jolt.CPL_SIZE, jolt.CPL_SIZE)
                cpl = jolt.cpl_of(e)
                phase = 0 if (cq_head // c.cq_entries) & 1 else 1
                if cpl.phase & 1 != phase:
                    break
                res.completions.append(bytes(e))
                if cpl.kind == lib.JOLT_CPL_RECORD:  # read the slot, then return it
                    res.records.append((cpl.lsn, self.ram.read(LR_BASE + cpl.a * c.record_size,
                                                               cpl.b * jolt.BLOCK)))
                    lr_head += 1
                    await self.wr("LR_HEAD", lr_head)
                cq_head += 1
                got += 1
            if got:
                if not idle_after_reset:
                    await self.wr("CQ_HEAD", cq_head)
                progressed = True
            if idle_after_reset:
                break
            if reset_at is not None:
                if not resetting and len(res.completions) >= reset_at:
                    await self.wr("CTRL", lib.JOLT_CTRL_RESET_MASK)
                    res.reset_cycle = self.cycle - start
                    resetting = True
                elif resetting and await self.rd("STATUS") & lib.JOLT_STATUS_IDLE_MASK:
                    res.idle_cycle = self.cycle - start
                    res.last_write_cycle = self.last_w_cycle - start
                    idle_after_reset = True  # one more scan of the ring, then done
                    continue
            elif (sq_tail == len(descs) or fault) and len(res.completions) >= expect_cpls:
                status = await self.rd("STATUS")
                if status & (lib.JOLT_STATUS_FAULT_MASK if fault else lib.JOLT_STATUS_IDLE_MASK):
                    break
            if self.cycle - start > max_cycles:
                regs = {n: await self.rd(n) for n in ("CTRL", "STATUS", "SQ_HEAD", "CQ_TAIL", "LR_TAIL")}
                try:
                    core = self.dut.core
                    f = core.fetcher
                    regs.update(state=int(core.fsm_state.value), planner=int(core.planner_state.value), fetchPtr=int(f.fetchPtr.value),
                                reserved=int(f.reserved.value), inflight=int(f.inflight.value),
                                k=int(f.k.value), started=int(core.started.value),
                                arvalid=int(self.dut.m_axi_arvalid.value), arready=int(self.dut.m_axi_arready.value),
                                fen=int(f.io_enable.value), fflush=int(f.io_flush.value),
                                fvalid=int(f.io_ar_valid.value), rvalid=int(core.reader.io_ar_valid.value),
                                m_rvalid=int(self.dut.m_axi_rvalid.value), m_rready=int(self.dut.m_axi_rready.value),
                                m_rid=int(self.dut.m_axi_rid.value), arBusy=int(core.reader.arBusy.value),
                                arLeft=int(core.reader.arLeft.value), passLeft=int(core.reader.passLeft.value))
                except Exception as e:  # noqa: BLE001 - debug aid only
                    regs["internals"] = repr(e)
                raise TimeoutError(f"engine stuck: {len(res.completions)}/{expect_cpls} completions, "
                                   f"SQ {sq_head}/{sq_tail}, registers {regs}, "
                                   f"counters {await self.counters()}")
            if not progressed:
                await ClockCycles(self.dut.clk, 20)
        res.cycles = self.cycle - start
        await ClockCycles(self.dut.clk, 50)
        if reset_at is not None:
            return res
        if fault:  # (a lost completion's place stays empty: the ERROR after it is not found)
            tail = await self.rd("CQ_TAIL")
            assert tail in (len(res.completions), len(res.completions) + 2, len(res.completions) + 3), (
                f"stray completions: CQ_TAIL {tail}, {len(res.completions)} found")
        else:
            assert await self.rd("CQ_TAIL") == len(res.completions), "stray completions"
        res.counters = await self.counters()
        return res


def describe(rec: bytes) -> str:
    """A record's header and ops, for failure messages."""
    h = jolt.record_header(rec)
    try:
        ops = " ".join(f"{ty:#x}/{fl}/{n}/k{key}" for ty, fl, n, key in jolt.record_ops(rec)[:40])
    except jolt.JoltError as e:
        ops = f"(ops unreadable: {e})"
    return f"flags {h.flags} seq {h.seq} len {h.len} ops {h.ops} index {h.index} blocks {h.blocks}: {ops}"


def first_difference(a: bytes, b: bytes) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def compare(rtl: HostResult, soft, what: str = "") -> None:
    """Every byte of every completion and record, and the counters the two
    engines count the same way."""
    for i, (r, s) in enumerate(zip(rtl.completions, soft.completions)):
        if r != s:
            k = sum(1 for c in soft.completions[:i + 1] if jolt.cpl_of(c).kind == lib.JOLT_CPL_RECORD) - 1
            detail = ""
            if 0 <= k < min(len(rtl.records), len(soft.records)):
                detail = (f"\n record {k} rtl  {describe(rtl.records[k][1])}"
                          f"\n record {k} soft {describe(soft.records[k].data)}")
            raise AssertionError(f"{what}: completion {i} differs:\n rtl  {r.hex()}\n soft {s.hex()}{detail}")
    assert len(rtl.completions) == len(soft.completions), (
        f"{what}: {len(rtl.completions)} completions from the RTL, {len(soft.completions)} from "
        f"the soft engine; extra: {[c.hex() for c in (rtl.completions + soft.completions)[min(len(rtl.completions), len(soft.completions)):]]}")
    assert len(rtl.records) == len(soft.records), f"{what}: record count"
    for i, ((lsn, r), s) in enumerate(zip(rtl.records, soft.records)):
        assert lsn == s.lsn, f"{what}: record {i} lsn {lsn:#x} != {s.lsn:#x}"
        assert len(r) == len(s.data), f"{what}: record {i} length {len(r)} != {len(s.data)}"
        if r != s.data:
            off = first_difference(r, s.data)
            raise AssertionError(f"{what}: record {i} (lsn {lsn:#x}) differs at byte {off}: "
                                 f"rtl {r[off:off+16].hex()} soft {s.data[off:off+16].hex()}")
    for k in SHARED_COUNTERS:
        assert rtl.counters[k] == soft.counters[k], (
            f"{what}: counter {k}: rtl {rtl.counters[k]} soft {soft.counters[k]}")
