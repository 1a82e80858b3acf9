/* A layout-file that cannot be read is an error naming the file.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-hyperlane-layout-file=no-such-file.layout" } */
/* { dg-error "in .-fplugin-arg-hyperlane-layout-file=no-such-file.layout.: cannot read layout file: No such file" "missing file" { target *-*-* } 0 } */

int hyperlane_layout_file_missing;
