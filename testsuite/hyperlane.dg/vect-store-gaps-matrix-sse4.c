/* vect-store-gaps-matrix.h with -msse4.2, the gaps written back where
   -fallow-store-data-races and the costs choose it, every plan taken.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fallow-store-data-races -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "vect-store-gaps-matrix.h"
