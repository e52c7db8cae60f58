"""Runs every case of every C unit test program (test_*) of the ASan+UBSan
build as its own pytest item, `prog::case`, one process per case (the
protocol of sw/tests/check.h): `prog --list` names the cases, `prog CASE`
runs one and prints "PASS case" when it returns. Exit 0 with that line
passes; exit 77 is a skip, with the reason the program
printed ("SKIP: reason" on stdout); anything else fails with the output.

A program that does not speak the protocol (its --list is not a list of
case names) is one failing item, `prog::--list`: every C test program is a
table of named cases.

A case that has not ended after JOLT_TEST_TIMEOUT seconds (1800) fails as
hung: the longest cases (test_fsync_crash's enumeration and sweep) take a
few minutes alone and many times that on a machine shared by several
builds.
"""
from __future__ import annotations

import os
import pathlib
import re
import subprocess

import pytest

TOP = pathlib.Path(__file__).resolve().parents[2]
ASAN_BUILD = pathlib.Path(os.environ.get("JOLT_ASAN_BUILD", TOP / "build" / "sw-asan"))
SKIPPED = 77
CASE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
ENV = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:abort_on_error=0",
           UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
CASE_TIMEOUT = int(os.environ.get("JOLT_TEST_TIMEOUT", "1800"))


def _programs() -> list[pathlib.Path]:
    return sorted((p for p in ASAN_BUILD.rglob("test_*")
                   if p.is_file() and os.access(p, os.X_OK) and p.suffix == ""),
                  key=lambda p: p.name)


def _cases(prog: pathlib.Path) -> tuple[list[str], str]:
    """The program's case names, or ([], why it does not speak the protocol)."""
    try:
        r = subprocess.run([str(prog), "--list"], capture_output=True, text=True, env=ENV,
                           timeout=60)
    except subprocess.TimeoutExpired:
        return [], f"{prog.name} --list did not answer in 60 s"
    names = r.stdout.splitlines()
    bad = [n for n in names if not CASE_NAME.fullmatch(n)]
    if r.returncode != 0 or not names or bad or len(set(names)) != len(names):
        return [], (f"{prog.name} does not speak sw/tests/check.h's protocol: `--list` exited "
                    f"{r.returncode} and printed {len(names)} line(s)"
                    + (f", e.g. {bad[0]!r}, not a case name" if bad else "")
                    + "; make its main `return jolt_test_main(argc, argv, cases, "
                      "JOLT_TEST_COUNT(cases));`"
                    + (f"\n--- stdout ---\n{r.stdout[-2000:]}\n--- stderr ---\n{r.stderr[-2000:]}"
                       if r.returncode else ""))
    return names, ""


def _items() -> list:
    items = []
    progs = _programs()
    dup = {p.name for p in progs if [q.name for q in progs].count(p.name) > 1}
    for prog in progs:
        name = prog.relative_to(ASAN_BUILD).as_posix() if prog.name in dup else prog.name
        cases, why = _cases(prog)
        if why:
            items.append(pytest.param(prog, None, why, id=f"{name}::--list"))
        items += [pytest.param(prog, c, "", id=f"{name}::{c}") for c in cases]
    return items


@pytest.mark.parametrize("prog,case,protocol_error", _items())
def test_c(prog: pathlib.Path, case: str | None, protocol_error: str) -> None:
    if case is None:
        pytest.fail(protocol_error, pytrace=False)
    r = subprocess.run([str(prog), case], capture_output=True, text=True, env=ENV,
                       timeout=CASE_TIMEOUT)
    output = f"--- stdout ---\n{r.stdout}\n--- stderr ---\n{r.stderr}"
    if r.returncode == SKIPPED:
        reasons = [ln[len("SKIP: "):] for ln in r.stdout.splitlines() if ln.startswith("SKIP: ")]
        if not reasons:
            pytest.fail(f"{prog.name} {case} exited {SKIPPED} (skipped) without printing "
                        f"'SKIP: reason'\n{output}", pytrace=False)
        pytest.skip(f"{prog.name} {case}: {reasons[-1]}")
    if r.returncode != 0:
        pytest.fail(f"{prog.name} {case} exited {r.returncode}\n{output}", pytrace=False)
    if f"PASS {case}" not in r.stdout.splitlines():
        pytest.fail(f"{prog.name} {case} exited 0 without returning from the case (no "
                    f"'PASS {case}' line: something below it called exit(0))\n{output}",
                    pytrace=False)


def test_c_programs_were_built() -> None:
    assert _programs(), f"no C test programs under {ASAN_BUILD}; run make build-asan"
