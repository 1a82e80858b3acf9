/* The layout-file route: specs one per line with comments.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-file=@srcdir@/tzetar.layout -fdump-tree-hyperlane-layout" } */

#include "tzetar.h"

/* { dg-final { scan-tree-dump "new piece u: double\\\[3\\\]\\\[5\\\]\\\[4\\\]\\\[5\\\]\\\[4\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece rhs.hl2: double\\\[3\\\]\\\[5\\\]\\\[13\\\]" "hyperlane-layout" } } */
