/* -fsanitize=bounds copies each subscript into a temporary (i.0 = i),
   tests it, then indexes with it; a subscript the program copies itself
   (int k = i) is the same shape.  The loops are strip-mined by the
   copied counter (main's loops too), no division is left, and the
   results are bit-identical to an array of the old layout.  The checks
   still test the source's subscripts.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fsanitize=bounds -fdump-tree-hyperlane-layout-details" } */

#define N 61
static double a[64][5];
static double ref[64][5];
static double b[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

/* Each kernel twice: over a, and over ref for the reference.  */
#define SCALE(NAME, A)							\
  __attribute__ ((noipa)) void						\
  NAME (int lo, int n, double s)					\
  {									\
    for (int i = lo; i < n; i++)					\
      for (int m = 0; m < 5; m++)					\
	A[i][m] = A[i][m] * s + b[i][m];				\
  }
#define SCALE_COPIED(NAME, A)						\
  __attribute__ ((noipa)) void						\
  NAME (int lo, int n, double s)					\
  {									\
    for (int i = lo; i <= n; i++)					\
      {									\
	int k = i;							\
	A[k][0] = A[k][1] * s - A[k][4];				\
      }									\
  }

SCALE (scale, a)
SCALE (scale_ref, ref)
SCALE_COPIED (scale_copied, a)
SCALE_COPIED (scale_copied_ref, ref)

int
main (void)
{
  for (int i = 0; i < 64; i++)
    for (int m = 0; m < 5; m++)
      {
	a[i][m] = ref[i][m] = i * 0.25 + m;
	b[i][m] = 1.0 / (i + m + 1);
      }
  for (int lo = 0; lo < 6; lo++)
    {
      scale (lo, N - lo, 1.5);
      scale_ref (lo, N - lo, 1.5);
      scale_copied (lo, N - lo - 1, 0.75);
      scale_copied_ref (lo, N - lo - 1, 0.75);
    }
  for (int i = 0; i < 64; i++)
    for (int m = 0; m < 5; m++)
      {
	double x = a[i][m], y = ref[i][m];
	if (__builtin_memcmp (&x, &y, sizeof (double)))
	  __builtin_abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 4 "hyperlane-layout" } } */
