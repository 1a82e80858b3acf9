# Self-test of hyperlane-tune's pure parts: the candidate layouts and their
# spelling, the configurations, the loop depths and declarations the
# hot-array analysis reads, the grouping, and the verdict of a build log.
# Run by `make check' (testsuite/hyperlane.tune) or
#
#   cd scripts && python3 -m unittest -v tuning.test_tuning
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import os
import tempfile
import unittest

from . import builds, candidates, hot, report, search
from .candidates import ArrayShape

U = ArrayShape("u", [36, 37, 37, 5])
LHS = ArrayShape("lhs", [37, 37, 5])
P = ArrayShape("p", [2048, 3])
SMALL = ArrayShape("s", [6, 5])


class Candidates(unittest.TestCase):
    def test_dim_names(self):
        self.assertEqual(U.head(), "u[k][j][i][m]")
        self.assertEqual(LHS.head(), "lhs[j][i][m]")
        self.assertEqual(P.head(), "p[i][m]")

    def test_table_3_2_spelling(self):
        # docs/layout.md, section 4
        self.assertIsNone(candidates.spec("aos", U))
        self.assertEqual(candidates.spec("soa", U), "u[k][j][i][m] -> INTERCHANGE(m, i) "
                         "-> INTERCHANGE(m, j) -> INTERCHANGE(m, k)")
        self.assertEqual(candidates.spec("hybrid4", U),
                         "u[k][j][i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)")
        self.assertEqual(candidates.spec("split1", U), "u[k][j][i][m] -> PEEL(m, 1)")
        self.assertEqual(candidates.spec("split-1", U), "u[k][j][i][m] -> PEEL(m, -1)")
        self.assertEqual(candidates.spec("split122", U),
                         "u[k][j][i][m] -> PEEL(m, 1) -> PEEL(m, 2)")
        self.assertEqual(candidates.spec("split221", U),
                         "u[k][j][i][m] -> PEEL(m, 2) -> PEEL(m, 2)")
        self.assertEqual(candidates.spec("soa-row", LHS), "lhs[j][i][m] -> INTERCHANGE(m, i)")
        self.assertEqual(candidates.spec("soa", P), "p[i][m] -> INTERCHANGE(m, i)")

    def test_sp_layout_is_a_candidate(self):
        # examples/npb-layouts/sp.layout is the soa kind of u and lhs
        with open(os.path.join(os.path.dirname(__file__), "..", "..", "examples",
                               "npb-layouts", "sp.layout")) as f:
            text = " ".join(f.read().split())
        self.assertIn(" ".join(candidates.spec("soa", U).split()), text)
        self.assertIn(" ".join(candidates.spec("soa", LHS).split()), text)

    def test_applies_by_shape(self):
        self.assertEqual(candidates.group_kinds([U]), candidates.KINDS)
        # rank 2: no soa-row (it is the soa); 3 fields: no 1:2:2 split
        self.assertEqual(candidates.group_kinds([P]),
                         ["aos", "soa", "hybrid4", "hybrid8", "hybrid16", "split1", "split-1"])
        # rows of 6: a tile of 8 or 16 would be larger than the row
        self.assertNotIn("hybrid8", candidates.group_kinds([SMALL]))
        self.assertIn("hybrid4", candidates.group_kinds([SMALL]))
        # a group takes the kinds that fit all of its arrays
        self.assertNotIn("split122", candidates.group_kinds([U, P]))
        self.assertEqual(candidates.group_kinds([U], ["aos", "soa"]), ["aos", "soa"])

    def test_configuration(self):
        groups = [[U], [LHS, P]]
        c = candidates.Configuration().with_group([LHS, P], "soa")
        self.assertEqual(c.label(groups), "lhs,p: soa")
        c2 = c.with_group([U], "hybrid8")
        self.assertEqual(c2.label(groups), "u: hybrid8; lhs,p: soa")
        self.assertEqual(candidates.Configuration().label(groups), "no layout")
        self.assertEqual(c2.key(), (("lhs", "soa"), ("p", "soa"), ("u", "hybrid8")))
        self.assertEqual(c2.with_group([U], "aos").key(), c.key())
        text = c2.file_text([U, LHS, P], ["a comment"])
        self.assertEqual(text.splitlines()[0], "# a comment")
        self.assertEqual(len(text.splitlines()), 4)

    def test_plan_count(self):
        # one pass: every kind but the incumbent's, per group
        self.assertEqual(candidates.plan_count([[U], [LHS]]), 2 * (len(candidates.KINDS) - 1))
        self.assertEqual(candidates.plan_count([[P]], ["aos", "soa", "split122"]), 1)


SRC = """
#define N 64
#define F (2+3)
static double a[N][F], b[N][3], c[N];
extern double g[N/2][N][4];
double d[2][N];
static void hotfn (void)
{
  for (int i = 0; i < N; i++)
    for (int m = 0; m < 5; m++)
      a[i][m] = b[i][0] * 2;   /* depth 2 */
  c[0] = a[0][0];              /* depth 0 */
}
static void cold (void)
{
  b[1][1] = g[0][0][0];
  for (int i = 0; i < N; i++) g[0][i][1] = 0;
}
"""


class Analysis(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "x.c")
        with open(self.path, "w") as f:
            f.write(SRC)

    def tearDown(self):
        self.dir.cleanup()

    def test_evaluate(self):
        m = {"N": "64", "IMAXP": "(N/2*2)"}
        self.assertEqual(hot.evaluate("IMAXP+1", m), 65)
        self.assertEqual(hot.evaluate("5", m), 5)
        self.assertIsNone(hot.evaluate("M+1", m))
        self.assertIsNone(hot.evaluate("__import__('os')", m))

    def test_loop_depths(self):
        t = "x; for (i=0;i<n;i++) { y; for (j=0;j<n;j++) z; w; } v;"
        d = hot.loop_depths(t)
        self.assertEqual(d[t.index("x")], 0)
        self.assertEqual(d[t.index("y")], 1)
        self.assertEqual(d[t.index("z")], 2)
        self.assertEqual(d[t.index("w")], 1)
        self.assertEqual(d[t.index("v")], 0)

    def test_shapes(self):
        an = hot.Analysis([self.path])
        self.assertEqual(sorted(an.shapes), ["a", "b", "g"])   # not c (rank 1), d (64 fields)
        self.assertEqual(an.shapes["a"].dims, [64, 5])
        self.assertEqual(an.shapes["g"].dims, [32, 64, 4])

    def test_scores_and_profile(self):
        an = hot.Analysis([self.path])
        self.assertGreater(an.scores["a"], an.scores["g"])     # a loop of depth 2
        prof = hot.Analysis([self.path], {"cold": 1.0, "hotfn": 0.0})
        self.assertEqual([x.name for x in prof.hot(0.01)][0], "g")
        self.assertNotIn("a", [x.name for x in prof.hot(0.01)])

    def test_inlined_kernels(self):
        # main has the samples; the kernels it calls were inlined into it
        refs = {"main": {"x": 1}, "k1": {"a": 8}, "k2": {"b": 24}, "cold": {"c": 1}}
        calls = {"main": {"k1", "printf"}, "k1": {"k2"}, "cold": set()}
        sh = hot.inline_shares({"main": 1.0, "cold": 0.0}, calls, refs)
        self.assertAlmostEqual(sh["k2"], 24 / 33)
        self.assertAlmostEqual(sh["k1"], 8 / 33)
        self.assertAlmostEqual(sh["main"], 1 / 33)
        self.assertEqual(sh["cold"], 0.0)

    def test_groups(self):
        an = hot.Analysis([self.path], {"cold": 0.5, "hotfn": 0.5})
        groups = an.groups([an.shapes["a"], an.shapes["b"], an.shapes["g"]])
        names = sorted(sorted(x.name for x in g) for g in groups)
        self.assertIn(["g"], names)                  # used elsewhere than a
        self.assertEqual(sum(len(g) for g in names), 3)


class Verdicts(unittest.TestCase):
    def verdict(self, rc, text):
        with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as f:
            f.write(text)
        try:
            return builds.judge(rc, f.name, "/tmp", 1.0)
        finally:
            os.remove(f.name)

    def test_refused(self):
        o = self.verdict(0, "x.c:3:15: warning: layout of \u2018w\u2019 not changed: its "
                         "address is taken in a statement\n")
        self.assertEqual(o.status, "refused")
        self.assertIn("w", o.note)

    def test_failed(self):
        o = self.verdict(2, "sp.layout:2:1: error: PEEL needs a constant subscript\n")
        self.assertEqual(o.status, "build failed")
        self.assertIn("PEEL", o.note)

    def test_ok(self):
        self.assertEqual(self.verdict(0, "").status, "ok")

    def test_flags(self):
        self.assertEqual(builds.flags(None, None), [])
        self.assertEqual(builds.flags("/p.so", None), ["-fplugin=/p.so"])
        self.assertEqual(builds.flags("/p.so", "/l")[1:], [
            "-fplugin-arg-hyperlane-layout-file=/l", "-fplugin-arg-hyperlane-layout-trust"])


class FakeProgram:
    """A program whose build and run depend on the layout file only: a
    PEEL fails to build, blocks of 8 do not verify, blocks of 16 crash."""

    def build(self, root, name, plugin, layout, pg=False):
        os.makedirs(root, exist_ok=True)
        text = ""
        if layout:
            with open(layout) as f:
                text = f.read()
        log = os.path.join(root, "build.log")
        with open(log, "w") as f:
            f.write("x.c:1:1: error: PEEL needs a constant subscript\n" if "PEEL" in text else "")
        if "STRIP_MINE(i, 8" in text:
            body = "echo Verification = UNSUCCESSFUL"
        elif "STRIP_MINE(i, 16" in text:
            body = "exit 3"
        else:
            body = "echo Verification = SUCCESSFUL"
        with open(os.path.join(root, "prog.sh"), "w") as f:
            f.write(body + "\n")
        return builds.judge(1 if "PEEL" in text else 0, log, root, 0.0)

    def run_argv(self):
        return ["/bin/sh", "prog.sh"]


class Search(unittest.TestCase):
    def test_verdicts_and_ranking(self):
        with tempfile.TemporaryDirectory() as work:
            t = search.Tuner(FakeProgram(), [], [], candidates.KINDS, work, "/p.so",
                             confirm=1)
            self.assertIsNone(t.start(r"Verification = SUCCESSFUL"))
            t.search([P], [[P]])
            by = {e.label: e for e in t.order}
            self.assertEqual(by["p: split1"].status, "build failed")
            self.assertEqual(by["p: hybrid8"].status, "verification failed")
            self.assertEqual(by["p: hybrid16"].status, "run failed (exit 3)")
            self.assertEqual(by["p: soa"].status, "ok")
            self.assertTrue(t.best().ok)
            self.assertNotIn(t.best().label, ("p: split1", "p: hybrid8", "p: hybrid16"))
            ranked = t.ranked()
            failed = [e for e in ranked if not e.ok]
            self.assertEqual(ranked[-len(failed):], failed)      # never ranked as a win
            self.assertEqual(len(failed), 4)
            md = report.markdown(t, "test")
            self.assertIn("| rank | configuration | layout | status |", md)
            self.assertIn("| - | ", md)

    def test_baseline_failure(self):
        class Broken(FakeProgram):
            def run_argv(self):
                return ["/bin/sh", "-c", "exit 1"]
        with tempfile.TemporaryDirectory() as work:
            t = search.Tuner(Broken(), [], [], candidates.KINDS, work, "/p.so")
            self.assertIn("run failed", t.start(r"x"))


if __name__ == "__main__":
    unittest.main()
