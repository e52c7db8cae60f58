"""Functional coverage of the engine's rules and limits (cocotb-coverage),
sampled from every differential run's completions, records and counters.
Codes, flags and layouts come from the `jolt` binding (the generated headers)."""
from __future__ import annotations

import pathlib

from cocotb_coverage.coverage import CoverPoint, coverage_db

import jolt

lib = jolt.lib
RECORD, CHECKPOINT, ERROR = lib.JOLT_CPL_RECORD, lib.JOLT_CPL_CHECKPOINT, lib.JOLT_CPL_ERROR
FIRST, COMMIT, CONT = lib.JOLT_REC_FIRST, lib.JOLT_REC_COMMIT, lib.JOLT_REC_CONT
# the codes the RTL raises in these tests (BUS_ERROR has its own test: sw/python/tests/test_cosim.py)
CODES = sorted(c for c, n in jolt.ERRORS.items() if n != "BUS_ERROR")


@CoverPoint("jolt.completion.kind", xf=lambda c: c.kind, bins=[RECORD, CHECKPOINT, ERROR])
@CoverPoint("jolt.error.code", xf=lambda c: c.code if c.kind == ERROR else None, bins=CODES)
@CoverPoint("jolt.record.flags", xf=lambda c: c.flags if c.kind == RECORD else None,
            bins=[FIRST, FIRST | COMMIT, 0, COMMIT, CONT, CONT | COMMIT])  # middle: 0
@CoverPoint("jolt.checkpoint.auto", xf=lambda c: c.flags & lib.JOLT_CPL_AUTO if c.kind == CHECKPOINT else None,
            bins=[0, lib.JOLT_CPL_AUTO])
@CoverPoint("jolt.checkpoint.empty", xf=lambda c: c.a == 0 if c.kind == CHECKPOINT else None,
            bins=[True, False])
@CoverPoint("jolt.completion.phase", xf=lambda c: c.phase, bins=[0, 1])
def _cpl(c) -> None:  # a struct jolt_cpl
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
@CoverPoint("jolt.op.split", xf=lambda n, f: f & lib.JOLT_OP_FLAGS_ALL,
            bins=list(range(lib.JOLT_OP_FLAGS_ALL + 1)))  # whole, CONT, MORE, both
def _op(n: int, f: int) -> None:
    pass


def sample(soft, cfg, capacity: int) -> None:
    for c in soft.completions:
        _cpl(jolt.cpl_of(c))
    _counters(soft.counters)
    _lr(len(soft.records), cfg.lr_slots)
    for r in soft.records:
        for ty, fl, n, _key in jolt.record_ops(r.data):
            if ty != lib.JOLT_ITEM_COMMIT:
                _op(n, fl)


def report(log, xml: pathlib.Path) -> None:
    coverage_db.report_coverage(log.info, bins=True)
    xml.parent.mkdir(parents=True, exist_ok=True)
    coverage_db.export_to_xml(filename=str(xml))
    log.info("functional coverage: %.1f%% (%s)", coverage_db["jolt"].cover_percentage, xml)
