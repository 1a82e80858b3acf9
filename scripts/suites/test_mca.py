# Self-test of the llvm-mca block-count judge (asm_blocks.py, mca.py):
# the counters of an instrumented function match its known trip counts,
# and llvm-mca's prediction follows them.
#
#   python3 -m unittest scripts.suites.test_mca      (from the top directory)
#
# Skips without gcc-12; the prediction test also without llvm-mca.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

import os
import shutil
import subprocess
import tempfile
import unittest

from . import asm_blocks, mca

KERNEL = r"""
__attribute__((noinline)) long
nest (const long *a, long n, long m)
{
  long s = 0;
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      s += a[j] * (i + 1);
  return s;
}
"""
DRIVER = r"""
#include <stdio.h>
#include <stdlib.h>
long nest (const long *, long, long);
int
main (int argc, char **argv)
{
  long n = atol (argv[1]), m = atol (argv[2]), a[1000], want = 0;
  for (long j = 0; j < m; j++)
    a[j] = j - 3;
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      want += a[j] * (i + 1);
  printf ("%s\n", nest (a, n, m) == want ? "ok" : "wrong");
  return 0;
}
"""
# A switch's jump table (a .rodata label inside the function), endbr64,
# a .cold part and a label nobody jumps to.
SNIPPET = """\t.text
\t.globl\tf
\t.type\tf, @function
f:
.LFB0:
\t.cfi_startproc
\tendbr64
\tjmp\t*.L4(,%rdi,8)
\t.section\t.rodata
.L4:
\t.quad\t.L3
\t.text
.L3:
\tmovl\t$1, %eax
.LVL1:
\taddl\t$2, %eax
\tjne\t.L9
\tret
\t.cfi_endproc
\t.section\t.text.unlikely
\t.cfi_startproc
\t.type\tf.cold, @function
f.cold:
.L9:
\tud2
\t.cfi_endproc
\t.text
\t.size\tf, .-f
\t.section\t.text.unlikely
\t.size\tf.cold, .-f.cold
"""


class Structure(unittest.TestCase):
    def test_blocks(self):
        inst = asm_blocks.instrument(SNIPPET, ["f"])
        got = [(b.symbol, b.label, b.insns) for b in inst.blocks]
        self.assertEqual(got, [
            ("f", "f", ["endbr64", "jmp *.L4(,%rdi,8)"]),
            ("f", ".L3", ["movl $1, %eax", "addl $2, %eax", "jne .L9"]),
            ("f", "f", ["ret"]),
            ("f.cold", "f.cold", ["ud2"])])
        lines = [l.strip() for l in inst.text.splitlines()]
        i = lines.index("endbr64")
        self.assertEqual(lines[i + 1], "lea\t-128(%rsp), %rsp")
        self.assertEqual(lines[lines.index(".L4:") + 1], ".quad\t.L3")


@unittest.skipUnless(shutil.which(mca.CC), mca.CC + " not installed")
class Counts(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="hl-test-mca-")
        src, drv = (os.path.join(cls.dir, n) for n in ("k.c", "drv.c"))
        for path, text in ((src, KERNEL), (drv, DRIVER)):
            with open(path, "w") as f:
                f.write(text)
        cls.asm = os.path.join(cls.dir, "k.s")
        subprocess.run([mca.CC, "-O2", "-fno-tree-vectorize", "-S", src, "-o",
                        cls.asm], check=True)
        subprocess.run([mca.CC, "-O2", "-c", drv, "-o", drv + ".o"], check=True)
        cls.link = "%s {obj} %s.o -o {exe}" % (mca.CC, drv)
        with open(cls.asm) as f:
            cls.inst = asm_blocks.instrument(f.read(), ["nest"])
        cls.exe = mca.build(cls.inst, cls.dir, cls.link)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def counts(self, *runs):
        return mca.run_counts(self.exe, ["{exe} %d %d" % r for r in runs],
                              len(self.inst.blocks))

    def test_trip_counts(self):
        r = subprocess.run([self.exe, "5", "7"], capture_output=True, text=True)
        self.assertEqual(r.stdout.strip(), "ok")
        for runs in (((5, 7),), ((5, 7), (3, 100), (0, 4), (4, 0))):
            c = self.counts(*runs)
            self.assertEqual(c[0], len(runs), "entry block once per call")
            # The inner body runs n*m times, the outer n times (a block
            # holding both the outer and the inner loop tests has n*m+n).
            inner = sum(n * m for n, m in runs)
            self.assertEqual(max(c), inner, c)
            self.assertIn(sum(n for n, m in runs if m), c)

    @unittest.skipUnless(mca.find_llvm_mca(), "llvm-mca not installed")
    def test_predict_scales(self):
        cache = mca.Cache()
        small, big = (mca.predict(self.asm, ["nest"], self.link,
                                  "{exe} %d 50" % n, cpus=["znver3"],
                                  cache=cache, jobs=1)["nest"]["znver3"]
                      for n in (10, 1000))
        self.assertGreater(small, 10 * 50 * 0.5)
        self.assertAlmostEqual(big / small, 100, delta=5)


if __name__ == "__main__":
    unittest.main()
