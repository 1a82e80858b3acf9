/* Loops GCC's profile estimate calls cold are left alone, as GCC's
   vectorizer leaves them, with a remark saying so: in a cold function and
   on a path behind __builtin_expect and a cold call.  The same loop on a
   hot path is taken.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-all" } */

typedef struct { float x, y, z; } v3;
extern void report (void) __attribute__ ((cold));

__attribute__ ((cold)) void
cold_scale (v3 *restrict o, const v3 *restrict a, int n, float s)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop not analysed: the loop is optimized for size \\(a cold function or path, or -Os\\), where GCC does not vectorize either" } */
    {
      o[i].x = a[i].y * s;
      o[i].y = a[i].z * s;
      o[i].z = a[i].x * s;
    }
}

void
maybe_scale (v3 *restrict o, const v3 *restrict a, int n, float s, int err)
{
  if (__builtin_expect (err, 0))
    {
      report ();
      for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop not analysed: the loop is optimized for size" } */
	{
	  o[i].x = a[i].y * s;
	  o[i].y = a[i].z * s;
	  o[i].z = a[i].x * s;
	}
    }
}

void
hot_scale (v3 *restrict o, const v3 *restrict a, int n, float s)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane" } */
    {
      o[i].x = a[i].y * s;
      o[i].y = a[i].z * s;
      o[i].z = a[i].x * s;
    }
}

/* { dg-prune-output "note:" } */
/* { dg-prune-output "missed:" } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "cost:" } */
