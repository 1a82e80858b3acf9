#!/usr/bin/env python3
"""Differential fuzzer for hyperlane.

Generates random, self-contained C programs whose `kernel` function holds
loops of the shapes hyperlane works on (arrays of structures, flat arrays
with strides 2-8, contiguous arrays, invariants, in-place updates, pointer
parameters that may or may not overlap, reductions, conversions, loop
nests, ...), compiles each one

  * without the plugin at -O0 (the reference, with ASan and UBSan so that a
    program with undefined behaviour is caught as a generator error), and
  * with the plugin at -O3 on SSE4.2, AVX2, AVX-512 and aarch64 (qemu),
    cost=always and verify, plus one configuration with the default cost
    model,

runs every binary on the same inputs (trip counts 0, 1, around every vector
length, odd and large; aligned and misaligned bases; arrays against guard
pages; overlapping and disjoint pointer arguments) and compares the outputs
bit for bit (an FNV-1a hash of every byte of every array after each call).

To save compiler start-up, linking and the shared harness code, cases are
compiled --batch at a time (default 16) into one program per configuration:
each case's source verbatim, its file-scope names prefixed cN_ by #define,
a main that runs the cases one after the other and prints a marker before
each case's output.  A case its batch program fails on in any way is rerun
alone, exactly as with --batch 1 (every case its own program), so that
failures are attributed and reproduced case by case.

A mismatch, a crash, a timeout, an ICE (including verifier errors from
-fplugin-arg-hyperlane-verify) or a compile error is saved as a
self-contained reproducer under OUT/<seed>-<n>/.  Failures GCC shows the
same way without the plugin are marked as GCC's; the others are reduced,
first by the generator itself (calls, loops, statements and parameters are
dropped and expressions replaced by their operands while the failure
persists), then by cvise or creduce when installed.

  scripts/fuzz.py --count 500 --jobs 2 --keep-going
  scripts/fuzz.py --quick                       # the fixed-seed CI sample
  scripts/fuzz.py --seed 7 --case 42 --show     # print one case's source

The last line is `N passed, N failed`; the exit status is 1 on any failure
(2 on a set-up error).  See docs/testing.md.

The parts are the package scripts/fuzzing/ (its __init__.py lists them);
this file holds the options and the entry point.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import argparse
import os
import random
import sys

from fuzzing import shapes
from fuzzing.cases import AVOIDABLE, PROGRAM_SHARE, STYLES, gen_case
from fuzzing.driver import fuzz
from fuzzing.generator import Generator
from fuzzing.render import render

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

QUICK_SEED = 20261122
QUICK_COUNT = 200
# Generator features --quick leaves out while the plugin has a known bug
# with them (none since _Bool groups are refused, 498712d).
QUICK_AVOID = []
DEFAULT_BATCH = 16


def main():
    ap = argparse.ArgumentParser(
        description='Differential fuzzer for the hyperlane GCC plugin (docs/testing.md).')
    ap.add_argument('--seed', type=int, default=None,
                    help='run seed (default: random; --quick: %d)' % QUICK_SEED)
    ap.add_argument('--count', type=int, default=None,
                    help='number of cases (default 100; --quick: %d)' % QUICK_COUNT)
    ap.add_argument('--start', type=int, default=0, help='first case number (default 0)')
    ap.add_argument('--case', type=int, default=None,
                    help='run (or --show) only this case number')
    ap.add_argument('--show', action='store_true', help="print the case's source and exit")
    ap.add_argument('--targets', default='sse4,avx2,avx512,aarch64',
                    help='comma-separated: sse4,avx2,avx512,aarch64 (default), '
                    'also avx (-march=sandybridge), avx512-256, zen4 (-march=znver3 with AVX-512)')
    ap.add_argument('--jobs', '-j', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--keep-going', '-k', action='store_true',
                    help='do not stop at the first failing case')
    ap.add_argument('--out', default='fuzz-failures', help='reproducer directory')
    ap.add_argument('--quick', action='store_true',
                    help='the fixed-seed CI sample (seed %d, %d cases, smaller trip counts)'
                    % (QUICK_SEED, QUICK_COUNT))
    ap.add_argument('--plugin', default=os.path.join(REPO, 'plugin', 'hyperlane.so'))
    ap.add_argument('--cross-plugin',
                    default=os.path.join(REPO, 'plugin', 'aarch64-linux-gnu', 'hyperlane.so'))
    ap.add_argument('--no-snapshot', dest='snapshot', action='store_false',
                    help='use the plugin files in place (default: copy them at start)')
    ap.add_argument('--style', choices=STYLES, default='mix',
                    help='generator style: aos (kernels of 1-3 loops), program (whole '
                    'programs of 3-8 loop nests), mix (default: %d%%%% programs)'
                    % int(PROGRAM_SHARE * 100))
    ap.add_argument('--avoid', default='',
                    help='comma-separated generator features to leave out (known bugs): '
                    + ','.join(AVOIDABLE))
    ap.add_argument('--shape-chance', default='',
                    help='comma-separated NAME=P: the chance of a generator shape '
                    '(default: %s), e.g. rows=1 for a rows loop in every AoS case'
                    % ','.join('%s=%g' % kv for kv in shapes.SHAPE_CHANCE.items()))
    ap.add_argument('--dump-deps', action='store_true',
                    help="also write the plugin's details dump and report the loops whose "
                    'dependences it decided from addresses a constant apart')
    ap.add_argument('--allow-gcc-bugs', action='store_true',
                    help='failures GCC shows identically without the plugin do not fail '
                    'a case (implied by --quick)')
    ap.add_argument('--no-model', action='store_true',
                    help='skip the default-cost-model configuration')
    ap.add_argument('--model-all', action='store_true',
                    help='the default cost model on every target (T-model for each T), '
                    'not only on one per case')
    ap.add_argument('--no-reduce', action='store_true', help='do not reduce failures')
    ap.add_argument('--no-cvise', action='store_true', help='do not run cvise/creduce')
    ap.add_argument('--reduce-steps', type=int, default=100,
                    help='compile-and-run attempts the built-in reducer may spend')
    ap.add_argument('--timeout', type=int, default=120, help='seconds per compile')
    ap.add_argument('--batch', type=int, default=DEFAULT_BATCH,
                    help='cases per compiled program (default %d; 1: every case alone, '
                    'as before batches)' % DEFAULT_BATCH)
    ap.add_argument('--verbose', '-v', action='store_true', help='a line per case')
    args = ap.parse_args()
    if args.quick:
        args.allow_gcc_bugs = True
        if args.seed is None:
            args.seed = QUICK_SEED
        if args.count is None:
            args.count = QUICK_COUNT
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 1 << 31)
    if args.count is None:
        args.count = 100
    if args.case is not None:
        args.start, args.count = args.case, 1
    if args.batch < 1:
        ap.error('--batch: at least 1')
    args.out = os.path.abspath(args.out)
    Generator.avoid = {x for x in args.avoid.split(',') if x}
    if args.quick:
        Generator.avoid |= set(QUICK_AVOID)
    Generator.style = args.style
    bad = Generator.avoid - set(AVOIDABLE)
    if bad:
        ap.error('--avoid: unknown feature(s) %s' % ','.join(sorted(bad)))
    for item in [x for x in args.shape_chance.split(',') if x]:
        name, _, p = item.partition('=')
        try:
            p = float(p)
        except ValueError:
            ap.error('--shape-chance: %s is not NAME=P' % item)
        if name not in shapes.SHAPE_CHANCE or not 0 <= p <= 1:
            ap.error('--shape-chance: %s (shapes: %s; 0 <= P <= 1)'
                     % (item, ','.join(shapes.SHAPE_CHANCE)))
        shapes.SHAPE_CHANCE[name] = p

    if args.show:
        sys.stdout.write(render(gen_case(args.seed, args.start, args.quick)))
        return 0
    return fuzz(args)


if __name__ == '__main__':
    sys.exit(main())
