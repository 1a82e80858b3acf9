/* Shared body of the aos-run-*.c tests: AoS loops (loads and stores of a
   stride-3 struct) whose results must equal a scalar reference computed
   without vectorization.  Needs -ffp-contract=off for exact equality.  */

#define N 1027			/* Not a multiple of any vector length.  */

struct P { float x, y, z; };

struct P a[N], b[N], sum[N], ref_sum[N];
float dot[N], ref_dot[N];

__attribute__ ((noipa)) void
kernel (void)
{
  for (int i = 0; i < N; i++)
    {
      dot[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
      sum[i].x = a[i].x + b[i].x;
      sum[i].y = a[i].y + b[i].y;
      sum[i].z = a[i].z + b[i].z;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (void)
{
  for (int i = 0; i < N; i++)
    {
      ref_dot[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
      ref_sum[i].x = a[i].x + b[i].x;
      ref_sum[i].y = a[i].y + b[i].y;
      ref_sum[i].z = a[i].z + b[i].z;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i].x = i * 0.5f;
      a[i].y = 1.0f / (i + 1);
      a[i].z = (i % 7) - 3.25f;
      b[i].x = 3.0f - i * 0.125f;
      b[i].y = (i % 5) * 1.5f;
      b[i].z = 1.0f / (i + 3);
    }
  kernel ();
  reference ();
  for (int i = 0; i < N; i++)
    if (dot[i] != ref_dot[i] || sum[i].x != ref_sum[i].x
	|| sum[i].y != ref_sum[i].y || sum[i].z != ref_sum[i].z)
      __builtin_abort ();
  return 0;
}
