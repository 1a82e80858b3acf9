"""The known-GCC-failure classification: a failure with the plugin is
checked against GCC without it (triage: the very same wrong output, ICE
or error message makes it GCC's bug, not hyperlane's), and an aarch64
mismatch against the aarch64 -O0 reference (a differing reference is a
generator error).  With --allow-gcc-bugs GCC's failures are reported but
do not fail a case (counts_as_failure, case_failed).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import os

from fuzzing.outcome import run
from fuzzing.targets import CROSS_CC, REF_FLAGS


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
            f.detail = (f.detail + '\n' if f.detail else '') + \
                'without the plugin GCC fails too, differently: %s' % g.signature


def counts_as_failure(f, args):
    """Failures GCC shows the same way without the plugin are GCC's bugs; with
    --allow-gcc-bugs they are reported but do not fail the case."""
    return not (args.allow_gcc_bugs and f.gcc_too)


def case_failed(r, args):
    return any(counts_as_failure(f, args) for f in r.failures)
