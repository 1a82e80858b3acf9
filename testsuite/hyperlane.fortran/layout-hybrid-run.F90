! Hybrid SoA (STRIP_MINE then INTERCHANGE) of a COMMON block's u and r
! and of a module's q, whose i dimension (37) the tile does not divide:
! the program gives the results of its copy without a layout, bit for bit,
! and the loops over i are strip-mined.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);r(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);q(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
! { dg-prune-output "keep a division" }
#include "layout-fields.inc"
