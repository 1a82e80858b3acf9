/* A layout-file that cannot be read is an error naming the file.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-layout-file=no-such-file.layout" } */
/* { dg-error "cannot read layout file 'no-such-file.layout'" "missing file" { target *-*-* } 0 } */

int hyperlane_layout_file_missing;
