// new[] and delete[] the layout does not change, each type for one cause
// with a warning at its statement or declaration: a non-trivial
// destructor (an array cookie, and the destructor loop), a constructor
// that lets 'this' out, a size that is not n * sizeof, a replaced
// 'operator new []', malloc with delete[] and new[] with free.
// { dg-do compile }
// { dg-options "-O2 -fwhole-program -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-new-refused.layout" }

#include <new>
#include <stdlib.h>

extern void sink (void *);
extern float fsink;

struct r_dtor { float a, b; ~r_dtor () { fsink += a; } }; // { dg-warning "layout of .struct r_dtor. not changed: a pointer is dereferenced for a whole record .a structure copy or a record passed by value. in the destructor .r_dtor::~r_dtor\\(\\)." }
struct r_ctor
{
  float a, b;
  r_ctor ()
  {
    sink (this); // { dg-warning "layout of .struct r_ctor. not changed: a pointer is passed to .void sink\\(void\\*\\)., whose body .* in the constructor .r_ctor::r_ctor\\(\\)." }
  }
};
// The constructor's clobber of its record, at its opening brace.
// { dg-warning "layout of .struct r_ctor. not changed: a pointer is dereferenced for a whole record .* in the constructor .r_ctor::r_ctor\\(\\)." "" { target *-*-* } 20 }
struct r_size { float a, b; };
struct r_repl { float a, b; };
struct r_mix { float a, b; };
struct r_newfree { float a, b; };

__attribute__ ((noinline)) void *
operator new[] (size_t n, const std::nothrow_t &) noexcept
{
  return malloc (n);
}

__attribute__ ((noinline)) static void
f (int n, int k)
{
  r_dtor *d = new r_dtor[n]; // { dg-warning "layout of .struct r_dtor. not changed: .new\\\[\\\]. puts an array cookie .the count of records, for a type with a non-trivial destructor. before the records" }
  d[k].a = 1;
  fsink += d[k + 1].b;
  delete[] d;
  r_ctor *c = new r_ctor[n];
  c[k].a = 1;
  fsink += c[k + 1].b;
  delete[] c;
  r_size *s = (r_size *) operator new[] (n * 3 + 1); // { dg-warning "layout of .struct r_size. not changed: .void\\* operator new \\\[\\\]\\(std::size_t\\). allocates records of a size that is not visibly a whole number of records" }
  s[k].a = 1;
  fsink += s[k + 1].b;
  operator delete[] (s);
  r_repl *r = new (std::nothrow) r_repl[n]; // { dg-warning "layout of .struct r_repl. not changed: .r. comes from .void\\* operator new \\\[\\\]\\(size_t, const std::nothrow_t&\\)., which the program replaces with a definition of its own" }
  if (!r)
    return;
  r[k].a = 1;
  fsink += r[k + 1].a;
  delete[] r;
  r_mix *m = (r_mix *) malloc (n * sizeof (r_mix));
  if (!m)
    return;
  m[k].a = 1;
  fsink += m[k + 1].a;
  delete[] m; // { dg-warning "layout of .struct r_mix. not changed: .void operator delete \\\[\\\]\\(void\\*\\). releases an array that .void\\* malloc\\(size_t\\). allocates \\(line 58\\), which do not pair" }
  r_newfree *nf = new r_newfree[n];
  nf[k].a = 1;
  fsink += nf[k + 1].a;
  free (nf); // { dg-warning "layout of .struct r_newfree. not changed: .void free\\(void\\*\\). releases an array that .void\\* operator new \\\[\\\]\\(std::size_t\\). allocates \\(line 64\\), which do not pair" }
}

int
main (int argc, char **)
{
  f (argc + 10, argc);
  return 0;
}
