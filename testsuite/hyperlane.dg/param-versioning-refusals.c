/* Functions that keep one body: what the pass sees in each.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fplugin-arg-hyperlane-alias-versioning=loops -fplugin-arg-hyperlane-verify -fopt-info-vec-all -fdump-tree-hyperlane-alias-details" } */

/* restrict already says what the check would.  */
void
with_restrict (double *restrict a, double *restrict b)
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
}

/* A loop bound read from memory, which the loop's stores may change: no
   iteration count.  */
void
bound_in_memory (double *a, double *b, int *n)	/* { dg-message "pointer parameters not versioned: the bytes some accesses touch are not known at entry" } */
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
  a[4] = b[0] + b[2]; a[5] = b[2] * b[1];
  for (int i = 6; i < *n; i++)
    a[i] = a[i - 1] * 0.5;
}

/* An index read from memory: no evolution.  */
void
indirect (double *a, const double *b, const int *idx, int n)	/* { dg-message "pointer parameters not versioned: the bytes some accesses touch are not known at entry" } */
{
  for (int i = 0; i < n; i++)
    {
      a[idx[i]] = b[0] * b[1];
      a[idx[i] + 1] = b[0] + b[1];
      a[idx[i] + 2] = b[1] - b[0];
      a[idx[i] + 3] = b[1] * b[1];
    }
}

/* A triangle: the inner bound changes with the outer loop.  */
void
triangle (double *a, const double *b, int n)	/* { dg-message "pointer parameters not versioned: the bytes some accesses touch are not known at entry" } */
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      {
	a[i * n + j] = b[0] * b[1];
	a[i * n + j] += b[1] - b[0];
	a[i * n + j] *= b[0] + b[1];
      }
}

/* Only read: nothing to disambiguate.  */
double
read_only (const double *a, const double *b)
{
  return a[0] * b[0] + a[1] * b[1] + a[0] * b[1];
}

/* A call between the stores may write anything, in either body.  */
extern void touch (void);
void
with_calls (double *a, double *b)
{
  a[0] = b[0]; touch ();
  a[1] = b[0]; touch ();
  a[2] = b[0]; touch ();
  a[3] = b[0]; touch ();
  a[4] = b[0]; touch ();
}

/* Volatile accesses stay as written.  */
void
with_volatile (volatile double *a, double *b)
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
}

/* Another address space: its addresses are not the generic space's.  */
void
segment (__seg_gs double *a, double *b)
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
}

/* Cold: optimized for size, one body.  */
__attribute__ ((cold)) void
cold (double *a, double *b)
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
}

/* One reload: the copy would not pay.  */
void
one_reload (double *a, double *b)
{
  a[0] = b[0] + b[1];
  a[1] = b[0];
}

/* { dg-final { scan-tree-dump-not "  versioned: " "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access at a variable offset has no extent: a loop around it has no known iteration count" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access at a variable offset has no extent: a loop bound or step is not computed from parameters alone" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access at a variable offset has no extent: its address does not evolve affinely" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of read_only:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 0; no store goes through a pointer parameter" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of with_calls:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 0; too few loads" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of one_reload:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 1; too few loads" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access already independent \\(restrict\\)" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access volatile" "hyperlane-alias" } } */

/* { dg-final { scan-tree-dump-not "of cold" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-not "of segment" "hyperlane-alias" } } */
