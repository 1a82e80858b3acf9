/* CFL / diagnostics: min and max pressure over a cell AoS. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NCELL 4000
typedef struct { float rho, u, v, p; } cell_t;
cell_t cells[NCELL];
float pmin_out, pmax_out;

static uint32_t lcg_state = 1701u;
static float lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline)) void pressure_range(void)
{
    float pmin = cells[0].p, pmax = cells[0].p;
    for (int i = 1; i < NCELL; i++) {
        if (cells[i].p < pmin) pmin = cells[i].p;
        if (cells[i].p > pmax) pmax = cells[i].p;
    }
    pmin_out = pmin; pmax_out = pmax;
}

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 120000;
    for (int i = 0; i < NCELL; i++) { cells[i].rho = lcg01(); cells[i].u = lcg01(); cells[i].v = lcg01(); cells[i].p = 1.0f + lcg01(); }
    uint64_t h = 1469598103934665603ULL;
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) {
        int k = (int)(r % NCELL);
        cells[k].p = (r & 1) ? -0.0f - (float)(r & 255) : 2.0f + (float)(r & 127);
        pressure_range();
        union { float f; uint32_t u; } a = { pmin_out }, b = { pmax_out };
        h = (h ^ a.u) * 1099511628211ULL; h = (h ^ b.u) * 1099511628211ULL;
        __asm__ __volatile__("" ::: "memory");
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu min %a max %a\n", (unsigned long long)h, pmin_out, pmax_out);
    return 0;
}
