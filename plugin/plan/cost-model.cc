/* The cost model; see cost-model.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "cost-model.h"
#include "slice-grouping.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <set>

namespace hyperlane {

namespace {

/* Whether GCC builds programs like P itself: whole registers, no Melax
   sequence (structure loads and stores it uses where they exist).  */
bool
gcc_like_p (const perm_program &p)
{
  return (p.strategy.compare (0, 6, "whole/") == 0
	  && p.strategy.find ("melax") == std::string::npos)
	 || p.strategy.find ("lanes") != std::string::npos;
}

/* Shuffle-class instructions GCC's own sequence for SHAPE costs.  */
unsigned
gcc_shuffles (const group_shape &shape, const isa_desc &isa, bool store)
{
  bool found = false;
  program_cost best;
  for (const perm_program &p : perm_candidates (shape, isa, store))
    {
      if (!gcc_like_p (p) || !verify_program (p))
	continue;
      program_cost c = cost_program (p, isa);
      if (!found || cheaper (c, best))
	best = c;
      found = true;
    }
  return found ? best.shuffles : ~0u;
}

group_shape
shape_of (const scalar_dag &dag, const memory_group &g, unsigned vf)
{
  group_shape shape;
  shape.stride = g.stride;
  shape.elem_size = dag.types[g.type].bytes;
  shape.lanes = vf;
  std::vector<bool> used = g.fields_used (dag.nodes);
  for (unsigned k = 0; k < g.stride; k++)
    if (used[k])
      shape.fields |= uint64_t (1) << k;
  return shape;
}

} // anon namespace

cost_estimate
estimate_cost (const scalar_dag &dag, unsigned vf, const isa_desc &isa)
{
  cost_estimate e;

  /* Strided groups inside fully grouped hyper loops cost GCC nothing.  */
  std::set<int> free_groups;
  for (const hyper_loop &hl : find_hyper_loops (dag))
    if (hl.fully_grouped)
      {
	free_groups.insert (hl.store_group);
	for (const std::vector<int> &row : hl.grouped)
	  for (int n : row)
	    if (dag.nodes[n].kind == snode_kind::load)
	      free_groups.insert (dag.nodes[n].group);
      }

  bool all_free = true;
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &group = dag.groups[g];
      if (group.stride < 2)
	continue;
      e.strided_groups++;
      all_free &= free_groups.count (g) != 0;
      group_shape shape = shape_of (dag, group, vf);
      perm_program ours = group.is_store ? best_interleave (shape, isa)
					 : best_deinterleave (shape, isa);
      e.our_shuffles += cost_program (ours, isa).shuffles;
      e.gcc_shuffles += gcc_shuffles (shape, isa, group.is_store);
    }

  if (e.strided_groups == 0)
    e.reason = "no strided group: GCC's vectorizer does as well";
  else if (all_free)
    e.reason = "fields are isomorphic: GCC's SLP needs no permute either";
  else if (e.our_shuffles * 10 > e.gcc_shuffles * 9)
    e.reason = "the permutes are not cheaper than GCC's";
  else
    e.profitable = true;
  return e;
}

} // namespace hyperlane
