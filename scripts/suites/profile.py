# Where a program spends its time, by function: gprof's flat profile of a
# binary built with -pg, and the source function each profiled symbol
# stands for (gfortran appends "_" to a procedure's name and calls the main
# program MAIN__; GCC's clones carry suffixes such as .constprop.0).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""gprof flat profiles and the source functions of their symbols."""

import re
import shutil
import subprocess

# "  %   cumulative   self              self     total"
# " 35.71      0.10     0.10      400     0.25     0.25  x_solve"
# (the calls columns are empty for functions without -pg call counts)
_ROW = re.compile(r"^\s*(?P<pct>[\d.]+)\s+(?P<cum>[\d.]+)\s+(?P<self>[\d.]+)"
                  r"(?:\s+(?P<calls>\d+)\s+[\d.]+\s+[\d.]+)?\s+(?P<name>\S.*?)\s*$")


class Entry:
    """One function of the flat profile: its symbol, the share and seconds
    of self time, the number of calls (None when not counted)."""

    def __init__(self, name, pct, self_s, calls):
        self.name, self.pct, self.self_s, self.calls = name, pct, self_s, calls

    def as_dict(self):
        return {"symbol": self.name, "pct": self.pct, "self_s": self.self_s,
                "calls": self.calls}


def available():
    """Whether gprof is installed."""
    return shutil.which("gprof") is not None


def flat(text):
    """The entries of `gprof -b -p` output, highest self time first."""
    out, started = [], False
    for line in text.splitlines():
        if not started:
            started = line.strip().startswith("time") and "seconds" in line
            continue
        m = _ROW.match(line)
        if not m:
            if out and not line.strip():
                break
            continue
        out.append(Entry(m.group("name"), float(m.group("pct")), float(m.group("self")),
                         int(m.group("calls")) if m.group("calls") else None))
    out.sort(key=lambda e: -e.self_s)
    return out


def run(binary, gmon):
    """The flat profile of BINARY's run that wrote GMON; raises
    RuntimeError with gprof's message when it fails."""
    r = subprocess.run(["gprof", "-b", "-p", binary, gmon], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("gprof %s failed: %s" % (binary, r.stderr.strip()[-300:]))
    return flat(r.stdout)


def source_name(symbol, lang, program=None):
    """The source function SYMBOL stands for: clone suffixes dropped; for
    Fortran the trailing underscore dropped, lower case, and MAIN__ the
    main PROGRAM's name."""
    name = symbol.split(".", 1)[0] if not symbol.startswith(".") else symbol
    if lang == "fortran":
        if name == "MAIN__":
            return program or name
        name = name.lower()
        if name.endswith("_") and not name.endswith("__"):
            name = name[:-1]
    return name
