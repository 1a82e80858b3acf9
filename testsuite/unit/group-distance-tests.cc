/* Unit tests of the distance model behind runtime alias checks
   (plugin/plan/group-distance.h): at which VF two groups a constant apart
   cannot meet in one vector iteration, and when two accesses of one step
   never touch the same byte.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/group-distance.h"
#include "unit-check.h"

#include <cstdio>

using namespace hyperlane;

int
main ()
{
  /* NPB SP: rhs[k][j][i][m] and rhs[k+1][j][i][m], rows of 65 x 65
     records of 40 bytes apart, five fields each.  */
  const int64_t row = 65 * 65 * 40;
  check (disjoint_vf_limit (row, 40, 40, 40) >= max_plan_vf,
	 "rows of SP's rhs one plane apart: no check at any VF");
  check (disjoint_vf_limit (-row, 40, 40, 40) >= max_plan_vf,
	 "the plane before: no check at any VF");
  check (disjoint_vf_limit (row, 40, 40, -40) >= max_plan_vf,
	 "a loop running down the rows");

  /* Windows of VF - 1 steps plus a footprint, widened by a step and 64
     bytes on each side: 40 + 7 * 40 + 2 * 104 = 528 bytes at VF 8.  */
  check (disjoint_vf_limit (528, 40, 40, 40) == 8,
	 "528 bytes apart: VF 8 and no more");
  check (disjoint_vf_limit (527, 40, 40, 40) == 7,
	 "527 bytes apart: VF 7");
  check (disjoint_vf_limit (-528, 40, 40, 40) == 8,
	 "528 bytes before: VF 8");
  check (disjoint_vf_limit (-528, 40, 48, 40) == 7,
	 "before, with the first group's larger footprint counted");
  check (disjoint_vf_limit (248, 40, 40, 40) == 1,
	 "248 bytes: one iteration at a time");
  check (disjoint_vf_limit (247, 40, 40, 40) == 0,
	 "247 bytes: not even one");
  check (disjoint_vf_limit (0, 24, 24, 24) == 0, "the same records");
  check (disjoint_vf_limit (24, 24, 24, 24) == 0, "the next record");
  check (disjoint_vf_limit (1000, 8, 8, 0) == 0, "an invariant address");
  check (disjoint_vf_limit (INT64_MAX, 8, 8, 8) == every_vf,
	 "the largest distance, capped");
  check (disjoint_vf_limit (-INT64_MAX, 8, 8, 8) == every_vf,
	 "the most negative distance, capped");

  /* Fields of records of 24 bytes (x, y, z doubles).  */
  check (strides_never_meet (8, 8, 8, 24), "x and y of one record");
  check (strides_never_meet (8 + 24 * 5, 8, 8, 24),
	 "x and the y five records on");
  check (strides_never_meet (-16, 8, 8, 24), "z and x");
  check (!strides_never_meet (24, 8, 8, 24), "x and the next record's x");
  check (!strides_never_meet (0, 8, 8, 24), "one field");
  check (!strides_never_meet (4, 8, 8, 24), "overlapping halves");
  check (!strides_never_meet (8, 16, 8, 24),
	 "a 16-byte access over x and y, and y");
  check (strides_never_meet (16, 16, 8, 24), "x and y as one, and z");
  check (!strides_never_meet (20, 8, 8, 24),
	 "z half into the next record's x");
  check (strides_never_meet (8, 8, 8, -24), "a loop running down");
  check (!strides_never_meet (8, 8, 8, 0), "an invariant address");
  check (!strides_never_meet (8, 32, 8, 24),
	 "an access larger than a step");

  /* Loop distribution's partitions (meets_only_later): B, in the later
     partition, may touch A's bytes only from later iterations.  */
  check (meets_only_later (-4, 4, 4, 4),
	 "a[i] written, a[i - 1] read later: the next iteration's");
  check (!meets_only_later (4, 4, 4, 4),
	 "a[i] written, a[i + 1] read later: an earlier iteration's");
  check (!meets_only_later (0, 4, 4, 4), "one element in one iteration");
  check (meets_only_later (-12, 4, 4, 16),
	 "other fields of records: p[i].w, then p[i].x");
  check (meets_only_later (12, 4, 4, 16), "p[i].x, then p[i].w");
  check (meets_only_later (-32, 4, 4, 16),
	 "p[i + 2].x written, then p[i].x read");
  check (!meets_only_later (32, 4, 4, 16),
	 "p[i].x written, then p[i + 2].x read");
  check (!meets_only_later (192, 8, 8, 32),
	 "fuzz case 20261129-175: pg3[4i + 3], then pg3[4(i + 6) + 3]");
  check (meets_only_later (8, 4, 4, -4),
	 "a loop running down: a[n - i], then a[n - i + 2]");
  check (!meets_only_later (-8, 4, 4, -4), "a[n - i], then a[n - i - 2]");
  check (!meets_only_later (4, 8, 4, 8),
	 "a double, then its upper half in the same iteration");
  check (meets_only_later (-row, 40, 40, 40),
	 "a row, then the row before: met rows later");
  check (!meets_only_later (row, 40, 40, 40), "a row, then the next one");
  check (!meets_only_later (8, 8, 8, 0), "an invariant address");
  check (meets_only_later (INT64_MIN + 1, 8, 8, 8),
	 "far apart: no overflow");
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
