"""The rows shape of the AoS kernels: loops whose references address one
global two- or three-dimensional array (rec g[R][C] of records of several
fields, records of an array member g[R][C].f[F], T g[R][C][F], T g[R][C])
or a pointer parameter (T *p read as p[o + S*i + f], struct s *p read as
p[o + i].fK) through rows, columns, field indices or offsets that are
loop-invariant locals computed before the loop from int parameters of
the kernel: k, k + c for small constants c and for distances around the
vector lengths, sometimes chosen on two if/else paths (PHIs) whose
difference is the same on both or not, o2 = o + shift with a constant or
a parameter shift.  GCC's dependence analysis cannot compare such
subscripts; hyperlane decides those pairs from their addresses
(docs/design.md, Legality): statically where the addresses are a constant
apart, otherwise with a runtime alias check.  Loads and stores of the
sites mix true and anti dependences at short distances, in-place updates
and independent rows; loops run up or down, to n or to min (n, LIM).

Every subscript stays in bounds: each use of a local records the
constant it adds, and once the case's largest trip count is known
(finish) the dimensions and, per int parameter, the box of values that
keeps every use in bounds are computed; each call draws the parameters
from their boxes (call_values), equal to each other or a vector length
apart as often as not, so that runtime checks see overlapping and
disjoint references.

The shape is drawn per case from the generator's stream of the shapes
(Generator.xr) after everything else the case draws, and generated from
that stream too, so that a case without it is the case earlier versions
generated, and a case with it only has one or two loops more.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.body import BodyGen
from fuzzing.model import Loop, Stmt, store_text
from fuzzing.rowsmodel import IntParam, Local, RowsShape, Site, field_type, finish_shape
from fuzzing.shapes import SHAPE_CHANCE
from fuzzing.values import BY_SIZE, Expr, plus

# Constants added to an invariant name: near ones, and on the loop's axis
# distances around the vector lengths (VF 2-64 records or elements).
NEAR = [0, 0, 1, -1, 2, -2, 3, -3]
FAR = [4, -4, 5, 7, 8, -8, 9, 15, 16, -16, 17, 24, 31, 32, -33, 64]
# Bounds min (n, LIM): short rows, so that rows are near in memory.
LIMS = [3, 5, 8, 13, 17, 33]

KINDS = ['rec', 'rec', 'rec', 'arr', 'cube', 'plain', 'flat', 'flat', 'recptr']


class RowsBody(BodyGen):
    """The expressions of a rows loop: loads of the shape's sites."""

    def __init__(self, g, L, shape):
        BodyGen.__init__(self, g, L, [])
        self.shape = shape

    def load(self, t, want=None):
        s = self.shape
        cands = [(site, fld) for site in s.sites for fld in s.fields_of(t)]
        if not cands:
            return None
        site, fld = self.g.pick(cands)
        lo, hi = self.g.case.domain[t.key]
        return Expr(s.ref(site, fld), t, lo, hi)



# -- generation -------------------------------------------------------------------


def case_rows(g):
    """The shape for G's case, after its other loops: drawn from the
    shapes' stream G.xr, which nothing draws from later, and generated
    from it too (the calls, drawn from G.rng, stay as they were)."""
    if 'rows' in g.avoid or g.xr.random() >= SHAPE_CHANCE['rows']:
        return
    c = g.case
    saved = g.rng
    g.rng = g.xr
    try:
        for _ in range(g.pick([1, 1, 1, 2])):
            gen_rows_loop(g, len(c.loops))
    finally:
        g.rng = saved


def new_param(s, role, axis=None):
    p = IntParam('%s%d_%d' % ({'flag': 'rf', 'count': 'rj'}.get(role, 'ra'), s.uid,
                               len(s.params)), role, axis)
    s.params.append(p)
    return p


def new_local_name(s):
    return 'rk%d_%d' % (s.uid, len(s.locals))


def axis_locals(g, s, axis, consts, phi_chance, flag_box, jmax=0):
    """Bases and locals of AXIS: a base parameter (two now and then),
    itself and a few locals base + c, C from CONSTS, and, with PHI_CHANCE,
    two locals defined on the paths of if (flag) ... else ..., whose
    difference is the same on both paths or not; the locals + j with
    JMAX (in a nest: SP's rows k, k + 1 of the outer loop's k)."""
    bases = [new_param(s, 'base', axis)]
    if not s.coherent and g.chance(0.3):
        bases.append(new_param(s, 'base', axis))
    for b in bases:
        s.locals[b.name] = Local(b.name, 'int', axis, [(b.name, None, 0)], declared=False)

    def ctype():
        # Not unsigned in coherent loops: the expansion does not look
        # through its zero extension.
        return g.rng.choices(['int', 'long', 'unsigned'],
                             [75, 15, 0 if s.coherent else 10])[0]
    for _ in range(g.pick([1, 1, 2, 2, 3])):
        b = g.pick(bases)
        x = Local(new_local_name(s), ctype(), axis, [(b.name, None, g.pick(consts))],
                  jmax=jmax)
        s.locals[x.name] = x
        s.defs.append(('let', x))
    if g.chance(phi_chance):
        flag = flag_box[0]
        if flag is None:
            flag = flag_box[0] = new_param(s, 'flag')
        b1, b2 = g.pick(bases), g.pick(bases)
        c1, c3 = g.pick(consts), g.pick(consts)
        diff = g.pick(NEAR + [1, 1])
        c2 = c1 + diff
        c4 = c3 + diff if s.coherent or g.chance(0.5) else c3 + g.pick(
            [x for x in NEAR + [5] if x != diff])
        t = ctype()
        x = Local(new_local_name(s), t, axis, [(b1.name, None, c1), (b2.name, None, c3)],
                  jmax=jmax)
        s.locals[x.name] = x
        y = Local(new_local_name(s), t, axis, [(b1.name, None, c2), (b2.name, None, c4)],
                  jmax=jmax)
        s.locals[y.name] = y
        s.defs.append(('phi', flag.name, [x, y]))
    return bases


def offset_locals(g, s, axis, consts, flag_box):
    """Locals of the loop's axis (offsets added to i): as axis_locals, and
    o2 = o + shift with a shift parameter."""
    bases = axis_locals(g, s, axis, consts, 0.2, flag_box)
    if not s.coherent and g.chance(0.5 if s.axis != 'ptr' else 0.7):
        q = new_param(s, 'shift', axis)
        S = s.scale
        s.sq = g.pick([2, 4, 8, 20, 40]) * (S if S > 1 and g.chance(0.5) else 1)
        q.picks = sorted({0, 0, 1, -1, 2, -2, S, -S, S + 1, -S - 1, 2 * S, -2 * S,
                          8 * S, -8 * S, 16 * S})
        b = g.pick(bases)
        x = Local(new_local_name(s), g.pick(['int', 'int', 'long']), axis,
                  [(b.name, q.name, g.pick([0, 0, 0] + NEAR))])
        s.locals[x.name] = x
        s.defs.append(('let', x))
    s.width = g.pick([0, 0, 3, 8, 24, 40])


def loop_sub(g, s, ax):
    """A subscript of the loop's axis: i + X + d, i + d, X + i ..."""
    offs = [x for x in s.locals.values() if x.axis == ax]
    min_d = -s.lo * s.scale
    if offs and (s.coherent or g.chance(0.8)):
        x = g.pick(offs)
        d = g.pick([0, 0, 0, 1, -1, 2]) if ax != 'p' else 0
        if ax == 'p':
            return (x.name, x.name, 0)
        form = g.pick(['i + %s', 'i + %s', '%s + i'])
        return (plus(form % x.name, d), x.name, d)
    d = g.pick([0, 0, 1, -1, 2, -2, 3]) if ax != 'p' else 0
    d = max(d, min_d)
    if ax == 'p':
        return (None, None, d)
    return (plus('i', d), None, d)


def inv_sub(g, s, ax):
    """A subscript of an invariant axis: X, X + d or a constant."""
    # In a coherent nest only the locals, which add j.
    xs = [x for x in s.locals.values() if x.axis == ax
          and (x.declared or not (s.coherent and s.nest))]
    if not xs or (not s.coherent and g.chance(0.05)):
        d = g.pick([0, 1, 2])
        return (str(d), None, d)
    x = g.pick(xs)
    d = g.pick([0, 0, 0, 0, 1, -1])
    return (plus(x.name, d), x.name, d)


def new_site(g, s):
    subs = {}
    la = s.loop_axis
    if s.axis == 'ptr':
        subs['p'] = loop_sub(g, s, 'p')
        if s.kind == 'recptr':
            xt, local, d = subs['p']
            text = 'i' if xt is None else g.pick(['%s + i', 'i + %s']) % xt
            subs['p'] = (plus(text, d), local, d)
    else:
        for ax in ('r', 'c'):
            subs[ax] = loop_sub(g, s, ax) if ax == la else inv_sub(g, s, ax)
    site = Site(subs)
    site.order = g.pick([0, 0, 1])
    return site


def gen_rows_loop(g, li):
    c = g.case
    uid = getattr(c, 'nrows', 0)
    c.nrows = uid + 1
    s = RowsShape(uid)
    L = Loop(li)
    L.shape = 'rows'
    L.features = {'rows'}
    L.rows = s
    s.kind = g.pick(KINDS)
    s.axis = 'ptr' if s.kind in ('flat', 'recptr') else g.pick(['col', 'col', 'row'])
    t = g.pick(g.types)
    s.elem = t
    if s.kind in ('rec', 'recptr'):
        same = [u for u in BY_SIZE[t.size] if u in g.types] or [t]
        nf = g.rng.randint(2, 5)
        s.ftypes = [t if g.chance(0.7) else g.pick(same) for _ in range(nf)]
        s.F = nf
    elif s.kind in ('arr', 'cube'):
        s.F = g.rng.randint(2, 5)
    elif s.kind == 'flat':
        s.F = g.pick([1, 2, 3, 3, 4, 5])
    # Coherent loops: one base per axis, no shift parameter, no invariant
    # field index, paths one difference apart: every pair's addresses a
    # constant apart, for hyperlane to decide statically.
    s.coherent = g.chance(0.5)
    s.aligned = g.chance(0.7)
    s.via_param = s.axis != 'ptr' and g.chance(0.25)
    s.down = g.chance(0.2)
    s.ivtype = 'long' if s.down else g.rng.choices(['int', 'long', 'unsigned'], [60, 30, 10])[0]
    if g.chance(0.2):
        s.lo = g.pick([1, 2, 3])
    if g.chance(0.25):
        s.lim = g.pick(LIMS)
    # An outer loop over j (NPB SP's sweeps over k, with k + 1 and k + 2
    # in the body), the invariant axis's locals + j.
    # Half of them to a parameter (1 to J), which GCC does not unroll.
    if s.axis != 'ptr' and g.chance(0.25):
        s.nest = g.pick([2, 3, 4])
        if g.chance(0.5):
            s.nest_param = new_param(s, 'count')
            s.nest_param.box = (1, s.nest)
    flag_box = [None]
    la = s.loop_axis
    if s.axis == 'ptr':
        offset_locals(g, s, 'p', NEAR + FAR, flag_box)
    else:
        inv = 'r' if la == 'c' else 'c'
        axis_locals(g, s, inv, NEAR, 0.45, flag_box, jmax=s.nest - 1 if s.nest else 0)
        if g.chance(0.6):
            offset_locals(g, s, la, NEAR + FAR, flag_box)
        if s.kind in ('arr', 'cube') and not s.coherent and g.chance(0.5):
            axis_locals(g, s, 'f', [0, 0, 1, -1], 0.25, flag_box)
    s.slack = {ax: g.pick([0, 0, 1, 3]) for ax in ('r', 'c', 'f', 'p')}
    s.sites = [new_site(g, s) for _ in range(g.pick([2, 2, 3, 3, 4]))]
    s.store_sites = g.rng.sample(s.sites, g.pick([1, 1, 1, 2]))
    c.desc.append('shapes: rows loop %d: %s%s, %s axis, %s%s%s%s%s%s' % (
        li, s.kind, '(%d)' % s.F if s.kind != 'plain' else '',
        s.axis, ','.join(sorted({x.key for x in s.types()})),
        ', coherent' if s.coherent else '',
        ', nest j < %d' % s.nest if s.nest else '',
        ', down' if s.down else '', ', min (n, %d)' % s.lim if s.lim else '',
        ', PHIs' if any(d[0] == 'phi' for d in s.defs) else ''))

    bg = RowsBody(g, L, s)
    bg.allow_conv = g.mode != 'single'
    depth = g.pick([1, 1, 2, 2, 3])
    for _ in range(g.pick([0, 0, 0, 1])):
        bg.add_temp(g.pick(s.types()), depth)
    for site in s.store_sites:
        flds = ([('k', k) for k in range(len(s.ftypes))] if s.kind in ('rec', 'recptr')
                else s.fields_of(s.elem))
        if s.kind in ('arr', 'cube'):
            flds = g.rng.sample(flds, min(len(flds), g.pick([1, 2, 3])))
        elif len(flds) > 1 and g.chance(0.35):
            flds = g.rng.sample(flds, g.rng.randint(1, len(flds)))
        for fld in flds:
            tt = field_type(s, fld)
            e = bg.expr(tt, depth)
            raw = e
            e = bg.fit(e, tt)
            lhs = s.ref(site, fld)
            L.stmts.append(Stmt('store', store_text(lhs, e.text), array=None, expr=raw,
                                lhs=lhs, ftype=tt))
    c.loops.append(L)




def finish(case):
    """The dimensions of every rows loop's array and the boxes of its
    parameters, once the case's largest trip count is known (after
    finish_case)."""
    for L in case.loops:
        if L.rows is not None:
            finish_shape(L.rows, case.big)
