/* Functions with loops through pointer parameters, for the parameter
   versioning tests: defined by DEFINE_LOOP_KERNELS so that the run test
   can build a reference copy at -O0.  */

#define DEFINE_LOOP_KERNELS(SUFFIX, ATTR)				\
/* A recurrence along i (no vectorizer takes it); every row reads v	\
   again after the store to out.  */					\
ATTR void sweep##SUFFIX (int n, double *out, const double *v,		\
			 const double *w)				\
{									\
  for (int i = 1; i < n; i++)						\
    {									\
      out[i] = out[i - 1] * v[0] + w[i];				\
      out[i] += v[1] * w[i - 1];					\
      out[i] -= v[2] * v[0];						\
    }									\
}									\
/* NPB LU's buts: blocks of 5x5 (strides from parameters), backwards.  */ \
ATTR void blocks##SUFFIX (int ld, int ist, int iend, double *tv,	\
			  const double *d, const double *vv)		\
{									\
  for (int i = iend - 1; i >= ist; i--)					\
    for (int m = 0; m < 2; m++)						\
      {									\
	tv[i * ld + m] = d[i * 4 + m] * vv[i * ld]			\
			 + d[i * 4 + m + 2] * vv[i * ld + 1];		\
	tv[i * ld + m] += d[i * 4] * vv[i * ld + 1];			\
      }									\
}									\
/* Nested loops, the inner bound a parameter, a pointer induction	\
   variable in the inner loop.  */					\
ATTR void nest##SUFFIX (int rows, int cols, int stride, float *a,	\
			const float *b)					\
{									\
  for (int r = 0; r < rows; r++)					\
    {									\
      float *p = a + r * stride;					\
      for (int c = 0; c < cols; c++, p++)				\
	{								\
	  *p = *p * b[0] + b[c];					\
	  *p += b[0] * b[1];						\
	}								\
    }									\
}									\
/* An index that is a parameter, outside loops.  */			\
ATTR void indexed##SUFFIX (int k, int *a, const int *b)		\
{									\
  a[k] = b[0] + b[1];							\
  a[k + 1] = b[0] * b[1];						\
  a[k + 2] = b[1] - b[0];						\
  a[k - 1] = b[0] ^ b[1];						\
}
