/* -fdump-tree-hyperlane-details writes the access groups to the dump.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-hyperlane-details" } */

#define N 1024
struct P { float x, y, z; } a[N], b[N];
float out[N];

void
dot (void)
{
  for (int i = 0; i < N; i++)
    out[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}

/* { dg-final { scan-tree-dump "latch executions 1023" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "load strided stride 3 \\(elem 4 bytes, step 12\\) fields \[{\]0,1,2\[}\] complete" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "loop not analysed" "hyperlane" } } */
