"""Runs every case of the concurrent C tests (the Makefile's TSAN_TESTS) in
the ThreadSanitizer build, build/sw-tsan, each as its own pytest item
`prog::case`, as sw/tests/test_c.py runs the ASan+UBSan build: the case
must print "PASS case" and ThreadSanitizer must report nothing (a report
fails it, with the report)."""
from __future__ import annotations

import os
import pathlib
import subprocess

import pytest

from test_c import CASE_TIMEOUT, _cases

TOP = pathlib.Path(__file__).resolve().parents[2]
TSAN_BUILD = pathlib.Path(os.environ.get("JOLT_TSAN_BUILD", TOP / "build" / "sw-tsan"))
PROGRAMS = ("fs/tests/test_ns_threads",)
# exitcode: a report turns into this status even when the case passed
ENV = dict(os.environ, TSAN_OPTIONS="halt_on_error=1:exitcode=66:second_deadlock_stack=1")


def _items() -> list:
    items = []
    for rel in PROGRAMS:
        prog = TSAN_BUILD / rel
        if not prog.exists():
            items.append(pytest.param(prog, None, id=f"{prog.name}::built"))
            continue
        cases, why = _cases(prog)
        if why:
            items.append(pytest.param(prog, None, id=f"{prog.name}::--list"))
        items += [pytest.param(prog, c, id=f"{prog.name}::{c}") for c in cases]
    return items


@pytest.mark.parametrize("prog,case", _items())
def test_tsan(prog: pathlib.Path, case: str | None) -> None:
    if case is None:
        pytest.fail(f"{prog} is not built or does not list its cases: make build-tsan",
                    pytrace=False)
    r = subprocess.run([str(prog), case], capture_output=True, text=True, env=ENV,
                       timeout=CASE_TIMEOUT)
    output = f"--- stdout ---\n{r.stdout}\n--- stderr ---\n{r.stderr}"
    if "ThreadSanitizer" in r.stderr:
        pytest.fail(f"{prog.name} {case}: ThreadSanitizer reported\n{output}", pytrace=False)
    if r.returncode != 0 or f"PASS {case}" not in r.stdout.splitlines():
        pytest.fail(f"{prog.name} {case} exited {r.returncode}\n{output}", pytrace=False)
