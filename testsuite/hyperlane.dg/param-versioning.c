/* Loop-free functions that load and store through several pointer
   parameters get a second body, entered when the parameters' byte
   ranges are disjoint, whose accesses are independent: GCC keeps the
   values in registers across the stores there.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-alias-details -fdump-tree-optimized-alias" } */

#include "param-versioning.h"
DEFINE_KERNELS (, )	/* { dg-message "function versioned for disjoint pointer parameters 'a', 'v' and 'b': 20 loads repeated" } */
/* { dg-message "parameters 'lhs', 'c' and 'r'" "eliminate" { target *-*-* } 9 } */
/* { dg-message "parameters 'p' and 'q'" "shift" { target *-*-* } 9 } */
/* { dg-message "parameters 'a', 'b' and 'tag'" "mix" { target *-*-* } 9 } */

/* The check compares the written ranges: b (40 bytes) against a (200)
   and v (40); a and v are only read.  */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): 25 accesses, bytes \\\[0, 200\\)" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter b_\[0-9\]+\\(D\\): 10 accesses, bytes \\\[0, 40\\), written" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter p_\[0-9\]+\\(D\\): \[0-9\]+ accesses, bytes \\\[-4, 16\\), written" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-times "  versioned: " 4 "hyperlane-alias" } } */
/* The second bodies' accesses carry their clique to the end.  */
/* { dg-final { scan-tree-dump "clique 2 base 3\\\]" "optimized" } } */
