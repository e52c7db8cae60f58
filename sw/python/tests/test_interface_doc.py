"""The tables of docs/engine-interface.md and docs/log-format.md state the
codes, counters, layouts, flags, limits and register offsets that the
headers generated from the RTL's definition hold (sw/include/jolt/wire.h and
regs.h, from hw/src/main/scala/jolt/Wire.scala and Engine.scala's regif,
read here through the binding's cffi declarations). The docs are written by
hand; this is where one that no longer says what the engine does is caught.
"""
from __future__ import annotations

import pathlib
import re

import pytest

import jolt

TOP = pathlib.Path(__file__).resolve().parents[3]
lib, ffi = jolt.lib, jolt.ffi


def section(doc: str, heading: str) -> str:
    """The text under the heading that starts with `heading` (e.g. "## 2."),
    up to the next heading of the same or a higher level."""
    text = (TOP / "docs" / doc).read_text()
    level = heading.split()[0]
    m = re.search(rf"^{re.escape(heading)}.*$", text, re.M)
    assert m, f"docs/{doc}: no section {heading!r}"
    end = re.search(rf"^#{{1,{len(level)}}} ", text[m.end():], re.M)
    return text[m.end():m.end() + end.start()] if end else text[m.end():]


def tables(text: str) -> list[list[list[str]]]:
    """Every Markdown table of text: rows of cells, the header row first."""
    out: list[list[list[str]]] = []
    rows: list[list[str]] = []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r"-+", c) for c in cells):
                rows.append(cells)
        elif rows:
            out.append(rows)
            rows = []
    return out


def field_name(cell: str) -> str:
    """A layout table's field cell, "block size, 4096" or "flags: bit 0 ...",
    as a C field name."""
    return re.split(r"[:,(`]", cell)[0].strip().replace(" ", "_")


def bits(cell: str) -> dict[str, int]:
    """The flags a cell names: "bit 0 `FIRST`: ...; bit 1 `COMMIT`" -> {FIRST: 0, ...}."""
    return {name: int(b) for b, name in re.findall(r"bit (\d+) `(\w+)`", cell)}


def check_layout(struct: str, table: list[list[str]]) -> None:
    """Rows (off, size, field, ...) are the struct's fields, in order."""
    header, rows = table[0], table[1:]
    assert header[:3] == ["off", "size", "field"], header
    want = [(f.offset, ffi.sizeof(f.type), re.sub(r"\d+$", "", name))
            for name, f in ffi.typeof(f"struct {struct}").fields]
    got = [(int(r[0]), int(r[1]), field_name(r[2])) for r in rows]
    assert got == want, f"struct {struct}: the doc's (offset, size, field) rows differ from wire.h"
    assert sum(int(r[1]) for r in rows) == ffi.sizeof(f"struct {struct}")


def test_descriptor_table() -> None:
    (t,) = tables(section("engine-interface.md", "## 1."))
    check_layout("jolt_desc", t)
    opcodes = dict(zip(t[0][3:], t[1][3:]))  # the opcode row, under ITEM | TX_END | PUSH
    assert t[1][2] == "opcode" and opcodes
    assert {n: int(v) for n, v in opcodes.items()} == {n: getattr(lib, f"JOLT_DESC_{n}") for n in opcodes}
    assert len(opcodes) == len(ffi.typeof("enum jolt_opcode").elements)


def test_completion_table() -> None:
    (t,) = tables(section("engine-interface.md", "## 2."))
    check_layout("jolt_cpl", t)
    kinds = dict(zip(t[0][3:], t[1][3:]))
    assert t[1][2] == "kind"
    assert {n: int(v) for n, v in kinds.items()} == {n: getattr(lib, f"JOLT_CPL_{n}") for n in kinds}
    assert len(kinds) == len(ffi.typeof("enum jolt_cpl_kind").elements)
    flags = [r for r in t if r[2] == "flags"][0]
    named = {n: b for cell in flags[3:] for n, b in bits(cell).items()}
    assert named == {k[len("JOLT_CPL_"):]: v.bit_length() - 1
                     for k, v in ffi.typeof("enum jolt_cpl_flags").relements.items()}


def test_error_codes() -> None:
    (t,) = tables(section("engine-interface.md", "## 5."))
    assert t[0][:2] == ["code", "name"]
    assert {int(r[0]): r[1] for r in t[1:]} == jolt.ERRORS


def test_counters() -> None:
    text = section("engine-interface.md", "## 4.")
    para = text[text.index("Counters, 64 bit"):].split("\n\n")[0]
    named = re.findall(r"(\d+) `(\w+)`", para)
    assert [int(i) for i, _ in named] == list(range(len(named)))
    assert [n for _, n in named] == jolt.COUNTERS


def test_register_summary() -> None:
    """Every row of the summary names registers at the offsets regs.h has,
    and the fields it names at the bits regs.h has."""
    text = section("engine-interface.md", "## 4.")
    t = [t for t in tables(text) if t[0][:2] == ["off", "name"]][0]
    regs = jolt.REGS
    seen = set()
    for off, name, *rest in t[1:]:
        m = re.fullmatch(r"(0x[0-9a-f]+) \+ (\d+) (\w)", off)
        if m and name == "counters (lo/hi)":  # 0x100 + 8 i
            assert (int(m[1], 16), int(m[2])) == (lib.JOLT_REG_CTR_BASE, lib.JOLT_REG_CTR_STRIDE)
            for i, c in enumerate(jolt.COUNTERS):
                assert regs[f"CTR_{c.upper()}_LO"] == lib.JOLT_REG_CTR_BASE + lib.JOLT_REG_CTR_STRIDE * i
                seen |= {f"CTR_{c.upper()}_LO", f"CTR_{c.upper()}_HI"}
        elif m:  # 0x0a0 + 16 w: WIN w BASE lo/hi, LIMIT lo/hi
            base, step, var = int(m[1], 16), int(m[2]), m[3]
            parts = re.fullmatch(rf"(\w+) {var} (\w+) lo/hi, (\w+) lo/hi", name)
            assert parts, name
            w = 0
            while f"{parts[1]}{w}_{parts[2]}_LO" in regs:
                for k, field in enumerate((parts[2], parts[3])):
                    lo = f"{parts[1]}{w}_{field}_LO"
                    assert regs[lo] == base + step * w + 8 * k and regs[lo[:-3] + "_HI"] == regs[lo] + 4, lo
                    seen |= {lo, lo[:-3] + "_HI"}
                w += 1
            assert w > 0, name
        else:
            offs = [int(x, 16) for x in off.split(" / ")]
            names = [name] if len(offs) == 1 else [name.split()[0] + "_LO", name.split()[0] + "_HI"]
            assert [regs[n] for n in names] == offs, f"{name} at {off}"
            seen |= set(names)
            for field, bit in bits(" ".join(rest)).items():
                assert getattr(lib, f"JOLT_{name}_{field}_SHIFT") == bit, f"{name}.{field}"
    assert seen == set(regs), f"registers the summary does not name: {sorted(set(regs) - seen)}"
    ident = [r for r in t if r[1] == "ID"][0]
    assert f"`{lib.JOLT_ENGINE_ID:#x}`" in ident[3]
    assert f"({lib.JOLT_INTERFACE_VERSION})" in [r for r in t if r[1] == "VERSION"][0][3]


def test_item_classes() -> None:
    t = [t for t in tables(section("log-format.md", "## 1.")) if t[0][0] == "class"][0]
    classes = {r[0].split()[1].upper(): int(r[0].split()[0]) for r in t[1:]}
    assert classes == {k[len("JOLT_CLASS_"):]: v for k, v in ffi.typeof("enum jolt_item_class").relements.items()}
    control = [r for r in t if r[0].endswith("control")][0]
    assert f"`{lib.JOLT_ITEM_COMMIT:#x}` = commit" in control[2]
    for r in t[1:]:
        lo, hi = (int(x, 16) for x in re.findall(r"0x[0-9a-f]+", r[1]))
        c = int(r[0].split()[0])
        assert lo >> lib.JOLT_ITEM_CLASS_SHIFT == hi >> lib.JOLT_ITEM_CLASS_SHIFT == c, r


def test_record_header() -> None:
    (t,) = tables(section("log-format.md", "### 3.1"))
    check_layout("jolt_record_header", t)
    row = {r[2]: r[3] for r in t[1:]}
    assert bits(row["flags"]) == {k[len("JOLT_REC_"):]: v.bit_length() - 1
                                  for k, v in ffi.typeof("enum jolt_record_flags").relements.items()
                                  if k != "JOLT_REC_FLAGS_ALL"}
    assert row["version"] == str(lib.JOLT_LOG_VERSION)
    assert bytes.fromhex(row["magic"].split("`")[1]) == lib.JOLT_RECORD_MAGIC.to_bytes(4, "little")


def test_op_header_and_commit() -> None:
    op, commit = tables(section("log-format.md", "### 3.2"))
    check_layout("jolt_op_header", op)
    check_layout("jolt_commit_payload", commit)
    row = {field_name(r[2]): r[2] for r in op[1:]}
    assert bits(row["flags"]) == {k[len("JOLT_OP_"):]: v.bit_length() - 1
                                  for k, v in ffi.typeof("enum jolt_op_flags").relements.items()
                                  if k != "JOLT_OP_FLAGS_ALL"}
    assert f"{lib.JOLT_ITEM_COMMIT:#x} commit" in row["type"]


def test_superblock() -> None:
    (t,) = tables(section("log-format.md", "## 4."))
    check_layout("jolt_log_super", t)


@pytest.mark.parametrize("limit,lo,hi", [
    ("record_size", "RECORD_SIZE_MIN", "RECORD_SIZE_MAX"),
    ("capacity", "CAPACITY_MIN", "CAPACITY_MAX"),
    ("index_slots", "INDEX_SLOTS_MIN", "INDEX_SLOTS_MAX"),
])
def test_limits(limit: str, lo: str, hi: str) -> None:
    (t,) = tables(section("log-format.md", "## 6."))
    row = {r[0].strip("`"): r[1] for r in t[1:]}
    m = re.search(r"(\d+) \.\. (\d+)", row[limit])
    assert m and (int(m[1]), int(m[2])) == (getattr(lib, f"JOLT_{lo}"), getattr(lib, f"JOLT_{hi}")), row[limit]


def test_max_payload() -> None:
    (t,) = tables(section("log-format.md", "## 6."))
    row = {r[0].strip("`"): r[1] for r in t[1:]}
    assert f"({lib.JOLT_MAX_PAYLOAD})" in row["max_payload"]
