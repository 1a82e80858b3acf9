/* The symbol of a global array spells its spec with the characters of an
   assembler symbol: dots between tokens, a negative size as minusN; a
   split structure's field arrays extend it after their own names
   (issue 23).  */
/* { dg-do compile } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=g[i][m]->PAD(i,-2)->PAD(m,3);P[i][f]->INTERCHANGE(i,f)} } */

struct particle { float x; double mass; };
double g[16][4];
struct particle P[8];

double
f (int i)
{
  return g[i][1] + P[i].x + P[i].mass;
}

/* { dg-final { scan-assembler "\\.globl\[ \t\]+g\\.hyperlane\\.i\\.m\\.PAD\\.i\\.minus2\\.PAD\\.m\\.3\n" } } */
/* { dg-final { scan-assembler "\\.size\[ \t\]+g\\.hyperlane\\.i\\.m\\.PAD\\.i\\.minus2\\.PAD\\.m\\.3, 1008\n" } } */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+P\\.hyperlane\\.i\\.f\\.INTERCHANGE\\.i\\.f\n" } } */
/* { dg-final { scan-assembler "\\.globl\[ \t\]+P\\.mass\\.hyperlane\\.i\\.f\\.INTERCHANGE\\.i\\.f\n" } } */
/* { dg-final { scan-assembler "\\.pushsection\[ \t\]+.\\.tbss\\.hyperlane: 'P' has a layout in this object \\(P\\\[i\\\]\\\[f\\\] -> INTERCHANGE\\(i, f\\)\\)" } } */
