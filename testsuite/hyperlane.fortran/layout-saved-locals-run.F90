! -fno-automatic keeps every local between calls (SAVE): the DO loops'
! counters are loaded from memory before each use, and the layout pass
! takes such a local as unchanged between the load and the reference
! when nothing stores to it or calls anything in between.  The full SoA
! of layout-soa-run.F90 applies (a refusal would warn), and the program
! gives the results of its copy without a layout, bit for bit.
! { dg-do run }
! { dg-options {-O3 -ffp-contract=off -fno-automatic -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j)} }
! { dg-additional-unit "-O3 -ffp-contract=off -fno-automatic" }
#include "layout-fields.inc"
