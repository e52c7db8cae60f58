"""Functional coverage of the engine's rules and limits (cocotb-coverage),
sampled from every differential run's completions, records and counters."""
from __future__ import annotations

import pathlib
import struct

from cocotb_coverage.coverage import CoverPoint, coverage_db


@CoverPoint("jolt.completion.kind", xf=lambda c: c[0], bins=[1, 2, 3])
@CoverPoint("jolt.error.code", xf=lambda c: c[1] if c[0] == 3 else None, bins=[1, 2, 3, 4, 5, 6])
@CoverPoint("jolt.record.flags", xf=lambda c: struct.unpack_from("<H", c, 2)[0] if c[0] == 1 else None,
            bins=[1, 3, 0, 2, 4, 6])  # FIRST, FIRST|COMMIT, middle, COMMIT, CONT, CONT|COMMIT
@CoverPoint("jolt.checkpoint.auto", xf=lambda c: c[2] & 1 if c[0] == 2 else None, bins=[0, 1])
@CoverPoint("jolt.checkpoint.empty", xf=lambda c: struct.unpack_from("<I", c, 24)[0] == 0 if c[0] == 2 else None,
            bins=[True, False])
@CoverPoint("jolt.completion.phase", xf=lambda c: c[31], bins=[0, 1])
def _cpl(c: bytes) -> None:
    pass


@CoverPoint("jolt.rule.relog", xf=lambda k: k["relogs"] > 0, bins=[True])
@CoverPoint("jolt.rule.whiteout", xf=lambda k: k["whiteouts"] > 0, bins=[True])
@CoverPoint("jolt.rule.eviction", xf=lambda k: k["evictions"] > 0, bins=[True])
@CoverPoint("jolt.limit.auto_push", xf=lambda k: k["auto_pushes"] > 0, bins=[True])
def _counters(k: dict) -> None:
    pass


@CoverPoint("jolt.ring.lr_wrap", xf=lambda n, slots: n > slots, bins=[True])
def _lr(n: int, slots: int) -> None:
    pass


@CoverPoint("jolt.op.len_mod8", xf=lambda n, f: n % 8, bins=list(range(8)))
@CoverPoint("jolt.op.split", xf=lambda n, f: f & 3, bins=[0, 1, 2, 3])  # whole, CONT, MORE, both
def _op(n: int, f: int) -> None:
    pass


def _ops(rec: bytes):
    length = struct.unpack_from("<I", rec, 32)[0]
    pos = 64
    while pos < 64 + length:
        ty, fl, n = rec[pos], rec[pos + 1], struct.unpack_from("<I", rec, pos + 4)[0]
        yield ty, fl, n
        pos += 16 + ((n + 7) & ~7)


def sample(soft, cfg, capacity: int) -> None:
    for c in soft.completions:
        _cpl(c)
    _counters(soft.counters)
    _lr(len(soft.records), cfg.lr_slots)
    for r in soft.records:
        for ty, fl, n in _ops(r.data):
            if ty != 0xC0:
                _op(n, fl)


def report(log, xml: pathlib.Path) -> None:
    coverage_db.report_coverage(log.info, bins=True)
    xml.parent.mkdir(parents=True, exist_ok=True)
    coverage_db.export_to_xml(filename=str(xml))
    log.info("functional coverage: %.1f%% (%s)", coverage_db["jolt"].cover_percentage, xml)
