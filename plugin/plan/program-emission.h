/* Emitting a permutation program (target/perm-program.h) as operations
   of a lane plan: the one translation from the permutation library's IR
   to vops, shared by every planner.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PROGRAM_EMISSION_H
#define HYPERLANE_PROGRAM_EMISSION_H

#include "lane-plan.h"
#include "../target/perm-program.h"

#include <functional>
#include <vector>

namespace hyperlane {

/* How a program's ops become vops.  */
struct program_emission
{
  int type = -1;		/* Element type of every value.  */
  int group = -1;		/* Memory group of the loads and stores.  */
  unsigned stride = 0;		/* The group's stride (store masks).  */
  long base = 0;		/* Added to the offset of memory ops.  */
  std::vector<int> inputs;	/* Interleave: the vop of each field.  */
  /* When set, supplies the value of a load op instead of a load vop
     (a computed vector in memory order); -1 makes the emission fail.  */
  std::function<int (const perm_op &)> load;
  /* When set, the ops it accepts are not emitted (a phase of the program
     emitted elsewhere).  */
  std::function<bool (size_t)> skip;
};

/* Append the ops of PROGRAM to PLAN as HOW says.  VOP_OF has one entry
   per op: entries >= 0 on entry are values already emitted (they are
   kept), the others receive the vop of the op (-1 for skipped ops).  False, with PLAN possibly extended, when a load hook fails
   or an op has no vop form.  */
bool emit_program (lane_plan &plan, const perm_program &program,
		   const program_emission &how, std::vector<int> &vop_of);

/* The vop of each field PROGRAM outputs (-1 for unused fields).  */
std::vector<int> program_outputs (const perm_program &program,
				  const std::vector<int> &vop_of);

} // namespace hyperlane

#endif
