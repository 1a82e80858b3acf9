/* A translation unit of data only (no function: the pass never runs on a
   function) still changes the layout of its public arrays with
   layout-trust, initializers included, as the translation units that use
   them expect: the first column stays in w (double[8]), the other three
   move to w.hl1 (double[8][3]); their symbols spell the layout.  */
/* { dg-do compile } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=w[i][m]->PEEL(m,1)} } */

double w[8][4] = { {1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12} };

/* { dg-final { scan-assembler "\\.globl\[ \t\]+w\\.hl1\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1\n" } } */
/* { dg-final { scan-assembler "\\.size\[ \t\]+w\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1, 64" } } */
/* { dg-final { scan-assembler "\\.size\[ \t\]+w\\.hl1\\.hyperlane\\.i\\.m\\.PEEL\\.m\\.1, 192" } } */
/* { dg-final { scan-assembler "\\.pushsection\[ \t\]+.\\.tbss\\.hyperlane: 'w' has a layout in this object" } } */
