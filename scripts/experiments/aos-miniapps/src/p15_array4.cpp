// Generic state-vector update over std::array<double,4> elements
// (e.g. shallow-water / Euler 2-D conserved variables): U = U + dt*(S - k*U)
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <time.h>

using State = std::array<double, 4>;

static uint32_t lcg_state = 0xBEEFu;
static double lcg01() { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

template <typename T, std::size_t NV>
__attribute__((noinline)) void relax(std::array<T, NV> *U, const std::array<T, NV> *S, std::size_t n, T dt, T k)
{
    for (std::size_t i = 0; i < n; i++)
        for (std::size_t v = 0; v < NV; v++)
            U[i][v] = U[i][v] + dt * (S[i][v] - k * U[i][v]);
}

static uint64_t fnv(const void *p, std::size_t n, uint64_t h)
{ const unsigned char *c = (const unsigned char *)p; for (std::size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 200000;
    const std::size_t N = 1999;
    std::vector<State> U(N), S(N);
    for (std::size_t i = 0; i < N; i++)
        for (int v = 0; v < 4; v++) { U[i][v] = lcg01(); S[i][v] = lcg01() - 0.5; }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { relax<double, 4>(U.data(), S.data(), N, 1e-3, 0.7); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu u0 %a\n", (unsigned long long)fnv(U.data(), N * sizeof(State), 1469598103934665603ULL), U[0][0]);
    return 0;
}
