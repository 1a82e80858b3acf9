/* Slice grouping; see slice-grouping.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "slice-grouping.h"

#include <algorithm>

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

/* Whether node N's value is the same in every iteration: an invariant,
   or an operation on such values (t1 * dx[m] where dx[m] is loaded in
   the loop from an invariant address), at most DEPTH operations deep.  */
bool
invariant_valued (const scalar_dag &dag, int n, unsigned depth = 2)
{
  const snode &x = dag.nodes[n];
  if (x.kind == snode_kind::invariant)
    return true;
  if (x.kind != snode_kind::compute || !depth)
    return false;
  for (int a : x.args)
    if (!invariant_valued (dag, a, depth - 1))
      return false;
  return true;
}

/* Whether node N is an operation on a value and an invariant value; *VALUE
   is then the value.  */
bool
value_and_invariant (const scalar_dag &dag, int n, int *value)
{
  const snode &x = dag.nodes[n];
  if (x.kind != snode_kind::compute || x.args.size () != 2)
    return false;
  const bool inv0 = invariant_valued (dag, x.args[0]);
  const bool inv1 = invariant_valued (dag, x.args[1]);
  if (inv0 == inv1)
    return false;
  *value = x.args[inv0 ? 1 : 0];
  return true;
}

/* How many operations on a value and an invariant are peeled off a
   class at most (a block's diagonal: 1.0 + a + b against a).  */
const unsigned max_peel_depth = 4;

/* ROW, not uniform, with the nodes of one of its classes replaced by
   their operand, as many times as it takes (up to max_peel_depth), where
   every node of the class is an operation on a value and an invariant
   and the row becomes uniform so (a slice computing one operation more
   than the others: rgb2yuv's Y adds 16 after the shift its U and V end
   with); else empty.  The class is then operations on the peeled row,
   merged with it.  */
std::vector<int>
peeled_row (const scalar_dag &dag, const std::vector<int> &row)
{
  for (const std::vector<int> &c : row_classes (dag, row))
    {
      std::vector<int> peeled = row;
      for (unsigned depth = 0; depth < max_peel_depth; depth++)
	{
	  bool ok = true;
	  for (size_t k = 0; ok && k < c.size (); k++)
	    if (c[k] >= 0)
	      ok = value_and_invariant (dag, peeled[k], &peeled[k]);
	  if (!ok)
	    break;
	  if (row_uniform (dag, peeled))
	    return peeled;
	}
    }
  return {};
}

/* Rows a hyper loop may have.  Every row is grouped once (a DAG that
   shares operands reaches a row many times), so this bounds only loop
   bodies far larger than the planners are meant for.  */
const size_t max_rows = 1024;

/* Group ROW (one node per slice, -1 for slices without one) and,
   recursively, its operands into HL; false, with HL.why_not set, when
   they do not group: fully unless MERGE, partially (merging rows that
   are not uniform) when MERGE.  Loads must be of groups of STRIDE
   elements, or of any stride where STRIDE is 0 (a record-lane plan, whose
   lanes never cross from one iteration to the next).  */
bool
group_row (const scalar_dag &dag, unsigned stride,
	   const std::vector<int> &row, bool merge, hyper_loop &hl)
{
  const int first = row_first (row);
  if (first < 0
      || std::find (hl.grouped.begin (), hl.grouped.end (), row)
	 != hl.grouped.end ())
    return true;
  if (hl.grouped.size () >= max_rows)
    {
      hl.why_not = "too many rows";
      return false;
    }
  for (int n : row)
    if (n >= 0 && stride && dag.nodes[n].kind == snode_kind::load
	&& dag.groups[dag.nodes[n].group].stride != stride)
      {
	hl.why_not = "a slice reads a group of another stride";
	return false;
      }
  if (covering_row (dag, hl, row))
    {
      /* Its vectors are the fuller row's, whose operands are grouped.  */
      hl.grouped.push_back (row);
      return true;
    }
  const snode &f = dag.nodes[first];
  if (merge)
    {
      std::vector<std::vector<int>> split = split_classes (dag, row);
      if (!split.empty ())
	{
	  /* Merged like a row that is not uniform, from the peeled row.  */
	  hl.grouped.push_back (row);
	  std::vector<int> peeled = row;
	  for (size_t k = 0; k < row.size (); k++)
	    if (split[0][k] >= 0)
	      value_and_invariant (dag, row[k], &peeled[k]);
	  if (!group_row (dag, stride, peeled, merge, hl))
	    return false;
	  for (const std::vector<int> &part : split)
	    if (!group_row (dag, stride, part, merge, hl))
	      return false;
	  return true;
	}
    }
  if (!row_uniform (dag, row))
    {
      if (!merge)
	{
	  hl.why_not = (f.kind == snode_kind::invariant
			? "slices use different invariants"
			: f.kind == snode_kind::load
			? "slices read from different groups"
			: "slices are not isomorphic");
	  return false;
	}
      /* The merge blends the classes' vectors: one element type.  */
      for (int n : row)
	if (n >= 0 && dag.nodes[n].type != f.type)
	  {
	    hl.why_not = "slices of different types in a row";
	    return false;
	  }
      std::vector<int> peeled = peeled_row (dag, row);
      if (!peeled.empty () || !row_merges_codes (dag, row))
	{
	  /* The row the classes' extra operations are peeled off, grouped
	     first: the classes then find their nodes in it.  */
	  hl.grouped.push_back (row);
	  if (!peeled.empty () && !group_row (dag, stride, peeled, merge, hl))
	    return false;
	  for (const std::vector<int> &part : row_classes (dag, row))
	    if (!group_row (dag, stride, part, merge, hl))
	      return false;
	  return true;
	}
      /* Operations of several codes: grouped on their operand rows like
	 a uniform row of operations.  */
    }
  hl.grouped.push_back (row);
  if (f.kind == snode_kind::load && row_permuted (dag, hl, row))
    hl.permuted = true;
  if (f.kind == snode_kind::compute)
    for (const std::vector<int> &args : operand_rows (dag, row))
      if (!group_row (dag, stride, args, merge, hl))
	return false;
  return true;
}

} // anon namespace

std::vector<std::vector<int>>
operand_rows (const scalar_dag &dag, const std::vector<int> &row)
{
  const snode &first = dag.nodes[row_first (row)];
  std::vector<std::vector<int>> rows (first.args.size ());
  for (int n : row)
    {
      if (n < 0)
	{
	  for (std::vector<int> &r : rows)
	    r.push_back (-1);
	  continue;
	}
      std::vector<int> args = dag.nodes[n].args;
      if (dag.nodes[n].commutative && args.size () == 2
	  && first.args.size () == 2
	  && !(row_compatible (dag, args[0], first.args[0])
	       && row_compatible (dag, args[1], first.args[1]))
	  && row_compatible (dag, args[1], first.args[0])
	  && row_compatible (dag, args[0], first.args[1]))
	std::swap (args[0], args[1]);
      for (size_t a = 0; a < rows.size (); a++)
	rows[a].push_back (a < args.size () ? args[a] : -1);
    }
  return rows;
}

const std::vector<int> *
covering_row (const scalar_dag &dag, const hyper_loop &hl,
	      const std::vector<int> &row)
{
  if (std::find (row.begin (), row.end (), -1) == row.end ())
    return nullptr;
  for (const std::vector<int> &full : hl.grouped)
    {
      bool covers = full != row && row_uniform (dag, full);
      for (size_t k = 0; covers && k < row.size (); k++)
	covers = row[k] < 0 ? full[k] >= 0 : full[k] == row[k];
      /* A row that splits (split_classes) is merged, not one vector
	 operation: it covers nothing.  Asked last, as it costs most.  */
      if (covers && split_classes (dag, full).empty ())
	return &full;
    }
  return nullptr;
}

int
row_first (const std::vector<int> &row)
{
  for (int n : row)
    if (n >= 0)
      return n;
  return -1;
}

bool
row_uniform (const scalar_dag &dag, const std::vector<int> &row)
{
  const int first = row_first (row);
  for (int n : row)
    if (n >= 0 && !row_compatible (dag, first, n))
      return false;
  return true;
}

bool
row_merges_codes (const scalar_dag &dag, const std::vector<int> &row)
{
  const snode &first = dag.nodes[row_first (row)];
  for (int n : row)
    {
      if (n < 0)
	continue;
      const snode &x = dag.nodes[n];
      if (x.kind != snode_kind::compute || x.type != first.type
	  || x.args.size () != first.args.size ())
	return false;
    }
  /* Every operand row holds values of one type.  */
  for (const std::vector<int> &args : operand_rows (dag, row))
    {
      const int a = row_first (args);
      for (int n : args)
	if (n >= 0 && dag.nodes[n].type != dag.nodes[a].type)
	  return false;
    }
  return true;
}

std::vector<std::vector<int>>
row_classes (const scalar_dag &dag, const std::vector<int> &row)
{
  std::vector<std::vector<int>> classes;
  for (size_t k = 0; k < row.size (); k++)
    {
      if (row[k] < 0)
	continue;
      std::vector<int> *home = nullptr;
      for (std::vector<int> &c : classes)
	if (row_compatible (dag, row_first (c), row[k]))
	  home = &c;
      if (!home)
	{
	  classes.emplace_back (row.size (), -1);
	  home = &classes.back ();
	}
      (*home)[k] = row[k];
    }
  return classes;
}

bool
row_merged_by_code (const scalar_dag &dag, const std::vector<int> &row)
{
  return row_merges_codes (dag, row) && peeled_row (dag, row).empty ();
}

std::vector<std::vector<int>>
split_classes (const scalar_dag &dag, const std::vector<int> &row)
{
  const int first = row_first (row);
  if (first < 0 || dag.nodes[first].kind != snode_kind::compute
      || !row_uniform (dag, row))
    return {};
  bool operands_uniform = true;
  for (const std::vector<int> &args : operand_rows (dag, row))
    operands_uniform &= row_first (args) < 0 || row_uniform (dag, args);
  if (operands_uniform)
    return {};
  std::vector<int> peeled = row, extra (row.size (), -1),
    rest (row.size (), -1);
  bool any_extra = false, any_rest = false;
  for (size_t k = 0; k < row.size (); k++)
    {
      if (row[k] < 0)
	continue;
      int value;
      if (value_and_invariant (dag, row[k], &value))
	{
	  peeled[k] = value;
	  extra[k] = row[k];
	  any_extra = true;
	}
      else
	{
	  rest[k] = row[k];
	  any_rest = true;
	}
    }
  if (!any_extra || !any_rest || !row_uniform (dag, peeled))
    return {};
  /* The peeled row's operands must split into fewer classes: what the
     classes share is then computed once.  */
  auto classes = [&] (const std::vector<int> &r) {
    size_t n = 0;
    for (const std::vector<int> &args : operand_rows (dag, r))
      n += row_first (args) < 0 ? 0 : row_classes (dag, args).size ();
    return n;
  };
  if (classes (peeled) >= classes (row))
    return {};
  return { extra, rest };
}

hyper_loop
group_fields (const scalar_dag &dag, int store_group,
	      const std::vector<unsigned> *only, bool any_stride)
{
  const memory_group &group = dag.groups[store_group];
  hyper_loop hl;
  hl.store_group = store_group;
  bool twice;
  std::vector<int> values = group.members_by_field (dag.nodes, &twice);
  if (twice)
    hl.why_not = "a field is stored twice";
  for (int &v : values)
    if (v >= 0)
      v = dag.nodes[v].args[0];
  std::vector<int> slices;
  for (unsigned k = 0; k < group.stride; k++)
    if (values[k] >= 0
	&& (!only || std::find (only->begin (), only->end (), k)
		     != only->end ()))
      {
	hl.fields.push_back (k);
	slices.push_back (values[k]);
      }
  hl.partial = slices.size () < group.stride;
  const unsigned stride = any_stride ? 0 : group.stride;
  if (hl.why_not || slices.empty ())
    ;
  else if (!(hl.fully_grouped = group_row (dag, stride, slices, false, hl)))
    {
      /* Partially, then: the reason the full grouping gave stays.  */
      hyper_loop partial = hl;
      partial.grouped.clear ();
      partial.permuted = false;
      partial.partially_grouped
	= group_row (dag, stride, slices, true, partial);
      if (partial.partially_grouped)
	{
	  partial.why_not = hl.why_not;
	  hl = partial;
	}
    }
  return hl;
}

std::vector<hyper_loop>
find_hyper_loops (const scalar_dag &dag)
{
  std::vector<hyper_loop> loops;
  for (size_t g = 0; g < dag.groups.size (); g++)
    if (dag.groups[g].is_store && dag.groups[g].stride >= 2)
      loops.push_back (group_fields (dag, g, nullptr, false));
  return loops;
}

int
row_offset (const scalar_dag &dag, const hyper_loop &hl,
	    const std::vector<int> &row)
{
  for (size_t k = 0; k < row.size (); k++)
    if (row[k] >= 0)
      return (int) dag.nodes[row[k]].field - (int) hl.fields[k];
  return 0;
}

bool
row_permuted (const scalar_dag &dag, const hyper_loop &hl,
	      const std::vector<int> &row)
{
  const int offset = row_offset (dag, hl, row);
  for (size_t k = 0; k < row.size (); k++)
    if (row[k] >= 0
	&& (int) dag.nodes[row[k]].field != (int) hl.fields[k] + offset)
      return true;
  return false;
}

} // namespace hyperlane
