/* Times gcc -O3, hyperlane and the overlapping-load versions of the AoS
   rotation and cross product round-robin in one process (1024 points,
   L1), after checking all of them bitwise against gcc -O3's results.
   Argument: the arrays' offset in bytes from a 64-byte boundary.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
typedef struct { float x, y, z; } vec3f;
typedef struct { float m[3][3]; } mat3f;
void rot (size_t, mat3f, const vec3f *, vec3f *); void rot_h (size_t, mat3f, const vec3f *, vec3f *); void rot_ovl (size_t, mat3f, const vec3f *, vec3f *);
void cross (size_t, const vec3f *, const vec3f *, vec3f *); void cross_h (size_t, const vec3f *, const vec3f *, vec3f *); void cross_ovl (size_t, const vec3f *, const vec3f *, vec3f *);
static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
int main (int argc, char **argv)
{
  size_t n = 1024; int off = argc > 1 ? atoi (argv[1]) : 0;
  char *ma = aligned_alloc (64, 64 + 12 * n + 128), *mb = aligned_alloc (64, 64 + 12*n+128), *mo = aligned_alloc (64, 64+12*n+128), *mo2 = aligned_alloc (64, 64+12*n+128);
  vec3f *a = (vec3f *)(ma + 64 + off), *b = (vec3f *)(mb + 64 + off), *o = (vec3f *)(mo + 64 + off), *o2 = (vec3f *)(mo2 + 64 + off);
  for (size_t i = 0; i < n; i++) { a[i].x = rand()/(float)RAND_MAX; a[i].y = rand()/(float)RAND_MAX; a[i].z = rand()/(float)RAND_MAX; b[i] = a[(i*7)%n]; b[i].x += 1; }
  mat3f r = {{{0.1f,0.2f,0.3f},{0.4f,0.5f,0.6f},{0.7f,0.8f,0.9f}}};
  int bad = 0;
  rot (n, r, a, o); rot_ovl (n, r, a, o2); bad |= memcmp (o, o2, 12 * n) != 0;
  rot_h (n, r, a, o2); bad |= memcmp (o, o2, 12 * n) != 0;
  cross (n, a, b, o); cross_ovl (n, a, b, o2); bad |= memcmp (o, o2, 12 * n) != 0;
  cross_h (n, a, b, o2); bad |= memcmp (o, o2, 12 * n) != 0;
  if (bad)
    {
      puts ("results differ from gcc -O3's");
      return 1;
    }
  int reps = 20000; double t[6] = {0};
  for (int round = 0; round < 7; round++) {
    double s;
    s = now (); for (int k = 0; k < reps; k++) { rot (n, r, a, o); __asm__ volatile ("" ::: "memory"); } t[0] += now () - s;
    s = now (); for (int k = 0; k < reps; k++) { rot_h (n, r, a, o); __asm__ volatile ("" ::: "memory"); } t[1] += now () - s;
    s = now (); for (int k = 0; k < reps; k++) { rot_ovl (n, r, a, o); __asm__ volatile ("" ::: "memory"); } t[2] += now () - s;
    s = now (); for (int k = 0; k < reps; k++) { cross (n, a, b, o); __asm__ volatile ("" ::: "memory"); } t[3] += now () - s;
    s = now (); for (int k = 0; k < reps; k++) { cross_h (n, a, b, o); __asm__ volatile ("" ::: "memory"); } t[4] += now () - s;
    s = now (); for (int k = 0; k < reps; k++) { cross_ovl (n, a, b, o); __asm__ volatile ("" ::: "memory"); } t[5] += now () - s;
  }
  printf ("rotation:      speed vs gcc -O3: hyperlane %.2fx, overlapping loads %.2fx\n", t[0]/t[1], t[0]/t[2]);
  printf ("cross product: speed vs gcc -O3: hyperlane %.2fx, overlapping loads %.2fx\n", t[3]/t[4], t[3]/t[5]);
  return 0;
}
