/* Compositing: convert a straight-alpha float RGBA tile to premultiplied
   alpha. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define TILE 64
#define NRGBA (TILE * TILE)
typedef struct { float r, g, b, a; } rgba_t;
rgba_t src_tile[NRGBA], dst_tile[NRGBA];

static uint32_t lcg_state = 8088u;
static float lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline)) void premultiply(void)
{
    for (int i = 0; i < NRGBA; i++) {
        float a = src_tile[i].a;
        dst_tile[i].r = src_tile[i].r * a;
        dst_tile[i].g = src_tile[i].g * a;
        dst_tile[i].b = src_tile[i].b * a;
        dst_tile[i].a = a;
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 80000;
    for (int i = 0; i < NRGBA; i++) { src_tile[i].r = lcg01(); src_tile[i].g = lcg01(); src_tile[i].b = lcg01(); src_tile[i].a = lcg01(); }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { premultiply(); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu d0 %a\n", (unsigned long long)fnv(dst_tile, sizeof dst_tile, 1469598103934665603ULL), dst_tile[0].r);
    return 0;
}
