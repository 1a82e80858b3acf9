"""Reproducers: a failing case is saved under OUT/<seed>-<n>/ (save: its
source, the outputs and compiler messages of every failure, README, the
flags, repro.sh), a failure only a batch program shows under
OUT/<seed>-<n>-batch/ (save_batch_only: the batch's source and how to
compile and run it), and the shell scripts that exit 1 while a failure is
there, or 0 for cvise's interestingness test (write_repro).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import os
import re
import shlex
import shutil

from fuzzing.outcome import Failure
from fuzzing.targets import CC, REF_FLAGS, SAN_FLAGS


def fresh_dir(runner, name, res):
    """The empty reproducer directory OUT/NAME, recorded as RES's."""
    d = os.path.join(runner.args.out, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d, exist_ok=True)
    res.dir = d
    return d


def write_text(d, name, text):
    with open(os.path.join(d, name), 'w') as fh:
        fh.write(text)


def save(runner, case, res, src_text):
    """The reproducer of CASE, which failed as RES says, in RES.dir."""
    env = runner.env
    d = fresh_dir(runner, '%d-%d' % (case.seed, case.n), res)
    write_text(d, 'case.c', src_text)
    lines = []
    for f in res.failures:
        for name, text in (('expected.out', f.expected),
                           ('actual-%s.out' % f.config, f.actual),
                           ('stderr-%s.txt' % f.config, f.stderr)):
            if text:
                write_text(d, name, text)
        lines.append('%s on %s: %s%s' % (f.kind, f.config, f.signature,
                                         '' if f.gcc_too is None else
                                         (' (GCC fails the same way without the plugin)'
                                          if f.gcc_too else ' (hyperlane only)')))
        if f.detail:
            lines.append('  ' + f.detail.replace('\n', '\n  '))
    main = res.failures[0]
    cfg = env.config_named(main.config, case.n)
    with open(os.path.join(d, 'README'), 'w') as fh:
        fh.write('hyperlane fuzz failure: seed %d case %d (plugin %s)\n'
                 % (case.seed, case.n, env.plugin_sha))
        fh.write('\n'.join(lines) + '\n\n')
        fh.write('Regenerate: scripts/fuzz.py --seed %d --case %d --show > case.c\n'
                 % (case.seed, case.n))
        fh.write('Rerun:      scripts/fuzz.py --seed %d --case %d\n' % (case.seed, case.n))
        fh.write('Reproduce:  sh repro.sh   (exit 1 while the failure is there)\n')
        if case.layout:
            fh.write('Layout spec: %s\n' % case.layout)
        if case.extra:
            fh.write('Extra flags: %s\n' % ' '.join(case.extra))
    if cfg:
        with open(os.path.join(d, 'flags'), 'w') as fh:
            fh.write('reference: %s %s\n' % (CC, ' '.join(REF_FLAGS)))
            fh.write('test (%s): %s %s\n' % (cfg.name, cfg.target.cc, ' '.join(
                shlex.quote(x) for x in env.portable(cfg.flags(env, case)))))
        write_repro(os.path.join(d, 'repro.sh'), 'case.c', main, cfg, env,
                        case, env.portable)


def save_batch_only(runner, f, res, seed):
    """A failure of a batch program that none of its suspects shows
    alone: reported on the first suspect, with the batch saved."""
    env = runner.env
    prog = f.prog
    n = f.suspects[0]
    cfgname = prog.cfg.name if prog.cfg else 'reference'
    ff = Failure(f.kind, cfgname, '%s (only in the batch of cases %s)'
                 % (f.signature, ','.join(str(x) for x in prog.ns)),
                 expected=f.expected, actual=f.actual, stderr=f.stderr, flags=f.flags)
    res.failures.append(ff)
    d = fresh_dir(runner, '%d-%d-batch' % (seed, n), res)
    shutil.copy(prog.src, os.path.join(d, 'batch.c'))
    for name, text in (('expected.out', f.expected), ('actual.out', f.actual),
                       ('stderr.txt', f.stderr)):
        if text:
            write_text(d, name, text)
    cc = prog.cfg.target.cc if prog.cfg else CC
    flags = list(f.flags)
    if prog.cfg:
        flags = env.portable(flags)
    run_prefix = ''.join(x + ' ' for x in env.run_prefix(prog.cfg.target)) \
        if prog.cfg else ''
    with open(os.path.join(d, 'README'), 'w') as fh:
        fh.write('hyperlane fuzz failure: seed %d, a batch of cases %s (plugin %s)\n'
                 % (seed, ', '.join(str(x) for x in prog.ns), env.plugin_sha))
        fh.write('%s on %s: %s\n' % (ff.kind, cfgname, ff.signature))
        fh.write('Every case of the batch passes alone (scripts/fuzz.py --seed %d '
                 '--case N); the failure needs them together in batch.c.\n' % seed)
        if f.kind == 'mismatch':
            fh.write('The output of case %d differs (expected.out, actual.out).\n' % n)
        fh.write('Compile:    %s %s batch.c -o batch -lm\n'
                 % (cc, ' '.join(shlex.quote(x) for x in flags)))
        fh.write('Reference:  %s %s %s batch.c -o ref -lm\n'
                 % (CC, ' '.join(REF_FLAGS), ' '.join(SAN_FLAGS)))
        fh.write('Run:        %s./batch > actual.out; ./ref > expected.out\n'
                 % run_prefix)


def write_repro(path, src, f, cfg, env, case, portable, interesting=False):
    """A shell script that exits 1 while the failure is there (0 for
    cvise's interestingness test: exit 0 = still interesting)."""
    t = cfg.target
    flags = ' '.join(shlex.quote(x) for x in portable(cfg.flags(env, case)))
    san = ' '.join(SAN_FLAGS)
    lines = ['#!/bin/sh', '# %s on %s: %s' % (f.kind, cfg.name, f.signature),
             'src=${1:-%s}' % src, 'set -u']
    ok, bad = ('1', '0') if interesting else ('0', '1')
    if f.kind in ('ice', 'compile-error'):
        pat = re.escape(f.signature.split(': ', 1)[-1])[:120]
        lines += ['%s %s "$src" -o ./ref.exe -lm >/dev/null 2>&1 || exit %s' % (CC, ' '.join(REF_FLAGS), ok),
                  '%s %s -c "$src" -o ./test.o 2>./test.err' % (t.cc, flags),
                  'if grep -q %s ./test.err; then echo "still fails: %s"; exit %s; fi'
                  % (shlex.quote(pat), f.kind, bad),
                  'echo passes; exit %s' % ok]
    else:
        run_prefix = ' '.join(env.run_prefix(t))
        lines += ['%s %s %s "$src" -o ./ref.exe -lm >/dev/null 2>&1 || exit %s' % (CC, ' '.join(REF_FLAGS), san, ok),
                  'ASAN_OPTIONS=detect_leaks=0 ./ref.exe >./expected.out 2>/dev/null || exit %s' % ok,
                  '%s %s "$src" -o ./test.exe -lm 2>/dev/null || exit %s' % (t.cc, flags, ok),
                  'timeout 60 %s ./test.exe >./actual.out 2>/dev/null' % run_prefix,
                  'if ! cmp -s ./expected.out ./actual.out; then echo "still fails: wrong output"; '
                  'diff ./expected.out ./actual.out | head -5; exit %s; fi' % bad,
                  'echo passes; exit %s' % ok]
    with open(path, 'w') as fh:
        fh.write('\n'.join(lines) + '\n')
    os.chmod(path, 0o755)

