"""Compiling and running one case (Runner): the sanitized -O0 reference,
each plugin configuration of fuzzing.targets compiled and run on the same
inputs and its output compared with the reference's, the remarks counted;
a failure is triaged (fuzzing.triage), saved as a reproducer
(fuzzing.repro) and reduced (fuzzing.reduce).  The Runner also counts the
compiler and program runs, and holds the --jobs threads that batches
(fuzzing.batchrun) run on.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import os
import shutil
import tempfile
import threading
import time

from fuzzing.cases import gen_case
from fuzzing.outcome import (CaseResult, Failure, call_of, compile_failure, first_diff,
                             reference_failed, run, run_failure)
from fuzzing.reduce import reduce_case
from fuzzing.remarks import loop_deps, parse_remarks, read_deps
from fuzzing.render import render
from fuzzing.repro import save
from fuzzing.targets import CC, REF_FLAGS, SAN_ENV, SAN_FLAGS
from fuzzing.triage import triage


class Runner:
    def __init__(self, env, args, tmp):
        self.env = env
        self.args = args
        self.tmp = tmp
        self.lock = threading.Lock()
        self.work = {}                # 'compile', 'run': processes started
        self.pool = None              # the --jobs threads batches run on

    def compile(self, cc, flags, src, exe, remarks=None, extra=(), dump=None):
        cmd = [cc] + flags + list(extra)
        if remarks:
            cmd.append('-fopt-info-vec-all=' + remarks)
        if dump:
            # After -fplugin= (in FLAGS): the plugin's details dump.
            cmd.append('-fplugin-arg-hyperlane-dump=details=' + dump)
        cmd += [src, '-o', exe, '-lm']
        self.count('compile')
        return cmd, run(cmd, self.env.timeout_compile, cwd=os.path.dirname(src))

    def reference(self, src, wd, sanitize=True):
        """Compile and run the host reference: (Failure or None, output)."""
        exe = os.path.join(wd, 'ref')
        flags = REF_FLAGS + (SAN_FLAGS if sanitize else [])
        cmd, r = self.compile(CC, flags, src, exe)
        if r.returncode != 0:
            return Failure('generator', 'reference', 'reference does not compile',
                           stderr=r.stderr, flags=flags), None
        r = run([exe], self.env.timeout_run * 4, env=SAN_ENV)
        self.count('run')
        if reference_failed(r):
            return Failure('generator', 'reference', 'reference fails: ' + run_failure(r),
                           stderr=r.stderr, flags=flags), None
        return None, r.stdout

    def dump_path(self, wd, tag):
        """Where a plugin compile writes its details dump (--dump-deps), or
        None."""
        return os.path.join(wd, 'dump-' + tag + '.txt') if self.args.dump_deps else None

    def test(self, cfg, src, wd, expected, case, plugin=True):
        """Compile and run one configuration: (Failure or None, remarks path,
        ran)."""
        env = self.env
        t = cfg.target
        tag = cfg.name + ('' if plugin else '-noplugin')
        exe = os.path.join(wd, 'bin-' + tag)
        rem = os.path.join(wd, 'rem-' + tag + '.txt')
        flags = cfg.flags(env, case, plugin)
        if os.path.exists(rem):
            os.unlink(rem)            # -fopt-info appends
        dump = self.dump_path(wd, tag) if plugin else None
        cmd, r = self.compile(t.cc, flags, src, exe, remarks=rem, dump=dump)
        failed = compile_failure(r)
        if failed:
            return Failure(failed[0], cfg.name, failed[1], stderr=r.stderr,
                           flags=flags), rem, False
        if not env.runnable.get(t.name):
            return None, rem, False
        r = run(env.run_prefix(t) + [exe], env.run_timeout(t))
        self.count('run')
        if r.timeout:
            return Failure('timeout', cfg.name, 'run timeout', expected=expected,
                           actual=r.stdout, flags=flags), rem, True
        if r.returncode != 0:
            return Failure('crash', cfg.name, 'crash (exit %d)' % r.returncode,
                           expected=expected, actual=r.stdout, stderr=r.stderr,
                           flags=flags), rem, True
        if r.stdout != expected:
            d = first_diff(expected, r.stdout)
            f = Failure('mismatch', cfg.name, 'wrong output', expected=expected,
                        actual=r.stdout, flags=flags)
            if d:
                f.detail = 'first difference, line %d:\n  expected: %s\n  actual:   %s' % (
                    d[0] + 1, d[1], d[2])
                f.call = call_of(d[1])
            return f, rem, True
        return None, rem, True

    def run_case(self, seed, n):
        t0 = time.time()
        case = gen_case(seed, n, self.args.quick)
        res = CaseResult.of(case)
        src_text = render(case)
        wd = tempfile.mkdtemp(prefix='case%d-' % n, dir=self.tmp)
        src = os.path.join(wd, 'case.c')
        with open(src, 'w') as fh:
            fh.write(src_text)
        fail, expected = self.reference(src, wd)
        res.compiles += 1
        if fail:
            res.failures.append(fail)
        else:
            for cfg in self.env.configs(n):
                f, rem, ran = self.test(cfg, src, wd, expected, case)
                if f and f.kind == 'infra':
                    # The plugin changed under us; retry once after a pause.
                    time.sleep(30)
                    f, rem, ran = self.test(cfg, src, wd, expected, case)
                res.compiles += 1
                if ran:
                    res.runs[cfg.name] = res.runs.get(cfg.name, 0) + 1
                res.remarks[cfg.name] = parse_remarks(rem, case.kernel_lines,
                                                      [L.line for L in case.loops])
                if self.args.dump_deps:
                    res.deps[cfg.name] = loop_deps(read_deps(self.dump_path(wd, cfg.name)),
                                                   [L.line for L in case.loops])
                if f:
                    triage(self, f, cfg, case, src, wd, expected)
                    res.failures.append(f)
        if res.failures:
            save(self, case, res, src_text)
            reduce_case(self, case, res)
        else:
            shutil.rmtree(wd, ignore_errors=True)
        res.seconds = time.time() - t0
        return res

    def count(self, what):
        with self.lock:
            self.work[what] = self.work.get(what, 0) + 1

