"""The expressions and memory accesses of a whole-program case's loop
bodies (ProgramExprs, a part of fuzzing.program's ProgramGen): indices
(induction variables, offsets inside the slack, reversed, masked gathers),
loads, leaves, integer operations done in the unsigned type of their
width, floating-point operations of conservative range, conditions, and
the fitting of a value into what memory holds.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.progmodel import FRANGE, OUTER, SLACK, full, signed_of, unsigned_of
from fuzzing.values import (BOOL, RELS, TYPES, Expr, builtin, convert, float_arith, fslack,
                            scaled_into)


class ProgramExprs:
    """The expressions of ProgramGen (self.rng, self.c, self.len)."""

    def const(self, t):
        if t is BOOL:
            v = self.pick([0, 1])
            return Expr(str(v), t, v, v)
        if t.isfloat:
            v = self.pick([0.5, 1.5, 2.0, -1.0, 0.25, 3.0, -2.5, 0.0, 10.0])
            return Expr(t.lit(v), t, v, v)
        v = self.pick([0, 1, 2, 3, 5, 7, 8, 15, 16, 31, 100, 255, t.tmax, t.tmin])
        v = max(t.tmin, min(t.tmax, v))
        return Expr(t.lit(v), t, v, v)

    def index(self, sc, a, write=False):
        """The logical index of an access to A in scope SC (C text)."""
        if sc.inner is None:
            return str(self.rng.randrange(self.len))
        name, lo, hi = sc.inner
        what = self.rng.choices(['iv', 'off', 'rev', 'mask', 'outer', 'const'],
                                [50, 20, 6, 8 if not write else 2, 8, 3] if not sc.clean
                                else [70, 24, 6, 0, 0, 0])[0]
        if what == 'off':
            c = self.rng.randint(-lo, SLACK)
            if c:
                return '%s %s %d' % (name, '+' if c > 0 else '-', abs(c))
        if what == 'rev' and sc.inner_n:
            return 'n - 1 - %s' % name
        if what == 'mask':
            # A gather: any value masked below a power of two within LEN.
            p = 1
            while p * 2 <= self.len:
                p *= 2
            x = self.leaf(sc, self.pick([t for t in self.c.types if not t.isfloat]
                                        or [TYPES['u32']]))
            return '(%s & %d)' % (self.as_unsigned(x), p - 1)
        if what == 'outer' and len(sc.ivs) > 1:
            return sc.ivs[0][0]
        if what == 'const':
            return str(self.rng.randrange(self.len))
        return name

    def row(self, sc):
        """The row of a two-dimensional array: an outer induction variable
        (bounded by OUTER) or a constant."""
        outer = [iv for iv in sc.ivs[:-1] if iv[2] <= OUTER]
        if outer and self.chance(0.8):
            return self.pick(outer)[0]
        return str(self.rng.randrange(OUTER))

    def access(self, sc, a, write=False):
        """An lvalue of A in scope SC and its type."""
        idx = self.index(sc, a, write)
        k = self.rng.randrange(a.nfields())
        t = a.ftype(k)
        nm = a.ref_name
        if a.kind == 'rec':
            return '%s[%s].f%d' % (nm, idx, k), t
        if a.kind == 'flat':
            simple = idx.isidentifier() or idx.isdigit()
            ix = idx if simple else '(%s)' % idx
            return '%s[%d * %s + %d]' % (nm, a.stride, ix, k), t
        if a.kind == '2d':
            return '%s[%s][%s]' % (nm, self.row(sc), idx), t
        return '%s[%s]' % (nm, idx), t

    def load(self, sc, t):
        """A load of an element of type T, or None."""
        cands = [a for a in self.c.arrays
                 if any(a.ftype(k) is t for k in range(a.nfields()))]
        if not cands:
            return None
        a = self.pick(cands)
        for _ in range(4):
            lv, ft = self.access(sc, a)
            if ft is t:
                lo, hi = self.c.domain[t.key]
                return Expr(lv, t, lo, hi)
        return None

    def as_unsigned(self, e):
        return '(%s) %s' % (unsigned_of(e.t).c, e.text)

    def leaf(self, sc, t):
        c = self.c
        lo, hi = c.domain[t.key]
        for _ in range(6):
            what = self.rng.choices(['load', 'scalar', 'param', 'cell', 'const', 'iv', 'conv'],
                                    [40, 15, 10, 6, 10, 6, 8])[0]
            if what == 'load':
                e = self.load(sc, t)
                if e:
                    return e
            elif what == 'scalar':
                cands = [s for s in c.scalars if s[1] is t]
                if cands:
                    return Expr(self.pick(cands)[0], t, lo, hi)
            elif what == 'param':
                cands = [p for p in c.params if p[1] is t]
                if cands:
                    return Expr(self.pick(cands)[0], t, lo, hi)
            elif what == 'cell':
                cands = [q for q in c.cells if q[1] is t]
                if cands:
                    name, _, count = self.pick(cands)
                    if count == 1:
                        return Expr('(*%s)' % name, t, lo, hi)
                    return Expr('%s[%d]' % (name, self.rng.randrange(count)), t, lo, hi)
            elif what == 'const':
                return self.const(t)
            elif what == 'iv' and sc.ivs and t is not BOOL:
                name, ivlo, ivhi = self.pick(sc.ivs)
                return convert(Expr(name, TYPES['i64'], ivlo, ivhi), t) or self.const(t)
            elif what == 'conv' and t is not BOOL:
                s = self.pick(c.types)
                if s is not t and s is not BOOL:
                    e = self.conversion(self.leaf(sc, s), t)
                    if e:
                        return e
        return self.const(t)

    def conversion(self, e, t):
        """(T) E without undefined behaviour: 64-bit integers go to floats
        through int32_t (a modular narrowing) so the range stays small."""
        if t.isfloat and not e.t.isfloat and e.t.size == 8:
            e = Expr('(int32_t) %s' % e.text, TYPES['i32'], *full(TYPES['i32']))
        return convert(e, t)

    def expr(self, sc, t, depth):
        if t is BOOL:
            return self.bool_expr(sc, depth)
        if depth <= 0 or self.chance(0.3):
            return self.leaf(sc, t)
        for _ in range(6):
            e = self.float_op(sc, t, depth) if t.isfloat else self.int_op(sc, t, depth)
            if e is not None and len(e.text) < 500:
                return e
        return self.leaf(sc, t)

    def bool_expr(self, sc, depth):
        what = self.pick(['cmp', 'cmp', 'load', 'nz', 'not'] if depth > 0 else ['load', 'cmp'])
        if what == 'load':
            e = self.load(sc, BOOL)
            if e:
                return e
            what = 'cmp'
        if what == 'not':
            return Expr('(!%s)' % self.bool_expr(sc, depth - 1).text, BOOL, 0, 1)
        s = self.pick([t for t in self.c.types if t is not BOOL] or [TYPES['i32']])
        x = self.expr(sc, s, max(0, depth - 1))
        if what == 'nz':
            return Expr('(%s != 0)' % x.text, BOOL, 0, 1)
        y = self.expr(sc, s, max(0, depth - 1)) if self.chance(0.5) else self.const(s)
        return Expr('(%s %s %s)' % (x.text, self.pick(RELS), y.text), BOOL, 0, 1)

    def cond(self, sc, depth=1):
        """The text of a condition (no NaN can reach it)."""
        return self.bool_expr(sc, max(1, depth)).text

    def int_op(self, sc, t, depth):
        u = unsigned_of(t)
        ops = ['+', '-', '*', '&', '|', '^', '<<', '>>', 'neg', 'not', 'min', 'max', 'sel',
               'cmp', 'abs']
        if not sc.clean:
            ops += ['/', '%']         # a vectorizer takes division by constants only
        op = self.pick(ops)
        a = self.expr(sc, t, depth - 1)
        wrap = '(%s) ' % t.c
        if op in ('+', '-', '*'):
            b = self.expr(sc, t, depth - 1)
            text = '%s(%s %s %s)' % (wrap, self.as_unsigned(a), op, self.as_unsigned(b))
        elif op in ('&', '|', '^'):
            b = self.expr(sc, t, depth - 1)
            text = '%s(%s %s %s)' % (wrap, a.text, op, b.text)
        elif op in ('<<', '>>'):
            b = self.expr(sc, self.pick([x for x in self.c.types if not x.isfloat
                                         and x is not BOOL] or [t]), depth - 1)
            cnt = '(%s & %d)' % (b.text, u.bits - 1)
            if op == '<<' or not t.signed:
                text = '%s(%s %s %s)' % (wrap, self.as_unsigned(a), op, cnt)
            else:
                text = '%s((%s) %s >> %s)' % (wrap, signed_of(t).c, a.text, cnt)
        elif op in ('/', '%'):
            b = self.expr(sc, t, depth - 1)
            text = '%s(%s %s (%s | 1))' % (wrap, self.as_unsigned(a), op, self.as_unsigned(b))
        elif op == 'neg':
            text = '%s(-%s)' % (wrap, self.as_unsigned(a))
        elif op == 'not':
            text = '%s(~%s)' % (wrap, a.text)
        elif op == 'abs':
            if not t.signed:
                return None
            text = '(%s < 0 ? %s(-%s) : %s)' % (a.text, wrap, self.as_unsigned(a), a.text)
        elif op in ('min', 'max'):
            b = self.expr(sc, t, depth - 1)
            text = '(%s %s %s ? %s : %s)' % (a.text, '<' if op == 'min' else '>', b.text,
                                           a.text, b.text)
        elif op == 'sel':
            b = self.expr(sc, t, depth - 1)
            text = '(%s ? %s : %s)' % (self.cond(sc, depth - 1), a.text, b.text)
        else:
            return Expr('(%s) %s' % (t.c, self.bool_expr(sc, depth - 1).text), t, 0, 1)
        return Expr(text, t, *full(t))

    def float_op(self, sc, t, depth):
        op = self.pick(['+', '+', '-', '*', '*', '/', 'neg', 'abs', 'min', 'max', 'sel',
                        'sqrt', 'conv'])
        fabs = builtin('fabs', t)
        if op == 'conv':
            s = self.pick([x for x in self.c.types if x is not t and x is not BOOL] or [t])
            return self.conversion(self.expr(sc, s, depth - 1), t) if s is not t else None
        a = self.expr(sc, t, depth - 1)
        if op in ('+', '-', '*'):
            return float_arith(op, a, self.expr(sc, t, depth - 1))
        m = max(abs(a.lo), abs(a.hi))
        if op == '/':
            b = self.expr(sc, t, depth - 1)
            return Expr('(%s / (%s (%s) + %s))' % (a.text, fabs, b.text, t.lit(1.0)), t,
                        *fslack(-m, m))
        if op == 'neg':
            return Expr('(-%s)' % a.text, t, -a.hi, -a.lo)
        if op == 'abs':
            return Expr('%s (%s)' % (fabs, a.text), t, 0.0, m)
        if op == 'sqrt':
            return Expr('%s (%s (%s))' % (builtin('sqrt', t), fabs, a.text), t, 0.0,
                        m ** 0.5 + 1.0)
        b = self.expr(sc, t, depth - 1)
        lo, hi = min(a.lo, b.lo), max(a.hi, b.hi)
        if op in ('min', 'max'):
            text = '(%s %s %s ? %s : %s)' % (a.text, '<' if op == 'min' else '>', b.text,
                                           a.text, b.text)
        else:
            text = '(%s ? %s : %s)' % (self.cond(sc, depth - 1), a.text, b.text)
        return Expr(text, t, lo, hi)

    def fit(self, e, t):
        """E as a value of T's domain (what memory and scalars hold)."""
        if e.t is not t:
            if t is BOOL:
                return Expr('(%s != 0)' % e.text, BOOL, 0, 1)
            ce = self.conversion(e, t)
            e = ce if ce is not None else self.const(t)
        if not t.isfloat:
            return e
        return scaled_into(e, FRANGE)
