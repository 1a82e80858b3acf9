/* GCC 12's -O2 vectorizes under -fvect-cost-model=very-cheap: no runtime
   alias check and no scalar epilogue beside a vector loop.  Hyperlane keeps
   to the same bargain, and says which of the two it would have needed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=haswell -ffp-contract=off -fopt-info-vec-optimized-missed" } */

#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane" "nothing beside the vector loop" { target *-*-* } 14 } */
/* { dg-message "loop left to GCC: a scalar epilogue would stay beside the vector loop of VF 8 \\(the iteration count is known only at run time\\), which -fvect-cost-model=very-cheap \\(GCC 12's default at -O2\\) does not allow: -fvect-cost-model=cheap or -O3 allows it" "count known at run time" { target *-*-* } 26 } */
/* { dg-message "loop left to GCC: a scalar epilogue would stay beside the vector loop of VF 8 \\(the iteration count is not a multiple of the vectorization factor\\)" "odd count" { target *-*-* } 38 } */
/* { dg-message "loop left to GCC: the vector loop needs 1 runtime alias check, which -fvect-cost-model=very-cheap \\(GCC 12's default at -O2\\) does not allow: -fvect-cost-model=cheap or -O3 allows it" "one check" { target *-*-* } 50 } */
/* { dg-message "loop left to GCC: the vector loop needs 3 runtime alias checks, which -fvect-cost-model=very-cheap \\(GCC 12's default at -O2\\) does not allow: -fvect-cost-model=cheap or -O3 allows them" "three checks" { target *-*-* } 64 } */
/* { dg-message "loop left to GCC: a scalar epilogue would stay beside the vector loop of VF 8 \\(a value live after the loop is computed by its last scalar iteration\\)" "live value" { target *-*-* } 78 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed:" } */
