#!/usr/bin/env python3
"""Proves that a compile error anywhere shows the compiler's own message and
its file:line in make's output (what `make`, `make test` and `.ci/run`
print): on a scratch copy of the tree, one per case, a syntax error is put
at the end of one source file, the make target that builds it is run, and
its output must name that file and line beside the compiler's message.

  .venv/bin/python scripts/errors_visible.py [CASE...]    (default: all)

Cases: libjolt's three meson builds (sw/lib/crc32c.c), the co-simulation
library (sim/cosim/cosim.cpp), the Verilator C++ harness
(sim/harness/harness.cpp), the SpinalHDL sources (hw/.../Crc32c.scala).
The copy holds the tree's files as they are now (committed or not) and,
for the targets that start from the generated Verilog, build/rtl (and for
the co-simulation library and the harness the Verilated model's archives); it uses the
tree's venv, ccache and zinc cache, so a case takes seconds to a minute. Also run
by make test (scripts/tests/test_errors_visible.py). Exit 0 when every case
shows its error, 1 otherwise (with the output that did not).
"""
from __future__ import annotations

import dataclasses
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

TOP = pathlib.Path(__file__).resolve().parents[1]


@dataclasses.dataclass(frozen=True)
class Case:
    name: str
    source: str             # the file that gets the syntax error
    bad_line: str           # appended to it
    targets: tuple[str, ...]  # make targets (make -k: every one reports)
    message: str            # a regex of the compiler's own words
    builds: int = 1         # how many builds must report the error
    needs_rtl: bool = False  # starts from build/rtl (copied)
    keep_built: tuple[str, ...] = ()  # more of build/ copied (what the target need not rebuild)


CASES = [
    Case("libjolt", "sw/lib/crc32c.c", "int jolt_broken(void) { return 1 +; }",
         ("build", "build-asan", "build-fuzz"), r"error: expected expression", builds=3),
    # the Verilated model's archives come along: only the broken source is compiled
    Case("cosim", "sim/cosim/cosim.cpp", "int jolt_broken() { return 1 +; }",
         ("cosim",), r"error: expected primary-expression", needs_rtl=True,
         keep_built=("cosim/obj",)),
    Case("harness", "sim/harness/harness.cpp", "int jolt_broken() { return 1 +; }",
         ("harness",), r"error: expected primary-expression", needs_rtl=True,
         keep_built=("cosim/obj",)),
    Case("spinal", "hw/src/main/scala/jolt/Crc32c.scala", "object JoltBroken { def f = ) }",
         ("rtl",), r"illegal start of simple expression"),
]


def scratch_copy(dest: pathlib.Path, with_rtl: bool, keep_built: tuple[str, ...] = ()) -> None:
    """The tree's files (tracked and new, not ignored) with their times, the
    venv as a link, and optionally build/rtl and the setup stamp (so that
    make starts from the generated Verilog as the tree has it), and the
    folders of build/ named in keep_built, with their times."""
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           cwd=TOP, capture_output=True, check=True).stdout.split(b"\0")
    for f in files:
        src = TOP / os.fsdecode(f)
        if not f or not src.is_file():  # a deleted file not yet committed
            continue
        (dest / os.fsdecode(f)).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dest / os.fsdecode(f))
    (dest / ".venv").symlink_to((TOP / ".venv").resolve())
    (dest / "build").mkdir()
    stamp = TOP / "build" / ".setup-stamp"
    if stamp.exists():
        shutil.copy2(stamp, dest / "build" / ".setup-stamp")
    if with_rtl:
        rtl = TOP / "build" / "rtl"
        if not (rtl / "w64" / "JoltEngine.v").exists():
            raise SystemExit(f"{rtl}: run `make rtl` first")
        shutil.copytree(rtl, dest / "build" / "rtl", symlinks=True)
    for sub in keep_built:
        if not (TOP / "build" / sub).is_dir():
            raise SystemExit(f"{TOP / 'build' / sub}: build it first (make test builds it)")
        shutil.copytree(TOP / "build" / sub, dest / "build" / sub, symlinks=True)


def run_case(case: Case, keep: bool = False) -> tuple[bool, str]:
    """(True, output) when make's output shows the error as it should."""
    tmp = pathlib.Path(tempfile.mkdtemp(prefix=f"jolt-errors-{case.name}-"))
    try:
        scratch_copy(tmp, case.needs_rtl, case.keep_built)
        src = tmp / case.source
        text = src.read_text()
        if not text.endswith("\n"):
            text += "\n"
        line = text.count("\n") + 1
        src.write_text(text + case.bad_line + "\n")
        env = dict(os.environ)
        for k in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL"):  # not the caller's make (make test)
            env.pop(k, None)
        # the tree's zinc cache: Scala's compiler bridge is not compiled again
        r = subprocess.run(["make", "-k", "-C", str(tmp), *case.targets,
                            f"ZINC_CACHE={TOP / 'build' / 'zinc'}"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=900)
        out = r.stdout
        where = re.compile(re.escape(pathlib.Path(case.source).name) + rf":{line}(:\d+)?:")
        shown = [ln for ln in out.splitlines() if where.search(ln) and re.search(case.message, ln)]
        ok = r.returncode != 0 and len(shown) >= case.builds
        report = (f"{case.name}: syntax error at {case.source}:{line}; make -k {' '.join(case.targets)} "
                  f"exited {r.returncode}; {len(shown)} of {case.builds} expected lines show it"
                  + ("" if ok else f"\n--- make's output ---\n{out}"))
        return ok, report
    finally:
        if keep:
            print(f"{case.name}: scratch copy kept in {tmp}", file=sys.stderr)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str]) -> int:
    keep = "--keep" in argv
    names = [a for a in argv if a != "--keep"] or [c.name for c in CASES]
    unknown = set(names) - {c.name for c in CASES}
    if unknown:
        print(f"unknown case(s) {', '.join(sorted(unknown))}; cases: "
              f"{', '.join(c.name for c in CASES)}", file=sys.stderr)
        return 2
    failed = 0
    for case in CASES:
        if case.name in names:
            ok, report = run_case(case, keep)
            print(("ok   " if ok else "FAIL ") + report, flush=True)
            failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
