/* Packed 8-bit RGB scanline to 16-bit luma (BT.601 weights, 16.16 fixed
   point, rounded). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NPIX 3840

static uint32_t lcg_state = 1u;
static uint32_t lcg(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return lcg_state >> 8; }

__attribute__((noinline, noipa)) void rgb_to_gray16(uint16_t *restrict gray, const uint8_t *restrict rgb, int npix)
{
    for (int i = 0; i < npix; i++) {
        uint32_t r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
        /* 0.299, 0.587, 0.114 scaled by 257*256 so that 255 -> 65535 */
        gray[i] = (uint16_t)((r * 19672u + g * 38620u + b * 7500u + 128u) >> 8);
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 300000;
    uint8_t *rgb = malloc(3 * NPIX);
    uint16_t *gray = malloc(NPIX * sizeof *gray);
    for (int i = 0; i < 3 * NPIX; i++) rgb[i] = (uint8_t)lcg();
    rgb[0] = rgb[1] = rgb[2] = 255;
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { rgb_to_gray16(gray, rgb, NPIX); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    unsigned long long s = 0; for (int i = 0; i < NPIX; i++) s += gray[i];
    printf("checksum %llu sum %llu g0 %u\n", (unsigned long long)fnv(gray, NPIX * sizeof *gray, 1469598103934665603ULL), s, gray[0]);
    return 0;
}
