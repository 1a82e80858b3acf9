/* The copy of a strip-mined loop that runs whole tiles counts exactly
   TILE iterations; GCC's niter analysis took that for a fact and warned
   at the user's line that an iteration "invokes undefined behavior"
   (-Waggressive-loop-optimizations) where c[l + 2] would leave c before
   the tile's end -- which the copy never reaches, as no range here holds
   a whole tile.  The program without the layout gets no warning, and now
   neither does this one.  Found by a fuzzer of C layouts.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout-details" } */

static double c[8][7];
static float q[8][3];
#pragma array_transform q[j][z] -> STRIP_MINE(j, 8, jj)

void use (double);

double
kern (int lo, int hi)
{
  double acc = 0.0;
  for (int l = lo; l < hi; ++l)
    {
      acc += c[l + 2][l + 1];
      for (int i = 0; i < 3; i++)
	use (q[l][i]);
    }
  return acc;
}

void
set (int j, int z, float v, double w)
{
  q[j][z] = v;
  c[j][z] = w;
}

/* { dg-final { scan-tree-dump "strip-mined loop \[0-9\]+ by 8" "hyperlane-layout" } } */
