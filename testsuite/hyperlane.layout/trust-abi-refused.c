/* A translation unit that refuses the layout of a global array (here its
   address is taken) no longer links silently with the others, which
   changed it: it references the plain symbol, which the definition does
   not define, and the linker prints the definition's layout (issue 23;
   docs/layout.md, section 8, promise 3).  */
/* { dg-do link } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} } */
/* { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} } */

#if HYPERLANE_UNIT == 1
double u[64][4];
#else
extern double u[64][4];

int
main (void)
{
  double *p = &u[0][0];	/* { dg-warning "layout of .u. not changed: its address is taken" } */
  for (int i = 0; i < 64 * 4; i++)
    p[i] = i;
  return u[5][1] != 21;
}
#endif

/* { dg-warning "hyperlane: 'u' has the layout 'u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)' in \[^ \]*trust-abi-refused\\.c \\(symbol u\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m\\), but this reference expects it without a layout" "" { target *-*-* } 0 } */
/* { dg-message "hyperlane layout of 'u': (none \\(the spec was refused in \[^)\]*\\)|u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)).*multiple definition of .hyperlane\\.layout\\.of\\.u'.*hyperlane layout of 'u': (none|u\\\[i)" "" { target *-*-* } 0 } */
/* { dg-message "undefined reference to .u'" "" { target *-*-* } 0 } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
