#!/usr/bin/env python3
"""A pre-route timing estimate over yosys's ECP5 netlist, for iterating on
the engine's long paths in minutes instead of a place and route.

    scripts/synth_estimate.py build/synth/jolt.json [BUDGET_NS [N [-v]]]

Every register-to-register path is timed with a crude model: clock to
output (flip-flop 0.45 ns, block RAM 4.2 ns, 0.9 ns through its output
register), 0.35 ns per LUT4, carry chains at their cell delays, and
0.55 ns of routing per net plus 6 ps per load (up to 200). It prints the worst estimate, how many endpoints exceed the budget
(default 6.67 ns, 150 MHz), and the N worst distinct source -> sink groups
(-v: with each path's nets). It is an estimate, optimistic once the design
is placed: `make synth` (nextpnr) gives the figures that count.
"""
import collections
import json
import re
import sys

FF_CLK_Q, EBR_CLK_Q, EBR_OUTREG_CLK_Q, SETUP, EBR_SETUP = 0.45, 4.2, 0.9, 0.1, 0.3
ROUTE, ROUTE_PER_LOAD, MAX_LOADS, LOCAL = 0.55, 0.006, 200, 0.1
SEQ = {"TRELLIS_FF": FF_CLK_Q, "DP16KD": EBR_CLK_Q}


def cell_delay(typ, inp, out):
    if typ == "LUT4":
        return 0.35
    if typ in ("PFUMX", "L6MUX21"):
        return 0.3 if inp in ("C0", "SD") else 0.2
    if typ == "CCU2C":
        if inp == "CIN":
            return 0.06 if out == "COUT" else 0.3
        return 0.5 if out == "COUT" else 0.4
    if typ == "TRELLIS_DPR16X4":
        return 0.6 if inp.startswith("RAD") else None
    if typ in ("MULT18X18D", "ALU54B"):
        return 4.0
    return None


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    top = [m for m in json.load(open(argv[1]))["modules"].values() if m.get("attributes", {}).get("top")][0]
    budget = float(argv[2]) if len(argv) > 2 else 6.67
    nshow = int(argv[3]) if len(argv) > 3 else 40
    verbose = "-v" in argv
    cells = top["cells"]
    names = {}
    for n, v in top["netnames"].items():
        for i, b in enumerate(v["bits"]):
            if isinstance(b, int):
                rank = ("$" in n, len(n))
                if b not in names or rank < names[b][0]:
                    names[b] = (rank, f"{n}[{i}]" if len(v["bits"]) > 1 else n)
    name = lambda b: names.get(b, (0, str(b)))[1]  # noqa: E731
    drivers, loads = {}, collections.defaultdict(list)
    for cn, c in cells.items():
        for p, bits in c["connections"].items():
            for b in bits:
                if isinstance(b, int):
                    if c["port_directions"].get(p) == "output":
                        drivers[b] = (cn, p)
                    else:
                        loads[b].append((cn, p))

    def route(b, cn, p):
        t = cells[cn]["type"]
        if t == "CCU2C" and p == "CIN":
            return 0.0
        if (t == "PFUMX" and p in ("ALUT", "BLUT")) or (t == "L6MUX21" and p in ("D0", "D1")):
            return LOCAL
        return ROUTE + ROUTE_PER_LOAD * min(len(loads[b]), MAX_LOADS)

    arr, prev = {}, {}
    sys.setrecursionlimit(100000)

    def arrival(b):
        if b in arr:
            return arr[b]
        arr[b] = 0.0
        if b not in drivers:
            return 0.0
        cn, p = drivers[b]
        c = cells[cn]
        if c["type"] in SEQ:
            outreg = str(c.get("parameters", {}).get(f"REGMODE_{p[2:3]}", "")) == "OUTREG"
            arr[b] = EBR_OUTREG_CLK_Q if outreg else SEQ[c["type"]]
            return arr[b]
        best, via = 0.0, None
        for ip, bits in c["connections"].items():
            if c["port_directions"].get(ip) != "input":
                continue
            d = cell_delay(c["type"], ip, p)
            if d is None:
                continue
            for ib in bits:
                if isinstance(ib, int):
                    a = arrival(ib) + route(ib, cn, ip) + d
                    if a > best:
                        best, via = a, ib
        arr[b], prev[b] = best, via
        return best

    ends = []
    for cn, c in cells.items():
        t = c["type"]
        if t not in SEQ and t != "TRELLIS_DPR16X4":
            continue
        for ip, bits in c["connections"].items():
            if c["port_directions"].get(ip) != "input" or ip in ("CLK", "CLKA", "CLKB", "WCK"):
                continue
            if t == "TRELLIS_DPR16X4" and ip.startswith("RAD"):
                continue
            for b in bits:
                if isinstance(b, int):
                    ends.append((arrival(b) + route(b, cn, ip) + (EBR_SETUP if t == "DP16KD" else SETUP), b))
    ends.sort(reverse=True)
    over = sum(1 for e in ends if e[0] > budget)
    print(f"estimated worst {ends[0][0]:.2f} ns ({1000 / ends[0][0]:.0f} MHz); "
          f"endpoints over {budget} ns: {over} of {len(ends)}")

    def group(s):  # a signal's name without yosys's mapping suffixes and bit index
        return re.sub(r"(_(TRELLIS_FF|LUT4|PFUMX|L6MUX21|CCU2C|DP16KD)_.*)?(\[\d+\])?$", "", s)
    seen = set()
    for a, b in ends:
        if a <= budget or len(seen) >= nshow:
            break
        path = [b]
        while prev.get(path[-1]) is not None:
            path.append(prev[path[-1]])
        key = (group(name(path[-1])), group(name(b)))
        if key in seen:
            continue
        seen.add(key)
        print(f"{a:5.2f}  {len(path) - 1:2d} levels  {key[0][:60]:60s} -> {key[1][:70]}")
        if verbose:
            for x in reversed(path):
                d = drivers.get(x)
                print(f"        {arr.get(x, 0):5.2f} {cells[d[0]]['type'] if d else 'input':9s} {name(x)[:100]}")


if __name__ == "__main__":
    main(sys.argv)
