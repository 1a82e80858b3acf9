/* Without a whole-program view the layout of heap records is refused,
   with a warning that says which flags give one.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout" } */
/* { dg-warning "layout of .struct particle. needs a whole-program view: add -flto -flto-partition=one to the compile and link commands \\(or -fwhole-program for a program of one translation unit\\)" "" { target *-*-* } 0 } */

#include <stdlib.h>

struct particle { float x, v; };

struct particle *
make (int n)
{
  struct particle *p = malloc (n * sizeof *p);
  for (int i = 0; p && i < n; i++)
    p[i].x = p[i].v = 0;
  return p;
}
