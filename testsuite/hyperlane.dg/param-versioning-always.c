/* alias-versioning=always gives a second body wherever one can be made,
   one repeated load or none; not where there is nothing to check.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

void
one_reload (double *a, double *b)	/* { dg-message "function versioned for disjoint pointer parameters 'a' and 'b': 1 loads repeated" } */
{
  a[0] = b[0] + b[1];
  a[1] = b[0];
}

double
read_only (const double *a, const double *b)	/* { dg-bogus "function versioned" } */
{
  return a[0] * b[0] + a[1] * b[1] + a[0] * b[1];
}
