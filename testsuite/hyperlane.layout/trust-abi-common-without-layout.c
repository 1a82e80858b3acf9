/* Under -fcommon a global array defined (tentatively) in every
   translation unit is one common symbol: a unit built without the layout
   would define its own plain array and link with the units that changed
   it.  The definition with the layout defines the plain symbol as
   thread-local data, which the linker refuses to merge with the other
   unit's common array (docs/layout.md, section 8).  */
/* { dg-do link } */
/* { dg-options "-O2 -fcommon" } */
/* { dg-additional-unit {-O2 -fcommon -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} } */

double u[64][4];

#if HYPERLANE_UNIT == 1
double
peek (int i, int m)
{
  return u[i][m];
}
#else
double peek (int, int);

int
main (void)
{
  for (int i = 0; i < 64; i++)
    u[i][1] = i;
  return peek (5, 1) != 5;
}
#endif

/* { dg-message "u: TLS definition in \[^ \]*trust-abi-common-without-layout-u1\\.o section \\.tbss\\.hyperlane: 'u' has a layout in this object \\(u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)\\); build every object that uses it with the same layout spec and -fplugin-arg-hyperlane-layout-trust\\\[hyperlane\\.abi\\.u\\\] mismatches non-TLS" "" { target *-*-* } 0 } */
/* { dg-prune-output "error adding symbols" } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
