/* A loop whose body GCC leaves in its latch block (an inlined generator
   that updates a static, beside sin and cos): the remark says so, and
   GCC's vectorizer refuses it too ("latch block not empty").  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

#include <stddef.h>
#include <stdint.h>

typedef struct { float re, im; } cf;
static uint32_t state = 1;

static inline float
next (void)
{
  state = state * 1664525u + 1013904223u;
  return (float) ((state >> 8) & 0xffff) / 65536.0f;
}

void
init (size_t n, cf *restrict x, cf *restrict o)
{
  for (size_t i = 0; i < n; i++)	/* { dg-message "hyperlane: loop not analysed: loop latch is not empty" } */
    {
      x[i] = (cf) { next () - 0.5f, next () - 0.5f };
      float th = 0.01f * i;
      o[i] = (cf) { __builtin_cosf (th), __builtin_sinf (th) };
    }
}

/* { dg-prune-output "missed:" } */
