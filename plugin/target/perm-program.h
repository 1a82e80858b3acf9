/* A small straight-line IR over vector values: the sequence that turns
   the S contiguous vectors of a strided group into its S field vectors
   (deinterleave, for loads) or back (interleave, for stores), and a
   simulator that proves a sequence right on element indices.  The IR is
   target-independent; isa.h says what each op costs where.
   This file knows nothing of GCC; target/README.md says how each op
   lowers to GIMPLE.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PERM_PROGRAM_H
#define HYPERLANE_PERM_PROGRAM_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hyperlane {

/* The widest stride a shape describes (its field bits); wider groups
   are accessed element by element (plan/elementwise-access.h).  */
constexpr unsigned max_shape_stride = 64;

/* One vector-iteration of a strided group: LANES iterations of a loop
   that accesses element i*STRIDE + k for every used field k.  The group
   covers STRIDE * LANES consecutive elements from its base.  */
struct group_shape
{
  unsigned stride = 0;		/* 2..64.  */
  unsigned elem_size = 0;	/* Bytes: 1, 2, 4 or 8.  */
  unsigned lanes = 0;		/* Elements per vector, a power of 2 >= 2.  */
  uint64_t fields = 0;		/* Bit k set: field k is accessed.  */

  bool field_used (unsigned k) const { return (fields >> k) & 1; }
  uint64_t all_fields () const;
  bool complete () const { return fields == all_fields (); }
  bool valid () const;
};

enum class perm_op_kind
{
  input,	/* Interleave only: the vector of field FIELD.  */
  load,		/* LANES elements from element OFFSET.  */
  concat,	/* ARGS[0] (low) and ARGS[1] (high), LANES/2 lanes each.  */
  perm,		/* VEC_PERM_EXPR <ARGS[0], ARGS[1], SEL>: lane i is
		   a[SEL[i]] if SEL[i] < LANES, else b[SEL[i] - LANES].  */
  extract,	/* Lanes OFFSET .. OFFSET+LANES-1 of ARGS[0].  */
  store,	/* ARGS[0] to the elements from OFFSET; MASKED: only to
		   those of used fields (a masked store).  */
  load_lanes,	/* Structure load of STRIDE vectors from the STRIDE*n
		   elements at OFFSET: an array value of STRIDE*n lanes whose
		   lanes k*n .. k*n+n-1 are field k; extract reads a field.  */
  store_lanes	/* Structure store of ARGS (STRIDE field vectors).  */
};

const char *perm_op_name (perm_op_kind kind);

struct perm_op
{
  perm_op_kind kind = perm_op_kind::load;
  unsigned lanes = 0;		/* Of the result; for stores, of the data.  */
  std::vector<int> args;	/* Operands: ids of earlier value ops.  */
  int offset = 0;		/* load, store, *_lanes: element offset from
				   the group base; extract: first lane.  */
  unsigned field = 0;		/* input only.  */
  std::vector<int> sel;		/* perm only.  */
  bool masked = false;		/* store only.  */
};

/* A program.  The value of op I has id I; store and store_lanes have no
   value.  Ops are in execution order: stores to overlapping elements
   take effect in that order.

   Contract, checked by verify_program:
   - Deinterleave: no input or store ops; loads stay inside the group's
     STRIDE*LANES elements; OUTPUTS[k] is the value of field k (lane j ==
     element j*STRIDE + k) for used fields and -1 for unused ones.  When
     the last fields are unused the loads may read their elements (the
     "gap" GCC peels for); READ_RANGE_END says how far.
   - Interleave: input ops only for used fields (input k, lane j, is
     what element j*STRIDE + k must become); afterwards element
     j*STRIDE + k holds field k lane j for every used field.  Elements
     of unused fields keep their contents: they are either not written
     or written back with the value loaded from them earlier in the
     program (read-modify-write).  The latter is flagged by
     NEEDS_READ_MODIFY_WRITE, set exactly when the program loads; a
     caller that must not write those elements (another thread may own
     them) has to refuse such a program.  Complete groups never need it.
     A partial group's program may instead store with masks (MASKED
     stores write the elements of used fields only) or in pieces
     (extracts of runs of used lanes, stored on their own): see
     partial_store in perm-sequences.h.
     OUTPUTS is empty.
   - Every perm selector is complete (no -1 lanes).  */
struct perm_program
{
  group_shape shape;
  bool interleave = false;
  bool needs_read_modify_write = false;
  std::vector<perm_op> ops;
  std::vector<int> outputs;
  std::string strategy;		/* How it was built, for dumps.  */

  /* Builders; each returns the new value's id (-1 for stores).  */
  int add_input (unsigned field);
  int add_load (int offset, unsigned lanes);
  int add_concat (int lo, int hi);
  int add_perm (int a, int b, const std::vector<int> &sel);
  int add_extract (int value, unsigned first, unsigned lanes);
  void add_store (int value, int offset, bool masked = false);
  int add_load_lanes (int offset);
  void add_store_lanes (const std::vector<int> &fields, int offset);

  /* Whether the program is usable (the builders found one).  */
  bool empty () const { return ops.empty (); }
  /* One past the last element a load reads (0 if none).  */
  int read_range_end () const;
};

/* A store of the lanes USED[i] of a vector without a mask: each run of
   used lanes in pieces of a power of two lanes aligned on their size, as
   (first lane, lanes) pairs in lane order.  */
std::vector<std::pair<unsigned, unsigned>>
aligned_pieces (const std::vector<bool> &used);

typedef std::vector<int> lane_vector;

/* Run PROGRAM with MEMORY as the group's elements (index = element
   offset from the base) and INPUTS[k] as field k's vector.  VALUES[i]
   receives op I's value (empty for stores).  Returns false, with the
   reason in *ERROR, for a malformed program: bad operand, lane count or
   selector, or an access outside MEMORY.  */
bool simulate (const perm_program &program, std::vector<int> &memory,
	       const std::vector<lane_vector> &inputs,
	       std::vector<lane_vector> &values, std::string *error = nullptr);

/* Check PROGRAM against the contract above by simulation on element
   indices.  */
bool verify_program (const perm_program &program,
		     std::string *error = nullptr);

/* Drop ops whose values nothing uses (stores and outputs are used) and
   renumber the rest.  */
void remove_dead_ops (perm_program &program);

/* One line per op, e.g. "v4 = perm v1, v2 {2,3,5,6}".  */
std::string to_string (const perm_program &program);

} // namespace hyperlane

#endif
