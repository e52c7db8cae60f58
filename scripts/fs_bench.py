#!/usr/bin/env python3
"""The filesystem benchmark (`make bench`): jolt's in-process metadata rates
beside the kernel's btrfs and xfs on loop devices, in one run.

Every measurement is `jolt bench fs` (sw/tools/cmd_bench_fs.c): N files over
D directories, create / stat / setxattr / rename / unlink, from one process;
jolt through the library (mem, and a uring file image; parent pointers on
and off), the kernel through syscalls on a loop device it mounted here
(truncate, losetup, mkfs.btrfs / mkfs.xfs, mount: needs root). Then the
per-operation cost from 10^4 to 10^6 files on the uring image (with a node
cache that holds the metadata: --scaling-cache), a plot of it
(docs/results/fs-scaling.png, with matplotlib), and peak RSS against the
node cache's bound.

Writes the tables to stdout, the raw results to build/bench-fs/results.json,
and with --update-results the section of docs/results.md between its
markers. A kernel filesystem that cannot be measured is skipped with the
reason, which the table states."""
from __future__ import annotations

import argparse
import datetime
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
OUT = TOP / "build" / "bench-fs"
OPS = ["create", "stat", "setxattr", "rename", "unlink"]
BEGIN, END = "<!-- fs-bench begin -->", "<!-- fs-bench end -->"


def bench(args: list[str], label: str, json_path: pathlib.Path) -> dict:
    cmd = [str(JOLT), "bench", "fs", "--label", label, "--json", str(json_path), *args]
    print("$", " ".join(cmd[1:]).replace(str(TOP) + "/", ""), flush=True)
    r = subprocess.run(cmd, text=True, capture_output=True)
    sys.stdout.write(r.stdout)
    if r.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.strip()}")
    return json.loads(json_path.read_text().splitlines()[-1])


class LoopMount:
    """A kernel filesystem on a loop device over a sparse file, mounted."""

    def __init__(self, fs: str, size: str, work: pathlib.Path) -> None:
        self.fs, self.size, self.work = fs, size, work
        self.img = work / f"{fs}.img"
        self.mnt = work / f"mnt-{fs}"
        self.loop = ""

    def __enter__(self) -> pathlib.Path:
        if os.geteuid() != 0:
            raise RuntimeError("not root: loop devices and mount need root")
        mkfs = shutil.which(f"mkfs.{self.fs}")
        if not mkfs or not shutil.which("losetup"):
            raise RuntimeError(f"mkfs.{self.fs} or losetup missing (scripts/setup.sh installs "
                               "btrfs-progs, xfsprogs)")
        self.img.unlink(missing_ok=True)
        subprocess.run(["truncate", "-s", self.size, str(self.img)], check=True)
        r = subprocess.run(["losetup", "-f", "--show", str(self.img)], text=True,
                           capture_output=True)
        if r.returncode:
            raise RuntimeError(f"losetup: {r.stderr.strip()}")
        self.loop = r.stdout.strip()
        quiet = ["-q"]
        r = subprocess.run([mkfs, "-f", *quiet, self.loop], text=True, capture_output=True)
        if r.returncode:
            self.__exit__(None, None, None)
            raise RuntimeError(f"mkfs.{self.fs}: {r.stderr.strip()}")
        self.mnt.mkdir(parents=True, exist_ok=True)
        r = subprocess.run(["mount", self.loop, str(self.mnt)], text=True, capture_output=True)
        if r.returncode:
            self.__exit__(None, None, None)
            raise RuntimeError(f"mount: {r.stderr.strip()}")
        return self.mnt

    def __exit__(self, *exc: object) -> None:
        subprocess.run(["umount", str(self.mnt)], capture_output=True)
        if self.loop:
            subprocess.run(["losetup", "-d", self.loop], capture_output=True)
        self.img.unlink(missing_ok=True)


def fmt_rate(v: float) -> str:
    return f"{v:,.0f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="2,000 files; scaling 10^3..10^4")
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--dirs", type=int, default=100)
    ap.add_argument("--scaling", default="10000,100000,1000000",
                    help="file counts of the scaling run (uring image, parent pointers on)")
    ap.add_argument("--scaling-cache", default="1G",
                    help="node cache bound of the scaling runs (the main runs keep 64M)")
    ap.add_argument("--no-kernel", action="store_true")
    ap.add_argument("--update-results", action="store_true",
                    help="replace the section of docs/results.md between its markers")
    a = ap.parse_args()
    if a.quick:
        a.files, a.dirs, a.scaling, a.scaling_cache = 2000, 20, "1000,10000", "64M"
    OUT.mkdir(parents=True, exist_ok=True)
    jpath = OUT / "runs.jsonl"
    jpath.unlink(missing_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="fsbench-", dir=OUT))
    base = ["--files", str(a.files), "--dirs", str(a.dirs)]
    image = str(work / "jolt.img")
    rows: list[dict] = []
    skipped: list[str] = []

    for backend in ("mem", "uring"):
        for parent in (1, 0):
            extra = ["--backend", backend, "-o", f"parent={parent}"]
            if backend == "uring":
                extra += ["--image", image]
            rows.append(bench(base + extra, f"jolt {backend}, parent={parent}", jpath))
    for fs in ("btrfs", "xfs"):
        if a.no_kernel:
            skipped.append(f"{fs}: --no-kernel")
            continue
        try:
            with LoopMount(fs, "8G", work) as mnt:
                rows.append(bench(base + ["--posix", str(mnt)], f"kernel {fs} (loop)", jpath))
        except (RuntimeError, subprocess.CalledProcessError) as e:
            skipped.append(f"{fs}: {e}")
            print(f"skipped kernel {fs}: {e}", flush=True)

    scaling: list[dict] = []
    for n in [int(x) for x in a.scaling.split(",") if x]:
        scaling.append(bench(["--files", str(n), "--dirs", str(a.dirs), "--backend", "uring",
                              "--image", image, "--cache", a.scaling_cache], f"scaling {n}",
                             jpath))
    shutil.rmtree(work, ignore_errors=True)

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=TOP, text=True,
                            capture_output=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in
                subprocess.run(["lscpu"], text=True, capture_output=True).stdout.splitlines()
                if l.startswith("Model name")), "?")
    date = datetime.date.today().isoformat()
    results = {"commit": commit, "cpu": cpu, "date": date, "files": a.files, "dirs": a.dirs,
               "rows": rows, "scaling": scaling, "skipped": skipped}
    (OUT / "results.json").write_text(json.dumps(results, indent=1))

    md = render(results, a)
    print(md)
    plot = plot_scaling(scaling, OUT / "fs-scaling.png" if a.quick else
                        TOP / "docs" / "results" / "fs-scaling.png")
    if plot:
        print(f"plot: {plot}")
    if a.update_results:
        p = TOP / "docs" / "results.md"
        text = p.read_text()
        if BEGIN in text and END in text:
            text = text[:text.index(BEGIN)] + BEGIN + "\n" + md + END + text[text.index(END) +
                                                                              len(END):]
        else:
            text = text.rstrip("\n") + "\n\n" + BEGIN + "\n" + md + END + "\n"
        p.write_text(text)
    return 0


def render(r: dict, a: argparse.Namespace) -> str:
    rows = r["rows"]
    cmd = "make bench" if not a.quick else "scripts/fs_bench.py --quick"
    out = [f"Command: `{cmd}` (`scripts/fs_bench.py`), commit {r['commit']}, {r['cpu']}, "
           f"{r['date']}; {r['files']:,} files over {r['dirs']} directories, one process, "
           "each phase over every file, its sync timed apart (not in the rates).", "",
           "| ops/s | " + " | ".join(OPS) + " | peak RSS |", "|---" * (len(OPS) + 2) + "|"]
    for row in rows:
        out.append(f"| {row['label']} | " + " | ".join(fmt_rate(row[o]) for o in OPS) +
                   f" | {row['rss_peak_kib'] // 1024} MiB |")
    for s in r["skipped"]:
        out.append(f"| kernel {s.split(':')[0]} | skipped: {s.split(':', 1)[1].strip()} |")
    kern = [x for x in rows if x["label"].startswith("kernel")]
    out.append("")
    if kern:
        for o in ("create", "rename"):
            best = max(kern, key=lambda x: x[o])
            for backend in ("mem", "uring"):
                j = next(x for x in rows if x["label"] == f"jolt {backend}, parent=1")
                ratio = j[o] / best[o]
                out.append(f"- {o}, jolt {backend} (parent pointers on) / the kernel's best "
                           f"({best['label']}): **{ratio:.2f}x** (target >= 2x: "
                           f"{'met' if ratio >= 2 else 'missed'})")
    for backend in ("mem", "uring"):
        on = next(x for x in rows if x["label"] == f"jolt {backend}, parent=1")
        off = next(x for x in rows if x["label"] == f"jolt {backend}, parent=0")
        for o, target in (("create", 5), ("unlink", 10)):
            over = (off[o] / on[o] - 1) * 100
            out.append(f"- parent-pointer overhead on {o}, jolt {backend}: **{over:+.1f}%** "
                       f"of time per op (target <= {target}%: "
                       f"{'met' if over <= target else 'missed'})")
    if r["scaling"]:
        out += ["", "Scaling (jolt on a uring file image, parent pointers on, node cache bound "
                f"{a.scaling_cache}; microseconds per operation):", "",
                "| files | " + " | ".join(OPS) + " | peak RSS | node cache bound |",
                "|---" * (len(OPS) + 3) + "|"]
        for s in r["scaling"]:
            out.append(f"| {s['files']:,} | " + " | ".join(f"{1e6 / s[o]:.1f}" for o in OPS) +
                       f" | {s['rss_peak_kib'] // 1024} MiB | {s['cache_bound'] >> 20} MiB |")
        lo, hi = r["scaling"][0], r["scaling"][-1]
        worst = max(OPS, key=lambda o: lo[o] / hi[o])
        out.append("")
        out.append(f"- cost per operation from {lo['files']:,} to {hi['files']:,} files: worst "
                   f"{worst}, **{lo[worst] / hi[worst]:.2f}x** (target <= 1.5x)" +
                   ("" if a.quick else "; plot `docs/results/fs-scaling.png`"))
    out.append("")
    return "\n".join(out)


def plot_scaling(scaling: list[dict], out: pathlib.Path) -> pathlib.Path | None:
    if len(scaling) < 2:
        return None
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib in the venv: no plot (scripts/requirements.txt)")
        return None
    fig, ax = plt.subplots(figsize=(6, 4))
    xs = [s["files"] for s in scaling]
    for o in OPS:
        ax.plot(xs, [1e6 / s[o] for s in scaling], marker="o", label=o)
    ax.set_xscale("log")
    ax.set_xlabel("files (over 100 directories)")
    ax.set_ylabel("microseconds per operation")
    ax.set_title("jolt metadata cost per operation (uring image, parent pointers on)")
    ax.legend()
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    return out


if __name__ == "__main__":
    sys.exit(main())
