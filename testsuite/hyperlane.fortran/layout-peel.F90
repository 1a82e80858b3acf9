! Split layouts (PEEL) of a COMMON block's u and a module's q: the pieces and
! the rewritten references in the dump (layout-peel-run.F90 runs it).
! { dg-do compile }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fdump-tree-hyperlane-layout-details -fplugin-arg-hyperlane-layout=u(m,i)->PEEL(m,1)->PEEL(m,2);q(f,i)->INTERCHANGE(f,i)->PEEL(f,-1)} }
#include "layout-peel.inc"
! { dg-final { scan-tree-dump "new piece u: real\\(kind=8\\)\\\[50\\\] \\(m in \\\[0, 1\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece u.hl1: real\\(kind=8\\)\\\[50\\\]\\\[2\\\] \\(m in \\\[1, 3\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "new piece q.hl1: real\\(kind=8\\)\\\[50\\\] \\(f in \\\[2, 3\\)\\)" "hyperlane-layout" } }
! { dg-final { scan-tree-dump "rewrote cp.u\\\[_\[0-9\]+\\\] -> MEM <real\\(kind=8\\)\\\[50\\\]\\\[2\\\]> \\\[\\(real\\(kind=8\\) \\*\\)&cp \\+ 400B\\\]\\\[i\\\]\\\[1\\\]" "hyperlane-layout" } }
