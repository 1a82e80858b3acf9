/* Groups wider than a permutation sequence covers (stride > 64) are
   planned element by element (plan/elementwise-access.h) and weighed
   against the scalar loop GCC 12 leaves there ("not falling back to
   elementwise accesses"): BT's block forming (stride 75 stores) does not
   weigh less, and is then taken in record lanes (VF 1, record-lanes.c);
   the column walk (stride 320 loads, a division per iteration) is taken
   element by element.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-dump=details" } */

#define TYPE double
#include "vect-elementwise.h"

/* { dg-final { scan-tree-dump "loop \[0-9\]+: cost: 6 strided groups, .*: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less" "hyperlane" } } */
/* { dg-final { scan-tree-dump "vect-elementwise.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 1 \\(avx2\\), 6 strided groups" "hyperlane" } } */
/* { dg-final { scan-tree-dump "element by element \\(stride 75: no permutation sequence\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "vect-elementwise.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 4 \\(avx2\\), 2 strided groups, 23 permutes per vector iteration \\(GCC plan: none\\)" "hyperlane" } } */
/* Each lane's scalar, one vector constructor per field.  */
/* { dg-final { scan-tree-dump "v1 = load x1 g0\\+320\n  v2 = load x1 g0\\+640\n  v3 = load x1 g0\\+960\n  v4 = concat x4 v0 v1 v2 v3" "hyperlane" } } */
/* { dg-final { scan-tree-dump "weight with stores 125 \\(GCC's scalar loop: 140\\): profitable" "hyperlane" } } */
/* No permutation sequence is no longer a reason.  */
/* { dg-final { scan-tree-dump-not "no permutation sequence for a strided" "hyperlane" } } */
