"""The short tables the benchmark scripts write into docs/results.md:
offload_bench.py's, from `jolt bench offload`'s printed tables (taken by
column name), and seeds_bench.py's, from `jolt bench seeds`'s JSON rows."""
from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import offload_bench  # noqa: E402
import seeds_bench  # noqa: E402

HOST = ("| backend | workload | setting | ops | fsyncs | soft us/op | sim us/op | soft us/fsync "
        "| sim us/fsync | engine calls us/fsync, soft / sim | journal engine's share, soft "
        "| removed by the RTL | sim as run us/op |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
JOURNAL = ("| backend | workload | setting | engine | log groups | items | payload bytes "
           "| record bytes | run: log groups / items logged / checkpoints |\n|---|---|---|---|---|---|---|---|---|\n")
DEMAND = ("| backend | workload | setting | items/s | payload MB/s | record MB/s | checkpoints/s "
          "| cycles/item | cycles/ckpt | utilization | 64-bit bus | force: engine us (cycles) "
          "| device flush us |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
OUT = ("jolt bench offload: 000,002, quick, soft and sim\n\nhost CPU:\n\n" + HOST +
       "| mem | 000 | rename_log=oldname | 100 | 0 | 17.82 | 13.23 | n/a | n/a | n/a / n/a | 26.9% | 25.8% | 80.00 |\n"
       "| mem | 002 | whiteouts=off | 64 | 64 | 174.75 | 181.37 | 174.75 | 181.37 | 9.93 / 16.55 | 5.7% | -3.8% | 90.00 |\n"
       "| uring | 002 | whiteouts=off | 64 | 64 | 300.00 | 301.00 | 300.00 | 301.00 | 9.00 / 16.00 | 3.6% | -0.3% | 99.00 |\n"
       "| uring | 000 | rename_log=oldname | 100 | 0 | 20.00 | 18.00 | n/a | n/a | n/a / n/a | 1.1% | 10.0% | 70.00 |\n"
       "\nthe journal:\n\n" + JOURNAL +
       "| mem | 002 | whiteouts=off | soft | 64 | 9 | 9 | 9 | 64 / 9 / 64 |\n"
       "\nthe engine's demand:\n\n" + DEMAND +
       "| mem | 000 | rename_log=oldname | 10 | 0.1 | 0.1 | 0.0 | 12.0 | 100 | 0.010% | 1.400% | - | n/a |\n"
       "| mem | 002 | whiteouts=off | 99 | 1.0 | 1.0 | 9.0 | 14828.0 | 900 | 243.500% | 18.000% | 785.20 (121472) | 6.5 |\n"
       "| uring | 002 | whiteouts=off | 99 | 1.0 | 1.0 | 9.0 | 14828.0 | 900 | 76.000% | 6.000% | 700.00 (1) | 2000.0 |\n"
       "| uring | 000 | rename_log=oldname | 10 | 0.1 | 0.1 | 0.0 | 12.0 | 100 | 0.005% | 1.000% | - | n/a |\n")


def test_offload_summary_joins_the_tables_by_column() -> None:
    lines = offload_bench.summary(OUT).splitlines()
    assert lines[0].startswith("| workload | setting | host us/op, soft / sim |")
    assert lines[2] == "| 000 | rename_log=oldname | 17.82 / 13.23 | (no fsync) | 26.9% | 0.010% | 1.400% | - |"
    # an engine that would not keep up is shown in bold; the force beside the flush
    assert lines[3] == ("| 002 | whiteouts=off | 174.75 / 181.37 | 9.93 / 16.55 | 5.7% | **243.500%** | "
                        "18.000% | 785.20 / 6.5 |")
    # the other backend is one line of ranges, naming the busiest workload
    assert lines[-1] == ("- uring: the journal engine's share 1.1-3.6%; utilization at most 76.0% "
                         "(002 `whiteouts=off`)")


def test_offload_tables_stop_at_the_first_line_that_is_not_a_row() -> None:
    host, journal, demand = offload_bench.tables(OUT)
    assert [len(host), len(journal), len(demand)] == [4, 1, 4]
    assert host[1]["engine calls us/fsync, soft / sim"] == "9.93 / 16.55"


def row(seed: str, what: str, setting: str, engine: str, ops: int, secs: float, cpu: float,
        logged: int = 0, journal: int = 0) -> dict:
    r = {"seed": seed, "what": what, "setting": setting, "engine": engine, "ok": True,
         "backend": "loop" if engine == "kernel" else "mem", "ops": ops, "secs": secs,
         "cpu": cpu, "run": 0}
    if engine != "kernel":
        r.update(bytes_logged=logged, journal_bytes=journal)
    return r


def test_seeds_summary_on_against_off_and_the_kernel() -> None:
    rows = [row("000", "10000 renames", "rename_log=full", "soft", 10000, 0.5, 0.5, 1000, 2000),
            row("000", "10000 renames", "rename_log=oldname", "soft", 10000, 0.1, 0.1, 36, 82),
            row("000", "10000 renames", "kernel btrfs (loop)", "kernel", 10000, 0.4, 0.4),
            row("000", "10000 renames", "kernel xfs (loop)", "kernel", 10000, 0.2, 0.2),
            row("003", "create (10 files)", "pptr off (mkfs)", "soft", 10, 1.0, 1.0, 5, 5),
            row("003", "create (10 files)", "pptr_log=intent", "soft", 10, 1.0, 1.1, 6, 5),
            row("003", "create (10 files)", "pptr_log=shortform", "soft", 10, 1.0, 1.05, 6, 5),
            {"seed": "001", "what": "w", "setting": "relog=insert", "engine": "soft", "ok": False,
             "why": "no room", "run": 0, "backend": "mem"}]
    lines = seeds_bench.summary(rows).splitlines()
    assert lines[2] == ("| 000 10000 renames | mem (run 1) | rename_log=oldname / rename_log=full | "
                        "100,000 | **5.00x** | 0.036 | 0.041 | 4.00x, 2.00x |")
    # 003: every setting against parent pointers off, by CPU time
    assert lines[3].startswith("| 003 create (10 files) | mem (run 1) | pptr_log=intent / pptr off")
    assert "**+10.0% CPU**" in lines[3] and "**+5.0% CPU**" in lines[4]
    # a seed with a failed setting has no pair to compare: no row
    assert len(lines) == 5
