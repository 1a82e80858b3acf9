/* How a group is laid over registers while a strategy of
   perm-sequences.cc solves it.  Strategies solve a sub-problem: a stride-S
   group of W-lane sub-vectors.  With one piece the sub-problem is the
   whole problem (W = lanes).  With L pieces (the generalised Melax split)
   each register holds L independent sub-groups side by side, one per
   16-byte block: register r = sub-vector r of every sub-group, loaded as
   L pieces combined by concats; a sub-problem permute then becomes one
   permute with the same pattern in every block, which targets do with
   cheap in-block instructions.  Interleave stores the blocks back, pairing
   blocks into whole-register stores where a block move is cheaper than
   extracts.  The builder also owns what every strategy shares: operand
   canonicalisation, classification against the ISA, common-subexpression
   reuse, read-modify-write of partial interleaves and dead-op removal.
   This file knows nothing of GCC.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PERM_LAYOUT_H
#define HYPERLANE_PERM_LAYOUT_H

#include "isa.h"
#include "perm-program.h"
#include "perm-sequences.h"

#include <map>
#include <utility>

namespace hyperlane {

class layout_builder
{
public:
  /* Start a program for SHAPE on ISA with PIECES sub-groups per
     register (a power of 2 dividing the lane count).  BY_PERM (deinterleave
     with two pieces only): the registers are built from whole-vector
     loads by two-source permutes (blends and block moves) instead of from
     piece loads by concats, so the loads alone are the load phase.  */
  layout_builder (const group_shape &shape, const isa_desc &isa,
		  bool interleave, unsigned pieces, bool by_perm = false,
		  partial_store partial = partial_store::write_back);

  unsigned width () const { return w; }
  unsigned stride () const { return program.shape.stride; }
  bool field_used (unsigned k) const { return program.shape.field_used (k); }
  /* Whether lane I of sub-vector R belongs to a used field.  */
  bool lane_used (unsigned r, unsigned i) const;
  /* Interleave: whether sub-vectors with unused lanes are merged with the
     old memory (partial_store::write_back).  */
  bool writes_back () const { return partial == partial_store::write_back; }

  /* Sub-vector R (< stride) of the group's memory.  */
  int load (unsigned r);
  /* Field K's input vector; an unused field gets a used field's vector,
     whose lanes end up only in elements the store never keeps.  */
  int input (unsigned k);
  /* The permute SEL of the sub-problem (W-lane indices, -1 don't care)
     applied to A and B: a value id.  */
  int perm (int a, int b, const std::vector<int> &sel);

  /* Deinterleave: VALUE is field K.  */
  void output (unsigned k, int value);
  /* Interleave: VALUE is sub-vector R of the memory.  Lanes of unused
     fields are don't-care unless MERGED says VALUE already holds the old
     contents there (taken from old_memory).  */
  void store (unsigned r, int value, bool merged);
  /* Interleave: the old contents of sub-vector R (read-modify-write).  */
  int old_memory (unsigned r);

  /* The finished program, dead ops removed.  */
  perm_program finish (const std::string &strategy);

private:
  int full_perm (int a, int b, std::vector<int> sel);
  void store_blocks ();
  void store_part (int value, unsigned first, unsigned lanes, int offset);

  const isa_desc &isa;
  perm_program program;
  unsigned pieces, w;
  bool by_perm;
  partial_store partial;
  std::vector<int> loads, inputs, finals, whole_loads;
  std::map<std::pair<std::pair<int, int>, std::vector<int> >, int> perms;
};

} // namespace hyperlane

#endif
