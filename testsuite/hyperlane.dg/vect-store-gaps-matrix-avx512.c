/* vect-store-gaps-matrix.h with -march=x86-64-v4, the gaps written back where
   -fallow-store-data-races and the costs choose it, every plan taken.  */
/* { dg-do compile } */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fallow-store-data-races -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "vect-store-gaps-matrix.h"
