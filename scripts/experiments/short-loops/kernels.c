/* Loops of a known, short trip count N that a vector loop covers only in
   part: hyperlane runs the rest in its scalar epilogue, where GCC 12
   vectorizes its epilogue too.  norm2 reads records of three floats,
   scale writes them.  Usage: kernels REPS; prints the CPU seconds of
   each kernel and a checksum.  */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef N
#define N 12
#endif
typedef struct { float x, y, z; } vec3;
__attribute__((noipa)) void norm2 (const vec3 *restrict p, float *restrict out)
{
  for (int i = 0; i < N; i++)
    out[i] = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z;
}
__attribute__((noipa)) void scale (vec3 *restrict q, const vec3 *restrict p, float s)
{
  for (int i = 0; i < N; i++)
    { q[i].x = p[i].x * s; q[i].y = p[i].y * s + 1.0f; q[i].z = p[i].z * s - 2.0f; }
}
int main (int argc, char **argv)
{
  long reps = atol (argv[1]);
  vec3 p[N], q[N]; float out[N];
  for (int i = 0; i < N; i++) { p[i].x = i; p[i].y = i * 0.5f; p[i].z = 1.0f / (i + 1); }
  float acc = 0;
  struct timespec a, b;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &a);
  for (long r = 0; r < reps; r++) { norm2 (p, out); acc += out[N - 1]; }
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &b);
  double t1 = (b.tv_sec - a.tv_sec) + 1e-9 * (b.tv_nsec - a.tv_nsec);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &a);
  for (long r = 0; r < reps; r++) { scale (q, p, 1.0001f); acc += q[N - 1].z; p[0].x = q[1].x; }
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &b);
  double t2 = (b.tv_sec - a.tv_sec) + 1e-9 * (b.tv_nsec - a.tv_nsec);
  printf ("%.4f %.4f %g\n", t1, t2, acc);
}
