/* The enclosing loop's dependences; see nest-dependence.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "loop-analysis.h"
#include "loop-nest.h"
#include "nest-dependence.h"

namespace hyperlane {

namespace {

/* The data references and dependence relations of a loop nest, freed
   with it.  */
struct nest_relations
{
  auto_vec<loop_p> nest;
  auto_vec<data_reference_p> datarefs;
  auto_vec<ddr_p> ddrs;
  ~nest_relations ()
  {
    free_dependence_relations (ddrs);
    free_data_refs (datarefs);
  }
};

/* Blame the pair of DDR in ND, with VERDICT.  */
void
blame (nest_dependence &nd, ddr_p ddr, nest_verdict verdict)
{
  nd.verdict = verdict;
  nd.stmt = DR_STMT (DDR_B (ddr));
  nd.ref_a = DR_REF (DDR_A (ddr));
  nd.ref_b = DR_REF (DDR_B (ddr));
}

/* Classify the dependences of RELATIONS (whose nest starts at the
   enclosing loop, level 0) into ND for lanes of VF outer iterations;
   false when one forbids them.  */
bool
classify_nest_dependences (const nest_relations &relations, unsigned vf,
			   nest_dependence &nd)
{
  /* Iterations of the inner loop are at most this many apart: a distance
     beyond joins no two of them (Fortran's a(i,j), linearized, gives
     (1, -70) for an inner loop of 70 iterations).  */
  const HOST_WIDE_INT inner_span
    = get_max_loop_iterations_int (relations.nest[1]);
  for (ddr_p ddr : relations.ddrs)
    {
      if (DR_IS_READ (DDR_A (ddr)) && DR_IS_READ (DDR_B (ddr)))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known)
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0)
	{
	  blame (nd, ddr, nest_verdict::unknown_distance);
	  return false;
	}
      for (lambda_vector dist : DDR_DIST_VECTS (ddr))
	{
	  if (inner_span >= 0 && DDR_NB_LOOPS (ddr) > 1
	      && abs_hwi (dist[1]) > inner_span)
	    continue;
	  /* Lanes run the inner loop in lockstep: a dependence between
	     two outer iterations closer than VF would cross lanes of one
	     vector iteration, in whichever inner-loop order.  */
	  if (dist[0] == 0)
	    {
	      nd.carried_by_inner += DDR_NB_LOOPS (ddr) > 1 && dist[1] != 0;
	      continue;
	    }
	  nd.carried_by_outer++;
	  if (abs_hwi (dist[0]) < (HOST_WIDE_INT) vf)
	    {
	      blame (nd, ddr, nest_verdict::outer_carried);
	      nd.outer_distance = dist[0];
	      nd.inner_distance = DDR_NB_LOOPS (ddr) > 1 ? dist[1] : 0;
	      return false;
	    }
	}
    }
  return true;
}

/* The first value OUTER carries from one iteration to the next that is
   not an induction variable (a running sum, a[j-1][n] kept in a
   register), or null: lanes would need the previous lane's value.  */
gphi *
carried_value (class loop *outer)
{
  for (gphi_iterator gsi = gsi_start_phis (outer->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      affine_iv iv;
      if (!virtual_operand_p (res)
	  && !simple_iv (outer, outer, res, &iv, true))
	return gsi.phi ();
    }
  return nullptr;
}

} // anon namespace

class loop *
enclosing_nest_loop (class loop *loop)
{
  class loop *outer = loop_outer (loop);
  /* A two-deep nest whose inner loop is the enclosing loop's only one.  */
  if (!outer || !loop_outer (outer) || outer->inner != loop || loop->next)
    return nullptr;
  return outer;
}

nest_dependence
analyse_enclosing_loop (const loop_analysis &la, unsigned vf)
{
  nest_dependence nd;
  class loop *loop = la.loop ();
  class loop *outer = enclosing_nest_loop (loop);
  if (!outer)
    return nd;
  nd.outer = outer;
  if (gphi *phi = carried_value (outer))
    {
      nd.verdict = nest_verdict::outer_recurrence;
      nd.stmt = phi;
      return nd;
    }
  nest_relations relations;
  /* With the self-dependences: a store the enclosing loop repeats at one
     address (c[i] in every row) crosses lanes too.  */
  if (!find_loop_nest (outer, &relations.nest)
      || find_data_references_in_loop (outer, &relations.datarefs)
	 == chrec_dont_know
      || !compute_write_dependences (relations.datarefs, &relations.ddrs,
				     relations.nest)
      || relations.nest.length () != 2)
    {
      nd.verdict = nest_verdict::not_analysed;
      return nd;
    }
  if (!classify_nest_dependences (relations, vf, nd))
    return nd;
  if (!trip_count_invariant_in_p (loop, outer))
    {
      nd.verdict = nest_verdict::triangular;
      return nd;
    }
  /* GCC's outer-loop vectorization takes the enclosing loop's header,
     the inner loop's two blocks, its exit block and the latch only
     (vect_analyze_loop_form): a guard for an inner trip count that may
     be 0 is control flow it refuses.  */
  nd.verdict = (outer->num_nodes == 5 ? nest_verdict::parallel_contiguous
		: nest_verdict::parallel_guarded);
  for (data_reference *dr : la.datarefs ())
    if (!contiguous_in_p (outer, dr))
      {
	nd.verdict = nest_verdict::parallel_strided;
	nd.stmt = DR_STMT (dr);
	nd.ref_a = DR_REF (dr);
	break;
      }
  return nd;
}

const char *
nest_verdict_name (nest_verdict v)
{
  switch (v)
    {
    case nest_verdict::no_nest: return "no enclosing loop";
    case nest_verdict::not_analysed: return "not analysed";
    case nest_verdict::unknown_distance: return "unknown distance";
    case nest_verdict::outer_recurrence: return "value carried by the enclosing loop";
    case nest_verdict::outer_carried: return "carried by the enclosing loop";
    case nest_verdict::triangular: return "parallel, triangular";
    case nest_verdict::parallel_strided: return "parallel, strided";
    case nest_verdict::parallel_guarded: return "parallel, contiguous, guarded";
    case nest_verdict::parallel_contiguous: return "parallel, contiguous";
    }
  gcc_unreachable ();
}

} // namespace hyperlane
