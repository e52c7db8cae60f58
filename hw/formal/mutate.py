#!/usr/bin/env python3
"""Writes a deliberately broken copy of a generated RTL file, for the proofs
to fail on (hw/formal/run.py): each variant replaces lines of the generated
Verilog, each of which must occur exactly once (else the variant no longer
means what it says and this script stops with an error).

  mutate.py VARIANT IN.v OUT.v
"""
import sys

VARIANTS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    # the whiteout of the item directly ahead is not forwarded: an intent
    # followed at once by its done keeps the done
    "broken_white": ("KeyTable.v", [
        ("assign whiteout = (((white_prevD && hist_0_occ) || white_histD) || white_olderD);",
         "assign whiteout = ((1'b0 || white_histD) || white_olderD);"),
        ("assign append = (! (((white_prevD && hist_0_occ) || histIdleD) || white_olderD));",
         "assign append = (! ((1'b0 || histIdleD) || white_olderD));"),
    ]),
    # a relog of the item directly ahead is not forwarded: back-to-back
    # copies of a key both stay live
    "broken_relog": ("KeyTable.v", [
        ("assign relog = (((same_prevD && hist_0_occ) || same_histD) || same_olderD);",
         "assign relog = ((1'b0 || same_histD) || same_olderD);"),
        ("assign kill = (((killed_prevD && hist_0_occ) || killed_histD) || killed_olderD);",
         "assign kill = (((white_prevD && hist_0_occ) || killed_histD) || killed_olderD);"),
    ]),
    # the engine takes an AXI4-Lite read while the last one's R is owed
    "broken_lite_read": ("JoltEngine.v", [
        ("assign io_ctrl_ar_ready = (! liteRead_busy);", "assign io_ctrl_ar_ready = 1'b1;"),
    ]),
    # RegWrite as it first was: it never sets busy, so it takes writes back
    # to back and answers them with one B
    "broken_lite_write": ("JoltEngine.v", [
        ("        regs_liteWrite_busy <= 1'b1;", "        regs_liteWrite_busy <= 1'b0;"),
    ]),
}


def mutate(variant: str, text: str) -> str:
    for old, new in VARIANTS[variant][1]:
        n = text.count(old)
        if n != 1:
            raise SystemExit(f"mutate.py {variant}: expected one line {old!r} in the generated RTL, found {n}")
        text = text.replace(old, new)
    return text


def main() -> None:
    if len(sys.argv) != 4 or sys.argv[1] not in VARIANTS:
        raise SystemExit(f"usage: mutate.py {{{','.join(VARIANTS)}}} IN.v OUT.v")
    with open(sys.argv[2]) as f:
        text = f.read()
    with open(sys.argv[3], "w") as f:
        f.write(mutate(sys.argv[1], text))


if __name__ == "__main__":
    main()
