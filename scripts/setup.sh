#!/usr/bin/env bash
# Installs every dependency of jolt: Debian packages (once, idempotent) and the
# project venv from pinned requirements. Called by the Makefile; safe to rerun.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
venv=${JOLT_VENV:-$top/.venv}
stamp=$top/build/.setup-stamp

apt_pkgs=(
  build-essential meson ninja-build pkg-config
  clang libclang-rt-14-dev llvm
  libisal-dev liburing-dev libdpdk-dev libfuse3-dev fuse3
  liblz4-dev zlib1g-dev ccache
  btrfs-progs xfsprogs valgrind
  fio rsync attr fsmark git
  maven python3-venv python3-dev libffi-dev
  berkeley-abc
)

need=()
for p in "${apt_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || need+=("$p")
done
if ((${#need[@]})); then
  echo "setup: installing ${need[*]}"
  sudo_cmd=""; [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

req=$top/scripts/requirements.txt
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if [ ! -f "$stamp" ] || [ "$req" -nt "$stamp" ]; then
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$req"
fi
# YoWASP's tools compile on first use (minutes of CPU): not here, so that
# `make run` does not pay for them; what runs them (hw/formal/run.py,
# synth.sh) first fills their cache under a lock (yowasp_warm.sh says why).
# Reached only when every step above succeeded: the stamp says so, and the
# Makefile does not run setup again until setup.sh or requirements.txt
# changes (set -e leaves it old when a step fails).
mkdir -p "$(dirname "$stamp")"
touch "$stamp"
echo "setup: ok ($venv)"
