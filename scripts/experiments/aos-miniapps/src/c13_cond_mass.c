/* 2-D particle update that skips massless (ghost / removed) particles:
   if (p[i].m > 0) { kick by external force per unit mass, drift }. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NP2 2999
typedef struct { float x, y, vx, vy, m; } p2d_t;

static uint32_t lcg_state = 4711u;
static float lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline, noipa)) void advance(p2d_t *p, const float *fx, const float *fy, int n, float dt)
{
    for (int i = 0; i < n; i++) {
        if (p[i].m > 0.0f) {
            float inv_m = 1.0f / p[i].m;
            p[i].vx += fx[i] * inv_m * dt;
            p[i].vy += fy[i] * inv_m * dt;
            p[i].x += p[i].vx * dt;
            p[i].y += p[i].vy * dt;
        }
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 50000;
    p2d_t *p = malloc(NP2 * sizeof *p);
    float *fx = malloc(NP2 * sizeof *fx), *fy = malloc(NP2 * sizeof *fy);
    for (int i = 0; i < NP2; i++) {
        p[i].x = lcg01(); p[i].y = lcg01(); p[i].vx = lcg01() - 0.5f; p[i].vy = lcg01() - 0.5f;
        p[i].m = (i % 7 == 3) ? 0.0f : 0.5f + lcg01();
        fx[i] = (lcg01() - 0.5f) * 0.01f; fy[i] = (lcg01() - 0.5f) * 0.01f;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { advance(p, fx, fy, NP2, 1e-3f); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu x0 %a\n", (unsigned long long)fnv(p, NP2 * sizeof *p, 1469598103934665603ULL), p[0].x);
    return 0;
}
