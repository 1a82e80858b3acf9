"""What a compile or a run came to: running a command with a timeout (run,
Result), the failure kinds and their signatures (an ICE's message, a
compile error's, the first differing line of an output), a failure of one
case on one configuration (Failure) and everything a case's run recorded
(CaseResult).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import re
import subprocess


class Result:
    def __init__(self, returncode, stdout, stderr, timeout=False):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.timeout = timeout


def run(cmd, timeout, cwd=None, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, cwd=cwd, env=env)
        return Result(p.returncode, p.stdout.decode('utf-8', 'replace'),
                      p.stderr.decode('utf-8', 'replace'))
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode('utf-8', 'replace')
        err = (e.stderr or b'').decode('utf-8', 'replace')
        return Result(-1, out, err, timeout=True)


# "confused by earlier errors, bailing out" is how GCC reports an internal
# error after errors, e.g. verify_gimple's after the statements it rejects.
ICE_RE = re.compile(r'internal compiler error|during (GIMPLE|RTL|IPA) pass|'
                    r'Please submit a full bug report|verify_\w+ failed|'
                    r'confused by earlier errors, bailing out|'
                    r'Segmentation fault|Aborted|killed by signal')


def ice_signature(stderr):
    for line in stderr.splitlines():
        m = re.search(r'internal compiler error: (.*)', line)
        if m:
            return 'ICE: ' + m.group(1).strip()
    for line in stderr.splitlines():
        if 'error:' in line:
            return 'ICE: ' + re.sub(r'^.*?error: ', '', line).strip()
    return 'ICE: ' + (stderr.strip().splitlines() or ['?'])[-1][:160]


def error_signature(stderr):
    for line in stderr.splitlines():
        if 'error:' in line:
            return 'compile error: ' + re.sub(r'^.*?error: ', '', line).strip()[:200]
    return 'compile error: ' + (stderr.strip().splitlines() or ['?'])[-1][:160]


def compile_failure(r):
    """(kind, signature) of a compile that failed, R from run, or None
    when it succeeded: a timeout, a plugin that did not load ('infra'), an
    ICE (including verifier errors) or a compile error."""
    if r.timeout:
        return 'timeout', 'compile timeout'
    if r.returncode == 0:
        return None
    if 'cannot load plugin' in r.stderr:
        return 'infra', 'plugin did not load'
    if ICE_RE.search(r.stderr) or r.returncode < 0:
        return 'ice', ice_signature(r.stderr)
    return 'compile-error', error_signature(r.stderr)


def reference_failed(r):
    """Did the run R of a sanitized reference fail (a timeout, an exit
    status, a sanitizer's runtime error)?"""
    return r.timeout or r.returncode != 0 or 'runtime error' in r.stderr


def run_failure(r):
    """How the run R failed, for a signature: timeout, the first line of
    its standard error or its exit status."""
    if r.timeout:
        return 'timeout'
    return (r.stderr.strip().splitlines() or ['rc %d' % r.returncode])[0][:200]


def first_diff(expected, actual):
    e = expected.splitlines()
    a = actual.splitlines()
    for i in range(max(len(e), len(a))):
        x = e[i] if i < len(e) else '<missing>'
        y = a[i] if i < len(a) else '<missing>'
        if x != y:
            return i, x, y
    return None


def call_of(line):
    m = re.match(r'call (\d+) ', line)
    return int(m.group(1)) if m else None



class Failure:
    def __init__(self, kind, config, signature, detail='', expected='', actual='',
                 stderr='', flags=None):
        self.kind = kind              # mismatch, ice, compile-error, crash, timeout, generator
        self.config = config          # config name or 'reference'
        self.signature = signature
        self.detail = detail
        self.expected = expected
        self.actual = actual
        self.stderr = stderr
        self.flags = flags or []
        self.gcc_too = None           # the same failure without the plugin?
        self.call = None


class CaseResult:
    def __init__(self, n):
        self.n = n
        self.failures = []
        self.compiles = 0
        self.runs = {}
        self.remarks = {}             # config -> remarks.parse_remarks's tuple
        self.deps = {}                # config -> remarks.loop_deps's (--dump-deps)
        self.loops = 0
        self.features = set()
        self.shape_loops = {}         # shape -> indices of the loops it made
        self.seconds = 0.0
        self.dir = None

    @classmethod
    def of(cls, case):
        """The result of CASE before it ran: its loops and their features."""
        res = cls(case.n)
        res.loops = len(case.loops)
        for k, L in enumerate(case.loops):
            res.features |= L.features
            if getattr(L, 'rows', None) is not None:
                res.shape_loops.setdefault('rows', []).append(k)
        return res

