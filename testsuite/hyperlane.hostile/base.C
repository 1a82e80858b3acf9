// The C++ translation unit of the bad-input corpus (hostile.exp): class
// members, namespaces, templates.  Each case replaces the two marker
// lines with its pragmas.
namespace ns { static double u[8][6][5]; }
static float A[100];
double *q;

struct S
{
  double data[8];
  static double shared[8];
  double get (int i, double *p)
  {
    // @FUNCTION-PRAGMA@
    return data[i % 8] + shared[i % 8] + p[i];
  }
};
double S::shared[8];

template <int N> struct T
{
  float v[N];
  float at (int i) { return v[i % N]; }
};
// @FILE-PRAGMA@

double
sum (S &s, T<4> &t, double *p)
{
  double r = 0;
  for (int i = 0; i < 8; i++)
    r += s.get (i, p) + ns::u[i][1][2] + A[i] + q[i] + t.at (i);
  return r;
}
