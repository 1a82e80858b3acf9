/* Shared body of the perm-matrix-*.c tests: for every stride 2-8 and
   element size 1, 2, 4, 8, loops that deinterleave a whole group (AoS to
   SoA), deinterleave part of it (fields 0 and S-1 only, and field 1 only)
   and interleave a whole group (SoA to AoS), forced through hyperlane and
   compared with scalar references over several trip counts.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 67
#define NOVEC __attribute__ ((noipa, optimize ("no-tree-vectorize", "no-tree-slp-vectorize")))

#define KERNELS(T, S)							\
  __attribute__ ((noipa)) void						\
  split_##T##_##S (T *restrict soa, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < S; k++)					\
	soa[k * MAXN + i] = aos[S * i + k];				\
  }									\
  NOVEC void								\
  split_ref_##T##_##S (T *restrict soa, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < S; k++)					\
	soa[k * MAXN + i] = aos[S * i + k];				\
  }									\
  __attribute__ ((noipa)) void						\
  ends_##T##_##S (T *restrict out, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = aos[S * i] + aos[S * i + S - 1];			\
  }									\
  NOVEC void								\
  ends_ref_##T##_##S (T *restrict out, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = aos[S * i] + aos[S * i + S - 1];			\
  }									\
  __attribute__ ((noipa)) void						\
  one_##T##_##S (T *restrict out, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = aos[S * i + 1];						\
  }									\
  NOVEC void								\
  one_ref_##T##_##S (T *restrict out, const T *restrict aos, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = aos[S * i + 1];						\
  }									\
  __attribute__ ((noipa)) void						\
  join_##T##_##S (T *restrict aos, const T *restrict soa, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < S; k++)					\
	aos[S * i + k] = soa[k * MAXN + i];				\
  }									\
  NOVEC void								\
  join_ref_##T##_##S (T *restrict aos, const T *restrict soa, int n)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < S; k++)					\
	aos[S * i + k] = soa[k * MAXN + i];				\
  }									\
  static NOVEC void							\
  test_##T##_##S (void)							\
  {									\
    static T in[8 * MAXN], out[8 * MAXN], ref[8 * MAXN];		\
    static const int counts[] = { 0, 1, 3, 4, 7, 8, 9, 16, 17, 31, 32,	\
				  33, 64, 65, 66 };			\
    for (int i = 0; i < 8 * MAXN; i++)					\
      in[i] = (T) (i * 7 + S);						\
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)	\
      {									\
	int n = counts[c];						\
	memset (out, 0, sizeof out); memset (ref, 0, sizeof ref);	\
	split_##T##_##S (out, in, n); split_ref_##T##_##S (ref, in, n);	\
	if (memcmp (out, ref, sizeof out)) abort ();			\
	ends_##T##_##S (out, in, n); ends_ref_##T##_##S (ref, in, n);	\
	if (memcmp (out, ref, sizeof out)) abort ();			\
	one_##T##_##S (out, in, n); one_ref_##T##_##S (ref, in, n);	\
	if (memcmp (out, ref, sizeof out)) abort ();			\
	join_##T##_##S (out, in, n); join_ref_##T##_##S (ref, in, n);	\
	if (memcmp (out, ref, sizeof out)) abort ();			\
      }									\
  }

#define STRIDES(T) KERNELS (T, 2) KERNELS (T, 3) KERNELS (T, 4)	\
  KERNELS (T, 5) KERNELS (T, 6) KERNELS (T, 8)
#define RUN(T) test_##T##_2 (); test_##T##_3 (); test_##T##_4 ();	\
  test_##T##_5 (); test_##T##_6 (); test_##T##_8 ();

STRIDES (uint8_t)
STRIDES (uint16_t)
STRIDES (uint32_t)
STRIDES (uint64_t)
STRIDES (float)
STRIDES (double)

int
main (void)
{
  RUN (uint8_t) RUN (uint16_t) RUN (uint32_t) RUN (uint64_t) RUN (float)
  RUN (double)
  return 0;
}
