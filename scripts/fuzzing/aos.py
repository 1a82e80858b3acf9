"""The AoS-kernel case generator (--style aos): a kernel of 1-3 loops over
arrays of structures, flat arrays with strides 2-8 and contiguous arrays,
in place or not, through pointer parameters that may overlap, with
reductions, scans, carried dependences, conversions, nests, pointer bumps,
a second induction variable and the shapes of fuzzing.shapes.  gen_loop
draws a loop's shape, arrays and statements; fuzzing.calls then draws the
calls of the kernel.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing import rows, shapes
from fuzzing.body import BodyGen
from fuzzing.calls import finish_case
from fuzzing.generator import Generator
from fuzzing.model import Loop, Stmt, store_text
from fuzzing.targets import EXTRA_FLAG_SETS
from fuzzing.values import BOOL, FLOAT_LIMIT, Expr


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
    rows.case_rows(g)
    finish_case(g)
    rows.finish(c)
    return c


LOOP_SHAPES = ['contig', 'aos', 'flat', 'mixed']


def wide_arrays(g, L, wide, storage):
    """The inputs and outputs of a wide-record loop (fuzzing.shapes.WideRecords):
    1-3 arrays of records (or flat arrays) of WIDE.nf fields of one type,
    each read at WIDE.offsets records from the iteration's, and one
    written, rarely one of the inputs (with the record before read, a
    recurrence no plan takes)."""
    # Mostly the case's widest type: a record of 9-15 narrow fields is
    # narrower than a vector, which record lanes do not take.
    t = max(g.types, key=lambda x: x.size) if wide.rng.random() < 0.7 else g.ftype()

    def new(kind):
        if kind == 'struct':
            return g.new_array('struct', storage=storage,
                               elem=g.new_struct(wide.nf, [t] * wide.nf))
        return g.new_array('flat', storage=storage, elem=t, stride=wide.nf)

    kinds = {'aos': ['struct'], 'flat': ['flat'], 'mixed': ['struct', 'flat']}[L.shape]
    sources = [new(wide.rng.choice(kinds)) for _ in range(wide.rng.choice([1, 1, 2, 2, 3]))]
    inputs = [(a, o) for a in sources for o in wide.offsets]
    if min(wide.offsets) < 0:
        L.lo = max(L.lo, -min(wide.offsets))
    out = g.pick(sources) if g.chance(0.05) else new(wide.rng.choice(kinds))
    return inputs, [out]


def gen_loop(g, li):
    c = g.case
    r = g.rng
    L = Loop(li)
    L.shape = r.choices(LOOP_SHAPES, [38, 28, 22, 12])[0]
    if 'struct' in g.avoid:
        L.shape = {'aos': 'flat'}.get(L.shape, L.shape)
    if 'flat' in g.avoid:
        L.shape = {'flat': 'aos' if 'struct' not in g.avoid else 'contig'}.get(L.shape, L.shape)
    wide = shapes.wide_records(g, li)
    if wide:
        forms = [f for f, k in (('aos', 'struct'), ('aos', 'struct'), ('flat', 'flat'),
                                ('mixed', 'struct')) if k not in g.avoid]
        if forms:
            L.shape = wide.rng.choice(forms)
            g.case.desc.append('shapes: wide records of %d fields, offsets %s, diagonal %d'
                               % (wide.nf, wide.offsets, wide.diag))
        else:
            wide = None
    clean = g.chance(0.85 if wide else 0.62)
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
    if wide:
        nf = wide.nf
    # AoS loops sometimes touch a flat array of the same shape and flat
    # loops an array of structures (candidates for a pointer that views the
    # other's memory, see finish_case).
    if nf and L.shape in ('aos', 'flat') and g.chance(0.3):
        other = 'flat' if L.shape == 'aos' else 'struct'
        if other not in g.avoid:
            kinds = kinds + [other]
    storage = 'param' if L.nest else None
    if wide:
        inputs, outputs = wide_arrays(g, L, wide, storage)
    else:
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
        bg.add_temp(g.pick(g.types), depth)
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
        if a.nfields > 1 and g.chance(0.03 if wide else 0.12):
            fields = sorted(r.sample(fields, r.randint(1, a.nfields)))
        fieldwise = nf is not None and a.nfields == nf and g.chance(0.92 if wide else 0.6)
        # Field-wise work: the same operation on every field of groups of
        # one shape (a "lane group" the planner may compute before
        # permuting), with variations that must not be mistaken for one:
        # other operations, swapped operands, permuted fields, an
        # invariant per field.
        same_op = g.chance(0.85 if wide else 0.6)
        same_src = g.chance(0.85 if wide else 0.7)
        swap_p = g.pick([0, 0, 0.2])
        perm = list(range(a.nfields))
        if g.chance(0.05 if wide else 0.2):
            r.shuffle(perm)
        per_field_inv = g.chance(0.3)
        # Read field k + shift for field k (particles' x += vx * dt): with
        # fields left out of the store, a memory-order plan at an offset.
        shift = g.pick([0, 0, 0, 0, 0, 0, 0, 1] if wide else [0, 0, 0, 1, 2, 3])
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
                    # A block's diagonal: one term more on every DIAG-th field.
                    if e is not None and wide and wide.diag and k % wide.diag == 0:
                        e = bg.binop('-', e, bg.param(t)) or e
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
        shapes.live_outs(g, bg, L, depth)
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

