/* A loop that reads what its iteration before stored, the same element,
   has no valid loop vectorization, and GCC 12's vectorizer fails on it at
   every vector mode after computing its dependences: hyperlane, which
   refuses it too, marks it so that GCC's vectorizer does not analyse it
   again.  Not so for a loop that reads what a later iteration stores
   (GCC vectorizes it), one two iterations apart (GCC could at two lanes),
   one that stores the element before it reads it in the body (TSVC's
   s3251: the vector store runs before the vector load, and GCC
   vectorizes it), nor one the user's ivdep asks to vectorize.  Run
   against the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fopt-info-vec-missed -fdump-tree-hyperlane-details -fdump-tree-vect-details" } */

#define N 203
double a[N], b[N], a_ref[N], d[N], d_ref[N];

__attribute__ ((noipa)) void
forward (double *x, int n)
{
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] * 0.5 + b[i];
}

__attribute__ ((noipa)) void
backward (double *x, int n)
{
  for (int i = n - 2; i >= 0; i--)
    x[i] = x[i] - 0.25 * x[i + 1];
}

__attribute__ ((noipa)) void
ahead (double *x, int n)
{
  for (int i = 0; i < n - 1; i++)
    x[i] = x[i + 1] * 0.5 + b[i];
}

__attribute__ ((noipa)) void
two_back (double *x, int n)
{
  for (int i = 2; i < n; i++)
    x[i] = x[i - 2] * 0.5 + b[i];
}

__attribute__ ((noipa)) void
promised (double *x, int n, int k)
{
#pragma GCC ivdep
  for (int i = 1; i < n; i++)
    x[i] = x[i - k] * 0.5 + b[i];
}

__attribute__ ((noipa)) void
written_first (double *x, int n)
{
  for (int i = 0; i < n - 1; i++)
    {
      x[i + 1] = b[i] + 1.0;
      d[i] = x[i] * 0.5;
    }
}

typedef void kernel (double *, int);

/* The scalar loops: no vectorizer runs on this function.  */
__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
reference (int which, int n)
{
  double *x = a_ref;
  switch (which)
    {
    case 0:
      for (int i = 1; i < n; i++)
	x[i] = x[i - 1] * 0.5 + b[i];
      break;
    case 1:
      for (int i = n - 2; i >= 0; i--)
	x[i] = x[i] - 0.25 * x[i + 1];
      break;
    case 2:
      for (int i = 0; i < n - 1; i++)
	x[i] = x[i + 1] * 0.5 + b[i];
      break;
    case 4:
      for (int i = 0; i < n - 1; i++)
	{
	  x[i + 1] = b[i] + 1.0;
	  d_ref[i] = x[i] * 0.5;
	}
      break;
    default:
      for (int i = 2; i < n; i++)
	x[i] = x[i - 2] * 0.5 + b[i];
      break;
    }
}

int
main (void)
{
  kernel *kernels[] = { forward, backward, ahead, two_back, written_first };
  for (int i = 0; i < N; i++)
    b[i] = (i % 5) * 0.75;
  for (int k = 0; k < 5; k++)
    for (int n = 0; n <= N; n += (n < 20 ? 1 : 61))
      {
	for (int i = 0; i < N; i++)
	  a[i] = a_ref[i] = (i % 7) * 0.125 - 0.5;
	kernels[k] (a, n);
	reference (k, n);
	if (__builtin_memcmp (a, a_ref, sizeof a)
	    || __builtin_memcmp (d, d_ref, sizeof d))
	  __builtin_abort ();
      }
  return 0;
}

/* { dg-message "hyperlane: GCC's loop vectorizer is not run on this loop: it reads what its iteration before stored" "forward" { target *-*-* } 21 } */
/* { dg-message "hyperlane: GCC's loop vectorizer is not run on this loop" "backward" { target *-*-* } 28 } */
/* { dg-final { scan-tree-dump-times "marked dont_vectorize: a read of what the iteration before stored" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "Analyzing loop at \[^\n\]*spare-gcc-vectorizer.c:21" "vect" } } */
/* { dg-final { scan-tree-dump-not "Analyzing loop at \[^\n\]*spare-gcc-vectorizer.c:28" "vect" } } */
/* { dg-final { scan-tree-dump "spare-gcc-vectorizer.c:35:\[0-9\]+: optimized: loop vectorized" "vect" } } */
/* { dg-final { scan-tree-dump "Analyzing loop at \[^\n\]*spare-gcc-vectorizer.c:42" "vect" } } */
/* { dg-final { scan-tree-dump "Analyzing loop at \[^\n\]*spare-gcc-vectorizer.c:50" "vect" } } */
/* { dg-final { scan-tree-dump "spare-gcc-vectorizer.c:57:\[0-9\]+: optimized: loop vectorized" "vect" } } */
