/* Every "loop left to GCC" reason of the loop body (reductions and the
   scalar DAG) a C loop can reach, each with its cause (docs/remarks.md).
   Legality, target and cost model reasons are in remark-reasons-*.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-unswitch-loops -fopt-info-vec-missed" } */

float a[1024], b[1024], c[1024];
int ia[1024], ib[1024], ic[1024];
_Bool bo[1024];
unsigned char uc[1024];
double d[1024];
long la[1024];
long double ld[1024], ld2[1024];
struct q { int x, y, z; } t[1024];
struct pp { int *p, *q; } tp[1024];
float *pa[1024];

int
product (int n)
{
  int p = 1;
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: loop carries a value that is not an induction variable or a supported reduction" } */
    p *= ia[i];
  return p;
}

void
asm_value (int n)
{
  for (int i = 0; i < n; i++)
    {
      int t = ia[i];
      __asm__ ("" : "+r" (t));	/* { dg-message "loop left to GCC: unsupported statement in the loop body" } */
      ib[i] = t;
    }
}

void
overflow_check (int n)
{
  for (int i = 0; i < n; i++)
    {
      int r;
      ic[i] = __builtin_mul_overflow (ia[i], ib[i], &r) ? 0 : r;	/* { dg-message "loop left to GCC: operation the planner does not handle" } */
    }
}

void
addresses (int n)
{
  for (int i = 0; i < n; i++)
    pa[i] = &a[i];	/* { dg-message "loop left to GCC: value of a type the planner does not handle" } */
}

void
masked_store (int n)
{
  for (int i = 0; i < n; i++)
    if (ia[i] > 0)
      ib[i] = 3;	/* { dg-message "loop left to GCC: masked or conditional memory access \\(if-converted code\\): -fallow-store-data-races may let" } */
}

void
masked_load (int *p, int n)
{
  for (int i = 0; i < n; i++)
    ib[i] = ia[i] > 0 ? p[i] : 0;	/* { dg-message "loop left to GCC: masked or conditional memory access \\(if-converted code\\)" } */
}

/* The comparison's _Bool widened to int.  */
void
comparison_as_int (int n)
{
  for (int i = 0; i < n; i++)
    {
      t[i].x = t[i].y < t[i].z;	/* { dg-message "loop left to GCC: conversion of a type with padding bits" } */
      t[i].y = t[i].x;
      t[i].z = 0;
    }
}

void
stored_comparison (int n)
{
  for (int i = 0; i < n; i++)
    bo[i] = ia[i] < ib[i];	/* { dg-message "loop left to GCC: a comparison result used as a number" } */
}

void
bool_elements (int n)
{
  for (int i = 0; i < n; i++)
    bo[i] = bo[i] & bo[i + 1];	/* { dg-message "loop left to GCC: a type narrower than its element size \\(_Bool, bool, LOGICAL" } */
}

void
compared_comparisons (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: comparison of comparison results" } */
    ib[i] = (ia[i] < ib[i]) == (ic[i] < 0) ? 1 : 2;
}

void
unordered (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: comparison the planner does not handle \\(one that tells NaNs apart\\): -ffinite-math-only" } */
    b[i] = __builtin_isunordered (a[i], c[i]) ? 1.0f : a[i];
}

void
pointer_comparison (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: comparison of values of a type the planner does not handle" } */
    ib[i] = tp[i].p < tp[i].q ? 1 : 2;
}

void
logic_of_two_sizes (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: logic on comparisons of different sizes" } */
    d[i] = (a[i] < 0 && d[i] < 0) ? 1.0 : 2.0;
}

void
select_by_parameter (int n, _Bool flag)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: select by a truth value that is not a comparison" } */
    ib[i] = flag ? ia[i] : ic[i];
}

void
logic_with_parameter (int n, _Bool flag)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: truth value that is not a comparison" } */
    ib[i] = (ia[i] > 0 & flag) ? 1 : 2;
}

void
select_of_comparisons (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: select of truth values" } */
    ib[i] = ((ia[i] > 0) ? (ib[i] < 3) : (ic[i] < 4)) ? 5 : 6;
}

void
bytes_to_long_double (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: element sizes differ by more than eight times" } */
    ld[i] = uc[i];
}

void
long_double (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target has no vector mode for the element type" } */
    ld[i] = ld2[i] * 2;
}

void
long_to_float (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = la[i];	/* { dg-message "loop left to GCC: conversion of a wider integer to floating point" } */
}

void
float_to_long (int n)
{
  for (int i = 0; i < n; i++)
    la[i] = a[i];	/* { dg-message "loop left to GCC: conversion of floating point to a wider integer" } */
}

void
long_double_to_float (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = ld[i];	/* { dg-message "loop left to GCC: floating-point conversion between sizes that differ by more than twice" } */
}

struct cb { unsigned char c; _Bool b; } cbs[1024];

/* A _Bool field cannot be read as the group's unsigned char.  */
void
bool_beside_char (int n)
{
  for (int i = 0; i < n; i++)
    ib[i] = cbs[i].c + cbs[i].b;	/* { dg-message "loop left to GCC: fields of one group have different types" } */
}
