/* See group-distance.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "group-distance.h"

namespace hyperlane {

uint64_t
disjoint_vf_limit (int64_t distance, uint64_t size_a, uint64_t size_b,
		   int64_t step)
{
  if (step == 0)
    return 0;
  /* In 128 bits: a distance near the ends of the address space must not
     wrap.  */
  const __int128 span = step < 0 ? -(__int128) step : (__int128) step;
  /* Each window is VF - 1 steps beyond one footprint, widened by the
     slack of a record and a vector on both sides.  */
  const __int128 pad = span + group_window_slack;
  /* The window that comes first ends where the other begins or before.  */
  const __int128 first_size = distance >= 0 ? size_a : size_b;
  const __int128 gap = (distance >= 0 ? (__int128) distance
			: -(__int128) distance) - first_size - 2 * pad;
  if (gap < 0)
    return 0;
  const __int128 vf = gap / span + 1;
  return vf > (__int128) every_vf ? every_vf : (uint64_t) vf;
}

bool
strides_never_meet (int64_t distance, uint64_t size_a, uint64_t size_b,
		    int64_t step)
{
  if (step == 0)
    return false;
  const __int128 span = step < 0 ? -(__int128) step : (__int128) step;
  /* B's bytes start DISTANCE + T * SPAN after A's in iterations T apart:
     all such starts share DISTANCE's residue R, and one lands in
     (-SIZE_B, SIZE_A) only at R or R - SPAN while both sizes are at most
     a step.  */
  if ((__int128) size_a > span || (__int128) size_b > span)
    return false;
  __int128 r = (__int128) distance % span;
  if (r < 0)
    r += span;
  return r >= (__int128) size_a && r - span <= -(__int128) size_b;
}

bool
meets_only_later (int64_t distance, uint64_t size_a, uint64_t size_b,
		  int64_t step)
{
  if (step == 0 || size_a == 0 || size_b == 0)
    return false;
  /* B at iteration J starts DISTANCE + STEP * (J - I) bytes after A at I,
     and the two meet where that lies in (-SIZE_B, SIZE_A).  For J - I =
     -M, M >= 0, the starts run away from DISTANCE in one direction: the
     one nearest the interval from the side they start on decides.  In
     128 bits, as above.  */
  const __int128 d = distance, za = size_a, zb = size_b;
  if (step > 0)
    {
      /* DISTANCE - STEP * M falls with M: the first start below SIZE_A.  */
      const __int128 m = d >= za ? (d - za) / step + 1 : 0;
      return d - step * m <= -zb;
    }
  const __int128 rise = -(__int128) step;
  /* DISTANCE + RISE * M grows with M: the first start above -SIZE_B.  */
  const __int128 m = d <= -zb ? (-zb - d) / rise + 1 : 0;
  return d + rise * m >= za;
}

} // namespace hyperlane
