/* Target reasons at AVX2 (docs/remarks.md gives the ISA that has each
   instruction).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

struct l { long x, y, z; } tl[1024];
struct d3 { double x, y, z; } td[1024];

/* vcvtqq2pd is AVX-512DQ.  */
void
long_to_double (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: the target has no vector form of a conversion" } */
    {
      td[i].x = tl[i].y;
      td[i].y = tl[i].z;
    }
}

struct b65 { char f[65]; } tc[1024];
signed char sc[1024];

/* Two fields of 65-byte records: no interleave program stores them;
   element by element the plan does not beat the scalar loop GCC
   keeps.  */
void
two_of_65 (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less" } */
    {
      tc[i].f[0] = sc[i];
      tc[i].f[64] = sc[i] + 1;
    }
}
