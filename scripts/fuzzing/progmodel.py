"""The model of a whole-program case (--style program, fuzzing.program):
its global arrays (Arr), loop nests (Nest) and their statements (Stmt),
the case (ProgramCase) and what the expressions of one loop body may use
(Scope), with the sizes every program shares.

The model (Nest, Stmt) is what the fuzzer's reducer works on: it drops
whole loop nests and body statements (ProgramCase.loops[*].stmts); every
statement keeps its own invariants, so any subset is still free of
undefined behaviour.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.values import TYPES

SLACK = 8          # elements past the largest trip count every array has
OUTER = 4          # rows of two-dimensional arrays; outer loops run at most this
TAIL = 4           # logical elements past LEN of one-dimensional arrays, for views
FRANGE = 64.0      # floating-point values in memory lie in [-FRANGE, FRANGE]


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
