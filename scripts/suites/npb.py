# The NAS Parallel Benchmarks 3.3, serial, in C (SNU NPB) and Fortran
# (NASA): a private copy of the parts one benchmark needs (the sources
# are never written: NPB's build generates npbparams.h with sys/setparams
# for each class), a config/make.def per configuration (plain, hyperlane,
# hyperlane with a layout file, -pg), the build timed, and a run's
# verdict ("Verification = SUCCESSFUL") and reported time.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""NPB 3.3 serial: copying, make.def, building and run output."""

import glob
import os
import re
import shutil
import stat

from . import remarks, timing

# language -> (folder under the NPB directory, default benchmarks, all)
TREES = {
    "c": ("NPB3.3-SER-C", ["BT", "CG", "EP", "FT", "IS", "LU", "MG", "SP"],
          ["BT", "CG", "EP", "FT", "IS", "LU", "MG", "SP", "UA"]),
    "fortran": ("NPB3.3-SER", ["BT", "CG", "EP", "FT", "LU", "MG", "SP"],
                ["BT", "CG", "EP", "FT", "LU", "MG", "SP", "UA"]),
}
CLASSES = "SWABC"
REMARKS_SUFFIX = ".remarks"  # each object's remarks: x_solve.o.remarks


class NpbError(RuntimeError):
    """The NPB directory is not as expected, or a build failed; the message
    names the benchmark and the log to read."""


def tree(npb, lang):
    """The source tree of LANG under NPB, checked for the parts a build
    needs."""
    d = os.path.join(npb, TREES[lang][0])
    for part in ("config", "sys", "common"):
        if not os.path.isdir(os.path.join(d, part)):
            raise NpbError("%s has no %s/: not an NPB 3.3 serial tree (expected %s under %s)"
                           % (d, part, TREES[lang][0], npb))
    return d


def benchmarks(src, wanted):
    """WANTED's benchmarks that SRC has, and those it lacks."""
    have = [b for b in wanted if os.path.isfile(os.path.join(src, b, "Makefile"))]
    return have, [b for b in wanted if b not in have]


def copy(src, dest, bench):
    """A writable copy of SRC's config, sys, common and BENCH folders at
    DEST, without objects, binaries or generated headers (the shipped
    sys/setparams may be for another machine), plus the bin/ folder the
    link writes to.  File times are new, so make rebuilds everything."""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(os.path.join(dest, "bin"))
    for part in ("config", "sys", "common", bench):
        shutil.copytree(os.path.join(src, part), os.path.join(dest, part),
                        copy_function=shutil.copyfile)
    for root, dirs, files in os.walk(dest):
        os.chmod(root, os.stat(root).st_mode | stat.S_IWUSR | stat.S_IXUSR)
        for f in files:
            p = os.path.join(root, f)
            if f.endswith((".o", ".x")) or f in ("npbparams.h", "setparams", "setparams.h",
                                                  "make.def", "timer.flag"):
                os.remove(p)
            else:
                os.chmod(p, os.stat(p).st_mode | stat.S_IWUSR)
    for script in ("print_header", "print_instructions"):
        p = os.path.join(dest, "sys", script)
        if os.path.exists(p):
            os.chmod(p, os.stat(p).st_mode | stat.S_IXUSR)


class Config:
    """One way of building: plain, plugin, plugin+layout or profile (plain
    with -pg).  FLAGS are the common optimisation flags; HL the plugin's
    options (remarks are written per object next to it)."""

    def __init__(self, name, flags, hl=(), layout=None, pg=False):
        self.name, self.flags, self.hl = name, list(flags), list(hl)
        self.layout, self.pg = layout, pg

    @property
    def plugin(self):
        return bool(self.hl)

    def make_def(self, lang, cc, fc):
        """config/make.def.  Every value is on its own line, each under
        setparams' 400-character limit; $@ names the object being built,
        so that each one's remarks have a file of their own (GCC rewrites
        an -fopt-info file at every compilation)."""
        pg = ["-pg"] if self.pg else []
        # Every timed build writes remarks, so that the compile ratio
        # compares like with like (the remarks alone cost GCC about 14%
        # of SP's compile time).
        hl = [] if self.pg else ["-fopt-info-vec-optimized-missed=$@" + REMARKS_SUFFIX]
        if self.hl:
            hl = ["$(HL_PLUGIN)", "$(HL_ARGS)", "$(HL_LAYOUT)"] + hl
        lines = ["# Written by scripts/suites/npb.py: configuration %s" % self.name,
                 "HL_PLUGIN = %s" % (self.hl[0] if self.hl else ""),
                 "HL_ARGS = %s" % " ".join(self.hl[1:]),
                 "HL_LAYOUT = %s" % (" ".join(["-fplugin-arg-hyperlane-layout-file=" + self.layout,
                                               "-fplugin-arg-hyperlane-layout-trust"])
                                     if self.layout else ""),
                 "OPT = %s" % " ".join(self.flags + pg),
                 "CC = %s" % cc, "CLINK = $(CC)", "UCC = %s" % cc,
                 "C_LIB = -lm", "C_INC = -I../common",
                 "BINDIR = ../bin", "RAND = randdp", "WTIME = wtime.c"]
        # With -flto, lto1 vectorizes at the link: the plugin goes there.
        link = " ".join(["$(OPT)"] + (hl if "-flto" in self.flags else []))
        if lang == "c":
            lines += ["CFLAGS = $(OPT) " + " ".join(hl), "CLINKFLAGS = " + link]
        else:
            lines += ["F77 = %s" % fc, "FLINK = $(F77)", "F_LIB =", "F_INC =",
                      "FFLAGS = $(OPT) " + " ".join(hl), "FLINKFLAGS = " + link,
                      "CFLAGS = $(OPT)", "CLINKFLAGS = $(OPT)"]
        return "\n".join(lines) + "\n"


class Build:
    """One benchmark of one language and class in one configuration, in
    its own copy at ROOT (ROOT/BENCH/... ; the binary in ROOT/bin)."""

    def __init__(self, lang, bench, cls, config, root):
        self.lang, self.bench, self.cls, self.config = lang, bench, cls, config
        self.root = root
        self.binary = os.path.join(root, "bin", "%s.%s.x" % (bench.lower(), cls))
        self.log = os.path.join(root, "build.log")
        self.wall = self.cpu = None
        self.error = None

    @property
    def name(self):
        return "%s %s.%s %s" % (self.lang, self.bench, self.cls, self.config.name)

    def run(self, src, cc, fc):
        """Copy, configure and build; the make of the benchmark alone is
        timed (sys/setparams is built before).  Sets error on failure."""
        copy(src, self.root, self.bench)
        with open(os.path.join(self.root, "config", "make.def"), "w") as f:
            f.write(self.config.make_def(self.lang, cc, fc))
        if os.path.exists(self.log):
            os.remove(self.log)
        rc, _, _ = timing.run_rusage(["make", "-C", os.path.join(self.root, "sys"), "all"],
                                     output=self.log)
        if rc != 0:
            self.error = "%s: building sys/setparams failed (exit %d); see %s" % (
                self.name, rc, self.log)
            return self
        rc, self.wall, self.cpu = timing.run_rusage(
            ["make", "-C", os.path.join(self.root, self.bench), "CLASS=" + self.cls],
            output=self.log)
        if rc != 0 or not os.path.isfile(self.binary):
            self.error = "%s: build failed (make exit %d); see %s\n%s" % (
                self.name, rc, self.log, tail(self.log))
        return self

    def remark_text(self):
        """All remarks of the build's objects, concatenated."""
        out = []
        for p in sorted(glob.glob(os.path.join(self.root, "**", "*" + REMARKS_SUFFIX),
                                  recursive=True)):
            with open(p, errors="replace") as f:
                out.append(f.read())
        return "\n".join(out)

    def source_dirs(self):
        return [os.path.join(self.root, self.bench), os.path.join(self.root, "common")]

    def remarks(self):
        """(hyperlane's taken loops, its missed remarks, GCC's vectorized
        loops) of this build's objects."""
        text = self.remark_text()
        return (remarks.parse_taken(text), remarks.parse_missed(text),
                remarks.parse_gcc_taken(text))


def tail(path, n=15):
    """The last N lines of a log file, indented, for an error message."""
    try:
        with open(path, errors="replace") as f:
            lines = f.read().splitlines()[-n:]
    except OSError:
        return ""
    return "\n".join("    " + l for l in lines)


_VERIFY = re.compile(r"^\s*Verification\s*=\s*(\w+)", re.M)
_TIME = re.compile(r"^\s*Time in seconds\s*=\s*([\d.eE+-]+)", re.M)


def verification(stdout):
    """"SUCCESSFUL", "UNSUCCESSFUL" (NPB's words) or None when the run
    printed no verdict."""
    m = _VERIFY.search(stdout)
    return m.group(1).upper() if m else None


def reported_time(stdout):
    """NPB's own "Time in seconds" (wall time of the timed section)."""
    m = _TIME.search(stdout)
    return float(m.group(1)) if m else None
