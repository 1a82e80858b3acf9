/* The compiling GCC's target; see gcc-target.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "gcc-target.h"

namespace hyperlane {

struct isa_desc { int placeholder; };	/* TEMPORARY until target/isa.h.  */
static const isa_desc placeholder_isa = { 0 };

unsigned
preferred_vector_bytes (tree type)
{
  scalar_mode mode;
  if (!is_a<scalar_mode> (TYPE_MODE (type), &mode))
    return 0;
  machine_mode vmode = targetm.vectorize.preferred_simd_mode (mode);
  if (!VECTOR_MODE_P (vmode))
    return 0;
  return GET_MODE_SIZE (vmode).to_constant ();
}

const isa_desc *
target_isa (unsigned vector_bytes)
{
  return vector_bytes ? &placeholder_isa : nullptr;
}

const char *
target_isa_name (unsigned vector_bytes)
{
  switch (vector_bytes)
    {
    case 16: return "128-bit";
    case 32: return "256-bit";
    case 64: return "512-bit";
    default: return "?";
    }
}

} // namespace hyperlane
