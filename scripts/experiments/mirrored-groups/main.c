/* Driver of kernels.c: without arguments, a hash of each kernel's output
   for n = 0..69 and N (compared with the -O0 build); with REPS [KERNEL],
   the CPU time of REPS calls at n = N.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "kernels.h"
#define N 4099
static unsigned char src[N * 64], dst[N * 64];
static unsigned long long hash (const unsigned char *p, size_t n)
{ unsigned long long h = 1469598103934665603ull; for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull; return h; }
int main (int argc, char **argv)
{
  int reps = argc > 1 ? atoi (argv[1]) : 0;
  const char *only = argc > 2 ? argv[2] : 0;
  for (size_t i = 0; i < sizeof src; i++) src[i] = (unsigned char) (i * 7 + (i >> 5));
  for (size_t i = 0; i < sizeof src / 4; i++) ((float *) src)[i] = (float) (i % 1000) * 0.37f - 20.0f;
#define RUN(name) \
  if (!only || !strcmp (only, #name)) { \
    for (int n = 0; n < 70; n++) { memset (dst, 0, sizeof dst); name ((void *) dst, (void *) src, n); \
      if (!reps) printf (#name " n=%d %016llx\n", n, hash (dst, sizeof dst / 8)); } \
    memset (dst, 0, sizeof dst); name ((void *) dst, (void *) src, N); \
    if (!reps) printf (#name " n=N %016llx\n", hash (dst, sizeof dst)); \
    clock_t t0 = clock (); for (int r = 0; r < reps; r++) { name ((void *) dst, (void *) (src + (r & 1) * 0), N); __asm__ volatile ("" ::: "memory"); } \
    if (reps) printf ("%-14s %.4f\n", #name, (double) (clock () - t0) / CLOCKS_PER_SEC); }
  KERNELS(RUN)
  return 0;
}
