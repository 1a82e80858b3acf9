! Hybrid SoA (STRIP_MINE then INTERCHANGE) of a COMMON block's u and r
! and of a module's q, whose i dimension (37) the tile does not divide:
! the new types, the rewritten references and the strip-mined loops in
! the dump (layout-hybrid-run.F90 runs the program).
! { dg-do compile }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);r(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);q(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii) -fdump-tree-hyperlane-layout-details} }
! { dg-prune-output "keep a division" }
#include "layout-fields.inc"
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[5\\\]\\\[10\\\]\\\[5\\\]\\\[4\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece q: real\\(kind=8\\)\\\[5\\\]\\\[10\\\]\\\[5\\\]\\\[4\\\]" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote cblk.u\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[5\\\]\\\[10\\\]\\\[5\\\]\\\[4\\\]> \\\[\\(real\\(kind=8\\) \\*\\)&cblk\\\]\\\[j\\\]\\\[hl_tile" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "strip-mined loop" "hyperlane-layout" } }
