! Full SoA of a COMMON block's u and r and of a module's q, in Fortran
! form: the program gives the results of its copy without a layout, bit
! for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
#include "layout-fields.inc"
