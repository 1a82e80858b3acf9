/* The first stages of the HLP pipeline: the loop body as a scalar DAG,
   then the vector shape it can take -- VF, vector size, legality at that
   VF, the target's permutation table.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../codegen/vector-loop.h"
#include "../plan/narrowing.h"
#include "../plan/record-runs.h"
#include "../plan/slice-grouping.h"
#include "../target/gcc-target.h"
#include "../hlp/loop-analysis.h"
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

/* Scalar iterations per vector iteration: one vector of the plan's size
   (plan_vector_bytes, at most MAX_BITS) for the narrowest lane value;
   wider values take several vectors (at most MAX_PARTS).  */
unsigned
choose_vf (const scalar_dag &dag, const body_context &ctx, unsigned max_bits,
	   unsigned *bytes, const char **reason)
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
  *bytes = plan_vector_bytes (ctx.types[type], max_bits);
  if (*bytes < 2 * widest)
    {
      *reason = "the target has no vector mode for the element type";
      return 0;
    }
  return *bytes / narrowest;
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
  compact_record_runs (info.dag, info.min_run_bytes);
  if (dump_file && (dump_flags & TDF_DETAILS))
    for (size_t g = 0; g < info.dag.groups.size (); g++)
      if (info.dag.groups[g].record_stride)
	fprintf (dump_file, "loop %d: g%zu is a run of %u fields of records "
		 "of %u elements: planned as a group of stride %u, each "
		 "record's run one vector\n", info.loop ()->num, g,
		 info.dag.groups[g].stride, info.dag.groups[g].record_stride,
		 info.dag.groups[g].stride);

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
  info.vf = choose_vf (info.dag, info.ctx, info.opts.vector_bits,
		       &info.vector_bytes, &reason);
  if (!info.vf)
    return info.missed (reason);
  /* A loop with too few iterations for one vector iteration at this size
     (by GCC's bound on them, the epilogue skipped where the values live
     after the loop allow it; take_loop checks the plan's gap reads) is
     planned on narrower vectors, as GCC's vectorizer tries its vector
     modes in turn; with none left, it is GCC's.  */
  while (max_vector_iterations (info.loop (), info.vf, true,
				info.reductions) == 0)
    {
      unsigned bytes = 0;
      unsigned vf = (info.vector_bytes > 16
		     ? choose_vf (info.dag, info.ctx, info.vector_bytes * 4,
				  &bytes, &reason)
		     : 0);
      if (!vf || bytes >= info.vector_bytes)
	{
	  char text[160];
	  snprintf (text, sizeof text, "the loop runs too few iterations "
		    "for one iteration of a vector loop (VF %u, %u-byte "
		    "vectors)", info.vf, info.vector_bytes);
	  return info.missed (text);
	}
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "loop %d: too few iterations for VF %u: planned "
		 "on %u-byte vectors, VF %u\n", info.loop ()->num, info.vf,
		 bytes, vf);
      info.vf = vf;
      info.vector_bytes = bytes;
    }
  info.legal = check_legality (info.analysis, info.dag, info.ctx, info.vf);
  if (info.legal.reason)
    {
      info.missed (info.legal.reason, info.legal.stmt);
      if (info.legal.carried_short)
	consider_enclosing_loop (info);
      return false;
    }

  info.isa = target_isa (info.vector_bytes);
  if (!info.isa)
    return info.missed ("no permutation table for this target");
  return true;
}

} // namespace hyperlane
