/* Two translation units given different layouts of one global array fail
   to link: the reference's symbol spells the layout it expects and the
   definition, with its own layout, does not define it; each object's
   layout marker names its layout, and GNU ld reports the two as a multiple
   definition that names both (issue 23).  */
/* { dg-do link } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} } */
/* { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->STRIP_MINE(i,4,ii)} } */

#if HYPERLANE_UNIT == 1
double u[64][4];
#else
extern double u[64][4];

int
main (void)
{
  for (int i = 0; i < 64; i++)
    u[i][1] = i;
  return u[5][1] != 5;
}
#endif

/* { dg-message "hyperlane layout of 'u': u\\\[i\\\]\\\[m\\\] -> (INTERCHANGE\\(i, m\\)|STRIP_MINE\\(i, 4, ii\\)).*multiple definition of .hyperlane\\.layout\\.of\\.u'.*hyperlane layout of 'u': u\\\[i\\\]\\\[m\\\] -> (INTERCHANGE\\(i, m\\)|STRIP_MINE\\(i, 4, ii\\)).*first defined here" "" { target *-*-* } 0 } */
/* { dg-message "undefined reference to .u\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m'" "" { target *-*-* } 0 } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
