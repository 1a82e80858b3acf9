/* The same -march with -mtune=znver3, where a VEX masked store is
   microcode (about 12 cycles; llvm-mca -mcpu=znver3): the masked stores
   weigh on the plan, the classic plan (whole-vector stores after
   permutes) wins, and no vmaskmovps is left.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -mtune=znver3 -ffp-contract=off -fdump-tree-hyperlane-details" } */

#include "vect-cost-mtune.h"

/* { dg-final { scan-tree-dump "lane plan \\(classic\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop vectorized by hyperlane" "hyperlane" } } */
/* { dg-final { scan-assembler-not {\tvmaskmovps\t} } } */
