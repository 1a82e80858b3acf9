/* Rotation and cross product over AoS xyz floats with no shuffle: each
   row a lane needs (field s of its own record) is a blend of unaligned
   loads at offsets s - f, f being the lane's field.  An experiment for
   docs/performance.md ("In-record permutes as overlapping loads"); AVX2
   intrinsics, arrays padded by the driver (the loads read up to two
   elements before and after the data).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <immintrin.h>
#include <stddef.h>
typedef struct { float x, y, z; } vec3f;
typedef struct { float m[3][3]; } mat3f;
#define F(v,j) ((8*(v)+(j))%3)
/* build blend immediates at compile time */
#define MASK(v,f) ((F(v,0)==f)|((F(v,1)==f)<<1)|((F(v,2)==f)<<2)|((F(v,3)==f)<<3)|((F(v,4)==f)<<4)|((F(v,5)==f)<<5)|((F(v,6)==f)<<6)|((F(v,7)==f)<<7))
/* field-s row for vector v: lanes with field f take offset s-f */
#define ROW(q, v, s) \
  _mm256_blend_ps (_mm256_blend_ps (_mm256_loadu_ps ((q) + (s) - 0), _mm256_loadu_ps ((q) + (s) - 1), MASK (v, 1)), _mm256_loadu_ps ((q) + (s) - 2), MASK (v, 2))
void rot_ovl (size_t n, mat3f r, const vec3f *restrict vin, vec3f *restrict out)
{
  const float *in = (const float *) vin; float *o = (float *) out;
  __m256 c[3][3][3]; /* [v][k][.] coefficient of field-k row for vector v */
  for (int v = 0; v < 3; v++) for (int k = 0; k < 3; k++) {
    float t[8]; for (int j = 0; j < 8; j++) t[j] = r.m[F(v,j)][k];
    c[v][k][0] = _mm256_loadu_ps (t);
  }
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    const float *q = in + 3 * i; float *w = o + 3 * i;
#define DO(v) { const float *qq = q + 8*v; \
      __m256 X = ROW (qq, v, 0), Y = ROW (qq, v, 1), Z = ROW (qq, v, 2); \
      __m256 s = _mm256_add_ps (_mm256_add_ps (_mm256_mul_ps (c[v][0][0], X), _mm256_mul_ps (c[v][1][0], Y)), _mm256_mul_ps (c[v][2][0], Z)); \
      _mm256_storeu_ps (w + 8*v, s); }
    DO(0) DO(1) DO(2)
  }
  for (; i < n; i++) {
    float x = vin[i].x, y = vin[i].y, z = vin[i].z;
    out[i].x = r.m[0][0]*x + r.m[0][1]*y + r.m[0][2]*z;
    out[i].y = r.m[1][0]*x + r.m[1][1]*y + r.m[1][2]*z;
    out[i].z = r.m[2][0]*x + r.m[2][1]*y + r.m[2][2]*z;
  }
}
/* rotation by +1 within records: lane f takes field (f+1)%3: offsets +1 (f=0,1), -2 (f=2) */
#define ROT1(q, v) _mm256_blend_ps (_mm256_loadu_ps ((q) + 1), _mm256_loadu_ps ((q) - 2), MASK (v, 2))
#define ROT2(q, v) _mm256_blend_ps (_mm256_loadu_ps ((q) - 1), _mm256_loadu_ps ((q) + 2), MASK (v, 0))
void cross_ovl (size_t n, const vec3f *restrict va, const vec3f *restrict vb, vec3f *restrict out)
{
  const float *a = (const float *) va, *b = (const float *) vb; float *o = (float *) out;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
#define DC(v) { const float *qa = a + 3*i + 8*v, *qb = b + 3*i + 8*v; \
   __m256 s = _mm256_sub_ps (_mm256_mul_ps (ROT1 (qa, v), ROT2 (qb, v)), _mm256_mul_ps (ROT2 (qa, v), ROT1 (qb, v))); \
   _mm256_storeu_ps (o + 3*i + 8*v, s); }
    DC(0) DC(1) DC(2)
  }
  for (; i < n; i++) {
    out[i].x = va[i].y*vb[i].z - va[i].z*vb[i].y;
    out[i].y = va[i].z*vb[i].x - va[i].x*vb[i].z;
    out[i].z = va[i].x*vb[i].y - va[i].y*vb[i].x;
  }
}
