/* With layout-trust, an extern array and a global one change layout (every
   translation unit is promised the same spec); their symbols, and those of
   the pieces, spell the layout, the same in every translation unit.  */
/* { dg-do compile } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m);w[i][m]->PEEL(m,1) -fdump-tree-hyperlane-layout} } */

extern double u[64][4];
double w[64][4];

double
f (int i)
{
  return u[i][1] + w[i][0] + w[i][3];
}

/* { dg-final { scan-tree-dump "new piece u: double\\\[4\\\]\\\[64\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+w\\.hl1\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1\n" } } */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+w\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1\n" } } */
/* { dg-final { scan-assembler "u\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m" } } */
/* { dg-final { scan-assembler-not "\[ \t,\](u|w)\[+(\]" } } */
