"""The committed register header and document must be what the RTL's regif
definition generates now (`make rtl` writes them under build/rtl/; `make
regs` copies them into the tree)."""
import pathlib as _pl
import sys as _sys

# sim/ (runner helpers) and sw/python (the soft engine binding) on the path;
# not in a conftest.py, whose module name would shadow sw/python/tests' one
for _p in (_pl.Path(__file__).resolve().parents[2], _pl.Path(__file__).resolve().parents[3] / "sw" / "python"):
    if str(_p) not in _sys.path:
        _sys.path.insert(0, str(_p))

import pathlib

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
PAIRS = [("regs.h", TOP / "sw" / "include" / "jolt" / "regs.h"),
         ("registers.md", TOP / "docs" / "registers.md")]


@pytest.mark.parametrize("generated,committed", PAIRS, ids=[p[0] for p in PAIRS])
def test_committed_register_files_are_fresh(generated, committed):
    gen = TOP / "build" / "rtl" / generated
    assert gen.exists(), f"{gen} missing: run `make rtl`"
    assert committed.read_text() == gen.read_text(), (
        f"{committed.relative_to(TOP)} is stale: run `make regs` and commit it")


def test_register_map_matches_engine_interface():
    """The offsets of docs/engine-interface.md section 4 are the RTL's."""
    h = (TOP / "sw" / "include" / "jolt" / "regs.h").read_text()
    for name, off in [("ID", 0x000), ("CTRL", 0x008), ("STATUS", 0x00c), ("RECORD_SIZE", 0x010),
                      ("LOG_BLOCKS_LO", 0x020), ("FIRST_SEQ_HI", 0x034), ("SQ_TAIL", 0x04c),
                      ("CQ_HEAD", 0x06c), ("LR_TAIL", 0x090), ("WIN1_LIMIT_HI", 0x0bc),
                      ("CTR_ITEMS_IN_LO", 0x100), ("CTR_STALL_BUS_HI", 0x164)]:
        assert f"#define JOLT_REG_{name} " in h and f" 0x{off:03x} " in h.split(f"JOLT_REG_{name} ")[1][:40], name
