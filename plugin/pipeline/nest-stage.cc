/* The enclosing loop of a loop refused for a dependence it carries
   closer than VF: its dependences (hlp/nest-dependence.h), the remark
   that says whether it is parallel and what vectorizing across it needs,
   and, where it is parallel but its accesses are strided across it, the
   decision to unroll and jam it (plan/jam-model.h) and the transformation
   (codegen/unroll-jam.h), made after every innermost loop was visited.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../codegen/unroll-jam.h"
#include "../hlp/loop-analysis.h"
#include "../hlp/nest-dependence.h"
#include "../plan/jam-model.h"
#include "version-guards.h"
#include "../target/gcc-target.h"
#include "loop-plan-info.h"
#include "stages.h"

#include <algorithm>
#include <vector>

namespace hyperlane {

namespace {

/* The location of the remark on ND: the statement to blame, else the
   enclosing loop.  */
dump_user_location_t
nest_location (const nest_dependence &nd)
{
  if (nd.stmt && gimple_code (nd.stmt) != GIMPLE_PHI
      && gimple_location (nd.stmt) != UNKNOWN_LOCATION)
    return dump_user_location_t (nd.stmt);
  return find_loop_location (nd.outer);
}

/* The remark on ND when the enclosing loop is not parallel at VF.  */
void
remark_not_parallel (const nest_dependence &nd, unsigned vf)
{
  dump_user_location_t where = nest_location (nd);
  const dump_flags_t missed = MSG_MISSED_OPTIMIZATION;
  if (nd.verdict == nest_verdict::not_analysed)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop not "
		     "analysed: data dependences of the loop nest cannot "
		     "be computed\n");
  else if (nd.verdict == nest_verdict::outer_recurrence)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop carries "
		     "a value that is not an induction variable: it is "
		     "not parallel either\n");
  else if (nd.verdict == nest_verdict::unknown_distance)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop: data "
		     "dependence of unknown distance between %T and %T "
		     "(addresses GCC cannot relate across its iterations: "
		     "restrict pointers or arrays of constant size may let "
		     "it)\n", nd.ref_a, nd.ref_b);
  else if (nd.verdict == nest_verdict::outer_carried)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop carries "
		     "a data dependence too, between %T and %T at distance "
		     "(%wd, %wd), shorter than the vector length %u across "
		     "it: it is not parallel either\n", nd.ref_a, nd.ref_b,
		     nd.outer_distance, nd.inner_distance, vf);
}

/* The remark on ND when the enclosing loop is parallel at VF; JAM_WHY
   says why it is not unrolled and jammed, null when it is.  */
void
remark_parallel (const nest_dependence &nd, unsigned vf, const char *jam_why)
{
  dump_user_location_t where = nest_location (nd);
  const dump_flags_t missed = MSG_MISSED_OPTIMIZATION;
  if (nd.verdict == nest_verdict::triangular)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		     "parallel, but the inner loop's trip count changes "
		     "with it (a triangular nest)\n");
  else if (nd.verdict == nest_verdict::parallel_strided)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		     "parallel at VF %u, but %T is strided across it: "
		     "GCC's outer-loop vectorization needs every access "
		     "contiguous across it, which a layout that makes its "
		     "index the last dimension gives (INTERCHANGE, "
		     "docs/layout.md)%s%s\n", vf, nd.ref_a,
		     jam_why ? "; not unrolled and jammed: " : "",
		     jam_why ? jam_why : "");
  else if (nd.verdict == nest_verdict::parallel_guarded)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		     "parallel at VF %u and every access is contiguous "
		     "across it, but it has control flow besides the inner "
		     "loop (a guard for an inner trip count that may be 0), "
		     "which GCC's outer-loop vectorization refuses\n", vf);
  else if (nd.verdict == nest_verdict::parallel_contiguous)
    dump_printf_loc (missed, where, "hyperlane: enclosing loop is "
		     "parallel at VF %u and every access is contiguous "
		     "across it: left to GCC's outer-loop "
		     "vectorization\n", vf);
}

} // anon namespace

void
dump_nest (const loop_plan_info &info, const nest_dependence &nd,
	   unsigned lanes)
{
  fprintf (dump_file, "loop %d: enclosing loop %d at VF %u: %s; "
	   "dependences of the nest carried by the inner loop %u, by "
	   "the enclosing loop %u\n", info.loop ()->num, nd.outer->num,
	   lanes, nest_verdict_name (nd.verdict), nd.carried_by_inner,
	   nd.carried_by_outer);
  if (!nd.ref_a)
    return;
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

/* Non-debug statements of LOOP's blocks.  */
unsigned
statement_count (class loop *loop)
{
  basic_block *bbs = get_loop_body (loop);
  unsigned n = 0;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bbs[i]);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      n++;
  free (bbs);
  return n;
}

/* The memory streams LA's loop walks: its data references told apart by
   base address, invariant offset and step, one stream's references lying
   within 256 bytes of each other (the fields of a record and of its
   neighbours, a[i][m] and a[i+1][m]).  A reference with a variable
   offset counts as a stream of its own.  */
unsigned
memory_streams (const loop_analysis &la)
{
  struct stream
  {
    tree base, offset, step;
    HOST_WIDE_INT lo, hi;
  };
  const HOST_WIDE_INT reach = 256;
  std::vector<stream> streams;
  unsigned unknown = 0;
  for (data_reference_p dr : la.datarefs ())
    {
      tree base = DR_BASE_ADDRESS (dr), offset = DR_OFFSET (dr);
      tree step = DR_STEP (dr);
      if (!base || !offset || !step || !DR_INIT (dr)
	  || !tree_fits_shwi_p (DR_INIT (dr)))
	{
	  unknown++;
	  continue;
	}
      HOST_WIDE_INT init = tree_to_shwi (DR_INIT (dr));
      auto same = [&] (const stream &s)
	{
	  return (init >= s.lo - reach && init <= s.hi + reach
		  && operand_equal_p (s.base, base, 0)
		  && operand_equal_p (s.offset, offset, 0)
		  && operand_equal_p (s.step, step, 0));
	};
      auto it = std::find_if (streams.begin (), streams.end (), same);
      if (it == streams.end ())
	streams.push_back ({ base, offset, step, init, init });
      else
	{
	  it->lo = MIN (it->lo, init);
	  it->hi = MAX (it->hi, init);
	}
    }
  return streams.size () + unknown;
}

namespace {

/* Why OUTER, the loop enclosing INFO's loop, would not be unrolled and
   jammed were it parallel and strided, or null after setting *FACTOR:
   what does not depend on the nest's dependences.  */
const char *
jam_refusal (const loop_plan_info &info, class loop *outer, unsigned *factor)
{
  if (const char *why = nest_jam_refusal (info, outer))
    return why;
  unsigned streams = memory_streams (info.analysis);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "  memory streams of the inner loop: %u\n", streams);
  jam_choice jam = choose_jam (info.vf, param_unroll_jam_max_unroll,
			       statement_count (info.loop ()), streams,
			       target_fp_registers ());
  if (jam.refusal)
    return jam.refusal;
  *factor = jam.factor;
  return nullptr;
}

} // anon namespace

const char *
nest_jam_refusal (const loop_plan_info &info, class loop *outer)
{
  /* A nest that if-conversion versioned runs only where GCC vectorizes
     it; the user's simd or unroll requests on it stand.  */
  if (vect_loop_vectorized_call (outer) || outer->force_vectorize
      || outer->unroll == 1 || vect_loop_vectorized_call (info.loop ()))
    return "the loop nest was versioned by if-conversion, or marked";
  if (!flag_unroll_jam)
    return "-floop-unroll-and-jam is off (it is on at -O3)";
  if (optimize_loop_nest_for_size_p (outer))
    return "the nest is optimized for size";
  calculate_dominance_info (CDI_DOMINATORS);
  return unroll_jam_refusal (outer);
}

void
consider_enclosing_loop (loop_plan_info &info)
{
  class loop *outer = enclosing_nest_loop (info.loop ());
  if (!outer)
    return;
  bool details = dump_file && (dump_flags & TDF_DETAILS);
  bool shown = details || dump_enabled_p ();
  unsigned factor = 0;
  const char *jam_why = nullptr;
  /* The nest's dependences cost as much as the loop's own analysis: when
     neither a remark nor the dump shows the verdict, compute them only for
     a nest that would be unrolled and jammed if it is parallel.  */
  if (!shown && (jam_why = jam_refusal (info, outer, &factor)))
    return;
  nest_dependence nd = analyse_enclosing_loop (info.analysis, info.vf);
  if (nd.verdict == nest_verdict::parallel_strided)
    {
      if (shown)
	jam_why = jam_refusal (info, outer, &factor);
      if (!jam_why)
	{
	  info.jam_outer = outer->num;
	  info.jam_factor = factor;
	}
    }
  if (details)
    {
      dump_nest (info, nd, info.vf);
      if (nd.verdict == nest_verdict::parallel_strided)
	fprintf (dump_file, "  unroll and jam: %s\n",
		 jam_why ? jam_why : "chosen");
    }
  if (!dump_enabled_p ())
    return;
  remark_not_parallel (nd, info.vf);
  remark_parallel (nd, info.vf, jam_why);
}

bool
unroll_and_jam_nest (function *fun, const nest_jam &jam)
{
  class loop *outer = get_loop (fun, jam.outer);
  /* Another nest's transformation may have removed it (not expected:
     only the refused inner loops' nests are jammed).  */
  if (!outer || unroll_jam_refusal (outer))
    return false;
  dump_user_location_t where = find_loop_location (outer);
  /* A nest is jammed only where an access is strided across OUTER, and
     GCC 12's outer-loop vectorization needs every access contiguous or
     invariant across it ("grouped access in outer loop"): its vectorizer
     would gather the data references of the whole nest, for the jammed
     loop and again for the copy GCC's unroller makes for the remaining
     iterations (which keeps the mark), only to fail.  Not where the user
     asks for the vectorizer or if-conversion versioned the nest for it.  */
  const bool spare_vectorizer
    = (!outer->dont_vectorize && !outer->force_vectorize && !outer->safelen
       && !version_guards (outer).if_conversion ());
  if (spare_vectorizer)
    outer->dont_vectorize = true;
  if (!unroll_and_jam (outer, jam.factor))
    {
      if (spare_vectorizer)
	outer->dont_vectorize = false;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, where, "hyperlane: "
			 "enclosing loop not unrolled and jammed: GCC cannot "
			 "unroll it by %u\n", jam.factor);
      return false;
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: unrolled by %u and its inner loop "
	     "jammed\n", jam.outer, jam.factor);
  if (dump_enabled_p () && jam.column)
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where, "hyperlane: enclosing "
		     "loop unrolled and jammed by %u: %T walks down a column, "
		     "and the %u copies read or write a run of %u elements of "
		     "each row, moved as whole vectors\n", jam.factor,
		     jam.column, jam.factor, jam.run);
  else if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where, "hyperlane: enclosing "
		     "loop unrolled and jammed by %u: %u of its iterations "
		     "side by side in each iteration of the inner loop, "
		     "whose carried dependence they do not share\n",
		     jam.factor, jam.factor);
  return true;
}

} // namespace hyperlane
