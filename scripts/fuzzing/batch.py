"""Batches: several cases compiled as one program, to save compiler
start-up, linking and the shared harness.  The program's source
(batch_source: each case verbatim, its file-scope names prefixed cN_ by
#define, a main that prints a marker before each case's output), the
output split back into cases (parse_sections), a batch program on disk
(Program), how one failed (BatchFailure) and the packing of cases into
programs (pack).  Running them is fuzzing.batchrun.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import os
import re

from fuzzing.harness import HARNESS, HELPERS_HEAD, INCLUDES, helpers_tail

BATCH_MARK = '@@ hyperlane fuzz case '


def batch_source(members, npools):
    """One program running the cases MEMBERS, [(n, source, file_names)], one
    after the other.  Each case's source (render (batch=True): without the
    helpers all cases share, defined once at the top for up to NPOOLS pools)
    is copied verbatim between #define lines that give its file-scope
    identifiers and struct tags the prefix cN_ (its main becomes cN_main)
    and the matching #undef lines; the headers are included once at the top,
    so the cases' own #include lines do nothing.  The new main prints and
    flushes a marker line before each case's output (after a crash, the last
    marker names the case).  Returns the source and, per case, the number
    of lines in front of its first line (remarks of its line L are at line
    L + offset)."""
    out = (['/* hyperlane fuzz batch: cases %s.  */' % ', '.join(str(m[0]) for m in members)]
           + INCLUDES + [''])
    out += HELPERS_HEAD + helpers_tail(npools)
    offsets = {}
    for n, text, names in members:
        out += ['#define %s c%d_%s' % (x, n, x) for x in names]
        offsets[n] = len(out)
        out += text.splitlines()
        out += ['#undef %s' % x for x in names]
    out += ['', '%s int' % HARNESS, 'main (void)', '{']
    for n, _, _ in members:
        out.append('  puts ("%s%d"); fflush (stdout);' % (BATCH_MARK, n))
        out.append('  c%d_main ();' % n)
    out += ['  return 0;', '}']
    return '\n'.join(out) + '\n', offsets


def parse_sections(stdout, ns):
    """The output of each case of a batch run, {n: text}, and the cases
    whose marker was printed, in order (the output of the last one may be
    incomplete when the run failed)."""
    secs = {}
    seen = []
    cur = None
    for line in stdout.splitlines(True):
        if line.startswith(BATCH_MARK):
            try:
                cur = int(line[len(BATCH_MARK):])
            except ValueError:
                return secs, seen + ['?']
            seen.append(cur)
            secs[cur] = ''
        elif cur is None:
            return secs, ['?']
        else:
            secs[cur] += line
    return secs, seen


def batch_layout(case):
    """CASE's layout spec with its arrays renamed as in a batch."""
    if not case.layout:
        return None
    return re.sub(r'(^|;\s*)(\w+)\[', lambda m: '%sc%d_%s[' % (m.group(1), case.n, m.group(2)),
                  case.layout)


class FlagsOf:
    """What Config.flags needs of a case, for a batch program."""

    def __init__(self, extra, layout):
        self.extra = list(extra)
        self.layout = layout


class Program:
    """A batch program: the cases it holds, its source and configuration
    (None for the reference)."""

    def __init__(self, wd, tag, cfg, members, flagcase):
        self.tag = tag
        self.cfg = cfg
        self.members = members            # [(case, text)]
        self.ns = [c.n for c, _ in members]
        self.flagcase = flagcase
        text, self.offsets = batch_source([(c.n, t, c.file_names) for c, t in members],
                                          max(c.npools for c, _ in members))
        self.src = os.path.join(wd, 'batch-%s.c' % tag)
        with open(self.src, 'w') as fh:
            fh.write(text)


class BatchFailure:
    """A batch program that failed: the cases it puts under suspicion."""

    def __init__(self, prog, kind, signature, suspects, stderr='', expected='', actual='',
                 flags=None):
        self.prog = prog
        self.kind = kind
        self.signature = signature
        self.suspects = suspects          # case numbers rerun alone
        self.stderr = stderr
        self.expected = expected
        self.actual = actual
        self.flags = flags or []


def chunks_of(seq, k):
    return [seq[i:i + k] for i in range(0, len(seq), k)]


def pack(cases, k):
    """CASES in programs of at most K, at most one with a layout spec in
    each (a spec renames arrays of the whole translation unit)."""
    plain = [c for c in cases if not c.layout]
    laid = [c for c in cases if c.layout]
    nprog = max(len(laid), -(-len(cases) // k))
    progs = [[c] for c in laid] + [[] for _ in range(nprog - len(laid))]
    i = 0
    for c in plain:
        while len(progs[i]) >= k:
            i += 1
        progs[i].append(c)
    return [sorted(p, key=lambda c: c.n) for p in progs if p]

