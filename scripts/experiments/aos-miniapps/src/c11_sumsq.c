/* Kinetic-energy-like diagnostic: strict (no fast-math) sum of squares of
   one field of a particle AoS.  Result must be bit-identical. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NS 3000
typedef struct { double x, y, z; } pos_t;

static uint32_t lcg_state = 6502u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline, noipa)) double sum_sq_x(const pos_t *p, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += p[i].x * p[i].x;
    return s;
}

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 120000;
    pos_t *p = malloc(NS * sizeof *p);
    for (int i = 0; i < NS; i++) { p[i].x = (lcg01() - 0.5) * 1e3; p[i].y = lcg01(); p[i].z = lcg01(); }
    p[7].x = 1e-300; p[8].x = 3.0e150; /* wide dynamic range: order matters */
    double total = 0.0; uint64_t h = 1469598103934665603ULL;
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) {
        double s = sum_sq_x(p, NS - (int)(r & 3));
        union { double d; uint64_t u; } cv = { s };
        h = (h ^ cv.u) * 1099511628211ULL;
        total += s;
        __asm__ __volatile__("" ::: "memory");
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    p[8].x = 0.0;
    double s2 = sum_sq_x(p, NS);
    printf("checksum %llu s %a s2 %a\n", (unsigned long long)h, total, s2);
    return 0;
}
