/* Helpers of the scalar DAG.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "scalar-dag.h"

#include <algorithm>
#include <cstdio>

namespace hyperlane {

std::vector<int>
memory_group::members_by_field (const std::vector<snode> &nodes,
				bool *twice) const
{
  std::vector<int> by_field (stride, -1);
  bool repeated = false;
  for (int m : members)
    {
      int &slot = by_field[nodes[m].field];
      repeated |= slot >= 0;
      slot = m;
    }
  if (twice)
    *twice = repeated;
  return by_field;
}

std::vector<bool>
memory_group::fields_used (const std::vector<snode> &nodes) const
{
  std::vector<bool> used (stride, false);
  for (int m : members)
    used[nodes[m].field] = true;
  return used;
}

long
memory_group::accessed_extent (const std::vector<snode> &nodes,
			       unsigned vf) const
{
  /* From the members, not a walk over the fields: the strides of groups
     accessed element by element run to the size of a plane.  */
  unsigned last = 0;
  for (int m : members)
    last = std::max (last, nodes[m].field);
  return (long) (vf - 1) * stride + last + 1;
}

std::string
operation_name (int code, operation_namer namer)
{
  return namer ? std::string (namer (code)) : "op" + std::to_string (code);
}

std::string
scalar_dag::describe (operation_namer namer) const
{
  std::string s;
  char buf[128];
  for (size_t i = 0; i < nodes.size (); i++)
    {
      const snode &n = nodes[i];
      const element_type &t = types[n.type];
      std::snprintf (buf, sizeof buf, "  n%zu: %s%u ", i,
		     t.is_float ? "f" : t.is_unsigned ? "u" : "i",
		     t.bytes * 8);
      s += buf;
      switch (n.kind)
	{
	case snode_kind::load:
	  std::snprintf (buf, sizeof buf, "load g%d.%u", n.group, n.field);
	  break;
	case snode_kind::store:
	  std::snprintf (buf, sizeof buf, "store g%d.%u", n.group, n.field);
	  break;
	case snode_kind::compute:
	  std::snprintf (buf, sizeof buf, "%s",
			 operation_name (n.code, namer).c_str ());
	  break;
	case snode_kind::invariant:
	  std::snprintf (buf, sizeof buf, "invariant #%d", n.external);
	  break;
	case snode_kind::induction:
	  std::snprintf (buf, sizeof buf, "induction #%d", n.external);
	  break;
	case snode_kind::reduce:
	  std::snprintf (buf, sizeof buf, "reduce #%d %s", n.external,
			 operation_name (n.code, namer).c_str ());
	  break;
	}
      s += buf;
      for (int a : n.args)
	s += " n" + std::to_string (a);
      s += "\n";
    }
  for (size_t g = 0; g < groups.size (); g++)
    {
      std::snprintf (buf, sizeof buf, "  g%zu: %s stride %u, %zu members",
		     g, groups[g].is_store ? "store" : "load",
		     groups[g].stride, groups[g].members.size ());
      s += buf;
      if (groups[g].record_stride)
	s += ", a run of records of "
	     + std::to_string (groups[g].record_stride);
      if (groups[g].mirrored)
	s += ", mirrored (steps against the loop: lanes reversed)";
      s += "\n";
    }
  if (gcc_scalar_cause)
    s += std::string ("  GCC's loop vectorizer leaves the loop scalar: ")
	 + gcc_scalar_cause + "\n";
  return s;
}

} // namespace hyperlane
