# hyperlane's optimization remarks (-fopt-info-vec-optimized=FILE): which
# loops it vectorized, where, and the one-line summary it gives; then the
# function that holds each one.  The remark file, not the code, says which
# loops are hyperlane's, so that the code comparison can tell expected
# differences from unexpected ones.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Parse hyperlane's "loop vectorized by hyperlane" remarks."""

import bisect
import re

# "tsvc.c:78:27: optimized: loop vectorized by hyperlane: VF 8 (avx2), ..."
_TAKEN = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): optimized: "
                    r"loop vectorized by hyperlane(?:: (?P<text>.*))?$")


class Remark:
    """One loop hyperlane vectorized: source file, line, column and what
    it says after "by hyperlane:" (the VF, groups, permutes, GCC's plan)."""

    def __init__(self, file, line, col, text):
        self.file, self.line, self.col, self.text = file, line, col, text

    def as_dict(self):
        return {"file": self.file, "line": self.line, "col": self.col,
                "text": self.text}

    def __repr__(self):
        return "%s:%d:%d: %s" % (self.file, self.line, self.col, self.text)


def parse_taken(text):
    """The loops hyperlane vectorized, in source order, each once (GCC may
    repeat a remark, e.g. for an epilogue or a second version of a loop)."""
    seen, out = set(), []
    for raw in text.splitlines():
        m = _TAKEN.match(raw.strip())
        if not m:
            continue
        key = (m.group("file"), int(m.group("line")), int(m.group("col")))
        if key in seen:
            continue
        seen.add(key)
        out.append(Remark(key[0], key[1], key[2], (m.group("text") or "").strip()))
    out.sort(key=lambda r: (r.file, r.line, r.col))
    return out


def read_taken(path):
    """parse_taken of a remark file; a missing file is no remarks (GCC
    writes none when nothing was optimized)."""
    try:
        with open(path) as f:
            return parse_taken(f.read())
    except FileNotFoundError:
        return []


class Spans:
    """Source line ranges of functions, [(first, last, name)], for finding
    the function that holds a remark's line."""

    def __init__(self, spans):
        self.spans = sorted(spans)
        self._starts = [s[0] for s in self.spans]

    def enclosing(self, line):
        """The function whose lines hold LINE, or None (a remark outside
        every known function is reported, not guessed)."""
        i = bisect.bisect_right(self._starts, line) - 1
        if i >= 0 and self.spans[i][0] <= line <= self.spans[i][1]:
            return self.spans[i][2]
        return None


def by_function(remarks, spans, file_name=None):
    """{function: [Remark, ...]} for the remarks of FILE_NAME (every file
    when None), and the list of remarks no span holds."""
    out, stray = {}, []
    for r in remarks:
        if file_name is not None and r.file.rsplit("/", 1)[-1] != file_name:
            continue
        fn = spans.enclosing(r.line)
        if fn is None:
            stray.append(r)
        else:
            out.setdefault(fn, []).append(r)
    return out, stray
