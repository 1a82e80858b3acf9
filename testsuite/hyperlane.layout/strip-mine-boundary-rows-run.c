/* NPB's boundary rows: a loop over j sets i to one value in every
   iteration (i = 1; i = grid_points[0] - 2, read from memory the loop
   does not write) and indexes a strip-mined array by i, i + 1, also
   inside a loop over m.  i / 4 and i % 4 are invariant there and GCC
   folds or hoists them: no warning.  A row chosen per iteration
   (i = idx[j]) keeps the division, with the warning.  Results are
   bit-identical to an array of the old layout.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off" } */

#define N 40
static double lhs[N][N][5];
static double ref[N][N][5];
int grid_points[3] = { N, N, N };
int idx[N];
#pragma array_transform lhs[j][i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

/* The kernel over lhs, and over ref for the reference.  The third loop
   of the first warns.  */
#define BOUNDARY(NAME, A)						\
  __attribute__ ((noipa)) void						\
  NAME (int ny2)							\
  {									\
    int i, j, m;							\
    for (j = 1; j <= ny2; j++)						\
      {									\
	i = 1;								\
	A[j][i][2] = A[j][i][2] + 0.5;					\
	A[j][i + 1][1] = A[j][i + 1][1] - 0.25;				\
      }									\
    for (j = 1; j <= ny2; j++)						\
      {									\
	i = grid_points[0] - 2;						\
	for (m = 0; m < 3; m++)						\
	  A[j][i][m] = A[j][i][m] * 0.5 + A[j][i - 1][m + 1];		\
      }									\
    /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'lhs', which it indexes by 'i'" "" { target *-*-* } .+1 } */ \
    for (j = 1; j <= ny2; j++)						\
      {									\
	i = idx[j];							\
	A[j][i][4] = A[j][i][3] + 1.0;					\
      }									\
  }

BOUNDARY (boundary, lhs)
BOUNDARY (boundary_ref, ref)

int
main (void)
{
  for (int j = 0; j < N; j++)
    {
      idx[j] = (j * 7) % N;
      for (int i = 0; i < N; i++)
	for (int m = 0; m < 5; m++)
	  lhs[j][i][m] = ref[j][i][m] = j + i * 0.125 + m * 0.5;
    }
  for (int r = 0; r < 3; r++)
    {
      grid_points[0] = N - r;
      boundary (N - 2 - r);
      boundary_ref (N - 2 - r);
    }
  int differ = 0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
	{
	  double x = lhs[j][i][m], y = ref[j][i][m];
	  differ |= __builtin_memcmp (&x, &y, sizeof x);
	}
  if (differ)
    __builtin_abort ();
  return 0;
}
