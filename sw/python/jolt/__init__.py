"""jolt: Python binding of libjolt (cffi, ABI mode) for tests and scripting.

The declarations come from the public C headers themselves (written without
macros for this purpose), so the binding cannot drift from the library, and
everything here calls the C code: the same engine, not a re-implementation.
The codes, counters, layouts (wire.h) and the register map (regs.h) are the
headers generated from the RTL's definition of them: `lib.JOLT_*`, `REGS`,
`COUNTERS`, `ERRORS` and the structs through `ffi` are what the RTL and the C
library use, never a copy.
"""
from __future__ import annotations

import dataclasses
import errno
import os
import pathlib
import re
from typing import Iterable, Sequence

import cffi

_TOP = pathlib.Path(__file__).resolve().parents[3]
_INCLUDE = _TOP / "sw" / "include" / "jolt"
_HEADERS = ("wire.h", "regs.h", "log_format.h", "env.h", "engine.h", "log.h", "blk.h", "fs.h",
            "send_stream.h", "utimes_cache.h", "subvol.h")
# The trace reader and generator are tools beside libjolt, not its API
# (sw/tools/trace.h): a library of their own, next to libjolt.so.
_TRACE_HEADER = _TOP / "sw" / "tools" / "trace.h"

ffi = cffi.FFI()


def _cdef_text(path: pathlib.Path) -> str:
    lines = [ln for ln in path.read_text().splitlines() if not ln.lstrip().startswith("#")]
    return "\n".join(lines)


ffi.cdef("\n".join(_cdef_text(p) for p in [*(_INCLUDE / h for h in _HEADERS), _TRACE_HEADER]))
_LIB_PATH = os.environ.get("JOLT_LIB", str(_TOP / "build" / "sw" / "libjolt.so"))
lib = ffi.dlopen(_LIB_PATH)
_trace = ffi.dlopen(str(pathlib.Path(_LIB_PATH).with_name("libjolt_trace.so")))
_libc_ffi = cffi.FFI()
_libc_ffi.cdef("void free(void *);")
_libc = _libc_ffi.dlopen(None)

BLOCK = lib.JOLT_BLOCK_SIZE
DESC_SIZE = ffi.sizeof("struct jolt_desc")
CPL_SIZE = ffi.sizeof("struct jolt_cpl")


def _enum(name: str, prefix: str) -> dict[str, int]:
    """The members of a C enum of the headers, by name without `prefix`."""
    return {k[len(prefix):]: v for k, v in ffi.typeof(name).relements.items()}


# register offsets by name ("CTRL", "LOG_BLOCKS_LO", "CTR_ITEMS_IN_HI", ...)
REGS: dict[str, int] = _enum("enum jolt_reg", "JOLT_REG_")
# counter names by index (struct jolt_counters, the engine's counter registers)
COUNTERS: list[str] = [ffi.string(lib.jolt_counter_name(i)).decode() for i in range(lib.JOLT_CTR_COUNT)]
# error code -> name ("BAD_OPCODE", ...)
ERRORS: dict[int, str] = {v: k for k, v in _enum("enum jolt_error_code", "JOLT_ERR_").items()}


def desc_bytes(opcode: int, type: int = 0, key: int = 0, len: int = 0, addr: int = 0,  # noqa: A002
               tag: int = 0, flags: int = 0, reserved: int = 0) -> bytes:
    """A descriptor's bytes (struct jolt_desc), as a host writes it to the ring."""
    d = ffi.new("struct jolt_desc *", dict(opcode=opcode, type=type, key=key, len=len, addr=addr,
                                           tag=tag, flags=flags, reserved=reserved))
    return bytes(ffi.buffer(d, DESC_SIZE))


def cpl_of(raw: bytes) -> ffi.CData:
    """A completion's bytes as a struct jolt_cpl (fields by name)."""
    return ffi.from_buffer("struct jolt_cpl *", raw)


def record_header(raw: bytes) -> ffi.CData:
    """A record's first bytes as a struct jolt_record_header."""
    return ffi.from_buffer("struct jolt_record_header *", raw)


def record_ops(raw: bytes) -> list[tuple[int, int, int, int]]:
    """(type, flags, len, key) of each op of a well-formed record, in order,
    as the C reader parses them (jolt_record_ops); JoltError otherwise."""
    h = record_header(raw)
    if len(raw) < lib.JOLT_RECORD_HEADER_SIZE + h.len:
        raise JoltError("record ops", -errno.EBADMSG, f"len {h.len} runs past the {len(raw)} bytes given")
    why = ffi.new("char[256]")
    n = lib.jolt_record_ops(raw, ffi.NULL, 0, why, 256)
    if n < 0:
        raise JoltError("record ops", n, ffi.string(why).decode())
    ops = ffi.new("struct jolt_op_view[]", n)
    lib.jolt_record_ops(raw, ops, n, why, 256)
    return [(o.type, o.flags, o.len, o.key) for o in ops]


class JoltError(Exception):
    """A libjolt call failed; errno is the negative return value's magnitude."""

    def __init__(self, what: str, rc: int, reason: str = "") -> None:
        self.errno = -rc
        self.reason = reason
        super().__init__(f"{what}: {os.strerror(-rc)}" + (f": {reason}" if reason else ""))


def crc32c(data: bytes, crc: int = 0) -> int:
    return lib.jolt_crc32c(crc, data, len(data))


# ---------------------------------------------------------------- traces

def generate_trace(**params: int | float | tuple[int, int]) -> bytes:
    """A seeded random trace. Keys as in `jolt gen-trace`: seed, transactions,
    items=(lo, hi), payload=(lo, hi), keys, relog, intents, dones, done_same,
    push (fractions), push_every, bad, final_push (bool)."""
    p = ffi.new("struct jolt_gen_params *")
    _trace.jolt_gen_params_default(p)
    frac = {"relog": "relog_pm", "intents": "intent_pm", "dones": "done_pm",
            "done_same": "done_same_pm", "push": "push_pm", "bad": "bad_pm"}
    for k, v in params.items():
        if k in frac:
            setattr(p, frac[k], int(round(float(v) * 1000)))
        elif k in ("items", "payload"):
            lo, hi = v  # type: ignore[misc]
            setattr(p, f"{k}_min", lo)
            setattr(p, f"{k}_max", hi)
        elif k == "final_push":
            p.final_push = 1 if v else 0
        elif k in ("seed", "transactions", "keys", "push_every"):
            setattr(p, k, int(v))  # type: ignore[arg-type]
        else:
            raise TypeError(f"unknown trace parameter {k!r}")
    out = ffi.new("uint8_t **")
    size = ffi.new("size_t *")
    rc = _trace.jolt_trace_generate(p, out, size)
    if rc:
        raise JoltError("generate_trace", rc)
    try:
        return bytes(ffi.buffer(out[0], size[0]))
    finally:
        _libc.free(out[0])


class Trace:
    """A parsed trace; `descs` are the engine descriptors (payloads point into
    the trace's own copy of the bytes, kept alive by this object)."""

    def __init__(self, data: bytes) -> None:
        self._t = ffi.new("struct jolt_trace *")
        why = ffi.new("char[256]")
        rc = _trace.jolt_trace_parse(data, len(data), self._t, why, 256)
        if rc:
            raise JoltError("trace", rc, ffi.string(why).decode())
        self.data = data

    def __del__(self) -> None:
        if getattr(self, "_t", None) is not None:
            _trace.jolt_trace_free(self._t)

    def __len__(self) -> int:
        return self._t.ndescs

    @property
    def descs(self):  # cffi array of struct jolt_desc
        return self._t.descs

    @property
    def items(self) -> int:
        return self._t.items

    def entries(self) -> list[tuple[int, int, int, bytes]]:
        """(op, type, key, payload) per entry, for testbenches."""
        out = []
        for i in range(self._t.ndescs):
            d = self._t.descs[i]
            payload = bytes(ffi.buffer(ffi.cast("uint8_t *", d.addr), d.len)) if d.len else b""
            out.append((d.opcode, d.type, d.key, payload))
        return out

    def desc_bytes(self, i: int) -> bytes:
        return bytes(ffi.buffer(ffi.addressof(self._t.descs[i]), DESC_SIZE))


# ---------------------------------------------------------------- engine

@dataclasses.dataclass
class Record:
    lsn: int
    data: bytes  # blocks * 4096 bytes


@dataclasses.dataclass
class RunResult:
    records: list[Record]
    completions: list[bytes]  # raw 32-byte entries, in order
    counters: dict[str, int]

    def cpl(self, i: int):
        return ffi.from_buffer("struct jolt_cpl *", self.completions[i])


def default_config(**overrides: int) -> dict[str, int]:
    c = ffi.new("struct jolt_engine_config *")
    lib.jolt_engine_config_default(c)
    cfg = {f: getattr(c, f) for f, _ in ffi.typeof("struct jolt_engine_config").fields}
    for k, v in overrides.items():
        if k not in cfg:
            raise TypeError(f"unknown engine parameter {k!r}")
        cfg[k] = v
    return cfg


ITEM_OPCODE = lib.JOLT_DESC_ITEM


class Env:
    """DMA memory with bus addresses: "posix" or "dpdk" (docs/env.md)."""

    def __init__(self, name: str = "posix", args: str | None = None) -> None:
        pe = ffi.new("struct jolt_env **")
        rc = lib.jolt_env_open(name.encode(), args.encode() if args else ffi.NULL, pe)
        if rc:
            raise JoltError(f"env {name}", rc)
        self._env = pe[0]
        self.name = name

    @staticmethod
    def available(name: str) -> bool:
        return bool(lib.jolt_env_available(name.encode()))

    def close(self) -> None:
        if getattr(self, "_env", None) is not None:
            lib.jolt_env_close(self._env)
            self._env = None

    def __del__(self) -> None:
        self.close()


class Engine:
    """An engine opened through the C API: driver "soft" (C) or "sim" (the RTL
    co-simulated); env: the Env whose DMA memory a hardware engine uses."""

    def __init__(self, driver: str = "soft", env: Env | None = None, **config: int) -> None:
        self.config = default_config(**config)
        c = ffi.new("struct jolt_engine_config *", self.config)
        pe = ffi.new("struct jolt_engine **")
        rc = lib.jolt_engine_open_env(driver.encode(), c, env._env if env else ffi.NULL, pe)
        if rc:
            raise JoltError(f"engine {driver}", rc)
        self._e = pe[0]
        self.driver = driver
        self.env = env  # kept alive while the engine is

    def close(self) -> None:
        if getattr(self, "_e", None) is not None:
            lib.jolt_engine_close(self._e)
            self._e = None

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()

    def counters(self) -> dict[str, int]:
        c = ffi.new("struct jolt_counters *")
        lib.jolt_engine_counters(self._e, c)
        return {ffi.string(lib.jolt_counter_name(i)).decode(): c.v[i]
                for i in range(lib.JOLT_CTR_COUNT)}

    FAULTS = {"desc": lib.JOLT_FAULT_DESC_READ, "payload": lib.JOLT_FAULT_PAYLOAD_READ,
              "record": lib.JOLT_FAULT_RECORD_WRITE, "cpl": lib.JOLT_FAULT_CPL_WRITE}

    def inject_fault(self, kind: str, n: int, resp: int = 2) -> None:
        """Arms one bus error (docs/engine-interface.md 6): kind desc, payload
        (n: a bus address), record or cpl; resp 2 SLVERR, 3 DECERR."""
        f = ffi.new("struct jolt_engine_fault *", {"kind": self.FAULTS[kind], "resp": resp, "n": n})
        rc = lib.jolt_engine_inject_fault(self._e, f)
        if rc:
            raise JoltError("inject_fault", rc)

    def run_descs(self, descs, n: int, fault_ok: bool = False) -> RunResult:
        """(fault_ok: a run the engine stops with -EIO, after a bus error,
        returns what it gave until then)"""
        records: list[Record] = []
        cpls: list[bytes] = []

        @ffi.callback("int(void *, const struct jolt_cpl *, const uint8_t *)")
        def on_cpl(_ctx, c, rec):  # type: ignore[no-untyped-def]
            cpls.append(bytes(ffi.buffer(c, CPL_SIZE)))
            if c.kind == lib.JOLT_CPL_RECORD:
                records.append(Record(c.lsn, bytes(ffi.buffer(rec, c.b * BLOCK))))
            return 0

        rc = lib.jolt_engine_run(self._e, descs, n, on_cpl, ffi.NULL)
        if rc and not (fault_ok and rc == -errno.EIO):
            raise JoltError("engine run", rc)
        return RunResult(records, cpls, self.counters())

    def run(self, trace: Trace | bytes, fault: tuple[str, int] | None = None) -> RunResult:
        """Runs every descriptor of a trace to completion (its payloads are
        copied into memory this engine can read). fault: (kind, n), a bus
        error to meet (inject_fault; for "payload", n is the index of the
        ITEM descriptor whose first payload byte fails); the run then ends
        where the engine stops."""
        if isinstance(trace, (bytes, bytearray)):
            trace = Trace(bytes(trace))
        rc = ffi.new("int *")
        descs = _trace.jolt_trace_descs_for(trace._t, self._e, rc)
        if descs == ffi.NULL:
            raise JoltError("engine memory for the trace's payloads", rc[0],
                            "raise payload_arena")
        try:
            if fault:
                kind, n = fault
                self.inject_fault(kind, descs[n].addr if kind == "payload" else n)
            return self.run_descs(descs, len(trace), fault_ok=fault is not None)
        finally:
            _libc.free(descs)

    def payload(self, data: bytes) -> int:
        """Copies data into engine-readable memory; returns its address."""
        addr = ffi.new("uint64_t *")
        p = lib.jolt_engine_payload_alloc(self._e, len(data), addr)
        if p == ffi.NULL:
            raise JoltError("payload_alloc", -12, "payload arena exhausted")
        ffi.memmove(p, data, len(data))
        return addr[0]

    def cycles(self) -> int:
        return lib.jolt_engine_cycles(self._e)

    def run_items(self, entries: Iterable[tuple]) -> RunResult:
        """Runs hand-made descriptors: tuples (opcode, type, key, payload) or
        with more fields (opcode, type, key, payload, flags, tag, reserved, addr).
        A payload given as an int is a length with no memory behind it."""
        entries = list(entries)
        descs = ffi.new("struct jolt_desc[]", max(1, len(entries)))
        for i, e in enumerate(entries):
            op, ty, key, payload = e[:4]
            d = descs[i]
            d.opcode, d.type, d.key = op, ty, key
            d.tag = e[5] if len(e) > 5 else i
            d.flags = e[4] if len(e) > 4 else 0
            d.reserved = e[6] if len(e) > 6 else 0
            d.len = payload if isinstance(payload, int) else len(payload)
            if len(e) > 7:
                d.addr = e[7]
            elif op == ITEM_OPCODE and not isinstance(payload, int):
                d.addr = self.payload(payload)
        return self.run_descs(descs, len(entries))


ITEM, TX_END, PUSH = lib.JOLT_DESC_ITEM, lib.JOLT_DESC_TX_END, lib.JOLT_DESC_PUSH


# ---------------------------------------------------------------- images

def make_image(records: Sequence[Record], record_size: int, log_blocks: int | None = None,
               first_lsn: int = 1 << 32) -> bytes:
    """A log image (superblock + region) holding records at their LSN's block."""
    need = sum(len(r.data) for r in records) // BLOCK + record_size // BLOCK
    log_blocks = log_blocks or max(need, 2 * record_size // BLOCK)
    g = ffi.new("struct jolt_log_geometry *", {"log_blocks": log_blocks,
                                                "record_size": record_size,
                                                "first_lsn": first_lsn})
    img = bytearray((1 + log_blocks) * BLOCK)
    sb = ffi.new("uint8_t[]", BLOCK)
    lib.jolt_log_super_init(sb, g)
    img[:BLOCK] = bytes(ffi.buffer(sb, BLOCK))
    for r in records:
        off = (1 + (r.lsn & 0xFFFFFFFF)) * BLOCK
        img[off:off + len(r.data)] = r.data
    return bytes(img)


@dataclasses.dataclass
class Item:
    type: int
    key: int
    payload: bytes


@dataclasses.dataclass
class Checkpoint:
    seq: int
    first_lsn: int
    commit_lsn: int
    records: int
    items: list[Item]


@dataclasses.dataclass
class Recovery:
    end: int  # lib.JOLT_END_*
    reason: str
    head_lsn: int
    tail_lsn: int
    end_lsn: int
    valid_beyond: bool
    dropped_records: int
    checkpoints: list[Checkpoint]


END_EMPTY, END_CLEAN, END_DAMAGE = lib.JOLT_END_EMPTY, lib.JOLT_END_CLEAN, lib.JOLT_END_DAMAGE


def recover(image: bytes) -> Recovery:
    """Recovers a log image; raises JoltError (with the reason) if rejected."""
    r = ffi.new("struct jolt_recovery *")
    rc = lib.jolt_log_recover_mem(image, len(image), r)
    try:
        reason = ffi.string(r.reason).decode()
        if rc:
            raise JoltError("recover", rc, reason)
        cps = []
        for i in range(r.ncheckpoints):
            c = r.checkpoints[i]
            items = [Item(c.items[k].type, c.items[k].key,
                          bytes(ffi.buffer(c.items[k].payload, c.items[k].len))
                          if c.items[k].len else b"")
                     for k in range(c.nitems)]
            cps.append(Checkpoint(c.seq, c.first_lsn, c.commit_lsn, c.records, items))
        return Recovery(r.end, reason, r.head_lsn, r.tail_lsn, r.end_lsn,
                        bool(r.valid_beyond), r.dropped_records, cps)
    finally:
        lib.jolt_recovery_free(r)


def record_check(rec: bytes, block: int, log_blocks: int, record_size: int) -> tuple[int, str]:
    why = ffi.new("char[256]")
    rc = lib.jolt_record_check(rec, len(rec), block, log_blocks, record_size, why, 256)
    return rc, ffi.string(why).decode()
