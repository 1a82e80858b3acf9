/* Times each kernel of kernels.c, plain (suffix _p) and with hyperlane
   (_h), alternated, minimum of 9 rounds of process CPU time; prints
   plain / hyperlane per kernel and whether the two builds' results are
   bit-identical.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SIDE(s)								\
  extern float af##s[N][N], bf##s[N][N], cf##s[N][N];			\
  extern double ad##s[N][N], bd##s[N][N], cd##s[N][N];			\
  void mulf##s (void); void muld##s (double);				\
  void trf##s (void); void trd##s (void);
SIDE (_p)
SIDE (_h)

static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void
init (float (*af)[N], float (*bf)[N], float (*cf)[N], double (*ad)[N],
      double (*bd)[N], double (*cd)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	af[i][j] = 1.0f / (i + j + 1);
	bf[i][j] = 1.0f + (float) ((i * 7 + j) % 13) / 64.0f;
	cf[i][j] = (float) ((i ^ j) & 15) / 8.0f;
	ad[i][j] = 1.0 / (i + 2 * j + 1);
	bd[i][j] = (double) ((i * 5 + j) % 11) / 3.0;
	cd[i][j] = (double) ((i + j) % 7);
      }
}

static void
kernel (int side, int k)
{
  if (k == 0)
    side ? mulf_h () : mulf_p ();
  else if (k == 1)
    side ? muld_h (0.999) : muld_p (0.999);
  else if (k == 2)
    side ? trf_h () : trf_p ();
  else
    side ? trd_h () : trd_p ();
}

int
main (int argc, char **argv)
{
  int reps = argc > 1 ? atoi (argv[1]) : 200;
  const char *name[] = { "mulf", "muld", "trf", "trd" };
  init (af_p, bf_p, cf_p, ad_p, bd_p, cd_p);
  init (af_h, bf_h, cf_h, ad_h, bd_h, cd_h);
  for (int k = 0; k < 4; k++)
    {
      kernel (0, k);
      kernel (1, k);
    }
  int same = (!memcmp (af_p, af_h, sizeof af_p) && !memcmp (bf_p, bf_h, sizeof bf_p)
	      && !memcmp (ad_p, ad_h, sizeof ad_p) && !memcmp (bd_p, bd_h, sizeof bd_p));
  double best[2][4];
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < 4; k++)
      best[s][k] = 1e30;
  for (int round = 0; round < 9; round++)
    for (int k = 0; k < 4; k++)
      for (int s = 0; s < 2; s++)
	{
	  double t0 = now ();
	  for (int r = 0; r < reps; r++)
	    {
	      kernel ((s + round) & 1, k);
	      __asm__ volatile ("" ::: "memory");
	    }
	  double t = now () - t0;
	  int side = (s + round) & 1;
	  if (t < best[side][k])
	    best[side][k] = t;
	}
  for (int k = 0; k < 4; k++)
    printf ("%s %.2f  ", name[k], best[0][k] / best[1][k]);
  printf (" results %s\n", same ? "identical" : "DIFFER");
  return !same;
}
