/* A bad value for vector-width is an error that gives the expected
   values.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-vector-width=300" } */
/* { dg-error "invalid value '300' for argument 'vector-width' to plugin hyperlane; expected vector-width=auto\\|128\\|256\\|512" "bad vector-width value" { target *-*-* } 0 } */

int hyperlane_arg_vector_width_bad;
