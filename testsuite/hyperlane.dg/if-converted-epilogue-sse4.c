/* if-converted-epilogue.h at sse4, with the plugin forced on
   (cost=always): loops whose if-converted masked loads or conditional
   operations only the code after the loop needs are left to GCC (the
   scalar epilogue could not run them), without an ICE, and every loop
   computes what the scalar loop computes.  */
/* { dg-do run } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target sse4_runtime } */

#include "if-converted-epilogue.h"
