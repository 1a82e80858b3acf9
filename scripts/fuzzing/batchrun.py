"""Running a window of cases in batch programs (run_window): sanitized
reference programs, one program per configuration and set of extra flags,
then the suspects alone; which case a batch's compile error or ICE is in
(culprit); a batch reference and a batch program of one configuration
compiled, run and their output split into the cases' (batch_reference,
batch_test).  The programs themselves are fuzzing.batch.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import os
import re
import shutil
import tempfile
import threading
import time

from fuzzing.batch import BatchFailure, FlagsOf, Program, batch_layout, chunks_of, pack, \
    parse_sections
from fuzzing.cases import gen_case
from fuzzing.outcome import CaseResult, compile_failure, reference_failed, run, run_failure
from fuzzing.remarks import loop_deps, parse_remarks, read_deps, read_remarks
from fuzzing.render import render
from fuzzing.repro import save_batch_only
from fuzzing.targets import CC, REF_FLAGS, SAN_ENV, SAN_FLAGS, Config


def run_window(runner, seed, ns):
    """Cases NS in batch programs of up to --batch cases each: sanitized
    reference programs, then one program per configuration and set of
    extra flags (at most one case with a layout spec in each), then the
    suspects alone, each stage on --jobs threads.  A case a batch
    program fails on in any way (compile, crash, timeout, wrong output,
    missing output) is a suspect, rerun alone by run_case, which
    attributes the failure, triages it and writes the reproducer exactly
    as without batches; the other cases of the program go on in a new
    one.  A failure none of its suspects shows alone is reported as a
    batch-only failure of the first suspect, with the batch program
    saved.  Returns the CaseResults of NS."""
    t0 = time.time()
    k = max(1, runner.args.batch)
    lock = threading.Lock()
    made = {}                     # n -> case
    results = {}
    texts = {}
    wd = tempfile.mkdtemp(prefix='batch%d-' % ns[0], dir=runner.tmp)
    bad = []                      # BatchFailures
    suspect = set()
    expected = {}
    serial = [0]

    def drain(queue, test):
        """Run the programs of QUEUE, [(cfg, extra flags, cases)], and
        those made of the cases a failing program did not get to."""
        while queue:
            cfg, extra, group = queue.pop(0)
            laid = [c for c in group if c.layout]
            fc = FlagsOf(extra, batch_layout(laid[0]) if laid else None)
            with lock:
                tag = '%s-%d' % (cfg.name if cfg else 'ref', serial[0])
                serial[0] += 1
            prog = Program(wd, tag, cfg, [(c, texts[c.n]) for c in group], fc)
            f, done = test(prog, lock)
            if f:
                with lock:
                    bad.append(f)
                    suspect.update(f.suspects)
                rest = [c for c in group if c.n not in done and c.n not in f.suspects]
                if rest:
                    queue.append((cfg, extra, rest))

    def reference(chunk):
        # Generated here, so that one thread's generator runs while the
        # other's compiler does.
        group = []
        for n in chunk:
            case = gen_case(seed, n, runner.args.quick)
            text = render(case, batch=True)
            res = CaseResult.of(case)
            with lock:
                made[n] = case
                texts[n] = text
                results[n] = res
            group.append(case)
        drain([(None, (), group)],
              lambda prog, lk: batch_reference(runner, prog, wd, expected, results, lk))

    list(runner.pool.map(reference, chunks_of(ns, k)))
    # The plugin configurations, by configuration and extra flags.
    groups = {}
    order = [Config(t, 'always').name for t in runner.env.targets] + \
        [Config(t, 'model').name for t in runner.env.targets]
    for n in ns:
        if n in suspect:
            continue
        c = made[n]
        for cfg in runner.env.configs(n):
            key = (order.index(cfg.name), tuple(c.extra))
            groups.setdefault(key, (cfg, []))[1].append(c)
    queues = [[(groups[key][0], key[1], group)]
              for key in sorted(groups) for group in pack(groups[key][1], k)]
    list(runner.pool.map(
        lambda q: drain(q, lambda prog, lk: batch_test(runner, prog, wd, expected, results, lk)),
        queues))
    # Suspects alone: the results as without batches.
    alone = sorted(suspect)
    for n, r in zip(alone, runner.pool.map(lambda n: runner.run_case(seed, n), alone)):
        results[n] = r
    for f in bad:
        if f.kind != 'infra' and not any(results[n].failures for n in f.suspects):
            save_batch_only(runner, f, results[f.suspects[0]], seed)
    shutil.rmtree(wd, ignore_errors=True)
    per = (time.time() - t0) / max(1, len(ns))
    for n in ns:
        if n not in suspect:
            r = results[n]
            r.seconds = per
            # The configurations in the order of Env.configs, as run_case
            # has them (the report lists them in the order first seen).
            r.remarks = {x: r.remarks[x] for x in order if x in r.remarks}
            r.deps = {x: r.deps[x] for x in order if x in r.deps}
            r.runs = {x: r.runs[x] for x in order if x in r.runs}
    return [results[n] for n in ns]


def culprit(prog, stderr):
    """The case a compiler error or ICE of a batch program is in, from
    the location of the first error or the function named, or None."""
    # The function first: an error in a renamed kernel is located at
    # the #define line of its name, in front of the case's own lines.
    m = re.search(r"In function .c(\d+)_", stderr)
    if m and int(m.group(1)) in prog.ns:
        return int(m.group(1))
    base = re.escape(os.path.basename(prog.src))
    m = re.search(r'^(?:.*/)?%s:(\d+):\d+: (?:internal compiler )?error' % base, stderr,
                  re.M)
    if m:
        line = int(m.group(1))
        # A case's section starts with the #define lines of its names.
        start = {c.n: prog.offsets[c.n] - len(c.file_names) for c, _ in prog.members}
        owner = [n for n in prog.ns if start[n] < line]
        if owner:
            return max(owner, key=lambda n: start[n])
    return None


def batch_reference(runner, prog, wd, expected, results, lock):
    """Compile and run a batch reference; record the expected output of
    its cases (under LOCK).  (BatchFailure or None, cases done)."""
    exe = os.path.join(wd, 'exe-' + prog.tag)
    # Without -g: a case whose reference fails is rerun alone, with
    # the debug information its sanitizer report uses.
    flags = REF_FLAGS + [f for f in SAN_FLAGS if f != '-g']
    cmd, r = runner.compile(CC, flags, prog.src, exe)
    if r.returncode != 0:
        n = None if r.timeout else culprit(prog, r.stderr)
        return BatchFailure(prog, 'generator', 'reference does not compile',
                            [n] if n is not None else prog.ns,
                            stderr=r.stderr, flags=flags), set()
    r = run([exe], runner.env.timeout_run * 4, env=SAN_ENV)
    runner.count('run')
    secs, seen = parse_sections(r.stdout, prog.ns)
    ok = not reference_failed(r)
    if ok and seen == prog.ns:
        done = prog.ns
        f = None
    else:
        # The cases before the last marker ran to their end.
        done = seen[:-1] if seen == prog.ns[:len(seen)] else []
        suspects = [prog.ns[len(done)]] if seen == prog.ns[:len(seen)] and seen \
            else list(prog.ns)
        sig = 'reference fails: ' + (run_failure(r) if not ok else 'case markers missing')
        f = BatchFailure(prog, 'generator', sig, suspects, stderr=r.stderr,
                         actual=r.stdout, flags=flags)
    with lock:
        for n in done:
            expected[n] = secs[n]
            results[n].compiles += 1
    return f, set(done)


def batch_test(runner, prog, wd, expected, results, lock):
    """Compile and run a batch program of one configuration; record the
    remarks and runs of its cases (under LOCK).  (BatchFailure or None,
    cases done)."""
    env = runner.env
    cfg = prog.cfg
    t = cfg.target
    exe = os.path.join(wd, 'exe-' + prog.tag)
    rem = os.path.join(wd, 'rem-' + prog.tag + '.txt')
    flags = cfg.flags(env, prog.flagcase)
    dump = runner.dump_path(wd, prog.tag)
    cmd, r = runner.compile(t.cc, flags, prog.src, exe, remarks=rem, dump=dump)
    failed = compile_failure(r)
    if failed:
        kind, sig = failed
        n = culprit(prog, r.stderr) if kind in ('ice', 'compile-error') else None
        return BatchFailure(prog, kind, sig, [n] if n is not None else prog.ns,
                            stderr=r.stderr, flags=flags), set()
    items = read_remarks(rem) or []
    deps = read_deps(dump) if dump else None
    if dump and os.path.exists(dump):
        os.unlink(dump)

    def record(ns, ran):
        for c, _ in prog.members:
            if c.n in ns:
                lines = [L.line for L in c.loops]
                stats = parse_remarks(rem, c.kernel_lines, lines,
                                      items=items, offset=prog.offsets[c.n])
                with lock:
                    res = results[c.n]
                    res.compiles += 1
                    res.remarks[cfg.name] = stats
                    if dump:
                        res.deps[cfg.name] = loop_deps(deps, lines, prog.offsets[c.n])
                    if ran:
                        res.runs[cfg.name] = res.runs.get(cfg.name, 0) + 1
    if not env.runnable.get(t.name):
        record(prog.ns, False)
        return None, set(prog.ns)
    r = run(env.run_prefix(t) + [exe], env.run_timeout(t))
    runner.count('run')
    secs, seen = parse_sections(r.stdout, prog.ns)
    f = None
    if r.timeout or r.returncode != 0 or seen != prog.ns:
        # The cases before the last marker ran to their end; the case
        # of the last marker timed out or crashed.
        ordered = seen == prog.ns[:len(seen)]
        done = seen[:-1] if ordered else []
        suspects = [prog.ns[len(done)]] if ordered and seen else list(prog.ns)
        if r.timeout:
            kind, sig = 'timeout', 'run timeout'
        elif r.returncode != 0:
            kind, sig = 'crash', 'crash (exit %d)' % r.returncode
        else:
            kind, sig = 'crash', 'case markers missing'
        f = BatchFailure(prog, kind, sig, suspects, stderr=r.stderr, actual=r.stdout,
                         flags=flags)
    else:
        done = list(prog.ns)
    wrong = [n for n in done if secs[n] != expected[n]]
    record([n for n in done if n not in wrong], True)
    if wrong and f is None:
        n = wrong[0]
        f = BatchFailure(prog, 'mismatch', 'wrong output', wrong, flags=flags,
                         expected=expected[n], actual=secs[n])
    elif wrong:
        # Wrong outputs before a crash: those cases are suspects too.
        f.suspects = f.suspects + wrong
    return f, set(done)
