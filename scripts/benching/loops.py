# The hot loop of a kernel function, for both instruction sets: innermost
# loops (ranges closed by a backward branch), the elements one iteration
# processes (from the byte advance of its memory operands), and the loop
# with the most vector work with its instruction, vector and shuffle
# counts.  The instruction-set details come from benching.x86 and
# benching.a64.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Innermost loops and the hot loop's counts, for any instruction set."""

import collections


def innermost_loops(insns, is_branch, target_of):
    """[(first index, last index)] of innermost loops: ranges closed by a
    backward branch, merged per loop head."""
    index = {a: i for i, (a, _, _) in enumerate(insns)}
    heads = {}
    for i, (a, mn, ops) in enumerate(insns):
        if is_branch(mn):
            t = target_of(mn, ops)
            if t is not None and t in index and index[t] <= i:
                heads[index[t]] = max(heads.get(index[t], -1), i)
    loops = sorted(heads.items())
    return [(h, l) for h, l in loops
            if not any((h2, l2) != (h, l) and h <= h2 and l2 <= l for h2, l2 in loops)]


def elems_per_iter(advances, k):
    """Elements per loop iteration from the byte advance of the memory
    operands: the most common advance that is a whole number of AoS records
    (the largest on a tie), else of scalar elements."""
    for unit in (k.record, k.tsize):
        c = collections.Counter(a // unit for a in advances if a > 0 and a % unit == 0)
        if c:
            best = max(c.values())
            return max(v for v, cnt in c.items() if cnt == best)
    return None


def vector_weight(ops):
    return 4 if "%zmm" in ops else 2 if "%ymm" in ops else 1


def analyse_loop(insns, loops, vector_pred, shuf_pred, k, inc_fn, adv_fn, struct_pred=None):
    """The hot loop: the innermost loop with the most vector work
    (instructions weighted by vector width), then the most instructions."""
    best = None
    for h, l in loops:
        body = insns[h:l + 1]
        vec = sum(1 for _, mn, ops in body if vector_pred(mn, ops))
        work = sum(vector_weight(ops) for _, mn, ops in body if vector_pred(mn, ops))
        key = (work, vec, len(body))
        if best is None or key > best[0]:
            best = (key, body)
    if best is None:
        return None
    body = best[1]
    shuf = sum(1 for _, mn, ops in body if shuf_pred(mn, ops))
    struct = sum(1 for _, mn, ops in body if struct_pred and struct_pred(mn, ops))
    vec = best[0][1]
    width = None
    if any(True for _, mn, ops in body if "%zmm" in ops):
        width = 512
    elif any(True for _, mn, ops in body if "%ymm" in ops):
        width = 256
    elif vec:
        width = 128
    epi = elems_per_iter(adv_fn(body, inc_fn(body)), k)
    return {"insns": len(body), "vector": vec, "shuf": shuf, "struct": struct,
            "elem_per_iter": epi, "width": width, "body": body}
