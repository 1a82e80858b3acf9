/* Per-element 3x3 matrix (e.g. rotation / deformation gradient per cell)
   applied to a per-element vector: out[i] = M[i] * v[i]. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NEL 2500
typedef struct { float m[9]; } mat3_t;
typedef struct { float x, y, z; } vec3_t;

static uint32_t lcg_state = 31337u;
static float lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline, noipa)) void apply_mat(vec3_t *out, const mat3_t *M, const vec3_t *v, int n)
{
    for (int i = 0; i < n; i++) {
        const float *m = M[i].m;
        float x = v[i].x, y = v[i].y, z = v[i].z;
        out[i].x = m[0] * x + m[1] * y + m[2] * z;
        out[i].y = m[3] * x + m[4] * y + m[5] * z;
        out[i].z = m[6] * x + m[7] * y + m[8] * z;
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 70000;
    mat3_t *M = malloc(NEL * sizeof *M);
    vec3_t *v = malloc(NEL * sizeof *v), *out = malloc(NEL * sizeof *out);
    for (int i = 0; i < NEL; i++) {
        for (int k = 0; k < 9; k++) M[i].m[k] = lcg01() * 2 - 1;
        v[i].x = lcg01(); v[i].y = lcg01(); v[i].z = lcg01();
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { apply_mat(out, M, v, NEL); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu out0x %a\n", (unsigned long long)fnv(out, NEL * sizeof *out, 1469598103934665603ULL), out[0].x);
    return 0;
}
