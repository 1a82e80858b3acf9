/* Lowering of a lane plan to GIMPLE in the body of a vector loop.
   check () decides, without touching the IL, whether every operation of
   the plan has a vector type and target support (permutes are checked with
   can_vec_perm_const_p; plan-checks.cc); emit () then writes the
   statements (plan-emitter.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_EMITTER_H
#define HYPERLANE_PLAN_EMITTER_H

#include "../plan/lane-plan.h"
#include "../plan/scalar-dag.h"
#include "../hlp/body-builder.h"
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
    : m_plan (plan), m_dag (dag), m_ctx (ctx)
  {}

  /* Whether the plan can be emitted; otherwise *REASON says why (valid
     while the emitter lives).  */
  bool check (const char **reason);
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
  std::map<std::pair<int, unsigned>, tree> m_vectypes;
  std::vector<tree> m_values;		/* Per vop.  */
  /* Per vop: the scalar every lane holds, for broadcasts and the unpacks
     and packs of them (which become broadcasts of the converted scalar),
     else null.  */
  std::vector<tree> m_uniform;
  std::vector<unsigned> m_uses;		/* Per vop: the vops using it.  */
  unsigned m_pinned = 0, m_peak_live = 0;
  unsigned peak_live_vectors () const;
  std::vector<tree> m_group_addr;	/* Per memory group, in the body.  */
  /* Per invariant of the DAG: a GIMPLE value, the invariants read from
     memory loaded in the guard.  */
  std::vector<tree> m_invariants;
  std::string m_failure;		/* A reason check () composed.  */
  /* Per memory group: the MEM_REF offset type, which carries the alias
     set of the scalar accesses when they agree on one.  */
  std::vector<tree> m_group_alias;

  tree vectype (int type, unsigned lanes);
  bool check_op (const vop &op, const char **reason);
  bool check_compute (const vop &op, tree vt, const char **reason);
  /* The selector of a perm as GCC's permutation indices.  */
  static vec_perm_indices perm_indices (const vop &op);
  bool reinterpret_p (const vop &op) const;
  tree group_ref (int group, long offset, tree vtype);
  tree lanes_ref (const vop &op, tree vt);
  tree masked_store (const vop &op, tree vt, vector_loop &v);
  tree emit_op (size_t index, vector_loop &v);
  tree emit_perm (const vop &op, tree vt, gimple_stmt_iterator &gsi);
  tree emit_structure_access (const vop &op, tree vt,
			      gimple_stmt_iterator &gsi);
  gimple *emit_compute (const vop &op, tree vt, tree lhs,
			gimple_stmt_iterator &gsi);
  tree pinned_load (tree loaded, const char *reg, gimple_stmt_iterator &gsi);
  tree broadcast (size_t index, tree scalar, tree vt, vector_loop &v);
  tree unsigned_vectype (tree vt);
  tree induction_lanes (const vop &op, tree vt, vector_loop &v);
};

} // namespace hyperlane

#endif
