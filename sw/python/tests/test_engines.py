"""Every engine driver, on every env, produces the same bytes as the soft
engine for the same random traces (records and completions, byte for byte),
and takes the same bad descriptors the same way."""
from __future__ import annotations

import pytest

import jolt
from conftest import sim_config

TRACES = [
    dict(seed=1, transactions=60, payload=(0, 300)),
    dict(seed=2, transactions=40, items=(1, 20), payload=(0, 40000), relog=0.5, intents=0.2,
         dones=0.2, push=0.1),
    dict(seed=3, transactions=120, items=(1, 4), payload=(1, 64), keys=5, bad=0.05),
]


@pytest.mark.parametrize("params", TRACES, ids=lambda p: f"seed{p['seed']}")
def test_same_bytes_as_soft(driver: str, env, params) -> None:
    data = jolt.generate_trace(**params)
    cfg = dict(sim_config(), record_size=8192, log_blocks=4096, lr_slots=4, cq_entries=64,
               sq_entries=256, payload_arena=8 << 20)
    with jolt.Engine("soft", **cfg) as e:
        want = e.run(data)
    with jolt.Engine(driver, env=env, **cfg) as e:
        got = e.run(data)
        counters = e.counters()
    assert [r.lsn for r in got.records] == [r.lsn for r in want.records]
    for i, (g, w) in enumerate(zip(got.records, want.records)):
        assert g.data == w.data, f"record {i} differs"
    assert got.completions == want.completions
    for k in jolt.COUNTERS:
        if not k.startswith("stall_"):  # (waits: each engine counts its own)
            assert counters[k] == want.counters[k], k


def soft_and(driver: str, env, cfg: dict, entries: list) -> tuple:
    """The same hand-made descriptors run by the soft engine and by driver."""
    out = []
    for drv in ("soft", driver):
        with jolt.Engine(drv, env=env if drv != "soft" else None, **cfg) as e:
            out.append(e.run_items(entries))
    return tuple(out)


def test_bad_descriptors(driver: str, env) -> None:
    cfg = dict(sim_config(), record_size=4096, max_tx_items=2)
    entries = [
        (9, 0, 0, b""),                       # BAD_OPCODE
        (jolt.ITEM, 0xC3, 1, b"x"),           # BAD_TYPE
        (jolt.ITEM, 1, 1, b"x", 1),           # BAD_RESERVED (flags)
        (jolt.ITEM, 1, 1, jolt.lib.JOLT_MAX_PAYLOAD + 1),  # PAYLOAD_TOO_BIG
        (jolt.ITEM, 1, 1, 64, 0, 0, 0, 0),    # BAD_ADDRESS: NULL / outside every window
        (jolt.ITEM, 1, 1, b"a"), (jolt.ITEM, 1, 2, b"b"), (jolt.ITEM, 1, 3, b"c"),  # TX_TOO_LONG
        (jolt.PUSH, 0, 0, b""),
    ]
    soft, other = soft_and(driver, env, cfg, entries)
    assert other.completions == soft.completions
    codes = [jolt.ERRORS[c.code] for c in map(jolt.cpl_of, soft.completions) if c.kind == jolt.lib.JOLT_CPL_ERROR]
    assert codes == ["BAD_OPCODE", "BAD_TYPE", "BAD_RESERVED", "PAYLOAD_TOO_BIG", "BAD_ADDRESS", "TX_TOO_LONG"]


def test_empty_push_sets_the_tail(driver: str, env) -> None:
    """A push of an empty table writes nothing but still sets the tail the
    next checkpoint's records carry (log-format 3.4)."""
    cfg = dict(sim_config(), record_size=4096)
    tail = (1 << 32) | 0
    entries = [(jolt.PUSH, 0, (3 << 32) | 5, b""), (jolt.ITEM, 1, 9, b"abc"), (jolt.PUSH, 0, 0, b"")]
    soft, other = soft_and(driver, env, cfg, entries)
    assert other.completions == soft.completions
    assert [r.data for r in other.records] == [r.data for r in soft.records]
    (rec,) = soft.records
    assert int.from_bytes(rec.data[24:32], "little") == (3 << 32) | 5 != tail


def test_whiteouts_count_toward_the_transaction(driver: str, env) -> None:
    """log-format 2.3: a done that whites its intent out, and a relog, were
    accepted: they count toward max_tx_items and items_in."""
    cfg = dict(sim_config(), record_size=4096, max_tx_items=2)
    entries = [(jolt.ITEM, 0x41, 7, b"i"), (jolt.ITEM, 0x81, 7, b"d"), (jolt.ITEM, 1, 1, b"a"),
               (jolt.TX_END, 0, 0, b""), (jolt.ITEM, 1, 1, b"a"), (jolt.ITEM, 1, 1, b"b"),
               (jolt.ITEM, 1, 2, b"c"), (jolt.PUSH, 0, 0, b"")]
    soft, other = soft_and(driver, env, cfg, entries)
    assert other.completions == soft.completions
    errors = [(c[1], int.from_bytes(c[4:8], "little")) for c in soft.completions
              if c[0] == jolt.lib.JOLT_CPL_ERROR]
    assert errors == [(jolt.lib.JOLT_ERR_TX_TOO_LONG, 2), (jolt.lib.JOLT_ERR_TX_TOO_LONG, 6)]
    for res in (soft, other):
        assert res.counters["items_in"] == 4 and res.counters["whiteouts"] == 1


def test_sequence_wraps(driver: str, env) -> None:
    """log-format 2.4: the checkpoint after 2^64 - 1 is 0."""
    cfg = dict(sim_config(), record_size=4096, first_seq=(1 << 64) - 1)
    entries = [(jolt.ITEM, 1, 1, b"x"), (jolt.PUSH, 0, 0, b""), (jolt.ITEM, 1, 2, b"y"),
               (jolt.PUSH, 0, 0, b""), (jolt.PUSH, 0, 0, b"")]
    soft, other = soft_and(driver, env, cfg, entries)
    assert other.completions == soft.completions
    assert [r.data for r in other.records] == [r.data for r in soft.records]
    seqs = [int.from_bytes(c[16:24], "little") for c in soft.completions
            if c[0] == jolt.lib.JOLT_CPL_CHECKPOINT]
    assert seqs == [(1 << 64) - 1, 0, 1]


@pytest.mark.parametrize("params", TRACES[:2], ids=lambda p: f"seed{p['seed']}")
def test_soft_crc_switch_same_bytes(params, monkeypatch) -> None:
    """The soft engine's CRC folded during the payload copies (the default
    where the CPU has it) and one pass over each closed record
    (JOLT_SOFT_CRC=separate) give the same records and completions."""
    data = jolt.generate_trace(**params)
    cfg = dict(record_size=8192, log_blocks=4096, lr_slots=4, cq_entries=64, sq_entries=256)
    runs = []
    for value in ("separate", "fused"):
        monkeypatch.setenv("JOLT_SOFT_CRC", value)
        with jolt.Engine("soft", **cfg) as e:
            runs.append(e.run(data))
    separate, fused = runs
    assert len(fused.records) == len(separate.records) > 1
    assert [r.data for r in fused.records] == [r.data for r in separate.records]
    assert fused.completions == separate.completions


def _packed_item(trace: "jolt.Trace", start: int) -> int:
    """An ITEM at or after start whose key is logged once, of the object
    class, with a payload: the engine reads its payload when it packs."""
    d = trace.descs
    items = [i for i in range(len(trace)) if d[i].opcode == jolt.ITEM]
    uses: dict[int, int] = {}
    for i in items:
        uses[d[i].key] = uses.get(d[i].key, 0) + 1
    for i in items:
        if (i >= start and uses[d[i].key] == 1 and 0 < d[i].len <= jolt.lib.JOLT_MAX_PAYLOAD
                and d[i].type >> jolt.lib.JOLT_ITEM_CLASS_SHIFT == jolt.lib.JOLT_CLASS_OBJECT):
            return i
    raise AssertionError("no item to fail")


@pytest.mark.parametrize("kind", ["desc", "payload", "record", "cpl"])
@pytest.mark.parametrize("where", [0.3, 0.8])
def test_bus_error_as_soft(driver: str, env, kind: str, where: float) -> None:
    """docs/engine-interface.md 6: one bus error (a descriptor's read, a
    payload's, a record's write, a completion's) at the same place for both
    engines: the same completions until the ERROR BUS_ERROR (or the lost
    one), the same records, then the run ends with -EIO; every RECORD
    before it names a whole, valid record."""
    data = jolt.generate_trace(seed=5, transactions=80, items=(1, 6), payload=(1, 3000), bad=0.03,
                               relog=0.2, intents=0.1, dones=0.1)
    trace = jolt.Trace(data)
    cfg = dict(sim_config(), record_size=8192, log_blocks=4096, lr_slots=4, cq_entries=16,
               sq_entries=64, payload_arena=8 << 20)
    with jolt.Engine("soft", **cfg) as e:
        plain = e.run(trace)
    n = {"desc": int(len(trace) * where), "record": int(len(plain.records) * where),
         "cpl": int(len(plain.completions) * where),
         "payload": _packed_item(trace, int(len(trace) * where))}[kind]
    with jolt.Engine("soft", **cfg) as e:
        want = e.run(trace, fault=(kind, n))
    with jolt.Engine(driver, env=env, **cfg) as e:
        got = e.run(trace, fault=(kind, n))
    assert got.completions == want.completions
    assert [r.data for r in got.records] == [r.data for r in want.records]
    # it stopped early, and nothing it reported is wrong
    assert len(want.completions) < len(plain.completions)
    assert want.completions == plain.completions[:len(want.completions) - 1] + want.completions[-1:] \
        or want.completions == plain.completions[:len(want.completions)]
    for g, w in zip(got.records, plain.records):
        assert g.data == w.data
    last = jolt.cpl_of(want.completions[-1])
    if kind != "cpl":  # (a lost completion: the host never sees what follows it)
        assert (last.kind, last.code, last.tag, last.seq) == (
            jolt.lib.JOLT_CPL_ERROR, jolt.lib.JOLT_ERR_BUS_ERROR, 0, len(want.completions) - 1)
    else:
        assert len(want.completions) == n
