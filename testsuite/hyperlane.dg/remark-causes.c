/* A call or a branch that keeps a loop from hyperlane is named in the
   missed remark with its cause and the option that changes it.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

float ext (float);
struct p { float x, y, z; };

void
complex_product (float _Complex *restrict a, const float _Complex *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop not analysed: loop body contains a function call: '__mulsc3' \\(complex multiplication or division in libgcc, as C's rules for infinities require: -fcx-limited-range or -ffast-math" } */
    a[i] = a[i] * b[i];
}

void
guarded_division (struct p *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i].x > 0)
      {
	a[i].y = a[i].y / a[i].x;	/* { dg-message "control flow in loop body \\(a floating-point operation on some iterations only, which may trap: -fno-trapping-math \\(or -ffast-math\\)" } */
	a[i].z = 1;
      }
}

void
root (struct p *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i].x = __builtin_sqrtf (a[i].y);	/* { dg-message "control flow in loop body \\(a call on some iterations only, 'sqrtf': a math function that may set errno; -fno-math-errno" } */
      a[i].y = a[i].z;
    }
}

void
opaque (struct p *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i].x = ext (a[i].y);	/* { dg-message "loop body contains a function call: 'ext' \\(a function hyperlane cannot see into: make it static inline, or build with -flto" } */
      a[i].y = a[i].z;
    }
}
