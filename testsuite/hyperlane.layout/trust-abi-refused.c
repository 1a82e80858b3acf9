/* A translation unit that refuses the layout of a global array (here its
   address is taken) no longer links silently with the others, which
   changed it: the two objects' layout markers differ, and the object
   defining the array defines its plain symbol as thread-local data, which
   the reference cannot use; both messages name the layouts (issue 23;
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

/* { dg-message "hyperlane layout of 'u': (none \\(the spec was refused in \[^)\]*\\)|u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)).*multiple definition of .hyperlane\\.layout\\.of\\.u'.*hyperlane layout of 'u': (none|u\\\[i)" "" { target *-*-* } 0 } */
/* { dg-message "u: TLS definition in \[^ \]* section \\.tbss\\.hyperlane: 'u' has a layout in this object \\(u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)\\); build every object that uses it with the same layout spec and -fplugin-arg-hyperlane-layout-trust\\\[hyperlane\\.abi\\.u\\\] mismatches non-TLS reference" "" { target *-*-* } 0 } */
/* { dg-prune-output "error adding symbols" } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
