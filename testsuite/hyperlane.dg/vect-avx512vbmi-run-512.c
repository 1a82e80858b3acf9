/* vect-avx512vbmi-run.h with 512-bit vectors and VBMI (the "avx512vbmi"
   table).  */
/* { dg-do compile } */
/* { dg-do run { target { x86_64_v4_runtime && avx512vbmi_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mavx512vbmi -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-avx512vbmi-run.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF \[0-9\]+ \\(avx512vbmi\\)" 6 "hyperlane" } } */
