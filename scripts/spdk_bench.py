#!/usr/bin/env python3
"""jolt on SPDK beside SPDK's own bdevperf, in one run (docs/results.md,
section "SPDK").

    sudo .venv/bin/python scripts/spdk_bench.py /path/to/spdk [-t SECONDS]

On four bdevs (Malloc; AIO on a file; NVMe/TCP to SPDK's nvmf_tgt on
127.0.0.1 exporting a Malloc and an AIO namespace) and, for the file, on
jolt's uring backend, it runs:
  - SPDK's bdevperf: 4 KiB randwrite at queue depths 1 and 32 (IOPS, p50,
    p99 from its latency summary);
  - jolt bdevperf -w write at -q 1 and 32: plain 4 KiB writes to random
    blocks through jolt's block layer (of its 64 MiB raw area, where SPDK's
    randwrite covers the whole bdev; the AIO files are written full of
    zeros first, so neither measures ext4 allocating blocks);
    the two alternate, --reps times each (default 3), and each cell is the
    median run (by IOPS): a shared machine drifts by 1.5x within minutes;
  - jolt bdevperf (forces): 1 and 32 writers each forcing a checkpoint of
    one 4 KiB record (-o 3968), beside the raw durable 4 KiB write at the
    same concurrency, in alternating half-second slices (cost = raw IOPS /
    forces/s).
Then the seeds' workloads, `jolt bench seeds` (--seeds-args, default
--quick), on each bdev and on uring on the AIO file's path (the uring run
last: bench seeds makes its image anew and removes it): a table of ops/s
per setting and bdev, and each seed's switch gain per bdev.
jolt runs pinned to core 0, where SPDK's bdevperf runs its reactor; the
nvmf target polls on core 1. Prints Markdown tables and the raw outputs (with --log DIR, keeps them).
Needs root (hugepages), jolt built with SPDK (make SPDK_DIR=...), and the
`spdk` package (make test-spdk installs it in build/spdk-py).
"""
from __future__ import annotations

import argparse
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from spdk_env import TOP, Bdev, Target, ensure_hugepages, jolt_bdevs, port_free, spdk_run_env  # noqa: E402

JOLT = TOP / "build" / "sw" / "jolt"
# SPDK's bdevperf runs its reactor on core 0 (-m 0x1) and the target on
# core 1: jolt runs on core 0 too, so both share the same core's load
PIN = ["taskset", "-c", "0"]


def sh(cmd: list[str], log: list[str], timeout: float = 600, env: dict[str, str] | None = None) -> str:
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    log.append("$ " + " ".join(cmd) + "\n" + r.stdout + r.stderr)
    if r.returncode:
        raise RuntimeError(f"{cmd[0]} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}")
    return r.stdout


def spdk_bdevperf(spdk: str, b: Bdev, qd: int, secs: int, log: list[str]) -> tuple[float, float, float]:
    out = sh([f"{spdk}/build/examples/bdevperf", "--json", str(b.config), "-m", "0x1", "-q", str(qd),
              "-o", "4096", "-w", "randwrite", "-t", str(secs), "-l"], log, env=spdk_run_env(spdk))
    iops = float(re.search(r"Total\s*:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    pcts = {float(p): float(v) for p, v in re.findall(r"([\d.]+)% :\s+([\d.]+)us", out)}
    return iops, pcts.get(50.0, 0.0), pcts.get(99.0, 0.0)


def jolt_write(backend: list[str], target: str, qd: int, secs: int, log: list[str]) -> tuple[float, float, float]:
    out = sh([*PIN, str(JOLT), "bdevperf", *backend, "-w", "write", "-q", str(qd), "-t", str(secs), target], log)
    m = re.search(r"QD\d+:\s+([\d.]+) IOPS\s+[\d.]+ MiB/s\s+p50\s+([\d.]+) us\s+p99\s+([\d.]+) us", out)
    assert m, out
    return float(m.group(1)), float(m.group(2)), float(m.group(3))


def jolt_force(backend: list[str], target: str, secs: int, log: list[str]) -> list[dict[str, float]]:
    # -o 3968: the largest payload whose checkpoint is one 4 KiB record
    out = sh([*PIN, str(JOLT), "bdevperf", *backend, "-o", "3968", "-m", "1,32", "-t", str(secs), target], log)
    rows = []
    for l in out.splitlines():
        f = l.split()
        if len(f) >= 13 and f[0].isdigit() and f[8] == "|":
            rows.append({"writers": float(f[0]), "forces": float(f[1]), "p50": float(f[2]),
                         "p99": float(f[3]), "flush_f": float(f[6]), "fua_f": float(f[7]),
                         "raw": float(f[9]), "raw_p50": float(f[10]),
                         "cost": float(f[11].rstrip("x")), "cost_p50": float(f[12].rstrip("x"))})
    return rows


def jolt_seeds(backend: list[str], target: str, extra: list[str], work: pathlib.Path, key: str,
               log: list[str]) -> list[dict[str, object]]:
    out = work / f"seeds-{key}.jsonl"
    sh([*PIN, str(JOLT), "bench", "seeds", *backend, "--image", target, "--json", str(out), *extra], log,
       timeout=7200)
    return [json.loads(l) for l in out.read_text().splitlines()]


def seeds_table(runs: dict[str, list[dict[str, object]]]) -> list[str]:
    """ops/s of every seed's setting on every bdev; then each seed's switch
    gain: its last setting against its first (000-002: throughput; 003:
    the CPU time of its creates, last setting over pptr off)."""
    keys = list(runs)
    rows: dict[tuple[str, str, str], dict[str, dict[str, object]]] = {}
    for k, rs in runs.items():
        for r in rs:
            rows.setdefault((str(r["seed"]), str(r["what"]), str(r["setting"])), {})[k] = r
    t = ["| seed | workload | setting | " + " | ".join(f"{k} ops/s" for k in keys) + " |",
         "|---|---|---|" + "---|" * len(keys)]

    def ops(r: dict[str, object] | None) -> float:
        return float(r["ops"]) / float(r["secs"]) if r and r.get("ok") and float(r["secs"]) else 0.0  # type: ignore[arg-type]
    for (seed, what, setting), by in rows.items():
        t.append(f"| {seed} | {what} | {setting} | " +
                 " | ".join(f"{ops(by.get(k)):,.0f}" if ops(by.get(k)) else "-" for k in keys) + " |")
    seeds = sorted({s for s, _, _ in rows})
    for seed in seeds:
        mine = [(w, st) for s, w, st in rows if s == seed]
        first, last = mine[0], [m for m in mine if m[0] == mine[0][0]][-1]
        cells = []
        for k in keys:
            a, b = rows[(seed, *first)].get(k), rows[(seed, *last)].get(k)
            if seed == "003":
                ok = a and b and a.get("ok") and b.get("ok") and float(a["cpu"])  # type: ignore[arg-type]
                cells.append(f"{100 * (float(b['cpu']) / float(a['cpu']) - 1):+.1f}% CPU" if ok else "-")  # type: ignore[index,arg-type]
            else:
                cells.append(f"{ops(b) / ops(a):.2f}x" if ops(a) and ops(b) else "-")
        t.append(f"| {seed} | **{last[1]} against {first[1]}** | | " + " | ".join(cells) + " |")
    return t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("spdk", help="SPDK build tree (scripts/build_spdk.sh)")
    ap.add_argument("-t", type=int, default=5, help="seconds per measurement (default 5)")
    ap.add_argument("--port", type=int, default=4420)
    ap.add_argument("--reps", type=int, default=3, help="alternating runs of each write test (default 3)")
    ap.add_argument("--log", type=pathlib.Path, help="keep every command's output here")
    ap.add_argument("--seeds-args", default="--quick --kernel none --engine soft",
                    help="jolt bench seeds' options (default: %(default)s)")
    ap.add_argument("--only", choices=["bdevperf", "seeds"], help="one of the two parts")
    a = ap.parse_args()
    why = ensure_hugepages()
    if why:
        print(why, file=sys.stderr)
        return 1
    if not port_free(a.port):
        print(f"127.0.0.1:{a.port} in use (--port)", file=sys.stderr)
        return 1
    log: list[str] = []
    work = pathlib.Path(tempfile.mkdtemp(prefix="jolt-spdk-bench."))
    try:
        tgt = Target.start(a.spdk, work, a.port, size_mb=512, fill=True)
    except RuntimeError:
        shutil.rmtree(work, ignore_errors=True)
        raise
    seeds: dict[str, list[dict[str, object]]] = {}
    table: list[str] = []
    try:
        bdevs = jolt_bdevs(work, a.port, size_mb=512, fill=True)
        if a.only != "seeds":
            table = bdevperf_table(a, bdevs, log)
        if a.only != "bdevperf":
            extra = a.seeds_args.split()
            for key, b in bdevs.items():
                seeds[key] = jolt_seeds(["--backend", "spdk", "-c", str(b.config)], b.name, extra, work, key, log)
                print(f"seeds on {key}: {len(seeds[key])} rows", flush=True)
            assert bdevs["aio"].file
            seeds["uring (aio's path)"] = jolt_seeds(["--backend", "uring"], str(bdevs["aio"].file), extra, work,
                                                     "uring", log)
    finally:
        tgt.stop()
        shutil.rmtree(work, ignore_errors=True)
        if a.log:
            a.log.mkdir(parents=True, exist_ok=True)
            (a.log / "spdk_bench.log").write_text("\n".join(log))
    print("\n".join(table))
    if seeds:
        print(f"\njolt bench seeds {a.seeds_args}:\n")
        print("\n".join(seeds_table(seeds)))
    return 0


def bdevperf_table(a: argparse.Namespace, bdevs: dict[str, Bdev], log: list[str]) -> list[str]:
    """SPDK's bdevperf beside jolt's writes and forces, a row per bdev."""
    table = ["| bdev | SPDK bdevperf randwrite QD1: IOPS, p50/p99 us | jolt -w write QD1 | ratio "
             "| SPDK QD32 | jolt QD32 | ratio | jolt forces/s 1 writer, p50/p99 us | raw durable "
             "QD1 | cost | forces/s 32 writers | raw QD32 | cost | flush/f, FUA/f (1; 32) |",
             "|" + "---|" * 14]
    cases: list[tuple[str, list[str], str, Bdev | None]] = [
        (k, ["--backend", "spdk", "-c", str(b.config)], b.name, b) for k, b in bdevs.items()]
    cases.append(("uring (same file as aio)", ["--force"], str(bdevs["aio"].file), None))
    for key, backend, target, b in cases:
        runs: dict[tuple[str, int], list[tuple[float, float, float]]] = {}
        for _ in range(a.reps):
            for qd in (1, 32):
                if b:
                    runs.setdefault(("spdk", qd), []).append(spdk_bdevperf(a.spdk, b, qd, a.t, log))
                runs.setdefault(("jolt", qd), []).append(jolt_write(backend, target, qd, a.t, log))

        def med(k: tuple[str, int]) -> tuple[float, float, float] | None:
            r = sorted(runs.get(k, []))
            return r[len(r) // 2] if r else None
        s1, s32 = med(("spdk", 1)), med(("spdk", 32))
        j1, j32 = med(("jolt", 1)), med(("jolt", 32))
        assert j1 and j32
        f = jolt_force(backend, target, a.t, log)

        def cell(x: tuple[float, float, float] | None) -> str:
            return f"{x[0]:,.0f}, {x[1]:.1f}/{x[2]:.1f}" if x else "-"

        def ratio(j: tuple[float, float, float], s: tuple[float, float, float] | None) -> str:
            return f"{j[0] / s[0]:.2f}x" if s and s[0] else "-"
        table.append(
            f"| {key} | {cell(s1)} | {cell(j1)} | {ratio(j1, s1)} | {cell(s32)} | {cell(j32)} | "
            f"{ratio(j32, s32)} | {f[0]['forces']:,.0f}, {f[0]['p50']:.1f}/{f[0]['p99']:.1f} | "
            f"{f[0]['raw']:,.0f} | {f[0]['cost']:.2f}x | {f[1]['forces']:,.0f} | {f[1]['raw']:,.0f} | "
            f"{f[1]['cost']:.2f}x | {f[0]['flush_f']:.2f}, {f[0]['fua_f']:.2f}; "
            f"{f[1]['flush_f']:.2f}, {f[1]['fua_f']:.2f} |")
        print(table[-1], flush=True)
    return table


if __name__ == "__main__":
    sys.exit(main())
