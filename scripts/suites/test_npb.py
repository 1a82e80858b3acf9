# Self-test of bench-npb.py's pure parts: NPB's output, the make.def of
# each configuration, gprof's flat profile, Fortran and C function spans,
# hyperlane's missed remarks, and the report's tables.
#
#   python3 -m unittest scripts.suites.test_npb   (from the top directory)
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import unittest

from . import npb, npb_report, profile, remarks, srcspans

NPB_OUT = """
 SP Benchmark Completed.
 Class           =                        W
 Time in seconds =                     2.50
 Verification    =               SUCCESSFUL
"""

GPROF = """Flat profile:

Each sample counts as 0.01 seconds.
  %   cumulative   self              self     total
 time   seconds   seconds    calls  ms/call  ms/call  name
 32.03      0.57     0.57      402     1.42     1.42  compute_rhs_
 26.41      1.04     0.47                             x_solve_
  0.00      1.78     0.00        1     0.00     0.00  MAIN__
"""

PERF = """    29.06%           283  [.] vranlc_                                    -      -
     1.95%            19  [k] exc_page_fault                             -      -
     4.52%            44  [.] rprj3_                                     -      -
"""

FORTRAN = """c comment: subroutine not_me
      subroutine  add
      u(1) = 2
      end
      double precision function randlc(x, a)
      randlc = x
      end function randlc
      program SP
      call add
      end
"""

C_SRC = """#include "header.h"
void add()
{
  int i;
  for (i = 0; i < 5; i++) { u[i] = 0; }
}

static double f(double lhs[][5], int n)
{
  return lhs[0][0];   /* } */
}

static void fftXYZ(int sign, int n1, double x[(n1+1)*2],
                   double y[n1])
{
  if (sign) { x[0] = y[0]; }
}

int
gnu_style (void)
{
  return '}';
}
"""


class NpbTest(unittest.TestCase):
    def test_output(self):
        self.assertEqual(npb.verification(NPB_OUT), "SUCCESSFUL")
        self.assertEqual(npb.verification(NPB_OUT.replace(" SUCC", " UNSUCC")), "UNSUCCESSFUL")
        self.assertEqual(npb.verification(" Verification being performed\n"), None)
        self.assertEqual(npb.reported_time(NPB_OUT), 2.5)

    def test_make_def(self):
        plain = npb.Config("plain", ["-O3", "-march=native"])
        text = plain.make_def("c", "gcc-12", "gfortran-12")
        self.assertIn("CFLAGS = $(OPT) -fopt-info-vec-optimized-missed=$@.remarks\n", text)
        pg = npb.Config("profile", ["-O3"], pg=True).make_def("c", "gcc-12", "gfortran-12")
        self.assertNotIn("fopt-info", pg)
        self.assertIn("RAND = randdp", text)
        self.assertNotIn("fopenmp", text)
        self.assertNotIn("mcmodel", text)
        hl = npb.Config("plugin+layout", ["-O3"], ["-fplugin=/p/hyperlane.so",
                                                   "-fplugin-arg-hyperlane-cost=always"],
                        layout="/l/sp.layout")
        c = hl.make_def("c", "gcc-12", "gfortran-12")
        self.assertIn("HL_ARGS = -fplugin-arg-hyperlane-cost=always", c)
        self.assertIn("-fplugin-arg-hyperlane-layout-file=/l/sp.layout", c)
        self.assertIn("-fopt-info-vec-optimized-missed=$@.remarks", c)
        f = hl.make_def("fortran", "gcc-12", "gfortran-12")
        self.assertIn("F77 = gfortran-12", f)
        # Fortran builds take the layout too (the Fortran form of the specs).
        self.assertIn("HL_LAYOUT = -fplugin-arg-hyperlane-layout-file=/l/sp.layout"
                      " -fplugin-arg-hyperlane-layout-trust\n", f)
        self.assertTrue(all(len(l) < 400 for l in f.splitlines()))
        self.assertIn("-pg", npb.Config("profile", ["-O3"], pg=True).make_def("c", "cc", "fc"))
        self.assertIn("CLINKFLAGS = $(OPT)\n", c)  # no plugin at the link without -flto
        lto = npb.Config("plugin", ["-O3", "-flto"], ["-fplugin=/p/hyperlane.so"])
        self.assertIn("FLINKFLAGS = $(OPT) $(HL_PLUGIN) $(HL_ARGS) $(HL_LAYOUT) "
                      "-fopt-info-vec-optimized-missed=$@.remarks",
                      lto.make_def("fortran", "gcc-12", "gfortran-12"))

    def test_gprof(self):
        es = profile.flat(GPROF)
        self.assertEqual([e.name for e in es], ["compute_rhs_", "x_solve_", "MAIN__"])
        self.assertEqual((es[0].pct, es[0].self_s, es[0].calls), (32.03, 0.57, 402))
        self.assertIsNone(es[1].calls)
        self.assertEqual(profile.source_name("compute_rhs_", "fortran"), "compute_rhs")
        self.assertEqual(profile.source_name("MAIN__", "fortran", "sp"), "sp")
        self.assertEqual(profile.source_name("binvcrhs.constprop.0", "c"), "binvcrhs")
        self.assertEqual(profile.source_name("wtime_", "c"), "wtime_")

    def test_perf(self):
        es = profile.perf_flat(PERF)
        self.assertEqual([e.name for e in es], ["vranlc_", "rprj3_"])  # no kernel symbol
        self.assertAlmostEqual(es[1].self_s, 44 / profile.PERF_HZ)
        self.assertEqual(es[0].pct, 29.06)

    def test_hot_table(self):
        hot = {"MG": {"rows": [
            {"symbol": "rprj3_", "function": "rprj3", "pct": 5.2, "self_s": 0.013,
             "plugin_self_s": 0.021, "in_sources": True, "taken": [{"line": 700}],
             "gcc_vectorized": 0, "missed": []},
            {"symbol": "memset", "function": "memset", "pct": 4.0, "self_s": 0.01,
             "plugin_self_s": 0.01, "in_sources": False, "taken": [],
             "gcc_vectorized": 0, "missed": []},
            {"symbol": "resid_", "function": "resid", "pct": 25.0, "self_s": 0.06,
             "plugin_self_s": None, "in_sources": True, "taken": [], "gcc_vectorized": 2,
             "missed": [("loop left to GCC: cost model", 2)]}]}}
        header, rows = npb_report.hot_table(hot)
        self.assertEqual([len(r) for r in rows], [len(header)] * 3)
        self.assertEqual(rows[0][3:6], ["0.013 / 0.021", "0.62", "1 (700)"])
        self.assertIn("library", rows[1][-1])
        self.assertEqual(rows[2][4], "n/a")
        self.assertEqual(rows[2][-1], "loop left to GCC: cost model (2)")

    def test_spans(self):
        self.assertEqual(srcspans.fortran_units(FORTRAN),
                         [(2, 4, "add", "subroutine"), (5, 7, "randlc", "function"),
                          (8, 10, "sp", "program")])
        self.assertEqual(srcspans.c_spans(C_SRC), [(2, 6, "add"), (8, 11, "f"),
                                                   (13, 17, "fftXYZ"), (20, 23, "gnu_style")])

    def test_missed(self):
        text = "\n".join([
            "x.c:99:19: missed: hyperlane: 9 data dependences of unknown distance (needs a "
            "runtime alias check; restrict on the pointers avoids it)",
            "x.c:90:21: missed: hyperlane: loop left to GCC: cost model: (permutes 19, GCC plan: 5)",
            "x.c:90:21: missed: hyperlane: loop left to GCC: cost model: (permutes 19, GCC plan: 5)",
            "x.c:59:21: missed: couldn't vectorize loop",
            "x.c:59:21: optimized: loop vectorized using 32 byte vectors",
            "x.c:59:21: optimized: loop vectorized using 16 byte vectors",
            "x.c:77:19: optimized: loop vectorized by hyperlane: VF 4 (avx2)"])
        m = remarks.parse_missed(text)
        self.assertEqual([(r.line, r.text) for r in m],
                         [(90, "loop left to GCC: cost model: (permutes 19, GCC plan: 5)")])
        self.assertEqual(remarks.reason_class(m[0].text),
                         "loop left to GCC: cost model: (permutes N, GCC plan: N)")
        self.assertEqual([r.line for r in remarks.parse_gcc_taken(text)], [59])
        self.assertEqual([r.line for r in remarks.parse_taken(text)], [77])

    def test_table(self):
        rec = {"bench": "SP", "builds": {"plain": {"ok": True, "cpu": 2.0},
                                         "plugin": {"ok": True, "cpu": 2.5}},
               "taken": [{"line": 1}] * 3, "gcc_vectorized": 7,
               "timing": {"plain": {"cpu": 1.2, "spread": 0.01, "verification": ["SUCCESSFUL"] * 3},
                          "plugin": {"cpu": 1.0, "spread": 0.02,
                                     "verification": ["SUCCESSFUL"] * 3}}}
        header, rows, align, g = npb_report.bench_table([rec], False)
        self.assertEqual(len(header), len(rows[0]))
        self.assertEqual(rows[0][1], "yes / yes")
        self.assertEqual(rows[0][4], "1.20")
        self.assertEqual(rows[0][6], "3")
        self.assertEqual(rows[0][9], "1.25")
        self.assertAlmostEqual(g["ratio"], 1.2)


if __name__ == "__main__":
    unittest.main()
