/* Shared body of vect-store-gaps-matrix-*.c: stores of every proper
   subset of the fields of records of 2, 3 and 4 elements of 1, 2, 4 and
   8 bytes, each loop against a scalar reference on arrays followed by
   canaries, for trip counts that end the last vector iteration anywhere
   in a record.  With -fallow-store-data-races the gaps may be written
   back (a load, a blend and a whole store); the fields between keep
   their values and nothing past the arrays is touched either way.  */

#define N 203

#define FIELD(T, S, M, K)					\
  if ((M) >> (K) & 1)						\
    a[(S) * i + (K)] = (T) (b[i] * ((K) + 2) + c[i]);

/* The loop of a case: kernel and reference alike.  */
#define STORE_FIELDS(T, S, M)						\
  for (int i = 0; i < n; i++)						\
    {									\
      FIELD (T, S, M, 0) FIELD (T, S, M, 1)				\
      FIELD (T, S, M, 2) FIELD (T, S, M, 3)				\
    }

#define CASE(NAME, T, S, M)						\
  struct { T a[(S) * N]; T canary[64]; } g_##NAME, r_##NAME;		\
  T b_##NAME[N], c_##NAME[N];						\
  __attribute__ ((noipa)) void						\
  k_##NAME (T *restrict a, const T *restrict b, const T *restrict c,	\
	    int n)							\
  {									\
    STORE_FIELDS (T, S, M)						\
  }									\
  __attribute__ ((noipa, optimize ("no-tree-vectorize"))) void		\
  ref_##NAME (T *restrict a, const T *restrict b, const T *restrict c,	\
	      int n)							\
  {									\
    STORE_FIELDS (T, S, M)						\
  }									\
  static void								\
  check_##NAME (void)							\
  {									\
    for (int i = 0; i < N; i++)						\
      {									\
	b_##NAME[i] = (T) (i * 7 + 3);					\
	c_##NAME[i] = (T) (i % 13);					\
      }									\
    for (int n = N - 9; n <= N; n++)					\
      {									\
	for (unsigned j = 0; j < sizeof g_##NAME; j++)			\
	  ((unsigned char *) &g_##NAME)[j]				\
	    = ((unsigned char *) &r_##NAME)[j] = (unsigned char) (j * 31 + 7); \
	k_##NAME (g_##NAME.a, b_##NAME, c_##NAME, n);			\
	ref_##NAME (r_##NAME.a, b_##NAME, c_##NAME, n);			\
	if (__builtin_memcmp (&g_##NAME, &r_##NAME, sizeof g_##NAME))	\
	  __builtin_abort ();						\
      }									\
  }

#define TYPE_CASES(P, T)						\
  CASE (P##2_1, T, 2, 1) CASE (P##2_2, T, 2, 2)				\
  CASE (P##3_1, T, 3, 1) CASE (P##3_2, T, 3, 2) CASE (P##3_3, T, 3, 3)	\
  CASE (P##3_4, T, 3, 4) CASE (P##3_5, T, 3, 5) CASE (P##3_6, T, 3, 6)	\
  CASE (P##4_1, T, 4, 1) CASE (P##4_3, T, 4, 3) CASE (P##4_5, T, 4, 5)	\
  CASE (P##4_6, T, 4, 6) CASE (P##4_7, T, 4, 7) CASE (P##4_9, T, 4, 9)	\
  CASE (P##4_10, T, 4, 10) CASE (P##4_11, T, 4, 11)			\
  CASE (P##4_13, T, 4, 13) CASE (P##4_14, T, 4, 14)

#define TYPE_CHECKS(P)							\
  check_##P##2_1 (); check_##P##2_2 ();					\
  check_##P##3_1 (); check_##P##3_2 (); check_##P##3_3 ();		\
  check_##P##3_4 (); check_##P##3_5 (); check_##P##3_6 ();		\
  check_##P##4_1 (); check_##P##4_3 (); check_##P##4_5 ();		\
  check_##P##4_6 (); check_##P##4_7 (); check_##P##4_9 ();		\
  check_##P##4_10 (); check_##P##4_11 ();				\
  check_##P##4_13 (); check_##P##4_14 ();

TYPE_CASES (u8_, unsigned char)
TYPE_CASES (s16_, short)
TYPE_CASES (f32_, float)
TYPE_CASES (f64_, double)

int
main (void)
{
  TYPE_CHECKS (u8_)
  TYPE_CHECKS (s16_)
  TYPE_CHECKS (f32_)
  TYPE_CHECKS (f64_)
  return 0;
}
