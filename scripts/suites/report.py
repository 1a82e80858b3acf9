# Figures and tables of the suite benchmarks: the geometric mean of speed
# ratios (the only mean that treats a 2x gain and a 2x loss alike), the
# lowest ratio, and the same table as markdown for results.md and as
# aligned text for the terminal.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Geometric means, ratio formatting and tables."""

import math


def geomean(values):
    """Geometric mean of the positive VALUES, None when there are none."""
    xs = [x for x in values if x is not None and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def lowest(pairs):
    """(value, name) of the smallest value of {name: value}, or None."""
    items = [(v, k) for k, v in pairs.items() if v is not None]
    return min(items) if items else None


def ratio(x, digits=2):
    """A ratio as text, "n/a" when missing."""
    return "n/a" if x is None else "%.*f" % (digits, x)


def secs(x):
    """Seconds as text with enough digits for sub-millisecond loops."""
    if x is None:
        return "n/a"
    return "%.3f" % x if x >= 1 else "%.4f" % x


def md_escape(text):
    """Cell text safe inside a markdown table row."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def md_table(header, rows, align=None):
    """A markdown table; ALIGN is "l"/"r" per column (first left, rest
    right by default)."""
    align = align or ["l"] + ["r"] * (len(header) - 1)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(md_escape(h) for h in header) + " |",
             "|" + "|".join(sep) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(md_escape(c) for c in r) + " |")
    return "\n".join(lines)


def text_table(header, rows, align=None, max_width=None):
    """The same table as aligned plain text for stdout; cells longer than
    MAX_WIDTH are cut with "..." so a long remark does not wrap every
    line."""
    align = align or ["l"] + ["r"] * (len(header) - 1)

    def cut(c):
        c = str(c)
        if max_width and len(c) > max_width:
            return c[:max_width - 3] + "..."
        return c
    cells = [[cut(c) for c in header]] + [[cut(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = []
    for n, r in enumerate(cells):
        out.append("  ".join(c.rjust(w) if a == "r" else c.ljust(w)
                             for c, w, a in zip(r, widths, align)).rstrip())
        if n == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)
