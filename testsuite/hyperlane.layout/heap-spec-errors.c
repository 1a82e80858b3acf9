/* Bad record specs are errors at the spec.  */
/* { dg-do compile } */
/* { dg-options {-O2 "-fplugin-arg-hyperlane-layout=struct particle -> AOS" "-fplugin-arg-hyperlane-layout=struct particle -> AOSOA(0)" "-fplugin-arg-hyperlane-layout=struct particle -> AOSOA(8" "-fplugin-arg-hyperlane-layout=struct particle -> SOA -> PAD(i, 1)" "-fplugin-arg-hyperlane-layout=heap.c:struct particle -> SOA"} } */
/* { dg-error "unknown structure layout 'AOS'; expected SOA or AOSOA\\(T\\)" "" { target *-*-* } 0 } */
/* { dg-error "AOSOA block size must be positive" "" { target *-*-* } 0 } */
/* { dg-error "expected '\\)' to close AOSOA, found end of spec" "" { target *-*-* } 0 } */
/* { dg-error "a structure layout takes no further actions" "" { target *-*-* } 0 } */
/* { dg-error "a 'struct' layout spec applies to the whole program and takes no FILE: scope" "" { target *-*-* } 0 } */

int heap_spec_errors;
