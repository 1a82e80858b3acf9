"""The model of a rows loop (fuzzing.rows): its int parameters (IntParam),
the invariant locals computed from them before the loop (Local), the
subscripts of its references (Site), and the shape itself (RowsShape):
the array or pointer it addresses, the C text of a reference, which
records every use of a local with the constant it adds; once the case's
largest trip count is known, the dimensions and each parameter's box of
values that keeps every use in bounds (finish_shape); the parameters'
values in one call (call_values).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing.values import plus


class IntParam:
    """An int parameter of the kernel: the base of locals on one axis,
    a shift added to an offset, or the flag that chooses a path."""

    def __init__(self, name, role, axis=None):
        self.name = name
        self.role = role              # 'base', 'shift', 'flag', 'count'
        self.axis = axis
        self.box = (0, 0)             # values that keep every use in bounds
        self.picks = []               # shifts: values worth trying


class Local:
    """An invariant local: PATHS [(base, shift, c)], the value
    base + shift + c (shift None for none), one path, or two chosen by a
    flag (a PHI after if/else); in a nest, with JMAX > 0, + j (the outer
    loop's counter, up to JMAX).  A base parameter used directly is a
    Local of its own name that is not declared."""

    def __init__(self, name, ctype, axis, paths, declared=True, jmax=0):
        self.name = name
        self.ctype = ctype
        self.axis = axis
        self.paths = paths
        self.declared = declared
        self.jmax = jmax

    @property
    def plus_j(self):
        return self.jmax > 0

    def text(self, k):
        """The C text of the value on path K."""
        base, shift, c = self.paths[k]
        text = base if shift is None else '%s + %s' % (base, shift)
        if self.plus_j:
            text += ' + j'
        return plus(text, c)

    def consts(self, k, d=0):
        """What path K adds to its base (and shift) in a use adding D:
        one constant, or with + j the first and the last."""
        c = self.paths[k][2] + d
        return [c, c + self.jmax] if self.plus_j else [c]


class Site:
    """One reference's subscripts but its field: axis -> (text, local
    name or None, constant)."""

    def __init__(self, subs):
        self.subs = subs


class RowsShape:
    def __init__(self, uid):
        self.uid = uid
        self.kind = 'rec'
        self.axis = 'col'             # 'col', 'row' (grids) or 'ptr'
        self.elem = None              # CType: arr, cube, plain, flat
        self.ftypes = []              # rec, recptr
        self.F = 1                    # arr, cube: inner length; flat: stride
        self.aligned = True
        self.coherent = False
        self.via_param = False        # a grid passed as a pointer parameter
        self.params = []
        self.defs = []                # ('let', Local) or ('phi', flag, [Local])
        self.locals = {}
        self.uses = []                # (axis, local name or None, constant)
        self.sites = []
        self.store_sites = []
        self.lo = 0
        self.lim = None
        self.nest = 0                 # an outer loop over j < nest, 0 for none
        self.nest_param = None        # or over j < this parameter, 1 to nest
        self.down = False
        self.ivtype = 'int'
        self.width = 0                # values of loop-axis bases: [A, A + width]
        self.sq = 0                   # shifts: [-sq, sq]
        self.slack = {}
        self.dims = {}                # axis -> length, set by finish

    # -- names -------------------------------------------------------------

    @property
    def gname(self):
        return ('rbuf%d' if self.axis == 'ptr' else 'rgrid%d') % self.uid

    @property
    def pname(self):
        """The pointer parameter, or None for a grid used by name."""
        if self.axis == 'ptr':
            return 'rptr%d' % self.uid
        return 'rg%d' % self.uid if self.via_param else None

    @property
    def tag(self):
        return 'rrec%d' % self.uid

    @property
    def loop_axis(self):
        return {'col': 'c', 'row': 'r', 'ptr': 'p'}[self.axis]

    @property
    def scale(self):
        """Elements (or records) of the loop axis per iteration."""
        return self.F if self.kind == 'flat' else 1

    def types(self):
        if self.kind in ('rec', 'recptr'):
            return list(self.ftypes)
        return [self.elem]

    def elem_c(self):
        if self.kind in ('rec', 'recptr', 'arr'):
            return 'struct %s' % self.tag
        return self.elem.c

    def struct_decl(self):
        if self.kind in ('rec', 'recptr'):
            return 'struct %s { %s };' % (self.tag, ' '.join(
                '%s f%d;' % (t.c, k) for k, t in enumerate(self.ftypes)))
        if self.kind == 'arr':
            return 'struct %s { %s f[%d]; };' % (self.tag, self.elem.c, self.dims['f'])
        return None

    def global_decl(self):
        al = ' __attribute__ ((aligned (64)))' if self.aligned else ''
        if self.axis == 'ptr':
            return 'static %s %s[%d]%s;' % (self.elem_c(), self.gname, self.dims['p'], al)
        inner = '[%d]' % self.dims['f'] if self.kind == 'cube' else ''
        return 'static %s %s[%d][%d]%s%s;' % (self.elem_c(), self.gname, self.dims['r'],
                                              self.dims['c'], inner, al)

    def param_decl(self):
        if self.axis == 'ptr':
            return '%s *%s' % (self.elem_c(), self.pname)
        inner = '[%d]' % self.dims['f'] if self.kind == 'cube' else ''
        return '%s (*%s)[%d]%s' % (self.elem_c(), self.pname, self.dims['c'], inner)

    # -- references ----------------------------------------------------------

    def fields_of(self, t):
        """The field parts of type T: ('k', K) for .fK, ('m', text,
        local, d) for an index into the record (arr, cube), ('e', f) for
        element f of a flat record, ('-',) for none."""
        if self.kind in ('rec', 'recptr'):
            return [('k', k) for k, ft in enumerate(self.ftypes) if ft is t]
        if self.elem is not t:
            return []
        if self.kind in ('arr', 'cube'):
            out = [('m', str(m), None, m) for m in range(self.F)]
            out += [('m', x.name, x.name, 0) for x in self.locals.values() if x.axis == 'f']
            return out
        if self.kind == 'flat':
            # Element S of a record is the next record's first.
            return [('e', f) for f in range(self.F + (1 if self.F > 1 else 0))]
        return [('-',)]

    def ref(self, site, fld):
        """The lvalue of SITE and field part FLD; records the uses."""
        for ax, (_, local, d) in site.subs.items():
            if not (ax == 'p' and self.kind == 'flat'):
                self.uses.append((ax, local, d))
        if self.axis == 'ptr':
            text, local, d = site.subs['p']
            if self.kind == 'flat':
                f = fld[1]
                self.uses.append(('p', local, d + f))
                return '%s[%s]' % (self.pname, flat_index(text, self.F, d + f, site.order))
            return '%s[%s].f%d' % (self.pname, text, fld[1])
        base = '%s[%s][%s]' % (self.pname or self.gname, site.subs['r'][0], site.subs['c'][0])
        if fld[0] == 'k':
            return '%s.f%d' % (base, fld[1])
        if fld[0] == 'm':
            self.uses.append(('f', fld[2], fld[3] if fld[2] is None else 0))
            return ('%s.f[%s]' if self.kind == 'arr' else '%s[%s]') % (base, fld[1])
        return base


def flat_index(xtext, S, d, order):
    """The index of p[o + S*i + f] (ORDER 0) or p[S*i + o + f] (1), with
    XTEXT the invariant part (or None) and D the constant."""
    iv = '%d * i' % S if S > 1 else 'i'
    if xtext is None:
        return plus(iv, d)
    return plus('%s + %s' % ((xtext, iv) if order == 0 else (iv, xtext)), d)



def field_type(s, fld):
    if fld[0] == 'k':
        return s.ftypes[fld[1]]
    return s.elem


def finish_shape(s, big):
    nmax = s.lim if s.lim else big
    la = s.loop_axis
    # Per axis and base: the constants c + d of every use, on every path.
    cs = {}
    consts = {}
    for ax, local, d in s.uses:
        if local is None:
            consts.setdefault(ax, []).append(d)
            continue
        x = s.locals[local]
        for k, (base, shift, _) in enumerate(x.paths):
            for c in x.consts(k, d):
                cs.setdefault((ax, base), []).append((c, shift))
    # Unsigned locals hold non-negative values.
    for x in s.locals.values():
        if x.ctype == 'unsigned':
            for k, (base, shift, _) in enumerate(x.paths):
                # On the loop's axis base + shift + c >= 0 is what the
                # constant c - lo * scale asks for (A below).
                for c in x.consts(k):
                    cs.setdefault((x.axis, base), []).append(
                        (c - (s.lo * s.scale if x.axis == la else 0), shift))
    for p in s.params:
        if p.role == 'flag':
            p.box = (-1, 2)
        elif p.role == 'shift':
            p.box = (-s.sq, s.sq)
    # Invariant axes.
    for ax in ('r', 'c', 'f'):
        if ax == la or (ax == 'f' and s.kind not in ('arr', 'cube')) or s.axis == 'ptr':
            continue
        spread = 0
        for (a, base), v in cs.items():
            if a == ax:
                vals = [x for x, _ in v]
                spread = max(spread, max(vals) - min(vals))
        dmax = max(consts.get(ax, [0]))
        d0 = s.F if ax == 'f' else 1
        D = max(d0, spread + 1 + s.slack[ax], dmax + 1)
        s.dims[ax] = D
        for p in s.params:
            if p.role == 'base' and p.axis == ax:
                vals = [x for x, _ in cs.get((ax, p.name), [])]
                p.box = (-min(vals), D - 1 - max(vals)) if vals else (0, D - 1)
    # The loop's axis: every base in [A, A + width], shifts in [-sq, sq].
    A = 0
    top = max(consts.get(la, [0]) + [0])
    for (a, base), v in cs.items():
        if a != la:
            continue
        for cd, shift in v:
            sq = s.sq if shift else 0
            A = max(A, -cd - s.lo * s.scale + sq)
            top = max(top, cd + sq)
    for p in s.params:
        if p.role == 'base' and p.axis == la:
            p.box = (A, A + s.width)
    s.dims[la] = s.scale * (nmax - 1) + A + s.width + top + 1 + s.slack[la]
    if s.kind == 'flat':
        s.dims['p'] += s.F
    if s.axis != 'ptr' and s.kind in ('arr', 'cube'):
        s.dims.setdefault('f', s.F)


def call_values(s, seed, case_n, ci):
    """The values of S's int parameters in call CI: in their boxes, a
    base equal to another of its axis (or one off) now and then, a shift
    among the values that make references meet."""
    rr = random.Random('hyperlane-fuzz-rows:%d:%d:%d:%d' % (seed, case_n, s.uid, ci))
    vals = {}
    for p in s.params:
        lo, hi = p.box
        if p.role == 'flag':
            v = rr.choice([0, 0, 1, 1, 1, 2, -1])
        elif p.role == 'count':
            v = rr.randint(lo, hi)
        elif p.role == 'shift':
            picks = [x for x in p.picks if lo <= x <= hi]
            v = rr.choice(picks) if picks and rr.random() < 0.75 else rr.randint(lo, hi)
        else:
            same = [vals[q.name] for q in s.params
                    if q.name in vals and q.role == 'base' and q.axis == p.axis]
            if same and rr.random() < 0.4:
                v = rr.choice(same) + rr.choice([0, 0, 0, 1, -1])
            else:
                v = rr.randint(lo, hi)
            v = min(max(v, lo), hi)
        vals[p.name] = v
    return vals

