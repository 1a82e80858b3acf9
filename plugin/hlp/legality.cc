/* Legality of vectorizing a loop; see legality.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "legality.h"
#include "loop-analysis.h"

#include <algorithm>
#include <unordered_map>

namespace hyperlane {

namespace {

legality
refuse (const char *reason, gimple *stmt = nullptr)
{
  legality l;
  l.reason = reason;
  l.stmt = stmt;
  return l;
}

} // anon namespace

legality
check_legality (const loop_analysis &la, const scalar_dag &dag,
		const body_context &ctx, unsigned vf)
{
  class loop *loop = la.loop ();

  /* DAG memory group of each data reference the DAG uses.  */
  std::unordered_map<data_reference *, int> group_of;
  for (size_t g = 0; g < ctx.groups.size (); g++)
    {
      const access_group &a = *ctx.groups[g];
      if (a.step <= 0)
	return refuse (a.step == 0
		       ? "access to a loop-invariant address"
		       : "access with a negative step",
		       DR_STMT (a.members[0].dr));
      for (const group_member &m : a.members)
	group_of[m.dr] = g;
    }

  /* Program order of the statements, for dependences in one iteration.  */
  std::unordered_map<gimple *, unsigned> order;
  unsigned pos = 0;
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    order[gsi_stmt (gsi)] = pos++;

  legality ok;
  unsigned depth = 0;
  for (ddr_p ddr : la.dependences ())
    {
      data_reference *a = DDR_A (ddr), *b = DDR_B (ddr);
      if (DR_IS_READ (a) && DR_IS_READ (b))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known)
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0)
	{
	  auto ga = group_of.find (a), gb = group_of.find (b);
	  if (ga == group_of.end () || gb == group_of.end ()
	      || ga->second == gb->second)
	    return refuse ("data dependence of unknown distance that a "
			   "runtime check cannot resolve", DR_STMT (a));
	  std::pair<int, int> pair (std::min (ga->second, gb->second),
				    std::max (ga->second, gb->second));
	  if (std::find (ok.alias_checks.begin (), ok.alias_checks.end (),
			 pair) == ok.alias_checks.end ())
	    ok.alias_checks.push_back (pair);
	  continue;
	}
      depth = index_in_loop_nest (loop->num, DDR_LOOP_NEST (ddr));
      for (lambda_vector dist : DDR_DIST_VECTS (ddr))
	{
	  if (dist[depth] != 0)
	    {
	      if (abs_hwi (dist[depth]) < (HOST_WIDE_INT) vf)
		return refuse ("loop-carried data dependence at a distance "
			       "shorter than the vector length", DR_STMT (a));
	      continue;
	    }
	  /* Same iteration: the vector loop loads a group before it
	     stores one, so a value stored and then reloaded would be read
	     stale.  */
	  data_reference *store = DR_IS_READ (a) ? b : a;
	  data_reference *other = store == a ? b : a;
	  if (DR_IS_READ (other)
	      && order[DR_STMT (store)] < order[DR_STMT (other)])
	    return refuse ("value stored and loaded again in one iteration",
			   DR_STMT (other));
	  if (!DR_IS_READ (other) && other != store)
	    return refuse ("two stores to one location in one iteration",
			   DR_STMT (other));
	}
    }
  return ok;
}

} // namespace hyperlane
