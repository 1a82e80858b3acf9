/* The compiling GCC's target; see gcc-target.h.  The plugin is built once
   per target, so the target's own option macros say which one this is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "gcc-target.h"
#include "isa.h"

namespace hyperlane {

#if defined (TARGET_AVX2)		/* x86 */
/* Whether -mtune is one of GCC 12's Zen tunings (znver1-znver3).  */
static bool
zen_tune_p ()
{
  return (ix86_tune == PROCESSOR_ZNVER1 || ix86_tune == PROCESSOR_ZNVER2
	  || ix86_tune == PROCESSOR_ZNVER3);
}
#endif

bool
half_speed_512_p ()
{
#if defined (TARGET_AVX2)		/* x86 */
  return TARGET_AVX512F && zen_tune_p ();
#else
  return false;
#endif
}

bool
scalar_half_float_select_broken_p ()
{
#if defined (TARGET_AVX2)		/* x86 */
  return TARGET_AVX512FP16;
#else
  return false;
#endif
}

unsigned
scalar_fp_pipes ()
{
#if defined (TARGET_AVX2)		/* x86 */
  return zen_tune_p () ? 4 : 2;
#else
  return 2;
#endif
}

unsigned
plan_vector_bytes (tree type, unsigned max_bits)
{
  scalar_mode mode;
  if (!is_a<scalar_mode> (TYPE_MODE (type), &mode))
    return 0;
  machine_mode vmode = targetm.vectorize.preferred_simd_mode (mode);
  if (!VECTOR_MODE_P (vmode))
    return 0;
  unsigned bytes = GET_MODE_SIZE (vmode).to_constant ();
  unsigned max_bytes = max_bits ? max_bits / BITS_PER_UNIT : bytes;
  /* The widest supported vector mode of MODE no wider than MAX_BYTES.  */
  while (bytes > max_bytes)
    {
      bytes /= 2;
      unsigned lanes = bytes / GET_MODE_SIZE (mode);
      machine_mode narrower;
      if (lanes < 2
	  || !mode_for_vector (mode, lanes).exists (&narrower)
	  || !targetm.vector_mode_supported_p (narrower))
	return 0;
    }
  return bytes;
}

tree
permute_vectype (tree vectype, const std::vector<unsigned> &sel)
{
#if defined (TARGET_AVX2)		/* x86 */
  /* GCC 12's avx_vpermilp_parallel (i386.cc) accepts a one-operand V8DF
     permute for vpermilpd when lanes 0-1 stay in 0-1, 4-5 in 4-5 and 6-7
     in 6-7, but checks lanes 2-3 only against the lower bound: {0, 1, 7,
     3, 4, 5, 6, 7} becomes a vpermilpd that gives lane 2 element 3
     (wrong code, found by make fuzz).  The same permute of 64-bit
     integers takes another path (vpermq).  A permute of two vectors is
     one of one vector for the back end wherever its lanes all come from
     one of them, or GCC finds the two equal: so the selector decides,
     modulo 8, whatever the operands.  */
  machine_mode mode = TYPE_MODE (vectype);
  if (VECTOR_MODE_P (mode)
      && GET_MODE_INNER (mode) == DFmode
      && known_eq (GET_MODE_NUNITS (mode), 8))
    {
      unsigned lane[8];
      for (unsigned i = 0; i < 8; i++)
	lane[i] = sel[i] % 8;
      bool in_place = (lane[0] < 2 && lane[1] < 2
		       && lane[4] >= 4 && lane[4] < 6
		       && lane[5] >= 4 && lane[5] < 6
		       && lane[6] >= 6 && lane[7] >= 6
		       && lane[2] >= 2 && lane[3] >= 2);
      if (in_place && (lane[2] >= 4 || lane[3] >= 4))
	return build_vector_type (long_long_integer_type_node, 8);
    }
#endif
  return vectype;
}

#if defined (TARGET_AVX2)		/* x86 */
/* Whether the CPU -mtune selects runs VEX masked stores (vmaskmovps,
   vpmaskmovd) slowly: AMD's cores, Zen 4 included (about one per 12
   cycles on Zen 3 by llvm-mca's model and uops.info; docs/performance.md
   has a Zen 4 measurement).  Generic tuning must not lose there.
   AVX-512VL's masked moves, which GCC uses where it may, are cheap
   everywhere.  */
static bool
vex_masked_stores_slow_p ()
{
  if (TARGET_AVX512VL)
    return false;
  if (zen_tune_p ())
    return true;
  switch (ix86_tune)
    {
    case PROCESSOR_GENERIC:
    case PROCESSOR_BDVER1:
    case PROCESSOR_BDVER2:
    case PROCESSOR_BDVER3:
    case PROCESSOR_BDVER4:
    case PROCESSOR_BTVER2:
      return true;
    default:
      return false;
    }
}

/* What AVX-512's extensions give a table of vectors of ISA's size: any
   permute across blocks of 4- and 8-byte elements in one vpermt2ps or
   vpermps (VL, or F for 64 bytes), of words with BW (vpermt2w), of bytes
   with VBMI (vpermt2b), which GCC's back end emits before any other
   sequence (expand_vec_perm_1); and masked stores as EVEX moves.  The
   32-byte table is what -march=icelake-server and its successors use,
   whose tuning prefers 256-bit vectors: without this, GCC's own byte
   permutes there counted as AVX2's nine instructions, and rgb2yuv taken
   on that count ran 0.85x of GCC's speed.  */
static isa_desc
with_avx512_permutes (isa_desc d, bool words, bool bytes)
{
  const bool elem_ok[4] = { bytes, words, true, true };
  for (unsigned e = 0; e < 4; e++)
    if (elem_ok[e])
      {
	d.perm[(unsigned) perm_kind::cross_one_source][e] = { 1, 1 };
	d.perm[(unsigned) perm_kind::cross_two_source][e] = { 1, 1 };
	if (e < 2)
	  d.perm[(unsigned) perm_kind::even_odd][e] = { 1, 1 };
	d.masked_store[e] = { 1, 0 };
      }
  return d;
}

/* The table for vectors of 32 or 64 bytes as -march's extensions and
   -mtune's costs make it.  */
static const isa_desc *
tuned_wide_isa (unsigned vector_bytes)
{
  const bool vl = vector_bytes == 64 || TARGET_AVX512VL;
  const bool words = vl && TARGET_AVX512BW;
  const bool bytes = words && TARGET_AVX512VBMI;
  if (vector_bytes == 64 && !bytes)
    return &isa_avx512;
  if (vector_bytes == 32 && !vl)
    {
      static const isa_desc slow_masked_stores = [] {
	isa_desc d = isa_avx2;
	for (op_cost &c : d.masked_store)
	  if (c.available ())
	    c.shuffles = slow_masked_store_shuffles;
	return d;
      } ();
      return vex_masked_stores_slow_p () ? &slow_masked_stores : &isa_avx2;
    }
  /* Index: 64 bytes, words, bytes.  */
  static isa_desc tables[2][2][2];
  static bool made[2][2][2];
  const bool wide = vector_bytes == 64;
  isa_desc &d = tables[wide][words][bytes];
  if (!made[wide][words][bytes])
    {
      d = with_avx512_permutes (wide ? isa_avx512 : isa_avx2, words, bytes);
      d.name = wide ? "avx512vbmi" : "avx512vl";
      made[wide][words][bytes] = true;
    }
  return &d;
}
#endif

const char *
target_tune_name ()
{
#if defined (TARGET_AVX2)		/* x86 */
  return processor_names[ix86_tune];
#else
  return "default";
#endif
}

#if defined (TARGET_AVX2)		/* x86 */
/* TABLE with the patterns of floats GCC's SLP finds (isa.h,
   gcc_float_pattern) as -march's optabs allow them at its size:
   vec_addsub<mode>3 and vec_fmaddsub<mode>4 in config/i386/sse.md.  */
static const isa_desc *
with_float_patterns (const isa_desc *table)
{
  if (!table)
    return nullptr;
  unsigned patterns = 0;
  if (TARGET_SSE3 && table->vector_bytes <= 32)
    patterns |= float_addsub;
  if (TARGET_FMA || TARGET_FMA4 || table->vector_bytes == 64
      || TARGET_AVX512VL)
    patterns |= float_fmaddsub;
  if (patterns == table->float_patterns)
    return table;
  /* Copies that live as long as the tables: a compilation meets a few
     (target attributes may change -march per function).  */
  static struct { const isa_desc *base; isa_desc copy; } copies[32];
  static unsigned made;
  for (unsigned i = 0; i < made; i++)
    if (copies[i].base == table && copies[i].copy.float_patterns == patterns)
      return &copies[i].copy;
  if (made == sizeof copies / sizeof copies[0])
    return table;
  copies[made].base = table;
  copies[made].copy = *table;
  copies[made].copy.float_patterns = patterns;
  return &copies[made++].copy;
}
#endif

const isa_desc *
target_isa (unsigned vector_bytes)
{
#if defined (TARGET_AVX2)		/* x86 */
  switch (vector_bytes)
    {
    case 16:
      return with_float_patterns (TARGET_SSE4_1 ? &isa_sse42 : &isa_ssse3);
    case 32: return with_float_patterns (tuned_wide_isa (32));
    case 64:
      return TARGET_AVX512F ? with_float_patterns (tuned_wide_isa (64))
			    : nullptr;
    default: return nullptr;
    }
#elif defined (TARGET_SIMD)		/* aarch64 */
  return vector_bytes == 16 && TARGET_SIMD ? &isa_neon : nullptr;
#else
  return nullptr;
#endif
}

const char *
pinned_vector_constraint (unsigned vector_bytes, unsigned *budget)
{
#if defined (TARGET_AVX2)		/* x86 */
  /* x86 arithmetic takes a memory operand, so GCC's register allocator
     may load a vector again at each use instead of holding it (see
     pinned_load).  32 registers with AVX-512 (for 16- and 32-byte
     vectors with AVX512VL), else 16.  */
  *budget = vector_bytes == 64 || TARGET_AVX512VL ? 24 : 12;
  /* Whole vector registers only: a shorter vector may have a mode
     that SSE registers do not hold.  */
  if ((vector_bytes == 16 && TARGET_SSE2)
      || (vector_bytes == 32 && TARGET_AVX)
      || (vector_bytes == 64 && TARGET_AVX512F))
    return "v";
  return nullptr;
#else
  /* aarch64 loads into registers: nothing to pin.  */
  (void) vector_bytes;
  *budget = 0;
  return nullptr;
#endif
}

unsigned
target_fp_registers ()
{
#if defined (TARGET_AVX2)		/* x86 */
  return TARGET_AVX512F ? 32 : 16;
#else
  return 32;
#endif
}

const char *
target_isa_name (unsigned vector_bytes)
{
  const isa_desc *isa = target_isa (vector_bytes);
  return isa ? isa->name : "unknown";
}

} // namespace hyperlane
