"""The results page's shared splice helper (scripts/results_page.py): a section
replaced in place, a missing one added, a malformed page refused."""
from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import results_page as rp  # noqa: E402

PAGE = """# results

## Filesystem

prose above

<!-- fs-bench begin -->
old table
Instructions per operation: old counts
<!-- fs-bench end -->

prose below

## Mount

<!-- mount-bench begin -->
old mount
<!-- mount-bench end -->

## Test suite

## History
"""


def test_splice_replaces_only_the_section() -> None:
    out = rp.splice(PAGE, "fs-bench", "new table")
    assert "<!-- fs-bench begin -->\nnew table\n<!-- fs-bench end -->\n" in out
    assert "old table" not in out and "old counts" not in out
    # everything outside the markers is as it was
    assert out.replace("new table\n", "") == \
        PAGE.replace("old table\nInstructions per operation: old counts\n", "")
    assert rp.splice(out, "fs-bench", "new table\n") == out


def test_splice_from_a_line_keeps_what_is_above_it() -> None:
    out = rp.splice(PAGE, "fs-bench", "Instructions per operation: new\n",
                    start_at="Instructions per operation")
    assert "old table\nInstructions per operation: new\n<!-- fs-bench end -->" in out
    # no such line: the text goes at the end of the section
    out = rp.splice(PAGE, "mount-bench", "more\n", start_at="Nothing like it")
    assert "old mount\nmore\n<!-- mount-bench end -->" in out


def test_missing_section_is_added_under_its_heading() -> None:
    out = rp.splice(PAGE, "test-suite", "42 passed", heading="## Test suite")
    assert "## Test suite\n\n<!-- test-suite begin -->\n42 passed\n<!-- test-suite end -->\n\n" \
        "## History\n" in out
    assert rp.sections(out).keys() == {"fs-bench", "mount-bench", "test-suite"}
    # then spliced in place like any other
    assert rp.splice(out, "test-suite", "43 passed").count("passed") == 1


def test_missing_section_and_heading_are_added_at_the_end() -> None:
    out = rp.splice(PAGE, "send-bench", "sends\n", heading="## Send")
    assert out.endswith("## History\n\n## Send\n\n<!-- send-bench begin -->\nsends\n"
                        "<!-- send-bench end -->\n")
    out = rp.splice(PAGE, "send-bench", "sends\n")
    assert out.endswith("## History\n\n<!-- send-bench begin -->\nsends\n<!-- send-bench end -->\n")


@pytest.mark.parametrize("broken, says", [
    (PAGE.replace("<!-- fs-bench end -->\n", ""), "inside section 'fs-bench'"),
    (PAGE.replace("<!-- mount-bench end -->\n", ""), "<!-- mount-bench begin --> has no"),
    (PAGE.replace("<!-- fs-bench begin -->\n", ""), "<!-- fs-bench end --> without its"),
    (PAGE + "<!-- fs-bench begin -->\n<!-- fs-bench end -->\n", "a second <!-- fs-bench begin"),
    (PAGE.replace("old mount\n", "old mount\n<!-- fs-bench end -->\n"),
     "section 'mount-bench' is open"),
])
def test_unbalanced_markers_are_refused(broken: str, says: str) -> None:
    # refused whichever section is asked for, the broken one or another
    for name in ("fs-bench", "mount-bench", "test-suite"):
        with pytest.raises(rp.MalformedPage, match="line [0-9]+: |has no") as e:
            rp.splice(broken, name, "x")
        assert says in str(e.value)


def test_update_writes_the_file_and_refuses_a_malformed_one(tmp_path: pathlib.Path) -> None:
    page = tmp_path / "results.md"
    page.write_text(PAGE)
    rp.update("mount-bench", "new mount", page=page)
    assert "<!-- mount-bench begin -->\nnew mount\n<!-- mount-bench end -->" in page.read_text()
    broken = PAGE.replace("<!-- fs-bench end -->\n", "")
    page.write_text(broken)
    with pytest.raises(SystemExit, match=r"results\.md: .*fs-bench.*nothing written"):
        rp.update("mount-bench", "new mount", page=page)
    assert page.read_text() == broken


def test_provenance(tmp_path: pathlib.Path) -> None:
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC\n\n"
                    "processor\t: 1\nmodel name\t: AMD EPYC\n")
    assert rp.cpu_model(info) == "AMD EPYC"
    assert rp.cpu_model(tmp_path / "none") == "unknown CPU"
    line = rp.provenance("scripts/x.py --update-results ", commit="abc1234", cpu="AMD EPYC",
                         date="2026-11-30", extra="load average 0.5.")
    assert line == ("Command: `scripts/x.py --update-results`, commit abc1234, AMD EPYC, "
                    "2026-11-30; load average 0.5.")
    # this tree's commit and this machine's CPU by default
    now = rp.provenance("cmd")
    assert rp.git("rev-parse", "--short", "HEAD") in now and rp.cpu_model() in now


def test_markers_with_white_space_around_them_are_markers() -> None:
    page = PAGE.replace("<!-- mount-bench end -->", "  <!-- mount-bench end --> ")
    out = rp.splice(page, "mount-bench", "new mount\n")
    assert "<!-- mount-bench begin -->\nnew mount\n  <!-- mount-bench end --> \n" in out
    # a marker inside a line of prose is not one
    assert "prose" not in rp.sections(PAGE + "see `<!-- prose begin -->` here\n")
