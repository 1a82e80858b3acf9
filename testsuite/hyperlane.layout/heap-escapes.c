/* Every escape blocks the layout of its structure type with a warning at
   the statement or declaration: each type here has one escape and a spec
   of its own (heap-escapes.layout): memcpy of records, a cast to another
   pointer type, the address of a field passed out, a pointer difference,
   a store of the pointer into memory (and its load back), records in a
   local array, a call the layout cannot see, a walk by pointer
   increments, records nested in a structure or a union, a pointer
   variable visible outside the program, an indirect call, a bit-field,
   an array field, a structure copy, a conversion to an integer, and a
   static array of records.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwhole-program -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-escapes.layout" } */

#include <stdlib.h>
#include <string.h>
#include <stdint.h>

extern void sink (void *);
extern float fsink;
extern long lsink;

#define ARRAY(T) \
  struct T *T##_p = malloc (n * sizeof (struct T)); \
  if (!T##_p) return; \
  T##_p[k].a = 1; \
  fsink += T##_p[k + 1].a

struct e_memcpy { float a, b; };
struct e_cast { float a, b; };
struct e_field { float a, b; };
struct e_diff { float a, b; };
struct e_store { float a, b; };
struct e_local { float a, b; };
struct e_extern { float a, b; };
struct e_walk { float a, b; };
struct e_nested { float a, b; };
struct outer { int tag; struct e_nested in; };
struct e_union { float a, b; };
union u { struct e_union s; long l; };
struct e_public { float a, b; };
struct e_indirect { float a, b; };
struct e_bits { float a; unsigned b : 3; }; /* { dg-warning "layout of .struct e_bits. not changed: field .b. is a bit-field" } */
struct e_array { float a; float v[3]; }; /* { dg-warning "layout of .struct e_array. not changed: field .v. is not a scalar" } */
struct e_whole { float a, b; };
struct e_int { float a, b; };
struct e_static { float a, b; };
struct e_box { float a, b; };

struct holder { void *p; } holder[4];
struct box { struct e_box *p; int n; } box; /* { dg-warning "layout of .struct e_box. not changed: .box.p.: the address of .box., which holds it, is taken" } */
struct outer outer; /* { dg-warning "layout of .struct e_nested. not changed: .outer. holds records by value, not" } */
union u un; /* { dg-warning "layout of .struct e_union. not changed: .un. holds records by value, not" } */
__attribute__ ((externally_visible)) struct e_public *e_public_p; /* { dg-warning "layout of .struct e_public. not changed: .e_public_p. is visible outside the program" } */
static struct e_static e_static_array[16]; /* { dg-warning "layout of .struct e_static. not changed: .e_static_array. holds records by value, not" } */
void (*fptr) (struct e_indirect *);

void
f (int n, int k)
{
  ARRAY (e_memcpy);
  memcpy (e_memcpy_p, e_memcpy_p + 2, sizeof (struct e_memcpy)); /* { dg-warning "layout of .struct e_memcpy. not changed: .e_memcpy_p. is dereferenced as .unsigned long.," } */

  ARRAY (e_cast);
  fsink += ((float *) e_cast_p)[k]; /* { dg-warning "layout of .struct e_cast. not changed: .e_cast_p. is moved by an offset" } */

  ARRAY (e_field);
  sink (&e_field_p[k].b); /* { dg-warning "layout of .struct e_field. not changed: .e_field_p. has the address of one" } */

  ARRAY (e_diff);
  struct e_diff *d = malloc (n * sizeof (struct e_diff));
  lsink = d - e_diff_p; /* { dg-warning "layout of .struct e_diff. not changed: .d. is subtracted from another pointer" } */
/* { dg-warning "layout of .struct e_diff. not changed: .e_diff_p. is subtracted from another pointer" "" { target *-*-* } .-1 } */

  ARRAY (e_store);
  holder[k & 3].p = e_store_p; /* { dg-warning "layout of .struct e_store. not changed: .e_store_p. is stored into memory the" } */

  box.p = malloc (n * sizeof (struct e_box));
  box.p[k].a = 1;
  sink (&box); /* { dg-warning "layout of .struct e_box. not changed: .box.p.: the address of the structure that holds it is taken" } */

  ARRAY (e_local);
  struct e_local l[4]; /* { dg-warning "layout of .struct e_local. not changed: .l. holds records by value, not" } */
  l[k & 3] = e_local_p[k]; /* { dg-warning "layout of .struct e_local. not changed: a record is accessed that is" } */
/* { dg-warning "layout of .struct e_local. not changed: .e_local_p. is dereferenced for a whole" "" { target *-*-* } .-1 } */
  fsink += l[1].b; /* { dg-warning "layout of .struct e_local. not changed: a record is accessed that is" } */

  ARRAY (e_extern);
  sink (e_extern_p); /* { dg-warning "layout of .struct e_extern. not changed: .e_extern_p. is passed to .sink., whose" } */

  ARRAY (e_walk);
  for (struct e_walk *w = e_walk_p; w < e_walk_p + n; w++) /* { dg-warning "layout of .struct e_walk. not changed: .w. points into the middle of" } */
/* { dg-warning "layout of .struct e_walk. not changed: .w. is compared with .<.; only" "" { target *-*-* } .-1 } */
/* { dg-warning "layout of .struct e_walk. not changed: .e_walk_p. is compared with .<.; only" "" { target *-*-* } .-2 } */
    w->b = 0;

  ARRAY (e_nested);
  fsink += outer.in.a;

  ARRAY (e_union);
  fsink += un.s.b;

  e_public_p = malloc (n * sizeof (struct e_public));
  e_public_p[k].a = 2;

  ARRAY (e_indirect);
  fptr (e_indirect_p); /* { dg-warning "layout of .struct e_indirect. not changed: .e_indirect_p. is passed to an indirect" } */

  ARRAY (e_bits);

  ARRAY (e_array);

  ARRAY (e_whole);
  e_whole_p[k] = e_whole_p[k + 2]; /* { dg-warning "layout of .struct e_whole. not changed: .e_whole_p. is dereferenced for a whole" } */

  ARRAY (e_int);
  lsink = (uintptr_t) e_int_p; /* { dg-warning "layout of .struct e_int. not changed: .e_int_p. is converted to an integer" } */

  ARRAY (e_static);
  fsink += e_static_array[k].b;
}

int
main (void)
{
  f (10, 1);
  fsink += ((struct e_store *) holder[1].p)[1].a; /* { dg-warning "layout of .struct e_store. not changed: a pointer is loaded from memory" } */
  return 0;
}
