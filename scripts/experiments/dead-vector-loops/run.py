#!/usr/bin/env python3
"""Loops hyperlane reports as vectorized whose function keeps no vector
statement in the end: the vector loop was dead code (a version GCC's
vectorizer threw away, a vector loop that cannot run) or was folded away
with its data (constant arrays, which the report lists too; read them).

Compiles every C test of GCC 12's gcc.dg/vect (and its tsvc/) with the
plugin, -fopt-info-vec-optimized and -fdump-tree-optimized-lineno, and
for each `loop vectorized by hyperlane` remark looks for a function of
the final GIMPLE whose statements span the remark's line: where every
such function has no vector type, or no function spans it and the file
has none, the line is reported.

  run.py [--plugin SO] [--march M] [--jobs N] [-- EXTRA FLAGS]
  e.g. run.py --march haswell -- -fplugin-arg-hyperlane-cost=always
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
REMARK = re.compile(r':(\d+):\d+: optimized: loop vectorized by hyperlane')


def dead_lines(source, plugin, march, extra):
    """The remark lines of SOURCE whose vector code is gone, or None."""
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, 'optimized')
        vect = os.path.dirname(source)
        cmd = ['gcc-12', '-O3', '-march=' + march, '-w', '-fplugin=' + plugin,
               '-fopt-info-vec-optimized',
               '-fdump-tree-optimized-lineno=' + dump, '-S', source,
               '-o', os.path.join(tmp, 'out.s'), '-I', vect,
               '-I', os.path.dirname(vect)] + extra
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        if run.returncode:
            if 'internal compiler error' in run.stderr:
                return ['ICE']
            return None
        lines = [int(m.group(1)) for m in REMARK.finditer(run.stderr)]
        if not lines or not os.path.exists(dump):
            return None
        text = open(dump).read()
    where = re.compile(r'\[[^\]\s]*' + re.escape(os.path.basename(source))
                       + r':(\d+):\d+\]')
    spans = []
    for function in re.split(r'\n;; Function ', text):
        seen = [int(x) for x in where.findall(function)]
        if seen:
            spans.append((min(seen), max(seen), 'vector(' in function))
    dead = []
    for line in lines:
        covering = [has for low, high, has in spans if low <= line <= high]
        if (covering and not any(covering)) or (
                not covering and 'vector(' not in text):
            dead.append(line)
    return dead or None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--plugin', default=os.path.join(TOP, 'plugin', 'hyperlane.so'))
    ap.add_argument('--march', default='native')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('extra', nargs='*', help='flags after --')
    args = ap.parse_args()
    testsuite = subprocess.run([os.path.join(TOP, 'scripts', 'gcc-testsuite.sh')],
                               capture_output=True, text=True,
                               check=True).stdout.strip()
    vect = os.path.join(testsuite, 'gcc.dg', 'vect')
    sources = sorted(os.path.join(vect, f) for f in os.listdir(vect)
                     if f.endswith('.c'))
    tsvc = os.path.join(vect, 'tsvc')
    if os.path.isdir(tsvc):
        sources += sorted(os.path.join(tsvc, f) for f in os.listdir(tsvc)
                          if f.endswith('.c'))
    plugin = os.path.abspath(args.plugin)
    reported = 0
    with ThreadPoolExecutor(args.jobs) as pool:
        for source, dead in zip(sources, pool.map(
                lambda s: dead_lines(s, plugin, args.march, args.extra),
                sources)):
            if dead:
                reported += 1
                print(os.path.relpath(source, testsuite), *dead, flush=True)
    print('%d of %d files with a remark whose vector code is gone'
          % (reported, len(sources)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
