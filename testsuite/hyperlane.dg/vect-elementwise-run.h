/* The element-wise loops of vect-elementwise.h against their scalar
   loops, bit for bit (the run tests build with -ffp-contract=off).  */

#include "vect-elementwise.h"

#undef FORM
#undef COLUMN
#undef ATTR
#define FORM form_scalar
#define COLUMN column_scalar
#define ATTR __attribute__ ((optimize ("no-tree-vectorize"), noinline))
#define NO_ARRAYS
#include "vect-elementwise.h"

TYPE saved_lhs[N + 1][3][5][5], saved_flux[N][5];

int
main (void)
{
  for (int i = 0; i <= N; i++)
    for (int m = 0; m < 5; m++)
      for (int k = 0; k < 5; k++)
	{
	  fjac[i][m][k] = (TYPE) 1 / (1 + i + 3 * m + 7 * k);
	  njac[i][m][k] = (TYPE) (i - 2 * m + k) / 9;
	}
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
	u[j][i][m] = (TYPE) 1 + (TYPE) ((j * 7 + i * 3 + m) % 11) / 7;
  /* Odd counts leave a scalar epilogue.  */
  for (int n = N - 3; n <= N; n++)
    {
      form (n);
      __builtin_memcpy (saved_lhs, lhs, sizeof lhs);
      __builtin_memset (lhs, 0, sizeof lhs);
      form_scalar (n);
      if (__builtin_memcmp (saved_lhs, lhs, sizeof lhs))
	__builtin_abort ();
      column (n, n % N);
      __builtin_memcpy (saved_flux, flux, sizeof flux);
      __builtin_memset (flux, 0, sizeof flux);
      column_scalar (n, n % N);
      if (__builtin_memcmp (saved_flux, flux, sizeof flux))
	__builtin_abort ();
    }
  return 0;
}
