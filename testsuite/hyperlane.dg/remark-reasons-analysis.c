/* Every "loop not analysed" reason a C loop can reach, each with its cause
   (docs/remarks.md); calls and branches are in remark-causes*.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed --param loop-max-datarefs-for-datadeps=256" } */

float a[1024], b[1024];
int ia[1024], ib[1024], ic[1024], idx[1024];
struct __attribute__((packed)) pk { char c; int x; } pks[1024];
float (*fp) (float);
float m[260][1024];

void
data_dependent_exit (void)
{
  for (int i = 0; ia[i] != 0; i++)	/* { dg-message "loop not analysed: number of iterations cannot be computed" } */
    ib[i] = ia[i] + 1;
}

void
volatile_access (volatile float *v, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = v[i];	/* { dg-message "loop not analysed: loop body has volatile accesses" } */
}

void
asm_memory (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop not analysed: data references cannot be analysed \\(an asm statement" } */
    {
      a[i] = b[i];
      __asm__ volatile ("" : : : "memory");
    }
}

void
gather (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[idx[i]];	/* { dg-message "loop not analysed: data reference has no affine address \\(an indexed access" } */
}

void
variable_stride (int n, int stride)
{
  for (int i = 0; i < n; i++)
    a[i * stride] = b[i];	/* { dg-message "loop not analysed: data reference has a step unknown at compile time \\(a stride held in a variable\\)" } */
}

void
packed (int n)
{
  for (int i = 0; i < n; i++)
    pks[i].x = ia[i];	/* { dg-message "loop not analysed: step is not a multiple of the element size \\(a packed structure" } */
}

void
indirect_call (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = fp (b[i]);	/* { dg-message "loop not analysed: loop body contains a function call \\(an indirect call\\)" } */
}

/* A target builtin (here SSE4.2's crc32) is not a function -flto could
   inline.  */
void
target_builtin (int n)
{
  for (int i = 0; i < n; i++)
    ib[i] = __builtin_ia32_crc32si (ia[i], ic[i]);	/* { dg-message "loop not analysed: loop body contains a function call: 'ia32_crc32si' \\(a target builtin \\(an intrinsic\\) with no lane-wise form\\)" } */
}

/* -fno-math-errno would not help: expf has no lane-wise form here.  */
void
library_function (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = __builtin_expf (b[i]);	/* { dg-message "loop not analysed: loop body contains a function call: 'expf' \\(a library function with no lane-wise vector form\\)" } */
}

void
guarded_division (int n)
{
  for (int i = 0; i < n; i++)
    {
      int x = ic[i], y = ia[i];
      ib[i] = y > 0 ? x / y : 0;	/* { dg-message "loop not analysed: control flow in loop body \\(an operation on some iterations only that may trap, such as an integer division" } */
    }
}

/* 256 loads and a store, over the bound this file sets (GCC's own,
   1000 by default).  */
#define R1(k) m[k][i]
#define R4(k) (R1 (k) + R1 ((k) + 1) + R1 ((k) + 2) + R1 ((k) + 3))
#define R16(k) (R4 (k) + R4 ((k) + 4) + R4 ((k) + 8) + R4 ((k) + 12))
#define R64(k) (R16 (k) + R16 ((k) + 16) + R16 ((k) + 32) + R16 ((k) + 48))

void
many_references (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop not analysed: data dependences cannot be computed: more data references than --param loop-max-datarefs-for-datadeps" } */
    a[i] = R64 (0) + R64 (64) + R64 (128) + R64 (192);
}
