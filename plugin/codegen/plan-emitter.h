/* Lowering of a lane plan to GIMPLE in the body of a vector loop, for a
   plan whose support the target confirmed (plan-support.h): the state
   the operations share (values, group addresses, invariants), each
   operation emitted by its kind's function (vop-kinds.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_EMITTER_H
#define HYPERLANE_PLAN_EMITTER_H

#include "../plan/lane-plan.h"
#include "../plan/scalar-dag.h"
#include "../hlp/body-builder.h"
#include "plan-support.h"
#include "vector-loop.h"

#include <map>
#include <set>
#include <string>

namespace hyperlane {

class plan_emitter
{
public:
  plan_emitter (const lane_plan &plan, const scalar_dag &dag,
		const body_context &ctx)
    : m_plan (plan), m_dag (dag), m_ctx (ctx), m_support (plan, dag, ctx)
  {}

  /* The vector type of each of COUNT reductions' accumulator.  */
  std::vector<tree> accumulator_types (unsigned count);
  /* Emit the plan into V's guard (invariants, addresses) and body.  */
  void emit (vector_loop &v);
  /* After emit: the loaded vectors pinned to registers (pinned_load), and
     the most vectors the plan holds at once.  */
  unsigned pinned_loads () const { return m_pinned; }
  unsigned peak_live () const { return m_peak_live; }

private:
  const lane_plan &m_plan;
  const scalar_dag &m_dag;
  const body_context &m_ctx;
  plan_support m_support;		/* The vector types.  */
  std::vector<tree> m_values;		/* Per vop.  */
  /* Per vop: the scalar every lane holds, for broadcasts and the unpacks
     and packs of them (which become broadcasts of the converted scalar),
     else null.  */
  std::vector<tree> m_uniform;
  std::vector<unsigned> m_uses;		/* Per vop: the vops using it.  */
  unsigned m_pinned = 0, m_peak_live = 0;
  std::vector<tree> m_group_addr;	/* Per memory group, in the body.  */
  /* Per memory group: bytes from its address to its start, nonzero where
     the group shares the address of one a constant apart.  */
  std::vector<HOST_WIDE_INT> m_group_delta;
  /* Per invariant of the DAG: a GIMPLE value, the invariants read from
     memory loaded in the guard.  */
  std::vector<tree> m_invariants;
  /* Per memory group: the MEM_REF offset type, which carries the alias
     set of the scalar accesses when they agree on one.  */
  std::vector<tree> m_group_alias;

  tree group_ref (int group, long offset, tree vtype);
  tree emit_op (size_t index, vector_loop &v);
  tree pinned_load (tree loaded, const char *reg, gimple_stmt_iterator &gsi);
  tree broadcast (size_t index, tree scalar, tree vt, vector_loop &v);

  /* Each kind's function (vop-kinds.h) emits its operations with this
     object's values and addresses.  */
  friend struct vop_kinds;
  friend struct vop_work;
};

} // namespace hyperlane

#endif
