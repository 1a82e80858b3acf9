/* The guards of the loop versions made for GCC's vectorizer; see
   version-guards.h.  The lookups follow GCC 12's tree-vectorizer.cc
   (vect_loop_vectorized_call, vect_loop_dist_alias_call).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "version-guards.h"

/* tree-vectorizer.cc; cc1 exports it, tree-vectorizer.h does not
   declare it.  */
extern void fold_loop_internal_call (gimple *, tree);

namespace hyperlane {

namespace {

/* The .LOOP_DIST_ALIAS call guarding the version of a distributed loop
   that LOOP belongs to, or null: loop distribution numbers the versioned
   loop and every partition copied from it with the original's number
   (orig_loop_num), and the call, just before the versioning condition,
   names it.  */
gimple *
distribution_alias_call (class loop *loop)
{
  if (loop->orig_loop_num == 0)
    return nullptr;
  class loop *orig = get_loop (cfun, loop->orig_loop_num);
  if (!orig)
    return nullptr;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  basic_block bb
    = (loop != orig
       ? nearest_common_dominator (CDI_DOMINATORS, loop->header, orig->header)
       : loop_preheader_edge (loop)->src);
  class loop *outer = bb->loop_father;
  for (; bb != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	 && flow_bb_inside_loop_p (outer, bb);
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    {
      gimple *cond = last_stmt (bb);
      if (!cond || gimple_code (cond) != GIMPLE_COND)
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_prev (&gsi);
      if (gsi_end_p (gsi))
	continue;
      gimple *call = gsi_stmt (gsi);
      if (gimple_call_internal_p (call, IFN_LOOP_DIST_ALIAS)
	  && tree_to_shwi (gimple_call_arg (call, 0)) == loop->orig_loop_num)
	return call;
    }
  return nullptr;
}

/* Whether the partitions of the version guarded by CALL, a
   .LOOP_DIST_ALIAS call, share no base address that one of them writes.
   The alias test covers the pairs of bases loop distribution could not
   tell apart; between references to one base it relies on its own order
   of the partitions, which GCC 12.2 can get wrong (a store moved before a
   load of the same array some iterations ahead, fuzz case
   20261129-175).  Without such a base the order of the partitions cannot
   matter.  False where a reference has no analysable base.  */
bool
partitions_share_no_written_base (gimple *call)
{
  const int orig_num = tree_to_shwi (gimple_call_arg (call, 0));
  class loop *orig = get_loop (cfun, orig_num);
  if (!orig)
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  struct base_use { tree base; bool written; unsigned partition; };
  auto_vec<base_use> uses;
  unsigned partitions = 0;
  bool analysable = true;
  for (class loop *p : loops_list (cfun, 0))
    {
      /* The partitions: the loops numbered after the original (the
	 outermost loop of each partition nest), the original excepted.  */
      if (p->orig_loop_num != orig_num || p == orig
	  || (loop_outer (p) && loop_outer (p)->orig_loop_num == orig_num
	      && loop_outer (p) != orig))
	continue;
      auto_vec<data_reference_p> refs;
      if (find_data_references_in_loop (p, &refs) == chrec_dont_know)
	analysable = false;
      for (data_reference_p dr : refs)
	{
	  if (!DR_BASE_ADDRESS (dr))
	    analysable = false;
	  else
	    uses.safe_push ({DR_BASE_ADDRESS (dr), DR_IS_WRITE (dr),
			     partitions});
	}
      free_data_refs (refs);
      partitions++;
      if (!analysable)
	return false;
    }
  /* A partition distribution made a library call (memset, memcpy) is no
     loop: its accesses are not among the references above.  Any call or
     store of the version outside its loops makes it unsafe.  */
  edge version = nullptr;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, gimple_bb (call)->succs)
    if (!dominated_by_p (CDI_DOMINATORS, orig->header, e->dest))
      version = e;
  if (!version || !single_pred_p (version->dest))
    return false;
  auto_vec<basic_block> region
    = get_all_dominated_blocks (CDI_DOMINATORS, version->dest);
  class loop *around = loop_outer (orig);
  for (basic_block bb : region)
    {
      /* The outermost loop of BB inside the version.  */
      class loop *top = bb->loop_father;
      while (top && top != around && loop_outer (top) != around)
	top = loop_outer (top);
      if (!top)
	return false;
      if (top != around && top->orig_loop_num == orig_num)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if ((is_gimple_call (stmt) && !gimple_call_internal_p (stmt))
	      || gimple_vdef (stmt))
	    return false;
	}
    }
  for (unsigned i = 0; i < uses.length (); i++)
    for (unsigned j = i + 1; j < uses.length (); j++)
      if (uses[i].partition != uses[j].partition
	  && (uses[i].written || uses[j].written)
	  && operand_equal_p (uses[i].base, uses[j].base, 0))
	return false;
  return partitions > 0;
}

} // namespace

version_guards::version_guards (class loop *loop)
  : m_loop_num (loop->num),
    m_if_conversion (vect_loop_vectorized_call (loop))
{
  /* A loop in a distributed nest: the nest's outermost loop carries the
     number.  */
  for (class loop *l = loop; l && loop_outer (l); l = loop_outer (l))
    if ((m_distribution = distribution_alias_call (l)))
      break;
}

void
version_guards::keep_vectorized_version ()
{
  bool details = dump_file && (dump_flags & TDF_DETAILS);
  if (m_if_conversion)
    {
      fold_loop_internal_call (m_if_conversion, boolean_true_node);
      if (details)
	fprintf (dump_file, "loop %d: .LOOP_VECTORIZED guard folded to true\n",
		 m_loop_num);
    }
  if (m_distribution)
    {
      fold_loop_internal_call (m_distribution,
			       gimple_call_arg (m_distribution, 1));
      if (details)
	fprintf (dump_file, "loop %d: .LOOP_DIST_ALIAS guard folded to its "
		 "alias test\n", m_loop_num);
    }
  m_if_conversion = m_distribution = nullptr;
}

bool
version_guards::distribution_order_safe
  (std::unordered_map<int, bool> &verdicts) const
{
  if (!m_distribution)
    return true;
  /* The answer holds until the guard is folded: the partitions change
     only when one of them is vectorized, and that folds the guard.  */
  const int version = tree_to_shwi (gimple_call_arg (m_distribution, 0));
  auto known = verdicts.find (version);
  if (known != verdicts.end ())
    return known->second;
  const bool safe = partitions_share_no_written_base (m_distribution);
  verdicts.emplace (version, safe);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop distribution version %d: %s\n", version,
	     safe ? "its partitions share no base one of them writes"
	     : "its partitions may depend on one another");
  return safe;
}

bool
in_outer_loop_vectorization_copy_p (class loop *loop)
{
  class loop *outer = loop_outer (loop);
  if (!outer || !loop_outer (outer))
    return false;
  gimple *call = vect_loop_vectorized_call (outer);
  return call && tree_to_shwi (gimple_call_arg (call, 0)) == outer->num;
}

} // namespace hyperlane
