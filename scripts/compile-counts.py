#!/usr/bin/env python3
# The compile cost of NPB builds counted in instructions: every object
# compile of a bench-npb.py build folder run again with the compiler proper
# (cc1, f951) under valgrind's cachegrind without its cache simulation, per
# configuration, and the ratio of each configuration to plain.  Unlike CPU
# time, the count does not move with the machine's load (docs/performance.md,
# "NPB compile time, counted in instructions").  The build folders are only
# read: outputs go nowhere.  bench-npb.py builds every configuration with
# -fopt-info remarks, which cost GCC's own vectorizer too; they are left
# out here, as users build, unless --keep-remarks (then to /dev/null).
#
#   scripts/bench-npb.py --bench LU --class A --build-dir /tmp/bn   # builds
#   scripts/compile-counts.py /tmp/bn                               # counts
#   scripts/compile-counts.py /tmp/bn --files                       # per file
#
# Python 3 standard library, valgrind.  About 30 times the compile time.
# Exit status: 0; 1 when a compile fails under valgrind; 2 for bad usage.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import os
import shutil
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from suites.compile_counts import builds, compile_commands, count  # noqa: E402


def main():
    p = argparse.ArgumentParser(
        description="Instructions of the compiler proper per NPB build configuration "
        "(docs/performance.md).")
    p.add_argument("build_dir", help="a bench-npb.py --build-dir folder, built")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                   help="compiles counted at once (default: every CPU)")
    p.add_argument("--files", action="store_true", help="also each file's ratio")
    p.add_argument("--keep-remarks", action="store_true",
                   help="count the builds' -fopt-info remarks too")
    p.add_argument("--valgrind", default="valgrind")
    a = p.parse_args()
    if not shutil.which(a.valgrind):
        p.error("%s not found (apt-get install valgrind)" % a.valgrind)
    found = builds(a.build_dir)
    if not found:
        p.error("no LANG/CLASS/BENCH/CONFIG/build.log under %s" % a.build_dir)
    jobs = []
    for key, configs in sorted(found.items()):
        for config, log in sorted(configs.items()):
            with open(log, errors="replace") as f:
                for cwd, argv in compile_commands(f.read()):
                    jobs.append((key, config, cwd, argv))
    counts = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        futures = {pool.submit(count, cwd, argv, a.valgrind, a.keep_remarks): (key, config, argv[-1])
                   for key, config, cwd, argv in jobs}
        for fut in concurrent.futures.as_completed(futures):
            key, config, source = futures[fut]
            try:
                counts[(key, config, source)] = fut.result()
            except RuntimeError as e:
                print("compile-counts: %s" % e, file=sys.stderr)
                return 1
    print("| language | class | benchmark | configuration | instructions (G) | ratio to plain |")
    print("|---|---|---|---|---:|---:|")
    for key, configs in sorted(found.items()):
        totals = {c: sum(n for (k, c2, _), n in counts.items() if k == key and c2 == c)
                  for c in configs}
        for config in sorted(configs, key=lambda c: (c != "plain", c)):
            ratio = ("%.3f" % (totals[config] / totals["plain"])
                     if totals.get("plain") else "-")
            print("| %s | %s | %s | %s | %.2f | %s |" % (key + (config, totals[config] / 1e9, ratio)))
            if a.files and config != "plain" and "plain" in configs:
                for (k, c, source), n in sorted(counts.items()):
                    base = counts.get((k, "plain", source))
                    if k == key and c == config and base:
                        print("|  |  |  | %s | %.3f | %.3f |" % (source, n / 1e9, n / base))
    return 0


if __name__ == "__main__":
    sys.exit(main())
