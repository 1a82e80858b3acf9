// A C++ translation unit built without a layout does not link with the
// definition of a namespace-scope array that has one; the linker prints
// the definition's record, which names the array as C++ does (issue 23).
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

// { dg-warning "hyperlane: 'a::u' has the layout 'u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)' in \[^ \]*cxx-trust-abi-reference-without-layout\\.C \\(symbol _ZN1a1uE\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m\\)" "" { target *-*-* } 0 }
// { dg-message "undefined reference to .a::u'" "" { target *-*-* } 0 }
// { dg-prune-output "(relocation against|creating DT_TEXTREL)" }
