"""The harness code every generated program shares, whatever its style:
the headers, random numbers, memory against guard pages, the hash, the
functions that fill memory with values of a type's domain, the lines that
fill and hash an lvalue, the line printed after each call, and the trip
counts the kernel is called with.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

from fuzzing.values import ALL_TYPES

INCLUDES = ['#include <%s>' % h for h in ('stdint.h', 'stddef.h', 'stdio.h', 'stdlib.h',
                                          'sys/mman.h', 'unistd.h')]


def gen_value_fn(c, t):
    """C body of a function returning a pseudo-random value of T in its
    domain."""
    lo, hi = c.domain[t.key]
    if t.isfloat:
        k = int(hi * 2)
        return ('return (%s) ((long) (rnd () %% %d) - %d) * %s;'
                % (t.c, 2 * k + 1, k, t.lit(0.5)))
    span = hi - lo + 1
    if span >= (1 << 64):
        return 'return (%s) rnd64 ();' % t.c
    lo_text = '(-%dLL - 1)' % (-lo - 1) if lo < 0 else '%dLL' % lo
    return ('return (%s) (%s + (int64_t) (rnd64 () %% %duLL));'
            % (t.c, lo_text, span))


# The trip counts every case calls its kernel with (and a few drawn per
# case): 0, 1, around every vector length, odd.
TRIPS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]

HARNESS = '__attribute__ ((noipa, optimize ("no-tree-vectorize")))'
# The harness functions every case has, the same in all: the random
# numbers, the allocation of memory against guard pages, the hash.  A batch
# has one copy (render (batch=True) leaves them out).
HELPERS_HEAD = [
    'static uint64_t st, H;',
    '%s static uint64_t rnd64 (void)' % HARNESS,
    '{ st = st * 6364136223846793005uLL + 1442695040888963407uLL; return st ^ (st >> 29); }',
    '%s static uint64_t rnd (void) { return rnd64 () >> 33; }' % HARNESS,
]


# The file-scope names HELPERS_HEAD and helpers_tail declare.
HELPER_NAMES = ['st', 'H', 'rnd64', 'rnd', 'maps', 'map_len', 'nmaps', 'hl_alloc', 'free_all',
                'hb']


def helpers_tail(npools):
    return [
        'static void *maps[%d]; static size_t map_len[%d]; static int nmaps;'
        % (max(1, npools), max(1, npools)),
        '/* BYTES in fresh pages: TIGHT 1 ends them against an inaccessible page,',
        '   TIGHT 2 starts them right after one, 0 starts them page-aligned.  */',
        '%s static void *' % HARNESS,
        'hl_alloc (size_t bytes, int tight)',
        '{',
        '  size_t page = (size_t) sysconf (_SC_PAGESIZE);',
        '  size_t len = (bytes + page - 1) / page * page + 2 * page;',
        '  char *m = mmap (0, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);',
        '  if (m == MAP_FAILED)',
        '    abort ();',
        '  maps[nmaps] = m; map_len[nmaps++] = len;',
        '  mprotect (m, page, PROT_NONE);',
        '  mprotect (m + len - page, page, PROT_NONE);',
        '  if (tight == 1)',
        '    return m + len - page - bytes;',
        '  return m + page;',
        '}',
        '%s static void' % HARNESS,
        'free_all (void)',
        '{',
        '  while (nmaps > 0)',
        '    { nmaps--; munmap (maps[nmaps], map_len[nmaps]); }',
        '}',
        '%s static void hb (const void *p, size_t s)' % HARNESS,
        '{ const unsigned char *b = p; for (size_t i = 0; i < s; i++) { H ^= b[i]; H *= 1099511628211uLL; } }',
    ]


def gen_value_defs(c, keys):
    """The functions gen_K (void) returning a pseudo-random value of the
    type of each key K of KEYS (ALL_TYPES), in key order."""
    return ['%s static %s gen_%s (void) { %s }' % (HARNESS, ALL_TYPES[key].c, key,
                                                    gen_value_fn(c, ALL_TYPES[key]))
            for key in sorted(keys)]


def struct_decl(tag, ftypes):
    """struct TAG { T0 f0; T1 f1; ... };"""
    return 'struct %s { %s };' % (tag, ' '.join('%s f%d;' % (t.c, k)
                                                for k, t in enumerate(ftypes)))


def fill(lv, t):
    """LV = a pseudo-random value of T;"""
    return '%s = gen_%s ();' % (lv, t.key)


def fill_fields(lv, ftypes):
    return ' '.join(fill('%s.f%d' % (lv, k), t) for k, t in enumerate(ftypes))


def hash_bytes(lv):
    """LV's bytes into the hash H."""
    return 'hb (&%s, sizeof (%s));' % (lv, lv)


def hash_fields(lv, nfields):
    return ' '.join(hash_bytes('%s.f%d' % (lv, k)) for k in range(nfields))


# What main prints after each call of the kernel.
PRINT_HASH = ('      printf ("call %ld n=%ld hash=%016llx\\n", call_id[c], call_n[c], '
              '(unsigned long long) H);')


def case_comment(c):
    """The comment that opens a case's C file: seed, case, description and
    each loop's shape and features."""
    lines = ['/* hyperlane fuzz case: seed %d, case %d.' % (c.seed, c.n)]
    lines += ['   %s' % d for d in c.desc]
    for L in c.loops:
        lines.append('   loop %d: %s%s' % (L.idx, L.shape,
                                           (' [' + ' '.join(sorted(L.features)) + ']')
                                           if L.features else ''))
    lines.append('   Reference: gcc-12 -O0; compared bit for bit.  */')
    return lines


def main_opening(cases):
    """The lines that open main(): a loop over CASES calls, each starting
    from init_all."""
    return ['%s int' % HARNESS, 'main (void)', '{',
            '  for (int c = 0; c < %d; c++)' % cases, '    {',
            '      init_all (c);']


def main_closing():
    """The lines that close main() after a case's hash: print it, end
    the loop over cases, return."""
    return [PRINT_HASH, '    }', '  return 0;', '}']
