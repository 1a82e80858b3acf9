/* Shared body of the vect-forward-load-*.c tests: particle pushes that
   store a velocity and load it again in the same iteration after a store
   that may alias it (to the positions), so that GCC's value numbering
   leaves the load in the loop.  hyperlane forwards the stored value to
   the load, behind the runtime alias checks.  Run against the scalar
   loops, bit for bit, for trip counts around the vector lengths, with the
   arrays apart and overlapping (the positions the velocities themselves,
   one element or one record further, the field array the velocities):
   where they overlap the check sends the loop to the scalar path.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 200

/* Kick and drift over flat arrays of 3 components (isomorphic fields).  */
#define KICK_DRIFT(NAME, T, ATTR)					\
  ATTR void								\
  NAME (T *x, T *v, const T *a, T dt, int n)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	v[3 * i] += a[3 * i] * dt;					\
	v[3 * i + 1] += a[3 * i + 1] * dt;				\
	v[3 * i + 2] += a[3 * i + 2] * dt;				\
	x[3 * i] += v[3 * i] * dt;					\
	x[3 * i + 1] += v[3 * i + 1] * dt;				\
	x[3 * i + 2] += v[3 * i + 2] * dt;				\
      }									\
  }

/* The velocity turns about B (a cross product), then the position
   drifts with the new velocity.  */
#define PUSH(NAME, T, ATTR)						\
  ATTR void								\
  NAME (T *x, T *v, const T *e, T bx, T by, T bz, T dt, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	T vx = v[3 * i], vy = v[3 * i + 1], vz = v[3 * i + 2];		\
	v[3 * i] = vx + dt * (e[3 * i] + vy * bz - vz * by);		\
	v[3 * i + 1] = vy + dt * (e[3 * i + 1] + vz * bx - vx * bz);	\
	v[3 * i + 2] = vz + dt * (e[3 * i + 2] + vx * by - vy * bx);	\
	x[3 * i] += v[3 * i] * dt;					\
	x[3 * i + 1] += v[3 * i + 1] * dt;				\
	x[3 * i + 2] += v[3 * i + 2] * dt;				\
      }									\
  }

/* Arrays of structures through pointers without restrict: GCC's value
   numbering forwards the loads itself here, but the dependences between
   the two pointers have distances that hold only if they are one
   (a runtime alias check).  */
struct p3 { double x, y, z; };
#define KICK_DRIFT_AOS(NAME, ATTR)					\
  ATTR void								\
  NAME (struct p3 *x, struct p3 *v, const struct p3 *a, double dt, int n) \
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	v[i].x += a[i].x * dt;						\
	v[i].y += a[i].y * dt;						\
	v[i].z += a[i].z * dt;						\
	x[i].x += v[i].y * dt;						\
	x[i].y += v[i].z * dt;						\
	x[i].z += v[i].x * dt;						\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

KICK_DRIFT (kick_drift, double, KERNEL)
KICK_DRIFT (kick_drift_ref, double, SCALAR)
PUSH (push, double, KERNEL)
PUSH (push_ref, double, SCALAR)
PUSH (push_f, float, KERNEL)
PUSH (push_f_ref, float, SCALAR)
KICK_DRIFT_AOS (kick_drift_aos, KERNEL)
KICK_DRIFT_AOS (kick_drift_aos_ref, SCALAR)

#define LEN (3 * MAXN + 16)
static double dm[3][LEN], dw[3][LEN];
static float fm[3][LEN], fw[3][LEN];

/* The arrays of call WHERE in memory M: positions, velocities and the
   force field; 0 apart, 1 the positions are the velocities, 2 and 3 the
   positions one element or one record after the velocities, 4 the field
   is the velocities.  */
#define ARRAYS(M, WHERE, X, V, E)					\
  do {									\
    V = M[0];								\
    X = WHERE == 1 ? M[0] : WHERE == 2 ? M[0] + 1			\
	: WHERE == 3 ? M[0] + 3 : M[1];					\
    E = WHERE == 4 ? M[0] : M[2];					\
  } while (0)

#define FILL(M, W, T)							\
  for (int k = 0; k < 3; k++)						\
    for (int i = 0; i < LEN; i++)					\
      M[k][i] = W[k][i] = (T) ((i * 37 + k * 11) % 101) * (T) 0.125	\
			  - (T) 6.0

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 200 };
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    for (int where = 0; where < 5; where++)
      {
	int n = counts[c];
	double *x, *v, *e, *xr, *vr, *er;
	float *fx, *fv, *fe, *fxr, *fvr, *fer;

	FILL (dm, dw, double);
	ARRAYS (dm, where, x, v, e);
	ARRAYS (dw, where, xr, vr, er);
	kick_drift (x, v, e, 0.375, n);
	kick_drift_ref (xr, vr, er, 0.375, n);
	if (memcmp (dm, dw, sizeof dm))
	  abort ();

	FILL (dm, dw, double);
	push (x, v, e, 0.25, -1.5, 0.75, 0.125, n);
	push_ref (xr, vr, er, 0.25, -1.5, 0.75, 0.125, n);
	if (memcmp (dm, dw, sizeof dm))
	  abort ();

	FILL (fm, fw, float);
	ARRAYS (fm, where, fx, fv, fe);
	ARRAYS (fw, where, fxr, fvr, fer);
	push_f (fx, fv, fe, 0.25f, -1.5f, 0.75f, 0.125f, n);
	push_f_ref (fxr, fvr, fer, 0.25f, -1.5f, 0.75f, 0.125f, n);
	if (memcmp (fm, fw, sizeof fm))
	  abort ();

	/* Records overlap only whole (where 2 would misalign them).  */
	if (where != 2)
	  {
	    FILL (dm, dw, double);
	    kick_drift_aos ((struct p3 *) x, (struct p3 *) v,
			    (const struct p3 *) e, 0.375, n);
	    kick_drift_aos_ref ((struct p3 *) xr, (struct p3 *) vr,
				(const struct p3 *) er, 0.375, n);
	    if (memcmp (dm, dw, sizeof dm))
	      abort ();
	  }
      }
  return 0;
}
