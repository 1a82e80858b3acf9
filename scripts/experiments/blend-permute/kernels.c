/* Strided groups the blend-permute sequences serve
   (docs/permutations.md): a deinterleave (DE) and an interleave (IN) per
   group.  Built by gcc -O3 and with each plugin (run.sh renames the
   copies' symbols).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

typedef unsigned char u8;
typedef unsigned short u16;

void
de_u8x3 (const u8 *restrict p, u8 *restrict a, u8 *restrict b,
	 u8 *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i] = p[3 * i];
      b[i] = p[3 * i + 1];
      c[i] = p[3 * i + 2];
    }
}

void
in_u8x3 (const u8 *restrict a, const u8 *restrict b, const u8 *restrict c,
	 u8 *restrict p, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[3 * i] = a[i];
      p[3 * i + 1] = b[i];
      p[3 * i + 2] = c[i];
    }
}

void
de_u16x3 (const u16 *restrict p, u16 *restrict out, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (u16) (p[3 * i] * p[3 * i + 1] + p[3 * i + 2]);
}

void
in_u16x3 (const u16 *restrict a, const u16 *restrict b, u16 *restrict p,
	  int n)
{
  for (int i = 0; i < n; i++)
    {
      p[3 * i] = a[i];
      p[3 * i + 1] = b[i];
      p[3 * i + 2] = (u16) (a[i] + b[i]);
    }
}

void
de_f32x5 (const float *restrict p, float *restrict out, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (p[5 * i] * p[5 * i + 1] + p[5 * i + 2] * p[5 * i + 3])
	     - p[5 * i + 4];
}

void
in_f32x5 (const float *restrict a, const float *restrict b,
	  float *restrict p, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[5 * i] = a[i];
      p[5 * i + 1] = b[i];
      p[5 * i + 2] = a[i] + b[i];
      p[5 * i + 3] = a[i] * b[i];
      p[5 * i + 4] = a[i] - b[i];
    }
}
