/* The C translation unit of the bad-input corpus (hostile.exp): arrays
   and other objects of every kind a layout spec may name.  Each case
   replaces the two marker lines with its pragmas.  */
#include <stdlib.h>

static double u[8][6][5];
static float A[100];
struct vec3 { float x, y, z; };
static struct vec3 P[64];
struct mixed { float x; int id; };
static struct mixed M[16];
struct bits { int a : 3; int b : 5; };
static struct bits B[8];
union both { int i; float f; };
static union both U[8];
struct holder { double data[8]; };
static struct holder H;
double g[16];
extern double ext[32];
extern double uext[4];
double *q;
static double *uq;
static volatile double vol[8];
static double one[1];
// @FILE-PRAGMA@

static double
work (double *p, int n, double prm[8])
{
  double loc[4] = { 0 };
  static float sloc[16];
  double vla[n > 0 ? n : 1];
  double *h = malloc (64 * sizeof (double));
  extern double lext[4];
  double s = 0;
  // @FUNCTION-PRAGMA@
  for (int i = 0; i < 4 && i < n; i++)
    {
      loc[i] = p[i] + prm[i];
      vla[i] = loc[i];
      h[i] = vla[i];
    }
  for (int i = 0; i < 8; i++)
    s += u[i][1][2] + A[i] + P[i].y + M[i].x + B[i].a + U[i].f + g[i]
	 + ext[i] + loc[i % 4] + sloc[i] + h[i % 4] + q[i] + vol[i]
	 + H.data[i] + one[0];
  free (h);
  return s;
}

double
entry (double *p, int n, double prm[8])
{
  return work (p, n, prm);
}
