// The main program of the C++ heap run tests: particle arrays from new[]
// stepped with different counts, their results compared bit for bit with
// the unchanged 'struct reference' (heap-new-run.h).  Each test includes
// it after heap-new-run.h with its own spec.

int
main (int argc, char **)
{
  int n = 203 + argc;
  particle *a = p_alloc (n), *b = p_alloc_nothrow (n);
  reference *ra = r_alloc (n), *rb = r_alloc_nothrow (n);
  p_init (b, n, 2);
  r_init (rb, n, 2);
  p_init (a, n, 1);
  r_init (ra, n, 1);
  for (int s = 0; s < 20; s++)
    {
      p_step (a, n, 0.01f);
      r_step (ra, n, 0.01f);
      p_step (b, n - 3, 0.02f);
      r_step (rb, n - 3, 0.02f);
    }
  p_global = a;
  r_global = ra;
  p_global_step (n);
  r_global_step (n);
  for (int i = 0; i < n; i++)
    {
      HEAP_SAME (a, ra, i);
      HEAP_SAME (b, rb, i);
    }
  delete[] a;
  delete[] b;
  delete[] ra;
  delete[] rb;
  return 0;
}
