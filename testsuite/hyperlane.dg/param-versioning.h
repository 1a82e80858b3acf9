/* Loop-free functions through pointer parameters, for the parameter
   versioning tests: each is defined by BODY so that the run test can
   build a reference copy at -O0.  */

#define DEFINE_KERNELS(SUFFIX, ATTR)					\
/* NPB BT's matvec_sub: b -= A v.  */					\
ATTR void matvec##SUFFIX (double a[5][5], double v[5], double b[5])	\
{									\
  b[0] = b[0] - a[0][0] * v[0] - a[1][0] * v[1] - a[2][0] * v[2]	\
	 - a[3][0] * v[3] - a[4][0] * v[4];				\
  b[1] = b[1] - a[0][1] * v[0] - a[1][1] * v[1] - a[2][1] * v[2]	\
	 - a[3][1] * v[3] - a[4][1] * v[4];				\
  b[2] = b[2] - a[0][2] * v[0] - a[1][2] * v[1] - a[2][2] * v[2]	\
	 - a[3][2] * v[3] - a[4][2] * v[4];				\
  b[3] = b[3] - a[0][3] * v[0] - a[1][3] * v[1] - a[2][3] * v[2]	\
	 - a[3][3] * v[3] - a[4][3] * v[4];				\
  b[4] = b[4] - a[0][4] * v[0] - a[1][4] * v[1] - a[2][4] * v[2]	\
	 - a[3][4] * v[3] - a[4][4] * v[4];				\
}									\
/* One elimination step of binvcrhs: rows of lhs, c and r.  */		\
ATTR void eliminate##SUFFIX (double lhs[3][3], double c[3][3],		\
			     double r[3])				\
{									\
  double pivot = 1.0 / lhs[0][0];					\
  lhs[1][0] *= pivot; lhs[2][0] *= pivot;				\
  c[0][0] *= pivot; c[1][0] *= pivot; c[2][0] *= pivot;		\
  r[0] *= pivot;							\
  double coeff = lhs[0][1];						\
  lhs[1][1] -= coeff * lhs[1][0]; lhs[2][1] -= coeff * lhs[2][0];	\
  c[0][1] -= coeff * c[0][0]; c[1][1] -= coeff * c[1][0];		\
  c[2][1] -= coeff * c[2][0]; r[1] -= coeff * r[0];			\
  coeff = lhs[0][2];							\
  lhs[1][2] -= coeff * lhs[1][0]; lhs[2][2] -= coeff * lhs[2][0];	\
  c[0][2] -= coeff * c[0][0]; c[1][2] -= coeff * c[1][0];		\
  c[2][2] -= coeff * c[2][0]; r[2] -= coeff * r[0];			\
}									\
/* Offsets before the pointer, a branch, a value returned.  */		\
ATTR int shift##SUFFIX (int *p, const int *q, int flag)			\
{									\
  p[-1] = q[0] + q[1];							\
  p[0] = q[0] - q[1] + p[-1];						\
  if (flag)								\
    {									\
      p[1] = q[0] * q[1] + p[0];					\
      p[2] = q[2] + q[0] + p[1];					\
    }									\
  else									\
    p[1] = q[2] - q[0];							\
  p[3] = q[0] + q[1] + q[2];						\
  return q[0] + q[1] + q[2] + p[1];					\
}									\
/* Bytes and a struct.  */						\
struct pt { float x, y, z; };						\
ATTR void mix##SUFFIX (struct pt *a, struct pt *b, unsigned char *tag)	\
{									\
  a->x = b->x + b->y; tag[0] = (unsigned char) a->x;			\
  a->y = b->y + b->z; tag[1] = (unsigned char) a->y;			\
  a->z = b->z + b->x; tag[2] = (unsigned char) a->z;			\
  b->x = a->x * b->y; tag[3] = (unsigned char) (b->x + b->z);		\
}
