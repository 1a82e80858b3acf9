! Loops over arrays of derived types (derived-types.inc), every one taken
! (cost=always), give the checksum of the same loops compiled at -O0 bit
! for bit.
! { dg-do run }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fopt-info-vec" }
! { dg-additional-unit "-O0 -ffp-contract=off" }
! { dg-require-effective-target avx2_runtime }

#ifdef HYPERLANE_UNIT
#define KINDS kinds_ref
#define RUN_ALL run_all_ref
#else
#define KINDS kinds
#define RUN_ALL run_all
#endif

#include "derived-types.inc"

#ifndef HYPERLANE_UNIT
program derived_types_run
  implicit none
  real(8) :: got, want
  call run_all(got)
  call run_all_ref(want)
  if (transfer(got, 0_8) /= transfer(want, 0_8)) stop 1
end program derived_types_run
#endif

! { dg-message "loop vectorized by hyperlane" "drift" { target *-*-* } 41 }
! { dg-message "loop vectorized by hyperlane" "gray" { target *-*-* } 55 }
! { dg-message "loop vectorized by hyperlane" "rotate" { target *-*-* } 64 }
! { dg-message "loop vectorized by hyperlane" "mix" { target *-*-* } 75 }
! { dg-message "loop vectorized by hyperlane" "step" { target *-*-* } 85 }
! { dg-message "loop vectorized by hyperlane" "step_inner" { target *-*-* } 95 }
! { dg-message "loop vectorized by hyperlane" "nested" { target *-*-* } 105 }
! { dg-message "loop vectorized by hyperlane" "bound" { target *-*-* } 115 }
! { dg-message "loop vectorized by hyperlane" "reverse" { target *-*-* } 125 }
