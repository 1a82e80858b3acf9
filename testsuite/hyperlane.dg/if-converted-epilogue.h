/* Shared body of the if-converted-epilogue-*.c tests: strided loops that
   GCC's if-conversion gives masked loads and stores (.MASK_LOAD,
   .MASK_STORE) or conditional operations (.COND_DIV) -- at a
   loop-invariant address, a contiguous one and a strided one -- whose
   values the strided stores do not need but the code after the loop does.
   The loop stays as the vector loop's scalar epilogue, where such a call
   has no expander (GCC 12 stopped in maybe_gen_insn): hyperlane leaves
   these loops to GCC.  Run against the scalar loops, once with a null
   pointer that the scalar loop never reads through.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 200

#define INVARIANT_LIVE_OUT(NAME, ATTR)					\
  ATTR float								\
  NAME (int n, const float *restrict a, float *restrict b,		\
	const float *restrict p)					\
  {									\
    float l = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	l = a[3 * i] > 0 ? 1.0f : *p;					\
	b[3 * i] = 2 * a[3 * i + 1];					\
	b[3 * i + 1] = a[3 * i + 2] + 1;				\
	b[3 * i + 2] = a[3 * i] - 3;					\
      }									\
    return l;								\
  }

#define CONTIG_LIVE_OUT(NAME, ATTR)					\
  ATTR int								\
  NAME (int n, const int *restrict a, int *restrict b,			\
	const int *restrict c)						\
  {									\
    int l = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	l = a[2 * i] > 0 ? c[i] : l;					\
	b[2 * i] = a[2 * i + 1] + 5;					\
	b[2 * i + 1] = a[2 * i] * 3;					\
      }									\
    return l;								\
  }

#define STRIDED_LIVE_OUT(NAME, ATTR)					\
  ATTR double								\
  NAME (int n, const double *restrict a, double *restrict b,		\
	const double *restrict c)					\
  {									\
    double l = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	l = a[3 * i] > 0 ? c[3 * i + 1] : -1.0;				\
	b[3 * i] = a[3 * i + 2];					\
	b[3 * i + 1] = a[3 * i];					\
	b[3 * i + 2] = a[3 * i + 1];					\
      }									\
    return l;								\
  }

#define DIVISION_LIVE_OUT(NAME, ATTR)					\
  ATTR int								\
  NAME (int n, const int *restrict a, int *restrict b)			\
  {									\
    int l = 0;								\
    for (int i = 0; i < n; i++)						\
      {									\
	l = a[3 * i] != 0 ? 1000 / a[3 * i] : 7;			\
	b[3 * i] = a[3 * i + 1] - 1;					\
	b[3 * i + 1] = a[3 * i + 2] + 2;				\
	b[3 * i + 2] = a[3 * i] ^ 3;					\
      }									\
    return l;								\
  }

/* A store at a loop-invariant address and a strided one, both under a
   condition (.MASK_STORE).  */
#define MASKED_STORES(NAME, ATTR)					\
  ATTR void								\
  NAME (int n, const float *restrict a, float *restrict b,		\
	float *restrict q)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	if (a[3 * i] > 0)						\
	  {								\
	    *q = a[3 * i + 1];						\
	    b[3 * i + 2] = a[3 * i];					\
	  }								\
	b[3 * i] = a[3 * i + 2];					\
	b[3 * i + 1] = a[3 * i + 1];					\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

INVARIANT_LIVE_OUT (invariant_live_out, KERNEL)
INVARIANT_LIVE_OUT (invariant_live_out_ref, SCALAR)
CONTIG_LIVE_OUT (contig_live_out, KERNEL)
CONTIG_LIVE_OUT (contig_live_out_ref, SCALAR)
STRIDED_LIVE_OUT (strided_live_out, KERNEL)
STRIDED_LIVE_OUT (strided_live_out_ref, SCALAR)
DIVISION_LIVE_OUT (division_live_out, KERNEL)
DIVISION_LIVE_OUT (division_live_out_ref, SCALAR)
MASKED_STORES (masked_stores, KERNEL)
MASKED_STORES (masked_stores_ref, SCALAR)

static float fa[3 * MAXN], fb[3 * MAXN], fwant[3 * MAXN];
static int ia[3 * MAXN], ib[3 * MAXN], iwant[3 * MAXN], ic[MAXN];
static double da[3 * MAXN], db[3 * MAXN], dwant[3 * MAXN], dc[3 * MAXN];

int
main (void)
{
  for (int n = 0; n < MAXN; n += 1 + n / 16)
    for (int all_positive = 0; all_positive < 2; all_positive++)
      {
	for (int i = 0; i < 3 * MAXN; i++)
	  {
	    int sign = all_positive || (i * 7) % 5 ? 1 : -1;
	    fa[i] = sign * (float) (i % 13 + 1);
	    ia[i] = sign * (i % 11) - (i % 4 == 0);
	    da[i] = sign * (i % 9 + 0.5);
	    dc[i] = i * 0.25;
	  }
	for (int i = 0; i < MAXN; i++)
	  ic[i] = i * 3 - 7;
	float pv = 42.0f;
	/* With every condition true the scalar loop never reads *p.  */
	const float *p = all_positive ? NULL : &pv;
	if (invariant_live_out (n, fa, fb, p)
	    != invariant_live_out_ref (n, fa, fwant, p)
	    || memcmp (fb, fwant, sizeof fb))
	  abort ();
	if (contig_live_out (n, ia, ib, ic)
	    != contig_live_out_ref (n, ia, iwant, ic)
	    || memcmp (ib, iwant, sizeof ib))
	  abort ();
	if (strided_live_out (n, da, db, dc)
	    != strided_live_out_ref (n, da, dwant, dc)
	    || memcmp (db, dwant, sizeof db))
	  abort ();
	if (division_live_out (n, ia, ib) != division_live_out_ref (n, ia, iwant)
	    || memcmp (ib, iwant, sizeof ib))
	  abort ();
	float q = 0, qwant = 0;
	memset (fb, 0, sizeof fb);
	memset (fwant, 0, sizeof fwant);
	masked_stores (n, fa, fb, &q);
	masked_stores_ref (n, fa, fwant, &qwant);
	if (q != qwant || memcmp (fb, fwant, sizeof fb))
	  abort ();
      }
  return 0;
}
