/* Two loops for the plan-width tests (vector-width-*.c): stride-3 floats,
   whose permutes per element are the same at 256 and 512 bits, and
   stride-5 doubles, whose 512-bit permutation network costs far more per
   element than the 256-bit one.  Their VF tells the plans' width.  */

#ifndef VECTOR_WIDTH_H
#define VECTOR_WIDTH_H
typedef struct { float x, y, z; } vec3;
#endif

void
scale3 (int n, vec3 *restrict out, const vec3 *restrict in, float s)
{
  for (int i = 0; i < n; i++)
    {
      out[i].x = in[i].x * s + in[i].y;
      out[i].y = in[i].y * s + in[i].z;
      out[i].z = in[i].z * s + in[i].x;
    }
}

void
primitive5 (int n, double gm1, const double (*restrict s)[5],
	    double (*restrict q)[5])
{
  for (int i = 0; i < n; i++)
    {
      double inv = 1.0 / s[i][0];
      double ke = 0.5 * (s[i][1] * s[i][1] + s[i][2] * s[i][2]
			 + s[i][3] * s[i][3]) * inv;
      q[i][0] = s[i][0];
      q[i][1] = s[i][1] * inv;
      q[i][2] = s[i][2] * inv;
      q[i][3] = s[i][3] * inv;
      q[i][4] = gm1 * (s[i][4] - ke);
    }
}
