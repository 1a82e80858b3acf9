/* Deinterleave (whole and partial groups) and interleave of every stride
   2-8 and element size 1-8 on NEON, run under qemu, bit-exact against
   scalar code.  Strides 2-4 use ld2-ld4/st2-st4.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/perm-matrix.h"

/* 6 element types x 6 strides x 4 kernels.  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 144 "hyperlane" } } */
