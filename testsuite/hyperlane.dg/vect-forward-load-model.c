/* With the default cost model: the particle push of vect-forward-load.h
   (a velocity stored, loaded again after the stores to the positions that
   may alias it) is taken at AVX2 with its loads forwarded, with fewer
   permutes than GCC's plan; the kick-and-drift of isomorphic fields is
   left to GCC's SLP, which needs no permute either.  A stride-5
   elimination (NPB SP's y_solve) with forwarded loads is weighed against
   the scalar loop GCC 12 runs (no element-by-element access for a load
   of several fields of a stride it does not interleave).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-all" } */

void
push (double *x, double *v, const double *e, double bx, double by,
      double bz, double dt, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx2\\), 5 strided groups, 28 permutes per vector iteration \\(GCC plan: 54\\), versioned for aliasing" } */
    {
      double vx = v[3 * i], vy = v[3 * i + 1], vz = v[3 * i + 2];
      v[3 * i] = vx + dt * (e[3 * i] + vy * bz - vz * by);
      v[3 * i + 1] = vy + dt * (e[3 * i + 1] + vz * bx - vx * bz);
      v[3 * i + 2] = vz + dt * (e[3 * i + 2] + vx * by - vy * bx);
      x[3 * i] += v[3 * i] * dt;	/* { dg-message "value stored and loaded again in one iteration: the load takes the stored value" } */
      x[3 * i + 1] += v[3 * i + 1] * dt;	/* { dg-message "value stored and loaded again in one iteration: the load takes the stored value" } */
      x[3 * i + 2] += v[3 * i + 2] * dt;	/* { dg-message "value stored and loaded again in one iteration: the load takes the stored value" } */
    }
}

void
kick_drift (double *x, double *v, const double *a, double dt, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: fields are isomorphic: GCC's SLP needs no permute either" } */
    {
      v[3 * i] += a[3 * i] * dt;
      v[3 * i + 1] += a[3 * i + 1] * dt;
      v[3 * i + 2] += a[3 * i + 2] * dt;
      x[3 * i] += v[3 * i] * dt;
      x[3 * i + 1] += v[3 * i + 1] * dt;
      x[3 * i + 2] += v[3 * i + 2] * dt;
    }
}

void
solve5 (double *lhs, double *rhs, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less \\(permutes \\d+, GCC plan: none\\)" } */
    {
      double fac = 1.0 / lhs[5 * i + 2];
      lhs[5 * i + 3] = fac * lhs[5 * i + 3];
      lhs[5 * i + 4] = fac * lhs[5 * i + 4];
      rhs[5 * i] = fac * rhs[5 * i];
      rhs[5 * i + 1] = rhs[5 * i + 1] - lhs[5 * i + 3] * rhs[5 * i];
      rhs[5 * i + 2] = rhs[5 * i + 2] - lhs[5 * i + 4] * rhs[5 * i];
    }
}
