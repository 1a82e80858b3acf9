#!/usr/bin/env python3
"""Differential fuzzer for column walks (docs/performance.md, "Column
walks"): random two-deep nests whose inner loop reads or writes one element
of each row of a matrix (B[j][i] in the loop over j) beside row accesses
(A[i][j]), vectors invariant in one loop (V[j], W[i]), in-place updates,
transposed stores, reads and writes of one array in both orders (the
nest then carries dependences), element types from bytes to doubles and
complex values (records of two elements; -fcx-limited-range on both sides),
constant and runtime bounds, trip counts that are no multiple of the
jam's factor, empty and one-iteration loops.  Each case is compiled at
-O0 without the plugin (the reference; for aarch64 an aarch64 build,
whose NaNs differ in sign from x86's) and at -O3 with it for each
-march (aarch64 under qemu when the cross plugin is built), with verify,
the default cost model and cost=always; every byte of every array must
match the reference's.

  fuzz.py [--count N] [--seed S] [--marches native,haswell,...] [--keep DIR]

Prints one line per failure, then how many cases had a column jam chosen
and `N passed, N failed`; exit status 1 on any failure.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.abspath(__file__)))))
HOST_PLUGIN = os.path.join(TOP, "plugin", "hyperlane.so")
CROSS_PLUGIN = os.path.join(TOP, "plugin", "aarch64-linux-gnu", "hyperlane.so")

TYPES = ["float", "double", "int", "short", "unsigned char", "long",
         "unsigned", "_Complex float", "_Complex double"]
FLOATS = ("float", "double", "_Complex float", "_Complex double")


def expr(r, t, loads, depth=0):
    """A random expression of type T over LOADS."""
    if depth > 2 or r.random() < 0.35:
        if r.random() < 0.8:
            return r.choice(loads)
        return f"(({t}) {r.randint(1, 9)})"
    a = expr(r, t, loads, depth + 1)
    b = expr(r, t, loads, depth + 1)
    ops = ["+", "-", "*"]
    if t in FLOATS:
        ops.append("/") if r.random() < 0.15 else None
    else:
        ops += ["^", "&", "|"]
    op = r.choice(ops)
    if op == "/":
        return f"({a} / ({b} + ({t}) 1000))"
    if t not in FLOATS and op == "*":
        # Unsigned arithmetic in the element's width wraps without UB.
        return f"({t}) ((unsigned) {a} * (unsigned) {b})"
    if t not in FLOATS:
        return f"({t}) ((unsigned) {a} {op} (unsigned) {b})"
    return f"({a} {op} {b})"


def gen_case(seed):
    r = random.Random(seed)
    t = r.choice(TYPES)
    rows = r.choice([r.randint(0, 20), r.randint(20, 70), 64, 37, 8, 9])
    cols = r.choice([r.randint(0, 20), r.randint(20, 70), 64, 70, 1, 2])
    # Column arrays' rows are at least ROWS + 8 long, often wider.
    width = rows + 8 + r.choice([0, 0, 3, 40, 200])
    height = cols + 8
    square = max(width, height)
    runtime = r.random() < 0.4
    lo_i, lo_j = r.choice([0, 0, 1, 3]), r.choice([0, 0, 1])
    c_col = r.choice([0, 0, 1, 2])
    same_array = r.random() < 0.2
    lines = [f"typedef {t} T;",
             f"#define ROWS {rows}", f"#define COLS {cols}",
             f"T A[{square}][{square}], B[{height}][{width}], "
             f"S[{height}][{width}], V[{square}], W[{square}];"]
    n_hi = "n" if runtime else "ROWS"
    m_hi = "m" if runtime else "COLS"
    col_read = f"B[j][i + {c_col}]"
    loads = [col_read, "A[i][j]", "V[j]", "W[i]"]
    if r.random() < 0.3:
        loads.append(f"B[j + {r.choice([1, 2, 7])}][i]")
    if same_array:
        loads.append("A[j][i]")
    stmts = []
    for _ in range(r.randint(1, 3)):
        target = r.choice(["A[i][j]", "A[i][j]", "S[j][i]",
                           f"S[j][i + {c_col}]", "B[j][i]"
                           if r.random() < 0.2 else "A[i][j]"])
        stmts.append(f"{target} = {expr(r, t, loads)};")
    lines.append("__attribute__ ((noipa)) void")
    lines.append("kernel (int n, int m)")
    lines.append("{")
    lines.append(f"  for (int i = {lo_i}; i < {n_hi}; i++)")
    lines.append(f"    for (int j = {lo_j}; j < {m_hi}; j++)")
    lines.append("      {")
    lines += ["        " + s for s in stmts]
    lines.append("      }")
    lines.append("}")
    lines.append(f"""
#include <stdio.h>
#include <string.h>
static unsigned long h = 1469598103934665603ul;
static void hash (const void *p, size_t n)
{{
  const unsigned char *b = p;
  for (size_t k = 0; k < n; k++)
    h = (h ^ b[k]) * 1099511628211ul;
}}
int
main (void)
{{
  unsigned s = {seed % 100000 + 7}u;
  unsigned char *arrays[] = {{ (unsigned char *) A, (unsigned char *) B,
			      (unsigned char *) S, (unsigned char *) V,
			      (unsigned char *) W }};
  size_t sizes[] = {{ sizeof A, sizeof B, sizeof S, sizeof V, sizeof W }};
  for (int a = 0; a < 5; a++)
    for (size_t k = 0; k < sizes[a] / sizeof (T); k++)
      {{
	s = s * 1103515245u + 12345u;
	T v = (T) ((s >> 9) % 97) / (T) {('4.0' if t in FLOATS else '1')};
	memcpy (arrays[a] + k * sizeof (T), &v, sizeof v);
      }}
  int ns[] = {{ ROWS, ROWS - 1, 1, 0, 9 }}, ms[] = {{ COLS, COLS - 3, 2, 1, 0 }};
  for (int c = 0; c < 5; c++)
    {{
      int n = ns[c] < 0 ? 0 : ns[c], mm = ms[c] < 0 ? 0 : ms[c];
      if (n > ROWS) n = ROWS;
      if (mm > COLS) mm = COLS;
      kernel (n, mm);
      hash (A, sizeof A); hash (B, sizeof B); hash (S, sizeof S);
    }}
  printf ("%lx\\n", h);
  return 0;
}}
""")
    return "\n".join(lines) + "\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--marches", default="native,haswell,x86-64-v2,x86-64-v4")
    p.add_argument("--keep", help="folder for failing cases")
    a = p.parse_args()
    work = tempfile.mkdtemp(prefix="column-fuzz.")
    keep = a.keep or os.path.join(work, "failures")
    cross = os.path.exists(CROSS_PLUGIN) and shutil.which("qemu-aarch64")
    passed = failed = jammed = 0
    flags = ["-O3", "-ffp-contract=off", "-fcx-limited-range",
             "-fno-strict-aliasing"]
    for k in range(a.count):
        seed = a.seed * 100000 + k
        src = os.path.join(work, "case.c")
        with open(src, "w") as f:
            f.write(gen_case(seed))
        ref = os.path.join(work, "ref")
        c = run(["gcc-12", "-O0", "-ffp-contract=off", "-fcx-limited-range",
                 src, "-o", ref])
        if c.returncode:
            print(f"seed {seed}: reference does not compile:\n{c.stderr}")
            failed += 1
            continue
        want = run([ref]).stdout
        # NaNs made by arithmetic differ in sign between x86 and AArch64:
        # the AArch64 builds are compared with an AArch64 reference.
        want_cross = None
        if cross:
            ref_cross = os.path.join(work, "ref-aarch64")
            c = run(["aarch64-linux-gnu-gcc-12", "-march=armv8-a", "-static",
                     "-O0", "-ffp-contract=off", "-fcx-limited-range", src,
                     "-o", ref_cross])
            want_cross = (run(["qemu-aarch64", ref_cross], timeout=60).stdout
                          if not c.returncode else None)
        configs = [(m, cost) for m in a.marches.split(",")
                   for cost in ("model", "always")]
        if cross:
            configs += [("aarch64", "model"), ("aarch64", "always")]
        bad = None
        for m, cost in configs:
            exe = os.path.join(work, "test")
            if m == "aarch64":
                cc = ["aarch64-linux-gnu-gcc-12", "-march=armv8-a", "-static",
                      f"-fplugin={CROSS_PLUGIN}"]
                runner = ["qemu-aarch64"]
            else:
                cc = ["gcc-12", f"-march={m}", f"-fplugin={HOST_PLUGIN}"]
                runner = []
            cc += flags + ["-fplugin-arg-hyperlane-verify",
                           f"-fplugin-arg-hyperlane-cost={cost}",
                           "-fopt-info-vec-optimized", src, "-o", exe]
            c = run(cc)
            if c.returncode:
                bad = f"{m} cost={cost}: compile failed\n{c.stderr[-2000:]}"
                break
            jammed += "walks down a column" in c.stderr
            got = run(runner + [exe], timeout=60).stdout
            expected = want_cross if m == "aarch64" else want
            if got != expected:
                bad = f"{m} cost={cost}: output {got.strip()} != {expected}"
                break
        if bad:
            failed += 1
            os.makedirs(keep, exist_ok=True)
            shutil.copy(src, os.path.join(keep, f"case-{seed}.c"))
            print(f"seed {seed}: {bad.splitlines()[0]} "
                  f"({os.path.join(keep, f'case-{seed}.c')})")
        else:
            passed += 1
    print(f"column jams chosen in {jammed} compilations")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
