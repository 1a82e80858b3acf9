! Hybrid SoA (STRIP_MINE + INTERCHANGE) of a module's allocatable
! u(5, 0:38, 0:4), whose 39 points of i do not fill the tiles of 4 (the
! ALLOCATE allocates the larger layout), and a PAD of a local
! allocatable w(5, 0:38): the program gives the results of its copy
! without a layout, bit for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);w(m,i)->PAD(m,2)->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii)} }
! { dg-additional-unit "-O3 -ffp-contract=off" }
#include "layout-alloc.inc"
