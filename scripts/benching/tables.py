# The numbers of the result tables: cell formatting, the markdown table,
# paired ratios over the timing rounds (speed vs gcc -O3, the hand-SoA,
# hyperlane's fraction of the hand-SoA), shuffles per element, and the rows
# of one timing table with its geometric means (suites.report.geomean).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Ratios, cells and markdown tables."""

import statistics

from benching.remarks import remark_vf
from suites.report import geomean


def f2(x, suffix=""):
    return "n/a" if x is None else "%.2f%s" % (x, suffix)


def pct(x):
    return "n/a" if x is None else "%.0f%%" % (100 * x)


def md_table(header, rows, align=None):
    align = align or ["l"] + ["r"] * (len(header) - 1)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(sep) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def paired(t, num, den):
    """Median over rounds of time(NUM) / time(DEN), each a (config, variant)
    of one kernel's timing T; with the interquartile range relative to it."""
    a = t.get(num[0], {}).get(num[1])
    b = t.get(den[0], {}).get(den[1])
    if not a or not b:
        return None, None
    rs = [x / y for x, y in zip(a["samples"], b["samples"]) if y > 0]
    if not rs:
        return None, None
    med = statistics.median(rs)
    if len(rs) >= 4:
        q = statistics.quantiles(rs, n=4)
        return med, (q[2] - q[0]) / med
    return med, (max(rs) - min(rs)) / med


def soa_fraction(frac, lfrac):
    """The "hyperlane % of SoA" cell: hyperlane's fraction of hand-SoA and,
    with a layout spec, the transformed program's."""
    text = pct(frac)
    if lfrac is not None:
        text += " (+layout %s)" % pct(lfrac)
    return text


def kernel_cells(t, configs):
    """Speed vs gcc -O3 (gcc time / config time) per configuration, the
    hand-SoA's, hyperlane's fraction of hand-SoA, and the spread of the
    hyperlane / gcc ratio."""
    cell = {}
    for c in configs:
        cell[c], sp = paired(t, ("gcc", "aos"), (c, "aos"))
        if c == "hyperlane":
            cell["spread"] = sp
    cell["soa"], _ = paired(t, ("gcc", "aos"), ("gcc", "soa"))
    cell["frac"], _ = paired(t, ("gcc", "soa"), ("hyperlane", "aos"))
    # With a layout spec the transformed AoS program is the one to set
    # against the hand-written SoA.
    cell["lfrac"], _ = paired(t, ("gcc", "soa"), ("hyperlane-layout", "aos"))
    cell.setdefault("spread", None)
    return cell


def timing_rows(R, march, size, kernels, configs):
    """Ratios vs gcc -O3 per kernel, plus data for the geomean lines."""
    T = R["timing"].get(march, {}).get(size, {})
    S = R["static"].get(march, {})
    rows, per = [], []
    for k in kernels:
        t = T.get(k.name)
        if not t or "gcc" not in t:
            failed = [c for c in configs if R["failed_cfg"].get((march, c, k.name))]
            if failed:  # no ratios without the gcc -O3 time: say what failed
                rows.append([k.name, k.grp] + ["FAIL" if c in failed else "-" for c in configs] +
                            ["-"] * 7)
            continue
        g = t["gcc"]["aos"]["median"]
        cell = kernel_cells(t, configs)
        sg = S.get("gcc", {}).get(k.name, {}).get("aos", {})
        sh = S.get("hyperlane", {}).get(k.name, {}).get("aos", {})
        vf = remark_vf(R["remarks"].get(march, {}).get(k.name))
        per.append((k, cell))
        row = [k.name, k.grp]
        for c in configs:
            row.append(f2(cell.get(c)) if c in t else ("FAIL" if R["failed_cfg"].get(
                (march, c, k.name)) else "n/a"))
        row += [f2(cell["soa"]), soa_fraction(cell["frac"], cell["lfrac"]),
                f2(shuf_per_elem(sg)), f2(shuf_per_elem(sh)),
                ("VF %d" % vf) if vf else "no",
                "%.3f" % g, pct(cell["spread"])]
        rows.append(row)
    for title, sel in (("geomean I+II", lambda k: k.group in ("I", "II")),
                       ("geomean layout", lambda k: k.layout is not None),
                       ("geomean all", lambda k: True)):
        sub = [(k, c) for k, c in per if sel(k)]
        if not sub:
            continue
        row = ["**%s**" % title, ""]
        for c in configs:
            gm = geomean([cell.get(c) for _, cell in sub])
            row.append("**%s**" % f2(gm) if gm else "n/a")
        row.append("**%s**" % f2(geomean([cell["soa"] for _, cell in sub])))
        row.append("**%s**" % soa_fraction(
            geomean([cell["frac"] for _, cell in sub]),
            geomean([cell["lfrac"] for _, cell in sub])))
        row += ["", "", "", "", ""]
        rows.append(row)
    return rows, per


def shuf_per_elem(s):
    if not s or s.get("error") or not s.get("elem_per_iter"):
        return None
    return s["shuf"] / s["elem_per_iter"]
