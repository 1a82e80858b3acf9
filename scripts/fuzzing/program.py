"""The whole-program generator style (--style program): one kernel with
3-8 loop nests of depth 1-3 over a shared set of global arrays (contiguous,
flat strided, arrays of records with fields of mixed types, two-
dimensional), pointer parameters (some restrict), invariant pointers and
scalars carried from loop to loop, as YARPGen makes them, beside the
AoS-kernel style of fuzzing.aos.  The model is fuzzing.progmodel, the
expressions fuzzing.progexpr, the C text fuzzing.progrender.

Free of undefined behaviour by construction:

  * integers hold any value of their type; arithmetic that could overflow
    is done in the unsigned type of its width and converted back (a
    conversion, implementation-defined in C, modular in GCC), shift counts
    are masked to the width, divisors are made odd (x | 1, unsigned);
  * floating-point values in memory and in carried scalars lie in [-R, R];
    expressions carry conservative ranges, stay below FLOAT_LIMIT (no
    infinity, so no NaN), and stores are scaled back by powers of two;
    float reductions go to accumulators whose range is known from the
    trip counts;
  * every index is an induction variable of known range plus a constant
    inside the array's slack, or masked to a power of two;
  * _Bool memory only ever holds 0 or 1 (comparisons, != 0).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing.harness import TRIPS
from fuzzing.progexpr import ProgramExprs
from fuzzing.progmodel import (FRANGE, OUTER, SLACK, TAIL, Arr, Nest, ProgramCase, Scope,
                               Stmt, full, unsigned_of)
from fuzzing.values import ALL_TYPES, BOOL, TYPES, RandomDraws, halvings


class ProgramGen(ProgramExprs, RandomDraws):
    def __init__(self, seed, n, quick, avoid):
        self.rng = random.Random('hyperlane-fuzz-program:%d:%d' % (seed, n))
        self.c = ProgramCase(seed, n)
        self.quick = quick
        self.avoid = avoid
        self.nmax = 0
        self.len = 0

    # -- the program's data ----------------------------------------------------

    def setup(self):
        r = self.rng
        c = self.c
        big = r.randrange(101, 201, 2) if self.quick else r.randrange(101, 301, 2)
        trips = r.sample(TRIPS, 9) + [big]
        c.calls = [(n, r.randint(1, OUTER)) for n in trips]
        self.nmax = big
        self.len = big + SLACK
        types = r.sample(list(TYPES.values()), r.randint(2, 5))
        if 'bool' not in self.avoid and self.chance(0.25):
            types.append(BOOL)
        c.types = types
        c.desc.append('types %s' % ','.join(t.key for t in types))
        for t in ALL_TYPES.values():
            c.domain[t.key] = (-FRANGE, FRANGE) if t.isfloat else full(t)
        for k in range(r.randint(3, 7)):
            self.new_array('g%d' % k)
        # Some arrays are reached through pointer parameters.
        for a in c.arrays:
            if self.chance(0.4):
                a.param = 'p' + a.name
                a.restrict = self.chance(0.5)
        self.choose_views()
        for k in range(r.randint(1, 4)):
            c.params.append(('v%d' % k, self.pick(types)))
        if 'invptr' not in self.avoid:
            for k in range(r.choice([0, 1, 1, 2])):
                c.cells.append(('q%d' % k, self.pick(types), r.choice([1, 1, 4])))
        for k in range(r.randint(2, 5)):
            t = self.pick(types)
            init = self.leaf_init(t)
            c.scalars.append(('x%d' % k, t, init))

    def choose_views(self):
        """Pairs of arrays some calls make overlap, and the calls."""
        c = self.c
        pairs = [(a, b) for a in c.arrays for b in c.arrays
                 if a is not b and a.param and not a.restrict
                 and not (b.param and b.restrict) and a.can_view(b)]
        if 'overlap' in self.avoid:
            pairs = []
        for a, b in self.rng.sample(pairs, min(len(pairs), 2)):
            if a.name not in c.views and b.name not in c.views:
                c.views[a.name] = b.name
        by_name = {a.name: a for a in c.arrays}
        for _ in c.calls:
            per = {}
            if c.views and self.chance(0.4):
                dst = self.pick(sorted(c.views))
                per[dst] = self.rng.randint(0, TAIL * by_name[c.views[dst]].unit)
            c.call_views.append(per)
        if c.views:
            c.desc.append('views: %s' % ', '.join('%s into %s' % kv
                                                  for kv in sorted(c.views.items())))

    def new_array(self, name):
        c = self.c
        kind = self.rng.choices(['contig', 'flat', 'rec', '2d'], [30, 25, 30, 15])[0]
        if kind == 'flat' and 'flat' in self.avoid:
            kind = 'contig'
        if kind == 'rec' and 'struct' in self.avoid:
            kind = 'contig'
        if kind == 'rec':
            if c.structs and self.chance(0.35):
                tag, ftypes = self.pick(c.structs)       # arrays of one record type
            else:
                ftypes = [self.pick(c.types) for _ in range(self.rng.randint(2, 6))]
                tag = 'rec%d' % len(c.structs)
                c.structs.append((tag, ftypes))
            a = Arr(name, 'rec', tag, ftypes=ftypes)
        elif kind == 'flat':
            a = Arr(name, 'flat', self.pick(c.types), stride=self.pick([2, 3, 3, 4, 5, 6, 8]))
        else:
            a = Arr(name, kind, self.pick(c.types))
        c.arrays.append(a)
        return a

    def leaf_init(self, t):
        c = self.c
        if c.params and self.chance(0.5):
            same = [p for p in c.params if p[1] is t]
            if same:
                return self.pick(same)[0]
        return self.const(t).text

    # -- loops ------------------------------------------------------------------------

    def nest(self, idx):
        """One loop nest: headers, body statements, accumulators."""
        r = self.rng
        L = Nest(idx)
        depth = r.choices([1, 2, 3], [55, 33, 12])[0]
        if 'nest' in self.avoid:
            depth = 1
        sc = Scope()
        names = ['k', 'j', 'i'][3 - depth:]
        iters = 1
        for d, name in enumerate(names):
            inner = d == depth - 1
            if not inner:
                bound = self.pick(['m', '2', '3', str(OUTER)])
                L.heads.append('for (long %s = 0; %s < %s; %s++)' % (name, name, bound, name))
                sc.ivs.append((name, 0, OUTER))
                iters *= OUTER
                continue
            ivt = r.choices(['int', 'long', 'unsigned', 'size_t'], [45, 30, 10, 15])[0]
            lo = r.choices([0, 1, 2], [75, 15, 10])[0]
            form = r.choices(['n', 'const', 'n-c', 'n/2', 'outer'], [55, 15, 12, 10, 8])[0]
            if form in ('n-c', 'outer') and ivt in ('unsigned', 'size_t'):
                form = 'n'
            if form == 'outer' and depth == 1:
                form = 'n'
            bound = {'n': 'n', 'const': str(self.pick([3, 8, 16, 17, 31, 64, 100])),
                     'n-c': 'n - %d' % self.pick([1, 2, 5]), 'n/2': 'n / 2',
                     'outer': 'n - %s' % names[0]}[form]
            down = 'down' not in self.avoid and ivt in ('int', 'long') and self.chance(0.12)
            step = 2 if not down and self.chance(0.08) else 1
            if down:
                head = 'for (%s %s = %s - 1; %s >= %d; %s--)' % (ivt, name, bound, name, lo, name)
            else:
                head = 'for (%s %s = %d; %s < %s; %s += %d)' % (ivt, name, lo, name, bound,
                                                               name, step)
                head = head.replace(' += 1)', '++)')
            L.heads.append(head)
            sc.ivs.append((name, lo, self.nmax))
            sc.inner = (name, lo, self.nmax)
            sc.inner_n = form == 'n' and lo == 0
            iters *= self.nmax
            if down:
                L.features.add('down')
        sc.clean = self.chance(0.45)
        if sc.clean:
            L.features.add('clean')
        nst = r.randint(2, 6)
        for _ in range(nst):
            L.stmts.append(self.statement(sc, L, iters))
        return L

    def statement(self, sc, L, iters):
        what = self.rng.choices(['store', 'assign', 'red', 'if', 'last'],
                                [45, 12, 18, 15, 10] if not sc.clean else [80, 0, 20, 0, 0])[0]
        if what == 'if' and 'cond' not in self.avoid:
            L.features.add('cond')
            a = self.simple(sc, L, iters)
            text = 'if (%s) { %s }' % (self.cond(sc, 1), a)
            if self.chance(0.35):
                text += ' else { %s }' % self.simple(sc, L, iters)
            return Stmt('if', text)
        if what == 'red' and 'red' not in self.avoid:
            return self.reduction(sc, L, iters)
        if what == 'last' and 'live' not in self.avoid:
            name, t, _ = self.pick(self.c.scalars)
            L.features.add('live')
            e = self.fit(self.expr(sc, t, 2), t)
            if self.chance(0.5):
                return Stmt('assign', 'if (%s) %s = %s;' % (self.cond(sc, 1), name, e.text))
            return Stmt('assign', '%s = %s ? %s : %s;' % (name, self.cond(sc, 1), e.text, name))
        return Stmt('store', self.simple(sc, L, iters))

    def simple(self, sc, L, iters):
        """A store to an array element or an assignment to a carried
        scalar (C text)."""
        if sc.clean or self.chance(0.8):
            a = self.pick(self.c.arrays)
            lv, t = self.access(sc, a, write=True)
        else:
            lv, t, _ = self.pick(self.c.scalars)
        e = self.fit(self.expr(sc, t, self.rng.choice([1, 2, 2, 3])), t)
        return '%s = %s;' % (lv, e.text)

    def reduction(self, sc, L, iters):
        """sum, xor, min, max into a carried scalar; float sums into an
        accumulator of known range, scaled into the scalar after the nest."""
        L.features.add('red')
        name, t, _ = self.pick(self.c.scalars)
        e = self.fit(self.expr(sc, t, 2), t)
        if t is BOOL:
            return Stmt('red', '%s = %s | %s;' % (name, name, e.text))
        if t.isfloat:
            if self.chance(0.4):
                rel = self.pick(['<', '>'])
                return Stmt('red', '%s = %s %s %s ? %s : %s;' % (name, e.text, rel, name,
                                                                 e.text, name))
            acc = 'acc%d_%d' % (L.idx, len(L.pre))
            m = max(abs(e.lo), abs(e.hi)) * iters + FRANGE
            L.pre.append('%s %s = %s;' % (t.c, acc, name))
            k = halvings(m, FRANGE)
            L.post.append('%s = %s * 0x1p-%d%s;' % (name, acc, k, 'f' if t.size == 4 else ''))
            return Stmt('red', '%s += %s;' % (acc, e.text))
        op = self.pick(['+', '^', '|', '&', 'min', 'max', '*'])
        if op in ('min', 'max'):
            rel = '<' if op == 'min' else '>'
            return Stmt('red', '%s = %s %s %s ? %s : %s;' % (name, e.text, rel, name,
                                                             e.text, name))
        if op in ('^', '|', '&'):
            return Stmt('red', '%s %s= %s;' % (name, op, e.text))
        u = unsigned_of(t)
        return Stmt('red', '%s = (%s) ((%s) %s %s (%s) %s);' % (name, t.c, u.c, name, op,
                                                                u.c, e.text))

    def between(self, L):
        """A scalar carried to the next loops, computed between two nests."""
        if not self.chance(0.4):
            return
        name, t, _ = self.pick(self.c.scalars)
        e = self.fit(self.expr(Scope(), t, 2), t)
        L.pre.insert(0, '%s = %s;' % (name, e.text))

    def generate(self):
        self.setup()
        c = self.c
        for li in range(self.rng.randint(3, 8 if not self.quick else 6)):
            L = self.nest(li)
            self.between(L)
            c.loops.append(L)
        return c


def gen_program(seed, n, quick, avoid):
    return ProgramGen(seed, n, quick, avoid).generate()
