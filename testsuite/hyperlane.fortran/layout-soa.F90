! Full SoA of a COMMON block's u and r and of a module's q, in Fortran
! form: the rewritten references in the dump (layout-soa-run.F90 runs it).
! { dg-do compile }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j) -fdump-tree-hyperlane-layout-details} }
#include "layout-fields.inc"
! { dg-final { scan-tree-dump "old type: real\\(kind=8\\)\\(1:5,0:39,0:4\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[5\\\]\\\[5\\\]\\\[40\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece r: real\\(kind=8\\)\\\[5\\\]\\\[5\\\]\\\[40\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece q: real\\(kind=8\\)\\\[5\\\]\\\[5\\\]\\\[37\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote cblk.u\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[5\\\]\\\[5\\\]\\\[40\\\]> \\\[\\(real\\(kind=8\\) \\*\\)&cblk\\\]\\\[D.\[0-9\]+\\\]\\\[j\\\]\\\[i\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote cblk.r\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[5\\\]\\\[5\\\]\\\[40\\\]> \\\[\\(real\\(kind=8\\) \\*\\)&cblk \\+ 8000B\\\]" "hyperlane-layout" } }
