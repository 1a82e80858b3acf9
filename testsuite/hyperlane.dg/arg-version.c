/* -fplugin-arg-hyperlane-version is accepted and prints the version note.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-version" } */
/* { dg-message "hyperlane \[0-9\]+\\.\[0-9\]+\\.\[0-9\]+, built for GCC 12" "version note" { target *-*-* } 0 } */

int hyperlane_arg_version;
