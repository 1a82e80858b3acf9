/* In-order sums GCC 12 leaves scalar: a double sum of float values is a
   fold-left reduction on one vector type with more iterations per vector
   than it holds ("multiple types in ... fold-left reduction"), and a
   chain of additions of values computed differently builds no SLP
   reduction chain ("in-order reduction chain without SLP").  The plan
   is weighed against the scalar loop, which waits for the same chain of
   additions where its arithmetic takes no longer (four floating-point
   pipes on Zen): hyperlane leaves these loops to GCC, with the reason.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mtune=znver3 -ffp-contract=off -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

struct particle { float px, py, pz, vx, vy, vz, mass; };
struct f3 { float x, y, z; };

/* A particle set's kinetic energy: stride 7, three fields and the mass.  */
double
kinetic (const struct particle *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: a floating-point sum accumulated in order: the scalar loop GCC runs waits for the same chain of additions" } */
    e += 0.5 * p[i].mass * (p[i].vx * p[i].vx + p[i].vy * p[i].vy
			    + p[i].vz * p[i].vz);
  return e;
}

/* Squares of floats summed in double.  */
double
sumsq (const struct f3 *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: a floating-point sum accumulated in order: the scalar loop GCC runs waits for the same chain of additions" } */
    s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z;
  return s;
}

struct d4 { double a, b, c, d; };

/* A chain of a product and a difference: GCC runs the scalar loop.  */
double
chain (const struct d4 *p, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p[i].a * p[i].d;
      s += p[i].b - p[i].c;
    }
  return s;
}

/* A chain of two products: GCC's SLP takes it in order.  */
double
like (const struct d4 *p, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p[i].a * p[i].d;
      s += p[i].b * p[i].c;
    }
  return s;
}

struct d6 { double a, b, c, d, e, f; };

/* A chain of a product by a sum and a sum by a product: GIMPLE orders the
   operands of the two products differently, and GCC's SLP swaps them back
   and takes the chain in order.  */
double
swapped (const struct d6 *p, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += p[i].a * (p[i].b + p[i].c);
      s += (p[i].d + p[i].e) * p[i].f;
    }
  return s;
}

/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: a floating-point sum accumulated in order, of a type wider than another value of the loop" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: a floating-point sum accumulated in order by statements of different shapes" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar" 3 "hyperlane" } } */
