/* The lane plan: one vector iteration of a loop as straight-line virtual
   vector operations, the stage between the planners and GIMPLE.  Every
   value is a vector of LANES elements of one element type (one physical
   vector: a scalar value wider than the narrowest type of the loop is
   several vectors, each of a consecutive run of the iterations); memory
   operations address a memory group of the scalar DAG by an element
   offset from where the group starts in this vector iteration (the group
   occupies stride * vf consecutive elements per vector iteration).
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LANE_PLAN_H
#define HYPERLANE_LANE_PLAN_H

#include "scalar-dag.h"

#include <string>
#include <vector>

namespace hyperlane {

enum class vop_kind
{
  broadcast,	/* All lanes = scalar DAG invariant node ARGS[0]; hoisted.  */
  induction,	/* Lane l = the value of induction node ARGS[0] in scalar
		   iteration OFFSET + l of this vector iteration.  */
  load,		/* LANES consecutive elements of GROUP from OFFSET.  */
  store,	/* ARGS[0] to GROUP at OFFSET; with a MASK, only the lanes
		   it selects (a masked store).  */
  perm,		/* VEC_PERM of ARGS[0], ARGS[1] by SEL (indices < lanes pick
		   from ARGS[0], the others from ARGS[1]).  */
  concat,	/* ARGS in order from the lowest lanes: two halves, or one
		   scalar per lane (element-wise loads).  */
  extract,	/* LANES lanes of ARGS[0] from lane OFFSET; of a load_lanes
		   value, the vector of field OFFSET / LANES.  */
  load_lanes,	/* Structure load: VECTORS vectors of LANES lanes from the
		   VECTORS * LANES elements of GROUP at OFFSET, vector k
		   holding field k (NEON ld2-ld4).  */
  store_lanes,	/* Structure store of the VECTORS field vectors ARGS.  */
  compute,	/* Operation CODE of the scalar DAG on ARGS, lane-wise.  */
  unpack,	/* Widening: lanes OFFSET * LANES .. of ARGS[0] (OFFSET 0: the
		   low half, 1: the high half) converted to TYPE, twice as
		   wide (sign- or zero-extended as ARGS[0]'s type says).  */
  pack,		/* Narrowing: ARGS[0] (low half) and ARGS[1] (high half)
		   truncated to TYPE, half as wide, in one vector.  */
  reduce	/* Accumulate ARGS[0] with CODE into the vector accumulator
		   of reduction INDEX, carried across vector iterations.  */
};

/* KIND's name in dumps ("load", "load_lanes"), which the plan reader
   (plan-text.h) turns back into KIND.  */
const char *vop_kind_name (vop_kind kind);

/* Whether operations of KIND access memory (a group at an offset).  */
bool accesses_memory (vop_kind kind);

struct vop
{
  vop_kind kind;
  unsigned lanes;
  int type;			/* Element type (scalar_dag::types).  */
  std::vector<int> args;	/* Earlier vop indices (broadcast: a node).  */
  int code = 0;
  unsigned vectors = 1;		/* load_lanes, store_lanes.  */
  int index = -1;		/* reduce: the reduction.  */
  int group = -1;
  long offset = 0;
  std::vector<unsigned> sel;
  std::vector<bool> mask;	/* store: lanes written (empty: all).  */
};

struct lane_plan
{
  unsigned vf = 0;		/* Scalar iterations per vector iteration.  */
  std::vector<vop> ops;
  /* Some load reads elements past the last one the vector iteration's
     scalar iterations access (the unused trailing fields of a partial
     group): the scalar loop must then run at least one more iteration,
     which accesses them, so the read stays inside the object.  */
  bool reads_gap = false;
  /* How the plan was built, for dumps and remarks ("classic",
     "memory order").  */
  const char *planner = "classic";
  /* Lines the planner adds to the dump before the operations (the order
     a memory-order plan computes a stored row in).  */
  std::string notes;

  /* Note a whole store of GROUP (of DAG's NODES) that ends END elements
     past the group's start, writing back the unused fields: lanes past
     the last field the vector iteration stores belong to the record the
     next scalar iteration accesses, which must then run (reads_gap).  */
  void note_write_back (const memory_group &group,
			const std::vector<snode> &nodes, long end)
  {
    if (end > group.accessed_extent (nodes, vf))
      reads_gap = true;
  }

  int add (vop op)
  {
    ops.push_back (std::move (op));
    return (int) ops.size () - 1;
  }
  /* The broadcast of invariant NODE as LANES elements of TYPE: one vop
     serves every use.  */
  int broadcast (int node, int type, unsigned lanes);
  /* Whether vop OP is loop-invariant: a broadcast, or a permute of
     loop-invariant vops (the merge of rows of different invariants),
     which codegen computes once, before the loop.  */
  bool invariant (int op) const;
  /* Number of perm, concat and extract operations in the loop: the data
     movement the plan costs beyond the computation itself.  */
  unsigned movement_ops () const;
  /* The most vectors live at once in the order of OPS, counting the loop
     invariants and permute selectors, which stay in registers
     throughout: what codegen pins loads by and the cost model reloads
     by.  */
  unsigned peak_live_vectors () const;
  /* One line per operation, for the -details dump, operations of the
     scalar DAG named by NAMER.  */
  std::string describe (operation_namer namer = nullptr) const;
};

} // namespace hyperlane

#endif
