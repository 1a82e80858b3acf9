/* Ordinary C diagnostics keep their line numbers with the plugin loaded.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall" } */

int
f (void)
{
  int unused;			/* { dg-warning "unused variable 'unused'" } */
  int *p = 1.5;			/* { dg-error "incompatible types when initializing" } */
  /* { dg-error "'missing' undeclared" "relative line" { target *-*-* } .+1 } */
  missing = *p;
  return 0;
}

int
g (int x)
{
  return x * 2;			/* { dg-bogus "warning" } */
}
