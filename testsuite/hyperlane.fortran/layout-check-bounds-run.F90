! -fcheck=bounds evaluates each subscript into a temporary, tests it and
! indexes with it: the layout pass reads the temporary's assignment, so
! the full SoA of layout-soa-run.F90 applies under the checks too (no
! warning), and the program gives the results of its copy without a
! layout, bit for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fcheck=bounds -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j)} }
! { dg-additional-unit "-O3 -ffp-contract=off -fcheck=bounds" }
#include "layout-fields.inc"
