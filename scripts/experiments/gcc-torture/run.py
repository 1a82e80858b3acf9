#!/usr/bin/env python3
# GCC 12's execution torture tests, built with and without the plugin and run:
# every program of gcc.c-torture/execute (C) or gfortran.fortran-torture/execute
# (Fortran) compiled at -O3 -march=M with each test's dg-options, plain and
# with the plugin forced on (cost=always, verify), and the two runs compared:
# exit status and output.  A compile that plain GCC refuses is skipped; an
# ICE with the plugin, a build only the plugin fails, or a different run is
# reported.  docs/testing.md ("GCC's execution torture tests") has the runs.
#
#   scripts/experiments/gcc-torture/run.py --lang c --march native
#   scripts/experiments/gcc-torture/run.py --lang fortran --march haswell
#
# The tests come from scripts/gcc-testsuite.sh (Debian's gcc-12-source).
# Exit status: 0 when nothing is reported, 1 otherwise, 2 for bad usage.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
# Programs whose output differs from run to run (they print addresses).
UNSTABLE = {'return-addr.c'}
DIRS = {'c': 'gcc.c-torture/execute', 'fortran': 'gfortran.fortran-torture/execute'}


def test_options(source):
    """The dg-options and dg-additional-options of SOURCE that apply to x86."""
    text = open(source, errors='replace').read()
    options = []
    for m in re.finditer(r'dg-(?:additional-)?options\s+"([^"]*)"(\s*\{[^}]*\})?', text):
        selector = m.group(2) or ''
        if selector and not re.search(r'x86|i\?86|\*-\*-\*', selector):
            continue
        options += m.group(1).split()
    return options


def build(args, source, exe, with_plugin, work):
    driver = 'gcc-12' if args.lang == 'c' else 'gfortran-12'
    cmd = [driver]
    if with_plugin:
        cmd += ['-fplugin=' + args.plugin, '-fplugin-arg-hyperlane-cost=always',
                '-fplugin-arg-hyperlane-verify']
    cmd += ['-O3', '-march=' + args.march, '-w', source, '-o', exe] + test_options(source)
    if args.lang == 'c':
        cmd.append('-lm')
    try:
        # In WORK: gfortran writes the modules a test defines (.mod) there.
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=work)
    except subprocess.TimeoutExpired:
        return 'compile timeout', ''
    if 'internal compiler error' in r.stderr or 'Segmentation fault' in r.stderr:
        return 'ICE', r.stderr
    return ('built' if r.returncode == 0 else 'no build'), r.stderr


def run(exe, cwd):
    try:
        r = subprocess.run([exe], capture_output=True, timeout=60, cwd=cwd)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return 'timeout', b''


def check(args, source, work):
    # A folder per test: gfortran writes the modules a test defines there,
    # and tests compiled at once define modules of one name (m.mod).
    work = os.path.join(work, os.path.basename(source) + '.d')
    os.mkdir(work)
    base = os.path.join(work, os.path.basename(source))
    plain, _ = build(args, source, base + '.plain', False, work)
    hyper, log = build(args, source, base + '.hl', True, work)
    if hyper == 'ICE':
        return 'ICE', log.strip().splitlines()[-1:] if log.strip() else []
    if plain != 'built':
        return 'skipped: plain GCC cannot build it', []
    if hyper != 'built':
        return 'built only without the plugin', log.strip().splitlines()[-3:]
    a, b = run(base + '.plain', work), run(base + '.hl', work)
    for f in (base + '.plain', base + '.hl'):
        os.remove(f)
    if a != b and os.path.basename(source) not in UNSTABLE:
        return 'runs differ', ['exit %s without, %s with the plugin' % (a[0], b[0])]
    return 'same', []


def main():
    p = argparse.ArgumentParser(description="GCC 12's execution torture tests, "
                                "plain against the plugin (docs/testing.md).")
    p.add_argument('--lang', choices=sorted(DIRS), default='c')
    p.add_argument('--march', default='native')
    p.add_argument('--plugin', default=os.path.join(TOP, 'plugin', 'hyperlane.so'))
    p.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    p.add_argument('--tests', help='the folder of tests (default: from gcc-testsuite.sh)')
    args = p.parse_args()
    if os.path.basename(args.plugin) != 'hyperlane.so' or not os.path.exists(args.plugin):
        p.error('--plugin must be an existing file named hyperlane.so')
    tests = args.tests
    if not tests:
        root = subprocess.run([os.path.join(TOP, 'scripts', 'gcc-testsuite.sh')],
                              capture_output=True, text=True, check=True).stdout.strip()
        tests = os.path.join(root, DIRS[args.lang])
    pattern = '*.c' if args.lang == 'c' else '*.f*'
    # Absolute: the compiles run in the work folder.
    sources = sorted(glob.glob(os.path.join(os.path.abspath(tests), pattern)))
    args.plugin = os.path.abspath(args.plugin)
    if not sources:
        p.error('no tests in %s' % tests)
    work = tempfile.mkdtemp(prefix='hyperlane-torture-')
    counts = {}
    reported = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for source, (status, lines) in zip(
                    sources, pool.map(lambda s: check(args, s, work), sources)):
                counts[status] = counts.get(status, 0) + 1
                if status in ('ICE', 'built only without the plugin', 'runs differ'):
                    reported += 1
                    print('%s: %s' % (os.path.basename(source), status))
                    for line in lines:
                        print('    ' + line)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print('%s, -O3 -march=%s, %d programs: %s' % (
        DIRS[args.lang], args.march, len(sources),
        ', '.join('%d %s' % (n, s) for s, n in sorted(counts.items()))))
    return 1 if reported else 0


if __name__ == '__main__':
    sys.exit(main())
