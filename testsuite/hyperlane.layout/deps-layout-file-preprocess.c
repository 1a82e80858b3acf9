/* -M (preprocessing only) lists the layout file too; a spec on the command
   line adds nothing (issue 23).  */
/* { dg-do preprocess } */
/* { dg-options {-M -fplugin-arg-hyperlane-layout=v[i]->PAD(i,4) -fplugin-arg-hyperlane-layout-file=@srcdir@/tzetar.layout} } */

static double a[8][5];

/* { dg-final { scan-file deps-layout-file-preprocess.i "deps-layout-file-preprocess\\.o:\[\\s\\\\\]+\[^ \]*deps-layout-file-preprocess\\.c\[\\s\\\\\]+\[^ \]*\[/\]tzetar\\.layout" } } */
/* { dg-final { scan-file-not deps-layout-file-preprocess.i "PAD" } } */
