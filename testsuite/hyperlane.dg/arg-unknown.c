/* An unknown plugin argument is an error that lists the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-bogus" } */
/* { dg-error "unknown argument 'bogus' to plugin hyperlane; valid keys are: hlp=on\\|off" "unknown key" { target *-*-* } 0 } */

int hyperlane_arg_unknown;
