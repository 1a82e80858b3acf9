/* Unit tests of the classic planner (plugin/plan/classic-planner.h) on
   loops whose values have element types of different sizes: the lane
   plan is run by a small interpreter (plan-test-support.h) on known data
   and must store what the scalar loop stores, for every ISA table and
   its vector length.  Several cases are also files of plans/, which pin
   their plan at one target (plan-file-tests.cc).  The memory-order
   planner's cases are in memory-order-tests.cc, those of the model of
   GCC's vectorizer in gcc-model-tests.cc.  Prints PASS:/FAIL: lines for
   testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-test-support.h"

#include <cstdio>

/* Values of different sizes side by side: groups of bytes, shorts and
   ints widened and narrowed by the classic plan (unpacks and packs).  */
static void
test_mixed_sizes ()
{
  {
    /* rgb2yuv's shape: bytes of a stride-3 group widened to int twice
       (u8 -> u16 -> i32), summed, narrowed back to a stride-3 group.  */
    loop_case c;
    c.name = "u8x3 -> i32 -> u8x3";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    int s0 = c.add (c.add (f[0], f[1]), f[2]);
    int s1 = c.add (f[1], f[1]);
    int s2 = c.add (f[2], f[0]);
    int sums[3] = { s0, s1, s2 };
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, sums[k])));
    test_case (c);
  }
  {
    /* A wider group beside a narrower one: int pairs (stride 2) and
       contiguous signed shorts into contiguous shorts.  */
    loop_case c;
    c.name = "i32x2 + i16 -> i16";
    int i16 = c.type (2, false), i32 = c.type (4, false);
    int a = c.group (false, 2, i32), b = c.group (false, 1, i16);
    int out = c.group (true, 1, i16);
    int sum = c.add (c.load (a, 0), c.load (a, 1));
    int wide_b = c.convert (i32, c.load (b, 0));
    c.store (out, 0, c.convert (i16, c.add (sum, wide_b)));
    test_case (c);
  }
  {
    /* Narrow values stored into a wider stride-2 group.  */
    loop_case c;
    c.name = "u8 -> u16x2";
    int u8 = c.type (1, true), u16 = c.type (2, true);
    int in = c.group (false, 1, u8), out = c.group (true, 2, u16);
    int x = c.convert (u16, c.load (in, 0));
    c.store (out, 0, x);
    c.store (out, 1, c.add (x, x));
    test_case (c);
  }
}

/* Arithmetic in int as C computes it, narrowed by narrow_arithmetic
   where the stored bits allow it and left wide where they do not.  */
static void
test_narrowing ()
{
  {
    /* rgb2yuv's Y in fixed point, in int as C computes it: stored as a
       byte after a shift by 8, so 16 bits suffice (narrowed).  */
    loop_case c;
    c.name = "rgb2yuv Y, narrowed";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    int y = c.add (c.add (c.add (c.mul (f[0], c.constant (66, i32)),
				 c.mul (f[1], c.constant (129, i32))),
			  c.mul (f[2], c.constant (25, i32))),
		   c.constant (128, i32));
    int u = c.add (c.add (c.add (c.mul (f[0], c.constant (-38, i32)),
				 c.mul (f[1], c.constant (-74, i32))),
			  c.mul (f[2], c.constant (112, i32))),
		   c.constant (32896, i32));
    int outs[3] = { c.add (c.shr (y, 8), c.constant (16, i32)),
		    c.shr (u, 8), f[1] };
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, outs[k])));
    test_case (c, narrowing::must);
  }
  {
    /* A right shift by 9 of a sum that needs 17 bits, stored as a byte:
       the shift and the sum must stay 32 bits wide.  */
    loop_case c;
    c.name = "(a * 300 + b * 300) >> 9, narrowing";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 2, u8), out = c.group (true, 1, u8);
    int a = c.convert (i32, c.convert (u16, c.load (in, 0)));
    int b = c.convert (i32, c.convert (u16, c.load (in, 1)));
    int sum = c.add (c.mul (a, c.constant (300, i32)),
		     c.mul (b, c.constant (300, i32)));
    c.store (out, 0, c.convert (u8, c.convert (u16, c.shr (sum, 9))));
    test_case (c, narrowing::may);
  }
}

/* Induction variables used as data, converted to narrower types.  */
static void
test_inductions ()
{
  {
    /* The counter as data: a long induction variable narrowed to bytes
       beside them (four parts per value, packs), and an int one with
       another base and step in a stride-2 group of shorts.  */
    loop_case c;
    c.name = "induction variables as data";
    int u8 = c.type (1, true), i16 = c.type (2, false), i32 = c.type (4, false);
    int i64 = c.type (8, false);
    int in = c.group (false, 1, u8), out = c.group (true, 1, u8);
    int pairs = c.group (true, 2, i16);
    int i = c.induction (0, 1, i64);
    int j = c.induction (-7, 3, i32);
    int i32v = c.convert (i32, i);
    int i16v = c.convert (i16, i32v);
    int i8v = c.convert (u8, i16v);
    c.store (out, 0, c.add (c.load (in, 0), i8v));
    c.store (pairs, 0, c.convert (i16, j));
    c.store (pairs, 1, c.add (c.convert (i16, j), i16v));
    test_case (c, narrowing::may);
  }
}

int
main ()
{
  test_mixed_sizes ();
  test_narrowing ();
  test_inductions ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
