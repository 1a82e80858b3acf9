/* Descriptions of the SIMD targets the permutation library plans for: the
   vector and block sizes and, per permute kind and element size, what
   GCC 12's back end is expected to emit for a constant VEC_PERM_EXPR of
   that kind.  Everything target-specific lives in the tables of isa.cc,
   so a new ISA is a new table, not new control flow.
   This file knows nothing of GCC.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_ISA_H
#define HYPERLANE_ISA_H

#include <string>
#include <vector>

namespace hyperlane {

/* Shapes of permute that targets implement with different costs.  A
   "block" is a 16-byte slice of the vector (an AVX "lane"); the in-block
   kinds apply the same rule inside every block.  X and Y below are either
   operand.  Kinds are listed cheapest-first, which breaks cost ties.  */
enum class perm_kind : unsigned char
{
  identity,		/* A copy of one operand.  */
  blend,		/* Lane i from a[i] or b[i] (blendps, pblendvb).  */
  zip,			/* Interleave low or high halves of blocks
			   (unpcklps/unpckhps, punpck*, zip1/zip2).  */
  uzp,			/* Even or odd lanes of a block pair (uzp1/uzp2,
			   SSE pack-based even/odd).  */
  trn,			/* Even lanes of X, odd of Y (trn1/trn2).  */
  ext,			/* A window of the concatenation of two blocks
			   (palignr, ext).  */
  shufps,		/* 4-byte elements: lanes 0-1 of every block from X,
			   2-3 from Y, same pattern in every block; 8-byte
			   elements: lane 0 from X, lane 1 from Y (shufpd).  */
  permute_blend,	/* One operand in place, the other moved within
			   blocks, then blended (pshufd + blendps).  */
  block_one_source,	/* Any in-block move of one operand (pshufd,
			   vpermilps, pshufb, tbl).  */
  block_two_source,	/* Any in-block mix of two operands.  */
  block_move,		/* Whole blocks moved (vperm2f128, vshuff32x4).  */
  even_odd,		/* Even or odd lanes of the concatenation of X and Y
			   across blocks (x86 bytes and words: pand or psrlw,
			   pack, vpermq; doubles: unpcklpd, vpermpd).  */
  cross_permute_blend,	/* One operand in place, the other moved across
			   blocks (vpermps + vblendps).  */
  cross_one_source,	/* Any move of one operand (vpermps, vpermw).  */
  cross_two_source	/* Anything (vpermt2ps, or several instructions).  */
};

constexpr unsigned num_perm_kinds = 15;

const char *perm_kind_name (perm_kind kind);

/* Whether KIND moves data between blocks.  */
bool crosses_blocks (perm_kind kind);

/* What one operation costs: instructions after lowering, and how many of
   them are shuffle-class (permutes, blends, inserts, extracts: the port
   AoS code saturates).  Constant selectors and masks are loop-invariant
   and not counted.  */
struct op_cost
{
  unsigned insns;
  unsigned shuffles;

  bool available () const { return insns != ~0u; }
};

/* The target cannot do it (in one expected sequence).  */
constexpr op_cost not_available = { ~0u, ~0u };

/* GCC 12's SLP patterns for a node of floating-point lanes that
   subtract in the even lanes and add in the odd ones, or the reverse
   (tree-vect-slp-patterns.cc, addsub_pattern), as the target's optabs
   allow them at a vector size: one instruction where GCC would
   otherwise compute both operations and blend them.  */
enum gcc_float_pattern : unsigned
{
  /* vaddsubps/pd (SSE3, vectors of 16 and 32 bytes): subtract in even
     lanes, add in odd ones.  */
  float_addsub = 1,
  /* vfmaddsub/vfmsubadd (FMA, or AVX-512F for 64 bytes, AVX512VL below):
     either alternation whose first operand is a multiplication, fused
     with it (under -ffp-contract=off too: GCC 12 does not ask).  */
  float_fmaddsub = 2
};

op_cost operator+ (op_cost x, op_cost y);
/* Fewer shuffles first, then fewer instructions.  */
bool operator< (op_cost x, op_cost y);

struct isa_desc
{
  const char *name;
  unsigned vector_bytes;
  unsigned block_bytes;		/* Permutes inside such a block are cheap.  */
  /* PERM[kind][log2 (element size)]: elements of 1, 2, 4, 8 bytes.  */
  op_cost perm[num_perm_kinds][4];
  op_cost load;			/* Full or partial vector.  */
  op_cost store;
  op_cost concat;		/* Insert a high half; a high half loaded
				   from memory is folded into it.  */
  op_cost extract;		/* Any sub-vector but the lowest (which is
				   free); a store of it is folded in.  */
  op_cost load_lanes;		/* ld2/ld3/ld4.  */
  op_cost store_lanes;		/* st2/st3/st4.  */
  unsigned max_lanes_stride;	/* load/store lanes exist for strides
				   2..this; 0 when the target has none.  */
  /* MASKED_STORE[log2 (element size)]: a store of the lanes a constant
     mask selects (vmaskmovps, vmovdqu8 {k}); not available where only
     scalar stores would do.  */
  op_cost masked_store[4];
  /* CHEAP_BLENDS[log2 (element size)]: a blend by a constant lane mask
     is one instruction with an immediate or any mask register (VEX
     vpblendvb and vblendps, AVX-512 masked moves, SSE4.1's pblendw,
     blendps and blendpd).  Not so SSE4.1's pblendvb for bytes, which
     takes its mask in xmm0: the register copies around a run of them
     made blend-permute deinterleaves of bytes slower than the permutes
     they replace (rgb2yuv 0.95x against 1.01x at -msse4.2); nor NEON's
     bsl/bit, which overwrite an operand (ld2-ld4 and st2-st4 serve it
     better).  Strategies built on blends need it (perm-sequences.h).  */
  bool cheap_blends[4];
  /* gcc_float_pattern bits; 8 bytes, as the table has no padding
     (isa_table_id compares tables as bytes).  */
  unsigned long long float_patterns;
};

/* What a masked store counts, in shuffles, where -mtune selects a CPU
   that runs it as microcode (gcc-target.cc): about 12 cycles each on
   those AMD cores, which run two shuffles per cycle.  */
constexpr unsigned slow_masked_store_shuffles = 24;

extern const isa_desc isa_sse42;
extern const isa_desc isa_ssse3;	/* 16 bytes without SSE4.1.  */
extern const isa_desc isa_avx2;
extern const isa_desc isa_avx512;
extern const isa_desc isa_neon;

/* All of the above, in that order.  */
const std::vector<const isa_desc *> &known_isas ();

/* The ISA called NAME, or null.  */
const isa_desc *find_isa (const std::string &name);

/* A number shared by ISA tables of equal contents, whatever their
   address (a table -mtune adjusted is a copy): the key under which the
   permutation searches remember their answers (perm-sequences.cc,
   perm-cost.cc).  */
unsigned isa_table_id (const isa_desc &isa);

/* log2 of ELEM_SIZE (1, 2, 4 or 8): the column of isa_desc::perm.  */
unsigned elem_size_index (unsigned elem_size);

/* Lanes of ELEM_SIZE bytes in one block of ISA, at most LANES (a vector
   narrower than a block is one block).  */
unsigned block_lanes (const isa_desc &isa, unsigned elem_size,
		      unsigned lanes);

} // namespace hyperlane

#endif
