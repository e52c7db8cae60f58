#!/usr/bin/env bash
# Build SPDK from a source tree the user already has, against the system's
# DPDK (Debian 12: libdpdk-dev 22.11), for jolt's spdk block backend.
#
#   scripts/build_spdk.sh /path/to/spdk      # then: make SPDK_DIR=/path/to/spdk
#
# The tree is an SPDK release (v26.05 was tested; see docs/spdk.md) with its
# isa-l and isa-l-crypto submodules present (`git submodule update --init
# isa-l isa-l-crypto`, or the sources of those commits unpacked there).
# Nothing here fetches anything but the Python modules SPDK's build runs
# (into a venv inside the SPDK tree), and nothing is written outside the
# tree. The edits below are the ones SPDK needs against DPDK 22.11; each is
# idempotent, so the script can be rerun after a failed build.
set -euo pipefail

die() { echo "build_spdk: $*" >&2; exit 1; }
[ $# -eq 1 ] || die "usage: $0 /path/to/spdk-source-tree"
SPDK=$(cd "$1" && pwd) || die "no such directory: $1"
[ -x "$SPDK/configure" ] && [ -f "$SPDK/VERSION" ] || die "$SPDK is not an SPDK source tree"
for sub in isa-l isa-l-crypto; do
  [ -f "$SPDK/$sub/Makefile.am" ] || die "$SPDK/$sub is empty: SPDK's $sub submodule is needed (git submodule update --init $sub)"
done
pkg-config --exists libdpdk || die "pkg-config finds no DPDK: apt-get install libdpdk-dev"
for tool in autoconf automake libtoolize nasm; do
  command -v "$tool" >/dev/null || die "$tool missing: apt-get install autoconf automake libtool nasm libssl-dev uuid-dev libaio-dev libjson-c-dev libncurses-dev libnuma-dev"
done

# SPDK's RPC code generator runs the python3 on PATH and needs these modules.
if ! python3 -c 'import tabulate, jsonschema, elftools, jinja2' 2>/dev/null; then
  venv="$SPDK/.build-venv"
  [ -x "$venv/bin/python3" ] || python3 -m venv "$venv"
  "$venv/bin/python3" -m pip install -q tabulate==0.9.0 jsonschema==4.23.0 pyelftools==0.31 jinja2==3.1.4
  export PATH="$venv/bin:$PATH"
fi

cd "$SPDK"
echo "build_spdk: SPDK $(cat VERSION) in $SPDK, DPDK $(pkg-config --modversion libdpdk)"

# Switched off: what needs a newer DPDK (crypto, vhost, virtio, idxd), RDMA
# (no rdma-core here), CUSE, and SPDK's own tests.
if [ ! -f mk/config.mk ] || [ configure -nt mk/config.mk ]; then
  ./configure --with-dpdk --without-crypto --without-vhost --without-virtio \
    --without-rdma --without-nvme-cuse --without-idxd --disable-tests \
    --disable-unit-tests
fi

# 1. intel-ipsec-mb is a crypto dependency that configure still enables.
sed -i 's/^CONFIG_IPSEC_MB?=y$/CONFIG_IPSEC_MB?=n/' mk/config.mk
# 2. rte_argparse and rte_log are separate libraries only from DPDK 23.11.
if pkg-config --max-version=23.10 libdpdk; then
  sed -i 's/^DPDK_LIB_LIST = rte_eal rte_kvargs rte_log rte_telemetry rte_argparse$/DPDK_LIB_LIST = rte_eal rte_kvargs rte_telemetry/' lib/env_dpdk/env.mk
fi
# 3. SPDK accepts 22.11 up to .4 only, in case an LTS minor release changed
#    the private PCI structures it copies (lib/env_dpdk/22.11/); see
#    docs/spdk.md for how that was checked against the installed DPDK.
sed -i 's/^\t\tif (minor > 4) {$/\t\tif (minor > 11) {/' lib/env_dpdk/pci_dpdk.c

nice make -j"${JOBS:-$(nproc)}"
echo "build_spdk: done; build jolt with: make SPDK_DIR=$SPDK"
