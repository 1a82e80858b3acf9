/* The limits of TSVC_2's loops hyperlane takes (scripts/experiments/tsvc-limits/run.sh):
   each loop as TSVC writes it, and the same computation with data laid out
   so that no permute is needed (or the same stores without permutes).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define LEN_1D 32000
#define LEN_2D 256
typedef float real_t;
__attribute__((aligned(64))) real_t a[LEN_1D], b[LEN_1D], c[LEN_1D], d[LEN_1D];
__attribute__((aligned(64))) real_t ah[LEN_1D/2], be[LEN_1D/2], ce[LEN_1D/2];
__attribute__((aligned(64))) real_t aa[LEN_2D][LEN_2D], bb[LEN_2D][LEN_2D], cc[LEN_2D][LEN_2D];
__attribute__((aligned(64))) real_t ad[LEN_2D], bd[LEN_2D], cd[LEN_2D];
void sink (void *);

__attribute__((noipa)) void s1111 (void) {
  for (int i = 0; i < LEN_1D/2; i++)
    a[2*i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i];
}
__attribute__((noipa)) void s1111_limit (void) {
  for (int i = 0; i < LEN_1D/2; i++)
    ah[i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i];
}
__attribute__((aligned(64))) real_t a2[LEN_1D/2];
__attribute__((noipa)) void s1111_same_stores (void) {
  for (int i = 0; i < LEN_1D/2; i++) {
    real_t t = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i];
    ah[i] = t; a2[i] = t;
  }
}
__attribute__((noipa)) void s128 (void) {
  int j = -1, k;
  for (int i = 0; i < LEN_1D/2; i++) {
    k = j + 1; a[i] = b[k] - d[i]; j = k + 1; b[k] = a[i] + c[k];
  }
}
__attribute__((noipa)) void s128_limit (void) {
  for (int i = 0; i < LEN_1D/2; i++) {
    a[i] = be[i] - d[i]; be[i] = a[i] + ce[i];
  }
}
__attribute__((noipa)) void s2101 (void) {
  for (int i = 0; i < LEN_2D; i++)
    aa[i][i] += bb[i][i] * cc[i][i];
}
__attribute__((noipa)) void s2101_limit (void) {
  for (int i = 0; i < LEN_2D; i++)
    ad[i] += bd[i] * cd[i];
}
static double cpu (void) { struct timespec t; clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
#define TIME(f, reps) do { double best = 1e9; for (int r = 0; r < 5; r++) { double t0 = cpu (); for (int n = 0; n < reps; n++) { f (); sink (a); } double t = cpu () - t0; if (t < best) best = t; } printf ("%s %.6f\n", #f, best); } while (0)
int main (void) {
  for (int i = 0; i < LEN_1D; i++) a[i] = b[i] = c[i] = d[i] = 1.0f / (i + 1);
  for (int i = 0; i < LEN_1D/2; i++) ah[i] = be[i] = ce[i] = 0.5f;
  TIME (s1111, 20000); TIME (s1111_limit, 20000); TIME (s1111_same_stores, 20000);
  TIME (s128, 20000); TIME (s128_limit, 20000);
  TIME (s2101, 1000000); TIME (s2101_limit, 1000000);
  return 0;
}
