#!/usr/bin/env python3
# NPB SP (C) written in SoA by hand, mechanically: every reference
# NAME[a][b][c][m] of the arrays that examples/npb-layouts/sp.layout
# transforms becomes NAME[m][a][b][c] (the record's field first), and so
# does each declaration.  The program a user would write to get full SoA
# without hyperlane: the limit of the layout (docs/performance.md, NPB SP).
# Usage: soa_rewrite.py SRC_SP_DIR DEST_SP_DIR
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import os
import re
import shutil
import sys

ARRAYS = ("u", "rhs", "forcing", "lhs", "lhsp", "lhsm")


def subscripts(text, pos):
    """The bracketed subscripts from POS on: ([inner, ...], end)."""
    subs = []
    while True:
        m = re.compile(r"\s*\[").match(text, pos)
        if not m:
            return subs, pos
        depth, i = 1, m.end()
        while depth:
            depth += {"[": 1, "]": -1}.get(text[i], 0)
            i += 1
        subs.append(text[m.end():i - 1])
        pos = i


def rewrite(text):
    out, pos = [], 0
    name = re.compile(r"\b(%s)\b" % "|".join(ARRAYS))
    for m in name.finditer(text):
        if m.start() < pos:
            continue
        subs, end = subscripts(text, m.end())
        if len(subs) < 3:
            continue
        if len(subs) not in (3, 4):
            raise SystemExit("unexpected rank %d at %r" % (len(subs), text[m.start():end]))
        out.append(text[pos:m.start()])
        order = [subs[-1]] + subs[:-1]
        out.append(m.group(1) + "".join("[%s]" % s for s in order))
        pos = end
    out.append(text[pos:])
    return "".join(out)


def main(src, dest):
    if os.path.exists(dest):
        shutil.rmtree(dest)
    shutil.copytree(src, dest)
    for f in os.listdir(dest):
        if f.endswith((".c", ".h")):
            p = os.path.join(dest, f)
            with open(p) as fh:
                text = fh.read()
            new = rewrite(text)
            if new != text:
                with open(p, "w") as fh:
                    fh.write(new)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
