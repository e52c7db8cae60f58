#!/usr/bin/env python3
"""`jolt bench seeds` for the results page: runs it with the options given
(after `--`, or each --run's; its defaults otherwise), keeps each table as
printed, and with --update-results writes the tables with their commands,
the commit, date and CPU model into docs/results.md between its markers, and plots the rows'
ratios to docs/results/seeds.png (matplotlib): per seed, each setting's
throughput against the seed's switch off (and the kernel's rows, where they
ran), its bytes logged against the switch off, 003's CPU-time overhead,
and the RTL's cycles per item. The page gets one short table (each seed's
switch on against off, and jolt against the kernel's rows); the tables as
printed go to docs/results/seeds-DATE.txt, the raw rows to
build/bench-seeds.json.

    python scripts/seeds_bench.py --update-results -- --backend mem --repeat 3
    python scripts/seeds_bench.py --update-results --run "--backend mem" \
        --run "--backend uring -s 000,001 --engine soft"
"""
from __future__ import annotations

import argparse
import datetime
import json
import pathlib
import shlex
import subprocess
import sys

TOP = pathlib.Path(__file__).resolve().parents[1]
JOLT = TOP / "build" / "bin" / "jolt"
JSON = TOP / "build" / "bench-seeds.json"
PNG = TOP / "docs" / "results" / "seeds.png"
SECTION = "bench-seeds"   # docs/results.md's generated section (scripts/results_page.py)
sys.path.insert(0, str(TOP / "scripts"))
import results_page  # noqa: E402


def sh(cmd: list[str]) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip()


def plot(rows: list[dict], out: pathlib.Path) -> pathlib.Path | None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("no matplotlib in the venv: no plot (scripts/requirements.txt)")
        return None
    ok = [r for r in rows if r["ok"]]
    fig, axes = plt.subplots(1, 4, figsize=(17, 4.2))
    # throughput and bytes logged against each seed's switch off (its first jolt row)
    for ax, key, title in ((axes[0], "rate", "throughput / switch off (higher is better)"),
                           (axes[1], "bytes_logged",
                            "bytes logged (payload to the engine) / switch off")):
        labels, vals, colors = [], [], []
        for run in sorted({r["run"] for r in ok}):
            for seed in ("000", "001", "002"):
                for engine in ("soft", "sim"):
                    mine = [r for r in ok if r["run"] == run and r["seed"] == seed and
                            (r["engine"] == engine or engine == "soft" and r["engine"] == "kernel")]
                    base = next((r for r in mine if r["engine"] == engine), None)
                    if not base:
                        continue
                    for r in mine:
                        if key != "rate" and (r["engine"] == "kernel" or not base[key]):
                            continue
                        v = (r["ops"] / r["secs"]) / (base["ops"] / base["secs"]) \
                            if key == "rate" else r[key] / base[key]
                        tag = "" if r["engine"] == "kernel" else \
                            f" [{r['backend']}{', sim' if engine == 'sim' else ''}]"
                        labels.append(f"{seed} {r['setting']}{tag}")
                        vals.append(v)
                        colors.append({"soft": "tab:blue", "sim": "tab:green",
                                       "kernel": "tab:gray"}[r["engine"]])
        ax.barh(range(len(vals)), vals, color=colors)
        ax.set_yticks(range(len(vals)), labels, fontsize=7)
        ax.invert_yaxis()
        ax.axvline(1, color="k", lw=0.5)
        ax.set_xscale("log")
        ax.set_title(title, fontsize=9)
    # 003: CPU time per operation over parent pointers off
    ax = axes[2]
    labels, vals = [], []
    for engine in ("soft", "sim"):
        for what in ("create", "unlink"):
            mine = [r for r in ok if r["seed"] == "003" and r["engine"] == engine
                    and r["what"].startswith(what) and r["run"] == 0]
            if len(mine) != 3:
                continue
            for r in mine[1:]:
                labels.append(f"{what} {r['setting']}{' (sim)' if engine == 'sim' else ''}")
                vals.append(100 * (r["cpu"] / mine[0]["cpu"] - 1))
    ax.barh(range(len(vals)), vals, color=["tab:red" if v > 0 else "tab:blue" for v in vals])
    ax.set_yticks(range(len(vals)), labels, fontsize=7)
    ax.invert_yaxis()
    for x in (5, 10):
        ax.axvline(x, color="k", lw=0.5, ls=":")
    ax.axvline(0, color="k", lw=0.5)
    ax.set_title("003: CPU overhead vs parent pointers off, %", fontsize=9)
    # the RTL's cycles per item
    ax = axes[3]
    sim = [r for r in ok if r["engine"] == "sim" and r.get("engine_items")]
    ax.barh(range(len(sim)), [r["engine_cycles"] / r["engine_items"] for r in sim],
            color="tab:green")
    ax.set_yticks(range(len(sim)), [f"{r['seed']} {r['what'].split(' (')[0][:6]} "
                                    f"{r['setting']}" if r["seed"] == "003" else
                                    f"{r['seed']} {r['setting']}" for r in sim], fontsize=7)
    ax.invert_yaxis()
    ax.set_title("sim: RTL clock cycles per item taken", fontsize=9)
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=90)
    print(f"plot: {out.relative_to(TOP)}")
    return out


def rate(r: dict) -> float:
    return r["ops"] / r["secs"]


def frac(on: dict, off: dict, key: str) -> str:
    return f"{on[key] / off[key]:.3f}" if off.get(key) else "-"


def summary(rows: list[dict]) -> str:
    """One line per seed of each run: the switch on (the seed's last jolt
    setting; 003 each of its settings) against off (its first), and jolt's
    on against the kernel's rows of the same run; of the soft engine's rows
    (the sim rows, at a fraction of the counts, where a run has no others:
    offload_bench.py has the RTL under these workloads)."""
    out = ["| seed | run | switch on / off | jolt on, ops/s | on / off | bytes logged, on / off | "
           "journal bytes, on / off | jolt on / kernel btrfs, xfs |", "|---" * 8 + "|"]
    for i in sorted({r["run"] for r in rows}):
        mine = [r for r in rows if r["run"] == i and r["ok"]]
        engine = "soft" if any(r["engine"] == "soft" for r in mine) else "sim"
        for seed in sorted({r["seed"] for r in mine}):
            for what in dict.fromkeys(r["what"] for r in mine if r["seed"] == seed):
                jolt = [r for r in mine if r["seed"] == seed and r["what"] == what
                        and r["engine"] == engine]
                if len(jolt) < 2:
                    continue
                kern = {r["setting"].split()[1]: r for r in mine if r["seed"] == seed
                        and r["what"] == what and r["engine"] == "kernel"}
                off = jolt[0]
                for on in jolt[1:] if seed == "003" else jolt[-1:]:
                    if seed == "003":   # CPU, the least of the runs
                        ratio = f"**{100 * (on['cpu'] / off['cpu'] - 1):+.1f}% CPU**"
                    else:
                        ratio = f"**{rate(on) / rate(off):.2f}x**"
                    ks = ", ".join(f"{rate(on) / rate(kern[fs]):.2f}x" if fs in kern
                                   else "-" for fs in ("btrfs", "xfs"))
                    out.append(f"| {seed} {what} | {on['backend']}"
                               f"{', sim' if engine == 'sim' else ''} (run {i + 1}) | "
                               f"{on['setting']} / {off['setting']} | {rate(on):,.0f} | "
                               f"{ratio} | {frac(on, off, 'bytes_logged')} | "
                               f"{frac(on, off, 'journal_bytes')} | {ks} |")
    return "\n".join(out) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--update-results", action="store_true",
                    help="write the tables into docs/results.md and the plot to docs/results/")
    ap.add_argument("--run", action="append", default=[], metavar="OPTIONS",
                    help="one invocation's options, quoted (repeatable: one table each)")
    ap.add_argument("args", nargs="*", help="the options of a single invocation (after --)")
    a = ap.parse_args()
    if not JOLT.exists():
        raise SystemExit(f"{JOLT} missing: make build")
    runs = [shlex.split(x) for x in a.run] + ([a.args] if a.args or not a.run else [])
    command = "python scripts/seeds_bench.py " + " ".join(
        shlex.quote(x) for x in sys.argv[1:] if x != "--update-results")
    where = results_page.provenance(command, extra=f"kernel {sh(['uname', '-r'])}")
    rows: list[dict] = []
    body: list[str] = []
    shown_runs: list[str] = []
    for i, args in enumerate(runs):
        shown = "jolt bench seeds " + " ".join(shlex.quote(x) for x in args)
        print("$", shown, flush=True)
        r = subprocess.run([str(JOLT), "bench", "seeds", *args, "--json", str(JSON)], cwd=TOP,
                           capture_output=True, text=True)
        sys.stdout.write(r.stdout)
        sys.stderr.write(r.stderr)
        if r.returncode:
            return r.returncode
        for line in JSON.read_text().splitlines():
            rows.append(dict(json.loads(line), run=i))
        table = r.stdout[r.stdout.index("| seed"):].rstrip() + "\n"
        how = r.stdout.splitlines()[0].split(": ", 1)[1]
        body.append(f"`{shown}` ({how}):\n\n{table}")
        shown_runs.append(f"{i + 1}: `{shown}` ({how})")
    if not a.update_results:
        return 0
    JSON.write_text("".join(json.dumps(r) + "\n" for r in rows))
    png = plot(rows, PNG)
    full = TOP / "docs" / "results" / f"seeds-{datetime.date.today().isoformat()}.txt"
    full.write_text(f"{where}\n\n" + "\n".join(body))
    results_page.update(SECTION, f"{where}\n\n" + "; ".join(shown_runs) + ". Every row as "
                        f"printed: `docs/results/{full.name}`.\n\n" +
                        summary(rows) +
                        (f"\n![the seeds' ratios](results/{png.name})\n" if png else ""),
                        heading="### The seeds in process: `jolt bench seeds`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
