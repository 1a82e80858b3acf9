"""The newer shapes of the AoS-kernel generator (issue 23): conditional
reads of invariant pointers and of strided addresses (masked loads),
conditional stores (masked stores), _Bool fields and arrays, values live
after strided loops, records of mixed field types.

The functions take the generator objects of fuzzing.generator,
fuzzing.body and fuzzing.model (Generator G, BodyGen BG, Loop L) and use
only their public parts.  Every value they make has an exact (integers)
or conservative (floats) range, so the programs stay free of undefined
behaviour like the rest of the case.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing.model import Stmt
from fuzzing.values import BOOL, RELS, TYPES, Expr

# Per-loop (or per-case) chances of the new shapes, each drawn from the
# generator's own stream for them (Generator.xr), so that a case without
# them is the case earlier versions generated.
SHAPE_CHANCE = {
    'bool': 0.12,        # per case: _Bool fields and arrays
    'mixrec': 0.10,      # per case: records of fields of several sizes
    'invptr': 0.14,      # per loop: *p, p->f, w[k] read (conditionally)
    'condload': 0.10,    # per loop: c ? a[S*i+k] : x
    'condstore': 0.10,   # per loop: if (c) a[S*i+k] = x;
    'lastval': 0.12,     # per loop: values live after the loop
    # per case, drawn last: one or two more loops over a global grid or a
    # pointer whose rows, columns or offsets are invariant locals
    # (fuzzing.rows)
    'rows': 0.10,
    # per loop, from a stream of its own (wide_records): field-wise
    # work on records of 9-30 fields, read at neighbouring records
    'wide': 0.08,
}

SHAPES = list(SHAPE_CHANCE)


class Inv:
    """A loop-invariant memory operand the kernel gets a pointer to: a
    cell (*p), a record (p->fK) or a small vector (w[k]).  Its storage is a
    static array inv_NAME of COUNT elements, filled by init_all."""

    def __init__(self, name, kind, elem, count, restrict=False):
        self.name = name
        self.kind = kind              # 'cell', 'rec', 'vec'
        self.elem = elem              # CType, or Struct for 'rec'
        self.count = count
        # Always valid: nothing writes the invariants.  GCC needs it to
        # if-convert *p into a masked load next to stores it might alias.
        self.restrict = restrict

    @property
    def elem_c(self):
        return self.elem.c

    def field_types(self):
        return self.elem.ftypes if self.kind == 'rec' else [self.elem]


def case_shapes(g):
    """The per-case shapes, decided once before the loops."""
    g.bool_on = 'bool' not in g.avoid and g.xr.random() < SHAPE_CHANCE['bool']
    g.mixrec = 'mixrec' not in g.avoid and g.xr.random() < SHAPE_CHANCE['mixrec']
    if g.bool_on:
        g.case.desc.append('shapes: _Bool fields and arrays')
    if g.mixrec:
        # Field types beyond the case's own: other sizes (and _Bool).
        others = [t for t in TYPES.values() if t.size not in {s.size for s in g.types}]
        g.mixrec = bool(others)       # mixed cases have such records already
    if g.mixrec:
        g.rec_extra = g.rng.sample(others, min(len(others), g.rng.choice([1, 2])))
        g.case.desc.append('shapes: records of mixed fields (%s)'
                           % ','.join(t.key for t in g.rec_extra))


def loop_shapes(g):
    """The per-loop shapes, as loop features."""
    feats = set()
    for name in ('invptr', 'condload', 'condstore', 'lastval'):
        if name not in g.avoid and g.xr.random() < SHAPE_CHANCE[name]:
            feats.add(name)
    # A conditional read of an invariant whose value is used after the
    # loop is the shape of the maybe_gen_insn ICE: often together.
    if 'invptr' in feats and 'lastval' not in g.avoid and g.xr.random() < 0.4:
        feats.add('lastval')
    return feats


# Field counts of the wide records: NPB's 5x5 blocks (25), their rows of
# three blocks (75 is too big for the harness's pools), sizes GCC has no
# permute sequence for and sizes it has.
WIDE_FIELDS = [9, 10, 12, 15, 15, 16, 20, 24, 25, 25, 30]


class WideRecords:
    """The wide-record form of one loop (NPB BT's block forming,
    x_solve.c:152): every field of records of NF fields stored from the
    same fields of 1-3 arrays of such records, read at the record before,
    the same and the one after, with an extra term on every DIAG-th field
    (a block's diagonal).  What hyperlane's record lanes take
    (docs/design.md): one iteration's records as runs of whole vectors."""

    def __init__(self, rng, nf):
        self.rng = rng
        self.nf = nf
        self.offsets = rng.choice([[0], [-1, 0], [0, 1], [-1, 0, 1], [-1, 1]])
        self.diag = rng.choice([0, 0, int(nf ** 0.5) + 1, 2, 7])


def wide_records(g, li):
    """The wide-record form of loop LI, or None.  Drawn from a stream of
    its own (per case and loop), so that the other streams, and every case
    and loop without it, stay as earlier versions generated them."""
    if 'wide' in g.avoid:
        return None
    xw = random.Random('hyperlane-fuzz-wide:%d:%d:%d' % (g.case.seed, g.case.n, li))
    if xw.random() >= SHAPE_CHANCE['wide']:
        return None
    return WideRecords(xw, xw.choice(WIDE_FIELDS))


def struct_field_types(g, ftypes):
    """FTYPES with some fields made _Bool or of other sizes, when the case
    has those shapes."""
    ftypes = list(ftypes)
    if g.mixrec and g.chance(0.8):
        for k in g.rng.sample(range(len(ftypes)), g.rng.randint(1, max(1, len(ftypes) // 2))):
            ftypes[k] = g.pick(g.rec_extra + g.types)
    if g.bool_on and g.chance(0.6):
        for k in g.rng.sample(range(len(ftypes)), g.rng.randint(1, len(ftypes))):
            ftypes[k] = BOOL
    return ftypes


def array_elem(g, elem):
    """The element type of a new flat or contiguous array: _Bool now and
    then when the case has _Bool arrays."""
    if g.bool_on and g.chance(0.3):
        return BOOL
    return elem


# -- _Bool values ----------------------------------------------------------------


def bool_const(v):
    return Expr(str(v), BOOL, v, v)


def bool_expr(bg, depth):
    """A value of type _Bool (0 or 1): a load, a comparison, x != 0, a
    constant (a store of a constant into _Bool groups found an ICE), or
    !, &&, ||, ^, &, | of such values."""
    g = bg.g
    for _ in range(6):
        what = g.rng.choices(['load', 'cmp', 'nz', 'const', 'not', 'logic', 'param'],
                             [30, 22, 8, 18, 5, 12, 5])[0]
        if depth <= 0 and what in ('not', 'logic'):
            what = 'load'
        if what == 'load':
            e = bg.load(BOOL)
            if e:
                return e
        elif what == 'cmp':
            e = comparison(bg, max(0, depth - 1))
            if e:
                return e
        elif what == 'nz':
            s = numeric_type(bg)
            x = bg.expr(s, max(0, depth - 1))
            return Expr('(%s != 0)' % x.text, BOOL, 0, 1)
        elif what == 'const':
            return bool_const(g.pick([0, 1]))
        elif what == 'not':
            a = bool_expr(bg, depth - 1)
            return Expr('(!%s)' % a.text, BOOL, 0, 1).with_kids(a)
        elif what == 'logic':
            a = bool_expr(bg, depth - 1)
            b = bool_expr(bg, depth - 1)
            text = '(%s %s %s)' % (a.text, g.pick(['&&', '||', '^', '&', '|']), b.text)
            if len(text) < 600:
                return Expr(text, BOOL, 0, 1).with_kids(a, b)
        else:
            return bg.param(BOOL)
    return bool_const(1)


def numeric_type(bg):
    """A non-_Bool type the loop can load, else one of the case's."""
    g = bg.g
    have = [a.ftype(k) for a, _ in bg.inputs for k in range(a.nfields)
            if a.ftype(k) is not BOOL]
    return g.pick(have) if have and g.chance(0.8) else g.pick(g.types)


def comparison(bg, depth):
    """(X rel Y) over one numeric type, as a _Bool value; Y often a
    constant (a[3*i] > 0)."""
    g = bg.g
    s = numeric_type(bg)
    x = bg.expr(s, depth)
    y = g.const(s) if g.chance(0.5) else bg.expr(s, depth)
    if g.chance(0.3):
        y = Expr(s.lit(0), s, 0, 0)
    text = '(%s %s %s)' % (x.text, g.pick(RELS), y.text)
    if len(text) > 600:
        return None
    return Expr(text, BOOL, 0, 1)


def condition(bg, depth=1):
    """The C text of a condition of a ?: or an if: a comparison (often of a
    strided load with 0), a _Bool load or its negation."""
    g = bg.g
    if g.chance(0.3):
        b = bg.load(BOOL)
        if b:
            return b.text if g.chance(0.7) else '!%s' % b.text
    # A strided field compared with 0 or a constant, as in a[3*i] > 0.
    strided = [(a, c, k) for a, c in bg.inputs if a.kind != 'contig'
               for k in range(a.nfields) if a.ftype(k) is not BOOL]
    if strided and g.chance(0.6):
        a, c, k = g.pick(strided)
        x = bg.load_of(a, c, k)
        y = Expr(x.t.lit(0), x.t, 0, 0) if g.chance(0.6) else g.const(x.t)
        return '%s %s %s' % (x.text, g.pick(RELS), y.text)
    e = comparison(bg, depth)
    return e.text if e else '1'


def bool_select(bg, t):
    """(b ? X : Y) or (T) b for a _Bool load B, or None without _Bool
    inputs."""
    g = bg.g
    b = bg.load(BOOL)
    if b is None:
        return None
    if not t.isfloat and g.chance(0.3):
        return Expr('(%s) %s' % (t.c, b.text), t, 0, 1)
    x = bg.leaf(t)
    y = bg.leaf(t)
    return Expr('(%s ? %s : %s)' % (b.text, x.text, y.text), t,
                min(x.lo, y.lo), max(x.hi, y.hi)).with_kids(x, y)


# -- invariant pointers ---------------------------------------------------------------


def inv_load(bg, t):
    """*p, p->fK or w[k] of type T, through a pointer parameter of the
    kernel (a new one or one the case has)."""
    g = bg.g
    c = g.case
    cands = [(v, k) for v in c.invs for k, ft in enumerate(v.field_types()) if ft is t]
    if cands and g.chance(0.6):
        v, k = g.pick(cands)
    else:
        kind = g.pick(['cell', 'cell', 'rec', 'vec'])
        if kind == 'rec':
            ftypes = [g.ftype() for _ in range(g.rng.randint(1, 4))]
            k = g.rng.randrange(len(ftypes) + 1)
            ftypes.insert(k, t)
            elem = g.new_struct(len(ftypes), ftypes=ftypes)
            count = 1
        else:
            elem = t
            count = 1 if kind == 'cell' else g.rng.randint(2, 8)
            k = 0
        v = Inv('%s%d' % ({'cell': 'p', 'rec': 'ps', 'vec': 'w'}[kind], len(c.invs)),
                kind, elem, count, restrict=g.chance(0.6))
        c.invs.append(v)
    lo, hi = c.domain[t.key]
    if v.kind == 'rec':
        return Expr('%s->f%d' % (v.name, k), t, lo, hi)
    if v.kind == 'vec':
        return Expr('%s[%d]' % (v.name, g.rng.randrange(v.count)), t, lo, hi)
    return Expr('(*%s)' % v.name, t, lo, hi)


def cond_select(bg, t, depth):
    """(C ? X : Y) where one arm is read only under the condition: an
    invariant pointer (*p: GCC if-converts it into a masked load), a
    strided or contiguous load, or an expression; the other often a
    constant (a[3*i] > 0 ? 1.0f : *p)."""
    g = bg.g
    f = bg.loop.features
    arms = []
    if 'invptr' in f:
        arms += ['inv'] * 3
    if 'condload' in f:
        arms += ['load'] * 3
    arms += ['expr']
    what = g.pick(arms)
    x = None
    if what == 'inv':
        x = inv_load(bg, t)
    elif what == 'load':
        x = bg.load(t)
    if x is None:
        x = bg.expr(t, depth - 1)
    y = bool_const(g.pick([0, 1])) if t is BOOL else (
        g.const(t) if g.chance(0.6) else bg.expr(t, depth - 1))
    cond = condition(bg, depth - 1)
    if g.chance(0.5):
        x, y = y, x
    text = '(%s ? %s : %s)' % (cond, x.text, y.text)
    if len(text) > 600:
        return None
    return Expr(text, t, min(x.lo, y.lo), max(x.hi, y.hi)).with_kids(x, y)


def if_temp(bg, t, name):
    """T NAME = X; if (C) NAME = *p; (or a conditional load of an input):
    an if-statement GCC if-converts.  Returns the statement's text and the
    value's Expr."""
    g = bg.g
    x = bg.expr(t, 1) if t is not BOOL else bool_expr(bg, 1)
    y = None
    if 'invptr' in bg.loop.features and g.chance(0.7):
        y = inv_load(bg, t)
    if y is None:
        y = bg.load(t) or inv_load(bg, t)
    cond = condition(bg, 1)
    if g.chance(0.3):
        text = '%s %s; if (%s) %s = %s; else %s = %s;' % (t.c, name, cond, name, y.text,
                                                          name, x.text)
    else:
        text = '%s %s = %s; if (%s) %s = %s;' % (t.c, name, x.text, cond, name, y.text)
    return text, Expr(name, t, min(x.lo, y.lo), max(x.hi, y.hi))


# -- conditional stores ------------------------------------------------------------------


def store_guard(bg, shared):
    """The condition of a conditional store: SHARED (one for the group)
    most of the time, or one of its own."""
    g = bg.g
    if shared is not None and g.chance(0.7):
        return shared
    return condition(bg, 1)


# -- values live after the loop -----------------------------------------------------------


def live_outs(g, bg, L, depth):
    """Values computed in the loop and used after it: the last element of a
    strided field, the last value of an expression, a conditional last
    value (if (c) r = x; and r = c ? x : r).  Each goes to a global redK
    after the loop, which a later loop may read as an invariant
    (Generator.carried)."""
    c = g.case
    strided = [(a, o, k) for a, o in bg.inputs if a.kind != 'contig'
               for k in range(a.nfields)]
    forms = ['last', 'last', 'cond', 'select', 'expr']
    if 'invptr' in L.features or 'condload' in L.features:
        forms += ['condsel'] * 3      # r = a[3*i] > 0 ? 1.0f : *p;
    for _ in range(g.rng.choice([1, 1, 2])):
        form = g.pick(forms)
        e = None
        if form == 'last' and strided:
            a, o, k = g.pick(strided)
            e = bg.load_of(a, o, k)
        elif form == 'condsel':
            t = g.pick([a.ftype(k) for a, _, k in strided] or g.types)
            e = cond_select(bg, t, 2)
        if e is None:
            t = g.pick([a.ftype(k) for a, _, k in strided] or g.types)
            e = bool_expr(bg, 1) if t is BOOL else bg.expr(t, max(1, depth - 1))
        t = e.t
        slot = len(c.reds.setdefault('all', []))
        c.reds['all'].append(t)
        acc = 'r%d' % slot
        init = bool_const(g.pick([0, 1])) if t is BOOL else g.const(t)
        if form == 'cond':
            text = 'if (%s) %s = %s;' % (condition(bg, 1), acc, e.text)
        elif form == 'select':
            text = '%s = %s ? %s : %s;' % (acc, condition(bg, 1), e.text, acc)
        else:
            text = '%s = %s;' % (acc, e.text)
        L.reds.append((acc, t, init.text, 'red%d' % slot))
        L.stmts.append(Stmt('red', text))
        # What the global holds after this loop: the initial value, a
        # stored one, or (the loop dropped by the reducer) init_all's.
        lo, hi = c.domain[t.key]
        g.carried.append(Expr('red%d' % slot, t, min(lo, init.lo, e.lo),
                              max(hi, init.hi, e.hi)))
