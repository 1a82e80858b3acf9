// A C++ translation unit built without a layout does not link with the
// definition of a namespace-scope array that has one: the definition's
// object defines the plain (mangled) symbol as thread-local data, in a
// section that names the array as C++ does (issue 23).
// { dg-do link }
// { dg-options "-O2" }
// { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} }

namespace a { extern double u[16][4]; }

#if HYPERLANE_UNIT == 1
namespace a { double u[16][4]; }
#else
int
main ()
{
  for (int i = 0; i < 16; i++)
    a::u[i][1] = i;
  return a::u[5][1] != 5;
}
#endif

// { dg-message "_ZN1a1uE: TLS definition in \[^ \]* section \\.tbss\\.hyperlane: 'a::u' has a layout in this object \\(u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)\\); build every object that uses it with the same layout spec and -fplugin-arg-hyperlane-layout-trust\\\[hyperlane\\.abi\\._ZN1a1uE\\\] mismatches non-TLS reference" "" { target *-*-* } 0 }
// { dg-prune-output "error adding symbols" }
// { dg-prune-output "(relocation against|creating DT_TEXTREL)" }
