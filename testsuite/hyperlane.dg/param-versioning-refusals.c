/* Functions that keep one body: what the pass sees in each.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fplugin-arg-hyperlane-verify -fopt-info-vec-all -fdump-tree-hyperlane-alias-details" } */

/* restrict already says what the check would.  */
void
with_restrict (double *restrict a, double *restrict b)
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
}

/* A loop: GCC's own loop versioning is the tool there.  */
void
with_loop (double *a, double *b, int n)	/* { dg-message "pointer parameters not versioned: the function has loops" } */
{
  a[0] = b[0] + b[1]; a[1] = b[0] * b[1];
  a[2] = b[0] - b[1]; a[3] = b[1] / b[0];
  a[4] = b[0] + b[2]; a[5] = b[2] * b[1];
  for (int i = 6; i < n; i++)
    a[i] = a[i - 1] * 0.5;
}

/* Only read: nothing to disambiguate.  */
double
read_only (const double *a, const double *b)
{
  return a[0] * b[0] + a[1] * b[1] + a[0] * b[1];
}

/* An index unknown at compile time: b + k is no longer b's memory at a
   known offset, and its loads keep GCC's analysis.  */
void
variable_index (double *a, double *b, int k)
{
  a[0] = b[k] + b[1]; a[1] = b[k] * b[1];
  a[2] = b[k] - b[1]; a[3] = b[1] / b[k];
}

/* An index into a row: the row's extent is not known either (it may be
   the last member of an object that goes on).  */
void
row_index (double *a, double b[][4], int k)
{
  a[0] = b[0][k] + b[1][1]; a[1] = b[0][k] * b[1][1];
  a[2] = b[0][k] - b[1][1]; a[3] = b[1][1] / b[0][k];
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

/* { dg-final { scan-tree-dump-not "function versioned" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-not "  versioned: " "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of read_only:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 0; no store goes through a pointer parameter" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of variable_index:\n\[^\n\]*\n  parameter b_\[0-9\]+\\(D\\): 4 accesses, bytes \\\[8, 16\\)" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of row_index:\n\[^\n\]*\n  parameter b_\[0-9\]+\\(D\\): an access of unknown extent" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of with_calls:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 0; too few loads" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of one_reload:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: 1; too few loads" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access already independent \\(restrict\\)" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter a_\[0-9\]+\\(D\\): an access volatile" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "of with_loop:\[^\n\]*\n\[^\n\]*\n\[^\n\]*\n  blocked loads: \[0-9\]+; worth a second body\n  not versioned: the function has loops" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-not "of cold" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-not "of segment" "hyperlane-alias" } } */
