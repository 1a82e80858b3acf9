/* Causes of a call or a branch left in the loop body; see
   refusal-causes.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "refusal-causes.h"
#include "body-builder.h"

namespace hyperlane {

namespace {

/* Whether NAME is libgcc's complex multiplication or division
   (__mulsc3, __divdc3, ...), which GCC calls unless the C rules for
   infinite and NaN operands may be ignored.  */
bool
complex_helper_p (const char *name)
{
  size_t len = strlen (name);
  return (len == 8 && name[len - 1] == '3' && name[len - 2] == 'c'
	  && (strncmp (name, "__mul", 5) == 0
	      || strncmp (name, "__div", 5) == 0));
}

/* The cause and remedy of call STMT to FNDECL.  */
const char *
call_cause (gcall *call, tree fndecl, const char *name)
{
  if (!fndecl)
    return "an indirect call";
  if (complex_helper_p (name))
    return "complex multiplication or division in libgcc, as C's rules for "
	   "infinities require: -fcx-limited-range or -ffast-math computes "
	   "it inline, as Fortran does by default";
  if (gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    {
      /* Only those the planners compute: -fno-math-errno does not give
	 expf a lane-wise form.  */
      if (lanewise_internal_fn_p (associated_internal_fn (fndecl))
	  && (gimple_vuse (call) || gimple_vdef (call)))
	return "a math function that may set errno; -fno-math-errno "
	       "(or -ffast-math) lets it be computed lane by lane";
      return "a library function with no lane-wise vector form";
    }
  if (fndecl_built_in_p (fndecl, BUILT_IN_MD))
    return "a target builtin (an intrinsic) with no lane-wise form";
  /* A definition GCC has (in this unit, or at link time with -flto) was
     left as a call by the inliner's size limits.  */
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node && (node->definition || node->in_other_partition))
    return "a function GCC's inliner left as a call: declare it inline, "
	   "or raise --param max-inline-insns-auto on the commands that "
	   "compile the loop's and the function's files";
  return "a function hyperlane cannot see into: make it static inline, "
	 "or build with -flto for one of another translation unit "
	 "(-fplugin=hyperlane on the link command too)";
}

/* Whether STMT may trap only because floating point traps are enabled.  */
bool
fp_trap_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt) || !flag_trapping_math)
    return false;
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  tree op = gimple_assign_rhs1 (stmt);
  return ((FLOAT_TYPE_P (type) || (op && FLOAT_TYPE_P (TREE_TYPE (op))))
	  && gimple_could_trap_p (stmt) && !gimple_vuse (stmt));
}

/* The name a user wrote for FNDECL: sqrtf for __builtin_sqrtf.  */
const char *
user_name (tree fndecl)
{
  if (!fndecl)
    return "";
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return strncmp (name, "__builtin_", 10) == 0 ? name + 10 : name;
}

} // anon namespace

std::string
call_refusal (gimple *stmt)
{
  gcall *call = as_a<gcall *> (stmt);
  tree fndecl = gimple_call_fndecl (call);
  const char *name = user_name (fndecl);
  std::string reason = "loop body contains a function call";
  if (*name)
    reason += std::string (": '") + name + "'";
  return reason + " (" + call_cause (call, fndecl, name) + ")";
}

std::string
control_flow_refusal (class loop *loop, gimple **where)
{
  /* The causes in the order they are reported: the first one found of the
     most important kind.  */
  enum cause_kind { call, fp_trap, trap, store, load, none };
  cause_kind found = none;
  gimple *found_stmt = nullptr;
  /* A switch, which if-conversion does not take (more than two
     successors); its cases may hold none of the kinds above.  */
  gimple *switch_stmt = nullptr;
  /* A statement that throws to a handler of the function ends its block
     with an edge to the handler (-fnon-call-exceptions: loads, stores
     and floating-point operations may throw): no if-conversion removes
     that exit from the loop, whatever the statement.  */
  gimple *throwing = nullptr;
  basic_block *body = get_loop_body (loop);
  for (unsigned b = 0; b < loop->num_nodes; b++)
    {
      gimple *last = last_stmt (body[b]);
      if (!switch_stmt && last && gimple_code (last) == GIMPLE_SWITCH)
	switch_stmt = last;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, body[b]->succs)
	if (!throwing && (e->flags & EDGE_EH))
	  throwing = last;
      /* Only statements that run on some iterations keep a branch.  */
      if (dominated_by_p (CDI_DOMINATORS, loop->latch, body[b]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  cause_kind kind = none;
	  if (is_gimple_debug (stmt))
	    continue;
	  if (is_gimple_call (stmt) && !gimple_call_internal_p (stmt))
	    kind = call;
	  else if (gimple_vdef (stmt))
	    kind = store;
	  else if (fp_trap_p (stmt))
	    kind = fp_trap;
	  else if (gimple_could_trap_p (stmt))
	    kind = gimple_vuse (stmt) ? load : trap;
	  if (kind < found)
	    {
	      found = kind;
	      found_stmt = stmt;
	    }
	}
    }
  free (body);
  if (throwing)
    {
      *where = throwing;
      return "control flow in loop body (a statement that may throw an "
	     "exception to a handler in the function: with "
	     "-fnon-call-exceptions, loads, stores and floating-point "
	     "operations may; GCC's vectorizer does not take such a loop "
	     "either)";
    }
  *where = found_stmt;
  /* The pass runs only with -ftree-loop-vectorize, which runs
     if-conversion unless it is turned off by name: then the causes
     below, which say why if-conversion kept a branch, do not apply.  */
  if (flag_tree_loop_if_convert == 0)
    return "control flow in loop body (GCC's if-conversion is disabled by "
	   "-fno-tree-loop-if-convert)";
  std::string cause;
  switch (found)
    {
    case call:
      {
	gcall *c = as_a<gcall *> (found_stmt);
	tree fndecl = gimple_call_fndecl (c);
	const char *name = user_name (fndecl);
	cause = std::string ("a call on some iterations only")
		+ (*name ? std::string (", '") + name + "'" : "") + ": "
		+ call_cause (c, fndecl, name);
	break;
      }
    case fp_trap:
      cause = "a floating-point operation on some iterations only, which "
	      "may trap: -fno-trapping-math (or -ffast-math) lets GCC's "
	      "if-conversion compute it on every iteration";
      break;
    case trap:
      cause = "an operation on some iterations only that may trap, such as "
	      "an integer division: GCC's if-conversion keeps its branch";
      break;
    case store:
      cause = "a store on some iterations only: GCC's if-conversion needs a "
	      "masked store (AVX2, AVX-512) or -fallow-store-data-races";
      break;
    case load:
      cause = "a load on some iterations only from memory that may not be "
	      "accessible: GCC's if-conversion needs a masked load (AVX2, "
	      "AVX-512)";
      break;
    case none:
      if (switch_stmt)
	{
	  *where = switch_stmt;
	  /* No remedy to name: GCC turns an if-else chain on one value
	     back into a switch (if-to-switch).  */
	  cause = "a switch, which GCC's if-conversion does not convert";
	}
      else
	cause = "a branch GCC's if-conversion did not remove";
      break;
    }
  return "control flow in loop body (" + cause + ")";
}

} // namespace hyperlane
