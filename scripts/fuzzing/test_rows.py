"""Unit tests of the rows shape (fuzzing.rows): every subscript of every
reference of a rows loop, evaluated from the C text the case prints with
the parameters of each of its calls, lies inside its dimension at the
first and the last iteration (the subscripts are affine in i), and cases
without the shape are those the generator made before it.

  cd scripts && python3 -m unittest fuzzing.test_rows

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import re
import unittest

from fuzzing import shapes
from fuzzing.cases import gen_case
from fuzzing.generator import Generator
from fuzzing.rowsmodel import call_values

GRID = re.compile(r'\b(?:rgrid|rg)\d+\[([^\[\]]+)\]\[([^\[\]]+)\](?:\.f\[([^\[\]]+)\]|\[([^\[\]]+)\])?')
PTR = re.compile(r'\brptr\d+\[([^\[\]]+)\]')


def references(text):
    """(kind, [subscripts]) of the references in a statement's text."""
    out = []
    for m in GRID.finditer(text):
        out.append(('grid', [m.group(1), m.group(2), m.group(3) or m.group(4)]))
    for m in PTR.finditer(text):
        out.append(('ptr', [m.group(1)]))
    return out


def locals_of(s, vals, j):
    """The values of S's locals for the parameter values VALS in the
    outer loop's iteration J."""
    env = dict(vals, j=j)
    for d in s.defs:
        if d[0] == 'let':
            env[d[1].name] = eval(d[1].text(0), {}, env)
        else:
            _, flag, xs = d
            k = 0 if vals[flag] else 1
            for x in xs:
                env[x.name] = eval(x.text(k), {}, env)
    return env


class RowsBounds(unittest.TestCase):
    def setUp(self):
        self.saved = (dict(shapes.SHAPE_CHANCE), Generator.style)

    def tearDown(self):
        shapes.SHAPE_CHANCE.clear()
        shapes.SHAPE_CHANCE.update(self.saved[0])
        Generator.style = self.saved[1]

    def test_in_bounds(self):
        shapes.SHAPE_CHANCE['rows'] = 1.0
        Generator.style = 'aos'
        loops = 0
        for seed in (1, 2):
            for n in range(60):
                c = gen_case(seed, n)
                for L in c.loops:
                    s = L.rows
                    if s is None:
                        continue
                    loops += 1
                    self.check(c, L, s)
        self.assertGreater(loops, 100)

    def check(self, c, L, s):
        dims = ([s.dims['p']] if s.axis == 'ptr'
                else [s.dims['r'], s.dims['c'], s.dims.get('f', s.F)])
        for ci, call in enumerate(c.calls):
            n = call[0]
            hi = min(n, s.lim) if s.lim else n
            if hi <= s.lo:
                continue
            vals = call_values(s, c.seed, c.n, ci)
            for j, i in [(j, i) for j in range(max(1, s.nest)) for i in (s.lo, hi - 1)]:
                env = locals_of(s, vals, j)
                env['i'] = i
                for st in L.stmts:
                    for kind, subs in references(st.text):
                        for k, sub in enumerate(subs):
                            if sub is None:
                                continue
                            v = eval(sub, {}, env)
                            self.assertTrue(0 <= v < dims[k],
                                            'seed %d case %d call %d i %d: %s = %d, '
                                            'dimension %d in %s'
                                            % (c.seed, c.n, ci, i, sub, v, dims[k], st.text))

    def test_cases_without_the_shape(self):
        """A case the shape's draw leaves alone is the case of --avoid rows."""
        Generator.style = 'aos'
        for n in range(40):
            Generator.avoid = set()
            a = gen_case(7, n)
            Generator.avoid = {'rows'}
            b = gen_case(7, n)
            Generator.avoid = set()
            if not any(L.rows for L in a.loops):
                self.assertEqual([st.text for L in a.loops for st in L.stmts],
                                 [st.text for L in b.loops for st in L.stmts])
                self.assertEqual(a.calls, b.calls)


if __name__ == '__main__':
    unittest.main()
