"""`make synth`'s commands work from a checkout anywhere, /tmp included:
YoWASP's tools see a private folder of their own at /tmp, so scripts/synth.sh
must hand them paths they reach from any checkout. A small design goes
through the same script (yosys, nextpnr for one seed, the summary and the
failing-path report) from a scratch tree under /tmp."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import tempfile

TOP = pathlib.Path(__file__).resolve().parents[2]

# A shift register into an accumulator: a few LUTs, one clock, the port
# named by constraints/ecp5/jolt.lpf.
SMALL = """module SynthTop(input clk, input din, output dout);
  reg [7:0] sh = 0;
  reg [15:0] acc = 0;
  always @(posedge clk) begin
    sh <= {sh[6:0], din};
    acc <= acc + sh;
  end
  assign dout = ^acc;
endmodule
"""


def test_synth_from_a_checkout_under_tmp() -> None:
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="jolt-synth-", dir="/tmp"))
    try:
        for f in ("scripts/synth.sh", "scripts/synth_paths.py", "scripts/yowasp_warm.sh",
                  "constraints/ecp5/jolt.lpf"):
            (tmp / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(TOP / f, tmp / f)
        src = tmp / "build/rtl/synth/SynthTop.v"
        src.parent.mkdir(parents=True)
        src.write_text(SMALL)
        env = dict(os.environ, JOLT_VENV=str(TOP / ".venv"), JOLT_SEEDS="1", JOLT_PNR_MINUTES="5")
        r = subprocess.run([str(tmp / "scripts/synth.sh")], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, timeout=600)
        assert r.returncode == 0, r.stdout
        out = tmp / "build/synth"
        summary = (out / "summary.txt").read_text()
        assert "Fmax" in summary and "seed 1" in summary and "stopped unrouted" not in summary, summary
        assert (out / "yosys.log").stat().st_size > 0 and (out / "jolt.sdf").exists()
        assert "SynthTop" in (out / "yosys-stat.txt").read_text()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
