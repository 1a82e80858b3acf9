/* Store groups with gaps in a record of fields of two types
   (-fallow-store-data-races: a load, a blend and a whole store) give the
   scalar loop's result under qemu-aarch64: each group's vector accesses
   cover the other field's bytes, so their alias set must conflict with
   both types (codegen/plan-emitter.cc, group_alias_type).  Found by the
   fuzzer (seed 20261204, case 198): the uint32_t group's LD2 was moved
   above the ST4 of the uint16_t group it wrote back.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fallow-store-data-races -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-cost=always" } */

#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct s0 { uint16_t f0; uint32_t f1; };

__attribute__ ((noipa)) void
kernel (long n, struct s0 *a0)
{
  for (int i = 0; i < n - 7; i++)
    {
      a0[i].f0 = 16;
      a0[i].f1 = ((~a0[i].f1) & 65535u);
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
kernel_ref (long n, struct s0 *a0)
{
  for (int i = 0; i < n - 7; i++)
    {
      a0[i].f0 = 16;
      a0[i].f1 = ((~a0[i].f1) & 65535u);
    }
}

#define N 40
#define PAD 16
/* The records the kernels see, with PAD records of canaries on both
   sides.  */
struct s0 abuf[PAD + N + PAD], bbuf[PAD + N + PAD];

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  int bad = 0;
  for (long n = 0; n < 33; n++)
    {
      for (int i = 0; i < PAD + N + PAD; i++)
	{
	  abuf[i].f0 = bbuf[i].f0 = (uint16_t) (i * 7 + 3);
	  abuf[i].f1 = bbuf[i].f1 = 0x12340000u + (uint32_t) i * 0x111u;
	}
      kernel (n, abuf + PAD);
      kernel_ref (n, bbuf + PAD);
      for (int i = 0; i < PAD + N + PAD; i++)
	if (abuf[i].f0 != bbuf[i].f0 || abuf[i].f1 != bbuf[i].f1)
	  {
	    printf ("n=%ld record %d: f0 %u f1 %#x, expected f0 %u f1 %#x\n", n,
		    i - PAD, abuf[i].f0, abuf[i].f1, bbuf[i].f0, bbuf[i].f1);
	    bad = 1;
	  }
    }
  puts (bad ? "FAIL" : "ok");
  if (bad)
    __builtin_abort ();
  return 0;
}
