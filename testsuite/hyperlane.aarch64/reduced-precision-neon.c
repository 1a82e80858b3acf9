/* reduced-precision.h on NEON (run under qemu), with the plugin forced
   on: _Bool groups left to GCC without an ICE, results as the scalar
   loop's.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "../hyperlane.dg/reduced-precision.h"
