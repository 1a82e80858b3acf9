// C++ translation units given the same layout of namespace-scope arrays
// link and run; each piece's symbol extends the array's mangled name with
// the layout (issue 23).
// { dg-do run }
// { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->PEEL(m,1)} }
// { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->PEEL(m,1)} }

namespace a { extern double u[16][4]; }
namespace b { extern double u[16][4]; }

#if HYPERLANE_UNIT == 1
namespace a { double u[16][4]; }
namespace b { double u[16][4]; }

void
fill ()
{
  for (int i = 0; i < 16; i++)
    {
      a::u[i][0] = i;
      a::u[i][3] = 2 * i;
      b::u[i][0] = 3 * i;
      b::u[i][2] = 4 * i;
    }
}
#else
void fill ();

int
main ()
{
  fill ();
  for (int i = 0; i < 16; i++)
    if (a::u[i][0] != i || a::u[i][3] != 2 * i || b::u[i][0] != 3 * i
	|| b::u[i][2] != 4 * i)
      __builtin_abort ();
  return 0;
}
#endif
