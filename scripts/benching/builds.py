# Building the benchmark programs: one Build per kernel, -march and
# configuration (scalar, gcc -O3, hyperlane, hyperlane+layout, clang -O3;
# x86 or aarch64), its compilers and flags, and the compiles themselves,
# skipped when the output is newer than its inputs and was made by the same
# command line (a .cmd stamp beside it).  The shared harness objects are
# built once per compiler and flags.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Build configurations, compile commands and their caching."""

import collections
import hashlib
import os
import shlex
import subprocess
import threading

from benching.settings import (BUILD, CC, CLANG, COMMON_FLAGS, CROSS_CC, CROSS_FC, FC,
                               MARCHES, TOP)


class Build:
    """One program: kernel x -march x configuration."""

    def __init__(self, kernel, march, config, arch="x86"):
        self.k, self.march, self.config, self.arch = kernel, march, config, arch
        self.dir = os.path.join(BUILD, march if arch == "x86" else "aarch64", config)
        self.bin = os.path.join(self.dir, kernel.name)
        self.remarks = self.bin + ".remarks"
        self.asm = self.bin + ".s"
        self.ok = None
        self.error = None
        self.check = None      # "ok", "FAIL: ...", "unsupported", None
        self.static = None
        self.ir = None
        self.mca = {}


def compilers(config, lang, arch):
    if config == "clang":
        return CLANG if lang == "c" else None
    if arch == "aarch64":
        return CROSS_CC if lang == "c" else CROSS_FC
    return CC if lang == "c" else FC


def config_flags(config, kernel, args, arch):
    plugin = args.plugin_snap if arch == "x86" else args.cross_plugin_snap
    if config == "scalar":
        return ["-fno-tree-vectorize"]
    if config in ("hyperlane", "hyperlane-layout"):
        f = ["-fplugin=" + plugin]
        if args.cost != "model":
            f.append("-fplugin-arg-hyperlane-cost=" + args.cost)
        f += ["-fplugin-arg-hyperlane-" + kv for kv in args.plugin_args.split()]
        if config == "hyperlane-layout":
            f.append("-fplugin-arg-hyperlane-layout-file=" + kernel.layout)
        return f
    if config == "clang" and arch == "aarch64":
        return ["--target=aarch64-linux-gnu"]
    return []


def march_flags(march, arch):
    if arch == "aarch64":
        return []
    return MARCHES[march]["flags"] if march in MARCHES else ["-march=" + march]


def newest_mtime(paths):
    t = 0
    for p in paths:
        try:
            t = max(t, os.path.getmtime(p))
        except OSError:
            pass
    return t


def up_to_date(cmd, output, inputs):
    """OUTPUT exists, is newer than INPUTS and was made by CMD."""
    stamp = output + ".cmd"
    if not (os.path.exists(output) and os.path.exists(stamp)):
        return False
    with open(stamp) as f:
        if f.read() != " ".join(shlex.quote(c) for c in cmd):
            return False
    return os.path.getmtime(output) >= newest_mtime(inputs)


def run_cached(cmd, output, inputs, before=None):
    """Run a compile unless OUTPUT is up to date (BEFORE() runs first when it
    is not).  Returns (ok, log text)."""
    if up_to_date(cmd, output, inputs):
        return True, ""
    stamp = output + ".cmd"
    if os.path.exists(stamp):
        os.remove(stamp)
    if before:
        before()
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode == 0 and os.path.exists(output):
        with open(stamp, "w") as f:
            f.write(" ".join(shlex.quote(c) for c in cmd))
        return True, r.stdout
    return False, "$ %s\n%s" % (" ".join(shlex.quote(c) for c in cmd), r.stdout)


_common_locks = collections.defaultdict(threading.Lock)
_common_done = {}


def build_common(b, cc, flags, args):
    """The shared driver objects (harness.c, harness_mod.f90), once per
    compiler, -march, configuration and kernel flags."""
    k = b.k
    key = hashlib.sha1(" ".join([cc] + flags + k.common).encode()).hexdigest()[:12]
    cdir = os.path.join(b.dir, "common-" + key)
    with _common_locks[cdir]:
        if cdir in _common_done:
            return _common_done[cdir]
        os.makedirs(cdir, exist_ok=True)
        objs, ok, text = [], True, ""
        headers = [os.path.join(TOP, "examples", "common", h)
                   for h in os.listdir(os.path.join(TOP, "examples", "common"))]
        plug = [p for p in (args.plugin_snap, args.cross_plugin_snap) if p]
        for src in k.common:
            obj = os.path.join(cdir, os.path.basename(src) + ".o")
            cmd = [cc] + flags + (["-J", cdir] if src.endswith(".f90") else
                                  ["-I" + os.path.join(TOP, "examples", "common")])
            cmd += ["-c", os.path.join(TOP, src), "-o", obj]
            ok, text = run_cached(cmd, obj, [os.path.join(TOP, src)] + headers + plug)
            if not ok:
                break
            objs.append(obj)
        _common_done[cdir] = (ok, objs, cdir, text)
        return _common_done[cdir]


def do_build(b, args):
    """Compile and link B; for aarch64 also -S for llvm-mca."""
    k = b.k
    cc = compilers(b.config, k.lang, b.arch)
    os.makedirs(b.dir, exist_ok=True)
    flags = COMMON_FLAGS + march_flags(b.march, b.arch) + k.flags + \
        config_flags(b.config, k, args, b.arch)
    ok, objs, cdir, text = build_common(b, cc, flags, args)
    if not ok:
        b.ok, b.error = False, text
        return b
    inputs = [os.path.join(TOP, s) for s in k.sources] + \
        [os.path.join(TOP, "examples", "common", h)
         for h in os.listdir(os.path.join(TOP, "examples", "common"))]
    if b.config.startswith("hyperlane"):
        inputs.append(args.plugin_snap if b.arch == "x86" else args.cross_plugin_snap)
    if k.layout:
        inputs.append(k.layout)
    kobjs = []
    logtext = ""
    for src in k.own:
        obj = os.path.join(b.dir, k.name + "." + os.path.basename(src) + ".o")
        extra = []
        if k.lang == "fortran":
            mdir = b.bin + ".mod"
            os.makedirs(mdir, exist_ok=True)
            extra = ["-J", mdir, "-I", cdir]
        else:
            extra = ["-I" + os.path.join(TOP, "examples", "common")]
        info = []
        if b.config.startswith("hyperlane"):
            # GCC appends to the remarks file: start it afresh per compile.
            info = ["-fopt-info-vec-all=" + b.remarks]
            if not os.path.exists(b.remarks) and os.path.exists(obj + ".cmd"):
                os.remove(obj + ".cmd")
        cmd = [cc] + flags + extra + info + ["-c", os.path.join(TOP, src), "-o", obj]

        def fresh():
            if info and os.path.exists(b.remarks):
                os.remove(b.remarks)
        ok, text = run_cached(cmd, obj, inputs, fresh)
        logtext += text
        if not ok:
            b.ok, b.error = False, text
            return b
        kobjs.append(obj)
        if b.arch == "aarch64":
            cmd_s = [cc] + flags + extra + ["-S", os.path.join(TOP, src), "-o", b.asm]
            ok, text = run_cached(cmd_s, b.asm, inputs)
            if not ok:
                b.ok, b.error = False, text
                return b
    link = [cc] + ([] if b.config != "clang" or b.arch == "x86" else ["--target=aarch64-linux-gnu"])
    link += kobjs + objs + ["-o", b.bin] + (["-lm"] if k.lang == "c" else [])
    ok, text = run_cached(link, b.bin, kobjs + objs)
    if not ok:
        b.ok, b.error = False, text
        return b
    with open(b.bin + ".log", "w") as f:
        f.write(logtext)
    b.ok = True
    return b
