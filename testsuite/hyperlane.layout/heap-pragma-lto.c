/* Under -flto the compile stops before the relayout pass and lto1 never
   sees the pragma: a warning at the pragma says where the spec goes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -flto" } */

struct particle { float x, v; };
#pragma array_transform struct particle -> SOA /* { dg-warning "'#pragma array_transform struct particle -> SOA' takes effect only under -fwhole-program: with -flto, give the spec on the link command \\(-fplugin-arg-hyperlane-layout='struct particle -> SOA'\\)" } */
#pragma array_transform *pp -> AOSOA(8) /* { dg-warning "'#pragma array_transform \\*pp -> AOSOA\\(8\\)' takes effect only under -fwhole-program" } */

struct particle *pp;
