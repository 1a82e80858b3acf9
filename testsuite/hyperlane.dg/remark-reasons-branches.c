/* Branch causes not in remark-causes*.c: a conditional load at SSE4.2 (no
   masked loads) and a switch.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=nehalem -fopt-info-vec-missed" } */

int ia[1024], ib[1024];

void
guarded_load (int *restrict p, int n)
{
  for (int i = 0; i < n; i++)
    ib[i] = ia[i] > 0 ? p[i] : 0;	/* { dg-message "loop not analysed: control flow in loop body \\(a load on some iterations only from memory that may not be accessible: GCC's if-conversion needs a masked load \\(AVX2, AVX-512\\)\\)" } */
}

void
switch_on_value (int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = ia[i];
      switch (v)	/* { dg-message "loop not analysed: control flow in loop body \\(a switch, which GCC's if-conversion does not convert\\)" } */
	{
	case 0: v = 4; break;
	case 3: v = v * 7; break;
	case 9: v = v - 2; break;
	case 11: v = v + 9; break;
	default: v = v + 1;
	}
      ib[i] = v;
    }
}
