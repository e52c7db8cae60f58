#!/usr/bin/env bash
# logged.sh LOG CMD [ARG...]: runs CMD with its output (stdout and stderr)
# in LOG and prints nothing when it succeeds; when it fails, prints LOG
# whole (the compiler's own messages, with their file:line) to stderr and
# exits with CMD's status. The makefiles run their noisy builds through it
# (meson setup, Verilator), so that a quiet build still shows its errors.
set -u
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" >"$log" 2>&1 && exit 0
rc=$?
cat "$log" >&2
echo "logged.sh: exit status $rc from: $*" >&2
echo "logged.sh: (the output above is also in $log)" >&2
exit "$rc"
