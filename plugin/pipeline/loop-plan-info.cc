/* The per-loop object of the HLP pipeline; see loop-plan-info.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../hlp/loop-analysis.h"
#include "loop-plan-info.h"

namespace hyperlane {

class loop *
loop_plan_info::loop () const
{
  return analysis.loop ();
}

bool
loop_plan_info::missed (const char *reason, gimple *stmt) const
{
  if (trial)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "loop %d: no %u-byte plan: %s\n", loop ()->num,
		 vector_bytes, reason);
    }
  else if (dump_enabled_p ())
    {
      dump_user_location_t where = remark_location (stmt, loop ());
      dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		       "hyperlane: loop left to GCC: %s\n", reason);
    }
  return false;
}

bool
loop_plan_info::reads_gap_backwards_p (const lane_plan &plan) const
{
  return plan.reads_gap && ctx.reversed_p ();
}

} // namespace hyperlane
