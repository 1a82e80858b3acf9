/* One definition per operation kind of a lane plan: what the target must
   support of the kind and the GIMPLE it becomes, in one function, as
   GCC's vectorizable_* functions analyse a statement when their gsi is
   null and transform it otherwise, so that plan_support's check and
   plan_emitter's statements cannot disagree.  Memory operations are in
   vop-memory.cc, data movement in vop-movement.cc, arithmetic in
   vop-arith.cc, the dispatch in vop-kinds.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_VOP_KINDS_H
#define HYPERLANE_VOP_KINDS_H

#include "plan-support.h"

namespace hyperlane {

class plan_emitter;
struct vector_loop;
struct vector_accumulator;

/* One vop, analysed (GSI null) or transformed.  */
struct vop_work
{
  plan_support &support;
  const vop &op;
  tree vt;			/* OP's type (plan_support::vectype).  */
  const char **reason;		/* Set when the target cannot do OP.  */
  /* Transforming: where OP's statements go (the guard for a
     loop-invariant permute, else the body), the emitter, its vector loop
     and OP's index in the plan; null when analysing.  */
  gimple_stmt_iterator *gsi = nullptr;
  plan_emitter *emitter = nullptr;
  vector_loop *loop = nullptr;
  size_t index = 0;
  tree value = NULL_TREE;	/* Transformed: OP's value.  */

  bool fail (const char *why)
  {
    *reason = why;
    return false;
  }
  /* The vop of OP's argument I.  */
  const vop &arg_op (unsigned i) const;
  /* Transforming: the value of OP's argument I.  */
  tree arg (unsigned i) const;
  /* Whether OP has a type: a vector one unless PIECE_OK (a piece that is
     extracted and stored may be shorter than a vector).  */
  bool has_type (bool piece_ok);
  /* Transforming: insert STMT at GSI; VALUE is OP's.  */
  bool finish (gimple *stmt, tree value);
};

/* The operation kinds, each analysing or transforming W, reached only
   through vectorizable.  Friends of plan_support and plan_emitter, whose
   state they share.  */
struct vop_kinds
{
  /* Whether the target can do W.OP; transforming, emit it.  */
  static bool vectorizable (vop_work &w);

private:
  /* Memory (vop-memory.cc).  */
  static bool load (vop_work &w);
  static bool store (vop_work &w);
  static bool structure_access (vop_work &w);
  /* Data movement (vop-movement.cc).  */
  static bool broadcast (vop_work &w);
  static bool perm (vop_work &w);
  static bool concat (vop_work &w);
  static bool extract (vop_work &w);
  /* Arithmetic (vop-arith.cc).  */
  static bool induction (vop_work &w);
  static bool compute (vop_work &w);
  static bool convert (vop_work &w);
  static bool reduce (vop_work &w);
  static bool reduce_in_order (vop_work &w, const vector_accumulator &a);

  static tree masked_store (vop_work &w);
  static tree lanes_ref (plan_emitter &e, const vop &op, tree vt);
  static bool check_compute (vop_work &w);
  static gimple *emit_compute (vop_work &w, tree lhs);
  static tree induction_lanes (vop_work &w);
};

} // namespace hyperlane

#endif
