/* -mtune=haswell: masked stores (vmaskmovps) are cheap; the particle
   update is planned in memory order with them.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fdump-tree-hyperlane-details" } */

#include "vect-cost-mtune.h"

/* { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "masked stores \[0-9\]+ of the pressure" "hyperlane" } } */
/* { dg-final { scan-assembler {\tvmaskmovps\t} } } */
