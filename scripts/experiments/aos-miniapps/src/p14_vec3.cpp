// Game/physics-engine style vector math: a = b * s + c on std::vector<Vec3>.
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <vector>
#include <time.h>

struct Vec3 {
    float x, y, z;
    Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    Vec3 operator*(float s) const { return {x * s, y * s, z * s}; }
};

static uint32_t lcg_state = 0xC0FFEEu;
static float lcg01() { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0f / 16777216.0f); }

__attribute__((noinline)) void scale_add(std::vector<Vec3> &a, const std::vector<Vec3> &b,
                                         const std::vector<Vec3> &c, float s)
{
    std::size_t i = 0;
    for (const Vec3 &bi : b) {
        a[i] = bi * s + c[i];
        ++i;
    }
}

static uint64_t fnv(const void *p, std::size_t n, uint64_t h)
{ const unsigned char *c = (const unsigned char *)p; for (std::size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 250000;
    const std::size_t N = 3000;
    std::vector<Vec3> a(N), b(N), c(N);
    for (std::size_t i = 0; i < N; i++) { b[i] = {lcg01(), lcg01(), lcg01()}; c[i] = {lcg01(), lcg01(), lcg01()}; }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { scale_add(a, b, c, 0.5f + (r & 7) * 0.125f); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu a0 %a\n", (unsigned long long)fnv(a.data(), N * sizeof(Vec3), 1469598103934665603ULL), a[0].x);
    return 0;
}
