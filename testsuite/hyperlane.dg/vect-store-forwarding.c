/* Store-to-load forwarding.  TSVC s111 updates the odd elements from the
   even ones: a plan in memory order loads a[i-1 .. i+14] and stores the
   odd lanes through a mask, so each vector iteration's first load reads
   bytes the masked store of the iteration before wrote, which no CPU
   forwards -- the loop then ran at 0.29x-0.79x of GCC's speed.  It is
   left to GCC.  A masked store whose bytes the next iteration does not
   read (the particle update, in place) forwards nothing and stays
   hyperlane's.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-all -fdump-tree-hyperlane-details" } */

#define N 32000
float a[N], b[N];

void
odd_from_even (void)		/* TSVC s111.  */
{
  for (int i = 1; i < N; i += 2)	/* { dg-message "hyperlane: loop left to GCC: cost model: store-to-load forwarding fails: a load reads across a masked or partial store of the vector iteration before \\(permutes 0, GCC plan: 14\\): -fplugin-arg-hyperlane-cost=always takes it" } */
    a[i] = a[i - 1] + b[i];
}

typedef struct { float x, y, z, vx, vy, vz; } particle;

void
advance (long n, particle *p, float dt)
{
  for (long i = 0; i < n; i++)	/* { dg-message "optimized: loop vectorized by hyperlane: VF 8 \\(avx2\\), 2 strided groups, 0 permutes" } */
    {
      p[i].x += p[i].vx * dt;
      p[i].y += p[i].vy * dt;
      p[i].z += p[i].vz * dt;
    }
}

/* { dg-final { scan-tree-dump-times "v\[0-9\]+ loads across the store v\[0-9\]+ of the vector iteration before" 1 "hyperlane" } } */
/* { dg-final { scan-assembler-times {\tvmaskmovps\t} 6 } } */
