/* Shared body of the vect-math-builtin-*.c tests: an AoS loop that calls
   math builtins (sqrtf; fabsf folds to ABS_EXPR), which GCC leaves as calls under
   -fno-math-errno; hyperlane computes them lane-wise with the builtins'
   internal functions.  Run for trip counts around every vector length and
   misaligned bases against a scalar reference.  */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 300

struct v3 { float x, y, z; };

__attribute__ ((noipa)) void
kernel (struct v3 *restrict out, const struct v3 *restrict v, int n)
{
  for (int i = 0; i < n; i++)
    {
      float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
      out[i].x = v[i].x / len;
      out[i].y = fabsf (v[i].y) * len;
      out[i].z = sqrtf (fabsf (v[i].z)) / len;
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (struct v3 *restrict out, const struct v3 *restrict v, int n)
{
  for (int i = 0; i < n; i++)
    {
      float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
      out[i].x = v[i].x / len;
      out[i].y = fabsf (v[i].y) * len;
      out[i].z = sqrtf (fabsf (v[i].z)) / len;
    }
}

static struct v3 in[MAXN + 4], out[MAXN + 4], ref[MAXN + 4];

int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17,
				31, 32, 33, 63, 64, 65, 250 };
  for (int i = 0; i < MAXN + 4; i++)
    {
      in[i].x = (float) ((i * 37) % 101) * 0.25f - 7.0f;
      in[i].y = 1.0f / (i + 1);
      in[i].z = (float) (i % 9) - 4.5f;
    }
  for (int off = 0; off < 3; off++)
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
      {
	memset (out, 0, sizeof out);
	memset (ref, 0, sizeof ref);
	kernel (out + off, in + 2 - off, counts[c]);
	reference (ref + off, in + 2 - off, counts[c]);
	if (memcmp (out, ref, sizeof out) != 0)
	  abort ();
      }
  return 0;
}
