// -MMD of C++ lists the layout file too (issue 23).
// { dg-do compile }
// { dg-options "-O2 -MMD -fplugin-arg-hyperlane-layout-file=@srcdir@/tzetar.layout" }

static double a[8][5];

double
f (int i)
{
  return a[i][0];
}

// { dg-final { scan-file deps-layout-file.d "deps-layout-file\\.s:\[\\s\\\\\]+\[^ \]*deps-layout-file\\.C\[\\s\\\\\]+\[^ \]*\[/\]tzetar\\.layout" } }
