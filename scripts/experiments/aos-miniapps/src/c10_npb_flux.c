/* NPB-BT/SP style xi-direction flux differences on u[k][j][i][5]
   (rho, rho*u, rho*v, rho*w, rho*E). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <time.h>

#define NX 24
#define NY 12
#define NZ 12
double u[NZ][NY][NX][5], rhs[NZ][NY][NX][5], rho_i[NZ][NY][NX], square[NZ][NY][NX];

static uint32_t lcg_state = 1979u;
static double lcg01(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return (lcg_state >> 8) * (1.0 / 16777216.0); }

__attribute__((noinline)) void xi_flux(double tx2, double dx1tx1, double dx2tx1, double c1, double c2)
{
    for (int k = 1; k < NZ - 1; k++)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++) {
                double up1 = u[k][j][i + 1][1] * rho_i[k][j][i + 1];
                double um1 = u[k][j][i - 1][1] * rho_i[k][j][i - 1];
                rhs[k][j][i][0] = rhs[k][j][i][0]
                    + dx1tx1 * (u[k][j][i + 1][0] - 2.0 * u[k][j][i][0] + u[k][j][i - 1][0])
                    - tx2 * (u[k][j][i + 1][1] - u[k][j][i - 1][1]);
                rhs[k][j][i][1] = rhs[k][j][i][1]
                    + dx2tx1 * (u[k][j][i + 1][1] - 2.0 * u[k][j][i][1] + u[k][j][i - 1][1])
                    - tx2 * (u[k][j][i + 1][1] * up1 - u[k][j][i - 1][1] * um1
                             + (u[k][j][i + 1][4] - square[k][j][i + 1]
                                - u[k][j][i - 1][4] + square[k][j][i - 1]) * c2);
                rhs[k][j][i][2] = rhs[k][j][i][2]
                    + dx2tx1 * (u[k][j][i + 1][2] - 2.0 * u[k][j][i][2] + u[k][j][i - 1][2])
                    - tx2 * (u[k][j][i + 1][2] * up1 - u[k][j][i - 1][2] * um1);
                rhs[k][j][i][3] = rhs[k][j][i][3]
                    + dx2tx1 * (u[k][j][i + 1][3] - 2.0 * u[k][j][i][3] + u[k][j][i - 1][3])
                    - tx2 * (u[k][j][i + 1][3] * up1 - u[k][j][i - 1][3] * um1);
                rhs[k][j][i][4] = rhs[k][j][i][4]
                    + dx1tx1 * (u[k][j][i + 1][4] - 2.0 * u[k][j][i][4] + u[k][j][i - 1][4])
                    - tx2 * ((c1 * u[k][j][i + 1][4] - c2 * square[k][j][i + 1]) * up1
                             - (c1 * u[k][j][i - 1][4] - c2 * square[k][j][i - 1]) * um1);
            }
}

static uint64_t fnv(const void *p, size_t n, uint64_t h)
{ const unsigned char *c = p; for (size_t i = 0; i < n; i++) { h ^= c[i]; h *= 1099511628211ULL; } return h; }

int main(int argc, char **argv)
{
    long R = argc > 1 ? atol(argv[1]) : 20000;
    for (int k = 0; k < NZ; k++) for (int j = 0; j < NY; j++) for (int i = 0; i < NX; i++) {
        u[k][j][i][0] = 1.0 + 0.1 * lcg01();
        for (int m = 1; m < 4; m++) u[k][j][i][m] = 0.2 * (lcg01() - 0.5);
        u[k][j][i][4] = 2.5 + 0.1 * lcg01();
        rho_i[k][j][i] = 1.0 / u[k][j][i][0];
        square[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2]
                                 + u[k][j][i][3] * u[k][j][i][3]) * rho_i[k][j][i];
        for (int m = 0; m < 5; m++) rhs[k][j][i][m] = 0.0;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    for (long r = 0; r < R; r++) { xi_flux(1.0 / 48, 0.75 / 48, 0.75 / 48, 1.4, 0.4); __asm__ __volatile__("" ::: "memory"); }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    printf("time %.6f\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    printf("checksum %llu r %a\n", (unsigned long long)fnv(rhs, sizeof rhs, 1469598103934665603ULL), rhs[5][5][5][1]);
    return 0;
}
