/* Target reasons at SSE4.2 (docs/remarks.md gives the ISA that has each
   instruction).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=nehalem -fno-math-errno -fopt-info-vec-missed" } */

struct q { int x, y, z; } t[1024];
struct f3 { float x, y, z; } tf[1024];

/* A shift of each lane by its own count: vpsravd is AVX2.  */
void
variable_shift (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target has no vector form of an operation \\(rshift_expr on vector\\(4\\) int\\)" } */
    {
      t[i].x = t[i].y >> t[i].z;
      t[i].y = 1;
    }
}

/* vfmadd is FMA3 (haswell).  */
void
fused_multiply_add (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target has no vector form of a call in the loop" } */
    {
      tf[i].x = __builtin_fmaf (tf[i].x, tf[i].y, tf[i].z);
      tf[i].y = 1;
    }
}
