/* vect-store-gaps-matrix.h with -mavx2 -mfma, the gaps written back where
   -fallow-store-data-races and the costs choose it, every plan taken.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -mavx2 -mfma -ffp-contract=off -fallow-store-data-races -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "vect-store-gaps-matrix.h"
