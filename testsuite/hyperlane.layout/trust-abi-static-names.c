/* With layout-trust, arrays the linker cannot see keep their names: a
   file-scope static array, a function's static array and their pieces;
   only the global array's symbols spell its layout (issue 23).  */
/* { dg-do compile } */
/* { dg-options {-O0 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=s[i][m]->PEEL(m,1);t[i][m]->INTERCHANGE(i,m);g[i][m]->INTERCHANGE(i,m) -fdump-tree-hyperlane-layout} } */

static double s[16][4];
double g[16][4];

double
f (int i)
{
  static double t[16][4];
  t[i][2] = s[i][0] + s[i][3];
  g[i][1] = t[i][2];
  return t[i][2];
}

/* { dg-final { scan-tree-dump "new piece s: double\\\[16\\\] " "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece t: double\\\[4\\\]\\\[16\\\]\n" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "symbol of g: g\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m\n" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "symbol of" 1 "hyperlane-layout" } } */
/* { dg-final { scan-assembler "\\.local\[ \t\]+s\n\[ \t\]+\\.comm\[ \t\]+s," } } */
/* { dg-final { scan-assembler "\\.local\[ \t\]+s\\.hl1\n" } } */
/* { dg-final { scan-assembler "\\.local\[ \t\]+t\\.\[0-9\]+\n" } } */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+g\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m\n" } } */
/* { dg-final { scan-assembler-not "\\.gnu\\.warning\\.(s|t)" } } */
/* { dg-final { scan-assembler-not "\\.globl\[ \t\]+.(s|t).\n" } } */
/* The definition of g guards its plain symbol (docs/layout.md, section 8).  */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+.g.\n\[ \t\]+\\.type\[ \t\]+.g., %tls_object\n" } } */
