"""A whole run of the fuzzer (fuzz): the environment set up, the cases run
in windows of batch programs (--batch) or one by one on --jobs threads,
a line for each failure and progress lines as they finish, a fuzzer
exception caught and reported as a generator error of its case, the
report printed at the end.  Returns the exit status.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import concurrent.futures
import shutil
import sys
import tempfile
import threading
import time
import traceback

from fuzzing.batch import chunks_of
from fuzzing.batchrun import run_window
from fuzzing.outcome import CaseResult, Failure
from fuzzing.report import summarize
from fuzzing.runner import Runner
from fuzzing.targets import Env
from fuzzing.triage import case_failed


def fuzz(args):
    """Run the cases ARGS asks for and print the report: 1 on any failure,
    0 otherwise (a set-up error exits with 2)."""
    tmp = tempfile.mkdtemp(prefix='hyperlane-fuzz-')
    try:
        env = Env(args)
        env.setup(tmp)
        print('hyperlane fuzz: seed %d, %d cases from %d, targets %s, %d jobs%s'
              % (args.seed, args.count, args.start,
                 ','.join(t.name + ('' if env.runnable.get(t.name) else ' (compile only)')
                          for t in env.targets), args.jobs,
                 ', quick' if args.quick else ''), flush=True)
        runner = Runner(env, args, tmp)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs))
        runner.pool = pool
        results = []
        t0 = time.time()
        stop = threading.Event()
        lock = threading.Lock()
        every = max(1, args.count // 20)
        printed = [0]

        def report(r):
            """Under LOCK: record the result of one case, print its
            failures."""
            results.append(r)
            if r.failures:
                for f in r.failures:
                    print('case %d: %s on %s: %s%s' % (r.n, f.kind, f.config, f.signature,
                                                      ' -> %s' % r.dir if r.dir else ''),
                          flush=True)
                if not args.keep_going and case_failed(r, args):
                    stop.set()

        def progress(force):
            done = len(results)
            if done == printed[0]:
                return
            if force or done // every > printed[0] // every or done == args.count:
                printed[0] = done
                nf = sum(1 for x in results if case_failed(x, args))
                vec = sum(sum(v[0] for v in x.remarks.values()) for x in results)
                print('[%d/%d] %.0fs, %d failed, %d loops vectorized by hyperlane so far'
                      % (done, args.count, time.time() - t0, nf, vec), flush=True)

        def fuzzer_bug(n, e):
            r = CaseResult(n)
            r.failures.append(Failure('generator', 'fuzzer', 'fuzzer exception: %r' % e,
                                      stderr=traceback.format_exc()))
            return r

        def one(n):
            if stop.is_set():
                return None
            try:
                r = runner.run_case(args.seed, n)
            except Exception as e:           # a fuzzer bug: report, keep going
                r = fuzzer_bug(n, e)
            with lock:
                report(r)
                progress(args.verbose or bool(r.failures))
            return r

        def window(ns):
            if stop.is_set():
                return None
            try:
                rs = run_window(runner, args.seed, ns)
            except Exception as e:           # a fuzzer bug: report, run the cases alone
                bug = fuzzer_bug(ns[0], e)
                rs = []
                for n in ns:
                    try:
                        rs.append(runner.run_case(args.seed, n))
                    except Exception as e2:
                        rs.append(fuzzer_bug(n, e2))
                rs[0].failures += bug.failures
            with lock:
                for r in rs:
                    report(r)
                    if args.verbose or r.failures:
                        progress(True)
                progress(False)
            return rs

        cases = list(range(args.start, args.start + args.count))
        with pool:
            if args.batch > 1 and args.count > 1:
                # Windows of cases one after the other, each on all jobs:
                # large, so that cases with the same extra flags fill
                # batches, with a report line after each.
                for ns in chunks_of(cases, 32 * args.batch):
                    window(ns)
            else:
                list(pool.map(one, cases))
        results.sort(key=lambda r: r.n)
        for r in results:
            for f in r.failures:
                if f.kind == 'generator' and f.config == 'fuzzer':
                    print(f.stderr, file=sys.stderr)
        print(summarize(results, env, args, time.time() - t0, runner.work))
        return 1 if any(case_failed(r, args) for r in results) else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
