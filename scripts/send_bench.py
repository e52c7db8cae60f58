#!/usr/bin/env python3
"""Seed 004's benchmark: jolt's incremental send with its send caches off and
on (`jolt bench send`, sw/tools/cmd_bench_send.c) beside the kernel's btrfs
send of the same workload, in one run.

The kernel side is the seed's script: mkfs.btrfs on a loop device over a
sparse file (needs root; btrfs-progs comes from scripts/setup.sh), N empty
files in A, `btrfs subvolume snapshot -r` snap1, files N..2N in B, A's files
moved into B, snapshot snap2, then `btrfs send -p snap1 snap2 > /dev/null`
timed (best of --repeat, wall and the process's CPU). An untimed second send
goes through `btrfs receive --dump` to count its UTIMES commands (those for
directories apart) and its bytes. The kernel's send has no switch for its
caches, so it is one column: the reference the seed's "after" figures came
from (its version is printed).

Writes the tables to stdout and, with --update-results, the part of
docs/results.md's seed-004 section between its markers, with the command,
commit, CPU model and load average."""
from __future__ import annotations

import argparse
import os
import pathlib
import platform
import shutil
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fs_bench import LoopMount  # noqa: E402  (the same loop-device mount)
import results_page  # noqa: E402

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
WORK = TOP / "build" / "bench-send"
SECTION = "send-bench"   # docs/results.md's generated section (scripts/results_page.py)


def jolt_rows(ns: list[int], repeat: int) -> tuple[list[str], list[str]]:
    """`jolt bench send`'s table: its header lines and one row per N."""
    cmd = [str(JOLT), "bench", "send", "--repeat", str(repeat), *map(str, ns)]
    print("$", " ".join(cmd).replace(str(TOP) + "/", ""), flush=True)
    r = subprocess.run(cmd, text=True, capture_output=True)
    sys.stdout.write(r.stdout)
    if r.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.strip()}")
    lines = [l for l in r.stdout.splitlines() if l.startswith("|")]
    return lines[:2], lines[2:]


def timed(cmd: list[str], out: int) -> tuple[float, float]:
    """Wall and CPU (user + system, the send ioctl's included) seconds."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - t0
    err = p.stderr.read().decode(errors="replace") if p.stderr else ""
    if p.stderr:
        p.stderr.close()
    if os.waitstatus_to_exitcode(status):
        raise RuntimeError(f"{' '.join(cmd)}: {err.strip()}")
    return wall, ru.ru_utime + ru.ru_stime


def kernel_row(n: int, repeat: int) -> dict:
    """The seed's script on a fresh loop btrfs."""
    btrfs = shutil.which("btrfs")
    if not btrfs:
        raise RuntimeError("btrfs-progs is not installed (scripts/setup.sh)")
    WORK.mkdir(parents=True, exist_ok=True)
    with LoopMount("btrfs", "4G", WORK) as mnt:
        (mnt / "A").mkdir()
        for i in range(1, n + 1):
            open(mnt / "A" / f"file_{i}", "wb").close()
        subprocess.run([btrfs, "-q", "subvolume", "snapshot", "-r", str(mnt), str(mnt / "snap1")],
                       check=True)
        (mnt / "B").mkdir()
        for i in range(n, 2 * n + 1):
            open(mnt / "B" / f"file_{i}", "wb").close()
        for i in range(1, n + 1):
            os.rename(mnt / "A" / f"file_{i}", mnt / "B" / f"file_{i}")
        subprocess.run([btrfs, "-q", "subvolume", "snapshot", "-r", str(mnt), str(mnt / "snap2")],
                       check=True)
        subprocess.run(["sync"], check=True)
        send = [btrfs, "-q", "send", "-p", str(mnt / "snap1"), str(mnt / "snap2")]
        best = (float("inf"), float("inf"))
        with open(os.devnull, "wb") as null:
            for _ in range(repeat):
                w, c = timed(send, null.fileno())
                best = (min(best[0], w), min(best[1], c))
        stream = WORK / "stream"
        with open(stream, "wb") as f:
            timed(send, f.fileno())
        dump = subprocess.run([btrfs, "receive", "--dump", "-f", str(stream)], text=True,
                              capture_output=True, check=True).stdout
        size = stream.stat().st_size
        stream.unlink()
    utimes = [l for l in dump.splitlines() if l.startswith("utimes")]
    dirs = [l for l in utimes if "file_" not in l.split()[1]]
    return {"n": n, "wall": best[0], "cpu": best[1], "bytes": size, "utimes": len(utimes),
            "dir_utimes": len(dirs)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sizes", nargs="*", type=int, default=[20000, 40000, 60000])
    ap.add_argument("--repeat", type=int, default=3, help="sends per configuration (best kept)")
    ap.add_argument("--no-kernel", action="store_true", help="jolt only")
    ap.add_argument("--update-results", action="store_true",
                    help="rewrite docs/results.md between the send-bench markers")
    a = ap.parse_args()

    head, rows = jolt_rows(a.sizes, a.repeat)
    kernel: list[dict] = []
    why = ""
    if not a.no_kernel:
        try:
            for n in a.sizes:
                print(f"$ btrfs send -p snap1 snap2 > /dev/null  # N={n}", flush=True)
                kernel.append(kernel_row(n, a.repeat))
                print(kernel[-1], flush=True)
        except (RuntimeError, subprocess.CalledProcessError, OSError) as e:
            why = str(e)
            print(f"kernel btrfs send not measured: {why}", file=sys.stderr)

    load = " ".join(pathlib.Path("/proc/loadavg").read_text().split()[:3])
    args = " ".join(map(str, a.sizes))
    progs = subprocess.run(["btrfs", "--version"], text=True, capture_output=True
                           ).stdout.split()[-1] if shutil.which("btrfs") else "-"
    md = [results_page.provenance(
              f"scripts/send_bench.py --repeat {a.repeat} {args}",
              extra=f"runs `jolt bench send --repeat {a.repeat} {args}`, release build, then the "
                    f"kernel's; {os.cpu_count()} cores, load average {load} at the end; kernel "
                    f"{platform.release()}, btrfs-progs {progs}"),
          "", "Times: best of the repeats, wall s with the thread's CPU s in brackets; " +
          ("the kernel's columns: `btrfs send -p snap1 snap2 > /dev/null` of the same workload "
           "in the same run (CPU: the process's user + system)." if kernel else
           f"kernel btrfs send not measured ({why or '--no-kernel'})."), ""]
    if kernel:
        by = {k["n"]: k for k in kernel}
        md += [head[0] + " btrfs send s (CPU s) | btrfs bytes, utimes (dirs) |",
               head[1] + "---|---|"]
        for r in rows:
            k = by.get(int(r.split("|")[1]))
            md.append(r + (f" {k['wall']:.3f} ({k['cpu']:.3f}) | {k['bytes']}, {k['utimes']} "
                           f"({k['dir_utimes']} dirs) |" if k else " - | - |"))
    else:
        md += [*head, *rows]
    md.append("")
    text = "\n".join(md)
    print(text)
    if a.update_results:
        results_page.update(SECTION, text, heading="## Send")
    return 0


if __name__ == "__main__":
    sys.exit(main())
