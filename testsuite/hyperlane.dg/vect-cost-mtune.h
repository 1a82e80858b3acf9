/* The particle update (examples/c/particles.c) for vect-cost-mtune-*.c:
   the memory-order plan stores three of six fields through masks.  */

typedef struct { float x, y, z, vx, vy, vz; } particle;

void
advance (long n, particle *p, float dt)
{
  for (long i = 0; i < n; i++)
    {
      p[i].x += p[i].vx * dt;
      p[i].y += p[i].vy * dt;
      p[i].z += p[i].vz * dt;
    }
}
