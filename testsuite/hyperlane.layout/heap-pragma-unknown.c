/* A pragma's record spec names what the translation unit has: a
   structure tag it defines (before or after the pragma), a global or
   static pointer to a structure.  Else an error at the pragma.  A
   pointer spec resolved to a type with another layout: a conflict.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwhole-program" } */

#pragma array_transform struct nosuch -> SOA /* { dg-error "'#pragma array_transform' names 'struct nosuch', which this translation unit does not define" } */
struct declared_only;
#pragma array_transform struct declared_only -> SOA /* { dg-error "names 'struct declared_only', which this translation unit does not define" } */
#pragma array_transform struct later -> SOA /* { dg-message "note: the earlier layout of 'struct later' is here" } */

int *ip;
struct later *lp;
#pragma array_transform *ip -> SOA /* { dg-error "'#pragma array_transform \\*ip' names no structure type: 'ip' is not a pointer to a named structure type" } */
#pragma array_transform *novar -> SOA /* { dg-error "'#pragma array_transform \\*novar' names no structure type: the program keeps no global or static variable 'novar'" } */
#pragma array_transform *lp -> AOSOA(8) /* { dg-error "conflicting layouts for 'struct later': '\\*lp -> AOSOA\\(8\\)' here, but 'struct later -> SOA' before; give one layout \\(SOA or AOSOA\\(8\\)\\)" } */

struct later { float x; };

int
main (void)
{
  ip = 0;
  lp = 0;
  return 0;
}
