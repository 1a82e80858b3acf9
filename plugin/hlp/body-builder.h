/* Translation of an analysed loop body from GIMPLE into the scalar DAG the
   planners work on, and the GCC-side context codegen needs to map the DAG's
   ids back (types, invariants, memory groups).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_BODY_BUILDER_H
#define HYPERLANE_BODY_BUILDER_H

#include "../plan/scalar-dag.h"

namespace hyperlane {

class loop_analysis;
struct access_group;
struct reduction_info;

/* The GCC meaning of a scalar DAG's ids.  */
struct body_context
{
  std::vector<tree> types;		/* Per element type.  */
  std::vector<tree> invariants;		/* Per invariant node: the scalar.  */
  /* Per induction node: the header PHI result, an integer induction
     variable with constant step, and its base and step.  */
  struct induction { tree name, base, step; };
  std::vector<induction> inductions;
  std::vector<const access_group *> groups;	/* Per memory group.  */

  /* The loop runs reversed: its groups step downwards (but those the DAG
     mirrors, plan/mirrored-groups.h; legality.cc refuses others that
     step upwards), and lane l of a vector iteration is its scalar
     iteration VF - 1 - l, lanes rising with addresses.  Lane-wise
     operations and reductions do not see the difference; induction
     variables and the addresses do.  */
  bool reversed = false;
  bool reversed_p () const { return reversed; }
};

/* Operation codes at or above this are internal functions: code minus
   this is the internal_fn.  Below it they are tree codes.  */
const int internal_fn_code_base = MAX_TREE_CODES;

/* The name of scalar DAG operation CODE, for dumps: the tree code's
   ("mult_expr") or the internal function's ("SQRT").  */
const char *dag_operation_name (int code);

/* The lane-wise internal function STMT computes (an internal call, or a
   math builtin without side effects such as sqrtf under -fno-math-errno),
   or IFN_LAST.  */
internal_fn lanewise_call_fn (gimple *stmt);

/* Whether the planners treat internal function FN as a lane-wise
   operation.  */
bool lanewise_internal_fn_p (internal_fn fn);

struct build_failure
{
  const char *reason = nullptr;
  gimple *stmt = nullptr;
};

/* Build DAG and CTX for the loop LA analysed successfully, with the
   REDUCTIONS of its header.  Only the statements that compute stored or
   accumulated values are translated: address
   arithmetic, the induction variables and the exit test stay with the
   scalar loop.  Returns a failure with a null reason on success.  */
build_failure build_scalar_dag (const loop_analysis &la,
				const std::vector<reduction_info> &reductions,
				scalar_dag &dag, body_context &ctx);

} // namespace hyperlane

#endif
