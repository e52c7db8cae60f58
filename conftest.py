"""Test order and the `slow` mark for every pytest run of the tree (make
test, make check, by hand): the longest tests first, the rest as collected.

`make test` runs on two workers (pytest-xdist, --dist worksteal): each
starts on its half of the queue, and one that runs dry takes from the end
of the other's. Collected as they are, the RTL's suites (minutes each) came
last and ran with the other worker idle; first, they start at once and the
many short tests fill in around them. The list names where the minutes go
today (`make test` prints its 15 slowest); a test missing from it only runs
later, never not at all.

Every test the list names is marked `slow`, and `make check` (the quick
run, for iterating) leaves those out, but for QUICK_RTL: the one cocotb
test it runs (seconds once its model is built).
"""
from __future__ import annotations

import pytest

# substrings of test ids, longest first (measured on a 2-core machine)
LONG_FIRST = (
    "sim/tests/engine/test_engine.py::test_engine_default_parameters",
    "sim/tests/engine/test_engine.py::test_engine_small_table",
    "sim/tests/engine/test_engine.py::test_engine_wide",
    "sim/tests/formal/",
    "sim/tests/chunk_writer/",
    "test_mount_tools.py::test_fsstress_60s",
    "test_fsync_crash::enumerate_2ops",
    "sw/python/tests/test_fuzz.py",
    "test_fs_cli.py::test_random_damage_never_crashes_the_tools",
    "sim/tests/crc32c/",
    "sim/tests/",
    "scripts/tests/test_errors_visible.py",
    "test_fsync_crash::",
    "test_journal::crash",
    # a few seconds each
    "test_journal::head_search",
    "test_fs_cli.py::test_make_run_small",
    "test_mount.py::test_failure_inside_mounted_tears_down_quickly",
    "test_fsync.py::test_relog_noted_keys_replay",
    "test_blk_cli.py::test_bdevperf_on_file_leaves_a_recoverable_log",
    "test_fsck::random_damage",
    "scripts/tests/test_synth_anywhere.py",
    "test_fs_cli.py::test_bench_seeds_rows",
    "test_mount_tools.py::test_kill9_then_replay_keeps_fsynced",
)
QUICK_RTL = "sim/tests/crc32c/"


def _rank(item: pytest.Item) -> int:
    for i, pat in enumerate(LONG_FIRST):
        if pat in item.nodeid:
            return i
    return len(LONG_FIRST)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a test of many seconds (conftest.py); "
                                       "make check runs -m 'not slow'")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    for item in items:
        if _rank(item) < len(LONG_FIRST) and QUICK_RTL not in item.nodeid:
            item.add_marker(pytest.mark.slow)
    items.sort(key=_rank)  # stable: within a rank, the order of collection
