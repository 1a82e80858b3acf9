/* Analysis of one innermost loop for HLP.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "loop-analysis.h"
#include "body-builder.h"
#include "refusal-causes.h"

namespace hyperlane {

/* More references than this and the quadratic dependence test is not
   worth it; GCC's vectorizer has a similar bound
   (param_loop_max_datarefs_for_datadeps).  */
static const unsigned max_datarefs = 256;

loop_analysis::loop_analysis (class loop *loop) : m_loop (loop) {}

loop_analysis::~loop_analysis ()
{
  if (m_have_ddrs)
    free_dependence_relations (m_ddrs);
  free_data_refs (m_datarefs);
}

bool
loop_analysis::fail (std::string reason, gimple *stmt)
{
  m_reason = std::move (reason);
  m_failure_stmt = stmt;
  return false;
}

unsigned
loop_analysis::strided_group_count () const
{
  unsigned n = 0;
  for (const access_group &g : m_groups)
    n += g.pattern == access_pattern::strided;
  return n;
}

void
loop_analysis::classify_dependences ()
{
  unsigned depth = index_in_loop_nest (m_loop->num, m_nest);
  for (ddr_p ddr : m_ddrs)
    {
      /* Independent, or two reads, which never conflict.  */
      if (DDR_ARE_DEPENDENT (ddr) == chrec_known
	  || (DR_IS_READ (DDR_A (ddr)) && DR_IS_READ (DDR_B (ddr))))
	continue;
      if (DDR_ARE_DEPENDENT (ddr) == chrec_dont_know
	  || DDR_NUM_DIST_VECTS (ddr) == 0)
	{
	  m_unknown_deps++;
	  continue;
	}
      for (lambda_vector dist : DDR_DIST_VECTS (ddr))
	if (dist[depth] != 0)
	  {
	    m_carried_deps++;
	    break;
	  }
    }
}

bool
loop_analysis::analyze ()
{
  if (m_loop->inner)
    return fail ("not an innermost loop");
  if (m_loop->num_nodes != 2)
    {
      gimple *where = nullptr;
      std::string reason = control_flow_refusal (m_loop, &where);
      return fail (std::move (reason), where);
    }
  if (!single_exit (m_loop))
    return fail ("loop has more than one exit");
  if (!empty_block_p (m_loop->latch))
    return fail ("loop latch is not empty");

  m_niters = number_of_latch_executions (m_loop);
  if (!m_niters || chrec_contains_undetermined (m_niters))
    return fail ("number of iterations cannot be computed");

  for (gimple_stmt_iterator gsi = gsi_start_bb (m_loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_call (stmt) && !gimple_call_internal_p (stmt)
	  && lanewise_call_fn (stmt) == IFN_LAST)
	return fail (call_refusal (stmt), stmt);
      if (gimple_has_volatile_ops (stmt))
	return fail ("loop body has volatile accesses", stmt);
    }

  if (find_data_references_in_loop (m_loop, &m_datarefs) == chrec_dont_know)
    return fail ("data references cannot be analysed (an asm statement, "
		 "or another that may access any memory)");
  if (m_datarefs.length () > max_datarefs)
    return fail ("too many data references (more than "
		 + std::to_string (max_datarefs) + ")");

  grouping_failure gf = build_access_groups (m_datarefs, m_groups);
  if (gf.reason)
    return fail (gf.reason, gf.dr ? DR_STMT (gf.dr) : nullptr);

  m_have_ddrs = true;
  if (!find_loop_nest (m_loop, &m_nest)
      || !compute_all_dependences (m_datarefs, &m_ddrs, m_nest, true))
    return fail ("data dependences cannot be computed: more data "
		 "references than --param loop-max-datarefs-for-datadeps");
  classify_dependences ();
  find_forwarded_loads (m_loop, m_ddrs, m_forwarded);
  return true;
}

void
loop_analysis::dump (FILE *file) const
{
  fprintf (file, "loop %d:", m_loop->num);
  if (m_niters)
    {
      fprintf (file, " latch executions ");
      print_generic_expr (file, m_niters, TDF_SLIM);
    }
  fprintf (file, "\n");
  for (data_reference *dr : m_datarefs)
    {
      fprintf (file, "  dataref %s ", DR_IS_READ (dr) ? "read " : "write");
      print_generic_expr (file, DR_REF (dr), TDF_SLIM);
      if (DR_BASE_ADDRESS (dr))
	{
	  fprintf (file, "  base ");
	  print_generic_expr (file, DR_BASE_ADDRESS (dr), TDF_SLIM);
	  fprintf (file, " offset ");
	  print_generic_expr (file, DR_OFFSET (dr), TDF_SLIM);
	  fprintf (file, " init ");
	  print_generic_expr (file, DR_INIT (dr), TDF_SLIM);
	  fprintf (file, " step ");
	  print_generic_expr (file, DR_STEP (dr), TDF_SLIM);
	}
      if (DR_IS_READ (dr) && forwarding_store (DR_STMT (dr)))
	fprintf (file, "  forwarded from the store of the same iteration");
      fprintf (file, "\n");
    }
  for (size_t i = 0; i < m_groups.size (); i++)
    {
      fprintf (file, "  group %zu: ", i);
      dump_access_group (file, m_groups[i]);
    }
  if (m_have_ddrs)
    fprintf (file, "  dependences: %u unknown, %u carried\n", m_unknown_deps,
	     m_carried_deps);
}

} // namespace hyperlane
