/* -ftime-report gives the layout pass its own row under "Client items"
   (and the vectorizer its own).  */
/* { dg-do compile } */
/* { dg-options "-O3 -ftime-report -fopt-info-vec" } */

#pragma array_transform u[i][j][k][m] -> INTERCHANGE(i, j)
#pragma array_transform rhs[i][j][k][m] -> INTERCHANGE(i, j)
#include "tzetar.h"

/* { dg-message "hyperlane layout +: +\[0-9.\]+ \\(" "" { target *-*-* } 0 } */
/* { dg-message "hyperlane vectorizer +: +\[0-9.\]+ \\(" "" { target *-*-* } 0 } */
