/* Column walks: an inner loop that reads or writes one element of each
   row of a matrix (cc[j][i] in the loop over j, each element a line of
   its own) while the enclosing loop steps along the rows (i).  Vectorized
   as it is, each lane is a scalar load or store: TSVC's s1115 ran
   0.84x-0.86x of GCC's scalar loop so on Zen 4.  Where the enclosing loop
   is parallel, unrolling it by F and jamming the copies makes the group
   F consecutive fields of each row -- a run of wide records
   (plan/record-runs.h) -- which the planners move as F x F transposes of
   whole vectors (s1115: 4.5x of the scalar loop).  The jam is made after
   the walk over the innermost loops (hlp-pass.cc), and the fused loop is
   planned again, against GCC as any loop.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../hlp/loop-analysis.h"
#include "../hlp/loop-nest.h"
#include "../hlp/nest-dependence.h"
#include "../plan/jam-model.h"
#include "../plan/record-runs.h"
#include "loop-plan-info.h"
#include "stages.h"

namespace hyperlane {

namespace {

/* Bytes of a row's run after the jam: one 32-byte vector, which every
   x86 target with AVX moves whole (Zen 4 splits 64-byte ones), 16 on
   SSE and NEON.  The jam's copies are the run's fields: 8 floats or 4
   doubles, within the registers of the fused loop.  */
const unsigned column_run_bytes = 32;

/* The fields of each record access group G reads or writes where it
   walks down a column across OUTER, else 0: the group uses the first K
   fields of records of at least a row (K a power of two: one element, a
   complex value, a pair), every member moving on by K elements, to the
   next record, per iteration of OUTER, forward in the loop.  */
unsigned
column_record_fields (const access_group &g, class loop *outer)
{
  if (g.pattern != access_pattern::strided || g.step <= 0)
    return 0;
  const unsigned k = g.fields_used ();
  if (k & (k - 1))
    return 0;
  for (const group_member &m : g.members)
    if (m.field >= k || elements_per_outer_iteration (outer, m.dr) != k)
      return 0;
  return k;
}

/* Why INFO's loop gets no column jam, or null with *GROUP the column
   group, *FACTOR the copies and *RUN the elements of a row's run.  */
const char *
column_jam_refusal (const loop_plan_info &info, class loop *outer,
		    const access_group **group, unsigned *factor,
		    unsigned *run)
{
  const unsigned run_bytes = MIN (info.vector_bytes, column_run_bytes);
  *group = nullptr;
  for (const access_group &g : info.analysis.groups ())
    {
      const unsigned k = column_record_fields (g, outer);
      if (!k || k * g.elem_size >= run_bytes)
	continue;
      const unsigned f = run_bytes / (k * g.elem_size);
      if (!run_of_record_p (g.stride, f * k, g.elem_size, run_bytes))
	continue;
      /* Runs of two sizes would need two factors.  */
      if (*group && f != *factor)
	return "column walks of records of two sizes";
      *group = &g;
      *factor = f;
      *run = f * k;
    }
  if (!*group)
    return "no column walk";
  if (const char *why = nest_jam_refusal (info, outer))
    return why;
  /* The user's request for the inner loop as it is written stands.  */
  if (info.loop ()->force_vectorize || info.loop ()->safelen > 0)
    return "the inner loop is marked (#pragma omp simd, GCC ivdep)";
  HOST_WIDE_INT rows = get_max_loop_iterations_int (outer);
  if (rows >= 0 && rows + 1 < (HOST_WIDE_INT) *factor)
    return "the enclosing loop runs fewer iterations than the copies";
  if (statement_count (info.loop ()) * *factor > max_jammed_statements)
    return "the jammed loop would exceed the statements a loop may hold";
  /* Lanes of the copies run the inner loop in lockstep.  */
  nest_dependence nd = analyse_enclosing_loop (info.analysis, *factor);
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_nest (info, nd, *factor);
  switch (nd.verdict)
    {
    case nest_verdict::parallel_strided:
      return nullptr;
    case nest_verdict::parallel_contiguous:
      return "every access is contiguous across the enclosing loop: GCC's "
	     "loop interchange or outer-loop vectorization takes the nest";
    case nest_verdict::unknown_distance:
    case nest_verdict::not_analysed:
      return "GCC cannot relate the nest's accesses across the enclosing "
	     "loop's iterations (restrict pointers or arrays of constant "
	     "size may let it)";
    case nest_verdict::triangular:
      return "the inner loop's trip count changes with the enclosing loop";
    default:
      return "the enclosing loop carries a dependence or a value across "
	     "the jam's copies";
    }
}

} // anon namespace

bool
consider_column_jam (loop_plan_info &info)
{
  class loop *outer = enclosing_nest_loop (info.loop ());
  if (!outer)
    return false;
  const access_group *column;
  unsigned factor = 0, run = 0;
  const char *why = column_jam_refusal (info, outer, &column, &factor, &run);
  if (column && dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: ", info.loop ()->num);
      print_generic_expr (dump_file, DR_REF (column->members[0].dr),
			  TDF_SLIM);
      fprintf (dump_file, " walks down a column across loop %d: unroll and "
	       "jam by %u for runs of rows: %s\n", outer->num, factor,
	       why ? why : "chosen");
    }
  if (why)
    {
      if (column && dump_enabled_p () && !info.trial)
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 find_loop_location (info.loop ()),
			 "hyperlane: %T walks down a column, one %s per "
			 "row; the enclosing loop is not unrolled and jammed "
			 "to move runs of rows: %s\n",
			 DR_REF (column->members[0].dr),
			 column->fields_used () > 1 ? "record" : "element",
			 why);
      return false;
    }
  info.jam_outer = outer->num;
  info.jam_factor = factor;
  info.jam_column = DR_REF (column->members[0].dr);
  info.jam_run = run;
  return true;
}

} // namespace hyperlane
