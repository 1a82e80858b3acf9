/* A malformed layout spec is an error that names the column.  */
/* { dg-do compile } */
/* { dg-options {-fplugin-arg-hyperlane-layout=A[n][3]->INTERCHANGE(0,1)} } */
/* { dg-error "column 6: expected a dimension name, found '3'" "bad spec" { target *-*-* } 0 } */

int hyperlane_arg_layout_bad;
