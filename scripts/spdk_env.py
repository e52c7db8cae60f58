"""A local SPDK setup for jolt's spdk backend, shared by the tests
(sw/tests/test_spdk.py) and the benchmark (scripts/spdk_bench.py):
hugepages, SPDK's nvmf_tgt on 127.0.0.1 exporting a Malloc and an AIO
namespace over NVMe/TCP, and jolt's JSON configs for four bdevs (a Malloc
bdev, an AIO bdev on a file, and the two namespaces through SPDK's NVMe/TCP
initiator). SPDK's JSON-RPC client is the `spdk` package, installed by
`make test-spdk` into build/spdk-py."""
from __future__ import annotations

import base64
import json
import os
import pathlib
import re
import signal
import socket
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

TOP = pathlib.Path(__file__).resolve().parents[1]
SPDK_PY = TOP / "build" / "spdk-py"
NQN = "nqn.2016-06.io.spdk:jolt-"


def meminfo(key: str) -> int:
    for line in pathlib.Path("/proc/meminfo").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def ensure_hugepages(pages: int = 1024) -> str | None:
    """Reserves 2 MiB hugepages and mounts hugetlbfs when missing (as root).
    Returns None, or why SPDK cannot have them here."""
    mounted = any(len(l.split()) > 2 and l.split()[2] == "hugetlbfs" for l in open("/proc/mounts"))
    if meminfo("HugePages_Total") >= pages and mounted:
        return None
    if os.geteuid() != 0:
        return (f"no hugepages and not root: echo {pages} > /proc/sys/vm/nr_hugepages; mkdir -p "
                "/dev/hugepages; mount -t hugetlbfs nodev /dev/hugepages (or run jolt with BDEV,no_huge)")
    if meminfo("HugePages_Total") < pages:
        pathlib.Path("/proc/sys/vm/nr_hugepages").write_text(f"{pages}\n")
    if not mounted:
        os.makedirs("/dev/hugepages", exist_ok=True)
        subprocess.run(["mount", "-t", "hugetlbfs", "nodev", "/dev/hugepages"], check=True)
    if meminfo("HugePages_Total") < pages // 2:
        return f"asked for {pages} hugepages, the kernel gave {meminfo('HugePages_Total')}"
    return None


def spdk_run_env(spdk_dir: str) -> dict[str, str]:
    """The environment SPDK's own programs need: built against a system
    DPDK, SPDK builds shared libraries without an rpath."""
    libs = [f"{spdk_dir}/build/lib", f"{spdk_dir}/isa-l/.libs", f"{spdk_dir}/isa-l-crypto/.libs"]
    old = os.environ.get("LD_LIBRARY_PATH")
    return dict(os.environ, LD_LIBRARY_PATH=":".join(libs + ([old] if old else [])))


def rpc_client(sock: pathlib.Path) -> Any:
    if str(SPDK_PY) not in sys.path:
        sys.path.insert(0, str(SPDK_PY))
    from spdk.rpc.client import JSONRPCClient
    return JSONRPCClient(str(sock), timeout=30.0)


def bdev_config(entries: list[dict[str, Any]]) -> dict[str, Any]:
    return {"subsystems": [{"subsystem": "bdev", "config": entries}]}


def histogram_total(h: dict[str, Any]) -> int:
    """I/O counted by a bdev histogram (bdev_get_histogram): the sum of its
    buckets, base64 of native uint64 counters."""
    raw = base64.b64decode(h["histogram"])
    return sum(struct.unpack(f"{len(raw) // 8}Q", raw))


def make_image(path: pathlib.Path, size_mb: int, fill: bool) -> None:
    """A file for an AIO bdev: sparse, or written with zeros (fill) so that
    writes into it measure the disk and not ext4 allocating blocks."""
    with open(path, "wb") as f:
        if fill:
            z = bytes(1 << 20)
            for _ in range(size_mb):
                f.write(z)
            os.fsync(f.fileno())
        else:
            f.truncate(size_mb << 20)


def port_free(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


@dataclass
class Target:
    """SPDK's nvmf_tgt: TMalloc0 (RAM) and TAIO0 (a file) as namespaces of
    NQN+'malloc' and NQN+'aio', on NVMe/TCP 127.0.0.1:port, on core 1.
    With trace_fsync, it runs under strace (seccomp-filtered: only fsync
    and fdatasync stop it), which logs every sync of its files."""
    proc: subprocess.Popen[bytes]
    pid: int
    sock: pathlib.Path
    aio_file: pathlib.Path
    log: pathlib.Path
    port: int
    fsync_log: pathlib.Path | None

    @classmethod
    def start(cls, spdk_dir: str, work: pathlib.Path, port: int, size_mb: int = 128,
              trace_fsync: bool = False, interrupt: bool = False, fill: bool = False,
              reuse: bool = False, second: bool = False) -> "Target":
        """reuse: a restart, serving the AIO file it served before. second:
        beside another target on the same core (SPDK's core lock off)."""
        aio = work / "tgt-aio.img"
        if not (reuse and aio.exists()):
            make_image(aio, size_mb, fill)
        nvmf: list[dict[str, Any]] = [{"method": "nvmf_create_transport", "params": {"trtype": "TCP"}}]
        for name, bdev in (("malloc", "TMalloc0"), ("aio", "TAIO0")):
            nqn = NQN + name
            nvmf += [
                {"method": "nvmf_create_subsystem",
                 "params": {"nqn": nqn, "allow_any_host": True, "serial_number": f"JOLT{name.upper()}"}},
                {"method": "nvmf_subsystem_add_ns", "params": {"nqn": nqn, "namespace": {"bdev_name": bdev}}},
                {"method": "nvmf_subsystem_add_listener",
                 "params": {"nqn": nqn, "listen_address": {"trtype": "TCP", "adrfam": "IPv4",
                                                           "traddr": "127.0.0.1", "trsvcid": str(port)}}},
            ]
        cfg = {"subsystems": [
            {"subsystem": "bdev", "config": [
                {"method": "bdev_malloc_create",
                 "params": {"name": "TMalloc0", "num_blocks": size_mb * 256, "block_size": 4096}},
                {"method": "bdev_aio_create",
                 "params": {"name": "TAIO0", "filename": str(aio), "block_size": 4096}}]},
            {"subsystem": "nvmf", "config": nvmf}]}
        (work / "tgt.json").write_text(json.dumps(cfg, indent=1))
        sock, log = work / "tgt.sock", work / "nvmf_tgt.log"
        cmd = [f"{spdk_dir}/build/bin/nvmf_tgt", "-c", str(work / "tgt.json"), "-r", str(sock),
               "-m", "0x2", "-s", "512", *(["--interrupt-mode"] if interrupt else []),
               *(["--disable-cpumask-locks"] if second else [])]
        fsync_log = None
        if trace_fsync:
            fsync_log = work / "fsync.strace"
            cmd = ["strace", "--seccomp-bpf", "-f", "-qq", "-e", "trace=fsync,fdatasync",
                   "-o", str(fsync_log), *cmd]
        proc = subprocess.Popen(cmd, stdout=open(log, "wb"), stderr=subprocess.STDOUT,
                                env=spdk_run_env(spdk_dir))
        t = cls(proc, proc.pid, sock, aio, log, port, fsync_log)
        deadline = time.time() + 60
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"nvmf_tgt exited {proc.returncode}:\n{log.read_text()}")
            try:
                if sock.exists() and len(t.rpc("nvmf_get_subsystems")) >= 3:
                    if trace_fsync:   # nvmf_tgt is strace's child
                        t.pid = int(pathlib.Path(f"/proc/{proc.pid}/task/{proc.pid}/children")
                                    .read_text().split()[0])
                    break
            except Exception:  # not listening yet
                pass
            if time.time() > deadline:
                proc.kill()
                raise RuntimeError(f"nvmf_tgt did not come up:\n{log.read_text()}")
            time.sleep(0.5)
        for b in ("TMalloc0", "TAIO0"):
            t.rpc("bdev_enable_histogram", {"name": b, "enable": True, "opc": "flush"})
        return t

    def rpc(self, method: str, params: dict[str, Any] | None = None) -> Any:
        return rpc_client(self.sock).call(method, params)

    def counts(self, bdev: str) -> tuple[int, int]:
        """(writes, flushes) the target's bdev has executed: writes from
        bdev_get_iostat; flushes from a histogram of flush I/O, since
        iostat counts none."""
        st = self.rpc("bdev_get_iostat", {"names": [bdev]})["bdevs"][0]
        return int(st["num_write_ops"]), histogram_total(self.rpc("bdev_get_histogram", {"name": bdev}))

    def bytes_written(self, bdev: str) -> int:
        return int(self.rpc("bdev_get_iostat", {"names": [bdev]})["bdevs"][0]["bytes_written"])

    def fsyncs(self) -> int:
        """fsync and fdatasync calls the target has made (trace_fsync)."""
        assert self.fsync_log, "started without trace_fsync"
        return sum(1 for l in self.fsync_log.read_text().splitlines()
                   if re.search(r"\bf(data)?sync\(", l))

    def stop(self) -> None:
        if self.proc.poll() is not None:
            return          # gone already (killed by a test)
        os.kill(self.pid, signal.SIGINT)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


@dataclass
class Bdev:
    name: str                         # jolt's target: the bdev name
    config: pathlib.Path              # jolt's SPDK JSON config
    file: pathlib.Path | None = None  # the image, for an AIO bdev
    target_bdev: str | None = None    # the nvmf target's bdev behind an NVMe bdev


BDEVS = ["malloc", "aio", "tcp-malloc", "tcp-aio"]


def jolt_bdevs(work: pathlib.Path, port: int, size_mb: int = 128, fill: bool = False) -> dict[str, Bdev]:
    """jolt's configs for the four bdevs; the AIO file is created here."""
    aio = work / "aio.img"
    make_image(aio, size_mb, fill)

    def cfg(key: str, entry: dict[str, Any]) -> pathlib.Path:
        p = work / f"{key}.json"
        p.write_text(json.dumps(bdev_config([entry]), indent=1))
        return p

    out = {
        "malloc": Bdev("Malloc0", cfg("malloc", {"method": "bdev_malloc_create", "params": {
            "name": "Malloc0", "num_blocks": size_mb * 256, "block_size": 4096}})),
        "aio": Bdev("AIO0", cfg("aio", {"method": "bdev_aio_create", "params": {
            "name": "AIO0", "filename": str(aio), "block_size": 4096}}), aio),
    }
    for key, tb in (("tcp-malloc", "TMalloc0"), ("tcp-aio", "TAIO0")):
        out[key] = Bdev("Nvme0n1", cfg(key, {"method": "bdev_nvme_attach_controller", "params": {
            "name": "Nvme0", "trtype": "TCP", "adrfam": "IPv4", "traddr": "127.0.0.1",
            "trsvcid": str(port), "subnqn": NQN + key.split("-")[1]}}), target_bdev=tb)
    return out
