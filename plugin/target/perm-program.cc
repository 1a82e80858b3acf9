/* The permutation IR: builders, simulator, verifier, dead-op removal and
   dump; see perm-program.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "perm-program.h"

#include <algorithm>

namespace hyperlane {

uint64_t
group_shape::all_fields () const
{
  return stride >= 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << stride) - 1;
}

bool
group_shape::valid () const
{
  return stride >= 2 && stride <= max_shape_stride
	 && (elem_size == 1 || elem_size == 2 || elem_size == 4
	     || elem_size == 8)
	 && lanes >= 2 && (lanes & (lanes - 1)) == 0
	 && fields != 0 && (fields & ~all_fields ()) == 0;
}

const char *
perm_op_name (perm_op_kind kind)
{
  static const char *const names[] = {
    "input", "load", "concat", "perm", "extract", "store", "load_lanes",
    "store_lanes"
  };
  return names[(unsigned) kind];
}

/* Append an op of KIND with LANES lanes to P; return its id.  */
static int
append (perm_program &p, perm_op_kind kind, unsigned lanes)
{
  p.ops.emplace_back ();
  p.ops.back ().kind = kind;
  p.ops.back ().lanes = lanes;
  return (int) p.ops.size () - 1;
}

int
perm_program::add_input (unsigned field)
{
  int id = append (*this, perm_op_kind::input, shape.lanes);
  ops[id].field = field;
  return id;
}

int
perm_program::add_load (int offset, unsigned lanes)
{
  int id = append (*this, perm_op_kind::load, lanes);
  ops[id].offset = offset;
  return id;
}

int
perm_program::add_concat (int lo, int hi)
{
  int id = append (*this, perm_op_kind::concat, 2 * ops[lo].lanes);
  ops[id].args = { lo, hi };
  return id;
}

int
perm_program::add_perm (int a, int b, const std::vector<int> &sel)
{
  int id = append (*this, perm_op_kind::perm, sel.size ());
  ops[id].args = { a, b };
  ops[id].sel = sel;
  return id;
}

int
perm_program::add_extract (int value, unsigned first, unsigned lanes)
{
  int id = append (*this, perm_op_kind::extract, lanes);
  ops[id].args = { value };
  ops[id].offset = first;
  return id;
}

void
perm_program::add_store (int value, int offset, bool masked)
{
  int id = append (*this, perm_op_kind::store, ops[value].lanes);
  ops[id].args = { value };
  ops[id].offset = offset;
  ops[id].masked = masked;
}

int
perm_program::add_load_lanes (int offset)
{
  int id = append (*this, perm_op_kind::load_lanes,
		   shape.stride * shape.lanes);
  ops[id].offset = offset;
  return id;
}

void
perm_program::add_store_lanes (const std::vector<int> &fields, int offset)
{
  int id = append (*this, perm_op_kind::store_lanes, shape.lanes);
  ops[id].args = fields;
  ops[id].offset = offset;
}

int
perm_program::read_range_end () const
{
  int end = 0;
  for (const perm_op &op : ops)
    if (op.kind == perm_op_kind::load || op.kind == perm_op_kind::load_lanes)
      end = std::max (end, op.offset + (int) op.lanes);
  return end;
}

static bool
has_value (perm_op_kind kind)
{
  return kind != perm_op_kind::store && kind != perm_op_kind::store_lanes;
}

static bool
fail (std::string *error, unsigned op, const std::string &why)
{
  if (error)
    *error = "op " + std::to_string (op) + ": " + why;
  return false;
}

bool
simulate (const perm_program &program, std::vector<int> &memory,
	  const std::vector<lane_vector> &inputs,
	  std::vector<lane_vector> &values, std::string *error)
{
  const unsigned stride = program.shape.stride;
  values.assign (program.ops.size (), lane_vector ());
  for (unsigned i = 0; i < program.ops.size (); i++)
    {
      const perm_op &op = program.ops[i];
      for (int a : op.args)
	if (a < 0 || (unsigned) a >= i || !has_value (program.ops[a].kind))
	  return fail (error, i, "bad operand");
      auto arg = [&] (unsigned k) -> const lane_vector & {
	return values[op.args[k]];
      };
      auto in_memory = [&] (long first, long count) {
	return first >= 0 && first + count <= (long) memory.size ();
      };
      lane_vector &v = values[i];
      switch (op.kind)
	{
	case perm_op_kind::input:
	  if (op.field >= inputs.size () || inputs[op.field].size () != op.lanes)
	    return fail (error, i, "no such input");
	  v = inputs[op.field];
	  break;

	case perm_op_kind::load:
	  if (op.lanes == 0 || !in_memory (op.offset, op.lanes))
	    return fail (error, i, "load outside the group");
	  v.assign (memory.begin () + op.offset,
		    memory.begin () + op.offset + op.lanes);
	  break;

	case perm_op_kind::concat:
	  if (op.args.size () != 2 || arg (0).size () != arg (1).size ()
	      || op.lanes != 2 * arg (0).size ())
	    return fail (error, i, "concat of unequal halves");
	  v = arg (0);
	  v.insert (v.end (), arg (1).begin (), arg (1).end ());
	  break;

	case perm_op_kind::perm:
	  if (op.args.size () != 2 || arg (0).size () != op.lanes
	      || arg (1).size () != op.lanes || op.sel.size () != op.lanes)
	    return fail (error, i, "perm lane counts differ");
	  for (int s : op.sel)
	    {
	      if (s < 0 || s >= 2 * (int) op.lanes)
		return fail (error, i, "selector index out of range");
	      v.push_back (s < (int) op.lanes ? arg (0)[s]
			   : arg (1)[s - op.lanes]);
	    }
	  break;

	case perm_op_kind::extract:
	  if (op.args.size () != 1 || op.lanes == 0 || op.offset < 0
	      || op.offset + op.lanes > arg (0).size ())
	    return fail (error, i, "extract outside its operand");
	  v.assign (arg (0).begin () + op.offset,
		    arg (0).begin () + op.offset + op.lanes);
	  break;

	case perm_op_kind::store:
	  if (op.args.size () != 1 || arg (0).size () != op.lanes
	      || !in_memory (op.offset, op.lanes))
	    return fail (error, i, "store outside the group");
	  for (unsigned l = 0; l < op.lanes; l++)
	    if (!op.masked
		|| program.shape.field_used ((op.offset + l) % stride))
	      memory[op.offset + l] = arg (0)[l];
	  break;

	case perm_op_kind::load_lanes:
	  {
	    unsigned n = op.lanes / stride;
	    if (n * stride != op.lanes || !in_memory (op.offset, op.lanes))
	      return fail (error, i, "load_lanes outside the group");
	    v.resize (op.lanes);
	    for (unsigned k = 0; k < stride; k++)
	      for (unsigned j = 0; j < n; j++)
		v[k * n + j] = memory[op.offset + j * stride + k];
	    break;
	  }

	case perm_op_kind::store_lanes:
	  {
	    unsigned n = op.lanes;
	    if (op.args.size () != stride
		|| !in_memory (op.offset, (long) n * stride))
	      return fail (error, i, "store_lanes outside the group");
	    for (unsigned k = 0; k < stride; k++)
	      if (arg (k).size () != n)
		return fail (error, i, "store_lanes of a wrong-sized field");
	    for (unsigned k = 0; k < stride; k++)
	      for (unsigned j = 0; j < n; j++)
		memory[op.offset + j * stride + k] = arg (k)[j];
	    break;
	  }
	}
    }
  return true;
}

bool
verify_program (const perm_program &program, std::string *error)
{
  const group_shape &g = program.shape;
  auto bad = [&] (const std::string &why) {
    if (error)
      *error = why;
    return false;
  };
  if (!g.valid ())
    return bad ("invalid group shape");
  if (program.empty ())
    return bad ("empty program");
  const unsigned s = g.stride, n = g.lanes, size = s * n;
  bool loads = false;
  for (const perm_op &op : program.ops)
    {
      bool io = op.kind == perm_op_kind::input
		|| op.kind == perm_op_kind::store
		|| op.kind == perm_op_kind::store_lanes;
      if (io && !program.interleave)
	return bad (std::string (perm_op_name (op.kind))
		    + " in a deinterleave program");
      if (op.kind == perm_op_kind::input && !g.field_used (op.field))
	return bad ("input of unused field " + std::to_string (op.field));
      loads |= op.kind == perm_op_kind::load
	       || op.kind == perm_op_kind::load_lanes;
    }

  std::vector<int> memory (size);
  std::vector<lane_vector> inputs, values;
  for (unsigned e = 0; e < size; e++)
    memory[e] = program.interleave ? -1 - (int) e : (int) e;
  if (program.interleave)
    for (unsigned k = 0; k < s; k++)
      {
	inputs.emplace_back (n);
	for (unsigned j = 0; j < n; j++)
	  inputs[k][j] = j * s + k;
      }
  if (!simulate (program, memory, inputs, values, error))
    return false;

  if (!program.interleave)
    {
      if (program.needs_read_modify_write)
	return bad ("deinterleave flagged read-modify-write");
      if (program.outputs.size () != s)
	return bad ("wrong number of outputs");
      for (unsigned k = 0; k < s; k++)
	{
	  int id = program.outputs[k];
	  if (!g.field_used (k))
	    {
	      if (id != -1)
		return bad ("output for unused field " + std::to_string (k));
	      continue;
	    }
	  if (id < 0 || (unsigned) id >= values.size ()
	      || values[id].size () != n)
	    return bad ("no output for field " + std::to_string (k));
	  for (unsigned j = 0; j < n; j++)
	    if (values[id][j] != (int) (j * s + k))
	      return bad ("field " + std::to_string (k) + " lane "
			  + std::to_string (j) + " holds element "
			  + std::to_string (values[id][j]));
	}
      return true;
    }

  if (!program.outputs.empty ())
    return bad ("interleave with outputs");
  if (loads != program.needs_read_modify_write)
    return bad ("read-modify-write flag does not match the loads");
  if (g.complete () && loads)
    return bad ("complete group needs read-modify-write");
  for (unsigned e = 0; e < size; e++)
    {
      int want = g.field_used (e % s) ? (int) e : -1 - (int) e;
      if (memory[e] != want)
	return bad ("element " + std::to_string (e) + " holds "
		    + std::to_string (memory[e]));
    }
  return true;
}

std::vector<std::pair<unsigned, unsigned>>
aligned_pieces (const std::vector<bool> &used)
{
  std::vector<std::pair<unsigned, unsigned>> pieces;
  const unsigned n = used.size ();
  for (unsigned l = 0; l < n;)
    {
      if (!used[l])
	{
	  l++;
	  continue;
	}
      unsigned size = 1;
      while (l % (2 * size) == 0 && l + 2 * size <= n
	     && std::find (used.begin () + l, used.begin () + l + 2 * size,
			   false) == used.begin () + l + 2 * size)
	size *= 2;
      pieces.emplace_back (l, size);
      l += size;
    }
  return pieces;
}

void
remove_dead_ops (perm_program &program)
{
  std::vector<perm_op> &ops = program.ops;
  std::vector<bool> live (ops.size ());
  for (int id : program.outputs)
    if (id >= 0)
      live[id] = true;
  for (unsigned i = ops.size (); i-- > 0;)
    {
      live[i] = live[i] || !has_value (ops[i].kind);
      if (live[i])
	for (int a : ops[i].args)
	  live[a] = true;
    }
  std::vector<int> renumber (ops.size (), -1);
  std::vector<perm_op> kept;
  for (unsigned i = 0; i < ops.size (); i++)
    if (live[i])
      {
	renumber[i] = kept.size ();
	kept.push_back (std::move (ops[i]));
	for (int &a : kept.back ().args)
	  a = renumber[a];
      }
  ops = std::move (kept);
  for (int &id : program.outputs)
    if (id >= 0)
      id = renumber[id];
}

std::string
to_string (const perm_program &program)
{
  std::string out;
  auto list = [] (const std::vector<int> &xs, const char *prefix) {
    std::string s;
    for (size_t i = 0; i < xs.size (); i++)
      s += (i ? "," : "") + std::string (prefix) + std::to_string (xs[i]);
    return s;
  };
  for (unsigned i = 0; i < program.ops.size (); i++)
    {
      const perm_op &op = program.ops[i];
      std::string line = has_value (op.kind)
			 ? "v" + std::to_string (i) + " = " : std::string ();
      line += perm_op_name (op.kind);
      switch (op.kind)
	{
	case perm_op_kind::input:
	  line += " field " + std::to_string (op.field);
	  break;
	case perm_op_kind::load:
	case perm_op_kind::load_lanes:
	  line += " [" + std::to_string (op.offset) + "], "
		  + std::to_string (op.lanes) + " lanes";
	  break;
	case perm_op_kind::concat:
	  line += " " + list (op.args, "v");
	  break;
	case perm_op_kind::perm:
	  line += " " + list (op.args, "v") + " {" + list (op.sel, "") + "}";
	  break;
	case perm_op_kind::extract:
	  line += " v" + std::to_string (op.args[0]) + " lanes "
		  + std::to_string (op.offset) + ".."
		  + std::to_string (op.offset + op.lanes - 1);
	  break;
	case perm_op_kind::store:
	case perm_op_kind::store_lanes:
	  line += " " + list (op.args, "v") + " -> ["
		  + std::to_string (op.offset) + "]"
		  + (op.masked ? " masked" : "");
	  break;
	}
      out += line + "\n";
    }
  if (!program.interleave)
    out += "outputs " + list (program.outputs, "") + "\n";
  return out;
}

} // namespace hyperlane
