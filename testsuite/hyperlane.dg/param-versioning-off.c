/* alias-versioning=off keeps every function's one body.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-alias-versioning=off -fopt-info-vec-optimized" } */

#include "param-versioning.h"
DEFINE_KERNELS (, )	/* { dg-bogus "function versioned" } */
