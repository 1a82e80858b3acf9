/* Kernels for the cost-model-*.c tests: stride-3 records, which hyperlane
   plans with fewer permutes than GCC, each with a different need beside
   the vector loop: nothing, a scalar epilogue, runtime alias checks, or a
   value live after the loop that only the last scalar iteration knows.  */

#define N 1024
struct v3 { float x, y, z; };
struct v3 ga[N], gb[N];

/* Nothing: a constant count that VF divides, global arrays.  */
__attribute__ ((noipa)) void
fixed (float s)
{
  for (int i = 0; i < N; i++)	/* LINE_FIXED */
    {
      ga[i].x = gb[i].x * s + gb[i].y;
      ga[i].y = gb[i].y * s + gb[i].z;
      ga[i].z = gb[i].z * s + gb[i].x;
    }
}

/* A scalar epilogue: the count is known only at run time.  */
__attribute__ ((noipa)) void
variable (struct v3 *restrict a, const struct v3 *restrict b, float s, int n)
{
  for (int i = 0; i < n; i++)	/* LINE_VARIABLE */
    {
      a[i].x = b[i].x * s + b[i].y;
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}

/* A scalar epilogue: a constant count that VF does not divide.  */
__attribute__ ((noipa)) void
odd_count (float s)
{
  for (int i = 0; i < N - 3; i++)	/* LINE_ODD */
    {
      ga[i].x = gb[i].x * s + gb[i].y;
      ga[i].y = gb[i].y * s + gb[i].z;
      ga[i].z = gb[i].z * s + gb[i].x;
    }
}

/* A runtime alias check: two pointers that may overlap.  */
__attribute__ ((noipa)) void
may_alias (struct v3 *a, const struct v3 *b, float s)
{
  for (int i = 0; i < N; i++)	/* LINE_ALIAS */
    {
      a[i].x = b[i].x * s + b[i].y;
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}

/* Three runtime alias checks: the store group against each of three
   load groups through other pointers.  */
__attribute__ ((noipa)) void
three_checks (struct v3 *a, const struct v3 *b, const struct v3 *c,
	      const struct v3 *d)
{
  for (int i = 0; i < N; i++)	/* LINE_THREE */
    {
      a[i].x = b[i].x * c[i].y + d[i].z;
      a[i].y = b[i].y * c[i].z + d[i].x;
      a[i].z = b[i].z * c[i].x + d[i].y;
    }
}

/* A value live after the loop that is no induction variable: the last
   scalar iteration computes it, so the epilogue always runs.  */
__attribute__ ((noipa)) float
last_value (float s)
{
  float last = 0.0f;
  for (int i = 0; i < N; i++)	/* LINE_LAST */
    {
      ga[i].x = gb[i].x * s + gb[i].y;
      ga[i].y = gb[i].y * s + gb[i].z;
      ga[i].z = gb[i].z * s + gb[i].x;
      last = ga[i].y;
    }
  return last;
}

/* The scalar loop of the kernels above, for the run tests.  */
__attribute__ ((noipa, unused, optimize ("no-tree-vectorize"))) static void
reference (struct v3 *a, const struct v3 *b, float s, int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = b[i].x, y = b[i].y, z = b[i].z;
      a[i].x = x * s + y;
      a[i].y = y * s + z;
      a[i].z = z * s + x;
    }
}
