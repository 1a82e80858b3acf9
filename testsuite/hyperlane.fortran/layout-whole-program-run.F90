! -fwhole-program makes COMMON blocks local before the layout pass runs:
! the pass tells a block from an EQUIVALENCE union by gfortran's names
! (an EQUIVALENCE union is artificial), not by its visibility, so the
! full SoA of layout-soa-run.F90 applies (a refusal would warn), and
! the program gives the results of its copy without a layout, bit for
! bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fwhole-program -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
#include "layout-fields.inc"
