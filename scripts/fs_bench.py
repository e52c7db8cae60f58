#!/usr/bin/env python3
"""The filesystem benchmark (`make bench`): jolt's in-process metadata rates
beside the kernel's btrfs and xfs on loop devices, in one run.

Every measurement is `jolt bench fs` (sw/tools/cmd_bench_fs.c): N files over
D directories, create / stat / setxattr / rename / unlink, from one process;
jolt through the library (mem, and a uring file image; parent pointers on
and off; a node cache that holds the metadata, --cache, and one row with a
smaller one, --small-cache), the kernel through syscalls on a loop device
made and mounted anew for each run (truncate, losetup, mkfs.btrfs /
mkfs.xfs, mount: needs root). The machine is shared, so every
configuration runs --repeat times in interleaved rounds (each round runs
each configuration once): rates are the median of the rounds, and every
ratio is taken within a round (jolt against the kernel, parent pointers on
against off) and given as the median with its range, both by elapsed time
and by the process's CPU time (user + system: what the run cost its own
threads, jolt's commit thread included, the kernel's worker threads not;
on a loaded machine the elapsed time also counts waiting for a core). Then the
per-operation cost from 10^4 to 10^6 files on the uring image (node cache
--scaling-cache), a plot of it (docs/results/fs-scaling.png, with
matplotlib), and peak RSS against the node cache's bound. Last, the work
itself, which no other load changes: instructions per operation counted by
valgrind's callgrind (--instructions N files on mem, each phase's commit
in the sync after it, --interval never: parent pointers on and off);
--instructions-only runs these alone and replaces only their part of the
section. The small-cache row gives its node reads and peak RSS, and the
scaling rows give each phase's node reads,
evictions and directory-entry cache hits per operation. The kernel's btrfs
and xfs run the same scaling counts (unless --no-kernel), so that jolt's
growth is seen beside theirs. --scaling-only runs the scaling part alone
(no main rounds, no callgrind) and prints its tables without touching
docs/results.md.

--threads N runs the threads table alone: `jolt bench fs --threads N` on
jolt (mem) and the same from N threads of one process through syscalls on
the kernel's ext4, btrfs and xfs (loop devices), each thread in directories
of its own and then every thread in every directory (--shared), in one run:
each phase's rate at 1..N threads and its scaling against 1 thread, with
jolt's busiest lock and the share of the threads' time it was held. Tables
to stdout, raw results to build/bench-fs/threads.jsonl; docs/results.md is
not touched.

Writes the tables to stdout, the raw results to build/bench-fs/results.json,
and with --update-results the section of docs/results.md between its
markers. A kernel filesystem that cannot be measured is skipped with the
reason, which the table states."""
from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import pathlib
import shutil
import subprocess
import sys
import tempfile

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
OUT = pathlib.Path(os.environ.get("JOLT_BENCH_FS_OUT", TOP / "build" / "bench-fs"))
OPS = ["create", "stat", "setxattr", "rename", "unlink"]
SECTION = "fs-bench"   # docs/results.md's generated section (scripts/results_page.py)
sys.path.insert(0, str(TOP / "scripts"))
import results_page  # noqa: E402


def bench(args: list[str], label: str, json_path: pathlib.Path) -> dict:
    cmd = [str(JOLT), "bench", "fs", "--label", label, "--json", str(json_path), *args]
    print("$", " ".join(cmd[1:]).replace(str(TOP) + "/", ""), flush=True)
    r = subprocess.run(cmd, text=True, capture_output=True)
    sys.stdout.write(r.stdout)
    if r.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.strip()}")
    r = json.loads(json_path.read_text().splitlines()[-1])
    for o in OPS:   # the rate by this process's CPU time (user + system)
        r[f"{o}_cpu"] = r["files"] / max(r[f"{o}_cpu_s"], 1e-9)
    return r


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
        force = "-F" if self.fs == "ext4" else "-f"
        r = subprocess.run([mkfs, force, *quiet, self.loop], text=True, capture_output=True)
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


# what each phase calls of the API (create: open with O_CREAT, then close)
API = {"create": ("jolt_open", "jolt_close"), "stat": ("jolt_stat",),
       "setxattr": ("jolt_setxattr",), "rename": ("jolt_rename",), "unlink": ("jolt_unlink",)}


def instructions(files: int, dirs: int, configs: list[tuple[str, list[str]]]) -> list[dict]:
    """Instructions per operation of each configuration under callgrind (all at once:
    counts do not depend on the machine's load)."""
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        print("no valgrind: no instruction counts (scripts/setup.sh installs it)")
        return []
    procs = []
    for label, extra in configs:
        out = OUT / f"callgrind-{len(procs)}.out"
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(JOLT),
               "bench", "fs", "--files", str(files), "--dirs", str(dirs), "--backend", "mem",
               "--interval", "never", *extra]
        print("$", " ".join(cmd).replace(str(TOP) + "/", ""), flush=True)
        procs.append((label, out, subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                                                   stderr=subprocess.PIPE, text=True)))
    rows = []
    for label, out, pr in procs:
        _, err = pr.communicate()
        if pr.returncode:
            raise RuntimeError(f"callgrind {label}: {err.strip()[-500:]}")
        ann = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                              str(out)], text=True, capture_output=True, check=True).stdout
        incl: dict[str, int] = {}
        for line in ann.splitlines():
            m = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+\S*:(jolt_\w+) \[", line)
            if m and m.group(2) not in incl:
                incl[m.group(2)] = int(m.group(1).replace(",", ""))
        row = {"label": label, "files": files}
        for o, fns in API.items():
            row[o] = sum(incl.get(f, 0) for f in fns) / files
        rows.append(row)
        out.unlink(missing_ok=True)
    return rows


def instruction_configs(cache: str) -> list[tuple[str, list[str]]]:
    """The callgrind runs: parent pointers on and off."""
    icache = ["--cache", cache]
    return [("jolt mem, parent=1", ["-o", "parent=1", *icache]),
            ("jolt mem, parent=0", ["-o", "parent=0", *icache])]


def instructions_only(a: argparse.Namespace) -> int:
    """The callgrind runs alone; with --update-results their part of the section
    (from its "Instructions per operation" paragraph to the end marker) is replaced,
    the timed tables above it kept."""
    OUT.mkdir(parents=True, exist_ok=True)
    instr = instructions(a.instructions or 10_000, a.dirs, instruction_configs(a.cache))
    if not instr:
        return 1
    r = {"instructions": instr, "dirs": a.dirs, "cache": a.cache,
         "source": results_page.provenance(f"scripts/fs_bench.py {' '.join(sys.argv[1:])}")}
    md = "\n".join(render_instructions(r)) + "\n"
    print(md)
    if a.update_results:
        results_page.update(SECTION, md.lstrip("\n"),
                            start_at="Instructions per operation (valgrind's callgrind")
    return 0


def median(v: list[float]) -> float:
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def combine(runs: list[dict]) -> dict:
    """One configuration's rounds: median rate per operation, worst RSS."""
    out = dict(runs[0])
    for o in OPS:
        out[o] = median([r[o] for r in runs])
        out[f"{o}_cpu"] = median([r[f"{o}_cpu"] for r in runs])
    out["rss_peak_kib"] = max(r["rss_peak_kib"] for r in runs)
    out["rounds"] = runs
    return out


def loadavg() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


THREAD_KERNELS = ("ext4", "btrfs", "xfs")


def threads_only(a: argparse.Namespace) -> int:
    """--threads N: jolt's and the kernel's filesystems at 1..N threads of one process."""
    OUT.mkdir(parents=True, exist_ok=True)
    jpath = OUT / "threads.jsonl"
    jpath.unlink(missing_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="fsbench-", dir=OUT))
    base = ["--files", str(a.files), "--dirs", str(a.dirs), "--threads", str(a.threads)]
    print(f"load average before: {loadavg()}", flush=True)
    rows: dict[tuple[str, int], list[dict]] = {}
    skipped: dict[str, str] = {}
    try:
        for shared in (0, 1):
            mode = ["--shared"] if shared else []
            label = "jolt mem"
            rows[(label, shared)] = run_threads(base + mode + ["--backend", "mem", "--cache",
                                                              a.cache], label, jpath)
            for fs in ([] if a.no_kernel else THREAD_KERNELS):
                label = f"kernel {fs}"
                try:
                    with LoopMount(fs, "8G", work) as mnt:
                        rows[(label, shared)] = run_threads(base + mode + ["--posix", str(mnt)],
                                                            label, jpath)
                except (RuntimeError, subprocess.CalledProcessError) as e:
                    skipped[label] = str(e)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"load average after: {loadavg()}")
    print(render_threads(rows, skipped, a))
    return 0


def run_threads(args: list[str], label: str, jpath: pathlib.Path) -> list[dict]:
    """One `jolt bench fs --threads N` run: its JSON lines, one per thread count."""
    before = len(jpath.read_text().splitlines()) if jpath.exists() else 0
    cmd = [str(JOLT), "bench", "fs", "--label", label, "--json", str(jpath), *args]
    print("$", " ".join(cmd[1:]).replace(str(TOP) + "/", ""), flush=True)
    r = subprocess.run(cmd, text=True, capture_output=True)
    sys.stdout.write(r.stdout)
    if r.returncode:
        raise RuntimeError(f"{' '.join(cmd)}: {r.stderr.strip()}")
    return [json.loads(line) for line in jpath.read_text().splitlines()[before:]]


def render_threads(rows: dict[tuple[str, int], list[dict]], skipped: dict[str, str],
                   a: argparse.Namespace) -> str:
    labels = list(dict.fromkeys(label for label, _ in rows))
    out = []
    for shared in (0, 1):
        n = a.threads
        out.append(f"\n{a.files:,} files over {a.dirs} directories, {n} threads "
                   + ("sharing every directory" if shared else "in directories of their own")
                   + f": ops/s at {n} threads (scaling against 1 thread of the same run)\n")
        out.append("| op | " + " | ".join(labels) + " | jolt's busiest lock at "
                   f"{n} threads (held % / waited %) |")
        out.append("|---" * (len(labels) + 2) + "|")
        for o in OPS:
            cells = []
            for label in labels:
                rs = rows.get((label, shared))
                if not rs:
                    cells.append("-")
                    continue
                last = rs[-1]
                cells.append(f"{fmt_rate(last[o])} ({last[f'{o}_scaling']:.2f}x)")
            jl = rows.get(("jolt mem", shared))
            lock = (f"{jl[-1][f'{o}_lock']} {jl[-1][f'{o}_held_pct']:.0f} / "
                    f"{jl[-1][f'{o}_wait_pct']:.0f}") if jl else "-"
            out.append(f"| {o} | " + " | ".join(cells) + f" | {lock} |")
    for label, why in skipped.items():
        out.append(f"\n{label}: skipped: {why}")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="2,000 files; scaling 10^3..10^4")
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--dirs", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=3,
                    help="rounds; each runs every configuration once (3)")
    ap.add_argument("--cache", default="256M",
                    help="node cache bound of the main runs (256M: holds the metadata of "
                         "100,000 files, as the kernel's caches do)")
    ap.add_argument("--small-cache", default="64M",
                    help="node cache bound of one more uring row, parent pointers on "
                         "(64M; empty: no such row)")
    ap.add_argument("--scaling", default="10000,100000,1000000",
                    help="file counts of the scaling run (uring image, parent pointers on)")
    ap.add_argument("--scaling-cache", default="1G",
                    help="node cache bound of the scaling runs")
    ap.add_argument("--scaling-repeat", type=int, default=0,
                    help="rounds of the scaling runs (default: --repeat)")
    ap.add_argument("--instructions", type=int, default=10_000,
                    help="files of the callgrind runs (instructions per operation; 0: none)")
    ap.add_argument("--scaling-only", action="store_true",
                    help="only the scaling runs (jolt, and the kernel's unless --no-kernel); "
                         "tables to stdout, raw results to build/bench-fs/scaling.json")
    ap.add_argument("--instructions-only", action="store_true",
                    help="only the callgrind runs (--instructions files; with "
                         "--update-results only their part of the section is replaced)")
    ap.add_argument("--no-kernel", action="store_true")
    ap.add_argument("--threads", type=int, default=0,
                    help="only the threads table: 1..N threads, jolt (mem) beside the "
                         "kernel's ext4, btrfs and xfs (raw results: build/bench-fs/threads.jsonl)")
    ap.add_argument("--from-runs", metavar="FILE",
                    help="no runs: the tables of a former run's raw results (its "
                         "build/bench-fs/runs.jsonl, kept as a copy), then the callgrind runs")
    ap.add_argument("--update-results", action="store_true",
                    help="replace the section of docs/results.md between its markers")
    a = ap.parse_args()
    if a.quick:
        a.files, a.dirs, a.scaling, a.scaling_cache = 2000, 20, "1000,10000", "64M"
        a.cache, a.small_cache = "64M", "8M"
    if a.scaling_only:
        if a.from_runs or a.update_results:
            ap.error("--scaling-only takes neither --from-runs nor --update-results")
        a.scaling_repeat = a.scaling_repeat or a.repeat
        a.repeat, a.instructions = 0, 0
    if a.instructions_only:
        return instructions_only(a)
    if a.threads:
        if a.update_results or a.from_runs:
            ap.error("--threads takes neither --update-results nor --from-runs")
        return threads_only(a)
    OUT.mkdir(parents=True, exist_ok=True)
    jpath = OUT / "runs.jsonl"
    if a.from_runs:
        from_runs = [json.loads(l) for l in pathlib.Path(a.from_runs).read_text().splitlines()
                     if l.strip()]
        a.repeat = 0
        a.scaling = ""
    jpath.unlink(missing_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="fsbench-", dir=OUT))
    base = ["--files", str(a.files), "--dirs", str(a.dirs)]
    image = str(work / "jolt.img")
    load = [loadavg()]
    commit = results_page.head_commit()   # of the binary measured
    with jpath.open("a") as f:
        f.write(json.dumps({"meta": {"commit": commit, "load": load[0],
                                     "argv": sys.argv[1:]}}) + "\n")

    configs: list[tuple[str, list[str] | str]] = []
    for backend in ("mem", "uring"):
        for parent in (1, 0):
            extra = ["--backend", backend, "-o", f"parent={parent}", "--cache", a.cache]
            if backend == "uring":
                extra += ["--image", image]
            configs.append((f"jolt {backend}, parent={parent}", base + extra))
    if a.small_cache:
        configs.append((f"jolt uring, parent=1, cache {a.small_cache}",
                        base + ["--backend", "uring", "-o", "parent=1", "--cache",
                                a.small_cache, "--image", image]))
    for fs in ("btrfs", "xfs"):
        configs.append((f"kernel {fs} (loop)", fs))

    runs: dict[str, list[dict]] = {label: [] for label, _ in configs}
    skipped: dict[str, str] = {}
    for rnd in range(a.repeat):
        print(f"# round {rnd + 1} of {a.repeat} (load {loadavg()})", flush=True)
        for label, cfg in configs:
            if isinstance(cfg, list):
                runs[label].append(bench(cfg, label, jpath))
                continue
            if a.no_kernel:
                skipped[label] = "--no-kernel"
                continue
            if label in skipped:
                continue
            try:
                with LoopMount(cfg, "8G", work) as mnt:
                    runs[label].append(bench(base + ["--posix", str(mnt)], label, jpath))
            except (RuntimeError, subprocess.CalledProcessError) as e:
                skipped[label] = str(e)
                print(f"skipped {label}: {e}", flush=True)
    load.append(loadavg())
    with jpath.open("a") as f:
        f.write(json.dumps({"meta": {"load_main": load[1]}}) + "\n")
    if a.from_runs:
        meta: dict = {}
        runs = {}
        sruns: dict[int, list[dict]] = {}
        ksruns: dict[tuple[str, int], list[dict]] = {}
        for r in from_runs:
            if "meta" in r:
                meta.update(r["meta"])
            elif r["label"].startswith("scaling "):
                sruns.setdefault(r["files"], []).append(r)
            elif r["label"].startswith("kscaling "):
                ksruns.setdefault((r["label"].split()[1], r["files"]), []).append(r)
            else:
                runs.setdefault(r["label"], []).append(r)
        for r in [x for v in [*runs.values(), *sruns.values(), *ksruns.values()] for x in v]:
            for o in OPS:
                r[f"{o}_cpu"] = r["files"] / max(r[f"{o}_cpu_s"], 1e-9)
        configs = [(label, []) for label in runs]
        a.repeat = max(len(v) for v in runs.values())
        commit = meta.get("commit", commit)
        load = [meta.get("load", "?"), meta.get("load_main", "?")]
        sys.argv[1:] = meta.get("argv", sys.argv[1:])
        for label in runs:
            if label.startswith("kernel") and not runs[label]:
                skipped[label] = "no run"
    rows = [combine(runs[label]) for label, _ in configs if runs[label]]

    scaling: list[dict] = []
    kscaling: dict[str, list[dict]] = {}
    srounds = a.scaling_repeat or a.repeat
    for n in [int(x) for x in a.scaling.split(",") if x]:
        sr = []
        kr: dict[str, list[dict]] = {}
        for rnd in range(srounds):
            sr.append(bench(["--files", str(n), "--dirs", str(a.dirs), "--backend", "uring",
                             "--image", image, "--cache", a.scaling_cache],
                            f"scaling {n} ({rnd + 1}/{srounds})", jpath))
            for fs in ("btrfs", "xfs"):
                label = f"scaling kernel {fs}"
                if a.no_kernel or label in skipped:
                    continue
                try:
                    with LoopMount(fs, "16G", work) as mnt:
                        kr.setdefault(fs, []).append(bench(
                            ["--files", str(n), "--dirs", str(a.dirs), "--posix", str(mnt)],
                            f"kscaling {fs} {n} ({rnd + 1}/{srounds})", jpath))
                except (RuntimeError, subprocess.CalledProcessError) as e:
                    skipped[label] = str(e)
                    print(f"skipped {label}: {e}", flush=True)
        scaling.append(combine(sr))
        for fs, v in kr.items():
            kscaling.setdefault(fs, []).append(combine(v))
    load.append(loadavg())
    if a.from_runs:
        scaling = [combine(sorted(v, key=lambda x: x["label"])) for _, v in sorted(sruns.items())]
        for (fs, _), v in sorted(ksruns.items()):
            kscaling.setdefault(fs, []).append(combine(sorted(v, key=lambda x: x["label"])))
        load[-1] = meta.get("load_end", f"{load[-1]} (when rendered)")
    else:
        with jpath.open("a") as f:
            f.write(json.dumps({"meta": {"load_end": load[-1]}}) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    instr: list[dict] = []
    if a.instructions:
        instr = instructions(a.instructions, a.dirs, instruction_configs(a.cache))

    cpu = results_page.cpu_model()
    date = datetime.date.today().isoformat()
    results = {"commit": commit, "cpu": cpu, "date": date, "files": a.files, "dirs": a.dirs,
               "repeat": a.repeat, "load": load, "cache": a.cache, "rows": rows,
               "scaling": scaling, "kscaling": kscaling, "instructions": instr,
               "skipped": skipped, "argv": sys.argv[1:]}
    if a.scaling_only:
        (OUT / "scaling.json").write_text(json.dumps(results, indent=1))
        print(render_scaling(results, a))
        plot = plot_scaling(scaling, OUT / "fs-scaling.png")
        if plot:
            print(f"plot: {plot}")
        return 0
    (OUT / "results.json").write_text(json.dumps(results, indent=1))

    md = render(results, a)
    print(md)
    plot = plot_scaling(scaling, OUT / "fs-scaling.png" if a.quick else
                        TOP / "docs" / "results" / "fs-scaling.png")
    if plot:
        print(f"plot: {plot}")
    if a.update_results:
        results_page.update(SECTION, md, heading="### Metadata rates")
    return 0


def ratio_text(vals: list[float], fmt: str) -> str:
    """The median of per-round values and their range."""
    m = median(vals)
    if len(vals) == 1:
        return f"**{fmt.format(m)}**"
    return f"**{fmt.format(m)}** ({fmt.format(min(vals))} .. {fmt.format(max(vals))})"


def render_instructions(r: dict) -> list[str]:
    """The instructions part of the section (callgrind's counts per operation)."""
    ins = r["instructions"]
    out = [f"Instructions per operation (valgrind's callgrind, inclusive cost of the API "
           f"call; {ins[0]['files']:,} files over {r['dirs']} directories on mem, node cache "
           f"{r['cache']}, each phase's commit in the sync after it, not in the counted "
           "calls: `--interval never`): the work itself, which the machine's load does "
           "not change (memory stalls are not in it)." +
           (f" {r['source']}" if r.get("source") else ""), "",
           "| instructions/op | " + " | ".join(OPS) + " |", "|---" * (len(OPS) + 1) + "|"]
    for row in ins:
        out.append(f"| {row['label']} | " + " | ".join(f"{row[o]:,.0f}" for o in OPS) + " |")
    by = {x["label"]: x for x in ins}
    on, off = by.get("jolt mem, parent=1"), by.get("jolt mem, parent=0")
    out.append("")
    if on and off:
        for o, target in (("create", 5), ("unlink", 10)):
            over = (on[o] / off[o] - 1) * 100
            out.append(f"- parent-pointer overhead on {o} in instructions: **{over:+.1f}%** "
                       f"(target <= {target}%: {'met' if over <= target else 'missed'})")
    return out


def render(r: dict, a: argparse.Namespace) -> str:
    rows = r["rows"]
    cmd = "scripts/fs_bench.py " + " ".join(r["argv"]) if r["argv"] else "make bench"
    out = [results_page.provenance(
               cmd, commit=r["commit"], cpu=r["cpu"], date=r["date"],
               extra=f"{os.cpu_count()} cores; load average (1/5/15 min) "
                     f"{r['load'][0]} at the start, {r['load'][1]} after the main rounds, "
                     f"{r['load'][-1]} at the end") +
           f" {r['files']:,} files over {r['dirs']} directories, one process, each phase over "
           "every file, its sync timed apart (not in the rates); jolt's node cache bound "
           f"{r['cache']} unless the row says otherwise. Median of {r['repeat']} interleaved "
           "rounds; each ratio is taken within a round and given as the median (range).", "",
           "Each cell: operations a second (microseconds of this process's CPU an "
           "operation, the median of the rounds).", "",
           "| ops/s (CPU us/op) | " + " | ".join(OPS) + " | peak RSS |",
           "|---" * (len(OPS) + 2) + "|"]
    for row in rows:
        out.append(f"| {row['label']} | " + " | ".join(
            f"{fmt_rate(row[o])} ({1e6 / row[o + '_cpu']:.1f})" for o in OPS) +
            f" | {row['rss_peak_kib'] // 1024} MiB |")
    for label, why in r["skipped"].items():
        if not label.startswith("scaling"):
            out.append(f"| {label} | skipped: {why} |")
    kern = [x for x in rows if x["label"].startswith("kernel")]
    byname = {x["label"]: x for x in rows}
    nrounds = min(len(x["rounds"]) for x in rows)
    out.append("")

    def per_round(f) -> dict[str, list[float]]:
        return {k: [f(i, k) for i in range(nrounds)] for k in ("", "_cpu")}

    def verdict(vals: list[float], ok) -> str:
        return "met" if ok(median(vals)) else "missed"

    if kern:
        for o in ("create", "rename"):
            parts = []
            for backend in ("mem", "uring"):
                j = byname[f"jolt {backend}, parent=1"]
                per = per_round(lambda i, k: j["rounds"][i][o + k] /
                                max(x["rounds"][i][o + k] for x in kern))
                parts.append(f"{backend} elapsed {ratio_text(per[''], '{:.2f}x')}, CPU "
                             f"{ratio_text(per['_cpu'], '{:.2f}x')} "
                             f"({verdict(per[''], lambda m: m >= 2)}, "
                             f"{verdict(per['_cpu'], lambda m: m >= 2)})")
            out.append(f"- {o}, jolt (parent pointers on) / the kernel's best in the round, "
                       "target >= 2x: " + "; ".join(parts))
    for o, target in (("create", 5), ("unlink", 10)):
        parts = []
        for backend in ("mem", "uring"):
            on = byname[f"jolt {backend}, parent=1"]
            off = byname[f"jolt {backend}, parent=0"]
            per = per_round(lambda i, k: (off["rounds"][i][o + k] / on["rounds"][i][o + k] - 1)
                            * 100)
            parts.append(f"{backend} elapsed {ratio_text(per[''], '{:+.1f}%')}, CPU "
                         f"{ratio_text(per['_cpu'], '{:+.1f}%')} "
                         f"({verdict(per[''], lambda m: m <= target)}, "
                         f"{verdict(per['_cpu'], lambda m: m <= target)})")
        out.append(f"- parent-pointer overhead on {o}, time per op, target <= {target}%: " +
                   "; ".join(parts))
    small = [x for x in rows if "cache" in x["label"]]
    for sm in small:
        big = byname["jolt uring, parent=1"]
        out.append(f"- {sm['label']} against the same with {r['cache']}: node reads per "
                   f"rename {sm['rounds'][0]['rename_node_reads'] / r['files']:.3f} against "
                   f"{big['rounds'][0]['rename_node_reads'] / r['files']:.3f}, rename "
                   f"{sm['rename'] / big['rename']:.2f}x the rate, unlink "
                   f"{sm['unlink'] / big['unlink']:.2f}x")
    for sm in small:
        bound = sm["rounds"][0]["cache_bound"]
        out.append(f"- peak RSS over the node cache bound ({bound >> 20} MiB), uring, "
                   f"{r['files']:,} files: {(sm['rss_peak_kib'] * 1024 - bound) / 2**20:.1f} "
                   "MiB (RSS before mount: "
                   f"{sm['rounds'][0]['rss_base_kib'] / 1024:.1f} MiB)")
    out += render_scaling(r, a).splitlines()
    if r["instructions"]:
        out += [""] + render_instructions(r)
    out.append("")
    return "\n".join(out)


def render_scaling(r: dict, a: argparse.Namespace) -> str:
    """The scaling part: jolt's cost per operation at each file count, its
    counters, and the kernel's filesystems at the same counts."""
    out: list[str] = []
    if not r["scaling"]:
        return ""
    srounds = len(r["scaling"][0]["rounds"])
    out += ["", "Scaling (jolt on a uring file image, parent pointers on, node cache bound "
            f"{a.scaling_cache}; microseconds per operation elapsed (CPU), median of "
            f"{srounds}):", "",
            "| files | " + " | ".join(OPS) + " | peak RSS | node cache bound |",
            "|---" * (len(OPS) + 3) + "|"]
    for s in r["scaling"]:
        out.append(f"| {s['files']:,} | " + " | ".join(
            f"{1e6 / s[o]:.1f} ({1e6 / s[o + '_cpu']:.1f})" for o in OPS) +
            f" | {s['rss_peak_kib'] // 1024} MiB | {s['cache_bound'] >> 20} MiB |")
    lo, hi = r["scaling"][0], r["scaling"][-1]
    out.append("")
    for k, what in (("", "elapsed"), ("_cpu", "CPU")):
        growth = ", ".join(f"{o} {lo[o + k] / hi[o + k]:.2f}x" for o in OPS)
        worst = max(OPS, key=lambda o: lo[o + k] / hi[o + k])
        g = lo[worst + k] / hi[worst + k]
        out.append(f"- cost per operation ({what}) from {lo['files']:,} to {hi['files']:,} "
                   f"files: {growth}; worst {worst}, **{g:.2f}x** (target <= 1.5x: "
                   f"{'met' if g <= 1.5 else 'missed'})")
    if not a.quick:
        out.append("- plot: `docs/results/fs-scaling.png` (elapsed and CPU)")
    if all(f"{o}_node_evictions" in s["rounds"][0] for s in r["scaling"] for o in OPS):
        # the median round's counters per operation: node reads from the image,
        # nodes evicted to honour the bound, lookups the dcache answered
        def cnt(s: dict, o: str, c: str) -> float:
            return median([rd[f"{o}_{c}"] for rd in s["rounds"]]) / s["files"]

        def dc(s: dict, o: str) -> float:
            h, m = cnt(s, o, "dcache_hits"), cnt(s, o, "dcache_misses")
            return 100 * h / (h + m) if h + m else 100.0
        parts = []
        for s in r["scaling"]:
            reads = max(cnt(s, o, "node_reads") for o in OPS)
            ev = max(cnt(s, o, "node_evictions") for o in OPS)
            parts.append(f"{s['files']:,} files at most {reads:.3f} / {ev:.3f}, dcache "
                         f"{min(dc(s, o) for o in OPS):.0f}-{max(dc(s, o) for o in OPS):.0f}%")
        out.append("- where the cost goes as the tree grows (node reads / evictions an operation, "
                   "lookups the directory-entry cache answered; the median round): " +
                   "; ".join(parts))
    out.append("- peak RSS against the node cache bound: " + ", ".join(
        f"{s['files']:,} files {s['rss_peak_kib'] // 1024} MiB "
        f"({'over' if s['rss_peak_kib'] * 1024 > s['cache_bound'] else 'under'} by "
        f"{abs(s['rss_peak_kib'] * 1024 - s['cache_bound']) >> 20} MiB)" for s in r["scaling"]))
    # the kernel's filesystems at the same counts (loop devices made anew for
    # each run, through syscalls): their growth beside jolt's, with the CPU
    # cost at the ends (every count's figures: the runs' raw results)
    for fs, v in (r.get("kscaling") or {}).items():
        if len(v) < 2:
            continue
        lo, hi = v[0], v[-1]
        out.append(f"- kernel {fs}, CPU us/op at {lo['files']:,} -> {hi['files']:,} files "
                   "(growth): " + ", ".join(
                       f"{o} {1e6 / lo[o + '_cpu']:.1f} -> {1e6 / hi[o + '_cpu']:.1f} "
                       f"({lo[o + '_cpu'] / hi[o + '_cpu']:.2f}x)" for o in OPS))
    for label, why in r["skipped"].items():
        if label.startswith("scaling"):
            out.append(f"- {label}: skipped: {why}")
    return "\n".join(out) + "\n"


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
        line, = ax.plot(xs, [1e6 / s[o] for s in scaling], marker="o", label=f"{o} (elapsed)")
        ax.plot(xs, [1e6 / s[o + "_cpu"] for s in scaling], marker="x", linestyle="--",
                color=line.get_color(), label=f"{o} (CPU)")
    ax.set_xscale("log")
    ax.set_xlabel("files (over 100 directories)")
    ax.set_ylabel("microseconds per operation")
    ax.set_title("jolt metadata cost per operation (uring image, parent pointers on)")
    ax.legend(fontsize=7, ncol=2)
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    return out


if __name__ == "__main__":
    sys.exit(main())
