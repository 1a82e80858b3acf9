/* The compiling GCC's target; see gcc-target.h.  The plugin is built once
   per target, so the target's own option macros say which one this is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "gcc-target.h"
#include "isa.h"

namespace hyperlane {

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
#if defined (TARGET_AVX2)		/* x86 */
  switch (vector_bytes)
    {
    case 16: return &isa_sse42;
    case 32: return &isa_avx2;
    case 64: return TARGET_AVX512F ? &isa_avx512 : nullptr;
    default: return nullptr;
    }
#elif defined (TARGET_SIMD)		/* aarch64 */
  return vector_bytes == 16 && TARGET_SIMD ? &isa_neon : nullptr;
#else
  return nullptr;
#endif
}

const char *
target_isa_name (unsigned vector_bytes)
{
  const isa_desc *isa = target_isa (vector_bytes);
  return isa ? isa->name : "unknown";
}

} // namespace hyperlane
