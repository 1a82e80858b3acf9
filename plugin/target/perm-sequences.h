/* The best known permutation sequence for a strided group on a target.
   Several strategies each build a candidate program; every candidate is
   proved by simulation and the cheapest by the ISA's cost table wins.
   Strategies, over the layouts of perm-layout.h (whole registers, or one
   sub-group per 16-byte block):
   - chain: each output gathers its lanes from the vectors holding them
     with one two-source permute per extra vector (what GCC does for
     strides that are not powers of 2);
   - even-odd: an even stride splits into two half-stride groups by
     even/odd permutes (interleave: zips), recursively (GCC's scheme for
     powers of 2), finishing with chain or Melax;
   - melax: the stride-3, four-lane sequences of Melax (2012): five
     shufps-shaped permutes to deinterleave, six to interleave;
   - blend-permute: where the stride and the lanes are coprime, every
     lane of the S vectors holds each field in exactly one of them, so
     S - 1 blends (by lane residue class) gather a field in place and one
     one-source permute orders it (pshufb per 16-byte block for bytes);
     the interleave permutes each field once and blends.  Only where
     blends of the element size are cheap (isa_desc::cheap_blends);
   - load-lanes: one structure load or store (NEON ld2-ld4, st2-st4).
   This file knows nothing of GCC.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PERM_SEQUENCES_H
#define HYPERLANE_PERM_SEQUENCES_H

#include "isa.h"
#include "perm-program.h"

namespace hyperlane {

/* How an interleave writes a partial group's vectors that hold elements
   of unused fields.  */
enum class partial_store
{
  write_back,	/* Merged with the old memory and stored whole
		   (needs_read_modify_write).  */
  masked,	/* Masked stores (perm_op::masked).  */
  pieces	/* Each run of used lanes in pieces of a power of two lanes
		   aligned on their size, extracted and stored.  */
};

/* SHAPE.lanes * SHAPE.elem_size is meant to be ISA's vector size (or
   less): the tables cost single registers.  */

/* Every candidate program for SHAPE on ISA, unverified, in a fixed
   order (a partial interleave in each way of partial_store the ISA
   has); empty if SHAPE is not valid.  PERMUTED_SPLIT adds the
   deinterleaves whose split registers are built from whole-vector loads
   by permutes ("split2p"): never the cheapest alone, but their load phase
   is loads only, which lane groups (plan/classic-planner.h) pay once per
   input group.  The list is built once per set of arguments and kept.  */
const std::vector<perm_program> &perm_candidates (const group_shape &shape,
					   const isa_desc &isa,
					   bool interleave,
					   bool permuted_split = false);

/* The cheapest verified program that turns SHAPE's STRIDE vectors of
   memory into its used field vectors.  Empty (perm_program::empty) only
   if SHAPE is not valid.  */
perm_program best_deinterleave (const group_shape &shape,
				const isa_desc &isa);

/* The cheapest verified program that stores SHAPE's used field vectors
   into the group's memory.  For a partial group it stores with masks
   (where ISA has masked stores of the element size) or in pieces, or,
   only when WRITE_BACK allows it, reads and writes back the unused
   fields' elements: see needs_read_modify_write.  */
perm_program best_interleave (const group_shape &shape, const isa_desc &isa,
			      bool write_back = false);

} // namespace hyperlane

#endif
