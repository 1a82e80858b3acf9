! Split layouts (PEEL) of a COMMON block's u and a module's q, whose
! fields are always named by constants: the program gives the results of
! its copy without a layout (HYPERLANE_UNIT), bit for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->PEEL(m,1)->PEEL(m,2);q(f,i)->INTERCHANGE(f,i)->PEEL(f,-1)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
#include "layout-peel.inc"
