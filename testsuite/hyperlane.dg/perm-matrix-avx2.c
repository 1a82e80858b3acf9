/* Deinterleave (whole and partial groups) and interleave of every stride
   2-8 and element size 1-8 with -march=haswell, bit-exact against scalar code.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "perm-matrix.h"

/* 6 element types x 6 strides x 4 kernels.  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 144 "hyperlane" } } */
