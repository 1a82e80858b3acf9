/* More data references than GCC's dependence analysis takes: the remark
   names the --param that raises the limit.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell --param loop-max-datarefs-for-datadeps=4 -fopt-info-vec-missed" } */

struct p { float x, y, z; } s[1024];
float d[1024], e[1024];

void
five (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop not analysed: data dependences cannot be computed: more data references than --param loop-max-datarefs-for-datadeps" } */
    {
      d[i] = s[i].x + s[i].y;
      e[i] = s[i].z;
    }
}
