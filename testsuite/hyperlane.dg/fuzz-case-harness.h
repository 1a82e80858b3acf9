/* The harness of the programs scripts/fuzz.py generates (its random
   numbers, page-guarded allocations and the FNV hash of the results), for
   the fuzz cases kept as tests.  */

static uint64_t st, H;
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static uint64_t rnd64 (void)
{ st = st * 6364136223846793005uLL + 1442695040888963407uLL; return st ^ (st >> 29); }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static uint64_t rnd (void) { return rnd64 () >> 33; }
static void *maps[1]; static size_t map_len[1]; static int nmaps;
/* BYTES in fresh pages: TIGHT 1 ends them against an inaccessible page,
   TIGHT 2 starts them right after one, 0 starts them page-aligned.  */
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void *
hl_alloc (size_t bytes, int tight)
{
  size_t page = (size_t) sysconf (_SC_PAGESIZE);
  size_t len = (bytes + page - 1) / page * page + 2 * page;
  char *m = mmap (0, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    abort ();
  maps[nmaps] = m; map_len[nmaps++] = len;
  mprotect (m, page, PROT_NONE);
  mprotect (m + len - page, page, PROT_NONE);
  if (tight == 1)
    return m + len - page - bytes;
  return m + page;
}
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
free_all (void)
{
  while (nmaps > 0)
    { nmaps--; munmap (maps[nmaps], map_len[nmaps]); }
}
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void hb (const void *p, size_t s)
{ const unsigned char *b = p; for (size_t i = 0; i < s; i++) { H ^= b[i]; H *= 1099511628211uLL; } }
