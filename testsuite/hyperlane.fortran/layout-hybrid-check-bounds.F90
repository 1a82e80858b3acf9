! layout-hybrid.F90 under -fcheck=bounds: a failed test of a subscript
! calls a runtime error that does not return, an exit of the loop that
! ends the program, so the eight loops over i are strip-mined as without
! the option (they kept their division before; docs/layout.md §6).
! { dg-do compile }
! { dg-options {-O3 -ffp-contract=off -fcheck=bounds -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);r(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);q(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii) -fdump-tree-hyperlane-layout-details} }
! { dg-prune-output "keep a division" }
#include "layout-fields.inc"
! { dg-final { scan-tree-dump-times "strip-mined loop" 8 "hyperlane-layout" } }
! { dg-final { scan-tree-dump-not "not strip-mined" "hyperlane-layout" } }
