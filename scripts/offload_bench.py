#!/usr/bin/env python3
"""`jolt bench offload` for the results page: runs it with the options given
(after `--`; its defaults otherwise), its rows to build/offload.json and its
plot to build/offload.png, and prints the page's short table. With
--update-results the plot goes to docs/results/offload.png, the output as
printed to docs/results/offload-DATE.txt, and the table into the page's
section "offload" (scripts/results_page.py). The table: one row per
workload of the first backend, joining the printed tables' columns a reader
needs (host CPU per operation soft and sim, the engine calls' CPU per
fsync, the journal engine's share, the utilization and bus share at the
RTL's clock, a force's engine latency beside the device flush), and a line
per other backend with the ranges of its share and utilization. Every
figure is the C's, taken from its tables by column name: nothing is
computed again here.

    python scripts/offload_bench.py --update-results
    python scripts/offload_bench.py -- --quick -w 003 --backend mem
"""
from __future__ import annotations

import argparse
import datetime
import pathlib
import shlex
import subprocess
import sys

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
JSON = TOP / "build" / "offload.json"
PNG = TOP / "docs" / "results" / "offload.png"
SECTION = "offload"
SHARE = "journal engine's share, soft"   # the host table's column
sys.path.insert(0, str(TOP / "scripts"))
import results_page  # noqa: E402


def tables(out: str) -> list[list[dict[str, str]]]:
    """Every markdown table of the output, as rows of {column: cell}."""
    found: list[list[dict[str, str]]] = []
    lines = out.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("| ") or (i and lines[i - 1].startswith("|")):
            continue
        head = [c.strip() for c in line.strip("|").split("|")]
        rows = []
        for body in lines[i + 2:]:
            if not body.startswith("|"):
                break
            rows.append(dict(zip(head, (c.strip() for c in body.strip("|").split("|")))))
        found.append(rows)
    return found


def pct(cell: str) -> float | None:
    try:
        return float(cell.rstrip("%"))
    except ValueError:
        return None


def summary(out: str) -> str:
    host, _, demand = tables(out)[:3]
    def key(r: dict) -> tuple[str, str, str]:
        return r["backend"], r["workload"], r["setting"]
    dem = {key(r): r for r in demand}
    backends = list(dict.fromkeys(r["backend"] for r in host))
    page = ["| workload | setting | host us/op, soft / sim | engine calls us/fsync, soft / sim | "
            "engine's share, soft | utilization | 64-bit bus | force: engine / flush us |",
            "|---" * 8 + "|"]
    lines = []
    for b in backends:
        rows = [r for r in host if r["backend"] == b]
        if b == backends[0]:
            for r in rows:
                d = dem.get(key(r), {})
                util = d.get("utilization", "-")
                if (pct(util) or 0) >= 100:
                    util = f"**{util}**"
                force = d.get("force: engine us (cycles)", "-").split(" (")[0]
                fsyncs = r["fsyncs"] != "0"
                page.append(
                    f"| {r['workload']} | {r['setting']} | {r['soft us/op']} / {r['sim us/op']} | "
                    + (r["engine calls us/fsync, soft / sim"] if fsyncs else "(no fsync)") +
                    f" | {r[SHARE]} | {util} | "
                    f"{d.get('64-bit bus', '-')} | "
                    + (f"{force} / {d.get('device flush us', '-')}" if fsyncs else "-") + " |")
            continue
        share = [v for r in rows if (v := pct(r[SHARE])) is not None]
        util = [(v, r) for r in rows
                if (v := pct(dem.get(key(r), {}).get("utilization", ""))) is not None]
        if not share:
            continue
        text = f"- {b}: the journal engine's share {min(share):.1f}-{max(share):.1f}%"
        if util:
            top, r = max(util, key=lambda x: x[0])
            text += f"; utilization at most {top:.1f}% ({r['workload']} `{r['setting']}`)"
        lines.append(text)
    return "\n".join(page) + "\n" + ("\n" + "\n".join(lines) + "\n" if lines else "")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--update-results", action="store_true",
                    help="write the section into docs/results.md, the output to docs/results/")
    ap.add_argument("args", nargs="*", help="jolt bench offload's options (after --)")
    a = ap.parse_args()
    if not JOLT.exists():
        raise SystemExit(f"{JOLT} missing: make build")
    shown = "jolt bench offload " + " ".join(shlex.quote(x) for x in a.args)
    print("$", shown, flush=True)
    png = PNG if a.update_results else JSON.with_suffix(".png")
    r = subprocess.run([str(JOLT), "bench", "offload", *a.args, "--json", str(JSON),
                        "--plot", str(png)], cwd=TOP, capture_output=True, text=True)
    sys.stdout.write(r.stdout)
    sys.stderr.write(r.stderr)
    if r.returncode:
        return r.returncode
    md = summary(r.stdout)
    print(md)
    if not a.update_results:
        return 0
    command = "python scripts/offload_bench.py --update-results" + (
        " -- " + " ".join(shlex.quote(x) for x in a.args) if a.args else "")
    where = results_page.provenance(command)
    full = TOP / "docs" / "results" / f"offload-{datetime.date.today().isoformat()}.txt"
    full.write_text(f"{where}\n\n$ {shown}\n{r.stdout}")
    results_page.update(SECTION, f"{where}\n\n{r.stdout.splitlines()[0]}. Every table as "
                        f"printed: `docs/results/{full.name}`; how it counts: docs/cosim.md.\n\n"
                        + md + "\n![host CPU per operation, soft and sim; the engine's share; "
                        "utilization](results/offload.png)\n",
                        heading="## Offload: `jolt bench offload`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
