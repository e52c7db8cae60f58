#!/usr/bin/env python3
"""The plot of `jolt bench offload --plot FILE`: its JSON rows (argv[1]) as a PNG
(argv[2]): per workload, host CPU per operation soft and sim, the journal engine's
share of the soft run's CPU, and the RTL's utilization at its clock (matplotlib,
as scripts/seeds_bench.py plots)."""
from __future__ import annotations

import json
import sys


def main() -> int:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = [json.loads(line) for line in open(sys.argv[1])]
    rows = [r for r in rows if r["soft"]["ok"]]
    labels = [f"{r['workload']} {r['setting']} [{r['backend']}]" for r in rows]
    y = range(len(rows))
    fig, axes = plt.subplots(1, 3, figsize=(15, 0.35 * len(rows) + 1.5))
    ax = axes[0]
    soft = [1e6 * r["soft"]["host_cpu"] / r["soft"]["ops"] for r in rows]
    sim = [1e6 * r["sim"]["host_cpu"] / r["sim"]["ops"] if "sim" in r and r["sim"]["ok"] else 0
           for r in rows]
    ax.barh([i - 0.2 for i in y], soft, 0.4, label="soft", color="tab:blue")
    ax.barh([i + 0.2 for i in y], sim, 0.4, label="sim (host's own work)", color="tab:green")
    ax.set_yticks(list(y), labels, fontsize=7)
    ax.invert_yaxis()
    ax.legend(fontsize=7)
    ax.set_title("host CPU per operation, us", fontsize=9)
    ax = axes[1]
    ax.barh(list(y), [100 * r["soft"]["engine_ns"] * 1e-9 / max(r["soft"]["host_cpu"], 1e-9)
                      for r in rows], color="tab:orange")
    ax.set_yticks(list(y), [])
    ax.invert_yaxis()
    ax.set_title("journal engine's share of the host CPU (soft), %", fontsize=9)
    ax = axes[2]
    util = []
    for r in rows:
        s, h = r["soft"], r.get("sim")
        if h and h["ok"] and h["engine_items"]:
            util.append(100 * s["engine_items"] / s["secs"] * h["push_cycles"] / h["engine_items"]
                        / (r["clock_mhz"] * 1e6))
        else:
            util.append(0)
    ax.barh(list(y), util, color="tab:green")
    ax.set_yticks(list(y), [])
    ax.invert_yaxis()
    ax.axvline(100, color="k", lw=0.5)
    ax.set_title(f"RTL utilization at {rows[0]['clock_mhz']:.1f} MHz, %", fontsize=9)
    fig.tight_layout()
    fig.savefig(sys.argv[2], dpi=90)
    print(f"plot: {sys.argv[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
