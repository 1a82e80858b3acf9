# Where a program spends its time, by function: perf's samples of a run
# of the binary itself (where the kernel lets perf sample), else gprof's
# flat profile of a binary built with -pg (a run of class W is a few
# hundred of its 10 ms samples at most: perf's 4000 per second resolve the
# smaller functions); and the source function each profiled symbol stands
# for (gfortran appends "_" to a procedure's name and calls the main
# program MAIN__; GCC's clones carry suffixes such as .constprop.0).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""perf and gprof flat profiles and the source functions of their symbols."""

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


PERF_HZ = 4000
# "    29.06%           283  [.] vranlc_      -      -"
_PERF_ROW = re.compile(r"^\s*(?P<pct>[\d.]+)%\s+(?P<n>\d+)\s+\[(?P<where>.)\]\s+(?P<name>\S+)")


def available():
    """Whether gprof is installed."""
    return shutil.which("gprof") is not None


def perf_works():
    """Whether perf is installed and may sample here (`perf stat true`)."""
    if shutil.which("perf") is None:
        return False
    r = subprocess.run(["perf", "stat", "true"], capture_output=True, text=True)
    return r.returncode == 0


def perf_flat(text):
    """The user-space entries of `perf report -n --sort symbol`, most
    samples first; self_s is samples / PERF_HZ."""
    out = []
    for line in text.splitlines():
        m = _PERF_ROW.match(line)
        if m and m.group("where") == ".":
            n = int(m.group("n"))
            out.append(Entry(m.group("name"), float(m.group("pct")), n / PERF_HZ, None))
    out.sort(key=lambda e: -e.self_s)
    return out


def perf_run(argv, data, cwd=None, timeout=None):
    """Run ARGV under `perf record` (cpu-clock at PERF_HZ), DATA the
    samples file; returns (the program's stdout, the flat profile).
    Raises RuntimeError when perf or the program fails."""
    rec = subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", str(PERF_HZ),
                          "-o", data, "--"] + argv, cwd=cwd, capture_output=True, text=True,
                         timeout=timeout)
    if rec.returncode != 0:
        raise RuntimeError("perf record %s failed (exit %d): %s"
                           % (argv[0], rec.returncode, rec.stderr.strip()[-300:]))
    rep = subprocess.run(["perf", "report", "-q", "-n", "-i", data, "--sort", "symbol",
                          "--stdio"], capture_output=True, text=True)
    if rep.returncode != 0:
        raise RuntimeError("perf report %s failed: %s" % (data, rep.stderr.strip()[-300:]))
    return rec.stdout, perf_flat(rep.stdout)


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
