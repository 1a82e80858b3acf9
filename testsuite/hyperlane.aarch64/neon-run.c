/* AoS loops built for armv8-a (NEON) give the scalar reference's results
   under qemu-aarch64.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8-a -ffp-contract=off" } */

#include "../hyperlane.dg/aos-run.h"
