/* C99 complex: pointwise spectrum multiply a[i] = b[i] * c[i]
   (e.g. convolution via FFT).  Built with and without -fcx-limited-range. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <complex.h>
#include <time.h>

#define NZ 2000

static uint32_t lcg_state = 5150u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline, noipa)) void spec_mul(_Complex double *a, const _Complex double *b,
                                               const _Complex double *c, int n)
{
    for (int i = 0; i < n; i++)
        a[i] = b[i] * c[i];
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 170000;
    _Complex double *a = malloc(NZ * sizeof *a), *b = malloc(NZ * sizeof *b), *c = malloc(NZ * sizeof *c);
    for (int i = 0; i < NZ; i++) {
        b[i] = (lcg01() - 0.5) + I * (lcg01() - 0.5);
        c[i] = (lcg01() - 0.5) + I * (lcg01() - 0.5);
        a[i] = 0;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { spec_mul(a, b, c, NZ); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu a0 %a %a\n", (unsigned long long)fnv(a, NZ * sizeof *a, 1469598103934665603ULL), creal(a[0]), cimag(a[0]));
    return 0;
}
