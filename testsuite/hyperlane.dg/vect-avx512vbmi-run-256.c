/* vect-avx512vbmi-run.h with 256-bit vectors and AVX-512VL, BW and VBMI
   (the "avx512vl" table, as -march=icelake-server chooses).  */
/* { dg-do compile } */
/* { dg-do run { target { x86_64_v4_runtime && avx512vbmi_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mavx512vbmi -mprefer-vector-width=256 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-avx512vbmi-run.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF \[0-9\]+ \\(avx512vl\\)" 6 "hyperlane" } } */
