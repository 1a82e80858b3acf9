/* AoS loops give the scalar reference's results with -msse4.2.  */
/* { dg-do run } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off" } */
/* { dg-require-effective-target sse4_runtime } */

#include "aos-run.h"
