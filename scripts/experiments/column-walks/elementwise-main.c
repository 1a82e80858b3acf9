/* Times k1-k5 of elementwise-kernels.c, plain (_p) and with hyperlane
   (_h), alternated, minimum of 11 rounds; prints plain / hyperlane.  */
#include <stdio.h>
#include <time.h>
#define N 256
extern float a_p[N][N], b_p[N][N], c_p[N][N], a_h[N][N], b_h[N][N], c_h[N][N];
#define D(s) void k1##s(void); void k2##s(void); void k3##s(void); void k4##s(void); void k5##s(void);
D(_p) D(_h)
static double now(void){struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t); return t.tv_sec+1e-9*t.tv_nsec;}
int main(){
  void (*fp[])(void)={k1_p,k2_p,k3_p,k4_p,k5_p}, (*fh[])(void)={k1_h,k2_h,k3_h,k4_h,k5_h};
  for (int i=0;i<N;i++) for (int j=0;j<N;j++){ b_p[i][j]=b_h[i][j]=1.0f+(i+j)%7; c_p[i][j]=c_h[i][j]=(i^j)%5; }
  double bp[5],bh[5]; for(int k=0;k<5;k++) bp[k]=bh[k]=1e9;
  for (int r=0;r<11;r++) for (int k=0;k<5;k++){
    double t0=now(); for(int n=0;n<300;n++){fp[k]();__asm__ volatile("":::"memory");}
    double t1=now(); for(int n=0;n<300;n++){fh[k]();__asm__ volatile("":::"memory");}
    double t2=now(); if(t1-t0<bp[k])bp[k]=t1-t0; if(t2-t1<bh[k])bh[k]=t2-t1; }
  for(int k=0;k<5;k++) printf("k%d %.2f  ",k+1,bp[k]/bh[k]); printf("\n");
}
