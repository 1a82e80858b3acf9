/* What GCC's target supports of a lane plan: the vector type of each of
   its values, and whether every operation has a vector form (optab
   queries; permutes with can_vec_perm_const_p), decided without touching
   the IL by each kind's function in vop-kinds.h, which also emits it.  The planning stages ask it of each candidate plan, the plan
   emitter for the types it builds.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_SUPPORT_H
#define HYPERLANE_PLAN_SUPPORT_H

#include "../plan/lane-plan.h"
#include "../plan/scalar-dag.h"
#include "../hlp/body-builder.h"

#include <map>
#include <string>

namespace hyperlane {

class plan_support
{
public:
  plan_support (const lane_plan &plan, const scalar_dag &dag,
		const body_context &ctx)
    : m_plan (plan), m_dag (dag), m_ctx (ctx)
  {}

  /* Whether the target can do every operation of the plan; otherwise
     *REASON says why (valid while this object lives).  */
  bool check (const char **reason);

  /* The vector type of LANES elements of element type TYPE, or null when
     the target has no vector mode for it.  */
  tree vectype (int type, unsigned lanes);
  /* Whether OP only reinterprets the bits of its lanes (see the .cc).  */
  bool reinterpret_p (const vop &op) const;
  /* VT with unsigned elements of the same size.  */
  static tree unsigned_vectype (tree vt);
  /* The selector of a perm as GCC's permutation indices.  */
  static vec_perm_indices perm_indices (const vop &op);

private:
  const lane_plan &m_plan;
  const scalar_dag &m_dag;
  const body_context &m_ctx;
  std::map<std::pair<int, unsigned>, tree> m_vectypes;
  std::string m_failure;		/* A reason check () composed.  */
  bool fuses_otherwise_p ();

  /* The kinds' analyses and transforms (vop-kinds.h) share this
     object's types and plan.  */
  friend struct vop_kinds;
  friend struct vop_work;
};

} // namespace hyperlane

#endif
