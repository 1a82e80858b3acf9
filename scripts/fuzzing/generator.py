"""The generator of AoS-kernel cases (--style aos), its state and its
simplest draws: the case's type mode and value domains, new records,
arrays and scalar parameters, constants.  Generator.avoid and
Generator.style hold the run's --avoid and --style.  The loops are made by
fuzzing.aos, their expressions by fuzzing.body.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing import shapes
from fuzzing.model import Array, Case, Struct
from fuzzing.values import BOOL, BY_SIZE, TYPES, Expr, RandomDraws


class Generator(RandomDraws):
    avoid = set()
    style = 'mix'

    def __init__(self, seed, n, quick=False):
        self.rng = random.Random('hyperlane-fuzz:%d:%d' % (seed, n))
        # The newer shapes are drawn from a stream of their own: a case
        # without them is the case earlier versions generated.
        self.xr = random.Random('hyperlane-fuzz-shapes:%d:%d' % (seed, n))
        self.bool_on = False
        self.mixrec = False
        self.rec_extra = []
        self.carried = []             # Exprs of globals earlier loops left values in
        self.case = Case(seed, n)
        self.quick = quick
        self.nstruct = 0
        self.narray = 0
        self.nparam = 0
        self.ntemp = 0

    # -- types ---------------------------------------------------------------

    def choose_type_mode(self):
        r = self.rng
        c = self.case
        mode = r.choices(['single', 'samesize', 'mixed'], [48, 38, 14])[0]
        size = r.choices([4, 8, 2, 1], [57, 31, 6, 6])[0]
        if mode == 'single':
            self.types = [self.pick(BY_SIZE[size])]
        elif mode == 'samesize':
            self.types = list(BY_SIZE[size])
        else:
            self.types = list(TYPES.values())
        self.main_type = self.pick(self.types)
        self.mode = mode
        c.desc.append('types %s %s' % (mode, ','.join(t.key for t in self.types)))
        # Value domains: every value stored into an array of type T and
        # every value read from one lies in domain[T].
        for t in TYPES.values():
            if t.isfloat:
                rr = self.pick([8.0, 64.0, 1024.0])
                c.domain[t.key] = (-rr, rr)
            elif t.size < 4:
                c.domain[t.key] = (t.tmin, t.tmax)
            elif t.signed:
                k = self.pick([7, 11, 15, 15, 30] if t.size == 4 else [15, 23, 31, 31, 47, 62])
                c.domain[t.key] = (-(1 << k), (1 << k) - 1)
            else:
                if self.chance(0.5):
                    c.domain[t.key] = (0, t.tmax)
                else:
                    k = self.pick([8, 12, 16] if t.size == 4 else [16, 32, 40])
                    c.domain[t.key] = (0, (1 << k) - 1)
        c.domain[BOOL.key] = (0, 1)

    def ftype(self):
        return self.pick(self.types)

    # -- arrays ----------------------------------------------------------------

    def new_struct(self, nf=None, ftypes=None):
        nf = nf or self.rng.randint(2, 8)
        explicit = ftypes is not None
        if explicit:
            pass                      # as the caller wants them
        elif self.mode != 'mixed' and self.chance(0.7):
            t = self.ftype()
            ftypes = [t] * nf
        elif self.mode == 'mixed' and self.chance(0.5):
            t = self.ftype()
            ftypes = [t] * nf
        else:
            ftypes = [self.ftype() for _ in range(nf)]
        if (self.bool_on or self.mixrec) and not explicit:
            ftypes = shapes.struct_field_types(self, ftypes)
        s = Struct('s%d' % self.nstruct, ftypes)
        self.nstruct += 1
        self.case.structs.append(s)
        return s

    def new_array(self, kind, storage=None, elem=None, stride=None):
        c = self.case
        if storage is None:
            storage = 'global' if self.chance(0.2) and 'global' not in self.avoid else 'param'
        if kind == 'struct':
            if elem is None:
                existing = c.structs
                elem = self.pick(existing) if existing and self.chance(0.4) else self.new_struct()
            stride = 1
        else:
            elem = elem or shapes.array_elem(self, self.ftype())
            if kind == 'flat':
                stride = stride or self.rng.choice([2, 3, 3, 4, 5, 6, 7, 8])
            else:
                stride = 1
        restrict = storage == 'param' and self.chance(0.35)
        a = Array('%s%d' % ('g' if storage == 'global' else 'a', self.narray), kind,
                  storage, elem, stride, restrict)
        self.narray += 1
        c.arrays.append(a)
        return a

    def get_array(self, kind, shape_types=None, want_fields=None, reuse=0.35,
                  storage=None):
        """An array of KIND, reusing one of the case's when it fits."""
        cands = [a for a in self.case.arrays if a.kind == kind
                 and (storage is None or a.storage == storage)
                 and (want_fields is None or a.nfields == want_fields)]
        if cands and self.chance(reuse):
            return self.pick(cands)
        elem = None
        stride = None
        if kind == 'struct' and want_fields:
            elem = self.new_struct(want_fields)
        if kind == 'flat' and want_fields:
            stride = want_fields
        return self.new_array(kind, storage=storage, elem=elem, stride=stride)

    # -- scalar parameters and constants ---------------------------------------

    def new_param(self, t):
        lo, hi = self.case.domain[t.key]
        if t.isfloat:
            r = self.pick([0.5, 2.0, 8.0, hi])
            lo, hi = max(lo, -r), min(hi, r)
        elif self.chance(0.5):
            lo, hi = max(lo, -16 if t.signed else 0), min(hi, 31)
        name = 'v%d' % self.nparam
        self.nparam += 1
        self.case.params.append((name, t, lo, hi))
        return Expr(name, t, lo, hi)

    def const(self, t):
        r = self.rng
        if t.isfloat:
            v = self.pick([0.5, 1.5, 2.0, 3.0, 0.25, -1.0, -0.75, 4.0, 7.0, 10.0, -2.5, 0.125,
                           0.0, -0.0 if 'negzero' not in self.avoid else 0.0])
            return Expr(t.lit(v), t, v, v)
        if t.signed:
            v = r.randint(-9, 17)
        else:
            v = r.randint(0, 31)
        if self.chance(0.1):
            v = self.pick([255, 127, 1023, 0x7fff]) if t.size > 1 else 7
            v = min(v, t.tmax)
        return Expr(t.lit(v), t, v, v)
