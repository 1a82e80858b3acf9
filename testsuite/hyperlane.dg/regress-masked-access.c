/* If-converted loops carry masked loads and stores (.MASK_LOAD and
   .MASK_STORE internal calls); hyperlane used to crash reading them as
   assignments.  It must leave them to GCC.  From GCC's pr32243.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec-missed" } */

int temp[4096];

void
f (int count, char val, const char *mask)
{
  for (int i = 0; i < count; i++)
    if (mask[i])
      temp[i] = (temp[i] & 0xffffff) | val;	/* { dg-message "hyperlane: loop left to GCC: masked or conditional memory access" } */
}
