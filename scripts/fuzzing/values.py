"""C types, value ranges and range-tracked expressions, shared by the
fuzzer's generators: both styles draw from RandomDraws, build Exprs whose
exact (integers) or conservative (floats) ranges keep them free of
undefined behaviour, and convert between types with int_fix and convert.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import math


class RandomDraws:
    """The draws every generator makes from its stream self.rng."""

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, seq):
        return self.rng.choice(seq)

# ---------------------------------------------------------------------------
# C types and value ranges
# ---------------------------------------------------------------------------


class CType:
    def __init__(self, key, c, size, isfloat, signed):
        self.key = key
        self.c = c
        self.size = size
        self.isfloat = isfloat
        self.signed = signed
        self.bits = size * 8
        if not isfloat:
            if signed:
                self.tmin = -(1 << (self.bits - 1))
                self.tmax = (1 << (self.bits - 1)) - 1
            else:
                self.tmin = 0
                self.tmax = (1 << self.bits) - 1

    def __repr__(self):
        return self.key

    def __deepcopy__(self, memo):
        return self

    def lit(self, v):
        """A C literal of this type holding V."""
        if self.isfloat:
            s = repr(float(v))
            if 'e' not in s and '.' not in s and 'inf' not in s:
                s += '.0'
            s += 'f' if self.size == 4 else ''
            return '(%s)' % s if s.startswith('-') else s
        v = int(v)
        if self.size < 4:
            return str(v) if v >= 0 else '(%s)' % v
        if self.size == 4:
            if self.signed:
                if v == self.tmin:
                    return '(-2147483647 - 1)'
                return str(v) if v >= 0 else '(%d)' % v
            return '%du' % v
        if self.signed:
            if v == self.tmin:
                return '(-9223372036854775807L - 1)'
            return '%dL' % v if v >= 0 else '(%dL)' % v
        return '%duL' % v


TYPES = {t.key: t for t in [
    CType('f32', 'float', 4, True, True),
    CType('f64', 'double', 8, True, True),
    CType('i8', 'int8_t', 1, False, True),
    CType('u8', 'uint8_t', 1, False, False),
    CType('i16', 'int16_t', 2, False, True),
    CType('u16', 'uint16_t', 2, False, False),
    CType('i32', 'int32_t', 4, False, True),
    CType('u32', 'uint32_t', 4, False, False),
    CType('i64', 'int64_t', 8, False, True),
    CType('u64', 'uint64_t', 8, False, False),
]}
INT = TYPES['i32']          # what C promotes narrower integers to
BY_SIZE = {}
for _t in TYPES.values():
    BY_SIZE.setdefault(_t.size, []).append(_t)

FLOAT_LIMIT = {4: 1e15, 8: 1e60}   # largest magnitude an expression may reach


def fslack(lo, hi):
    """Widen a float interval for rounding."""
    return (lo - abs(lo) * 1e-5 - 1e-30, hi + abs(hi) * 1e-5 + 1e-30)


def bitlen_bound(lo, hi):
    """Smallest 2**k with -2**k <= lo and hi < 2**k."""
    m = max(abs(lo), abs(hi) + 1)
    k = 0
    while (1 << k) < m:
        k += 1
    return 1 << k


class Expr:
    """A C expression: its text, type and range of values."""

    def __init__(self, text, t, lo, hi):
        self.text = text
        self.t = t
        self.lo = lo
        self.hi = hi
        self.kids = []                # operands of the same type (reduction)

    def with_kids(self, *kids):
        self.kids = [k for k in kids if k is not None and k.t is self.t]
        return self

    def __repr__(self):
        return '%s:%s[%s,%s]' % (self.text, self.t, self.lo, self.hi)


def int_fix(t, text, lo, hi, op_t):
    """Result of an integer operation computed in OP_T with exact range
    [LO, HI]: None on signed overflow, else the Expr of type T (cast back
    when T is narrower than OP_T)."""
    if op_t.signed:
        if lo < op_t.tmin or hi > op_t.tmax:
            return None
    elif lo < 0 or hi > op_t.tmax:
        lo, hi = 0, op_t.tmax
    if t.size < op_t.size:
        text = '(%s) %s' % (t.c, text)
        if lo < t.tmin or hi > t.tmax:
            lo, hi = t.tmin, t.tmax
    return Expr(text, t, lo, hi)


def op_type(t):
    return INT if (not t.isfloat and t.size < 4) else t


def convert(e, t):
    """(T) E, or None when the conversion would be undefined."""
    s = e.t
    if s is t:
        return e
    text = '(%s) %s' % (t.c, e.text)
    if t.isfloat:
        lo, hi = float(e.lo), float(e.hi)
        if abs(lo) > FLOAT_LIMIT[t.size] or abs(hi) > FLOAT_LIMIT[t.size]:
            return None
        return Expr(text, t, *fslack(lo, hi))
    if s.isfloat:
        # Truncation toward zero must be representable.
        if t.signed:
            lim = float(1 << (t.bits - 1)) * 0.99
            if e.lo <= -lim or e.hi >= lim:
                return None
        else:
            if e.lo <= -0.99 or e.hi >= float(t.tmax) * 0.99:
                return None
        lo = max(t.tmin, math.floor(e.lo))
        hi = min(t.tmax, math.ceil(e.hi))
        return Expr(text, t, lo, hi)
    lo, hi = e.lo, e.hi
    if lo < t.tmin or hi > t.tmax:
        lo, hi = t.tmin, t.tmax
    return Expr(text, t, lo, hi)


# The relational operators of the conditions both generators draw.
RELS = ['<', '>', '<=', '>=', '!=', '==']


# _Bool: one byte holding 0 or 1 only (any other byte is not a valid
# value), so it is kept out of TYPES and the type modes; the generator
# makes its values with comparisons and != 0.
BOOL = CType('b', '_Bool', 1, False, False)
BOOL.tmin, BOOL.tmax = 0, 1
ALL_TYPES = dict(TYPES, b=BOOL)


def builtin(name, t):
    """GCC's builtin NAME (fabs, sqrt) for the floating-point type T."""
    return '__builtin_%s%s' % (name, 'f' if t.size == 4 else '')


def halvings(m, limit):
    """The least k with M * 2**-k <= LIMIT."""
    k = 0
    while m * 2.0 ** -k > limit:
        k += 1
    return k


def scaled(e, k):
    """The floating-point E times 2**K, exactly."""
    return Expr('(%s * 0x1p%d%s)' % (e.text, k, 'f' if e.t.size == 4 else ''), e.t,
                e.lo * 2.0 ** k, e.hi * 2.0 ** k)


def scaled_into(e, limit):
    """The floating-point E scaled by a power of two into [-LIMIT, LIMIT]."""
    k = halvings(max(abs(e.lo), abs(e.hi)), limit)
    return scaled(e, -k) if k else e


def float_arith(op, a, b):
    """A op B for op in + - * on floating-point Exprs of one type, with the
    result's range; None where it may leave the type's safe range."""
    if op == '+':
        lo, hi = a.lo + b.lo, a.hi + b.hi
    elif op == '-':
        lo, hi = a.lo - b.hi, a.hi - b.lo
    else:
        p = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
        lo, hi = min(p), max(p)
    if max(abs(lo), abs(hi)) > FLOAT_LIMIT[a.t.size]:
        return None
    return Expr('(%s %s %s)' % (a.text, op, b.text), a.t, *fslack(lo, hi))


def plus(text, d):
    """TEXT + D as C source: TEXT itself for 0, TEXT - |D| below."""
    if d > 0:
        return '%s + %d' % (text, d)
    if d < 0:
        return '%s - %d' % (text, -d)
    return text
