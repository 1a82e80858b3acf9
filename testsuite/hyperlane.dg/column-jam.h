/* Column walks (a[j][i] in the loop over j, one element of each row)
   whose enclosing loop is parallel: hyperlane unrolls and jams the
   enclosing loop by the lanes of a vector (a run of rows' elements per
   vector, plan/record-runs.h) and vectorizes the fused loop with
   transposes.  Each kernel runs against the scalar nest (vectorizer off)
   with outer trip counts that are no multiple of the factor (the rows
   left over run in GCC's epilogue nest) and inner ones of 1, 2 and more;
   the results must be bit-identical.  */

#include <string.h>

#define R 37			/* Rows walked by the outer loop.  */
#define C 70			/* Inner trip count at most.  */
float fa[R][C], fb[C][R], fc[R][C], ft[C][R];
double da[R][C], db[C][R], dc[R][C];
float fa_ref[R][C], ft_ref[C][R];
double da_ref[R][C];

#define MULF(A, B, CC)							\
  for (int i = 0; i < R; i++)						\
    for (int j = 0; j < C; j++)						\
      A[i][j] = A[i][j] * B[j][i] + CC[i][j];

#define MULD(A, B, CC, S)						\
  for (int i = 0; i < R; i++)						\
    for (int j = 0; j < C; j++)						\
      A[i][j] = B[j][i] * S - CC[i][j];

#define STOREF(T, CC)							\
  for (int i = 0; i < R; i++)						\
    for (int j = 0; j < C; j++)						\
      T[j][i] = CC[i][j] + 1.0f;

#define RUNTIME(A, B, N, M)						\
  for (int i = 0; i < N; i++)						\
    for (int j = 0; j < M; j++)						\
      A[i][j] += B[j][i];

__attribute__ ((noipa)) void
mulf (void)			/* TSVC s1115.  */
{
  MULF (fa, fb, fc)
}

__attribute__ ((noipa)) void
muld (double s)
{
  MULD (da, db, dc, s)
}

__attribute__ ((noipa)) void
storef (void)			/* A transposed copy.  */
{
  STOREF (ft, fc)
}

__attribute__ ((noipa)) void
runtime (float (*restrict a)[C], float (*restrict b)[R], int n, int m)
{
  RUNTIME (a, b, n, m)
}

#define REFERENCE __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REFERENCE void
reference (int n, int m, double s)
{
  MULF (fa_ref, fb, fc)
  MULD (da_ref, db, dc, s)
  STOREF (ft_ref, fc)
  RUNTIME (fa_ref, fb, n, m)
}

int
main (void)
{
  unsigned seed = 12345;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      {
	seed = seed * 1103515245u + 12345u;
	fa[i][j] = fa_ref[i][j] = (float) (seed >> 9 & 0xfff) / 256.0f - 7.0f;
	fc[i][j] = (float) (seed >> 3 & 0x3ff) / 64.0f;
	da[i][j] = da_ref[i][j] = (double) (seed >> 7) / 1e6;
	dc[i][j] = (double) (seed & 0xffff) / 3e3;
      }
  for (int j = 0; j < C; j++)
    for (int i = 0; i < R; i++)
      {
	seed = seed * 1103515245u + 12345u;
	fb[j][i] = (float) (seed >> 11 & 0x7ff) / 128.0f - 3.0f;
	db[j][i] = (double) (seed >> 5) / 7e5;
      }
  const int sizes[][2] = { { R, C }, { R - 3, C - 2 }, { 9, 1 }, { 8, 2 },
			   { 17, 3 }, { 1, C }, { 0, 5 } };
  for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
    {
      mulf ();
      muld (1.5 + k);
      storef ();
      runtime (fa, fb, sizes[k][0], sizes[k][1]);
      reference (sizes[k][0], sizes[k][1], 1.5 + k);
      if (memcmp (fa, fa_ref, sizeof fa) || memcmp (da, da_ref, sizeof da)
	  || memcmp (ft, ft_ref, sizeof ft))
	__builtin_abort ();
    }
  return 0;
}
