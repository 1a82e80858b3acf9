! Full SoA of a module's allocatable u(5, 0:38, 0:4) and of a local
! allocatable w(5, 0:38), allocated with constant bounds: the program
! gives the results of its copy without a layout, bit for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);w(m,i)->INTERCHANGE(m,i)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
#include "layout-alloc.inc"
