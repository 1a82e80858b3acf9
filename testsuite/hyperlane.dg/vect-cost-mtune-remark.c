/* With the memory-order plan imposed, -mtune=znver3's masked stores make
   it lose to GCC, and the remark names the CPU; generic tuning, which
   must not lose on Zen 2 and 3, decides as znver3 does.  */
/* { dg-do compile } */
/* { dg-options "-O3 -mavx2 -mfma -mtune=znver3 -ffp-contract=off -fplugin-arg-hyperlane-plan=memory-order -fopt-info-vec-missed" } */

typedef struct { float x, y, z, vx, vy, vz; } particle;

void
advance (long n, particle *p, float dt)
{
  for (long i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: masked stores are slow on this CPU \\(-mtune=znver3\\)" } */
    {
      p[i].x += p[i].vx * dt;
      p[i].y += p[i].vy * dt;
      p[i].z += p[i].vz * dt;
    }
}
