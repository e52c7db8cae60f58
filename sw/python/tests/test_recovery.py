"""Recovery against damaged logs: every corrupted, torn, truncated, missing
or reordered record is rejected with a reason, and what recovery returns is
always a prefix of the checkpoints that were written, each one whole."""
from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import jolt

RECORD = 8192


@functools.lru_cache(maxsize=None)
def written() -> tuple[bytes, list[jolt.Record], list]:
    data = jolt.generate_trace(seed=21, transactions=120, items=(1, 10), payload=(0, 12000),
                               push=0.15, intents=0.2, dones=0.15)
    with jolt.Engine("soft", record_size=RECORD) as e:
        res = e.run(data)
    image = jolt.make_image(res.records, RECORD)
    good = jolt.recover(image)
    assert good.end == jolt.END_CLEAN and len(good.checkpoints) > 10
    assert any(cp.records > 1 for cp in good.checkpoints)  # splits are exercised
    return image, res.records, good.checkpoints


def checkpoint_of(records: list[jolt.Record], i: int) -> int:
    """Index of the checkpoint record i belongs to."""
    seq = int.from_bytes(records[i].data[8:16], "little")
    return seq - 1


def block_of(r: jolt.Record) -> int:
    return 1 + (r.lsn & 0xFFFFFFFF)


def check_prefix(rec: jolt.Recovery, good: list, upto: int) -> None:
    assert [c.seq for c in rec.checkpoints] == [c.seq for c in good[:upto]]
    for got, want in zip(rec.checkpoints, good):
        assert got.items == want.items and got.records == want.records


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_bit_flip_in_any_record(data) -> None:
    image, records, good = written()
    i = data.draw(st.integers(0, len(records) - 1))
    r = records[i]
    off = block_of(r) * jolt.BLOCK + data.draw(st.integers(0, len(r.data) - 1))
    bit = data.draw(st.integers(0, 7))
    bad = bytearray(image)
    bad[off] ^= 1 << bit
    k = checkpoint_of(records, i)
    try:
        rec = jolt.recover(bytes(bad))
    except jolt.JoltError as err:  # only the tail record (the very first) may do this
        assert i == 0 and "tail" in err.reason
        return
    check_prefix(rec, good, k)
    if i == len(records) - 1:
        # the newest record: what a torn write at the head looks like
        assert rec.end in (jolt.END_DAMAGE, jolt.END_CLEAN) and not rec.valid_beyond
    else:
        assert rec.end == jolt.END_DAMAGE and rec.valid_beyond
        assert rec.reason


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_torn_sectors_at_the_head(data) -> None:
    """A crash during the last checkpoint's writes: any of its 512-byte
    sectors hold old bytes (zeros) or garbage; the earlier checkpoints come
    back whole and the last one does not come back at all."""
    image, records, good = written()
    last = checkpoint_of(records, len(records) - 1)
    mine = [r for i, r in enumerate(records) if checkpoint_of(records, i) == last]
    bad = bytearray(image)
    torn = False
    for r in mine:
        for s in range(len(r.data) // 512):
            how = data.draw(st.sampled_from(["keep", "keep", "zero", "junk"]))
            off = block_of(r) * jolt.BLOCK + s * 512
            if how == "zero":
                bad[off:off + 512] = bytes(512)
            elif how == "junk":
                bad[off:off + 512] = bytes((s * 37 + k) & 0xFF for k in range(512))
            torn |= how != "keep" and bytes(bad[off:off + 512]) != r.data[s * 512:(s + 1) * 512]
    rec = jolt.recover(bytes(bad))
    check_prefix(rec, good, last if torn else last + 1)
    assert not rec.valid_beyond or not torn or rec.end == jolt.END_DAMAGE


def test_missing_record_is_a_hole() -> None:
    image, records, good = written()
    i = len(records) // 2
    bad = bytearray(image)
    off = block_of(records[i]) * jolt.BLOCK
    bad[off:off + len(records[i].data)] = bytes(len(records[i].data))
    rec = jolt.recover(bytes(bad))
    check_prefix(rec, good, checkpoint_of(records, i))
    assert rec.end == jolt.END_DAMAGE and rec.valid_beyond and "missing" in rec.reason


def test_reordered_records() -> None:
    image, records, good = written()
    # two records of the same length, from different checkpoints, swapped in place
    a, b = next((i, j) for i in range(2, len(records)) for j in range(i + 1, len(records))
                if len(records[i].data) == len(records[j].data)
                and checkpoint_of(records, i) != checkpoint_of(records, j))
    bad = bytearray(image)
    oa, ob = block_of(records[a]) * jolt.BLOCK, block_of(records[b]) * jolt.BLOCK
    bad[oa:oa + jolt.BLOCK], bad[ob:ob + jolt.BLOCK] = records[b].data, records[a].data
    rec = jolt.recover(bytes(bad))
    check_prefix(rec, good, checkpoint_of(records, a))
    assert rec.end == jolt.END_DAMAGE and "LSN" in rec.reason


def test_resealed_out_of_sequence_checkpoint() -> None:
    """A record whose CRC is right but whose checkpoint sequence skips one
    (a stale checkpoint moved by hand) is caught by the sequence check."""
    image, records, good = written()
    i = next(k for k, r in enumerate(records) if k > 3 and r.data[6] & 1)  # a FIRST record
    data = bytearray(records[i].data)
    data[8:16] = (int.from_bytes(data[8:16], "little") + 1).to_bytes(8, "little")
    data[60:64] = bytes(4)
    crc = jolt.crc32c(bytes(data[64:]) + bytes(data[:64]))
    data[60:64] = crc.to_bytes(4, "little")
    bad = bytearray(image)
    off = block_of(records[i]) * jolt.BLOCK
    bad[off:off + len(data)] = data
    rec = jolt.recover(bytes(bad))
    check_prefix(rec, good, checkpoint_of(records, i))
    assert rec.end == jolt.END_DAMAGE and ("sequence" in rec.reason or "commit" in rec.reason)


@pytest.mark.parametrize("cut", [0, 100, 4096, 4097, -1, -4096])
def test_truncated_image_is_rejected(cut: int) -> None:
    image, _, _ = written()
    with pytest.raises(jolt.JoltError) as err:
        jolt.recover(image[:cut])
    assert err.value.reason


def test_wrapped_log_recovers_from_the_tail() -> None:
    """A circular log that wrapped: the tail moves with the pushes, stale
    records of the previous cycle lie after the head, and recovery walks
    tail -> head across the end of the region."""
    log_blocks = 24
    entries = []
    for t in range(60):
        entries += [(jolt.ITEM, 1, t, bytes([t]) * (1000 + 300 * (t % 7))), (jolt.PUSH, 0, 0, b"")]
    with jolt.Engine("soft", record_size=4096, log_blocks=log_blocks) as e:
        res = e.run_items(entries)
    # replay the log writer: each record at its block; the tail given to the
    # engine never moved, so keep only the newest lap as the live log
    image = bytearray(jolt.make_image([], 4096, log_blocks=log_blocks))
    for r in res.records:
        off = block_of(r) * jolt.BLOCK
        image[off:off + len(r.data)] = r.data
    heads = [r.lsn for r in res.records]
    assert max(heads) >> 32 >= 3  # wrapped at least twice
    with pytest.raises(jolt.JoltError) as err:
        jolt.recover(bytes(image))
    assert "tail" in err.value.reason  # the tail (1:0) was overwritten long ago

    # now with a moving tail: each push names its own first record as the
    # tail (everything older is written home), so the live log is one record
    lsn = 1 << 32
    with jolt.Engine("soft", record_size=4096, log_blocks=log_blocks) as e:
        for t in range(60):
            res = e.run_items([(jolt.ITEM, 1, t, bytes([t]) * 2000), (jolt.PUSH, 0, lsn, b"")])
            (r,) = res.records
            assert r.lsn == lsn
            off = block_of(r) * jolt.BLOCK
            image[off:off + len(r.data)] = r.data
            lsn = jolt.lib.jolt_lsn_next(r.lsn, len(r.data) // jolt.BLOCK, log_blocks, 4096)
    rec = jolt.recover(bytes(image))
    assert rec.end == jolt.END_CLEAN, rec.reason
    assert [cp.items[0].payload[:1] for cp in rec.checkpoints] == [bytes([59])]
    assert rec.head_lsn == rec.tail_lsn and rec.head_lsn >> 32 >= 3


# ---------------------------------------------------------------- the rules of section 5

def reseal(rec: bytes) -> bytes:
    """The record with its CRC made right again: damage a CRC cannot see."""
    d = bytearray(rec)
    blocks = int.from_bytes(d[44:46], "little")
    d[60:64] = bytes(4)
    d[60:64] = jolt.crc32c(bytes(d[64:blocks * jolt.BLOCK]) + bytes(d[:64])).to_bytes(4, "little")
    return bytes(d)


def poke(rec: bytes, off: int, value: int) -> bytes:
    return reseal(rec[:off] + bytes([value]) + rec[off + 1:])


def one_record() -> tuple[jolt.Record, int]:
    """A one-record checkpoint with one 13-byte item (3 bytes of op padding)."""
    with jolt.Engine("soft", record_size=8192) as e:
        res = e.run_items([(jolt.ITEM, 1, 5, b"x" * 13), (jolt.PUSH, 0, 0, b"")])
    (r,) = res.records
    return r, 64 + 16 + 13


@pytest.mark.parametrize("what,change", [
    ("header reserved byte 48", lambda r, p: poke(r, 48, 1)),
    ("header reserved byte 59", lambda r, p: poke(r, 59, 0x80)),
    ("unknown header flag", lambda r, p: poke(r, 6, r[6] | 8)),
    ("op reserved byte", lambda r, p: poke(r, 64 + 3, 1)),
    ("op padding", lambda r, p: poke(r, p + 2, 1)),
    ("record padding", lambda r, p: poke(r, 4000, 1)),
    ("unknown op flag", lambda r, p: poke(r, 64 + 1, 4)),
    ("op type 0", lambda r, p: poke(r, 64, 0)),
    ("unknown control op", lambda r, p: poke(r, 64, 0xC1)),
    ("ops count", lambda r, p: poke(r, 36, r[36] + 1)),
    ("commit reserved", lambda r, p: poke(r, p + 3 + 16 + 12, 1)),
    ("commit records", lambda r, p: poke(r, p + 3 + 16 + 8, 2)),
    ("commit key", lambda r, p: poke(r, p + 3 + 8, 9)),
    ("CONT without a continued op", lambda r, p: poke(r, 6, r[6] | 4)),
    ("len not a multiple of 8", lambda r, p: poke(r, 32, r[32] + 4)),
    ("LSN cycle 0", lambda r, p: reseal(r[:16] + bytes(8) + r[24:])),
    ("wrong record size", lambda r, p: poke(r, 46, 1)),
])
def test_a_record_valid_on_its_own(what: str, change) -> None:
    """Step 2: each rule, broken under a good CRC, makes the record damaged
    (rejected by the check, not found as the head, a hole before the head)."""
    r, pad = one_record()
    assert jolt.record_check(r.data, 0, 64, 8192) == (0, "")
    bad = change(r.data, pad)
    rc, why = jolt.record_check(bad, 0, 64, 8192)
    assert rc != 0 and why, what
    rec = jolt.recover(jolt.make_image([jolt.Record(r.lsn, bad)], 8192, log_blocks=64))
    assert rec.end == jolt.END_EMPTY and not rec.checkpoints  # no valid record: nothing


def test_ops_must_fill_the_record() -> None:
    """A record without the commit op closes only when the next op does not
    fit: one left with room for a commit op is damaged."""
    with jolt.Engine("soft", record_size=4096) as e:
        res = e.run_items([(jolt.ITEM, 1, 1, bytes(5000)), (jolt.PUSH, 0, 0, b"")])
    first = res.records[0].data
    assert jolt.record_check(first, 0, 64, 4096)[0] == 0
    # shorten its MORE fragment by 32 bytes: it no longer ends at record_size
    d = bytearray(first)
    d[64 + 4:64 + 8] = (int.from_bytes(d[68:72], "little") - 32).to_bytes(4, "little")
    d[32:36] = (int.from_bytes(d[32:36], "little") - 32).to_bytes(4, "little")
    d[4096 - 32:4096] = bytes(32)
    rc, why = jolt.record_check(reseal(bytes(d)), 0, 64, 4096)
    assert rc != 0 and "fill" in why


def test_superblock_rules() -> None:
    image, _, good = written()

    def sb(off: int, value: bytes) -> bytes:
        s = bytearray(image[:4096])
        s[off:off + len(value)] = value
        s[4092:4096] = jolt.crc32c(bytes(s[:4092])).to_bytes(4, "little")
        return bytes(s) + image[4096:]

    log_blocks = int.from_bytes(image[16:24], "little")
    rb = RECORD // jolt.BLOCK
    assert len(jolt.recover(sb(28, b"\0")).checkpoints) == len(good)
    for off in (28, 31, 40, 1000, 4091):
        with pytest.raises(jolt.JoltError, match="reserved"):
            jolt.recover(sb(off, b"\1"))
    with pytest.raises(jolt.JoltError, match="first LSN"):
        jolt.recover(sb(32, (7).to_bytes(8, "little")))  # cycle 0
    with pytest.raises(jolt.JoltError, match="first LSN"):
        jolt.recover(sb(32, (1 << 32 | log_blocks - rb + 1).to_bytes(8, "little")))
    rec = jolt.recover(sb(32, (3 << 32 | log_blocks - rb).to_bytes(8, "little")))
    assert len(rec.checkpoints) == len(good)  # the walk starts at the tail, not here


def engine_records(first_lsn: int, first_seq: int, items: list[bytes], tail: int = 0,
                   log_blocks: int = 64) -> list[jolt.Record]:
    entries = []
    for i, p in enumerate(items):
        entries += [(jolt.ITEM, 1, i, p), (jolt.PUSH, 0, tail, b"")]
    with jolt.Engine("soft", record_size=4096, log_blocks=log_blocks, first_lsn=first_lsn,
                     first_seq=first_seq) as e:
        return e.run_items(entries).records


def image_of(*groups: list[jolt.Record], log_blocks: int = 64) -> bytes:
    img = bytearray(jolt.make_image([], 4096, log_blocks=log_blocks))
    for records in groups:
        for r in records:
            off = block_of(r) * jolt.BLOCK
            img[off:off + len(r.data)] = r.data
    return bytes(img)


def test_the_tail_record_must_carry_the_tail_lsn() -> None:
    """Step 4: an older record at the tail's block is not the tail."""
    old = engine_records(1 << 32, 1, [b"a" * 50])                       # 1:0
    new = engine_records(2 << 32 | 1, 5, [b"b" * 50], tail=2 << 32)      # 2:1, tail 2:0
    with pytest.raises(jolt.JoltError, match="tail LSN 2:0.*has LSN 1:0"):
        jolt.recover(image_of(old, new))
    ok = engine_records(2 << 32, 4, [b"c" * 50])                         # 2:0, seq 4
    rec = jolt.recover(image_of(old, ok, new))
    assert [c.seq for c in rec.checkpoints] == [4, 5] and rec.end == jolt.END_CLEAN


@pytest.mark.parametrize("after,end,words", [
    (lambda: bytes(4096), jolt.END_CLEAN, "no record"),
    (lambda: b"garbage!" * 512, jolt.END_CLEAN, "no record"),
    (lambda: engine_records(1 << 32 | 3, 1, [b"o" * 99])[0].data, jolt.END_CLEAN, "older record"),
    (lambda: b"JOLT" + bytes(4092), jolt.END_DAMAGE, "bad record"),
    (lambda: poke(engine_records(1 << 32 | 3, 1, [b"o" * 99])[0].data, 50, 1), jolt.END_DAMAGE,
     "reserved"),
])
def test_what_ends_the_log(after, end: int, words: str) -> None:
    """Step 5: where the next record would be, no record (whatever the block
    holds but the magic) or an older valid record is a clean end; a damaged
    record is damage; beyond the head, neither is a hole (status 0)."""
    new = engine_records(2 << 32, 1, [b"n" * 99] * 3)  # blocks 0..2 of cycle 2
    img = bytearray(image_of(new))
    img[4 * 4096:5 * 4096] = after()
    rec = jolt.recover(bytes(img))
    assert rec.end == end and words in rec.reason and not rec.valid_beyond
    assert [c.seq for c in rec.checkpoints] == [1, 2, 3]


def test_a_record_from_the_future_is_a_hole() -> None:
    new = engine_records(2 << 32, 1, [b"n" * 99] * 3)
    future = engine_records(3 << 32 | 1, 9, [b"f" * 99], tail=2 << 32)  # over 2:1
    rec = jolt.recover(image_of(new, future))
    assert rec.end == jolt.END_DAMAGE and rec.valid_beyond and "future" in rec.reason
    assert [c.seq for c in rec.checkpoints] == [1]


def test_sequence_wraps_at_2_64() -> None:
    recs = engine_records(1 << 32, (1 << 64) - 2, [b"w" * 20] * 4)
    rec = jolt.recover(image_of(recs))
    assert [c.seq for c in rec.checkpoints] == [(1 << 64) - 2, (1 << 64) - 1, 0, 1]
    assert rec.end == jolt.END_CLEAN


MALFORM = [(48, 1), (59, 1), (6, 0x10), (64 + 2, 1), (64 + 1, 8), (36, 0x7F)]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_malformed_under_a_good_crc_is_damage_like_a_torn_write(data) -> None:
    """A record with a good CRC but bytes no engine writes is damaged like
    a torn one: same checkpoints, same end, same hole, same rejection."""
    image, records, good = written()
    i = data.draw(st.integers(0, len(records) - 1))
    off, value = data.draw(st.sampled_from(MALFORM))
    base = block_of(records[i]) * jolt.BLOCK
    malformed, torn = bytearray(image), bytearray(image)
    malformed[base:base + len(records[i].data)] = poke(records[i].data, off, records[i].data[off] ^ value)
    torn[base + 100] ^= 0x40

    def outcome(img: bytearray):
        try:
            r = jolt.recover(bytes(img))
        except jolt.JoltError as err:
            return ("rejected", "tail" in err.reason)
        return (r.end, r.valid_beyond, [c.seq for c in r.checkpoints], r.end_lsn)

    assert outcome(malformed) == outcome(torn)
