/* The contiguous loop of vect-contig.h with -march=x86-64-v4, where GCC 12
   prefers 256-bit vectors unless told otherwise: VF 16 with
   -mprefer-vector-width=512.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-contig.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "hyperlane" } } */
