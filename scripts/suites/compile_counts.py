# The compile cost of a build counted in instructions: the object compiles
# a make log shows, run again with the compiler proper (cc1, f951) under
# valgrind's cachegrind without its cache simulation.  Used by
# scripts/compile-counts.py.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Compile commands of a make log, and their instruction counts."""

import glob
import os
import re
import shlex
import subprocess

_ENTER = re.compile(r"^make(?:\[\d+\])?: Entering directory '(.+)'$")
_COMPILERS = ("gcc", "gfortran", "cc", "g++")
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def compile_commands(log_text):
    """(directory, argv) of each object compile a make log shows: a
    compiler command with -c, in the directory make last entered."""
    cwd, out = None, []
    for line in log_text.splitlines():
        m = _ENTER.match(line)
        if m:
            cwd = m.group(1)
            continue
        try:
            argv = shlex.split(line)
        except ValueError:
            continue
        if (argv and cwd and "-c" in argv
                and os.path.basename(argv[0]).split("-")[0] in _COMPILERS):
            out.append((cwd, argv))
    return out


def proper_argv(argv, keep_remarks=False):
    """ARGV compiling to assembly only, without -fopt-info remarks or, with
    KEEP_REMARKS, its remarks to /dev/null: what the driver would run,
    without the assembler."""
    out = []
    skip = False
    for a in argv:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            a = "-S"
        elif a.startswith("-fopt-info"):
            if not keep_remarks:
                continue
            if "=" in a:
                a = a.split("=", 1)[0] + "=/dev/null"
        out.append(a)
    return out + ["-o", "/dev/null"]


def count(cwd, argv, valgrind, keep_remarks):
    """Instructions the compiler proper runs for ARGV in CWD."""
    shown = subprocess.run(proper_argv(argv, keep_remarks) + ["-###"], cwd=cwd,
                           capture_output=True, text=True)
    proper = [l for l in shown.stderr.splitlines()
              if re.search(r"/(cc1|cc1plus|f951)\s", l + " ")]
    if not proper:
        raise RuntimeError("%s: no compiler proper in the -### output:\n%s"
                           % (" ".join(argv), shown.stderr))
    cmd = [valgrind, "--tool=cachegrind", "--cache-sim=no",
           "--cachegrind-out-file=/dev/null"] + shlex.split(proper[0])
    run = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    m = _REFS.search(run.stderr)
    if run.returncode != 0 or not m:
        raise RuntimeError("%s failed under valgrind (exit %d):\n%s"
                           % (" ".join(argv), run.returncode, run.stderr[-2000:]))
    return int(m.group(1).replace(",", ""))


def builds(root):
    """{(lang, class, bench): {config: build.log}} under a bench-npb.py
    build folder."""
    found = {}
    for log in glob.glob(os.path.join(root, "*", "*", "*", "*", "build.log")):
        parts = log.split(os.sep)
        lang, cls, bench, config = parts[-5:-1]
        found.setdefault((lang, cls, bench), {})[config] = log
    return found
