/* The memory-order planner's store lowering (memory-order-state.h):
   which lanes of a vector a hyper loop's stores write, and the store of
   it whole, with a lane mask, or piece by piece.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"
#include "program-emission.h"
#include "../target/isa.h"
#include "../target/perm-sequences.h"

#include <algorithm>

namespace hyperlane {

/* The lanes of the vector of LANES elements from BASE that HL's stores
   write.  */
std::vector<bool>
memory_order_planner::store_mask (const hyper_loop &hl, long base,
				  unsigned lanes) const
{
  std::vector<bool> mask (lanes, false);
  for (unsigned i = 0; i < lanes; i++)
    mask[i] = lane_slice (hl, base + i) >= 0;
  return mask;
}

/* Store VALUE to GROUP at OFFSET, the lanes of MASK only: whole, with a
   masked store where the target has one, else piece by piece -- each run
   of written lanes split into pieces of a power of two lanes aligned on
   their size, each extracted and stored on its own (GCC's elementwise
   stores, in fewer pieces).  */
void
memory_order_planner::store (int group, int value, long offset,
			     const std::vector<bool> &mask)
{
  const memory_group &g = m_dag.groups[group];
  vop s = memory_vop (vop_kind::store, group, offset);
  s.args.push_back (value);
  if (std::find (mask.begin (), mask.end (), false) == mask.end ())
    {
      m_plan.add (s);
      return;
    }
  const unsigned size_index = elem_size_index (m_dag.types[g.type].bytes);
  const op_cost &masked = m_isa.masked_store[size_index];
  /* A blend is one cheap instruction, a load feeds it: better than a
     masked store -mtune says is slow, or than pieces.  */
  if (m_options.rewrite_store_gaps && m_isa.cheap_blends[size_index]
      && offset >= 0 && (!masked.available () || masked.shuffles > 1))
    {
      store_blended (s, value, mask);
      return;
    }
  if (masked.available ())
    {
      s.mask = mask;
      m_plan.add (s);
      return;
    }
  for (const auto &p : aligned_pieces (mask))
    {
      vop e;
      e.kind = vop_kind::extract;
      e.lanes = p.second;
      e.type = g.type;
      e.offset = p.first;
      e.args.push_back (value);
      vop piece = s;
      piece.lanes = p.second;
      piece.offset = offset + p.first;
      piece.args = { m_plan.add (e) };
      m_plan.add (piece);
    }
}

void
memory_order_planner::store_blended (vop store, int value,
				     const std::vector<bool> &mask)
{
  const memory_group &g = m_dag.groups[store.group];
  int old = m_plan.add (memory_vop (vop_kind::load, store.group,
				    store.offset));
  vop blend;
  blend.kind = vop_kind::perm;
  blend.lanes = store.lanes;
  blend.type = store.type;
  blend.args = { value, old };
  for (unsigned i = 0; i < store.lanes; i++)
    blend.sel.push_back (mask[i] ? i : store.lanes + i);
  store.args = { m_plan.add (blend) };
  m_plan.add (store);
  m_plan.note_write_back (g, m_dag.nodes, store.offset + (long) store.lanes);
}

} // namespace hyperlane
