/* Store-to-load forwarding hazards; see store-forwarding.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "store-forwarding.h"

namespace hyperlane {

namespace {

/* The bytes a memory vop touches in vector iteration 0, from the start of
   its group's memory.  */
struct byte_range
{
  long first, end;

  bool overlaps (const byte_range &o) const
  {
    return first < o.end && o.first < end;
  }
  bool contains (const byte_range &o) const
  {
    return first <= o.first && o.end <= end;
  }
};

byte_range
range_of (const scalar_dag &dag, const vop &op)
{
  const memory_group &g = dag.groups[op.group];
  const long bytes = dag.types[g.type].bytes;
  const long first = g.first_byte + op.offset * bytes;
  return { first, first + (long) op.lanes * bytes };
}

/* Whether LOAD, at ADVANCE bytes past vector iteration 0, reads bytes of
   STORE of iteration 0 that the store buffer cannot forward.  */
bool
blocks_forwarding (const scalar_dag &dag, const vop &store, const vop &load,
		   long advance)
{
  byte_range s = range_of (dag, store), l = range_of (dag, load);
  l.first += advance;
  l.end += advance;
  return s.overlaps (l) && (!store.mask.empty () || !s.contains (l));
}

} // anon namespace

int
forwarding_hazard (const scalar_dag &dag, const lane_plan &plan, int *load)
{
  for (size_t s = 0; s < plan.ops.size (); s++)
    {
      const vop &store = plan.ops[s];
      if (store.kind != vop_kind::store)
	continue;
      const memory_group &sg = dag.groups[store.group];
      if (sg.memory < 0)
	continue;
      /* Bytes the loop moves on per vector iteration.  */
      const long advance = sg.step_bytes * (long) plan.vf;
      for (size_t l = 0; l < plan.ops.size (); l++)
	{
	  const vop &ld = plan.ops[l];
	  if (ld.kind != vop_kind::load
	      || dag.groups[ld.group].memory != sg.memory)
	    continue;
	  /* A load after the store in the same iteration, or any load of
	     the next one.  */
	  if ((l > s && blocks_forwarding (dag, store, ld, 0))
	      || blocks_forwarding (dag, store, ld, advance))
	    {
	      *load = (int) l;
	      return (int) s;
	    }
	}
    }
  return -1;
}

} // namespace hyperlane
