#!/usr/bin/env python3
# hyperlane benchmark harness: build every example kernel
# (examples/kernels.txt) under scalar, gcc-12 -O3, gcc-12 -O3 + hyperlane,
# clang-14 -O3 (and the hand-written SoA variant the programs carry), check
# every build against its scalar reference, time them interleaved, count
# shuffle-class instructions in each hot loop, and write
# bench-results/results.md, results.json and speedup.png.
#
#   scripts/bench.py            full run (make bench): haswell, x86-64-v4,
#                               sse4.2; L1, L2 and DRAM working sets
#   scripts/bench.py --quick    make demo: haswell (+ x86-64-v4 when the CPU
#                               has AVX-512), L1 only, no aarch64/callgrind
#   scripts/bench.py --help     every option
#
# Python 3 standard library; matplotlib for the PNG (found in this
# interpreter or in /usr/bin/python3).  Missing optional tools (clang-14,
# llvm-mca, valgrind, the aarch64 cross compilers, matplotlib, CPU
# features) only drop their columns, with a note.  Exit status: 0, or 1 when
# a build or a check failed (named in the output), 2 for bad usage.
#
# The parts are the modules of scripts/benching/ (benching/__init__.py
# lists them); this file holds the options and main, and keeps the names
# that scripts/compare-plans.py and scripts/mca-judge.py use as bench.X.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import os
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))
# Re-exported for the scripts that `import bench` (compare-plans.py,
# mca-judge.py): kernels.txt, flags, the -march table, compiles, tables.
from benching.builds import march_flags, run_cached  # noqa: E402,F401
from benching.driver import run  # noqa: E402
from benching.kernels import Kernel, read_kernels  # noqa: E402,F401
from benching.plot import plot_main  # noqa: E402
from benching.report import report_only  # noqa: E402
from benching.settings import (BUILD, CC, CLANG, COMMON_FLAGS, CONFIG_TITLES,  # noqa: E402,F401
                               CROSS_CC, CROSS_FC, CROSS_PLUGIN, FC, KERNELS_TXT,
                               LAYOUT_DIR, MARCHES, PLUGIN, SIZES, fmt_secs, log)
from benching.tables import f2, md_table, pct  # noqa: E402,F401
from benching.tools import git_state, have, snapshot  # noqa: E402,F401
from suites.report import geomean  # noqa: E402,F401
from suites.toolchain import cpu_flags  # noqa: E402


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="scripts/bench.py",
        description="hyperlane benchmark harness: build, check, time and analyse the example "
                    "kernels under scalar, gcc-12 -O3, hyperlane, clang-14 -O3 and hand-SoA.")
    p.add_argument("--quick", action="store_true",
                   help="the make demo variant: haswell (+ x86-64-v4 if the CPU has AVX-512), "
                        "L1 only, 5 rounds of >= 15 ms, no aarch64 or callgrind")
    p.add_argument("--march", help="comma-separated: haswell, x86-64-v4, sse4.2 (default all; "
                                   "other names are passed as -march=NAME)")
    p.add_argument("--sizes", help="comma-separated of l1, l2, dram (default all)")
    p.add_argument("--kernels", help="comma-separated kernel names (default all in kernels.txt)")
    p.add_argument("--reps", type=int, help="timing rounds, median taken (default 7; quick 5)")
    p.add_argument("--min-time", type=float,
                   help="seconds each timed run lasts at least, per variant (default 0.05; quick 0.015)")
    p.add_argument("--out", default=os.path.join(TOP, "bench-results"), help="output directory")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel builds/checks")
    p.add_argument("--cost", choices=("model", "always"), default="model",
                   help="hyperlane's cost model (default model; always forces the transformation)")
    p.add_argument("--plugin-args", default="",
                   help='space-separated KEY=VAL passed to hyperlane as -fplugin-arg-hyperlane-KEY=VAL, '
                        'e.g. "vector-width=512"')
    p.add_argument("--layout-dir", default=LAYOUT_DIR,
                   help="where <kernel>.layout layout specs are looked for (default examples/layouts): "
                        "a kernel with one gets a hyperlane+layout column")
    p.add_argument("--cpu", default="1", help="CPU to pin timing runs to with taskset (default 1; "
                                             "'none' to not pin)")
    p.add_argument("--no-rt", action="store_true",
                   help="do not run timed programs at real-time priority (chrt -f 1)")
    p.add_argument("--offset", type=int, default=0,
                   help="place every array this many bytes past a 64-byte boundary "
                        "(HL_OFFSET of examples/common/harness.c; malloc's alignment is 16; "
                        "default 0)")
    p.add_argument("--no-aarch64", action="store_true", help="skip the aarch64 llvm-mca analysis")
    p.add_argument("--no-callgrind", action="store_true", help="skip the callgrind column")
    p.add_argument("--no-install", action="store_true",
                   help="never run scripts/setup-deps.sh bench, even as root")
    p.add_argument("--report-only", action="store_true",
                   help="only re-render results.md and speedup.png from OUT/results.json")
    p.add_argument("--plot-from", nargs=2, metavar=("JSON", "PNG"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    args.argv = argv
    args.plugin_snap = args.cross_plugin_snap = None
    if args.plot_from:
        return args
    if args.reps is None:
        args.reps = 5 if args.quick else 7
    if args.reps < 1:
        p.error("--reps must be >= 1")
    if args.min_time is None:
        args.min_time = 0.015 if args.quick else 0.05
    flags = cpu_flags()
    if args.march:
        args.marches = [m.strip() for m in args.march.split(",") if m.strip()]
    elif args.quick:
        args.marches = ["haswell"]
        if flags and all(f in flags for f in MARCHES["x86-64-v4"]["cpu"]):
            args.marches.append("x86-64-v4")
    else:
        args.marches = ["haswell", "x86-64-v4", "sse4.2"]
    if args.sizes:
        args.size_list = [s.strip().lower() for s in args.sizes.split(",") if s.strip()]
        bad = [s for s in args.size_list if s not in SIZES]
        if bad:
            p.error("unknown size %s (l1, l2, dram)" % ",".join(bad))
    else:
        args.size_list = ["l1"] if args.quick else ["l1", "l2", "dram"]
    if args.quick:
        args.no_aarch64 = True
        args.no_callgrind = True
    args.out = os.path.abspath(args.out)
    if not 0 <= args.offset < 64:
        p.error("--offset must be in 0..63")
    # Read by every harness program (examples/common/harness.c).
    os.environ["HL_OFFSET"] = str(args.offset)
    return args


def main(argv):
    args = parse_args(argv)
    if args.plot_from:
        plot_main(*args.plot_from)
        return 0
    if args.report_only:
        return report_only(args)
    return run(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
