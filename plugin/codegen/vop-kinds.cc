/* The dispatch over the operation kinds of a lane plan; see vop-kinds.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "vop-kinds.h"
#include "plan-emitter.h"

namespace hyperlane {

const vop &
vop_work::arg_op (unsigned i) const
{
  return support.m_plan.ops[op.args[i]];
}

tree
vop_work::arg (unsigned i) const
{
  return emitter->m_values[op.args[i]];
}

bool
vop_work::has_type (bool piece_ok)
{
  if (!vt || (!VECTOR_TYPE_P (vt) && !piece_ok))
    return fail ("no vector mode for a value of the plan");
  return true;
}

bool
vop_work::finish (gimple *stmt, tree val)
{
  gsi_insert_before (gsi, stmt, GSI_SAME_STMT);
  value = val;
  return true;
}

/* The one switch over the kinds: each kind's function both analyses and
   transforms it.  */
bool
vop_kinds::vectorizable (vop_work &w)
{
  switch (w.op.kind)
    {
    case vop_kind::load:
      return load (w);
    case vop_kind::store:
      return store (w);
    case vop_kind::load_lanes:
    case vop_kind::store_lanes:
      return structure_access (w);
    case vop_kind::broadcast:
      return broadcast (w);
    case vop_kind::perm:
      return perm (w);
    case vop_kind::concat:
      return concat (w);
    case vop_kind::extract:
      return extract (w);
    case vop_kind::induction:
      return induction (w);
    case vop_kind::compute:
      return compute (w);
    case vop_kind::unpack:
    case vop_kind::pack:
      return convert (w);
    case vop_kind::reduce:
      return reduce (w);
    }
  gcc_unreachable ();
}

} // namespace hyperlane
