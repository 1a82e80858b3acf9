/* Correlator / beamformer style complex multiply-accumulate on interleaved
   {re,im} records: acc[k] += w[k] * s[k]. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NC 2048
typedef struct { double re, im; } cplx_t;
cplx_t w[NC], s[NC], accum[NC];

static uint32_t lcg_state = 2024u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline)) void cmac(void)
{
    for (int k = 0; k < NC; k++) {
        double ar = w[k].re, ai = w[k].im, br = s[k].re, bi = s[k].im;
        accum[k].re += ar * br - ai * bi;
        accum[k].im += ar * bi + ai * br;
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 300000;
    for (int k = 0; k < NC; k++) {
        w[k].re = lcg01() - 0.5; w[k].im = lcg01() - 0.5;
        s[k].re = lcg01() - 0.5; s[k].im = lcg01() - 0.5;
        accum[k].re = accum[k].im = 0;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { cmac(); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu acc0 %a\n", (unsigned long long)fnv(accum, sizeof accum, 1469598103934665603ULL), accum[0].re);
    return 0;
}
