/* Helpers of the lane plan.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "lane-plan.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace hyperlane {

int
lane_plan::broadcast (int node, int type, unsigned lanes)
{
  for (size_t i = 0; i < ops.size (); i++)
    if (ops[i].kind == vop_kind::broadcast && ops[i].args[0] == node
	&& ops[i].type == type && ops[i].lanes == lanes)
      return (int) i;
  vop b;
  b.kind = vop_kind::broadcast;
  b.lanes = lanes;
  b.type = type;
  b.args.push_back (node);
  return add (b);
}

bool
lane_plan::invariant (int op) const
{
  const vop &v = ops[op];
  if (v.kind == vop_kind::broadcast)
    return true;
  return (v.kind == vop_kind::perm && invariant (v.args[0])
	  && invariant (v.args[1]));
}

unsigned
lane_plan::peak_live_vectors () const
{
  const size_t n = ops.size ();
  std::vector<size_t> last (n, 0);
  std::set<std::vector<unsigned>> selectors;
  unsigned invariants = 0;
  for (size_t i = 0; i < n; i++)
    {
      const vop &op = ops[i];
      if (invariant (i))
	invariants++;
      else if (op.kind == vop_kind::perm)
	selectors.insert (op.sel);
      if (op.kind != vop_kind::broadcast)
	for (int a : op.args)
	  last[a] = i;
    }
  unsigned live = 0, peak = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (invariant (i))
	continue;
      const vop &op = ops[i];
      if (op.kind != vop_kind::store && last[i] > i)
	live++;
      peak = std::max (peak, live);
      if (op.kind != vop_kind::broadcast)
	{
	  std::set<int> args (op.args.begin (), op.args.end ());
	  for (int a : args)
	    if (last[a] == i && !invariant (a))
	      live--;
	}
    }
  return peak + invariants + selectors.size ();
}

unsigned
lane_plan::movement_ops () const
{
  unsigned n = 0;
  for (size_t i = 0; i < ops.size (); i++)
    n += ((ops[i].kind == vop_kind::perm && !invariant (i))
	  || ops[i].kind == vop_kind::concat
	  || ops[i].kind == vop_kind::extract);
  return n;
}

const char *
vop_kind_name (vop_kind kind)
{
  switch (kind)
    {
    case vop_kind::broadcast: return "broadcast";
    case vop_kind::induction: return "induction";
    case vop_kind::load: return "load";
    case vop_kind::store: return "store";
    case vop_kind::perm: return "perm";
    case vop_kind::concat: return "concat";
    case vop_kind::extract: return "extract";
    case vop_kind::compute: return "compute";
    case vop_kind::load_lanes: return "load_lanes";
    case vop_kind::store_lanes: return "store_lanes";
    case vop_kind::reduce: return "reduce";
    case vop_kind::unpack: return "unpack";
    case vop_kind::pack: return "pack";
    }
  return "?";
}

bool
accesses_memory (vop_kind kind)
{
  return (kind == vop_kind::load || kind == vop_kind::store
	  || kind == vop_kind::load_lanes || kind == vop_kind::store_lanes);
}

std::string
lane_plan::describe (operation_namer namer) const
{
  std::string s = notes;
  char buf[96];
  for (size_t i = 0; i < ops.size (); i++)
    {
      const vop &op = ops[i];
      std::snprintf (buf, sizeof buf, "  v%zu = %s x%u", i, vop_kind_name (op.kind),
		     op.lanes);
      s += buf;
      if (op.kind == vop_kind::load_lanes || op.kind == vop_kind::store_lanes)
	s += " [" + std::to_string (op.vectors) + "]";
      if (op.kind == vop_kind::load || op.kind == vop_kind::store
	  || op.kind == vop_kind::load_lanes || op.kind == vop_kind::store_lanes)
	{
	  std::snprintf (buf, sizeof buf, " g%d+%ld", op.group, op.offset);
	  s += buf;
	}
      else if (op.kind == vop_kind::extract || op.kind == vop_kind::unpack
	       || op.kind == vop_kind::induction)
	s += " @" + std::to_string (op.offset);
      else if (op.kind == vop_kind::compute)
	s += " " + operation_name (op.code, namer);
      if (op.kind == vop_kind::unpack || op.kind == vop_kind::pack)
	s += " t" + std::to_string (op.type);
      else if (op.kind == vop_kind::reduce)
	s += (" #" + std::to_string (op.index) + " "
	      + operation_name (op.code, namer));
      for (int a : op.args)
	s += (op.kind == vop_kind::broadcast || op.kind == vop_kind::induction
	      ? " n" : " v") + std::to_string (a);
      if (!op.sel.empty ())
	{
	  s += " {";
	  for (size_t k = 0; k < op.sel.size (); k++)
	    s += (k ? "," : "") + std::to_string (op.sel[k]);
	  s += "}";
	}
      if (!op.mask.empty ())
	{
	  s += " mask ";
	  for (bool m : op.mask)
	    s += m ? '1' : '0';
	}
      s += "\n";
    }
  return s;
}

} // namespace hyperlane
