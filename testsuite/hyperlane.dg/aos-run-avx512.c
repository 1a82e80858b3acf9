/* AoS loops give the scalar reference's results with -march=x86-64-v4.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off" } */
/* { dg-require-effective-target avx512f_runtime } */
/* { dg-require-effective-target x86_64_v4_runtime } */

#include "aos-run.h"
