"""The testbench's comparison must notice any changed byte: mutate each
byte position class of a completion and a record and expect a failure."""
import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import random

import pytest

from host import SHARED_COUNTERS, HostResult, compare


class _Rec:
    def __init__(self, lsn, data):
        self.lsn, self.data = lsn, data


class _Soft:
    def __init__(self, res: HostResult):
        self.completions = list(res.completions)
        self.records = [_Rec(lsn, d) for lsn, d in res.records]
        self.counters = dict(res.counters)


def _result():
    rng = random.Random(1)
    cpls = [bytes(rng.randrange(256) for _ in range(32)) for _ in range(3)]
    recs = [(1 << 32, bytes(rng.randrange(256) for _ in range(4096)))]
    ctr = {k: 0 for k in SHARED_COUNTERS}
    return HostResult(recs, cpls, ctr)


def test_identical_passes():
    r = _result()
    compare(r, _Soft(r))


@pytest.mark.parametrize("pos", [0, 1, 17, 31])
def test_completion_byte_mutation_fails(pos):
    r = _result()
    soft = _Soft(r)
    c = bytearray(soft.completions[1])
    c[pos] ^= 0x01
    soft.completions[1] = bytes(c)
    with pytest.raises(AssertionError):
        compare(r, soft)


@pytest.mark.parametrize("pos", [0, 60, 64, 4095])
def test_record_byte_mutation_fails(pos):
    r = _result()
    soft = _Soft(r)
    d = bytearray(soft.records[0].data)
    d[pos] ^= 0x80
    soft.records[0].data = bytes(d)
    with pytest.raises(AssertionError):
        compare(r, soft)


def test_missing_completion_fails():
    r = _result()
    soft = _Soft(r)
    soft.completions.append(bytes(32))
    with pytest.raises(AssertionError):
        compare(r, soft)
