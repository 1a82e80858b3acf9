# The compiler side of the suite benchmarks: whether this CPU can run the
# code of a -march, and compiling and linking on a few threads while
# keeping every command line, because a benchmark report is only worth
# what its flags are.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Compiling for the suite benchmarks: -march support and logged commands."""

import concurrent.futures
import os
import shlex
import shutil
import subprocess
import sys

# GCC's predefined ISA macros and the /proc/cpuinfo flag each needs.  Asking
# the compiler which macros a -march defines covers every -march name
# (haswell, x86-64-v4, native, ...) without a table of CPUs; macros not
# listed here (crypto, TSX, ...) cannot matter for TSVC-like float loops.
_ISA_MACROS = {
    "__SSE3__": "pni", "__SSSE3__": "ssse3", "__SSE4_1__": "sse4_1",
    "__SSE4_2__": "sse4_2", "__POPCNT__": "popcnt", "__AVX__": "avx",
    "__AVX2__": "avx2", "__FMA__": "fma", "__F16C__": "f16c",
    "__BMI__": "bmi1", "__BMI2__": "bmi2", "__LZCNT__": "abm",
    "__MOVBE__": "movbe",
    "__AVX512F__": "avx512f", "__AVX512CD__": "avx512cd",
    "__AVX512BW__": "avx512bw", "__AVX512DQ__": "avx512dq",
    "__AVX512VL__": "avx512vl", "__AVX512VBMI__": "avx512vbmi",
    "__AVX512IFMA__": "avx512ifma", "__AVX512VBMI2__": "avx512_vbmi2",
    "__AVX512VNNI__": "avx512_vnni", "__AVX512BITALG__": "avx512_bitalg",
    "__AVX512VPOPCNTDQ__": "avx512_vpopcntdq", "__AVX512BF16__": "avx512_bf16",
    "__AVX512FP16__": "avx512_fp16", "__GFNI__": "gfni",
}


def log(msg):
    """Progress goes to stderr so that stdout holds only the report."""
    print(msg, file=sys.stderr, flush=True)


def cpu_flags():
    """The feature flags of /proc/cpuinfo, or None where it cannot be read
    (then every -march is tried and a crash shows as a failed run)."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return None


def march_missing(cc, march, flags=None):
    """The CPU features -march=MARCH code may use that this CPU lacks: an
    empty list when its code runs here, else the flags to name in the note.
    Raises RuntimeError when the compiler rejects the -march."""
    have = cpu_flags() if flags is None else flags
    r = subprocess.run([cc, "-march=%s" % march, "-dM", "-E", "-x", "c", "-"],
                       input="", capture_output=True, text=True)
    if r.returncode != 0:
        errs = [l for l in r.stderr.splitlines() if "error" in l] or r.stderr.splitlines()
        raise RuntimeError("%s rejects -march=%s: %s"
                           % (cc, march, errs[0].strip() if errs else "exit %d" % r.returncode))
    if have is None:
        return []
    need = set()
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1] in _ISA_MACROS:
            need.add(_ISA_MACROS[parts[1]])
    return sorted(need - have)


def resolved_march(cc, march):
    """The CPU name GCC gives -march=MARCH (native: this CPU's), or MARCH
    when the compiler does not say."""
    r = subprocess.run([cc, "-march=%s" % march, "-Q", "--help=target"],
                       capture_output=True, text=True)
    for line in r.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "-march=":
            return parts[1]
    return march


def cpu_model():
    """The "model name" of /proc/cpuinfo, or None."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def tool_version(tool):
    """First line of TOOL --version, for the report's header."""
    try:
        out = subprocess.run([tool, "--version"], capture_output=True,
                             text=True).stdout
        return out.splitlines()[0].strip() if out else "?"
    except OSError:
        return None


def show(argv):
    """A command line as a shell would take it, for logs and the report."""
    return " ".join(shlex.quote(a) for a in argv)


class Step:
    """One command (a compile or a link) and what became of it."""

    def __init__(self, name, argv, cwd=None, env=None):
        self.name, self.argv, self.cwd, self.env = name, argv, cwd, env
        self.returncode, self.output = None, ""

    @property
    def ok(self):
        return self.returncode == 0

    def run(self):
        r = subprocess.run(self.argv, cwd=self.cwd, env=self.env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        self.returncode, self.output = r.returncode, r.stdout
        return self


def run_steps(steps, jobs):
    """Run independent STEPS on JOBS threads (compiles are separate
    processes, so threads are enough); returns them in the given order."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        list(ex.map(Step.run, steps))
    return steps


def failed(steps):
    """A message per failed step: its command and the tail of its output,
    so a build failure is readable without rerunning by hand."""
    msgs = []
    for s in steps:
        if not s.ok:
            tail = "\n".join(s.output.splitlines()[-12:])
            msgs.append("%s failed (exit %s): %s\n%s"
                        % (s.name, s.returncode, show(s.argv), tail))
    return msgs


def missing_tools(plugin, compilers):
    """Why a benchmark cannot start: no PLUGIN file, or a compiler of
    COMPILERS not on PATH; None when all are there."""
    if not os.path.isfile(plugin):
        return "no plugin at %s (run make)" % plugin
    for cc in compilers:
        if shutil.which(cc) is None:
            return "no compiler %s" % cc
    return None
