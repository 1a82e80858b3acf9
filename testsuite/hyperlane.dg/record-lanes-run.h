/* The run tests of record-lanes.h: each loop against its scalar copy, on
   data with negative zeros, and over counts that leave the first and
   last records alone.  */

#include "record-lanes.h"

static double got_lhs[N + 2][3][5][5], got_out[N + 2][25];

static void
fill (void)
{
  for (int i = 0; i < N + 2; i++)
    {
      for (int k = 0; k < 25; k++)
	{
	  (&fjac[i][0][0])[k] = (k % 7 ? 0.001 : -0.0) * (i * 25 + k) - 0.3;
	  (&njac[i][0][0])[k] = 0.002 * (i * 25 + k + 1) * (k % 3 ? 1 : -1);
	  a[i][k] = 0.5 * k - i;
	  b[i][k] = k % 5 ? 1.0 / (i + k + 1) : -0.0;
	  out[i][k] = -1.0;
	}
      for (int k = 0; k < 75; k++)
	(&lhs[i][0][0][0])[k] = -2.0;
    }
  for (int m = 0; m < 5; m++)
    dx[m] = 0.75 + m;
}

int
main (void)
{
  for (int n = 0; n <= N; n += 13)
    {
      fill ();
      form_blocks (n, 0.125, -3.5);
      gap_records (n + 1, 1.5);
      __builtin_memcpy (got_lhs, lhs, sizeof lhs);
      __builtin_memcpy (got_out, out, sizeof out);
      fill ();
      form_blocks_ref (n, 0.125, -3.5);
      gap_records_ref (n + 1, 1.5);
      if (__builtin_memcmp (got_lhs, lhs, sizeof lhs)
	  || __builtin_memcmp (got_out, out, sizeof out))
	__builtin_abort ();

      /* Through pointers: apart, then LHS over the Jacobians (the
	 check fails, the scalar loop runs).  */
      for (int overlap = 0; overlap < 2; overlap++)
	{
	  double (*dst)[3][5][5]
	    = overlap ? (double (*)[3][5][5]) &fjac[0][0][0] : lhs;
	  fill ();
	  form_blocks_ptr (dst, fjac, njac, dx, n / 4, 0.125, -3.5);
	  __builtin_memcpy (got_lhs, lhs, sizeof lhs);
	  static double got_jac[N + 2][5][5];
	  __builtin_memcpy (got_jac, fjac, sizeof fjac);
	  fill ();
	  form_blocks_ptr_ref (dst, fjac, njac, dx, n / 4, 0.125, -3.5);
	  if (__builtin_memcmp (got_lhs, lhs, sizeof lhs)
	      || __builtin_memcmp (got_jac, fjac, sizeof fjac))
	    __builtin_abort ();
	}
    }
  return 0;
}
