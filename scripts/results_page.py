"""The generated sections of docs/results.md, shared by the benchmark scripts
(fs_bench.py, mount_bench.py, seeds_bench.py, send_bench.py).

A generated section is the text between two marker lines,

    <!-- NAME begin -->
    ...
    <!-- NAME end -->

which the script that measures it rewrites with --update-results; the rest
of the page is written by hand and left as it is. `update()` replaces one
section's text (or, with `start_at`, only its part from the first line that
starts with that text), and adds the section where it is missing: at the end
of the part of the page under `heading`, or at the end of the page (under
`heading`, when given, as a new heading). A page whose markers do not pair
up (a name begun twice, begun and not ended, ended before it begins, or two
sections overlapping) is refused whole, naming the marker, before anything
is written. `provenance()` is the line every generated section starts
with: the command, the commit, the CPU model and the date."""
from __future__ import annotations

import datetime
import pathlib
import re
import subprocess

TOP = pathlib.Path(__file__).resolve().parents[1]
PAGE = TOP / "docs" / "results.md"
MARKER = re.compile(r"^[ \t]*<!-- (\S+) (begin|end) -->[ \t]*$", re.M)


class MalformedPage(ValueError):
    """The page's markers do not pair up; the message names the marker."""


def begin(name: str) -> str:
    return f"<!-- {name} begin -->"


def end(name: str) -> str:
    return f"<!-- {name} end -->"


def sections(text: str) -> dict[str, tuple[int, int]]:
    """Every generated section of a page: name -> (offset of its text, just
    after its begin marker's line; offset of its end marker's line). Raises
    MalformedPage unless every name is begun once and ended once after it,
    with no other marker between."""
    found: dict[str, tuple[int, int]] = {}
    open_name, open_at = None, 0
    for m in MARKER.finditer(text):
        name, kind = m.group(1), m.group(2)
        line = text.count("\n", 0, m.start()) + 1
        if kind == "begin":
            if open_name is not None:
                raise MalformedPage(f"line {line}: {begin(name)} inside section {open_name!r}, "
                                    f"which has no {end(open_name)} before it")
            if name in found:
                raise MalformedPage(f"line {line}: a second {begin(name)}")
            open_name, open_at = name, min(m.end() + 1, len(text))
        else:
            if open_name != name:
                raise MalformedPage(f"line {line}: {end(name)} without its {begin(name)} "
                                    "before it" + (f" (section {open_name!r} is open)"
                                                   if open_name else ""))
            found[name] = (open_at, m.start())   # the match starts at its line's start
            open_name = None
    if open_name is not None:
        raise MalformedPage(f"{begin(open_name)} has no {end(open_name)} after it")
    return found


def splice(text: str, name: str, body: str, *, start_at: str | None = None,
           heading: str | None = None) -> str:
    """The page `text` with section `name`'s text replaced by `body`.

    With `start_at`, only the section's text from its first line starting
    with `start_at` is replaced (the whole text when no line does). A missing
    section is added with `body`: at the end of the part of the page under the
    line `heading` (up to the next heading of the same or a higher level), or,
    without that line on the page, at the end of the page, under `heading` as
    a new line when it is given."""
    secs = sections(text)
    if body and not body.endswith("\n"):
        body += "\n"
    if name in secs:
        inner, e = secs[name]
        if start_at is not None:
            m = re.compile("^" + re.escape(start_at), re.M).search(text, inner, e)
            inner = m.start() if m else e
        return text[:inner] + body + text[e:]
    block = f"{begin(name)}\n{body}{end(name)}\n"
    if heading is not None:
        m = re.compile("^" + re.escape(heading) + "[ \t]*$", re.M).search(text)
        if m:
            level = len(heading) - len(heading.lstrip("#"))
            nxt = re.compile(r"^#{1,%d} " % level, re.M).search(text, m.end()) if level else None
            at = nxt.start() if nxt else len(text)
            head = text[:at].rstrip("\n")
            return head + "\n\n" + block + ("\n" + text[at:] if at < len(text) else "")
        block = f"{heading}\n\n{block}"
    return text.rstrip("\n") + "\n\n" + block


def update(name: str, body: str, *, start_at: str | None = None, heading: str | None = None,
           page: pathlib.Path = PAGE) -> None:
    """Rewrite section `name` of the page file (see `splice`); a malformed page
    stops the script with the reason, and the file is left as it was."""
    try:
        text = splice(page.read_text(), name, body, start_at=start_at, heading=heading)
    except MalformedPage as e:
        raise SystemExit(f"{page}: {e}; nothing written") from None
    page.write_text(text)
    print(f"updated {page.name}, section {name}")


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(TOP), *args], capture_output=True,
                          text=True).stdout.strip()


def head_commit(paths: tuple[str, ...] = ("sw", "hw")) -> str:
    """`git rev-parse --short HEAD`, with a note when `paths` have changes not
    committed (the figures are then of a tree no commit holds)."""
    head = git("rev-parse", "--short", "HEAD") or "?"
    if paths and git("status", "--porcelain", "--", *paths):
        head += f" (with uncommitted changes in {', '.join(p + '/' for p in paths)})"
    return head


def cpu_model(cpuinfo: pathlib.Path = pathlib.Path("/proc/cpuinfo")) -> str:
    """The CPU's model name as /proc/cpuinfo gives it (lscpu's "Model name")."""
    try:
        for line in cpuinfo.read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and value.strip():
                return value.strip()
    except OSError:
        pass
    return "unknown CPU"


def provenance(command: str, *, extra: str = "", commit: str | None = None,
               cpu: str | None = None, date: str | None = None) -> str:
    """`Command: `CMD`, commit C, CPU, DATE[; EXTRA].`: the first line of a
    generated section. commit, cpu and date default to this tree's and this
    machine's now; a script that renders a former run's saved results passes
    that run's."""
    date = date or datetime.date.today().isoformat()
    line = (f"Command: `{command.strip()}`, commit {commit or head_commit()}, "
            f"{cpu or cpu_model()}, {date}")
    return line + (f"; {extra.rstrip('.')}" if extra else "") + "."
