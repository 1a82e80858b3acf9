"""The expressions of one loop body of an AoS-kernel case (BodyGen): loads
from the loop's inputs, temporaries, invariant parameters, constants,
conversions and the integer and floating-point operations, each with the
exact (integers) or conservative (floats) range of its value, so that no
expression has undefined behaviour.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import math

from fuzzing import shapes
from fuzzing.model import Stmt, fit_to_domain
from fuzzing.values import (BOOL, FLOAT_LIMIT, INT, TYPES, Expr, bitlen_bound, builtin,
                            convert, float_arith, fslack, int_fix, op_type, scaled)


class BodyGen:
    """Expressions over one loop body."""

    def __init__(self, g, loop, inputs):
        self.g = g
        self.loop = loop
        self.inputs = inputs          # list of (array, c offset)
        self.temps = []               # Expr of temps
        self.params = []              # Expr of invariant params usable here
        self.allow_conv = True

    def chance(self, p):
        return self.g.chance(p)

    def add_temp(self, t, depth):
        """A temporary of type T: a shared subexpression of DEPTH, its
        statement appended to the loop and its value to the temps."""
        e = self.expr(t, depth)
        name = 't%d' % self.g.ntemp
        self.g.ntemp += 1
        self.loop.stmts.append(Stmt('temp', '%s %s = %s;' % (t.c, name, e.text), name,
                                    expr=e, lhs='%s %s' % (t.c, name)))
        self.temps.append(Expr(name, t, e.lo, e.hi))

    def load(self, t, want=None):
        """A load of a field of type T from an input, or None."""
        cands = []
        for a, c in self.inputs:
            for k in range(a.nfields):
                if a.ftype(k) is t and (want is None or (a, c, k) in want):
                    cands.append((a, c, k))
        if not cands:
            return None
        a, c, k = self.g.pick(cands)
        return self.load_of(a, c, k)

    def load_of(self, a, c, k):
        t = a.ftype(k)
        self.loop.accesses.append((a, c, k))
        lo, hi = self.g.case.domain[t.key]
        return Expr(self.loop.ref(a, c, k), t, lo, hi)

    def param(self, t):
        # A value an earlier loop left in a global, read as an invariant.
        carried = [e for e in self.g.carried if e.t is t]
        if carried and self.chance(0.3):
            return self.g.pick(carried)
        cands = [p for p in self.params if p.t is t]
        if cands and self.chance(0.8):
            return self.g.pick(cands)
        p = self.g.new_param(t)
        self.params.append(p)
        return p

    def leaf(self, t):
        g = self.g
        if t is BOOL:
            return shapes.bool_expr(self, 0)
        if g.bool_on and self.chance(0.2):
            e = shapes.bool_select(self, t)
            if e:
                return e
        if 'invptr' in self.loop.features and self.chance(0.15):
            return shapes.inv_load(self, t)
        temps = [e for e in self.temps if e.t is t]
        if temps and self.chance(0.35):
            return g.pick(temps)
        if self.chance(0.55):
            e = self.load(t)
            if e:
                return e
        choices = ['load'] * 6 + ['temp'] * 3 + ['param'] * 2 + ['const'] * 2
        if 'iv' in self.loop.features:
            choices += ['iv'] * 2
        if self.allow_conv:
            choices += ['conv']
        for _ in range(6):
            what = g.pick(choices)
            if what == 'load':
                e = self.load(t)
                if e:
                    return e
            elif what == 'temp':
                cands = [e for e in self.temps if e.t is t]
                if cands:
                    return g.pick(cands)
            elif what == 'param':
                return self.param(t)
            elif what == 'const':
                return g.const(t)
            elif what == 'iv':
                # The counter is an int: make it the int64_t the expression
                # says it is, or a 64-bit shift of it is undefined.
                iv = ('((int64_t) i)' if not self.loop.nest
                      else '((int64_t) (j * ld + i))')
                return convert(Expr(iv, TYPES['i64'], 0, 70000), t) or g.const(t)
            elif what == 'conv' and not t.isfloat and self.chance(0.4):
                # Float to integer at the edges of the integer's range.
                fl = [s for s in g.types if s.isfloat and
                      (s.size == t.size or 'widen' in self.loop.features or g.mode == 'mixed')]
                if fl:
                    e = self.expr(g.pick(fl), 1)
                    ce = self.scaled_conversion(e, t)
                    if ce:
                        return ce
            elif what == 'conv':
                others = [s for s in g.types if s is not t]
                if 'widen' in self.loop.features:
                    others = [s for s in TYPES.values() if s is not t]
                if others:
                    s = g.pick(others)
                    e = self.load(s) or g.pick([e for e in self.temps if e.t is s] or [None])
                    if e:
                        ce = convert(e, t)
                        if ce:
                            return ce
        e = self.load(t)
        return e or (self.param(t) if self.chance(0.5) else g.const(t))

    def scaled_conversion(self, e, t):
        """(T) (E * 2**k), or (T) (|E| * 2**k) for unsigned T, with 2**k
        bringing the largest magnitude near the top of T's range."""
        m = max(abs(e.lo), abs(e.hi))
        if m < 1e-6:
            return None
        top = float(1 << (t.bits - 1)) if t.signed else float(t.tmax)
        k = math.floor(math.log2(top * 0.9 / m))
        if not t.signed:
            e = Expr('%s (%s)' % (builtin('fabs', e.t), e.text), e.t, 0.0, m)
        return convert(scaled(e, k), t)

    def expr(self, t, depth):
        if t is BOOL:
            return shapes.bool_expr(self, depth)
        if depth <= 0 or self.chance(0.25):
            return self.leaf(t)
        for _ in range(8):
            e = self.try_op(t, depth)
            if e is not None:
                return e
        return self.leaf(t)

    def try_op(self, t, depth):
        g = self.g
        f = self.loop.features
        if t.isfloat:
            ops = ['+', '+', '-', '-', '*', '*', '/c', '/safe', 'neg', 'abs']
            if 'call' in f:
                ops += ['sqrt', 'sqrt']
            if 'cond' in f:
                ops += ['cond', 'fmin']
        else:
            ops = ['+', '+', '-', '-', '*', '&', '|', '^', '>>c', '<<c',
                   'min', 'max', 'neg', 'not', 'abs', '>>v', '<<v']
            if 'shift' in g.avoid:
                ops = [o for o in ops if '<<' not in o and '>>' not in o]
            if 'intdiv' in f:
                ops += ['/c', '%c', '/c']
            if 'cond' in f:
                ops += ['cond']
        if 'invptr' in f or 'condload' in f:
            ops += ['condsel'] * 4
        op = g.pick(ops)
        if t.size == 8 and not t.isfloat and op[:2] in ('<<', '>>') and g.chance(0.6):
            op = g.pick(['+', '-', '*', '&', '|', '^'])   # counts are int: mixed sizes
        if op in ('+', '-', '*', '&', '|', '^', 'min', 'max'):
            a = self.expr(t, depth - 1)
            b = self.expr(t, depth - 1)
            return self.binop(op, a, b)
        if op in ('neg', 'abs', 'not', 'sqrt'):
            return self.unop(op, self.expr(t, depth - 1))
        if op == '/c':
            a = self.expr(t, depth - 1)
            if t.isfloat:
                c = g.pick([2.0, 4.0, 0.5, 3.0, -8.0, 10.0, 0.25, 7.0])
                lo, hi = sorted([a.lo / c, a.hi / c])
                if max(abs(lo), abs(hi)) > FLOAT_LIMIT[t.size]:
                    return None
                return Expr('(%s / %s)' % (a.text, t.lit(c)), t, *fslack(lo, hi)).with_kids(a)
            c = g.pick([2, 3, 4, 5, 7, 8, 16] + ([-3, -4] if t.signed else []))
            if 'shift' in g.avoid and (abs(c) & (abs(c) - 1)) == 0:
                c = g.pick([3, 5, 7])   # x / 2**k becomes a shift
            q = [int(a.lo / c), int(a.hi / c)]
            lo, hi = min(q + [0]), max(q + [0])
            e = int_fix(t, '(%s / %s)' % (a.text, t.lit(c)), lo, hi, op_type(t))
            return e and e.with_kids(a)
        if op == '%c':
            a = self.expr(t, depth - 1)
            c = g.pick([2, 3, 5, 7, 8, 10])
            lo = -(c - 1) if a.lo < 0 else 0
            hi = (c - 1) if a.hi > 0 else 0
            e = int_fix(t, '(%s %% %s)' % (a.text, t.lit(c)), lo, hi, op_type(t))
            return e and e.with_kids(a)
        if op == '/safe':
            a = self.expr(t, depth - 1)
            b = self.expr(t, depth - 1)
            m = max(abs(a.lo), abs(a.hi))
            return Expr('(%s / (%s (%s) + %s))' % (a.text, builtin('fabs', t), b.text,
                                                   t.lit(1.0)),
                        t, *fslack(-m, m)).with_kids(a, b)
        if op in ('>>c', '<<c'):
            a = self.expr(t, depth - 1)
            c = g.rng.randint(0, t.bits - 1)
            return self.shift(op[:2], a, Expr(str(c), INT, c, c))
        if op in ('>>v', '<<v'):
            a = self.expr(t, depth - 1)
            b = self.expr(t, depth - 1)
            cnt = Expr('(%s & %d)' % (b.text, t.bits - 1), INT, 0, t.bits - 1)
            return self.shift(op[:2], a, cnt)
        if op == 'cond':
            a = self.expr(t, depth - 1)
            b = self.expr(t, depth - 1)
            x = self.expr(t, depth - 1)
            y = self.expr(t, depth - 1)
            rel = g.pick(['<', '>', '<=', '!=', '=='])
            text = '(%s %s %s ? %s : %s)' % (a.text, rel, b.text, x.text, y.text)
            lo, hi = min(x.lo, y.lo), max(x.hi, y.hi)
            return Expr(text, t, lo, hi).with_kids(x, y)
        if op == 'condsel':
            return shapes.cond_select(self, t, depth)
        if op == 'fmin':
            a = self.expr(t, depth - 1)
            b = self.expr(t, depth - 1)
            text = '(%s < %s ? %s : %s)' % (a.text, b.text, a.text, b.text)
            return Expr(text, t, min(a.lo, b.lo), min(a.hi, b.hi)).with_kids(a, b)
        return None

    def binop(self, op, a, b):
        e = self._binop(op, a, b)
        return e.with_kids(a, b) if e is not None else None

    def unop(self, op, a):
        e = self._unop(op, a)
        return e.with_kids(a) if e is not None else None

    def shift(self, op, a, cnt):
        e = self._shift(op, a, cnt)
        return e.with_kids(a) if e is not None else None

    def _binop(self, op, a, b):
        t = a.t
        if t.isfloat:
            if op in ('+', '-', '*'):
                return float_arith(op, a, b)
            return None
        ot = op_type(t)
        if op == '+':
            lo, hi = a.lo + b.lo, a.hi + b.hi
        elif op == '-':
            lo, hi = a.lo - b.hi, a.hi - b.lo
        elif op == '*':
            p = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
            lo, hi = min(p), max(p)
        elif op in ('min', 'max'):
            if op == 'min':
                lo, hi = min(a.lo, b.lo), min(a.hi, b.hi)
                text = '(%s < %s ? %s : %s)' % (a.text, b.text, a.text, b.text)
            else:
                lo, hi = max(a.lo, b.lo), max(a.hi, b.hi)
                text = '(%s > %s ? %s : %s)' % (a.text, b.text, a.text, b.text)
            # Both operands are evaluated twice; the value is one of them.
            if len(text) > 600:
                return None
            return Expr(text, t, lo, hi)
        else:
            if a.lo >= 0 and b.lo >= 0:
                if op == '&':
                    lo, hi = 0, min(a.hi, b.hi)
                else:
                    lo, hi = 0, bitlen_bound(0, max(a.hi, b.hi)) - 1
            elif op == '&' and (a.lo >= 0 or b.lo >= 0):
                lo, hi = 0, a.hi if a.lo >= 0 else b.hi
            else:
                m = max(bitlen_bound(a.lo, a.hi), bitlen_bound(b.lo, b.hi))
                lo, hi = -m, m - 1
        text = '(%s %s %s)' % (a.text, op, b.text)
        if len(text) > 600:
            return None
        return int_fix(t, text, lo, hi, ot)

    def _unop(self, op, a):
        t = a.t
        if t.isfloat:
            if op == 'neg':
                return Expr('(-%s)' % a.text, t, -a.hi, -a.lo)
            if op == 'abs':
                m = max(abs(a.lo), abs(a.hi))
                lo = 0.0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi))
                return Expr('%s (%s)' % (builtin('fabs', t), a.text), t, lo, m)
            if op == 'sqrt':
                if a.lo < 0:
                    return None
                return Expr('%s (%s)' % (builtin('sqrt', t), a.text), t,
                            *fslack(math.sqrt(a.lo), math.sqrt(a.hi)))
            return None
        ot = op_type(t)
        if op == 'neg':
            if not ot.signed and t.size >= 4:
                lo, hi = (0, 0) if a.lo == a.hi == 0 else (0, t.tmax)
                return Expr('(-%s)' % a.text, t, lo, hi)
            return int_fix(t, '(-%s)' % a.text, -a.hi, -a.lo, ot)
        if op == 'not':
            if not ot.signed:
                return Expr('(~%s)' % a.text, t, t.tmax - a.hi, t.tmax - a.lo)
            return int_fix(t, '(~%s)' % a.text, ~a.hi, ~a.lo, ot)
        if op == 'abs':
            if not t.signed:
                return None
            if a.lo <= ot.tmin:
                return None
            lo = 0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi))
            hi = max(abs(a.lo), abs(a.hi))
            text = '(%s < 0 ? -%s : %s)' % (a.text, a.text, a.text)
            if len(text) > 600:
                return None
            return int_fix(t, text, lo, hi, ot)
        return None

    def _shift(self, op, a, cnt):
        t = a.t
        ot = op_type(t)
        text = '(%s %s %s)' % (a.text, op, cnt.text)
        if op == '>>':
            if cnt.lo == cnt.hi:
                lo, hi = a.lo >> cnt.lo, a.hi >> cnt.lo
            else:
                lo, hi = min(a.lo, 0), max(a.hi, 0)
            return int_fix(t, text, lo, hi, ot)
        if not ot.signed:
            if a.hi << cnt.hi <= ot.tmax:
                return Expr(text, t, a.lo << cnt.lo, a.hi << cnt.hi)
            return Expr(text, t, 0, t.tmax)
        if a.lo < 0 or (a.hi << cnt.hi) > ot.tmax:
            return None
        return int_fix(t, text, a.lo << cnt.lo, a.hi << cnt.hi, ot)

    def fit(self, e, t):
        return fit_to_domain(self.g.case, e, t)

