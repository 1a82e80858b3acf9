/* SPH-like: per-particle density estimate (self term of a cubic kernel
   corrected by the local spread) and smoothing-length evolution from the
   velocity divergence. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NSPH 1500
typedef struct { double x, y, z, h; } sph_t;

static uint32_t lcg_state = 4242u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline, noipa)) void density_update(sph_t *restrict p, double *restrict rho,
                                                     const double *restrict divv, int n,
                                                     double mass, double dt)
{
    const double sigma = 0.3183098861837907; /* 1/pi */
    for (int i = 0; i < n; i++) {
        double hi = p[i].h;
        double r2 = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z;
        double q2 = r2 / (hi * hi);
        rho[i] = mass * sigma / (hi * hi * hi) * (1.0 - 1.5 * q2 + 0.75 * q2 * q2);
        p[i].h = hi * (1.0 + dt * divv[i] * (1.0 / 3.0));
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 200000;
    sph_t *p = aligned_alloc(64, NSPH * sizeof(sph_t));
    double *rho = malloc(NSPH * sizeof(double));
    double *divv = malloc(NSPH * sizeof(double));
    for (int i = 0; i < NSPH; i++) {
        p[i].x = lcg01() - 0.5; p[i].y = lcg01() - 0.5; p[i].z = lcg01() - 0.5;
        p[i].h = 0.8 + 0.4 * lcg01();
        divv[i] = (lcg01() - 0.5) * 1e-3;
        rho[i] = 0;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { density_update(p, rho, divv, NSPH, 0.01, 1e-3); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    uint64_t h = fnv(p, NSPH * sizeof(sph_t), 1469598103934665603ULL);
    h = fnv(rho, NSPH * sizeof(double), h);
    printf("checksum %llu rho0 %a\n", (unsigned long long)h, rho[0]);
    return 0;
}
