#!/usr/bin/env bash
# Long randomized runs of the Verilated engine against the soft engine
# (sim/harness), with throughput in exact cycles: small and large items, with
# and without random AXI back-pressure; one bus error of each kind; then
# the 128- and 256-bit ports.
# Each line has the bus bound (bound_cycles: the read or write channel's
# bytes over the bus width, the larger) and the fraction of it reached
# (of_bound). Writes build/harness/bench.txt.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
h=$top/build/harness/jolt-harness
out=$top/build/harness/bench.txt
: > "$out"
run() { # name, args... (the 64-bit harness; JOLT_HARNESS=path for another)
  local name=$1; shift
  local line
  line=$("${JOLT_HARNESS:-$h}" "$@")
  printf '%-34s %s\n' "$name" "$line" | tee -a "$out"
}
run "small items, no stall"  --seed 11 --transactions 230000 --items 1:8 --payload 16:512
run "small items, stall 0.3" --seed 12 --transactions 230000 --items 1:8 --payload 16:512 --stall 0.3
run "large items, no stall"  --seed 13 --transactions 2000 --items 1:4 --payload 4096:65536
run "large items, stall 0.3" --seed 14 --transactions 2000 --items 1:4 --payload 4096:65536 --stall 0.3
# one bus error of each kind late in a long run (docs/engine-interface.md 6)
for k in desc payload record cpl; do
  run "bus error: $k, stall 0.2" --seed 15 --transactions 30000 --bus-error "$k" --stall 0.2
done
for w in 128 256; do
  JOLT_HARNESS=$top/build/harness/w$w/jolt-harness run "small items, no stall, $w-bit" \
    --seed 11 --transactions 230000 --items 1:8 --payload 16:512
  JOLT_HARNESS=$top/build/harness/w$w/jolt-harness run "large items, no stall, $w-bit" \
    --seed 13 --transactions 2000 --items 1:4 --payload 4096:65536
done
