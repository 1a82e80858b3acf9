/* By default a function with loops keeps one body, with a remark that
   names the option that versions it; a loop-free one with an index that
   is a parameter gets its second body.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopt-info-vec-optimized-missed" } */

#include "param-versioning-loops.h"
DEFINE_LOOP_KERNELS (, )	/* { dg-message "pointer parameters not versioned: the function has loops \\(-fplugin-arg-hyperlane-alias-versioning=loops versions such functions too\\)" } */
/* { dg-message "function versioned for disjoint pointer parameters 'a' and 'b'" "indexed" { target *-*-* } .-1 } */
/* { dg-bogus "parameters 'tv', 'd' and 'vv'" "blocks" { target *-*-* } .-2 } */
