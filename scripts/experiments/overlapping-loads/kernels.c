/* The AoS rotation and cross product, built by gcc -O3 and by gcc -O3
   with hyperlane (run.sh renames the second copy's symbols).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stddef.h>
typedef struct { float x, y, z; } vec3f;
typedef struct { float m[3][3]; } mat3f;
void rot (size_t n, mat3f r, const vec3f *restrict v, vec3f *restrict o)
{
  for (size_t i = 0; i < n; i++) {
    float x = v[i].x, y = v[i].y, z = v[i].z;
    o[i].x = r.m[0][0]*x + r.m[0][1]*y + r.m[0][2]*z;
    o[i].y = r.m[1][0]*x + r.m[1][1]*y + r.m[1][2]*z;
    o[i].z = r.m[2][0]*x + r.m[2][1]*y + r.m[2][2]*z;
  }
}
void cross (size_t n, const vec3f *restrict a, const vec3f *restrict b, vec3f *restrict o)
{
  for (size_t i = 0; i < n; i++) {
    o[i].x = a[i].y*b[i].z - a[i].z*b[i].y;
    o[i].y = a[i].z*b[i].x - a[i].x*b[i].z;
    o[i].z = a[i].x*b[i].y - a[i].y*b[i].x;
  }
}
