"""The quick proofs of hw/formal/ (`make formal` runs them all): each proof
passes, each cover is reached, and each deliberately broken variant of the
key table fails its proof. Needs the formal tops (`make formal-rtl`)."""
import sys
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[3]
RTL = TOP / "build/formal/rtl"
sys.path.insert(0, str(TOP / "hw/formal"))
import run  # noqa: E402

QUICK = [n for n, j in run.JOBS.items() if j[3]]


@pytest.mark.parametrize("job", QUICK)
def test_formal(job: str, tmp_path: Path) -> None:
    if not (RTL / "KeyTable.v").exists():
        pytest.fail("no formal RTL: run `make formal-rtl` first")
    status, _ = run.run_job(job, RTL, tmp_path)
    assert status == run.JOBS[job][2], (tmp_path / f"{job}.log").read_text()[-3000:]


def test_mutant_is_the_named_change() -> None:
    """mutate.py stops when its lines are not in the RTL exactly once."""
    from mutate import mutate
    with pytest.raises(SystemExit):
        mutate("broken_white", "module KeyTable; endmodule")
