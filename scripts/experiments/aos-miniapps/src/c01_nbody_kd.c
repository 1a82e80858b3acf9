/* N-body leapfrog kick-drift: velocities kicked by accelerations kept in a
   separate AoS array (filled by a force routine elsewhere), then drifted. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#define NP 2000
typedef struct { double x, y, z, vx, vy, vz, m; } body_t;
typedef struct { double ax, ay, az; } accel_t;

body_t bodies[NP];
accel_t acc[NP];

static uint32_t lcg_state = 12345u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline)) void kick_drift(double dt)
{
    for (int i = 0; i < NP; i++) {
        bodies[i].vx += acc[i].ax * dt;
        bodies[i].vy += acc[i].ay * dt;
        bodies[i].vz += acc[i].az * dt;
        bodies[i].x += bodies[i].vx * dt;
        bodies[i].y += bodies[i].vy * dt;
        bodies[i].z += bodies[i].vz * dt;
    }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 120000;
    for (int i = 0; i < NP; i++) {
        bodies[i].x = lcg01() * 10 - 5; bodies[i].y = lcg01() * 10 - 5; bodies[i].z = lcg01() * 10 - 5;
        bodies[i].vx = lcg01() - 0.5; bodies[i].vy = lcg01() - 0.5; bodies[i].vz = lcg01() - 0.5;
        bodies[i].m = 1.0 + lcg01();
        acc[i].ax = (lcg01() - 0.5) * 1e-2; acc[i].ay = (lcg01() - 0.5) * 1e-2; acc[i].az = (lcg01() - 0.5) * 1e-2;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { kick_drift(1e-3); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    uint64_t h = fnv(bodies, sizeof bodies, 1469598103934665603ULL);
    h = fnv(acc, sizeof acc, h);
    printf("checksum %llu x0 %a\n", (unsigned long long)h, bodies[0].x);
    return 0;
}
