"""pytest setup for the cocotb testbenches: sim/ (runner helpers) and
sw/python (the soft engine binding) on the import path."""
import pathlib
import sys

_HERE = pathlib.Path(__file__).resolve().parent
for p in (_HERE, _HERE.parent / "sw" / "python"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))
