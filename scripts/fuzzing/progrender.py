"""A whole-program case as a C program (render_program): the records and
global arrays, the kernel with its loop nests, the tables of its calls
and views, and the harness that fills the arrays, calls the kernel and
prints a hash of all memory after each call.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing.harness import (HARNESS, main_closing, main_opening, HELPER_NAMES, HELPERS_HEAD, INCLUDES, PRINT_HASH,
                             case_comment, fill, fill_fields, gen_value_defs, hash_bytes,
                             hash_fields, helpers_tail, struct_decl)
from fuzzing.progmodel import OUTER, SLACK, TAIL


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
    out.extend(INCLUDES)
    w('')
    names = ['kernel', 'main', 'init_all', 'hash_all', 'call_id', 'call_n', 'call_m']
    for tag, ftypes in c.structs:
        w(struct_decl(tag, ftypes))
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
        names += HELPER_NAMES
    used = set()
    for a in c.arrays:
        used.update(t.key for t in (a.ftypes if a.kind == 'rec' else [a.elem]))
    used.update(t.key for _, t, _ in c.cells)
    used.update(t.key for _, t, _ in c.scalars)
    out.extend(gen_value_defs(c, used))
    names += ['gen_' + key for key in sorted(used)]
    w('')

    def fill_of(lv, a):
        if a.kind == 'rec':
            return fill_fields(lv, a.ftypes)
        return fill(lv, a.elem)

    def hash_of(lv, a):
        if a.kind == 'rec':
            return hash_fields(lv, len(a.ftypes))
        return hash_bytes(lv)

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
        each(a, fill_of)
    for name, t, count in c.cells:
        w('  for (long x = 0; x < %d; x++) %s' % (count, fill('cell_%s[x]' % name, t)))
    w('}')
    w('')
    w('%s static void' % HARNESS)
    w('hash_all (void)')
    w('{')
    w('  H = 14695981039346656037uLL;')
    for a in c.arrays:
        each(a, hash_of)
    for name, t, _ in c.scalars:
        w('  ' + hash_bytes('out_' + name))
    w('}')
    w('')
    for line in main_opening(nc):
        w(line)
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
    for line in main_closing():
        w(line)
    c.file_names = names
    return '\n'.join(out) + '\n'
