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
