#!/usr/bin/env python3
# compare-plans.py: check that two builds of the plugin make the same
# decisions and the same code.  Every example kernel of examples/kernels.txt
# is compiled as `make bench` compiles it (scripts/bench.py: its flags, its
# sources, every -march of bench's MARCHES, the hyperlane+layout
# configuration where examples/layouts/<name>.layout exists, and the aarch64
# cross compilers when they and both cross plugins are there) with each
# plugin, -S and -fplugin-arg-hyperlane-dump=details; the pass dumps (lane
# plans, costs, remarks, the IL after the pass) and the assembly must be
# byte for byte identical.  With --testsuite the C files of
# testsuite/hyperlane.dg are compared too, at -march=haswell.
#
#   scripts/compare-plans.py --base-rev main      build REV's plugin (in a
#                                                 detached worktree
#                                                 /tmp/hyperlane-base-SHA, kept
#                                                 for the next run: `git
#                                                 worktree remove` it after),
#                                                 compare against
#                                                 plugin/hyperlane.so
#   scripts/compare-plans.py --base OLD.so [--base-cross OLD-aarch64.so]
#
# Prints "identical" or a diff summary per kernel and -march; exit status
# 0 when everything is identical, 1 on any difference or failed compile,
# 2 for bad usage.  Python 3 standard library only.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))
import bench  # noqa: E402  (kernels.txt reader, flags and -march table)

# The dump lines that carry a decision, shown first in a diff summary.
DECISION = re.compile(r"lane plan|cost:|vectorized by hyperlane|left to GCC|"
                      r"no memory-order plan|weighs|not analysed")


# GCC's own notes from its optab queries (vect_load_lanes_supported),
# one per query: their number says how often a plan was checked against
# the target, not what was decided, so they are left out of the dumps.
QUERY_NOTE = re.compile(r"^.*: note: can use vec_(load|store)_lanes<.*\n", re.M)


# The lines of the scalar DAG and of a lane plan in the dump; older
# plugins print their operations as numbers (op73), newer by name.
PLAN_LINE = re.compile(r"^  (n\d+: |v\d+ = ).*$", re.M)
OP_NUMBER = re.compile(r"\bop(\d+)\b")


def operation_names(cc):
    """The name each operation number of a scalar DAG stands for with
    compiler CC: tree codes in the order of its all-tree.def, then
    MAX_TREE_CODES plus each internal function of internal-fn.def
    (hlp/body-builder.h)."""
    inc = os.path.join(subprocess.run([cc, "-print-file-name=plugin"], stdout=subprocess.PIPE,
                                      text=True).stdout.strip(), "include")
    codes = []

    def read_def(path):
        with open(path) as f:
            text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
        for m in re.finditer(r'^\s*(?:DEFTREECODE\s*\(\s*\w+\s*,\s*"([^"]*)"'
                             r'|#include\s+"([^"]+)"|(END_OF_BASE_TREE_CODES))', text, re.M):
            if m.group(1) is not None:
                codes.append(m.group(1))
            elif m.group(2):
                read_def(os.path.join(inc, m.group(2)))
            else:
                codes.append(None)

    try:
        read_def(os.path.join(inc, "all-tree.def"))
        with open(os.path.join(inc, "internal-fn.def")) as f:
            text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
    except OSError:
        return {}
    names = {i: n for i, n in enumerate(codes) if n}
    for i, n in enumerate(re.findall(r"^DEF_INTERNAL_\w+\s*\(\s*(\w+)", text, re.M)):
        names[len(codes) + i] = n
    # Checked against two codes every plan uses.
    if names.get(71) != "plus_expr" or names.get(73) != "mult_expr":
        return {}
    return names


def name_operations(text, names):
    """TEXT with the operation numbers of its DAG and plan lines named."""
    if not names:
        return text
    return PLAN_LINE.sub(lambda m: OP_NUMBER.sub(
        lambda o: names.get(int(o.group(1)), o.group(0)), m.group(0)), text)


def build_base(rev, cross):
    """REV's plugin (and cross plugin when CROSS), built once in a
    detached worktree under /tmp; returns (plugin, cross plugin or None)."""
    sha = subprocess.run(["git", "-C", TOP, "rev-parse", rev], check=True,
                         stdout=subprocess.PIPE, text=True).stdout.strip()
    tree = os.path.join(tempfile.gettempdir(), "hyperlane-base-" + sha[:12])
    if not os.path.isdir(tree):
        subprocess.run(["git", "-C", TOP, "worktree", "add", "--detach", tree, sha],
                       check=True, stdout=subprocess.DEVNULL)
    targets = ["all"] + (["aarch64"] if cross else [])
    subprocess.run(["make", "-C", tree, "-j1"] + targets, check=True,
                   stdout=subprocess.DEVNULL)
    host = os.path.join(tree, "plugin", "hyperlane.so")
    xplug = os.path.join(tree, "plugin", "aarch64-linux-gnu", "hyperlane.so")
    return host, (xplug if cross and os.path.exists(xplug) else None)


def jobs_of(args):
    """Every (name, arch, march, compiler flags, sources, language) to
    compile."""
    out = []
    marches = args.march.split(",") if args.march else list(bench.MARCHES)
    kernels = bench.read_kernels()
    if args.kernels:
        want = set(args.kernels.split(","))
        kernels = [k for k in kernels if k.name in want]
    arches = [("x86", m) for m in marches]
    if args.cross_new and args.cross_base:
        arches.append(("aarch64", "aarch64"))
    for arch, march in arches:
        for k in kernels:
            configs = [("hyperlane", [])]
            if k.layout:
                configs.append(("layout", ["-fplugin-arg-hyperlane-layout-file=" + k.layout]))
            for cname, cflags in configs:
                flags = bench.COMMON_FLAGS + bench.march_flags(march, arch) + k.flags + cflags
                name = k.name + ("+layout" if cname == "layout" else "")
                out.append((name, arch, march, flags, k.sources, k.lang))
    if args.testsuite:
        dg = os.path.join(TOP, "testsuite", "hyperlane.dg")
        for f in sorted(os.listdir(dg)):
            if not f.endswith(".c"):
                continue
            with open(os.path.join(dg, f)) as fh:
                text = fh.read()
            m = re.search(r'dg-options\s+"([^"]*)"', text)
            opts = m.group(1).split() if m else ["-O3"]
            # Options that name files or change what is compiled stay out.
            opts = [o for o in opts if not o.startswith(("-fdump", "-fopt-info", "-specs",
                                                         "-fplugin-arg-hyperlane-dump",
                                                         "-save-temps"))]
            out.append(("dg/" + f, "x86", "haswell", ["-march=haswell"] + opts,
                        [os.path.relpath(os.path.join(dg, f), TOP)], "c"))
    return out


def compile_one(job, plugin, outdir):
    """Compile JOB's sources with PLUGIN into OUTDIR; returns an error text
    or None.  Each source gives <source>.s and <source>.dump (the hlp
    pass's) and <source>.layout-dump."""
    name, arch, march, flags, sources, lang = job
    os.makedirs(outdir, exist_ok=True)
    cc = bench.CROSS_CC if arch == "aarch64" else bench.CC
    fc = bench.CROSS_FC if arch == "aarch64" else bench.FC
    for src in sources:
        base = os.path.join(outdir, os.path.basename(src))
        for stale in (base + ".dump", base + ".layout-dump"):
            if os.path.exists(stale):
                os.remove(stale)
        comp = fc if src.endswith(".f90") else cc
        extra = (["-J", outdir, "-I", outdir] if src.endswith(".f90")
                 else ["-I" + os.path.join(TOP, "examples", "common")])
        # -fplugin= comes before every -fplugin-arg-hyperlane-*.
        cmd = ([comp, "-fplugin=" + plugin] + flags + extra +
               ["-fplugin-arg-hyperlane-dump=-details=" + base + ".dump",
               "-fplugin-arg-hyperlane-dump=layout-details=" + base + ".layout-dump",
               # Debug info names neither the plugin nor the directory.
               "-gno-record-gcc-switches", "-fdebug-prefix-map=%s=." % outdir,
               "-S", os.path.join(TOP, src), "-o", base + ".s"])
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, cwd=outdir)
        if r.returncode:
            return "$ %s\n%s" % (" ".join(cmd), r.stdout[-2000:])
    return None


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return None


def compare(job, dirs, names):
    """Identical, or a summary of what differs between the two sides;
    NAMES name the operations of plan lines (operation_names)."""
    name, arch, march, flags, sources, lang = job
    notes = []
    for src in sources:
        base = os.path.basename(src)
        for suffix, what in ((".s", "assembly"), (".dump", "dump"),
                             (".layout-dump", "layout dump")):
            a, b = (read(os.path.join(d, base + suffix)) for d in dirs)
            if suffix != ".s":
                a, b = (x if x is None else name_operations(QUERY_NOTE.sub("", x), names)
                        for x in (a, b))
            if (a is None and b is None and suffix != ".layout-dump"
                    and not name.startswith("dg/")):
                notes.append("%s%s: missing on both sides" % (base, suffix))
                continue
            if a == b:
                continue
            if a is None or b is None:
                notes.append("%s%s: only on one side" % (base, suffix))
                continue
            diff = list(difflib.unified_diff(a.split("\n"), b.split("\n"),
                                             "base", "new", n=0, lineterm=""))
            changed = [l for l in diff if l[:1] in "+-" and l[:3] not in ("+++", "---")]
            decisions = [l for l in changed if DECISION.search(l)]
            notes.append("%s %s differs: %d lines" % (base, what, len(changed)))
            notes.extend("    " + l[:160] for l in (decisions or changed)[:8])
    return notes


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[1] if __doc__ else None)
    p.add_argument("--base", help="the baseline plugin .so")
    p.add_argument("--base-cross", help="the baseline aarch64 plugin .so")
    p.add_argument("--base-rev", help="build the baseline plugins at this git revision")
    p.add_argument("--new", default=bench.PLUGIN, help="the plugin to check (default plugin/hyperlane.so)")
    p.add_argument("--new-cross", default=bench.CROSS_PLUGIN,
                   help="the aarch64 plugin to check (default plugin/aarch64-linux-gnu/hyperlane.so)")
    p.add_argument("--kernels", help="comma-separated kernel names (default all)")
    p.add_argument("--march", help="comma-separated, of bench's MARCHES (default all)")
    p.add_argument("--testsuite", action="store_true",
                   help="also the C files of testsuite/hyperlane.dg at -march=haswell")
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--keep", help="write the outputs under this directory and keep them")
    args = p.parse_args()

    have_cross = shutil.which(bench.CROSS_CC) is not None
    if args.base_rev:
        args.base, built_cross = build_base(args.base_rev, have_cross)
        args.base_cross = args.base_cross or built_cross
    if not args.base:
        p.error("give --base or --base-rev")
    for path in (args.base, args.new):
        if not os.path.exists(path):
            p.error("no such plugin: " + path)
    args.cross_base = args.base_cross if args.base_cross and os.path.exists(args.base_cross) else None
    args.cross_new = args.new_cross if have_cross and os.path.exists(args.new_cross) else None
    if have_cross and not (args.cross_base and args.cross_new):
        print("note: aarch64 not compared (a cross plugin is missing)")

    names = {"x86": operation_names(bench.CC),
             "aarch64": operation_names(bench.CROSS_CC) if args.cross_new else {}}
    root = args.keep or tempfile.mkdtemp(prefix="compare-plans-")
    jobs = jobs_of(args)
    sides = (("base", args.base, args.cross_base), ("new", args.new, args.cross_new))

    def run(job):
        name, arch, march = job[:3]
        dirs, errors = [], []
        for side, plug, xplug in sides:
            d = os.path.join(root, side, march, name.replace("/", "_"))
            err = compile_one(job, xplug if arch == "aarch64" else plug, d)
            if err:
                errors.append("%s: %s" % (side, err))
            dirs.append(d)
        if len(errors) == 2:
            # A test of a bad argument fails alike with both plugins.
            alike = [e.split(": ", 1)[1].split("\n", 1)[1] for e in errors]
            if alike[0] == alike[1] and name.startswith("dg/"):
                return job, [], []
        return job, errors, ([] if errors else compare(job, dirs, names[arch]))

    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for job, errors, notes in ex.map(run, jobs):
            label = "%-24s %-10s" % (job[0], job[2])
            if errors:
                bad += 1
                print("%s compile failed\n%s" % (label, "\n".join(errors)))
            elif notes:
                bad += 1
                print("%s DIFFERS\n  %s" % (label, "\n  ".join(notes)))
            else:
                print("%s identical" % label)
            sys.stdout.flush()
    print("%d of %d kernel x -march combinations identical" % (len(jobs) - bad, len(jobs)))
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
