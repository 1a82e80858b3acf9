// With -fnon-call-exceptions a load, store or floating-point operation
// of a loop inside a try block (or with a destructor to run) may throw to
// a handler of the function: each such statement ends its block with an
// edge to the handler, an exit of the loop that no if-conversion removes.
// The remark names that cause, not "a branch GCC's if-conversion did not
// remove", as GCC's own vectorizer says "statement can throw an
// exception".  Run: the results and the destructor are the scalar
// loop's.
// { dg-do compile }
// { dg-do run }
// { dg-options "-O3 -fnon-call-exceptions -fopt-info-vec-missed" }

#include <cstdlib>

struct point { float x, y, z; };
struct guard { int *count; ~guard () { ++*count; } };

static int guards;

__attribute__ ((noipa)) int
scale (point *p, int n, float s)
{
  try
    {
      guard g{&guards};
      for (int i = 0; i < n; i++)
	{
	  p[i].x = p[i].x * s;	// { dg-message "control flow in loop body \\(a statement that may throw an exception to a handler in the function: with -fnon-call-exceptions" }
	  p[i].y = p[i].y * s + p[i].x;
	  p[i].z = p[i].z / s;
	}
    }
  catch (...)
    {
      return -1;
    }
  return 0;
}

int
main ()
{
  static point p[301];
  for (int i = 0; i < 301; i++)
    p[i] = { float (i % 7), float (i % 5), float (i % 3) };
  if (scale (p, 301, 2.0f) != 0 || guards != 1)
    abort ();
  for (int i = 0; i < 301; i++)
    if (p[i].x != (i % 7) * 2.0f
	|| p[i].y != (i % 5) * 2.0f + p[i].x
	|| p[i].z != (i % 3) / 2.0f)
      abort ();
  return 0;
}
