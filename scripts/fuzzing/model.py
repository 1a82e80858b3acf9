"""The model of an AoS-kernel case (--style aos): the records (Struct), the
arrays the kernel reads and writes (Array), its loops (Loop) and their
statements (Stmt), the case itself (Case), and fit_to_domain, which brings
a value into the domain of the type it is stored as.  The generator
(fuzzing.aos) builds it, fuzzing.render prints it as C, the reducer
(fuzzing.reduce) edits it.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import re

from fuzzing.harness import struct_decl
from fuzzing.values import BOOL, Expr, convert, plus, scaled_into


class Struct:
    def __init__(self, name, ftypes):
        self.name = name
        self.ftypes = ftypes
        self.c = 'struct %s' % name

    def decl(self):
        return struct_decl(self.name, self.ftypes)


class Array:
    """An array the kernel reads or writes.

    kind: 'contig' (T a[]), 'flat' (T a[] read as a[S*i+k]) or 'struct'.
    storage: 'param' (a pointer parameter into a pool) or 'global'.
    """

    def __init__(self, name, kind, storage, elem, stride=1, restrict=False):
        self.name = name
        self.kind = kind
        self.storage = storage
        self.elem = elem              # CType or Struct
        self.stride = stride          # fields per index for 'flat'
        self.restrict = restrict
        self.written = False
        self.cap = 0                  # global arrays: rows

    @property
    def unit(self):
        """C elements per logical index."""
        return self.stride if self.kind == 'flat' else 1

    @property
    def nfields(self):
        if self.kind == 'struct':
            return len(self.elem.ftypes)
        return self.stride if self.kind == 'flat' else 1

    def ftype(self, k):
        if self.kind == 'struct':
            return self.elem.ftypes[k]
        return self.elem

    @property
    def pool(self):
        return 'pool_' + (self.elem.name if self.kind == 'struct' else self.elem.key)

    @property
    def elem_c(self):
        return self.elem.c

    def ref(self, index, k):
        """The lvalue of field K at logical INDEX (C text)."""
        if self.kind == 'struct':
            return '%s[%s].f%d' % (self.name, index, k)
        if self.kind == 'contig':
            return '%s[%s]' % (self.name, index)
        if self.storage == 'global':
            return '%s[%s][%d]' % (self.name, index, k)
        simple = re.fullmatch(r'\w+', index) is not None
        idx = index if simple else '(%s)' % index
        if k:
            return '%s[%d * %s + %d]' % (self.name, self.stride, idx, k)
        return '%s[%d * %s]' % (self.name, self.stride, idx)


class Stmt:
    def __init__(self, kind, text, defines=None, array=None, expr=None, lhs=None,
                 ftype=None, guard=None, other=None):
        self.kind = kind              # 'temp', 'store', 'red'
        # Conditional stores: if (guard) lhs = expr; [else lhs = other;]
        self.guard = guard
        self.other = other
        self.text = text
        self.defines = defines
        self.array = array
        # For the reducer: the value before it was fitted to the domain, the
        # left-hand side and the stored type.
        self.expr = expr
        self.lhs = lhs
        self.ftype = ftype

    def retext(self, case):
        if self.kind == 'store':
            self.text = store_text(self.lhs, fit_to_domain(case, self.expr, self.ftype).text,
                                   self.guard, self.other)
        else:
            self.text = '%s = %s;' % (self.lhs, self.expr.text)


def store_text(lhs, value, guard=None, other=None):
    """LHS = VALUE;, under GUARD (with OTHER stored otherwise) when given."""
    if guard is None:
        return '%s = %s;' % (lhs, value)
    if other is None:
        return 'if (%s) %s = %s;' % (guard, lhs, value)
    return 'if (%s) %s = %s; else %s = %s;' % (guard, lhs, value, lhs, other)


class Loop:
    def __init__(self, idx):
        self.idx = idx
        self.ivar = 'i'
        self.ivtype = 'int'
        self.lo = 0
        self.bound = 'n'              # 'n' or an int
        self.down = False
        self.nest = 0                 # outer trip count, 0 = no nest
        self.stmts = []
        self.reds = []                # (acc, CType, init literal, target)
        self.ivout = None             # index of the global the IV's final value goes to
        self.accesses = []            # (array, offset c, field)
        self.features = set()
        self.shape = ''
        self.form = '<'               # '<', '<=', '-c', '/2'
        self.minus = 0                # c of the '-c' form
        self.ptr = False              # pointer-bump accesses of parameters
        self.step = 0                 # i += step over flat arrays of that stride
        self.qarrays = set()          # arrays indexed by the second IV q
        self.qoff = 0                 # q = i + qoff
        self.rows = None              # fuzzing.rows.RowsShape of a rows loop

    def index(self, c=0, a=None):
        iv = 'i'
        if a is not None and a.name in self.qarrays:
            iv = 'q'
            c -= self.qoff
        base = 'j * ld + %s' % iv if self.nest else iv
        return plus(base, c)

    def ref(self, a, c, k):
        """The lvalue of field K of A at logical index i + C."""
        if self.ptr and a.storage == 'param':
            p = 'p_' + a.name
            if a.kind == 'struct':
                return '%s[%d].f%d' % (p, c, k)
            return '%s[%d]' % (p, a.unit * c + k)
        if self.step and a.kind == 'flat' and a.storage == 'param':
            off = a.stride * c + k
            if off > 0:
                return '%s[i + %d]' % (a.name, off)
            if off < 0:
                return '%s[i - %d]' % (a.name, -off)
            return '%s[i]' % a.name
        return a.ref(self.index(c, a), k)

    def hi_of(self, n):
        """One past the last logical index for trip count parameter N."""
        if self.bound != 'n':
            return self.bound
        if self.form == '-c':
            return n - self.minus
        if self.form == '/2':
            return n // 2
        return n

    def bound_text(self):
        if self.bound != 'n':
            return '%d' % self.bound
        return {'<': 'n', '<=': 'n', '-c': 'n - %d' % self.minus, '/2': 'n / 2'}[self.form]


class Case:
    def __init__(self, seed, n):
        self.seed = seed
        self.n = n
        self.structs = []
        self.arrays = []
        self.params = []              # scalar invariant params: (name, CType, lo, hi)
        self.loops = []
        self.reds = {}                # 'all' -> CTypes of the reduction slots
        self.nivout = 0
        self.domain = {}              # CType key -> (lo, hi)
        self.layout = None            # layout spec string or None
        self.calls = []
        self.pools = {}               # pool name -> (elem C text, size, gen fn)
        self.desc = []
        self.attr = 'noipa'
        self.extra = []               # extra flags for the optimized compiles
        self.invs = []                # shapes.Inv: pointers to invariants

    def uses_ld(self):
        return any(l.nest for l in self.loops)



def fit_to_domain(case, e, t):
    """E converted to T and brought into T's domain."""
    if t is BOOL:
        return e if e.t is BOOL else Expr('(%s != 0)' % e.text, BOOL, 0, 1)
    if e.t is not t:
        ce = convert(e, t)
        if ce is None:
            e = Expr(t.lit(1), t, 1, 1)
        else:
            e = ce
    lo, hi = case.domain[t.key]
    if e.lo >= lo and e.hi <= hi:
        return e
    if t.isfloat:
        return scaled_into(e, hi)
    if t.size < 4:
        return e
    mask = hi - lo
    if lo == 0:
        return Expr('(%s & %s)' % (e.text, t.lit(mask)), t, 0, mask)
    # Signed: ((e & mask) - half) in [lo, hi].
    return Expr('((%s & %s) - %s)' % (e.text, t.lit(mask), t.lit(-lo)), t, lo, hi)

