#!/usr/bin/env python3
# The compile cost of NPB SP (C) vectorized, issue 20: instructions of the
# compiler proper (valgrind, deterministic) for every source of SP as
# written and of SP in SoA by hand (soa_rewrite.py), both with plain GCC,
# and of SP as written with hyperlane.  The SoA program is the one whose
# loops GCC vectorizes without permutes: what GCC's own passes spend on
# SP's loops once they are vector loops (docs/performance.md).
# Usage: compile.py [--class A] [--march native] [--npb DIR] [--plugin SO]
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.abspath(os.path.join(here, "..", "..", ".."))
sys.path.insert(0, os.path.join(top, "scripts"))
sys.path.insert(0, here)
from suites.compile_counts import count  # noqa: E402
import soa_rewrite  # noqa: E402


def prepare(npb, tmp, cls):
    """SP as written and in SoA under TMP, each with its npbparams.h."""
    for d in ("config", "sys", "common"):
        shutil.copytree(os.path.join(npb, d), os.path.join(tmp, d))
    subprocess.run(["make", "-s", "CC=gcc-12"], cwd=os.path.join(tmp, "sys"),
                   check=True, capture_output=True)
    shutil.copytree(os.path.join(npb, "SP"), os.path.join(tmp, "aos"))
    soa_rewrite.main(os.path.join(npb, "SP"), os.path.join(tmp, "soa"))
    for side in ("aos", "soa"):
        subprocess.run([os.path.join(tmp, "sys", "setparams"), "sp", cls],
                       cwd=os.path.join(tmp, side), check=True, capture_output=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--class", dest="cls", default="A")
    ap.add_argument("--march", default="native")
    ap.add_argument("--npb", default=os.path.join(top, "..", "shared", "bench", "npb"))
    ap.add_argument("--plugin", default=os.path.join(top, "plugin", "hyperlane.so"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--valgrind", default="valgrind")
    args = ap.parse_args()
    if not shutil.which(args.valgrind):
        sys.exit("compile.py: valgrind not found (apt-get install valgrind)")
    npb = os.path.join(os.path.abspath(args.npb), "NPB3.3-SER-C")
    with tempfile.TemporaryDirectory() as tmp:
        prepare(npb, tmp, args.cls)
        base = ["gcc-12", "-c", "-I../common", "-O3", "-march=" + args.march]
        configs = {"SoA, plain": ("soa", []),
                   "as written, plain": ("aos", []),
                   "as written, hyperlane": ("aos", ["-fplugin=" + args.plugin])}
        sources = sorted(f for f in os.listdir(os.path.join(tmp, "aos")) if f.endswith(".c"))
        work = {(c, f): (os.path.join(tmp, side), base + extra + [f])
                for c, (side, extra) in configs.items() for f in sources}
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = {k: pool.submit(count, cwd, argv, args.valgrind, False)
                       for k, (cwd, argv) in work.items()}
            got = {k: f.result() for k, f in futures.items()}
    names = list(configs)
    plain = "as written, plain"
    print("%-18s %12s %12s %12s   (ratios to SP as written, plain GCC)"
          % ("file", "SoA plain", "hyperlane", "plain (G)"))
    for f in sources + ["total"]:
        pick = (lambda c: got[(c, f)]) if f != "total" else (
            lambda c: sum(got[(c, s)] for s in sources))
        print("%-18s %12.2f %12.2f %12.2f" % (f, pick(names[0]) / pick(plain),
                                              pick(names[2]) / pick(plain),
                                              pick(plain) / 1e9))


if __name__ == "__main__":
    main()
