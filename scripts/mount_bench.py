#!/usr/bin/env python3
"""The seeds' workloads through real programs on a jolt FUSE mount, beside
the kernel's btrfs and xfs on loop devices, in one run; the FUSE crossing
measured apart on libfuse's own passthrough_ll example over tmpfs against
tmpfs itself. `jolt bench seeds --mount` runs this script (the in-process
`jolt bench seeds` times the same seeds through the library alone): it
mounts, starts real programs and reads results back, which is a script's
job, so the two stay one command with two halves.

Workloads, each on a fresh directory of each filesystem:
  seed 000  `mv` rename storm: N empty files, sync, one more file and an
            fsync of the directory (xfs_io), then N `mv` processes renaming
            each file to NAME-RPMDELETE (the seed's own script)
  seed 001  fio randwrite, 4 KiB, fsync every 4 writes, J jobs, psync
  seed 002  xattr-heavy create: 16 workers, each creating M files and
            setting an 8 KiB user xattr on each (touch + setfattr --restore);
            8 KiB, not the seed's 64 KiB, because btrfs holds at most about
            one 16 KiB node's worth
  seed 003  fs_mark: empty files over 4 threads, no fsync; then `rm -rf`

For jolt, the daemon's CPU time (utime + stime of `jolt mount -f`) and the
filesystem's counters (the root's jolt.counters xattr: commits, node and
data writes) are read before and after each workload: they say where the
time goes (the FUSE crossing from the passthrough rows; jolt's own code;
commits and device waits). Writes the tables to stdout, the raw results to
build/bench-mount/results.json, a plot to docs/results/mount-seeds.png
(with matplotlib) and with --update-results the section of docs/results.md
between its markers. Needs root (loop devices, tmpfs, FUSE)."""
from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import os
import pathlib
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from typing import Callable, Optional

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
OUT = TOP / "build" / "bench-mount"
EXAMPLES = pathlib.Path("/usr/share/doc/libfuse3-dev/examples")
SECTION = "mount-bench"   # docs/results.md's generated section (scripts/results_page.py)
sys.path.insert(0, str(TOP / "scripts"))
from fs_bench import LoopMount  # noqa: E402
import results_page  # noqa: E402


def run(cmd: str, cwd: Optional[pathlib.Path] = None, timeout: int = 3600) -> str:
    r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=cwd, capture_output=True,
                       text=True, timeout=timeout)
    if r.returncode:
        raise RuntimeError(f"{cmd[:200]}: exit {r.returncode}: {r.stderr.strip()[-500:]}")
    return r.stdout


def wait_mounted(mnt: pathlib.Path, proc: subprocess.Popen) -> None:
    for _ in range(2000):
        with open("/proc/self/mountinfo") as f:
            if any(line.split()[4] == str(mnt) for line in f):
                return
        if proc.poll() is not None:
            raise RuntimeError(f"mount of {mnt} failed: {proc.stderr.read() if proc.stderr else ''}")
        time.sleep(0.01)
    raise RuntimeError(f"{mnt}: not mounted after 20 s")


def cpu_seconds(pid: int) -> float:
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Target:
    """A mounted filesystem to run the workloads on."""
    name = ""
    pid: Optional[int] = None       # a FUSE daemon's, for its CPU time

    def __enter__(self) -> pathlib.Path:
        raise NotImplementedError

    def __exit__(self, *exc: object) -> None:
        raise NotImplementedError

    def counters(self) -> dict:
        return {}


JOLT_NAME = "jolt (FUSE, uring)"


class JoltTarget(Target):
    def __init__(self, work: pathlib.Path, size: str, opts: str, variant: str = "") -> None:
        # a variant is the same mount with one optimization switched off
        self.name = f"jolt -o {variant}" if variant else JOLT_NAME
        tag = re.sub(r"\W+", "-", variant) if variant else "default"
        self.img, self.mnt, self.size = work / f"jolt-{tag}.img", work / f"mnt-jolt-{tag}", size
        self.opts = ",".join(o for o in (opts, variant) if o)
        self.proc: Optional[subprocess.Popen] = None

    def __enter__(self) -> pathlib.Path:
        run(f"{JOLT} mkfs -q --size {self.size} {self.img}")
        self.mnt.mkdir(exist_ok=True)
        args = [str(JOLT), "mount", "-f"] + (["-o", self.opts] if self.opts else [])
        self.proc = subprocess.Popen(args + [str(self.img), str(self.mnt)],
                                     stderr=subprocess.PIPE, text=True)
        wait_mounted(self.mnt, self.proc)
        self.pid = self.proc.pid
        return self.mnt

    def counters(self) -> dict:
        text = os.getxattr(self.mnt, "jolt.counters").decode()
        return {k: int(v) for k, v in (ln.split() for ln in text.splitlines())}

    def __exit__(self, *exc: object) -> None:
        subprocess.run([str(JOLT), "umount", str(self.mnt)], capture_output=True)
        if self.proc:
            self.proc.wait(timeout=600)
        self.img.unlink(missing_ok=True)


class KernelTarget(Target):
    def __init__(self, fs: str, work: pathlib.Path, size: str) -> None:
        self.name = f"kernel {fs} (loop)"
        self.loop = LoopMount(fs, size, work)

    def __enter__(self) -> pathlib.Path:
        return self.loop.__enter__()

    def __exit__(self, *exc: object) -> None:
        self.loop.__exit__()


class TmpfsTarget(Target):
    def __init__(self, work: pathlib.Path, passthrough: Optional[pathlib.Path]) -> None:
        self.name = "passthrough_ll over tmpfs (FUSE)" if passthrough else "tmpfs (kernel)"
        self.src = work / ("tmpfs-pt" if passthrough else "tmpfs")
        self.mnt = work / "mnt-pt"
        self.passthrough = passthrough
        self.proc: Optional[subprocess.Popen] = None

    def __enter__(self) -> pathlib.Path:
        self.src.mkdir(exist_ok=True)
        run(f"mount -t tmpfs -o size=4G tmpfs {self.src}")
        if not self.passthrough:
            return self.src
        self.mnt.mkdir(exist_ok=True)
        # the same cache policy as jolt's default cache=auto, xattrs on
        self.proc = subprocess.Popen([str(self.passthrough), "-f", "-o",
                                      f"source={self.src},cache=auto,xattr", str(self.mnt)],
                                     stderr=subprocess.PIPE, text=True,
                                     preexec_fn=raise_nofile)
        wait_mounted(self.mnt, self.proc)
        self.pid = self.proc.pid
        return self.mnt

    def __exit__(self, *exc: object) -> None:
        if self.proc:
            subprocess.run(["umount", str(self.mnt)], capture_output=True)
            self.proc.wait(timeout=60)
        subprocess.run(["umount", str(self.src)], capture_output=True)


def raise_nofile() -> None:
    """passthrough_ll holds a descriptor per inode the kernel knows."""
    import resource
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def build_passthrough(out: pathlib.Path) -> pathlib.Path:
    """libfuse's passthrough_ll example, as Debian's libfuse3-dev ships it,
    built into build/ (it never enters the project)."""
    src = EXAMPLES / "passthrough_ll.c"
    if not src.exists():
        raise RuntimeError(f"{src} missing (libfuse3-dev)")
    exe = out / "passthrough_ll"
    run(f"cc -O2 -Wall -I{EXAMPLES} {src} $(pkg-config fuse3 --cflags --libs) -o {exe}")
    return exe


# ---- the workloads: each returns (operations, seconds) ----

def seed000_mv(d: pathlib.Path, n: int) -> tuple[int, float]:
    t = d / "testdir"
    t.mkdir()
    run(f"for ((i = 1; i <= {n}; i++)); do echo -n > {t}/file_$i; done; sync")
    run(f"echo -n > {t}/file_{n + 1}; xfs_io -c fsync {t}")
    start = time.monotonic()
    run(f"for ((i = 1; i <= {n}; i++)); do mv {t}/file_$i {t}/file_$i-RPMDELETE; done")
    return n, time.monotonic() - start


def seed001_fio(d: pathlib.Path, jobs: int, seconds: int) -> tuple[int, float]:
    out = run(f"fio --name=seed001 --directory={d} --rw=randwrite --bs=4k --size=32M "
              f"--fsync=4 --ioengine=psync --numjobs={jobs} --time_based --runtime={seconds} "
              f"--verify_state_save=0 "
              f"--group_reporting --output-format=json")
    j = json.loads(out[out.index("{"):])["jobs"][0]
    return int(j["write"]["total_ios"]), j["write"]["runtime"] / 1000.0


def seed002_xattr(d: pathlib.Path, per_worker: int, workers: int = 16,
                  value_bytes: int = 8192) -> tuple[int, float]:
    value = "0x" + os.urandom(value_bytes).hex()
    scripts = []
    for w in range(workers):
        wd = d / f"w{w}"
        wd.mkdir()
        dump = OUT / f"xattr-dump-{w}"   # on the host disk, not the one measured
        with open(dump, "w") as f:
            for i in range(per_worker):
                f.write(f"# file: {wd}/f{i}\nuser.seed002={value}\n\n")
        scripts.append(f"(cd {wd} && seq -f 'f%.0f' 0 {per_worker - 1} | xargs touch && "
                       f"setfattr --restore={dump})")
    start = time.monotonic()
    run(" & ".join(scripts) + " & wait")
    elapsed = time.monotonic() - start
    run(f"getfattr --only-values -n user.seed002 {d}/w0/f0 | wc -c")   # it is there
    for w in range(workers):
        (OUT / f"xattr-dump-{w}").unlink()
    return workers * per_worker, elapsed


def seed003_fsmark(d: pathlib.Path, per_thread: int, threads: int = 4) -> tuple[int, float]:
    start = time.monotonic()
    out = run(f"fs_mark -d fsm -s 0 -n {per_thread} -t {threads} -S 0 -k -L 1", cwd=d)
    elapsed = time.monotonic() - start
    if not re.search(rf"^\s+\d+\s+{per_thread * threads}\s+0\s+", out, re.M):
        raise RuntimeError(f"fs_mark: unexpected output\n{out}")
    return per_thread * threads, elapsed


def seed003_rm(d: pathlib.Path) -> tuple[int, float]:
    n = int(run(f"find {d}/fsm -type f | wc -l"))
    start = time.monotonic()
    run(f"rm -rf {d}/fsm")
    return n, time.monotonic() - start


def measure(t: Target, key: str, desc: str, fn: Callable[[pathlib.Path], tuple[int, float]],
            wd: pathlib.Path, rnd: int) -> dict:
    # each workload starts clean: written back, and the kernel's dentries and
    # inodes dropped (FUSE daemons forget them; passthrough_ll closes the
    # descriptor it keeps for each)
    run("sync && echo 2 > /proc/sys/vm/drop_caches")
    c0, cpu0 = t.counters(), cpu_seconds(t.pid) if t.pid else None
    ops, secs = fn(wd)
    c1, cpu1 = t.counters(), cpu_seconds(t.pid) if t.pid else None
    row = dict(target=t.name, workload=key, desc=desc, round=rnd, ops=ops, seconds=secs,
               rate=ops / secs if secs > 0 else 0.0)
    if cpu0 is not None:
        row["daemon_cpu"] = cpu1 - cpu0
    if c0:
        row["counters"] = {k: c1[k] - c0[k] for k in COUNTERS if k in c1}
    print(f"{t.name:34} {key:10} {ops:>9,} ops {secs:8.2f} s {row['rate']:>11,.0f}/s"
          + (f"  daemon CPU {row['daemon_cpu']:.2f} s" if "daemon_cpu" in row else "")
          + (f"  {row['counters']}" if "counters" in row else ""), flush=True)
    return row


# jolt.counters read before and after each workload (docs/mount.md)
COUNTERS = ("commits", "node_writes", "data_writes", "data_bytes_written", "fsyncs",
            "logged_fsyncs", "full_commits", "forces", "flushes", "data_flushes",
            "data_flushes_by_force", "data_preflushes", "preflushes", "forces_durable",
            "journal_bytes")


def device_latency(d: pathlib.Path, n: int = 200) -> dict:
    """This disk's cost of what jolt's counters count, measured in the same
    run on a file beside the images: a 4 KiB O_DIRECT write, and a flush
    (fdatasync after one such write), each the mean of n."""
    import mmap
    path = d / "latency.probe"
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_DIRECT, 0o600)
    buf = mmap.mmap(-1, 4096)
    buf.write(os.urandom(4096))
    try:
        os.posix_fallocate(fd, 0, 4096 * n)
        os.fsync(fd)
        t0 = time.perf_counter()
        for i in range(n):
            os.pwritev(fd, [buf], 4096 * i)
        t1 = time.perf_counter()
        for i in range(n):
            os.pwritev(fd, [buf], 4096 * i)
            os.fdatasync(fd)
        t2 = time.perf_counter()
    finally:
        os.close(fd)
        path.unlink()
    write = (t1 - t0) / n
    return dict(write=write, flush=max(0.0, (t2 - t1) / n - write))


def median_rows(results: list[dict]) -> list[dict]:
    """Per target and workload, the round with the median rate."""
    groups: dict[tuple, list[dict]] = {}
    for r in results:
        groups.setdefault((r["target"], r["workload"]), []).append(r)
    out = []
    for rows in groups.values():
        rows.sort(key=lambda r: r["rate"])
        out.append(dict(rows[len(rows) // 2], rounds=len(rows)))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="small counts (a few minutes in all)")
    ap.add_argument("--renames", type=int, default=3000, help="seed 000: files renamed by mv")
    ap.add_argument("--fio-jobs", type=int, default=8)
    ap.add_argument("--fio-seconds", type=int, default=10)
    ap.add_argument("--xattr-files", type=int, default=300, help="seed 002: files per worker (16)")
    ap.add_argument("--fsmark-files", type=int, default=4000,
                    help="seed 003: files per thread (4); passthrough_ll keeps a descriptor "
                         "per file the kernel knows, so the total stays under RLIMIT_NOFILE")
    ap.add_argument("--rounds", type=int, default=3, help="rounds of every workload (median)")
    # jolt's uring backend preallocates its image file (posix_fallocate: a
    # file behaves as a device, no allocation on write), so every jolt mount
    # costs its whole size on the disk at once; the kernel's loop files are
    # sparse. The workloads write well under 1 GiB.
    ap.add_argument("--image-size", default="2G",
                    help="size of every filesystem's image (jolt's are preallocated)")
    ap.add_argument("--jolt-opts", default="", help="jolt mount -o options (every jolt mount)")
    ap.add_argument("--jolt-variants", default="",
                    help="more jolt mounts in the same run, each with these -o options "
                         "(';' between mounts), e.g. a seed's switch: rename_log=full")
    ap.add_argument("--only", default="", help="workloads to run (comma-separated keys)")
    ap.add_argument("--no-kernel", action="store_true")
    ap.add_argument("--update-results", action="store_true")
    ap.add_argument("--from-json", type=pathlib.Path,
                    help="no run: the tables and plot of a saved results.json")
    a = ap.parse_args()
    if a.from_json:
        saved = json.loads(a.from_json.read_text())
        return publish(saved["meta"], saved["results"], a.update_results)
    if a.quick:
        a.renames, a.fio_seconds, a.xattr_files, a.fsmark_files, a.rounds = 500, 3, 50, 1000, 1
    if os.geteuid() != 0:
        print("mount_bench: needs root (loop devices, tmpfs, FUSE)", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="mountbench-", dir=OUT))
    passthrough = build_passthrough(OUT)
    workloads: list[tuple[str, str, Callable[[pathlib.Path], tuple[int, float]]]] = [
        ("seed000", f"{a.renames:,} mv renames after fsync of the dir",
         lambda d: seed000_mv(d, a.renames)),
        ("seed001", f"fio randwrite 4k fsync=4, {a.fio_jobs} jobs, {a.fio_seconds} s (writes)",
         lambda d: seed001_fio(d, a.fio_jobs, a.fio_seconds)),
        ("seed002", f"16 x {a.xattr_files:,} creates with an 8 KiB xattr",
         lambda d: seed002_xattr(d, a.xattr_files)),
        ("seed003", f"fs_mark 4 x {a.fsmark_files:,} empty files, no fsync",
         lambda d: seed003_fsmark(d, a.fsmark_files)),
        ("seed003rm", "rm -rf of those files", seed003_rm),
    ]
    if a.only:
        keys = a.only.split(",")
        workloads = [w for w in workloads if w[0] in keys]
        if "seed003rm" in keys and "seed003" not in keys:
            raise SystemExit("--only: seed003rm removes seed003's files; name both")
    latency = device_latency(work)
    print(f"device: 4 KiB O_DIRECT write {latency['write'] * 1e6:.0f} us, "
          f"flush {latency['flush'] * 1e6:.0f} us", flush=True)
    targets: list[Target] = [JoltTarget(work, a.image_size, a.jolt_opts)]
    targets += [JoltTarget(work, a.image_size, a.jolt_opts, v)
                for v in a.jolt_variants.split(";") if v]
    if not a.no_kernel:
        targets += [KernelTarget(fs, work, a.image_size) for fs in ("btrfs", "xfs")]
    targets += [TmpfsTarget(work, None), TmpfsTarget(work, passthrough)]
    results: list[dict] = []
    skipped: list[str] = []
    # A kill (SIGTERM) unwinds like an error: every filesystem unmounted, its
    # loop device detached and the preallocated images removed.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        # Every filesystem is mounted for the whole run and each workload runs on
        # all of them in turn, round after round: the machine's other load falls
        # on all alike, and the table takes each one's median round.
        with contextlib.ExitStack() as stack:
            mounted: list[tuple[Target, pathlib.Path]] = []
            for t in targets:
                try:
                    mounted.append((t, stack.enter_context(t)))
                except (RuntimeError, subprocess.CalledProcessError) as e:
                    skipped.append(f"{t.name}: {e}")
                    print(f"skipped {t.name}: {e}", flush=True)
            for rnd in range(a.rounds):
                for key, desc, fn in workloads:
                    for t, mnt in mounted:
                        if any(s.startswith(t.name + ":") for s in skipped):
                            continue
                        wd = mnt / f"round{rnd}" / ("seed003" if key == "seed003rm" else key)
                        wd.mkdir(parents=True, exist_ok=True)
                        try:
                            results.append(measure(t, key, desc, fn, wd, rnd))
                            if key != "seed003":   # (seed003rm removes seed003's files)
                                run(f"rm -rf {wd}")
                        except (RuntimeError, subprocess.CalledProcessError) as e:
                            skipped.append(f"{t.name}: {key}: {e}")
                            print(f"skipped {t.name} {key}: {e}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    meta = dict(
        command=" ".join(["python scripts/mount_bench.py"] + [shlex.quote(x) for x in sys.argv[1:]
                                                            if x != "--update-results"]),
        commit=results_page.head_commit(), cpu=results_page.cpu_model(),
        date=datetime.date.today().isoformat(), skipped=skipped,
        kernel=os.uname().release, latency=latency)
    (OUT / "results.json").write_text(json.dumps(dict(meta=meta, results=results), indent=1))
    return publish(meta, results, a.update_results)


def publish(meta: dict, results: list[dict], update_results: bool) -> int:
    """The tables and the plot of a run (this one, or a saved results.json)."""
    workloads: list = []
    for r in results:
        if r["workload"] not in [w[0] for w in workloads]:
            workloads.append((r["workload"], r["desc"], None))
    rounds = 1 + max((r["round"] for r in results), default=0)
    med = median_rows(results)
    text = render(meta, med, workloads, rounds)
    print(text)
    # the results page's plot is redrawn only with the page, so that a run
    # of a few workloads does not replace the published run's plot
    png = plot(med, workloads, (TOP / "docs" / "results" if update_results else OUT)
               / "mount-seeds.png")
    if update_results:
        results_page.update(SECTION, text + (f"\n![rates relative to the best kernel filesystem]"
                                             f"(results/{png.name})\n" if png else ""),
                            heading="## Mount")
    return 0


def render(meta: dict, results: list[dict], workloads: list, rounds: int) -> str:
    names = []
    for r in results:
        if r["target"] not in names:
            names.append(r["target"])
    by = {(r["target"], r["workload"]): r for r in results}
    out = [results_page.provenance(meta["command"], commit=meta["commit"], cpu=meta["cpu"],
                                   date=meta["date"], extra=f"kernel {meta['kernel']}") +
           f" Operations per second (higher is better), the median of {rounds} round(s), all "
           "filesystems mounted throughout and each workload run on each in turn.",
           "", "| workload | " + " | ".join(names) + " | jolt / best kernel |",
           "|---|" + "---:|" * (len(names) + 1)]
    for key, desc, _ in workloads:
        cells, kernel_best = [], 0.0
        for n in names:
            r = by.get((n, key))
            cells.append(f"{r['rate']:,.0f}" if r else "-")
            if r and n.startswith("kernel"):
                kernel_best = max(kernel_best, r["rate"])
        jr = by.get((JOLT_NAME, key))
        ratio = f"{jr['rate'] / kernel_best:.2f}" if jr and kernel_best else "-"
        out.append(f"| {key}: {desc} | " + " | ".join(cells) + f" | {ratio} |")
    lat = meta["latency"]
    out += ["", "Where jolt's time goes, per workload and jolt mount. FUSE crossing: the "
            "passthrough's time over tmpfs's for the same operation count (libfuse's "
            "passthrough_ll example: an upper bound, since it includes passthrough_ll's own "
            "system calls on tmpfs; negative where the difference is below the run's noise). "
            "Daemon CPU: jolt's own code (trees, log building, libfuse) summed over its "
            "threads. The rest are jolt's counters (the root's jolt.counters) over the "
            "workload: fsyncs (of which logged through the journal), journal forces and "
            "flushes, data flushes (the device flushes an fsync issues so that the data its "
            "log points at is durable first; in brackets the fsyncs whose data a journal "
            "force's flush made durable instead), commits of the trees, node and data writes. "
            f"Device: those writes and flushes at this disk's cost measured in the same run "
            f"(a 4 KiB O_DIRECT write {lat['write'] * 1e6:.0f} us, a flush "
            f"{lat['flush'] * 1e6:.0f} us), as if one after another: what the device "
            "would take with no overlap. On a shared 2-core machine differences under about "
            "20 % are noise; seed 000 is dominated by starting a `mv` process per rename.", "",
            "| workload | jolt mount | s | FUSE crossing s | daemon CPU s | fsyncs (logged) "
            "| forces / journal flushes | data flushes (by a force) | commits | node writes "
            "| data writes "
            "| device s |", "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for key, _, _ in workloads:
        pt = by.get(("passthrough_ll over tmpfs (FUSE)", key))
        tm = by.get(("tmpfs (kernel)", key))
        for n in names:
            jr = by.get((n, key))
            if not n.startswith("jolt") or not jr:
                continue
            crossing = "-"
            if pt and tm:
                # scaled to jolt's operation count (fio runs for a time, not a count)
                per_op = pt["seconds"] / pt["ops"] - tm["seconds"] / tm["ops"]
                crossing = f"{per_op * jr['ops']:.2f}"
            c = jr.get("counters", {})
            dev = (c.get("data_writes", 0) + c.get("node_writes", 0)) * lat["write"] + \
                (c.get("flushes", 0) + c.get("data_flushes", 0)) * lat["flush"]
            mount = "default" if n == JOLT_NAME else n[len("jolt "):]
            out.append(f"| {key} | {mount} | {jr['seconds']:.2f} | {crossing} | "
                       f"{jr.get('daemon_cpu', 0):.2f} | {c.get('fsyncs', 0):,} "
                       f"({c.get('logged_fsyncs', 0):,}) | {c.get('forces', 0):,} / "
                       f"{c.get('flushes', 0):,} | {c.get('data_flushes', 0):,} "
                       f"({c.get('data_flushes_by_force', 0):,}) | "
                       f"{c.get('commits', 0):,} | {c.get('node_writes', 0):,} | "
                       f"{c.get('data_writes', 0):,} | {dev:.2f} |")
    for s in meta["skipped"]:
        out.append(f"\nSkipped: {s}")
    return "\n".join(out) + "\n"


def plot(results: list[dict], workloads: list, path: pathlib.Path) -> Optional[pathlib.Path]:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    names = []
    for r in results:
        if r["target"] not in names:
            names.append(r["target"])
    by = {(r["target"], r["workload"]): r for r in results}
    keys = [k for k, _, _ in workloads]
    fig, ax = plt.subplots(figsize=(9, 4))
    width = 0.8 / max(1, len(names))
    for i, n in enumerate(names):
        vals = []
        for k in keys:
            best = max([by[(m, k)]["rate"] for m in names if m.startswith("kernel") and (m, k) in by]
                       or [0.0])
            r = by.get((n, k))
            vals.append(r["rate"] / best if r and best else 0.0)
        ax.bar([x + i * width for x in range(len(keys))], vals, width, label=n)
    ax.set_xticks([x + width * (len(names) - 1) / 2 for x in range(len(keys))], keys)
    ax.set_ylabel("rate / best kernel filesystem")
    ax.set_yscale("log")
    ax.legend(fontsize=7)
    ax.set_title("seeds' workloads through real tools")
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return path


if __name__ == "__main__":
    sys.exit(main())
