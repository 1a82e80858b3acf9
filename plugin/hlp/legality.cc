/* Legality of vectorizing a loop; see legality.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "legality.h"
#include "loop-analysis.h"

#include <algorithm>
#include <unordered_map>

namespace hyperlane {

namespace {

/* Whether groups A and B may be the same records of one array: one step,
   and each group's members inside one step's window.  If they start at
   one address, two of their accesses meet only in one iteration, at the
   same offset from the start.  */
bool
same_shape_p (const access_group &a, const access_group &b)
{
  const HOST_WIDE_INT span = absu_hwi (a.step);
  return (a.step == b.step && a.step != 0 && a.elem_size == b.elem_size
	  && a.max_init + (HOST_WIDE_INT) a.elem_size - a.min_init <= span
	  && b.max_init + (HOST_WIDE_INT) b.elem_size - b.min_init <= span);
}

/* Why accesses A and B (not both reads) to one location in one iteration
   cannot run as the vector loop orders them -- it loads a group before it
   stores one, so a value stored and then reloaded would be read stale --
   or null when they can.  *STMT receives the statement to blame.  */
const char *
same_iteration_conflict (data_reference *a, data_reference *b,
			 const body_order &order, gimple **stmt)
{
  data_reference *store = DR_IS_READ (a) ? b : a;
  data_reference *other = store == a ? b : a;
  *stmt = DR_STMT (other);
  if (DR_IS_READ (other) && order (DR_STMT (store)) < order (DR_STMT (other)))
    return "value stored and loaded again in one iteration";
  if (!DR_IS_READ (other) && other != store)
    return "two stores to one location in one iteration";
  return nullptr;
}

/* Have OK check at run time that groups GA and GB do not overlap, or
   (SAME_OK) start at one address.  */
void
add_alias_check (legality &ok, int ga, int gb, bool same_ok)
{
  int lo = std::min (ga, gb);
  int hi = std::max (ga, gb);
  for (legality::alias_check &c : ok.alias_checks)
    if (c.a == lo && c.b == hi)
      {
	/* Every pair of the two groups must allow it.  */
	c.same_ok &= same_ok;
	return;
      }
  ok.alias_checks.push_back ({ lo, hi, same_ok });
}

/* Whether the distances of DDR let the loop run VF iterations at a time
   without a runtime check: each is at least VF, or 0 without a conflict
   in the iteration.  For a pair of different base pointers
   (DDR_COULD_BE_INDEPENDENT_P) the distances hold only if the bases are
   one; where they do not allow it, GCC checks the bases at run time
   (vect_analyze_possibly_independent_ddr), and so do we.  */
bool
distances_allow_p (ddr_p ddr, unsigned depth, unsigned vf,
		   const body_order &order)
{
  for (lambda_vector dist : DDR_DIST_VECTS (ddr))
    {
      gimple *blamed;
      if (dist[depth] != 0 ? abs_hwi (dist[depth]) < (HOST_WIDE_INT) vf
	  : same_iteration_conflict (DDR_A (ddr), DDR_B (ddr), order,
				     &blamed) != nullptr)
	return false;
    }
  return true;
}

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
  /* A loop whose groups all step downwards runs reversed: lane l of a
     vector iteration is its scalar iteration VF - 1 - l, so that lanes
     still rise with addresses (codegen/plan-emitter.cc); a group
     stepping the other way has its lanes reversed where the DAG mirrors
     it (plan/mirrored-groups.h).  */
  std::unordered_map<data_reference *, int> group_of;
  for (size_t g = 0; g < ctx.groups.size (); g++)
    {
      const access_group &a = *ctx.groups[g];
      /* Groups past the DAG's are read at a loop-invariant address, as
	 invariants (hlp/body-builder.cc): only the alias checks see
	 them.  */
      const bool invariant_read = g >= dag.groups.size ();
      if (a.step == 0 && !invariant_read)
	return refuse ("access to a loop-invariant address",
		       DR_STMT (a.members[0].dr));
      if (!invariant_read && (a.step < 0) != ctx.reversed_p ()
	  && !dag.groups[g].mirrored)
	return refuse ("groups step in opposite directions, one with a gap "
		       "in its records or sharing its memory with another",
		       DR_STMT (a.members[0].dr));
      for (const group_member &m : a.members)
	group_of[m.dr] = g;
    }

  /* Program order of the statements, for dependences in one iteration.  */
  const body_order &order = la.order ();

  legality ok;
  unsigned depth = 0;
  for (ddr_p ddr : la.dependences ())
    {
      data_reference *a = DDR_A (ddr), *b = DDR_B (ddr);
      if (DR_IS_READ (a) && DR_IS_READ (b))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known)
	continue;
      /* A forwarded load reads no memory in the vector loop: the stores
	 between it and its store are checked against that store, at the
	 same location, by their own pairs.  */
      if ((DR_IS_READ (a) && la.forwarding_store (DR_STMT (a)))
	  || (DR_IS_READ (b) && la.forwarding_store (DR_STMT (b))))
	continue;
      const bool unknown = (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
			    || DDR_NUM_DIST_VECTS (ddr) == 0);
      if (!unknown)
	depth = index_in_loop_nest (loop->num, DDR_LOOP_NEST (ddr));
      if (unknown
	  || (DDR_COULD_BE_INDEPENDENT_P (ddr)
	      && !distances_allow_p (ddr, depth, vf, order)))
	{
	  /* '#pragma omp simd' or 'GCC ivdep' (safelen) asserts that VF
	     consecutive iterations do not depend on each other, which GCC's
	     vectorizer takes as independence too (apply_safelen in
	     vect_analyze_data_ref_dependence): no check.  */
	  if (loop->safelen >= 2 && (unsigned) loop->safelen >= vf)
	    continue;
	  /* Addresses a constant apart that keep VF iterations of the two
	     groups from meeting need no check.  */
	  if (la.disjoint_vf_limit (ddr) >= vf)
	    continue;
	  auto ga = group_of.find (a), gb = group_of.find (b);
	  if (ga == group_of.end () || gb == group_of.end ()
	      || ga->second == gb->second)
	    return refuse ("data dependence of unknown distance that a "
			   "runtime check cannot resolve", DR_STMT (a));
	  /* Possibly an in-place update (rhs[i].f = ... rhs[i].f ...) GCC
	     could not see as one: at run time the groups either do not
	     overlap or start at one address, where the order within the
	     iteration decides for accesses at one offset.  */
	  const access_group &A = *ctx.groups[ga->second];
	  const access_group &B = *ctx.groups[gb->second];
	  bool same_ok = same_shape_p (A, B);
	  gimple *blamed;
	  if (same_ok
	      && tree_to_shwi (DR_INIT (a)) - A.min_init
		 == tree_to_shwi (DR_INIT (b)) - B.min_init
	      && same_iteration_conflict (a, b, order, &blamed))
	    same_ok = false;
	  add_alias_check (ok, ga->second, gb->second, same_ok);
	  continue;
	}
      for (lambda_vector dist : DDR_DIST_VECTS (ddr))
	{
	  if (dist[depth] != 0)
	    {
	      /* Pairs of different bases (DDR_COULD_BE_INDEPENDENT_P) whose
		 distances forbid it were sent to a runtime check above.  */
	      if (abs_hwi (dist[depth]) < (HOST_WIDE_INT) vf)
		{
		  legality l = refuse ("loop-carried data dependence at a "
				       "distance shorter than the vector "
				       "length", DR_STMT (a));
		  l.carried_short = true;
		  return l;
		}
	      continue;
	    }
	  gimple *blamed;
	  if (const char *why = same_iteration_conflict (a, b, order, &blamed))
	    return refuse (why, blamed);
	}
    }
  return ok;
}

} // namespace hyperlane
