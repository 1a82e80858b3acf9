/* Shared body of the vect-invariant-load-*.c tests: loops that read
   values at a loop-invariant address through pointers their stores may
   alias -- per-field weights w[0..2], a struct's scale and bias -- which
   GCC's LIM cannot hoist.  hyperlane loads them once before the vector
   loop, as invariants, behind a runtime check that no store of the loop
   reaches them.  Run against the scalar loops for trip counts around the
   vector lengths, with the weights apart from the output, inside the
   output's range (the check fails: the scalar loop runs, reading what
   earlier iterations stored), and just past its end.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

struct affine { float scale, bias; };

#define WEIGHTS(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const float *a, float *o, const float *w)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[3 * i] = a[3 * i] * w[0];					\
	o[3 * i + 1] = a[3 * i + 1] * w[1];				\
	o[3 * i + 2] = a[3 * i + 2] * w[2];				\
      }									\
  }

#define AFFINE(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const int *a, int *o, const struct affine *p)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = a[2 * i + 1] * (int) p->scale;			\
	o[2 * i + 1] = a[2 * i] + (int) p->bias;			\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

WEIGHTS (weights, KERNEL)
WEIGHTS (weights_ref, SCALAR)
AFFINE (affine, KERNEL)
AFFINE (affine_ref, SCALAR)

static float fa[3 * MAXN + 8], fo[3 * MAXN + 16], fwant[3 * MAXN + 16];
static int ia[2 * MAXN + 8], io[2 * MAXN + 16], iwant[2 * MAXN + 16];

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 300 };
  static const float w[3] = { 0.5f, -3.0f, 7.25f };
  struct affine p = { 3.0f, -11.0f };
  for (int i = 0; i < 3 * MAXN + 8; i++)
    fa[i] = (float) ((i * 37) % 101) * 0.25f - 7.0f;
  for (int i = 0; i < 2 * MAXN + 8; i++)
    ia[i] = i * 12345 - 77777;
  for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
    for (int where = 0; where < 3; where++)
      {
	int n = counts[k];
	for (int i = 0; i < 3 * MAXN + 16; i++)
	  fo[i] = fwant[i] = (float) (i % 13) - 6.0f;
	/* The weights apart, inside the output (stored over by the loop),
	   or just past its last record.  */
	const float *fw = where == 0 ? w : where == 1 ? fo + 4 : fo + 3 * n;
	const float *fwr = where == 0 ? w : where == 1 ? fwant + 4
			   : fwant + 3 * n;
	weights (n, fa, fo, fw);
	weights_ref (n, fa, fwant, fwr);
	if (memcmp (fo, fwant, sizeof fo))
	  abort ();

	for (int i = 0; i < 2 * MAXN + 16; i++)
	  io[i] = iwant[i] = -i;
	const struct affine *pp
	  = where == 0 ? &p : (const struct affine *) (io + (where == 1 ? 2
								: 2 * n));
	const struct affine *ppr
	  = where == 0 ? &p : (const struct affine *) (iwant + (where == 1 ? 2
								 : 2 * n));
	if (where)
	  {
	    /* Small values, so the int converts to float and back
	       exactly either way.  */
	    for (int i = 0; i < 2 * MAXN + 16; i++)
	      io[i] = iwant[i] = 0;
	  }
	affine (n, ia, io, pp);
	affine_ref (n, ia, iwant, ppr);
	if (memcmp (io, iwant, sizeof io))
	  abort ();
      }
  return 0;
}
