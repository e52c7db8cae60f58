"""The files of the tree generated from hw/ (the constants and layouts of
hw/src/main/scala/jolt/Wire.scala, the regif register map of Engine.scala):
sw/include/jolt/wire.h and regs.h, sw/lib/wire.c and docs/registers.md must
be what the RTL's definition generates now. `make rtl` writes them under
build/rtl/gen/, at their paths in the tree; `make interface` copies them in.
The software builds from the committed copies (no JDK needed), so this is
where a change to the source that was not carried into them is caught."""
import pathlib

import pytest

TOP = pathlib.Path(__file__).resolve().parents[3]
GEN = TOP / "build" / "rtl" / "gen"
SOURCES = [TOP / "hw" / "pom.xml", *sorted((TOP / "hw" / "src").rglob("*.scala"))]


def _marked() -> list[str]:
    """Files of the tree that say they are generated from hw/."""
    out = []
    for p in [*(TOP / "sw").rglob("*.[ch]"), *(TOP / "docs").glob("*.md")]:
        head = "\n".join(p.read_text(errors="replace").splitlines()[:8])
        if "GENERATED" in head and "hw/src/main/scala/jolt/" in head:
            out.append(str(p.relative_to(TOP)))
    return sorted(out)


def _generated() -> list[str]:
    return sorted(str(p.relative_to(GEN)) for p in GEN.rglob("*") if p.is_file())


def test_generated_files_are_fresh():
    """build/rtl/gen was written by the sources as they are (else the
    comparison below would compare against an older definition)."""
    assert _generated(), f"{GEN} is empty or missing: run `make rtl`"
    newest = max(SOURCES, key=lambda p: p.stat().st_mtime)
    oldest = min((GEN / p for p in _generated()), key=lambda p: p.stat().st_mtime)
    assert oldest.stat().st_mtime >= newest.stat().st_mtime, (
        f"{oldest.relative_to(TOP)} is older than {newest.relative_to(TOP)}: run `make rtl`")


def test_every_generated_file_is_in_the_tree():
    """The generator writes exactly the files of the tree marked generated."""
    assert _generated() == _marked(), "run `make interface` and commit (or remove a stale generated file)"


@pytest.mark.parametrize("path", _marked())
def test_committed_copy_is_what_the_rtl_generates(path):
    gen = GEN / path
    assert gen.exists(), f"{gen} missing: run `make rtl`"
    assert (TOP / path).read_text() == gen.read_text(), (
        f"{path} differs from what hw/ generates: change hw/src/main/scala/jolt/ (Wire.scala, "
        f"Engine.scala's regif), not the generated file; then `make interface` and commit it")
