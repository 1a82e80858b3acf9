/* The per-ISA cost tables; see isa.h.  Numbers are what GCC 12's
   ix86_expand_vec_perm_const / aarch64_expand_vec_perm_const are expected
   to emit (gcc/config/i386/i386-expand.cc: expand_vec_perm_1 for single
   instructions, _2perm_pblendv for permute+blend, _pshufb2 for two
   pshufb and a por, _vpshufb2_vpermq and _vpshufb4_vpermq2 for AVX2 byte
   and word permutes across lanes, _vpermt2_vpshub2 for AVX-512 bytes).
   They are expectations to be checked against real output, not truths.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "isa.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace hyperlane {

/* Abbreviations that keep the tables readable.  */
#define NA not_available
#define C(i, s) op_cost { i, s }
#define ALL(i, s) { C (i, s), C (i, s), C (i, s), C (i, s) }

/* SSE4.2: one 16-byte block, pshufb (SSSE3) and blends (SSE4.1).  */
const isa_desc isa_sse42 = {
  "sse4.2", 16, 16,
  {
    /*		       1 byte	   2 bytes     4 bytes	   8 bytes  */
    /* identity */	 ALL (0, 0),
    /* blend */		 ALL (1, 1),
    /* zip */		 ALL (1, 1),
    /* uzp */		 { C (3, 1), C (3, 1), C (1, 1), C (1, 1) },
    /* trn */		 { NA, NA, NA, NA },
    /* ext */		 ALL (1, 1),
    /* shufps */	 { NA, NA, C (1, 1), C (1, 1) },
    /* permute_blend */	 ALL (2, 2),
    /* block_one_src */	 ALL (1, 1),
    /* block_two_src */	 { C (3, 2), C (3, 2), C (3, 3), C (1, 1) },
    /* block_move */	 { NA, NA, NA, NA },
    /* even_odd */	 { NA, NA, NA, NA },
    /* cross_perm_bl */	 { NA, NA, NA, NA },
    /* cross_one_src */	 { NA, NA, NA, NA },
    /* cross_two_src */	 { NA, NA, NA, NA },
  },
  /* load */ C (1, 0), /* store */ C (1, 0),
  /* concat: movhps/pinsrq */ C (1, 1), /* extract: movhps/pextrq */ C (1, 1),
  /* lanes */ NA, NA, 0,
  /* masked store */ { NA, NA, NA, NA },
  /* cheap blends: pblendvb (mask in xmm0), pblendw, blendps, blendpd */
  { false, true, true, true },
  /* SSE3's addsubps; FMA where -march has it (gcc-target.cc) */
  float_addsub
};

/* 16-byte vectors without SSE4.1 (SSE2, SSSE3): the SSE4.2 table, but
   blends are pand/pandn/por, so no strategy built on them (measured at
   -mssse3: blend-permute stride-3 words ran 0.87x and 0.77x of GCC's
   speed where the chain is GCC's own).  The rest of the table is as
   approximate here as it was before this variant: legality is checked
   with can_vec_perm_const_p, so what the target cannot do is refused.  */
static isa_desc
without_cheap_blends (isa_desc isa, const char *name)
{
  isa.name = name;
  for (bool &cheap : isa.cheap_blends)
    cheap = false;
  return isa;
}

const isa_desc isa_ssse3 = without_cheap_blends (isa_sse42, "sse2/ssse3");

/* AVX2: two blocks; in-lane instructions as SSE, plus vperm2f128,
   vpermps/vpermpd, and multi-instruction byte and word permutes across
   lanes.  The pack-based even/odd of SSE is cross-lane here, so in-block
   uzp of bytes and words falls back to two vpshufb and a vpor; the even
   or odd lanes of a whole vector pair are a pack and a vpermq after two
   vpand or vpsrlw (doubles: vunpcklpd and vpermpd), as GCC 12 emits
   them (expand_vec_perm_even_odd_pack).  */
const isa_desc isa_avx2 = {
  "avx2", 32, 16,
  {
    /*		       1 byte	   2 bytes     4 bytes	   8 bytes  */
    /* identity */	 ALL (0, 0),
    /* blend */		 ALL (1, 1),
    /* zip */		 ALL (1, 1),
    /* uzp */		 { NA, NA, C (1, 1), C (1, 1) },
    /* trn */		 { NA, NA, NA, NA },
    /* ext */		 ALL (1, 1),
    /* shufps */	 { NA, NA, C (1, 1), C (1, 1) },
    /* permute_blend */	 ALL (2, 2),
    /* block_one_src */	 ALL (1, 1),
    /* block_two_src */	 { C (3, 2), C (3, 2), C (3, 3), C (1, 1) },
    /* block_move */	 ALL (1, 1),
    /* even_odd */	 { C (4, 2), C (4, 2), NA, C (2, 2) },
    /* cross_perm_bl */	 { NA, NA, C (2, 2), C (2, 2) },
    /* cross_one_src */	 { C (4, 3), C (4, 3), C (1, 1), C (1, 1) },
    /* cross_two_src */	 { C (9, 6), C (9, 6), C (3, 3), C (3, 3) },
  },
  /* load */ C (1, 0), /* store */ C (1, 0),
  /* concat: vinsertf128 */ C (1, 1), /* extract: vextractf128 */ C (1, 1),
  /* lanes */ NA, NA, 0,
  /* masked store: vmaskmovps/pd, vpmaskmovd/q */
  { NA, NA, C (1, 0), C (1, 0) },
  /* cheap blends */ { true, true, true, true },
  /* vaddsubps; vfmaddsub as the CPUs with AVX2 have FMA (gcc-target.cc
     asks -march) */
  float_addsub | float_fmaddsub
};

/* AVX-512 as x86-64-v4 (F, BW, DQ, VL; no VBMI): four blocks; vpermt2w,
   vpermt2ps and vpermt2pd take any two-source permute in one instruction,
   bytes need two vpermt2w, two vpshufb and a merge; the even or odd
   bytes of a pair are two vpmovwb and a vinserti64x4 (after two vpsrlw
   for the odd ones).  */
const isa_desc isa_avx512 = {
  "avx512", 64, 16,
  {
    /*		       1 byte	   2 bytes     4 bytes	   8 bytes  */
    /* identity */	 ALL (0, 0),
    /* blend */		 ALL (1, 1),
    /* zip */		 ALL (1, 1),
    /* uzp */		 { NA, NA, C (1, 1), C (1, 1) },
    /* trn */		 { NA, NA, NA, NA },
    /* ext */		 ALL (1, 1),
    /* shufps */	 { NA, NA, C (1, 1), C (1, 1) },
    /* permute_blend */	 ALL (2, 2),
    /* block_one_src */	 ALL (1, 1),
    /* block_two_src */	 { C (3, 2), C (3, 2), C (3, 3), C (1, 1) },
    /* block_move */	 ALL (1, 1),
    /* even_odd */	 { C (5, 3), NA, NA, NA },
    /* cross_perm_bl */	 { NA, C (2, 2), C (2, 2), C (2, 2) },
    /* cross_one_src */	 { C (5, 4), C (1, 1), C (1, 1), C (1, 1) },
    /* cross_two_src */	 { C (5, 4), C (1, 1), C (1, 1), C (1, 1) },
  },
  /* load */ C (1, 0), /* store */ C (1, 0),
  /* concat: vinsertf32x4/64x4 */ C (1, 1),
  /* extract: vextractf32x4/64x4 */ C (1, 1),
  /* lanes */ NA, NA, 0,
  /* masked store: vmovdqu8/16, vmovups/pd {k} */ ALL (1, 0),
  /* cheap blends */ { true, true, true, true },
  /* no vaddsubps of 64 bytes; vfmaddsub */ float_fmaddsub
};

/* AdvSIMD: one 16-byte block; zip/uzp/trn/ext/rev/dup/ins are single
   instructions and tbl takes any one- or two-register permute.  ld2-ld4
   and st2-st4 count as one instruction and no shuffle, as GCC prefers
   them whenever they apply.  */
const isa_desc isa_neon = {
  "neon", 16, 16,
  {
    /*		       1 byte	   2 bytes     4 bytes	   8 bytes  */
    /* identity */	 ALL (0, 0),
    /* blend */		 ALL (1, 1),
    /* zip */		 ALL (1, 1),
    /* uzp */		 ALL (1, 1),
    /* trn */		 ALL (1, 1),
    /* ext */		 ALL (1, 1),
    /* shufps */	 { NA, NA, NA, NA },
    /* permute_blend */	 { NA, NA, NA, NA },
    /* block_one_src */	 ALL (1, 1),
    /* block_two_src */	 ALL (1, 1),
    /* block_move */	 { NA, NA, NA, NA },
    /* even_odd */	 { NA, NA, NA, NA },
    /* cross_perm_bl */	 { NA, NA, NA, NA },
    /* cross_one_src */	 { NA, NA, NA, NA },
    /* cross_two_src */	 { NA, NA, NA, NA },
  },
  /* load */ C (1, 0), /* store */ C (1, 0),
  /* concat: ld1 {v.d}[1] / ins */ C (1, 1),
  /* extract: st1 {v.d}[1] / dup */ C (1, 1),
  /* lanes: ldN, stN */ C (1, 0), C (1, 0), 4,
  /* masked store */ { NA, NA, NA, NA },
  /* cheap blends */ { false, false, false, false },
  /* no addsub optabs in GCC 12's aarch64 back end */ 0
};

#undef ALL
#undef C
#undef NA

const char *
perm_kind_name (perm_kind kind)
{
  static const char *const names[num_perm_kinds] = {
    "identity", "blend", "zip", "uzp", "trn", "ext", "shufps",
    "permute+blend", "block-one-source", "block-two-source", "block-move",
    "even-odd", "cross-permute+blend", "cross-one-source", "cross-two-source"
  };
  return names[(unsigned) kind];
}

bool
crosses_blocks (perm_kind kind)
{
  return kind >= perm_kind::block_move;
}

op_cost
operator+ (op_cost x, op_cost y)
{
  if (!x.available () || !y.available ())
    return not_available;
  return op_cost { x.insns + y.insns, x.shuffles + y.shuffles };
}

bool
operator< (op_cost x, op_cost y)
{
  if (x.shuffles != y.shuffles)
    return x.shuffles < y.shuffles;
  return x.insns < y.insns;
}

const std::vector<const isa_desc *> &
known_isas ()
{
  static const std::vector<const isa_desc *> isas
    = { &isa_sse42, &isa_ssse3, &isa_avx2, &isa_avx512, &isa_neon };
  return isas;
}

const isa_desc *
find_isa (const std::string &name)
{
  for (const isa_desc *isa : known_isas ())
    if (name == isa->name)
      return isa;
  return nullptr;
}

unsigned
isa_table_id (const isa_desc &isa)
{
  /* Everything but the name, which no search reads, compared as bytes:
     the table is plain numbers without padding.  */
  static_assert (std::has_unique_object_representations_v<isa_desc>,
		 "isa_desc compares as bytes");
  const size_t from = offsetof (isa_desc, vector_bytes);
  auto bytes = [from] (const isa_desc &t)
    {
      return reinterpret_cast<const unsigned char *> (&t) + from;
    };
  /* A compilation meets a handful of tables.  */
  static std::vector<isa_desc> seen;
  for (unsigned id = 0; id < seen.size (); id++)
    if (!memcmp (bytes (seen[id]), bytes (isa), sizeof (isa_desc) - from))
      return id;
  seen.push_back (isa);
  return seen.size () - 1;
}

unsigned
elem_size_index (unsigned elem_size)
{
  switch (elem_size)
    {
    case 1: return 0;
    case 2: return 1;
    case 4: return 2;
    case 8: return 3;
    default:
      assert (!"bad element size");
      return 0;
    }
}

unsigned
block_lanes (const isa_desc &isa, unsigned elem_size, unsigned lanes)
{
  return std::min (lanes, std::max (1u, isa.block_bytes / elem_size));
}

} // namespace hyperlane
