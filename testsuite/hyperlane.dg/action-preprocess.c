/* dg-do preprocess works with the plugin loaded.  */
/* { dg-do preprocess } */

#define HYPERLANE_TWICE(x) ((x) + (x))
int hyperlane_twice = HYPERLANE_TWICE (21);

/* { dg-final { scan-file action-preprocess.i "hyperlane_twice = \\(\\(21\\) \\+ \\(21\\)\\)" } } */
