/* Groups planned as a run of fields of wide records; see record-runs.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "record-runs.h"
#include "../target/perm-program.h"

#include <algorithm>

namespace hyperlane {

bool
run_of_record_p (unsigned stride, unsigned fields, unsigned elem_bytes,
		 unsigned min_bytes)
{
  const bool power_of_two = fields >= 2 && (fields & (fields - 1)) == 0;
  return (power_of_two && fields < stride
	  && fields * elem_bytes >= min_bytes
	  && fields * elem_bytes <= 64
	  && ((unsigned long) stride * elem_bytes >= run_record_bytes
	      || stride > max_shape_stride));
}

bool
has_record_runs (const scalar_dag &dag)
{
  return std::any_of (dag.groups.begin (), dag.groups.end (),
		      [] (const memory_group &g) { return g.record_stride; });
}

void
compact_record_runs (scalar_dag &dag, unsigned min_bytes)
{
  for (memory_group &g : dag.groups)
    {
      if (g.stride < 2 || g.record_stride || g.type < 0 || g.mirrored)
	continue;
      const std::vector<bool> used = g.fields_used (dag.nodes);
      unsigned first = g.stride, last = 0;
      for (unsigned k = 0; k < g.stride; k++)
	if (used[k])
	  {
	    first = std::min (first, k);
	    last = k;
	  }
      if (first > last)
	continue;
      const unsigned fields = last - first + 1;
      bool run = true;
      for (unsigned k = first; k <= last; k++)
	run &= used[k];
      const unsigned bytes = dag.types[g.type].bytes;
      if (!run || !run_of_record_p (g.stride, fields, bytes, min_bytes))
	continue;
      for (int m : g.members)
	dag.nodes[m].field -= first;
      g.first_byte += (long) first * bytes;
      g.record_stride = g.stride;
      g.stride = fields;
      /* Its elements are not consecutive: the store-forwarding check
	 (store-forwarding.h), which compares offsets, leaves it out.  */
      g.memory = -1;
    }
}

namespace {

/* The vops of a plan being rewritten, and where each old one went.  */
struct plan_rewrite
{
  std::vector<vop> ops;
  std::vector<int> moved;	/* Old index to new index.  */

  int add (vop op)
  {
    ops.push_back (std::move (op));
    return (int) ops.size () - 1;
  }
};

/* The runs a vector of LANES at OFFSET of group G covers, or 0 when it
   lies inside one run (no split needed); -1 when it cannot be split
   into whole runs.  */
int
runs_covered (const memory_group &g, long offset, unsigned lanes)
{
  const long run = g.stride;
  if (offset < 0)
    return -1;
  if (offset % run + (long) lanes <= run)
    return 0;
  if (offset % run || lanes % run)
    return -1;
  return (int) (lanes / run);
}

} // anon namespace

const char *
split_record_runs (const scalar_dag &dag, lane_plan &plan)
{
  if (!has_record_runs (dag))
    return nullptr;
  plan_rewrite r;
  for (const vop &old : plan.ops)
    {
      vop op = old;
      if (op.kind != vop_kind::broadcast && op.kind != vop_kind::induction)
	for (int &a : op.args)
	  a = r.moved[a];
      if (!accesses_memory (op.kind) || !dag.groups[op.group].record_stride)
	{
	  r.moved.push_back (r.add (op));
	  continue;
	}
      const memory_group &g = dag.groups[op.group];
      const unsigned elems = op.lanes * op.vectors;
      const int runs = runs_covered (g, op.offset, elems);
      if (runs == 0)
	{
	  r.moved.push_back (r.add (op));
	  continue;
	}
      if (runs < 0 || op.kind == vop_kind::load_lanes
	  || op.kind == vop_kind::store_lanes)
	return "a vector access of a column group (a run of fields of "
	       "wider records) starts inside a record's run";
      const unsigned run = g.stride;
      if (op.kind == vop_kind::load)
	{
	  vop join;
	  join.kind = vop_kind::concat;
	  join.type = op.type;
	  join.lanes = op.lanes;
	  for (int k = 0; k < runs; k++)
	    {
	      vop piece = op;
	      piece.lanes = run;
	      piece.offset = op.offset + (long) k * run;
	      join.args.push_back (r.add (piece));
	    }
	  r.moved.push_back (r.add (join));
	  continue;
	}
      /* A store: one extract and store per run the mask writes.  */
      int last = -1;
      for (int k = 0; k < runs; k++)
	{
	  std::vector<bool> mask;
	  bool written = op.mask.empty (), whole = true;
	  if (!op.mask.empty ())
	    {
	      mask.assign (op.mask.begin () + k * run,
			   op.mask.begin () + (k + 1) * run);
	      for (bool w : mask)
		{
		  written |= w;
		  whole &= w;
		}
	    }
	  if (!written)
	    continue;
	  vop lanes;
	  lanes.kind = vop_kind::extract;
	  lanes.type = op.type;
	  lanes.lanes = run;
	  lanes.offset = (long) k * run;
	  lanes.args.push_back (op.args[0]);
	  vop piece = op;
	  piece.lanes = run;
	  piece.offset = op.offset + (long) k * run;
	  piece.mask = whole ? std::vector<bool> () : mask;
	  piece.args.assign (1, r.add (lanes));
	  last = r.add (piece);
	}
      /* Nothing uses a store's value; the index keeps the map whole.  */
      r.moved.push_back (last);
    }
  plan.ops = std::move (r.ops);
  return nullptr;
}

} // namespace hyperlane
