"""The known-GCC-failure classification: a failure with the plugin is
checked against GCC without it (triage: the very same wrong output, ICE
or error message makes it GCC's bug, not hyperlane's), and an aarch64
mismatch against the aarch64 -O0 reference (a differing reference is a
generator error).  With --allow-gcc-bugs GCC's failures are reported but
do not fail a case (counts_as_failure, case_failed).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import copy
import os

from fuzzing.outcome import run
from fuzzing.targets import CROSS_CC, REF_FLAGS


def add_detail(f, line):
    """LINE after F's detail lines."""
    f.detail = (f.detail + '\n' if f.detail else '') + line


def triage(runner, f, cfg, case, src, wd, expected):
    """Does GCC fail the same way without the plugin?  Is an aarch64
    mismatch really one (does the aarch64 -O0 reference agree)?  Sets
    F.gcc_too, or makes F a generator error."""
    env = runner.env
    if f.kind in ('mismatch', 'crash') and cfg.target.cross and env.runnable.get('aarch64'):
        exe = os.path.join(wd, 'ref-a64')
        cmd, r = runner.compile(CROSS_CC, REF_FLAGS, src, exe)
        if r.returncode == 0:
            r = run(env.run_prefix(cfg.target) + [exe], env.run_timeout(cfg.target))
            runner.count('run')
            if r.stdout != expected:
                f.kind = 'generator'
                f.signature = 'aarch64 -O0 output differs from the x86 reference'
    if f.kind in ('mismatch', 'crash', 'ice', 'compile-error', 'timeout'):
        g, _, _ = runner.test(cfg, src, wd, expected, case, plugin=False)
        # Only the very same failure excuses hyperlane: the same wrong
        # output, the same ICE or error message.
        f.gcc_too = (g is not None and g.kind == f.kind
                     and (f.kind != 'mismatch' or g.actual == f.actual)
                     and (f.kind not in ('ice', 'compile-error')
                          or g.signature == f.signature))
        if g is not None and not f.gcc_too:
            add_detail(f, 'without the plugin GCC fails too, differently: %s' % g.signature)
        if f.gcc_too and f.kind == 'mismatch':
            past_gcc_bug(runner, f, cfg, case, src, wd, expected)


# GCC 12.2's loop passes its own wrong output is seen to come from in
# these programs (docs/testing.md): loop distribution of loops that read
# fields written iterations earlier, unswitching and unroll-and-jam of
# nests.  Many cases GCC fails pass without one of them.
GCC_BUG_FLAGS = ['-fno-tree-loop-distribution', '-fno-unswitch-loops',
                 '-fno-loop-unroll-and-jam']


def past_gcc_bug(runner, f, cfg, case, src, wd, expected):
    """A mismatch GCC shows too may hide one of hyperlane's behind a bug
    of GCC's: where GCC passes with one of GCC_BUG_FLAGS, the plugin must
    too, else F is hyperlane's (F.gcc_too cleared, CASE given the
    flag)."""
    if '-O2' in case.extra:
        return
    for flag in GCC_BUG_FLAGS:
        if flag in case.extra:
            continue
        probe = copy.copy(case)
        probe.extra = list(case.extra) + [flag]
        g, _, _ = runner.test(cfg, src, wd, expected, probe, plugin=False)
        if g is not None:
            continue
        h, _, _ = runner.test(cfg, src, wd, expected, probe)
        if h is None:
            add_detail(f, 'with %s GCC and the plugin both pass' % flag)
            return
        # The reproducer, the reduction and the configurations still to
        # run see the case with the flag.
        case.extra.append(flag)
        case.desc.append('extra flags %s (past a bug of GCC\'s)' % flag)
        f.gcc_too = False
        f.kind = h.kind
        f.signature = '%s (with %s, which GCC passes with)' % (h.signature, flag)
        f.actual = h.actual
        f.flags = h.flags
        add_detail(f, 'GCC fails too, but passes with %s and the plugin does not: %s'
                   % (flag, h.signature))
        return


def counts_as_failure(f, args):
    """Failures GCC shows the same way without the plugin are GCC's bugs; with
    --allow-gcc-bugs they are reported but do not fail the case."""
    return not (args.allow_gcc_bugs and f.gcc_too)


def case_failed(r, args):
    return any(counts_as_failure(f, args) for f in r.failures)
