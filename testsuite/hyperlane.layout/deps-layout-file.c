/* -MD lists the layout file among the dependencies, after the source, so
   that make rebuilds the object when the layout changes (issue 23).  */
/* { dg-do compile } */
/* { dg-options "-O2 -MD -fplugin-arg-hyperlane-layout-file=@srcdir@/tzetar.layout" } */

static double a[8][5];

double
f (int i)
{
  return a[i][0];
}

/* { dg-final { scan-file deps-layout-file.d "deps-layout-file\\.s:\[\\s\\\\\]+\[^ \]*deps-layout-file\\.c\[\\s\\\\\]+\[^ \]*\[/\]tzetar\\.layout" } } */
