/* Shared body of the vect-complex-*.c tests (issue 20, complex data):
   aggregate copies of NPB FT's dcomplex (struct {double real, imag;}),
   of a record of floats and of _Complex values (strided too), and
   _Complex float and double arithmetic after GCC's complex lowering --
   addition, multiplication (inline under -fcx-limited-range), with conj,
   complex saxpy -- and FT's butterfly on dcomplex, against the scalar
   loops, for trip counts around the vector lengths and a misaligned
   base.  Loops with a multiplication are compared only under
   HYPERLANE_TAKES_EVERY_LOOP (-fplugin-arg-hyperlane-cost=always, no
   loop left to GCC): GCC 12's own plans for them are not the scalar
   loops' (see below).  The copies have no restrict: the runtime alias check sends an
   overlapping call to the scalar loop.  */

#include <complex.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 300

typedef struct { double real, imag; } dcomplex;
typedef struct { float re, im; } fcomplex;

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

#define COPY(NAME, ATTR, T)						\
  ATTR void NAME (int n, T *a, const T *b)				\
  {									\
    for (int i = 0; i < n; i++)						\
      a[i] = b[i];							\
  }
#define COPY2(NAME, ATTR, T)						\
  ATTR void NAME (int n, T *restrict a, const T *restrict b)		\
  {									\
    for (int i = 0; i < n; i++)						\
      a[i] = b[2 * i];							\
  }
#define BINOP(NAME, ATTR, T, EXPR)					\
  ATTR void NAME (int n, T *restrict z, const T *restrict x,		\
		  const T *restrict y)					\
  {									\
    for (int i = 0; i < n; i++)						\
      z[i] = EXPR;							\
  }
#define SAXPY(NAME, ATTR)						\
  ATTR void NAME (int n, _Complex double *restrict y,			\
		  const _Complex double *restrict x, _Complex double a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      y[i] = a * x[i] + y[i];						\
  }
/* fft3d.c's Swarztrauber butterfly, its macros expanded.  */
#define BUTTERFLY(NAME, ATTR)						\
  ATTR void NAME (int n, dcomplex *restrict s1, dcomplex *restrict s2,	\
		  const dcomplex *restrict x1, const dcomplex *restrict x2, \
		  dcomplex u1)						\
  {									\
    for (int j = 0; j < n; j++)						\
      {									\
	dcomplex x11 = x1[j], x21 = x2[j];				\
	s1[j] = (dcomplex) { x11.real + x21.real, x11.imag + x21.imag }; \
	dcomplex d = { x11.real - x21.real, x11.imag - x21.imag };	\
	s2[j] = (dcomplex) { u1.real * d.real - u1.imag * d.imag,	\
			     u1.real * d.imag + u1.imag * d.real };	\
      }									\
  }

COPY (copy_dc, KERNEL, dcomplex)
COPY (copy_dc_ref, SCALAR, dcomplex)
COPY (copy_fc, KERNEL, fcomplex)
COPY (copy_fc_ref, SCALAR, fcomplex)
COPY2 (copy_c, KERNEL, _Complex double)
COPY2 (copy_c_ref, SCALAR, _Complex double)
COPY2 (copy_cf, KERNEL, _Complex float)
COPY2 (copy_cf_ref, SCALAR, _Complex float)
BINOP (cadd, KERNEL, _Complex double, x[i] + y[i])
BINOP (cadd_ref, SCALAR, _Complex double, x[i] + y[i])
BINOP (cmul, KERNEL, _Complex double, x[i] * y[i])
BINOP (cmul_ref, SCALAR, _Complex double, x[i] * y[i])
BINOP (cmulconj, KERNEL, _Complex double, conj (x[i]) * y[i])
BINOP (cmulconj_ref, SCALAR, _Complex double, conj (x[i]) * y[i])
BINOP (cmulf, KERNEL, _Complex float, x[i] * y[i])
BINOP (cmulf_ref, SCALAR, _Complex float, x[i] * y[i])
BINOP (caddf, KERNEL, _Complex float, x[i] - y[i])
BINOP (caddf_ref, SCALAR, _Complex float, x[i] - y[i])
SAXPY (csaxpy, KERNEL)
SAXPY (csaxpy_ref, SCALAR)
BUTTERFLY (butterfly, KERNEL)
BUTTERFLY (butterfly_ref, SCALAR)

static dcomplex da[2 * MAXN + 8], db[2 * MAXN + 8], dwant[2 * MAXN + 8];
static dcomplex s1[MAXN + 4], s2[MAXN + 4], s1want[MAXN + 4], s2want[MAXN + 4];
static fcomplex fa[MAXN + 8], fb[MAXN + 8], fwant[MAXN + 8];
static _Complex double cx[2 * MAXN + 4], cy[2 * MAXN + 4];
static _Complex double cz[MAXN + 4], czwant[MAXN + 4];
static _Complex float fx[2 * MAXN + 4], fy[2 * MAXN + 4];
static _Complex float fz[MAXN + 4], fzwant[MAXN + 4];

static void
check (const void *got, const void *want, size_t size)
{
  if (memcmp (got, want, size))
    abort ();
}

int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31,
				32, 33, 63, 64, 65, 300 };
  for (int i = 0; i < 2 * MAXN + 4; i++)
    {
      cx[i] = ((i * 37) % 101) * 0.25 - 7.0 + I * (1.0 / (i + 3));
      cy[i] = (i % 17) - 8.5 + I * (((i * 13) % 29) * 0.125 - 1.0);
      fx[i] = (float) creal (cx[i]) + I * (float) cimag (cy[i]);
      fy[i] = (float) cimag (cx[i]) - I * (float) creal (cy[i]);
    }
  for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
    for (int off = 0; off < 2; off++)
      {
	int n = counts[k] - off;
	for (int i = 0; i < 2 * MAXN + 8; i++)
	  {
	    da[i] = (dcomplex) { i * 0.5 - 3.0, 1.0 / (i + 1) };
	    db[i] = dwant[i] = (dcomplex) { -i, i * 0.25 };
	  }
	for (int i = 0; i < MAXN + 8; i++)
	  {
	    fa[i] = (fcomplex) { i * 0.5f, -1.0f / (i + 1) };
	    fb[i] = fwant[i] = (fcomplex) { i, 2.0f };
	  }
	copy_dc (n, db + off, da + 2 * off);
	copy_dc_ref (n, dwant + off, da + 2 * off);
	check (db, dwant, sizeof db);
	/* Overlapping: the scalar loop, which reads what it stored.  */
	copy_dc (n, db + 1, db);
	copy_dc_ref (n, dwant + 1, dwant);
	check (db, dwant, sizeof db);
	copy_fc (n, fb + off, fa);
	copy_fc_ref (n, fwant + off, fa);
	check (fb, fwant, sizeof fb);

	memset (cz, 0, sizeof cz);
	memset (czwant, 0, sizeof czwant);
	memset (fz, 0, sizeof fz);
	memset (fzwant, 0, sizeof fzwant);
	copy_c (n, cz + off, cx + off);
	copy_c_ref (n, czwant + off, cx + off);
	check (cz, czwant, sizeof cz);
	copy_cf (n, fz + off, fx);
	copy_cf_ref (n, fzwant + off, fx);
	check (fz, fzwant, sizeof fz);

	cadd (n, cz + off, cx, cy + off);
	cadd_ref (n, czwant + off, cx, cy + off);
	check (cz, czwant, sizeof cz);
	caddf (n, fz, fx + off, fy);
	caddf_ref (n, fzwant, fx + off, fy);
	check (fz, fzwant, sizeof fz);
	/* GCC 12's own SLP plans fuse products into .VEC_FMADDSUB even
	   under -ffp-contract=off (complex multiplication, the
	   butterfly): only hyperlane's plans are compared with the scalar
	   loops there.  */
#ifdef HYPERLANE_TAKES_EVERY_LOOP
	cmul (n, cz, cx + off, cy);
	cmul_ref (n, czwant, cx + off, cy);
	check (cz, czwant, sizeof cz);
	cmulconj (n, cz + off, cx, cy);
	cmulconj_ref (n, czwant + off, cx, cy);
	check (cz, czwant, sizeof cz);
	cmulf (n, fz + off, fx, fy + off);
	cmulf_ref (n, fzwant + off, fx, fy + off);
	check (fz, fzwant, sizeof fz);
	csaxpy (n, cz + off, cx, 0.75 - 1.5 * I);
	csaxpy_ref (n, czwant + off, cx, 0.75 - 1.5 * I);
	check (cz, czwant, sizeof cz);

	for (int i = 0; i < MAXN + 4; i++)
	  s1[i] = s2[i] = s1want[i] = s2want[i] = (dcomplex) { 0.0, -0.0 };
	dcomplex u1 = { 0.8, -0.6 };
	butterfly (n, s1 + off, s2 + off, da, da + MAXN, u1);
	butterfly_ref (n, s1want + off, s2want + off, da, da + MAXN, u1);
	check (s1, s1want, sizeof s1);
	check (s2, s2want, sizeof s2);
#endif
      }
  return 0;
}
