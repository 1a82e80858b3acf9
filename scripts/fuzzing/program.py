"""The whole-program generator style (--style program): one kernel with
3-8 loop nests of depth 1-3 over a shared set of global arrays (contiguous,
flat strided, arrays of records with fields of mixed types, two-
dimensional), pointer parameters (some restrict), invariant pointers and
scalars carried from loop to loop, as YARPGen makes them, beside the
AoS-kernel style of scripts/fuzz.py.

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

The model (Nest, Stmt) is what the fuzzer's reducer works on: it drops
whole loop nests and body statements (ProgramCase.loops[*].stmts); every
statement keeps its own invariants, so any subset is still free of
undefined behaviour."""

import random

from fuzzing.values import (TYPES, BOOL, ALL_TYPES, Expr, FLOAT_LIMIT, convert, fslack,
                            RandomDraws, float_arith)
from fuzzing.harness import HARNESS, HELPERS_HEAD, helpers_tail, gen_value_fn, case_comment

TRIPS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]
SLACK = 8          # elements past the largest trip count every array has
OUTER = 4          # rows of two-dimensional arrays; outer loops run at most this
TAIL = 4           # logical elements past LEN of one-dimensional arrays, for views
FRANGE = 64.0      # floating-point values in memory lie in [-FRANGE, FRANGE]
RELS = ['<', '>', '<=', '>=', '!=', '==']


def unsigned_of(t):
    """The unsigned type arithmetic of T is done in (never promoted)."""
    return TYPES['u64'] if t.size == 8 else TYPES['u32']


def signed_of(t):
    return TYPES['i64'] if t.size == 8 else TYPES['i32']


def full(t):
    """An integer Expr range: every value of T."""
    return t.tmin, t.tmax


class Arr:
    """A global array: kind 'contig' (T g[LEN]), 'flat' (T g[S*LEN], read
    as g[S*i+k]), 'rec' (struct recK g[LEN]) or '2d' (T g[OUTER][LEN])."""

    def __init__(self, name, kind, elem, stride=1, ftypes=None):
        self.name = name
        self.kind = kind
        self.elem = elem              # CType; the struct tag for 'rec'
        self.stride = stride
        self.ftypes = ftypes or []
        self.param = None             # the kernel's pointer to it, if any
        self.restrict = False

    def nfields(self):
        return len(self.ftypes) if self.kind == 'rec' else (
            self.stride if self.kind == 'flat' else 1)

    def ftype(self, k):
        return self.ftypes[k] if self.kind == 'rec' else self.elem

    @property
    def unit(self):
        """C elements per logical element."""
        return self.stride if self.kind == 'flat' else 1

    def can_view(self, b):
        """Can a pointer parameter to this array point into B (the same
        element type, B at least as long)?"""
        if self.kind == 'rec' or b.kind == 'rec':
            return self.kind == b.kind and self.elem == b.elem
        return ('2d' not in (self.kind, b.kind) and self.elem is b.elem
                and self.unit <= b.unit)

    @property
    def ref_name(self):
        return self.param or self.name


class Stmt:
    """A statement of a loop body; kind 'store', 'assign', 'red', 'if'.
    expr is None: the reducer drops statements, it does not rewrite them."""

    def __init__(self, kind, text):
        self.kind = kind
        self.text = text
        self.expr = None


class Nest:
    """A loop nest of depth 1-3: the loop headers, the innermost body, the
    accumulators declared before it and the statements after it."""

    def __init__(self, idx):
        self.idx = idx
        self.heads = []               # C text of the for headers, outermost first
        self.stmts = []               # the innermost body
        self.pre = []                 # before the nest (accumulator declarations)
        self.post = []                # after it (scalars from accumulators)
        self.features = set()
        self.shape = 'program'
        self.line = 0


class ProgramCase:
    """A case of the program style, with what the fuzzer's runner, batches
    and reducer use of a case."""

    def __init__(self, seed, n):
        self.seed = seed
        self.n = n
        self.desc = ['style program']
        self.extra = []
        self.layout = None
        self.attr = 'noipa'
        self.types = []
        self.arrays = []
        self.structs = []             # (tag, ftypes)
        self.scalars = []             # (name, CType, init text): carried locals
        self.params = []              # (name, CType): scalar parameters
        self.cells = []               # (name, CType, count): const T *name
        self.loops = []
        self.calls = []               # (n, m)
        # Views: in some calls the pointer parameter of array DST points
        # into array SRC, D elements from its start (overlapping the
        # parameter or name SRC is reached by; neither is restrict).
        self.views = {}               # dst name -> src name
        self.call_views = []          # per call: {dst name: d}
        self.domain = {}
        self.npools = 0
        self.kernel_lines = (0, 0)
        self.file_names = []

    def prune(self):
        """Nothing to drop: every declaration stays valid without its uses."""

    def render(self, keep_calls=None, batch=False):
        return render_program(self, keep_calls, batch)


class Scope:
    """What the expressions of one loop body may use: the induction
    variables with their ranges [0, hi) (hi a bound on the values), and
    whether the innermost bound is n (for n - 1 - i)."""

    def __init__(self):
        self.ivs = []                 # (name, lo, hi): lo <= iv < hi
        self.inner = None
        self.inner_n = False
        # A clean nest: only stores and reductions over affine indices,
        # what a vectorizer can take (the others mostly exercise refusals).
        self.clean = False


class ProgramGen(RandomDraws):
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

    # -- expressions ---------------------------------------------------------------

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
        fabs = '__builtin_fabsf' if t.size == 4 else '__builtin_fabs'
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
            fn = '__builtin_sqrtf' if t.size == 4 else '__builtin_sqrt'
            return Expr('%s (%s (%s))' % (fn, fabs, a.text), t, 0.0, m ** 0.5 + 1.0)
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
        m = max(abs(e.lo), abs(e.hi))
        k = 0
        while m * 2.0 ** -k > FRANGE:
            k += 1
        if k == 0:
            return e
        return Expr('(%s * 0x1p-%d%s)' % (e.text, k, 'f' if t.size == 4 else ''), t,
                    e.lo * 2.0 ** -k, e.hi * 2.0 ** -k)

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
            k = 0
            while m * 2.0 ** -k > FRANGE:
                k += 1
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


# -- rendering --------------------------------------------------------------------------


def elements(a, ln):
    """The C elements of one-dimensional array A (rows of '2d')."""
    return a.unit * (ln + TAIL) if a.kind != '2d' else ln


def render_program(c, keep_calls=None, batch=False):
    rows = list(enumerate(c.calls))
    if keep_calls is not None:
        rows = [rows[i] for i in keep_calls]
    ln = max(n for n, _ in c.calls) + SLACK
    out = []
    w = out.append
    out.extend(case_comment(c))
    for h in ('stdint.h', 'stddef.h', 'stdio.h', 'stdlib.h', 'sys/mman.h', 'unistd.h'):
        w('#include <%s>' % h)
    w('')
    names = ['kernel', 'main', 'init_all', 'hash_all', 'call_id', 'call_n', 'call_m']
    for tag, ftypes in c.structs:
        w('struct %s { %s };' % (tag, ' '.join('%s f%d;' % (t.c, k)
                                                for k, t in enumerate(ftypes))))
        names.append(tag)
    for a in c.arrays:
        elem = 'struct %s' % a.elem if a.kind == 'rec' else a.elem.c
        dims = ('[%d][%d]' % (OUTER, ln) if a.kind == '2d'
                else '[%d]' % elements(a, ln))
        w('static %s %s%s __attribute__ ((aligned (64)));' % (elem, a.name, dims))
        names.append(a.name)
    for name, t, count in c.cells:
        w('static %s cell_%s[%d];' % (t.c, name, count))
        names.append('cell_' + name)
    for name, t, _ in c.scalars:
        w('static %s out_%s;' % (t.c, name))
        names.append('out_' + name)
    w('')
    args = ['long n', 'long m']
    for a in c.arrays:
        if a.param:
            elem = 'struct %s' % a.elem if a.kind == 'rec' else a.elem.c
            rs = ' *restrict ' if a.restrict else ' *'
            if a.kind == '2d':
                args.append('%s (*%s%s)[%d]' % (elem, 'restrict ' if a.restrict else '',
                                                a.param, ln))
            else:
                args.append('%s%s%s' % (elem, rs, a.param))
    for name, t, _ in c.cells:
        args.append('const %s *%s' % (t.c, name))
    for name, t in c.params:
        args.append('%s %s' % (t.c, name))
    kstart = len(out) + 1
    w('__attribute__ ((%s)) void' % c.attr)
    w('kernel (%s)' % ', '.join(args))
    w('{')
    for name, t, init in c.scalars:
        w('  %s %s = %s;' % (t.c, name, init))
    for L in c.loops:
        w('  {')
        for s in L.pre:
            w('    %s' % s)
        ind = '    '
        for h in L.heads:
            L.line = len(out) + 1
            w(ind + h)
            w(ind + '  {')
            ind += '    '
        for s in L.stmts:
            w(ind + s.text)
        for _ in L.heads:
            ind = ind[:-4]
            w(ind + '  }')
        for s in L.post:
            w('    %s' % s)
        w('  }')
    for name, t, _ in c.scalars:
        w('  out_%s = %s;' % (name, name))
    w('}')
    c.kernel_lines = (kstart, len(out))
    w('')
    nc = len(rows)
    w('static const long call_id[%d] = { %s };' % (nc, ', '.join(str(i) for i, _ in rows)))
    w('static const long call_n[%d] = { %s };' % (nc, ', '.join(str(r[0]) for _, r in rows)))
    w('static const long call_m[%d] = { %s };' % (nc, ', '.join(str(r[1]) for _, r in rows)))
    for dst in sorted(c.views):
        w('static const int view_%s[%d] = { %s };' % (
            dst, nc, ', '.join('1' if dst in c.call_views[i] else '0' for i, _ in rows)))
        w('static const long voff_%s[%d] = { %s };' % (
            dst, nc, ', '.join(str(c.call_views[i].get(dst, 0)) for i, _ in rows)))
        names += ['view_' + dst, 'voff_' + dst]
    vals = random.Random('hyperlane-fuzz-program-vals:%d:%d' % (c.seed, c.n))
    for name, t in c.params:
        lo, hi = c.domain[t.key]
        per = []
        for i in range(len(c.calls)):
            if t.isfloat:
                per.append(t.lit(vals.randint(int(lo * 2), int(hi * 2)) / 2.0))
            else:
                per.append(t.lit(vals.randint(lo, hi)))
        w('static const %s val_%s[%d] = { %s };' % (t.c, name, nc,
                                                   ', '.join(per[i] for i, _ in rows)))
        names.append('val_' + name)
    w('')
    if not batch:
        out.extend(HELPERS_HEAD)
        out.extend(helpers_tail(0))
        names += ['st', 'H', 'rnd64', 'rnd', 'maps', 'map_len', 'nmaps', 'hl_alloc',
                  'free_all', 'hb']
    used = set()
    for a in c.arrays:
        used.update(t.key for t in (a.ftypes if a.kind == 'rec' else [a.elem]))
    used.update(t.key for _, t, _ in c.cells)
    used.update(t.key for _, t, _ in c.scalars)
    for key in sorted(used):
        w('%s static %s gen_%s (void) { %s }' % (HARNESS, ALL_TYPES[key].c, key,
                                                  gen_value_fn(c, ALL_TYPES[key])))
        names.append('gen_' + key)
    w('')

    def fill(lv, a):
        if a.kind == 'rec':
            return ' '.join('%s.f%d = gen_%s ();' % (lv, k, t.key) for k, t in enumerate(a.ftypes))
        return '%s = gen_%s ();' % (lv, a.elem.key)

    def hash_of(lv, a):
        if a.kind == 'rec':
            return ' '.join('hb (&%s.f%d, sizeof (%s.f%d));' % (lv, k, lv, k)
                            for k in range(len(a.ftypes)))
        return 'hb (&%s, sizeof (%s));' % (lv, lv)

    def each(a, body):
        if a.kind == '2d':
            w('  for (long y = 0; y < %d; y++) for (long x = 0; x < %d; x++) { %s }'
              % (OUTER, ln, body('%s[y][x]' % a.name, a)))
        else:
            w('  for (long x = 0; x < %d; x++) { %s }' % (elements(a, ln),
                                                         body('%s[x]' % a.name, a)))
    w('%s static void' % HARNESS)
    w('init_all (int c)')
    w('{')
    w('  st = call_id[c] + 1;')
    for a in c.arrays:
        each(a, fill)
    for name, t, count in c.cells:
        w('  for (long x = 0; x < %d; x++) cell_%s[x] = gen_%s ();' % (count, name, t.key))
    w('}')
    w('')
    w('%s static void' % HARNESS)
    w('hash_all (void)')
    w('{')
    w('  H = 14695981039346656037uLL;')
    for a in c.arrays:
        each(a, hash_of)
    for name, t, _ in c.scalars:
        w('  hb (&out_%s, sizeof (out_%s));' % (name, name))
    w('}')
    w('')
    w('%s int' % HARNESS)
    w('main (void)')
    w('{')
    w('  for (int c = 0; c < %d; c++)' % nc)
    w('    {')
    w('      init_all (c);')
    cargs = ['call_n[c]', 'call_m[c]']
    for a in c.arrays:
        if a.param and a.name in c.views:
            cargs.append('(view_%s[c] ? %s + voff_%s[c] : %s)' % (a.name, c.views[a.name],
                                                                  a.name, a.name))
        elif a.param:
            cargs.append(a.name)
    for name, t, _ in c.cells:
        cargs.append('cell_' + name)
    for name, t in c.params:
        cargs.append('val_%s[c]' % name)
    w('      kernel (%s);' % ', '.join(cargs))
    w('      hash_all ();')
    w('      printf ("call %ld n=%ld hash=%016llx\\n", call_id[c], call_n[c], '
      '(unsigned long long) H);')
    w('    }')
    w('  return 0;')
    w('}')
    c.file_names = names
    return '\n'.join(out) + '\n'
