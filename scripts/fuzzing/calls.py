"""The calls of an AoS-kernel case: the trip counts the harness calls the
kernel with, misaligned and tight (against a guard page) calls, pointer
parameters that overlap, that are bound to a global array or that view an
array of structures as a flat array (finish_case, which also sizes the
global arrays and draws the layout spec); and, per call, where every
pointer parameter starts in its pool, the pools' sizes and the scalar
parameters' values (layout_calls).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing.generator import Generator
from fuzzing.harness import TRIPS


def finish_case(g):
    """Global array sizes, the layout spec and the calls."""
    c = g.case
    r = g.rng
    # Drop arrays no loop touches.
    used = {id(a) for L in c.loops for a, _, _ in L.accesses}
    c.arrays = [a for a in c.arrays if id(a) in used]
    big = r.randrange(901, 1101, 2)
    if g.quick:
        big = r.randrange(301, 601, 2)
    trips = list(TRIPS) + [big, r.randrange(101, 257, 2)]
    # Global arrays: rows for the largest trip count.
    for a in c.arrays:
        if a.storage == 'global':
            a.cap = max_index(c, a, big, big) // a.unit + 2
    # A layout spec for the layout pass, naming global arrays.
    globs = [a for a in c.arrays if a.storage == 'global' and a.kind == 'flat']
    if globs and g.chance(0.5) and 'layout' not in g.avoid:
        specs = []
        for a in globs:
            # Every spec valid for the array: a tile longer than the rows
            # is an error of the layout language (a test of its own).
            specs.append(g.pick([
                '%s[i][f] -> INTERCHANGE(i, f)',
                '%s[i][f] -> STRIP_MINE(i, 8, ii) -> INTERCHANGE(ii, f)'
                if a.cap >= 8 else '%s[i][f] -> INTERCHANGE(i, f)',
                '%s[i][f] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(ii, f) -> PEEL(f, 1)'
                if a.cap >= 4 else '%s[i][f] -> PEEL(f, 1)',
                '%s[i][f] -> PAD(f, 1)',
                '%s[i][f] -> PEEL(i, 1)',
            ]) % a.name)
        c.layout = '; '.join(specs)
    # The calls: (n, misaligned, alias pair, delta).
    # (n, misaligned, overlapping pair, delta, tight): tight 1 puts the end
    # of every pool against a guard page, tight 2 its start.
    calls = [(n, 0, None, 0, 0, None, None) for n in trips]
    for n in r.sample(trips, 7) + [big]:
        calls.append((n, 1, None, 0, 0, None, None))
    if 'tight' not in g.avoid:
        for n in r.sample(trips[1:], 5) + [big]:
            calls.append((n, r.choice([0, 1]), None, 0, 1, None, None))
        for n in r.sample(trips[1:], 3):
            calls.append((n, 0, None, 0, 2, None, None))
    params = [a for a in c.arrays if a.storage == 'param']
    pairs = []
    for i, p in enumerate(params):
        for q in params[i + 1:]:
            if (p.pool == q.pool and not p.restrict and not q.restrict
                    and (p.written or q.written)):
                pairs.append((p, q))
    if 'overlap' in g.avoid:
        pairs = []
    for p, q in r.sample(pairs, min(len(pairs), 3)):
        deltas = [0, 1, -1, p.unit, -q.unit, r.randint(2, 40), -r.randint(2, 40), 'half']
        for d in r.sample(deltas, 5):
            n = g.pick([big, g.pick(trips[4:]), 17, 33])
            calls.append((n, r.choice([0, 1]), (p.name, q.name), d, 0, None, None))
    # A pointer parameter bound to a global array the kernel also accesses
    # by name.
    binds = []
    for p in params:
        for gl in c.arrays:
            if (gl.storage == 'global' and gl.kind == 'contig' and p.kind != 'struct'
                    and not p.restrict and p.elem is gl.elem and (p.written or gl.written)):
                binds.append((p, gl))
    if 'gbind' in g.avoid:
        binds = []
    for p, gl in r.sample(binds, min(len(binds), 2)):
        for d in r.sample([0, 1, 2, 5, 17, 'mid'], 3):
            n = g.pick([big, g.pick(trips[4:]), 17, 33])
            calls.append((n, 0, None, 0, 0, (p.name, gl.name, d), None))
    # A flat T* parameter viewing the memory of an array of structures of
    # n T fields (legal: the members are T objects), at distances 0 (the
    # same records: an in-place update through two pointer types), +-1
    # element, +-1 record and more.
    views = []
    for sp in params:
        if sp.kind != 'struct' or sp.restrict:
            continue
        ft = sp.elem.ftypes
        if any(t is not ft[0] for t in ft):
            continue
        for fq in params:
            if (fq.kind == 'flat' and not fq.restrict and fq.elem is ft[0]
                    and fq.stride == len(ft) and (sp.written or fq.written)):
                views.append((sp, fq))
    if 'view' in g.avoid:
        views = []
    for sp, fq in r.sample(views, min(len(views), 2)):
        nf = len(sp.elem.ftypes)
        for d in r.sample([0, 0, 1, -1, nf, -nf, 2 * nf + 1, 'half'], 5):
            n = g.pick([big, g.pick(trips[4:]), 17, 33])
            calls.append((n, r.choice([0, 1]), None, 0, 0, None, (sp.name, fq.name, d)))
    c.calls = calls
    c.big = big
    # Global arrays must hold what bound parameters access.
    for ci, call in enumerate(calls):
        if call[5]:
            pn, gn, d = call[5]
            p = next(a for a in c.arrays if a.name == pn)
            gl = next(a for a in c.arrays if a.name == gn)
            if d == 'mid':
                d = max_index(c, gl, call[0], call[0]) // 2
            calls[ci] = call[:5] + ((pn, gn, d),) + call[6:]
            b = access_bounds(c, p, call[0], call[0] + 3)   # ld: see layout_calls
            if b:
                gl.cap = max(gl.cap, d + b[1] + 2)


def access_bounds(c, a, n, ld):
    """(min, max) C element index of A touched in a call with trip count N
    and leading dimension LD, or None."""
    lo_i, hi_i = None, None
    for L in c.loops:
        for (x, off, k) in L.accesses:
            if x is not a:
                continue
            hi = L.hi_of(n)
            if hi <= L.lo and not (L.ptr and a.storage == 'param'):
                continue
            m = (L.nest - 1) * ld if L.nest else 0
            first = a.unit * (L.lo + off) + k
            last = a.unit * (m + hi - 1 + off) + k
            if L.ptr and a.storage == 'param':
                # The bumped pointer starts at index lo and ends one past
                # the last iteration's element: keep both inside the object.
                first = min(first, a.unit * L.lo)
                last = max(last, a.unit * (m + max(hi, L.lo)) - 1, first)
            lo_i = first if lo_i is None else min(lo_i, first)
            hi_i = last if hi_i is None else max(hi_i, last)
    if lo_i is None:
        return None
    return lo_i, hi_i


def max_index(c, a, n, ld):
    b = access_bounds(c, a, n, ld)
    return (b[1] + 1) if b else 0



def layout_calls(c, rng_seed):
    """Per call: n, ld, the offset of every pointer parameter in its pool,
    the values of the scalar parameters, the size of every pool and whether
    it is tight against a guard page.  Every random choice is seeded by the
    call and the array or parameter it is for, so that dropping arrays or
    parameters (reduction) keeps the others."""
    def R(*what):
        return random.Random('%s:%s' % (rng_seed, ':'.join(str(x) for x in what)))
    params = [a for a in c.arrays if a.storage == 'param']
    rows = []
    for ci, (n, mis, pair, delta, tight, bind, view) in enumerate(c.calls):
        ld = n + R(ci, 'ld').choice([0, 1, 3])
        ext = {}
        for a in params:
            b = access_bounds(c, a, n, ld)
            ext[a.name] = (b[0], b[1] + 1) if b else (0, 0)
        offs = {}
        sizes = {}
        by_pool = {}
        for a in params:
            if bind and a.name == bind[0]:
                offs[a.name] = bind[2]         # into the global array
                continue
            if view and a.name == view[1]:
                continue                       # into the structures' pool
            by_pool.setdefault(a.pool, []).append(a)
        for pool, arrs in by_pool.items():
            pos = 0 if tight == 2 else 16
            rest = arrs
            if pair and any(a.name == pair[0] for a in arrs) \
                    and any(a.name == pair[1] for a in arrs):
                p = next(a for a in arrs if a.name == pair[0])
                q = next(a for a in arrs if a.name == pair[1])
                span = max(ext[p.name][1], ext[q.name][1]) + 8
                d = delta
                if d == 'half':
                    d = max(1, ext[p.name][1] // 2)
                base = pos + span + 64
                offs[p.name] = base + mis
                offs[q.name] = base + mis + d
                pos = base + span + abs(d) + 64
                rest = [a for a in arrs if a is not p and a is not q]
            if tight:
                # Which array lies against the guard page varies.
                rest = list(rest)
                R(ci, pool, 'order').shuffle(rest)
            if view:
                # The viewed array last, after a few free records: the view
                # may start before it and end after it, but must not touch
                # the other arrays.
                rest = ([a for a in rest if a.name != view[0]]
                        + [a for a in rest if a.name == view[0]])
            for i, a in enumerate(rest):
                lo, hi = ext[a.name]
                rr = R(ci, a.name)
                start = ((pos + 63) // 64) * 64 + mis
                if view and a.name == view[0]:
                    start += 64
                if mis and rr.random() < 0.5:
                    start += rr.randint(0, 3)
                if tight == 2 and i == 0:
                    start = max(0, -lo)
                offs[a.name] = start
                pos = start + hi + rr.choice([0, 1, 7, 16])
            need = 0 if tight == 1 else pos + 64
            for a in arrs:
                lo, hi = ext[a.name]
                assert offs[a.name] + lo >= 0
                need = max(need, offs[a.name] + hi + (0 if tight == 1 else 16))
            sizes[pool] = max(need, 1)
        if view:
            sp = next(a for a in params if a.name == view[0])
            nf = len(sp.elem.ftypes)
            d = view[2]
            if d == 'half':
                d = max(1, ext[view[1]][1] // 2)
            # The viewing pointer, in T elements from the pool's start.
            offs[view[1]] = offs[sp.name] * nf + d
            assert offs[view[1]] + ext[view[1]][0] >= 0
            sizes[sp.pool] = max(sizes[sp.pool],
                                 (offs[view[1]] + ext[view[1]][1]) // nf + 2)
        for a in params:
            sizes.setdefault(a.pool, 64)
        vals = []
        for (name, t, lo, hi) in c.params:
            rr = R(ci, name)
            if t.isfloat:
                v = rr.randint(int(lo * 4), int(hi * 4)) / 4.0
                v = min(max(v, lo), hi)
                if lo <= 0 <= hi and rr.random() < 0.1 and 'negzero' not in Generator.avoid:
                    v = -0.0
            else:
                v = rr.randint(lo, hi)
            vals.append(v)
        rows.append((n, ld, offs, vals, sizes, tight, bind, view))
    return rows

