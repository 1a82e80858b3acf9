/* The main program of the heap run tests: two particle arrays from two
   allocation sites stepped with different counts, their results compared
   bit for bit with the unchanged 'struct reference' (heap-run.h).  Each
   test includes it after heap-run.h with its own spec.  */

int
main (int argc, char **argv)
{
  int n = 203 + argc;
  struct particle *a = p_alloc (n, 0), *b = p_alloc (n, 1);
  struct reference *ra = r_alloc (n, 0), *rb = r_alloc (n, 1);
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
  free (a);
  free (b);
  free (ra);
  free (rb);
  return 0;
}
