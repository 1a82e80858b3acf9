/* -flto with several partitions: no partition sees the whole program,
   and the layout of heap records is refused in each, with a warning that
   names -flto-partition=one.  */
/* { dg-do link } */
/* { dg-options "-O2 -flto -flto-partition=max -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout" } */
/* { dg-warning "layout of .struct particle. needs a whole-program view: the link split the program into several partitions: add -flto-partition=one to the link command" "" { target *-*-* } 0 } */
/* { dg-prune-output "using serial compilation" } */

#include <stdlib.h>

struct particle { float x, v; };

__attribute__ ((noinline)) static void
step (struct particle *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i].x += p[i].v;
}

int
main (int argc, char **argv)
{
  int n = 10 + argc;
  struct particle *p = calloc (n, sizeof *p);
  if (!p)
    return 1;
  step (p, n);
  int r = p[1].x != 0;
  free (p);
  return r;
}
