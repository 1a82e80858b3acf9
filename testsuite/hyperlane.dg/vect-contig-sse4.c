/* The contiguous loop of vect-contig.h at VF 4 (SSE4.2).  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-contig.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" "hyperlane" } } */
