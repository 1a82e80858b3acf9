/* The first stages of the HLP pipeline: the loop body as a scalar DAG,
   then the vector shape it can take -- VF, vector size, legality at that
   VF, the target's permutation table.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../plan/narrowing.h"
#include "../plan/slice-grouping.h"
#include "../target/gcc-target.h"
#include "../hlp/loop-analysis.h"
#include "../hlp/nest-dependence.h"
#include "loop-plan-info.h"
#include "stages.h"

namespace hyperlane {

namespace {

/* Whether node N of DAG is used only as the count of shifts, which takes
   no lane of its own (a 64-bit shift by an int count).  */
bool
shift_count_only_p (const scalar_dag &dag, int n)
{
  bool used = false;
  for (const snode &u : dag.nodes)
    for (size_t a = 0; a < u.args.size (); a++)
      if (u.args[a] == n)
	{
	  bool count = (a == 1 && u.kind == snode_kind::compute
			&& (u.code == LSHIFT_EXPR || u.code == RSHIFT_EXPR
			    || u.code == LROTATE_EXPR
			    || u.code == RROTATE_EXPR));
	  if (!count)
	    return false;
	  used = true;
	}
  return used;
}

/* Scalar iterations per vector iteration: one vector of the target's
   preferred size for the narrowest lane value; wider values take several
   vectors (at most MAX_PARTS).  */
unsigned
choose_vf (const scalar_dag &dag, const body_context &ctx, unsigned *bytes,
	   const char **reason)
{
  const unsigned max_parts = 8;
  unsigned narrowest = 0, widest = 0;
  int type = -1;
  for (size_t i = 0; i < dag.nodes.size (); i++)
    {
      const snode &n = dag.nodes[i];
      if (n.kind == snode_kind::invariant && shift_count_only_p (dag, i))
	continue;
      unsigned size = dag.types[n.type].bytes;
      if (!narrowest || size < narrowest)
	{
	  narrowest = size;
	  type = n.type;
	}
      widest = size > widest ? size : widest;
    }
  if (!narrowest)
    {
      *reason = "nothing to vectorize";
      return 0;
    }
  if (widest > max_parts * narrowest)
    {
      *reason = "element sizes differ by more than eight times";
      return 0;
    }
  *bytes = preferred_vector_bytes (ctx.types[type]);
  if (*bytes < 2 * widest)
    {
      *reason = "the target has no vector mode for the element type";
      return 0;
    }
  return *bytes / narrowest;
}

/* The remark on ND, the enclosing loop of a loop that carries a
   dependence closer than VF: why no vectorization across it either, or
   that one is possible and what it needs.  */
void
remark_enclosing_loop (const nest_dependence &nd, unsigned vf)
{
  dump_user_location_t where = find_loop_location (nd.outer);
  if (nd.stmt && gimple_code (nd.stmt) != GIMPLE_PHI
      && gimple_location (nd.stmt) != UNKNOWN_LOCATION)
    where = dump_user_location_t (nd.stmt);
  const dump_flags_t missed = MSG_MISSED_OPTIMIZATION;
  switch (nd.verdict)
    {
    case nest_verdict::no_nest:
      break;
    case nest_verdict::not_analysed:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop not "
		       "analysed: data dependences of the loop nest cannot "
		       "be computed\n");
      break;
    case nest_verdict::outer_recurrence:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop carries "
		       "a value that is not an induction variable: it is "
		       "not parallel either\n");
      break;
    case nest_verdict::unknown_distance:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop: data "
		       "dependence of unknown distance between %T and %T "
		       "(addresses GCC cannot relate across its iterations: "
		       "restrict pointers or arrays of constant size may let "
		       "it)\n",
		       nd.ref_a, nd.ref_b);
      break;
    case nest_verdict::outer_carried:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop carries "
		       "a data dependence too, between %T and %T at distance "
		       "(%wd, %wd), shorter than the vector length %u across "
		       "it: it is not parallel either\n", nd.ref_a, nd.ref_b,
		       nd.outer_distance, nd.inner_distance, vf);
      break;
    case nest_verdict::triangular:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		       "parallel, but the inner loop's trip count changes "
		       "with it (a triangular nest)\n");
      break;
    case nest_verdict::parallel_strided:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		       "parallel at VF %u, but %T is strided across it: "
		       "GCC's outer-loop vectorization needs every access "
		       "contiguous across it, which a layout that makes its "
		       "index the last dimension gives (INTERCHANGE, "
		       "docs/layout.md); --param unroll-jam-min-percent=0 "
		       "may let GCC's unroll-and-jam interleave two of its "
		       "iterations\n", vf, nd.ref_a);
      break;
    case nest_verdict::parallel_guarded:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		       "parallel at VF %u and every access is contiguous "
		       "across it, but it has control flow besides the inner "
		       "loop (a guard for an inner trip count that may be 0), "
		       "which GCC's outer-loop vectorization refuses\n", vf);
      break;
    case nest_verdict::parallel_contiguous:
      dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		       "parallel at VF %u and every access is contiguous "
		       "across it: left to GCC's outer-loop "
		       "vectorization\n", vf);
      break;
    }
}

/* Analyse and report the enclosing loop of INFO's loop, refused for a
   dependence it carries closer than VF.  */
void
report_enclosing_loop (const loop_plan_info &info)
{
  nest_dependence nd = analyse_enclosing_loop (info.analysis, info.vf);
  if (nd.verdict == nest_verdict::no_nest)
    return;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: enclosing loop %d at VF %u: %s; "
	       "dependences of the nest carried by the inner loop %u, by "
	       "the enclosing loop %u\n", info.loop ()->num, nd.outer->num,
	       info.vf, nest_verdict_name (nd.verdict), nd.carried_by_inner,
	       nd.carried_by_outer);
      if (nd.ref_a)
	{
	  fprintf (dump_file, "  blamed: ");
	  print_generic_expr (dump_file, nd.ref_a, TDF_SLIM);
	  if (nd.ref_b)
	    {
	      fprintf (dump_file, " and ");
	      print_generic_expr (dump_file, nd.ref_b, TDF_SLIM);
	      fprintf (dump_file, " distance (" HOST_WIDE_INT_PRINT_DEC ", "
		       HOST_WIDE_INT_PRINT_DEC ")", nd.outer_distance,
		       nd.inner_distance);
	    }
	  fprintf (dump_file, "\n");
	}
    }
  if (dump_enabled_p ())
    remark_enclosing_loop (nd, info.vf);
}

} // anon namespace

bool
analyze_loop_body (loop_plan_info &info)
{
  const char *reason = nullptr;
  /* The scalar loop becomes the epilogue: it must be restartable at any
     iteration, from induction variables and reduction totals.  */
  if (!find_reductions (info.loop (), info.reductions, &reason))
    return info.missed (reason);

  build_failure bf = build_scalar_dag (info.analysis, info.reductions,
				       info.dag, info.ctx);
  if (bf.reason)
    return info.missed (bf.reason, bf.stmt);

  /* Integer arithmetic whose results are needed only in their low bits
     runs in fewer bits (GCC's over-widening); the new element types are
     unsigned integers.  */
  unsigned narrowed = narrow_arithmetic (info.dag, NOP_EXPR);
  for (size_t t = info.ctx.types.size (); t < info.dag.types.size (); t++)
    info.ctx.types.push_back (build_nonstandard_integer_type
				(info.dag.types[t].bytes * BITS_PER_UNIT, 1));
  if (narrowed && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: %u integer operations narrowed to the "
	     "bits their results need\n", info.loop ()->num, narrowed);
  info.hyper_loops = find_hyper_loops (info.dag);
  return true;
}

bool
choose_vector_shape (loop_plan_info &info)
{
  const char *reason = nullptr;
  info.vf = choose_vf (info.dag, info.ctx, &info.vector_bytes, &reason);
  if (!info.vf)
    return info.missed (reason);
  info.legal = check_legality (info.analysis, info.dag, info.ctx, info.vf);
  if (info.legal.reason)
    {
      info.missed (info.legal.reason, info.legal.stmt);
      if (info.legal.carried_short)
	report_enclosing_loop (info);
      return false;
    }

  info.isa = target_isa (info.vector_bytes);
  if (!info.isa)
    return info.missed ("no permutation table for this target");
  return true;
}

} // namespace hyperlane
