"""The report at the end of a run (summarize): the seed, cases and time,
the plugins, the targets that could not run, compiles and runs, the
kernel loops each configuration's hyperlane vectorized (with the remarks'
counts), the loops of the rows shape and, with --dump-deps, the loops
whose dependences hyperlane decided from addresses a constant apart, why
loops were left to GCC, the failures by kind and signature with their
reproducers, and the last line `N passed, N failed`.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.remarks import NO_REMARKS
from fuzzing.triage import case_failed


def summarize(results, env, args, seconds, work=None):
    cases = len(results)
    failed = [r for r in results if case_failed(r, args)]
    out = []
    w = out.append
    loops = sum(r.loops for r in results)
    compiles = sum(r.compiles for r in results)
    w('')
    w('hyperlane fuzz report: seed %d, cases %d..%d, %.0f s, %d jobs'
      % (args.seed, args.start, args.start + cases - 1, seconds, args.jobs))
    w('plugin %s (sha %s)%s' % (args.plugin, env.plugin_sha,
                                ', cross plugin sha %s' % env.cross_sha if env.cross_sha else ''))
    for n, why in sorted(env.why_not.items()):
        w('target %s: %s' % (n, why))
    w('cases              %d' % cases)
    w('kernel loops       %d generated' % loops)
    batched = args.batch > 1 and args.count > 1
    w('compiles           %d (%d references, %d with the plugin)%s'
      % (compiles, cases, compiles - cases,
         ' in %d compiler runs (batches of up to %d cases), %d program runs'
         % (work.get('compile', 0), args.batch, work.get('run', 0)) if batched and work else ''))
    names = []
    for r in results:
        for k in list(r.remarks) + list(r.runs):
            if k not in names:
                names.append(k)
    runs = ', '.join('%s %d' % (k, sum(r.runs.get(k, 0) for r in results)) for k in names)
    w('runs               %s' % (runs or 'none'))
    w('loops vectorized by hyperlane (kernel loops; "loop vectorized by hyperlane" remarks):')
    for k in names:
        have = [r for r in results if k in r.remarks]
        lp = sum(r.loops for r in have)
        v = sum(r.remarks[k][0] for r in have)
        gv = sum(r.remarks[k][2] for r in have)
        rv = sum(r.remarks[k][3] for r in have)
        ra = sum(r.remarks[k][4] for r in have)
        ver = sum(r.remarks[k][5] for r in have)
        strd = sum(r.remarks[k][6] for r in have)
        w('  %-14s %4d of %4d loops (%4.1f%%): %d of %d analysed loop instances, '
          '%d with strided groups, %d versioned for aliasing; GCC vectorized %d'
          % (k, v, lp, 100.0 * v / lp if lp else 0.0, rv, ra, strd, ver, gv))
    out.extend(shape_lines(results, names, args))
    # Why loops were left to GCC, on the first cost=always configuration.
    first = next((k for k in names if not k.endswith('-model')), None)
    if first:
        hist = {}
        for r in results:
            for reason in r.remarks.get(first, NO_REMARKS)[1]:
                hist[reason] = hist.get(reason, 0) + 1
        if hist:
            w('loops left to GCC on %s, by reason:' % first)
            for reason, cnt in sorted(hist.items(), key=lambda x: -x[1])[:14]:
                w('  %5d  %s' % (cnt, reason))
    kinds = {}
    for r in results:
        for f in r.failures:
            kinds[f.kind] = kinds.get(f.kind, 0) + 1
    w('failures           mismatches %d, ICEs %d, compile errors %d, crashes %d, '
      'timeouts %d, generator errors %d'
      % tuple(kinds.get(k, 0) for k in ('mismatch', 'ice', 'compile-error', 'crash',
                                        'timeout', 'generator')))
    sigs = {}
    for r in results:
        for f in r.failures:
            key = (f.kind, f.signature, f.gcc_too)
            sigs.setdefault(key, []).append((r, f))
    for (kind, sig, gcc_too), items in sorted(sigs.items(), key=lambda x: -len(x[1])):
        cfgs = sorted({f.config for _, f in items})
        dirs = sorted({r.dir for r, _ in items if r.dir})
        w('  %dx %s: %s [%s]%s' % (len(items), kind, sig, ','.join(cfgs),
                                   ' (GCC without the plugin: same failure%s)'
                                   % (', not counted' if args.allow_gcc_bugs else '')
                                   if gcc_too else ''))
        for d in dirs[:4]:
            w('      %s' % d)
        if len(dirs) > 4:
            w('      ... and %d more' % (len(dirs) - 4))
    w('%d passed, %d failed' % (cases - len(failed), len(failed)))
    return '\n'.join(out)


def shape_lines(results, names, args):
    """The rows shape's loops per configuration: how many hyperlane
    vectorized and, with --dump-deps, how many had pairs it decided from
    their addresses (and of all kernel loops)."""
    out = []
    rows = [(r, k) for r in results for k in r.shape_loops.get('rows', [])]
    if rows:
        out.append('rows shape (%d loops in %d cases): vectorized by hyperlane%s:'
                   % (len(rows), len({r.n for r, _ in rows}),
                      '; loops with pairs decided from addresses a constant apart '
                      '(pairs), of them vectorized (without a runtime alias check)'
                      if args.dump_deps else ''))
    for k in names:
        have = [(r, i) for r, i in rows if k in r.remarks]
        if not have:
            continue
        vec = sum(1 for r, i in have if i in r.remarks[k][7])
        line = '  %-14s %4d of %4d' % (k, vec, len(have))
        if args.dump_deps:
            apart = [(r, i) for r, i in have if r.deps.get(k, {}).get(i, (0, 0, 0))[2]]
            pairs = sum(r.deps[k][i][2] for r, i in apart)
            vec = [(r, i) for r, i in apart if i in r.remarks[k][7]]
            line += '; %4d (%d), %d vectorized (%d)' % (
                len(apart), pairs, len(vec), sum(1 for r, i in vec if i not in r.remarks[k][8]))
        out.append(line)
    if args.dump_deps:
        out.append('all kernel loops with pairs decided from addresses a constant apart '
                   '(of them vectorized):')
        for k in names:
            have = [r for r in results if k in r.deps]
            if not have:
                continue
            n = sum(1 for r in have for i, d in r.deps[k].items() if d[2])
            v = sum(1 for r in have for i, d in r.deps[k].items()
                    if d[2] and i in r.remarks.get(k, NO_REMARKS)[7])
            out.append('  %-14s %4d (%d)' % (k, n, v))
    return out
