/* Mixed int/float record: move points by a shift in a periodic box and
   recompute each point's linear cell index for binning. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
#include <time.h>

#define NPT 4000
typedef struct { float x, y, z; int id; } point_t;
point_t pts[NPT];

static uint32_t lcg_state = 99u;
static float lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline)) void move_and_bin(float dx, float dy, float dz, float L, int nc)
{
    float invL = 1.0f / L;
    float inv_cell = nc / L;
    for (int i = 0; i < NPT; i++) {
        float x = pts[i].x + dx, y = pts[i].y + dy, z = pts[i].z + dz;
        x -= L * floorf(x * invL);
        y -= L * floorf(y * invL);
        z -= L * floorf(z * invL);
        pts[i].x = x; pts[i].y = y; pts[i].z = z;
        int ix = (int)(x * inv_cell), iy = (int)(y * inv_cell), iz = (int)(z * inv_cell);
        pts[i].id = ix + nc * (iy + nc * iz);
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 40000;
    for (int i = 0; i < NPT; i++) { pts[i].x = lcg01() * 10; pts[i].y = lcg01() * 10; pts[i].z = lcg01() * 10; pts[i].id = -1; }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { move_and_bin(0.013f, -0.007f, 0.021f, 10.0f, 16); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    long long idsum = 0; for (int i = 0; i < NPT; i++) idsum += pts[i].id;
    printf("checksum %llu idsum %lld\n", (unsigned long long)fnv(pts, sizeof pts, 1469598103934665603ULL), idsum);
    return 0;
}
