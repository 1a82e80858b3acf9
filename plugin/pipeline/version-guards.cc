/* The guards of the loop versions made for GCC's vectorizer; see
   version-guards.h.  The lookups follow GCC 12's tree-vectorizer.cc
   (vect_loop_vectorized_call, vect_loop_dist_alias_call).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "version-guards.h"
#include "../plan/group-distance.h"

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

/* Whether running every iteration of the partition of A before any of
   the later partition of B keeps the order in which the original loop
   made each access of A and of B to the same bytes: A and B affine with
   one constant step and the same variable offset, so that
   meets_only_later decides from their constant offsets.  (Where B meets
   A in A's own iteration, the original order of their statements is not
   known here: false.)  */
bool
later_access_follows (data_reference_p a, data_reference_p b)
{
  if (!operand_equal_p (DR_OFFSET (a), DR_OFFSET (b), 0))
    return false;
  tree size_a = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (a)));
  tree size_b = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (b)));
  if (!tree_fits_shwi_p (DR_STEP (a)) || !tree_fits_shwi_p (DR_STEP (b))
      || !tree_fits_shwi_p (DR_INIT (a)) || !tree_fits_shwi_p (DR_INIT (b))
      || !size_a || !size_b
      || !tree_fits_uhwi_p (size_a) || !tree_fits_uhwi_p (size_b)
      || tree_to_shwi (DR_STEP (a)) != tree_to_shwi (DR_STEP (b)))
    return false;
  const HOST_WIDE_INT init_a = tree_to_shwi (DR_INIT (a));
  const HOST_WIDE_INT init_b = tree_to_shwi (DR_INIT (b));
  /* Offsets of one object: their difference fits unless they are absurd.  */
  const HOST_WIDE_INT limit = HOST_WIDE_INT_1 << 60;
  if (init_a <= -limit || init_a >= limit || init_b <= -limit
      || init_b >= limit)
    return false;
  return meets_only_later (init_b - init_a, tree_to_uhwi (size_a),
			   tree_to_uhwi (size_b), tree_to_shwi (DR_STEP (a)));
}

/* Whether the version of loop ORIG that loop distribution made behind
   CALL, a .LOOP_DIST_ALIAS call, holds no call (memset, memcpy: a
   partition distribution made a library call is no loop, so its accesses
   are not among the partitions' references) and no store outside its
   partition loops.  */
bool
version_holds_only_partition_loops (gimple *call, class loop *orig)
{
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
      if (top != around && top->orig_loop_num == orig->num)
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
  return true;
}

/* The data references of the partitions of a distributed version, each
   with its partition loop, freed with it.  */
struct partition_refs
{
  auto_vec<data_reference_p> refs;
  auto_vec<class loop *> partition;
  ~partition_refs () { free_data_refs (refs); }
};

/* Whether references X of partition PX and Y of partition PY, to one base
   and one of them a write, keep their order in the distributed version:
   both partitions single loops, one after the other, and the earlier
   one's reference first (later_access_follows).  Partitions that are
   nests keep the rule that no base one of them writes is shared.  */
bool
pair_keeps_order (data_reference_p x, class loop *px, data_reference_p y,
		  class loop *py)
{
  if (px->inner || py->inner)
    return false;
  /* The partitions run one after the other, in dominance order.  */
  const bool x_first = dominated_by_p (CDI_DOMINATORS, py->header,
				       px->header);
  const bool y_first = dominated_by_p (CDI_DOMINATORS, px->header,
				       py->header);
  if (x_first == y_first)
    return false;
  return (x_first ? later_access_follows (x, y)
	  : later_access_follows (y, x));
}

/* Whether the partitions of the version guarded by CALL, a
   .LOOP_DIST_ALIAS call, run in an order that keeps every dependence
   between them.  The alias test covers the pairs of bases loop
   distribution could not tell apart; between references to one base the
   version relies on distribution's own order of the partitions, which
   GCC 12.2 can get wrong (a store moved before a load of the same array
   some iterations ahead, fuzz case 20261129-175).  So each pair of
   references to one base from two partitions, one of them a write, must
   be shown to keep its order (pair_keeps_order).  False where a
   reference has no analysable base.  */
bool
partition_order_keeps_dependences (gimple *call)
{
  const int orig_num = tree_to_shwi (gimple_call_arg (call, 0));
  class loop *orig = get_loop (cfun, orig_num);
  if (!orig)
    return false;
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  if (!version_holds_only_partition_loops (call, orig))
    return false;
  partition_refs all;
  for (class loop *p : loops_list (cfun, 0))
    {
      /* The partitions: the loops numbered after the original (the
	 outermost loop of each partition nest), the original excepted.  */
      if (p->orig_loop_num != orig_num || p == orig
	  || (loop_outer (p) && loop_outer (p)->orig_loop_num == orig_num
	      && loop_outer (p) != orig))
	continue;
      const unsigned before = all.refs.length ();
      if (find_data_references_in_loop (p, &all.refs) == chrec_dont_know)
	return false;
      for (unsigned i = before; i < all.refs.length (); i++)
	{
	  if (!DR_BASE_ADDRESS (all.refs[i]))
	    return false;
	  all.partition.safe_push (p);
	}
    }
  if (all.refs.is_empty ())
    return false;
  for (unsigned i = 0; i < all.refs.length (); i++)
    for (unsigned j = i + 1; j < all.refs.length (); j++)
      {
	data_reference_p x = all.refs[i], y = all.refs[j];
	if (all.partition[i] == all.partition[j]
	    || (!DR_IS_WRITE (x) && !DR_IS_WRITE (y))
	    || !operand_equal_p (DR_BASE_ADDRESS (x), DR_BASE_ADDRESS (y), 0))
	  continue;
	if (!pair_keeps_order (x, all.partition[i], y, all.partition[j]))
	  return false;
      }
  return true;
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
  const bool safe = partition_order_keeps_dependences (m_distribution);
  verdicts.emplace (version, safe);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop distribution version %d: %s\n", version,
	     safe ? "its partitions run in an order that keeps their "
	     "dependences" : "its partitions may depend on one another");
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
