# What hyperlane said about a kernel's loops: its -fopt-info remarks on the
# AoS kernel function's lines, and the vectorization factor they name
# (used where the loop's addressing hides its step).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""hyperlane's remarks on the AoS kernel and their VF."""

import os
import re


def hyperlane_remark(b):
    """What hyperlane said about the AoS kernel's loops."""
    if not os.path.exists(b.remarks):
        return None
    lo, hi = b.k.aos_lines
    src = os.path.basename(b.k.own[0])
    found, helper = [], []
    with open(b.remarks) as f:
        for line in f:
            m = re.match(r"^(.*?):(\d+):(\d+): (optimized|missed|note): (.*hyperlane: .*)$", line.strip())
            if not m or os.path.basename(m.group(1)) != src:
                continue
            if m.group(4) == "note" and "vectorized by hyperlane" not in m.group(5):
                continue
            if lo <= int(m.group(2)) <= hi:
                found.append((m.group(4), m.group(5)))
            elif int(m.group(2)) < lo:
                # GCC puts the remark at the statement's location, which is
                # in the static inline helper when the loop body is one.
                helper.append((m.group(4), m.group(5)))
    found = found or helper
    if not found:
        return None
    # Transformed loops first, then the decisions, then the other notes.
    found.sort(key=lambda x: 0 if x[0] == "optimized" else
               1 if "left to GCC" in x[1] or "not analysed" in x[1] else 2)
    seen, out = set(), []
    for kind, text in found:
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def vf_fallback(static, remarks):
    """Where the loop's addressing hides its step, take hyperlane's VF."""
    if static and not static.get("error") and not static.get("elem_per_iter"):
        vf = remark_vf(remarks)
        if vf:
            static["elem_per_iter"] = vf
            static["elem_from_remark"] = True


def remark_vf(remarks):
    for r in remarks or []:
        m = re.search(r"vectorized by hyperlane: VF (\d+)", r)
        if m:
            return int(m.group(1))
    return None
