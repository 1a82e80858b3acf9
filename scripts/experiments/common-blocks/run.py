#!/usr/bin/env python3
"""Differential runs of random Fortran loops over the arrays of one COMMON
block, with an EQUIVALENCE overlay in some of them: references into
disjoint parts of one object are independent without GCC's dependence
test (hlp/loop-analysis.cc, object_extent), overlaid ones are not.  Each
program is built plain and with the plugin (cost=always, verify); the
arrays it prints in hexadecimal must agree.  docs/testing.md.

  run.py [--count N] [--seed S] [--plugin P] [--keep DIR]

Python 3 standard library and gfortran-12.  Exit status 1 on a difference
or a failed build.
Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
N = 40


def program(rng):
    """The Fortran source of one random case."""
    stride = rng.choice([1, 2, 3, 4, 5])
    names = ['a%d' % k for k in range(rng.randint(2, 4))]
    decls = ''.join('  double precision :: %s(%d, %d)\n' % (nm, stride, N + 8)
                    for nm in names)
    overlay = ''
    members = list(names)
    if rng.random() < 0.4:
        overlay = ('  double precision :: e(%d, %d)\n'
                   '  equivalence (%s(1,%d), e(1,1))\n'
                   % (stride, N + 8, rng.choice(names), rng.randint(1, N)))
        members.append('e')
    common = '  common /blk/ %s\n' % ', '.join(names)
    stmts = []
    for _ in range(rng.randint(2, 6)):
        terms = []
        for _ in range(rng.randint(1, 3)):
            d = rng.randint(-2, 2)
            terms.append('%s(%d, i%s)' % (rng.choice(members),
                                          rng.randint(1, stride),
                                          '%+d' % d if d else ''))
        op = rng.choice([' + ', ' * 0.5d0 + ', ' - '])
        stmts.append('    %s(%d, i) = %s + 1.0d0\n'
                     % (rng.choice(members), rng.randint(1, stride),
                        op.join(terms)))
    kernel = ('subroutine k(n)\n  implicit none\n  integer, intent(in) :: n\n'
              + decls + common + overlay + '  integer :: i\n  do i = 3, n\n'
              + ''.join(stmts) + '  end do\nend subroutine k\n')
    init = ''.join(
        '  do i = 1, %d\n    do j = 1, %d\n'
        '      %s(j, i) = dble(mod(i * 7 + j * 3 + %d, 13)) * 0.25d0\n'
        '    end do\n  end do\n' % (N + 8, stride, nm, k)
        for k, nm in enumerate(names))
    main = ('program p\n  implicit none\n' + decls + common
            + '  integer :: i, j\n' + init + '  call k(%d)\n' % N
            + ''.join("  write (*, '(8Z17)') %s\n" % nm for nm in names)
            + 'end program p\n')
    return kernel + main


def run(src, exe, extra):
    """Build SRC into EXE with EXTRA options; its output, or None."""
    r = subprocess.run(['gfortran-12', '-O3', '-march=native',
                        '-ffp-contract=off', '-fno-inline', src, '-o', exe]
                       + extra, capture_output=True, text=True)
    if r.returncode:
        print('build failed: %s\n%s' % (src, r.stderr[:400]))
        return None
    x = subprocess.run([exe], capture_output=True, text=True)
    return x.stdout + 'exit %d' % x.returncode


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--count', type=int, default=100)
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--plugin', default=os.path.join(TOP, 'plugin',
                                                    'hyperlane.so'))
    p.add_argument('--keep', help='folder for the failing cases')
    a = p.parse_args()
    work = tempfile.mkdtemp(prefix='hyperlane-common-')
    plugin = ['-fplugin=' + a.plugin, '-fplugin-arg-hyperlane-cost=always',
              '-fplugin-arg-hyperlane-verify']
    failed = 0
    for case in range(a.count):
        src = os.path.join(work, 'c%d.f90' % case)
        with open(src, 'w') as f:
            f.write(program(random.Random(a.seed * 1000 + case)))
        plain = run(src, src + '.plain', [])
        with_plugin = run(src, src + '.plugin', plugin)
        if plain is None or with_plugin is None or plain != with_plugin:
            failed += 1
            print('case %d: %s' % (case, 'differs' if plain and with_plugin
                                   else 'build failed'))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                os.replace(src, os.path.join(a.keep, os.path.basename(src)))
    subprocess.run(['rm', '-rf', work])
    print('%d passed, %d failed' % (a.count - failed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
