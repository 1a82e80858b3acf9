"""A rows loop (fuzzing.rows) as C: the records, arrays and parameter
tables of the case's rows loops, the kernel's parameters and the call's
arguments, the block of locals and the loop, and the harness lines that
fill and hash the arrays; fuzzing.render calls these.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.harness import fill, hash_bytes
from fuzzing.rowsmodel import call_values


def shapes_of(case):
    return [L.rows for L in case.loops if getattr(L, 'rows', None) is not None]


def render_loop(L, out, ind):
    """The block of rows loop L, appended to the lines OUT: its locals,
    its bound and the loop."""
    s = L.rows
    w = out.append
    w('%s{' % ind)
    ind += '  '
    if s.nest:
        w('%sfor (long j = 0; j < %s; j++)'
          % (ind, s.nest_param.name if s.nest_param else s.nest))
        w('%s  {' % ind)
        ind += '    '
    for d in s.defs:
        if d[0] == 'let':
            x = d[1]
            w('%s%s %s = %s;' % (ind, x.ctype, x.name, x.text(0)))
        else:
            _, flag, xs = d
            w('%s%s %s;' % (ind, xs[0].ctype, ', '.join(x.name for x in xs)))
            w('%sif (%s)' % (ind, flag))
            w('%s  { %s }' % (ind, ' '.join('%s = %s;' % (x.name, x.text(0)) for x in xs)))
            w('%selse' % ind)
            w('%s  { %s }' % (ind, ' '.join('%s = %s;' % (x.name, x.text(1)) for x in xs)))
    hi = 'n'
    if s.lim:
        w('%slong rn%d = n < %d ? n : %d;' % (ind, s.uid, s.lim, s.lim))
        hi = 'rn%d' % s.uid
    L.line = len(out) + 1
    if s.down:
        w('%sfor (long i = %s - 1; i >= %d; i--)' % (ind, hi, s.lo))
    else:
        w('%sfor (%s i = %d; i < %s; i++)' % (ind, s.ivtype, s.lo, hi))
    w('%s  {' % ind)
    for st in L.stmts:
        w('%s    %s' % (ind, st.text))
    w('%s  }' % ind)
    if s.nest:
        ind = ind[:-4]
        w('%s  }' % ind)
    ind = ind[:-2]
    w('%s}' % ind)


def struct_decls(case):
    return [d for d in (s.struct_decl() for s in shapes_of(case)) if d]


def file_names(case):
    """The file-scope names the shapes add (a batch renames them)."""
    names = []
    for s in shapes_of(case):
        if s.kind in ('rec', 'recptr', 'arr'):
            names.append(s.tag)
        names.append(s.gname)
        names += ['val_' + p.name for p in s.params]
    return names


def kernel_params(case):
    out = []
    for s in shapes_of(case):
        if s.pname:
            out.append(s.param_decl())
        out += ['int %s' % p.name for p in s.params]
    return out


def tables(case, call_ids):
    """The per-call tables of the int parameters."""
    out = []
    nc = len(call_ids)
    for s in shapes_of(case):
        vals = [call_values(s, case.seed, case.n, ci) for ci in call_ids]
        for p in s.params:
            out.append('static const int val_%s[%d] = { %s };'
                       % (p.name, nc, ', '.join('%d' % v[p.name] if v[p.name] >= 0
                                                else '(%d)' % v[p.name] for v in vals)))
    return out


def call_args(case):
    out = []
    for s in shapes_of(case):
        if s.pname:
            out.append(s.gname)
        out += ['val_%s[c]' % p.name for p in s.params]
    return out


def fill_lines(case):
    """init_all's lines filling the shapes' arrays."""
    out = []
    for s in shapes_of(case):
        g = s.gname
        if s.axis == 'ptr':
            out.append('  for (long x = 0; x < %d; x++)' % s.dims['p'])
            if s.kind == 'flat':
                out.append('    { %s }' % fill('%s[x]' % g, s.elem))
            else:
                out.append('    { %s }' % ' '.join(fill('%s[x].f%d' % (g, k), t)
                                                   for k, t in enumerate(s.ftypes)))
            continue
        out.append('  for (long x = 0; x < %d; x++)' % s.dims['r'])
        out.append('    for (long y = 0; y < %d; y++)' % s.dims['c'])
        cell = '%s[x][y]' % g
        if s.kind == 'rec':
            out.append('      { %s }' % ' '.join(fill('%s.f%d' % (cell, k), t)
                                                 for k, t in enumerate(s.ftypes)))
        elif s.kind in ('arr', 'cube'):
            lv = '%s.f[z]' % cell if s.kind == 'arr' else '%s[z]' % cell
            out.append('      for (long z = 0; z < %d; z++)' % s.dims['f'])
            out.append('        { %s }' % fill(lv, s.elem))
        else:
            out.append('      { %s }' % fill(cell, s.elem))
    return out


def hash_lines(case):
    """hash_all's lines: the arrays whole (their records have no padding:
    fields of one size)."""
    return ['  ' + hash_bytes(s.gname) for s in shapes_of(case)]
