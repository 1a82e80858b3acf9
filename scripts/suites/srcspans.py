# The functions of a benchmark's sources and the lines each one spans, so
# that a remark (file:line) or a profile entry (a symbol) can be tied to a
# function: C definitions found as in TSVC (a definition at the start of a
# line, its body to the matching brace), Fortran program units from their
# SUBROUTINE / FUNCTION / PROGRAM statement to the next one.  Deliberately
# simple: a remark outside every span is reported as such, not guessed.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Function line spans of C and fixed-form Fortran sources."""

import os
import re

from . import remarks, tsvc

C_EXT = (".c",)
FORTRAN_EXT = (".f", ".F", ".f90", ".F90")

# A program unit statement of fixed- or free-form Fortran: an optional type
# prefix, then SUBROUTINE, FUNCTION, PROGRAM or BLOCK DATA and the name.
# "end subroutine x" does not match (END is not a prefix).
_UNIT = re.compile(
    r"^(?![cC*!])\s*(?:(?:recursive|pure|elemental)\s+)?"
    r"(?:(?:double\s+precision|real|integer|logical|complex|character)(?:\s*\*\s*\d+)?\s+)?"
    r"(subroutine|function|program|block\s*data)\s+([A-Za-z_]\w*)", re.I)


def c_spans(text):
    """[(first line, last line, name)] of TEXT's C function definitions;
    an unbalanced file (a brace in a macro, say) gives what was found."""
    try:
        return tsvc.spans(text)
    except tsvc.PatchError:
        return []


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
