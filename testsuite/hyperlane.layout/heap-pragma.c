/* A record spec in a pragma needs a whole-program view: without
   -fwhole-program (or -flto: heap-pragma-lto.c) the pass says so at the
   pragma.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct particle { float x, v; };
#pragma array_transform struct particle -> SOA /* { dg-warning "layout of .struct particle. needs a whole-program view: add -flto -flto-partition=one to the compile and link commands \\(or -fwhole-program for a program of one translation unit\\)" } */

int heap_pragma;
