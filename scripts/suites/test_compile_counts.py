# Self-test of compile-counts.py's parsing: the compile commands of a make
# log and the argv run under valgrind.
#
#   python3 -m unittest scripts.suites.test_compile_counts   (from the top directory)
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import unittest

from . import compile_counts

LOG = """make: Entering directory '/b/c/A/LU/plugin/sys'
gcc-12  -o setparams setparams.c
make: Leaving directory '/b/c/A/LU/plugin/sys'
make[1]: Entering directory '/b/c/A/LU/plugin/LU'
gcc-12 -c -I../common -O3 -fplugin=/p/hyperlane.so -fopt-info-vec-optimized-missed=lu.o.remarks lu.c
cd ../common; gcc-12 -c -O3 c_print_results.c
gfortran-12 -c  -O3 -march=native   -fopt-info-vec-optimized-missed=a.o.remarks a.f
gcc-12  -O3 -o ../bin/lu.A.x lu.o -lm
"""


class CompileCountsTest(unittest.TestCase):
    def test_compile_commands(self):
        cmds = compile_counts.compile_commands(LOG)
        self.assertEqual([c[1][-1] for c in cmds], ["lu.c", "a.f"])
        self.assertTrue(all(cwd == "/b/c/A/LU/plugin/LU" for cwd, _ in cmds))

    def test_proper_argv(self):
        argv = compile_counts.compile_commands(LOG)[0][1] + ["-o", "lu.o"]
        self.assertEqual(compile_counts.proper_argv(argv),
                         ["gcc-12", "-S", "-I../common", "-O3", "-fplugin=/p/hyperlane.so",
                          "lu.c", "-o", "/dev/null"])
        self.assertIn("-fopt-info-vec-optimized-missed=/dev/null",
                      compile_counts.proper_argv(argv, keep_remarks=True))


if __name__ == "__main__":
    unittest.main()
