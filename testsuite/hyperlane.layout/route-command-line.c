/* The command-line route: the same spec language without source edits
   (several specs separated by ';').  */
/* { dg-do run } */
/* { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout=u[i][j][k][m]->PEEL(m,1)->PEEL(m,2);rhs[i][j][k][m]->INTERCHANGE(m,k)->INTERCHANGE(m,j)->INTERCHANGE(m,i) -fdump-tree-hyperlane-layout} } */

#include "tzetar.h"

/* { dg-final { scan-tree-dump "new piece u.hl2: double\\\[3\\\]\\\[5\\\]\\\[13\\\]\\\[2\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece rhs: double\\\[5\\\]\\\[3\\\]\\\[5\\\]\\\[13\\\]" "hyperlane-layout" } } */
