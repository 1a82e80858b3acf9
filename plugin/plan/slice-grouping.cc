/* Slice grouping; see slice-grouping.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "slice-grouping.h"

namespace hyperlane {

namespace {

/* Whether nodes A and B can share a row as far as their own kind goes:
   the same kind and type, loads of one group, the same operation, or
   the same invariant or induction variable.  */
bool
row_compatible (const scalar_dag &dag, int a, int b)
{
  const snode &x = dag.nodes[a], &y = dag.nodes[b];
  if (x.kind != y.kind || x.type != y.type)
    return false;
  switch (x.kind)
    {
    case snode_kind::load:
      return x.group == y.group;
    case snode_kind::compute:
      return x.code == y.code && x.args.size () == y.args.size ();
    default:
      return a == b;
    }
}

/* Group the nodes NODES (one per slice) and, recursively, their operands
   into HL; false, with HL.why_not set, when they do not group fully.  */
bool
group_nodes (const scalar_dag &dag, unsigned stride,
	     const std::vector<int> &nodes, hyper_loop &hl)
{
  const snode &first = dag.nodes[nodes[0]];
  bool same = true;
  for (int n : nodes)
    same &= n == nodes[0];
  if (same && first.kind == snode_kind::invariant)
    {
      hl.grouped.push_back (nodes);
      return true;
    }
  for (size_t k = 0; k < nodes.size (); k++)
    {
      const snode &n = dag.nodes[nodes[k]];
      if (n.kind != first.kind || n.type != first.type
	  || n.code != first.code || n.args.size () != first.args.size ())
	{
	  hl.why_not = "slices are not isomorphic";
	  return false;
	}
      if (n.kind == snode_kind::load
	  && (dag.groups[n.group].stride != stride
	      || n.group != first.group))
	{
	  hl.why_not = "slices read from different groups";
	  return false;
	}
    }
  if (first.kind == snode_kind::load && row_permuted (dag, hl, nodes))
    hl.permuted = true;
  if (first.kind == snode_kind::invariant)
    {
      hl.why_not = "slices use different invariants";
      return false;
    }
  hl.grouped.push_back (nodes);
  for (const std::vector<int> &args : operand_rows (dag, nodes))
    if (!group_nodes (dag, stride, args, hl))
      return false;
  return true;
}

} // anon namespace

std::vector<std::vector<int>>
operand_rows (const scalar_dag &dag, const std::vector<int> &row)
{
  const snode &first = dag.nodes[row[0]];
  std::vector<std::vector<int>> rows (first.args.size ());
  for (int n : row)
    {
      std::vector<int> args = dag.nodes[n].args;
      if (first.commutative && args.size () == 2
	  && first.args.size () == 2
	  && !(row_compatible (dag, args[0], first.args[0])
	       && row_compatible (dag, args[1], first.args[1]))
	  && row_compatible (dag, args[1], first.args[0])
	  && row_compatible (dag, args[0], first.args[1]))
	std::swap (args[0], args[1]);
      for (size_t a = 0; a < rows.size () && a < args.size (); a++)
	rows[a].push_back (args[a]);
    }
  return rows;
}

std::vector<hyper_loop>
find_hyper_loops (const scalar_dag &dag)
{
  std::vector<hyper_loop> loops;
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &group = dag.groups[g];
      if (!group.is_store || group.stride < 2)
	continue;
      hyper_loop hl;
      hl.store_group = g;
      std::vector<int> values (group.stride, -1);
      for (int m : group.members)
	{
	  const snode &store = dag.nodes[m];
	  if (values[store.field] >= 0)
	    hl.why_not = "a field is stored twice";
	  values[store.field] = store.args[0];
	}
      std::vector<int> slices;
      for (unsigned k = 0; k < group.stride; k++)
	if (values[k] >= 0)
	  {
	    hl.fields.push_back (k);
	    slices.push_back (values[k]);
	  }
      hl.partial = slices.size () < group.stride;
      if (!hl.why_not)
	hl.fully_grouped = group_nodes (dag, group.stride, slices, hl);
      loops.push_back (hl);
    }
  return loops;
}

int
row_offset (const scalar_dag &dag, const hyper_loop &hl,
	    const std::vector<int> &row)
{
  return (int) dag.nodes[row[0]].field - (int) hl.fields[0];
}

bool
row_permuted (const scalar_dag &dag, const hyper_loop &hl,
	      const std::vector<int> &row)
{
  const int offset = row_offset (dag, hl, row);
  for (size_t k = 0; k < row.size (); k++)
    if ((int) dag.nodes[row[k]].field != (int) hl.fields[k] + offset)
      return true;
  return false;
}

} // namespace hyperlane
