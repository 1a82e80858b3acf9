// With layout-trust, two public arrays named u in different namespaces
// are peeled: each piece's symbol extends its array's mangled name (then
// the layout), so they do not clash (they used to be both u.hl1).
// { dg-do compile }
// { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->PEEL(m,1)} }

namespace a { double u[64][4]; }
namespace b { double u[64][4]; }

double
f (int i)
{
  return a::u[i][0] + a::u[i][3] + b::u[i][0] + b::u[i][2];
}

// { dg-final { scan-assembler "_ZN1a1uE\\.hl1\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1" } }
// { dg-final { scan-assembler "_ZN1b1uE\\.hl1\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1" } }
