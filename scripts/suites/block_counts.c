/* Linked with an assembly file instrumented by asm_blocks.py: at exit,
   write its basic-block execution counts __hl_counts[0 .. __hl_count_n)
   to the file named by $HYPERLANE_BLOCK_COUNTS, one decimal count a line
   (nothing when the variable is unset or empty).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include <stdio.h>
#include <stdlib.h>

extern unsigned long long __hl_counts[];
extern const unsigned long long __hl_count_n;

__attribute__ ((destructor)) static void
hl_write_block_counts (void)
{
  const char *path = getenv ("HYPERLANE_BLOCK_COUNTS");
  if (!path || !*path)
    return;
  FILE *f = fopen (path, "w");
  if (!f)
    {
      perror (path);
      return;
    }
  for (unsigned long long i = 0; i < __hl_count_n; i++)
    fprintf (f, "%llu\n", __hl_counts[i]);
  fclose (f);
}
