#!/usr/bin/env python3
"""Every failing path of a routed design, from the SDF that `make synth`
writes (nextpnr's routed delays): nextpnr reports only the worst path.

    scripts/synth_paths.py build/synth/jolt.sdf [PERIOD_NS [N]] [-v] [-s]

Times every register-to-register path of the SDF (cell delays and routed
interconnect delays, clock network taken as ideal, as nextpnr does; paths
from unclocked inputs are left out, as nextpnr reports them apart), prints
the worst arrival, how many endpoints miss the period (default 6.667 ns,
150 MHz) and by how much in all (the total negative slack), and the N
worst (source register -> endpoint register) groups with how many
endpoints each holds. -v adds each group's worst path, step by step; -s
the failing endpoints counted by source and by endpoint register. Its
worst path is the one nextpnr reports.
"""
import collections
import re
import signal
import sys

CLOCK_PINS = {"CLK", "CLKA", "CLKB", "WCK"}
UNREACHED = -1e9


def parse(text):
    """The SDF as nested lists of tokens."""
    tokens = re.findall(r'\(|\)|"[^"]*"|[^\s()]+', text)
    stack, top = [], []
    cur = top
    for t in tokens:
        if t == "(":
            stack.append(cur)
            cur.append([])
            cur = cur[-1]
        elif t == ")":
            cur = stack.pop()
        else:
            cur.append(t)
    return top[0]


def worst(triple):
    """The max of an SDF (min:typ:max) value."""
    s = triple[0] if isinstance(triple, list) else triple
    return max(float(p) for p in str(s).split(":") if p)


def pin(path):
    k = path.rfind("/")
    return (path[:k], path[k + 1:])


def load(sdf):
    scale = 1.0  # ns per SDF unit
    edges = collections.defaultdict(list)  # pin -> [(from pin, ns)]
    setup = {}  # endpoint pin -> ns
    for node in sdf:
        if not isinstance(node, list):
            continue
        if node[0] == "TIMESCALE":
            m = re.match(r"([\d.]+)\s*(\w+)", "".join(node[1:]))
            scale = float(m.group(1)) * {"fs": 1e-6, "ps": 1e-3, "ns": 1.0}[m.group(2)]
        if node[0] != "CELL":
            continue
        inst = next((f[1] if len(f) > 1 else "" for f in node[1:] if f[0] == "INSTANCE"), "")
        for f in node[1:]:
            if f[0] == "DELAY":
                for block in f[1:]:
                    for e in block[1:]:
                        if e[0] == "IOPATH" and not isinstance(e[1], list):
                            edges[(inst, e[2])].append(((inst, e[1]), worst(e[3]) * scale))
                        elif e[0] == "INTERCONNECT":
                            edges[pin(e[2])].append((pin(e[1]), worst(e[3]) * scale))
            elif f[0] == "TIMINGCHECK":
                for c in f[1:]:
                    if c[0] in ("SETUPHOLD", "SETUP"):
                        p = c[1][-1] if isinstance(c[1], list) else c[1]
                        setup[(inst, p)] = max(setup.get((inst, p), 0.0), worst(c[3]) * scale)
    return edges, setup


def base(name):
    """A flip-flop or RAM's register name, without nextpnr's cell suffixes."""
    name = name.replace("\\", "")
    return re.sub(r"(_TRELLIS_FF|_LUT4|_CCU2C|\$CCU2|_TRELLIS_DPR|_DP16KD).*", "", name)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    period = float(args[1]) if len(args) > 1 else 6.667
    n = int(args[2]) if len(args) > 2 else 30
    edges, setup = load(parse(open(args[0]).read()))
    arr = {}  # pin -> (arrival ns, previous pin)
    visiting = set()

    def arrival(p):
        # iterative depth-first: the graph is deep (carry chains)
        todo = [p]
        while todo:
            q = todo[-1]
            if q in arr:
                todo.pop()
                continue
            if q[1] in CLOCK_PINS:
                arr[q] = (0.0, None)
                todo.pop()
                continue
            missing = [s for s, _ in edges.get(q, ()) if s not in arr]
            if missing and q not in visiting:
                visiting.add(q)
                todo.extend(missing)
                continue
            # (a pin met again while its inputs are timed closes a loop:
            # the inputs not timed yet are left out)
            best = (UNREACHED, None)
            for s, d in edges.get(q, ()):
                if s in arr and arr[s][0] + d > best[0]:
                    best = (arr[s][0] + d, s)
            arr[q] = best
            todo.pop()
        return arr[p][0]

    ends = sorted(((arrival(p) + su, p) for p, su in setup.items()), reverse=True)
    ends = [e for e in ends if e[0] > UNREACHED / 2]
    fail = [e for e in ends if e[0] > period]
    w = ends[0][0]
    tns = sum(a - period for a, _ in fail)
    print(f"endpoints {len(ends)}, worst {w:.2f} ns ({1000 / w:.1f} MHz), "
          f"missing {period:.3f} ns ({1000 / period:.0f} MHz): {len(fail)}, by {tns:.0f} ns in all")

    def trace(p):
        out = []
        while p is not None:
            out.append(p)
            p = arr[p][1]
        return out[::-1]

    count, first = collections.Counter(), {}
    for a, p in fail:
        path = trace(p)
        key = (base(path[0][0]), base(p[0]))
        count[key] += 1
        first.setdefault(key, (a, path))
    groups = sorted(first.items(), key=lambda kv: -kv[1][0])
    print(f"failing groups (source -> endpoint): {len(groups)}")
    for key, (a, _) in groups[:n]:
        print(f"{a:6.2f} {count[key]:5d}  {key[0]} -> {key[1]}")
    if "-s" in argv:
        by_src, by_end = collections.Counter(), collections.Counter()
        for key, c in count.items():
            by_src[key[0]] += c
            by_end[key[1]] += c
        for title, ctr in (("by source", by_src), ("by endpoint", by_end)):
            print(f"\n{title}:")
            for k, c in ctr.most_common(n):
                print(f"{c:6d}  {k}")
    if "-v" in argv:
        for key, (a, path) in groups[:n]:
            print(f"\n{a:.2f}  {key[0]} -> {key[1]}")
            for p in path:
                print(f"  {arr[p][0]:6.2f}  {p[0].replace(chr(92), '')} {p[1]}")


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet under `| head`
    main(sys.argv)
