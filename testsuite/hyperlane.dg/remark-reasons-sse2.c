/* Target reasons at x86-64's baseline ISA, SSE2 (docs/remarks.md gives the
   ISA that has each instruction).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64 -fopt-info-vec-missed" } */

struct l { long x, y, z; } tl[1024];
struct c3 { unsigned char r, g, b; } px[1024];

/* pcmpgtq is SSE4.2.  */
void
compare_longs (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target cannot compare vectors of the plan" } */
    {
      tl[i].x = tl[i].y > tl[i].z ? tl[i].x : 0;
      tl[i].y = 1;
    }
}

/* pshufb is SSSE3.  */
void
rotate_bytes (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target cannot do a permute of the plan" } */
    {
      px[i].r = px[i].g;
      px[i].g = px[i].b;
      px[i].b = px[i].r;
    }
}

/* A 64-bit minimum: a compare and a select from SSE4.2 on, vpminsq at
   AVX-512.  */
long
minimum (int n, long m)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target cannot accumulate a vector for a reduction" } */
    {
      long v = tl[i].x;
      m = v < m ? v : m;
    }
  return m;
}

struct b65 { char f[65]; } tc[1024];

/* No permute for bytes 65 apart without pshufb (SSSE3): element by
   element the plan does not beat the scalar loop GCC keeps.  */
void
wide_byte_records (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less" } */
    {
      tc[i].f[0] = tc[i].f[1] + tc[i].f[64];
      tc[i].f[3] = 1;
    }
}
