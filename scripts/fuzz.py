#!/usr/bin/env python3
"""Differential fuzzer for hyperlane.

Generates random, self-contained C programs whose `kernel` function holds
loops of the shapes hyperlane works on (arrays of structures, flat arrays
with strides 2-8, contiguous arrays, invariants, in-place updates, pointer
parameters that may or may not overlap, reductions, conversions, loop
nests, ...), compiles each one

  * without the plugin at -O0 (the reference, with ASan and UBSan so that a
    program with undefined behaviour is caught as a generator error), and
  * with the plugin at -O3 on SSE4.2, AVX2, AVX-512 and aarch64 (qemu),
    cost=always and verify, plus one configuration with the default cost
    model,

runs every binary on the same inputs (trip counts 0, 1, around every vector
length, odd and large; aligned and misaligned bases; arrays against guard
pages; overlapping and disjoint pointer arguments) and compares the outputs
bit for bit (an FNV-1a hash of every byte of every array after each call).

To save compiler start-up, linking and the shared harness code, cases are
compiled --batch at a time (default 16) into one program per configuration:
each case's source verbatim, its file-scope names prefixed cN_ by #define,
a main that runs the cases one after the other and prints a marker before
each case's output.  A case its batch program fails on in any way is rerun
alone, exactly as with --batch 1 (every case its own program), so that
failures are attributed and reproduced case by case.

A mismatch, a crash, a timeout, an ICE (including verifier errors from
-fplugin-arg-hyperlane-verify) or a compile error is saved as a
self-contained reproducer under OUT/<seed>-<n>/.  Failures GCC shows the
same way without the plugin are marked as GCC's; the others are reduced,
first by the generator itself (calls, loops, statements and parameters are
dropped and expressions replaced by their operands while the failure
persists), then by cvise or creduce when installed.

  scripts/fuzz.py --count 500 --jobs 2 --keep-going
  scripts/fuzz.py --quick                       # the fixed-seed CI sample
  scripts/fuzz.py --seed 7 --case 42 --show     # print one case's source

The last line is `N passed, N failed`; the exit status is 1 on any failure
(2 on a set-up error).  See docs/testing.md.
"""

import argparse
import concurrent.futures
import hashlib
import math
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from fuzzing.values import (TYPES, INT, BY_SIZE, FLOAT_LIMIT, fslack,
                             bitlen_bound, Expr, int_fix, op_type, convert)
from fuzzing.values import BOOL, ALL_TYPES, RandomDraws, float_arith
from fuzzing.harness import gen_value_fn, HARNESS, HELPERS_HEAD, helpers_tail, case_comment
from fuzzing import shapes
from fuzzing import program

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

QUICK_SEED = 20261122
QUICK_COUNT = 200
# Generator features --quick leaves out while the plugin has a known bug
# with them (none since _Bool groups are refused, 498712d).
QUICK_AVOID = []
DEFAULT_BATCH = 16

# ---------------------------------------------------------------------------
# The program model
# ---------------------------------------------------------------------------


class Struct:
    def __init__(self, name, ftypes):
        self.name = name
        self.ftypes = ftypes
        self.c = 'struct %s' % name

    def decl(self):
        fields = ' '.join('%s f%d;' % (t.c, k) for k, t in enumerate(self.ftypes))
        return 'struct %s { %s };' % (self.name, fields)


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

    def index(self, c=0, a=None):
        iv = 'i'
        if a is not None and a.name in self.qarrays:
            iv = 'q'
            c -= self.qoff
        base = 'j * ld + %s' % iv if self.nest else iv
        if c > 0:
            return '%s + %d' % (base, c)
        if c < 0:
            return '%s - %d' % (base, -c)
        return base

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


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------


TRIPS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]


AVOIDABLE = ['shift', 'red', 'scan', 'iv', 'cond', 'intdiv', 'call', 'carried', 'down',
             'widen', 'nest', 'overlap', 'layout', 'global', 'struct', 'flat', 'live',
             'tight', 'bounds', 'ptr', 'twoiv', 'step', 'gbind', 'negzero', 'flags',
             'view', 'o2'] + shapes.SHAPES


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
                hi = 1200 * max(1, self.loop.nest)
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
        fs = 'f' if e.t.size == 4 else ''
        if not t.signed:
            fn = '__builtin_fabsf' if e.t.size == 4 else '__builtin_fabs'
            e = Expr('%s (%s)' % (fn, e.text), e.t, 0.0, m)
        scaled = Expr('(%s * 0x1p%d%s)' % (e.text, k, fs), e.t, e.lo * 2.0 ** k, e.hi * 2.0 ** k)
        return convert(scaled, t)

    def expr(self, t, depth):
        g = self.g
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
            fabs = '__builtin_fabsf' if t.size == 4 else '__builtin_fabs'
            m = max(abs(a.lo), abs(a.hi))
            return Expr('(%s / (%s (%s) + %s))' % (a.text, fabs, b.text, t.lit(1.0)),
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
                fn = '__builtin_fabsf' if t.size == 4 else '__builtin_fabs'
                m = max(abs(a.lo), abs(a.hi))
                lo = 0.0 if a.lo <= 0 <= a.hi else min(abs(a.lo), abs(a.hi))
                return Expr('%s (%s)' % (fn, a.text), t, lo, m)
            if op == 'sqrt':
                if a.lo < 0:
                    return None
                fn = '__builtin_sqrtf' if t.size == 4 else '__builtin_sqrt'
                return Expr('%s (%s)' % (fn, a.text), t,
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
        m = max(abs(e.lo), abs(e.hi))
        k = 0
        while m * 2.0 ** -k > hi:
            k += 1
        return Expr('(%s * 0x1p-%d%s)' % (e.text, k, 'f' if t.size == 4 else ''),
                    t, e.lo * 2.0 ** -k, e.hi * 2.0 ** -k)
    if t.size < 4:
        return e
    mask = hi - lo
    if lo == 0:
        return Expr('(%s & %s)' % (e.text, t.lit(mask)), t, 0, mask)
    # Signed: ((e & mask) - half) in [lo, hi].
    return Expr('((%s & %s) - %s)' % (e.text, t.lit(mask), t.lit(-lo)), t, lo, hi)


EXTRA_FLAG_SETS = [
    ['-fno-strict-aliasing'], ['-fwrapv'], ['-O2', '-ftree-vectorize'],
    ['-fno-tree-loop-distribution'], ['-funroll-loops'], ['-fno-tree-pre'],
    ['-fno-ipa-cp', '-fno-inline'], ['-fno-tree-loop-distribute-patterns'],
    ['-fno-peel-loops', '-fno-split-loops'], ['-fno-tree-dominator-opts'],
]

# The generator styles: AoS kernels (gen_loop) and whole programs
# (fuzzing/program.py); 'mix' makes PROGRAM_SHARE of the cases programs.
STYLES = ['aos', 'program', 'mix']
PROGRAM_SHARE = 0.2


def case_style(seed, n):
    """The style of case N, from a stream of its own (an AoS case is the
    case earlier versions generated)."""
    if Generator.style != 'mix':
        return Generator.style
    r = random.Random('hyperlane-fuzz-style:%d:%d' % (seed, n))
    return 'program' if r.random() < PROGRAM_SHARE else 'aos'


def gen_program_case(seed, n, quick):
    c = program.gen_program(seed, n, quick, Generator.avoid)
    r = random.Random('hyperlane-fuzz-program-flags:%d:%d' % (seed, n))
    c.attr = 'noipa' if r.random() < 0.85 else 'noinline'
    if r.random() < 0.3 and 'flags' not in Generator.avoid:
        c.extra = list(r.choice(EXTRA_FLAG_SETS))
        c.desc.append('extra flags %s' % ' '.join(c.extra))
    return c


def gen_case(seed, n, quick=False):
    if case_style(seed, n) == 'program':
        c = gen_program_case(seed, n, quick)
    else:
        c = gen_aos_case(seed, n, quick)
    # Either planner forced where the loop allows it, so that both are
    # exercised beyond the plans plan_weight picks.  From a random stream
    # of its own: the cases' sources stay those of earlier versions.
    # Plain -O2: GCC 12's very cheap vectorizer cost model in front of
    # hyperlane (issue 23's ICEs were at -O2 too); not in the CI sample,
    # whose batches it would split.
    o2 = random.Random('hyperlane-fuzz-o2:%d:%d' % (seed, n))
    if (not quick and not c.extra and not Generator.avoid & {'flags', 'o2'}
            and o2.random() < 0.06):
        c.extra = ['-O2']
        c.desc.append('extra flags -O2')
    pr = random.Random('hyperlane-fuzz-plan:%d:%d' % (seed, n))
    if pr.random() < 0.3:
        c.extra.append('-fplugin-arg-hyperlane-plan='
                       + pr.choice(['memory-order', 'memory-order', 'classic']))
        c.desc.append('planner forced: %s' % c.extra[-1].split('=')[1])
    return c


def gen_aos_case(seed, n, quick=False):
    g = Generator(seed, n, quick)
    c = g.case
    r = g.rng
    g.choose_type_mode()
    shapes.case_shapes(g)
    c.attr = 'noipa' if g.chance(0.85) else 'noinline'
    # Other pipelines in front of hyperlane, same semantics.
    if g.chance(0.3) and 'flags' not in g.avoid:
        c.extra = list(g.pick(EXTRA_FLAG_SETS))
        c.desc.append('extra flags %s' % ' '.join(c.extra))
    nloops = r.choices([1, 2, 3], [50, 35, 15])[0]
    for li in range(nloops):
        gen_loop(g, li)
    finish_case(g)
    return c


LOOP_SHAPES = ['contig', 'aos', 'flat', 'mixed']


def gen_loop(g, li):
    c = g.case
    r = g.rng
    L = Loop(li)
    L.shape = r.choices(LOOP_SHAPES, [38, 28, 22, 12])[0]
    if 'struct' in g.avoid:
        L.shape = {'aos': 'flat'}.get(L.shape, L.shape)
    if 'flat' in g.avoid:
        L.shape = {'flat': 'aos' if 'struct' not in g.avoid else 'contig'}.get(L.shape, L.shape)
    clean = g.chance(0.62)
    feats = set()
    if not clean:
        pool = ['red', 'red', 'red', 'iv', 'cond', 'intdiv', 'call', 'carried',
                'carried', 'down', 'scan', 'widen', 'widen']
        for _ in range(r.choice([1, 1, 2])):
            feats.add(g.pick(pool))
        feats -= g.avoid
        if 'widen' in feats and g.mode != 'mixed':
            feats.discard('widen')
    L.features = feats
    feats |= shapes.loop_shapes(g)
    L.ivtype = r.choices(['int', 'long', 'unsigned long', 'unsigned', 'size_t'],
                         [50, 25, 8, 7, 10])[0]
    if g.chance(0.15):
        L.lo = g.pick([1, 2, 3])
    if g.chance(0.12):
        L.bound = g.pick([1, 3, 5, 8, 13, 16, 17, 31, 37, 64, 100, 255])
    if g.chance(0.15) and L.bound == 'n' and 'nest' not in g.avoid:
        L.nest = g.pick([2, 3])
    L.down = 'down' in feats
    carry = 0
    if 'carried' in feats:
        carry = g.pick([-1, 1, 2, -2, 3, -4, 4, -8, 8, 16, -16, 17, 32, -32, 64])
        if carry < 0:
            L.lo = max(L.lo, -carry)
    if g.chance(0.15) and 'live' not in g.avoid:
        feats.add('live')
    if g.chance(0.1) and 'red' not in g.avoid:
        feats.add('red')
    # The form of the bound: i < n, i <= n - 1, i < n - c, i < n / 2.
    if L.bound == 'n' and g.chance(0.25) and 'bounds' not in g.avoid:
        signed_ok = L.ivtype in ('int', 'long', 'unsigned')
        L.form = g.pick(['<=', '-c', '/2'] if signed_ok else ['/2'])
        if L.form == '-c':
            L.minus = g.pick([1, 2, 3, 7])
    # Pointers bumped every iteration instead of indices.
    if not L.down and g.chance(0.12) and 'ptr' not in g.avoid:
        L.ptr = True

    # Arrays of this loop: inputs (array, offset) and outputs.
    kinds = {'contig': ['contig'], 'aos': ['struct'], 'flat': ['flat'],
             'mixed': ['contig', 'struct', 'flat']}[L.shape]
    kinds = [k for k in kinds if k not in g.avoid] or ['contig']
    inputs = []
    nin = r.choices([1, 2, 3, 4, 5, 6], [30, 40, 20, 10, 3, 2])[0]
    # Field-wise AoS work: inputs and output with one field count.
    nf = None
    if L.shape in ('aos', 'flat', 'mixed') and g.chance(0.6):
        nf = r.randint(2, 8)
    # AoS loops sometimes touch a flat array of the same shape and flat
    # loops an array of structures (candidates for a pointer that views the
    # other's memory, see finish_case).
    if nf and L.shape in ('aos', 'flat') and g.chance(0.3):
        other = 'flat' if L.shape == 'aos' else 'struct'
        if other not in g.avoid:
            kinds = kinds + [other]
    storage = 'param' if L.nest else None
    for _ in range(nin):
        kind = g.pick(kinds)
        a = g.get_array(kind, want_fields=nf if kind != 'contig' else None,
                        storage=storage)
        off = 0
        if kind == 'contig' and g.chance(0.15):
            off = g.pick([1, 2, 3])
        inputs.append((a, off))
    nout = r.choices([1, 2, 3], [55, 35, 10])[0]
    outputs = []
    for _ in range(nout):
        if g.chance(0.25) and inputs:
            a = g.pick(inputs)[0]          # in place
        else:
            kind = g.pick(kinds + (['contig'] if g.chance(0.3) else []))
            a = g.get_array(kind, want_fields=nf if kind != 'contig' else None,
                            reuse=0.2, storage=storage)
        if a not in outputs:
            outputs.append(a)
    # Carried dependences: read an in-place array one element away.
    if 'carried' in feats:
        inputs.append((outputs[0], carry))
    inputs = list(dict.fromkeys(inputs))
    # Every type a store needs should be loadable from some input.
    have = {a.ftype(k) for a, _ in inputs for k in range(a.nfields)}
    for a in outputs:
        for k in range(a.nfields):
            t = a.ftype(k)
            if t not in have and g.chance(0.8):
                x = g.get_array('contig', storage=storage)
                if x.elem is not t:
                    x = g.new_array('contig', storage=storage, elem=t)
                inputs.append((x, 0))
                have.add(t)
    # A second induction variable q = i + qoff indexing some arrays.
    if not L.ptr and g.chance(0.12) and 'twoiv' not in g.avoid:
        L.qoff = g.pick([0, 1, 5, 100])
        arrs = list(dict.fromkeys([a for a, _ in inputs] + outputs))
        L.qarrays = {a.name for a in r.sample(arrs, r.randint(1, len(arrs)))}
    # i += S over flat arrays of stride S only: a[i + k] instead of a[S*i + k].
    arrs = list(dict.fromkeys([a for a, _ in inputs] + outputs))
    if (not L.ptr and not L.down and not L.nest and not L.qarrays
            and arrs and all(a.kind == 'flat' and a.storage == 'param'
                             and a.stride == arrs[0].stride for a in arrs)
            and 'scan' not in feats and g.chance(0.35) and 'step' not in g.avoid):
        L.step = arrs[0].stride

    bg = BodyGen(g, L, inputs)
    bg.allow_conv = g.mode != 'single'
    depth = r.choice([1, 2, 2, 3, 3, 4])

    # Temps: shared subexpressions.
    for _ in range(r.choice([0, 0, 1, 2, 3])):
        t = g.pick(g.types)
        e = bg.expr(t, depth)
        name = 't%d' % g.ntemp
        g.ntemp += 1
        L.stmts.append(Stmt('temp', '%s %s = %s;' % (t.c, name, e.text), name,
                            expr=e, lhs='%s %s' % (t.c, name)))
        bg.temps.append(Expr(name, t, e.lo, e.hi))
    # An if-statement GCC if-converts: T t = x; if (c) t = *p;
    if 'invptr' in feats or 'condload' in feats:
        for _ in range(r.choice([0, 1, 1, 2])):
            t = g.pick(g.types + ([BOOL] if g.bool_on else []))
            name = 't%d' % g.ntemp
            g.ntemp += 1
            text, e = shapes.if_temp(bg, t, name)
            L.stmts.append(Stmt('temp', text, name))
            bg.temps.append(e)
    # AoS patterns: a dot product of two field-wise inputs.
    if nf and g.chance(0.35):
        srcs = [(a, o) for a, o in inputs if a.nfields == nf]
        if srcs:
            a, oa = g.pick(srcs)
            b, ob = g.pick(srcs)
            t = a.ftype(0)
            if all(a.ftype(k) is t and b.ftype(k) is t for k in range(nf)):
                e = None
                for k in range(nf):
                    term = bg.binop('*', bg.load_of(a, oa, k), bg.load_of(b, ob, k))
                    if term is None:
                        break
                    e = term if e is None else bg.binop('+', e, term)
                    if e is None:
                        break
                if e is not None:
                    name = 't%d' % g.ntemp
                    g.ntemp += 1
                    L.stmts.append(Stmt('temp', '%s %s = %s;' % (t.c, name, e.text), name,
                                        expr=e, lhs='%s %s' % (t.c, name)))
                    bg.temps.append(Expr(name, t, e.lo, e.hi))

    # Stores.
    for a in outputs:
        a.written = True
        fields = list(range(a.nfields))
        if a.nfields > 1 and g.chance(0.12):
            fields = sorted(r.sample(fields, r.randint(1, a.nfields)))
        fieldwise = nf is not None and a.nfields == nf and g.chance(0.6)
        # Field-wise work: the same operation on every field of groups of
        # one shape (a "lane group" the planner may compute before
        # permuting), with variations that must not be mistaken for one:
        # other operations, swapped operands, permuted fields, an
        # invariant per field.
        same_op = g.chance(0.6)
        same_src = g.chance(0.7)
        swap_p = g.pick([0, 0, 0.2])
        perm = list(range(a.nfields))
        if g.chance(0.2):
            r.shuffle(perm)
        per_field_inv = g.chance(0.3)
        # Read field k + shift for field k (particles' x += vx * dt): with
        # fields left out of the store, a memory-order plan at an offset.
        shift = g.pick([0, 0, 0, 1, 2, 3])
        fop = g.pick(['+', '-', '*', 'fma', 'scale', 'chain'])
        srcs = [(x, o) for x, o in inputs if x.nfields == a.nfields]
        if srcs:
            sx, sy, sz = g.pick(srcs), g.pick(srcs), g.pick(srcs)
        # Conditional stores (masked stores): one guard for the group, or
        # one per field.
        shared_guard = shapes.condition(bg, 1) if 'condstore' in feats else None
        for k in fields:
            t = a.ftype(k)
            e = None
            if fieldwise and srcs and t is not BOOL:
                op = fop if same_op else g.pick(['+', '-', '*', 'fma', 'scale', 'chain'])
                (x, ox), (y, oy), (z, oz) = ((sx, sy, sz) if same_src else
                                             (g.pick(srcs), g.pick(srcs), g.pick(srcs)))
                ky = perm[k]
                kx = k + shift if k + shift < x.nfields else k
                if x.ftype(kx) is t and y.ftype(ky) is t and z.ftype(k) is t:
                    lx = bg.load_of(x, ox, kx)
                    ly = bg.load_of(y, oy, ky)
                    if g.chance(swap_p):
                        lx, ly = ly, lx
                    inv = g.new_param(t) if per_field_inv else bg.param(t)
                    if op in ('+', '-', '*'):
                        e = bg.binop(op, lx, ly)
                    elif op == 'fma':
                        p = bg.binop('*', lx, inv)
                        e = p and bg.binop('+', p, ly)
                    elif op == 'chain':
                        p = bg.binop(g.pick(['+', '-']), lx, ly)
                        e = p and bg.binop(g.pick(['*', '-', '+']), p, bg.load_of(z, oz, k))
                    else:
                        e = bg.binop('*', lx, inv)
            guard = other = None
            if shared_guard is not None and g.chance(0.6):
                guard = shapes.store_guard(bg, shared_guard)
                if g.chance(0.25):
                    other = bg.fit(bg.expr(t, 1), t).text
                elif e is None and 'invptr' in feats and g.chance(0.4):
                    e = shapes.inv_load(bg, t)           # if (c) b[i] = *p;
            if e is None:
                e = bg.expr(t, depth)
            raw = e
            e = bg.fit(e, t)
            L.accesses.append((a, 0, k))
            L.stmts.append(Stmt('store', store_text(L.ref(a, 0, k), e.text, guard, other),
                                array=a, expr=raw, lhs=L.ref(a, 0, k), ftype=t,
                                guard=guard, other=other))

    # Reductions (and scans: a running value stored every iteration).
    if 'red' in feats or 'scan' in feats:
        for _ in range(r.choice([1, 1, 2])):
            t = g.pick(g.types)
            acc = 'r%d' % len(c.reds.get('all', []))
            c.reds.setdefault('all', []).append(t)
            slot = len(c.reds['all']) - 1
            e = bg.expr(t, max(1, depth - 1))
            iters = 1200
            m = 0
            if t.isfloat:
                opx = '+='
                m = max(abs(e.lo), abs(e.hi)) * iters
                if m > FLOAT_LIMIT[t.size]:
                    e = g.const(t)
                    m = abs(e.lo) * iters
                if g.chance(0.1):
                    opx = g.pick(['max', 'min'])      # a conditional for floats
            else:
                if t.signed and t.size >= 4:
                    m = max(abs(e.lo), abs(e.hi)) * iters
                    opx = '+=' if m < t.tmax // 4 else g.pick(['^=', '|=', 'max', 'min'])
                elif t.size < 4:
                    opx = g.pick(['^=', '|=', '&=', 'max', 'min'])
                else:
                    opx = g.pick(['+=', '^=', '|=', 'max', 'min',
                                  '*=' if t.size == 8 else '+='])
                if opx == '*=' and not t.signed:
                    e = Expr('(%s | 1)' % e.text, t, e.lo, e.hi)
            init = t.lit(0 if opx != '&=' and opx != '*=' else (1 if opx == '*=' else t.tmax if not t.signed else -1))
            if opx in ('+=', '^=', '|=', 'max', 'min') and g.chance(0.3):
                # Start from an invariant: the vector loop must fold it in once.
                pv = bg.param(t)
                if t.isfloat or not (t.signed and opx == '+='
                                     and abs(pv.lo) + abs(pv.hi) + m > t.tmax // 2):
                    init = pv.text
            L.reds.append((acc, t, init, 'red%d' % slot))
            if opx in ('max', 'min'):
                rel = '>' if opx == 'max' else '<'
                text = '%s = %s %s %s ? %s : %s;' % (acc, acc, rel, e.text, acc, e.text)
            else:
                text = '%s %s %s;' % (acc, opx, e.text)
            L.stmts.append(Stmt('red', text))
            if 'scan' in feats:
                outs = [a for a in outputs if a.kind == 'contig' and a.elem is t]
                if not outs:
                    a = g.new_array('contig', storage='param', elem=t)
                    outputs.append(a)
                    a.written = True
                else:
                    a = outs[0]
                # The running value, brought into the array's domain.
                lo, hi = c.domain[t.key]
                if t.isfloat:
                    v = Expr(acc, t, -m - 1, m + 1)
                else:
                    v = Expr(acc, t, t.tmin, t.tmax)
                v = bg.fit(v, t)
                L.accesses.append((a, 0, 0))
                L.stmts.append(Stmt('store', '%s = %s;' % (L.ref(a, 0, 0), v.text),
                                    array=a))
                break
    if 'lastval' in feats:
        shapes.live_outs(g, bg, L, depth, Stmt)
    # Values live after the loop: the induction variable, and the last value
    # of an expression (the epilogue must compute it).
    if 'live' in feats:
        L.ivout = c.nivout
        c.nivout += 1
        if g.chance(0.5):
            t = g.pick(g.types)
            e = bg.expr(t, max(1, depth - 1))
            acc = 'r%d' % len(c.reds.get('all', []))
            c.reds.setdefault('all', []).append(t)
            slot = len(c.reds['all']) - 1
            L.reds.append((acc, t, g.const(t).text, 'red%d' % slot))
            L.stmts.append(Stmt('red', '%s = %s;' % (acc, e.text)))
    c.loops.append(L)


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


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


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


def render(c, keep_calls=None, batch=False):
    """The C source of case C; sets c.kernel_lines and c.file_names (the
    identifiers and struct tags it declares at file scope, which a batch
    renames).  BATCH: without the helpers every case has (HELPERS_HEAD,
    helpers_tail), which a batch defines once."""
    if isinstance(c, program.ProgramCase):
        return c.render(keep_calls, batch)
    rows = layout_calls(c, 'calls:%d:%d' % (c.seed, c.n))
    if keep_calls is not None:
        rows = [rows[i] for i in keep_calls]
        call_ids = list(keep_calls)
    else:
        call_ids = list(range(len(rows)))
    params = [a for a in c.arrays if a.storage == 'param']
    used_types = set()
    for a in c.arrays:
        if a.kind == 'struct':
            used_types.update(t.key for t in a.elem.ftypes)
        else:
            used_types.add(a.elem.key)
    for (_, t, _, _) in c.params:
        used_types.add(t.key)
    for v in c.invs:
        used_types.update(t.key for t in v.field_types())
    red_types = c.reds.get('all', [])
    for t in red_types:
        used_types.add(t.key)

    out = []
    w = out.append
    out.extend(case_comment(c))
    w('#include <stdint.h>')
    w('#include <stddef.h>')
    w('#include <stdio.h>')
    w('#include <stdlib.h>')
    w('#include <sys/mman.h>')
    w('#include <unistd.h>')
    w('')
    names = ['kernel', 'main']
    structs = [s for s in c.structs if any(a.kind == 'struct' and a.elem is s for a in c.arrays)
               or any(v.kind == 'rec' and v.elem is s for v in c.invs)]
    for s in structs:
        w(s.decl())
        names.append(s.name)
    if structs:
        w('')
    # Pools and global arrays.
    pools = {}
    for a in params:
        pools.setdefault(a.pool, a)
    for pool, a in sorted(pools.items()):
        w('static %s *%s;' % (a.elem_c, pool))
        names.append(pool)
    for a in c.arrays:
        if a.storage == 'global':
            names.append(a.name)
            if a.kind == 'flat':
                w('static %s %s[%d][%d] __attribute__ ((aligned (64)));'
                  % (a.elem_c, a.name, a.cap, a.stride))
            else:
                w('static %s %s[%d] __attribute__ ((aligned (64)));' % (a.elem_c, a.name, a.cap))
    for v in c.invs:
        w('static %s inv_%s[%d];' % (v.elem_c, v.name, v.count))
        names.append('inv_' + v.name)
    for i, t in enumerate(red_types):
        w('static %s red%d;' % (t.c, i))
        names.append('red%d' % i)
    ivouts = sorted({L.ivout for L in c.loops if L.ivout is not None})
    for k in ivouts:
        w('static long ivout%d;' % k)
        names.append('ivout%d' % k)
    w('')
    # The kernel.
    args = ['long n']
    if c.uses_ld():
        args.append('long ld')
    for a in params:
        q = '' if a.written else 'const '
        rs = ' *restrict ' if a.restrict else ' *'
        args.append('%s%s%s%s' % (q, a.elem_c, rs, a.name))
    for v in c.invs:
        args.append('const %s *%s%s' % (v.elem_c, 'restrict ' if v.restrict else '', v.name))
    for (name, t, lo, hi) in c.params:
        args.append('%s %s' % (t.c, name))
    kstart = len(out) + 1
    w('__attribute__ ((%s)) void' % c.attr)
    w('kernel (%s)' % ', '.join(args))
    w('{')
    for L in c.loops:
        ind = '  '
        if L.nest:
            w('%sfor (long j = 0; j < %d; j++)' % (ind, L.nest))
            w('%s  {' % ind)
            ind += '    '
        live = L.ivout is not None
        ptrs = [a for a in c.arrays if a.storage == 'param' and L.ptr
                and any(x is a for x, _, _ in L.accesses)]
        block = live or L.reds or ptrs or L.qarrays
        if block:
            w('%s{' % ind)
            ind += '  '
        for (acc, t, init, target) in L.reds:
            w('%s%s %s = %s;' % (ind, t.c, acc, init))
        ivt = 'long' if L.down else L.ivtype
        row = 'j * ld + ' if L.nest else ''
        for a in ptrs:
            q = '' if a.written else 'const '
            w('%s%s%s *p_%s = %s + %s(%s%d);' % (ind, q, a.elem_c, a.name, a.name,
                                               '%d * ' % a.unit if a.unit > 1 else '',
                                               row, L.lo))
        if L.qarrays and L.down:
            w('%s%s q = (long) (%s) - 1 + %d;' % (ind, ivt, L.bound_text(), L.qoff))
        elif L.qarrays:
            w('%s%s q = %d;' % (ind, ivt, L.lo + L.qoff))
        if live:
            w('%s%s i;' % (ind, ivt))
            decl = ''
        else:
            decl = ivt + ' '
        bumps = ''.join(', p_%s += %d' % (a.name, a.unit) for a in ptrs)
        if L.qarrays:
            bumps += ', q++'
        hi = L.bound_text()
        L.line = len(out) + 1
        if L.down:
            bumps = bumps.replace('q++', 'q--')
            w('%sfor (%si = (long) (%s) - 1; i >= %d; i--%s)' % (ind, decl, hi, L.lo, bumps))
        elif L.step:
            S = L.step
            w('%sfor (%si = %d; i < %d * (%s); i += %d%s)' % (ind, decl, S * L.lo, S, hi, S, bumps))
        elif L.form == '<=':
            w('%sfor (%si = %d; i <= n - 1%s; i++%s)' % (ind, decl, L.lo,
                                                      '' if L.ivtype != 'unsigned' else 'L', bumps))
        else:
            w('%sfor (%si = %d; i < %s; i++%s)' % (ind, decl, L.lo, hi, bumps))
        w('%s  {' % ind)
        for s in L.stmts:
            w('%s    %s' % (ind, s.text))
        w('%s  }' % ind)
        for (acc, t, init, target) in L.reds:
            w('%s%s = %s;' % (ind, target, acc))
        if live:
            w('%sivout%d = (long) i;' % (ind, L.ivout))
        if block:
            ind = ind[:-2]
            w('%s}' % ind)
        if L.nest:
            w('  }')
    w('}')
    kend = len(out)
    c.kernel_lines = (kstart, kend)
    w('')
    # The harness: never vectorized, so that only the kernel is tested.
    harness = HARNESS
    nc = len(rows)
    names += ['call_id', 'call_n', 'call_tight', 'init_all', 'hash_all']
    if not batch:
        names += ['st', 'H', 'rnd64', 'rnd', 'maps', 'map_len', 'nmaps', 'hl_alloc', 'free_all',
                  'hb']
    if c.uses_ld():
        names.append('call_ld')
    w('static const long call_id[%d] = { %s };' % (nc, ', '.join(str(i) for i in call_ids)))
    w('static const long call_n[%d] = { %s };' % (nc, ', '.join(str(r[0]) for r in rows)))
    if c.uses_ld():
        w('static const long call_ld[%d] = { %s };' % (nc, ', '.join(str(r[1]) for r in rows)))
    # Parameters some calls bind to global arrays: bind_X[c] is 0 for the
    # pool, k for the k-th global of bound[X].
    bound = {}
    for r in rows:
        if r[6]:
            lst = bound.setdefault(r[6][0], [])
            if r[6][1] not in lst:
                lst.append(r[6][1])
    # Parameters some calls point into an array of structures' pool:
    # view_X[c] is 0 for X's own pool, k for the k-th pool of viewed[X].
    viewed = {}
    for r in rows:
        if r[7]:
            sp = next(a for a in params if a.name == r[7][0])
            lst = viewed.setdefault(r[7][1], [])
            if sp.pool not in lst:
                lst.append(sp.pool)

    def view_index(r, name):
        if not (r[7] and r[7][1] == name):
            return 0
        sp = next(a for a in params if a.name == r[7][0])
        return viewed[name].index(sp.pool) + 1
    for a in params:
        w('static const long off_%s[%d] = { %s };'
          % (a.name, nc, ', '.join(str(r[2][a.name]) for r in rows)))
        names.append('off_' + a.name)
        if a.name in viewed:
            names.append('view_' + a.name)
            w('static const int view_%s[%d] = { %s };'
              % (a.name, nc, ', '.join(str(view_index(r, a.name)) for r in rows)))
        if a.name in bound:
            names.append('bind_' + a.name)
            w('static const int bind_%s[%d] = { %s };'
              % (a.name, nc, ', '.join(
                  str(bound[a.name].index(r[6][1]) + 1) if r[6] and r[6][0] == a.name else '0'
                  for r in rows)))
    w('static const int call_tight[%d] = { %s };' % (nc, ', '.join(str(r[5]) for r in rows)))
    for pool in sorted(pools):
        w('static const long size_%s[%d] = { %s };'
          % (pool, nc, ', '.join(str(r[4][pool]) for r in rows)))
        names.append('size_' + pool)
    for pi, (name, t, lo, hi) in enumerate(c.params):
        w('static const %s val_%s[%d] = { %s };'
          % (t.c, name, nc, ', '.join(t.lit(r[3][pi]) for r in rows)))
        names.append('val_' + name)
    w('')
    if not batch:
        for line in HELPERS_HEAD:
            w(line)
    for key in sorted(used_types):
        t = ALL_TYPES[key]
        w('%s static %s gen_%s (void) { %s }' % (harness, t.c, key, gen_value_fn(c, t)))
        names.append('gen_' + key)
    c.npools = len(pools)
    if not batch:
        for line in helpers_tail(len(pools)):
            w(line)
    w('')
    w('%s static void' % harness)
    w('init_all (int c)')
    w('{')
    w('  st = call_id[c] + 1;')
    for pool, a in sorted(pools.items()):
        w('  %s = hl_alloc (size_%s[c] * sizeof (%s), call_tight[c]);' % (pool, pool, a.elem_c))

    def each(a_name, size, body_fn):
        w('  for (long x = 0; x < %s; x++)' % size)
        w('    { %s }' % body_fn('%s[x]' % a_name))

    for pool, a in sorted(pools.items()):
        size = 'size_%s[c]' % pool
        if a.kind == 'struct':
            each(pool, size, lambda r: ' '.join(
                '%s.f%d = gen_%s ();' % (r, k, t.key) for k, t in enumerate(a.elem.ftypes)))
        else:
            each(pool, size, lambda r: '%s = gen_%s ();' % (r, a.elem.key))
    for a in c.arrays:
        if a.storage != 'global':
            continue
        if a.kind == 'struct':
            each(a.name, a.cap, lambda r: ' '.join(
                '%s.f%d = gen_%s ();' % (r, k, t.key) for k, t in enumerate(a.elem.ftypes)))
        elif a.kind == 'flat':
            each(a.name, a.cap, lambda r: ' '.join(
                '%s[%d] = gen_%s ();' % (r, k, a.elem.key) for k in range(a.stride)))
        else:
            each(a.name, a.cap, lambda r: '%s = gen_%s ();' % (r, a.elem.key))
    for v in c.invs:
        if v.kind == 'rec':
            each('inv_' + v.name, v.count, lambda r: ' '.join(
                '%s.f%d = gen_%s ();' % (r, k, t.key) for k, t in enumerate(v.elem.ftypes)))
        else:
            each('inv_' + v.name, v.count, lambda r: '%s = gen_%s ();' % (r, v.elem.key))
    for i, t in enumerate(red_types):
        w('  red%d = gen_%s ();' % (i, t.key))
    for k in ivouts:
        w('  ivout%d = -1;' % k)
    w('}')
    w('')
    w('%s static void' % harness)
    w('hash_all (int c)')
    w('{')
    w('  H = 14695981039346656037uLL;')
    for pool, a in sorted(pools.items()):
        size = 'size_%s[c]' % pool
        if a.kind == 'struct':
            each(pool, size, lambda r: ' '.join(
                'hb (&%s.f%d, sizeof (%s.f%d));' % (r, k, r, k) for k in range(len(a.elem.ftypes))))
        else:
            each(pool, size, lambda r: 'hb (&%s, sizeof (%s));' % (r, r))
    for a in c.arrays:
        if a.storage != 'global':
            continue
        if a.kind == 'struct':
            each(a.name, a.cap, lambda r: ' '.join(
                'hb (&%s.f%d, sizeof (%s.f%d));' % (r, k, r, k) for k in range(len(a.elem.ftypes))))
        elif a.kind == 'flat':
            each(a.name, a.cap, lambda r: ' '.join(
                'hb (&%s[%d], sizeof (%s[%d]));' % (r, k, r, k) for k in range(a.stride)))
        else:
            each(a.name, a.cap, lambda r: 'hb (&%s, sizeof (%s));' % (r, r))
    for i, t in enumerate(red_types):
        w('  hb (&red%d, sizeof (red%d));' % (i, i))
    for k in ivouts:
        w('  hb (&ivout%d, sizeof (ivout%d));' % (k, k))
    w('}')
    w('')
    w('%s int' % harness)
    w('main (void)')
    w('{')
    w('  for (int c = 0; c < %d; c++)' % nc)
    w('    {')
    w('      init_all (c);')
    cargs = ['call_n[c]']
    if c.uses_ld():
        cargs.append('call_ld[c]')
    for a in params:
        if a.name in bound or a.name in viewed:
            sel = a.pool
            for k, gname in reversed(list(enumerate(bound.get(a.name, [])))):
                sel = 'bind_%s[c] == %d ? %s : %s' % (a.name, k + 1, gname, sel)
            for k, pool in reversed(list(enumerate(viewed.get(a.name, [])))):
                sel = 'view_%s[c] == %d ? (%s *) (void *) %s : %s' % (
                    a.name, k + 1, a.elem_c, pool, sel)
            cargs.append('(%s) + off_%s[c]' % (sel, a.name))
        else:
            cargs.append('%s + off_%s[c]' % (a.pool, a.name))
    for v in c.invs:
        cargs.append('inv_' + v.name)
    for (name, t, lo, hi) in c.params:
        cargs.append('val_%s[c]' % name)
    w('      kernel (%s);' % ', '.join(cargs))
    w('      hash_all (c);')
    w('      free_all ();')
    w('      printf ("call %ld n=%ld hash=%016llx\\n", call_id[c], call_n[c], (unsigned long long) H);')
    w('    }')
    w('  return 0;')
    w('}')
    c.file_names = names
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------
# Targets and configurations
# ---------------------------------------------------------------------------

CC = os.environ.get('HYPERLANE_CC', 'gcc-12')
CROSS_CC = os.environ.get('HYPERLANE_CROSS_CC', 'aarch64-linux-gnu-gcc-12')
QEMU = os.environ.get('HYPERLANE_QEMU', 'qemu-aarch64')
SYSROOT = os.environ.get('HYPERLANE_CROSS_SYSROOT', '/usr/aarch64-linux-gnu')

COMMON = ['-ffp-contract=off']
REF_FLAGS = ['-O0'] + COMMON
SAN_FLAGS = ['-fsanitize=address,undefined,float-cast-overflow',
             '-fno-sanitize-recover=all', '-g']
PLUGIN_ARGS = ['-fplugin-arg-hyperlane-verify']


class Target:
    def __init__(self, name, cross, march, cpu_flags):
        self.name = name
        self.cross = cross
        self.march = march
        self.cpu_flags = cpu_flags

    @property
    def cc(self):
        return CROSS_CC if self.cross else CC


TARGETS = {
    # x86-64-v2: SSE4.2 and POPCNT (the issue's acceptance names the level).
    'sse4': Target('sse4', False, ['-march=x86-64-v2'], {'sse4_2', 'popcnt'}),
    # The flags the generated code can use: its kernels have no bit counts,
    # so LZCNT ('abm', which some hypervisors hide) is not required, as for
    # avx512 (-march=x86-64-v4 implies it too).
    'avx2': Target('avx2', False, ['-march=haswell'],
                   {'avx2', 'fma', 'bmi1', 'bmi2', 'f16c', 'movbe'}),
    'avx512': Target('avx512', False, ['-march=x86-64-v4'],
                     {'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl',
                      'avx2', 'fma', 'bmi2'}),
    'aarch64': Target('aarch64', True, [], set()),
    # Not in the default list: AVX without AVX2 (32-byte float vectors, no
    # 32-byte integer arithmetic), AVX-512 preferring 32-byte vectors.
    'avx': Target('avx', False, ['-march=sandybridge'], {'avx', 'sse4_2'}),
    'avx512-256': Target('avx512-256', False,
                         ['-march=x86-64-v4', '-mprefer-vector-width=256'],
                         {'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl',
                          'avx2', 'fma', 'bmi2'}),
}


class Config:
    """One test compilation: a target and the plugin's cost mode."""

    def __init__(self, target, cost):
        self.target = target
        self.cost = cost
        self.name = target.name if cost == 'always' else '%s-model' % target.name

    def flags(self, env, case=None, plugin=True):
        """The command-line flags; CASE brings its layout spec and extra
        flags."""
        layout = case.layout if case is not None else None
        extra = list(case.extra) if case is not None else []
        # Plugin arguments among the extra flags go after -fplugin.
        plugin_extra = [x for x in extra if x.startswith('-fplugin-arg-')]
        extra = [x for x in extra if not x.startswith('-fplugin-arg-')]
        opt = ['-O3']
        if '-O2' in extra:
            opt = []
        f = opt + COMMON + self.target.march + extra
        if plugin:
            f += ['-fplugin=' + (env.cross_plugin if self.target.cross else env.plugin)]
            f += PLUGIN_ARGS + plugin_extra
            if self.cost == 'always':
                f += ['-fplugin-arg-hyperlane-cost=always']
            if layout:
                f += ['-fplugin-arg-hyperlane-layout=' + layout]
        return f


def die(msg):
    """A set-up error: exit status 2, as for a usage error."""
    print(msg, file=sys.stderr)
    sys.exit(2)


def cpu_flags():
    try:
        with open('/proc/cpuinfo') as fh:
            for line in fh:
                if line.startswith('flags'):
                    return set(line.split(':', 1)[1].split())
    except OSError:
        pass
    return set()


class Env:
    """Tools, plugins and what can run here."""

    def __init__(self, args):
        self.args = args
        self.plugin = args.plugin
        self.cross_plugin = args.cross_plugin
        self.runnable = {}
        self.why_not = {}
        self.targets = []
        self.timeout_compile = args.timeout
        self.timeout_run = max(10, args.timeout // 4)

    def setup(self, tmp):
        names = [t for t in self.args.targets.split(',') if t]
        for n in names:
            if n not in TARGETS:
                die('fuzz.py: unknown target %s (known: %s)' % (n, ', '.join(TARGETS)))
        if not shutil.which(CC):
            die('fuzz.py: %s not found' % CC)
        if not os.path.exists(self.plugin):
            die('fuzz.py: no plugin at %s; run make' % self.plugin)
        if self.args.snapshot:
            # The plugin may be rebuilt while we run: use one build throughout.
            snap = os.path.join(tmp, 'plugin')
            os.makedirs(snap, exist_ok=True)
            shutil.copy2(self.plugin, os.path.join(snap, 'hyperlane.so'))
            self.plugin = os.path.join(snap, 'hyperlane.so')
            if os.path.exists(self.cross_plugin):
                os.makedirs(os.path.join(snap, 'aarch64'), exist_ok=True)
                dst = os.path.join(snap, 'aarch64', 'hyperlane.so')
                shutil.copy2(self.cross_plugin, dst)
                self.cross_plugin = dst
        self.plugin_sha = sha(self.plugin)
        self.cross_sha = sha(self.cross_plugin) if os.path.exists(self.cross_plugin) else None
        probe = os.path.join(tmp, 'probe.c')
        with open(probe, 'w') as fh:
            fh.write('int main (void) { return 0; }\n')
        r = run([CC, '-O3', '-fplugin=' + self.plugin, probe, '-o',
                 os.path.join(tmp, 'probe')], 60)
        if r.returncode != 0:
            die('fuzz.py: the plugin does not load:\n' + r.stderr)
        flags = cpu_flags()
        for n in names:
            t = TARGETS[n]
            if t.cross:
                if not shutil.which(CROSS_CC):
                    self.why_not[n] = '%s not found' % CROSS_CC
                    continue
                if not os.path.exists(self.cross_plugin):
                    self.why_not[n] = 'no cross plugin (make aarch64)'
                    continue
                r = run([CROSS_CC, '-O3', '-fplugin=' + self.cross_plugin, probe, '-o',
                         os.path.join(tmp, 'probe-a64')], 60)
                if r.returncode != 0:
                    self.why_not[n] = 'cross plugin does not load: ' + r.stderr.strip()[:200]
                    continue
                self.targets.append(t)
                if shutil.which(QEMU) and os.path.isdir(SYSROOT):
                    self.runnable[n] = True
                else:
                    self.runnable[n] = False
                    self.why_not[n] = 'no %s or sysroot: compiled only' % QEMU
            else:
                self.targets.append(t)
                missing = t.cpu_flags - flags
                self.runnable[n] = not missing
                if missing:
                    self.why_not[n] = 'CPU lacks %s: compiled only' % ','.join(sorted(missing))
        if not self.targets:
            die('fuzz.py: no usable target')

    def run_prefix(self, target):
        if target.cross:
            return [QEMU, '-L', SYSROOT]
        return []

    def configs(self, case_n):
        cs = [Config(t, 'always') for t in self.targets]
        if self.args.model_all:
            cs += [Config(t, 'model') for t in self.targets]
        elif not self.args.no_model:
            cs.append(Config(self.targets[case_n % len(self.targets)], 'model'))
        return cs


def sha(path):
    h = hashlib.sha256()
    with open(path, 'rb') as fh:
        h.update(fh.read())
    return h.hexdigest()[:12]


class Result:
    def __init__(self, returncode, stdout, stderr, timeout=False):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        self.timeout = timeout


def run(cmd, timeout, cwd=None, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, cwd=cwd, env=env)
        return Result(p.returncode, p.stdout.decode('utf-8', 'replace'),
                      p.stderr.decode('utf-8', 'replace'))
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b'').decode('utf-8', 'replace')
        err = (e.stderr or b'').decode('utf-8', 'replace')
        return Result(-1, out, err, timeout=True)


# "confused by earlier errors, bailing out" is how GCC reports an internal
# error after errors, e.g. verify_gimple's after the statements it rejects.
ICE_RE = re.compile(r'internal compiler error|during (GIMPLE|RTL|IPA) pass|'
                    r'Please submit a full bug report|verify_\w+ failed|'
                    r'confused by earlier errors, bailing out|'
                    r'Segmentation fault|Aborted|killed by signal')
SAN_ENV = dict(os.environ, ASAN_OPTIONS='detect_leaks=0:abort_on_error=0',
               UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1')


def ice_signature(stderr):
    for line in stderr.splitlines():
        m = re.search(r'internal compiler error: (.*)', line)
        if m:
            return 'ICE: ' + m.group(1).strip()
    for line in stderr.splitlines():
        if 'error:' in line:
            return 'ICE: ' + re.sub(r'^.*?error: ', '', line).strip()
    return 'ICE: ' + (stderr.strip().splitlines() or ['?'])[-1][:160]


def error_signature(stderr):
    for line in stderr.splitlines():
        if 'error:' in line:
            return 'compile error: ' + re.sub(r'^.*?error: ', '', line).strip()[:200]
    return 'compile error: ' + (stderr.strip().splitlines() or ['?'])[-1][:160]


def first_diff(expected, actual):
    e = expected.splitlines()
    a = actual.splitlines()
    for i in range(max(len(e), len(a))):
        x = e[i] if i < len(e) else '<missing>'
        y = a[i] if i < len(a) else '<missing>'
        if x != y:
            return i, x, y
    return None


def call_of(line):
    m = re.match(r'call (\d+) ', line)
    return int(m.group(1)) if m else None


# ---------------------------------------------------------------------------
# Running one case
# ---------------------------------------------------------------------------


class Failure:
    def __init__(self, kind, config, signature, detail='', expected='', actual='',
                 stderr='', flags=None):
        self.kind = kind              # mismatch, ice, compile-error, crash, timeout, generator
        self.config = config          # config name or 'reference'
        self.signature = signature
        self.detail = detail
        self.expected = expected
        self.actual = actual
        self.stderr = stderr
        self.flags = flags or []
        self.gcc_too = None           # the same failure without the plugin?
        self.call = None


class CaseResult:
    def __init__(self, n):
        self.n = n
        self.failures = []
        self.compiles = 0
        self.runs = {}
        self.remarks = {}             # config -> (vectorized, reasons list, gcc vectorized)
        self.loops = 0
        self.features = set()
        self.seconds = 0.0
        self.dir = None
        self.reduced = None


def read_remarks(path):
    """The remarks of an -fopt-info file: [(line, column, message)]."""
    try:
        with open(path, errors='replace') as fh:
            text = fh.read()
    except OSError:
        return None
    items = []
    for line in text.splitlines():
        m = re.match(r'[^:]*:(\d+):(\d+): (\w+): (.*)', line)
        if m:
            items.append((int(m.group(1)), m.group(2), m.group(4)))
    return items


def parse_remarks(path, kernel_lines, loop_lines=(), items=None, offset=0):
    """(loops of the kernel vectorized by hyperlane, [reasons left to GCC],
    loops GCC's vectorizer took, "vectorized by hyperlane" remarks, loop
    instances hyperlane analysed).  Loop distribution and unrolling can turn
    one source loop into several, hence loops and remarks both.  ITEMS: the
    file already read (read_remarks); OFFSET: where the case starts in a
    batch (its line L is line L + OFFSET of the file)."""
    if items is None:
        items = read_remarks(path)
    if items is None:
        return 0, [], 0, 0, 0, 0, 0
    vec = 0
    reasons = []
    gccvec = 0
    seen_gcc = set()
    hl_lines = set()
    analysed = 0
    versioned = 0
    strided = 0
    lo, hi = kernel_lines[0] + offset, kernel_lines[1] + offset
    for ln, col, msg in items:
        if not lo <= ln <= hi:
            continue
        if msg.startswith('loop vectorized by hyperlane'):
            vec += 1
            hl_lines.add(ln)
            if 'versioned for aliasing' in msg:
                versioned += 1
            m2 = re.search(r'(\d+) strided group', msg)
            if m2 and int(m2.group(1)) > 0:
                strided += 1
        elif msg.startswith('hyperlane: analysed loop') or msg.startswith(
                'hyperlane: loop not analysed'):
            analysed += 1
        if msg.startswith('hyperlane: loop left to GCC: '):
            reasons.append(msg[len('hyperlane: loop left to GCC: '):])
        elif msg.startswith('hyperlane: loop not analysed: '):
            reasons.append('not analysed: ' + msg[len('hyperlane: loop not analysed: '):])
        elif msg.startswith('loop vectorized using'):
            key = (ln, col)
            if key not in seen_gcc:
                seen_gcc.add(key)
                gccvec += 1
    loops = sum(1 for ln in loop_lines if ln + offset in hl_lines)
    return loops, reasons, gccvec, vec, analysed, versioned, strided


# ---------------------------------------------------------------------------
# Batches: several cases in one program
# ---------------------------------------------------------------------------

BATCH_MARK = '@@ hyperlane fuzz case '


def batch_source(members, npools):
    """One program running the cases MEMBERS, [(n, source, file_names)], one
    after the other.  Each case's source (render (batch=True): without the
    helpers all cases share, defined once at the top for up to NPOOLS pools)
    is copied verbatim between #define lines that give its file-scope
    identifiers and struct tags the prefix cN_ (its main becomes cN_main)
    and the matching #undef lines; the headers are included once at the top,
    so the cases' own #include lines do nothing.  The new main prints and
    flushes a marker line before each case's output (after a crash, the last
    marker names the case).  Returns the source and, per case, the number
    of lines in front of its first line (remarks of its line L are at line
    L + offset)."""
    out = ['/* hyperlane fuzz batch: cases %s.  */' % ', '.join(str(m[0]) for m in members),
           '#include <stdint.h>',
           '#include <stddef.h>',
           '#include <stdio.h>',
           '#include <stdlib.h>',
           '#include <sys/mman.h>',
           '#include <unistd.h>',
           '']
    out += HELPERS_HEAD + helpers_tail(npools)
    offsets = {}
    for n, text, names in members:
        out += ['#define %s c%d_%s' % (x, n, x) for x in names]
        offsets[n] = len(out)
        out += text.splitlines()
        out += ['#undef %s' % x for x in names]
    out += ['', '%s int' % HARNESS, 'main (void)', '{']
    for n, _, _ in members:
        out.append('  puts ("%s%d"); fflush (stdout);' % (BATCH_MARK, n))
        out.append('  c%d_main ();' % n)
    out += ['  return 0;', '}']
    return '\n'.join(out) + '\n', offsets


def parse_sections(stdout, ns):
    """The output of each case of a batch run, {n: text}, and the cases
    whose marker was printed, in order (the output of the last one may be
    incomplete when the run failed)."""
    secs = {}
    seen = []
    cur = None
    for line in stdout.splitlines(True):
        if line.startswith(BATCH_MARK):
            try:
                cur = int(line[len(BATCH_MARK):])
            except ValueError:
                return secs, seen + ['?']
            seen.append(cur)
            secs[cur] = ''
        elif cur is None:
            return secs, ['?']
        else:
            secs[cur] += line
    return secs, seen


def batch_layout(case):
    """CASE's layout spec with its arrays renamed as in a batch."""
    if not case.layout:
        return None
    return re.sub(r'(^|;\s*)(\w+)\[', lambda m: '%sc%d_%s[' % (m.group(1), case.n, m.group(2)),
                  case.layout)


class FlagsOf:
    """What Config.flags needs of a case, for a batch program."""

    def __init__(self, extra, layout):
        self.extra = list(extra)
        self.layout = layout


class Program:
    """A batch program: the cases it holds, its source and configuration
    (None for the reference)."""

    def __init__(self, wd, tag, cfg, members, flagcase):
        self.tag = tag
        self.cfg = cfg
        self.members = members            # [(case, text)]
        self.ns = [c.n for c, _ in members]
        self.flagcase = flagcase
        text, self.offsets = batch_source([(c.n, t, c.file_names) for c, t in members],
                                          max(c.npools for c, _ in members))
        self.src = os.path.join(wd, 'batch-%s.c' % tag)
        with open(self.src, 'w') as fh:
            fh.write(text)


class BatchFailure:
    """A batch program that failed: the cases it puts under suspicion."""

    def __init__(self, prog, kind, signature, suspects, stderr='', expected='', actual='',
                 flags=None):
        self.prog = prog
        self.kind = kind
        self.signature = signature
        self.suspects = suspects          # case numbers rerun alone
        self.stderr = stderr
        self.expected = expected
        self.actual = actual
        self.flags = flags or []


def chunks_of(seq, k):
    return [seq[i:i + k] for i in range(0, len(seq), k)]


def pack(cases, k):
    """CASES in programs of at most K, at most one with a layout spec in
    each (a spec renames arrays of the whole translation unit)."""
    plain = [c for c in cases if not c.layout]
    laid = [c for c in cases if c.layout]
    nprog = max(len(laid), -(-len(cases) // k))
    progs = [[c] for c in laid] + [[] for _ in range(nprog - len(laid))]
    i = 0
    for c in plain:
        while len(progs[i]) >= k:
            i += 1
        progs[i].append(c)
    return [sorted(p, key=lambda c: c.n) for p in progs if p]


class Runner:
    def __init__(self, env, args, tmp):
        self.env = env
        self.args = args
        self.tmp = tmp
        self.lock = threading.Lock()
        self.work = {}                # 'compile', 'run': processes started
        self.pool = None              # the --jobs threads batches run on

    def compile(self, cc, flags, src, exe, remarks=None, extra=()):
        cmd = [cc] + flags + list(extra)
        if remarks:
            cmd.append('-fopt-info-vec-all=' + remarks)
        cmd += [src, '-o', exe, '-lm']
        self.count('compile')
        return cmd, run(cmd, self.env.timeout_compile, cwd=os.path.dirname(src))

    def reference(self, src, wd, sanitize=True):
        """Compile and run the host reference: (Failure or None, output)."""
        exe = os.path.join(wd, 'ref')
        flags = REF_FLAGS + (SAN_FLAGS if sanitize else [])
        cmd, r = self.compile(CC, flags, src, exe)
        if r.returncode != 0:
            return Failure('generator', 'reference', 'reference does not compile',
                           stderr=r.stderr, flags=flags), None
        r = run([exe], self.env.timeout_run * 4, env=SAN_ENV)
        self.count('run')
        if r.timeout or r.returncode != 0 or 'runtime error' in r.stderr:
            sig = 'reference fails: ' + ('timeout' if r.timeout else
                                         (r.stderr.strip().splitlines() or ['rc %d' % r.returncode])[0][:200])
            return Failure('generator', 'reference', sig, stderr=r.stderr, flags=flags), None
        return None, r.stdout

    def test(self, cfg, src, wd, expected, case, plugin=True):
        """Compile and run one configuration: (Failure or None, remarks path,
        ran)."""
        env = self.env
        t = cfg.target
        tag = cfg.name + ('' if plugin else '-noplugin')
        exe = os.path.join(wd, 'bin-' + tag)
        rem = os.path.join(wd, 'rem-' + tag + '.txt')
        flags = cfg.flags(env, case, plugin)
        if os.path.exists(rem):
            os.unlink(rem)            # -fopt-info appends
        cmd, r = self.compile(t.cc, flags, src, exe, remarks=rem)
        if r.timeout:
            return Failure('timeout', cfg.name, 'compile timeout', stderr=r.stderr,
                           flags=flags), rem, False
        if r.returncode != 0:
            if 'cannot load plugin' in r.stderr:
                return Failure('infra', cfg.name, 'plugin did not load', stderr=r.stderr,
                               flags=flags), rem, False
            if ICE_RE.search(r.stderr) or r.returncode < 0:
                return Failure('ice', cfg.name, ice_signature(r.stderr), stderr=r.stderr,
                               flags=flags), rem, False
            return Failure('compile-error', cfg.name, error_signature(r.stderr),
                           stderr=r.stderr, flags=flags), rem, False
        if not env.runnable.get(t.name):
            return None, rem, False
        timeout = env.timeout_run * (6 if t.cross else 1)
        r = run(env.run_prefix(t) + [exe], timeout)
        self.count('run')
        if r.timeout:
            return Failure('timeout', cfg.name, 'run timeout', expected=expected,
                           actual=r.stdout, flags=flags), rem, True
        if r.returncode != 0:
            return Failure('crash', cfg.name, 'crash (exit %d)' % r.returncode,
                           expected=expected, actual=r.stdout, stderr=r.stderr,
                           flags=flags), rem, True
        if r.stdout != expected:
            d = first_diff(expected, r.stdout)
            f = Failure('mismatch', cfg.name, 'wrong output', expected=expected,
                        actual=r.stdout, flags=flags)
            if d:
                f.detail = 'first difference, line %d:\n  expected: %s\n  actual:   %s' % (
                    d[0] + 1, d[1], d[2])
                f.call = call_of(d[1])
            return f, rem, True
        return None, rem, True

    def run_case(self, seed, n):
        t0 = time.time()
        res = CaseResult(n)
        case = gen_case(seed, n, self.args.quick)
        res.loops = len(case.loops)
        for L in case.loops:
            res.features |= L.features
        src_text = render(case)
        wd = tempfile.mkdtemp(prefix='case%d-' % n, dir=self.tmp)
        src = os.path.join(wd, 'case.c')
        with open(src, 'w') as fh:
            fh.write(src_text)
        fail, expected = self.reference(src, wd)
        res.compiles += 1
        if fail:
            res.failures.append(fail)
        else:
            for cfg in self.env.configs(n):
                f, rem, ran = self.test(cfg, src, wd, expected, case)
                if f and f.kind == 'infra':
                    # The plugin changed under us; retry once after a pause.
                    time.sleep(30)
                    f, rem, ran = self.test(cfg, src, wd, expected, case)
                res.compiles += 1
                if ran:
                    res.runs[cfg.name] = res.runs.get(cfg.name, 0) + 1
                res.remarks[cfg.name] = parse_remarks(rem, case.kernel_lines,
                                                      [L.line for L in case.loops])
                if f:
                    self.triage(f, cfg, case, src, wd, expected)
                    res.failures.append(f)
        if res.failures:
            self.save(case, res, src_text, wd)
        else:
            shutil.rmtree(wd, ignore_errors=True)
        res.seconds = time.time() - t0
        return res

    # -- batches -----------------------------------------------------------------

    def run_window(self, seed, ns):
        """Cases NS in batch programs of up to --batch cases each: sanitized
        reference programs, then one program per configuration and set of
        extra flags (at most one case with a layout spec in each), then the
        suspects alone, each stage on --jobs threads.  A case a batch
        program fails on in any way (compile, crash, timeout, wrong output,
        missing output) is a suspect, rerun alone by run_case, which
        attributes the failure, triages it and writes the reproducer exactly
        as without batches; the other cases of the program go on in a new
        one.  A failure none of its suspects shows alone is reported as a
        batch-only failure of the first suspect, with the batch program
        saved.  Returns the CaseResults of NS."""
        t0 = time.time()
        k = max(1, self.args.batch)
        lock = threading.Lock()
        made = {}                     # n -> case
        results = {}
        texts = {}
        wd = tempfile.mkdtemp(prefix='batch%d-' % ns[0], dir=self.tmp)
        bad = []                      # BatchFailures
        suspect = set()
        expected = {}
        serial = [0]

        def drain(queue, test):
            """Run the programs of QUEUE, [(cfg, extra flags, cases)], and
            those made of the cases a failing program did not get to."""
            while queue:
                cfg, extra, group = queue.pop(0)
                laid = [c for c in group if c.layout]
                fc = FlagsOf(extra, batch_layout(laid[0]) if laid else None)
                with lock:
                    tag = '%s-%d' % (cfg.name if cfg else 'ref', serial[0])
                    serial[0] += 1
                prog = Program(wd, tag, cfg, [(c, texts[c.n]) for c in group], fc)
                f, done = test(prog, lock)
                if f:
                    with lock:
                        bad.append(f)
                        suspect.update(f.suspects)
                    rest = [c for c in group if c.n not in done and c.n not in f.suspects]
                    if rest:
                        queue.append((cfg, extra, rest))

        def reference(chunk):
            # Generated here, so that one thread's generator runs while the
            # other's compiler does.
            group = []
            for n in chunk:
                case = gen_case(seed, n, self.args.quick)
                text = render(case, batch=True)
                res = CaseResult(n)
                res.loops = len(case.loops)
                for L in case.loops:
                    res.features |= L.features
                with lock:
                    made[n] = case
                    texts[n] = text
                    results[n] = res
                group.append(case)
            drain([(None, (), group)],
                  lambda prog, lk: self.batch_reference(prog, wd, expected, results, lk))

        list(self.pool.map(reference, chunks_of(ns, k)))
        # The plugin configurations, by configuration and extra flags.
        groups = {}
        order = [Config(t, 'always').name for t in self.env.targets] + \
            [Config(t, 'model').name for t in self.env.targets]
        for n in ns:
            if n in suspect:
                continue
            c = made[n]
            for cfg in self.env.configs(n):
                key = (order.index(cfg.name), tuple(c.extra))
                groups.setdefault(key, (cfg, []))[1].append(c)
        queues = [[(groups[key][0], key[1], group)]
                  for key in sorted(groups) for group in pack(groups[key][1], k)]
        list(self.pool.map(
            lambda q: drain(q, lambda prog, lk: self.batch_test(prog, wd, expected, results, lk)),
            queues))
        # Suspects alone: the results as without batches.
        alone = sorted(suspect)
        for n, r in zip(alone, self.pool.map(lambda n: self.run_case(seed, n), alone)):
            results[n] = r
        for f in bad:
            if f.kind != 'infra' and not any(results[n].failures for n in f.suspects):
                self.save_batch_only(f, results[f.suspects[0]], seed)
        shutil.rmtree(wd, ignore_errors=True)
        per = (time.time() - t0) / max(1, len(ns))
        for n in ns:
            if n not in suspect:
                r = results[n]
                r.seconds = per
                # The configurations in the order of Env.configs, as run_case
                # has them (the report lists them in the order first seen).
                r.remarks = {x: r.remarks[x] for x in order if x in r.remarks}
                r.runs = {x: r.runs[x] for x in order if x in r.runs}
        return [results[n] for n in ns]

    def culprit(self, prog, stderr):
        """The case a compiler error or ICE of a batch program is in, from
        the location of the first error or the function named, or None."""
        # The function first: an error in a renamed kernel is located at
        # the #define line of its name, in front of the case's own lines.
        m = re.search(r"In function .c(\d+)_", stderr)
        if m and int(m.group(1)) in prog.ns:
            return int(m.group(1))
        base = re.escape(os.path.basename(prog.src))
        m = re.search(r'^(?:.*/)?%s:(\d+):\d+: (?:internal compiler )?error' % base, stderr,
                      re.M)
        if m:
            line = int(m.group(1))
            # A case's section starts with the #define lines of its names.
            start = {c.n: prog.offsets[c.n] - len(c.file_names) for c, _ in prog.members}
            owner = [n for n in prog.ns if start[n] < line]
            if owner:
                return max(owner, key=lambda n: start[n])
        return None

    def batch_reference(self, prog, wd, expected, results, lock):
        """Compile and run a batch reference; record the expected output of
        its cases (under LOCK).  (BatchFailure or None, cases done)."""
        exe = os.path.join(wd, 'exe-' + prog.tag)
        # Without -g: a case whose reference fails is rerun alone, with
        # the debug information its sanitizer report uses.
        flags = REF_FLAGS + [f for f in SAN_FLAGS if f != '-g']
        cmd, r = self.compile(CC, flags, prog.src, exe)
        if r.returncode != 0:
            n = None if r.timeout else self.culprit(prog, r.stderr)
            return BatchFailure(prog, 'generator', 'reference does not compile',
                                [n] if n is not None else prog.ns,
                                stderr=r.stderr, flags=flags), set()
        r = run([exe], self.env.timeout_run * 4, env=SAN_ENV)
        self.count('run')
        secs, seen = parse_sections(r.stdout, prog.ns)
        ok = not (r.timeout or r.returncode != 0 or 'runtime error' in r.stderr)
        if ok and seen == prog.ns:
            done = prog.ns
            f = None
        else:
            # The cases before the last marker ran to their end.
            done = seen[:-1] if seen == prog.ns[:len(seen)] else []
            culprit = [prog.ns[len(done)]] if seen == prog.ns[:len(seen)] and seen \
                else list(prog.ns)
            sig = 'reference fails: ' + (
                'timeout' if r.timeout else
                (r.stderr.strip().splitlines() or ['rc %d' % r.returncode])[0][:200]
                if not ok else 'case markers missing')
            f = BatchFailure(prog, 'generator', sig, culprit, stderr=r.stderr,
                             actual=r.stdout, flags=flags)
        with lock:
            for n in done:
                expected[n] = secs[n]
                results[n].compiles += 1
        return f, set(done)

    def batch_test(self, prog, wd, expected, results, lock):
        """Compile and run a batch program of one configuration; record the
        remarks and runs of its cases (under LOCK).  (BatchFailure or None,
        cases done)."""
        env = self.env
        cfg = prog.cfg
        t = cfg.target
        exe = os.path.join(wd, 'exe-' + prog.tag)
        rem = os.path.join(wd, 'rem-' + prog.tag + '.txt')
        flags = cfg.flags(env, prog.flagcase)
        cmd, r = self.compile(t.cc, flags, prog.src, exe, remarks=rem)
        if r.returncode != 0 or r.timeout:
            n = None
            if r.timeout:
                kind, sig = 'timeout', 'compile timeout'
            elif 'cannot load plugin' in r.stderr:
                kind, sig = 'infra', 'plugin did not load'
            else:
                if ICE_RE.search(r.stderr) or r.returncode < 0:
                    kind, sig = 'ice', ice_signature(r.stderr)
                else:
                    kind, sig = 'compile-error', error_signature(r.stderr)
                n = self.culprit(prog, r.stderr)
            return BatchFailure(prog, kind, sig, [n] if n is not None else prog.ns,
                                stderr=r.stderr, flags=flags), set()
        items = read_remarks(rem) or []

        def record(ns, ran):
            for c, _ in prog.members:
                if c.n in ns:
                    stats = parse_remarks(rem, c.kernel_lines, [L.line for L in c.loops],
                                          items=items, offset=prog.offsets[c.n])
                    with lock:
                        res = results[c.n]
                        res.compiles += 1
                        res.remarks[cfg.name] = stats
                        if ran:
                            res.runs[cfg.name] = res.runs.get(cfg.name, 0) + 1
        if not env.runnable.get(t.name):
            record(prog.ns, False)
            return None, set(prog.ns)
        timeout = env.timeout_run * (6 if t.cross else 1)
        r = run(env.run_prefix(t) + [exe], timeout)
        self.count('run')
        secs, seen = parse_sections(r.stdout, prog.ns)
        f = None
        if r.timeout or r.returncode != 0 or seen != prog.ns:
            # The cases before the last marker ran to their end; the case
            # of the last marker timed out or crashed.
            ordered = seen == prog.ns[:len(seen)]
            done = seen[:-1] if ordered else []
            culprit = [prog.ns[len(done)]] if ordered and seen else list(prog.ns)
            if r.timeout:
                kind, sig = 'timeout', 'run timeout'
            elif r.returncode != 0:
                kind, sig = 'crash', 'crash (exit %d)' % r.returncode
            else:
                kind, sig = 'crash', 'case markers missing'
            f = BatchFailure(prog, kind, sig, culprit, stderr=r.stderr, actual=r.stdout,
                             flags=flags)
        else:
            done = list(prog.ns)
        wrong = [n for n in done if secs[n] != expected[n]]
        record([n for n in done if n not in wrong], True)
        if wrong and f is None:
            n = wrong[0]
            f = BatchFailure(prog, 'mismatch', 'wrong output', wrong, flags=flags,
                             expected=expected[n], actual=secs[n])
        elif wrong:
            # Wrong outputs before a crash: those cases are suspects too.
            f.suspects = f.suspects + wrong
        return f, set(done)

    def save_batch_only(self, f, res, seed):
        """A failure of a batch program that none of its suspects shows
        alone: reported on the first suspect, with the batch saved."""
        prog = f.prog
        n = f.suspects[0]
        cfgname = prog.cfg.name if prog.cfg else 'reference'
        ff = Failure(f.kind, cfgname, '%s (only in the batch of cases %s)'
                     % (f.signature, ','.join(str(x) for x in prog.ns)),
                     expected=f.expected, actual=f.actual, stderr=f.stderr, flags=f.flags)
        res.failures.append(ff)
        d = os.path.join(self.args.out, '%d-%d-batch' % (seed, n))
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d, exist_ok=True)
        res.dir = d
        shutil.copy(prog.src, os.path.join(d, 'batch.c'))
        for name, text in (('expected.out', f.expected), ('actual.out', f.actual),
                           ('stderr.txt', f.stderr)):
            if text:
                with open(os.path.join(d, name), 'w') as fh:
                    fh.write(text)
        cc = prog.cfg.target.cc if prog.cfg else CC
        flags = list(f.flags)
        if prog.cfg:
            flags = self.portable(flags)
        run_prefix = ''.join(x + ' ' for x in self.env.run_prefix(prog.cfg.target)) \
            if prog.cfg else ''
        with open(os.path.join(d, 'README'), 'w') as fh:
            fh.write('hyperlane fuzz failure: seed %d, a batch of cases %s (plugin %s)\n'
                     % (seed, ', '.join(str(x) for x in prog.ns), self.env.plugin_sha))
            fh.write('%s on %s: %s\n' % (ff.kind, cfgname, ff.signature))
            fh.write('Every case of the batch passes alone (scripts/fuzz.py --seed %d '
                     '--case N); the failure needs them together in batch.c.\n' % seed)
            if f.kind == 'mismatch':
                fh.write('The output of case %d differs (expected.out, actual.out).\n' % n)
            fh.write('Compile:    %s %s batch.c -o batch -lm\n'
                     % (cc, ' '.join(shlex.quote(x) for x in flags)))
            fh.write('Reference:  %s %s %s batch.c -o ref -lm\n'
                     % (CC, ' '.join(REF_FLAGS), ' '.join(SAN_FLAGS)))
            fh.write('Run:        %s./batch > actual.out; ./ref > expected.out\n'
                     % run_prefix)

    def count(self, what):
        with self.lock:
            self.work[what] = self.work.get(what, 0) + 1

    def triage(self, f, cfg, case, src, wd, expected):
        """Does GCC fail the same way without the plugin?  Is an aarch64
        mismatch really one (does the aarch64 -O0 reference agree)?"""
        if f.kind in ('mismatch', 'crash') and cfg.target.cross and self.env.runnable.get('aarch64'):
            exe = os.path.join(wd, 'ref-a64')
            cmd, r = self.compile(CROSS_CC, REF_FLAGS, src, exe)
            if r.returncode == 0:
                r = run(self.env.run_prefix(cfg.target) + [exe], self.env.timeout_run * 6)
                self.count('run')
                if r.stdout != expected:
                    f.kind = 'generator'
                    f.signature = 'aarch64 -O0 output differs from the x86 reference'
        if f.kind in ('mismatch', 'crash', 'ice', 'compile-error', 'timeout'):
            g, _, _ = self.test(cfg, src, wd, expected, case, plugin=False)
            # Only the very same failure excuses hyperlane: the same wrong
            # output, the same ICE or error message.
            f.gcc_too = (g is not None and g.kind == f.kind
                         and (f.kind != 'mismatch' or g.actual == f.actual)
                         and (f.kind not in ('ice', 'compile-error')
                              or g.signature == f.signature))
            if g is not None and not f.gcc_too:
                f.detail = (f.detail + '\n' if f.detail else '') + \
                    'without the plugin GCC fails too, differently: %s' % g.signature

    # -- reproducers -----------------------------------------------------------

    def save(self, case, res, src_text, wd):
        d = os.path.join(self.args.out, '%d-%d' % (case.seed, case.n))
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d, exist_ok=True)
        res.dir = d
        with open(os.path.join(d, 'case.c'), 'w') as fh:
            fh.write(src_text)
        lines = []
        for i, f in enumerate(res.failures):
            tag = f.config
            if f.expected:
                with open(os.path.join(d, 'expected.out'), 'w') as fh:
                    fh.write(f.expected)
            if f.actual:
                with open(os.path.join(d, 'actual-%s.out' % tag), 'w') as fh:
                    fh.write(f.actual)
            if f.stderr:
                with open(os.path.join(d, 'stderr-%s.txt' % tag), 'w') as fh:
                    fh.write(f.stderr)
            lines.append('%s on %s: %s%s' % (f.kind, f.config, f.signature,
                                             '' if f.gcc_too is None else
                                             (' (GCC fails the same way without the plugin)'
                                              if f.gcc_too else ' (hyperlane only)')))
            if f.detail:
                lines.append('  ' + f.detail.replace('\n', '\n  '))
        main = res.failures[0]
        cfg = self.config_named(main.config, case.n)
        with open(os.path.join(d, 'README'), 'w') as fh:
            fh.write('hyperlane fuzz failure: seed %d case %d (plugin %s)\n'
                     % (case.seed, case.n, self.env.plugin_sha))
            fh.write('\n'.join(lines) + '\n\n')
            fh.write('Regenerate: scripts/fuzz.py --seed %d --case %d --show > case.c\n'
                     % (case.seed, case.n))
            fh.write('Rerun:      scripts/fuzz.py --seed %d --case %d\n' % (case.seed, case.n))
            fh.write('Reproduce:  sh repro.sh   (exit 1 while the failure is there)\n')
            if case.layout:
                fh.write('Layout spec: %s\n' % case.layout)
            if case.extra:
                fh.write('Extra flags: %s\n' % ' '.join(case.extra))
        if cfg:
            with open(os.path.join(d, 'flags'), 'w') as fh:
                fh.write('reference: %s %s\n' % (CC, ' '.join(REF_FLAGS)))
                fh.write('test (%s): %s %s\n' % (cfg.name, cfg.target.cc, ' '.join(
                    shlex.quote(x) for x in self.portable(cfg.flags(self.env, case)))))
            write_repro(os.path.join(d, 'repro.sh'), 'case.c', main, cfg, self.env,
                        case, self.portable)
        # Reduce the first failure hyperlane is to blame for (GCC's own bugs,
        # which fail the same way without the plugin, are left as they are).
        mine = [f for f in res.failures if f.gcc_too is False]
        if mine and not self.args.no_reduce:
            main = mine[0]
            cfg = self.config_named(main.config, case.n)
            if cfg and main.kind in ('mismatch', 'ice', 'crash', 'compile-error'):
                self.reduce(case, main, cfg, d)

    def portable(self, flags):
        """Flags with the snapshot plugin paths replaced by the repository's."""
        out = []
        for f in flags:
            if f.startswith('-fplugin=') and self.env.args.snapshot:
                p = f[len('-fplugin='):]
                if p == self.env.plugin:
                    f = '-fplugin=' + self.env.args.plugin
                elif p == self.env.cross_plugin:
                    f = '-fplugin=' + self.env.args.cross_plugin
            out.append(f)
        return out

    def config_named(self, name, case_n):
        for cfg in self.env.configs(case_n):
            if cfg.name == name:
                return cfg
        return None

    def still_fails(self, case, main, cfg, keep_calls, wd):
        """Render CASE with KEEP_CALLS and check that CFG still fails like
        MAIN."""
        text = render(case, keep_calls)
        src = os.path.join(wd, 'case.c')
        with open(src, 'w') as fh:
            fh.write(text)
        fail, expected = self.reference(src, wd)
        if fail:
            return None
        f, _, _ = self.test(cfg, src, wd, expected, case)
        if f is None or f.kind != main.kind:
            return None
        if main.kind in ('ice', 'compile-error') and f.signature != main.signature:
            return None
        return text

    def reduce(self, case, main, cfg, d):
        """Drop calls, loops, statements and parameters while the failure
        persists; then cvise/creduce when installed."""
        import copy
        wd = tempfile.mkdtemp(prefix='reduce-', dir=self.tmp)
        best = copy.deepcopy(case)
        keep = [main.call] if main.call is not None else [0]
        text = self.still_fails(best, main, cfg, keep, wd)
        if text is None:
            keep = None
            text = self.still_fails(best, main, cfg, keep, wd)
            if text is None:
                shutil.rmtree(wd, ignore_errors=True)
                return
        budget = self.args.reduce_steps
        changed = True
        while changed and budget > 0:
            changed = False
            # Whole loops, then single statements (last first).
            for li in reversed(range(len(best.loops))):
                if len(best.loops) <= 1 or budget <= 0:
                    break
                trial = copy.deepcopy(best)
                del trial.loops[li]
                prune(trial)
                budget -= 1
                t = self.still_fails(trial, main, cfg, keep, wd)
                if t:
                    best, text, changed = trial, t, True
            for li in range(len(best.loops)):
                si = len(best.loops[li].stmts) - 1
                while si >= 0 and budget > 0:
                    L = best.loops[li]
                    if si >= len(L.stmts):
                        si -= 1
                        continue
                    if L.stmts[si].kind == 'temp' or sum(
                            s.kind != 'temp' for s in L.stmts) <= 1:
                        si -= 1
                        continue
                    trial = copy.deepcopy(best)
                    del trial.loops[li].stmts[si]
                    prune(trial)
                    budget -= 1
                    t = self.still_fails(trial, main, cfg, keep, wd)
                    if t:
                        best, text, changed = trial, t, True
                    si -= 1
            # Expressions: replace one by an operand of its type.
            for li in range(len(best.loops)):
                if li >= len(best.loops):
                    break
                for si in range(len(best.loops[li].stmts)):
                    while budget > 0:
                        if li >= len(best.loops) or si >= len(best.loops[li].stmts):
                            break
                        st = best.loops[li].stmts[si]
                        if st.expr is None or not st.expr.kids:
                            break
                        took = False
                        for kid in st.expr.kids:
                            trial = copy.deepcopy(best)
                            ts = trial.loops[li].stmts[si]
                            ts.expr = copy.deepcopy(kid)
                            ts.retext(trial)
                            prune(trial)
                            budget -= 1
                            t = self.still_fails(trial, main, cfg, keep, wd)
                            if t:
                                best, text, changed, took = trial, t, True, True
                                break
                            if budget <= 0:
                                break
                        if not took:
                            break
        with open(os.path.join(d, 'reduced.c'), 'w') as fh:
            fh.write(text)
        write_repro(os.path.join(d, 'repro-reduced.sh'), 'reduced.c', main, cfg,
                    self.env, best, self.portable)
        tool = shutil.which('cvise') or shutil.which('creduce')
        if tool and not self.args.no_cvise:
            self.external_reduce(tool, main, cfg, d, best)
        shutil.rmtree(wd, ignore_errors=True)

    def external_reduce(self, tool, main, cfg, d, case):
        rd = os.path.join(d, 'cvise')
        os.makedirs(rd, exist_ok=True)
        shutil.copy(os.path.join(d, 'reduced.c'), os.path.join(rd, 'case.c'))
        script = os.path.join(rd, 'interesting.sh')
        write_repro(script, 'case.c', main, cfg, self.env, case, lambda f: f,
                    interesting=True)
        r = run([tool, '--timeout', '60', script, 'case.c'], 3600, cwd=rd)
        if r.returncode == 0:
            shutil.copy(os.path.join(rd, 'case.c'), os.path.join(d, 'reduced-%s.c'
                                                                 % os.path.basename(tool)))


def prune(case):
    """Drop temps, reductions, arrays and scalar parameters no statement of
    the kernel refers to any more."""
    if isinstance(case, program.ProgramCase):
        return case.prune()
    for L in case.loops:
        while True:
            body = ' '.join(s.text for s in L.stmts)
            drop = [s for s in L.stmts if s.kind == 'temp'
                    and not re.search(r'\b%s\b' % s.defines,
                                      ' '.join(x.text for x in L.stmts if x is not s))]
            if not drop:
                break
            L.stmts = [s for s in L.stmts if s not in drop]
        body = ' '.join(s.text for s in L.stmts)
        L.reds = [rd for rd in L.reds if re.search(r'\b%s\b' % rd[0], body)]
    text = ' '.join(s.text for L in case.loops for s in L.stmts)
    case.arrays = [a for a in case.arrays if re.search(r'\b%s\b' % a.name, text)]
    for a in case.arrays:
        a.written = any(s.kind == 'store' and s.array is a for L in case.loops for s in L.stmts)
    case.params = [p for p in case.params if re.search(r'\b%s\b' % p[0], text)]
    case.invs = [v for v in case.invs if re.search(r'\b%s\b' % v.name, text)]
    # Calls that overlap, bind or view arrays dropped now are plain calls.
    names = {a.name for a in case.arrays}
    calls = []
    for (n, mis, pair, delta, tight, bind, view) in case.calls:
        if pair and not set(pair) <= names:
            pair, delta = None, 0
        if bind and not set(bind[:2]) <= names:
            bind = None
        if view and not set(view[:2]) <= names:
            view = None
        calls.append((n, mis, pair, delta, tight, bind, view))
    case.calls = calls
    case.pruned_params = True


def write_repro(path, src, f, cfg, env, case, portable, interesting=False):
    """A shell script that exits 1 while the failure is there (0 for
    cvise's interestingness test: exit 0 = still interesting)."""
    t = cfg.target
    flags = ' '.join(shlex.quote(x) for x in portable(cfg.flags(env, case)))
    san = ' '.join(SAN_FLAGS)
    lines = ['#!/bin/sh', '# %s on %s: %s' % (f.kind, cfg.name, f.signature),
             'src=${1:-%s}' % src, 'set -u']
    ok, bad = ('1', '0') if interesting else ('0', '1')
    if f.kind in ('ice', 'compile-error'):
        pat = re.escape(f.signature.split(': ', 1)[-1])[:120]
        lines += ['%s %s "$src" -o ./ref.exe -lm >/dev/null 2>&1 || exit %s' % (CC, ' '.join(REF_FLAGS), ok),
                  '%s %s -c "$src" -o ./test.o 2>./test.err' % (t.cc, flags),
                  'if grep -q %s ./test.err; then echo "still fails: %s"; exit %s; fi'
                  % (shlex.quote(pat), f.kind, bad),
                  'echo passes; exit %s' % ok]
    else:
        run_prefix = ' '.join(env.run_prefix(t))
        lines += ['%s %s %s "$src" -o ./ref.exe -lm >/dev/null 2>&1 || exit %s' % (CC, ' '.join(REF_FLAGS), san, ok),
                  'ASAN_OPTIONS=detect_leaks=0 ./ref.exe >./expected.out 2>/dev/null || exit %s' % ok,
                  '%s %s "$src" -o ./test.exe -lm 2>/dev/null || exit %s' % (t.cc, flags, ok),
                  'timeout 60 %s ./test.exe >./actual.out 2>/dev/null' % run_prefix,
                  'if ! cmp -s ./expected.out ./actual.out; then echo "still fails: wrong output"; '
                  'diff ./expected.out ./actual.out | head -5; exit %s; fi' % bad,
                  'echo passes; exit %s' % ok]
    with open(path, 'w') as fh:
        fh.write('\n'.join(lines) + '\n')
    os.chmod(path, 0o755)


# ---------------------------------------------------------------------------
# Driver and report
# ---------------------------------------------------------------------------


def counts_as_failure(f, args):
    """Failures GCC shows the same way without the plugin are GCC's bugs; with
    --allow-gcc-bugs they are reported but do not fail the case."""
    return not (args.allow_gcc_bugs and f.gcc_too)


def case_failed(r, args):
    return any(counts_as_failure(f, args) for f in r.failures)


def summarize(results, env, args, seconds, work=None):
    cases = len(results)
    failed = [r for r in results if case_failed(r, args)]
    out = []
    w = out.append
    loops = sum(r.loops for r in results)
    compiles = sum(r.compiles for r in results)
    w('')
    w('hyperlane fuzz report: seed %d, cases %d..%d, %.0f s, %d jobs'
      % (args.seed, args.start, args.start + cases - 1, seconds, args.jobs))
    w('plugin %s (sha %s)%s' % (args.plugin, env.plugin_sha,
                                ', cross plugin sha %s' % env.cross_sha if env.cross_sha else ''))
    for n, why in sorted(env.why_not.items()):
        w('target %s: %s' % (n, why))
    w('cases              %d' % cases)
    w('kernel loops       %d generated' % loops)
    batched = args.batch > 1 and args.count > 1
    w('compiles           %d (%d references, %d with the plugin)%s'
      % (compiles, cases, compiles - cases,
         ' in %d compiler runs (batches of up to %d cases), %d program runs'
         % (work.get('compile', 0), args.batch, work.get('run', 0)) if batched and work else ''))
    names = []
    for r in results:
        for k in list(r.remarks) + list(r.runs):
            if k not in names:
                names.append(k)
    runs = ', '.join('%s %d' % (k, sum(r.runs.get(k, 0) for r in results)) for k in names)
    w('runs               %s' % (runs or 'none'))
    w('loops vectorized by hyperlane (kernel loops; "loop vectorized by hyperlane" remarks):')
    for k in names:
        have = [r for r in results if k in r.remarks]
        lp = sum(r.loops for r in have)
        v = sum(r.remarks[k][0] for r in have)
        gv = sum(r.remarks[k][2] for r in have)
        rv = sum(r.remarks[k][3] for r in have)
        ra = sum(r.remarks[k][4] for r in have)
        ver = sum(r.remarks[k][5] for r in have)
        strd = sum(r.remarks[k][6] for r in have)
        w('  %-14s %4d of %4d loops (%4.1f%%): %d of %d analysed loop instances, '
          '%d with strided groups, %d versioned for aliasing; GCC vectorized %d'
          % (k, v, lp, 100.0 * v / lp if lp else 0.0, rv, ra, strd, ver, gv))
    # Why loops were left to GCC, on the first cost=always configuration.
    first = next((k for k in names if not k.endswith('-model')), None)
    if first:
        hist = {}
        for r in results:
            for reason in r.remarks.get(first, (0, [], 0, 0, 0, 0, 0))[1]:
                hist[reason] = hist.get(reason, 0) + 1
        if hist:
            w('loops left to GCC on %s, by reason:' % first)
            for reason, cnt in sorted(hist.items(), key=lambda x: -x[1])[:14]:
                w('  %5d  %s' % (cnt, reason))
    kinds = {}
    for r in results:
        for f in r.failures:
            kinds[f.kind] = kinds.get(f.kind, 0) + 1
    w('failures           mismatches %d, ICEs %d, compile errors %d, crashes %d, '
      'timeouts %d, generator errors %d'
      % tuple(kinds.get(k, 0) for k in ('mismatch', 'ice', 'compile-error', 'crash',
                                        'timeout', 'generator')))
    sigs = {}
    for r in results:
        for f in r.failures:
            key = (f.kind, f.signature, f.gcc_too)
            sigs.setdefault(key, []).append((r, f))
    for (kind, sig, gcc_too), items in sorted(sigs.items(), key=lambda x: -len(x[1])):
        cfgs = sorted({f.config for _, f in items})
        dirs = sorted({r.dir for r, _ in items if r.dir})
        w('  %dx %s: %s [%s]%s' % (len(items), kind, sig, ','.join(cfgs),
                                   ' (GCC without the plugin: same failure%s)'
                                   % (', not counted' if args.allow_gcc_bugs else '')
                                   if gcc_too else ''))
        for d in dirs[:4]:
            w('      %s' % d)
        if len(dirs) > 4:
            w('      ... and %d more' % (len(dirs) - 4))
    w('%d passed, %d failed' % (cases - len(failed), len(failed)))
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser(
        description='Differential fuzzer for the hyperlane GCC plugin (docs/testing.md).')
    ap.add_argument('--seed', type=int, default=None,
                    help='run seed (default: random; --quick: %d)' % QUICK_SEED)
    ap.add_argument('--count', type=int, default=None,
                    help='number of cases (default 100; --quick: %d)' % QUICK_COUNT)
    ap.add_argument('--start', type=int, default=0, help='first case number (default 0)')
    ap.add_argument('--case', type=int, default=None,
                    help='run (or --show) only this case number')
    ap.add_argument('--show', action='store_true', help="print the case's source and exit")
    ap.add_argument('--targets', default='sse4,avx2,avx512,aarch64',
                    help='comma-separated: sse4,avx2,avx512,aarch64 (default), '
                    'also avx (-march=sandybridge), avx512-256')
    ap.add_argument('--jobs', '-j', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--keep-going', '-k', action='store_true',
                    help='do not stop at the first failing case')
    ap.add_argument('--out', default='fuzz-failures', help='reproducer directory')
    ap.add_argument('--quick', action='store_true',
                    help='the fixed-seed CI sample (seed %d, %d cases, smaller trip counts)'
                    % (QUICK_SEED, QUICK_COUNT))
    ap.add_argument('--plugin', default=os.path.join(REPO, 'plugin', 'hyperlane.so'))
    ap.add_argument('--cross-plugin',
                    default=os.path.join(REPO, 'plugin', 'aarch64-linux-gnu', 'hyperlane.so'))
    ap.add_argument('--no-snapshot', dest='snapshot', action='store_false',
                    help='use the plugin files in place (default: copy them at start)')
    ap.add_argument('--style', choices=STYLES, default='mix',
                    help='generator style: aos (kernels of 1-3 loops), program (whole '
                    'programs of 3-8 loop nests), mix (default: %d%%%% programs)'
                    % int(PROGRAM_SHARE * 100))
    ap.add_argument('--avoid', default='',
                    help='comma-separated generator features to leave out (known bugs): '
                    + ','.join(AVOIDABLE))
    ap.add_argument('--allow-gcc-bugs', action='store_true',
                    help='failures GCC shows identically without the plugin do not fail '
                    'a case (implied by --quick)')
    ap.add_argument('--no-model', action='store_true',
                    help='skip the default-cost-model configuration')
    ap.add_argument('--model-all', action='store_true',
                    help='the default cost model on every target (T-model for each T), '
                    'not only on one per case')
    ap.add_argument('--no-reduce', action='store_true', help='do not reduce failures')
    ap.add_argument('--no-cvise', action='store_true', help='do not run cvise/creduce')
    ap.add_argument('--reduce-steps', type=int, default=100,
                    help='compile-and-run attempts the built-in reducer may spend')
    ap.add_argument('--timeout', type=int, default=120, help='seconds per compile')
    ap.add_argument('--batch', type=int, default=DEFAULT_BATCH,
                    help='cases per compiled program (default %d; 1: every case alone, '
                    'as before batches)' % DEFAULT_BATCH)
    ap.add_argument('--verbose', '-v', action='store_true', help='a line per case')
    args = ap.parse_args()
    if args.quick:
        args.allow_gcc_bugs = True
        if args.seed is None:
            args.seed = QUICK_SEED
        if args.count is None:
            args.count = QUICK_COUNT
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 1 << 31)
    if args.count is None:
        args.count = 100
    if args.case is not None:
        args.start, args.count = args.case, 1
    if args.batch < 1:
        ap.error('--batch: at least 1')
    args.out = os.path.abspath(args.out)
    Generator.avoid = {x for x in args.avoid.split(',') if x}
    if args.quick:
        Generator.avoid |= set(QUICK_AVOID)
    Generator.style = args.style
    bad = Generator.avoid - set(AVOIDABLE)
    if bad:
        ap.error('--avoid: unknown feature(s) %s' % ','.join(sorted(bad)))

    if args.show:
        sys.stdout.write(render(gen_case(args.seed, args.start, args.quick)))
        return 0

    tmp = tempfile.mkdtemp(prefix='hyperlane-fuzz-')
    try:
        env = Env(args)
        env.setup(tmp)
        print('hyperlane fuzz: seed %d, %d cases from %d, targets %s, %d jobs%s'
              % (args.seed, args.count, args.start,
                 ','.join(t.name + ('' if env.runnable.get(t.name) else ' (compile only)')
                          for t in env.targets), args.jobs,
                 ', quick' if args.quick else ''), flush=True)
        runner = Runner(env, args, tmp)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs))
        runner.pool = pool
        results = []
        t0 = time.time()
        stop = threading.Event()
        lock = threading.Lock()
        every = max(1, args.count // 20)
        printed = [0]

        def report(r):
            """Under LOCK: record the result of one case, print its
            failures."""
            results.append(r)
            if r.failures:
                for f in r.failures:
                    print('case %d: %s on %s: %s%s' % (r.n, f.kind, f.config, f.signature,
                                                      ' -> %s' % r.dir if r.dir else ''),
                          flush=True)
                if not args.keep_going and case_failed(r, args):
                    stop.set()

        def progress(force):
            done = len(results)
            if done == printed[0]:
                return
            if force or done // every > printed[0] // every or done == args.count:
                printed[0] = done
                nf = sum(1 for x in results if case_failed(x, args))
                vec = sum(sum(v[0] for v in x.remarks.values()) for x in results)
                print('[%d/%d] %.0fs, %d failed, %d loops vectorized by hyperlane so far'
                      % (done, args.count, time.time() - t0, nf, vec), flush=True)

        def fuzzer_bug(n, e):
            import traceback
            r = CaseResult(n)
            r.failures.append(Failure('generator', 'fuzzer', 'fuzzer exception: %r' % e,
                                      stderr=traceback.format_exc()))
            return r

        def one(n):
            if stop.is_set():
                return None
            try:
                r = runner.run_case(args.seed, n)
            except Exception as e:           # a fuzzer bug: report, keep going
                r = fuzzer_bug(n, e)
            with lock:
                report(r)
                progress(args.verbose or bool(r.failures))
            return r

        def window(ns):
            if stop.is_set():
                return None
            try:
                rs = runner.run_window(args.seed, ns)
            except Exception as e:           # a fuzzer bug: report, run the cases alone
                bug = fuzzer_bug(ns[0], e)
                rs = []
                for n in ns:
                    try:
                        rs.append(runner.run_case(args.seed, n))
                    except Exception as e2:
                        rs.append(fuzzer_bug(n, e2))
                rs[0].failures += bug.failures
            with lock:
                for r in rs:
                    report(r)
                    if args.verbose or r.failures:
                        progress(True)
                progress(False)
            return rs

        cases = list(range(args.start, args.start + args.count))
        with pool:
            if args.batch > 1 and args.count > 1:
                # Windows of cases one after the other, each on all jobs:
                # large, so that cases with the same extra flags fill
                # batches, with a report line after each.
                for ns in chunks_of(cases, 32 * args.batch):
                    window(ns)
            else:
                list(pool.map(one, cases))
        results.sort(key=lambda r: r.n)
        for r in results:
            for f in r.failures:
                if f.kind == 'generator' and f.config == 'fuzzer':
                    print(f.stderr, file=sys.stderr)
        print(summarize(results, env, args, time.time() - t0, runner.work))
        return 1 if any(case_failed(r, args) for r in results) else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
