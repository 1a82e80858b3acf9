/* A record spec is not taken from a pragma: under -flto it acts at the
   link, which sees no pragma.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct particle { float x, v; };
#pragma array_transform struct particle -> SOA /* { dg-error "a 'struct' layout spec is given on the command line or in a layout file, not in a pragma" } */

int heap_pragma;
