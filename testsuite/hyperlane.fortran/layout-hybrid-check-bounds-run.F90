! layout-hybrid-run.F90 under -fcheck=bounds: gfortran tests each
! subscript and calls a runtime error that does not return, so the loops
! over i also leave through those calls.  They are still strip-mined
! (docs/layout.md §6; layout-hybrid-check-bounds.F90 counts them), and
! the program gives the results of its copy without a layout, bit for
! bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fcheck=bounds -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);r(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);q(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii)} }
! { dg-additional-unit "-O3 -ffp-contract=off -fcheck=bounds" }
! { dg-prune-output "keep a division" }
#include "layout-fields.inc"
