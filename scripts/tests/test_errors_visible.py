"""A compile error in each part of the build shows the compiler's message and
its file:line in make's output (scripts/errors_visible.py, one scratch copy
of the tree per case)."""
from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import errors_visible  # noqa: E402


@pytest.mark.parametrize("case", errors_visible.CASES, ids=lambda c: c.name)
def test_compile_error_is_shown(case: errors_visible.Case) -> None:
    ok, report = errors_visible.run_case(case)
    assert ok, report
