#!/usr/bin/env bash
# A long differential run of the RTL in the loop: one random trace packed by
# the soft engine and by the co-simulated RTL (jolt pack --engine sim); the
# log images and the completion streams must be identical, byte for byte.
#   scripts/cosim_long.sh [TRANSACTIONS [SEED]]     (126000 transactions: ~1M items)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-126000}
seed=${2:-42}
out=$top/build/long
jolt=$top/build/bin/jolt
mkdir -p "$out"
"$jolt" gen-trace -s "$seed" -n "$n" --items 4:12 --payload 0:2000 --relog 0.3 \
  --intents 0.1 --dones 0.08 --bad 0.002 -o "$out/trace.jtr"
# progress goes to stderr: kept in a log, shown when a pack fails
"$top/scripts/logged.sh" "$out/soft.log" "$jolt" pack "$out/trace.jtr" -o "$out/soft.img" --cpl "$out/soft.cpl"
grep -E 'packed|items_in|whiteouts|relogs|records|checkpoints|errors' "$out/soft.log"
start=$(date +%s)
"$top/scripts/logged.sh" "$out/sim.log" "$jolt" pack --engine sim "$out/trace.jtr" -o "$out/sim.img" --cpl "$out/sim.cpl"
grep -E 'packed|cycles' "$out/sim.log"
echo "co-simulation took $(( $(date +%s) - start )) s"
cmp "$out/soft.img" "$out/sim.img"
cmp "$out/soft.cpl" "$out/sim.cpl"
echo "identical: $(stat -c %s "$out/soft.img") bytes of log image, $(( $(stat -c %s "$out/soft.cpl") / 32 )) completions"
