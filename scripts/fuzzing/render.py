"""A case as a C program (render): for an AoS-kernel case the records,
pools and global arrays, the kernel, the tables of its calls and the
harness that fills the memory, calls the kernel and prints a hash of all
memory after each call; a whole-program case by
fuzzing.progrender.  With batch=True the helpers every program has are
left out, for a batch to define once (fuzzing.batch).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing import rowsrender as rows_shape
from fuzzing.calls import layout_calls
from fuzzing.harness import (HARNESS, main_closing, main_opening, HELPER_NAMES, HELPERS_HEAD, INCLUDES, PRINT_HASH,
                             case_comment, fill, fill_fields, gen_value_defs, hash_bytes,
                             hash_fields, helpers_tail)
from fuzzing.progmodel import ProgramCase
from fuzzing.progrender import render_program


def render(c, keep_calls=None, batch=False):
    """The C source of case C; sets c.kernel_lines and c.file_names (the
    identifiers and struct tags it declares at file scope, which a batch
    renames).  BATCH: without the helpers every case has (HELPERS_HEAD,
    helpers_tail), which a batch defines once."""
    if isinstance(c, ProgramCase):
        return render_program(c, keep_calls, batch)
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
    for s in rows_shape.shapes_of(c):
        used_types.update(t.key for t in s.types())

    out = []
    w = out.append
    out.extend(case_comment(c))
    out.extend(INCLUDES)
    w('')
    names = ['kernel', 'main']
    structs = [s for s in c.structs if any(a.kind == 'struct' and a.elem is s for a in c.arrays)
               or any(v.kind == 'rec' and v.elem is s for v in c.invs)]
    for s in structs:
        w(s.decl())
        names.append(s.name)
    for line in rows_shape.struct_decls(c):
        w(line)
    if structs or rows_shape.struct_decls(c):
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
    for s in rows_shape.shapes_of(c):
        w(s.global_decl())
    names += rows_shape.file_names(c)
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
    args += rows_shape.kernel_params(c)
    kstart = len(out) + 1
    w('__attribute__ ((%s)) void' % c.attr)
    w('kernel (%s)' % ', '.join(args))
    w('{')
    for L in c.loops:
        ind = '  '
        if L.rows is not None:
            rows_shape.render_loop(L, out, ind)
            continue
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
    nc = len(rows)
    names += ['call_id', 'call_n', 'call_tight', 'init_all', 'hash_all']
    if not batch:
        names += HELPER_NAMES
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
    for line in rows_shape.tables(c, call_ids):
        w(line)
    w('')
    if not batch:
        for line in HELPERS_HEAD:
            w(line)
    out.extend(gen_value_defs(c, used_types))
    names += ['gen_' + key for key in sorted(used_types)]
    c.npools = len(pools)
    if not batch:
        for line in helpers_tail(len(pools)):
            w(line)
    w('')

    def each(a_name, size, body_fn):
        w('  for (long x = 0; x < %s; x++)' % size)
        w('    { %s }' % body_fn('%s[x]' % a_name))

    def fill_of(a, r):
        """Element R of the memory of A, a pool's or a global's, filled."""
        if a.kind == 'struct':
            return fill_fields(r, a.elem.ftypes)
        if a.kind == 'flat' and a.storage == 'global':
            return ' '.join(fill('%s[%d]' % (r, k), a.elem) for k in range(a.stride))
        return fill(r, a.elem)

    def hash_of(a, r):
        """Element R of the memory of A hashed."""
        if a.kind == 'struct':
            return hash_fields(r, len(a.elem.ftypes))
        if a.kind == 'flat' and a.storage == 'global':
            return ' '.join(hash_bytes('%s[%d]' % (r, k)) for k in range(a.stride))
        return hash_bytes(r)

    globs = [a for a in c.arrays if a.storage == 'global']
    w('%s static void' % HARNESS)
    w('init_all (int c)')
    w('{')
    w('  st = call_id[c] + 1;')
    for pool, a in sorted(pools.items()):
        w('  %s = hl_alloc (size_%s[c] * sizeof (%s), call_tight[c]);' % (pool, pool, a.elem_c))
    for pool, a in sorted(pools.items()):
        each(pool, 'size_%s[c]' % pool, lambda r: fill_of(a, r))
    for a in globs:
        each(a.name, a.cap, lambda r: fill_of(a, r))
    for v in c.invs:
        if v.kind == 'rec':
            each('inv_' + v.name, v.count, lambda r: fill_fields(r, v.elem.ftypes))
        else:
            each('inv_' + v.name, v.count, lambda r: fill(r, v.elem))
    out.extend(rows_shape.fill_lines(c))
    for i, t in enumerate(red_types):
        w('  ' + fill('red%d' % i, t))
    for k in ivouts:
        w('  ivout%d = -1;' % k)
    w('}')
    w('')
    w('%s static void' % HARNESS)
    w('hash_all (int c)')
    w('{')
    w('  H = 14695981039346656037uLL;')
    for pool, a in sorted(pools.items()):
        each(pool, 'size_%s[c]' % pool, lambda r: hash_of(a, r))
    for a in globs:
        each(a.name, a.cap, lambda r: hash_of(a, r))
    out.extend(rows_shape.hash_lines(c))
    for i, t in enumerate(red_types):
        w('  ' + hash_bytes('red%d' % i))
    for k in ivouts:
        w('  ' + hash_bytes('ivout%d' % k))
    w('}')
    w('')
    for line in main_opening(nc):
        w(line)
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
    cargs += rows_shape.call_args(c)
    w('      kernel (%s);' % ', '.join(cargs))
    w('      hash_all (c);')
    w('      free_all ();')
    for line in main_closing():
        w(line)
    c.file_names = names
    return '\n'.join(out) + '\n'

