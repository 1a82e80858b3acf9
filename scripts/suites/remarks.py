# hyperlane's optimization remarks (-fopt-info-vec-optimized=FILE): which
# loops it vectorized, where, and the one-line summary it gives; then the
# function that holds each one.  The remark file, not the code, says which
# loops are hyperlane's, so that the code comparison can tell expected
# differences from unexpected ones.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Parse hyperlane's "loop vectorized by hyperlane" remarks, its missed
remarks and GCC's own "loop vectorized using" ones."""

import bisect
import re

# "tsvc.c:78:27: optimized: loop vectorized by hyperlane: VF 8 (avx2), ..."
_TAKEN = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): optimized: "
                    r"loop vectorized by hyperlane(?:: (?P<text>.*))?$")


# "x_solve.c:90:21: missed: hyperlane: loop left to GCC: cost model: ..."
_MISSED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): missed: "
                     r"hyperlane: (?P<text>.*)$")
# GCC's own: "x.c:12:5: optimized: loop vectorized using 32 byte vectors"
_GCC_TAKEN = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): optimized: "
                        r"loop vectorized using (?P<text>.*)$")
# Missed remarks that are not a refusal: the loop may still be taken,
# versioned for aliasing (docs/remarks.md, "Loop not analysed").
_INFO_ONLY = re.compile(r"data dependences? of unknown distance \(needs a runtime alias check")


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


def _parse(text, pattern, keep=None):
    """Remarks of TEXT's lines matching PATTERN, each location and text
    once, in source order; KEEP(text) filters them."""
    seen, out = set(), []
    for raw in text.splitlines():
        m = pattern.match(raw.strip())
        if not m:
            continue
        t = (m.group("text") or "").strip()
        key = (m.group("file"), int(m.group("line")), int(m.group("col")), t)
        if key in seen or (keep and not keep(t)):
            continue
        seen.add(key)
        out.append(Remark(*key))
    out.sort(key=lambda r: (r.file, r.line, r.col))
    return out


def parse_missed(text):
    """hyperlane's missed remarks ("missed: hyperlane: REASON"): why it
    left a loop (or an array) alone.  The note that a loop needs a runtime
    alias check is left out: it is not a refusal, the loop may still be
    taken, versioned."""
    return _parse(text, _MISSED, keep=lambda t: not _INFO_ONLY.search(t))


def parse_gcc_taken(text):
    """The loops GCC's own vectorizer vectorized ("loop vectorized using
    N byte vectors"), each location once."""
    seen, out = set(), []
    for r in _parse(text, _GCC_TAKEN):
        if (r.file, r.line, r.col) not in seen:
            seen.add((r.file, r.line, r.col))
            out.append(r)
    return out


def reason_class(text):
    """A missed remark's reason with its numbers replaced by N, so that
    reasons differing only in counts ("permutes 19, GCC plan: 5") are
    counted together."""
    return re.sub(r"\b\d+\b", "N", text)


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
