# The functions of a benchmark's sources and the lines each one spans, so
# that a remark (file:line) or a profile entry (a symbol) can be tied to a
# function: C definitions (a head at the start of a line, the body to the
# matching brace), Fortran program units from their
# SUBROUTINE / FUNCTION / PROGRAM statement to the next one.  Deliberately
# simple: a remark outside every span is reported as such, not guessed.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Function line spans of C and fixed-form Fortran sources."""

import os
import re

from . import remarks

C_EXT = (".c",)
FORTRAN_EXT = (".f", ".F", ".f90", ".F90")

# A program unit statement of fixed- or free-form Fortran: an optional type
# prefix, then SUBROUTINE, FUNCTION, PROGRAM or BLOCK DATA and the name.
# "end subroutine x" does not match (END is not a prefix).
_UNIT = re.compile(
    r"^(?![cC*!])\s*(?:(?:recursive|pure|elemental)\s+)?"
    r"(?:(?:double\s+precision|real|integer|logical|complex|character)(?:\s*\*\s*\d+)?\s+)?"
    r"(subroutine|function|program|block\s*data)\s+([A-Za-z_]\w*)", re.I)


_BLANKED = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'", re.S)
# A definition's head at the start of a line: type words, the name, "(".
_HEAD = re.compile(r"^(?:[A-Za-z_][\w \t\*]*?\b)?([A-Za-z_]\w*)\s*\(", re.M)
_KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof"}


def _blank(text):
    """TEXT with comments, strings and character constants turned into
    spaces (newlines kept), so that brackets in them are not counted."""
    return _BLANKED.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


def _close(t, i, op, cl):
    """Index of the CL matching the OP just before index I (depth 1), or
    len(T)."""
    depth = 1
    while i < len(t) and depth:
        depth += (t[i] == op) - (t[i] == cl)
        i += 1
    return i - 1 if depth == 0 else len(t)


def c_spans(text):
    """[(first line, last line, name)] of TEXT's C function definitions: a
    head at the start of a line, its parameters to the matching ")" (they
    may hold brackets and parentheses, as in x[(n1+1)*n2]), then "{" and
    the body to the matching "}"."""
    t, out, pos = _blank(text), [], 0
    while True:
        m = _HEAD.search(t, pos)
        if not m:
            return out
        j = _close(t, m.end(), "(", ")") + 1
        while j < len(t) and t[j].isspace():
            j += 1
        if j >= len(t) or t[j] != "{" or m.group(1) in _KEYWORDS:
            pos = m.end()
            continue
        k = _close(t, j + 1, "{", "}")
        out.append((t.count("\n", 0, m.start()) + 1, t.count("\n", 0, k) + 1, m.group(1)))
        pos = k + 1


def fortran_units(text):
    """[(first line, last line, name, kind)] of TEXT's program units, names
    in lower case (Fortran is case-blind); each unit runs to the line before
    the next one."""
    lines = text.splitlines()
    starts = []
    for n, line in enumerate(lines, 1):
        m = _UNIT.match(line)
        if m:
            starts.append((n, m.group(2).lower(), m.group(1).lower()))
    out = []
    for i, (n, name, kind) in enumerate(starts):
        last = starts[i + 1][0] - 1 if i + 1 < len(starts) else len(lines)
        out.append((n, last, name, kind))
    return out


def fortran_spans(text):
    return [(a, b, name) for a, b, name, _ in fortran_units(text)]


def spans_of(path):
    """The spans of one source file by its extension ([] for others)."""
    try:
        with open(path, errors="replace") as f:
            text = f.read()
    except OSError:
        return []
    if path.endswith(C_EXT):
        return c_spans(text)
    if path.endswith(FORTRAN_EXT):
        return fortran_spans(text)
    return []


def program_name(paths):
    """The name of the Fortran main program among PATHS (gfortran calls
    its symbol MAIN__), or None."""
    for p in paths:
        if p.endswith(FORTRAN_EXT):
            with open(p, errors="replace") as f:
                for a, b, name, kind in fortran_units(f.read()):
                    if kind == "program":
                        return name
    return None


class SourceMap:
    """The functions of the source files in some directories, by file base
    name: which function holds a remark, and the remarks of a function."""

    def __init__(self, dirs):
        self.files, self.paths, self.names = {}, [], set()
        for d in dirs:
            for name in sorted(os.listdir(d)):
                p = os.path.join(d, name)
                if os.path.isfile(p) and name.endswith(C_EXT + FORTRAN_EXT):
                    self.paths.append(p)
                    spans = spans_of(p)
                    self.names.update(n for _, _, n in spans)
                    self.files.setdefault(name, remarks.Spans(spans))

    def function_of(self, remark):
        """The function holding REMARK's line, or None."""
        spans = self.files.get(os.path.basename(remark.file))
        return spans.enclosing(remark.line) if spans else None

    def group(self, rems):
        """{function: [Remark]} and the remarks no known function holds."""
        out, stray = {}, []
        for r in rems:
            fn = self.function_of(r)
            if fn is None:
                stray.append(r)
            else:
                out.setdefault(fn, []).append(r)
        return out, stray
