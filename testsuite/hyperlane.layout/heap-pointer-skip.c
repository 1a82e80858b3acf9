/* A build-wide '*NAME' spec whose NAME is no pointer to a structure in
   this program is skipped, with a dump line, as an array spec's missing
   array is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwhole-program -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-pointer-skip.layout -fplugin-arg-hyperlane-dump=-relayout=heap-pointer-skip.dump" } */

int *counts;
float *weights;

int
main (void)
{
  counts = 0;
  weights = 0;
  return 0;
}

/* { dg-final { scan-file heap-pointer-skip.dump "\\*counts -> SOA: skipped: 'counts' is not a pointer to a named structure type" } } */
/* { dg-final { scan-file heap-pointer-skip.dump "\\*nosuch -> AOSOA\\(8\\): skipped: the program keeps no global or static variable 'nosuch'" } } */
