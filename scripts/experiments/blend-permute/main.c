/* Times the kernels of kernels.c built by gcc -O3 (suffix _g) and with
   one or two plugins (_a, _b) round-robin in one process, 4096 records
   (in L1), 9 rounds, after checking every build's results bitwise
   against gcc -O3's.  Prints speed relative to gcc -O3.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef unsigned char u8;
typedef unsigned short u16;

#define DECLARE(s)							\
  void de_u8x3##s (const u8 *, u8 *, u8 *, u8 *, int);			\
  void in_u8x3##s (const u8 *, const u8 *, const u8 *, u8 *, int);	\
  void de_u16x3##s (const u16 *, u16 *, int);				\
  void in_u16x3##s (const u16 *, const u16 *, u16 *, int);		\
  void de_f32x5##s (const float *, float *, int);			\
  void in_f32x5##s (const float *, const float *, float *, int);
DECLARE (_g)
DECLARE (_a)
DECLARE (_b)

enum { N = 4096, ROUNDS = 9 };
static u8 *bytes[8];

static double
now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* Run kernel K of build B (0: gcc, 1: a, 2: b) once.  */
static void
run (int k, int b)
{
  u8 **m = bytes;
  switch (k * 3 + b)
    {
#define CASES(i, s)							\
    case 0 * 3 + i: de_u8x3##s (m[0], m[5], m[6], m[7], N); break;	\
    case 1 * 3 + i: in_u8x3##s (m[1], m[2], m[3], m[4], N); break;	\
    case 2 * 3 + i: de_u16x3##s ((u16 *) m[0], (u16 *) m[5], N); break; \
    case 3 * 3 + i: in_u16x3##s ((u16 *) m[1], (u16 *) m[2],		\
				 (u16 *) m[4], N); break;		\
    case 4 * 3 + i: de_f32x5##s ((float *) m[0], (float *) m[5], N); break; \
    case 5 * 3 + i: in_f32x5##s ((float *) m[1], (float *) m[2],	\
				 (float *) m[4], N); break;
    CASES (0, _g) CASES (1, _a) CASES (2, _b)
    }
}

int
main (int argc, char **argv)
{
  int builds = argc > 1 ? atoi (argv[1]) : 1;
  static const char *const names[]
    = { "stride-3 bytes, deinterleave", "stride-3 bytes, interleave",
	"stride-3 u16, deinterleave", "stride-3 u16, interleave",
	"stride-5 float, deinterleave", "stride-5 float, interleave" };
  /* Inputs in bytes[0..3], outputs in bytes[4..7].  */
  for (int i = 0; i < 8; i++)
    bytes[i] = aligned_alloc (64, 20 * N + 64);
  /* Floats in [1, 2) (their products stay normal: no denormal assists
     in the float kernels); any bytes do for the integer kernels.  */
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < 5 * N; i++)
      ((float *) bytes[j])[i] = 1.0f + rand () / (float) RAND_MAX;
  for (int k = 0; k < 6; k++)
    {
      static u8 want[4][20 * N];
      for (int j = 4; j < 8; j++)
	memset (bytes[j], 0, 20 * N);
      run (k, 0);
      for (int j = 4; j < 8; j++)
	memcpy (want[j - 4], bytes[j], 20 * N);
      for (int b = 1; b <= builds; b++)
	{
	  for (int j = 4; j < 8; j++)
	    memset (bytes[j], 0, 20 * N);
	  run (k, b);
	  for (int j = 4; j < 8; j++)
	    if (memcmp (want[j - 4], bytes[j], 20 * N))
	      {
		printf ("%s: build %d differs from gcc -O3\n", names[k], b);
		return 1;
	      }
	}
      double t[3] = { 0, 0, 0 };
      int reps = 20000;
      for (int r = 0; r < ROUNDS; r++)
	for (int b = 0; b <= builds; b++)
	  {
	    double s = now ();
	    for (int i = 0; i < reps; i++)
	      {
		run (k, b);
		__asm__ volatile ("" ::: "memory");
	      }
	    t[b] += now () - s;
	  }
      printf ("%-30s", names[k]);
      for (int b = 1; b <= builds; b++)
	printf ("  %s %.2fx", b == 1 ? "A" : "B", t[0] / t[b]);
      printf ("\n");
    }
  return 0;
}
