"""Reduction of a failure hyperlane is to blame for: the generator's own
reducer drops calls, loops, statements and parameters and replaces
expressions by their operands while the failure persists (reduce, with
prune dropping what no statement refers to any more), writes reduced.c
and repro-reduced.sh beside the reproducer, then runs cvise or creduce
when installed (external_reduce).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import copy
import os
import re
import shutil
import tempfile

from fuzzing.outcome import run
from fuzzing.progmodel import ProgramCase
from fuzzing.render import render
from fuzzing.repro import write_repro


def reduce_case(runner, case, res):
    """Reduce the first failure of RES hyperlane is to blame for (GCC's own
    bugs, which fail the same way without the plugin, are left as they
    are), into RES.dir."""
    mine = [f for f in res.failures if f.gcc_too is False]
    if mine and not runner.args.no_reduce:
        main = mine[0]
        cfg = runner.env.config_named(main.config, case.n)
        if cfg and main.kind in ('mismatch', 'ice', 'crash', 'compile-error'):
            reduce(runner, case, main, cfg, res.dir)


def still_fails(runner, case, main, cfg, keep_calls, wd):
    """Render CASE with KEEP_CALLS and check that CFG still fails like
    MAIN."""
    text = render(case, keep_calls)
    src = os.path.join(wd, 'case.c')
    with open(src, 'w') as fh:
        fh.write(text)
    fail, expected = runner.reference(src, wd)
    if fail:
        return None
    f, _, _ = runner.test(cfg, src, wd, expected, case)
    if f is None or f.kind != main.kind:
        return None
    if main.kind in ('ice', 'compile-error') and f.signature != main.signature:
        return None
    return text


def reduce(runner, case, main, cfg, d):
    """Drop calls, loops, statements and parameters while the failure
    persists; then cvise/creduce when installed."""
    wd = tempfile.mkdtemp(prefix='reduce-', dir=runner.tmp)
    best = copy.deepcopy(case)
    keep = [main.call] if main.call is not None else [0]
    text = still_fails(runner, best, main, cfg, keep, wd)
    if text is None:
        keep = None
        text = still_fails(runner, best, main, cfg, keep, wd)
        if text is None:
            shutil.rmtree(wd, ignore_errors=True)
            return
    budget = runner.args.reduce_steps
    changed = True
    while changed and budget > 0:
        changed = False
        # Whole loops, then single statements (last first).
        for li in reversed(range(len(best.loops))):
            if len(best.loops) <= 1 or budget <= 0:
                break
            trial = copy.deepcopy(best)
            del trial.loops[li]
            prune(trial)
            budget -= 1
            t = still_fails(runner, trial, main, cfg, keep, wd)
            if t:
                best, text, changed = trial, t, True
        for li in range(len(best.loops)):
            si = len(best.loops[li].stmts) - 1
            while si >= 0 and budget > 0:
                L = best.loops[li]
                if si >= len(L.stmts):
                    si -= 1
                    continue
                if L.stmts[si].kind == 'temp' or sum(
                        s.kind != 'temp' for s in L.stmts) <= 1:
                    si -= 1
                    continue
                trial = copy.deepcopy(best)
                del trial.loops[li].stmts[si]
                prune(trial)
                budget -= 1
                t = still_fails(runner, trial, main, cfg, keep, wd)
                if t:
                    best, text, changed = trial, t, True
                si -= 1
        # Expressions: replace one by an operand of its type.
        for li in range(len(best.loops)):
            if li >= len(best.loops):
                break
            for si in range(len(best.loops[li].stmts)):
                while budget > 0:
                    if li >= len(best.loops) or si >= len(best.loops[li].stmts):
                        break
                    st = best.loops[li].stmts[si]
                    if st.expr is None or not st.expr.kids:
                        break
                    took = False
                    for kid in st.expr.kids:
                        trial = copy.deepcopy(best)
                        ts = trial.loops[li].stmts[si]
                        ts.expr = copy.deepcopy(kid)
                        ts.retext(trial)
                        prune(trial)
                        budget -= 1
                        t = still_fails(runner, trial, main, cfg, keep, wd)
                        if t:
                            best, text, changed, took = trial, t, True, True
                            break
                        if budget <= 0:
                            break
                    if not took:
                        break
    with open(os.path.join(d, 'reduced.c'), 'w') as fh:
        fh.write(text)
    write_repro(os.path.join(d, 'repro-reduced.sh'), 'reduced.c', main, cfg,
                runner.env, best, runner.env.portable)
    tool = shutil.which('cvise') or shutil.which('creduce')
    if tool and not runner.args.no_cvise:
        external_reduce(runner, tool, main, cfg, d, best)
    shutil.rmtree(wd, ignore_errors=True)


def external_reduce(runner, tool, main, cfg, d, case):
    rd = os.path.join(d, 'cvise')
    os.makedirs(rd, exist_ok=True)
    shutil.copy(os.path.join(d, 'reduced.c'), os.path.join(rd, 'case.c'))
    script = os.path.join(rd, 'interesting.sh')
    write_repro(script, 'case.c', main, cfg, runner.env, case, lambda f: f,
                interesting=True)
    r = run([tool, '--timeout', '60', script, 'case.c'], 3600, cwd=rd)
    if r.returncode == 0:
        shutil.copy(os.path.join(rd, 'case.c'), os.path.join(d, 'reduced-%s.c'
                                                             % os.path.basename(tool)))


def prune(case):
    """Drop temps, reductions, arrays and scalar parameters no statement of
    the kernel refers to any more."""
    if isinstance(case, ProgramCase):
        return case.prune()
    for L in case.loops:
        while True:
            body = ' '.join(s.text for s in L.stmts)
            drop = [s for s in L.stmts if s.kind == 'temp'
                    and not re.search(r'\b%s\b' % s.defines,
                                      ' '.join(x.text for x in L.stmts if x is not s))]
            if not drop:
                break
            L.stmts = [s for s in L.stmts if s not in drop]
        body = ' '.join(s.text for s in L.stmts)
        L.reds = [rd for rd in L.reds if re.search(r'\b%s\b' % rd[0], body)]
    text = ' '.join(s.text for L in case.loops for s in L.stmts)
    case.arrays = [a for a in case.arrays if re.search(r'\b%s\b' % a.name, text)]
    for a in case.arrays:
        a.written = any(s.kind == 'store' and s.array is a for L in case.loops for s in L.stmts)
    case.params = [p for p in case.params if re.search(r'\b%s\b' % p[0], text)]
    case.invs = [v for v in case.invs if re.search(r'\b%s\b' % v.name, text)]
    # Calls that overlap, bind or view arrays dropped now are plain calls.
    names = {a.name for a in case.arrays}
    calls = []
    for (n, mis, pair, delta, tight, bind, view) in case.calls:
        if pair and not set(pair) <= names:
            pair, delta = None, 0
        if bind and not set(bind[:2]) <= names:
            bind = None
        if view and not set(view[:2]) <= names:
            view = None
        calls.append((n, mis, pair, delta, tight, bind, view))
    case.calls = calls
    case.pruned_params = True

