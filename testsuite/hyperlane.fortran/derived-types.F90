! Arrays of derived types are interleaved groups of their components:
! records of one kind, of mixed kinds with padding (a hole of 4 bytes is
! no field), with array components, nested types and BIND(C) types.
! { dg-do compile }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fopt-info-vec-all" }

#define KINDS kinds
#define RUN_ALL run_all
#include "derived-types.inc"

! { dg-message "interleaved load group: stride 6, 6 of 6 fields, 8-byte elements" "particle" { target *-*-* } 41 }
! { dg-message "interleaved store group: stride 6, 6 of 6 fields, 8-byte elements" "particle" { target *-*-* } 41 }
! { dg-message "interleaved load group: stride 3, 3 of 3 fields, 4-byte elements" "rgb" { target *-*-* } 55 }
! { dg-message "interleaved load group: stride 3, 2 of 3 fields, 8-byte elements" "mixed, 8-byte fields" { target *-*-* } 75 }
! { dg-message "interleaved load group: stride 6, 2 of 6 fields, 4-byte elements" "mixed, 4-byte fields" { target *-*-* } 75 }
! { dg-message "interleaved store group: stride 6, 3 of 6 fields, 4-byte elements" "array components" { target *-*-* } 85 }
! { dg-message "interleaved load group: stride 5, 4 of 5 fields, 4-byte elements" "nested types" { target *-*-* } 105 }
! { dg-message "interleaved store group: stride 2, 2 of 2 fields, 4-byte elements" "bind(c)" { target *-*-* } 115 }
! { dg-message "0 permutes per vector iteration" "component array in an inner loop" { target *-*-* } 95 }
! { dg-message "loop vectorized by hyperlane" "mirrored copy" { target *-*-* } 125 }
