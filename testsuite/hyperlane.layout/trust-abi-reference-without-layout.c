/* A translation unit built without a layout does not link with the
   definition of a global array that has one: the definition's object
   defines the plain symbol as thread-local data, which the reference
   cannot use, in a section whose name says the layout (issue 23).  */
/* { dg-do link } */
/* { dg-options "-O2" } */
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

/* { dg-message "u: TLS definition in \[^ \]*trust-abi-reference-without-layout-u1\\.o section \\.tbss\\.hyperlane: 'u' has a layout in this object \\(u\\\[i\\\]\\\[m\\\] -> STRIP_MINE\\(i, 4, ii\\)\\); build every object that uses it with the same layout spec and -fplugin-arg-hyperlane-layout-trust\\\[hyperlane\\.abi\\.u\\\] mismatches non-TLS reference" "" { target *-*-* } 0 } */
/* { dg-prune-output "error adding symbols" } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
