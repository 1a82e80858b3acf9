#!/usr/bin/env python3
"""Differential fuzzer of the parameter-versioning pass (docs/testing.md,
"Parameter versioning").

Each case is a random C function of 2-4 pointer parameters (unsigned
integers of 1-8 bytes, float, double; constant offsets from -3 to 8;
loads, stores, temporaries, a branch now and then; half of them with a
loop or a nest of two over a count N, indexed by i * S + j * T + offset
with S and T from -2 to 2), compiled with
the plugin at -O3 -ffp-contract=off with alias-versioning=always and
verify, and the same text at -O0 as the reference.  A driver calls both
with every placement of the parameters in one buffer per type (apart,
adjacent, overlapping, equal) and every N from 0 to 3, and compares the
buffers and the results byte for byte.  Parameters of different types get different buffers:
overlapping them would break C's aliasing rules.

  fuzz.py [--count N] [--seed S] [--march LIST] [--jobs J] [--out DIR]
          [--keep-going]

The last line is "N passed, N failed"; a failing case is kept in OUT.
"""

import argparse
import concurrent.futures
import os
import random
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
PLUGIN = os.path.join(TOP, 'plugin', 'hyperlane.so')

TYPES = ['unsigned char', 'unsigned short', 'unsigned', 'unsigned long long',
         'float', 'double']
INTS = TYPES[:4]
SPAN = 12          # elements a parameter may point into its buffer
LO, HI = -3, 8     # offsets from a parameter
MARGIN = 12        # elements loops reach beyond LO and HI (|S|, |T| <= 2, N <= 3)


def generate(rng):
    nparams = rng.randint(2, 4)
    # Two or three types at most, so that some parameters share a buffer.
    kinds = rng.sample(TYPES, rng.randint(1, 2))
    params = [rng.choice(kinds) for _ in range(nparams)]
    lines = []
    temps = []
    index = ['']  # the loop part of a subscript, '' outside loops
    names = [0]   # temporaries made so far: each name is new

    def subscript():
        return '%s%d' % (index[0], rng.randint(LO, HI))

    def load(ty):
        same = [i for i, t in enumerate(params) if t == ty
                or (ty in ('float', 'double') and t in INTS)]
        if not same or rng.random() < 0.15:
            if temps and rng.random() < 0.5:
                name, tty = rng.choice(temps)
                if tty == ty or (ty not in INTS):
                    return '(%s) %s' % (ty, name)
            return '(%s) %d' % (ty, rng.randint(1, 9))
        p = rng.choice(same)
        return '(%s) p%d[%s]' % (ty, p, subscript())

    def expr(ty, depth=0):
        if depth > 1 or rng.random() < 0.3:
            return load(ty)
        ops = ['+', '-', '*'] + (['^', '&', '|'] if ty in INTS else [])
        a, b = expr(ty, depth + 1), expr(ty, depth + 1)
        if ty in ('unsigned char', 'unsigned short'):
            # They promote to int, whose multiplication can overflow.
            return '(%s) ((unsigned) %s %s (unsigned) %s)' % (
                ty, a, rng.choice(ops), b)
        return '(%s %s %s)' % (a, rng.choice(ops), b)

    def statement(indent):
        r = rng.random()
        if r < 0.2:
            ty = rng.choice(params)
            name = 't%d' % names[0]
            names[0] += 1
            lines.append('%s%s %s = %s;' % (indent, ty, name, expr(ty)))
            temps.append((name, ty))
        else:
            p = rng.randrange(nparams)
            lines.append('%sp%d[%s] = %s;' % (indent, p, subscript(),
                                             expr(params[p])))

    def block(indent, count):
        t = len(temps)
        for _ in range(count):
            if rng.random() < 0.08:
                p = rng.randrange(nparams)
                lines.append('%sif (p%d[%s] > p%d[%s])' % (
                    indent, p, subscript(), p, subscript()))
                lines.append(indent + '  {')
                block(indent + '    ', rng.randint(1, 4))
                lines.append(indent + '  }')
            else:
                statement(indent)
        del temps[t:]

    block('  ', rng.randint(2, 10))
    if rng.random() < 0.5:
        s1 = rng.choice([-2, -1, 1, 2])
        lines.append('  for (int i = 0; i < n; i++)')
        lines.append('    {')
        if rng.random() < 0.4:
            s2 = rng.choice([-2, -1, 1, 2])
            index[0] = 'i * %d + j * %d + ' % (s1, s2)
            lines.append('      for (int j = 0; j < n; j++)')
            lines.append('        {')
            block('          ', rng.randint(2, 8))
            lines.append('        }')
        else:
            index[0] = 'i * %d + ' % s1
            block('      ', rng.randint(2, 10))
        lines.append('    }')
        index[0] = ''
    block('  ', rng.randint(1, 6))
    ret = rng.randrange(nparams)
    rtype = 'double' if params[ret] in ('float', 'double') else \
        'unsigned long long'
    lines.append('  return (%s) p%d[%d];' % (rtype, ret, rng.randint(LO, HI)))
    sig = 'int n, ' + ', '.join('%s *p%d' % (t, i)
                                for i, t in enumerate(params))
    body = '\n'.join(lines)
    return params, rtype, sig, body


def program(params, rtype, sig, body, placements):
    kinds = sorted(set(params), key=TYPES.index)
    out = ['#include <string.h>', '#include <stdlib.h>', '']
    out.append('__attribute__ ((noipa)) %s f (%s)\n{\n%s\n}' % (rtype, sig,
                                                               body))
    out.append('__attribute__ ((noipa, optimize ("O0"))) %s f_ref (%s)\n'
               '{\n%s\n}' % (rtype, sig, body))
    size = SPAN + HI - LO + 1 + 2 * MARGIN
    for k in kinds:
        b = TYPES.index(k)
        out.append('static %s b%d[%d], r%d[%d];' % (k, b, size, b, size))
    out.append('static void fill (void)\n{\n  for (int i = 0; i < %d; i++)'
               '\n    {' % size)
    for k in kinds:
        b = TYPES.index(k)
        out.append('      b%d[i] = r%d[i] = (%s) (i * 37 %% 23 + 1);'
                   % (b, b, k))
    out.append('    }\n}')
    out.append('int\nmain (void)\n{')
    idx = ['i%d' % i for i in range(len(params))]
    for i, v in enumerate(idx):
        out.append('  for (int %s = 0; %s < %d; %s++)' % (v, v, placements,
                                                           v))
    args = ', '.join('b%d + %d + %s' % (TYPES.index(t), MARGIN - LO, idx[i])
                     for i, t in enumerate(params))
    rargs = ', '.join('r%d + %d + %s' % (TYPES.index(t), MARGIN - LO,
                                         idx[i])
                      for i, t in enumerate(params))
    out.append('    for (int n = 0; n <= 3; n++)')
    out.append('    {\n      fill ();')
    out.append('      %s x = f (n, %s);' % (rtype, args))
    out.append('      %s y = f_ref (n, %s);' % (rtype, rargs))
    out.append('      if (memcmp (&x, &y, sizeof x)) abort ();')
    for k in kinds:
        b = TYPES.index(k)
        out.append('      if (memcmp (b%d, r%d, sizeof b%d)) abort ();'
                   % (b, b, b))
    out.append('    }\n  return 0;\n}')
    return '\n'.join(out) + '\n'


gcc_only = []


def run_case(seed, marches, out_dir):
    rng = random.Random(seed)
    params, rtype, sig, body = generate(rng)
    placements = {2: SPAN, 3: 7, 4: 4}[len(params)]
    src = program(params, rtype, sig, body, placements)
    work = tempfile.mkdtemp(prefix='pvfuzz')
    path = os.path.join(work, 'case.c')
    with open(path, 'w') as f:
        f.write(src)
    versioned = 0
    failure = None
    for march in marches:
        for mode in ('always', 'on'):
            exe = os.path.join(work, 'case-%s-%s' % (march, mode))
            cmd = ['gcc-12', '-O3', '-ffp-contract=off', '-march=' + march,
                   '-w', '-fplugin=' + PLUGIN,
                   '-fplugin-arg-hyperlane-alias-versioning=' + mode,
                   '-fplugin-arg-hyperlane-verify',
                   '-fopt-info-vec-optimized', path, '-o', exe]
            c = subprocess.run(cmd, capture_output=True, text=True,
                               timeout=120)
            if c.returncode != 0:
                failure = 'compile %s %s: %s' % (march, mode,
                                                c.stderr[-2000:])
                break
            versioned += c.stderr.count('function versioned')
            r = subprocess.run([exe], capture_output=True, timeout=60)
            if r.returncode != 0:
                # GCC's own failure (seen: plain gcc-12 -O3 miscompiling
                # the driver, fixed by -fno-ipa-modref): not counted.
                plain = exe + '-plain'
                subprocess.run(cmd[:5] + [path, '-o', plain],
                               capture_output=True, timeout=120)
                p = subprocess.run([plain], capture_output=True, timeout=60)
                if p.returncode == r.returncode:
                    gcc_only.append(seed)
                    continue
                failure = 'run %s %s: exit %d' % (march, mode, r.returncode)
                break
        if failure:
            break
    if failure and out_dir:
        dest = os.path.join(out_dir, str(seed))
        os.makedirs(dest, exist_ok=True)
        shutil.copy(path, dest)
        with open(os.path.join(dest, 'failure.txt'), 'w') as f:
            f.write(failure + '\n')
    shutil.rmtree(work, ignore_errors=True)
    return seed, failure, versioned


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--march', default='native,haswell')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--out', default='pv-fuzz-failures')
    ap.add_argument('--keep-going', action='store_true')
    a = ap.parse_args()
    marches = a.march.split(',')
    passed = failed = versioned = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        futures = [pool.submit(run_case, a.seed + i, marches, a.out)
                   for i in range(a.count)]
        for fut in futures:
            seed, failure, v = fut.result()
            versioned += v
            if failure:
                failed += 1
                print('FAIL seed %d: %s' % (seed, failure.splitlines()[0]))
                if not a.keep_going:
                    break
            else:
                passed += 1
    print('functions versioned (all builds): %d' % versioned)
    if gcc_only:
        print('GCC-only failures (plain gcc-12 fails the same way), not '
              'counted: seeds %s' % ' '.join(map(str, sorted(set(gcc_only)))))
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
