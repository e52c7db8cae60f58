#!/usr/bin/env bash
# A new machine's first run, reproduced on this one: a fresh clone of this
# checkout's HEAD (commit first: uncommitted changes are not in it) built and
# tested with HOME and XDG_CACHE_HOME pointing at empty folders, so nothing
# comes from a cache an earlier run filled (~/.cache/YoWASP, ~/.m2, ccache,
# pip's cache, Maven's and zinc's, matplotlib's). A tool that fills its cache
# on first use while two tests start it at once fails here, where it would
# fail on CI's new machine. Debian's packages must be installed
# (scripts/setup.sh does it as root; they are the machine's, not a cache).
#
#   scripts/fresh_clone_check.sh [--caches] [--keep] [DIR]
#
# Default: `make test` in the clone, timed, then `make test` again (nothing
# to build) timed, and both wall times printed: the two figures of
# docs/results.md's test-suite section. --caches: only the parts that fill
# the caches, side by side as `make test` runs them (setup, the Verilog, the
# builds, then pytest -n 2 over the proofs, the synthesis check, cocotb
# tests and the Scala compile-error case), a few minutes instead of the
# suite. DIR (default: a new folder under /var/tmp) holds the clone and the
# empty home; it is removed at the end unless --keep or a failure.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
mode=full keep=
while [ $# -gt 0 ]; do
  case $1 in
    --caches) mode=caches ;;
    --keep) keep=1 ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fresh_clone_check: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
  shift
done
dir=${1:-$(mktemp -d /var/tmp/jolt-fresh.XXXXXX)}
mkdir -p "$dir/home"
[ -z "$(ls -A "$dir/home")" ] || { echo "fresh_clone_check: $dir/home is not empty" >&2; exit 2; }
git clone -q --no-hardlinks "$src" "$dir/jolt"
export HOME=$dir/home XDG_CACHE_HOME=$dir/home/.cache
unset MAKEFLAGS MFLAGS MAKELEVEL CCACHE_DIR YOWASP_CACHE_DIR PIP_CACHE_DIR
cd "$dir/jolt"
echo "fresh_clone_check: $(git log -1 --format='%h %s') in $dir/jolt, HOME=$HOME ($mode)"

status=0
if [ "$mode" = full ]; then
  t0=$(date +%s)
  make test PYTEST_ARGS="-q -rs" > "$dir/first.log" 2>&1 || status=$?
  first=$(( $(date +%s) - t0 ))
  tail -n 25 "$dir/first.log"
  if [ "$status" = 0 ]; then
    t0=$(date +%s)
    make test PYTEST_ARGS="-q -rs" > "$dir/second.log" 2>&1 || status=$?
    second=$(( $(date +%s) - t0 ))
    tail -n 3 "$dir/second.log"
    printf 'fresh_clone_check: first make test %d min %02d s; second (nothing to build) %d min %02d s\n' \
      $((first / 60)) $((first % 60)) $((second / 60)) $((second % 60))
  else
    printf 'fresh_clone_check: first make test FAILED after %d min %02d s (log %s)\n' \
      $((first / 60)) $((first % 60)) "$dir/first.log"
  fi
else
  t0=$(date +%s)
  {
    make setup rtl formal-rtl build cosim &&
    .venv/bin/python -m pytest -q -rs -n 2 -p no:cacheprovider \
      sim/tests/formal scripts/tests/test_synth_anywhere.py \
      sim/tests/crc32c sim/tests/key_table sim/tests/out_fifo \
      "scripts/tests/test_errors_visible.py::test_compile_error_is_shown[spinal]"
  } > "$dir/caches.log" 2>&1 || status=$?
  tail -n 25 "$dir/caches.log"
  t=$(( $(date +%s) - t0 ))
  printf 'fresh_clone_check: the cache-filling parts %s in %d min %02d s (log %s)\n' \
    "$([ "$status" = 0 ] && echo passed || echo FAILED)" $((t / 60)) $((t % 60)) "$dir/caches.log"
fi
if [ "$status" = 0 ] && [ -z "$keep" ]; then
  rm -rf "$dir"
else
  echo "fresh_clone_check: kept $dir"
fi
exit "$status"
