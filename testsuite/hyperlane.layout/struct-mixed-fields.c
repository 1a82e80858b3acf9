/* A structure of mixed field types is split into one array per field,
   named after the fields.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#include <stdlib.h>

struct particle { float x; double mass; int id; short tag; };
static struct particle P[100], Q[100];
static double E[100], F[100];
#pragma array_transform P[i][f] -> INTERCHANGE(i, f)

int
main (void)
{
  for (int i = 0; i < 100; i++)
    {
      P[i].x = Q[i].x = i * 0.5f;
      P[i].mass = Q[i].mass = 1.0 + i;
      P[i].id = Q[i].id = 3 * i - 7;
      P[i].tag = Q[i].tag = (short) (i & 3);
    }
  for (int i = 0; i < 100; i++)
    E[i] = P[i].x * P[i].mass + P[i].id - P[i].tag;
  for (int i = 0; i < 100; i++)
    F[i] = Q[i].x * Q[i].mass + Q[i].id - Q[i].tag;
  for (int i = 0; i < 100; i++)
    if (E[i] != F[i])
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "new piece P: float\\\[100\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece P.mass: double\\\[100\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece P.id: int\\\[100\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece P.tag: short int\\\[100\\\]" "hyperlane-layout" } } */
