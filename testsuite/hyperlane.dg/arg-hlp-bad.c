/* A bad value for hlp is an error that gives the expected values.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-hlp=maybe" } */
/* { dg-error "invalid value 'maybe' for argument 'hlp' to plugin hyperlane; expected hlp=on\\|off" "bad hlp value" { target *-*-* } 0 } */

int hyperlane_arg_hlp_bad;
