/* xyz vectors in an array of structures A, transformed by the including
   test, and a reference copy B that is not; three kernels (dot, cross,
   scale-add) must give bit-identical results on both.  */

#include <stdlib.h>
#include <string.h>

#ifndef N
#define N 203
#endif

struct vec3 { float x, y, z; };
static struct vec3 A[N], B[N], R[N], RB[N];
static float dot[N], dot_ref[N];

static void __attribute__ ((noinline))
kernels (float s)
{
  for (int i = 0; i < N; i++)
    dot[i] = A[i].x * A[i].x + A[i].y * A[i].y + A[i].z * A[i].z;
  for (int i = 0; i < N; i++)
    {
      R[i].x = A[i].y * A[(i + 1) % N].z - A[i].z * A[(i + 1) % N].y;
      R[i].y = A[i].z * A[(i + 1) % N].x - A[i].x * A[(i + 1) % N].z;
      R[i].z = A[i].x * A[(i + 1) % N].y - A[i].y * A[(i + 1) % N].x;
    }
  for (int i = 0; i < N; i++)
    {
      A[i].x += s * R[i].x;
      A[i].y += s * R[i].y;
      A[i].z += s * R[i].z;
    }
}

static void __attribute__ ((noinline))
kernels_ref (float s)
{
  for (int i = 0; i < N; i++)
    dot_ref[i] = B[i].x * B[i].x + B[i].y * B[i].y + B[i].z * B[i].z;
  for (int i = 0; i < N; i++)
    {
      RB[i].x = B[i].y * B[(i + 1) % N].z - B[i].z * B[(i + 1) % N].y;
      RB[i].y = B[i].z * B[(i + 1) % N].x - B[i].x * B[(i + 1) % N].z;
      RB[i].z = B[i].x * B[(i + 1) % N].y - B[i].y * B[(i + 1) % N].x;
    }
  for (int i = 0; i < N; i++)
    {
      B[i].x += s * RB[i].x;
      B[i].y += s * RB[i].y;
      B[i].z += s * RB[i].z;
    }
}

static int
same (float a, float b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      A[i].x = B[i].x = (i % 7) * 0.25f - 1;
      A[i].y = B[i].y = (i % 5) * 0.5f + 0.125f;
      A[i].z = B[i].z = (i % 11) * 0.375f - 2;
    }
  for (int step = 0; step < 3; step++)
    {
      kernels (0.5f);
      kernels_ref (0.5f);
    }
  for (int i = 0; i < N; i++)
    if (!same (dot[i], dot_ref[i]) || !same (A[i].x, B[i].x)
	|| !same (A[i].y, B[i].y) || !same (A[i].z, B[i].z)
	|| !same (R[i].x, RB[i].x) || !same (R[i].y, RB[i].y)
	|| !same (R[i].z, RB[i].z))
      abort ();
  return 0;
}
