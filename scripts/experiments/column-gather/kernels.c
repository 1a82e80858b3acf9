/* A column walk (five fields of a 320-double record, a division): the
   loop as written, and by hand with AVX2 gathers (vgatherqpd).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <immintrin.h>
#define N 64
double u[N][N][5], o[N];
void col (int n, int i)
{
  for (int j = 0; j < n; j++)
    o[j] = (u[j][i][1] * u[j][i][2] + u[j][i][3] * u[j][i][4]) / u[j][i][0];
}
__attribute__((target("avx2"))) void col_gather (int n, int i)
{
  const double *base = &u[0][i][0];
  __m256i idx = _mm256_setr_epi64x (0, N * 5, 2 * N * 5, 3 * N * 5);
  int j = 0;
  for (; j + 4 <= n; j += 4)
    {
      const double *b = base + (long) j * N * 5;
      __m256d f0 = _mm256_i64gather_pd (b + 0, idx, 8);
      __m256d f1 = _mm256_i64gather_pd (b + 1, idx, 8);
      __m256d f2 = _mm256_i64gather_pd (b + 2, idx, 8);
      __m256d f3 = _mm256_i64gather_pd (b + 3, idx, 8);
      __m256d f4 = _mm256_i64gather_pd (b + 4, idx, 8);
      __m256d r = _mm256_div_pd (_mm256_add_pd (_mm256_mul_pd (f1, f2), _mm256_mul_pd (f3, f4)), f0);
      _mm256_storeu_pd (&o[j], r);
    }
  for (; j < n; j++)
    o[j] = (u[j][i][1] * u[j][i][2] + u[j][i][3] * u[j][i][4]) / u[j][i][0];
}
