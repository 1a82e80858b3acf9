/* What a permute, and a whole permutation program, costs on an ISA:
   classification of a constant selector into the kinds of isa.h, and the
   sum over a program's ops with the folding the back ends do (a loaded
   high half inserted straight from memory, an extracted block stored
   straight to memory).
   This file knows nothing of GCC.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PERM_COST_H
#define HYPERLANE_PERM_COST_H

#include "isa.h"
#include "perm-program.h"

namespace hyperlane {

struct perm_class
{
  perm_kind kind = perm_kind::cross_two_source;
  op_cost cost = not_available;
  std::vector<int> sel;		/* The selector, don't-cares filled in.  */
};

/* The cheapest kind ISA offers for the permute SEL of ELEM_SIZE-byte
   elements.  Entries of -1 are "don't care": they are filled in so that
   the result still has the returned kind.  ONE_SOURCE says both operands
   are the same value; indices are then read modulo the lane count.  The
   cost is not_available when no kind of the table fits (a table bug).  */
perm_class classify_perm (const std::vector<int> &sel, unsigned elem_size,
			  bool one_source, const isa_desc &isa);

/* What storing lanes FIRST.. of a vector costs when the store takes them
   straight from the register: a plain store for the lowest block, an
   extract-to-memory (vextractf128 m128) for any other.  */
op_cost store_piece_cost (unsigned first, const isa_desc &isa);

struct program_cost
{
  unsigned insns = 0;
  unsigned shuffles = 0;	/* Shuffle-class instructions.  */
  unsigned perms = 0;		/* perm ops.  */
  unsigned two_source_perms = 0;
  unsigned cross_block_perms = 0;
  unsigned loads = 0;		/* Vector loads (not load_lanes).  */
  unsigned stores = 0;
  unsigned concats = 0;
  unsigned extracts = 0;	/* Extracts that cost an instruction.  */
  unsigned lanes_ops = 0;	/* load_lanes and store_lanes.  */
  bool available = true;	/* False if some op cannot be done.  */
};

/* The cost of PROGRAM on ISA.  */
program_cost cost_program (const perm_program &program, const isa_desc &isa);

/* Whether X is better than Y: available, then fewer shuffles, then fewer
   instructions.  */
bool cheaper (const program_cost &x, const program_cost &y);

} // namespace hyperlane

#endif
