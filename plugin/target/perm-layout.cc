/* The register layouts of a group; see perm-layout.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "perm-layout.h"
#include "perm-cost.h"

#include <algorithm>
#include <cassert>
#include <string>

namespace hyperlane {

layout_builder::layout_builder (const group_shape &shape,
				const isa_desc &isa_, bool interleave,
				unsigned pieces_, bool by_perm_,
				partial_store partial_)
  : isa (isa_), pieces (pieces_), w (shape.lanes / pieces_),
    by_perm (by_perm_), partial (partial_)
{
  assert (pieces >= 1 && w * pieces == shape.lanes && w >= 2);
  assert (!by_perm || (pieces == 2 && !interleave));
  whole_loads.assign (shape.stride, -1);
  program.shape = shape;
  program.interleave = interleave;
  program.outputs.assign (interleave ? 0 : shape.stride, -1);
  loads.assign (shape.stride, -1);
  inputs.assign (shape.stride, -1);
  finals.assign (shape.stride, -1);
}

bool
layout_builder::lane_used (unsigned r, unsigned i) const
{
  /* Sub-groups start at multiples of the stride, so the field of a lane
     is the same in every piece.  */
  return field_used ((r * w + i) % stride ());
}

int
layout_builder::load (unsigned r)
{
  if (loads[r] >= 0)
    return loads[r];
  /* Piece L of register R is sub-vector R of sub-group L, which starts
     at element L*W*S.  */
  if (by_perm)
    {
      /* Both pieces from the whole vectors that hold them, by one
	 two-source permute (a blend when each piece is in its block's
	 place already, else a block move).  */
      const unsigned n = program.shape.lanes;
      std::vector<int> src, sel (n);
      for (unsigned i = 0; i < n; i++)
	{
	  unsigned e = (i / w) * w * stride () + r * w + i % w;
	  int v = e / n;
	  if (whole_loads[v] < 0)
	    whole_loads[v] = program.add_load (v * n, n);
	  unsigned k = 0;
	  while (k < src.size () && src[k] != v)
	    k++;
	  if (k == src.size ())
	    src.push_back (v);
	  sel[i] = k * n + e % n;
	}
      assert (src.size () <= 2);
      return loads[r] = full_perm (whole_loads[src[0]],
				   whole_loads[src.back ()], sel);
    }
  /* Pairs of pieces are joined into wider halves.  */
  std::vector<int> parts;
  for (unsigned l = 0; l < pieces; l++)
    parts.push_back (program.add_load (l * w * stride () + r * w, w));
  while (parts.size () > 1)
    {
      std::vector<int> joined;
      for (size_t i = 0; i < parts.size (); i += 2)
	joined.push_back (program.add_concat (parts[i], parts[i + 1]));
      parts = joined;
    }
  return loads[r] = parts[0];
}

int
layout_builder::input (unsigned k)
{
  if (!field_used (k))
    {
      k = 0;
      while (!field_used (k))
	k++;
    }
  if (inputs[k] < 0)
    inputs[k] = program.add_input (k);
  return inputs[k];
}

int
layout_builder::perm (int a, int b, const std::vector<int> &sel)
{
  /* Apply the sub-problem's selector to every piece alike.  */
  const unsigned n = program.shape.lanes;
  std::vector<int> full (n);
  for (unsigned l = 0; l < pieces; l++)
    for (unsigned i = 0; i < w; i++)
      {
	int s = sel[i];
	full[l * w + i] = s < 0 ? -1
			  : s < (int) w ? l * w + s : n + l * w + (s - w);
      }
  return full_perm (a, b, full);
}

/* Add VEC_PERM_EXPR <A, B, SEL> in the form GCC will see: an operand that
   is not used is replaced by the other, a one-operand identity is no op,
   don't-cares are filled for the cheapest kind, and an equal permute is
   reused.  */
int
layout_builder::full_perm (int a, int b, std::vector<int> sel)
{
  const int n = program.shape.lanes;
  bool use_a = false, use_b = false;
  for (int s : sel)
    if (s >= 0)
      (s < n ? use_a : use_b) = true;
  if (!use_b)
    b = a;
  else if (!use_a)
    a = b;
  bool identity = true;
  for (int i = 0; i < n; i++)
    {
      if (a == b && sel[i] >= 0)
	sel[i] %= n;
      identity &= sel[i] < 0 || sel[i] == i;
    }
  if (a == b && identity)
    return a;
  perm_class pc = classify_perm (sel, program.shape.elem_size, a == b, isa);
  assert (pc.cost.available ());
  auto key = std::make_pair (std::make_pair (a, b), pc.sel);
  auto it = perms.find (key);
  if (it != perms.end ())
    return it->second;
  return perms[key] = program.add_perm (a, b, pc.sel);
}

void
layout_builder::output (unsigned k, int value)
{
  if (field_used (k))
    program.outputs[k] = value;
}

int
layout_builder::old_memory (unsigned r)
{
  program.needs_read_modify_write = true;
  return load (r);
}

void
layout_builder::store (unsigned r, int value, bool merged)
{
  bool any = false, all = true;
  for (unsigned i = 0; i < w; i++)
    {
      any |= lane_used (r, i);
      all &= lane_used (r, i);
    }
  if (!any)
    return;
  if (!all && !merged && writes_back ())
    {
      std::vector<int> sel (w);
      for (unsigned i = 0; i < w; i++)
	sel[i] = lane_used (r, i) ? i : w + i;
      value = perm (value, old_memory (r), sel);
    }
  finals[r] = value;
}

/* Store the registers of FINALS: block L of register R is memory block
   B = L*S + R.  Each block is stored on its own (the lowest block of a
   register by a plain store, others by an extract to memory) or, where
   cheaper, PIECES consecutive blocks from at most two registers are
   gathered by one block move and stored whole; a dynamic program over
   the blocks picks the cheapest cover.  */
void
layout_builder::store_blocks ()
{
  const unsigned s = stride (), n = program.shape.lanes;
  const unsigned blocks = s * pieces;
  if (pieces == 1)
    {
      for (unsigned r = 0; r < s; r++)
	if (finals[r] >= 0)
	  store_part (finals[r], 0, n, r * n);
      return;
    }
  auto reg = [&] (unsigned b) { return finals[b % s]; };
  /* The block move that gathers blocks B.. into one register, or an
     empty selector when they come from more than two registers.  */
  auto gather = [&] (unsigned b, int &x, int &y) {
    std::vector<int> sel;
    x = reg (b), y = -1;
    for (unsigned q = 0; q < pieces; q++)
      {
	int v = reg (b + q);
	if (v != x && y < 0)
	  y = v;
	if (v < 0 || (v != x && v != y))
	  return std::vector<int> ();
	for (unsigned t = 0; t < w; t++)
	  sel.push_back ((v == x ? 0 : n) + (b + q) / s * w + t);
      }
    return sel;
  };

  std::vector<op_cost> best (blocks + 1, op_cost { 0, 0 });
  std::vector<bool> whole (blocks);
  for (unsigned b = blocks; b-- > 0;)
    {
      if (reg (b) < 0)
	{
	  best[b] = best[b + 1];
	  continue;
	}
      best[b] = store_piece_cost (b / s * w, isa) + best[b + 1];
      int x, y;
      std::vector<int> sel;
      if (b + pieces <= blocks && !(sel = gather (b, x, y)).empty ())
	{
	  perm_class pc = classify_perm (sel, program.shape.elem_size,
					 y < 0, isa);
	  op_cost c = pc.cost + isa.store + best[b + pieces];
	  if (c < best[b])
	    {
	      best[b] = c;
	      whole[b] = true;
	    }
	}
    }

  for (unsigned b = 0; b < blocks;)
    if (reg (b) < 0)
      b++;
    else if (whole[b])
      {
	int x, y;
	std::vector<int> sel = gather (b, x, y);
	store_part (full_perm (x, y < 0 ? x : y, sel), 0, n, b * w);
	b += pieces;
      }
    else
      {
	store_part (reg (b), b / s * w, w, b * w);
	b++;
      }
}

/* Store lanes FIRST .. FIRST + LANES - 1 of VALUE to the elements from
   OFFSET: whole when every element belongs to a used field (or the
   program writes back), else with a mask or in pieces.  */
void
layout_builder::store_part (int value, unsigned first, unsigned lanes,
			    int offset)
{
  const unsigned n = program.shape.lanes;
  auto part = [&] (unsigned from, unsigned count) {
    return from == 0 && count == n ? value
	   : program.add_extract (value, from, count);
  };
  std::vector<bool> used (lanes);
  for (unsigned l = 0; l < lanes; l++)
    used[l] = field_used ((offset + l) % stride ());
  bool all = std::find (used.begin (), used.end (), false) == used.end ();
  if (all || writes_back ())
    {
      program.add_store (part (first, lanes), offset);
      return;
    }
  if (partial == partial_store::masked)
    {
      program.add_store (part (first, lanes), offset, true);
      return;
    }
  for (const auto &piece : aligned_pieces (used))
    program.add_store (part (first + piece.first, piece.second),
		       offset + piece.first);
}

perm_program
layout_builder::finish (const std::string &strategy)
{
  if (program.interleave)
    store_blocks ();
  program.strategy = strategy;
  remove_dead_ops (program);
  return program;
}

} // namespace hyperlane
