/* Shared body of the vect-contig-*.c tests: a contiguous loop over pointer
   parameters, forced through hyperlane, run for trip counts around every
   vector length, misaligned bases and overlapping arguments (both outcomes
   of the runtime alias check), against a scalar reference.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

__attribute__ ((noipa)) void
kernel (float *a, const float *b, const float *c, float k, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = (b[i] - c[i]) * b[i] + k;
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (float *a, const float *b, const float *c, float k, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = (b[i] - c[i]) * b[i] + k;
}

static float mem[4 * MAXN], ref[4 * MAXN];

static void
fill (float *m)
{
  for (int i = 0; i < 4 * MAXN; i++)
    m[i] = (float) ((i * 37) % 101) * 0.25f - 7.0f;
}

int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17,
				31, 32, 33, 63, 64, 65, 250 };
  /* Offsets of a, b, c inside MEM: disjoint, misaligned, and overlapping
     so that a store feeds a later load (and the other way round).  */
  static const int layouts[][3] = {
    { 0, MAXN, 2 * MAXN }, { 1, MAXN + 3, 2 * MAXN + 5 },
    { 1, 0, 2 * MAXN }, { 0, 1, 2 * MAXN }, { 5, 5, 2 * MAXN },
    { MAXN, 2 * MAXN, MAXN + 8 }
  };
  for (unsigned l = 0; l < sizeof layouts / sizeof layouts[0]; l++)
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
      {
	fill (mem);
	fill (ref);
	const int *o = layouts[l];
	kernel (mem + o[0], mem + o[1], mem + o[2], 0.5f, counts[c]);
	reference (ref + o[0], ref + o[1], ref + o[2], 0.5f, counts[c]);
	if (memcmp (mem, ref, sizeof mem) != 0)
	  abort ();
      }
  return 0;
}
