"""Runs every C unit test program (test_*) of the ASan+UBSan build."""
import os
import pathlib
import subprocess

import pytest

TOP = pathlib.Path(__file__).resolve().parents[2]
ASAN_BUILD = pathlib.Path(os.environ.get("JOLT_ASAN_BUILD", TOP / "build" / "sw-asan"))


def _programs() -> list[pathlib.Path]:
    return sorted(p for p in ASAN_BUILD.rglob("test_*")
                  if p.is_file() and os.access(p, os.X_OK) and p.suffix == "")


@pytest.mark.parametrize("prog", _programs(), ids=lambda p: p.name)
def test_c_program(prog: pathlib.Path) -> None:
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:abort_on_error=0",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    r = subprocess.run([str(prog)], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, f"{prog.name} failed:\n{r.stdout}\n{r.stderr}"


def test_c_programs_were_built() -> None:
    assert _programs(), f"no C test programs under {ASAN_BUILD}; run make build-asan"
