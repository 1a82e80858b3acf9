#!/usr/bin/env python3
# check-sizes.py: the size limits of plugin/ (issue 22): no file over 600
# lines, no function over 120.  A function, in GCC's style, is a line at
# column 0 that names it up to its "{" at column 0 and ends at the next
# "}" at column 0.  Prints every excess; exit status 1 when there is one.
#
#   scripts/check-sizes.py [--files N] [--functions N] [DIR]
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import argparse
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A line at column 0 with the function's name before its "(": GCC's style
# puts the return type on the line before, but not every file does.
NAME = re.compile(r"^(?=[\w~])(?:[\w:<>,*& ]+[\s*&])?((?:[\w<>]+::)*~?\w+|operator\S+)\s*\(")
KEYWORDS = ("return", "if", "for", "while", "switch", "else", "case")


def functions(lines):
    """(name, first line, length) of each function definition."""
    name, start = None, None
    for i, line in enumerate(lines):
        m = NAME.match(line)
        if (m and not line.rstrip().endswith(";")
                and line.split("(")[0].split()[0] not in KEYWORDS):
            name, start = m.group(1), i
        elif line.startswith("{") and name:
            for j in range(i + 1, len(lines)):
                if lines[j].startswith("}"):
                    yield name, start + 1, j - start + 1
                    break
            name = None


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--files", type=int, default=600)
    p.add_argument("--functions", type=int, default=120)
    p.add_argument("dir", nargs="?", default=os.path.join(TOP, "plugin"))
    args = p.parse_args()
    bad = 0
    for root, _, names in sorted(os.walk(args.dir)):
        for n in sorted(names):
            if not n.endswith((".cc", ".h")):
                continue
            path = os.path.join(root, n)
            rel = os.path.relpath(path, TOP)
            with open(path, errors="replace") as f:
                lines = f.read().split("\n")
            if len(lines) - 1 > args.files:
                print("%s: %d lines" % (rel, len(lines) - 1))
                bad += 1
            for name, first, length in functions(lines):
                if length > args.functions:
                    print("%s:%d: %s: %d lines" % (rel, first, name, length))
                    bad += 1
    print("%d over the limits (files %d lines, functions %d)"
          % (bad, args.files, args.functions))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
