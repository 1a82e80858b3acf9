/* Shifts by counts computed in the loop in a type of another size (an int
   count of a uint64_t, an int64_t count of an int16_t pair): the count is
   converted to the shifted value's lane size, so the loops vectorize
   (AVX2 has variable vector shifts) and equal the scalar ones.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>
#define K(NAME, ATTR) \
ATTR void NAME##_a (int n, uint64_t *restrict x, const int *restrict c) { for (int i = 0; i < n; i++) x[i] = x[i] << (c[i] & 63); } \
ATTR void NAME##_b (int n, uint8_t *restrict x, const int *restrict c) { for (int i = 0; i < n; i++) x[i] = (uint8_t) (x[i] >> (c[i] & 7)); } \
ATTR void NAME##_c (int n, int16_t *restrict x, const int64_t *restrict c) { for (int i = 0; i < n; i++) x[i] = (int16_t) (x[2*i] << (c[i] & 15)) + x[2*i+1]; }
K (v, __attribute__ ((noipa)))
K (r, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))
uint64_t xa[300], ya[300]; uint8_t xb[300], yb[300]; int16_t xc[600], yc[600]; int ca[300]; int64_t cc[300];
__attribute__ ((optimize ("no-tree-vectorize"))) int main (void) {
  for (int n = 0; n < 300; n += 13) {
    for (int i = 0; i < 300; i++) { xa[i] = ya[i] = i * 0x9E3779B97F4A7C15ull; xb[i] = yb[i] = i * 37; ca[i] = i * 7 - 100; cc[i] = i * 5; }
    for (int i = 0; i < 600; i++) xc[i] = yc[i] = i * 91 - 3000;
    v_a (n, xa, ca); r_a (n, ya, ca); v_b (n, xb, ca); r_b (n, yb, ca); v_c (n, xc, cc); r_c (n, yc, cc);
    for (int i = 0; i < 300; i++) if (xa[i] != ya[i] || xb[i] != yb[i]) abort ();
    for (int i = 0; i < 600; i++) if (xc[i] != yc[i]) abort ();
  }
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "operands of an operation have different sizes" "hyperlane" } } */
