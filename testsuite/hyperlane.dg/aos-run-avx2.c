/* AoS loops give the scalar reference's results with -march=haswell.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "aos-run.h"
