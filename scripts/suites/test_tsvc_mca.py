# Self-test of bench-tsvc.py --mca's pure parts (tsvc_mca.py): the CPU
# list, the iteration count a loop needs to run, and the report.
#
#   python3 -m unittest scripts.suites.test_tsvc_mca   (from the top directory)
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import unittest

from . import mca, tsvc_mca


class TsvcMcaTest(unittest.TestCase):
    def test_parse_cpus(self):
        self.assertEqual(tsvc_mca.parse_cpus("default"), list(mca.CPUS))
        self.assertEqual(tsvc_mca.parse_cpus("znver3,default"),
                         ["znver3", "haswell", "skylake", "icelake-server"])
        self.assertEqual(tsvc_mca.parse_cpus(None), [])

    def test_min_iterations(self):
        d = {"LEN_1D": 32000, "LEN_2D": 256}
        self.assertEqual(tsvc_mca.min_iterations("nl < 2*iterations;", d), 1)
        self.assertEqual(tsvc_mca.min_iterations("nl < 200*(iterations/(LEN_2D));", d), 256)
        self.assertEqual(tsvc_mca.min_iterations(
            "nl < 4*(iterations/LEN_1D); nl < 10*(iterations/LEN_2D)", d), 32000)

    def test_section(self):
        top = {"plain": [[".L5", 100, 8.0, 20, 0.99]], "plugin": [[".L6", 100, 9.0, 18, 0.98]]}
        R = {"cpus": ["haswell", "znver3"], "iterations": 2560, "per_cpu": {
            "haswell": {"taken": {"s128": [], "s1111": []}, "judged": ["s1111", "s128"],
                        "results": {"s1111": {"plain": 200.0, "plugin": 100.0, "ratio": 2.0,
                                              "top": top},
                                    "s128": {"plain": 90.0, "plugin": 100.0, "ratio": 0.9,
                                             "top": top}},
                        "geomean": 1.34, "errors": [], "notes": []},
            "znver3": {"taken": {}, "judged": [], "results": {}, "geomean": None,
                       "errors": [], "notes": []}}}
        md, txt = tsvc_mca.section(R)
        md = "\n".join(md)
        self.assertIn("| s1111 | 2.00 | - |", md)
        self.assertIn("| s128 | **0.90** | - |", md)
        self.assertIn("| geomean | 1.34 | n/a |", md)
        self.assertIn("s128 at -march=haswell: 0.900", md)
        self.assertIn("-march=znver3: none", "\n".join(txt))
        self.assertEqual([(n, c) for n, c, _ in tsvc_mca.low_ratios(R)], [("s128", "haswell")])


if __name__ == "__main__":
    unittest.main()
