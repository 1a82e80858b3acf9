/* NPB BT's block solve (x_solve.c:344) with its recurrence removed: each
   i reads the previous sweep's blocks of i-1, so the iterations are
   independent (the limit of a plan across independent lines).  The
   block routines are NPB 3.3-SER-C's solve_subs.c, copied by run.sh
   (NPB's licence: free to use, copy and modify).  */
#define N 256
#include "solve_subs.inc"
double A[N][5][5], B[N][5][5], C[N][5][5], X[N][5], Y[N][5];
/* BT's block solve with the recurrence removed: each i uses block i-1's
   results of the previous sweep only (A, C, X read-only here).  */
void sweep (int n, double (*restrict Cout)[5][5], double (*restrict Bout)[5][5], double (*restrict R)[5])
{
  for (int i = 1; i < n; i++)
    {
      matvec_sub (A[i], X[i - 1], R[i]);
      matmul_sub (A[i], C[i - 1], Bout[i]);
      binvcrhs (Bout[i], Cout[i], R[i]);
    }
}
