/* The scalar DAG builder's state (body-builder.h says what it builds),
   shared by its files: body-builder.cc (which statements are needed,
   operands, types, the run), body-translate.cc (each statement
   translated into nodes), body-accesses.cc (memory accesses) and
   body-records.cc (complex values and split record accesses).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_DAG_BUILDER_H
#define HYPERLANE_DAG_BUILDER_H

#include "body-builder.h"
#include "fp-contraction.h"
#include "loop-analysis.h"
#include "reductions.h"

#include <unordered_map>
#include <unordered_set>

namespace hyperlane {

/* Whether LOOP's body has a statement GCC 12's loop vectorizer refuses
   whatever the loop (body-records.cc): a split access (split_access_p)
   or a complex value computed whole.  */
bool statement_refused_by_gcc (class loop *loop);

class dag_builder
{
public:
  dag_builder (const loop_analysis &la,
	       const std::vector<reduction_info> &reductions, scalar_dag &dag,
	       body_context &ctx)
    : m_la (la), m_loop (la.loop ()), m_reductions (reductions), m_dag (dag),
      m_ctx (ctx)
  {}

  build_failure run ();

private:
  const loop_analysis &m_la;
  class loop *m_loop;
  const std::vector<reduction_info> &m_reductions;
  scalar_dag &m_dag;
  body_context &m_ctx;
  build_failure m_fail;

  /* Statement -> (analysis group, field).  */
  std::unordered_map<gimple *, std::pair<int, unsigned>> m_access;
  /* Analysis group -> memory group of the DAG.  */
  std::unordered_map<int, int> m_group_of;
  std::unordered_set<gimple *> m_needed;
  std::vector<body_context::induction> m_inductions;
  std::unordered_map<tree, int> m_node_of;
  /* Analysis groups read at a loop-invariant address (step 0).  */
  std::vector<int> m_invariant_groups;
  /* The first type narrower than its mode (_Bool) a node was given.  */
  tree m_reduced_precision_type = NULL_TREE;

  /* The reduction whose chain ends with STMT, or -1.  */
  int reduction_of (gimple *stmt) const
  {
    for (size_t r = 0; r < m_reductions.size (); r++)
      if (m_reductions[r].stmt == stmt)
	return r;
    return -1;
  }

  bool fail (const char *reason, gimple *stmt)
  {
    m_fail.reason = reason;
    m_fail.stmt = stmt;
    return false;
  }

  bool defined_in_loop_p (tree op) const
  {
    if (!op || TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op))
      return false;
    basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (op));
    return bb && flow_bb_inside_loop_p (m_loop, bb);
  }

  bool mark_needed ();
  bool computed_alike_p (tree a, tree b, unsigned depth) const;
  const char *in_order_sum_refused_by_gcc () const;
  bool predict_scalar_contractions ();
  bool translate_invariant_load (gimple *stmt, int group);
  bool value_operands (gimple *stmt, auto_vec<tree> &ops);
  int type_id (tree type);
  int invariant_node (tree op);
  bool operand_node (tree op, gimple *user, int &node);
  int add_conversion (int code, tree type, int arg);
  int integer_steps (int node, unsigned goal, bool is_unsigned, tree last);
  bool number_operand (tree op, gimple *user, int &node);
  bool comparison_node (tree_code code, tree a, tree b, gimple *stmt,
			int &node);
  bool mask_of_size (int &node, unsigned bytes);
  bool translate_condition (gimple *stmt, tree lhs);
  /* Nodes whose lanes are comparison results: 0 or all ones, in a signed
     integer type of the compared operands' size (mask types).  */
  std::unordered_set<int> m_masks;
  bool translate_conversion (gimple *stmt, tree lhs, tree op);
  bool translate (gimple *stmt);
  bool translate_reduction (gimple *stmt, int red);
  bool translate_access (gimple *stmt, int ag, unsigned field);
  int memory_group_of (int ag);
  bool mirrorable_p (int ag) const;
  bool loop_runs_reversed () const;
  const char *negative_groups_refused_by_gcc () const;
  int access_node (gimple *stmt, int ag, unsigned field, tree ref,
		   int value);
  /* Split accesses (split_access_p) -> their parts' references:
     (analysis group, field, data reference).  */
  struct record_part { int group; unsigned field; data_reference *dr; };
  std::unordered_map<gimple *, std::vector<record_part>> m_record_parts;
  bool translate_split_access (gimple *stmt);
  /* The additions the scalar loop computes as fused multiply-adds
     (-ffp-contract=fast), which the DAG computes so too.  */
  fused_additions m_fused;
  bool translate_fused_addition (gimple *stmt, tree lhs);
  /* Complex values GCC's complex lowering left whole (body-records.cc):
     each complex SSA name of the loop as the nodes of its real and
     imaginary parts.  */
  std::unordered_map<tree, std::pair<int, int>> m_complex_parts;
  bool complex_part_stmt_p (gimple *stmt) const;
  bool translate_complex (gimple *stmt, tree lhs);
};

} // namespace hyperlane

#endif
