/* Permute classification and program costing; see perm-cost.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "perm-cost.h"
#include "memo.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hyperlane {

namespace {

/* A permute's geometry: N lanes of ELEM bytes in blocks of B lanes.  */
struct perm_geometry
{
  unsigned n, b, elem;
};

/* Whether every defined lane of SEL agrees with TMPL; if so OUT = TMPL.  */
bool
fits (const std::vector<int> &sel, const std::vector<int> &tmpl,
      std::vector<int> &out)
{
  for (size_t i = 0; i < sel.size (); i++)
    if (sel[i] >= 0 && sel[i] != tmpl[i])
      return false;
  out = tmpl;
  return true;
}

/* Lane I of the template of KIND with operands X, Y (0 = a, 1 = b) and
   the kind's parameter P, applied to every block alike.  */
int
template_lane (perm_kind kind, perm_geometry g, unsigned x, unsigned y,
	       unsigned p, unsigned i)
{
  unsigned base = i / g.b * g.b, t = i % g.b, half = g.b / 2;
  switch (kind)
    {
    case perm_kind::identity:
      return x * g.n + i;
    case perm_kind::zip:	/* P: low or high halves.  */
      return (t % 2 ? y : x) * g.n + base + p * half + t / 2;
    case perm_kind::uzp:	/* P: even or odd lanes.  */
      return (t < half ? x : y) * g.n + base + 2 * (t % half) + p;
    case perm_kind::trn:	/* P: even or odd lanes.  */
      return (t % 2 ? y : x) * g.n + base + t - t % 2 + p;
    case perm_kind::ext:	/* P + 1: the shift.  */
      {
	unsigned k = t + p + 1;
	return k < g.b ? x * g.n + base + k : y * g.n + base + k - g.b;
      }
    default:
      return -1;
    }
}

/* Match SEL against every template of KIND.  */
bool
match_template (perm_kind kind, const std::vector<int> &sel,
		perm_geometry g, bool one_source, std::vector<int> &out)
{
  unsigned operands = one_source ? 1 : 2;
  unsigned params = kind == perm_kind::identity ? 1
		    : kind == perm_kind::ext ? g.b - 1 : 2;
  std::vector<int> tmpl (g.n);
  for (unsigned x = 0; x < operands; x++)
    for (unsigned y = 0; y < operands; y++)
      for (unsigned p = 0; p < params; p++)
	{
	  for (unsigned i = 0; i < g.n; i++)
	    tmpl[i] = template_lane (kind, g, x, y, p, i);
	  if (fits (sel, tmpl, out))
	    return true;
	}
  return false;
}

bool
same_block (int index, unsigned lane, perm_geometry g)
{
  return (unsigned) index % g.n / g.b == lane / g.b;
}

/* Lane I from a[i] or b[i].  */
bool
match_blend (const std::vector<int> &sel, perm_geometry g,
	     std::vector<int> &out)
{
  out = sel;
  for (unsigned i = 0; i < g.n; i++)
    if (sel[i] < 0)
      out[i] = i;
    else if ((unsigned) sel[i] % g.n != i)
      return false;
  return true;
}

/* shufps: in every block of four, lanes 0-1 from one operand and 2-3
   from one operand, the same pattern in every block.  shufpd (blocks of
   two): lane 0 from one operand, lane 1 from one; vshufpd takes a
   separate index per lane, so blocks may differ.  */
bool
match_shufps (const std::vector<int> &sel, perm_geometry g,
	      std::vector<int> &out)
{
  if (!(g.elem == 4 && g.b == 4) && !(g.elem == 8 && g.b == 2))
    return false;
  bool shared_index = g.b == 4;
  int op[2] = { -1, -1 }, index[4] = { -1, -1, -1, -1 };
  for (unsigned i = 0; i < g.n; i++)
    {
      if (sel[i] < 0)
	continue;
      unsigned t = i % g.b, h = t / (g.b / 2);
      int o = sel[i] / g.n, src = sel[i] % g.n % g.b;
      if (!same_block (sel[i], i, g) || (op[h] >= 0 && op[h] != o))
	return false;
      op[h] = o;
      if (shared_index)
	{
	  if (index[t] >= 0 && index[t] != src)
	    return false;
	  index[t] = src;
	}
    }
  out.resize (g.n);
  for (unsigned i = 0; i < g.n; i++)
    {
      unsigned base = i / g.b * g.b, t = i % g.b, h = t / (g.b / 2);
      int src = shared_index ? index[t]
		: sel[i] >= 0 ? sel[i] % (int) g.n % (int) g.b : -1;
      out[i] = std::max (op[h], 0) * g.n + base + (src >= 0 ? src : t);
    }
  return true;
}

/* One operand stays in place, the other moves (within blocks if
   IN_BLOCK); lowered as a permute of one operand and a blend.  */
bool
match_permute_blend (const std::vector<int> &sel, perm_geometry g,
		     bool one_source, bool in_block, std::vector<int> &out)
{
  if (one_source)
    return false;
  for (int x = 0; x < 2; x++)
    {
      bool ok = true;
      for (unsigned i = 0; i < g.n && ok; i++)
	if (sel[i] >= 0)
	  ok = sel[i] / (int) g.n == x ? sel[i] % g.n == i
	       : !in_block || same_block (sel[i], i, g);
      if (!ok)
	continue;
      out = sel;
      for (unsigned i = 0; i < g.n; i++)
	if (sel[i] < 0)
	  out[i] = x * g.n + i;
      return true;
    }
  return false;
}

/* Any permute of one operand (within blocks if IN_BLOCK).  */
bool
match_one_source (const std::vector<int> &sel, perm_geometry g,
		  bool in_block, std::vector<int> &out)
{
  int op = -1;
  for (unsigned i = 0; i < g.n; i++)
    if (sel[i] >= 0)
      {
	if ((op >= 0 && sel[i] / (int) g.n != op)
	    || (in_block && !same_block (sel[i], i, g)))
	  return false;
	op = sel[i] / g.n;
      }
  out = sel;
  for (unsigned i = 0; i < g.n; i++)
    if (sel[i] < 0)
      out[i] = std::max (op, 0) * g.n + i;
  return true;
}

/* Any permute of two operands (within blocks if IN_BLOCK).  */
bool
match_two_source (const std::vector<int> &sel, perm_geometry g,
		  bool in_block, std::vector<int> &out)
{
  out = sel;
  for (unsigned i = 0; i < g.n; i++)
    if (sel[i] < 0)
      out[i] = i;
    else if (in_block && !same_block (sel[i], i, g))
      return false;
  return true;
}

/* Every block of the result is a whole block of an operand.  */
bool
match_block_move (const std::vector<int> &sel, perm_geometry g,
		  std::vector<int> &out)
{
  if (g.b >= g.n)
    return false;
  out.resize (g.n);
  for (unsigned base = 0; base < g.n; base += g.b)
    {
      int from = -1;		/* First lane of the source block.  */
      for (unsigned t = 0; t < g.b; t++)
	{
	  int s = sel[base + t];
	  if (s < 0)
	    continue;
	  if ((unsigned) s % g.b != t || (from >= 0 && s - (int) t != from))
	    return false;
	  from = s - t;
	}
      for (unsigned t = 0; t < g.b; t++)
	out[base + t] = (from >= 0 ? from : (int) base) + t;
    }
  return true;
}

bool
match (perm_kind kind, const std::vector<int> &sel, perm_geometry g,
       bool one_source, std::vector<int> &out)
{
  switch (kind)
    {
    case perm_kind::identity:
    case perm_kind::zip:
    case perm_kind::uzp:
    case perm_kind::trn:
    case perm_kind::ext:
      return match_template (kind, sel, g, one_source, out);
    case perm_kind::blend:
      return match_blend (sel, g, out);
    case perm_kind::shufps:
      return match_shufps (sel, g, out);
    case perm_kind::permute_blend:
      return match_permute_blend (sel, g, one_source, true, out);
    case perm_kind::cross_permute_blend:
      return match_permute_blend (sel, g, one_source, false, out);
    case perm_kind::block_one_source:
      return match_one_source (sel, g, true, out);
    case perm_kind::cross_one_source:
      return match_one_source (sel, g, false, out);
    case perm_kind::block_two_source:
      return match_two_source (sel, g, true, out);
    case perm_kind::cross_two_source:
      return match_two_source (sel, g, false, out);
    case perm_kind::block_move:
      return match_block_move (sel, g, out);
    case perm_kind::even_odd:
      {
	/* uzp over the whole vector: one block of every lane.  */
	perm_geometry whole = g;
	whole.b = g.n;
	return match_template (perm_kind::uzp, sel, whole, one_source, out);
      }
    }
  return false;
}

perm_class
find_perm_class (const std::vector<int> &sel, unsigned elem_size,
		 bool one_source, const isa_desc &isa)
{
  perm_geometry g;
  g.n = sel.size ();
  g.b = block_lanes (isa, elem_size, g.n);
  g.elem = elem_size;
  std::vector<int> reduced = sel;
  if (one_source)
    for (int &s : reduced)
      if (s >= 0)
	s %= g.n;

  perm_class best;
  std::vector<int> out;
  for (unsigned k = 0; k < num_perm_kinds; k++)
    {
      op_cost cost = isa.perm[k][elem_size_index (elem_size)];
      /* Only a strictly cheaper kind displaces an earlier one.  */
      if (!cost.available ()
	  || (best.cost.available () && !(cost < best.cost)))
	continue;
      if (match ((perm_kind) k, reduced, g, one_source, out))
	{
	  best.kind = (perm_kind) k;
	  best.cost = cost;
	  best.sel = out;
	}
    }
  return best;
}

} // anon namespace

perm_class
classify_perm (const std::vector<int> &sel, unsigned elem_size,
	       bool one_source, const isa_desc &isa)
{
  /* Every plan of every loop classifies the same few selectors again
     (the permutation searches, the cost model, GCC's modelled plans):
     each is matched against the templates once.  */
  using key = std::tuple<unsigned, unsigned, bool, std::vector<int>>;
  static std::map<key, perm_class> known;
  return remembered (known, key (isa_table_id (isa), elem_size, one_source,
				 sel),
		     [&] { return find_perm_class (sel, elem_size, one_source,
						   isa); });
}

op_cost
store_piece_cost (unsigned first, const isa_desc &isa)
{
  return first == 0 ? isa.store : isa.extract;
}

program_cost
cost_program (const perm_program &program, const isa_desc &isa)
{
  const std::vector<perm_op> &ops = program.ops;
  std::vector<unsigned> uses (ops.size ());
  for (const perm_op &op : ops)
    for (int a : op.args)
      uses[a]++;
  /* Whether op I's value has one use, as operand ARG of an op of KIND.  */
  auto sole_use = [&] (unsigned i, perm_op_kind kind, unsigned arg) {
    if (uses[i] != 1)
      return false;
    for (const perm_op &op : ops)
      if (op.kind == kind && op.args.size () > arg && op.args[arg] == (int) i)
	return true;
    return false;
  };

  program_cost total;
  op_cost sum = { 0, 0 };
  for (unsigned i = 0; i < ops.size (); i++)
    {
      const perm_op &op = ops[i];
      op_cost c = { 0, 0 };
      switch (op.kind)
	{
	case perm_op_kind::input:
	  break;
	case perm_op_kind::load:
	  total.loads++;
	  /* The insert takes a high half straight from memory.  */
	  if (!sole_use (i, perm_op_kind::concat, 1))
	    c = isa.load;
	  break;
	case perm_op_kind::concat:
	  total.concats++;
	  c = isa.concat;
	  break;
	case perm_op_kind::perm:
	  {
	    bool one_source = op.args[0] == op.args[1];
	    perm_class pc = classify_perm (op.sel, program.shape.elem_size,
					   one_source, isa);
	    total.perms++;
	    total.two_source_perms += !one_source;
	    total.cross_block_perms += crosses_blocks (pc.kind);
	    c = pc.cost;
	    break;
	  }
	case perm_op_kind::extract:
	  /* A field of a structure load is just an array element; an
	     extract whose only use is a store is paid for by the store.  */
	  if (ops[op.args[0]].kind == perm_op_kind::load_lanes
	      || sole_use (i, perm_op_kind::store, 0) || op.offset == 0)
	    break;
	  total.extracts++;
	  c = isa.extract;
	  break;
	case perm_op_kind::store:
	  {
	    total.stores++;
	    const perm_op &data = ops[op.args[0]];
	    if (op.masked)
	      c = isa.masked_store[elem_size_index (program.shape.elem_size)]
		  + (data.kind == perm_op_kind::extract && data.offset != 0
		     ? isa.extract : op_cost { 0, 0 });
	    else if (data.kind == perm_op_kind::extract
		&& ops[data.args[0]].kind != perm_op_kind::load_lanes
		&& uses[op.args[0]] == 1)
	      {
		c = store_piece_cost (data.offset, isa);
		total.extracts += data.offset != 0;
	      }
	    else
	      c = isa.store;
	    break;
	  }
	case perm_op_kind::load_lanes:
	  total.lanes_ops++;
	  c = isa.load_lanes;
	  break;
	case perm_op_kind::store_lanes:
	  total.lanes_ops++;
	  c = isa.store_lanes;
	  break;
	}
      sum = sum + c;
    }
  total.available = sum.available ();
  if (total.available)
    {
      total.insns = sum.insns;
      total.shuffles = sum.shuffles;
    }
  return total;
}

bool
cheaper (const program_cost &x, const program_cost &y)
{
  if (x.available != y.available)
    return x.available;
  if (x.shuffles != y.shuffles)
    return x.shuffles < y.shuffles;
  if (x.insns != y.insns)
    return x.insns < y.insns;
  return x.perms < y.perms;
}

} // namespace hyperlane
